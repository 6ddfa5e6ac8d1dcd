import { plural } from '../text';
import { isFileError, type FailOn, type FileProblem, type ImageResult, type Verdict } from '../model';
import { gateFinding, gateOf } from './vulnerabilities';

/**
 * What a result can be reported for; one result may have several (an errored end-of-life tag).
 * `vulnerability`: the digest in use is over the severity in fail-on (only under one).
 */
export type FindingKind = 'error' | 'denied' | 'eol' | 'stale' | 'advisory' | 'vulnerability' | 'dry-run';

/** The fail-on kind that covers a finding kind (a vulnerability finding exists only under its severity; a dry-run denial under none). */
const FAIL_ON_OF: Readonly<Record<Exclude<FindingKind, 'vulnerability' | 'dry-run'>, FailOn>> = {
  error: 'error',
  denied: 'denied',
  eol: 'eol',
  stale: 'stale',
  advisory: 'advisories',
};

/** What fail-on is when the input is not given (action.yml default). */
export const DEFAULT_FAIL_ON: ReadonlySet<FailOn> = new Set<FailOn>(['eol', 'denied', 'error']);

export type Severity = 'fail' | 'warn' | 'note';

/**
 * How loud a finding is: 'fail' when its kind fails the step under `failOn`, else 'warn', or
 * 'note' for an advisory (information, not a defect of the reference). Annotations and SARIF
 * both follow it, so a green step never shows red and a red step always shows why.
 */
export function severityOf(kind: FindingKind, failOn: ReadonlySet<FailOn>): Severity {
  // A dry-run denial is a warning whatever fail-on says: the registry lets the pull through.
  if (kind === 'dry-run') return 'warn';
  if (kind === 'vulnerability' || failOn.has(FAIL_ON_OF[kind])) return 'fail';
  return kind === 'advisory' ? 'note' : 'warn';
}

/** Canonical order of fail-on kinds, as the verdict line lists them. */
const FAIL_ON_ORDER: readonly FailOn[] = [
  'eol',
  'denied',
  'stale',
  'advisories',
  'error',
  'critical',
  'high',
  'medium',
  'low',
];

/** Under a severity in fail-on: images over it (not ignored) and images whose vulnerabilities are unknown. */
function gateCounts(
  results: readonly ImageResult[],
  failOn: ReadonlySet<FailOn>,
): { vulnerable?: number; unscanned?: number } {
  const gate = gateOf(failOn);
  if (gate === null) return {};
  let vulnerable = 0;
  let unscanned = 0;
  for (const r of results) {
    const finding = gateFinding(r, gate);
    if (finding === 'unknown') unscanned++;
    else if (finding !== null) vulnerable++;
  }
  return { vulnerable, unscanned };
}

/**
 * End-of-life: the tag is deprecated. A result whose other look-ups failed (status `error`)
 * still counts when the tag listing said deprecated, so an errored EOL tag is not hidden.
 */
