import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../fixtures/heap/survivors.ts', import.meta.url));

async function youngGenerationAfter(...args: string[]): Promise<number> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script, ...args]);
  const { youngBytes } = JSON.parse(stdout) as { youngBytes: number | null };
  if (youngBytes === null) throw new Error('no new_space in V8 heap statistics');
  return youngBytes / 2 ** 20;
}

// Guards the assumption the entries rely on: V8 reads the growth factor when the space would grow.
describe('boundYoungGeneration', () => {
  it('keeps the young generation at its starting size where it would otherwise grow', async () => {
    const [grown, bound] = await Promise.all([youngGenerationAfter(), youngGenerationAfter('bound')]);
    expect(grown).toBeGreaterThanOrEqual(32);
    expect(bound).toBeLessThanOrEqual(16);
  }, 60_000);
});

const tierScript = fileURLToPath(new URL('../fixtures/heap/wasm-tier.ts', import.meta.url));

async function stillBaseline(...args: string[]): Promise<boolean> {
  const { stdout } = await promisify(execFile)(process.execPath, [
    '--allow-natives-syntax',
    // Tier-up compiled as soon as it is due, not on a background thread that may finish later.
    '--wasm-sync-tier-up',
    '--import',
    'tsx',
    tierScript,
    ...args,
  ]);
  const { sum, liftoff } = JSON.parse(stdout) as { sum: number; liftoff: boolean };
  expect(sum).toBe(55);
  return liftoff;
}

// Guards the assumption the entries rely on: V8 reads the tiering budget when a module is compiled.
describe('boundWasmTierUp', () => {
  it('keeps a hot WebAssembly function in baseline code where V8 would otherwise recompile it', async () => {
    const [unbound, bound] = await Promise.all([stillBaseline(), stillBaseline('bound')]);
    expect(unbound).toBe(false);
    expect(bound).toBe(true);
  }, 60_000);
});

const garbageScript = fileURLToPath(new URL('../fixtures/heap/old-garbage.ts', import.meta.url));

async function oldGenerationPeak(...args: string[]): Promise<number> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', garbageScript, ...args]);
  const { oldBytes, live } = JSON.parse(stdout) as { oldBytes: number; live: number };
  expect(live).toBe(8);
  return oldBytes / 2 ** 20;
}

// Guards the assumption the entries rely on: V8 reads the growing factor at every full collection.
describe('boundOldGeneration', () => {
  it('collects garbage that reached the old generation before the heap is a few times what it keeps', async () => {
    // One after the other: V8's own factor follows how fast collections run, which a second process slows.
    const grown = await oldGenerationPeak();
    const bound = await oldGenerationPeak('bound');
    expect(bound).toBeLessThanOrEqual(100);
    expect(bound).toBeLessThan(grown * 0.75);
  }, 60_000);
});
