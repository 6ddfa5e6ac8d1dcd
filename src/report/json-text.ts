// JSON text put a piece at a time: the results file of thousands of results is written straight
// into its write buffer (src/fs/write-inside.ts) instead of made as a string per item first
// (6 MB of strings at 5 000 results, bench/README.md). The text is exactly JSON.stringify's.

/** Takes each piece of the text, in order. */
export type Put = (piece: string) => void;

/**
 * Puts `JSON.stringify(value, null, 2)` as if `value` were nested `depth` levels deep (its inner
 * lines indented by 2 * (depth + 1) spaces). For plain JSON data: strings, finite numbers,
 * booleans, null, arrays and plain objects; properties whose value is undefined, a function or
 * a symbol are left out and such array items are null, as JSON.stringify does. No `toJSON`.
 */
export function putJson(put: Put, value: unknown, depth = 0): void {
  if (depth > MAX_DEPTH) throw new TypeError(`JSON nested deeper than ${MAX_DEPTH} levels`);
  switch (typeof value) {
    case 'string':
      return putString(put, value);
    case 'number':
      return put(Number.isFinite(value) ? String(value) : 'null');
    case 'boolean':
      return put(value ? 'true' : 'false');
    case 'bigint':
      throw new TypeError('a BigInt has no JSON text');
    case 'object':
      if (value === null) return put('null');
      if (Array.isArray(value)) return putArray(put, value, depth);
      return putObject(put, value as Record<string, unknown>, depth);
    default:
      // undefined, a function or a symbol: null where JSON.stringify writes one (an array item).
      return put('null');
  }
}

function putArray(put: Put, items: readonly unknown[], depth: number): void {
  if (items.length === 0) return put('[]');
  for (let i = 0; i < items.length; i++) {
    put(i === 0 ? opening('[', depth + 1) : opening(',', depth + 1));
    putJson(put, items[i], depth + 1);
  }
  put(closing(']', depth));
}

function putObject(put: Put, object: Record<string, unknown>, depth: number): void {
  let first = true;
  // for-in over own keys: the order of Object.keys, without an array of them per object.
  for (const key in object) {
    if (!Object.hasOwn(object, key)) continue;
    const value = object[key];
    if (value === undefined || typeof value === 'function' || typeof value === 'symbol') continue;
    put(opening(first ? '{' : ',', depth + 1));
    put(keyPiece(key));
    putJson(put, value, depth + 1);
    first = false;
  }
  put(first ? '{}' : closing('}', depth));
}

/** A string as JSON: as it is between quotes when nothing in it needs escaping (no copy made). */
function putString(put: Put, text: string): void {
  if (NEEDS_ESCAPE.test(text)) return put(JSON.stringify(text));
  put('"');
  put(text);
  put('"');
}

// What JSON.stringify escapes: the quote, the backslash, control characters, and surrogates
// (a lone one is escaped; a string with a pair goes through JSON.stringify too, to be sure).
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;

// A key as JSON and the colon after it, made once per key name (a few dozen names, thousands of
// objects).
const keyPieces = new Map<string, string>();
function keyPiece(key: string): string {
  let piece = keyPieces.get(key);
  if (piece === undefined) {
    piece = `${JSON.stringify(key)}: `;
    // Names from data (a map's keys) are not kept: only while the cache is small.
    if (keyPieces.size < MAX_KEY_PIECES) keyPieces.set(key, piece);
  }
  return piece;
}
const MAX_KEY_PIECES = 256;
const MAX_DEPTH = 64;

// The punctuation and indentation before an item, and after the last: made once per depth,
// never per piece.
const openings: Record<'[' | '{' | ',', string[]> = { '[': [], '{': [], ',': [] };
const closings: Record<']' | '}', string[]> = { ']': [], '}': [] };
function opening(mark: '[' | '{' | ',', depth: number): string {
  return (openings[mark][depth] ??= `${mark}\n${'  '.repeat(depth)}`);
}
function closing(mark: ']' | '}', depth: number): string {
  return (closings[mark][depth] ??= `\n${'  '.repeat(depth)}${mark}`);
}
