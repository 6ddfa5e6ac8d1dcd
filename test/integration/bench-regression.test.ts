import { readFileSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BENCH, countRequests, startBench, type BenchSetup } from '../../bench/scenario';
import { adviseResults } from '../../src/check/judge/advice';
import { judgePolicies } from '../../src/check/pull-policies/judge-policies';
import { checkTargets } from '../../src/check/judge/engine';
import { Lookups } from '../../src/check/lookups/lookups';
import type { ServiceClients } from '../../src/check/service-clients';
import { buildTargets } from '../../src/check/targets';
import { HttpClient } from '../../src/http/client';
import { walkOfRecords } from '../../src/registry/history-walk';
import { notOffered } from '../support/fake-lookups';
import { emulatorClients, emulatorConfig, noMask } from '../support/emulator-settings';
import { checkImages } from '../../src/check/check-images';

// The benchmark's request counts, without the clock: the scenario of bench/scenario.ts with no
// added latency, the engine in-process with the real clients, and the requests the emulator
// received compared with bench/baseline.json (written by `npm run bench -- --update-baseline`).
// More requests than the baseline is a regression in sharing; fewer, an improvement to record.

interface Baseline {
  work: Record<string, number>;
  information: Record<string, number>;
  engine: Record<string, number>;
}
const baseline = JSON.parse(readFileSync(new URL('../../bench/baseline.json', import.meta.url), 'utf8')) as Baseline;

let bench: BenchSetup;
beforeAll(async () => {
  bench = await startBench({ latencyMs: 0 });
});
afterAll(async () => {
  await bench?.emu.close();
});

describe('benchmark request counts', () => {
  it('the scenario needs the work the baseline was recorded for', () => {
    expect(bench.refs).toHaveLength(BENCH.repos * BENCH.refsPerRepo);
    expect(bench.work.requests).toEqual(baseline.work);
  });

  it('the engine sends the requests of the baseline, and no more than the information the results need', async () => {
    const { emu, targets } = bench;
    const http = new HttpClient({ timeoutMs: 10_000, retry: { baseDelayMs: 5, maxDelayMs: 20 } });
    emu.requests.length = 0;
    try {
      const lookups = new Lookups(emulatorClients(emu, http, { group: emu.rootGroup }));
      const results = await checkTargets(targets, lookups, {
        now: new Date(),
        maxAgeMs: 30 * 86_400_000,
        concurrency: BENCH.concurrency,
      });
      expect(results.filter((r) => r.status === 'error')).toEqual([]);
      // Then what to do, as checkImages does: the v1 end-of-life dates, one request per repo.
      const advice = await adviseResults(results, lookups, { now: new Date(), warnBeforeMs: 0, ledger: null });
      expect(advice.notices).toEqual([]);
      // Then the registry's policies: none is bound, and the check (the authority) says so once per digest in use.
      const judged = await judgePolicies(advice.results, lookups, { now: new Date(), unavailable: () => null });
      expect(judged.results.map((r) => r.policies)).toEqual(advice.results.map(() => []));
      expect(http.stats.retries).toBe(0);
    } finally {
      await http.close();
    }
    const counts = countRequests(emu);
    expect(counts.other).toBe(0);
    // Signatures and SBOMs are the next test's (this one runs the passes before them).
    const { signatures: _signatures, sboms: _sboms, total: _total, ...before } = baseline.engine;
    expect(counts).toEqual(expect.objectContaining(before));
    // The minimum (issue 15): per repo a look-up and its tag pages, per organization its group
    // (read once: whose repo it is), one combined advisory query, the windows back to the pin
    // only for pins (the identity token their Bearer: no token request), the end-of-life tags
    // per repo, the vulnerability counts per tag and reports per pin behind its tag
    // (bench/scenario.ts informationWorkOf).
    for (const kind of [
      'repos',
      'groups',
      'tags',
      'advisories',
      'token',
      'history',
      'eoltags',
      'vulns',
      'total',
    ] as const) {
      expect(counts[kind], kind).toBeLessThanOrEqual(bench.information.requests[kind]);
    }
    expect(baseline.information).toEqual(bench.information.requests);
  });
});

describe('benchmark request counts with signatures and package changes on', () => {
  it('the whole check sends the requests of the baseline: each digest verified once, each change described once', async () => {
    const { emu, refs } = bench;
    const workspace = await mkdtemp(join(tmpdir(), 'image-check-bench-'));
    await writeFile(join(workspace, 'trusted-root.json'), JSON.stringify(emu.signatures.trustedRoot()));
    emu.requests.length = 0;
    const config = emulatorConfig(emu, {
      images: refs.join('\n'),
      signatures: 'auto',
      packages: 'auto',
      'trusted-root': 'trusted-root.json',
      concurrency: String(BENCH.concurrency),
    });
    const report = await checkImages({ config, workspace, now: new Date() }, { ...noMask, workspace });
    expect(report.results.filter((r) => r.status === 'error')).toEqual([]);
    expect(report.results.every((r) => r.signature?.verified === true)).toBe(true);
    expect(report.results.filter((r) => r.changes).length).toBe(bench.information.described);
    const counts = countRequests(emu);
    expect(counts.other).toBe(0);
    expect(counts).toEqual(baseline.engine);
    // The minimum: per digest in use and per move's target its referrers, `.sig` manifest and
    // payload; per side of each change described its index, referrers, `.att` and attestation.
    expect(counts.signatures).toBe(bench.information.requests.signatures);
    expect(counts.sboms).toBe(bench.information.requests.sboms);
    expect(counts.total).toBeLessThanOrEqual(Math.floor(bench.information.requests.total * 1.05));
  }, 60_000);
});

