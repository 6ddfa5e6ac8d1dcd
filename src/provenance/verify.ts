// Whether a digest is signed by an accepted signer, and a verified attestation's predicate:
// every cryptographic check is @sigstore/verify's (certificate chain and CT timestamp, signature,
// log entry and its promise); this module finds the candidates, then checks what the library
// leaves to its caller: that the signed content names the digest, and who signed.
import type { BundleVerifier } from './bundle-verifier';
import type { OciRepository } from '../registry/oci/client';
import type { OciReads } from './recorded-reads';
import { attTagCandidates, referrerCandidates, sigTagCandidates, type Candidate } from './find';
import { accepts, type AcceptedSigner, type SignerIdentity } from './signers';
import { SIGN_PREDICATE } from './statement';

export interface ProvenanceReader {
  oci: OciReads;
  verifier: BundleVerifier;
}

export type SignatureVerdict =
  | { verified: true; digest: string; format: 'bundle' | 'legacy'; signer: SignerIdentity; logged: string }
  | { verified: false; digest: string; reason: string };

export type AttestationVerdict =
  | {
      verified: true;
      digest: string;
      format: 'bundle' | 'legacy';
      signer: SignerIdentity;
      logged: string;
      predicate: unknown;
    }
  | { verified: false; digest: string; reason: string };

/** Most bytes of one attestation read (an SBOM is kilobytes to a few megabytes). */
const ATTESTATION_LIMIT = 16 * 1024 * 1024;

/**
 * The signature of `digest` by an accepted signer: the referrers' bundles first, then the `.sig`
 * tag. A read that fails (refused, the registry failing) throws: that digest could not be
 * checked, which is an error, never unsigned.
 */
export async function verifyDigest(
  reader: ProvenanceReader,
  signers: readonly AcceptedSigner[],
  repo: OciRepository,
  digest: string,
): Promise<SignatureVerdict> {
  const failures: Failure[] = [];
  for (const find of [
    () => referrerCandidates(reader.oci, repo, digest, SIGN_PREDICATE),
    () => sigTagCandidates(reader.oci, repo, digest),
  ]) {
    for (const candidate of await find()) {
      const judged = await judge(reader.verifier, signers, digest, candidate);
      if ('signer' in judged) return { verified: true, digest, format: candidate.format, ...judged };
      failures.push(judged);
    }
  }
  return { verified: false, digest, reason: worst(failures) };
}

/** The attestation of `digest` of one predicate type, verified as signatures are; its predicate once it is. */
export async function verifyAttestation(
  reader: ProvenanceReader,
  signers: readonly AcceptedSigner[],
  repo: OciRepository,
  digest: string,
  predicateType: string,
  maxBytes = ATTESTATION_LIMIT,
): Promise<AttestationVerdict> {
  const failures: Failure[] = [];
  for (const find of [
    () => referrerCandidates(reader.oci, repo, digest, predicateType, maxBytes),
    () => attTagCandidates(reader.oci, repo, digest, predicateType, maxBytes),
  ]) {
    for (const candidate of await find()) {
      const judged = await judge(reader.verifier, signers, digest, candidate);
      if ('signer' in judged)
        return {
          verified: true,
          digest,
          format: candidate.format,
          ...judged,
          predicate: candidate.statement?.predicate ?? null,
        };
      failures.push(judged);
    }
  }
  return { verified: false, digest, reason: worst(failures) };
}

/** Why a candidate is not the digest's accepted signature; `rank`: which reason says most when several fail. */
interface Failure {
  rank: number;
  reason: string;
}

function worst(failures: Failure[]): string {
  if (failures.length === 0) return 'no signature found (neither the referrers API nor the .sig tag holds one)';
  return failures.reduce((a, b) => (b.rank > a.rank ? b : a)).reason;
}

/** One candidate through the library, then its content's digest and its signer. */
async function judge(
  verifier: BundleVerifier,
  signers: readonly AcceptedSigner[],
  digest: string,
  candidate: Candidate,
): Promise<{ signer: SignerIdentity; logged: string } | Failure> {
  if (typeof candidate.bundle === 'string') return { rank: 1, reason: `does not verify: ${candidate.bundle}` };
  if (candidate.unverifiable) return { rank: 1, reason: `does not verify: ${candidate.unverifiable}` };
  let signer: SignerIdentity;
  try {
    signer = await verifier(candidate.bundle, candidate.artifact);
  } catch (error) {
    return { rank: 1, reason: `does not verify: ${whichCheck(error)}` };
  }
  if (!accepts(signers, signer)) return { rank: 3, reason: `another signer ${signer.issuer} ${signer.identity}` };
  if (!candidate.digests.includes(digest))
    return { rank: 2, reason: `signature of another digest ${candidate.digests[0] ?? '(none named)'}` };
  const time = candidate.bundle.verificationMaterial.tlogEntries[0]?.integratedTime;
  return { signer, logged: new Date(Number(time) * 1000).toISOString().replace('.000Z', 'Z') };
}

/** The library's failure, named by the check that failed. */
function whichCheck(error: unknown): string {
  const { code, message } = error as { code?: string; message?: string };
  const check =
    code === 'CERTIFICATE_ERROR'
      ? 'the certificate'
      : code === 'SIGNATURE_ERROR'
        ? 'the signature'
        : code?.startsWith('TLOG')
          ? 'the transparency log entry'
          : code === 'TIMESTAMP_ERROR'
            ? 'the timestamps'
            : 'the bundle';
  return `${check} (${message ?? String(error)})`;
}
