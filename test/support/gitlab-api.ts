// A local fake of the GitLab REST API (v4) a merge request pipeline's note and suggestions use,
// on 127.0.0.1, answering as GitLab's documentation says:
//   GET    /api/v4/user                                               the token's user
//   GET    /api/v4/projects/:id/merge_requests/:iid                   its diff_refs
//   GET    /api/v4/projects/:id/merge_requests/:iid/diffs             paged (x-next-page, x-page, ...)
//   GET    /api/v4/projects/:id/repository/files/:file_path/raw?ref=  a file at a commit (404 when absent)
//   GET    /api/v4/projects/:id/merge_requests/:iid/notes             paged; sort, order_by
//   POST   /api/v4/projects/:id/merge_requests/:iid/notes             400 over 1 000 000 characters
//   PUT    /api/v4/projects/:id/merge_requests/:iid/notes/:note_id    only the author's (else 403)
//   GET    /api/v4/projects/:id/merge_requests/:iid/discussions       paged
//   POST   /api/v4/projects/:id/merge_requests/:iid/discussions       a diff discussion: its position
//          must be the merge request's diff_refs and a line of the new side inside the diff (else 400)
//   DELETE /api/v4/projects/:id/merge_requests/:iid/discussions/:d/notes/:note_id  the author's (else 403)
// Every request needs `PRIVATE-TOKEN` of a known token (else 401); a token whose role is below
// Reporter reads but is refused every write (403); a project or merge request not there is 404.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { diffLines } from '../../src/review/diff-hunks';
import { patchOf } from './github-api';

export const GITLAB_NOTE_LIMIT = 1_000_000;
const MAX_PER_PAGE = 100;

export interface FakeGitLabUser {
  id: number;
  username: string;
  bot: boolean;
  /** Guest 10, Reporter 20, Developer 30, Maintainer 40 (GitLab's access levels). */
  accessLevel: number;
}

export interface FakeNote {
  id: number;
  type: 'DiffNote' | 'DiscussionNote' | null;
  body: string;
  author: { id: number; username: string; bot: boolean };
  system: boolean;
  created_at: string;
  position?: Record<string, unknown>;
}

export interface FakeDiscussion {
  id: string;
  individual_note: boolean;
  notes: FakeNote[];
}

export interface MergeRequestSpec {
  iid: number;
  baseSha: string;
  startSha?: string;
  headSha: string;
  base: Record<string, string>;
  head: Record<string, string>;
  /** The source project, when the merge request comes from a fork. */
  sourceProjectId?: number;
  /** The head sha GET answers in diff_refs when a push landed since (positions at it are refused). */
  answeredHeadSha?: string;
}

interface FakeMergeRequest extends MergeRequestSpec {
  notes: FakeNote[];
  discussions: FakeDiscussion[];
  diffs: {
    old_path: string;
    new_path: string;
    diff: string;
    new_file: boolean;
    renamed_file: boolean;
    deleted_file: boolean;
    a_mode: string;
    b_mode: string;
  }[];
}

export interface GitLabRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  token: string | undefined;
  body: unknown;
}

export interface FakeGitLab {
  /** The API's base: what CI_API_V4_URL holds. */
  apiUrl: string;
  /** The server (CI_SERVER_URL). */
  url: string;
  projectId: number;
  projectPath: string;
  requests: GitLabRequest[];
  mergeRequests: Map<number, FakeMergeRequest>;
  /** Items per page at most (GitLab's is 100; smaller to exercise paging). */
  maxPerPage: number;
  /** A token and the user it authenticates as. */
  addToken(token: string, user: Partial<FakeGitLabUser> & { username: string }): FakeGitLabUser;
  addMergeRequest(spec: MergeRequestSpec): FakeMergeRequest;
  /** A note someone else wrote (or copied). */
  addNote(iid: number, body: string, username: string): FakeNote;
  /** A diff discussion someone else opened on `path`:`line` of the head. */
  addDiffDiscussion(iid: number, body: string, username: string, path: string, line: number): FakeDiscussion;
  /** Requests that wrote (POST, PUT, DELETE). */
  writes(): GitLabRequest[];
  close(): Promise<void>;
}

