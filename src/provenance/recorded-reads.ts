// The registry reads one verification made, kept so that a later run verifies the same digest
// again without asking the registry (cache-dir). Only what the reads answered is kept, never a
// verdict: a replay goes through the same library checks, the same signer match and the same
// digest claim as a read from the registry, so a planted entry can make a signature fail, never
// pass. Blobs and manifests asked by digest are checked against their digest again.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Descriptor } from '../registry/oci/media';
import { parseManifest, type OciClient, type OciRepository, type Referrers } from '../registry/oci/client';
import type { FetchedManifest } from '../registry/oci/media';

/** What verification reads of the registry (src/provenance/find.ts). */
export type OciReads = Pick<OciClient, 'referrers' | 'manifest' | 'tagged' | 'blob'>;

const answerSchema = z.object({
  referrers: z.record(z.string(), z.object({ via: z.enum(['api', 'tag']), manifests: z.array(z.looseObject({})) })),
  manifests: z.record(z.string(), z.object({ mediaType: z.string(), base64: z.string() }).nullable()),
  blobs: z.record(z.string(), z.string()),
});
export type RecordedAnswers = z.infer<typeof answerSchema>;

/** A cached record read back, or null when it is not one. */
export const readRecord = (value: unknown): RecordedAnswers | null => {
  const parsed = answerSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

/** Asked of a replay that holds no answer for it: the verification goes to the registry instead. */
class NotRecorded extends Error {}

const sha = (bytes: Buffer) => `sha256:${createHash('sha256').update(bytes).digest('hex')}`;
const at = (repo: OciRepository, what: string) => `${repo.org}/${repo.image} ${what}`;

/** The reads through `oci`, each answer kept in `answers`. */
export function recording(oci: OciReads, answers: RecordedAnswers = { referrers: {}, manifests: {}, blobs: {} }) {
  const keep = (m: FetchedManifest | null) => m && { mediaType: m.mediaType, base64: m.bytes.toString('base64') };
  const reads: OciReads = {
    async referrers(repo, digest, artifactType) {
      const got = await oci.referrers(repo, digest, artifactType);
      answers.referrers[at(repo, `${digest} ${artifactType ?? ''}`)] = got;
      return got;
    },
    async manifest(repo, reference) {
      const got = await oci.manifest(repo, reference);
      answers.manifests[at(repo, reference)] = keep(got);
      return got;
    },
    async tagged(repo, tag) {
      const got = await oci.tagged(repo, tag);
      answers.manifests[at(repo, tag)] = keep(got);
      return got;
    },
    async blob(repo, descriptor, maxBytes) {
      const got = await oci.blob(repo, descriptor, maxBytes);
      answers.blobs[descriptor.digest] = got.toString('base64');
      return got;
    },
  };
  return { reads, answers };
}

/** The reads answered from a record only; what it lacks, or what no longer matches its digest, is NotRecorded. */
export function replaying(answers: RecordedAnswers): OciReads {
  const manifestOf = (repo: OciRepository, reference: string): FetchedManifest | null => {
    const kept = answers.manifests[at(repo, reference)];
    if (kept === undefined) throw new NotRecorded(reference);
    if (kept === null) return null;
    const bytes = Buffer.from(kept.base64, 'base64');
    const digest = sha(bytes);
    if (reference.startsWith('sha256:') && digest !== reference) throw new NotRecorded(reference);
    return parseManifest(`cached ${reference}`, digest, bytes, kept.mediaType);
  };
  return {
    referrers(repo, digest, artifactType) {
      const kept = answers.referrers[at(repo, `${digest} ${artifactType ?? ''}`)];
      if (!kept) return Promise.reject(new NotRecorded(digest));
      return Promise.resolve(kept as Referrers);
    },
    manifest: (repo, reference) => {
      const got = manifestOf(repo, reference);
      return got ? Promise.resolve(got) : Promise.reject(new NotRecorded(reference));
    },
    tagged: (repo, tag) => Promise.resolve().then(() => manifestOf(repo, tag)),
    blob(_repo, descriptor: Descriptor, maxBytes) {
      const kept = answers.blobs[descriptor.digest];
      const bytes = kept === undefined ? null : Buffer.from(kept, 'base64');
      if (!bytes || bytes.length > maxBytes || sha(bytes) !== descriptor.digest)
        return Promise.reject(new NotRecorded(descriptor.digest));
      return Promise.resolve(bytes);
    },
  };
}
