// A local fake of the GitHub REST endpoints the PR comment uses, on 127.0.0.1:
//   GET   /repos/{o}/{r}/pulls/{n}                      a pull request
//   GET   /repos/{o}/{r}/pulls/{n}/files                 its files (paginated, Link header)
//   GET   /repos/{o}/{r}/commits/{sha}/pulls             pull requests of a commit
//   GET   /repos/{o}/{r}/contents/{path}?ref=            a file at a commit (base64, or raw)
//   GET   /repos/{o}/{r}/issues/{n}/comments             comments (paginated, Link header)
//   POST  /repos/{o}/{r}/issues/{n}/comments             create (422 over 65 536 characters)
//   PATCH /repos/{o}/{r}/issues/comments/{id}            update
//   GET   /user                                         the token's identity (403 by default, as for
//                                                        an installation token such as GITHUB_TOKEN)
// Switches: `stall` never answers (a hung API); `user` makes /user answer with that login (a
// personal token), and comments the fake creates are by it; `readOnly` answers comment writes with 403 as GitHub does for a fork's token or a
// token without pull-requests: write; `token` makes every request without it a 401.
// `rateLimits` answers the next request matching each entry (method and path) with a secondary
// rate limit, 403 or 429 with `retry-after`, as GitHub does, before any route (these and other
// modules'); `requests` records each request's arrival, answer time and status to time the next.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { structuredPatch } from 'diff';

export interface FakeComment {
  id: number;
  body: string;
  user: { login: string; type: string };
  created_at: string;
  updated_at: string;
}

export interface FakePull {
  number: number;
  state: 'open' | 'closed';
  base: { sha: string; ref: string; repo: { full_name: string } };
  head: { sha: string; ref: string; repo: { full_name: string } | null };
  files: { filename: string; status: string; previous_filename?: string; sha: string; patch?: string }[];
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: string | undefined;
  body: unknown;
  /** performance.now() when the request arrived, and when its answer was written (0 while pending). */
  arrivedAt: number;
  answeredAt: number;
  /** The status it was answered with (0 while pending). */
  status: number;
}

/** A secondary rate limit the fake answers once, to the first request matching `method` and `path`. */
export interface FakeRateLimit {
  method: string;
  /** Matched against the request's path (no query). */
  path: RegExp;
  status: 403 | 429;
  /** Seconds, as GitHub's `retry-after`. */
  retryAfter: number;
  /** Its message (default: GitHub's "You have exceeded a secondary rate limit ..."). */
  message?: string;
}

export interface FakeGitHubOptions {
  owner?: string;
  repo?: string;
  /** The token requests must carry (`Authorization: token <t>`); unset: any. */
  token?: string;
  /** Items per page when the request asks for none or more than this (to exercise paging). */
  maxPerPage?: number;
  /** Added before every answer, as a distant API answers (the benchmark's). */
  latencyMs?: number;
}

export interface PullSpec {
  number: number;
  baseSha: string;
  headSha: string;
  /** Files at the base and at the head (path -> content); what differs becomes the PR's files. */
  base: Record<string, string>;
  head: Record<string, string>;
  /** head path -> base path, for files the PR renames. */
  renames?: Record<string, string>;
  /** The head repository (full name) when the PR comes from a fork; null: deleted fork. */
  forkRepo?: string | null;
  /** Commits whose trees are the head files too (e.g. GitHub's test merge commit). */
  alsoAt?: string[];
}

/** A route another module adds (github-org.ts): it answers and returns true, or returns false. */
export type FakeRoute = (req: IncomingMessage, url: URL, res: ServerResponse) => boolean;

export interface FakeGitHub {
  url: string;
  /** Routes of other modules, tried in order before this module's own. */
  routes: FakeRoute[];
  owner: string;
  repo: string;
  requests: RecordedRequest[];
  /** Requests received and not yet answered, now and at most (counted from arrival to the answer's end). */
  inFlight: number;
  peakInFlight: number;
  comments: Map<number, FakeComment[]>;
  pulls: Map<number, FakePull>;
  /** `${ref}:${path}` -> content. */
  contents: Map<string, string>;
  /** Comment writes answer 403 ("Resource not accessible by integration"). */
  readOnly: boolean;
  /** Added before every answer. */
  latencyMs: number;
  /** Requests are read and never answered (until close). */
  stall: boolean;
  /** HTTP statuses the next requests get, one each, before any routing (e.g. [502, 503]). */
  failNext: number[];
  /** Secondary rate limits still to answer, each once, before any routing. */
  rateLimits: FakeRateLimit[];
  /** Login `GET /user` answers with, and the author of created comments; null: /user is 403 and comments are by `botLogin`. */
  user: string | null;
  /** Who an installation token's comments are by: github-actions[bot] (the workflow's token), or an app's `<slug>[bot]`. */
  botLogin: string;
  addPull(spec: PullSpec): FakePull;
  /** A pre-existing comment (e.g. from another workflow or a human). */
  addComment(issue: number, body: string, login?: string): FakeComment;
  /** The pull_request event payload of a pull request, as the runner writes it. */
  payload(number: number, action?: string): Record<string, unknown>;
  close(): Promise<void>;
}

