// The sections on what needs doing or knowing: the table of findings, the pins held back by the
// registry's cooldown, the findings the policy file ignores, and the advisories.
import { activeAdvisories } from '../../findings';
import { acceptedUntil, type FailOn, type ImageResult } from '../../model';
import { cooldownNote, escapeText as esc, truncate } from '../format';
import { plural } from '../../text';
import {
  FINDINGS_BUDGET,
  fit,
  LIST_BUDGET,
  LIST_MAX_ITEMS,
  listLines,
  MAX_MESSAGE,
  OK_BUDGET,
  OK_MAX_ROWS,
  row,
  tableLines,
} from './budget';
import { advisoryLink, findingCell, locationText, referenceCell, suggestionCell } from './cells';
import type { Links, SummaryInput } from './input';

// Three columns: at the width GitHub gives a job summary (about 1 000 pixels) nothing scrolls sideways.
const FINDING_HEADER = ['Reference', 'Finding', 'Move to'];
const ADVISORY_HEADER = ['Reference', 'Advisories'];
const ADVISORY_IDS_MAX = 20;

export function findingsSection(
  findings: readonly ImageResult[],
  now: Date,
  maxAge: string,
  links: Links,
  failOn: ReadonlySet<FailOn>,
): string[] {
  if (findings.length === 0) return [];
  const render = (r: ImageResult) =>
    row([referenceCell(r, links), findingCell(r, now, maxAge, failOn), suggestionCell(r)]);
  return [
    `### ${plural(findings.length, 'image')} with findings`,
    '',
    ...tableLines(
      findings,
      render,
      FINDING_HEADER,
      { bytes: FINDINGS_BUDGET },
      (left) =>
        `…and ${plural(left, 'more finding')} not shown here (GitHub limits the job summary to 1 MiB); the \`results\` output (and the SARIF file, when written) lists every image.`,
    ),
  ];
}

/** Pins whose tag's current build is inside the registry's cooldown (min-age): where they can move instead. */
export function cooldownSection(results: readonly ImageResult[], now: Date, links: Links): string[] {
  const young = results.flatMap((r) => {
    const note = cooldownNote(r, now);
    return note ? [{ r, note }] : [];
  });
  if (young.length === 0) return [];
  const render = ({ r, note }: { r: ImageResult; note: string }) => {
    const where = r.locations.length > 0 ? ` (${locationText(r.locations[0]!, links)})` : '';
    return `- <code>${esc(r.ref)}</code>${where}: ${esc(note)}`;
  };
  const { kept, left } = fit(young, render, LIST_BUDGET, LIST_MAX_ITEMS);
  return [
    `**${plural(young.length, 'pin')} whose tag's current build is inside the registry's cooldown (min-age)**`,
    '',
    ...kept,
    ...(left > 0 ? [`- …and ${left} more`] : []),
    '',
  ];
}

export function ignoredSection(ignored: readonly ImageResult[]): string[] {
  if (ignored.length === 0) return [];
  const render = (r: ImageResult) =>
    `- <code>${esc(r.ref)}</code>: ${esc(r.ignored!.kinds.join(', '))} ignored ${esc(acceptedUntil(r.ignored!))}: ${esc(truncate(r.ignored!.reason, MAX_MESSAGE))}`;
  return [
    `<details><summary>${plural(ignored.length, 'image')} with ignored findings</summary>`,
    '',
    ...listLines(ignored, render),
    '',
    '</details>',
    '',
  ];
}

export function advisorySection(
  results: readonly ImageResult[],
  advisories: number,
  advisoryUrl: SummaryInput['advisoryUrl'],
  links: Links,
): string[] {
  const withAdvisories = results.filter((r) => activeAdvisories(r).length > 0);
  if (withAdvisories.length === 0) return [];
  const render = (r: ImageResult) => {
    const active = activeAdvisories(r);
    const ids = active.slice(0, ADVISORY_IDS_MAX).map((a) => advisoryLink(a.advisoryId, advisoryUrl));
    return row([
      referenceCell(r, links),
      `${active.length}: ${ids.join(', ')}${active.length > ids.length ? ` and ${active.length - ids.length} more` : ''}`,
    ]);
  };
  return [
    `<details><summary>${plural(advisories, 'advisory', 'advisories')} on ${plural(withAdvisories.length, 'image')}</summary>`,
    '',
    ...tableLines(
      withAdvisories,
      render,
      ADVISORY_HEADER,
      { bytes: OK_BUDGET, rows: OK_MAX_ROWS },
      (left) =>
        `…and ${left} more not listed here (GitHub limits the job summary to 1 MiB); the \`results\` output lists every image.`,
    ),
    '</details>',
    '',
  ];
}
