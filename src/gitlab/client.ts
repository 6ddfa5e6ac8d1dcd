// GitLab's REST API (v4), only the operations the contract lists for a merge request: who the
// token is, the merge request's diff_refs and diffs, the base's files, its notes and its diff
// discussions. Over the one HTTP layer (http/client.ts), `PRIVATE-TOKEN` on every request, every
// answer through zod. One client per run, built by the shell.

import { z } from 'zod';
import type { HttpClient } from '../http/client';
import { ApiError, ListError } from '../errors';

const sha = z.string().regex(/^[0-9a-f]{7,64}$/i, 'must be a commit sha');

const userSchema = z.looseObject({ id: z.number().int(), username: z.string().min(1), bot: z.boolean().optional() });
const authorSchema = z.looseObject({ username: z.string(), bot: z.boolean().optional() });

const noteSchema = z.looseObject({
  id: z.number().int(),
  body: z.string(),
  author: authorSchema,
  system: z.boolean().default(false),
});

const positionSchema = z.looseObject({
  new_path: z.string().nullish(),
  new_line: z.number().int().nullish(),
});

const discussionSchema = z.looseObject({
  id: z.string().min(1),
  notes: z.array(noteSchema.extend({ position: positionSchema.nullish() })),
});

const diffRefsSchema = z.looseObject({ base_sha: sha, start_sha: sha, head_sha: sha });

const mergeRequestSchema = z.looseObject({
  iid: z.number().int().positive(),
  source_project_id: z.number().int(),
  target_project_id: z.number().int(),
  diff_refs: diffRefsSchema.nullable(),
});

const diffSchema = z.looseObject({
  old_path: z.string(),
  new_path: z.string(),
  diff: z.string().default(''),
  new_file: z.boolean(),
  renamed_file: z.boolean(),
  deleted_file: z.boolean(),
});

type GitLabUser = z.infer<typeof userSchema>;
type GitLabNote = z.infer<typeof noteSchema>;
export type GitLabDiscussion = z.infer<typeof discussionSchema>;
export type DiffRefs = z.infer<typeof diffRefsSchema>;
type GitLabMergeRequest = z.infer<typeof mergeRequestSchema>;
export type GitLabDiff = z.infer<typeof diffSchema>;

/** Where a diff discussion sits: a line of the merge request's new side, at its diff_refs. */
interface DiffPosition {
  path: string;
  line: number;
  refs: DiffRefs;
}

/** GitLab's longest note, in characters. */
export const GITLAB_NOTE_LIMIT = 1_000_000;

// A page count past this is a server that never says "last page": stop rather than loop.
const MAX_PAGES = 1000;
const PER_PAGE = 100;

interface GitLabClientOptions {
  http: HttpClient;
  /** CI_API_V4_URL, e.g. https://gitlab.example.com/api/v4 (self-managed GitLab too). */
  apiUrl: string;
  token: string;
  /** CI_MERGE_REQUEST_PROJECT_ID (else CI_PROJECT_ID): a numeric id or a full path. */
  projectId: string;
}

/** Whether `error` is GitLab's answer with this HTTP status. */
export const answered = (error: unknown, status: number): boolean =>
  error instanceof ApiError && error.status === status;

export class GitLabClient {
  private readonly http: HttpClient;
  private readonly base: string;
  private readonly headers: Record<string, string>;

  constructor({ http, apiUrl, token, projectId }: GitLabClientOptions) {
    this.http = http;
    this.base = `${apiUrl.replace(/\/+$/, '')}/projects/${encodeURIComponent(projectId)}`;
    this.headers = { 'PRIVATE-TOKEN': token };
    this.user = once(() => this.get(new URL(`${apiUrl.replace(/\/+$/, '')}/user`), userSchema, 'GET /user'));
  }

  /** GET /user: who the token writes as (asked once a run). */
  readonly user: () => Promise<GitLabUser>;

  mergeRequest(iid: number): Promise<GitLabMergeRequest> {
    return this.get(this.url(`/merge_requests/${iid}`), mergeRequestSchema, 'GET merge request');
  }

  /** Every file of the merge request's diff, page after page. */
  diffs(iid: number): Promise<GitLabDiff[]> {
    return this.pages(`/merge_requests/${iid}/diffs`, diffSchema, 'GET merge request diffs');
  }

