import { describe, expect, it } from 'vitest';
import type { DigestPlace } from '../../../../src/model';
import { prefetchPolicies } from '../../../../src/check/pull-policies/judge-policies';

const PIN = `sha256:${'a'.repeat(64)}`;
const CURRENT = `sha256:${'b'.repeat(64)}`;

/** Look-ups that record what the prefetch asks; `overrides` is what the overrides' listing answers. */
function recording(overrides: () => Promise<unknown[] | null>) {
  const asked: string[] = [];
  return {
    asked,
    lookups: {
      policyOverrides: async () => {
        asked.push('overrides');
        return (await overrides()) as never;
      },
      repoOf: async (org: string, image: string) => (image === 'unknown' ? null : `uid-of-${org}/${image}`),
      policyCheck: async (uid: string, digest: string) => {
        asked.push(`check ${uid}@${digest}`);
        return [];
      },
    },
  };
}

const place = (over: Partial<DigestPlace> = {}): DigestPlace => ({
  org: 'acme',
  image: 'nginx',
  tag: '1.27',
  pinnedDigest: PIN,
  digest: CURRENT,
  status: 'ok',
  ...over,
});

const settled = () => new Promise((done) => setTimeout(done, 0));

describe('prefetchPolicies: the check the pass will ask, asked as soon as the digest in use is known', () => {
  it('asks the check of the pin (the digest in use), in the repo proven to be the image', async () => {
    const { asked, lookups } = recording(async () => []);
    prefetchPolicies(place(), lookups);
    await settled();
    expect(asked).toEqual(['overrides', `check uid-of-acme/nginx@${PIN}`]);
  });

  it("asks the tag's current build's check for an unpinned reference", async () => {
    const { asked, lookups } = recording(async () => []);
    prefetchPolicies(place({ pinnedDigest: null }), lookups);
    await settled();
    expect(asked).toEqual(['overrides', `check uid-of-acme/nginx@${CURRENT}`]);
  });

  it('asks no check where the overrides said policies are not available, as the pass asks none', async () => {
    const { asked, lookups } = recording(async () => null);
    prefetchPolicies(place(), lookups);
    await settled();
    expect(asked).toEqual(['overrides']);
  });

  it('still asks the check when the overrides failed (the pass asks it then too), and never throws', async () => {
    const { asked, lookups } = recording(() => Promise.reject(new Error('502')));
    prefetchPolicies(place(), lookups);
    await settled();
    expect(asked).toEqual(['overrides', `check uid-of-acme/nginx@${PIN}`]);
  });

  it('asks nothing without a digest in use, for an error without a tag, or for a repo not proven', async () => {
    const { asked, lookups } = recording(async () => []);
    prefetchPolicies(place({ pinnedDigest: null, digest: null }), lookups);
    prefetchPolicies(place({ status: 'error', tag: null }), lookups);
    prefetchPolicies(place({ image: 'unknown' }), lookups);
    await settled();
    expect(asked.filter((a) => a.startsWith('check'))).toEqual([]);
  });
});
