import type { Advisory, Repo, Tag } from '../platform/schemas';
import type { HistoryRecord } from '../registry/client';

/** What the engine needs from the services; the real clients implement it. */
export interface ServiceClients {
  platform: {
    findRepo(org: string, name: string): Promise<Repo>;
    listTags(repoUid: string): Promise<Tag[]>;
    listAdvisories(image: string): Promise<Advisory[]>;
  };
  registry: {
    token(org: string, image: string): Promise<string>;
    history(org: string, image: string, tag: string, token: string): Promise<HistoryRecord[]>;
  };
}

/**
 * Every look-up once: references to the same repo (org and image) share one repo look-up and one tag listing,
 * the same image one advisory query and one registry token, the same tag one history fetch.
 * Promises are cached, so concurrent callers wait for the same request.
 *
 * `limit(n)` bounds the service calls running at once. A call sends its requests one after
 * another (pages, history windows), so n is also the most requests in flight. Waiting calls go
 * by what waits on them: repo look-ups and registry tokens first (tag listings and histories
 * wait on them), then tag listings and histories, then advisory queries (nothing waits on them),
 * so the slots stay full to the end instead of ending on a chain started late.
 */
export class Lookups {
  private readonly cache = new Map<string, Promise<unknown>>();
  private readonly clients: () => Promise<ServiceClients>;
  private readonly slots = new Slots();

  /** `clients` may be a function: then it is called on the first look-up only (credentials are resolved lazily). */
  constructor(clients: ServiceClients | (() => Promise<ServiceClients>)) {
    this.clients = typeof clients === 'function' ? clients : () => Promise.resolve(clients);
  }

  /** At most `concurrency` service calls at once (unbounded until set). */
  limit(concurrency: number): this {
    this.slots.size = Math.max(1, concurrency);
    return this;
  }

  tags(org: string, image: string): Promise<Tag[]> {
    return this.once(`tags:${org}/${image}`, async () => {
      const repo = await this.repo(org, image);
      const { platform } = await this.clients();
      return this.slots.run(FOLLOW_UP, () => platform.listTags(repo.uid));
    });
  }

  advisories(image: string): Promise<Advisory[]> {
    return this.once(`advisories:${image}`, async () => {
      const { platform } = await this.clients();
      return this.slots.run(LEAF, () => platform.listAdvisories(image));
    });
  }

  history(org: string, image: string, tag: string): Promise<HistoryRecord[]> {
    return this.once(`history:${org}/${image}:${tag}`, async () => {
      const token = await this.token(org, image);
      const { registry } = await this.clients();
      return this.slots.run(FOLLOW_UP, () => registry.history(org, image, tag, token));
    });
  }

  private repo(org: string, image: string): Promise<Repo> {
    return this.once(`repo:${org}/${image}`, async () => {
      const { platform } = await this.clients();
      return this.slots.run(UNLOCKS, () => platform.findRepo(org, image));
    });
  }

  private token(org: string, image: string): Promise<string> {
    return this.once(`token:${org}/${image}`, async () => {
      const { registry } = await this.clients();
      return this.slots.run(UNLOCKS, () => registry.token(org, image));
    });
  }

  private once<T>(key: string, load: () => Promise<T>): Promise<T> {
    let pending = this.cache.get(key) as Promise<T> | undefined;
    if (!pending) {
      pending = load();
      // Callers handle the rejection; this keeps an unawaited shared promise from crashing the process.
      pending.catch(() => undefined);
      this.cache.set(key, pending);
    }
    return pending;
  }
}

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
