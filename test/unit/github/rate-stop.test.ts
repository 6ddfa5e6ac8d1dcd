import { RequestError } from '@octokit/request-error';
import { describe, expect, it } from 'vitest';
import { RateLimited } from '../../../src/errors';
import { rateLimitedOf, whyNotWaited, type WaitRules } from '../../../src/github/rate-stop';

const rules = (over: Partial<WaitRules> = {}): WaitRules => ({
  now: 1_000_000,
  deadlineAt: Number.POSITIVE_INFINITY,
  maxWaitMs: 60_000,
  tries: 1,
  maxTries: 4,
  ...over,
});

describe('whyNotWaited: a wait GitHub asks for is waited out whole, or not at all', () => {
  it('waits what ends before the deadline and within the longest wait', () => {
    expect(whyNotWaited(2, rules({ deadlineAt: 1_000_000 + 2_001 }))).toBeNull();
    expect(whyNotWaited(60, rules())).toBeNull();
  });

  it('does not wait what would end at or past the deadline', () => {
    expect(whyNotWaited(2, rules({ deadlineAt: 1_000_000 + 2_000 }))).toBe("past the run's timeout");
  });

  it('does not wait longer than the client waits, nor past its tries', () => {
    expect(whyNotWaited(61, rules())).toBe('longer than the 60 s this client waits');
    expect(whyNotWaited(1, rules({ tries: 4 }))).toBe('still limited after 4 tries');
  });

  it("a gate's rule replaces the longest wait, never the run's deadline", () => {
    expect(whyNotWaited(600, rules({ mayWait: () => true }))).toBeNull();
    expect(whyNotWaited(1, rules({ mayWait: () => false }))).toBe("past the run's timeout");
    expect(whyNotWaited(10, rules({ mayWait: () => true, deadlineAt: 1_005_000 }))).toBe("past the run's timeout");
  });
});

const refusal = (status: number, headers: Record<string, string>, message = 'refused') =>
  new RequestError(message, status, {
    request: { method: 'GET', url: 'https://api.github.com/x', headers: {} },
    response: { status, url: 'https://api.github.com/x', headers, data: { message } },
  });

describe('rateLimitedOf: a 403/429 rate limit said as RateLimited, from the headers', () => {
  it('a secondary limit (retry-after, 403 or 429) says the wait and why it was not waited', () => {
    const declined = { kind: 'secondary' as const, seconds: 30, why: "past the run's timeout" };
    for (const status of [403, 429]) {
      const limit = rateLimitedOf(refusal(status, { 'retry-after': '30' }), declined, 'POST');
      expect(limit).toBeInstanceOf(RateLimited);
      expect(limit?.message).toBe(
        "GitHub asked to wait 30 s (a secondary rate limit), past the run's timeout; not written",
      );
    }
  });

  it('the primary limit says its reset; a read is "not read"', () => {
    const limit = rateLimitedOf(
      refusal(403, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '1700000000' }),
      undefined,
      'GET',
    );
    expect(limit?.message).toBe("GitHub's rate limit for the token is spent until 2023-11-14T22:13:20.000Z; not read");
  });

  it('a 429 without headers is a secondary limit; a 403 without them is the refusal it is', () => {
    expect(rateLimitedOf(refusal(429, {}), undefined, 'GET')?.message).toBe(
      'GitHub answered with a secondary rate limit; not read',
    );
    expect(rateLimitedOf(refusal(403, { 'x-ratelimit-remaining': '4999' }), undefined, 'POST')).toBeNull();
    expect(rateLimitedOf(refusal(404, { 'retry-after': '1' }), undefined, 'GET')).toBeNull();
  });

  it('a 403 the throttling plugin took for a secondary limit (by its message) is one', () => {
    const declined = { kind: 'secondary' as const, seconds: 60, why: 'longer than the 60 s this client waits' };
    expect(rateLimitedOf(refusal(403, {}, 'You have exceeded a secondary rate limit'), declined, 'GET')?.message).toBe(
      'GitHub asked to wait 60 s (a secondary rate limit), longer than the 60 s this client waits; not read',
    );
  });
});
