// One answer of the registry's check as a result's finding, with the override that waives it.
import type { PolicyFinding } from '../model';
import type { PolicyAnswer, PolicyOverride } from '../platform/policies';

/** The finding of one answer, with the override that waives it for this digest (granted at or above the repo). */
export function findingOf(
  answer: PolicyAnswer,
  repoUid: string,
  digest: string,
  waivers: readonly PolicyOverride[],
): PolicyFinding {
  const result = answer.result === 'ALLOWED' ? 'allowed' : answer.result === 'DENIED' ? 'denied' : 'error';
  const override =
    result === 'denied' && answer.policyId
      ? waivers.find((o) => o.policyId === answer.policyId && o.digest === digest && covers(o.id, repoUid))
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
