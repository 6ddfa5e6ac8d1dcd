import type { HttpClient } from '../http/client';
import { listPages, unlimited, type Limiter } from './list';
import { advisorySchema, type Advisory } from './schemas';

// Advisories for many images in one query: `artifactNames` is a list filter (spec:
// Vulnerabilities), sent as the key repeated (`?artifactNames=a&artifactNames=b`), which is how
// google.api.http maps a repeated field to a query string. The combined answer is paged like any
// List (./list) and split by each advisory's `artifactName`. Names go in chunks so that
// no request URL is longer than `maxUrlLength`: proxies and servers refuse long URLs (8 KiB is a
// common limit for the request line), so 6 000 characters leaves room for the rest of it.

/** Longest request URL (scheme, host, path and query) an advisory query may have. */
export const ADVISORY_URL_BOUND = 6_000;
/** Room kept for the paging parameters added later (`&page_size=200&skip=<up to 9 digits>`). */
const PAGING_RESERVE = '&page_size=200&skip=999999999'.length;

interface AdvisoryBatchRequest {
  http: HttpClient;
  /** Platform API base, e.g. https://console-api.enforce.dev */
  apiUrl: string;
  headers: Record<string, string>;
  /** Image (artifact) names; repeats are asked for once. */
  images: readonly string[];
  /** Each request runs through it (see `listParallel`). Default: unbounded. */
  limit?: Limiter;
  maxUrlLength?: number;
}

/** The query URL for some names, without paging parameters. */
export function advisoriesUrl(apiUrl: string, names: readonly string[]): URL {
  const url = new URL(`${apiUrl.replace(/\/+$/, '')}/vulnerabilities/v2/advisories`);
  for (const name of names) url.searchParams.append('artifactNames', name);
  return url;
}

/**
 * Splits names into the fewest consecutive chunks whose query URL, with paging parameters, stays
 * within `maxUrlLength`. A name too long to fit even alone gets a chunk of its own (the server
 * then answers or refuses that one query; the others are not affected).
 */
export function chunkNames(apiUrl: string, names: readonly string[], maxUrlLength = ADVISORY_URL_BOUND): string[][] {
  const baseLength = advisoriesUrl(apiUrl, []).href.length + PAGING_RESERVE;
  const chunks: string[][] = [];
  let current: string[] = [];
  let length = baseLength;
  for (const name of names) {
    // `?` or `&`, the key, `=`, the name as URLSearchParams encodes it.
    const added = 1 + new URLSearchParams({ artifactNames: name }).toString().length;
    if (current.length > 0 && length + added > maxUrlLength) {
      chunks.push(current);
      current = [];
      length = baseLength;
    }
    current.push(name);
    length += added;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

/**
 * Every advisory of every image, by image name: one combined query per chunk of names (usually
 * one), chunks and their pages in parallel through `limit`. Every asked-for name is a key of the
 * answer, with an empty list when it has no advisory; advisories of names not asked for are
 * dropped. A failed page fails the whole batch (its caller marks every image of it as not
 * checked: never a false green).
 */
export async function listAdvisoriesBatch(req: AdvisoryBatchRequest): Promise<Map<string, Advisory[]>> {
  const names = [...new Set(req.images)];
  const byName = new Map<string, Advisory[]>(names.map((n) => [n, []]));
  if (names.length === 0) return byName;
  const chunks = chunkNames(req.apiUrl, names, req.maxUrlLength);
  const answers = await Promise.all(
    chunks.map((chunk) =>
      listPages({
        http: req.http,
        url: advisoriesUrl(req.apiUrl, chunk),
        headers: req.headers,
        key: 'advisories',
        item: advisorySchema,
        idOf: (a) => a.uid,
        limit: req.limit ?? unlimited,
        exact: true,
      }),
    ),
  );
  for (const advisories of answers) for (const a of advisories) byName.get(a.artifactName)?.push(a);
  return byName;
}
