import { packagesLine } from './change-text';
import {
  activeAdvisories,
  activeKinds,
  behindText,
  fixLine,
  isEndingSoon,
  KINDS,
  NO_MORE_FIXES,
  rankOf,
  sinceText,
  type FindingKind,
  unsignedText,
} from '../findings';
import {
  acceptedUntil,
  type FailOn,
  type FileProblem,
  type ImageResult,
  type SkippedReference,
  type Verdict,
} from '../model';
import { countsText } from '../check/judge/vulnerabilities';
import {
  advisoryIds,
  distinctAdvisoryIds,
  formatLocation,
  isoDate,
  oneLine,
  problemPlace,
  shortDigest,
  truncate,
  withinMaxAgeText,
  wrapText,
} from './format';
import { vulnerabilityMessage } from './messages';
import { plural } from '../text';
import { neutralizeControls } from '../secrets';

export interface TableInput {
  results: readonly ImageResult[];
  verdict: Verdict;
  skipped: readonly SkippedReference[];
  problems: readonly FileProblem[];
  unmatchedGlobs: readonly string[];
  unscanned: readonly string[];
  now: Date;
  /** What fails the run: with a severity in it, an image over it is labelled `vulnerability`. */
  failOn: ReadonlySet<FailOn>;
}

interface TableOptions {
  /** ANSI colours (a terminal that wants them: the shell decides, from isTTY and NO_COLOR). */
  color: boolean;
  /** The terminal's width: rows, notes and the verdict are wrapped or cut to fit (none: no limit). */
  columns?: number;
}

// Advisories are information, not a status: an image with advisories is `ok` with a count.
type Label = FindingKind | 'ok';
const ANSI = { red: '31', yellow: '33', green: '32' } as const;
const colourOf = (label: Label): string => ANSI[label === 'ok' ? 'green' : (KINDS[label].colour ?? 'green')];
const rankOfLabel = (label: Label): number => (label === 'ok' ? Infinity : rankOf(label));
const MAX_REF = 72;
const MAX_WHERE = 40;
const MAX_LISTED = 10;
/** Narrower than this, DETAIL goes on lines of its own under its row. */
const MIN_DETAIL = 36;
const MIN_REF = 24;
const DETAIL_INDENT = '    ';

/** Its worst finding that is a status (findings/kinds.ts WORST_FIRST), or ok. */
function labelOf(r: ImageResult, failOn: ReadonlySet<FailOn>): Label {
  return activeKinds(r, failOn).find((k) => KINDS[k].colour !== null) ?? 'ok';
}

/**
 * The terminal rendering of a check: one row per image, findings first (error, end-of-life,
 * stale, advisories, then ok), what was not checked and why, then the one-line verdict. Pure.
 */
