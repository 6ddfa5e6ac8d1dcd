import { describe, expect, it } from 'vitest';
import { BodyPool } from '../../src/http/body-pool';

// Answers that arrive in several chunks are joined into reused buffers (src/http/body-pool.ts):
// the bytes must be the chunks', a buffer is lent to one answer at a time, and only what the
// pool lent comes back to it.

const chunksOf = (text: string, size: number) =>
  Array.from({ length: Math.ceil(text.length / size) }, (_, i) => Buffer.from(text.slice(i * size, (i + 1) * size)));

describe('BodyPool', () => {
  it('joins chunks into the exact bytes, and a single chunk is returned as it is', () => {
    const pool = new BodyPool();
    const text = 'x'.repeat(70_000) + 'y'.repeat(70_000);
    const joined = pool.join(chunksOf(text, 65_536), text.length);
    expect(joined.toString()).toBe(text);
    const only = Buffer.from('{"a":1}');
    expect(pool.join([only], only.length)).toBe(only);
  });

  it('reuses a released buffer, and never lends one buffer to two answers at once', () => {
    const pool = new BodyPool();
    const a = pool.join(chunksOf('a'.repeat(100_000), 40_000), 100_000);
    const b = pool.join(chunksOf('b'.repeat(100_000), 40_000), 100_000);
    expect(a.buffer).not.toBe(b.buffer);
    expect(a.toString()).toBe('a'.repeat(100_000));
    pool.release(a);
    const c = pool.join(chunksOf('c'.repeat(50_000), 40_000), 50_000);
    expect(c.buffer).toBe(a.buffer);
    expect(c.toString()).toBe('c'.repeat(50_000));
    expect(b.toString()).toBe('b'.repeat(100_000));
    // Released twice, or a buffer it never lent: nothing comes back twice.
    pool.release(c);
    pool.release(c);
    pool.release(Buffer.from('z'.repeat(10)));
    const d = pool.join(chunksOf('d'.repeat(60_000), 40_000), 60_000);
    const e = pool.join(chunksOf('e'.repeat(60_000), 40_000), 60_000);
    expect(d.buffer).not.toBe(e.buffer);
    expect(d.toString()).toBe('d'.repeat(60_000));
  });

  it('gives answers over 1 MiB a buffer of their own, not kept', () => {
    const pool = new BodyPool();
    const big = pool.join(chunksOf('q'.repeat(2_000_000), 65_536), 2_000_000);
    expect(big.toString()).toBe('q'.repeat(2_000_000));
    pool.release(big);
    const next = pool.join(chunksOf('r'.repeat(100_000), 65_536), 100_000);
    expect(next.buffer).not.toBe(big.buffer);
  });

  it('keeps at most `keep` buffers for reuse', () => {
    const pool = new BodyPool(2);
    const lent = [1, 2, 3].map((n) => pool.join(chunksOf(String(n).repeat(100_000), 65_536), 100_000));
    for (const b of lent) pool.release(b);
    const again = [1, 2, 3].map(() => pool.join(chunksOf('s'.repeat(100_000), 65_536), 100_000));
    expect(again.filter((b) => lent.some((l) => l.buffer === b.buffer))).toHaveLength(2);
  });
});
