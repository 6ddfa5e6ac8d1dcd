import { z } from 'zod';
import { conditionError } from '../http/api-error';
import type { HttpClient } from '../http/client';

export const MAX_PAGE_SIZE = 200;
/**
 * Pages read when the server states no `totalCount` (200 000 items at the largest page size).
 * With a `totalCount` the bound is derived from it: its pages, plus a few for resumes after an
 * expired page token. Either way a server that keeps sending pages ends in an error.
 */
export const MAX_PAGES = 1_000;
const RESUME_PAGES = 10;

export interface ListRequest<T> {
  http: HttpClient;
  url: URL;
  headers: Record<string, string>;
  /** Plural key of the envelope: 'repos', 'tags', 'advisories', 'roles'. */
  key: string;
  item: z.ZodType<T>;
  /** Stable identity of an item, to spot a listing that restarted from the first page. */
  idOf: (item: T) => string;
  pageSize?: number;
  /** The listing must deliver exactly `totalCount` distinct items (when the server states one), else an error. */
  exact?: boolean;
}

type Envelope<T> = { nextPageToken?: string | null; totalCount?: string | null } & Record<
  string,
  T[] | null | undefined
>;

// One schema per (key, item) pair, built once: not per listing, not per page.
const envelopes = new Map<string, WeakMap<z.ZodType, z.ZodType>>();
function envelopeSchema<T>(key: string, item: z.ZodType<T>): z.ZodType<Envelope<T>> {
  let byItem = envelopes.get(key);
  if (!byItem) envelopes.set(key, (byItem = new WeakMap()));
  let schema = byItem.get(item);
  if (!schema) {
    schema = z.object({
      // proto3 JSON omits empty repeated fields, so an absent key is an empty page.
      [key]: z.array(item).nullish(),
      nextPageToken: z.string().nullish(),
      totalCount: z.string().regex(/^\d+$/, 'must be a decimal integer string').nullish(),
      skipped: z.number().int().nullish(),
    });
    byItem.set(item, schema);
  }
  return schema as unknown as z.ZodType<Envelope<T>>;
}

/**
 * Every item of a List endpoint, page by page. An expired page token makes the server restart
 * from the first page without an error: that shows as items seen before. The listing then
 * resumes with `skip` at the count already received, and duplicates are never yielded.
 */
export async function* listAll<T>(req: ListRequest<T>): AsyncGenerator<T> {
  const schema = envelopeSchema(req.key, req.item);
  const pageSize = Math.min(req.pageSize ?? MAX_PAGE_SIZE, MAX_PAGE_SIZE);
  const seenIds = new Set<string>();
  const seenTokens = new Set<string>();
  let token: string | undefined;
  let skip: number | undefined;
  let total: number | undefined;
  let maxPages = MAX_PAGES;
  const label = `GET ${req.url.pathname}`;

  for (let page = 0; ; page++) {
    if (page >= maxPages) {
      const bound =
        total === undefined
          ? `more than ${MAX_PAGES} pages`
          : `more than ${maxPages} pages for the ${total} items its totalCount states`;
      throw conditionError('PAGE_LIMIT', `${label} returned ${bound}; stopped`, label);
    }
    const url = new URL(req.url);
    url.searchParams.set('page_size', String(pageSize));
    if (token) url.searchParams.set('page_token', token);
    if (skip !== undefined) url.searchParams.set('skip', String(skip));
    const body = await req.http.json(url, { headers: req.headers, schema, label });
    const items = body[req.key] ?? [];
    if (body.totalCount != null) {
      total = Number(body.totalCount);
      maxPages = Math.min(MAX_PAGES, Math.ceil(total / pageSize) + RESUME_PAGES);
    }

    const fresh = items.filter((item) => !seenIds.has(req.idOf(item)));
    const restarted = (token !== undefined || skip !== undefined) && items.length > 0 && fresh.length < items.length;
    for (const item of fresh) {
      seenIds.add(req.idOf(item));
      yield item;
    }
    if (total !== undefined && seenIds.size > total + pageSize) {
      throw conditionError(
        'PAGE_LIMIT',
        `${label} delivered ${seenIds.size} items, more than the ${total} its totalCount states; stopped`,
        label,
      );
    }

    if (restarted) {
      // A resumed page (skip, no token) that brings nothing new means skip is not honoured:
      // resuming again would loop, so stop.
      if (token === undefined && fresh.length === 0) {
        throw conditionError(
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
      if (req.exact && total !== undefined && seenIds.size !== total) {
        throw conditionError(
          'INCOMPLETE_LISTING',
          `${label} delivered ${seenIds.size} items but its totalCount states ${total}; the listing is incomplete or inconsistent`,
          label,
        );
      }
      return;
    }
    if (seenTokens.has(next)) {
      throw conditionError(
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

export async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}
