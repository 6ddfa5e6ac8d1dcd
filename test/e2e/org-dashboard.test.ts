import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../emulator/index';
import { startFakeGitHub, type FakeGitHub } from '../support/github-api';
import { addIssuesApi, type FakeIssuesApi } from '../support/github-issues';
import { serveOrganizations, type FakeOrgApi } from '../support/github-org';
import { acmeOrganization } from '../support/org-fixture';
import { runAction } from '../support/run-action';
import { runCliProcess, type CliRun } from '../support/run-cli';
import { emulatorInputs, emulatorSettings, emulatorCredentials } from '../support/emulator-settings';

// The dashboard of an organization run and of the merge of its shards: the built CLI and action
// against one fake GitHub that serves both the owner's repositories and the issues.

const GITHUB_TOKEN = 'ghs_orgDashboardToken0123456789abcdef';

let emu: Emulator;
let github: FakeGitHub;
let org: FakeOrgApi;
let issues: FakeIssuesApi;
let cwd: string;

beforeAll(async () => {
  emu = await startEmulator();
});
afterAll(async () => {
  await github?.close();
  await emu.close();
});
beforeEach(async () => {
  await github?.close();
  github = await startFakeGitHub({ token: GITHUB_TOKEN });
  // The issue routes first: they answer only their registered repositories, the org's the rest of acme.
  issues = addIssuesApi(github);
  org = serveOrganizations(github, [acmeOrganization(emu)]);
  issues.addRepository('acme/ops', { private: true });
  issues.addRepository('acme/board', { private: false });
  cwd = await mkdtemp(join(tmpdir(), 'image-check-org-dashboard-'));
});

const env = () => ({
  ...emulatorCredentials(emu),
  GITHUB_TOKEN,
  GITHUB_API_URL: github.url,
  GITHUB_SERVER_URL: 'https://github.example',
});
const settings = () => [...emulatorSettings(emu), '--fail-on', 'none'];
const cli = (args: string[]): Promise<CliRun> => runCliProcess(args, { cwd, env: env() });
const ISSUE = 'https://github.example/acme/ops/issues/1';

