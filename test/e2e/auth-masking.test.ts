import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GITHUB_ACTIONS_ISSUER } from '../../src/auth/github-oidc';
import { HttpClient } from '../../src/http/client';
import { IamClient } from '../../src/platform/iam';
import { startGitHubOidcStub, type GitHubOidcStub } from '../support/github-oidc-stub';
import { startEmulator, type Emulator } from '../emulator/index';
import { runAction, type ActionRun } from '../support/run-action';

// Runs the built action (dist/index.js) with RUNNER_DEBUG=1 and every credential set, and scans
// everything it wrote: no token or password may appear anywhere but in its ::add-mask:: command.

const SUBJECT = 'repo:acme/app:ref:refs/heads/main';
const GITHUB_TOKEN = 'ghs_githubTokenForThePrComment0001';
const digest = (n: number) => `sha256:${n.toString(16).padStart(64, '0')}`;

// One emulator is the Platform API, the token exchange and the registry.
let server: Emulator;
let github: GitHubOidcStub;
let identity: string;
// The registry side of the emulator, under the names the assertions use.
let registry: { host: string; identityToken: string; pullUsername: string; pullPassword: string; issued: string[] };

beforeAll(async () => {
  [server, github] = await Promise.all([startEmulator({ catalog: 'empty' }), startGitHubOidcStub({ sub: SUBJECT })]);
  registry = {
    host: server.registry,
    identityToken: server.registryToken,
    pullUsername: server.pullUsername,
    pullPassword: server.pullPassword,
    issued: server.issuedTokens,
  };
  const http = new HttpClient();
  identity = (
    await new IamClient({ http, apiUrl: server.url, token: server.apiToken }).createIdentity(server.rootGroup, {
      name: 'github-acme-app',
      claimMatch: { issuer: GITHUB_ACTIONS_ISSUER, subject: SUBJECT },
    })
  ).uid;
  await http.close();
  // Tokens exchanged for the registry audience (server.exchangedToken(identity, registry.host)) are accepted by the emulator's /token.
  const t = (n: number) => `2026-01-0${n}T00:00:00.000Z`;
  server.store.addTag(server.store.addRepo('chainguard', 'nginx').uid, {
    name: 'latest',
    history: [
      { updateTimestamp: t(1), digest: digest(1) },
      { updateTimestamp: t(2), digest: digest(2) },
    ],
  });
  server.store.addTag(server.store.addRepo('acme.com', 'python').uid, {
    name: '3.12',
    history: [{ updateTimestamp: t(5), digest: digest(5) }],
  });
  expect(server.store.findTag('chainguard/nginx', 'latest')?.digest).toBe(digest(2));
  expect(server.store.findTag('acme.com/python', '3.12')?.digest).toBe(digest(5));
});
afterAll(async () => {
  await Promise.all([server.close(), github.close()]);
});

// Pinned, so the registry is asked (an unpinned reference is answered by the tag listing alone).
function images() {
  return [
    `${registry.host}/chainguard/nginx:latest@${digest(2)}`,
    `${registry.host}/acme.com/python:3.12@${digest(5)}`,
    `${registry.host}/acme.com/missing:1`,
  ].join('\n');
}

function run(inputs: Record<string, string>): Promise<ActionRun> {
  return runAction({
    inputs: {
      images: images(),
      registry: registry.host,
      'api-url': server.url,
      'issuer-url': server.url,
      comment: 'never',
      'fail-on': 'none',
      'github-token': GITHUB_TOKEN,
      ...inputs,
    },
    env: { RUNNER_DEBUG: '1', ...github.env },
  });
}

/** Every place a secret could leak: all output lines except add-mask commands, the summary, the outputs. */
function written(result: ActionRun): string {
  const stdout = result.stdout
    .split('\n')
    .filter((line) => !line.startsWith('::add-mask::'))
    .join('\n');
  return [stdout, result.stderr, result.summary, ...Object.entries(result.outputs).flat()].join('\n');
}
const maskedValues = (result: ActionRun) =>
  result.commands.filter((c) => c.command === 'add-mask').map((c) => c.message);

