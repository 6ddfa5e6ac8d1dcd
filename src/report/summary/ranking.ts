// Which results the summary reports as findings, and in what order: worst first.
import { isEndOfLife, isEndingSoon, isIgnored } from '../../findings';
import type { ImageResult } from '../../model';

/** A pin whose move to the current build fixes a critical or high vulnerability. */
export function fixesUrgent(r: ImageResult): boolean {
  return r.fixedByUpdate?.some((v) => v.severity === 'critical' || v.severity === 'high') ?? false;
}

/** A result that needs doing something about: error, end-of-life, stale, ending soon (not ignored). */
export function needsAction(r: ImageResult): boolean {
  return (
    r.status === 'error' ||
    r.status === 'denied' ||
    (isEndOfLife(r) && !isIgnored(r, 'eol')) ||
    (r.status === 'stale' && !isIgnored(r, 'stale')) ||
    isEndingSoon(r)
  );
}

export const RANK = (r: ImageResult): number =>
  r.status === 'error' || r.status === 'denied'
    ? 0
    : isEndOfLife(r)
      ? 1
      : r.status === 'stale'
        ? 2
        : isEndingSoon(r)
          ? 3
          : 4;
/** The order of "What to do", worst first: errors, end-of-life tags, pins whose update fixes critical or high, stale pins, tags ending soon. */
export const TODO_RANK = (r: ImageResult): number =>
  r.status === 'error' || r.status === 'denied'
    ? 0
    : isEndOfLife(r) && !isIgnored(r, 'eol')
      ? 1
      : fixesUrgent(r)
        ? 2
        : r.status === 'stale' && !isIgnored(r, 'stale')
          ? 3
          : 4;

/** The results that pass `keep`, ordered by `rank` and then by their place in the run. */
export function worstFirst(
  results: readonly ImageResult[],
  keep: (r: ImageResult) => boolean,
  rank: (r: ImageResult) => number,
): ImageResult[] {
  return results
    .map((r, i) => ({ r, i }))
    .filter(({ r }) => keep(r))
    .sort((a, b) => rank(a.r) - rank(b.r) || a.i - b.i)
    .map(({ r }) => r);
}
