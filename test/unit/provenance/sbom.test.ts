import { describe, expect, it } from 'vitest';
import { installedPackages } from '../../../src/provenance/sbom';
import { manyPackages, spdxSbom } from '../../support/spdx';

const DIGEST = `sha256:${'a'.repeat(64)}`;
const read = (doc: unknown, maxPackages?: number) => installedPackages(doc, { digest: DIGEST, maxPackages });

describe('the installed packages of an SPDX SBOM', () => {
  it('are the pkg:apk entries of wolfi and chainguard, sorted, without the image, recipe and upstream entries', () => {
    const doc = spdxSbom({
      digest: DIGEST,
      packages: [
        { name: 'openssl', version: '3.5.1-r0' },
        { name: 'ca-certificates-bundle', version: '20250101-r0' },
        { name: 'private-tool', version: '2.0_rc1-r3', namespace: 'chainguard' },
      ],
    });
    // The document lists the image (pkg:oci), the OS (no purl), the recipe (pkg:github) and one upstream (pkg:generic) per package too.
    expect(doc.packages).toHaveLength(3 + 3 + 3);
    expect(read(doc)).toEqual({
      ok: true,
      packages: [
        { namespace: 'chainguard', name: 'private-tool', version: '2.0_rc1-r3', arch: 'x86_64' },
        { namespace: 'wolfi', name: 'ca-certificates-bundle', version: '20250101-r0', arch: 'x86_64' },
        { namespace: 'wolfi', name: 'openssl', version: '3.5.1-r0', arch: 'x86_64' },
      ],
    });
  });

  it('reads both spellings of the category, the arch of another platform, and tolerates fields it does not know', () => {
    const doc = spdxSbom({
      digest: DIGEST,
      architecture: 'arm64',
      packages: [{ name: 'busybox', version: '1.37.0-r1' }],
    });
    const apk = doc.packages.find((p) => p.externalRefs?.[0]?.referenceLocator.startsWith('pkg:apk/'))!;
    apk.externalRefs![0]!.referenceCategory = 'PACKAGE_MANAGER';
    Object.assign(apk, { annotations: [{ comment: 'x' }], future: { field: 1 } });
    expect(read({ ...doc, extra: true })).toEqual({
      ok: true,
      packages: [{ namespace: 'wolfi', name: 'busybox', version: '1.37.0-r1', arch: 'aarch64' }],
    });
  });

  it('ignores apk purls of another namespace, another reference type or category, and packages without refs', () => {
    const ref = (referenceLocator: string, referenceCategory = 'PACKAGE-MANAGER', referenceType = 'purl') => ({
      referenceCategory,
      referenceType,
      referenceLocator,
    });
    const doc = {
      spdxVersion: 'SPDX-2.3',
      packages: [
        { name: 'musl', versionInfo: '1.2.5-r0', externalRefs: [ref('pkg:apk/alpine/musl@1.2.5-r0?arch=x86_64')] },
        { name: 'a', externalRefs: [ref('pkg:apk/wolfi/a@1-r0', 'SECURITY')] },
        { name: 'b', externalRefs: [ref('pkg:apk/wolfi/b@1-r0', 'PACKAGE-MANAGER', 'cpe23Type')] },
        { name: 'c' },
        { name: 'd', externalRefs: null },
        { name: 'zlib', versionInfo: '1.3.1-r0', externalRefs: [ref('pkg:apk/wolfi/zlib?arch=x86_64')] },
      ],
    };
    // zlib's purl has no version: its versionInfo is the version.
    expect(read(doc)).toEqual({
      ok: true,
      packages: [{ namespace: 'wolfi', name: 'zlib', version: '1.3.1-r0', arch: 'x86_64' }],
    });
  });

  it('keeps a package once per architecture and once when listed twice alike', () => {
    const purl = (arch: string) => ({
      name: 'glibc',
      externalRefs: [
        {
          referenceCategory: 'PACKAGE-MANAGER',
          referenceType: 'purl',
          referenceLocator: `pkg:apk/wolfi/glibc@2.41-r0?arch=${arch}`,
        },
      ],
    });
    const result = read({ spdxVersion: 'SPDX-2.3', packages: [purl('x86_64'), purl('aarch64'), purl('x86_64')] });
    expect(result.ok && result.packages.map((p) => p.arch)).toEqual(['aarch64', 'x86_64']);
  });

  it('is bounded: past the package limit the document is not compared', () => {
    const doc = spdxSbom({ digest: DIGEST, packages: manyPackages(40) });
    expect(read(doc, 100)).toMatchObject({ ok: true });
    expect(read(doc, 50)).toEqual({
      ok: false,
      gap: { kind: 'too-many-packages', digest: DIGEST, count: 83, limit: 50 },
    });
  });

  it('refuses what is not an SPDX 2 document, a purl that does not parse, two versions of one package', () => {
    const bad = (doc: unknown) => {
      const r = read(doc);
      return r.ok ? 'read' : r.gap.kind === 'unreadable' ? r.gap.detail : r.gap.kind;
    };
    expect(bad(null)).toMatch(/^the document: /);
    expect(bad('text')).toMatch(/^the document: /);
    expect(bad({ spdxVersion: 'SPDX-3.0', packages: [] })).toBe('spdxVersion: must be an SPDX 2 document');
    expect(bad({ spdxVersion: 'SPDX-2.3' })).toMatch(/^packages: /);
    expect(bad({ spdxVersion: 'SPDX-2.3', packages: [{ externalRefs: [{ referenceLocator: 7 }] }] })).toMatch(
      /^packages\.0\.externalRefs\.0\.referenceLocator: /,
    );
    const withPurl = (...locators: string[]) => ({
      spdxVersion: 'SPDX-2.3',
      packages: locators.map((referenceLocator) => ({
        externalRefs: [{ referenceCategory: 'PACKAGE_MANAGER', referenceType: 'purl', referenceLocator }],
      })),
    });
    expect(bad(withPurl('pkg:apk/wolfi/x@%zz'))).toBe('Invalid purl: unable to decode "version" component');
    expect(bad(withPurl('pkg:apk/'))).toMatch(/^Invalid purl: /);
    expect(bad(withPurl('pkg:apk/wolfi/x'))).toBe('the package x has no version');
    expect(bad(withPurl('pkg:apk/wolfi/x@1-r0', 'pkg:apk/wolfi/x@2-r0'))).toBe(
      'the package x is listed at two versions (1-r0, 2-r0)',
    );
    expect(bad(withPurl(`pkg:apk/wolfi/x@${'1'.repeat(300)}`))).toBe('a package version of 300 characters');
  });

  it('keeps control characters of hostile names and versions from reaching a log', () => {
    const doc = {
      spdxVersion: 'SPDX-2.3',
      packages: [
        {
          externalRefs: [
            {
              referenceCategory: 'PACKAGE-MANAGER',
              referenceType: 'purl',
              referenceLocator: 'pkg:apk/wolfi/evil%0A%3A%3Aerror%3A%3Ax@1.0%0D-r0',
            },
          ],
        },
      ],
    };
    const r = read(doc);
    expect(r.ok && r.packages[0]).toMatchObject({ name: 'evil\\n::error::x', version: '1.0\\r-r0' });
  });
});
