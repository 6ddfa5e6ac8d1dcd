// The runner's world as plain data: what the action shell reads from the environment once
// (src/action/context.ts) and hands down. Nothing below the shells reads process.env; they take
// this object (or the part they need).

/** The GitHub Actions runner's variables the action uses. Empty strings where a variable is unset. */
export interface RunnerContext {
  /** GITHUB_WORKSPACE, else the process's working directory. */
  workspace: string;
  eventName: string;
  /** GITHUB_EVENT_PATH: where the runner wrote the event payload. */
  eventPath: string;
  /** owner/repo (GITHUB_REPOSITORY). */
  repository: string;
  /** GITHUB_SERVER_URL without a trailing slash (https://github.com when unset). */
  serverUrl: string;
  /** GITHUB_API_URL without a trailing slash (https://api.github.com when unset; GHES sets it). */
  apiUrl: string;
  runId: string;
  /** GITHUB_SHA: the run's commit (on pull_request, GitHub's test merge). */
  sha: string;
  workflow: string;
  /** GITHUB_WORKFLOW_REF: owner/repo/path@ref of the workflow file. */
  workflowRef: string;
  job: string;
  /** RUNNER_TEMP: the one directory outside the workspace a report may be written to. */
  runnerTemp: string;
  /** GITHUB_STEP_SUMMARY: the job summary file; empty when the runner offers none. */
  stepSummary: string;
  /** The runner's OIDC token service (ACTIONS_ID_TOKEN_REQUEST_URL / _TOKEN); empty without id-token: write. */
  idTokenUrl: string;
  idTokenRequestToken: string;
  /** The event payload's JSON as read from eventPath (null when there is none), or why it could not be read. */
  event: { json: unknown } | { error: string } | null;
}

type Env = Readonly<Record<string, string | undefined>>;

const address = (value: string | undefined, fallback: string) => (value?.trim() || fallback).replace(/\/+$/, '');

/** Where GitHub is: GITHUB_API_URL and GITHUB_SERVER_URL (GHES sets both), read by the action and the command line alike. */
export function githubAddressesOf(env: Env): Pick<RunnerContext, 'apiUrl' | 'serverUrl'> {
  return {
    apiUrl: address(env.GITHUB_API_URL, 'https://api.github.com'),
    serverUrl: address(env.GITHUB_SERVER_URL, 'https://github.com'),
  };
}

/**
 * The context from a set of variables and the payload's JSON (pure: the action passes process.env
 * and the file it read, tests their own).
 */
export function runnerFromEnv(env: Env, cwd: string, event: RunnerContext['event'] = null): RunnerContext {
  const get = (name: string) => env[name] ?? '';
  return {
    workspace: get('GITHUB_WORKSPACE') || cwd,
    eventName: get('GITHUB_EVENT_NAME'),
    eventPath: get('GITHUB_EVENT_PATH'),
    repository: get('GITHUB_REPOSITORY'),
    ...githubAddressesOf(env),
    runId: get('GITHUB_RUN_ID'),
    sha: get('GITHUB_SHA'),
    workflow: get('GITHUB_WORKFLOW'),
    workflowRef: get('GITHUB_WORKFLOW_REF'),
    job: get('GITHUB_JOB'),
    runnerTemp: get('RUNNER_TEMP'),
    stepSummary: get('GITHUB_STEP_SUMMARY'),
    idTokenUrl: get('ACTIONS_ID_TOKEN_REQUEST_URL'),
    idTokenRequestToken: get('ACTIONS_ID_TOKEN_REQUEST_TOKEN'),
    event,
  };
}

/** The OIDC variables as auth/ reads them (the runner's token service). */
export function oidcVariables(
  runner: Pick<RunnerContext, 'idTokenUrl' | 'idTokenRequestToken'>,
): Record<string, string> {
  return {
    ACTIONS_ID_TOKEN_REQUEST_URL: runner.idTokenUrl,
    ACTIONS_ID_TOKEN_REQUEST_TOKEN: runner.idTokenRequestToken,
  };
}
