import { digestOf, rememberedBuild } from './oci-content';

export { digestOf } from './oci-content';

// The emulator's data: groups (orgs and subgroups), repos, tags with their build histories,
// advisories, identities, roles and role bindings. Everything is deterministic from a seed: uids
// come from a seeded generator, build numbers from a counter (a build's digest is the SHA-256 of
// its index manifest: ./oci-content.ts), times from an anchor (`now`).
//
// Uids are uid paths as the Platform API uses them: a root group is 40 hex digits, every child
// (subgroup, repo, identity, role binding) is `<parent uid>/<16 hex>`, a tag `<repo uid>/<16 hex>`.

export interface HistoryRecord {
  updateTimestamp: string;
  digest: string;
}

export interface Group {
  uid: string;
  name: string;
  description: string;
  /** Parent group uid; null for an organization (root group). */
  parent: string | null;
  createTime: string;
  updateTime: string;
  seq: number;
}

export interface Repo {
  uid: string;
  name: string;
  description: string;
  /** Uid of the group that holds the repo. */
  group: string;
  createTime: string;
  updateTime: string;
  seq: number;
}

export interface Advisory {
  uid: string;
  advisoryId: string;
  artifactName: string;
  aliases: string[];
  createTime: string;
  updateTime: string;
  seq: number;
}

/** identities.proto's ClaimMatch: oneofs iss, sub and aud (exact or pattern), and custom claims. */
export interface ClaimMatch {
  issuer?: string;
  issuerPattern?: string;
  subject?: string;
  subjectPattern?: string;
  audience?: string;
  audiencePattern?: string;
  claims?: Record<string, string>;
  claimPatterns?: Record<string, string>;
}

export interface Identity {
  uid: string;
  name: string;
  description: string;
  /** The vendor's oneof: `subject` (exact) or `subjectPattern` (a regular expression), never both. */
  claimMatch: ClaimMatch;
  /** Uid of the group the identity was created under. */
  group: string;
  createTime: string;
  updateTime: string;
  lastSeenTime: string;
  seq: number;
}

export interface Role {
  uid: string;
  name: string;
  description: string;
  createTime: string;
  updateTime: string;
  seq: number;
}

export interface Binding {
  uid: string;
  identityUid: string;
  groupUid: string;
  roleUid: string;
  createTime: string;
  seq: number;
}

/** How a tag's history is made when only a number of builds is given. */
export interface GeneratedHistory {
  count: number;
  /** Time of the newest build (default: a few hours before the store's `now`). */
  newest?: string | number | Date;
  /** Time between builds (default 24 h); each build is moved by a seeded jitter below a quarter of it. */
  intervalMs?: number;
}

export interface NewTag {
  name: string;
  deprecated?: boolean;
  /** The records (any order; kept oldest first), a number of builds, or a generation spec. Default: 1 build. */
  history?: HistoryRecord[] | number | GeneratedHistory;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Seeded 32-bit generator (mulberry32): small, fast, good enough for test data. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A 32-bit hash of integers, for per-record jitter without keeping generator state. */
function mix(...values: number[]): number {
  let h = 0x811c9dc5;
  for (const v of values) {
    h = Math.imul(h ^ (v >>> 0), 0x01000193);
    h = Math.imul(h ^ (h >>> 13), 0x5bd1e995);
    h ^= h >>> 15;
  }
  return (h >>> 0) / 4_294_967_296;
}

export const iso = (ms: number) => new Date(ms).toISOString();
const toMs = (t: string | number | Date) =>
  t instanceof Date ? t.getTime() : typeof t === 'number' ? t : Date.parse(t);

/**
 * A tag. `history` is made on first use (a 2000-build history costs nothing until asked for);
 * `digest` and `updateTime` always follow the newest record.
 */
export class Tag {
  readonly uid: string;
  readonly repoUid: string;
  name: string;
  deprecated: boolean;
  readonly seq: number;
  private records?: HistoryRecord[];
  private generated?: { count: number; newestMs: number; intervalMs: number; digestBase: number; salt: number };
  private readonly fallbackDigest: string;

