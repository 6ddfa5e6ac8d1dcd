// The GitHub REST operations an organization scan uses, and only these: the owner's repositories,
// a branch's head, a tree, a blob. Every answer through zod; ETags sent back from the cache (a
// 304 costs no rate limit); trees and blobs, which their SHA names for good, taken from the cache
// without a request. A rate limit that cannot be waited out before the deadline stops every
// later call (RateLimited): the scan ends with what it read.
import { z } from 'zod';
import { InputError, messageOf } from '../errors';
import { createOctokit, statusOf, type GitHubOctokit, type OctokitOptions } from '../pr/github';
import { gitBlobSha, NO_CACHE, treeSchema, type AnswerCache, type Tree } from './cache';
import type { ListedRepository } from './select';

/** GitHub's rate limit is spent (or its wait is past the deadline): no more calls this run. */
export class RateLimited extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RateLimited';
  }
}

interface OrgApiStats {
  /** Requests sent (answered or not). */
  requests: number;
  /** Blobs read from GitHub, and from the cache. */
  fileReads: number;
  cachedFiles: number;
  /** Answers GitHub gave as 304 Not Modified (the cache's copy used). */
  notModified: number;
}

export interface OrgApi {
  /** The owner's repositories: an organization's, else (after a 404) a user's; `onPage` gets each page as it comes. */
  listRepositories(owner: string, onPage?: (page: ListedRepository[]) => void): Promise<ListedRepository[]>;
  /** The head commit of a branch and its tree. */
  head(repository: string, branch: string): Promise<{ commit: string; tree: string }>;
  tree(repository: string, sha: string): Promise<Tree>;
  blob(repository: string, sha: string): Promise<Buffer>;
  readonly stats: OrgApiStats;
}

const repoSchema = z.object({
  name: z.string().min(1),
  full_name: z.string().min(3),
  private: z.boolean(),
  visibility: z.string().optional(),
  archived: z.boolean().optional(),
  fork: z.boolean(),
  default_branch: z.string().min(1).optional(),
});
const branchSchema = z.object({
  commit: z.object({
    sha: z.string().regex(/^[0-9a-f]{40,64}$/),
    commit: z.object({ tree: z.object({ sha: z.string() }) }),
  }),
});
const blobSchema = z.object({ content: z.string(), encoding: z.string() });

/** The next page's number from a Link header: only the number is used, never the address. */
function nextPage(link: string | undefined): number | null {
  const next = link?.split(',').find((part) => /rel="next"/.test(part));
  const page = next ? /[?&]page=(\d+)/.exec(next)?.[1] : undefined;
  return page ? Number(page) : null;
}

export interface OrgApiOptions extends OctokitOptions {
  cache?: AnswerCache;
  /** When the deadline is (ms since the epoch): a rate limit whose wait ends later is not waited for. */
  deadlineAt?: number;
}

/**
 * Which waiting call takes a free slot first: the deepest step of a repository's chain (listing,
 * then a file, its tree, its head), so repositories begun are finished before others begin and
 * the last ones do not end on a chain started late.
 */
const PRIORITY = { listing: 4, blob: 3, tree: 2, head: 1 } as const;
const priority = (step: keyof typeof PRIORITY) => ({ request: { priority: PRIORITY[step] } });

