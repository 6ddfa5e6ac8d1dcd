import { parseFailOn } from '../../src/config';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkImages, type CheckReport } from '../../src/check/check-images';
import type { PolicyFinding } from '../../src/model';
import { renderDashboard } from '../../src/dashboard/render';
import { PLAN_CHARS, policyPlan, renderPolicyPlan } from '../../src/report/policy-plan';
import { renderSummary } from '../../src/report/summary';
import { escapeText, GITHUB_BODY_LIMIT } from '../../src/report/format';
import { startEmulator, type Emulator } from '../emulator/index';
import { emulatorConfig, noMask } from '../support/emulator-settings';
import { result } from '../support/results';

// Issue 53: the registry's policy operations answering as an attacker would. Bindings listed
// partially, parameters far outside their range, an answer of 100 000 results, a policy set whose
// plan is far past GitHub's 65 536 characters.

const DAY = 86_400_000;
let emu: Emulator;
let tmp: string;
let history: { digest: string; updateTimestamp: string }[];
let now: Date;

beforeAll(async () => {
  emu = await startEmulator();
  tmp = mkdtempSync(join(tmpdir(), 'image-check-hostile-policies-'));
  emu.store.addRepo('acme.com', 'app');
  emu.store.addTag('acme.com/app', { name: '1.2', history: { count: 30, intervalMs: DAY } });
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
  emu.policies.unlisted.clear();
  emu.faults.clear();
});

const ref = (suffix: string) => `${emu.registry}/acme.com/app${suffix}`;
const build = (back: number) => history.at(-1 - back)!.digest;

async function check(lines: string[]): Promise<CheckReport> {
  const ws = mkdtempSync(join(tmp, 'ws-'));
  writeFileSync(join(ws, 'Dockerfile'), lines.map((l) => `FROM ${l}`).join('\n') + '\n');
  return checkImages({ config: emulatorConfig(emu, { files: 'Dockerfile' }), workspace: ws, now }, noMask);
}

const checkedDigests = () =>
  emu.requests.filter((r) => r.path.endsWith(':checkPolicies')).map((r) => (r.body as { digest: string }).digest);

