import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registryCredentials } from '../../src/auth/credentials';
import { Lookups } from '../../src/check/lookups';
import { HttpClient } from '../../src/http/client';
import { ApiError } from '../../src/http/api-error';
import { RegistryClient, type RegistryCredentials } from '../../src/registry/client';
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
      listTags: () => Promise.reject(new Error('not used')),
      listAdvisories: () => Promise.reject(new Error('not used')),
    },
    registry: clientWith(credentials),
  });
// Requests as "METHOD /path?query [auth kind]".
const requestLines = () =>
  registry.requests.map((r) => `${r.method} ${r.url} [${r.auth === 'none' ? 'anonymous' : r.auth}]`);
const tokenRequests = (since: number) =>
  requestLines()
    .slice(since)
    .filter((r) => r.startsWith('GET /token'));

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
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

  it.each([
    [
      'registry-token (Bearer)',
      () => registryCredentials({ registryToken: registry.registryToken, registryUsername: '', registryPassword: '' }),
      'bearer',
    ],
    [
      'registry-username/password (Basic)',
      () =>
        registryCredentials({
          registryToken: '',
          registryUsername: registry.pullUsername,
          registryPassword: registry.pullPassword,
        }),
      'basic',
    ],
  ])('reaches private images with %s: one token per image, used only for that image', async (_, credentials, kind) => {
    const lookups = lookupsWith(credentials());
    const since = registry.requests.length;
    const [py312, py313, go] = await Promise.all([
      lookups.history('acme.com', 'python', '3.12'),
      lookups.history('acme.com', 'python', '3.13'),
      lookups.history('acme.com', 'go', '1.23'),
    ]);
    expect([py312, py313, go]).toEqual([[record(4), record(5)], [record(6)], [record(7)]]);
    // Two images, two token requests, each with the configured credentials; both python tags share one.
    const asked = tokenRequests(since);
    expect(asked).toHaveLength(2);
    expect(asked.every((r) => r.endsWith(`[${kind}]`))).toBe(true);
    expect(asked.some((r) => r.includes('acme.com%2Fpython'))).toBe(true);
    expect(asked.some((r) => r.includes('acme.com%2Fgo'))).toBe(true);
  });

  it('a token obtained for one image is not used for another', async () => {
    const client = clientWith({ kind: 'bearer', token: registry.registryToken });
    const pythonToken = await client.token('acme.com', 'python');
    const error = await failure(client.history('acme.com', 'go', '1.23', pythonToken));
    expect(error.status).toBe(403);
  });
});

describe('a 403 from the registry explains the likely cause', () => {
  it('a token for another audience', async () => {
    // The Platform API token: an identity token of another audience than the registry.
    const wrongAudienceToken = registry.apiToken;
    const error = await failure(clientWith({ kind: 'bearer', token: wrongAudienceToken }).token('acme.com', 'python'));
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
