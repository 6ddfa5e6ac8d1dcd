import { ApiError, conditionError } from '../http/api-error';
import { ACTION_WORDS, type Words } from '../words';
import type { EolTag } from '../platform/eoltags';
import type { VulnReportsApi } from '../platform/vuln-reports';
import type { Advisory, Repo, Tag } from '../platform/schemas';
import type { Limiter } from '../platform/list-parallel';
import type { HistoryRecord } from '../registry/client';
import { walkOfRecords, type HistoryWalk } from '../registry/history-walk';
import type { Settled } from './assess';
import { chooseRepo } from './repo-choice';
import { settle } from '../settle';

/** What the engine needs from the services; the real clients implement it. */
export interface ServiceClients {
  platform: {
    /** The repos of `name` visible for `<org>/<name>` (at least one; none throws). */
    findRepos(org: string, name: string): Promise<Repo[]>;
    listTags(repoUid: string): Promise<Tag[]>;
    listAdvisories(image: string): Promise<Advisory[]>;
    /** Every tag of a repo, each request through `limit` (pages in parallel). Optional: `listTags` under one slot instead. */
    tagPages?(repoUid: string, limit: Limiter): Promise<Tag[]>;
    /** The advisories of many images in combined queries, each request through `limit`. Optional: one `listAdvisories` per image instead. */
    advisoriesOf?(images: readonly string[], limit: Limiter): Promise<Map<string, Advisory[]>>;
  };
  registry: {
    token(org: string, image: string): Promise<string>;
    history(org: string, image: string, tag: string, token: string): Promise<HistoryRecord[]>;
    /** A tag's builds from the newest back to `pin` only (registry/history-walk.ts). Optional: `history` read whole instead. */
    walk?(
      org: string,
      image: string,
      tag: string,
      token: string,
      pin: string | null,
      options: { newestHint?: string; watch?: string },
    ): Promise<HistoryWalk>;
    /** Several pins of one tag placed by one walk (registry/history-walk.ts walkHistoryPins). Optional: a walk per pin instead. */
    walkPins?(
      org: string,
      image: string,
      tag: string,
      token: string,
      pins: readonly string[],
    ): Promise<Map<string, HistoryWalk | ApiError>>;
  };
  /** v1 end-of-life tags of a repo (platform/eoltags.ts); null when not offered. Optional: an enrichment. */
  eolTags?: { list(repoUid: string): Promise<EolTag[] | null> };
  /** v1 vulnerability reports (platform/vuln-reports.ts), null answers when not offered. Optional: an enrichment. */
  vulnReports?: VulnReportsApi;
}

/**
 * Every look-up once: references to the same repo (org and image) share one repo look-up and one tag listing,
 * the same image one registry token, the same tag and pin one history walk, and the pins of a tag
 * announced with `expectPins` one walk for all of them. Advisories asked for
 * in the same tick go out as one combined query. Promises are cached, so concurrent callers wait
 * for the same request.
 *
 * `limit(n)` bounds the requests in flight: a tag listing's or advisory query's pages each take
 * a slot of their own (asked for together once the first page says how many), a history walk
 * holds one slot for its windows, which go one after another. Waiting calls go
 * by what waits on them: repo look-ups and registry tokens first (tag listings and histories
 * wait on them), then tag listings and histories, then advisory queries (nothing waits on them),
 * so the slots stay full to the end instead of ending on a chain started late.
 */
export class Lookups {
  private readonly cache = new Map<string, Promise<unknown>>();
  private readonly clients: () => Promise<ServiceClients>;
  private readonly slots = new Slots();
  /** Pins announced per tag (`expectPins`): a tag with several is placed by one walk. */
  private readonly expected = new Map<string, Set<string>>();
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

  /** At most `concurrency` service calls at once (unbounded until set). */
  setConcurrency(concurrency: number): this {
    this.slots.size = Math.max(1, concurrency);
    return this;
  }

