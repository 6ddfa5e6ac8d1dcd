import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { putJson } from '../../src/report/json-text';

// putJson must put exactly the text JSON.stringify(value, null, 2) makes: the results file is
// written with it, and read by whatever parses the action's results.

const textOf = (value: unknown, depth = 0): string => {
  const pieces: string[] = [];
  putJson((piece) => pieces.push(piece), value, depth);
  return pieces.join('');
};

describe('JSON text put a piece at a time', () => {
  it('is JSON.stringify(value, null, 2) for any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(textOf(value)).toBe(JSON.stringify(value, null, 2));
      }),
      { numRuns: 2_000 },
    );
  });

  it('nested `depth` levels deep, is the text of the value inside that many arrays', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.integer({ min: 1, max: 4 }), (value, depth) => {
        let wrapped: unknown = value;
        for (let d = 0; d < depth; d++) wrapped = [wrapped];
        const whole = JSON.stringify(wrapped, null, 2);
        // Each array level adds "[\n" + its indentation before, and "\n" + indentation + "]" after.
        const before = Array.from({ length: depth }, (_, d) => `[\n${'  '.repeat(d + 1)}`).join('');
        const after = Array.from({ length: depth }, (_, d) => `\n${'  '.repeat(depth - 1 - d)}]`).join('');
        expect(whole.startsWith(before) && whole.endsWith(after)).toBe(true);
        expect(textOf(value, depth)).toBe(whole.slice(before.length, whole.length - after.length));
      }),
      { numRuns: 500 },
    );
  });

  it('escapes what JSON.stringify escapes, and only that', () => {
    const texts = [
      '',
      'plain',
      'quote " and \\ backslash',
      'line\nbreak\ttab\r\b\f',
      '\u0000\u001f\u007f',
      'é ✓ 🐳 \u2028 \u2029',
      'lone \ud800 high',
      'lone \udc00 low',
      '\udc00\ud800',
      '::error file=x::',
    ];
    for (const text of texts) {
      expect(textOf(text)).toBe(JSON.stringify(text));
      expect(textOf({ [text]: text })).toBe(JSON.stringify({ [text]: text }, null, 2));
    }
  });

  it('leaves out what JSON.stringify leaves out, and writes null where it does', () => {
    const value = {
      a: undefined,
      b: () => 1,
      c: Symbol('s'),
      d: [undefined, () => 1, Symbol('s'), Number.NaN, Infinity, -0, 1e21, 5e-7],
      e: {},
      f: [],
      g: { h: undefined },
    };
    expect(textOf(value)).toBe(JSON.stringify(value, null, 2));
    expect(textOf({ only: undefined })).toBe('{}');
  });

  it('refuses what has no JSON text, and nesting past its bound', () => {
    expect(() => textOf({ n: 1n })).toThrow(TypeError);
    let deep: unknown = 1;
    for (let d = 0; d < 100; d++) deep = [deep];
    expect(() => textOf(deep)).toThrow(/deeper than/);
  });
});
