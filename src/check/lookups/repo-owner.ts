import type { Repo, Tag } from '../../platform/schemas';
import type { HistoryWalk } from '../../registry/history-walk';
import { settle } from '../../settle';
import { BrokenRule, messageOf } from '../../errors';
import type { Words } from '../../words';
import type { Settled } from '../judge/assess';
import { chooseRepo } from './repo-choice';
import { UNLOCKS, type RequestCache } from './request-cache';
import type { ServiceClients } from '../service-clients';
import type { TagFinder } from './tag-finder';

/** What proving a repo needs besides the services: its tags, and the registry's newest build of a tag. */
interface OwnerSources {
  tags: TagFinder;
  newest(org: string, image: string, tag: string): Promise<HistoryWalk>;
}

type Proof = { repo: Repo } | { pool: Repo[]; notRead: string };

/**
 * The repo `<org>/<image>` names, proven before any verdict rests on it. Repos carry no
 * organization: a repo's uid is under its organization's group, whose name is the organization
 * (each group read once). Repos of another organization are never used; several of the
 * organization, or repos whose group could not be read, are told apart by the registry
 * (check/lookups/repo-choice.ts). Nothing proven is an error.
 */
export class RepoOwner {
  constructor(
    private readonly requests: RequestCache,
    private readonly clients: () => Promise<ServiceClients>,
    private readonly sources: OwnerSources,
    /** The `group` input: it only shapes the advice of an ambiguous repo. */
    private readonly group: string,
    private readonly words: Words,
  ) {}

  /** The proven repo and the tags that answer `tag` (the whole listing without one). */
  async ownRepo(org: string, image: string, tag?: string): Promise<{ repo: Repo; tags: Tag[] }> {
    const proof = await this.proof(org, image);
    const ofRepo = (uid: string) =>
      tag === undefined
        ? this.sources.tags.repoTags(uid)
        : this.sources.tags.lookFor(uid, `${org}/${image}`, { name: tag });
    if ('repo' in proof) return { repo: proof.repo, tags: await ofRepo(proof.repo.uid) };
    if (tag === undefined) throw this.unproven(org, image, proof);
    return this.requests.once(`choice:${org}/${image}:${tag}`, async () => {
      // The registry's newest build of the tag decides: one history window, usually.
      const [listings, walk] = await Promise.all([
        Promise.all(proof.pool.map((repo) => settle(ofRepo(repo.uid)))),
        settle(this.sources.newest(org, image, tag)),
      ]);
      const current: Settled<string | null> = walk.ok
        ? { ok: true, value: walk.value.kind === 'empty' ? null : walk.value.newest.digest }
        : walk;
      const choice = chooseRepo(
        { org, image, tag, current, group: this.group, words: this.words },
        proof.pool.map((repo, i) => ({ repo, tags: listings[i]! })),
      );
      if (!('error' in choice)) return choice;
      if (!proof.notRead) throw choice.error;
      throw new BrokenRule(
        'ORG_NOT_PROVEN',
        `${proof.notRead}, and it does not: ${choice.error.message}`,
        'GET /iam/v2/groups',
      );
    });
  }

  /** The repos that may be `<org>/<image>`: the proven one, else those the registry must decide between. */
  async ownCandidates(org: string, image: string): Promise<Repo[]> {
    const proof = await this.proof(org, image);
    return 'repo' in proof ? [proof.repo] : proof.pool;
  }

  /** Every visible repo of the name (the candidates for `<org>/<image>`). */
  candidates(org: string, image: string): Promise<Repo[]> {
    return this.requests.once(`repos:${org}/${image}`, async () => {
      const { platform } = await this.clients();
      return this.requests.run(UNLOCKS, () => platform.findRepos(org, image));
    });
  }

  private proof(org: string, image: string): Promise<Proof> {
    return this.requests.once(`owner:${org}/${image}`, () => this.proveOwner(org, image));
  }

  /** Without a tag to ask the registry, a pool is an error: the organization unread, or several repos. */
  private unproven(org: string, image: string, { pool, notRead }: { pool: Repo[]; notRead: string }) {
    return new BrokenRule(
      notRead ? 'ORG_NOT_PROVEN' : 'AMBIGUOUS_REPO',
      notRead
        ? `${notRead}, and no tag is given to ask it about`
        : `Set ${this.words.the('group')} to the uid of the group that holds ${org}/${image}: ${pool.length} repos of ${org} named "${image}" are visible to this token (${pool.map((r) => r.uid).join(', ')})`,
      'GET /iam/v2/groups',
    );
  }

  /**
   * Of the visible repos of the name, the one proven by its group's name; else the repos among
   * which the registry must decide: several of the organization, or (`notRead` saying why) those
   * whose organization could not be read. None of the organization's is ORG_MISMATCH.
   */
  private async proveOwner(org: string, image: string): Promise<Proof> {
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
    throw new BrokenRule(
      'ORG_MISMATCH',
      `Set ${this.words.the('group')} to the uid of the organization group that holds ${org}/${image}, or leave it empty: no repo of ${org}/${image} is visible to this token${scope}; the repos named "${image}" that are (${others.join('; ')}) belong to other organizations and never judge ${org}/${image}`,
      'GET /iam/v2/groups',
    );
  }

  /** The name of a group, read once per run (shared by every repo under it). */
  private groupName(uid: string): Promise<string> {
    return this.requests.once(`group:${uid}`, async () => {
      const { platform } = await this.clients();
      return (await this.requests.run(UNLOCKS, () => platform.group(uid))).name;
    });
  }
}

/** The organization's group of a uid: its first segment (uids are uid paths under their group). */
const organizationOf = (uid: string) => uid.split('/')[0]!;
