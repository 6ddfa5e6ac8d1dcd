import type { LookupError } from '../errors';
import type { EolTag } from '../platform/eoltags';
import type { VulnReportsApi } from '../platform/vuln-reports';
import type { Advisory, Group, Repo, Tag } from '../platform/schemas';
import type { Envelope, Limiter } from '../platform/list';
import type { HistoryRecord } from '../registry/client';
import type { HistoryWalk } from '../registry/history-walk';

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
    ): Promise<Map<string, HistoryWalk | LookupError>>;
  };
  /** v1 end-of-life tags of a repo (platform/eoltags.ts); null when not offered. */
  eolTags: { list(repoUid: string): Promise<EolTag[] | null> };
  /** v1 vulnerability reports (platform/vuln-reports.ts), null answers when not offered. */
  vulnReports: VulnReportsApi;
}
