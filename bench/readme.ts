// The benchmark's sections of bench/README.md, rewritten between their markers after a run.

import { readFile, writeFile } from 'node:fs/promises';
import { orgTable, type OrgScenarioReport } from './org-run';
import { README } from './process';

export async function updateOrgReadme(org: OrgScenarioReport) {
  const text = await readFile(README, 'utf8');
  const begin = '<!-- bench:org -->';
  const end = '<!-- /bench:org -->';
  if (!text.includes(begin)) return;
  const stamp = `Last run: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, Node ${process.version}.`;
  const section = [begin, stamp, '', ...orgTable(org), end].join('\n');
  await writeFile(README, text.slice(0, text.indexOf(begin)) + section + text.slice(text.indexOf(end) + end.length));
}

/** The monorepo scenario's rows: both floors and the engine, then the memory probes. */
function monorepoTable(r: Record<string, any>): string[] {
  const m = r.monorepo;
  const p = r.memoryProbes;
  if (!m || !p) return [];
  const kinds = (q: Record<string, number>) =>
    `repos ${q.repos}, groups ${q.groups ?? 0}, tags ${q.tags}, advisories ${q.advisories}, token ${q.token}, history ${q.history}, end-of-life tags ${q.eoltags}${q.vulns === undefined ? '' : `, vulnerability reports ${q.vulns}`}${q.policies === undefined ? '' : `, policies ${q.policies}`}${q.signatures === undefined ? '' : `, signatures ${q.signatures}, SBOMs ${q.sboms}`}`;
  const lat = r.scenario.latencyMs;
  const conc = r.scenario.concurrency;
  return [
    `Monorepo scenario (\`startMonorepoBench\`): ${m.refs} references (${m.distinct} distinct) over ${m.repos} repos, ${m.pinned} pinned, one repo with ${m.bigRepoTags} tags; ${lat} ms per response, concurrency ${conc}.`,
    '',
    '| | wall time | requests | chain | notes |',
    '|---|---:|---:|---:|---|',
    `| floor: information the results need | ${m.information.ms} ms | ${m.information.requests.total} | ${m.information.chain} | ${kinds(m.information.requests)}; ${m.information.advisoryChunks} advisory query chunk(s) |`,
    `| floor: the request model before issue 15 (\`workOf\`) | ${m.model.ms} ms | ${m.model.requests.total} | ${m.model.chain} | ${kinds(m.model.requests)} |`,
    `| engine (\`node dist/index.js\`) | ${m.engine.ms} ms | ${m.engine.requests.total} | ${m.engine.chain} | median of ${m.engine.runsMs.length} (${m.engine.runsMs.join(', ')} ms); ${kinds(m.engine.requests)}; peak ${m.engine.peakInFlight} in flight; peak RSS ${m.engine.peakRssMB} MB |`,
    '',
    `Ratios against the information floor: requests **${(m.engine.requests.total / m.information.requests.total).toFixed(2)}x** (budget at most 1.05), wall time **${(m.engine.ms / m.information.ms).toFixed(2)}x** (budget at most 1.10, process start to exit). Signatures and package changes on: ${m.information.verified ?? '?'} digests verified, ${m.information.described ?? '?'} changes described. Against the model before issue 15: requests ${(m.engine.requests.total / m.model.requests.total).toFixed(2)}x, wall time ${(m.engine.ms / m.model.ms).toFixed(2)}x. The engine's chain: round trips read from the emulator's log (waiting for a slot counts too).`,
    '',
    '| memory probe | peak RSS | budget | notes |',
    '|---|---:|---:|---|',
    `| the action, one tag with ${p.longHistory.records.toLocaleString('en')} builds, pinned at the oldest | ${p.longHistory.engine.peakRssMB} MB | 120 MB | median of ${p.longHistory.engine.runsMB.join(', ')} MB; ${p.longHistory.engine.historyRequests} history requests, ${p.longHistory.engine.ms} ms, ${p.longHistory.engine.status}, ${p.longHistory.engine.buildsBehind} behind |`,
    `| \`walkHistory\` alone, same tag (with the tsx loader: ${p.longHistory.walk.tsxAloneMB} MB on an empty file) | ${p.longHistory.walk.peakRssMB} MB | (none) | ${p.longHistory.walk.requests} requests, ${p.longHistory.walk.ms} ms, ${p.longHistory.walk.buildsBehind} behind |`,
    `| the action, ${p.references.refs} references (50 YAML files) | ${p.references.peakRssMB} MB | 250 MB | median of ${p.references.runsMB.join(', ')} MB; ${p.references.ms} ms, ${p.references.results} results, ${p.references.errors} errors |`,
  ];
}

