import { DEFAULT_FAIL_ON } from '../../src/findings';
import { WriteRefused } from '../../src/errors';
import { execFileSync } from 'node:child_process';
import { constants } from 'node:fs';
import {
  lstat,
  mkdir,
  mkdtemp,
  open,
  readdir,
  readFile,
  readlink,
  rm,
  symlink,
  truncate,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { glob } from 'tinyglobby';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDocument, LineCounter } from 'yaml';
import { computeVerdict } from '../../src/check/judge/verdict';
import { parseFailOn } from '../../src/config';
import { isInside, readInside } from '../../src/fs/read-inside';
import { writeInside } from '../../src/fs/write-inside';
import type { ImageResult } from '../../src/model';
import { gitRunner, gitSource, isScannableEntry } from '../../src/review/sources';
import { discoverFiles, scanContent } from '../../src/refs/discover';
import { GLOB_OPTIONS, guardedWalk } from '../../src/refs/globs';
import { aliasTargets, duplicateKeys, expandedSize, MAX_EXPANDED_NODES } from '../../src/refs/yaml-bounds';
import { capSummary, renderSummary, SUMMARY_BUDGET_BYTES } from '../../src/report/summary';
import { digest, result } from '../support/results';

// The file side of a hostile pull request, unit by unit: the safe reader and writer, the walk,
// the YAML bounds, the git read of the PR comment, the verdict and the summary cap.

let base: string; // holds `ws` (the workspace) and `outside` (a sibling the PR must not reach)
let ws: string;
let outside: string;
const mkfifo = (path: string) => execFileSync('mkfifo', [path]);

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'image-check-safe-'));
  ws = join(base, 'ws');
  outside = join(base, 'outside');
  await mkdir(join(ws, 'sub'), { recursive: true });
  await mkdir(outside);
  await writeFile(join(outside, 'Dockerfile'), 'ARG V=outside-canary\nFROM cgr.dev/chainguard/node:${V}\n');
  await writeFile(join(outside, 'secret.txt'), 'outside-canary\n');
  await writeFile(join(ws, 'sub/Dockerfile'), 'FROM cgr.dev/chainguard/static:latest\n');
  await symlink('../outside', join(ws, 'vendor'));
  await symlink('../outside/secret.txt', join(ws, 'leak.Dockerfile'));
  await symlink('/proc/self/environ', join(ws, 'Dockerfile'));
  await symlink('/', join(ws, 'root'));
  await symlink('/dev/zero', join(ws, 'zero.Dockerfile'));
  await symlink('sub/Dockerfile', join(ws, 'inside.Dockerfile'));
  await symlink('sub', join(ws, 'alias'));
  mkfifo(join(ws, 'pipe.Dockerfile'));
});
afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

