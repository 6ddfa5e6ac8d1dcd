// A tag-scheme signature or attestation (cosign's `.sig`/`.att` layer) as the Sigstore bundle
// @sigstore/verify takes. cosign writes the bundle's pieces as layer annotations instead of a
// bundle; nothing in Sigstore's libraries reads them, so this assembles them (v0.1: the leaf
// certificate, one log entry with its inclusion promise) and leaves every check to the library.
import { createHash, X509Certificate } from 'node:crypto';
import { bundleFromJSON, envelopeFromJSON, type Bundle } from '@sigstore/bundle';
import { z } from 'zod';
import { describeZodError } from '../http/api-error';

const V01 = 'application/vnd.dev.sigstore.bundle+json;version=0.1';
const SIGNATURE_ANNOTATION = 'dev.cosignproject.cosign/signature';
const CERTIFICATE_ANNOTATION = 'dev.sigstore.cosign/certificate';
const LOG_ANNOTATION = 'dev.sigstore.cosign/bundle';

/** `dev.sigstore.cosign/bundle`: the log's promise and the entry it covers. */
const promiseSchema = z.object({
  SignedEntryTimestamp: z.string().min(1),
  Payload: z.object({
    body: z.string().min(1),
    integratedTime: z.number().int().nonnegative(),
    logIndex: z.number().int().nonnegative(),
    logID: z.string().regex(/^[0-9a-f]{64}$/),
  }),
});

const logBodySchema = z.looseObject({ kind: z.string(), apiVersion: z.string() });

/** Why a layer's pieces make no bundle: said as the check that fails. */
export class Unassembled extends Error {
  override name = 'Unassembled';
}

/** A `.sig` layer's message signature over `payload` (its blob), with its annotations, as a v0.1 bundle. */
export function messageSignatureBundle(annotations: Readonly<Record<string, string>>, payload: Buffer): Bundle {
  const signature = annotations[SIGNATURE_ANNOTATION];
  if (!signature) throw new Unassembled('the layer has no signature');
  return assemble(annotations, {
    messageSignature: {
      // The digest of the bytes read, not one the registry states: the library then checks the log entry against it.
      messageDigest: { algorithm: 'SHA2_256', digest: createHash('sha256').update(payload).digest('base64') },
      signature,
    },
  });
}

/** An `.att` layer's DSSE envelope (its blob's JSON), with its annotations, as a v0.1 bundle. */
export function envelopeBundle(annotations: Readonly<Record<string, string>>, envelope: unknown): Bundle {
  let dsseEnvelope;
  try {
    dsseEnvelope = envelopeFromJSON(envelope);
  } catch (error) {
    throw new Unassembled(`the envelope is no DSSE envelope (${(error as Error).message})`);
  }
  return assemble(annotations, { dsseEnvelope: envelopeToJson(dsseEnvelope) });
}

const envelopeToJson = (e: ReturnType<typeof envelopeFromJSON>) => ({
  payloadType: e.payloadType,
  payload: e.payload.toString('base64'),
  signatures: e.signatures.map((s) => ({ sig: s.sig.toString('base64'), keyid: s.keyid })),
});

/** The log entry's kind and version, as its body says (an `intoto` 0.0.1 entry is not verifiable). */
export function logKindOf(annotations: Readonly<Record<string, string>>): { kind: string; version: string } | null {
  const promise = readPromise(annotations);
  const body = logBodySchema.safeParse(parseJson(Buffer.from(promise.Payload.body, 'base64').toString('utf8')));
  return body.success ? { kind: body.data.kind, version: body.data.apiVersion } : null;
}

function assemble(annotations: Readonly<Record<string, string>>, content: object): Bundle {
  const certificate = annotations[CERTIFICATE_ANNOTATION];
  if (!certificate) throw new Unassembled('the layer has no certificate');
  let der: Buffer;
  try {
    der = new X509Certificate(certificate).raw;
  } catch {
    throw new Unassembled('the certificate is not PEM');
  }
  const promise = readPromise(annotations);
  const kind = logKindOf(annotations);
  if (!kind) throw new Unassembled('the log entry names no kind');
  try {
    return bundleFromJSON({
      mediaType: V01,
      verificationMaterial: {
        x509CertificateChain: { certificates: [{ rawBytes: der.toString('base64') }] },
        tlogEntries: [
          {
            logIndex: String(promise.Payload.logIndex),
            logId: { keyId: Buffer.from(promise.Payload.logID, 'hex').toString('base64') },
            kindVersion: kind,
            integratedTime: String(promise.Payload.integratedTime),
            inclusionPromise: { signedEntryTimestamp: promise.SignedEntryTimestamp },
            canonicalizedBody: promise.Payload.body,
          },
        ],
      },
      ...content,
    });
  } catch (error) {
    throw new Unassembled(`the pieces make no bundle (${(error as Error).message})`);
  }
}

function readPromise(annotations: Readonly<Record<string, string>>): z.infer<typeof promiseSchema> {
  const text = annotations[LOG_ANNOTATION];
  if (!text) throw new Unassembled('the layer has no transparency log entry');
  const promise = promiseSchema.safeParse(parseJson(text));
  if (!promise.success) throw new Unassembled(`the log entry is malformed (${describeZodError(promise.error)})`);
  return promise.data;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
