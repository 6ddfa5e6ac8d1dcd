// One `results` item: the contract's fields in the contract's order, plus the additive ones. The
// schema is the one declaration of the item (its type is inferred from it); every results format
// writes it: the `results` output, `results-file` and `--format json`, and an organization shard's
// file (org/shard-item.ts), which adds what a merge needs.
import { z } from 'zod';
import {
  SEVERITY_ORDER,
  STATUSES_WORST_FIRST,
  type ImageResult,
  type PackageChanges,
  type PackageMove,
  type PackageVersion,
  type PullableBuild,
} from '../model';
import { isEndingSoon } from '../findings';

const text = z.string();
const nullableText = text.nullable();
const count = z.number().int().nonnegative();
const build = z.object({ digest: text, lastUpdate: text });

/** A place a reference was found; in organization mode also its repository and the commit read. */
export const locationSchema = z.object({
  repository: text.optional(),
  commit: text.optional(),
  file: text,
  line: z.number().int(),
});

/** A vulnerability by its id and severity. */
export const vulnerabilityRefSchema = z.object({ id: text, severity: z.enum(SEVERITY_ORDER) });
const fixedSchema = vulnerabilityRefSchema.extend({ package: nullableText });

const packageVersion = z.object({ name: text, version: text });
const packageMove = z.object({ name: text, from: text, to: text });
const changesSchema = z.object({
  from: text,
  to: text,
  platform: text,
  added: z.array(packageVersion),
  removed: z.array(packageVersion),
  upgraded: z.array(packageMove),
  downgraded: z.array(packageMove),
  unchanged: count,
});
/** Why `changes` is null (model.ts ChangeGap). */
const changesGapSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('not-asked'), signatures: z.literal('never').optional() }),
  z.object({ kind: z.literal('over-limit'), limit: count }),
  z.object({ kind: z.literal('no-sbom'), digest: text }),
  z.object({ kind: z.literal('unverified'), digest: text, detail: text }),
  z.object({ kind: z.literal('other-manifest'), digest: text, subject: text }),
  z.object({ kind: z.literal('too-large'), digest: text, size: count, limit: count }),
  z.object({ kind: z.literal('too-many-packages'), digest: nullableText, count, limit: count }),
  z.object({ kind: z.literal('unreadable'), digest: nullableText, detail: text }),
  z.object({ kind: z.literal('no-platform'), digest: text, platform: text, available: z.array(text) }),
]);

const policySchema = z.object({
  policy: text,
  mode: z.enum(['enforced', 'dry-run']),
  result: z.enum(['allowed', 'denied', 'error']),
  parameters: z.record(z.string(), z.unknown()),
  waived: z.object({ reason: text, by: nullableText, at: nullableText }).nullable(),
  // Additive: why it denies, with the numbers the run knows.
  why: text.optional(),
});

export const resultItemSchema = z.object({
  ref: text,
  // Additive: a mirror's reference (registry-map) names the registry's reference it was judged as.
  upstream: text.optional(),
  registry: text,
  org: text,
  image: text,
  tag: nullableText,
  pinnedDigest: nullableText,
  digest: nullableText,
  status: z.enum(STATUSES_WORST_FIRST),
  deprecated: z.boolean(),
  // Additive: builds of the tag stop within warn-before (a finding; `status` keeps its values).
  endingSoon: z.boolean(),
  lastUpdate: nullableText,
  buildsBehind: count.nullable(),
  behindSince: nullableText,
  // Additive: under min-age, the build a pin moves to (null: the pin is newer than any build old enough).
  pullable: build.nullable().optional(),
  // Additive: under min-age, the tag a pin on an end-of-life tag moves to and its build old enough to pull.
  nextTagPullable: z.object({ tag: text, pullable: build.nullable() }).optional(),
  advisories: z.array(z.object({ advisoryId: text, artifactName: text, updateTime: text })),
  // Organization mode: each names its repository and the commit read, first.
  locations: z.array(locationSchema),
  error: z.object({ code: z.number().int().nullable(), reason: text, message: text }).nullable(),
  suggestion: nullableText,
  ignored: z.object({ reason: text, until: nullableText }).nullable(),
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
    .nullable(),
  fixedByUpdate: z.array(fixedSchema).nullable(),
  // The registry's pull-time policies for the digest in use: null when not consulted, [] when none applies.
  policies: z.array(policySchema).nullable(),
  // Additive: where the policies changed the move (to the build that passes), or stopped it.
  policyMove: z.object({ tag: text, blockedBy: z.array(text), to: build.nullable() }).optional(),
  // The vendor's signature of the digest in use: null when not checked.
  signature: z
    .object({
      verified: z.boolean(),
      digest: text,
      format: z.enum(['bundle', 'legacy']).nullable(),
      signer: z.object({ issuer: text, identity: text }).nullable(),
      logged: nullableText,
      reason: nullableText,
    })
    .nullable(),
  // Additive: where signatures changed the move (past unsigned builds), or stopped it.
  signatureMove: z.object({ tag: text, passedOver: count, to: build.nullable(), none: nullableText }).optional(),
  // What the move the run proposes carries in packages: null when not read or no move.
  changes: changesSchema.nullable(),
  // Additive: with `changes: null` for a digest change, why.
  changesGap: changesGapSchema.optional(),
  // Additive: the v1 end-of-life dates, where the platform gives them.
  endOfLife: z.object({ status: text, supportEnds: nullableText, buildsUntil: nullableText }).optional(),
});

