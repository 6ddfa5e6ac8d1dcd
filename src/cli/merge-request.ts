import { z } from 'zod';
import type { Config } from '../config';
import type { Services } from '../check/services';
import type { ImageResult } from '../model';
import type { Ledger } from '../policy-file/read';
import { HttpClient } from '../http/client';
import { GitLabClient } from '../gitlab/client';
import type { MergeRequestPlace } from '../gitlab/review-host';
import { secrets } from '../secrets';
import { VERSION } from '../version';
import { UsageError } from '../errors';

// `check --comment/--suggest` in a GitLab merge request pipeline: the GitLab side of the command
// line, read from the variables GitLab sets (GITLAB_CI, CI_MERGE_REQUEST_IID, CI_API_V4_URL, ...)
// and the token's (IMAGE_CHECK_GITLAB_TOKEN, else GITLAB_TOKEN). Below this everything takes data.

type Env = Record<string, string | undefined>;

interface MergeRequestSettings {
  place: MergeRequestPlace;
  /** '' when neither variable is set: nothing is written, one notice says what to set. */
  token: string;
  apiUrl: string;
  projectId: string;
}

const urlSchema = z.url({ protocol: /^https?$/ });
const get = (env: Env, name: string) => env[name]?.trim() ?? '';

/**
 * The merge request to write on, or null when there is none to do: both modes never, or not a
 * merge request pipeline (said on stderr when a mode is `always`). A variable GitLab sets that is
 * malformed is a UsageError before any request.
 */
export function mergeRequestSettings(
  config: Pick<Config, 'comment' | 'suggest'>,
  env: Env,
  err: (text: string) => void,
): MergeRequestSettings | null {
  const modes = [config.comment, config.suggest];
  if (modes.every((m) => m === 'never')) return null;
  const iidText = get(env, 'CI_MERGE_REQUEST_IID');
  if (get(env, 'GITLAB_CI') !== 'true' || iidText === '') {
    if (modes.includes('always'))
      err(
        'warning: --comment/--suggest always: not a GitLab merge request pipeline (GITLAB_CI and CI_MERGE_REQUEST_IID are not set); nothing written\n',
      );
    return null;
  }
  const refuse = (detail: string) => new UsageError(`--comment/--suggest: ${detail}`, 'check');
  const iid = Number(iidText);
  if (!Number.isInteger(iid) || iid <= 0) throw refuse(`CI_MERGE_REQUEST_IID "${iidText}" is not a positive number`);
  const serverUrl = get(env, 'CI_SERVER_URL').replace(/\/+$/, '');
  const apiUrl = (get(env, 'CI_API_V4_URL') || (serverUrl && `${serverUrl}/api/v4`)).replace(/\/+$/, '');
  if (!urlSchema.safeParse(apiUrl).success)
    throw refuse(`CI_API_V4_URL "${apiUrl}" is not an http(s) URL (GitLab sets it in every job)`);
  const projectId = get(env, 'CI_MERGE_REQUEST_PROJECT_ID') || get(env, 'CI_PROJECT_ID');
  if (projectId === '') throw refuse('CI_MERGE_REQUEST_PROJECT_ID and CI_PROJECT_ID are not set');
  const token = get(env, 'IMAGE_CHECK_GITLAB_TOKEN') || get(env, 'GITLAB_TOKEN');
  return {
    token,
    apiUrl,
    projectId,
    place: {
      iid,
      baseSha: get(env, 'CI_MERGE_REQUEST_DIFF_BASE_SHA'),
      headSha: get(env, 'CI_COMMIT_SHA'),
      serverUrl: serverUrl || new URL(apiUrl).origin,
      projectPath: get(env, 'CI_MERGE_REQUEST_PROJECT_PATH') || get(env, 'CI_PROJECT_PATH'),
      pipelineUrl: get(env, 'CI_PIPELINE_URL'),
      configPath: get(env, 'CI_CONFIG_PATH') || '.gitlab-ci.yml',
      job: get(env, 'CI_JOB_NAME'),
    },
  };
}

/** Keeps the merge request's note and suggestions; each line it logs goes to stderr. Never throws. */
export async function keepMergeRequest(
  settings: MergeRequestSettings,
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
