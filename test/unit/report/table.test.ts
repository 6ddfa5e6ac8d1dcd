import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';
import { computeVerdict } from '../../../src/check/judge/verdict';
import type { ImageResult } from '../../../src/model';
import { renderTable, type TableInput } from '../../../src/report/table';
import { advisory, ago, digest, now, result, staleRedis, eolInTwoFiles } from '../../support/results';

const input = (results: ImageResult[], over: Partial<TableInput> = {}): TableInput => ({
  results,
  verdict: computeVerdict(results, new Set(['eol', 'error'])),
  skipped: [],
  problems: [],
  unmatchedGlobs: [],
  unscanned: [],
  now,
  failOn: new Set(['eol', 'error']),
  ...over,
});

const fixtures = [
  result({ image: 'static', locations: [{ file: 'a/Dockerfile', line: 1 }] }),
  staleRedis(),
  result({ image: 'python', advisories: [advisory('CGA-1', 'python'), advisory('CGA-2', 'python')] }),
  eolInTwoFiles({ image: 'go' }),
  result({
    image: 'missing',
    status: 'error',
    digest: null,
    error: { code: 5, reason: 'NOT_FOUND', message: 'tag "9" not\nfound' },
  }),
];

describe('renderTable', () => {
  it('puts findings first (error, end-of-life, stale, advisories, then ok) and the verdict on the last line', () => {
    const text = renderTable(input(fixtures), { color: false });
    const lines = text.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^STATUS\s+IMAGE\s+WHERE\s+DETAIL$/);
    // Advisories are never a STATUS: the image is ok, with its advisories in DETAIL (listed first among the ok).
    expect(lines.slice(1, 6).map((l) => l.split(/\s+/)[0])).toEqual(['error', 'eol', 'stale', 'ok', 'ok']);
    expect(lines[1]).toMatch(
      /^error\s+cgr\.dev\/chainguard\/missing:1\.25\s+--image\s+tag "9" not found \(NOT_FOUND\)$/,
    );
    expect(lines[2]).toMatch(/svc\/Dockerfile:3 \(\+1\)\s+tag "1\.22" is end-of-life/);
    // A pinned digest is shortened in the table; the detail says how far behind, since when.
    expect(lines[3]).toContain(`cgr.dev/chainguard/redis:7`);
    expect(lines[3]).toMatch(/pin is 4 builds behind "7" since \d{4}-\d\d-\d\d \(40 days ago\); current sha256:0{12}$/);
    expect(lines[4]).toMatch(/2 advisories: CGA-1, CGA-2$/);
    expect(lines.at(-1)).toBe(computeVerdict(fixtures, new Set(['eol', 'error'])).line);
    // Columns line up: every row's WHERE starts where the header's does.
    const whereAt = lines[0]!.indexOf('WHERE');
    for (const line of lines.slice(1, 6)) expect(line.slice(whereAt - 2, whereAt)).toBe('  ');
  });

  it('shortens a pinned reference and says what was not checked, not read or not matched', () => {
    const pinned = result({
      ref: `cgr.dev/chainguard/go:1@${digest(7)}`,
      pinnedDigest: digest(7),
      image: 'go',
      tag: '1',
    });
    const text = renderTable(
      input([pinned], {
        skipped: [
          {
            ref: '${BASE}',
            kind: 'unresolved',
            reason: 'unresolved variable BASE',
            location: { file: 'Dockerfile', line: 2 },
          },
          { ref: 'docker.io/library/node:22', kind: 'other-registry', reason: 'other registry (docker.io)' },
        ],
        problems: [{ file: 'broken.yaml', line: 3, message: 'bad indentation' }],
        unmatchedGlobs: ['deploy/*.yml'],
        unscanned: ['notes.txt'],
      }),
      { color: false },
    );
    expect(text).toContain(`cgr.dev/chainguard/go:1@sha256:${'0'.repeat(12)}…`);
    expect(text).not.toContain(digest(7));
    expect(text).toContain('Not checked:\n  Dockerfile:2: ${BASE}: unresolved variable BASE\n');
    expect(text).toContain('Files not read:\n  broken.yaml:3: bad indentation\n');
    expect(text).toContain('Matched no file:\n  deploy/*.yml\n');
    expect(text).toContain('1 reference on other registries, not checked.');
    expect(text).toContain('1 selected file neither Dockerfile nor YAML, not scanned.');
  });

  it('fits the given columns: every line within 80, DETAIL wrapped under its row when the columns before it are wide', () => {
    const long = result({
      ref: `registry.example.internal:5000/some-organization/a-rather-long-image-name:1.2.3-dev@${digest(9)}`,
      registry: 'registry.example.internal:5000',
      org: 'some-organization',
      image: 'a-rather-long-image-name',
      tag: '1.2.3-dev',
      pinnedDigest: digest(9),
      status: 'stale',
      buildsBehind: 12,
      behindSince: ago(90),
      suggestion: `registry.example.internal:5000/some-organization/a-rather-long-image-name:1.2.3-dev@${digest(10)}`,
      locations: [{ file: 'services/payments/deploy/kubernetes/overlays/production/deployment.yaml', line: 120 }],
    });
    const results = [...fixtures, long];
    const text = renderTable(
      input(results, {
        skipped: [
          {
            ref: '${BASE_TAG}',
            kind: 'unresolved',
            reason: 'the variable BASE_TAG has no default value in this file, so the reference cannot be known',
            location: { file: 'Dockerfile', line: 1 },
          },
        ],
      }),
      { color: false, columns: 80 },
    );
    const lines = text.trimEnd().split('\n');
    for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(80);
    expect(text).toMatch(/pin is 12 builds behind "1\.2\.3-dev" since/);
    expect(text).toContain('BASE_TAG');
    // Colour codes do not count: the same fit with colours on.
    const coloured = renderTable(input(results), { color: true, columns: 80 });
    for (const line of coloured.split('\n')) expect(stripVTControlCharacters(line).length).toBeLessThanOrEqual(80);
    // Without a width (a file), nothing is wrapped.
    expect(
      renderTable(input(results), { color: false })
        .split('\n')
        .some((l) => l.length > 80),
    ).toBe(true);
  });

  it('says how far behind a pin within max-age is (never "current"), and puts a tag ending soon first in its row', () => {
    const within = result({
      pinnedDigest: digest(1),
      ref: `cgr.dev/chainguard/static:1.25@${digest(1)}`,
      buildsBehind: 2,
    });
    const ending = result({
      image: 'node',
      tag: '20',
      endOfLife: { status: 'grace', supportEnds: ago(-3), buildsUntil: ago(-10), daysLeft: 10, warn: true },
      suggestion: 'cgr.dev/chainguard/node:22',
    });
    const lines = renderTable(input([within, ending]), { color: false })
      .trimEnd()
      .split('\n');
    expect(lines[1]).toMatch(
      /^ending\s+cgr\.dev\/chainguard\/node:20\s+\S+\s+builds end \d{4}-\d\d-\d\d; move to cgr\.dev\/chainguard\/node:22$/,
    );
    expect(lines[2]).toMatch(/^ok\s.*pin is 2 builds behind "1\.25" \(within max-age\)$/);
    expect(lines[2]).not.toContain('current');
  });

  it('colours the status and the verdict only when asked, and says so when nothing was checked', () => {
    expect(renderTable(input(fixtures), { color: false })).not.toMatch(/\x1b\[/);
    const coloured = renderTable(input(fixtures), { color: true });
    expect(coloured).toContain('\x1b[31merror');
    expect(coloured).toContain('\x1b[32mok');
    expect(coloured.trimEnd().split('\n').at(-1)).toMatch(/^\x1b\[1;31m✗ Failed/);
    expect(renderTable(input([]), { color: false })).toBe('✓ No images checked\n');
  });
});
