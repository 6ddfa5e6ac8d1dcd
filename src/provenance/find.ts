// Where a digest's signatures and attestations are, in both storage schemes (referrers first,
// then the tag scheme, as cosign 3 looks), read into candidates for the library to verify. The
// library verifies a bundle; finding one in a registry is the client's job.
import { bundleFromJSON, type Bundle } from '@sigstore/bundle';
import type { OciRepository } from '../registry/oci/client';
import type { OciReads } from './recorded-reads';
import type { Descriptor } from '../registry/oci/media';
import { Unassembled, envelopeBundle, logKindOf, messageSignatureBundle } from './legacy-bundle';
import { signedDigestOf, statementOf, subjectDigests, type Statement } from './statement';

export const BUNDLE_TYPE = 'application/vnd.dev.sigstore.bundle.v0.3+json';
const PREDICATE_ANNOTATION = 'dev.sigstore.bundle.predicateType';
const SIMPLESIGNING_TYPE = 'application/vnd.dev.cosign.simplesigning.v1+json';
const DSSE_TYPE = 'application/vnd.dsse.envelope.v1+json';
/** Candidates of one digest read at most: a registry listing thousands is not read to its end. */
const MAX_CANDIDATES = 20;
/** A signature payload or bundle: kilobytes; anything past this is not one. */
const SIGNATURE_LIMIT = 1024 * 1024;

export interface Candidate {
  format: 'bundle' | 'legacy';
  /** The bundle to verify, or why the artifact makes none. */
  bundle: Bundle | string;
  /** A message signature's signed bytes (cosign's payload). */
  artifact?: Buffer;
  /** The digests the signed content names, and its statement when it is one. */
  digests: string[];
  statement: Statement | null;
  /** The log entry is of a kind no Sigstore library verifies (intoto 0.0.1). */
  unverifiable?: string;
}

/** The Sigstore bundles the referrers of `digest` hold whose predicate type is `predicateType`. */
export async function referrerCandidates(
  oci: OciReads,
  repo: OciRepository,
  digest: string,
  predicateType: string,
  maxBytes = SIGNATURE_LIMIT,
): Promise<Candidate[]> {
  const { manifests } = await oci.referrers(repo, digest, BUNDLE_TYPE);
  const chosen = manifests.filter((d) => {
    const type = d.annotations?.[PREDICATE_ANNOTATION];
    return type === undefined || type === predicateType;
  });
  const candidates: Candidate[] = [];
  for (const descriptor of chosen.slice(0, MAX_CANDIDATES)) {
    const artifact = await oci.manifest(repo, descriptor.digest);
    const layer =
      artifact.kind === 'manifest' ? artifact.manifest.layers.find((l) => l.mediaType === BUNDLE_TYPE) : undefined;
    if (!layer) continue;
    const candidate = bundleCandidate(await oci.blob(repo, layer, maxBytes));
    // A bundle without the annotation is kept only when its own statement is of the type asked.
    if (candidate.statement === null || candidate.statement.predicateType === predicateType) candidates.push(candidate);
  }
  return candidates;
}

function bundleCandidate(bytes: Buffer): Candidate {
  let bundle: Bundle;
  try {
    bundle = bundleFromJSON(JSON.parse(bytes.toString('utf8')));
  } catch (error) {
    return {
      format: 'bundle',
      bundle: `the bundle is malformed (${(error as Error).message})`,
      digests: [],
      statement: null,
    };
  }
  if (bundle.content.$case !== 'dsseEnvelope')
    return { format: 'bundle', bundle: 'the bundle signs no DSSE statement', digests: [], statement: null };
  const { payloadType, payload } = bundle.content.dsseEnvelope;
  const statement = statementOf(payloadType, payload);
  const kind = bundle.verificationMaterial.tlogEntries[0]?.kindVersion;
  return {
    format: 'bundle',
    bundle,
    digests: statement ? subjectDigests(statement) : [],
    statement,
    unverifiable: kind?.kind === 'intoto' && kind.version === '0.0.1' ? LEGACY_INTOTO : undefined,
  };
}

const LEGACY_INTOTO =
  'not verifiable: its log entry is of the legacy kind intoto 0.0.1, which Sigstore libraries do not verify';

/** The `.sig` tag's signatures (simplesigning layers) of `digest`; none when the tag is missing. */
export async function sigTagCandidates(oci: OciReads, repo: OciRepository, digest: string): Promise<Candidate[]> {
  const layers = await tagLayers(oci, repo, digest, '.sig', (l) => l.mediaType === SIMPLESIGNING_TYPE);
  const candidates: Candidate[] = [];
  for (const layer of layers) {
    const payload = await oci.blob(repo, layer, SIGNATURE_LIMIT);
    const named = signedDigestOf(payload);
    candidates.push({
      format: 'legacy',
      bundle: made(() => messageSignatureBundle(layer.annotations ?? {}, payload)),
      artifact: payload,
      digests: named === null ? [] : [named],
      statement: null,
    });
  }
  return candidates;
}

/** The `.att` tag's attestations of `digest` whose `predicateType` annotation is the type asked. */
export async function attTagCandidates(
  oci: OciReads,
  repo: OciRepository,
  digest: string,
  predicateType: string,
  maxBytes: number,
): Promise<Candidate[]> {
  const layers = await tagLayers(
    oci,
    repo,
    digest,
    '.att',
    (l) => l.mediaType === DSSE_TYPE && l.annotations?.predicateType === predicateType,
  );
  const candidates: Candidate[] = [];
  for (const layer of layers) {
    const annotations = layer.annotations ?? {};
    let envelope: { payloadType?: unknown; payload?: unknown } | undefined;
    // A read that fails or is too large throws (not an envelope that fails to verify); only bad JSON is one.
    const bytes = await oci.blob(repo, layer, maxBytes);
    try {
      envelope = JSON.parse(bytes.toString('utf8')) as typeof envelope;
    } catch {
      envelope = undefined;
    }
    const payload = typeof envelope?.payload === 'string' ? Buffer.from(envelope.payload, 'base64') : Buffer.alloc(0);
    const statement = statementOf(typeof envelope?.payloadType === 'string' ? envelope.payloadType : '', payload);
    const kind = made(() => logKindOf(annotations));
    candidates.push({
      format: 'legacy',
      bundle: made(() => envelopeBundle(annotations, envelope)),
      digests: statement ? subjectDigests(statement) : [],
      statement,
      unverifiable:
        typeof kind === 'object' && kind?.kind === 'intoto' && kind.version === '0.0.1' ? LEGACY_INTOTO : undefined,
    });
  }
  return candidates;
}

async function tagLayers(
  oci: OciReads,
  repo: OciRepository,
  digest: string,
  suffix: '.sig' | '.att',
  keep: (layer: Descriptor) => boolean,
): Promise<Descriptor[]> {
  const tagged = await oci.tagged(repo, `sha256-${digest.slice('sha256:'.length)}${suffix}`);
  if (tagged === null || tagged.kind !== 'manifest') return [];
  return tagged.manifest.layers.filter(keep).slice(0, MAX_CANDIDATES);
}

/** What `make` returns, or the reason it gives for making nothing. */
function made<T>(make: () => T): T | string {
  try {
    return make();
  } catch (error) {
    if (error instanceof Unassembled) return error.message;
    throw error;
  }
}
