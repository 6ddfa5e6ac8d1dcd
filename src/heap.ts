import { setFlagsFromString } from 'node:v8';

/**
 * Keeps V8's young generation at its starting size for the rest of the process. A run reads
 * thousands of answers whose short-lived bodies and records survive a scavenge or two across the
 * `await`s, and V8 doubles the young generation each time (to 64 to 128 MB), which is the whole of
 * the action's peak memory beyond its start (bench/README.md). The growth factor is read each time
 * the space would grow, so setting it after start takes effect (test/unit/heap.test.ts); a node
 * action cannot pass V8 flags on its command line. Costs a few more scavenges, not wall time.
 */
export function boundYoungGeneration(): void {
  setFlagsFromString('--semi-space-growth-factor=1');
}
