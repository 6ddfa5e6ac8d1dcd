import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Emulator } from '../emulator/index';

/** The files of the demo workspace a merge request changes. */
export const MERGE_REQUEST_FILES = ['Dockerfile', 'deploy/app.yaml', 'compose.yaml'];

/** A commit sha made of a number, for fake commits. */
export const sha = (n: number) => n.toString(16).padStart(40, '0');

/** `text` with its line `line` (1-based) replaced by `to`. */
export function setLine(text: string, line: number, to: string): string {
  return text
    .split('\n')
    .map((l, i) => (i === line - 1 ? to : l))
    .join('\n');
}

/**
 * A merge request whose head is the demo workspace: the base had a maintained tag and a current
 * pin on the lines it changes (Dockerfile:10 now an end-of-life tag, deploy/app.yaml:10 a pin
 * moved back); compose.yaml's end-of-life reference is old (not in the diff).
 */
export async function demoMergeRequest(
  emu: Emulator,
  workspace: string,
): Promise<{ head: Record<string, string>; base: Record<string, string> }> {
  const head = Object.fromEntries(
    await Promise.all(MERGE_REQUEST_FILES.map(async (f) => [f, await readFile(join(workspace, f), 'utf8')] as const)),
  );
  const app = head['deploy/app.yaml']!;
  const base = {
    ...head,
    Dockerfile: setLine(head.Dockerfile!, 10, `FROM ${emu.registry}/chainguard/python:3.12`),
    'deploy/app.yaml': setLine(app, 10, app.split('\n')[12]!),
  };
  return { head, base };
}
