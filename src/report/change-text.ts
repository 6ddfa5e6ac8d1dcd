// A result's digest change in packages, as the job summary, the CLI table and update-markdown say
// it: the one line of provenance/change-line.ts (or the reason for none) and, in Markdown, the
// whole list folded. Names and versions are registry data: escaped by the markup given.
import type { ImageResult } from '../model';
import { changeLine, changeList, gapLine, PLAIN_MARKUP, type ChangeMarkup } from '../provenance/change-line';
import { codeText, escapeText } from './format';

/** For a Markdown body (summary, pull request): every name and version escaped, a downgrade bold. */
export const MARKDOWN_MARKUP: ChangeMarkup = {
  code: codeText,
  text: escapeText,
  strong: (t) => `**${t}**`,
  md: true,
};

/** The line of a result's change (`packages: openssl 3.5.0-r2 → 3.5.1-r0 fixes CVE-…`), or null without a digest change. */
export function packagesLine(r: ImageResult, m: ChangeMarkup = PLAIN_MARKUP): string | null {
  if (r.changes) return `packages: ${changeLine(r.changes, r.fixedByUpdate ?? [], m)}`;
  return r.changesGap ? gapLine(r.changesGap, m) : null;
}

/** The line and, when the change was read, its whole list (folded in Markdown, at most `maxEntries` items). */
export function packagesBlock(r: ImageResult, m: ChangeMarkup, maxEntries = 100): string[] {
  const line = packagesLine(r, m);
  if (line === null) return [];
  return r.changes ? [line, ...changeList(r.changes, r.fixedByUpdate ?? [], m, maxEntries)] : [line];
}
