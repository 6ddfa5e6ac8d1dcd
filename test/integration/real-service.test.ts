import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adviseResults } from '../../src/check/judge/advice';
import { checkTargets } from '../../src/check/judge/engine';
import { Lookups } from '../../src/check/lookups/lookups';
import { notOffered } from '../support/fake-lookups';
import { buildTargets } from '../../src/check/targets';
import { HttpClient } from '../../src/http/client';
import type { ImageResult } from '../../src/model';
import { EOL_MAX_PAGE_SIZE, SEED, startEmulator, type Emulator } from '../emulator/index';
import { emulatorClients } from '../support/emulator-settings';

// The service as the vendor's protos define it (issue 22), over the emulator: the tag listing's
// default exclusions and filters, both spellings of query parameters, paged end-of-life tags with
// the real enums; and the client right for all of it, in the fewest requests.

const DAY = 86_400_000;
let emu: Emulator;
let http: HttpClient;
beforeAll(async () => {
  emu = await startEmulator();
  http = new HttpClient({ timeoutMs: 5_000, retry: { baseDelayMs: 5, maxDelayMs: 20 } });
});
afterAll(async () => {
  await http.close();
  await emu.close();
});
afterEach(() => {
  emu.requests.length = 0;
});

const get = async (path: string) => {
  const res = await fetch(`${emu.url}${path}`, { headers: { authorization: `Bearer ${emu.apiToken}` } });
  return (await res.json()) as Record<string, unknown>;
};
const names = (body: Record<string, unknown>) => ((body.tags ?? []) as { name: string }[]).map((t) => t.name).sort();
const { hiddenTags: h, eolPaged } = SEED;
const repoUid = (org: string, image: string) => emu.store.findRepo(`${org}/${image}`)!.uid;

function lookups(): Lookups {
  return new Lookups(emulatorClients(emu, http, { group: emu.rootGroup, vulnReports: notOffered.vulnReports }));
}
async function check(refs: string[], l = lookups()): Promise<ImageResult[]> {
  const { targets } = buildTargets(refs, [], emu.registry);
  return checkTargets(targets, l, { now: new Date(emu.store.now), maxAgeMs: 30 * DAY, concurrency: 8 });
}
const tagRequests = () => emu.requests.filter((r) => r.path === '/registry/v2/tags');

describe('the emulator as the real service', () => {
  it('leaves epoch, date and referrer tags out of the listing unless asked for, by either spelling', async () => {
    const uid = repoUid(h.org, h.image);
    const plain = names(await get(`/registry/v2/tags?uidp.children_of=${uid}`));
    for (const hidden of [h.epoch, h.olderEpoch, h.date, h.referrer]) expect(plain).not.toContain(hidden);
    expect(plain).toContain('3.12');
    const all = names(
      await get(
        `/registry/v2/tags?uidp.childrenOf=${uid}&includeEpochs=true&include_dates=true&include_referrers=true`,
      ),
    );
    expect(all).toEqual(expect.arrayContaining([h.epoch, h.olderEpoch, h.date, h.referrer, '3.12']));
    // The name filter alone does not lift the exclusion.
    expect(names(await get(`/registry/v2/tags?uidp.children_of=${uid}&name=${h.epoch}`))).toEqual([]);
    expect(names(await get(`/registry/v2/tags?uidp.children_of=${uid}&name=${h.epoch}&include_epochs=true`))).toEqual([
      h.epoch,
    ]);
  });

  it('filters by digest and updated_since, lists in uid order, and ignores an unknown parameter but records it', async () => {
    const uid = repoUid('chainguard', 'nginx');
    const tag = emu.store.findTag('chainguard/nginx', '1.27')!;
    expect(names(await get(`/registry/v2/tags?uidp.children_of=${uid}&digest=${tag.digest}`))).toEqual(['1.27']);
    const since = new Date(emu.store.now - 30 * DAY).toISOString();
    expect(names(await get(`/registry/v2/tags?uidp.children_of=${uid}&updated_since=${since}`))).not.toContain('1.25');
    const listed = (await get(`/registry/v2/tags?uidp.children_of=${uid}`)).tags as { uid: string }[];
    expect(listed.map((t) => t.uid)).toEqual(listed.map((t) => t.uid).sort());
    const misspelt = await get(`/registry/v2/tags?uidp.children_of=${uid}&nmae=1.27`);
    expect(names(misspelt)).toHaveLength(6); // unfiltered, as the real service answers
    expect(emu.requests.at(-1)!.unknownParams).toEqual(['nmae']);
  });

  it('pages end-of-life tags with page_size and page_token, items + nextPageToken, the real enum names', async () => {
    const uid = repoUid(eolPaged.org, eolPaged.image);
    const first = await get(`/registry/v1/eoltags?uidp.children_of=${uid}&page_size=500`);
    const items = first.items as { name: string; tagStatus: string; graceStatus: string }[];
    expect(items).toHaveLength(EOL_MAX_PAGE_SIZE);
    expect(typeof first.nextPageToken).toBe('string');
    expect(items.map((i) => i.name)).not.toContain(eolPaged.graceTag);
    expect(new Set(items.map((i) => i.graceStatus))).toEqual(new Set(['GRACE_EXPIRED']));
    const second = await get(
      `/registry/v1/eoltags?uidp.childrenOf=${uid}&pageSize=500&pageToken=${String(first.nextPageToken)}`,
    );
    const grace = (second.items as { name: string; tagStatus: string; graceStatus: string }[]).find(
      (i) => i.name === eolPaged.graceTag,
    );
    expect(grace).toMatchObject({ tagStatus: 'TAG_IN_GRACE', graceStatus: 'GRACE_ACTIVE' });
    expect(second.nextPageToken).toBe('');
  });
});

