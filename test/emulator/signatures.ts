import { createHash } from 'node:crypto';
import { spdxSbom, type SbomPackage } from '../support/spdx';
import { digestOfBytes, MANIFEST_TYPE, platformOf } from './oci-content';
import { TestSigstore, type SignedPieces, type TestSigner } from './sigstore';

// What the emulator's vendor attaches to each build, made on first request and kept: in the tag
// scheme a `.sig` manifest (a simplesigning layer) and an `.att` manifest (DSSE layers); in the
// referrers scheme one Sigstore bundle artifact per signature or attestation. Knobs let a test
// make a build unsigned, signed by another signer, tampered, a signature of another digest, signed
// by a CA outside the trusted root, or refused.

export const PUBLIC_SIGNER: TestSigner = {
  issuer: 'https://token.actions.githubusercontent.com',
  identity: 'https://github.com/chainguard-images/images/.github/workflows/release.yaml@refs/heads/main',
};
export const ENFORCE_ISSUER = 'https://issuer.enforce.dev';
export const SIMPLESIGNING_TYPE = 'application/vnd.dev.cosign.simplesigning.v1+json';
export const DSSE_TYPE = 'application/vnd.dsse.envelope.v1+json';
export const BUNDLE_TYPE = 'application/vnd.dev.sigstore.bundle.v0.3+json';
export const SIGN_PREDICATE = 'https://sigstore.dev/cosign/sign/v1';
export const SPDX_PREDICATE = 'https://spdx.dev/Document';
export const SLSA_PREDICATE = 'https://slsa.dev/provenance/v1';
const EMPTY = { bytes: Buffer.from('{}'), type: 'application/vnd.oci.empty.v1+json' };
const INTOTO = 'application/vnd.in-toto+json';

/** An organization's two service principals, as its account association binds them. */
export interface ServiceBindings {
  CATALOG_SYNCER: string;
  APKO_BUILDER: string;
}

/** A manifest as served: its bytes and media type (its digest is the SHA-256 of the bytes). */
export interface Served {
  bytes: Buffer;
  mediaType: string;
}

/** What is attached to one subject digest. */
interface Attached {
  sig?: Served;
  att?: Served;
  /** The referrers index's entries (the referrers scheme). */
  referrers: object[];
}

export class SignatureService {
  // ---- knobs, by the signed (subject) digest ----
  readonly unsigned = new Set<string>();
  /** Signed by this signer instead of the image's vendor. */
  readonly signedBy = new Map<string, TestSigner>();
  /** The payload served is not the one signed. */
  readonly tampered = new Set<string>();
  /** The signed payload names this digest instead. */
  readonly ofDigest = new Map<string, string>();
  /** Signed with a certificate of a CA outside the trusted root. */
  readonly outsideRoot = new Set<string>();
  /** Reads of its `.sig`, `.att` and referrers answer 403. */
  readonly refused = new Set<string>();
  /** Attestations logged as the legacy `intoto` 0.0.1 kind (not verifiable). */
  readonly legacyIntoto = new Set<string>();
  /** Predicates by subject digest and type, replacing the made-up ones (an SBOM of a test's own). */
  readonly predicates = new Map<string, Map<string, unknown>>();
  /** `<org>/<image>` signed in the referrers scheme (the tag scheme otherwise). */
  readonly referrersScheme = new Set<string>();
  /** Whether the registry has the referrers API; false: 404 there, the `sha256-<hex>` tag instead. */
  referrersApi = true;
  /** Referrers answered this many a page (a `Link` to the next); undefined: all at once. */
  referrersPageSize?: number;
  /** Manifests (by digest or tag) served broken: bytes that are not the digest asked, or over 4 MiB. */
  readonly corrupt = new Map<string, 'mismatch' | 'oversize'>();
  /** Organizations (root group uid) whose account association answers 403, and those with none (404). */
  readonly associationRefused = new Set<string>();
  readonly associationMissing = new Set<string>();

