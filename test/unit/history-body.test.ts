import { describe, expect, it, vi } from 'vitest';
import { UnexpectedBody } from '../../src/http/client';
import { eachHistoryView, historyRecords } from '../../src/registry/history-body';
import { historyProblem, type HistoryRecord } from '../../src/registry/history-schema';

// Tag History bodies read from their bytes in pieces (src/registry/history-body.ts) must mean
// exactly what JSON.parse of the whole text means: the same records in the same order, and an
// error wherever the whole text is not JSON or not a history.

const digest = (i: number) => `sha256:${i.toString(16).padStart(64, '0')}`;
const record = (i: number) => ({
  updateTimestamp: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
  digest: digest(i),
});
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
  return {
    records: (history as { updateTimestamp: string; digest: string }[]).map(({ updateTimestamp, digest }) => ({
      updateTimestamp,
      digest,
    })),
  };
}

function byPieces(text: string): { records: { updateTimestamp: string; digest: string }[] } | { throws: true } {
  try {
    return { records: historyRecords(Buffer.from(text)) };
  } catch (error) {
    expect(error).toBeInstanceOf(UnexpectedBody);
    return { throws: true };
  }
}

type Seen = { records: HistoryRecord[]; ms: number[]; atEnd: HistoryRecord[] | null; error: string | null };

/**
 * What eachHistoryView shows: each view's record and ms, whether its digest compares equal to
 * its own and to no other, what `end` gives back by index, and the error (its message) if any.
 */
function byViews(text: string, inPlace = true): Seen {
  const seen: Seen = { records: [], ms: [], atEnd: null, error: null };
  try {
    eachHistoryView(
      Buffer.from(text),
      (view) => {
        const r = view.record();
        expect(view.index).toBe(seen.records.length);
        expect(view.digestIs(r.digest)).toBe(true);
        expect(view.digestIs(`${r.digest.slice(0, -1)}${r.digest.endsWith('0') ? '1' : '0'}`)).toBe(false);
        expect(view.digestIs(`sha512:${r.digest.slice(7)}`)).toBe(false);
        expect(view.digestIs(r.digest.slice(0, -1))).toBe(false);
        seen.records.push(r);
        seen.ms.push(view.ms);
      },
      (recordAt) => (seen.atEnd = seen.records.map((_, i) => recordAt(i))),
      { inPlace },
    );
  } catch (error) {
    expect(error).toBeInstanceOf(UnexpectedBody);
    seen.error = (error as Error).message;
  }
  return seen;
}

/**
 * The pieces (historyRecords) read what JSON.parse reads; the views show the same records with
 * `ms` = Date.parse, and read in place or by JSON.parse alone (as before views) they show the
 * same records, in the same order, up to the same error.
 */
function agree(text: string): void {
  const expected = byJsonParse(text);
  expect(byPieces(text), text.slice(0, 200)).toEqual(expected);
  const views = byViews(text);
  expect(views, text.slice(0, 200)).toEqual(byViews(text, false));
  if ('records' in expected) {
    expect(views.records).toEqual(expected.records);
    expect(views.ms).toEqual(expected.records.map((r) => Date.parse(r.updateTimestamp)));
    expect(views.atEnd).toEqual(expected.records);
    expect(views.error).toBeNull();
  } else expect(views.error).not.toBeNull();
}

