import { cp, mkdir, mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { glob } from 'tinyglobby';
import { stringify } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discoverFiles, fileKind, matchesFiles, scanContent, type DiscoveryResult } from '../../../src/refs/discover';

const FIXTURES = fileURLToPath(new URL('../fixtures/discover', import.meta.url));
const HEX = '0123456789abcdef'.repeat(4);

// The fixtures are copied to a fresh workspace, where the directories git would not keep
// (node_modules is in .gitignore, .git cannot be committed) are made for the test.
let workspace: string;
beforeAll(async () => {
  workspace = await mkdtemp(join(tmpdir(), 'image-check-discover-'));
  await cp(FIXTURES, workspace, { recursive: true });
  await mkdir(join(workspace, 'node_modules/pkg'), { recursive: true });
  await writeFile(join(workspace, 'node_modules/pkg/Dockerfile'), 'FROM cgr.dev/chainguard/from-node-modules\n');
  await mkdir(join(workspace, 'svc/node_modules/dep'), { recursive: true });
  await writeFile(
    join(workspace, 'svc/node_modules/dep/compose.yaml'),
    'services:\n  a:\n    image: cgr.dev/chainguard/nested-node-modules\n',
  );
  await mkdir(join(workspace, '.git/hooks'), { recursive: true });
  await writeFile(join(workspace, '.git/hooks/Dockerfile'), 'FROM cgr.dev/chainguard/from-git\n');
});
afterAll(async () => {
  await rm(workspace, { recursive: true, force: true });
});

const at = (file: string, line: number, ref: string) => ({ ref, location: { file, line } });
const refsOf = (result: DiscoveryResult) => result.found.map((f) => `${f.location.file}:${f.location.line} ${f.ref}`);

const DOCKERFILE_FOUND = [
  at('svc/Dockerfile', 8, 'cgr.dev/chainguard/go:1.23'), // FROM --platform ${GO_IMAGE} AS Build
  at('svc/Dockerfile', 11, 'cgr.dev/chainguard/busybox:1.36'), // COPY --from=<image>
  at('svc/Dockerfile', 13, 'cgr.dev/chainguard/git:latest'), // RUN --mount=...,from=${TOOLS}, stage ARG from redeclared global
  at('svc/Dockerfile', 20, 'cgr.dev/chainguard/static:latest'), // FROM \ continued: the image word's line
  at('svc/Dockerfile', 24, 'cgr.dev/chainguard/wolfi-base:latest'), // COPY \ --from on a continuation line
  at('svc/Dockerfile', 27, 'cgr.dev/chainguard/node:20'), // ${TAG:-20} with TAG without default
  at('svc/Dockerfile', 31, 'cgr.dev/chainguard/curl:latest'), // global ARG declared again in the stage
];

describe('Dockerfile rules (svc/Dockerfile)', () => {
  it('finds FROM, COPY --from and RUN --mount from images with ARGs expanded, at their lines', async () => {
    const result = await discoverFiles(['svc/Dockerfile'], workspace);
    // Not found: stage reuse (FROM build, from=BUILD, --from=build, --from=0) and FROM scratch.
    expect(result.found).toEqual(DOCKERFILE_FOUND);
    expect(result.problems).toEqual([]);
    expect(result.unmatchedGlobs).toEqual([]);
  });

  it('skips references that still hold a variable, at their lines', async () => {
    const result = await discoverFiles(['svc/Dockerfile'], workspace);
    expect(result.skipped.map((s) => [s.location, s.kind, s.ref])).toEqual([
      [{ file: 'svc/Dockerfile', line: 26 }, 'unresolved', '${REGISTRY}/chainguard/python:${TAG}'],
      [{ file: 'svc/Dockerfile', line: 29 }, 'unresolved', '${REGISTRY}/chainguard/jq'],
    ]);
    expect(result.skipped[0]!.reason).toMatch(/TAG has no default value/);
    expect(result.skipped[1]!.reason).toMatch(/REGISTRY is a global ARG.*ARG REGISTRY/);
  });
});

