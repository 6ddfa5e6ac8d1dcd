// The vendor's signatures, a pass after the registry's policies: each distinct digest in use
// verified once (asked beside the look-ups: check/judge/engine.ts starts it as each result is known),
// the verdict put on the result as `signature`, the status made `unsigned` where no accepted
// signature verifies, or `error` where it could not be checked (never `unsigned`, never `ok`);
// then every move the run proposes kept to a build whose signature verifies.

import type { DigestPlace, ImageResult, SignatureVerdict } from '../../model';
import { messageOf } from '../../errors';
import { settle } from '../../settle';
import { toResultError } from './assess';
import { digestInUse } from '../pull-policies/judge-policies';
import { buildOf, candidatesOf, moveOf, movedTo, staying, type Move, type MoveLookups } from '../pull-policies/moves';

/** What the pass reads (check/lookups/lookups.ts implements it, each digest verified once per run). */
interface SignatureLookups extends Pick<MoveLookups, 'history' | 'siblings' | 'pullableBefore'> {
  /**
   * The verdict of one digest of `<org>/<image>`; null when not checked (an organization whose
   * signers may not be read). Throws when it cannot be checked (a refused read, no trusted root).
   */
  signature(org: string, image: string, digest: string): Promise<SignatureVerdict | null>;
}

/** Whether the registry's enforced policies refuse `digest` for `r` (a move must pass them too). */
export type Refused = (r: ImageResult, digest: string) => Promise<boolean>;

/** Most builds a move's search verifies past an unsigned one: a few requests each (bench/README.md). */
const MOVE_SEARCH_VERIFICATIONS = 8;

/** `signatures: never`: nothing asked, every result's `signature` null (not checked). */
export const notVerified = (results: readonly ImageResult[]): ImageResult[] =>
  results.map((r) => ({ ...r, signature: null }));

/** Starts the verification of a result's digest in use as soon as it is known (the engine's onResult, the early look-ups). */
export function prefetchSignature(r: DigestPlace, lookups: Pick<SignatureLookups, 'signature'>): void {
  const digest = digestInUse(r);
  if (digest !== null && r.status !== 'error') void settle(lookups.signature(r.org, r.image, digest));
}

/** Each result with its signature verdict and status, and its moves kept to signed builds. */
export async function judgeSignatures(
  results: readonly ImageResult[],
  lookups: SignatureLookups,
  refused: Refused,
): Promise<ImageResult[]> {
  const judged = await Promise.all(results.map((r) => judgeOne(r, lookups)));
  return Promise.all(judged.map((r) => keepMoveSigned(r, lookups, refused)));
}

async function judgeOne(r: ImageResult, lookups: SignatureLookups): Promise<ImageResult> {
  const digest = digestInUse(r);
  if (digest === null || r.status === 'error') return { ...r, signature: null };
  const verdict = await settle(lookups.signature(r.org, r.image, digest));
  if (!verdict.ok) {
    const cause = toResultError(verdict.error);
    const message = `the signature of ${digest} could not be checked: ${cause.message}`;
    return { ...r, signature: null, status: 'error', error: { ...cause, message } };
  }
  const signature = verdict.value;
  if (signature === null || signature.verified) return { ...r, signature };
  return { ...r, signature, status: 'unsigned' };
}

/**
 * The move the run proposes, kept to a signed build: when its build's signature does not verify,
 * the newest older build of the tag (newer than the pin, old enough under min-age, passing the
 * registry's policies) whose signature does; none among the first few, no move, and why.
 */
async function keepMoveSigned(r: ImageResult, lookups: SignatureLookups, refused: Refused): Promise<ImageResult> {
  if (r.status === 'error' || r.signature === null) return r;
  const move = await settle(moveOf(r, lookups));
  if (!move.ok) return r;
  // A pin nobody signed moves even at its tag's newest build: to the newest older build that is signed.
  const to =
    move.value ??
    (r.status === 'unsigned' && r.tag !== null && r.pinnedDigest !== null
      ? { tag: r.tag, digest: r.pinnedDigest, newerThan: null }
      : null);
  if (to === null) return r;
  const first = await settle(lookups.signature(r.org, r.image, to.digest));
  if (first.ok && (first.value === null || first.value.verified)) return r;
  if (!first.ok)
    return noMove(r, to, 0, `the signature of ${to.digest} could not be checked (${messageOf(first.error)})`);
  const searched = await settle(searchSigned(r, to, lookups, refused));
  if (!searched.ok)
    return noMove(r, to, 0, `the builds of ${to.tag} could not be searched (${messageOf(searched.error)})`);
  const { build, passedOver } = searched.value;
  if (build === null)
    return noMove(
      r,
      to,
      passedOver,
      `no build of ${to.tag} ${to.newerThan ? 'newer than the pin ' : ''}among the newest ${passedOver} is signed by an accepted signer`,
    );
  return { ...movedTo(r, to, build), signatureMove: { tag: to.tag, passedOver, to: build } };
}

const noMove = (r: ImageResult, move: Move, passedOver: number, none: string): ImageResult => ({
  ...staying(r, move),
  signatureMove: { tag: move.tag, passedOver, none },
});

/** The newest build older than `move.digest` whose signature verifies, within the search's bound. */
async function searchSigned(
  r: ImageResult,
  move: Move,
  lookups: SignatureLookups,
  refused: Refused,
): Promise<{ build: { digest: string; lastUpdate: string } | null; passedOver: number }> {
  const candidates = candidatesOf(await lookups.history(r.org, r.image, move.tag), move, lookups.pullableBefore);
  const start = candidates.findIndex((c) => c.digest === move.digest) + 1;
  let passedOver = 1;
  for (const candidate of candidates.slice(start, start + MOVE_SEARCH_VERIFICATIONS)) {
    const verdict = await lookups.signature(r.org, r.image, candidate.digest);
    if (verdict?.verified && !(await refused(r, candidate.digest))) return { build: buildOf(candidate), passedOver };
    passedOver++;
  }
  return { build: null, passedOver };
}