const COMMENT_LIMIT = 65_536;
const SECONDARY_MESSAGE =
  'You have exceeded a secondary rate limit and have been temporarily blocked from content creation. Please retry your request again later.';
const SECONDARY_DOCS = 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits';

/**
 * One page of a GitHub REST list (`page`, `per_page` up to `maxPerPage`, 30 by default), with the
 * `Link` header to the next and last pages when there are more.
 */
export function githubPage<T>(
  items: readonly T[],
  req: IncomingMessage,
  url: URL,
  maxPerPage: number,
): { slice: T[]; headers: Record<string, string> } {
  const perPage = Math.min(Math.max(1, Number(url.searchParams.get('per_page') ?? 30) || 30), maxPerPage);
  const number = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
  const last = Math.max(1, Math.ceil(items.length / perPage));
  const headers: Record<string, string> = {};
  if (number < last) {
    const next = new URL(url.pathname + url.search, `http://${req.headers.host}`);
    next.searchParams.set('page', String(number + 1));
    next.searchParams.set('per_page', String(perPage));
    const lastUrl = new URL(next);
    lastUrl.searchParams.set('page', String(last));
    headers.link = `<${next.href}>; rel="next", <${lastUrl.href}>; rel="last"`;
  }
  return { slice: items.slice((number - 1) * perPage, number * perPage), headers };
}

