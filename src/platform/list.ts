import { BrokenRule, ListError } from '../errors';
import { z } from 'zod';
import type { HttpClient } from '../http/client';

// A List endpoint (spec: Common List query parameters), read one of two ways. In parallel:
// page 1 says `totalCount`, then every other page is asked for at once with `skip`, so a
// 5 000-tag repo is 2 dependent requests, not 25; the pages must add up to `totalCount`, else
// the answer is an explicit error, never a silently short list. By page token (`listAll`), for
// a server that pages without a `totalCount`, resuming with `skip` after an expired token.

/** Largest List page (spec: Limits). */
const LIST_PAGE_SIZE = 200;
/**
 * Most pages one listing may take (200 000 items at the largest page size): a `totalCount`
 * asking for more is refused before any is fetched, and a server that keeps sending pages ends
 * in an error.
 */
const MAX_LIST_PAGES = 1_000;
/** Pages allowed beyond a stated `totalCount`, for resumes after an expired page token. */
const RESUME_PAGES = 10;

interface ListRequest<T> {
  http: HttpClient;
  url: URL;
  headers: Record<string, string>;
  /** Plural key of the list page: 'repos', 'tags', 'advisories', 'roles'. */
  key: string;
  item: z.ZodType<T>;
  /** Stable identity of an item, to spot a listing that restarted from the first page. */
  idOf: (item: T) => string;
  pageSize?: number;
  /** The listing must deliver exactly `totalCount` distinct items (when the server states one), else an error. */
  exact?: boolean;
}

/** One page of a listing, read. */
export interface ListPage<T> {
  items: T[];
  totalCount?: number;
  skipped?: number;
  nextPageToken?: string;
}

// One schema per (key, item) pair, built once: schemas are not rebuilt per page or per call.
const listPageSchemas = new Map<string, WeakMap<z.ZodType, z.ZodType<ListPage<unknown>>>>();
function listPageSchema<T>(key: string, item: z.ZodType<T>): z.ZodType<ListPage<T>> {
  let byItem = listPageSchemas.get(key);
  if (!byItem) listPageSchemas.set(key, (byItem = new WeakMap()));
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
  return schema as z.ZodType<ListPage<T>>;
}

/**
 * Every item of a List endpoint, page by page. An expired page token makes the server restart
 * from the first page without an error: that shows as items seen before. The listing then
 * resumes with `skip` at the count already received, and duplicates are never yielded.
 */
export async function* listAll<T>(req: ListRequest<T>): AsyncGenerator<T> {
  const schema = listPageSchema(req.key, req.item);
  const pageSize = Math.min(req.pageSize ?? LIST_PAGE_SIZE, LIST_PAGE_SIZE);
  const seenIds = new Set<string>();
  const seenTokens = new Set<string>();
  let token: string | undefined;
  let skip: number | undefined;
  let total: number | undefined;
  let maxPages = MAX_LIST_PAGES;
  const label = `GET ${req.url.pathname}`;

  for (let page = 0; ; page++) {
    if (page >= maxPages) throw pageLimit(label, maxPages, total);
    const url = pageUrl(req.url, pageSize, token, skip);
    const body = await req.http.json(url, { headers: req.headers, schema, label });
    const items = body.items;
    if (body.totalCount !== undefined) {
      total = body.totalCount;
      maxPages = Math.min(MAX_LIST_PAGES, Math.ceil(total / pageSize) + RESUME_PAGES);
    }

    const fresh = items.filter((item) => !seenIds.has(req.idOf(item)));
    const restarted = (token !== undefined || skip !== undefined) && items.length > 0 && fresh.length < items.length;
    for (const item of fresh) {
      seenIds.add(req.idOf(item));
      yield item;
    }
    if (total !== undefined && seenIds.size > total + pageSize) {
      throw new BrokenRule(
        'PAGE_LIMIT',
        `${label} delivered ${seenIds.size} items, more than the ${total} its totalCount states; stopped`,
        label,
      );
    }

    if (restarted) {
      // A resumed page (skip, no token) that brings nothing new means skip is not honoured:
      // resuming again would loop, so stop.
      if (token === undefined && fresh.length === 0) {
        throw new BrokenRule(
          'PAGE_TOKEN_RESTART',
          `${label} restarted from the first page (expired page token) and did not honour skip=${skip}; stopped to avoid a loop`,
          label,
        );
      }
      // Continue where we were, without the expired token.
      token = undefined;
      skip = seenIds.size;
      continue;
    }

    const next = body.nextPageToken;
    if (!next) {
      if (req.exact && total !== undefined && seenIds.size !== total) throw incomplete(label, seenIds.size, total);
      return;
    }
    if (seenTokens.has(next)) {
      throw new BrokenRule(
        'PAGE_TOKEN_LOOP',
        `${label} returned a page token it had returned before; stopped to avoid a loop`,
        label,
      );
    }
    seenTokens.add(next);
    token = next;
    skip = undefined;
  }
}

