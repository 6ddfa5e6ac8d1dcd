// Which shard reads a repository (`shard: k/n`, read by config.ts parseShard): a hash of its name alone, so a repository stays in its shard as
// others are created, renamed or archived (only its own name moves it).
import { createHash } from 'node:crypto';
import type { Shard } from '../config';

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
