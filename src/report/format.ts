// Small pure helpers shared by the reporters: places, digests, times, escaping. The wording of
// findings is report/messages.ts, over findings/.
import type { AdvisorySummary, FileProblem, ImageResult, Location, SkippedReference } from '../model';
import { neutralizeControls, scrub } from '../secrets';
import { isoDate, plural, relativeTime, shortDigest, truncate } from '../text';

export { isoDate, relativeTime, truncate };
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

/** A skipped reference in one line; its text is a stranger's file's, so control characters are escaped (a terminal reads them). */
export function skippedMessage(s: SkippedReference): string {
  const text = `${s.location ? `${formatLocation(s.location)}: ` : ''}${s.ref} was not checked: ${oneLine(s.reason)}`;
  return neutralizeControls(text);
}
