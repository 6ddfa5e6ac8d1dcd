import { DEFAULT_FAIL_ON } from '../../src/findings';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkImages, type CheckReport } from '../../src/check/check-images';
import { VULNERABILITIES_UNAVAILABLE } from '../../src/check/judge/vulnerabilities';
import type { Ledger } from '../../src/policy-file/read';
import { renderSummary } from '../../src/report/summary';
import { buildOutputs } from '../../src/report/outputs';
import { buildSarif } from '../../src/report/sarif';
import { renderTable } from '../../src/report/table';
import { PUBLIC_ORG, startEmulator, VULN_SEED, type Emulator, type VulnReportItem } from '../emulator/index';
import { sarifProblems } from '../support/sarif-rules';
import { emulatorConfig, noMask } from '../support/emulator-settings';
import { commentContext } from '../support/comment-context';

// Vulnerabilities of the digest in use and what moving fixes (issue 23), end to end over the
// emulator's v1 vulnerability report operations: the engine, the gate, the ledger, the reports.

let emu: Emulator;
beforeAll(async () => {
  emu = await startEmulator();
});
afterAll(() => emu.close());
afterEach(() => {
  emu.vulnReports.mode = 'on';
});

const config = (inputs: Record<string, string>) => emulatorConfig(emu, inputs);

const ref = (image: string, tag: string, pin?: string) =>
  `${emu.registry}/${PUBLIC_ORG}/${image}:${tag}${pin ? `@${pin}` : ''}`;
const buildBack = (image: string, tag: string, back: number) => {
  const history = emu.store.history(`${PUBLIC_ORG}/${image}`, tag)!;
  return history[history.length - 1 - back]!.digest;
};
const current = (image: string, tag: string) => emu.store.findTag(`${PUBLIC_ORG}/${image}`, tag)!.digest;

async function check(images: string[], inputs: Record<string, string> = {}, ledger: Ledger | null = null) {
  return checkImages(
    {
      config: config({ images: images.join('\n'), ...inputs }),
      workspace: process.cwd(),
      now: new Date(emu.store.now),
      ledger,
    },
    noMask,
  );
}
const resultOf = (report: CheckReport, reference: string) => report.results.find((r) => r.ref === reference)!;
const vulnRequests = () => emu.requests.filter((r) => r.path.startsWith('/registry/v1/vuln_reports'));

// The expected answers, from the emulator's data (never from the client's reading of it).
const newestOf = <T>(items: readonly T[], time: (t: T) => string) =>
  [...items].sort((a, b) => Date.parse(time(b)) - Date.parse(time(a)))[0];
const countsOf = (image: string, tag: string) => {
  const newest = newestOf(emu.vulnReports.countsOf(image, tag), (c) => c.date)!;
  const n = (s: string) => newest.vulnCounts.find((c) => c.severity === s)?.count ?? 0;
  return {
    critical: n('CRITICAL'),
    high: n('HIGH'),
    medium: n('MEDIUM'),
    low: n('LOW'),
    negligible: n('NEGLIGIBLE'),
    unknown: n('UNKNOWN'),
    scanned: newest.date,
  };
};
const newestReport = (digest: string): VulnReportItem =>
  newestOf(emu.vulnReports.reports.get(digest)!, (r) => r.createdAt)!;

