// A pull request as the review flow's host (review/host.ts): its files and their patches, a file
// at a commit, the issue comments (the one marked comment), the review comments (the marked
// suggestions, new ones posted as one review), GitHub's words, links and refusals.

import type { MarkedLineStore } from '../host/keep-marked-lines';
import { encodeLinkPath, GITHUB_BODY_LIMIT } from '../report/format';
import type { ChangedFile, HostWords, ReviewHost, ReviewLinks } from '../review/host';
import { messageOf } from '../errors';
import { safeText } from '../secrets';
import type { PullRequestInfo } from './pull-event';
import type { GitHubApi } from './pulls';
import { httpStatus, refusedToToken } from './session';
import type { ReviewCommentsApi } from './writes';

export const GITHUB_WORDS: HostWords = {
  name: 'GitHub',
  change: 'pull request',
  changeRef: (number) => `#${number}`,
  report: 'job summary',
  bodyLimit: GITHUB_BODY_LIMIT,
  suggestion: 'suggestion',
};

/** Links into `owner/repo` on the GitHub at `serverUrl`. */
export function gitHubLinks(serverUrl: string, repository: string): ReviewLinks {
  return {
    fileLine: (commit, l) => `${serverUrl}/${repository}/blob/${commit}/${encodeLinkPath(l.file)}#L${l.line}`,
    commit: (sha) => `${serverUrl}/${repository}/commit/${sha}`,
  };
}

/** GitHub's file statuses as the review reads them; a copy leaves its source in place, so it is a new file. */
function changedFile(f: Awaited<ReturnType<GitHubApi['listPullFiles']>>[number]): ChangedFile | null {
  if (f.status === 'unchanged') return null;
  const status =
    f.status === 'removed'
      ? 'removed'
      : f.status === 'added' || f.status === 'copied'
        ? 'added'
        : f.status === 'renamed'
          ? 'renamed'
          : 'modified';
  const previous = status === 'renamed' ? (f.previous_filename ?? null) : null;
  return { file: f.filename, previous, status, patch: f.patch ?? null };
}

/**
 * The review comments of a pull request as a store of marked line comments: the new ones of a
 * run go out as one review at `headSha`, which GitHub takes whole or refuses whole (422: a line
 * is not part of the diff, e.g. after a push during the run), so each is counted refused.
 */
export function reviewLineStore(api: ReviewCommentsApi, headSha: string): MarkedLineStore<number> {
  return {
    list: () => api.list(),
    async create(texts) {
      try {
        await api.review(texts, headSha);
        return 0;
      } catch (error) {
        if (httpStatus(error) !== 422) throw error;
        return texts.length;
      }
    },
    update: (id, body) => api.update(id, body),
    remove: (id) => api.remove(id),
  };
}

/** What a refused GitHub write means: the permission the job lacks; null for any other failure. */
export function gitHubRefusal(error: unknown): string | null {
  if (!refusedToToken(error)) return null;
  return `the token may not write on this pull request (HTTP ${error.status}: ${safeText(messageOf(error))}); give the job "permissions: pull-requests: write"`;
}

/**
 * Pull request `pr` on GitHub as a review host. `api` null (no token): nothing is read or written
 * through GitHub, the checkout alone is read.
 */
export function gitHubReviewHost(options: {
  api: GitHubApi | null;
  pr: PullRequestInfo;
  serverUrl: string;
  runUrl: string | null;
  /** Why the token may not write here (a fork's `pull_request` run), or null. */
  readOnly: string | null;
}): ReviewHost<number, number> {
  const { pr } = options;
  const api = () => {
    if (!options.api) throw new Error('github-token is empty');
    return options.api;
  };
  return {
    words: GITHUB_WORDS,
    links: gitHubLinks(options.serverUrl, `${pr.owner}/${pr.repo}`),
    runUrl: options.runUrl,
    change: () =>
      Promise.resolve({
        number: pr.number,
        baseSha: pr.baseSha,
        headSha: pr.headSha,
        readSha: pr.readSha,
        readOnly: options.readOnly,
        noLines: null,
      }),
    async changedFiles() {
      const files = await api().listPullFiles(pr.number);
      return files.map(changedFile).filter((f) => f !== null);
    },
    read: (commit, path) => api().getContent(path, commit),
    viewer: () => api().comments(pr.number).viewer(),
    get comments() {
      return api().comments(pr.number);
    },
    lineComments: (change) => reviewLineStore(api().reviewComments(pr.number), change.headSha),
    refusal: gitHubRefusal,
  };
}
