import type { ImageResult } from '../model';
import { assess, type AssessOptions, type CheckTarget, type Settled } from './assess';
import { Lookups, type ServiceClients } from './lookups';

export interface EngineOptions extends AssessOptions {
  /** Service calls at once, so requests in flight (see `Lookups.limit`). */
  concurrency: number;
}

function settle<T>(promise: Promise<T>): Promise<Settled<T>> {
  return promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
}

/**
 * Checks every target; one target's failure is its `error` result and the others go on.
 * Each target's three chains (repo -> tags, token -> history, advisories) run in parallel.
 * Every target starts at once and waits for its look-ups; the look-ups are what is bounded
 * (`concurrency` calls at once). Bounding targets instead left slots idle: a target waiting
 * for a look-up another target had started held its slot while sending nothing.
 */
export async function checkTargets(
  targets: readonly CheckTarget[],
  clients: ServiceClients | Lookups,
  options: EngineOptions,
): Promise<ImageResult[]> {
  const lookups = (clients instanceof Lookups ? clients : new Lookups(clients)).limit(options.concurrency);
  return Promise.all(
    targets.map(async (target) => {
      const [tags, history, advisories] = await Promise.all([
        settle(lookups.tags(target.org, target.image)),
        settle(lookups.history(target.org, target.image, target.tag)),
        settle(lookups.advisories(target.image)),
      ]);
      return assess(target, { tags, history, advisories }, options);
    }),
  );
}
