import { InvalidReferenceError, type ReferencePart } from '../../../src/errors';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatReference,
  parseReference,
  registryOf,
  splitPath,
  type ParsedReference,
} from '../../../src/refs/reference';

const HEX64 = 'a'.repeat(8) + '0123456789abcdef'.repeat(3) + 'b'.repeat(8);
const SHA = `sha256:${HEX64}`;

function ref(
  domain: string | null,
  path: string,
  tag: string | null = null,
  digest: string | null = null,
): ParsedReference {
  return { domain, path, tag, digest };
}

describe('parseReference: valid references', () => {
  const valid: Array<[string, ParsedReference]> = [
    ['cgr.dev/chainguard/nginx:1.25', ref('cgr.dev', 'chainguard/nginx', '1.25')],
    ['cgr.dev/chainguard/nginx:latest', ref('cgr.dev', 'chainguard/nginx', 'latest')],
    ['cgr.dev/acme.com/python:3.12-dev', ref('cgr.dev', 'acme.com/python', '3.12-dev')],
    [`cgr.dev/chainguard/go@${SHA}`, ref('cgr.dev', 'chainguard/go', null, SHA)],
    [`cgr.dev/chainguard/go:1.23@${SHA}`, ref('cgr.dev', 'chainguard/go', '1.23', SHA)],
    ['cgr.dev/chainguard/nginx', ref('cgr.dev', 'chainguard/nginx')],
    ['localhost:5000/a/b', ref('localhost:5000', 'a/b')],
    ['localhost:5000/a/b:t', ref('localhost:5000', 'a/b', 't')],
    ['localhost/a', ref('localhost', 'a')],
    ['[::1]:5000/a', ref('[::1]:5000', 'a')],
    ['[2001:db8::1]/a/b:v1', ref('[2001:db8::1]', 'a/b', 'v1')],
    ['127.0.0.1:5000/chainguard/static', ref('127.0.0.1:5000', 'chainguard/static')],
    ['registry:5000/app', ref('registry:5000', 'app')],
    ['REGISTRY.Example.COM/app', ref('REGISTRY.Example.COM', 'app')],
    ['my-registry.example.com:443/a/b/c/d', ref('my-registry.example.com:443', 'a/b/c/d')],
    ['nginx', ref(null, 'nginx')],
    ['nginx:1.25', ref(null, 'nginx', '1.25')],
    ['library/nginx', ref(null, 'library/nginx')],
    ['a_b/c__d/e---f/g.h', ref(null, 'a_b/c__d/e---f/g.h')],
    ['foo:5000', ref(null, 'foo', '5000')], // no '/': the ':' is a tag
    ['foo.bar:v1', ref(null, 'foo.bar', 'v1')],
    ['img:_Under.score-1', ref(null, 'img', '_Under.score-1')],
    ['img:V', ref(null, 'img', 'V')],
    [`img:${'t'.repeat(128)}`, ref(null, 'img', 't'.repeat(128))],
    [`img@sha512:${'0'.repeat(128)}`, ref(null, 'img', null, `sha512:${'0'.repeat(128)}`)],
    [`img@sha384:${'f'.repeat(96)}`, ref(null, 'img', null, `sha384:${'f'.repeat(96)}`)],
    [`${'a'.repeat(247)}`, ref(null, 'a'.repeat(247))], // docker.io/library/ + 247 = a 255-character path
    [`cgr.dev/chainguard/${'a'.repeat(236)}`, ref('cgr.dev', `chainguard/${'a'.repeat(236)}`)], // the host is not counted
    ['Foo/bar', ref('Foo', 'bar')], // an uppercase first component is a host, as docker reads it
    ['LOCALHOST/x/y', ref('LOCALHOST', 'x/y')],
  ];
  it.each(valid)('%s', (text, expected) => {
    const parsed = parseReference(text);
    expect(parsed).toEqual(expected);
    expect(formatReference(parsed)).toBe(text);
  });
});

