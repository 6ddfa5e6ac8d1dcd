import { DEFAULT_FAIL_ON } from '../../src/findings';
// Issue 14: reports that lead with what matters (summary what-to-do lines, folded advisories,
// links) and the ignored / ending-soon findings in the verdict and annotations.
import { describe, expect, it } from 'vitest';
import { computeVerdict } from '../../src/check/judge/verdict';
import { parseFailOn } from '../../src/config';
import type { ImageResult } from '../../src/model';
import { buildAnnotations } from '../../src/report/annotations';
import { buildOutputs, resultsOutput } from '../../src/report/outputs';
import { resultsOverLimitWarning } from '../../src/report/results-file';
import { buildSarif } from '../../src/report/sarif';
import { renderSummary } from '../../src/report/summary';
import { ago, digest, now, result as makeResult } from '../support/results';
import { sarifProblems } from '../support/sarif-rules';

const advisories = (image: string) =>
  ['CGA-aaaa', 'CGA-bbbb', 'CGA-cccc'].map((advisoryId) => ({
    advisoryId: `${advisoryId}-${image}`,
    artifactName: image,
    updateTime: ago(1),
  }));
const render = (results: ImageResult[], extra: Partial<Parameters<typeof renderSummary>[0]> = {}) =>
  renderSummary({
    failOn: DEFAULT_FAIL_ON,
    results,
    verdict: computeVerdict(results, parseFailOn('eol,error')),
    skipped: [],
    problems: [],
    now,
    maxAge: '30d',
    ...extra,
  });

/** `cgr.dev/chainguard/go:1.21`, end of life, to move to 1.23, written at `locations`. */
const eolGo = (locations: ImageResult['locations']) =>
  makeResult({
    image: 'go',
    tag: '1.21',
    status: 'eol',
    deprecated: true,
    suggestion: 'cgr.dev/chainguard/go:1.23',
    locations,
  });
describe('summary: what matters first', () => {
  it('a clean run of 300 images with advisories is a handful of lines above a folded table', () => {
    const results = Array.from({ length: 300 }, (_, i) =>
      makeResult({
        image: `img${i}`,
        tag: 'latest',
        digest: digest(i + 1),
        advisories: advisories(`img${i}`),
        locations: [{ file: `svc${i}/Dockerfile`, line: 1 }],
      }),
    );
    const md = render(results, { advisoryUrl: 'https://images.example/security/{id}' });
    const above = md
      .slice(0, md.indexOf('<details>'))
      .split('\n')
      .filter((l) => l.trim() !== '');
    expect(above.length).toBeLessThanOrEqual(4);
    expect(above.join('\n')).toContain('900 advisories');
    expect(md).toContain('<details><summary>900 advisories on 300 images</summary>');
    expect(md).toContain('<a href="https://images.example/security/CGA-aaaa-img7">CGA-aaaa-img7</a>');
    expect(md).not.toContain('with findings');
  });

  it('says first which tags to move and which pins to bump, with links to the lines at the commit', () => {
    const eol = eolGo([{ file: 'svc/Dockerfile', line: 3 }]);
    const stale = makeResult({
      image: 'redis',
      tag: '7',
      ref: `cgr.dev/chainguard/redis:7@${digest(3)}`,
      status: 'stale',
      pinnedDigest: digest(3),
      digest: digest(4),
      buildsBehind: 2,
      suggestion: `cgr.dev/chainguard/redis:7@${digest(4)}`,
      locations: [],
    });
    const md = render([makeResult({ image: 'ok' }), eol, stale], { blobBase: 'https://github.com/o/r/blob/abc123' });
    const lines = md.split('\n').filter((l) => l.trim() !== '');
    expect(lines[2]).toBe('**What to do**');
    expect(lines[3]).toContain(
      'Move <code>cgr.dev/chainguard/go:1.21</code> to <code>cgr.dev/chainguard/go:1.23</code>',
    );
    expect(lines[3]).toContain('<a href="https://github.com/o/r/blob/abc123/svc/Dockerfile#L3">svc/Dockerfile:3</a>');
    expect(lines[4]).toContain(
      `Bump <code>cgr.dev/chainguard/redis:7@${digest(3)}</code> to <code>cgr.dev/chainguard/redis:7@${digest(4)}</code>`,
    );
  });
});