describe('historyRecords', () => {
  it('reads what JSON.parse reads: compact, pretty-printed, other keys around, empty, absent', () => {
    const list = records(2_500);
    agree(JSON.stringify({ history: list }));
    agree(JSON.stringify({ history: list }, null, 2));
    agree(
      JSON.stringify({
        kind: 'tag',
        meta: { a: [1, { b: '[]{},' }] },
        history: list,
        next: ['x', { y: ']' }],
        z: 'q]',
      }),
    );
    agree(JSON.stringify({ history: [] }));
    agree('{ "history" : [ ] }');
    agree('{}');
    agree(JSON.stringify({ other: 1 }));
    agree(`  \n${JSON.stringify({ history: records(3) })}\n  `);
    expect(byPieces(JSON.stringify({ history: list }))).toEqual({ records: list });
  });

  it('keeps extra fields out and the order of the body', () => {
    const list = records(1_200)
      .reverse()
      .map((r, i) => ({ ...r, extra: { note: i % 7 === 0 ? '},{' : 'x', nested: [i] } }));
    const text = JSON.stringify({ history: list });
    expect(historyRecords(Buffer.from(text))).toEqual(
      list.map(({ updateTimestamp, digest }) => ({ updateTimestamp, digest })),
    );
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
      JSON.stringify({
        history: [...records(2_000), { updateTimestamp: record(1).updateTimestamp, digest: 'sha256:ABC' }],
      }),
      `{"history":[${JSON.stringify(record(1))}]]}`,
      `{"history":[${JSON.stringify(record(1))}}]}`,
      `{"history":[${JSON.stringify(record(1)).slice(0, -1)}]}`,
    ];
    for (const text of bodies) {
      expect(byJsonParse(text), text.slice(0, 80)).toEqual({ throws: true });
      expect(byPieces(text), text.slice(0, 80)).toEqual({ throws: true });
      agree(text);
    }
  });

  it('names the record that is wrong, by its place in the list', () => {
    const list: unknown[] = records(3_000);
    list[2_345] = { updateTimestamp: '2026-01-01T00:00:00Z', digest: 'sha1:x' };
    expect(() => historyRecords(Buffer.from(JSON.stringify({ history: list })))).toThrow(
      'history[2345].digest: must be sha256:<64 lowercase hex>',
    );
    list[2_345] = 7;
    expect(() => historyRecords(Buffer.from(JSON.stringify({ history: list })))).toThrow(
      'history[2345]: must be an object',
    );
  });

  it('agrees with JSON.parse on bodies cut or changed at random places', () => {
    const base = JSON.stringify({ a: ['[', '{'], history: records(1_800), b: { c: '"]"' } });
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const alphabet = ['{', '}', '[', ']', ',', '"', '\\', ':', ' ', 'x', '0'];
    for (let n = 0; n < 300; n++) {
      const at = Math.floor(random() * base.length);
      const text =
        n % 3 === 0
          ? base.slice(0, at)
          : `${base.slice(0, at)}${alphabet[Math.floor(random() * alphabet.length)]}${base.slice(at + (n % 3 === 1 ? 1 : 0))}`;
      agree(text);
    }
  });

  it('gives each record as soon as its batch is read, in order', () => {
    const list = records(5_000);
    const seen: string[] = [];
    eachHistoryView(Buffer.from(JSON.stringify({ history: list })), (view) => seen.push(view.record().digest));
    expect(seen).toEqual(list.map((r) => r.digest));
  });
});

