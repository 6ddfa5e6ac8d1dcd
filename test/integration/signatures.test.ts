import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkImages } from '../../src/check/check-images';
import type { ImageResult } from '../../src/model';
import { startEmulator, type Emulator } from '../emulator/index';
import { PUBLIC_SIGNER } from '../emulator/signatures';
import { emulatorConfig, noMask } from '../support/emulator-settings';

// The vendor's signatures as the engine judges them: every digest in use verified once against the
// emulator's test Sigstore (its trusted root given as `trusted-root`), `unsigned` and `error` kept
// apart, and every move kept to a signed build.

let emu: Emulator;
let workspace: string;

beforeAll(async () => {
  emu = await startEmulator({ seed: 5 });
  workspace = await mkdtemp(join(tmpdir(), 'image-check-signatures-'));
  await writeFile(join(workspace, 'trusted-root.json'), JSON.stringify(emu.signatures.trustedRoot()));
});
afterAll(async () => {
  await emu.close();
  await rm(workspace, { recursive: true, force: true });
});
beforeEach(() => {
  const s = emu.signatures;
  for (const set of [s.unsigned, s.tampered, s.refused, s.associationRefused]) set.clear();
  s.signedBy.clear();
  emu.requests.length = 0;
});

const check = async (images: string[], inputs: Record<string, string> = {}) =>
  checkImages(
    {
      config: emulatorConfig(emu, {
        images: images.join('\n'),
        signatures: 'auto',
        'trusted-root': 'trusted-root.json',
        ...inputs,
      }),
      workspace,
      now: new Date(),
    },
    noMask,
  );

const builds = (repo: string, tag: string) => emu.store.history(repo, tag)!;
const ref = (repo: string, tag: string, digest?: string) =>
  `${emu.registry}/${repo}:${tag}${digest ? `@${digest}` : ''}`;
const sigReads = (digest: string) =>
  emu.requests.filter((r) => r.path.endsWith(`/manifests/${digest.replace(':', '-')}.sig`)).length;
const one = async (image: string, inputs: Record<string, string> = {}): Promise<ImageResult> =>
  (await check([image], inputs)).results[0]!;

