import { ApiError } from '../http/api-error';
import type { HttpClient } from '../http/client';
import { HISTORY_VENDOR, HISTORY_WINDOW, registryBaseUrl } from './address';
import { eachHistoryView, eachRecordView, historyRecords, type RecordAt, type RecordView } from './history-body';
import type { HistoryRecord } from './history-schema';

// Where a pinned digest sits in its tag's history, read from the newest build backwards in time
// and only as far as the pin, as a stream: what is kept is what the answer needs (the newest
// build, a count of builds, the pin's place and the time of the build after it), never the
// records themselves, so memory does not grow with the length of the history. Records are read
// as views into the response's bytes (history-body.ts eachHistoryView): times as numbers,
// digests compared in place, strings made only for the few records the answer keeps, so a long
// walk allocates next to nothing per record and V8's young generation has no reason to grow.
//
// Tag History (spec: Tag History endpoint, Limits): `start` and `end` bound the records' times,
// records come oldest first, at most 1 000 per response. The emulator (and this walk) take both
// bounds as inclusive. So:
// - windows go back in time: [S1, open), then [S2, S1], then [S3, S2] ... Each window shares its
//   lower bound with the next one's upper bound, so a record exactly at a bound comes back twice
//   and is counted once (by digest; a digest is unique per build). No clock precision is assumed:
//   records whose times carry sub-millisecond digits are still in one window or the other.
// - a window that comes back full (1 000 records) may be cut: the response holds its oldest
//   1 000. The rest of that window is read forward from the newest time seen (start inclusive,
//   again counted once by digest), so no request is wasted.
// - the window's length follows the build rate seen so far, aiming at WINDOW_TARGET records; two
//   empty windows in a row (a gap, or the start of the history) are followed by one that is open
//   towards the past (no `start`), which reaches the first build.
// Records with the same time keep the server's order (oldest first), as the full walk does.

/** Records a window aims at: below HISTORY_WINDOW, so a window usually comes back whole. */
const WINDOW_TARGET = 950;
/** Length of the first window (ms): 45 days of daily builds, or 540 builds every 2 hours. */
export const FIRST_WINDOW_MS = 45 * 24 * 3_600_000;
/** The walk gives up after this many records or requests without finding the pin: HISTORY_LIMIT. */
export const MAX_HISTORY_RECORDS = 1_000_000;
export const MAX_HISTORY_REQUESTS = 2_000;

export interface HistoryWalkRequest {
  http: HttpClient;
  /** Host as in references, e.g. 'cgr.dev' or '127.0.0.1:5000'. */
  registry: string;
  org: string;
  image: string;
  tag: string;
  /** A pull token for the image (`RegistryClient.token`). */
  token: string;
  /** The pinned digest to place; null: only the newest build (1 request, usually). */
  pin: string | null;
  /** The newest build's time when known (the tag listing's `updateTime`): the first window ends there. */
  newestHint?: string;
  /** A digest to look out for among the records read (the tag listing's digest): `watched` says whether it was one. */
  watch?: string;
  firstWindowMs?: number;
  maxRecords?: number;
  maxRequests?: number;
}

export interface HistoryWalkStats {
  /** Tag History requests sent. */
  requests: number;
  /** Distinct records read. */
  records: number;
  /** Whether `watch` was among the records read (false when none was asked for). */
  watched: boolean;
}

export type HistoryWalk =
  /** The tag has no builds. */
  | ({ kind: 'empty' } & HistoryWalkStats)
  /** The pin's place: builds after it and the time of the first of them (null when the pin is the newest). */
  | ({
      kind: 'placed';
      newest: HistoryRecord;
      pin: HistoryRecord;
      buildsBehind: number;
      behindSince: string | null;
    } & HistoryWalkStats)
  /** No pin asked for: the newest build only. */
  | ({ kind: 'newest'; newest: HistoryRecord } & HistoryWalkStats)
  /** The whole history was read and the pin is not in it: `builds` in all, the first at `oldest`. */
  | ({ kind: 'absent'; newest: HistoryRecord; builds: number; oldest: string } & HistoryWalkStats);

/** Thrown inside a page's reading when a record is older than the one before it. */
const OUT_OF_ORDER = Symbol('out of order');

/** Whether `digests` holds the view's digest: compared in place when they are few (they usually are: one or two builds at one time). */
function holds(digests: ReadonlySet<string>, view: RecordView): boolean {
  if (digests.size > 8) return digests.has(view.record().digest);
  for (const digest of digests) if (view.digestIs(digest)) return true;
  return false;
}

