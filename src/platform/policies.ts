// The registry's pull-time policies (shared/spec/registry-policies.md): the check of one digest
// against every policy bound to the organization (`POST /registry/v1/repos/{repo uid}:checkPolicies`,
// the authority: the registry's own evaluation, never re-implemented here) and the overrides
// (`GET /policies/v1/overrides`, policies.platform.proto ListOverrides). Policies are an opt-in
// feature: 403, 404 and 501 mean "not available to this caller" (null), said once by the engine.

import { z } from 'zod';
import { ApiError } from '../errors';
import { PlatformApi } from './api';

/** An enum of the answer by value name; the proto3 JSON mapping may also write it as its number or leave the zero value out. */
const enumOf = <T extends string>(names: readonly [T, ...T[]], aliases: Record<string, T>) =>
  z.preprocess((v) => {
    if (v === null || v === undefined) return names[0];
    if (typeof v === 'number') return names[v] ?? String(v);
    return typeof v === 'string' ? (aliases[v] ?? v) : v;
  }, z.enum(names));

// The check operation names modes and results plainly (ENFORCED, DENIED); the protos' own enums
// (PolicyMode, Result) carry prefixes: both are read, the zero value standing for "unspecified".
const modeSchema = enumOf(['POLICY_MODE_UNSPECIFIED', 'ENFORCED', 'DRY_RUN'], {
  POLICY_MODE_ENFORCED: 'ENFORCED',
  POLICY_MODE_DRY_RUN: 'DRY_RUN',
});
const resultSchema = enumOf(['POLICY_CHECK_RESULT_UNSPECIFIED', 'ALLOWED', 'DENIED', 'ERROR'], {
  RESULT_UNSPECIFIED: 'POLICY_CHECK_RESULT_UNSPECIFIED',
  RESULT_ALLOWED: 'ALLOWED',
  RESULT_DENIED: 'DENIED',
  RESULT_ERROR: 'ERROR',
});

/** A binding's parameters: google.protobuf.Value each, kept as plain JSON. */
const parametersSchema = z.preprocess((v) => v ?? {}, z.record(z.string(), z.json()));

const policyResultSchema = z.looseObject({
  policyId: z.string().nullish(),
  policyName: z.string().min(1),
  bindingId: z.string().nullish(),
  mode: modeSchema,
  parameters: parametersSchema,
  result: resultSchema,
});
export type PolicyAnswer = z.infer<typeof policyResultSchema>;

const checkSchema = z.looseObject({ results: z.array(policyResultSchema).nullish() });

const optionalText = z.preprocess((v) => (v === null ? undefined : v), z.string().optional());
const overrideSchema = z.looseObject({
  id: z.string().min(1),
  policyId: z.string().min(1),
  digest: z.string().min(1),
  reason: optionalText,
  createdBy: optionalText,
  createdAt: optionalText,
});
export type PolicyOverride = z.infer<typeof overrideSchema>;

/** Why the policies could not be consulted: the feature is absent or refused for this caller. */
export interface PoliciesUnavailable {
  status: number;
  message: string;
}

/** Statuses that mean the organization does not have the feature, or this identity may not use it. */
const NOT_AVAILABLE = new Set([403, 404, 501]);

export class PoliciesClient extends PlatformApi {
  /** Set once an operation answered "not available here": the engine says so once and asks no more. */
  unavailable: PoliciesUnavailable | null = null;

  /**
   * The answers of every policy that applies to `digest` in the repo `repoUid` (the registry's
   * evaluation of now, overrides not applied); null when the feature is not available. A transient
   * failure is retried as every call is, then thrown.
   */
  async check(repoUid: string, digest: string): Promise<PolicyAnswer[] | null> {
    if (this.unavailable) return null;
    const url = new URL(`${this.url('/registry/v1/repos/', repoUid).href}:checkPolicies`);
    const label = 'POST /registry/v1/repos/{repo}:checkPolicies';
    try {
      const body = await this.options.http.json(url, {
        method: 'POST',
        headers: this.headers,
        body: { digest },
        schema: checkSchema,
        label,
        safe: true,
      });
      return body.results ?? [];
    } catch (error) {
      if (this.markUnavailable(error)) return null;
      throw error;
    }
  }

  /** Every override visible to the identity (all pages); null when the feature is not available. */
  async overrides(group: string | null): Promise<PolicyOverride[] | null> {
    if (this.unavailable) return null;
    const url = this.url('/policies/v1/overrides');
    if (group) url.searchParams.set('uidp.descendants_of', group);
    try {
      return await this.listing(url, 'items', overrideSchema, (o) => o.id);
    } catch (error) {
      if (this.markUnavailable(error)) return null;
      throw error;
    }
  }

  private markUnavailable(error: unknown): boolean {
    if (!(error instanceof ApiError) || !NOT_AVAILABLE.has(error.status)) return false;
    this.unavailable = { status: error.status, message: error.message };
    return true;
  }
}