describe('org --dashboard and merge --dashboard (built CLI)', () => {
  it('creates one issue for the owner, leaves it alone while nothing changed, then edits that same one', async () => {
    const first = await cli(['org', 'acme', ...settings(), '--dashboard', 'acme/ops']);
    expect(first.exitCode, first.stderr).toBe(0);
    expect(first.stderr).toContain(`Dashboard created: ${ISSUE}`);
    const [issue] = issues.issues('acme/ops');
    expect(issues.issues('acme/ops')).toHaveLength(1);
    expect(issue!.title).toBe('image-check: container images of acme');
    const body = issue!.body!;
    expect(body.split('\n')[0]).toBe('<!-- image-check:dashboard scope=acme -->');
    expect(body).toContain(`- <code>${emu.registry}/chainguard/python:3.11</code>: **end of life**.`);
    const web = org.commitOf('acme', 'web');
    expect(body).toContain(`[Dockerfile:1](https://github.example/acme/web/blob/${web}/Dockerfile#L1)`);
    expect(body).toContain('acme/api');

    const second = await cli(['org', 'acme', ...settings(), '--dashboard', 'acme/ops']);
    expect(second.stderr).toContain(`Dashboard unchanged: ${ISSUE}`);
    expect(issues.writes().map((w) => w.method)).toEqual(['POST']);

    org.setFile('acme', 'web', 'Dockerfile', `FROM ${emu.registry}/chainguard/python:3.12\n`);
    const third = await cli(['org', 'acme', ...settings(), '--dashboard', 'acme/ops']);
    expect(third.stderr).toContain(`Dashboard edited: ${ISSUE}`);
    expect(issues.writes().map((w) => `${w.method} ${w.path}`)).toEqual([
      'POST /repos/acme/ops/issues',
      'PATCH /repos/acme/ops/issues/1',
    ]);
    expect(issues.issues('acme/ops')).toHaveLength(1);
    expect(issues.issues('acme/ops')[0]!.body).toContain(`/acme/web/blob/${org.commitOf('acme', 'web')}/`);
    const printed = [first, second, third].map((r) => r.stdout + r.stderr).join('');
    expect(printed).not.toContain(GITHUB_TOKEN);
  });

  it('org --dashboard with only IMAGE_CHECK_GITHUB_TOKEN set: that token reads and keeps the issue, whatever GITHUB_TOKEN holds', async () => {
    issues.addRepository('acme/platform', { private: true });
    const { GITHUB_TOKEN: _runnerToken, ...rest } = env();
    const args = ['org', 'acme', ...settings(), '--dashboard', 'acme/platform'];
    const only = await runCliProcess(args, { cwd, env: { ...rest, IMAGE_CHECK_GITHUB_TOKEN: GITHUB_TOKEN } });
    expect(only.exitCode, only.stderr).toBe(0);
    expect(only.stderr).toContain('Dashboard created: https://github.example/acme/platform/issues/1');
    // An empty GITHUB_TOKEN is no value, and a set one comes after IMAGE_CHECK_GITHUB_TOKEN.
    for (const runner of ['', 'ghs_anotherTokenTheFakeRefuses000000']) {
      const run = await runCliProcess(args, {
        cwd,
        env: { ...rest, IMAGE_CHECK_GITHUB_TOKEN: GITHUB_TOKEN, GITHUB_TOKEN: runner },
      });
      expect(run.exitCode, run.stderr).toBe(0);
      expect(run.stderr).toContain('Dashboard unchanged: https://github.example/acme/platform/issues/1');
      expect(run.stdout + run.stderr).not.toContain(GITHUB_TOKEN);
    }
    expect(issues.issues('acme/platform')).toHaveLength(1);
  });

  it('keeps the dashboard from the merged shards: the same issue, unchanged from the one run', async () => {
    const whole = await cli(['org', 'acme', ...settings(), '--dashboard', 'acme/ops']);
    expect(whole.stderr).toContain(`Dashboard created: ${ISSUE}`);
    for (const k of [1, 2, 3]) {
      const shard = await cli(['org', 'acme', ...settings(), '--shard', `${k}/3`, '--results-file', `s${k}.json`]);
      expect(shard.exitCode, shard.stderr).toBe(0);
    }
    expect(issues.writes()).toHaveLength(1);
    const merged = await cli([
      'merge',
      's*.json',
      '--registry',
      emu.registry,
      '--fail-on',
      'none',
      '--dashboard',
      'acme/ops',
    ]);
    expect(merged.exitCode, merged.stderr).toBe(0);
    expect(merged.stderr).toContain(`Dashboard unchanged: ${ISSUE}`);
    expect(issues.writes()).toHaveLength(1);
    expect(merged.stdout + merged.stderr).not.toContain(GITHUB_TOKEN);
  });

  it('refuses a public dashboard when a private repository was read: no issue request, the report still out', async () => {
    const run = await cli(['org', 'acme', ...settings(), '--dashboard', 'acme/board', '--format', 'json']);
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toContain(
      'error: --dashboard: Keep the dashboard in a private repository, or read only public repositories. acme/board is public and the run read or named 1 repository that may be private',
    );
    expect(run.stderr).not.toContain('acme/api');
    expect(JSON.parse(run.stdout)).toHaveLength(4);
    expect(issues.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /repos/acme/board']);

    // Only public repositories read: the public dashboard may show them.
    const open = await cli([
      'org',
      'acme',
      ...settings(),
      '--repo',
      'web',
      '--repo',
      'docs',
      '--dashboard',
      'acme/board',
    ]);
    expect(open.exitCode, open.stderr).toBe(0);
    expect(open.stderr).toContain('Dashboard created: https://github.example/acme/board/issues/1');
  });

  it('judges every repository the run read or named: internal and unknown count as private, never as public', async () => {
    const publicBoard = ['org', 'acme', ...settings(), '--dashboard', 'acme/board'];
    // The listing says `private: false` but `visibility: internal`: an enterprise's, not public.
    org.owners.get('acme')!.repos.get('docs')!.spec.visibility = 'internal';
    const internal = await cli([...publicBoard, '--repo', 'web', '--repo', 'docs']);
    expect(internal.exitCode).toBe(1);
    expect(internal.stderr).toContain(
      'acme/board is public and the run read or named 1 repository that may be private',
    );
    delete org.owners.get('acme')!.repos.get('docs')!.spec.visibility;
    // A name the owner does not have: its visibility is not known.
    const unknown = await cli([...publicBoard, '--repo', 'web', '--repo', 'ghost']);
    expect(unknown.exitCode).toBe(1);
    expect(unknown.stderr).toContain('acme/board is public and the run read or named 1 repository that may be private');
    expect(issues.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /repos/acme/board',
      'GET /repos/acme/board',
    ]);
    expect(issues.issues('acme/board')).toEqual([]);
  });

  it("weighs the repository it runs in when the dashboard shows its policy file's acceptances", async () => {
    await mkdir(join(cwd, '.github'));
    await writeFile(
      join(cwd, '.github/image-check.yaml'),
      `ignore:\n  - ref: ${emu.registry}/chainguard/python:3.11\n    kind: eol\n    reason: the move is planned in OPS-7\n    until: 2027-06-30\n`,
    );
    const args = ['org', 'acme', ...settings(), '--repo', 'web', '--repo', 'docs', '--dashboard', 'acme/board'];
    const inPrivate = await runCliProcess(args, { cwd, env: { ...env(), GITHUB_REPOSITORY: 'acme/ops' } });
    expect(inPrivate.exitCode).toBe(1);
    expect(inPrivate.stderr).toContain('acme/board is public and the repository it runs in is private');
    const unnamed = await cli(args);
    expect(unnamed.exitCode).toBe(1);
    expect(unnamed.stderr).toContain('a policy file of a repository it cannot name (set GITHUB_REPOSITORY)');
    expect(issues.issues('acme/board')).toEqual([]);
    // Run in the public repository itself: its reasons may be shown.
    const inPublic = await runCliProcess(args, { cwd, env: { ...env(), GITHUB_REPOSITORY: 'acme/board' } });
    expect(inPublic.exitCode, inPublic.stderr).toBe(0);
    expect(issues.issues('acme/board')[0]!.body).toContain('the move is planned in OPS-7');
  });

  it('refuses a public dashboard in a merge whose results files name a private repository', async () => {
    for (const k of [1, 2]) {
      const shard = await cli(['org', 'acme', ...settings(), '--shard', `${k}/2`, '--results-file', `p${k}.json`]);
      expect(shard.exitCode, shard.stderr).toBe(0);
    }
    const merged = await cli(['merge', 'p*.json', '--fail-on', 'none', '--dashboard', 'acme/board']);
    expect(merged.exitCode).toBe(1);
    expect(merged.stderr).toContain('error: --dashboard: Keep the dashboard in a private repository');
    expect(issues.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /repos/acme/board']);
  });
});

describe('the action with organization or merge, and dashboard', () => {
  const action = (inputs: Record<string, string>) =>
    runAction({
      workspace: cwd,
      inputs: {
        ...emulatorInputs(emu),
        'github-token': GITHUB_TOKEN,
        'fail-on': 'none',
        ...inputs,
      },
      env: { GITHUB_API_URL: github.url, GITHUB_SERVER_URL: 'https://github.example', GITHUB_EVENT_NAME: 'schedule' },
    });

  it('keeps the owner dashboard in organization mode and in merge mode, as one issue', async () => {
    const scan = await action({ organization: 'acme', dashboard: 'acme/ops', 'results-file': 'whole.json' });
    expect(scan.exitCode, scan.stdout + scan.stderr).toBe(0);
    expect(scan.outputs['dashboard-url']).toBe(ISSUE);
    expect(scan.stdout).toContain(`Dashboard created: ${ISSUE}`);
    const merged = await action({ merge: 'whole.json', dashboard: 'acme/ops' });
    expect(merged.exitCode, merged.stdout + merged.stderr).toBe(0);
    expect(merged.outputs['dashboard-url']).toBe(ISSUE);
    expect(merged.stdout).toContain(`Dashboard unchanged: ${ISSUE}`);
    expect(issues.writes()).toHaveLength(1);
  });

  describe('merge refuses a results file that claims what is not its own, before writing anything', () => {
    interface Tampered {
      shard: { index: number; count: number };
      read: { repository: string; commit: string; private: boolean }[];
      results: { locations: { repository?: string; file: string; line: number }[] }[];
    }
    const shards = async () => {
      for (const k of [1, 2, 3]) {
        const shard = await action({ organization: 'acme', shard: `${k}/3`, 'results-file': `s/${k}.json` });
        expect(shard.exitCode, shard.stdout).toBe(0);
      }
    };
    const read = async (file: string) => JSON.parse(await readFile(join(cwd, file), 'utf8')) as Tampered;
    const write = (file: string, envelope: Tampered) => writeFile(join(cwd, file), JSON.stringify(envelope));
    /** The merge refused naming `file`: the step fails, and no issue, summary or output is written. */
    const refused = async (message: RegExp) => {
      issues.requests.length = 0;
      const merged = await action({ merge: 's/*.json', dashboard: 'acme/ops' });
      expect(merged.exitCode).toBe(1);
      expect(merged.stdout).toMatch(message);
      // Stopped as any run whose inputs are wrong: failed, its one error counted, no results, no dashboard.
      expect(merged.summary).not.toContain('python');
      expect(merged.outputs).toMatchObject({ failed: 'true', 'error-count': '1', 'eol-count': '0' });
      expect(merged.outputs.results).toBeUndefined();
      expect(merged.outputs['dashboard-url'] ?? '').toBe('');
      expect(issues.requests).toEqual([]);
      expect(issues.writes()).toEqual([]);
    };

    it("another owner's repository in what it read and in a result's location", async () => {
      await shards();
      const k =
        (await Promise.all([1, 2, 3].map((n) => read(`s/${n}.json`)))).findIndex((e) => e.results.length > 0) + 1;
      const envelope = await read(`s/${k}.json`);
      envelope.read.push({ repository: 'evilcorp/secret', commit: 'a'.repeat(40), private: false });
      envelope.results[0]!.locations.push({ repository: 'evilcorp/secret', file: 'Dockerfile', line: 1 });
      await write(`s/${k}.json`, envelope);
      await refused(
        new RegExp(
          `Input "merge": .*The results file s/${k}\\.json names the repository "evilcorp/secret", which is not one of "acme" in shard ${k}/3`,
        ),
      );
    });

    it('a repository of its owner that another shard holds', async () => {
      await shards();
      const all = await Promise.all([1, 2, 3].map((k) => read(`s/${k}.json`)));
      // A repository read by one shard, claimed by another (as public, to the public dashboard).
      const from = all.findIndex((e) => e.read.length > 0);
      const to = (from + 1) % 3;
      const moved = all[from]!.read[0]!;
      all[to]!.read.push({ ...moved, private: false });
      await write(`s/${to + 1}.json`, all[to]!);
      await refused(new RegExp(`The results file s/${to + 1}\\.json names the repository "${moved.repository}"`));
    });

    it('shard 4 of 3 beside 1/3, 2/3 and 3/3', async () => {
      await shards();
      const fourth = await read('s/3.json');
      fourth.shard = { index: 4, count: 3 };
      fourth.read = [];
      fourth.results = [];
      await write('s/4.json', fourth);
      await refused(/Input "merge": .*The results file s\/4\.json says it is shard 4\/3/);
    });
  });

  it('fails the step naming the input when the dashboard is public and a repository read is private, after the reports', async () => {
    const run = await action({ organization: 'acme', dashboard: 'acme/board' });
    expect(run.exitCode).toBe(1);
    const failure = run.annotations.find((a) => a.properties.title === 'Dashboard not kept');
    expect(failure?.message).toContain('Input "dashboard": Keep the dashboard in a private repository');
    expect(run.outputs['dashboard-url']).toBe('');
    expect(run.outputs.failed).toBe('true');
    expect(run.outputs['eol-count']).toBe('1');
    expect(run.summary).toContain('python:3.11');
    expect(issues.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /repos/acme/board']);
  });
});
