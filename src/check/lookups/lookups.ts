import { BrokenRule } from '../../errors';
import type { SignatureVerdict } from '../../model';
import { ACTION_WORDS, type Words } from '../../words';
import type { EolTag } from '../../platform/eoltags';
import type { PolicyAnswer, PolicyOverride } from '../../platform/policies';
import type { VulnReportsApi } from '../../platform/vuln-reports';
import type { Advisory, Repo, Tag } from '../../platform/schemas';
import type { HistoryRecord } from '../../registry/client';
import type { HistoryWalk } from '../../registry/history-walk';
import { settle } from '../../settle';
import { AdvisoryBatches } from './advisory-batches';
import { CredentialTally } from './credential-tally';
import { HistoryReads, type WalkHint } from './history-reads';
import { RepoOwner } from './repo-owner';
import { LEAF, RequestCache } from './request-cache';
import type { ServiceClients } from '../service-clients';
import { readPackages, type PackageList } from './sbom-reads';
import { platformText, type Platform } from '../../provenance/platform';
import { TagFinder, type TagQuery } from './tag-finder';

/**
 * The engine's look-ups, composed of one part per job: the request cache and slots
 * (`RequestCache`), the fewest-requests strategy for tags (`TagFinder`), the proof that a repo is
 * the organization's (`RepoOwner`), the Tag History with pins batched into one walk
 * (`HistoryReads`), the advisories batched by tick (`AdvisoryBatches`), and the credentials the
 * registry accepted (`CredentialTally`). Every look-up is asked once per run.
 */
export class Lookups {
  private readonly requests = new RequestCache();
  private readonly clients: () => Promise<ServiceClients>;
  private readonly tagFinder: TagFinder;
  private readonly owner: RepoOwner;
  private readonly histories: HistoryReads;
  private readonly advisoryBatches: AdvisoryBatches;
  /** Registry token requests answered and refused (401/403), for check/credential-failures.ts. */
  readonly registryTokens = new CredentialTally();

  /**
   * `clients` may be a function: then it is called on the first look-up only (credentials are
   * resolved lazily). `group` (the input) only shapes the advice of an ambiguous repo.
   */
  constructor(
    clients: ServiceClients | (() => Promise<ServiceClients>),
    group = '',
    /** The shell's names for the settings its messages tell to change. */
    words: Words = ACTION_WORDS,
  ) {
    this.clients = typeof clients === 'function' ? clients : () => Promise.resolve(clients);
    this.tagFinder = new TagFinder(this.requests, this.clients);
    this.histories = new HistoryReads(this.requests, this.clients, this.registryTokens);
    const newest = (org: string, image: string, tag: string) => this.histories.walk(org, image, tag, null);
    this.owner = new RepoOwner(this.requests, this.clients, { tags: this.tagFinder, newest }, group, words);
    this.advisoryBatches = new AdvisoryBatches(this.requests, this.clients);
  }

  /** Pins are placed under the registry's cooldown: builds after `pullableBefore` (ms) cannot be pulled yet. */
  setCooldown(pullableBefore: number | null): this {
    this.histories.setCooldown(pullableBefore);
    return this;
  }

  /** The cooldown's cut (ms) the pins are placed with: builds after it cannot be pulled; undefined without min-age. */
  get pullableBefore(): number | undefined {
    return this.histories.pullableBefore;
  }

  /** At most `concurrency` service calls at once (unbounded until set). */
  setConcurrency(concurrency: number): this {
    this.requests.setConcurrency(concurrency);
    return this;
  }

  /** The tags of the repo proven to be `<org>/<image>` that answer `tag` (all without one). */
  async tags(org: string, image: string, tag?: string): Promise<Tag[]> {
    return (await this.owner.ownRepo(org, image, tag)).tags;
  }

  ownRepo(org: string, image: string, tag?: string): Promise<{ repo: Repo; tags: Tag[] }> {
    return this.owner.ownRepo(org, image, tag);
  }

  ownCandidates(org: string, image: string): Promise<Repo[]> {
    return this.owner.ownCandidates(org, image);
  }

  candidates(org: string, image: string): Promise<Repo[]> {
    return this.owner.candidates(org, image);
  }

  /** The uid of the repo proven to be `<org>/<image>`; null when none is. */
  async repoOf(org: string, image: string, tag?: string): Promise<string | null> {
    const own = await settle(this.owner.ownRepo(org, image, tag));
    return own.ok ? own.value.repo.uid : null;
  }

  /** Every tag of the repo a tag was found in, as listed by default: what a suggestion picks from. */
  async siblings(org: string, image: string, tag?: string): Promise<Tag[]> {
    const uid = await this.repoOf(org, image, tag);
    if (uid === null)
      throw new BrokenRule('REPO_NOT_CHOSEN', `no repo of ${org}/${image} holds ${tag ?? 'the reference'}`);
    return this.tagFinder.repoTags(uid);
  }

  expectLookup(org: string, image: string, what: TagQuery): void {
    this.tagFinder.expectLookup(org, image, what);
  }

