// The vulnerabilities of the digests in use, when the run looked them up: severity counts per
// image, worst first, and what moving to the current build fixes.
import type { ImageResult } from '../../model';
import { severityCounts } from '../../findings';
import { escapeText as esc, isoDate, shortDigest } from '../format';
import { plural } from '../../text';
import { fit, LIST_BUDGET, OK_MAX_ROWS, row, tableHead } from './budget';
import { referenceCell } from './cells';
import type { Links } from './input';

const VULNERABILITY_HEADER = ['Reference', 'Critical · high · medium · low', 'Moving to the current build fixes'];

/**
 * Severity counts per image (the digest in use), worst first: shown when the run looked them up
 * (a result's `vulnerabilities` is undefined otherwise). An image without a report says so.
 */
export function vulnerabilitySection(results: readonly ImageResult[], links: Links): string[] {
  const looked = results.filter((r) => r.vulnerabilities !== undefined && r.status !== 'error');
  if (looked.length === 0) return [];
  // Worst first: by critical, then high, medium, low; no report last; else the engine's order.
  const weight = (r: ImageResult) => {
    const v = r.vulnerabilities;
    return v ? [v.critical, v.high, v.medium, v.low] : [-1, -1, -1, -1];
  };
  const byWorst = (a: number[], b: number[]) => {
    const k = a.findIndex((n, j) => n !== b[j]);
    return k < 0 ? 0 : b[k]! - a[k]!;
  };
  const sorted = looked
    .map((r) => ({ r, w: weight(r) }))
    .sort((a, b) => byWorst(a.w, b.w))
    .map(({ r }) => r);
  const render = (r: ImageResult) => {
    const v = r.vulnerabilities;
    const digest = v?.digest ? `<code title="${esc(v.digest)}">${esc(shortDigest(v.digest))}</code>` : '—';
    const scanned = v?.scanned ? `, scanned ${esc(isoDate(v.scanned))}` : '';
    const reference = `${referenceCell(r, links)}<br><sub>in use ${digest}${scanned}</sub>`;
    if (!v) return row([reference, 'no report', '—']);
    const fixed = r.fixedByUpdate;
    const fixes =
      fixed === null || fixed === undefined ? '—' : fixed.length === 0 ? 'nothing' : esc(severityCounts(fixed));
    return row([reference, `${v.critical} · ${v.high} · ${v.medium} · ${v.low}`, fixes]);
  };
  const { kept, left } = fit(sorted, render, LIST_BUDGET * 2, OK_MAX_ROWS);
  const scanned = looked.filter((r) => r.vulnerabilities).length;
  const unscanned = looked.length - scanned;
  return [
    `<details${looked.some((r) => (r.vulnerabilities?.critical ?? 0) + (r.vulnerabilities?.high ?? 0) > 0) ? ' open' : ''}><summary>Vulnerabilities of ${plural(scanned, 'image')} in use${unscanned > 0 ? `; ${unscanned} without a report` : ''}</summary>`,
    '',
    tableHead(VULNERABILITY_HEADER),
    ...kept,
    '',
    ...(left > 0 ? [`…and ${left} more not listed here; the \`results\` output lists every image.`, ''] : []),
    '</details>',
    '',
  ];
}
