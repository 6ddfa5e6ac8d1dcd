// The benchmark scenario, shared by bench/run.ts and test/integration/bench-regression.test.ts: 200 image
// references over 40 repos of the emulator, several tags each, some pinned digests, one tag with
// 5 000 history records. Everything is made from a seed, so request counts are the same on
// every run; `workOf` says which requests the work needs at the least, and `floorMs` the
// shortest wall time those requests allow.

import { buildTargets } from '../src/check/targets';
import type { CheckTarget } from '../src/check/assess';
import { PRIVATE_ORG, PUBLIC_ORG, startEmulator, type Emulator } from '../test/emulator/index';
import { prng } from '../test/emulator/store';

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
      emu.store.addTag(`${repo.org}/${repo.image}`, { name: tag.name, deprecated: tag.deprecated, history: { count: tag.builds, newest, intervalMs: tag.builds > 1000 ? 2 * HOUR : 24 * HOUR } });
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
  requests: { repos: number; tags: number; advisories: number; token: number; history: number; total: number };
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
  work: Work;
}

/** An emulator holding the scenario, its references, and the work they need. */
export async function startBench(options: { latencyMs?: number; longHistory?: number } = {}): Promise<BenchSetup> {
  const emu = await startEmulator({ seed: BENCH.seed, catalog: 'empty', latencyMs: 0 });
  const catalog = benchCatalog(options.longHistory);
  seedBench(emu, catalog);
  const refs = benchRefs(emu, catalog);
  const { targets } = buildTargets(refs, [], emu.registry);
  emu.setLatency(options.latencyMs ?? 0);
  return { emu, catalog, refs, targets, work: workOf(targets, catalog) };
}

/** Requests the emulator received, by kind. */
export function countRequests(emu: Emulator): Work['requests'] & { other: number } {
  const kinds = { repos: 0, tags: 0, advisories: 0, token: 0, history: 0, other: 0, total: 0 };
  for (const r of emu.requests) {
    if (r.path === '/registry/v2/repos') kinds.repos++;
    else if (r.path === '/registry/v2/tags') kinds.tags++;
    else if (r.path === '/vulnerabilities/v2/advisories') kinds.advisories++;
    else if (r.path === '/token') kinds.token++;
    else if (/\/history\//.test(r.path)) kinds.history++;
    else kinds.other++;
    kinds.total++;
  }
  return kinds;
}
