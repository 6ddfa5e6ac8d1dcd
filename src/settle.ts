/** A look-up's value, or the error that prevented it. */
export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** A promise's value or the error that prevented it, never a rejection (one failure is one result's error). */
export function settle<T>(promise: Promise<T>): Promise<Settled<T>> {
  return promise.then(fulfilled<T>, rejected);
}

// Shared, not two new closures per call: thousands of references wait on settled look-ups at once.
const fulfilled = <T>(value: T): Settled<T> => ({ ok: true, value });
const rejected = (error: unknown): Settled<never> => ({ ok: false, error });
