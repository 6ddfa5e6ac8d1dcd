import { prng } from './store';

// Faults the emulator injects on request, to see the clients cope: slow answers, error statuses
// (with or without Retry-After), dropped connections, answers that never come, cut bodies,
// bodies that are not JSON or break the schema, expired page tokens, overlapping history windows,
// repeated history records, and answers made up whole (`respond`: endless pages, echoed credentials, whatever a test needs).

export type FaultKind =
  | 'latency'
  | 'status'
  | 'reset'
  | 'hang'
  | 'truncate'
  | 'non-json'
  | 'bad-schema'
  | 'expire-page-token'
  | 'overlap-history'
  | 'repeat-history'
  | 'respond'
  | 'gather';

export const FAULT_KINDS: readonly FaultKind[] = [
  'latency',
  'status',
  'reset',
  'hang',
  'truncate',
  'non-json',
  'bad-schema',
  'expire-page-token',
  'overlap-history',
  'repeat-history',
];
// 'respond' is left out of FAULT_KINDS: it needs a `respond` function, so random draws cannot use it.
// 'gather' too: a request it holds waits for others, which a random draw could leave waiting forever.

export interface FaultRuleInit {
  /**
   * Which requests: a RegExp tested on the pathname, or a string equal to the pathname (a string
   * ending in '/' matches every pathname it starts). Every request when absent.
   */
  route?: string | RegExp;
  /** Only requests of this method (e.g. 'POST'). */
  method?: string;
  /** Only requests with (true) or without (false) an Authorization header. */
  authorized?: boolean;
  kind: FaultKind;
  /** `status`: the HTTP status (default 503). `non-json`: the status of the HTML page (default 200). */
  status?: number;
  /** `status`: the Retry-After header value (delta-seconds or an HTTP date). */
  retryAfter?: string;
  /** `latency`: added delay (default 1000 ms). */
  ms?: number;
  /**
   * How many requests it affects (default 1; Infinity for all). `gather`: the matching requests
   * are held until this many have arrived, then answered together: proof they were in flight at
   * once (a client that sends them one at a time never gets an answer).
   */
  times?: number;
  /** `status`: the error message of the body; a function sees the request (a hostile server echoing its credentials). */
  message?: string | ((request: FaultRequest) => string);
  /**
   * `bad-schema`: how to change the JSON body of a successful answer (default: see
   * `breakSchema`); it sees the request, so it can also make up endless windows or pages.
   */
  mutate?: (body: unknown, request: FaultRequest) => unknown;
  /**
   * `repeat-history`: which records a Tag History answer sends twice (default 'newest'):
   * - 'newest': its newest record, again at the end;
   * - 'each': every record, each twice in a row (the order kept);
   * - 'run': its records but the newest, again after the newest (older builds once more);
   * - 'bound': the builds just newer than `end` (sent already in the newer window), at the end.
   */
  repeat?: HistoryRepeat;
  /** `respond`: the JSON body of a 200 answer, made up from the request alone (the route is not asked: any page token goes). */
  respond?: (request: FaultRequest) => unknown;
}

export type HistoryRepeat = 'newest' | 'each' | 'run' | 'bound';

/** What a fault callback may look at: the request as the emulator received it. */
export interface FaultRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The Authorization header as sent ('' when none). */
  authorization: string;
}

/** An added rule; `fired` counts the requests it affected, `remaining` what it still will. */
export interface FaultRule extends FaultRuleInit {
  readonly id: number;
  fired: number;
  remaining: number;
}

export interface RandomFaultsInit {
  seed: number;
  /** Share of requests that get a fault, 0..1. */
  rate: number;
  /** Kinds to draw from (default: status, reset, latency). `status` draws one of 429, 502, 503, 504. */
  kinds?: FaultKind[];
  route?: string | RegExp;
  method?: string;
  /** `latency` delay (default 200 ms). */
  ms?: number;
}

export interface RandomFaults extends RandomFaultsInit {
  readonly id: number;
  /** Requests that got a fault. */
  fired: number;
  /** Faults drawn, by kind. */
  byKind: Partial<Record<FaultKind, number>>;
}

/** One fault that fired, in order. */
export interface FiredFault {
  kind: FaultKind;
  method: string;
  path: string;
  rule: number;
  status?: number;
}

/** What one request may be subjected to: rules matching it, including ones drawn at random. */
export interface FaultScope {
  method: string;
  path: string;
  /** A rule of this kind that applies, consumed (counted as fired). */
  take(kind: FaultKind): FaultRule | undefined;
  /** The first applicable rule among these kinds, in the order rules were added, consumed. */
  takeFirst(kinds: readonly FaultKind[]): FaultRule | undefined;
  /** Every applicable rule of this kind, consumed. */
  takeAll(kind: FaultKind): FaultRule[];
}

