import { activeAdvisories, denyingPolicies, isEndOfLife, isEndingSoon, isIgnored } from '../check/verdict';
import { policyPlan, renderPolicyPlan } from './policy-plan';
import { blockedMoveNote } from './policy-text';
import {
  acceptedUntil,
  type FileProblem,
  type ImageResult,
  type Location,
  type SkipKind,
  type SkippedReference,
  type Verdict,
} from '../model';
import { locationUrl } from './links';
import { fixLine, severityCounts } from '../check/vulnerabilities';
import {
  cooldownNote,
  cooledMoveNote,
  escapeText as esc,
  encodeLinkPath,
  formatLocation,
  isoDate,
  problemPlace,
  pinnedReference,
  relativeTime,
  shortDigest,
  truncate,
  withinMaxAgeText,
} from './format';
import { plural } from '../text';

interface SummaryInput {
  results: readonly ImageResult[];
  verdict: Verdict;
  skipped: readonly SkippedReference[];
  problems: readonly FileProblem[];
  now: Date;
  /** The max-age input as written (e.g. "30d"), for the stale explanation. */
  maxAge: string;
  /** Link template for advisory ids, with `{id}` (the `advisory-url` input); no links without it. */
  advisoryUrl?: string;
  /** `<server>/<owner>/<repo>/blob/<sha>`: locations link to the file and line at the run's commit. */
  blobBase?: string | null;
  /** Files the `update` input changed. */
  updatedFiles?: readonly string[];
  /** GITHUB_SERVER_URL: a location in a repository read through the API links to its line there. */
  serverUrl?: string;
  /** An organization run's repositories: every one read, and those not read with why. */
  repositories?: RepositoryCoverage;
}

/** The repositories an organization run read (commit '' for one never pushed to) and did not read. */
export interface RepositoryCoverage {
  read: readonly { repository: string; commit: string }[];
  unread: readonly { repository: string; reason: string }[];
}

/** A report's repositories when it is an organization run's (it has both lists), else none. */
export const coverageOf = ({ read, unread }: Partial<RepositoryCoverage>): RepositoryCoverage | undefined =>
  read && unread ? { read, unread } : undefined;

/** Where locations link to (see SummaryInput). */
type Links = Pick<SummaryInput, 'blobBase' | 'serverUrl'>;

/** GitHub rejects a step summary over 1 MiB, for everything the step writes to it... */
export const SUMMARY_LIMIT_BYTES = 1024 * 1024;
/**
 * ...so this report takes at most about half (the pull request comment, when it falls back to
 * the job summary, takes the rest; see src/pr/index.ts). The budgets below add up to less, and
 * capSummary holds the line whatever the rows are.
 */
export const SUMMARY_BUDGET_BYTES = 500 * 1024;
const FINDINGS_BUDGET = 250_000;
const OK_BUDGET = 150_000;
const OK_MAX_ROWS = 1000;
const LIST_BUDGET = 30_000;
const LIST_MAX_ITEMS = 200;
const MAX_LOCATIONS = 5;
const MAX_MESSAGE = 400;
const MAX_PATH = 200;

// Three columns: at the width GitHub gives a job summary (about 1 000 pixels) nothing scrolls sideways.
const FINDING_HEADER = ['Reference', 'Finding', 'Move to'];
const ADVISORY_HEADER = ['Reference', 'Advisories'];
const TODO_MAX = 10;
const ADVISORY_IDS_MAX = 20;
const OK_HEADER = ['Reference', 'Current digest', 'Last build', 'Builds behind'];

const SKIP_TEXT: Record<SkipKind, (n: number) => string> = {
  'other-registry': (n) => `${n} on other registries`,
  unresolved: (n) => `${n} with unresolved variables`,
  invalid: (n) => `${n} invalid`,
  'not-an-image': (n) => `${n} not naming an image`,
};
const SKIP_ORDER: readonly SkipKind[] = ['unresolved', 'invalid', 'not-an-image', 'other-registry'];

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

function tableHead(columns: readonly string[]): string {
  return `| ${columns.join(' | ')} |\n|${columns.map(() => ' --- ').join('|')}|`;
}

/**
 * Rows of `items` while they fit in `budget` bytes and `maxRows`; how many were left out. A row
 * is rendered only when it may be kept: of thousands of images, a few hundred rows fit.
 */
