import type { Gathered, PlacedTarget, Settled } from '../../src/check/judge/assess';
import type { HistoryRecord } from '../../src/registry/client';
import { walkOfRecords } from '../../src/registry/history-walk';

/** What the look-ups gathered, the registry's answer given as the tag's whole history. */
export type WithHistory = Omit<Gathered, 'walk'> & { history?: Settled<HistoryRecord[]> };

/** A whole history as the walk's answer for the target (what the engine's walk would find). */
export function withWalk(target: PlacedTarget, gathered: WithHistory): Gathered {
  const { history, ...rest } = gathered;
  if (!history) return rest;
  const listed = rest.tags.ok ? rest.tags.value.find((t) => t.name === target.tag) : undefined;
  return {
    ...rest,
    walk: history.ok ? { ok: true, value: walkOfRecords(history.value, target.pinnedDigest, listed?.digest) } : history,
  };
}
