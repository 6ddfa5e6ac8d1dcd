// The thin I/O shell of `update`: reads each file the plan touches, rewrites it (rewrite.ts)
// and writes it back inside the workspace (fs/write-inside.ts). A file whose bytes are not UTF-8 is left
// alone: decoding and encoding it again would change more than the references.

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LeftAlone, UpdateEdit, UpdatePlan } from './plan';
import { applyEdits } from './rewrite';
import { writeInside } from '../fs/write-inside';
import { messageOf } from '../errors';

export interface UpdateOutcome {
  /** Workspace-relative files changed, sorted: the `updated-files` output. */
  updatedFiles: string[];
  applied: UpdateEdit[];
  /** The plan's and those that could not be applied (variables, unreadable or refused files). */
  leftAlone: LeftAlone[];
}

export async function applyUpdatePlan(workspace: string, plan: UpdatePlan): Promise<UpdateOutcome> {
  const outcome: UpdateOutcome = { updatedFiles: [], applied: [], leftAlone: [...plan.leftAlone] };
  const byFile = Map.groupBy(plan.edits, (edit) => edit.file);
  const leave = (edits: UpdateEdit[], reason: string) => {
    for (const e of edits) outcome.leftAlone.push({ ref: e.from, file: e.file, line: e.line, reason });
  };

  for (const [file, edits] of [...byFile].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    let bytes: Buffer;
    try {
      bytes = await readFile(join(workspace, file));
    } catch (error) {
      leave(edits, `cannot read the file: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
      continue;
    }
    const text = bytes.toString('utf8');
    if (!Buffer.from(text, 'utf8').equals(bytes)) {
      leave(edits, 'the file is not UTF-8 text');
      continue;
    }
    const result = applyEdits(text, edits);
    for (const { edit, reason } of result.leftAlone)
      outcome.leftAlone.push({ ref: edit.from, file, line: edit.line, reason });
    if (result.applied.length === 0 || result.text === text) continue;
    try {
      await writeInside([workspace], file, result.text, 'rewrite');
    } catch (error) {
      leave(result.applied, messageOf(error));
      continue;
    }
    outcome.applied.push(...result.applied);
    outcome.updatedFiles.push(file);
  }
  return outcome;
}
