import { describe, expect, it } from 'vitest';
import { skippedMessage } from '../../../src/report/format';

describe('skippedMessage', () => {
  it('escapes control characters of a reference a file holds: no terminal escape, no new line reaches stderr', () => {
    const text = skippedMessage({
      ref: 'cgr.dev/chainguard/x:\u001b[2J${TAG}\n::error::forged',
      reason: 'holds an unresolved variable',
      kind: 'unresolved',
      location: { file: 'a\u001b[31m/Dockerfile', line: 3 },
    });
    expect(text).not.toMatch(/[\u0000-\u001f]/);
    expect(text).toContain('\\u001b[2J');
    expect(text).toContain('was not checked: holds an unresolved variable');
  });
});
