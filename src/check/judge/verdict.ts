import { isFileError, type FailOn, type FileProblem, type ImageResult, type Verdict } from '../../model';
import { activeAdvisories, activeKinds, gateFinding, gateOf, verdictLine, type FindingKind } from '../../findings';

/**
 * Under a severity in fail-on: images over it (not ignored) and images whose vulnerabilities are
 * unknown. An image that could not be checked is counted once, as an error, never again here.
 */
function gateCounts(
  results: readonly ImageResult[],
  kinds: readonly ReadonlySet<FindingKind>[],
  failOn: ReadonlySet<FailOn>,
): { vulnerable?: number; unscanned?: number } {
  const gate = gateOf(failOn);
  if (gate === null) return {};
  const vulnerable = kinds.filter((k) => k.has('vulnerability')).length;
  const unscanned = results.filter((r) => r.status !== 'error' && gateFinding(r, gate) === 'unknown').length;
  return { vulnerable, unscanned };
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
 * Whether the run fails, and one short line saying why (findings/verdict-line.ts). Pure. `error`
 * also counts unreadable files and `coverage`, so nothing selected passes unseen; `eol` counts
 * errored tags known deprecated too, so it may overlap `error`.
 */
export function computeVerdict(
  results: readonly ImageResult[],
  failOn: ReadonlySet<FailOn>,
  problems: readonly FileProblem[] = [],
  coverage: readonly string[] = [],
): Verdict {
  const fileErrors = problems.filter(isFileError).length;
  // Each result's findings asked once; the counts are of findings the policy file does not accept.
  const kinds = results.map((r) => new Set(activeKinds(r, failOn)));
  const count = (kind: FindingKind) => kinds.filter((k) => k.has(kind)).length;
  const counts = {
    total: results.length,
    ok: results.filter((r) => r.status === 'ok').length,
    eol: count('eol'),
    stale: count('stale'),
    // Files that could not be scanned and what the run's setup left unchecked are errors too.
    error: count('error') + fileErrors + coverage.length,
    denied: count('denied'),
    unsigned: count('unsigned'),
    wouldBeDenied: count('dry-run'),
    advisories: countAdvisories(results),
    ignored: results.filter((r) => (r.ignored?.kinds.length ?? 0) > 0).length,
    ending: count('ending'),
    ...gateCounts(results, kinds, failOn),
  };
  return { ...verdictLine({ counts, fileErrors, coverage }, failOn), counts };
}
