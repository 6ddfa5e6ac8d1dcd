import * as core from '@actions/core';
import * as log from './log';
import type { Config } from '../config';
import type { RunnerContext } from '../runner';
import type { RunGitHub } from '../github/lazy';
import { writeInside } from '../fs/write-inside';
import { buildAnnotations, capAnnotations, type Annotation } from '../report/annotations';
import { blobBaseOf, publishOutputs } from './publish-results';
import { annotateInCheckRun, type CheckRunRequest } from './check-run';
import { workflowFileOf } from '../report/sarif';
import { FORMATS } from '../report/formats';
import { renderSummary } from '../report/summary';
import { coverageOf, problemsOf, type RunReport } from '../report/run-report';
import { publishDashboard } from './dashboard';

interface ReportInput {
  config: Config;
  /** Where the job summary goes, the workflow file, and where a SARIF file may be written. */
  runner: Pick<
    RunnerContext,
    | 'stepSummary'
    | 'workspace'
    | 'workflowRef'
    | 'runnerTemp'
    | 'serverUrl'
    | 'repository'
    | 'sha'
    | 'apiUrl'
    | 'event'
    | 'eventPath'
  >;
  /** The run's report, with its verdict (the dashboard's failure counted in it). */
  report: RunReport;
  /** The files `update` changed. */
  updatedFiles?: string[];
  /** What `update` rewrote, as a pull request's body (the `update-markdown` output). */
  updateMarkdown?: string;
  /** Set as each part reaches the runner, so a run that fails later publishes only what is missing. */
  progress?: Progress;
  /** The results file's text when it is not the results array (an organization run's envelope). */
  resultsText?: Iterable<string>;
  /** The run's GitHub (one client, made on first use), for the check run. */
  github: RunGitHub;
}

/** What of the report has reached the runner (see main's `publishStopped`). */
export interface Progress {
  outputs: boolean;
  summary: boolean;
}

/** The action's side of reporting: log lines, annotations, outputs, job summary, SARIF. */
async function publishReport({
  config,
  runner,
  report,
  updatedFiles = [],
  updateMarkdown = '',
  progress = { outputs: false, summary: false },
  resultsText,
  github,
}: ReportInput): Promise<string> {
  const { results, verdict, skipped, coverage, expired, policyFile } = report;
  const problems = problemsOf(report);
  log.startGroup(`image-check: ${results.length} images`);
  for (const r of results) log.info(`${r.status.padEnd(5)} ${r.ref}${r.error ? `: ${r.error.message}` : ''}`);
  log.endGroup();
  log.info(verdict.line);

  const roots = [runner.workspace, runner.runnerTemp];
  await publishOutputs(config, report, { updatedFiles, updateMarkdown }, roots, resultsText);
  progress.outputs = true;

  const summary = renderSummary({
    results,
    verdict,
    skipped,
    problems,
    now: new Date(),
    maxAge: config.maxAge,
    advisoryUrl: config.advisoryUrl,
    failOn: config.failOn,
    blobBase: blobBaseOf(runner),
    serverUrl: runner.serverUrl,
    updatedFiles,
    repositories: coverageOf(report),
  });
  if (runner.stepSummary) await appendSummary(summary);
  progress.summary = true;

  const annotations = buildAnnotations(results, {
    skipped,
    problems,
    failOn: config.failOn,
    coverage,
    expired,
    policyFile,
  });
  await publishAnnotations({ config, runner, annotations, summary, verdict, github });

  if (config.sarif) {
    // References from the `images` input are reported on the workflow file that lists them:
    // code scanning rejects results without a location.
    const sarif = FORMATS.sarif.render(report, {
      now: new Date(),
      failOn: config.failOn,
      maxAge: config.maxAge,
      sarifLocation: workflowFileOf(runner.workflowRef || undefined),
      serverUrl: runner.serverUrl,
    });
    // Only inside the workspace or RUNNER_TEMP, never through a link the pull request committed.
    await writeInside([runner.workspace, runner.runnerTemp], config.sarif, sarif);
    log.info(`SARIF written to ${config.sarif}`);
  }
  return summary;
}

/** The end of every run: the dashboard, then every report with the verdict it gives, then the step's outcome. */
export async function concludeRun(report: RunReport, input: Omit<ReportInput, 'report'>): Promise<void> {
  const verdict = await publishDashboard(input.config, input.runner, report, input.github);
  await publishReport({ ...input, report: { ...report, verdict } });
  if (verdict.failed) log.setFailed(verdict.line);
}

/** Appends markdown and a line end to the job summary (GITHUB_STEP_SUMMARY). */
export async function appendSummary(markdown: string): Promise<void> {
  await core.summary.addRaw(markdown, true).write();
}

/** Every annotation in one check run (the `annotations` input), else as many as the step shows as workflow commands. */
async function publishAnnotations(
  request: Omit<CheckRunRequest, 'hidden'> & { annotations: Annotation[] },
): Promise<void> {
  const { shown, omitted } = capAnnotations(request.annotations);
  const hidden = Object.entries(omitted).filter(([, n]) => n > 0);
  const rest = await annotateInCheckRun({ ...request, hidden: hidden.reduce((sum, [, n]) => sum + n, 0) });
  if (rest !== null) {
    for (const annotation of capAnnotations(rest).shown) annotate(annotation);
    return;
  }
  for (const annotation of shown) annotate(annotation);
  if (hidden.length > 0) {
    log.info(
      `GitHub shows at most 10 annotations per level; not annotated here (see the job summary): ${hidden.map(([level, n]) => `${n} ${level}`).join(', ')}`,
    );
  }
}

function annotate({ level, title, message, file, startLine }: Annotation): void {
  const properties: core.AnnotationProperties = { title, file, startLine };
  if (level === 'error') log.error(message, properties);
  else if (level === 'warning') log.warning(message, properties);
  else log.notice(message, properties);
}
