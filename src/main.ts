import { setFlagsFromString } from 'node:v8';
import * as core from '@actions/core';
import { checkImages, openServices } from './check/run';
import { InputError, readConfig, SECRET_INPUTS, type Config } from './config';
import { commentSkipReason } from './pr/pull-request-events';
import { publishReport } from './report/publish';

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
  // Mask first: nothing below may print a credential, not even an error about it.
  for (const name of SECRET_INPUTS) {
    const value = core.getInput(name);
    if (value) core.setSecret(value);
  }
  try {
    const config = readConfig((name) => core.getInput(name));
    await check(config);
  } catch (error) {
    core.setFailed(error instanceof InputError ? error.message : `image-check failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function check(config: Config): Promise<void> {
  const workspace = process.env.GITHUB_WORKSPACE || process.cwd();
  const auth = { mask: core.setSecret, env: process.env };
  // The PR comment (issue 4) shares the check's look-ups, so histories fetched by the check are
  // not fetched again; without a comment the check opens (and closes) a connection of its own.
  const services = mayComment(config) ? await openServices(config, auth) : undefined;
  try {
    const report = await checkImages({ config, workspace, now: new Date() }, { ...auth, services });
    // A glob that matches nothing is usually a typo or a moved file: say so rather than pass silently.
    for (const glob of report.unmatchedGlobs) core.warning(`Input "files": the glob "${glob}" matched no file in ${workspace}`);
    const unscanned = report.unscanned;
    if (unscanned.length > 0) {
      const listed = unscanned.slice(0, 10).join(', ') + (unscanned.length > 10 ? ` and ${unscanned.length - 10} more` : '');
      core.notice(`Input "files" selected ${unscanned.length} file(s) that are neither a Dockerfile/Containerfile nor YAML, so not scanned: ${listed}`);
    }
    const { results, verdict } = report;
    if (results.length === 0) core.notice(`No image references on ${config.registry} to check (images input and files globs gave none).`);
    // It never throws: whatever goes wrong is a warning.
    if (services) await (await import('./pr')).commentOnPullRequest({ config, lookups: services.lookups, verdictLine: verdict.line, workspace });
    if (report.http) core.debug(`HTTP: ${report.http.requests} requests, ${report.http.retries} retries`);
    await publishReport({ config, results, verdict, skipped: report.skipped, problems: report.problems });
    if (verdict.failed) core.setFailed(verdict.line);
  } finally {
    await services?.http.close();
  }
}

/** Whether the PR comment may do anything (the same rule the comment itself applies). */
function mayComment(config: Config): boolean {
  return commentSkipReason(config.comment, process.env.GITHUB_EVENT_NAME ?? '') === null;
}
