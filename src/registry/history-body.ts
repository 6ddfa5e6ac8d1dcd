import { describeZodError } from '../http/api-error';
import { UnexpectedBody } from '../http/client';
import { historyResponseSchema, recordProblem, type HistoryRecord } from './history-schema';

// A Tag History body, read from its bytes without ever making it one string. A long walk reads
// a thousand bodies of about 130 KB; `JSON.parse(text)` on each made a 130 KB string and a page
// of records live at once, which V8 answers by growing its young generation to the maximum
// (128 MB of a 1 000 000-build walk's 258 MB, bench/README.md). Here the bytes stay off the heap
// and the records are read a batch of about 16 KB at a time, each handed on as it is checked.
//
// Records are handed on as views (eachHistoryView): one object, reused for every record, that
// gives the record's time in ms, compares its digest with a string byte by byte, and makes the
// record's strings only when asked (the walk keeps a handful per window). A batch whose every
// byte is records in the canonical shape (`{"updateTimestamp":"<RFC 3339>","digest":"sha256:
// <hex>"}`, keys in either order, no escape, every time field in range) is read in place by a
// small scanner: no JSON.parse, no string, no object per record, so a million records leave V8's
// young generation nothing to grow for. Its ms is computed from the digits and equals Date.parse
// (checked against it by tests); a time Date.parse reads in a way of its own (the 31st of April,
// hour 24) is not taken in place.
//
// This is not a JSON parser: whatever the scanner does not take goes to `JSON.parse`. A short
// scan finds where the top-level `history` list opens; the rest of the body with the list
// emptied (`{"history":[]}`) and each batch of the list not in the canonical shape, cut between
// records, each go to `JSON.parse`. When every piece parses, the pieces put back together are
// the document itself, read the same way; when one does not (a key at the top level written with
// an escape, `history` twice, a record boundary written with spaces inside a batch's cut, or no
// JSON at all), the whole body is parsed as one text: the same answer or error, more memory.

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const HISTORY_KEY = Buffer.from('history');
/** Where one record ends and the next begins, as servers (and JSON.stringify) write it. */
const BOUNDARY = Buffer.from('},{');
/** Bytes of records given to one JSON.parse. */
const BATCH_BYTES = 16 * 1024;

const isSpace = (c: number | undefined) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;

/** Index just past the string starting at `i` (a quote), or -1 when it does not end. */
function stringEnd(bytes: Uint8Array, i: number): number {
  for (let j = i + 1; j < bytes.length; j++) {
    const c = bytes[j];
    if (c === BACKSLASH) j++;
    else if (c === QUOTE) return j + 1;
  }
  return -1;
}

/**
 * Index of the first `,` or closer at nesting level 0 from `i` (the end of a value), or -1.
 * Strings are skipped whole; brackets of either kind count as one nesting (a mismatch is left
 * for JSON.parse to refuse).
 */
function valueEnd(bytes: Uint8Array, i: number): number {
  let depth = 0;
  for (let j = i; j < bytes.length; j++) {
    const c = bytes[j];
    if (c === QUOTE) {
      j = stringEnd(bytes, j) - 1;
      if (j < 0) return -1;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) depth++;
    else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      if (depth === 0) return j;
      depth--;
    } else if (c === COMMA && depth === 0) return j;
  }
  return -1;
}

const skipSpace = (bytes: Uint8Array, i: number) => {
  while (isSpace(bytes[i])) i++;
  return i;
};

const text = (bytes: Buffer, from: number, to: number) => bytes.toString('utf8', from, to);

function parsePiece(piece: string, what: string): unknown {
  try {
    return JSON.parse(piece);
  } catch {
    throw new UnexpectedBody(`the body is not JSON (${what})`);
  }
}

/**
 * Where the top-level `history` array opens (its `[`), read from the start: the keys before it
 * and their values are skipped by nesting; null when the body is not of the common shape.
 */
function historyOpen(bytes: Buffer): number | null {
  let i = skipSpace(bytes, 0);
  if (bytes[i] !== OPEN_BRACE) return null;
  i = skipSpace(bytes, i + 1);
  for (;;) {
    // A key with no escape in it: then its bytes are its name.
    if (bytes[i] !== QUOTE) return null;
    const keyEnd = stringEnd(bytes, i);
    if (keyEnd < 0) return null;
    const key = bytes.subarray(i + 1, keyEnd - 1);
    if (key.includes(BACKSLASH)) return null;
    i = skipSpace(bytes, keyEnd);
    if (bytes[i] !== COLON) return null;
    i = skipSpace(bytes, i + 1);
    if (key.equals(HISTORY_KEY)) return bytes[i] === OPEN_BRACKET ? i : null;
    i = valueEnd(bytes, i);
    if (bytes[i] !== COMMA) return null;
    i = skipSpace(bytes, i + 1);
  }
}

