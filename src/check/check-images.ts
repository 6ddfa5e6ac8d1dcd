// The engine's entry, called by both shells (the action in src/action/main.ts, `image-check check` in
// src/cli/check.ts): settings in, a CheckReport out. It reads no environment (the workspace, the
// time and the OIDC variables come in as arguments) and writes no output: what to print, annotate
// or exit with is the shell's business.
//
// The services (src/check/services.ts: the HTTP client, the service clients, the engine, and zod
// for the answers) are imported when there is something to look up: a run with nothing to check
// on the registry does not load them. The PR comment
// (Octokit) is the action shell's own dynamic import.

import type { HttpStats } from '../http/client';
import type { Advice } from './judge/advice';
import type { AuthOptions, Services } from './services';
import type { Config } from '../config';
import {
  unreadProblemOf,
  type FileProblem,
  type ImageResult,
  type SkippedReference,
  type UnreadRepository,
  type Verdict,
} from '../model';
import type { DiscoveryResult } from '../refs/discover';
import { expiredEntries, todayOf } from '../policy-file/ledger';
import { assessCoverage } from './coverage';
import { buildTargets } from './targets';
import { computeVerdict } from './judge/verdict';
import type { IgnoreEntry, Ledger } from '../policy-file/read';

/** What a check needs to know; every value is plain data, read by the shell. */
export interface CheckSettings {
  /** The validated settings (src/config.ts `readConfig`). */
  config: Config;
  /** The directory the `files` globs are relative to (the action's GITHUB_WORKSPACE, the CLI's cwd). */
  workspace: string;
  /** The time pins are judged at (stale when superseded longer than max-age before it). */
  now: Date;
  /** The policy file (src/policy-file/load.ts), or null: its entries accept findings. */
  ledger?: Ledger | null;
  /**
   * References found elsewhere (an organization's repositories read through the API, src/org/):
   * used instead of discovering `files` under `workspace`.
   */
  discovery?: DiscoveryResult;
  /** An organization's repositories that could not be read: each an error of the verdict (none for a workspace). */
  unread?: readonly UnreadRepository[];
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
  const discovery =
    settings.discovery ??
    (config.files.length > 0
      ? await (await import('../refs/discover')).discoverFiles(config.files, workspace)
      : NO_DISCOVERY);
  const { targets, skipped, lookalikes } = buildTargets(
    config.images,
    discovery.found,
    config.registry,
    config.registryMap,
  );
  const allSkipped = [...discovery.skipped, ...skipped];
  // A run that checks nothing because of its setup says why, and fails under fail-on `error`.
  const coverage = assessCoverage({
    ...config,
    // Given a discovery, files were selected (by the globs, or the kinds discovery reads).
    files: settings.discovery && config.files.length === 0 ? ['**'] : config.files,
    words: deps.words,
    unmatchedGlobs: discovery.unmatchedGlobs ?? [],
    foundInFiles: discovery.found.length + discovery.skipped.length,
    skipped: allSkipped,
    targets: targets.length,
    lookalikes,
  });
  const report = (results: ImageResult[], http: HttpStats | null, advice?: Advice): CheckReport => ({
    results,
    verdict: computeVerdict(
      results,
      config.failOn,
      [...(settings.unread ?? []).map(unreadProblemOf), ...discovery.problems],
      coverage.errors,
    ),
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

  const { openServices, lookUp } = await import('./services');
  const services = deps.services ?? openServices(config, { workspace, ...deps });
  try {
    const looked = await lookUp(targets, services, { config, now, ledger });
    return report(looked.results, services.http.stats, looked.advice);
  } finally {
    if (!deps.services) await services.http.close();
  }
}
