// How a report says what the registry's pull-time policies decided: a refusal (enforced) and what a
// dry-run policy would refuse once enforced (a move that no build allows: findings/phrases.ts). One
// wording for annotations, SARIF, GitLab, the summary, the PR comment and the dashboard.

import type { ImageResult, PolicyFinding } from '../model';
import { parametersText } from '../check/pull-policies/reasons';
import { digestInUse } from '../check/pull-policies/judge-policies';
import { plural, shortDigest, truncate } from '../text';
import { blockedMoveNote } from '../findings';

/** `cooldown (days: 7)`: the policy (its name cut at 100) and the parameters its binding supplied (bounded). */
export function policyLabel(f: Pick<PolicyFinding, 'policy' | 'parameters'>): string {
  const params = parametersText(f.parameters);
  const name = truncate(f.policy, 100);
  return params ? `${name} (${params})` : name;
}

const because = (f: PolicyFinding) => (f.why ? `: ${f.why}` : '');

/** Most denials a message names; the rest are counted (the results file has each). */
const MAX_NAMED = 5;
const named = (parts: string[]) =>
  parts.length <= MAX_NAMED
    ? parts
    : [...parts.slice(0, MAX_NAMED), `${plural(parts.length - MAX_NAMED, 'more policy', 'more policies')} too`];

/** The enforced denials no override waives, and the move that passes (or why there is none). */
export function deniedMessage(r: ImageResult): string {
  const digest = digestInUse(r);
  const denials = (r.policies ?? []).filter((f) => f.mode === 'enforced' && f.result === 'denied' && f.waived === null);
  const reasons = named(denials.map((f) => `its enforced policy ${policyLabel(f)} denies it${because(f)}`)).join('; ');
  const head = `${r.ref}: the registry refuses to pull ${digest ? shortDigest(digest) : 'it'}: ${reasons}.`;
  const move = r.suggestion ? ` Move to ${r.suggestion}, the newest build the registry lets through.` : '';
  const blocked = blockedMoveNote(r);
  return `${head}${move}${blocked ? ` ${blocked}` : ''}`;
}

/** What a dry-run policy would refuse once enforced: a warning, never a failure. */
export function dryRunMessage(r: ImageResult): string {
  const denials = (r.policies ?? []).filter((f) => f.mode === 'dry-run' && f.result === 'denied' && f.waived === null);
  const parts = named(
    denials.map((f) => `would be refused when ${policyLabel(f)} is enforced (dry run now)${because(f)}`),
  );
  return `${r.ref}: ${parts.join('; ')}.`;
}
