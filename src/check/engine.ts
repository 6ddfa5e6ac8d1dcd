import type { ImageResult } from '../model';
import { assess, type AssessOptions, type CheckTarget, type Settled } from './assess';
import { mapLimit } from './limit';
import { Lookups, type ServiceClients } from './lookups';

export interface EngineOptions extends AssessOptions {
  /** Distinct references checked at once. */
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
 */
export async function checkTargets(
  targets: readonly CheckTarget[],
  clients: ServiceClients | Lookups,
  options: EngineOptions,
): Promise<ImageResult[]> {
  const lookups = clients instanceof Lookups ? clients : new Lookups(clients);
  return mapLimit(targets, options.concurrency, async (target) => {
    const [tags, history, advisories] = await Promise.all([
      settle(lookups.tags(target.org, target.image)),
      settle(lookups.history(target.org, target.image, target.tag)),
      settle(lookups.advisories(target.image)),
    ]);
    return assess(target, { tags, history, advisories }, options);
  });
}
