// What the benchmark measures with: the measured processes (the action, the naive client, the
// probes) run to their exit with their peak RSS, the emulator's view of a run (look-ups' span,
// requests in flight), cold start and the bundle's size. Shared by bench/run.ts and bench/memory.ts.

import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseOutputFile } from '../test/support/run-action';
import type { Emulator } from '../test/emulator/index';
import { BENCH, type BenchSetup } from './scenario';

export const ROOT = resolve(import.meta.dirname, '..');
export const DIST = resolve(process.env.BENCH_DIST ?? join(ROOT, 'dist'));
export const ENTRY = join(DIST, 'index.js');
export const NAIVE = join(ROOT, 'bench/naive.ts');
export const PROBE = join(ROOT, 'bench/rss-probe.mjs');
export const WALK_PROBE = join(ROOT, 'bench/walk-probe.ts');
export const TSX_LOADER = new URL(`file://${join(ROOT, 'node_modules/tsx/dist/loader.mjs')}`).href;
export const BASELINE = join(ROOT, 'bench/baseline.json');
export const README = join(ROOT, 'bench/README.md');
export const LAST_RUN = join(ROOT, 'bench/last-run.json');

export const args = new Set(process.argv.slice(2));
export const option = (name: string, fallback: number) =>
  process.argv.includes(name) ? Number(process.argv[process.argv.indexOf(name) + 1]) || fallback : fallback;
export const coldRuns = option('--cold-runs', 15);
export const engineRuns = option('--engine-runs', 3);

export interface ProcessRun {
  ms: number;
  exitCode: number;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  peakRssBytes: number;
  /** The `results-file` the run wrote (RESULTS_FILE in its workspace), if any. */
  resultsFile: string | null;
}

/** Where a run may write its results when the `results` output is too large (over 1 MB) to be set. */
export const RESULTS_FILE = 'results.json';

/** Runs a node process to its exit; wall time from spawn to exit, peak RSS from the probe. */
export async function runNode(
  script: string,
  inputs: Record<string, string>,
  options: { probe?: boolean; files?: Record<string, string>; nodeArgs?: string[]; env?: Record<string, string> } = {},
): Promise<ProcessRun> {
  const dir = await mkdtemp(join(tmpdir(), 'image-check-bench-'));
  const outputFile = join(dir, 'output');
  const rssFile = join(dir, 'rss');
  await writeFile(outputFile, '');
  await writeFile(join(dir, 'summary.md'), '');
  for (const [file, text] of Object.entries(options.files ?? {})) {
    await mkdir(dirname(join(dir, file)), { recursive: true });
    await writeFile(join(dir, file), text);
  }
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? dir,
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: join(dir, 'summary.md'),
    GITHUB_WORKSPACE: dir,
    RUNNER_TEMP: dir,
    ...Object.fromEntries(Object.entries(inputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v])),
    ...options.env,
  };
  if (options.probe) {
    // BENCH_NODE_OPTIONS: more for the measured processes, e.g. a heap sampler preloaded beside the probe.
    env.NODE_OPTIONS = `--import=${new URL(`file://${PROBE}`).href} ${process.env.BENCH_NODE_OPTIONS ?? ''}`.trim();
    env.RSS_PROBE_OUT = rssFile;
  }
  const started = performance.now();
  const { exitCode, stdout, stderr, ms } = await new Promise<{
    exitCode: number;
    stdout: string;
    stderr: string;
    ms: number;
  }>((done, fail) => {
    const child = spawn(process.execPath, [...(options.nodeArgs ?? []), script], { env, cwd: dir });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.on('error', fail);
    // 'exit' is when the process ended; 'close' may come later, when its pipes are drained.
    let exitedAt = 0;
    child.on('exit', () => (exitedAt = performance.now()));
    child.on('close', (code) =>
      done({ exitCode: code ?? -1, stdout: out, stderr: err, ms: (exitedAt || performance.now()) - started }),
    );
  });
  const outputs = parseOutputFile(await readFile(outputFile, 'utf8'));
  const peakRssBytes = options.probe ? Number(await readFile(rssFile, 'utf8').catch(() => '0')) : 0;
  const resultsFile = await readFile(join(dir, RESULTS_FILE), 'utf8').catch(() => null);
  await rm(dir, { recursive: true, force: true });
  return { ms, exitCode, stdout, stderr, outputs, peakRssBytes, resultsFile };
}

/**
 * One unmeasured run at no latency, so the emulator has made every signature and SBOM it serves
 * (it signs on first request, in the benchmark's own process): a real registry has them already.
 */
export async function warmUp(setup: BenchSetup, refs: string[], latencyMs: number): Promise<void> {
  setup.emu.setLatency(0);
  const run = await runNode(
    ENTRY,
    { ...inputsFor(setup, refs), 'results-file': RESULTS_FILE },
    { files: benchFiles(setup.emu) },
  );
  setup.emu.setLatency(latencyMs);
  if (run.exitCode !== 0) throw new Error(`the warm-up run failed (${run.exitCode}):\n${run.stdout}\n${run.stderr}`);
}

