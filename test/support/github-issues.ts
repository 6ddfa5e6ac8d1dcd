// The GitHub REST operations the dashboard uses, added to the fake GitHub API (github-api.ts) as
// a route, for the repositories registered here:
//   GET   /repos/{o}/{r}                     the repository (private, visibility)
//   GET   /repos/{o}/{r}/issues              issues and pull requests (state, creator, sort,
//                                            direction; paged with a Link header)
//   GET   /repos/{o}/{r}/issues/{n}          one issue
//   POST  /repos/{o}/{r}/issues              create (422 without a title or over 65 536 characters)
//   PATCH /repos/{o}/{r}/issues/{n}          edit body, title, state (422 over 65 536 characters)
// An issue is written by the token's identity, as on GitHub: `fake.user` when /user answers with
// a login (a personal token), else `botLogin` (github-actions[bot] for the workflow's token, an
// app's `<slug>[bot]` for a token of actions/create-github-app-token). Rate limits: `rate.remaining`
// at 0 answers 403 with x-ratelimit-remaining 0 and the reset time (the primary limit); each number
// queued in `secondary` answers one request with a secondary limit and that retry-after.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { githubPage, type FakeGitHub, type RecordedRequest } from './github-api';

export const ISSUE_BODY_LIMIT = 65_536;

export interface FakeIssue {
  number: number;
  title: string;
  body: string | null;
  state: 'open' | 'closed';
  user: { login: string; type: 'User' | 'Bot' };
  html_url: string;
  created_at: string;
  updated_at: string;
  /** Set for a pull request (the issues listing includes them, as GitHub's does). */
  pull_request?: { url: string };
}

interface RepoState {
  private: boolean;
  visibility?: 'public' | 'private' | 'internal';
  issues: FakeIssue[];
}

export interface IssueSpec {
  body: string | null;
  title?: string;
  /** The author; default someone. */
  login?: string;
  type?: 'User' | 'Bot';
  state?: 'open' | 'closed';
  pullRequest?: boolean;
}

export interface FakeIssuesApi {
  /** owner/name (lower case) -> the repository's visibility and issues. */
  repos: Map<string, RepoState>;
  addRepository(
    fullName: string,
    options?: { private?: boolean; visibility?: 'public' | 'private' | 'internal' },
  ): void;
  addIssue(fullName: string, spec: IssueSpec): FakeIssue;
  issues(fullName: string): FakeIssue[];
  /** Who an installation token's issues are by (when `fake.user` is null). */
  botLogin: string;
  /** Issue writes answer 403 ("Resource not accessible by integration"), as for a token without issues: write. */
  readOnly: boolean;
  /** The primary limit: `remaining` drops with every answer of these routes. */
  rate: { limit: number; remaining: number; reset: number };
  /** Seconds of retry-after, one per request answered with a secondary limit. */
  secondary: number[];
  /** The requests these routes answered (rate-limited ones included). */
  requests: RecordedRequest[];
  /** The POST and PATCH requests these routes answered. */
  writes(): RecordedRequest[];
}

const REPO_PATH = /^\/repos\/([^/]+)\/([^/]+)(\/issues(?:\/(\d+))?)?$/;

/** Adds the issue routes to `fake`; repositories answer only once registered with addRepository. */
export function addIssuesApi(fake: FakeGitHub): FakeIssuesApi {
  let clock = Date.parse('2026-01-01T00:00:00Z');
  const now = () => new Date((clock += 1000)).toISOString();
  const api: FakeIssuesApi = {
    repos: new Map(),
    addRepository(fullName, options = {}) {
      api.repos.set(fullName.toLowerCase(), {
        private: options.private ?? options.visibility === 'private',
        visibility: options.visibility,
        issues: [],
      });
    },
    addIssue(fullName, spec) {
      const repo = api.repos.get(fullName.toLowerCase());
      if (!repo) throw new Error(`no repository ${fullName}`);
      const number = repo.issues.length + 1;
      const time = now();
      const issue: FakeIssue = {
        number,
        title: spec.title ?? `issue ${number}`,
        body: spec.body,
        state: spec.state ?? 'open',
        user: { login: spec.login ?? 'someone', type: spec.type ?? 'User' },
        html_url: `https://github.example/${fullName}/${spec.pullRequest ? 'pull' : 'issues'}/${number}`,
        created_at: time,
        updated_at: time,
        ...(spec.pullRequest ? { pull_request: { url: `${fake.url}/repos/${fullName}/pulls/${number}` } } : {}),
      };
      repo.issues.push(issue);
      return issue;
    },
    issues: (fullName) => api.repos.get(fullName.toLowerCase())?.issues ?? [],
    botLogin: 'github-actions[bot]',
    readOnly: false,
    rate: { limit: 5000, remaining: 5000, reset: Math.floor(Date.now() / 1000) + 3600 },
    secondary: [],
    requests: [],
    writes: () => api.requests.filter((r) => r.method === 'POST' || r.method === 'PATCH'),
  };
  fake.routes.push((req, url, res) => route(api, fake, req, url, res, now));
  return api;
}

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): true {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
  return true;
}

