import { execFile } from 'node:child_process';
import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERSION } from '../../src/version';
import { startEmulator, type Emulator } from '../emulator/index';
import { runCliProcess } from '../support/run-cli';

// The package as npm publishes it: `npm pack`, installed from the tarball into an empty project,
// run through its bin link. The CLI bundle is self-contained; the libraries package.json lists as
// dependencies (the source's) come from npm's cache where it holds them, else the registry.

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '../..');

let emu: Emulator;
let project: string;
let bin: string;

beforeAll(async () => {
  emu = await startEmulator();
  const packed = await mkdtemp(join(tmpdir(), 'image-check-pack-'));
  await run('npm', ['pack', '--pack-destination', packed, '--ignore-scripts', '--silent'], { cwd: ROOT });
  const [tarball] = (await readdir(packed)).filter((f) => f.endsWith('.tgz'));
  project = await mkdtemp(join(tmpdir(), 'image-check-user-'));
  await writeFile(join(project, 'package.json'), JSON.stringify({ name: 'user-project', private: true }));
  await run(
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--silent', join(packed, tarball!)],
    { cwd: project },
  );
  bin = join(project, 'node_modules/.bin/image-check');
}, 120_000);
afterAll(() => emu?.close());

describe('the published package', () => {
  it('holds the CLI bundle and its documentation, not the sources or the action', async () => {
    const files = await readdir(join(project, 'node_modules/@image-check/cli'), { recursive: true });
    expect(files).toContain(join('dist', 'cli', 'index.js'));
    expect(files).toContain(join('docs', 'cli.md'));
    expect(files.some((f) => f.startsWith('src'))).toBe(false);
    expect(files).not.toContain(join('dist', 'index.js'));
  });

  it('runs through its bin link: --version, and check against the service', async () => {
    // The bin's #!/usr/bin/env node finds this Node (24) first on PATH.
    const env = {
      PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ''}`,
      IMAGE_CHECK_TOKEN: emu.apiToken,
      IMAGE_CHECK_REGISTRY_TOKEN: emu.registryToken,
    };
    const version = await run(bin, ['--version'], { cwd: project, env });
    expect(version.stdout).toBe(`${VERSION}\n`);
    const image = `${emu.registry}/chainguard/static:latest`;
    const check = await runCliProcess(
      ['check', '--registry', emu.registry, '--api-url', emu.url, '--image', image, '--format', 'json'],
      { cwd: project, env, entry: bin },
    );
    expect(check.stderr).toBe('');
    expect(check.exitCode).toBe(0);
    expect(JSON.parse(check.stdout)).toMatchObject([{ ref: image, status: 'ok' }]);
  });
});
