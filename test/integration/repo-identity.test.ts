import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkTargets } from '../../src/check/judge/engine';
import { Lookups } from '../../src/check/lookups/lookups';
import { notOffered } from '../support/fake-lookups';
import { MAX_PLACEMENT_HISTORIES, placementPlan } from '../../src/check/judge/placement';
import { chooseRepo } from '../../src/check/lookups/repo-choice';
import { buildTargets } from '../../src/check/targets';
import { HttpClient } from '../../src/http/client';
import type { ImageResult } from '../../src/model';
import { PlatformClient } from '../../src/platform/client';
import { EolTagsClient } from '../../src/platform/eoltags';
import { RegistryClient } from '../../src/registry/client';
import { SEED, startEmulator, type Emulator } from '../emulator/index';
import { emulatorClients } from '../support/emulator-settings';

// Which repo a reference names, and which tag a digest-only reference belongs to, over the
// `two-orgs` catalog: a second organization (globex.com) holds repos named like the public
// catalog's, with tags of the same names, and every organization has an opaque uid.

const { groups, otherOrg } = SEED.twoOrgs;
const DAY = 86_400_000;

let emu: Emulator;
let http: HttpClient;
beforeAll(async () => {
  emu = await startEmulator({ catalog: 'two-orgs' });
  http = new HttpClient({ retry: { maxAttempts: 1 } });
});
afterAll(async () => {
  await http.close();
  await emu.close();
});
beforeEach(() => {
  emu.requests.length = 0;
});

function lookups(group: string): Lookups {
  return new Lookups(
    {
      platform: new PlatformClient({ http, apiUrl: emu.url, token: emu.apiToken, group: group || undefined }),
      registry: new RegistryClient({
        http,
        registry: emu.registry,
        credentials: { kind: 'bearer', token: emu.registryToken },
      }),
      ...notOffered,
    },
    group,
  );
}

async function check(refs: string[], group = ''): Promise<ImageResult[]> {
  const { targets } = buildTargets(refs, [], emu.registry);
  return checkTargets(targets, lookups(group), { now: new Date(emu.store.now), maxAgeMs: 30 * DAY, concurrency: 4 });
}

const ref = (org: string, image: string, tag: string) => `${emu.registry}/${org}/${image}:${tag}`;
const tagOf = (org: string, image: string, tag: string) => emu.store.findTag(`${org}/${image}`, tag)!;

describe('repo identity: the registry decides between repos of one name', () => {
  it('the seed has what the tests rest on: opaque org uids, two repos of one name, one tag end-of-life in one only', () => {
    expect(emu.store.findGroup(SEED.publicOrg)!.uid).toBe(groups.chainguard);
    expect(emu.store.findGroup(otherOrg)!.uid).toBe(groups[otherOrg]);
    expect(SEED.twoOrgs.sameNameTags.length).toBeGreaterThanOrEqual(2);
    for (const { image, tag, publicDeprecated, otherDeprecated } of SEED.twoOrgs.sameNameTags) {
      expect(tagOf(SEED.publicOrg, image, tag).deprecated).toBe(publicDeprecated);
      expect(tagOf(otherOrg, image, tag).deprecated).toBe(otherDeprecated);
      expect(tagOf(SEED.publicOrg, image, tag).digest).not.toBe(tagOf(otherOrg, image, tag).digest);
    }
  });

  it.each([
    ['no group', ''],
    ['group = the public catalog’s group', groups.chainguard],
    ['group = another organization', groups[otherOrg]],
  ])('resolves public images to the public repo with %s', async (_, group) => {
    const [nginx, python] = SEED.twoOrgs.sameNameTags;
    const results = await check(
      [ref(SEED.publicOrg, nginx!.image, nginx!.tag), ref(SEED.publicOrg, python!.image, python!.tag)],
      group,
    );
    expect(results).toHaveLength(2);
    for (const r of results) {
      // End-of-life in the public repo, current in globex.com's: the public verdict, no error.
      expect(r).toMatchObject({ status: 'eol', deprecated: true, error: null });
      expect(r.digest).toBe(tagOf(SEED.publicOrg, r.image, r.tag!).digest);
    }
    // The public org is looked up unscoped whatever the group: both repos are candidates.
    const repoQueries = emu.requests.filter((q) => q.path === '/registry/v2/repos');
    expect(repoQueries.length).toBeGreaterThan(0);
    expect(repoQueries.filter((q) => 'uidp.descendants_of' in q.query)).toEqual([]);
  });

  it('resolves the other organization’s image to its own repo, with or without its group', async () => {
    const { image, tag } = SEED.twoOrgs.sameNameTags[0]!;
    for (const group of ['', groups[otherOrg]]) {
      const [r] = await check([ref(otherOrg, image, tag)], group);
      expect(r).toMatchObject({
        status: 'ok',
        deprecated: false,
        error: null,
        digest: tagOf(otherOrg, image, tag).digest,
      });
    }
  });

  it('when every visible repo of the name is another organization’s: an error naming the candidates and the group to set, never a guess', async () => {
    // globex.com has no redis: the two visible repos of that name (public, acme.com) are proven by
    // their groups' names to be other organizations', so neither may decide the verdict.
    const { name, orgs } = SEED.ambiguousRepo;
    const [r] = await check([ref(otherOrg, name, 'latest')]);
    expect(r!.status).toBe('error');
    expect(r!.error).toMatchObject({ code: null, reason: 'ORG_MISMATCH' });
    expect(orgs).toHaveLength(2);
    for (const org of orgs)
      expect(r!.error!.message).toContain(`${emu.store.findRepo(`${org}/${name}`)!.uid} is ${org}'s`);
    expect(r!.error!.message).toMatch(
      /set the group input to the uid of the organization group that holds globex\.com\/redis/i,
    );
    expect(r!.deprecated).toBe(false);
  });
});