export function isEndOfLife(result: ImageResult): boolean {
  return result.status === 'eol' || result.deprecated;
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

/**
 * The findings of one result, most serious first: error, eol, stale, advisory, and with a
 * severity in `failOn` a vulnerability over it. Findings the policy file accepts are left out
 * (they are reported as ignored, see isIgnored); an error never is.
 */
export function findingsOf(result: ImageResult, failOn?: ReadonlySet<FailOn>): FindingKind[] {
  const kinds: FindingKind[] = [];
  if (result.status === 'error') kinds.push('error');
  if (denyingPolicies(result).length > 0) kinds.push('denied');
  if (isEndOfLife(result) && !isIgnored(result, 'eol')) kinds.push('eol');
  if (result.status === 'stale' && !isIgnored(result, 'stale')) kinds.push('stale');
  if (activeAdvisories(result).length > 0) kinds.push('advisory');
  const gate = failOn ? gateOf(failOn) : null;
  if (gate !== null && result.status !== 'error') {
    const finding = gateFinding(result, gate);
    if (finding !== null && finding !== 'unknown') kinds.push('vulnerability');
  }
  if (dryRunDenials(result).length > 0) kinds.push('dry-run');
  return kinds;
}

/** Builds of the tag stop within warn-before (v1 dates) and the tag is not already end-of-life. */
export function isEndingSoon(result: ImageResult): boolean {
  return result.endOfLife?.warn === true && !isEndOfLife(result);
}

/**
 * Distinct advisories over all results, by id per image: two tags or references of one image
 * list the same advisories, and one id listed for several packages of an image is one advisory;
 * each counts once. The key is registry/org/image + advisory id.
 */
function countAdvisories(results: readonly ImageResult[]): number {
  // Ids per image, with no key string made per advisory of each of thousands of results.
  const seen = new Map<string, Set<string>>();
  let count = 0;
  for (const r of results) {
    const image = `${r.registry}/${r.org}/${r.image}`;
    for (const a of activeAdvisories(r)) {
      let ids = seen.get(image);
      if (!ids) seen.set(image, (ids = new Set()));
      if (!ids.has(a.advisoryId)) {
        ids.add(a.advisoryId);
        count++;
      }
    }
  }
  return count;
}

/**
 * Whether the run fails, and one short line saying why (or that it passed, still naming findings
 * fail-on does not cover). Pure. `error` also counts unreadable files and `coverage`, so nothing
 * selected passes unseen; `eol` counts errored tags known deprecated too, so it may overlap `error`.
 */
export function computeVerdict(
  results: readonly ImageResult[],
  failOn: ReadonlySet<FailOn>,
  problems: readonly FileProblem[] = [],
  coverage: readonly string[] = [],
): Verdict {
  const fileErrors = problems.filter(isFileError).length;
  const counts = {
    total: results.length,
    ok: results.filter((r) => r.status === 'ok').length,
    eol: results.filter((r) => isEndOfLife(r) && !isIgnored(r, 'eol')).length,
    stale: results.filter((r) => r.status === 'stale' && !isIgnored(r, 'stale')).length,
    // Files that could not be scanned and what the run's setup left unchecked are errors too.
    error: results.filter((r) => r.status === 'error').length + fileErrors + coverage.length,
    denied: results.filter((r) => denyingPolicies(r).length > 0).length,
    wouldBeDenied: results.filter((r) => dryRunDenials(r).length > 0).length,
    advisories: countAdvisories(results),
    ignored: results.filter((r) => (r.ignored?.kinds.length ?? 0) > 0).length,
    ending: results.filter(isEndingSoon).length,
    ...gateCounts(results, failOn),
  };
  const byKind: Partial<Record<FailOn, { n: number; text: string }>> = {
    eol: { n: counts.eol, text: plural(counts.eol, 'end-of-life tag') },
    denied: { n: counts.denied, text: `${plural(counts.denied, 'image')} the registry refuses` },
    stale: { n: counts.stale, text: plural(counts.stale, 'stale pin') },
    advisories: { n: counts.advisories, text: plural(counts.advisories, 'advisory', 'advisories') },
    error: {
      n: counts.error,
      text:
        plural(counts.error, 'error') + (fileErrors > 0 ? ` (${plural(fileErrors, 'file')} not fully scanned)` : ''),
    },
  };
  const gate = gateOf(failOn);
  if (gate !== null) {
    const vulnerable = counts.vulnerable ?? 0;
    const unscannedCount = counts.unscanned ?? 0;
    const over =
      plural(vulnerable, 'image') + ` with ${gate === 'critical' ? 'critical' : `${gate} or worse`} vulnerabilities`;
    const unscanned =
      unscannedCount > 0
        ? `${vulnerable > 0 ? ', ' : ''}${plural(unscannedCount, 'image')} without a vulnerability report`
        : '';
    byKind[gate] = { n: vulnerable + unscannedCount, text: (vulnerable > 0 ? over : '') + unscanned };
  }
  const present = FAIL_ON_ORDER.filter((k) => byKind[k]?.n);
  const failing = present.filter((k) => failOn.has(k));
  const other = present.filter((k) => !failOn.has(k));
  const failOnText = failOn.size === 0 ? 'none' : FAIL_ON_ORDER.filter((k) => failOn.has(k)).join(',');
  const checked = `${plural(counts.total, 'image')} checked`;
  const failed = failing.length > 0;

  let line: string;
  const why =
    coverage.length > 0
      ? `: ${coverage[0]}${coverage.length > 1 ? ` (and ${plural(coverage.length - 1, 'more problem')})` : ''}`
      : '';
  if (failed) {
    const also = other.length > 0 ? `; also ${other.map((k) => byKind[k]!.text).join(', ')}` : '';
    line = `✗ Failed: ${failing.map((k) => byKind[k]!.text).join(', ')} (fail-on: ${failOnText})${also} — ${checked}${why}`;
  } else if (counts.total === 0 && other.length === 0) {
    line = '✓ No images checked';
  } else if (other.length === 0) {
    line = `✓ ${checked}: all current`;
  } else {
    const passedWhy = failOn.size === 0 ? 'fail-on: none' : 'not in fail-on';
    line = `✓ ${checked}, passed: ${other.map((k) => byKind[k]!.text).join(', ')} (${passedWhy})${why}`;
  }
  // Never failing, always worth a word: accepted findings and tags whose builds end soon.
  const notes = [
    counts.ending > 0 ? `${plural(counts.ending, 'tag')} ending soon` : '',
    counts.wouldBeDenied > 0
      ? `${plural(counts.wouldBeDenied, 'image')} refused once dry-run policies are enforced`
      : '',
    counts.ignored > 0 ? `${plural(counts.ignored, 'image')} with ignored findings` : '',
  ].filter(Boolean);
  if (notes.length > 0) line += ` (${notes.join('; ')})`;
  return { failed, line, counts };
}
