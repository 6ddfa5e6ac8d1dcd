import { readFileSync } from 'node:fs';
import { startLongHistory } from './scenario';
import { ENTRY, benchFiles, inputsFor, mb, runNode } from './process';
import type { BenchSetup } from './scenario';
const long = await startLongHistory(100_000);
const setup = { emu: long.emu } as BenchSetup;
const extra = JSON.parse(process.env.EXTRA ?? '{}');
await runNode(ENTRY, { ...inputsFor(setup, [long.pinnedRef]), 'fail-on': 'none', ...extra }, { files: benchFiles(long.emu) });
long.emu.requests.length = 0;
const run = await runNode(ENTRY, { ...inputsFor(setup, [long.pinnedRef]), 'fail-on': 'none', ...extra }, { probe: true, files: benchFiles(long.emu), env: { SAMPLER_OUT: '/tmp/series.json' } });
console.log(mb(run.peakRssBytes), Math.round(run.ms));
const series = JSON.parse(readFileSync('/tmp/series.json', 'utf8')) as number[][];
const t0 = series[0]![0]!;
const reqs = long.emu.requests.map((r) => [Math.round(performance.timeOrigin + r.arrivedAt - t0), r.path.replace(/sha256[:%-][0-9a-fA-F3]{64,66}/g, 'D').replace(/\?.*/, '')] as const);
for (const s of series.filter((_, i) => i % 3 === 0)) {
  const at = s[0]! - t0;
  const kinds = [...new Set(reqs.filter(([t]) => t >= at - 30 && t < at).map(([, p]) => p.split('/').slice(-2).join('/')))].slice(0, 4).join(' ');
  console.log(String(at).padStart(5), 'rss', s[1], 'heap', s[2], 'ext', s[3], 'ab', s[4], kinds);
}
await long.emu.close();
