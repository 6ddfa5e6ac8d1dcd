// Where a run's wall time goes, read from the services' logs: `npx tsx bench/timeline.ts [monorepo|org]`
// runs the built action on the monorepo scenario, or `image-check org` on the organization
// scenario, once, and prints the in-flight count over time (per 250 ms: mean requests in flight
// at the emulator and the fake GitHub API, and what kinds), the slots left idle while the run
// lasted, and the time before the first request and after the last answer. Not a budget: a tool.

import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ORG_BENCH, orgArgs, orgEnv, startOrgBench, writeBenchFiles } from './org';
import { RESULTS_FILE, benchFiles, inputsFor } from './process';
import { BENCH, startMonorepoBench } from './scenario';

const ROOT = resolve(import.meta.dirname, '..');
const DIST = resolve(process.env.BENCH_DIST ?? join(ROOT, 'dist'));
const BUCKET_MS = 250;

interface Span {
  service: string;
  kind: string;
  arrivedAt: number;
  answeredAt: number;
}

/** A request's kind from its path: what the profile groups by. */
function kindOf(path: string): string {
  const rules: [RegExp, string][] = [
    [/\/git\/blobs\//, 'blob'],
    [/\.sig$/, 'sig'],
    [/\.att$/, 'att'],
    [/\/referrers\//, 'referrers'],
    [/^\/v2\/.+\/blobs\//, 'oci-blob'],
    [/^\/v2\/.+\/manifests\//, 'manifest'],
    [/checkPolicies|\/policies\//, 'policies'],
    [/accountAssociations/, 'signers'],
    [/\/git\/trees\//, 'tree'],
    [/\/branches\//, 'head'],
    [/\/(orgs|users)\/[^/]+\/repos/, 'listing'],
    [/\/history/, 'history'],
    [/eol|end-of-life|eoltags/i, 'eol'],
    [/vuln|report/i, 'vulns'],
    [/advisor/i, 'advisories'],
    [/\/groups/, 'groups'],
    [/\/tags/, 'tags'],
    [/\/repos/, 'repos'],
    [/token|exchange/, 'token'],
  ];
  return rules.find(([re]) => re.test(path))?.[1] ?? path.split('/').slice(0, 4).join('/');
}

async function spawnTimed(args: string[], env: Record<string, string>, cwd: string) {
  const started = performance.now();
  let spawnedAt = 0;
  const exitedAt = await new Promise<number>((done, fail) => {
    // TIMELINE_NODE_OPTIONS (e.g. --cpu-prof --cpu-prof-dir=/tmp/prof) is passed to the measured process.
    const nodeOptions = process.env.TIMELINE_NODE_OPTIONS ? { NODE_OPTIONS: process.env.TIMELINE_NODE_OPTIONS } : {};
    const child = spawn(process.execPath, args, { env: { PATH: process.env.PATH ?? '', ...env, ...nodeOptions }, cwd });
    spawnedAt = performance.now();
    let err = '';
    child.stderr.on('data', (c: Buffer) => {
      err += c.toString();
      if (process.env.TIMELINE_STDERR) process.stderr.write(c);
    });
    child.stdout.resume();
    child.on('error', fail);
    child.on('exit', (code) => (code === 0 ? done(performance.now()) : fail(new Error(`exit ${code}: ${err}`))));
  });
  return { started, spawnedAt, exitedAt };
}

function profile(spans: Span[], started: number, exitedAt: number, concurrency: Record<string, number>): void {
  const t = (ms: number) => Math.round(ms - started);
  // TIMELINE_DUMP=file keeps every request's path and times (ms from spawn) for a closer look.
  if (process.env.TIMELINE_DUMP)
    writeFileSync(
      process.env.TIMELINE_DUMP,
      JSON.stringify(spans.map((s) => ({ ...s, arrivedAt: t(s.arrivedAt), answeredAt: t(s.answeredAt) }))),
    );
  console.log(`wall ${t(exitedAt)} ms`);
  for (const service of [...new Set(spans.map((s) => s.service))]) {
    const mine = spans.filter((s) => s.service === service);
    const first = Math.min(...mine.map((s) => s.arrivedAt));
    const last = Math.max(...mine.map((s) => s.answeredAt));
    const busy = mine.reduce((n, s) => n + (s.answeredAt - s.arrivedAt), 0);
    const slots = concurrency[service]!;
    console.log(
      `${service}: ${mine.length} requests, first arrives ${t(first)} ms, last answered ${t(last)} ms; ` +
        `span ${Math.round(last - first)} ms, at full slots ${Math.round(busy / slots)} ms ` +
        `(${Math.round(((last - first) * slots - busy) / slots)} ms of idle slots)`,
    );
  }
  console.log(`after the last answer: ${Math.round(exitedAt - Math.max(...spans.map((s) => s.answeredAt)))} ms`);
  const buckets = Math.ceil((exitedAt - started) / BUCKET_MS);
  for (let b = 0; b < buckets; b++) {
    const from = started + b * BUCKET_MS;
    const to = from + BUCKET_MS;
    const row: string[] = [];
    for (const service of Object.keys(concurrency)) {
      const overlap = new Map<string, number>();
      let sum = 0;
      for (const s of spans) {
        if (s.service !== service) continue;
        const o = Math.min(to, s.answeredAt) - Math.max(from, s.arrivedAt);
        if (o <= 0) continue;
        sum += o;
        overlap.set(s.kind, (overlap.get(s.kind) ?? 0) + o);
      }
      const mean = sum / BUCKET_MS;
      const kinds = [...overlap].map(([k, v]) => `${k} ${(v / BUCKET_MS).toFixed(1)}`).join(', ');
      row.push(`${service} ${mean.toFixed(1).padStart(4)} ${'#'.repeat(Math.round(mean)).padEnd(16)} ${kinds}`);
    }
    console.log(`${String(b * BUCKET_MS).padStart(6)} ms  ${row.join(' | ')}`);
  }
}

async function monorepo(): Promise<void> {
  const setup = await startMonorepoBench({ latencyMs: BENCH.latencyMs });
  const dir = await mkdtemp(join(tmpdir(), 'image-check-timeline-'));
  try {
    await writeFile(join(dir, 'output'), '');
    const { emu, refs } = setup;
    for (const [file, text] of Object.entries(benchFiles(emu))) await writeFile(join(dir, file), text);
    const inputs = { ...inputsFor(setup, refs), 'results-file': RESULTS_FILE };
    const env = {
      GITHUB_OUTPUT: join(dir, 'output'),
      GITHUB_WORKSPACE: dir,
      RUNNER_TEMP: dir,
      ...Object.fromEntries(Object.entries(inputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v])),
    };
    // Unmeasured first: the emulator signs on first request (bench/process.ts warmUp).
    emu.setLatency(0);
    await spawnTimed([join(DIST, 'index.js')], env, dir);
    emu.setLatency(BENCH.latencyMs);
    emu.requests.length = 0;
    const run = await spawnTimed([join(DIST, 'index.js')], env, dir);
    const spans = emu.requests.map((r) => ({ service: 'registry', kind: kindOf(r.path), ...r, path: r.url }));
    profile(spans, run.started, run.exitedAt, { registry: BENCH.concurrency });
  } finally {
    await rm(dir, { recursive: true, force: true });
    await setup.emu.close();
  }
}

async function organization(): Promise<void> {
  const setup = await startOrgBench({
    githubLatencyMs: ORG_BENCH.githubLatencyMs,
    registryLatencyMs: ORG_BENCH.registryLatencyMs,
  });
  const dir = await mkdtemp(join(tmpdir(), 'image-check-timeline-'));
  try {
    await writeBenchFiles(setup, dir);
    const run = await spawnTimed(
      [join(DIST, 'cli/index.js'), 'org', ...orgArgs(setup, ['--format', 'json'])],
      { HOME: dir, ...orgEnv(setup) },
      dir,
    );
    const spans: Span[] = [
      ...setup.github.requests.map((r) => ({ service: 'github', kind: kindOf(r.path), ...r })),
      ...setup.bench.emu.requests.map((r) => ({ service: 'registry', kind: kindOf(r.path), ...r })),
    ];
    profile(spans, run.started, run.exitedAt, { github: ORG_BENCH.concurrency, registry: ORG_BENCH.concurrency });
  } finally {
    await rm(dir, { recursive: true, force: true });
    await setup.close();
  }
}

await (process.argv[2] === 'monorepo' ? monorepo() : organization());
