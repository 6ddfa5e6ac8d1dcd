// A result as an organization shard writes it: the `results` item every other results format
// writes (report/result-item.ts), plus `forMerge`, what the item does not show and a merge's report
// needs (the accepted finding kinds, the end-of-life countdown, the ids the severity gate reads,
// why a move could not be searched, which fields the run never looked up). Read back, the two
// give the result again exactly (test/unit/org/shard-item.test.ts holds every field to that).
import { z } from 'zod';
import type { ImageResult } from '../model';
import { resultItem, resultItemSchema, vulnerabilityRefSchema } from '../report/result-item';

/** Fields the item writes as null whether the run found nothing or never looked: which one it was. */
const NULL_WHEN_UNSET = [
  'suggestion',
  'ignored',
  'vulnerabilities',
  'fixedByUpdate',
  'policies',
  'signature',
  'changes',
] as const;
type NullWhenUnset = (typeof NULL_WHEN_UNSET)[number];

const forMergeSchema = z.object({
  /** Of NULL_WHEN_UNSET, the fields this result never set. */
  unset: z.array(z.enum(NULL_WHEN_UNSET)),
  /** `ignored.kinds`: the finding kinds the ignore entry accepts. */
  ignoredKinds: z.array(z.string()).optional(),
  /** `endOfLife`: null when the platform gave no dates, else what the item leaves out of them. */
  endOfLife: z
    .object({ supportEnded: z.boolean().optional(), daysLeft: z.number().int().nullable(), warn: z.boolean() })
    .nullable()
    .optional(),
  vulnerabilityIds: z.array(vulnerabilityRefSchema).nullable().optional(),
  nextTagError: z.string().optional(),
  policyMoveError: z.string().optional(),
});

export const shardItemSchema = resultItemSchema.extend({ forMerge: forMergeSchema });
export type ShardItem = z.infer<typeof shardItemSchema>;

/** A result as a shard's file holds it. */
export function shardItem(r: ImageResult): ShardItem {
  const eol = r.endOfLife;
  return {
    ...resultItem(r),
    forMerge: {
      unset: NULL_WHEN_UNSET.filter((field) => r[field] === undefined),
      ...(r.ignored ? { ignoredKinds: r.ignored.kinds } : {}),
      ...(eol !== undefined
        ? {
            endOfLife: eol && {
              ...(eol.supportEnded !== undefined ? { supportEnded: eol.supportEnded } : {}),
              daysLeft: eol.daysLeft,
              warn: eol.warn,
            },
          }
        : {}),
      ...(r.vulnerabilityIds !== undefined ? { vulnerabilityIds: r.vulnerabilityIds } : {}),
      ...(r.nextTagPullable?.error !== undefined ? { nextTagError: r.nextTagPullable.error } : {}),
      ...(r.policyMove?.error !== undefined ? { policyMoveError: r.policyMove.error } : {}),
    },
  };
}

/** The result a shard wrote, again: the item's fields, then what `forMerge` kept. */
export function resultOfShardItem(written: ShardItem): ImageResult {
  // endingSoon is derived from endOfLife: the reports compute it again.
  const { forMerge, endingSoon, suggestion, ignored, vulnerabilities, fixedByUpdate, policies, signature, ...item } =
    written;
  void endingSoon;
  const { nextTagPullable, policyMove, signatureMove, endOfLife, changes, changesGap, ...plain } = item;
  const r: ImageResult = { ...plain };
  // A field the run never set comes back unset, not as the item's null.
  const unset = new Set<NullWhenUnset>(forMerge.unset);
  if (!unset.has('suggestion')) r.suggestion = suggestion;
  if (!unset.has('ignored')) r.ignored = ignored && { ...ignored, kinds: forMerge.ignoredKinds ?? [] };
  if (!unset.has('vulnerabilities')) r.vulnerabilities = vulnerabilities;
  if (!unset.has('fixedByUpdate')) r.fixedByUpdate = fixedByUpdate;
  if (!unset.has('policies')) r.policies = policies;
  if (!unset.has('signature')) r.signature = signature;
  if (!unset.has('changes')) r.changes = changes;
  if (changesGap) r.changesGap = changesGap;
  if (forMerge.vulnerabilityIds !== undefined) r.vulnerabilityIds = forMerge.vulnerabilityIds;
  if (forMerge.endOfLife !== undefined)
    r.endOfLife = forMerge.endOfLife && endOfLife ? { ...endOfLife, ...forMerge.endOfLife } : null;
  if (nextTagPullable) {
    r.nextTagPullable = { ...nextTagPullable };
    if (forMerge.nextTagError !== undefined) r.nextTagPullable.error = forMerge.nextTagError;
  }
  if (policyMove) {
    r.policyMove = { tag: policyMove.tag, blockedBy: policyMove.blockedBy };
    if (policyMove.to) r.policyMove.to = policyMove.to;
    if (forMerge.policyMoveError !== undefined) r.policyMove.error = forMerge.policyMoveError;
  }
  if (signatureMove) {
    r.signatureMove = { tag: signatureMove.tag, passedOver: signatureMove.passedOver };
    if (signatureMove.to) r.signatureMove.to = signatureMove.to;
    if (signatureMove.none !== null) r.signatureMove.none = signatureMove.none;
  }
  return r;
}
