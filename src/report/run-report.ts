// What one run hands every report (the formats, the action's outputs, annotations and job summary,
// the dashboard): a workspace's run or an organization's, told apart by `kind`. An organization's
// repository that was not read is recorded once, in `unread`: problemsOf names it where a report
// lists problems, and verdictOf counts it as the error it is.
import type { CheckReport } from '../check/check-images';
import { computeVerdict } from '../check/judge/verdict';
import type { Shard } from '../config';
import {
  unreadProblemOf,
  type FailOn,
  type FileProblem,
  type ReadRepository,
  type UnreadRepository,
  type Verdict,
} from '../model';
import type { RepositoryCoverage } from './summary/input';

/** A run over the workspace's files (and the `images` input). */
export interface WorkspaceRunReport extends CheckReport {
  kind: 'workspace';
}

/** A run over an owner's repositories (a scan, one shard of it, or the merge of its shards). */
export interface OrganizationRunReport extends CheckReport {
  kind: 'organization';
  owner: string;
  shard: Shard;
  read: ReadRepository[];
  unread: UnreadRepository[];
}

export type RunReport = WorkspaceRunReport | OrganizationRunReport;

export const workspaceReport = (report: CheckReport): WorkspaceRunReport => ({ kind: 'workspace', ...report });

/** What problemsOf and verdictOf read of a report. */
type Problems =
  Pick<WorkspaceRunReport, 'kind' | 'problems'> | Pick<OrganizationRunReport, 'kind' | 'problems' | 'unread'>;

/** Every problem of the run: an organization's repositories not read first, then the files'. */
export function problemsOf(report: Problems): FileProblem[] {
  return report.kind === 'organization'
    ? [...report.unread.map(unreadProblemOf), ...report.problems]
    : [...report.problems];
}

/** The run's verdict, with what else could not be checked (`more`, e.g. a dashboard not kept). */
export function verdictOf(
  report: Problems & Pick<CheckReport, 'results' | 'coverage'>,
  failOn: ReadonlySet<FailOn>,
  more: readonly string[] = [],
): Verdict {
  return computeVerdict(report.results, failOn, problemsOf(report), [...report.coverage, ...more]);
}

/** An organization run's repositories, read and not; none for a workspace's. */
export const coverageOf = (
  report: Pick<WorkspaceRunReport, 'kind'> | Pick<OrganizationRunReport, 'kind' | 'read' | 'unread'>,
): RepositoryCoverage | undefined =>
  report.kind === 'organization' ? { read: report.read, unread: report.unread } : undefined;
