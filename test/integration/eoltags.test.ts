import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/errors';
import { HttpClient } from '../../src/http/client';
import { endingTagNames, eolAhead, eolTagsByName, EolTagsClient, type EolTag } from '../../src/platform/eoltags';
import { EOL_AHEAD, INACTIVE_EOL_BEFORE_GRACE_DAYS, SEED, startEmulator, type Emulator } from '../emulator/index';

// The v1 end-of-life tags operation over the emulator (present, absent, unimplemented, refused)
// and the pure outlook of its dates.

const DAY = 86_400_000;
let emu: Emulator;
let http: HttpClient;

beforeAll(async () => {
  emu = await startEmulator();
  http = new HttpClient({ timeoutMs: 5_000, retry: { baseDelayMs: 10, maxDelayMs: 50 } });
});
afterAll(async () => {
  await http.close();
  await emu.close();
});
afterEach(() => {
  emu.eolTags.mode = 'on';
  emu.faults.clear();
});

const client = (token = emu.apiToken) => new EolTagsClient({ http, apiUrl: `${emu.url}/`, token });
const repoUid = (org: string, image: string) => emu.store.findRepo(`${org}/${image}`)!.uid;

describe('EolTagsClient over the emulator', () => {
  it('lists every deprecated tag of a repo as inactive, with its dates', async () => {
    for (const image of SEED.images.filter((i) => i.deprecated.length > 0)) {
      const items = await client().list(repoUid(image.org, image.image));
      const inactive = items!.filter((i) => i.tagStatus === 'TAG_INACTIVE');
      expect(inactive.map((i) => i.name).sort()).toEqual([...image.deprecated].sort());
      for (const item of inactive) {
        const tag = emu.store.findTag(`${image.org}/${image.image}`, item.name)!;
        expect(Date.parse(item.gracePeriodExpiryDate!)).toBe(Date.parse(tag.updateTime));
        expect(item.mainPackageVersion!.eolDate).toBe(
          new Date(Date.parse(tag.updateTime) - INACTIVE_EOL_BEFORE_GRACE_DAYS * DAY).toISOString().slice(0, 10),
        );
      }
    }
    const request = emu.requests.find((r) => r.path === '/registry/v1/eoltags')!;
    expect(request.query['uidp.children_of']).toBeDefined();
  });

  it('lists the tags whose end is ahead: in grace and active with an end date', async () => {
    for (const fact of EOL_AHEAD) {
      const items = await client().list(repoUid(fact.org, fact.image));
      const item = eolTagsByName(items!).get(fact.tag)!;
      expect(item.tagStatus).toBe(fact.tagStatus);
      expect(item.mainPackageVersion!.eolDate).toBe(
        new Date(emu.store.now + fact.eolInDays * DAY).toISOString().slice(0, 10),
      );
      if (fact.graceEndsInDays === null) expect(item.gracePeriodExpiryDate).toBeUndefined();
      else expect(Date.parse(item.gracePeriodExpiryDate!)).toBe(emu.store.now + fact.graceEndsInDays * DAY);
    }
  });

  it('warns ahead of time about the seeded grace-period tags ending within 30 days, only those', async () => {
    const now = new Date(emu.store.now);
    const warned: string[] = [];
    for (const image of SEED.images) {
      const items = await client().list(repoUid(image.org, image.image));
      for (const item of items!)
        if (eolAhead(item, now, 30 * DAY).warn) warned.push(`${image.org}/${image.image}:${item.name}`);
    }
    const expected = EOL_AHEAD.filter(
      (f) => f.graceEndsInDays !== null && f.graceEndsInDays > 0 && f.graceEndsInDays <= 30,
    ).map((f) => `${f.org}/${f.image}:${f.tag}`);
    // chainguard/redis:7.4, and chainguard/jdk:17.0.99 on the second page of its repo's items.
    expect(expected).toHaveLength(2);
    expect(warned).toEqual(expected);
  });

  it('a repo with no end-of-life tag, and an unknown repo: no items', async () => {
    expect(await client().list(repoUid('chainguard', 'busybox'))).toEqual([]);
    expect(await client().list('no/such/repo')).toEqual([]);
  });

  it.each([
    ['absent', 404],
    ['unimplemented', 501],
  ] as const)('%s (%i): null, the enrichment is skipped', async (mode, status) => {
    emu.eolTags.mode = mode;
    expect(await client().list(repoUid('chainguard', 'nginx'))).toBeNull();
    expect(emu.requests.filter((r) => r.path === '/registry/v1/eoltags').at(-1)!.status).toBe(status);
  });

  it('refused (403): null; other failures are errors', async () => {
    emu.faults.add({ route: '/registry/v1/eoltags', kind: 'status', status: 403, times: 1 });
    expect(await client().list(repoUid('chainguard', 'nginx'))).toBeNull();
    const unauthenticated = await client('not-a-token')
      .list(repoUid('chainguard', 'nginx'))
      .catch((e: unknown) => e);
    expect(unauthenticated).toBeInstanceOf(ApiError);
    expect((unauthenticated as ApiError).status).toBe(401);
    emu.faults.add({ route: '/registry/v1/eoltags', kind: 'status', status: 500, times: 1 });
    await expect(client().list(repoUid('chainguard', 'nginx'))).rejects.toMatchObject({ status: 500 });
  });

  it('a malformed answer is an error naming the field', async () => {
    emu.faults.add({
      route: '/registry/v1/eoltags',
      kind: 'bad-schema',
      mutate: () => ({ items: [{ name: '1.25', gracePeriodExpiryDate: 'soon' }] }),
      times: 1,
    });
    await expect(client().list(repoUid('chainguard', 'nginx'))).rejects.toThrow(/gracePeriodExpiryDate/);
  });

  it('proto3 answers without defaults parse the same', async () => {
    const bare = await startEmulator({ omitDefaults: true });
    try {
      const items = await new EolTagsClient({ http, apiUrl: bare.url, token: bare.apiToken }).list(
        bare.store.findRepo('chainguard/nginx')!.uid,
      );
      expect(items!.map((i) => i.tagStatus).sort()).toEqual(['TAG_INACTIVE', 'TAG_INACTIVE']);
    } finally {
      await bare.close();
    }
  });
});