describe('engine scheduling, which the benchmark numbers rest on', () => {
  /** Service clients that answer on the next tick and log when each call starts and ends. */
  function fakeClients() {
    const log: string[] = [];
    let running = 0;
    let peak = 0;
    const call = async <T>(name: string, value: T): Promise<T> => {
      log.push(name);
      peak = Math.max(peak, ++running);
      await new Promise((resolve) => setImmediate(resolve));
      running--;
      return value;
    };
    const tags = [{ name: 'latest', digest: `sha256:${'a'.repeat(64)}`, deprecated: false }];
    const history = [{ updateTimestamp: new Date(0).toISOString(), digest: `sha256:${'a'.repeat(64)}` }];
    const clients: ServiceClients = {
      platform: {
        findRepos: (org, name) => call(`repo ${name}`, [{ uid: `${org}/${name}`, name }]),
        group: (uid) => call(`group ${uid}`, { uid, name: uid }),
        tagPages: (uid, limit) => limit(() => call(`tags ${uid.split('/')[1]}`, tags)),
        tagHead: (uid, limit) => limit(async () => ({ items: await call(`tags ${uid.split('/')[1]}`, tags) })),
        findTags: (uid, filter) =>
          call(
            `tags ${uid.split('/')[1]}`,
            tags.filter((t) => ('name' in filter ? t.name === filter.name : t.digest === filter.digest)),
          ),
        // One query per image: these clients have no combined query.
        advisoriesOf: async (images, limit) =>
          new Map(
            await Promise.all(
              images.map(async (image) => [image, await limit(() => call(`advisories ${image}`, []))] as const),
            ),
          ),
      },
      registry: {
        token: (_org, image) => call(`token ${image}`, 't'),
        history: (_org, image, tag) => call(`history ${image}:${tag}`, history),
        walk: async (_org, image, tag, _token, pin, options) =>
          walkOfRecords(await call(`history ${image}:${tag}`, history), pin, options.watch),
        walkPins: async (_org, image, tag, _token, pins) => {
          const records = await call(`history ${image}:${tag}`, history);
          return new Map(pins.map((pin) => [pin, walkOfRecords(records, pin)]));
        },
      },
      ...notOffered,
    };
    return { clients, log, peak: () => peak };
  }
  const targetsOf = (refs: string[]) => buildTargets(refs, [], 'cgr.dev').targets;
  const options = (concurrency: number) => ({ now: new Date(), maxAgeMs: 86_400_000, concurrency });

  it('runs at most `concurrency` service calls at once, and each shared look-up once', async () => {
    const fake = fakeClients();
    const refs = ['a', 'b', 'c', 'd', 'e'].flatMap((image) =>
      ['latest', '1', '2'].map((tag) => `cgr.dev/acme.com/${image}:${tag}`),
    );
    const results = await checkTargets(targetsOf(refs), fake.clients, options(3));
    expect(results.map((r) => r.ref)).toEqual(refs);
    expect(fake.peak()).toBe(3);
    // Per repo: repo, tags, advisories (these clients have no combined query); nothing is pinned: no token, no history.
    // And the organization's group, read once for the five repos (the proof of whose repo it is).
    expect(fake.log).toHaveLength(5 * 3 + 1);
    expect(new Set(fake.log).size).toBe(fake.log.length);
  });

  it('serves repo look-ups, tokens and advisory queries first (every result waits on them), then what waits on them', async () => {
    const fake = fakeClients();
    const pinned = `cgr.dev/acme.com/b:1@sha256:${'a'.repeat(64)}`;
    const results = await checkTargets(
      targetsOf(['cgr.dev/acme.com/a:latest', 'cgr.dev/acme.com/b:latest', pinned]),
      fake.clients,
      options(1),
    );
    expect(results.map((r) => r.status)).toEqual(['ok', 'ok', 'error']); // b has no tag 1
    const order = fake.log;
    // The organization's group read and the advisory queries are among what unlocks the rest.
    expect(new Set(order.slice(0, 6))).toEqual(
      new Set(['repo a', 'repo b', 'token b', 'group acme.com', 'advisories a', 'advisories b']),
    );
    expect(new Set(order.slice(6))).toEqual(new Set(['tags a', 'tags b', 'history b:1']));
  });
});
