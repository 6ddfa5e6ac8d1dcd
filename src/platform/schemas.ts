import { z } from 'zod';

// Response shapes of the Platform API v2 (spec: "Resources and their fields"). Unknown fields
// are allowed (v2 is additive); the fields we rely on are checked. Tags and advisories, of which
// a run may hold tens of thousands, keep only those fields (z.object drops the others).

export const digestSchema = z.string().regex(/^sha256:[0-9a-f]{64}$/, 'must be sha256:<64 lowercase hex>');
const RFC3339 = /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d{1,9})?([Zz]|[+-]\d{2}:\d{2})$/;
/**
 * An RFC 3339 date-time (what the spec promises), and a real one: anything else (a date
 * alone, prose, markup) makes the response invalid rather than text a report would render.
 */
export const timestampSchema = z
  .string()
  .refine((s) => RFC3339.test(s) && !Number.isNaN(Date.parse(s)), 'must be an RFC 3339 timestamp');

export const repoSchema = z.looseObject({
  uid: z.string().min(1),
  name: z.string(),
  description: z.string().optional(),
  createTime: timestampSchema.optional(),
  updateTime: timestampSchema.optional(),
});
export type Repo = z.infer<typeof repoSchema>;

// No `uid`: a tag is known by its name within its repo, and thousands of listed tags kept their
// uid strings (and a property store each) for nothing (bench/README.md, 5 000 references).
export const tagSchema = z.object({
  name: z.string().min(1),
  digest: digestSchema,
  // proto3 JSON omits false booleans.
  deprecated: z.boolean().default(false),
  updateTime: timestampSchema.optional(),
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
  name: z.string(),
  description: z.string().optional(),
});
export type Role = z.infer<typeof roleSchema>;

export const identitySchema = z.looseObject({
  uid: z.string().min(1),
  name: z.string(),
  description: z.string().optional(),
  claimMatch: z
    .looseObject({
      issuer: z.string().optional(),
      subject: z.string().optional(),
      subjectPattern: z.string().optional(),
    })
    .optional(),
  createTime: timestampSchema.optional(),
});
export type Identity = z.infer<typeof identitySchema>;

const hydrated = z.looseObject({ uid: z.string(), name: z.string().optional(), description: z.string().optional() });
export const roleBindingSchema = z.looseObject({
  uid: z.string().min(1),
  identity: hydrated.extend({ subject: z.string().optional(), issuer: z.string().optional() }),
  group: hydrated,
  role: hydrated,
  createTime: timestampSchema.optional(),
});
export type RoleBinding = z.infer<typeof roleBindingSchema>;

export const emptySchema = z.looseObject({});
