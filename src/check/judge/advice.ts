// What to do about each result, after the look-ups: the reference to move to, the
// end-of-life dates where the platform gives them (v1 eoltags, an enrichment), and which
// findings the policy file accepts. Reads only what Lookups already holds or fetches once per
// repo; a failed enrichment never changes a status, it only leaves a suggestion or a date out.

import type { EndOfLifeDates, ImageResult } from '../../model';
import type { EolTag } from '../../platform/eoltags';
import { eolAhead, endingTagNames, eolTagsByName } from '../../platform/eoltags';
import { expiredEntries, todayOf, type IgnoreEntry, type Ledger } from '../../policy-file/read';
import { ignoredFindings } from '../../policy-file/accepted-findings';
import type { Tag } from '../../platform/schemas';
import { settle } from '../../settle';
import { suggestionFor, suggestTag } from './suggest';
import { inMirrorForm } from '../../refs/mirror-form';
import type { HistoryRecord } from '../../registry/client';
import { messageOf } from '../../errors';

/** The look-ups advice needs (check/lookups/lookups.ts implements them, cached). */
interface AdviceLookups {
  /** Every tag of the repo a tag was found in (the whole listing): what a suggestion picks from. */
  siblings(org: string, image: string, tag?: string): Promise<Tag[]>;
  /** v1 end-of-life tags of the repo for each tag; null for a tag when the platform does not offer them. */
  eolTags(org: string, image: string, tags: readonly string[]): Promise<Map<string, EolTag[] | null>>;
  /** Under min-age: a tag's newest build old enough to pull, null when none is; undefined without min-age. */
  pullableOf(org: string, image: string, tag: string): Promise<HistoryRecord | null | undefined>;
}

interface AdviceOptions {
  now: Date;
  warnBeforeMs: number;
  ledger: Ledger | null;
}

export interface Advice {
  results: ImageResult[];
  /** Said once per run: e.g. that the end-of-life dates are not available. */
  notices: string[];
  /** Policy entries past their date: each a warning at its line. */
  expired: IgnoreEntry[];
}

/** An enrichment's value, or null when it failed: advice never fails a result. */
const orNull = async <T>(promise: Promise<T>): Promise<T | null> => {
  const settled = await settle(promise);
  return settled.ok ? settled.value : null;
};

export const EOL_DATES_UNAVAILABLE =
  'The platform does not give end-of-life dates here (the v1 end-of-life tags operation is absent or refused): end of life is judged by the deprecated flag alone, with no warning ahead of time.';

/** Images that could not be checked get no advice (an end-of-life error still does). */
const advisable = (r: ImageResult) => !(r.status === 'error' && !r.deprecated);

/**
 * Asks for what a result's advice will read, as soon as the result is known: its repo's v1
 * end-of-life tags then share the slots with the other images' look-ups instead of all waiting
 * for the last of them. The same requests `adviseResults` makes (cached); never throws.
 */
export function prefetchAdvice(r: ImageResult, lookups: AdviceLookups): void {
  if (advisable(r) && r.tag !== null) void orNull(lookups.eolTags(r.org, r.image, [r.tag]));
}

