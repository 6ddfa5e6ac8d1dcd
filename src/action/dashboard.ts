import type { OrganizationRunReport, WorkspaceRunReport } from '../report/run-report';
import * as core from '@actions/core';
import * as log from './log';
import { safeText } from '../secrets';
import type { Config } from '../config';
import type { RunnerContext } from '../runner';
import type { Verdict } from '../model';
import type { RunGitHub } from '../github/lazy';
import { withDashboardFailure } from '../dashboard/failure-verdict';

// The `dashboard` input, in every mode: the issue kept in another (or this) repository, for the
// workspace's repository or the scanned owner. Its failure fails the step, after every other
// report is out: a dashboard that silently stops being kept would read as clean.

const SETTING = 'Input "dashboard"';

interface DashboardOutcome {
  /** The web address, '' when none was kept. */
  url: string;
  /** Why it was not kept (a line that leads with the fix), or null. */
  failure: string | null;
}

/** Keeps the dashboard when the input is set, over the run's GitHub; never throws. Octokit is loaded only then. */
async function keepDashboard(
  config: Pick<Config, 'dashboard' | 'githubToken' | 'failOn'>,
  runner: Pick<RunnerContext, 'repository' | 'sha' | 'serverUrl'>,
  report:
    | Pick<WorkspaceRunReport, 'kind' | 'results' | 'skipped' | 'problems' | 'coverage'>
    | Pick<
        OrganizationRunReport,
        'kind' | 'results' | 'skipped' | 'problems' | 'coverage' | 'owner' | 'read' | 'unread'
      >,
  runGitHub: RunGitHub,
): Promise<DashboardOutcome> {
  if (!config.dashboard) return { url: '', failure: null };
  const github = await runGitHub();
  if (!github)
    return {
      url: '',
      failure: `${SETTING}: Set github-token to a token with issues: write on ${config.dashboard} (its default is the workflow's token). It is empty`,
    };
  const { dashboardFailure, keepRunDashboard, keptLine } = await import('../dashboard');
  const place = { repo: config.dashboard, serverUrl: runner.serverUrl, github };
  try {
    const kept = await keepRunDashboard(
      place,
      { ...report, failOn: config.failOn },
      { repository: runner.repository, commit: runner.sha },
    );
    log.info(keptLine(kept));
    return { url: kept.url, failure: null };
  } catch (error) {
    return { url: '', failure: safeText(dashboardFailure(error, config.dashboard, SETTING)) };
  }
}

/** Keeps the dashboard, says so to the runner (`dashboard-url`, an error when not kept) and gives the run's verdict with it. */
export async function publishDashboard(
  config: Pick<Config, 'dashboard' | 'githubToken' | 'failOn'>,
  runner: Parameters<typeof keepDashboard>[1],
  report: Parameters<typeof keepDashboard>[2] & Parameters<typeof withDashboardFailure>[0],
  github: RunGitHub,
): Promise<Verdict> {
  const dashboard = await keepDashboard(config, runner, report, github);
  core.setOutput('dashboard-url', dashboard.url);
  if (dashboard.failure) log.error(dashboard.failure, { title: 'Dashboard not kept' });
  return withDashboardFailure(report, config.failOn, dashboard.failure);
}
