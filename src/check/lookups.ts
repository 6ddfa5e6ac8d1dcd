import DataLoader from 'dataloader';
import PQueue from 'p-queue';
import { ApiError, conditionError } from '../http/api-error';
import { ACTION_WORDS, type Words } from '../words';
import type { EolTag } from '../platform/eoltags';
import type { VulnReportsApi } from '../platform/vuln-reports';
import type { Advisory, Group, Repo, Tag } from '../platform/schemas';
import type { Envelope, Limiter } from '../platform/list';
import { listedByDefault } from '../platform/tag-forms';
import type { HistoryRecord } from '../registry/client';
import type { HistoryWalk } from '../registry/history-walk';
import type { Settled } from './assess';
import { chooseRepo } from './repo-choice';
import { settle } from '../settle';
import { messageOf } from '../errors';

/** What the engine needs from the services: the real clients implement all of it, the fakes in tests too. */
export interface ServiceClients {
  platform: {
    /** The repos of `name` visible for `<org>/<name>` (at least one; none throws). */
    findRepos(org: string, name: string): Promise<Repo[]>;
    /** One group by uid (IAM v2 GetGroup): an organization's root group bears the organization's name. */
    group(uid: string): Promise<Group>;
    /** Every tag of a repo, each request through `limit` (pages in parallel; `head`: page 1 already read). */
    tagPages(repoUid: string, limit: Limiter, head?: Promise<Envelope<Tag>>): Promise<Tag[]>;
    /** Page 1 of the listing. */
    tagHead(repoUid: string, limit: Limiter): Promise<Envelope<Tag>>;
    /** The tags named `name` or at `digest` now, one request (epoch and date tags included). */
    findTags(repoUid: string, filter: { name: string } | { digest: string }): Promise<Tag[]>;
    /** The advisories of many images in combined queries, each request through `limit`; an Error is that image's failure only. */
    advisoriesOf(images: readonly string[], limit: Limiter): Promise<Map<string, Advisory[] | Error>>;
  };
  registry: {
    /** The Bearer of one image's Tag History; `tag`, any tag of the image, is what a challenge is asked with. */
    token(org: string, image: string, tag?: string): Promise<string>;
    /** Every build of a tag, oldest first (the PR comment's builds between two digests). */
    history(org: string, image: string, tag: string, token: string): Promise<HistoryRecord[]>;
    /** A tag's builds from the newest back to `pin` only (registry/history-walk.ts). */
    walk(
      org: string,
      image: string,
      tag: string,
      token: string,
      pin: string | null,
      options: { newestHint?: string; watch?: string; pullableBefore?: number },
    ): Promise<HistoryWalk>;
    /** Several pins of one tag placed by one walk (registry/history-walk.ts walkHistoryPins). */
    walkPins(
      org: string,
      image: string,
      tag: string,
      token: string,
      pins: readonly string[],
      options?: { pullableBefore?: number },
    ): Promise<Map<string, HistoryWalk | ApiError>>;
  };
  /** v1 end-of-life tags of a repo (platform/eoltags.ts); null when not offered. */
  eolTags: { list(repoUid: string): Promise<EolTag[] | null> };
  /** v1 vulnerability reports (platform/vuln-reports.ts), null answers when not offered. */
  vulnReports: VulnReportsApi;
}

/**
 * Every look-up once: its promise is cached, so all who ask the same (repo, listing, token, walk,
 * the pins of one tag, advisories of one tick) share one request. Request slots go first to what
 * others wait on, so they stay full to the end instead of ending on a chain started late.
 */
export class Lookups {
  private readonly cache = new Map<string, Promise<unknown>>();
  private readonly clients: () => Promise<ServiceClients>;
  private readonly slots = new Slots();
  /** Pins announced per tag (`expectPins`): a tag with several is placed by one walk. */
  private readonly expected = new Map<string, Set<string>>();
  /** Look-ups announced per `<org>/<image>` (`expectLookup`). */
  private readonly wanted = new Map<string, Set<string>>();
  /** Registry token requests answered and refused (401/403): a credential refused for every image is wrong (check/credentials.ts). */
  readonly registryTokens: { accepted: number; refused: ApiError[] } = { accepted: 0, refused: [] };