/** The look-ups' wall time: from the first request's arrival to the last answer, as the emulator logged them. */
export function lookupsSpan(emu: Emulator): number {
  let first = Infinity;
  let last = 0;
  for (const r of emu.requests) {
    first = Math.min(first, r.arrivedAt);
    last = Math.max(last, r.answeredAt);
  }
  return emu.requests.length === 0 ? 0 : last - first;
}

/** Samples the emulator's pending requests while `work` runs: the most in flight at once. */
export async function peakInFlight<T>(emu: Emulator, work: () => Promise<T>): Promise<{ value: T; peak: number }> {
  let peak = 0;
  let seen = 0;
  let pending = 0;
  const timer = setInterval(() => {
    // Requests are recorded in arrival order; their status is set when the answer is written.
    pending = 0;
    for (let i = seen; i < emu.requests.length; i++) if (emu.requests[i]!.status === 0) pending++;
    while (seen < emu.requests.length && emu.requests[seen]!.status !== 0) seen++;
    peak = Math.max(peak, pending);
  }, 5);
  try {
    return { value: await work(), peak };
  } finally {
    clearInterval(timer);
  }
}

/** The workspace file the measured runs verify signatures with: the emulator's test Sigstore's trusted root. */
export const TRUST_FILE = 'trusted-root.json';
/** The files a measured run's workspace holds beside its own: the trusted root. */
export const benchFiles = (emu: Emulator): Record<string, string> => ({
  [TRUST_FILE]: JSON.stringify(emu.signatures.trustedRoot()),
});

/** The action's inputs on the scenario: signatures and package changes on (the defaults), with the emulator's trusted root. */
export const inputsFor = (setup: BenchSetup, refs: string[]) => ({
  'trusted-root': TRUST_FILE,
  images: refs.join('\n'),
  registry: setup.emu.registry,
  'api-url': setup.emu.url,
  token: setup.emu.apiToken,
  'registry-token': setup.emu.registryToken,
  group: setup.emu.rootGroup,
  comment: 'never',
  'fail-on': 'none',
  concurrency: String(BENCH.concurrency),
});

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
export const round = (n: number, digits = 0) => Number(n.toFixed(digits));
export const mb = (bytes: number) => round(bytes / 1024 / 1024, 1);

export async function bundleSize() {
  const files = (await readdir(DIST)).filter((f) => f.endsWith('.js'));
  let total = 0;
  let gzip = 0;
  for (const f of files) {
    const bytes = await readFile(join(DIST, f));
    total += bytes.length;
    gzip += gzipSync(bytes).length;
  }
  return { entryBytes: (await stat(ENTRY)).size, totalBytes: total, gzipBytes: gzip, files: files.length };
}

/**
 * A `files:` run over a small workspace (a Dockerfile, a compose file, a Kubernetes manifest)
 * whose references are all on another registry: discovery, the reports and the exit, no service call.
 */
export const COLD_WORKSPACE = {
  Dockerfile: 'FROM docker.io/library/node:22 AS build\nFROM docker.io/library/nginx:1.27\n',
  'compose.yaml':
    'services:\n  web:\n    image: docker.io/library/nginx:1.27\n  db:\n    image: docker.io/library/postgres:16\n',
  'deploy/app.yaml':
    'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: app\nspec:\n  template:\n    spec:\n      containers:\n        - name: app\n          image: docker.io/library/redis:7\n',
};
export const COLD_INPUTS = {
  files: 'Dockerfile\ncompose.yaml\ndeploy/*.yaml',
  'fail-on': 'none',
  comment: 'never',
  token: 'unused',
};

export async function coldStart() {
  const times: number[] = [];
  const bare: number[] = [];
  await runNode(ENTRY, COLD_INPUTS, { files: COLD_WORKSPACE }); // warm the file cache, as a runner that just checked out the repo has
  for (let i = 0; i < coldRuns; i++) {
    const run = await runNode(ENTRY, COLD_INPUTS, { files: COLD_WORKSPACE });
    if (run.exitCode !== 0 || !run.stdout.includes('image-check'))
      throw new Error(`cold start run failed (${run.exitCode}): ${run.stdout}${run.stderr}`);
    times.push(run.ms);
  }
  const empty = join(await mkdtemp(join(tmpdir(), 'image-check-bench-')), 'empty.mjs');
  await writeFile(empty, '');
  for (let i = 0; i < Math.min(coldRuns, 10); i++) bare.push((await runNode(empty, {})).ms);
  return {
    medianMs: round(median(times)),
    minMs: round(Math.min(...times)),
    maxMs: round(Math.max(...times)),
    nodeAloneMs: round(median(bare)),
    runs: coldRuns,
  };
}
