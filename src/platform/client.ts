import { BrokenRule } from '../errors';
import { safeText } from '../secrets';

import { PUBLIC_ORG } from '../model';
import { listAdvisoriesBatch } from './advisories-batch';
import { PlatformApi, type PlatformConnection } from './api';
import { firstPage, listPages, unlimited, type ListPage, type Limiter } from './list';
import {
  advisorySchema,
  groupSchema,
  repoSchema,
  tagSchema,
  type Advisory,
  type Group,
  type Repo,
  type Tag,
} from './schemas';

interface PlatformClientOptions extends PlatformConnection {
  /** Organization group uid that scopes look-ups (`uidp.descendants_of`). */
  group?: string;
}

/** Platform API v2: the registry (repos, tags) and vulnerabilities (advisories) domains. */
export class PlatformClient extends PlatformApi<PlatformClientOptions> {
  /**
   * The repos of `<name>` this token can see: the candidates for `<org>/<name>`. Repos carry no
   * organization name, so the org picks the scope: the public org's images live outside the
   * user's group, so they are looked up unscoped; any other org is the user's own, scoped to
   * `group` (`uidp.descendants_of`) when it is set. Which candidate the reference names is the
   * registry's to decide (check/lookups/repo-choice.ts). None is REPO_NOT_FOUND.
   */
  async findRepos(org: string, name: string): Promise<Repo[]> {
    const { group } = this.options;
    const scoped = Boolean(group) && org !== PUBLIC_ORG;
    const url = this.url('/registry/v2/repos');
    url.searchParams.set('name', name);
    if (scoped) url.searchParams.set('uidp.descendants_of', group!);
    const repos = (await this.listing(url, 'repos', repoSchema, (r) => r.uid)).filter((r) => r.name === name);
    if (repos.length === 0) {
      const scope = scoped ? ` in group ${group}` : '';
      // An empty listing, not an error answer: a condition (no HTTP code to show).
      throw new BrokenRule(
        'REPO_NOT_FOUND',
        `no repo named "${name}" (${org}/${name}) is visible to this token${scope}`,
        'GET /registry/v2/repos',
      );
    }
    return repos;
  }

  /** One group (`GetGroup`, `GET /iam/v2/groups/{uid=**}`): an organization's root group bears its name. */
  group(uid: string): Promise<Group> {
    return this.options.http.json(this.url('/iam/v2/groups/', uid), {
      headers: this.headers,
      schema: groupSchema,
      label: 'GET /iam/v2/groups',
    });
  }

  /**
   * Every tag of a repo as the listing gives them by default: without package epochs
   * (`*-r[0-9]+`), dates (`*-20yymmdd`) and referrers (`sha256-*`), which are never a tag to move
   * to (tags.proto ListTagsRequest). End-of-life is the client-side `deprecated` flag.
   */
  listTags(repoUid: string): Promise<Tag[]> {
    return this.listing(this.tagsUrl(repoUid), 'tags', tagSchema, (t) => t.name);
  }

  /**
   * Every tag of a repo (as `listTags`), the pages after the first asked for together
   * (./list), each request through `limit`; `head`: page 1 when already read
   * (`tagHead`). A server that pages without a `totalCount` is followed page token by page token
   * instead (one slot of `limit` for the whole chain).
   */
  async tagPages(repoUid: string, limit: Limiter = unlimited, head?: Promise<ListPage<Tag>>): Promise<Tag[]> {
    return listPages(this.tagListing(repoUid, limit), head);
  }

  /** Page 1 of `tagPages`: its tags and `totalCount`, to decide whether the rest is worth reading. */
  tagHead(repoUid: string, limit: Limiter = unlimited): Promise<ListPage<Tag>> {
    return firstPage(this.tagListing(repoUid, limit));
  }

  /**
   * The tags of a repo named `name`, or holding `digest` now: one request (the `name` and
   * `digest` filters), epoch and date tags included (a pin such as `3.12.1-r0` is one of them),
   * and for a name, referrer tags too.
   */
  async findTags(repoUid: string, filter: { name: string } | { digest: string }): Promise<Tag[]> {
    const url = this.url('/registry/v2/tags');
    url.searchParams.set('uidp.children_of', repoUid);
    if ('name' in filter) url.searchParams.set('name', filter.name);
    else url.searchParams.set('digest', filter.digest);
    url.searchParams.set('include_epochs', 'true');
    url.searchParams.set('include_dates', 'true');
    // A tag written by name is what it names, a referrer's too; a digest is placed on image tags only.
    if ('name' in filter) url.searchParams.set('include_referrers', 'true');
    const tags = await this.listing(url, 'tags', tagSchema, (t) => t.name);
    // A server that ignored the filter (an unknown parameter is ignored): only what was asked for.
    return tags.filter((t) => ('name' in filter ? t.name === filter.name : t.digest === filter.digest));
  }

  private tagsUrl(repoUid: string): URL {
    const url = this.url('/registry/v2/tags');
    url.searchParams.set('uidp.children_of', repoUid);
    return url;
  }

  private tagListing(repoUid: string, limit: Limiter) {
    return {
      http: this.options.http,
      url: this.tagsUrl(repoUid),
      headers: this.headers,
      key: 'tags',
      item: tagSchema,
      idOf: (t: Tag) => t.name,
      limit,
    };
  }

  /** The advisories of many images: one combined query per chunk of names (./advisories-batch), scrubbed like `listAdvisories`. */
  async advisoriesOf(images: readonly string[], limit: Limiter = unlimited): Promise<Map<string, Advisory[]>> {
    const byName = await listAdvisoriesBatch({
      http: this.options.http,
      apiUrl: this.options.apiUrl,
      headers: this.headers,
      images,
      limit,
    });
    for (const [name, advisories] of byName)
      byName.set(
        name,
        advisories.map((a) => ({ ...a, advisoryId: safeText(a.advisoryId) })),
      );
    return byName;
  }

  /** Every advisory listed for an image (artifact) name. */
  async listAdvisories(image: string): Promise<Advisory[]> {
    const url = this.url('/vulnerabilities/v2/advisories');
    url.searchParams.set('artifactNames', image);
    // Exactly totalCount items: a short listing would pass as "fewer advisories".
    // Advisory ids are shown in every report: scrubbed at the source, like error text.
    const advisories = await this.listing(url, 'advisories', advisorySchema, (a) => a.uid, true);
    return advisories.map((a) => ({ ...a, advisoryId: safeText(a.advisoryId) }));
  }
}
