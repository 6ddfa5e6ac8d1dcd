// The review flow (review/flow.ts) on a GitHub pull request, as the action runs it: which pull
// request (pull-event.ts), the comment (`comment`) and the suggested changes (`suggest`), each
// with its own mode. What is GitHub's own: a fork's read-only token and a refused write put the
// comment's text in the job summary; the job summary also gets every change the comment left out.

import type { Config } from '../config';
import { messageOf } from '../errors';
import type { ImageResult } from '../model';
import type { Ledger } from '../policy-file/read';
import { composeComment, keepComment, suggestOn, type ComposedComment, type SuggestionsKept } from '../review/flow';
import { markerFor, renderComment, type CommentContext } from '../review/comment';
import type { PullRequestLookups } from '../review/facts';
import type { Logger } from '../review/host';
import { gitRunner, gitSource, hostSource, type GitRunner } from '../review/sources';
import type { RunnerContext } from '../runner';
import { safeText } from '../secrets';
import { lazyApi, payloadOf, resolvePullRequest, type PullRequestInfo } from './pull-event';
import { commentSkipReason } from './pull-request-events';
import type { GitHubApi } from './pulls';
import { GITHUB_WORDS, gitHubRefusal, gitHubReviewHost } from './review-host';
import type { GitHub } from './session';
import type { KeepAction } from '../host/keep-marked';

/**
 * How much of the job summary (GitHub takes 1 MiB for the whole step) the full list may use, in
 * characters: a UTF-16 code unit is at most 3 bytes of UTF-8, so three times this and the
 * report's own share (SUMMARY_BUDGET_BYTES) keep the step under 1 MiB.
 */
const SUMMARY_LIMIT = 160 * 1024;

/** What every pull request part reads: the runner's world and the run's GitHub. */
interface PullRequestRun {
  /** The runner's world (action/context.ts): event, repository, workflow/job, URLs; its workspace is the checkout git reads. */
  runner: RunnerContext;
  /** The run's GitHub (the shell's one client); none: no GitHub calls. */
  github?: GitHub | null;
  /** The GitHub endpoints; default: those of the run's repository over `github`. */
  api?: GitHubApi | null;
  /** Read-only git in the workspace; null: never use the local checkout. */
  git?: GitRunner | null;
  /** Where notices and warnings go (the action passes the runner's workflow commands). */
  log: Logger;
}

export interface PullRequestCommentOptions extends PullRequestRun {
  config: Pick<Config, 'comment' | 'commentKey' | 'githubToken' | 'files' | 'registry' | 'concurrency' | 'maxAgeMs'> &
    Partial<Pick<Config, 'registryMap' | 'minAgeMs' | 'warnBeforeMs'>>;
  /** The run's look-ups (the engine's `Lookups`): tags, histories and advisories are shared. */
  lookups: PullRequestLookups;
  /** The run's verdict line, shown in the comment. */
  verdictLine: string;
  /** The check's results: the registry's policies and the moves they decided, said as the check says them. */
  results?: readonly ImageResult[];
  /** The policy file the check read (the findings it accepts); null or absent without one. */
  ledger?: Ledger | null;
  now?: Date;
  /** Appends markdown to the job summary; none by default (the action passes the runner's step summary, when it has one). */
  writeSummary?: (markdown: string) => Promise<void>;
  /** What the suggested changes of this run put on the lines (suggestOnPullRequest), said in the comment. */
  suggestions?: CommentContext['suggestions'];
}

/**
 * What happened: `skipped` (not a pull request run, comment never, no files input...),
 * `created` / `updated` / `unchanged` (the sticky comment), `no-changes` (the PR changes no
 * image: an existing comment was updated or there was none), `summary` (could not comment: the
 * text went to the job summary), `failed` (an error, logged as a warning).
 */
type PullRequestCommentStatus = 'skipped' | KeepAction | 'no-changes' | 'summary' | 'failed';

interface PullRequestCommentOutcome {
  status: PullRequestCommentStatus;
  /** Why, in words (for skipped, summary, failed, no-changes). */
  reason: string;
  /** Changed references (rows before grouping identical changes). */
  changes: number;
  /** The comment text (also what went to the job summary, if it did), or null. */
  body: string | null;
  commentId: number | null;
  source: 'git' | 'api' | null;
  pullNumber: number | null;
}

