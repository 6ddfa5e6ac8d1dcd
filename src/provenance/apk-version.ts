// apk's version order (shared/spec/signatures-and-sboms.md, "apk version order"): tells an
// upgrade from a downgrade between two SBOMs. Written by hand: no package on the npm registry
// compares apk (Alpine, Wolfi) versions. Imports nothing.

/** The suffixes in their order; the release itself (no suffix) sits between `rc` and `cvs`. */
const SUFFIX_RANK: Readonly<Record<string, number>> = {
  alpha: 0,
  beta: 1,
  pre: 2,
  rc: 3,
  cvs: 5,
  svn: 6,
  git: 7,
  hg: 8,
  p: 9,
};
const RELEASE_RANK = 4;

/** `<numbers>[<letter>][_<suffix>[<n>]]...[-r<revision>]`, nothing else. */
const VERSION = /^(\d+(?:\.\d+)*)([a-z])?((?:_(?:alpha|beta|pre|rc|cvs|svn|git|hg|p)\d*)*)(?:-r(\d+))?$/;
const SUFFIX = /_([a-z]+)(\d*)/g;

/** A well-formed apk version, split into what the order compares. */
interface ApkVersion {
  numbers: string[];
  letter: string | null;
  suffixes: { rank: number; n: string }[];
  revision: string;
}

/** The parts of a well-formed version, or null for one that fits none of the grammar. */
export function parseApkVersion(text: string): ApkVersion | null {
  const m = VERSION.exec(text);
  if (!m) return null;
  const suffixes = [...(m[3] ?? '').matchAll(SUFFIX)].map(([, name, n]) => ({ rank: SUFFIX_RANK[name!]!, n: n ?? '' }));
  return { numbers: m[1]!.split('.'), letter: m[2] ?? null, suffixes, revision: m[4] ?? '0' };
}

const sign = (n: number) => (n < 0 ? -1 : n > 0 ? 1 : 0);
/** Code-unit order, the same on every machine (no locale). */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Two digit strings by value, however long (leading zeros do not count; empty is 0). */
function byNumber(a: string, b: string): number {
  const x = a.replace(/^0+/, '');
  const y = b.replace(/^0+/, '');
  return sign(x.length - y.length) || byText(x, y);
}

/** Dot-separated numbers left to right; where one runs out first, it is the lower. */
function byNumbers(a: readonly string[], b: readonly string[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const c = byNumber(a[i]!, b[i]!);
    if (c !== 0) return c;
  }
  return sign(a.length - b.length);
}

/** Suffix lists left to right; a list that runs out stands as the release at that place. */
function bySuffixes(a: ApkVersion['suffixes'], b: ApkVersion['suffixes']): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i];
    const y = b[i];
    const c = sign((x?.rank ?? RELEASE_RANK) - (y?.rank ?? RELEASE_RANK)) || byNumber(x?.n ?? '', y?.n ?? '');
    if (c !== 0) return c;
  }
  return 0;
}

/** Two parsed versions: numbers, then the letter (none lowest), then suffixes, then the revision. */
function byParts(a: ApkVersion, b: ApkVersion): number {
  return (
    byNumbers(a.numbers, b.numbers) ||
    byText(a.letter ?? '', b.letter ?? '') ||
    bySuffixes(a.suffixes, b.suffixes) ||
    byNumber(a.revision, b.revision)
  );
}

/**
 * -1, 0 or 1 as `a` is before, the same as, or after `b` in apk's order. Versions that fit
 * none of the grammar compare as text, after every well-formed one. Equal order is not equal
 * text (`1.0` and `1.0-r0` are the same version to apk).
 */
export function compareApkVersions(a: string, b: string): number {
  const x = parseApkVersion(a);
  const y = parseApkVersion(b);
  if (x && y) return byParts(x, y);
  if (x) return -1;
  if (y) return 1;
  return byText(a, b);
}
