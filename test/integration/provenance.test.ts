import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config';
import { ApiError, AssociationRefused, BodyTooLarge, OciContentError, SignatureCheckError } from '../../src/errors';
import { HttpClient } from '../../src/http/client';
import { IamClient } from '../../src/platform/iam';
import { RegistryClient } from '../../src/registry/client';
import { OciClient, type OciRepository } from '../../src/registry/oci/client';
import { PUBLIC_SIGNERS, organizationSigners } from '../../src/provenance/signers';
import { IN_THREAD_FIRST, bundleVerifier } from '../../src/provenance/bundle-verifier';
import { trustedRootFromText } from '../../src/provenance/trusted-root';
import { verifyAttestation, verifyDigest, type ProvenanceReader } from '../../src/provenance/verify';
import { startEmulator, type Emulator } from '../emulator/index';

// Signatures of the emulator's builds, by its test Sigstore, read over real HTTP and verified
// with @sigstore/verify against the trusted root the emulator emits.

let emu: Emulator;
let http: HttpClient;
let reader: ProvenanceReader;
/** The `signers` setting as the shells read it. */
const parseSigners = (text: string) => readConfig((name) => (name === 'signers' ? text : '')).signers;

const nginx: OciRepository = { org: 'chainguard', image: 'nginx' };
const python: OciRepository = { org: 'acme.com', image: 'python-fips' };
const history = (repo: OciRepository, tag: string) => emu.store.history(`${repo.org}/${repo.image}`, tag)!;
const SPDX = 'https://spdx.dev/Document';

beforeAll(async () => {
  emu = await startEmulator({ seed: 5 });
  http = new HttpClient({ retry: { maxAttempts: 1 }, userAgent: 'image-check-test' });
  const anonymous = new RegistryClient({ http, registry: emu.registry, credentials: { kind: 'anonymous' } });
  const pull = new RegistryClient({
    http,
    registry: emu.registry,
    credentials: { kind: 'basic', username: emu.pullUsername, password: emu.pullPassword },
  });
  const oci = new OciClient({
    http,
    registry: emu.registry,
    bearer: (repo) => (repo.org === 'chainguard' ? anonymous : pull).token(repo.org, repo.image),
  });
  const trust = trustedRootFromText(JSON.stringify(emu.signatures.trustedRoot()), 'trusted-root.json');
  reader = { oci, verifier: bundleVerifier(trust) };
});
afterAll(async () => {
  await http.close();
  await emu.close();
});

const iam = () => new IamClient({ http, apiUrl: emu.url, token: emu.apiToken });
const orgSigners = async () => organizationSigners((await iam().serviceBindings(emu.rootGroup))!);
const tags = (repo: OciRepository) => emu.store.tagsOf(emu.store.findRepo(`${repo.org}/${repo.image}`)!.uid);

