// The two organization commands as both shells call them, from plain data: `organization` (scan
// and check, or one shard of it) and `merge` (the shards' results files as one run). The shells
// read the settings and the environment; nothing here does.
import { resolve } from 'node:path';
import { glob } from 'tinyglobby';
import type { CheckDeps } from '../check/check-images';
import { verdictOf, type OrganizationRunReport } from '../report/run-report';
import type { Config } from '../config';
import { InputError } from '../errors';
import { readInside } from '../fs/read-inside';
import type { Ledger } from '../policy-file/read';
import { ALWAYS_IGNORED, GLOB_OPTIONS, guardedWalk, splitGlobs } from '../refs/globs';
import type { Words } from '../words';
import { openCache } from './cache';
import { NO_CACHE } from '../github/answer-cache';
import { envelopeChunks } from './envelope';
import { orgApi } from '../github/org-reads';
import type { GitHub } from '../github/session';
import { mergeEnvelopes, readEnvelope } from './merge';
import { checkOrganization, envelopeOf } from './check-organization';

interface OrganizationRun {
  config: Config;
  ledger: Ledger | null;
  now: Date;
  /** The directory `cache-dir` is relative to (the workspace, the CLI's working directory). */
  workspace: string;
  /** The run's GitHub (the shell's one client, its concurrency the run's); null without a token. */
  github: GitHub | null;
  /** The scan's and look-ups' deadline, and when it fires (ms since the epoch). */
  signal: AbortSignal;
  deadlineAt: number;
}

/** Reads the owner's repositories (this shard's) and checks every reference found once. */
export async function runOrganization(run: OrganizationRun, deps: CheckDeps): Promise<OrganizationRunReport> {
  const { config } = run;
  if (!run.github)
    throw new InputError(
      'github-token',
      "is empty; reading an organization's repositories needs a GitHub token that can read them",
      'Set github-token to a token with contents: read on the repositories (e.g. from actions/create-github-app-token)',
    );
  const cache = config.cacheDir ? await openCache(resolve(run.workspace, config.cacheDir)) : NO_CACHE;
  const github = orgApi(run.github, { signal: run.signal, deadlineAt: run.deadlineAt, cache });
  return checkOrganization(
    {
      config,
      ledger: run.ledger,
      now: run.now,
      workspace: run.workspace,
      scan: { owner: config.organization, repositories: config.repositories, shard: config.shard, signal: run.signal },
    },
    { ...deps, github },
  );
}

/** The results file of an organization run: its envelope, in pieces. */
export const organizationResultsText = (report: OrganizationRunReport): Iterable<string> =>
  envelopeChunks(envelopeOf(report));

/** Results files the `merge` globs select inside `workspace`, read and checked; an InputError when none or one is wrong. */
async function readResultsFiles(globs: readonly string[], workspace: string, maxBytes: number) {
  const guard = await guardedWalk(workspace);
  const patterns = globs.map((g) => g.trim()).filter(Boolean);
  const files = (
    await glob(patterns, { cwd: workspace, ...GLOB_OPTIONS, ignore: ALWAYS_IGNORED, onlyFiles: true, fs: guard.fs })
  ).sort();
  const { include } = splitGlobs(globs);
  if (files.length === 0)
    throw new InputError(
      'merge',
      `${include.map((g) => `"${g}"`).join(', ')} matched no file in the workspace`,
      "Download the shards' results files into the workspace first (actions/download-artifact), then name them",
    );
  return Promise.all(
    files.map(async (name) => {
      const read = await readInside(workspace, name, maxBytes);
      if (!read.ok) throw new InputError('merge', `${name}: ${read.message}`);
      return { name, envelope: readEnvelope({ name, text: read.text }) };
    }),
  );
}

/** The shards' results as one run's report, with its verdict. */
export async function runMerge(
  run: { config: Config; workspace: string; words?: Words },
  maxBytes = 256 * 1024 * 1024,
): Promise<OrganizationRunReport> {
  const files = await readResultsFiles(run.config.merge, run.workspace, maxBytes);
  const merged = mergeEnvelopes(files, { registry: run.config.registry, words: run.words });
  return { ...merged, verdict: verdictOf(merged, run.config.failOn) };
}
