import { createHash } from 'node:crypto';
import { aip, badRequest, ok, platformAuthFailure, type Reply } from './errors';
import { boolParam } from './query';
import { PRIVATE_ORG, PUBLIC_ORG } from './seed';
import type { EmulatorState, RequestContext } from './state';
import type { EmulatorStore, Tag } from './store';

// The v1 end-of-life tags operation, still served next to v2 (spec: "Not in v2 and still served
// by v1"): GET /registry/v1/eoltags?uidp.childrenOf=<repo uid> answers {items, nextPageToken}
// (registry.platform.proto ListEolTags: EolTagFilter, EolTagList) with, per end-of-life (or soon
// to be) tag of the repo, its status, the end of upstream support and the end of the grace period
// during which builds continue. Paged with page_size/page_token (the proto gives no sizes: 20 by
// default, at most EOL_MAX_PAGE_SIZE = 50 here), items by tag name. v1 answers an empty 200 for a repo
// it does not know. `mode` makes the operation absent (404) or unimplemented (501).

const DAY = 86_400_000;
const PATH = '/registry/v1/eoltags';

export type TagStatus = 'TAG_ACTIVE' | 'TAG_IN_GRACE' | 'TAG_INACTIVE';
/** EolGracePeriodStatus of the proto. */
export type GraceStatus = 'GRACE_NOT_ELIGIBLE' | 'GRACE_ELIGIBLE' | 'GRACE_ACTIVE' | 'GRACE_BROKEN' | 'GRACE_EXPIRED';
export const EOL_DEFAULT_PAGE_SIZE = 20;
export const EOL_MAX_PAGE_SIZE = 50;
export type EolTagsMode = 'on' | 'absent' | 'unimplemented';

export interface EolTagItem {
  /** The tag's uid (EolTag.id); set from the tag when left out. */
  id?: string;
  name: string;
  mainPackageName?: string;
  tagStatus: TagStatus;
  graceStatus: GraceStatus;
  /** RFC 3339 time the grace period ends (builds stop); null when none is set. */
  gracePeriodExpiryDate?: string | null;
  /** The main package's upstream end of life and release, as dates (YYYY-MM-DD). */
  mainPackageVersion: { eolDate?: string; releaseDate?: string } | null;
}

/** Seeded tags that are not deprecated (v2) yet, whose end is known ahead: days from the store's `now`. */
export const EOL_AHEAD = [
  /** Upstream support ended; builds continue for 10 more days: inside a 30-day warn-before. */
  { org: PUBLIC_ORG, image: 'redis', tag: '7.4', tagStatus: 'TAG_IN_GRACE', eolInDays: -20, graceEndsInDays: 10 },
  /** In grace for 90 more days: outside a 30-day warn-before. */
  { org: PRIVATE_ORG, image: 'redis', tag: '7.4', tagStatus: 'TAG_IN_GRACE', eolInDays: -20, graceEndsInDays: 90 },
  /** In grace for 12 more days, sorted after the 60 end-of-life 11.0.x items: on the second page of eoltags. */
  { org: PUBLIC_ORG, image: 'jdk', tag: '17.0.99', tagStatus: 'TAG_IN_GRACE', eolInDays: -20, graceEndsInDays: 12 },
  /** Still active; upstream support ends in 45 days, no grace period set yet. */
  { org: PUBLIC_ORG, image: 'node', tag: '20', tagStatus: 'TAG_ACTIVE', eolInDays: 45, graceEndsInDays: null },
] as const;

/** For a deprecated tag: its grace period ended with its last build; upstream support this long before. */
export const INACTIVE_EOL_BEFORE_GRACE_DAYS = 60;

const GRACE_STATUS: Record<TagStatus, GraceStatus> = {
  TAG_ACTIVE: 'GRACE_ELIGIBLE',
  TAG_IN_GRACE: 'GRACE_ACTIVE',
  TAG_INACTIVE: 'GRACE_EXPIRED',
};

