// The `platform` input (`os/architecture[/variant]`) and the image of an OCI index it chooses:
// a digest change is described for one platform's image, whose SBOM lists its packages.

import type { Platform } from '../config';
import type { ChangeGap } from './change-gap';

export type { Platform } from '../config';

/** `linux/arm/v7`, `linux/amd64`. */
export function platformText(p: Platform): string {
  return [p.os, p.architecture, ...(p.variant === undefined ? [] : [p.variant])].join('/');
}

/** An index entry as far as the choice needs it (OCI image index and Docker manifest list alike). */
export interface IndexEntry {
  digest: string;
  mediaType?: string;
  annotations?: Record<string, string> | null;
  platform?: { os?: string; architecture?: string; variant?: string } | null;
}

// An index may list other indexes or artifacts (attestation manifests, `unknown/unknown`): only images are chosen.
const IMAGE_MANIFESTS = new Set([
  'application/vnd.oci.image.manifest.v1+json',
  'application/vnd.docker.distribution.manifest.v2+json',
]);

const isImage = (entry: IndexEntry) =>
  (entry.mediaType === undefined || IMAGE_MANIFESTS.has(entry.mediaType)) &&
  entry.annotations?.['vnd.docker.reference.type'] !== 'attestation-manifest' &&
  entry.platform?.os !== 'unknown';

const matches = (entry: IndexEntry, wanted: Platform) =>
  isImage(entry) &&
  entry.platform?.os === wanted.os &&
  entry.platform.architecture === wanted.architecture &&
  (wanted.variant === undefined || entry.platform.variant === wanted.variant);

type PlatformChoice = { ok: true; entry: IndexEntry } | { ok: false; gap: ChangeGap };

/**
 * The entry of `wanted` in the index of `digest`: the first that matches, in the index's order
 * (without a variant asked, several of one os and architecture may match; the publisher's order
 * decides); none, why, with the platforms the index lists.
 */
export function choosePlatform(digest: string, entries: readonly IndexEntry[], wanted: Platform): PlatformChoice {
  const entry = entries.find((e) => matches(e, wanted));
  if (entry) return { ok: true, entry };
  const available = entries
    .filter((e) => isImage(e) && e.platform?.os && e.platform.architecture)
    .map((e) => platformText(e.platform as Platform));
  return {
    ok: false,
    gap: { kind: 'no-platform', digest, platform: platformText(wanted), available: [...new Set(available)] },
  };
}
