// The organization scenario of `npm run bench` (bench/org.ts), measured with the built command line
// (dist/cli/index.js) as a user runs it: `image-check org` over 300 repositories (GitHub answering
// in 50 ms, the registry and Platform API in 100 ms), side by side with one `image-check check` of
// the distinct references; a re-run with the same cache-dir; 3 shards merged against one run.

import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { floorMs } from './scenario';
import {
  ORG_BENCH,
  checkArgs,
  githubCounts,
  orgArgs,
  orgEnv,
  startOrgBench,
  writeBenchFiles,
  type OrgBenchSetup,
} from './org';

const ROOT = resolve(import.meta.dirname, '..');
const PROBE = join(ROOT, 'bench/rss-probe.mjs');

interface CliMeasure {
  ms: number;
  exitCode: number;
  stdout: string;
  stderr: string;
  peakRssMB: number;
}

const round = (n: number, digits = 0) => Number(n.toFixed(digits));

/** Spawns the built CLI in `cwd`; wall time from spawn to exit, peak RSS from the probe. */
async function runCli(dist: string, args: string[], cwd: string, env: Record<string, string>): Promise<CliMeasure> {
  const rssFile = join(cwd, `.rss-${Date.now()}`);
  const childEnv = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? cwd,
    ...env,
    NODE_OPTIONS: `--import=${new URL(`file://${PROBE}`).href}`,
    RSS_PROBE_OUT: rssFile,
  };
  const started = performance.now();
  const run = await new Promise<Omit<CliMeasure, 'peakRssMB'>>((done, fail) => {
    const child = spawn(process.execPath, [join(dist, 'cli/index.js'), ...args], { env: childEnv, cwd });
    let out = '';
    let err = '';
    let exitedAt = 0;
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.on('error', fail);
    child.on('exit', () => (exitedAt = performance.now()));
    child.on('close', (code) =>
      done({ exitCode: code ?? -1, stdout: out, stderr: err, ms: (exitedAt || performance.now()) - started }),
    );
  });
  const bytes = Number(await readFile(rssFile, 'utf8').catch(() => '0'));
  if (run.exitCode !== 0)
    throw new Error(`image-check ${args[0]} exited ${run.exitCode}: ${run.stderr.slice(0, 2000)}`);
  return { ...run, ms: round(run.ms), peakRssMB: round(bytes / 1024 / 1024, 1) };
}

/**
 * The reads a `cache-dir` keeps (what never changes): the signatures' and SBOMs' OCI reads and the
 * account association, beside the files. Tag listings, histories and reports are read again.
 */
