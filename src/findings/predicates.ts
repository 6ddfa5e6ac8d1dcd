// Whether a result has each kind of finding: the facts findingsOf reads (findings/of.ts), pure over
// the model. Every surface asks these, never the result's fields, so no two say it differently.
import {
  GATE_SEVERITIES,
  SEVERITY_ORDER,
  type FailOn,
  type GateSeverity,
  type ImageResult,
  type Severity,
  type VulnerabilityRef,
} from '../model';

/**
 * End-of-life: the tag is deprecated. A result whose other look-ups failed (status `error`)
 * still counts when the tag listing said deprecated, so an errored EOL tag is not hidden.
 */
export function isEndOfLife(result: ImageResult): boolean {
  return result.status === 'eol' || result.deprecated;
}

/** Builds of the tag stop within warn-before (v1 dates) and the tag is not already end-of-life. */
export function isEndingSoon(result: ImageResult): boolean {
  return result.endOfLife?.warn === true && !isEndOfLife(result);
}

/** The enforced policies that deny the digest in use and no override waives (the registry refuses the pull). */
export function denyingPolicies(result: ImageResult): string[] {
  if (result.status === 'error') return [];
  return (result.policies ?? [])
    .filter((f) => f.mode === 'enforced' && f.result === 'denied' && f.waived === null)
    .map((f) => f.policy);
}

/** The dry-run policies that deny the digest in use: refused once each is enforced (unless an override waives). */
export function dryRunDenials(result: ImageResult): string[] {
  return (result.policies ?? [])
    .filter((f) => f.mode === 'dry-run' && f.result === 'denied' && f.waived === null)
    .map((f) => f.policy);
}

/** Whether the policy file accepts this finding of the result (`eol`, `stale` or an advisory id). */
export function isIgnored(result: ImageResult, kind: string): boolean {
  return result.ignored?.kinds.some((k) => k.toLowerCase() === kind.toLowerCase()) ?? false;
}

/** The advisories of a result that no policy entry accepts. */
export function activeAdvisories(result: ImageResult): ImageResult['advisories'] {
  return result.ignored ? result.advisories.filter((a) => !isIgnored(result, a.advisoryId)) : result.advisories;
}

const rank = (s: Severity) => SEVERITY_ORDER.indexOf(s);

/** The most inclusive severity of fail-on (`high,low` gates at low), or null when it names none. */
export function gateOf(failOn: ReadonlySet<FailOn>): GateSeverity | null {
  let gate: GateSeverity | null = null;
  for (const s of GATE_SEVERITIES) if (failOn.has(s)) gate = s;
  return gate;
}

/** Whether `severity` is at `gate` or worse. */
function atOrWorse(severity: Severity, gate: GateSeverity): boolean {
  return rank(severity) <= rank(gate);
}

/** What the severity gate sees of a result: the vulnerabilities at the gate or worse that no policy entry ignores. */
interface GateFinding {
  /** Not ignored, named. */
  ids: VulnerabilityRef[];
  /** Counted at the gate or worse but not named by the platform (cannot be ignored by id). */
  unnamed: number;
}

/**
 * The severity gate on one result: null when it passes, 'unknown' when its vulnerabilities are
 * not known (no report: never read as clean), else what fails it. With `withLedger` false, what
 * it would be if the policy file accepted nothing (an accepted finding is still one).
 */
export function gateFinding(
  result: Pick<ImageResult, 'vulnerabilities' | 'vulnerabilityIds' | 'ignored'>,
  gate: GateSeverity,
  withLedger = true,
): GateFinding | 'unknown' | null {
  const counts = result.vulnerabilities;
  if (!counts) return 'unknown';
  const named = (result.vulnerabilityIds ?? []).filter((v) => atOrWorse(v.severity, gate));
  let unnamed = 0;
  for (const s of GATE_SEVERITIES)
    if (atOrWorse(s, gate)) unnamed += Math.max(0, counts[s] - named.filter((v) => v.severity === s).length);
  const ignored = new Set(withLedger ? (result.ignored?.kinds ?? []).map((k) => k.toLowerCase()) : []);
  const ids = named.filter((v) => !ignored.has(v.id.toLowerCase()));
  return ids.length + unnamed > 0 ? { ids, unnamed } : null;
}

/** The vulnerabilities over the gate that fail a result: null when none (or unknown, or no gate). */
export function overGate(result: ImageResult, gate: GateSeverity | null, withLedger = true): GateFinding | null {
  if (gate === null || result.status === 'error') return null;
  const finding = gateFinding(result, gate, withLedger);
  return finding === 'unknown' ? null : finding;
}
