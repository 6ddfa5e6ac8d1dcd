import { cp, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Emulator } from '../emulator/index';

const TEMPLATE = resolve(import.meta.dirname, '../../demo/workspace');

/**
 * The sample files name `{{registry}}` (the emulator's host:port) and `{{digest <org>/<image>:<tag> <n>}}`
 * (the digest of the build n builds before the newest), so the pins match the emulator's seeded history.
 */
export function fillTemplate(text: string, emulator: Emulator): string {
  return text
    .replaceAll('{{registry}}', emulator.registry)
    .replace(/\{\{digest ([^:\s]+):(\S+) (\d+)\}\}/g, (_, repo: string, tag: string, back: string) => {
      const history = emulator.store.history(repo, tag);
      const record = history?.[history.length - 1 - Number(back)];
      if (!record) throw new Error(`demo template: no build ${back} back on ${repo}:${tag}`);
      return record.digest;
    });
}

/** A copy of demo/workspace in a temporary folder, filled in for this emulator. */
export async function prepareDemoWorkspace(emulator: Emulator): Promise<string> {
  const workspace = await mkdtemp(join(tmpdir(), 'image-check-demo-'));
  await cp(TEMPLATE, workspace, { recursive: true });
  for (const entry of await readdir(workspace, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    await writeFile(path, fillTemplate(await readFile(path, 'utf8'), emulator));
  }
  return workspace;
}