  /**
   * `clients` may be a function: then it is called on the first look-up only (credentials are
   * resolved lazily). `group` (the input) only shapes the advice of an ambiguous repo.
   */
  constructor(
    clients: ServiceClients | (() => Promise<ServiceClients>),
    private readonly group = '',
    /** The shell's names for the settings its messages tell to change. */
    private readonly words: Words = ACTION_WORDS,
  ) {
    this.clients = typeof clients === 'function' ? clients : () => Promise.resolve(clients);
  }

  /** The registry's cooldown (`min-age`): builds after this time (ms) cannot be pulled; pins are placed with it. */
  private cooldown: { pullableBefore?: number } = {};

  /** Pins are placed under the registry's cooldown: builds after `pullableBefore` (ms) cannot be pulled yet. */
  setCooldown(pullableBefore: number | null): this {
    this.cooldown = pullableBefore === null ? {} : { pullableBefore };
    return this;
  }

  /** At most `concurrency` service calls at once (unbounded until set). */
  setConcurrency(concurrency: number): this {
    this.slots.size = Math.max(1, concurrency);
    return this;
  }

  /**
   * The tags of the repo `<org>/<image>` names: the one proven to be the organization's
   * (`ownRepo`).
   */
  async tags(org: string, image: string, tag?: string): Promise<Tag[]> {
    return (await this.ownRepo(org, image, tag)).tags;
  }

  /**
   * The repo `<org>/<image>` names, proven before any verdict rests on it. Repos carry no
   * organization: a repo's uid is under its organization's group, whose name is the organization
   * (each group read once). Repos of another organization are never used; of the visible repos
   * of the organization, one is the one, several are told apart by the registry (`tag`). Where
   * no group could be read, the registry proves it: the Tag History of `<org>/<image>:<tag>`
   * at the digest a repo's listing gives (check/repo-choice.ts). Nothing proven is an error.
   */
  async ownRepo(org: string, image: string, tag?: string): Promise<{ repo: Repo; tags: Tag[] }> {
    const proof = await this.once(`owner:${org}/${image}`, () => this.proveOwner(org, image));
    // With a tag, only what answers it (`lookFor`: the `name` filter or the listing); without, the listing.
    const ofRepo = (uid: string) =>
      tag === undefined ? this.repoTags(uid) : this.lookFor(uid, `${org}/${image}`, { name: tag });
    if ('repo' in proof) return { repo: proof.repo, tags: await ofRepo(proof.repo.uid) };
    const { pool, notRead } = proof;
    if (tag === undefined) {
      throw conditionError(
        notRead ? 'ORG_NOT_PROVEN' : 'AMBIGUOUS_REPO',
        notRead
          ? `${notRead}, and no tag is given to ask it about`
          : `Set ${this.words.the('group')} to the uid of the group that holds ${org}/${image}: ${pool.length} repos of ${org} named "${image}" are visible to this token (${pool.map((r) => r.uid).join(', ')})`,
        'GET /iam/v2/groups',
      );
    }
    return this.once(`choice:${org}/${image}:${tag}`, async () => {
      // The registry's newest build of the tag decides: one history window, usually.
      const [listings, walk] = await Promise.all([
        Promise.all(pool.map((repo) => settle(ofRepo(repo.uid)))),
        settle(this.walk(org, image, tag, null)),
      ]);
      const current: Settled<string | null> = walk.ok
        ? { ok: true, value: walk.value.kind === 'empty' ? null : walk.value.newest.digest }
        : walk;
      const choice = chooseRepo(
        { org, image, tag, current, group: this.group, words: this.words },
        pool.map((repo, i) => ({ repo, tags: listings[i]! })),
      );
      if (!('error' in choice)) return choice;
      if (!notRead) throw choice.error;
      throw conditionError(
        'ORG_NOT_PROVEN',
        `${notRead}, and it does not: ${choice.error.message}`,
        'GET /iam/v2/groups',
      );
    });
  }

