// Which lines of a pull request's file a review comment may sit on, from the `patch` GitHub
// gives with each file (its hunks, no file header). Pure. The hunks are read by jsdiff's
// parsePatch; what is ours is the walk that numbers the new side's lines.

import { parsePatch } from 'diff';

/** The new side's (`side: RIGHT`) lines of one file's diff, 1-based. */
export interface DiffLines {
  /** Lines the pull request adds or changes (`+`): where a suggestion belongs. */
  added: ReadonlySet<number>;
  /** Every new-side line inside a hunk (added and context): where GitHub takes a comment. */
  inDiff: ReadonlySet<number>;
}

const NO_DIFF_LINES: DiffLines = { added: new Set(), inDiff: new Set() };

/**
 * Numbers the new side of `patch`. A missing patch (GitHub leaves it out for binary files and
 * very large diffs) or one that does not parse gives no lines: nothing is commented there.
 */
export function diffLines(patch: string | null | undefined): DiffLines {
  if (!patch) return NO_DIFF_LINES;
  let parsed;
  try {
    parsed = parsePatch(patch);
  } catch {
    return NO_DIFF_LINES;
  }
  const added = new Set<number>();
  const inDiff = new Set<number>();
  for (const hunk of parsed.flatMap((p) => p.hunks)) {
    let line = hunk.newStart;
    for (const text of hunk.lines) {
      const kind = text[0];
      if (kind === '+') {
        added.add(line);
        inDiff.add(line++);
      } else if (kind === ' ') inDiff.add(line++);
      // '-' lines are the old side's; '\' is "No newline at end of file".
    }
  }
  return { added, inDiff };
}