  lookFor(uid: string, repoKey: string, what: TagQuery): Promise<Tag[]> {
    return this.tagFinder.lookFor(uid, repoKey, what);
  }

  repoTags(uid: string): Promise<Tag[]> {
    return this.tagFinder.repoTags(uid);
  }

  advisories(image: string): Promise<Advisory[]> {
    return this.advisoryBatches.of(image);
  }

  expectPins(org: string, image: string, tag: string, pin: string): void {
    this.histories.expectPins(org, image, tag, pin);
  }

  walk(org: string, image: string, tag: string, pin: string | null, hint: WalkHint = {}): Promise<HistoryWalk> {
    return this.histories.walk(org, image, tag, pin, hint);
  }

  /**
   * Under min-age: the newest build of a tag old enough to pull (null when none is), from the
   * tag's walk without a pin (shared with every other asker of its newest build); undefined
   * without a cooldown.
   */
  async pullableOf(org: string, image: string, tag: string): Promise<HistoryRecord | null | undefined> {
    // Without a cooldown the current build is the one to move to: nothing to read.
    if (!this.histories.cooled) return undefined;
    const walk = await this.histories.walk(org, image, tag, null);
    return walk.kind === 'newest' ? walk.pullable : walk.kind === 'empty' ? null : undefined;
  }

  history(org: string, image: string, tag: string): Promise<HistoryRecord[]> {
    return this.histories.history(org, image, tag);
  }

  /**
   * The v1 end-of-life tags of `<org>/<image>` for each of `tags`, one request per repo: each
   * tag's is the list of the repo proven to be the organization's, null when none is or when the
   * platform does not offer them.
   */
  async eolTags(org: string, image: string, tags: readonly string[]): Promise<Map<string, EolTag[] | null>> {
    const answers = new Map<string, EolTag[] | null>();
    for (const tag of tags) {
      const uid = await this.repoOf(org, image, tag);
      answers.set(tag, uid === null ? null : await this.tagFinder.eolOf(uid, LEAF));
    }
    return answers;
  }

  /** The registry's policy answers for a digest of a repo (check/pull-policies/judge-policies.ts), once per run; null when not available. */
  policyCheck(repoUid: string, digest: string): Promise<PolicyAnswer[] | null> {
    return this.requests.once(`policies:${repoUid}@${digest}`, async () => {
      const { policies } = await this.clients();
      return this.requests.run(LEAF, () => policies.check(repoUid, digest));
    });
  }

  /** The overrides of the registry's policies, read once per run; null when not available. */
  policyOverrides(): Promise<PolicyOverride[] | null> {
    return this.requests.once('policy-overrides', async () => {
      const { policies } = await this.clients();
      return this.requests.run(LEAF, () => policies.overrides(null));
    });
  }

  /** The root group of the organization `<org>/<image>` is proven under (its uid's first segment): whose signers apply. */
  private async rootGroupOf(org: string, image: string): Promise<string | null> {
    return (await this.repoOf(org, image))?.split('/')[0] ?? null;
  }

  /** The vendor's signature of a digest (check/judge/signatures.ts), verified once per run; null when not checked. */
  signature(org: string, image: string, digest: string): Promise<SignatureVerdict | null> {
    return this.requests.once(`signature:${org}/${image}@${digest}`, async () => {
      const { signatures } = await this.clients();
      if (!signatures) return null;
      // An organization's signers are its own (its account association, under its root group).
      const signers = await signatures.signersOf(org, () => this.rootGroupOf(org, image));
      return signers === null ? null : this.requests.run(LEAF, () => signatures.verify(org, image, digest, signers));
    });
  }

  /**
   * The installed packages of a digest's `platform` image by its verified SBOM (check/lookups/sbom-reads.ts),
   * read once per run by digest and platform; a gap when none can be had (`not-asked` without
   * signature checks: an SBOM is trusted only once its attestation verifies).
   */
  packages(org: string, image: string, digest: string, platform: Platform): Promise<PackageList> {
    return this.requests.once(`packages:${org}/${image}@${digest}#${platformText(platform)}`, async () => {
      const { signatures } = await this.clients();
      if (!signatures) return { ok: false, gap: { kind: 'not-asked', signatures: 'never' } };
      const signers = await signatures.signersOf(org, () => this.rootGroupOf(org, image));
      if (signers === null)
        return {
          ok: false,
          gap: { kind: 'unverified', digest, detail: `the accepted signers of ${org} could not be read` },
        };
      return this.requests.run(LEAF, () => readPackages(signatures, signers, { org, image }, digest, platform));
    });
  }

  /** A vulnerability report look-up (check/judge/vulnerabilities.ts), once per key, with the leaves (nothing waits on it). */
  leaf<T>(key: string, call: (api: VulnReportsApi) => Promise<T>): Promise<T | null> {
    return this.requests.once(key, async () => {
      const { vulnReports } = await this.clients();
      return this.requests.run(LEAF, () => call(vulnReports));
    });
  }
}
