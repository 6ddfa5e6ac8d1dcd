// Reading an owner's repositories through the API, no clone: the listing, then per repository its
// default branch's head, its tree once, and the files the `files` globs (or the kinds discovery
// reads) select, fed by content to the same scanners as a workspace (refs/discover.ts). Every
// location names its repository and commit. A repository that could not be read in full is
// named with why (`unread`), never passed over.
import { compareText } from '../text';
import { splitGlobs } from '../refs/globs';
import PQueue from 'p-queue';
import { messageOf, RateLimited } from '../errors';
import type { FileProblem } from '../model';
import {
  discoverContents,
  MAX_FILE_BYTES,
  selectPaths,
  type DiscoveryResult,
  type FileContent,
} from '../refs/discover';
import type { Tree } from '../github/answer-cache';
import type { OrgApi } from '../github/org-reads';
import { httpStatus } from '../github/session';
import { selectRepositories } from './select';
import type { ListedRepository } from '../github/org-reads';
import type { Shard } from '../config';
import { inShard } from './shard';
import type { ReadRepository, UnreadRepository } from '../model';

export interface OrgScanSettings {
  owner: string;
  /** `repositories` globs (names without the owner; `!` excludes). */
  repositories: string[];
  /** `files` globs inside each repository; none: the kinds discovery reads. */
  files: string[];
  shard: Shard;
  /** Repositories read at once. */
  concurrency: number;
  /** Once it fires, repositories not yet read are named unread. */
  signal?: AbortSignal;
  /** A blob bigger than this is not read (a note says so). */
  maxFileBytes?: number;
  /** Each repository's references as soon as it is read (the check starts its look-ups early). */
  onRead?: (discovery: DiscoveryResult) => void;
}

interface OrgScan {
  discovery: DiscoveryResult;
  read: ReadRepository[];
  unread: UnreadRepository[];
  /** Worth saying, not failing (submodules not entered). */
  notices: string[];
  /** Include globs of `files` that selected a file in no repository read. */
  unmatchedGlobs: string[];
}

const FILES_AT_ONCE = 4;
// Repositories open per request slot: while one waits for an answer, the others fill the slots.
const REPOS_PER_SLOT = 4;
const MODE_SYMLINK = '120000';
const MODE_SUBMODULE = '160000';

interface RepositoryScan {
  read?: ReadRepository;
  unread?: UnreadRepository;
  discovery: DiscoveryResult;
  matched: string[];
  submodules: string[];
}

const EMPTY: DiscoveryResult = { found: [], skipped: [], problems: [] };

/** Lists, selects and reads the owner's repositories of this shard. Throws InputError for an owner not found. */
export async function scanOrganization(settings: OrgScanSettings, api: OrgApi): Promise<OrgScan> {
  const repos = new PQueue({ concurrency: REPOS_PER_SLOT * Math.max(1, settings.concurrency) });
  const started: Promise<{ name: string; scan: RepositoryScan }>[] = [];
  // Each page's repositories are read while the next page is listed.
  const begin = (page: ListedRepository[]) => {
    for (const repo of selectRepositories(page, settings.repositories).chosen)
      if (inShard(repo.name, settings.shard))
        started.push(
          repos.add(async () => {
            const scan = await scanRepository(repo, settings, api);
            settings.onRead?.(scan.discovery);
            return { name: repo.name, scan };
          }),
        );
  };
  let listed: ListedRepository[];
  try {
    listed = await api.listRepositories(settings.owner, begin);
  } catch (error) {
    // No listing, no report: the reads under way end before the error is passed on.
    repos.clear();
    await repos.onIdle();
    throw error;
  }
  const { missing } = selectRepositories(listed, settings.repositories);
  const scans = (await Promise.all(started))
    .sort((a, b) => compareText(a.name.toLowerCase(), b.name.toLowerCase()))
    .map((s) => s.scan);
  const unread: UnreadRepository[] = [
    ...missing
      .filter((name) => inShard(name, settings.shard))
      .map((name) => ({
        repository: `${settings.owner}/${name}`,
        reason: 'named in repositories, but the owner has no repository of that name the token can see',
        private: null,
      })),
    ...scans.flatMap((s) => (s.unread ? [s.unread] : [])),
  ].sort((a, b) => compareText(a.repository, b.repository));
  const matched = new Set(scans.flatMap((s) => s.matched));
  const { include } = splitGlobs(settings.files);
  const submodules = scans.flatMap((s) => s.submodules);
  return {
    discovery: mergeDiscoveries(scans.map((s) => s.discovery)),
    read: scans.flatMap((s) => (s.read ? [s.read] : [])),
    unread,
    notices:
      submodules.length > 0
        ? [
            `${submodules.length} submodule(s) not entered (each is a repository of its own): ${submodules.slice(0, 10).join(', ')}${submodules.length > 10 ? ', …' : ''}`,
          ]
        : [],
    unmatchedGlobs: scans.some((s) => s.read) ? include.filter((g) => !matched.has(g)) : [],
  };
}

