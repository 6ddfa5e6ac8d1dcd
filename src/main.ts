import { setFlagsFromString } from 'node:v8';
import * as core from '@actions/core';
import type { ServiceClients } from './check/lookups';
import type { CheckTarget } from './check/assess';
import { assessCoverage } from './check/coverage';
import { credentialSources } from './check/credentials';
import { buildTargets } from './check/targets';
import { computeVerdict } from './check/verdict';
import { InputError, readConfig, SECRET_INPUTS, type Config } from './config';
import type { HttpClient } from './http/client';
import type { ImageResult, SkippedReference, Verdict } from './model';
import { commentSkipReason } from './pr/pull-request-events';
import type { DiscoveryResult } from './refs/discover';
import { publishReport } from './report/publish';
import { safeText, secrets } from './auth/secrets';
import { startDeadlines, type Deadlines } from './http/deadline';

// Discovery, the clients, the engine and the PR comment are imported when a run needs them: they
// are most of the bundle (undici, Octokit, the YAML and Dockerfile parsers), and parsing them was
// most of a cold start. The bundler puts each dynamic import in a chunk of its own.

const NO_DISCOVERY: DiscoveryResult = { found: [], skipped: [], problems: [] };

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
    const config = readConfig((name) => core.getInput(name));
    await check(config);
  } catch (error) {
    core.setFailed(safeText(error instanceof InputError ? error.message : `image-check failed: ${error instanceof Error ? error.message : String(error)}`));
  }
}

async function check(config: Config): Promise<void> {
  const deadlines = startDeadlines(config.timeoutMs, config.timeout);
  try {
    await checkWithin(config, deadlines);
  } finally {
    deadlines.clear();
  }
}

async function checkWithin(config: Config, deadlines: Deadlines): Promise<void> {
  const workspace = process.env.GITHUB_WORKSPACE || process.cwd();
  const discovery = config.files.length > 0 ? await (await import('./refs/discover')).discoverFiles(config.files, workspace) : NO_DISCOVERY;
  const unscanned = discovery.unscanned ?? [];
  if (unscanned.length > 0) {
    const listed = unscanned.slice(0, 10).join(', ') + (unscanned.length > 10 ? ` and ${unscanned.length - 10} more` : '');
    core.notice(`Input "files" selected ${unscanned.length} file(s) that are neither a Dockerfile/Containerfile nor YAML, so not scanned: ${listed}`);
  }
  const { targets, skipped } = buildTargets(config.images, discovery.found, config.registry);
  const allSkipped: SkippedReference[] = [...discovery.skipped, ...skipped];

  // A run that checks nothing because of its setup says why, and fails under fail-on `error`.
  const coverage = assessCoverage({ ...config, unmatchedGlobs: discovery.unmatchedGlobs ?? [], foundInFiles: discovery.found.length + discovery.skipped.length, skipped: allSkipped, targets: targets.length });
  for (const notice of coverage.notices) core.notice(notice);
  // Nothing to check and no comment to write: the clients, engine and PR modules are never loaded.
  const { results, verdict } =
    targets.length > 0 || mayComment(config)
      ? await checkAndComment(config, targets, workspace, discovery.problems, coverage.errors, deadlines)
      : { results: [], verdict: computeVerdict([], config.failOn, discovery.problems, coverage.errors) };
  await publishReport({ config, results, verdict, skipped: allSkipped, problems: discovery.problems, coverage: coverage.errors });
  if (verdict.failed) core.setFailed(verdict.line);
}

/** The part of a run that talks to the services: the engine over `targets`, then the PR comment. */
async function checkAndComment(
  config: Config,
  targets: CheckTarget[],
  workspace: string,
  problems: DiscoveryResult['problems'],
  coverage: string[],
  deadlines: Deadlines,
): Promise<{ results: ImageResult[]; verdict: Verdict }> {
  const [{ HttpClient }, { Lookups }, { checkTargets }] = await Promise.all([import('./http/client'), import('./check/lookups'), import('./check/engine')]);
  // Look-ups stop at the deadline (what is unfinished becomes an error result); the comment keeps a reserve.
  const http = new HttpClient({ userAgent: 'image-check', signal: deadlines.lookups });
  try {
    // Credentials are resolved once, on first need: a PR comment with nothing left to check
    // (the PR removed the last image) needs none.
    let clients: Promise<ServiceClients> | undefined;
    const serviceClients = () => (clients ??= connect(config, http));
    const lookups = new Lookups(serviceClients, config.group);
    let results: ImageResult[] = [];
    if (targets.length > 0) {
      // Resolved before any look-up, so a missing token fails the step rather than every image.
      await serviceClients();
      results = await checkTargets(targets, lookups, { now: new Date(), maxAgeMs: config.maxAgeMs, concurrency: config.concurrency, credentials: credentialSources(config) });
    }
    const verdict = computeVerdict(results, config.failOn, problems, coverage);
    // PR comment (issue 4): reuses `lookups`, so histories fetched above are not fetched again.
    // It never throws: whatever goes wrong is a warning.
    if (mayComment(config)) await (await import('./pr')).commentOnPullRequest({ config, lookups, verdictLine: verdict.line, workspace, signal: deadlines.run });
    return { results, verdict };
  } finally {
    core.debug(`HTTP: ${http.stats.requests} requests, ${http.stats.retries} retries`);
    await http.close();
  }
}

/** Whether the PR comment may do anything (the same rule the comment itself applies). */
function mayComment(config: Config): boolean {
  return commentSkipReason(config.comment, process.env.GITHUB_EVENT_NAME ?? '') === null;
}

async function connect(config: Config, http: HttpClient): Promise<ServiceClients> {
  const [{ resolveCredentials }, { PlatformClient }, { RegistryClient }] = await Promise.all([import('./auth/oidc'), import('./platform/client'), import('./registry/client')]);
  const credentials = await resolveCredentials(config, http);
  return {
    platform: new PlatformClient({ http, apiUrl: config.apiUrl, token: credentials.apiToken, group: config.group || undefined }),
    registry: new RegistryClient({ http, registry: config.registry, credentials: credentials.registry }),
  };
}
