import { LookupError } from '../../src/errors';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/errors';
import { HttpClient } from '../../src/http/client';
import { RegistryClient } from '../../src/registry/client';
import { startEmulator, type Emulator } from '../emulator/index';

// Registry tokens that expire while a client still uses them: the realm is asked for one new
// token per expiry (shared by the requests that met it), the request is sent once more, and a
// registry that refuses the fresh token too ends the request with an error that says so.

let emu: Emulator;
let http: HttpClient;
let registry: RegistryClient;
const HOUR = 3_600_000;
const ORG = 'acme.com';
const TAGS = ['t1', 't2', 't3', 't4', 't5', 't6'];

beforeAll(async () => {
  emu = await startEmulator();
  http = new HttpClient({ timeoutMs: 10_000, retry: { baseDelayMs: 10, maxDelayMs: 50 } });
  for (const name of ['expiry-app', 'share-app', 'refuse-app', 'realm-app', 'never-app']) {
    emu.store.addRepo(ORG, name);
    for (const tag of TAGS) emu.store.addTag(`${ORG}/${name}`, { name: tag, history: 3 });
  }
  emu.store.addTag(`${ORG}/expiry-app`, { name: 'long', history: { count: 5_000, intervalMs: 2 * HOUR } });
});
afterAll(async () => {
  await http.close();
  await emu.close();
});
afterEach(() => {
  emu.registryTokenLifetime = undefined;
  emu.challengeRealm = undefined;
  emu.requests.length = 0;
});

const pullClient = () =>
  new RegistryClient({
    http,
    registry: emu.registry,
    credentials: { kind: 'basic', username: emu.pullUsername, password: emu.pullPassword },
  });
const tokenRequests = () => emu.requests.filter((r) => r.path === '/token');
const historyRequests = () => emu.requests.filter((r) => r.path.includes('/history/'));

describe('a registry token that expires mid-walk', () => {
  it('is renewed once per expiry: a walk back 4 000 builds over many tokens places the pin right', async () => {
    registry = pullClient();
    const token = await registry.token(ORG, 'expiry-app', 'long');
    emu.registryTokenLifetime = { requests: 2 };
    emu.requests.length = 0;
    const history = emu.store.history(`${ORG}/expiry-app`, 'long')!;
    const pin = history[999]!.digest;
    const walk = await registry.walk(ORG, 'expiry-app', 'long', token, pin, {
      newestHint: history.at(-1)!.updateTimestamp,
    });
    expect(walk).toMatchObject({ kind: 'placed', buildsBehind: 4_000, behindSince: history[1_000]!.updateTimestamp });
    const expired = historyRequests().filter((r) => r.status === 401);
    expect(expired.length).toBeGreaterThan(0);
    // One new token per expiry, each for this image only, asked with the pull token at the registry's own realm.
    expect(tokenRequests()).toHaveLength(expired.length);
    for (const asked of tokenRequests()) {
      expect(asked.auth).toBe('basic');
      expect(asked.query.scope).toBe(`repository:${ORG}/expiry-app:pull`);
    }
    // Never two 401s in a row: each expiry is followed by the same request, answered.
    const statuses = historyRequests().map((r) => r.status);
    expect(statuses.join(',')).not.toContain('401,401');
    expect(statuses.at(-1)).toBe(200);
    // The same pins through the whole-history reader: the same builds, renewed the same way.
    const whole = await registry.history(ORG, 'expiry-app', 'long', token);
    expect(whole.map((r) => r.digest)).toEqual(history.map((r) => r.digest));
  });

  it('shares one renewal among the requests that meet the same expiry together', async () => {
    registry = pullClient();
    const token = await registry.token(ORG, 'share-app', 't1');
    emu.registryTokenLifetime = { requests: 3 };
    for (const tag of TAGS.slice(0, 3)) await registry.history(ORG, 'share-app', tag, token);
    emu.requests.length = 0;
    // The token is spent: three requests at once meet its expiry, one new token serves all three.
    const read = await Promise.all(TAGS.slice(3).map((tag) => registry.history(ORG, 'share-app', tag, token)));
    expect(read.map((h) => h.length)).toEqual([3, 3, 3]);
    expect(tokenRequests()).toHaveLength(1);
    expect(historyRequests().filter((r) => r.status === 401)).toHaveLength(3);
    expect(historyRequests().filter((r) => r.status === 200)).toHaveLength(3);
  });

  it('ends with an error that says the registry refused a fresh token, not that the credential is wrong', async () => {
    registry = pullClient();
    emu.registryTokenLifetime = { requests: 1, renewedRequests: 0 };
    const token = await registry.token(ORG, 'refuse-app', 't1');
    await registry.history(ORG, 'refuse-app', 't1', token);
    emu.requests.length = 0;
    const error = await registry.history(ORG, 'refuse-app', 't2', token).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LookupError);
    expect(error).toMatchObject({ reason: 'REGISTRY_TOKEN_RENEWAL_REFUSED' });
    expect((error as ApiError).message).toMatch(/refused a fresh token/);
    expect((error as ApiError).message).not.toMatch(/pull token|check it is valid|anonymous access|refused for/);
    // One renewal, one repeat, then nothing more: no loop.
    expect(tokenRequests()).toHaveLength(1);
    expect(historyRequests().map((r) => r.status)).toEqual([401, 401]);
    // Each later request gets one try with the fresh token and the same error, never a new token.
    await expect(registry.history(ORG, 'refuse-app', 't3', token)).rejects.toMatchObject({
      reason: 'REGISTRY_TOKEN_RENEWAL_REFUSED',
    });
    expect(tokenRequests()).toHaveLength(1);
  });

  it('renews only at the registry itself: an expiry whose challenge names another host sends it nothing', async () => {
    let elsewhere = 0;
    const other: Server = createServer((_req, res) => {
      elsewhere++;
      res.end('{"token":"stolen"}');
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    try {
      registry = pullClient();
      const token = await registry.token(ORG, 'realm-app', 't1');
      emu.registryTokenLifetime = { requests: 1 };
      await registry.history(ORG, 'realm-app', 't1', token);
      emu.challengeRealm = `http://127.0.0.1:${(other.address() as AddressInfo).port}/token`;
      emu.requests.length = 0;
      await expect(registry.history(ORG, 'realm-app', 't2', token)).rejects.toMatchObject({
        reason: 'REGISTRY_REALM_REFUSED',
      });
      expect(elsewhere).toBe(0);
      expect(tokenRequests()).toHaveLength(0);
    } finally {
      await new Promise<void>((resolve) => other.close(() => resolve()));
    }
  });

  it("does not renew a token the registry never accepted: the refusal is the credential's", async () => {
    registry = pullClient();
    emu.registryTokenLifetime = { requests: 0 };
    const token = await registry.token(ORG, 'never-app', 't1');
    emu.requests.length = 0;
    await expect(registry.history(ORG, 'never-app', 't1', token)).rejects.toMatchObject({
      status: 401,
      message: expect.stringMatching(/pull token .* was refused/),
    });
    expect(tokenRequests()).toHaveLength(0);
    expect(historyRequests()).toHaveLength(1);
  });
});