function pageLimit(label: string, maxPages: number, total: number | undefined): BrokenRule {
  const bound =
    total === undefined
      ? `more than ${MAX_LIST_PAGES} pages`
      : `more than ${maxPages} pages for the ${total} items its totalCount states`;
  return new BrokenRule('PAGE_LIMIT', `${label} returned ${bound}; stopped`, label);
}

function incomplete(label: string, delivered: number, total: number): BrokenRule {
  return new BrokenRule(
    'INCOMPLETE_LISTING',
    `${label} delivered ${delivered} items but its totalCount states ${total}; the listing is incomplete or inconsistent`,
    label,
  );
}

/** One page's URL: the listing's own query plus the paging parameters. */
function pageUrl(base: URL, pageSize: number, token: string | undefined, skip: number | undefined): URL {
  const url = new URL(base);
  url.searchParams.set('page_size', String(pageSize));
  if (token) url.searchParams.set('page_token', token);
  if (skip !== undefined) url.searchParams.set('skip', String(skip));
  return url;
}

export async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

/** Runs one request when a slot is free: the caller's concurrency bound. Must not be held by the caller around `listParallel`. */
export type Limiter = <T>(call: () => Promise<T>) => Promise<T>;
/** No bound: every page at once. */
export const unlimited: Limiter = (call) => call();

/** A listing read in parallel: `ListRequest` with the bound on its requests. */
interface ParallelListRequest<T> extends Omit<ListRequest<T>, 'exact'> {
  /** Each request (page 1 and the rest) runs through it. Default: unbounded. */
  limit?: Limiter;
  maxPages?: number;
}

const listError = (label: string, reason: string, problem: string) => new ListError(label, reason, problem);

/**
 * Every item of a List endpoint, in the server's order: page 1, then the rest together with `skip`
 * through `limit`, stepping by page 1's size (a server may cap `page_size` lower). Pages that do
 * not add up are an error (LIST_COUNT_MISMATCH), never a shorter list (ListError).
 */
export async function listParallel<T>(req: ParallelListRequest<T>, head?: Promise<ListPage<T>>): Promise<T[]> {
  const limit = req.limit ?? unlimited;
  const pageSize = Math.min(req.pageSize ?? LIST_PAGE_SIZE, LIST_PAGE_SIZE);
  const maxPages = req.maxPages ?? MAX_LIST_PAGES;
  const schema = listPageSchema(req.key, req.item);
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
export function firstPage<T>(req: ParallelListRequest<T>): Promise<ListPage<T>> {
  const pageSize = Math.min(req.pageSize ?? LIST_PAGE_SIZE, LIST_PAGE_SIZE);
  const url = new URL(req.url);
  url.searchParams.set('page_size', String(pageSize));
  const schema = listPageSchema(req.key, req.item);
  return (req.limit ?? unlimited)(() =>
    req.http.json(url, { headers: req.headers, schema, label: `GET ${req.url.pathname}` }),
  );
}

/**
 * `listParallel`, or, when the server pages without a `totalCount` (LIST_NO_TOTAL), the page
 * token chain of `listAll` under one call of `limit`: its requests depend on each other.
 */
export async function listPages<T>(
  req: ParallelListRequest<T> & { exact?: boolean },
  head?: Promise<ListPage<T>>,
): Promise<T[]> {
  try {
    return await listParallel(req, head);
  } catch (error) {
    if (!(error instanceof ListError && error.reason === 'LIST_NO_TOTAL')) throw error;
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