export async function startFakeGitLab(options: { projectId?: number; projectPath?: string } = {}): Promise<FakeGitLab> {
  const projectId = options.projectId ?? 42;
  const projectPath = options.projectPath ?? 'acme/app';
  const tokens = new Map<string, FakeGitLabUser>();
  let nextId = 5000;
  let clock = Date.parse('2026-01-01T00:00:00Z');
  const now = () => new Date((clock += 1000)).toISOString();
  const authorOf = (u: Pick<FakeGitLabUser, 'id' | 'username' | 'bot'>) => ({
    id: u.id,
    username: u.username,
    bot: u.bot,
  });

  const fake: FakeGitLab = {
    apiUrl: '',
    url: '',
    projectId,
    projectPath,
    requests: [],
    mergeRequests: new Map(),
    maxPerPage: MAX_PER_PAGE,
    addToken(token, user) {
      const full: FakeGitLabUser = { id: nextId++, bot: false, accessLevel: 20, ...user };
      tokens.set(token, full);
      return full;
    },
    addMergeRequest(spec) {
      const paths = [...new Set([...Object.keys(spec.base), ...Object.keys(spec.head)])].sort();
      const diffs = paths
        .filter((p) => spec.base[p] !== spec.head[p])
        .map((p) => ({
          old_path: p,
          new_path: p,
          diff: `${patchOf(spec.base[p], spec.head[p])}\n`,
          new_file: spec.base[p] === undefined,
          renamed_file: false,
          deleted_file: spec.head[p] === undefined,
          a_mode: spec.base[p] === undefined ? '0' : '100644',
          b_mode: spec.head[p] === undefined ? '0' : '100644',
        }));
      const mr: FakeMergeRequest = { ...spec, notes: [], discussions: [], diffs };
      fake.mergeRequests.set(spec.iid, mr);
      return mr;
    },
    addNote(iid, body, username) {
      const note = noteOf(body, { id: nextId++, username, bot: false }, null);
      mergeRequest(iid).notes.push(note);
      return note;
    },
    addDiffDiscussion(iid, body, username, path, line) {
      const mr = mergeRequest(iid);
      const position = positionOf(mr, path, line);
      const discussion = discussionOf(noteOf(body, { id: nextId++, username, bot: false }, position));
      mr.discussions.push(discussion);
      return discussion;
    },
    writes: () => fake.requests.filter((r) => r.method !== 'GET'),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  const mergeRequest = (iid: number) => {
    const mr = fake.mergeRequests.get(iid);
    if (!mr) throw new Error(`no merge request !${iid}`);
    return mr;
  };
  const noteOf = (body: string, author: FakeNote['author'], position: FakeNote['position'] | null): FakeNote => ({
    id: nextId++,
    type: position ? 'DiffNote' : null,
    body,
    author,
    system: false,
    created_at: now(),
    ...(position ? { position } : {}),
  });
  const discussionOf = (note: FakeNote): FakeDiscussion => ({
    id: (nextId++).toString(16).padStart(40, 'd'),
    individual_note: false,
    notes: [note],
  });
  const positionOf = (mr: FakeMergeRequest, path: string, line: number) => ({
    base_sha: mr.baseSha,
    start_sha: mr.startSha ?? mr.baseSha,
    head_sha: mr.headSha,
    old_path: path,
    new_path: path,
    position_type: 'text',
    old_line: null,
    new_line: line,
  });

  const route = (req: IncomingMessage, url: URL, body: unknown, res: ServerResponse) =>
    answer({ fake, tokens, req, url, body, res, noteOf, discussionOf, authorOf });

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        // a body that is not JSON stays text
      }
      const token = req.headers['private-token'];
      fake.requests.push({
        method: req.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        token: Array.isArray(token) ? token[0] : token,
        body,
      });
      route(req, url, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.url = `http://127.0.0.1:${port}`;
  fake.apiUrl = `${fake.url}/api/v4`;
  return fake;
}

interface Exchange {
  fake: FakeGitLab;
  tokens: Map<string, FakeGitLabUser>;
  req: IncomingMessage;
  url: URL;
  body: unknown;
  res: ServerResponse;
  noteOf: (body: string, author: FakeNote['author'], position: FakeNote['position'] | null) => FakeNote;
  discussionOf: (note: FakeNote) => FakeDiscussion;
  authorOf: (u: FakeGitLabUser) => FakeNote['author'];
}

function send(res: ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}) {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, {
    'content-type': typeof body === 'string' ? 'text/plain; charset=utf-8' : 'application/json',
    ...headers,
  });
  res.end(text);
}

