// What to move to. Pure: from a repo's tag listing (already fetched for the deprecated flag),
// the maintained tag that replaces an end-of-life one, and the exact references to write.
//
// Tag names are read as `<version><variant>` (or `latest<variant>`):
//   version := number ( "." number )* [ "-r" number ]     e.g. 18, 1.27, 3.12.8, 1.2.3-r4
//   variant := "" | "-" suffix                            e.g. -dev, -fips, -fips-dev, -glibc
// The variant is everything after the version (or after `latest`), compared as a whole: `-dev`
// matches only `-dev`, `-fips-dev` only `-fips-dev`. A name that is neither (`bookworm`,
// `openjdk-17`) has no version; no suggestion is made for it, since nothing says what follows it.

import type { Tag } from '../../platform/schemas';
import { moveDigestOf, type PullableBuild, type Status } from '../../model';

interface TagName {
  /** Numeric parts of the version (`1.10.2` -> [1, 10, 2]); null for `latest...`. */
  version: number[] | null;
  /** The `-rN` build epoch, or null. */
  epoch: number | null;
  /** `''`, `'-dev'`, `'-fips-dev'`... */
  variant: string;
}

const VERSION_TAG = /^(\d+(?:\.\d+)*)(?:-r(\d+)(?=-|$))?(-.+)?$/;
const LATEST_TAG = /^latest(-.+)?$/;

/** Reads a tag name as version and variant; null when it is neither a version nor `latest`. */
export function parseTagName(name: string): TagName | null {
  const version = VERSION_TAG.exec(name);
  if (version) {
    return {
      version: version[1]!.split('.').map(Number),
      epoch: version[2] === undefined ? null : Number(version[2]),
      variant: version[3] ?? '',
    };
  }
  const latest = LATEST_TAG.exec(name);
  if (latest) return { version: null, epoch: null, variant: latest[1] ?? '' };
  return null;
}

/**
 * Numeric order of versions, part by part (`1.9 < 1.10`). When one is a prefix of the other the
 * shorter sorts first (`1.2 < 1.2.0`); equal numbers compare by epoch, none before any.
 */
export function compareVersions(a: TagName, b: TagName): number {
  const x = a.version ?? [];
  const y = b.version ?? [];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    if (x[i] !== y[i]) return x[i]! - y[i]!;
  }
  if (x.length !== y.length) return x.length - y.length;
  return (a.epoch ?? -1) - (b.epoch ?? -1);
}

/** Number of version parts, the epoch counted as one: what "the same precision" means. */
const precision = (t: TagName) => (t.version?.length ?? 0) + (t.epoch === null ? 0 : 1);
const parts = (t: TagName) => [...(t.version ?? []), ...(t.epoch === null ? [] : [t.epoch])];

/**
 * The line a version belongs to: all parts but the last when it has three or more (`3.12.8` is
 * on line `3.12`, `1.2.3-r4` on `1.2.3`), else the version itself (`3.12`, `18` each their own).
 * Moving off an end-of-life tag goes to the nearest line, at that line's newest version.
 */
function lineOf(t: TagName): number[] {
  const p = parts(t);
  return p.length >= 3 ? p.slice(0, -1) : p;
}

function compareParts(x: number[], y: number[]): number {
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return x.length - y.length;
}

/**
 * The maintained tag to move to from `eolTag`, or null: of the same variant, not deprecated, newer,
 * of the same precision when one is (`3.11` -> `3.12`), the newest on the nearest line (lineOf),
 * else that variant's `latest`. Never older: moving back is no fix. `options.ending`: last resort.
 */
export function suggestTag(tags: readonly Tag[], eolTag: string, options: SuggestOptions = {}): Tag | null {
  const { ending } = options;
  if (ending && ending.size > 0) {
    // A tag whose end is near (in its grace period) is a poor place to move to: only when
    // nothing else is there.
    return (
      pick(
        tags.filter((t) => !ending.has(t.name)),
        eolTag,
      ) ?? pick(tags, eolTag)
    );
  }
  return pick(tags, eolTag);
}

export interface SuggestOptions {
  /** Tags whose end is known to be near (e.g. v1 TAG_IN_GRACE): chosen only when nothing else fits. */
  ending?: ReadonlySet<string>;
}

