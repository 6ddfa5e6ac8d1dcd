import { createHash } from 'node:crypto';
import { badRequest, ok, type Reply } from './errors';

// The List rules of the spec: page_size (default 50, max 200), opaque page_token with a
// lifetime, skip, order_by; the envelope with the plural key, nextPageToken (absent on the last
// page), totalCount as a decimal string and skipped.

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;
/** Page token lifetime (spec: Limits). */
export const PAGE_TOKEN_LIFETIME_MS = 3 * 24 * 3_600_000;

export interface Sortable {
  /** For the `uid` order (the tag listing's default). */
  uid?: string;
  name: string;
  createTime: string;
  seq: number;
}

export interface ListOptions {
  query: URLSearchParams;
  pathname: string;
  domain: string;
  /** Tokens older than this restart the listing. */
  tokenLifetimeMs: number;
  /** True when a fault makes this request's page token expired; asked only when a token is sent. */
  expireToken: () => boolean;
  /** Issuing counter, so no two tokens are alike. */
  nextNonce: () => number;
  /** The order without `order_by`: `uid` asc (the tag listing, tags.proto), else creation order. */
  defaultOrder?: 'uid';
}

interface TokenPayload {
  /** Offset of the next page. */
  o: number;
  /** Hash of the query the token belongs to. */
  q: string;
  /** Issue time (ms). */
  t: number;
  n: number;
}

const PAGING_PARAMS = new Set(['page_size', 'page_token', 'skip']);

function queryKey(pathname: string, query: URLSearchParams): string {
  const filters = [...query.entries()].filter(([k]) => !PAGING_PARAMS.has(k)).sort(([a], [b]) => a.localeCompare(b));
  return createHash('sha256')
    .update(JSON.stringify([pathname, filters]))
    .digest('hex')
    .slice(0, 16);
}

function intParam(query: URLSearchParams, name: string): number | undefined | 'invalid' {
  const raw = query.get(name);
  if (raw === null || raw === '') return undefined;
  if (!/^\d+$/.test(raw)) return 'invalid';
  return Number(raw);
}

type Comparator = (a: Sortable, b: Sortable) => number;
const ORDER_FIELDS: Record<string, Comparator> = {
  name: (a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.seq - b.seq),
  created_at: (a, b) => Date.parse(a.createTime) - Date.parse(b.createTime) || a.seq - b.seq,
};
ORDER_FIELDS.create_time = ORDER_FIELDS.created_at!;
ORDER_FIELDS.uid = (a, b) => ((a.uid ?? '') < (b.uid ?? '') ? -1 : (a.uid ?? '') > (b.uid ?? '') ? 1 : a.seq - b.seq);

/** One page of `items` (already filtered), as the List envelope under `key`; or an INVALID_ARGUMENT. */
export function listPage<T extends Sortable>(
  opts: ListOptions,
  key: string,
  items: T[],
  render: (item: T) => unknown,
): Reply {
  const { query, domain } = opts;
  const size = intParam(query, 'page_size');
  if (size === 'invalid')
    return badRequest(domain, [{ field: 'page_size', description: 'must be a non-negative integer' }]);
  // AIP-158: a page_size above the maximum is coerced to the maximum (the spec does not say); 0 means the default.
  const pageSize = size === undefined || size === 0 ? DEFAULT_PAGE_SIZE : Math.min(size, MAX_PAGE_SIZE);
  const skipParam = intParam(query, 'skip');
  if (skipParam === 'invalid')
    return badRequest(domain, [{ field: 'skip', description: 'must be a non-negative integer' }]);
  const skip = skipParam ?? 0;

  let compare: Comparator = opts.defaultOrder === 'uid' ? ORDER_FIELDS.uid! : (a, b) => a.seq - b.seq;
  const orderBy = query.get('order_by');
  if (orderBy !== null && orderBy.trim() !== '') {
    const m = /^\s*([a-z_]+)(?:\s+(asc|desc))?\s*$/i.exec(orderBy);
    const field = m ? ORDER_FIELDS[m[1]!.toLowerCase()] : undefined;
    if (!m || !field)
      return badRequest(domain, [
        {
          field: 'order_by',
          description: `"${orderBy}" is not a sort order; use uid, name or created_at, optionally followed by desc`,
        },
      ]);
    compare = m[2]?.toLowerCase() === 'desc' ? (a, b) => -field(a, b) || b.seq - a.seq : field;
  }

  const qk = queryKey(opts.pathname, query);
  let start = 0;
  const token = query.get('page_token');
  if (token) {
    let payload: TokenPayload | undefined;
    try {
      payload = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as TokenPayload;
    } catch {
      payload = undefined;
    }
    if (!payload || typeof payload.o !== 'number' || typeof payload.q !== 'string' || typeof payload.t !== 'number') {
      return badRequest(domain, [{ field: 'page_token', description: 'is not a page token of this API' }]);
    }
    if (payload.q !== qk)
      return badRequest(domain, [
        { field: 'page_token', description: 'belongs to another query (filters and order_by must stay the same)' },
      ]);
    // An expired token is no error: the listing restarts from the first page (spec: Limits).
    const expired = Date.now() - payload.t > opts.tokenLifetimeMs || opts.expireToken();
    start = expired ? 0 : payload.o;
  }

  const sorted = [...items].sort(compare);
  const offset = start + skip;
  const page = sorted.slice(offset, offset + pageSize);
  const end = offset + page.length;
  const body: Record<string, unknown> = { [key]: page.map(render) };
  if (end < sorted.length) {
    const next: TokenPayload = { o: end, q: qk, t: Date.now(), n: opts.nextNonce() };
    body.nextPageToken = Buffer.from(JSON.stringify(next)).toString('base64url');
  }
  body.totalCount = String(sorted.length);
  body.skipped = skip;
  return ok(body);
}