/** One page of a list, with GitLab's offset-pagination headers (x-next-page empty on the last). */
function page<T>(res: ServerResponse, url: URL, items: readonly T[], maxPerPage: number) {
  const perPage = Math.min(Math.max(1, Number(url.searchParams.get('per_page') ?? 20) || 20), maxPerPage);
  const number = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
  const pages = Math.max(1, Math.ceil(items.length / perPage));
  send(res, 200, items.slice((number - 1) * perPage, number * perPage), {
    'x-page': String(number),
    'x-per-page': String(perPage),
    'x-total': String(items.length),
    'x-total-pages': String(pages),
    'x-next-page': number < pages ? String(number + 1) : '',
    'x-prev-page': number > 1 ? String(number - 1) : '',
  });
}

/** A field of a JSON body, whatever the body is. */
const field = (body: unknown, name: string): unknown =>
  typeof body === 'object' && body !== null ? Object.entries(body).find(([key]) => key === name)?.[1] : undefined;
const string = (body: unknown, name: string): string | undefined => {
  const value = field(body, name);
  return typeof value === 'string' ? value : undefined;
};
const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value))
    : undefined;

function answer(x: Exchange): void {
  const { fake, req, url, res } = x;
  const token = req.headers['private-token'];
  const user = typeof token === 'string' ? x.tokens.get(token) : undefined;
  if (!user) return send(res, 401, { message: '401 Unauthorized' });
  const path = url.pathname;
  if (req.method === 'GET' && path === '/api/v4/user')
    return send(res, 200, {
      id: user.id,
      username: user.username,
      name: user.username,
      state: 'active',
      bot: user.bot,
    });
  const project = /^\/api\/v4\/projects\/([^/]+)(\/.*)$/.exec(path);
  const id = project ? decodeURIComponent(project[1]!) : '';
  if (!project || (id !== String(fake.projectId) && id !== fake.projectPath))
    return send(res, 404, { message: '404 Project Not Found' });
  const rest = project[2]!;
  const file = /^\/repository\/files\/([^/]+)\/raw$/.exec(rest);
  if (req.method === 'GET' && file) return rawFile(x, decodeURIComponent(file[1]!));
  const m = /^\/merge_requests\/(\d+)(\/.*)?$/.exec(rest);
  const mr = m ? fake.mergeRequests.get(Number(m[1])) : undefined;
  if (!m || !mr) return send(res, 404, { message: '404 Not found' });
  const sub = m[2] ?? '';
  const writes = req.method !== 'GET';
  if (writes && user.accessLevel < 20) return send(res, 403, { message: '403 Forbidden' });
  if (req.method === 'GET' && sub === '') return send(res, 200, mergeRequestJson(fake, mr));
  if (req.method === 'GET' && sub === '/diffs') return page(res, url, mr.diffs, fake.maxPerPage);
  if (sub === '/notes' || sub.startsWith('/notes/')) return notes(x, mr, sub, user);
  if (sub === '/discussions' || sub.startsWith('/discussions/')) return discussions(x, mr, sub, user);
  return send(res, 404, { error: '404 Not Found' });
}

function mergeRequestJson(fake: FakeGitLab, mr: FakeMergeRequest) {
  return {
    id: mr.iid + 100000,
    iid: mr.iid,
    project_id: fake.projectId,
    state: 'opened',
    source_project_id: mr.sourceProjectId ?? fake.projectId,
    target_project_id: fake.projectId,
    sha: mr.headSha,
    diff_refs: {
      base_sha: mr.baseSha,
      start_sha: mr.startSha ?? mr.baseSha,
      head_sha: mr.answeredHeadSha ?? mr.headSha,
    },
    web_url: `${fake.url}/${fake.projectPath}/-/merge_requests/${mr.iid}`,
  };
}

