// Small pure helpers shared by the reporters: wording of findings, digests, times, escaping.
import type { AdvisorySummary, FailOn, FileProblem, ImageResult, Location, SkippedReference } from '../model';
import {
  activeAdvisories,
  DEFAULT_FAIL_ON,
  findingsOf,
  isEndingSoon,
  severityOf,
  type FindingKind,
  type Severity,
} from '../check/verdict';
import { countsText, fixLine, gateFinding, gateOf, severityCounts } from '../check/vulnerabilities';
import { neutralizeControls, scrub } from '../secrets';
import { repositoryOf } from '../refs/mirror-form';
import { plural, shortDigest, truncate } from '../text';
import { blockedMoveNote, deniedMessage, dryRunMessage } from './policy-text';

export { truncate };
export { GITHUB_BODY_LIMIT } from './github-limits';

/** Text a repository or a service wrote, shown as itself in markdown: secrets scrubbed, cut at `max`, escaped. */
export function foreignText(text: string, max = 300): string {
  return escapeText(truncate(scrub(text), max));
}

/**
 * A workspace path for a link: each segment encoded, and ( ) * ! ' too, which encodeURIComponent
 * leaves alone and an unbalanced `)` of which would end a markdown link early.
 */
export function encodeLinkPath(file: string): string {
  return file
    .split('/')
    .map((part) =>
      encodeURIComponent(part).replace(/[()*!']/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`),
    )
    .join('/');
}

export { shortDigest } from '../text';

export function formatLocation(location: Location): string {
  // A repository read through the API (organization mode) leads: `owner/name/path:line`.
  return `${location.repository ? `${location.repository}/` : ''}${location.file}:${location.line}`;
}

/** Where a file problem is: the workspace path, or `owner/name/path` (the repository alone when it is about all of it). */
export function problemPlace(problem: FileProblem): string {
  if (!problem.repository) return problem.file;
  return problem.file ? `${problem.repository}/${problem.file}` : problem.repository;
}

/** `registry/org/image`: the repository of a result, without tag or digest; a mirror's as written. */
function repository(result: ImageResult): string {
  return (
    (result.upstream !== undefined && repositoryOf(result.ref)) || `${result.registry}/${result.org}/${result.image}`
  );
}

/**
 * The canonical pin of a result, `registry/org/image:tag@digest`, at the digest `update` would
 * write: the current one, or under min-age (`cooled`) the newest build old enough to pull (a pin
 * newer than that kept as it is); null when that digest is not known.
 */
export function pinnedReference(result: ImageResult, cooled = result.pullable !== undefined): string | null {
  const digest = pinDigestOf(result, cooled);
  return digest && result.tag !== null ? `${repository(result)}:${result.tag}@${digest}` : null;
}

function pinDigestOf(r: ImageResult, cooled: boolean): string | null {
  if (r.pullable !== undefined) return r.pullable?.digest ?? r.pinnedDigest;
  // Under min-age a current digest may be too young to pull: without the pullable build, none is known.
  return cooled ? null : r.digest;
}

/**
 * Under min-age, for a pin whose tag's current build is still inside the cooldown: the build it
 * can move to and how young the current one is; null otherwise.
 */
export function cooldownNote(r: ImageResult, now: Date): string | null {
  if (r.pullable === undefined || r.pinnedDigest === null || r.digest === null || r.lastUpdate === null) return null;
  if (r.pullable !== null && r.pullable.digest === r.digest) return null;
  const pullable = r.pullable
    ? `${shortDigest(r.pullable.digest)} of ${isoDate(r.pullable.lastUpdate)}`
    : 'the pinned one (no newer build is old enough)';
  const age = relativeTime(r.lastUpdate, now).replace(/ ago$/, ' old');
  return `newest pullable build: ${pullable} (the current one is ${age})`;
}

/** The advisory ids of one image, each once (an id listed for several of its packages is one advisory). */
export function distinctAdvisoryIds(advisories: readonly Pick<AdvisorySummary, 'advisoryId'>[]): string[] {
  return [...new Set(advisories.map((a) => a.advisoryId))];
}

/** The first `max` advisory ids, e.g. "CGA-1, CGA-2, CGA-3 and 2 more". */
export function advisoryIds(advisories: readonly Pick<AdvisorySummary, 'advisoryId'>[], max = 3): string {
  const ids = advisories.slice(0, max).map((a) => a.advisoryId);
  const more = advisories.length - ids.length;
  return more > 0 ? `${ids.join(', ')} and ${more} more` : ids.join(', ');
}

/** The UTC calendar date (YYYY-MM-DD) of an RFC 3339 time, or the text as given if unparsable. */
export function isoDate(time: string): string {
  const ms = Date.parse(time);
  return Number.isNaN(ms) ? time : new Date(ms).toISOString().slice(0, 10);
}

/** How long ago `time` was, as "3 days ago"; "just now" within a minute (either way, for clock skew). */
export function relativeTime(time: string, now: Date): string {
  const ms = now.getTime() - Date.parse(time);
  if (Number.isNaN(ms)) return 'at an unknown time';
  if (ms < 0 && -ms >= 60_000) return `in the future (${isoDate(time)})`;
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${plural(minutes, 'minute')} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${plural(hours, 'hour')} ago`;
  const days = Math.floor(hours / 24);
  if (days < 60) return `${plural(days, 'day')} ago`;
  if (days < 730) return `${plural(Math.floor(days / 30), 'month')} ago`;
  return `${plural(Math.floor(days / 365), 'year')} ago`;
}

/** Collapses whitespace (newlines included) to single spaces. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * A pin behind its tag but within max-age (not a finding): how far behind, in words; null for
 * any other result. Never "current": a newer build exists.
 */
export function withinMaxAgeText(r: ImageResult): string | null {
  if (r.status !== 'ok' || r.pinnedDigest === null || r.buildsBehind === null || r.buildsBehind <= 0) return null;
  return `pin is ${plural(r.buildsBehind, 'build')} behind "${r.tag}" (within max-age)`;
}

/**
 * Text broken at spaces into lines of at most `width` characters (a word longer than that is
 * cut); one line when `width` is Infinity.
 */
export function wrapText(text: string, width: number): string[] {
  if (text.length <= width) return [text];
  const limit = Math.max(1, Math.floor(width));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const joined = line === '' ? word : `${line} ${word}`;
    if (joined.length <= limit) {
      line = joined;
      continue;
    }
    if (line !== '') lines.push(line);
    let rest = word;
    while (rest.length > limit) {
      lines.push(rest.slice(0, limit));
      rest = rest.slice(limit);
    }
    line = rest;
  }
  if (line !== '') lines.push(line);
  return lines;
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '|': '&#124;',
  '\\': '&#92;',
  '`': '&#96;',
  '*': '&#42;',
  _: '&#95;',
  '[': '&#91;',
  ']': '&#93;',
  '~': '&#126;',
  $: '&#36;',
  '#': '&#35;',
  '!': '&#33;',
};

/**
 * The one escaping of text from outside (paths, references as written, repository names, tags,
 * messages) for every markdown body: job summary, PR comment, dashboard, check run, review
 * comments. HTML specials and markdown punctuation become character references, which render as
 * themselves and mean nothing to the parser (in a table cell, an HTML attribute, inside `<code>`
 * too): no tag, comment, link, emphasis or code span can start; `|` cannot split a row, newlines
 * cannot end a line; mentions and autolinks are defused.
 */
export function escapeText(text: string): string {
  return defuseLinks(neutralizeControls(oneLine(text)).replace(/[&<>"'|\\`*_[\]~$#!]/g, (c) => ENTITIES[c] ?? c));
}

/**
 * Breaks what GitHub turns into a link or a notification even in plain text: `@mentions`
 * (`@user`, `@org/team`) and autolinks (`https://…`, `www.…`). A word joiner (U+2060, invisible)
 * after `@`, `:` and `www` keeps the text as it reads.
 */
function defuseLinks(text: string): string {
  return text
    .replace(/(?<![A-Za-z0-9_`])@(?=[A-Za-z0-9])/g, '@\u2060')
    .replace(/:\/\//g, ':\u2060//')
    .replace(/\bwww\./gi, (w) => `${w.slice(0, 3)}\u2060.`);
}

/**
 * Text from outside as code: `<code>` rather than a backtick span, so that it is escaped like any
 * other text (a span would keep a raw `<` in the body) and holds in a table or HTML alike.
 */
export function codeText(text: string): string {
  return `<code>${escapeText(text)}</code>`;
}

// Wording of each finding, shared by annotations and SARIF so both say the same thing.

function eolMessage(r: ImageResult): string {
  const repo = repository(r);
  const head = `${r.ref}: the tag "${r.tag}" of ${repo} is end-of-life (deprecated): it gets no more builds or security fixes.${datesText(r)}`;
  if (r.suggestion) return `${head} Move to ${r.suggestion}.`;
  const blocked = blockedMoveNote(r);
  if (blocked) return `${head} ${blocked}`;
  const waiting = cooledMoveNote(r);
  if (waiting) return `${head} ${waiting.replace(/^./, (c) => c.toUpperCase())}.`;
  return (
    `${head} No maintained tag of the same variant is listed to move to: list the tags of ${repo} that are still maintained ` +
    `(the image's page in the registry console, or: crane ls ${repo}) and move to a supported tag.`
  );
}

/**
 * Under min-age, a pin on an end-of-life tag whose maintained tag has no build old enough to pull
 * yet: where it will move, and why no pin is suggested; null otherwise.
 */
export function cooledMoveNote(r: ImageResult): string | null {
  const move = r.nextTagPullable;
  if (r.suggestion || !move || move.pullable !== null) return null;
  const to = `${repository(r)}:${move.tag}`;
  return move.error
    ? `move to ${to}: its builds could not be read (${move.error}), so no build old enough to pull under min-age is known and no pin is suggested`
    : `move to ${to} once it has a build at least min-age old: none is yet (the registry's cooldown), so no pin is suggested`;
}

/** The v1 end-of-life dates, as a sentence (with a leading space), or ''. */
export function datesText(r: ImageResult): string {
  const d = r.endOfLife;
  if (!d) return '';
  const parts: string[] = [];
  if (d.supportEnds) parts.push(`upstream support ${d.supportEnded ? 'ended' : 'ends'} ${isoDate(d.supportEnds)}`);
  if (d.buildsUntil)
    parts.push(
      `builds ${d.daysLeft !== null && d.daysLeft < 0 ? 'stopped' : 'continue until'} ${isoDate(d.buildsUntil)}`,
    );
  return parts.length > 0 ? ` ${parts.join('; ').replace(/^./, (c) => c.toUpperCase())}.` : '';
}

/** A tag whose builds stop within warn-before: when, and what to move to. */
function endingMessage(r: ImageResult): string {
  const left = r.endOfLife?.daysLeft;
  const when = left === null || left === undefined ? 'soon' : left <= 0 ? 'within a day' : `in ${plural(left, 'day')}`;
  return `${r.ref}: builds of the tag "${r.tag}" stop ${when}.${datesText(r)}${r.suggestion ? ` Move to ${r.suggestion}.` : ''}`;
}

function staleMessage(r: ImageResult, now?: Date): string {
  const pin = r.pinnedDigest ? shortDigest(r.pinnedDigest) : 'its pinned digest';
  const behind = r.buildsBehind === null ? 'behind' : `${plural(r.buildsBehind, 'build')} behind`;
  const since = r.behindSince
    ? ` since ${isoDate(r.behindSince)}${now ? ` (${relativeTime(r.behindSince, now)})` : ''}`
    : '';
  const current = r.suggestion
    ? ` Bump the pin to ${r.suggestion}.`
    : r.digest
      ? ` Current digest: ${r.digest}; pin ${pinnedReference(r)}.`
      : '';
  const fixes = fixLine(r);
  const fixed = fixes ? ` ${fixes.replace(/^./, (c) => c.toUpperCase())}.` : '';
  const blocked = blockedMoveNote(r);
  return `${r.ref}: pinned digest ${pin} is ${behind} the tag "${r.tag}"${since}.${blocked ? ` ${blocked}` : current}${fixed}`;
}

/** A digest in use over the severity in fail-on: how many, which ids (those not ignored), what moving fixes. */
export function vulnerabilityMessage(r: ImageResult, failOn: ReadonlySet<FailOn> = new Set()): string {
  const gate = gateOf(failOn);
  const finding = gate === null ? null : gateFinding(r, gate);
  const digest = r.vulnerabilities?.digest ? shortDigest(r.vulnerabilities.digest) : 'the digest in use';
  if (!finding || finding === 'unknown' || gate === null)
    return `${r.ref}: ${digest} has ${countsText(r.vulnerabilities)} vulnerabilities.`;
  const listed =
    finding.ids.length > 0 ? `${severityCounts(finding.ids)}: ${finding.ids.map((v) => v.id).join(', ')}` : '';
  const unnamed = finding.unnamed > 0 ? `${listed ? '; ' : ''}${finding.unnamed} more not named by the platform` : '';
  const fixes = fixLine(r);
  return `${r.ref}: ${digest} has vulnerabilities at ${gate} or worse (fail-on ${gate}): ${listed}${unnamed}.${fixes ? ` ${fixes.replace(/^./, (c) => c.toUpperCase())}.` : ''}`;
}

function advisoryMessage(r: ImageResult): string {
  const ids = distinctAdvisoryIds(activeAdvisories(r));
  return `${plural(ids.length, 'advisory', 'advisories')} listed for ${r.image} (${r.ref}): ${advisoryIds(ids.map((advisoryId) => ({ advisoryId })))}.`;
}

/** A reference found but not checked, in one line: where, what, why. */
/** A skipped reference in one line; its text is a stranger's file's, so control characters are escaped (a terminal reads them). */
export function skippedMessage(s: SkippedReference): string {
  const text = `${s.location ? `${formatLocation(s.location)}: ` : ''}${s.ref} was not checked: ${oneLine(s.reason)}`;
  return neutralizeControls(text);
}

function errorMessage(r: ImageResult): string {
  if (!r.error) return `${r.ref} could not be checked (no error detail).`;
  return `${r.ref} could not be checked: ${r.error.message} (${r.error.reason}${r.error.code === null ? '' : `, code ${r.error.code}`})`;
}

/** The message of each kind of finding of a result, as annotations and SARIF say it. */
const FINDING_MESSAGES: Record<FindingKind, (r: ImageResult, failOn?: ReadonlySet<FailOn>) => string> = {
  vulnerability: vulnerabilityMessage,
  error: errorMessage,
  eol: eolMessage,
  stale: (r) => staleMessage(r),
  advisory: advisoryMessage,
  denied: deniedMessage,
  'dry-run': dryRunMessage,
};

/** What a report lists of a result: its findings, and `ending` when the tag's builds stop within warn-before. */
export type ReportedKind = FindingKind | 'ending';

interface ReportedFinding {
  kind: ReportedKind;
  /** Under `failOn` (default eol,error); `ending` only warns. */
  severity: Severity;
  message: string;
}

/** Each thing the annotations, SARIF and GitLab reports say of one result, in that order, with how loud it is. */
export function reportedFindings(r: ImageResult, failOn?: ReadonlySet<FailOn>): ReportedFinding[] {
  const findings: ReportedFinding[] = findingsOf(r, failOn).map((kind) => ({
    kind,
    severity: severityOf(kind, failOn ?? DEFAULT_FAIL_ON),
    message: FINDING_MESSAGES[kind](r, failOn),
  }));
  if (isEndingSoon(r)) findings.push({ kind: 'ending', severity: 'warn', message: endingMessage(r) });
  return findings;
}
