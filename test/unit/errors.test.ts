import { describe, expect, it } from 'vitest';
import { toResultError } from '../../src/check/judge/assess';
import { BrokenRule, HistoryLimitError, ListError, LookupError, WindowStuckError } from '../../src/errors';
import { ApiError } from '../../src/errors';

describe('named errors', () => {
  it('carry their data, and a result shows their reason with no HTTP code', () => {
    const list = new ListError('GET /registry/v2/repos/x/tags', 'LIST_COUNT_MISMATCH', 'page 2 is empty');
    const limit = new HistoryLimitError('GET /h', { records: 10, requests: 2 }, ['sha256:a'], {
      maxRecords: 10,
      maxRequests: 2,
    });
    const stuck = new WindowStuckError(
      'GET /h',
      { size: 3, first: '2026-01-01T00:00:00Z', last: '2026-01-01T00:00:00Z' },
      undefined,
    );
    expect(list).toMatchObject({
      label: 'GET /registry/v2/repos/x/tags',
      problem: 'page 2 is empty',
      kind: 'condition',
    });
    expect(limit.missing).toEqual(['sha256:a']);
    expect(stuck.page.size).toBe(3);
    for (const error of [list, limit, stuck, new BrokenRule('ORG_MISMATCH', 'set group')]) {
      expect(error).toBeInstanceOf(LookupError);
      expect(error).not.toBeInstanceOf(ApiError);
      expect(toResultError(error)).toEqual({ code: null, reason: error.reason, message: error.message });
    }
    expect(toResultError(list)).toEqual({
      code: null,
      reason: 'LIST_COUNT_MISMATCH',
      message: 'GET /registry/v2/repos/x/tags: page 2 is empty',
    });
    expect(toResultError(limit).message).toBe(
      'GET /h: read 10 builds in 2 requests without finding sha256:a; the walk stops at 10 builds or 2 requests',
    );
    expect(toResultError(stuck).message).toBe(
      'GET /h: 3 records share the time 2026-01-01T00:00:00Z; the window cannot move past them',
    );
  });

  it('keep an answer of the service an ApiError with its HTTP code', () => {
    const answer = new ApiError({ status: 404, code: 5, reason: 'NOT_FOUND', message: 'no such repo' });
    expect(toResultError(answer)).toEqual({ code: 5, reason: 'NOT_FOUND', message: 'no such repo' });
  });
});
