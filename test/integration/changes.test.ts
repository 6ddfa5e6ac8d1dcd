import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkImages } from '../../src/check/check-images';
import type { ImageResult } from '../../src/model';
import { startEmulator, type Emulator } from '../emulator/index';
import { digestOfBytes, platformManifest } from '../emulator/oci-content';
import { buildPackages, SPDX_PREDICATE } from '../emulator/signatures';
import { emulatorConfig, noMask } from '../support/emulator-settings';
import { spdxSbom } from '../support/spdx';

// What each digest change carries (issue 51), against the emulator over HTTP: both digests'
// platform images, their SPDX attestations verified by the test Sigstore, compared by package.

let emu: Emulator;
let workspace: string;

beforeAll(async () => {
  emu = await startEmulator({ seed: 5 });
  workspace = await mkdtemp(join(tmpdir(), 'image-check-changes-'));
  await writeFile(join(workspace, 'trusted-root.json'), JSON.stringify(emu.signatures.trustedRoot()));
});
afterAll(async () => {
  await emu.close();
  await rm(workspace, { recursive: true, force: true });
});
beforeEach(() => {
  emu.signatures.ofDigest.clear();
  emu.signatures.predicates.clear();
  emu.requests.length = 0;
});

const one = async (image: string, inputs: Record<string, string> = {}): Promise<ImageResult> => {
  const config = emulatorConfig(emu, {
    images: image,
    signatures: 'auto',
    'trusted-root': 'trusted-root.json',
    ...inputs,
  });
  return (await checkImages({ config, workspace, now: new Date() }, noMask)).results[0]!;
};

const builds = (repo: string, tag: string) => emu.store.history(repo, tag)!;
const ref = (repo: string, tag: string, digest: string) => `${emu.registry}/${repo}:${tag}@${digest}`;
const buildOf = (digest: string) => emu.store.buildOf(digest)!;
const platformDigest = (digest: string, arch: 'amd64' | 'arm64' = 'amd64') =>
  digestOfBytes(platformManifest(buildOf(digest), arch));
const versionOf = (digest: string, name: string) =>
  buildPackages(buildOf(digest)).find((p) => p.name === name)?.version;
const attReads = (digest: string) =>
  emu.requests.filter((r) => r.path.endsWith(`/manifests/${digest.replace(':', '-')}.att`)).length;

/** A python:3.12 pin five builds behind: its report lists a critical and a high, both in openssl, both fixed since. */
const pythonPin = () => builds('chainguard/python', '3.12').at(-6)!.digest;
const pythonNow = () => builds('chainguard/python', '3.12').at(-1)!.digest;

describe('a pin behind its tag, described by its packages', () => {
  it('an upgrade that fixes a CVE, named with its package; each SBOM read once', async () => {
    const pin = pythonPin();
    const now = pythonNow();
    const r = await one(ref('chainguard/python', '3.12', pin));
    expect(r.buildsBehind).toBe(5);
    expect(r.changes).toMatchObject({ from: pin, to: now, platform: 'linux/amd64' });
    expect(r.changes!.upgraded).toContainEqual({
      name: 'openssl',
      from: versionOf(pin, 'openssl'),
      to: versionOf(now, 'openssl'),
    });
    expect(r.changes!.unchanged).toBeGreaterThanOrEqual(1); // wolfi-baselayout
    expect(r.fixedByUpdate).toEqual([
      { id: 'CVE-2026-31201', severity: 'critical', package: 'openssl' },
      { id: 'CVE-2026-31202', severity: 'high', package: 'openssl' },
    ]);
    expect(r.changesGap).toBeUndefined();
    // One attestation read per platform image compared, none of the index nor of the other platform.
    expect(attReads(platformDigest(pin))).toBe(1);
    expect(attReads(platformDigest(now))).toBe(1);
    expect(attReads(pin) + attReads(platformDigest(pin, 'arm64'))).toBe(0);
  });

  it('packages added and removed between builds', async () => {
    const history = builds('chainguard/nginx', '1.27');
    const now = history.at(-1)!.digest;
    // A pin on the other side of zlib's and libxcrypt's turn (they switch every third build).
    const pin = history
      .slice(0, -1)
      .reverse()
      .find((b) => versionOf(b.digest, 'zlib') !== versionOf(now, 'zlib'))!.digest;
    const r = await one(ref('chainguard/nginx', '1.27', pin));
    const [gone, come] = versionOf(now, 'zlib') ? ['libxcrypt', 'zlib'] : ['zlib', 'libxcrypt'];
    expect(r.changes!.added.map((p) => p.name)).toEqual([come]);
    expect(r.changes!.removed.map((p) => p.name)).toEqual([gone]);
  });

  it('a downgrade is a downgrade', async () => {
    const pin = pythonPin();
    const now = pythonNow();
    const older = [{ name: 'openssl', version: '3.0.0-r0' }];
    emu.signatures.predicates.set(
      platformDigest(now),
      new Map([[SPDX_PREDICATE, spdxSbom({ digest: platformDigest(now), packages: older })]]),
    );
    const r = await one(ref('chainguard/python', '3.12', pin));
    expect(r.changes!.downgraded).toEqual([{ name: 'openssl', from: versionOf(pin, 'openssl'), to: '3.0.0-r0' }]);
  });

  it('another platform: linux/arm64 compares the arm64 images', async () => {
    const pin = pythonPin();
    const r = await one(ref('chainguard/python', '3.12', pin), { platform: 'linux/arm64' });
    expect(r.changes).toMatchObject({ platform: 'linux/arm64' });
    expect(attReads(platformDigest(pin, 'arm64'))).toBe(1);
    expect(attReads(platformDigest(pin))).toBe(0);
  });
});

