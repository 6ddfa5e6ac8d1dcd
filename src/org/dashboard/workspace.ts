// The dashboard of an ordinary run (the workspace's files): the one repository checked is the
// scope, its locations link to the commit the run read. Both shells call this with plain data.
import type { FileProblem, ImageResult, SkippedReference } from '../../model';
import { messageOf } from '../../errors';
import { createOctokit, statusOf, type GitHubOctokit } from '../../pr/github';
import { assertDashboardMayShow } from './guard';
import { DashboardError, keepDashboard, type KeptDashboard } from './keep';
import { renderDashboard } from './render';

export interface WorkspaceDashboardOptions {
  /** owner/name of the dashboard repository (the `dashboard` setting). */
  repo: string;
  /** owner/name of the repository whose files were checked (GITHUB_REPOSITORY). */
  repository: string;
  /** The commit the files were read at (GITHUB_SHA); '' when not known: places are then named without links. */
  commit: string;
  token: string;
  /** GitHub's REST API, e.g. https://api.github.com. */
  apiUrl: string;
  /** GitHub's web address, e.g. https://github.com. */
  serverUrl: string;
  report: {
    results: readonly ImageResult[];
    skipped: readonly SkippedReference[];
    problems: readonly FileProblem[];
    coverage: readonly string[];
  };
  /** The run's deadline: GitHub calls stop when it fires. */
  signal?: AbortSignal;
  /** The GitHub client; default one over `token` at `apiUrl`. */
  octokit?: GitHubOctokit;
}

/** The workspace's places, named in the repository and at the commit read. */
function placed(results: readonly ImageResult[], repository: string, commit: string): ImageResult[] {
  return results.map((r) => ({
    ...r,
    locations: r.locations.map((l) => (l.repository ? l : { ...l, repository, ...(commit ? { commit } : {}) })),
  }));
}

/**
 * Checks that the dashboard may show this repository (a public dashboard never shows a private
 * one), renders what the run found, and creates or edits the issue. Throws DashboardError for a
 * setting that cannot work, and GitHub's errors as they come.
 */
export async function keepWorkspaceDashboard(options: WorkspaceDashboardOptions): Promise<KeptDashboard> {
  const { repo, repository, commit, report } = options;
  if (!repository)
    throw new DashboardError(
      'the repository whose files are checked is not known',
      'set GITHUB_REPOSITORY to its owner/name (the dashboard is kept per repository and links its lines)',
    );
  const octokit =
    options.octokit ?? createOctokit({ token: options.token, baseUrl: options.apiUrl, signal: options.signal });
  const { workspacePublic } = await assertDashboardMayShow(octokit, {
    repo,
    read: [],
    unread: [],
    workspace: repository,
  });
  const body = renderDashboard({
    scope: repository,
    results: placed(report.results, repository, commit),
    read: [{ repository, commit, private: workspacePublic !== true }],
    unread: [],
    serverUrl: options.serverUrl,
    skippedCount: report.skipped.filter((s) => s.kind !== 'other-registry').length,
    problems: [...report.problems],
    coverage: [...report.coverage],
  });
  return keepDashboard(octokit, { repo, scope: repository, body });
}

/**
 * Why the dashboard was not kept, in one line that leads with the fix and names the setting as
 * the shell calls it (`Input "dashboard"`, `--dashboard`). Never a token: GitHub's messages
 * name none, and the shells scrub what they print.
 */
export function dashboardFailure(error: unknown, repo: string, setting: string): string {
  if (error instanceof DashboardError)
    return `${setting}: ${error.fix ? `${capital(error.fix)}. ` : ''}${error.message}`;
  const status = statusOf(error);
  const said = messageOf(error);
  if (status === 403 || status === 404)
    return `${setting}: Give the token issues: write on ${repo} (a workflow's \`permissions: issues: write\`, or an app token with it). GitHub answered ${status}: ${said}`;
  if (status === 410) return `${setting}: Turn on issues in ${repo}'s settings. GitHub answered 410: ${said}`;
  return `${setting}: the dashboard issue in ${repo} could not be kept: ${said}`;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
