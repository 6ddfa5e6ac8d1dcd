// The registry's own pull-time policies, after the look-ups and the advice: each distinct digest
// in use asked once (the registry's check operation is the authority; its evaluation is never
// re-done here), the answers put on the result with the overrides that waive them, the status
// made `denied` or `error` where an enforced policy says so, and every move the run proposes
// (suggestion, update, pinned) kept to a build no enforced policy denies.

import type { DigestPlace, ImageResult, PolicyFinding } from '../../model';
import { toResultError } from '../judge/assess';
import type { PoliciesUnavailable, PolicyOverride } from '../../platform/policies';
import type { HistoryRecord } from '../../registry/client';
import type { EolTag } from '../../platform/eoltags';
import { messageOf } from '../../errors';
import { settle } from '../../settle';
import { explainDenial } from './reasons';
import { enforcedDenials, policyMoves, type MoveLookups } from './moves';
import { findingOf, waiversOf, type Waivers } from './answers';

/** What the pass reads (check/lookups/lookups.ts implements it, every call cached per run). */
interface PolicyLookups extends MoveLookups {
  /** The uid of the repo proven to be `<org>/<image>`; null when none is. */
  repoOf(org: string, image: string, tag?: string): Promise<string | null>;
  /** The overrides, read once per run; null when policies are not available. */
  policyOverrides(): Promise<PolicyOverride[] | null>;
  /** Every tag's build history (oldest first), for a digest's first build. */
  history(org: string, image: string, tag: string): Promise<HistoryRecord[]>;
  /** v1 end-of-life items of a repo's tags. */
  eolTags(org: string, image: string, tags: readonly string[]): Promise<Map<string, EolTag[] | null>>;
}

interface PolicyPass {
  results: ImageResult[];
  notices: string[];
}

/** `policies: never`: nothing asked, every result's `policies` null (not consulted). */
export const notConsulted = (results: readonly ImageResult[]): ImageResult[] =>
  results.map((r) => ({ ...r, policies: null }));

const POLICIES_UNAVAILABLE = (why: PoliciesUnavailable) =>
  `The registry's pull-time policies were not consulted: the Platform API answered ${why.status} (${why.message}), so the organization does not have them or the identity may not check them. Results are judged without them; where the organization uses policies, give the identity the permission to check them and policies.override.list.`;

/** The digest a result is pulled at: the pin, else the tag's current build. */
export const digestInUse = (r: Pick<ImageResult, 'pinnedDigest' | 'digest'>): string | null =>
  r.pinnedDigest ?? r.digest;

/** An error without a tag: the pass asks the registry's check of no digest for it (judgeOne). */
const skipsCheck = (r: DigestPlace): boolean => r.status === 'error' && r.tag === null;

/**
 * Starts the registry's check of a result's digest in use as soon as it is known, as the pass
 * will ask it (the engine's onResult, the early look-ups), so the pass finds it answered. Nothing
 * is asked where the overrides said the feature is not available (the pass asks nothing there).
 */
export function prefetchPolicies(
  r: DigestPlace,
  lookups: Pick<PolicyLookups, 'policyOverrides' | 'repoOf' | 'policyCheck'>,
): void {
  const digest = digestInUse(r);
  if (digest === null || skipsCheck(r)) return;
  void settle(
    (async () => {
      const overrides = await settle(lookups.policyOverrides());
      if (overrides.ok && overrides.value === null) return;
      const uid = await lookups.repoOf(r.org, r.image, r.tag ?? undefined);
      if (uid !== null) await lookups.policyCheck(uid, digest);
    })(),
  );
}

/**
 * Each result with the registry's answers for its digest in use, its status under them, and its
 * moves kept to builds that pass. A result whose check failed (after retries) becomes an error
 * naming it; policies that are not available leave every result as it was, with one notice.
 */
export async function judgePolicies(
  results: readonly ImageResult[],
  lookups: PolicyLookups,
  options: { now: Date; unavailable: () => PoliciesUnavailable | null },
): Promise<PolicyPass> {
  const { now } = options;
  // The overrides (asked for already beside the look-ups): an organization without the feature
  // answers there, and then nothing more is asked.
  const overrides = await settle(lookups.policyOverrides());
  // Not available (absent, refused, unimplemented), by the listings or by the checks: everything as before, said once.
  const notAvailable = (): PolicyPass | null => {
    const why = options.unavailable();
    return why && { results: notConsulted(results), notices: [POLICIES_UNAVAILABLE(why)] };
  };
  const early = notAvailable();
  if (early) return early;
  const waivers = waiversOf(overrides.ok ? (overrides.value ?? []) : []);
  // Each result judged on its own: whatever one answer does, it never takes the others down.
  const judged = await Promise.all(
    results.map(async (r) => {
      const one = await settle(judgeOne(r, lookups, waivers, now));
      return one.ok ? one.value : checkFailed(r, digestInUse(r) ?? r.ref, one.error);
    }),
  );
  const late = notAvailable();
  if (late) return late;
  const notices = overrides.ok
    ? []
    : [
        `The registry's policy overrides could not be read (${messageOf(overrides.error)}): no denial is shown as waived.`,
      ];
  const moved = await policyMoves(judged, lookups, waivers, now);
  return { results: moved, notices };
}

