import { describe, expect, it } from 'vitest';
import { compareText } from '../../src/text';

// The one text order every sorted report uses (org scan, merge, discovery, the dashboard).
describe('compareText', () => {
  it('orders by code unit, whatever the locale: capitals before small letters, accents after z', () => {
    expect(['b', 'é', 'a', 'B', 'z', 'A'].sort(compareText)).toEqual(['A', 'B', 'a', 'b', 'z', 'é']);
    expect(compareText('deploy/app.yaml', 'deploy/app.yaml')).toBe(0);
    expect(compareText('Dockerfile', 'compose.yaml')).toBeLessThan(0);
  });
});
