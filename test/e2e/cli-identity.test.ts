import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GITHUB_ACTIONS_ISSUER } from '../../src/auth/github-oidc';
import { exchangeIdentityToken } from '../../src/auth/sts';
import { runCli } from '../../src/cli/main';
import { HttpClient } from '../../src/http/client';
import { IamClient } from '../../src/platform/iam';
import { signedJwt } from '../emulator/oidc';
import { SEED, startEmulator, type Emulator } from '../emulator/index';

let server: Emulator;
beforeAll(async () => {
  server = await startEmulator({ catalog: 'empty' });
});
// Requests as "METHOD /path?query".
const requests = () => server.requests.map((r) => `${r.method} ${r.url}`);
afterAll(() => server.close());

async function cli(argv: string[], env: Record<string, string> = {}) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, {
    out: (t) => (stdout += t),
    err: (t) => (stderr += t),
    env: { IMAGE_CHECK_TOKEN: server.apiToken, ...env },
  });
  return { code, stdout, stderr };
}

const create = (...extra: string[]) => [
  'identity',
  'create',
  '--api-url',
  server.url,
  '--group',
  server.rootGroup,
  ...extra,
];

/** A GitHub Actions token for `sub`, signed by the test's issuer, exchanged for `identity`. */
const exchangeAs = (http: HttpClient, identity: string, sub: string) =>
  exchangeIdentityToken(http, {
    issuerUrl: server.url,
    identity,
    audience: 'cgr.dev',
    idToken: signedJwt({
      iss: GITHUB_ACTIONS_ISSUER,
      sub,
      aud: new URL(server.url).host,
      exp: Math.floor(Date.now() / 1000) + 600,
    }),
  });

