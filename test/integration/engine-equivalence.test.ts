import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assess, unplaced, type CheckTarget, type Settled } from '../../src/check/judge/assess';
import { checkTargets } from '../../src/check/judge/engine';
import { Lookups } from '../../src/check/lookups/lookups';
import { notOffered } from '../support/fake-lookups';
import { withWalk } from '../support/whole-history';
import { placementPlan } from '../../src/check/judge/placement';
import { chooseRepo } from '../../src/check/lookups/repo-choice';
import { buildTargets } from '../../src/check/targets';
import { BrokenRule } from '../../src/errors';
import { HttpClient } from '../../src/http/client';
import type { ImageResult } from '../../src/model';
import { listedByDefault } from '../../src/platform/tag-forms';
import { PlatformClient } from '../../src/platform/client';
import type { Advisory, Tag } from '../../src/platform/schemas';
import { RegistryClient, type HistoryRecord } from '../../src/registry/client';
import { SEED, startEmulator, type Emulator } from '../emulator/index';

// Issue 15 changes which requests the engine sends (the tag listing for unpinned references,
// parallel pages, one combined advisory query, a backwards walk to a pin), not what it answers.
// Here the engine is compared, on the emulator's seed data, with the request model before it:
// every tag listing followed page by page, a whole Tag History per tag (RegistryClient.history),
// one advisory query per image, and the digest placed by reading whole histories, judged by the
// same `assess` from the whole history.

const DAY = 86_400_000;
let emu: Emulator;
let http: HttpClient;
let platform: PlatformClient;
let registry: RegistryClient;

beforeAll(async () => {
  emu = await startEmulator();
  http = new HttpClient({ timeoutMs: 20_000, retry: { baseDelayMs: 5, maxDelayMs: 20 } });
  platform = new PlatformClient({ http, apiUrl: emu.url, token: emu.apiToken, group: emu.rootGroup });
  registry = new RegistryClient({
    http,
    registry: emu.registry,
    credentials: { kind: 'bearer', token: emu.registryToken },
  });
});
afterAll(async () => {
  await http.close();
  await emu.close();
});

/** Every tag of every seed image, pins at several depths (tagged and digest-only), and references that cannot be checked. */
function seedReferences(): string[] {
  const refs: string[] = [];
  for (const image of SEED.images) {
    const name = `${emu.registry}/${image.org}/${image.image}`;
    for (const tag of image.tags) refs.push(`${name}:${tag}`);
    for (const tag of image.tags.slice(0, 3)) {
      const history = emu.store.history(`${image.org}/${image.image}`, tag)!;
      for (const back of [0, 1, 7, 40, history.length - 1]) {
        const pin = history.at(-1 - Math.min(back, history.length - 1))!.digest;
        refs.push(`${name}:${tag}@${pin}`);
        if (back === 7 || back === 0) refs.push(`${name}@${pin}`);
      }
    }
  }
  const { org, image, tag } = SEED.publicImage;
  refs.push(`${emu.registry}/${org}/${image}:${tag}@sha256:${'0'.repeat(64)}`);
  refs.push(`${emu.registry}/${org}/${image}@sha256:${'0'.repeat(64)}`);
  refs.push(`${emu.registry}/${org}/${image}:no-such-tag`);
  refs.push(`${emu.registry}/${SEED.unknownImage.org}/${SEED.unknownImage.image}:${SEED.unknownImage.tag}`);
  return [...new Set(refs)];
}

const settle = <T>(p: Promise<T>): Promise<Settled<T>> =>
  p.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );

