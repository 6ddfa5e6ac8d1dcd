import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { lstat, mkdir, mkdtemp, readdir, readFile, rm, stat, symlink, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImageResult } from '../../src/model';
import { startEmulator, type Emulator } from '../emulator/index';
import { runAction, type ActionRun } from '../support/run-action';
import { sarifProblems } from '../support/sarif-rules';
import { emulatorInputs } from '../support/emulator-settings';

// The built action (dist/index.js) against a fork's pull request that plays the attacker with
// its files: links out of the workspace (to the job's environment, a sibling checkout, `/`,
// `/dev/zero`), a FIFO, an oversized Dockerfile, a merge-key bomb, a duplicated key, a SARIF path
// that is a link. Each run asserts: nothing outside read (canaries never show) or written, the
// step fails with an error at the file where a selected file cannot be scanned, and the other
// images still get their results.

let emu: Emulator;
let base: string;
const CANARY_ENV = `env-canary-${randomBytes(8).toString('hex')}`;
const CANARY_ARG = `arg-canary-${randomBytes(8).toString('hex')}`;

beforeAll(async () => {
  emu = await startEmulator();
  base = await mkdtemp(join(tmpdir(), 'image-check-hostile-'));
});
afterAll(async () => {
  await emu.close();
  await rm(base, { recursive: true, force: true });
});

/** A fresh workspace and a sibling `outside` directory the pull request must not reach. */
async function fork(name: string): Promise<{ ws: string; outside: string }> {
  const ws = join(base, name, 'ws');
  const outside = join(base, name, 'outside');
  await mkdir(join(ws, 'app'), { recursive: true });
  await mkdir(outside, { recursive: true });
  await writeFile(join(ws, 'app/Dockerfile'), `FROM ${emu.registry}/chainguard/static:latest\n`);
  await writeFile(join(outside, 'Dockerfile'), `ARG V=${CANARY_ARG}\nFROM ${emu.registry}/chainguard/node:\${V}\n`);
  await writeFile(join(outside, 'victim.txt'), `${CANARY_ARG}\n`);
  return { ws, outside };
}

const run = (ws: string, inputs: Record<string, string>): Promise<ActionRun> =>
  runAction({
    workspace: ws,
    env: { IMAGE_CHECK_TEST_CANARY: CANARY_ENV },
    inputs: {
      ...emulatorInputs(emu),
      comment: 'never',
      ...inputs,
    },
  });

const everything = (r: ActionRun) => [r.stdout, r.stderr, r.summary, ...Object.values(r.outputs)].join('\n');
const resultsOf = (r: ActionRun) => JSON.parse(r.outputs.results!) as ImageResult[];
const annotated = (r: ActionRun, level: string) =>
  r.annotations
    .filter((a) => a.command === level && a.properties.file)
    .map((a) => a.properties.file!)
    .sort();

