import { z } from 'zod';
import type { CheckReport } from '../check/run';
import type { OrgReport } from '../org/run';
import type { Config } from '../config';
import type { FailOn } from '../model';
import { withDashboardFailure } from '../dashboard/verdict';
import type { GitHub } from '../github/session';
import { REPOSITORY_PATTERN } from '../schemas';
import { GITHUB_TOKEN_ENV } from './options';
import { UsageError } from './usage-error';

// `check|org|merge --dashboard owner/name`: the GitHub side of the command line, from the
// variables a CI job sets (GITHUB_TOKEN, GITHUB_REPOSITORY, GITHUB_SHA, GITHUB_API_URL,
// GITHUB_SERVER_URL). `org` and `merge` keep the owner's dashboard: no GITHUB_REPOSITORY needed.

interface CliDashboard {
  /** owner/name of the dashboard repository. */
  repo: string;
  /** owner/name of the repository whose files were checked ('' for `org` and `merge`). */
  repository: string;
  commit: string;
  token: string;
  apiUrl: string;
  serverUrl: string;
}

const urlSchema = z.url({ protocol: /^https?$/ });

/** Where and as whom the dashboard is kept; every gap is a UsageError before any request. */
export function dashboardSettings(
  config: Pick<Config, 'dashboard' | 'githubToken'>,
  env: Record<string, string | undefined>,
  command: 'check' | 'org' | 'merge' = 'check',
): CliDashboard | null {
  const repo = config.dashboard;
  if (!repo) return null;
  const refuse = (fix: string, detail: string) => new UsageError(`${fix}\n  --dashboard: ${detail}`, command);
  const token = config.githubToken.trim() || env.GITHUB_TOKEN?.trim() || '';
  if (!token)
    throw refuse(
      `Set ${GITHUB_TOKEN_ENV} (or GITHUB_TOKEN) to a GitHub token with issues: write on ${repo}`,
      'no GitHub token in the environment',
    );
  const repository = env.GITHUB_REPOSITORY?.trim() ?? '';
  if (command === 'check' && !REPOSITORY_PATTERN.test(repository))
    throw refuse(
      'Set GITHUB_REPOSITORY to the owner/name of the repository these files are from (the dashboard is kept per repository and links its lines)',
      repository ? `GITHUB_REPOSITORY "${repository}" is not owner/name` : 'GITHUB_REPOSITORY is not set',
    );
  const apiUrl = (env.GITHUB_API_URL?.trim() || 'https://api.github.com').replace(/\/+$/, '');
  const serverUrl = (env.GITHUB_SERVER_URL?.trim() || 'https://github.com').replace(/\/+$/, '');
  for (const [name, value] of [
    ['GITHUB_API_URL', apiUrl],
    ['GITHUB_SERVER_URL', serverUrl],
  ] as const)
    if (!urlSchema.safeParse(value).success)
      throw refuse(`Set ${name} to an http(s) URL, or unset it for github.com`, `${name} "${value}" is not one`);
  return { repo, repository, commit: env.GITHUB_SHA?.trim() ?? '', token, apiUrl, serverUrl };
}

/** Keeps the dashboard; resolves with a line for stderr and the failure (null when kept). Never throws. */
async function keepCliDashboard(
  settings: CliDashboard,
  report: CheckReport | OrgReport,
  signal: AbortSignal,
  runGitHub?: GitHub,
): Promise<{ line: string; failure: string | null }> {
  const { dashboardFailure, keepOrganizationDashboard, keepWorkspaceDashboard } = await import('../dashboard');
  const { createGitHub } = await import('../github/session');
  // The run's client when it has one (an organization run's); else one for the dashboard alone.
  const github = runGitHub ?? createGitHub({ token: settings.token, baseUrl: settings.apiUrl, signal });
  const place = { repo: settings.repo, serverUrl: settings.serverUrl, github };
  try {
    const kept =
      'owner' in report
        ? await keepOrganizationDashboard(place, report, settings.repository)
        : await keepWorkspaceDashboard({ ...place, repository: settings.repository, commit: settings.commit, report });
    return { line: `Dashboard ${kept.action}${kept.reopened ? ' and reopened' : ''}: ${kept.url}`, failure: null };
  } catch (error) {
    const failure = dashboardFailure(error, settings.repo, '--dashboard');
    return { line: `error: ${failure}`, failure };
  }
}

/** The report after keeping the dashboard: said on stderr; one not kept fails the verdict. */
export async function reportWithDashboard<R extends CheckReport | OrgReport>(
  settings: CliDashboard,
  report: R,
  failOn: ReadonlySet<FailOn>,
  signal: AbortSignal,
  err: (text: string) => void,
  github?: GitHub,
): Promise<R> {
  const kept = await keepCliDashboard(settings, report, signal, github);
  err(`${kept.line}\n`);
  return { ...report, verdict: withDashboardFailure(report, failOn, kept.failure) };
}
