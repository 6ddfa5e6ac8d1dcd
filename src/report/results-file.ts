// The `results` output and the `results-file` input: GitHub rejects an output over 1 MB, so a
// bigger `results` is not set (the step would fail for the report, not the images); the log
// says so and points to the file, when one is written.

import { writeInside } from '../fs/write-inside';
import type { ImageResult } from '../model';
import { resultItem } from './outputs';

/** GitHub's limit for one step output. */
export const OUTPUT_LIMIT_BYTES = 1024 * 1024;

export interface ResultsOutputPlan {
  /** The outputs to set (without `results` when it is too big). */
  outputs: Record<string, string>;
  /** A warning to log, or null. */
  warning: string | null;
}

/** Pure: which outputs to set, given `results-file` ('' = none). */
export function planOutputs(outputs: Record<string, string>, resultsFile: string): ResultsOutputPlan {
  if (Buffer.byteLength(outputs.results ?? '', 'utf8') <= OUTPUT_LIMIT_BYTES) return { outputs, warning: null };
  const rest = { ...outputs };
  delete rest.results;
  const where = resultsFile
    ? `read the results from the file ${resultsFile} (input results-file)`
    : 'set the input results-file to write them to a file';
  return {
    outputs: rest,
    warning: `The results output would be over GitHub's 1 MB limit for an output, so it is not set: ${where}.`,
  };
}

/** Writes the results JSON to `file`, inside the workspace or RUNNER_TEMP only. */
export async function writeResultsFile(
  roots: readonly string[],
  file: string,
  results: readonly ImageResult[],
): Promise<void> {
  await writeInside(roots, file, resultsFileText(results));
}

/** The file's text, pretty-printed: also what the CLI's `--format json` prints. */
export function resultsFileText(results: readonly ImageResult[]): string {
  return `${JSON.stringify(results.map(resultItem), null, 2)}\n`;
}