describe('the organization is proven by its group’s name before any verdict', () => {
  const groupReads = () => emu.requests.filter((q) => q.path.startsWith('/iam/v2/groups/'));
  afterEach(() => {
    emu.unreadableGroups.clear();
    emu.faults.clear();
  });

  it.each([
    ['the public catalog’s group', groups.chainguard, SEED.privateOrg],
    ['the public catalog’s group', groups.chainguard, otherOrg],
    ['another organization’s group', groups[otherOrg], SEED.privateOrg],
  ])('group = %s never judges %s/nginx:1.25 by that organization’s nginx', async (_, group, org) => {
    const [r] = await check([ref(org, 'nginx', '1.25')], group);
    expect(r).toMatchObject({ status: 'error', deprecated: false, digest: null });
    expect(r!.error).toMatchObject({ code: null, reason: 'ORG_MISMATCH' });
    const holder = group === groups.chainguard ? SEED.publicOrg : otherOrg;
    expect(r!.error!.message).toContain(`${emu.store.findRepo(`${holder}/nginx`)!.uid} is ${holder}'s`);
    expect(r!.error!.message).toContain(`never judge ${org}/nginx`);
    // Nothing of the other organization's repo was read to judge it.
    expect(emu.requests.filter((q) => q.path.includes('/history/'))).toEqual([]);
  });

  it('a digest-only reference is never placed in another organization’s repo', async () => {
    // The public nginx's current 1.26 build, written as acme.com's: acme.com has no nginx.
    const current = tagOf(SEED.publicOrg, 'nginx', '1.26').digest;
    const [r] = await check([`${emu.registry}/${SEED.privateOrg}/nginx@${current}`], groups.chainguard);
    expect(r).toMatchObject({ status: 'error', tag: null, deprecated: false, digest: null });
    expect(r!.error).toMatchObject({ reason: 'ORG_MISMATCH' });
    expect(emu.requests.filter((q) => q.path.includes('/history/'))).toEqual([]);
  });

  it('reads each group once per run, however many repos and references are under it', async () => {
    const refs = [
      ref(SEED.publicOrg, 'nginx', '1.27'),
      ref(SEED.publicOrg, 'nginx', 'latest'),
      ref(SEED.publicOrg, 'python', '3.12'),
      ref(otherOrg, 'nginx', '1.26'),
      ref(otherOrg, 'python', '3.11'),
      ref(SEED.privateOrg, SEED.privateImage.image, SEED.privateImage.tag),
    ];
    const results = await check(refs);
    expect(results.map((r) => r.error)).toEqual(refs.map(() => null));
    const reads = groupReads().map((q) => q.path);
    expect(reads.sort()).toEqual(
      [groups.chainguard, emu.store.findGroup(SEED.privateOrg)!.uid, groups[otherOrg]]
        .map((g) => `/iam/v2/groups/${g}`)
        .sort(),
    );
  });

  it('a group it may not read: the registry’s Tag History at the listing’s digest proves the repo, with no group set', async () => {
    emu.unreadableGroups.add(groups.chainguard);
    const [nginx] = SEED.twoOrgs.sameNameTags;
    const [r] = await check([ref(SEED.publicOrg, nginx!.image, nginx!.tag)]);
    expect(r).toMatchObject({ status: 'eol', deprecated: true, error: null });
    expect(r!.digest).toBe(tagOf(SEED.publicOrg, nginx!.image, nginx!.tag).digest);
    expect(groupReads().find((q) => q.path.endsWith(groups.chainguard))?.status).toBe(403);
    const histories = new Set(emu.requests.filter((q) => q.path.includes('/history/')).map((q) => q.path));
    expect([...histories]).toEqual([`/v2/${SEED.publicOrg}/${nginx!.image}/_${SEED.vendor}/history/${nginx!.tag}`]);
  });

  it('a group it may not read and a registry that does not agree: an explicit error, never a verdict', async () => {
    emu.unreadableGroups.add(groups.chainguard);
    // Scoped to the public group, the only visible nginx is the public one; acme.com has none.
    const [r] = await check([ref(SEED.privateOrg, 'nginx', '1.25')], groups.chainguard);
    expect(r).toMatchObject({ status: 'error', deprecated: false, digest: null });
    expect(r!.error).toMatchObject({ code: null, reason: 'ORG_NOT_PROVEN' });
    expect(r!.error!.message).toMatch(
      /could not be read .*so the registry must prove it is acme\.com's, and it does not/,
    );
  });

  it('a group it may not read and a registry that cannot be read: an explicit error', async () => {
    emu.unreadableGroups.add(groups.chainguard);
    emu.faults.add({ route: /\/history\//, kind: 'status', status: 500, times: Infinity });
    const [r] = await check([ref(SEED.publicOrg, 'nginx', '1.26')]);
    expect(r).toMatchObject({ status: 'error', deprecated: false });
    expect(r!.error).toMatchObject({ reason: 'ORG_NOT_PROVEN' });
    expect(r!.error!.message).toMatch(/Tag History of chainguard\/nginx:1\.26 could not be read/);
  });
});

describe('end-of-life tags (v1) follow the repo identity rule', () => {
  const withEol = () => new Lookups(emulatorClients(emu, http, { vulnReports: notOffered.vulnReports }));
  const eolRequests = () => emu.requests.filter((q) => q.path === '/registry/v1/eoltags');

  it('of two repos of one name, each tag gets the list of the repo its listing chose, one request per repo', async () => {
    const { image, tag } = SEED.twoOrgs.sameNameTags[0]!;
    const lookups = withEol();
    expect(await lookups.candidates(SEED.publicOrg, image)).toHaveLength(2);
    const answers = await lookups.eolTags(SEED.publicOrg, image, [tag, 'latest']);
    expect(eolRequests()).toHaveLength(1);
    const publicUid = emu.store.findRepo(`${SEED.publicOrg}/${image}`)!.uid;
    const own = await new EolTagsClient({ http, apiUrl: emu.url, token: emu.apiToken }).list(publicUid);
    expect(own?.some((item) => item.name === tag)).toBe(true);
    expect([...answers.keys()]).toEqual([tag, 'latest']);
    for (const items of answers.values()) expect(items).toEqual(own);
  });

  it('of a name with one repo: one request, the same list for every tag', async () => {
    const image = SEED.images.find(
      (i) => i.org === SEED.publicOrg && !SEED.twoOrgs.images.includes(i.image) && i.deprecated.length > 0,
    )!;
    const lookups = withEol();
    const answers = await lookups.eolTags(SEED.publicOrg, image.image, image.tags);
    expect(answers.size).toBe(image.tags.length);
    const [first] = answers.values();
    expect(first?.length).toBeGreaterThan(0);
    for (const items of answers.values()) expect(items).toBe(first);
    expect(eolRequests()).toHaveLength(1);
  });
});

describe('chooseRepo', () => {
  const digest = (n: number) => `sha256:${String(n).padStart(64, '0')}`;
  const repo = (uid: string) => ({ uid, name: 'nginx' });
  const listing = (d: string, deprecated = false) => ({
    ok: true as const,
    value: [{ name: '1.26', digest: d, deprecated }],
  });
  const question = (current: string, group = '') => ({
    org: 'chainguard',
    image: 'nginx',
    tag: '1.26',
    current: { ok: true as const, value: current },
    group,
  });

  it('picks the one repo whose tag is at the registry’s current digest', () => {
    const choice = chooseRepo(question(digest(2)), [
      { repo: repo('a/1'), tags: listing(digest(1)) },
      { repo: repo('b/1'), tags: listing(digest(2), true) },
    ]);
    expect('repo' in choice && choice.repo.uid).toBe('b/1');
  });

  it('several that agree with the same verdict are the same answer; with different verdicts, an error', () => {
    const same = chooseRepo(question(digest(2)), [
      { repo: repo('a/1'), tags: listing(digest(2)) },
      { repo: repo('b/1'), tags: listing(digest(2)) },
    ]);
    expect('repo' in same).toBe(true);
    const differ = chooseRepo(question(digest(2), 'grp-top'), [
      { repo: repo('a/1'), tags: listing(digest(2)) },
      { repo: repo('b/1'), tags: listing(digest(2), true) },
    ]);
    expect('error' in differ && differ.error.message).toMatch(
      /^Set group to the uid of the organization \(or subgroup\) that holds chainguard\/nginx.*2 of them list 1\.26 at that digest but disagree/,
    );
    expect('error' in differ && differ.error.kind).toBe('condition');
  });
});

describe('digest-only references are placed in their stream', () => {
  const { image } = SEED.publicImage;
  const org = SEED.publicOrg;

  it('places an older build of a non-latest tag: that tag, its builds behind, within the bound of history reads', async () => {
    const history = emu.store.history(`${org}/${image}`, '1.27')!;
    const pinned = history.at(-6)!.digest;
    const [r] = await check([`${emu.registry}/${org}/${image}@${pinned}`]);
    expect(r).toMatchObject({
      tag: '1.27',
      status: 'ok',
      buildsBehind: 5,
      deprecated: false,
      error: null,
      digest: history.at(-1)!.digest,
    });
    const reads = new Set(emu.requests.filter((q) => q.path.includes('/history/')).map((q) => q.path));
    expect(reads.size).toBeLessThanOrEqual(MAX_PLACEMENT_HISTORIES);
    // `latest` first, then the version tags: 1.27 is found second.
    expect([...reads].map((p) => p.split('/').pop())).toEqual(['latest', '1.27']);
  });

  it('places a build of an end-of-life tag and reports it end-of-life', async () => {
    const pinned = emu.store.history(`${org}/${image}`, '1.26')!.at(-3)!.digest;
    const [r] = await check([`${emu.registry}/${org}/${image}@${pinned}`]);
    expect(r).toMatchObject({ tag: '1.26', status: 'eol', deprecated: true, buildsBehind: 2 });
  });

  it('a digest that is a tag’s current build needs no history search', async () => {
    const current = tagOf(org, image, '1.27').digest;
    const [r] = await check([`${emu.registry}/${org}/${image}@${current}`]);
    expect(r).toMatchObject({ tag: '1.27', status: 'ok', buildsBehind: 0 });
  });

  it('a digest it cannot place is an error advising name:tag@sha256, never judged against latest', async () => {
    const unknown = `sha256:${'e'.repeat(64)}`;
    const [r] = await check([`${emu.registry}/${org}/${image}@${unknown}`]);
    expect(r).toMatchObject({ status: 'error', tag: null, digest: null, deprecated: false, buildsBehind: null });
    expect(r!.error).toMatchObject({ code: null, reason: 'DIGEST_NOT_PLACED' });
    expect(r!.error!.message).toContain(
      `write the tag it was built from, as ${emu.registry}/${org}/${image}:<tag>@${unknown}`.replace(/^w/, 'W'),
    );
    expect(r!.error!.message).not.toMatch(/never a build of .*:latest/);
    expect(new Set(emu.requests.filter((q) => q.path.includes('/history/')).map((q) => q.path)).size).toBe(
      Math.min(MAX_PLACEMENT_HISTORIES, SEED.images.find((i) => i.org === org && i.image === image)!.tags.length),
    );
  });

  it('orders the search: latest, plain tags most recently updated first, then variants; bounded', () => {
    const t = (name: string, daysAgo: number) => ({
      name,
      digest: `sha256:${'1'.repeat(64)}`,
      deprecated: false,
      updateTime: new Date(Date.UTC(2026, 10, 20) - daysAgo * DAY).toISOString(),
    });
    const tags = [
      t('1.27-dev', 0),
      t('1.25', 200),
      t('latest-dev', 0),
      t('1.27', 1),
      t('latest', 0),
      t('1.26', 90),
      t('a', 300),
      t('b', 301),
      t('c', 302),
    ];
    expect(placementPlan(tags, `sha256:${'2'.repeat(64)}`)).toEqual({
      search: ['latest', '1.27', '1.26', '1.25', 'a', 'b'],
      skipped: 3,
    });
  });
});

describe('honest error codes in results', () => {
  it('an error that is no HTTP answer has code null; an error answer keeps its code', async () => {
    // A tag listing that breaks the schema arrives as HTTP 200: no status to show.
    emu.faults.add({ kind: 'bad-schema', route: '/registry/v2/tags', times: 1 });
    const [broken] = await check([ref(SEED.privateImage.org, SEED.privateImage.image, SEED.privateImage.tag)]);
    expect(broken!.error).toMatchObject({ code: null, reason: 'INVALID_RESPONSE' });
    emu.faults.add({ kind: 'status', status: 500, route: '/vulnerabilities/v2/advisories', times: 1 });
    const [failed] = await check([ref(SEED.privateImage2.org, SEED.privateImage2.image, SEED.privateImage2.tag)]);
    expect(failed!.status).toBe('error');
    expect([13, 500]).toContain(failed!.error!.code);
  });
});
