import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TARGET_WINDOW, checkTargets } from '../../src/check/judge/engine';
import { Lookups } from '../../src/check/lookups/lookups';
import { asError } from '../../src/errors';
import { notOffered } from '../support/fake-lookups';
import { buildTargets } from '../../src/check/targets';
import { HttpClient } from '../../src/http/client';
import { PlatformClient } from '../../src/platform/client';
import { RegistryClient } from '../../src/registry/client';
import type { ImageResult } from '../../src/model';
import { SEED, startEmulator, type Emulator } from '../emulator/index';
import { emulatorClients } from '../support/emulator-settings';

// The engine over the real clients and the emulator: shared look-ups, per-image errors,
// pinned digests behind their tag, and bounded concurrency.

const DAY = 86_400_000;
let emu: Emulator;
let http: HttpClient;

beforeAll(async () => {
  emu = await startEmulator();
});
afterAll(async () => {
  await emu.close();
});
afterEach(async () => {
  emu.faults.clear();
  emu.setLatency(0);
  emu.requests.length = 0;
  await http.close();
});

async function check(refs: string[], concurrency = 8): Promise<ImageResult[]> {
  http = new HttpClient({ timeoutMs: 5_000, retry: { baseDelayMs: 5, maxDelayMs: 20 } });
  const lookups = new Lookups(emulatorClients(emu, http, { group: emu.rootGroup, ...notOffered }));
  const { targets } = buildTargets(refs, [], emu.registry);
  return checkTargets(targets, lookups, { now: new Date(), maxAgeMs: 30 * DAY, concurrency });
}

/** The most requests the emulator held at one moment: each is in flight from its arrival to its answer. */
function peakInFlight(requests: readonly { arrivedAt: number; answeredAt: number }[]): number {
  const events = requests.flatMap((r) => [
    { at: r.arrivedAt, step: 1 },
    { at: r.answeredAt, step: -1 },
  ]);
  // An answer written at the moment another request arrives is counted first.
  events.sort((a, b) => a.at - b.at || a.step - b.step);
  let now = 0;
  let peak = 0;
  for (const e of events) peak = Math.max(peak, (now += e.step));
  return peak;
}

const ref = (org: string, image: string, rest: string) => `${emu.registry}/${org}/${image}${rest}`;
const count = (path: string | RegExp) =>
  emu.requests.filter((r) => (typeof path === 'string' ? r.path === path : path.test(r.path))).length;