/** The request model before issue 15, one reference at a time (no sharing needed for the answers). */
async function previousModel(target: CheckTarget, now: Date): Promise<ImageResult> {
  const repos = await settle(platform.findRepos(target.org, target.image));
  const history = async (tag: string): Promise<HistoryRecord[]> =>
    registry.history(target.org, target.image, tag, await registry.token(target.org, target.image));
  // Epoch and date tags are not in the default listing (tags.proto): the `name` filter finds them.
  const tagsOf = (uid: string, tag: string | null) =>
    tag !== null && !listedByDefault(tag) ? platform.findTags(uid, { name: tag }) : platform.listTags(uid);
  const listTags = async (tag: string | null): Promise<Tag[]> => {
    if (!repos.ok) throw repos.error;
    if (repos.value.length === 1) return tagsOf(repos.value[0]!.uid, tag);
    const listings = await Promise.all(repos.value.map((repo) => settle(tagsOf(repo.uid, tag))));
    // Digest-only: every listing counts for placing it; then the chosen repo's listing.
    if (tag === null) return listings.flatMap((l) => (l.ok ? l.value : []));
    const current = await settle(history(tag));
    const choice = chooseRepo(
      {
        org: target.org,
        image: target.image,
        tag,
        current: current.ok ? { ok: true, value: current.value.at(-1)?.digest ?? null } : current,
        group: '',
      },
      repos.value.map((repo, i) => ({ repo, tags: listings[i]! })),
    );
    if ('error' in choice) throw choice.error;
    return choice.tags;
  };
  const advisories: Settled<Advisory[]> = await settle(platform.listAdvisories(target.image));
  let tag = target.tag;
  if (tag === null) {
    const all = await settle(listTags(null));
    const plan = all.ok ? placementPlan(all.value, target.pinnedDigest!) : null;
    if (!plan) return unplaced(target, (all as { error: unknown }).error, advisories);
    if ('current' in plan) tag = plan.current;
    else {
      for (const name of plan.search) {
        const h = await settle(history(name));
        if (h.ok && h.value.some((r) => r.digest === target.pinnedDigest)) {
          tag = name;
          break;
        }
      }
      if (tag === null) return unplaced(target, new BrokenRule('DIGEST_NOT_PLACED', 'not placed'), advisories);
    }
  }
  const tags = await settle(listTags(tag));
  return assess(
    { ...target, tag },
    withWalk({ ...target, tag }, { tags, history: await settle(history(tag)), advisories }),
    { now, maxAgeMs: 30 * DAY },
  );
}

/** What a result says: verdict, digest, builds behind, advisory count, and the error's reason. */
const answer = (r: ImageResult) => ({
  ref: r.ref,
  tag: r.tag,
  status: r.status,
  digest: r.digest,
  lastUpdate: r.lastUpdate,
  deprecated: r.deprecated,
  buildsBehind: r.buildsBehind,
  behindSince: r.behindSince,
  advisories: r.advisories.length,
  reason: r.error?.reason ?? null,
});

describe('the engine answers as the request model before issue 15 did', () => {
  it('every verdict, digest, builds-behind and advisory count on the seed data', async () => {
    const now = new Date();
    const { targets } = buildTargets(seedReferences(), [], emu.registry);
    expect(targets.length).toBeGreaterThan(200);
    const before = [];
    for (const target of targets) before.push(await previousModel(target, now));
    emu.requests.length = 0;
    const after = await checkTargets(targets, new Lookups({ platform, registry, ...notOffered }), {
      now,
      maxAgeMs: 30 * DAY,
      concurrency: 16,
    });
    const sent = emu.requests.length;
    expect(after.map(answer)).toEqual(before.map(answer));
    // The seed has every kind of outcome, so the comparison means something.
    expect(new Set(after.map((r) => r.status))).toEqual(new Set(['ok', 'eol', 'stale', 'error']));
    expect(after.filter((r) => (r.buildsBehind ?? 0) > 100).length).toBeGreaterThan(0);
    // Digest-only references placed in their tag (by a walk now, by whole histories before).
    expect(after.filter((r, i) => targets[i]!.tag === null && r.tag !== '').length).toBeGreaterThan(10);
    expect(sent).toBeGreaterThan(0);
  }, 120_000);
});
