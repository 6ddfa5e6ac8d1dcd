// The results file of an organization run: the results and what a merge needs besides them (the
// owner, the shard, the repositories read with their commit and visibility, those not read with
// why, the file problems and skipped references). Written by a shard, read back by `merge`
// through zod: a file is data from an artifact, never trusted as it is.
import { z } from 'zod';
import type { FileProblem, ImageResult, SkippedReference } from '../model';
import type { Shard } from '../config';
import type { ReadRepository, UnreadRepository } from './types';

export const ENVELOPE_KIND = 'image-check/organization-results';
/** Raised when the envelope's meaning changes: a merge refuses files of another version. */
export const ENVELOPE_VERSION = 1;

export interface Envelope {
  kind: typeof ENVELOPE_KIND;
  version: typeof ENVELOPE_VERSION;
  owner: string;
  shard: Shard;
  read: ReadRepository[];
  unread: UnreadRepository[];
  /** `files` globs that selected a file in no repository of this shard. */
  unmatchedGlobs: string[];
  problems: FileProblem[];
  skipped: SkippedReference[];
  results: ImageResult[];
}

const text = z.string();
const nullableText = z.string().nullable();
const location = z.object({
  file: text,
  line: z.number().int(),
  repository: text.optional(),
  commit: text.optional(),
});
const severity = z.enum(['critical', 'high', 'medium', 'low', 'negligible', 'unknown']);
const vulnerabilityRef = z.object({ id: text, severity });
const count = z.number().int().nonnegative();

const build = z.object({ digest: text, lastUpdate: text });

// Held to the model below (readsEveryField): a field ImageResult gains and this schema lacks fails
// to compile (zod would strip it from every merge silently).
const imageResultSchema = z.object({
  ref: text,
  upstream: text.optional(),
  registry: text,
  org: text,
  image: text,
  tag: nullableText,
  pinnedDigest: nullableText,
  digest: nullableText,
  status: z.enum(['ok', 'eol', 'denied', 'stale', 'error']),
  deprecated: z.boolean(),
  lastUpdate: nullableText,
  buildsBehind: count.nullable(),
  behindSince: nullableText,
  pullable: build.nullable().optional(),
  nextTagPullable: z.object({ tag: text, pullable: build.nullable(), error: text.optional() }).optional(),
  advisories: z.array(z.object({ advisoryId: text, artifactName: text, updateTime: text })),
  policies: z
    .array(
      z.object({
        policy: text,
        mode: z.enum(['enforced', 'dry-run']),
        result: z.enum(['allowed', 'denied', 'error']),
        parameters: z.record(z.string(), z.unknown()),
        waived: z.object({ reason: text, by: nullableText, at: nullableText }).nullable(),
        why: nullableText.optional(),
      }),
    )
    .nullable()
    .optional(),
  policyMove: z
    .object({ tag: text, blockedBy: z.array(text), to: build.optional(), error: text.optional() })
    .optional(),
  locations: z.array(location),
  error: z.object({ code: z.number().int().nullable(), reason: text, message: text }).nullable(),
  suggestion: nullableText.optional(),
  ignored: z
    .object({ reason: text, until: nullableText, kinds: z.array(text) })
    .nullable()
    .optional(),
  endOfLife: z
    .object({
      status: text,
      supportEnds: nullableText,
      supportEnded: z.boolean().optional(),
      buildsUntil: nullableText,
      daysLeft: z.number().int().nullable(),
      warn: z.boolean(),
    })
    .nullable()
    .optional(),
  vulnerabilities: z
    .object({
      critical: count,
      high: count,
      medium: count,
      low: count,
      negligible: count,
      unknown: count,
      scanned: nullableText,
      digest: nullableText,
    })
    .nullable()
    .optional(),
  fixedByUpdate: z.array(vulnerabilityRef).nullable().optional(),
  vulnerabilityIds: z.array(vulnerabilityRef).nullable().optional(),
});

/**
 * True only when A and B have the same keys and each is assignable to the other. A schema typed
 * `z.ZodType<T>` alone lets an optional field of T be missing from it (zod would strip it).
 */
type Same<A, B> = [A, keyof A] extends [B, keyof B] ? ([B, keyof B] extends [A, keyof A] ? true : false) : false;
// A field ImageResult gains and the schema lacks (or types otherwise) fails to compile here.
const readsEveryField: Same<z.output<typeof imageResultSchema>, ImageResult> = true;
void readsEveryField;

const repositoryName = z.string().regex(/^[^/\s]+\/[^/\s]+$/);

export const envelopeSchema: z.ZodType<Envelope> = z.object({
  kind: z.literal(ENVELOPE_KIND),
  version: z.literal(ENVELOPE_VERSION),
  owner: z.string().min(1),
  shard: z.object({ index: z.number().int().min(1), count: z.number().int().min(1).max(256) }),
  read: z.array(z.object({ repository: repositoryName, commit: text, private: z.boolean() })),
  unread: z.array(z.object({ repository: repositoryName, reason: text, private: z.boolean().nullable() })),
  unmatchedGlobs: z.array(text),
  problems: z.array(
    z.object({
      file: text,
      message: text,
      line: z.number().int().optional(),
      level: z.enum(['error', 'warning']).optional(),
      repository: text.optional(),
      commit: text.optional(),
    }),
  ),
  skipped: z.array(
    z.object({
      ref: text,
      kind: z.enum(['other-registry', 'unresolved', 'invalid', 'not-an-image']),
      reason: text,
      location: location.optional(),
    }),
  ),
  results: z.array(imageResultSchema),
});

/** The envelope's text: the envelope's fields, then the results one per line (thousands stay readable). */
export function* envelopeChunks(envelope: Envelope): Generator<string> {
  const { results, ...head } = envelope;
  const fields = JSON.stringify(head, null, 2);
  yield `${fields.slice(0, -2)},\n  "results": [`;
  for (let i = 0; i < results.length; i++) yield `${i === 0 ? '\n' : ',\n'}    ${JSON.stringify(results[i])}`;
  yield `${results.length > 0 ? '\n  ' : ''}]\n}\n`;
}