  /**
   * The tags of the repo `<org>/<image>` names. One visible repo of that name is the one; of
   * several, the registry decides by `tag` (check/repo-choice.ts), so without a tag several are
   * an error.
   */
  async tags(org: string, image: string, tag?: string): Promise<Tag[]> {
    const candidates = await this.candidates(org, image);
    if (candidates.length === 1) return this.repoTags(candidates[0]!.uid);
    return this.once(`choice:${org}/${image}:${tag ?? ''}`, async () => {
      if (tag === undefined) {
        throw conditionError(
          'AMBIGUOUS_REPO',
          `${candidates.length} repos named "${image}" are visible to this token (${candidates.map((r) => r.uid).join(', ')}): set ${this.words.the('group')} to the uid of the organization group that holds ${org}/${image}`,
        );
      }
      // The registry's newest build of the tag decides: one history window, usually.
      const [listings, walk] = await Promise.all([
        Promise.all(candidates.map((repo) => settle(this.repoTags(repo.uid)))),
        settle(this.walk(org, image, tag, null)),
      ]);
      const current: Settled<string | null> = walk.ok
        ? { ok: true, value: walk.value.kind === 'empty' ? null : walk.value.newest.digest }
        : walk;
      const choice = chooseRepo(
        { org, image, tag, current, group: this.group, words: this.words },
        candidates.map((repo, i) => ({ repo, tags: listings[i]! })),
      );
      if ('error' in choice) throw choice.error;
      return choice.tags;
    });
  }

  /** Every visible repo of the name (the candidates for `<org>/<image>`). */
  candidates(org: string, image: string): Promise<Repo[]> {
    return this.once(`repos:${org}/${image}`, async () => {
      const { platform } = await this.clients();
      return this.slots.run(UNLOCKS, () => platform.findRepos(org, image));
    });
  }

  /** Every tag of one repo. */
  repoTags(repoUid: string): Promise<Tag[]> {
    return this.once(`tags:${repoUid}`, async () => {
      const { platform } = await this.clients();
      // Each page takes a slot of its own: never hold one around the whole listing (its pages would wait for it).
      if (platform.tagPages) return platform.tagPages(repoUid, this.limiter(FOLLOW_UP));
      return this.slots.run(FOLLOW_UP, () => platform.listTags(repoUid));
    });
  }

  /** The advisories of an image; images asked for in the same tick share one combined query. */
  advisories(image: string): Promise<Advisory[]> {
    return this.once(`advisories:${image}`, () => {
      if (!this.batch) {
        const batch = new Map<string, PromiseWithResolvers<Advisory[]>>();
        this.batch = batch;
        // After the current tick's callers have all asked (every target starts at once).
        setImmediate(() => {
          this.batch = undefined;
          void this.sendAdvisories(batch);
        });
      }
      const deferred = Promise.withResolvers<Advisory[]>();
      this.batch.set(image, deferred);
      return deferred.promise;
    });
  }

  private batch: Map<string, PromiseWithResolvers<Advisory[]>> | undefined;

