// The verdict of a run whose dashboard was not kept (pure, without the GitHub client, so the
// shells can import it up front).
import { failedFor } from '../findings';
import type { FailOn, Verdict } from '../model';
import { verdictOf } from '../report/run-report';

/** The run's verdict with a dashboard that was not kept: failed, the failure counted as an error and said first. */
export function withDashboardFailure(
  report: Parameters<typeof verdictOf>[0] & { verdict: Verdict },
  failOn: ReadonlySet<FailOn>,
  failure: string | null,
): Verdict {
  if (failure === null) return report.verdict;
  const verdict = verdictOf(report, failOn, [failure]);
  return { ...verdict, failed: true, line: failedFor(failure, report.verdict.line) };
}