describe('ignored and ending-soon findings', () => {
  const ignoredEol = makeResult({
    image: 'go',
    tag: '1.21',
    ref: 'cgr.dev/chainguard/go:1.21',
    status: 'eol',
    deprecated: true,
    locations: [{ file: 'Dockerfile', line: 1 }],
    ignored: { reason: 'migration in ACME-42', until: '2099-01-01', kinds: ['eol'] },
  });
  const ending = makeResult({
    image: 'redis',
    tag: '7.4',
    ref: 'cgr.dev/chainguard/redis:7.4',
    endOfLife: {
      status: 'TAG_IN_GRACE',
      supportEnds: '2026-01-01',
      supportEnded: true,
      buildsUntil: '2099-12-01T00:00:00Z',
      daysLeft: 10,
      warn: true,
    },
    suggestion: 'cgr.dev/chainguard/redis:8.0',
    locations: [{ file: 'compose.yaml', line: 4 }],
  });

  it('an ignored end-of-life tag does not fail, and is a notice saying until when and why', () => {
    const verdict = computeVerdict([ignoredEol], parseFailOn('eol,error'));
    expect(verdict.failed).toBe(false);
    expect(verdict.counts.eol).toBe(0);
    expect(verdict.counts.ignored).toBe(1);
    const annotations = buildAnnotations([ignoredEol], { skipped: [], problems: [], failOn: parseFailOn('eol,error') });
    expect(annotations).toEqual([
      {
        level: 'notice',
        title: 'Ignored: cgr.dev/chainguard/go:1.21',
        message: 'cgr.dev/chainguard/go:1.21: eol ignored until 2099-01-01: migration in ACME-42',
        file: 'Dockerfile',
        startLine: 1,
      },
    ]);
    const item = JSON.parse(buildOutputs([ignoredEol], verdict).results!)[0];
    expect(item.ignored).toEqual({ reason: 'migration in ACME-42', until: '2099-01-01' });
  });

  it('a tag whose builds end within warn-before is a warning with the dates and where to move', () => {
    const verdict = computeVerdict([ending], parseFailOn('eol,error'));
    expect(verdict.failed).toBe(false);
    expect(verdict.counts.ending).toBe(1);
    expect(verdict.line).toContain('1 tag ending soon');
    const [annotation] = buildAnnotations([ending], { skipped: [], problems: [], failOn: DEFAULT_FAIL_ON });
    expect(annotation).toMatchObject({
      level: 'warning',
      title: 'Tag ending soon: cgr.dev/chainguard/redis:7.4',
      file: 'compose.yaml',
      startLine: 4,
    });
    expect(annotation!.message).toContain('stop in 10 days');
    expect(annotation!.message).toContain('Upstream support ended 2026-01-01; builds continue until 2099-12-01');
    expect(annotation!.message).toContain('Move to cgr.dev/chainguard/redis:8.0');
  });
});

describe('results output over 1 MB', () => {
  it('is not set; the warning points to the results file', () => {
    const many = Array.from({ length: 4000 }, (_, i) => makeResult({ image: `img-${i}` }));
    const outputs = buildOutputs(many, computeVerdict(many, parseFailOn('eol')));
    expect(outputs.results).toBeUndefined();
    expect(outputs.failed).toBe('false');
    expect(outputs['stale-count']).toBe('0');
    expect(resultsOverLimitWarning('out/results.json')).toMatch(/over GitHub's 1 MB limit.*out\/results\.json/);
    expect(resultsOverLimitWarning('')).toMatch(/set the input results-file/);
  });

  it('is set up to the limit, byte for byte, and not one byte past it', () => {
    const results = [makeResult({ image: 'a' }), makeResult({ image: 'b', tag: 'é' })];
    const text = resultsOutput(results, Infinity)!;
    const bytes = Buffer.byteLength(text, 'utf8');
    expect(resultsOutput(results, bytes)).toBe(text);
    expect(resultsOutput(results, bytes - 1)).toBeNull();
    expect(resultsOutput([], 2)).toBe('[]');
  });
});

describe('SARIF', () => {
  it('carries the suggestion of an end-of-life tag, and leaves an ignored finding out', () => {
    const eol = eolGo([{ file: 'Dockerfile', line: 2 }]);
    const ignored = {
      ...eol,
      ref: 'cgr.dev/chainguard/go:1.20',
      tag: '1.20',
      ignored: { reason: 'r', until: '2999-01-01', kinds: ['eol'] },
    };
    const log = buildSarif([eol, ignored], 'test', { failOn: DEFAULT_FAIL_ON }) as {
      runs: { results: { properties: { ref: string; suggestion?: string }; message: { text: string } }[] }[];
    };
    expect(sarifProblems(log)).toEqual([]);
    const results = log.runs[0]!.results;
    expect(results.map((r) => r.properties.ref)).toEqual(['cgr.dev/chainguard/go:1.21']);
    expect(results[0]!.properties.suggestion).toBe('cgr.dev/chainguard/go:1.23');
    expect(results[0]!.message.text).toContain('Move to cgr.dev/chainguard/go:1.23.');
  });
});
