import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expandWord } from '../../../src/refs/shell-expand';

// X is set, EMPTY is set to '', NODEF is declared without a default (only --build-arg sets it),
// and anything else is not declared.
const scope = new Map<string, string | null>([
  ['X', 'x'],
  ['EMPTY', ''],
  ['NODEF', null],
]);

describe('expandWord', () => {
  it.each([
    ['plain', 'plain', []],
    ['$X', 'x', []],
    ['${X}', 'x', []],
    ['a${X}b$X.c', 'axbx.c', []],
    ['${X:-d}', 'x', []],
    ['${EMPTY:-d}', 'd', []],
    ['${EMPTY-d}', '', []],
    ['${NODEF:-d}', 'd', []],
    ['${UNDECLARED-d}', 'd', []],
    ['${UNDECLARED:-${X}/y}', 'x/y', []],
    ['${UNDECLARED:-$NODEF}', '', ['NODEF']],
    ['${X:+alt}', 'alt', []],
    ['${EMPTY:+alt}', '', []],
    ['${EMPTY+alt}', 'alt', []],
    ['${NODEF:+alt}', '', []],
    ['${X:?msg}', 'x', []],
    ['${NODEF:?msg}', '', ['NODEF']],
    ['$NODEF', '', ['NODEF']],
    ['${UNDECLARED}/$NODEF', '/', ['UNDECLARED', 'NODEF']],
    ['${X#pre}', '', ['X']],
    ["'$X'", '$X', []],
    ['"$X y"', 'x y', []],
    ['"\\$X"', '$X', []],
    ['\\$X', '$X', []],
    ['$', '$', []],
    ['$1', '$1', []],
    ['${', '${', []],
    ['${}', '${}', []],
    ['a\\', 'a\\', []],
    ["'unclosed", 'unclosed', []],
  ])('%s -> %s', (word, value, unresolved) => {
    expect(expandWord(word, scope)).toEqual({ value, unresolved });
  });

  it('uses the escape directive character', () => {
    expect(expandWord('`$X\\', scope, '`')).toEqual({ value: '$X\\', unresolved: [] });
  });

  it('never throws, and a word without $, quotes or escapes is itself', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'$X{}:-+?#"\'\\`ab '.split('')), maxLength: 30 }), (word) => {
        expandWord(word, scope);
        expandWord(word, scope, '`');
      }),
      { numRuns: 3000 },
    );
    fc.assert(
      fc.property(
        fc.string().filter((w) => !/[$"'\\]/.test(w)),
        (word) => {
          expect(expandWord(word, scope)).toEqual({ value: word, unresolved: [] });
        },
      ),
    );
  });
});
