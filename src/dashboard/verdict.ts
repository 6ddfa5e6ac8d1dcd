// The verdict of a run whose dashboard was not kept (pure, without the GitHub client, so the
// shells can import it up front).
import { computeVerdict } from '../check/verdict';
import { failedFor } from '../findings';
import type { FailOn, FileProblem, ImageResult, Verdict } from '../model';

/** The run's verdict with a dashboard that was not kept: failed, the failure counted as an error and said first. */
export function withDashboardFailure(
  report: {
    results: readonly ImageResult[];
    problems: readonly FileProblem[];
    coverage: readonly string[];
    verdict: Verdict;
  },
  failOn: ReadonlySet<FailOn>,
  failure: string | null,
): Verdict {
  if (failure === null) return report.verdict;
  const verdict = computeVerdict(report.results, failOn, report.problems, [...report.coverage, failure]);
  return { ...verdict, failed: true, line: failedFor(failure, report.verdict.line) };
}