async function judgeOne(r: ImageResult, lookups: PolicyLookups, waivers: Waivers, now: Date): Promise<ImageResult> {
  const digest = digestInUse(r);
  if (digest === null || skipsCheck(r)) return { ...r, policies: null };
  const uid = await lookups.repoOf(r.org, r.image, r.tag ?? undefined);
  if (uid === null) return { ...r, policies: null };
  // The check is asked for every digest judged: it is the authority, and a listing of bindings
  // may be partial (permissions, paging, inheritance), so it never spares the question.
  const asked = await settle(lookups.policyCheck(uid, digest));
  if (!asked.ok) return checkFailed(r, digest, asked.error);
  if (asked.value === null) return { ...r, policies: null };
  const findings = asked.value.map((a) => findingOf(a, uid, digest, waivers));
  for (const f of findings.filter((f) => f.result !== 'allowed')) {
    // A reason that cannot be said (an answer's number no date holds) leaves the finding without
    // one: it never takes this result, or any other, down.
    const why = await settle(explainDenial(f, r, digest, lookups, now));
    if (why.ok && why.value !== null) f.why = why.value;
  }
  return withStatus({ ...r, policies: findings });
}

/**
 * The status under the findings: an enforced `error` makes the result an error naming the
 * policy; an enforced denial no override waives makes it `denied` (error > denied > eol > stale);
 * an override of `no-eol` accepts the reference's end of life as a policy-file entry would.
 */
function withStatus(r: ImageResult): ImageResult {
  const findings = r.policies ?? [];
  const failing = findings.find((f) => f.mode === 'enforced' && f.result === 'error');
  if (failing && r.status !== 'error') {
    const message = `the registry's policy ${failing.policy} could not be evaluated for ${digestInUse(r)} (its check answered ERROR): whether the registry lets it be pulled is not known`;
    return { ...r, status: 'error', error: { code: null, reason: 'POLICY_ERROR', message } };
  }
  const eolWaiver = findings.find((f) => f.policy === 'no-eol' && f.waived !== null);
  const accepted = eolWaiver && r.status === 'eol' && !r.ignored ? acceptEol(r, eolWaiver) : r;
  const denied = findings.some((f) => f.mode === 'enforced' && f.result === 'denied' && f.waived === null);
  return denied && accepted.status !== 'error' ? { ...accepted, status: 'denied' } : accepted;
}

function acceptEol(r: ImageResult, f: PolicyFinding): ImageResult {
  const by = f.waived?.by ? ` by ${f.waived.by}` : '';
  return {
    ...r,
    ignored: {
      reason: `${f.waived?.reason ?? ''} (the registry's override of no-eol${by})`,
      until: null,
      kinds: ['eol'],
    },
  };
}

/** A check that failed after its retries: the result is an error naming it, never a silent pass. */
function checkFailed(r: ImageResult, digest: string, error: unknown): ImageResult {
  if (r.status === 'error') return { ...r, policies: null };
  const cause = toResultError(error);
  const message = `the registry's policies could not be checked for ${digest}: ${cause.message}`;
  return { ...r, policies: null, status: 'error', error: { ...cause, message } };
}

/**
 * Whether the registry's enforced policies refuse `digest` for `r`, no override waiving them: a
 * move another pass proposes (check/judge/signatures.ts) must pass them too. Asked only where a policy
 * applies to the result's repository (its `policies` hold answers).
 */
export function refusedBy(lookups: PolicyLookups): (r: ImageResult, digest: string) => Promise<boolean> {
  return async (r, digest) => {
    if (!r.policies?.length) return false;
    const uid = await lookups.repoOf(r.org, r.image, r.tag ?? undefined);
    if (uid === null) return false;
    const [answers, overrides] = await Promise.all([
      lookups.policyCheck(uid, digest),
      settle(lookups.policyOverrides()),
    ]);
    const waivers = waiversOf(overrides.ok ? (overrides.value ?? []) : []);
    return enforcedDenials((answers ?? []).map((a) => findingOf(a, uid, digest, waivers))).length > 0;
  };
}
