import { LookupError } from '../../src/errors';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registryCredentials } from '../../src/auth/credentials';
import { Lookups } from '../../src/check/lookups/lookups';
import { notOffered } from '../support/fake-lookups';
import { HttpClient } from '../../src/http/client';
import type { RegistryCredentials } from '../../src/auth/credentials';
import { RegistryClient } from '../../src/registry/client';
import { startEmulator, type Emulator, type HistoryRecord } from '../emulator/index';

const digest = (n: number) => `sha256:${n.toString(16).padStart(64, '0')}`;
const record = (n: number) => ({ updateTimestamp: `2026-01-0${n}T00:00:00.000Z`, digest: digest(n) });

let registry: Emulator;
let http: HttpClient;
beforeAll(async () => {
  registry = await startEmulator({ catalog: 'empty' });
  const tag = (org: string, image: string, name: string, history: HistoryRecord[]) => {
    const repo = registry.store.findRepo(`${org}/${image}`) ?? registry.store.addRepo(org, image);
    registry.store.addTag(repo.uid, { name, history });
  };
  tag('chainguard', 'nginx', 'latest', [record(1), record(2)]);
  tag('chainguard', 'nginx', '1.25', [record(3)]);
  tag('acme.com', 'python', '3.12', [record(4), record(5)]);
  tag('acme.com', 'python', '3.13', [record(6)]);
  tag('acme.com', 'go', '1.23', [record(7)]);
  http = new HttpClient({ retry: { maxAttempts: 1 } });
});
afterAll(async () => {
  await http.close();
  await registry.close();
});

const clientWith = (credentials: RegistryCredentials) =>
  new RegistryClient({ http, registry: registry.registry, credentials });
const lookupsWith = (credentials: RegistryCredentials) =>
  new Lookups({
    platform: {
      findRepos: () => Promise.reject(new Error('not used')),
      group: () => Promise.reject(new Error('not used')),
      tagPages: () => Promise.reject(new Error('not used')),
      tagHead: () => Promise.reject(new Error('not used')),
      findTags: () => Promise.reject(new Error('not used')),
      advisoriesOf: () => Promise.reject(new Error('not used')),
    },
    registry: clientWith(credentials),
    ...notOffered,
  });
// Requests as "METHOD /path?query [auth kind]".
const requestLines = () =>
  registry.requests.map((r) => `${r.method} ${r.url} [${r.auth === 'none' ? 'anonymous' : r.auth}]`);
const tokenRequests = (since: number) =>
  requestLines()
    .slice(since)
    .filter((r) => r.startsWith('GET /token'));

async function failure(promise: Promise<unknown>): Promise<LookupError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof LookupError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