/** Each result with its suggestion, end-of-life dates and ignored findings (new values). Never throws. */
export async function adviseResults(
  results: readonly ImageResult[],
  lookups: AdviceLookups,
  options: AdviceOptions,
): Promise<Advice> {
  const today = todayOf(options.now);
  // The look-ups first, once per repo, then every result advised without waiting on its own.
  const eol = await endOfLifeTags(results.filter(advisable), lookups);
  const unavailable = eol.some((items) => items === null);

  const { indexOf, endOfLifeOf } = endOfLifeIndex(eol, options);
  const endOfLife = results.map((r) => (advisable(r) ? endOfLifeOf(r) : null));
  // The repo's whole listing only where a suggestion needs it: an end-of-life tag's siblings
  // (cached when the look-ups read the listing already).
  const needsTags = (r: ImageResult, i: number) => advisable(r) && (r.deprecated || endOfLife[i]?.warn === true);
  const tags = await onceEach(results.filter(needsTags), (r) =>
    orNull(lookups.siblings(r.org, r.image, r.tag ?? undefined)),
  );

  // The tag to move to, picked once per repo and tag: every input of suggestTag is the tag's.
  const nextTags = new ByRepoTag<Tag | null>();
  const nextTagOf = (
    r: ImageResult,
    list: readonly Tag[] | null,
    ending: ReadonlySet<string> | undefined,
  ): Tag | null => {
    if (!nextTags.has(r)) nextTags.set(r, list && r.tag !== null ? suggestTag(list, r.tag, { ending }) : null);
    return nextTags.get(r)!;
  };
  const nextOf = (r: ImageResult, i: number) =>
    nextTagOf(r, needsTags(r, i) ? (tags.get(r) ?? null) : null, indexOf(r)?.ending);
  // Under min-age a pin moves to another tag with that tag's newest build old enough to pull.
  const moves = await cooledMoves(
    results.flatMap((r, i) => (needsTags(r, i) && r.pinnedDigest !== null ? [{ r, next: nextOf(r, i) }] : [])),
    lookups,
  );
  const advised = results.map((r, i): ImageResult => {
    if (!advisable(r)) return { ...r, suggestion: null, ignored: null, endOfLife: null };
    const dates = endOfLife[i] ?? null;
    // A tag about to end is advised like an end-of-life one: the maintained tag to move to.
    const move = r.pinnedDigest !== null && needsTags(r, i) ? moves.get(r) : undefined;
    const moved = move ? { ...r, nextTagPullable: move } : r;
    const facts = { ...moved, deprecated: r.deprecated || dates?.warn === true };
    const judged = suggestionFor(facts, () => nextOf(r, i));
    // A mirror's reference moves within the mirror: the suggestion in the form it was written.
    const suggestion = judged !== null && r.upstream !== undefined ? inMirrorForm(judged, r.ref, r.upstream) : judged;
    const accepted = ignoredFindings(r, options.ledger, today);
    const [first] = accepted.values();
    const ignored = first ? { reason: first.reason, until: first.until, kinds: [...accepted.keys()] } : null;
    return { ...moved, suggestion, ignored, endOfLife: dates };
  });
  return {
    results: advised,
    notices: unavailable ? [EOL_DATES_UNAVAILABLE] : [],
    expired: expiredEntries(options.ledger, today),
  };
}

/** A result's end-of-life dates, and the tags of its repo whose builds end soon, by its repo's v1 listing. */
function endOfLifeIndex(eol: ByRepoTag<EolTag[] | null>, options: AdviceOptions) {
  // Indexed once per repo, not per reference: Lookups hands every reference of a repo the same list.
  const indexes = new Map<readonly EolTag[], { byName: Map<string, EolTag>; ending: Set<string> }>();
  const indexOf = (r: ImageResult) => {
    const items = eol.get(r);
    if (!items) return undefined;
    let index = indexes.get(items);
    if (!index) indexes.set(items, (index = { byName: eolTagsByName(items), ending: endingTagNames(items) }));
    return index;
  };
  const endOfLifeOf = (r: ImageResult): EndOfLifeDates | null => {
    const item = r.tag === null ? undefined : indexOf(r)?.byName.get(r.tag);
    if (!item) return null;
    const o = eolAhead(item, options.now, options.warnBeforeMs);
    return {
      status: o.status,
      supportEnds: o.supportEnds,
      supportEnded: o.supportEnded,
      buildsUntil: o.buildsUntil,
      daysLeft: o.daysLeft,
      warn: o.warn,
    };
  };
  return { indexOf, endOfLifeOf };
}

type CooledMove = NonNullable<ImageResult['nextTagPullable']>;

/**
 * Under min-age, for each pin to move off its tag: the tag it moves to and that tag's newest build
 * old enough to pull, read once per repo and tag by the tag's walk; none without min-age.
 */