  constructor(init: {
    uid: string;
    repoUid: string;
    name: string;
    deprecated: boolean;
    seq: number;
    records?: HistoryRecord[];
    generated?: { count: number; newestMs: number; intervalMs: number; digestBase: number; salt: number };
    fallbackDigest: string;
  }) {
    this.uid = init.uid;
    this.repoUid = init.repoUid;
    this.name = init.name;
    this.deprecated = init.deprecated;
    this.seq = init.seq;
    this.records = init.records ? sortRecords(init.records) : undefined;
    this.generated = init.generated;
    this.fallbackDigest = init.fallbackDigest;
  }

  /** Oldest first. The array is the store's own: push through `Store.addBuild` to keep it ordered. */
  get history(): HistoryRecord[] {
    if (!this.records) {
      const g = this.generated!;
      this.records = Array.from({ length: g.count }, (_, i) => ({
        updateTimestamp: iso(this.timeOf(i)),
        digest: digestOf(g.digestBase + i),
      }));
      this.generated = undefined;
    }
    return this.records;
  }

  get historyLength(): number {
    return this.records ? this.records.length : this.generated!.count;
  }

  get digest(): string {
    if (this.records) return this.records[this.records.length - 1]?.digest ?? this.fallbackDigest;
    const g = this.generated!;
    return g.count > 0 ? digestOf(g.digestBase + g.count - 1) : this.fallbackDigest;
  }

  /** Time of the newest build. */
  get updateTime(): string {
    if (this.records) return this.records[this.records.length - 1]?.updateTimestamp ?? iso(0);
    return iso(this.generated!.count > 0 ? this.timeOf(this.generated!.count - 1) : this.generated!.newestMs);
  }

  /** Time of the oldest build. */
  get createTime(): string {
    if (this.records) return this.records[0]?.updateTimestamp ?? iso(0);
    return iso(this.generated!.count > 0 ? this.timeOf(0) : this.generated!.newestMs);
  }

  /** Record i's time: evenly spaced back from the newest, moved by less than a quarter interval, so strictly increasing. */
  private timeOf(i: number): number {
    const g = this.generated!;
    if (i === g.count - 1) return g.newestMs;
    const jitter = (mix(g.salt, i) - 0.5) * 0.45 * g.intervalMs;
    return Math.round((g.newestMs - (g.count - 1 - i) * g.intervalMs + jitter) / 1000) * 1000;
  }
}

function sortRecords(records: HistoryRecord[]): HistoryRecord[] {
  return records
    .map((r, i) => ({ r, i }))
    .sort((a, b) => Date.parse(a.r.updateTimestamp) - Date.parse(b.r.updateTimestamp) || a.i - b.i)
    .map(({ r }) => r);
}

export interface StoreOptions {
  seed: number;
  /** Anchor of the seeded times: the newest builds are a few hours before it. */
  now: number;
}

/**
 * The tags, indexed by repo as well: a scan of every tag of the store per request held the
 * emulator's event loop for milliseconds, which a run's timings then counted as service latency.
 */
export class TagTable extends Map<string, Tag> {
  private readonly byRepo = new Map<string, Map<string, Tag>>();
  private readonly sortedByRepo = new Map<string, Tag[]>();

  override set(uid: string, tag: Tag): this {
    this.delete(uid);
    super.set(uid, tag);
    this.sortedByRepo.delete(tag.repoUid);
    const mine = this.byRepo.get(tag.repoUid) ?? new Map<string, Tag>();
    this.byRepo.set(tag.repoUid, mine.set(uid, tag));
    return this;
  }

  override delete(uid: string): boolean {
    const tag = this.get(uid);
    if (tag) {
      this.byRepo.get(tag.repoUid)?.delete(uid);
      this.sortedByRepo.delete(tag.repoUid);
    }
    return super.delete(uid);
  }

  override clear(): void {
    this.byRepo.clear();
    this.sortedByRepo.clear();
    super.clear();
  }