describe('registry credentials, end to end', () => {
  it('reads a public image free tag anonymously, with no credentials at all', async () => {
    const credentials = registryCredentials({ registryToken: '', registryUsername: '', registryPassword: '' });
    expect(credentials).toEqual({ kind: 'anonymous' });
    const since = registry.requests.length;
    expect(await lookupsWith(credentials).history('chainguard', 'nginx', 'latest')).toEqual([record(1), record(2)]);
    expect(tokenRequests(since)).toEqual([
      `GET /token?scope=repository%3Achainguard%2Fnginx%3Apull&service=${encodeURIComponent(registry.registry)} [anonymous]`,
    ]);
  });

  it('reaches private images with registry-token: the identity token is the Bearer of Tag History itself, no token request', async () => {
    const credentials = registryCredentials({
      registryToken: registry.registryToken,
      registryUsername: '',
      registryPassword: '',
    });
    const lookups = lookupsWith(credentials);
    const since = registry.requests.length;
    const [py312, py313, go] = await Promise.all([
      lookups.history('acme.com', 'python', '3.12'),
      lookups.history('acme.com', 'python', '3.13'),
      lookups.history('acme.com', 'go', '1.23'),
    ]);
    expect([py312, py313, go]).toEqual([[record(4), record(5)], [record(6)], [record(7)]]);
    expect(tokenRequests(since)).toEqual([]);
    const history = registry.requests.slice(since).filter((r) => r.path.includes('/history/'));
    expect(history).toHaveLength(3);
    expect(history.every((r) => r.auth === 'bearer' && r.status === 200)).toBe(true);
  });

  it('a private pin is placed with the identity token directly', async () => {
    const lookups = lookupsWith({ kind: 'bearer', token: registry.registryToken });
    const since = registry.requests.length;
    const walk = await lookups.walk('acme.com', 'python', '3.12', digest(4));
    expect(walk).toMatchObject({ kind: 'placed', buildsBehind: 1, newest: record(5), pin: record(4) });
    expect(tokenRequests(since)).toEqual([]);
  });

  it('reaches private images with registry-username/password through the challenge: one token per image, used only for that image', async () => {
    const lookups = lookupsWith(
      registryCredentials({
        registryToken: '',
        registryUsername: registry.pullUsername,
        registryPassword: registry.pullPassword,
      }),
    );
    const since = registry.requests.length;
    const [py312, py313, go] = await Promise.all([
      lookups.history('acme.com', 'python', '3.12'),
      lookups.history('acme.com', 'python', '3.13'),
      lookups.history('acme.com', 'go', '1.23'),
    ]);
    expect([py312, py313, go]).toEqual([[record(4), record(5)], [record(6)], [record(7)]]);
    // Two images, two token requests, each with the pull token; both python tags share one.
    const asked = tokenRequests(since);
    expect(asked).toHaveLength(2);
    expect(asked.every((r) => r.endsWith('[basic]'))).toBe(true);
    expect(asked.some((r) => r.includes('acme.com%2Fpython'))).toBe(true);
    expect(asked.some((r) => r.includes('acme.com%2Fgo'))).toBe(true);
    // The realm was learned once, from an unauthenticated history request answered with the challenge.
    const challenged = registry.requests.slice(since).filter((r) => r.status === 401);
    expect(challenged).toHaveLength(1);
    expect(challenged[0]!.auth).toBe('none');
    expect(challenged[0]!.path).toMatch(/\/_chainguard\/history\//);
  });

  it('a token obtained for one image is not used for another', async () => {
    const client = clientWith({ kind: 'basic', username: registry.pullUsername, password: registry.pullPassword });
    const pythonToken = await client.token('acme.com', 'python');
    const error = await failure(client.history('acme.com', 'go', '1.23', pythonToken));
    expect(error.status).toBe(403);
  });
});

describe('a registry that does not take the identity token directly', () => {
  afterAll(() => {
    registry.identityAtHistory = true;
    registry.challengeRealm = undefined;
  });

  it('follows the challenge with Basic _token:<identity token>, once per image, and reads with the token issued', async () => {
    registry.identityAtHistory = false;
    const lookups = lookupsWith({ kind: 'bearer', token: registry.registryToken });
    const since = registry.requests.length;
    expect(await lookups.history('acme.com', 'python', '3.12')).toEqual([record(4), record(5)]);
    expect(await lookups.history('acme.com', 'python', '3.13')).toEqual([record(6)]);
    const seen = registry.requests
      .slice(since)
      .map((r) => `${r.path.includes('/history/') ? 'history' : r.path} ${r.auth} ${r.status}`);
    expect(seen).toEqual([
      'history bearer 401',
      '/token basic 200',
      'history bearer 200',
      // The second tag of the image: the image's token already issued.
      'history bearer 200',
    ]);
    const asked = registry.requests.slice(since).find((r) => r.path === '/token')!;
    expect(asked.query.scope).toBe('repository:acme.com/python:pull');
    registry.identityAtHistory = true;
  });

  it('never to a realm on another host', async () => {
    registry.identityAtHistory = false;
    registry.challengeRealm = 'http://127.0.0.1:9/token';
    const error = await failure(
      lookupsWith({ kind: 'bearer', token: registry.registryToken }).history('acme.com', 'go', '1.23'),
    );
    expect(error).toMatchObject({ reason: 'REGISTRY_REALM_REFUSED' });
    registry.identityAtHistory = true;
    registry.challengeRealm = undefined;
  });
});

describe('the registry challenge is followed only to the registry itself', () => {
  let other: Server;
  const seen: { url: string; authorization: string }[] = [];
  beforeAll(async () => {
    // Another host (another port of 127.0.0.1): whatever reaches it is recorded.
    other = createServer((req, res) => {
      seen.push({ url: req.url ?? '', authorization: req.headers.authorization ?? '' });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ token: 'from-elsewhere' }));
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    registry.challengeRealm = undefined;
    await new Promise<void>((resolve) => other.close(() => resolve()));
  });

  it.each([
    [
      'a pull token',
      () => ({ kind: 'basic' as const, username: registry.pullUsername, password: registry.pullPassword }),
    ],
    ['no credential', () => ({ kind: 'anonymous' as const })],
  ])('a realm on another host is an explicit error, and %s never goes there', async (_, credentials) => {
    registry.challengeRealm = `http://127.0.0.1:${(other.address() as AddressInfo).port}/token`;
    const since = registry.requests.length;
    const error = await failure(lookupsWith(credentials()).history('acme.com', 'python', '3.12'));
    expect(error).toMatchObject({ reason: 'REGISTRY_REALM_REFUSED', kind: 'condition' });
    expect(error.message).toMatch(/not at the registry itself .*no credential is sent to another host/);
    expect(seen).toEqual([]);
    // Nothing but the unauthenticated request that got the challenge reached the registry either.
    expect(registry.requests.slice(since).map((r) => `${r.status} ${r.auth}`)).toEqual(['401 none']);
    registry.challengeRealm = undefined;
  });

  it('neither an identity token nor a pull token: a private image is an explicit error naming what to set', async () => {
    const error = await failure(lookupsWith({ kind: 'anonymous' }).walk('acme.com', 'python', '3.12', digest(4)));
    expect(error.status).toBe(403);
    expect(error.message).toMatch(/set registry-token, registry-username\/registry-password, or identity/);
  });
});

