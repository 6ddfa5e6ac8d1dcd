import { execFile, spawn } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, open, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startEmulator, type Emulator } from '../emulator/index';
import { prepareDemoWorkspace } from '../support/demo-workspace';
import { startFakeGitLab, type FakeGitLab } from '../support/gitlab-api';
import { demoMergeRequest, MERGE_REQUEST_FILES, sha } from '../support/gitlab-fixture';

// The CI/CD component's job as a user's pipeline runs it: templates/image-check.yml included with
// `include: local:` and inputs, run by gitlab-ci-local in shell-executor mode, the CLI fetched by
// npx from the package `npm pack` makes (what npx fetches from the registry), against the emulator
// and the fake GitLab API.

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '../..');
const GITLAB_CI_LOCAL = join(ROOT, 'node_modules/.bin/gitlab-ci-local');
const TOKEN = 'glpat-component-token-0123456789';

let emu: Emulator;
let gl: FakeGitLab;
let project: string;
let tarball: string;

/** rsync is what gitlab-ci-local copies a job's files with: installed when the machine lacks it. */
async function ensureRsync(): Promise<void> {
  const found = await run('sh', ['-c', 'command -v rsync']).then(
    () => true,
    () => false,
  );
  if (!found) await run('sh', ['-c', 'apt-get install -y rsync || (apt-get update && apt-get install -y rsync)']);
}

beforeAll(async () => {
  await ensureRsync();
  emu = await startEmulator();
  gl = await startFakeGitLab();
  gl.addToken(TOKEN, { username: 'project_42_bot_component', bot: true });
  const packed = await mkdtemp(join(tmpdir(), 'image-check-pack-'));
  await run('npm', ['pack', '--pack-destination', packed, '--ignore-scripts', '--silent'], { cwd: ROOT });
  tarball = join(
    packed,
    (await readdir(packed)).find((f) => f.endsWith('.tgz'))!,
  );

  project = await prepareDemoWorkspace(emu);
  const { head, base } = await demoMergeRequest(emu, project);
  gl.addMergeRequest({ iid: 5, baseSha: sha(1), headSha: sha(2), base, head });
  await mkdir(join(project, 'templates'));
  await copyFile(join(ROOT, 'templates/image-check.yml'), join(project, 'templates/image-check.yml'));
  await writeFile(join(project, '.gitlab-ci.yml'), pipelineFile());
  // The emulator's test Sigstore: its trusted root, a file of the project as the component's input.
  await writeFile(join(project, 'trusted-root.json'), JSON.stringify(emu.signatures.trustedRoot()));
  const git = (...args: string[]) =>
    run('git', ['-c', 'user.name=dev', '-c', 'user.email=dev@example.com', ...args], { cwd: project });
  await git('init', '-q', '-b', 'main');
  await git('remote', 'add', 'origin', 'https://gitlab.example.com/acme/app.git');
  await git('add', '-A');
  await git('commit', '-qm', 'the merge request head');
}, 180_000);
afterAll(async () => {
  await gl?.close();
  await emu?.close();
});

/** The user's .gitlab-ci.yml: the component from a copy, its inputs pointing at the emulator. */
function pipelineFile(): string {
  return [
    'include:',
    '  - local: templates/image-check.yml',
    '    inputs:',
    `      registry: "${emu.registry}"`,
    `      api-url: "${emu.url}"`,
    `      group: "${emu.rootGroup}"`,
    '      trusted-root: trusted-root.json',
    `      cli: "${tarball}"`,
    '      files: |',
    ...MERGE_REQUEST_FILES.map((f) => `        ${f}`),
    '',
  ].join('\n');
}

