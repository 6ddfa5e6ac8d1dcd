import { describe, expect, it } from 'vitest';
import { computeVerdict } from '../../src/check/verdict';
import type { ImageResult } from '../../src/model';
import { renderTable, type TableInput } from '../../src/report/table';
import { advisory, ago, digest, now, result } from '../support/results';

const input = (results: ImageResult[], over: Partial<TableInput> = {}): TableInput => ({
  results,
  verdict: computeVerdict(results, new Set(['eol', 'error'])),
  skipped: [],
  problems: [],
  unmatchedGlobs: [],
  unscanned: [],
  now,
  ...over,
});

const fixtures = [
  result({ image: 'static', locations: [{ file: 'a/Dockerfile', line: 1 }] }),
  result({
    image: 'redis',
    tag: '7',
    pinnedDigest: digest(3),
    status: 'stale',
    buildsBehind: 4,
    behindSince: ago(40),
    locations: [{ file: 'compose.yaml', line: 8 }],
  }),
  result({ image: 'python', advisories: [advisory('CGA-1', 'python'), advisory('CGA-2', 'python')] }),
  result({
    image: 'go',
    tag: '1.22',
    status: 'eol',
    deprecated: true,
    locations: [
      { file: 'svc/Dockerfile', line: 3 },
      { file: 'k8s/deploy.yaml', line: 17 },
    ],
  }),
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
    expect(lines.slice(1, 6).map((l) => l.split(/\s+/)[0])).toEqual(['error', 'eol', 'stale', 'advisory', 'ok']);
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

  it('colours the status and the verdict only when asked, and says so when nothing was checked', () => {
    expect(renderTable(input(fixtures), { color: false })).not.toMatch(/\x1b\[/);
    const coloured = renderTable(input(fixtures), { color: true });
    expect(coloured).toContain('\x1b[31merror');
    expect(coloured).toContain('\x1b[32mok');
    expect(coloured.trimEnd().split('\n').at(-1)).toMatch(/^\x1b\[1;31m✗ Failed/);
    expect(renderTable(input([]), { color: false })).toBe('✓ No images checked\n');
  });
});
