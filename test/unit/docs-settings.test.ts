import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import { CHECK, COMMANDS } from '../../src/cli/commands';
import type { CommandSpec } from '../../src/cli/options';
import { INPUT_DEFAULTS } from '../../src/config';
import { KINDS } from '../../src/findings';

// Each setting is declared once (action.yml and src/config.ts for the action, the commands'
// declaration for the CLI) and has its line in the docs: a new input or option without its docs
// line fails here, for every command.

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const README = read('README.md');
const CLI_DOC = read('docs/cli.md');

/** The text under a `## ` heading, up to the next one. */
function section(doc: string, heading: string): string {
  const start = doc.split('\n').findIndex((line) => line === `## ${heading}`);
  if (start < 0) return '';
  const lines = doc.split('\n').slice(start + 1);
  const end = lines.findIndex((line) => line.startsWith('## '));
  return lines.slice(0, end < 0 ? undefined : end).join('\n');
}

/** Where docs/cli.md documents each command (identity create and delete share one section). */
const SECTION_OF: Readonly<Record<string, string>> = {
  check: '`image-check check`',
  org: '`image-check org` and `image-check merge`',
  merge: '`image-check org` and `image-check merge`',
  'identity create': 'Identity commands',
  'identity delete': 'Identity commands',
};

/** An option of `command` is documented in its section, or in check's when it is check's own. */
function documented(command: CommandSpec, mention: (text: string) => boolean): boolean {
  return (
    mention(section(CLI_DOC, SECTION_OF[command.name] ?? command.name)) || mention(section(CLI_DOC, SECTION_OF.check!))
  );
}

const sharedWithCheck = (command: CommandSpec, name: string) =>
  command.name !== 'check' && CHECK.options[name as keyof typeof CHECK.options] === command.options[name];

describe('docs/cli.md', () => {
  it('has a section for every command', () => {
    for (const command of COMMANDS)
      expect(section(CLI_DOC, SECTION_OF[command.name] ?? command.name), command.name).not.toBe('');
  });

  it("names every option of every command in the command's section (check's shared ones in check's)", () => {
    const missing: string[] = [];
    for (const command of COMMANDS)
      for (const name of Object.keys(command.options)) {
        const mention = (text: string) => new RegExp(`\`(?:-\\w\`, \`)?--${name}(?:[\` =<]|$)`, 'm').test(text);
        const own = mention(section(CLI_DOC, SECTION_OF[command.name] ?? command.name));
        if (!own && !(sharedWithCheck(command, name) && documented(command, mention)))
          missing.push(`${command.name} --${name}`);
      }
    expect(missing).toEqual([]);
  });

  it('names every variable a command reads', () => {
    const missing = COMMANDS.flatMap((command) =>
      Object.keys(command.env ?? {})
        .filter((variable) => !documented(command, (text) => text.includes(`\`${variable}\``)))
        .map((variable) => `${command.name} ${variable}`),
    );
    expect(missing).toEqual([]);
  });

  it("gives check's options the defaults the action's inputs have", () => {
    const rows = section(CLI_DOC, SECTION_OF.check!)
      .split('\n')
      .filter((line) => line.startsWith('| `--'));
    for (const [name, option] of Object.entries(CHECK.options)) {
      if (!('input' in option)) continue;
      const row = rows.find((line) => line.startsWith(`| \`--${name} `));
      const declared = INPUT_DEFAULTS[option.input] ?? '';
      if (row && declared !== '') expect(row.split('|')[2]!.trim(), name).toBe(`\`${declared}\``);
    }
  });
});

function actionInputs() {
  return z
    .object({ inputs: z.record(z.string(), z.object({ default: z.string().optional() })) })
    .parse(parse(read('action.yml'))).inputs;
}

describe("the README's inputs table", () => {
  it('has a row for every input of action.yml', () => {
    const rows = README.split('\n').filter((line) => line.startsWith('| `'));
    const named = new Set(rows.flatMap((row) => [...row.split('|')[1]!.matchAll(/`([a-z-]+)`/g)].map((m) => m[1]!)));
    expect(Object.keys(actionInputs()).filter((input) => !named.has(input))).toEqual([]);
  });

  it("gives fail-on the action's built-in default", () => {
    const row = README.split('\n').find((line) => line.startsWith('| `fail-on` |'));
    expect(row?.split('|')[2]!.trim()).toBe('`eol,denied,unsigned,error`');
  });
});

describe("docs/cli.md's formats", () => {
  const row = (format: string) => CLI_DOC.split('\n').find((line) => line.startsWith(`| \`${format}\``)) ?? '';

  it("name every finding kind's SARIF rule, and its GitLab check name with its severity", () => {
    for (const [kind, { sarifRule, gitlab }] of Object.entries(KINDS)) {
      expect(row('sarif'), kind).toContain(`\`${sarifRule}\``);
      expect(row('gitlab'), kind).toContain(`\`${sarifRule}\` (${kind === 'error' ? 'severity ' : ''}\`${gitlab}\`)`);
    }
  });
});
