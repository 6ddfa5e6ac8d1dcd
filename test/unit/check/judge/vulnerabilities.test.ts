import { describe, expect, it } from 'vitest';
import {
  countsOfCountReport,
  fixLine,
  idsOfCountReport,
  idsOfReport,
  newestCount,
  newestReport,
  prefetchVulnerabilities,
  vulnerabilitySums,
} from '../../../../src/check/judge/vulnerabilities';
import { gateFinding, gateOf } from '../../../../src/findings';
import { InputError, parseFailOn } from '../../../../src/config';
import type { ImageResult, VulnerabilityCounts } from '../../../../src/model';
import type { VulnCountReport } from '../../../../src/platform/vuln-reports';
import { acceptableFindings as ledgerFindings } from '../../../../src/policy-file/accepted-findings';
import { planUpdates } from '../../../../src/update/plan';
import { describeUpdate } from '../../../../src/update/run-update';

// The pure parts of issue 23: reading reports, the gate, the one line, the sums.

const digest = (n: number) => `sha256:${n.toString(16).padStart(64, '0')}`;
const counts = (over: Partial<VulnerabilityCounts> = {}): VulnerabilityCounts => ({
  critical: 0,
  high: 0,
  medium: 0,
  low: 0,
  negligible: 0,
  unknown: 0,
  scanned: '2026-11-20T00:00:00Z',
  digest: digest(1),
  ...over,
});

const countReport = (over: Partial<VulnCountReport>): VulnCountReport => ({
  critCveIds: [],
  highCveIds: [],
  medCveIds: [],
  lowCveIds: [],
  negligibleCveIds: [],
  unknownCveIds: [],
  ...over,
});

describe('fail-on severities', () => {
  it('accepts critical, high, medium, low and gates at the most inclusive one', () => {
    expect(gateOf(parseFailOn('eol,high'))).toBe('high');
    expect(gateOf(parseFailOn('critical,low'))).toBe('low');
    expect(gateOf(parseFailOn('eol,error'))).toBeNull();
    expect(() => parseFailOn('severe')).toThrow(InputError);
    expect(() => parseFailOn('negligible')).toThrow(/"negligible" is not one of .*critical, high, medium, low/);
  });
});

describe('reading the reports', () => {
  it('takes the newest count report by date and the newest report of a digest, of the same scanner when it can', () => {
    const older = countReport({ date: '2026-11-19T00:00:00Z', vulnCounts: [{ severity: 'HIGH', count: 2 }] });
    const newer = countReport({ date: '2026-11-20T00:00:00Z', vulnCounts: [{ severity: 'HIGH', count: 1 }] });
    expect(newestCount([older, newer, { ...older, date: '2026-11-18T00:00:00Z' }])).toBe(newer);
    const grype = {
      digest: digest(1),
      scanner: { name: 'GRYPE' },
      createdAt: '2026-11-19T00:00:00Z',
      vulnerabilities: [],
    };
    const trivy = {
      digest: digest(1),
      scanner: { name: 'TRIVY' },
      createdAt: '2026-11-20T00:00:00Z',
      vulnerabilities: [],
    };
    expect(newestReport([grype, trivy])).toBe(trivy);
    expect(newestReport([grype, trivy], 'GRYPE')).toBe(grype);
    expect(newestReport([])).toBeUndefined();
  });

  it('counts an id listed for several packages once, at its worst, worst first', () => {
    const ids = idsOfReport({
      digest: digest(1),
      vulnerabilities: [
        { id: 'CVE-2', severity: 'LOW' },
        { id: 'CVE-1', severity: 'MEDIUM' },
        { id: 'CVE-2', severity: 'HIGH' },
      ],
    });
    expect(ids).toEqual([
      { id: 'CVE-2', severity: 'high' },
      { id: 'CVE-1', severity: 'medium' },
    ]);
  });

  it('reads count reports per severity, and their ids only when named', () => {
    const report = {
      date: '2026-11-20T00:00:00Z',
      vulnCounts: [
        { severity: 'HIGH' as const, count: 1 },
        { severity: 'UNKNOWN' as const, count: 2 },
      ],
      highCveIds: ['CVE-9'],
      critCveIds: [],
      medCveIds: [],
      lowCveIds: [],
      negligibleCveIds: [],
      unknownCveIds: [],
    };
    expect(countsOfCountReport(report, digest(3))).toEqual(
      counts({ high: 1, unknown: 2, scanned: report.date, digest: digest(3) }),
    );
    expect(idsOfCountReport(report)).toEqual([{ id: 'CVE-9', severity: 'high' }]);
    expect(idsOfCountReport({ ...report, highCveIds: [] })).toBeNull();
  });
});

