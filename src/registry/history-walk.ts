import { BrokenRule, HistoryLimitError, LookupError, WindowStuckError } from '../errors';
import type { HttpClient } from '../http/client';
import { HISTORY_WINDOW, historyAddress } from './address';
import { readJsonItems } from '../http/json-items';
import { buildKey } from './build-keys';
import { Cooldown } from './cooldown';
import { historyRecordSchema, historyResponseSchema, type HistoryRecord } from './history-schema';

// Where a pinned digest sits in its tag's history, read from the newest build backwards in time
// and only as far as the pin: a pin a few builds behind costs one request, not the whole history.
// Window bounds are inclusive, so a build may come back twice: each is counted once, by a key
// from its digest (unique per build, spec rule 5; ./build-keys).

/** Records a window aims at: below HISTORY_WINDOW, so a window usually comes back whole. */
const WINDOW_TARGET = 950;
/** Length of the first window (ms): 45 days of daily builds, or 540 builds every 2 hours. */
const FIRST_WINDOW_MS = 45 * 24 * 3_600_000;
/** The walk gives up after this many builds or requests without finding the pin: HISTORY_LIMIT. */
const MAX_WALK_RECORDS = 1_000_000;
const MAX_WALK_REQUESTS = 2_000;

export interface HistoryWalkRequest {
  /** Sends each window request (RegistryClient's renews an expired token on the way). */
  http: Pick<HttpClient, 'json' | 'stream'>;
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
  /** The registry's cooldown: builds after this time (ms) cannot be pulled yet (see Cooldown). */
  pullableBefore?: number;
  firstWindowMs?: number;
  maxRecords?: number;
  maxRequests?: number;
}

interface HistoryWalkStats {
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
      /**
       * Under a cooldown (`pullableBefore`): the newest build old enough to pull, the one the pin
       * moves to; null when the pin itself is younger than that. Absent without a cooldown.
       */
      pullable?: HistoryRecord | null;
    } & HistoryWalkStats)
  /**
   * No pin asked for: the newest build; under a cooldown also the newest build old enough to
   * pull (null when none is), the walk then going back as far as that build.
   */
  | ({ kind: 'newest'; newest: HistoryRecord; pullable?: HistoryRecord | null } & HistoryWalkStats)
  /** The whole history was read and the pin is not in it: `builds` in all, the first at `oldest`. */
  | ({ kind: 'absent'; newest: HistoryRecord; builds: number; oldest: string } & HistoryWalkStats);

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
}

/** What one walk found: the pins it placed, and what every other pin gets (absent, the bound's error, or the newest build when no pin was asked for). */
interface WalkOutcome {
  placed: Map<string, HistoryWalk>;
  rest: HistoryWalk | LookupError;
}

/**
 * Where `req.pin` sits in the tag's history (or its newest build when `pin` is null), read from
 * the newest build back to the pin only. Throws HISTORY_LIMIT past the bounds.
 */
export async function walkHistory(req: HistoryWalkRequest): Promise<HistoryWalk> {
  const outcome = await walkCore(req, req.pin === null ? [] : [req.pin]);
  const result = (req.pin !== null ? outcome.placed.get(req.pin) : undefined) ?? outcome.rest;
  if (result instanceof LookupError) throw result;
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
): Promise<Map<string, HistoryWalk | LookupError>> {
  const outcome = await walkCore(req, pins);
  return new Map(pins.map((pin) => [pin, outcome.placed.get(pin) ?? outcome.rest]));
}

/**
 * The one reader of a tag's Tag History: window requests within the bounds, each window read
 * whole (forward from the newest time seen when it comes back full), every build counted once.
 * A page's records are used as they stream in, none kept; what a page adds is applied once it was
 * read whole, so a try cut short (and retried) or a page sent out of order adds nothing. A page
 * out of order is read again whole and sorted, and every later page of the walk read so.
 */
class HistoryReader {
  readonly stats: HistoryWalkStats = { requests: 0, records: 0, watched: false };
  readonly label: string;
  /** Set by `count` past the bounds, and thrown: the caller tells it from other errors. */
  limit: LookupError | null = null;
  private readonly url: string;
  private readonly headers: Record<string, string>;
  /** The builds counted. */
  private readonly counted = new Set<number>();
  /** The builds the page being read adds: one set for every page, emptied for each. */
  private readonly pageKeys = new Set<number>();
  /** Whether the server has sent every page oldest first so far. */
  private inOrder = true;

  constructor(
    private readonly req: Omit<HistoryWalkRequest, 'pin'>,
    private readonly bound: {
      maxRecords: number;
      maxRequests: number;
      limitError: (reader: HistoryReader) => LookupError;
    },
  ) {
    ({ url: this.url, label: this.label } = historyAddress(req.registry, req.org, req.image, req.tag));
    this.headers = { authorization: `Bearer ${req.token}` };
  }