  /** Every manifest and blob made, by digest. */
  readonly manifests = new Map<string, Served>();
  readonly blobs = new Map<string, Buffer>();
  private readonly attached = new Map<string, Promise<Attached>>();

  private constructor(readonly sigstore: TestSigstore) {}

  static async create(): Promise<SignatureService> {
    return new SignatureService(await TestSigstore.create());
  }

  /** The trusted root the tests pass as `trusted-root`. */
  trustedRoot(): Record<string, unknown> {
    return this.sigstore.trustedRoot();
  }

  /** An organization's service principals (uid paths under its root group, made from its uid). */
  bindingsOf(orgUid: string): ServiceBindings {
    const part = (name: string) => createHash('sha256').update(`${name} ${orgUid}`).digest('hex').slice(0, 16);
    return { CATALOG_SYNCER: `${orgUid}/${part('catalog-syncer')}`, APKO_BUILDER: `${orgUid}/${part('apko-builder')}` };
  }

  /** Who signs an image's builds: the public release workflow, or the organization's catalog syncer. */
  vendorSigner(org: string, orgUid: string | undefined): TestSigner {
    if (org === 'chainguard' || orgUid === undefined) return PUBLIC_SIGNER;
    return { issuer: ENFORCE_ISSUER, identity: `${ENFORCE_ISSUER}/${this.bindingsOf(orgUid).CATALOG_SYNCER}` };
  }

  /** What is attached to `subject` in `repo` (made once; every digest of it kept for the reads). */
  attachments(
    repo: string,
    subject: { digest: string; size: number; mediaType: string },
    signer: TestSigner,
  ): Promise<Attached> {
    const { digest } = subject;
    // A knob set after a first read applies at the next one: the cache is of what the knobs decide.
    if (this.unsigned.has(digest)) return Promise.resolve({ referrers: [] });
    const who = this.signedBy.get(digest) ?? signer;
    const own = this.predicates.get(digest);
    const key = `${repo}@${digest} ${who.issuer} ${who.identity} ${this.referrersScheme.has(repo)} ${this.ofDigest.get(digest) ?? ''} ${own ? this.predicateId(own) : ''}`;
    let made = this.attached.get(key);
    if (!made) {
      made = this.referrersScheme.has(repo)
        ? this.referrerArtifacts(repo, subject, who)
        : this.tagArtifacts(repo, digest, who);
      this.attached.set(key, made);
      made.catch(() => this.attached.delete(key));
    }
    return made;
  }

  private readonly predicateIds = new WeakMap<object, number>();
  /** One number per predicates map a test set (the made artifacts are kept by it). */
  private predicateId(own: object): number {
    let id = this.predicateIds.get(own);
    if (id === undefined) this.predicateIds.set(own, (id = this.attached.size + 1));
    return id;
  }

  private keep(bytes: Buffer): { digest: string; size: number } {
    const digest = digestOfBytes(bytes);
    this.blobs.set(digest, bytes);
    return { digest, size: bytes.length };
  }

  private manifest(body: object): { digest: string; size: number; served: Served } {
    const bytes = Buffer.from(JSON.stringify(body));
    const served = { bytes, mediaType: MANIFEST_TYPE };
    const digest = digestOfBytes(bytes);
    this.manifests.set(digest, served);
    return { digest, size: bytes.length, served };
  }

  /** The signed payload (cosign's simplesigning JSON) naming `digest`. */
  private payload(repo: string, digest: string): Buffer {
    return Buffer.from(
      JSON.stringify({
        critical: {
          identity: { 'docker-reference': repo },
          image: { 'docker-manifest-digest': this.ofDigest.get(digest) ?? digest },
          type: 'cosign container image signature',
        },
        optional: null,
      }),
    );
  }

