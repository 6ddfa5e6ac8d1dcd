import * as core from '@actions/core';
import { safeText } from '../auth/secrets';
import type { CheckReport } from '../check/run';
import type { Config } from '../config';
import type { RunnerContext } from '../runner';

// The `dashboard` input in the workspace mode: the issue kept in another (or this) repository.
// Its failure fails the step, after every other report is out: a dashboard that silently stops
// being kept would read as clean.

const SETTING = 'Input "dashboard"';

export interface DashboardOutcome {
  /** The web address, '' when none was kept. */
  url: string;
  /** Why it was not kept (a line that leads with the fix), or null. */
  failure: string | null;
}

/** Keeps the dashboard when the input is set; never throws. Octokit is loaded only then. */
export async function publishDashboard(
  config: Pick<Config, 'dashboard' | 'githubToken'>,
  runner: Pick<RunnerContext, 'repository' | 'sha' | 'apiUrl' | 'serverUrl'>,
  report: Pick<CheckReport, 'results' | 'skipped' | 'problems' | 'coverage'>,
  signal: AbortSignal,
): Promise<DashboardOutcome> {
  if (!config.dashboard) return { url: '', failure: null };
  if (!config.githubToken)
    return {
      url: '',
      failure: `${SETTING}: Set github-token to a token with issues: write on ${config.dashboard} (its default is the workflow's token). It is empty`,
    };
  const { dashboardFailure, keepWorkspaceDashboard } = await import('../org/dashboard');
  try {
    const kept = await keepWorkspaceDashboard({
      repo: config.dashboard,
      repository: runner.repository,
      commit: runner.sha,
      token: config.githubToken,
      apiUrl: runner.apiUrl,
      serverUrl: runner.serverUrl,
      report,
      signal,
    });
    core.info(`Dashboard ${kept.action}${kept.reopened ? ' and reopened' : ''}: ${kept.url}`);
    return { url: kept.url, failure: null };
  } catch (error) {
    return { url: '', failure: safeText(dashboardFailure(error, config.dashboard, SETTING)) };
  }
}