describe('a change that cannot be described: changes null and why, the run as before', () => {
  it('an SBOM about another manifest', async () => {
    const pin = pythonPin();
    emu.signatures.ofDigest.set(platformDigest(pin), platformDigest(pin, 'arm64'));
    const r = await one(ref('chainguard/python', '3.12', pin));
    expect(r.buildsBehind).toBe(5);
    expect(r.changes).toBeNull();
    expect(r.changesGap).toEqual({
      kind: 'other-manifest',
      digest: platformDigest(pin),
      subject: platformDigest(pin, 'arm64'),
    });
    // The fixes are still named by the report's purls.
    expect(r.fixedByUpdate![0]!.package).toBe('openssl');
  });

  it('an oversized SBOM is not read', async () => {
    const now = pythonNow();
    const huge = { ...spdxSbom({ digest: platformDigest(now), packages: [] }), padding: 'x'.repeat(9 << 20) };
    emu.signatures.predicates.set(platformDigest(now), new Map([[SPDX_PREDICATE, huge]]));
    const r = await one(ref('chainguard/python', '3.12', pythonPin()));
    expect(r.changes).toBeNull();
    expect(r.changesGap).toMatchObject({ kind: 'too-large', digest: platformDigest(now), limit: 8 * 1024 * 1024 });
  });

  it('a platform the index lacks', async () => {
    const pin = pythonPin();
    const r = await one(ref('chainguard/python', '3.12', pin), { platform: 'linux/s390x' });
    expect(r.changes).toBeNull();
    expect(r.changesGap).toEqual({
      kind: 'no-platform',
      digest: pin,
      platform: 'linux/s390x',
      available: ['linux/amd64', 'linux/arm64'],
    });
  });

  it('packages: never asks for no attestation', async () => {
    const pin = pythonPin();
    const r = await one(ref('chainguard/python', '3.12', pin), { packages: 'never' });
    expect(r.changes).toBeNull();
    expect(r.changesGap).toEqual({ kind: 'not-asked' });
    // The signatures pass reads the index digests' signatures; no platform image is asked about.
    const platforms = [platformDigest(pin), platformDigest(pythonNow())];
    expect(emu.requests.filter((q) => q.path.endsWith('.att') || platforms.some((d) => q.path.includes(d)))).toEqual(
      [],
    );
    expect(r.fixedByUpdate![0]!.package).toBeNull();
  });

  it('signatures: never reads no SBOM either (only a verified one is trusted)', async () => {
    const r = await one(ref('chainguard/python', '3.12', pythonPin()), { signatures: 'never' });
    expect(r.changes).toBeNull();
    expect(r.changesGap).toEqual({ kind: 'not-asked', signatures: 'never' });
    expect(emu.requests.filter((q) => q.path.endsWith('.att'))).toEqual([]);
  });
});

describe('package changes with cache-dir', () => {
  it('a re-run reads no SBOM again: the verified reads are replayed through every check', async () => {
    const pin = pythonPin();
    const now = pythonNow();
    const first = await one(ref('chainguard/python', '3.12', pin), { 'cache-dir': 'cache' });
    expect(first.changes).not.toBeNull();
    expect(attReads(platformDigest(pin)) + attReads(platformDigest(now))).toBe(2);
    emu.requests.length = 0;
    const again = await one(ref('chainguard/python', '3.12', pin), { 'cache-dir': 'cache' });
    expect(again.changes).toEqual(first.changes);
    expect(attReads(platformDigest(pin)) + attReads(platformDigest(now))).toBe(0);
    expect(emu.requests.filter((q) => /\/blobs\//.test(q.path))).toEqual([]);
  });
});
