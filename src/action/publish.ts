import * as core from '@actions/core';
import type { Config } from '../config';
import type { RunnerContext } from '../runner';
import { writeInside } from '../fs/write-inside';
import type { FileProblem, ImageResult, SkippedReference, Verdict } from '../model';
import { buildAnnotations, capAnnotations, type Annotation } from '../report/annotations';
import { buildOutputs } from '../report/outputs';
import { buildSarif, workflowFileOf } from '../report/sarif';
import { renderSummary } from '../report/summary';
import { VERSION } from '../version';

export interface ReportInput {
  config: Config;
  /** Where the job summary goes, the workflow file, and where a SARIF file may be written. */
  runner: Pick<RunnerContext, 'stepSummary' | 'workspace' | 'workflowRef' | 'runnerTemp'>;
  results: ImageResult[];
  verdict: Verdict;
  skipped: SkippedReference[];
  problems: FileProblem[];
  /** Why (part of) the run checked nothing (check/coverage.ts). */
  coverage?: string[];
}

/** The action's side of reporting: log lines, annotations, outputs, job summary, SARIF. */
export async function publishReport({ config, runner, results, verdict, skipped, problems, coverage }: ReportInput): Promise<string> {
  core.startGroup(`image-check: ${results.length} images`);
  for (const r of results) core.info(`${r.status.padEnd(5)} ${r.ref}${r.error ? `: ${r.error.message}` : ''}`);
  core.endGroup();
  core.info(verdict.line);

  const { shown, omitted } = capAnnotations(buildAnnotations(results, { skipped, problems, failOn: config.failOn, coverage }));
  for (const annotation of shown) annotate(annotation);
  const hidden = Object.entries(omitted).filter(([, n]) => n > 0);
  if (hidden.length > 0) {
    core.info(`GitHub shows at most 10 annotations per level; not annotated here (see the job summary): ${hidden.map(([level, n]) => `${n} ${level}`).join(', ')}`);
  }

  for (const [name, value] of Object.entries(buildOutputs(results, verdict))) core.setOutput(name, value);

  const summary = renderSummary({ results, verdict, skipped, problems, now: new Date(), maxAge: config.maxAge });
  if (runner.stepSummary) await core.summary.addRaw(summary, true).write();

  if (config.sarif) {
    // References from the `images` input are reported on the workflow file that lists them:
    // code scanning rejects results without a location.
    const sarif = buildSarif(results, VERSION, { inputsFile: workflowFileOf(runner.workflowRef || undefined), failOn: config.failOn });
    // Only inside the workspace or RUNNER_TEMP, never through a link the pull request committed.
    await writeInside([runner.workspace, runner.runnerTemp], config.sarif, JSON.stringify(sarif, null, 2));
    core.info(`SARIF written to ${config.sarif}`);
  }
  return summary;
}

function annotate({ level, title, message, file, startLine }: Annotation): void {
  const properties: core.AnnotationProperties = { title, file, startLine };
  if (level === 'error') core.error(message, properties);
  else if (level === 'warning') core.warning(message, properties);
  else core.notice(message, properties);
}