  /** An in-toto statement about `digest` (or the digest a knob names instead). */
  private statement(repo: string, digest: string, predicateType: string): Buffer {
    const named = this.ofDigest.get(digest) ?? digest;
    const predicate = this.predicates.get(digest)?.get(predicateType) ?? madePredicate(repo, named, predicateType);
    return Buffer.from(
      JSON.stringify({
        _type: 'https://in-toto.io/Statement/v1',
        subject: [{ name: repo, digest: { sha256: named.slice('sha256:'.length) } }],
        predicateType,
        predicate,
      }),
    );
  }

  private predicateTypes(digest: string): string[] {
    return [...new Set([SPDX_PREDICATE, SLSA_PREDICATE, ...(this.predicates.get(digest)?.keys() ?? [])])];
  }

  /** What a tampered read serves: the signed bytes with one more space. */
  private served(digest: string, signed: Buffer): Buffer {
    return this.tampered.has(digest) ? Buffer.concat([signed, Buffer.from(' ')]) : signed;
  }

  private async tagArtifacts(repo: string, digest: string, signer: TestSigner): Promise<Attached> {
    const outside = this.outsideRoot.has(digest);
    const signed = this.payload(repo, digest);
    const pieces = await this.sigstore.signMessage(signed, signer, outside);
    const payload = this.keep(this.served(digest, signed));
    const sigConfig = this.keep(
      Buffer.from(
        JSON.stringify({
          architecture: '',
          os: '',
          config: {},
          rootfs: { type: 'layers', diff_ids: [payload.digest] },
        }),
      ),
    );
    const layer = {
      mediaType: SIMPLESIGNING_TYPE,
      ...payload,
      annotations: {
        'dev.cosignproject.cosign/signature': pieces.signature.toString('base64'),
        ...cosignAnnotations(pieces),
      },
    };
    const sig = this.manifest({
      schemaVersion: 2,
      mediaType: MANIFEST_TYPE,
      config: { mediaType: 'application/vnd.oci.image.config.v1+json', ...sigConfig },
      layers: [layer],
    });
    const layers = [];
    for (const predicateType of this.predicateTypes(digest)) {
      const statement = this.statement(repo, digest, predicateType);
      const att = await this.sigstore.signDsse(INTOTO, statement, signer, outside, this.legacyIntoto.has(digest));
      const envelope = this.keep(Buffer.from(JSON.stringify(envelopeOf(att, this.served(digest, statement)))));
      layers.push({
        mediaType: DSSE_TYPE,
        ...envelope,
        annotations: { predicateType, 'dev.cosignproject.cosign/signature': '', ...cosignAnnotations(att) },
      });
    }
    const att = this.manifest({
      schemaVersion: 2,
      mediaType: MANIFEST_TYPE,
      config: { mediaType: 'application/vnd.oci.image.config.v1+json', ...sigConfig },
      layers,
    });
    return { sig: sig.served, att: att.served, referrers: [] };
  }

  private async referrerArtifacts(
    repo: string,
    subject: { digest: string; size: number; mediaType: string },
    signer: TestSigner,
  ): Promise<Attached> {
    const { digest } = subject;
    const outside = this.outsideRoot.has(digest);
    const referrers = [];
    for (const predicateType of [SIGN_PREDICATE, ...this.predicateTypes(digest)]) {
      const statement = this.statement(repo, digest, predicateType);
      const pieces = await this.sigstore.signDsse(INTOTO, statement, signer, outside, this.legacyIntoto.has(digest));
      const bundle = this.keep(
        Buffer.from(JSON.stringify(bundleOf(pieces, envelopeOf(pieces, this.served(digest, statement))))),
      );
      const annotations = {
        'dev.sigstore.bundle.content': 'dsse-envelope',
        'dev.sigstore.bundle.predicateType': predicateType,
      };
      const artifact = this.manifest({
        schemaVersion: 2,
        mediaType: MANIFEST_TYPE,
        artifactType: BUNDLE_TYPE,
        config: { mediaType: EMPTY.type, ...this.keep(EMPTY.bytes) },
        layers: [{ mediaType: BUNDLE_TYPE, ...bundle }],
        subject,
        annotations,
      });
      referrers.push({
        mediaType: MANIFEST_TYPE,
        digest: artifact.digest,
        size: artifact.size,
        artifactType: BUNDLE_TYPE,
        annotations,
      });
    }
    return { referrers };
  }
}

