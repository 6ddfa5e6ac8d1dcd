// The GitHub endpoints for review comments and check runs, over the Octokit of github.ts (its
// retries, rate limits, per-try limit and deadline). Creations are never retried: one that may
// have reached GitHub would be a duplicate.

import type { getOctokit } from '@actions/github';

type Octokit = ReturnType<typeof getOctokit>;

/** A pull request review comment, as far as the sync reads it. */
export interface ReviewComment {
  id: number;
  body: string;
  author: string;
  path: string;
  /** Its line on the new side in the pull request's current diff; null once outdated. */
  line: number | null;
}

/** The review-comment endpoints of one pull request. */
export interface ReviewCommentsApi {
  /** Login of the identity comments are written as (the token's). */
  viewer(): Promise<string>;
  list(): Promise<ReviewComment[]>;
  create(comment: { body: string; path: string; line: number; commitId: string }): Promise<ReviewComment>;
  update(id: number, body: string): Promise<void>;
  remove(id: number): Promise<void>;
}

/** One annotation as the Checks API takes it. */
export interface CheckAnnotation {
  path: string;
  start_line: number;
  end_line: number;
  annotation_level: 'failure' | 'warning' | 'notice';
  title: string;
  message: string;
}

interface CheckRunOutput {
  title: string;
  summary: string;
  annotations: CheckAnnotation[];
}

/** The check-run endpoints of one repository. */
export interface CheckRunsApi {
  create(run: {
    name: string;
    headSha: string;
    conclusion: 'success' | 'failure' | 'neutral';
    output: CheckRunOutput;
  }): Promise<{ id: number; url: string | null }>;
  /** Adds `output.annotations` to the run (the Checks API appends them). */
  update(id: number, output: CheckRunOutput): Promise<void>;
}

interface Repo {
  owner: string;
  repo: string;
}

export function reviewCommentsOf(
  octokit: Octokit,
  { owner, repo }: Repo,
  pull_number: number,
  viewer: () => Promise<string>,
): ReviewCommentsApi {
  const rest = octokit.rest;
  const toComment = (c: {
    id: number;
    body?: string | null;
    user?: { login?: string } | null;
    path: string;
    line?: number | null;
  }): ReviewComment => ({
    id: c.id,
    body: c.body ?? '',
    author: c.user?.login ?? '',
    path: c.path,
    line: c.line ?? null,
  });
  return {
    viewer,
    async list() {
      const all = await octokit.paginate(rest.pulls.listReviewComments, { owner, repo, pull_number, per_page: 100 });
      return all.map(toComment);
    },
    async create({ body, path, line, commitId }) {
      const { data } = await rest.pulls.createReviewComment({
        owner,
        repo,
        pull_number,
        body,
        path,
        line,
        side: 'RIGHT',
        commit_id: commitId,
        request: { retries: 0 },
      });
      return toComment(data);
    },
    async update(comment_id, body) {
      await rest.pulls.updateReviewComment({ owner, repo, comment_id, body });
    },
    async remove(comment_id) {
      await rest.pulls.deleteReviewComment({ owner, repo, comment_id });
    },
  };
}

export function checkRunsOf(octokit: Octokit, { owner, repo }: Repo): CheckRunsApi {
  const rest = octokit.rest;
  return {
    async create({ name, headSha, conclusion, output }) {
      const { data } = await rest.checks.create({
        owner,
        repo,
        name,
        head_sha: headSha,
        status: 'completed',
        conclusion,
        output,
        request: { retries: 0 },
      });
      return { id: data.id, url: data.html_url ?? null };
    },
    async update(check_run_id, output) {
      await rest.checks.update({ owner, repo, check_run_id, output });
    },
  };
}