/** One `results` item, as the contract writes it. */
export type ResultItem = z.infer<typeof resultItemSchema>;

const buildOf = (b: PullableBuild) => ({ digest: b.digest, lastUpdate: b.lastUpdate });

/** A result as its `results` item: only the item's fields (an engine's working field never leaks). */
export function resultItem(r: ImageResult): ResultItem {
  return {
    ref: r.ref,
    ...(r.upstream !== undefined ? { upstream: r.upstream } : {}),
    registry: r.registry,
    org: r.org,
    image: r.image,
    tag: r.tag,
    pinnedDigest: r.pinnedDigest,
    digest: r.digest,
    status: r.status,
    deprecated: r.deprecated,
    endingSoon: isEndingSoon(r),
    lastUpdate: r.lastUpdate,
    buildsBehind: r.buildsBehind,
    behindSince: r.behindSince,
    ...(r.pullable !== undefined ? { pullable: r.pullable && buildOf(r.pullable) } : {}),
    ...(r.nextTagPullable !== undefined
      ? {
          nextTagPullable: {
            tag: r.nextTagPullable.tag,
            pullable: r.nextTagPullable.pullable && buildOf(r.nextTagPullable.pullable),
          },
        }
      : {}),
    advisories: r.advisories.map(({ advisoryId, artifactName, updateTime }) => ({
      advisoryId,
      artifactName,
      updateTime,
    })),
    locations: r.locations.map(({ repository, commit, file, line }) =>
      repository ? { repository, commit, file, line } : { file, line },
    ),
    error: r.error ? { code: r.error.code, reason: r.error.reason, message: r.error.message } : null,
    suggestion: r.suggestion ?? null,
    ignored: r.ignored ? { reason: r.ignored.reason, until: r.ignored.until } : null,
    ...judgedFields(r),
  };
}

/** The item's vulnerability, policy and end-of-life fields. */
function judgedFields(r: ImageResult) {
  const v = r.vulnerabilities;
  return {
    vulnerabilities: v
      ? {
          critical: v.critical,
          high: v.high,
          medium: v.medium,
          low: v.low,
          negligible: v.negligible,
          unknown: v.unknown,
          scanned: v.scanned,
          digest: v.digest,
        }
      : null,
    fixedByUpdate: r.fixedByUpdate
      ? r.fixedByUpdate.map(({ id, severity, package: name }) => ({ id, severity, package: name }))
      : null,
    policies: r.policies
      ? r.policies.map(({ policy, mode, result, parameters, waived, why }) => ({
          policy,
          mode,
          result,
          parameters,
          waived: waived && { reason: waived.reason, by: waived.by, at: waived.at },
          ...(why !== undefined ? { why } : {}),
        }))
      : null,
    ...(r.policyMove
      ? {
          policyMove: {
            tag: r.policyMove.tag,
            blockedBy: r.policyMove.blockedBy,
            to: r.policyMove.to ? buildOf(r.policyMove.to) : null,
          },
        }
      : {}),
    signature: r.signature
      ? {
          verified: r.signature.verified,
          digest: r.signature.digest,
          format: r.signature.format,
          signer: r.signature.signer && { issuer: r.signature.signer.issuer, identity: r.signature.signer.identity },
          logged: r.signature.logged,
          reason: r.signature.reason,
        }
      : null,
    ...(r.signatureMove
      ? {
          signatureMove: {
            tag: r.signatureMove.tag,
            passedOver: r.signatureMove.passedOver,
            to: r.signatureMove.to ? buildOf(r.signatureMove.to) : null,
            none: r.signatureMove.none ?? null,
          },
        }
      : {}),
    changes: r.changes ? changesItem(r.changes) : null,
    ...(r.changesGap ? { changesGap: { ...r.changesGap } } : {}),
    ...(r.endOfLife
      ? {
          endOfLife: {
            status: r.endOfLife.status,
            supportEnds: r.endOfLife.supportEnds,
            buildsUntil: r.endOfLife.buildsUntil,
          },
        }
      : {}),
  };
}

/** A move's package changes, only the contract's fields. */
function changesItem(c: PackageChanges) {
  const version = ({ name, version }: PackageVersion) => ({ name, version });
  const move = ({ name, from, to }: PackageMove) => ({ name, from, to });
  return {
    from: c.from,
    to: c.to,
    platform: c.platform,
    added: c.added.map(version),
    removed: c.removed.map(version),
    upgraded: c.upgraded.map(move),
    downgraded: c.downgraded.map(move),
    unchanged: c.unchanged,
  };
}
