import type { CommentsApi } from '../../src/github/pulls';
import { keepMarked } from '../../src/host/keep-marked';
import { comparable } from '../../src/review/comment';

/** One marked pull request comment kept as the review flow keeps it (review/flow.ts keepComment), over GitHub's comments. */
export async function upsertComment(api: CommentsApi, marker: string, body: string, { create = true } = {}) {
  const kept = await keepMarked(api, { marker, viewer: await api.viewer(), body, create, normalize: comparable });
  return { action: kept.action, commentId: kept.id };
}
