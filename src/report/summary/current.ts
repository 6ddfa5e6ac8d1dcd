// The images with nothing to do about them, folded: their current digest, last build and how far
// a pin is behind.
import type { ImageResult } from '../../model';
import { plural } from '../../text';
import { OK_BUDGET, OK_MAX_ROWS, row, tableLines } from './budget';
import { behindCell, digestCell, lastBuildCell, referenceCell } from './cells';
import type { Links } from './input';

const OK_HEADER = ['Reference', 'Current digest', 'Last build', 'Builds behind'];

export function currentSection(
  current: readonly ImageResult[],
  allCurrent: boolean,
  now: Date,
  maxAge: string,
  links: Links,
): string[] {
  if (current.length === 0) return [];
  const render = (r: ImageResult) =>
    row([referenceCell(r, links), digestCell(r), lastBuildCell(r, now), behindCell(r, now, maxAge)]);
  const label = allCurrent
    ? `All ${plural(current.length, 'image')} current`
    : `${plural(current.length, 'image')} current`;
  return [
    `<details><summary>${label}</summary>`,
    '',
    ...tableLines(
      current,
      render,
      OK_HEADER,
      { bytes: OK_BUDGET, rows: OK_MAX_ROWS },
      (left) =>
        `…and ${left} more not listed here (GitHub limits the job summary to 1 MiB); the \`results\` output (and the SARIF file, when written) lists every image.`,
    ),
    '</details>',
    '',
  ];
}
