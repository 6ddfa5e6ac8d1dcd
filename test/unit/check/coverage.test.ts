import { DEFAULT_FAIL_ON } from '../../../src/findings';
import { describe, expect, it } from 'vitest';
import { assessCoverage, type CoverageInput } from '../../../src/check/coverage';
import { buildTargets } from '../../../src/check/targets';
import { computeVerdict } from '../../../src/check/judge/verdict';
import { buildAnnotations } from '../../../src/report/annotations';

// A run that checked nothing because of how it is set up is a finding, not a green step.

const input = (over: Partial<CoverageInput> = {}): CoverageInput => ({
  images: [],
  files: ['**/Dockerfile'],
  registry: 'cgr.dev',
  unmatchedGlobs: [],
  foundInFiles: 0,
  skipped: [],
  targets: 0,
  ...over,
});

describe('assessCoverage', () => {
  it('neither images nor files: an error saying which inputs to set', () => {
    const { errors } = assessCoverage(input({ files: [] }));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/neither images nor files is set.*Set images to image references.*or files to globs/);
  });

  it('a glob that matches nothing is an error; one that looks comma-separated is named as such', () => {
    const { errors } = assessCoverage(
      input({
        files: ['Dockerfile, compose.yaml', 'deploy/*.yaml', 'src/{a,b}/Dockerfile'],
        unmatchedGlobs: ['Dockerfile, compose.yaml', 'src/{a,b}/Dockerfile'],
        targets: 2,
      }),
    );
    expect(errors[0]).toMatch(
      /"Dockerfile, compose\.yaml" matched no file\. It looks like a comma-separated list, but files takes one glob per line: write "Dockerfile", "compose\.yaml" on lines of their own/,
    );
    // Commas inside braces are glob alternatives, not a list.
    expect(errors[1]).toBe(
      'Input "files": the glob "src/{a,b}/Dockerfile" matched no file in the workspace; fix the path or remove the line',
    );
  });

  it('references found but none on the registry: an error naming the hosts they are on', () => {
    const { targets, skipped } = buildTargets(
      ['nginx:1.27', 'docker.io/library/redis:7', 'ghcr.io/acme/app:1'],
      [],
      'cgr.dev',
    );
    const { errors } = assessCoverage(input({ images: ['x'], files: [], skipped, targets: targets.length }));
    expect(errors).toEqual([
      "nothing to check: 3 image references were found, none on registry cgr.dev: they are on docker.io (2), ghcr.io (1). Only references on the registry input's host are checked; set registry if your images are on another host",
    ]);
  });

  it('selected files that hold no reference at all are a notice, not a failure', () => {
    expect(assessCoverage(input())).toEqual({
      errors: [],
      notices: ['The files selected by the files globs hold no image reference: nothing to check.'],
    });
  });

  it('says nothing when something was checked', () => {
    expect(assessCoverage(input({ foundInFiles: 2, targets: 2 }))).toEqual({ errors: [], notices: [] });
  });
});

describe('nothing checked in the verdict and the annotations', () => {
  const why = ['nothing to check: neither images nor files is set'];

  it('counts as an error: fails under fail-on error, with the reason on the verdict line', () => {
    const verdict = computeVerdict([], new Set(['eol', 'error']), [], why);
    expect(verdict.failed).toBe(true);
    expect(verdict.counts.error).toBe(1);
    expect(verdict.line).toBe(
      '✗ Failed: 1 error (fail-on: eol,error) — 0 images checked: nothing to check: neither images nor files is set',
    );
  });

  it('does not fail when error is not in fail-on, and is then a warning', () => {
    expect(computeVerdict([], new Set(['eol']), [], why).failed).toBe(false);
    expect(buildAnnotations([], { skipped: [], problems: [], coverage: why, failOn: new Set(['eol']) })).toEqual([
      { level: 'warning', title: 'Nothing checked', message: why[0] },
    ]);
    expect(buildAnnotations([], { skipped: [], problems: [], coverage: why, failOn: DEFAULT_FAIL_ON })[0]!.level).toBe(
      'error',
    );
  });
});
