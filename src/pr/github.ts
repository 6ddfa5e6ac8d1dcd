import { getOctokit } from '@actions/github';
import type { CommentsApi, IssueComment } from './sticky';

/** A pull request as the GitHub API and the event payload describe it (the fields used). */
export interface PullPayload {
  number: number;
  state?: string;
  html_url?: string;
  base: { sha: string; ref?: string; repo?: { full_name?: string } | null };
  head: { sha: string; ref?: string; repo?: { full_name?: string } | null };
}

/** One file of a pull request's diff. */
export interface PullFile {
  filename: string;
  status: string;
  previous_filename?: string;
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
}

/** The HTTP status of an Octokit error, or undefined for another error. */
export function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** GitHub's base URL: `GITHUB_API_URL` (GitHub Enterprise Server sets it), else api.github.com. */
export function apiBaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  return (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, '');
}

export interface GitHubApiOptions {
  token: string;
  owner: string;
  repo: string;
  baseUrl: string;
}

/** The endpoints over `@actions/github`'s Octokit; `baseUrl` is passed so it is read at call time. */
export function gitHubApi({ token, owner, repo, baseUrl }: GitHubApiOptions): GitHubApi {
  const octokit = getOctokit(token, { baseUrl, userAgent: 'image-check' });
  const rest = octokit.rest;
  return {
    async listPullFiles(pull_number) {
      const files = await octokit.paginate(rest.pulls.listFiles, { owner, repo, pull_number, per_page: 100 });
      return files.map((f) => ({ filename: f.filename, status: f.status, previous_filename: f.previous_filename }));
    },
    async getContent(path, ref) {
      let data: unknown;
      try {
        ({ data } = await rest.repos.getContent({ owner, repo, path, ref }));
      } catch (error) {
        if (statusOf(error) === 404) return null;
        throw error;
      }
      if (Array.isArray(data) || typeof data !== 'object' || data === null) return null;
      const file = data as { type?: string; encoding?: string; content?: string };
      if (file.type !== 'file') return null;
      if (file.encoding === 'base64' && typeof file.content === 'string') return Buffer.from(file.content, 'base64').toString('utf8');
      // Files over 1 MB come without content ("encoding": "none"): ask for the raw bytes.
      const raw = await rest.repos.getContent({ owner, repo, path, ref, mediaType: { format: 'raw' } });
      return typeof raw.data === 'string' ? raw.data : String(raw.data);
    },
    async getPull(pull_number) {
      const { data } = await rest.pulls.get({ owner, repo, pull_number });
      return data as PullPayload;
    },
    async pullsForCommit(commit_sha) {
      const { data } = await rest.repos.listPullRequestsAssociatedWithCommit({ owner, repo, commit_sha, per_page: 100 });
      return (data as PullPayload[]).filter((p) => p.state === 'open' && p.head.sha === commit_sha);
    },
    comments(issue_number): CommentsApi {
      const toComment = (c: { id: number; body?: string | null }): IssueComment => ({ id: c.id, body: c.body ?? '' });
      return {
        async list() {
          const all = await octokit.paginate(rest.issues.listComments, { owner, repo, issue_number, per_page: 100 });
          return all.map(toComment);
        },
        async create(body) {
          return toComment((await rest.issues.createComment({ owner, repo, issue_number, body })).data);
        },
        async update(comment_id, body) {
          return toComment((await rest.issues.updateComment({ owner, repo, comment_id, body })).data);
        },
      };
    },
  };
}
