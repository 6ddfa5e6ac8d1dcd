// The action's organization modes: `organization` (read an owner's repositories through the API,
// check them, or one shard of them) and `merge` (the shards' results files as one run). The same
// engine entries as the CLI's (src/org/run-organization.ts); the same reports as a workspace run.
import type { OrganizationRunReport } from '../report/run-report';
import * as log from './log';
import { commentReserveMs, startDeadlines } from '../http/deadline';
import { organizationResultsText, runMerge, runOrganization } from '../org/run-organization';
import { oidcVariables } from '../runner';
import type { ActionContext } from './context';
import { concludeRun, type Progress } from './publish';
import { runGitHub } from '../github/lazy';

/** Scans (or merges), then publishes as a workspace run does; fails the step by the verdict. */
export async function checkOrganizationAction(
  { config, ledger, runner }: ActionContext,
  progress: Progress & { results: OrganizationRunReport['results'] | null },
): Promise<void> {
  const deadlines = startDeadlines(config.timeoutMs, config.timeout);
  // One GitHub client for the scan and the dashboard; its requests in flight are the run's concurrency.
  const github = runGitHub({
    token: config.githubToken,
    baseUrl: runner.apiUrl,
    signal: deadlines.run,
    maxConcurrent: config.concurrency,
  });
  try {
    const report =
      config.merge.length > 0
        ? await runMerge({ config, workspace: runner.workspace })
        : await runOrganization(
            {
              config,
              ledger,
              now: new Date(),
              workspace: runner.workspace,
              github: await github(),
              signal: deadlines.lookups,
              deadlineAt: Date.now() + config.timeoutMs - commentReserveMs(config.timeoutMs),
            },
            { env: oidcVariables(runner), signal: deadlines.lookups },
          );
    progress.results = report.results;
    log.info(
      `${report.owner}: ${report.read.length} repositories read${report.unread.length > 0 ? `, ${report.unread.length} not read` : ''}`,
    );
    for (const notice of report.notices) log.notice(notice);
    await concludeRun(report, {
      config,
      runner,
      progress,
      resultsText: organizationResultsText(report),
      github,
    });
  } finally {
    deadlines.clear();
  }
}
