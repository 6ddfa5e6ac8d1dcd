import { describe, expect, it } from 'vitest';
import { RequestCache } from '../../../../src/check/lookups/request-cache';
import { TagFinder } from '../../../../src/check/lookups/tag-finder';
import { countingClients, digest, tag } from '../../../support/counting-clients';

const finderOver = (tags: ReturnType<typeof tag>[]) => {
  const { clients, calls } = countingClients({ 'acme/app': tags });
  return { finder: new TagFinder(new RequestCache(), async () => clients), calls };
};

describe('TagFinder', () => {
  it('answers the only look-up of a repo with one filtered request', async () => {
    const { finder, calls } = finderOver([tag('1.0', 1), tag('2.0', 2)]);
    finder.expectLookup('acme', 'app', { name: '1.0' });
    expect((await finder.lookFor('acme/app', 'acme/app', { name: '1.0' })).map((t) => t.name)).toEqual(['1.0']);
    expect(calls).toEqual({ findTags: 1 });
  });

  it('answers several look-ups of a repo from one page 1 that holds the whole listing', async () => {
    const { finder, calls } = finderOver([tag('1.0', 1), tag('2.0', 2)]);
    finder.expectLookup('acme', 'app', { name: '1.0' });
    finder.expectLookup('acme', 'app', { name: '2.0' });
    await finder.lookFor('acme/app', 'acme/app', { name: '1.0' });
    await finder.lookFor('acme/app', 'acme/app', { name: '2.0' });
    expect(calls).toEqual({ tagHead: 1 });
  });

  it('asks for an epoch tag by name, the listing leaving it out', async () => {
    const { finder, calls } = finderOver([tag('1.0-r1', 1)]);
    finder.expectLookup('acme', 'app', { name: '1.0' });
    finder.expectLookup('acme', 'app', { name: '2.0' });
    await finder.lookFor('acme/app', 'acme/app', { name: '1.0-r1' });
    expect(calls).toEqual({ findTags: 1 });
  });

  it('lets the tags found at a digest answer their own names without another request', async () => {
    const { finder, calls } = finderOver([tag('1.0', 1), tag('latest', 1), tag('2.0', 2)]);
    const atDigest = await finder.lookFor('acme/app', 'acme/app', { digest: digest(1) });
    expect(atDigest.map((t) => t.name)).toEqual(['1.0', 'latest']);
    expect(await finder.lookFor('acme/app', 'acme/app', { name: 'latest' })).toEqual([tag('latest', 1)]);
    expect(calls).toEqual({ findTags: 1 });
  });

  it('reads the listing once, reusing page 1 when a look-up read it', async () => {
    const { finder, calls } = finderOver([tag('1.0', 1)]);
    finder.expectLookup('acme', 'app', { name: '1.0' });
    finder.expectLookup('acme', 'app', { digest: digest(1) });
    await finder.lookFor('acme/app', 'acme/app', { name: '1.0' });
    await Promise.all([finder.repoTags('acme/app'), finder.repoTags('acme/app')]);
    expect(calls).toEqual({ tagHead: 1, tagPages: 1 });
  });
});
