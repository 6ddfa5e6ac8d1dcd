import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImageResult } from '../../src/model';
import { startEmulator, type Emulator } from '../emulator/index';
import { runCliProcess } from '../support/run-cli';
import { emulatorSettings } from '../support/emulator-settings';

// A long run, as the built CLI meets it: a pin thousands of builds behind, walked back with a
// pull token whose registry tokens expire every two requests. The walk goes on over fresh tokens
// and places the pin; a registry that refuses the fresh token gives that image an error that
// says so, and the run still reports the other images.

let emu: Emulator;
let dir: string;
const HOUR = 3_600_000;
const REPO = 'acme.com/python-fips';

beforeAll(async () => {
  emu = await startEmulator();
  dir = await mkdtemp(join(tmpdir(), 'image-check-long-'));
  emu.store.addTag(REPO, { name: 'nightly', history: { count: 5_000, intervalMs: 2 * HOUR } });
});
afterAll(async () => {
  await emu.close();
  await rm(dir, { recursive: true, force: true });
});

async function check(name: string, dockerfile: string) {
  const ws = join(dir, name);
  await mkdir(ws, { recursive: true });
  await writeFile(join(ws, 'Dockerfile'), dockerfile);
  const env = {
    IMAGE_CHECK_TOKEN: emu.apiToken,
    IMAGE_CHECK_REGISTRY_USERNAME: emu.pullUsername,
    IMAGE_CHECK_REGISTRY_PASSWORD: emu.pullPassword,
  };
  const args = ['check', ...emulatorSettings(emu)];
  const cli = await runCliProcess([...args, '--format', 'json', '--fail-on', 'none', 'Dockerfile'], { cwd: ws, env });
  return { cli, items: JSON.parse(cli.stdout) as ImageResult[] };
}

describe('a walk that outlives its registry token', () => {
  it('places pins 4 000 and 1 000 builds behind over renewed tokens', async () => {
    const history = emu.store.history(REPO, 'nightly')!;
    const far = history[999]!.digest;
    const near = history[3_999]!.digest;
    emu.registryTokenLifetime = { requests: 2 };
    emu.requests.length = 0;
    const r = `${emu.registry}/${REPO}:nightly`;
    const { cli, items } = await check('renewed', `FROM ${r}@${far}\nFROM ${r}@${near}\n`);
    expect(cli.exitCode, cli.stderr).toBe(0);
    const byDigest = new Map(items.map((x) => [x.ref.split('@')[1], x]));
    expect(byDigest.get(far)).toMatchObject({ buildsBehind: 4_000, error: null });
    expect(byDigest.get(near)).toMatchObject({ buildsBehind: 1_000, error: null });
    // The walk outlived its token: expiries met, each answered by one new token from the realm.
    const expired = emu.requests.filter((q) => q.path.includes('/history/') && q.status === 401 && q.auth === 'bearer');
    expect(expired.length).toBeGreaterThan(1);
    expect(emu.requests.filter((q) => q.path === '/token').length).toBeLessThanOrEqual(expired.length + 1);
    expect(`${cli.stdout}\n${cli.stderr}`).not.toContain(emu.pullPassword);
  });

  it('a registry that refuses the fresh token: that pin is an error saying so, the credential is not blamed, the rest is reported', async () => {
    const history = emu.store.history(REPO, 'nightly')!;
    emu.registryTokenLifetime = { requests: 2, renewedRequests: 0 };
    const r = `${emu.registry}/${REPO}:nightly`;
    const { cli, items } = await check(
      'refused',
      `FROM ${r}@${history[999]!.digest}\nFROM ${emu.registry}/chainguard/static:latest\n`,
    );
    emu.registryTokenLifetime = undefined;
    const pinned = items.find((x) => x.ref.startsWith(r))!;
    expect(pinned.status).toBe('error');
    expect(pinned.buildsBehind).toBeNull();
    expect(pinned.error!.message).toMatch(/refused a fresh token/);
    expect(pinned.error!.message).not.toMatch(/pull token|check it is valid|refused for/);
    // No stop of the whole run naming the credential: the other image has its result.
    expect(cli.stderr).not.toMatch(/registry-username|REGISTRY_USERNAME/);
    expect(items.find((x) => x.image === 'static')).toMatchObject({ status: 'ok' });
  });
});
