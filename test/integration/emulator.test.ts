import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../../src/http/client';
import { PlatformClient } from '../../src/platform/client';
import { RegistryClient } from '../../src/registry/client';
import { signedJwt } from '../emulator/oidc';
import { digestOf, SEED, startEmulator, type Emulator } from '../emulator/index';

// The emulator over real HTTP on 127.0.0.1: every endpoint, the List rules, the registry's token
// rules, the AIP-193 errors and every fault kind.

interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json: any;
}

const ERR = 'type.googleapis.com/google.rpc.';

let emu: Emulator;
beforeAll(async () => {
  emu = await startEmulator();
});
afterAll(() => emu.close());
afterEach(() => {
  emu.faults.clear();
  emu.setLatency(0);
});

async function call(
  path: string,
  init: {
    method?: string;
    token?: string | null;
    auth?: string;
    body?: unknown;
    signal?: AbortSignal;
    base?: string;
  } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  const token = init.token === undefined ? emu.apiToken : init.token;
  if (init.auth) headers.authorization = init.auth;
  else if (token !== null) headers.authorization = `Bearer ${token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${init.base ?? emu.url}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: init.signal,
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}

const repoUid = (org: string, image: string) => emu.store.findRepo(`${org}/${image}`)!.uid;
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
const historyPath = (org: string, image: string, tag: string, query = '') =>
  `/v2/${org}/${image}/_${SEED.vendor}/history/${tag}${query}`;

async function pullToken(org: string, image: string, auth?: string): Promise<string> {
  const answer = await call(`/token?scope=${encodeURIComponent(`repository:${org}/${image}:pull`)}`, {
    token: null,
    auth,
  });
  expect(answer.status).toBe(200);
  return answer.json.token as string;
}

/** Every item of a List endpoint, following nextPageToken. */
async function walk(
  path: string,
  key: string,
): Promise<{ items: { uid: string; name: string }[]; pages: number; totals: string[] }> {
  const items: { uid: string; name: string }[] = [];
  const totals: string[] = [];
  let token: string | undefined;
  let pages = 0;
  do {
    const sep = path.includes('?') ? '&' : '?';
    const answer = await call(`${path}${token ? `${sep}page_token=${encodeURIComponent(token)}` : ''}`);
    expect(answer.status).toBe(200);
    items.push(...answer.json[key]);
    totals.push(answer.json.totalCount);
    token = answer.json.nextPageToken;
    pages++;
  } while (token);
  return { items, pages, totals };
}

function expectErrorInfo(
  json: { code: number; message: string; details: { '@type': string }[] },
  code: number,
  reason: string,
  domain: string,
) {
  expect(json.code).toBe(code);
  expect(typeof json.message).toBe('string');
  expect(json.details[0]).toEqual({ '@type': `${ERR}ErrorInfo`, reason, domain });
}

describe('start-up and seeded data', () => {
  it('listens on 127.0.0.1 with the API and the registry on one port', () => {
    expect(emu.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(emu.registry).toBe(emu.url.slice('http://'.length));
    expect(emu.rootGroup).toMatch(/^[0-9a-f]{40}$/);
    expect(emu.store.groups.get(emu.rootGroup)?.name).toBe(SEED.privateOrg);
  });

  it('is deterministic from the seed', async () => {
    const [a, b, c] = await Promise.all([
      startEmulator({ seed: 42, now: '2026-06-01T00:00:00Z' }),
      startEmulator({ seed: 42, now: '2026-06-01T00:00:00Z' }),
      startEmulator({ seed: 43, now: '2026-06-01T00:00:00Z' }),
    ]);
    const facts = (e: Emulator) => ({
      root: e.rootGroup,
      apiToken: e.apiToken,
      repos: [...e.store.repos.keys()],
      tags: [...e.store.tags.values()].map((t) => [t.uid, t.digest, t.updateTime]),
      history: e.store.history(`${SEED.publicImage.org}/${SEED.publicImage.image}`, SEED.publicImage.tag),
      advisories: [...e.store.advisories.values()].map((x) => x.advisoryId),
    });
    expect(facts(a)).toEqual(facts(b));
    expect(facts(c).root).not.toBe(facts(a).root);
    expect(facts(c).tags[0]![1]).not.toBe(facts(a).tags[0]![1]);
    await Promise.all([a.close(), b.close(), c.close()]);
  });

  it('digestOf is a deterministic sha256 digest', () => {
    expect(digestOf(7)).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(digestOf(7)).toBe(digestOf(7));
    expect(digestOf(7)).not.toBe(digestOf(8));
  });

  it('holds the SEED facts', () => {
    const { store } = emu;
    for (const image of SEED.images) {
      const repo = store.findRepo(`${image.org}/${image.image}`)!;
      expect(repo, `${image.org}/${image.image}`).toBeDefined();
      expect(store.tagsOf(repo.uid).map((t) => t.name)).toEqual(image.tags);
      expect(
        store
          .tagsOf(repo.uid)
          .filter((t) => t.deprecated)
          .map((t) => t.name),
      ).toEqual(image.deprecated);
    }
    expect(SEED.deprecatedTags.length).toBeGreaterThanOrEqual(3);
    expect(
      store.findTag(`${SEED.longHistory.org}/${SEED.longHistory.image}`, SEED.longHistory.tag)!.historyLength,
    ).toBe(SEED.longHistory.count);
    expect(SEED.longHistory.count).toBeGreaterThan(2000);
    expect(store.tagsOf(repoUid(SEED.manyTags.org, SEED.manyTags.image))).toHaveLength(SEED.manyTags.count);
    expect(SEED.manyTags.count).toBeGreaterThan(200);
    expect(store.advisoriesOf(SEED.manyAdvisories.image)).toHaveLength(SEED.manyAdvisories.count);
    expect(SEED.manyAdvisories.count).toBeGreaterThan(200);
    const ambiguous = [...store.repos.values()].filter((r) => r.name === SEED.ambiguousRepo.name);
    expect(ambiguous.map((r) => store.orgOf(r.uid)!.name).sort()).toEqual([...SEED.ambiguousRepo.orgs].sort());
    expect(store.orgOf(repoUid(SEED.privateImage.org, SEED.privateImage.image))!.uid).toBe(emu.rootGroup);
    expect(store.repos.get(repoUid(SEED.subgroupImage.org, SEED.subgroupImage.image))!.group).toBe(emu.subGroup);
    expect(SEED.publicFreeTags.every((r) => r.org === SEED.publicOrg && SEED.freeTags.includes(r.tag))).toBe(true);
    expect([...store.roles.values()].map((r) => r.name).sort()).toEqual([...SEED.roles].sort());
    const identity = store.findIdentity(SEED.identity.name)!;
    expect(identity.claimMatch).toEqual({ issuer: SEED.identity.issuer, subject: SEED.identity.subject });
    expect(
      [...store.bindings.values()].some(
        (b) => b.identityUid === identity.uid && store.roles.get(b.roleUid)!.name === SEED.identity.role,
      ),
    ).toBe(true);
  });

  it('times are anchored to now: the newest builds of current tags are hours old, deprecated tags stopped long ago', () => {
    const now = emu.store.now;
    const latest = emu.store.findTag(`${SEED.publicImage.org}/${SEED.publicImage.image}`, SEED.publicImage.tag)!;
    const ageHours = (now - Date.parse(latest.updateTime)) / 3_600_000;
    expect(ageHours).toBeGreaterThan(0);
    expect(ageHours).toBeLessThan(24);
    const eol = emu.store.findTag(`${SEED.publicImage.org}/${SEED.publicImage.image}`, SEED.publicImage.deprecatedTag)!;
    expect((now - Date.parse(eol.updateTime)) / 86_400_000).toBeGreaterThan(30);
    // Daily builds: SEED.publicImage.builds of them, strictly increasing times.
    const times = latest.history.map((r) => Date.parse(r.updateTimestamp));
    expect(times).toHaveLength(SEED.publicImage.builds);
    expect(times.every((t, i) => i === 0 || t > times[i - 1]!)).toBe(true);
  });

  it('store helpers add data, keeping tag.digest on the newest build', async () => {
    const repo = emu.store.addRepo(emu.rootGroup, 'helper-image');
    const made = emu.store.addTag(repo.uid, { name: 'v1', history: 5 });
    expect(made.history).toHaveLength(5);
    expect(made.digest).toBe(made.history[4]!.digest);
    const explicit = emu.store.addTag('helper-image', {
      name: 'v2',
      deprecated: true,
      history: [
        { updateTimestamp: '2026-01-02T00:00:00.000Z', digest: digestOf(2) },
        { updateTimestamp: '2026-01-01T00:00:00.000Z', digest: digestOf(1) },
      ],
    });
    expect(explicit.history.map((r) => r.digest)).toEqual([digestOf(1), digestOf(2)]);
    expect(explicit.digest).toBe(digestOf(2));
    const build = emu.store.addBuild(`${SEED.privateOrg}/helper-image`, 'v1');
    expect(made.digest).toBe(build.digest);
    const listed = await call(`/registry/v2/tags?uidp.children_of=${repo.uid}&order_by=name`);
    expect(
      listed.json.tags.map((t: { name: string; digest: string; deprecated: boolean }) => [
        t.name,
        t.digest,
        t.deprecated,
      ]),
    ).toEqual([
      ['v1', build.digest, false],
      ['v2', digestOf(2), true],
    ]);
    const advisories = emu.store.addAdvisories('helper-image', 3);
    expect(advisories.every((a) => /^CGA-[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$/.test(a.advisoryId))).toBe(true);
    const found = await call('/vulnerabilities/v2/advisories?artifactNames=helper-image');
    expect(found.json.totalCount).toBe('3');
    emu.store.repos.delete(repo.uid);
  });

  it('the empty catalog has the orgs, the subgroup and the roles, nothing else', async () => {
    const empty = await startEmulator({ catalog: 'empty' });
    expect(
      empty.store.repos.size +
        empty.store.tags.size +
        empty.store.advisories.size +
        empty.store.identities.size +
        empty.store.bindings.size,
    ).toBe(0);
    expect(empty.store.groups.size).toBe(3);
    const roles = await call('/iam/v2/roles', { base: empty.url, token: empty.apiToken });
    expect(roles.json.roles.map((r: { name: string }) => r.name).sort()).toEqual([...SEED.roles].sort());
    const repos = await call('/registry/v2/repos', { base: empty.url, token: empty.apiToken });
    expect(repos.json).toEqual({ repos: [], totalCount: '0', skipped: 0 });
    await empty.close();
  });
});

describe('Platform API authentication', () => {
  it('refuses a missing or unknown token with 401 UNAUTHENTICATED', async () => {
    for (const token of [null, 'not-a-token', emu.registryToken]) {
      const answer = await call('/registry/v2/repos', { token });
      expect(answer.status).toBe(401);
      expectErrorInfo(answer.json, 16, 'UNAUTHENTICATED', 'registry.chainguard.dev');
    }
  });

  it('accepts a token exchanged for its own audience, not one for the registry', async () => {
    const identity = emu.store.findIdentity(SEED.identity.name)!.uid;
    expect((await call('/iam/v2/roles', { token: emu.exchangedToken(identity, emu.url) })).status).toBe(200);
    expect((await call('/iam/v2/roles', { token: emu.exchangedToken(identity, `${emu.url}/`) })).status).toBe(200);
    expect((await call('/iam/v2/roles', { token: emu.exchangedToken(identity, emu.registry) })).status).toBe(401);
  });
});

describe('registry domain: repos and tags', () => {
  it('filters repos by exact name and by group scope', async () => {
    const both = await call(`/registry/v2/repos?name=${SEED.ambiguousRepo.name}`);
    expect(both.json.repos).toHaveLength(2);
    expect(both.json.totalCount).toBe('2');
    const inOrg = await call(`/registry/v2/repos?name=${SEED.ambiguousRepo.name}&uidp.descendants_of=${emu.rootGroup}`);
    expect(inOrg.json.repos.map((r: { uid: string }) => r.uid)).toEqual([
      repoUid(SEED.privateOrg, SEED.ambiguousRepo.name),
    ]);
    expect((await call(`/registry/v2/repos?name=${SEED.ambiguousRepo.name.slice(0, 3)}`)).json.repos).toEqual([]);

    const privateNames = SEED.images
      .filter((i) => i.org === SEED.privateOrg)
      .map((i) => i.image)
      .sort();
    const descendants = await call(`/registry/v2/repos?uidp.descendants_of=${emu.rootGroup}`);
    expect(descendants.json.repos.map((r: { name: string }) => r.name).sort()).toEqual(privateNames);
    const children = await call(`/registry/v2/repos?uidp.children_of=${emu.rootGroup}`);
    expect(children.json.repos.map((r: { name: string }) => r.name).sort()).toEqual(
      privateNames.filter((n) => n !== SEED.subgroupImage.image),
    );
  });

  it('gets one repo by uid with the v2 fields, NOT_FOUND with ResourceInfo otherwise', async () => {
    const uid = repoUid(SEED.publicImage.org, SEED.publicImage.image);
    const answer = await call(`/registry/v2/repos/${uid}`);
    expect(answer.status).toBe(200);
    // The fields of registry/v2 repos.proto's Repo, zero values present (the default).
    expect(Object.keys(answer.json).sort()).toEqual([
      'activeTags',
      'aliases',
      'bundles',
      'catalogTier',
      'createTime',
      'customOverlay',
      'description',
      'name',
      'sync_config',
      'uid',
      'updateTime',
    ]);
    expect(answer.json).toMatchObject({ uid, name: SEED.publicImage.image });
    expect(answer.json.createTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    const missing = await call(`/registry/v2/repos/${emu.rootGroup}/0000000000000000`);
    expect(missing.status).toBe(404);
    expectErrorInfo(missing.json, 5, 'NOT_FOUND', 'registry.chainguard.dev');
    expect(missing.json.details[1]).toMatchObject({
      '@type': `${ERR}ResourceInfo`,
      resourceType: 'Repo',
      resourceName: `${emu.rootGroup}/0000000000000000`,
    });
  });

  it('updates a repo with PATCH: the mask, the present fields, or * for all', async () => {
    const repo = emu.store.addRepo(emu.rootGroup, 'patched', 'first');
    const patch = (query: string, body: unknown) =>
      call(`/registry/v2/repos/${repo.uid}${query}`, { method: 'PATCH', body });
    expect((await patch('', { description: 'second', name: 'ignored' })).json).toMatchObject({
      name: 'patched',
      description: 'second',
    });
    expect((await patch('', {})).json.description).toBe('second');
    expect((await patch('?updateMask=description', { description: 'third' })).json.description).toBe('third');
    expect((await patch('?updateMask=*', {})).json.description).toBe('');
    const bad = await patch('?updateMask=name', { name: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.json.details[1]).toEqual({
      '@type': `${ERR}BadRequest`,
      fieldViolations: [{ field: 'updateMask', description: expect.stringContaining('name cannot be updated') }],
    });
    expect((await call(`/registry/v2/repos/${repo.uid}`, { method: 'DELETE' })).text).toBe('');
    expect((await call(`/registry/v2/repos/${repo.uid}`)).status).toBe(404);
  });

  it('lists the tags of a repo with uidp.children_of, deprecated flags and digests of the newest build', async () => {
    const { org, image } = SEED.publicImage;
    const answer = await call(`/registry/v2/tags?uidp.children_of=${repoUid(org, image)}`);
    const seed = SEED.images.find((i) => i.org === org && i.image === image)!;
    // In uid order (the listing's default), so compared as sets.
    expect(answer.json.tags.map((t: { name: string }) => t.name).sort()).toEqual([...seed.tags].sort());
    expect(
      answer.json.tags
        .filter((t: { deprecated: boolean }) => t.deprecated)
        .map((t: { name: string }) => t.name)
        .sort(),
    ).toEqual([...seed.deprecated].sort());
    for (const tag of answer.json.tags as { name: string; digest: string; updateTime: string; uid: string }[]) {
      const history = emu.store.history(`${org}/${image}`, tag.name)!;
      expect(tag.digest).toBe(history.at(-1)!.digest);
      expect(tag.updateTime).toBe(history.at(-1)!.updateTimestamp);
      expect(tag.uid.startsWith(`${repoUid(org, image)}/`)).toBe(true);
    }
    const one = answer.json.tags[0];
    expect((await call(`/registry/v2/tags/${one.uid}`)).json).toEqual(one);
    expect((await call(`/registry/v2/tags/${one.uid}x`)).status).toBe(404);
  });
});

describe('List rules: paging, totalCount, skip, order_by', () => {
  const tagsPath = () => `/registry/v2/tags?uidp.children_of=${repoUid(SEED.manyTags.org, SEED.manyTags.image)}`;

  it('pages 50 by default, totalCount a decimal string, nextPageToken absent on the last page', async () => {
    const first = await call(tagsPath());
    expect(first.json.tags).toHaveLength(SEED.pageSize.default);
    expect(first.json.totalCount).toBe(String(SEED.manyTags.count));
    expect(first.json.skipped).toBe(0);
    expect(typeof first.json.nextPageToken).toBe('string');
    const all = await walk(tagsPath(), 'tags');
    expect(all.pages).toBe(Math.ceil(SEED.manyTags.count / SEED.pageSize.default));
    expect(new Set(all.items.map((t) => t.uid)).size).toBe(SEED.manyTags.count);
    expect(new Set(all.totals)).toEqual(new Set([String(SEED.manyTags.count)]));
  });

  it('caps page_size at 200 and clamps larger values to it', async () => {
    const big = await call(`${tagsPath()}&page_size=1000`);
    expect(big.status).toBe(200);
    expect(big.json.tags).toHaveLength(SEED.pageSize.max);
    const rest = await call(`${tagsPath()}&page_size=200&page_token=${encodeURIComponent(big.json.nextPageToken)}`);
    expect(rest.json.tags).toHaveLength(SEED.manyTags.count - SEED.pageSize.max);
    expect(rest.json.nextPageToken).toBeUndefined();
    expect((await call(`${tagsPath()}&page_size=-1`)).status).toBe(400);
    expect((await call(`${tagsPath()}&page_size=ten`)).json.details[1].fieldViolations[0].field).toBe('page_size');
  });

  it('skip jumps ahead and is echoed as skipped', async () => {
    const all = await walk(tagsPath(), 'tags');
    const skipped = await call(`${tagsPath()}&skip=120&page_size=10`);
    expect(skipped.json.skipped).toBe(120);
    expect(skipped.json.tags.map((t: { uid: string }) => t.uid)).toEqual(all.items.slice(120, 130).map((t) => t.uid));
    const beyond = await call(`${tagsPath()}&skip=100000`);
    expect(beyond.json).toMatchObject({ tags: [], totalCount: String(SEED.manyTags.count), skipped: 100000 });
    expect(beyond.json.nextPageToken).toBeUndefined();
  });

  it('orders by name, name desc and created_at desc; refuses other orders', async () => {
    const names = (await walk(`${tagsPath()}&order_by=name&page_size=200`, 'tags')).items.map((t) => t.name);
    expect(names).toEqual([...names].sort());
    const desc = (
      await walk(`${tagsPath()}&order_by=${encodeURIComponent('name desc')}&page_size=200`, 'tags')
    ).items.map((t) => t.name);
    expect(desc).toEqual([...names].reverse());
    const byCreated = (await walk(`/registry/v2/repos?order_by=${encodeURIComponent('created_at desc')}`, 'repos'))
      .items as unknown as { createTime: string }[];
    const times = byCreated.map((r) => Date.parse(r.createTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const bad = await call(`/registry/v2/repos?order_by=${encodeURIComponent('size desc')}`);
    expect(bad.status).toBe(400);
    expect(bad.json.details[1].fieldViolations[0].field).toBe('order_by');
  });

  it('refuses a page token that is not one, or that belongs to another query', async () => {
    const garbage = await call(`${tagsPath()}&page_token=nonsense`);
    expect(garbage.status).toBe(400);
    expectErrorInfo(garbage.json, 3, 'INVALID_ARGUMENT', 'registry.chainguard.dev');
    const token = (await call(tagsPath())).json.nextPageToken as string;
    const other = await call(
      `/registry/v2/tags?uidp.children_of=${repoUid(SEED.publicImage.org, SEED.publicImage.image)}&page_token=${encodeURIComponent(token)}`,
    );
    expect(other.status).toBe(400);
  });

  it('an expired page token restarts from the first page, with no error (fault and lifetime)', async () => {
    const first = await call(tagsPath());
    const token = encodeURIComponent(first.json.nextPageToken);
    const second = await call(`${tagsPath()}&page_token=${token}`);
    expect(second.json.tags[0].uid).not.toBe(first.json.tags[0].uid);

    const rule = emu.faults.add({ kind: 'expire-page-token' });
    const restarted = await call(`${tagsPath()}&page_token=${token}`);
    expect(restarted.status).toBe(200);
    expect(restarted.json.tags.map((t: { uid: string }) => t.uid)).toEqual(
      first.json.tags.map((t: { uid: string }) => t.uid),
    );
    expect(rule.fired).toBe(1);
    // Used up: the same token works again.
    expect((await call(`${tagsPath()}&page_token=${token}`)).json.tags[0].uid).toBe(second.json.tags[0].uid);

    emu.pageTokenLifetimeMs = -1;
    try {
      expect((await call(`${tagsPath()}&page_token=${token}`)).json.tags[0].uid).toBe(first.json.tags[0].uid);
    } finally {
      emu.pageTokenLifetimeMs = 3 * 24 * 3_600_000;
    }
  });

  it('the Platform client lists every tag across pages, even when a page token expires', async () => {
    const http = new HttpClient({ retry: { maxAttempts: 1 } });
    const client = new PlatformClient({ http, apiUrl: emu.url, token: emu.apiToken });
    const uid = repoUid(SEED.manyTags.org, SEED.manyTags.image);
    expect(await client.listTags(uid)).toHaveLength(SEED.manyTags.count);
    const rule = emu.faults.add({ kind: 'expire-page-token', route: '/registry/v2/tags' });
    const tags = await client.listTags(uid);
    expect(rule.fired).toBe(1);
    expect(new Set(tags.map((t) => t.name)).size).toBe(SEED.manyTags.count);
    expect(tags.filter((t) => t.deprecated)).toHaveLength(SEED.manyTags.deprecatedCount);
    await http.close();
  });
});

describe('vulnerabilities domain: advisories', () => {
  it('lists the advisories of an image over several pages', async () => {
    const all = await walk(
      `/vulnerabilities/v2/advisories?artifactNames=${SEED.manyAdvisories.image}&page_size=200`,
      'advisories',
    );
    expect(all.items).toHaveLength(SEED.manyAdvisories.count);
    expect(all.pages).toBe(Math.ceil(SEED.manyAdvisories.count / 200));
    const first = all.items[0] as unknown as Record<string, string>;
    expect(first).toMatchObject({
      artifactName: SEED.manyAdvisories.image,
      advisoryId: expect.stringMatching(/^CGA-/),
      uid: expect.any(String),
      updateTime: expect.any(String),
    });
  });

  it('filters by a comma list of artifactNames and of advisoryIds; gets one by uid', async () => {
    const withAdvisories = SEED.images.filter((i) => i.advisories > 0 && i.advisories < 50);
    const names = withAdvisories.map((i) => i.image);
    const expected = [...new Set(names)].reduce((n, name) => n + emu.store.advisoriesOf(name).length, 0);
    const listed = await call(`/vulnerabilities/v2/advisories?artifactNames=${names.join(',')}&page_size=200`);
    expect(listed.json.totalCount).toBe(String(expected));
    const two = listed.json.advisories.slice(0, 2) as { uid: string; advisoryId: string }[];
    const byId = await call(`/vulnerabilities/v2/advisories?advisoryIds=${two.map((a) => a.advisoryId).join(',')}`);
    expect(byId.json.advisories.map((a: { uid: string }) => a.uid).sort()).toEqual(two.map((a) => a.uid).sort());
    expect((await call(`/vulnerabilities/v2/advisories/${two[0]!.uid}`)).json).toEqual(listed.json.advisories[0]);
    const missing = await call('/vulnerabilities/v2/advisories/nope');
    expect(missing.status).toBe(404);
    expect(missing.json.details[1]).toMatchObject({
      '@type': `${ERR}ResourceInfo`,
      resourceType: 'Advisory',
      resourceName: 'nope',
    });
    expect((await call(`/vulnerabilities/v2/advisories?artifactNames=${SEED.unknownImage.image}`)).json).toEqual({
      advisories: [],
      totalCount: '0',
      skipped: 0,
    });
  });
});

describe('IAM domain', () => {
  const claimMatch = { issuer: SEED.identity.issuer, subject: 'repo:acme/iam-test:ref:refs/heads/main' };

  it('creates an identity under a group: the parent in the path, the fields in the body', async () => {
    const made = await call(`/iam/v2/identities/${emu.rootGroup}`, {
      method: 'POST',
      body: { name: 'iam test', description: 'd', claimMatch },
    });
    expect(made.status).toBe(200);
    expect(made.json).toMatchObject({ name: 'iam test', description: 'd', claimMatch });
    expect(made.json.uid).toMatch(new RegExp(`^${emu.rootGroup}/[0-9a-f]{16}$`));
    expect(made.json.lastSeenTime).toBe(made.json.createTime);
    expect((await call(`/iam/v2/identities/${made.json.uid}`)).json).toEqual(made.json);
    expect((await call(`/iam/v2/identities/${made.json.uid}`, { method: 'DELETE' })).text).toBe('');
    expect(emu.store.identities.has(made.json.uid)).toBe(false);
  });

  it.each([['Bad Name!'], [''], [undefined]])(
    'refuses the name %j with INVALID_ARGUMENT and a BadRequest on name',
    async (name) => {
      const answer = await call(`/iam/v2/identities/${emu.rootGroup}`, { method: 'POST', body: { name, claimMatch } });
      expect(answer.status).toBe(400);
      expectErrorInfo(answer.json, 3, 'INVALID_ARGUMENT', 'iam.chainguard.dev');
      expect(answer.json.message).toBe('Invalid argument: name: must match ^[a-z0-9 ._-]{1,}$');
      expect(answer.json.details[1]).toEqual({
        '@type': `${ERR}BadRequest`,
        fieldViolations: [{ field: 'name', description: 'must match ^[a-z0-9 ._-]{1,}$' }],
      });
    },
  );

  it('NOT_FOUND with ResourceInfo for an unknown group, identity, role binding', async () => {
    const cases = [
      [`/iam/v2/identities/${emu.rootGroup}/ffffffffffffffff`, 'POST', 'Group'],
      [`/iam/v2/identities/${emu.rootGroup}/ffffffffffffffff`, 'DELETE', 'Identity'],
      [`/iam/v2/roleBindings/${emu.rootGroup}/ffffffffffffffff`, 'DELETE', 'RoleBinding'],
      [`/iam/v2/roles/ffff`, 'GET', 'Role'],
    ] as const;
    for (const [path, method, type] of cases) {
      const answer = await call(path, { method, body: method === 'POST' ? { name: 'x', claimMatch } : undefined });
      expect(answer.status, path).toBe(404);
      expectErrorInfo(answer.json, 5, 'NOT_FOUND', 'iam.chainguard.dev');
      expect(answer.json.details[1]).toMatchObject({ '@type': `${ERR}ResourceInfo`, resourceType: type });
    }
  });

  it('lists roles without a scope, viewer among them', async () => {
    const roles = await call('/iam/v2/roles');
    expect(roles.json.roles.find((r: { name: string }) => r.name === 'viewer')).toMatchObject({
      uid: expect.any(String),
      description: expect.any(String),
    });
    expect(roles.json.totalCount).toBe(String(SEED.roles.length));
  });

  it('binds a role (hydrated answer); an identity still bound cannot be deleted (FAILED_PRECONDITION)', async () => {
    const identity = (
      await call(`/iam/v2/identities/${emu.rootGroup}`, { method: 'POST', body: { name: 'bound', claimMatch } })
    ).json;
    const viewer = emu.store.findRole('viewer')!;
    const binding = await call(`/iam/v2/roleBindings/${emu.rootGroup}`, {
      method: 'POST',
      body: { identityUid: identity.uid, roleUid: viewer.uid },
    });
    expect(binding.status).toBe(200);
    expect(binding.json).toEqual({
      uid: expect.stringMatching(new RegExp(`^${emu.rootGroup}/`)),
      identity: {
        uid: identity.uid,
        name: 'bound',
        description: '',
        subject: claimMatch.subject,
        issuer: claimMatch.issuer,
      },
      group: { uid: emu.rootGroup, name: SEED.privateOrg, description: expect.any(String) },
      role: { uid: viewer.uid, name: 'viewer', description: viewer.description },
      createTime: expect.any(String),
    });
    const again = await call(`/iam/v2/roleBindings/${emu.rootGroup}`, {
      method: 'POST',
      body: { identityUid: identity.uid, roleUid: viewer.uid },
    });
    expect(again.status).toBe(409);
    const missing = await call(`/iam/v2/roleBindings/${emu.rootGroup}`, { method: 'POST', body: {} });
    expect(missing.json.details[1].fieldViolations.map((v: { field: string }) => v.field)).toEqual([
      'identityUid',
      'roleUid',
    ]);

    const listed = await call(`/iam/v2/roleBindings?uidp.descendants_of=${emu.rootGroup}`);
    expect(listed.json.roleBindings.map((b: { uid: string }) => b.uid)).toContain(binding.json.uid);

    // FAILED_PRECONDITION answers HTTP 400, as grpc-gateway maps it.
    const blocked = await call(`/iam/v2/identities/${identity.uid}`, { method: 'DELETE' });
    expect(blocked.status).toBe(400);
    expectErrorInfo(blocked.json, 9, 'FAILED_PRECONDITION', 'iam.chainguard.dev');
    expect(blocked.json.details[1]).toEqual({
      '@type': `${ERR}PreconditionFailure`,
      violations: [
        {
          type: 'RESOURCE_NOT_EMPTY',
          subject: binding.json.uid,
          description: `role binding ${binding.json.uid} references the identity`,
        },
      ],
    });
    expect((await call(`/iam/v2/roleBindings/${binding.json.uid}`, { method: 'DELETE' })).status).toBe(200);
    expect((await call(`/iam/v2/identities/${identity.uid}`, { method: 'DELETE' })).status).toBe(200);
    expect((await call(`/iam/v2/identities/${identity.uid}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('a group with child resources cannot be deleted; an empty one can', async () => {
    const blocked = await call(`/iam/v2/groups/${emu.subGroup}`, { method: 'DELETE' });
    expect(blocked.status).toBe(400);
    expectErrorInfo(blocked.json, 9, 'FAILED_PRECONDITION', 'iam.chainguard.dev');
    expect(blocked.json.details[1].violations).toContainEqual({
      type: 'RESOURCE_NOT_EMPTY',
      subject: repoUid(SEED.subgroupImage.org, SEED.subgroupImage.image),
      description: expect.stringContaining('Repo'),
    });
    const made = await call(`/iam/v2/groups/${emu.subGroup}`, { method: 'POST', body: { name: 'leaf' } });
    expect(made.json.uid.startsWith(`${emu.subGroup}/`)).toBe(true);
    expect(
      (await call(`/iam/v2/groups?uidp.children_of=${emu.subGroup}`)).json.groups.map((g: { name: string }) => g.name),
    ).toEqual(['leaf']);
    expect((await call(`/iam/v2/groups/${made.json.uid}`, { method: 'DELETE' })).text).toBe('');
    expect((await call(`/iam/v2/groups/${made.json.uid}`)).status).toBe(404);
  });
});

