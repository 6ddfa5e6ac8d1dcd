// Keeping the dashboard of a run, with plain data from both shells. An ordinary run (the
// workspace's files): the one repository checked is the scope, its locations link to the commit
// read. An organization run (a scan or a merge): the owner is the scope, its repositories the audience.
import type { FailOn, FileProblem, ImageResult, SkippedReference } from '../model';
import { DashboardError, messageOf } from '../errors';
import { httpStatus, type GitHub } from '../github/session';
import type { ReadRepository, UnreadRepository } from '../model';
import { assertDashboardMayShow, type DashboardAudience, type DashboardVisibility } from './guard';
import { keepDashboard, type KeptDashboard } from './keep';
import { renderDashboard } from './render';

export interface WorkspaceDashboardOptions {
  /** owner/name of the dashboard repository (the `dashboard` setting). */
  repo: string;
  /** owner/name of the repository whose files were checked (GITHUB_REPOSITORY). */
  repository: string;
  /** The commit the files were read at (GITHUB_SHA); '' when not known: places are then named without links. */
  commit: string;
  /** GitHub's web address, e.g. https://github.com. */
  serverUrl: string;
  report: DashboardReport;
  /** The run's GitHub (the shell's one client). */
  github: GitHub;
}

/** The workspace's places, named in the repository and at the commit read. */
function placed(results: readonly ImageResult[], repository: string, commit: string): ImageResult[] {
  return results.map((r) => ({
    ...r,
    locations: r.locations.map((l) => (l.repository ? l : { ...l, repository, ...(commit ? { commit } : {}) })),
  }));
}

/** What a run found, as the dashboard counts it. */
interface DashboardReport {
  results: readonly ImageResult[];
  skipped: readonly SkippedReference[];
  problems: readonly FileProblem[];
  coverage: readonly string[];
  /** What fails the run: the dashboard lists what fails it (findings/of.ts). */
  failOn: ReadonlySet<FailOn>;
}

/** Where and as whom a dashboard is kept: the part both kinds of run share. */
type DashboardPlace = Pick<WorkspaceDashboardOptions, 'repo' | 'serverUrl' | 'github'>;

/** The guard, then the body, then the issue: one order for every kind of run (no write before the guard). */
async function keepFor(
  place: DashboardPlace,
  run: {
    scope: string;
    audience: Omit<DashboardAudience, 'repo'>;
    report: DashboardReport;
    read: (visibility: DashboardVisibility) => ReadRepository[];
    unread: UnreadRepository[];
  },
): Promise<KeptDashboard> {
  const { repo, github } = place;
  const { report } = run;
  const visibility = await assertDashboardMayShow(github, { repo, ...run.audience });
  const body = renderDashboard({
    scope: run.scope,
    results: [...report.results],
    read: run.read(visibility),
    unread: run.unread,
    serverUrl: place.serverUrl,
    skippedCount: report.skipped.filter((s) => s.kind !== 'other-registry').length,
    problems: [...report.problems],
    coverage: [...report.coverage],
    failOn: report.failOn,
  });
  return keepDashboard(github, { repo, scope: run.scope, body });
}

/**
 * Checks that the dashboard may show this repository (a public dashboard never shows a private
 * one), renders what the run found, and creates or edits the issue. Throws DashboardError for a
 * setting that cannot work, and GitHub's errors as they come.
 */
export async function keepWorkspaceDashboard(options: WorkspaceDashboardOptions): Promise<KeptDashboard> {
  const { repository, commit, report } = options;
  if (!repository)
    throw new DashboardError(
      'the repository whose files are checked is not known',
      'set GITHUB_REPOSITORY to its owner/name (the dashboard is kept per repository and links its lines)',
    );
  return keepFor(options, {
    scope: repository,
    audience: { read: [], unread: [], workspace: repository },
    report: { ...report, results: placed(report.results, repository, commit) },
    read: ({ workspacePublic }) => [{ repository, commit, private: workspacePublic !== true }],
    unread: [],
  });
}

/** What an organization run (a scan, or the merge of its shards) found, and which repositories it read. */
interface OrganizationDashboardReport extends DashboardReport {
  kind: 'organization';
  /** The scanned owner: the dashboard's scope. */
  owner: string;
  read: readonly ReadRepository[];
  unread: readonly UnreadRepository[];
}

/**
 * Whether an organization run shows something of the repository it runs in: a reference its
 * settings name (`images`: no file), or its policy file's acceptance and reason.
 */
function showsWorkspace(results: readonly ImageResult[]): boolean {
  return results.some((r) => r.locations.length === 0 || (r.ignored?.kinds.length ?? 0) > 0);
}

/**
 * The organization's dashboard: the guard weighs every repository read or named (a public
 * dashboard never shows a private one, nor one whose visibility is not known), and the
 * repository the run runs in (`workspace`, '' when not known) when the dashboard shows something
 * of it; then the issue of the owner's scope is created or edited. Throws as keepWorkspaceDashboard does.
 */
export async function keepOrganizationDashboard(
  place: DashboardPlace,
  report: OrganizationDashboardReport,
  workspace: string,
): Promise<KeptDashboard> {
  const read = [...report.read];
  const unread = [...report.unread];
  const audience = { read, unread, ...(showsWorkspace(report.results) ? { workspace } : {}) };
  return keepFor(place, { scope: report.owner, audience, report, read: () => read, unread });
}

/**
 * Why the dashboard was not kept, in one line that leads with the fix and names the setting as
 * the shell calls it (`Input "dashboard"`, `--dashboard`). Never a token: GitHub's messages
 * name none, and the shells scrub what they print.
 */
export function dashboardFailure(error: unknown, repo: string, setting: string): string {
  if (error instanceof DashboardError)
    return `${setting}: ${error.fix ? `${capital(error.fix)}. ` : ''}${error.message}`;
  const status = httpStatus(error);
  const said = messageOf(error);
  if (status === 403 || status === 404)
    return `${setting}: Give the token issues: write on ${repo} (a workflow's \`permissions: issues: write\`, or an app token with it). GitHub answered ${status}: ${said}`;
  if (status === 410) return `${setting}: Turn on issues in ${repo}'s settings. GitHub answered 410: ${said}`;
  return `${setting}: the dashboard issue in ${repo} could not be kept: ${said}`;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Either kind of run's dashboard: an organization report's by its owner, else the workspace's read at `at`. */
export function keepRunDashboard(
  place: DashboardPlace,
  /** A run's report (report/run-report.ts): a workspace's, or an organization's with its repositories. */
  report: (DashboardReport & { kind: 'workspace' }) | OrganizationDashboardReport,
  at: { repository: string; commit: string },
): Promise<KeptDashboard> {
  return report.kind === 'organization'
    ? keepOrganizationDashboard(place, report, at.repository)
    : keepWorkspaceDashboard({ ...place, ...at, report });
}

/** What happened to the dashboard, in one line. */
export const keptLine = (kept: KeptDashboard): string =>
  `Dashboard ${kept.action}${kept.reopened ? ' and reopened' : ''}: ${kept.url}`;
