// The one PR comment of a workflow + job + comment-key, kept up to date by keepMarked: the
// comment that opens with the marker *and* was written by the token's identity (a login, or an
// app's `<slug>[bot]` under an installation token); anyone else's, marker or not, is never edited.
import { keepMarked, type KeepAction } from '../host/keep-marked';
import type { CommentsApi } from '../github/pulls';
import { comparable } from './comment';

export type StickyAction = KeepAction;

interface StickyResult {
  action: StickyAction;
  commentId: number | null;
}

/**
 * Makes this step's comment say `body`: created when there is none (unless `create` is false),
 * updated when the text differs, left alone when only the production time would change. With
 * several marked comments (e.g. from a race of two runs), the oldest is the one kept up to date.
 */
export async function upsertComment(
  api: CommentsApi,
  marker: string,
  body: string,
  { create = true } = {},
): Promise<StickyResult> {
  const viewer = await api.viewer();
  const kept = await keepMarked(api, { marker, viewer, body, create, normalize: comparable });
  return { action: kept.action, commentId: kept.id };
}