describe('YAML rules', () => {
  it('compose: services.*.image, merge keys followed, ${VAR:-default} read, ${VAR} skipped, build: images left out', async () => {
    const result = await discoverFiles(['compose.yaml'], workspace);
    expect(result.found).toEqual([
      at('compose.yaml', 2, 'cgr.dev/chainguard/nginx:1.25'), // via <<: *defaults, at the anchor's text
      // line 8: `api` has build: too, so its image is the one Compose builds, not one it pulls
      at('compose.yaml', 11, 'cgr.dev/chainguard/redis'), // ${CACHE_IMAGE:-...}: the default, as Compose uses it when unset
      at('compose.yaml', 16, `cgr.dev/chainguard/postgres@sha256:${HEX}`),
    ]);
    expect(result.skipped).toEqual([
      expect.objectContaining({
        ref: '${JOBS_IMAGE:?set JOBS_IMAGE}',
        kind: 'unresolved',
        location: { file: 'compose.yaml', line: 18 },
      }),
    ]);
  });

  it('kubernetes: containers, initContainers, ephemeralContainers at any depth of every document', async () => {
    const result = await discoverFiles(['k8s/*.yaml'], workspace);
    expect(result.found).toEqual([
      at('k8s/manifests.yaml', 10, 'cgr.dev/chainguard/busybox:latest'), // Deployment initContainers
      at('k8s/manifests.yaml', 13, 'cgr.dev/chainguard/nginx:1.25'),
      at('k8s/manifests.yaml', 15, 'docker.io/library/envoy:v1'), // other registries are passed up too
      at('k8s/manifests.yaml', 30, 'cgr.dev/chainguard/python:3.12'), // CronJob jobTemplate; folded scalar: its text's line
      at('k8s/manifests.yaml', 42, 'cgr.dev/chainguard/git:latest'), // Pod, flow-style initContainers
      at('k8s/manifests.yaml', 45, 'cgr.dev/chainguard/static:latest'),
      at('k8s/manifests.yaml', 48, 'cgr.dev/chainguard/wolfi-base:latest'), // ephemeralContainers
    ]);
    // `image:` outside a container list (an annotation, a ConfigMap) is no container image.
    expect(refsOf(result).join('\n')).not.toMatch(/ignored|not\/a-container-image/);
    expect(result.skipped).toEqual([]);
  });

  it('workflows: container (string and object), services, docker:// steps; expressions skipped', async () => {
    const result = await discoverFiles(['.github/workflows/*.yml'], workspace);
    expect(result.found).toEqual([
      at('.github/workflows/ci.yml', 6, 'cgr.dev/chainguard/go:1.23'),
      at('.github/workflows/ci.yml', 9, 'cgr.dev/chainguard/redis:7'),
      at('.github/workflows/ci.yml', 14, 'cgr.dev/chainguard/crane:latest'),
      at('.github/workflows/ci.yml', 21, 'cgr.dev/chainguard/node:20'),
    ]);
    expect(result.skipped.map((s) => [s.location?.line, s.kind, s.ref])).toEqual([
      [11, 'unresolved', '${{ matrix.db }}'],
      [24, 'unresolved', '${{ vars.IMAGE }}'],
      [31, 'unresolved', '${{ matrix.image }}'],
    ]);
  });

  it('a file that does not parse is a problem at its line, and the other files are still scanned', async () => {
    const result = await discoverFiles(['broken/*.yaml', 'compose.yaml'], workspace);
    expect(result.problems).toEqual([
      { file: 'broken/bad.yaml', line: 5, message: expect.stringMatching(/^cannot parse YAML: /) },
    ]);
    expect(result.found.map((f) => f.location.file)).toEqual(['compose.yaml', 'compose.yaml', 'compose.yaml']);
  });
});