describe('readInside', () => {
  it('reads a regular file, also through a link that stays inside', async () => {
    expect(await readInside(ws, 'sub/Dockerfile', 1000)).toEqual({
      ok: true,
      text: 'FROM cgr.dev/chainguard/static:latest\n',
    });
    expect(await readInside(ws, 'inside.Dockerfile', 1000)).toEqual({
      ok: true,
      text: 'FROM cgr.dev/chainguard/static:latest\n',
    });
    expect(await readInside(ws, 'alias/Dockerfile', 1000)).toMatchObject({ ok: true });
  });

  it('does not follow a link out of the workspace, naming no target and no content', async () => {
    for (const file of [
      'Dockerfile',
      'leak.Dockerfile',
      'vendor/Dockerfile',
      'zero.Dockerfile',
      'root/etc/hostname',
      '../outside/secret.txt',
    ]) {
      const read = await readInside(ws, file, 1000);
      expect(read, file).toMatchObject({ ok: false, why: 'outside' });
      expect(JSON.stringify(read)).not.toMatch(/canary|environ|\/dev\/zero|outside\//);
    }
  });

  it('never waits on a FIFO (the call returns, though no writer ever comes)', async () => {
    // Opening it to read would wait for a writer forever: the test's own timeout is the guard.
    expect(await readInside(ws, 'pipe.Dockerfile', 1000)).toMatchObject({
      ok: false,
      why: 'not-regular',
      message: expect.stringContaining('FIFO'),
    });
    // Nothing holds it open for reading now: a writer that will not wait finds no reader.
    await expect(open(join(ws, 'pipe.Dockerfile'), constants.O_WRONLY | constants.O_NONBLOCK)).rejects.toMatchObject({
      code: 'ENXIO',
    });
  });

  it('holds the cap while reading: a file whose size says 0 is read only to cap + 1 bytes', async (ctx) => {
    // /proc/self/environ is a regular file that reports size 0 and has content.
    const environ = await readFile('/proc/self/environ').catch(() => null);
    if (!environ || environ.length < 20) return ctx.skip('no /proc/self/environ with content: not Linux');
    expect(await readInside('/proc/self', 'environ', 10)).toMatchObject({ ok: false, why: 'too-large' });
    expect(await readInside('/proc/self', 'environ', environ.length + 4096)).toMatchObject({ ok: true });
  });

  it('refuses a file over the cap by its size, without reading it', async () => {
    await writeFile(join(ws, 'big.yaml'), '');
    await truncate(join(ws, 'big.yaml'), 5000);
    expect(await readInside(ws, 'big.yaml', 4096)).toMatchObject({
      ok: false,
      why: 'too-large',
      message: expect.stringContaining('5000 bytes'),
    });
    await rm(join(ws, 'big.yaml'));
  });

  it('says a missing file cannot be read', async () => {
    expect(await readInside(ws, 'no/such/file', 10)).toMatchObject({
      ok: false,
      why: 'unreadable',
      message: expect.stringContaining('ENOENT'),
    });
  });

  it('isInside compares whole path segments', () => {
    expect(isInside('/a/ws', '/a/ws')).toBe(true);
    expect(isInside('/a/ws', '/a/ws/x/y')).toBe(true);
    expect(isInside('/a/ws', '/a/ws2/x')).toBe(false);
    expect(isInside('/a/ws', '/a/..ws')).toBe(false);
    expect(isInside('/a/ws', '/a/ws/..x')).toBe(true);
    expect(isInside('/a/ws', '/a')).toBe(false);
  });
});

describe('writeInside', () => {
  it('writes a new file and replaces an existing one', async () => {
    await writeInside([ws], 'reports/a.sarif', 'one');
    expect(await readFile(join(ws, 'reports/a.sarif'), 'utf8')).toBe('one');
    await writeInside([ws], 'reports/a.sarif', 'two');
    expect(await readFile(join(ws, 'reports/a.sarif'), 'utf8')).toBe('two');
    expect((await readdir(join(ws, 'reports'))).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('replaces a link at the target instead of writing through it', async () => {
    await symlink('../outside/secret.txt', join(ws, 'linked.sarif'));
    await writeInside([ws], 'linked.sarif', '{"sarif":1}');
    expect(await readFile(join(outside, 'secret.txt'), 'utf8')).toBe('outside-canary\n');
    expect((await lstat(join(ws, 'linked.sarif'))).isFile()).toBe(true);
    expect(await readFile(join(ws, 'linked.sarif'), 'utf8')).toBe('{"sarif":1}');
  });

  it('refuses a directory that is a link leading out, creating nothing there', async () => {
    await expect(writeInside([ws], 'vendor/x.sarif', 'x')).rejects.toBeInstanceOf(WriteRefused);
    await expect(writeInside([ws], 'vendor/deeper/x.sarif', 'x')).rejects.toBeInstanceOf(WriteRefused);
    await expect(writeInside([ws], '../outside/x.sarif', 'x')).rejects.toBeInstanceOf(WriteRefused);
    await expect(writeInside([ws], join(outside, 'x.sarif'), 'x')).rejects.toBeInstanceOf(WriteRefused);
    expect((await readdir(outside)).sort()).toEqual(['Dockerfile', 'secret.txt']);
  });

  it('writes the results file under the same rules: links replaced, a way out refused', async () => {
    // In pieces, as the action writes it (report/results-file.ts).
    const text = ['[\n', '  {"ref": "a"}', '\n]\n'];
    await symlink('../outside/secret.txt', join(ws, 'results.json'));
    await writeInside([ws], 'results.json', text);
    expect(await readFile(join(outside, 'secret.txt'), 'utf8')).toBe('outside-canary\n');
    expect((await lstat(join(ws, 'results.json'))).isFile()).toBe(true);
    expect(await readFile(join(ws, 'results.json'), 'utf8')).toBe('[\n  {"ref": "a"}\n]\n');
    await expect(writeInside([ws], 'vendor/results.json', text)).rejects.toBeInstanceOf(WriteRefused);
    await expect(writeInside([ws], '../outside/results.json', text)).rejects.toBeInstanceOf(WriteRefused);
    expect((await readdir(outside)).sort()).toEqual(['Dockerfile', 'secret.txt']);
  });

  it('allows a second root (RUNNER_TEMP), by absolute path', async () => {
    const temp = await mkdtemp(join(tmpdir(), 'image-check-runner-temp-'));
    await writeInside([ws, temp], join(temp, 'r.sarif'), 'x');
    expect(await readFile(join(temp, 'r.sarif'), 'utf8')).toBe('x');
    await rm(temp, { recursive: true });
  });

  it('refuses to replace a directory', async () => {
    await expect(writeInside([ws], 'sub', 'x')).rejects.toThrow(/is a directory/);
  });
});

describe('discovery in a hostile workspace', () => {
  it('scans only files inside, warns at each link leading out, and reports special files as errors', async () => {
    const result = await discoverFiles(['**/Dockerfile', '**/*.Dockerfile', 'vendor'], ws);
    // `alias/Dockerfile` and `inside.Dockerfile` are links to `sub/Dockerfile`: one file, named by its real path.
    expect(result.found.map((f) => `${f.location.file} ${f.ref}`)).toEqual([
      'sub/Dockerfile cgr.dev/chainguard/static:latest',
    ]);
    expect(result.problems.map((p) => `${p.level ?? 'error'} ${p.file}`)).toEqual([
      'warning Dockerfile',
      'warning leak.Dockerfile',
      'error pipe.Dockerfile',
      'warning root',
      'warning vendor',
      'warning zero.Dockerfile',
    ]);
    expect(JSON.stringify(result)).not.toContain('canary');
    expect(result.problems.find((p) => p.file === 'vendor')!.message).toMatch(
      /directory outside the workspace; not followed/,
    );
  });

  it('does not walk out when a glob starts below a link (`root/usr/**`: the walk would start in /usr)', async () => {
    // Outside, below the link, a file the globs select: a walk that went there would find its image.
    await mkdir(join(outside, 'usr/lib'), { recursive: true });
    const compose = 'services:\n  web:\n    image: cgr.dev/chainguard/node:outside-canary\n';
    await writeFile(join(outside, 'usr/lib/app.yaml'), compose);
    try {
      expect(scanContent('app.yaml', compose).found).toHaveLength(1);
      for (const globs of [['root/usr/**/*.yaml'], ['vendor/usr/**/*.yaml'], ['vendor/**'], ['root/etc/*']]) {
        const result = await discoverFiles(globs, ws);
        expect(result.found, String(globs)).toEqual([]);
        expect(
          result.problems.filter((p) => p.file.startsWith(globs[0]!.split('/')[0]!)),
          String(globs),
        ).toEqual([
          {
            file: globs[0]!.split('/')[0],
            level: 'warning',
            message: 'a symbolic link to a directory outside the workspace; not followed, nothing in it scanned',
          },
        ]);
      }
    } finally {
      await rm(join(outside, 'usr'), { recursive: true, force: true });
    }
  });

  it('finds a file reached through links once, named by the path the globs select', async () => {
    // Only links select it: the first of them names it.
    expect((await discoverFiles(['alias/**', 'inside.Dockerfile'], ws)).found.map((f) => f.location.file)).toEqual([
      'alias/Dockerfile',
    ]);
    expect((await discoverFiles(['**/Dockerfile'], ws)).found.map((f) => f.location.file)).toEqual(['sub/Dockerfile']);
  });

  it('ends a walk at the first repetition of a directory: loops through links yield each file once', async () => {
    const loops = join(base, 'loops');
    await mkdir(join(loops, 'svc'), { recursive: true });
    await mkdir(join(loops, 'a'));
    await mkdir(join(loops, 'b'));
    await mkdir(join(loops, 'deep/x/y'), { recursive: true });
    for (const [file, image] of <[string, string][]>[
      ['svc/Dockerfile', 'static'],
      ['a/Dockerfile', 'go'],
      ['b/Dockerfile', 'node'],
      ['deep/x/Dockerfile', 'python'],
    ])
      await writeFile(join(loops, file), `FROM cgr.dev/chainguard/${image}:latest\n`);
    await symlink('..', join(loops, 'svc/loop'));
    await symlink('../b', join(loops, 'a/to-b'));
    await symlink('../a', join(loops, 'b/to-a'));
    await symlink('deep/x/y', join(loops, 'l'));
    await symlink('..', join(loops, 'deep/x/y/up'));
    const guard = await guardedWalk(loops);
    const listed = await glob(['**/Dockerfile'], { cwd: loops, ...GLOB_OPTIONS, onlyFiles: true, fs: guard.fs });
    // The walk itself never enters `svc/loop` (the workspace again) nor `a/to-b/to-a` (`a` again).
    expect(listed.filter((f) => f.includes('loop') || f.includes('to-b/to-a') || f.includes('to-a/to-b'))).toEqual([]);
    const result = await discoverFiles(['**/Dockerfile'], loops);
    expect(result.found.map((f) => `${f.location.file} ${f.ref}`)).toEqual([
      'a/Dockerfile cgr.dev/chainguard/go:latest',
      'b/Dockerfile cgr.dev/chainguard/node:latest',
      'deep/x/Dockerfile cgr.dev/chainguard/python:latest',
      'svc/Dockerfile cgr.dev/chainguard/static:latest',
    ]);
    expect(result.problems).toEqual([]);
    expect(result.unmatchedGlobs).toEqual([]);
  });

  it('does not warn about a link out that no glob selects', async () => {
    const result = await discoverFiles(['sub/Dockerfile'], ws);
    expect(result.problems).toEqual([]);
    expect(result.found).toHaveLength(1);
  });
});

describe('YAML bounds', () => {
  const bomb = (levels: number, width: number) => {
    const lines = ['a0: &a0 {x: 1}'];
    for (let i = 1; i <= levels; i++)
      lines.push(
        `a${i}: &a${i} {<<: [${Array(width)
          .fill(`*a${i - 1}`)
          .join(', ')}]}`,
      );
    return `${lines.join('\n')}\nservices:\n  web:\n    <<: *a${levels}\n    image: cgr.dev/chainguard/static:latest\n`;
  };

  it('refuses a nested merge-key bomb fast, as an error for the file', () => {
    // Four to the sixteenth nodes once expanded: refused by its measure, before any expansion
    // (which would not end within the test's timeout).
    const text = bomb(16, 4);
    expect(text.length).toBeLessThan(1000);
    const result = scanContent('compose.yaml', text);
    expect(result.found).toEqual([]);
    expect(result.problems).toEqual([
      { file: 'compose.yaml', line: 1, message: expect.stringMatching(/aliases and merge keys expand to more than/) },
    ]);
  });

  it('reads files whose aliases expand modestly', () => {
    const result = scanContent('compose.yaml', bomb(3, 2));
    expect(result.problems).toEqual([]);
    expect(result.found.map((f) => f.ref)).toEqual(['cgr.dev/chainguard/static:latest']);
  });

  it('measures expansion linearly, an alias in its own anchor as infinite', () => {
    const doc = parseDocument(bomb(30, 8));
    expect(expandedSize(doc, aliasTargets(doc))).toBeGreaterThan(MAX_EXPANDED_NODES);
    const cyclic = parseDocument('a: &a [1, *a]\n');
    expect(expandedSize(cyclic, aliasTargets(cyclic))).toBe(Infinity);
    const plain = parseDocument('a: [1, 2]\nb: {c: d}\n');
    expect(expandedSize(plain, aliasTargets(plain))).toBeLessThan(20);
  });

  it('resolves many aliases without walking the document per alias', () => {
    // Alias.resolve(doc) visits the whole document per call: 10 000 aliases took minutes; and the
    // parser's unique-key check is quadratic in a map's size (off: duplicates are found here).
    const services = Array.from({ length: 10_000 }, (_, i) => `  s${i}:\n    <<: *common`).join('\n');
    const started = Date.now();
    const result = scanContent(
      'compose.yaml',
      `x-common: &common\n  image: cgr.dev/chainguard/static:latest\nservices:\n${services}\n`,
    );
    expect(Date.now() - started).toBeLessThan(15_000);
    // Merged into 10 000 services, the image is written once: one location, at the anchor.
    expect(result.found).toEqual([
      { ref: 'cgr.dev/chainguard/static:latest', location: { file: 'compose.yaml', line: 2 } },
    ]);
  }, 30_000);

  it('warns at a duplicated key and reads the last value', () => {
    const text =
      'apiVersion: v1\nkind: Pod\nspec:\n  containers:\n    - name: a\n      image: cgr.dev/chainguard/node:20\n      image: cgr.dev/chainguard/node:22\n';
    const result = scanContent('pod.yaml', text);
    expect(result.found).toEqual([{ ref: 'cgr.dev/chainguard/node:22', location: { file: 'pod.yaml', line: 7 } }]);
    expect(result.problems).toEqual([
      {
        file: 'pod.yaml',
        line: 7,
        level: 'warning',
        message: 'the key "image" is repeated in one mapping; the last value is read',
      },
    ]);
    const compose = scanContent(
      'compose.yaml',
      'services:\n  a:\n    image: cgr.dev/chainguard/x:1\n  a:\n    image: cgr.dev/chainguard/x:2\n',
    );
    expect(compose.found.map((f) => f.ref)).toEqual(['cgr.dev/chainguard/x:2']);
    const k8sLists = scanContent(
      'pod.yaml',
      'spec:\n  containers:\n    - image: cgr.dev/chainguard/a:1\n  containers:\n    - image: cgr.dev/chainguard/b:1\n',
    );
    expect(k8sLists.found.map((f) => f.ref)).toEqual(['cgr.dev/chainguard/b:1']);
  });

  it('duplicateKeys ignores repeated merge keys', () => {
    const lineCounter = new LineCounter();
    const doc = parseDocument('a: &a {x: 1}\nb:\n  <<: *a\n  <<: *a\n', { uniqueKeys: false, lineCounter });
    expect(duplicateKeys('f.yaml', doc, lineCounter)).toEqual([]);
  });
});

describe('the PR comment reads only regular blobs from git', () => {
  it('skips a committed symlink and an oversized blob, reads a regular file', async () => {
    const repo = join(base, 'repo');
    await mkdir(repo);
    const git = (...args: string[]) =>
      execFileSync('git', ['-C', repo, '-c', 'user.email=t@e', '-c', 'user.name=t', ...args], { encoding: 'utf8' });
    git('init', '-q');
    await writeFile(join(repo, 'Dockerfile'), 'FROM cgr.dev/chainguard/static:latest\n');
    await symlink('/proc/self/environ', join(repo, 'link.Dockerfile'));
    await writeFile(join(repo, '[x].Dockerfile'), 'FROM cgr.dev/chainguard/node:22\n');
    git('add', '-A');
    git('commit', '-qm', 'c');
    const head = git('rev-parse', 'HEAD').trim();
    const source = await gitSource(gitRunner(repo), head, head);
    expect(await source!.read(head, 'Dockerfile')).toBe('FROM cgr.dev/chainguard/static:latest\n');
    expect(await source!.read(head, '[x].Dockerfile')).toBe('FROM cgr.dev/chainguard/node:22\n');
    expect(await source!.read(head, 'link.Dockerfile')).toBeNull();
    expect(await readlink(join(repo, 'link.Dockerfile'))).toBe('/proc/self/environ');
  });

  it('isScannableEntry wants a regular blob within the cap', () => {
    const entry = (mode: string, type: string, size: number | string) =>
      `${mode} ${type} ${'a'.repeat(40)} ${String(size).padStart(7)}\tf\0`;
    expect(isScannableEntry(entry('100644', 'blob', 10))).toBe(true);
    expect(isScannableEntry(entry('100755', 'blob', 10))).toBe(true);
    expect(isScannableEntry(entry('120000', 'blob', 10))).toBe(false);
    expect(isScannableEntry(entry('160000', 'commit', '-'))).toBe(false);
    expect(isScannableEntry(entry('100644', 'blob', 9 * 1024 * 1024))).toBe(false);
    expect(isScannableEntry('')).toBe(false);
  });
});

describe('file problems in the verdict', () => {
  const ok = result({ digest: digest(1) });
  it('an error-level file problem fails the default fail-on; a warning does not', () => {
    const failOn = parseFailOn('eol,error');
    const failed = computeVerdict([ok], failOn, [{ file: 'big/Dockerfile', message: 'too large' }]);
    expect(failed).toMatchObject({ failed: true, counts: { error: 1, total: 1 } });
    expect(failed.line).toContain('1 error (1 file not fully scanned)');
    expect(computeVerdict([ok], failOn, [{ file: 'vendor', message: 'link', level: 'warning' }])).toMatchObject({
      failed: false,
      counts: { error: 0 },
    });
    // With no image at all, a file error still fails, and is named when it does not.
    expect(computeVerdict([], failOn, [{ file: 'a.yaml', message: 'x' }]).failed).toBe(true);
    expect(computeVerdict([], parseFailOn('none'), [{ file: 'a.yaml', message: 'x' }]).line).toMatch(/passed: 1 error/);
  });
});

describe('the job summary cap', () => {
  it('cuts at a line with a note naming how many lines were left out and where everything is', () => {
    const text = [
      '## t',
      '<details><summary>x</summary>',
      ...Array.from({ length: 1000 }, (_, i) => `| row ${i} | ${'é'.repeat(50)} |`),
    ].join('\n');
    const capped = capSummary(text, 20_000);
    expect(Buffer.byteLength(capped)).toBeLessThanOrEqual(20_000);
    const kept = capped.split('\n').filter((l) => l.startsWith('| row')).length;
    expect(capped).toContain(`…and ${1000 - kept} more lines left out`);
    expect(capped).toContain('`results` output');
    expect(capped).toContain('</details>');
    expect(capSummary('short')).toBe('short');
  });

  it('a report of thousands of images with long names fits its share', () => {
    const long = 'p'.repeat(150);
    const results: ImageResult[] = Array.from({ length: 3000 }, (_, i) =>
      result({
        image: `${long}${i}`,
        ref: `cgr.dev/chainguard/${long}${i}:1`,
        digest: digest(i + 1),
        locations: Array.from({ length: 5 }, (_, j) => ({ file: `${'d/'.repeat(60)}${i}/Dockerfile`, line: j + 1 })),
      }),
    );
    const problems = Array.from({ length: 3000 }, (_, i) => ({
      file: `${'e/'.repeat(80)}${i}.yaml`,
      message: 'm'.repeat(500),
    }));
    const out = renderSummary({
      failOn: DEFAULT_FAIL_ON,
      results,
      verdict: computeVerdict(results, parseFailOn('eol,error'), problems),
      skipped: [],
      problems,
      now: new Date(),
      maxAge: '30d',
    });
    expect(Buffer.byteLength(out)).toBeLessThanOrEqual(SUMMARY_BUDGET_BYTES);
    expect(out).toMatch(/more not listed here \(GitHub limits the job summary to 1 MiB\); the `results` output/);
  });
});