async function scanRepository(repo: ListedRepository, settings: OrgScanSettings, api: OrgApi): Promise<RepositoryScan> {
  const repository = repo.fullName;
  const failed = (reason: string): RepositoryScan => ({
    unread: { repository, reason, private: repo.private },
    discovery: EMPTY,
    matched: [],
    submodules: [],
  });
  if (settings.signal?.aborted) return failed("not read: the run's timeout was reached first");
  let head: { commit: string; tree: string };
  let tree: Tree;
  try {
    head = await api.head(repository, repo.defaultBranch);
    tree = await api.tree(repository, head.tree);
  } catch (error) {
    if (await isEmptyRepository(repo, error, api))
      return { read: { repository, commit: '', private: repo.private }, discovery: EMPTY, matched: [], submodules: [] };
    return failed(whyNot(error, `its default branch ${repo.defaultBranch} or its tree could not be read`));
  }
  const blobs = tree.tree.filter((e) => e.type === 'blob' || e.mode === MODE_SUBMODULE);
  const { files, matched } = selectPaths(
    blobs.filter((e) => e.mode !== MODE_SUBMODULE).map((e) => e.path),
    settings.files,
  );
  const byPath = new Map(tree.tree.map((e) => [e.path, e]));
  const problems: FileProblem[] = [];
  const place = { repository, commit: head.commit };
  const maxBytes = settings.maxFileBytes ?? MAX_FILE_BYTES;
  let failure: string | null = null;
  const reads = new PQueue({ concurrency: FILES_AT_ONCE });
  const readOne = async (file: string): Promise<FileContent | null> => {
    const entry = byPath.get(file)!;
    if (entry.mode === MODE_SYMLINK) {
      problems.push({ file, ...place, level: 'warning', message: 'a symbolic link; not followed, not read' });
      return null;
    }
    const tooBig = (size: number) => {
      problems.push({
        file,
        ...place,
        level: 'warning',
        message: `${size} bytes, over the ${maxBytes} a scanned file may have; not read`,
      });
      return null;
    };
    // A tree from the cache carries no sizes (no SHA covers them): the bytes read are measured instead.
    if ((entry.size ?? 0) > maxBytes) return tooBig(entry.size ?? 0);
    try {
      const bytes = await api.blob(repository, entry.sha);
      return bytes.length > maxBytes ? tooBig(bytes.length) : { file, text: bytes.toString('utf8') };
    } catch (error) {
      failure ??= whyNot(error, `the file ${file} could not be read`);
      problems.push({ file, ...place, message: `cannot read file: ${messageOf(error)}` });
      return null;
    }
  };
  const contents = await Promise.all(files.map((file) => reads.add(() => readOne(file))));
  const scanned = discoverContents(
    contents.filter((c): c is FileContent => c !== null),
    settings.files,
  );
  const discovery = withPlace(scanned, place, problems);
  const incomplete = tree.truncated
    ? 'incomplete listing: GitHub truncated its tree (too many files), so files past the listing were not read'
    : failure;
  const submodules = blobs.filter((e) => e.mode === MODE_SUBMODULE).map((e) => `${repository}/${e.path}`);
  return {
    read: incomplete ? undefined : { repository, commit: head.commit, private: repo.private },
    unread: incomplete ? { repository, reason: incomplete, private: repo.private } : undefined,
    discovery,
    matched,
    submodules,
  };
}

/** Every location and problem of a repository's discovery names the repository and commit. */
function withPlace(
  scanned: DiscoveryResult,
  place: { repository: string; commit: string },
  problems: FileProblem[],
): DiscoveryResult {
  return {
    found: scanned.found.map((f) => ({ ...f, location: { ...place, ...f.location } })),
    skipped: scanned.skipped.map((s) => (s.location ? { ...s, location: { ...place, ...s.location } } : s)),
    problems: [...scanned.problems.map((p) => ({ ...place, ...p })), ...problems],
    unscanned: (scanned.unscanned ?? []).map((f) => `${place.repository}/${f}`),
  };
}

/**
 * A repository never pushed to holds no files: read, with none. Decided by GitHub's answers, not
 * their wording: its branch is not found (404), the listing's `size` is 0 and its commits answer
 * 409 "Git Repository is empty". A 404 on a repository with content stays a failure.
 */
async function isEmptyRepository(repo: ListedRepository, error: unknown, api: OrgApi): Promise<boolean> {
  if (httpStatus(error) !== 404 || repo.size !== 0) return false;
  return api.isEmpty(repo.fullName, repo.defaultBranch).catch(() => false);
}

function whyNot(error: unknown, what: string): string {
  if (error instanceof RateLimited) return error.message;
  return `${what}: ${messageOf(error)}`;
}

/** The repositories' discoveries in one, ordered by repository, file and line. */
function mergeDiscoveries(parts: DiscoveryResult[]): DiscoveryResult {
  type Placed = { location?: { repository?: string; file: string; line: number } };
  const byPlace = (a: Placed, b: Placed) =>
    compareText(a.location?.repository ?? '', b.location?.repository ?? '') ||
    compareText(a.location?.file ?? '', b.location?.file ?? '') ||
    (a.location?.line ?? 0) - (b.location?.line ?? 0);
  return {
    found: parts.flatMap((p) => p.found).sort(byPlace),
    skipped: parts.flatMap((p) => p.skipped).sort(byPlace),
    problems: parts
      .flatMap((p) => p.problems)
      .sort(
        (a, b) =>
          compareText(a.repository ?? '', b.repository ?? '') ||
          compareText(a.file, b.file) ||
          (a.line ?? 0) - (b.line ?? 0),
      ),
    unscanned: parts.flatMap((p) => p.unscanned ?? []).sort(compareText),
  };
}
