// Who signed a Sigstore bundle, by @sigstore/verify: in this thread for the first few, then in a
// worker thread (dist/verify-worker) when the run has many. A verification is a few milliseconds
// of CPU; hundreds of them on the main thread hold the answers of the other look-ups waiting, and
// the request slots idle (bench/README.md). Built from the sources (the tests), no worker exists:
// every verification stays in this thread, by the same library call.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { bundleToJSON, type Bundle } from '@sigstore/bundle';
import { Verifier, toSignedEntity, type TrustMaterial } from '@sigstore/verify';

interface SignerOfBundle {
  issuer: string;
  identity: string;
}

/** Verifies a bundle (and a message signature's signed bytes); rejects with the library's error (`code`, `message`). */
export type BundleVerifier = (bundle: Bundle, artifact?: Buffer) => Promise<SignerOfBundle>;

/** The trusted root as the library takes it, and as JSON for a worker to make its own. */
export interface Trust {
  material: TrustMaterial;
  json: unknown;
}

/** Verifications done in this thread before a worker is started: a run with a few never pays for one. */
export const IN_THREAD_FIRST = 16;
/**
 * Verifications the worker holds at most; past them, this thread verifies too. The bundles waiting
 * for a busy worker would pile up while this thread reads on (unbounded memory); verifying here
 * instead slows the reads to what both threads verify.
 */
const WORKER_QUEUE = 8;
/**
 * A worker idle this long is ended: its isolate (30 to 40 MB) is not held through the run's
 * reports once the look-ups are done; a later verification starts another (bench/README.md).
 */
const WORKER_IDLE_MS = 1_000;

export function verifyHere(trust: TrustMaterial, bundle: Bundle, artifact?: Buffer): SignerOfBundle {
  const identity = new Verifier(trust).verify(toSignedEntity(bundle, artifact)).identity;
  return { issuer: identity?.extensions?.issuer ?? '', identity: identity?.subjectAlternativeName ?? '' };
}

/** The worker's script beside the bundle that runs (dist/index.js, dist/cli/index.js); null from the sources. */
function workerScript(): string | null {
  const here = dirname(fileURLToPath(import.meta.url));
  for (const dir of [here, dirname(here)]) {
    const script = join(dir, 'verify-worker', 'index.js');
    if (existsSync(script)) return script;
  }
  return null;
}

interface Reply {
  id: number;
  signer?: SignerOfBundle;
  error?: { code?: string; message: string };
}

/** A verifier for the run: the first IN_THREAD_FIRST here, the rest in one worker (when its script exists). */
export function bundleVerifier(
  trust: Trust,
  script: string | null = workerScript(),
  idleMs = WORKER_IDLE_MS,
): BundleVerifier {
  let done = 0;
  let worker: Worker | null = null;
  let broken = false;
  let idle: NodeJS.Timeout | undefined;
  let next = 0;
  const waiting = new Map<
    number,
    { resolve: (s: SignerOfBundle) => void; reject: (e: unknown) => void; here: () => SignerOfBundle }
  >();
  const start = (path: string) => {
    const w = new Worker(path, { workerData: { root: trust.json } });
    w.on('message', (reply: Reply) => {
      const job = waiting.get(reply.id);
      if (!job) return;
      waiting.delete(reply.id);
      // Idle, the worker keeps nothing alive (the run exits when its work is done), and ends after idleMs.
      if (waiting.size === 0) {
        w.unref();
        // The idle time counts from the last reply, not from an earlier one.
        clearTimeout(idle);
        idle = setTimeout(() => {
          if (worker !== w || waiting.size > 0) return;
          worker = null;
          void w.terminate();
        }, idleMs).unref();
      }
      if (reply.signer) job.resolve(reply.signer);
      else job.reject(Object.assign(new Error(reply.error?.message ?? 'the verification failed'), reply.error ?? {}));
    });
    // A worker that fails or ends is not used again; what it held is verified here instead (never a verdict of its failure).
    const fallBack = () => {
      // One ended for being idle held nothing: the next verification starts another.
      if (worker !== w) return;
      broken = true;
      worker = null;
      for (const job of waiting.values())
        try {
          job.resolve(job.here());
        } catch (error) {
          job.reject(error);
        }
      waiting.clear();
    };
    w.on('error', fallBack);
    w.on('exit', fallBack);
    return w;
  };
  return async (bundle, artifact) => {
    if (done++ < IN_THREAD_FIRST || script === null || broken || waiting.size >= WORKER_QUEUE)
      return verifyHere(trust.material, bundle, artifact);
    clearTimeout(idle);
    worker ??= start(script);
    worker.ref();
    const id = next++;
    const here = () => verifyHere(trust.material, bundle, artifact);
    const reply = new Promise<SignerOfBundle>((resolve, reject) => waiting.set(id, { resolve, reject, here }));
    worker.postMessage({ id, bundle: bundleToJSON(bundle), artifact: artifact ? new Uint8Array(artifact) : undefined });
    return reply;
  };
}
