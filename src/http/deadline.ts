// The run-level deadline (the `timeout` input) as AbortSignals: the HTTP client and the GitHub
// calls stop when theirs fires, and what was unfinished becomes an error result. (No zod here:
// main imports this at every start.)

interface Deadlines {
  /** Fires when the look-ups must stop: the timeout minus the reserve kept for the PR comment. */
  lookups: AbortSignal;
  /** Fires at the timeout: the PR comment's GitHub calls stop too. */
  run: AbortSignal;
  /** Stops the timers (the run is over). */
  clear(): void;
}

/** When each deadline of startDeadlines fires (a Date.now() time), for a client asking whether a wait ends before it. */
const firesAt = new WeakMap<AbortSignal, number>();

/** The time `signal` fires, when startDeadlines made it; else never (Infinity). */
export function deadlineAtOf(signal: AbortSignal | undefined): number {
  return (signal && firesAt.get(signal)) ?? Number.POSITIVE_INFINITY;
}

/** Part of the timeout kept for the PR comment and the report after the look-ups: a fifth, at most 30 s. */
export function commentReserveMs(timeoutMs: number): number {
  return Math.min(30_000, Math.floor(timeoutMs / 5));
}

/** The deadlines of a run that may take `timeoutMs` in all (`timeout` is the input's text, for messages). */
export function startDeadlines(timeoutMs: number, timeout: string): Deadlines {
  const lookups = new AbortController();
  const run = new AbortController();
  const reason = new Error(`the run's timeout (${timeout}) was reached`);
  const start = Date.now();
  firesAt.set(lookups.signal, start + timeoutMs - commentReserveMs(timeoutMs));
  firesAt.set(run.signal, start + timeoutMs);
  const timers = [
    setTimeout(() => lookups.abort(reason), timeoutMs - commentReserveMs(timeoutMs)),
    setTimeout(() => run.abort(reason), timeoutMs),
  ];
  // Timers must not keep the process alive once the work is done.
  for (const timer of timers) timer.unref();
  return { lookups: lookups.signal, run: run.signal, clear: () => timers.forEach(clearTimeout) };
}

/** Why a deadline fired, in words. */
export function deadlineReason(signal: AbortSignal): string {
  return signal.reason instanceof Error ? signal.reason.message : "the run's timeout was reached";
}

/** Waits `ms`, or less when `signal` fires first (then resolves; the caller checks the signal). */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}
