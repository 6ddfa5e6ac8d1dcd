// One digest's installed packages for a platform, read as issue 51 asks: the digest resolved to
// its platform image (from its index; a platform manifest is used as is), that image's SPDX
// attestation read and verified as signatures are (accepted signer, subject = that manifest),
// then parsed (provenance/sbom.ts). What cannot be had is a ChangeGap, never a partial list.
import { OciBlobTooLarge, messageOf } from '../../errors';
import type { ChangeGap } from '../../provenance/change-gap';
import { choosePlatform, platformText, type Platform } from '../../provenance/platform';
import { installedPackages, type InstalledPackage } from '../../provenance/sbom';
import type { AcceptedSigner } from '../../provenance/signers';
import { safeText } from '../../secrets';
import type { ServiceClients } from '../service-clients';

export const SPDX_PREDICATE = 'https://spdx.dev/Document';
/** Most bytes of one SBOM attestation read: the vendor's are a few hundred kilobytes to a few megabytes. */
const SBOM_LIMIT = 8 * 1024 * 1024;

export type PackageList =
  { ok: true; platformDigest: string; platform: string; packages: InstalledPackage[] } | { ok: false; gap: ChangeGap };

type Checks = NonNullable<ServiceClients['signatures']>;

const OTHER_DIGEST = 'signature of another digest ';

/** The platform image `digest` stands for: itself when it is one, else the index's entry of `platform`. */
async function platformImage(
  checks: Checks,
  repo: { org: string; image: string },
  digest: string,
  platform: Platform,
): Promise<{ ok: true; digest: string } | { ok: false; gap: ChangeGap }> {
  const fetched = await checks.manifest(repo.org, repo.image, digest);
  if (fetched.kind === 'manifest') return { ok: true, digest };
  const chosen = choosePlatform(digest, fetched.index.manifests, platform);
  return chosen.ok ? { ok: true, digest: chosen.entry.digest } : chosen;
}

/** Why a verdict that does not verify gives no list, in the gap's terms. */
function gapOf(digest: string, reason: string): ChangeGap {
  if (reason === 'none found') return { kind: 'no-sbom', digest };
  if (reason.startsWith(OTHER_DIGEST))
    return { kind: 'other-manifest', digest, subject: safeText(reason.slice(OTHER_DIGEST.length)) };
  return { kind: 'unverified', digest, detail: safeText(reason) };
}

/**
 * The packages of `digest`'s `platform` image by its verified SBOM. A registry that refuses or
 * fails is a gap too (`unreadable`): the package list is an enrichment, the run's verdict stands.
 */
export async function readPackages(
  checks: Checks,
  signers: readonly AcceptedSigner[],
  repo: { org: string; image: string },
  digest: string,
  platform: Platform,
): Promise<PackageList> {
  let subject = digest;
  try {
    const image = await platformImage(checks, repo, digest, platform);
    if (!image.ok) return image;
    subject = image.digest;
    const verdict = await checks.attestation(repo.org, repo.image, subject, {
      predicateType: SPDX_PREDICATE,
      signers,
      maxBytes: SBOM_LIMIT,
    });
    if (!verdict.verified) return { ok: false, gap: gapOf(subject, verdict.reason) };
    const listed = installedPackages(verdict.predicate, { digest: subject });
    if (!listed.ok) return listed;
    return { ok: true, platformDigest: subject, platform: platformText(platform), packages: listed.packages };
  } catch (error) {
    if (error instanceof OciBlobTooLarge)
      return { ok: false, gap: { kind: 'too-large', digest: subject, size: error.size, limit: error.limit } };
    return { ok: false, gap: { kind: 'unreadable', digest: subject, detail: safeText(messageOf(error)) } };
  }
}
