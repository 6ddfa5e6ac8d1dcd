import { DEFAULT_FAIL_ON } from '../../../src/findings';
import { describe, expect, it } from 'vitest';
import type { FileProblem, ImageResult, SkippedReference } from '../../../src/model';
import { buildAnnotations, capAnnotations, type Annotation } from '../../../src/report/annotations';
import { digest, advisory, result as makeResult, tagNotFound } from '../../support/results';

const result = (over: Partial<ImageResult> = {}): ImageResult =>
  makeResult({ locations: [{ file: 'svc/Dockerfile', line: 3 }], ...over });
const eol = (over: Partial<ImageResult> = {}) => result({ status: 'eol', deprecated: true, tag: '1.22', ...over });
const stale = (over: Partial<ImageResult> = {}) =>
  result({ status: 'stale', pinnedDigest: digest(3), buildsBehind: 7, behindSince: '2026-10-18T09:30:00Z', ...over });
const errored = (over: Partial<ImageResult> = {}) =>
  tagNotFound({ locations: [{ file: 'svc/Dockerfile', line: 3 }], ...over });

const none = { skipped: [], problems: [], failOn: DEFAULT_FAIL_ON };

describe('buildAnnotations', () => {
  it('annotates nothing for a current image without advisories', () => {
    expect(buildAnnotations([result()], none)).toEqual([]);
  });

  it('puts one error per location of an end-of-life tag, saying how to find a successor', () => {
    const r = eol({
      locations: [
        { file: 'svc/Dockerfile', line: 3 },
        { file: 'k8s/deploy.yaml', line: 17 },
      ],
    });
    const list = buildAnnotations([r], none);
    expect(list).toHaveLength(2);
    expect(list.map((a) => [a.level, a.file, a.startLine])).toEqual([
      ['error', 'svc/Dockerfile', 3],
      ['error', 'k8s/deploy.yaml', 17],
    ]);
    expect(list[0]!.title).toContain('cgr.dev/chainguard/nginx:1.22');
    expect(list[0]!.message).toMatch(/end-of-life/);
    expect(list[0]!.message).toContain('crane ls cgr.dev/chainguard/nginx');
  });

  it('warns about a stale pin with builds behind, since when and the current digest', () => {
    const [a, ...rest] = buildAnnotations([stale()], none);
    expect(rest).toEqual([]);
    expect(a!.level).toBe('warning');
    expect(a!.message).toContain('7 builds behind');
    expect(a!.message).toContain('since 2026-10-18');
    expect(a!.message).toContain(digest(10));
    expect(a!.message).toContain(`cgr.dev/chainguard/nginx:1.25@${digest(10)}`);
  });

  it('adds a notice for advisories with their count and first ids', () => {
    const r = result({ advisories: ['CGA-1', 'CGA-2', 'CGA-3', 'CGA-4', 'CGA-5'].map((id) => advisory(id)) });
    const [a] = buildAnnotations([r], none);
    expect(a).toMatchObject({ level: 'notice', file: 'svc/Dockerfile', startLine: 3 });
    expect(a!.title).toMatch(/^5 advisories/);
    expect(a!.message).toContain('CGA-1, CGA-2, CGA-3 and 2 more');
    expect(a!.message).not.toContain('CGA-4');
  });

  it('makes advisories errors when fail-on includes advisories (they fail the step), notices otherwise', () => {
    const r = result({ advisories: [advisory('CGA-1')] });
    expect(buildAnnotations([r], { ...none, failOn: new Set(['advisories'] as const) })[0]!.level).toBe('error');
    expect(buildAnnotations([r], { ...none, failOn: new Set(['eol', 'error'] as const) })[0]!.level).toBe('notice');
  });

  it('follows fail-on: only what fails the step is an error, the rest are warnings', () => {
    const findings = [eol(), stale(), errored()];
    const levels = (failOn: ('eol' | 'stale' | 'advisories' | 'error')[]) =>
      buildAnnotations(findings, { ...none, failOn: new Set(failOn) }).map((a) => [a.title.split(':')[0], a.level]);
    // fail-on: none passes the step, so nothing is red.
    expect(levels([])).toEqual([
      ['End-of-life tag', 'warning'],
      ['Stale pinned digest', 'warning'],
      ['Cannot check cgr.dev/chainguard/nginx', 'warning'],
    ]);
    // fail-on: stale fails on the stale pin: it is the error, the end-of-life tag only a warning.
    expect(levels(['stale'])).toEqual([
      ['End-of-life tag', 'warning'],
      ['Stale pinned digest', 'error'],
      ['Cannot check cgr.dev/chainguard/nginx', 'warning'],
    ]);
    expect(levels(['eol', 'error'])).toEqual([
      ['End-of-life tag', 'error'],
      ['Stale pinned digest', 'warning'],
      ['Cannot check cgr.dev/chainguard/nginx', 'error'],
    ]);
  });

  it('reports an error result with its message and reason', () => {
    const [a] = buildAnnotations([errored()], none);
    expect(a!.level).toBe('error');
    expect(a!.title).toBe('Cannot check cgr.dev/chainguard/nginx:9.9');
    expect(a!.message).toContain('tag "9.9" does not exist');
    expect(a!.message).toContain('TAG_NOT_FOUND');
  });

  it('reports an errored end-of-life tag as both', () => {
    const list = buildAnnotations([errored({ deprecated: true })], none);
    expect(list.map((a) => a.title)).toEqual([
      'Cannot check cgr.dev/chainguard/nginx:9.9',
      'End-of-life tag: cgr.dev/chainguard/nginx:9.9',
    ]);
  });

  it('annotates a reference from the images input without a file', () => {
    const [a] = buildAnnotations([eol({ locations: [] })], none);
    expect(a!.level).toBe('error');
    expect(a).not.toHaveProperty('file');
    expect(a).not.toHaveProperty('startLine');
  });

  it('warns at skipped references that deserve it and only counts other registries', () => {
    const skipped: SkippedReference[] = [
      {
        ref: 'docker.io/library/nginx:1',
        kind: 'other-registry',
        reason: 'other registry (docker.io)',
        location: { file: 'Dockerfile', line: 1 },
      },
      {
        ref: 'cgr.dev/chainguard/${IMAGE}',
        kind: 'unresolved',
        reason: 'unresolved variable IMAGE',
        location: { file: 'Dockerfile', line: 5 },
      },
      { ref: 'cgr.dev/Bad Ref', kind: 'invalid', reason: 'invalid reference format' },
      {
        ref: 'cgr.dev/nginx',
        kind: 'not-an-image',
        reason: 'does not name an image',
        location: { file: 'compose.yaml', line: 9 },
      },
    ];
    const list = buildAnnotations([], { skipped, problems: [], failOn: DEFAULT_FAIL_ON });
    expect(list.map((a) => [a.level, a.file, a.startLine])).toEqual([
      ['warning', 'Dockerfile', 5],
      ['warning', undefined, undefined],
      ['warning', 'compose.yaml', 9],
    ]);
    expect(list[0]!.message).toContain('cgr.dev/chainguard/${IMAGE}');
    expect(list[0]!.message).toContain('unresolved variable IMAGE');
    expect(list.some((a) => a.message.includes('docker.io'))).toBe(false);
  });

  it('reports files that could not be scanned as errors (warning-level problems as warnings), at the line when known', () => {
    const problems: FileProblem[] = [
      { file: 'k8s/broken.yaml', message: 'YAML parse error: bad indentation', line: 12 },
      { file: 'unreadable/Dockerfile', message: 'EACCES: permission denied' },
      { file: 'vendor', message: 'a symbolic link to a directory outside the workspace', level: 'warning' },
    ];
    const list = buildAnnotations([], { skipped: [], problems, failOn: DEFAULT_FAIL_ON });
    expect(list).toEqual([
      expect.objectContaining({ level: 'error', file: 'k8s/broken.yaml', startLine: 12 }),
      expect.objectContaining({ level: 'error', file: 'unreadable/Dockerfile' }),
      expect.objectContaining({ level: 'warning', file: 'vendor' }),
    ]);
    expect(list[1]).not.toHaveProperty('startLine');
    expect(list[0]!.message).toContain('bad indentation');
  });
});

