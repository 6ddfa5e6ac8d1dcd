// One answer of the registry's check as a result's finding, with the override that waives it.
import type { PolicyFinding } from '../../model';
import type { PolicyAnswer, PolicyOverride } from '../../platform/policies';

/** The overrides by policy and digest: an answer finds its own in one look-up, however many there are. */
export type Waivers = ReadonlyMap<string, readonly PolicyOverride[]>;

const waiverKey = (policyId: string, digest: string) => JSON.stringify([policyId, digest]);

export function waiversOf(overrides: readonly PolicyOverride[]): Waivers {
  const index = new Map<string, PolicyOverride[]>();
  for (const o of overrides) {
    const key = waiverKey(o.policyId, o.digest);
    const list = index.get(key);
    if (list) list.push(o);
    else index.set(key, [o]);
  }
  return index;
}

/** The finding of one answer, with the override that waives it for this digest (granted at or above the repo). */
export function findingOf(answer: PolicyAnswer, repoUid: string, digest: string, waivers: Waivers): PolicyFinding {
  const result = answer.result === 'ALLOWED' ? 'allowed' : answer.result === 'DENIED' ? 'denied' : 'error';
  const override =
    result === 'denied' && answer.policyId
      ? waivers.get(waiverKey(answer.policyId, digest))?.find((o) => covers(o.id, repoUid))
      : undefined;
  return {
    policy: answer.policyName,
    // A binding without a mode is not enforced: new bindings are dry runs (the addendum).
    mode: answer.mode === 'ENFORCED' ? 'enforced' : 'dry-run',
    result,
    parameters: answer.parameters,
    waived: override
      ? { reason: override.reason ?? '', by: override.createdBy ?? null, at: override.createdAt ?? null }
      : null,
  };
}

/** A binding or an override applies to every descendant of the group it was made under (its id's parent). */
export function covers(childId: string, repoUid: string): boolean {
  const parent = childId.slice(0, childId.lastIndexOf('/'));
  return parent !== '' && repoUid.startsWith(`${parent}/`);
}