  /** Reads the window [start, end] whole: one request, more when it comes back full. Each page's new builds go to a PageUse of `use`, oldest first. */
  async readWindow(start: string | undefined, end: string | undefined, use: () => PageUse): Promise<void> {
    const bounds = { startMs: timeOf(start, -Infinity), endMs: timeOf(end, Infinity), fromMs: -Infinity };
    let from = start;
    for (;;) {
      bounds.fromMs = timeOf(from, -Infinity);
      const page = await this.readPage(
        from,
        end,
        (u) => new PageScan(bounds, this.counted, this.pageKeys, this.req.watch, u),
        use,
      );
      for (const key of page.keys) this.counted.add(key);
      if (page.watched) this.stats.watched = true;
      this.stats.records += page.keys.size;
      page.use.keep();
      if (page.size < HISTORY_WINDOW) return;
      if (page.keys.size === 0 || page.newest === undefined)
        throw new WindowStuckError(this.label, { size: page.size, first: page.first!, last: page.last! }, from);
      // A full window may be cut (it holds the oldest records): read the rest forward from the newest time seen.
      from = page.newest;
    }
  }

  /** One page of [from, end], streamed while the server keeps the order, else read whole and sorted. */
  private async readPage(
    from: string | undefined,
    end: string | undefined,
    scan: (use: PageUse) => PageScan,
    use: () => PageUse,
  ): Promise<PageScan> {
    const url = new URL(this.url);
    if (from !== undefined) url.searchParams.set('start', from);
    if (end !== undefined) url.searchParams.set('end', end);
    const request = { headers: this.headers, label: this.label };
    if (this.inOrder) {
      this.count();
      const page = await this.req.http.stream(url, {
        ...request,
        read: async (body, label) => {
          const page = scan(use());
          await readJsonItems(body, { field: 'history', schema: historyRecordSchema, label, each: (r) => page.add(r) });
          return page;
        },
      });
      if (page.ordered) return page;
      this.inOrder = false;
    }
    this.count();
    const records = await this.req.http.json(url, { ...request, schema: historyResponseSchema });
    const page = scan(use());
    for (const record of oldestFirst(records)) page.add(record);
    return page;
  }

  /** One more request, within the bounds. */
  private count(): void {
    if (this.stats.requests >= this.bound.maxRequests || this.stats.records >= this.bound.maxRecords) {
      this.limit = this.bound.limitError(this);
      throw this.limit;
    }
    this.stats.requests++;
  }
}

/** Takes one page's new builds, oldest first; `keep` applies them once the page was read whole and in order. */
interface PageUse {
  add(record: HistoryRecord): void;
  keep(): void;
}

/**
 * One page as its records arrive: whether they came oldest first, its bounds for WindowStuckError,
 * and the builds it adds (in the asked bounds, not counted before), each handed to `use`.
 */
class PageScan {
  size = 0;
  ordered = true;
  first: string | undefined;
  last: string | undefined;
  /** The newest time in the asked bounds: where the window's next page starts. */
  newest: string | undefined;

  watched = false;
  private lastMs = -Infinity;

  constructor(
    private readonly bounds: { startMs: number; endMs: number; fromMs: number },
    private readonly counted: ReadonlySet<number>,
    /** The builds this page adds (emptied here). */
    readonly keys: Set<number>,
    private readonly watch: string | undefined,
    readonly use: PageUse,
  ) {
    keys.clear();
  }

  add(record: HistoryRecord): void {
    const ms = Date.parse(record.updateTimestamp);
    this.size++;
    // Out of order: the page is read again whole; nothing more of this one is used.
    if (ms < this.lastMs) this.ordered = false;
    if (!this.ordered) return;
    this.lastMs = ms;
    this.first ??= record.updateTimestamp;
    this.last = record.updateTimestamp;
    const { startMs, endMs, fromMs } = this.bounds;
    // Outside the asked bounds: an overlap the server should not send.
    if (ms < fromMs || ms < startMs || ms > endMs) return;
    this.newest = record.updateTimestamp;
    const key = buildKey(record.digest);
    if (this.counted.has(key) || this.keys.has(key)) return;
    this.keys.add(key);
    if (record.digest === this.watch) this.watched = true;
    this.use.add(record);
  }
}

/** An RFC 3339 time in ms; `open` for an open bound. */
const timeOf = (time: string | undefined, open: number) => (time === undefined ? open : Date.parse(time));

/**
 * Every build of a tag, oldest first: one window open at both ends, read forward. Throws
 * HISTORY_TOO_LONG past `maxRecords` (a server sending new full windows forever).
 */
