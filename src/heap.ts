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

/**
 * Keeps WebAssembly in V8's baseline code (Liftoff) for the rest of the process. The one module a
 * run executes is undici's HTTP/1 parser (llhttp): once it is hot, V8 recompiles it with TurboFan,
 * which holds 11 MB of a 100 000-build walk's peak (117 against 128 MB) for a parser that is a few
 * percent of the run's CPU (bench/README.md, "Memory, taken apart"). V8 reads the budget when a
 * module is compiled, and undici compiles llhttp on its first connection, after the entry has set
 * it (test/unit/heap.test.ts). The budget is V8's estimate of bytes executed per function.
 */
export function boundWasmTierUp(): void {
  setFlagsFromString('--wasm-tiering-budget=2000000000');
}

/**
 * Lets the old generation grow by a fifth over what the last full collection kept, instead of
 * V8's own factor (up to several times the live heap when collections are fast). A run keeps
 * little (its results) and makes much garbage that outlives a scavenge (answers across `await`s,
 * `@sigstore/verify`'s certificate work: 2.9 GB over 5 000 references), which V8 otherwise
 * collects only once the heap is 2 to 3 times the live size (bench/README.md, "Memory, taken
 * apart"). Read at every full collection, so setting it after start takes effect
 * (test/unit/heap.test.ts). Costs more full collections, marked concurrently.
 */
export function boundOldGeneration(): void {
  setFlagsFromString('--heap-growing-percent=20');
}
