import { z } from 'zod';
import { ApiError } from '../http/api-error';
import { collect, listAll, type ListRequest } from './list';

// A List endpoint read two requests deep: page 1 says `totalCount`, then every other page is
// asked for at once with `skip` (spec: Common List query parameters), instead of following
// `nextPageToken` one page after another. A 5 000-tag repo is 25 pages: 2 dependent requests,
// not 25. The pages must add up to `totalCount`, else the listing changed (or the server does
// not honour `skip`) and the answer is an explicit error, never a silently short list.

/** Largest List page (spec: Limits). */
export const LIST_PAGE_SIZE = 200;
/** Most pages one listing may take: a `totalCount` asking for more is refused before any is fetched. */
export const MAX_LIST_PAGES = 1_000;

/** Runs one request when a slot is free: the caller's concurrency bound. Must not be held by the caller around `listParallel`. */
export type Limiter = <T>(call: () => Promise<T>) => Promise<T>;
/** No bound: every page at once. */
export const unlimited: Limiter = (call) => call();

/** A listing (list.ts `ListRequest`: the query without paging parameters, envelope key, item schema, identity). */
export interface ParallelListRequest<T> extends Omit<ListRequest<T>, 'exact'> {
  /** Each request (page 1 and the rest) runs through it. Default: unbounded. */
  limit?: Limiter;
  maxPages?: number;
}

/** One page of a listing, read. */
export interface Envelope<T> {
  items: T[];
  totalCount?: number;
  skipped?: number;
  nextPageToken?: string;
}

// One schema per (key, item) pair, built once: schemas are not rebuilt per page or per call.
const envelopes = new Map<string, WeakMap<z.ZodType, z.ZodType<Envelope<unknown>>>>();
function envelopeSchema<T>(key: string, item: z.ZodType<T>): z.ZodType<Envelope<T>> {
  let byItem = envelopes.get(key);
  if (!byItem) envelopes.set(key, (byItem = new WeakMap()));
  let schema = byItem.get(item);
  if (!schema) {
    schema = z
      .object({
        // proto3 JSON omits empty repeated fields, so an absent key is an empty page.
        [key]: z.array(item).nullish(),
        nextPageToken: z.string().nullish(),
        totalCount: z
          .string()
          .regex(/^\d{1,15}$/, 'must be a decimal integer string')
          .nullish(),
        skipped: z.number().int().nonnegative().nullish(),
      })
      .transform((b) => ({
        items: (b[key] as unknown[] | undefined) ?? [],
        totalCount: b.totalCount == null ? undefined : Number(b.totalCount),
        skipped: (b.skipped as number | null | undefined) ?? undefined,
        nextPageToken: (b.nextPageToken as string | undefined) || undefined,
      }));
    byItem.set(item, schema);
  }
  return schema as z.ZodType<Envelope<T>>;
}

const listError = (label: string, reason: string, message: string) =>
  new ApiError({ status: 200, code: 0, reason, message: `${label}: ${message}`, request: label });

/**
 * Every item of a List endpoint, in the server's order. Page 1 first; when it says there is more
 * (`totalCount` above its items), pages 2..n are requested together with `skip`, through `limit`.
 * The step is the size of page 1 (a server that caps `page_size` lower still pages right).
 *
 * Errors (ApiError, status 200): LIST_PAGE_LIMIT when `totalCount` needs more than `maxPages`
 * pages; LIST_COUNT_MISMATCH when the pages do not add up to `totalCount`, a page's `totalCount`
 * or `skipped` differs, or an item comes twice; LIST_NO_TOTAL when a server that pages gives no
 * `totalCount` (the parallel read cannot be planned; `listAll` in ./list follows tokens instead).
 */
