// Moves the registry lets through: every move the run proposes (the suggestion, update's pins,
// the `pinned` output) goes to a build no enforced policy denies, the newest of the tag's history
// that passes. The history is ordered by time and `cooldown`, the policy that refuses new builds,
// is monotone in it: the builds inside its window are checked newest first, then the older ones
// halved (searchPassing), each check cached per run (bench/README.md says what a move costs).

import { moveDigestOf, type ImageResult, type PolicyFinding, type PullableBuild } from '../../model';
import { parsedOrNull } from '../../refs/reference';
import type { PolicyAnswer } from '../../platform/policies';
import type { HistoryRecord } from '../../registry/client';
import type { Tag } from '../../platform/schemas';
import { settle } from '../../settle';
import { messageOf } from '../../errors';
import { pinnedReference } from '../judge/suggest';
import { findingOf, type Waivers } from './answers';
import { inMirrorForm } from '../../refs/mirror-form';

export interface MoveLookups {
  /** The registry's answers for a digest of a repo, once per run; null when policies are not available. */
  policyCheck(repoUid: string, digest: string): Promise<PolicyAnswer[] | null>;
  repoOf(org: string, image: string, tag?: string): Promise<string | null>;
  history(org: string, image: string, tag: string): Promise<HistoryRecord[]>;
  /** Every tag of the repo (the listing): the current build of a tag moved to. */
  siblings(org: string, image: string, tag?: string): Promise<Tag[]>;
  /** Under min-age: builds after this (ms) cannot be pulled yet; undefined without min-age. */
  readonly pullableBefore: number | undefined;
}

/** A tag's builds newest first, one per digest (its newest record), with the time of its first build. */
export interface Candidate {
  digest: string;
  lastUpdate: string;
  firstBuilt: number;
}

/** What one move found: the build to move to, or the policies that refuse every build. */
type Found = { build: PullableBuild } | { blockedBy: string[] };

/** A result's move, where the registry has a say in it. */
export interface Move {
  /** The tag moved to (the result's own, or the end-of-life tag's successor). */
  tag: string;
  /** The digest the run would propose without policies. */
  digest: string;
  /** Only builds newer than this digest (a pin that passes moves forward, never back). */
  newerThan: string | null;
}

const DAY = 86_400_000;

/** The enforced denials no override waives: what keeps a pull (and a move) from a digest. */
export const enforcedDenials = (findings: readonly PolicyFinding[]) =>
  findings.filter((f) => f.mode === 'enforced' && f.result !== 'allowed' && f.waived === null);

/** Each result with its moves kept to builds that pass; results without policies as they were. */
export async function policyMoves(
  results: readonly ImageResult[],
  lookups: MoveLookups,
  waivers: Waivers,
  now: Date,
): Promise<ImageResult[]> {
  const searches = new Map<string, Promise<Found>>();
  const passing = async (org: string, image: string, move: Move): Promise<Found | null> => {
    const uid = await lookups.repoOf(org, image, move.tag);
    if (uid === null) return null;
    const denials = async (digest: string) => {
      const answers = await lookups.policyCheck(uid, digest);
      return enforcedDenials((answers ?? []).map((a) => findingOf(a, uid, digest, waivers)));
    };
    if ((await denials(move.digest)).length === 0) return null;
    const key = JSON.stringify([org, image, move.tag, move.newerThan]);
    if (!searches.has(key)) searches.set(key, searchPassing(org, image, move, lookups, denials, now.getTime()));
    return searches.get(key)!;
  };
  return Promise.all(
    results.map(async (r) => {
      // No policy applies to the repo (no binding covers it, or not consulted): nothing to keep the move from.
      if (!r.policies?.length || r.status === 'error') return r;
      const moving = await settle(moveOf(r, lookups));
      // A move that could not be worked out is not proposed: it is not known to pass.
      if (!moving.ok)
        return {
          ...r,
          suggestion: null,
          policyMove: { tag: r.tag ?? '', blockedBy: [], error: messageOf(moving.error) },
        };
      const move = moving.value;
      if (!move) return r;
      const found = await settle(passing(r.org, r.image, move));
      // A search that failed leaves no move: proposing a digest not known to pass would be a false green.
      if (!found.ok)
        return { ...r, suggestion: null, policyMove: { tag: move.tag, blockedBy: [], error: messageOf(found.error) } };
      return found.value === null ? r : applyMove(r, move, found.value);
    }),
  );
}

/** The move the run would propose for `r` without policies, or null when it proposes none. */
export async function moveOf(r: ImageResult, lookups: Pick<MoveLookups, 'siblings'>): Promise<Move | null> {
  if (r.tag === null) return null;
  const suggested = r.suggestion ? parsedOrNull(r.suggestion) : null;
  if (suggested && suggested.tag !== null && suggested.tag !== r.tag) {
    // Off an end-of-life tag: to its successor, pinned or at its current build.
    const digest =
      suggested.digest ??
      (await lookups.siblings(r.org, r.image, r.tag)).find((t) => t.name === suggested.tag)?.digest ??
      null;
    return digest ? { tag: suggested.tag, digest, newerThan: null } : null;
  }
  const to = moveDigestOf(r);
  if (to === null) return null;
  const pinDenied = r.status === 'denied';
  if (r.pinnedDigest !== null && !pinDenied && to === r.pinnedDigest) return null;
  return { tag: r.tag, digest: to, newerThan: r.pinnedDigest !== null && !pinDenied ? r.pinnedDigest : null };
}

