import { safeText } from '../secrets';
import type { Config } from '../config';
import type { PullableBuild } from '../model';
import { VERSION } from '../version';
import { diffFiles, groupChanges } from './changes';
import { GITHUB_BODY_LIMIT } from '../report/format';
import { markerFor, renderComment, renderNoChanges, type CommentContext } from './comment';
import type { RunnerContext } from '../runner';
import { lazyApi, payloadOf, resolvePullRequest, type PullRequestInfo } from './event';
import { commentSkipReason } from './pull-request-events';
import { factsAsChecked, type PullRequestLookups } from './facts';
import type { CommentsApi, GitHubApi } from '../github/pulls';
import { refusedToToken, type GitHub } from '../github/session';
import { apiSource, collectVersions, gitRunner, gitSource, type ContentSource, type GitRunner } from './sources';
import { upsertComment, type StickyAction } from './sticky';
import { messageOf } from '../errors';

export { markerFor, renderComment, renderNoChanges, comparable } from './comment';
export { diffFiles, groupChanges, referencesIn } from './changes';
export type { ChangeGroup, ChangeKind, FileVersions, SideRef } from './changes';
export { gatherFacts, placeStep } from './facts';
export type { PullRequestFacts, PullRequestLookups } from './facts';
export { upsertComment } from './sticky';
export type { CommentsApi } from '../github/pulls';

/**
 * How much of the job summary (GitHub takes 1 MiB for the whole step) the full list may use, in
 * characters: a UTF-16 code unit is at most 3 bytes of UTF-8, so three times this and the
 * report's own share (SUMMARY_BUDGET_BYTES) keep the step under 1 MiB.
 */
const SUMMARY_LIMIT = 160 * 1024;

export interface Logger {
  info(message: string): void;
  notice(message: string): void;
  warning(message: string): void;
}

export interface PullRequestCommentOptions {
  config: Pick<Config, 'comment' | 'commentKey' | 'githubToken' | 'files' | 'registry' | 'concurrency' | 'maxAgeMs'> &
    Partial<Pick<Config, 'registryMap' | 'minAgeMs'>>;
  /** The run's look-ups (the engine's `Lookups`): tags, histories and advisories are shared. */
  lookups: PullRequestLookups;
  /** The run's verdict line, shown in the comment. */
  verdictLine: string;
  /** The runner's world (action/context.ts): event, repository, workflow/job, URLs; its workspace is the checkout git reads. */
  runner: RunnerContext;
  now?: Date;
  /** The run's GitHub (the shell's one client); none: no GitHub calls. */
  github?: GitHub | null;
  /** The GitHub endpoints; default: those of the run's repository over `github`. */
  api?: GitHubApi | null;
  /** Read-only git in the workspace; null: never use the local checkout. */
  git?: GitRunner | null;
  /** Where notices and warnings go (the action passes the runner's workflow commands). */
  log: Logger;
  /** Appends markdown to the job summary; none by default (the action passes the runner's step summary, when it has one). */
  writeSummary?: (markdown: string) => Promise<void>;
  /** What the suggested changes of this run put on the lines (suggest-flow.ts), said in the comment. */
  suggestions?: CommentContext['suggestions'];
  /** What the registry's policies refuse at the head (report/policy-plan.ts), said in the comment. */
  policies?: CommentContext['policies'];
  /** The check's moves the registry's policies decided (facts.ts `policyMoves`), so the comment advises the same build. */
  policyMoves?: ReadonlyMap<string, PullableBuild | null>;
}

/**
 * What happened: `skipped` (not a pull request run, comment never, no files input...),
 * `created` / `updated` / `unchanged` (the sticky comment), `no-changes` (the PR changes no
 * image: an existing comment was updated or there was none), `summary` (could not comment: the
 * text went to the job summary), `failed` (an error, logged as a warning).
 */
type PullRequestCommentStatus = 'skipped' | StickyAction | 'no-changes' | 'summary' | 'failed';

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

