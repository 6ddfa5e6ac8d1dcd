// The benchmark scenario, shared by bench/run.ts and test/integration/bench-regression.test.ts: 200 image
// references over 40 repos of the emulator, several tags each, some pinned digests, one tag with
// 5 000 history records. Everything is made from a seed, so request counts are the same on
// every run; `workOf` says which requests the work needs at the least, and `floorMs` the
// shortest wall time those requests allow.

import { buildTargets } from '../src/check/targets';
import { chunkNames } from '../src/platform/advisories-batch';
import { MAX_CHANGES } from '../src/check/judge/package-changes';
import type { CheckTarget } from '../src/check/judge/assess';
import { PRIVATE_ORG, PUBLIC_ORG, startEmulator, type Emulator } from '../test/emulator/index';
import { prng } from '../test/emulator/store';
import { platformOf } from '../test/emulator/oci-content';
import { SPDX_PREDICATE } from '../test/emulator/signatures';

export const BENCH = {
  seed: 20_250,
  repos: 40,
  refsPerRepo: 5,
  /** Records of the one long tag history (more than four Tag History windows). */
  longHistory: 5_000,
  latencyMs: 100,
  concurrency: 16,
  /** Records per Tag History response (spec: Limits). */
  historyWindow: 1_000,
  /** Largest List page (spec: Limits). */
  maxPageSize: 200,
} as const;

export interface RepoSpec {
  org: string;
  image: string;
  tags: { name: string; builds: number; deprecated: boolean }[];
  advisories: number;
}

/** The catalog of the scenario: 40 repos, half in the public org, half in the private one. */
export function benchCatalog(longHistory: number = BENCH.longHistory): RepoSpec[] {
  const random = prng(BENCH.seed);
  const builds = () => 20 + Math.floor(random() * 130);
  return Array.from({ length: BENCH.repos }, (_, i) => ({
    org: i % 2 === 0 ? PUBLIC_ORG : PRIVATE_ORG,
    image: `bench-app-${String(i).padStart(2, '0')}`,
    tags: [
      { name: 'latest', builds: i === 0 ? longHistory : builds(), deprecated: false },
      { name: 'latest-dev', builds: builds(), deprecated: false },
      { name: '2.0', builds: builds(), deprecated: false },
      { name: '2.0-dev', builds: builds(), deprecated: false },
      { name: '1.9', builds: builds(), deprecated: false },
      { name: '1.8', builds: builds(), deprecated: true },
      { name: '1.7', builds: builds(), deprecated: true },
    ],
    advisories: i % 7,
  }));
}

/** Adds the catalog to an emulator started with `catalog: 'empty'`. */
export function seedBench(emu: Emulator, catalog: RepoSpec[]): void {
  const HOUR = 3_600_000;
  for (const repo of catalog) {
    emu.store.addRepo(repo.org, repo.image, `benchmark image ${repo.image}`);
    for (const tag of repo.tags) {
      // The long history is rebuilt every 2 hours, the others daily; deprecated tags stopped 90 days ago.
      const newest = tag.deprecated ? emu.store.now - 90 * 24 * HOUR : undefined;
      emu.store.addTag(`${repo.org}/${repo.image}`, {
        name: tag.name,
        deprecated: tag.deprecated,
        history: { count: tag.builds, newest, intervalMs: tag.builds > 1000 ? 2 * HOUR : 24 * HOUR },
      });
    }
    if (repo.advisories > 0) emu.store.addAdvisories(repo.image, repo.advisories);
  }
}

/**
 * Five references per repo: `latest`, `2.0`, `1.9`, a pinned digest (of `2.0` or, without a
 * tag, of `latest`) and one more: an end-of-life tag, `latest-dev` or `2.0-dev`.
 */
export function benchRefs(emu: Emulator, catalog: RepoSpec[]): string[] {
  const random = prng(BENCH.seed + 1);
  const refs: string[] = [];
  catalog.forEach((repo, i) => {
    const name = `${emu.registry}/${repo.org}/${repo.image}`;
    const back = (tag: string) => {
      const history = emu.store.history(`${repo.org}/${repo.image}`, tag)!;
      return history.at(-1 - Math.floor(random() * Math.min(45, history.length - 1)))!.digest;
    };
    refs.push(`${name}:latest`, `${name}:2.0`, `${name}:1.9`);
    refs.push(i % 2 === 0 ? `${name}:2.0@${back('2.0')}` : `${name}@${back('latest')}`);
    refs.push(i % 3 === 0 ? `${name}:1.8` : i % 3 === 1 ? `${name}:latest-dev` : `${name}:2.0-dev`);
  });
  return refs;
}

