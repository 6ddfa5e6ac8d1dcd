import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import https from 'node:https';
import tls from 'node:tls';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpClient } from '../../src/http/client';
import { IamClient } from '../../src/platform/iam';
import { PlatformClient } from '../../src/platform/client';
import { RegistryClient } from '../../src/registry/client';
import { SEED, startEmulator, type Emulator } from '../emulator/index';
import { caught } from '../support/caught';

// The HTTP layer, the List iterator, and the Platform and registry clients, against the
// emulator over real HTTP on 127.0.0.1.

let emu: Emulator;
let http: HttpClient;

beforeAll(async () => {
  emu = await startEmulator();
});
afterAll(async () => {
  await emu.close();
});
afterEach(async () => {
  emu.faults.clear();
  emu.requests.length = 0;
  await http?.close();
});

// Short backoff so retry tests stay fast; the policy itself is unit-tested in test/unit/http/retry.test.ts.
const client = (over: ConstructorParameters<typeof HttpClient>[0] = {}) =>
  (http = new HttpClient({ timeoutMs: 2_000, retry: { baseDelayMs: 10, maxDelayMs: 50 }, ...over }));
const platform = (group?: string) => new PlatformClient({ http, apiUrl: emu.url, token: emu.apiToken, group });
const registry = (
  credentials: ConstructorParameters<typeof RegistryClient>[0]['credentials'] = {
    kind: 'bearer',
    token: emu.registryToken,
  },
) => new RegistryClient({ http, registry: emu.registry, credentials });
const requestsTo = (path: string | RegExp) =>
  emu.requests.filter((r) => (typeof path === 'string' ? r.path === path : path.test(r.path)));
const repoUid = (org: string, image: string) => emu.store.findRepo(`${org}/${image}`)!.uid;