describe('a 403 from the registry explains the likely cause', () => {
  it('a token for another audience', async () => {
    // The Platform API token: an identity token of another audience than the registry.
    const wrongAudienceToken = registry.apiToken;
    const client = clientWith({ kind: 'bearer', token: wrongAudienceToken });
    const error = await failure(client.history('acme.com', 'python', '3.12', await client.token('acme.com', 'python')));
    expect(error.status).toBe(403);
    expect(error.reason).toBe('PERMISSION_DENIED');
    expect(error.message).toMatch(/may be issued for another audience \(it must be for the registry host\)/);
    expect(error.message).not.toContain(wrongAudienceToken);
  });

  it('a private image without credentials', async () => {
    const error = await failure(lookupsWith({ kind: 'anonymous' }).history('acme.com', 'python', '3.12'));
    expect(error.status).toBe(403);
    expect(error.message).toMatch(
      /anonymous access only reaches public images' free tags \(latest, latest-dev\); for acme\.com\/python:3\.12 set registry-token, registry-username\/registry-password, or identity/,
    );
  });

  it('a public image tag beyond the free tier without credentials', async () => {
    const error = await failure(lookupsWith({ kind: 'anonymous' }).history('chainguard', 'nginx', '1.25'));
    expect(error.message).toMatch(/anonymous access only reaches public images' free tags/);
  });

  it('a pull token that is not valid', async () => {
    const error = await failure(
      clientWith({ kind: 'basic', username: registry.pullUsername, password: 'wrong' }).token('acme.com', 'python'),
    );
    expect(error.status).toBe(401);
    expect(error.message).toMatch(
      /the pull token \(registry-username\/registry-password\) was refused for acme\.com\/python/,
    );
    expect(error.message).not.toContain(registry.pullUsername + ':');
  });
});