describe('a signature in the tag scheme (cosign .sig)', () => {
  it('verifies a public pin signed by the release workflow, naming who and when', async () => {
    const { digest } = history(nginx, 'latest')[3]!;
    const verdict = await verifyDigest(reader, PUBLIC_SIGNERS, nginx, digest);
    expect(verdict).toEqual({
      verified: true,
      digest,
      format: 'legacy',
      signer: PUBLIC_SIGNERS[0],
      logged: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
    });
    expect(Math.abs(Date.parse((verdict as { logged: string }).logged) - Date.now())).toBeLessThan(60_000);
  });

  it('verifies a platform manifest of the index as well', async () => {
    const index = await reader.oci.manifest(nginx, history(nginx, 'latest').at(-1)!.digest);
    expect(index.kind).toBe('index');
    const amd64 =
      index.kind === 'index' ? index.index.manifests.find((m) => m.platform?.architecture === 'amd64')! : undefined;
    const platform = await reader.oci.manifest(nginx, amd64!.digest);
    expect(platform.kind).toBe('manifest');
    expect(await verifyDigest(reader, PUBLIC_SIGNERS, nginx, amd64!.digest)).toMatchObject({ verified: true });
  });

  it("verifies an organization's image signed by its catalog syncer, read from its account association", async () => {
    const signers = await orgSigners();
    const bindings = (await iam().serviceBindings(emu.rootGroup))!;
    expect(signers.map((s) => s.identity)).toEqual([
      `https://issuer.enforce.dev/${bindings.CATALOG_SYNCER}`,
      `https://issuer.enforce.dev/${bindings.APKO_BUILDER}`,
    ]);
    const { digest } = history(python, tags(python)[0]!.name).at(-1)!;
    expect(await verifyDigest(reader, signers, python, digest)).toMatchObject({
      verified: true,
      signer: { issuer: 'https://issuer.enforce.dev', identity: signers[0]!.identity },
    });
    // The public namespace's signer is not the organization's.
    expect(await verifyDigest(reader, PUBLIC_SIGNERS, python, digest)).toMatchObject({
      verified: false,
      reason: `another signer https://issuer.enforce.dev ${signers[0]!.identity}`,
    });
  });

  it('says why a digest is not signed: none found, another signer, the check that fails, another digest', async () => {
    const builds = history(nginx, '1.27');
    const [none, stranger, outside, tampered, other] = builds.slice(0, 5).map((r) => r.digest) as [
      string,
      string,
      string,
      string,
      string,
    ];
    emu.signatures.unsigned.add(none);
    emu.signatures.signedBy.set(stranger, {
      issuer: 'https://token.actions.githubusercontent.com',
      identity: 'https://github.com/someone/fork/.github/workflows/release.yaml@refs/heads/main',
    });
    emu.signatures.outsideRoot.add(outside);
    emu.signatures.tampered.add(tampered);
    emu.signatures.ofDigest.set(other, builds[9]!.digest);
    const reason = async (digest: string) => {
      const verdict = await verifyDigest(reader, PUBLIC_SIGNERS, nginx, digest);
      expect(verdict.verified).toBe(false);
      return (verdict as { reason: string }).reason;
    };
    expect(await reason(none)).toBe('no signature found (neither the referrers API nor the .sig tag holds one)');
    expect(await reason(stranger)).toBe(
      'another signer https://token.actions.githubusercontent.com https://github.com/someone/fork/.github/workflows/release.yaml@refs/heads/main',
    );
    expect(await reason(outside)).toMatch(/^does not verify: the certificate \(/);
    expect(await reason(tampered)).toMatch(/^does not verify: the (transparency log entry|signature) \(/);
    expect(await reason(other)).toBe(`signature of another digest ${builds[9]!.digest}`);
  });

  it('takes `signers` given, an identity between slashes matched whole', async () => {
    const { digest } = history(python, tags(python)[0]!.name)[0]!;
    const anchored = parseSigners(
      'https://issuer.enforce.dev /https://issuer\\.enforce\\.dev/[0-9a-f]{40}/[0-9a-f]{16}/',
    );
    expect(await verifyDigest(reader, anchored, python, digest)).toMatchObject({ verified: true });
    // Anchored: a pattern that matches only a part of the identity accepts nothing.
    const part = parseSigners('https://issuer.enforce.dev /issuer\\.enforce\\.dev/');
    expect(await verifyDigest(reader, part, python, digest)).toMatchObject({
      verified: false,
      reason: expect.stringMatching(/^another signer /),
    });
    const otherIssuer = parseSigners('https://token.actions.githubusercontent.com /.+/');
    expect(await verifyDigest(reader, otherIssuer, python, digest)).toMatchObject({ verified: false });
  });

  it('a refused read is an error, never unsigned', async () => {
    const { digest } = history(nginx, '1.27')[20]!;
    emu.signatures.refused.add(digest);
    const error = await verifyDigest(reader, PUBLIC_SIGNERS, nginx, digest).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403 });
  });
});

describe('a signature in the referrers scheme (a Sigstore bundle)', () => {
  it('verifies the bundle the referrers API lists, and the fallback tag of a registry without the API', async () => {
    const go: OciRepository = { org: 'chainguard', image: 'go' };
    emu.signatures.referrersScheme.add('chainguard/go');
    const [first, second, third] = history(go, 'latest').map((r) => r.digest) as [string, string, string];
    expect(await verifyDigest(reader, PUBLIC_SIGNERS, go, first)).toMatchObject({ verified: true, format: 'bundle' });
    emu.signatures.referrersPageSize = 1;
    const paged = await reader.oci.referrers(go, second);
    expect(paged).toMatchObject({ via: 'api' });
    expect(paged.manifests.length).toBeGreaterThan(1);
    emu.signatures.referrersPageSize = undefined;
    emu.signatures.referrersApi = false;
    try {
      expect(await reader.oci.referrers(go, third)).toMatchObject({ via: 'tag' });
      expect(await verifyDigest(reader, PUBLIC_SIGNERS, go, third)).toMatchObject({ verified: true, format: 'bundle' });
    } finally {
      emu.signatures.referrersApi = true;
    }
    const unsigned = history(go, 'latest')[4]!.digest;
    emu.signatures.unsigned.add(unsigned);
    expect(await verifyDigest(reader, PUBLIC_SIGNERS, go, unsigned)).toMatchObject({
      verified: false,
      reason: 'no signature found (neither the referrers API nor the .sig tag holds one)',
    });
  });
});

