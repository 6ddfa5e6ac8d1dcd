import { z } from 'zod';
import { digestSchema, timestampSchema } from '../schemas';

// Response shapes of the Platform API v2 (spec: "Resources and their fields"). Unknown fields
// are allowed (v2 is additive); the fields we rely on are checked. Tags and advisories, of which
// a run may hold tens of thousands, keep only those fields (z.object drops the others).
// Every optional field reads as the proto3 JSON mapping allows it to come (the vendor's protos):
// absent, or its zero value, or `null` (an unset message or timestamp): `unset` below.

/** An optional field: absent or `null` read as absent (undefined). */
const unset = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === null ? undefined : v), schema.optional());

/** An optional timestamp: absent, `null` or `""` (an unset value) read as absent. */
const optionalTimestamp = z.preprocess((v) => (v === '' || v === null ? undefined : v), timestampSchema.optional());

/** An optional string: absent or `null` read as ''. */
const text = z
  .string()
  .nullish()
  .transform((v) => v ?? '');

export const repoSchema = z.looseObject({
  uid: z.string().min(1),
  name: z.string(),
  description: unset(z.string()),
  createTime: optionalTimestamp,
  updateTime: optionalTimestamp,
});
export type Repo = z.infer<typeof repoSchema>;

// No `uid`: a tag is known by its name within its repo.
export const tagSchema = z.object({
  name: z.string().min(1),
  digest: digestSchema,
  // proto3 JSON omits false booleans (or sends null for them).
  deprecated: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
  updateTime: optionalTimestamp,
});
export type Tag = z.infer<typeof tagSchema>;

export const advisorySchema = z.object({
  uid: z.string().min(1),
  advisoryId: z.string().min(1),
  artifactName: z.string(),
  updateTime: timestampSchema,
});
export type Advisory = z.infer<typeof advisorySchema>;

export const roleSchema = z.looseObject({
  uid: z.string().min(1),
  name: text,
  description: unset(z.string()),
});
export type Role = z.infer<typeof roleSchema>;

export const identitySchema = z.looseObject({
  uid: z.string().min(1),
  name: text,
  description: unset(z.string()),
  claimMatch: unset(
    z.looseObject({
      issuer: unset(z.string()),
      subject: unset(z.string()),
      subjectPattern: unset(z.string()),
      audience: unset(z.string()),
    }),
  ),
  createTime: optionalTimestamp,
});
export type Identity = z.infer<typeof identitySchema>;

const hydrated = z.looseObject({ uid: z.string(), name: unset(z.string()), description: unset(z.string()) });
export const roleBindingSchema = z.looseObject({
  uid: z.string().min(1),
  identity: hydrated.extend({ subject: unset(z.string()), issuer: unset(z.string()) }),
  group: hydrated,
  role: hydrated,
  createTime: optionalTimestamp,
});
export type RoleBinding = z.infer<typeof roleBindingSchema>;

export const emptySchema = z.looseObject({});

// IAM v2 Group (groups.proto): an organization's root group is named as the organization.
export const groupSchema = z.looseObject({ uid: z.string().min(1), name: z.string().min(1) });
export type Group = z.infer<typeof groupSchema>;

// IAM v2 AccountAssociation (account_associations.proto): only `chainguard.serviceBindings` is
// read (a service principal's name -> the UIDP of the identity it assumes: CATALOG_SYNCER, APKO_BUILDER).
export const accountAssociationSchema = z.looseObject({
  uid: z.string().optional(),
  chainguard: z.looseObject({ serviceBindings: z.record(z.string(), z.string()).nullish() }).nullish(),
});
export type AccountAssociation = z.infer<typeof accountAssociationSchema>;