describe('a hostile pull request against the built action', () => {
  it('follows no link out of the workspace: environment, sibling checkout, `/` and /dev/zero are never read; each link gets a warning', async () => {
    const { ws } = await fork('links');
    await symlink('/proc/self/environ', join(ws, 'Dockerfile'));
    await symlink('../outside', join(ws, 'vendor'));
    await symlink('/', join(ws, 'root'));
    await symlink('/dev/zero', join(ws, 'x.Dockerfile'));
    const started = Date.now();
    const result = await run(ws, { files: '**/Dockerfile\n**/*.Dockerfile' });
    expect(Date.now() - started).toBeLessThan(30_000);

    // A link out is a warning, not a failure: the step passes on its one current image.
    expect(result.exitCode, result.stderr).toBe(0);
    const results = resultsOf(result);
    expect(results.map((r) => [r.ref, r.status, r.locations])).toEqual([
      [`${emu.registry}/chainguard/static:latest`, 'ok', [{ file: 'app/Dockerfile', line: 1 }]],
    ]);
    expect(annotated(result, 'warning')).toEqual(['Dockerfile', 'root', 'vendor', 'x.Dockerfile']);
    expect(result.annotations.filter((a) => a.command === 'warning')).toHaveLength(4); // no "glob matched no file" either
    for (const warning of result.annotations.filter((a) => a.command === 'warning'))
      expect(warning.message).toMatch(/symbolic link .*outside the workspace; not followed/);

    const all = everything(result);
    expect(all).not.toContain(CANARY_ENV);
    expect(all).not.toContain(CANARY_ARG);
    expect(all).not.toContain('IMAGE_CHECK_TEST_CANARY');
    expect(all).not.toContain('/proc/self/environ');
    expect(emu.requests.some((r) => r.path.includes('/node'))).toBe(false);
  }, 60_000);

  it('fails with an error at each selected file it cannot scan (FIFO, oversized, merge-key bomb); a duplicated key is a warning and the file is still scanned', async () => {
    const { ws } = await fork('files');
    execFileSync('mkfifo', [join(ws, 'pipe.Dockerfile')]);
    await mkdir(join(ws, 'big'));
    await writeFile(join(ws, 'big/Dockerfile'), `FROM ${emu.registry}/chainguard/node:20\n`);
    await truncate(join(ws, 'big/Dockerfile'), 9 * 1024 * 1024); // sparse
    // 20 levels of four-way `<<:` merges: 4^20 expanded mappings in under 1 KB.
    const bomb = ['a0: &a0 {x: 1}'];
    for (let i = 1; i <= 20; i++) bomb.push(`a${i}: &a${i} {<<: [*a${i - 1}, *a${i - 1}, *a${i - 1}, *a${i - 1}]}`);
    // `web` has no image: a reader that looks for one through the merges tries every path.
    await writeFile(
      join(ws, 'compose.yaml'),
      `${bomb.join('\n')}\nservices:\n  web:\n    <<: *a20\n    build: .\n  api:\n    image: ${emu.registry}/chainguard/node:20\n`,
    );
    await mkdir(join(ws, 'k8s'));
    await writeFile(
      join(ws, 'k8s/pod.yaml'),
      `apiVersion: v1\nkind: Pod\nmetadata:\n  name: p\nspec:\n  containers:\n    - name: a\n      image: ${emu.registry}/chainguard/node:18\n      image: ${emu.registry}/chainguard/node:22\n`,
    );

    const started = Date.now();
    const result = await run(ws, { files: '**/Dockerfile\n**/*.Dockerfile\n**/*.yaml' });
    expect(Date.now() - started).toBeLessThan(30_000);

    expect(result.exitCode).toBe(1);
    expect(annotated(result, 'error')).toEqual(['big/Dockerfile', 'compose.yaml', 'pipe.Dockerfile']);
    const errors = new Map(
      result.annotations.filter((a) => a.command === 'error').map((a) => [a.properties.file, a.message]),
    );
    expect(errors.get('pipe.Dockerfile')).toMatch(/not a regular file \(a FIFO\)/);
    expect(errors.get('big/Dockerfile')).toMatch(/more than the 8388608 bytes/);
    expect(errors.get('compose.yaml')).toMatch(/aliases and merge keys expand to more than/);
    expect(annotated(result, 'warning')).toEqual(['k8s/pod.yaml']);
    expect(result.annotations.filter((a) => a.command === 'warning')).toHaveLength(1);
    expect(result.annotations.find((a) => a.command === 'warning')).toMatchObject({
      properties: { line: '9' },
      message: expect.stringContaining('"image" is repeated'),
    });

    // The other images: the Dockerfile inside, and the duplicated key's last value.
    const results = resultsOf(result);
    expect(results.map((r) => [r.ref, r.status]).sort()).toEqual([
      [`${emu.registry}/chainguard/node:22`, 'ok'],
      [`${emu.registry}/chainguard/static:latest`, 'ok'],
    ]);
    expect(result.outputs).toMatchObject({ 'error-count': '3', failed: 'true' });
    expect(result.stdout).toMatch(/Failed: 3 errors \(3 files not fully scanned\)/);
    expect(result.summary).toContain('3 files not fully scanned');
  }, 60_000);

  it('never writes the SARIF file through a link: a link at the path is replaced, outside stays unchanged', async () => {
    const { ws, outside } = await fork('sarif-file');
    await symlink('../outside/victim.txt', join(ws, 'results.sarif'));
    const before = await stat(join(outside, 'victim.txt'));
    const result = await run(ws, { files: '**/Dockerfile', sarif: 'results.sarif' });
    expect(result.exitCode, result.stderr).toBe(0);
    expect(await readFile(join(outside, 'victim.txt'), 'utf8')).toBe(`${CANARY_ARG}\n`);
    expect((await stat(join(outside, 'victim.txt'))).mtimeMs).toBe(before.mtimeMs);
    expect((await lstat(join(ws, 'results.sarif'))).isFile()).toBe(true);
    expect(JSON.parse(await readFile(join(ws, 'results.sarif'), 'utf8'))).toMatchObject({ version: '2.1.0' });
    expect(sarifProblems(await readFile(join(ws, 'results.sarif'), 'utf8'))).toEqual([]);
  }, 60_000);

  it('refuses a SARIF path whose directory leads out of the workspace, after publishing everything else', async () => {
    const { ws, outside } = await fork('sarif-dir');
    await symlink('../outside', join(ws, 'reports'));
    const result = await run(ws, { files: '**/Dockerfile', sarif: 'reports/image-check.sarif' });
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toMatch(
      /refused to write reports\/image-check\.sarif: its directory is not inside the workspace or RUNNER_TEMP/,
    );
    expect((await readdir(outside)).sort()).toEqual(['Dockerfile', 'victim.txt']);
    // The report was published before the write was refused.
    expect(resultsOf(result).map((r) => r.status)).toEqual(['ok']);
    expect(result.summary).toContain('image-check');
  }, 60_000);
  it('never reads a policy file that links out of the workspace: the step fails naming the file, the target never shows', async () => {
    const { ws } = await fork('policy-link');
    await mkdir(join(ws, '.github'), { recursive: true });
    await symlink('/proc/self/environ', join(ws, '.github/image-check.yaml'));
    const result = await run(ws, { files: '**/Dockerfile' });
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toMatch(/\.github\/image-check\.yaml.*symbolic link that leads outside the workspace/);
    const all = everything(result);
    expect(all).not.toContain(CANARY_ENV);
    expect(all).not.toContain('IMAGE_CHECK_TEST_CANARY');
  });

  it('keeps a policy reason written by the pull request as text: no workflow command, no markup, no mention', async () => {
    const { ws } = await fork('policy-text');
    await mkdir(join(ws, '.github'), { recursive: true });
    const ref = `${emu.registry}/chainguard/python:3.11`;
    await writeFile(join(ws, 'app/Dockerfile'), `FROM ${ref}\n`);
    const reason =
      'ok\\n::error file=app/Dockerfile,line=1::forged %0A::stop-commands::x @octocat [click](javascript:alert(1)) <img src=x>';
    await writeFile(
      join(ws, '.github/image-check.yaml'),
      `ignore:\n  - ref: ${ref}\n    kind: eol\n    reason: "${reason}"\n    until: 2999-01-01\n`,
    );
    const result = await run(ws, { files: '**/Dockerfile' });
    expect(result.exitCode, result.stdout).toBe(0); // the ignored end-of-life tag does not fail the step
    expect(resultsOf(result)[0]).toMatchObject({ status: 'eol', ignored: { until: '2999-01-01' } });
    // The reason's newline is text: no line of the log starts a command the pull request wrote.
    for (const line of result.stdout.split('\n')) {
      expect(line.startsWith('::error file=app/Dockerfile,line=1::forged')).toBe(false);
      expect(line.startsWith('::stop-commands::')).toBe(false);
    }
    expect(result.summary).toContain('forged');
    expect(result.summary).not.toMatch(/(^|[^\\])<img/);
    expect(result.summary).not.toMatch(/(^|[^\w`\u2060])@octocat/);
    expect(result.summary).not.toMatch(/(^|[^\\])\]\(javascript/);
  });

  it('a directory link loop (`svc/loop -> ..`) finds each file once: one result location, one annotation, one rewrite', async () => {
    const { ws } = await fork('link-loop');
    await mkdir(join(ws, 'svc'));
    await writeFile(join(ws, 'svc/Dockerfile'), `FROM ${emu.registry}/chainguard/python:3.11\n`);
    await symlink('..', join(ws, 'svc/loop'));
    // A second way to the same file through a link that is no loop: still one file.
    await symlink('svc', join(ws, 'alias'));
    const result = await run(ws, { files: '**/Dockerfile', update: 'all', 'fail-on': 'none' });
    expect(result.exitCode, result.stdout).toBe(0);
    const python = resultsOf(result).find((r) => r.image === 'python')!;
    expect(python.locations.map((l) => `${l.file}:${l.line}`)).toEqual(['svc/Dockerfile:1']);
    expect(python.suggestion).toMatch(new RegExp(`^${emu.registry}/chainguard/python:`));
    // Each finding annotated once, at the file's one path (its end of life a warning: fail-on none).
    const atFiles = result.annotations.filter((a) => a.properties.file);
    expect(new Set(atFiles.map((a) => a.properties.file))).toEqual(new Set(['svc/Dockerfile']));
    expect(atFiles.filter((a) => a.command === 'warning').map((a) => a.properties.title)).toEqual([
      `End-of-life tag: ${emu.registry}/chainguard/python:3.11`,
    ]);
    expect(new Set(atFiles.map((a) => a.properties.title)).size).toBe(atFiles.length);
    expect(result.outputs['updated-files']).toBe('svc/Dockerfile');
    expect(await readFile(join(ws, 'svc/Dockerfile'), 'utf8')).toBe(`FROM ${python.suggestion}\n`);
    expect(everything(result)).not.toContain('loop/');
  });

  it('update never writes through a link: a Dockerfile linked out of the workspace is neither read nor rewritten', async () => {
    const { ws, outside } = await fork('update-link');
    await writeFile(join(outside, 'Dockerfile'), `FROM ${emu.registry}/chainguard/python:3.11\n`);
    await symlink(join(outside, 'Dockerfile'), join(ws, 'Dockerfile'));
    const before = await readFile(join(outside, 'Dockerfile'), 'utf8');
    const result = await run(ws, { files: '**/Dockerfile', update: 'all', 'fail-on': 'none' });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(await readFile(join(outside, 'Dockerfile'), 'utf8')).toBe(before);
    expect(result.outputs['updated-files'] ?? '').toBe('');
    expect(resultsOf(result).map((r) => r.ref)).toEqual([`${emu.registry}/chainguard/static:latest`]);
  });
});