describe('attestations', () => {
  it("returns a verified SBOM's predicate, in both schemes; a legacy intoto entry is not verifiable", async () => {
    const { digest } = history(nginx, 'latest')[5]!;
    const sbom = await verifyAttestation(reader, PUBLIC_SIGNERS, nginx, digest, SPDX);
    expect(sbom).toMatchObject({ verified: true, format: 'legacy', predicate: { spdxVersion: 'SPDX-2.3' } });
    const go: OciRepository = { org: 'chainguard', image: 'go' };
    emu.signatures.referrersScheme.add('chainguard/go');
    const bundled = await verifyAttestation(reader, PUBLIC_SIGNERS, go, history(go, 'latest')[6]!.digest, SPDX);
    expect(bundled).toMatchObject({ verified: true, format: 'bundle', predicate: { spdxVersion: 'SPDX-2.3' } });
    const old = history(nginx, 'latest')[6]!.digest;
    emu.signatures.legacyIntoto.add(old);
    expect(await verifyAttestation(reader, PUBLIC_SIGNERS, nginx, old, SPDX)).toMatchObject({
      verified: false,
      reason: expect.stringContaining('not verifiable: its log entry is of the legacy kind intoto 0.0.1'),
    });
    expect(await verifyAttestation(reader, PUBLIC_SIGNERS, nginx, digest, 'https://example.com/none')).toMatchObject({
      verified: false,
      reason: 'no signature found (neither the referrers API nor the .sig tag holds one)',
    });
  });
});

describe('OCI reads', () => {
  it('refuses a manifest whose bytes are another digest, or too many', async () => {
    const [a, b] = history(nginx, 'latest')
      .slice(10, 12)
      .map((r) => r.digest) as [string, string];
    emu.signatures.corrupt.set(a, 'mismatch');
    emu.signatures.corrupt.set(b, 'oversize');
    await expect(reader.oci.manifest(nginx, a)).rejects.toSatisfy(
      (e) => e instanceof OciContentError && e.reason === 'OCI_DIGEST_MISMATCH',
    );
    await expect(reader.oci.manifest(nginx, b)).rejects.toBeInstanceOf(BodyTooLarge);
  });

  it('tells a missing tag (null) from a repository the registry does not know (an error)', async () => {
    expect(await reader.oci.tagged(nginx, `sha256-${'0'.repeat(64)}.sig`)).toBeNull();
    await expect(reader.oci.tagged({ org: 'chainguard', image: 'nope' }, 'latest')).rejects.toBeInstanceOf(ApiError);
  });
});

describe('account associations and trusted roots', () => {
  it('an identity that may not read the association is refused by name; none is null', async () => {
    emu.signatures.associationRefused.add(emu.rootGroup);
    try {
      await expect(iam().serviceBindings(emu.rootGroup)).rejects.toBeInstanceOf(AssociationRefused);
    } finally {
      emu.signatures.associationRefused.delete(emu.rootGroup);
    }
    emu.signatures.associationMissing.add(emu.rootGroup);
    try {
      expect(await iam().serviceBindings(emu.rootGroup)).toBeNull();
    } finally {
      emu.signatures.associationMissing.delete(emu.rootGroup);
    }
  });

  it('a file that is no trusted root cannot check anything', () => {
    expect(() => trustedRootFromText('{"mediaType":"x"}', 'root.json')).toThrow(SignatureCheckError);
    expect(() => trustedRootFromText('not json', 'root.json')).toThrow(/root.json is not JSON/);
  });
});

