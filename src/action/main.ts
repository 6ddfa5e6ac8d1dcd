import * as core from '@actions/core';
import * as log from './log';
import { safeText, secrets } from '../secrets';
import { checkImages } from '../check/check-images';
import { computeVerdict } from '../check/judge/verdict';
import { stoppedFor } from '../findings';
import { InputError, SECRET_INPUTS, type Config } from '../config';
import { messageOf } from '../errors';
import type { ImageResult, Verdict } from '../model';
import { oidcVariables } from '../runner';
import { isOrganizationRun, readContext, type ActionContext } from './context';
import { LedgerError } from '../policy-file/read';
import { describeUpdate, runUpdate } from '../update/run-update';
import { updateMarkdown } from '../report/update-markdown';
import { startDeadlines } from '../http/deadline';
import { commentSkipReason } from '../github/pull-request-events';
import { renderSummary } from '../report/summary';
import { workspaceReport } from '../report/run-report';
import { appendSummary, concludeRun, type Progress } from './publish';
import { runGitHub } from '../github/lazy';
import { blobBaseOf, setOutputs } from './publish-results';

// The checking itself is the engine's (src/check/check-images.ts, shared with the CLI); this shell reads
// the inputs and the runner's environment, and speaks to the runner through @actions/core. The PR
// comment (Octokit) is imported only when a run may comment, the services only when there is
// something to look up, the organization modes only when asked for.

/** How far a run got: what a failure after the inputs were read must still publish. */
interface RunProgress extends Progress {
  results: ImageResult[] | null;
}

/** The action: inputs -> references -> engine -> reports. Never throws; failures fail the step. */
export async function run(): Promise<void> {
  // No git this action starts (the PR comment reads the checkout) may wait on a credential prompt.
  process.env.GIT_TERMINAL_PROMPT = '0';
  // Mask first: nothing below may print a credential, not even an error about it. The
  // registry also masks their encodings and scrubs them from every service text (secrets.ts).
  secrets.maskWith((secret) => core.setSecret(secret));
  for (const name of SECRET_INPUTS) {
    const value = core.getInput(name);
    if (value) secrets.add(value);
  }
  // The runner's credential for its OIDC token service, sent as a bearer token with `identity`.
  const requestToken = process.env.ACTIONS_ID_TOKEN_REQUEST_TOKEN;
  if (requestToken) secrets.add(requestToken);
  let context: ActionContext;
  try {
    // The one place the inputs, the policy file and the runner's environment are read (action/context.ts).
    context = await readContext((name) => core.getInput(name), process.env, process.cwd());
  } catch (error) {
    if (error instanceof LedgerError)
      for (const p of error.problems)
        log.error(p.message, { title: 'Policy file', file: error.file, startLine: p.line });
    log.setFailed(
      safeText(error instanceof InputError || error instanceof LedgerError ? error.message : failed(error)),
    );
    return;
  }
  const progress: RunProgress = { results: null, outputs: false, summary: false };
  try {
    if (isOrganizationRun(context)) await (await import('./organization')).checkOrganizationAction(context, progress);
    else await check(context, progress);
  } catch (error) {
    const message = safeText(error instanceof InputError ? error.message : failed(error));
    log.setFailed(message);
    // Later steps (`if: steps.x.outputs.failed == 'true'`) and the summary page still hear of it.
    try {
      publishStopped(context, progress, message);
      if (!progress.summary && context.runner.stepSummary)
        await appendSummary(stoppedSummary(context, progress, message));
    } catch (publishing) {
      log.warning(safeText(`The outputs or the job summary could not be written: ${messageOf(publishing)}`));
    }
  }
}

const failed = (error: unknown) => `image-check failed: ${messageOf(error)}`;

/** The verdict of a run that stopped: failed, its one error counted with what was checked. */
function stoppedVerdict(config: Config, results: readonly ImageResult[], message: string): Verdict {
  return {
    ...computeVerdict(results, config.failOn, [], [message]),
    failed: true,
    line: stoppedFor(message),
  };
}

