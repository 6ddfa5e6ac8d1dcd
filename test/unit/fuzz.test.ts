import { InvalidReferenceError } from '../../src/errors';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTargets } from '../../src/check/targets';
import { InputError, readConfig } from '../../src/config';
import { discoverFiles, fileKind, matchesFiles, type DiscoveryResult } from '../../src/refs/discover';
import { parseReference } from '../../src/refs/reference';

// Property tests the parser and discovery suites do not have already (those feed random strings
// to parseReference and random text to scanContent): random bytes in real files on disk through
// discoverFiles, random globs, what becomes of whatever discovery finds (buildTargets), the
// words of the parser's errors, and random input values through readConfig. No crash anywhere,
// only errors that say what is wrong.

const REGISTRY = 'cgr.dev';
const PARTS = new Set(['empty', 'domain', 'path', 'tag', 'digest', 'length', 'format']);

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'image-check-fuzz-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** Every place a discovery result points at is a scanned file and a line the text has. */
function expectWellFormed(result: DiscoveryResult, written: Map<string, Buffer>) {
  for (const { ref, location } of result.found) {
    expect(typeof ref).toBe('string');
    const bytes = written.get(location.file);
    expect(bytes, `found in ${location.file}, which was not written`).toBeDefined();
    expect(fileKind(location.file)).not.toBeNull();
    const lines = bytes!.toString('utf8').split(/\r\n|\r|\n/).length;
    expect(location.line).toBeGreaterThanOrEqual(1);
    expect(location.line).toBeLessThanOrEqual(lines);
  }
  for (const skipped of result.skipped) {
    expect(skipped.reason.trim()).not.toBe('');
    expect(written.has(skipped.location!.file)).toBe(true);
  }
  for (const problem of result.problems) {
    expect(problem.message.trim()).not.toBe('');
    expect(written.has(problem.file)).toBe(true);
  }
}

/**
 * What discovery found always ends in exactly one place: a target at its location, or a skipped
 * reference with a reason (other registry, invalid, not an image) at its line.
 */
function expectTargetsAccountFor(result: DiscoveryResult) {
  const { targets, skipped } = buildTargets([], result.found, REGISTRY);
  const placed = targets.reduce((n, t) => n + t.locations.length, 0) + skipped.length;
  expect(placed).toBe(result.found.length);
  for (const s of skipped) {
    expect(s.reason.trim()).not.toBe('');
    expect(s.reason).not.toMatch(/TypeError|undefined is not|Cannot read/);
    expect(['other-registry', 'invalid', 'not-an-image']).toContain(s.kind);
  }
  for (const t of targets) {
    expect(t.org).not.toBe('');
    expect(t.image).not.toBe('');
    expect(t.tag).not.toBe('');
  }
}

const FILE_NAMES = [
  'Dockerfile',
  'svc/Dockerfile.prod',
  'tools/base.Dockerfile',
  'Containerfile',
  'x.containerfile',
  'compose.yaml',
  'deploy/app.yml',
  'k8s/a b/manifest.yaml',
  '.github/workflows/ci.yml',
  'ünïcødé/Dockerfile',
  'README.md',
  'data.json',
];
const DOCKER_TOKENS = [
  'FROM ',
  'ARG ',
  'COPY --from=',
  'RUN --mount=from=',
  ' AS ',
  '${',
  '}',
  ':-',
  '\\\n',
  '\n',
  '# escape=`\n',
  'cgr.dev/chainguard/x:1',
  '@sha256:',
  '\u0000',
  '\uFEFF',
  '\r\n',
];
const YAML_TOKENS = [
  'services:\n',
  '  a:\n',
  '    image: ',
  'containers:\n',
  '- image: ',
  'container: ',
  'uses: docker://',
  'cgr.dev/acme.com/y',
  '&x ',
  '*x',
  '<<: ',
  '---\n',
  '{',
  '[',
  '"',
  "'",
  '\t',
  '\u0000',
  '\uFEFF',
  '\n',
];

