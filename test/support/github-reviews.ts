// Review comments and check runs on the fake GitHub API (github-api.ts), as GitHub answers them:
//   GET    /repos/{o}/{r}/pulls/{n}/comments       review comments (paginated); `line` is null once
//                                                  the commented line changed or left the diff
//   POST   /repos/{o}/{r}/pulls/{n}/comments       create: 422 unless `line` (side RIGHT) is in the
//                                                  diff of `path` and `commit_id` is the head; 403 when readOnly
//   POST   /repos/{o}/{r}/pulls/{n}/reviews        a review (event COMMENT) with its comments[]: the
//                                                  same rules for each comment, and one that breaks
//                                                  them refuses the whole review (422); 403 when readOnly
//   PATCH  /repos/{o}/{r}/pulls/comments/{id}      edit: 403 for another author's comment
//   DELETE /repos/{o}/{r}/pulls/comments/{id}      delete: 403 for another author's comment
//   POST   /repos/{o}/{r}/check-runs               create: 403 without checks: write, 422 over 50 annotations
//                                                  or a text over 65 535 bytes (GitHub counts UTF-8 bytes:
//                                                  "maximum is 64 KB"), 422 without name or head_sha
//   PATCH  /repos/{o}/{r}/check-runs/{id}          update: appends annotations, the same limits
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parsePatch } from 'diff';
import type { FakeGitHub } from './github-api';

/** A request as these routes read it: the path after /repos/{o}/{r}/, the parsed body, ways to answer. */
interface FakeRequest {
  method: string;
  rest: string;
  body: unknown;
  send(status: number, body?: unknown): void;
  page(items: unknown[]): void;
}

/** github-api.ts's route hook, read as a FakeRequest (it recorded the request with its parsed body just before). */
function asRequest(fake: FakeGitHub, req: IncomingMessage, url: URL, res: ServerResponse): FakeRequest | null {
  const prefix = `/repos/${fake.owner}/${fake.repo}/`;
  if (!url.pathname.startsWith(prefix)) return null;
  const send = (status: number, body?: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
    res.end(body === undefined ? '' : JSON.stringify(body));
  };
  return {
    method: req.method ?? 'GET',
    rest: decodeURIComponent(url.pathname.slice(prefix.length)),
    body: fake.requests[fake.requests.length - 1]?.body,
    send,
    page(items) {
      const perPage = Math.min(Number(url.searchParams.get('per_page') ?? 30) || 30, 100);
      const number = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
      const last = Math.max(1, Math.ceil(items.length / perPage));
      const next = new URL(url.pathname + url.search, `http://${req.headers.host}`);
      next.searchParams.set('page', String(number + 1));
      next.searchParams.set('per_page', String(perPage));
      send(
        200,
        items.slice((number - 1) * perPage, number * perPage),
        number < last ? { link: `<${next.href}>; rel="next"` } : {},
      );
    },
  };
}

export interface FakeReviewComment {
  id: number;
  body: string;
  user: { login: string; type: string };
  path: string;
  side: 'RIGHT' | 'LEFT';
  original_line: number;
  commit_id: string;
  /** The line's text at the commit it was written on: it keeps its line while the head still has it. */
  lineText: string;
  pull: number;
}

export interface FakeCheckRun {
  id: number;
  name: string;
  head_sha: string;
  conclusion: string | null;
  output: { title: string; summary: string };
  annotations: { path: string; start_line: number; annotation_level: string; title?: string; message: string }[];
  /** Requests that created or updated it. */
  requests: number;
}

export interface FakeReviews {
  reviewComments: FakeReviewComment[];
  /** Reviews created, each with the number of comments it brought. */
  reviews: { id: number; pull: number; comments: number }[];
  checkRuns: FakeCheckRun[];
  /** The token has `checks: write` (default); false: check-run writes answer 403. */
  checksWritable: boolean;
  /** A review comment by someone else (a human's, or one that copies our marker). */
  addReviewComment(pull: number, c: { body: string; path: string; line: number; login?: string }): FakeReviewComment;
}

const ANNOTATIONS_PER_REQUEST = 50;
const COMMENT_LIMIT = 65_536;
/** The Checks API's limit on each text (summary, text, an annotation's message, title, raw details), in UTF-8 bytes. */
const CHECK_TEXT_BYTES = 65_535;

interface SentOutput {
  title?: unknown;
  summary?: unknown;
  text?: unknown;
  annotations?: FakeCheckRun['annotations'];
}