describe('token exchange (/sts/exchange)', () => {
  const identity = () => emu.store.findIdentity(SEED.identity.name)!;
  const githubToken = (claims: Record<string, unknown> = {}) =>
    signedJwt({
      iss: SEED.identity.issuer,
      sub: SEED.identity.subject,
      aud: emu.registry,
      exp: Math.floor(Date.now() / 1000) + 600,
      ...claims,
    });
  const exchange = (aud: string, jwt: string, uid = identity().uid) =>
    call(`/sts/exchange?aud=${encodeURIComponent(aud)}&identity=${encodeURIComponent(uid)}`, { token: jwt });

  it('issues a token for the audience when the claims match the identity', async () => {
    const answer = await exchange(emu.url, githubToken());
    expect(answer.status).toBe(200);
    expect(answer.json.token).toBe(emu.exchangedToken(identity().uid, emu.url));
    expect(Date.parse(answer.json.expiry)).toBeGreaterThan(Date.now());
  });

  it('refuses another subject (403), an unknown identity (404), a non-JWT, another audience or an expired token (401)', async () => {
    expect((await exchange(emu.url, githubToken({ sub: 'repo:acme/app:pull_request' }))).json.code).toBe(7);
    const unknown = await exchange(emu.url, githubToken(), `${emu.rootGroup}/00`);
    expect(unknown.status).toBe(404);
    expect(unknown.json.details[1]).toMatchObject({ resourceType: 'Identity' });
    expect((await exchange(emu.url, 'opaque')).status).toBe(401);
    expect((await exchange(emu.url, githubToken({ aud: 'elsewhere.example' }))).status).toBe(401);
    expect((await exchange(emu.url, githubToken({ exp: 1000 }))).status).toBe(401);
  });
});

