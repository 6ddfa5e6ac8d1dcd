// The v1 end-of-life tags operation, an enrichment of v2's `deprecated` flag: per tag of a repo,
// when its upstream support ended or ends and until when builds continue (the grace period).
// v2 has no such operation (spec: "Not in v2 and still served by v1"), so a platform may lack it:
// 404, 501 and 403 mean "not available here" (null), and the `deprecated` flag alone decides.

import { z } from 'zod';
import { ApiError } from '../http/api-error';
import type { HttpClient } from '../http/client';

export const TAG_STATUSES = ['TAG_ACTIVE', 'TAG_IN_GRACE', 'TAG_INACTIVE'] as const;
export type TagStatus = (typeof TAG_STATUSES)[number];

// proto3 JSON may send '' for an unset string: the same as absent.
const optionalTime = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z
    .string()
    .refine((s) => !Number.isNaN(Date.parse(s)), 'must be a date (YYYY-MM-DD) or an RFC 3339 timestamp')
    .optional(),
);

export const eolTagSchema = z.looseObject({
  name: z.string().min(1),
  // Unknown statuses are kept as text (v1 may add some); proto3 omits the zero value.
  tagStatus: z.string().default('TAG_STATUS_UNSPECIFIED'),
  graceStatus: z.string().optional(),
  gracePeriodExpiryDate: optionalTime,
  mainPackageVersion: z.looseObject({ eolDate: optionalTime }).optional(),
});
export type EolTag = z.infer<typeof eolTagSchema>;

const envelopeSchema = z.looseObject({ items: z.array(eolTagSchema).optional() });

/** Statuses that mean the operation is not offered to this caller: the enrichment is skipped. */
const NOT_AVAILABLE = new Set([403, 404, 501]);

export interface EolTagsClientOptions {
  http: HttpClient;
  apiUrl: string;
  token: string;
}

export class EolTagsClient {
  constructor(private readonly options: EolTagsClientOptions) {}

  /**
   * The end-of-life tags of a repo (by uid), or null when the platform does not offer the
   * operation (404, 501) or refuses it (403). Other failures throw ApiError as every client does.
   */
  async list(repoUid: string): Promise<EolTag[] | null> {
    const url = new URL(`${this.options.apiUrl.replace(/\/+$/, '')}/registry/v1/eoltags`);
    url.searchParams.set('uidp.childrenOf', repoUid);
    try {
      const body = await this.options.http.json(url, {
        headers: { authorization: `Bearer ${this.options.token}` },
        schema: envelopeSchema,
        label: 'GET /registry/v1/eoltags',
      });
      return body.items ?? [];
    } catch (error) {
      if (error instanceof ApiError && NOT_AVAILABLE.has(error.status)) return null;
      throw error;
    }
  }
}

/** What a tag's end-of-life dates mean at `now`. */
export interface EolOutlook {
  tag: string;
  status: string;
  /** Upstream end of support as given (a date or a timestamp), or null when not given. */
  supportEnds: string | null;
  /** Upstream support has ended (supportEnds is at or before now). */
  supportEnded: boolean;
  /** End of the grace period, when builds stop, as given; null when not set. */
  buildsUntil: string | null;
  /** Builds have stopped (buildsUntil is at or before now). */
  buildsEnded: boolean;
  /** Whole days until builds stop (negative once past); null without buildsUntil. */
  daysLeft: number | null;
  /** Builds stop within `warnBeforeMs` from now, and have not stopped yet: time to move. */
  warn: boolean;
}

const DAY = 86_400_000;

/** Pure: the outlook of one end-of-life tags item at `now`, warning `warnBeforeMs` ahead of the grace period's end. */
export function eolAhead(entry: EolTag, now: Date, warnBeforeMs: number): EolOutlook {
  const at = now.getTime();
  const supportEnds = entry.mainPackageVersion?.eolDate ?? null;
  const buildsUntil = entry.gracePeriodExpiryDate ?? null;
  const graceEnd = buildsUntil === null ? null : Date.parse(buildsUntil);
  const buildsEnded = graceEnd !== null && graceEnd <= at;
  return {
    tag: entry.name,
    status: entry.tagStatus,
    supportEnds,
    supportEnded: supportEnds !== null && Date.parse(supportEnds) <= at,
    buildsUntil,
    buildsEnded,
    daysLeft: graceEnd === null ? null : Math.floor((graceEnd - at) / DAY),
    warn: graceEnd !== null && !buildsEnded && graceEnd - at <= warnBeforeMs,
  };
}

/** Items by tag name, for look-ups next to the v2 tag listing. */
export function eolTagsByName(items: readonly EolTag[]): Map<string, EolTag> {
  return new Map(items.map((item) => [item.name, item]));
}

/** Names of the tags in their grace period: for suggestTag's `ending`, so no move lands on one. */
export function endingTagNames(items: readonly EolTag[]): Set<string> {
  return new Set(items.filter((item) => item.tagStatus === 'TAG_IN_GRACE').map((item) => item.name));
}
