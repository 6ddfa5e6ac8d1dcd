import { describe, expect, it } from 'vitest';
import { computeVerdict } from '../../../../src/check/judge/verdict';
import { parseFailOn } from '../../../../src/config';
import type { FailOn, ImageResult } from '../../../../src/model';
import { ago, digest, advisory, result, tagNotFound } from '../../../support/results';

const eol = (over: Partial<ImageResult> = {}) => result({ status: 'eol', deprecated: true, tag: '1.22', ...over });
const stale = (over: Partial<ImageResult> = {}) =>
  result({ status: 'stale', pinnedDigest: digest(3), buildsBehind: 7, behindSince: ago(35), ...over });
const errored = tagNotFound;
const withAdvisories = (over: Partial<ImageResult> = {}) =>
  result({ advisories: [advisory('CGA-aaaa'), advisory('CGA-bbbb')], ...over });

const DEFAULT = parseFailOn('eol,error');
const KINDS = ['eol', 'stale', 'advisories', 'error'] as const satisfies readonly FailOn[];

describe('computeVerdict', () => {
  it('passes a clean run and says so in one line', () => {
    const v = computeVerdict([result(), result({ image: 'go' }), result({ image: 'python' })], DEFAULT);
    expect(v.failed).toBe(false);
    expect(v.line).toBe('✓ 3 images checked: all current');
    expect(v.counts).toEqual({
      total: 3,
      ok: 3,
      eol: 0,
      stale: 0,
      error: 0,
      denied: 0,
      unsigned: 0,
      wouldBeDenied: 0,
      advisories: 0,
      ignored: 0,
      ending: 0,
    });
  });

  it('uses the singular for one image', () => {
    expect(computeVerdict([result()], DEFAULT).line).toBe('✓ 1 image checked: all current');
  });

  it('passes an empty run', () => {
    const v = computeVerdict([], DEFAULT);
    expect(v).toMatchObject({ failed: false, line: '✓ No images checked' });
    expect(v.counts.total).toBe(0);
  });

  it('fails on end-of-life tags and errors by default, naming them and the fail-on', () => {
    const v = computeVerdict([eol(), eol({ image: 'go' }), errored(), result({ image: 'python' })], DEFAULT);
    expect(v.failed).toBe(true);
    expect(v.line).toBe('✗ Failed: 2 end-of-life tags, 1 error (fail-on: eol,error) — 4 images checked');
    expect(v.counts).toEqual({
      total: 4,
      ok: 1,
      eol: 2,
      stale: 0,
      error: 1,
      denied: 0,
      unsigned: 0,
      wouldBeDenied: 0,
      advisories: 0,
      ignored: 0,
      ending: 0,
    });
  });

  it('passes stale pins under the default fail-on but still mentions them', () => {
    const v = computeVerdict(
      [stale(), stale({ image: 'go' }), stale({ image: 'redis' }), result({ image: 'python' })],
      DEFAULT,
    );
    expect(v.failed).toBe(false);
    expect(v.line).toBe('✓ 4 images checked, passed: 3 stale pins (not in fail-on)');
  });

  it('mentions findings outside fail-on on a failing line too', () => {
    const v = computeVerdict([eol(), stale({ image: 'go' }), withAdvisories({ image: 'redis' })], DEFAULT);
    expect(v.failed).toBe(true);
    expect(v.line).toBe(
      '✗ Failed: 1 end-of-life tag (fail-on: eol,error); also 1 stale pin, 2 advisories — 3 images checked',
    );
  });

  it('never fails with fail-on none, and says which findings there were', () => {
    const none = parseFailOn('none');
    const v = computeVerdict(
      [eol(), stale({ image: 'go' }), errored({ image: 'redis' }), withAdvisories({ image: 'python' })],
      none,
    );
    expect(v.failed).toBe(false);
    expect(v.line).toBe(
      '✓ 4 images checked, passed: 1 end-of-life tag, 1 stale pin, 2 advisories, 1 error (fail-on: none)',
    );
  });

  it('counts an errored tag known to be deprecated as end-of-life (and fails fail-on eol)', () => {
    const v = computeVerdict([errored({ deprecated: true })], parseFailOn('eol'));
    expect(v.failed).toBe(true);
    expect(v.counts).toMatchObject({ eol: 1, error: 1, ok: 0 });
    expect(v.line).toContain('1 end-of-life tag (fail-on: eol); also 1 error');
  });

  it('counts distinct advisories: shared by tags of one image once, per artifact otherwise', () => {
    const v = computeVerdict(
      [
        withAdvisories(),
        withAdvisories({ tag: '1.26' }), // same two advisories of nginx
        result({ image: 'go', advisories: [advisory('CGA-aaaa', 'go'), advisory('CGA-cccc', 'go')] }),
      ],
      parseFailOn('advisories'),
    );
    expect(v.counts.advisories).toBe(4);
    expect(v.failed).toBe(true);
    expect(v.line).toBe('✗ Failed: 4 advisories (fail-on: advisories) — 3 images checked');
  });

  it('counts advisories by distinct id per image: one id in several packages of an image is one, in two images two', () => {
    const v = computeVerdict(
      [
        result({ image: 'python', advisories: [advisory('CGA-1', 'openssl'), advisory('CGA-1', 'libssl3')] }),
        result({
          image: 'python',
          tag: '3.12',
          ref: 'cgr.dev/chainguard/python:3.12',
          advisories: [advisory('CGA-1', 'openssl')],
        }),
        result({ image: 'node', advisories: [advisory('CGA-1', 'openssl')] }),
      ],
      parseFailOn('eol'),
    );
    expect(v.counts.advisories).toBe(2);
  });

  it('fails advisories on an errored image that lists some', () => {
    const v = computeVerdict([errored({ advisories: [advisory('CGA-x')] })], parseFailOn('advisories'));
    expect(v.failed).toBe(true);
    expect(v.counts.advisories).toBe(1);
  });

  // Every fail-on combination against a run holding exactly one kind of finding.
  const single: Record<(typeof KINDS)[number], ImageResult[]> = {
    eol: [eol(), result({ image: 'go' })],
    stale: [stale(), result({ image: 'go' })],
    advisories: [withAdvisories(), result({ image: 'go' })],
    error: [errored(), result({ image: 'go' })],
  };
  const subsets = Array.from({ length: 16 }, (_, mask) => KINDS.filter((_, i) => mask & (1 << i)));
  for (const subset of subsets) {
    const failOn = new Set<FailOn>(subset);
    for (const kind of KINDS) {
      const expected = failOn.has(kind);
      it(`fail-on ${subset.join(',') || 'none'} ${expected ? 'fails' : 'passes'} a run with only ${kind}`, () => {
        const v = computeVerdict(single[kind], failOn);
        expect(v.failed).toBe(expected);
        expect(v.line.startsWith(expected ? '✗ Failed:' : '✓ 2 images checked, passed:')).toBe(true);
        const why = expected
          ? `(fail-on: ${subset.join(',')})`
          : subset.length > 0
            ? '(not in fail-on)'
            : '(fail-on: none)';
        expect(v.line).toContain(why);
      });
    }
  }
});
