// The findings of a result under a run's fail-on: the one list every surface reports from.
import { DEFAULT_FAIL_ON_KINDS, type FailOn, type ImageResult } from '../model';
import { KINDS, WORST_FIRST, type FindingKind, type Loudness } from './kinds';
import { gateOf } from './predicates';

/** The policy entry that accepts a finding: its reason, and until when (null: the registry's override). */
interface Acceptance {
  reason: string;
  until: string | null;
}

export interface Finding {
  kind: FindingKind;
  /** Under the run's fail-on; an accepted finding is a notice. */
  loudness: Loudness;
  /** The ledger's entry when the policy file accepts the finding; it then fails nothing. */
  accepted: Acceptance | null;
}

/** What fail-on is when the input is not given (action.yml default). */
export const DEFAULT_FAIL_ON: ReadonlySet<FailOn> = new Set<FailOn>(DEFAULT_FAIL_ON_KINDS);

/** Whether a finding of `kind` that the policy file does not accept fails the run under `failOn`. */
export function failsUnder(kind: FindingKind, failOn: ReadonlySet<FailOn>): boolean {
  const { failsUnder: by } = KINDS[kind];
  return by === 'gate' || (by !== null && failOn.has(by));
}

/**
 * How loud a finding is: an error when its kind fails the step under `failOn`, else its kind's
 * warning or notice. Annotations and SARIF both follow it, so a green step never shows red and a
 * red step always shows why.
 */
export function loudnessOf(kind: FindingKind, failOn: ReadonlySet<FailOn>): Loudness {
  return failsUnder(kind, failOn) ? 'error' : KINDS[kind].otherwise;
}

/**
 * The findings of one result, worst first (WORST_FIRST), under `failOn`: a vulnerability
 * finding only under a severity in it. Findings the policy file accepts stay in the list, marked
 * `accepted` (a notice); an error never is.
 */
export function findingsOf(result: ImageResult, failOn: ReadonlySet<FailOn>): Finding[] {
  const gate = gateOf(failOn);
  const findings: Finding[] = [];
  for (const kind of WORST_FIRST) {
    const row = KINDS[kind];
    if (!row.present(result, gate)) continue;
    const accepted =
      row.accepted(result, gate) && result.ignored
        ? { reason: result.ignored.reason, until: result.ignored.until }
        : null;
    findings.push({ kind, loudness: accepted ? 'notice' : loudnessOf(kind, failOn), accepted });
  }
  return findings;
}

/** The findings the policy file does not accept: what a surface asks the user to act on. */
export function activeFindings(result: ImageResult, failOn: ReadonlySet<FailOn>): Finding[] {
  return findingsOf(result, failOn).filter((f) => f.accepted === null);
}

/** The kinds of a result's findings that no policy entry accepts, worst first. */
export function activeKinds(result: ImageResult, failOn: ReadonlySet<FailOn>): FindingKind[] {
  return activeFindings(result, failOn).map((f) => f.kind);
}
