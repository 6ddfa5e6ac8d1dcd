import { describe, expect, it } from 'vitest';
import { computeVerdict } from '../../../src/check/judge/verdict';
import { formatOf } from '../../../src/cli/reporting';
import { CHECK } from '../../../src/cli/commands';
import { parseFailOn } from '../../../src/config';
import { UsageError } from '../../../src/errors';
import { problemsOf, verdictOf } from '../../../src/report/run-report';
import { FORMAT_NAMES, FORMATS, renderFormat, type FormatReport } from '../../../src/report/formats';
import { digest, now, result } from '../../support/results';

// The formats' one list (report/formats.ts): the CLI's --format takes its names from it, the
// machine formats keep stdout for the report, and each renders the run it is given.

const FAIL_ON = parseFailOn('eol,error');
const results = [
  result({ ref: 'cgr.dev/chainguard/python:3.11', image: 'python', tag: '3.11', status: 'eol', deprecated: true }),
  result({ ref: `cgr.dev/chainguard/redis:7@${digest(1)}`, image: 'redis', tag: '7', status: 'ok' }),
];
const report: FormatReport = {
  kind: 'workspace',
  results,
  verdict: computeVerdict(results, FAIL_ON),
  skipped: [],
  problems: [],
  unmatchedGlobs: [],
  unscanned: [],
};
const options = { now, failOn: FAIL_ON, maxAge: '30d', columns: 200 };

describe('the report formats', () => {
  it('--format takes every name of the list, and names the list when given another', () => {
    for (const name of FORMAT_NAMES) expect(formatOf({ format: name }, CHECK)).toBe(name);
    expect(formatOf({}, CHECK)).toBe('table');
    expect(() => formatOf({ format: 'xml' }, CHECK)).toThrow(UsageError);
    expect(() => formatOf({ format: 'xml' }, CHECK)).toThrow(`is not one of ${FORMAT_NAMES.join(', ')}`);
  });

  it('each renders the run: the end-of-life tag in every one, the machine formats as JSON', () => {
    expect(FORMAT_NAMES).toEqual(['table', 'json', 'sarif', 'markdown', 'gitlab']);
    for (const name of FORMAT_NAMES) {
      const text = renderFormat(name, report, options);
      expect(text, name).toContain('cgr.dev/chainguard/python:3.11');
      if (FORMATS[name].machine) expect(() => JSON.parse(text), name).not.toThrow();
    }
    expect(FORMAT_NAMES.filter((name) => FORMATS[name].machine)).toEqual(['json', 'sarif', 'gitlab']);
  });

  it('json is the results array in pieces, item for item; SARIF and GitLab place a finding without a location where told', () => {
    const json = JSON.parse(renderFormat('json', report, options)) as { ref: string }[];
    expect(json.map((r) => r.ref)).toEqual(results.map((r) => r.ref));
    const sarif = renderFormat('sarif', report, { ...options, sarifLocation: '.github/workflows/ci.yml' });
    expect(sarif).toContain('.github/workflows/ci.yml');
    const gitlab = JSON.parse(renderFormat('gitlab', report, { ...options, pipelineFile: 'ci/pipeline.yml' })) as {
      location: { path: string };
    }[];
    expect(gitlab.map((i) => i.location.path)).toEqual(['ci/pipeline.yml']);
    const byDefault = JSON.parse(renderFormat('gitlab', report, options)) as { location: { path: string } }[];
    expect(byDefault.map((i) => i.location.path)).toEqual(['.gitlab-ci.yml']);
  });

  it("an organization's run: a repository not read is recorded once, named once where problems are listed, counted in the verdict", () => {
    const org = {
      ...report,
      kind: 'organization' as const,
      owner: 'acme',
      shard: { index: 1, count: 1 },
      read: [{ repository: 'acme/web', commit: 'a'.repeat(40), private: false }],
      unread: [{ repository: 'acme/locked', reason: 'the tree could not be read (HTTP 409)', private: true }],
      coverage: [],
    };
    const verdict = verdictOf(org, FAIL_ON);
    expect(verdict.failed).toBe(true);
    expect(verdict.counts.error).toBe(report.verdict.counts.error + 1);
    expect(verdictOf({ ...org, kind: 'workspace' as const }, FAIL_ON)).toEqual(report.verdict);
    const rendered = { ...org, verdict };
    for (const name of ['table', 'markdown'] as const) {
      const text = renderFormat(name, rendered, options);
      const lines = text.split('\n').filter((l) => l.includes('HTTP 409'));
      expect(lines, name).toHaveLength(1);
      expect(lines[0], name).toContain('acme/locked');
    }
    // The summary lists the repositories read beside those not.
    expect(renderFormat('markdown', rendered, options)).toContain('acme/web');
    expect(problemsOf(rendered).map((p) => [p.repository, p.file])).toEqual([['acme/locked', '']]);
  });
});
