import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GITHUB_ACTIONS_ISSUER } from '../../src/auth/github-oidc';
import { resolveCredentials } from '../../src/auth/oidc';
import { InputError, readConfig } from '../../src/config';
import { HttpClient } from '../../src/http/client';
import { subjectFor } from '../../src/cli/ci/github';
import { IamClient } from '../../src/platform/iam';
import { startGitHubOidcStub, type GitHubOidcStub } from '../support/github-oidc-stub';
import { startEmulator, type Emulator } from '../emulator/index';

const SUBJECT = 'repo:acme/app:ref:refs/heads/main';
const API_URL = 'http://127.0.0.1:9/platform/';
const REGISTRY = '127.0.0.1:5000';

let server: Emulator;
let github: GitHubOidcStub;
let identity: string;
let http: HttpClient;
let masked: string[];

beforeAll(async () => {
  server = await startEmulator({ catalog: 'empty' });
  const admin = new HttpClient();
  const iam = new IamClient({ http: admin, apiUrl: server.url, token: server.apiToken });
  identity = (
    await iam.createIdentity(server.rootGroup, {
      name: 'github-acme-app',
      claimMatch: { issuer: GITHUB_ACTIONS_ISSUER, subject: SUBJECT },
    })
  ).uid;
  await admin.close();
});
afterAll(() => server.close());

beforeEach(async () => {
  github = await startGitHubOidcStub({ sub: SUBJECT });
  http = new HttpClient({ retry: { maxAttempts: 1 } });
  masked = [];
  server.requests.length = 0;
});
afterEach(async () => {
  await http.close();
  await github.close();
});

function config(inputs: Record<string, string>) {
  return readConfig(
    (name) => ({ 'issuer-url': server.url, 'api-url': API_URL, registry: REGISTRY, ...inputs })[name] ?? '',
  );
}
const resolve = (inputs: Record<string, string>) =>
  resolveCredentials(config(inputs), http, { mask: (s) => masked.push(s), env: github.env }); // the runner's variables, as the shell read them
const exchanges = () =>
  server.requests
    .filter((r) => r.method === 'GET' && r.path === '/sts/exchange')
    .map((r) => r.query.aud ?? null)
    .sort();

describe('resolveCredentials with identity', () => {
  it('exchanges one GitHub token for the Platform API and the registry audiences, masking each before use', async () => {
    const credentials = await resolve({ identity });
    const apiToken = server.exchangedToken(identity, 'http://127.0.0.1:9/platform');
    const registryToken = server.exchangedToken(identity, REGISTRY);
    expect(credentials).toEqual({ apiToken, registry: { kind: 'bearer', token: registryToken } });
    // One GitHub token, for the exchange service's host; then one exchange per audience.
    expect(github.audiences).toEqual([new URL(server.url).host]);
    expect(exchanges()).toEqual(['127.0.0.1:5000', 'http://127.0.0.1:9/platform']);
    expect(masked).toEqual(expect.arrayContaining([github.jwtFor(new URL(server.url).host), apiToken, registryToken]));
  });

  it('fills only what is missing: a given token or pull token wins', async () => {
    const withToken = await resolve({ identity, token: 'given-api-token' });
    expect(withToken).toEqual({
      apiToken: 'given-api-token',
      registry: { kind: 'bearer', token: server.exchangedToken(identity, REGISTRY) },
    });
    expect(exchanges()).toEqual([REGISTRY]);

    server.requests.length = 0;
    const withPullToken = await resolve({
      identity,
      'registry-username': 'pull-user',
      'registry-password': 'pull-pass',
    });
    expect(withPullToken).toEqual({
      apiToken: server.exchangedToken(identity, 'http://127.0.0.1:9/platform'),
      registry: { kind: 'basic', username: 'pull-user', password: 'pull-pass' },
    });
    expect(exchanges()).toEqual(['http://127.0.0.1:9/platform']);
    expect(masked).toContain(Buffer.from('pull-user:pull-pass').toString('base64'));
  });

  it('does not ask GitHub at all when every token is given', async () => {
    const credentials = await resolve({ identity, token: 'a-token', 'registry-token': 'r-token' });
    expect(credentials).toEqual({ apiToken: 'a-token', registry: { kind: 'bearer', token: 'r-token' } });
    expect(github.audiences).toEqual([]);
    expect(server.requests).toEqual([]);
  });

  it('quotes the subject the workflow presents when the identity refuses it', async () => {
    await github.close();
    github = await startGitHubOidcStub({ sub: 'repo:acme/app:pull_request' });
    const attempt = resolve({ identity });
    await expect(attempt).rejects.toThrow(`the token exchange for identity ${identity} was refused`);
    await expect(attempt).rejects.toThrow(
      `This workflow's token carries issuer ${GITHUB_ACTIONS_ISSUER} and subject "repo:acme/app:pull_request"`,
    );
    await expect(attempt).rejects.toThrow(/claimMatch must be issuer https:\/\/token\.actions\.githubusercontent\.com/);
  });

  it('names an unknown identity', async () => {
    await expect(resolve({ identity: `${server.rootGroup}/00` })).rejects.toThrow(/check that identity .*\/00 exists/);
  });
});