function keptReads(requests: readonly { path: string }[]) {
  const oci = requests.filter((r) => /^\/v2\/.+\/(manifests|blobs|referrers)\//.test(r.path)).length;
  const associations = requests.filter((r) => r.path.startsWith('/iam/v2/accountAssociations/')).length;
  return { oci, associations, total: oci + associations };
}

/** The GitHub floor: the listing's pages one after another, then head, tree and a file, or the requests spread over the slots. */
export function githubFloorMs(setup: OrgBenchSetup, latencyMs: number, concurrency: number): number {
  const { chain, total } = setup.minimum;
  return Math.max(chain * latencyMs, (total * latencyMs) / concurrency);
}

/** Three shards of the organization and their merge, held against the first run's results. */
async function shardsMerged(
  setup: OrgBenchSetup,
  dist: string,
  cwd: string,
  env: Record<string, string>,
  firstStdout: string,
) {
  const { emu } = setup.bench;
  // 3 shards and their merge, against the first run's results.
  for (const k of [1, 2, 3])
    await runCli(
      dist,
      ['org', ...orgArgs(setup, ['--shard', `${k}/3`, '--results-file', `shards/s${k}.json`, '--format', 'json'])],
      cwd,
      env,
    );
  const merged = await runCli(
    dist,
    ['merge', 'shards/*.json', '--registry', emu.registry, '--fail-on', 'none', '--format', 'json'],
    cwd,
    env,
  );
  const shardsEqual = JSON.stringify(JSON.parse(merged.stdout)) === JSON.stringify(JSON.parse(firstStdout));
  return { merged, shardsEqual };
}

/** Both floors of the scenario (GitHub's and the registry's) and their sum. */
function floorsOf(setup: OrgBenchSetup) {
  const github = {
    floorMs: round(githubFloorMs(setup, ORG_BENCH.githubLatencyMs, ORG_BENCH.concurrency)),
    minimum: setup.minimum,
  };
  const registry = {
    floorMs: round(floorMs({ ...setup.information, tags: 0 }, ORG_BENCH.registryLatencyMs, ORG_BENCH.concurrency)),
    minimum: setup.information.requests.total,
  };
  const floor = github.floorMs + registry.floorMs;
  return { github, registry, floor };
}

/** The first run (after an unmeasured warm-up) and its re-run with the same cache-dir, with what each asked. */
async function firstAndRerun(setup: OrgBenchSetup, dist: string, cwd: string, env: Record<string, string>) {
  const { emu } = setup.bench;
  // Unmeasured: one check at no latency, so the emulator has made the signatures and SBOMs it serves (bench/process.ts warmUp).
  emu.setLatency(0);
  await runCli(dist, ['check', ...checkArgs(setup)], cwd, env);
  emu.setLatency(ORG_BENCH.registryLatencyMs);
  emu.requests.length = 0;
  // The first run, with a cache-dir it fills.
  const first = await runCli(dist, ['org', ...orgArgs(setup, ['--cache-dir', 'cache', '--format', 'json'])], cwd, env);
  const firstGitHub = githubCounts(setup);
  const firstRegistry = emu.requests.length;
  const firstKept = keptReads(emu.requests);
  // The same organization again, unchanged, with the same cache-dir.
  const mark = setup.github.requests.length;
  const registryMark = emu.requests.length;
  const rerun = await runCli(dist, ['org', ...orgArgs(setup, ['--cache-dir', 'cache', '--format', 'json'])], cwd, env);
  const rerunGitHub = githubCounts(setup, mark);
  const rerunKept = keptReads(emu.requests.slice(registryMark));
  return { first, firstGitHub, firstRegistry, firstKept, rerun, rerunGitHub, rerunKept };
}

/** Runs the scenario; returns what bench/last-run.json keeps and the README's section shows. */
export async function orgScenario(dist: string, log: (line: string) => void) {
  const setup = await startOrgBench({
    githubLatencyMs: ORG_BENCH.githubLatencyMs,
    registryLatencyMs: ORG_BENCH.registryLatencyMs,
  });
  const cwd = await mkdtemp(join(tmpdir(), 'image-check-bench-org-'));
  try {
    await writeBenchFiles(setup, cwd);
    const { emu } = setup.bench;
    const env = orgEnv(setup);
    log(
      `organization: ${setup.spec.repos.length} repositories, ${setup.references} references, ${setup.distinct.length} distinct; GitHub ${ORG_BENCH.githubLatencyMs} ms, registry ${ORG_BENCH.registryLatencyMs} ms per response, concurrency ${ORG_BENCH.concurrency}`,
    );
    const { first, firstGitHub, firstRegistry, firstKept, rerun, rerunGitHub, rerunKept } = await firstAndRerun(
      setup,
      dist,
      cwd,
      env,
    );
    // One check of the union of the distinct references, side by side.
    emu.requests.length = 0;
    const check = await runCli(dist, ['check', ...checkArgs(setup)], cwd, env);
    const checkRegistry = emu.requests.length;
    const { merged, shardsEqual } = await shardsMerged(setup, dist, cwd, env, first.stdout);
    const rerunEqual = JSON.stringify(JSON.parse(rerun.stdout)) === JSON.stringify(JSON.parse(first.stdout));

    const { github, registry, floor } = floorsOf(setup);
    const results = JSON.parse(first.stdout) as unknown[];
    const report = {
      repos: setup.spec.repos.length,
      references: setup.references,
      distinct: setup.distinct.length,
      results: results.length,
      githubLatencyMs: ORG_BENCH.githubLatencyMs,
      registryLatencyMs: ORG_BENCH.registryLatencyMs,
      concurrency: ORG_BENCH.concurrency,
      floor: { ms: floor, github, registry },
      first: { ms: first.ms, peakRssMB: first.peakRssMB, github: firstGitHub, registry: firstRegistry },
      rerun: {
        ms: rerun.ms,
        github: rerunGitHub,
        resultsEqual: rerunEqual,
        keptReads: { first: firstKept, rerun: rerunKept },
      },
      check: { ms: check.ms, registry: checkRegistry },
      shards: { equal: shardsEqual, mergeMs: merged.ms },
      ratios: {
        github: round(firstGitHub.total / setup.minimum.total, 3),
        registry: round(firstRegistry / checkRegistry, 3),
        wall: round(first.ms / floor, 2),
        rerunFileReads: round(rerunGitHub.blobs / Math.max(1, firstGitHub.blobs), 3),
        rerunKeptReads: round(
          (rerunGitHub.blobs + rerunKept.total) / Math.max(1, firstGitHub.blobs + firstKept.total),
          3,
        ),
      },
    };
    const met = {
      githubWithin1_1x: report.ratios.github <= 1.1 && firstGitHub.graphql === 0,
      registryWithin1_05xCheck: report.ratios.registry <= 1.05,
      wallWithin1_15xFloor: report.ratios.wall <= 1.15,
      peakRssAtMost300MB: first.peakRssMB <= 300,
      rerunAtMost10PercentReads: report.ratios.rerunKeptReads <= 0.1 && rerunEqual,
      shardsMergedEqualOneRun: shardsEqual,
    };
    log(
      `organization: GitHub ${firstGitHub.total} of minimum ${setup.minimum.total} (${report.ratios.github}x, ${firstGitHub.graphql} GraphQL); registry ${firstRegistry} vs check ${checkRegistry} (${report.ratios.registry}x); wall ${first.ms} ms vs floor ${floor} ms (${report.ratios.wall}x); peak RSS ${first.peakRssMB} MB; re-run reads ${rerunGitHub.blobs} files of ${firstGitHub.blobs} and ${rerunKept.total} signature and SBOM reads of ${firstKept.total}; shards merged ${shardsEqual ? 'equal' : 'DIFFER from'} one run`,
    );
    return { ...report, met };
  } finally {
    await rm(cwd, { recursive: true, force: true });
    await setup.close();
  }
}

export type OrgScenarioReport = Awaited<ReturnType<typeof orgScenario>>;

/** The README's rows of the organization scenario. */
export function orgTable(o: OrgScenarioReport | undefined): string[] {
  if (!o) return [];
  const yes = (v: boolean) => (v ? 'met' : '**missed**');
  const m = o.floor.github.minimum;
  return [
    `Organization scenario (\`startOrgBench\`, \`bench/org.ts\`; \`image-check org\`, the built CLI): ${o.repos} repositories, ${o.references} references, ${o.distinct} distinct (${o.results} results); GitHub ${o.githubLatencyMs} ms and the registry ${o.registryLatencyMs} ms per response, concurrency ${o.concurrency}.`,
    '',
    '| | wall time | GitHub requests | registry + Platform API requests | notes |',
    '|---|---:|---:|---:|---|',
    `| floor | ${o.floor.ms} ms | ${m.total} | ${o.floor.registry.minimum} | GitHub ${o.floor.github.floorMs} ms (listing pages ${m.pages}, heads ${m.heads}, trees ${m.trees}, files ${m.files}; chain ${m.chain}) + the check's information floor ${o.floor.registry.floorMs} ms |`,
    `| \`image-check org\`, first run | ${o.first.ms} ms | ${o.first.github.total} | ${o.first.registry} | process start included; ${o.first.github.graphql} GraphQL; ${o.first.github.blobs} file reads; peak RSS ${o.first.peakRssMB} MB |`,
    `| \`image-check check\` of the ${o.distinct} distinct references | ${o.check.ms} ms | 0 | ${o.check.registry} | side by side |`,
    `| re-run, same \`--cache-dir\`, organization unchanged | ${o.rerun.ms} ms | ${o.rerun.github.total} | | ${o.rerun.github.blobs} file reads, ${o.rerun.keptReads.rerun.total} signature and SBOM reads (the first run: ${o.first.github.blobs} and ${o.rerun.keptReads.first.total}); results ${o.rerun.resultsEqual ? 'equal' : 'DIFFER from'} the first run's |`,
    `| 3 shards, then \`image-check merge\` | | | | merged results ${o.shards.equal ? 'equal' : 'DIFFER from'} one run's |`,
    '',
    '| budget | result |',
    '|---|---|',
    `| GitHub requests at most 1.1x the minimum, no GraphQL | ${yes(o.met.githubWithin1_1x)} (${o.ratios.github}x) |`,
    `| registry and Platform API requests at most 1.05x one \`check\` of the distinct references | ${yes(o.met.registryWithin1_05xCheck)} (${o.ratios.registry}x) |`,
    `| wall time at most 1.15x the floor | ${yes(o.met.wallWithin1_15xFloor)} (${o.ratios.wall}x) |`,
    `| peak RSS at most 300 MB | ${yes(o.met.peakRssAtMost300MB)} (${o.first.peakRssMB} MB) |`,
    `| re-run with \`cache-dir\`: at most 10% of the first run's file, signature and SBOM reads | ${yes(o.met.rerunAtMost10PercentReads)} (${o.rerun.github.blobs + o.rerun.keptReads.rerun.total} of ${o.first.github.blobs + o.rerun.keptReads.first.total}) |`,
    `| 3 shards merged give exactly the results of one run | ${yes(o.met.shardsMergedEqualOneRun)} |`,
  ];
}
