// Writing a report file when the workspace is hostile: a pull request may commit a symlink where
// the file is to be written (`results.sarif -> /home/runner/.bashrc`) or on its way
// (`reports -> /etc`). The file is written only below one of the allowed roots (the workspace,
// RUNNER_TEMP), as a new file beside the target that is then renamed over it: rename replaces a
// link rather than writing through it.

import { randomBytes } from 'node:crypto';
import { lstat, mkdir, realpath, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { isInside } from './read-inside';

export class WriteRefused extends Error {}

/**
 * Writes `data` to `path` (absolute or relative to the first root). Throws WriteRefused when the
 * path, its directory's real path included, is not below a root, or the path is a directory.
 */
export async function writeInside(roots: readonly string[], path: string, data: string): Promise<void> {
  const realRoots = (await Promise.all(roots.filter((r) => r !== '').map((r) => realpath(r).catch(() => null)))).filter((r): r is string => r !== null);
  if (realRoots.length === 0) throw new WriteRefused(`cannot write ${path}: no directory it may be written in exists`);
  const target = resolve(roots[0]!, path);
  const parent = dirname(target);
  const allowed = (real: string) => realRoots.some((root) => isInside(root, real));
  const refuse = () => new WriteRefused(`refused to write ${path}: its directory is not inside the workspace or RUNNER_TEMP (a symbolic link may lead elsewhere)`);

  // Check the deepest directory that exists before creating any: mkdir would follow a link.
  if (!allowed(await realpath(await existingAncestor(parent)))) throw refuse();
  await mkdir(parent, { recursive: true });
  const realParent = await realpath(parent);
  if (!allowed(realParent)) throw refuse();

  const existing = await lstat(target).catch(() => null);
  if (existing?.isDirectory()) throw new WriteRefused(`cannot write ${path}: it is a directory`);
  const temp = join(realParent, `.${basename(target)}.${randomBytes(6).toString('hex')}.tmp`);
  // 'wx': a new file, never an existing one or a link planted at the temporary name.
  await writeFile(temp, data, { flag: 'wx', mode: 0o644 });
  try {
    await rename(temp, join(realParent, basename(target)));
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

async function existingAncestor(dir: string): Promise<string> {
  for (let current = dir; ; current = dirname(current)) {
    if (await lstat(current).then(() => true, () => false)) return current;
    if (dirname(current) === current) return current;
  }
}
