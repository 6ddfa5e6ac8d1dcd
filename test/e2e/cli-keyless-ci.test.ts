import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main';
import { signedJwt, untrustedKey } from '../emulator/oidc';
import { startEmulator, type Emulator } from '../emulator/index';
import {
  BITBUCKET_AUDIENCE,
  BITBUCKET_REPO,
  CIRCLECI_ORG,
  CIRCLECI_PROJECT,
  bitbucketToken,
  buildkiteToken,
  circleciToken,
  gitlabToken,
} from '../support/ci-tokens';
import { runCliProcess, type CliRun } from '../support/run-cli';

// `image-check check --identity` in GitLab CI, CircleCI, Buildkite and Bitbucket Pipelines: the
// built CLI, spawned with the job's OIDC token in IMAGE_CHECK_ID_TOKEN as each CI puts it there,
// against the emulated exchange service, with identities made by `identity create`'s ready forms.

let emu: Emulator;
let cwd: string;
beforeAll(async () => {
  emu = await startEmulator();
  cwd = await mkdtemp(join(tmpdir(), 'image-check-keyless-'));
});
afterAll(async () => {
  await emu.close();
  await rm(cwd, { recursive: true, force: true });
});

const host = () => new URL(emu.url).host;
const image = () => `${emu.registry}/chainguard/static:latest`;
const exchanges = () => emu.requests.filter((r) => r.url.startsWith('/sts/exchange'));

/** `identity create` in-process (the emulator's Platform API), its uid from --json. */
async function createIdentity(...form: string[]): Promise<string> {
  let out = '';
  let err = '';
  const code = await runCli(['identity', 'create', '--api-url', emu.url, '--group', emu.rootGroup, ...form, '--json'], {
    out: (t) => (out += t),
    err: (t) => (err += t),
    env: { IMAGE_CHECK_TOKEN: emu.apiToken },
  });
  expect(err).toBe('');
  expect(code).toBe(0);
  return (JSON.parse(out) as { identity: { uid: string } }).identity.uid;
}

const check = (identity: string, env: Record<string, string>): Promise<CliRun> =>
  runCliProcess(
    [
      'check',
      ...['--registry', emu.registry, '--api-url', emu.url, '--issuer-url', emu.url, '--group', emu.rootGroup],
      ...['--identity', identity, '--image', image(), '--format', 'json'],
    ],
    { cwd, env },
  );

/** Nothing a credential is made of reaches the output: the token, its signature, what was exchanged. */
function expectNoSecret(run: CliRun, token: string, identity: string) {
  const printed = run.stdout + run.stderr;
  for (const secret of [
    token,
    token.split('.')[2]!,
    emu.exchangedToken(identity, emu.url),
    emu.exchangedToken(identity, emu.registry),
  ])
    expect(printed).not.toContain(secret);
}

