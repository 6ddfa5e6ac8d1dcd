// A fast reader for plain block YAML: the subset most manifests are written in (Kubernetes,
// Compose, workflows, Helm values). `parseAllDocuments` lexes into a CST and composes nodes
// from it, allocating about 230 bytes per input byte; this reads the lines directly into the
// same `yaml` nodes (Document, YAMLMap, YAMLSeq, Pair, Scalar), at the same offsets, with plain
// scalars resolved by the document's own core-schema tags, so the readers cannot tell the two
// apart. Anything outside the subset, or that the full parser would warn or fail on, gives
// null: the caller then parses with `parseAllDocuments`. A wrong non-null answer is a bug, so
// the subset is narrow on purpose:
//   - spaces-only indentation, `#` comments, `---` separators (no `...`, no `%` directives);
//   - block mappings with plain keys (no quoted or `? ` keys, no `<<`, no repeated key);
//   - block sequences: `- item`, `-` with the item below, `- key: value`, `key:` + `- ` at the
//     key's indentation;
//   - values on one line: plain scalars (no `: ` inside), single-quoted (`''` read as `'`) or
//     double-quoted without backslashes; an empty value is null.
// No anchors, aliases, tags, flow collections, block scalars, continuation lines, tabs, CR,
// control characters or templates (`{{`). Comments are skipped, not attached to the nodes
// (nothing reads them).

import { Document, LineCounter, Pair, Scalar, YAMLMap, YAMLSeq, type Node, type Schema } from 'yaml';

/** One piece of a line: a `---`, a `- ` item, a `key:` pair or (after `- `) a scalar. */
interface Entry {
  kind: 'start' | 'item' | 'pair' | 'scalar';
  /** Column of the piece. */
  indent: number;
  /** Offset of the piece (`-`, the key, the scalar, `---`). */
  offset: number;
  /** Written after `- ` on the line of its item (the item's value). */
  virtual: boolean;
  /** pair: the key as written. */
  key: string;
  /** pair, scalar: the value written on the line; null when none (for pair and item). */
  value: Flow | null;
  /** item, pair without a value on the line: where the parser puts the null it stands for. */
  emptyAt: number;
  emptyEnd: number;
}

interface Flow {
  type: Scalar.Type;
  /** The scalar's text: plain as written, quoted without its quotes. */
  text: string;
  offset: number;
  /** Offset after the closing quote or the last character. */
  end: number;
  /** After the line's newline (the parser's range[2] for a value on its line). */
  lineEnd: number;
}

// Collections nested deeper than this are no manifest (the readers stop at 200 too).
const MAX_DEPTH = 256;

class Refused extends Error {}
const refuse = (): never => {
  throw new Refused();
};