describe('discoverFiles: globs', () => {
  const ALL = [
    '**/Dockerfile',
    '**/*.Dockerfile',
    '**/*.yaml',
    '.github/workflows/*.yml',
    'tools/*.md',
    'nothing-here/**/*.yml',
  ];

  it('scans every kind in a deterministic order, never in node_modules or .git', async () => {
    const result = await discoverFiles(ALL, workspace);
    const files = [...new Set(result.found.map((f) => f.location.file))];
    expect(files).toEqual([
      '.github/workflows/ci.yml',
      'compose.yaml',
      'k8s/manifests.yaml',
      'svc/Dockerfile',
      'tools/base.Dockerfile',
    ]);
    expect(result.found.filter((f) => f.location.file === 'svc/Dockerfile')).toEqual(DOCKERFILE_FOUND);
    expect(result.found.filter((f) => f.location.file === 'tools/base.Dockerfile')).toEqual([
      at('tools/base.Dockerfile', 1, `cgr.dev/chainguard/wolfi-base:latest@sha256:${HEX}`),
    ]);
    expect(refsOf(result).join('\n')).not.toMatch(/from-node-modules|nested-node-modules|from-git|not-scanned/);
    expect(result.problems.map((p) => p.file)).toEqual(['broken/bad.yaml']);
    expect(result.unmatchedGlobs).toEqual(['nothing-here/**/*.yml']);
    // Sorted by file, then line.
    const places = result.found.map((f) => f.location);
    const sorted = [...places].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line));
    expect(places).toEqual(sorted);
  });

  it('gives the same result however the globs are ordered', async () => {
    const forward = await discoverFiles(ALL, workspace);
    const backward = await discoverFiles([...ALL].reverse(), workspace);
    expect({ ...backward, unmatchedGlobs: null }).toEqual({ ...forward, unmatchedGlobs: null });
  });

  it('never enters node_modules or .git, even when a glob names them', async () => {
    const result = await discoverFiles(
      ['node_modules/**/Dockerfile', '.git/hooks/Dockerfile', 'svc/node_modules/**'],
      workspace,
    );
    expect(result.found).toEqual([]);
    expect(result.unmatchedGlobs).toEqual([
      'node_modules/**/Dockerfile',
      '.git/hooks/Dockerfile',
      'svc/node_modules/**',
    ]);
  });

  it("excludes with '!' lines, takes directories whole, matches dot directories", async () => {
    const result = await discoverFiles(['**/*.yaml', '**/*.yml', '!broken/**', '!k8s'], workspace);
    expect([...new Set(result.found.map((f) => f.location.file))]).toEqual([
      '.github/workflows/ci.yml',
      'compose.yaml',
    ]);
    expect(result.problems).toEqual([]);
    const dir = await discoverFiles(['svc'], workspace);
    expect(dir.found).toEqual(DOCKERFILE_FOUND);
  });

  it('returns nothing, without error, when no glob matches or none is given', async () => {
    const none = { found: [], skipped: [], problems: [], unscanned: [] };
    expect(await discoverFiles(['missing/*.yaml'], workspace)).toEqual({ ...none, unmatchedGlobs: ['missing/*.yaml'] });
    expect(await discoverFiles([], workspace)).toEqual({ ...none, unmatchedGlobs: [] });
    expect(await discoverFiles(['!compose.yaml'], workspace)).toEqual({ ...none, unmatchedGlobs: [] });
  });

  it('names the selected files it does not scan (neither Dockerfile nor YAML)', async () => {
    const result = await discoverFiles(['tools/*'], workspace);
    expect(result.unscanned).toEqual(['tools/README.md']);
    expect(result.found.map((f) => f.location.file)).toEqual(['tools/base.Dockerfile']);
  });

  it('reports a file too large to scan as a problem', async () => {
    const big = join(workspace, 'big/compose.yaml');
    await mkdir(join(workspace, 'big'), { recursive: true });
    await writeFile(big, '');
    await truncate(big, 9 * 1024 * 1024); // sparse: no real 9 MiB written
    const result = await discoverFiles(['big/*.yaml'], workspace);
    expect(result.problems).toEqual([{ file: 'big/compose.yaml', message: expect.stringMatching(/not scanned/) }]);
    await rm(join(workspace, 'big'), { recursive: true });
  });

  it('agrees with matchesFiles on every file of the tree', async () => {
    const everything = await glob(['**/*'], { cwd: workspace, dot: true });
    const globSets = [
      ALL,
      ['**/*'],
      ['**/*.yaml', '!k8s/**'],
      ['svc', '!**/Dockerfile'],
      ['.github/**', 'node_modules/**'],
      ['*.yaml'],
      ['./k8s/*.yaml'],
    ];
    for (const globs of globSets) {
      const result = await discoverFiles(globs, workspace);
      const scanned = new Set(
        [...result.found, ...result.skipped].map((f) => f.location!.file).concat(result.problems.map((p) => p.file)),
      );
      for (const file of scanned) expect(matchesFiles(file, globs), `${file} for ${globs.join(' ')}`).toBe(true);
      // And every file matchesFiles selects that yields something was scanned.
      for (const file of everything.filter((f) => matchesFiles(f, globs) && YIELDING.includes(f))) {
        expect(scanned.has(file), `${file} for ${globs.join(' ')}`).toBe(true);
      }
    }
  });
});

