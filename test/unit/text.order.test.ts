import { describe, expect, it } from 'vitest';
import { compareText, mostThatFit } from '../../src/text';

// The one text order every sorted report uses (org scan, merge, discovery, the dashboard).
describe('compareText', () => {
  it('orders by code unit, whatever the locale: capitals before small letters, accents after z', () => {
    expect(['b', 'é', 'a', 'B', 'z', 'A'].sort(compareText)).toEqual(['A', 'B', 'a', 'b', 'z', 'é']);
    expect(compareText('deploy/app.yaml', 'deploy/app.yaml')).toBe(0);
    expect(compareText('Dockerfile', 'compose.yaml')).toBeLessThan(0);
  });
});

describe('mostThatFit', () => {
  it('finds the most items whose text fits, and what it returns fits', () => {
    const text = (n: number) => 'x'.repeat(n * 10);
    expect(mostThatFit(20, (n) => text(n).length <= 95)).toBe(9);
    expect(mostThatFit(20, (n) => text(n).length <= 1_000)).toBe(20);
    expect(mostThatFit(20, () => false)).toBe(0);
    // A length that does not grow evenly with n (a count's digits): what it returns still fits.
    const fits = (n: number) => n <= 2 || n === 5;
    expect(fits(mostThatFit(10, fits))).toBe(true);
  });
});
