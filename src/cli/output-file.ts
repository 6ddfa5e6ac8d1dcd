// `-o <file>`: checked and its directories made before the check runs, so a path that cannot
// take the report fails in one sentence at once, not after minutes of look-ups. Directories are
// made one level at a time: Node's recursive mkdir loops forever on some special filesystems
// (a path under /proc).

import { UsageError } from '../errors';
import { constants } from 'node:fs';
import { access, mkdir, open, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code ?? String(error);

const refuse = (given: string, why: string) =>
  new UsageError(`-o ${given}: ${why}; name a file in a directory you can write to`, 'check');

/** Makes the directories of `given` (relative to cwd) and proves the file can be written; its absolute path. */
export async function prepareOutputFile(given: string, cwd: string): Promise<string> {
  const file = resolve(cwd, given);
  const existing = await stat(file).catch(() => null);
  if (existing?.isDirectory()) throw refuse(given, 'is a directory, not a file');
  const missing: string[] = [];
  for (let dir = dirname(file); ; dir = dirname(dir)) {
    const found = await stat(dir).catch((error: unknown) => {
      if (codeOf(error) === 'ENOENT') return null;
      throw refuse(given, `cannot reach ${dir} (${codeOf(error)})`);
    });
    if (found && !found.isDirectory()) throw refuse(given, `${dir} is not a directory`);
    if (found || dirname(dir) === dir) break;
    missing.unshift(dir);
  }
  for (const dir of missing)
    await mkdir(dir).catch((error: unknown) => {
      if (codeOf(error) !== 'EEXIST') throw refuse(given, `cannot create the directory ${dir} (${codeOf(error)})`);
    });
  try {
    await access(dirname(file), constants.W_OK);
    // Opened for appending, so an existing report is not emptied before the new one is ready.
    const handle = await open(file, 'a');
    await handle.close();
    if (!existing) await unlink(file).catch(() => undefined);
  } catch (error) {
    throw refuse(given, `cannot be written (${codeOf(error)})`);
  }
  return file;
}

/** Writes the report; a failure is one sentence naming the path. */
export async function writeOutputFile(file: string, given: string, text: string): Promise<void> {
  try {
    await writeFile(file, text);
  } catch (error) {
    throw refuse(given, `cannot be written (${codeOf(error)})`);
  }
}