describe('image-check identity create / delete', () => {
  it('creates an identity a workflow of the repo can assume, bound to viewer, then deletes both', async () => {
    const made = await cli([...create('--repo', 'Acme/App', '--events', 'push'), '--json']);
    expect(made.stderr).toBe('');
    expect(made.code).toBe(0);
    const out = JSON.parse(made.stdout) as {
      identity: { uid: string; name: string; claimMatch: { issuer: string; subject: string } };
      roleBinding: { uid: string; role: { name: string }; group: { uid: string }; identity: { uid: string } };
      workflow: string;
    };
    expect(out.identity.name).toBe('github-acme-app');
    expect(out.identity.claimMatch).toEqual({
      issuer: GITHUB_ACTIONS_ISSUER,
      subject: 'repo:Acme/App:ref:refs/heads/main',
    });
    expect(out.roleBinding).toMatchObject({
      role: { name: 'viewer' },
      group: { uid: server.rootGroup },
      identity: { uid: out.identity.uid },
    });
    expect(out.workflow).toContain(`identity: ${out.identity.uid}`);
    expect(requests().filter((r) => r.startsWith('POST'))).toEqual([
      `POST /iam/v2/identities/${server.rootGroup}`,
      `POST /iam/v2/roleBindings/${server.rootGroup}`,
    ]);

    // The identity works: a token with its subject is exchanged, one with another ref is not.
    const http = new HttpClient({ retry: { maxAttempts: 1 } });
    const exchange = (sub: string) => exchangeAs(http, out.identity.uid, sub);
    await expect(exchange('repo:Acme/App:ref:refs/heads/main')).resolves.toBe(
      server.exchangedToken(out.identity.uid, 'cgr.dev'),
    );
    await expect(exchange('repo:Acme/App:ref:refs/heads/dev')).rejects.toThrow(
      /refused.*subject "repo:Acme\/App:ref:refs\/heads\/dev"/,
    );

    const removed = await cli(['identity', 'delete', out.identity.uid, '--api-url', server.url]);
    expect(removed).toEqual({
      code: 0,
      stdout: `Deleted role binding ${out.roleBinding.uid}\nDeleted identity ${out.identity.uid}\n`,
      stderr: '',
    });
    expect(server.store.identities.has(out.identity.uid)).toBe(false);
    expect(server.store.bindings.size).toBe(0);
    await expect(exchange('repo:Acme/App:ref:refs/heads/main')).rejects.toThrow(/identity .* not found/);
    await http.close();
  });

  it('creates one identity for push and pull_request runs, with an anchored pattern only this repository matches', async () => {
    const made = await cli([...create('--repo', 'acme/web.app', '--events', 'push,pull_request'), '--json']);
    expect(made.stderr).toBe('');
    expect(made.code).toBe(0);
    const pattern = '^repo:acme/web\\.app:(ref:refs/heads/main|pull_request)$';
    const out = JSON.parse(made.stdout) as {
      identity: { uid: string; claimMatch: Record<string, string> };
      subjectPattern: string;
      covers: { event: string; subject: string }[];
    };
    expect(out.identity.claimMatch).toEqual({ issuer: GITHUB_ACTIONS_ISSUER, subjectPattern: pattern });
    expect(out.subjectPattern).toBe(pattern);
    expect(out.covers).toEqual([
      { event: 'push', subject: 'repo:acme/web.app:ref:refs/heads/main' },
      { event: 'pull_request', subject: 'repo:acme/web.app:pull_request' },
    ]);
    expect(server.store.identities.get(out.identity.uid)!.claimMatch).toEqual({
      issuer: GITHUB_ACTIONS_ISSUER,
      subjectPattern: pattern,
    });

    const http = new HttpClient({ retry: { maxAttempts: 1 } });
    const exchange = (sub: string) => exchangeAs(http, out.identity.uid, sub);
    const token = server.exchangedToken(out.identity.uid, 'cgr.dev');
    await expect(exchange('repo:acme/web.app:pull_request')).resolves.toBe(token);
    await expect(exchange('repo:acme/web.app:ref:refs/heads/main')).resolves.toBe(token);
    for (const other of [
      'repo:other/r:pull_request',
      'repo:acme/web.app:ref:refs/heads/evil',
      'repo:acme/webXapp:pull_request',
      'repo:acme/web.app:pull_request:x',
      'repo:acme/web.app:ref:refs/heads/main-evil',
    ])
      await expect(exchange(other), other).rejects.toThrow(/was refused.*PERMISSION_DENIED/);
    await http.close();

    const text = await cli(create('--repo', 'acme/web.app', '--dry-run'), { IMAGE_CHECK_TOKEN: '' });
    expect(text).toEqual({
      code: 0,
      stdout: [
        `Would create identity "github-acme-web.app" under group ${server.rootGroup}`,
        '  accepts  issuer https://token.actions.githubusercontent.com',
        `           subject pattern ${pattern}`,
        '  covers   push          repo:acme/web.app:ref:refs/heads/main',
        '           pull_request  repo:acme/web.app:pull_request',
        '           (schedule and workflow_dispatch runs on that branch carry the push subject too)',
        `  role     viewer on group ${server.rootGroup}`,
        '',
        'Only runs whose token carries a subject matching that pattern can assume it (see image-check identity create --help).',
        'Nothing was sent (--dry-run).',
        '',
      ].join('\n'),
      stderr: '',
    });
    expect((await cli(['identity', 'delete', out.identity.uid, '--api-url', server.url])).code).toBe(0);
  });

  it('refuses an unanchored --subject-pattern before sending anything', async () => {
    const before = server.requests.length;
    const bad = await cli(create('--repo', 'acme/app', '--subject-pattern', 'repo:acme/app:.*'));
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--subject-pattern "repo:acme/app:.*" must be anchored: start with ^ and end with $');
    expect(server.requests.length).toBe(before);
  });

  it('prints the uid and the workflow lines to paste', async () => {
    const made = await cli(create('--subject', 'repo:acme@42/svc@77:ref:refs/heads/main', '--role', 'registry.pull'));
    expect(made.code).toBe(0);
    const uid = [...server.store.identities.values()].find((i) => i.name === 'github-acme-svc')!.uid;
    expect(made.stdout).toContain(`Created identity ${uid} "github-acme-svc"`);
    expect(made.stdout).toContain('subject repo:acme@42/svc@77:ref:refs/heads/main');
    expect(made.stdout).toMatch(/role {5}registry\.pull on group acme\.com/);
    expect(made.stdout).toContain('  permissions:\n    contents: read\n    id-token: write');
    expect(made.stdout).toContain(
      `        identity: ${uid}\n        group: ${server.rootGroup}\n        api-url: ${server.url}`,
    );
    expect(made.stdout).toContain(`Remove it with: image-check identity delete ${uid}`);
    expect((await cli(['identity', 'delete', uid, '--api-url', server.url])).code).toBe(0);
  });

  it('checks the name rule and the options before sending anything', async () => {
    const before = server.requests.length;
    const bad = await cli(create('--repo', 'acme/app', '--name', 'Bad Name!'));
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe(
      `error: --name "Bad Name!" does not match ^[a-z0-9 ._-]{1,}$ (lowercase letters, digits, space, dot, underscore, hyphen)\n(see image-check identity create --help)\n`,
    );
    expect(
      (await cli(['identity', 'create', '--api-url', server.url, '--group', server.subGroup, '--repo', 'acme/app']))
        .stderr,
    ).toMatch(/subgroup; an identity under a subgroup cannot pull images/);
    expect((await cli(create('--repo', 'acme/app'), { IMAGE_CHECK_TOKEN: '' })).stderr).toMatch(
      /no Platform API token: set IMAGE_CHECK_TOKEN/,
    );
    expect(server.requests.length).toBe(before);
  });

  it('shows the server INVALID_ARGUMENT answer field by field', async () => {
    const long = 'x'.repeat(201);
    const refused = await cli(create('--repo', 'acme/app', '--description', long));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('error: Invalid argument: description: must be at most 200 characters\n');
    expect(refused.stderr).toContain('  HTTP 400, INVALID_ARGUMENT (POST /iam/v2/identities)\n');
    expect(refused.stderr).toContain('  field description: must be at most 200 characters\n');
    const json = await cli([...create('--repo', 'acme/app', '--description', long), '--json']);
    expect(JSON.parse(json.stderr)).toMatchObject({
      error: {
        code: 3,
        reason: 'INVALID_ARGUMENT',
        fieldViolations: [{ field: 'description', description: 'must be at most 200 characters' }],
      },
    });
    expect(server.store.identities.size).toBe(0);
  });

  it('names the violation type of a FAILED_PRECONDITION answer', async () => {
    const made = JSON.parse((await cli([...create('--repo', 'acme/kept'), '--json'])).stdout) as {
      identity: { uid: string };
      roleBinding: { uid: string };
    };
    // A second binding, made outside the command, that --binding does not name: the server blocks the delete.
    const http = new HttpClient();
    const iam = new IamClient({ http, apiUrl: server.url, token: server.apiToken });
    const other = await iam.bindRole(server.subGroup, made.identity.uid, (await iam.findRole('registry.pull')).uid);
    await http.close();
    const blocked = await cli([
      'identity',
      'delete',
      made.identity.uid,
      '--api-url',
      server.url,
      '--binding',
      made.roleBinding.uid,
    ]);
    expect(blocked.code).toBe(1);
    expect(blocked.stderr).toContain(`error: identity ${made.identity.uid} still has role bindings\n`);
    expect(blocked.stderr).toContain('  HTTP 400, FAILED_PRECONDITION (DELETE /iam/v2/identities)\n');
    expect(blocked.stderr).toContain(
      `  precondition RESOURCE_NOT_EMPTY: role binding ${other.uid} references the identity\n`,
    );
    // Without --binding every binding of the identity is found, in subgroups too.
    const removed = await cli(['identity', 'delete', made.identity.uid, '--api-url', server.url]);
    expect(removed.stdout).toBe(`Deleted role binding ${other.uid}\nDeleted identity ${made.identity.uid}\n`);
    expect(server.store.bindings.size).toBe(0);
  });

  it('removes the identity again when the role binding fails, and finds the role before creating anything', async () => {
    // The next role binding create fails with HTTP 500.
    server.faults.add({
      kind: 'status',
      status: 500,
      route: '/iam/v2/roleBindings/',
      method: 'POST',
      message: 'role binding store unavailable',
    });
    const failed = await cli(create('--repo', 'acme/rollback'));
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(/role binding store unavailable/);
    expect(server.store.identities.size).toBe(0);

    const before = server.requests.length;
    const typo = await cli(create('--repo', 'acme/app', '--role', 'veiwer'));
    expect(typo.stderr).toContain(
      `error: no role named "veiwer"; roles visible to this token: ${[...SEED.roles].sort().join(', ')}`,
    );
    expect(requests().slice(before)).toEqual(['GET /iam/v2/roles?page_size=200']);
  });

  it('never prints the token, even when the server refuses it', async () => {
    const token = 'secret-token-that-must-not-leak';
    const viaFlag = await cli([...create('--repo', 'acme/app'), '--token', token], { IMAGE_CHECK_TOKEN: '' });
    expect(viaFlag.code).toBe(1);
    expect(viaFlag.stderr).toMatch(/UNAUTHENTICATED/);
    const usage = await cli(['identity', 'create', '--token', token, token]);
    expect(usage.code).toBe(2);
    for (const run of [viaFlag, usage]) expect(run.stdout + run.stderr).not.toContain(token);
    expect(usage.stderr).toContain('***');
  });
});

describe('the image-check command', () => {
  it('runs from its built entry (the package bin) with the token from IMAGE_CHECK_TOKEN and sets the exit code', async () => {
    const entry = resolve(import.meta.dirname, '../../dist/cli/index.js');
    const run = (args: string[]) =>
      new Promise<{ code: number | null; stdout: string; stderr: string }>((done, fail) => {
        const child = spawn(process.execPath, [entry, ...args], {
          env: { PATH: process.env.PATH ?? '', IMAGE_CHECK_TOKEN: server.apiToken },
        });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
        child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
        child.on('error', fail);
        child.on('close', (code) => done({ code, stdout, stderr }));
      });
    const made = await run([...create('--repo', 'acme/spawned'), '--json']);
    expect(made.stderr).toBe('');
    expect(made.code).toBe(0);
    const uid = (JSON.parse(made.stdout) as { identity: { uid: string } }).identity.uid;
    expect(made.stdout).not.toContain(server.apiToken);
    const removed = await run(['identity', 'delete', uid, '--api-url', server.url, '--json']);
    expect(JSON.parse(removed.stdout)).toMatchObject({ deleted: { identity: uid } });
    const usage = await run(['identity', 'frobnicate']);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('unknown command "identity frobnicate"');
  });
});
