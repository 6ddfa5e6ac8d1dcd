import { describe, expect, it } from 'vitest';
import { computeVerdict } from '../../src/check/judge/verdict';
import type { WorkspaceRunReport } from '../../src/report/run-report';
import { render } from '../../src/cli/check';
import { parseFailOn } from '../../src/config';
import { renderDashboard } from '../../src/dashboard/render';
import type { ImageResult, VulnerabilityCounts } from '../../src/model';
import { buildAnnotations } from '../../src/report/annotations';
import { buildSarif } from '../../src/report/sarif';
import { renderSummary } from '../../src/report/summary';
import { ago, digest, now, result } from '../support/results';

// One result set through every surface that is not a review of a change: each must list the same
// findings, give the same move, and never call a failed run current.

const FAIL_ON = parseFailOn('eol,denied,unsigned,error,high');
const clean = (n: number): VulnerabilityCounts => ({
  critical: 0,
  high: 0,
  medium: 0,
  low: 0,
  negligible: 0,
  unknown: 0,
  scanned: ago(1),
  digest: digest(n),
});
const at = (file: string) => [{ file, line: 1 }];

const EOL_MOVE = 'cgr.dev/chainguard/python:3.12';
const STALE_PIN = `cgr.dev/chainguard/redis:7@${digest(2)}`;

const eol = result({
  image: 'python',
  tag: '3.10',
  status: 'eol',
  deprecated: true,
  suggestion: EOL_MOVE,
  vulnerabilities: clean(10),
  locations: at('eol/Dockerfile'),
});
const stale = result({
  image: 'redis',
  tag: '7',
  ref: `cgr.dev/chainguard/redis:7@${digest(1)}`,
  pinnedDigest: digest(1),
  digest: digest(2),
  status: 'stale',
  buildsBehind: 4,
  behindSince: ago(40),
  suggestion: STALE_PIN,
  vulnerabilities: clean(1),
  locations: at('stale/Dockerfile'),
});
const vulnerable = result({
  image: 'go',
  tag: '1.24',
  vulnerabilities: { ...clean(3), high: 1 },
  vulnerabilityIds: [{ id: 'CVE-2026-0001', severity: 'high' }],
  locations: at('vulnerable/Dockerfile'),
});
const errored = result({
  image: 'busybox',
  tag: 'latest',
  status: 'error',
  digest: null,
  lastUpdate: null,
  buildsBehind: null,
  error: { code: 404, reason: 'TAG_NOT_FOUND', message: 'the tag latest is not listed' },
  locations: at('errored/Dockerfile'),
});
const accepted = result({
  image: 'node',
  tag: '18',
  status: 'eol',
  deprecated: true,
  ignored: { reason: 'moving in Q1', until: '2027-01-31', kinds: ['eol'] },
  vulnerabilities: clean(5),
  locations: at('accepted/Dockerfile'),
});
const unsigned = result({
  image: 'nginx',
  tag: '1.27',
  ref: `cgr.dev/chainguard/nginx:1.27@${digest(7)}`,
  pinnedDigest: digest(7),
  digest: digest(7),
  status: 'unsigned',
  vulnerabilities: clean(7),
  signature: {
    verified: false,
    digest: digest(7),
    format: null,
    signer: null,
    logged: null,
    reason: 'another signer https://token.actions.githubusercontent.com https://github.com/stranger/fork',
  },
  locations: at('unsigned/Dockerfile'),
});
const current = result({ image: 'static', tag: 'latest', vulnerabilities: clean(6), locations: at('ok/Dockerfile') });

const results: ImageResult[] = [eol, stale, vulnerable, errored, accepted, unsigned, current];
const FINDINGS = [eol, stale, vulnerable, errored, unsigned].map((r) => r.ref).sort();
const verdict = computeVerdict(results, FAIL_ON);
const report: WorkspaceRunReport = {
  kind: 'workspace',
  results,
  verdict,
  skipped: [],
  problems: [],
  coverage: [],
  notices: [],
  unmatchedGlobs: [],
  unscanned: [],
} as unknown as WorkspaceRunReport;
const config = { maxAge: '30d', failOn: FAIL_ON };
const cli = (format: 'table' | 'markdown' | 'gitlab' | 'sarif') =>
  render(format, report, config, { color: false, env: {}, now, columns: 400 });