describe('vulnerabilities of the digest in use', () => {
  it('counts the newest count report (by date) of every tag of the public catalog', async () => {
    const tags = [...emu.store.repos.values()]
      .filter((repo) => emu.store.orgOf(repo.group)?.name === PUBLIC_ORG && repo.name !== 'jdk')
      .flatMap((repo) => emu.store.tagsOf(repo.uid).map((t) => ({ image: repo.name, tag: t.name })));
    expect(tags.length).toBeGreaterThan(20);
    emu.requests.length = 0;
    const report = await check(tags.map((t) => ref(t.image, t.tag)));
    const unscanned = VULN_SEED.unscanned.map((u) => ref(u.image, u.tag));
    for (const { image, tag } of tags) {
      const r = resultOf(report, ref(image, tag));
      if (unscanned.includes(r.ref)) {
        expect(r.vulnerabilities, r.ref).toBeNull();
        continue;
      }
      expect(r.vulnerabilities, r.ref).toEqual({ ...countsOf(image, tag), digest: r.digest });
      // Seeded older reports count more: the newest is not the first or the last listed.
      expect(r.fixedByUpdate).toBeNull();
    }
    // One count request per distinct image and tag, and no report request (no pin behind its tag).
    const counts = vulnRequests().filter((r) => r.path === '/registry/v1/vuln_reports/counts');
    expect(counts).toHaveLength(tags.length);
    expect(new Set(counts.map((r) => `${r.query.repo}:${r.query.tag}`)).size).toBe(tags.length);
    expect(vulnRequests()).toHaveLength(tags.length);
  });

  it("gives a pin behind its tag its own digest's counts and, in fixedByUpdate, exactly the ids the current digest lacks", async () => {
    const stale = buildBack('go', '1.24', 40);
    const near = buildBack('go', '1.24', 2);
    const now = current('go', '1.24');
    emu.requests.length = 0;
    const report = await check([ref('go', '1.24', stale), ref('go', '1.24', near), ref('go', '1.24', now)]);
    const expectFixed = (digest: string) => {
      const still = new Set(newestReport(now).vulnerabilities.map((v) => v.id));
      return newestReport(digest)
        .vulnerabilities.filter((v) => !still.has(v.id))
        .map((v) => ({ id: v.id, severity: v.severity.toLowerCase(), package: null }));
    };
    const first = resultOf(report, ref('go', '1.24', stale));
    expect(first.vulnerabilities).toEqual({
      critical: 0,
      high: 1,
      medium: 3,
      low: 1,
      negligible: 0,
      unknown: 0,
      scanned: newestReport(stale).createdAt,
      digest: stale,
    });
    expect(first.fixedByUpdate).toEqual(expectFixed(stale));
    expect(first.fixedByUpdate).toEqual([
      { id: 'CVE-2026-24001', severity: 'high', package: null },
      { id: 'CVE-2026-24002', severity: 'medium', package: null },
      { id: 'CVE-2026-24003', severity: 'medium', package: null },
    ]);
    expect(resultOf(report, ref('go', '1.24', near)).fixedByUpdate).toEqual(expectFixed(near));
    // A pin at its tag's current digest: the tag's counts, nothing to move to.
    const atCurrent = resultOf(report, ref('go', '1.24', now));
    expect(atCurrent.vulnerabilities).toEqual({ ...countsOf('go', '1.24'), digest: now });
    expect(atCurrent.fixedByUpdate).toBeNull();
    // One report request per distinct pinned digest behind its tag, and one for the current digest (cached).
    const reports = vulnRequests().filter((r) => r.path === '/registry/v1/vuln_reports');
    expect(reports.map((r) => r.query.digest).sort()).toEqual([stale, near, now].sort());
    expect(Object.keys(reports[0]!.query)).toEqual(['digest']);
    expect(vulnRequests().filter((r) => r.path.endsWith('/counts'))).toHaveLength(1);
  });

  it('says it in one line on the stale pin, the summary (first lines), the table, the results and the outputs', async () => {
    const stale = ref('go', '1.24', buildBack('go', '1.24', 40));
    const report = await check([stale, ref('nginx', '1.27')]);
    const line = 'moving to the current build fixes 1 high, 2 medium: CVE-2026-24001, CVE-2026-24002, CVE-2026-24003';
    const md = renderSummary({ failOn: DEFAULT_FAIL_ON, ...report, now: new Date(emu.store.now), maxAge: '30d' });
    const lines = md.split('\n');
    // In the one "What to do" list, before any table.
    const todo = lines.indexOf('**What to do**');
    const bump = lines.findIndex((l) => l.startsWith('- Bump') && l.includes(line));
    expect(todo).toBeGreaterThan(0);
    expect(bump).toBeGreaterThan(todo);
    expect(bump).toBeLessThan(lines.findIndex((l) => l.startsWith('|')));
    expect(md).toContain('| Reference | Critical · high · medium · low | Moving to the current build fixes |');
    const table = renderTable({ ...report, now: new Date(emu.store.now), failOn: DEFAULT_FAIL_ON }, { color: false });
    expect(table).toContain(line);
    expect(table).toContain('vulnerabilities 0 critical, 1 high, 1 medium, 1 low');
    const outputs = buildOutputs(report.results, report.verdict);
    const nginx = resultOf(report, ref('nginx', '1.27')).vulnerabilities!;
    const go = resultOf(report, stale).vulnerabilities!;
    expect(JSON.parse(outputs['vulnerability-counts']!)).toEqual({
      critical: nginx.critical + go.critical,
      high: nginx.high + go.high,
      medium: nginx.medium + go.medium,
      low: nginx.low + go.low,
      negligible: nginx.negligible + go.negligible,
      unknown: nginx.unknown + go.unknown,
    });
    const items = JSON.parse(outputs.results!) as { ref: string; fixedByUpdate: unknown }[];
    expect(items.find((i) => i.ref === stale)!.fixedByUpdate).toEqual(resultOf(report, stale).fixedByUpdate);
  });

  it('is null for a digest the platform never scanned, with a notice naming it (never zeros)', async () => {
    const unscannedPin = ref('python', '3.12', buildBack('python', '3.12', 10));
    const unscannedTag = ref('busybox', 'latest-dev');
    const report = await check([unscannedPin, unscannedTag, ref('python', '3.12', buildBack('python', '3.12', 5))]);
    for (const reference of [unscannedPin, unscannedTag]) {
      const r = resultOf(report, reference);
      expect(r.vulnerabilities).toBeNull();
      expect(r.fixedByUpdate).toBeNull();
      expect(r.status).not.toBe('error');
    }
    expect(report.notices.find((n) => n.startsWith('No vulnerability report for 2 images'))).toContain(unscannedPin);
    // The scanned pin five builds back: a critical and a high, both fixed since.
    expect(resultOf(report, ref('python', '3.12', buildBack('python', '3.12', 5))).fixedByUpdate).toEqual([
      { id: 'CVE-2026-31201', severity: 'critical', package: null },
      { id: 'CVE-2026-31202', severity: 'high', package: null },
    ]);
  });
});

