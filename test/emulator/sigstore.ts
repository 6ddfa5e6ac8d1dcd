import { createHash, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { initializeCA, initializeCTLog, initializeTLog } from '@sigstore/mock';
import { dsse } from '@sigstore/core';

// A test Sigstore on @sigstore/mock: a CA whose certificates carry a CT log's timestamp, a
// transparency log whose entries carry a signed promise, and a second CA outside the trusted
// root. It signs what the emulator's registry serves (./oci-content.ts) and emits the trusted
// root the tests pass as `trusted-root`.

/** Who a certificate is issued to: the OIDC issuer (Fulcio's extension) and the identity (its SAN). */
export interface TestSigner {
  issuer: string;
  identity: string;
}

/** The pieces of one signature, as cosign writes them: the certificate and the log's entry. */
export interface SignedPieces {
  /** The signature over the payload (a message signature) or over DSSE's encoding (an envelope). */
  signature: Buffer;
  certificatePem: string;
  certificateDer: Buffer;
  /** The issuing CA's certificate (cosign's chain annotation). */
  chainPem: string;
  /** The log entry as Rekor v1 answers it. */
  entry: { body: string; integratedTime: number; logIndex: number; logID: string; signedEntryTimestamp: string };
  /** The entry's inclusion proof (a tree of one), for a v0.3 bundle. */
  proof: { logIndex: number; treeSize: number; rootHash: string; hashes: string[]; checkpoint: string };
  kind: 'hashedrekord' | 'dsse' | 'intoto';
}

const ISSUER_OID = '1.3.6.1.4.1.57264.1.8';
/** Fulcio's certificates live 10 minutes; one is re-issued after half of that, so a long bench stays valid. */
const CERT_REUSE_MS = 5 * 60_000;
const pem = (der: Buffer) =>
  `-----BEGIN CERTIFICATE-----\n${der.toString('base64').replace(/.{64}/g, '$&\n')}\n-----END CERTIFICATE-----\n`;
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();

type Ca = Awaited<ReturnType<typeof initializeCA>>;
type Keys = { publicKey: KeyObject; privateKey: KeyObject };
const p256 = (): Keys => generateKeyPairSync('ec', { namedCurve: 'prime256v1' });

export class TestSigstore {
  /** One key and certificate per signer and CA, kept while young: issuing one per signature would cost a bench seconds. */
  private readonly certificates = new Map<string, Promise<{ keys: Keys; der: Buffer; at: number }>>();

  private constructor(
    private readonly ca: Ca,
    private readonly outsideCa: Ca,
    private readonly ctlogKey: Buffer,
    private readonly tlog: Awaited<ReturnType<typeof initializeTLog>>,
    private readonly since: Date,
  ) {}

  static async create(): Promise<TestSigstore> {
    const since = new Date(Date.now() - 60_000);
    const ctKeys = p256();
    const ctlog = await initializeCTLog(ctKeys);
    const ca = await initializeCA(p256(), ctlog);
    const outsideCa = await initializeCA(p256(), ctlog);
    const tlog = await initializeTLog('https://rekor.emulator.test', p256());
    const ctlogKey = ctKeys.publicKey.export({ format: 'der', type: 'spki' });
    return new TestSigstore(ca, outsideCa, ctlogKey, tlog, since);
  }

  /** The trusted root (application/vnd.dev.sigstore.trustedroot+json;version=0.1) of the CA, CT log and log. */
  trustedRoot(): Record<string, unknown> {
    const validFor = { start: this.since.toISOString() };
    const key = (raw: Buffer) => ({
      rawBytes: raw.toString('base64'),
      keyDetails: 'PKIX_ECDSA_P256_SHA_256',
      validFor,
    });
    const id = (raw: Buffer) => ({ keyId: sha256(raw).toString('base64') });
    return {
      mediaType: 'application/vnd.dev.sigstore.trustedroot+json;version=0.1',
      tlogs: [
        {
          baseUrl: 'https://rekor.emulator.test',
          hashAlgorithm: 'SHA2_256',
          publicKey: key(this.tlog.publicKey),
          logId: id(this.tlog.publicKey),
        },
      ],
      certificateAuthorities: [
        {
          subject: { organization: 'sigstore.mock', commonName: 'sigstore' },
          uri: 'https://fulcio.emulator.test',
          certChain: { certificates: [{ rawBytes: Buffer.from(this.ca.rootCertificate.buffer).toString('base64') }] },
          validFor,
        },
      ],
      ctlogs: [
        {
          baseUrl: 'https://ctfe.emulator.test',
          hashAlgorithm: 'SHA2_256',
          publicKey: key(this.ctlogKey),
          logId: id(this.ctlogKey),
        },
      ],
      timestampAuthorities: [],
    };
  }

  /** A message signature over `payload` (cosign's `.sig` layer), logged as a hashedrekord entry. */
  async signMessage(payload: Buffer, signer: TestSigner, outside = false): Promise<SignedPieces> {
    const { keys, der } = await this.certificate(signer, outside);
    const signature = sign('sha256', payload, keys.privateKey);
    const proposed = {
      apiVersion: '0.0.1',
      kind: 'hashedrekord',
      spec: {
        data: { hash: { algorithm: 'sha256', value: sha256(payload).toString('hex') } },
        signature: {
          content: signature.toString('base64'),
          publicKey: { content: Buffer.from(pem(der)).toString('base64') },
        },
      },
    };
    return {
      ...(await this.logged(proposed)),
      ...this.certificatePieces(der, outside),
      signature,
      kind: 'hashedrekord',
    };
  }

  /** A DSSE envelope of an in-toto statement, logged as a dsse 0.0.1 entry (or the legacy intoto 0.0.1). */
  async signDsse(
    payloadType: string,
    payload: Buffer,
    signer: TestSigner,
    outside = false,
    legacy = false,
  ): Promise<SignedPieces> {
    const { keys, der } = await this.certificate(signer, outside);
    const signature = sign('sha256', dsse.preAuthEncoding(payloadType, payload), keys.privateKey);
    const envelope = {
      payloadType,
      payload: payload.toString('base64'),
      signatures: [{ sig: signature.toString('base64') }],
    };
    const proposed = {
      apiVersion: '0.0.1',
      kind: 'dsse',
      spec: {
        envelopeHash: { algorithm: 'sha256', value: sha256(JSON.stringify(envelope)).toString('hex') },
        payloadHash: { algorithm: 'sha256', value: sha256(payload).toString('hex') },
        signatures: [{ signature: signature.toString('base64'), verifier: Buffer.from(pem(der)).toString('base64') }],
      },
    };
    if (legacy) {
      const content = {
        envelope: { payloadType, signatures: [{ sig: Buffer.from(signature.toString('base64')).toString('base64') }] },
      };
      const intoto = { apiVersion: '0.0.1', kind: 'intoto', spec: { content } };
      return { ...(await this.logged(intoto)), ...this.certificatePieces(der, outside), signature, kind: 'intoto' };
    }
    return { ...(await this.logged(proposed)), ...this.certificatePieces(der, outside), signature, kind: 'dsse' };
  }

  private certificatePieces(der: Buffer, outside: boolean) {
    const root = (outside ? this.outsideCa : this.ca).rootCertificate;
    return {
      certificateDer: der,
      certificatePem: pem(der),
      chainPem: pem(Buffer.from(root.buffer, root.byteOffset, root.byteLength)),
    };
  }

  private async logged(proposed: object): Promise<Pick<SignedPieces, 'entry' | 'proof'>> {
    const answer = await this.tlog.log(proposed);
    const entry = Object.values(answer)[0] as {
      body: string;
      integratedTime: number;
      logIndex: number;
      logID: string;
      verification: { signedEntryTimestamp: string; inclusionProof: SignedPieces['proof'] };
    };
    const { verification } = entry;
    return {
      entry: {
        body: entry.body,
        integratedTime: entry.integratedTime,
        logIndex: entry.logIndex,
        logID: entry.logID,
        signedEntryTimestamp: verification.signedEntryTimestamp,
      },
      proof: verification.inclusionProof,
    };
  }

  private certificate(signer: TestSigner, outside: boolean): Promise<{ keys: Keys; der: Buffer; at: number }> {
    const key = `${outside ? 'outside' : 'root'} ${signer.issuer} ${signer.identity}`;
    const known = this.certificates.get(key);
    if (known) {
      const fresh = known.then((c) => (Date.now() - c.at < CERT_REUSE_MS ? c : undefined));
      return fresh.then((c) => c ?? this.issue(key, signer, outside));
    }
    return this.issue(key, signer, outside);
  }

  private issue(key: string, signer: TestSigner, outside: boolean): Promise<{ keys: Keys; der: Buffer; at: number }> {
    const keys = p256();
    const made = (outside ? this.outsideCa : this.ca)
      .issueCertificate({
        publicKey: keys.publicKey.export({ format: 'der', type: 'spki' }),
        subjectAltName: signer.identity,
        extensions: [{ oid: ISSUER_OID, value: signer.issuer }],
      })
      .then((der) => ({ keys, der: Buffer.from(der.buffer, der.byteOffset, der.byteLength), at: Date.now() }));
    this.certificates.set(key, made);
    return made;
  }
}
