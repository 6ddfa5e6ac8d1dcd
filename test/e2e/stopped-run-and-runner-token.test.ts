import { createServer, type Server, type Socket } from 'node:net';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImageResult } from '../../src/model';
import { startEmulator, type Emulator } from '../emulator/index';
import { startGitHubOidcStub, type GitHubOidcStub } from '../support/github-oidc-stub';
import { runAction, type ActionRun } from '../support/run-action';
import { sarifProblems } from '../support/sarif-rules';

// Issue 25, items 2 and 3, through the built action: the runner's OIDC request token echoed by
// its own service reaches no channel, and a run that stops or hangs still publishes `failed`,
// the counts and a job summary for the steps after it.

let emu: Emulator;
beforeAll(async () => {
  emu = await startEmulator();
});
afterAll(async () => {
  await emu?.close();
});

const results = (run: ActionRun) => JSON.parse(run.outputs.results ?? '[]') as ImageResult[];
const errors = (run: ActionRun) => run.annotations.filter((a) => a.command === 'error').map((a) => a.message);
const images = (...names: string[]) => names.map((n) => `${emu.registry}/chainguard/${n}:latest`).join('\n');

/** The forms of a secret a leak could take: as is, URL-encoded, base64. */
const formsOf = (secret: string) => [secret, encodeURIComponent(secret), Buffer.from(secret).toString('base64')];

describe('the runner OIDC request token is a credential (issue 25, item 2)', () => {
  let github: GitHubOidcStub;
  afterAll(async () => {
    await github?.close();
  });

  it('a token service that echoes the request token in its 400: the token is in no channel, the refusal is named by its status', async () => {
    github = await startGitHubOidcStub({
      failWith: 400,
      failMessage: (token) => `invalid request token: Bearer ${token}`,
    });
    const requestToken = github.env.ACTIONS_ID_TOKEN_REQUEST_TOKEN;
    const workspace = await mkdtemp(join(tmpdir(), 'image-check-issue25-'));
    const run = await runAction({
      workspace,
      inputs: {
        images: images('nginx', 'python'),
        registry: emu.registry,
        'api-url': emu.url,
        'issuer-url': emu.url,
        identity: `${emu.rootGroup}/0123456789abcdef`,
        comment: 'never',
        sarif: 'image-check.sarif',
        'results-file': 'results.json',
      },
      env: { RUNNER_DEBUG: '1', ...github.env },
    });
    // The token service was asked, and refused.
    expect(github.audiences.length).toBeGreaterThan(0);
    expect(run.exitCode).toBe(1);
    const all = results(run);
    expect(all).toHaveLength(2);
    for (const r of all) {
      expect(r.status).toBe('error');
      expect(r.error!.message).toMatch(/did not hand out the workflow's GitHub OIDC token .*: HTTP 400 Bad Request/);
      expect(r.error!.message).not.toContain('invalid request token');
    }
    // Registered with the runner before it was sent.
    expect(run.commands.filter((c) => c.command === 'add-mask').map((c) => c.message)).toContain(requestToken);
    const sarif = await readFile(join(workspace, 'image-check.sarif'), 'utf8');
    expect(sarifProblems(sarif)).toEqual([]);
    const resultsFile = await readFile(join(workspace, 'results.json'), 'utf8');
    expect(JSON.parse(resultsFile)).toHaveLength(2);
    const stdout = run.stdout
      .split('\n')
      .filter((line) => !line.startsWith('::add-mask::'))
      .join('\n');
    const channels = {
      log: stdout,
      stderr: run.stderr,
      annotations: run.annotations.map((a) => `${a.message} ${JSON.stringify(a.properties)}`).join('\n'),
      outputs: Object.entries(run.outputs).flat().join('\n'),
      summary: run.summary,
      resultsFile,
      sarif,
    };
    for (const [channel, text] of Object.entries(channels))
      for (const form of formsOf(requestToken))
        expect(text.includes(form), `the request token appears in ${channel}`).toBe(false);
    expect(run.summary).toContain('HTTP 400 Bad Request');
  });

  it("a token exchange refusal is reported by its status and reason, not the service's body", async () => {
    await github?.close();
    github = await startGitHubOidcStub();
    emu.faults.add({
      route: '/sts/exchange',
      kind: 'status',
      status: 403,
      message: 'sts-body-text: the presented token was rejected',
      times: Infinity,
    });
    try {
      const run = await runAction({
        inputs: {
          images: images('nginx'),
          registry: emu.registry,
          'api-url': emu.url,
          'issuer-url': emu.url,
          identity: `${emu.rootGroup}/0123456789abcdef`,
          comment: 'never',
        },
        env: github.env,
      });
      expect(run.exitCode).toBe(1);
      const said = [run.stdout, run.summary, ...Object.values(run.outputs)].join('\n');
      expect(said).toMatch(/the token exchange for identity \S+ was refused: HTTP 403 Forbidden/);
      expect(said).not.toContain('sts-body-text');
    } finally {
      emu.faults.clear();
    }
  });
});

describe('a run that stops or hangs still publishes (issue 25, item 3)', () => {
  let blackhole: Server;
  const sockets = new Set<Socket>();
  beforeAll(async () => {
    // Accepts every connection, reads nothing, answers nothing.
    blackhole = createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => blackhole.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => blackhole.close(() => resolve()));
  });

  it('a blackholed Platform API: failed=true, the counts and a summary, within the timeout', async () => {
    const { port } = blackhole.address() as { port: number };
    const started = Date.now();
    const run = await runAction({
      inputs: {
        images: images('nginx', 'python', 'go'),
        registry: emu.registry,
        'api-url': `http://127.0.0.1:${port}`,
        token: emu.apiToken,
        'registry-token': emu.registryToken,
        comment: 'never',
        timeout: '10s',
      },
    });
    expect((Date.now() - started) / 1000).toBeLessThan(10 + 5);
    expect(run.exitCode).toBe(1);
    expect(run.outputs.failed).toBe('true');
    expect(run.outputs['error-count']).toBe('3');
    expect(run.outputs['eol-count']).toBe('0');
    expect(results(run).map((r) => r.status)).toEqual(['error', 'error', 'error']);
    expect(results(run)[0]!.error!.message).toContain(`127.0.0.1:${port}`);
    expect(run.summary).toContain('## image-check');
  }, 40_000);

  it('a run stopped by an unreachable api-url: failed=true, the counts and a summary saying why', async () => {
    const run = await runAction({
      inputs: {
        images: images('nginx', 'python'),
        registry: emu.registry,
        'api-url': 'http://127.0.0.1:9',
        token: emu.apiToken,
        'registry-token': emu.registryToken,
        comment: 'never',
      },
    });
    expect(run.exitCode).toBe(1);
    expect(errors(run)).toHaveLength(1);
    expect(errors(run)[0]).toMatch(
      /^Input "api-url": Check api-url .*The Platform API at http:\/\/127\.0\.0\.1:9 cannot be reached/,
    );
    expect(run.outputs.failed).toBe('true');
    expect(run.outputs['error-count']).toBe('1');
    expect(run.outputs['eol-count']).toBe('0');
    expect(run.outputs['stale-count']).toBe('0');
    expect(run.outputs['advisory-count']).toBe('0');
    // Nothing was checked: no `results` that would read as an empty, clean run.
    expect(run.outputs.results).toBeUndefined();
    expect(run.summary).toContain('## image-check');
    // The summary's text is escaped for markdown (quotes as entities).
    expect(run.summary).toMatch(
      /image-check stopped: Input &quot;api-url&quot;: Check api-url .*The Platform API at .*cannot be reached/,
    );
  }, 30_000);
});
