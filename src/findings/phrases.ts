// The pieces every surface composes its words of: what is behind and since when, the move, why
// there is no move, what moving fixes, what end of life means. A surface keeps its own layout
// (a sentence, a table cell, a list item) and takes these, so one finding reads the same everywhere.
import {
  SEVERITY_ORDER,
  type ImageResult,
  type Severity,
  type SignatureVerdict,
  type VulnerabilityRef,
} from '../model';
import { repositoryOf } from '../refs/mirror-form';
import { isoDate, plural, relativeTime, shortDigest } from '../text';

/** What end of life means for a tag, as every surface says it. */
export const NO_MORE_FIXES = 'no more builds or security fixes';

/** `registry/org/image`: the repository of a result, without tag or digest; a mirror's as written. */
export function repositoryText(result: ImageResult): string {
  return (
    (result.upstream !== undefined && repositoryOf(result.ref)) || `${result.registry}/${result.org}/${result.image}`
  );
}

/** How far a pin is behind its tag: `3 builds behind`, or `behind` when the count is not known. */
export function behindText(r: Pick<ImageResult, 'buildsBehind'>): string {
  return r.buildsBehind === null ? 'behind' : `${plural(r.buildsBehind, 'build')} behind`;
}

/** Since when a pin is behind: ` since 2024-05-01` (with `now`, ` (3 days ago)` too), or ''. */
export function sinceText(r: Pick<ImageResult, 'behindSince'>, now?: Date): string {
  if (!r.behindSince) return '';
  return ` since ${isoDate(r.behindSince)}${now ? ` (${relativeTime(r.behindSince, now)})` : ''}`;
}

/**
 * The canonical pin of a result, `registry/org/image:tag@digest`, at the digest `update` would
 * write: the current one, or under min-age (`cooled`) the newest build old enough to pull (a pin
 * newer than that kept as it is); null when that digest is not known.
 */
export function pinnedReference(result: ImageResult, cooled = result.pullable !== undefined): string | null {
  const digest = pinDigestOf(result, cooled);
  return digest && result.tag !== null ? `${repositoryText(result)}:${result.tag}@${digest}` : null;
}

function pinDigestOf(r: ImageResult, cooled: boolean): string | null {
  if (r.pullable !== undefined) return r.pullable?.digest ?? r.pinnedDigest;
  // Under min-age a current digest may be too young to pull: without the pullable build, none is known.
  return cooled ? null : r.digest;
}

/** The move of a result: the tag or pin the check suggests (check/judge/advice.ts), or null when it has none. */
export function moveOf(r: Pick<ImageResult, 'suggestion'>): string | null {
  return r.suggestion ?? null;
}

/** The new pin of a pin behind its tag: the suggested one, else the canonical pin at the digest to move to. */
export function newPinOf(r: ImageResult): string | null {
  return moveOf(r) ?? pinnedReference(r);
}

/** Why an end-of-life tag has no tag to move to, with where to find one. */
export const NO_SUCCESSOR = 'No maintained tag of the same variant is listed';

/** Why the run proposes no move where it would without policies: which policies refuse every build, or that the builds could not be checked. */
export function blockedMoveNote(r: ImageResult): string | null {
  const move = r.policyMove;
  if (!move || move.to) return null;
  if (move.error)
    return `No move is proposed: the builds of ${move.tag} could not be checked against the registry's policies (${move.error}).`;
  if (move.blockedBy.length === 0) return null;
  // The names come from the registry: each cut, and at most five named.
  const names = move.blockedBy.slice(0, 5).map((p) => (p.length > 100 ? `${p.slice(0, 99)}…` : p));
  const more =
    move.blockedBy.length > 5 ? [plural(move.blockedBy.length - 5, 'more policy', 'more policies') + ' too'] : [];
  return `No build of ${move.tag} passes the registry's enforced ${[...names, ...more].join(', ')}: no move is proposed until one does.`;
}

/**
 * Under min-age, a pin on an end-of-life tag whose maintained tag has no build old enough to pull
 * yet: where it will move, and why no pin is suggested; null otherwise.
 */
export function cooledMoveNote(r: ImageResult): string | null {
  const move = r.nextTagPullable;
  if (r.suggestion || !move || move.pullable !== null) return null;
  const to = `${repositoryText(r)}:${move.tag}`;
  return move.error
    ? `move to ${to}: its builds could not be read (${move.error}), so no build old enough to pull under min-age is known and no pin is suggested`
    : `move to ${to} once it has a build at least min-age old: none is yet (the registry's cooldown), so no pin is suggested`;
}