/** The result moving to `found` (or told why it cannot move), in the form it was written (a mirror's). */
function applyMove(r: ImageResult, move: Move, found: Found): ImageResult {
  if ('blockedBy' in found) return { ...staying(r, move), policyMove: { tag: move.tag, blockedBy: found.blockedBy } };
  return { ...movedTo(r, move, found.build), policyMove: { tag: move.tag, blockedBy: [], to: found.build } };
}

/** The result proposing no move to `move.tag`: no suggestion, no pin to write. */
export function staying(r: ImageResult, move: Move): ImageResult {
  const stays = move.tag === r.tag ? { pullable: null } : { nextTagPullable: { tag: move.tag, pullable: null } };
  return { ...r, ...stays, suggestion: null };
}

/** The result moving to `build` of `move.tag`, its suggestion in the form it was written (a mirror's). */
export function movedTo(r: ImageResult, move: Move, build: PullableBuild): ImageResult {
  const pin = pinnedReference(r, move.tag, build.digest);
  const suggestion = r.upstream !== undefined ? inMirrorForm(pin, r.ref, r.upstream) : pin;
  if (move.tag !== r.tag) return { ...r, suggestion, nextTagPullable: { tag: move.tag, pullable: build } };
  // Within its tag: the build the pin moves to (model.ts moveDigestOf), and for a floating tag the pin to write.
  const same = r.pinnedDigest === build.digest;
  return { ...r, pullable: build, suggestion: same ? null : suggestion };
}

/** Most builds inside a cooldown's window checked one by one before the search halves. */
const WINDOW_CHECKS = 32;

/**
 * The newest build of the tag that no enforced policy denies (newer than `move.newerThan` when
 * set, at least min-age old under min-age). A cooldown counts from creation, which is at or before
 * the push: builds pushed before its window pass it for sure, builds pushed inside may too (built
 * earlier, pushed late), so those are checked newest first; then the older builds are searched by
 * halving between a refused and a passing one, the way the other policies go with time.
 */
async function searchPassing(
  org: string,
  image: string,
  move: Move,
  lookups: MoveLookups,
  denials: (digest: string) => Promise<PolicyFinding[]>,
  now: number,
): Promise<Found> {
  const candidates = candidatesOf(await lookups.history(org, image, move.tag), move, lookups.pullableBefore);
  const names = (findings: PolicyFinding[]) => findings.map((f) => f.policy);
  if (candidates.length === 0) return { blockedBy: names(await denials(move.digest)) };
  const first = await denials(candidates[0]!.digest);
  if (first.length === 0) return { build: buildOf(candidates[0]!) };
  const cooldown = first.find((f) => f.policy === 'cooldown');
  const days = typeof cooldown?.parameters.days === 'number' ? cooldown.parameters.days : 0;
  let lo = 0;
  for (let i = 1; i < candidates.length && i <= WINDOW_CHECKS && candidates[i]!.firstBuilt > now - days * DAY; i++) {
    if ((await denials(candidates[i]!.digest)).length === 0) return { build: buildOf(candidates[i]!) };
    lo = i;
  }
  let hi = candidates.length - 1;
  if (hi === lo) return { blockedBy: names(first) };
  const last = await denials(candidates[hi]!.digest);
  if (last.length > 0) return { blockedBy: [...new Set([...names(first), ...names(last)])] };
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if ((await denials(candidates[mid]!.digest)).length === 0) hi = mid;
    else lo = mid;
  }
  return { build: buildOf(candidates[hi]!) };
}

export const buildOf = (c: Candidate): PullableBuild => ({ digest: c.digest, lastUpdate: c.lastUpdate });

/** The tag's distinct builds newest first, newer than the pin when it passes, old enough under min-age. */
export function candidatesOf(
  history: readonly HistoryRecord[],
  move: Move,
  pullableBefore: number | undefined,
): Candidate[] {
  const firstBuilt = new Map<string, number>();
  for (const record of history)
    if (!firstBuilt.has(record.digest)) firstBuilt.set(record.digest, Date.parse(record.updateTimestamp));
  const out: Candidate[] = [];
  const seen = new Set<string>();
  for (let i = history.length - 1; i >= 0; i--) {
    const { digest, updateTimestamp } = history[i]!;
    if (digest === move.newerThan) break;
    if (seen.has(digest)) continue;
    seen.add(digest);
    const built = firstBuilt.get(digest)!;
    if (pullableBefore !== undefined && built > pullableBefore) continue;
    out.push({ digest, lastUpdate: updateTimestamp, firstBuilt: built });
  }
  return out;
}