export async function startFakeGitHub(options: FakeGitHubOptions = {}): Promise<FakeGitHub> {
  const owner = options.owner ?? 'octo';
  const repo = options.repo ?? 'app';
  const full = `${owner}/${repo}`;
  const maxPerPage = options.maxPerPage ?? 100;
  let nextId = 1000;
  let clock = Date.parse('2025-01-01T00:00:00Z');
  const now = () => new Date((clock += 1000)).toISOString();

  const fake: FakeGitHub = {
    url: '',
    routes: [],
    owner,
    repo,
    latencyMs: options.latencyMs ?? 0,
    requests: [],
    inFlight: 0,
    peakInFlight: 0,
    comments: new Map(),
    pulls: new Map(),
    contents: new Map(),
    readOnly: false,
    stall: false,
    failNext: [],
    rateLimits: [],
    user: null,
    botLogin: 'github-actions[bot]',
    addPull(spec) {
      const renamedFrom = new Set(Object.values(spec.renames ?? {}));
      const files: FakePull['files'] = [];
      const paths = new Set([...Object.keys(spec.base), ...Object.keys(spec.head)]);
      for (const path of [...paths].sort()) {
        const previous = spec.renames?.[path];
        if (previous !== undefined) {
          files.push({
            filename: path,
            status: 'renamed',
            previous_filename: previous,
            sha: blobSha(spec.head[path]!),
          });
          continue;
        }
        if (renamedFrom.has(path) && !(path in spec.head)) continue;
        const before = spec.base[path];
        const after = spec.head[path];
        if (before === after) continue;
        const status = before === undefined ? 'added' : after === undefined ? 'removed' : 'modified';
        files.push({ filename: path, status, sha: blobSha(after ?? before ?? ''), patch: patchOf(before, after) });
      }
      for (const [path, content] of Object.entries(spec.base)) fake.contents.set(`${spec.baseSha}:${path}`, content);
      for (const sha of [spec.headSha, ...(spec.alsoAt ?? [])]) {
        for (const [path, content] of Object.entries(spec.head)) fake.contents.set(`${sha}:${path}`, content);
      }
      const pull: FakePull = {
        number: spec.number,
        state: 'open',
        base: { sha: spec.baseSha, ref: 'main', repo: { full_name: full } },
        head: {
          sha: spec.headSha,
          ref: `feature-${spec.number}`,
          repo:
            spec.forkRepo === undefined
              ? { full_name: full }
              : spec.forkRepo === null
                ? null
                : { full_name: spec.forkRepo },
        },
        files,
      };
      fake.pulls.set(spec.number, pull);
      return pull;
    },
    addComment(issue, body, login = 'someone') {
      const time = now();
      const comment: FakeComment = {
        id: nextId++,
        body,
        // As on GitHub, a login ending in [bot] is an app's bot account.
        user: { login, type: login.endsWith('[bot]') ? 'Bot' : 'User' },
        created_at: time,
        updated_at: time,
      };
      fake.comments.set(issue, [...(fake.comments.get(issue) ?? []), comment]);
      return comment;
    },
    payload(number, action = 'synchronize') {
      const pull = fake.pulls.get(number);
      if (!pull) throw new Error(`no pull request ${number}`);
      const { files: _files, ...rest } = pull;
      return {
        action,
        number,
        pull_request: rest,
        repository: { full_name: full, name: repo, owner: { login: owner } },
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };

  const send = (res: ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}) => {
    const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
    res.writeHead(status, {
      'content-type': typeof body === 'string' ? 'text/plain' : 'application/json; charset=utf-8',
      ...headers,
    });
    res.end(text);
  };
  const page = <T>(req: IncomingMessage, url: URL, res: ServerResponse, items: T[]) => {
    const { slice, headers } = githubPage(items, req, url, maxPerPage);
    send(res, 200, slice, headers);
  };
  const forbidden = (res: ServerResponse) =>
    send(res, 403, {
      message: 'Resource not accessible by integration',
      documentation_url: 'https://docs.github.com/rest/issues/comments#create-an-issue-comment',
      status: '403',
    });
  const notFound = (res: ServerResponse) =>
    send(res, 404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest', status: '404' });

  const server = createServer((req, res) => {
    const arrivedAt = performance.now();
    fake.peakInFlight = Math.max(fake.peakInFlight, ++fake.inFlight);
    res.once('close', () => void fake.inFlight--);
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () =>
      setTimeout(() => {
        const url = new URL(req.url ?? '/', 'http://fake');
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown;
        try {
          body = text ? JSON.parse(text) : undefined;
        } catch {
          body = text;
        }
        const record: RecordedRequest = {
          method: req.method ?? 'GET',
          path: url.pathname,
          query: Object.fromEntries(url.searchParams),
          authorization: req.headers.authorization,
          body,
          arrivedAt,
          answeredAt: 0,
          status: 0,
        };
        fake.requests.push(record);
        res.once('finish', () => {
          record.answeredAt = performance.now();
          record.status = res.statusCode;
        });
        if (
          options.token &&
          req.headers.authorization !== `token ${options.token}` &&
          req.headers.authorization !== `Bearer ${options.token}`
        ) {
          return send(res, 401, { message: 'Bad credentials', status: '401' });
        }
        if (fake.stall) return; // never answered
        const limit = fake.rateLimits.findIndex((l) => l.method === record.method && l.path.test(record.path));
        if (limit >= 0) {
          const [{ status, retryAfter, message }] = fake.rateLimits.splice(limit, 1) as [FakeRateLimit];
          return send(
            res,
            status,
            { message: message ?? SECONDARY_MESSAGE, documentation_url: SECONDARY_DOCS },
            {
              'retry-after': String(retryAfter),
              'x-ratelimit-limit': '5000',
              'x-ratelimit-remaining': '4999',
            },
          );
        }
        const failure = fake.failNext.shift();
        if (failure !== undefined)
          return send(res, failure, { message: `emulated HTTP ${failure}`, status: String(failure) });
        if (fake.routes.some((route) => route(req, url, res))) return;
        if (req.method === 'GET' && url.pathname === '/user') {
          if (fake.user === null) return forbidden(res);
          return send(res, 200, { login: fake.user, id: 1, type: 'User' });
        }
        const prefix = `/repos/${owner}/${repo}/`;
        if (!url.pathname.startsWith(prefix)) return notFound(res);
        const rest = decodeURIComponent(url.pathname.slice(prefix.length));
        let m: RegExpExecArray | null;
        if (req.method === 'GET' && (m = /^pulls\/(\d+)$/.exec(rest))) {
          const pull = fake.pulls.get(Number(m[1]));
          if (!pull) return notFound(res);
          const { files: _files, ...shown } = pull;
          return send(res, 200, shown);
        }
        if (req.method === 'GET' && (m = /^pulls\/(\d+)\/files$/.exec(rest))) {
          const pull = fake.pulls.get(Number(m[1]));
          return pull
            ? page(
                req,
                url,
                res,
                pull.files.map((f) => ({ ...f, additions: 1, deletions: 1, changes: 2 })),
              )
            : notFound(res);
        }
        if (req.method === 'GET' && (m = /^commits\/([0-9a-f]+)\/pulls$/.exec(rest))) {
          const sha = m[1];
          return send(
            res,
            200,
            [...fake.pulls.values()].filter((p) => p.head.sha === sha).map(({ files: _f, ...p }) => p),
          );
        }
        if (req.method === 'GET' && (m = /^contents\/(.+)$/.exec(rest))) {
          const ref = url.searchParams.get('ref') ?? '';
          const content = fake.contents.get(`${ref}:${m[1]}`);
          if (content === undefined) return notFound(res);
          if ((req.headers.accept ?? '').includes('raw')) return send(res, 200, content);
          const name = m[1]!.split('/').pop();
          // As GitHub: past 1 MB the metadata comes without content (encoding "none").
          if (Buffer.byteLength(content) > 1_000_000)
            return send(res, 200, {
              type: 'file',
              encoding: 'none',
              size: Buffer.byteLength(content),
              name,
              path: m[1],
              sha: blobSha(content),
              content: '',
            });
          return send(res, 200, {
            type: 'file',
            encoding: 'base64',
            size: Buffer.byteLength(content),
            name,
            path: m[1],
            sha: blobSha(content),
            content: Buffer.from(content)
              .toString('base64')
              .replace(/(.{60})/g, '$1\n'),
          });
        }
        if ((m = /^issues\/(\d+)\/comments$/.exec(rest))) {
          const issue = Number(m[1]);
          if (!fake.pulls.has(issue)) return notFound(res);
          if (req.method === 'GET') return page(req, url, res, fake.comments.get(issue) ?? []);
          if (req.method === 'POST') {
            if (fake.readOnly) return forbidden(res);
            const text = (body as { body?: unknown } | undefined)?.body;
            if (typeof text !== 'string' || text.length === 0)
              return send(res, 422, {
                message: 'Validation Failed',
                errors: [{ field: 'body', code: 'missing_field' }],
              });
            if (text.length > COMMENT_LIMIT)
              return send(res, 422, {
                message: 'Validation Failed',
                errors: [
                  {
                    resource: 'IssueComment',
                    code: 'custom',
                    field: 'body',
                    message: 'body is too long (maximum is 65536 characters)',
                  },
                ],
              });
            const comment = fake.addComment(issue, text, fake.user ?? fake.botLogin);
            return send(res, 201, comment);
          }
        }
        if (req.method === 'PATCH' && (m = /^issues\/comments\/(\d+)$/.exec(rest))) {
          const id = Number(m[1]);
          const comment = [...fake.comments.values()].flat().find((c) => c.id === id);
          if (!comment) return notFound(res);
          if (fake.readOnly) return forbidden(res);
          const text = (body as { body?: unknown } | undefined)?.body;
          if (typeof text !== 'string' || text.length > COMMENT_LIMIT)
            return send(res, 422, { message: 'Validation Failed' });
          comment.body = text;
          comment.updated_at = now();
          return send(res, 200, comment);
        }
        return notFound(res);
      }, fake.latencyMs),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

/** The hunks of a file's change as GitHub's `patch` holds them (no file header), 3 lines of context. */
export function patchOf(before: string | undefined, after: string | undefined): string {
  const { hunks } = structuredPatch('a', 'b', before ?? '', after ?? '', '', '', { context: 3 });
  return hunks
    .map((h) => [`@@ -${h.oldStart},${h.oldLines} +${h.newStart},${h.newLines} @@`, ...h.lines].join('\n'))
    .join('\n');
}

/** A stand-in for a git blob sha: 40 hex characters that depend on the content. */
function blobSha(content: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < content.length; i++) h = Math.imul(h ^ content.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(16).padStart(8, '0').repeat(5);
}

/** The comments the fake holds for an issue that carry a marker. */
export function markedComments(fake: FakeGitHub, issue: number, marker = 'image-check:pr-comment'): FakeComment[] {
  return (fake.comments.get(issue) ?? []).filter((c) => c.body.includes(marker));
}
