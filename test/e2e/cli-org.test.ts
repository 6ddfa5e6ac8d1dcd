import { mkdtemp, readFile, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../emulator/index';
import { startFakeGitHub, type FakeGitHub } from '../support/github-api';
import { serveOrganizations, type FakeOrgApi } from '../support/github-org';
import { acmeOrganization, greenOrganization } from '../support/org-fixture';
import { runCliProcess, type CliRun } from '../support/run-cli';
import { emulatorSettings, emulatorCredentials } from '../support/emulator-settings';

// `image-check org` and `image-check merge`, the built CLI spawned as a user runs it, against the
// emulated GitHub API and the registry emulator.

let emu: Emulator;
let github: FakeGitHub;
let org: FakeOrgApi;
let cwd: string;
const GITHUB_TOKEN = 'ghp_cli-org-token-0123456789abcdef';

beforeAll(async () => {
  emu = await startEmulator();
  github = await startFakeGitHub({ token: GITHUB_TOKEN });
  org = serveOrganizations(github, [acmeOrganization(emu), greenOrganization(emu)]);
  cwd = await mkdtemp(join(tmpdir(), 'image-check-org-cli-'));
});
afterAll(async () => {
  await github.close();
  await emu.close();
});

const env = () => ({
  ...emulatorCredentials(emu),
  GITHUB_TOKEN,
  GITHUB_API_URL: github.url,
  GITHUB_SERVER_URL: 'https://github.example',
});
const settings = () => emulatorSettings(emu);
const cli = (args: string[], extra: Record<string, string> = {}): Promise<CliRun> =>
  runCliProcess(args, { cwd, env: { ...env(), ...extra } });

describe('image-check org', () => {
  it('lists every reference of the owner with its repository, commit, file and line (the done-when check)', async () => {
    const run = await cli(['org', 'acme', ...settings(), '--format', 'json']);
    expect(run.stderr).not.toContain(GITHUB_TOKEN);
    expect(run.exitCode).toBe(1); // python:3.11 is end of life
    const items = JSON.parse(run.stdout) as { ref: string; status: string; locations: unknown[] }[];
    const short = (ref: string) => ref.replace(`${emu.registry}/`, '');
    const web = org.commitOf('acme', 'web');
    const api = org.commitOf('acme', 'api');
    const docs = org.commitOf('acme', 'docs');
    expect(items.map((i) => [short(i.ref).replace(/@sha256:.*/, '@pin'), i.status, i.locations])).toEqual([
      [
        'chainguard/nginx:latest',
        'ok',
        [{ repository: 'acme/api', commit: api, file: 'build/Containerfile', line: 1 }],
      ],
      [
        'chainguard/python:3.11',
        'eol',
        [
          { repository: 'acme/api', commit: api, file: 'compose.yaml', line: 3 },
          { repository: 'acme/web', commit: web, file: 'Dockerfile', line: 1 },
        ],
      ],
      [
        'chainguard/busybox:latest',
        'ok',
        [
          { repository: 'acme/docs', commit: docs, file: '.github/workflows/ci.yml', line: 4 },
          { repository: 'acme/web', commit: web, file: 'Dockerfile', line: 2 },
        ],
      ],
      ['chainguard/go:1.23@pin', 'stale', [{ repository: 'acme/web', commit: web, file: 'deploy/app.yaml', line: 6 }]],
    ]);
  });

  it('reads an empty repository as holding no files: exit 0, and listed among the repositories read', async () => {
    const run = await cli(['org', 'greenco', ...settings(), '--format', 'markdown']);
    expect(run.exitCode).toBe(0);
    expect(run.stderr).not.toMatch(/not read|error/);
    expect(run.stdout).toContain('### 2 repositories read');
    expect(run.stdout).toContain(
      '- <a href="https://github.example/greenco/empty-repo"><code>greenco/empty-repo</code></a> (empty: never pushed to)',
    );
  });

  it('links each location to its line on GitHub in the markdown report, and names it in the table', async () => {
    const markdown = await cli(['org', 'acme', ...settings(), '--format', 'markdown']);
    const web = org.commitOf('acme', 'web');
    expect(markdown.stdout).toContain(
      `<a href="https://github.example/acme/web/blob/${web}/Dockerfile#L1">acme/web/Dockerfile:1</a>`,
    );
    const table = await cli(['org', 'acme', ...settings(), '--repo', 'web']);
    expect(table.stdout).toContain('acme/web/Dockerfile:1');
    expect(table.stdout).not.toContain('acme/api');
  });

  it('3 shards merged report exactly what one run reports', async () => {
    const whole = await cli(['org', 'acme', ...settings(), '--format', 'json']);
    for (const k of [1, 2, 3]) {
      const shard = await cli([
        'org',
        'acme',
        ...settings(),
        '--shard',
        `${k}/3`,
        '--results-file',
        `shards/s${k}.json`,
        '--format',
        'json',
      ]);
      expect([0, 1]).toContain(shard.exitCode);
    }
    expect((await readdir(join(cwd, 'shards'))).sort()).toEqual(['s1.json', 's2.json', 's3.json']);
    const shardFiles = await Promise.all(
      [1, 2, 3].map(async (k) => JSON.parse(await readFile(join(cwd, `shards/s${k}.json`), 'utf8'))),
    );
    expect(shardFiles[0]).toMatchObject({
      kind: 'image-check/organization-results',
      version: 2,
      owner: 'acme',
      shard: { index: 1, count: 3 },
    });
    // One results format: a shard's results are the items `--format json` prints, plus what a merge needs.
    const items = new Map((JSON.parse(whole.stdout) as { ref: string }[]).map((item) => [item.ref, item]));
    const written = shardFiles.flatMap((file) => file.results as { ref: string; forMerge: unknown }[]);
    expect(written.length).toBeGreaterThan(0);
    for (const { forMerge, ...item } of written) {
      expect(forMerge).toMatchObject({ unset: expect.any(Array) });
      expect({ ...item, locations: [] }).toEqual({ ...items.get(item.ref), locations: [] });
    }
    const merged = await cli(['merge', 'shards/*.json', '--registry', emu.registry, '--format', 'json']);
    expect(merged.stderr).toBe('');
    expect(merged.exitCode).toBe(whole.exitCode);
    expect(JSON.parse(merged.stdout)).toEqual(JSON.parse(whole.stdout));
    const missing = await cli(['merge', 'shards/s1.json', 'shards/s3.json']);
    expect(missing.exitCode).toBe(2);
    expect(missing.stderr).toMatch(/shard 2\/3 is missing/);
  });

  it('refuses bad input before any request: a shard out of bounds, no owner, an owner not found', async () => {
    const before = github.requests.length;
    const shard = await cli(['org', 'acme', ...settings(), '--shard', '4/3']);
    expect(shard.exitCode).toBe(2);
    expect(shard.stderr).toMatch(/--shard.*"4\/3" is not a shard/s);
    const noOwner = await cli(['org', ...settings()]);
    expect(noOwner.exitCode).toBe(2);
    expect(noOwner.stderr).toMatch(/name the owner/);
    expect(github.requests.length).toBe(before);
    const nobody = await cli(['org', 'nobody', ...settings()]);
    expect(nobody.exitCode).toBe(2);
    expect(nobody.stderr).toMatch(/"nobody" is neither an organization nor a user/);
    expect(nobody.stderr).not.toContain(GITHUB_TOKEN);
  });
});