  /** A file's text at `ref`; null when it is not there (404) or longer than `maxBytes`. */
  async rawFile(path: string, ref: string, maxBytes: number): Promise<string | null> {
    const url = this.url(`/repository/files/${encodeURIComponent(path)}/raw`, { ref });
    try {
      return await this.http.stream(url, {
        headers: { ...this.headers, accept: '*/*' },
        label: 'GET repository file',
        read: (body) => readCapped(body, maxBytes),
      });
    } catch (error) {
      if (answered(error, 404)) return null;
      throw error;
    }
  }

  /** The merge request's notes, oldest first. */
  notes(iid: number): Promise<GitLabNote[]> {
    return this.pages(`/merge_requests/${iid}/notes`, noteSchema, 'GET merge request notes', {
      sort: 'asc',
      order_by: 'created_at',
    });
  }

  createNote(iid: number, body: string): Promise<GitLabNote> {
    return this.send('POST', `/merge_requests/${iid}/notes`, { body }, noteSchema, 'POST merge request note');
  }

  updateNote(iid: number, noteId: number, body: string): Promise<GitLabNote> {
    return this.send('PUT', `/merge_requests/${iid}/notes/${noteId}`, { body }, noteSchema, 'PUT merge request note');
  }

  discussions(iid: number): Promise<GitLabDiscussion[]> {
    return this.pages(`/merge_requests/${iid}/discussions`, discussionSchema, 'GET merge request discussions');
  }

  /** A diff discussion on a line the merge request adds (`position_type: text`). */
  createDiffDiscussion(iid: number, body: string, at: DiffPosition): Promise<GitLabDiscussion> {
    const position = {
      position_type: 'text',
      base_sha: at.refs.base_sha,
      start_sha: at.refs.start_sha,
      head_sha: at.refs.head_sha,
      old_path: at.path,
      new_path: at.path,
      new_line: at.line,
    };
    const path = `/merge_requests/${iid}/discussions`;
    return this.send('POST', path, { body, position }, discussionSchema, 'POST diff discussion');
  }

  async deleteDiscussionNote(iid: number, discussionId: string, noteId: number): Promise<void> {
    const path = `/merge_requests/${iid}/discussions/${encodeURIComponent(discussionId)}/notes/${noteId}`;
    await this.send('DELETE', path, undefined, z.unknown(), 'DELETE discussion note');
  }

  private url(path: string, query: Record<string, string> = {}): URL {
    const url = new URL(`${this.base}${path}`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    return url;
  }

  private get<T>(url: URL, schema: z.ZodType<T>, label: string): Promise<T> {
    return this.http.json(url, { headers: this.headers, schema, label });
  }

  private send<T>(
    method: 'POST' | 'PUT' | 'DELETE',
    path: string,
    body: unknown,
    schema: z.ZodType<T>,
    label: string,
  ): Promise<T> {
    return this.http.json(this.url(path), { method, headers: this.headers, body, schema, label });
  }

  /** Every item of a list, following `x-next-page` (empty on the last page). */
  private async pages<T>(
    path: string,
    item: z.ZodType<T>,
    label: string,
    query: Record<string, string> = {},
  ): Promise<T[]> {
    const items: T[] = [];
    const schema = z.array(item);
    for (let page = 1, pages = 0; pages < MAX_PAGES; pages++) {
      const url = this.url(path, { ...query, per_page: String(PER_PAGE), page: String(page) });
      const answer = await this.http.jsonWithHeaders(url, { headers: this.headers, schema, label });
      items.push(...answer.body);
      const next = Number(answer.headers['x-next-page'] || NaN);
      // Only forward: a server that names this page or an earlier one again would loop.
      if (!Number.isInteger(next) || next <= page) return items;
      page = next;
    }
    throw new ListError(label, 'LIST_PAGE_LIMIT', `more than ${MAX_PAGES} pages`);
  }
}

/** The answer of a function called once, shared by every caller. */
function once<T>(fn: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => (value ??= fn());
}

/** A body's text, or null past `maxBytes` (a file too large to scan, as discovery skips it). */
async function readCapped(body: AsyncIterable<Uint8Array>, maxBytes: number): Promise<string | null> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.byteLength;
    if (size > maxBytes) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
