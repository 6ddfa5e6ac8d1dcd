import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LookupError, WindowStuckError } from '../../src/errors';
import { HttpClient } from '../../src/http/client';
import { RegistryClient } from '../../src/registry/client';
import { walkHistory, walkHistoryPins, walkOfRecords, type HistoryWalk } from '../../src/registry/history-walk';
import type { Emulator, HistoryRepeat } from '../emulator/index';
import { digestOf } from '../emulator/store';
import { registryOverEmulator } from '../support/history-walks';

// A Tag History server that repeats records (issue 25): the newest build twice, every record
// twice, older builds again after the newest, builds of the newer window again past a bound.
// Each build counts once: a pin at build 40 of 50 is 9 behind, by the walk (one window or many,
// one pin or several) and by the whole-history reader alike.

let emu: Emulator;
let http: HttpClient;
let registry: RegistryClient;
const DAY = 24 * 3_600_000;
const REPEATS: HistoryRepeat[] = ['newest', 'each', 'run', 'bound'];

beforeAll(async () => {
  ({ emu, http, registry } = await registryOverEmulator());
  emu.store.addRepo('acme.com', 'repeat-app');
  emu.store.addTag('acme.com/repeat-app', { name: 'fifty', history: { count: 50, intervalMs: DAY } });
  emu.store.addTag('acme.com/repeat-app', { name: 'long', history: { count: 3_000, intervalMs: 3_600_000 } });
});
afterAll(async () => {
  await http.close();
  await emu.close();
});
afterEach(() => {
  emu.faults.clear();
  emu.requests.length = 0;
});

const fifty = () => emu.store.history('acme.com/repeat-app', 'fifty')!;
const token = () => registry.token('acme.com', 'repeat-app');
const placed = (walk: HistoryWalk | LookupError | undefined) => {
  if (walk === undefined || walk instanceof LookupError || walk.kind !== 'placed') return walk;
  return { newest: walk.newest.digest, buildsBehind: walk.buildsBehind, behindSince: walk.behindSince };
};

describe('repeated Tag History records', () => {
  // One window (45 days back, then the rest), or windows of about three builds each.
  for (const [windows, firstWindowMs] of [
    ['few windows', undefined],
    ['many windows', 3 * DAY - 1],
  ] as const) {
    it.each(REPEATS)(
      `a pin at build 40 of 50 (counted from 0) is 9 behind when the server repeats records (%s, ${windows})`,
      async (repeat) => {
        const history = fifty();
        const pin = history[40]!.digest; // build 40 counted from 0: builds 41 to 49 are newer
        const truth = { newest: history[49]!.digest, buildsBehind: 9, behindSince: history[41]!.updateTimestamp };
        const tok = await token();
        const base = { http, registry: emu.registry, org: 'acme.com', image: 'repeat-app', tag: 'fifty', token: tok };
        emu.faults.add({ route: /\/history\//, kind: 'repeat-history', repeat, times: Infinity });

        expect(placed(await walkHistory({ ...base, pin, firstWindowMs }))).toEqual(truth);
        const several = await walkHistoryPins({ ...base, firstWindowMs }, [history[45]!.digest, pin]);
        expect(placed(several.get(pin))).toEqual(truth);
        expect(placed(several.get(history[45]!.digest))).toMatchObject({ buildsBehind: 4 });
        const full = await registry.history('acme.com', 'repeat-app', 'fifty', tok);
        expect(full.map((r) => r.digest)).toEqual(history.map((r) => r.digest));
        expect(placed(walkOfRecords(full, pin))).toEqual(truth);
        // A digest never built: the whole history read, each build counted once.
        const absent = await walkHistory({ ...base, pin: digestOf(424_242), firstWindowMs });
        expect(absent).toMatchObject({ kind: 'absent', builds: 50, oldest: history[0]!.updateTimestamp });
        if (repeat !== 'bound' || firstWindowMs !== undefined)
          expect(emu.faults.count('repeat-history')).toBeGreaterThan(0);
      },
    );
  }

  it('the whole-history reader reads full windows sent newest first (the next window starts at the newest time)', async () => {
    const tok = await token();
    const expected = await registry.history('acme.com', 'repeat-app', 'long', tok);
    emu.faults.add({
      route: /\/history\//,
      kind: 'bad-schema',
      times: Infinity,
      mutate: (body) => ({ history: [...(body as { history: unknown[] }).history].reverse() }),
    });
    expect(await registry.history('acme.com', 'repeat-app', 'long', tok)).toEqual(expected);
    expect(emu.faults.count('bad-schema')).toBeGreaterThanOrEqual(3);
  });

  it('a server that answers every window with the same full page of builds an hour apart is said to repeat records', async () => {
    const now = Date.now();
    const page = Array.from({ length: 1_000 }, (_, i) => ({
      updateTimestamp: new Date(now - (1_000 - i) * 3_600_000).toISOString(),
      digest: digestOf(5_000_000 + i),
    }));
    emu.faults.add({ route: /\/history\//, kind: 'respond', times: Infinity, respond: () => ({ history: page }) });
    const tok = await token();
    for (const read of [
      () =>
        walkHistory({
          http,
          registry: emu.registry,
          org: 'acme.com',
          image: 'repeat-app',
          tag: 'fifty',
          token: tok,
          pin: digestOf(1),
        }),
      () => registry.history('acme.com', 'repeat-app', 'fifty', tok),
    ]) {
      const error = await read().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(WindowStuckError);
      expect((error as WindowStuckError).reason).toBe('HISTORY_WINDOW_STUCK');
      expect((error as WindowStuckError).message).toContain('the server repeats records');
      expect((error as WindowStuckError).message).not.toContain('share the time');
    }
  });
});