describe('check --identity in other CIs (IMAGE_CHECK_ID_TOKEN)', () => {
  const cases: [string, () => Promise<string>, Record<string, string>, () => string][] = [
    [
      'GitLab CI',
      () => createIdentity('--gitlab', 'acme/platform/app'),
      { GITLAB_CI: 'true' },
      () => gitlabToken({ aud: host() }),
    ],
    [
      'CircleCI',
      () => createIdentity('--circleci', `${CIRCLECI_ORG}/${CIRCLECI_PROJECT}`, '--branch', 'main'),
      { CIRCLECI: 'true' },
      () => circleciToken(),
    ],
    [
      'Buildkite',
      () => createIdentity('--buildkite', 'acme/app'),
      { BUILDKITE: 'true' },
      () => buildkiteToken({ aud: host() }),
    ],
    [
      'Bitbucket Pipelines',
      () => createIdentity('--bitbucket', `acme/{${BITBUCKET_REPO}}`, '--audience', BITBUCKET_AUDIENCE),
      { BITBUCKET_BUILD_NUMBER: '7' },
      () => bitbucketToken(),
    ],
  ];

  it.each(cases)(
    "%s: the job's token is exchanged once per audience, no stored secret, nothing printed",
    async (_, make, ciEnv, tokenOf) => {
      const identity = await make();
      const token = tokenOf();
      const before = exchanges().length;
      const run = await check(identity, { ...ciEnv, IMAGE_CHECK_ID_TOKEN: token });
      expect(run.stderr).toBe('');
      expect(run.exitCode).toBe(0);
      expect(JSON.parse(run.stdout)).toMatchObject([{ ref: image(), status: 'ok' }]);
      const asked = exchanges().slice(before);
      expect(asked.map((r) => new URL(r.url, emu.url).searchParams.get('aud')).sort()).toEqual(
        [emu.url, emu.registry].sort(),
      );
      expect(asked.every((r) => r.status === 200)).toBe(true);
      expectNoSecret(run, token, identity);
    },
  );

  it('refuses another subject, issuer or audience with the service error, naming the claims the token carries', async () => {
    const gitlab = await createIdentity('--gitlab', 'acme/web', '--name', 'gitlab-acme-web-refusals');
    const buildkite = await createIdentity('--buildkite', 'acme/web', '--name', 'buildkite-acme-web-refusals');
    const refusals: [string, string, RegExp][] = [
      [
        gitlab,
        gitlabToken({ aud: host() }, 'acme/other'),
        /PERMISSION_DENIED.*subject "project_path:acme\/other:ref_type:branch:ref:main"/,
      ],
      [
        gitlab,
        gitlabToken({ aud: host(), override: { iss: 'https://gitlab.example.com' } }, 'acme/web'),
        /PERMISSION_DENIED.*issuer https:\/\/gitlab\.example\.com/,
      ],
      [buildkite, buildkiteToken({ aud: 'sts.amazonaws.com' }, 'web'), /UNAUTHENTICATED.*audience sts\.amazonaws\.com/],
    ];
    for (const [identity, token, message] of refusals) {
      const run = await check(identity, { GITLAB_CI: 'true', IMAGE_CHECK_ID_TOKEN: token });
      expect(run.exitCode, message.source).toBe(1);
      const [result] = JSON.parse(run.stdout) as { status: string; error: { message: string } }[];
      expect(result!.status).toBe('error');
      expect(result!.error.message, message.source).toMatch(/refused: HTTP 40[13]/);
      expect(result!.error.message, message.source).toMatch(message);
      expectNoSecret(run, token, identity);
    }
  });

  it('a forged token (signed with a key the issuer never published) is refused by the service', async () => {
    const identity = await createIdentity('--gitlab', 'acme/forged', '--name', 'gitlab-acme-forged');
    const claims = JSON.parse(
      Buffer.from(gitlabToken({ aud: host() }, 'acme/forged').split('.')[1]!, 'base64url').toString(),
    );
    const forged = signedJwt(claims as Record<string, unknown>, untrustedKey);
    const run = await check(identity, { GITLAB_CI: 'true', IMAGE_CHECK_ID_TOKEN: forged });
    expect(run.exitCode).not.toBe(0);
    expect(run.stdout + run.stderr).toMatch(/refused: HTTP 401 Unauthorized \(UNAUTHENTICATED\)/);
    expectNoSecret(run, forged, identity);
  });

  it('a token that cannot pass is named before any exchange: not a JWT, no audience, expired', async () => {
    const identity = await createIdentity('--gitlab', 'acme/early', '--name', 'gitlab-acme-early');
    const cases: [string, RegExp][] = [
      ['ID_TOKEN_1', /IMAGE_CHECK_ID_TOKEN does not hold a JWT .*put the token itself in it/],
      ['glpat-0123456789abcdefghij', /IMAGE_CHECK_ID_TOKEN does not hold a JWT/],
      [gitlabToken({ aud: host(), override: { aud: undefined } }, 'acme/early'), /without an audience \(aud claim\)/],
      [
        gitlabToken({ aud: host(), override: { exp: 1_700_000_000 } }, 'acme/early'),
        /IMAGE_CHECK_ID_TOKEN expired at 2023-11-14T22:13:20\.000Z \(issuer https:\/\/gitlab\.com\)/,
      ],
    ];
    const before = emu.requests.length;
    for (const [token, message] of cases) {
      const run = await check(identity, { GITLAB_CI: 'true', IMAGE_CHECK_ID_TOKEN: token });
      expect(run.exitCode, message.source).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr, message.source).toMatch(message);
      expect(run.stderr).toMatch(/^error: --identity: /);
      expect(run.stderr).not.toContain(token);
    }
    expect(emu.requests.length).toBe(before);
  });
});

describe('check --identity without IMAGE_CHECK_ID_TOKEN', () => {
  const missing = async (ciEnv: Record<string, string>) => {
    let err = '';
    const code = await runCli(['check', '--identity', 'abc/def', '--image', image(), '--issuer-url', emu.url], {
      out: () => undefined,
      err: (t) => (err += t),
      env: ciEnv,
      cwd,
    });
    return { code, err };
  };

  it.each([
    [
      { GITLAB_CI: 'true' },
      ['(.gitlab-ci.yml):', '    id_tokens:', '      IMAGE_CHECK_ID_TOKEN:', '        aud: HOST'],
    ],
    [{ CIRCLECI: 'true' }, ['export IMAGE_CHECK_ID_TOKEN="$CIRCLE_OIDC_TOKEN_V2"']],
    [{ BUILDKITE: 'true' }, ['export IMAGE_CHECK_ID_TOKEN="$(buildkite-agent oidc request-token --audience HOST)"']],
    [
      { BITBUCKET_BUILD_NUMBER: '3' },
      ['(bitbucket-pipelines.yml):', 'oidc: true', 'export IMAGE_CHECK_ID_TOKEN="$BITBUCKET_STEP_OIDC_TOKEN"'],
    ],
    [{}, ["--identity needs your CI's OIDC token in IMAGE_CHECK_ID_TOKEN", "<your CI's OIDC token, audience HOST>"]],
  ])('in %j the error names the line to add for that CI', async (ciEnv, lines) => {
    const before = emu.requests.length;
    const { code, err } = await missing(ciEnv);
    expect(code).toBe(2);
    expect(err).toMatch(/^error: --identity needs /);
    for (const line of lines) expect(err).toContain(line.replace('HOST', host()));
    expect(emu.requests.length).toBe(before);
  });
});
