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

/**
 * The demo's policy file (`.github/image-check.yaml`): one entry that accepts the stale pin of
 * deploy/app.yaml for a while, and one past its date (a warning; it no longer ignores).
 */
export function demoLedger(emulator: Emulator): string {
  const inDays = (days: number) => new Date(emulator.store.now + days * 86_400_000).toISOString().slice(0, 10);
  return [
    '# Accepted findings, each with a reason and an end date.',
    'ignore:',
    `  - ref: ${emulator.registry}/chainguard/go:1.24`,
    '    kind: stale',
    '    reason: the migrate job is bumped by the weekly update PR',
    `    until: ${inDays(30)}`,
    `  - ref: ${emulator.registry}/chainguard/python:3.11`,
    '    kind: eol',
    '    reason: waiting for the 3.12 port (past its date, so the finding is back)',
    `    until: ${inDays(-3)}`,
    '',
  ].join('\n');
}

/** A copy of demo/workspace in a temporary folder, filled in for this emulator; with `ledger`, the demo's policy file too. */
export async function prepareDemoWorkspace(emulator: Emulator, options: { ledger?: boolean } = {}): Promise<string> {
  const workspace = await mkdtemp(join(tmpdir(), 'image-check-demo-'));
  await cp(TEMPLATE, workspace, { recursive: true });
  for (const entry of await readdir(workspace, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    await writeFile(path, fillTemplate(await readFile(path, 'utf8'), emulator));
  }
  if (options.ledger) await writeFile(join(workspace, '.github/image-check.yaml'), demoLedger(emulator));
  return workspace;
}
