import { describe, expect, it } from 'vitest';
import { parseLedger } from '../../../src/policy-file/parse-ledger';
import { acceptableFindings, ignoredFindings } from '../../../src/policy-file/read';

// Which findings of a result the ledger ignores.

const result = {
  ref: 'cgr.dev/chainguard/nginx:1.25',
  registry: 'cgr.dev',
  org: 'chainguard',
  image: 'nginx',
  tag: '1.25',
  deprecated: true,
  status: 'eol' as const,
  advisories: [
    { advisoryId: 'CGA-1111-2222-3333', artifactName: 'nginx', updateTime: '2026-01-01T00:00:00Z' },
    { advisoryId: 'CGA-4444-5555-6666', artifactName: 'nginx', updateTime: '2026-01-01T00:00:00Z' },
  ],
};

describe('acceptableFindings', () => {
  it('eol, stale and each advisory id', () => {
    expect(acceptableFindings(result).map((f) => f.kind)).toEqual(['eol', 'CGA-1111-2222-3333', 'CGA-4444-5555-6666']);
    expect(
      acceptableFindings({ ...result, deprecated: false, status: 'stale', advisories: [] }).map((f) => f.kind),
    ).toEqual(['stale']);
    expect(acceptableFindings({ ...result, deprecated: false, status: 'error', advisories: [] })).toEqual([]);
  });
});

describe('ignoredFindings', () => {
  const ledger = parseLedger(
    'policy.yaml',
    `ignore:
  - {ref: cgr.dev/chainguard/nginx:1.25, kind: eol, reason: moving in Q2, until: 2026-06-30}
  - {ref: "cgr.dev/chainguard/nginx:*", kind: CGA-1111-2222-3333, reason: not reachable, until: 2026-01-31}
`,
  );

  it('maps each ignored finding to its entry; the rest stay findings', () => {
    const ignored = ignoredFindings(result, ledger, '2026-01-15');
    expect([...ignored].map(([kind, entry]) => [kind, entry.reason, entry.line])).toEqual([
      ['eol', 'moving in Q2', 2],
      ['CGA-1111-2222-3333', 'not reachable', 3],
    ]);
  });

  it('an expired entry ignores nothing', () => {
    expect([...ignoredFindings(result, ledger, '2026-02-01').keys()]).toEqual(['eol']);
    expect(ignoredFindings(result, null, '2026-02-01').size).toBe(0);
  });
});
