import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../../src/errors';
import { parseShard } from '../../../src/config';
import { inShard, shardOf } from '../../../src/org/shard';
import { checkShardClaims } from '../../../src/org/shard-claims';
import { ENVELOPE_KIND, ENVELOPE_VERSION, type Envelope } from '../../../src/org/envelope';

const names = fc.uniqueArray(fc.stringMatching(/^[A-Za-z0-9._-]{1,30}$/), { minLength: 1, maxLength: 60 });

describe('shards', () => {
  it('reads k/n within bounds', () => {
    expect(parseShard('2/3')).toEqual({ index: 2, count: 3 });
    expect(parseShard(' 256/256 ')).toEqual({ index: 256, count: 256 });
    expect(parseShard('')).toEqual({ index: 1, count: 1 });
  });

  it.each(['0/3', '4/3', '1/0', '1/257', 'a/b', '1-3', '1/3/4', '-1/3', '1.5/3'])(
    'refuses %s naming shard and the form',
    (value) => {
      expect(() => parseShard(value)).toThrow(InputError);
      expect(() => parseShard(value)).toThrow(/shard.*k\/n/s);
    },
  );

  it('puts every repository in exactly one shard (disjoint and covering)', () => {
    fc.assert(
      fc.property(names, fc.integer({ min: 1, max: 256 }), (list, count) => {
        for (const name of list) {
          const holding = Array.from({ length: count }, (_, i) => i + 1).filter((index) =>
            inShard(name, { index, count }),
          );
          expect(holding).toEqual([shardOf(name, count)]);
        }
      }),
    );
  });

  it('is stable: a repository stays in its shard whatever else the owner has, and by name alone', () => {
    fc.assert(
      fc.property(names, names, fc.integer({ min: 2, max: 64 }), (before, added, count) => {
        const first = new Map(before.map((n) => [n, shardOf(n, count)]));
        const after = [...before, ...added];
        for (const n of after) if (first.has(n)) expect(shardOf(n, count)).toBe(first.get(n));
      }),
    );
    // The same value on every machine and in every version (sha-256 of the lower-cased name):
    // changing it would move every repository of every sharded workflow at once.
    expect(shardOf('WEB', 4)).toBe(shardOf('web', 4));
    expect([shardOf('web', 4), shardOf('api', 4), shardOf('docs', 4), shardOf('web', 256)]).toEqual([3, 3, 3, 247]);
  });

  it('spreads repositories over the shards', () => {
    const counts = new Map<number, number>();
    for (let i = 0; i < 400; i++) counts.set(shardOf(`repo-${i}`, 4), (counts.get(shardOf(`repo-${i}`, 4)) ?? 0) + 1);
    expect([...counts.keys()].sort()).toEqual([1, 2, 3, 4]);
    for (const n of counts.values()) expect(n).toBeGreaterThan(60);
  });
});

describe("a shard's results file's claims", () => {
  // web, api and docs are all in shard 3 of 4 (above); shard 1 of 4 holds none of them.
  const envelope = (shard: { index: number; count: number }, repository: string): Envelope => ({
    kind: ENVELOPE_KIND,
    version: ENVELOPE_VERSION,
    owner: 'acme',
    shard,
    read: [],
    unread: [],
    unmatchedGlobs: [],
    problems: [],
    skipped: [{ ref: 'x', kind: 'invalid', reason: 'r', location: { repository, file: 'Dockerfile', line: 1 } }],
    results: [],
  });
  const claims = (shard: { index: number; count: number }, repository: string) => () =>
    checkShardClaims({ name: 'results/s.json', envelope: envelope(shard, repository) });

  it('takes the repositories of its owner in its shard, whatever their case', () => {
    expect(claims({ index: 3, count: 4 }, 'ACME/Web')).not.toThrow();
  });

  it.each([
    ['another owner', { index: 3, count: 4 }, 'evilcorp/web'],
    ['a repository of another shard', { index: 1, count: 4 }, 'acme/web'],
    ['a name that is no repository', { index: 3, count: 4 }, 'acme/web/x'],
    ['a newline in a name', { index: 3, count: 4 }, 'acme\n::error::x/web'],
  ])('refuses %s, naming the file, the name quoted', (_, shard, repository) => {
    expect(claims(shard, repository)).toThrow(InputError);
    expect(claims(shard, repository)).toThrow(`results/s.json names the repository ${JSON.stringify(repository)}`);
  });

  it('refuses shard k of n past n', () => {
    expect(claims({ index: 5, count: 4 }, 'acme/web')).toThrow(/results\/s\.json says it is shard 5\/4/);
  });
});