/** The operations over createOctokit's client (retries, throttling, the deadline; once the limit is spent, calls waiting for a slot are not sent). */
export function orgApi(options: OrgApiOptions): OrgApi {
  const cache = options.cache ?? NO_CACHE;
  const deadlineAt = options.deadlineAt ?? Number.POSITIVE_INFINITY;
  let stopped: RateLimited | null = null;
  const failed = (error: unknown) => stopped ?? limitOf(error, deadlineAt, (limit) => (stopped = limit));
  const octokit = createOctokit({
    ...options,
    refuse: () => stopped,
    onAnswer: (status, headers) => void (stopped ??= spentPastDeadline(status, headers, deadlineAt)),
    // Waited out when the wait ends before the deadline (the throttling plugin sleeps, then retries).
    mayWait: (seconds) => Date.now() + seconds * 1000 < deadlineAt,
  });
  const stats: OrgApiStats = { requests: 0, fileReads: 0, cachedFiles: 0, notModified: 0 };
  octokit.hook.before('request', () => void stats.requests++);
  const get = async <T>(route: string, params: Record<string, unknown>, schema: z.ZodType<T>) => {
    if (stopped) throw stopped;
    const url = octokit.request.endpoint(route, params).url;
    const cached = await cache.answer(url);
    const headers = cached ? { 'if-none-match': cached.etag } : {};
    let answer: { data: unknown; headers: Record<string, string | number | undefined> };
    try {
      answer = await octokit.request(route, { ...params, headers });
    } catch (error) {
      if (statusOf(error) === 304 && cached) {
        stats.notModified++;
        const kept = keptSchema(schema).safeParse(cached.body);
        if (kept.success) return kept.data;
        // A kept answer that does not hold: asked again without it (a 200, which replaces it).
        return withoutCache(octokit, route, params, schema, cache, url);
      }
      throw failed(error);
    }
    return keep(answer, schema, cache, url);
  };
  return {
    stats,
    listRepositories: (owner, onPage) => listRepositories(get, owner, onPage),
    async head(repository, branch) {
      const [owner, repo] = split(repository);
      const params = { owner, repo, branch, ...priority('head') };
      const got = await get('GET /repos/{owner}/{repo}/branches/{branch}', params, branchSchema);
      return { commit: got.data.commit.sha, tree: got.data.commit.commit.tree.sha };
    },
    async tree(repository, sha) {
      const kept = await cache.tree(sha);
      if (kept) return kept;
      if (stopped) throw stopped;
      const [owner, repo] = split(repository);
      const route = 'GET /repos/{owner}/{repo}/git/trees/{tree_sha}';
      try {
        const tree = treeSchema.parse(
          (await octokit.request(route, { owner, repo, tree_sha: sha, recursive: '1', ...priority('tree') })).data,
        );
        await cache.putTree(sha, tree);
        return tree;
      } catch (error) {
        throw failed(error);
      }
    },
    async blob(repository, sha) {
      const kept = await cache.blob(sha);
      if (kept) {
        stats.cachedFiles++;
        return kept;
      }
      if (stopped) throw stopped;
      const [owner, repo] = split(repository);
      const route = 'GET /repos/{owner}/{repo}/git/blobs/{file_sha}';
      stats.fileReads++;
      const answer = await octokit
        .request(route, { owner, repo, file_sha: sha, ...priority('blob') })
        .catch((error) => {
          throw failed(error);
        });
      const bytes = decodeBlob(answer.data, sha);
      await cache.putBlob(sha, bytes);
      return bytes;
    },
  };
}

type Get = <T>(route: string, params: Record<string, unknown>, schema: z.ZodType<T>) => Promise<Kept<T>>;
type RepoAnswer = z.infer<typeof repoSchema>;

/** The owner's repositories: an organization's, else (after a 404) a user's; an owner not found is an InputError. */
async function listRepositories(
  get: Get,
  owner: string,
  onPage: (page: ListedRepository[]) => void = () => undefined,
): Promise<ListedRepository[]> {
  const list = async (kind: 'orgs' | 'users') => {
    const all: ListedRepository[] = [];
    for (let page: number | null = 1; page !== null;) {
      const route = kind === 'orgs' ? 'GET /orgs/{owner}/repos' : 'GET /users/{owner}/repos';
      const params = { owner, per_page: 100, page, type: kind === 'orgs' ? 'all' : 'owner', ...priority('listing') };
      const got: Kept<RepoAnswer[]> = await get(route, params, z.array(repoSchema));
      const listed = got.data.map(listedOf);
      all.push(...listed);
      onPage(listed);
      // A page that does not move forward ends the listing (a Link that loops).
      page = got.next !== null && got.next > page ? got.next : null;
    }
    return all;
  };
  try {
    return await list('orgs');
  } catch (error) {
    if (statusOf(error) !== 404) throw error;
    try {
      return await list('users');
    } catch (second) {
      if (statusOf(second) === 404)
        throw new InputError(
          'organization',
          `"${owner}" is neither an organization nor a user that the token can see (GitHub answered 404)`,
          "Check the owner's name, and that the token is for that owner (an app installed on it, or a token with access to it)",
        );
      throw second;
    }
  }
}