/**
 * The pull request comment: reads the references at the PR's base and head (local checkout or
 * GitHub API), renders every change with the registry's facts, and keeps one comment per
 * workflow + job + comment-key up to date. Never throws: an error becomes a warning and the
 * outcome `failed`; a fork or a token without `pull-requests: write` puts the text in the job
 * summary with a notice.
 */
export async function commentOnPullRequest(options: PullRequestCommentOptions): Promise<PullRequestCommentOutcome> {
  const { log } = options;
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
    return await comment(options, log, outcome);
  } catch (error) {
    const message = safeText(messageOf(error));
    log.warning(`Pull request comment not updated: ${message}`);
    return { ...outcome, status: 'failed', reason: message };
  }
}

async function comment(
  options: PullRequestCommentOptions,
  log: Logger,
  outcome: PullRequestCommentOutcome,
): Promise<PullRequestCommentOutcome> {
  const { config } = options;
  const { runner } = options;
  const writeSummary = options.writeSummary ?? (async () => {});
  const skip = (reason: string): PullRequestCommentOutcome => {
    log.info(`Pull request comment skipped: ${reason}.`);
    return { ...outcome, status: 'skipped', reason };
  };
  const { eventName } = runner;
  const notNow = commentSkipReason(config.comment, eventName);
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

  const source = await pickSource(options, pr, api);
  if (!source) return skip('github-token is empty and the checkout does not hold both the base and the head commit');
  outcome.source = source.kind;
  const changes = await changesOf(source, pr, config, log);
  outcome.changes = changes.length;

  const ctx = commentContext(options, pr);
  const readOnlyFork = pr.fork && eventName === 'pull_request';
  const canComment = !readOnlyFork && api() !== null;

  if (changes.length === 0) return noChanges(ctx, canComment ? api()!.comments(pr.number) : null, log, outcome);

  // Each side's verdict is the engine's (assess, digest placement) on the run's shared look-ups.
  const now = options.now ?? new Date();
  const facts = await factsAsChecked(groupChanges(changes), options.lookups, {
    ...config,
    now,
    ...(options.policyMoves ? { policyMoves: options.policyMoves } : {}),
  });
  const rendered = renderComment(facts, ctx);
  const full = summaryBody(facts, ctx, rendered);

  const fallback = async (why: string): Promise<PullRequestCommentOutcome> => {
    log.notice(`No pull request comment was posted: ${why}. The image changes are in the job summary.`);
    await writeSummary(full);
    return { ...outcome, status: 'summary', reason: why, body: full };
  };
  if (readOnlyFork) {
    return fallback(
      'this pull request comes from a fork, and GitHub gives pull_request runs from forks a read-only token',
    );
  }
  if (!api()) return fallback('github-token is empty');

  let sticky;
  try {
    sticky = await upsertComment(api()!.comments(pr.number), ctx.marker, rendered.body);
  } catch (error) {
    if (!refusedToToken(error)) throw error;
    const detail = safeText(messageOf(error));
    return fallback(
      `the token may not write pull request comments (HTTP ${error.status}: ${detail}); give the job "permissions: pull-requests: write"`,
    );
  }
  return posted(sticky, rendered, full, { writeSummary, log, outcome });
}

/** The comment is posted: the job summary also gets every change when the comment had to leave some out. */
async function posted(
  sticky: Awaited<ReturnType<typeof upsertComment>>,
  rendered: ReturnType<typeof renderComment>,
  full: string,
  {
    writeSummary,
    log,
    outcome,
  }: { writeSummary: (text: string) => Promise<void>; log: Logger; outcome: PullRequestCommentOutcome },
): Promise<PullRequestCommentOutcome> {
  if (rendered.omitted > 0) {
    log.info(
      `The comment shows ${rendered.total - rendered.omitted} of ${rendered.total} changes (GitHub's ${GITHUB_BODY_LIMIT} character limit); the job summary has them all.`,
    );
    await writeSummary(full);
  }
  log.info(`Pull request comment ${sticky.action}${sticky.commentId ? ` (id ${sticky.commentId})` : ''}.`);
  return {
    ...outcome,
    status: sticky.action,
    reason: `comment ${sticky.action}`,
    body: rendered.body,
    commentId: sticky.commentId,
  };
}

