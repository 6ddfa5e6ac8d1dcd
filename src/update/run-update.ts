// `update` after the check: plan from the results, rewrite the files, and say what was left
// alone (references built from variables, files that could not be written). Shared by the
// action and the CLI.

import type { UpdateMode } from '../config';
import type { ImageResult } from '../model';
import { applyUpdatePlan, type UpdateOutcome } from './apply';
import { planUpdates } from './plan';
import { fixLine } from '../findings';
import { ACTION_WORDS, type Words } from '../words';

export async function runUpdate(
  mode: UpdateMode,
  results: readonly ImageResult[],
  workspace: string,
  /** The shell's names for the settings a reason speaks of. */
  words: Words = ACTION_WORDS,
): Promise<UpdateOutcome> {
  if (mode === 'none') return { updatedFiles: [], applied: [], leftAlone: [] };
  const plan = planUpdates(
    results.map((r) => ({ ...r, suggestion: r.suggestion ?? null, fixes: fixLine(r) })),
    mode,
    words,
  );
  return applyUpdatePlan(workspace, plan);
}

/** Longest list of rewrites shown one per line; the rest are counted. */
const MAX_LISTED = 50;

/**
 * What changed (a line, then `file:line old -> new` for each rewritten reference) and what was
 * left alone (with why), for the log.
 */
export function describeUpdate(outcome: UpdateOutcome): { changed: string | null; leftAlone: string | null } {
  const rewrites = outcome.applied
    .slice(0, MAX_LISTED)
    .map((e) => `  ${e.file}:${e.line} ${e.from} -> ${e.to}`)
    .concat(outcome.applied.length > MAX_LISTED ? [`  and ${outcome.applied.length - MAX_LISTED} more`] : []);
  const changed =
    outcome.updatedFiles.length > 0
      ? [
          `update: ${outcome.applied.length} reference(s) rewritten in ${outcome.updatedFiles.length} file(s): ${outcome.updatedFiles.join(', ')}${fixesOf(outcome)}`,
          ...rewrites,
        ].join('\n')
      : null;
  const leftAlone =
    outcome.leftAlone.length > 0
      ? `update left ${outcome.leftAlone.length} reference(s) alone: ${outcome.leftAlone
          .slice(0, 20)
          .map((l) => `${l.file}:${l.line} ${l.ref} (${l.reason})`)
          .join('; ')}${outcome.leftAlone.length > 20 ? `; and ${outcome.leftAlone.length - 20} more` : ''}`
      : null;
  return { changed, leftAlone };
}

/** What the rewritten pins fix, once per reference: "; <ref>: moving to the current build fixes 1 high: CVE-...". */
function fixesOf(outcome: UpdateOutcome): string {
  const seen = new Map<string, string>();
  for (const edit of outcome.applied) if (edit.fixes && !seen.has(edit.from)) seen.set(edit.from, edit.fixes);
  return [...seen].map(([ref, fixes]) => `; ${ref}: ${fixes}`).join('');
}
