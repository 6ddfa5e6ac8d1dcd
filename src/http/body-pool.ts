// Buffers for answers that arrive in several chunks, reused from one answer to the next. A long
// Tag History walk reads a thousand answers of about 130 KB; a new buffer for each is memory
// outside V8's heap that only a full collection gives back, and V8 lets such memory pile up by
// tens of MB before it runs one (bench/README.md: about 25 MB of a 1 000 000-build walk's peak).

/** Smallest pooled buffer: one Tag History window (1 000 records, about 130 KB) fits. */
const MIN_BYTES = 256 * 1024;
/** Larger answers get a buffer of their own, not kept. */
const MAX_POOLED_BYTES = 1024 * 1024;

export class BodyPool {
  private readonly spare: Buffer[] = [];
  private readonly lent = new WeakSet<ArrayBufferLike>();

  /** At most `keep` buffers wait for reuse: the requests in flight at once. */
  constructor(private readonly keep = 16) {}

  /**
   * The chunks as one Buffer: the only chunk itself, or the start of a pooled buffer. Whoever
   * reads it gives it back with `release` and keeps no view of it after that.
   */
  join(chunks: readonly Buffer[], size: number): Buffer {
    if (chunks.length === 1) return chunks[0]!;
    if (size > MAX_POOLED_BYTES) return Buffer.concat(chunks, size);
    const index = this.spare.findIndex((b) => b.length >= size);
    const target = index >= 0 ? this.spare.splice(index, 1)[0]! : Buffer.allocUnsafeSlow(Math.max(size, MIN_BYTES));
    this.lent.add(target.buffer);
    let at = 0;
    for (const chunk of chunks) at += chunk.copy(target, at);
    return target.subarray(0, size);
  }

  /** Gives back a buffer `join` returned; anything else is left to the collector. */
  release(bytes: Buffer): void {
    if (!this.lent.has(bytes.buffer)) return;
    this.lent.delete(bytes.buffer);
    if (this.spare.length < this.keep) this.spare.push(Buffer.from(bytes.buffer, 0, bytes.buffer.byteLength));
  }
}