describe('the client right against the real service', () => {
  it('a pinned epoch tag and a date tag are checked right, not TAG_NOT_FOUND', async () => {
    const epoch = emu.store.findTag(`${h.org}/${h.image}`, h.epoch)!;
    const [pinned, dated] = await check([
      `${emu.registry}/${h.org}/${h.image}:${h.epoch}@${epoch.digest}`,
      `${emu.registry}/${h.org}/${h.image}:${h.date}`,
    ]);
    expect(pinned).toMatchObject({ status: 'ok', error: null, buildsBehind: 0, digest: epoch.digest });
    // The date tag's last build is 200 days old: stale, found all the same.
    expect(dated).toMatchObject({ error: null, digest: emu.store.findTag(`${h.org}/${h.image}`, h.date)!.digest });
  });

  it('warns about a grace period on the second page of end-of-life tags', async () => {
    const l = lookups();
    const results = await check([`${emu.registry}/${eolPaged.org}/${eolPaged.image}:${eolPaged.graceTag}`], l);
    const advice = await adviseResults(results, l, {
      now: new Date(emu.store.now),
      warnBeforeMs: 30 * DAY,
      ledger: null,
    });
    expect(advice.results[0]!.endOfLife).toMatchObject({ status: 'TAG_IN_GRACE', warn: true, daysLeft: 12 });
    expect(emu.requests.filter((r) => r.path === '/registry/v1/eoltags').length).toBeGreaterThanOrEqual(2);
  });

  it('one reference of a big repo: one request with the name filter, not the listing', async () => {
    const [r] = await check([`${emu.registry}/${SEED.manyTags.org}/${SEED.manyTags.image}:21.0.5`]);
    expect(r).toMatchObject({ status: 'ok', error: null });
    expect(tagRequests()).toHaveLength(1);
    expect(tagRequests()[0]!.query).toMatchObject({ name: '21.0.5', include_epochs: 'true' });
  });

  it('two references of a repo of several pages: page 1, then the name filter for what it did not hold', async () => {
    emu.store.addRepo('acme.com', 'many-pages');
    for (let i = 0; i < 1_000; i++) emu.store.addTag('acme.com/many-pages', { name: `1.${i}` });
    emu.requests.length = 0;
    const results = await check([
      `${emu.registry}/acme.com/many-pages:1.10`,
      `${emu.registry}/acme.com/many-pages:1.900`,
    ]);
    expect(results.map((r) => r.status)).toEqual(['ok', 'ok']);
    // Five pages of 200 as a listing; at most page 1 and a filtered request per reference.
    expect(tagRequests().length).toBeLessThanOrEqual(3);
  });

  it('a digest-only reference of a current build is placed with the digest filter, before any history', async () => {
    const tag = emu.store.findTag('chainguard/go', '1.24')!;
    const [r] = await check([`${emu.registry}/chainguard/go@${tag.digest}`]);
    expect(r).toMatchObject({ tag: '1.24', status: 'ok', buildsBehind: 0 });
    expect(tagRequests()).toHaveLength(1);
    expect(tagRequests()[0]!.query).toMatchObject({ digest: tag.digest });
    // No history searched to place it: the one read is the pin's own, of the tag it was placed on.
    expect(emu.requests.filter((q) => q.path.includes('/history/')).map((q) => q.path.split('/').pop())).toEqual([
      '1.24',
    ]);
  });
});
