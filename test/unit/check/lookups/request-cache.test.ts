import { describe, expect, it } from 'vitest';
import { FOLLOW_UP, LEAF, RequestCache, UNLOCKS } from '../../../../src/check/lookups/request-cache';

describe('RequestCache', () => {
  it('loads a key once and hands every caller the same promise', async () => {
    const cache = new RequestCache();
    let loads = 0;
    const load = async () => ++loads;
    const [a, b] = await Promise.all([cache.once('k', load), cache.once('k', load)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    expect(cache.has('k')).toBe(true);
  });

  it('keeps a rejection for every caller without an unhandled rejection', async () => {
    const cache = new RequestCache();
    let loads = 0;
    const fail = () => Promise.reject(new Error(`failed ${++loads}`));
    void cache.once('k', fail);
    await expect(cache.once('k', fail)).rejects.toThrow('failed 1');
    expect(loads).toBe(1);
  });

  it('seeds only keys not asked for yet', async () => {
    const cache = new RequestCache();
    await cache.once('asked', async () => 'asked');
    cache.seed('asked', 'learnt');
    cache.seed('new', 'learnt');
    expect(await cache.peek('asked')).toBe('asked');
    expect(await cache.peek('new')).toBe('learnt');
    expect(cache.peek('absent')).toBeUndefined();
  });

  it('runs at most `concurrency` calls at once, waiting ones by priority then arrival', async () => {
    const cache = new RequestCache();
    cache.setConcurrency(2);
    let inFlight = 0;
    let most = 0;
    const order: string[] = [];
    const gates: (() => void)[] = [];
    const call = (name: string) => async () => {
      inFlight++;
      most = Math.max(most, inFlight);
      order.push(name);
      await new Promise<void>((resolve) => gates.push(resolve));
      inFlight--;
    };
    const all = [
      cache.run(LEAF, call('first')),
      cache.run(LEAF, call('second')),
      cache.run(LEAF, call('leaf')),
      cache.run(FOLLOW_UP, call('follow-up')),
      cache.limiter(UNLOCKS)(call('unlocks')),
    ];
    while (order.length < 5) {
      await new Promise((resolve) => setImmediate(resolve));
      gates.shift()?.();
    }
    gates.forEach((open) => open());
    await Promise.all(all);
    expect(most).toBe(2);
    expect(order).toEqual(['first', 'second', 'unlocks', 'follow-up', 'leaf']);
  });
});