export async function readHistory(
  req: Omit<HistoryWalkRequest, 'pin' | 'newestHint' | 'watch'>,
  maxRecords: number,
): Promise<HistoryRecord[]> {
  const reader = new HistoryReader(req, {
    maxRecords,
    maxRequests: req.maxRequests ?? MAX_WALK_REQUESTS,
    limitError: (r) =>
      new BrokenRule(
        'HISTORY_TOO_LONG',
        `${r.label}: the history goes on past ${maxRecords} builds (the most this client reads); stopped`,
        r.label,
      ),
  });
  const records: HistoryRecord[] = [];
  await reader.readWindow(undefined, undefined, () => {
    const page: HistoryRecord[] = [];
    return { add: (record) => page.push(record), keep: () => page.forEach((record) => records.push(record)) };
  });
  // Oldest first, as the spec promises; stable for records with the same time.
  return records.sort((a, b) => Date.parse(a.updateTimestamp) - Date.parse(b.updateTimestamp));
}

/** Reads one window into a WindowRead: the pins found in it and the record after each. */
async function readPins(
  reader: HistoryReader,
  start: string | undefined,
  end: string | undefined,
  pins: readonly string[],
  placed: ReadonlyMap<string, HistoryWalk>,
  cooldown: Cooldown,
): Promise<WindowRead> {
  const read: WindowRead = { count: 0, first: null, last: null, found: new Map(), awaiting: [] };
  await reader.readWindow(start, end, () => new PinsPage(read, pins, placed, cooldown));
  return read;
}

/** One page of a window for readPins: the pins in it, counted and placed within the page, joined to the window by `keep`. */
class PinsPage implements PageUse {
  private readonly page: WindowRead = { count: 0, first: null, last: null, found: new Map(), awaiting: [] };
  private readonly cooldown: Cooldown;

  constructor(
    private readonly window: WindowRead,
    private readonly pins: readonly string[],
    private readonly placed: ReadonlyMap<string, HistoryWalk>,
    private readonly windowCooldown: Cooldown,
  ) {
    this.cooldown = windowCooldown.fork();
  }

  add(record: HistoryRecord): void {
    const { page } = this;
    this.cooldown.see(record, Date.parse(record.updateTimestamp));
    for (const digest of page.awaiting) page.found.get(digest)!.after = record;
    page.awaiting = [];
    if (this.pins.includes(record.digest) && !this.placed.has(record.digest)) {
      page.found.set(record.digest, { record, index: page.count, after: null });
      page.awaiting.push(record.digest);
    }
    page.first ??= record;
    page.last = record;
    page.count++;
  }

  keep(): void {
    const { page, window } = this;
    this.windowCooldown.absorb(this.cooldown);
    if (page.count === 0) return;
    for (const digest of window.awaiting) window.found.get(digest)!.after = page.first;
    for (const [digest, found] of page.found) window.found.set(digest, { ...found, index: found.index + window.count });
    window.awaiting = page.awaiting;
    window.first ??= page.first;
    window.last = page.last;
    window.count += page.count;
  }
}

/** The pins a window holds, placed against what is newer. */
function placeFound(
  window: WindowRead,
  newer: Newer,
  stats: HistoryWalkStats,
  placed: Map<string, HistoryWalk>,
  cooldown: Cooldown,
) {
  for (const [digest, found] of window.found) {
    const behind = newer.count + (window.count - 1 - found.index);
    placed.set(digest, {
      kind: 'placed',
      newest: newer.newest!,
      pin: found.record,
      ...cooldown.place(found.record, behind, (found.after ?? newer.oldest)?.updateTimestamp ?? null),
      ...stats,
    });
  }
}

/** What a walk that reached the first build gives every pin it did not place. */
function wholeRead(newer: Newer, stats: HistoryWalkStats, pins: readonly string[], cooldown: Cooldown): HistoryWalk {
  if (!newer.newest) return { kind: 'empty', ...stats };
  if (pins.length === 0) return { kind: 'newest', newest: newer.newest, ...cooldown.newest(), ...stats };
  return { kind: 'absent', newest: newer.newest, builds: newer.count, oldest: newer.oldest!.updateTimestamp, ...stats };
}

