import { DEFAULT_FAIL_ON } from '../../../src/findings';
import { describe, expect, it } from 'vitest';
import { buildGitLabReport } from '../../../src/report/gitlab-code-quality';
import { advisory, digest, result } from '../../support/results';

describe('buildGitLabReport', () => {
  const eol = result({
    image: 'go',
    tag: '1.22',
    status: 'eol',
    deprecated: true,
    advisories: [advisory('CGA-1', 'go')],
    locations: [
      { file: 'a.yaml', line: 3 },
      { file: 'a.yaml', line: 9 },
      { file: 'Dockerfile', line: 0 },
    ],
  });
  const stale = result({ image: 'redis', pinnedDigest: digest(1), status: 'stale', buildsBehind: 2 });
  const ok = result({ image: 'static', locations: [{ file: 'b.yaml', line: 1 }] });

  it('one issue per finding per place, with severities by kind and lines from 1', () => {
    const issues = buildGitLabReport([eol, stale, ok], { inputsFile: '.gitlab-ci.yml', failOn: DEFAULT_FAIL_ON });
    expect(issues.map((i) => [i.check_name, i.severity, i.location.path, i.location.lines.begin])).toEqual([
      ['image-check/eol', 'critical', 'a.yaml', 3],
      ['image-check/eol', 'critical', 'a.yaml', 9],
      ['image-check/eol', 'critical', 'Dockerfile', 1],
      ['image-check/advisory', 'info', 'a.yaml', 3],
      ['image-check/advisory', 'info', 'a.yaml', 9],
      ['image-check/advisory', 'info', 'Dockerfile', 1],
      ['image-check/stale', 'minor', '.gitlab-ci.yml', 1],
    ]);
    expect(issues[0]!.description).toMatch(/end-of-life/);
    expect(Object.keys(issues[0]!).sort()).toEqual([
      'check_name',
      'description',
      'fingerprint',
      'location',
      'severity',
    ]);
  });

  it('fingerprints are unique in a report and stable when lines move', () => {
    const issues = buildGitLabReport([eol, stale], { inputsFile: '.gitlab-ci.yml', failOn: DEFAULT_FAIL_ON });
    expect(new Set(issues.map((i) => i.fingerprint)).size).toBe(issues.length);
    const moved = { ...eol, locations: eol.locations.map((l) => ({ ...l, line: l.line + 5 })) };
    expect(
      buildGitLabReport([moved, stale], { inputsFile: '.gitlab-ci.yml', failOn: DEFAULT_FAIL_ON }).map(
        (i) => i.fingerprint,
      ),
    ).toEqual(issues.map((i) => i.fingerprint));
  });

  it('an error is a major issue', () => {
    const error = result({
      status: 'error',
      digest: null,
      error: { code: 7, reason: 'PERMISSION_DENIED', message: 'denied' },
    });
    expect(buildGitLabReport([error], { failOn: DEFAULT_FAIL_ON, inputsFile: 'ci.yml' })).toMatchObject([
      { check_name: 'image-check/error', severity: 'major', description: expect.stringContaining('denied') },
    ]);
  });

  it('a tag ending soon is a minor issue of its own check; a skipped reference an info entry at its line', () => {
    const ending = result({
      image: 'node',
      tag: '20',
      endOfLife: { status: 'grace', supportEnds: null, buildsUntil: '2026-12-01T00:00:00Z', daysLeft: 9, warn: true },
      locations: [{ file: 'Dockerfile', line: 2 }],
    });
    const issues = buildGitLabReport([ending], {
      failOn: DEFAULT_FAIL_ON,
      inputsFile: '.gitlab-ci.yml',
      skipped: [
        {
          ref: '${BASE_TAG}',
          kind: 'unresolved',
          reason: 'unresolved variable BASE_TAG',
          location: { file: 'Dockerfile', line: 1 },
        },
        { ref: 'bad::ref', kind: 'invalid', reason: 'not a reference' },
        { ref: 'docker.io/library/node:22', kind: 'other-registry', reason: 'other registry (docker.io)' },
      ],
    });
    expect(issues.map((i) => [i.check_name, i.severity, i.location.path, i.location.lines.begin])).toEqual([
      ['image-check/ending', 'minor', 'Dockerfile', 2],
      ['image-check/skipped', 'info', 'Dockerfile', 1],
      ['image-check/skipped', 'info', '.gitlab-ci.yml', 1],
    ]);
    expect(issues[0]!.description).toMatch(/stop in 9 days/);
    expect(issues[1]!.description).toContain('${BASE_TAG} was not checked');
    expect(new Set(issues.map((i) => i.fingerprint)).size).toBe(issues.length);
  });
});