function expectNoSecret(result: ActionRun, secrets: string[]) {
  const text = written(result);
  for (const secret of secrets) {
    expect(text.includes(secret), `secret ${secret.slice(0, 6)}... appears in the action's output`).toBe(false);
    // base64 and URL encodings are leaks too.
    expect(text.includes(Buffer.from(secret).toString('base64'))).toBe(false);
    expect(text.includes(encodeURIComponent(secret))).toBe(false);
  }
}

function statuses(result: ActionRun): Record<string, string> {
  const results = JSON.parse(result.outputs.results ?? '[]') as { image: string; status: string }[];
  return Object.fromEntries(results.map((r) => [r.image, r.status]));
}

describe('masking: the whole action with every credential', () => {
  it('identity fills token and registry-token: the GitHub token and both exchanged tokens are masked, never written', async () => {
    const result = await run({ identity });
    const apiToken = server.exchangedToken(identity, server.url);
    const registryToken = server.exchangedToken(identity, registry.host);
    const idToken = github.jwtFor(new URL(server.url).host);
    // The credentials were really used: both images were read, the missing one is an error result.
    expect(statuses(result)).toEqual({ nginx: 'ok', python: 'ok', missing: 'error' });
    expect(result.stdout).toContain('::debug::');
    expect(maskedValues(result)).toEqual(expect.arrayContaining([GITHUB_TOKEN, idToken, apiToken, registryToken]));
    expectNoSecret(result, [
      GITHUB_TOKEN,
      idToken,
      apiToken,
      registryToken,
      ...registry.issued,
      github.env.ACTIONS_ID_TOKEN_REQUEST_TOKEN,
    ]);
  });

  it('token, registry-token, a pull token and github-token as inputs are masked and never written', async () => {
    const secrets = [
      server.apiToken,
      registry.identityToken,
      registry.pullUsername,
      registry.pullPassword,
      GITHUB_TOKEN,
    ];
    const result = await run({
      identity,
      token: server.apiToken,
      'registry-token': registry.identityToken,
      'registry-username': registry.pullUsername,
      'registry-password': registry.pullPassword,
    });
    expect(statuses(result)).toEqual({ nginx: 'ok', python: 'ok', missing: 'error' });
    expect(maskedValues(result)).toEqual(expect.arrayContaining(secrets));
    expectNoSecret(result, [...secrets, `${registry.pullUsername}:${registry.pullPassword}`, ...registry.issued]);
  });

  it('refused credentials: the error messages name the cause, never the credential', async () => {
    const result = await run({
      token: server.apiToken,
      'registry-username': registry.pullUsername,
      'registry-password': 'not-the-pull-password-0001',
    });
    // Refused for every image: the run stops with one error naming the inputs to fix.
    expect(result.exitCode).toBe(1);
    expect(result.annotations.filter((a) => a.command === 'error').map((a) => a.message)).toEqual([
      expect.stringMatching(
        /^Input "registry-username": Set registry-username and registry-password .*The registry .* refused it for every image/,
      ),
    ]);
    expect(written(result)).toMatch(/the pull token \(registry-username\/registry-password\) was refused/);
    expectNoSecret(result, [
      server.apiToken,
      registry.pullUsername,
      'not-the-pull-password-0001',
      `${registry.pullUsername}:not-the-pull-password-0001`,
      GITHUB_TOKEN,
    ]);
  });

  it('a job without id-token: write fails with the permission to add, and writes no secret', async () => {
    const result = await runAction({
      inputs: {
        images: images(),
        registry: registry.host,
        'api-url': server.url,
        'issuer-url': server.url,
        identity,
        'github-token': GITHUB_TOKEN,
      },
      env: { RUNNER_DEBUG: '1' },
    });
    expect(result.exitCode).not.toBe(0);
    expect(result.annotations.find((a) => a.command === 'error')?.message).toMatch(
      /add `permissions: id-token: write` to the job/,
    );
    expectNoSecret(result, [GITHUB_TOKEN]);
  });
});
