import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { terminalText } from '../../../src/secrets';
import { terminalWrite } from '../../../src/cli/io';

// Issue 53: the one neutralizer of the output channels (the action's log, the CLI's streams).

/** What the runner would take for a command: a line that, trimmed, starts `::`, or holds `##[`. */
const commandLines = (text: string) => text.split('\n').filter((l) => l.trim().startsWith('::') || l.includes('##['));

describe('terminalText', () => {
  it('keeps the writer’s lines, breaks every command start and makes every control character text', () => {
    const text = 'a\n::error::x\n \u00a0::add-mask::y\nz ##[group]w \x1b]0;t\x07\x1b[2J\u009b31m\r';
    const safe = terminalText(text);
    expect(safe.split('\n')).toHaveLength(4);
    expect(commandLines(safe)).toEqual([]);
    expect(safe).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
    expect(safe).toContain('\\u001b]0;t');
    expect(terminalText('plain text: ok, 2 :: 3')).toBe('plain text: ok, 2 :: 3');
  });

  it('leaves no command and no control in any text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(':', '#', '[', ' ', '\n', '\r', '\x1b', '\u009b', 'a') }),
        (text) => {
          const safe = terminalText(text);
          expect(commandLines(safe)).toEqual([]);
          expect(safe).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
        },
      ),
    );
  });

  it('on a terminal keeps only the CLI’s own colours and progress erase', () => {
    const own = '\x1b[31mdenied\x1b[0m \r\x1b[2Kchecking';
    expect(terminalWrite(own, true)).toBe(own);
    expect(terminalWrite('\x1b[8mhidden\x1b]0;t\x07', true)).not.toMatch(/\x1b|\x07/);
    expect(terminalWrite(own, false)).not.toMatch(/\x1b/);
  });
});
