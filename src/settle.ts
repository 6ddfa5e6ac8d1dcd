import type { Settled } from './check/assess';

/** A promise's value or the error that prevented it, never a rejection (one failure is one result's error). */
export function settle<T>(promise: Promise<T>): Promise<Settled<T>> {
  return promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
}