/** File contents: raw random bytes, or tokens of the format mixed with random bytes. */
const contents = fc.oneof(
  fc.uint8Array({ maxLength: 3000 }).map((b) => Buffer.from(b)),
  fc
    .array(
      fc.oneof(
        fc.constantFrom(...DOCKER_TOKENS, ...YAML_TOKENS),
        fc.string({ maxLength: 8 }),
        fc.uint8Array({ maxLength: 8 }).map((b) => Buffer.from(b).toString('latin1')),
      ),
      { maxLength: 80 },
    )
    .map((parts) => Buffer.from(parts.join(''), 'utf8')),
  // Long lines and many lines.
  fc
    .tuple(fc.constantFrom('FROM ', 'image: ', ''), fc.nat({ max: 20_000 }))
    .map(([head, n]) => Buffer.from(head + 'a'.repeat(n) + '\n'.repeat(n % 500))),
);

describe('discoverFiles on a workspace of random files', () => {
  it('never throws; every finding points at a written file and line; everything found is targeted or skipped with a reason', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.constantFrom(...FILE_NAMES), { minLength: 1, maxLength: 8 }),
        fc.array(contents, { minLength: 8, maxLength: 8 }),
        async (names, bodies) => {
          const workspace = join(root, `ws-${run++}`);
          const written = new Map<string, Buffer>();
          for (const [i, name] of names.entries()) {
            await mkdir(dirname(join(workspace, name)), { recursive: true });
            await writeFile(join(workspace, name), bodies[i]!);
            written.set(name, bodies[i]!);
          }
          const result = await discoverFiles(['**/*'], workspace);
          expectWellFormed(result, written);
          expectTargetsAccountFor(result);
          // Every file of a scannable kind was looked at: it gave something or nothing, never an unexplained skip.
          expect(result.unmatchedGlobs).toEqual([]);
          await rm(workspace, { recursive: true, force: true });
        },
      ),
      { numRuns: 40 },
    );
  });

  it('copes with symlink loops, dangling links and directories named like files', async () => {
    const workspace = join(root, 'links');
    await mkdir(join(workspace, 'deploy/Dockerfile'), { recursive: true }); // a directory named Dockerfile
    await writeFile(
      join(workspace, 'deploy/app.yaml'),
      'services:\n  a:\n    image: cgr.dev/chainguard/nginx:latest\n',
    );
    await symlink('..', join(workspace, 'deploy/loop'));
    await symlink('missing.yaml', join(workspace, 'dangling.yaml'));
    const result = await discoverFiles(['**/*'], workspace);
    expect(result.found.map((f) => `${f.location.file}:${f.location.line} ${f.ref}`)).toContain(
      'deploy/app.yaml:3 cgr.dev/chainguard/nginx:latest',
    );
    for (const problem of result.problems) expect(problem.message).toMatch(/cannot read|not scanned|cannot scan/);
  });
});

