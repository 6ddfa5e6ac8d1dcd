import { DEFAULT_FAIL_ON } from '../../src/findings';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkImages, type CheckReport } from '../../src/check/check-images';
import type { ImageResult } from '../../src/model';
import { buildAnnotations } from '../../src/report/annotations';
import { buildOutputs } from '../../src/report/outputs';
import { resultItem } from '../../src/report/result-item';
import { planUpdates } from '../../src/update/plan';
import { renderSummary } from '../../src/report/summary';
import { startEmulator, type Emulator } from '../emulator/index';
import { emulatorConfig, noMask } from '../support/emulator-settings';

// The registry's own pull-time policies (shared/spec/registry-policies.md) over the emulator: each
// digest in use asked once, denials by enforced policies failing the run, dry runs warning,
// overrides honoured and shown, and every move kept to the newest build the registry lets through.

const DAY = 86_400_000;
let emu: Emulator;
let tmp: string;
let history: { digest: string; updateTimestamp: string }[];
let now: Date;

beforeAll(async () => {
  emu = await startEmulator();
  tmp = mkdtempSync(join(tmpdir(), 'image-check-policies-'));
  emu.store.addRepo('acme.com', 'app');
  // Daily builds for 30 days, the newest a few hours old.
  emu.store.addTag('acme.com/app', { name: '1.2', history: { count: 30, intervalMs: DAY } });
  // An end-of-life line of the same image, whose successor is 1.2.
  emu.store.addTag('acme.com/app', {
    name: '1.1',
    deprecated: true,
    history: { count: 5, intervalMs: DAY, newest: emu.store.now - 40 * DAY },
  });
  history = emu.store.history('acme.com/app', '1.2')!;
  now = new Date(emu.store.now);
});
afterAll(async () => {
  await emu.close();
  rmSync(tmp, { recursive: true, force: true });
});
beforeEach(() => {
  emu.requests.length = 0;
});
afterEach(() => {
  emu.policies.bindings.clear();
  emu.policies.overrides.clear();
  emu.policies.created.clear();
  emu.policies.mode = 'on';
  emu.faults.clear();
});

const ref = (suffix: string) => `${emu.registry}/acme.com/app${suffix}`;
const newest = () => history.at(-1)!.digest;
/** The newest build at least `days` old at the emulator's time (what a `days` cooldown lets through). */
const newestOlderThan = (days: number) =>
  [...history].reverse().find((h) => Date.parse(h.updateTimestamp) <= emu.store.now - days * DAY)!;

async function check(lines: string[], inputs: Record<string, string> = {}): Promise<CheckReport> {
  const ws = mkdtempSync(join(tmp, 'ws-'));
  mkdirSync(ws, { recursive: true });
  writeFileSync(join(ws, 'Dockerfile'), lines.map((l) => `FROM ${l}`).join('\n') + '\n');
  const config = emulatorConfig(emu, { files: 'Dockerfile', ...inputs });
  return checkImages({ config, workspace: ws, now }, noMask);
}

const checks = () => emu.requests.filter((r) => r.path.endsWith(':checkPolicies'));
const only = (report: CheckReport): ImageResult => {
  expect(report.results).toHaveLength(1);
  return report.results[0]!;
};

