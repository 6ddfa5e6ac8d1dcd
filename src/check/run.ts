// The engine's entry, called by both shells (the action in src/action/main.ts, `image-check check` in
// src/cli/check.ts): settings in, a CheckReport out. It reads no environment (the workspace, the
// time and the OIDC variables come in as arguments) and writes no output: what to print, annotate
// or exit with is the shell's business.
//
// Imports are static: measured on a `files:` run, loading discovery, the clients and the engine
// on need saved nothing beyond the noise (bench/README.md, "Lazy loading"); only the PR comment
// (Octokit) stays a dynamic import, in the action shell.

import type { IdTokenSource } from '../auth/github-oidc';
import { resolveCredentials } from '../auth/oidc';
import type { Config } from '../config';
import { HttpClient, type HttpStats } from '../http/client';
import type { FileProblem, ImageResult, SkippedReference, Verdict } from '../model';
import { PlatformClient } from '../platform/client';
import { EolTagsClient } from '../platform/eoltags';
import { discoverFiles, type DiscoveryResult } from '../refs/discover';
import { RegistryClient } from '../registry/client';
import { checkTargets } from './engine';
import { Lookups, type ServiceClients } from './lookups';
import { expiredEntries, todayOf } from '../policy/ledger';
import { adviseResults, type Advice } from './advice';
import { InputError } from '../errors';
import { settle } from '../settle';
import { toResultError, unchecked } from './assess';
import { assessCoverage } from './coverage';
import { credentialSources } from './credentials';
import { buildTargets } from './targets';
import { computeVerdict } from './verdict';
import type { IgnoreEntry, Ledger } from '../policy/read';

/** What a check needs to know; every value is plain data, read by the shell. */
export interface CheckSettings {
  /** The validated settings (src/config.ts `readConfig`). */
  config: Config;
  /** The directory the `files` globs are relative to (the action's GITHUB_WORKSPACE, the CLI's cwd). */
  workspace: string;
  /** The time pins are judged at (stale when superseded longer than max-age before it). */
  now: Date;
  /** The policy file (src/policy/load.ts), or null: its entries accept findings. */
  ledger?: Ledger | null;
}

/** How credentials are obtained when `identity` asks for a token exchange. */
export interface AuthOptions {
  /** Registers each obtained secret besides the process's secret registry (auth/secrets.ts), which always scrubs it. */
  mask?: (secret: string) => void;
  /** The CI's OIDC token source; by default the GitHub Actions runner's, read from `env`. */
  getIdToken?: IdTokenSource;
  /** Where the GitHub Actions OIDC variables are read (ACTIONS_ID_TOKEN_REQUEST_URL and _TOKEN). */
  env?: Record<string, string | undefined>;
  /** When look-ups must stop (the run's `timeout`): what is unfinished becomes an error result. */
  signal?: AbortSignal;
}

/** The connection to the services: one HTTP client, look-ups shared by everyone holding it. */
export interface Services {
  http: HttpClient;
  lookups: Lookups;
  /** The clients, credentials resolved on the first call (a run with nothing to look up needs none). */
  clients(): Promise<ServiceClients>;
}

export interface CheckDeps extends AuthOptions {
  /**
   * Services to use instead of a connection of the check's own: the action passes the ones it
   * shares with the PR comment, so histories fetched by the check are not fetched again. The
   * caller closes their HTTP client.
   */
  services?: Services;
}

export interface CheckReport {
  results: ImageResult[];
  verdict: Verdict;
  /** References found but not checked (other registry, unresolved variable, invalid, not an image). */
  skipped: SkippedReference[];
  /** Files that could not be read, parsed or scanned (errors unless `level` says warning). */
  problems: FileProblem[];
  /** Why (part of) the run checked nothing because of its setup; each is an error (check/coverage.ts). */
  coverage: string[];
  /** Worth saying, not failing: e.g. selected files that hold no reference. */
  notices: string[];
  /** `files` globs that selected no file. */
  unmatchedGlobs: string[];
  /** Selected files of no scanned kind (neither Dockerfile/Containerfile nor YAML). */
  unscanned: string[];
  /** Requests sent and retried, when the check talked to the services. */
  http: HttpStats | null;
  /** Policy entries past their date: each a warning at its line of `policyFile`. */
  expired: IgnoreEntry[];
  /** The policy file read, or null. */
  policyFile: string | null;
}

