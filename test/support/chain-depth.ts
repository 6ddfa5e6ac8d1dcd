import type { RecordedRequest } from '../emulator/index';

/**
 * The longest chain of requests that waited on one another, read from the emulator's log: a
 * request's depth is 1 + the deepest request answered before it arrived. Requests sent together
 * (none answered before the others arrived) share a depth. With a latency on every response this
 * is the number of round trips the client took, not a wall-clock measure.
 */
export function chainDepth(requests: readonly RecordedRequest[]): number {
  const sorted = [...requests].sort((a, b) => a.arrivedAt - b.arrivedAt);
  const depths: number[] = [];
  let deepest = 0;
  sorted.forEach((r, i) => {
    let before = 0;
    for (let j = 0; j < i; j++)
      if (sorted[j]!.answeredAt > 0 && sorted[j]!.answeredAt <= r.arrivedAt) before = Math.max(before, depths[j]!);
    depths.push(before + 1);
    deepest = Math.max(deepest, before + 1);
  });
  return deepest;
}
