import { describe, expect, it } from 'vitest';
import { locationUrl } from '../../../src/report/links';

describe('locationUrl', () => {
  const commit = 'a'.repeat(40);

  it('links to the line at the commit read, each path segment encoded', () => {
    const url = locationUrl('https://github.com/', {
      repository: 'acme/web',
      commit,
      file: 'deploy/my app/(x)#1.yaml',
      line: 7,
    });
    expect(url).toBe(`https://github.com/acme/web/blob/${commit}/deploy/my%20app/%28x%29%231.yaml#L7`);
  });

  it('gives null for a workspace location (no repository or commit)', () => {
    expect(locationUrl('https://github.com', { file: 'Dockerfile', line: 1 })).toBeNull();
    expect(locationUrl('https://github.com', { file: 'Dockerfile', line: 1, repository: 'acme/web' })).toBeNull();
  });
});
