import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../emulator';
import { startFakeGitHub, type FakeGitHub } from '../support/github-api';
import { addIssuesApi, type FakeIssuesApi } from '../support/github-issues';
import { runAction } from '../support/run-action';
import { runCliProcess } from '../support/run-cli';
import { emulatorInputs, emulatorSettings } from '../support/emulator-settings';

// The `dashboard` input and `check --dashboard` in the workspace mode: the built action and CLI
// against the emulator (Platform API and registry) and the fake GitHub API with its issues.

const GITHUB_TOKEN = 'ghs_dashboardE2eToken0000000000001';
const COMMIT = 'd00d000000000000000000000000000000000001';
const HOSTILE_DIR = 'deploy/[x](https:⁄⁄evil.example) @acme-admins';

let emu: Emulator;
let gh: FakeGitHub;
let issues: FakeIssuesApi;
let workspace: string;

beforeAll(async () => {
  emu = await startEmulator();
  workspace = await mkdtemp(join(tmpdir(), 'image-check-dashboard-'));
  const reg = emu.registry;
  await writeFile(join(workspace, 'Dockerfile'), `FROM ${reg}/chainguard/nginx:1.26\nRUN echo hi\n`);
  await mkdir(join(workspace, HOSTILE_DIR), { recursive: true });
  await writeFile(
    join(workspace, HOSTILE_DIR, 'app.yaml'),
    `spec:\n  containers:\n    - name: web\n      image: ${reg}/chainguard/nginx:1.27\n    - name: py\n      image: ${reg}/chainguard/python:3.11\n`,
  );
});
afterAll(async () => emu?.close());
beforeEach(async () => {
  await gh?.close();
  gh = await startFakeGitHub({ token: GITHUB_TOKEN });
  issues = addIssuesApi(gh);
  issues.addRepository('acme/platform', { private: true });
  issues.addRepository('acme/public-board', { private: false });
  issues.addRepository('acme/web', { private: true });
  issues.addRepository('acme/site', { private: false });
});
afterAll(async () => gh?.close());

const githubEnv = (repository = 'acme/web') => ({
  GITHUB_API_URL: gh.url,
  GITHUB_SERVER_URL: 'https://github.example',
  GITHUB_REPOSITORY: repository,
  GITHUB_SHA: COMMIT,
});

const runWithDashboard = (dashboard: string, repository = 'acme/web') =>
  runAction({
    workspace,
    inputs: {
      files: '**/Dockerfile\ndeploy/**/*.yaml',
      ...emulatorInputs(emu),
      'fail-on': 'none',
      comment: 'never',
      'github-token': GITHUB_TOKEN,
      dashboard,
    },
    env: { ...githubEnv(repository), GITHUB_EVENT_NAME: 'schedule' },
  });

