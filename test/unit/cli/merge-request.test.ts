import { describe, expect, it } from 'vitest';
import { mergeRequestSettings } from '../../../src/cli/merge-request';
import { UsageError } from '../../../src/errors';

// Which merge request `check` writes on, read from the variables GitLab sets in a job.

const AUTO = { comment: 'auto', suggest: 'auto' } as const;
const PIPELINE = {
  GITLAB_CI: 'true',
  CI_MERGE_REQUEST_IID: '12',
  CI_PROJECT_ID: '7',
  CI_MERGE_REQUEST_PROJECT_ID: '42',
  CI_SERVER_URL: 'https://gitlab.example.com/',
  CI_PROJECT_PATH: 'fork/app',
  CI_MERGE_REQUEST_PROJECT_PATH: 'acme/app',
  CI_MERGE_REQUEST_DIFF_BASE_SHA: 'a'.repeat(40),
  CI_COMMIT_SHA: 'b'.repeat(40),
  CI_JOB_NAME: 'image-check',
};

function settings(
  env: Record<string, string>,
  modes: { comment: 'auto' | 'always' | 'never'; suggest: 'auto' | 'always' | 'never' } = AUTO,
) {
  const err: string[] = [];
  return { value: mergeRequestSettings(modes, env, (t) => err.push(t)), err };
}

describe('mergeRequestSettings', () => {
  it("takes the merge request's project and, on self-managed GitLab without CI_API_V4_URL, the server's /api/v4", () => {
    const { value } = settings({ ...PIPELINE, GITLAB_TOKEN: 'glpat-x', IMAGE_CHECK_GITLAB_TOKEN: '' });
    expect(value).toMatchObject({
      projectId: '42',
      apiUrl: 'https://gitlab.example.com/api/v4',
      token: 'glpat-x',
      place: {
        iid: 12,
        projectPath: 'acme/app',
        serverUrl: 'https://gitlab.example.com',
        configPath: '.gitlab-ci.yml',
      },
    });
  });

  it('IMAGE_CHECK_GITLAB_TOKEN wins over GITLAB_TOKEN; CI_API_V4_URL over the server', () => {
    const env = {
      ...PIPELINE,
      IMAGE_CHECK_GITLAB_TOKEN: 'glpat-ours',
      GITLAB_TOKEN: 'glpat-other',
      CI_API_V4_URL: 'https://api.example.com/api/v4/',
    };
    expect(settings(env).value).toMatchObject({ token: 'glpat-ours', apiUrl: 'https://api.example.com/api/v4' });
  });

  it('nothing to do when both are never, or outside a merge request pipeline (always says so)', () => {
    expect(settings(PIPELINE, { comment: 'never', suggest: 'never' }).value).toBeNull();
    expect(settings({ ...PIPELINE, GITLAB_CI: '' }).value).toBeNull();
    const always = settings({ ...PIPELINE, CI_MERGE_REQUEST_IID: '' }, { comment: 'always', suggest: 'auto' });
    expect(always.value).toBeNull();
    expect(always.err.join('')).toContain('not a GitLab merge request pipeline');
  });

  it('a malformed merge request number is a usage error before any request', () => {
    expect(() => settings({ ...PIPELINE, CI_MERGE_REQUEST_IID: '12; rm -rf' })).toThrow(UsageError);
  });
});