describe('eolAhead', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  const item = (over: Partial<EolTag>): EolTag => ({
    name: '7.4',
    tagStatus: 'TAG_IN_GRACE',
    graceStatus: 'GRACE_ACTIVE',
    ...over,
  });
  const warnBefore = 30 * DAY;

  it('in grace, ending within warn-before: support ended, builds continue, warn', () => {
    const outlook = eolAhead(
      item({ gracePeriodExpiryDate: '2026-06-11T12:00:00Z', mainPackageVersion: { eolDate: '2026-05-01' } }),
      now,
      warnBefore,
    );
    expect(outlook).toEqual({
      tag: '7.4',
      status: 'TAG_IN_GRACE',
      supportEnds: '2026-05-01',
      supportEnded: true,
      buildsUntil: '2026-06-11T12:00:00Z',
      buildsEnded: false,
      daysLeft: 10,
      warn: true,
    });
  });

  it('in grace, ending later than warn-before: no warning yet; exactly at the bound: warning', () => {
    expect(eolAhead(item({ gracePeriodExpiryDate: '2026-08-30T12:00:00Z' }), now, warnBefore).warn).toBe(false);
    expect(eolAhead(item({ gracePeriodExpiryDate: '2026-07-01T12:00:00Z' }), now, warnBefore).warn).toBe(true);
    expect(eolAhead(item({ gracePeriodExpiryDate: '2026-07-01T12:00:01Z' }), now, warnBefore).warn).toBe(false);
  });

  it('grace over: builds ended, no warning (the tag is end of life)', () => {
    const outlook = eolAhead(
      item({
        tagStatus: 'TAG_INACTIVE',
        gracePeriodExpiryDate: '2026-05-01T00:00:00Z',
        mainPackageVersion: { eolDate: '2026-03-01' },
      }),
      now,
      warnBefore,
    );
    expect(outlook).toMatchObject({ buildsEnded: true, supportEnded: true, warn: false, daysLeft: -32 });
  });

  it('active with a future end of support and no grace date: shown, not warned', () => {
    const outlook = eolAhead(
      item({ tagStatus: 'TAG_ACTIVE', mainPackageVersion: { eolDate: '2026-07-15' } }),
      now,
      warnBefore,
    );
    expect(outlook).toEqual({
      tag: '7.4',
      status: 'TAG_ACTIVE',
      supportEnds: '2026-07-15',
      supportEnded: false,
      buildsUntil: null,
      buildsEnded: false,
      daysLeft: null,
      warn: false,
    });
  });

  it('endingTagNames: the tags in grace', () => {
    expect(
      endingTagNames([
        item({ name: 'a' }),
        item({ name: 'b', tagStatus: 'TAG_INACTIVE' }),
        item({ name: 'c', tagStatus: 'TAG_ACTIVE' }),
      ]),
    ).toEqual(new Set(['a']));
  });

  it('no dates at all', () => {
    expect(eolAhead(item({ mainPackageVersion: {} }), now, warnBefore)).toMatchObject({
      supportEnds: null,
      buildsUntil: null,
      warn: false,
    });
  });
});
