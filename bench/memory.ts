// Peak RSS probes of the benchmark: the action on one tag with 100 000 builds, the walk alone on
// the same tag, and the action on 5 000 references.

import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  benchRefsMonorepo5000,
  countRequests,
  startLongHistory,
  startMonorepoBench,
  type BenchSetup,
} from './scenario';
import {
  ENTRY,
  RESULTS_FILE,
  benchFiles,
  TSX_LOADER,
  WALK_PROBE,
  inputsFor,
  mb,
  round,
  runNode,
  type ProcessRun,
} from './process';

/**
 * Peak RSS: the action on one tag with 100 000 builds (pinned at the oldest, so every record
 * is needed), the walk alone on the same tag, and the action on 5 000 references (given as
 * files: the list is too long for one environment variable).
 */
const MEMORY_RUNS = 3;

/** The run with the median peak RSS. */
function medianRun(runs: readonly ProcessRun[]): ProcessRun {
  return [...runs].sort((a, b) => a.peakRssBytes - b.peakRssBytes)[Math.floor(runs.length / 2)]!;
}

const RECORDS = 100_000;
type Log = (line: string) => void;
type LongHistory = Awaited<ReturnType<typeof startLongHistory>>;

/** The action on one tag with 100 000 builds, pinned at the oldest (every record is needed). */
async function actionOnLongHistory(long: LongHistory, log: Log) {
  const longSetup = { emu: long.emu } as BenchSetup;
  // Peak RSS varies from run to run with when V8 collects (socket read buffers wait for a
  // collection): each action probe runs MEMORY_RUNS times, the median is reported with every run.
  const longRuns: ProcessRun[] = [];
  let engineLongRequests = 0;
  for (let i = 0; i < MEMORY_RUNS; i++) {
    long.emu.requests.length = 0;
    longRuns.push(
      await runNode(
        ENTRY,
        { ...inputsFor(longSetup, [long.pinnedRef]), 'fail-on': 'none' },
        { probe: true, files: benchFiles(long.emu) },
      ),
    );
    engineLongRequests = countRequests(long.emu).history;
  }
  const engineLong = medianRun(longRuns);
  const engineLongResult = (
    JSON.parse(engineLong.outputs.results ?? '[]') as { status: string; buildsBehind: number | null }[]
  )[0];
  log(
    `memory: ${RECORDS.toLocaleString('en')} records, the action: peak RSS ${mb(engineLong.peakRssBytes)} MB (median of ${longRuns.map((r) => mb(r.peakRssBytes)).join(', ')}), ${round(engineLong.ms)} ms, ${engineLongRequests} history requests, result ${engineLongResult?.status} (${engineLongResult?.buildsBehind} behind)`,
  );

  return {
    peakRssMB: mb(engineLong.peakRssBytes),
    runsMB: longRuns.map((r) => mb(r.peakRssBytes)),
    ms: round(engineLong.ms),
    historyRequests: engineLongRequests,
    status: engineLongResult?.status ?? null,
    buildsBehind: engineLongResult?.buildsBehind ?? null,
  };
}

/** The walk alone on the same tag, and Node alone with the tsx loader, for what the walk adds. */
async function walkAlone(long: LongHistory, log: Log) {
  long.emu.requests.length = 0;
  const pin = long.pinnedRef.slice(long.pinnedRef.indexOf('@') + 1);
  const walk = await runNode(
    WALK_PROBE,
    {},
    {
      probe: true,
      nodeArgs: [`--import=${TSX_LOADER}`],
      env: {
        WALK_REGISTRY: long.emu.registry,
        WALK_REGISTRY_TOKEN: long.emu.registryToken,
        WALK_ORG: 'chainguard',
        WALK_IMAGE: 'bench-long',
        WALK_TAG: 'latest',
        WALK_PIN: pin,
      },
    },
  );
  if (walk.exitCode !== 0) throw new Error(`the walk probe failed:\n${walk.stderr}`);
  const walkResult = JSON.parse(walk.stdout) as {
    kind: string;
    buildsBehind?: number;
    requests: number;
    records: number;
  };
  log(
    `memory: ${RECORDS.toLocaleString('en')} records, walkHistory alone (tsx loader included): peak RSS ${mb(walk.peakRssBytes)} MB, ${round(walk.ms)} ms, ${walkResult.requests} requests, ${walkResult.kind} (${walkResult.buildsBehind} behind)`,
  );
  const emptyTs = join(await mkdtemp(join(tmpdir(), 'image-check-bench-')), 'empty.ts');
  await writeFile(emptyTs, 'export {};\n');
  const tsxAlone = await runNode(emptyTs, {}, { probe: true, nodeArgs: [`--import=${TSX_LOADER}`] });

  return {
    peakRssMB: mb(walk.peakRssBytes),
    ms: round(walk.ms),
    requests: walkResult.requests,
    records: walkResult.records,
    buildsBehind: walkResult.buildsBehind ?? null,
    tsxAloneMB: mb(tsxAlone.peakRssBytes),
  };
}

/** The action on 5 000 references, given as files: the list is too long for one environment variable. */
async function manyReferences(log: Log) {
  const mono = await startMonorepoBench({ latencyMs: 0 });
  const refs5000 = benchRefsMonorepo5000(mono.emu, mono.catalog);
  const files: Record<string, string> = benchFiles(mono.emu);
  for (let f = 0; f < 50; f++) {
    const chunk = refs5000.slice(f * 100, (f + 1) * 100);
    files[`deploy/app-${String(f).padStart(2, '0')}.yaml`] =
      `apiVersion: v1\nkind: Pod\nmetadata:\n  name: app-${f}\nspec:\n  containers:\n${chunk.map((ref, i) => `    - name: c${i}\n      image: ${ref}\n`).join('')}`;
  }
  const { images: _images, ...inputs } = inputsFor(mono, []);
  // 5 000 results are over the 1 MB GitHub takes for an output: the action writes them to the results file instead.
  const manyRuns: ProcessRun[] = [];
  for (let i = 0; i < MEMORY_RUNS; i++)
    manyRuns.push(
      await runNode(ENTRY, { ...inputs, files: 'deploy/*.yaml', 'results-file': RESULTS_FILE }, { probe: true, files }),
    );
  const many = medianRun(manyRuns);
  const manyResults = JSON.parse(many.resultsFile ?? many.outputs.results ?? '[]') as { status: string }[];
  await mono.emu.close();
  log(
    `memory: ${refs5000.length} references, the action: peak RSS ${mb(many.peakRssBytes)} MB (median of ${manyRuns.map((r) => mb(r.peakRssBytes)).join(', ')}), ${round(many.ms)} ms, ${manyResults.length} results (${manyResults.filter((r) => r.status === 'error').length} errors)`,
  );

  return {
    refs: refs5000.length,
    peakRssMB: mb(many.peakRssBytes),
    runsMB: manyRuns.map((r) => mb(r.peakRssBytes)),
    ms: round(many.ms),
    results: manyResults.length,
    errors: manyResults.filter((r) => r.status === 'error').length,
  };
}

export async function memoryProbes(log: Log) {
  const long = await startLongHistory(RECORDS);
  const engine = await actionOnLongHistory(long, log);
  const walk = await walkAlone(long, log);
  await long.emu.close();
  return { longHistory: { records: RECORDS, engine, walk }, references: await manyReferences(log) };
}
