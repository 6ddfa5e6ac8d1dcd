// The verdict sentence, written once: what failed the run (in fail-on's order), what else was
// found, and the notes that never fail (tags ending soon, dry-run denials, accepted findings).
import { FAIL_ON_KINDS, type FailOn, type Verdict } from '../model';
import { plural } from '../text';
import { gateOf } from './predicates';

/** What the verdict line is made from: the run's counts, the files not fully scanned and what the setup left unchecked. */
interface VerdictFacts {
  counts: Verdict['counts'];
  fileErrors: number;
  coverage: readonly string[];
}

/**
 * Each fail-on kind's count and words (a severity's: images over it, and images not scanned).
 * Under a severity in fail-on without `error`, an image that could not be checked fails the gate
 * (its vulnerabilities are unknown): it is said there, once, and not again as an error.
 */
function countWords({ counts, fileErrors, coverage }: VerdictFacts, failOn: ReadonlySet<FailOn>) {
  const gate = gateOf(failOn);
  const unchecked = gate !== null && !failOn.has('error') ? counts.error - fileErrors - coverage.length : 0;
  const errors = counts.error - unchecked;
  const denied = counts.denied ?? 0;
  const unsigned = counts.unsigned ?? 0;
  const byKind: Partial<Record<FailOn, { n: number; text: string }>> = {
    eol: { n: counts.eol, text: plural(counts.eol, 'end-of-life tag') },
    denied: { n: denied, text: `${plural(denied, 'image')} the registry refuses` },
    unsigned: { n: unsigned, text: `${plural(unsigned, 'digest')} not signed by the vendor` },
    stale: { n: counts.stale, text: plural(counts.stale, 'stale pin') },
    advisories: { n: counts.advisories, text: plural(counts.advisories, 'advisory', 'advisories') },
    error: {
      n: errors,
      text: plural(errors, 'error') + (fileErrors > 0 ? ` (${plural(fileErrors, 'file')} not fully scanned)` : ''),
    },
  };
  if (gate !== null) {
    const vulnerable = counts.vulnerable ?? 0;
    const unscanned = counts.unscanned ?? 0;
    const parts = [
      vulnerable > 0
        ? `${plural(vulnerable, 'image')} with ${gate === 'critical' ? 'critical' : `${gate} or worse`} vulnerabilities`
        : '',
      unscanned > 0 ? `${plural(unscanned, 'image')} without a vulnerability report` : '',
      unchecked > 0 ? `${plural(unchecked, 'image')} that could not be checked` : '',
    ].filter(Boolean);
    byKind[gate] = { n: vulnerable + unscanned + unchecked, text: parts.join(', ') };
  }
  return byKind;
}

/** Never failing, always worth a word: tags whose builds end soon, dry-run denials, accepted findings. */
function notesOf(counts: Verdict['counts']): string {
  const notes = [
    counts.ending ? `${plural(counts.ending, 'tag')} ending soon` : '',
    counts.wouldBeDenied ? `${plural(counts.wouldBeDenied, 'image')} refused once dry-run policies are enforced` : '',
    counts.ignored ? `${plural(counts.ignored, 'image')} with ignored findings` : '',
  ].filter(Boolean);
  return notes.length > 0 ? ` (${notes.join('; ')})` : '';
}

/** Whether the run fails, and the one line that says why (or that it passed, still naming what fail-on does not cover). */
export function verdictLine(facts: VerdictFacts, failOn: ReadonlySet<FailOn>): Pick<Verdict, 'failed' | 'line'> {
  const { counts, coverage } = facts;
  const byKind = countWords(facts, failOn);
  const present = FAIL_ON_KINDS.filter((k) => byKind[k]?.n);
  const failing = present.filter((k) => failOn.has(k));
  const other = present.filter((k) => !failOn.has(k));
  const failOnText = failOn.size === 0 ? 'none' : FAIL_ON_KINDS.filter((k) => failOn.has(k)).join(',');
  const checked = `${plural(counts.total, 'image')} checked`;
  const failed = failing.length > 0;
  const why =
    coverage.length > 0
      ? `: ${coverage[0]}${coverage.length > 1 ? ` (and ${plural(coverage.length - 1, 'more problem')})` : ''}`
      : '';
  let line: string;
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
  return { failed, line: line + notesOf(counts) };
}

/** The verdict line of a run that stopped before its verdict. */
export function stoppedFor(message: string): string {
  return `image-check stopped: ${message}`;
}

/** The verdict line of a run that failed for a reason of its own (the dashboard not kept), said first. */
export function failedFor(failure: string, line: string): string {
  return `✗ ${failure} — ${line}`;
}
