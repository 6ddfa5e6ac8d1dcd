// When GitHub's rate limit ends a scan: a limit the throttling plugin did not wait out (its wait
// ends past the run's deadline) stops every later call of the scan with RateLimited. Told by
// GitHub's headers, never by the message's text.
import { RequestError } from '@octokit/request-error';
import { RateLimited } from '../errors';

/** A rate-limit refusal the throttling plugin did not wait out, as RateLimited (and `stop` called); else the error itself. */
export function limitOf(error: unknown, deadlineAt: number, stop: (limit: RateLimited) => void): unknown {
  if (!(error instanceof RequestError) || (error.status !== 403 && error.status !== 429)) return error;
  const headers = error.response?.headers ?? {};
  const primary = headers['x-ratelimit-remaining'] === '0';
  // A secondary limit says how long to wait (or is a 429 without the primary's headers).
  const secondary = !primary && (headers['retry-after'] !== undefined || error.status === 429);
  if (!primary && !secondary) return error;
  const limit = secondary
    ? limited(`GitHub asked to wait ${headers['retry-after'] ?? 'a while'} s (a secondary rate limit)`, deadlineAt)
    : primaryLimit(Number(headers['x-ratelimit-reset']), deadlineAt);
  stop(limit);
  return limit;
}

function limited(until: string, deadlineAt: number): RateLimited {
  const past = Number.isFinite(deadlineAt) ? ", past the run's timeout" : '';
  return new RateLimited(`${until}${past}; not read`);
}

const primaryLimit = (reset: number, deadlineAt: number) =>
  limited(
    `GitHub's rate limit for the token is spent until ${Number.isFinite(reset) && reset > 0 ? new Date(reset * 1000).toISOString() : 'its reset'}`,
    deadlineAt,
  );

/**
 * An answer saying the token's limit is spent until after the deadline, seen as it arrives: the
 * calls waiting for a slot are then not sent (the throttling plugin waits out an earlier reset).
 */
export function spentPastDeadline(status: number, headers: Headers, deadlineAt: number): RateLimited | null {
  if ((status !== 403 && status !== 429) || headers.get('x-ratelimit-remaining') !== '0') return null;
  const reset = Number(headers.get('x-ratelimit-reset'));
  if (Number.isFinite(reset) && reset > 0 && reset * 1000 < deadlineAt) return null;
  return primaryLimit(reset, deadlineAt);
}
