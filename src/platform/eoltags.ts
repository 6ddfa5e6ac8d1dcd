import { ApiError, BrokenRule } from '../errors';
// The v1 end-of-life tags operation, an enrichment of v2's `deprecated` flag: per tag of a repo,
// when its upstream support ended or ends and until when builds continue (the grace period).
// v2 has no such operation (spec: "Not in v2 and still served by v1"), so a platform may lack it:
// 404, 501 and 403 mean "not available here" (null), and the `deprecated` flag alone decides.

import { z } from 'zod';
import { PlatformApi } from './api';

// registry.platform.proto (ListEolTags): EolTagStatus and EolGracePeriodStatus, by value name as
// the proto3 JSON mapping writes enums; the zero values (TAG_ACTIVE, GRACE_NOT_ELIGIBLE) may be
// absent or null. Numbers (the mapping accepts them too) are read as their names.
const TAG_STATUSES = ['TAG_ACTIVE', 'TAG_IN_GRACE', 'TAG_INACTIVE'] as const;
const GRACE_STATUSES = [
  'GRACE_NOT_ELIGIBLE',
  'GRACE_ELIGIBLE',
  'GRACE_ACTIVE',
  'GRACE_BROKEN',
  'GRACE_EXPIRED',
] as const;

/** An enum field: its name, its number read as the name, or the zero value when absent or null; an unknown name is kept as text (v1 may add some). */
const enumField = (names: readonly string[]) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? names[0] : typeof v === 'number' ? (names[v] ?? String(v)) : v),
    z.string(),
  );

// proto3 JSON may send '' for an unset string, null for an unset timestamp or message: the same as absent.
const optionalTime = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z
    .string()
    .refine((s) => !Number.isNaN(Date.parse(s)), 'must be a date (YYYY-MM-DD) or an RFC 3339 timestamp')
    .optional(),
);

const eolTagSchema = z.looseObject({
  name: z.string().min(1),
  tagStatus: enumField(TAG_STATUSES),
  graceStatus: enumField(GRACE_STATUSES),
  gracePeriodExpiryDate: optionalTime,
  mainPackageVersion: z.preprocess(
    (v) => (v === null ? undefined : v),
    z.looseObject({ eolDate: optionalTime, releaseDate: optionalTime }).optional(),
  ),
});
export type EolTag = z.infer<typeof eolTagSchema>;

const listPageSchema = z.looseObject({
  items: z.array(eolTagSchema).nullish(),
  nextPageToken: z.string().nullish(),
});

/** Items asked for per page (the server may send fewer; its next_page_token says whether more follow). */
const EOL_PAGE_SIZE = 100;
/** Most pages read for one repo: a server that keeps sending tokens ends in an error. */
const EOL_MAX_PAGES = 200;

/** Statuses that mean the operation is not offered to this caller: the enrichment is skipped. */
const NOT_AVAILABLE = new Set([403, 404, 501]);

export class EolTagsClient extends PlatformApi {
  /**
   * The end-of-life tags of a repo (by uid), or null when the platform does not offer the
   * operation (404, 501) or refuses it (403). Other failures throw ApiError as every client does.
   */
  async list(repoUid: string): Promise<EolTag[] | null> {
    const label = 'GET /registry/v1/eoltags';
    const items: EolTag[] = [];
    const seen = new Set<string>();
    let token = '';
    // Every page (page_size/page_token, answer items + next_page_token): a grace period further
    // down is as much the repo's as one on the first page.
    for (let page = 0; ; page++) {
      if (page >= EOL_MAX_PAGES)
        throw new BrokenRule('PAGE_LIMIT', `${label} returned more than ${EOL_MAX_PAGES} pages; stopped`, label);
      const url = this.url('/registry/v1/eoltags');
      url.searchParams.set('uidp.children_of', repoUid);
      url.searchParams.set('page_size', String(EOL_PAGE_SIZE));
      if (token) url.searchParams.set('page_token', token);
      let body: z.infer<typeof listPageSchema>;
      try {
        body = await this.options.http.json(url, {
          headers: this.headers,
          schema: listPageSchema,
          label,
        });
      } catch (error) {
        if (page === 0 && error instanceof ApiError && NOT_AVAILABLE.has(error.status)) return null;
        throw error;
      }
      for (const item of body.items ?? []) items.push(item);
      const next = body.nextPageToken ?? '';
      if (next === '') return items;
      if (seen.has(next))
        throw new BrokenRule(
          'PAGE_TOKEN_LOOP',
          `${label} returned a page token it had returned before; stopped`,
          label,
        );
      seen.add(next);
      token = next;
    }
  }
}

/** What a tag's end-of-life dates mean at `now`. */
interface EolOutlook {
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
