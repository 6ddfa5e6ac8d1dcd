import { describe, expect, it } from 'vitest';
import type { ImageResult } from '../../../src/model';
import { MARKDOWN_MARKUP, packagesBlock, packagesLine } from '../../../src/report/change-text';

const FROM = `sha256:${'a'.repeat(64)}`;
const TO = `sha256:${'b'.repeat(64)}`;
const result = (over: Partial<ImageResult>) => over as ImageResult;

describe("a result's change in packages, where it is shown", () => {
  const r = result({
    changes: {
      from: FROM,
      to: TO,
      platform: 'linux/amd64',
      added: [{ name: '<img src=x>', version: '1.0-r0' }],
      removed: [],
      upgraded: [{ name: 'openssl', from: '3.5.0-r2', to: '3.5.1-r0' }],
      downgraded: [],
      unchanged: 4,
    },
    fixedByUpdate: [{ id: 'CVE-2026-1234', severity: 'high', package: 'openssl' }],
  });

  it('the one line names the fixing upgrade first, the rest counted', () => {
    expect(packagesLine(r)).toBe('packages: openssl 3.5.0-r2 → 3.5.1-r0 fixes CVE-2026-1234; 1 added');
  });

  it('in Markdown every registry name is escaped and the list folds', () => {
    const block = packagesBlock(r, MARKDOWN_MARKUP).join('\n');
    expect(block).not.toContain('<img');
    expect(block).toContain('<details><summary>Packages of linux/amd64: 1 upgraded, 1 added, 4 unchanged</summary>');
  });

  it('no change read: the reason, one line; no digest change: nothing', () => {
    expect(packagesLine(result({ changes: null, changesGap: { kind: 'no-sbom', digest: TO } }))).toMatch(
      /^no package list: .* has no SBOM attestation$/,
    );
    expect(packagesBlock(result({}), MARKDOWN_MARKUP)).toEqual([]);
  });
});
