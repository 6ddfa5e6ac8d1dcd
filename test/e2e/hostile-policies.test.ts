import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../emulator/index';
import { runAction } from '../support/run-action';
import { runCliProcess } from '../support/run-cli';
import { emulatorCredentials, emulatorInputs, emulatorSettings } from '../support/emulator-settings';

// Issue 53, point 1: every text field of the policy operations' answers that the product shows (a
// policy's name, its binding's parameter names and values, an override's reason and author)
// carries a workflow command and escape sequences; neither reaches the action's log, its
// annotations, its job summary, or the CLI's table, whichever field it came in.

const DAY = 86_400_000;
// A forged command at a line's start (after a line feed), the legacy form anywhere in a line, an
// OSC that retitles the terminal, a screen clear, and a C1 CSI.
const attack = (n: number) =>
  `evil-${n}\n::warning::PWNED-${n}\r\n  ::add-mask::PWNED-${n}\n##[error]PWNED-${n} \x1b]0;PWNED\x07\x1b[2J\u009b31m\x07`;

let emu: Emulator;
let workspace: string;

beforeAll(async () => {
  emu = await startEmulator();
  emu.store.addRepo('acme.com', 'svc');
  emu.store.addTag('acme.com/svc', { name: '2', history: { count: 20, intervalMs: DAY } });
  // A second image, whose enforced policy cannot be evaluated: its error message names the policy.
  emu.store.addRepo('acme.com', 'job');
  emu.store.addTag('acme.com/job', { name: 'err-1', history: { count: 3, intervalMs: DAY } });
  const newest = emu.store.history('acme.com/svc', '2')!.at(-1)!.digest;
  emu.policies.addCustom('acme.com', attack(1), () => 'DENIED');
  emu.policies.bind('acme.com', attack(1), 'ENFORCED', { [attack(2)]: attack(3), list: [attack(4)] });
  emu.policies.addCustom('acme.com', attack(5), () => 'DENIED');
  emu.policies.bind('acme.com', attack(5), 'DRY_RUN');
  emu.policies.addCustom('acme.com', attack(6), () => 'DENIED');
  emu.policies.bind('acme.com', attack(6), 'ENFORCED');
  emu.policies.override('acme.com', attack(6), newest, attack(7), attack(8));
  emu.policies.addCustom('acme.com', attack(9), (input) => (input.main_package === 'err' ? 'ERROR' : 'ALLOWED'));
  emu.policies.bind('acme.com', attack(9), 'ENFORCED');
  workspace = await mkdtemp(join(tmpdir(), 'image-check-hostile-policies-'));
  await writeFile(
    join(workspace, 'Dockerfile'),
    `FROM ${emu.registry}/acme.com/svc:2@${newest}\nFROM ${emu.registry}/acme.com/job:err-1\n`,
  );
});
afterAll(() => emu.close());

/** Lines that start a workflow command the attacker wrote: its data (or its name) is theirs. */
const forged = (text: string) =>
  text.split(/\r?\n/).filter((line) => /^\s*::[\w-]+(?: [^:]*)?::\s*PWNED/.test(line) || line.includes('##['));
// ESC, the C1 controls, BEL: no sequence of a service survives to a terminal.
const CONTROL = /[\u0007\u001b\u0080-\u009f]/;

describe('a hostile policy set reaches no log, annotation, summary or terminal as a command or an escape', () => {
  it('the action: its log and annotations start no command of theirs and hold no escape, the summary neither', async () => {
    const run = await runAction({
      workspace,
      inputs: { ...emulatorInputs(emu), files: 'Dockerfile', comment: 'never', annotations: 'commands' },
    });
    // The policies were consulted and judged (the run did not just skip them).
    expect(run.exitCode).toBe(1);
    expect(run.annotations.some((a) => a.message.includes('evil-1'))).toBe(true);
    // The error's message, a plain log line, names the policy that could not be evaluated.
    expect(run.stdout).toMatch(/^error .*evil-9/m);
    expect(run.summary).toContain('evil-5');
    for (const text of [run.stdout, run.stderr, run.summary]) {
      expect(forged(text)).toEqual([]);
      expect(text).not.toMatch(CONTROL);
    }
    // No mask set from a service's text, no command stopped.
    expect(run.commands.filter((c) => c.command === 'add-mask' && c.message.includes('PWNED'))).toEqual([]);
    expect(run.commands.filter((c) => c.command === 'stop-commands')).toEqual([]);
    expect(run.outputs['denied-count']).toBe('1');
  });

  it('the CLI: its table, notes and verdict hold no escape and start no command of theirs', async () => {
    const env = emulatorCredentials(emu);
    for (const format of ['table', 'markdown']) {
      const run = await runCliProcess(['check', 'Dockerfile', ...emulatorSettings(emu), '--format', format], {
        cwd: workspace,
        env,
      });
      expect(run.exitCode).toBe(1);
      // The error's message names its policy in the table too; the markdown lists every denial.
      expect(run.stdout).toContain('evil-9');
      if (format === 'markdown') expect(run.stdout).toContain('evil-1');
      for (const text of [run.stdout, run.stderr]) {
        expect(forged(text)).toEqual([]);
        expect(text).not.toMatch(CONTROL);
      }
    }
  });
});
