// Reading a file of the workspace when the workspace is hostile (a fork's pull request): only a
// regular file whose real path lies inside the workspace is read, and never more than a cap.
//   - a symbolic link (the file or a directory on its way) that leads outside is not followed;
//   - a device, FIFO or socket is never read: the file is opened non-blocking and without
//     following a last symlink, then checked on the open descriptor (no race with a swap);
//   - the cap holds while reading (a file that grows, or a device that says its size is 0,
//     cannot make us read more than cap + 1 bytes).

import { constants } from 'node:fs';
import { open, realpath } from 'node:fs/promises';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { messageOf } from '../errors';

type ReadInside =
  | { ok: true; text: string }
  /** `outside`: a link leaving the workspace (a warning); the others are errors for the file. */
  | {
      ok: false;
      why: 'outside' | 'not-regular' | 'too-large' | 'unreadable';
      message: string;
      /** The file does not exist (ENOENT): told by the error's code, never by its text. */
      missing?: true;
    };

/** Whether `path` (absolute, real) is `root` or below it. */
export function isInside(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel));
}

// O_NOFOLLOW and O_NONBLOCK do not exist on Windows, where opening a FIFO does not block.
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0);
const CHUNK = 64 * 1024;

/**
 * The text of `file` (relative to `workspace`) if it is a regular file inside the workspace of
 * at most `maxBytes` bytes; else why not, in words that name the file but never what it points to.
 */
export async function readInside(workspace: string, file: string, maxBytes: number): Promise<ReadInside> {
  let root: string;
  let real: string;
  try {
    root = await realpath(workspace);
    real = await realpath(resolve(workspace, file));
  } catch (error) {
    return unreadable(error);
  }
  if (!isInside(root, real)) {
    return {
      ok: false,
      why: 'outside',
      message: 'a symbolic link that leads outside the workspace; not followed, not read',
    };
  }
  let handle;
  try {
    handle = await open(real, OPEN_FLAGS);
  } catch (error) {
    // ELOOP: the last component became a link after realpath; not followed.
    return unreadable(error);
  }
  try {
    const info = await handle.stat();
    if (!info.isFile())
      return { ok: false, why: 'not-regular', message: `not a regular file (${kindOf(info)}); not read` };
    if (info.size > maxBytes) return tooLarge(info.size, maxBytes);
    const chunks: Buffer[] = [];
    let total = 0;
    // Read until end of file or one byte past the cap, whatever the size said.
    for (;;) {
      const buffer = Buffer.alloc(Math.min(CHUNK, maxBytes + 1 - total));
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, null);
      if (bytesRead === 0) break;
      chunks.push(buffer.subarray(0, bytesRead));
      total += bytesRead;
      if (total > maxBytes) return tooLarge(total, maxBytes, true);
    }
    return { ok: true, text: Buffer.concat(chunks, total).toString('utf8') };
  } catch (error) {
    return unreadable(error);
  } finally {
    await handle.close();
  }
}

function tooLarge(size: number, maxBytes: number, atLeast = false): ReadInside {
  const what = atLeast ? 'the file has' : `${size} bytes is`;
  return {
    ok: false,
    why: 'too-large',
    message: `not scanned: ${what} more than the ${maxBytes} bytes a scanned file may have`,
  };
}

function kindOf(info: {
  isFIFO(): boolean;
  isSocket(): boolean;
  isCharacterDevice(): boolean;
  isBlockDevice(): boolean;
  isDirectory(): boolean;
}): string {
  if (info.isFIFO()) return 'a FIFO';
  if (info.isSocket()) return 'a socket';
  if (info.isCharacterDevice() || info.isBlockDevice()) return 'a device';
  if (info.isDirectory()) return 'a directory';
  return 'not a file';
}

/** A file that could not be read, and whether it does not exist at all. */
function unreadable(error: unknown): ReadInside {
  const code = error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  return {
    ok: false,
    why: 'unreadable',
    message: `cannot read file: ${code ?? messageOf(error)}`,
    ...(code === 'ENOENT' ? { missing: true } : {}),
  };
}