describe('a hostile policy set', () => {
  it('bindings the listing hides: the check, the authority, is asked once per digest judged and its denial stands', async () => {
    const hidden = emu.policies.bind('acme.com', 'cooldown', 'ENFORCED', { days: 7 });
    emu.policies.unlisted.add(hidden.id);
    // Two references share the newest build (the floating tag and its pin): one check for it.
    const report = await check([ref(`:1.2@${build(0)}`), ref(':1.2'), ref(`:1.2@${build(1)}`)]);
    expect(report.results.map((r) => r.status)).toEqual(['denied', 'denied', 'denied']);
    expect(report.verdict.failed).toBe(true);
    const asked = checkedDigests();
    expect(asked.filter((d) => d === build(0))).toHaveLength(1);
    expect(asked.filter((d) => d === build(1))).toHaveLength(1);
    // The listing is no authority: the run does not read it at all.
    expect(emu.requests.filter((r) => r.path === '/policies/v1/bindings')).toEqual([]);
  });

  it('parameters far outside their range: a plain sentence without a date, and every other result kept', async () => {
    emu.policies.bind('acme.com', 'cooldown', 'ENFORCED', { days: 1e300 });
    emu.policies.bind('acme.com', 'support-window', 'DRY_RUN', { months: -1e300 });
    emu.policies.addCustom('acme.com', 'huge-number', () => 'DENIED');
    emu.policies.bind('acme.com', 'huge-number', 'DRY_RUN', { limit: -1.7e308, at: 8.64e15 + 1 });
    const report = await check([ref(`:1.2@${build(0)}`), ref(`:1.2@${build(20)}`)]);
    expect(report.results).toHaveLength(2);
    for (const r of report.results) {
      expect(r.error?.message ?? '').not.toMatch(/Invalid time value/);
      const cooldown = r.policies!.find((f) => f.policy === 'cooldown')!;
      expect(cooldown).toMatchObject({ result: 'denied' });
      expect(cooldown.why).toBe(
        'it is younger than the 1e+300-day cooldown, a number of days no date can be given for',
      );
    }
    // The summary (every finding's text) renders too.
    const summary = renderSummary({ ...report, now, maxAge: '30d', failOn: parseFailOn('eol,denied,error') });
    expect(summary).toContain('huge-number');
  });

  it('100 000 policy results: the plan reads each finding a bounded number of times, and is cut with a count', () => {
    const reads = (n: number) => {
      let count = 0;
      const findings: PolicyFinding[] = Array.from({ length: n }, (_, i) => ({
        policy: `p${i}`,
        mode: i % 2 === 0 ? 'enforced' : 'dry-run',
        result: 'denied',
        parameters: {},
        waived: null,
      }));
      // Every element read of the answers counted: a search per denied name would read n²/2.
      const counted = new Proxy(findings, {
        get(target, key, receiver) {
          if (typeof key === 'string' && /^\d+$/.test(key)) count++;
          return Reflect.get(target, key, receiver) as unknown;
        },
      });
      const r = result({ policies: counted, status: 'denied' });
      const started = performance.now();
      const lines = renderPolicyPlan(policyPlan([r]), { code: escapeText, text: escapeText, place: () => '' });
      return { count, ms: performance.now() - started, text: lines.join('\n') };
    };
    const small = reads(10_000);
    const large = reads(100_000);
    expect(small.count).toBeLessThanOrEqual(10 * 10_000);
    expect(large.count).toBeLessThanOrEqual(10 * 100_000);
    // Linear: ten times the answer, about ten times the work (a quadratic plan would be 100x).
    expect(large.count / small.count).toBeLessThan(12);
    expect(large.ms).toBeLessThan(30_000);
    expect(large.text.length).toBeLessThanOrEqual(PLAN_CHARS);
    // 20 groups per mode listed, the other 99 960 counted.
    expect(large.text).toContain('…and 99960 more policies refusing 99960 references, not listed here');
  });

  it('a plan far past 65 536 characters: the dashboard and every plan fit by construction, the rest counted', async () => {
    const list = Array.from({ length: 2_000 }, (_, i) => `item-${i}-${'x'.repeat(20)}`);
    for (let i = 0; i < 40; i++) {
      emu.policies.addCustom('acme.com', `rule-${i}-${'n'.repeat(200)}`, () => 'DENIED');
      emu.policies.bind('acme.com', `rule-${i}-${'n'.repeat(200)}`, 'DRY_RUN', { allowed: list });
    }
    const refs = Array.from({ length: 12 }, (_, i) => ref(`:1.2@${build(i)}`));
    const report = await check(refs);
    expect(report.results.every((r) => r.policies?.length === 40)).toBe(true);
    // Unbounded, this plan alone would be 40 policies x 12 references of long labels.
    const body = renderDashboard({
      scope: 'acme',
      results: report.results,
      read: [],
      unread: [],
      serverUrl: '',
      failOn: parseFailOn('eol,denied,error'),
    });
    expect(body.length).toBeLessThanOrEqual(GITHUB_BODY_LIMIT);
    const [, groups, references] = /…and (\d+) more policies refusing (\d+) references/.exec(body)!;
    expect(Number(groups)).toBeGreaterThanOrEqual(20);
    expect(Number(references)).toBe(Number(groups) * 12);
    // A long list parameter is named by its first items and counted.
    expect(body).toContain('and 1995 more');
    const plan = renderPolicyPlan(policyPlan(report.results), { code: escapeText, text: escapeText, place: () => '' });
    expect(plan.join('\n').length).toBeLessThanOrEqual(PLAN_CHARS);
    for (const limit of [20_000, 5_000])
      expect(
        renderDashboard(
          {
            scope: 'acme',
            results: report.results,
            read: [],
            unread: [],
            serverUrl: '',
            failOn: parseFailOn('eol,denied,error'),
          },
          limit,
        ).length,
      ).toBeLessThanOrEqual(limit);
  });
});
