import { setFlagsFromString } from 'node:v8';
import * as core from '@actions/core';
import { safeText, secrets } from '../auth/secrets';
import { checkImages, openServices } from '../check/run';
import { InputError, SECRET_INPUTS, type Config } from '../config';
import { LedgerError, type Ledger } from '../policy/read';
import { readConfigWithPolicy } from '../policy/load';
import { describeUpdate, runUpdate } from '../update/run';
import { startDeadlines } from '../http/deadline';
import { commentSkipReason } from '../pr/pull-request-events';
import { publishReport } from './publish';

// The checking itself is the engine's (src/check/run.ts, shared with the CLI); this shell reads
// the inputs and the runner's environment, and reports. The PR comment is imported only when a
// run may comment (Octokit is most of its cold start); the engine loads its own parts on need.

/** The action: inputs -> references -> engine -> reports. Never throws; failures fail the step. */
export async function run(): Promise<void> {
  // Keep V8's young generation at its starting size. A long tag history is read into records
  // that survive the scavenges, and V8 answers survival by doubling the young generation up to
  // 64 MB, mostly garbage: a 100 000-record history peaked at ~165 MB RSS, with this ~135 MB
  // (bench/README.md). The flag is read whenever the young generation would grow.
  setFlagsFromString('--semi-space-growth-factor=1');
  // Mask first: nothing below may print a credential, not even an error about it. The
  // registry also masks their encodings and scrubs them from every service text (auth/secrets).
  secrets.maskWith((secret) => core.setSecret(secret));
  for (const name of SECRET_INPUTS) {
    const value = core.getInput(name);
    if (value) secrets.add(value);
  }
  try {
    const { config, ledger } = await readConfigWithPolicy((name) => core.getInput(name), process.env.GITHUB_WORKSPACE || process.cwd());
    await check(config, ledger);
  } catch (error) {
    if (error instanceof LedgerError) for (const p of error.problems) core.error(p.message, { title: 'Policy file', file: error.file, startLine: p.line });
    core.setFailed(safeText(error instanceof InputError || error instanceof LedgerError ? error.message : `image-check failed: ${error instanceof Error ? error.message : String(error)}`));
  }
}

async function check(config: Config, ledger: Ledger | null): Promise<void> {
  const workspace = process.env.GITHUB_WORKSPACE || process.cwd();
  // Look-ups stop at the deadline (what is unfinished becomes an error result); the comment keeps a reserve.
  const deadlines = startDeadlines(config.timeoutMs, config.timeout);
  // Obtained tokens go to the secret registry, which masks them with the runner (see run() above).
  const auth = { env: process.env, signal: deadlines.lookups };
  // The PR comment (issue 4) shares the check's look-ups, so histories fetched by the check are
  // not fetched again; without a comment the check opens (and closes) a connection of its own.
  const services = mayComment(config) ? await openServices(config, auth) : undefined;
  try {
    const report = await checkImages({ config, workspace, now: new Date(), ledger }, { ...auth, services });
    const unscanned = report.unscanned;
    if (unscanned.length > 0) {
      const listed = unscanned.slice(0, 10).join(', ') + (unscanned.length > 10 ? ` and ${unscanned.length - 10} more` : '');
      core.notice(`Input "files" selected ${unscanned.length} file(s) that are neither a Dockerfile/Containerfile nor YAML, so not scanned: ${listed}`);
    }
    for (const notice of report.notices) core.notice(notice);
    const { results, verdict } = report;
    // It never throws: whatever goes wrong is a warning.
    if (services) await (await import('../pr')).commentOnPullRequest({ config, lookups: services.lookups, verdictLine: verdict.line, workspace, signal: deadlines.run });
    if (report.http) core.debug(`HTTP: ${report.http.requests} requests, ${report.http.retries} retries`);
    const update = await runUpdate(config.update, results, workspace);
    const said = describeUpdate(update);
    if (said.changed) core.info(said.changed);
    if (said.leftAlone) core.notice(said.leftAlone);
    await publishReport({ config, results, verdict, skipped: report.skipped, problems: report.problems, coverage: report.coverage, expired: report.expired, policyFile: report.policyFile, updatedFiles: update.updatedFiles });
    if (verdict.failed) core.setFailed(verdict.line);
  } finally {
    deadlines.clear();
    await services?.http.close();
  }
}

/** Whether the PR comment may do anything (the same rule the comment itself applies). */
function mayComment(config: Config): boolean {
  return commentSkipReason(config.comment, process.env.GITHUB_EVENT_NAME ?? '') === null;
}
