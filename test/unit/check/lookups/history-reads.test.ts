import { describe, expect, it } from 'vitest';
import { CredentialTally } from '../../../../src/check/lookups/credential-tally';
import { HistoryReads } from '../../../../src/check/lookups/history-reads';
import { RequestCache } from '../../../../src/check/lookups/request-cache';
import { ApiError } from '../../../../src/errors';
import { countingClients, digest } from '../../../support/counting-clients';

const builds = [1, 2, 3].map((n) => ({ updateTimestamp: `2026-01-0${n}T00:00:00Z`, digest: digest(n) }));

function readsOver() {
  const { clients, calls } = countingClients({}, { 'acme/app:1': builds });
  const tally = new CredentialTally();
  return { reads: new HistoryReads(new RequestCache(), async () => clients, tally), calls, tally, clients };
}

describe('HistoryReads', () => {
  it('places the announced pins of a tag with one walk and one token', async () => {
    const { reads, calls, tally } = readsOver();
    reads.expectPins('acme', 'app', '1', digest(1));
    reads.expectPins('acme', 'app', '1', digest(2));
    const [old, mid] = await Promise.all([
      reads.walk('acme', 'app', '1', digest(1)),
      reads.walk('acme', 'app', '1', digest(2)),
    ]);
    expect([old.kind, mid.kind]).toEqual(['placed', 'placed']);
    expect(calls).toEqual({ token: 1, walkPins: 1 });
    expect(tally.accepted).toBe(2);
  });

  it('walks a lone pin, or one announced after the walk started, on its own', async () => {
    const { reads, calls } = readsOver();
    reads.expectPins('acme', 'app', '1', digest(1));
    await reads.walk('acme', 'app', '1', digest(1));
    await reads.walk('acme', 'app', '1', digest(1));
    expect(calls).toEqual({ token: 1, walk: 1 });
  });

  it("counts the registry's refusal of a batched walk against the credential", async () => {
    const { reads, clients, tally } = readsOver();
    const refusal = new ApiError({ status: 401, code: 401, reason: 'UNAUTHENTICATED', message: 'no' });
    clients.registry.walkPins = () => Promise.reject(refusal);
    reads.expectPins('acme', 'app', '1', digest(1));
    reads.expectPins('acme', 'app', '1', digest(2));
    await expect(reads.walk('acme', 'app', '1', digest(1))).rejects.toBe(refusal);
    expect(tally.refused).toEqual([refusal]);
  });

  it('reads a whole history once', async () => {
    const { reads, calls, tally } = readsOver();
    const [a] = await Promise.all([reads.history('acme', 'app', '1'), reads.history('acme', 'app', '1')]);
    expect(a).toEqual(builds);
    expect(calls).toEqual({ token: 1, history: 1 });
    expect(tally.accepted).toBe(1);
  });
});
