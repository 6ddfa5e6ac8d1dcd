import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BrokenRule } from '../../../src/errors';
import { readJsonItems, WHOLE_BODY_BYTES } from '../../../src/http/json-items';
import { buildKey } from '../../../src/registry/build-keys';

const item = z.object({ n: z.number() });

/** The body in chunks of `size` bytes, as a socket hands it over. */
async function* chunked(text: string | Uint8Array, size = 7): AsyncGenerator<Uint8Array> {
  const bytes = typeof text === 'string' ? Buffer.from(text) : text;
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

async function read(text: string | Uint8Array, size?: number): Promise<number[]> {
  const seen: number[] = [];
  await readJsonItems(chunked(text, size), {
    field: 'items',
    schema: item,
    label: 'GET /x',
    each: (v) => seen.push(v.n),
  });
  return seen;
}

const refusal = (text: string | Uint8Array) =>
  read(text).then(
    () => null,
    (e: unknown) => e as BrokenRule,
  );

describe('readJsonItems', () => {
  it('hands on each item of the field in order, across chunk bounds, other fields skipped', async () => {
    const body = JSON.stringify({
      before: { items: [{ n: -1 }] },
      items: [1, 2, 3].map((n) => ({ n, x: 'y' })),
      after: 'z',
    });
    for (const size of [1, 3, 7, 1_000]) expect(await read(body, size)).toEqual([1, 2, 3]);
    expect(await read('{}')).toEqual([]);
    expect(await read(' { "items" : [ ] } \n')).toEqual([]);
    expect(await read(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"items":[{"n":4}]}')]))).toEqual([
      4,
    ]);
  });

  it('refuses what HttpClient.json would refuse, naming the place', async () => {
    const cases: [string, RegExp][] = [
      ['[]', /\(body\): expected an object/],
      ['"items"', /\(body\): expected an object/],
      ['{"items":{"a":{"n":1}}}', /items: expected an array/],
      ['{"items":null}', /items: expected an array/],
      ['{"items":[],"items":[]}', /items: given twice/],
      ['{"items":[{"n":1},{"n":"2"}]}', /items\[1\]\.n: /],
      ['', /not JSON \(0 bytes, starts with ""\)/],
      ['<html>nope</html>', /not JSON \(17 bytes, starts with "<html>nope<\/html>"\)/],
      ['{"items":[{"n":1}', /not JSON/],
      ['{"items":[]} trailing', /not JSON/],
    ];
    for (const [body, message] of cases) {
      const error = await refusal(body);
      expect(error, body).toBeInstanceOf(BrokenRule);
      expect(error!.reason, body).toBe('INVALID_RESPONSE');
      expect(error!.message, body).toMatch(message);
      expect(error!.message, body).toContain('GET /x returned an unexpected response');
    }
  });

  it('reads a body longer than WHOLE_BODY_BYTES as it streams: items handed on before its end, the same refusals', async () => {
    const count = Math.ceil(WHOLE_BODY_BYTES / 8) + 1_000;
    const items = Array.from({ length: count }, (_, n) => ({ n }));
    const long = JSON.stringify({ items });
    expect(long.length).toBeGreaterThan(WHOLE_BODY_BYTES);
    // Which item had been handed on when the last chunk was taken: a short body none, a long one most.
    const seenAtEnd = async (text: string) => {
      const seen: number[] = [];
      let atEnd = -1;
      async function* body() {
        yield* chunked(text, 16_384);
        atEnd = seen.length;
      }
      await readJsonItems(body(), { field: 'items', schema: item, label: 'GET /x', each: (v) => seen.push(v.n) });
      return { seen, atEnd };
    };
    const streamed = await seenAtEnd(long);
    expect(streamed.seen).toEqual(items.map((i) => i.n));
    expect(streamed.atEnd).toBeGreaterThan(count / 2);
    const whole = await seenAtEnd(JSON.stringify({ items: items.slice(0, 10) }));
    expect(whole).toEqual({ seen: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], atEnd: 0 });

    const wrongLast = JSON.stringify({ items: [...items.slice(0, -1), { n: 'x' }] });
    expect((await refusal(wrongLast))!.message).toMatch(new RegExp(`items\\[${count - 1}\\]\\.n: `));
    expect((await refusal(long.slice(0, -2)))!.message).toMatch(/not JSON/);
    expect((await refusal(`${long.slice(0, -1)},"items":[]}`))!.message).toMatch(/items: given twice/);
  });

  it('an escaped key that spells the field, or the field given twice, is read by the stream: as JSON.parse would not', async () => {
    expect((await refusal('{"items":[{"n":1}],"it\\u0065ms":[]}'))!.message).toMatch(/items: given twice/);
    expect(await read('{"note":"\\u0041","items":[{"n":5}]}')).toEqual([5]);
    expect(await read('{"x":{"items":[{"n":-1}]},"items":[{"n":6}]}')).toEqual([6]);
  });
});

describe('buildKey', () => {
  it('keys digests that differ anywhere apart, numbered ones included', () => {
    const digests = new Set<string>();
    for (let i = 0; i < 200_000; i++) digests.add(`sha256:${i.toString(16).padStart(64, '0')}`);
    for (let i = 0; i < 64; i++) digests.add(`sha256:${'0'.repeat(i)}c${'0'.repeat(63 - i)}`);
    const seen = new Set([...digests].map(buildKey));
    expect(seen.size).toBe(digests.size);
    for (const key of seen) expect(Number.isSafeInteger(key) && key >= 0 && key < 2 ** 52).toBe(true);
  });
});
