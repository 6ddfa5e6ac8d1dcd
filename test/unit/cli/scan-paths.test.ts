import { UsageError } from '../../../src/errors';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { globsForArguments, kindGlobs } from '../../../src/cli/scan-paths';
import { discoverFiles, fileKind } from '../../../src/refs/discover';
import { matchesFiles } from '../../../src/refs/globs';

let cwd: string;
beforeAll(async () => {
  cwd = await mkdtemp(join(tmpdir(), 'image-check-scan-'));
  await mkdir(join(cwd, 'svc/deep'), { recursive: true });
  for (const file of [
    'Dockerfile',
    'svc/deep/Containerfile',
    'svc/app.yml',
    'svc/.dockerignore',
    'svc/Dockerfile.dockerignore',
    'notes.txt',
  ])
    await writeFile(join(cwd, file), 'FROM x\n');
});

describe('the paths and globs of image-check check', () => {
  // Every name discovery scans is selected by the kind globs, and no other.
  const names = [
    'Dockerfile',
    'dockerfile',
    'Containerfile',
    'Dockerfile.prod',
    'base.Dockerfile',
    'app.dockerfile',
    'x.Containerfile',
    'a.yml',
    'b.yaml',
    'C.YAML',
    'notes.txt',
    'package.json',
    'Dockerfile.dockerignore',
    'Makefile',
  ];
  it.each(names)('selects %s exactly when discovery scans it', (name) => {
    const globs = kindGlobs('.');
    expect(matchesFiles(`deep/dir/${name}`, globs)).toBe(fileKind(name) !== null);
    expect(matchesFiles(name, globs)).toBe(fileKind(name) !== null);
  });

  it('no argument scans the current directory; a directory its scanned kinds; a file or glob as written', async () => {
    expect((await globsForArguments([], cwd)).globs).toEqual(kindGlobs('.'));
    const { globs, from } = await globsForArguments(
      ['./svc', 'notes.txt', 'k8s/*.yaml', '!svc/app.yml', join(cwd, 'Dockerfile')],
      cwd,
    );
    expect(globs).toEqual([...kindGlobs('svc'), 'notes.txt', 'k8s/*.yaml', '!svc/app.yml', 'Dockerfile']);
    expect(from.get(kindGlobs('svc')[0])).toBe('./svc');
    const found = await discoverFiles(globs, cwd);
    // A file named exactly is meant to be scanned: as a Dockerfile (issue 11), whatever its name.
    expect(found.found.map((f) => f.location.file)).toEqual(['Dockerfile', 'notes.txt', 'svc/deep/Containerfile']);
    expect(found.unscanned).toEqual([]);
    expect(found.unmatchedGlobs).toEqual(['k8s/*.yaml']);
  });

  it('refuses paths outside the current directory', async () => {
    await expect(globsForArguments(['../x'], cwd)).rejects.toThrow(UsageError);
    await expect(globsForArguments(['/etc'], cwd)).rejects.toThrow(/outside the current directory/);
  });
});
