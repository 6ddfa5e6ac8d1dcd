import { DEFAULT_FAIL_ON } from '../../../src/findings';
import { describe, expect, it } from 'vitest';
import { computeVerdict } from '../../../src/check/judge/verdict';
import { parseFailOn } from '../../../src/config';
import type { FileProblem, ImageResult, SkippedReference } from '../../../src/model';
import { renderSummary, SUMMARY_LIMIT_BYTES } from '../../../src/report/summary';
import { now, ago, digest, result as makeResult } from '../../support/results';

const result = (over: Partial<ImageResult> = {}): ImageResult =>
  makeResult({
    digest: digest(0xabcdef0123456),
    locations: [{ file: `${over.image ?? 'nginx'}/Dockerfile`, line: 1 }],
    ...over,
  });
const eol = (over: Partial<ImageResult> = {}) =>
  result({ status: 'eol', deprecated: true, image: 'go', tag: '1.21', ...over });
const stale = (over: Partial<ImageResult> = {}) =>
  result({
    image: 'redis',
    tag: '7',
    ref: `cgr.dev/chainguard/redis:7@${digest(3)}`,
    status: 'stale',
    pinnedDigest: digest(3),
    buildsBehind: 7,
    behindSince: ago(35),
    ...over,
  });
const errored = (over: Partial<ImageResult> = {}) =>
  result({
    image: 'missing',
    tag: '9.9',
    status: 'error',
    digest: null,
    lastUpdate: null,
    buildsBehind: null,
    error: { code: 404, reason: 'TAG_NOT_FOUND', message: 'tag "9.9" does not exist in cgr.dev/chainguard/missing' },
    locations: [],
    ...over,
  });
const advised = (over: Partial<ImageResult> = {}) =>
  result({
    image: 'python',
    tag: '3.12',
    advisories: ['CGA-0001', 'CGA-0002', 'CGA-0003'].map((advisoryId) => ({
      advisoryId,
      artifactName: 'python',
      updateTime: ago(1),
    })),
    ...over,
  });
const okImages = (n: number) =>
  Array.from({ length: n }, (_, i) => result({ image: `img${i}`, tag: 'latest', digest: digest(i + 1) }));

function render(
  results: ImageResult[],
  extra: { skipped?: SkippedReference[]; problems?: FileProblem[]; failOn?: string } = {},
) {
  return renderSummary({
    failOn: parseFailOn(extra.failOn ?? 'eol,error'),
    results,
    verdict: computeVerdict(results, parseFailOn(extra.failOn ?? 'eol,error')),
    skipped: extra.skipped ?? [],
    problems: extra.problems ?? [],
    now,
    maxAge: '30d',
  });
}
const rowOf = (md: string, needle: string) => md.split('\n').find((l) => l.startsWith('|') && l.includes(needle));