/**
 * A listed tag's name, read once per tag object: a repo's listing is shared by its references,
 * and each end-of-life tag of a repo of thousands of tags would otherwise read every name again.
 */
const listedNames = new WeakMap<Tag, TagName | null>();
function listedName(tag: Tag): TagName | null {
  let name = listedNames.get(tag);
  if (name === undefined) listedNames.set(tag, (name = parseTagName(tag.name)));
  return name;
}

function pick(tags: readonly Tag[], eolTag: string): Tag | null {
  const current = parseTagName(eolTag);
  if (!current) return null;
  const maintained = tags.filter((t) => !t.deprecated && t.name !== eolTag);
  if (current.version !== null) {
    const newer = maintained
      .map((tag) => ({ tag, name: listedName(tag) }))
      .filter(
        (c): c is { tag: Tag; name: TagName } =>
          c.name !== null &&
          c.name.version !== null &&
          c.name.variant === current.variant &&
          compareVersions(c.name, current) > 0,
      );
    const samePrecision = newer.filter((c) => precision(c.name) === precision(current));
    const pool = samePrecision.length > 0 ? samePrecision : newer;
    if (pool.length > 0) {
      const nearestLine = pool.map((c) => lineOf(c.name)).reduce((a, b) => (compareParts(b, a) < 0 ? b : a));
      const inLine = pool.filter((c) => compareParts(lineOf(c.name), nearestLine) === 0);
      return inLine.reduce((a, b) => (compareVersions(b.name, a.name) > 0 ? b : a)).tag;
    }
  }
  return maintained.find((t) => t.name === `latest${current.variant}`) ?? null;
}

/** The parts of a reference that name an image on the registry. */
interface ImageName {
  registry: string;
  org: string;
  image: string;
}

/** `registry/org/image:tag`. */
export function tagReference(name: ImageName, tag: string): string {
  return `${name.registry}/${name.org}/${name.image}:${tag}`;
}

/** `registry/org/image:tag@sha256:<digest>`: the exact pin to write for a stale pin. */
export function pinnedReference(name: ImageName, tag: string, digest: string): string {
  return `${tagReference(name, tag)}@${digest}`;
}

/** What a result needs for its suggestion: the `results` item's own fields. */
export interface SuggestionInput extends ImageName {
  tag: string | null;
  pinnedDigest: string | null;
  /** Current digest of the tag. */
  digest: string | null;
  /** Under min-age: the build a pin moves to (model.ts moveDigestOf). */
  pullable?: PullableBuild | null;
  /** Under min-age, for a pin on an end-of-life tag: the build of the tag moved to that the pin moves with. */
  nextTagPullable?: { tag: string; pullable: PullableBuild | null };
  deprecated: boolean;
  status: Status;
}

/**
 * The `suggestion` of a `results` item: for an end-of-life tag, the reference of the maintained
 * tag (pinned to that tag's current digest when the reference was pinned, under min-age its
 * newest build old enough to pull: `nextTagPullable`); for a stale pin, the
 * same tag at its current digest. Null when there is nothing to suggest. `nextTag` gives the
 * maintained tag (suggestTag's answer on the repo's listing, null when there is none or the
 * listing could not be fetched); it is asked only for an end-of-life tag, so a caller with many
 * references of one tag picks it once.
 */
export function suggestionFor(result: SuggestionInput, nextTag: () => Tag | null): string | null {
  if (result.deprecated) {
    const next = nextTag();
    if (!next) return null;
    if (!result.pinnedDigest) return tagReference(result, next.name);
    // Under min-age the pin moves with the newest build old enough to pull: none yet, no pin to write.
    const cooled = result.nextTagPullable?.tag === next.name ? result.nextTagPullable : undefined;
    const digest = cooled ? cooled.pullable?.digest : next.digest;
    return digest ? pinnedReference(result, next.name, digest) : null;
  }
  const { tag } = result;
  const digest = moveDigestOf(result);
  if (result.status === 'stale' && tag !== null && result.pinnedDigest && digest && digest !== result.pinnedDigest) {
    return pinnedReference(result, tag, digest);
  }
  return null;
}
