import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../../src/http/client';
import { collect, listAll, listParallel, type Limiter } from '../../src/platform/list';
import { tagSchema, type Tag } from '../../src/platform/schemas';
import { startEmulator, type Emulator } from '../emulator/index';
import { caught } from '../support/caught';

// List paging with `skip` once `totalCount` is known, against the emulator over HTTP: pages 2..n
// go out together, so a 5 000-tag repo is read 2 requests deep.

let emu: Emulator;
let http: HttpClient;
let bigRepo: string;
let smallRepo: string;

beforeAll(async () => {
  emu = await startEmulator({ catalog: 'empty' });
  bigRepo = emu.store.addRepo('acme.com', 'monorepo-base').uid;
  for (let i = 0; i < 5_000; i++) emu.store.addTag(bigRepo, { name: `1.${i}`, history: 1 });
  smallRepo = emu.store.addRepo('acme.com', 'small').uid;
  for (const name of ['latest', '1.0', '0.9']) emu.store.addTag(smallRepo, { name, history: 2 });
  http = new HttpClient({ timeoutMs: 5_000, retry: { baseDelayMs: 10, maxDelayMs: 50 } });
});
afterAll(async () => {
  await http.close();
  await emu.close();
});
afterEach(() => {
  emu.faults.clear();
  emu.setLatency(0);
  emu.requests.length = 0;
});

const tagsUrl = (repo: string) => {
  const url = new URL(`${emu.url}/registry/v2/tags`);
  url.searchParams.set('uidp.children_of', repo);
  return url;
};
const request = (repo: string, extra: { limit?: Limiter; maxPages?: number } = {}) => ({
  http,
  url: tagsUrl(repo),
  headers: { authorization: `Bearer ${emu.apiToken}` },
  key: 'tags',
  item: tagSchema,
  idOf: (t: Tag) => t.name,
  ...extra,
});

describe('listParallel', () => {
  it('reads a 5 000-tag repo 2 requests deep, with the same tags in the same order as the token walk', async () => {
    // Depth as the client sees it: a request is 1 deeper than the deepest one answered before it
    // was sent. Pages sent together share a depth; no clock is read.
    let answeredDepth = 0;
    const depths: number[] = [];
    const limit: Limiter = async (call) => {
      const depth = answeredDepth + 1;
      depths.push(depth);
      try {
        return await call();
      } finally {
        answeredDepth = Math.max(answeredDepth, depth);
      }
    };
    const tags = await listParallel(request(bigRepo, { limit }));
    const sent = emu.requests.map((r) => r.query.skip ?? '0');
    emu.requests.length = 0;
    const walked = await collect(listAll(request(bigRepo)));

    expect(tags).toHaveLength(5_000);
    expect(tags.map((t) => t.name)).toEqual(walked.map((t) => t.name));
    expect(sent).toHaveLength(25);
    expect(new Set(sent).size).toBe(25);
    expect(Math.max(...depths)).toBe(2);
    expect(depths.filter((d) => d === 2)).toHaveLength(24);
    // The token walk of the same listing: 25 requests, each needing the token of the one before.
    expect(emu.requests).toHaveLength(25);
    expect(emu.requests.slice(1).every((r) => r.query.page_token)).toBe(true);
  });

  it('sends every page through the limiter, so the caller bounds requests in flight', async () => {
    emu.setLatency(20);
    let active = 0;
    let peak = 0;
    let calls = 0;
    const waiting: (() => void)[] = [];
    const limit: Limiter = async (call) => {
      calls++;
      if (active >= 4) await new Promise<void>((resolve) => waiting.push(resolve));
      else active++;
      peak = Math.max(peak, active);
      try {
        return await call();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else active--;
      }
    };
    const tags = await listParallel(request(bigRepo, { limit }));
    expect(tags).toHaveLength(5_000);
    expect(calls).toBe(25);
    expect(peak).toBe(4);
  });

  it('takes one request for a listing that fits one page', async () => {
    const tags = await listParallel(request(smallRepo));
    expect(tags.map((t) => t.name).sort()).toEqual(['0.9', '1.0', 'latest']);
    expect(emu.requests).toHaveLength(1);
    expect(emu.requests[0]!.query.skip).toBeUndefined();
  });

  it('pages by a smaller page_size too', async () => {
    const tags = await listParallel({ ...request(bigRepo), pageSize: 150 });
    expect(tags).toHaveLength(5_000);
    expect(new Set(tags.map((t) => t.name)).size).toBe(5_000);
    expect(emu.requests).toHaveLength(Math.ceil(5_000 / 150));
  });

  it('refuses a totalCount that needs more pages than the bound, before fetching them', async () => {
    const error = await caught(listParallel(request(bigRepo, { maxPages: 10 })));
    expect(error.reason).toBe('LIST_PAGE_LIMIT');
    expect(error.message).toContain('25 pages');
    expect(emu.requests).toHaveLength(1);
  });

  it('fails when the pages do not add up to totalCount (a page came back short)', async () => {
    emu.faults.add({
      route: '/registry/v2/tags',
      kind: 'bad-schema',
      times: 1,
      mutate: (body) => ({ ...(body as object), totalCount: '5100' }),
    });
    const error = await caught(listParallel(request(bigRepo)));
    expect(error.reason).toBe('LIST_COUNT_MISMATCH');
  });

  it('fails when a page repeats items (skip not honoured)', async () => {
    // Every page answers with page 1's items, as a server ignoring skip would.
    let firstPage: unknown;
    emu.faults.add({
      route: '/registry/v2/tags',
      kind: 'bad-schema',
      times: Infinity,
      mutate: (body) => {
        const b = body as { tags: unknown; skipped?: number };
        firstPage ??= b.tags;
        return { ...b, tags: firstPage, skipped: undefined };
      },
    });
    const error = await caught(listParallel(request(bigRepo)));
    expect(error.reason).toBe('LIST_COUNT_MISMATCH');
    expect(error.message).toMatch(/came twice/);
  });
});
