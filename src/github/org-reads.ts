// The GitHub REST operations an organization scan uses, and only these: the owner's repositories
// (octokit.paginate), a branch's head, a tree, a blob, over the run's client. Every answer through
// zod; ETags sent back from the cache (etag-cache.ts: a 304 costs no rate limit); trees and blobs,
// which their SHA names for good, taken from the cache without a request. A rate limit that cannot be waited out before the deadline stops every
// later call (RateLimited): the scan ends with what it read. Each blob SHA is read once a run,
// whatever number of repositories hold it.
import { z } from 'zod';
import { BrokenRule, InputError, RateLimited } from '../errors';
import { CallGate, type GitHubOctokit } from './client';
import { cacheByEtag } from './etag-cache';
import { limitOf, spentPastDeadline } from './rate-stop';
import { httpStatus, splitRepository, type GitHub } from './session';
import { gitBlobSha, NO_CACHE, treeSchema, type AnswerCache, type Tree } from './answer-cache';

/** A repository as the owner's listing gives it (the fields used). */
export interface ListedRepository {
  name: string;
  /** owner/name */
  fullName: string;
  private: boolean;
  archived: boolean;
  fork: boolean;
  defaultBranch: string;
  /** GitHub's `size` (KiB): 0 for a repository never pushed to (and, briefly, for a new push). */
  size?: number;
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
  /** Whether GitHub says the repository holds no commit at all: 409 "Git Repository is empty" on its commits. */
  isEmpty(repository: string, branch: string): Promise<boolean>;
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
  size: z.number().int().nonnegative().optional(),
});
const branchSchema = z.object({
  commit: z.object({
    sha: z.string().regex(/^[0-9a-f]{40,64}$/),
    commit: z.object({ tree: z.object({ sha: z.string() }) }),
  }),
});
const blobSchema = z.object({ content: z.string(), encoding: z.string() });

export interface OrgApiOptions {
  cache?: AnswerCache;
  /** When the deadline is (ms since the epoch): a rate limit whose wait ends later is not waited for. */
  deadlineAt?: number;
  /** The reads' deadline (the look-ups'), besides the client's. */
  signal?: AbortSignal;
}

/**
 * Which waiting call takes a free slot first: the deepest step of a repository's chain (listing,
 * then a file, its tree, its head), so repositories begun are finished before others begin and
 * the last ones do not end on a chain started late.
 */
const PRIORITY = { listing: 4, blob: 3, tree: 2, head: 1 } as const;

/**
 * The operations over the run's client (retries, throttling, the deadline). Each call carries
 * this scan's gate: once the limit is spent, calls waiting for a slot are not sent.
 */
export function orgApi(github: GitHub, options: OrgApiOptions = {}): OrgApi {
  const { octokit } = github;
  const cache = options.cache ?? NO_CACHE;
  const deadlineAt = options.deadlineAt ?? Number.POSITIVE_INFINITY;
  let stopped: RateLimited | null = null;
  const failed = (error: unknown) => stopped ?? limitOf(error, (limit) => (stopped = limit));
  const gate = new CallGate({
    signal: options.signal,
    refuse: () => stopped,
    onAnswer: (status, headers) => void (stopped ??= spentPastDeadline(status, headers, deadlineAt)),
    // Waited out when the wait ends before the deadline (the throttling plugin sleeps, then retries).
    mayWait: (seconds) => Date.now() + seconds * 1000 < deadlineAt,
  });
  const stats: OrgApiStats = { requests: 0, fileReads: 0, cachedFiles: 0, notModified: 0 };
  // Only this scan's calls are counted and cached (the run's client also serves the dashboard).
  octokit.hook.before('request', (call) => void (call.request?.gate === gate && stats.requests++));
  const mine = (request: { [option: string]: unknown } | undefined) =>
    request?.gate === gate && request.keptAs instanceof z.ZodType ? request.keptAs : null;
  cacheByEtag(octokit, cache, mine, () => void stats.notModified++);
  const reads: Reads = { octokit, gate, cache, stats, failed, stopped: () => stopped, listings: new Set() };
  adoptListingPages(reads);
  const blobs = new Map<string, Promise<Buffer>>();
  return {
    stats,
    listRepositories: (owner, onPage) => listRepositories(reads, owner, onPage),
    head: (repository, branch) => headOf(reads, repository, branch),
    isEmpty: (repository, branch) => isEmptyOf(reads, repository, branch),
    tree: (repository, sha) => treeOf(reads, repository, sha),
    blob(repository, sha) {
      // Each SHA once a run: a second repository holding it shares the first read.
      let read = blobs.get(sha);
      if (!read) blobs.set(sha, (read = blobOf(reads, repository, sha)));
      return read;
    },
  };
}

/** What each operation reads through: the client, this scan's gate, the cache and the stop. */
interface Reads {
  octokit: GitHubOctokit;
  gate: CallGate;
  cache: AnswerCache;
  stats: OrgApiStats;
  failed: (error: unknown) => unknown;
  stopped: () => RateLimited | null;
  /** Paths of the listings this scan walks (`/orgs/acme/repos`): their later pages are its calls too. */
  listings: Set<string>;
}

/**
 * octokit.paginate asks for the pages after the first with the method, the Link's address and
 * the headers only: this hook (outermost) gives a listing's later pages the scan's call options
 * again (its gate, priority and kept answers), known by their path.
 */
function adoptListingPages(reads: Reads): void {
  reads.octokit.hook.wrap('request', (request, options) => {
    const path = /^https?:\/\//i.test(options.url) ? new URL(options.url).pathname : null;
    if (options.method === 'GET' && path !== null && reads.listings.has(path) && !options.request?.gate)
      options.request = { ...options.request, ...callOf(reads, 'listing', PAGE_SCHEMA).request };
    return request(options);
  });
}

