// The suggested changes of a run: which pull request, its diff (GitHub's `patch` of each file),
// the head commit's text of the files that hold a fixable reference, then the sync of the review
// comments. Never throws: a refusal is one notice, any other failure a warning.

import { safeText } from '../secrets';
import type { Config } from '../config';
import { messageOf } from '../errors';
import type { ImageResult } from '../model';
import type { RunnerContext } from '../runner';
import { diffLines } from './diff-hunks';
import { lazyApi, payloadOf, resolvePullRequest, type PullRequestInfo } from './event';
import type { GitHubApi } from '../github/pulls';
import { refusedToToken, type GitHub } from '../github/session';
import { markerFor } from './comment';
import { syncSuggestions, type SuggestionSync } from './review-comments';
import { apiSource, gitRunner, gitSource, type GitRunner } from './sources';
import { planSuggestions, suggestionMarker, type HeadFile } from './suggestions';
import type { Logger } from './index';

interface SuggestOptions {
  config: Pick<Config, 'suggest' | 'commentKey'>;
  runner: RunnerContext;
  results: readonly ImageResult[];
  /** The run's GitHub (the shell's one client); none: no GitHub calls. */
  github?: GitHub | null;
  /** The GitHub endpoints; default: those of the run's repository over `github`. */
  api?: GitHubApi | null;
  /** Read-only git in the workspace; null: read the head commit's files from the API. */
  git?: GitRunner | null;
  log: Logger;
}

interface SuggestOutcome {
  status: 'skipped' | 'written' | 'not-written' | 'failed';
  reason: string;
  /** Suggested changes this run found (before the per-run limit). */
  found: number;
  sync: SuggestionSync | null;
}

/** Suggested changes on the pull request's lines (the `suggest` input); see syncSuggestions. */
export async function suggestOnPullRequest(options: SuggestOptions): Promise<SuggestOutcome> {
  try {
    return await suggest(options);
  } catch (error) {
    const message = safeText(messageOf(error));
    options.log.warning(`Suggested changes not updated: ${message}`);
    return { status: 'failed', reason: message, found: 0, sync: null };
  }
}

async function suggest(options: SuggestOptions): Promise<SuggestOutcome> {
  const { config, runner, log } = options;
  const none = (status: SuggestOutcome['status'], reason: string): SuggestOutcome => ({
    status,
    reason,
    found: 0,
    sync: null,
  });
  if (config.suggest === 'never') return none('skipped', 'suggest is never');
  const payload = payloadOf(runner);
  const api = lazyApi(options, payload);
  const resolved = await resolvePullRequest(config.suggest, runner, payload, api);
  if ('skip' in resolved) return none('skipped', resolved.skip);
  const github = api();
  if (!github) return none('skipped', 'github-token is empty');
  const pr = resolved.pull;
  const files = await headFiles(options, github, pr);
  const changes = planSuggestions(options.results, files);
  if (changes.length === 0) {
    // Ours from an earlier run whose lines are now fixed still go, when the token may write.
    if (pr.fork && runner.eventName === 'pull_request') return none('skipped', 'nothing to suggest');
  } else if (pr.fork && runner.eventName === 'pull_request') {
    log.notice(
      `No suggested changes were written (${changes.length} found): this pull request comes from a fork, and GitHub gives pull_request runs from forks a read-only token. The PR comment and the job summary name what to move to.`,
    );
    return { ...none('not-written', 'read-only token of a fork'), found: changes.length };
  }
  const marker = suggestionMarker(markerFor({ workflow: runner.workflow, job: runner.job, key: config.commentKey }));
  let sync: SuggestionSync;
  try {
    sync = await syncSuggestions(github.reviewComments(pr.number), marker, changes, pr.headSha);
  } catch (error) {
    if (!refusedToToken(error)) throw error;
    log.notice(
      `No suggested changes were written: the token may not write review comments (HTTP ${error.status}); give the job "permissions: pull-requests: write".`,
    );
    return { ...none('not-written', `HTTP ${error.status}`), found: changes.length };
  }
  log.info(
    `Suggested changes on pull request #${pr.number}: ${changes.length} found, ${sync.created} written, ${sync.updated} edited, ${sync.unchanged} unchanged, ${sync.deleted} deleted${sync.leftOut > 0 ? `, ${sync.leftOut} left out (at most ${changes.length - sync.leftOut} a run)` : ''}${sync.refused > 0 ? `, ${sync.refused} refused by GitHub (the line is no longer in the diff)` : ''}.`,
  );
  return { status: 'written', reason: 'synced', found: changes.length, sync };
}

/** The pull request's files that hold a fixable reference on a line it adds, at the head commit. */
async function headFiles(options: SuggestOptions, github: GitHubApi, pr: PullRequestInfo): Promise<HeadFile[]> {
  const fixableFiles = new Set(
    options.results
      .filter((r) => !r.ignored && (r.status === 'stale' || (r.deprecated && r.suggestion)))
      .flatMap((r) => r.locations.map((l) => l.file)),
  );
  if (fixableFiles.size === 0) return [];
  const listed = (await github.listPullFiles(pr.number)).filter(
    (f) => f.status !== 'removed' && fixableFiles.has(f.filename),
  );
  if (listed.length === 0) return [];
  const git = options.git === undefined ? gitRunner(options.runner.workspace) : options.git;
  const source = (git && (await gitSource(git, pr.baseSha, pr.headSha))) || apiSource(github, pr.number);
  const files: HeadFile[] = [];
  for (const f of listed) {
    const lines = diffLines(f.patch);
    if (lines.added.size === 0) continue;
    const text = await source.read(pr.headSha, f.filename);
    if (text !== null) files.push({ path: f.filename, text, lines });
  }
  return files;
}
