// The GitHub endpoints for review comments, over the run's client (its retries,
// rate limits, per-try limit and deadline). Creations are not retried after a failure that may
// have reached GitHub (a duplicate); a rate limit's refusal is sent again after GitHub's wait.
import type { MarkedText, Viewer } from '../host/keep-marked';
import { toMarked } from './marked';
import type { GitHub } from './session';

/** A pull request review comment, as far as the sync reads it. */
interface ReviewComment extends MarkedText<number> {
  path: string;
  /** Its line on the new side in the pull request's current diff; null once outdated. */
  line: number | null;
}

/** A new review comment: a line on the new side of the diff. */
interface NewReviewComment {
  body: string;
  path: string;
  line: number;
}

/** The review-comment endpoints of one pull request. */
export interface ReviewCommentsApi {
  /** Who the token writes as. */
  viewer(): Promise<Viewer>;
  list(): Promise<ReviewComment[]>;
  /**
   * Posts `comments` as one review (event COMMENT) at `commitId`, in one request. GitHub takes
   * the review whole or not at all: a line not in the diff refuses it (422).
   */
  review(comments: readonly NewReviewComment[], commitId: string): Promise<void>;
  update(id: number, body: string): Promise<void>;
  remove(id: number): Promise<void>;
}

interface Repo {
  owner: string;
  repo: string;
}

export function reviewCommentsOf(github: GitHub, { owner, repo }: Repo, pull_number: number): ReviewCommentsApi {
  const { octokit } = github;
  const rest = octokit.rest;
  return {
    viewer: () => github.viewer(),
    async list() {
      const all = await octokit.paginate(rest.pulls.listReviewComments, { owner, repo, pull_number, per_page: 100 });
      return all.map((c) => ({ ...toMarked(c, c.id), path: c.path, line: c.line ?? null }));
    },
    async review(comments, commitId) {
      if (comments.length === 0) return;
      await rest.pulls.createReview({
        owner,
        repo,
        pull_number,
        commit_id: commitId,
        event: 'COMMENT',
        comments: comments.map(({ body, path, line }) => ({ body, path, line, side: 'RIGHT' })),
        request: { retries: 0 },
      });
    },
    async update(comment_id, body) {
      await rest.pulls.updateReviewComment({ owner, repo, comment_id, body });
    },
    async remove(comment_id) {
      await rest.pulls.deleteReviewComment({ owner, repo, comment_id });
    },
  };
}