describe('renderSummary', () => {
  const mixed = [result(), advised(), stale(), eol(), errored()];
  const md = render(mixed);

  it('starts with the title and the verdict line', () => {
    const lines = md.split('\n');
    expect(lines[0]).toBe('## image-check');
    const verdictAt = lines.findIndex((l) => l.includes('✗ Failed: 1 end-of-life tag, 1 error'));
    expect(verdictAt).toBeGreaterThan(0);
    expect(verdictAt).toBeLessThan(lines.findIndex((l) => l.startsWith('|')));
  });

  it('lists findings worst first, then advisories folded, before the folded current images', () => {
    const table = md.indexOf('| Reference | Finding | Move to |');
    const order = ['missing:9.9', 'go:1.21', 'redis:7'].map((s) => md.indexOf(s, table));
    expect(order.every((p) => p > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    const advisories = md.indexOf('<details><summary>3 advisories on 1 image</summary>');
    expect(advisories).toBeGreaterThan(order[2]!);
    expect(md.indexOf('python:3.12', advisories)).toBeGreaterThan(advisories);
    const details = md.indexOf('<details><summary>2 images current</summary>');
    expect(details).toBeGreaterThan(advisories);
    expect(md.indexOf('cgr.dev/chainguard/nginx:1.25')).toBeGreaterThan(details);
  });

  it("has three finding columns (nothing scrolls sideways at a job summary's width), each row with one cell per column", () => {
    expect(md).toContain('| Reference | Finding | Move to |');
    for (const needle of ['missing:9.9', 'go:1.21', 'redis:7']) {
      expect(rowOf(md, needle)!.split('|')).toHaveLength(5);
    }
  });

  it('shows a short digest with the full one in a title, status emoji, relative last build', () => {
    const row = rowOf(md, 'go:1.21')!;
    expect(row).toContain(`<code title="${digest(0xabcdef0123456)}">sha256:000000000000</code>`);
    expect(row).toContain('⛔ end-of-life');
    expect(row).toContain('3 days ago (2026-11-19)');
    expect(row).toContain('go/Dockerfile:1');
  });

  it('shows builds behind, since when and max-age for a stale pin', () => {
    const row = rowOf(md, 'redis:7')!;
    expect(row).toContain('⚠️ stale');
    expect(row).toContain('pin 7 builds behind since 2026-10-18, over max-age 30d');
    // The pinned digest in the reference is shortened, the full reference kept in the title.
    expect(row).toContain(`title="cgr.dev/chainguard/redis:7@${digest(3)}"`);
    expect(row).toContain('redis:7@sha256:000000000000…</code>');
  });

  it('shows the error message and reason of an image that could not be checked', () => {
    const row = rowOf(md, 'missing:9.9')!;
    expect(row).toContain('❌ error');
    expect(row).toContain('TAG&#95;NOT&#95;FOUND (404)');
    expect(row).toContain('tag &quot;9.9&quot; does not exist');
  });

  it('shows advisory counts and ids for a current image with advisories, in the folded advisories table', () => {
    const row = rowOf(md, 'python:3.12')!;
    expect(row).toContain('3: CGA-0001, CGA-0002, CGA-0003');
    expect(row.split('|')).toHaveLength(4);
  });

  it('escapes values so a | or < in a message cannot break the table or inject HTML', () => {
    const nasty = errored({
      error: {
        code: 500,
        reason: 'INTERNAL',
        message: 'upstream said <script>alert(1)</script> | col\nnext line `code` *bold*',
      },
      locations: [{ file: 'we|ird/<dir>/Dockerfile', line: 4 }],
    });
    const out = render([nasty]);
    expect(out).not.toContain('<script>');
    expect(out).not.toContain('<dir>');
    const row = rowOf(out, 'missing:9.9')!;
    expect(row.split('|')).toHaveLength(5);
    expect(row).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &#124; col next line &#96;code&#96; &#42;bold&#42;');
    expect(row).toContain('we&#124;ird/&lt;dir&gt;/Dockerfile:4');
  });

  it('keeps a clean run short: no findings table, all images folded', () => {
    const out = render(okImages(3));
    expect(out).toContain('✓ 3 images checked: all current');
    expect(out).not.toContain('with findings');
    expect(out).toContain('<details><summary>All 3 images current</summary>');
  });

  it('keeps 500 current images inside <details> and the findings part small', () => {
    const out = render([eol(), errored(), ...okImages(500)]);
    const details = out.indexOf('<details><summary>500 images current</summary>');
    expect(details).toBeGreaterThan(0);
    expect(Buffer.byteLength(out.slice(0, details))).toBeLessThan(3000);
    expect(out.indexOf('cgr.dev/chainguard/img0:latest')).toBeGreaterThan(details);
    expect(out.indexOf('cgr.dev/chainguard/img499:latest')).toBeLessThan(out.indexOf('</details>', details));
    expect(out).not.toContain('more not listed');
  });

  it('truncates a huge list of current images with a count and stays under 1 MiB', () => {
    const out = render(okImages(5000));
    expect(Buffer.byteLength(out)).toBeLessThan(SUMMARY_LIMIT_BYTES);
    const listed = out.split('\n').filter((l) => l.startsWith('| <code>')).length;
    expect(listed).toBeGreaterThan(100);
    expect(listed).toBeLessThan(5000);
    expect(out).toContain(`…and ${5000 - listed} more not listed here`);
  });

  it('stays under 1 MiB with thousands of long error findings', () => {
    const long = 'x'.repeat(5000);
    const results = Array.from({ length: 5000 }, (_, i) =>
      errored({
        image: `img${i}`,
        ref: `cgr.dev/chainguard/img${i}:9.9`,
        error: { code: 503, reason: 'UNAVAILABLE', message: long },
        locations: [{ file: 'a/Dockerfile', line: i + 1 }],
      }),
    );
    const out = render(results);
    expect(Buffer.byteLength(out)).toBeLessThan(SUMMARY_LIMIT_BYTES);
    expect(out).toMatch(/…and \d+ more findings not shown here/);
    expect(out).not.toContain(long);
  });

  it('adds skipped references as a footnote with counts per reason and the list folded', () => {
    const skipped: SkippedReference[] = [
      {
        ref: 'docker.io/library/nginx:1.27',
        kind: 'other-registry',
        reason: 'other registry (docker.io)',
        location: { file: 'Dockerfile', line: 1 },
      },
      {
        ref: 'ghcr.io/acme/app:1',
        kind: 'other-registry',
        reason: 'other registry (ghcr.io)',
        location: { file: 'compose.yaml', line: 4 },
      },
      {
        ref: 'cgr.dev/chainguard/${IMAGE}:latest',
        kind: 'unresolved',
        reason: 'unresolved variable IMAGE',
        location: { file: 'Dockerfile', line: 7 },
      },
    ];
    const out = render([result()], { skipped });
    expect(out).toContain('Not checked: 3 references (1 with unresolved variables, 2 on other registries)');
    const list = out.indexOf('<details><summary>Skipped references</summary>');
    expect(list).toBeGreaterThan(out.indexOf('Not checked:'));
    expect(out.indexOf('docker.io/library/nginx:1.27', list)).toBeGreaterThan(list);
    expect(out).toContain('(Dockerfile:7): unresolved variable IMAGE');
    expect(out).toContain('cgr.dev/chainguard/&#36;{IMAGE}:latest');
  });

  it('lists file problems', () => {
    const out = render([result()], {
      problems: [{ file: 'k8s/broken.yaml', line: 12, message: 'YAML parse error: bad indentation' }],
    });
    expect(out).toContain('1 file not fully scanned');
    expect(out).toContain('<code>k8s/broken.yaml:12</code>: YAML parse error: bad indentation');
  });

  it("lists an organization run's repositories: those not read with why, every one read folded with its count", () => {
    const out = renderSummary({
      failOn: DEFAULT_FAIL_ON,
      results: [result()],
      verdict: computeVerdict([result()], parseFailOn('eol,error')),
      skipped: [],
      problems: [{ file: '', repository: 'acme/docs', message: 'repository not read: its tree could not be read' }],
      now,
      maxAge: '30d',
      serverUrl: 'https://github.example/',
      repositories: {
        read: [
          { repository: 'acme/api', commit: 'a'.repeat(40) },
          { repository: 'acme/empty-repo', commit: '' },
        ],
        unread: [{ repository: 'acme/docs', reason: 'its tree could not be read' }],
      },
    });
    expect(out).toContain('### 2 repositories read, 1 not read');
    expect(out).toContain(
      '- <a href="https://github.example/acme/docs"><code>acme/docs</code></a>: its tree could not be read',
    );
    const folded = out.slice(out.indexOf('<details><summary>2 repositories read</summary>'));
    expect(folded.slice(0, folded.indexOf('</details>'))).toContain(
      `- <a href="https://github.example/acme/api/tree/${'a'.repeat(40)}"><code>acme/api</code></a>\n- <a href="https://github.example/acme/empty-repo"><code>acme/empty-repo</code></a> (empty: never pushed to)`,
    );
    // Named once, with the repositories, not again among the files.
    expect(out).not.toContain('file not fully scanned');
    // A workspace run has no such list.
    expect(render([result()])).not.toMatch(/repositor(y|ies) read/);
  });

  it('says so when nothing was checked', () => {
    const out = render([], {
      skipped: [{ ref: 'docker.io/x:1', kind: 'other-registry', reason: 'other registry (docker.io)' }],
    });
    expect(out).toContain('✓ No images checked');
    expect(out).toContain('No image references were checked.');
    expect(out).not.toContain('<details><summary>0');
  });
});