/** The first text of a check run's output over the Checks API's limit (its field), or null. */
function tooLongText(output: SentOutput): string | null {
  const texts: [string, unknown][] = [
    ['summary', output.summary],
    ['text', output.text],
    ...(output.annotations ?? []).flatMap((a, i): [string, unknown][] =>
      (['message', 'title', 'raw_details'] as const).map((f) => [
        `annotations[${i}].${f}`,
        (a as Record<string, unknown>)[f],
      ]),
    ),
  ];
  const over = texts.find(([, t]) => typeof t === 'string' && Buffer.byteLength(t, 'utf8') > CHECK_TEXT_BYTES);
  return over ? over[0] : null;
}

const tooLong = (req: FakeRequest, field: string) =>
  req.send(422, {
    message: 'Validation Failed',
    errors: [
      {
        resource: 'CheckRun',
        field: `output.${field}`,
        code: 'custom',
        message: `${field} is too long (maximum is 64 KB)`,
      },
    ],
  });

/** Adds the routes to `fake` and returns their state. */
export function addReviewRoutes(fake: FakeGitHub): FakeReviews {
  let nextId = 50_000;
  const state: FakeReviews = {
    reviewComments: [],
    reviews: [],
    checkRuns: [],
    checksWritable: true,
    addReviewComment(pull, { body, path, line, login = 'someone' }) {
      const p = fake.pulls.get(pull)!;
      const comment: FakeReviewComment = {
        id: nextId++,
        body,
        user: { login, type: 'User' },
        path,
        side: 'RIGHT',
        original_line: line,
        commit_id: p.head.sha,
        lineText: lineAt(fake, p.head.sha, path, line) ?? '',
        pull,
      };
      state.reviewComments.push(comment);
      return comment;
    },
  };
  const author = () => fake.user ?? 'github-actions[bot]';
  const shown = (c: FakeReviewComment) => ({ ...c, line: currentLine(fake, c), lineText: undefined });
  /** A comment by the token's identity (checked already), at the head. */
  const addOurs = (number: number, c: NewComment): FakeReviewComment => {
    const pull = fake.pulls.get(number)!;
    const comment: FakeReviewComment = {
      id: nextId++,
      body: c.body,
      user: { login: author(), type: fake.user ? 'User' : 'Bot' },
      path: c.path,
      side: 'RIGHT',
      original_line: c.line,
      commit_id: pull.head.sha,
      lineText: lineAt(fake, pull.head.sha, c.path, c.line) ?? '',
      pull: number,
    };
    state.reviewComments.push(comment);
    return comment;
  };

  fake.routes.push((incoming, url, res): boolean => {
    const req = asRequest(fake, incoming, url, res);
    if (!req) return false;
    let m: RegExpExecArray | null;
    if ((m = /^pulls\/(\d+)\/comments$/.exec(req.rest))) {
      const number = Number(m[1]);
      const pull = fake.pulls.get(number);
      if (!pull) return false;
      if (req.method === 'GET') {
        req.page(state.reviewComments.filter((c) => c.pull === number).map(shown));
        return true;
      }
      if (req.method !== 'POST') return false;
      if (fake.readOnly) return (forbidden(req), true);
      const b = (req.body ?? {}) as Record<string, unknown>;
      const checked = newComment(fake, number, b, b.commit_id);
      if (typeof checked === 'string')
        return (req.send(422, { message: 'Validation Failed', errors: [checked] }), true);
      req.send(201, shown(addOurs(number, checked)));
      return true;
    }
    if ((m = /^pulls\/(\d+)\/reviews$/.exec(req.rest)) && req.method === 'POST') {
      const number = Number(m[1]);
      if (!fake.pulls.get(number)) return false;
      if (fake.readOnly) return (forbidden(req), true);
      const b = (req.body ?? {}) as Record<string, unknown>;
      const comments = Array.isArray(b.comments) ? (b.comments as Record<string, unknown>[]) : [];
      if (b.event !== 'COMMENT') return (req.send(422, { message: 'Validation Failed', errors: ['event'] }), true);
      // GitHub takes the review whole or not at all.
      const checked = comments.map((c) => newComment(fake, number, c, b.commit_id));
      const problem = checked.find((c) => typeof c === 'string');
      if (problem !== undefined)
        return (req.send(422, { message: 'Unprocessable Entity', errors: [problem], status: '422' }), true);
      const review = { id: nextId++, pull: number, comments: comments.length };
      state.reviews.push(review);
      for (const c of checked) if (typeof c !== 'string') addOurs(number, c);
      req.send(200, { id: review.id, state: 'COMMENTED', commit_id: b.commit_id, user: { login: author() } });
      return true;
    }
    if ((m = /^pulls\/comments\/(\d+)$/.exec(req.rest)) && (req.method === 'PATCH' || req.method === 'DELETE')) {
      const comment = state.reviewComments.find((c) => c.id === Number(m![1]));
      if (!comment) return false;
      if (fake.readOnly || comment.user.login !== author()) return (forbidden(req), true);
      if (req.method === 'DELETE') {
        state.reviewComments.splice(state.reviewComments.indexOf(comment), 1);
        req.send(204);
        return true;
      }
      const text = (req.body as { body?: unknown } | undefined)?.body;
      if (typeof text !== 'string' || text.length === 0 || text.length > COMMENT_LIMIT)
        return (req.send(422, { message: 'Validation Failed' }), true);
      comment.body = text;
      req.send(200, shown(comment));
      return true;
    }
    if (req.rest === 'check-runs' && req.method === 'POST') {
      const b = (req.body ?? {}) as Record<string, unknown>;
      if (!state.checksWritable) return (forbidden(req), true);
      const output = (b.output ?? {}) as {
        title?: string;
        summary?: string;
        annotations?: FakeCheckRun['annotations'];
      };
      if ((output.annotations?.length ?? 0) > ANNOTATIONS_PER_REQUEST) return (tooMany(req), true);
      if (typeof b.name !== 'string' || typeof b.head_sha !== 'string')
        return (req.send(422, { message: 'Validation Failed' }), true);
      const long = tooLongText(output);
      if (long) return (tooLong(req, long), true);
      const run: FakeCheckRun = {
        id: nextId++,
        name: b.name,
        head_sha: b.head_sha,
        conclusion: typeof b.conclusion === 'string' ? b.conclusion : null,
        output: { title: output.title ?? '', summary: output.summary ?? '' },
        annotations: [...(output.annotations ?? [])],
        requests: 1,
      };
      state.checkRuns.push(run);
      req.send(201, {
        id: run.id,
        name: run.name,
        head_sha: run.head_sha,
        html_url: `https://github.test/runs/${run.id}`,
      });
      return true;
    }
    if ((m = /^check-runs\/(\d+)$/.exec(req.rest)) && req.method === 'PATCH') {
      const run = state.checkRuns.find((r) => r.id === Number(m![1]));
      if (!run) return false;
      if (!state.checksWritable) return (forbidden(req), true);
      const output = ((req.body ?? {}) as { output?: SentOutput }).output ?? {};
      if ((output.annotations?.length ?? 0) > ANNOTATIONS_PER_REQUEST) return (tooMany(req), true);
      const long = tooLongText(output);
      if (long) return (tooLong(req, long), true);
      run.annotations.push(...(output.annotations ?? []));
      run.requests++;
      req.send(200, { id: run.id });
      return true;
    }
    return false;
  });
  return state;
}