  /**
   * The repos that may be `<org>/<image>`: the one proven by its group's name, else those the
   * registry must decide between (`ownRepo`); none of the organization's is ORG_MISMATCH.
   */
  async ownCandidates(org: string, image: string): Promise<Repo[]> {
    const proof = await this.once(`owner:${org}/${image}`, () => this.proveOwner(org, image));
    return 'repo' in proof ? [proof.repo] : proof.pool;
  }

  /**
   * Of the visible repos of the name, the one proven by its group's name to be the
   * organization's; else the repos among which the registry must decide: several of the
   * organization, or (`notRead` saying why) those whose organization could not be read.
   */
  private async proveOwner(org: string, image: string): Promise<{ repo: Repo } | { pool: Repo[]; notRead: string }> {
    const candidates = await this.candidates(org, image);
    const names = await Promise.all(candidates.map((repo) => settle(this.groupName(organizationOf(repo.uid)))));
    const own: Repo[] = [];
    const unproven: { repo: Repo; why: string }[] = [];
    const others: string[] = [];
    candidates.forEach((repo, i) => {
      const name = names[i]!;
      if (!name.ok) unproven.push({ repo, why: messageOf(name.error) });
      else if (name.value === org) own.push(repo);
      else others.push(`${repo.uid} is ${name.value}'s`);
    });
    if (own.length === 1) return { repo: own[0]! };
    if (own.length > 1) return { pool: own, notRead: '' };
    if (unproven.length > 0) {
      const uids = unproven.map((u) => u.repo.uid).join(', ');
      const why = unproven.map((u) => u.why).join('; ');
      return {
        pool: unproven.map((u) => u.repo),
        notRead: `the organization of ${uids} could not be read (${why}), so the registry must prove it is ${org}'s`,
      };
    }
    const scope = this.group ? ` with group ${this.group}` : '';
    throw conditionError(
      'ORG_MISMATCH',
      `Set ${this.words.the('group')} to the uid of the organization group that holds ${org}/${image}, or leave it empty: no repo of ${org}/${image} is visible to this token${scope}; the repos named "${image}" that are (${others.join('; ')}) belong to other organizations and never judge ${org}/${image}`,
      'GET /iam/v2/groups',
    );
  }

  /** The name of a group, read once per run (shared by every repo under it). */
  private groupName(uid: string): Promise<string> {
    return this.once(`group:${uid}`, async () => {
      const { platform } = await this.clients();
      return (await this.slots.run(UNLOCKS, () => platform.group(uid))).name;
    });
  }

  /** The uid of the repo proven to be `<org>/<image>` (`ownRepo`); null when none is. */
  async repoOf(org: string, image: string, tag?: string): Promise<string | null> {
    const own = await settle(this.ownRepo(org, image, tag));
    return own.ok ? own.value.repo.uid : null;
  }

  /** Every tag of the repo a tag was found in, as listed by default: what a suggestion picks from. */
  async siblings(org: string, image: string, tag?: string): Promise<Tag[]> {
    const uid = await this.repoOf(org, image, tag);
    if (uid === null)
      throw conditionError('REPO_NOT_CHOSEN', `no repo of ${org}/${image} holds ${tag ?? 'the reference'}`);
    return this.repoTags(uid);
  }

  /**
   * Announces what the engine will look up in `<org>/<image>`: a tag name, or the digest of a
   * digest-only reference. The announcements of a repo decide how its tags are asked for
   * (`lookFor`): by the `name`/`digest` filters, or from its listing.
   */
  expectLookup(org: string, image: string, what: { name: string } | { digest: string }): void {
    const key = `${org}/${image}`;
    let wanted = this.wanted.get(key);
    if (!wanted) this.wanted.set(key, (wanted = new Set()));
    wanted.add('name' in what ? `name:${what.name}` : `digest:${what.digest}`);
  }