/** JSON.parse calls made while `read` runs: the envelope's is one; each batch not read in place adds one. */
function jsonParses(read: () => void): number {
  const spy = vi.spyOn(JSON, 'parse');
  try {
    read();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

const viewsOf = (text: string) => jsonParses(() => eachHistoryView(Buffer.from(text), () => {}));
const hex = (c: string) => c.repeat(64);

describe('eachHistoryView', () => {
  it('reads records in the canonical shape in place: no JSON.parse but the envelope', () => {
    const list = records(3_000);
    const shuffled = list.map((r, i) => (i % 2 ? { digest: r.digest, updateTimestamp: r.updateTimestamp } : r));
    const offsets = list.map((r, i) => ({
      ...r,
      updateTimestamp: [
        '2026-03-01T10:20:30+05:30',
        '1999-12-31t23:59:59.123456789-11:45',
        '2024-02-29T00:00:00.5z',
        '0000-01-01T00:00:00Z',
        '9999-12-31T23:59:59.999-00:00',
      ][i % 5]!,
    }));
    const spaced = `{ "history" : [ ${list.map((r) => `{ "digest" :\t"${r.digest}" ,\n"updateTimestamp"\r: "${r.updateTimestamp}" }`).join(' ,\n ')} ] }`;
    for (const text of [
      JSON.stringify({ history: list }),
      JSON.stringify({ history: shuffled }),
      JSON.stringify({ history: offsets }),
      JSON.stringify({ history: list }, null, 2),
      spaced,
    ]) {
      expect(viewsOf(text), text.slice(0, 100)).toBe(1);
      agree(text);
    }
    expect(byViews(JSON.stringify({ history: offsets })).ms.slice(0, 5)).toEqual([
      Date.UTC(2026, 2, 1, 4, 50, 30),
      Date.UTC(1999, 11, 31, 23 + 11, 59 + 45, 59, 123),
      Date.UTC(2024, 1, 29, 0, 0, 0, 500),
      -62_167_219_200_000,
      253_402_300_799_999,
    ]);
  });

  it('gives a batch that is not all canonical to JSON.parse, and means what it means (escapes, repeated or other keys, other bytes)', () => {
    const list = records(1_000);
    const ts = list[0]!.updateTimestamp;
    const cases: [string, HistoryRecord | null][] = [
      [
        `{"updateTimestamp":"${ts}","digest":"sha256:\\u0061${hex('a').slice(1)}"}`,
        { updateTimestamp: ts, digest: `sha256:${hex('a')}` },
      ],
      [
        `{"updateTimestamp":"${ts}","digest":"\\u0073ha256:${hex('b')}"}`,
        { updateTimestamp: ts, digest: `sha256:${hex('b')}` },
      ],
      [
        `{"updateTimestamp":"2026-01-01T00:00:00\\u005a","digest":"sha256:${hex('c')}"}`,
        { updateTimestamp: '2026-01-01T00:00:00Z', digest: `sha256:${hex('c')}` },
      ],
      [`{"updateTimestamp":"2026-01-01T00:00:00\\/Z","digest":"sha256:${hex('c')}"}`, null],
      [
        `{"upd\\u0061teTimestamp":"${ts}","digest":"sha256:${hex('d')}"}`,
        { updateTimestamp: ts, digest: `sha256:${hex('d')}` },
      ],
      [
        `{"updateTimestamp":"${ts}","digest":"sha256:${hex('e')}","digest":"sha256:${hex('f')}"}`,
        { updateTimestamp: ts, digest: `sha256:${hex('f')}` },
      ],
      [
        `{"updateTimestamp":"1999-01-01T00:00:00Z","updateTimestamp":"${ts}","digest":"sha256:${hex('f')}"}`,
        { updateTimestamp: ts, digest: `sha256:${hex('f')}` },
      ],
      [`{"updateTimestamp":"${ts}","digest":"sha256:${hex('e')}","digest":"sha1:x"}`, null],
      [
        `{"updateTimestamp":"${ts}","digest":"sha256:${hex('1')}","note":"x"}`,
        { updateTimestamp: ts, digest: `sha256:${hex('1')}` },
      ],
      [`{"updateTimestamp":"${ts}","digest":"sha256:${hex('A')}"}`, null],
      [`{"updateTimestamp":"${ts}","digest":"sha256:${hex('é')}"}`, null],
      [`{"updateTimestamp":"${ts}","digest":"sha256:${hex('2')}0"}`, null],
      [`{"updateTimestamp":"${ts}","digest":"sha256:${hex('2').slice(1)}"}`, null],
      [`{"updateTimestamp":"${ts}","digest":null}`, null],
      [`{"updateTimestamp":"${ts}"}`, null],
      [
        `{"updateTimestamp":"2026-04-31T00:00:00Z","digest":"sha256:${hex('3')}"}`,
        { updateTimestamp: '2026-04-31T00:00:00Z', digest: `sha256:${hex('3')}` },
      ],
      [
        `{"updateTimestamp":"2026-01-01T24:00:00Z","digest":"sha256:${hex('3')}"}`,
        { updateTimestamp: '2026-01-01T24:00:00Z', digest: `sha256:${hex('3')}` },
      ],
      [`{"updateTimestamp":"2026-01-01T23:59:60Z","digest":"sha256:${hex('3')}"}`, null],
      [`{"updateTimestamp":"2026-01-01T00:00:00.1234567890Z","digest":"sha256:${hex('3')}"}`, null],
      [`{"updateTimestamp":"2026-01-01T00:00:00 Z","digest":"sha256:${hex('3')}"}`, null],
      [`{"updateTimestamp":20260101,"digest":"sha256:${hex('3')}"}`, null],
    ];
    for (const [at, n] of [
      [500, 1_000],
      [0, 1],
      [999, 1_000],
    ] as const) {
      for (const [odd, expected] of cases) {
        const body = `{"history":[${list
          .slice(0, n)
          .map((r, i) => (i === at ? odd : JSON.stringify(r)))
          .join(',')}]}`;
        agree(body);
        if (expected) {
          const seen = byViews(body);
          expect(seen.records[at], odd).toEqual(expected);
          expect(seen.ms[at]).toBe(Date.parse(expected.updateTimestamp));
          expect(seen.records.length).toBe(n);
        } else {
          expect(byViews(body).error, odd).toMatch(new RegExp(`^history\\[${at}\\]\\.(updateTimestamp|digest): `));
        }
        // The batch holding the odd record went to JSON.parse: more calls than the envelope's.
        expect(
          jsonParses(() => byViews(body)),
          odd,
        ).toBeGreaterThan(1);
      }
    }
  });

  it('names the record that is wrong as before, in place or not', () => {
    const list: unknown[] = records(3_000);
    list[2_345] = { updateTimestamp: '2026-02-32T00:00:00Z', digest: digest(1) };
    const text = JSON.stringify({ history: list });
    expect(byViews(text).error).toBe('history[2345].updateTimestamp: must be an RFC 3339 timestamp');
    expect(byViews(text).records).toHaveLength(2_345);
    expect(byViews(text, false)).toEqual(byViews(text));
    list[2_345] = { updateTimestamp: '2026-02-28T00:00:00Z', digest: `${digest(1)}\n` };
    expect(byViews(JSON.stringify({ history: list })).error).toBe(
      'history[2345].digest: must be sha256:<64 lowercase hex>',
    );
    list[2_345] = null;
    expect(byViews(JSON.stringify({ history: list })).error).toBe('history[2345]: must be an object');
  });
});
