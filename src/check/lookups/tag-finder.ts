import type { EolTag } from '../../platform/eoltags';
import type { ListPage } from '../../platform/list';
import type { Tag } from '../../platform/schemas';
import { listedByDefault } from '../../platform/tag-forms';
import { FOLLOW_UP, type Priority, type RequestCache } from './request-cache';
import type { ServiceClients } from '../service-clients';

/** A look-up in a repo's tags: the tag of a name, or the tags at a digest now. */
export type TagQuery = { name: string } | { digest: string };

const keyOf = (what: TagQuery) => ('name' in what ? `name:${what.name}` : `digest:${what.digest}`);

/**
 * A repo's tags in the fewest requests: the engine announces every look-up of a repo first
 * (`expectLookup`), and each is then answered by the `name`/`digest` filters or from the listing,
 * whichever asks less. Each repo's listing, page 1 and end-of-life tags are read once.
 */
export class TagFinder {
  /** Look-ups announced per `<org>/<image>`. */
  private readonly wanted = new Map<string, Set<string>>();

  constructor(
    private readonly requests: RequestCache,
    private readonly clients: () => Promise<ServiceClients>,
  ) {}

  /** Announces what the engine will look up in `<org>/<image>`: a tag name, or a digest-only reference's digest. */
  expectLookup(org: string, image: string, what: TagQuery): void {
    const key = `${org}/${image}`;
    let wanted = this.wanted.get(key);
    if (!wanted) this.wanted.set(key, (wanted = new Set()));
    wanted.add(keyOf(what));
  }

  /**
   * Tags of a repo that answer `what`, in the fewest requests: one filtered request when the repo
   * has one announced look-up (or the tag is an epoch or date tag, which the listing leaves out);
   * else page 1 of the listing, then whichever is fewer: a filtered request per look-up page 1 did
   * not answer, or the rest of the listing. The answer holds the tag when it exists.
   */
  lookFor(uid: string, repoKey: string, what: TagQuery): Promise<Tag[]> {
    const key = keyOf(what);
    return this.requests.once(`lookfor:${uid}:${key}`, async () => {
      if ('name' in what && !listedByDefault(what.name)) return this.filtered(uid, what);
      const wanted = [...(this.wanted.get(repoKey) ?? [])].filter(
        (w) => !w.startsWith('name:') || listedByDefault(w.slice(5)),
      );
      if (wanted.length <= 1) return this.filtered(uid, what);
      const head = await this.head(uid);
      // Page 1 is the whole listing when its totalCount says so, or, without one, when no page follows.
      const complete = head.totalCount === undefined ? !head.nextPageToken : head.totalCount <= head.items.length;
      if (complete || answers(head.items, key)) return head.items;
      // Without a totalCount the pages left are unknown: the listing, followed token by token.
      if (head.totalCount === undefined) return this.repoTags(uid);
      // A wanted tag at its end of life needs the whole listing for its suggestion anyway.
      const eol = await this.eolOf(uid, FOLLOW_UP).catch(() => null);
      const ending = new Set((eol ?? []).filter((i) => i.tagStatus !== 'TAG_ACTIVE').map((i) => `name:${i.name}`));
      if (wanted.some((w) => ending.has(w))) return this.repoTags(uid);
      const pagesLeft = Math.ceil(head.totalCount / Math.max(1, head.items.length)) - 1;
      const unanswered = wanted.filter((w) => !answers(head.items, w)).length;
      return unanswered < pagesLeft ? this.filtered(uid, what) : this.repoTags(uid);
    });
  }

  /** Every tag of one repo (as listed by default). */
  repoTags(uid: string): Promise<Tag[]> {
    return this.requests.once(`tags:${uid}`, async () => {
      const { platform } = await this.clients();
      // Each page takes a slot of its own; page 1, when a look-up read it already, is not asked for again.
      return platform.tagPages(uid, this.requests.limiter(FOLLOW_UP), this.requests.peek(`head:${uid}`));
    });
  }

  /** The v1 end-of-life tags of a repo, once (null when not offered). */
  eolOf(uid: string, priority: Priority): Promise<EolTag[] | null> {
    return this.requests.once(`eoltags:${uid}`, async () => {
      const { eolTags } = await this.clients();
      return this.requests.run(priority, () => eolTags.list(uid));
    });
  }

  /** One filtered request; the tags at a digest answer their own names' look-ups too. */
  private async filtered(uid: string, what: TagQuery): Promise<Tag[]> {
    const { platform } = await this.clients();
    const tags = await this.requests.run(FOLLOW_UP, () => platform.findTags(uid, what));
    if ('digest' in what) for (const t of tags) this.requests.seed(`lookfor:${uid}:name:${t.name}`, [t]);
    return tags;
  }

  /** Page 1 of a repo's listing, once. */
  private head(uid: string): Promise<ListPage<Tag>> {
    return this.requests.once(`head:${uid}`, async () => {
      const { platform } = await this.clients();
      return platform.tagHead(uid, this.requests.limiter(FOLLOW_UP));
    });
  }
}

/** Whether a listing answers a look-up key (`name:<tag>` or `digest:<digest>`). */
const answers = (tags: readonly Tag[], key: string) =>
  key.startsWith('name:') ? tags.some((t) => t.name === key.slice(5)) : tags.some((t) => t.digest === key.slice(7));