describe('the severity gate (fail-on: critical, high, medium, low)', () => {
  it('fails on a high with fail-on high and passes on a medium', async () => {
    const high = await check([ref('nginx', '1.27')], { 'fail-on': 'high' });
    expect(high.verdict.failed).toBe(true);
    expect(high.verdict.line).toContain('1 image with high or worse vulnerabilities (fail-on: high)');
    const sarif = buildSarif(high.results, '0.0.0', {
      failOn: config({ 'fail-on': 'high' }).failOn,
      inputsFile: '.github/workflows/ci.yml',
    }) as {
      runs: { results: { ruleId: string; message: { text: string }; properties: { vulnerabilities: string[] } }[] }[];
    };
    expect(sarifProblems(sarif)).toEqual([]);
    const [finding] = sarif.runs[0]!.results.filter((r) => r.ruleId === 'vulnerability');
    expect(finding!.properties.vulnerabilities).toEqual(['CVE-2026-27001']);
    expect(finding!.message.text).toContain('CVE-2026-27001');

    const medium = await check([ref('go', '1.24')], { 'fail-on': 'high' });
    expect(medium.verdict.failed).toBe(false);
    const strict = await check([ref('go', '1.24')], { 'fail-on': 'medium' });
    expect(strict.verdict.failed).toBe(true);
    // Without a severity in fail-on, nothing fails on vulnerabilities.
    expect((await check([ref('nginx', '1.27')], { 'fail-on': 'eol,error' })).verdict.failed).toBe(false);
  });

  it('passes when the policy file ignores the vulnerability id, and shows why', async () => {
    const until = new Date(emu.store.now + 30 * 86_400_000).toISOString().slice(0, 10);
    const ledger: Ledger = {
      file: '.github/image-check.yaml',
      ignore: [
        {
          ref: ref('nginx', '1.27'),
          kind: 'CVE-2026-27001',
          reason: 'not reachable: no HTTP/3 in our build',
          until,
          line: 3,
        },
      ],
      defaults: {},
    };
    const report = await check([ref('nginx', '1.27')], { 'fail-on': 'high' }, ledger);
    expect(report.verdict.failed).toBe(false);
    const r = resultOf(report, ref('nginx', '1.27'));
    expect(r.ignored).toMatchObject({ reason: 'not reachable: no HTTP/3 in our build', until });
    expect(r.ignored!.kinds).toContain('CVE-2026-27001');
    expect(
      renderSummary({ failOn: DEFAULT_FAIL_ON, ...report, now: new Date(emu.store.now), maxAge: '30d' }),
    ).toContain('not reachable: no HTTP/3 in our build');
    // The medium is still there: fail-on medium fails.
    expect((await check([ref('nginx', '1.27')], { 'fail-on': 'medium' }, ledger)).verdict.failed).toBe(true);
  });

  it('makes an image without a report an explicit error naming what is missing', async () => {
    const report = await check([ref('busybox', 'latest-dev'), ref('go', '1.24')], { 'fail-on': 'high' });
    const r = resultOf(report, ref('busybox', 'latest-dev'));
    expect(r.status).toBe('error');
    expect(r.error!.reason).toBe('VULNERABILITY_REPORT_MISSING');
    expect(r.error!.message).toContain(r.digest!);
    expect(r.error!.message).toContain('/registry/v1/vuln_reports/counts?repo=busybox&tag=latest-dev');
    expect(report.verdict.failed).toBe(true);
    expect(resultOf(report, ref('go', '1.24')).status).toBe('ok');
  });
});