/** Requests one Tag History walk needs: each further window repeats its first record (`start` is inclusive). */
export function historyWindows(records: number): number {
  return records <= 0 ? 1 : 1 + Math.floor((records - 1) / (BENCH.historyWindow - 1));
}

export interface Work {
  /** Fewest requests, by kind. */
  requests: {
    repos: number;
    tags: number;
    advisories: number;
    token: number;
    history: number;
    eoltags: number;
    total: number;
  };
  /** Longest chain of dependent requests of any one reference. */
  chain: number;
  /** Distinct repos and tags the references need. */
  repos: number;
  tags: number;
}

/**
 * The distinct work: per repo one repo look-up, the tag listing's pages, the advisory query's
 * pages and one registry token; per tag the history windows. A reference's chains are
 * repo -> tag pages, token -> history windows, and the advisory pages.
 */
export function workOf(targets: readonly CheckTarget[], catalog: RepoSpec[]): Work {
  const repoOf = (t: CheckTarget) => catalog.find((r) => r.org === t.org && r.image === t.image)!;
  const pages = (n: number) => Math.max(1, Math.ceil(n / BENCH.maxPageSize));
  const repos = new Map<string, RepoSpec>();
  const tags = new Map<string, number>();
  let chain = 0;
  for (const t of targets) {
    const repo = repoOf(t);
    repos.set(`${t.org}/${t.image}`, repo);
    // A digest-only reference here is a build of `latest`: placing it reads `latest`'s history first.
    const tag = t.tag ?? 'latest';
    const builds = repo.tags.find((x) => x.name === tag)!.builds;
    tags.set(`${t.org}/${t.image}:${tag}`, historyWindows(builds));
    chain = Math.max(chain, 1 + pages(repo.tags.length), 1 + historyWindows(builds), pages(repo.advisories));
  }
  const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0);
  const requests = {
    repos: repos.size,
    tags: sum([...repos.values()].map((r) => pages(r.tags.length))),
    advisories: sum([...repos.values()].map((r) => pages(r.advisories))),
    token: repos.size,
    history: sum(tags.values()),
    // The model before issue 15 had no v1 end-of-life look-up (issue 14 added it).
    eoltags: 0,
    total: 0,
  };
  requests.total = requests.repos + requests.tags + requests.advisories + requests.token + requests.history;
  return { requests, chain, repos: repos.size, tags: tags.size };
}

/** The floor: the larger of the longest chain x latency and the fewest requests x latency / concurrency. */
export function floorMs(work: Work, latencyMs: number, concurrency: number): number {
  return Math.max(work.chain * latencyMs, (work.requests.total * latencyMs) / concurrency);
}

export interface BenchSetup {
  emu: Emulator;
  catalog: RepoSpec[];
  refs: string[];
  targets: CheckTarget[];
  /** Today's request model before issue 15 (a token and whole history per tag, one advisory query per image). */
  work: Work;
  /** The information the results need (issue 15): what the engine is held to. */
  information: InformationWork;
}

/** An emulator holding the scenario, its references, and the work they need. */
export async function startBench(options: { latencyMs?: number; longHistory?: number } = {}): Promise<BenchSetup> {
  const emu = await startEmulator({ seed: BENCH.seed, catalog: 'empty', latencyMs: 0 });
  const catalog = benchCatalog(options.longHistory);
  seedBench(emu, catalog);
  const refs = benchRefs(emu, catalog);
  const { targets } = buildTargets(refs, [], emu.registry);
  emu.setLatency(options.latencyMs ?? 0);
  return {
    emu,
    catalog,
    refs,
    targets,
    work: workOf(targets, catalog),
    information: informationWorkOf(targets, catalog, emu),
  };
}

