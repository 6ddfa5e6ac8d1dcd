import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { UnexpectedBody } from '../../src/http/client';
import { eachHistoryView } from '../../src/registry/history-body';
import { recordProblem } from '../../src/registry/history-schema';

// Tag History times read in place (src/registry/history-body.ts computes a record's ms from its
// bytes, without Date.parse) must be exactly Date.parse's, and a time the schema refuses must be
// refused with the message it always had. Random times, valid and not, each as the middle record
// of a body whose other records are canonical.

const DIGEST = `sha256:${'ab'.repeat(32)}`;
const canonical = (i: number) =>
  JSON.stringify({
    updateTimestamp: new Date(Date.UTC(1990, 0, 1) + i * 1_000).toISOString(),
    digest: `sha256:${String(i).repeat(64).slice(0, 64)}`,
  });
const bodyWith = (time: string) =>
  `{"history":[${canonical(1)},{"updateTimestamp":"${time}","digest":"${DIGEST}"},${canonical(2)}]}`;

interface Outcome {
  ms: number[];
  times: string[];
  error: string | null;
  /** JSON.parse calls: 1 (the envelope) when every record was read in place. */
  parses: number;
}

function read(time: string, inPlace = true): Outcome {
  const outcome: Outcome = { ms: [], times: [], error: null, parses: 0 };
  const spy = vi.spyOn(JSON, 'parse');
  try {
    eachHistoryView(
      Buffer.from(bodyWith(time)),
      (view) => {
        outcome.ms.push(view.ms);
        outcome.times.push(view.record().updateTimestamp);
      },
      undefined,
      { inPlace },
    );
  } catch (error) {
    expect(error).toBeInstanceOf(UnexpectedBody);
    outcome.error = (error as Error).message;
  } finally {
    outcome.parses = spy.mock.calls.length;
    spy.mockRestore();
  }
  return outcome;
}