/** What is known of the records newer than the window being read. */
interface Newer {
  /** Records counted so far (all newer than the current window, or in it). */
  count: number;
  /** The oldest of them: the build after anything older. */
  oldest: HistoryRecord | null;
  newest: HistoryRecord | null;
}

/** A pin found in the window being read: its record, its index in the window, the record after it. */
interface Found {
  record: HistoryRecord;
  index: number;
  after: HistoryRecord | null;
}

/** One window [start, end], read forward in one request or more. */
interface WindowRead {
  /** Distinct records in the window, not counted before. */
  count: number;
  first: HistoryRecord | null;
  last: HistoryRecord | null;
  /** Pins found in the window (the first time each is met), by digest. */
  found: Map<string, Found>;
  /** Pins found whose next record has not been read yet. */
  awaiting: string[];
  /** Digests of the window's records at exactly its lower bound (they come back in the next window). */
  atStart: Set<string>;
}

/** What one walk found: the pins it placed, and what every other pin gets (absent, the bound's error, or the newest build when no pin was asked for). */
interface WalkOutcome {
  placed: Map<string, HistoryWalk>;
  rest: HistoryWalk | ApiError;
}

/**
 * Where `req.pin` sits in the tag's history (or its newest build when `pin` is null), read from
 * the newest build back to the pin only. Throws HISTORY_LIMIT past the bounds.
 */
export async function walkHistory(req: HistoryWalkRequest): Promise<HistoryWalk> {
  const outcome = await walkCore(req, req.pin === null ? [] : [req.pin]);
  const result = (req.pin !== null ? outcome.placed.get(req.pin) : undefined) ?? outcome.rest;
  if (result instanceof ApiError) throw result;
  return result;
}

/**
 * Several pins of one tag placed by one walk, back to the oldest of them: pins of the same tag
 * read the same windows, so a walk per pin would read the newest ones again for each. Each pin
 * gets what walkHistory would give it alone (HISTORY_LIMIT as a value, for the pins past the
 * bounds); the walk ends when every pin is placed.
 */
export async function walkHistoryPins(
  req: Omit<HistoryWalkRequest, 'pin'>,
  pins: readonly string[],
): Promise<Map<string, HistoryWalk | ApiError>> {
  const outcome = await walkCore(req, pins);
  return new Map(pins.map((pin) => [pin, outcome.placed.get(pin) ?? outcome.rest]));
}

