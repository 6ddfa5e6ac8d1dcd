import { activeAdvisories, findingsOf, isEndingSoon, type FindingKind } from '../check/verdict';
import type { FailOn, FileProblem, ImageResult, SkippedReference, Verdict } from '../model';
import { countsText, fixLine } from '../check/vulnerabilities';
import { vulnerabilityMessage } from './format';
import { advisoryIds, formatLocation, isoDate, oneLine, plural, relativeTime, shortDigest, truncate } from './format';

export interface TableInput {
  results: readonly ImageResult[];
  verdict: Verdict;
  skipped: readonly SkippedReference[];
  problems: readonly FileProblem[];
  unmatchedGlobs: readonly string[];
  unscanned: readonly string[];
  now: Date;
  /** What fails the run: with a severity in it, an image over it is labelled `vulnerability`. */
  failOn?: ReadonlySet<FailOn>;
}

export interface TableOptions {
  /** ANSI colours (a terminal that wants them: the shell decides, from isTTY and NO_COLOR). */
  color: boolean;
}

type Label = FindingKind | 'ok';
const OK: Label = 'ok';
const ORDER: readonly Label[] = ['error', 'eol', 'vulnerability', 'stale', 'advisory', 'ok'];
const COLOR: Record<Label, string> = {
  error: '31',
  eol: '31',
  vulnerability: '31',
  stale: '33',
  advisory: '36',
  ok: '32',
};
const MAX_REF = 72;
const MAX_WHERE = 40;
const MAX_LISTED = 10;

/**
 * The terminal rendering of a check: one row per image, findings first (error, end-of-life,
 * stale, advisories, then ok), what was not checked and why, then the one-line verdict. Pure.
 */
export function renderTable(input: TableInput, { color }: TableOptions): string {
  const paint = (code: string, text: string) => (color ? `\x1b[${code}m${text}\x1b[0m` : text);
  const rows = input.results
    .map((r) => ({ r, label: firstFinding(findingsOf(r, input.failOn)) ?? OK }))
    // Array.prototype.sort is stable: within a label, results keep the engine's order.
    .sort((a, b) => ORDER.indexOf(a.label) - ORDER.indexOf(b.label))
    .map(({ r, label }) => ({
      label,
      ref: truncate(displayRef(r.ref), MAX_REF),
      where: truncate(where(r), MAX_WHERE),
      detail: detail(r, input.now, input.failOn),
    }));

  const lines: string[] = [];
  if (rows.length > 0) {
    const width = (pick: (row: (typeof rows)[number]) => string, header: string) =>
      Math.max(header.length, ...rows.map((row) => pick(row).length));
    const w = {
      label: width((row) => row.label, 'STATUS'),
      ref: width((row) => row.ref, 'IMAGE'),
      where: width((row) => row.where, 'WHERE'),
    };
    const line = (label: string, ref: string, whereText: string, detailText: string) =>
      `${label.padEnd(w.label)}  ${ref.padEnd(w.ref)}  ${whereText.padEnd(w.where)}  ${detailText}`.trimEnd();
    lines.push(paint('2', line('STATUS', 'IMAGE', 'WHERE', 'DETAIL')));
    for (const row of rows)
      lines.push(line(paint(COLOR[row.label], row.label.padEnd(w.label)), row.ref, row.where, row.detail));
    lines.push('');
  }
  lines.push(...notes(input));
  const verdictColor = input.verdict.failed ? '1;31' : '1;32';
  lines.push(paint(verdictColor, input.verdict.line));
  return `${lines.join('\n')}\n`;
}

/** The label of a row: its most serious finding, a vulnerability over fail-on before a stale pin. */
function firstFinding(kinds: readonly FindingKind[]): FindingKind | undefined {
  return [...kinds].sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b))[0];
}

/** A pinned digest shortened: the table is for reading; the full reference is in every other format. */
function displayRef(ref: string): string {
  return ref.replace(/@(sha256:[0-9a-f]{64})$/, (_, digest: string) => `@${shortDigest(digest)}…`);
}

