// The v1 vulnerability report operations (vendor proto platform/registry/v1/vulnerabilities.platform.proto),
// which the specification names as the ones to use for vulnerabilities:
//   GET /registry/v1/vuln_reports/counts?repo=<image name>&tag=<tag>  ListVulnCountReports -> VulnCountReportList
//   GET /registry/v1/vuln_reports?digest=<digest>                      ListVulnReports      -> VulnReportList
// Request parameters are the request messages' fields only; answers are read by the response
// messages' JSON names. A platform may lack them: 404 and 501 (absent) and 401/403 (refused) are
// `null`, "not available here", and the caller says so once.

import { z } from 'zod';
import { safeText } from '../secrets';
import { ApiError } from '../errors';
import { PlatformApi } from './api';
import { digestSchema, timestampSchema } from '../schemas';

/** The vendor's severities (Vulnerability.Severity), worst first; lower-cased in results. */
const SEVERITIES = ['CRITICAL', 'HIGH', 'MEDIUM', 'LOW', 'NEGLIGIBLE', 'UNKNOWN'] as const;
export type VendorSeverity = (typeof SEVERITIES)[number];

// proto3 JSON: an enum by value name (an unknown one kept as UNKNOWN: a future severity is not dropped),
// the zero value (UNKNOWN) possibly omitted; int32 as a number; unset timestamps '' or null.
const severitySchema = z.preprocess(
  (v) => (v === undefined || v === null || v === '' || v === 0 ? 'UNKNOWN' : v),
  z
    .string()
    .transform((s): VendorSeverity =>
      (SEVERITIES as readonly string[]).includes(s) ? (s as VendorSeverity) : 'UNKNOWN',
    ),
);
const countSchema = z.preprocess((v) => (v === undefined || v === null ? 0 : v), z.number().int().min(0));
const optionalTime = z.preprocess((v) => (v === '' || v === null ? undefined : v), timestampSchema.optional());
// Vulnerability ids are shown in every report: scrubbed at the source, like advisory ids.
const idsSchema = z
  .array(z.string())
  .nullish()
  .transform((ids) => (ids ?? []).map((id) => safeText(id)));

const vulnCountReportSchema = z.object({
  repo: z.string().optional(),
  tag: z.string().optional(),
  date: optionalTime,
  vulnCounts: z.array(z.object({ severity: severitySchema, count: countSchema })).nullish(),
  critCveIds: idsSchema,
  highCveIds: idsSchema,
  medCveIds: idsSchema,
  lowCveIds: idsSchema,
  negligibleCveIds: idsSchema,
  unknownCveIds: idsSchema,
});
export type VulnCountReport = z.infer<typeof vulnCountReportSchema>;

const vulnerabilitySchema = z.object({
  id: z
    .string()
    .min(1)
    .transform((id) => safeText(id)),
  severity: severitySchema,
  fix: z.object({ state: z.string().optional() }).nullish(),
  // The packages it is found in (check/judge/package-changes.ts names the one a move fixes); bounded, a purl is short.
  purls: z.array(z.string().max(1024)).max(100).nullish(),
});

const vulnReportSchema = z.object({
  digest: digestSchema,
  scanner: z.object({ name: z.string().optional(), version: z.string().optional() }).nullish(),
  createdAt: optionalTime,
  vulnerabilities: z.array(vulnerabilitySchema).nullish(),
});
export type VulnReport = z.infer<typeof vulnReportSchema>;

const countListSchema = z.object({ items: z.array(vulnCountReportSchema).nullish() });
const reportListSchema = z.object({ items: z.array(vulnReportSchema).nullish() });

/** Statuses that mean the operation is not offered to this caller: absent (404, 501) or refused (401, 403). */
const NOT_AVAILABLE = new Set([401, 403, 404, 501]);

/** What the engine needs (check/judge/vulnerabilities.ts); the client implements it. */
export interface VulnReportsApi {
  /** The count reports of `<repo>:<tag>` (every date), or null when the operation is not available. */
  counts(repo: string, tag: string): Promise<VulnCountReport[] | null>;
  /** The reports of one digest (every scanner and date), or null when the operation is not available. */
  reports(digest: string): Promise<VulnReport[] | null>;
  /** Which operation answered "not available" first (the run's one notice). */
  readonly unavailable?: { counts?: ApiError; reports?: ApiError };
}

export class VulnReportsClient extends PlatformApi implements VulnReportsApi {
  /** The first "not available" answer of each operation: none is asked again (one notice, null everywhere). */
  readonly unavailable: { counts?: ApiError; reports?: ApiError } = {};

  async counts(repo: string, tag: string): Promise<VulnCountReport[] | null> {
    if (this.unavailable.counts) return null;
    const url = this.url('/registry/v1/vuln_reports/counts');
    url.searchParams.set('repo', repo);
    url.searchParams.set('tag', tag);
    const body = await this.get(url, countListSchema, 'counts');
    return body === null ? null : (body.items ?? []);
  }

  async reports(digest: string): Promise<VulnReport[] | null> {
    if (this.unavailable.reports) return null;
    const url = this.url('/registry/v1/vuln_reports');
    url.searchParams.set('digest', digest);
    const body = await this.get(url, reportListSchema, 'reports');
    // A report of another digest is not this one's (a filter the server ignored).
    return body === null ? null : (body.items ?? []).filter((r) => r.digest === digest);
  }

  private async get<T>(url: URL, schema: z.ZodType<T>, which: 'counts' | 'reports'): Promise<T | null> {
    try {
      return await this.options.http.json(url, {
        headers: this.headers,
        schema,
        label: `GET ${url.pathname}`,
      });
    } catch (error) {
      if (error instanceof ApiError && NOT_AVAILABLE.has(error.status)) {
        this.unavailable[which] ??= error;
        return null;
      }
      throw error;
    }
  }
}
