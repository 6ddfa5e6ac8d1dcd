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
 */
export class Lookups {
  private readonly cache = new Map<string, Promise<unknown>>();

  private readonly clients: () => Promise<ServiceClients>;

  /** `clients` may be a function: then it is called on the first look-up only (credentials are resolved lazily). */
  constructor(clients: ServiceClients | (() => Promise<ServiceClients>)) {
    this.clients = typeof clients === 'function' ? clients : () => Promise.resolve(clients);
  }

  tags(org: string, image: string): Promise<Tag[]> {
    return this.once(`tags:${org}/${image}`, async () => (await this.clients()).platform.listTags((await this.repo(org, image)).uid));
  }

  advisories(image: string): Promise<Advisory[]> {
    return this.once(`advisories:${image}`, async () => (await this.clients()).platform.listAdvisories(image));
  }

  history(org: string, image: string, tag: string): Promise<HistoryRecord[]> {
    return this.once(`history:${org}/${image}:${tag}`, async () => (await this.clients()).registry.history(org, image, tag, await this.token(org, image)));
  }

  private repo(org: string, image: string): Promise<Repo> {
    return this.once(`repo:${org}/${image}`, async () => (await this.clients()).platform.findRepo(org, image));
  }

  private token(org: string, image: string): Promise<string> {
    return this.once(`token:${org}/${image}`, async () => (await this.clients()).registry.token(org, image));
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
