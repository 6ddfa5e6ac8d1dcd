import { describe, expect, it } from 'vitest';
import { CredentialTally } from '../../../../src/check/lookups/credential-tally';
import { ApiError } from '../../../../src/errors';

const answered = (status: number) =>
  new ApiError({
    status,
    code: status,
    reason: 'R',
    message: `HTTP ${status}`,
    request: 'GET /v2/x/_chainguard/history/t',
  });

describe('CredentialTally', () => {
  it('counts each answered read as accepted and passes its value on', async () => {
    const tally = new CredentialTally();
    expect(await tally.counted(Promise.resolve('a'))).toBe('a');
    await tally.counted(Promise.resolve('b'));
    expect(tally.accepted).toBe(2);
    expect(tally.refused).toEqual([]);
  });

  it('counts 401 and 403 as refusals, and nothing else', async () => {
    const tally = new CredentialTally();
    for (const error of [answered(401), answered(403), answered(404), answered(503), new Error('socket')])
      await expect(tally.counted(Promise.reject(error))).rejects.toBe(error);
    expect(tally.refused.map((e) => e.status)).toEqual([401, 403]);
    expect(tally.accepted).toBe(0);
  });
});