describe('operations absent or refused', () => {
  for (const mode of ['absent', 'unimplemented', 'refused'] as const) {
    it(`${mode}: one notice, null everywhere, every other finding as before`, async () => {
      emu.vulnReports.mode = mode;
      emu.requests.length = 0;
      const stale = ref('go', '1.24', buildBack('go', '1.24', 40));
      const report = await check([ref('nginx', '1.27'), ref('python', '3.11'), stale, ref('go', '1.24')], {
        concurrency: '1',
      });
      for (const r of report.results) {
        expect(r.vulnerabilities, r.ref).toBeNull();
        expect(r.fixedByUpdate, r.ref).toBeNull();
        expect(r.status).not.toBe('error');
      }
      expect(report.notices.filter((n) => n === VULNERABILITIES_UNAVAILABLE)).toHaveLength(1);
      expect(resultOf(report, ref('python', '3.11')).status).toBe('eol');
      expect(resultOf(report, stale).status).toBe('stale');
      // Each operation asked once at most: after "not available", no more requests.
      const paths = vulnRequests().map((r) => r.path);
      expect(paths.filter((p) => p.endsWith('/counts'))).toHaveLength(1);
      expect(paths.filter((p) => p === '/registry/v1/vuln_reports')).toHaveLength(1);
      const outputs = buildOutputs(report.results, report.verdict);
      expect(JSON.parse(outputs['vulnerability-counts']!)).toEqual({
        critical: 0,
        high: 0,
        medium: 0,
        low: 0,
        negligible: 0,
        unknown: 0,
      });
    });
  }

  it('with a severity in fail-on, every image is an error saying the operation was not available', async () => {
    emu.vulnReports.mode = 'absent';
    const report = await check([ref('nginx', '1.27')], { 'fail-on': 'high' });
    const r = report.results[0]!;
    expect(r.status).toBe('error');
    expect(r.error!.message).toContain('was absent, refused or failed');
    expect(report.verdict.failed).toBe(true);
  });
});

describe('the pull request comment', () => {
  it('shows per change of digest the vulnerabilities the new digest fixes and those it introduces', async () => {
    const { openServices } = await import('../../src/check/services');
    const { diffFiles, groupChanges } = await import('../../src/review/changes');
    const { gatherFacts } = await import('../../src/review/facts');
    const { renderComment } = await import('../../src/review/comment');
    const stale = buildBack('go', '1.24', 40);
    const near = buildBack('go', '1.24', 2);
    const unscanned = buildBack('python', '3.12', 10);
    const base = `FROM ${ref('go', '1.24', stale)}\nFROM ${ref('python', '3.12', current('python', '3.12'))}\n`;
    const head = `FROM ${ref('go', '1.24', near)}\nFROM ${ref('python', '3.12', unscanned)}\n`;
    const groups = groupChanges(diffFiles([{ file: 'Dockerfile', baseFile: 'Dockerfile', base, head }], emu.registry));
    const services = openServices(config({}), noMask);
    try {
      const facts = await gatherFacts(groups, services.lookups, {
        now: new Date(emu.store.now),
        maxAgeMs: 30 * 86_400_000,
      });
      const go = facts.changes.find((c) => c.image === 'go')!;
      expect(go.vulnerabilities).toEqual({
        fixed: [
          { id: 'CVE-2026-24001', severity: 'high' },
          { id: 'CVE-2026-24002', severity: 'medium' },
        ],
        introduced: [],
      });
      // Going back to an unscanned build: not known, never "none".
      expect(facts.changes.find((c) => c.image === 'python')!.vulnerabilities).toBeNull();
      const { body } = renderComment(facts, commentContext(new Date(emu.store.now)));
      expect(body).toContain('fixes 1 high, 1 medium (CVE-2026-24001, CVE-2026-24002); introduces none');
      expect(body).toContain('not known (the platform has no vulnerability report of one of the digests)');
    } finally {
      await services.http.close();
    }
  });
});

describe('the demo', () => {
  it('shows a stale pin whose update fixes a high vulnerability, in the summary and the table', async () => {
    const { prepareDemoWorkspace } = await import('../support/demo-workspace');
    const { readLedger } = await import('../../src/policy-file/read');
    const workspace = await prepareDemoWorkspace(emu, { ledger: true });
    const settings = {
      config: config({ files: ['**/Dockerfile', 'compose.yaml', 'deploy/*.yaml'].join('\n') }),
      workspace,
      now: new Date(emu.store.now),
      ledger: await readLedger(workspace, '.github/image-check.yaml'),
    };
    const report = await checkImages(settings, noMask);
    const stale = report.results.find((r) => r.status === 'stale')!;
    expect(stale.fixedByUpdate?.some((v) => v.severity === 'high')).toBe(true);
    const line = 'moving to the current build fixes 1 high, 2 medium';
    const md = renderSummary({ failOn: DEFAULT_FAIL_ON, ...report, now: settings.now, maxAge: '30d' });
    expect(md.split('\n').slice(0, 8).join('\n')).toContain(line);
    expect(renderTable({ ...report, now: settings.now, failOn: DEFAULT_FAIL_ON }, { color: false })).toContain(line);
  });
});
