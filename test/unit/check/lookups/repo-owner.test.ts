import { describe, expect, it } from 'vitest';
import { RepoOwner } from '../../../../src/check/lookups/repo-owner';
import { RequestCache } from '../../../../src/check/lookups/request-cache';
import type { ServiceClients } from '../../../../src/check/service-clients';
import { TagFinder } from '../../../../src/check/lookups/tag-finder';
import type { Repo } from '../../../../src/platform/schemas';
import { walkOfRecords } from '../../../../src/registry/history-walk';
import { ACTION_WORDS } from '../../../../src/words';
import { countingClients, digest, tag } from '../../../support/counting-clients';

/** An owner over visible repos (uid `<group>/<n>`) whose groups are named by `groups`; the registry's newest build is digest 2. */
function ownerOver(repos: Repo[], groups: Record<string, string>) {
  const { clients, calls } = countingClients({}, {});
  const tagsOf: Record<string, ReturnType<typeof tag>[]> = {
    'acme/1': [tag('1.0', 1)],
    'acme/2': [tag('1.0', 2)],
    'other/1': [tag('1.0', 2)],
  };
  const full: ServiceClients = {
    ...clients,
    platform: {
      ...clients.platform,
      findRepos: async () => repos,
      group: async (uid) => {
        calls.group = (calls.group ?? 0) + 1;
        if (!(uid in groups)) throw new Error(`group ${uid} not readable`);
        return { uid, name: groups[uid]! };
      },
      findTags: async (uid, filter) => (tagsOf[uid] ?? []).filter((t) => 'name' in filter && t.name === filter.name),
    },
  };
  const requests = new RequestCache();
  let newestReads = 0;
  const newest = async () => {
    newestReads++;
    return walkOfRecords([{ updateTimestamp: '2026-01-01T00:00:00Z', digest: digest(2) }], null);
  };
  const tags = new TagFinder(requests, async () => full);
  const owner = new RepoOwner(requests, async () => full, { tags, newest }, '', ACTION_WORDS);
  return { owner, calls, reads: () => newestReads };
}

describe('RepoOwner', () => {
  it('proves the repo by its group name, each group read once', async () => {
    const { owner, calls, reads } = ownerOver(
      [
        { uid: 'acme/1', name: 'app' },
        { uid: 'other/1', name: 'app' },
      ],
      {
        acme: 'acme',
        other: 'other',
      },
    );
    const [a, b] = await Promise.all([owner.ownRepo('acme', 'app', '1.0'), owner.ownRepo('acme', 'app', '1.0')]);
    expect(a.repo.uid).toBe('acme/1');
    expect(b).toEqual(a);
    expect(calls.group).toBe(2);
    expect(reads()).toBe(0);
  });

  it('never uses a repo of another organization: ORG_MISMATCH', async () => {
    const { owner } = ownerOver([{ uid: 'other/1', name: 'app' }], { other: 'other' });
    await expect(owner.ownRepo('acme', 'app', '1.0')).rejects.toMatchObject({ reason: 'ORG_MISMATCH' });
  });

  it("lets the registry's newest build decide between several repos of the organization", async () => {
    const { owner, reads } = ownerOver(
      [
        { uid: 'acme/1', name: 'app' },
        { uid: 'acme/2', name: 'app' },
      ],
      {
        acme: 'acme',
      },
    );
    expect((await owner.ownRepo('acme', 'app', '1.0')).repo.uid).toBe('acme/2');
    expect(await owner.ownCandidates('acme', 'app')).toHaveLength(2);
    expect(reads()).toBe(1);
  });

  it('without a tag to ask the registry, several repos are AMBIGUOUS_REPO and an unread group ORG_NOT_PROVEN', async () => {
    const several = ownerOver(
      [
        { uid: 'acme/1', name: 'app' },
        { uid: 'acme/2', name: 'app' },
      ],
      { acme: 'acme' },
    );
    await expect(several.owner.ownRepo('acme', 'app')).rejects.toMatchObject({ reason: 'AMBIGUOUS_REPO' });
    const unread = ownerOver([{ uid: 'acme/1', name: 'app' }], {});
    await expect(unread.owner.ownRepo('acme', 'app')).rejects.toMatchObject({ reason: 'ORG_NOT_PROVEN' });
  });
});