/** The fixture files that give a reference, a skip or a problem when scanned. */
const YIELDING = [
  'svc/Dockerfile',
  'tools/base.Dockerfile',
  'compose.yaml',
  'k8s/manifests.yaml',
  '.github/workflows/ci.yml',
  'broken/bad.yaml',
];

describe('matchesFiles', () => {
  it.each([
    ['.github/workflows/ci.yml', ['.github/workflows/*.yml'], true],
    ['.github/workflows/ci.yml', ['**/*.yml'], true],
    ['.github/workflows/ci.yml', ['*.yml'], false],
    ['svc/Dockerfile', ['**/Dockerfile'], true],
    ['Dockerfile', ['**/Dockerfile'], true],
    ['svc/Dockerfile', ['svc'], true],
    ['svc/Dockerfile', ['svc/'], true],
    ['./svc/Dockerfile', ['./svc/*'], true],
    ['svc\\Dockerfile', ['svc/*'], true],
    ['svc/Dockerfile', ['**/Dockerfile', '!svc/**'], false],
    ['svc/Dockerfile', ['!svc/**', '**/Dockerfile'], false],
    ['svc/Dockerfile', ['**/Dockerfile', '!svc'], false],
    ['svc/Dockerfile', ['**/*.{yml,yaml}', '**/Dockerfile'], true],
    ['k8s/a.yaml', ['**/*.{yml,yaml}'], true],
    ['node_modules/x/Dockerfile', ['**/Dockerfile'], false],
    ['a/node_modules/x/Dockerfile', ['**/*'], false],
    ['.git/Dockerfile', ['**/*'], false],
    ['.gitignore', ['**/*'], true],
    ['svc/Dockerfile', [], false],
    ['svc/Dockerfile', ['!x'], false],
    ['../outside/Dockerfile', ['**/*'], false],
  ])('%s with %j -> %s', (file, globs, expected) => {
    expect(matchesFiles(file, globs)).toBe(expected);
  });
});

describe('fileKind', () => {
  it.each([
    ['Dockerfile', 'dockerfile'],
    ['a/Containerfile', 'dockerfile'],
    ['a/dockerfile', 'dockerfile'],
    ['a/Dockerfile.prod', 'dockerfile'],
    ['a/app.Dockerfile', 'dockerfile'],
    ['a/app.dockerfile', 'dockerfile'],
    ['a/app.Containerfile', 'dockerfile'],
    ['a/Dockerfile.dockerignore', null],
    ['a/compose.yaml', 'yaml'],
    ['.github/workflows/ci.yml', 'yaml'],
    ['k8s/list.json', null],
    ['README.md', null],
    ['Dockerfiles/readme.txt', null],
  ])('%s -> %s', (file, kind) => {
    expect(fileKind(file)).toBe(kind);
  });
});