function rawFile({ fake, url, res }: Exchange, path: string) {
  const ref = url.searchParams.get('ref') ?? '';
  for (const mr of fake.mergeRequests.values()) {
    const side = ref === mr.baseSha ? mr.base : ref === mr.headSha ? mr.head : null;
    if (!side) continue;
    const content = side[path];
    return content === undefined ? send(res, 404, { message: '404 File Not Found' }) : send(res, 200, content);
  }
  return send(res, 404, { message: '404 Commit Not Found' });
}

function notes(x: Exchange, mr: FakeMergeRequest, sub: string, user: FakeGitLabUser) {
  const { req, url, res, body } = x;
  if (req.method === 'GET' && sub === '/notes') {
    const asc = url.searchParams.get('sort') === 'asc';
    // GitLab lists notes newest first unless asked otherwise; diff notes are notes too.
    const all = [...mr.notes, ...mr.discussions.flatMap((d) => d.notes)].sort((a, b) => a.id - b.id);
    return page(res, url, asc ? all : all.reverse(), x.fake.maxPerPage);
  }
  const text = string(body, 'body');
  if (text !== undefined && text.length > GITLAB_NOTE_LIMIT)
    return send(res, 400, { message: { note: ['is too long (maximum is 1000000 characters)'] } });
  if (req.method === 'POST' && sub === '/notes') {
    if (!text) return send(res, 400, { error: 'body is missing' });
    const note = x.noteOf(text, x.authorOf(user), null);
    mr.notes.push(note);
    return send(res, 201, note);
  }
  const m = /^\/notes\/(\d+)$/.exec(sub);
  const note = m ? mr.notes.find((n) => n.id === Number(m[1])) : undefined;
  if (req.method === 'PUT' && note) {
    if (note.author.id !== user.id) return send(res, 403, { message: '403 Forbidden' });
    if (!text) return send(res, 400, { error: 'body is missing' });
    note.body = text;
    return send(res, 200, note);
  }
  return send(res, 404, { message: '404 Note Not Found' });
}

function discussions(x: Exchange, mr: FakeMergeRequest, sub: string, user: FakeGitLabUser) {
  const { req, url, res, body } = x;
  if (req.method === 'GET' && sub === '/discussions') return page(res, url, mr.discussions, x.fake.maxPerPage);
  if (req.method === 'POST' && sub === '/discussions') {
    const text = string(body, 'body');
    if (!text) return send(res, 400, { error: 'body is missing' });
    if (text.length > GITLAB_NOTE_LIMIT)
      return send(res, 400, { message: { note: ['is too long (maximum is 1000000 characters)'] } });
    const position = record(field(body, 'position'));
    if (position && !validPosition(mr, position))
      return send(res, 400, {
        message: '400 Bad request - Note {:line_code=>["can\'t be blank", "must be a valid line code"]}',
      });
    const discussion = x.discussionOf(x.noteOf(text, x.authorOf(user), position ?? null));
    mr.discussions.push(discussion);
    return send(res, 201, discussion);
  }
  const m = /^\/discussions\/([0-9a-f]+)\/notes\/(\d+)$/.exec(sub);
  const discussion = m ? mr.discussions.find((d) => d.id === m[1]) : undefined;
  const note = discussion?.notes.find((n) => n.id === Number(m![2]));
  if (req.method === 'DELETE' && discussion && note) {
    if (note.author.id !== user.id && user.accessLevel < 40) return send(res, 403, { message: '403 Forbidden' });
    discussion.notes = discussion.notes.filter((n) => n !== note);
    if (discussion.notes.length === 0) mr.discussions = mr.discussions.filter((d) => d !== discussion);
    return send(res, 204);
  }
  return send(res, 404, { message: '404 Not found' });
}

/** A text position GitLab takes: the merge request's diff_refs, a file of its diff, a new-side line inside a hunk. */
function validPosition(mr: FakeMergeRequest, p: Record<string, unknown>): boolean {
  if (p.position_type !== 'text') return false;
  if (p.base_sha !== mr.baseSha || p.start_sha !== (mr.startSha ?? mr.baseSha) || p.head_sha !== mr.headSha)
    return false;
  const diff = mr.diffs.find((d) => d.new_path === p.new_path);
  if (!diff || typeof p.new_line !== 'number') return false;
  return diffLines(diff.diff).inDiff.has(p.new_line);
}