/** The marker of this workflow + job + comment-key's comment (and, derived, of its suggestions). */
const markerOf = (runner: RunnerContext, commentKey: string) =>
  markerFor({ workflow: runner.workflow, job: runner.job, key: commentKey });

const READ_ONLY_FORK =
  'this pull request comes from a fork, and GitHub gives pull_request runs from forks a read-only token';

/** The pull request of the run, and its host over `api`. */
function hostOf(run: PullRequestRun, pr: PullRequestInfo, api: GitHubApi | null) {
  const { runner } = run;
  const repository = `${pr.owner}/${pr.repo}`;
  return gitHubReviewHost({
    api,
    pr,
    serverUrl: runner.serverUrl,
    runUrl: runner.runId ? `${runner.serverUrl}/${repository}/actions/runs/${runner.runId}` : null,
    readOnly: pr.fork && runner.eventName === 'pull_request' ? READ_ONLY_FORK : null,
  });
}

/**
 * The pull request comment: reads the references at the PR's base and head (local checkout or
 * GitHub API), renders every change with the registry's facts, and keeps one comment per
 * workflow + job + comment-key up to date. Never throws: an error becomes a warning and the
 * outcome `failed`; a fork or a token without `pull-requests: write` puts the text in the job
 * summary with a notice.
 */
export async function commentOnPullRequest(options: PullRequestCommentOptions): Promise<PullRequestCommentOutcome> {
  const outcome: PullRequestCommentOutcome = {
    status: 'skipped',
    reason: '',
    changes: 0,
    body: null,
    commentId: null,
    source: null,
    pullNumber: null,
  };
  try {
    return await comment(options, outcome);
  } catch (error) {
    const message = safeText(messageOf(error));
    options.log.warning(`Pull request comment not updated: ${message}`);
    return { ...outcome, status: 'failed', reason: message };
  }
}

async function comment(
  options: PullRequestCommentOptions,
  outcome: PullRequestCommentOutcome,
): Promise<PullRequestCommentOutcome> {
  const { config, runner, log } = options;
  const skip = (reason: string): PullRequestCommentOutcome => {
    log.info(`Pull request comment skipped: ${reason}.`);
    return { ...outcome, status: 'skipped', reason };
  };
  const notNow = commentSkipReason(config.comment, runner.eventName);
  if (notNow !== null) return { ...outcome, reason: notNow };

  const payload = payloadOf(runner);
  const api = lazyApi(options, payload);
  const resolved = await resolvePullRequest(config.comment, runner, payload, api);
  if ('skip' in resolved) {
    // Outside pull requests in auto mode there is nothing to say.
    if (config.comment === 'auto') return { ...outcome, reason: resolved.skip };
    return skip(resolved.skip);
  }
  const pr = resolved.pull;
  outcome.pullNumber = pr.number;
  if (config.files.length === 0)
    return skip('the files input is empty, so there are no files whose references a pull request could change');

  const host = hostOf(options, pr, api());
  const change = await host.change();
  const git = options.git === undefined ? gitRunner(runner.workspace) : options.git;
  const source = (git && (await gitSource(git, pr.baseSha, pr.readSha))) || (api() ? hostSource(host) : null);
  if (!source) return skip('github-token is empty and the checkout does not hold both the base and the head commit');
  outcome.source = source.kind;
  const composed = await composeComment(host, change, source, {
    config,
    marker: markerOf(runner, config.commentKey),
    verdictLine: options.verdictLine,
    results: options.results ?? [],
    lookups: options.lookups,
    ledger: options.ledger ?? null,
    suggestions: options.suggestions ?? null,
    now: options.now ?? new Date(),
    log,
  });
  outcome.changes = composed.changes;
  const canComment = !change.readOnly && api() !== null;
  if (!composed.rendered) return noChanges(composed, canComment ? host : null, log, outcome);

  const full = summaryBody(composed.rendered);
  const fallback = async (why: string): Promise<PullRequestCommentOutcome> => {
    log.notice(`No pull request comment was posted: ${why}. The image changes are in the job summary.`);
    await options.writeSummary?.(full);
    return { ...outcome, status: 'summary', reason: why, body: full };
  };
  if (change.readOnly) return fallback(change.readOnly);
  if (!api()) return fallback('github-token is empty');
  let kept;
  try {
    kept = await keepComment(host, composed);
  } catch (error) {
    const refused = host.refusal(error);
    if (refused === null) throw error;
    return fallback(refused);
  }
  if (composed.rendered.comment.omitted > 0) {
    const { total, omitted } = composed.rendered.comment;
    log.info(
      `The comment shows ${total - omitted} of ${total} changes (GitHub's ${GITHUB_WORDS.bodyLimit} character limit); the job summary has them all.`,
    );
    await options.writeSummary?.(full);
  }
  log.info(`Pull request comment ${kept.action}${kept.id ? ` (id ${kept.id})` : ''}.`);
  return { ...outcome, status: kept.action, reason: `comment ${kept.action}`, body: composed.body, commentId: kept.id };
}

