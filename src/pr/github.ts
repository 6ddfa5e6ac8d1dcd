import { MAX_FILE_BYTES } from '../refs/discover';
import { getOctokit } from '@actions/github';
import { safeText } from '../auth/secrets';
import { deadlineReason, sleep } from '../http/deadline';
import { backoffDelay, DEFAULT_RETRY_POLICY, parseRetryAfter, type RetryPolicy } from '../http/retry';
import type { CommentsApi, IssueComment } from './sticky';

/**
 * Who the comments are by when the token's identity cannot be read: `GET /user` answers 403 to
 * an installation token (the workflow's GITHUB_TOKEN is one), whose comments are by this bot.
 */
export const DEFAULT_COMMENT_AUTHOR = 'github-actions[bot]';

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

export interface GitHubApiOptions {
  token: string;
  owner: string;
  repo: string;
  baseUrl: string;
  /** Per-try limit of each call (default 30 s, as the service calls). */
  timeoutMs?: number;
  retry?: Partial<RetryPolicy>;
  /** The run's deadline: once it fires, calls stop with an error. */
  signal?: AbortSignal;
}

/** A GitHub call that could not finish: no answer in time, or the run's deadline. */
export class GitHubCallError extends Error {
  constructor(message: string) {
    super(safeText(message));
    this.name = 'GitHubCallError';
  }
}

const RETRYABLE = new Set([429, 502, 503, 504]);
// A comment created twice is a duplicate; every other call here reads, or writes the same body again.
const NOT_RETRIED = new Set(['POST']);

/** The endpoints over `@actions/github`'s Octokit; `baseUrl` is passed so it is read at call time. */
export function gitHubApi({
  token,
  owner,
  repo,
  baseUrl,
  timeoutMs = 30_000,
  retry,
  signal,
}: GitHubApiOptions): GitHubApi {
  const octokit = getOctokit(token, { baseUrl, userAgent: 'image-check' });
  const policy = { ...DEFAULT_RETRY_POLICY, ...retry };
  // Every call: a timeout per try, the run's deadline, and the service calls' retry policy
  // (429/502/503/504 and no answer, honouring Retry-After). Octokit's own fetch (proxy aware) stays.
  octokit.hook.wrap('request', async (request, options) => {
    const what = `GitHub API ${options.method} ${String(options.url)}`;
    const baseFetch = (options.request?.fetch ?? globalThis.fetch) as typeof globalThis.fetch;
    for (let attempt = 1; ; attempt++) {
      if (signal?.aborted) throw new GitHubCallError(`${what}: not finished, ${deadlineReason(signal)}`);
      const perTry = AbortSignal.timeout(timeoutMs);
      const stop = signal ? AbortSignal.any([perTry, signal]) : perTry;
      let failure: unknown;
      let retryAfterMs: number | undefined;
      try {
        // The signal rides on Octokit's own fetch (proxy-aware). `options` is changed in place:
        // the hooks below this one were bound to this object and ignore a new one.
        options.request = {
          ...options.request,
          fetch: (url: string, init: RequestInit) => baseFetch(url, { ...init, signal: stop }),
        };
        return await request(options);
      } catch (error) {
        if (signal?.aborted) throw new GitHubCallError(`${what}: not finished, ${deadlineReason(signal)}`);
        const status = statusOf(error);
        const timedOut = perTry.aborted;
        failure = timedOut ? new GitHubCallError(`${what} got no answer within ${timeoutMs} ms`) : error;
        const network = !timedOut && status === 500 && (error as { response?: unknown }).response === undefined;
        const retryable =
          (timedOut || network || (status !== undefined && RETRYABLE.has(status))) &&
          !NOT_RETRIED.has(String(options.method));
        if (!retryable || attempt >= policy.maxAttempts) throw failure;
        const headers = (error as { response?: { headers?: Record<string, string | undefined> } }).response?.headers;
        retryAfterMs = parseRetryAfter(headers?.['retry-after'], Date.now());
        if (retryAfterMs !== undefined && retryAfterMs > policy.maxRetryAfterMs) throw failure;
      }
      await sleep(retryAfterMs ?? backoffDelay(attempt, policy, Math.random), signal);
    }
  });
  const rest = octokit.rest;
  let viewer: Promise<string> | undefined;
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
      const file = data as { type?: string; encoding?: string; content?: string; size?: number };
      if (file.type !== 'file') return null;
      // The same cap as a file read from the workspace, checked before any content is fetched.
      if (typeof file.size === 'number' && file.size > MAX_FILE_BYTES)
        throw new Error(
          `${path} at ${ref.slice(0, 12)} is ${file.size} bytes, over the ${MAX_FILE_BYTES} a scanned file may have; not read`,
        );
      if (file.encoding === 'base64' && typeof file.content === 'string')
        return Buffer.from(file.content, 'base64').toString('utf8');
      // Files over 1 MB come without content ("encoding": "none"): ask for the raw bytes.
      const raw = await rest.repos.getContent({ owner, repo, path, ref, mediaType: { format: 'raw' } });
      const text = typeof raw.data === 'string' ? raw.data : String(raw.data);
      if (Buffer.byteLength(text) > MAX_FILE_BYTES)
        throw new Error(
          `${path} at ${ref.slice(0, 12)} is over the ${MAX_FILE_BYTES} bytes a scanned file may have; not read`,
        );
      return text;
    },
    async getPull(pull_number) {
      const { data } = await rest.pulls.get({ owner, repo, pull_number });
      return data as PullPayload;
    },
    async pullsForCommit(commit_sha) {
      const { data } = await rest.repos.listPullRequestsAssociatedWithCommit({
        owner,
        repo,
        commit_sha,
        per_page: 100,
      });
      return (data as PullPayload[]).filter((p) => p.state === 'open' && p.head.sha === commit_sha);
    },
    comments(issue_number): CommentsApi {
      const toComment = (c: { id: number; body?: string | null; user?: { login?: string } | null }): IssueComment => ({
        id: c.id,
        body: c.body ?? '',
        author: c.user?.login ?? '',
      });
      return {
        viewer() {
          viewer ??= rest.users.getAuthenticated().then(
            ({ data }) => data.login,
            (error: unknown) => {
              // 403: an installation token (GITHUB_TOKEN or an app's) may not read /user.
              const status = statusOf(error);
              if (status !== undefined && status >= 400 && status < 500) return DEFAULT_COMMENT_AUTHOR;
              throw error;
            },
          );
          return viewer;
        },
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