/** The records of a body via `JSON.parse` of the whole text: bodies of a shape the scan does not take. */
function parseWhole(bytes: Buffer): HistoryRecord[] {
  const body = parsePiece(bytes.toString('utf8'), `${bytes.length} bytes`);
  const parsed = historyResponseSchema.safeParse(body);
  if (!parsed.success) throw new UnexpectedBody(describeZodError(parsed.error));
  return parsed.data.history.map((r) => ({ updateTimestamp: r.updateTimestamp, digest: r.digest }));
}

/** One record of the body being read; valid only during the `visit` call it is given to. */
export interface RecordView {
  /** Exactly `Date.parse(updateTimestamp)`. */
  readonly ms: number;
  /** The record's place in the body's list (`history[index]`). */
  readonly index: number;
  /** Whether the record's digest is `digest`, compared byte by byte: no string is made. */
  digestIs(digest: string): boolean;
  /** The record as strings (allocates): only where the answer keeps a record. */
  record(): HistoryRecord;
  /**
   * The record, with `digest` (which `digestIs` matched) as its digest: a pin's record shares
   * the pin's string rather than making a second one of it.
   */
  recordOf(digest: string): HistoryRecord;
}

/** A record already given, by its index: valid only until the body's reading returns. */
export type RecordAt = (index: number) => HistoryRecord;

const EMPTY = Buffer.alloc(0);

/**
 * The records of the body being read, and the one view of them handed to `visit`: records read
 * in place are byte offsets into the body (and their time), records JSON.parse read are objects.
 */
class BodyRecords implements RecordView {
  ms = 0;
  index = 0;
  private bytes: Buffer = EMPTY;
  /** Per record read in place: where its time starts and ends, where its digest starts. */
  private offsets = new Int32Array(3 * 1_024);
  private times = new Float64Array(1_024);
  /** Records JSON.parse read (a batch or a body not in the canonical shape), by index. */
  private parsed: Map<number, HistoryRecord> | null = null;
  /** The record shown, when JSON.parse read it. */
  private current: HistoryRecord | null = null;

  begin(bytes: Buffer): void {
    this.bytes = bytes;
  }

  finish(): void {
    this.bytes = EMPTY;
    this.parsed = null;
    this.current = null;
    // A body far past a window's 1 000 records (a server's, up to 32 MiB) leaves its room behind.
    if (this.times.length > 4 * 1_024) {
      this.times = new Float64Array(1_024);
      this.offsets = new Int32Array(3 * 1_024);
    }
  }

  /** Keeps where record `index` lies in the body (its time's quotes excluded). */
  setInPlace(index: number, timeStart: number, timeEnd: number, digestStart: number, ms: number): void {
    if (index >= this.times.length) {
      const times = new Float64Array(Math.max(index + 1, 2 * this.times.length));
      times.set(this.times);
      this.times = times;
      const offsets = new Int32Array(3 * times.length);
      offsets.set(this.offsets);
      this.offsets = offsets;
    }
    this.times[index] = ms;
    this.offsets[3 * index] = timeStart;
    this.offsets[3 * index + 1] = timeEnd;
    this.offsets[3 * index + 2] = digestStart;
  }

  showInPlace(index: number): void {
    this.index = index;
    this.ms = this.times[index]!;
    this.current = null;
  }

  showParsed(index: number, record: HistoryRecord): void {
    this.index = index;
    this.ms = Date.parse(record.updateTimestamp);
    this.current = record;
    (this.parsed ??= new Map()).set(index, record);
  }

  digestIs(digest: string): boolean {
    if (this.current) return this.current.digest === digest;
    if (digest.length !== DIGEST_LENGTH) return false;
    const bytes = this.bytes;
    const at = this.offsets[3 * this.index + 2]!;
    // The hex first: digests differ there, and share their prefix.
    for (let k = DIGEST_LENGTH - 1; k >= 0; k--) if (bytes[at + k] !== digest.charCodeAt(k)) return false;
    return true;
  }