/** A pull request that changes no image reference: an existing comment says so; none is created. */
async function noChanges(
  composed: ComposedComment,
  host: ReturnType<typeof hostOf> | null,
  log: Logger,
  outcome: PullRequestCommentOutcome,
): Promise<PullRequestCommentOutcome> {
  if (!host) return { ...outcome, status: 'no-changes', reason: 'the pull request changes no image reference' };
  try {
    const kept = await keepComment(host, composed);
    const reason =
      kept.action === 'none'
        ? 'the pull request changes no image reference; no comment exists, none is posted'
        : `the pull request changes no image reference; the comment is ${kept.action}`;
    log.info(`Pull request comment: ${reason}.`);
    return { ...outcome, status: 'no-changes', reason, body: composed.body, commentId: kept.id };
  } catch (error) {
    if (gitHubRefusal(error) === null) throw error;
    return {
      ...outcome,
      status: 'no-changes',
      reason: `the pull request changes no image reference (the comment could not be read or updated: HTTP ${(error as { status: number }).status})`,
    };
  }
}

/** The job summary's text: every change that fits its share, the comment's own text when nothing was left out. */
function summaryBody({ comment, facts, ctx }: NonNullable<ComposedComment['rendered']>): string {
  const summaryText = comment.omitted > 0 ? renderComment(facts, ctx, SUMMARY_LIMIT) : comment;
  // Past even the summary's share: say so where the list ends, and where everything is.
  return summaryText.omitted > 0
    ? `${summaryText.body}\n\n…${summaryText.omitted} of ${summaryText.total} changes are left out here too (GitHub limits the job summary to 1 MiB); the \`results\` output lists every image checked.\n`
    : summaryText.body;
}

interface SuggestOptions extends PullRequestRun {
  config: Pick<Config, 'suggest' | 'commentKey'>;
  results: readonly ImageResult[];
}

interface SuggestOutcome {
  status: 'skipped' | 'written' | 'not-written' | 'failed';
  reason: string;
  /** Suggested changes this run found (before the per-run limit). */
  found: number;
  sync: SuggestionsKept | null;
}

/** Suggested changes on the pull request's lines (the `suggest` input). Never throws: a refusal is one notice. */
export async function suggestOnPullRequest(options: SuggestOptions): Promise<SuggestOutcome> {
  try {
    return await suggest(options);
  } catch (error) {
    const refused = gitHubRefusal(error);
    if (refused !== null) {
      options.log.notice(`No suggested changes were written: ${refused}.`);
      return { status: 'not-written', reason: refused, found: 0, sync: null };
    }
    const message = safeText(messageOf(error));
    options.log.warning(`Suggested changes not updated: ${message}`);
    return { status: 'failed', reason: message, found: 0, sync: null };
  }
}

async function suggest(options: SuggestOptions): Promise<SuggestOutcome> {
  const { config, runner } = options;
  const none = (status: SuggestOutcome['status'], reason: string, found = 0): SuggestOutcome => ({
    status,
    reason,
    found,
    sync: null,
  });
  if (config.suggest === 'never') return none('skipped', 'suggest is never');
  const payload = payloadOf(runner);
  const api = lazyApi(options, payload);
  const resolved = await resolvePullRequest(config.suggest, runner, payload, api);
  if ('skip' in resolved) return none('skipped', resolved.skip);
  const github = api();
  if (!github) return none('skipped', 'github-token is empty');
  const host = hostOf(options, resolved.pull, github);
  const git = options.git === undefined ? gitRunner(runner.workspace) : options.git;
  const done = await suggestOn(host, await host.change(), {
    results: options.results,
    marker: markerOf(runner, config.commentKey),
    git,
    log: options.log,
  });
  if (done.status !== 'written') return none(done.status, done.reason, done.found);
  return { status: 'written', reason: 'synced', found: done.kept.found, sync: done.kept };
}
