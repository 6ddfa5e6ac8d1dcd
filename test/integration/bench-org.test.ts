import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORG_BENCH, githubCounts, startOrgBench, type OrgBenchSetup } from '../../bench/org';
import { checkImages } from '../../src/check/check-images';
import { openCache } from '../../src/org/cache';
import type { AnswerCache } from '../../src/github/answer-cache';
import { orgApi } from '../../src/github/org-reads';
import { createGitHub } from '../../src/github/session';
import { mergeEnvelopes } from '../../src/org/merge';
import { checkOrganization, envelopeOf } from '../../src/org/check-organization';
import { parseShard } from '../../src/config';
import { emulatorConfig } from '../support/emulator-settings';

// The benchmark's organization scenario (bench/org.ts) without the clock: in process, over real
// HTTP, no added latency. What it holds by counting requests: GitHub's minimum and no GraphQL, the
// registry requests of one check of the distinct references, the cache-dir re-run's file reads,
// and 3 shards merged equal to one run.

let setup: OrgBenchSetup;
beforeAll(async () => {
  setup = await startOrgBench();
}, 60_000);
afterAll(() => setup?.close());

const config = (inputs: Record<string, string> = {}) => {
  const { emu } = setup.bench;
  return emulatorConfig(emu, { concurrency: String(ORG_BENCH.concurrency), 'fail-on': 'none', ...inputs });
};
const noMask = { mask: () => undefined, env: {} };

async function runOrg(
  options: { shard?: string; cache?: AnswerCache; inputs?: Record<string, string>; workspace?: string } = {},
) {
  const github = orgApi(
    createGitHub({ token: ORG_BENCH.githubToken, baseUrl: setup.github.url }),
    options.cache ? { cache: options.cache } : {},
  );
  return checkOrganization(
    {
      config: config(options.inputs),
      workspace: options.workspace ?? '/nonexistent',
      now: new Date(),
      scan: { owner: ORG_BENCH.owner, repositories: [], shard: parseShard(options.shard ?? '') },
    },
    { ...noMask, github, workspace: options.workspace },
  );
}