async function walkCore(req: Omit<HistoryWalkRequest, 'pin'>, pinsAsked: readonly string[]): Promise<WalkOutcome> {
  // Each pin once: the walk compares every record with each of them.
  const pins = [...new Set(pinsAsked)];
  const placed = new Map<string, HistoryWalk>();
  const base = registryBaseUrl(req.registry);
  const path = `${base}/v2/${req.org}/${req.image}/_${HISTORY_VENDOR}/history/${encodeURIComponent(req.tag)}`;
  const label = `GET ${req.registry}/v2/${req.org}/${req.image}/_${HISTORY_VENDOR}/history/${req.tag}`;
  const headers = { authorization: `Bearer ${req.token}` };
  const maxRecords = req.maxRecords ?? MAX_HISTORY_RECORDS;
  const maxRequests = req.maxRequests ?? MAX_HISTORY_REQUESTS;
  const stats: HistoryWalkStats = { requests: 0, records: 0, watched: false };

  // Thrown by fetchWindow past the bounds, and caught by the walk: the pins placed keep their answer.
  let limit: ApiError | null = null;
  /** Sends one window request; `take` reads the body's records while its bytes are in hand. */
  const fetchWindow = async <T>(
    start: string | undefined,
    end: string | undefined,
    take: (bytes: Buffer) => T,
  ): Promise<T> => {
    if (stats.requests >= maxRequests || stats.records >= maxRecords) {
      const missing = pins.filter((pin) => !placed.has(pin));
      limit = new ApiError({
        status: 200,
        code: 0,
        reason: 'HISTORY_LIMIT',
        message: `${label}: read ${stats.records} builds in ${stats.requests} requests without finding ${missing.length > 0 ? missing.join(', ') : 'the newest build'}; the walk stops at ${maxRecords} builds or ${maxRequests} requests`,
        request: label,
      });
      throw limit;
    }
    const url = new URL(path);
    if (start !== undefined) url.searchParams.set('start', start);
    if (end !== undefined) url.searchParams.set('end', end);
    stats.requests++;
    return req.http.bytes(url, { headers, decode: take, label });
  };

  /**
   * Reads the window [start, end] whole: one request, more when it comes back full. `skip`
   * holds digests already counted at `end` (the previous window's lower bound).
   */
  const readWindow = async (
    start: string | undefined,
    end: string | undefined,
    skip: Set<string>,
  ): Promise<WindowRead> => {
    let read: WindowRead = { count: 0, first: null, last: null, found: new Map(), awaiting: [], atStart: new Set() };
    const startMs = start === undefined ? -Infinity : Date.parse(start);
    const endMs = end === undefined ? Infinity : Date.parse(end);
    let from = start;
    // Digests at `from` already taken in this window (a forward step repeats them).
    let atFrom = new Set<string>();
    for (;;) {
      const fromMs = from === undefined ? -Infinity : Date.parse(from);
      /**
       * Takes a page's records into `read` one by one, as they are read; none is kept but where
       * the answer keeps it. Records are views into the body's bytes (eachHistoryView): a
       * record's strings are made only for a pin found, the record after it, a window's first
       * record, digests at the window's lower bound, and at the page's end (below).
       */
      const takePage = (each: (visit: (view: RecordView) => void, end: (recordAt: RecordAt) => void) => void) => {
        // Newest time taken (`lastMs`) and the records taken at it, by index in the body: the
        // first `atLastCount` of an array written over, never shortened (a shortened array, or a
        // cleared Set, allocates again when it grows, and a walk takes a million records).
        const page = { size: 0, fresh: 0, lastMs: fromMs, atLast: [] as string[] };
        const atLastIndex: number[] = [];
        let atLastCount = 0;
        let lastIndex = -1;
        // A time held in a closure's variable is a new heap number at every write; in a typed array it is not.
        const previousMs = new Float64Array([-Infinity]);
        each(
          (r) => {
            page.size++;
            const t = r.ms;
            if (t < previousMs[0]!) throw OUT_OF_ORDER;
            previousMs[0] = t;
            // Outside the asked bounds: an overlap the server should not send.
            if (t < fromMs || t < startMs || t > endMs) return;
            if (t === fromMs && holds(atFrom, r)) return;
            if (t === endMs && holds(skip, r)) return;
            if (!stats.watched && req.watch !== undefined && r.digestIs(req.watch)) stats.watched = true;
            // The record's strings, made once however many uses the answer has for it.
            let kept: HistoryRecord | undefined;
            if (read.awaiting.length > 0) {
              kept = r.record();
              for (const digest of read.awaiting) read.found.get(digest)!.after = kept;
              read.awaiting.length = 0;
            }
            for (let k = 0; k < pins.length; k++) {
              const pin = pins[k]!;
              if (r.digestIs(pin) && !placed.has(pin) && !read.found.has(pin)) {
                kept ??= r.recordOf(pin);
                read.found.set(pin, { record: kept, index: read.count, after: null });
                read.awaiting.push(pin);
              }
            }
            read.first ??= kept ??= r.record();
            lastIndex = r.index;
            if (t === startMs) read.atStart.add((kept ??= r.record()).digest);
            if (t > page.lastMs) atLastCount = 0;
            atLastIndex[atLastCount++] = r.index;
            page.lastMs = t;
            read.count++;
            page.fresh++;
          },
          (recordAt) => {
            // The page's last record taken, and the digests at its newest time: strings made
            // once per page, while the body is still in hand.
            if (lastIndex >= 0) read.last = recordAt(lastIndex);
            for (let k = 0; k < atLastCount; k++) page.atLast.push(recordAt(atLastIndex[k]!).digest);
          },
        );
        return page;
      };
      const page = await fetchWindow(from, end, (bytes) => {
        const before: WindowRead = {
          ...read,
          atStart: new Set(read.atStart),
          awaiting: [...read.awaiting],
          found: new Map([...read.found].map(([d, f]) => [d, { ...f }])),
        };
        const watched = stats.watched;
        try {
          return takePage((visit, done) => eachHistoryView(bytes, visit, done));
        } catch (error) {
          if (error !== OUT_OF_ORDER) throw error;
          // Oldest first as the spec promises; a server that does not keep the order is read
          // again, sorted (stable), from where the page began, so it cannot misplace the pin.
          read = before;
          stats.watched = watched;
          const records = historyRecords(bytes).sort(
            (a, b) => Date.parse(a.updateTimestamp) - Date.parse(b.updateTimestamp),
          );
          return takePage((visit, done) => eachRecordView(records, visit, done));
        }
      });
      stats.records += page.fresh;
      if (page.size < HISTORY_WINDOW) return read;
      if (page.fresh === 0) {
        throw new ApiError({
          status: 200,
          code: 0,
          reason: 'HISTORY_WINDOW_STUCK',
          message: `${label}: ${HISTORY_WINDOW} records share the time ${from}; the window cannot move past them`,
          request: label,
        });
      }
      // Cut at 1 000: the rest of the window, forward from the newest time seen.
      const nextAtFrom = new Set(page.atLast);
      if (page.lastMs === fromMs) for (const d of atFrom) nextAtFrom.add(d);
      atFrom = nextAtFrom;
      from = read.last!.updateTimestamp;
    }
  };

  const newer: Newer = { count: 0, oldest: null, newest: null };
  let span = req.firstWindowMs ?? FIRST_WINDOW_MS;
  const anchorMs =
    req.newestHint !== undefined && !Number.isNaN(Date.parse(req.newestHint)) ? Date.parse(req.newestHint) : Date.now();
  // The first window is open towards the future: a build newer than the hint is still seen.
  let end: string | undefined;
  let startMs = anchorMs - span;
  let skip = new Set<string>();
  let openPast = false;
  let empties = 0;

  for (;;) {
    const start = openPast ? undefined : new Date(startMs).toISOString();
    let window: WindowRead;
    try {
      window = await readWindow(start, end, skip);
    } catch (error) {
      if (error === limit && limit) return { placed, rest: limit };
      throw error;
    }
    if (window.count > 0) {
      newer.newest ??= window.last;
      if (pins.length === 0) return { placed, rest: { kind: 'newest', newest: newer.newest!, ...stats } };
      for (const [digest, found] of window.found) {
        placed.set(digest, {
          kind: 'placed',
          newest: newer.newest!,
          pin: found.record,
          buildsBehind: newer.count + (window.count - 1 - found.index),
          behindSince: (found.after ?? newer.oldest)?.updateTimestamp ?? null,
          ...stats,
        });
      }
      // Every pin placed: older windows hold nothing the answer needs.
      if (placed.size === pins.length) return { placed, rest: { kind: 'empty', ...stats } };
      newer.count += window.count;
      newer.oldest = window.first;
    }
    if (openPast) {
      // The window reached the first build: the whole history is read.
      if (!newer.newest) return { placed, rest: { kind: 'empty', ...stats } };
      if (pins.length === 0) return { placed, rest: { kind: 'newest', newest: newer.newest, ...stats } };
      return {
        placed,
        rest: {
          kind: 'absent',
          newest: newer.newest,
          builds: newer.count,
          oldest: newer.oldest!.updateTimestamp,
          ...stats,
        },
      };
    }
    // Next window: older, as long as the build rate seen says WINDOW_TARGET builds take. An
    // empty one is followed by one 16 times as long, a second empty one by one open towards the
    // past: a long gap, or nothing older (that request says which).
    if (window.count === 0) {
      empties++;
      span *= 16;
      if (empties >= 2 || startMs - span < 0) openPast = true;
    } else {
      empties = 0;
      span = Math.max(1_000, Math.round(span * Math.min(16, Math.max(1 / 16, WINDOW_TARGET / window.count))));
    }
    end = start;
    skip = window.atStart;
    startMs = startMs - span;
  }
}

/**
 * What the walk would find, from a whole history already read (oldest first): for service
 * clients that read histories whole (the PR comment's, tests' clients). Pure.
 */
export function walkOfRecords(history: readonly HistoryRecord[], pin: string | null, watch?: string): HistoryWalk {
  const stats: HistoryWalkStats = {
    requests: 0,
    records: history.length,
    watched: watch !== undefined && history.some((r) => r.digest === watch),
  };
  const newest = history.at(-1);
  if (!newest) return { kind: 'empty', ...stats };
  if (pin === null) return { kind: 'newest', newest, ...stats };
  const index = history.findIndex((r) => r.digest === pin);
  if (index < 0)
    return { kind: 'absent', newest, builds: history.length, oldest: history[0]!.updateTimestamp, ...stats };
  return {
    kind: 'placed',
    newest,
    pin: history[index]!,
    buildsBehind: history.length - 1 - index,
    behindSince: history[index + 1]?.updateTimestamp ?? null,
    ...stats,
  };
}