  /** A repo's tags by uid (the listing's default order), sorted again only after the repo's tags change. */
  ofRepoByUid(repoUid: string): readonly Tag[] {
    let sorted = this.sortedByRepo.get(repoUid);
    if (!sorted) {
      sorted = this.ofRepo(repoUid).sort((a, b) => (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : a.seq - b.seq));
      this.sortedByRepo.set(repoUid, sorted);
    }
    return sorted;
  }

  /** A repo's tags, in creation order. */
  ofRepo(repoUid: string): Tag[] {
    return [...(this.byRepo.get(repoUid)?.values() ?? [])];
  }

  /** A repo's tag by name, without copying the repo's tags. */
  named(repoUid: string, name: string): Tag | undefined {
    for (const tag of this.byRepo.get(repoUid)?.values() ?? []) if (tag.name === name) return tag;
    return undefined;
  }
}

/** The mutable data of one emulator. Tests add to it with the helpers below. */
export class EmulatorStore {
  readonly seed: number;
  /** Anchor of the seeded data's times (ms). */
  readonly now: number;
  readonly groups = new Map<string, Group>();
  readonly repos = new Map<string, Repo>();
  readonly tags = new TagTable();
  readonly advisories = new Map<string, Advisory>();
  readonly identities = new Map<string, Identity>();
  readonly roles = new Map<string, Role>();
  readonly bindings = new Map<string, Binding>();

  private readonly rng: () => number;
  private digestCounter = 0;
  private seqCounter = 0;

  constructor(options: StoreOptions) {
    this.seed = options.seed;
    this.now = options.now;
    this.rng = prng(options.seed * 2_654_435_761 + 1);
  }

  // ---- generators ----------------------------------------------------------------------------

  /** `n` hex digits from the seeded generator. */
  hex(n: number): string {
    let out = '';
    while (out.length < n)
      out += Math.floor(this.rng() * 4_294_967_296)
        .toString(16)
        .padStart(8, '0');
    return out.slice(0, n);
  }

  /** A seeded number in [0, 1). */
  random(): number {
    return this.rng();
  }

  /** A fresh build number for `digestOf`: unique within this store, different per seed. */
  nextDigestNumber(count = 1): number {
    const n = this.seed * 1_000_000_000 + this.digestCounter;
    this.digestCounter += count;
    return n;
  }

  nextSeq(): number {
    return ++this.seqCounter;
  }

  /**
   * The build number of an index digest: recently made ones are remembered (./oci-content.ts);
   * else every number this store handed out is tried once more. Undefined: no build of this store
   * (a test's own digest, or a platform manifest's).
   */
  buildOf(digest: string): number | undefined {
    const known = rememberedBuild(digest);
    if (known !== undefined) return known;
    const first = this.seed * 1_000_000_000;
    for (let n = first; n < first + this.digestCounter; n++) if (digestOf(n) === digest) return n;
    return undefined;
  }

  // ---- groups --------------------------------------------------------------------------------

  /** An organization (parent null) or a subgroup. `parent` is a group uid or an organization name. */
  addGroup(parent: string | null, name: string, description = '', rootUid?: string): Group {
    const parentUid = parent === null ? null : this.groupUid(parent);
    // `rootUid`: an organization's uid as given (uids are opaque; a real service's need not be hex).
    const uid = parentUid === null ? (rootUid ?? this.hex(40)) : `${parentUid}/${this.hex(16)}`;
    const t = iso(this.now - 400 * DAY);
    const group: Group = {
      uid,
      name,
      description,
      parent: parentUid,
      createTime: t,
      updateTime: t,
      seq: this.nextSeq(),
    };
    this.groups.set(uid, group);
    return group;
  }

  /** A group by uid or, for organizations, by name. */
  findGroup(ref: string): Group | undefined {
    return this.groups.get(ref) ?? [...this.groups.values()].find((g) => g.parent === null && g.name === ref);
  }

  /** A group's uid by uid or organization name. */
  groupUid(ref: string): string {
    const group = this.findGroup(ref);
    if (!group) throw new Error(`emulator store: no group ${ref}`);
    return group.uid;
  }