  record(): HistoryRecord {
    return this.current ?? this.recordAt(this.index);
  }

  recordOf(digest: string): HistoryRecord {
    return this.current ?? { updateTimestamp: this.timeAt(this.index), digest };
  }

  readonly recordAt: RecordAt = (index) => {
    const parsed = this.parsed?.get(index);
    if (parsed) return parsed;
    const digestStart = this.offsets[3 * index + 2]!;
    return {
      updateTimestamp: this.timeAt(index),
      digest: this.bytes.toString('latin1', digestStart, digestStart + DIGEST_LENGTH),
    };
  };

  /** The time string of a record read in place. */
  private timeAt(index: number): string {
    return this.bytes.toString('latin1', this.offsets[3 * index]!, this.offsets[3 * index + 1]!);
  }
}

/** A reader not in use: one serves every body (reading is synchronous; a nested read makes its own). */
let spare: BodyRecords | null = new BodyRecords();

function withRecords(bytes: Buffer, read: (records: BodyRecords) => void, end?: (recordAt: RecordAt) => void): void {
  const records = spare ?? new BodyRecords();
  spare = null;
  records.begin(bytes);
  try {
    read(records);
    end?.(records.recordAt);
  } finally {
    records.finish();
    spare = records;
  }
}

/**
 * The records of a Tag History body (`{ history: [ { updateTimestamp, digest } ] }`, an absent
 * list being empty), each checked as `historyProblem` checks it and shown to `visit` in the
 * body's order through one reused view; then `end`, which can still make any record given into
 * strings. Throws UnexpectedBody naming what is wrong, as JSON.parse of the whole text would.
 *
 * The common shape is read in pieces: the envelope, up to the list's `[` and after the body's
 * last `]`, given to JSON.parse with the list emptied; then the list, a batch of records at a
 * time, cut where one record ends and the next begins (`},{`). A batch whose every byte is
 * records in the canonical shape is read in place; any other batch goes to JSON.parse. A cut
 * inside a string or a record cannot leave a batch that parses (JSON is read left to right: the
 * batch would end inside it), so the records of every batch that parses are the document's own.
 * When a piece does not parse, the whole body is parsed as one text, which gives the
 * authoritative answer (its records after those already given) or error.
 */
export function eachHistoryView(
  bytes: Buffer,
  visit: (view: RecordView) => void,
  end?: (recordAt: RecordAt) => void,
  options: ReadOptions = IN_PLACE,
): void {
  withRecords(bytes, (records) => readBody(bytes, records, visit, options.inPlace), end);
}

export interface ReadOptions {
  /** false: every batch goes to JSON.parse, as before records were read in place (tests compare the two). */
  inPlace: boolean;
}
const IN_PLACE: ReadOptions = { inPlace: true };

/** Views of records already read (a body sorted after the fact): eachHistoryView's view, over a list. */
export function eachRecordView(
  list: readonly HistoryRecord[],
  visit: (view: RecordView) => void,
  end?: (recordAt: RecordAt) => void,
): void {
  withRecords(EMPTY, (records) => showParsed(list, 0, records, visit), end);
}

function showParsed(
  list: readonly HistoryRecord[],
  from: number,
  records: BodyRecords,
  visit: (view: RecordView) => void,
): void {
  for (let k = from; k < list.length; k++) {
    records.showParsed(k, list[k]!);
    visit(records);
  }
}

function readBody(bytes: Buffer, records: BodyRecords, visit: (view: RecordView) => void, inPlace: boolean): void {
  const open = historyOpen(bytes);
  const close = bytes.lastIndexOf(CLOSE_BRACKET);
  if (open === null || close <= open || !emptiedEnvelope(bytes, open, close))
    return showParsed(parseWhole(bytes), 0, records, visit);
  let given = 0;
  let start = skipSpace(bytes, open + 1);
  while (start < close) {
    const cut = bytes.indexOf(BOUNDARY, start + BATCH_BYTES);
    const end = cut < 0 || cut >= close ? close : cut + 1;
    const count = inPlace ? scanBatch(bytes, start, end, records, given) : -1;
    if (count >= 0) {
      // Every record of the batch is in the canonical shape: what JSON.parse would give, checked.
      for (let k = given; k < given + count; k++) {
        records.showInPlace(k);
        visit(records);
      }
      given += count;
    } else {
      const batch = parseBatch(bytes, start, end);
      // Not the common shape after all (or not JSON): the whole text decides.
      if (!batch) return showParsed(parseWhole(bytes), given, records, visit);
      for (let k = 0; k < batch.length; k++) {
        const record = batch[k];
        const problem = recordProblem(record);
        if (problem)
          throw new UnexpectedBody(
            `history[${given + k}]${problem.field ? `.${problem.field}` : ''}: ${problem.message}`,
          );
        const { updateTimestamp, digest } = record as HistoryRecord;
        records.showParsed(given + k, { updateTimestamp, digest });
        visit(records);
      }
      given += batch.length;
    }
    start = end + 1;
  }
}