describe('the gate on one result', () => {
  const result = (over: Partial<ImageResult>) =>
    ({
      vulnerabilities: counts({ high: 1, medium: 1 }),
      vulnerabilityIds: null,
      ignored: null,
      ...over,
    }) as ImageResult;

  it('fails on the severity or worse, counts what the platform did not name, skips ignored ids', () => {
    expect(gateFinding(result({}), 'critical')).toBeNull();
    expect(gateFinding(result({}), 'high')).toEqual({ ids: [], unnamed: 1 });
    const named = result({
      vulnerabilityIds: [
        { id: 'CVE-1', severity: 'high' },
        { id: 'CVE-2', severity: 'medium' },
      ],
    });
    expect(gateFinding(named, 'medium')).toEqual({ ids: named.vulnerabilityIds, unnamed: 0 });
    const ignored = { ...named, ignored: { reason: 'r', until: '2099-01-01', kinds: ['cve-1'] } };
    expect(gateFinding(ignored, 'high')).toBeNull();
    expect(gateFinding(result({ vulnerabilities: null }), 'low')).toBe('unknown');
  });

  it('lets the ledger match a vulnerability id of the digest in use', () => {
    const r = {
      ref: 'cgr.dev/chainguard/nginx:1.27',
      registry: 'cgr.dev',
      org: 'chainguard',
      image: 'nginx',
      tag: '1.27',
      deprecated: false,
      status: 'ok' as const,
      advisories: [],
      vulnerabilityIds: [{ id: 'CVE-2026-1', severity: 'high' as const }],
    };
    expect(ledgerFindings(r).map((f) => f.kind)).toEqual(['CVE-2026-1']);
  });
});

describe('what moving fixes, in one line', () => {
  it('says the counts worst first and the ids', () => {
    expect(
      fixLine({
        fixedByUpdate: [
          { id: 'CVE-1', severity: 'high', package: null },
          { id: 'CVE-2', severity: 'medium', package: null },
          { id: 'CVE-3', severity: 'medium', package: null },
        ],
      }),
    ).toBe('moving to the current build fixes 1 high, 2 medium: CVE-1, CVE-2, CVE-3');
    expect(fixLine({ fixedByUpdate: [] })).toBeNull();
    expect(fixLine({ fixedByUpdate: null })).toBeNull();
  });

  it('is said by the update that moves the pin', () => {
    const ref = `cgr.dev/chainguard/go:1.24@${digest(1)}`;
    const fixes = 'moving to the current build fixes 1 high: CVE-1';
    const plan = planUpdates(
      [
        {
          ref,
          pinnedDigest: digest(1),
          digest: digest(2),
          deprecated: false,
          buildsBehind: 3,
          locations: [{ file: 'Dockerfile', line: 1 }],
          suggestion: null,
          fixes,
        },
      ],
      'pins',
    );
    expect(plan.edits).toEqual([expect.objectContaining({ kind: 'pin', fixes })]);
    expect(describeUpdate({ updatedFiles: ['Dockerfile'], applied: plan.edits, leftAlone: [] }).changed).toContain(
      `${ref}: ${fixes}`,
    );
  });
});

describe('vulnerability-counts', () => {
  it('sums the distinct digests in use that have a report', () => {
    const a = { vulnerabilities: counts({ high: 1, digest: digest(1) }) } as ImageResult;
    const b = { vulnerabilities: counts({ medium: 2, digest: digest(2) }) } as ImageResult;
    const none = { vulnerabilities: null } as ImageResult;
    expect(vulnerabilitySums([a, a, b, none])).toEqual({
      critical: 0,
      high: 1,
      medium: 2,
      low: 0,
      negligible: 0,
      unknown: 0,
    });
  });
});

describe('prefetchVulnerabilities: the report addVulnerabilities reads of the digest in use, asked as soon as it is known', () => {
  const asking = () => {
    const keys: string[] = [];
    const lookups = {
      leaf: async <T>(key: string): Promise<T | null> => {
        keys.push(key);
        return null;
      },
    };
    return { keys, lookups };
  };
  const place = { org: 'acme', image: 'nginx', tag: '1.27', status: 'ok' as const };

  it("asks a pin behind its tag by the pin's reports, and a pin at the current build or a tag by the tag's counts", () => {
    const { keys, lookups } = asking();
    prefetchVulnerabilities({ ...place, pinnedDigest: digest(1), digest: digest(2) }, lookups);
    prefetchVulnerabilities({ ...place, pinnedDigest: digest(2), digest: digest(2) }, lookups);
    prefetchVulnerabilities({ ...place, pinnedDigest: null, digest: digest(2) }, lookups);
    expect(keys).toEqual([`vulnreports:${digest(1)}`, 'vulncounts:nginx:1.27', 'vulncounts:nginx:1.27']);
  });

  it('asks nothing for an error, a result without a digest, or one without a tag (addVulnerabilities asks none there)', () => {
    const { keys, lookups } = asking();
    prefetchVulnerabilities({ ...place, status: 'error', pinnedDigest: null, digest: digest(2) }, lookups);
    prefetchVulnerabilities({ ...place, pinnedDigest: null, digest: null }, lookups);
    prefetchVulnerabilities({ ...place, tag: null, pinnedDigest: digest(1), digest: digest(2) }, lookups);
    expect(keys).toEqual([]);
  });
});
