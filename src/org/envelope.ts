// The results file of an organization run: the results as `results` items, and what a merge needs
// besides them (each item's `forMerge`; the owner, the shard, the repositories read with their
// commit and visibility, those not read with why, the file problems and skipped references).
// Written by a shard, read back by `merge` through zod: a file is data from an artifact, never
// trusted as it is.
import { z } from 'zod';
import type { FileProblem, Location, SkippedReference } from '../model';
import type { Shard } from '../config';
import type { ReadRepository, UnreadRepository } from '../model';
import { shardItemSchema, type ShardItem } from './shard-item';
import { locationSchema } from '../report/result-item';

export const ENVELOPE_KIND = 'image-check/organization-results';
/** Raised when the envelope's meaning changes: a merge refuses files of another version. */
export const ENVELOPE_VERSION = 2;

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
  /** The results as `results` items, each with what a merge needs (shard-item.ts). */
  results: ShardItem[];
}

const text = z.string();

/**
 * True only when A and B have the same keys and each is assignable to the other. A schema typed
 * `z.ZodType<T>` alone lets an optional field of T be missing from it (zod would strip it).
 */
type Same<A, B> = [A, keyof A] extends [B, keyof B] ? ([B, keyof B] extends [A, keyof A] ? true : false) : false;

const repositoryName = z.string().regex(/^[^/\s]+\/[^/\s]+$/);

export const envelopeSchema = z.object({
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
      location: locationSchema.optional(),
    }),
  ),
  results: z.array(shardItemSchema),
}) satisfies z.ZodType<Envelope>;

// A field the envelope, a problem or a skipped reference gains and its schema lacks fails to compile.
const readsEveryField: [
  Same<z.output<typeof envelopeSchema>, Envelope>,
  Same<z.output<typeof envelopeSchema>['problems'][number], FileProblem>,
  Same<z.output<typeof envelopeSchema>['skipped'][number], SkippedReference>,
  Same<z.output<typeof locationSchema>, Location>,
] = [true, true, true, true];
void readsEveryField;

/** The envelope's text: the envelope's fields, then the results one per line (thousands stay readable). */
export function* envelopeChunks(envelope: Envelope): Generator<string> {
  const { results, ...head } = envelope;
  const fields = JSON.stringify(head, null, 2);
  yield `${fields.slice(0, -2)},\n  "results": [`;
  for (let i = 0; i < results.length; i++) yield `${i === 0 ? '\n' : ',\n'}    ${JSON.stringify(results[i])}`;
  yield `${results.length > 0 ? '\n  ' : ''}]\n}\n`;
}
