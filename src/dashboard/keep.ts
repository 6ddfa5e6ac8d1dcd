// The one dashboard issue per repository and scope, kept saying what the run found: keepMarked
// (host/keep-marked.ts) over the repository's issues (github/issues.ts).
import { DashboardError } from '../errors';
import { keepMarked } from '../host/keep-marked';
import { issueStore } from '../github/issues';
import { httpStatus, splitRepository, type GitHub } from '../github/session';
import { REPOSITORY_PATTERN } from '../schemas';
import { GITHUB_BODY_LIMIT } from '../report/format';
import { assertScope, dashboardMarker, dashboardTitle } from './render';

type DashboardAction = 'created' | 'edited' | 'unchanged';

interface KeepDashboardOptions {
  /** owner/name of the repository the issue is kept in. */
  repo: string;
  /** The scanned owner, or owner/repo: one issue per repository and scope. */
  scope: string;
  /** The body renderDashboard made (its first line is the scope's marker). */
  body: string;
  /** Pages of 100 issues read at most while looking for the dashboard (a bound on the work, not a limit users meet). */
  maxPages?: number;
}

export interface KeptDashboard {
  /** The issue's web address. */
  url: string;
  number: number;
  action: DashboardAction;
  /** A closed dashboard that this run's changes opened again. */
  reopened: boolean;
}

/** owner and name of an `owner/name`, or a DashboardError naming the form. */
export function splitRepo(repo: string): { owner: string; repo: string } {
  if (!REPOSITORY_PATTERN.test(repo))
    throw new DashboardError(`"${repo}" is not a repository`, 'name it as owner/name, e.g. acme/platform');
  return splitRepository(repo);
}

/** Who the token writes as; a token GitHub refuses (401) is a DashboardError. */
async function viewerOf(github: GitHub) {
  try {
    return await github.viewer();
  } catch (error) {
    if (httpStatus(error) === 401)
      throw new DashboardError('GitHub refused the token (401)', 'set a valid GitHub token');
    throw error;
  }
}

/**
 * Creates the dashboard issue, or edits the one found (the oldest open one of this scope written
 * by the token's identity, else the oldest closed one). No request when the body is the same. A
 * closed dashboard is reopened when its text changes (someone closed it; what it lists is new),
 * and left closed while its text is the same.
 */
export async function keepDashboard(github: GitHub, options: KeepDashboardOptions): Promise<KeptDashboard> {
  const where = splitRepo(options.repo);
  assertScope(options.scope);
  const marker = dashboardMarker(options.scope);
  const { body } = options;
  if (!body.startsWith(marker))
    throw new Error(`the dashboard's body does not open with the marker of ${options.scope}`);
  if (body.length > GITHUB_BODY_LIMIT)
    throw new Error(`the dashboard's body is ${body.length} characters, over GitHub's ${GITHUB_BODY_LIMIT}`);
  const viewer = await viewerOf(github);
  const title = dashboardTitle(options.scope);
  const store = issueStore(github, { ...where, title, marker, viewer, maxPages: options.maxPages ?? 100 });
  const kept = await keepMarked(store, { marker, viewer, body });
  // keepMarked creates when none is found: the issue's number is always known here.
  const number = kept.id ?? 0;
  const action = kept.action === 'updated' ? 'edited' : kept.action === 'created' ? 'created' : 'unchanged';
  return { url: store.urlOf(number), number, action, reopened: store.reopened };
}