  /**
   * Tags of a repo that answer `what` (the tag named so, or the tags at the digest now), in the
   * fewest requests: one filtered request per look-up when the repo has one announced look-up
   * (or the tag is an epoch or date tag, which the listing leaves out); else page 1 of the
   * listing, then whichever is fewer: a filtered request per look-up page 1 did not answer, or
   * the rest of the listing. The answer holds the tag when it exists (callers find it by name).
   */
  lookFor(uid: string, repoKey: string, what: { name: string } | { digest: string }): Promise<Tag[]> {
    const key = 'name' in what ? `name:${what.name}` : `digest:${what.digest}`;
    return this.once(`lookfor:${uid}:${key}`, async () => {
      const { platform } = await this.clients();
      const filtered = async () => {
        const tags = await this.slots.run(FOLLOW_UP, () => platform.findTags(uid, what));
        // The tags at a digest answer their own names' look-ups too (the placed reference's, next).
        if ('digest' in what)
          for (const t of tags)
            if (!this.cache.has(`lookfor:${uid}:name:${t.name}`))
              this.cache.set(`lookfor:${uid}:name:${t.name}`, Promise.resolve([t]));
        return tags;
      };
      if ('name' in what && !listedByDefault(what.name)) return filtered();
      const wanted = [...(this.wanted.get(repoKey) ?? [])].filter(
        (w) => !w.startsWith('name:') || listedByDefault(w.slice(5)),
      );
      if (wanted.length <= 1) return filtered();
      const head = await this.head(uid);
      const answers = (tags: readonly Tag[], w: string) =>
        w.startsWith('name:') ? tags.some((t) => t.name === w.slice(5)) : tags.some((t) => t.digest === w.slice(7));
      // Page 1 is the whole listing when its totalCount says so, or, without one, when no page follows.
      const complete = head.totalCount === undefined ? !head.nextPageToken : head.totalCount <= head.items.length;
      if (complete || answers(head.items, key)) return head.items;
      // Without a totalCount the pages left are unknown: the listing, followed token by token.
      if (head.totalCount === undefined) return this.repoTags(uid);
      const total = head.totalCount;
      // A wanted tag at its end of life needs the whole listing for its suggestion anyway: the
      // repo's v1 end-of-life tags (asked for once per repo in any case) say so before any is looked up.
      const eol = await this.eolOf(uid, FOLLOW_UP).catch(() => null);
      const ending = new Set((eol ?? []).filter((i) => i.tagStatus !== 'TAG_ACTIVE').map((i) => `name:${i.name}`));
      if (wanted.some((w) => ending.has(w))) return this.repoTags(uid);
      const pagesLeft = Math.ceil(total / Math.max(1, head.items.length)) - 1;
      const unanswered = wanted.filter((w) => !answers(head.items, w)).length;
      return unanswered < pagesLeft ? filtered() : this.repoTags(uid);
    });
  }

  /** Page 1 of a repo's listing, once. */
  private head(uid: string): Promise<Envelope<Tag>> {
    return this.once(`head:${uid}`, async () => {
      const { platform } = await this.clients();
      return platform.tagHead(uid, this.limiter(FOLLOW_UP));
    });
  }

  /** Every visible repo of the name (the candidates for `<org>/<image>`). */
  candidates(org: string, image: string): Promise<Repo[]> {
    return this.once(`repos:${org}/${image}`, async () => {
      const { platform } = await this.clients();
      return this.slots.run(UNLOCKS, () => platform.findRepos(org, image));
    });
  }

  /** Every tag of one repo (as listed by default). */
  repoTags(repoUid: string): Promise<Tag[]> {
    return this.once(`tags:${repoUid}`, async () => {
      const { platform } = await this.clients();
      // Each page takes a slot of its own: never hold one around the whole listing (its pages would wait for it).
      // Page 1, when a look-up read it already, is not asked for again.
      const head = this.cache.get(`head:${repoUid}`) as Promise<Envelope<Tag>> | undefined;
      return platform.tagPages(repoUid, this.limiter(FOLLOW_UP), head);
    });
  }

  /** The advisories of an image; images asked for in the same tick share one combined query. */
  advisories(image: string): Promise<Advisory[]> {
    return this.once(`advisories:${image}`, () => this.advisoryBatches.load(image));
  }

