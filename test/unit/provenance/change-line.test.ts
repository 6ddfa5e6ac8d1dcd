import { describe, expect, it } from 'vitest';
import type { ChangeGap } from '../../../src/provenance/change-gap';
import {
  changeCounts,
  changeLine,
  changeList,
  gapLine,
  PLAIN_MARKUP,
  type ChangeMarkup,
} from '../../../src/provenance/change-line';
import type { FixedVulnerability } from '../../../src/provenance/fix-join';
import type { PackageChanges } from '../../../src/provenance/package-diff';
import { codeText, escapeText } from '../../../src/report/format';

// The PR comment's escaping: what the Markdown callers will pass.
const MD: ChangeMarkup = { code: codeText, text: escapeText, strong: (t) => `**${t}**`, md: true };

const FROM = `sha256:${'1'.repeat(64)}`;
const TO = `sha256:${'2'.repeat(64)}`;
const base: PackageChanges = {
  from: FROM,
  to: TO,
  platform: 'linux/amd64',
  added: [],
  removed: [],
  upgraded: [],
  downgraded: [],
  unchanged: 41,
};
const CHANGES: PackageChanges = {
  ...base,
  added: [
    { name: 'apk-tools', version: '2.14.10-r2' },
    { name: 'libcrypto3', version: '3.5.1-r0' },
  ],
  removed: [{ name: 'old-tool', version: '0.9-r0' }],
  upgraded: [
    { name: 'busybox', from: '1.37.0-r1', to: '1.37.0-r2' },
    { name: 'curl', from: '8.14.0-r0', to: '8.14.1-r0' },
    { name: 'openssl', from: '3.5.0-r2', to: '3.5.1-r0' },
    { name: 'zlib', from: '1.3.1-r9', to: '1.3.1-r10' },
  ],
};
const FIXES: FixedVulnerability[] = [
  { id: 'CVE-2026-1234', severity: 'high', package: 'openssl' },
  { id: 'CVE-2026-7', severity: 'medium', package: 'curl' },
  { id: 'CVE-2026-8', severity: 'medium', package: 'old-tool' },
  { id: 'CVE-2026-9', severity: 'low', package: null },
];

describe('the one line of a digest change', () => {
  it('names the upgrades that fix a vulnerability first, worst fix first, then counts the rest', () => {
    expect(changeLine(CHANGES, FIXES, PLAIN_MARKUP)).toBe(
      'openssl 3.5.0-r2 → 3.5.1-r0 fixes CVE-2026-1234; curl 8.14.0-r0 → 8.14.1-r0 fixes CVE-2026-7; ' +
        '2 more upgraded, 2 added, 1 removed',
    );
  });

  it('counts the upgrades when none fixes a known vulnerability, and says when nothing changed', () => {
    expect(changeLine(CHANGES, [], PLAIN_MARKUP)).toBe('4 upgraded, 2 added, 1 removed');
    expect(changeLine(base, FIXES, PLAIN_MARKUP)).toBe('no package changes (41 unchanged)');
  });

  it('calls out a downgrade before the counts', () => {
    const changes = { ...CHANGES, downgraded: [{ name: 'glibc', from: '2.41-r3', to: '2.40-r9' }] };
    expect(changeLine(changes, FIXES.slice(0, 1), MD)).toBe(
      '<code>openssl</code> 3.5.0-r2 → 3.5.1-r0 fixes CVE-2026-1234; **downgraded** <code>glibc</code> 2.41-r3 → 2.40-r9; ' +
        '3 more upgraded, 2 added, 1 removed',
    );
    const many = { ...base, downgraded: ['a', 'b', 'c'].map((name) => ({ name, from: '2-r0', to: '1-r0' })) };
    expect(changeLine(many, [], PLAIN_MARKUP)).toBe(
      'downgraded a 2-r0 → 1-r0; downgraded b 2-r0 → 1-r0; 1 more downgraded',
    );
  });

  it('bounds what it names: fixing upgrades and ids per package', () => {
    const ids = ['CVE-1', 'CVE-2', 'CVE-3', 'CVE-4', 'CVE-5'];
    const fixes = ids.map((id): FixedVulnerability => ({ id, severity: 'high', package: 'openssl' }));
    expect(changeLine({ ...base, upgraded: CHANGES.upgraded.slice(2, 3) }, fixes, PLAIN_MARKUP)).toBe(
      'openssl 3.5.0-r2 → 3.5.1-r0 fixes CVE-1, CVE-2, CVE-3 and 2 more',
    );
    const two = fixes.slice(0, 2);
    expect(changeLine({ ...base, upgraded: CHANGES.upgraded.slice(2, 3) }, two, PLAIN_MARKUP, { ids: 1 })).toBe(
      'openssl 3.5.0-r2 → 3.5.1-r0 fixes CVE-1 and 1 more',
    );
    const everyOne = CHANGES.upgraded.map((p, i): FixedVulnerability => ({
      id: `CVE-${i}`,
      severity: 'low',
      package: p.name,
    }));
    expect(changeLine(CHANGES, everyOne, PLAIN_MARKUP, { fixing: 1 })).toBe(
      'busybox 1.37.0-r1 → 1.37.0-r2 fixes CVE-0; 3 more upgraded, 2 added, 1 removed',
    );
  });
});

