import { describe, expect, it } from 'vitest';
import { AdvisoryBatches } from '../../../../src/check/lookups/advisory-batches';
import { RequestCache } from '../../../../src/check/lookups/request-cache';
import type { ServiceClients } from '../../../../src/check/service-clients';
import type { Advisory } from '../../../../src/platform/schemas';
import { countingClients } from '../../../support/counting-clients';

const advisory = (image: string): Advisory => ({
  uid: `u-${image}`,
  advisoryId: `CGA-${image}`,
  artifactName: image,
  updateTime: '2026-01-01T00:00:00Z',
});

function batchesOver(answer: (images: readonly string[]) => Map<string, Advisory[] | Error>) {
  const { clients } = countingClients({});
  const asked: string[][] = [];
  const full: ServiceClients = {
    ...clients,
    platform: { ...clients.platform, advisoriesOf: async (images) => (asked.push([...images]), answer(images)) },
  };
  return { batches: new AdvisoryBatches(new RequestCache(), async () => full), asked };
}

describe('AdvisoryBatches', () => {
  it('sends the images asked for in the same tick as one query, each image once', async () => {
    const { batches, asked } = batchesOver((images) => new Map(images.map((i) => [i, [advisory(i)]])));
    const [a, b, again] = await Promise.all([batches.of('a'), batches.of('b'), batches.of('a')]);
    expect([a, b, again]).toEqual([[advisory('a')], [advisory('b')], [advisory('a')]]);
    expect(asked).toEqual([['a', 'b']]);
  });

  it('fails only the image the answer leaves out or fails', async () => {
    const { batches } = batchesOver(() => new Map<string, Advisory[] | Error>([['b', new Error('b failed')]]));
    const [a, b] = await Promise.allSettled([batches.of('a'), batches.of('b')]);
    expect(a).toMatchObject({ status: 'rejected', reason: { message: 'the advisory query did not answer for a' } });
    expect(b).toMatchObject({ status: 'rejected', reason: { message: 'b failed' } });
  });
});
