import { describe, expect, it } from 'vitest';
import { platformSchema } from '../../../src/config';
import { choosePlatform, type IndexEntry } from '../../../src/provenance/platform';

const INDEX = `sha256:${'f'.repeat(64)}`;
const d = (n: number) => `sha256:${String(n).repeat(64)}`;
const OCI = 'application/vnd.oci.image.manifest.v1+json';

const ENTRIES: IndexEntry[] = [
  { digest: d(1), mediaType: OCI, platform: { os: 'linux', architecture: 'amd64' } },
  { digest: d(2), mediaType: OCI, platform: { os: 'linux', architecture: 'arm', variant: 'v6' } },
  { digest: d(3), mediaType: OCI, platform: { os: 'linux', architecture: 'arm', variant: 'v7' } },
  {
    digest: d(4),
    mediaType: 'application/vnd.docker.distribution.manifest.v2+json',
    platform: { os: 'linux', architecture: 'arm64', variant: 'v8' },
  },
  // An attestation manifest (buildx) and a nested index are no platform images.
  { digest: d(5), mediaType: OCI, platform: { os: 'unknown', architecture: 'unknown' } },
  {
    digest: d(7),
    mediaType: OCI,
    annotations: { 'vnd.docker.reference.type': 'attestation-manifest' },
    platform: { os: 'linux', architecture: 'riscv64' },
  },
  {
    digest: d(6),
    mediaType: 'application/vnd.oci.image.index.v1+json',
    platform: { os: 'linux', architecture: 's390x' },
  },
];

const parse = (text: string) => platformSchema.parse(text);

describe('the platform input', () => {
  it('reads os/architecture and os/architecture/variant, in any case', () => {
    expect(parse('linux/amd64')).toEqual({ os: 'linux', architecture: 'amd64' });
    expect(parse(' Linux/ARM/v7 ')).toEqual({ os: 'linux', architecture: 'arm', variant: 'v7' });
  });

  it.each(['linux', 'linux/', '/amd64', 'linux/arm/v7/x', 'linux/amd 64', 'linux/../x', ''])('refuses %j', (text) => {
    const result = platformSchema.safeParse(text);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/expected os\/architecture or os\/architecture\/variant/);
  });
});

describe('the image an index holds for a platform', () => {
  it('is the entry of that os and architecture, whatever its variant when none is asked', () => {
    expect(choosePlatform(INDEX, ENTRIES, parse('linux/amd64'))).toEqual({ ok: true, entry: ENTRIES[0] });
    expect(choosePlatform(INDEX, ENTRIES, parse('linux/arm64'))).toEqual({ ok: true, entry: ENTRIES[3] });
    // Without a variant, the publisher's order decides among several.
    expect(choosePlatform(INDEX, ENTRIES, parse('linux/arm'))).toMatchObject({ entry: { digest: d(2) } });
  });

  it('requires the variant when one is asked', () => {
    expect(choosePlatform(INDEX, ENTRIES, parse('linux/arm/v7'))).toMatchObject({ entry: { digest: d(3) } });
    expect(choosePlatform(INDEX, ENTRIES, parse('linux/amd64/v3'))).toMatchObject({ ok: false });
  });

  it('says which platforms the index has when it lacks the one asked, never an attestation or a nested index', () => {
    expect(choosePlatform(INDEX, ENTRIES, parse('linux/s390x'))).toEqual({
      ok: false,
      gap: {
        kind: 'no-platform',
        digest: INDEX,
        platform: 'linux/s390x',
        available: ['linux/amd64', 'linux/arm/v6', 'linux/arm/v7', 'linux/arm64/v8'],
      },
    });
    expect(choosePlatform(INDEX, ENTRIES, parse('linux/riscv64'))).toMatchObject({ ok: false });
    expect(choosePlatform(INDEX, [], parse('linux/amd64'))).toMatchObject({ gap: { available: [] } });
  });
});
