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