const tooLong = (res: ServerResponse) =>
  json(res, 422, {
    message: 'Validation Failed',
    errors: [
      { resource: 'Issue', code: 'custom', field: 'body', message: 'body is too long (maximum is 65536 characters)' },
    ],
    status: '422',
  });

function route(
  api: FakeIssuesApi,
  fake: FakeGitHub,
  req: IncomingMessage,
  url: URL,
  res: ServerResponse,
  now: () => string,
): boolean {
  const m = REPO_PATH.exec(url.pathname);
  if (!m) return false;
  const fullName = `${decodeURIComponent(m[1]!)}/${decodeURIComponent(m[2]!)}`;
  const repo = api.repos.get(fullName.toLowerCase());
  if (!repo) return false;
  // github-api.ts recorded the request (with its parsed body) just before routing it here.
  const recorded = fake.requests.at(-1)!;
  api.requests.push(recorded);
  const limited = rateLimited(api, res);
  if (limited) return true;
  const headers = rateHeaders(api);
  api.rate.remaining--;
  const method = req.method ?? 'GET';
  if (!m[3]) {
    if (method !== 'GET') return false;
    const visibility = repo.visibility ?? (repo.private ? 'private' : 'public');
    return json(res, 200, { full_name: fullName, private: repo.private, visibility }, headers);
  }
  if (m[4] === undefined) {
    if (method === 'GET') return list(repo, req, url, res, headers);
    if (method === 'POST') return create(api, fake, fullName, recorded.body, res, now);
    return false;
  }
  const issue = repo.issues.find((i) => i.number === Number(m[4]));
  if (!issue) return json(res, 404, { message: 'Not Found', status: '404' });
  if (method === 'GET') return json(res, 200, issue, headers);
  if (method === 'PATCH') return edit(api, issue, recorded.body, res, now);
  return false;
}

function rateHeaders(api: FakeIssuesApi): Record<string, string> {
  return {
    'x-ratelimit-limit': String(api.rate.limit),
    'x-ratelimit-remaining': String(Math.max(0, api.rate.remaining)),
    'x-ratelimit-reset': String(api.rate.reset),
    'x-ratelimit-resource': 'core',
  };
}

function rateLimited(api: FakeIssuesApi, res: ServerResponse): boolean {
  const wait = api.secondary.shift();
  if (wait !== undefined)
    return json(
      res,
      403,
      { message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.' },
      { 'retry-after': String(wait), ...rateHeaders(api) },
    );
  if (api.rate.remaining > 0) return false;
  if (Date.now() / 1000 >= api.rate.reset) {
    api.rate.remaining = api.rate.limit;
    return false;
  }
  return json(res, 403, { message: 'API rate limit exceeded for installation.' }, rateHeaders(api));
}

function list(
  repo: RepoState,
  req: IncomingMessage,
  url: URL,
  res: ServerResponse,
  headers: Record<string, string>,
): true {
  const q = url.searchParams;
  const state = q.get('state') ?? 'open';
  const creator = q.get('creator');
  let items = repo.issues.filter(
    (i) => (state === 'all' || i.state === state) && (creator === null || i.user.login === creator),
  );
  // GitHub's default: newest first.
  if ((q.get('direction') ?? 'desc') === 'desc') items = [...items].reverse();
  const page = githubPage(items, req, url, 100);
  return json(res, 200, page.slice, { ...headers, ...page.headers });
}

function create(
  api: FakeIssuesApi,
  fake: FakeGitHub,
  fullName: string,
  body: unknown,
  res: ServerResponse,
  now: () => string,
): true {
  if (api.readOnly) return json(res, 403, { message: 'Resource not accessible by integration', status: '403' });
  const fields = (body ?? {}) as { title?: unknown; body?: unknown };
  if (typeof fields.title !== 'string' || fields.title === '')
    return json(res, 422, { message: 'Validation Failed', errors: [{ field: 'title', code: 'missing_field' }] });
  if (typeof fields.body === 'string' && fields.body.length > ISSUE_BODY_LIMIT) return tooLong(res);
  const issue = api.addIssue(fullName, {
    title: fields.title,
    body: typeof fields.body === 'string' ? fields.body : null,
    login: fake.user ?? api.botLogin,
    type: fake.user ? 'User' : 'Bot',
  });
  issue.updated_at = now();
  return json(res, 201, issue);
}

function edit(api: FakeIssuesApi, issue: FakeIssue, body: unknown, res: ServerResponse, now: () => string): true {
  if (api.readOnly) return json(res, 403, { message: 'Resource not accessible by integration', status: '403' });
  const fields = (body ?? {}) as { title?: unknown; body?: unknown; state?: unknown };
  if (typeof fields.body === 'string' && fields.body.length > ISSUE_BODY_LIMIT) return tooLong(res);
  if (fields.state !== undefined && fields.state !== 'open' && fields.state !== 'closed')
    return json(res, 422, { message: 'Validation Failed', errors: [{ field: 'state', code: 'invalid' }] });
  if (typeof fields.body === 'string') issue.body = fields.body;
  if (typeof fields.title === 'string') issue.title = fields.title;
  if (fields.state === 'open' || fields.state === 'closed') issue.state = fields.state;
  issue.updated_at = now();
  return json(res, 200, issue);
}