const listedOf = (r: RepoAnswer): ListedRepository => ({
  name: r.name,
  fullName: r.full_name,
  // Public only when GitHub says so both ways: `internal` (an enterprise's) is not public.
  private: r.private || (r.visibility !== undefined && r.visibility !== 'public'),
  archived: r.archived ?? false,
  fork: r.fork,
  defaultBranch: r.default_branch ?? 'main',
});

/** A blob answer's bytes, which must be what the tree named: the SHA is of the bytes. */
function decodeBlob(data: unknown, sha: string): Buffer {
  const blob = blobSchema.parse(data);
  if (blob.encoding !== 'base64') throw new Error(`GitHub sent the blob ${sha} as ${blob.encoding}, not base64`);
  const bytes = Buffer.from(blob.content, 'base64');
  if (gitBlobSha(bytes) !== sha) throw new Error(`GitHub's answer for the blob ${sha} does not hash to that SHA`);
  return bytes;
}

/** An answer's data and the next page's number (for a listing). */
interface Kept<T> {
  data: T;
  next: number | null;
}

const keptSchema = <T>(schema: z.ZodType<T>) =>
  z.object({ data: schema, next: z.number().int().positive().nullable() });

async function keep<T>(
  answer: { data: unknown; headers: Record<string, string | number | undefined> },
  schema: z.ZodType<T>,
  cache: AnswerCache,
  url: string,
): Promise<Kept<T>> {
  const kept: Kept<T> = { data: schema.parse(answer.data), next: nextPage(answer.headers.link as string | undefined) };
  const etag = answer.headers.etag;
  if (typeof etag === 'string' && etag !== '') await cache.putAnswer(url, etag, kept);
  return kept;
}

async function withoutCache<T>(
  octokit: GitHubOctokit,
  route: string,
  params: Record<string, unknown>,
  schema: z.ZodType<T>,
  cache: AnswerCache,
  url: string,
): Promise<Kept<T>> {
  return keep(await octokit.request(route, params), schema, cache, url);
}

/** A rate-limit refusal the throttling plugin did not wait out, as RateLimited (and `stop` called); else the error itself. */
function limitOf(error: unknown, deadlineAt: number, stop: (limit: RateLimited) => void): unknown {
  const status = statusOf(error);
  if (status !== 403 && status !== 429) return error;
  const headers = (error as { response?: { headers?: Record<string, string | undefined> } }).response?.headers ?? {};
  const secondary = /secondary rate/i.test(messageOf(error));
  if (!secondary && headers['x-ratelimit-remaining'] !== '0') return error;
  const limit = secondary
    ? limited(`GitHub asked to wait ${headers['retry-after'] ?? 'a while'} s (a secondary rate limit)`, deadlineAt)
    : primaryLimit(Number(headers['x-ratelimit-reset']), deadlineAt);
  stop(limit);
  return limit;
}

function limited(until: string, deadlineAt: number): RateLimited {
  const past = Number.isFinite(deadlineAt) ? ", past the run's timeout" : '';
  return new RateLimited(`${until}${past}; not read`);
}

const primaryLimit = (reset: number, deadlineAt: number) =>
  limited(
    `GitHub's rate limit for the token is spent until ${Number.isFinite(reset) && reset > 0 ? new Date(reset * 1000).toISOString() : 'its reset'}`,
    deadlineAt,
  );

/**
 * An answer saying the token's limit is spent until after the deadline, seen as it arrives: the
 * calls waiting for a slot are then not sent (the throttling plugin waits out an earlier reset).
 */
function spentPastDeadline(status: number, headers: Headers, deadlineAt: number): RateLimited | null {
  if ((status !== 403 && status !== 429) || headers.get('x-ratelimit-remaining') !== '0') return null;
  const reset = Number(headers.get('x-ratelimit-reset'));
  if (Number.isFinite(reset) && reset > 0 && reset * 1000 < deadlineAt) return null;
  return primaryLimit(reset, deadlineAt);
}

function split(repository: string): [string, string] {
  const [owner = '', repo = ''] = repository.split('/');
  return [owner, repo];
}
