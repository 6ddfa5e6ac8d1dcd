import { DEFAULT_FAIL_ON } from '../../../src/findings';
import { describe, expect, it } from 'vitest';
import type { FailOn, ImageResult } from '../../../src/model';
import { buildSarif, workflowFileOf } from '../../../src/report/sarif';
import { ago, digest, result, staleRedis, eolInTwoFiles } from '../../support/results';
import { sarifProblems } from '../../support/sarif-rules';

// Loose views of the SARIF log, enough to walk it in tests.
interface SarifResult {
  ruleId: string;
  ruleIndex: number;
  level: string;
  message: { text: string };
  locations?: {
    physicalLocation: { artifactLocation: { uri: string; uriBaseId: string }; region: { startLine: number } };
  }[];
  partialFingerprints: Record<string, string>;
}
interface SarifRule {
  id: string;
  name: string;
  shortDescription: { text: string };
  fullDescription: { text: string };
  help: { text: string };
  defaultConfiguration: { level: string };
}
interface SarifLog {
  $schema: string;
  version: string;
  runs: { tool: { driver: { name: string; version: string; rules: SarifRule[] } }; results: SarifResult[] }[];
}

/** Every log these tests build is held to the SARIF schema and GitHub's upload rules. */
const sarif = (
  results: ImageResult[],
  inputsFile = '.github/workflows/ci.yml',
  failOn: ReadonlySet<FailOn> = DEFAULT_FAIL_ON,
) => {
  const log = JSON.parse(JSON.stringify(buildSarif(results, '1.2.3', { inputsFile, failOn }))) as SarifLog;
  expect(sarifProblems(log)).toEqual([]);
  return log;
};

const fixtures: ImageResult[] = [
  eolInTwoFiles(),
  staleRedis(),
  result({
    image: 'python',
    advisories: [{ advisoryId: 'CGA-1', artifactName: 'python', updateTime: ago(1) }],
    locations: [{ file: 'py/Dockerfile', line: 1 }],
  }),
  result({
    image: 'missing',
    status: 'error',
    digest: null,
    lastUpdate: null,
    buildsBehind: null,
    error: { code: 403, reason: 'PERMISSION_DENIED', message: 'no access to cgr.dev/chainguard/missing' },
  }),
  result({ image: 'fine', locations: [{ file: 'fine/Dockerfile', line: 1 }] }),
];