export async function listParallel<T>(req: ParallelListRequest<T>, head?: Promise<Envelope<T>>): Promise<T[]> {
  const limit = req.limit ?? unlimited;
  const pageSize = Math.min(req.pageSize ?? LIST_PAGE_SIZE, LIST_PAGE_SIZE);
  const maxPages = req.maxPages ?? MAX_LIST_PAGES;
  const schema = envelopeSchema(req.key, req.item);
  const label = `GET ${req.url.pathname}`;
  const page = (skip: number) => {
    const url = new URL(req.url);
    url.searchParams.set('page_size', String(pageSize));
    if (skip > 0) url.searchParams.set('skip', String(skip));
    return limit(() => req.http.json(url, { headers: req.headers, schema, label }));
  };

  // Page 1 may have been read already (a look-up that then needed the whole listing).
  const first = await (head ?? page(0));
  const total = first.totalCount;
  if (total === undefined) {
    if (first.nextPageToken)
      throw listError(
        label,
        'LIST_NO_TOTAL',
        'the server pages but sends no totalCount, so the pages cannot be asked for together',
      );
    return first.items;
  }
  if (total <= first.items.length) {
    if (total < first.items.length || first.nextPageToken)
      throw listError(
        label,
        'LIST_COUNT_MISMATCH',
        `page 1 holds ${first.items.length} items but totalCount is ${total}${first.nextPageToken ? ' and it names a next page' : ''}`,
      );
    return checkUnique(first.items, req.idOf, label);
  }
  const step = first.items.length;
  if (step === 0) throw listError(label, 'LIST_COUNT_MISMATCH', `totalCount is ${total} but page 1 is empty`);
  const pages = Math.ceil(total / step);
  if (pages > maxPages)
    throw listError(
      label,
      'LIST_PAGE_LIMIT',
      `totalCount ${total} would take ${pages} pages of ${step}; at most ${maxPages} are read`,
    );

  const rest = await Promise.all(Array.from({ length: pages - 1 }, (_, i) => page((i + 1) * step)));
  const items = [...first.items];
  rest.forEach((p, i) => {
    const skip = (i + 1) * step;
    const expected = Math.min(step, total - skip);
    if (p.totalCount !== undefined && p.totalCount !== total)
      throw listError(
        label,
        'LIST_COUNT_MISMATCH',
        `totalCount changed from ${total} to ${p.totalCount} while paging (the listing moved); run again`,
      );
    if (p.skipped !== undefined && p.skipped !== skip)
      throw listError(label, 'LIST_COUNT_MISMATCH', `asked to skip ${skip}, the server skipped ${p.skipped}`);
    if (p.items.length !== expected)
      throw listError(
        label,
        'LIST_COUNT_MISMATCH',
        `the page at skip=${skip} holds ${p.items.length} items, ${expected} expected for totalCount ${total}`,
      );
    for (const item of p.items) items.push(item);
  });
  return checkUnique(items, req.idOf, label);
}

/** A repeated item means pages overlapped (the listing moved, or `skip` was not honoured): items would be missing. */
function checkUnique<T>(items: T[], idOf: (item: T) => string, label: string): T[] {
  const seen = new Set<string>();
  for (const item of items) {
    const id = idOf(item);
    if (seen.has(id))
      throw listError(
        label,
        'LIST_COUNT_MISMATCH',
        `item ${id} came twice while paging with skip (the listing moved, or skip is not honoured)`,
      );
    seen.add(id);
  }
  return items;
}

/** Page 1 of a listing (what `listParallel` reads first), to decide whether the rest is worth reading. */
export function firstPage<T>(req: ParallelListRequest<T>): Promise<Envelope<T>> {
  const pageSize = Math.min(req.pageSize ?? LIST_PAGE_SIZE, LIST_PAGE_SIZE);
  const url = new URL(req.url);
  url.searchParams.set('page_size', String(pageSize));
  const schema = envelopeSchema(req.key, req.item);
  return (req.limit ?? unlimited)(() =>
    req.http.json(url, { headers: req.headers, schema, label: `GET ${req.url.pathname}` }),
  );
}

/**
 * `listParallel`, or, when the server pages without a `totalCount` (LIST_NO_TOTAL), the page
 * token chain of `listAll` (./list) under one call of `limit`: its requests depend on each other.
 */
export async function listPages<T>(
  req: ParallelListRequest<T> & { exact?: boolean },
  head?: Promise<Envelope<T>>,
): Promise<T[]> {
  try {
    return await listParallel(req, head);
  } catch (error) {
    if (!(error instanceof ApiError && error.reason === 'LIST_NO_TOTAL')) throw error;
    return (req.limit ?? unlimited)(() =>
      collect(
        listAll({
          http: req.http,
          url: req.url,
          headers: req.headers,
          key: req.key,
          item: req.item,
          idOf: req.idOf,
          exact: req.exact,
        }),
      ),
    );
  }
}
