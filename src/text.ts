// Wording and text cuts every layer shares (never inside a character). Imports nothing.

/** `1 image`, `2 images`: a count and its noun. */
export function plural(n: number, singular: string, pluralForm = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : pluralForm}`;
}

/** The longest prefix of `text` within `max` UTF-16 units that does not end inside a surrogate pair. */
export function unitPrefix(text: string, max: number): string {
  const end = Math.max(0, max);
  const last = text.charCodeAt(end - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? end - 1 : end);
}

/** `text` within `max` UTF-16 units (never fewer than its characters), `…` ending a cut one, never half a character. */
export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${unitPrefix(text, max - 1)}…`;
}

/** The bytes of a code point (or a lone surrogate, written as U+FFFD) in UTF-8. */
const utf8Bytes = (code: number) => (code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4);

/** The longest prefix of `text` whose UTF-8 takes at most `maxBytes`, ending between two characters. */
function bytePrefix(text: string, maxBytes: number): string {
  let bytes = 0;
  let end = 0;
  for (const char of text) {
    bytes += utf8Bytes(char.codePointAt(0)!);
    if (bytes > maxBytes) break;
    end += char.length;
  }
  return text.slice(0, end);
}

const ELLIPSIS_BYTES = 3;

/** `text` within `maxBytes` of UTF-8, `…` ending a cut one, never inside a character. */
export function truncateBytes(text: string, maxBytes: number): string {
  return Buffer.byteLength(text, 'utf8') <= maxBytes ? text : `${bytePrefix(text, maxBytes - ELLIPSIS_BYTES)}…`;
}

/** The longest prefix of `text` within `maxBytes` of UTF-8 that ends at a line (or, with no line, at a character). */
export function linePrefixBytes(text: string, maxBytes: number): string {
  const room = bytePrefix(text, maxBytes);
  const cut = room.lastIndexOf('\n');
  return cut > 0 ? room.slice(0, cut) : room;
}

/** `sha256:` and the first 12 hex digits: enough to recognise a digest, short enough for a table. */
export function shortDigest(digest: string): string {
  const i = digest.indexOf(':');
  return i < 0 ? digest.slice(0, 12) : `${digest.slice(0, i + 1)}${digest.slice(i + 1, i + 13)}`;
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

/** The text with its first character upper-cased: a phrase that starts a sentence. */
export function capitalFirst(text: string): string {
  return text.replace(/^./, (c) => c.toUpperCase());
}

/** Code-unit order: the same on every machine and locale (never localeCompare's). */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The most items, 0 to `most`, whose text fits, given whether the text of n items does (its length
 * grows with n): a binary search. What it returns above 0 was seen to fit; 0 may not (the caller cuts).
 */
export function mostThatFit(most: number, fits: (n: number) => boolean): number {
  let lo = 0;
  let hi = most;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (fits(mid)) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