/** Each surface's text, and the references it reports as findings (accepted ones apart). */
const surfaces: Record<string, { text: string; findings: string[] }> = (() => {
  const annotations = buildAnnotations(results, { skipped: [], problems: [], failOn: FAIL_ON });
  const sarif = buildSarif(results, 'test', { failOn: FAIL_ON }) as {
    runs: { results: { properties: { ref: string } }[] }[];
  };
  const gitlab = JSON.parse(cli('gitlab')) as { description: string; check_name: string }[];
  const table = cli('table');
  const summary = renderSummary({ ...report, now, maxAge: '30d', failOn: FAIL_ON });
  const markdown = cli('markdown');
  const dashboard = renderDashboard({
    scope: 'acme/app',
    results,
    read: [{ repository: 'acme/app', commit: 'c0ffee', private: false }],
    unread: [],
    serverUrl: 'https://github.com',
    failOn: FAIL_ON,
  });
  const refIn = (text: string) => results.filter((r) => text.includes(r.ref)).map((r) => r.ref);
  const todo = (md: string) => refIn(md.slice(md.indexOf('**What to do**'), md.indexOf('### ')));
  const tableRows = table.split('\n').filter((l) => /^(error|unsigned|denied|eol|vulnerability|stale) /.test(l));
  // The table shortens a pinned digest: a row names its image and tag.
  const rowRefs = results
    .filter((r) => tableRows.some((l) => l.includes(`cgr.dev/chainguard/${r.image}:${r.tag}`)))
    .map((r) => r.ref);
  const dashboardActive = dashboard
    .split('\n')
    .filter((l) => l.startsWith('- <code>') && !l.includes('Accepted by the policy file'));
  return {
    annotations: {
      text: JSON.stringify(annotations),
      findings: refIn(JSON.stringify(annotations.filter((a) => !a.title.startsWith('Ignored')))),
    },
    sarif: { text: JSON.stringify(sarif), findings: sarif.runs[0]!.results.map((r) => r.properties.ref) },
    gitlab: { text: JSON.stringify(gitlab), findings: refIn(JSON.stringify(gitlab.map((i) => i.description))) },
    table: { text: table, findings: rowRefs },
    summary: { text: summary, findings: todo(summary) },
    markdown: { text: markdown, findings: todo(markdown) },
    dashboard: { text: dashboard, findings: refIn(dashboardActive.join('\n')) },
  };
})();

describe('one result set through every surface', () => {
  it('fails the run: the HIGH vulnerability under fail-on high, the end-of-life tag, the error', () => {
    expect(verdict.failed).toBe(true);
    expect(verdict.line).toMatch(
      /^✗ Failed: 1 end-of-life tag, 1 digest not signed by the vendor, 1 error, 1 image with high or worse vulnerabilities/,
    );
  });

  for (const [name, surface] of Object.entries(surfaces)) {
    it(`${name}: lists the same findings (the accepted one apart, the current image not)`, () => {
      expect([...new Set(surface.findings)].sort()).toEqual(FINDINGS);
    });

    it(`${name}: gives the end-of-life tag's move and the stale pin's new pin as every other surface does`, () => {
      const tags = [...surface.text.matchAll(/cgr\.dev\/chainguard\/python:3\.\d+/g)].map((m) => m[0]);
      expect(tags.filter((t) => t !== eol.ref).every((t) => t === EOL_MOVE)).toBe(true);
      const pins = [...surface.text.matchAll(/cgr\.dev\/chainguard\/redis:7@sha256:[0-9a-f]{64}/g)].map((m) => m[0]);
      expect(pins.filter((p) => p !== stale.ref).every((p) => p === STALE_PIN)).toBe(true);
    });

    it(`${name}: says nothing is current, nor that there is nothing to act on, under the failed verdict`, () => {
      expect(surface.text).not.toMatch(/all current|All \d+ images? current|Nothing to act on/i);
    });
  }

  it('names the move wherever a surface names one', () => {
    for (const name of ['annotations', 'sarif', 'gitlab', 'table', 'summary', 'markdown', 'dashboard'])
      expect(surfaces[name]!.text, name).toContain(EOL_MOVE);
    for (const name of ['annotations', 'sarif', 'gitlab', 'summary', 'markdown', 'dashboard'])
      expect(surfaces[name]!.text, name).toContain(STALE_PIN);
  });

  it("names why the unsigned digest is not the vendor's build wherever a surface lists it", () => {
    for (const name of ['annotations', 'sarif', 'gitlab', 'table', 'summary', 'markdown', 'dashboard'])
      expect(surfaces[name]!.text, name).toContain('github.com/stranger/fork');
  });

  it('says the accepted finding is accepted, with the ledger reason, where a surface lists it', () => {
    for (const name of ['annotations', 'table', 'summary', 'dashboard'])
      expect(surfaces[name]!.text, name).toContain('moving in Q1');
  });
});
