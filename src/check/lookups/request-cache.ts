import PQueue from 'p-queue';
import type { Limiter } from '../../platform/list';

/** Priorities of waiting calls, highest first: what others wait on goes before what nothing waits on. */
export const UNLOCKS = 2;
export const FOLLOW_UP = 1;
export const LEAF = 0;
export type Priority = typeof UNLOCKS | typeof FOLLOW_UP | typeof LEAF;

/**
 * Every look-up once, and at most `concurrency` service calls at once. Promises are cached by
 * key, so concurrent callers wait for the same request; waiting calls are served by priority,
 * then in arrival order (p-queue), so the slots stay full to the end instead of ending on a
 * chain started late.
 */
export class RequestCache {
  private readonly cache = new Map<string, Promise<unknown>>();
  private readonly queue = new PQueue({ concurrency: Number.POSITIVE_INFINITY });

  /** At most `concurrency` calls at once (unbounded until set). */
  setConcurrency(concurrency: number): void {
    this.queue.concurrency = Math.max(1, concurrency);
  }

  /** One call in one slot at `priority`. */
  run<T>(priority: Priority, call: () => Promise<T>): Promise<T> {
    return this.queue.add(call, { priority });
  }

  /** A limiter taking one slot per request at `priority` (a listing's pages each take their own). */
  limiter(priority: Priority): Limiter {
    return (call) => this.run(priority, call);
  }

  /** The promise cached under `key`, loading it on the first call. */
  once<T>(key: string, load: () => Promise<T>): Promise<T> {
    let pending = this.cache.get(key) as Promise<T> | undefined;
    if (!pending) {
      pending = load();
      // Callers handle the rejection; this keeps an unawaited shared promise from crashing the process.
      pending.catch(ignore);
      this.cache.set(key, pending);
    }
    return pending;
  }

  /** What is cached under `key`, without loading it. */
  peek<T>(key: string): Promise<T> | undefined {
    return this.cache.get(key) as Promise<T> | undefined;
  }

  has(key: string): boolean {
    return this.cache.has(key);
  }

  /** An answer learnt on the way (another request gave it): cached unless asked for already. */
  seed<T>(key: string, value: T): void {
    if (!this.cache.has(key)) this.cache.set(key, Promise.resolve(value));
  }
}

/** One function for every cached promise (a closure each would be thousands). */
const ignore = () => undefined;
