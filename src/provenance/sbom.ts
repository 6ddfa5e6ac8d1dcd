// The installed packages of an SPDX 2.3 SBOM (the predicate of `https://spdx.dev/Document`;
// shared/spec/signatures-and-sboms.md, "The SBOM"): those with a `pkg:apk/<wolfi|chainguard>/...`
// purl. The image itself (pkg:oci), its recipe (pkg:github) and upstream sources (pkg:generic)
// are listed too and are not installed packages. Only what the diff needs is read; the document
// is registry data, trusted once its attestation verifies, and bounded here in packages (its
// bytes are bounded by the reader).

import { PackageURL } from 'packageurl-js';
import { z } from 'zod';
import { safeText } from '../secrets';
import type { ChangeGap } from './change-gap';

/** The vendor's SBOMs list hundreds of packages at most; past this the document is not compared. */
const MAX_SBOM_PACKAGES = 20_000;
/** Longest name or version kept; apk's are tens of characters. */
const MAX_TEXT = 256;
const NAMESPACES = new Set(['wolfi', 'chainguard']);
const CATEGORIES = new Set(['PACKAGE-MANAGER', 'PACKAGE_MANAGER']);

// z.object drops the fields not named (supplier, licenses, checksums, relationships...).
const externalRefSchema = z.object({
  referenceCategory: z.string().optional(),
  referenceType: z.string().optional(),
  referenceLocator: z.string().optional(),
});
const spdxPackageSchema = z.object({
  name: z.string().optional(),
  versionInfo: z.string().optional(),
  externalRefs: z.array(externalRefSchema).nullish(),
});
const spdxDocumentSchema = z.object({
  spdxVersion: z.string().regex(/^SPDX-2\.\d+$/, 'must be an SPDX 2 document'),
  packages: z.array(spdxPackageSchema),
});
type SpdxPackage = z.infer<typeof spdxPackageSchema>;

/** One installed package: purl type `apk`, its namespace and name, the version installed. */
export interface InstalledPackage {
  namespace: string;
  name: string;
  version: string;
  /** The purl's `arch` qualifier (x86_64, aarch64), or null when it has none. */
  arch: string | null;
}

type SbomPackages = { ok: true; packages: InstalledPackage[] } | { ok: false; gap: ChangeGap };

/** What a package is matched by across two SBOMs: type, namespace and name (and its architecture: one entry per architecture). */
export function packageKey(p: Pick<InstalledPackage, 'namespace' | 'name' | 'arch'>): string {
  return `apk/${p.namespace}/${p.name}?arch=${p.arch ?? ''}`;
}

/** The first apk purl of a package, parsed, or null when it has none; throws on one that does not parse. */
function apkPurlOf(pkg: SpdxPackage): PackageURL | null {
  for (const ref of pkg.externalRefs ?? []) {
    if (ref.referenceType !== 'purl' || !CATEGORIES.has(ref.referenceCategory ?? '')) continue;
    const locator = ref.referenceLocator ?? '';
    if (!/^pkg:apk\//i.test(locator)) continue;
    return PackageURL.fromString(locator);
  }
  return null;
}

/** Registry text as it may be shown: bounded, no control character, no secret. */
function shown(text: string, what: string): string {
  if (text.length === 0 || text.length > MAX_TEXT) throw new Error(`a package ${what} of ${text.length} characters`);
  return safeText(text);
}

/** The installed package a listed one is, or null when it is not one (another purl type or namespace). */
function installedOf(pkg: SpdxPackage): InstalledPackage | null {
  const purl = apkPurlOf(pkg);
  if (!purl || !NAMESPACES.has(purl.namespace ?? '')) return null;
  const version = purl.version ?? pkg.versionInfo;
  if (version === undefined) throw new Error(`the package ${safeText(purl.name)} has no version`);
  const arch = purl.qualifiers?.arch;
  return {
    namespace: purl.namespace!,
    name: shown(purl.name, 'name'),
    version: shown(version, 'version'),
    arch: arch === undefined ? null : shown(arch, 'architecture'),
  };
}

const byKey = (a: InstalledPackage, b: InstalledPackage) => {
  const x = packageKey(a);
  const y = packageKey(b);
  return x < y ? -1 : x > y ? 1 : 0;
};

/** The installed packages, one per key, sorted by key; throws when one key is listed at two versions. */
function distinct(packages: InstalledPackage[]): InstalledPackage[] {
  const byName = new Map<string, InstalledPackage>();
  for (const p of packages) {
    const key = packageKey(p);
    const seen = byName.get(key);
    if (seen && seen.version !== p.version)
      throw new Error(`the package ${p.name} is listed at two versions (${seen.version}, ${p.version})`);
    byName.set(key, p);
  }
  return [...byName.values()].sort(byKey);
}

/**
 * The installed packages of an SBOM (the parsed JSON of the predicate), sorted by purl; or why
 * they cannot be had: a document of more than `maxPackages` packages is not read further.
 */
export function installedPackages(
  predicate: unknown,
  options: { digest: string | null; maxPackages?: number },
): SbomPackages {
  const { digest } = options;
  const limit = options.maxPackages ?? MAX_SBOM_PACKAGES;
  const listed = (predicate as { packages?: unknown } | null)?.packages;
  if (Array.isArray(listed) && listed.length > limit)
    return { ok: false, gap: { kind: 'too-many-packages', digest, count: listed.length, limit } };
  const parsed = spdxDocumentSchema.safeParse(predicate);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const detail = `${issue.path.join('.') || 'the document'}: ${issue.message}`;
    return { ok: false, gap: { kind: 'unreadable', digest, detail: safeText(detail) } };
  }
  try {
    const packages = parsed.data.packages.map(installedOf).filter((p) => p !== null);
    return { ok: true, packages: distinct(packages) };
  } catch (error) {
    // A purl that does not parse, a missing or oversized version: the list would be wrong, so none is given.
    return { ok: false, gap: { kind: 'unreadable', digest, detail: safeText((error as Error).message) } };
  }
}
