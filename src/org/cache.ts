// The `cache-dir`: what GitHub answered, kept for the next run. File contents and trees are kept
// by their SHA (what a SHA names never changes), other answers by URL with their ETag (sent back
// as If-None-Match: a 304 costs no rate limit). Entries are data like any answer: each is read
// through zod, a blob must hash to its SHA, a tree must rebuild to its SHA level by level
// (tree-sha.ts; its sizes, which no SHA covers, are dropped), and an entry that does not hold is
// ignored (read again from GitHub), never trusted. Only answers are kept: never a header, never
// the token. What the ETag answers (listings, branch heads) can be trusted for: docs/security.md.
import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { z } from 'zod';
import { readInside } from '../fs/read-inside';
import { writeInside } from '../fs/write-inside';
import { treeHolds } from './tree-sha';
import { gitBlobSha, treeSchema, type AnswerCache } from '../github/answer-cache';

const VERSION = 1;
const blobEntry = z.object({ v: z.literal(VERSION), sha: z.string(), base64: z.string() });
const treeEntry = z.object({ v: z.literal(VERSION), sha: z.string(), tree: treeSchema });
const answerEntry = z.object({ v: z.literal(VERSION), url: z.string(), etag: z.string().min(1), body: z.unknown() });

/** A cache entry is never bigger than what a scan reads (blobs are bounded before they are fetched). */
const MAX_ENTRY_BYTES = 64 * 1024 * 1024;

const SHA = /^[0-9a-f]{40,64}$/;
const urlKey = (url: string) => createHash('sha256').update(url).digest('hex');

/** The cache in `dir` (absolute; created when missing). Reads and writes stay inside it. */
export async function openCache(dir: string): Promise<AnswerCache> {
  await mkdir(dir, { recursive: true });
  const read = async <T>(file: string, schema: z.ZodType<T>): Promise<T | null> => {
    const got = await readInside(dir, file, MAX_ENTRY_BYTES);
    if (!got.ok) return null;
    try {
      const parsed = schema.safeParse(JSON.parse(got.text));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  };
  // A write that fails (a full disk, a link planted in the directory) costs the next run a read, nothing more.
  const write = (file: string, value: unknown): Promise<void> =>
    writeInside([dir], file, JSON.stringify(value)).then(
      () => undefined,
      () => undefined,
    );
  return {
    async blob(sha) {
      if (!SHA.test(sha)) return null;
      const entry = await read(`blobs/${sha.slice(0, 2)}/${sha}.json`, blobEntry);
      if (!entry || entry.sha !== sha) return null;
      const bytes = Buffer.from(entry.base64, 'base64');
      return gitBlobSha(bytes) === sha ? bytes : null;
    },
    putBlob: (sha, bytes) =>
      SHA.test(sha)
        ? write(`blobs/${sha.slice(0, 2)}/${sha}.json`, { v: VERSION, sha, base64: bytes.toString('base64') })
        : Promise.resolve(),
    async tree(sha) {
      if (!SHA.test(sha)) return null;
      const entry = await read(`trees/${sha.slice(0, 2)}/${sha}.json`, treeEntry);
      if (!entry || entry.sha !== sha || !treeHolds(sha, entry.tree)) return null;
      // A size is not part of the tree object: a planted one could pass a file over as too big.
      return { truncated: false, tree: entry.tree.tree.map(({ size: _size, ...named }) => named) };
    },
    // A truncated listing cannot be checked against its SHA, so it is never kept.
    putTree: (sha, tree) =>
      SHA.test(sha) && !tree.truncated
        ? write(`trees/${sha.slice(0, 2)}/${sha}.json`, { v: VERSION, sha, tree })
        : Promise.resolve(),
    async answer(url) {
      const entry = await read(`answers/${urlKey(url)}.json`, answerEntry);
      return entry && entry.url === url ? { etag: entry.etag, body: entry.body } : null;
    },
    putAnswer: (url, etag, body) => write(`answers/${urlKey(url)}.json`, { v: VERSION, url, etag, body }),
  };
}