describe('the whole list of a digest change', () => {
  it('lists every package by kind, with what each fixes, folded in Markdown', () => {
    expect(changeList(CHANGES, FIXES, MD)).toEqual([
      '<details><summary>Packages of linux/amd64: 4 upgraded, 2 added, 1 removed, 41 unchanged</summary>',
      '',
      '- upgraded <code>busybox</code> 1.37.0-r1 → 1.37.0-r2',
      '- upgraded <code>curl</code> 8.14.0-r0 → 8.14.1-r0, fixes CVE-2026-7',
      '- upgraded <code>openssl</code> 3.5.0-r2 → 3.5.1-r0, fixes CVE-2026-1234',
      '- upgraded <code>zlib</code> 1.3.1-r9 → 1.3.1-r10',
      '- added <code>apk-tools</code> 2.14.10-r2',
      '- added <code>libcrypto3</code> 3.5.1-r0',
      '- removed <code>old-tool</code> 0.9-r0, fixes CVE-2026-8',
      '',
      '</details>',
    ]);
  });

  it('is plain for a terminal, and bounded', () => {
    const changes = { ...CHANGES, downgraded: [{ name: 'glibc', from: '2.41-r3', to: '2.40-r9' }] };
    expect(changeList(changes, [], PLAIN_MARKUP, 5)).toEqual([
      'Packages of linux/amd64: 4 upgraded, 1 downgraded, 2 added, 1 removed, 41 unchanged',
      '- upgraded busybox 1.37.0-r1 → 1.37.0-r2',
      '- upgraded curl 8.14.0-r0 → 8.14.1-r0',
      '- upgraded openssl 3.5.0-r2 → 3.5.1-r0',
      '- upgraded zlib 1.3.1-r9 → 1.3.1-r10',
      '- downgraded glibc 2.41-r3 → 2.40-r9',
      '- …and 3 more',
    ]);
    expect(changeCounts(base)).toBe('41 unchanged');
  });

  it('escapes names and versions from the registry, in Markdown and on a terminal', () => {
    const hostile: PackageChanges = {
      ...base,
      platform: 'linux/<b>',
      added: [{ name: '<img src=x onerror=alert(1)>', version: '1.0`|[x](https://evil)' }],
      upgraded: [{ name: '@admin', from: '1\n# heading', to: '2' }],
    };
    const fixes: FixedVulnerability[] = [{ id: '<script>', severity: 'high', package: '@admin' }];
    const md = [changeLine(hostile, fixes, MD), ...changeList(hostile, fixes, MD)].join('\n');
    expect(md).not.toMatch(/<(?!\/?(code|details|summary)>)/);
    expect(md).not.toContain('](');
    expect(md).not.toContain('\n# heading');
    expect(md).not.toMatch(/(?<![A-Za-z0-9_`])@admin/);
    const plain = changeLine(hostile, fixes, PLAIN_MARKUP);
    expect(plain).toBe('@admin 1\\n# heading → 2 fixes <script>; 1 added');
  });
});

describe('the reason a change has no package list', () => {
  const short = (d: string) => `sha256:${d.slice(7, 19)}`;
  const cases: [ChangeGap, string][] = [
    [{ kind: 'not-asked' }, 'packages not read (packages: never)'],
    [{ kind: 'no-sbom', digest: TO }, `no package list: ${short(TO)} has no SBOM attestation`],
    [
      { kind: 'unverified', digest: TO, detail: 'signed by https://evil' },
      `no package list: the SBOM of ${short(TO)} does not verify (signed by https://evil)`,
    ],
    [
      { kind: 'other-manifest', digest: TO, subject: FROM },
      `no package list: the SBOM of ${short(TO)} is about another manifest, ${short(FROM)}`,
    ],
    [
      { kind: 'too-large', digest: TO, size: 12 * 1024 * 1024 + 1, limit: 8 * 1024 * 1024 },
      `no package list: the SBOM of ${short(TO)} is 12.0 MiB, over the 8.0 MiB read`,
    ],
    [
      { kind: 'too-large', digest: TO, size: 2048, limit: 1000 },
      `no package list: the SBOM of ${short(TO)} is 2.0 KiB, over the 1000 bytes read`,
    ],
    [
      { kind: 'too-many-packages', digest: null, count: 25_000, limit: 20_000 },
      'no package list: the SBOM lists 25000 packages, over the 20000 compared',
    ],
    [
      { kind: 'unreadable', digest: FROM, detail: 'spdxVersion: must be an SPDX 2 document' },
      `no package list: the SBOM of ${short(FROM)} cannot be read (spdxVersion: must be an SPDX 2 document)`,
    ],
    [
      { kind: 'no-platform', digest: FROM, platform: 'linux/s390x', available: ['linux/amd64', 'linux/arm64'] },
      `no package list: ${short(FROM)} has no linux/s390x image; it has linux/amd64, linux/arm64`,
    ],
    [
      { kind: 'no-platform', digest: FROM, platform: 'linux/s390x', available: [] },
      `no package list: ${short(FROM)} has no linux/s390x image`,
    ],
  ];

  it.each(cases)('%j', (gap, line) => {
    expect(gapLine(gap, PLAIN_MARKUP)).toBe(line);
  });

  it('escapes what the registry said, in Markdown', () => {
    const line = gapLine({ kind: 'unverified', digest: TO, detail: '<b>[x](https://e)</b>' }, MD);
    expect(line).toBe(
      `no package list: the SBOM of <code>${short(TO)}</code> does not verify (&lt;b&gt;&#91;x&#93;(https:\u2060//e)&lt;/b&gt;)`,
    );
  });
});
