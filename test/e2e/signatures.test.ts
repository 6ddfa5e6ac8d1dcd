import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../emulator/index';
import { runAction } from '../support/run-action';
import { runCliProcess } from '../support/run-cli';
import { emulatorCredentials, emulatorInputs, emulatorSettings } from '../support/emulator-settings';

// The vendor's signatures as users meet them: the built action and the built CLI against the
// emulator, whose builds its test Sigstore signs, with its trusted root in the workspace.

let emu: Emulator;
let workspace: string;
let unsigned: string;
let signed: string;

beforeAll(async () => {
  emu = await startEmulator();
  const history = emu.store.history('chainguard/nginx', '1.27')!;
  unsigned = history.at(-1)!.digest;
  signed = history.at(-2)!.digest;
  emu.signatures.unsigned.add(unsigned);
  workspace = await mkdtemp(join(tmpdir(), 'image-check-signatures-e2e-'));
  await writeFile(join(workspace, 'trusted-root.json'), JSON.stringify(emu.signatures.trustedRoot()));
  await writeFile(
    join(workspace, 'Dockerfile'),
    `FROM ${emu.registry}/chainguard/nginx:1.27@${signed}\nFROM ${emu.registry}/chainguard/nginx:1.27@${unsigned} AS web\n`,
  );
});
afterAll(() => emu.close());

const signatures = { signatures: 'auto', 'trusted-root': 'trusted-root.json' };

describe("the vendor's signatures, end to end", () => {
  it('the action fails at the line of the pin nobody signed, names why, and says who signed the other', async () => {
    const run = await runAction({
      workspace,
      inputs: { ...emulatorInputs(emu), ...signatures, files: 'Dockerfile', comment: 'never' },
    });
    expect(run.exitCode).toBe(1);
    const errors = run.annotations.filter((a) => a.command === 'error' && a.properties.file);
    expect(errors).toEqual([
      expect.objectContaining({
        properties: expect.objectContaining({
          file: 'Dockerfile',
          line: '2',
          title: expect.stringMatching(/^Not signed by the vendor/),
        }),
        message: expect.stringContaining('no signature found'),
      }),
    ]);
    const results = JSON.parse(run.outputs.results!) as { status: string; signature: { verified: boolean } | null }[];
    expect(results.map((r) => [r.status, r.signature?.verified])).toEqual([
      ['ok', true],
      ['unsigned', false],
    ]);
    expect(run.summary).toMatch(/Signatures: 1 digest verified as the vendor&#39;s signed build \(by https:/);
    // The pin to write for the unsigned one stays off it: the newest build is the one nobody signed.
    expect(run.outputs.pinned).not.toContain(unsigned);
    // One line per tag: both pins of nginx:1.27 are written at the newest signed build.
    expect(run.outputs.pinned!.split('\n').filter(Boolean)).toEqual([
      `${emu.registry}/chainguard/nginx:1.27@${signed}`,
    ]);
  });

  it("update moves the unsigned pin to the newest signed build, and update-markdown is the pull request's body", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'image-check-signatures-update-'));
    await writeFile(join(dir, 'trusted-root.json'), JSON.stringify(emu.signatures.trustedRoot()));
    await writeFile(join(dir, 'Dockerfile'), `FROM ${emu.registry}/chainguard/nginx:1.27@${unsigned}\n`);
    const run = await runAction({
      workspace: dir,
      inputs: {
        ...emulatorInputs(emu),
        ...signatures,
        files: 'Dockerfile',
        comment: 'never',
        update: 'all',
        'fail-on': 'none',
      },
    });
    expect(run.exitCode).toBe(0);
    expect(await readFile(join(dir, 'Dockerfile'), 'utf8')).toBe(
      `FROM ${emu.registry}/chainguard/nginx:1.27@${signed}\n`,
    );
    const body = run.outputs['update-markdown']!;
    expect(body).toMatch(/^## image-check: 1 reference moved\n/);
    expect(body).toContain(`<code>${emu.registry}/chainguard/nginx:1.27@${signed}</code>`);
    expect(body).toContain('<code>Dockerfile:1</code>');
  });

  it('the CLI exits 1 on it; with signatures never it asks the registry nothing and passes', async () => {
    const env = emulatorCredentials(emu);
    const args = ['check', ...emulatorSettings(emu), '--trusted-root', 'trusted-root.json', 'Dockerfile'];
    const on = await runCliProcess([...args, '--signatures', 'auto'], { cwd: workspace, env });
    expect(on.exitCode).toBe(1);
    expect(on.stdout).toMatch(/^unsigned /m);
    const before = emu.requests.length;
    const off = await runCliProcess([...args, '--signatures', 'never'], { cwd: workspace, env });
    expect(off.exitCode).toBe(0);
    expect(emu.requests.slice(before).filter((r) => /\/(manifests|referrers|blobs)\//.test(r.path))).toEqual([]);
    expect(await readFile(join(workspace, 'Dockerfile'), 'utf8')).toContain(unsigned);
  });
});

describe('what a digest change carries, in the CLI formats', () => {
  it('table and markdown give a pin behind its tag the packages line the summary gives; json carries changes', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'image-check-changes-e2e-'));
    await writeFile(join(dir, 'trusted-root.json'), JSON.stringify(emu.signatures.trustedRoot()));
    const pin = emu.store.history('chainguard/python', '3.12')!.at(-6)!.digest;
    await writeFile(join(dir, 'Dockerfile'), `FROM ${emu.registry}/chainguard/python:3.12@${pin}\n`);
    const env = emulatorCredentials(emu);
    const args = ['check', ...emulatorSettings(emu), '--signatures', 'auto', '--trusted-root', 'trusted-root.json'];
    const run = (format: string) =>
      runCliProcess([...args, '--fail-on', 'none', '--format', format, 'Dockerfile'], { cwd: dir, env });
    const [json, table, markdown] = [await run('json'), await run('table'), await run('markdown')];
    const [result] = JSON.parse(json.stdout) as { changes: { upgraded: { name: string }[] } | null }[];
    expect(result!.changes?.upgraded.length).toBeGreaterThan(0);
    const upgraded = result!.changes!.upgraded.map((u) => u.name);
    // One line: the upgrade that fixes a vulnerability first, named with its fix, in both formats.
    const line = /packages: (\S+) \S+ → \S+ fixes CVE-/;
    const [inTable, inMarkdown] = [table.stdout.replace(/\s+/g, ' '), markdown.stdout.replace(/<\/?code>/g, '')].map(
      (t) => line.exec(t)?.[1],
    );
    expect(upgraded).toContain(inTable);
    expect(inMarkdown).toBe(inTable);
    expect(markdown.stdout).toContain('<details><summary>Packages of linux/amd64:');
  });
});