describe('token exchange: claimMatch as identities.proto defines it', () => {
  const create = (claimMatch: Record<string, unknown>, name = `ci-${Math.random().toString(36).slice(2, 8)}`) =>
    call(`/iam/v2/identities/${emu.rootGroup}`, { method: 'POST', body: { name, claimMatch } });
  const token = (claims: Record<string, unknown>) =>
    signedJwt({ aud: emu.registry, exp: Math.floor(Date.now() / 1000) + 600, ...claims });
  const exchange = async (uid: string, jwt: string) =>
    (await call(`/sts/exchange?aud=${encodeURIComponent(emu.url)}&identity=${encodeURIComponent(uid)}`, { token: jwt }))
      .json as { token?: string; code?: number; message?: string };

  it('matches issuer and audience patterns and custom claims, naming the part a token fails', async () => {
    const made = await create({
      issuerPattern: '^https://gitlab\\.(com|example\\.com)$',
      subject: 'project_path:acme/app:ref_type:branch:ref:main',
      audiencePattern: '^image-check-[a-z]+$',
      claims: { namespace_id: '72' },
      claimPatterns: { ref_protected: '^true$' },
    });
    expect(made.status).toBe(200);
    const uid = (made.json as { uid: string }).uid;
    const good = {
      iss: 'https://gitlab.example.com',
      sub: 'project_path:acme/app:ref_type:branch:ref:main',
      aud: ['other', 'image-check-ci'],
      namespace_id: '72',
      ref_protected: 'true',
    };
    expect((await exchange(uid, token(good))).token).toBe(emu.exchangedToken(uid, emu.url));
    const refused = async (change: Record<string, unknown>) => {
      const answer = await exchange(uid, token({ ...good, ...change }));
      return `${answer.code} ${answer.message}`;
    };
    expect(await refused({ iss: 'https://gitlab.evil.com' })).toBe(
      '7 the token does not match the identity claimMatch (issuer)',
    );
    expect(await refused({ sub: 'project_path:acme/other:ref_type:branch:ref:main' })).toMatch(/^7 .*\(subject\)$/);
    expect(await refused({ aud: 'issuer.enforce.dev' })).toBe(
      "16 the token's audience is not one this identity accepts",
    );
    expect(await refused({ namespace_id: '73' })).toMatch(/^7 .*\(claim namespace_id\)$/);
    expect(await refused({ ref_protected: 'false' })).toMatch(/^7 .*\(claim ref_protected\)$/);
    expect(await refused({ exp: undefined })).toBe('16 the token has expired');
  });

  it('refuses both halves of a oneof, a missing issuer and a pattern that does not compile (INVALID_ARGUMENT)', async () => {
    for (const claimMatch of [
      { issuer: 'https://a.example', issuerPattern: '^x$', subject: 's' },
      { subject: 's' },
      { issuer: 'https://a.example', subject: 's', audience: 'a', audiencePattern: '^a$' },
      { issuer: 'https://a.example', subjectPattern: '(' },
      { issuer: 'https://a.example', subject: 's', claims: { n: 1 } },
    ]) {
      const answer = await create(claimMatch);
      expect(answer.status, JSON.stringify(claimMatch)).toBe(400);
      expect((answer.json as { code: number }).code).toBe(3);
    }
  });
});

