// Writing when the workspace is hostile: a pull request may commit a symlink where the file is
// to be written (`results.sarif -> /home/runner/.bashrc`) or on its way (`reports -> /etc`). The
// file is written only below one of the allowed roots (the workspace, RUNNER_TEMP), as a new file
// beside the target that is then renamed over it: rename replaces a link rather than writing
// through it, and no reader sees half a file.

import { randomBytes } from 'node:crypto';
import { chmod, lstat, mkdir, realpath, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { isInside } from './read-inside';
import { WriteRefused } from '../errors';

/**
 * How the target is treated. `report`: a new file, whatever is at the name (a planted link
 * included) replaced, missing directories created. `rewrite` (an update of a repository's file):
 * a link or anything but a regular file is refused, the file's mode kept, the directory must exist.
 */
type WriteKind = 'report' | 'rewrite';

/**
 * Writes `data` (a text, or its pieces in order) to `path` (absolute or relative to the first
 * root); returns the absolute path written. Throws WriteRefused when the path, its directory's
 * real path included, is not below a root, or the target is refused for its `kind`.
 */
export async function writeInside(
  roots: readonly string[],
  path: string,
  data: string | Uint8Array | Iterable<string>,
  kind: WriteKind = 'report',
): Promise<string> {
  if (kind === 'rewrite') return rewriteInside(roots[0]!, path, data);
  const realRoots = (await Promise.all(roots.filter((r) => r !== '').map((r) => realpath(r).catch(() => null)))).filter(
    (r): r is string => r !== null,
  );
  if (realRoots.length === 0)
    throw new WriteRefused(path, `cannot write ${path}: no directory it may be written in exists`);
  const target = resolve(roots[0]!, path);
  const parent = dirname(target);
  const allowed = (real: string) => realRoots.some((root) => isInside(root, real));
  const refuse = () =>
    new WriteRefused(
      path,
      `refused to write ${path}: its directory is not inside the workspace or RUNNER_TEMP (a symbolic link may lead elsewhere)`,
    );

  // Check the deepest directory that exists before creating any: mkdir would follow a link.
  if (!allowed(await realpath(await existingAncestor(parent)))) throw refuse();
  await mkdir(parent, { recursive: true });
  const realParent = await realpath(parent);
  if (!allowed(realParent)) throw refuse();

  const existing = await lstat(target).catch(() => null);
  if (existing?.isDirectory()) throw new WriteRefused(path, `cannot write ${path}: it is a directory`);
  await replaceFile(realParent, basename(target), data);
  return join(realParent, basename(target));
}

/** `writeInside` of kind `rewrite`: a link planted in the repository is refused rather than replaced, and the mode kept. */
async function rewriteInside(workspace: string, file: string, content: string | Uint8Array | Iterable<string>) {
  const refuse = (why: string) => new WriteRefused(file, `not writing ${file}: ${why}`);
  const root = await realpath(workspace);
  const target = resolve(workspace, file);
  const name = basename(target);
  if (name === '' || name === '.' || name === '..') throw refuse('it names no file');
  let parent: string;
  try {
    parent = await realpath(dirname(target));
  } catch (error) {
    throw refuse(`its directory cannot be resolved (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
  if (!isInside(root, parent)) throw refuse(`it is outside the workspace ${root}`);
  const path = join(parent, name);
  const info = await lstat(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (info?.isSymbolicLink()) throw refuse('it is a symbolic link');
  if (info && !info.isFile()) throw refuse('it is not a regular file');
  // The target's own mode is kept exactly.
  await replaceFile(parent, name, content, info ? info.mode & 0o7777 : undefined);
  return path;
}

/**
 * Puts `data` at `dir/name` as a new file renamed over whatever is there: a link at the name is
 * replaced, never written through, and no reader sees half a file. `mode` is set exactly (the
 * umask would apply to a new file's); without it the file is 0644. `dir` must be a real path.
 */
async function replaceFile(
  dir: string,
  name: string,
  data: string | Uint8Array | Iterable<string>,
  mode?: number,
): Promise<void> {
  // 'wx': a new file, never an existing one or a link planted at the temporary name.
  const temp = join(dir, `.${name}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    await writeFile(temp, data, { flag: 'wx', mode: mode ?? 0o644 });
    if (mode !== undefined) await chmod(temp, mode);
    await rename(temp, join(dir, name));
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

async function existingAncestor(dir: string): Promise<string> {
  for (let current = dir; ; current = dirname(current)) {
    if (
      await lstat(current).then(
        () => true,
        () => false,
      )
    )
      return current;
    if (dirname(current) === current) return current;
  }
}
