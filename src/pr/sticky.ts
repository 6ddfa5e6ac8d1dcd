import { comparable } from './comment';

export interface IssueComment {
  id: number;
  body: string;
  /** Login of the comment's author. */
  author: string;
}

/** The issue-comment endpoints of one pull request. */
export interface CommentsApi {
  /** Login of the identity the comments are written as (the `github-token`'s). */
  viewer(): Promise<string>;
  list(): Promise<IssueComment[]>;
  create(body: string): Promise<IssueComment>;
  update(id: number, body: string): Promise<IssueComment>;
}

export type StickyAction = 'created' | 'updated' | 'unchanged' | 'none';

interface StickyResult {
  action: StickyAction;
  commentId: number | null;
}

/**
 * Finds this step's comment, the one that opens with the marker *and* was written by the
 * token's identity (anyone can post a comment that starts with the marker; that one is never
 * edited), and makes it say `body`: created when there is none
 * (unless `create` is false), updated when the text differs, left alone when only the
 * production time would change. With several marked comments (e.g. from a race of two runs),
 * the oldest is the one kept up to date.
 */
export async function upsertComment(
  api: CommentsApi,
  marker: string,
  body: string,
  { create = true } = {},
): Promise<StickyResult> {
  // The marker opens the body; a reply quoting the comment does not start with it.
  const [author, comments] = await Promise.all([api.viewer(), api.list()]);
  const existing = comments
    .filter(
      (c) =>
        typeof c.body === 'string' &&
        c.body.trimStart().startsWith(marker) &&
        c.author.toLowerCase() === author.toLowerCase(),
    )
    .sort((a, b) => a.id - b.id)[0];
  if (!existing) {
    if (!create) return { action: 'none', commentId: null };
    const created = await api.create(body);
    return { action: 'created', commentId: created.id };
  }
  if (comparable(existing.body) === comparable(body)) return { action: 'unchanged', commentId: existing.id };
  await api.update(existing.id, body);
  return { action: 'updated', commentId: existing.id };
}