const KEY_TIME = Buffer.from('"updateTimestamp"');
const KEY_DIGEST = Buffer.from('"digest"');
const DIGEST_PREFIX = Buffer.from('sha256:');
/** `sha256:` and 64 hex digits. */
const DIGEST_LENGTH = DIGEST_PREFIX.length + 64;

function startsWith(bytes: Buffer, i: number, word: Buffer): boolean {
  for (let k = 0; k < word.length; k++) if (bytes[i + k] !== word[k]) return false;
  return true;
}

/**
 * The records of `bytes[start, end)` read in place when every byte there is records in the
 * canonical shape (`{"updateTimestamp":"<RFC 3339>","digest":"sha256:<hex>"}`, the keys in
 * either order, JSON whitespace between tokens, no escape, every field in range), separated by
 * commas: how many, kept in `records` from index `first`; -1 when any byte is not, and then
 * JSON.parse reads the batch.
 */
function scanBatch(bytes: Buffer, start: number, end: number, records: BodyRecords, first: number): number {
  let i = start;
  let n = 0;
  for (;;) {
    if (bytes[i] !== OPEN_BRACE) return -1;
    let timeStart = -1;
    let timeEnd = -1;
    let digestStart = -1;
    let ms = 0;
    i = skipSpace(bytes, i + 1);
    for (let member = 0; member < 2; member++) {
      if (member === 1) {
        if (bytes[i] !== COMMA) return -1;
        i = skipSpace(bytes, i + 1);
      }
      if (timeStart < 0 && startsWith(bytes, i, KEY_TIME)) {
        i = skipSpace(bytes, i + KEY_TIME.length);
        if (bytes[i] !== COLON) return -1;
        i = skipSpace(bytes, i + 1);
        const after = timestampEnd(bytes, i);
        if (after < 0) return -1;
        timeStart = i + 1;
        timeEnd = after - 1;
        ms = scanned[0]!;
        i = after;
      } else if (digestStart < 0 && startsWith(bytes, i, KEY_DIGEST)) {
        i = skipSpace(bytes, i + KEY_DIGEST.length);
        if (bytes[i] !== COLON) return -1;
        i = skipSpace(bytes, i + 1);
        if (bytes[i] !== QUOTE || !startsWith(bytes, i + 1, DIGEST_PREFIX)) return -1;
        digestStart = i + 1;
        for (let k = digestStart + DIGEST_PREFIX.length; k < digestStart + DIGEST_LENGTH; k++) {
          const c = bytes[k]!;
          if (!((c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x66))) return -1;
        }
        i = digestStart + DIGEST_LENGTH;
        if (bytes[i] !== QUOTE) return -1;
        i++;
      } else return -1;
      i = skipSpace(bytes, i);
    }
    // Everything read so far lies before this brace, and so inside the batch.
    if (i >= end || bytes[i] !== CLOSE_BRACE) return -1;
    records.setInPlace(first + n, timeStart, timeEnd, digestStart, ms);
    n++;
    // bytes[end] is `]` or the `,` after a `}`: a space run stops there at the latest.
    i = skipSpace(bytes, i + 1);
    if (i === end) return n;
    if (bytes[i] !== COMMA) return -1;
    i = skipSpace(bytes, i + 1);
  }
}

/** The time timestampEnd read last, in ms since the epoch: in a typed array, as a variable it would be a new heap number each time. */
const scanned = new Float64Array(1);

const DASH = 0x2d;
const PLUS = 0x2b;
const DOT = 0x2e;

/** The number written by `width` decimal digits at `i`, or -1. */
function digits(bytes: Buffer, i: number, width: number): number {
  let value = 0;
  for (let k = i; k < i + width; k++) {
    const d = bytes[k]! - 0x30;
    if (!(d >= 0 && d <= 9)) return -1;
    value = value * 10 + d;
  }
  return value;
}

