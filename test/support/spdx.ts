// SPDX 2.3 SBOMs as the vendor's image builder writes them (one per platform image): the image
// itself (pkg:oci), the operating system, its source recipe (pkg:github), each installed apk
// package (pkg:apk) with its upstream source (pkg:generic), and the relationships between them.
// For the unit tests and the emulator, which attaches them as attestations.

import { createHash } from 'node:crypto';

export interface SbomPackage {
  name: string;
  version: string;
  /** `wolfi` unless given. */
  namespace?: string;
}

export interface SbomOptions {
  /** The platform image's digest, `sha256:<hex>`. */
  digest: string;
  /** The image's repository, e.g. `cgr.dev/chainguard/nginx`. */
  repository?: string;
  /** OCI architecture (`amd64`, `arm64`); the apk arch follows it (`x86_64`, `aarch64`). */
  architecture?: string;
  packages: readonly SbomPackage[];
  /** When the document was made (RFC 3339). */
  created?: string;
}

export interface SpdxRef {
  referenceCategory: string;
  referenceType: string;
  referenceLocator: string;
}

/** A package entry of the document; the fields each kind of entry carries vary. */
export interface SpdxEntry {
  SPDXID: string;
  name: string;
  versionInfo: string;
  externalRefs?: SpdxRef[];
  [field: string]: unknown;
}

export interface SpdxDocument {
  spdxVersion: string;
  packages: SpdxEntry[];
  [field: string]: unknown;
}

const APK_ARCH: Readonly<Record<string, string>> = { amd64: 'x86_64', arm64: 'aarch64', arm: 'armv7', '386': 'x86' };

const hex = (text: string, length = 40) => createHash('sha256').update(text).digest('hex').slice(0, length);
const spdxId = (kind: string, name: string) => `SPDXRef-${kind}-${name.replace(/[^A-Za-z0-9.-]/g, '-')}`;
const purlRef = (locator: string, category = 'PACKAGE-MANAGER'): SpdxRef => ({
  referenceCategory: category,
  referenceLocator: locator,
  referenceType: 'purl',
});

/** The image's own entry (what the SBOM is of): a pkg:oci purl, no installed package. */
function imageEntry(o: Required<Omit<SbomOptions, 'packages'>>) {
  const name = o.repository.split('/').at(-1)!;
  const qualifiers = `arch=${o.architecture}&mediaType=application%2Fvnd.oci.image.manifest.v1%2Bjson&os=linux&repository_url=${encodeURIComponent(o.repository)}`;
  return {
    SPDXID: spdxId('Package', o.digest),
    name: o.digest,
    versionInfo: o.digest,
    filesAnalyzed: false,
    licenseConcluded: 'NOASSERTION',
    licenseDeclared: 'NOASSERTION',
    downloadLocation: 'NOASSERTION',
    supplier: 'Organization: Chainguard, Inc.',
    primaryPackagePurpose: 'CONTAINER',
    externalRefs: [purlRef(`pkg:oci/${name}@${encodeURIComponent(o.digest)}?${qualifiers}`, 'PACKAGE_MANAGER')],
  };
}

/** One installed apk package, as apko lists it. */
function apkEntry(p: SbomPackage, arch: string) {
  const namespace = p.namespace ?? 'wolfi';
  return {
    SPDXID: spdxId('Package', `${p.name}-${p.version}`),
    name: p.name,
    versionInfo: p.version,
    filesAnalyzed: false,
    licenseConcluded: 'NOASSERTION',
    licenseDeclared: 'Apache-2.0',
    downloadLocation: 'NOASSERTION',
    originator: 'Organization: Wolfi',
    supplier: 'Organization: Wolfi',
    copyrightText: 'NOASSERTION',
    checksums: [{ algorithm: 'SHA1', checksumValue: hex(`${p.name}@${p.version}`) }],
    externalRefs: [
      purlRef(`pkg:apk/${namespace}/${encodeURIComponent(p.name)}@${p.version}?arch=${arch}&distro=${namespace}`),
    ],
  };
}

