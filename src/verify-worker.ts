// The worker thread that verifies Sigstore bundles for a run with many (src/provenance/bundle-verifier.ts):
// the trusted root given once, then one bundle a message, answered with its signer or the library's error.
import { parentPort, workerData } from 'node:worker_threads';
import { bundleFromJSON } from '@sigstore/bundle';
import { TrustedRoot } from '@sigstore/protobuf-specs';
import { toTrustMaterial } from '@sigstore/verify';
import { verifyHere } from './provenance/bundle-verifier';

const trust = toTrustMaterial(TrustedRoot.fromJSON((workerData as { root: unknown }).root));

parentPort?.on('message', (job: { id: number; bundle: unknown; artifact?: Uint8Array }) => {
  try {
    const signer = verifyHere(trust, bundleFromJSON(job.bundle), job.artifact ? Buffer.from(job.artifact) : undefined);
    parentPort?.postMessage({ id: job.id, signer });
  } catch (error) {
    const { code, message } = error as { code?: unknown; message?: unknown };
    parentPort?.postMessage({
      id: job.id,
      error: { code: typeof code === 'string' ? code : undefined, message: String(message ?? error) },
    });
  }
});
