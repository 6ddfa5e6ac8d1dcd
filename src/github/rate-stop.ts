// GitHub's rate limits as the run's client decides on them: whether a wait GitHub asks for is
// waited out (whyNotWaited), and the RateLimited error a call ends with when it is not, worded
// from GitHub's headers (a 403/429 with `x-ratelimit-remaining: 0` is the primary limit; one
// with `retry-after`, or a 429, a secondary limit) or from what the throttling plugin saw.
import { RequestError } from '@octokit/request-error';
import { RateLimited } from '../errors';

/** A rate limit the client did not wait out: which one, the seconds it asked for, and why not. */
export interface DeclinedWait {
  kind: 'primary' | 'secondary';
  seconds: number;
  why: string;
}

/** What the client weighs a wait against. */
export interface WaitRules {
  now: number;
  /** When the run's deadline fires (Infinity: none known). */
  deadlineAt: number;
  /** The longest wait the client takes (its retry policy's maxRetryAfterMs). */
  maxWaitMs: number;
  /** Tries made so far, and the most the client makes. */
  tries: number;
  maxTries: number;
  /** A caller's own rule (its gate's): whether the wait ends before its deadline; replaces maxWaitMs. */
  mayWait?: (seconds: number) => boolean;
}

/** Why a rate limit asking for `seconds` is not waited out; null: it is (never a retry before the time GitHub gave). */
export function whyNotWaited(seconds: number, rules: WaitRules): string | null {
  if (rules.tries >= rules.maxTries) return `still limited after ${rules.tries} tries`;
  if (rules.now + seconds * 1000 >= rules.deadlineAt) return "past the run's timeout";
  if (rules.mayWait) return rules.mayWait(seconds) ? null : "past the run's timeout";
  return seconds * 1000 > rules.maxWaitMs ? `longer than the ${rules.maxWaitMs / 1000} s this client waits` : null;
}

/**
 * A 403/429 refusal that is a rate limit, as RateLimited (saying what GitHub asked for, why it was
 * not waited out, and that the call's request was not read or written); null for any other error.
 */
export function rateLimitedOf(error: unknown, declined: DeclinedWait | undefined, method: string): RateLimited | null {
  if (!(error instanceof RequestError) || (error.status !== 403 && error.status !== 429)) return null;
  const headers = error.response?.headers ?? {};
  const kind =
    headers['x-ratelimit-remaining'] === '0'
      ? 'primary'
      : headers['retry-after'] !== undefined || error.status === 429
        ? 'secondary'
        : declined?.kind;
  if (kind === undefined) return null;
  const seconds = headers['retry-after'] ?? declined?.seconds;
  const asked =
    kind === 'primary'
      ? primaryText(Number(headers['x-ratelimit-reset']))
      : seconds === undefined
        ? 'GitHub answered with a secondary rate limit'
        : `GitHub asked to wait ${seconds} s (a secondary rate limit)`;
  const done = method === 'GET' || method === 'HEAD' ? 'read' : 'written';
  return new RateLimited(`${asked}${declined ? `, ${declined.why}` : ''}; not ${done}`);
}

/** The scan's stop: a RateLimited call ends every later call of the scan (`stop`); any other error is itself. */
export function limitOf(error: unknown, stop: (limit: RateLimited) => void): unknown {
  if (error instanceof RateLimited) stop(error);
  return error;
}

const primaryText = (reset: number) =>
  `GitHub's rate limit for the token is spent until ${Number.isFinite(reset) && reset > 0 ? new Date(reset * 1000).toISOString() : 'its reset'}`;

/**
 * An answer saying the token's limit is spent until after the deadline, seen as it arrives: the
 * calls waiting for a slot are then not sent (the throttling plugin waits out an earlier reset).
 */
export function spentPastDeadline(status: number, headers: Headers, deadlineAt: number): RateLimited | null {
  if ((status !== 403 && status !== 429) || headers.get('x-ratelimit-remaining') !== '0') return null;
  const reset = Number(headers.get('x-ratelimit-reset'));
  if (Number.isFinite(reset) && reset > 0 && reset * 1000 < deadlineAt) return null;
  const past = Number.isFinite(deadlineAt) ? ", past the run's timeout" : '';
  return new RateLimited(`${primaryText(reset)}${past}; not read`);
}
