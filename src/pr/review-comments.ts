// Keeping a pull request's suggested changes in step with the run: one review comment per
// suggested line, found again by its marker and its author (keepMarked's rule: anyone can write
// the marker; such a comment is never touched), so that a re-run repeats none and deletes those
// whose line was fixed or left the diff. The new ones of a run go out as one review.

import { ownMarked } from '../host/keep-marked';
import { httpStatus } from '../github/session';
import type { ReviewComment, ReviewCommentsApi } from '../github/writes';
import { MAX_SUGGESTIONS, renderSuggestion, type SuggestedChange } from './suggestions';

export interface SuggestionSync {
  created: number;
  updated: number;
  unchanged: number;
  deleted: number;
  /** Suggested changes past the most one run puts on the lines: counted in the PR comment. */
  leftOut: number;
  /**
   * New comments GitHub refused because a line is not part of the diff (422, e.g. after a push
   * during the run): it refuses the whole review, so every new comment of the run is counted.
   */
  refused: number;
}

const key = (path: string, line: number | null) => `${path}\0${line ?? ''}`;

/**
 * Makes the pull request's suggestion comments (those that open with `marker`, written by the
 * token's identity) say exactly `changes`, at most `max` of them: unchanged ones are left, a
 * changed suggestion on the same line is edited, the rest are created at `headSha`, and ours
 * that no longer match a change are deleted.
 */
export async function syncSuggestions(
  api: ReviewCommentsApi,
  marker: string,
  changes: readonly SuggestedChange[],
  headSha: string,
  max = MAX_SUGGESTIONS,
): Promise<SuggestionSync> {
  const sync: SuggestionSync = { created: 0, updated: 0, unchanged: 0, deleted: 0, leftOut: 0, refused: 0 };
  const shown = changes.slice(0, max);
  sync.leftOut = changes.length - shown.length;
  const [viewer, comments] = await Promise.all([api.viewer(), api.list()]);
  const ours = ownMarked(comments, marker, viewer);
  const byLine = new Map<string, ReviewComment[]>();
  for (const c of ours) byLine.set(key(c.path, c.line), [...(byLine.get(key(c.path, c.line)) ?? []), c]);

  const toCreate: { path: string; line: number; body: string }[] = [];
  const toUpdate: { id: number; body: string }[] = [];
  for (const change of shown) {
    const body = renderSuggestion(change, marker);
    const here = byLine.get(key(change.path, change.line)) ?? [];
    const same = here.findIndex((c) => c.body.trim() === body.trim());
    const kept = here.splice(same >= 0 ? same : 0, 1)[0];
    if (!kept) toCreate.push({ path: change.path, line: change.line, body });
    else if (same >= 0) sync.unchanged++;
    else toUpdate.push({ id: kept.id, body });
  }
  // What is left of ours: its line was fixed, left the diff, or holds a second copy.
  for (const stale of [...byLine.values()].flat()) {
    await api.remove(stale.id);
    sync.deleted++;
  }
  for (const { id, body } of toUpdate) {
    await api.update(id, body);
    sync.updated++;
  }
  try {
    await api.review(toCreate, headSha);
    sync.created = toCreate.length;
  } catch (error) {
    if (httpStatus(error) !== 422) throw error;
    sync.refused = toCreate.length;
  }
  return sync;
}