const date = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export class EolTagsService {
  /** `on` answers; `absent` answers 404 as a server without the route; `unimplemented` 501. */
  mode: EolTagsMode = 'on';
  /** Items by tag uid that replace the derived ones (tests set their own). */
  readonly overrides = new Map<string, EolTagItem>();

  constructor(private readonly store: EmulatorStore) {}

  /** Seeds EOL_AHEAD (the default catalog only: the tags must exist). */
  seed(): void {
    for (const fact of EOL_AHEAD) {
      const tag = this.store.findTag(`${fact.org}/${fact.image}`, fact.tag);
      if (!tag) continue;
      this.overrides.set(tag.uid, {
        name: tag.name,
        tagStatus: fact.tagStatus,
        graceStatus: GRACE_STATUS[fact.tagStatus],
        gracePeriodExpiryDate:
          fact.graceEndsInDays === null ? null : new Date(this.store.now + fact.graceEndsInDays * DAY).toISOString(),
        mainPackageVersion: { eolDate: date(this.store.now + fact.eolInDays * DAY) },
      });
    }
  }

  /** The item for a tag: an override, else TAG_INACTIVE for a deprecated tag, else none. */
  itemOf(tag: Tag): EolTagItem | undefined {
    const override = this.overrides.get(tag.uid);
    if (override) return override;
    if (!tag.deprecated) return undefined;
    const graceEnd = Date.parse(tag.updateTime);
    return {
      name: tag.name,
      tagStatus: 'TAG_INACTIVE',
      graceStatus: GRACE_STATUS.TAG_INACTIVE,
      gracePeriodExpiryDate: new Date(graceEnd).toISOString(),
      mainPackageVersion: { eolDate: date(graceEnd - INACTIVE_EOL_BEFORE_GRACE_DAYS * DAY) },
    };
  }

  handle(state: EmulatorState, ctx: RequestContext): Reply | undefined {
    if (ctx.path !== PATH && !ctx.path.startsWith(`${PATH}/`)) return undefined;
    const domain = 'registry';
    if (this.mode === 'absent') return aip('NOT_FOUND', `no route ${ctx.method} ${ctx.path}`, domain);
    if (this.mode === 'unimplemented')
      return aip('UNIMPLEMENTED', 'the end-of-life tags operation is not implemented', domain);
    const refused = platformAuthFailure(state, ctx, domain);
    if (refused) return refused;
    if (ctx.path !== PATH || ctx.method !== 'GET')
      return aip('NOT_FOUND', `no route ${ctx.method} ${ctx.path}`, domain);
    const { query } = ctx; // keys by proto name (query.ts)
    const repo = query.get('uidp.children_of');
    if (!repo) return badRequest(domain, [{ field: 'uidp.children_of', description: 'is required (a repo uid)' }]);
    const name = query.get('name') || null;
    const noDates = boolParam(query, 'exclude_dates');
    const noEpochs = boolParam(query, 'exclude_epochs');
    const items = this.store
      .tagsOf(repo)
      .filter(
        (t) =>
          (name === null || t.name === name) &&
          !(noDates && /-20[0-9]{6}$/.test(t.name)) &&
          !(noEpochs && /-r[0-9]+$/.test(t.name)),
      )
      .flatMap((tag) => {
        const item = this.itemOf(tag);
        return item ? [{ mainPackageName: tag.name.split('-')[0] ?? '', ...item, id: item.id ?? tag.uid }] : [];
      })
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const sizeText = query.get('page_size');
    if (sizeText !== null && sizeText !== '' && !/^\d+$/.test(sizeText))
      return badRequest(domain, [{ field: 'page_size', description: 'must be a non-negative integer' }]);
    const size = Math.min(Number(sizeText || 0) || EOL_DEFAULT_PAGE_SIZE, EOL_MAX_PAGE_SIZE);
    const filters = createHash('sha256')
      .update(JSON.stringify([repo, name, noDates, noEpochs]))
      .digest('hex')
      .slice(0, 12);
    const token = query.get('page_token');
    let offset = 0;
    if (token) {
      const m = /^eol-([0-9a-f]{12})-(\d+)$/.exec(Buffer.from(token, 'base64url').toString('utf8'));
      if (!m || m[1] !== filters)
        return badRequest(domain, [{ field: 'page_token', description: 'is not a page token of this listing' }]);
      offset = Number(m[2]);
    }
    const page = items.slice(offset, offset + size);
    const end = offset + page.length;
    return ok({
      items: page,
      nextPageToken: end < items.length ? Buffer.from(`eol-${filters}-${end}`).toString('base64url') : '',
    });
  }
}
