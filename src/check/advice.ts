// What to do about each result (issue 14), after the look-ups: the reference to move to, the
// end-of-life dates where the platform gives them (v1 eoltags, an enrichment), and which
// findings the policy file accepts. Reads only what Lookups already holds or fetches once per
// repo; a failed enrichment never changes a status, it only leaves a suggestion or a date out.

import type { EndOfLifeDates, ImageResult } from '../model';
import type { EolTag } from '../platform/eoltags';
import { eolAhead, endingTagNames, eolTagsByName } from '../platform/eoltags';
import { expiredEntries, todayOf, type IgnoreEntry, type Ledger } from '../policy/read';
import { ignoredFindings } from '../policy/findings';
import type { Tag } from '../platform/schemas';
import { settle } from '../settle';
import { suggestionTo, suggestTag } from './suggest';

/** The look-ups advice needs (check/lookups.ts implements them, cached). */
export interface AdviceLookups {
  tags(org: string, image: string, tag?: string): Promise<Tag[]>;
  /** v1 end-of-life tags of the repo for each tag; null for a tag when the platform does not offer them. */
  eolTags(org: string, image: string, tags: readonly string[]): Promise<Map<string, EolTag[] | null>>;
}

export interface AdviceOptions {
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

/** Suggestions, end-of-life dates and ignored findings for every result, set on each result. Never throws. */
export async function adviseResults(results: ImageResult[], lookups: AdviceLookups, options: AdviceOptions): Promise<Advice> {
  const today = todayOf(options.now);
  // Images that could not be checked get no advice (an end-of-life error still does).
  const advisable = (r: ImageResult) => !(r.status === 'error' && !r.deprecated);
  // The look-ups first, once per repo, then every result advised without waiting: thousands of
  // results each waiting in an async call held their frames and promises alive together, which
  // the young generation copied and promoted (bench/README.md, 5 000 references).
  const keys = results.map(repoTagOf);
  const eol = await endOfLifeTags(results.filter(advisable), lookups);
  const unavailable = [...eol.values()].some((items) => items === null);

  // Indexed once per repo, not per reference: Lookups hands every reference of a repo the same list.
  const indexes = new Map<readonly EolTag[], { byName: Map<string, EolTag>; ending: Set<string> }>();
  const indexOf = (items: readonly EolTag[]) => {
    let index = indexes.get(items);
    if (!index) indexes.set(items, (index = { byName: eolTagsByName(items), ending: endingTagNames(items) }));
    return index;
  };
  const endOfLifeOf = (r: ImageResult, key: string): EndOfLifeDates | null => {
    const items = eol.get(key);
    const item = items ? indexOf(items).byName.get(r.tag) : undefined;
    if (!item) return null;
    const o = eolAhead(item, options.now, options.warnBeforeMs);
    return { status: o.status, supportEnds: o.supportEnds, supportEnded: o.supportEnded, buildsUntil: o.buildsUntil, daysLeft: o.daysLeft, warn: o.warn };
  };
  const endOfLife = results.map((r, i) => (advisable(r) ? endOfLifeOf(r, keys[i]!) : null));
  // The tag listing was fetched for the deprecated flag: cached, no new request.
  const needsTags = (r: ImageResult, i: number) => advisable(r) && (r.deprecated || endOfLife[i]?.warn === true);
  const tags = await onceEach(results.filter(needsTags), (r) => orNull(lookups.tags(r.org, r.image, r.tag)));

  // The tag to move to, picked once per repo and tag: every input of suggestTag is the tag's.
  const nextTags = new Map<string, Tag | null>();
  const nextTagOf = (r: ImageResult, key: string, list: readonly Tag[] | null, ending: ReadonlySet<string> | undefined): Tag | null => {
    if (!nextTags.has(key)) nextTags.set(key, list ? suggestTag(list, r.tag, { ending }) : null);
    return nextTags.get(key)!;
  };
  // Filled in place: the results are the engine's own, and a copy of each of thousands was one
  // more object for the young generation to copy.
  for (const [i, r] of results.entries()) {
    if (!advisable(r)) {
      r.suggestion = null;
      r.ignored = null;
      r.endOfLife = null;
      continue;
    }
    const dates = endOfLife[i] ?? null;
    const key = keys[i]!;
    const items = eol.get(key);
    const ending = items ? indexOf(items).ending : undefined;
    // A tag about to end is advised like an end-of-life one: the maintained tag to move to.
    const facts = dates?.warn && !r.deprecated ? { ...r, deprecated: true } : r;
    const suggestion = suggestionTo(facts, () => nextTagOf(r, key, needsTags(r, i) ? (tags.get(key) ?? null) : null, ending));
    const accepted = ignoredFindings(r, options.ledger, today);
    const [first] = accepted.values();
    const ignored = first ? { reason: first.reason, until: first.until, kinds: [...accepted.keys()] } : null;
    r.suggestion = suggestion;
    r.ignored = ignored;
    r.endOfLife = dates;
  }
  return {
    results,
    notices: unavailable ? [EOL_DATES_UNAVAILABLE] : [],
    expired: expiredEntries(options.ledger, today),
  };
}

const repoTagOf = (r: ImageResult) => `${r.org}/${r.image}:${r.tag}`;

/** The v1 end-of-life tags of each repo and tag of `results`, by repoTagOf: one call per repo, all at once; null where they failed. */
async function endOfLifeTags(results: readonly ImageResult[], lookups: AdviceLookups): Promise<Map<string, EolTag[] | null>> {
  const repos = new Map<string, { org: string; image: string; tags: Set<string> }>();
  for (const { org, image, tag } of results) {
    const name = `${org}/${image}`;
    let repo = repos.get(name);
    if (!repo) repos.set(name, (repo = { org, image, tags: new Set() }));
    repo.tags.add(tag);
  }
  const eol = new Map<string, EolTag[] | null>();
  await Promise.all(
    [...repos].map(async ([name, { org, image, tags }]) => {
      const answers = await orNull(lookups.eolTags(org, image, [...tags]));
      for (const tag of tags) eol.set(`${name}:${tag}`, answers?.get(tag) ?? null);
    }),
  );
  return eol;
}

/** `load` once per repo and tag of `results`, all at once; its answers by repoTagOf. */
async function onceEach<T>(results: readonly ImageResult[], load: (r: ImageResult) => Promise<T>): Promise<Map<string, T>> {
  const first = new Map<string, ImageResult>();
  for (const r of results) if (!first.has(repoTagOf(r))) first.set(repoTagOf(r), r);
  const answers = await Promise.all([...first.values()].map(load));
  return new Map([...first.keys()].map((key, i) => [key, answers[i]!]));
}
