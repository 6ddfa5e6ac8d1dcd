// Which shard reads a repository: a hash of its name alone, so a repository stays in its shard as
// others are created, renamed or archived (only its own name moves it).
import { createHash } from 'node:crypto';
import { InputError } from '../errors';

export interface Shard {
  /** 1-based: the k of `k/n`. */
  index: number;
  count: number;
}

/** The most shards: a GitHub Actions matrix holds at most 256 jobs. */
export const MAX_SHARDS = 256;

/** The whole list: what a run without `shard` reads. */
export const WHOLE: Shard = { index: 1, count: 1 };

/** `k/n` with 1 <= k <= n <= 256, or an InputError naming `shard` (empty: the whole list). */
export function parseShard(value: string): Shard {
  const text = value.trim();
  if (text === '') return WHOLE;
  const match = /^(\d{1,3})\s*\/\s*(\d{1,3})$/.exec(text);
  const index = match ? Number(match[1]) : NaN;
  const count = match ? Number(match[2]) : NaN;
  if (!match || index < 1 || count < 1 || count > MAX_SHARDS || index > count)
    throw new InputError(
      'shard',
      `"${value}" is not a shard; expected k/n with 1 <= k <= n <= ${MAX_SHARDS}, e.g. 1/4 (the matrix's index and size)`,
      `Write the shard as k/n, e.g. shard: \${{ matrix.shard }}/4 with shard: [1, 2, 3, 4]`,
    );
  return { index, count };
}

/** The 1-based shard of a repository name (without the owner; GitHub's names ignore case). */
export function shardOf(name: string, count: number): number {
  const digest = createHash('sha256').update(name.toLowerCase()).digest();
  return (digest.readUInt32BE(0) % count) + 1;
}

/** Whether `shard` reads the repository `name`. */
export function inShard(name: string, shard: Shard): boolean {
  return shard.count === 1 || shardOf(name, shard.count) === shard.index;
}

export const shardText = (shard: Shard): string => `${shard.index}/${shard.count}`;