  private async sendAdvisories(batch: Map<string, PromiseWithResolvers<Advisory[]>>): Promise<void> {
    try {
      const { platform } = await this.clients();
      if (!platform.advisoriesOf) {
        for (const [image, deferred] of batch)
          this.slots.run(LEAF, () => platform.listAdvisories(image)).then(deferred.resolve, deferred.reject);
        return;
      }
      const byName = await platform.advisoriesOf([...batch.keys()], this.limiter(LEAF));
      for (const [image, deferred] of batch) deferred.resolve(byName.get(image) ?? []);
    } catch (error) {
      // The combined query failed: every image of it is unchecked (never a false green).
      for (const deferred of batch.values()) deferred.reject(error);
    }
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
      if (!registry.walk) return walkOfRecords(await this.history(org, image, tag), pin, hint.watch);
      const token = await this.token(org, image);
      return this.slots.run(FOLLOW_UP, () => registry.walk!(org, image, tag, token, pin, hint));
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
      if (!registry.walkPins) {
        // No combined walk offered: each pin's own (cached) walk.
        const each = await Promise.all(list.map((p) => settle(this.walkAlone(org, image, tag, p, {}))));
        return new Map(
          list.map((p, i): [string, HistoryWalk | unknown] => [p, each[i]!.ok ? each[i]!.value : each[i]!.error]),
        );
      }
      const token = await this.token(org, image);
      return this.slots.run(FOLLOW_UP, () => registry.walkPins!(org, image, tag, token, list));
    });
    const result = all.get(pin);
    if (result instanceof Error || result === undefined) throw result ?? new Error(`no walk for ${pin}`);
    return result as HistoryWalk;
  }

  /** A limiter taking one slot per request at `priority`. */
  private limiter(priority: Priority): Limiter {
    return (call) => this.slots.run(priority, call);
  }

  /** Every build of a tag, oldest first (the PR comment's builds between two digests). */
  history(org: string, image: string, tag: string): Promise<HistoryRecord[]> {
    return this.once(`history:${org}/${image}:${tag}`, async () => {
      const token = await this.token(org, image);
      const { registry } = await this.clients();
      return this.slots.run(FOLLOW_UP, () => registry.history(org, image, tag, token));
    });
  }

  private token(org: string, image: string): Promise<string> {
    return this.once(`token:${org}/${image}`, async () => {
      const { registry } = await this.clients();
      try {
        const token = await this.slots.run(UNLOCKS, () => registry.token(org, image));
        this.registryTokens.accepted++;
        return token;
      } catch (error) {
        if (error instanceof ApiError && (error.status === 401 || error.status === 403))
          this.registryTokens.refused.push(error);
        throw error;
      }
    });
  }

  /**
   * v1 end-of-life tags of the repo `<org>/<image>` for each of `tags` (issue 14): one request
   * per repo, one call per repo (not per tag: thousands of waiting calls were the young
   * generation's to copy). Null for a tag when the platform does not offer them; of several
   * repos of the name, each tag's is the repo its tag listing chose, and null when none is.
   */
  async eolTags(org: string, image: string, tags: readonly string[]): Promise<Map<string, EolTag[] | null>> {
    const [repos, { eolTags }] = await Promise.all([this.candidates(org, image), this.clients()]);
    const answers = new Map<string, EolTag[] | null>();
    if (!eolTags) {
      for (const tag of tags) answers.set(tag, null);
      return answers;
    }
    const listOf = (uid: string) => this.once(`eoltags:${uid}`, () => this.slots.run(LEAF, () => eolTags.list(uid)));
    if (repos.length === 1) {
      const items = await listOf(repos[0]!.uid);
      for (const tag of tags) answers.set(tag, items);
      return answers;
    }
    for (const tag of tags) {
      const chosen = await this.tags(org, image, tag).catch(() => null);
      let uid: string | undefined;
      if (chosen)
        for (const repo of repos) if ((await this.repoTags(repo.uid).catch(() => null)) === chosen) uid = repo.uid;
      answers.set(tag, uid === undefined ? null : await listOf(uid).catch(() => null));
    }
    return answers;
  }

  /**
   * A vulnerability report look-up (check/vulnerabilities.ts), once per key, under `concurrency`
   * with the leaves (nothing waits on it); null when the clients offer no vulnerability reports.
   */
  leaf<T>(key: string, call: (api: VulnReportsApi) => Promise<T>): Promise<T | null> {
    return this.once(key, async () => {
      const { vulnReports } = await this.clients();
      return vulnReports ? this.slots.run(LEAF, () => call(vulnReports)) : null;
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

/** One function for every cached promise (a closure each would be thousands). */
const ignore = () => undefined;

/** Priorities of waiting calls, highest first. */
const UNLOCKS = 2;
const FOLLOW_UP = 1;
const LEAF = 0;
type Priority = typeof UNLOCKS | typeof FOLLOW_UP | typeof LEAF;

/** A counting semaphore whose waiters are served by priority, then in arrival order. */
class Slots {
  size = Number.POSITIVE_INFINITY;
  private active = 0;
  private readonly waiting: [(() => void)[], (() => void)[], (() => void)[]] = [[], [], []];

  async run<T>(priority: Priority, call: () => Promise<T>): Promise<T> {
    if (this.active >= this.size) await new Promise<void>((resolve) => this.waiting[priority].push(resolve));
    else this.active++;
    try {
      return await call();
    } finally {
      // The slot passes straight to the next waiter, if any: `active` stays the same then.
      const next = this.waiting[UNLOCKS].shift() ?? this.waiting[FOLLOW_UP].shift() ?? this.waiting[LEAF].shift();
      if (next) next();
      else this.active--;
    }
  }
}