/** Options of a call of this scan: its gate, its priority, and the schema its kept answer must hold to (when kept). */
const callOf = ({ gate }: Reads, step: keyof typeof PRIORITY, keptAs?: z.ZodType) => ({
  request: { gate, priority: PRIORITY[step], ...(keptAs ? { keptAs } : {}) },
});

/** The call, with a spent rate limit said as RateLimited. */
async function guarded<T>(reads: Reads, call: () => Promise<T>): Promise<T> {
  const stopped = reads.stopped();
  if (stopped) throw stopped;
  try {
    return await call();
  } catch (error) {
    throw reads.failed(error);
  }
}

async function headOf(reads: Reads, repository: string, branch: string) {
  const params = { ...splitRepository(repository), branch, ...callOf(reads, 'head', branchSchema) };
  const { data } = await guarded(reads, () =>
    reads.octokit.request('GET /repos/{owner}/{repo}/branches/{branch}', params),
  );
  const got = branchSchema.parse(data);
  return { commit: got.commit.sha, tree: got.commit.commit.tree.sha };
}

/** Whether the branch's commits answer 409: GitHub's own word for a repository never pushed to; any other answer is not that. */
async function isEmptyOf(reads: Reads, repository: string, branch: string): Promise<boolean> {
  const params = { ...splitRepository(repository), ref: branch, ...callOf(reads, 'head') };
  try {
    await guarded(reads, () => reads.octokit.request('GET /repos/{owner}/{repo}/commits/{ref}', params));
    return false;
  } catch (error) {
    if (httpStatus(error) === 409) return true;
    throw error;
  }
}

async function treeOf(reads: Reads, repository: string, sha: string): Promise<Tree> {
  const kept = await reads.cache.tree(sha);
  if (kept) return kept;
  const route = 'GET /repos/{owner}/{repo}/git/trees/{tree_sha}';
  const params = { ...splitRepository(repository), tree_sha: sha, recursive: '1', ...callOf(reads, 'tree') };
  const tree = treeSchema.parse((await guarded(reads, () => reads.octokit.request(route, params))).data);
  await reads.cache.putTree(sha, tree);
  return tree;
}

async function blobOf(reads: Reads, repository: string, sha: string): Promise<Buffer> {
  const kept = await reads.cache.blob(sha);
  if (kept) {
    reads.stats.cachedFiles++;
    return kept;
  }
  const route = 'GET /repos/{owner}/{repo}/git/blobs/{file_sha}';
  const params = { ...splitRepository(repository), file_sha: sha, ...callOf(reads, 'blob') };
  const answer = await guarded(reads, () => {
    reads.stats.fileReads++;
    return reads.octokit.request(route, params);
  });
  const bytes = decodeBlob(answer.data, sha);
  await reads.cache.putBlob(sha, bytes);
  return bytes;
}

type RepoAnswer = z.infer<typeof repoSchema>;
const PAGE_SCHEMA = z.array(repoSchema);

/** The next page's address from a Link header. */
const nextOf = (link: string | undefined) => /<([^<>]+)>;\s*rel="next"/.exec(link ?? '')?.[1] ?? null;

/**
 * One kind of owner's repositories, page by page (onPage gets each as it comes). A Link that
 * names a page already read ends the listing: octokit.paginate would follow a loop for ever.
 */
async function listPages(
  reads: Reads,
  owner: string,
  kind: 'orgs' | 'users',
  onPage: (page: ListedRepository[]) => void,
): Promise<ListedRepository[]> {
  const { octokit } = reads;
  const call = { per_page: 100, page: 1, ...callOf(reads, 'listing', PAGE_SCHEMA) };
  const pages =
    kind === 'orgs'
      ? octokit.paginate.iterator('GET /orgs/{org}/repos', { org: owner, type: 'all', ...call })
      : octokit.paginate.iterator('GET /users/{username}/repos', { username: owner, type: 'owner', ...call });
  reads.listings.add(new URL(octokit.request.endpoint(`GET /${kind}/{owner}/repos`, { owner }).url).pathname);
  const all: ListedRepository[] = [];
  const seen = new Set<string>();
  await guarded(reads, async () => {
    for await (const page of pages) {
      const listed = PAGE_SCHEMA.parse(page.data).map(listedOf);
      all.push(...listed);
      onPage(listed);
      seen.add(page.url);
      const next = nextOf(page.headers.link);
      if (next === null || seen.has(next)) break;
    }
  });
  return all;
}

/** The owner's repositories: an organization's, else (after a 404) a user's; an owner not found is an InputError. */
async function listRepositories(
  reads: Reads,
  owner: string,
  onPage: (page: ListedRepository[]) => void = () => undefined,
): Promise<ListedRepository[]> {
  try {
    return await listPages(reads, owner, 'orgs', onPage);
  } catch (error) {
    if (httpStatus(error) !== 404) throw error;
    try {
      return await listPages(reads, owner, 'users', onPage);
    } catch (second) {
      if (httpStatus(second) === 404)
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
  ...(r.size === undefined ? {} : { size: r.size }),
});

/** A blob answer's bytes, which must be what the tree named: the SHA is of the bytes. */
function decodeBlob(data: unknown, sha: string): Buffer {
  const blob = blobSchema.parse(data);
  if (blob.encoding !== 'base64')
    throw new BrokenRule('INVALID_RESPONSE', `GitHub sent the blob ${sha} as ${blob.encoding}, not base64`);
  const bytes = Buffer.from(blob.content, 'base64');
  if (gitBlobSha(bytes) !== sha)
    throw new BrokenRule('BLOB_MISMATCH', `GitHub's answer for the blob ${sha} does not hash to that SHA`);
  return bytes;
}
