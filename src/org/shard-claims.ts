// What a shard's results file may claim: to be shard k of n with k <= n, and to name only
// repositories of its owner that are in that shard (a repository's shard depends on its name
// alone, so only one file can hold it). A file from an artifact that names any other is refused,
// naming the file, before a merge writes anything: it could put another owner's repository on the
// dashboard, or shadow what the right shard says of a repository.
import { InputError } from '../errors';
import { truncate } from '../report/format';
import type { Shard } from '../config';
import type { Envelope } from './envelope';
import { inShard, shardText } from './shard';

/** Every repository the file names, wherever it names one. */
function namedRepositories(envelope: Envelope): string[] {
  const named = (repository: string | undefined) => (repository === undefined ? [] : [repository]);
  return [
    ...envelope.read.map((r) => r.repository),
    ...envelope.unread.map((u) => u.repository),
    ...envelope.problems.flatMap((p) => named(p.repository)),
    ...envelope.skipped.flatMap((s) => named(s.location?.repository)),
    ...envelope.results.flatMap((r) => r.locations.flatMap((l) => named(l.repository))),
  ];
}

/** Whether `repository` (owner/name) is the owner's and in `shard`; GitHub's names ignore case. */
function belongs(repository: string, owner: string, shard: Shard): boolean {
  const [repoOwner = '', name = '', ...rest] = repository.split('/');
  return rest.length === 0 && name !== '' && repoOwner.toLowerCase() === owner.toLowerCase() && inShard(name, shard);
}

/** Refuses, with an InputError naming `merge` and the file, a file whose shard or repositories cannot be its own. */
export function checkShardClaims({ name, envelope }: { name: string; envelope: Envelope }): void {
  const { owner, shard } = envelope;
  if (shard.index > shard.count)
    throw new InputError(
      'merge',
      `the results file ${name} says it is shard ${shardText(shard)}, and there is no shard past ${shard.count} of ${shard.count}`,
      'Give the results files the shards of one run wrote',
    );
  const foreign = namedRepositories(envelope).find((repository) => !belongs(repository, owner, shard));
  if (foreign !== undefined)
    throw new InputError(
      'merge',
      // Quoted as JSON: the name is the file's text, a newline in it stays an escape.
      `the results file ${name} names the repository ${JSON.stringify(truncate(foreign, 200))}, which is not one of ${JSON.stringify(owner)} in shard ${shardText(shard)}: a shard's results file may name only the repositories of its own shard`,
      'Give the results files the shards of one run wrote, unchanged',
    );
}