/** The outputs, when they were not yet set: `failed`, the counts, and `results` when known. */
function publishStopped({ config }: ActionContext, progress: RunProgress, message: string): void {
  if (progress.outputs) return;
  setOutputs(
    progress.results,
    stoppedVerdict(config, progress.results ?? [], message),
    { updatedFiles: [], updateMarkdown: '' },
    config,
  );
  progress.outputs = true;
}

function stoppedSummary({ config, runner }: ActionContext, progress: RunProgress, message: string): string {
  return renderSummary({
    results: progress.results ?? [],
    verdict: stoppedVerdict(config, progress.results ?? [], message),
    skipped: [],
    problems: [],
    now: new Date(),
    maxAge: config.maxAge,
    advisoryUrl: config.advisoryUrl,
    failOn: config.failOn,
    blobBase: blobBaseOf(runner),
  });
}

async function check({ config, ledger, runner }: ActionContext, progress: RunProgress): Promise<void> {
  const workspace = runner.workspace;
  // Look-ups stop at the deadline (what is unfinished becomes an error result); the comment keeps a reserve.
  const deadlines = startDeadlines(config.timeoutMs, config.timeout);
  // Obtained tokens go to the secret registry, which masks them with the runner (see run() above).
  const auth = { env: oidcVariables(runner), signal: deadlines.lookups, workspace };
  // One GitHub client for the run's every GitHub call (suggestions, comment, dashboard, check run).
  const github = runGitHub({ token: config.githubToken, baseUrl: runner.apiUrl, signal: deadlines.run });
  // The PR comment shares the check's look-ups, so histories fetched by the check are
  // not fetched again; without a comment the check opens (and closes) a connection of its own.
  const services = mayComment(config, runner.eventName)
    ? (await import('../check/services')).openServices(config, auth)
    : undefined;
  try {
    const report = await checkImages({ config, workspace, now: new Date(), ledger }, { ...auth, services });
    progress.results = report.results;
    const unscanned = report.unscanned;
    if (unscanned.length > 0) {
      const listed =
        unscanned.slice(0, 10).join(', ') + (unscanned.length > 10 ? ` and ${unscanned.length - 10} more` : '');
      log.notice(
        `Input "files" selected ${unscanned.length} file(s) that are neither a Dockerfile/Containerfile nor YAML, so not scanned: ${listed}`,
      );
    }
    for (const notice of report.notices) log.notice(notice);
    const { results } = report;
    // Suggested changes first, so that the PR comment can count them. Neither throws.
    const suggested = mayRun(config.suggest, runner.eventName)
      ? await (
          await import('../github/pull-request')
        ).suggestOnPullRequest({ config, runner, results, log: core, github: await github() })
      : null;
    const sync = suggested?.sync;
    if (services)
      await (
        await import('../github/pull-request')
      ).commentOnPullRequest({
        config,
        runner,
        lookups: services.lookups,
        verdictLine: report.verdict.line,
        github: await github(),
        log: core,
        writeSummary: runner.stepSummary ? appendSummary : undefined,
        suggestions: sync ? { shown: sync.created + sync.updated + sync.unchanged, leftOut: sync.leftOut } : null,
        results,
        ledger,
      });
    if (report.http) log.debug(`HTTP: ${report.http.requests} requests, ${report.http.retries} retries`);
    const update = await runUpdate(config.update, results, workspace);
    const said = describeUpdate(update);
    if (said.changed) log.info(said.changed);
    // A reference `update` could not move is not a clean pass: a warning with why (as the CLI says it).
    if (said.leftAlone) log.warning(said.leftAlone);
    const updateBody = updateMarkdown(update.applied, results);
    await concludeRun(workspaceReport(report), {
      config,
      runner,
      updatedFiles: update.updatedFiles,
      updateMarkdown: updateBody,
      progress,
      github,
    });
  } finally {
    deadlines.clear();
    await services?.http.close();
  }
}

/** Whether the PR comment may do anything (the same rule the comment itself applies). */
function mayComment(config: Config, eventName: string): boolean {
  return mayRun(config.comment, eventName);
}

/** Whether a pull-request mode (`comment`, `suggest`) may do anything on this event. */
function mayRun(mode: Config['comment'], eventName: string): boolean {
  return commentSkipReason(mode, eventName) === null;
}