describe('buildSarif', () => {
  const log = sarif(fixtures);
  const run = log.runs[0]!;
  const rules = run.tool.driver.rules;

  it('is a SARIF 2.1.0 log with one run of the image-check driver', () => {
    expect(log.version).toBe('2.1.0');
    expect(log.$schema).toMatch(/sarif-2\.1\.0.*\.json$/);
    expect(log.runs).toHaveLength(1);
    expect(run.tool.driver).toMatchObject({ name: 'image-check', version: '1.2.3' });
  });

  it('defines the rules (the four finding kinds, ending soon and the registry policies) with descriptions, help and a default level', () => {
    expect(rules.map((r) => r.id)).toEqual([
      'eol',
      'stale',
      'advisory',
      'error',
      'ending',
      'denied',
      'dry-run',
      'unsigned',
    ]);
    for (const rule of rules) {
      expect(rule.name).toMatch(/^[A-Z][A-Za-z]+$/);
      expect(rule.shortDescription.text.length).toBeGreaterThan(0);
      expect(rule.fullDescription.text.length).toBeGreaterThan(rule.shortDescription.text.length);
      expect(rule.help.text.length).toBeGreaterThan(0);
      expect(['error', 'warning', 'note']).toContain(rule.defaultConfiguration.level);
    }
    expect(Object.fromEntries(rules.map((r) => [r.id, r.defaultConfiguration.level]))).toEqual({
      eol: 'error',
      stale: 'warning',
      advisory: 'note',
      error: 'error',
      ending: 'warning',
      denied: 'error',
      'dry-run': 'warning',
      unsigned: 'error',
    });
  });

  it('gives each result the level fail-on gives its kind: error when it fails the step, else warning (note for advisories)', () => {
    const levels = (failOn: FailOn[]) =>
      Object.fromEntries(sarif(fixtures, undefined, new Set(failOn)).runs[0]!.results.map((r) => [r.ruleId, r.level]));
    expect(levels([])).toEqual({ eol: 'warning', stale: 'warning', advisory: 'note', error: 'warning' });
    expect(levels(['stale', 'advisories'])).toEqual({
      eol: 'warning',
      stale: 'error',
      advisory: 'error',
      error: 'warning',
    });
  });

  it('refers to existing rules by id and index', () => {
    expect(run.results.length).toBeGreaterThan(0);
    for (const r of run.results) {
      expect(rules[r.ruleIndex]?.id).toBe(r.ruleId);
      expect(r.level).toBe(rules[r.ruleIndex]!.defaultConfiguration.level);
      expect(r.message.text.length).toBeGreaterThan(0);
    }
  });

  it('gives one result per finding per location, relative to %SRCROOT%', () => {
    const places = run.results.map((r) => [
      r.ruleId,
      r.locations?.[0]?.physicalLocation.artifactLocation.uri ?? null,
      r.locations?.[0]?.physicalLocation.region.startLine ?? null,
    ]);
    expect(places).toEqual([
      ['eol', 'svc/Dockerfile', 3],
      ['eol', 'k8s/deploy.yaml', 17],
      ['stale', 'compose.yaml', 8],
      ['advisory', 'py/Dockerfile', 1],
      ['error', '.github/workflows/ci.yml', 1],
    ]);
    for (const r of run.results) {
      expect(r.locations).toHaveLength(1);
      expect(r.locations![0]!.physicalLocation.artifactLocation.uriBaseId).toBe('%SRCROOT%');
    }
  });

  it('never writes a result without a location: with no file to place it on, a finding is placed on its image', () => {
    const pinned = result({
      image: 'nginx',
      tag: '1.25',
      ref: `cgr.dev/chainguard/nginx:1.25@${digest(3)}`,
      status: 'eol',
      deprecated: true,
    });
    const log = buildSarif([fixtures[3]!, pinned], '1.2.3', { failOn: DEFAULT_FAIL_ON }) as SarifLog & {
      runs: { invocations?: unknown[] }[];
    };
    expect(sarifProblems(log)).toEqual([]);
    const [missing, eol] = log.runs[0]!.results;
    expect(missing!.message.text).toContain('no access to cgr.dev/chainguard/missing');
    // Each segment encoded: the ':' of the tag and the '@' of the digest read as no scheme or authority.
    expect(missing!.locations!.map((l) => l.physicalLocation)).toEqual([
      {
        artifactLocation: { uri: 'cgr.dev/chainguard/missing%3A1.25', uriBaseId: '%SRCROOT%' },
        region: { startLine: 1 },
      },
    ]);
    expect(eol!.locations![0]!.physicalLocation.artifactLocation.uri).toBe(
      `cgr.dev/chainguard/nginx%3A1.25%40sha256%3A${digest(3).slice(7)}`,
    );
    // Stable across runs for the same image, and apart from another image's.
    expect(missing!.partialFingerprints).toEqual(
      (buildSarif([fixtures[3]!], '1.2.4', { failOn: DEFAULT_FAIL_ON }) as SarifLog).runs[0]!.results[0]!
        .partialFingerprints,
    );
    expect(missing!.partialFingerprints).not.toEqual(eol!.partialFingerprints);
    expect(log.runs[0]!.invocations).toBeUndefined();
  });

  it("the check of GitHub's upload rules fails a result without a location and a driver without informationUri", () => {
    const log = JSON.parse(JSON.stringify(buildSarif([fixtures[0]!], '1.2.3', { failOn: DEFAULT_FAIL_ON }))) as {
      runs: { tool: { driver: Record<string, unknown> }; results: Record<string, unknown>[] }[];
    };
    delete log.runs[0]!.results[0]!.locations;
    delete log.runs[0]!.tool.driver.informationUri;
    expect(sarifProblems(log)).toEqual([
      'runs[0].tool.driver.informationUri is missing',
      'runs[0].results[0] (eol): expected at least one location',
    ]);
    log.runs[0]!.results[0]!.level = 'fatal';
    expect(sarifProblems(log).some((p) => p.startsWith('schema: /runs/0/results/0/level'))).toBe(true);
  });

  it('says what the finding is in each message', () => {
    const text = (id: string) => run.results.find((x) => x.ruleId === id)!.message.text;
    expect(text('eol')).toMatch(/end-of-life/);
    expect(text('stale')).toContain('4 builds behind');
    expect(text('stale')).toContain(digest(10));
    expect(text('advisory')).toContain('CGA-1');
  });

  it('fingerprints stably per reference, rule and file, not per line', () => {
    const again = sarif(fixtures).runs[0]!.results;
    expect(again.map((r) => r.partialFingerprints)).toEqual(run.results.map((r) => r.partialFingerprints));
    const all = run.results.map((r) => Object.values(r.partialFingerprints)[0]);
    expect(new Set(all).size).toBe(all.length);
    const moved = sarif([{ ...fixtures[0]!, locations: [{ file: 'svc/Dockerfile', line: 30 }] }]).runs[0]!.results[0]!;
    expect(moved.partialFingerprints).toEqual(run.results[0]!.partialFingerprints);
  });

  it('reports a reference from the images input on the workflow file when given (code scanning needs a location)', () => {
    const results = sarif([fixtures[3]!], '.github/workflows/images.yml').runs[0]!.results;
    expect(results).toHaveLength(1);
    expect(results[0]!.locations![0]!.physicalLocation).toEqual({
      artifactLocation: { uri: '.github/workflows/images.yml', uriBaseId: '%SRCROOT%' },
      region: { startLine: 1 },
    });
    // Located results of the same run keep their own files.
    const located = sarif([fixtures[1]!], '.github/workflows/images.yml').runs[0]!.results[0]!;
    expect(located.locations![0]!.physicalLocation.artifactLocation.uri).toBe('compose.yaml');
  });

  it('percent-encodes path segments of the uri', () => {
    const r = sarif([{ ...fixtures[0]!, locations: [{ file: 'my app/Dockerfile#1', line: 2 }] }]).runs[0]!.results[0]!;
    expect(r.locations![0]!.physicalLocation.artifactLocation.uri).toBe('my%20app/Dockerfile%231');
  });

  it('has no results for a clean run', () => {
    expect(sarif([result({ locations: [{ file: 'Dockerfile', line: 1 }] })]).runs[0]!.results).toEqual([]);
  });
});

