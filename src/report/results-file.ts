// The `results-file` input and the 1 MB output limit: GitHub rejects an output over 1 MB, so a
// bigger `results` is not set (the step would fail for the report, not the images); the log says
// so and points to the file, when one is written.

import type { ImageResult } from '../model';
import { resultItem } from './result-item';

/** The warning when the `results` output is over GitHub's limit and so not set, given `results-file` ('' = none). */
export function resultsOverLimitWarning(resultsFile: string): string {
  const where = resultsFile
    ? `read the results from the file ${resultsFile} (input results-file)`
    : 'set the input results-file to write them to a file';
  return `The results output would be over GitHub's 1 MB limit for an output, so it is not set: ${where}.`;
}

/** The file's text, pretty-printed: also what the CLI's `--format json` prints. */
export function resultsFileText(results: readonly ImageResult[]): string {
  return [...resultsFileChunks(results)].join('');
}

/** Items per write: a few hundred kilobytes, so thousands of results take a few writes, not thousands. */
const ITEMS_PER_WRITE = 100;

/**
 * `JSON.stringify(items, null, 2)` and a line end, a hundred items at a time: thousands of results
 * are written without their whole text in memory at once. An item's own lines are indented one
 * level more (JSON strings hold no raw line end, so every '\n' is between tokens).
 */
export function* resultsFileChunks(results: readonly ImageResult[]): Generator<string> {
  if (results.length === 0) {
    yield '[]\n';
    return;
  }
  for (let start = 0; start < results.length; start += ITEMS_PER_WRITE) {
    const items = results
      .slice(start, start + ITEMS_PER_WRITE)
      .map((r) => `  ${JSON.stringify(resultItem(r), null, 2).replaceAll('\n', '\n  ')}`);
    yield `${start === 0 ? '[\n' : ',\n'}${items.join(',\n')}`;
  }
  yield '\n]\n';
}