function fit<T>(
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

/** The reference as written, a pinned digest in it shortened (the full reference is the title). */
function referenceCell(r: ImageResult, links: Links): string {
  const short = r.ref.replace(/@([a-z0-9]+):([0-9a-f]{12})[0-9a-f]{20,}$/, '@$1:$2…');
  const code = short === r.ref ? `<code>${esc(r.ref)}</code>` : `<code title="${esc(r.ref)}">${esc(short)}</code>`;
  if (r.locations.length === 0) return code;
  const shown = r.locations.slice(0, MAX_LOCATIONS).map((l) => locationText(l, links));
  const more = r.locations.length - shown.length;
  return `${code}<br><sub>${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''}</sub>`;
}

/**
 * `file:line`, a link to that line at the run's commit when `blobBase` is known; a location in a
 * repository read through the API links to the line at the commit read.
 */
function locationText(l: Location, links: Links): string {
  const text = esc(formatLocation({ ...l, file: truncate(l.file, MAX_PATH) }));
  const url = links.serverUrl ? locationUrl(links.serverUrl, l) : null;
  if (url) return `<a href="${attr(url)}">${text}</a>`;
  const { blobBase } = links;
  if (!blobBase || l.repository) return text;
  return `<a href="${attr(`${blobBase}/${encodeLinkPath(l.file)}#L${l.line}`)}">${text}</a>`;
}

/** Text for an HTML attribute: the URL stays a URL (escapeText would defuse it), quotes cannot end it. */
const attr = (text: string) =>
  text.replace(/[&"<>]/g, (c) => ({ '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' })[c]!);

/** An advisory id, linked through the `advisory-url` template when given. */
function advisoryLink(id: string, template?: string): string {
  if (!template) return esc(id);
  return `<a href="${attr(template.replaceAll('{id}', encodeURIComponent(id)))}">${esc(id)}</a>`;
}

function digestCell(r: ImageResult): string {
  return r.digest ? `<code title="${esc(r.digest)}">${esc(shortDigest(r.digest))}</code>` : '—';
}

function statusCell(r: ImageResult): string {
  const labels: string[] = [];
  if (r.status === 'error') labels.push('❌ error');
  if (denyingPolicies(r).length > 0) labels.push(`🚫 refused by the registry (${esc(denyingPolicies(r).join(', '))})`);
  if (isEndOfLife(r)) labels.push('⛔ end-of-life');
  if (r.status === 'stale') labels.push('⚠️ stale');
  if (isEndingSoon(r)) labels.push('⏳ ending soon');
  const within = withinMaxAgeText(r);
  if (r.status === 'ok' && !isEndingSoon(r)) labels.push(within ? `✅ ${esc(within)}` : '✅ current');
  if (r.ignored && r.ignored.kinds.length > 0)
    labels.push(
      `🔕 ${esc(r.ignored.kinds.join(', '))} ignored ${esc(acceptedUntil(r.ignored))}: ${esc(truncate(r.ignored.reason, MAX_MESSAGE))}`,
    );
  if (r.endOfLife && (r.endOfLife.buildsUntil || r.endOfLife.supportEnds)) {
    const d = r.endOfLife;
    labels.push(
      `<sub>${d.supportEnds ? `support ends ${esc(isoDate(d.supportEnds))}` : ''}${d.supportEnds && d.buildsUntil ? ', ' : ''}${d.buildsUntil ? `builds until ${esc(isoDate(d.buildsUntil))}` : ''}</sub>`,
    );
  }
  let cell = labels.join(' · ');
  if (r.status === 'error' && r.error) {
    cell += `<br>${esc(r.error.reason)}${r.error.code === null ? '' : ` (${esc(String(r.error.code))})`}: ${esc(truncate(r.error.message, MAX_MESSAGE))}`;
  }
  return cell;
}

function lastBuildCell(r: ImageResult, now: Date): string {
  return r.lastUpdate ? `${esc(relativeTime(r.lastUpdate, now))} (${esc(isoDate(r.lastUpdate))})` : '—';
}

function behindCell(r: ImageResult, now: Date, maxAge: string): string {
  if (r.buildsBehind === null) return '—';
  if (!r.pinnedDigest) return 'not pinned';
  if (r.buildsBehind === 0) return '0';
  const since = r.behindSince ? ` since ${esc(isoDate(r.behindSince))} (${esc(relativeTime(r.behindSince, now))})` : '';
  const over = r.status === 'stale' ? `, over max-age ${esc(maxAge)}` : '';
  return `${r.buildsBehind}${since}${over}`;
}

/** The status, then in small print the current digest, the last build, how far a pin is behind, the advisories. */
function findingCell(r: ImageResult, now: Date, maxAge: string): string {
  const facts: string[] = [];
  if (r.digest) facts.push(`current ${digestCell(r)}`);
  if (r.lastUpdate) facts.push(`last build ${lastBuildCell(r, now)}`);
  if (r.pinnedDigest && r.buildsBehind !== null && r.buildsBehind > 0) {
    const since = r.behindSince ? ` since ${esc(isoDate(r.behindSince))}` : '';
    facts.push(
      `pin ${plural(r.buildsBehind, 'build')} behind${since}${r.status === 'stale' ? `, over max-age ${esc(maxAge)}` : ''}`,
    );
  }
  const advisories = activeAdvisories(r).length;
  if (advisories > 0) facts.push(plural(advisories, 'advisory', 'advisories'));
  return `${statusCell(r)}${facts.length > 0 ? `<br><sub>${facts.join(' · ')}</sub>` : ''}`;
}

function suggestionCell(r: ImageResult): string {
  return r.suggestion ? `<code>${esc(r.suggestion)}</code>` : '—';
}

/** A pin whose move to the current build fixes a critical or high vulnerability. */
function fixesUrgent(r: ImageResult): boolean {
  return r.fixedByUpdate?.some((v) => v.severity === 'critical' || v.severity === 'high') ?? false;
}

/** A result that needs doing something about: error, end-of-life, stale, ending soon (not ignored). */
function needsAction(r: ImageResult): boolean {
  return (
    r.status === 'error' ||
    r.status === 'denied' ||
    (isEndOfLife(r) && !isIgnored(r, 'eol')) ||
    (r.status === 'stale' && !isIgnored(r, 'stale')) ||
    isEndingSoon(r)
  );
}

/**
 * One of the first lines of the summary: which tag to move, which pin to bump. Every finding
 * (`needsAction`) has one: its branches are needsAction's conditions, in the same order.
 */
function todoItem(r: ImageResult, links: Links): string {
  const where =
    r.locations.length > 0
      ? ` (${r.locations
          .slice(0, 3)
          .map((l) => locationText(l, links))
          .join(', ')}${r.locations.length > 3 ? ', …' : ''})`
      : '';
  const ref = `<code>${esc(r.ref)}</code>`;
  const to = r.suggestion ? `<code>${esc(r.suggestion)}</code>` : null;
  if (r.status === 'error')
    return `- Could not check ${ref}${where}: ${esc(truncate(r.error?.message ?? 'unknown error', 200))}`;
  if (r.status === 'denied') {
    const blocked = blockedMoveNote(r);
    return `- The registry refuses ${ref}${where} (${esc(denyingPolicies(r).join(', '))}): ${to ? `move to ${to}` : esc(blocked ?? 'no build it lets through is known')}`;
  }
  if (isEndOfLife(r) && !isIgnored(r, 'eol'))
    return to
      ? `- Move ${ref} to ${to}${where} (end of life)`
      : cooledMoveNote(r)
        ? `- End of life: ${ref}${where}: ${esc(cooledMoveNote(r)!)}`
        : `- Move ${ref} off its end-of-life tag (no maintained tag of the same variant listed)${where}`;
  if ((r.status === 'stale' && !isIgnored(r, 'stale')) || fixesUrgent(r)) {
    const fixes = fixLine(r);
    return `- Bump ${ref} to ${to ? to : pinnedReference(r) ? `<code>${esc(pinnedReference(r)!)}</code>` : 'the current digest'}${where}${fixes ? `: ${esc(fixes)}` : ''}`;
  }
  return `- Plan to move ${ref}${to ? ` to ${to}` : ''}: builds end ${esc(isoDate(r.endOfLife?.buildsUntil ?? ''))}${where}`;
}

function row(cells: readonly string[]): string {
  return `| ${cells.join(' | ')} |`;
}

const RANK = (r: ImageResult): number =>
  r.status === 'error' || r.status === 'denied'
    ? 0
    : isEndOfLife(r)
      ? 1
      : r.status === 'stale'
        ? 2
        : isEndingSoon(r)
          ? 3
          : 4;
/** The order of "What to do", worst first: errors, end-of-life tags, pins whose update fixes critical or high, stale pins, tags ending soon. */
const TODO_RANK = (r: ImageResult): number =>
  r.status === 'error' || r.status === 'denied'
    ? 0
    : isEndOfLife(r) && !isIgnored(r, 'eol')
      ? 1
      : fixesUrgent(r)
        ? 2
        : r.status === 'stale' && !isIgnored(r, 'stale')
          ? 3
          : 4;

/**
 * The job summary as GitHub-flavoured markdown with inline HTML: the verdict line, a table of
 * findings (errors, end-of-life tags, stale pins, current images with advisories), the current
 * images folded in a `<details>` block, file problems, and skipped references as a footnote.
 * Every value from outside is escaped (see escapeText). Pure.
 */
export function renderSummary({
  results,
  verdict,
  skipped,
  problems,
  now,
  maxAge,
  advisoryUrl,
  blobBase,
  serverUrl,
  updatedFiles = [],
  repositories,
}: SummaryInput): string {
  const links: Links = { blobBase, serverUrl };
  // Findings lead: errors, end-of-life, stale, ending soon. Advisories have their own folded section.
  const findings = worstFirst(results, needsAction, RANK);
  const ignored = results.filter((r) => !needsAction(r) && (r.ignored?.kinds.length ?? 0) > 0);
  const current = results.filter((r) => !needsAction(r) && !ignored.includes(r));
  const out: string[] = [
    '## image-check',
    '',
    `**${esc(verdict.line)}**`,
    '',
    ...todoSection(results, links),
    ...updatedSection(updatedFiles),
    ...findingsSection(findings, now, maxAge, links),
    ...cooldownSection(results, now, links),
    ...renderPolicyPlan(policyPlan(results), {
      code: (text) => `<code>${esc(text)}</code>`,
      place: (l) => locationText(l, links),
      text: (text) => esc(truncate(text, MAX_MESSAGE)),
      heading: "**The registry's pull-time policies**",
    }),
    ...vulnerabilitySection(results, links),
    ...ignoredSection(ignored),
    ...advisorySection(results, verdict.counts.advisories, advisoryUrl, links),
    ...currentSection(current, findings.length === 0 && current.length === results.length, now, maxAge, links),
    ...(results.length === 0 ? ['No image references were checked.', ''] : []),
    ...repositoriesSection(repositories, serverUrl),
    // A repository not read is listed with its repositories above, not again as a file.
    ...problemsSection(repositories ? problems.filter((p) => !(p.file === '' && p.repository)) : problems),
    ...skippedSection(skipped),
  ];
  if (results.length > 0) {
    out.push(
      `<sub>Stale: a pinned digest whose tag has had newer builds for longer than max-age (${esc(maxAge)}). End-of-life: a deprecated tag.</sub>`,
      '',
    );
  }
  return capSummary(out.join('\n'));
}

/** The results that pass `keep`, ordered by `rank` and then by their place in the run. */
function worstFirst(
  results: readonly ImageResult[],
  keep: (r: ImageResult) => boolean,
  rank: (r: ImageResult) => number,
): ImageResult[] {
  return results
    .map((r, i) => ({ r, i }))
    .filter(({ r }) => keep(r))
    .sort((a, b) => rank(a.r) - rank(b.r) || a.i - b.i)
    .map(({ r }) => r);
}

/** A bulleted list within its budget, ending with how many items were left out. */
function listLines<T>(items: readonly T[], render: (item: T) => string): string[] {
  const { kept, left } = fit(items, render, LIST_BUDGET, LIST_MAX_ITEMS);
  return left > 0 ? [...kept, `- …and ${left} more`] : kept;
}

/** A table within its budget, then a paragraph on how many rows were left out and where they are. */
function tableLines<T>(
  items: readonly T[],
  render: (item: T) => string,
  header: readonly string[],
  budget: { bytes: number; rows?: number },
  leftOut: (left: number) => string,
): string[] {
  const { kept, left } = fit(items, render, budget.bytes, budget.rows);
  return [tableHead(header), ...kept, '', ...(left > 0 ? [leftOut(left), ''] : [])];
}

/** Every action in one list, worst first (a pin whose update fixes a critical or high too). */
function todoSection(results: readonly ImageResult[], links: Links): string[] {
  const todo = worstFirst(results, (r) => needsAction(r) || fixesUrgent(r), TODO_RANK);
  if (todo.length === 0) return [];
  return [
    '**What to do**',
    '',
    ...todo.slice(0, TODO_MAX).map((r) => todoItem(r, links)),
    ...(todo.length > TODO_MAX ? [`- …and ${todo.length - TODO_MAX} more in the tables below`] : []),
    '',
  ];
}

function updatedSection(updatedFiles: readonly string[]): string[] {
  if (updatedFiles.length === 0) return [];
  return [
    `Updated ${plural(updatedFiles.length, 'file')}: ${updatedFiles
      .slice(0, 20)
      .map((f) => `<code>${esc(truncate(f, MAX_PATH))}</code>`)
      .join(', ')}${updatedFiles.length > 20 ? ` and ${updatedFiles.length - 20} more` : ''}`,
    '',
  ];
}

function findingsSection(findings: readonly ImageResult[], now: Date, maxAge: string, links: Links): string[] {
  if (findings.length === 0) return [];
  const render = (r: ImageResult) => row([referenceCell(r, links), findingCell(r, now, maxAge), suggestionCell(r)]);
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

function ignoredSection(ignored: readonly ImageResult[]): string[] {
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

function advisorySection(
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

function currentSection(
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

/**
 * Which repositories the run covered: those not read with why, then every one read, folded with
 * its count (a team asks "was my repository covered?").
 */
function repositoriesSection(repositories: RepositoryCoverage | undefined, serverUrl?: string): string[] {
  if (!repositories) return [];
  const { read, unread } = repositories;
  const name = (repository: string, commit = '') => {
    const code = `<code>${esc(repository)}</code>`;
    const [owner, repo] = repository.split('/');
    if (!serverUrl || !owner || !repo) return code;
    const at = commit ? `/tree/${encodeURIComponent(commit)}` : '';
    return `<a href="${attr(`${serverUrl.replace(/\/+$/, '')}/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}${at}`)}">${code}</a>`;
  };
  const notRead = (u: RepositoryCoverage['unread'][number]) =>
    `- ${name(u.repository)}: ${esc(truncate(u.reason, MAX_MESSAGE))}`;
  const wasRead = (r: RepositoryCoverage['read'][number]) =>
    `- ${name(r.repository, r.commit)}${r.commit ? '' : ' (empty: never pushed to)'}`;
  return [
    `### ${plural(read.length, 'repository', 'repositories')} read${unread.length > 0 ? `, ${unread.length} not read` : ''}`,
    '',
    ...(unread.length > 0
      ? ['**Not read** (none of their references is checked):', '', ...listLines(unread, notRead), '']
      : []),
    `<details><summary>${plural(read.length, 'repository', 'repositories')} read</summary>`,
    '',
    ...listLines(read, wasRead),
    '',
    '</details>',
    '',
  ];
}

function problemsSection(problems: readonly FileProblem[]): string[] {
  if (problems.length === 0) return [];
  const render = (p: FileProblem) =>
    `- <code>${esc(truncate(p.line ? `${problemPlace(p)}:${p.line}` : problemPlace(p), MAX_PATH))}</code>: ${esc(truncate(p.message, MAX_MESSAGE))}`;
  return [`### ${plural(problems.length, 'file', 'files')} not fully scanned`, '', ...listLines(problems, render), ''];
}

function skippedSection(skipped: readonly SkippedReference[]): string[] {
  if (skipped.length === 0) return [];
  const byKind = Map.groupBy(skipped, (s) => s.kind);
  const kinds = SKIP_ORDER.filter((k) => byKind.has(k));
  const counts = kinds.map((k) => SKIP_TEXT[k](byKind.get(k)!.length)).join(', ');
  const render = (s: SkippedReference) => {
    const where = s.location
      ? ` (${esc(formatLocation({ file: truncate(s.location.file, MAX_PATH), line: s.location.line }))})`
      : '';
    return `- <code>${esc(truncate(s.ref, MAX_PATH))}</code>${where}: ${esc(truncate(s.reason, MAX_MESSAGE))}`;
  };
  return [
    `<sub>Not checked: ${plural(skipped.length, 'reference')} (${counts}).</sub>`,
    '',
    '<details><summary>Skipped references</summary>',
    '',
    ...listLines(
      kinds.flatMap((k) => byKind.get(k)!),
      render,
    ),
    '',
    '</details>',
    '',
  ];
}

/** Pins whose tag's current build is inside the registry's cooldown (min-age): where they can move instead. */
function cooldownSection(results: readonly ImageResult[], now: Date, links: Links): string[] {
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

const VULNERABILITY_HEADER = ['Reference', 'Critical · high · medium · low', 'Moving to the current build fixes'];

/**
 * Severity counts per image (the digest in use), worst first: shown when the run looked them up
 * (a result's `vulnerabilities` is undefined otherwise). An image without a report says so.
 */
function vulnerabilitySection(results: readonly ImageResult[], links: Links): string[] {
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