describe('the signature of every digest in use', () => {
  it('a public pin signed by the release workflow: ok, naming who signed and when it was logged', async () => {
    const pin = builds('chainguard/nginx', '1.27').at(-1)!.digest;
    const r = await one(ref('chainguard/nginx', '1.27', pin));
    expect(r.status).toBe('ok');
    expect(r.signature).toEqual({
      verified: true,
      digest: pin,
      format: 'legacy',
      signer: PUBLIC_SIGNER,
      logged: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      reason: null,
    });
  });

  it("a private image signed by its organization's catalog syncer, read from its account association", async () => {
    const r = await one(ref('acme.com/python-fips', '3.12'));
    expect(r.signature).toMatchObject({
      verified: true,
      signer: { issuer: 'https://issuer.enforce.dev', identity: expect.stringContaining(emu.rootGroup) },
    });
    expect(emu.requests.filter((q) => q.path.startsWith('/iam/v2/accountAssociations/'))).toHaveLength(1);
  });

  it('a digest nobody signed is unsigned, fails the default fail-on, and names why', async () => {
    const pin = builds('chainguard/nginx', '1.27').at(-1)!.digest;
    emu.signatures.unsigned.add(pin);
    const report = await check([ref('chainguard/nginx', '1.27', pin)]);
    expect(report.results[0]).toMatchObject({ status: 'unsigned', signature: { verified: false, digest: pin } });
    expect(report.results[0]!.signature!.reason).toMatch(/no signature|none/i);
    expect(report.verdict.failed).toBe(true);
    expect(report.verdict.line).toMatch(/1 digest not signed by the vendor/);
    // Not in fail-on: reported, not failing.
    expect((await check([ref('chainguard/nginx', '1.27', pin)], { 'fail-on': 'eol' })).verdict.failed).toBe(false);
  });

  it("a stranger's signature is unsigned, naming the signer", async () => {
    const pin = builds('chainguard/nginx', '1.27').at(-2)!.digest;
    emu.signatures.signedBy.set(pin, {
      issuer: 'https://token.actions.githubusercontent.com',
      identity: 'https://github.com/stranger/fork/.github/workflows/release.yaml@refs/heads/main',
    });
    const r = await one(ref('chainguard/nginx', '1.27', pin));
    expect(r.status).toBe('unsigned');
    expect(r.signature!.reason).toContain('https://github.com/stranger/fork/');
  });

  it('a read the registry refuses is an error naming it, never unsigned and never ok', async () => {
    const pin = builds('chainguard/nginx', '1.27').at(-1)!.digest;
    emu.signatures.refused.add(pin);
    const r = await one(ref('chainguard/nginx', '1.27', pin));
    expect(r.status).toBe('error');
    expect(r.signature).toBeNull();
    expect(r.error!.message).toMatch(new RegExp(`^the signature of ${pin} could not be checked`));
  });

  it('verifies each distinct digest once, however many references use it', async () => {
    const pin = builds('chainguard/nginx', '1.27').at(-1)!.digest;
    const report = await check([ref('chainguard/nginx', '1.27', pin), `${ref('chainguard/nginx', '1.27')}`]);
    expect(report.results.every((r) => r.signature?.verified)).toBe(true);
    expect(sigReads(pin)).toBe(1);
  });

  it('signers given replace the defaults, an identity between slashes matched whole', async () => {
    const stranger = await one(ref('chainguard/nginx', '1.27'), {
      signers:
        'https://token.actions.githubusercontent.com https://github.com/someone/else/.github/workflows/x.yaml@refs/heads/main',
    });
    expect(stranger.status).toBe('unsigned');
    const pattern = await one(ref('chainguard/nginx', '1.27'), {
      signers: 'https://token.actions.githubusercontent.com /https://github\\.com/chainguard-images/.+/',
    });
    expect(pattern.signature).toMatchObject({ verified: true });
  });

  it('an organization whose account association the identity may not read: not checked, one notice', async () => {
    emu.signatures.associationRefused.add(emu.rootGroup);
    const report = await check([ref('acme.com/python-fips', '3.12'), ref('chainguard/nginx', '1.27')]);
    expect(report.results[0]!.signature).toBeNull();
    expect(report.results[0]!.status).not.toBe('unsigned');
    expect(report.results[1]!.signature?.verified).toBe(true);
    expect(report.notices.filter((n) => n.includes('account association'))).toEqual([
      expect.stringMatching(/acme\.com's images were not checked.*iam\.account_associations\.list.*signers/),
    ]);
  });

  it('signatures: never asks the registry nothing', async () => {
    const r = await one(ref('chainguard/nginx', '1.27'), { signatures: 'never' });
    expect(r.signature).toBeNull();
    expect(emu.requests.filter((q) => /\/(manifests|referrers|blobs)\//.test(q.path))).toEqual([]);
  });

  it('a trusted root outside the workspace stops the run, naming the input', async () => {
    await expect(check([ref('chainguard/nginx', '1.27')], { 'trusted-root': '../../etc/passwd' })).rejects.toThrow(
      /trusted-root/,
    );
  });
});

describe('moves only to signed builds', () => {
  it('a pin behind a newest build nobody signed moves to the newest signed one, saying what it passed over', async () => {
    const history = builds('chainguard/nginx', '1.27');
    const newest = history.at(-1)!.digest;
    const signed = history.at(-2)!.digest;
    const pin = history.at(-6)!.digest;
    emu.signatures.unsigned.add(newest);
    const r = await one(ref('chainguard/nginx', '1.27', pin), { 'fail-on': 'eol,stale' });
    expect(r.signature?.verified).toBe(true);
    expect(r.suggestion).toBe(ref('chainguard/nginx', '1.27', signed));
    expect(r.signatureMove).toMatchObject({ tag: '1.27', passedOver: 1, to: { digest: signed } });
  });

  it('an unpinned tag whose current build nobody signed is unsigned, and its pin to write is the newest signed build', async () => {
    const history = builds('chainguard/nginx', '1.27');
    emu.signatures.unsigned.add(history.at(-1)!.digest);
    const r = await one(ref('chainguard/nginx', '1.27'));
    expect(r.status).toBe('unsigned');
    expect(r.pullable?.digest).toBe(history.at(-2)!.digest);
  });

  it('no signed build among the newest: no move, and why', async () => {
    const history = builds('chainguard/nginx', '1.27');
    for (const b of history.slice(-12)) emu.signatures.unsigned.add(b.digest);
    const pin = history.at(-14)!.digest;
    const r = await one(ref('chainguard/nginx', '1.27', pin), { 'fail-on': 'eol' });
    expect(r.suggestion).toBeNull();
    expect(r.signatureMove?.none).toMatch(/no build of 1\.27 newer than the pin among the newest \d+ is signed/);
  });
});

describe('signatures with cache-dir', () => {
  const ociReads = () => emu.requests.filter((q) => /\/(manifests|referrers|blobs)\//.test(q.path)).length;

  it('a re-run verifies what it verified before without the registry, through every check again', async () => {
    const pin = builds('chainguard/nginx', '1.27').at(-7)!.digest;
    const refs = [ref('chainguard/nginx', '1.27', pin)];
    const first = await check(refs, { 'cache-dir': 'cache' });
    expect(first.results[0]!.signature?.verified).toBe(true);
    const asked = ociReads();
    expect(asked).toBeGreaterThan(0);
    emu.requests.length = 0;
    const again = await check(refs, { 'cache-dir': 'cache' });
    expect(again.results[0]!.signature).toEqual(first.results[0]!.signature);
    // The Tag History walk still reads the registry; the signature's reads are none.
    expect(ociReads()).toBe(0);
    // The signers are matched again: a record of the vendor's signature does not pass another signer set.
    const stranger = await check(refs, {
      'cache-dir': 'cache',
      signers:
        'https://token.actions.githubusercontent.com https://github.com/someone/else/.github/workflows/x.yaml@refs/heads/main',
    });
    expect(stranger.results[0]!.status).toBe('unsigned');
  });

  it("a record planted for a digest nobody signed cannot make it pass: another digest's signature is not its own", async () => {
    const { createHash } = await import('node:crypto');
    const { copyFile, readdir } = await import('node:fs/promises');
    const history = builds('chainguard/nginx', '1.27');
    const signed = history.at(-8)!.digest;
    const unsigned = history.at(-9)!.digest;
    emu.signatures.unsigned.add(unsigned);
    await check([ref('chainguard/nginx', '1.27', signed)], { 'cache-dir': 'planted', packages: 'never' });
    const dir = join(workspace, 'planted', 'signatures');
    const [kept] = await readdir(dir);
    const keyOf = (digest: string) => `${createHash('sha256').update(`chainguard/nginx@${digest}`).digest('hex')}.json`;
    expect(kept).toBe(keyOf(signed));
    await copyFile(join(dir, kept!), join(dir, keyOf(unsigned)));
    const r = await one(ref('chainguard/nginx', '1.27', unsigned), { 'cache-dir': 'planted', packages: 'never' });
    expect(r.status).toBe('unsigned');
    expect(r.signature?.verified).toBe(false);
  });
});