describe("the registry's policies", () => {
  it('a pin inside an enforced 7-day cooldown is denied, says when it becomes pullable, and moves to the newest build that passes', async () => {
    emu.policies.bind('acme.com', 'cooldown', 'ENFORCED', { days: 7 });
    const report = await check([ref(`:1.2@${newest()}`)]);
    const r = only(report);
    expect(r.status).toBe('denied');
    expect(report.verdict.failed).toBe(true);
    expect(report.verdict.counts.denied).toBe(1);
    expect(r.policies).toEqual([
      expect.objectContaining({
        policy: 'cooldown',
        mode: 'enforced',
        result: 'denied',
        parameters: { days: 7 },
        waived: null,
      }),
    ]);
    const created = history.at(-1)!.updateTimestamp;
    const pullableAt = new Date(Date.parse(created) + 7 * DAY).toISOString().slice(0, 16).replace('T', ' ');
    expect(r.policies![0]!.why).toContain(`created ${created.slice(0, 10)}`);
    expect(r.policies![0]!.why).toContain(`pulled from ${pullableAt} UTC`);
    const target = newestOlderThan(7);
    expect(r.suggestion).toBe(ref(`:1.2@${target.digest}`));
    const [annotation] = buildAnnotations(report.results, { skipped: [], problems: [], failOn: new Set(['denied']) });
    expect(annotation).toMatchObject({ level: 'error', file: 'Dockerfile', startLine: 1 });
    expect(annotation!.message).toContain('its enforced policy cooldown (days: 7) denies it');
    expect(annotation!.message).toContain(target.digest);
    // update writes the same build, and `pinned` names it.
    expect(buildOutputs(report.results, report.verdict).pinned).toBe(ref(`:1.2@${target.digest}`));
    // The summary says what the registry refuses now, where, and where to move.
    const summary = renderSummary({ failOn: DEFAULT_FAIL_ON, ...report, now, maxAge: '30d' });
    expect(summary).toContain('Refused now by <code>cooldown (days: 7)</code>');
    expect(summary).toContain(`move to <code>${ref(`:1.2@${target.digest}`)}</code>`);
  });

  it('update: pins writes the newest build that passes by creation time, not push time, in few checks', async () => {
    emu.policies.bind('acme.com', 'cooldown', 'ENFORCED', { days: 7 });
    const pin = history.at(-20)!.digest;
    // The build of 3 days ago was created 10 days ago (pushed late): the registry lets it through.
    const late = history.at(-4)!;
    emu.policies.created.set(late.digest, new Date(emu.store.now - 10 * DAY).toISOString());
    const report = await check([ref(`:1.2@${pin}`)], { 'max-age': '1d' });
    const r = only(report);
    expect(r.status).toBe('stale');
    expect(r.pullable?.digest).toBe(late.digest);
    const plan = planUpdates(
      report.results.map((x) => ({ ...x, suggestion: x.suggestion ?? null })),
      'pins',
    );
    expect(plan.edits.map((e) => e.to)).toEqual([ref(`:1.2@${late.digest}`)]);
    // The pin, then a binary search over the 19 newer builds: far fewer checks than builds.
    expect(checks().length).toBeLessThanOrEqual(8);
    // Each digest asked once.
    const digests = checks().map((c) => JSON.stringify([c.url, c.body]));
    expect(new Set(digests).size).toBe(digests.length);
  });

  it('a floating tag whose current build is refused moves to the tag pinned at the newest build that passes', async () => {
    emu.policies.bind('acme.com', 'cooldown', 'ENFORCED', { days: 7 });
    const r = only(await check([ref(':1.2')]));
    expect(r.status).toBe('denied');
    expect(r.suggestion).toBe(ref(`:1.2@${newestOlderThan(7).digest}`));
  });

  it('a dry-run denial is a warning at its line and never fails the run', async () => {
    emu.policies.bind('acme.com', 'cooldown', 'DRY_RUN', { days: 7 });
    const report = await check([ref(`:1.2@${newest()}`)]);
    const r = only(report);
    expect(r.status).toBe('ok');
    expect(report.verdict.failed).toBe(false);
    expect(report.verdict.counts.wouldBeDenied).toBe(1);
    const annotations = buildAnnotations(report.results, { skipped: [], problems: [], failOn: DEFAULT_FAIL_ON });
    expect(annotations).toEqual([
      expect.objectContaining({
        level: 'warning',
        startLine: 1,
        message: expect.stringContaining('would be refused when cooldown (days: 7) is enforced') as string,
      }),
    ]);
  });

  it('an override lets the digest through and is shown with its reason and author', async () => {
    emu.policies.bind('acme.com', 'cooldown', 'ENFORCED', { days: 7 });
    emu.policies.override('acme.com', 'cooldown', newest(), 'hotfix for INC-42', 'alice@acme.com');
    const report = await check([ref(`:1.2@${newest()}`)]);
    const r = only(report);
    expect(r.status).toBe('ok');
    expect(r.policies![0]!.waived).toEqual({
      reason: 'hotfix for INC-42',
      by: 'alice@acme.com',
      at: expect.any(String) as string,
    });
    expect(report.verdict.failed).toBe(false);
    expect(resultItem(r).policies).toEqual([
      expect.objectContaining({
        policy: 'cooldown',
        result: 'denied',
        waived: expect.objectContaining({ by: 'alice@acme.com' }) as object,
      }),
    ]);
  });

  it('a custom policy is named with its parameters and no invented reason; an enforced ERROR makes the result an error', async () => {
    emu.policies.addCustom('acme.com', 'java-17-plus', () => 'DENIED');
    emu.policies.addCustom('acme.com', 'flaky-rule', () => 'ERROR');
    emu.policies.bind('acme.com', 'java-17-plus', 'ENFORCED', { minimum: '17' });
    const denied = only(await check([ref(`:1.2@${newest()}`)]));
    expect(denied.status).toBe('denied');
    expect(denied.policies![0]!.why).toBe(
      "the organization's policy java-17-plus (minimum: 17) denies it; the registry gives no reason",
    );
    // Every build is refused: no move, and the finding says which policy stands in the way.
    expect(denied.suggestion).toBeNull();
    expect(denied.policyMove).toMatchObject({ tag: '1.2', blockedBy: ['java-17-plus'] });
    emu.policies.bindings.clear();
    emu.policies.bind('acme.com', 'flaky-rule', 'ENFORCED');
    const errored = only(await check([ref(`:1.2@${newest()}`)]));
    expect(errored.status).toBe('error');
    expect(errored.error).toMatchObject({ reason: 'POLICY_ERROR' });
    expect(errored.error!.message).toContain('flaky-rule');
  });

  it('an organization without policies: one notice, results as without them', async () => {
    for (const mode of ['absent', 'refused', 'unimplemented'] as const) {
      emu.policies.mode = mode;
      const report = await check([ref(`:1.2@${newest()}`), ref(':1.2')]);
      expect(report.results.map((r) => [r.status, r.policies])).toEqual([
        ['ok', null],
        ['ok', null],
      ]);
      expect(report.notices.filter((n) => n.includes('pull-time policies were not consulted'))).toHaveLength(1);
    }
  });

  it('policies: never asks nothing; no binding gives [] for every result, the check asked once (the authority)', async () => {
    emu.policies.bind('acme.com', 'cooldown', 'ENFORCED', { days: 7 });
    const never = only(await check([ref(`:1.2@${newest()}`)], { policies: 'never' }));
    expect(never).toMatchObject({ status: 'ok', policies: null });
    expect(checks()).toEqual([]);
    emu.policies.bindings.clear();
    const none = only(await check([ref(`:1.2@${newest()}`)]));
    expect(none).toMatchObject({ status: 'ok', policies: [] });
    // The check is the authority: asked once for the digest, whatever a listing would say (issue 53).
    expect(checks()).toHaveLength(1);
    expect(emu.requests.filter((r) => r.path === '/policies/v1/bindings')).toEqual([]);
  });

  it('an identity that may not list the bindings still gets every digest checked', async () => {
    emu.policies.bind('acme.com', 'cooldown', 'ENFORCED', { days: 7 });
    emu.faults.add({ route: '/policies/v1/bindings', kind: 'status', status: 403, times: Infinity });
    const r = only(await check([ref(`:1.2@${newest()}`)]));
    expect(r.status).toBe('denied');
    expect(checks().length).toBeGreaterThan(0);
  });

  it('a public image no binding covers: policies [], its digest checked once', async () => {
    emu.policies.bind('acme.com', 'cooldown', 'ENFORCED', { days: 1 });
    const report = await check([`${emu.registry}/chainguard/nginx:latest`]);
    expect(only(report)).toMatchObject({ status: 'ok', policies: [] });
    expect(checks()).toHaveLength(1);
    expect(report.notices.filter((n) => n.includes('policies'))).toEqual([]);
  });

  it('a check that keeps failing makes that result an error naming it, never a silent pass', async () => {
    emu.policies.bind('acme.com', 'cooldown', 'ENFORCED', { days: 7 });
    emu.faults.add({ route: /:checkPolicies$/, kind: 'status', status: 503, times: Infinity });
    const report = await check([ref(`:1.2@${newest()}`)]);
    const r = only(report);
    expect(r.status).toBe('error');
    expect(r.error!.message).toContain("the registry's policies could not be checked");
    expect(checks().length).toBeGreaterThan(1);
    expect(report.verdict.failed).toBe(true);
  });

  it('each distinct digest in use is checked once, whatever number of references hold it; overrides are read once', async () => {
    emu.policies.bind('acme.com', 'no-eol', 'ENFORCED');
    const pin = history.at(-10)!.digest;
    await check([ref(`:1.2@${pin}`), ref(`:1.2@${pin}`) + ' AS b', ref(':1.2'), ref(':1.2') + ' AS c']);
    expect(checks()).toHaveLength(2);
    expect(emu.requests.filter((r) => r.path === '/policies/v1/overrides')).toHaveLength(1);
  });

  it('an override of no-eol for the digest in use accepts its end of life, shown with reason and author', async () => {
    emu.policies.bind('acme.com', 'no-eol', 'ENFORCED');
    const old = emu.store.history('acme.com/app', '1.1')!.at(-1)!.digest;
    emu.policies.override('acme.com', 'no-eol', old, 'kept until Q1 (JIRA-7)', 'bob@acme.com');
    const report = await check([ref(`:1.1@${old}`)]);
    const r = only(report);
    expect(r.status).toBe('eol');
    expect(r.ignored).toMatchObject({ kinds: ['eol'], until: null });
    expect(r.ignored!.reason).toContain('kept until Q1 (JIRA-7)');
    expect(r.ignored!.reason).toContain('bob@acme.com');
    expect(report.verdict.failed).toBe(false);
  });

  it('support-window explains the span; a move off an end-of-life tag goes to the successor pinned at a build that passes', async () => {
    const tag = emu.store.findTag('acme.com/app', '1.2')!;
    emu.eolTags.overrides.set(tag.uid, {
      name: '1.2',
      tagStatus: 'TAG_ACTIVE',
      graceStatus: 'GRACE_ELIGIBLE',
      mainPackageVersion: { eolDate: '2027-01-31', releaseDate: '2026-10-01' },
    });
    try {
      emu.policies.bind('acme.com', 'support-window', 'DRY_RUN', { months: 6 });
      const window = only(await check([ref(':1.2')]));
      expect(window.policies![0]!.why).toBe(
        'its main package version is supported from 2026-10-01 to 2027-01-31 (about 4 months), shorter than the 6 months required',
      );
      emu.policies.bindings.clear();
      emu.policies.bind('acme.com', 'cooldown', 'ENFORCED', { days: 7 });
      // 1.1 is end of life: it moves to 1.2, whose current build is inside the cooldown.
      const eol = only(await check([ref(':1.1')]));
      expect(eol.suggestion).toBe(ref(`:1.2@${newestOlderThan(7).digest}`));
      expect(eol.nextTagPullable).toMatchObject({ tag: '1.2', pullable: { digest: newestOlderThan(7).digest } });
    } finally {
      emu.eolTags.overrides.delete(tag.uid);
    }
  });
});