export async function updateReadme(report: Record<string, any>) {
  const text = await readFile(README, 'utf8').catch(() => '');
  const begin = '<!-- bench:results -->';
  const end = '<!-- /bench:results -->';
  if (!text.includes(begin)) return;
  const r = report;
  const yes = (v: boolean | null) => (v === null ? 'not measured' : v ? 'met' : '**missed**');
  const table = [
    begin,
    `Last run: ${r.date.slice(0, 16).replace('T', ' ')} UTC, Node ${r.node}, ${r.cpus} CPUs.`,
    '',
    '| | wall time | requests | notes |',
    '|---|---:|---:|---|',
    `| floor | ${r.floor.ms} ms | ${r.floor.requests} | max(chain ${r.floor.chain} x ${r.scenario.latencyMs} ms, ${r.floor.requests} x ${r.scenario.latencyMs} ms / ${r.scenario.concurrency}) |`,
    `| engine (\`node dist/index.js\`) | ${r.engine.ms} ms | ${r.engine.requests} | median of ${r.engine.runsMs.length} runs (${r.engine.runsMs.join(', ')} ms), process start included; peak ${r.engine.peakInFlight} requests in flight; peak RSS ${r.engine.peakRssMB} MB |`,
    `| the engine's look-ups | ${r.engine.lookupsMs} ms | ${r.engine.requests} | first request to last answer, median of ${r.engine.lookupsRunsMs.join(', ')} ms |`,
    r.naive
      ? `| naive (\`node bench/naive.ts\`) | ${r.naive.ms} ms | ${r.naive.requests} | one request after another; results ${r.naive.resultsAgree ? 'agree with the engine' : 'DIFFER from the engine'} |`
      : '| naive | not run | | |',
    ...(r.naive?.engineSameInformation
      ? [
          `| engine, \`signatures: never\`, \`packages: never\` | ${r.naive.engineSameInformation.ms} ms | | the information the naive client reads (and the vulnerability reports and policy checks it does not); median of ${r.naive.engineSameInformation.runsMs.join(', ')} ms |`,
        ]
      : []),
    '',
    `Ratios: look-ups/floor **${r.ratios.lookupsOverFloor}** (budget at most 1.3), engine/floor ${r.ratios.engineOverFloor} (process start included; reported), naive/engine **${r.ratios.naiveOverEngine ?? 'n/a'}** on the same information (budget at least 10; ${r.ratios.naiveOverEngineDefaults ?? 'n/a'} against the engine with signatures and package changes on).`,
    '',
    `Cold start (reported, not a budget; \`node dist/index.js\`, a \`files:\` run over 3 small files, no service call, ${r.coldStart.runs} runs): median **${r.coldStart.medianMs} ms** (min ${r.coldStart.minMs}, max ${r.coldStart.maxMs}); \`node\` on an empty file: ${r.coldStart.nodeAloneMs} ms.`,
    `Bundle: \`dist/index.js\` ${(r.bundle.entryBytes / 1024 / 1024).toFixed(2)} MB; all ${r.bundle.files} files of \`dist/\` ${(r.bundle.totalBytes / 1024 / 1024).toFixed(2)} MB (${(r.bundle.gzipBytes / 1024 / 1024).toFixed(2)} MB gzipped).`,
    `Memory, unpinned: one tag with ${r.memory.records.toLocaleString('en')} history records: peak RSS ${r.memory.peakRssMB} MB (${r.memory.historyRequests} history requests, ${r.memory.ms} ms, result ${r.memory.status}).`,
    '',
    '| budget | result |',
    '|---|---|',
    `| look-ups within 1.3x of the floor | ${yes(r.targetsMet.lookupsWithin1_3xFloor)} |`,
    `| at least 10x faster than naive | ${yes(r.targetsMet.naiveAtLeast10xSlower)} |`,
    `| requests within 1.1x of the minimum | ${yes(r.targetsMet.requestsWithin1_1xMinimum)} (${r.engine.requests} of ${r.floor.requests}) |`,
    `| monorepo wall time within 1.10x of its information floor | ${yes(r.targetsMet.monorepoWallWithin1_1xInformationFloor)} |`,
    `| monorepo requests within 1.05x of the minimum | ${yes(r.targetsMet.monorepoRequestsWithin1_05xMinimum)} |`,
    `| peak RSS at most 120 MB, one tag with 100 000 builds | ${yes(r.targetsMet.peakRss100000BuildsAtMost120MB)} |`,
    `| peak RSS at most 250 MB, 5 000 references | ${yes(r.targetsMet.peakRss5000ReferencesAtMost250MB)} |`,
    `| request counts equal bench/baseline.json | ${yes(r.targetsMet.requestCountsMatchBaseline)} |`,
    '',
    ...monorepoTable(r),
    end,
  ].join('\n');
  await writeFile(README, text.slice(0, text.indexOf(begin)) + table + text.slice(text.indexOf(end) + end.length));
}
