import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../emulator/index';
import { runAction } from '../support/run-action';
import { runCliProcess } from '../support/run-cli';
import { emulatorCredentials, emulatorInputs, emulatorSettings } from '../support/emulator-settings';

// The registry's own pull-time policies as users meet them: the built action and the built CLI
// against the emulator, with an enforced cooldown and a dry-run no-eol bound to the organization.

const DAY = 86_400_000;
let emu: Emulator;
let workspace: string;
let newest: string;
let pullable: string;

beforeAll(async () => {
  emu = await startEmulator();
  emu.store.addRepo('acme.com', 'svc');
  emu.store.addTag('acme.com/svc', { name: '2', history: { count: 20, intervalMs: DAY } });
  const history = emu.store.history('acme.com/svc', '2')!;
  newest = history.at(-1)!.digest;
  pullable = [...history].reverse().find((h) => Date.parse(h.updateTimestamp) <= emu.store.now - 7 * DAY)!.digest;
  workspace = await mkdtemp(join(tmpdir(), 'image-check-policies-e2e-'));
  await writeFile(join(workspace, 'Dockerfile'), `FROM ${emu.registry}/acme.com/svc:2@${newest}\n`);
});
afterAll(() => emu.close());
afterEach(() => {
  emu.policies.bindings.clear();
  emu.policies.mode = 'on';
});

describe("the registry's policies, end to end", () => {
  it('the action fails at the line of a pin inside an enforced cooldown, naming the policy and when it becomes pullable; update writes a build that passes', async () => {
    emu.policies.bind('acme.com', 'cooldown', 'ENFORCED', { days: 7 });
    const run = await runAction({
      workspace,
      inputs: { ...emulatorInputs(emu), files: 'Dockerfile', comment: 'never', update: 'pins' },
    });
    expect(run.exitCode).toBe(1);
    const [denied] = run.annotations.filter((a) => a.command === 'error');
    expect(denied!.properties).toMatchObject({ file: 'Dockerfile', line: '1' });
    expect(denied!.message).toContain('its enforced policy cooldown (days: 7) denies it');
    expect(denied!.message).toMatch(/lets it be pulled from \d{4}-\d\d-\d\d \d\d:\d\d UTC/);
    const [item] = JSON.parse(run.outputs.results!) as { status: string; policies: unknown[]; suggestion: string }[];
    expect(item).toMatchObject({ status: 'denied', suggestion: `${emu.registry}/acme.com/svc:2@${pullable}` });
    expect(run.outputs['denied-count']).toBe('1');
    expect(run.outputs['updated-files']).toBe('Dockerfile');
    expect(run.summary).toContain('Refused now by <code>cooldown (days: 7)</code>');
    // `update: pins` moves a denied pin to the newest build the registry lets through.
    expect(await readFile(join(workspace, 'Dockerfile'), 'utf8')).toBe(
      `FROM ${emu.registry}/acme.com/svc:2@${pullable}\n`,
    );
    await writeFile(join(workspace, 'Dockerfile'), `FROM ${emu.registry}/acme.com/svc:2@${newest}\n`);
  });

  it('the CLI: a dry-run denial warns and exits 0; --policies never asks nothing; denied out of --fail-on passes', async () => {
    emu.policies.bind('acme.com', 'cooldown', 'DRY_RUN', { days: 7 });
    const env = emulatorCredentials(emu);
    const args = ['check', 'Dockerfile', ...emulatorSettings(emu), '--format', 'json'];
    const dry = await runCliProcess(args, { cwd: workspace, env });
    expect(dry.exitCode).toBe(0);
    expect(dry.stdout).toContain('"mode": "dry-run"');
    emu.requests.length = 0;
    const never = await runCliProcess([...args, '--policies', 'never'], { cwd: workspace, env });
    expect(never.exitCode).toBe(0);
    expect(emu.requests.filter((r) => r.path.startsWith('/policies/') || r.path.endsWith(':checkPolicies'))).toEqual(
      [],
    );
    emu.policies.bindings.clear();
    emu.policies.bind('acme.com', 'cooldown', 'ENFORCED', { days: 7 });
    const gated = await runCliProcess([...args, '--fail-on', 'eol,error'], { cwd: workspace, env });
    expect(gated.exitCode).toBe(0);
    const denied = await runCliProcess(args, { cwd: workspace, env });
    expect(denied.exitCode).toBe(1);
  });

  it('an organization without policies sees one notice, and the run is as before', async () => {
    emu.policies.mode = 'refused';
    const run = await runAction({
      workspace,
      inputs: { ...emulatorInputs(emu), files: 'Dockerfile', comment: 'never' },
    });
    expect(run.exitCode).toBe(0);
    const notices = run.annotations.filter((a) => a.command === 'notice' && a.message.includes('pull-time policies'));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.message).toContain('403');
  });
});