describe('dashboard (built action)', () => {
  it('creates one issue with the findings, then finds that one again and leaves it alone while nothing changed', async () => {
    const first = await runWithDashboard('acme/platform');
    expect(first.exitCode, first.stdout + first.stderr).toBe(0);
    expect(first.outputs['dashboard-url']).toBe('https://github.example/acme/platform/issues/1');
    expect(first.stdout).toContain('Dashboard created: https://github.example/acme/platform/issues/1');
    const [issue] = issues.issues('acme/platform');
    expect(issues.issues('acme/platform')).toHaveLength(1);
    expect(issue!.user.login).toBe('github-actions[bot]');
    expect(issue!.title).toBe('image-check: container images of acme/web');
    const body = issue!.body!;
    expect(body.split('\n')[0]).toBe('<!-- image-check:dashboard scope=acme%2Fweb -->');
    expect(body).toMatch(/^\*\*2 end of life\*\* — 3 references in 1 repository read\.$/m);
    // Named exactly as written, registry host included, with what to move to and the line it is on.
    expect(body).toContain(`- <code>${emu.registry}/chainguard/nginx:1.26</code>: **end of life**.`);
    expect(body).toContain(`Move to <code>${emu.registry}/chainguard/nginx:1.27</code>.`);
    expect(body).toContain(
      `  - acme/web: [Dockerfile:1](https://github.example/acme/web/blob/${COMMIT}/Dockerfile#L1)`,
    );
    // A directory name from the repository stays text: no link of its own, no mention.
    expect(body).not.toMatch(/(?<!\\)\[x\]\(/);
    expect(body).toContain('@\u2060acme-admins');
    expect(body).not.toContain(GITHUB_TOKEN);

    const second = await runWithDashboard('acme/platform');
    expect(second.exitCode).toBe(0);
    expect(second.stdout).toContain('Dashboard unchanged: https://github.example/acme/platform/issues/1');
    expect(second.outputs['dashboard-url']).toBe('https://github.example/acme/platform/issues/1');
    expect(issues.writes().map((w) => w.method)).toEqual(['POST']);
  });

  it('refuses a public dashboard for a private repository before writing, and still reports every image', async () => {
    const run = await runWithDashboard('acme/public-board');
    expect(run.exitCode).toBe(1);
    const failure = run.annotations.find((a) => a.properties.title === 'Dashboard not kept');
    expect(failure?.message).toContain(
      'Input "dashboard": Keep the dashboard in a private repository, or read only public repositories. acme/public-board is public and the repository it runs in is private',
    );
    expect(issues.writes()).toHaveLength(0);
    expect(issues.requests.every((r) => r.method === 'GET' && !r.path.includes('/issues'))).toBe(true);
    expect(run.outputs['dashboard-url']).toBe('');
    expect(run.outputs.failed).toBe('true');
    expect(run.outputs['eol-count']).toBe('2');
    expect(run.summary).toContain('nginx:1.26');
  });

  it('keeps a public dashboard for a public repository', async () => {
    const run = await runWithDashboard('acme/public-board', 'acme/site');
    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(run.outputs['dashboard-url']).toBe('https://github.example/acme/public-board/issues/1');
  });

  it('names the input and the permission when GitHub refuses the write', async () => {
    issues.readOnly = true;
    const run = await runWithDashboard('acme/platform');
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toContain('Input "dashboard": Give the token issues: write on acme/platform');
    expect(run.outputs['eol-count']).toBe('2');
  });
});

describe('check --dashboard (built CLI)', () => {
  const cli = (args: string[], env: Record<string, string>) =>
    runCliProcess(['check', ...emulatorSettings(emu), '--fail-on', 'none', ...args], {
      cwd: workspace,
      env: { IMAGE_CHECK_TOKEN: emu.apiToken, IMAGE_CHECK_REGISTRY_TOKEN: emu.registryToken, ...env },
    });

  it('keeps the issue with GITHUB_TOKEN, says where on stderr, and edits nothing on a second run', async () => {
    const env = { ...githubEnv(), GITHUB_TOKEN };
    const first = await cli(['--dashboard', 'acme/platform', '--format', 'json'], env);
    expect(first.exitCode, first.stderr).toBe(0);
    expect(first.stderr).toContain('Dashboard created: https://github.example/acme/platform/issues/1');
    expect(JSON.parse(first.stdout)).toHaveLength(3);
    const second = await cli(['--dashboard', 'acme/platform'], {
      ...githubEnv(),
      IMAGE_CHECK_GITHUB_TOKEN: GITHUB_TOKEN,
    });
    expect(second.stderr).toContain('Dashboard unchanged: https://github.example/acme/platform/issues/1');
    expect(issues.writes()).toHaveLength(1);
    expect(first.stdout + first.stderr + second.stdout + second.stderr).not.toContain(GITHUB_TOKEN);
  });

  it('says what to set before any request when the token or the repository is missing', async () => {
    const noToken = await cli(['--dashboard', 'acme/platform'], githubEnv());
    expect(noToken.exitCode).toBe(2);
    expect(noToken.stderr).toContain('Set IMAGE_CHECK_GITHUB_TOKEN (or GITHUB_TOKEN) to a GitHub token');
    const { GITHUB_REPOSITORY: _unset, ...rest } = githubEnv();
    const noRepository = await cli(['--dashboard', 'acme/platform'], { ...rest, GITHUB_TOKEN });
    expect(noRepository.exitCode).toBe(2);
    expect(noRepository.stderr).toContain('Set GITHUB_REPOSITORY to the owner/name of the repository');
    const badForm = await cli(['--dashboard', 'platform'], { ...githubEnv(), GITHUB_TOKEN });
    expect(badForm.exitCode).toBe(2);
    expect(badForm.stderr).toContain('--dashboard: "platform" is not valid; expected a repository as owner/name');
    // A token is never a flag: it would land in shell history.
    const flag = await cli(['--dashboard', 'acme/platform', '--github-token', GITHUB_TOKEN], githubEnv());
    expect(flag.exitCode).toBe(2);
    expect(flag.stderr).toContain('--github-token is not an option');
    expect(flag.stderr).toContain('IMAGE_CHECK_GITHUB_TOKEN');
    expect(flag.stderr).not.toContain(GITHUB_TOKEN);
    expect(gh.requests).toHaveLength(0);
  });

  it('fails the run, with the report still written, when the dashboard is public and the repository private', async () => {
    const run = await cli(['--dashboard', 'acme/public-board', '--format', 'json'], { ...githubEnv(), GITHUB_TOKEN });
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toContain('error: --dashboard: Keep the dashboard in a private repository');
    expect(JSON.parse(run.stdout)).toHaveLength(3);
    expect(issues.writes()).toHaveLength(0);
  });
});