/** The image reference changes between the pull request's base and head in the matching files. */
async function changesOf(
  source: NonNullable<Awaited<ReturnType<typeof pickSource>>>,
  pr: PullRequestInfo,
  config: PullRequestCommentOptions['config'],
  log: Logger,
) {
  const versions = await collectVersions(source, {
    baseSha: pr.baseSha,
    headSha: pr.readSha,
    globs: config.files,
    concurrency: config.concurrency,
  });
  const changes = diffFiles(versions, config.registry, config.registryMap ?? []);
  log.info(
    `Pull request #${pr.number}: ${changes.length} image reference changes in ${versions.length} matching files (read from ${source.kind === 'git' ? 'the local checkout' : 'the GitHub API'}).`,
  );
  return changes;
}

/** A pull request that changes no image reference: an existing comment says so; none is created. */
async function noChanges(
  ctx: ReturnType<typeof commentContext>,
  comments: CommentsApi | null,
  log: Logger,
  outcome: PullRequestCommentOutcome,
): Promise<PullRequestCommentOutcome> {
  const body = renderNoChanges(ctx);
  if (!comments) return { ...outcome, status: 'no-changes', reason: 'the pull request changes no image reference' };
  try {
    const sticky = await upsertComment(comments, ctx.marker, body, { create: false });
    const reason =
      sticky.action === 'none'
        ? 'the pull request changes no image reference; no comment exists, none is posted'
        : `the pull request changes no image reference; the comment is ${sticky.action}`;
    log.info(`Pull request comment: ${reason}.`);
    return { ...outcome, status: 'no-changes', reason, body, commentId: sticky.commentId };
  } catch (error) {
    if (!refusedToToken(error)) throw error;
    return {
      ...outcome,
      status: 'no-changes',
      reason: `the pull request changes no image reference (the comment could not be read or updated: HTTP ${error.status})`,
    };
  }
}

/** The job summary's text: every change that fits its share, the comment's own text when nothing was left out. */
function summaryBody(
  facts: Parameters<typeof renderComment>[0],
  ctx: ReturnType<typeof commentContext>,
  rendered: ReturnType<typeof renderComment>,
): string {
  const summaryText = rendered.omitted > 0 ? renderComment(facts, ctx, SUMMARY_LIMIT) : rendered;
  // Past even the summary's share: say so where the list ends, and where everything is.
  return summaryText.omitted > 0
    ? `${summaryText.body}\n\n…${summaryText.omitted} of ${summaryText.total} changes are left out here too (GitHub limits the job summary to 1 MiB); the \`results\` output lists every image checked.\n`
    : summaryText.body;
}

async function pickSource(
  options: PullRequestCommentOptions,
  pr: PullRequestInfo,
  api: () => GitHubApi | null,
): Promise<ContentSource | null> {
  const git = options.git === undefined ? gitRunner(options.runner.workspace) : options.git;
  if (git) {
    const local = await gitSource(git, pr.baseSha, pr.readSha);
    if (local) return local;
  }
  const client = api();
  return client ? apiSource(client, pr.number) : null;
}

function commentContext(options: PullRequestCommentOptions, pr: PullRequestInfo): CommentContext {
  const { runner } = options;
  const serverUrl = runner.serverUrl;
  const repository = `${pr.owner}/${pr.repo}`;
  return {
    marker: markerFor({ workflow: runner.workflow, job: runner.job, key: options.config.commentKey }),
    verdictLine: options.verdictLine,
    baseSha: pr.baseSha,
    headSha: pr.headSha,
    mergeSha: pr.readSha !== pr.headSha ? pr.readSha : null,
    producedAt: options.now ?? new Date(),
    version: VERSION,
    serverUrl,
    repository,
    runUrl: runner.runId ? `${serverUrl}/${repository}/actions/runs/${runner.runId}` : null,
    suggestions: options.suggestions ?? null,
    policies: options.policies ?? null,
  };
}