async function cooledMoves(
  pins: readonly { r: ImageResult; next: Tag | null }[],
  lookups: AdviceLookups,
): Promise<ByRepoTag<CooledMove>> {
  const moves = new ByRepoTag<CooledMove>();
  // Pins of one repo moving to the same tag share one read.
  const reads = new ByRepoTag<Promise<CooledMove | undefined>>();
  await Promise.all(
    pins.map(async ({ r, next }) => {
      if (!next) return;
      const target = { org: r.org, image: r.image, tag: next.name };
      if (!reads.has(target)) reads.set(target, pullableMove(lookups.pullableOf(r.org, r.image, next.name), next));
      const move = await reads.get(target)!;
      if (move) moves.set(r, move);
    }),
  );
  return moves;
}

/** The move to `next` under min-age: its newest build old enough to pull, or why there is none; undefined without min-age. */
async function pullableMove(
  read: Promise<HistoryRecord | null | undefined>,
  next: Tag,
): Promise<CooledMove | undefined> {
  const found = await settle(read);
  if (!found.ok) return { tag: next.name, pullable: null, error: messageOf(found.error) };
  if (found.value === undefined) return undefined;
  const build = found.value && { digest: found.value.digest, lastUpdate: found.value.updateTimestamp };
  return { tag: next.name, pullable: build };
}

/** Values by a result's repo and tag (org, image, tag). */
class ByRepoTag<T> {
  private readonly values = new Map<string, T>();
  private readonly key = (r: RepoTag) => JSON.stringify([r.org, r.image, r.tag]);

  get(r: RepoTag): T | undefined {
    return this.values.get(this.key(r));
  }

  has(r: RepoTag): boolean {
    return this.values.has(this.key(r));
  }

  set(r: RepoTag, value: T): void {
    this.values.set(this.key(r), value);
  }

  /** Whether any value passes `test`. */
  some(test: (value: T) => boolean): boolean {
    return [...this.values.values()].some(test);
  }
}
type RepoTag = Pick<ImageResult, 'org' | 'image' | 'tag'>;

/** The v1 end-of-life tags of each repo and tag of `results`: one call per repo, all at once; null where they failed. */
async function endOfLifeTags(
  results: readonly ImageResult[],
  lookups: AdviceLookups,
): Promise<ByRepoTag<EolTag[] | null>> {
  // The tags asked for, by org and image.
  const repos = new Map<string, Map<string, Set<string>>>();
  for (const { org, image, tag } of results) {
    if (tag === null) continue;
    let images = repos.get(org);
    if (!images) repos.set(org, (images = new Map<string, Set<string>>()));
    let tags = images.get(image);
    if (!tags) images.set(image, (tags = new Set()));
    tags.add(tag);
  }
  const eol = new ByRepoTag<EolTag[] | null>();
  const asked: Promise<void>[] = [];
  for (const [org, images] of repos) {
    for (const [image, tags] of images) {
      asked.push(
        orNull(lookups.eolTags(org, image, [...tags])).then((answers) => {
          for (const tag of tags) eol.set({ org, image, tag }, answers?.get(tag) ?? null);
        }),
      );
    }
  }
  await Promise.all(asked);
  return eol;
}

/** `load` once per repo and tag of `results`, all at once; its answers by repo and tag. */
async function onceEach<T>(
  results: readonly ImageResult[],
  load: (r: ImageResult) => Promise<T>,
): Promise<ByRepoTag<T>> {
  const first = new ByRepoTag<ImageResult>();
  const firsts: ImageResult[] = [];
  for (const r of results) {
    if (first.has(r)) continue;
    first.set(r, r);
    firsts.push(r);
  }
  const answers = await Promise.all(firsts.map(load));
  const byRepoTag = new ByRepoTag<T>();
  firsts.forEach((r, i) => byRepoTag.set(r, answers[i]!));
  return byRepoTag;
}