/** The v1 end-of-life dates, as a sentence (with a leading space), or ''. */
export function datesText(r: ImageResult): string {
  const d = r.endOfLife;
  if (!d) return '';
  const parts: string[] = [];
  if (d.supportEnds) parts.push(`upstream support ${d.supportEnded ? 'ended' : 'ends'} ${isoDate(d.supportEnds)}`);
  if (d.buildsUntil)
    parts.push(
      `builds ${d.daysLeft !== null && d.daysLeft < 0 ? 'stopped' : 'continue until'} ${isoDate(d.buildsUntil)}`,
    );
  return parts.length > 0 ? ` ${parts.join('; ').replace(/^./, (c) => c.toUpperCase())}.` : '';
}

/** "1 high, 2 medium": counts per severity of a list, worst first. */
export function severityCounts(list: readonly VulnerabilityRef[]): string {
  const counts: Record<Severity, number> = { critical: 0, high: 0, medium: 0, low: 0, negligible: 0, unknown: 0 };
  for (const v of list) counts[v.severity]++;
  return SEVERITY_ORDER.filter((s) => counts[s] > 0)
    .map((s) => `${counts[s]} ${s}`)
    .join(', ');
}

/** What moving fixes, in one line (the stale-pin annotation, the summary, the update, the dashboard); null when nothing known. */
export function fixLine(result: Pick<ImageResult, 'fixedByUpdate'>, maxIds = 5): string | null {
  const fixed = result.fixedByUpdate;
  if (!fixed || fixed.length === 0) return null;
  const ids = fixed.slice(0, maxIds).map((v) => v.id);
  const more = fixed.length > maxIds ? `, and ${fixed.length - maxIds} more` : '';
  return `moving to the current build fixes ${severityCounts(fixed)}: ${ids.join(', ')}${more}`;
}

/** A pin whose move to the current build fixes a critical or high vulnerability. */
export function fixesUrgent(r: ImageResult): boolean {
  return r.fixedByUpdate?.some((v) => v.severity === 'critical' || v.severity === 'high') ?? false;
}

/** Why the digest in use is not the vendor's proven build: which digest, and the verifier's reason. */
export function unsignedText(r: ImageResult): string {
  const s = r.signature;
  if (!s || s.verified) return '';
  return `${shortDigest(s.digest)} is not signed by an accepted signer: ${s.reason ?? 'no signature verifies'}`;
}

/**
 * What the build a pin moves to is called: the newest signed one when signatures decided the move,
 * the newest pullable one under the registry's cooldown, else the newest (without an article: "its" or "the" goes before).
 */
export function moveTargetName(how: { signed: boolean; pullable: boolean }): string {
  if (how.signed) return 'newest signed build';
  return how.pullable ? 'newest pullable build' : 'newest build';
}

/** Where signatures changed the move: the signed build moved to past unsigned ones, or why there is none; null otherwise. */
export function signatureMoveNote(r: ImageResult): string | null {
  const move = r.signatureMove;
  if (!move) return null;
  if (move.none) return `No move is proposed: ${move.none}.`;
  if (!move.to) return null;
  const past = move.passedOver === 1 ? 'the newest build is' : `the newest ${move.passedOver} builds are`;
  return `Moves to ${shortDigest(move.to.digest)} of ${move.tag}, the ${moveTargetName({ signed: true, pullable: true })}: ${past} not signed by an accepted signer.`;
}

/**
 * The one line the summary and the review comment say of signatures: how many distinct digests
 * were verified and by whom, how many are not the vendor's; null when none was checked.
 */
export function signaturesLine(verdicts: readonly (SignatureVerdict | null | undefined)[]): string | null {
  const byDigest = new Map<string, SignatureVerdict>();
  for (const v of verdicts) if (v) byDigest.set(v.digest, v);
  if (byDigest.size === 0) return null;
  const signers = new Map<string, number>();
  let unsigned = 0;
  for (const v of byDigest.values()) {
    if (!v.verified || !v.signer) unsigned++;
    else signers.set(v.signer.identity, (signers.get(v.signer.identity) ?? 0) + 1);
  }
  const verified = byDigest.size - unsigned;
  const who = [...signers].map(([identity, n]) => (signers.size > 1 ? `${n} by ${identity}` : `by ${identity}`));
  const head = `${plural(verified, 'digest')} verified as the vendor's signed build${who.length > 0 ? ` (${who.join('; ')})` : ''}`;
  return unsigned > 0 ? `${head}; ${plural(unsigned, 'digest')} not signed by an accepted signer` : head;
}