describe('HTTP layer: retries, timeouts, decoding', () => {
  it('waits the Retry-After of a 429, then succeeds', async () => {
    client();
    emu.faults.add({ route: '/registry/v2/tags', kind: 'status', status: 429, retryAfter: '1' });
    const started = Date.now();
    const tags = await platform().listTags(repoUid('chainguard', 'nginx'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(tags.map((t) => t.name)).toContain('latest');
    expect(requestsTo('/registry/v2/tags').map((r) => r.status)).toEqual([429, 200]);
    expect(http.stats.retries).toBe(1);
  });

  it.each([502, 503, 504])('retries a %i with backoff and no Retry-After', async (status) => {
    client();
    emu.faults.add({ route: '/registry/v2/tags', kind: 'status', status, times: 2 });
    await platform().listTags(repoUid('chainguard', 'nginx'));
    expect(requestsTo('/registry/v2/tags').map((r) => r.status)).toEqual([status, status, 200]);
  });

  it('retries a connection reset', async () => {
    client();
    emu.faults.add({ route: '/vulnerabilities/v2/advisories', kind: 'reset' });
    const advisories = await platform().listAdvisories('nginx');
    expect(advisories).toHaveLength(SEED.images.find((i) => i.image === 'nginx')!.advisories);
    expect(requestsTo('/vulnerabilities/v2/advisories')).toHaveLength(2);
  });

  it('times out a hung answer per try, then retries', async () => {
    client({ timeoutMs: 300 });
    emu.faults.add({ route: '/registry/v2/tags', kind: 'hang' });
    const tags = await platform().listTags(repoUid('chainguard', 'go'));
    expect(tags.length).toBe(SEED.images.find((i) => i.image === 'go')!.tags.length);
  });

  it('gives up after a bounded number of tries, keeping status and reason', async () => {
    client({ retry: { baseDelayMs: 1, maxDelayMs: 5, maxAttempts: 3 } });
    emu.faults.add({ route: '/registry/v2/tags', kind: 'status', status: 503, times: Infinity });
    const error = await caught(platform().listTags(repoUid('chainguard', 'go')));
    expect(error).toMatchObject({ status: 503, reason: 'UNAVAILABLE' });
    expect(error.message).toMatch(/gave up after 3 tries/);
    expect(requestsTo('/registry/v2/tags')).toHaveLength(3);
  });

  it('does not wait for a Retry-After longer than its bound: the error says so', async () => {
    client({ retry: { maxRetryAfterMs: 1_000 } });
    emu.faults.add({ route: '/registry/v2/tags', kind: 'status', status: 429, retryAfter: '120' });
    const error = await caught(platform().listTags(repoUid('chainguard', 'go')));
    expect(error.message).toMatch(/retry after 120 s/);
    expect(requestsTo('/registry/v2/tags')).toHaveLength(1);
  });

  it('names a body that is not JSON, and one that breaks the schema by field', async () => {
    client();
    emu.faults.add({ route: '/registry/v2/tags', kind: 'non-json' });
    const notJson = await caught(platform().listTags(repoUid('chainguard', 'go')));
    expect(notJson).toMatchObject({ reason: 'INVALID_RESPONSE' });
    expect(notJson.message).toMatch(/GET \/registry\/v2\/tags.*not JSON/);

    emu.faults.add({
      route: '/registry/v2/tags',
      kind: 'bad-schema',
      mutate: (body) => ({ ...(body as object), totalCount: 7 }),
    });
    const badCount = await caught(platform().listTags(repoUid('chainguard', 'go')));
    expect(badCount.message).toMatch(/totalCount/);

    emu.faults.add({
      route: '/registry/v2/tags',
      kind: 'bad-schema',
      mutate: () => ({ tags: [{ name: 'x', digest: 'md5:abc' }] }),
    });
    const badDigest = await caught(platform().listTags(repoUid('chainguard', 'go')));
    expect(badDigest.message).toMatch(/tags\[0\]\.digest/);
  });

  it('reports a truncated body as an error, not a crash', async () => {
    client({ retry: { maxAttempts: 1 } });
    emu.faults.add({ route: '/registry/v2/tags', kind: 'truncate' });
    const error = await caught(platform().listTags(repoUid('chainguard', 'go')));
    expect(['CONNECTION_FAILED', 'INVALID_RESPONSE']).toContain(error.reason);
  });
});

describe('HTTP layer: what goes out', () => {
  it('sends no credentials written in a URL, only the headers it sets', async () => {
    const seen: (string | undefined)[] = [];
    const server = createServer((req, res) => {
      seen.push(req.headers.authorization);
      res.setHeader('content-type', 'application/json');
      res.end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    try {
      client();
      await http.json(new URL(`http://someone:secret@127.0.0.1:${port}/a`), { schema: z.object({}) });
      await http.json(new URL(`http://someone:secret@127.0.0.1:${port}/b`), {
        schema: z.object({}),
        headers: { authorization: 'Bearer t' },
      });
      expect(seen).toEqual([undefined, 'Bearer t']);
    } finally {
      await http.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('HTTP layer: answers that are not HTTP', () => {
  it('a server answering with garbage is a failed connection whose message carries none of its bytes', async () => {
    // What a hostile server could try: a line that is no status line, holding a token and a
    // workflow command, as if Node's parser echoed what it could not read.
    const garbage = 'HTTP/1.1 2xx ::error file=/etc/passwd::ghp_hostiletoken0123456789\r\nX: \u0000\r\n\r\n';
    // The socket reads on (resume) so that it sees the client close, and the server can close.
    const server = createNetServer((socket) => socket.resume().end(garbage));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    try {
      client({ retry: { maxAttempts: 1 } });
      const error = await caught(http.json(new URL(`http://127.0.0.1:${port}/v2/x`), { schema: z.object({}) }));
      expect(error.reason).toBe('CONNECTION_FAILED');
      expect(error.message).toContain(`127.0.0.1:${port}`);
      expect(error.message).not.toMatch(/ghp_|::|passwd/);
    } finally {
      await http.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('Platform client: a tag listing that names one tag twice', () => {
  it('is an error naming the tag, not the first of two answers', async () => {
    client();
    const uid = repoUid('chainguard', 'go');
    // A second "latest" at another digest (and uid), counted in totalCount so the pages add up.
    emu.faults.add({
      route: '/registry/v2/tags',
      kind: 'bad-schema',
      mutate: (body) => {
        const b = body as { tags: { name: string; uid?: string; digest: string }[]; totalCount: string };
        const twin = {
          ...b.tags.find((t) => t.name === 'latest')!,
          uid: 'another-uid',
          digest: `sha256:${'e'.repeat(64)}`,
        };
        return { ...b, tags: [...b.tags, twin], totalCount: String(Number(b.totalCount) + 1) };
      },
    });
    const error = await caught(platform().tagPages(uid));
    expect(error.reason).toBe('LIST_COUNT_MISMATCH');
    expect(error.message).toMatch(/item latest came twice/);
  });
});

describe('HTTP layer over TLS (the real registry and API are https)', () => {
  // A self-signed certificate for 127.0.0.1, made for these tests only (test/support/tls).
  const tlsDir = fileURLToPath(new URL('../support/tls/', import.meta.url));
  const cert = readFileSync(`${tlsDir}server.crt`, 'utf8');
  const key = readFileSync(`${tlsDir}server.key`, 'utf8');
  let server: https.Server;
  let base: string;
  const connections: number[] = [];
  const defaultCas = tls.getCACertificates('default');
  beforeAll(async () => {
    server = https.createServer({ cert, key }, (req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ path: req.url }));
    });
    server.on('secureConnection', () => connections.push(Date.now()));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `https://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    tls.setDefaultCACertificates(defaultCas);
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  afterEach(() => {
    connections.length = 0;
  });
  const echo = z.object({ path: z.string() });

  it('refuses a certificate no trusted authority signed, at once and without a retry', async () => {
    client();
    const error = await caught(http.json(new URL(`${base}/v2/x`), { schema: echo }));
    expect(error).toMatchObject({ reason: 'CONNECTION_FAILED', retryable: false });
    expect(error.message).toMatch(/certificate/);
    expect(http.stats.requests).toBe(1);
  });

  it('reads answers over https once the certificate is trusted, keeping one connection for several requests', async () => {
    tls.setDefaultCACertificates([...defaultCas, cert]);
    client();
    for (const path of ['/v2/a', '/v2/b?n=1', '/v2/c'])
      expect(await http.json(new URL(`${base}${path}`), { schema: echo })).toEqual({ path });
    expect(connections).toHaveLength(1);
  });
});

describe('AIP-193 errors decode into one ApiError', () => {
  it('INVALID_ARGUMENT keeps the reason and the field violations', async () => {
    client();
    const iam = new IamClient({ http, apiUrl: emu.url, token: emu.apiToken });
    const error = await caught(
      iam.createIdentity(emu.rootGroup, { name: 'Not Valid!', claimMatch: { issuer: 'https://i', subject: 's' } }),
    );
    expect(error.code).toBe(3);
    expect(error.reason).toBe('INVALID_ARGUMENT');
    expect(error.status).toBeGreaterThanOrEqual(400);
    expect(error.domain).toMatch(/^iam\./);
    expect(error.fieldViolations.map((v) => v.field)).toEqual(['name']);
    expect(error.message).toMatch(/^Invalid argument: name/);
  });

  it('FAILED_PRECONDITION keeps the violation type', async () => {
    client();
    const iam = new IamClient({ http, apiUrl: emu.url, token: emu.apiToken });
    const bound = [...emu.store.identities.values()].find((i) => i.name === SEED.identity.name)!;
    const error = await caught(iam.deleteIdentity(bound.uid));
    expect(error).toMatchObject({ code: 9, reason: 'FAILED_PRECONDITION' });
    expect(error.preconditionViolations.map((v) => v.type)).toEqual(['RESOURCE_NOT_EMPTY']);
  });

  it('NOT_FOUND is HTTP 404 with the resource named', async () => {
    client();
    const error = await caught(
      http.json(new URL(`${emu.url}/registry/v2/repos/${emu.rootGroup}/0000000000000000`), {
        headers: { authorization: `Bearer ${emu.apiToken}` },
        schema: z.object({ uid: z.string() }),
      }),
    );
    expect(error).toMatchObject({ status: 404, code: 5 });
    expect(error.resourceInfo).toBeDefined();
  });

  it('UNAUTHENTICATED for a wrong Platform token, without the token in the message', async () => {
    client();
    const secret = 'not-the-api-token-0123456789';
    const error = await caught(
      new PlatformClient({ http, apiUrl: emu.url, token: secret }).listTags(repoUid('chainguard', 'go')),
    );
    expect(error.status).toBe(401);
    expect(error.reason).toBe('UNAUTHENTICATED');
    expect(error.message).not.toContain(secret);
  });
});

describe('List iteration', () => {
  it('pages past 200 with the maximum page size and returns every tag once', async () => {
    client();
    const tags = await platform().listTags(repoUid(SEED.manyTags.org, SEED.manyTags.image));
    expect(tags).toHaveLength(SEED.manyTags.count);
    expect(new Set(tags.map((t) => t.name)).size).toBe(SEED.manyTags.count);
    expect(tags.filter((t) => t.deprecated)).toHaveLength(SEED.manyTags.deprecatedCount);
    const pages = requestsTo('/registry/v2/tags');
    expect(pages).toHaveLength(Math.ceil(SEED.manyTags.count / 200));
    expect(pages.every((r) => r.query.page_size === '200')).toBe(true);
    expect(pages[0]!.query.page_token).toBeUndefined();
    expect(pages[1]!.query.page_token).toBeTruthy();
  });

  it('lists advisories over several pages, filtered by artifact name', async () => {
    client();
    const advisories = await platform().listAdvisories(SEED.manyAdvisories.image);
    expect(advisories).toHaveLength(SEED.manyAdvisories.count);
    expect(new Set(advisories.map((a) => a.uid)).size).toBe(SEED.manyAdvisories.count);
    expect(advisories.every((a) => a.artifactName === SEED.manyAdvisories.image)).toBe(true);
    expect(
      requestsTo('/vulnerabilities/v2/advisories').every((r) => r.query.artifactNames === SEED.manyAdvisories.image),
    ).toBe(true);
  });

  it('detects an expired page token (the server restarts from page one): no loop, no duplicates, nothing missing', async () => {
    client();
    emu.faults.add({ route: '/vulnerabilities/v2/advisories', kind: 'expire-page-token' });
    const advisories = await platform().listAdvisories(SEED.manyAdvisories.image);
    expect(advisories).toHaveLength(SEED.manyAdvisories.count);
    expect(new Set(advisories.map((a) => a.uid)).size).toBe(SEED.manyAdvisories.count);
    expect(emu.requests.filter((r) => r.faults.includes('expire-page-token'))).toHaveLength(1);
    // One extra page at most for the restart, never an endless walk.
    expect(requestsTo('/vulnerabilities/v2/advisories').length).toBeLessThanOrEqual(
      Math.ceil(SEED.manyAdvisories.count / 200) + 2,
    );
  });

  it('keeps going while every page token expires, as long as each resumed page brings new items', async () => {
    client();
    emu.store.addRepo(emu.rootGroup, 'advisory-heavy');
    emu.store.addAdvisories('advisory-heavy', 1000);
    emu.faults.add({ route: '/vulnerabilities/v2/advisories', kind: 'expire-page-token', times: Infinity });
    const advisories = await platform().listAdvisories('advisory-heavy');
    expect(new Set(advisories.map((a) => a.uid)).size).toBe(1000);
    expect(advisories).toHaveLength(1000);
    // Per page of 200: the expired-token request, then the resumed one.
    expect(requestsTo('/vulnerabilities/v2/advisories').length).toBe(1 + 2 * 4);
  });
});

describe('Platform client: repo look-up', () => {
  it('finds the repos of an exact name, scoped to the group for the org’s own images', async () => {
    client();
    const repos = await platform(emu.rootGroup).findRepos(SEED.privateImage.org, SEED.privateImage.image);
    expect(repos.map((r) => r.uid)).toEqual([repoUid(SEED.privateImage.org, SEED.privateImage.image)]);
    const [request] = requestsTo('/registry/v2/repos');
    expect(request!.query).toMatchObject({ name: SEED.privateImage.image, 'uidp.descendants_of': emu.rootGroup });
  });

  it('gives every visible repo of a name as a candidate; the public org’s are looked up unscoped', async () => {
    client();
    const [publicOrg, privateOrg] = SEED.ambiguousRepo.orgs as [string, string];
    const both = [repoUid(publicOrg, SEED.ambiguousRepo.name), repoUid(privateOrg, SEED.ambiguousRepo.name)].sort();
    expect((await platform().findRepos(privateOrg, SEED.ambiguousRepo.name)).map((r) => r.uid).sort()).toEqual(both);
    // With a group, the public org is still looked up unscoped: its images live outside the group.
    expect(
      (await platform(emu.rootGroup).findRepos(publicOrg, SEED.ambiguousRepo.name)).map((r) => r.uid).sort(),
    ).toEqual(both);
    expect(requestsTo('/registry/v2/repos').at(-1)!.query).not.toHaveProperty('uidp.descendants_of');
    expect((await platform(emu.rootGroup).findRepos(privateOrg, SEED.ambiguousRepo.name)).map((r) => r.uid)).toEqual([
      repoUid(privateOrg, SEED.ambiguousRepo.name),
    ]);
  });

  it('an unknown image is REPO_NOT_FOUND naming it, with no made-up HTTP status', async () => {
    client();
    const error = await caught(platform(emu.rootGroup).findRepos(SEED.unknownImage.org, SEED.unknownImage.image));
    expect(error).toMatchObject({ kind: 'condition', httpCode: null, reason: 'REPO_NOT_FOUND' });
    expect(error.message).toContain(SEED.unknownImage.image);
  });
});

describe('Registry client: tokens and Tag History', () => {
  it('walks history windows past 1000 records with no duplicate or missing record', async () => {
    client();
    const { org, image, tag, count } = SEED.longHistory;
    const reg = registry();
    const history = await reg.history(org, image, tag, await reg.token(org, image));
    expect(history).toEqual(emu.store.history(`${org}/${image}`, tag));
    expect(history).toHaveLength(count);
    const windows = requestsTo(/\/history\//);
    expect(windows).toHaveLength(Math.ceil(count / 999));
    expect(windows[0]!.query.start).toBeUndefined();
    expect(windows[1]!.query.start).toBe(history[999]!.updateTimestamp);
  });

  it('drops records a window repeats from before its start', async () => {
    client();
    const { org, image, tag } = SEED.longHistory;
    emu.faults.add({ route: /\/history\//, kind: 'overlap-history', times: Infinity });
    const reg = registry();
    const history = await reg.history(org, image, tag, await reg.token(org, image));
    expect(history).toEqual(emu.store.history(`${org}/${image}`, tag));
  });

  it('sends the identity token itself as the Bearer of Tag History: no token request', async () => {
    client();
    const reg = registry();
    expect(await reg.token('chainguard', 'nginx')).toBe(emu.registryToken);
    const history = await reg.history('chainguard', 'nginx', 'latest', await reg.token('chainguard', 'nginx'));
    expect(history.length).toBe(SEED.publicImage.builds);
    expect(requestsTo('/token')).toEqual([]);
    expect(requestsTo(/\/history\//).map((r) => r.auth)).toEqual(['bearer']);
  });

  it('asks one token per image, for that image only, with a pull token through the challenge', async () => {
    client();
    const reg = registry({ kind: 'basic', username: emu.pullUsername, password: emu.pullPassword });
    await reg.token('chainguard', 'nginx');
    const [request] = requestsTo('/token');
    expect(request!.query.scope).toBe('repository:chainguard/nginx:pull');
    expect(request!.query.service).toBe(emu.registry);
    expect(request!.auth).toBe('basic');
  });

  it('reads a public free tag anonymously', async () => {
    client();
    const reg = registry({ kind: 'anonymous' });
    const history = await reg.history('chainguard', 'nginx', 'latest', await reg.token('chainguard', 'nginx'));
    expect(history.length).toBe(SEED.publicImage.builds);
    expect(requestsTo('/token')[0]!.auth).toBe('none');
  });

  it('a 403 from the registry says what to do', async () => {
    client();
    const anonymous = registry({ kind: 'anonymous' });
    const { org, image, tag } = SEED.privateImage;
    const denied = await caught(anonymous.token(org, image).then((t) => anonymous.history(org, image, tag, t)));
    expect(denied.status).toBe(403);
    expect(denied.message).toMatch(/registry-token|registry-username/);

    const wrongAudience = registry({ kind: 'bearer', token: emu.apiToken });
    const refused = await caught(
      wrongAudience.token(org, image).then((t) => wrongAudience.history(org, image, tag, t)),
    );
    expect(refused.status).toBe(403);
    expect(refused.message).toMatch(/another audience/);
    expect(refused.message).not.toContain(emu.apiToken);
  });

  it('a tag that does not exist is a 404 naming the tag', async () => {
    client();
    const reg = registry();
    const error = await caught(
      reg.token('chainguard', 'nginx').then((t) => reg.history('chainguard', 'nginx', 'no-such-tag', t)),
    );
    expect(error.status).toBe(404);
    expect(error.message).toContain('no-such-tag');
  });
});