interface NewComment {
  body: string;
  path: string;
  line: number;
}

/** A new review comment GitHub takes (a body, the head commit, a RIGHT line of the diff), or why it refuses it (422). */
function newComment(
  fake: FakeGitHub,
  number: number,
  c: Record<string, unknown>,
  commit: unknown,
): NewComment | string {
  const pull = fake.pulls.get(number)!;
  const { body, path, line } = c;
  if (typeof body !== 'string' || body.length === 0 || body.length > COMMENT_LIMIT)
    return 'body is missing or too long';
  if (commit !== pull.head.sha) return 'commit_id is not the head of the pull request';
  if (c.side !== 'RIGHT' || typeof path !== 'string' || typeof line !== 'number')
    return 'path, line and side RIGHT are required here';
  if (!diffLinesOf(fake, number, path).has(line)) return 'pull_request_review_thread.line must be part of the diff';
  return { body, path, line };
}

const forbidden = (req: FakeRequest) =>
  req.send(403, { message: 'Resource not accessible by integration', status: '403' });
const tooMany = (req: FakeRequest) =>
  req.send(422, { message: 'Validation Failed', errors: ['Only 50 annotations are accepted per request'] });

function lineAt(fake: FakeGitHub, sha: string, path: string, line: number): string | null {
  const text = fake.contents.get(`${sha}:${path}`);
  return text === undefined ? null : (text.split('\n')[line - 1] ?? null);
}

/** New-side lines inside the hunks of `path` in the pull request's current diff. */
function diffLinesOf(fake: FakeGitHub, number: number, path: string): Set<number> {
  const file = fake.pulls.get(number)?.files.find((f) => f.filename === path);
  const lines = new Set<number>();
  for (const hunk of file?.patch ? parsePatch(file.patch).flatMap((p) => p.hunks) : []) {
    let line = hunk.newStart;
    for (const text of hunk.lines) if (text[0] === '+' || text[0] === ' ') lines.add(line++);
  }
  return lines;
}

/** As GitHub: the comment's line while the head still has that text there inside the diff, else null (outdated). */
function currentLine(fake: FakeGitHub, c: FakeReviewComment): number | null {
  const pull = fake.pulls.get(c.pull)!;
  if (lineAt(fake, pull.head.sha, c.path, c.original_line) !== c.lineText) return null;
  return diffLinesOf(fake, c.pull, c.path).has(c.original_line) ? c.original_line : null;
}
