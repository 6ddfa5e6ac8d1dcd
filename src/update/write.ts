// Writing a file of the workspace without ever leaving it: the target's real parent directory
// must be inside the workspace's real path, the target must not be a symbolic link (a link
// planted in the repository could point anywhere), and the new content goes to a temporary
// file in the same directory that is then renamed over the target, so a reader never sees half
// a file. The directory must exist.

import { lstat, realpath } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { isInside } from '../fs/read-inside';
import { replaceFile } from '../fs/write-inside';

export class WriteRefusedError extends Error {
  constructor(
    readonly file: string,
    why: string,
  ) {
    super(`not writing ${file}: ${why}`);
    this.name = 'WriteRefusedError';
  }
}

// Unlike fs/write-inside.ts (reports: a new file, a planted link replaced), an update rewrites a
// file of the repository: a link is refused rather than replaced, and the file's mode is kept.

/**
 * Writes `content` to `file` (relative to `workspace`, or absolute inside it). Returns the
 * absolute path written. Throws WriteRefusedError when the target is outside the workspace, is a
 * symbolic link or not a regular file; the file's mode is kept.
 */
export async function writeInside(workspace: string, file: string, content: string | Uint8Array): Promise<string> {
  const root = await realpath(workspace);
  const target = resolve(workspace, file);
  const name = basename(target);
  if (name === '' || name === '.' || name === '..') throw new WriteRefusedError(file, 'it names no file');
  let parent: string;
  try {
    parent = await realpath(dirname(target));
  } catch (error) {
    throw new WriteRefusedError(
      file,
      `its directory cannot be resolved (${(error as NodeJS.ErrnoException).code ?? String(error)})`,
    );
  }
  if (!isInside(root, parent)) throw new WriteRefusedError(file, `it is outside the workspace ${root}`);
  const path = join(parent, name);

  let mode: number | undefined;
  try {
    const info = await lstat(path);
    if (info.isSymbolicLink()) throw new WriteRefusedError(file, 'it is a symbolic link');
    if (!info.isFile()) throw new WriteRefusedError(file, 'it is not a regular file');
    mode = info.mode & 0o7777;
  } catch (error) {
    if (error instanceof WriteRefusedError) throw error;
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }

  // The target's own mode is kept exactly.
  await replaceFile(parent, name, content, mode);
  return path;
}
