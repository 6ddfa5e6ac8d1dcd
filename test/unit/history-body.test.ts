import { describe, expect, it } from 'vitest';
import { UnexpectedBody } from '../../src/http/client';
import { eachHistoryRecord, historyRecords } from '../../src/registry/history-body';
import { historyProblem } from '../../src/registry/history-schema';

// Tag History bodies read from their bytes in pieces (src/registry/history-body.ts) must mean
// exactly what JSON.parse of the whole text means: the same records in the same order, and an
// error wherever the whole text is not JSON or not a history.

const digest = (i: number) => `sha256:${i.toString(16).padStart(64, '0')}`;
const record = (i: number) => ({ updateTimestamp: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(), digest: digest(i) });
const records = (n: number, from = 0) => Array.from({ length: n }, (_, i) => record(from + i));

/** What JSON.parse of the whole text says: the records, or that it throws. */
function byJsonParse(text: string): { records: { updateTimestamp: string; digest: string }[] } | { throws: true } {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { throws: true };
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { throws: true };
  const history = (body as { history?: unknown }).history;
  if (history === undefined) return { records: [] };
  if (historyProblem(history)) return { throws: true };
  return { records: (history as { updateTimestamp: string; digest: string }[]).map(({ updateTimestamp, digest }) => ({ updateTimestamp, digest })) };
}

function byPieces(text: string): { records: { updateTimestamp: string; digest: string }[] } | { throws: true } {
  try {
    return { records: historyRecords(Buffer.from(text)) };
  } catch (error) {
    expect(error).toBeInstanceOf(UnexpectedBody);
    return { throws: true };
  }
}

const agree = (text: string) => expect(byPieces(text), text.slice(0, 200)).toEqual(byJsonParse(text));

describe('historyRecords', () => {
  it('reads what JSON.parse reads: compact, pretty-printed, other keys around, empty, absent', () => {
    const list = records(2_500);
    agree(JSON.stringify({ history: list }));
    agree(JSON.stringify({ history: list }, null, 2));
    agree(JSON.stringify({ kind: 'tag', meta: { a: [1, { b: '[]{},' }] }, history: list, next: ['x', { y: ']' }], z: 'q]' }));
    agree(JSON.stringify({ history: [] }));
    agree('{ "history" : [ ] }');
    agree('{}');
    agree(JSON.stringify({ other: 1 }));
    agree(`  \n${JSON.stringify({ history: records(3) })}\n  `);
    expect(byPieces(JSON.stringify({ history: list }))).toEqual({ records: list });
  });

  it('keeps extra fields out and the order of the body', () => {
    const list = records(1_200).reverse().map((r, i) => ({ ...r, extra: { note: i % 7 === 0 ? '},{' : 'x', nested: [i] } }));
    const text = JSON.stringify({ history: list });
    expect(historyRecords(Buffer.from(text))).toEqual(list.map(({ updateTimestamp, digest }) => ({ updateTimestamp, digest })));
    agree(text);
  });

  it('follows JSON.parse where a key repeats or is written with escapes (the last one wins)', () => {
    const a = JSON.stringify(records(3));
    const b = JSON.stringify(records(2, 100));
    agree(`{"history":${a},"history":${b}}`);
    agree(`{"history":${a},"hist\\u006fry":${b}}`);
    agree(`{"hist\\u006fry":${a},"history":${b}}`);
    agree(`{"history":${a},"history":null}`);
    agree(`{"history":${a},"history":"x]"}`);
    agree(`{"history":${a},"x":{"history":${b}}}`);
  });

  it('refuses what is not JSON, or not a history, as JSON.parse would', () => {
    const good = JSON.stringify({ history: records(1_500) });
    const bodies = [
      '',
      'null',
      '[]',
      '"history"',
      good.slice(0, good.length >> 1),
      good.slice(0, -1),
      `${good} x`,
      good.replace('},{', '},,{'),
      good.replace('},{', '}{'),
      good.replace(']}', ',]}'),
      good.replace('"updateTimestamp"', 'updateTimestamp'),
      '{"history":[1,2]}',
      '{"history":{"a":1}}',
      '{"history":null}',
      '{"history":[{"updateTimestamp":"yesterday","digest":"sha256:00"}]}',
      JSON.stringify({ history: [...records(2_000), { updateTimestamp: record(1).updateTimestamp, digest: 'sha256:ABC' }] }),
      `{"history":[${JSON.stringify(record(1))}]]}`,
      `{"history":[${JSON.stringify(record(1))}}]}`,
      `{"history":[${JSON.stringify(record(1)).slice(0, -1)}]}`,
    ];
    for (const text of bodies) {
      expect(byJsonParse(text), text.slice(0, 80)).toEqual({ throws: true });
      expect(byPieces(text), text.slice(0, 80)).toEqual({ throws: true });
    }
  });

  it('names the record that is wrong, by its place in the list', () => {
    const list: unknown[] = records(3_000);
    list[2_345] = { updateTimestamp: '2026-01-01T00:00:00Z', digest: 'sha1:x' };
    expect(() => historyRecords(Buffer.from(JSON.stringify({ history: list })))).toThrow('history[2345].digest: must be sha256:<64 lowercase hex>');
    list[2_345] = 7;
    expect(() => historyRecords(Buffer.from(JSON.stringify({ history: list })))).toThrow('history[2345]: must be an object');
  });

  it('agrees with JSON.parse on bodies cut or changed at random places', () => {
    const base = JSON.stringify({ a: ['[', '{'], history: records(1_800), b: { c: '"]"' } });
    let seed = 7;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    const alphabet = ['{', '}', '[', ']', ',', '"', '\\', ':', ' ', 'x', '0'];
    for (let n = 0; n < 300; n++) {
      const at = Math.floor(random() * base.length);
      const text = n % 3 === 0 ? base.slice(0, at) : `${base.slice(0, at)}${alphabet[Math.floor(random() * alphabet.length)]}${base.slice(at + (n % 3 === 1 ? 1 : 0))}`;
      agree(text);
    }
  });

  it('gives each record as soon as its batch is read, in order', () => {
    const list = records(5_000);
    const seen: string[] = [];
    eachHistoryRecord(Buffer.from(JSON.stringify({ history: list })), (r) => seen.push(r.digest));
    expect(seen).toEqual(list.map((r) => r.digest));
  });
});