describe('registry: /token and Tag History', () => {
  it('anonymous tokens reach public free tags only', async () => {
    const { org, image, tag } = SEED.publicFreeTags[0]!;
    const token = await pullToken(org, image);
    const history = await call(historyPath(org, image, tag), { token });
    expect(history.status).toBe(200);
    expect(history.json.history).toEqual(emu.store.history(`${org}/${image}`, tag));
    const paid = await call(historyPath(SEED.publicPaidTag.org, SEED.publicPaidTag.image, SEED.publicPaidTag.tag), {
      token: await pullToken(SEED.publicPaidTag.org, SEED.publicPaidTag.image),
    });
    expect(paid.status).toBe(403);
    expect(paid.json.errors[0].code).toBe('DENIED');
    const priv = await call(historyPath(SEED.privateImage.org, SEED.privateImage.image, SEED.privateImage.tag), {
      token: await pullToken(SEED.privateImage.org, SEED.privateImage.image),
    });
    expect(priv.status).toBe(403);
  });

  it.each([
    ['the registry token (Basic _token:)', () => basic('_token', emu.registryToken)],
    ['the pull token (Basic)', () => basic(emu.pullUsername, emu.pullPassword)],
    [
      'an exchanged registry-audience token (Basic _token:)',
      () => basic('_token', emu.exchangedToken(emu.store.findIdentity(SEED.identity.name)!.uid, emu.registry)),
    ],
  ])('%s reaches private images; the issued token works for that image only', async (_, auth) => {
    const { org, image, tag, builds } = SEED.privateImage;
    const token = await pullToken(org, image, auth());
    const history = await call(historyPath(org, image, tag), { token });
    expect(history.status).toBe(200);
    expect(history.json.history).toHaveLength(builds);
    const other = await call(historyPath(SEED.privateImage2.org, SEED.privateImage2.image, SEED.privateImage2.tag), {
      token,
    });
    expect(other.status).toBe(403);
  });

  it('a token of another audience is refused with 403; unknown credentials with 401', async () => {
    const scope = `/token?scope=${encodeURIComponent(`repository:${SEED.privateImage.org}/${SEED.privateImage.image}:pull`)}`;
    const identity = emu.store.findIdentity(SEED.identity.name)!.uid;
    expect((await call(scope, { auth: basic('_token', emu.apiToken) })).status).toBe(403);
    expect((await call(scope, { auth: basic('_token', emu.exchangedToken(identity, emu.url)) })).status).toBe(403);
    expect((await call(scope, { auth: basic('_token', 'garbage') })).status).toBe(401);
    expect((await call(scope, { auth: basic(emu.pullUsername, 'wrong') })).status).toBe(401);
    // A Bearer at /token is no documented form: refused, with the challenge.
    const bearer = await call(scope, { token: emu.registryToken });
    expect(bearer.status).toBe(401);
    expect(bearer.headers.get('www-authenticate')).toContain(`realm="http://${emu.registry}/token"`);
    expect((await call('/token?scope=nonsense', { token: null })).status).toBe(400);
    const privatePath = historyPath(SEED.privateImage.org, SEED.privateImage.image, SEED.privateImage.tag);
    // The registry-audience identity token is the Bearer of Tag History itself; another audience's is refused.
    expect((await call(privatePath, { token: emu.registryToken })).status).toBe(200);
    expect((await call(privatePath, { token: emu.exchangedToken(identity, emu.registry) })).status).toBe(200);
    expect((await call(privatePath, { token: emu.apiToken })).status).toBe(403);
    expect((await call(privatePath, { token: 'garbage' })).status).toBe(401);
    const none = await call(privatePath, { token: null });
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe(
      `Bearer realm="http://${emu.registry}/token",service="${emu.registry}",scope="repository:${SEED.privateImage.org}/${SEED.privateImage.image}:pull"`,
    );
  });

  it('an identity under a subgroup does not see the registry (placement rule)', async () => {
    const sub = emu.store.addIdentity(emu.subGroup, {
      name: 'scoped',
      claimMatch: { issuer: SEED.identity.issuer, subject: 'repo:x/y:ref:refs/heads/main' },
    });
    const scope = `/token?scope=${encodeURIComponent(`repository:${SEED.privateImage.org}/${SEED.privateImage.image}:pull`)}`;
    const answer = await call(scope, { auth: basic('_token', emu.exchangedToken(sub.uid, emu.registry)) });
    expect(answer.status).toBe(403);
    expect(answer.json.errors[0].message).toMatch(/subgroup/);
    const direct = await call(historyPath(SEED.privateImage.org, SEED.privateImage.image, SEED.privateImage.tag), {
      token: emu.exchangedToken(sub.uid, emu.registry),
    });
    expect(direct.status).toBe(403);
    emu.store.identities.delete(sub.uid);
  });

  it('unknown tags and images are 404 in the OCI error shape', async () => {
    const { org, image } = SEED.privateImage;
    const token = await pullToken(org, image, basic('_token', emu.registryToken));
    const tag = await call(historyPath(org, image, 'no-such-tag'), { token });
    expect(tag.status).toBe(404);
    expect(tag.json).toEqual({ errors: [{ code: 'MANIFEST_UNKNOWN', message: expect.any(String) }] });
    const unknown = SEED.unknownImage;
    const repoToken = await pullToken(unknown.org, unknown.image, basic('_token', emu.registryToken));
    expect(
      (await call(historyPath(unknown.org, unknown.image, unknown.tag), { token: repoToken })).json.errors[0].code,
    ).toBe('NAME_UNKNOWN');
  });

  it('answers at most 1000 records, oldest first, and start/end bound the window inclusively', async () => {
    const { org, image, tag, count } = SEED.longHistory;
    const token = await pullToken(org, image);
    const all = emu.store.history(`${org}/${image}`, tag)!;
    const first = await call(historyPath(org, image, tag), { token });
    expect(first.json.history).toHaveLength(SEED.historyWindow);
    expect(first.json.history).toEqual(all.slice(0, SEED.historyWindow));

    const start = all[1500]!.updateTimestamp;
    const end = all[1510]!.updateTimestamp;
    const window = await call(
      historyPath(org, image, tag, `?start=${encodeURIComponent(start)}&end=${encodeURIComponent(end)}`),
      { token },
    );
    expect(window.json.history).toEqual(all.slice(1500, 1511));
    const tail = await call(
      historyPath(org, image, tag, `?start=${encodeURIComponent(all[count - 5]!.updateTimestamp)}`),
      { token },
    );
    expect(tail.json.history).toEqual(all.slice(count - 5));
    const head = await call(historyPath(org, image, tag, `?end=${encodeURIComponent(all[2]!.updateTimestamp)}`), {
      token,
    });
    expect(head.json.history).toEqual(all.slice(0, 3));
    expect((await call(historyPath(org, image, tag, '?start=yesterday'), { token })).status).toBe(400);
  });

  it('the registry client walks the windows to every record', async () => {
    const http = new HttpClient({ retry: { maxAttempts: 1 } });
    const client = new RegistryClient({ http, registry: emu.registry, credentials: { kind: 'anonymous' } });
    const { org, image, tag } = SEED.longHistory;
    const token = await client.token(org, image);
    const records = await client.history(org, image, tag, token);
    expect(records).toEqual(emu.store.history(`${org}/${image}`, tag));
    await http.close();
  });
});