describe('verifications past the first few, in the built worker thread (dist/verify-worker)', () => {
  const WORKER = new URL('../../dist/verify-worker/index.js', import.meta.url).pathname;
  const trust = () => trustedRootFromText(JSON.stringify(emu.signatures.trustedRoot()), 'trusted-root.json');

  it('gives the verdicts of this thread: who signed, and the check that fails', async () => {
    const builds = history(nginx, '1.25').slice(0, IN_THREAD_FIRST + 6);
    const [outside, tampered] = builds.slice(-2).map((r) => r.digest) as [string, string];
    emu.signatures.outsideRoot.add(outside);
    emu.signatures.tampered.add(tampered);
    const inWorker: ProvenanceReader = { oci: reader.oci, verifier: bundleVerifier(trust(), WORKER) };
    const here: ProvenanceReader = { oci: reader.oci, verifier: bundleVerifier(trust(), null) };
    const verdicts = (r: ProvenanceReader) =>
      Promise.all(builds.map((b) => verifyDigest(r, PUBLIC_SIGNERS, nginx, b.digest)));
    const [worker, local] = [await verdicts(inWorker), await verdicts(here)];
    expect(worker).toEqual(local);
    expect(worker.filter((v) => v.verified)).toHaveLength(builds.length - 2);
    expect(worker.at(-2)).toMatchObject({
      verified: false,
      reason: expect.stringMatching(/^does not verify: the certificate \(/),
    });
    expect(worker.at(-1)).toMatchObject({ verified: false, reason: expect.stringMatching(/^does not verify: the /) });
  });

  it('a worker that ends while it holds verifications leaves them to this thread', async () => {
    const ending = join(await mkdtemp(join(tmpdir(), 'image-check-worker-')), 'index.mjs');
    await writeFile(
      ending,
      "import { parentPort } from 'node:worker_threads';\nparentPort.once('message', () => process.exit(0));\n",
    );
    const builds = history(nginx, 'latest').slice(0, IN_THREAD_FIRST + 4);
    const r: ProvenanceReader = { oci: reader.oci, verifier: bundleVerifier(trust(), ending) };
    const verdicts = await Promise.all(builds.map((b) => verifyDigest(r, PUBLIC_SIGNERS, nginx, b.digest)));
    expect(verdicts.every((v) => v.verified)).toBe(true);
  }, 20_000);

  it('a worker idle for a while is ended, and the next verification starts another', async () => {
    // The built worker, each start counted in a file.
    const dir = await mkdtemp(join(tmpdir(), 'image-check-worker-'));
    const starts = join(dir, 'starts');
    const counting = join(dir, 'index.mjs');
    await writeFile(
      counting,
      `import { appendFileSync } from 'node:fs';\nappendFileSync(${JSON.stringify(starts)}, 'start\\n');\nawait import(${JSON.stringify(WORKER)});\n`,
    );
    const builds = history(nginx, '1.25');
    const verifier = bundleVerifier(trust(), counting, 50);
    const r: ProvenanceReader = { oci: reader.oci, verifier };
    const first = await Promise.all(
      builds.slice(0, IN_THREAD_FIRST + 4).map((b) => verifyDigest(r, PUBLIC_SIGNERS, nginx, b.digest)),
    );
    const count = async () => (await readFile(starts, 'utf8')).split('\n').filter(Boolean).length;
    expect(await count()).toBe(1);
    await new Promise((done) => setTimeout(done, 500));
    // Builds of another tag: the first test of this block made two of 1.25's unverifiable.
    const later = await Promise.all(
      history(nginx, 'latest')
        .slice(0, 4)
        .map((b) => verifyDigest(r, PUBLIC_SIGNERS, nginx, b.digest)),
    );
    expect(await count()).toBe(2);
    expect([...first, ...later].filter((v) => !v.verified)).toEqual([]);
  }, 20_000);

  it('a worker that cannot start leaves every verification to this thread, never a verdict of its failure', async () => {
    const broken = join(await mkdtemp(join(tmpdir(), 'image-check-worker-')), 'index.js');
    await writeFile(broken, "throw new Error('no worker here');\n");
    const builds = history(nginx, 'latest').slice(0, IN_THREAD_FIRST + 4);
    const r: ProvenanceReader = { oci: reader.oci, verifier: bundleVerifier(trust(), broken) };
    const verdicts = await Promise.all(builds.map((b) => verifyDigest(r, PUBLIC_SIGNERS, nginx, b.digest)));
    expect(verdicts.every((v) => v.verified)).toBe(true);
  });
});
