// Suggested changes on a pull request's lines: which lines get one, and the review comment's
// text. Pure. The rewritten line is `update`'s (update/plan.ts decides, update/rewrite.ts
// rewrites), applied to the line as the head commit has it, so one click yields exactly what
// `update` would write there.

import { fixLine } from '../check/judge/vulnerabilities';
import type { ImageResult } from '../model';
import { codeText, escapeText, shortDigest } from '../report/format';
import { planUpdates, type UpdateEdit } from '../update/plan';
import { applyEdits } from '../update/rewrite';
import type { DiffLines } from './diff-hunks';

/** At most this many suggested changes are on the lines in one run; the rest are counted. */
export const MAX_SUGGESTIONS = 20;

/** One suggested change: the whole line at `line` of `path` (head commit) as `update` would write it. */
export interface SuggestedChange {
  path: string;
  line: number;
  original: string;
  rewritten: string;
  kind: UpdateEdit['kind'];
  /** One line of why (markdown; every reference escaped in <code>). */
  why: string;
}

/** A file of the pull request: its text at the head commit and its diff's lines. */
export interface HeadFile {
  path: string;
  text: string;
  lines: DiffLines;
}

// A line holding another control character (a lone CR, an escape) is not suggested: GitHub
// would read it as more than one line, or show what the author cannot see.
const CONTROL = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029]/;

/** Results whose finding has a fix: an end-of-life tag with a tag to move to, a stale pin. */
export function fixable(r: ImageResult): boolean {
  if (r.ignored) return false;
  return (r.deprecated && Boolean(r.suggestion)) || r.status === 'stale';
}

/** The lines `update` would rewrite in `files`, restricted to lines the pull request adds or changes. */
export function planSuggestions(results: readonly ImageResult[], files: readonly HeadFile[]): SuggestedChange[] {
  const wanted = results.filter(fixable);
  const plan = planUpdates(
    wanted.map((r) => ({ ...r, suggestion: r.suggestion ?? null, fixes: fixLine(r) })),
    'all',
  );
  const byResult = new Map(wanted.map((r) => [r.ref, r]));
  const edits = new Map<string, UpdateEdit[]>();
  for (const edit of plan.edits) {
    // A pin is suggested only when it is a finding (stale), not for every build behind.
    if (edit.kind === 'pin' && byResult.get(edit.from)?.status !== 'stale') continue;
    const key = `${edit.file}\0${edit.line}`;
    edits.set(key, [...(edits.get(key) ?? []), edit]);
  }
  const out: SuggestedChange[] = [];
  for (const file of files) {
    const lines = file.text.split('\n').map((l) => l.replace(/\r$/, ''));
    for (const line of [...file.lines.added].sort((a, b) => a - b)) {
      const here = edits.get(`${file.path}\0${line}`);
      const original = lines[line - 1];
      if (!here || original === undefined || CONTROL.test(original)) continue;
      const rewritten = applyEdits(
        original,
        here.map((e) => ({ ...e, line: 1 })),
      );
      if (rewritten.applied.length === 0 || rewritten.text === original) continue;
      const kind = rewritten.applied.some((e) => e.kind === 'eol') ? 'eol' : 'pin';
      const why = rewritten.applied.map((e) => whyOf(e, byResult.get(e.from))).join(' ');
      out.push({ path: file.path, line, original, rewritten: rewritten.text, kind, why });
    }
  }
  // Worst first: end-of-life tags, then stale pins; then by place.
  return out.sort(
    (a, b) =>
      (a.kind === b.kind ? 0 : a.kind === 'eol' ? -1 : 1) ||
      (a.path < b.path ? -1 : a.path > b.path ? 1 : 0) ||
      a.line - b.line,
  );
}

function whyOf(edit: UpdateEdit, result: ImageResult | undefined): string {
  if (edit.kind === 'eol')
    return `${codeText(edit.from)} is an end-of-life tag (no more builds or security fixes); ${codeText(edit.to)} is the maintained tag of the same variant.`;
  const behind = result?.buildsBehind
    ? ` is ${result.buildsBehind} build${result.buildsBehind === 1 ? '' : 's'} behind`
    : ' is behind';
  const pin = result?.pinnedDigest ? codeText(shortDigest(result.pinnedDigest)) : 'The pinned digest';
  const fixes = edit.fixes ? ` ${escapeText(edit.fixes.replace(/^./, (c) => c.toUpperCase()))}.` : '';
  return `${pin}${behind} its tag ${codeText(result?.tag ?? edit.from)}: this moves the pin to the current build.${fixes}`;
}

/** The hidden marker that opens each suggestion comment of one workflow + job + comment-key. */
export function suggestionMarker(commentMarker: string): string {
  return commentMarker.replace('image-check:pr-comment', 'image-check:suggestion');
}

/**
 * The review comment: the marker, the why, and a ```suggestion block holding the rewritten
 * line (`info` is the block's word: GitLab's `suggestion:-0+0` replaces just that line). The
 * fence is longer than any run of backticks in the line, so no text of the line can close it;
 * the line holds no line break (planSuggestions refuses control characters).
 */
export function renderSuggestion(change: SuggestedChange, marker: string, info = 'suggestion'): string {
  const longest = Math.max(0, ...[...change.rewritten.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${marker}\n${change.why}\n\n${fence}${info}\n${change.rewritten}\n${fence}\n`;
}
