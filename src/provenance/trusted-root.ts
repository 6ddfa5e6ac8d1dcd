// The Sigstore trusted root a verification uses: a file's (an air-gapped site, a private
// Sigstore, the tests' own CA and logs), else the public-good instance's from its TUF repository
// through Sigstore's own client, kept in the cache directory when one is set.
import { TrustedRoot } from '@sigstore/protobuf-specs';
import { getTrustedRoot } from '@sigstore/tuf';
import { toTrustMaterial } from '@sigstore/verify';
import type { Trust } from './bundle-verifier';
import { z } from 'zod';
import { SignatureCheckError, messageOf } from '../errors';
import { describeZodError } from '../http/api-error';

const keySchema = z.looseObject({ rawBytes: z.string().min(1), keyDetails: z.string().optional() });
const logSchema = z.looseObject({
  baseUrl: z.string(),
  publicKey: keySchema,
  logId: z.looseObject({ keyId: z.string() }),
});

/** The trusted root's JSON (application/vnd.dev.sigstore.trustedroot+json;version=0.1), checked before the library reads it. */
const trustedRootSchema = z.looseObject({
  mediaType: z.string().startsWith('application/vnd.dev.sigstore.trustedroot'),
  tlogs: z.array(logSchema).min(1),
  certificateAuthorities: z
    .array(
      z.looseObject({
        certChain: z.looseObject({ certificates: z.array(z.looseObject({ rawBytes: z.string() })).min(1) }),
      }),
    )
    .min(1),
  ctlogs: z.array(logSchema),
  timestampAuthorities: z.array(z.unknown()).optional(),
});

/** A trusted root given as a file's text; `source` names it in the error. */
export function trustedRootFromText(text: string, source: string): Trust {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new SignatureCheckError('TRUSTED_ROOT', `${source} is not JSON: no trusted root to verify signatures with`);
  }
  const parsed = trustedRootSchema.safeParse(json);
  if (!parsed.success)
    throw new SignatureCheckError(
      'TRUSTED_ROOT',
      `${source} is not a Sigstore trusted root: ${describeZodError(parsed.error)}`,
    );
  try {
    return { material: toTrustMaterial(TrustedRoot.fromJSON(parsed.data)), json: parsed.data };
  } catch (error) {
    throw new SignatureCheckError('TRUSTED_ROOT', `${source}: ${messageOf(error)}`);
  }
}

/** Sigstore's public-good trusted root, refreshed from its TUF repository (the client ships its first root). */
export async function publicGoodTrustedRoot(options: { cacheDir?: string } = {}): Promise<Trust> {
  try {
    const root = await getTrustedRoot(options.cacheDir ? { cachePath: options.cacheDir } : {});
    return { material: toTrustMaterial(root), json: TrustedRoot.toJSON(root) };
  } catch (error) {
    throw new SignatureCheckError(
      'TRUSTED_ROOT',
      `Sigstore's trusted root could not be had from its TUF repository: ${messageOf(error)}`,
    );
  }
}
