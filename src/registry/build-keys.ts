// Counting each build of a long history once, without keeping it. A Set of 100 000 digest strings,
// or of as many numbers (each boxed on the JS heap), survives the whole walk, and what survives
// makes V8 grow its young generation; a table of doubles outside the JS heap does not.

/**
 * A build's key: 52 bits mixed from the whole of its digest (a sha256, spec rule 5; builds a
 * test or a server numbers one after another differ only at the end). Two builds share a key by
 * chance about once in 10^4 walks of a million builds. Digests are the registry's word: a
 * registry that made two share one would hide a build from the count, which it can do anyway by
 * leaving the build out of its answer. Pins and the watched digest are compared whole.
 */
export function buildKey(digest: string): number {
  let a = 0x9e3779b9;
  let b = 0x85ebca6b;
  // The 64 hex digits after "sha256:" (lowercase, as the schema requires), 8 to a word.
  for (let i = 7; i < 71; i += 8) {
    let word = 0;
    for (let j = i; j < i + 8; j++) {
      const c = digest.charCodeAt(j);
      word = (word << 4) | (c <= 57 ? c - 48 : c - 87);
    }
    a = Math.imul(a ^ word, 0xcc9e2d51);
    a = (a << 15) | (a >>> 17);
    b = Math.imul(b ^ word, 0x1b873593);
    b = (Math.imul((b << 13) | (b >>> 19), 5) + 0xe6546b64) | 0;
  }
  return (fmix(a) >>> 6) * 2 ** 26 + (fmix(b ^ a) >>> 6);
}

/** MurmurHash3's finalizer: every input bit moves every output bit. */
function fmix(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return h ^ (h >>> 16);
}

/** A set of build keys: open addressing over a Float64Array, hashed with a seed of the process (keys are the server's). */
export class BuildKeys {
  size = 0;
  private table: Float64Array<ArrayBuffer>;
  private static readonly seed = Math.floor(Math.random() * 2 ** 31);

  constructor(capacity = 1_024) {
    this.table = new Float64Array(2 ** Math.ceil(Math.log2(Math.max(16, capacity * 2))));
  }

  has(key: number): boolean {
    return this.table[this.slot(key)] !== 0;
  }

  add(key: number): void {
    const slot = this.slot(key);
    if (this.table[slot] !== 0) return;
    // Stored plus one: 0 marks an empty slot.
    this.table[slot] = key + 1;
    if (++this.size * 2 > this.table.length) this.grow();
  }

  /** Empty again, its table kept (one page's keys after another's). */
  clear(): void {
    this.table.fill(0);
    this.size = 0;
  }

  /** Every key of `other` added to this set. */
  addAll(other: BuildKeys): void {
    for (const stored of other.table) if (stored !== 0) this.add(stored - 1);
  }

  /** The slot of `key`, or of the empty slot where it would go (linear probing). */
  private slot(key: number): number {
    const mask = this.table.length - 1;
    const low = key % 2 ** 26;
    const high = (key - low) / 2 ** 26;
    let hash = Math.imul(low ^ BuildKeys.seed, 0x9e3779b1) ^ Math.imul(high + 1, 0x85ebca6b);
    hash ^= hash >>> 15;
    let slot = hash & mask;
    while (this.table[slot] !== 0 && this.table[slot] !== key + 1) slot = (slot + 1) & mask;
    return slot;
  }

  private grow(): void {
    const old = this.table;
    this.table = new Float64Array(old.length * 2);
    this.size = 0;
    for (const stored of old) if (stored !== 0) this.add(stored - 1);
    // Freed now: an old table's wrapper is long-lived, so its memory would wait for a full collection.
    old.buffer.transfer(0);
  }
}
