// The organization scenario, shared by bench/run.ts and test/integration/bench-org.test.ts: an
// emulated organization of 300 repositories (test/support/github-org.ts) holding about 1 000
// references to 120 distinct images of the scenario's catalog (bench/scenario.ts), each repository
// a Dockerfile, a compose file, every third a workflow, and a README that no format selects.
// Everything is made from the catalog, so request counts are the same on every run; `orgMinimum`
// says which GitHub requests the scan needs at the least.

import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildTargets } from '../src/check/targets';
import { TRUST_FILE, benchFiles } from './process';
import type { CheckTarget } from '../src/check/judge/assess';
import { emulatorCredentials, emulatorSettings } from '../test/support/emulator-settings';
import { startFakeGitHub, type FakeGitHub } from '../test/support/github-api';
import { serveOrganizations, type FakeOrgApi, type OrgRepoSpec, type OrgSpec } from '../test/support/github-org';
import { informationWorkOf, startBench, type BenchSetup, type InformationWork } from './scenario';

export const ORG_BENCH = {
  owner: 'bench-org',
  repos: 300,
  distinct: 120,
  githubLatencyMs: 50,
  registryLatencyMs: 100,
  concurrency: 16,
  /** Items per page of the repository listing GitHub answers at most. */
  perPage: 100,
  githubToken: 'ghs_bench-org-token-0123456789abcdef',
} as const;

export interface OrgMinimum {
  pages: number;
  heads: number;
  trees: number;
  files: number;
  total: number;
  /** Dependent GitHub requests: the listing's pages one after another, then head, tree, a file. */
  chain: number;
}

export interface OrgBenchSetup {
  bench: BenchSetup;
  github: FakeGitHub;
  org: FakeOrgApi;
  spec: OrgSpec;
  /** The distinct references, as written. */
  distinct: string[];
  targets: CheckTarget[];
  /** References in the organization's files (a reference counted once per line). */
  references: number;
  minimum: OrgMinimum;
  /** The fewest registry and Platform API requests one check of `distinct` needs. */
  information: InformationWork;
  close(): Promise<void>;
}

/** Repository i's files: two references in its Dockerfile, one in compose, every third a workflow's. */
export function orgRepo(i: number, distinct: readonly string[]): { repo: OrgRepoSpec; references: number } {
  const pick = (k: number) => distinct[(i * 7 + k * 31) % distinct.length]!;
  // Each file names its service, so no two repositories hold the same blob (as in a real organization).
  const name = `service-${String(i).padStart(3, '0')}`;
  const files: Record<string, string> = {
    Dockerfile: `# ${name}\nFROM ${pick(0)} AS build\nRUN make\nFROM ${pick(1)}\nCOPY --from=build /out /app\n`,
    'compose.yaml': `name: ${name}\nservices:\n  app:\n    build: .\n  side:\n    image: ${pick(2)}\n`,
    // Not a format discovery reads: never fetched.
    'README.md': `# service ${i}\n\nRuns on ${pick(0)}.\n`,
  };
  if (i % 3 === 0)
    files['.github/workflows/ci.yml'] =
      `name: ${name}\non: push\njobs:\n  test:\n    runs-on: ubuntu-latest\n    container: ${pick(3)}\n    steps:\n      - run: make test\n`;
  return { repo: { name, files }, references: i % 3 === 0 ? 4 : 3 };
}

/** The GitHub requests the scan cannot do without. */
export function orgMinimum(spec: OrgSpec, perPage: number): OrgMinimum {
  const pages = Math.max(1, Math.ceil(spec.repos.length / perPage));
  const files = spec.repos.reduce((n, r) => n + Object.keys(r.files).filter((f) => !f.endsWith('.md')).length, 0);
  const heads = spec.repos.length;
  return { pages, heads, trees: heads, files, total: pages + 2 * heads + files, chain: pages + 3 };
}

/** The emulator with the catalog (latency as given), the fake GitHub API serving the organization. */
export async function startOrgBench(options: { githubLatencyMs?: number; registryLatencyMs?: number } = {}) {
  const bench = await startBench({ latencyMs: 0 });
  const distinct = [...new Set(bench.refs)].slice(0, ORG_BENCH.distinct);
  const repos: OrgRepoSpec[] = [];
  let references = 0;
  for (let i = 0; i < ORG_BENCH.repos; i++) {
    const { repo, references: n } = orgRepo(i, distinct);
    repos.push(repo);
    references += n;
  }
  const spec: OrgSpec = { login: ORG_BENCH.owner, repos };
  const github = await startFakeGitHub({ token: ORG_BENCH.githubToken, maxPerPage: ORG_BENCH.perPage });
  const org = serveOrganizations(github, [spec], ORG_BENCH.perPage);
  // The scenario runs the organization several times (first run, re-run, shards); the benchmark
  // measures requests, not one token's hourly limit (an installation token's is 5 000 and more).
  org.rate.limit = org.rate.remaining = 1_000_000;
  const { targets } = buildTargets(distinct, [], bench.emu.registry);
  const setup: OrgBenchSetup = {
    bench,
    github,
    org,
    spec,
    distinct,
    targets,
    references,
    minimum: orgMinimum(spec, ORG_BENCH.perPage),
    information: informationWorkOf(targets, bench.catalog, bench.emu),
    close: async () => {
      await github.close();
      await bench.emu.close();
    },
  };
  github.latencyMs = options.githubLatencyMs ?? 0;
  bench.emu.setLatency(options.registryLatencyMs ?? 0);
  return setup;
}

/** The command line's arguments for `org` (or `check` of the distinct references) against the setup. */
export function orgArgs(setup: OrgBenchSetup, extra: string[] = []): string[] {
  const { emu } = setup.bench;
  return [
    ORG_BENCH.owner,
    ...emulatorSettings(emu),
    '--concurrency',
    String(ORG_BENCH.concurrency),
    '--fail-on',
    'none',
    ...extra,
  ];
}

export function checkArgs(setup: OrgBenchSetup): string[] {
  const { emu } = setup.bench;
  return [
    ...setup.distinct.flatMap((ref) => ['--image', ref]),
    ...emulatorSettings(emu),
    '--concurrency',
    String(ORG_BENCH.concurrency),
    '--fail-on',
    'none',
    '--format',
    'json',
  ];
}

/** The environment the CLI reads its credentials and GitHub's address from. */
export function orgEnv(setup: OrgBenchSetup): Record<string, string> {
  return {
    ...emulatorCredentials(setup.bench.emu),
    // Signatures and package changes on (the defaults), verified with the emulator's trusted root (in the working directory: writeBenchFiles).
    IMAGE_CHECK_TRUSTED_ROOT: TRUST_FILE,
    GITHUB_TOKEN: ORG_BENCH.githubToken,
    GITHUB_API_URL: setup.github.url,
    GITHUB_SERVER_URL: 'https://github.example',
  };
}

/** Writes the files a measured run's working directory holds (the trusted root) into `dir`. */
export async function writeBenchFiles(setup: OrgBenchSetup, dir: string): Promise<void> {
  for (const [file, text] of Object.entries(benchFiles(setup.bench.emu))) await writeFile(join(dir, file), text);
}

/** GitHub requests received since `from`: all, GraphQL, and file reads answered 200. */
export function githubCounts(setup: OrgBenchSetup, from = 0) {
  const requests = setup.github.requests.slice(from);
  return {
    total: requests.length,
    graphql: requests.filter((r) => r.path.includes('graphql')).length,
    blobs: requests.filter((r) => /\/git\/blobs\//.test(r.path)).length,
  };
}