describe('random globs', () => {
  const globToken = fc.constantFrom(
    '**',
    '*',
    '?',
    '!',
    '!(',
    '[',
    ']',
    '{',
    '}',
    ',',
    '(',
    ')',
    '|',
    '+',
    '@',
    '/',
    '//',
    '.',
    '..',
    '\\',
    ' ',
    'a',
    'Dockerfile',
    '.yaml',
    '#',
    '$',
    '^',
  );
  const globText = fc.oneof(
    fc.string({ maxLength: 12 }),
    fc.array(globToken, { maxLength: 10 }).map((t) => t.join('')),
  );

  it('matchesFiles never throws on any glob and path', () => {
    fc.assert(
      fc.property(
        fc.array(globText, { maxLength: 4 }),
        fc.oneof(fc.constantFrom(...FILE_NAMES), fc.string({ maxLength: 20 })),
        (globs, path) => {
          expect(typeof matchesFiles(path, globs)).toBe('boolean');
        },
      ),
      { numRuns: 2000 },
    );
  });

  // Absolute globs are left out: one such as `/**` makes the walk start at the file system's root
  // (tinyglobby takes the pattern as written), which takes minutes and gigabytes before
  // matchesFiles drops every path. Reported; the inputs would better refuse them.
  const relative = (globs: string[]) => globs.every((g) => !/^\s*!?\s*[\\/]|[{,(|@!+][\\/]/.test(g));

  it('a glob the walker chokes on is an error naming the files input, not a TypeError', async () => {
    const error = await discoverFiles(['....'], root).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InputError);
    expect((error as Error).message).toMatch(/^Input "files": the globs "\.\.\.\." could not be walked/);
  });

  it('discoverFiles never throws on any relative glob but an InputError, and stays inside the workspace', async () => {
    const workspace = join(root, 'globs');
    await mkdir(join(workspace, 'svc'), { recursive: true });
    await writeFile(join(workspace, 'svc/Dockerfile'), 'FROM cgr.dev/chainguard/go:1.23\n');
    await writeFile(join(workspace, 'compose.yaml'), 'services:\n  a:\n    image: cgr.dev/chainguard/nginx:latest\n');
    const written = new Map([
      ['svc/Dockerfile', Buffer.from('FROM cgr.dev/chainguard/go:1.23\n')],
      ['compose.yaml', Buffer.from('services:\n  a:\n    image: cgr.dev/chainguard/nginx:latest\n')],
    ]);
    await fc.assert(
      fc.asyncProperty(fc.array(globText, { minLength: 1, maxLength: 4 }).filter(relative), async (globs) => {
        let result: DiscoveryResult;
        try {
          result = await discoverFiles(globs, workspace);
        } catch (error) {
          // A glob the walker cannot take (`....`) fails the run naming the files input.
          expect(error).toBeInstanceOf(InputError);
          expect((error as InputError).input).toBe('files');
          return;
        }
        expectWellFormed(result, written);
      }),
      { numRuns: 300 },
    );
  });
});

describe('references from anywhere', () => {
  const refLike = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc
      .array(
        fc.constantFrom(
          'cgr.dev/',
          'chainguard/',
          'acme.com/',
          'nginx',
          ':',
          '@',
          'sha256:',
          'a'.repeat(64),
          '/',
          '..',
          'A',
          '-',
          '_',
          'localhost:5000/',
          '[::1]/',
          ' ',
          '\n',
        ),
        { maxLength: 10 },
      )
      .map((t) => t.join('')),
  );

  it('parse errors name the reference and the part that is wrong', () => {
    fc.assert(
      fc.property(refLike, (text) => {
        try {
          parseReference(text);
        } catch (error) {
          expect(error).toBeInstanceOf(InvalidReferenceError);
          const invalid = error as InvalidReferenceError;
          expect(invalid.reference).toBe(text);
          expect(PARTS.has(invalid.part)).toBe(true);
          expect(invalid.message.startsWith(`invalid image reference "${text}": `)).toBe(true);
          expect(invalid.message.length).toBeGreaterThan(`invalid image reference "${text}": `.length);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('an input reference either becomes a target or fails the run with an error naming the images input', () => {
    fc.assert(
      fc.property(fc.array(refLike, { maxLength: 4 }), (refs) => {
        try {
          const { targets, skipped } = buildTargets(refs, [], REGISTRY);
          expect(targets.length + skipped.length).toBe(new Set(refs).size);
        } catch (error) {
          expect(error).toBeInstanceOf(InputError);
          expect((error as InputError).input).toBe('images');
          expect((error as Error).message).toMatch(/^Input "images": /);
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe('random input values', () => {
  const INPUTS = [
    'images',
    'files',
    'registry',
    'api-url',
    'issuer-url',
    'group',
    'fail-on',
    'max-age',
    'comment',
    'concurrency',
    'registry-username',
    'registry-password',
  ];
  it('readConfig accepts a value or throws an InputError naming that input', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...INPUTS),
        fc.oneof(fc.string({ maxLength: 30 }), fc.string({ unit: 'binary', maxLength: 30 })),
        (name, value) => {
          try {
            readConfig((input) => (input === name ? value : ''));
          } catch (error) {
            expect(error).toBeInstanceOf(InputError);
            // A username alone is reported on the password it lacks, and the reverse.
            const expected =
              name === 'registry-username'
                ? 'registry-password'
                : name === 'registry-password'
                  ? 'registry-username'
                  : name;
            expect((error as InputError).input).toBe(expected);
            expect((error as Error).message).toMatch(new RegExp(`^Input "${expected}": `));
          }
        },
      ),
      { numRuns: 3000 },
    );
  });
});