/** The upstream source a package was built from (what melange fetched), a pkg:generic purl. */
function upstreamEntry(p: SbomPackage) {
  const upstream = p.version.replace(/-r\d+$/, '');
  return {
    SPDXID: spdxId('Upstream', `${p.name}-${upstream}`),
    name: p.name,
    versionInfo: upstream,
    filesAnalyzed: false,
    downloadLocation: `https://example.org/${p.name}/${p.name}-${upstream}.tar.gz`,
    supplier: 'Organization: Wolfi',
    externalRefs: [
      purlRef(
        `pkg:generic/${encodeURIComponent(p.name)}@${upstream}?checksum=sha256%3A${hex(p.name, 64)}&download_url=https%3A%2F%2Fexample.org%2F${p.name}`,
      ),
    ],
  };
}

/** The recipe the image was built from: a pkg:github purl, `versionInfo` a commit. */
function recipeEntry(repository: string) {
  const commit = hex(`recipe ${repository}`);
  return {
    SPDXID: spdxId('Recipe', repository),
    name: 'chainguard-images/images',
    versionInfo: commit,
    filesAnalyzed: false,
    downloadLocation: `https://github.com/chainguard-images/images/tree/${commit}`,
    supplier: 'Organization: Chainguard, Inc.',
    externalRefs: [purlRef(`pkg:github/chainguard-images/images@${commit}#images/${repository.split('/').at(-1)!}`)],
  };
}

/** An SPDX 2.3 document (the `https://spdx.dev/Document` predicate) of one platform image. */
export function spdxSbom(options: SbomOptions): SpdxDocument {
  const o = {
    repository: 'cgr.dev/chainguard/example',
    architecture: 'amd64',
    created: '2026-06-01T00:00:00Z',
    ...options,
  };
  const arch = APK_ARCH[o.architecture] ?? o.architecture;
  const image = imageEntry(o);
  const os: SpdxEntry = {
    SPDXID: 'SPDXRef-OperatingSystem',
    name: 'wolfi',
    versionInfo: '20230201',
    filesAnalyzed: false,
    downloadLocation: 'NOASSERTION',
    supplier: 'Organization: Wolfi',
    primaryPackagePurpose: 'OPERATING-SYSTEM',
  };
  const installed = o.packages.map((p) => apkEntry(p, arch));
  const upstreams = o.packages.map(upstreamEntry);
  const recipe = recipeEntry(o.repository);
  const relationships = [
    { spdxElementId: 'SPDXRef-DOCUMENT', relationshipType: 'DESCRIBES', relatedSpdxElement: image.SPDXID },
    { spdxElementId: image.SPDXID, relationshipType: 'CONTAINS', relatedSpdxElement: os.SPDXID },
    { spdxElementId: image.SPDXID, relationshipType: 'DESCENDANT_OF', relatedSpdxElement: recipe.SPDXID },
    ...installed.map((p) => ({
      spdxElementId: image.SPDXID,
      relationshipType: 'CONTAINS',
      relatedSpdxElement: p.SPDXID,
    })),
    ...installed.map((p, i) => ({
      spdxElementId: p.SPDXID,
      relationshipType: 'GENERATED_FROM',
      relatedSpdxElement: upstreams[i]!.SPDXID,
    })),
  ];
  return {
    SPDXID: 'SPDXRef-DOCUMENT',
    name: `sbom-${o.digest}`,
    spdxVersion: 'SPDX-2.3',
    creationInfo: {
      created: o.created,
      creators: ['Tool: apko (v0.30.0)', 'Organization: Chainguard, Inc.'],
      licenseListVersion: '3.22',
    },
    dataLicense: 'CC0-1.0',
    documentNamespace: `https://spdx.org/spdxdocs/apko/${hex(o.digest)}`,
    documentDescribes: [image.SPDXID],
    packages: [image, os, recipe, ...installed, ...upstreams],
    relationships,
  };
}

/** `count` packages named `pkg-0`, `pkg-1`, ... (for an SBOM past the package bound). */
export function manyPackages(count: number, version = '1.0-r0'): SbomPackage[] {
  return Array.from({ length: count }, (_, i) => ({ name: `pkg-${i}`, version }));
}
