import { UsageError } from '../errors';
import type { RunReport } from '../report/run-report';
import type { Config } from '../config';
import type { FailOn } from '../model';
import { withDashboardFailure } from '../dashboard/failure-verdict';
import type { GitHub } from '../github/session';
import { REPOSITORY_PATTERN } from '../schemas';
import { badAddress, githubEnvOf } from './ci/github-env';
import { GITHUB_TOKEN_ENV } from './options';

// `check|org|merge --dashboard owner/name`: the GitHub side of the command line, from the
// `github-token` setting and the variables a CI job sets (src/cli/ci/github-env.ts). `org` and `merge` keep the owner's dashboard: no GITHUB_REPOSITORY needed.

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

/** Where and as whom the dashboard is kept; every gap is a UsageError before any request. */
export function dashboardSettings(
  config: Pick<Config, 'dashboard' | 'githubToken'>,
  env: Record<string, string | undefined>,
  command: 'check' | 'org' | 'merge' = 'check',
): CliDashboard | null {
  const repo = config.dashboard;
  if (!repo) return null;
  const refuse = (fix: string, detail: string) => new UsageError(`${fix}\n  --dashboard: ${detail}`, command);
  const token = config.githubToken.trim();
  if (!token)
    throw refuse(
      `Set ${GITHUB_TOKEN_ENV} (or GITHUB_TOKEN) to a GitHub token with issues: write on ${repo}`,
      'no GitHub token in the environment',
    );
  const github = githubEnvOf(env);
  const repository = github.repository;
  if (command === 'check' && !REPOSITORY_PATTERN.test(repository))
    throw refuse(
      'Set GITHUB_REPOSITORY to the owner/name of the repository these files are from (the dashboard is kept per repository and links its lines)',
      repository ? `GITHUB_REPOSITORY "${repository}" is not owner/name` : 'GITHUB_REPOSITORY is not set',
    );
  const bad = badAddress(github);
  if (bad) {
    const value = bad === 'GITHUB_API_URL' ? github.apiUrl : github.serverUrl;
    throw refuse(`Set ${bad} to an http(s) URL, or unset it for github.com`, `${bad} "${value}" is not one`);
  }
  return { repo, repository, commit: github.commit, token, apiUrl: github.apiUrl, serverUrl: github.serverUrl };
}

/** Keeps the dashboard; resolves with a line for stderr and the failure (null when kept). Never throws. */
async function keepCliDashboard(
  settings: CliDashboard,
  report: RunReport,
  failOn: ReadonlySet<FailOn>,
  signal: AbortSignal,
  runGitHub?: GitHub,
): Promise<{ line: string; failure: string | null }> {
  const { dashboardFailure, keepRunDashboard, keptLine } = await import('../dashboard');
  const { createGitHub } = await import('../github/session');
  // The run's client when it has one (an organization run's); else one for the dashboard alone.
  const github = runGitHub ?? createGitHub({ token: settings.token, baseUrl: settings.apiUrl, signal });
  const place = { repo: settings.repo, serverUrl: settings.serverUrl, github };
  try {
    const at = { repository: settings.repository, commit: settings.commit };
    return { line: keptLine(await keepRunDashboard(place, { ...report, failOn }, at)), failure: null };
  } catch (error) {
    const failure = dashboardFailure(error, settings.repo, '--dashboard');
    return { line: `error: ${failure}`, failure };
  }
}

/** The report after keeping the dashboard: said on stderr; one not kept fails the verdict. */
export async function reportWithDashboard<R extends RunReport>(
  settings: CliDashboard,
  report: R,
  failOn: ReadonlySet<FailOn>,
  signal: AbortSignal,
  err: (text: string) => void,
  github?: GitHub,
): Promise<R> {
  const kept = await keepCliDashboard(settings, report, failOn, signal, github);
  err(`${kept.line}\n`);
  return { ...report, verdict: withDashboardFailure(report, failOn, kept.failure) };
}
