import { describe, expect, it } from 'vitest';
import { attributeFixes, purlsById } from '../../../src/provenance/fix-join';
import { diffPackages } from '../../../src/provenance/package-diff';
import { installedPackages, type InstalledPackage } from '../../../src/provenance/sbom';
import { spdxSbom, type SbomPackage } from '../../support/spdx';

const FROM = `sha256:${'1'.repeat(64)}`;
const TO = `sha256:${'2'.repeat(64)}`;
const IDS = { from: FROM, to: TO, platform: 'linux/amd64' };

/** The installed packages of a generated SBOM: the diff sees what the reader gives it. */
function packagesOf(digest: string, packages: SbomPackage[]): InstalledPackage[] {
  const read = installedPackages(spdxSbom({ digest, packages }), { digest });
  if (!read.ok) throw new Error(read.gap.kind);
  return read.packages;
}

describe('the package changes of a digest change', () => {
  it('are added, removed, upgraded and downgraded by apk order, ordered by name, with the unchanged counted', () => {
    const before = packagesOf(FROM, [
      { name: 'openssl', version: '3.5.0-r2' },
      { name: 'zlib', version: '1.3.1-r9' },
      { name: 'busybox', version: '1.37.0-r1' },
      { name: 'curl', version: '8.14.0_rc1-r0' },
      { name: 'glibc', version: '2.41-r3' },
      { name: 'old-tool', version: '0.9-r0' },
      { name: 'ca-certificates-bundle', version: '20250101-r0' },
    ]);
    const after = packagesOf(TO, [
      { name: 'zlib', version: '1.3.1-r10' },
      { name: 'openssl', version: '3.5.1-r0' },
      { name: 'libcrypto3', version: '3.5.1-r0' },
      { name: 'busybox', version: '1.37.0-r1' },
      { name: 'curl', version: '8.14.0-r0' },
      { name: 'glibc', version: '2.40-r9' },
      { name: 'ca-certificates-bundle', version: '20250101-r0' },
      { name: 'apk-tools', version: '2.14.10-r2' },
    ]);
    expect(diffPackages(before, after, IDS)).toEqual({
      ...IDS,
      added: [
        { name: 'apk-tools', version: '2.14.10-r2' },
        { name: 'libcrypto3', version: '3.5.1-r0' },
      ],
      removed: [{ name: 'old-tool', version: '0.9-r0' }],
      upgraded: [
        { name: 'curl', from: '8.14.0_rc1-r0', to: '8.14.0-r0' },
        { name: 'openssl', from: '3.5.0-r2', to: '3.5.1-r0' },
        { name: 'zlib', from: '1.3.1-r9', to: '1.3.1-r10' },
      ],
      downgraded: [{ name: 'glibc', from: '2.41-r3', to: '2.40-r9' }],
      unchanged: 2,
    });
  });

  it('matches by namespace and architecture too: a package that changes namespace is removed and added', () => {
    const before = packagesOf(FROM, [{ name: 'tool', version: '1.0-r0' }]);
    const after = packagesOf(TO, [{ name: 'tool', version: '1.0-r0', namespace: 'chainguard' }]);
    const changes = diffPackages(before, after, IDS);
    expect(changes).toMatchObject({
      added: [{ name: 'tool', version: '1.0-r0' }],
      removed: [{ name: 'tool', version: '1.0-r0' }],
      unchanged: 0,
    });
  });

  it('counts a version apk orders as the same as unchanged, and two empty lists as no change', () => {
    const pkg = (version: string): InstalledPackage => ({ namespace: 'wolfi', name: 'x', version, arch: 'x86_64' });
    expect(diffPackages([pkg('1.0')], [pkg('1.0-r0')], IDS)).toMatchObject({ upgraded: [], unchanged: 1 });
    expect(diffPackages([], [], IDS)).toEqual({
      ...IDS,
      added: [],
      removed: [],
      upgraded: [],
      downgraded: [],
      unchanged: 0,
    });
  });
});

describe('the package each fixed vulnerability belongs to', () => {
  const fixed = [
    { id: 'CVE-2026-1234', severity: 'high' as const },
    { id: 'GHSA-aaaa-bbbb-cccc', severity: 'medium' as const },
    { id: 'CVE-2026-9', severity: 'low' as const },
  ];

  it('is the apk package the report names, the one the move upgrades or removes first', () => {
    const purls = purlsById([
      { id: 'CVE-2026-1234', purls: ['pkg:apk/wolfi/libssl3@3.5.0-r2?arch=x86_64'] },
      // Listed once per package it is found in: the one the move upgrades is the fix.
      { id: 'CVE-2026-1234', purls: ['pkg:apk/wolfi/openssl@3.5.0-r2?arch=x86_64'] },
      { id: 'GHSA-aaaa-bbbb-cccc', purls: ['pkg:golang/golang.org/x/net@v0.30.0', 'not a purl'] },
      { id: 'CVE-2026-9', purls: null },
    ]);
    const changes = { upgraded: [{ name: 'openssl', from: '3.5.0-r2', to: '3.5.1-r0' }], removed: [] };
    expect(attributeFixes(fixed, purls, changes)).toEqual([
      { id: 'CVE-2026-1234', severity: 'high', package: 'openssl' },
      { id: 'GHSA-aaaa-bbbb-cccc', severity: 'medium', package: 'golang.org/x/net' },
      { id: 'CVE-2026-9', severity: 'low', package: null },
    ]);
    // Without the change, the apk packages by name: the same answer on every run.
    expect(attributeFixes(fixed, purls)[0]!.package).toBe('libssl3');
  });

  it('prefers an apk package over another ecosystem, and names nothing for an id the report lacks', () => {
    const purls = purlsById([
      { id: 'CVE-2026-1234', purls: ['pkg:pypi/aaa@1.0', 'pkg:apk/wolfi/python-3.13@3.13.1-r0'] },
    ]);
    expect(attributeFixes(fixed, purls).map((f) => f.package)).toEqual(['python-3.13', null, null]);
  });
});
