// The issues of one repository as a store of marked texts (the dashboard issue), and a
// repository's visibility (the dashboard's guard). Only these GitHub operations: GET /user (the
// run's viewer), GET /repos/{o}/{r}/issues (paged, oldest first), POST and PATCH
// /repos/{o}/{r}/issues[/{n}], GET /repos/{o}/{r}.
import { z } from 'zod';
import { DashboardError } from '../errors';
import { ownMarked, type MarkedText, type MarkedTextStore, type Viewer } from '../host/keep-marked';
import { toMarked } from './marked';
import { refusedToToken, type GitHub } from './session';

const issueSchema = z.object({
  number: z.number().int().positive(),
  html_url: z.string(),
  state: z.string(),
  body: z.string().nullish(),
  user: z.object({ login: z.string(), type: z.string().optional() }).nullish(),
  pull_request: z.unknown().optional(),
});

/** One repository's issues that open with `marker`, and the web address of each one seen. */
interface IssueStore extends MarkedTextStore<number> {
  /** The web address of an issue this store listed, created or edited. */
  urlOf(number: number): string;
  /** Whether an update reopened a closed issue. */
  readonly reopened: boolean;
}

interface IssueStoreOptions {
  owner: string;
  repo: string;
  /** The title of a created issue. */
  title: string;
  marker: string;
  viewer: Viewer;
  /** Pages of 100 issues read at most (a bound on the work); past it a DashboardError. */
  maxPages: number;
}

/**
 * The store of `owner/repo`'s issues. The listing is GitHub's, oldest first, by the viewer's
 * login when known (an app installation is not known by name: then every issue), and ends at
 * the viewer's first open marked one (the one kept). A closed issue is reopened by its update.
 */
export function issueStore(github: GitHub, options: IssueStoreOptions): IssueStore {
  const { octokit } = github;
  const where = { owner: options.owner, repo: options.repo };
  const listed = new Map<number, { url: string; closed: boolean }>();
  const seen = (data: unknown) => {
    const issue = issueSchema.parse(data);
    listed.set(issue.number, { url: issue.html_url, closed: issue.state !== 'open' });
    return issue;
  };
  let reopened = false;
  return {
    get reopened() {
      return reopened;
    },
    urlOf: (number) => listed.get(number)?.url ?? '',
    async list() {
      const texts: MarkedText<number>[] = [];
      const creator = 'login' in options.viewer ? { creator: options.viewer.login } : {};
      const pages = octokit.paginate.iterator(octokit.rest.issues.listForRepo, {
        ...where,
        ...creator,
        state: 'all',
        sort: 'created',
        direction: 'asc',
        per_page: 100,
      });
      let count = 0;
      for await (const page of pages) {
        if (++count > options.maxPages) throw tooManyIssues(options);
        for (const raw of page.data) {
          const issue = seen(raw);
          if (issue.pull_request !== undefined) continue;
          texts.push({ ...toMarked(issue, issue.number), closed: issue.state !== 'open' });
        }
        // The oldest open one of ours is the one kept: the pages after it cannot change that.
        if (ownMarked(texts, options.marker, options.viewer)[0]?.closed === false) break;
      }
      return texts;
    },
    async create(body) {
      // Never retried: a creation that reached GitHub would be a second issue.
      const { data } = await octokit.rest.issues.create({
        ...where,
        title: options.title,
        body,
        request: { retries: 0 },
      });
      return seen(data).number;
    },
    async update(number, body) {
      const reopen = listed.get(number)?.closed === true;
      const state = reopen ? { state: 'open' as const } : {};
      seen((await octokit.rest.issues.update({ ...where, issue_number: number, body, ...state })).data);
      reopened ||= reopen;
    },
  };
}

const tooManyIssues = ({ owner, repo, maxPages }: IssueStoreOptions) =>
  new DashboardError(
    `${owner}/${repo} has more than ${maxPages * 100} issues to look through for the dashboard`,
    'keep the dashboard in a repository with fewer issues, or use a personal token (its issues are listed by author)',
  );

const repositorySchema = z.object({ private: z.boolean(), visibility: z.string().optional() });

/** Whether GitHub shows `owner/repo` to everyone; null when the token cannot see it. */
export async function isPublicRepository(
  github: GitHub,
  where: { owner: string; repo: string },
): Promise<boolean | null> {
  try {
    const { data } = await github.octokit.rest.repos.get(where);
    const { private: isPrivate, visibility } = repositorySchema.parse(data);
    // `internal` (an enterprise's) is not public, whatever `private` says.
    return visibility === undefined ? !isPrivate : visibility === 'public';
  } catch (error) {
    if (refusedToToken(error)) return null;
    throw error;
  }
}
