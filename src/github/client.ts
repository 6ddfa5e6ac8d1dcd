import { MAX_FILE_BYTES } from '../refs/discover';
import { getOctokit } from '@actions/github';
import { retry as retryPlugin } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import Bottleneck from 'bottleneck/light.js';
import PQueue from 'p-queue';
import { safeText } from '../secrets';
import { deadlineReason } from '../http/deadline';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from '../http/retry';
import type { CommentsApi, IssueComment } from './sticky';
import { checkRunsOf, reviewCommentsOf, type CheckRunsApi, type ReviewCommentsApi } from './github-writes';

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
interface PullFile {
  filename: string;
  status: string;
  previous_filename?: string;
  /** The file's hunks; GitHub leaves it out for binary files and very large diffs. */
  patch?: string;
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

/** The HTTP status of an Octokit error, or undefined for another error. */
export function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

interface GitHubApiOptions {
  token: string;
  owner: string;
  repo: string;
  baseUrl: string;
  /** Per-try limit of each call (default 30 s, as the service calls). */
  timeoutMs?: number;
  /** Tries in all, the first wait (the retry plugin's base), the longest Retry-After waited for. */
  retry?: Partial<RetryPolicy>;
  /** The run's deadline: once it fires, calls stop with an error. */
  signal?: AbortSignal;
}

/** A GitHub call that could not finish: no answer in time, or the run's deadline. */
class GitHubCallError extends Error {
  constructor(message: string) {
    super(safeText(message));
    this.name = 'GitHubCallError';
  }
}

/** A try that got no answer within its per-try limit: retried by the retry plugin (as a network failure). */
class NoAnswer extends Error {}

/** How the GitHub client is made: the token, the API, a limit per try, retries and the deadline. */
export interface OctokitOptions {
  token: string;
  baseUrl: string;
  /** Per-try limit of each call (default 30 s, as the service calls). */
  timeoutMs?: number;
  /** Tries in all, the first wait (the retry plugin's base), the longest Retry-After waited for. */
  retry?: Partial<RetryPolicy>;
  /** The run's deadline: once it fires, calls stop with an error. */
  signal?: AbortSignal;
  /** Whether a rate limit asking for this many seconds is waited out (default: up to the policy's longest Retry-After). */
  mayWait?: (seconds: number) => boolean;
  /**
   * Requests this client keeps in flight, each from its send to the end of its answer's body
   * (default: the throttling plugin's own limit, shared by every client). A call's
   * `request.priority` (higher first) orders the calls waiting for one.
   */
  maxConcurrent?: number;
  /** Why a try that has its slot is not sent after all (an error named AbortError, not retried); null: sent. */
  refuse?: () => Error | null;
  /** Told each answer's status and headers as it arrives, before its slot is given back. */
  onAnswer?: (status: number, headers: Headers) => void;
}

export type GitHubOctokit = ReturnType<typeof getOctokit>;

/**
 * `@actions/github`'s Octokit (proxy aware), with `@octokit/plugin-retry` (5xx and no answer,
 * backoff) and `@octokit/plugin-throttling` (GitHub's rate limits and their Retry-After). Ours on
 * top: a limit per try and the run's deadline, which neither plugin has.
 */
export function createOctokit({
  token,
  baseUrl,
  timeoutMs = 30_000,
  retry,
  signal,
  mayWait,
  maxConcurrent,
  refuse,
  onAnswer,
}: OctokitOptions): GitHubOctokit {
  const policy = { ...DEFAULT_RETRY_POLICY, ...retry };
  const accepted = mayWait ?? ((seconds: number) => seconds * 1000 <= policy.maxRetryAfterMs);
  // A rate limit is waited out only when GitHub asks for a wait we accept, and not past the deadline.
  const onLimit = (retryAfter: number, _options: unknown, _octokit: unknown, retryCount: number) =>
    !signal?.aborted && retryCount < policy.maxAttempts - 1 && accepted(retryAfter);
  const octokit = getOctokit(
    token,
    {
      baseUrl,
      userAgent: 'image-check',
      retry: { retries: policy.maxAttempts - 1, retryAfterBaseValue: policy.baseDelayMs },
      throttle: { onRateLimit: onLimit, onSecondaryRateLimit: onLimit, ...readsGroup(maxConcurrent) },
      // Octokit's default logger writes to the console; nothing here may print outside the shell's logger.
      log: { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined },
    },
    retryPlugin,
    throttling,
  );
  const slots = maxConcurrent === undefined ? null : new PQueue({ concurrency: Math.max(1, maxConcurrent) });
  wrapTries(octokit, { timeoutMs, signal, slots, refuse, onAnswer });
  return octokit;
}

/**
 * With a limit of its own, the client's reads are not limited by the throttling plugin's group
 * (shared by every client of the process, ten at once) but by `slots` around each try: a
 * Bottleneck slot is handed on through several timer turns, which left a fifth of the slots
 * empty. Writes, searches and the plugin's rate-limit waits keep the plugin's own groups.
 */
function readsGroup(maxConcurrent: number | undefined): { global?: Bottleneck.Group } {
  if (maxConcurrent === undefined) return {};
  return { global: new Bottleneck.Group({ id: 'image-check-reads', maxConcurrent: null }) };
}

/**
 * Registered after the plugins, so it wraps them: each try gets its own time limit, and the run's
 * deadline ends the call (a try, or a wait between tries) with an error of its own.
 */
function wrapTries(
  octokit: GitHubOctokit,
  {
    timeoutMs,
    signal,
    slots,
    refuse,
    onAnswer,
  }: Pick<OctokitOptions, 'signal' | 'refuse' | 'onAnswer'> & { timeoutMs: number; slots: PQueue | null },
): void {
  octokit.hook.wrap('request', async (request, options) => {
    const what = `GitHub API ${options.method} ${String(options.url)}`;
    const stopped = () => new GitHubCallError(`${what}: not finished, ${deadlineReason(signal!)}`);
    if (signal?.aborted) throw stopped();
    const baseFetch = (options.request?.fetch ?? globalThis.fetch) as typeof globalThis.fetch;
    const tryOnce = async (url: string, init: RequestInit) => {
      if (signal?.aborted) throw abortError(stopped().message);
      const refused = refuse?.();
      if (refused) throw abortError(refused.message);
      const perTry = AbortSignal.timeout(timeoutMs);
      try {
        const response = await baseFetch(url, { ...init, signal: signal ? AbortSignal.any([perTry, signal]) : perTry });
        onAnswer?.(response.status, response.headers);
        // In a slot, the answer is read whole before the slot is given back.
        return slots ? await readWhole(response) : response;
      } catch (error) {
        // Aborted by the deadline: not retried (Octokit passes an AbortError through as is).
        if (signal?.aborted) throw abortError(stopped().message);
        // No answer in time: a plain error, which Octokit makes a status-500 failure the retry plugin retries.
        if (perTry.aborted) throw new NoAnswer(`${what} got no answer within ${timeoutMs} ms`);
        throw error;
      }
    };
    const priority = Number(options.request?.priority ?? 0);
    // Changed in place: the hooks below this one were bound to this object and ignore a new one.
    options.request = {
      ...options.request,
      fetch: (url: string, init: RequestInit) =>
        slots ? slots.add(() => tryOnce(url, init), { priority }) : tryOnce(url, init),
    };
    const call = Promise.resolve(request(options));
    // Past the deadline nobody awaits the call: its late failure must not be an unhandled rejection.
    call.catch(() => undefined);
    const deadline = signal ? untilAborted(signal, stopped) : null;
    try {
      return await (deadline ? Promise.race([call, deadline.promise]) : call);
    } catch (error) {
      if (signal?.aborted) throw stopped();
      if ((error as { cause?: unknown }).cause instanceof NoAnswer) throw new GitHubCallError((error as Error).message);
      throw error;
    } finally {
      deadline?.dispose();
    }
  });
}

/** A response whose body is read: the same status, headers, address and bytes. */
async function readWhole(response: Response): Promise<Response> {
  const empty = response.body === null || [204, 205, 304].includes(response.status);
  const whole = new Response(empty ? null : await response.arrayBuffer(), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
  Object.defineProperty(whole, 'url', { value: response.url });
  return whole;
}

/** The PR comment's endpoints over createOctokit's client. */
export function gitHubApi({ token, owner, repo, baseUrl, timeoutMs, retry, signal }: GitHubApiOptions): GitHubApi {
  const octokit = createOctokit({ token, baseUrl, timeoutMs, retry, signal });
  const rest = octokit.rest;
  let viewer: Promise<string> | undefined;
  const viewerLogin = () => {
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
  };
  return {
    reviewComments: (number) => reviewCommentsOf(octokit, { owner, repo }, number, viewerLogin),
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
    getContent: (path, ref) => contentOf(octokit, { owner, repo }, path, ref),
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
      return (data as PullPayload[]).filter((p) => p.state === 'open' && p.head.sha === commit_sha);
    },
    comments(issue_number): CommentsApi {
      const toComment = (c: { id: number; body?: string | null; user?: { login?: string } | null }): IssueComment => ({
        id: c.id,
        body: c.body ?? '',
        author: c.user?.login ?? '',
      });
      return {
        viewer: viewerLogin,
        async list() {
          const all = await octokit.paginate(rest.issues.listComments, { owner, repo, issue_number, per_page: 100 });
          return all.map(toComment);
        },
        async create(body) {
          // Never retried: a creation that may have reached GitHub would be a duplicate comment.
          const created = await rest.issues.createComment({ owner, repo, issue_number, body, request: { retries: 0 } });
          return toComment(created.data);
        },
        async update(comment_id, body) {
          return toComment((await rest.issues.updateComment({ owner, repo, comment_id, body })).data);
        },
      };
    },
  };
}

/** A file's text at `ref`, or null when it is not a file there; over the scan cap is an error. */
async function contentOf(
  octokit: GitHubOctokit,
  { owner, repo }: { owner: string; repo: string },
  path: string,
  ref: string,
): Promise<string | null> {
  const rest = octokit.rest;
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
  const text = typeof raw.data === 'string' ? raw.data : JSON.stringify(raw.data);
  if (Buffer.byteLength(text) > MAX_FILE_BYTES)
    throw new Error(
      `${path} at ${ref.slice(0, 12)} is over the ${MAX_FILE_BYTES} bytes a scanned file may have; not read`,
    );
  return text;
}

/** An error Octokit passes through untouched (it retries nothing named AbortError). */
function abortError(message: string): Error {
  return Object.assign(new Error(message), { name: 'AbortError' });
}

/** A promise that rejects when `signal` fires (a retry plugin's wait cannot be cut short otherwise). */
function untilAborted(signal: AbortSignal, error: () => Error): { promise: Promise<never>; dispose(): void } {
  let onAbort = () => undefined as void;
  const promise = new Promise<never>((_, reject) => {
    onAbort = () => reject(error());
    signal.addEventListener('abort', onAbort, { once: true });
  });
  return { promise, dispose: () => signal.removeEventListener('abort', onAbort) };
}
