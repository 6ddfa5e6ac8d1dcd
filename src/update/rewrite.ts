// Rewriting references in a file's text. Pure. Only the spans of the references are replaced;
// every other byte (comments, quoting, CRLF line endings, a missing final newline, a BOM) stays.
//
// A reference is replaced only where it is written literally on its line, as a whole word: the
// text before and after it may not continue a reference (`x` of `mirror/x:1`, `:1` of
// `x:1.2`) nor be a variable (`${X}` around or inside it). A reference that was built from
// variables (Dockerfile ARG/ENV substitution, `${...}`, `$VAR`) is therefore not found at its
// line and is left alone, with the reason: its value lives in the variable, not at that line.

/** One reference to rewrite at a 1-based line: `from` as written (after substitution), `to` its replacement. */
export interface LineEdit {
  line: number;
  from: string;
  to: string;
}

interface RewriteResult<E extends LineEdit> {
  text: string;
  applied: E[];
  leftAlone: { edit: E; reason: string }[];
}

// Characters that continue a reference (name, tag, digest) on either side.
const CONTINUES_BEFORE = /[A-Za-z0-9_.\-:@/$}]/;
const CONTINUES_AFTER = /[A-Za-z0-9_.\-:@/${]/;
const VARIABLE = /\$(?:\{|\(|[A-Za-z_])|\{\{/;

/** Start offsets of `from` in `line` where it stands as a whole reference. */
function wholeMatches(line: string, from: string): number[] {
  const found: number[] = [];
  for (let at = line.indexOf(from); at >= 0; at = line.indexOf(from, at + 1)) {
    const before = at > 0 ? line[at - 1]! : '';
    const after = line[at + from.length] ?? '';
    // `docker://<ref>` of a workflow step: the slash belongs to the scheme, not the reference.
    const afterScheme = before === '/' && line.slice(0, at).endsWith('://');
    if (before !== '' && CONTINUES_BEFORE.test(before) && !afterScheme) continue;
    if (after !== '' && CONTINUES_AFTER.test(after)) continue;
    found.push(at);
  }
  return found;
}

/**
 * Offsets where each line starts and where its text ends (before `\r\n` or `\n`). Lines end at
 * `\n` as the YAML scanner counts them; a lone `\r` (old Mac files) is text, so an edit whose line
 * was counted otherwise (a Dockerfile counts a lone `\r` as a break) is then usually not found
 * there and is left alone.
 */
function lineSpans(text: string): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = [];
  let start = 0;
  for (;;) {
    const nl = text.indexOf('\n', start);
    if (nl < 0) {
      spans.push({ start, end: text.length });
      return spans;
    }
    spans.push({ start, end: nl > start && text[nl - 1] === '\r' ? nl - 1 : nl });
    start = nl + 1;
  }
}

/**
 * Applies `edits` to `text`. The same reference listed n times at a line (written n times there)
 * replaces its first n whole occurrences. Edits that cannot be applied are returned with why.
 */
export function applyEdits<E extends LineEdit>(text: string, edits: readonly E[]): RewriteResult<E> {
  const lines = lineSpans(text);
  const applied: E[] = [];
  const leftAlone: { edit: E; reason: string }[] = [];
  const replacements: { start: number; end: number; to: string }[] = [];

  const byLine = Map.groupBy(edits, (edit) => edit.line);

  for (const [lineNumber, lineEdits] of byLine) {
    const span = lines[lineNumber - 1];
    if (!span || !Number.isInteger(lineNumber)) {
      for (const edit of lineEdits) leftAlone.push({ edit, reason: `line ${lineNumber} is not in the file` });
      continue;
    }
    const lineText = text.slice(span.start, span.end);
    const taken: { start: number; end: number }[] = [];
    const used = new Map<string, number>();
    for (const edit of lineEdits) {
      if (edit.from === edit.to) continue;
      if (VARIABLE.test(edit.from) || VARIABLE.test(edit.to)) {
        leftAlone.push({ edit, reason: `"${edit.from}" is built from variables; change the variable's value instead` });
        continue;
      }
      const nth = used.get(edit.from) ?? 0;
      const at = wholeMatches(lineText, edit.from).filter(
        (s) => !taken.some((t) => s < t.end && s + edit.from.length > t.start),
      )[0];
      if (at === undefined) {
        const reason =
          nth > 0
            ? `"${edit.from}" is written fewer times on line ${lineNumber} than it was found`
            : `"${edit.from}" is not written literally on line ${lineNumber}: it is built from variables (e.g. a Dockerfile ARG); change the variable's value instead`;
        leftAlone.push({ edit, reason });
        continue;
      }
      used.set(edit.from, nth + 1);
      taken.push({ start: at, end: at + edit.from.length });
      replacements.push({ start: span.start + at, end: span.start + at + edit.from.length, to: edit.to });
      applied.push(edit);
    }
  }

  replacements.sort((a, b) => a.start - b.start);
  let out = '';
  let cursor = 0;
  for (const r of replacements) {
    out += text.slice(cursor, r.start) + r.to;
    cursor = r.end;
  }
  out += text.slice(cursor);
  return { text: out, applied, leftAlone };
}
