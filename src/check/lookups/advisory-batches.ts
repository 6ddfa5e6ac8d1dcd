import DataLoader from 'dataloader';
import type { Advisory } from '../../platform/schemas';
import { UNLOCKS, type RequestCache } from './request-cache';
import type { ServiceClients } from '../service-clients';

/**
 * The advisories of images, each asked once: the images asked for in the same tick (every
 * target starts at once) go out as one combined query, each of its pages in a slot of its own.
 * Every target's result waits on them, so they go before the chains: late, they hold the targets'
 * window and its slots stay empty.
 */
export class AdvisoryBatches {
  /** Cached by the request cache, not by DataLoader, like every other look-up. */
  private readonly batches = new DataLoader<string, Advisory[]>((images) => this.send(images), {
    batchScheduleFn: (send) => setImmediate(send),
    cache: false,
  });

  constructor(
    private readonly requests: RequestCache,
    private readonly clients: () => Promise<ServiceClients>,
  ) {}

  of(image: string): Promise<Advisory[]> {
    return this.requests.once(`advisories:${image}`, () => this.batches.load(image));
  }

  /** A rejection fails every image of the batch (each unchecked: never a false green); an Error item fails its image only. */
  private async send(images: readonly string[]): Promise<(Advisory[] | Error)[]> {
    const { platform } = await this.clients();
    const byName = await platform.advisoriesOf(images, this.requests.limiter(UNLOCKS));
    // An image the answer leaves out is not checked: never a false green.
    return images.map((image) => byName.get(image) ?? new Error(`the advisory query did not answer for ${image}`));
  }
}
