import { LookupError } from '../../src/errors';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/errors';
import { HttpClient } from '../../src/http/client';
import { RegistryClient, type HistoryRecord } from '../../src/registry/client';
import {
  walkHistory,
  walkHistoryPins,
  type HistoryWalk,
  type HistoryWalkRequest,
} from '../../src/registry/history-walk';
import { SEED, type Emulator } from '../emulator/index';
import { digestOf } from '../emulator/store';
import { fromFullWalk, registryOverEmulator, summary } from '../support/history-walks';

// The backwards, streaming Tag History walk against the emulator, compared with the full walk
// (RegistryClient.history, oldest first, every record) and what assess makes of it: the newest
// digest and time, builds behind and since when, or "not in the history".

let emu: Emulator;
let http: HttpClient;
let registry: RegistryClient;
const HOUR = 3_600_000;

beforeAll(async () => {
  ({ emu, http, registry } = await registryOverEmulator());
  emu.store.addRepo('acme.com', 'walk-app');
  emu.store.addTag('acme.com/walk-app', { name: 'long', history: { count: 5_000, intervalMs: 2 * HOUR } });
  emu.store.addTag('acme.com/walk-app', {
    name: 'stopped',
    history: { count: 300, newest: emu.store.now - 200 * 24 * HOUR },
  });
  emu.store.addTag('acme.com/walk-app', { name: 'gap', history: gapHistory() });
  emu.store.addTag('acme.com/walk-app', { name: 'ties', history: tiedHistory() });
  emu.store.addTag('acme.com/walk-app', { name: 'none', history: [] });
});
afterAll(async () => {
  await http.close();
  await emu.close();
});
afterEach(() => {
  emu.faults.clear();
  emu.requests.length = 0;
});

/** 400 daily builds, a pause of a year, then 400 more. */
function gapHistory(): HistoryRecord[] {
  const now = Date.now() - HOUR;
  return Array.from({ length: 800 }, (_, i) => {
    const daysBack = 799 - i + (i < 400 ? 365 : 0);
    return { updateTimestamp: new Date(now - daysBack * 24 * HOUR).toISOString(), digest: digestOf(9_000_000 + i) };
  });
}

/** 3 000 builds, five at a time sharing one time, every 10 minutes: window bounds fall on shared times. */
function tiedHistory(): HistoryRecord[] {
  const newest = Math.floor((Date.now() - HOUR) / 600_000) * 600_000;
  return Array.from({ length: 3_000 }, (_, i) => ({
    updateTimestamp: new Date(newest - Math.floor((2_999 - i) / 5) * 600_000).toISOString(),
    digest: digestOf(8_000_000 + i),
  }));
}

async function walk(
  org: string,
  image: string,
  tag: string,
  pin: string | null,
  over: Partial<HistoryWalkRequest> = {},
) {
  const token = await registry.token(org, image);
  return walkHistory({ http, registry: emu.registry, org, image, tag, token, pin, ...over });
}

async function compare(
  org: string,
  image: string,
  tag: string,
  pins: (string | null)[],
  over: Partial<HistoryWalkRequest> = {},
) {
  const token = await registry.token(org, image);
  const full = await registry.history(org, image, tag, token);
  for (const pin of pins)
    expect(summary(await walk(org, image, tag, pin, over)), `${org}/${image}:${tag} pin ${pin}`).toEqual(
      fromFullWalk(full, pin),
    );
  return full;
}

/** A spread of builds as pins (first, middle, around the window sizes, newest), a digest never built, no pin. */
function pinsOf(history: HistoryRecord[]): (string | null)[] {
  const n = history.length;
  const picks = [0, n >> 1, n - 1000, n - 46, n - 1].filter((i) => i >= 0 && i < n);
  return [...[...new Set(picks)].map((i): string | null => history[i]!.digest), digestOf(123_456_789), null];
}

