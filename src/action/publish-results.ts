// The action's outputs with the `results-file` input and the 1 MB output limit (results-file.ts).
import * as core from '@actions/core';
import type { Config } from '../config';
import type { ImageResult, Verdict } from '../model';
import { countOutputs, resultsOutput } from '../report/outputs';
import { OUTPUT_LIMIT_BYTES, planOutputs, writeResultsFile } from '../report/results-file';

export async function publishOutputs(
  config: Pick<Config, 'resultsFile'>,
  results: readonly ImageResult[],
  verdict: Verdict,
  updatedFiles: readonly string[],
  roots: readonly string[],
): Promise<void> {
  // The file first, item by item: the outputs' texts (the digests of thousands of references)
  // are made after it rather than kept, and copied by the young generation, while it is written.
  if (config.resultsFile) {
    await writeResultsFile(roots, config.resultsFile, results);
    core.info(`Results written to ${config.resultsFile}`);
  }
  setOutputs(results, verdict, updatedFiles, config.resultsFile);
}

/** Every output; `results` unless the results are unknown (null: the run stopped first) or over an output's limit. */
export function setOutputs(
  results: readonly ImageResult[] | null,
  verdict: Verdict,
  updatedFiles: readonly string[],
  resultsFile: string,
): void {
  // The `results` text only when an output may carry it.
  const { json, bytes } = results ? resultsOutput(results, OUTPUT_LIMIT_BYTES) : { json: null, bytes: 0 };
  const all = { ...(json === null ? {} : { results: json }), ...countOutputs(results ?? [], verdict, updatedFiles) };
  const { outputs, warning } = planOutputs(all, resultsFile, bytes);
  if (warning) core.warning(warning);
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