describe('scanContent: Dockerfile details', () => {
  const scan = (text: string) => scanContent('Dockerfile', text);

  it('honours the escape directive, comments and CRLF line ends', () => {
    const text =
      '# escape=`\r\n# a comment\r\nFROM `\r\n  cgr.dev/chainguard/a:1 AS x\r\nCOPY --from=x / /\r\nRUN --mount=type=bind,from=cgr.dev/chainguard/b,target=/b `\r\n  true\r\n';
    expect(scan(text).found).toEqual([
      at('Dockerfile', 4, 'cgr.dev/chainguard/a:1'),
      at('Dockerfile', 6, 'cgr.dev/chainguard/b'),
    ]);
  });

  it('puts a value that begins after an escaped newline on its own line', () => {
    const text =
      'FROM a AS s\nCOPY --from=\\\ncgr.dev/chainguard/c /x /y\nRUN --mount=type=bind,from=\\\n# comment\ncgr.dev/chainguard/d,target=/d true\n';
    expect(scan(text).found).toEqual([
      at('Dockerfile', 1, 'a'),
      at('Dockerfile', 3, 'cgr.dev/chainguard/c'),
      at('Dockerfile', 6, 'cgr.dev/chainguard/d'),
    ]);
  });

  it('matches stage names case-insensitively and by index; only earlier stages are FROM bases', () => {
    const text = [
      'FROM cgr.dev/chainguard/a AS Builder',
      'FROM BUILDER',
      'COPY --from=builder / /',
      'COPY --from=1 / /',
      'COPY --from=later / /',
      'FROM later AS later',
      'COPY --from=7 / /',
    ].join('\n');
    expect(scan(text).found).toEqual([
      at('Dockerfile', 1, 'cgr.dev/chainguard/a'),
      at('Dockerfile', 6, 'later'),
      at('Dockerfile', 7, '7'),
    ]);
  });

  it('scopes ARG and ENV like BuildKit', () => {
    const text = [
      'ARG A=cgr.dev/chainguard/a B=cgr.dev/chainguard/b', // 1: two ARGs on one line
      'FROM $A AS one', // 2
      'ENV E=cgr.dev/chainguard/e', // 3
      'ARG L=cgr.dev/chainguard/l', // 4
      'COPY --from=$E / /', // 5: ENV of this stage
      'COPY --from=${L} / /', // 6: ARG of this stage
      'FROM one', // 7: stage base: its ENV carries over, its ARG does not
      'COPY --from=$E / /', // 8
      'COPY --from=$L / /', // 9: unresolved
      'FROM $B', // 10: global ARG
      'ARG A', // 11: declared again: global default
      'COPY --from=${A}:${T:-1} / /', // 12
      'FROM ${A:+cgr.dev/chainguard/plus}', // 13
      "FROM '$A'", // 14: single quotes keep $ as text
      'FROM \\$A', // 15: escaped $
      'FROM ${A#x}', // 16: pattern expansion is not evaluated
    ].join('\n');
    const result = scan(text);
    expect(result.found).toEqual([
      at('Dockerfile', 2, 'cgr.dev/chainguard/a'),
      at('Dockerfile', 5, 'cgr.dev/chainguard/e'),
      at('Dockerfile', 6, 'cgr.dev/chainguard/l'),
      at('Dockerfile', 8, 'cgr.dev/chainguard/e'),
      at('Dockerfile', 10, 'cgr.dev/chainguard/b'),
      at('Dockerfile', 12, 'cgr.dev/chainguard/a:1'),
      at('Dockerfile', 13, 'cgr.dev/chainguard/plus'),
      at('Dockerfile', 14, '$A'),
      at('Dockerfile', 15, '$A'),
    ]);
    expect(result.skipped.map((s) => [s.location?.line, s.ref])).toEqual([
      [9, '$L'],
      [16, '${A#x}'],
    ]);
  });

  it('says why a variable has no value', () => {
    const text = [
      'ARG NODEF',
      'FROM cgr.dev/chainguard/a:${TARGETARCH}',
      'FROM cgr.dev/chainguard/b:${NODEF}',
      'COPY --from=cgr.dev/chainguard/c:${LATER} / /',
      'ARG LATER=1',
      'FROM ${LATER}',
    ].join('\n');
    expect(scan(text).skipped.map((s) => [s.location?.line, s.reason])).toEqual([
      [2, expect.stringMatching(/TARGETARCH is set by BuildKit/)],
      [3, expect.stringMatching(/NODEF has no default value/)],
      [4, expect.stringMatching(/LATER is not declared by an ARG or ENV before this line in this stage/)],
      [6, expect.stringMatching(/LATER is not declared by an ARG before the first FROM/)],
    ]);
  });

  it('says a word that expands to nothing, rather than taking it for a stage or passing up an empty reference', () => {
    const result = scan('ARG E=\nFROM cgr.dev/chainguard/a\nFROM ${E}\nFROM ${UNSET:+x}\n');
    expect(result.found).toEqual([at('Dockerfile', 2, 'cgr.dev/chainguard/a')]);
    expect(result.skipped.map((s) => [s.location?.line, s.kind, s.ref])).toEqual([
      [3, 'unresolved', '${E}'],
      [4, 'unresolved', '${UNSET:+x}'],
    ]);
    expect(result.skipped[0]!.reason).toMatch(/expands to nothing/);
  });

  it('reads `ARG NAME VALUE` as two ARGs without values, as BuildKit does', () => {
    const result = scan(
      'ARG CUDA=9.2\nARG LINUX_VERSION ubuntu16.04\nFROM nvidia/cuda:${CUDA}-devel-${LINUX_VERSION}\n',
    );
    expect(result.found).toEqual([]);
    expect(result.skipped).toEqual([
      expect.objectContaining({ kind: 'unresolved', location: { file: 'Dockerfile', line: 3 } }),
    ]);
    expect(result.skipped[0]!.reason).toMatch(/LINUX_VERSION has no default/);
    expect(scan('ARG A B\nFROM cgr.dev/x/${B:-b}:${A:-1}\n').found).toEqual([at('Dockerfile', 2, 'cgr.dev/x/b:1')]);
  });

  it('ignores ONBUILD, heredocs and instructions before FROM other than ARG', () => {
    const text =
      'COPY --from=cgr.dev/x/before / /\nFROM cgr.dev/chainguard/a\nONBUILD COPY --from=cgr.dev/x/onbuild / /\nRUN <<EOF\nFROM cgr.dev/x/heredoc\nEOF\n';
    expect(scan(text).found).toEqual([at('Dockerfile', 2, 'cgr.dev/chainguard/a')]);
  });

  it('reads past a byte-order mark', () => {
    expect(scan('\uFEFFFROM cgr.dev/chainguard/a\n').found).toEqual([at('Dockerfile', 1, 'cgr.dev/chainguard/a')]);
  });
});