describe('walkHistory', () => {
  it('gives the full walk results for every tag of the seed data', async () => {
    let tags = 0;
    for (const image of SEED.images) {
      for (const tag of image.tags) {
        const history = emu.store.history(`${image.org}/${image.image}`, tag)!;
        await compare(image.org, image.image, tag, pinsOf(history));
        tags++;
      }
    }
    expect(tags).toBeGreaterThan(10);
  }, 120_000);

  it('gives the full walk results over a 5 000-record history, with and without the listing hint', async () => {
    const history = emu.store.history('acme.com/walk-app', 'long')!;
    const pins = [4_999, 4_990, 4_000, 3_500, 3_001, 3_000, 2_999, 2_000, 1_000, 0].map((i) => history[i]!.digest);
    await compare('acme.com', 'walk-app', 'long', [...pins, digestOf(42), null]);
    await compare('acme.com', 'walk-app', 'long', pins, { newestHint: history.at(-1)!.updateTimestamp });
    // One window over the whole history: it comes back cut at 1 000 and is read on forward.
    await compare('acme.com', 'walk-app', 'long', pins, { firstWindowMs: 3_650 * 24 * HOUR });
    // Windows of an hour: most requests come back with 0 or 1 record.
    await compare('acme.com', 'walk-app', 'long', [history[4_900]!.digest], { firstWindowMs: HOUR });
  });

  it('reads only back to the pin: a pin 10 builds behind in 5 000 takes one request', async () => {
    const history = emu.store.history('acme.com/walk-app', 'long')!;
    const result = await walk('acme.com', 'walk-app', 'long', history[4_989]!.digest);
    expect(result).toMatchObject({ kind: 'placed', buildsBehind: 10, requests: 1 });
    expect(result.records).toBeLessThan(1_000);
    // 1 500 behind: about 1 500 records in 2 or 3 windows, not 5 000 in 6.
    const far = await walk('acme.com', 'walk-app', 'long', history[3_499]!.digest);
    expect(far).toMatchObject({ kind: 'placed', buildsBehind: 1_500 });
    expect(far.requests).toBeLessThanOrEqual(3);
    expect(far.records).toBeLessThan(2_600);
  });

  it('counts builds that share a time at a window bound once, in the server order', async () => {
    const history = emu.store.history('acme.com/walk-app', 'ties')!;
    const pins = [2_999, 2_998, 2_995, 2_994, 2_000, 1_001, 1_000, 999, 995, 5, 0].map((i) => history[i]!.digest);
    const times = new Set(history.map((r) => Date.parse(r.updateTimestamp)));
    const newestHint = history.at(-1)!.updateTimestamp;
    // The last one takes the whole history in one window, read on forward from shared times.
    for (const firstWindowMs of [600_000 * 100, 600_000 * 7, 600_000 * 180, 600_000 * 1_000]) {
      emu.requests.length = 0;
      await compare('acme.com', 'walk-app', 'ties', pins, { firstWindowMs, newestHint });
      // Window lengths in whole 10 minutes from a build's time: bounds fall on shared times.
      const bounds = emu.requests
        .flatMap((r) => [r.query.start, r.query.end])
        .filter((t): t is string => t !== undefined);
      expect(bounds.filter((t) => times.has(Date.parse(t))).length).toBeGreaterThan(3);
    }
  });

  it('crosses a year without builds, and a tag that stopped long ago', async () => {
    const gap = emu.store.history('acme.com/walk-app', 'gap')!;
    await compare('acme.com', 'walk-app', 'gap', [gap[399]!.digest, gap[0]!.digest, gap[400]!.digest, digestOf(7)]);
    const stopped = emu.store.history('acme.com/walk-app', 'stopped')!;
    await compare('acme.com', 'walk-app', 'stopped', pinsOf(stopped));
  });

  it('says empty for a tag without builds', async () => {
    expect(await walk('acme.com', 'walk-app', 'none', digestOf(1))).toMatchObject({ kind: 'empty' });
  });

  it('skips records a server sends from before the window (overlap-history)', async () => {
    const history = emu.store.history('acme.com/walk-app', 'long')!;
    emu.faults.add({ route: /\/history\//, kind: 'overlap-history', times: Infinity });
    const pin = history[2_500]!.digest;
    const result = await walk('acme.com', 'walk-app', 'long', pin);
    expect(result).toMatchObject({ kind: 'placed', buildsBehind: 2_499, behindSince: history[2_501]!.updateTimestamp });
    expect(emu.faults.count('overlap-history')).toBeGreaterThan(0);
  });

  it('places pins the same when the server sends each window newest first (read again, sorted)', async () => {
    // Builds at distinct times: among builds sharing a time, the server's order is the only order.
    const history = emu.store.history('acme.com/walk-app', 'long')!;
    const pins = [4_999, 4_990, 3_001, 3_000, 1_500, 0].map((i) => history[i]!.digest);
    const expected = await Promise.all(
      pins.map(async (pin) => summary(await walk('acme.com', 'walk-app', 'long', pin))),
    );
    emu.faults.add({
      route: /\/history\//,
      kind: 'bad-schema',
      times: Infinity,
      mutate: (body) => ({ history: [...(body as { history: unknown[] }).history].reverse() }),
    });
    for (const [i, pin] of pins.entries()) {
      expect(summary(await walk('acme.com', 'walk-app', 'long', pin)), `pin ${i}`).toEqual(expected[i]);
    }
    expect(emu.faults.count('bad-schema')).toBeGreaterThan(5);
  });

  it('places pins the same when windows are cut mid-body and sent again (what a cut try read is dropped)', async () => {
    const history = emu.store.history('acme.com/walk-app', 'long')!;
    const pins = [4_990, 3_000, 0].map((i) => history[i]!.digest);
    const expected = [];
    const requests = [];
    for (const pin of pins) {
      expected.push(await walk('acme.com', 'walk-app', 'long', pin));
      requests.push(emu.requests.filter((r) => r.path.includes('/history/')).length);
      emu.requests.length = 0;
    }
    for (const [i, pin] of pins.entries()) {
      emu.faults.add({ route: /\/history\//, kind: 'truncate', times: 2 });
      const result = await walk('acme.com', 'walk-app', 'long', pin);
      expect(summary(result), `pin ${i}`).toEqual(summary(expected[i]!));
      expect(result.records, `pin ${i}`).toBe(expected[i]!.records);
      // Each cut try is sent again: a request more for each, the walk otherwise the same.
      const windows = emu.requests.filter((r) => r.path.includes('/history/'));
      expect(windows.filter((r) => r.faults.includes('truncate')).length).toBe(2);
      expect(windows.length).toBe(requests[i]! + 2);
      emu.faults.clear();
      emu.requests.length = 0;
    }
  });

  it('stops reading an answer over 32 MiB and says so, without retrying it', async () => {
    emu.faults.add({
      route: /\/history\//,
      kind: 'respond',
      respond: () => ({ history: [], pad: 'x'.repeat(33 * 1024 * 1024) }),
    });
    const error = await walk('acme.com', 'walk-app', 'long', digestOf(1)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LookupError);
    expect((error as ApiError).reason).toBe('INVALID_RESPONSE');
    expect((error as ApiError).message).toContain('over 32 MiB');
    expect(emu.requests.filter((r) => r.path.includes('/history/')).length).toBe(1);
  });

  it('places several pins of one tag in one walk, each as the full walk places it, back to the oldest only', async () => {
    for (const [tag, indexes, over] of [
      ['long', [4_999, 4_990, 4_000, 3_500, 3_001, 3_000, 2_999], {}],
      ['ties', [2_999, 2_995, 2_994, 1_000, 999, 5], { firstWindowMs: 600_000 * 7 }],
      ['gap', [799, 400, 399, 0], {}],
    ] as const) {
      const history = emu.store.history(`acme.com/walk-app`, tag)!;
      const token = await registry.token('acme.com', 'walk-app');
      const full = await registry.history('acme.com', 'walk-app', tag, token);
      const pins = [...indexes.map((i) => history[i]!.digest), digestOf(31_337)];
      emu.requests.length = 0;
      const walked = await walkHistoryPins(
        { http, registry: emu.registry, org: 'acme.com', image: 'walk-app', tag, token, ...over },
        pins,
      );
      const together = emu.requests.filter((r) => r.path.includes('/history/')).length;
      for (const pin of pins)
        expect(summary(walked.get(pin) as HistoryWalk), `${tag} pin ${pin}`).toEqual(fromFullWalk(full, pin));
      // The absent digest makes the walk read the whole history once, not once per pin.
      emu.requests.length = 0;
      await walk('acme.com', 'walk-app', tag, digestOf(31_337), over);
      expect(together, tag).toBe(emu.requests.filter((r) => r.path.includes('/history/')).length);
    }
    // Without an absent pin the walk stops at the oldest pin: no more windows than that pin alone.
    const history = emu.store.history('acme.com/walk-app', 'long')!;
    const token = await registry.token('acme.com', 'walk-app');
    emu.requests.length = 0;
    const near = await walkHistoryPins(
      { http, registry: emu.registry, org: 'acme.com', image: 'walk-app', tag: 'long', token },
      [history[4_995]!.digest, history[3_400]!.digest],
    );
    const both = emu.requests.filter((r) => r.path.includes('/history/')).length;
    emu.requests.length = 0;
    const alone = await walk('acme.com', 'walk-app', 'long', history[3_400]!.digest);
    expect(both).toBe(emu.requests.filter((r) => r.path.includes('/history/')).length);
    expect(near.get(history[3_400]!.digest)).toMatchObject({
      kind: 'placed',
      buildsBehind: 1_599,
      behindSince: alone.kind === 'placed' ? alone.behindSince : 'x',
    });
    expect(near.get(history[4_995]!.digest)).toMatchObject({ kind: 'placed', buildsBehind: 4 });
  });

  it('gives the pins it placed their answer when the bound stops the walk, and the others the bound error', async () => {
    const history = emu.store.history('acme.com/walk-app', 'long')!;
    const token = await registry.token('acme.com', 'walk-app');
    const walked = await walkHistoryPins(
      { http, registry: emu.registry, org: 'acme.com', image: 'walk-app', tag: 'long', token, maxRecords: 2_000 },
      [history[4_900]!.digest, digestOf(99), history[10]!.digest],
    );
    expect(walked.get(history[4_900]!.digest)).toMatchObject({ kind: 'placed', buildsBehind: 99 });
    for (const pin of [digestOf(99), history[10]!.digest]) {
      const error = walked.get(pin);
      expect(error).toBeInstanceOf(LookupError);
      expect((error as ApiError).reason).toBe('HISTORY_LIMIT');
      expect((error as ApiError).message).toContain(digestOf(99));
    }
  });

  it('stops an unplaceable pin at the bound with an explicit error', async () => {
    let error: unknown;
    try {
      await walk('acme.com', 'walk-app', 'long', digestOf(99), { maxRecords: 2_000 });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(LookupError);
    expect((error as ApiError).reason).toBe('HISTORY_LIMIT');
    expect((error as ApiError).message).toContain(digestOf(99));
    expect(
      emu.requests.filter((r) => r.path.endsWith('/walk-app/_chainguard/history/long')).length,
    ).toBeLessThanOrEqual(4);
  });

  it('fails when more than a window of builds share one time', async () => {
    emu.store.addTag('acme.com/walk-app', {
      name: 'stuck',
      history: Array.from({ length: 1_200 }, (_, i) => ({
        updateTimestamp: '2026-01-01T00:00:00.000Z',
        digest: digestOf(7_000_000 + i),
      })),
    });
    let error: unknown;
    try {
      await walk('acme.com', 'walk-app', 'stuck', digestOf(1), { newestHint: '2026-01-01T00:00:00.000Z' });
    } catch (e) {
      error = e;
    }
    expect((error as ApiError).reason).toBe('HISTORY_WINDOW_STUCK');
  });
});