const matches = (
  rule: { route?: string | RegExp; method?: string; authorized?: boolean },
  method: string,
  path: string,
  authorized = false,
) =>
  (rule.method === undefined || rule.method.toUpperCase() === method) &&
  (rule.authorized === undefined || rule.authorized === authorized) &&
  (rule.route === undefined ||
    (typeof rule.route === 'string'
      ? path === rule.route || (rule.route.endsWith('/') && path.startsWith(rule.route))
      : new RegExp(rule.route.source, rule.route.flags.replace('g', '')).test(path)));

export class FaultController {
  /** Rules added and not yet used up, in order. */
  readonly rules: FaultRule[] = [];
  readonly randoms: (RandomFaults & { next: () => number })[] = [];
  /** Every fault that fired, in order. */
  readonly fired: FiredFault[] = [];
  private ids = 0;

  /** Adds a rule; it affects the next `times` matching requests (default 1). */
  add(init: FaultRuleInit): FaultRule {
    const rule: FaultRule = { ...init, id: ++this.ids, fired: 0, remaining: init.times ?? 1 };
    this.rules.push(rule);
    return rule;
  }

  /** Seeded random faults: each matching request gets one with probability `rate`. */
  random(init: RandomFaultsInit): RandomFaults {
    const next = prng(init.seed);
    const entry = { ...init, id: ++this.ids, fired: 0, byKind: {}, next };
    this.randoms.push(entry);
    return entry;
  }

  /** Removes every rule and random source (the `fired` log stays). */
  clear(): void {
    this.rules.length = 0;
    this.randoms.length = 0;
  }

  /** How many faults fired, of one kind or all. */
  count(kind?: FaultKind): number {
    return kind ? this.fired.filter((f) => f.kind === kind).length : this.fired.length;
  }

  /** The faults one request is exposed to; random ones are drawn here, once per request. */
  scope(method: string, path: string, authorized = false): FaultScope {
    const local: FaultRule[] = [];
    for (const source of this.randoms) {
      if (!matches(source, method, path)) continue;
      if (source.next() >= source.rate) continue;
      const kinds = source.kinds?.length ? source.kinds : (['status', 'reset', 'latency'] as FaultKind[]);
      const kind = kinds[Math.floor(source.next() * kinds.length)]!;
      const status = kind === 'status' ? [429, 502, 503, 504][Math.floor(source.next() * 4)]! : undefined;
      source.fired++;
      source.byKind[kind] = (source.byKind[kind] ?? 0) + 1;
      local.push({
        id: source.id,
        kind,
        status,
        retryAfter: status === 429 ? '0' : undefined,
        ms: source.ms ?? 200,
        fired: 0,
        remaining: 1,
      });
    }
    const candidates = (kinds: readonly FaultKind[]) =>
      [...local, ...this.rules.filter((r) => matches(r, method, path, authorized))].filter(
        (r) => r.remaining > 0 && kinds.includes(r.kind),
      );
    const consume = (rule: FaultRule) => {
      rule.remaining--;
      rule.fired++;
      this.fired.push({ kind: rule.kind, method, path, rule: rule.id, status: rule.status });
      const index = this.rules.indexOf(rule);
      if (rule.remaining <= 0 && index >= 0) this.rules.splice(index, 1);
      return rule;
    };
    return {
      method,
      path,
      take: (kind) => {
        const rule = candidates([kind])[0];
        return rule ? consume(rule) : undefined;
      },
      takeFirst: (kinds) => {
        const rule = candidates(kinds)[0];
        return rule ? consume(rule) : undefined;
      },
      takeAll: (kind) => candidates([kind]).map(consume),
    };
  }
}

/**
 * Valid JSON that breaks the schema: `totalCount` becomes a number, every `digest` loses its
 * `sha256:` form, a `token` becomes a number, and a lone resource loses its `uid`.
 */
export function breakSchema(body: unknown): unknown {
  if (body === null || typeof body !== 'object') return body;
  const copy = structuredClone(body) as Record<string, unknown>;
  let changed = false;
  if (typeof copy.totalCount === 'string') {
    copy.totalCount = Number(copy.totalCount);
    changed = true;
  }
  const breakDigests = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(breakDigests);
    if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      for (const [key, v] of Object.entries(record)) {
        if (key === 'digest' && typeof v === 'string') {
          record[key] = v.replace(/^sha256:/, 'sha256-').toUpperCase();
          changed = true;
        } else breakDigests(v);
      }
    }
  };
  breakDigests(copy);
  if (typeof copy.token === 'string') {
    copy.token = 12345;
    delete copy.access_token;
    changed = true;
  }
  if (!changed && typeof copy.uid === 'string') {
    delete copy.uid;
    changed = true;
  }
  if (!changed) copy.unexpected = true;
  return copy;
}