describe('parseReference: invalid references', () => {
  const invalid: Array<[string, ReferencePart, RegExp]> = [
    ['', 'empty', /empty/],
    ['cgr.dev/Chainguard/nginx', 'path', /must be lowercase/],
    ['Nginx', 'path', /must be lowercase/],
    ['foo/Bar', 'path', /must be lowercase/], // a lowercase first component is no host, so an uppercase path
    ['a//b', 'path', /empty component/],
    ['cgr.dev//nginx', 'path', /empty component/],
    ['cgr.dev/chainguard/', 'path', /empty component/],
    ['cgr.dev/', 'path', /path after the registry host is empty/],
    ['/nginx', 'path', /empty component/],
    [':latest', 'path', /name is empty/],
    ['a/-b', 'path', /path component "-b"/],
    ['a/b.', 'path', /path component "b\."/],
    ['a/b..c', 'path', /path component/],
    ['a/b___c', 'path', /path component/],
    ['a/b$c', 'path', /path component/],
    ['cgr.dev/chainguard/nginx:', 'tag', /tag after ":" is empty/],
    ['cgr.dev/chainguard/nginx:-x', 'tag', /tag "-x"/],
    ['cgr.dev/chainguard/nginx:.x', 'tag', /tag ".x"/],
    ['cgr.dev/chainguard/nginx:a+b', 'tag', /tag "a\+b"/],
    [`img:${'t'.repeat(129)}`, 'tag', /129 characters/],
    ['img:a:b', 'path', /path component "img:a"/],
    [`cgr.dev/chainguard/go@sha256:${'a'.repeat(63)}`, 'digest', /64 hexadecimal characters, this one has 63/],
    [`cgr.dev/chainguard/go@sha256:${'A'.repeat(64)}`, 'digest', /lowercase/],
    ['cgr.dev/chainguard/go@sha256:abc', 'digest', /algorithm:hex/],
    [`cgr.dev/chainguard/go@md5:${'a'.repeat(32)}`, 'digest', /not supported/],
    [`cgr.dev/chainguard/go@sha256:${'g'.repeat(64)}`, 'digest', /algorithm:hex/],
    ['cgr.dev/chainguard/go@', 'digest', /digest after "@" is empty/],
    [`cgr.dev/chainguard/go@${SHA}@${SHA}`, 'format', /at most one "@"/],
    ['cgr.dev/chainguard/nginx latest', 'format', /whitespace/],
    [' nginx', 'format', /whitespace/],
    ['exa_mple.com/a', 'domain', /registry host "exa_mple.com"/],
    ['-bad.com/a', 'domain', /registry host/],
    ['host:port/a', 'domain', /registry host "host:port"/],
    ['[::1/a', 'domain', /registry host/],
    [`${'a'.repeat(248)}`, 'length', /256 characters long \(with Docker Hub's "library\/"\); at most 255/],
    [`docker.io/${'a'.repeat(248)}`, 'length', /256 characters long/],
    [`cgr.dev/${'a/'.repeat(127)}bb:t`, 'length', /path is 256 characters/],
    [HEX64, 'path', /image ID/],
  ];
  it.each(invalid)('%s', (text, part, message) => {
    let error: unknown;
    try {
      parseReference(text);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(InvalidReferenceError);
    const invalidError = error as InvalidReferenceError;
    expect(invalidError.part).toBe(part);
    expect(invalidError.reference).toBe(text);
    expect(invalidError.message).toContain(`"${text}"`);
    expect(invalidError.message).toMatch(message);
  });
});

describe('registryOf and splitPath', () => {
  it('defaults to Docker Hub only when no domain is written', () => {
    expect(registryOf(parseReference('nginx'))).toBe('docker.io');
    expect(registryOf(parseReference('cgr.dev/chainguard/nginx'))).toBe('cgr.dev');
    expect(registryOf(parseReference('localhost:5000/a/b'))).toBe('localhost:5000');
  });
  it('splits org from image, keeping nested image paths', () => {
    expect(splitPath('chainguard/nginx')).toEqual({ org: 'chainguard', image: 'nginx' });
    expect(splitPath('acme.com/python')).toEqual({ org: 'acme.com', image: 'python' });
    expect(splitPath('acme.com/team/python')).toEqual({ org: 'acme.com', image: 'team/python' });
    expect(splitPath('nginx')).toEqual({ org: '', image: 'nginx' });
  });
});

// An independent oracle built from distribution's regexp.go, composed literally, plus the
// domain rule (first component with '.', ':', uppercase or "localhost"), the 255 path limit, go-digest's
// algorithms and the image-ID rule.
// Written out here from regexp.go, not imported from the parser, so the two can disagree.
const ORACLE = {
  pathComponent: '[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*',
  domainNameComponent: '(?:[a-zA-Z0-9]|[a-zA-Z0-9][a-zA-Z0-9-]*[a-zA-Z0-9])',
  ipv6address: '\\[(?:[a-fA-F0-9:]+)\\]',
  optionalPort: '(?::[0-9]+)?',
  tag: '[\\w][\\w.-]{0,127}',
  digest: '[A-Za-z][A-Za-z0-9]*(?:[-_+.][A-Za-z][A-Za-z0-9]*)*[:][0-9a-fA-F]{32,}',
};
const remoteName = `${ORACLE.pathComponent}(?:/${ORACLE.pathComponent})*`;
const domainAndPort = `(?:${ORACLE.domainNameComponent}(?:\\.${ORACLE.domainNameComponent})*|${ORACLE.ipv6address})${ORACLE.optionalPort}`;
const suffix = `(?::(${ORACLE.tag}))?(?:@(${ORACLE.digest}))?`;
const WITH_DOMAIN = new RegExp(`^(${domainAndPort})/(${remoteName})${suffix}$`);
const WITHOUT_DOMAIN = new RegExp(`^(${remoteName})${suffix}$`);

function oracle(text: string): ParsedReference | null {
  const slash = text.indexOf('/');
  const first = slash < 0 ? null : text.slice(0, slash);
  const hasDomain =
    first !== null &&
    (first.includes('.') || first.includes(':') || first === 'localhost' || first !== first.toLowerCase());
  const m = (hasDomain ? WITH_DOMAIN : WITHOUT_DOMAIN).exec(text);
  if (!m) return null;
  const [domain, path, tag, digest] = hasDomain ? [m[1]!, m[2]!, m[3], m[4]] : [null, m[1]!, m[2], m[3]];
  const hub = domain === null || domain === 'docker.io' || domain === 'index.docker.io';
  if (path.length + (hub && !path.includes('/') ? 'library/'.length : 0) > 255) return null;
  if (/^[a-f0-9]{64}$/.test(text)) return null;
  if (digest !== undefined && !/^(?:sha256:[a-f0-9]{64}|sha384:[a-f0-9]{96}|sha512:[a-f0-9]{128})$/.test(digest))
    return null;
  return { domain, path, tag: tag ?? null, digest: digest ?? null };
}

function tryParse(text: string): ParsedReference | null {
  try {
    return parseReference(text);
  } catch (error) {
    if (error instanceof InvalidReferenceError) return null;
    throw error;
  }
}

// Strings over the characters that matter to the grammar, so random cases hit its edges.
const refChar = fc.constantFrom(
  ...'abcz09AZ._-_/:@[]+ '.split(''),
  'sha256:',
  HEX64.slice(0, 32),
  'localhost',
  'cgr.dev/',
);
const refLike = fc.array(refChar, { maxLength: 24 }).map((parts) => parts.join(''));

// Valid references built from the grammar's parts.
const alnum = fc.string({
  unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'.split('')),
  minLength: 1,
  maxLength: 6,
});
const separator = fc.constantFrom('.', '_', '__', '-', '--', '---');
const pathComponent = fc
  .tuple(alnum, fc.array(fc.tuple(separator, alnum), { maxLength: 3 }))
  .map(([head, tail]) => head + tail.map(([s, a]) => s + a).join(''));
const label = fc
  .tuple(
    fc.string({ unit: fc.constantFrom(...'aZ09'.split('')), minLength: 1, maxLength: 3 }),
    fc.string({ unit: fc.constantFrom(...'aZ09-'.split('')), maxLength: 4 }),
  )
  .map(([a, b]) => (b === '' ? a : a + b + 'x'));
const port = fc.option(
  fc.integer({ min: 0, max: 99999 }).map((n) => `:${n}`),
  { nil: '' },
);
const domain = fc.oneof(
  fc
    .tuple(label, fc.array(label, { minLength: 1, maxLength: 3 }), port)
    .map(([a, rest, p]) => [a, ...rest].join('.') + p),
  fc.tuple(label, fc.integer({ min: 1, max: 65535 })).map(([a, p]) => `${a}:${p}`),
  port.map((p) => `localhost${p}`),
  fc.tuple(fc.constantFrom('::1', '2001:db8::1', 'fe80::a:B'), port).map(([ip, p]) => `[${ip}]${p}`),
);
const tag = fc
  .tuple(
    fc.constantFrom(...'aZ09_'.split('')),
    fc.string({ unit: fc.constantFrom(...'aZ09_.-'.split('')), maxLength: 127 }),
  )
  .map(([a, b]) => a + b);
const digest = fc.oneof(
  fc
    .string({ unit: fc.constantFrom(...'0123456789abcdef'.split('')), minLength: 64, maxLength: 64 })
    .map((h) => `sha256:${h}`),
  fc
    .string({ unit: fc.constantFrom(...'0123456789abcdef'.split('')), minLength: 128, maxLength: 128 })
    .map((h) => `sha512:${h}`),
);
const validRef = fc
  .record({
    domain: fc.option(domain, { nil: null }),
    components: fc.array(pathComponent, { minLength: 1, maxLength: 4 }),
    tag: fc.option(tag, { nil: null }),
    digest: fc.option(digest, { nil: null }),
  })
  // Without a domain, a first component that looks like a host would be read as one.
  .filter(
    ({ domain, components }) =>
      domain !== null || components.length === 1 || (!components[0]!.includes('.') && components[0] !== 'localhost'),
  )
  .map(({ domain, components, tag, digest }) => ref(domain, components.join('/'), tag, digest));

// A valid reference with one character inserted or replaced: near misses of the grammar.
const nearMiss = fc
  .tuple(validRef, fc.nat(), fc.constantFrom(...'aZ0._-/:@[]+ '.split('')), fc.boolean())
  .map(([r, at, c, replace]) => {
    const text = formatReference(r);
    const i = at % (text.length + 1);
    return text.slice(0, i) + c + text.slice(replace ? i + 1 : i);
  });

describe('parseReference properties', () => {
  it('throws nothing but InvalidReferenceError on any string', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), refLike), (text) => {
        tryParse(text);
      }),
      { numRuns: 3000 },
    );
  });

  it('agrees with the grammar of distribution/reference', () => {
    fc.assert(
      fc.property(fc.oneof(refLike, fc.string(), nearMiss, validRef.map(formatReference)), (text) => {
        expect(tryParse(text)).toEqual(oracle(text));
      }),
      { numRuns: 5000 },
    );
  });

  it('round-trips: format(parse(s)) == s and parse(format(x)) == x', () => {
    fc.assert(
      fc.property(fc.oneof(refLike, nearMiss), (text) => {
        const parsed = tryParse(text);
        if (parsed === null) return;
        expect(formatReference(parsed)).toBe(text);
        expect(parseReference(formatReference(parsed))).toEqual(parsed);
      }),
      { numRuns: 3000 },
    );
  });

  it('parses every generated valid reference back to its parts', () => {
    fc.assert(
      fc.property(validRef, (expected) => {
        const text = formatReference(expected);
        expect(parseReference(text)).toEqual(expected);
        expect(formatReference(parseReference(text))).toBe(text);
      }),
      { numRuns: 3000 },
    );
  });
});