/** Requests the emulator received, by kind. */
export function countRequests(emu: Emulator): Work['requests'] & {
  groups: number;
  vulns: number;
  policies: number;
  signatures: number;
  sboms: number;
  other: number;
} {
  const kinds = {
    repos: 0,
    groups: 0,
    tags: 0,
    advisories: 0,
    token: 0,
    history: 0,
    eoltags: 0,
    vulns: 0,
    policies: 0,
    signatures: 0,
    sboms: 0,
    other: 0,
    total: 0,
  };
  for (const r of emu.requests) {
    if (r.path === '/registry/v2/repos') kinds.repos++;
    else if (r.path.startsWith('/iam/v2/groups/')) kinds.groups++;
    else if (r.path === '/registry/v2/tags') kinds.tags++;
    else if (r.path === '/vulnerabilities/v2/advisories') kinds.advisories++;
    else if (r.path === '/token') kinds.token++;
    else if (/\/history\//.test(r.path)) kinds.history++;
    else if (r.path === '/registry/v1/eoltags') kinds.eoltags++;
    else if (r.path.startsWith('/registry/v1/vuln_reports')) kinds.vulns++;
    else if (r.path.startsWith('/policies/v1/') || r.path.endsWith(':checkPolicies')) kinds.policies++;
    else if (r.path.startsWith('/iam/v2/accountAssociations/')) kinds.signatures++;
    else if (/^\/v2\/.+\/(manifests|blobs|referrers)\//.test(r.path)) kinds[ociKind(emu, r.path)]++;
    else kinds.other++;
    kinds.total++;
  }
  return kinds;
}

/**
 * Whether an OCI read served a signature or an SBOM: `.sig`/`.att` tags by name, a platform
 * image's referrers and a build's index (read to reach its platform) for the SBOM, a blob by
 * the statement it carries (a simplesigning payload or a signing statement is a signature's).
 */
function ociKind(emu: Emulator, path: string): 'signatures' | 'sboms' {
  const [, kind, ref] = /\/(manifests|blobs|referrers)\/([^/]+)$/.exec(path)!;
  const name = decodeURIComponent(ref!);
  if (name.endsWith('.sig')) return 'signatures';
  if (name.endsWith('.att')) return 'sboms';
  if (kind === 'referrers') return platformOf(name) ? 'sboms' : 'signatures';
  if (kind === 'manifests') {
    const artifact = emu.signatures.manifests.get(name);
    if (!artifact) return 'sboms';
    const { annotations } = JSON.parse(artifact.bytes.toString('utf8')) as { annotations?: Record<string, string> };
    return annotations?.['dev.sigstore.bundle.predicateType'] === SPDX_PREDICATE ? 'sboms' : 'signatures';
  }
  const bytes = emu.signatures.blobs.get(name);
  if (!bytes) return 'signatures';
  const json = JSON.parse(bytes.toString('utf8')) as { payload?: string; dsseEnvelope?: { payload?: string } };
  const payload = json.payload ?? json.dsseEnvelope?.payload;
  if (payload === undefined) return 'signatures';
  const statement = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as { predicateType?: string };
  return statement.predicateType === SPDX_PREDICATE ? 'sboms' : 'signatures';
}

// ---- the monorepo scenario (issue 15) ---------------------------------------------------------
// 1 000 references over 200 repos, a fifth of them pinned (8 pins 1 500 to 1 800 builds behind),
// one repo with 5 000 tags, 0 to 6 advisories per image. Its floor is computed from the
// information the results need (`informationWorkOf`), beside the request model of today's
// engine (`workOf`).

export const MONOREPO = {
  seed: 20_251,
  repos: 200,
  refsPerRepo: 5,
  /** Tags of the one big repo (repo 0): 25 List pages. */
  bigRepoTags: 5_000,
  /** Every 25th repo's `latest` is rebuilt every 2 hours and has this many builds; its pin is 1 500+ behind. */
  longHistory: 2_500,
  longEvery: 25,
} as const;

/** The monorepo catalog: 200 repos, half in each org; repo 0 holds 5 000 tags. */
export function benchCatalogMonorepo(): RepoSpec[] {
  const random = prng(MONOREPO.seed);
  const builds = () => 20 + Math.floor(random() * 130);
  return Array.from({ length: MONOREPO.repos }, (_, i) => {
    const tags = [
      { name: 'latest', builds: i % MONOREPO.longEvery === 0 ? MONOREPO.longHistory : builds(), deprecated: false },
      { name: 'latest-dev', builds: builds(), deprecated: false },
      { name: '2.0', builds: builds(), deprecated: false },
      { name: '2.0-dev', builds: builds(), deprecated: false },
      { name: '1.9', builds: builds(), deprecated: false },
      { name: '1.8', builds: builds(), deprecated: true },
      { name: '1.7', builds: builds(), deprecated: true },
    ];
    // The big repo's other tags: one build each (a listing of 5 000, few of them referenced).
    if (i === 0)
      for (let n = tags.length; n < MONOREPO.bigRepoTags; n++)
        tags.push({ name: `0.${n}`, builds: 1, deprecated: false });
    return {
      org: i % 2 === 0 ? PUBLIC_ORG : PRIVATE_ORG,
      image: `bench-mono-${String(i).padStart(3, '0')}`,
      tags,
      advisories: i % 7,
    };
  });
}

/**
 * Five references per repo, as `benchRefs`: `latest`, `2.0`, `1.9`, a pinned digest, one more.
 * The pin of a long-history repo is 1 500 to 1 800 builds behind (of `latest`); the others up
 * to 45 builds behind.
 */
export function benchRefsMonorepo(emu: Emulator, catalog: RepoSpec[]): string[] {
  const random = prng(MONOREPO.seed + 1);
  const refs: string[] = [];
  catalog.forEach((repo, i) => {
    const name = `${emu.registry}/${repo.org}/${repo.image}`;
    const history = (tag: string) => emu.store.history(`${repo.org}/${repo.image}`, tag)!;
    const back = (tag: string, most: number, least = 0) => {
      const h = history(tag);
      return h.at(-1 - least - Math.floor(random() * Math.min(most - least, h.length - 1 - least)))!.digest;
    };
    refs.push(`${name}:latest`, `${name}:2.0`, `${name}:1.9`);
    if (i % MONOREPO.longEvery === 0) refs.push(`${name}@${back('latest', 1_800, 1_500)}`);
    else refs.push(i % 2 === 0 ? `${name}:2.0@${back('2.0', 45)}` : `${name}@${back('latest', 45)}`);
    refs.push(i % 3 === 0 ? `${name}:1.8` : i % 3 === 1 ? `${name}:latest-dev` : `${name}:2.0-dev`);
  });
  return refs;
}

/**
 * 5 000 distinct references over the monorepo catalog, for the memory probe: per repo its 7 tags
 * and 18 pins (of `latest`, `2.0` and `1.9`, 0 to 5 builds behind).
 */
export function benchRefsMonorepo5000(emu: Emulator, catalog: RepoSpec[]): string[] {
  const refs: string[] = [];
  for (const repo of catalog) {
    const name = `${emu.registry}/${repo.org}/${repo.image}`;
    for (const tag of repo.tags.slice(0, 7)) refs.push(`${name}:${tag.name}`);
    for (const tag of ['latest', '2.0', '1.9']) {
      const h = emu.store.history(`${repo.org}/${repo.image}`, tag)!;
      for (let k = 0; k < 6; k++) refs.push(`${name}:${tag}@${h.at(-1 - k)!.digest}`);
    }
  }
  return refs;
}

export interface InformationWork {
  requests: {
    repos: number;
    /** Organization groups read (IAM v2 GetGroup): one per organization, the proof of whose repo it is. */
    groups: number;
    tags: number;
    advisories: number;
    token: number;
    history: number;
    eoltags: number;
    /** v1 vulnerability reports (issue 23): a count report per image and tag in use, a report per pinned digest behind its tag and per current digest of such a tag. */
    vulns: number;
    /** The registry's pull-time policies (issues 42, 53): the overrides' listing, and the check of each distinct digest in use (the authority, asked whatever a listing says). */
    policies: number;
    /** Signatures (issue 50): per digest verified (each in use, each move's target) its referrers, its `.sig` manifest and the payload; an organization's account association once. */
    signatures: number;
    /** SBOMs (issue 51): per side of each change described (at most MAX_CHANGES) its index, its platform's referrers, `.att` manifest and attestation. */
    sboms: number;
    total: number;
  };
  /** Digests whose signature is verified, and digest changes described by their packages. */
  verified: number;
  described: number;
  /** Longest chain of dependent requests: repo -> tag page 1 -> the other pages; repo -> end-of-life tags; token -> windows; advisory page 1 -> the others. */
  chain: number;
  repos: number;
  pinned: number;
  /** Advisory query chunks (URL-length bound) and their pages. */
  advisoryChunks: number;
}

/**
 * The fewest requests the results need (issue 15), in the real service's model (issue 22: the
 * vendor's protos): per repo one look-up, and its tags either by the listing's pages or one
 * request per referenced tag name or digest-only reference (the `name` and `digest` filters),
 * whichever is fewer; the whole listing where a suggestion needs it (a referenced end-of-life
 * tag's siblings) or a digest-only reference is no tag's current build (its placement names the
 * tags whose histories to read); the pages of one combined advisory query (in chunks within ADVISORY_URL_BOUND); per
 * image with a pinned reference one registry token, and per pin the Tag History windows between
 * the pin and now: ceil((builds behind + 1) / 1 000); and per repo its v1 end-of-life tags (issue
 * 14: the dates and the warning ahead of time, which no v2 answer carries). Issue 22: per
 * organization its group, read once (a repo is judged only once its group's name proves it the
 * reference's organization's); no token request, the identity token being Tag History's Bearer.
 * Issue 42: the registry's policies' overrides, one listing; issue 53: the check asked once per
 * distinct digest in use (the scenario binds no policy, but only the check may say so).
 * Issue 50: each digest in use and each move's target verified once: the referrers (looked at
 * first, as cosign 3 does; empty in the tag scheme the scenario's vendor uses), the `.sig`
 * manifest and its payload; an organization's signers from its account association, once.
 * Issue 51: each change described (the first MAX_CHANGES, in the results' order), both sides:
 * the index (to the platform image), that image's referrers, its `.att` manifest, the attestation.
 */
export function informationWorkOf(
  targets: readonly CheckTarget[],
  catalog: RepoSpec[],
  emu: Emulator,
): InformationWork {
  const pages = (n: number) => Math.max(1, Math.ceil(n / BENCH.maxPageSize));
  const depth = (n: number) => (pages(n) > 1 ? 2 : 1);
  const repoOf = (t: CheckTarget) => catalog.find((r) => r.org === t.org && r.image === t.image)!;
  const repos = new Map<string, RepoSpec>();
  const pins = new Map<string, number>();
  // Tags asked for counts, digests asked for reports, digests in use.
  const [countTags, reportDigests, inUse] = [new Set<string>(), new Set<string>(), new Set<string>()];
  // Digest changes (a pin behind its tag's current build), in the results' order: [repo, from, to].
  const changes = new Map<string, [string, string, string]>();
  // Per repo: the distinct look-ups (tag names, digest-only digests) and whether the whole listing is needed.
  const lookups = new Map<string, Set<string>>();
  const wholeListing = new Set<string>();
  for (const t of targets) {
    const key = `${t.org}/${t.image}`;
    const repo = repoOf(t);
    if (!lookups.has(key)) lookups.set(key, new Set());
    lookups.get(key)!.add(t.tag ?? `@${t.pinnedDigest}`);
    const current = (name: string) => emu.store.findTag(key, name)?.digest;
    if (t.tag !== null && repo.tags.find((x) => x.name === t.tag)?.deprecated) wholeListing.add(key);
    if (t.tag === null && !repo.tags.some((x) => current(x.name) === t.pinnedDigest)) wholeListing.add(key);
  }
  const tagRequests = (key: string, repo: RepoSpec) =>
    wholeListing.has(key) ? pages(repo.tags.length) : Math.min(pages(repo.tags.length), lookups.get(key)!.size);
  let chain = 0;
  for (const t of targets) {
    const repo = repoOf(t);
    const key = `${t.org}/${t.image}`;
    repos.set(key, repo);
    chain = Math.max(chain, 1 + (tagRequests(key, repo) > 1 && wholeListing.has(key) ? depth(repo.tags.length) : 1));
    const current = emu.store.findTag(key, t.tag ?? 'latest')!.digest;
    inUse.add(`${key}@${t.pinnedDigest ?? current}`);
    if (t.pinnedDigest && t.pinnedDigest !== current) {
      reportDigests.add(t.pinnedDigest).add(current);
      changes.set(`${key}@${t.pinnedDigest}>${current}`, [key, t.pinnedDigest, current]);
    } else countTags.add(`${t.image}:${t.tag ?? 'latest'}`);
    if (!t.pinnedDigest) continue;
    // A digest-only reference here is a build of `latest` (placed by walking `latest` back to it).
    const history = emu.store.history(`${t.org}/${t.image}`, t.tag ?? 'latest')!;
    const behind = history.length - 1 - history.findIndex((r) => r.digest === t.pinnedDigest);
    const windows = Math.ceil((behind + 1) / BENCH.historyWindow);
    pins.set(`${t.org}/${t.image}:${t.tag}@${t.pinnedDigest}`, windows);
    chain = Math.max(chain, 1 + windows);
  }
  const images = [...new Set([...repos.values()].map((r) => r.image))];
  const orgs = new Set([...repos.values()].map((r) => r.org));
  const chunks = chunkNames(emu.url, images);
  const advisoryPages = chunks.map((chunk) =>
    pages(chunk.reduce((n, image) => n + emu.store.advisoriesOf(image).length, 0)),
  );
  for (const p of advisoryPages) chain = Math.max(chain, p > 1 ? 2 : 1);
  const provenance = provenanceWork(inUse, [...changes.values()], [...repos.values()]);
  chain = Math.max(chain, provenance.chain);
  const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0);
  const requests = {
    repos: repos.size,
    groups: orgs.size,
    tags: sum([...repos.entries()].map(([key, r]) => tagRequests(key, r))),
    advisories: sum(advisoryPages),
    token: 0,
    history: sum(pins.values()),
    eoltags: repos.size,
    vulns: countTags.size + reportDigests.size,
    policies: 1 + inUse.size,
    signatures: provenance.signatures,
    sboms: provenance.sboms,
    total: 0,
  };
  requests.total = sum(Object.values(requests));
  return {
    requests,
    chain,
    repos: repos.size,
    pinned: pins.size,
    advisoryChunks: chunks.length,
    verified: provenance.verified,
    described: provenance.described,
  };
}

/**
 * The signatures' and SBOMs' reads (issues 50, 51) of the digests in use and the changes
 * ([repo, from, to], in the results' order): a change's target is its tag's current build
 * (every build is signed here), verified once whether in use or not.
 */
function provenanceWork(inUse: ReadonlySet<string>, changes: readonly [string, string, string][], repos: RepoSpec[]) {
  const verified = new Set(inUse);
  for (const [key, , to] of changes) verified.add(`${key}@${to}`);
  const sides = new Set(changes.slice(0, MAX_CHANGES).flatMap(([key, from, to]) => [`${key}@${from}`, `${key}@${to}`]));
  const privateOrgs = new Set(repos.filter((r) => r.org !== PUBLIC_ORG).map((r) => r.org));
  // The digest is known from the tag listing (2 deep); its signature is 3 more; the move's target
  // is chosen by its verdict, then its SBOM is 4 more.
  const chain = sides.size > 0 ? 2 + 3 + 4 : verified.size > 0 ? 2 + 3 : 0;
  return {
    signatures: 3 * verified.size + privateOrgs.size,
    sboms: 4 * sides.size,
    verified: verified.size,
    described: Math.min(MAX_CHANGES, changes.length),
    chain,
  };
}

export type MonorepoSetup = BenchSetup;

/** An emulator holding the monorepo scenario, its 1 000 references, and both floors' work. */
export async function startMonorepoBench(options: { latencyMs?: number } = {}): Promise<MonorepoSetup> {
  const emu = await startEmulator({ seed: MONOREPO.seed, catalog: 'empty', latencyMs: 0 });
  const catalog = benchCatalogMonorepo();
  seedBench(emu, catalog);
  const refs = benchRefsMonorepo(emu, catalog);
  const { targets } = buildTargets(refs, [], emu.registry);
  emu.setLatency(options.latencyMs ?? 0);
  return {
    emu,
    catalog,
    refs,
    targets,
    work: workOf(targets, catalog),
    information: informationWorkOf(targets, catalog, emu),
  };
}

/** An emulator holding one public repo whose `latest` has `records` builds (2 hours apart). */
export async function startLongHistory(records: number): Promise<{ emu: Emulator; ref: string; pinnedRef: string }> {
  const emu = await startEmulator({ seed: BENCH.seed, catalog: 'empty', latencyMs: 0 });
  const catalog: RepoSpec[] = [
    {
      org: PUBLIC_ORG,
      image: 'bench-long',
      tags: [{ name: 'latest', builds: records, deprecated: false }],
      advisories: 2,
    },
  ];
  seedBench(emu, catalog);
  const oldest = emu.store.history(`${PUBLIC_ORG}/bench-long`, 'latest')![0]!.digest;
  const name = `${emu.registry}/${PUBLIC_ORG}/bench-long`;
  return { emu, ref: `${name}:latest`, pinnedRef: `${name}:latest@${oldest}` };
}
