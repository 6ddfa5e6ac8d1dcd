// The run's signature checks: the trusted root had once (the file given, else Sigstore's
// public-good root through its TUF client), each organization's accepted signers read once, and a
// digest's verdict in the results' shape. Every cryptographic check is verify.ts's library.
import { AssociationRefused } from '../errors';
import type { SignatureVerdict as ResultSignature } from '../model';
import { PUBLIC_ORG } from '../model';
import type { OciClient } from '../registry/oci/client';
import type { FetchedManifest } from '../registry/oci/media';
import { organizationSigners, PUBLIC_SIGNERS, type AcceptedSigner } from './signers';
import { verifyAttestation, verifyDigest, type AttestationVerdict, type SignatureVerdict } from './verify';
import { recording, replaying, type OciReads, type RecordedAnswers } from './recorded-reads';
import { settle } from '../settle';
import { bundleVerifier, type BundleVerifier, type Trust } from './bundle-verifier';

interface SignatureChecksOptions {
  oci: OciClient;
  /** The trusted root, asked for on the first verification only (a run with no digest needs none). */
  trust: () => Promise<Trust>;
  /** An organization's service bindings by its root group (IamClient.serviceBindings). */
  serviceBindings: (rootGroupUid: string) => Promise<Record<string, string> | null>;
  /** The `signers` setting: given, these replace the vendor's defaults for every image. */
  configured: readonly AcceptedSigner[];
  /** Where the reads of a verified digest are kept (cache-dir), so a later run verifies it again without the registry. */
  cache?: RecordCache;
}

/** A store of recorded reads by key (src/check/signature-clients.ts keeps them under cache-dir). */
export interface RecordCache {
  get(key: string): Promise<RecordedAnswers | null>;
  put(key: string, answers: RecordedAnswers): Promise<void>;
}

export class SignatureChecks {
  private verifier?: Promise<BundleVerifier>;
  private readonly signers = new Map<string, Promise<readonly AcceptedSigner[] | null>>();
  /** Organizations whose account association the identity may not read: their images are not checked. */
  readonly refused = new Set<string>();

  constructor(private readonly options: SignatureChecksOptions) {}

  /**
   * The accepted signers of an organization's images: `signers` when given; the release workflow
   * for the public namespace; else its catalog syncer and image builder, from its account
   * association (read once). null when the identity may not read it (one notice says so).
   */
  signersOf(org: string, rootGroupUid: () => Promise<string | null>): Promise<readonly AcceptedSigner[] | null> {
    if (this.options.configured.length > 0) return Promise.resolve(this.options.configured);
    if (org === PUBLIC_ORG) return Promise.resolve(PUBLIC_SIGNERS);
    let found = this.signers.get(org);
    if (!found) this.signers.set(org, (found = this.readSigners(org, rootGroupUid)));
    return found;
  }

  private async readSigners(org: string, rootGroupUid: () => Promise<string | null>) {
    const uid = await rootGroupUid();
    if (uid === null) return null;
    try {
      // No association: no syncer nor builder is known, so no signature can be accepted (every one is unsigned).
      return organizationSigners((await this.options.serviceBindings(uid)) ?? {});
    } catch (error) {
      if (!(error instanceof AssociationRefused)) throw error;
      this.refused.add(org);
      return null;
    }
  }

  /** The verdict of one digest against `signers`; throws when it cannot be checked (a refused read, no trusted root). */
  async verify(
    org: string,
    image: string,
    digest: string,
    signers: readonly AcceptedSigner[],
  ): Promise<ResultSignature> {
    const verifier = await this.verifierOnce();
    const verdict = await this.replayedOr(
      `${org}/${image}@${digest}`,
      (oci) => verifyDigest({ oci, verifier }, signers, { org, image }, digest),
      verified,
    );
    return resultOf(verdict);
  }

  /** The run's one verifier, made on the first verification (a run with no digest needs no trusted root). */
  private verifierOnce(): Promise<BundleVerifier> {
    return (this.verifier ??= this.options.trust().then((trust) => bundleVerifier(trust)));
  }

  /**
   * What `read` gives, from the reads a cache kept before (through every check again), else from
   * the registry, keeping its reads when the answer is `usable`: a digest not verified yet may be by the next run.
   */
  private async replayedOr<T>(
    key: string,
    read: (oci: OciReads) => Promise<T>,
    usable: (value: T) => boolean,
  ): Promise<T> {
    const { cache } = this.options;
    // Without a cache nothing is kept: the reads go to the registry unrecorded (a copy of every answer for nothing).
    if (!cache) return read(this.options.oci);
    const kept = await cache.get(key);
    const replayed = kept ? await settle(read(replaying(kept))) : null;
    if (replayed?.ok && usable(replayed.value)) return replayed.value;
    const { reads, answers } = recording(this.options.oci);
    const value = await read(reads);
    if (usable(value)) await cache.put(key, answers);
    return value;
  }

  /** A manifest or index of the image by digest (a digest change's platform image is chosen from it). */
  manifest(org: string, image: string, digest: string): Promise<FetchedManifest> {
    // Asked by digest, kept or not its bytes are checked against it.
    return this.replayedOr(
      `manifest ${org}/${image}@${digest}`,
      (oci) => oci.manifest({ org, image }, digest),
      () => true,
    );
  }

  /** The attestation of `digest` of one predicate type, verified against `signers` (at most `maxBytes` read). */
  async attestation(
    org: string,
    image: string,
    digest: string,
    request: { predicateType: string; signers: readonly AcceptedSigner[]; maxBytes: number },
  ): Promise<AttestationVerdict> {
    const verifier = await this.verifierOnce();
    const { predicateType, signers, maxBytes } = request;
    return this.replayedOr(
      `${predicateType} ${org}/${image}@${digest}`,
      (oci) => verifyAttestation({ oci, verifier }, signers, { org, image }, digest, predicateType, maxBytes),
      verified,
    );
  }
}

const verified = (verdict: { verified: boolean }) => verdict.verified;

function resultOf(verdict: SignatureVerdict): ResultSignature {
  const { digest } = verdict;
  return verdict.verified
    ? { verified: true, digest, format: verdict.format, signer: verdict.signer, logged: verdict.logged, reason: null }
    : { verified: false, digest, format: null, signer: null, logged: null, reason: verdict.reason };
}

/** The notice for organizations whose signers could not be read. */
export function signersRefusedNotice(orgs: ReadonlySet<string>): string[] {
  if (orgs.size === 0) return [];
  return [
    `The signatures of ${[...orgs].join(', ')}'s images were not checked: the identity may not read the organization's account association (it needs the capability iam.account_associations.list), which names the signers it accepts. Give it that permission, or set signers to the accepted signers.`,
  ];
}
