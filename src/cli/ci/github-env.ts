import { httpUrlSchema } from '../../schemas';
import { workflowFileOf } from '../../report/sarif';
import { githubAddressesOf } from '../../runner';
import { runningCi } from './index';
import type { CiEnv } from './shared';

// The variables a CI job sets about GitHub, read by the command line in this one place (the
// addresses as the action reads them: runner.ts). The token is not among them: it is the
// `github-token` input of the commands' declaration (IMAGE_CHECK_GITHUB_TOKEN, else GITHUB_TOKEN:
// src/cli/commands.ts), read with the others.

interface GitHubEnv {
  /** GITHUB_API_URL, default https://api.github.com, without a trailing slash. */
  apiUrl: string;
  /** GITHUB_SERVER_URL, default https://github.com, where locations link to. */
  serverUrl: string;
  /** GITHUB_REPOSITORY: owner/name of the repository checked ('' when unset). */
  repository: string;
  /** GITHUB_SHA: the commit checked ('' when unset). */
  commit: string;
}

export function githubEnvOf(env: CiEnv): GitHubEnv {
  return {
    ...githubAddressesOf(env),
    repository: env.GITHUB_REPOSITORY?.trim() ?? '',
    commit: env.GITHUB_SHA?.trim() ?? '',
  };
}

/** The address variable of `github` that is not an http(s) URL, or null. */
export function badAddress(github: GitHubEnv): 'GITHUB_API_URL' | 'GITHUB_SERVER_URL' | null {
  if (!httpUrlSchema.safeParse(github.apiUrl).success) return 'GITHUB_API_URL';
  if (!httpUrlSchema.safeParse(github.serverUrl).success) return 'GITHUB_SERVER_URL';
  return null;
}

/** Under GitHub Actions, the running workflow's file (GITHUB_WORKFLOW_REF), as the action places location-less findings; else none. */
export function runningWorkflowFile(env: CiEnv): string | undefined {
  return runningCi(env)?.id === 'github' ? workflowFileOf(env.GITHUB_WORKFLOW_REF) : undefined;
}
