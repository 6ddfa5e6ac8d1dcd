import type { Config } from '../config';
import type { Services } from '../check/services';
import type { ImageResult } from '../model';
import type { Ledger } from '../policy-file/read';
import { HttpClient } from '../http/client';
import { GitLabClient } from '../gitlab/client';
import { mergeRequestJobOf, type MergeRequestJob } from './ci/gitlab';
import type { CiEnv } from './ci/shared';
import { secrets } from '../secrets';
import { VERSION } from '../version';
import { UsageError } from '../errors';

// `check --comment/--suggest` in a GitLab merge request pipeline: whether to write, from the modes
// and the pipeline's variables (read by the GitLab form, ci/gitlab.ts); below this everything takes data.

/**
 * The merge request to write on, or null when there is none to do: both modes never, or not a
 * merge request pipeline (said on stderr when a mode is `always`). A variable GitLab sets that is
 * malformed is a UsageError before any request.
 */
export function mergeRequestSettings(
  config: Pick<Config, 'comment' | 'suggest'>,
  env: CiEnv,
  err: (text: string) => void,
): MergeRequestJob | null {
  const modes = [config.comment, config.suggest];
  if (modes.every((m) => m === 'never')) return null;
  const job = mergeRequestJobOf(env, (detail) => new UsageError(`--comment/--suggest: ${detail}`, 'check'));
  if (job === null && modes.includes('always'))
    err(
      'warning: --comment/--suggest always: not a GitLab merge request pipeline (GITLAB_CI and CI_MERGE_REQUEST_IID are not set); nothing written\n',
    );
  return job;
}

/** Keeps the merge request's note and suggestions; each line it logs goes to stderr. Never throws. */
export async function keepMergeRequest(
  settings: MergeRequestJob,
  run: {
    config: Config;
    results: readonly ImageResult[];
    /** The policy file the check read; null without one. */
    ledger: Ledger | null;
    services: Services;
    verdictLine: string;
    cwd: string;
    signal: AbortSignal;
  },
  err: (text: string) => void,
): Promise<void> {
  const { reportOnMergeRequest } = await import('../gitlab/merge-request');
  const { gitRunner } = await import('../review/sources');
  // One client per run, on the run's deadline; the token is scrubbed from every message from here on.
  const http = new HttpClient({ signal: run.signal, userAgent: `image-check/${VERSION}` });
  const token = secrets.add(settings.token);
  const client = token
    ? new GitLabClient({ http, apiUrl: settings.apiUrl, token, projectId: settings.projectId })
    : null;
  try {
    await reportOnMergeRequest({
      config: run.config,
      client,
      place: settings.place,
      results: run.results,
      lookups: run.services.lookups,
      ledger: run.ledger,
      verdictLine: run.verdictLine,
      git: gitRunner(run.cwd),
      log: {
        info: (message) => err(`${message}\n`),
        notice: (message) => err(`notice: ${message}\n`),
        warning: (message) => err(`warning: ${message}\n`),
      },
    });
  } finally {
    await http.close();
  }
}
