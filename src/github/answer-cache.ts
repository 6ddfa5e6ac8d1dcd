// What a store of GitHub's answers holds (org/cache.ts keeps one under cache-dir): file contents
// and trees by their SHA, other answers by URL with their ETag; the tree as the scan reads it, and
// git's blob id a kept file is checked against.
import { createHash } from 'node:crypto';
import { z } from 'zod';

/** A tree entry as the scan uses it. */
const treeEntrySchema = z.object({
  path: z.string(),
  mode: z.string(),
  type: z.string(),
  sha: z.string().regex(/^[0-9a-f]{40,64}$/),
  size: z.number().int().nonnegative().optional(),
});
export const treeSchema = z.object({ tree: z.array(treeEntrySchema), truncated: z.boolean() });
export type Tree = z.infer<typeof treeSchema>;

export interface AnswerCache {
  blob(sha: string): Promise<Buffer | null>;
  putBlob(sha: string, bytes: Buffer): Promise<void>;
  tree(sha: string): Promise<Tree | null>;
  putTree(sha: string, tree: Tree): Promise<void>;
  /** The ETag and body last answered for `url`. */
  answer(url: string): Promise<{ etag: string; body: unknown } | null>;
  putAnswer(url: string, etag: string, body: unknown): Promise<void>;
}

/** Git's blob id: sha-1 of `blob <size>\0<content>` (what the tree names a file by). */
export function gitBlobSha(bytes: Buffer): string {
  return createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}

/** No cache: nothing kept, nothing found. */
export const NO_CACHE: AnswerCache = {
  blob: () => Promise.resolve(null),
  putBlob: () => Promise.resolve(),
  tree: () => Promise.resolve(null),
  putTree: () => Promise.resolve(),
  answer: () => Promise.resolve(null),
  putAnswer: () => Promise.resolve(),
};