describe('organization benchmark scenario', () => {
  it('has 300 repositories holding about 1 000 references to 120 distinct images, every one of them used', () => {
    expect(setup.spec.repos).toHaveLength(300);
    expect(setup.references).toBeGreaterThanOrEqual(950);
    expect(setup.references).toBeLessThanOrEqual(1_050);
    expect(new Set(setup.distinct).size).toBe(120);
    const text = setup.spec.repos.flatMap((r) => Object.values(r.files)).join('\n');
    for (const ref of setup.distinct) expect(text).toContain(ref);
  });

  it('asks GitHub its minimum (listing pages, a head and a tree per repository, a read per selected file), no GraphQL, and the registry what one check of the distinct references asks', async () => {
    const { emu } = setup.bench;
    const fromGitHub = setup.github.requests.length;
    emu.requests.length = 0;
    const report = await runOrg();
    const github = githubCounts(setup, fromGitHub);
    const orgRegistry = emu.requests.length;
    expect(report.unread).toEqual([]);
    expect(report.read).toHaveLength(300);
    expect(report.results).toHaveLength(120);
    expect(report.results.reduce((n, r) => n + r.locations.length, 0)).toBe(setup.references);
    expect(github.graphql).toBe(0);
    expect(github.blobs).toBe(setup.minimum.files);
    expect(github.total).toBeLessThanOrEqual(Math.floor(setup.minimum.total * 1.1));
    expect(github.total).toBeGreaterThanOrEqual(setup.minimum.total);

    emu.requests.length = 0;
    const check = await checkImages(
      { config: config({ images: setup.distinct.join('\n') }), workspace: '/nonexistent', now: new Date() },
      noMask,
    );
    expect(check.results).toHaveLength(120);
    expect(orgRegistry).toBeLessThanOrEqual(Math.floor(emu.requests.length * 1.05));
    // The same verdicts, the organization's with its places.
    const statuses = (results: typeof check.results) => results.map((r) => [r.ref, r.status]).sort();
    expect(statuses(report.results)).toEqual(statuses(check.results));
  }, 120_000);

  it('with signatures and package changes on, starts the registry look-ups while the organization is read, and asks what one check asks', async () => {
    const { emu } = setup.bench;
    const workspace = await mkdtemp(join(tmpdir(), 'image-check-bench-org-trust-'));
    await writeFile(join(workspace, 'trusted-root.json'), JSON.stringify(emu.signatures.trustedRoot()));
    const inputs = { signatures: 'auto', packages: 'auto', 'trusted-root': 'trusted-root.json' };
    // Unmeasured: the emulator makes its signatures on first request.
    await checkImages(
      { config: config({ ...inputs, images: setup.distinct.join('\n') }), workspace, now: new Date() },
      { ...noMask, workspace },
    );
    const fromGitHub = setup.github.requests.length;
    emu.requests.length = 0;
    setup.github.latencyMs = 20;
    let report;
    try {
      report = await runOrg({ inputs, workspace });
    } finally {
      setup.github.latencyMs = 0;
    }
    const lastGitHub = Math.max(...setup.github.requests.slice(fromGitHub).map((r) => r.answeredAt));
    const orgRequests = [...emu.requests];
    expect(report.results.every((r) => r.signature?.verified === true)).toBe(true);
    // Repo look-ups, signatures, vulnerability reports and policy checks of the digests in use
    // asked for before the last repository was read.
    const early = orgRequests.filter((r) => r.arrivedAt < lastGitHub);
    expect(early.some((r) => r.path === '/registry/v2/repos')).toBe(true);
    expect(early.some((r) => r.path.endsWith('.sig'))).toBe(true);
    expect(early.some((r) => r.path.startsWith('/registry/v1/vuln_reports'))).toBe(true);
    expect(early.some((r) => r.path.endsWith(':checkPolicies'))).toBe(true);
    emu.requests.length = 0;
    const check = await checkImages(
      { config: config({ ...inputs, images: setup.distinct.join('\n') }), workspace, now: new Date() },
      { ...noMask, workspace },
    );
    expect(orgRequests.length).toBeLessThanOrEqual(Math.floor(emu.requests.length * 1.05));
    const verdicts = (results: typeof check.results) => results.map((r) => [r.ref, r.status, r.changes]).sort();
    expect(verdicts(report.results)).toEqual(verdicts(check.results));
  }, 120_000);

  it('a re-run with cache-dir over the unchanged organization reads at most a tenth of the files again, with the same results', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'image-check-bench-org-cache-'));
    let from = setup.github.requests.length;
    const first = await runOrg({ cache: await openCache(dir) });
    const firstReads = githubCounts(setup, from).blobs;
    expect(firstReads).toBe(setup.minimum.files);
    from = setup.github.requests.length;
    const second = await runOrg({ cache: await openCache(dir) });
    expect(githubCounts(setup, from).blobs).toBeLessThanOrEqual(firstReads * 0.1);
    expect(second.results).toEqual(first.results);
  }, 120_000);

  it('3 shards merged give exactly the results of one run', async () => {
    const whole = await runOrg();
    const shards = [];
    for (const k of [1, 2, 3]) shards.push(envelopeOf(await runOrg({ shard: `${k}/3` })));
    expect(shards.map((s) => s.read.length).reduce((a, b) => a + b, 0)).toBe(300);
    const merged = mergeEnvelopes(
      shards.map((envelope, i) => ({ name: `shard-${i + 1}.json`, envelope })),
      { registry: setup.bench.emu.registry },
    );
    expect(merged.results).toEqual(whole.results);
    expect(merged.read).toEqual(whole.read);
    expect(merged.unread).toEqual(whole.unread);
    expect(merged.skipped).toEqual(whole.skipped);
  }, 180_000);
});