  /**
   * Collects the images asked for until the tick ends (every target starts at once), then sends
   * them as one batch. Cached by `once`, not by DataLoader, like every other look-up.
   */
  private readonly advisoryBatches = new DataLoader<string, Advisory[]>((images) => this.sendAdvisories(images), {
    batchScheduleFn: (send) => setImmediate(send),
    cache: false,
  });

  /** A rejection fails every image of the batch (each unchecked: never a false green); an Error item fails its image only. */
  private async sendAdvisories(images: readonly string[]): Promise<(Advisory[] | Error)[]> {
    const { platform } = await this.clients();
    const byName = await platform.advisoriesOf(images, this.limiter(LEAF));
    // An image the answer leaves out is not checked: never a false green.
    return images.map((image) => byName.get(image) ?? new Error(`the advisory query did not answer for ${image}`));
  }

  /**
   * Where `pin` sits in the registry's history of a tag, read from the newest build back to the
   * pin only; `pin` null: the newest build only. `newestHint` (the listing's `updateTime`) aims
   * the first window, `watch` (the listing's digest) is looked out for on the way.
   */
  walk(
    org: string,
    image: string,
    tag: string,
    pin: string | null,
    hint: { newestHint?: string; watch?: string } = {},
  ): Promise<HistoryWalk> {
    const tagKey = `${org}/${image}:${tag}`;
    const together =
      pin !== null && hint.watch === undefined && hint.newestHint === undefined ? this.expected.get(tagKey) : undefined;
    if (pin !== null && together && together.size > 1 && together.has(pin))
      return this.walkTogether(org, image, tag, pin, together);
    return this.walkAlone(org, image, tag, pin, hint);
  }

  private walkAlone(
    org: string,
    image: string,
    tag: string,
    pin: string | null,
    hint: { newestHint?: string; watch?: string },
  ): Promise<HistoryWalk> {
    return this.once(`walk:${org}/${image}:${tag}:${pin ?? ''}:${hint.watch ?? ''}`, async () => {
      const { registry } = await this.clients();
      const token = await this.token(org, image, tag);
      const options = { ...hint, ...this.cooldown };
      return this.counted(this.slots.run(FOLLOW_UP, () => registry.walk(org, image, tag, token, pin, options)));
    });
  }

  /**
   * Announces the pins of a tag before any walk of it starts (the engine does, for every
   * target): a tag with several pins is then walked once, back to the oldest of them, instead of
   * once per pin over the same newest builds. A pin announced after the tag's walk started is
   * walked alone.
   */
  expectPins(org: string, image: string, tag: string, pin: string): void {
    const tagKey = `${org}/${image}:${tag}`;
    if (this.cache.has(`walkpins:${tagKey}`)) return;
    let pins = this.expected.get(tagKey);
    if (!pins) this.expected.set(tagKey, (pins = new Set()));
    pins.add(pin);
  }

  private async walkTogether(
    org: string,
    image: string,
    tag: string,
    pin: string,
    pins: ReadonlySet<string>,
  ): Promise<HistoryWalk> {
    const all = await this.once(`walkpins:${org}/${image}:${tag}`, async () => {
      const { registry } = await this.clients();
      const list = [...pins];
      const token = await this.token(org, image, tag);
      const walks = await this.slots
        .run(FOLLOW_UP, () => registry.walkPins(org, image, tag, token, list, this.cooldown))
        .catch((error: unknown) => {
          this.refusedBy(error);
          throw error;
        });
      // Each pin's own outcome: a refusal is the credential's, whichever pin met it.
      for (const walk of walks.values()) {
        if (walk instanceof Error) this.refusedBy(walk);
        else this.registryTokens.accepted++;
      }
      return walks;
    });
    const result = all.get(pin);
    if (result instanceof Error || result === undefined) throw result ?? new Error(`no walk for ${pin}`);
    return result;
  }

  /** A limiter taking one slot per request at `priority`. */
  private limiter(priority: Priority): Limiter {
    return (call) => this.slots.run(priority, call);
  }

  /** Every build of a tag, oldest first (the PR comment's builds between two digests). */
  history(org: string, image: string, tag: string): Promise<HistoryRecord[]> {
    return this.once(`history:${org}/${image}:${tag}`, async () => {
      const token = await this.token(org, image, tag);
      const { registry } = await this.clients();
      return this.counted(this.slots.run(FOLLOW_UP, () => registry.history(org, image, tag, token)));
    });
  }