// Outside the subset anywhere in the text: tabs, CR, other control characters (C0 and C1, NEL
// among them), the Unicode line separators, a BOM, non-characters, and template tags (`{{`).
const OUTSIDE = /[\x00-\x09\x0b-\x1f\x7f-\x9f\u2028\u2029\ufeff\ufffe\uffff]|\{\{/;
// Characters a plain scalar may not start with (YAML indicators), `-` handled apart.
const INDICATOR = new Set([...'?:,[]{}#&*!|>\'"%@`-']);

/**
 * The documents of `text` as `parseAllDocuments(text, { uniqueKeys: false })` gives them, or
 * null when the text is not plain block YAML of the subset above. On success `lineCounter` is
 * filled as the lexer fills it; on null it is left untouched.
 */
export function readBlockYaml(text: string, lineCounter: LineCounter): Document.Parsed[] | null {
  if (OUTSIDE.test(text)) return null;
  let docs: Document.Parsed[];
  try {
    docs = new BlockReader(tokenize(text)).documents();
  } catch (error) {
    if (error instanceof Refused) return null;
    throw error;
  }
  lineCounter.addNewLine(0);
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lineCounter.addNewLine(i + 1);
  return docs;
}

function entry(kind: Entry['kind'], indent: number, offset: number, virtual: boolean): Entry {
  return { kind, indent, offset, virtual, key: '', value: null, emptyAt: offset, emptyEnd: offset };
}

/** The entries of every line, or Refused. */
function tokenize(text: string): Entry[] {
  const entries: Entry[] = [];
  const length = text.length;
  for (let start = 0; start <= length;) {
    const newline = text.indexOf('\n', start);
    const end = newline < 0 ? length : newline;
    const lineEnd = newline < 0 ? length : newline + 1;
    tokenizeLine(text, start, end, lineEnd, entries);
    if (newline < 0) break;
    start = lineEnd;
  }
  return entries;
}

function tokenizeLine(text: string, start: number, end: number, lineEnd: number, out: Entry[]): void {
  let p = start;
  while (p < end && text.charCodeAt(p) === 32) p++;
  if (p === end || text[p] === '#') return; // blank or a comment
  if (p === start) {
    if (text.startsWith('---', p) && (p + 3 === end || text[p + 3] === ' ')) {
      const rest = skipSpaces(text, p + 3, end);
      if (rest !== end && text[rest] !== '#') refuse(); // content on the `---` line
      const marker = entry('start', 0, p, false);
      empty(marker, rest, end, lineEnd);
      out.push(marker);
      return;
    }
    if (text.startsWith('...', p) || text[p] === '%') refuse();
  }
  let virtual = false;
  for (;;) {
    const indent = p - start;
    if (text[p] === '-' && (p + 1 === end || text[p + 1] === ' ')) {
      const item = entry('item', indent, p, virtual);
      out.push(item);
      const q = skipSpaces(text, p + 1, end);
      if (q === end || text[q] === '#') {
        empty(item, q, end, lineEnd);
        return;
      }
      p = q;
      virtual = true;
      continue;
    }
    const quote = text[p] === "'" || text[p] === '"';
    const colon = quote ? -1 : keyColon(text, p, end);
    if (colon < 0) {
      // A scalar alone is only read as the value of `- ` (no top-level scalar, no continuation line).
      if (!virtual) refuse();
      const scalar = entry('scalar', indent, p, true);
      scalar.value = flow(text, p, end, lineEnd);
      out.push(scalar);
      return;
    }
    const key = text.slice(p, colon);
    if (key === '' || INDICATOR.has(key[0]!) || key === '<<' || key.endsWith(' ') || /[[\]{}]/.test(key)) refuse();
    const pair = entry('pair', indent, p, virtual);
    pair.key = key;
    out.push(pair);
    const q = skipSpaces(text, colon + 1, end);
    if (q === end || text[q] === '#') empty(pair, q, end, lineEnd);
    else if (text[q] === '-' && (q + 1 === end || text[q + 1] === ' '))
      refuse(); // `key: - x`
    else pair.value = flow(text, q, end, lineEnd);
    return;
  }
}

/** No value on the line: the parser's null sits after the spaces, spanning a comment if any. */
function empty(e: Entry, at: number, end: number, lineEnd: number): void {
  e.emptyAt = at;
  e.emptyEnd = at < end ? lineEnd : at;
}

function skipSpaces(text: string, p: number, end: number): number {
  while (p < end && text.charCodeAt(p) === 32) p++;
  return p;
}

/** The `:` that ends a plain key at `p` (followed by a space or the line's end), or -1. */
function keyColon(text: string, p: number, end: number): number {
  for (let i = p; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 58 /* : */ && (i + 1 === end || text.charCodeAt(i + 1) === 32)) return i;
    if (c === 32 && text.charCodeAt(i + 1) === 35 /* # */) return -1;
  }
  return -1;
}

/** A one-line scalar at `p`, followed only by spaces and maybe a comment, or Refused. */
function flow(text: string, p: number, end: number, lineEnd: number): Flow {
  const c = text[p]!;
  let value: string;
  let close: number;
  let type: Scalar.Type;
  if (c === "'") {
    let j = p + 1;
    for (;;) {
      const k = text.indexOf("'", j);
      if (k < 0 || k >= end) refuse();
      if (text[k + 1] === "'") j = k + 2;
      else {
        close = k + 1;
        break;
      }
    }
    value = text.slice(p + 1, close - 1).replaceAll("''", "'");
    type = Scalar.QUOTE_SINGLE;
  } else if (c === '"') {
    const k = text.indexOf('"', p + 1);
    if (k < 0 || k >= end) refuse();
    value = text.slice(p + 1, k);
    if (value.includes('\\')) refuse();
    close = k + 1;
    type = Scalar.QUOTE_DOUBLE;
  } else {
    if (INDICATOR.has(c) && !(c === '-' && p + 1 < end && text[p + 1] !== ' ')) refuse();
    let stop = end;
    for (let i = p; i < end; i++) {
      const ch = text.charCodeAt(i);
      if (ch === 58 /* : */ && (i + 1 === end || text.charCodeAt(i + 1) === 32)) refuse();
      if (ch === 32 && text.charCodeAt(i + 1) === 35 /* # */) {
        stop = i;
        break;
      }
    }
    while (stop > p && text.charCodeAt(stop - 1) === 32) stop--;
    return { type: Scalar.PLAIN, text: text.slice(p, stop), offset: p, end: stop, lineEnd };
  }
  // After a quoted scalar: spaces, then the line's end or a comment (a `:` would make it a key).
  const after = skipSpaces(text, close, end);
  if (after !== end && !(after > close && text[after] === '#')) refuse();
  return { type, text: value, offset: p, end: close, lineEnd };
}

/** Builds the nodes of the entries: recursive descent over indentation. */
class BlockReader {
  private k = 0;
  private depth = 0;
  private schema!: Schema;
  private options!: Document['options'];

  constructor(private readonly entries: Entry[]) {}

  documents(): Document.Parsed[] {
    const docs: Document.Parsed[] = [];
    const { entries } = this;
    while (this.k < entries.length) {
      const marker = entries[this.k]!.kind === 'start' ? entries[this.k++]! : null;
      const doc = new Document(undefined, { uniqueKeys: false, prettyErrors: false }) as Document.Parsed;
      this.schema = doc.schema;
      this.options = doc.options;
      const first = entries[this.k];
      let contents: Node;
      if (first && first.kind !== 'start') {
        if (first.indent !== 0) refuse(); // an indented document (the parser's range differs)
        contents = this.block(first);
        if (this.k < entries.length && entries[this.k]!.kind !== 'start') refuse();
      } else {
        // `---` with nothing after it: the parser's null past the marker and its spaces.
        contents = this.nullScalar(marker!.emptyAt, marker!.emptyEnd);
      }
      const end = contents.range![2];
      doc.contents = contents as Document.Parsed['contents'];
      doc.range = [marker ? marker.offset : contents.range![0], end, end];
      if (marker) doc.directives.docStart = true;
      docs.push(doc);
    }
    return docs;
  }

  /** The node whose first entry is `e` (the next one). */
  private block(e: Entry): Node {
    if (e.kind === 'item' || e.kind === 'pair') {
      // Deep nesting is left to the full parser: the recursion here stays far from the stack's end.
      if (++this.depth > MAX_DEPTH) refuse();
      const node = e.kind === 'item' ? this.seq(e.indent) : this.map(e.indent);
      this.depth--;
      return node;
    }
    if (e.kind === 'scalar') {
      this.k++;
      return this.scalar(e.value!, false);
    }
    return refuse();
  }

  /** Whether the next entry is inside the current document and deeper than `indent`. */
  private deeper(indent: number): boolean {
    const next = this.entries[this.k];
    return next !== undefined && next.kind !== 'start' && next.indent > indent;
  }

  private seq(n: number): YAMLSeq {
    const { entries } = this;
    const seq = new YAMLSeq(this.schema);
    const start = entries[this.k]!.offset;
    let last = start;
    while (this.k < entries.length && entries[this.k]!.kind === 'item' && entries[this.k]!.indent === n) {
      const item = entries[this.k++]!;
      const next = entries[this.k];
      let value: Node;
      if (next?.virtual) value = this.block(next);
      else if (this.deeper(n)) value = this.block(next!);
      else value = this.nullScalar(item.emptyAt, item.emptyEnd);
      seq.items.push(value);
      last = value.range![2];
      if (this.deeper(n)) refuse(); // a continuation line, or indentation that fits no node
    }
    seq.range = [start, last, last];
    return seq;
  }

  private map(n: number): YAMLMap {
    const { entries } = this;
    const map = new YAMLMap(this.schema);
    const start = entries[this.k]!.offset;
    let last = start;
    const keys = new Set<unknown>();
    while (this.k < entries.length && entries[this.k]!.kind === 'pair' && entries[this.k]!.indent === n) {
      const e = entries[this.k++]!;
      const key = this.scalar(
        {
          type: Scalar.PLAIN,
          text: e.key,
          offset: e.offset,
          end: e.offset + e.key.length,
          lineEnd: e.offset + e.key.length,
        },
        true,
      );
      // A repeated key is left to the full parser (and its warning); values as duplicateKeys compares them.
      if (keys.has(key.value)) refuse();
      keys.add(key.value);
      let value: Node;
      const next = entries[this.k];
      if (e.value) value = this.scalar(e.value, false);
      else if (this.deeper(n)) value = this.block(next!);
      else if (next && next.kind === 'item' && next.indent === n)
        value = this.seq(n); // `key:` + `- ` at its indent
      else value = this.nullScalar(e.emptyAt, e.emptyEnd);
      map.items.push(new Pair(key, value));
      last = value.range![2];
      if (this.deeper(n)) refuse();
    }
    map.range = [start, last, last];
    return map;
  }

  private nullScalar(at: number, end: number): Scalar {
    return this.scalar({ type: Scalar.PLAIN, text: '', offset: at, end: at, lineEnd: end }, false);
  }

  /** A scalar node as the composer makes it: plain text resolved by the schema's default tags. */
  private scalar(f: Flow, atKey: boolean): Scalar {
    let node: Scalar;
    if (f.type === Scalar.PLAIN) {
      const tag = this.schema.tags.find(
        (t) => (t.default === true || (atKey && t.default === 'key')) && t.test?.test(f.text),
      );
      if (tag && 'resolve' in tag && tag.resolve) {
        let failed = false;
        const value = (tag.resolve as (v: string, onError: (m: string) => void, o: unknown) => unknown)(
          f.text,
          () => (failed = true),
          this.options,
        );
        // Floats come back as a Scalar (keeping their fraction digits), as the composer takes them.
        if (failed || (typeof value === 'object' && value !== null && !(value instanceof Scalar))) refuse();
        node = value instanceof Scalar ? value : new Scalar(value);
        if (tag.format) node.format = tag.format;
      } else {
        node = new Scalar(f.text);
      }
    } else {
      node = new Scalar(f.text);
    }
    node.range = [f.offset, f.end, f.lineEnd];
    node.source = f.text;
    node.type = f.type;
    return node;
  }
}