describe('resolveCredentials without identity', () => {
  it('uses the inputs as given, anonymous registry access when none is set', async () => {
    expect(await resolve({ token: 't' })).toEqual({ apiToken: 't', registry: { kind: 'anonymous' } });
    expect(github.audiences).toEqual([]);
  });

  it('refuses to run without a Platform API token, naming both ways to get one', async () => {
    const attempt = resolve({});
    await expect(attempt).rejects.toBeInstanceOf(InputError);
    await expect(attempt).rejects.toThrow(
      /token.*identity \(GitHub OIDC exchange, needs permissions id-token: write\)/,
    );
  });
});

describe('an identity with a subjectPattern (one identity for push and pull_request runs)', () => {
  let patterned: string;
  beforeAll(async () => {
    const admin = new HttpClient();
    const iam = new IamClient({ http: admin, apiUrl: server.url, token: server.apiToken });
    patterned = (
      await iam.createIdentity(server.rootGroup, {
        name: 'github-o-r',
        claimMatch: {
          issuer: GITHUB_ACTIONS_ISSUER,
          subjectPattern: (subjectFor('o/r', ['push', 'pull_request'], 'refs/heads/main') as { subjectPattern: string })
            .subjectPattern,
        },
      })
    ).uid;
    await admin.close();
  });

  const runAs = async (sub: string) => {
    await github.close();
    github = await startGitHubOidcStub({ sub });
    return resolve({ identity: patterned });
  };

  it("exchanges the workflow's token of a pull_request run and of a push run to main", async () => {
    for (const sub of ['repo:o/r:pull_request', 'repo:o/r:ref:refs/heads/main']) {
      const credentials = await runAs(sub);
      expect(credentials.apiToken).toBe(server.exchangedToken(patterned, 'http://127.0.0.1:9/platform'));
    }
  });

  it('refuses another repository, another branch and a subject that merely contains an allowed one', async () => {
    for (const sub of [
      'repo:other/r:pull_request',
      'repo:o/r:ref:refs/heads/evil',
      'repo:o/r2:pull_request',
      'repo:o/r:pull_request:x',
      'xrepo:o/r:pull_request',
    ]) {
      await expect(runAs(sub), sub).rejects.toThrow(
        `This workflow's token carries issuer ${GITHUB_ACTIONS_ISSUER} and subject "${sub}"`,
      );
    }
  });
});

describe('the emulated identity service', () => {
  const post = (claimMatch: Record<string, string>) =>
    fetch(`${server.url}/iam/v2/identities/${server.rootGroup}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.apiToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'oneof', claimMatch: { issuer: GITHUB_ACTIONS_ISSUER, ...claimMatch } }),
    });

  it('refuses subject and subjectPattern together (a oneof), and a pattern that does not compile', async () => {
    const before = server.store.identities.size;
    const both = await post({ subject: 'repo:o/r:pull_request', subjectPattern: '^repo:o/r:.*$' });
    expect(both.status).toBe(400);
    expect(JSON.stringify(await both.json())).toContain('subject and subjectPattern are a oneof');
    const broken = await post({ subjectPattern: '^repo:o/r:(x$' });
    expect(broken.status).toBe(400);
    expect(JSON.stringify(await broken.json())).toContain('claimMatch.subjectPattern');
    expect(server.store.identities.size).toBe(before);
  });

  it('searches the subject for the pattern as the service does: only ^ and $ anchor it', async () => {
    const made = (await (await post({ subjectPattern: 'repo:o/r:pull_request' })).json()) as { uid: string };
    await github.close();
    github = await startGitHubOidcStub({ sub: 'repo:o/r:pull_request-and-more' });
    // Why identity create insists on anchors: unanchored, a longer subject contains the pattern.
    await expect(resolve({ identity: made.uid })).resolves.toMatchObject({
      apiToken: server.exchangedToken(made.uid, 'http://127.0.0.1:9/platform'),
    });
  });
});