describe('scanContent: YAML details', () => {
  it('reads the good documents of a file with a broken one', () => {
    const text = 'containers: [{ image: a\n---\nspec:\n  containers:\n    - image: cgr.dev/chainguard/b\n';
    const result = scanContent('k.yaml', text);
    expect(result.found).toEqual([at('k.yaml', 5, 'cgr.dev/chainguard/b')]);
    expect(result.problems).toEqual([
      { file: 'k.yaml', line: expect.any(Number), message: expect.stringMatching(/cannot parse YAML/) },
    ]);
  });

  it('follows aliases to where the text is written and ignores non-string images', () => {
    const text =
      'base: &img cgr.dev/chainguard/a\nspec:\n  containers:\n    - image: *img\n    - image: {}\n    - image:\n    - image: 7\n';
    expect(scanContent('k.yml', text).found).toEqual([at('k.yml', 1, 'cgr.dev/chainguard/a'), at('k.yml', 7, '7')]);
  });

  it('skips values filled in later: ${VAR}, $(VAR), {{ template }}', () => {
    const text = 'spec:\n  containers:\n    - image: $(IMG)\n    - image: "{{ .Values.image }}"\n    - image: $IMG\n';
    const result = scanContent('k.yaml', text);
    expect(result.found).toEqual([]);
    expect(result.skipped.map((s) => [s.location?.line, s.kind, s.ref])).toEqual([
      [3, 'unresolved', '$(IMG)'],
      [4, 'unresolved', '{{ .Values.image }}'],
      [5, 'unresolved', '$IMG'],
    ]);
  });

  it('scans nothing in a file of an unknown kind or an empty one', () => {
    expect(scanContent('README.md', 'FROM cgr.dev/chainguard/a')).toEqual({
      found: [],
      skipped: [],
      problems: [],
      unscanned: ['README.md'],
    });
    expect(scanContent('a.yaml', '')).toEqual({ found: [], skipped: [], problems: [] });
  });
});

