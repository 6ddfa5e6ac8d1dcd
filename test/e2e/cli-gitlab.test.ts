import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../emulator/index';
import { prepareDemoWorkspace } from '../support/demo-workspace';
import { emulatorCredentials, emulatorSettings } from '../support/emulator-settings';
import { startFakeGitLab, type FakeGitLab } from '../support/gitlab-api';
import { demoMergeRequest, MERGE_REQUEST_FILES, sha } from '../support/gitlab-fixture';
import { runCliProcess } from '../support/run-cli';

// `image-check check` in a GitLab merge request pipeline: the built CLI spawned with the variables
// GitLab sets, against the emulator and the fake GitLab API.

const TOKEN = 'glpat-e2e-reporter-token-0123456789';
let emu: Emulator;
let gl: FakeGitLab;
let workspace: string;

beforeAll(async () => {
  emu = await startEmulator();
  gl = await startFakeGitLab();
  gl.addToken(TOKEN, { username: 'project_42_bot_e2e', bot: true });
  workspace = await prepareDemoWorkspace(emu);
  const { head, base } = await demoMergeRequest(emu, workspace);
  gl.addMergeRequest({ iid: 3, baseSha: sha(1), headSha: sha(2), base, head });
});
afterAll(async () => {
  await gl?.close();
  await emu?.close();
});

/** The variables of a GitLab merge request pipeline for merge request !3. */
const pipeline = (): Record<string, string> => ({
  GITLAB_CI: 'true',
  CI_MERGE_REQUEST_IID: '3',
  CI_MERGE_REQUEST_PROJECT_ID: String(gl.projectId),
  CI_PROJECT_ID: String(gl.projectId),
  CI_PROJECT_PATH: gl.projectPath,
  CI_API_V4_URL: gl.apiUrl,
  CI_SERVER_URL: gl.url,
  CI_MERGE_REQUEST_DIFF_BASE_SHA: sha(1),
  CI_COMMIT_SHA: sha(2),
  CI_JOB_NAME: 'image-check',
  CI_PIPELINE_URL: `${gl.url}/${gl.projectPath}/-/pipelines/1`,
});

const check = (env: Record<string, string>, args: string[] = []) =>
  runCliProcess(['check', ...emulatorSettings(emu), '--format', 'gitlab', ...args, ...MERGE_REQUEST_FILES], {
    cwd: workspace,
    env: { ...emulatorCredentials(emu), ...env },
  });

describe('check in a GitLab merge request pipeline', () => {
  it('without a token: one notice naming IMAGE_CHECK_GITLAB_TOKEN; the report and exit code as before, nothing asked of GitLab', async () => {
    const plain = await check({});
    const run = await check(pipeline());
    expect(run.exitCode).toBe(plain.exitCode);
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toBe(plain.stdout);
    const notices = run.stderr.split('\n').filter((l) => l.startsWith('notice:'));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain('IMAGE_CHECK_GITLAB_TOKEN');
    expect(notices[0]).toContain('api scope and at least the Reporter role');
    expect(gl.requests).toEqual([]);
  });

  it('with a token: one note and a suggestion on each added line; the Code Quality report unchanged; a re-run writes nothing', async () => {
    const plain = await check({});
    const run = await check({ ...pipeline(), IMAGE_CHECK_GITLAB_TOKEN: TOKEN });
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toBe(plain.stdout);
    expect(run.stderr).toContain('Merge request note created');
    expect(`${run.stdout}${run.stderr}`).not.toContain(TOKEN);
    const mr = gl.mergeRequests.get(3)!;
    expect(mr.notes).toHaveLength(1);
    expect(mr.notes[0]!.body).toContain('### image-check: 2 image references changed');
    expect(mr.discussions.map((d) => d.notes[0]!.body.includes('```suggestion:-0+0\n'))).toEqual([true, true]);
    expect(gl.requests.every((r) => r.token === TOKEN)).toBe(true);

    const writes = gl.writes().length;
    const again = await check({ ...pipeline(), GITLAB_TOKEN: TOKEN });
    expect(again.stderr).toContain('Merge request note unchanged');
    expect(gl.writes().length).toBe(writes);
  });

  it('--comment never --suggest never asks nothing of GitLab; outside a merge request pipeline auto does nothing', async () => {
    const before = gl.requests.length;
    const never = await check({ ...pipeline(), IMAGE_CHECK_GITLAB_TOKEN: TOKEN }, [
      '--comment',
      'never',
      '--suggest',
      'never',
    ]);
    const branch = await check({ ...pipeline(), CI_MERGE_REQUEST_IID: '', IMAGE_CHECK_GITLAB_TOKEN: TOKEN });
    const always = await check({ ...pipeline(), CI_MERGE_REQUEST_IID: '' }, ['--comment', 'always']);
    expect([never.exitCode, branch.exitCode, always.exitCode]).toEqual([1, 1, 1]);
    expect(never.stderr + branch.stderr + always.stderr).not.toContain('notice:');
    expect(always.stderr).toContain('warning: --comment/--suggest always: not a GitLab merge request pipeline');
    expect(gl.requests.length).toBe(before);
  });

  it('a malformed CI_API_V4_URL is a usage error before any look-up', async () => {
    const run = await check({ ...pipeline(), CI_API_V4_URL: 'ftp://gitlab.example', IMAGE_CHECK_GITLAB_TOKEN: TOKEN });
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toContain('CI_API_V4_URL "ftp://gitlab.example" is not an http(s) URL');
  });
});