/** The job in a merge request pipeline of merge request !5, with the project's CI/CD variables. */
function runJob(variables: Record<string, string>): Promise<{ code: number; log: string }> {
  const vars = {
    GITLAB_CI: 'true',
    CI_PIPELINE_SOURCE: 'merge_request_event',
    CI_MERGE_REQUEST_IID: '5',
    CI_MERGE_REQUEST_PROJECT_ID: String(gl.projectId),
    CI_MERGE_REQUEST_DIFF_BASE_SHA: sha(1),
    CI_COMMIT_SHA: sha(2),
    CI_API_V4_URL: gl.apiUrl,
    CI_SERVER_URL: gl.url,
    IMAGE_CHECK_TOKEN: emu.apiToken,
    IMAGE_CHECK_REGISTRY_TOKEN: emu.registryToken,
    // npm's cache holds the CLI's dependencies (npm ci put them there): no registry needed.
    npm_config_prefer_offline: 'true',
    ...variables,
  };
  const args = [
    '--force-shell-executor',
    ...Object.entries(vars).flatMap(([k, v]) => ['--variable', `${k}=${v}`]),
    'image-check',
  ];
  return runLogged(GITLAB_CI_LOCAL, args, {
    // The job's npx and the CLI's bin find this Node (24) first.
    PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ''}`,
    HOME: process.env.HOME ?? project,
    GCL_IGNORE_PREDEFINED_VARS: Object.keys(vars).join(','),
  });
}

/**
 * Runs gitlab-ci-local to its exit, its output in a file: a process its shell job leaves behind
 * can hold a pipe open past the exit, so the log is read from the file, not collected from pipes.
 */
async function runLogged(
  command: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; log: string }> {
  const file = join(await mkdtemp(join(tmpdir(), 'image-check-gcl-')), 'job.log');
  const out = await open(file, 'w');
  try {
    const child = spawn(command, args, { cwd: project, env, stdio: ['ignore', out.fd, out.fd] });
    const code = await new Promise<number>((done, fail) => {
      child.on('error', fail);
      child.on('exit', (exit) => done(exit ?? -1));
    });
    return { code, log: await readFile(file, 'utf8') };
  } finally {
    await out.close();
  }
}

const codeQuality = z.array(
  z.object({
    description: z.string(),
    check_name: z.string(),
    fingerprint: z.string(),
    severity: z.enum(['info', 'minor', 'major', 'critical', 'blocker']),
    location: z.object({ path: z.string(), lines: z.object({ begin: z.number().int() }) }),
  }),
);

describe('the GitLab CI/CD component, run by gitlab-ci-local', () => {
  it('runs the image-check job: the Code Quality report as an artifact, the note and suggestions on the merge request', async () => {
    const { code, log } = await runJob({ IMAGE_CHECK_GITLAB_TOKEN: TOKEN });
    expect(code, log).toBe(1);
    // The demo's end-of-life tag fails the check (fail-on's default): the job fails, as a user's would.
    expect(log, log).toMatch(/image-check finished in .* FAIL 1/);
    expect(log).toContain('Merge request note created');
    expect(log).not.toContain(TOKEN);
    const artifact = join(project, '.gitlab-ci-local/artifacts/image-check/gl-code-quality-report.json');
    const report = codeQuality.parse(JSON.parse(await readFile(artifact, 'utf8')));
    expect(report.some((f) => f.location.path === 'Dockerfile' && f.location.lines.begin === 10)).toBe(true);

    const mr = gl.mergeRequests.get(5)!;
    expect(mr.notes.map((n) => n.author.username)).toEqual(['project_42_bot_component']);
    expect(mr.notes[0]!.body).toContain('### image-check: 2 image references changed');
    expect(mr.discussions).toHaveLength(2);
    expect(mr.discussions.every((d) => d.notes[0]!.body.includes('```suggestion:-0+0\n'))).toBe(true);
  }, 240_000);

  it('without IMAGE_CHECK_GITLAB_TOKEN: the same report, one notice, nothing written on GitLab', async () => {
    const writes = gl.writes().length;
    const { code, log } = await runJob({ CI_MERGE_REQUEST_IID: '6' });
    expect(code, log).toBe(1);
    expect(log, log).toMatch(/image-check finished in .* FAIL 1/);
    expect(log).toContain('notice: No merge request note or suggestions were written: set IMAGE_CHECK_GITLAB_TOKEN');
    const artifact = join(project, '.gitlab-ci-local/artifacts/image-check/gl-code-quality-report.json');
    expect(codeQuality.parse(JSON.parse(await readFile(artifact, 'utf8'))).length).toBeGreaterThan(0);
    expect(gl.writes().length).toBe(writes);
  }, 240_000);
});
