import type { EolTag } from '../platform/eoltags';
import type { VulnReportsApi } from '../platform/vuln-reports';
import type { Advisory, Group, Repo, Tag } from '../platform/schemas';
import type { ListPage, Limiter } from '../platform/list';
import type { RegistryClient } from '../registry/client';
import type { PoliciesClient } from '../platform/policies';
import type { SignatureChecks } from '../provenance/signature-checks';

/** What the engine needs from the services: the real clients implement all of it, the fakes in tests too. */
export interface ServiceClients {
  platform: {
    /** The repos of `name` visible for `<org>/<name>` (at least one; none throws). */
    findRepos(org: string, name: string): Promise<Repo[]>;
    /** One group by uid (IAM v2 GetGroup): an organization's root group bears the organization's name. */
    group(uid: string): Promise<Group>;
    /** Every tag of a repo, each request through `limit` (pages in parallel; `head`: page 1 already read). */
    tagPages(repoUid: string, limit: Limiter, head?: Promise<ListPage<Tag>>): Promise<Tag[]>;
    /** Page 1 of the listing. */
    tagHead(repoUid: string, limit: Limiter): Promise<ListPage<Tag>>;
    /** The tags named `name` or at `digest` now, one request (epoch and date tags included). */
    findTags(repoUid: string, filter: { name: string } | { digest: string }): Promise<Tag[]>;
    /** The advisories of many images in combined queries, each request through `limit`; an Error is that image's failure only. */
    advisoriesOf(images: readonly string[], limit: Limiter): Promise<Map<string, Advisory[] | Error>>;
  };
  /**
   * The registry's Tag History as the real client reads it: the Bearer of an image, every build of
   * a tag (the PR comment's builds between two digests), a walk back to one pin or several.
   */
  registry: Pick<RegistryClient, 'token' | 'history' | 'walk' | 'walkPins'>;
  /** v1 end-of-life tags of a repo (platform/eoltags.ts); null when not offered. */
  eolTags: { list(repoUid: string): Promise<EolTag[] | null> };
  /** v1 vulnerability reports (platform/vuln-reports.ts), null answers when not offered. */
  vulnReports: VulnReportsApi;
  /** The registry's pull-time policies (platform/policies.ts): null answers when the organization does not have them. */
  policies: Pick<PoliciesClient, 'check' | 'overrides' | 'unavailable'>;
  /**
   * The vendor's signatures (src/provenance/): an organization's accepted signers, a digest's
   * verdict (throwing when it cannot be checked), a digest's manifest and verified attestations
   * (the SBOMs of check/judge/package-changes.ts). Absent with `signatures: never`.
   */
  signatures?: Pick<SignatureChecks, 'signersOf' | 'verify' | 'refused' | 'manifest' | 'attestation'>;
}