describe('workflowFileOf', () => {
  it('takes the workflow path out of GITHUB_WORKFLOW_REF', () => {
    expect(workflowFileOf('octo/hello/.github/workflows/ci.yml@refs/heads/main')).toBe('.github/workflows/ci.yml');
    expect(workflowFileOf('octo/hello/.github/workflows/ci.yml@refs/pull/7/merge')).toBe('.github/workflows/ci.yml');
    expect(workflowFileOf(undefined)).toBeUndefined();
    expect(workflowFileOf('')).toBeUndefined();
  });

  it('reports a tag ending soon under its own rule, and lists skipped references as tool notifications', () => {
    const ending = result({
      image: 'node',
      tag: '20',
      endOfLife: { status: 'grace', supportEnds: ago(-3), buildsUntil: ago(-10), daysLeft: 10, warn: true },
      locations: [{ file: 'Dockerfile', line: 2 }],
    });
    const log = buildSarif([ending], '1.0.0', {
      failOn: DEFAULT_FAIL_ON,
      skipped: [
        {
          ref: '${BASE_TAG}',
          kind: 'unresolved',
          reason: 'unresolved variable BASE_TAG',
          location: { file: 'Dockerfile', line: 1 },
        },
        { ref: 'docker.io/library/node:22', kind: 'other-registry', reason: 'other registry (docker.io)' },
      ],
    }) as {
      runs: {
        results: SarifResult[];
        tool: { driver: { rules: SarifRule[] } };
        invocations: {
          toolExecutionNotifications: { level: string; message: { text: string }; locations: unknown[] }[];
        }[];
      }[];
    };
    expect(sarifProblems(log)).toEqual([]);
    const run = log.runs[0]!;
    expect(run.results.map((r) => [r.ruleId, r.level, run.tool.driver.rules[r.ruleIndex]!.id])).toEqual([
      ['ending', 'warning', 'ending'],
    ]);
    expect(run.results[0]!.message.text).toMatch(/builds of the tag "20" stop in 10 days/);
    const notes = run.invocations[0]!.toolExecutionNotifications;
    expect(notes.map((n) => [n.level, n.message.text])).toEqual([
      ['warning', 'Dockerfile:1: ${BASE_TAG} was not checked: unresolved variable BASE_TAG'],
    ]);
    expect(notes[0]!.locations).toHaveLength(1);
    // Nothing skipped: no invocations at all.
    expect(buildSarif([ending], '1.0.0', { failOn: DEFAULT_FAIL_ON })).not.toHaveProperty('runs.0.invocations');
  });
});
