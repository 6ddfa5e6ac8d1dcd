// The reference parser held against outside data: every case of
// ../shared/conformance/references.json (distribution/reference's own test tables, docker's
// reading of them, and product edge cases). Expectations come from that file only: valid or not,
// and where docker accepts a reference, its normalized parts.

import { InvalidReferenceError, type ReferencePart } from '../../src/errors';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTargets } from '../../src/check/targets';
import { InputError, inputLines } from '../../src/config';
import { conformancePath } from '../support/conformance';
import { parseReference, registryOf } from '../../src/refs/reference';

const CONFORMANCE = conformancePath('references.json');

const Case = z.discriminatedUnion('valid', [
  z.object({
    input: z.string(),
    valid: z.literal(true),
    domain: z.string(),
    path: z.string(),
    tag: z.string().nullable(),
    digest: z.string().nullable(),
    dockerHub: z.boolean(),
  }),
  z.object({ input: z.string(), valid: z.literal(false), error: z.string() }),
]);
const Lines = z.object({
  name: z.string(),
  images: z.string(),
  refs: z.array(z.string()).optional(),
  refused: z.string().optional(),
});
const File = z.object({ cases: z.array(Case).min(1), lines: z.array(Lines).min(1) });

const { cases, lines } = CONFORMANCE
  ? File.parse(JSON.parse(readFileSync(CONFORMANCE, 'utf8')))
  : { cases: [], lines: [] };
// {E} stands for the emulator host; any host:port reads the same.
const E = '127.0.0.1:5000';
const fill = (text: string) => text.replaceAll('{E}', E);

/** Docker's normalized split (ParseNormalizedNamed): Docker Hub is docker.io, its one-component names are library/. */
function normalized(text: string) {
  const parsed = parseReference(text);
  const domain = parsed.domain === null || parsed.domain === 'index.docker.io' ? 'docker.io' : parsed.domain;
  const path = domain === 'docker.io' && !parsed.path.includes('/') ? `library/${parsed.path}` : parsed.path;
  return { domain, path, tag: parsed.tag, digest: parsed.digest };
}

/**
 * The part docker's error names, where it names one the parser must agree with. Not "repository
 * name must be lowercase": docker also says it of an uppercase digest algorithm (`@SHA256:`).
 */
const PART_OF_ERROR: Readonly<Record<string, ReferencePart>> = {
  ErrDigestInvalidLength: 'digest',
  ErrDigestUnsupported: 'digest',
  ErrDigestInvalidFormat: 'digest',
  ErrNameTooLong: 'length',
  'invalid repository name, cannot specify 64-byte hexadecimal strings': 'path',
};

describe.skipIf(!CONFORMANCE)('references.json: every case through parseReference', () => {
  it('holds the cases the conformance data promises', () => {
    expect(cases.length).toBeGreaterThanOrEqual(359);
    expect(cases.some((c) => c.valid)).toBe(true);
    expect(cases.some((c) => !c.valid)).toBe(true);
  });

  const valid = cases.filter((c) => c.valid);
  it.each(valid.map((c) => [c.input.length > 90 ? `${c.input.slice(0, 90)}…` : c.input, c] as const))(
    'valid: %s',
    (_, c) => {
      const input = fill(c.input);
      expect(normalized(input)).toEqual({ domain: fill(c.domain), path: c.path, tag: c.tag, digest: c.digest });
    },
  );

  const invalid = cases.filter((c) => !c.valid);
  it.each(invalid.map((c) => [c.input.length > 90 ? `${c.input.slice(0, 90)}…` : c.input, c] as const))(
    'invalid: %s',
    (_, c) => {
      let error: unknown;
      try {
        parseReference(fill(c.input));
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(InvalidReferenceError);
      const part = PART_OF_ERROR[c.error];
      if (part) expect((error as InvalidReferenceError).part).toBe(part);
    },
  );
});

describe.skipIf(!CONFORMANCE)('references.json: the images input, line by line', () => {
  it.each(lines.map((l) => [l.name, l] as const))('%s', (_, l) => {
    const read = () => buildTargets(inputLines(fill(l.images)), [], E).targets.map((t) => t.ref);
    if (l.refused !== undefined) {
      let error: unknown;
      try {
        read();
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(InputError);
      expect((error as InputError).message).toContain(fill(l.refused));
    } else {
      expect(read()).toEqual((l.refs ?? []).map(fill));
    }
  });
});

describe.skipIf(!CONFORMANCE)('an uppercase first component is a host', () => {
  const upper = cases
    .filter((c) => c.valid && !c.input.includes('{E}') && /^[^/]*[A-Z][^/]*\//.test(c.input))
    .map((c) => [c.input] as const);
  it('has such cases (LOCALHOST/x, Foo/bar)', () => {
    expect(upper.length).toBeGreaterThanOrEqual(5);
  });
  it.each(upper)('%s: another registry, not this one', (input) => {
    const host = input.slice(0, input.indexOf('/'));
    expect(registryOf(parseReference(input))).toBe(host);
    const { targets, skipped } = buildTargets([], [{ ref: input, location: { file: 'f', line: 1 } }], E);
    expect(targets).toEqual([]);
    expect(skipped).toEqual([expect.objectContaining({ ref: input, kind: 'other-registry' })]);
  });
});
