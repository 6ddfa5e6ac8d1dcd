import { describe, expect, it } from 'vitest';
import { advisoryIds, escapeText, isoDate, relativeTime, shortDigest, truncate } from '../../../src/report/format';

const now = new Date('2026-11-22T12:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('report format helpers', () => {
  it('says how long ago, in the largest unit that reads well', () => {
    expect(relativeTime(before(20_000), now)).toBe('just now');
    expect(relativeTime(before(-20_000), now)).toBe('just now'); // small clock skew
    expect(relativeTime(before(MIN), now)).toBe('1 minute ago');
    expect(relativeTime(before(59 * MIN), now)).toBe('59 minutes ago');
    expect(relativeTime(before(5 * HOUR), now)).toBe('5 hours ago');
    expect(relativeTime(before(DAY), now)).toBe('1 day ago');
    expect(relativeTime(before(45 * DAY), now)).toBe('45 days ago');
    expect(relativeTime(before(90 * DAY), now)).toBe('3 months ago');
    expect(relativeTime(before(800 * DAY), now)).toBe('2 years ago');
    expect(relativeTime(before(-2 * DAY), now)).toBe('in the future (2026-11-24)');
    expect(relativeTime('not a time', now)).toBe('at an unknown time');
  });

  it('gives the UTC date of a time', () => {
    expect(isoDate('2026-11-19T23:30:00-02:00')).toBe('2026-11-20');
    expect(isoDate('garbage')).toBe('garbage');
  });

  it('shortens a digest to its algorithm and 12 hex digits', () => {
    expect(shortDigest(`sha256:${'0123456789abcdef'.repeat(4)}`)).toBe('sha256:0123456789ab');
  });

  it('lists the first advisory ids and how many more', () => {
    const list = ['A', 'B', 'C', 'D'].map((advisoryId) => ({
      advisoryId,
      artifactName: 'x',
      updateTime: now.toISOString(),
    }));
    expect(advisoryIds(list)).toBe('A, B, C and 1 more');
    expect(advisoryIds(list.slice(0, 2))).toBe('A, B');
    expect(advisoryIds(list, 4)).toBe('A, B, C, D');
  });

  it('escapes cell text so it neither splits a table row nor becomes markup', () => {
    const escaped = escapeText('a | b <img src=x> *c* _d_ `e` [f](g) ~h~ ${i} & "j"\nk');
    expect(escaped).not.toMatch(/[|<>*_`[\]~$\n"]/);
    expect(escaped).toBe(
      'a &#124; b &lt;img src=x&gt; &#42;c&#42; &#95;d&#95; &#96;e&#96; &#91;f&#93;(g) &#126;h&#126; &#36;{i} &amp; &quot;j&quot; k',
    );
  });

  it('truncates with an ellipsis only when needed', () => {
    expect(truncate('abcdef', 6)).toBe('abcdef');
    expect(truncate('abcdefg', 6)).toBe('abcde…');
  });
});
