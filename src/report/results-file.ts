// The `results` output and the `results-file` input: GitHub rejects an output over 1 MB, so a
// bigger `results` is not set (the step would fail for the report, not the images); the log
// says so and points to the file, when one is written.

import { writeInside } from '../fs/write-inside';
import type { ImageResult } from '../model';
import { putJson, type Put } from './json-text';
import { resultItem } from './outputs';

/** GitHub's limit for one step output. */
export const OUTPUT_LIMIT_BYTES = 1024 * 1024;

export interface ResultsOutputPlan {
  /** The outputs to set (without `results` when it is too big). */
  outputs: Record<string, string>;
  /** A warning to log, or null. */
  warning: string | null;
}

/**
 * Pure: which outputs to set, given `results-file` ('' = none). `size`: the results' size in
 * bytes, or past the limit when `outputs` leaves out a `results` already known to be too big
 * (`resultsOutput` stops counting there).
 */
export function planOutputs(
  outputs: Record<string, string>,
  resultsFile: string,
  size = Buffer.byteLength(outputs.results ?? '', 'utf8'),
): ResultsOutputPlan {
  if (size <= OUTPUT_LIMIT_BYTES) return { outputs, warning: null };
  const { results: _dropped, ...rest } = outputs;
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
  await writeInside(roots, file, (put) => putResultsFileText(put, results));
}

/**
 * The file's text, `JSON.stringify(items, null, 2)` and a newline, put a piece at a time: the
 * file of thousands of results (megabytes) is never one string, nor a string per item, and the
 * writer copies each piece into its buffer as it comes (fs/write-inside.ts; 6 MB of strings
 * fewer at 5 000 results than one per item, bench/README.md).
 */
export function putResultsFileText(put: Put, results: readonly ImageResult[]): void {
  if (results.length === 0) return put('[]\n');
  put('[\n  ');
  for (let i = 0; i < results.length; i++) {
    if (i > 0) put(',\n  ');
    putJson(put, resultItem(results[i]!), 1);
  }
  put('\n]\n');
}

/** The same text as one string (what putResultsFileText puts): the CLI's `--format json` prints it. */
export function resultsFileText(results: readonly ImageResult[]): string {
  return `${JSON.stringify(results.map(resultItem), null, 2)}\n`;
}