export function renderTable(input: TableInput, { color, columns = Infinity }: TableOptions): string {
  const paint = (code: string, text: string) => (color ? `\x1b[${code}m${text}\x1b[0m` : text);
  const rows = input.results
    .map((r) => ({ r, label: labelOf(r, input.failOn) }))
    // Array.prototype.sort is stable: within a label, results keep the engine's order; among
    // the ok ones, those with advisories first.
    .sort(
      (a, b) =>
        rankOfLabel(a.label) - rankOfLabel(b.label) ||
        Number(activeAdvisories(b.r).length > 0) - Number(activeAdvisories(a.r).length > 0),
    )
    // Every cell escaped before it is painted: on a terminal the table's own colours are kept, so a
    // service's escape sequence must be text by then (cli/io.ts neutralizes the rest).
    .map(({ r, label }) => ({
      label,
      ref: neutralizeControls(displayRef(r.ref)),
      where: neutralizeControls(where(r)),
      detail: neutralizeControls(detail(r, input.now, input.failOn)),
    }));

  const lines: string[] = [];
  if (rows.length > 0) {
    const width = (pick: (row: (typeof rows)[number]) => string, header: string, max: number) =>
      Math.min(max, Math.max(header.length, ...rows.map((row) => pick(row).length)));
    const w = {
      label: width((row) => row.label, 'STATUS', Infinity),
      ref: width((row) => row.ref, 'IMAGE', MAX_REF),
      where: width((row) => row.where, 'WHERE', MAX_WHERE),
    };
    // What the columns before DETAIL may take: IMAGE gives way first, then WHERE.
    const fixed = () => w.label + 2 + w.ref + 2 + w.where + 2;
    if (fixed() > columns) w.ref = Math.max(MIN_REF, w.ref - (fixed() - columns));
    if (fixed() > columns) w.where = Math.max('WHERE'.length, w.where - (fixed() - columns));
    const detailWidth = columns - fixed();
    const below = detailWidth < MIN_DETAIL;
    const cells = (label: string, ref: string, whereText: string) =>
      `${label.padEnd(w.label)}  ${truncate(ref, w.ref).padEnd(w.ref)}  ${truncate(whereText, w.where).padEnd(w.where)}`;
    // Under rows, DETAIL heads no column: the header's WHERE is not padded, so the header fits.
    if (below) w.ref = Math.max(MIN_REF, Math.min(w.ref, columns - (w.label + 2 + 2 + 'WHERE  DETAIL'.length)));
    const header = below
      ? `${'STATUS'.padEnd(w.label)}  ${'IMAGE'.padEnd(w.ref)}  WHERE  DETAIL`
      : `${cells('STATUS', 'IMAGE', 'WHERE')}  DETAIL`;
    lines.push(paint('2', header));
    for (const row of rows) {
      const head = cells(row.label, row.ref, row.where).replace(row.label, paint(colourOf(row.label), row.label));
      if (below) {
        // Too narrow for a DETAIL column: the detail on lines of its own, under its row.
        lines.push(head.trimEnd());
        for (const part of wrapText(row.detail, columns - DETAIL_INDENT.length)) lines.push(`${DETAIL_INDENT}${part}`);
      } else {
        const [first = '', ...rest] = wrapText(row.detail, detailWidth);
        lines.push(`${head}  ${first}`.trimEnd());
        for (const part of rest) lines.push(`${' '.repeat(fixed())}${part}`);
      }
    }
    lines.push('');
  }
  for (const note of notes(input).map(neutralizeControls)) {
    // A continuation is indented two more than its note.
    const indent = /^ */.exec(note)![0];
    const [first = '', ...rest] = wrapText(note.slice(indent.length), columns - indent.length - 2);
    lines.push(`${indent}${first}`, ...rest.map((part) => `${indent}  ${part}`));
  }
  const verdictColor = input.verdict.failed ? '1;31' : '1;32';
  const [verdict = '', ...more] = wrapText(neutralizeControls(input.verdict.line), columns);
  lines.push(paint(verdictColor, verdict), ...more.map((part) => paint(verdictColor, `  ${part}`)));
  return `${lines.join('\n')}\n`;
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

/** What each finding says in the DETAIL column; ending soon is said apart (first when it is the row's label). */
const DETAIL: Record<FindingKind, ((r: ImageResult, now: Date, failOn: ReadonlySet<FailOn>) => string) | null> = {
  error: (r) => oneLine(`${r.error?.message ?? 'could not be checked'} (${r.error?.reason ?? 'ERROR'})`),
  unsigned: (r) => `${unsignedText(r)}${r.suggestion ? `; move to ${r.suggestion}` : ''}`,
  denied: null,
  eol: (r) => `tag "${r.tag}" is end-of-life: ${NO_MORE_FIXES}${r.suggestion ? `; move to ${r.suggestion}` : ''}`,
  vulnerability: (r, _now, failOn) => vulnerabilityMessage(r, failOn).replace(`${r.ref}: `, ''),
  stale: (r, now) =>
    `pin is ${behindText(r)} "${r.tag}"${sinceText(r, now)}${r.digest ? `; current ${shortDigest(r.digest)}` : ''}`,
  'dry-run': null,
  ending: null,
  advisory: (r) => {
    // Counted by distinct id: the same advisory in several packages of the image is one.
    const ids = distinctAdvisoryIds(activeAdvisories(r));
    return `${plural(ids.length, 'advisory', 'advisories')}: ${advisoryIds(ids.map((advisoryId) => ({ advisoryId })))}`;
  },
};

function detail(r: ImageResult, now: Date, failOn: ReadonlySet<FailOn>): string {
  const parts: string[] = [];
  for (const kind of activeKinds(r, failOn)) {
    const said = DETAIL[kind]?.(r, now, failOn);
    if (said !== undefined) parts.push(said);
  }
  // Ending soon is the row's finding when it has no other: said first, not after the rest.
  if (isEndingSoon(r))
    parts.splice(
      labelOf(r, failOn) === 'ending' ? 0 : parts.length,
      0,
      `builds end ${isoDate(r.endOfLife?.buildsUntil ?? '')}${r.suggestion ? `; move to ${r.suggestion}` : ''}`,
    );
  // What moving fixes, for a pin behind its tag (stale or not yet).
  const fixes = fixLine(r);
  if (fixes) parts.push(fixes);
  // What the move carries in packages (or why that is not known).
  const packages = packagesLine(r);
  if (packages) parts.push(packages);
  const within = withinMaxAgeText(r);
  if (within) parts.push(within);
  if (r.ignored && r.ignored.kinds.length > 0)
    parts.push(`ignored ${acceptedUntil(r.ignored)} (${r.ignored.kinds.join(', ')}): ${oneLine(r.ignored.reason)}`);
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
  list(
    'Files not read',
    input.problems,
    (p) => `${problemPlace(p)}${p.line ? `:${p.line}` : ''}: ${oneLine(p.message)}`,
  );
  list('Matched no file', input.unmatchedGlobs, (g) => g);
  const other = input.skipped.filter((s) => s.kind === 'other-registry').length;
  if (other > 0) lines.push(`${plural(other, 'reference')} on other registries, not checked.`);
  if (input.unscanned.length > 0)
    lines.push(`${plural(input.unscanned.length, 'selected file')} neither Dockerfile nor YAML, not scanned.`);
  if (lines.length > 0) lines.push('');
  return lines;
}