describe('capAnnotations', () => {
  const make = (level: Annotation['level'], n: number): Annotation[] =>
    Array.from({ length: n }, (_, i) => ({ level, title: `${level}-${i}`, message: 'm' }));

  it('keeps everything when under the limits, most important first', () => {
    const list = [...make('notice', 2), ...make('warning', 2), ...make('error', 2)];
    const { shown, omitted } = capAnnotations(list);
    expect(shown.map((a) => a.title)).toEqual(['error-0', 'error-1', 'warning-0', 'warning-1', 'notice-0', 'notice-1']);
    expect(omitted).toEqual({ error: 0, warning: 0, notice: 0 });
  });

  it('shows at most 10 per level, errors then warnings then notices, in stable order', () => {
    // Interleaved so a non-stable sort or a wrong priority would show.
    const list: Annotation[] = [];
    for (let i = 0; i < 15; i++) {
      list.push({ level: 'notice', title: `notice-${i}`, message: 'm' });
      if (i < 12) list.push({ level: 'warning', title: `warning-${i}`, message: 'm' });
      list.push({ level: 'error', title: `error-${i}`, message: 'm' });
    }
    const { shown, omitted } = capAnnotations(list);
    expect(shown.map((a) => a.title)).toEqual([
      ...Array.from({ length: 10 }, (_, i) => `error-${i}`),
      ...Array.from({ length: 10 }, (_, i) => `warning-${i}`),
      ...Array.from({ length: 10 }, (_, i) => `notice-${i}`),
    ]);
    expect(omitted).toEqual({ error: 5, warning: 2, notice: 5 });
  });

  it('caps a real run where one reference is found in many files', () => {
    const locations = Array.from({ length: 14 }, (_, i) => ({ file: `svc${i}/Dockerfile`, line: 1 }));
    const list = buildAnnotations([eol({ locations }), stale({ image: 'go', locations: locations.slice(0, 3) })], none);
    const { shown, omitted } = capAnnotations(list);
    expect(shown.filter((a) => a.level === 'error')).toHaveLength(10);
    expect(shown.filter((a) => a.level === 'warning')).toHaveLength(3);
    expect(shown[0]!.file).toBe('svc0/Dockerfile');
    expect(omitted.error).toBe(4);
  });

  it('counts what it leaves out of a run with many locations per reference', () => {
    const locations = Array.from({ length: 14 }, (_, i) => ({ file: `svc${i}/Dockerfile`, line: i + 1 }));
    const results = [
      eol({ locations }),
      stale({ image: 'go', locations: locations.slice(0, 12) }),
      eol({ image: 'redis', locations: [] }),
    ];
    const capped = capAnnotations(buildAnnotations(results, none));
    expect(capped.omitted).toEqual({ error: 5, warning: 2, notice: 0 });
  });
});
