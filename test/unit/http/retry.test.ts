import { describe, expect, it } from 'vitest';
import { backoffDelay, DEFAULT_RETRY_POLICY, parseRetryAfter } from '../../../src/http/retry';

describe('retry policy', () => {
  it('grows exponentially under the cap, scaled by jitter', () => {
    const policy = { ...DEFAULT_RETRY_POLICY, baseDelayMs: 100, maxDelayMs: 1000 };
    expect([1, 2, 3, 4, 5].map((a) => backoffDelay(a, policy, () => 1))).toEqual([100, 200, 400, 800, 1000]);
    expect(backoffDelay(3, policy, () => 0.5)).toBe(200);
  });
  it('reads Retry-After seconds and HTTP dates', () => {
    const now = Date.parse('2026-11-22T12:00:00Z');
    expect(parseRetryAfter('3', now)).toBe(3000);
    expect(parseRetryAfter('Sun, 22 Nov 2026 12:00:05 GMT', now)).toBe(5000);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(undefined, now)).toBeUndefined();
  });
});