const NO_DISCOVERY: DiscoveryResult = { found: [], skipped: [], problems: [] };

/**
 * Discovery, targets, look-ups and the verdict. Throws InputError for settings that cannot be
 * used (a glob that cannot be walked, an invalid `images` reference, no token); a look-up that
 * fails is that image's `error` result, never a throw.
 */
export async function checkImages(settings: CheckSettings, deps: CheckDeps): Promise<CheckReport> {
  const { config, workspace, now } = settings;
  const ledger = settings.ledger ?? null;
  const discovery = config.files.length > 0 ? await discoverFiles(config.files, workspace) : NO_DISCOVERY;
  const { targets, skipped } = buildTargets(config.images, discovery.found, config.registry);
  const allSkipped = [...discovery.skipped, ...skipped];
  // A run that checks nothing because of its setup says why, and fails under fail-on `error`.
  const coverage = assessCoverage({
    ...config,
    unmatchedGlobs: discovery.unmatchedGlobs ?? [],
    foundInFiles: discovery.found.length + discovery.skipped.length,
    skipped: allSkipped,
    targets: targets.length,
  });
  const report = (results: ImageResult[], http: HttpStats | null, advice?: Advice): CheckReport => ({
    results,
    verdict: computeVerdict(results, config.failOn, discovery.problems, coverage.errors),
    skipped: allSkipped,
    problems: discovery.problems,
    coverage: coverage.errors,
    notices: [...coverage.notices, ...(advice?.notices ?? [])],
    expired: advice?.expired ?? expiredEntries(ledger, todayOf(now)),
    policyFile: ledger?.file ?? null,
    unmatchedGlobs: discovery.unmatchedGlobs ?? [],
    unscanned: discovery.unscanned ?? [],
    http,
  });
  // Nothing to check: no connection, no credentials.
  if (targets.length === 0) return report([], deps.services ? deps.services.http.stats : null);

  const services = deps.services ?? (await openServices(config, deps));
  try {
    // Resolved before any look-up, so a missing token fails the run rather than every image.
    const connected = await settle(services.clients());
    if (!connected.ok) {
      // A setting to fix (no token, an exchange refused) stops the run with its message; anything
      // else (the deadline cut the token exchange, an issuer that never answered) is every
      // image's error, and the report is still published.
      if (connected.error instanceof InputError) throw connected.error;
      const error = toResultError(connected.error);
      return report(
        targets.map((target) => unchecked(target, [error])),
        services.http.stats,
      );
    }
    const results = await checkTargets(targets, services.lookups, {
      now,
      maxAgeMs: config.maxAgeMs,
      concurrency: config.concurrency,
      credentials: credentialSources(config),
    });
    // Post-pass (issue 14): what to move to, end-of-life dates, accepted findings.
    const advice = await adviseResults(results, services.lookups, { now, warnBeforeMs: config.warnBeforeMs, ledger });
    return report(advice.results, services.http.stats, advice);
  } finally {
    if (!deps.services) await services.http.close();
  }
}

/**
 * A connection to the Platform API and the registry; credentials are resolved once, on first
 * need (a PR comment with nothing left to check needs none). The caller closes `http`.
 */
export async function openServices(config: Config, auth: AuthOptions, http?: HttpClient): Promise<Services> {
  const client = http ?? new HttpClient({ userAgent: 'image-check', signal: auth.signal });
  let clients: Promise<ServiceClients> | undefined;
  const serviceClients = () => (clients ??= connect(config, client, auth));
  return { http: client, lookups: new Lookups(serviceClients, config.group), clients: serviceClients };
}

async function connect(config: Config, http: HttpClient, auth: AuthOptions): Promise<ServiceClients> {
  const credentials = await resolveCredentials(config, http, auth);
  return {
    eolTags: new EolTagsClient({ http, apiUrl: config.apiUrl, token: credentials.apiToken }),
    platform: new PlatformClient({ http, apiUrl: config.apiUrl, token: credentials.apiToken, group: config.group || undefined }),
    registry: new RegistryClient({ http, registry: config.registry, credentials: credentials.registry }),
  };
}
