import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../../src/http/client';
import { RegistryClient, type HistoryRecord } from '../../src/registry/client';
import { walkHistory, walkHistoryPins, type HistoryWalkRequest } from '../../src/registry/history-walk';
import type { Emulator } from '../emulator/index';
import { digestOf } from '../emulator/store';
import { fromFullWalk, registryOverEmulator, summary } from '../support/history-walks';

// The walk compares each record's digest with the watched digest, the pins, and the digests
// already counted (builds sharing a time at window bounds and cuts). Checked here against the
// full walk (RegistryClient.history) where history-walk.test.ts does not reach: `watched`, and
// many builds at one time.

let emu: Emulator;
let http: HttpClient;
let registry: RegistryClient;
const HOUR = 3_600_000;
const TEN_MINUTES = 600_000;

beforeAll(async () => {
  ({ emu, http, registry } = await registryOverEmulator());
  emu.store.addRepo('acme.com', 'views-app');
  emu.store.addTag('acme.com/views-app', { name: 'long', history: { count: 3_000, intervalMs: 2 * HOUR } });
  emu.store.addTag('acme.com/views-app', { name: 'crowd', history: crowdedHistory() });
});
afterAll(async () => {
  await http.close();
  await emu.close();
});

/** 3 000 builds, 25 at a time sharing one time, every 10 minutes. */
function crowdedHistory(): HistoryRecord[] {
  const newest = Math.floor((Date.now() - HOUR) / TEN_MINUTES) * TEN_MINUTES;
  return Array.from({ length: 3_000 }, (_, i) => ({
    updateTimestamp: new Date(newest - Math.floor((2_999 - i) / 25) * TEN_MINUTES).toISOString(),
    digest: digestOf(7_000_000 + i),
  }));
}

async function walk(tag: string, pin: string | null, over: Partial<HistoryWalkRequest> = {}) {
  const token = await registry.token('acme.com', 'views-app');
  return walkHistory({ http, registry: emu.registry, org: 'acme.com', image: 'views-app', tag, token, pin, ...over });
}

describe('the walk over record views', () => {
  it('says whether the watched digest was among the records it read', async () => {
    const history = emu.store.history('acme.com/views-app', 'long')!;
    const near = history[2_989]!.digest;
    // A pin 10 builds behind: one window, back to the pin only.
    expect(await walk('long', near, { watch: history[2_995]!.digest })).toMatchObject({
      kind: 'placed',
      buildsBehind: 10,
      watched: true,
    });
    expect(await walk('long', near, { watch: history[2_989]!.digest })).toMatchObject({ watched: true });
    expect(await walk('long', near, { watch: history[2_999]!.digest })).toMatchObject({ watched: true });
    const notRead = await walk('long', near, { watch: history[100]!.digest });
    expect(notRead).toMatchObject({ kind: 'placed', watched: false });
    expect(notRead.records).toBeLessThan(2_900);
    // Read on the way to an old pin; never built; no pin (the newest only).
    expect(await walk('long', history[50]!.digest, { watch: history[100]!.digest })).toMatchObject({
      kind: 'placed',
      watched: true,
    });
    expect(await walk('long', history[50]!.digest, { watch: digestOf(99_999) })).toMatchObject({ watched: false });
    expect(await walk('long', null, { watch: history[2_999]!.digest })).toMatchObject({
      kind: 'newest',
      watched: true,
    });
    // A digest that differs from a build's in its prefix only is not that build.
    expect(await walk('long', near, { watch: `sha512:${history[2_995]!.digest.slice(7)}` })).toMatchObject({
      watched: false,
    });
  });

  it('counts 25 builds sharing a time at window bounds and at cuts once, as the full walk does', async () => {
    const history = emu.store.history('acme.com/views-app', 'crowd')!;
    const token = await registry.token('acme.com', 'views-app');
    const full = await registry.history('acme.com', 'views-app', 'crowd', token);
    const pins = [2_999, 2_975, 2_974, 2_000, 1_001, 1_000, 999, 975, 974, 24, 0].map((i) => history[i]!.digest);
    const newestHint = history.at(-1)!.updateTimestamp;
    const times = new Set(history.map((r) => Date.parse(r.updateTimestamp)));
    for (const firstWindowMs of [TEN_MINUTES * 30, TEN_MINUTES * 7, TEN_MINUTES * 45, TEN_MINUTES * 1_000]) {
      emu.requests.length = 0;
      for (const pin of [...pins, digestOf(4_242)]) {
        expect(
          summary(await walk('crowd', pin, { firstWindowMs, newestHint })),
          `window ${firstWindowMs} pin ${pin}`,
        ).toEqual(fromFullWalk(full, pin));
      }
      const together = await walkHistoryPins(
        {
          http,
          registry: emu.registry,
          org: 'acme.com',
          image: 'views-app',
          tag: 'crowd',
          token,
          firstWindowMs,
          newestHint,
        },
        pins,
      );
      for (const pin of pins)
        expect(summary(together.get(pin)!), `together, window ${firstWindowMs}`).toEqual(fromFullWalk(full, pin));
      // Bounds fell on shared times, so the 25 builds there were met twice and counted once.
      const bounds = emu.requests
        .flatMap((r) => [r.query.start, r.query.end])
        .filter((t): t is string => t !== undefined);
      expect(bounds.filter((t) => times.has(Date.parse(t))).length).toBeGreaterThan(3);
    }
  });
});