describe('scanContent never throws', () => {
  const dockerToken = fc.constantFrom(
    'FROM ',
    'ARG ',
    'ENV ',
    'COPY ',
    'RUN ',
    'ONBUILD ',
    ' AS ',
    '--from=',
    '--mount=',
    'type=bind,',
    'from=',
    '--platform=',
    '$',
    '${',
    '}',
    ':-',
    ':+',
    '-',
    '+',
    '?',
    '#',
    '%',
    '/',
    '"',
    "'",
    '\\',
    '`',
    '\n',
    '\r\n',
    ' ',
    '=',
    ',',
    'a',
    'X',
    'cgr.dev/x',
    '# escape=`\n',
    '<<EOF\n',
    'EOF',
  );
  const yamlToken = fc.constantFrom(
    'jobs:',
    'services:',
    'containers:',
    'initContainers:',
    'image:',
    'container:',
    'steps:',
    'uses:',
    'docker://',
    '<<:',
    '&a',
    '*a',
    '- ',
    '[',
    ']',
    '{',
    '}',
    ',',
    ':',
    ' ',
    '  ',
    '\n',
    '---\n',
    '"',
    "'",
    '|',
    '>-',
    '#',
    '${{ x }}',
    '${V}',
    'cgr.dev/x',
    '!!binary',
    '%YAML 1.2\n',
    '\t',
    '?',
  );
  // Structured YAML, so the walks get deep into jobs, services and container lists, then the
  // text cut or spliced so the parser sees near-valid input too.
  const key = fc.constantFrom(
    'jobs',
    'services',
    'containers',
    'initContainers',
    'ephemeralContainers',
    'image',
    'container',
    'steps',
    'uses',
    'spec',
    '<<',
    'x',
  );
  const leaf = fc.oneof(
    fc.constantFrom('cgr.dev/chainguard/a:1', 'docker://cgr.dev/x', '${{ e }}', '${V}', ''),
    fc.string(),
    fc.integer(),
    fc.constant(null),
  );
  const { tree } = fc.letrec<{ tree: unknown }>((tie) => ({
    tree: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      leaf,
      fc.array(tie('tree'), { maxLength: 3 }),
      fc.dictionary(key, tie('tree'), { maxKeys: 4 }),
    ),
  }));
  const structured = fc
    .tuple(fc.array(tree, { minLength: 1, maxLength: 3 }), fc.nat(), fc.nat(), fc.string({ maxLength: 3 }))
    .map(([docs, cut, len, insert]) => {
      const text = docs.map((doc) => stringify(doc)).join('---\n');
      const at = cut % (text.length + 1);
      return len % 3 === 0 ? text : text.slice(0, at) + insert + text.slice(at + (len % 4));
    });
  const junk = (token: fc.Arbitrary<string>) => fc.array(token, { maxLength: 60 }).map((t) => t.join(''));
  const bytes = fc.uint8Array({ maxLength: 400 }).map((b) => Buffer.from(b).toString('utf8'));
  const latin = fc.uint8Array({ maxLength: 400 }).map((b) => Buffer.from(b).toString('latin1'));

  const wellFormed = (result: DiscoveryResult, text: string) => {
    const lines = text.split(/\r\n|\r|\n/).length;
    for (const place of [...result.found.map((f) => f.location), ...result.skipped.map((s) => s.location!)]) {
      expect(place.line).toBeGreaterThanOrEqual(1);
      expect(place.line).toBeLessThanOrEqual(lines);
    }
  };

  it('on random text read as a Dockerfile', () => {
    fc.assert(
      fc.property(fc.oneof(bytes, latin, fc.string(), junk(dockerToken)), (text) => {
        wellFormed(scanContent('svc/Dockerfile', text), text);
      }),
      { numRuns: 2000 },
    );
  });

  it('on random text read as YAML', () => {
    fc.assert(
      fc.property(fc.oneof(bytes, latin, fc.string(), junk(yamlToken), structured, structured), (text) => {
        wellFormed(scanContent('deploy/app.yaml', text), text);
        wellFormed(scanContent('.github/workflows/ci.yml', text), text);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('discoverFiles: Dockerfiles by content or by an exact name in files', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'image-check-sniff-'));
    await mkdir(join(dir, 'build'), { recursive: true });
    await writeFile(
      join(dir, 'Dockerfile-prod'),
      '# syntax=docker/dockerfile:1\n\nARG BASE=cgr.dev/chainguard/go:1.23\nFROM ${BASE} AS build\nFROM cgr.dev/chainguard/static\n',
    );
    await writeFile(join(dir, 'build/prod.docker'), 'FROM cgr.dev/chainguard/node:20\n');
    await writeFile(
      join(dir, 'build/notes'),
      'From the start, this folder holds the production images.\nFROM cgr.dev/chainguard/not-an-image\n',
    );
    await writeFile(join(dir, 'build/image.txt'), 'FROM cgr.dev/chainguard/named:1\n');
    await writeFile(join(dir, 'build/docs.md'), 'FROM cgr.dev/chainguard/in-docs\n');
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('scans a file that starts like a Dockerfile (first instruction FROM or ARG), whatever its name', async () => {
    const result = await discoverFiles(['**/*'], dir);
    expect(result.found.map((f) => `${f.location.file}:${f.location.line} ${f.ref}`)).toEqual([
      'Dockerfile-prod:4 cgr.dev/chainguard/go:1.23',
      'Dockerfile-prod:5 cgr.dev/chainguard/static',
      'build/prod.docker:1 cgr.dev/chainguard/node:20',
    ]);
    // Prose starting with "From", and documentation or data by extension, are not Dockerfiles.
    expect(result.unscanned).toEqual(['build/docs.md', 'build/image.txt', 'build/notes']);
  });

  it('scans a file the globs name exactly as a Dockerfile, whatever its extension', async () => {
    const result = await discoverFiles(['build/image.txt', 'build/*.md'], dir);
    expect(result.found).toEqual([at('build/image.txt', 1, 'cgr.dev/chainguard/named:1')]);
    expect(result.unscanned).toEqual(['build/docs.md']); // named by a glob with magic: sniffed, and .md is documentation
  });

  it('scanContent sniffs the same way (pull request contents)', () => {
    expect(scanContent('ci/Containerfile-test', 'ARG \\\n  X=1\nFROM cgr.dev/chainguard/a\n').found).toEqual([
      at('ci/Containerfile-test', 3, 'cgr.dev/chainguard/a'),
    ]);
    expect(scanContent('LICENSE', 'From: someone\n').unscanned).toEqual(['LICENSE']);
  });
});
