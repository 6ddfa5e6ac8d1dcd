import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REDACTED, SecretRegistry, encodingsOf } from '../../src/secrets';

// scrub() finds thousands of forms (a pull token per image, eight forms each) with an index by
// their first characters instead of one regular expression of them all; it must replace exactly
// what that expression replaced: leftmost first, the longest form at a place, no overlaps.

/** The expression scrub() used before: every form, longest first, one global alternation. */
function byExpression(secrets: readonly string[], text: string): string {
  const forms = [...new Set(secrets.filter((s) => s.length >= 4).flatMap(encodingsOf))];
  if (forms.length === 0) return text;
  const pattern = new RegExp(
    forms
      .sort((a, b) => b.length - a.length)
      .map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('|'),
    'g',
  );
  return text.replace(pattern, REDACTED);
}

function registryOf(secrets: readonly string[]): SecretRegistry {
  const registry = new SecretRegistry();
  for (const s of secrets) registry.add(s);
  return registry;
}

describe('SecretRegistry.scrub', () => {
  it('replaces what one expression of all the forms replaces (random secrets, overlapping forms, texts made of them)', () => {
    // A small alphabet makes forms share prefixes, contain each other and overlap in the text.
    const piece = fc.string({
      unit: fc.constantFrom('a', 'b', 'c', '%', '/', '+', '=', ':', '&', 'é', ' '),
      minLength: 0,
      maxLength: 12,
    });
    fc.assert(
      fc.property(
        fc.array(piece, { minLength: 1, maxLength: 6 }),
        fc.array(fc.nat(), { maxLength: 12 }),
        fc.array(piece, { maxLength: 12 }),
        (secrets, picks, fillers) => {
          const forms = secrets.flatMap((s) => (s.length >= 4 ? encodingsOf(s) : [s]));
          const text =
            picks.map((p, i) => `${fillers[i] ?? ''}${forms[p % forms.length] ?? ''}`).join('') +
            (fillers.at(-1) ?? '');
          expect(registryOf(secrets).scrub(text)).toBe(byExpression(secrets, text));
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('finds each of thousands of tokens in every form, and leaves text without one as it is', () => {
    const tokens = Array.from(
      { length: 600 },
      (_, i) => `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(`image-${i}`).toString('base64url')}.sig${i}`,
    );
    const registry = registryOf(tokens);
    for (const i of [0, 299, 599]) {
      for (const form of encodingsOf(tokens[i]!)) {
        expect(registry.scrub(`x ${form} y`)).toBe(`x ${REDACTED} y`);
      }
    }
    const clean = 'GET cgr.dev/v2/chainguard/nginx/_chainguard/history/latest: 503 eyJ but not a token';
    expect(registry.scrub(clean)).toBe(clean);
    expect(registry.scrub(`${tokens[5]}${tokens[6]}`)).toBe(`${REDACTED}${REDACTED}`);
  });
});
