import { describeZodError } from '../http/api-error';
import { UnexpectedBody } from '../http/client';
import { historyResponseSchema, recordProblem, type HistoryRecord } from './history-schema';

// A Tag History body, read from its bytes without ever making it one string. A long walk reads
// a thousand bodies of about 130 KB; `JSON.parse(text)` on each made a 130 KB string and a page
// of records live at once, which V8 answers by growing its young generation to the maximum
// (128 MB of a 1 000 000-build walk's 258 MB, bench/README.md). Here the bytes stay off the heap
// and the records are parsed a batch of about 16 KB at a time, each handed on as it is checked.
//
// This is not a JSON parser: `JSON.parse` still reads every byte. A short scan finds where the
// top-level `history` list opens; the rest of the body with the list emptied (`{"history":[]}`)
// and the list's batches, cut between records, each go to `JSON.parse`. When every piece parses,
// the pieces put back together are the document itself, read the same way; when one does not
// (a key at the top level written with an escape, `history` twice, a record boundary written
// with spaces inside a batch's cut, or no JSON at all), the whole body is parsed as one text:
// the same answer or error, more memory.

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

/**
 * The records of a Tag History body (`{ history: [ { updateTimestamp, digest } ] }`, an absent
 * list being empty), each checked as `historyProblem` checks it and given to `visit` in the
 * body's order; throws UnexpectedBody naming what is wrong.
 *
 * The common shape is read in pieces: the envelope, up to the list's `[` and after the body's
 * last `]`, given to JSON.parse with the list emptied; then the list, a batch of records at a
 * time, cut where one record ends and the next begins (`},{`). A cut inside a string or a record
 * cannot leave a batch that parses (JSON is read left to right: the batch would end inside it),
 * so the records of every batch that parses are the document's own. When a piece does not parse,
 * the whole body is parsed as one text, which gives the authoritative answer (its records after
 * those already given) or error.
 */
export function eachHistoryRecord(bytes: Buffer, visit: (record: HistoryRecord) => void): void {
  const open = historyOpen(bytes);
  const close = bytes.lastIndexOf(CLOSE_BRACKET);
  if (open === null || close <= open || !emptiedEnvelope(bytes, open, close)) {
    for (const r of parseWhole(bytes)) visit(r);
    return;
  }
  let given = 0;
  let start = skipSpace(bytes, open + 1);
  while (start < close) {
    const cut = bytes.indexOf(BOUNDARY, start + BATCH_BYTES);
    const end = cut < 0 || cut >= close ? close : cut + 1;
    const batch = parseBatch(bytes, start, end);
    if (!batch) {
      // Not the common shape after all (or not JSON): the whole text decides.
      const all = parseWhole(bytes);
      for (let k = given; k < all.length; k++) visit(all[k]!);
      return;
    }
    for (let k = 0; k < batch.length; k++) {
      const record = batch[k];
      const problem = recordProblem(record);
      if (problem) throw new UnexpectedBody(`history[${given + k}]${problem.field ? `.${problem.field}` : ''}: ${problem.message}`);
      const { updateTimestamp, digest } = record as HistoryRecord;
      visit({ updateTimestamp, digest });
    }
    given += batch.length;
    start = end + 1;
  }
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

/** The records of a Tag History body, in the body's order (eachHistoryRecord): a `decode` for HttpClient.bytes. */
export function historyRecords(bytes: Buffer): HistoryRecord[] {
  const records: HistoryRecord[] = [];
  eachHistoryRecord(bytes, (r) => records.push(r));
  return records;
}