  /** The organization (root group) a uid belongs to. */
  orgOf(uid: string): Group | undefined {
    return this.groups.get(uid.split('/')[0]!);
  }

  /** Everything whose uid is a direct child of the group. */
  childrenOf(groupUid: string): { kind: string; uid: string }[] {
    const isChild = (uid: string) => uid.slice(0, uid.lastIndexOf('/')) === groupUid;
    const out: { kind: string; uid: string }[] = [];
    for (const g of this.groups.values()) if (g.parent === groupUid) out.push({ kind: 'Group', uid: g.uid });
    for (const r of this.repos.values()) if (r.group === groupUid) out.push({ kind: 'Repo', uid: r.uid });
    for (const i of this.identities.values()) if (isChild(i.uid)) out.push({ kind: 'Identity', uid: i.uid });
    for (const b of this.bindings.values()) if (b.groupUid === groupUid) out.push({ kind: 'RoleBinding', uid: b.uid });
    return out;
  }

  // ---- repos and tags ------------------------------------------------------------------------

  /** A repo in a group (uid or organization name). */
  addRepo(group: string, name: string, description = ''): Repo {
    const groupUid = this.groupUid(group);
    const t = iso(this.now - 365 * DAY + Math.floor(this.rng() * 30 * 86_400) * 1000);
    const repo: Repo = {
      uid: `${groupUid}/${this.hex(16)}`,
      name,
      description,
      group: groupUid,
      createTime: t,
      updateTime: t,
      seq: this.nextSeq(),
    };
    this.repos.set(repo.uid, repo);
    return repo;
  }

  /**
   * A repo by uid, by `<org>/<name>`, or by name alone (the first one added; names can repeat
   * across groups).
   */
  findRepo(ref: string): Repo | undefined {
    const byUid = this.repos.get(ref);
    if (byUid) return byUid;
    const repos = [...this.repos.values()];
    const slash = ref.indexOf('/');
    if (slash > 0) {
      const org = ref.slice(0, slash);
      const name = ref.slice(slash + 1);
      const match = repos.find((r) => r.name === name && this.orgOf(r.uid)?.name === org);
      if (match) return match;
    }
    return repos.find((r) => r.name === ref);
  }

  private repoOf(ref: string): Repo {
    const repo = this.findRepo(ref);
    if (!repo) throw new Error(`emulator store: no repo ${ref}`);
    return repo;
  }

  /** A tag of a repo (uid, `<org>/<name>` or name); tag.digest is always its newest build's digest. */
  addTag(repo: string, tag: NewTag): Tag {
    const owner = this.repoOf(repo);
    const spec = tag.history ?? 1;
    const init = {
      uid: `${owner.uid}/${this.hex(16)}`,
      repoUid: owner.uid,
      name: tag.name,
      deprecated: tag.deprecated ?? false,
      seq: this.nextSeq(),
      fallbackDigest: digestOf(this.nextDigestNumber()),
    };
    let made: Tag;
    if (Array.isArray(spec)) {
      made = new Tag({ ...init, records: spec.map((r) => ({ ...r })) });
    } else {
      const g: GeneratedHistory = typeof spec === 'number' ? { count: spec } : spec;
      const newestMs = g.newest !== undefined ? toMs(g.newest) : this.now - HOUR - Math.floor(this.rng() * 20 * HOUR);
      made = new Tag({
        ...init,
        generated: {
          count: g.count,
          newestMs,
          intervalMs: g.intervalMs ?? DAY,
          digestBase: this.nextDigestNumber(g.count),
          salt: Math.floor(this.rng() * 4_294_967_296),
        },
      });
    }
    this.tags.set(made.uid, made);
    return made;
  }

  /** The tags of a repo, in creation order. */
  tagsOf(repoUid: string): Tag[] {
    return this.tags.ofRepo(repoUid);
  }

  /** A tag by `<org>/<image>` (or repo uid or name) and tag name. */
  findTag(repo: string, name: string): Tag | undefined {
    const owner = this.findRepo(repo);
    return owner ? this.tags.named(owner.uid, name) : undefined;
  }