  /** The Bearer of an image's Tag History, once per image (`tag`: the first one asked, for a challenge). */
  private token(org: string, image: string, tag: string): Promise<string> {
    return this.once(`token:${org}/${image}`, async () => {
      const { registry } = await this.clients();
      // Only a refusal counts here: the identity token is returned unasked, so no answer accepted it yet.
      return this.slots
        .run(UNLOCKS, () => registry.token(org, image, tag))
        .catch((error: unknown) => {
          this.refusedBy(error);
          throw error;
        });
    });
  }

  /**
   * A history read's answer to the credential: read, it is accepted; a 401/403 refuses it
   * (check/credentials.ts registryFailure: refused for every image, the run stops naming the input).
   */
  private async counted<T>(call: Promise<T>): Promise<T> {
    try {
      const value = await call;
      this.registryTokens.accepted++;
      return value;
    } catch (error) {
      this.refusedBy(error);
      throw error;
    }
  }

  private refusedBy(error: unknown): void {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403))
      this.registryTokens.refused.push(error);
  }

  /**
   * v1 end-of-life tags of the repo `<org>/<image>` for each of `tags`: one request
   * per repo, one call per repo (not per tag: thousands of waiting calls were the young
   * generation's to copy). Null for a tag when the platform does not offer them; each tag's is
   * the list of the repo proven to be the organization's (`ownRepo`), and null when none is.
   */
  async eolTags(org: string, image: string, tags: readonly string[]): Promise<Map<string, EolTag[] | null>> {
    const answers = new Map<string, EolTag[] | null>();
    // Each tag's is the list of the repo proven to be its organization's (`ownRepo`); none proven, null.
    for (const tag of tags) {
      const uid = await this.repoOf(org, image, tag);
      answers.set(tag, uid === null ? null : await this.eolOf(uid, LEAF));
    }
    return answers;
  }

  /** The v1 end-of-life tags of a repo, once (null when not offered or without the client). */
  private eolOf(uid: string, priority: Priority): Promise<EolTag[] | null> {
    return this.once(`eoltags:${uid}`, async () => {
      const { eolTags } = await this.clients();
      return this.slots.run(priority, () => eolTags.list(uid));
    });
  }

  /**
   * A vulnerability report look-up (check/vulnerabilities.ts), once per key, under `concurrency`
   * with the leaves (nothing waits on it); null when the clients offer no vulnerability reports.
   */
  leaf<T>(key: string, call: (api: VulnReportsApi) => Promise<T>): Promise<T | null> {
    return this.once(key, async () => {
      const { vulnReports } = await this.clients();
      return this.slots.run(LEAF, () => call(vulnReports));
    });
  }

  private once<T>(key: string, load: () => Promise<T>): Promise<T> {
    let pending = this.cache.get(key) as Promise<T> | undefined;
    if (!pending) {
      pending = load();
      // Callers handle the rejection; this keeps an unawaited shared promise from crashing the process.
      pending.catch(ignore);
      this.cache.set(key, pending);
    }
    return pending;
  }
}

/** The organization's group of a uid: its first segment (uids are uid paths under their group, `<group>/<child>`). */
const organizationOf = (uid: string) => uid.split('/')[0]!;

/** One function for every cached promise (a closure each would be thousands). */
const ignore = () => undefined;

/** Priorities of waiting calls, highest first. */
const UNLOCKS = 2;
const FOLLOW_UP = 1;
const LEAF = 0;
type Priority = typeof UNLOCKS | typeof FOLLOW_UP | typeof LEAF;

/** At most `concurrency` calls at once (p-queue); waiting calls are served by priority, then in arrival order. */
class Slots {
  private readonly queue = new PQueue({ concurrency: Number.POSITIVE_INFINITY });

  set size(concurrency: number) {
    this.queue.concurrency = concurrency;
  }

  run<T>(priority: Priority, call: () => Promise<T>): Promise<T> {
    return this.queue.add(call, { priority });
  }
}