describe('request recording and latency', () => {
  it('records every request with its auth kind and status', async () => {
    const since = emu.requests.length;
    await call('/registry/v2/repos?name=x&page_size=2');
    await call('/token?scope=repository%3Achainguard%2Fnginx%3Apull', { token: null });
    await call('/token?scope=repository%3Aacme.com%2Fgo-fips%3Apull', { auth: basic(emu.pullUsername, 'bad') });
    expect(
      emu.requests
        .slice(since)
        .map(({ method, path, query, auth, status, url }) => ({ method, path, query, auth, status, url })),
    ).toEqual([
      {
        method: 'GET',
        path: '/registry/v2/repos',
        query: { name: 'x', page_size: '2' },
        auth: 'bearer',
        status: 200,
        url: '/registry/v2/repos?name=x&page_size=2',
      },
      {
        method: 'GET',
        path: '/token',
        query: { scope: 'repository:chainguard/nginx:pull' },
        auth: 'none',
        status: 200,
        url: '/token?scope=repository%3Achainguard%2Fnginx%3Apull',
      },
      {
        method: 'GET',
        path: '/token',
        query: { scope: 'repository:acme.com/go-fips:pull' },
        auth: 'basic',
        status: 401,
        url: '/token?scope=repository%3Aacme.com%2Fgo-fips%3Apull',
      },
    ]);
  });

  it('adds the global latency to every response', async () => {
    emu.setLatency(150);
    const t0 = performance.now();
    await call('/iam/v2/roles');
    // A lower bound only: a busy machine makes an answer later, never sooner than the wait.
    expect(performance.now() - t0).toBeGreaterThanOrEqual(140);
    emu.setLatency(0);
    await call('/iam/v2/roles');
    expect(emu.requests.slice(-2).map((r) => r.delayMs)).toEqual([150, 0]);
  });

  it('can answer as proto3 JSON, leaving out defaults', async () => {
    const lean = await startEmulator({ omitDefaults: true });
    const uid = lean.store.findRepo(`${SEED.publicImage.org}/${SEED.publicImage.image}`)!.uid;
    const tags = await call(`/registry/v2/tags?uidp.children_of=${uid}`, { base: lean.url, token: lean.apiToken });
    const current = tags.json.tags.find((t: { name: string }) => t.name === SEED.publicImage.tag);
    expect('deprecated' in current).toBe(false);
    expect(tags.json.tags.find((t: { name: string }) => t.name === SEED.publicImage.deprecatedTag).deprecated).toBe(
      true,
    );
    expect('skipped' in tags.json).toBe(false);
    await lean.close();
  });
});

