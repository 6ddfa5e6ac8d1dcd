// How much of GitHub's step summary the report may take, and the tables and lists that keep within
// it: each section fits its rows to its budget, and capSummary holds the line for the whole.

/** GitHub rejects a step summary over 1 MiB, for everything the step writes to it... */
export const SUMMARY_LIMIT_BYTES = 1024 * 1024;
/**
 * ...so this report takes at most about half (the pull request comment, when it falls back to
 * the job summary, takes the rest; see src/github/pull-request.ts). The budgets below add up to less, and
 * capSummary holds the line whatever the rows are.
 */
export const SUMMARY_BUDGET_BYTES = 500 * 1024;
export const FINDINGS_BUDGET = 250_000;
export const OK_BUDGET = 150_000;
export const OK_MAX_ROWS = 1000;
export const LIST_BUDGET = 30_000;
export const LIST_MAX_ITEMS = 200;
export const MAX_LOCATIONS = 5;
export const MAX_MESSAGE = 400;
export const MAX_PATH = 200;

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

export function tableHead(columns: readonly string[]): string {
  return `| ${columns.join(' | ')} |\n|${columns.map(() => ' --- ').join('|')}|`;
}

export function row(cells: readonly string[]): string {
  return `| ${cells.join(' | ')} |`;
}

/**
 * Rows of `items` while they fit in `budget` bytes and `maxRows`; how many were left out. A row
 * is rendered only when it may be kept: of thousands of images, a few hundred rows fit.
 */
export function fit<T>(
  items: readonly T[],
  render: (item: T) => string,
  budget: number,
  maxRows = Infinity,
): { kept: string[]; left: number } {
  const kept: string[] = [];
  let used = 0;
  for (const item of items) {
    if (kept.length >= maxRows) break;
    const row = render(item);
    const size = bytes(row) + 1;
    if (used + size > budget) break;
    kept.push(row);
    used += size;
  }
  return { kept, left: items.length - kept.length };
}

/** A bulleted list within its budget, ending with how many items were left out. */
export function listLines<T>(items: readonly T[], render: (item: T) => string): string[] {
  const { kept, left } = fit(items, render, LIST_BUDGET, LIST_MAX_ITEMS);
  return left > 0 ? [...kept, `- …and ${left} more`] : kept;
}

/** A table within its budget, then a paragraph on how many rows were left out and where they are. */
export function tableLines<T>(
  items: readonly T[],
  render: (item: T) => string,
  header: readonly string[],
  budget: { bytes: number; rows?: number },
  leftOut: (left: number) => string,
): string[] {
  const { kept, left } = fit(items, render, budget.bytes, budget.rows);
  return [tableHead(header), ...kept, '', ...(left > 0 ? [leftOut(left), ''] : [])];
}

/**
 * `text` cut at a line boundary so that it, with a closing line saying how many lines were
 * left out, is at most `maxBytes`. The budgets above should make this a no-op; it is the guard.
 */
export function capSummary(text: string, maxBytes = SUMMARY_BUDGET_BYTES): string {
  if (bytes(text) <= maxBytes) return text;
  const lines = text.split('\n');
  const note = (n: number) =>
    `\n\n…and ${n} more lines left out (GitHub limits the job summary to 1 MiB); the \`results\` output (and the SARIF file, when written) lists every image.\n`;
  const reserve = bytes(note(lines.length)) + bytes('\n\n</details>');
  const kept: string[] = [];
  let used = 0;
  for (const line of lines) {
    const size = bytes(line) + 1;
    if (used + size + reserve > maxBytes) break;
    kept.push(line);
    used += size;
  }
  // An open <details> would swallow the note.
  const open = kept.filter((l) => l.startsWith('<details>')).length - kept.filter((l) => l === '</details>').length;
  return kept.join('\n') + (open > 0 ? '\n\n</details>' : '') + note(lines.length - kept.length);
}
