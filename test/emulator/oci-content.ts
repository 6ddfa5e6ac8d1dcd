import { createHash } from 'node:crypto';

// The registry's content for the emulator's builds, content-addressed: build n is an OCI index
// of two platform manifests (linux/amd64, linux/arm64), each with a small config blob; a build's
// digest (`digestOf(n)`) is the SHA-256 of its index's bytes. Everything is made from n alone,
// so nothing is kept but a bounded map back from a digest to its build.

export const INDEX_TYPE = 'application/vnd.oci.image.index.v1+json';
export const MANIFEST_TYPE = 'application/vnd.oci.image.manifest.v1+json';
const CONFIG_TYPE = 'application/vnd.oci.image.config.v1+json';
export const PLATFORMS = ['amd64', 'arm64'] as const;
export type Architecture = (typeof PLATFORMS)[number];

export const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
export const digestOfBytes = (data: Buffer | string) => `sha256:${sha256Hex(data)}`;

/** One platform's config (the same for every build: the manifests differ by their annotation). */
const configs = new Map(
  PLATFORMS.map((arch) => {
    const bytes = Buffer.from(
      JSON.stringify({ architecture: arch, os: 'linux', config: {}, rootfs: { type: 'layers', diff_ids: [] } }),
    );
    return [arch, { bytes, digest: digestOfBytes(bytes) }];
  }),
);

/** A blob every build shares (a platform's config), by digest. */
export function sharedBlob(digest: string): Buffer | undefined {
  for (const c of configs.values()) if (c.digest === digest) return c.bytes;
  return undefined;
}

/** Build n's manifest for one platform (a template: a history of 100 000 builds is made in a second). */
export function platformManifest(n: number, arch: Architecture): Buffer {
  const config = configs.get(arch)!;
  return Buffer.from(
    `{"schemaVersion":2,"mediaType":"${MANIFEST_TYPE}","config":{"mediaType":"${CONFIG_TYPE}","digest":"${config.digest}","size":${config.bytes.length}},"layers":[],"annotations":{"dev.image-check.emulator.build":"${n}"}}`,
  );
}

/**
 * Build n's index: its platform manifests, each with its digest and size. `served`: the index is
 * being read, so its platforms' digests are remembered for the reads that follow it.
 */
export function indexManifest(n: number, served = false): Buffer {
  const manifests = PLATFORMS.map((arch) => {
    const bytes = platformManifest(n, arch);
    const digest = digestOfBytes(bytes);
    if (served) platformBuilds.set(digest, { n, arch });
    return `{"mediaType":"${MANIFEST_TYPE}","digest":"${digest}","size":${bytes.length},"platform":{"architecture":"${arch}","os":"linux"}}`;
  });
  return Buffer.from(`{"schemaVersion":2,"mediaType":"${INDEX_TYPE}","manifests":[${manifests.join(',')}]}`);
}

/**
 * Most digests kept in each map back to a build: a history of 100 000 builds fits; past it the
 * oldest entries go (the store then finds a build by its ranges: EmulatorStore.buildOf).
 */
const REMEMBERED = 250_000;
class BoundedMap<K, V> extends Map<K, V> {
  override set(key: K, value: V): this {
    if (!this.has(key) && this.size >= REMEMBERED) this.delete(this.keys().next().value as K);
    return super.set(key, value);
  }
}
const builds = new BoundedMap<string, number>();
const platformBuilds = new BoundedMap<string, { n: number; arch: Architecture }>();

/** Build n's digest: the SHA-256 of its index manifest. */
export function digestOf(n: number): string {
  const digest = digestOfBytes(indexManifest(n));
  builds.set(digest, n);
  return digest;
}

/** The build whose index has this digest, when this process made it recently; undefined otherwise. */
export function rememberedBuild(digest: string): number | undefined {
  return builds.get(digest);
}

/** The build and platform of a platform manifest's digest, once its build's index was served. */
export function platformOf(digest: string): { n: number; arch: Architecture } | undefined {
  return platformBuilds.get(digest);
}