async function walkCore(req: Omit<HistoryWalkRequest, 'pin'>, pinsAsked: readonly string[]): Promise<WalkOutcome> {
  // Each pin once: the walk compares every record with each of them.
  const pins = [...new Set(pinsAsked)];
  const placed = new Map<string, HistoryWalk>();
  const maxRecords = req.maxRecords ?? MAX_WALK_RECORDS;
  const maxRequests = req.maxRequests ?? MAX_WALK_REQUESTS;
  const reader = new HistoryReader(req, {
    maxRecords,
    maxRequests,
    limitError: (r) => {
      const missing = pins.filter((pin) => !placed.has(pin));
      return new HistoryLimitError(r.label, r.stats, missing, { maxRecords, maxRequests });
    },
  });
  const { stats } = reader;
  const newer: Newer = { count: 0, oldest: null, newest: null };
  const windows = new WindowPlan(req);
  const cooldown = new Cooldown(req.pullableBefore);

  for (;;) {
    const start = windows.start();
    let window: WindowRead;
    try {
      window = await readPins(reader, start, windows.end, pins, placed, cooldown);
    } catch (error) {
      if (error === reader.limit && reader.limit) return { placed, rest: reader.limit };
      throw error;
    }
    if (window.count > 0) {
      newer.newest ??= window.last;
      // No pin: the newest build, and under a cooldown the walk goes on to the first build old enough.
      if (pins.length === 0 && cooldown.found)
        return { placed, rest: { kind: 'newest', newest: newer.newest!, ...cooldown.newest(), ...stats } };
      placeFound(window, newer, stats, placed, cooldown);
      // Every pin placed: older windows hold nothing the answer needs.
      if (pins.length > 0 && placed.size === pins.length) return { placed, rest: { kind: 'empty', ...stats } };
      newer.count += window.count;
      newer.oldest = window.first;
    }
    // The window reached the first build: the whole history is read.
    if (windows.openPast) return { placed, rest: wholeRead(newer, stats, pins, cooldown) };
    windows.next(start, window.count);
  }
}

/**
 * The windows of a walk, newest first. The first is open towards the future (a build newer than
 * the hint is still seen). Each next one is older, as long as the build rate seen says
 * WINDOW_TARGET builds take; an empty one is followed by one 16 times as long, a second empty one
 * by one open towards the past: a long gap, or nothing older (that request says which).
 */
class WindowPlan {
  end: string | undefined;
  openPast = false;
  private span: number;
  private startMs: number;
  private empties = 0;

  constructor(req: Pick<HistoryWalkRequest, 'firstWindowMs' | 'newestHint'>) {
    this.span = req.firstWindowMs ?? FIRST_WINDOW_MS;
    const anchorMs =
      req.newestHint !== undefined && !Number.isNaN(Date.parse(req.newestHint))
        ? Date.parse(req.newestHint)
        : Date.now();
    this.startMs = anchorMs - this.span;
  }

  start(): string | undefined {
    return this.openPast ? undefined : new Date(this.startMs).toISOString();
  }

  next(start: string | undefined, count: number): void {
    if (count === 0) {
      this.empties++;
      this.span *= 16;
      if (this.empties >= 2 || this.startMs - this.span < 0) this.openPast = true;
    } else {
      this.empties = 0;
      this.span = Math.max(1_000, Math.round(this.span * Math.min(16, Math.max(1 / 16, WINDOW_TARGET / count))));
    }
    this.end = start;
    this.startMs = this.startMs - this.span;
  }
}

/** A page's records oldest first: a server that does not keep the order is sorted (stable), so it cannot misplace the pin. */
function oldestFirst(records: readonly HistoryRecord[]): HistoryRecord[] {
  const timed = records.map((record) => ({ record, ms: Date.parse(record.updateTimestamp) }));
  return timed.sort((a, b) => a.ms - b.ms).map((r) => r.record);
}

/**
 * What the walk would find, from a whole history already read (oldest first): for service
 * clients that read histories whole (the PR comment's, tests' clients). Pure.
 */
export function walkOfRecords(
  history: readonly HistoryRecord[],
  pin: string | null,
  watch?: string,
  pullableBefore?: number,
): HistoryWalk {
  const stats: HistoryWalkStats = {
    requests: 0,
    records: history.length,
    watched: watch !== undefined && history.some((r) => r.digest === watch),
  };
  const newest = history.at(-1);
  if (!newest) return { kind: 'empty', ...stats };
  const cooldown = new Cooldown(pullableBefore);
  for (const record of history) cooldown.see(record, Date.parse(record.updateTimestamp));
  if (pin === null) return { kind: 'newest', newest, ...cooldown.newest(), ...stats };
  const index = history.findIndex((r) => r.digest === pin);
  if (index < 0)
    return { kind: 'absent', newest, builds: history.length, oldest: history[0]!.updateTimestamp, ...stats };
  return {
    kind: 'placed',
    newest,
    pin: history[index]!,
    ...cooldown.place(history[index]!, history.length - 1 - index, history[index + 1]?.updateTimestamp ?? null),
    ...stats,
  };
}
