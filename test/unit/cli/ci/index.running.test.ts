import { describe, expect, it } from 'vitest';
import { GITLAB_TOKEN_ENV, missingIdTokenMessage, runningCi } from '../../../../src/cli/ci';
import { runningWorkflowFile } from '../../../../src/cli/ci/github-env';
import { mergeRequestJobOf, pipelineFileOf } from '../../../../src/cli/ci/gitlab';
import { GITLAB_ENV } from '../../../../src/cli/check-settings';

// Which CI a job runs on is asked once (runningCi); each CI's file reads its own variables.

const refuse = (detail: string) => new Error(detail);
const MERGE_REQUEST = {
  GITLAB_CI: 'true',
  CI_MERGE_REQUEST_IID: '3',
  CI_PROJECT_ID: '9',
  CI_API_V4_URL: 'https://gl.example/api/v4',
};

describe('runningCi', () => {
  it.each([
    [{ GITHUB_ACTIONS: 'true' }, 'github'],
    [{ GITLAB_CI: 'true' }, 'gitlab'],
    [{ CIRCLECI: 'true' }, 'circleci'],
    [{ BUILDKITE: 'true' }, 'buildkite'],
    [{ BITBUCKET_BUILD_NUMBER: '17' }, 'bitbucket'],
  ])('%o is %s', (env, id) => {
    expect(runningCi(env)?.id).toBe(id);
  });

  it('knows no CI from an empty environment, a "false" flag, or the by-hand form', () => {
    expect(runningCi({})).toBeUndefined();
    expect(runningCi({ GITHUB_ACTIONS: 'false', GITLAB_CI: '' })).toBeUndefined();
  });

  it('names the token lines of the CI detected, and none of GitHub under GitHub Actions', () => {
    expect(missingIdTokenMessage({ GITLAB_CI: 'true' }, 'issuer.enforce.dev')).toContain('the GitLab CI job');
    const github = missingIdTokenMessage({ GITHUB_ACTIONS: 'true' }, 'issuer.enforce.dev');
    expect(github).toContain("your CI's OIDC token");
    expect(github).toContain('id-token: write');
  });
});

describe("each CI's own variables", () => {
  it('places location-less findings on the running workflow only under GitHub Actions', () => {
    const ref = 'acme/app/.github/workflows/ci.yml@refs/heads/main';
    expect(runningWorkflowFile({ GITHUB_ACTIONS: 'true', GITHUB_WORKFLOW_REF: ref })).toBe('.github/workflows/ci.yml');
    expect(runningWorkflowFile({ GITHUB_WORKFLOW_REF: ref })).toBeUndefined();
    expect(pipelineFileOf({ CI_CONFIG_PATH: 'ci/pipeline.yml' })).toBe('ci/pipeline.yml');
  });

  it("reads GitLab's pipeline file one way for the gitlab format and the merge request note: trimmed, blank or unset its default", () => {
    for (const [value, file] of [
      [' ci/pipeline.yml ', 'ci/pipeline.yml'],
      ['  ', '.gitlab-ci.yml'],
      [undefined, '.gitlab-ci.yml'],
    ] as const) {
      const env = value === undefined ? { ...MERGE_REQUEST } : { ...MERGE_REQUEST, CI_CONFIG_PATH: value };
      expect(pipelineFileOf(env)).toBe(file);
      expect(mergeRequestJobOf(env, refuse)?.place.configPath).toBe(file);
    }
  });

  it('reads the GitLab token from the variables the help declares, the first one set', () => {
    expect(Object.keys(GITLAB_ENV)).toEqual([...GITLAB_TOKEN_ENV]);
    const both = { ...MERGE_REQUEST, IMAGE_CHECK_GITLAB_TOKEN: 'own', GITLAB_TOKEN: 'fallback' };
    expect(mergeRequestJobOf(both, refuse)?.token).toBe('own');
    expect(
      mergeRequestJobOf({ ...MERGE_REQUEST, IMAGE_CHECK_GITLAB_TOKEN: ' ', GITLAB_TOKEN: 'fallback' }, refuse)?.token,
    ).toBe('fallback');
    expect(mergeRequestJobOf(MERGE_REQUEST, refuse)?.token).toBe('');
  });

  it('is no merge request off GitLab, and refuses a malformed variable naming it', () => {
    expect(mergeRequestJobOf({ ...MERGE_REQUEST, GITLAB_CI: 'false' }, refuse)).toBeNull();
    expect(() => mergeRequestJobOf({ ...MERGE_REQUEST, CI_MERGE_REQUEST_IID: '0' }, refuse)).toThrow(
      'CI_MERGE_REQUEST_IID "0"',
    );
  });
});
