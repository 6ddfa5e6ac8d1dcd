import { UsageError } from '../../../src/errors';
import { describe, expect, it } from 'vitest';
import { CHECK, COMMANDS, MAIN_HELP } from '../../../src/cli/commands';
import { helpOf, parseCommand, type OptionTable } from '../../../src/cli/options';
import { cliWords } from '../../../src/cli/words';
import { INPUT_NAMES } from '../../../src/config';

describe('the declaration of the commands', () => {
  it('every input an option or variable of check sets is an action input', () => {
    const inputs = [
      ...Object.values(CHECK.options as OptionTable).flatMap((o) => (o.input ? [o.input] : [])),
      ...Object.values(CHECK.env ?? {}).flatMap((e) => (e.input ? [e.input] : [])),
    ];
    expect(inputs.length).toBeGreaterThan(15);
    for (const input of inputs) expect(INPUT_NAMES).toContain(input);
  });

  it("each command's help lists every option it parses, and the main help every command", () => {
    for (const command of COMMANDS) {
      const help = helpOf(command);
      for (const [name, option] of Object.entries(command.options)) {
        expect(help).toContain(`--${name}`);
        if (option.short) expect(help).toContain(`-${option.short}, --${name}`);
      }
      expect(MAIN_HELP).toContain(`  ${command.name} `);
    }
  });

  it('parses what it declares and suggests the nearest declared option for a typo', () => {
    const { values, positionals } = parseCommand(CHECK, ['--image', 'a', '--image', 'b', '-f', 'json', 'dir']);
    expect(values.image).toEqual(['a', 'b']);
    expect(values.format).toBe('json');
    expect(positionals).toEqual(['dir']);
    expect(() => parseCommand(CHECK, ['--regsitry', 'x'])).toThrow(
      new UsageError("Unknown option '--regsitry' (did you mean --registry?)", 'check'),
    );
  });

  it("the CLI's words name the option or variable the declaration gives each setting", () => {
    const words = cliWords();
    expect(words.name('group')).toBe('--group');
    expect(words.name('images')).toBe('--image');
    expect(words.name('files')).toBe('the paths');
    expect(words.name('registry-password')).toBe('IMAGE_CHECK_REGISTRY_PASSWORD');
    expect(words.registryHost).toBe('the --registry host');
  });
});
