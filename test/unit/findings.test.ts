import { describe, expect, it } from 'vitest';
import { computeVerdict } from '../../src/check/judge/verdict';
import { parseFailOn } from '../../src/config';
import { renderDashboard, type DashboardInput } from '../../src/dashboard/render';
import { findingsOf, KINDS, loudnessOf, WORST_FIRST } from '../../src/findings';
import type { ImageResult, VulnerabilityCounts } from '../../src/model';
import { buildGitLabReport } from '../../src/report/gitlab-code-quality';
import { renderSummary } from '../../src/report/summary';
import { advisory, digest, now, result } from '../support/results';

const counts = (high: number): VulnerabilityCounts => ({
  critical: 0,
  high,
  medium: 0,
  low: 0,
  negligible: 0,
  unknown: 0,
  scanned: null,
  digest: digest(10),
});
const vulnerable = result({
  image: 'go',
  tag: '1.24',
  vulnerabilities: counts(1),
  vulnerabilityIds: [{ id: 'CVE-2026-0001', severity: 'high' }],
  locations: [{ file: 'Dockerfile', line: 1 }],
});
const errored = result({
  status: 'error',
  digest: null,
  error: { code: 404, reason: 'TAG_NOT_FOUND', message: 'no such tag' },
});
const acceptedEol = result({
  image: 'node',
  tag: '18',
  status: 'eol',
  deprecated: true,
  ignored: { reason: 'moving in Q1', until: '2027-01-31', kinds: ['eol'] },
});
const kinds = (r: ImageResult, failOn = 'eol,error') => findingsOf(r, parseFailOn(failOn)).map((f) => f.kind);

describe('the kinds of finding', () => {
  it('orders every kind once, worst first', () => {
    expect([...WORST_FIRST].sort()).toEqual(Object.keys(KINDS).sort());
    expect(WORST_FIRST[0]).toBe('error');
  });

  it('lists the findings of one result worst first, a vulnerability only under a severity in fail-on', () => {
    expect(kinds(result())).toEqual([]);
    expect(kinds(result({ ...errored, deprecated: true, advisories: [advisory('CGA-1')] }))).toEqual([
      'error',
      'eol',
      'advisory',
    ]);
    expect(kinds(vulnerable)).toEqual([]);
    expect(kinds(vulnerable, 'high')).toEqual(['vulnerability']);
    expect(kinds(vulnerable, 'critical')).toEqual([]);
  });

  it('keeps a finding the policy file accepts, marked with its reason, as a notice', () => {
    const [finding] = findingsOf(acceptedEol, parseFailOn('eol'));
    expect(finding).toEqual({
      kind: 'eol',
      loudness: 'notice',
      accepted: { reason: 'moving in Q1', until: '2027-01-31' },
    });
    const ignoredCve = { ...vulnerable, ignored: { reason: 'not reachable', until: null, kinds: ['CVE-2026-0001'] } };
    expect(findingsOf(ignoredCve, parseFailOn('high'))).toEqual([
      { kind: 'vulnerability', loudness: 'notice', accepted: { reason: 'not reachable', until: null } },
    ]);
  });

  it('is as loud as fail-on makes it: an error when it fails, else a warning (advisories a notice)', () => {
    expect(loudnessOf('stale', parseFailOn('eol'))).toBe('warning');
    expect(loudnessOf('stale', parseFailOn('stale'))).toBe('error');
    expect(loudnessOf('advisory', parseFailOn('eol'))).toBe('notice');
    expect(loudnessOf('vulnerability', parseFailOn('high'))).toBe('error');
    expect(loudnessOf('dry-run', parseFailOn('eol,denied,stale,advisories,error'))).toBe('warning');
  });
});

describe('the drifts the surfaces had', () => {
  it('the GitLab report lists the vulnerability finding under a severity gate', () => {
    const issues = buildGitLabReport([vulnerable], { inputsFile: '.gitlab-ci.yml', failOn: parseFailOn('high') });
    expect(issues.map((i) => [i.check_name, i.severity])).toEqual([['image-check/vulnerability', 'major']]);
    expect(issues[0]!.description).toContain('CVE-2026-0001');
  });

  it('the job summary lists an image over the gate and never says all is current under a failed verdict', () => {
    const failOn = parseFailOn('high');
    const verdict = computeVerdict([vulnerable], failOn);
    expect(verdict.failed).toBe(true);
    const md = renderSummary({ results: [vulnerable], verdict, skipped: [], problems: [], now, maxAge: '30d', failOn });
    expect(md).not.toMatch(/All \d+ images? current|✅ current|\d+ images? current/);
    expect(md).toContain('**What to do**');
    expect(md).toContain('🐞 vulnerabilities at high or worse');
  });

  it('the verdict counts an image that could not be checked once', () => {
    const both = computeVerdict([errored], parseFailOn('error,high'));
    expect(both.line).toBe('✗ Failed: 1 error (fail-on: error,high) — 1 image checked');
    expect(both.counts.unscanned).toBe(0);
    // Without `error` in fail-on the gate still fails on it (its vulnerabilities are unknown), said once there.
    const gateOnly = computeVerdict([errored], parseFailOn('high'));
    expect(gateOnly.failed).toBe(true);
    expect(gateOnly.line).toBe('✗ Failed: 1 image that could not be checked (fail-on: high) — 1 image checked');
  });

  const dashboard = (results: ImageResult[], failOn = parseFailOn('eol,error')) =>
    renderDashboard({
      scope: 'acme/app',
      results,
      read: [{ repository: 'acme/app', commit: 'c0ffee', private: false }],
      unread: [],
      serverUrl: 'https://github.com',
      failOn,
    } satisfies DashboardInput).split('\n')[1]!;

  it("the dashboard's head line counts end-of-life tags as eol-count does (an accepted one listed, not counted)", () => {
    const eol = result({ image: 'python', tag: '3.10', status: 'eol', deprecated: true });
    const results = [eol, acceptedEol];
    expect(computeVerdict(results, parseFailOn('eol')).counts.eol).toBe(1);
    expect(dashboard(results)).toMatch(/^\*\*1 end of life\*\* \(1 accepted finding listed too\) — 2 references/);
    expect(dashboard([acceptedEol])).not.toContain('every reference checked is current');
  });

  it('the dashboard lists an image over the gate and says nothing is fine under a failed verdict', () => {
    expect(dashboard([vulnerable], parseFailOn('high'))).toMatch(/^\*\*1 image over fail-on's severity\*\*/);
    const refused = result({
      status: 'denied',
      policies: [{ policy: 'no-eol', mode: 'enforced', result: 'denied', parameters: {}, waived: null }],
    });
    expect(computeVerdict([refused], parseFailOn('denied')).failed).toBe(true);
    expect(dashboard([refused], parseFailOn('denied'))).toMatch(/^\*\*1 image the registry refuses\*\*/);
  });
});
