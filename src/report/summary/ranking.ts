// Which results the summary reports as findings, and in what order: worst first
// (findings/kinds.ts WORST_FIRST, by a result's worst finding the policy file does not accept).
import { activeKinds, fixesUrgent, rankOf, type FindingKind } from '../../findings';
import type { FailOn, ImageResult } from '../../model';

/** What the summary's findings table lists: every finding but advisories (their own section) and dry-run denials (the policy plan's). */
export type ActionKind = Exclude<FindingKind, 'advisory' | 'dry-run'>;
const isAction = (k: FindingKind): k is ActionKind => k !== 'advisory' && k !== 'dry-run';

/** The kinds of a result the summary asks action for, worst first (not those the policy file accepts). */
export function actionKinds(r: ImageResult, failOn: ReadonlySet<FailOn>): ActionKind[] {
  return activeKinds(r, failOn).filter(isAction);
}

/** A result that needs doing something about: error, refused, end-of-life, over the severity gate, stale, ending soon. */
export function needsAction(r: ImageResult, failOn: ReadonlySet<FailOn>): boolean {
  return actionKinds(r, failOn).length > 0;
}

/** A result's place in the findings table: its worst finding's. */
export const rank =
  (failOn: ReadonlySet<FailOn>) =>
  (r: ImageResult): number => {
    const worst = actionKinds(r, failOn)[0];
    return worst === undefined ? Infinity : rankOf(worst);
  };

/** The order of "What to do": as the table, but a pin whose update fixes a critical or high just before the stale ones. */
export const todoRank =
  (failOn: ReadonlySet<FailOn>) =>
  (r: ImageResult): number => {
    const worst = actionKinds(r, failOn)[0];
    const urgent = rankOf('stale') - 0.5;
    if (worst !== undefined && rankOf(worst) < urgent) return rankOf(worst);
    return fixesUrgent(r) ? urgent : worst === undefined ? Infinity : rankOf(worst);
  };

/** The results that pass `keep`, ordered by `rank` and then by their place in the run. */
export function worstFirst(
  results: readonly ImageResult[],
  keep: (r: ImageResult) => boolean,
  rankOfResult: (r: ImageResult) => number,
): ImageResult[] {
  return results
    .map((r, i) => ({ r, i }))
    .filter(({ r }) => keep(r))
    .sort((a, b) => rankOfResult(a.r) - rankOfResult(b.r) || a.i - b.i)
    .map(({ r }) => r);
}
