import * as core from './workflow-commands';
import { safeText, secrets } from '../auth/secrets';
import { checkImages } from '../check/run';
import { InputError, SECRET_INPUTS, type Config } from '../config';
import { oidcVariables } from '../runner';
import { readContext, type ActionContext } from './context';
import { LedgerError } from '../policy/read';
import { describeUpdate, runUpdate } from '../update/run';
import { startDeadlines } from '../http/deadline';
import { commentSkipReason } from '../pr/pull-request-events';
import { publishReport } from './publish';

// The checking itself is the engine's (src/check/run.ts, shared with the CLI); this shell reads
// the inputs and the runner's environment, and reports. The PR comment is imported only when a
// run may comment: Octokit adds about 80 ms to a run that does not (bench/README.md, "Lazy
// loading"); the services (src/check/services.ts) only when there is something to look up.

/** The action: inputs -> references -> engine -> reports. Never throws; failures fail the step. */
export async function run(): Promise<void> {
  // No git this action starts (the PR comment reads the checkout) may wait on a credential prompt.
  process.env.GIT_TERMINAL_PROMPT = '0';
  // Mask first: nothing below may print a credential, not even an error about it. The
  // registry also masks their encodings and scrubs them from every service text (auth/secrets).
  secrets.maskWith((secret) => core.setSecret(secret));
  for (const name of SECRET_INPUTS) {
    const value = core.getInput(name);
    if (value) secrets.add(value);
  }
  try {
    // The one place the inputs, the policy file and the runner's environment are read (action/context.ts).
    await check(await readContext((name) => core.getInput(name), process.env, process.cwd()));
  } catch (error) {
    if (error instanceof LedgerError)
      for (const p of error.problems)
        core.error(p.message, { title: 'Policy file', file: error.file, startLine: p.line });
    core.setFailed(
      safeText(
        error instanceof InputError || error instanceof LedgerError
          ? error.message
          : `image-check failed: ${error instanceof Error ? error.message : String(error)}`,
      ),
    );
  }
}

async function check({ config, ledger, runner }: ActionContext): Promise<void> {
  const workspace = runner.workspace;
  // Look-ups stop at the deadline (what is unfinished becomes an error result); the comment keeps a reserve.
  const deadlines = startDeadlines(config.timeoutMs, config.timeout);
  // Obtained tokens go to the secret registry, which masks them with the runner (see run() above).
  const auth = { env: oidcVariables(runner), signal: deadlines.lookups };
  // The PR comment (issue 4) shares the check's look-ups, so histories fetched by the check are
  // not fetched again; without a comment the check opens (and closes) a connection of its own.
  const services = mayComment(config, runner.eventName)
    ? await (await import('../check/services')).openServices(config, auth)
    : undefined;
  try {
    const report = await checkImages({ config, workspace, now: new Date(), ledger }, { ...auth, services });
    const unscanned = report.unscanned;
    if (unscanned.length > 0) {
      const listed =
        unscanned.slice(0, 10).join(', ') + (unscanned.length > 10 ? ` and ${unscanned.length - 10} more` : '');
      core.notice(
        `Input "files" selected ${unscanned.length} file(s) that are neither a Dockerfile/Containerfile nor YAML, so not scanned: ${listed}`,
      );
    }
    for (const notice of report.notices) core.notice(notice);
    const { results, verdict } = report;
    // It never throws: whatever goes wrong is a warning.
    if (services)
      await (
        await import('../pr')
      ).commentOnPullRequest({
        config,
        runner,
        lookups: services.lookups,
        verdictLine: verdict.line,
        signal: deadlines.run,
        log: core,
        writeSummary: runner.stepSummary ? core.appendSummary : undefined,
      });
    if (report.http) core.debug(`HTTP: ${report.http.requests} requests, ${report.http.retries} retries`);
    const update = await runUpdate(config.update, results, workspace);
    const said = describeUpdate(update);
    if (said.changed) core.info(said.changed);
    if (said.leftAlone) core.notice(said.leftAlone);
    await publishReport({
      config,
      runner,
      results,
      verdict,
      skipped: report.skipped,
      problems: report.problems,
      coverage: report.coverage,
      expired: report.expired,
      policyFile: report.policyFile,
      updatedFiles: update.updatedFiles,
    });
    if (verdict.failed) core.setFailed(verdict.line);
  } finally {
    deadlines.clear();
    await services?.http.close();
  }
}

/** Whether the PR comment may do anything (the same rule the comment itself applies). */
function mayComment(config: Config, eventName: string): boolean {
  return commentSkipReason(config.comment, eventName) === null;
}
