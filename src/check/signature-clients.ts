// The run's signature checks, opened with its other clients (check/services.ts): the OCI reads
// with Tag History's Bearer, the organization signers from IAM, and the trusted root: the
// `trusted-root` file read now (a path outside the workspace or a file that is not a root stops
// the run before any look-up), else Sigstore's public-good root, asked on the first verification.
import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Config } from '../config';
import { InputError, messageOf } from '../errors';
import { readInside } from '../fs/read-inside';
import { writeInside } from '../fs/write-inside';
import { readRecord } from '../provenance/recorded-reads';
import type { HttpClient } from '../http/client';
import { IamClient } from '../platform/iam';
import { SignatureChecks, type RecordCache } from '../provenance/signature-checks';
import { publicGoodTrustedRoot, trustedRootFromText } from '../provenance/trusted-root';
import type { RegistryClient } from '../registry/client';
import { OciClient } from '../registry/oci/client';

/** Most bytes of a trusted root file (the public-good one is a few kilobytes). */
const TRUSTED_ROOT_LIMIT = 1024 * 1024;

interface Opened {
  http: HttpClient;
  registry: RegistryClient;
  apiToken: string;
  /** Where `trusted-root` and `cache-dir` are resolved. */
  workspace: string;
}

export async function openSignatureChecks(config: Config, opened: Opened): Promise<SignatureChecks> {
  const { http, registry, apiToken, workspace } = opened;
  const trust = config.trustedRoot ? await trustedRootFile(workspace, config.trustedRoot) : null;
  const cacheRoot = config.cacheDir ? resolve(workspace, config.cacheDir) : undefined;
  const cacheDir = cacheRoot && join(cacheRoot, 'sigstore-tuf');
  const iam = new IamClient({ http, apiUrl: config.apiUrl, token: apiToken });
  return new SignatureChecks({
    oci: new OciClient({ http, registry: config.registry, bearer: ({ org, image }) => registry.token(org, image) }),
    trust: trust ? () => Promise.resolve(trust) : () => publicGoodTrustedRoot({ cacheDir }),
    serviceBindings: (uid) => iam.serviceBindings(uid),
    configured: config.signers,
    ...(cacheRoot ? { cache: await recordCache(join(cacheRoot, 'signatures')) } : {}),
  });
}

/** Most bytes of one recorded verification (a few signatures and their payloads, or an SBOM of up to 8 MiB as base64). */
const RECORD_LIMIT = 24 * 1024 * 1024;

/** The recorded reads of verified digests, one file a digest under `dir`; a failed read or write only costs the next run its requests. */
async function recordCache(dir: string): Promise<RecordCache> {
  await mkdir(dir, { recursive: true });
  const file = (key: string) => `${createHash('sha256').update(key).digest('hex')}.json`;
  return {
    async get(key) {
      const got = await readInside(dir, file(key), RECORD_LIMIT);
      if (!got.ok) return null;
      try {
        return readRecord(JSON.parse(got.text));
      } catch {
        return null;
      }
    },
    put: (key, answers) =>
      writeInside([dir], file(key), JSON.stringify(answers)).then(
        () => undefined,
        () => undefined,
      ),
  };
}

async function trustedRootFile(workspace: string, file: string) {
  const read = await readInside(workspace, file, TRUSTED_ROOT_LIMIT);
  if (!read.ok)
    throw new InputError(
      'trusted-root',
      `"${file}" cannot be read: ${read.message}`,
      'Give a trusted root JSON file inside the workspace',
    );
  try {
    return trustedRootFromText(read.text, `"${file}"`);
  } catch (error) {
    throw new InputError('trusted-root', messageOf(error));
  }
}
