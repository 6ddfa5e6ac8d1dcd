// The one GitHub client of a run: @actions/github's Octokit with the retry and throttling
// plugins, a limit per try and the run's deadline. The shell builds it once (createGitHub in
// session.ts) and passes it down; every GitHub call of the run goes through it.
import { getOctokit } from '@actions/github';
import { retry as retryPlugin } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import Bottleneck from 'bottleneck/light.js';
import PQueue from 'p-queue';
import { GitHubCallError, NoAnswer } from '../errors';
import { deadlineAtOf, deadlineReason } from '../http/deadline';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from '../http/retry';
import { rateLimitedOf, whyNotWaited, type DeclinedWait } from './rate-stop';

/** How the GitHub client is made: the token, the API, a limit per try, retries and the deadline. */
export interface OctokitOptions {
  token: string;
  baseUrl: string;
  /** Per-try limit of each call (default 30 s, as the service calls). */
  timeoutMs?: number;
  /** Tries in all, the first wait (the retry plugin's base), the longest Retry-After waited for. */
  retry?: Partial<RetryPolicy>;
  /**
   * The run's deadline: once it fires, calls stop with an error; a rate limit whose wait would end
   * past it (known when startDeadlines made it) is not waited out.
   */
  signal?: AbortSignal;
  /**
   * Requests this client keeps in flight, each from its send to the end of its answer's body
   * (default: the throttling plugin's own limit, shared by every client). A call's
   * `request.priority` (higher first) orders the calls waiting for one.
   */
  maxConcurrent?: number;
}

/**
 * A caller's own rules over its calls on the run's client (the organization's reads: their own
 * deadline and rate-limit stop), given per call as `request: { gate }`.
 */
export class CallGate {
  constructor(
    readonly rules: {
      /** These calls' deadline, besides the client's. */
      signal?: AbortSignal;
      /** Why a try that has its slot is not sent after all (an error named AbortError, not retried); null: sent. */
      refuse?: () => Error | null;
      /** Told each answer's status and headers as it arrives, before its slot is given back. */
      onAnswer?: (status: number, headers: Headers) => void;
      /** Whether a rate limit's wait of this many seconds ends before these calls' deadline (replaces the client's longest wait). */
      mayWait?: (seconds: number) => boolean;
    },
  ) {}
}

/** The gate a call carries, if any (Octokit's request options take any key). */
const callGateOf = (request: { [option: string]: unknown } | undefined): CallGate | null =>
  request?.gate instanceof CallGate ? request.gate : null;

export type GitHubOctokit = ReturnType<typeof getOctokit>;

// The plugin's list, 409 (GitHub's definite "conflict": an empty repository's commits) and 429:
// GitHub's secondary limit, which the throttling plugin waits out for its retry-after (the retry
// plugin would send it again after its own backoff, sooner than GitHub said).
const DO_NOT_RETRY = [400, 401, 403, 404, 409, 410, 422, 429, 451];

type LimitHandler = (
  retryAfter: number,
  options: { request?: { [option: string]: unknown } },
  octokit: unknown,
  retryCount: number,
) => boolean;

/**
 * `@actions/github`'s Octokit (proxy aware), with `@octokit/plugin-retry` (5xx and no answer,
 * backoff) and `@octokit/plugin-throttling` (GitHub's rate limits, 403 and 429, and their
 * Retry-After). Ours on top: a limit per try and the run's deadline, which neither plugin has, and
 * a limit not waited out said as RateLimited.
 */
export function createOctokit({
  token,
  baseUrl,
  timeoutMs = 30_000,
  retry,
  signal,
  maxConcurrent,
}: OctokitOptions): GitHubOctokit {
  const policy = { ...DEFAULT_RETRY_POLICY, ...retry };
  const deadlineAt = deadlineAtOf(signal);
  // Each call's limit not waited out, keyed by its options (the throttling plugin hands its handlers the call's own).
  const declined = new WeakMap<object, DeclinedWait>();
  // A rate limit is waited out only when its wait ends before the deadlines, and within the client's (or the gate's) rule.
  const onLimit =
    (kind: DeclinedWait['kind']): LimitHandler =>
    (retryAfter, options, _octokit, retryCount) => {
      const gate = callGateOf(options.request)?.rules;
      const why =
        signal?.aborted || gate?.signal?.aborted
          ? "past the run's timeout"
          : whyNotWaited(retryAfter, {
              now: Date.now(),
              deadlineAt,
              maxWaitMs: policy.maxRetryAfterMs,
              tries: retryCount + 1,
              maxTries: policy.maxAttempts,
              ...(gate?.mayWait ? { mayWait: gate.mayWait } : {}),
            });
      if (why !== null) declined.set(options, { kind, seconds: retryAfter, why });
      return why === null;
    };
  const octokit = getOctokit(
    token,
    {
      baseUrl,
      userAgent: 'image-check',
      retry: { retries: policy.maxAttempts - 1, retryAfterBaseValue: policy.baseDelayMs, doNotRetry: DO_NOT_RETRY },
      throttle: {
        onRateLimit: onLimit('primary'),
        onSecondaryRateLimit: onLimit('secondary'),
        ...readsGroup(maxConcurrent),
      },
      // Octokit's default logger writes to the console; nothing here may print outside the shell's logger.
      log: { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined },
    },
    retryPlugin,
    throttling,
  );
  const slots = maxConcurrent === undefined ? null : new PQueue({ concurrency: Math.max(1, maxConcurrent) });
  wrapTries(octokit, { timeoutMs, runSignal: signal, slots, origin: new URL(baseUrl).origin, declined });
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
 * Registered after the plugins, so it wraps them: each try gets its own time limit, the run's
 * deadline ends the call (a try, or a wait between tries) with an error of its own, and a rate
 * limit the throttling plugin did not wait out ends it as RateLimited.
 */
function wrapTries(
  octokit: GitHubOctokit,
  {
    timeoutMs,
    runSignal,
    slots,
    origin,
    declined,
  }: {
    timeoutMs: number;
    runSignal?: AbortSignal;
    slots: PQueue | null;
    origin: string;
    declined: WeakMap<object, DeclinedWait>;
  },
): void {
  octokit.hook.wrap('request', async (request, options) => {
    const { signal: callSignal, refuse, onAnswer } = callGateOf(options.request)?.rules ?? {};
    const deadlines = [runSignal, callSignal].filter((s): s is AbortSignal => s !== undefined);
    const signal = deadlines.length > 1 ? AbortSignal.any(deadlines) : deadlines[0];
    const what = `GitHub API ${options.method} ${String(options.url)}`;
    const stopped = () => new GitHubCallError(`${what}: not finished, ${deadlineReason(signal!)}`);
    if (signal?.aborted) throw stopped();
    const baseFetch = (options.request?.fetch ?? globalThis.fetch) as typeof globalThis.fetch;
    const tryOnce = async (url: string, init: RequestInit) => {
      if (signal?.aborted) throw abortError(stopped().message);
      // The token goes to GitHub's API only, whatever address an answer (a Link header) names.
      if (new URL(url).origin !== origin)
        throw abortError(`${what}: not sent, ${new URL(url).origin} is not ${origin}`);
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
      if (error instanceof Error && error.cause instanceof NoAnswer) throw new GitHubCallError(error.message);
      // A rate limit not waited out: RateLimited, never a refusal of the token (its 403 is not "may not write").
      throw rateLimitedOf(error, declined.get(options), options.method) ?? error;
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