  /** The build history of `<org>/<image>:<tag>`, oldest first, or undefined. */
  history(repo: string, tag: string): HistoryRecord[] | undefined {
    return this.findTag(repo, tag)?.history;
  }

  /** A new build of a tag: a fresh digest at `at` (default: now); the tag's digest moves to it. */
  addBuild(repo: string, tag: string, at: string | number | Date = Date.now()): HistoryRecord {
    const found = this.findTag(repo, tag);
    if (!found) throw new Error(`emulator store: no tag ${repo}:${tag}`);
    const record = { updateTimestamp: iso(toMs(at)), digest: digestOf(this.nextDigestNumber()) };
    const history = found.history;
    history.push(record);
    history.splice(0, history.length, ...sortRecords(history));
    return record;
  }

  // ---- advisories ----------------------------------------------------------------------------

  /** `n` advisories for an image (artifact) name, with seeded CGA ids and CVE aliases. */
  addAdvisories(image: string, n: number): Advisory[] {
    const out: Advisory[] = [];
    const alphabet = '23456789abcdefghjkmnpqrstuvwxyz';
    const part = () => Array.from({ length: 4 }, () => alphabet[Math.floor(this.rng() * alphabet.length)]).join('');
    for (let i = 0; i < n; i++) {
      const created = this.now - Math.floor(this.rng() * 300 * DAY) - DAY;
      const advisory: Advisory = {
        uid: this.hex(32),
        advisoryId: `CGA-${part()}-${part()}-${part()}`,
        artifactName: image,
        aliases: [`CVE-${2021 + Math.floor(this.rng() * 5)}-${10_000 + Math.floor(this.rng() * 89_999)}`],
        createTime: iso(Math.round(created / 1000) * 1000),
        updateTime: iso(Math.round((created + Math.floor(this.rng() * 20 * DAY)) / 1000) * 1000),
        seq: this.nextSeq(),
      };
      this.advisories.set(advisory.uid, advisory);
      out.push(advisory);
    }
    return out;
  }

  advisoriesOf(image: string): Advisory[] {
    return [...this.advisories.values()].filter((a) => a.artifactName === image);
  }

  // ---- IAM -----------------------------------------------------------------------------------

  addRole(name: string, description = ''): Role {
    const t = iso(this.now - 500 * DAY);
    const role: Role = { uid: this.hex(40), name, description, createTime: t, updateTime: t, seq: this.nextSeq() };
    this.roles.set(role.uid, role);
    return role;
  }

  findRole(ref: string): Role | undefined {
    return this.roles.get(ref) ?? [...this.roles.values()].find((r) => r.name === ref);
  }

  addIdentity(
    group: string,
    init: { name: string; description?: string; claimMatch: ClaimMatch },
    at: number = Date.now(),
  ): Identity {
    const groupUid = this.groupUid(group);
    const t = iso(at);
    const identity: Identity = {
      uid: `${groupUid}/${this.hex(16)}`,
      name: init.name,
      description: init.description ?? '',
      claimMatch: { ...init.claimMatch },
      group: groupUid,
      createTime: t,
      updateTime: t,
      lastSeenTime: t,
      seq: this.nextSeq(),
    };
    this.identities.set(identity.uid, identity);
    return identity;
  }

  findIdentity(ref: string): Identity | undefined {
    return this.identities.get(ref) ?? [...this.identities.values()].find((i) => i.name === ref);
  }

  /** Binds a role (uid or name) to an identity on a group (uid or organization name). */
  addBinding(group: string, identityUid: string, role: string, at: number = Date.now()): Binding {
    const groupUid = this.groupUid(group);
    const roleUid = this.findRole(role)?.uid;
    if (!roleUid) throw new Error(`emulator store: no role ${role}`);
    if (!this.identities.has(identityUid)) throw new Error(`emulator store: no identity ${identityUid}`);
    const binding: Binding = {
      uid: `${groupUid}/${this.hex(16)}`,
      identityUid,
      groupUid,
      roleUid,
      createTime: iso(at),
      seq: this.nextSeq(),
    };
    this.bindings.set(binding.uid, binding);
    return binding;
  }
}