describe('engine', () => {
  it('shares look-ups: one repo look-up and tag listing per repo, one advisory query for every image, a token and history only for a pin', async () => {
    const refs = [
      ref('chainguard', 'nginx', ':latest'),
      ref('chainguard', 'nginx', ':1.27'),
      ref('chainguard', 'nginx', ':1.27@' + emu.store.history('chainguard/nginx', '1.27')!.at(-3)!.digest),
      ref('chainguard', 'python', ':3.12'),
      ref('chainguard', 'python', ':3.12-dev'),
    ];
    const results = await check(refs);
    expect(results.map((r) => r.status)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
    expect(count('/registry/v2/repos')).toBe(2);
    expect(count('/registry/v2/tags')).toBe(2);
    // nginx and python in one combined query.
    expect(count('/vulnerabilities/v2/advisories')).toBe(1);
    expect(emu.requests.find((r) => r.path === '/vulnerabilities/v2/advisories')!.url).toMatch(
      /artifactNames=nginx.*artifactNames=python|artifactNames=python.*artifactNames=nginx/,
    );
    // Only the pin needs the registry: one window (it is 2 builds behind), the identity token its
    // Bearer (no token request); the organization's group read once for both repos.
    expect(count('/token')).toBe(0);
    expect(count(/\/history\//)).toBe(1);
    expect(count(/^\/iam\/v2\/groups\//)).toBe(1);
  });

  it('reports the current digest, end-of-life, and a pinned digest behind its tag', async () => {
    const history = emu.store.history('chainguard/go', '1.23')!;
    const pinned = history.at(-41)!;
    const [eol, stale, current] = await check([
      ref('chainguard', 'nginx', `:${SEED.publicImage.deprecatedTag}`),
      ref('chainguard', 'go', `:1.23@${pinned.digest}`),
      ref('chainguard', 'go', ':1.23'),
    ]);
    expect(eol).toMatchObject({ status: 'eol', deprecated: true, error: null });
    expect(stale).toMatchObject({
      status: 'stale',
      buildsBehind: 40,
      behindSince: history.at(-40)!.updateTimestamp,
      digest: history.at(-1)!.digest,
    });
    expect(current).toMatchObject({
      status: 'ok',
      buildsBehind: 0,
      digest: history.at(-1)!.digest,
      lastUpdate: history.at(-1)!.updateTimestamp,
    });
  });

  it('one image failing is its error result; the others go on', async () => {
    const results = await check([
      ref('chainguard', 'nginx', ':latest'),
      ref(SEED.unknownImage.org, SEED.unknownImage.image, ':latest'),
      ref('chainguard', 'nginx', ':no-such-tag'),
      ref('chainguard', 'go', ':1.24'),
    ]);
    expect(results.map((r) => r.status)).toEqual(['ok', 'error', 'error', 'ok']);
    expect(results[1]!.error).toMatchObject({ reason: 'REPO_NOT_FOUND' });
    expect(results[2]!.error).toMatchObject({ reason: 'TAG_NOT_FOUND' });
    expect(results[2]!.error!.message).toContain('no-such-tag');
  });

  it('a failing service never gives a false ok: the advisory query failing makes the result an error', async () => {
    emu.faults.add({ route: '/vulnerabilities/v2/advisories', kind: 'status', status: 500, times: Infinity });
    const [result] = await check([ref('chainguard', 'go', ':1.24')]);
    expect(result!.status).toBe('error');
    expect(result!.error).toMatchObject({ code: 13, reason: 'INTERNAL' });
  });

  it('without combined queries, an image whose advisory query fails is the only error; the others are ok', async () => {
    http = new HttpClient({ timeoutMs: 5_000, retry: { maxAttempts: 1 } });
    const platform = new PlatformClient({ http, apiUrl: emu.url, token: emu.apiToken, group: emu.rootGroup });
    const lookups = new Lookups({
      // The client as one without combined queries: one query per image, each failing alone.
      platform: {
        findRepos: (org, name) => platform.findRepos(org, name),
        group: (uid) => platform.group(uid),
        tagPages: (uid, limit, head) => platform.tagPages(uid, limit, head),
        tagHead: (uid, limit) => platform.tagHead(uid, limit),
        findTags: (uid, filter) => platform.findTags(uid, filter),
        advisoriesOf: async (images, limit) =>
          new Map(
            await Promise.all(
              images.map(
                async (image) => [image, await limit(() => platform.listAdvisories(image)).catch(asError)] as const,
              ),
            ),
          ),
      },
      registry: new RegistryClient({
        http,
        registry: emu.registry,
        credentials: { kind: 'bearer', token: emu.registryToken },
      }),
      ...notOffered,
    });
    emu.faults.add({
      route: '/vulnerabilities/v2/advisories',
      kind: 'bad-schema',
      times: Infinity,
      mutate: (body, request) => (request.query.getAll('artifactNames').includes('python') ? { advisories: 7 } : body),
    });
    const { targets } = buildTargets(
      [ref('chainguard', 'nginx', ':1.27'), ref('chainguard', 'python', ':3.12'), ref('chainguard', 'go', ':1.24')],
      [],
      emu.registry,
    );
    const results = await checkTargets(targets, lookups, { now: new Date(), maxAgeMs: 30 * DAY, concurrency: 4 });
    expect(results.map((r) => r.status)).toEqual(['ok', 'error', 'ok']);
    expect(results[1]!.error!.message).toMatch(/advisories/);
    const queries = emu.requests.filter((r) => r.path === '/vulnerabilities/v2/advisories');
    expect(queries.map((r) => new URL(r.url, emu.url).searchParams.getAll('artifactNames')).sort()).toEqual([
      ['go'],
      ['nginx'],
      ['python'],
    ]);
  });

  it("more references than the window of targets under way: every result in its reference's place, still one advisory query", async () => {
    // concurrency 1: TARGET_WINDOW targets at a time, so these pins go through the window several times.
    const history = emu.store.history('chainguard/nginx', '1.27')!;
    const behind = Array.from({ length: TARGET_WINDOW + 28 }, (_, k) => k);
    // python last, past the first window: its advisories still go in the one combined query.
    const refs = [
      ...behind.map((k) => ref('chainguard', 'nginx', `:1.27@${history.at(-1 - k)!.digest}`)),
      ref('chainguard', 'python', ':3.12'),
    ];
    const results = await check(refs, 1);
    expect(results.map((r) => r.ref)).toEqual(refs);
    expect(results.map((r) => r.status === 'error')).not.toContain(true);
    expect(results.slice(0, -1).map((r) => r.buildsBehind)).toEqual(behind);
    expect(count('/vulnerabilities/v2/advisories')).toBe(1);
  });

  it('places several pins of one tag with one walk, each result as its walk alone gives it', async () => {
    emu.store.addTag('chainguard/nginx', { name: 'many-pins', history: { count: 3_000, intervalMs: 3_600_000 } });
    const history = emu.store.history('chainguard/nginx', 'many-pins')!;
    const pinned = [2_999, 2_990, 2_500, 1_200, 1_199].map((i) =>
      ref('chainguard', 'nginx', `:many-pins@${history[i]!.digest}`),
    );
    const together = await check(pinned);
    const windows = count(/\/history\/many-pins$/);
    await http.close();
    const alone: ImageResult[] = [];
    let farthest = 0;
    for (const r of pinned) {
      emu.requests.length = 0;
      alone.push(...(await check([r])));
      farthest = Math.max(farthest, count(/\/history\/many-pins$/));
      await http.close();
    }
    const facts = (r: ImageResult) => ({
      ref: r.ref,
      status: r.status,
      digest: r.digest,
      buildsBehind: r.buildsBehind,
      behindSince: r.behindSince,
      lastUpdate: r.lastUpdate,
    });
    expect(together.map(facts)).toEqual(alone.map(facts));
    expect(together.map((r) => r.buildsBehind)).toEqual([0, 9, 499, 1_799, 1_800]);
    // One walk back to the oldest pin: the windows of that pin alone, not of all five.
    expect(windows).toBe(farthest);
    http = new HttpClient();
  });

  it('keeps to the concurrency bound and overlaps work under latency', async () => {
    emu.setLatency(50);
    // The first three requests are answered only once all three have arrived: a run that sent
    // them one after another would never end.
    const gather = emu.faults.add({ kind: 'gather', times: 3 });
    const images = SEED.images.filter((i) => i.org === 'chainguard' && i.tags.includes('latest')).slice(0, 6);
    const refs = images.map((i) => ref(i.org, i.image, ':latest'));
    const results = await check(refs, 3);
    expect(results.map((r) => r.status)).toEqual(images.map(() => 'ok'));
    expect(gather.fired).toBe(3);
    // Per image: repo and tags; one advisory query for all; no registry request (nothing is pinned).
    expect(count('/registry/v2/repos')).toBe(images.length);
    expect(count('/registry/v2/tags')).toBeGreaterThanOrEqual(images.length);
    expect(count('/vulnerabilities/v2/advisories')).toBeGreaterThanOrEqual(1);
    expect(count('/token') + count(/\/history\//)).toBe(0);
    // Counted from the emulator's log, not timed: never more than three in flight, three at once.
    expect(peakInFlight(emu.requests)).toBe(3);
  });
});