function where(r: ImageResult): string {
  const [first, ...rest] = r.locations;
  if (!first) return '--image';
  return rest.length > 0 ? `${formatLocation(first)} (+${rest.length})` : formatLocation(first);
}

function detail(r: ImageResult, now: Date, failOn: ReadonlySet<FailOn> | undefined): string {
  const parts: string[] = [];
  for (const kind of findingsOf(r, failOn)) {
    if (kind === 'error')
      parts.push(oneLine(`${r.error?.message ?? 'could not be checked'} (${r.error?.reason ?? 'ERROR'})`));
    if (kind === 'eol')
      parts.push(
        `tag "${r.tag}" is end-of-life: no more builds or security fixes${r.suggestion ? `; move to ${r.suggestion}` : ''}`,
      );
    if (kind === 'stale') {
      const behind = r.buildsBehind === null ? 'behind' : `${plural(r.buildsBehind, 'build')} behind`;
      const since = r.behindSince ? ` since ${isoDate(r.behindSince)} (${relativeTime(r.behindSince, now)})` : '';
      parts.push(`pin is ${behind} "${r.tag}"${since}${r.digest ? `; current ${shortDigest(r.digest)}` : ''}`);
    }
    if (kind === 'vulnerability') parts.push(vulnerabilityMessage(r, failOn).replace(`${r.ref}: `, ''));
    if (kind === 'advisory')
      parts.push(
        `${plural(activeAdvisories(r).length, 'advisory', 'advisories')}: ${advisoryIds(activeAdvisories(r))}`,
      );
  }
  // What moving fixes, for a pin behind its tag (stale or not yet).
  const fixes = fixLine(r);
  if (fixes) parts.push(fixes);
  if (isEndingSoon(r))
    parts.push(
      `builds end ${isoDate(r.endOfLife?.buildsUntil ?? '')}${r.suggestion ? `; move to ${r.suggestion}` : ''}`,
    );
  if (r.ignored && r.ignored.kinds.length > 0)
    parts.push(`ignored until ${r.ignored.until} (${r.ignored.kinds.join(', ')}): ${oneLine(r.ignored.reason)}`);
  if (parts.length === 0) parts.push(r.lastUpdate ? `current, last build ${isoDate(r.lastUpdate)}` : 'current');
  // The counts of the digest in use, when looked up (undefined: a run without the look-up).
  if (r.vulnerabilities) parts.push(`vulnerabilities ${countsText(r.vulnerabilities)}`);
  else if (r.vulnerabilities === null && r.status !== 'error') parts.push('no vulnerability report');
  return parts.join('; ');
}

/** What was not checked, and why: references skipped at a line, unreadable files, globs without a match. */
function notes(input: TableInput): string[] {
  const lines: string[] = [];
  const list = <T>(title: string, items: readonly T[], show: (item: T) => string) => {
    if (items.length === 0) return;
    lines.push(`${title}:`);
    for (const item of items.slice(0, MAX_LISTED)) lines.push(`  ${show(item)}`);
    if (items.length > MAX_LISTED) lines.push(`  and ${items.length - MAX_LISTED} more`);
  };
  const atLine = (s: SkippedReference) => (s.location ? `${formatLocation(s.location)}: ` : '');
  list(
    'Not checked',
    input.skipped.filter((s) => s.kind !== 'other-registry'),
    (s) => `${atLine(s)}${s.ref}: ${oneLine(s.reason)}`,
  );
  list('Files not read', input.problems, (p) => `${p.file}${p.line ? `:${p.line}` : ''}: ${oneLine(p.message)}`);
  list('Matched no file', input.unmatchedGlobs, (g) => g);
  const other = input.skipped.filter((s) => s.kind === 'other-registry').length;
  if (other > 0) lines.push(`${plural(other, 'reference')} on other registries, not checked.`);
  if (input.unscanned.length > 0)
    lines.push(`${plural(input.unscanned.length, 'selected file')} neither Dockerfile nor YAML, not scanned.`);
  if (lines.length > 0) lines.push('');
  return lines;
}
