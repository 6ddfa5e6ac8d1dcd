// The pull request endpoints of one repository over the run's client: the diff's files, a file
// at a commit, the pull request itself, the sticky comment's store, the review and check runs.
import { z } from 'zod';
import { MAX_FILE_BYTES } from '../refs/discover';
import type { MarkedTextStore, Viewer } from '../host/keep-marked';
import type { OctokitOptions } from './client';
import { createGitHub, httpStatus, type GitHub } from './session';
import { checkRunsOf, type CheckRunsApi } from './check-runs';
import { reviewCommentsOf, type ReviewCommentsApi } from './writes';
import { toMarked } from './marked';

/** A pull request as the GitHub API and the event payload describe it (the fields used). */
export interface PullPayload {
  number: number;
  state?: string;
  html_url?: string;
  base: { sha: string; ref?: string; repo?: { full_name?: string } | null };
  head: { sha: string; ref?: string; repo?: { full_name?: string } | null };
}

/** One file of a pull request's diff. */
interface PullFile {
  filename: string;
  status: string;
  previous_filename?: string;
  /** The file's hunks; GitHub leaves it out for binary files and very large diffs. */
  patch?: string;
}

/** The issue comments of one pull request, as a store of marked texts, and who the token writes as. */
export interface CommentsApi extends MarkedTextStore<number> {
  viewer(): Promise<Viewer>;
}

/** The GitHub REST endpoints the PR comment uses, for one repository. */
export interface GitHubApi {
  listPullFiles(number: number): Promise<PullFile[]>;
  /** A file's text at a commit, or null when it does not exist there. */
  getContent(path: string, ref: string): Promise<string | null>;
  getPull(number: number): Promise<PullPayload>;
  /** Open pull requests whose head is `sha`. */
  pullsForCommit(sha: string): Promise<PullPayload[]>;
  comments(number: number): CommentsApi;
  /** The pull request's review comments (suggested changes on its lines). */
  reviewComments(number: number): ReviewCommentsApi;
  checkRuns: CheckRunsApi;
}

interface Repo {
  owner: string;
  repo: string;
}

/** The endpoints of `owner/repo` over the run's GitHub (`github`), or over a client of their own (tests). */
export function gitHubApi(options: Repo & ({ github: GitHub } | OctokitOptions)): GitHubApi {
  const { owner, repo } = options;
  const github = 'github' in options ? options.github : createGitHub(options);
  const { octokit } = github;
  const rest = octokit.rest;
  return {
    reviewComments: (number) => reviewCommentsOf(github, { owner, repo }, number),
    checkRuns: checkRunsOf(octokit, { owner, repo }),
    async listPullFiles(pull_number) {
      const files = await octokit.paginate(rest.pulls.listFiles, { owner, repo, pull_number, per_page: 100 });
      return files.map((f) => ({
        filename: f.filename,
        status: f.status,
        previous_filename: f.previous_filename,
        patch: f.patch,
      }));
    },
    getContent: (path, ref) => contentOf(github, { owner, repo }, path, ref),
    async getPull(pull_number) {
      const { data } = await rest.pulls.get({ owner, repo, pull_number });
      return data;
    },
    async pullsForCommit(commit_sha) {
      const { data } = await rest.repos.listPullRequestsAssociatedWithCommit({
        owner,
        repo,
        commit_sha,
        per_page: 100,
      });
      return data.filter((p) => p.state === 'open' && p.head.sha === commit_sha);
    },
    comments: (issue_number) => ({
      viewer: () => github.viewer(),
      async list() {
        const all = await octokit.paginate(rest.issues.listComments, { owner, repo, issue_number, per_page: 100 });
        return all.map((c) => toMarked(c, c.id));
      },
      async create(body) {
        // Never retried: a creation that may have reached GitHub would be a duplicate comment.
        const created = await rest.issues.createComment({ owner, repo, issue_number, body, request: { retries: 0 } });
        return created.data.id;
      },
      async update(comment_id, body) {
        await rest.issues.updateComment({ owner, repo, comment_id, body });
      },
    }),
  };
}

const fileSchema = z.object({
  type: z.string(),
  encoding: z.string().optional(),
  content: z.string().optional(),
  size: z.number().optional(),
});

/** A file's text at `ref`, or null when it is not a file there; over the scan cap is an error. */
async function contentOf(github: GitHub, { owner, repo }: Repo, path: string, ref: string): Promise<string | null> {
  const rest = github.octokit.rest;
  let answer: unknown;
  try {
    ({ data: answer } = await rest.repos.getContent({ owner, repo, path, ref }));
  } catch (error) {
    if (httpStatus(error) === 404) return null;
    throw error;
  }
  // A directory is a list; a symlink or a submodule is not a file.
  const parsed = fileSchema.safeParse(answer);
  if (!parsed.success || parsed.data.type !== 'file') return null;
  const data = parsed.data;
  // The same cap as a file read from the workspace, checked before any content is fetched.
  if (data.size !== undefined && data.size > MAX_FILE_BYTES)
    throw new Error(
      `${path} at ${ref.slice(0, 12)} is ${data.size} bytes, over the ${MAX_FILE_BYTES} a scanned file may have; not read`,
    );
  if (data.encoding === 'base64' && typeof data.content === 'string')
    return Buffer.from(data.content, 'base64').toString('utf8');
  // Files over 1 MB come without content ("encoding": "none"): ask for the raw bytes.
  const raw = await rest.repos.getContent({ owner, repo, path, ref, mediaType: { format: 'raw' } });
  const text = typeof raw.data === 'string' ? raw.data : JSON.stringify(raw.data);
  if (Buffer.byteLength(text) > MAX_FILE_BYTES)
    throw new Error(
      `${path} at ${ref.slice(0, 12)} is over the ${MAX_FILE_BYTES} bytes a scanned file may have; not read`,
    );
  return text;
}
