// The cache-dir's answers by URL (org/cache.ts's AnswerCache) as an Octokit hook: a call that asks for it
// (`request: { keptAs: schema }`, chosen by `mine`) sends the kept ETag as If-None-Match, and a
// 304 (which costs no rate limit) is answered from the kept copy, Link header included, so
// `octokit.paginate` walks kept pages as it walks fresh ones. A kept copy is used only when it
// holds to the call's schema; otherwise the call asks for the whole answer, which replaces it.
import { z } from 'zod';
import type { GitHubOctokit } from './client';
import { httpStatus } from './session';

/** Where answers are kept by URL (the cache-dir's AnswerCache). */
interface KeptAnswers {
  answer(url: string): Promise<{ etag: string; body: unknown } | null>;
  putAnswer(url: string, etag: string, body: unknown): Promise<void>;
}

const keptSchema = (schema: z.ZodType) => z.object({ data: schema, link: z.string().nullable() });

/** Registers the hook on `octokit` for the calls `mine` picks (it gives their schema); `onNotModified` counts 304s. */
export function cacheByEtag(
  octokit: GitHubOctokit,
  cache: KeptAnswers,
  mine: (request: { [option: string]: unknown } | undefined) => z.ZodType | null,
  onNotModified: () => void,
): void {
  octokit.hook.wrap('request', async (request, options) => {
    const schema = options.method === 'GET' ? mine(options.request) : null;
    if (!schema) return request(options);
    const url = octokit.request.endpoint(options).url;
    const cached = await cache.answer(url);
    const held = cached ? keptSchema(schema).safeParse(cached.body) : null;
    if (cached && held?.success) options.headers['if-none-match'] = cached.etag;
    try {
      const response = await request(options);
      const answer = schema.safeParse(response.data);
      const etag = response.headers.etag;
      if (answer.success && typeof etag === 'string' && etag !== '')
        await cache.putAnswer(url, etag, { data: answer.data, link: response.headers.link ?? null });
      return response;
    } catch (error) {
      if (httpStatus(error) !== 304 || !held?.success) throw error;
      onNotModified();
      const link = held.data.link ?? undefined;
      return { status: 200, url, headers: link ? { link } : {}, data: held.data.data };
    }
  });
}
