import { mkdtemp, mkdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../emulator/index';
import { startFakeGitHub, type FakeGitHub } from '../support/github-api';
import { serveOrganizations, type FakeOrgApi } from '../support/github-org';
import { acmeOrganization, greenOrganization } from '../support/org-fixture';
import { runAction } from '../support/run-action';
import { emulatorInputs } from '../support/emulator-settings';

// The built action in its organization modes: `organization` (whole, and sharded with
// results-file), then `merge` of the shards in a later "job", as the README's nightly workflow runs them.

let emu: Emulator;
let github: FakeGitHub;
let org: FakeOrgApi;
let workspace: string;
const GITHUB_TOKEN = 'ghs_installation-token-0123456789abcdef';

beforeAll(async () => {
  emu = await startEmulator();
  github = await startFakeGitHub({ token: GITHUB_TOKEN });
  org = serveOrganizations(github, [acmeOrganization(emu), greenOrganization(emu)]);
  workspace = await mkdtemp(join(tmpdir(), 'image-check-org-action-'));
  await mkdir(join(workspace, 'results'));
});
afterAll(async () => {
  await github.close();
  await emu.close();
});

const inputs = (extra: Record<string, string>) => ({
  ...emulatorInputs(emu),
  'github-token': GITHUB_TOKEN,
  ...extra,
});
const env = () => ({ GITHUB_API_URL: github.url, GITHUB_SERVER_URL: 'https://github.example' });
const action = (extra: Record<string, string>) => runAction({ inputs: inputs(extra), env: env(), workspace });

describe('the action with organization', () => {
  it('reads the owner, reports every location with its repository and a link, and fails on the end-of-life tag', async () => {
    const run = await action({ organization: 'acme' });
    expect(run.exitCode).toBe(1);
    // Registered for masking (the runner hides it), and otherwise nowhere.
    const printed = run.stdout.split('\n').filter((line) => !line.startsWith('::add-mask::'));
    expect(printed.join('\n') + run.summary + JSON.stringify(run.outputs)).not.toContain(GITHUB_TOKEN);
    const results = JSON.parse(run.outputs.results!) as {
      ref: string;
      locations: { repository: string; file: string }[];
    }[];
    expect(results.flatMap((r) => r.locations.map((l) => `${l.repository}/${l.file}`)).sort()).toEqual([
      'acme/api/build/Containerfile',
      'acme/api/compose.yaml',
      'acme/docs/.github/workflows/ci.yml',
      'acme/web/Dockerfile',
      'acme/web/Dockerfile',
      'acme/web/deploy/app.yaml',
    ]);
    const web = org.commitOf('acme', 'web');
    expect(run.summary).toContain(`https://github.example/acme/web/blob/${web}/Dockerfile#L1`);
    // Annotations of another repository's file are not placed on the workspace: the place is in the message.
    const eol = run.annotations.find((a) => a.message.includes('acme/web/Dockerfile:1'))!;
    expect(eol.properties.file).toBeUndefined();
    expect(run.outputs['eol-count']).toBe('1');
  });

  it('shards write their results files, and merge reports them as the one run', async () => {
    const whole = await action({ organization: 'acme', 'fail-on': 'none' });
    for (const k of [1, 2]) {
      const shard = await action({
        organization: 'acme',
        shard: `${k}/2`,
        'results-file': `results/shard-${k}.json`,
        'fail-on': 'none',
      });
      expect(shard.exitCode).toBe(0);
    }
    const envelope = JSON.parse(await readFile(join(workspace, 'results/shard-2.json'), 'utf8')) as { shard: unknown };
    expect(envelope.shard).toEqual({ index: 2, count: 2 });
    const merged = await action({ merge: 'results/*.json', 'fail-on': 'none' });
    expect(merged.exitCode).toBe(0);
    expect(JSON.parse(merged.outputs.results!)).toEqual(JSON.parse(whole.outputs.results!));
    expect(merged.outputs['eol-count']).toBe(whole.outputs['eol-count']);
  });

  it('refuses organization together with merge, and an out-of-bounds shard, before any request', async () => {
    const before = github.requests.length;
    const both = await action({ organization: 'acme', merge: 'results/*.json' });
    expect(both.exitCode).toBe(1);
    expect(both.stdout).toMatch(/Input "merge": Set organization in the shards' jobs and merge in the job after them/);
    const shard = await action({ organization: 'acme', shard: '0/2' });
    expect(shard.stdout).toMatch(/Input "shard".*"0\/2" is not a shard/);
    expect(github.requests.length).toBe(before);
  });

  it('reads an empty repository as holding no files: green, and listed among the repositories read', async () => {
    const run = await action({ organization: 'greenco' });
    expect(run.exitCode).toBe(0);
    expect(run.outputs.failed).toBe('false');
    expect(run.annotations.filter((a) => a.command === 'error')).toEqual([]);
    expect(run.summary).toContain('### 2 repositories read');
    expect(run.summary).toContain('<details><summary>2 repositories read</summary>');
    expect(run.summary).toContain('<code>greenco/empty-repo</code></a> (empty: never pushed to)');
    expect(run.summary).not.toContain('not read');
  });

  it('names a repository it could not read in the summary and an error annotation, and fails under fail-on error', async () => {
    org.owners.get('acme')!.repos.get('docs')!.spec.fail = { tree: 500 };
    try {
      const run = await action({ organization: 'acme', 'fail-on': 'error' });
      expect(run.exitCode).toBe(1);
      expect(run.outputs.failed).toBe('true');
      expect(run.summary).toContain('### 2 repositories read, 1 not read');
      expect(run.summary).toMatch(/acme\/docs<\/code><\/a>: its default branch main or its tree could not be read/);
      expect(
        run.annotations.some((a) => a.command === 'error' && a.message.startsWith('acme/docs: repository not read')),
      ).toBe(true);
    } finally {
      delete org.owners.get('acme')!.repos.get('docs')!.spec.fail;
    }
  });
});