/** What the time means today: Date.parse's ms when the schema takes it, else its error. */
function expectAsBefore(time: string): Outcome {
  const outcome = read(time);
  if (recordProblem({ updateTimestamp: time, digest: DIGEST }) === null) {
    expect(outcome.error, time).toBeNull();
    expect(outcome.ms[1], time).toBe(Date.parse(time));
    expect(outcome.times[1]).toBe(time);
  } else {
    expect(outcome.error, time).toBe('history[1].updateTimestamp: must be an RFC 3339 timestamp');
    expect(outcome.ms).toHaveLength(1);
  }
  // Read by JSON.parse alone (as before records were read in place): the same.
  expect({ ...outcome, parses: 0 }).toEqual({ ...read(time, false), parses: 0 });
  return outcome;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const isLeap = (y: number) => y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
const daysIn = (y: number, m: number) => [31, isLeap(y) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]!;

const fields = fc.record({
  year: fc.oneof(
    fc.integer({ min: 0, max: 9_999 }),
    fc.constantFrom(0, 1, 400, 1900, 1970, 2000, 2024, 2026, 2100, 9_999),
  ),
  month: fc.integer({ min: 0, max: 13 }),
  day: fc.integer({ min: 0, max: 32 }),
  hour: fc.integer({ min: 0, max: 25 }),
  minute: fc.integer({ min: 0, max: 61 }),
  second: fc.integer({ min: 0, max: 61 }),
  fraction: fc.option(fc.stringMatching(/^[0-9]{0,11}$/)),
  t: fc.constantFrom('T', 't', ' '),
  zone: fc.oneof(
    fc.constantFrom('Z', 'z', ''),
    fc.record({
      sign: fc.constantFrom('+', '-'),
      hours: fc.integer({ min: 0, max: 25 }),
      minutes: fc.integer({ min: 0, max: 61 }),
    }),
  ),
});
type Fields = typeof fields extends fc.Arbitrary<infer F> ? F : never;

const written = (f: Fields) =>
  `${pad(f.year, 4)}-${pad(f.month, 2)}-${pad(f.day, 2)}${f.t}${pad(f.hour, 2)}:${pad(f.minute, 2)}:${pad(f.second, 2)}${f.fraction === null ? '' : `.${f.fraction}`}${
    typeof f.zone === 'string' ? f.zone : `${f.zone.sign}${pad(f.zone.hours, 2)}:${pad(f.zone.minutes, 2)}`
  }`;

/** Whether every field is in its range (no day past its month's end, no hour 24, no second 60): the times read in place. */
const inRange = (f: Fields) =>
  f.month >= 1 &&
  f.month <= 12 &&
  f.day >= 1 &&
  f.day <= daysIn(f.year, f.month) &&
  f.hour <= 23 &&
  f.minute <= 59 &&
  f.second <= 59 &&
  (f.fraction === null || (f.fraction.length >= 1 && f.fraction.length <= 9)) &&
  f.t !== ' ' &&
  f.zone !== '' &&
  (typeof f.zone === 'string' || (f.zone.hours <= 23 && f.zone.minutes <= 59));

describe('Tag History times read in place', () => {
  it('are Date.parse to the ms at the edges: long fractions, t and z, offsets, short months, Feb 29, hour 24, second 60', () => {
    const cases: [string, 'in place' | 'by JSON.parse'][] = [
      ['2026-01-01T00:00:00.1239Z', 'in place'],
      ['2026-01-01T00:00:00.999999999Z', 'in place'],
      ['2026-01-01T00:00:00.5Z', 'in place'],
      ['2026-01-01T00:00:00.05Z', 'in place'],
      ['2026-01-01T00:00:00.1234567890Z', 'by JSON.parse'],
      ['2026-01-01t00:00:00z', 'in place'],
      ['2026-01-01T00:00:00+05:30', 'in place'],
      ['2026-01-01T00:00:00-23:59', 'in place'],
      ['2026-01-01T00:00:00-00:00', 'in place'],
      ['2026-01-01T00:00:00+24:00', 'by JSON.parse'],
      ['2026-01-01T00:00:00+23:60', 'by JSON.parse'],
      ['2026-04-30T00:00:00Z', 'in place'],
      ['2026-04-31T00:00:00Z', 'by JSON.parse'],
      ['2026-06-31T12:00:00+01:00', 'by JSON.parse'],
      ['2026-02-28T00:00:00Z', 'in place'],
      ['2026-02-29T00:00:00Z', 'by JSON.parse'],
      ['2024-02-29T00:00:00Z', 'in place'],
      ['2000-02-29T00:00:00Z', 'in place'],
      ['2100-02-29T00:00:00Z', 'by JSON.parse'],
      ['2026-02-32T00:00:00Z', 'by JSON.parse'],
      ['2026-01-01T24:00:00Z', 'by JSON.parse'],
      ['2026-01-01T24:00:01Z', 'by JSON.parse'],
      ['2026-12-31T23:59:60Z', 'by JSON.parse'],
      ['0000-01-01T00:00:00Z', 'in place'],
      ['0000-02-29T00:00:00Z', 'in place'],
      ['1969-12-31T23:59:59.999Z', 'in place'],
      ['9999-12-31T23:59:59.999-12:00', 'in place'],
    ];
    for (const [time, how] of cases)
      expect(expectAsBefore(time).parses > 1 ? 'by JSON.parse' : 'in place', time).toBe(how);
  });

  it('are Date.parse to the ms, and read in place exactly when every field is in range (random times)', () => {
    fc.assert(
      fc.property(fields, (f) => {
        const time = written(f);
        const outcome = expectAsBefore(time);
        expect(outcome.parses === 1, time).toBe(inRange(f));
      }),
      { numRuns: 5_000 },
    );
  });

  it('are refused or read as Date.parse reads them when a byte is changed, added or dropped', () => {
    const alphabet = [...'0123456789-:.+TtZz _/x'];
    fc.assert(
      fc.property(
        fields,
        fc.nat(),
        fc.constantFrom(...alphabet),
        fc.constantFrom('replace', 'insert', 'drop'),
        (f, at, c, how) => {
          const time = written(f);
          const i = at % (time.length + 1);
          const changed =
            how === 'replace'
              ? `${time.slice(0, i)}${c}${time.slice(i + 1)}`
              : how === 'insert'
                ? `${time.slice(0, i)}${c}${time.slice(i)}`
                : `${time.slice(0, i)}${time.slice(i + 1)}`;
          expectAsBefore(changed);
        },
      ),
      { numRuns: 5_000 },
    );
  });
});
