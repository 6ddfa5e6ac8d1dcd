// The one dashboard issue per repository and scope, kept saying what the run found. Only these
// GitHub operations: GET /user, GET /repos/{o}/{r}/issues (paged), POST and PATCH
// /repos/{o}/{r}/issues[/{n}] (and GET /repos/{o}/{r} in the guard).
import { z } from 'zod';
import { REPOSITORY_PATTERN } from '../schemas';
import { DEFAULT_COMMENT_AUTHOR, statusOf, type GitHubOctokit } from '../pr/github';
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

/** A dashboard that could not be kept: the shells report it naming the `dashboard` setting. */
export class DashboardError extends Error {
  constructor(
    message: string,
    /** What to do, in one sentence. */
    readonly fix?: string,
  ) {
    super(message);
    this.name = 'DashboardError';
  }
}

const issueSchema = z.object({
  number: z.number().int().positive(),
  html_url: z.string(),
  state: z.string(),
  body: z.string().nullish(),
  user: z.object({ login: z.string(), type: z.string().optional() }).nullish(),
  pull_request: z.unknown().optional(),
});
type Issue = z.infer<typeof issueSchema>;

/** owner and name of an `owner/name`, or a DashboardError naming the form. */
export function splitRepo(repo: string): { owner: string; repo: string } {
  if (!REPOSITORY_PATTERN.test(repo))
    throw new DashboardError(`"${repo}" is not a repository`, 'name it as owner/name, e.g. acme/platform');
  const [owner, name] = repo.split('/');
  return { owner: owner!, repo: name! };
}

/** The token's login, or null when GitHub does not tell (an installation token: `GET /user` answers 403). */
async function viewerOf(octokit: GitHubOctokit): Promise<string | null> {
  try {
    const { data } = await octokit.rest.users.getAuthenticated();
    return z.object({ login: z.string() }).parse(data).login;
  } catch (error) {
    const status = statusOf(error);
    if (status === 401) throw new DashboardError('GitHub refused the token (401)', 'set a valid GitHub token');
    if (status !== undefined && status >= 400 && status < 500) return null;
    throw error;
  }
}

/**
 * Whether `issue` is ours: a personal token's issues are by its login; an installation token's
 * by a GitHub App's bot account (github-actions[bot], or the app's own `<slug>[bot]` for a token
 * from actions/create-github-app-token), never by a person, whatever the person wrote in it.
 */
function isOwn(issue: Issue, viewer: string | null): boolean {
  const login = issue.user?.login ?? '';
  if (viewer !== null) return login.toLowerCase() === viewer.toLowerCase();
  return login === DEFAULT_COMMENT_AUTHOR || (issue.user?.type === 'Bot' && login.endsWith('[bot]'));
}

/** The scope's own dashboard: the oldest open one, else the oldest closed one, else null (issues read oldest first). */
async function findOwn(
  octokit: GitHubOctokit,
  where: { owner: string; repo: string },
  marker: string,
  viewer: string | null,
  maxPages: number,
): Promise<Issue | null> {
  let closed: Issue | null = null;
  let pages = 0;
  // With a known login GitHub filters by author; an installation token's app is not known by name.
  const creator = viewer === null ? {} : { creator: viewer };
  const listing = octokit.paginate.iterator(octokit.rest.issues.listForRepo, {
    ...where,
    ...creator,
    state: 'all',
    sort: 'created',
    direction: 'asc',
    per_page: 100,
  });
  for await (const page of listing) {
    if (++pages > maxPages)
      throw new DashboardError(
        `${where.owner}/${where.repo} has more than ${maxPages * 100} issues to look through for the dashboard`,
        'keep the dashboard in a repository with fewer issues, or use a personal token (its issues are listed by author)',
      );
    for (const raw of page.data) {
      const issue = issueSchema.parse(raw);
      if (issue.pull_request !== undefined || !isOwn(issue, viewer)) continue;
      // The marker opens the body: a quote of the dashboard elsewhere does not start with it.
      if (!(issue.body ?? '').trimStart().startsWith(marker)) continue;
      if (issue.state === 'open') return issue;
      closed ??= issue;
    }
  }
  return closed;
}

/** A body as GitHub gives it back (line ends), for telling whether an edit would change anything. */
const comparable = (body: string) => body.replace(/\r\n/g, '\n').trimEnd();

/**
 * Creates the dashboard issue, or edits the one found (the oldest open one of this scope written
 * by the token's identity, else the oldest closed one). No request when the body is the same. A
 * closed dashboard is reopened when its text changes (someone closed it; what it lists is new),
 * and left closed while its text is the same.
 */
export async function keepDashboard(octokit: GitHubOctokit, options: KeepDashboardOptions): Promise<KeptDashboard> {
  const where = splitRepo(options.repo);
  assertScope(options.scope);
  const marker = dashboardMarker(options.scope);
  const { body } = options;
  if (!body.startsWith(marker))
    throw new Error(`the dashboard's body does not open with the marker of ${options.scope}`);
  if (body.length > GITHUB_BODY_LIMIT)
    throw new Error(`the dashboard's body is ${body.length} characters, over GitHub's ${GITHUB_BODY_LIMIT}`);
  const viewer = await viewerOf(octokit);
  const found = await findOwn(octokit, where, marker, viewer, options.maxPages ?? 100);
  if (!found) {
    // Never retried: a creation that reached GitHub would be a second dashboard.
    const { data } = await octokit.rest.issues.create({
      ...where,
      title: dashboardTitle(options.scope),
      body,
      request: { retries: 0 },
    });
    const created = issueSchema.parse(data);
    return { url: created.html_url, number: created.number, action: 'created', reopened: false };
  }
  const same = comparable(found.body ?? '') === comparable(body);
  if (same) return { url: found.html_url, number: found.number, action: 'unchanged', reopened: false };
  const reopen = found.state !== 'open';
  const { data } = await octokit.rest.issues.update({
    ...where,
    issue_number: found.number,
    body,
    ...(reopen ? { state: 'open' as const } : {}),
  });
  const edited = issueSchema.parse(data);
  return { url: edited.html_url, number: edited.number, action: 'edited', reopened: reopen };
}