const isLeap = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Days from 1970-01-01 to the date (proleptic Gregorian; H. Hinnant's days_from_civil). */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * ((month + 9) % 12) + 2) / 5) + day - 1;
  return (
    era * 146_097 + yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear - 719_468
  );
}

/**
 * Index just past the quoted RFC 3339 time at `q` (`"YYYY-MM-DDTHH:MM:SS[.f{1,9}](Z|±HH:MM)"`,
 * `t` and `z` also), its ms in `scanned[0]`; -1 when it is not one, or one whose ms needs
 * Date.parse to say: a day past its month's end (V8 rolls up to the 31st into the next month),
 * hour 24, second 60, an offset past 23:59. What is taken is what recordProblem takes, and its
 * ms is Date.parse's: a fraction's digits past the third are dropped (V8 truncates), as the
 * tests check against Date.parse.
 */
function timestampEnd(bytes: Buffer, q: number): number {
  if (bytes[q] !== QUOTE) return -1;
  const p = q + 1;
  const year = digits(bytes, p, 4);
  const month = digits(bytes, p + 5, 2);
  const day = digits(bytes, p + 8, 2);
  const hour = digits(bytes, p + 11, 2);
  const minute = digits(bytes, p + 14, 2);
  const second = digits(bytes, p + 17, 2);
  const t = bytes[p + 10];
  if (year < 0 || bytes[p + 4] !== DASH || month < 1 || month > 12 || bytes[p + 7] !== DASH) return -1;
  if (day < 1 || day > (month === 2 && isLeap(year) ? 29 : DAYS_IN_MONTH[month - 1]!)) return -1;
  if ((t !== 0x54 && t !== 0x74) || hour < 0 || hour > 23 || bytes[p + 13] !== COLON) return -1;
  if (minute < 0 || minute > 59 || bytes[p + 16] !== COLON || second < 0 || second > 59) return -1;
  let i = p + 19;
  let fraction = 0;
  if (bytes[i] === DOT) {
    const from = ++i;
    for (;;) {
      const d = bytes[i]! - 0x30;
      if (!(d >= 0 && d <= 9)) break;
      if (i - from < 3) fraction = fraction * 10 + d;
      i++;
    }
    const count = i - from;
    if (count < 1 || count > 9) return -1;
    if (count === 1) fraction *= 100;
    else if (count === 2) fraction *= 10;
  }
  let offset = 0;
  const zone = bytes[i];
  if (zone === 0x5a || zone === 0x7a) i++;
  else if (zone === PLUS || zone === DASH) {
    const hours = digits(bytes, i + 1, 2);
    const minutes = digits(bytes, i + 4, 2);
    if (hours < 0 || hours > 23 || bytes[i + 3] !== COLON || minutes < 0 || minutes > 59) return -1;
    offset = (hours * 60 + minutes) * 60_000 * (zone === PLUS ? 1 : -1);
    i += 6;
  } else return -1;
  if (bytes[i] !== QUOTE) return -1;
  scanned[0] =
    daysFromCivil(year, month, day) * 86_400_000 +
    hour * 3_600_000 +
    minute * 60_000 +
    second * 1_000 +
    fraction -
    offset;
  return i + 1;
}

/** The body with its history list emptied parses, and to an object whose history is that empty list. */
function emptiedEnvelope(bytes: Buffer, open: number, close: number): boolean {
  let envelope: unknown;
  try {
    envelope = JSON.parse(`${text(bytes, 0, open)}[]${text(bytes, close + 1, bytes.length)}`);
  } catch {
    return false;
  }
  const history = (envelope as { history?: unknown } | null)?.history;
  return typeof envelope === 'object' && !Array.isArray(envelope) && Array.isArray(history) && history.length === 0;
}

/** The records between `start` and `end` (elements with their commas), or null when they do not parse as such. */
function parseBatch(bytes: Buffer, start: number, end: number): unknown[] | null {
  try {
    return JSON.parse(`[${text(bytes, start, end)}]`) as unknown[];
  } catch {
    return null;
  }
}

/**
 * The records of a Tag History body as strings, in the body's order (eachHistoryView): a
 * `decode` for HttpClient.bytes, for callers that keep them all (RegistryClient.history, a walk
 * re-reading a page out of order).
 */
export function historyRecords(bytes: Buffer): HistoryRecord[] {
  const records: HistoryRecord[] = [];
  eachHistoryView(bytes, (view) => records.push(view.record()));
  return records;
}
