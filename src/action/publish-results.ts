// The action's outputs with the `results-file` input and the 1 MB output limit (results-file.ts).
import * as core from '@actions/core';
import * as log from './log';
import type { Config } from '../config';
import type { ImageResult, Verdict } from '../model';
import { buildOutputs } from '../report/outputs';
import { writeInside } from '../fs/write-inside';
import { resultsOverLimitWarning } from '../report/results-file';
import { FORMATS, type FormatReport } from '../report/formats';

export async function publishOutputs(
  config: Pick<Config, 'resultsFile' | 'minAgeMs' | 'failOn' | 'maxAge'>,
  report: FormatReport,
  update: UpdateOutputs,
  roots: readonly string[],
  /** The results file's text when it is not the results array (an organization run's envelope). */
  resultsText?: Iterable<string>,
): Promise<void> {
  if (config.resultsFile) {
    // Inside the workspace or RUNNER_TEMP only.
    // The `json` format's text (report/formats.ts), as the CLI's --format json prints it.
    const text =
      resultsText ?? FORMATS.json.render(report, { now: new Date(), failOn: config.failOn, maxAge: config.maxAge });
    await writeInside(roots, config.resultsFile, text);
    log.info(`Results written to ${config.resultsFile}`);
  }
  setOutputs(report.results, report.verdict, update, config);
}

/** What `update` did, for its outputs: the files it changed, and its rewrites as a pull request's body. */
interface UpdateOutputs {
  updatedFiles: readonly string[];
  updateMarkdown: string;
}

/** Every output; `results` unless the results are unknown (null: the run stopped first) or over an output's limit (a warning). */
export function setOutputs(
  results: readonly ImageResult[] | null,
  verdict: Verdict,
  update: UpdateOutputs,
  config: Pick<Config, 'resultsFile' | 'minAgeMs'>,
): void {
  const outputs = buildOutputs(results ?? [], verdict, update.updatedFiles, config.minAgeMs !== null);
  outputs['update-markdown'] = update.updateMarkdown;
  if (results === null) delete outputs.results;
  else if (outputs.results === undefined) log.warning(resultsOverLimitWarning(config.resultsFile));
  for (const [name, value] of Object.entries(outputs)) core.setOutput(name, value);
}

/** Links to the files at the run's commit, from the runner's variables (null outside a run). */
export function blobBaseOf({
  serverUrl,
  repository,
  sha,
}: {
  serverUrl: string;
  repository: string;
  sha: string;
}): string | null {
  return serverUrl && repository && sha ? `${serverUrl.replace(/\/+$/, '')}/${repository}/blob/${sha}` : null;
}
