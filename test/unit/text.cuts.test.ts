import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linePrefixBytes, truncate, truncateBytes, unitPrefix } from '../../src/text';

// Text cut for GitHub: within its limit in the unit it counts, never inside a character.

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');
// Any text of whole characters: ASCII, two-, three- and four-byte ones (surrogate pairs in UTF-16).
const texts = fc.string({ unit: 'grapheme', maxLength: 200 });

describe('text cuts', () => {
  it('truncate never leaves half of a surrogate pair', () => {
    expect(truncate('ab🙂cd', 4)).toBe('ab…');
    expect(truncate('ab🙂cd', 5)).toBe('ab🙂…');
    expect(truncate('short', 5)).toBe('short');
    expect(unitPrefix('ab🙂', 3)).toBe('ab');
    expect(unitPrefix('ab🙂', 0)).toBe('');
  });

  it('truncateBytes counts three bytes a CJK character and four an emoji', () => {
    expect(truncateBytes('漢字漢字', 12)).toBe('漢字漢字');
    expect(truncateBytes('漢字漢字', 11)).toBe('漢字…');
    expect(truncateBytes('a🙂b🙂', 10)).toBe('a🙂b🙂');
    expect(truncateBytes('a🙂b🙂', 7)).toBe('a…');
    expect(truncateBytes('a🙂b🙂', 8)).toBe('a🙂…');
  });

  // The unit, and the most a character can take in it (what a cut may leave unused).
  it.each([
    ['truncate', truncate, (t: string) => t.length, 2],
    ['truncateBytes', truncateBytes, bytes, 4],
  ])('%s keeps within its limit, a prefix of whole characters, for any text', (_, cut, measure, widest) => {
    fc.assert(
      fc.property(texts, fc.integer({ min: 3, max: 900 }), (text, max) => {
        const kept = cut(text, max);
        expect(measure(kept)).toBeLessThanOrEqual(max);
        expect(kept.isWellFormed()).toBe(true);
        expect(kept === text || (kept.endsWith('…') && text.startsWith(kept.slice(0, -1)))).toBe(true);
        // Nothing left out that would have fit: the next character did not.
        if (kept !== text) expect(measure(kept)).toBeGreaterThan(max - widest);
      }),
    );
  });

  it('linePrefixBytes cuts at a line when one fits', () => {
    expect(linePrefixBytes('一二\n三四\n五六', 14)).toBe('一二\n三四');
    expect(linePrefixBytes('一二\n三四\n五六', 13)).toBe('一二');
    expect(linePrefixBytes('一二三四', 7)).toBe('一二');
  });
});