/** cosign's layer annotations of the certificate, its chain and the log's promise. */
function cosignAnnotations(pieces: SignedPieces): Record<string, string> {
  const { entry } = pieces;
  return {
    'dev.sigstore.cosign/certificate': pieces.certificatePem,
    'dev.sigstore.cosign/chain': pieces.chainPem,
    'dev.sigstore.cosign/bundle': JSON.stringify({
      SignedEntryTimestamp: entry.signedEntryTimestamp,
      Payload: { body: entry.body, integratedTime: entry.integratedTime, logIndex: entry.logIndex, logID: entry.logID },
    }),
  };
}

function envelopeOf(pieces: SignedPieces, payload: Buffer): object {
  return {
    payloadType: INTOTO,
    payload: payload.toString('base64'),
    signatures: [{ sig: pieces.signature.toString('base64'), keyid: '' }],
  };
}

/** A v0.3 bundle of a DSSE signature: the certificate, the log entry with its promise and proof. */
function bundleOf(pieces: SignedPieces, envelope: object): object {
  const { entry, proof } = pieces;
  return {
    mediaType: BUNDLE_TYPE,
    verificationMaterial: {
      certificate: { rawBytes: pieces.certificateDer.toString('base64') },
      tlogEntries: [
        {
          logIndex: String(entry.logIndex),
          logId: { keyId: Buffer.from(entry.logID, 'hex').toString('base64') },
          kindVersion: { kind: pieces.kind, version: '0.0.1' },
          integratedTime: String(entry.integratedTime),
          inclusionPromise: { signedEntryTimestamp: entry.signedEntryTimestamp },
          inclusionProof: {
            logIndex: String(proof.logIndex),
            rootHash: Buffer.from(proof.rootHash, 'hex').toString('base64'),
            treeSize: String(proof.treeSize),
            hashes: proof.hashes,
            checkpoint: { envelope: proof.checkpoint },
          },
          canonicalizedBody: entry.body,
        },
      ],
    },
    dsseEnvelope: envelope,
  };
}

/**
 * The installed packages of build n, the same on every run: openssl and libcrypto3 advance every
 * build, busybox every second, ca-certificates-bundle every tenth; zlib and libxcrypt take turns
 * every third build (one added, the other removed); wolfi-baselayout never changes.
 */
export function buildPackages(n: number): SbomPackage[] {
  const openssl = `3.5.${Math.floor(n / 4)}-r${n % 4}`;
  const turn = Math.floor(n / 3) % 2 === 0;
  return [
    { name: 'wolfi-baselayout', version: '20230201-r20' },
    { name: 'ca-certificates-bundle', version: `20250619-r${Math.floor(n / 10)}` },
    { name: 'openssl', version: openssl },
    { name: 'libcrypto3', version: openssl },
    { name: 'busybox', version: `1.37.0-r${Math.floor(n / 2)}` },
    turn ? { name: 'zlib', version: '1.3.1-r0' } : { name: 'libxcrypt', version: '4.4.38-r0' },
  ];
}

/** The vendor's predicates, made up from the digest: a platform image's SPDX document (its build's packages) and a provenance. */
function madePredicate(repo: string, digest: string, predicateType: string): unknown {
  if (predicateType === SPDX_PREDICATE) {
    const platform = platformOf(digest);
    // An index is not what an SBOM describes: its document lists no installed package.
    const packages = platform ? buildPackages(platform.n) : [];
    return spdxSbom({ digest, repository: `cgr.dev/${repo}`, architecture: platform?.arch ?? 'amd64', packages });
  }
  if (predicateType === SLSA_PREDICATE)
    return { buildDefinition: { buildType: 'https://apko.dev/build' }, runDetails: {} };
  return {};
}
