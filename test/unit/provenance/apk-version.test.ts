import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareApkVersions, parseApkVersion } from '../../../src/provenance/apk-version';

/** Each pair is in order: the first before the second. */
const ASCENDING: [string, string][] = [
  ['2.0_rc3-r0', '2.0-r0'],
  ['3.5.1-r9', '3.5.1-r10'],
  ['1.2.9', '1.2.10'],
  ['1.2', '1.2a'],
  ['1.2a', '1.2b'],
  ['1.2z', '1.3'],
  ['1.36.1-r1', '1.36.1_p2-r1'],
  ['1.0_alpha', '1.0_beta'],
  ['1.0_beta', '1.0_pre'],
  ['1.0_pre', '1.0_rc'],
  ['1.0_rc', '1.0'],
  ['1.0', '1.0_cvs'],
  ['1.0_cvs', '1.0_svn'],
  ['1.0_svn', '1.0_git'],
  ['1.0_git', '1.0_hg'],
  ['1.0_hg', '1.0_p'],
  ['1.0_rc2', '1.0_rc10'],
  ['1.0_p1', '1.0_p2'],
  ['1.0_p1_rc1', '1.0_p1'],
  ['1.0_p1', '1.0_p1_p1'],
  ['1.2', '1.2.0'],
  ['1.2.0', '1.2.0.1'],
  ['9', '10'],
  ['99999999999999999999', '100000000000000000000'],
  ['1.0-r0', '1.0-r1'],
  ['20240705-r0', '20250101-r0'],
  ['3.5.0-r2', '3.5.1-r0'],
  ['9999.9', 'abc'],
  ['1.0', '1.0-beta'],
  ['1.0-r1a', 'x1'],
  ['2.0~1', '2.0~2'],
];

/** The same version to apk, though not the same text. */
const SAME: [string, string][] = [
  ['1.0', '1.0-r0'],
  ['1.02', '1.2'],
  ['1.0_rc', '1.0_rc0'],
  ['3.5.1-r0', '3.5.1-r0'],
];

describe('apk version order', () => {
  it.each(ASCENDING)('%s before %s', (a, b) => {
    expect(compareApkVersions(a, b)).toBe(-1);
    expect(compareApkVersions(b, a)).toBe(1);
  });

  it.each(SAME)('%s the same as %s', (a, b) => {
    expect(compareApkVersions(a, b)).toBe(0);
    expect(compareApkVersions(b, a)).toBe(0);
  });

  it('orders the suffixes alpha < beta < pre < rc < release < cvs < svn < git < hg < p', () => {
    const names = ['_alpha', '_beta', '_pre', '_rc', '', '_cvs', '_svn', '_git', '_hg', '_p'];
    const versions = names.map((s) => `4.1${s}-r3`);
    expect([...versions].reverse().sort(compareApkVersions)).toEqual(versions);
  });

  it('reads the grammar and refuses what does not fit it', () => {
    expect(parseApkVersion('1.36.1_p2-r1')).toEqual({
      numbers: ['1', '36', '1'],
      letter: null,
      suffixes: [{ rank: 9, n: '2' }],
      revision: '1',
    });
    expect(parseApkVersion('2.0a_rc3_p-r0')).toMatchObject({ letter: 'a', suffixes: [{ n: '3' }, { n: '' }] });
    for (const bad of ['', '1.', '.1', '1..2', '1.0-r', '1.0_foo', '1.0ab', 'v1.0', '1.0-r1-r2', '1.0 ', '1.0_RC1'])
      expect(parseApkVersion(bad)).toBeNull();
  });
});

const suffix = fc
  .tuple(fc.constantFrom('alpha', 'beta', 'pre', 'rc', 'cvs', 'svn', 'git', 'hg', 'p'), fc.option(fc.nat(12)))
  .map(([s, n]) => `_${s}${n ?? ''}`);
const wellFormed = fc
  .tuple(
    fc.array(fc.nat(20), { minLength: 1, maxLength: 4 }),
    fc.option(fc.constantFrom('a', 'b', 'z')),
    fc.array(suffix, { maxLength: 2 }),
    fc.option(fc.nat(12)),
  )
  .map(
    ([nums, letter, sfx, rev]) => `${nums.join('.')}${letter ?? ''}${sfx.join('')}${rev === null ? '' : `-r${rev}`}`,
  );
const version = fc.oneof({ arbitrary: wellFormed, weight: 4 }, { arbitrary: fc.string({ maxLength: 8 }), weight: 1 });

describe('apk version order, as an order', () => {
  it('is antisymmetric and reflexive', () => {
    fc.assert(
      fc.property(version, version, (a, b) => {
        expect(compareApkVersions(a, a)).toBe(0);
        expect(compareApkVersions(a, b)).toBe(-compareApkVersions(b, a) || 0);
      }),
      { numRuns: 2000 },
    );
  });

  it('is transitive, for before and for the same', () => {
    fc.assert(
      fc.property(version, version, version, (a, b, c) => {
        const [x, y, z] = [a, b, c].sort(compareApkVersions) as [string, string, string];
        expect(compareApkVersions(x, y)).toBeLessThanOrEqual(0);
        expect(compareApkVersions(y, z)).toBeLessThanOrEqual(0);
        expect(compareApkVersions(x, z)).toBeLessThanOrEqual(0);
        if (compareApkVersions(x, y) === 0 && compareApkVersions(y, z) === 0) expect(compareApkVersions(x, z)).toBe(0);
        if (compareApkVersions(x, y) < 0 || compareApkVersions(y, z) < 0) expect(compareApkVersions(x, z)).toBe(-1);
      }),
      { numRuns: 2000 },
    );
  });

  it('puts every well-formed version before every malformed one', () => {
    fc.assert(
      fc.property(
        wellFormed,
        fc.string({ maxLength: 8 }).filter((s) => parseApkVersion(s) === null),
        (good, bad) => {
          expect(compareApkVersions(good, bad)).toBe(-1);
        },
      ),
    );
  });

  it('raises a version by its revision, its last number and a _p suffix', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(20), { minLength: 1, maxLength: 3 }), fc.nat(12), (nums, rev) => {
        const base = nums.join('.');
        expect(compareApkVersions(`${base}-r${rev}`, `${base}-r${rev + 1}`)).toBe(-1);
        const bumped = [...nums.slice(0, -1), nums.at(-1)! + 1].join('.');
        expect(compareApkVersions(`${base}-r${rev + 5}`, `${bumped}-r0`)).toBe(-1);
        expect(compareApkVersions(`${base}_rc${rev}`, base)).toBe(-1);
        expect(compareApkVersions(base, `${base}_p${rev}`)).toBe(-1);
      }),
    );
  });
});
