import { execFileSync } from 'node:child_process';
import { mkdtemp, mkdir, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { treeHolds } from '../../../src/org/tree-sha';

// A cached tree is trusted only when it rebuilds to its SHA: checked against what git itself
// writes, for a repository with names git orders unlike a plain sort, every mode, and subtrees.

interface Entry {
  path: string;
  mode: string;
  type: string;
  sha: string;
}

let root: string;
let listing: Entry[];
let harmless: string;

beforeAll(async () => {
  const dir = await mkdtemp(join(tmpdir(), 'image-check-tree-'));
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, encoding: 'utf8' });
  git('init', '-q');
  const files: Record<string, string> = {
    'README.md': 'hello\n',
    Dockerfile: 'FROM cgr.dev/chainguard/python:3.11\n',
    'a.b': '1',
    'a/x': '2',
    'a-b/y': '3',
    a0: '4',
    'deep/er/still/values.yaml': 'image: x\n',
    'ünï/🙂.txt': '5',
  };
  for (const [path, text] of Object.entries(files)) {
    await mkdir(join(dir, path, '..'), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  await writeFile(join(dir, 'run.sh'), '#!/bin/sh\n', { mode: 0o755 });
  await symlink('README.md', join(dir, 'link'));
  git('add', '-A');
  // What an older Dockerfile held: a real blob of the repository, harmless.
  harmless = execFileSync('git', ['hash-object', '-w', '--stdin'], {
    cwd: dir,
    input: 'FROM cgr.dev/chainguard/static:latest\n',
    encoding: 'utf8',
  }).trim();
  // A submodule: a commit named in the tree (mode 160000).
  git('update-index', '--add', '--cacheinfo', `160000,${'1'.repeat(40)},vendor/lib`);
  git('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'one');
  root = git('rev-parse', 'HEAD^{tree}').trim();
  // As GitHub's recursive listing: every entry, subtrees included, trees as 040000.
  listing = git('ls-tree', '-r', '-t', '-z', 'HEAD')
    .split('\0')
    .filter(Boolean)
    .map((line) => {
      const [meta, path] = line.split('\t') as [string, string];
      const [mode, type, sha] = meta.split(' ') as [string, string, string];
      return { path, mode, type, sha };
    });
}, 30_000);

const holds = (tree: Entry[], truncated = false) => treeHolds(root, { tree, truncated });
const swap = (path: string, change: Partial<Entry>) => listing.map((e) => (e.path === path ? { ...e, ...change } : e));

describe('treeHolds', () => {
  it("holds for git's own tree, in any listing order, trees written 040000", () => {
    expect(listing.find((e) => e.path === 'a')?.mode).toBe('040000');
    expect(listing.map((e) => e.mode).sort()).toEqual(expect.arrayContaining(['100755', '120000', '160000']));
    expect(holds(listing)).toBe(true);
    expect(holds([...listing].reverse())).toBe(true);
  });

  it('does not hold for a planted listing of README.md alone', () => {
    expect(holds(listing.filter((e) => e.path === 'README.md'))).toBe(false);
  });

  it('does not hold with Dockerfile pointed at an older harmless blob', () => {
    expect(harmless).toMatch(/^[0-9a-f]{40}$/);
    expect(holds(swap('Dockerfile', { sha: harmless }))).toBe(false);
  });

  it('checks every level: a file left out, added or changed under a subtree whose SHA is kept', () => {
    expect(holds(listing.filter((e) => e.path !== 'deep/er/still/values.yaml'))).toBe(false);
    expect(holds([...listing, { path: 'deep/er/extra', mode: '100644', type: 'blob', sha: harmless }])).toBe(false);
    expect(holds(swap('deep/er/still/values.yaml', { sha: harmless }))).toBe(false);
  });

  it('does not hold when what the scan reads differs but the bytes hashed would not', () => {
    // A file retyped as a tree (the scan would pass it over), a path that is not where git has it.
    expect(holds(swap('Dockerfile', { type: 'tree' }))).toBe(false);
    expect(holds(swap('Dockerfile', { path: '/Dockerfile' }))).toBe(false);
    expect(holds(swap('run.sh', { mode: '100644' }))).toBe(false);
    expect(holds([...listing, listing.find((e) => e.path === 'Dockerfile')!])).toBe(false);
  });

  it('never holds for a truncated listing or another root', () => {
    expect(holds(listing, true)).toBe(false);
    expect(treeHolds(listing.find((e) => e.path === 'a')!.sha, { tree: listing, truncated: false })).toBe(false);
  });
});