describe('faults', () => {
  const rolesPath = '/iam/v2/roles';

  it('latency delays the matching requests only', async () => {
    const rule = emu.faults.add({ kind: 'latency', route: rolesPath, ms: 200, times: 2 });
    const timed = async (path: string) => {
      const t0 = performance.now();
      await call(path);
      return performance.now() - t0;
    };
    await timed('/registry/v2/repos?page_size=1');
    // Lower bounds only: a busy machine makes an answer later, never sooner than the wait.
    expect(await timed(rolesPath)).toBeGreaterThanOrEqual(190);
    expect(await timed(rolesPath)).toBeGreaterThanOrEqual(190);
    await timed(rolesPath);
    expect(rule.fired).toBe(2);
    expect(emu.requests.slice(-4).map((r) => [r.path, r.delayMs, r.faults])).toEqual([
      ['/registry/v2/repos', 0, []],
      [rolesPath, 200, ['latency']],
      [rolesPath, 200, ['latency']],
      [rolesPath, 0, []],
    ]);
  });

  it('gather holds its requests until the last of them arrives, then answers them together', async () => {
    const since = emu.requests.length;
    const rule = emu.faults.add({ kind: 'gather', route: rolesPath, times: 3 });
    const first = call(rolesPath);
    const second = call(rolesPath);
    // An unmatched request is answered while they wait.
    expect((await call('/registry/v2/repos?page_size=1')).status).toBe(200);
    const answers = await Promise.all([first, second, call(rolesPath)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(rule.fired).toBe(3);
    const held = emu.requests.slice(since).filter((r) => r.path === rolesPath);
    expect(held.map((r) => r.faults)).toEqual([['gather'], ['gather'], ['gather']]);
    expect(Math.min(...held.map((r) => r.answeredAt))).toBeGreaterThanOrEqual(
      Math.max(...held.map((r) => r.arrivedAt)),
    );
  });

  it("status answers the error in the API's own shape, with or without Retry-After", async () => {
    emu.faults.add({ kind: 'status', status: 503, retryAfter: '2', route: rolesPath });
    const platform = await call(rolesPath);
    expect(platform.status).toBe(503);
    expect(platform.headers.get('retry-after')).toBe('2');
    expectErrorInfo(platform.json, 14, 'UNAVAILABLE', 'iam.chainguard.dev');
    expect((await call(rolesPath)).status).toBe(200);

    emu.faults.add({ kind: 'status', status: 429, route: '/token' });
    const registry = await call('/token?scope=repository%3Achainguard%2Fnginx%3Apull', { token: null });
    expect(registry.status).toBe(429);
    expect(registry.headers.get('retry-after')).toBeNull();
    expect(registry.json.errors[0].code).toBe('TOOMANYREQUESTS');

    emu.faults.add({
      kind: 'status',
      status: 500,
      route: '/iam/v2/roleBindings/',
      method: 'POST',
      message: 'role binding store unavailable',
    });
    expect((await call(`/iam/v2/roleBindings/${emu.rootGroup}/ffffffffffffffff`, { method: 'DELETE' })).status).toBe(
      404,
    );
    const post = await call(`/iam/v2/roleBindings/${emu.rootGroup}`, { method: 'POST', body: {} });
    expect(post.status).toBe(500);
    expect(post.json.message).toBe('role binding store unavailable');
  });

  it('times: Infinity keeps firing until clear()', async () => {
    const rule = emu.faults.add({ kind: 'status', status: 502, route: /^\/iam\//, times: Infinity });
    for (let i = 0; i < 3; i++) expect((await call(rolesPath)).status).toBe(502);
    expect(rule.fired).toBe(3);
    emu.faults.clear();
    expect((await call(rolesPath)).status).toBe(200);
  });

  it('reset drops the connection; the HTTP client retries and succeeds', async () => {
    emu.faults.add({ kind: 'reset', route: rolesPath });
    await expect(call(rolesPath)).rejects.toThrow();
    const path = '/vulnerabilities/v2/advisories';
    const since = emu.requests.length;
    const rule = emu.faults.add({ kind: 'reset', route: path });
    const http = new HttpClient({ retry: { maxAttempts: 3, baseDelayMs: 1 } });
    const advisories = await new PlatformClient({ http, apiUrl: emu.url, token: emu.apiToken }).listAdvisories(
      SEED.publicImage.image,
    );
    expect(advisories).toHaveLength(emu.store.advisoriesOf(SEED.publicImage.image).length);
    expect(
      emu.requests
        .slice(since)
        .filter((r) => r.path === path)
        .map((r) => [r.status, r.faults]),
    ).toEqual([
      [0, ['reset']],
      [200, []],
    ]);
    expect(rule.fired).toBe(1);
    expect(http.stats.retries).toBe(1);
    await http.close();
  });

  it('hang never answers', async () => {
    const rule = emu.faults.add({ kind: 'hang', route: rolesPath });
    await expect(call(rolesPath, { signal: AbortSignal.timeout(300) })).rejects.toThrow(/aborted|timeout/i);
    expect(rule.fired).toBe(1);
    expect(emu.requests.at(-1)).toMatchObject({ path: rolesPath, status: 0, faults: ['hang'] });
  });

  it('truncate sends part of the body and closes the connection', async () => {
    emu.faults.add({ kind: 'truncate', route: '/registry/v2/repos' });
    const res = await fetch(`${emu.url}/registry/v2/repos`, { headers: { authorization: `Bearer ${emu.apiToken}` } });
    expect(res.status).toBe(200);
    await expect(res.text()).rejects.toThrow();
    expect(emu.requests.at(-1)).toMatchObject({ status: 200, faults: ['truncate'] });

    // A cut answer is a connection failure: the HTTP client tries again.
    emu.faults.add({ kind: 'truncate', route: '/registry/v2/repos' });
    const http = new HttpClient({ retry: { maxAttempts: 2, baseDelayMs: 1 } });
    const [repo, ...others] = await new PlatformClient({ http, apiUrl: emu.url, token: emu.apiToken }).findRepos(
      SEED.privateImage.org,
      SEED.privateImage.image,
    );
    expect(others).toEqual([]);
    expect(repo!.uid).toBe(repoUid(SEED.privateImage.org, SEED.privateImage.image));
    expect(http.stats.retries).toBe(1);
    await http.close();
  });

  it('non-json answers an HTML page', async () => {
    emu.faults.add({ kind: 'non-json', status: 502, route: rolesPath });
    const answer = await call(rolesPath);
    expect(answer.status).toBe(502);
    expect(answer.headers.get('content-type')).toMatch(/text\/html/);
    expect(() => JSON.parse(answer.text)).toThrow();
  });

  it('bad-schema answers valid JSON that breaks the schema', async () => {
    const uid = repoUid(SEED.publicImage.org, SEED.publicImage.image);
    emu.faults.add({ kind: 'bad-schema', route: '/registry/v2/tags' });
    const broken = await call(`/registry/v2/tags?uidp.children_of=${uid}`);
    expect(typeof broken.json.totalCount).toBe('number');
    expect(broken.json.tags[0].digest).not.toMatch(/^sha256:[0-9a-f]{64}$/);

    emu.faults.add({ kind: 'bad-schema', route: /\/history\// });
    const { org, image, tag } = SEED.publicImage;
    const history = await call(historyPath(org, image, tag), { token: await pullToken(org, image) });
    expect(history.json.history[0].digest).not.toMatch(/^sha256:/);

    emu.faults.add({ kind: 'bad-schema', route: '/registry/v2/tags', mutate: () => ({ tags: 'not a list' }) });
    const http = new HttpClient({ retry: { maxAttempts: 1 } });
    await expect(new PlatformClient({ http, apiUrl: emu.url, token: emu.apiToken }).listTags(uid)).rejects.toThrow(
      /tags: /,
    );
    await http.close();
  });

  it('overlap-history also returns records before start', async () => {
    const { org, image, tag } = SEED.longHistory;
    const token = await pullToken(org, image);
    const all = emu.store.history(`${org}/${image}`, tag)!;
    const start = all[1000]!.updateTimestamp;
    const rule = emu.faults.add({ kind: 'overlap-history' });
    const overlapping = await call(historyPath(org, image, tag, `?start=${encodeURIComponent(start)}`), { token });
    expect(rule.fired).toBe(1);
    const times = overlapping.json.history.map((r: { updateTimestamp: string }) => Date.parse(r.updateTimestamp));
    expect(times.filter((t: number) => t < Date.parse(start))).toHaveLength(3);
    // The client drops them: the walk still yields each record once.
    emu.faults.add({ kind: 'overlap-history', times: Infinity });
    const http = new HttpClient({ retry: { maxAttempts: 1 } });
    const client = new RegistryClient({ http, registry: emu.registry, credentials: { kind: 'anonymous' } });
    expect(await client.history(org, image, tag, await client.token(org, image))).toEqual(all);
    await http.close();
  });

  it('random faults are seeded: the same seed draws the same faults', async () => {
    const run = async (seed: number) => {
      emu.faults.clear();
      const source = emu.faults.random({ seed, rate: 0.5, kinds: ['status'], route: rolesPath });
      const statuses: number[] = [];
      for (let i = 0; i < 24; i++) statuses.push((await call(rolesPath)).status);
      // Requests elsewhere are not affected.
      expect((await call('/registry/v2/repos?page_size=1')).status).toBe(200);
      return { statuses, fired: source.fired };
    };
    const a = await run(99);
    expect(await run(99)).toEqual(a);
    expect((await run(100)).statuses).not.toEqual(a.statuses);
    expect(a.fired).toBeGreaterThan(3);
    expect(a.fired).toBeLessThan(21);
    const failed = a.statuses.filter((s) => s !== 200);
    expect(failed).toHaveLength(a.fired);
    expect(failed.every((s) => [429, 502, 503, 504].includes(s))).toBe(true);
  });
});

describe('main.ts', () => {
  it('prints the url, registry and credentials as JSON and serves until stopped', async () => {
    const entry = resolve(import.meta.dirname, '../emulator/main.ts');
    const child = spawn(process.execPath, ['--import', 'tsx', entry, '--seed', '3'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const line = await new Promise<string>((done, fail) => {
      let out = '';
      child.stdout.on('data', (c: Buffer) => {
        out += c.toString();
        if (out.includes('\n')) done(out.split('\n')[0]!);
      });
      child.on('error', fail);
      child.on('exit', (code) => fail(new Error(`exited with ${code}`)));
    });
    const info = JSON.parse(line) as { url: string; registry: string; apiToken: string; identity: { uid: string } };
    expect(info.registry).toBe(info.url.slice('http://'.length));
    const roles = await fetch(`${info.url}/iam/v2/roles`, { headers: { authorization: `Bearer ${info.apiToken}` } });
    expect(roles.status).toBe(200);
    expect(info.identity.uid).toMatch(/^[0-9a-f]{40}\/[0-9a-f]{16}$/);
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await exited;
  });
});

describe('IAM groups (GetGroup): an organization’s group bears its name', () => {
  it('answers a group by uid with its name; one it is told the caller may not read, 403', async () => {
    expect((await call(`/iam/v2/groups/${emu.publicGroup}`)).json).toMatchObject({
      uid: emu.publicGroup,
      name: SEED.publicOrg,
    });
    expect((await call(`/iam/v2/groups/${emu.rootGroup}`)).json).toMatchObject({
      uid: emu.rootGroup,
      name: SEED.privateOrg,
    });
    // A repo's uid is under its organization's group.
    expect(repoUid(SEED.privateImage.org, SEED.privateImage.image).split('/')[0]).toBe(emu.rootGroup);
    emu.unreadableGroups.add(emu.publicGroup);
    const denied = await call(`/iam/v2/groups/${emu.publicGroup}`);
    emu.unreadableGroups.clear();
    expect(denied.status).toBe(403);
    expect((await call('/iam/v2/groups/no-such-group')).status).toBe(404);
  });
});
