// OIDC tokens as each CI documents their claims, signed with the key the emulator trusts
// (test/emulator/oidc.ts): what a job of that CI would put in IMAGE_CHECK_ID_TOKEN.
import { signedJwt } from '../emulator/oidc';

const inTenMinutes = () => Math.floor(Date.now() / 1000) + 600;
const times = () => ({
  iat: Math.floor(Date.now() / 1000) - 5,
  nbf: Math.floor(Date.now() / 1000) - 5,
  exp: inTenMinutes(),
});

export const CIRCLECI_ORG = '5c6a2b8e-3f1d-4e7a-9b0c-1d2e3f4a5b6c';
export const CIRCLECI_PROJECT = '8f9e0d1c-2b3a-4c5d-8e7f-0a1b2c3d4e5f';
const CIRCLECI_USER = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
export const BITBUCKET_REPO = '6b2e7c1a-9d3f-4e8b-a1c5-7f0d2e4b6a8c';
export const BITBUCKET_AUDIENCE = 'ari:cloud:bitbucket::workspace/1f2e3d4c-5b6a-4978-8695-a4b3c2d1e0f9';

export interface CiTokenOptions {
  /** The audience the job asked for (GitLab id_tokens aud, buildkite-agent --audience). */
  aud: string;
  /** Claims to change, e.g. another project or ref. */
  override?: Record<string, unknown>;
}

/**
 * GitLab CI `id_tokens:`: iss the instance URL, sub project_path:{group}/{project}:ref_type:{type}:ref:{name}
 * and the job's claims beside it (GitLab's "ID token payload").
 */
export function gitlabToken({ aud, override = {} }: CiTokenOptions, project = 'acme/platform/app', ref = 'main') {
  return signedJwt({
    iss: 'https://gitlab.com',
    sub: `project_path:${project}:ref_type:branch:ref:${ref}`,
    aud,
    namespace_id: '72',
    namespace_path: project.split('/')[0],
    project_id: '4711',
    project_path: project,
    user_id: '42',
    user_login: 'dev',
    pipeline_id: '1001',
    pipeline_source: 'push',
    job_id: '5001',
    ref,
    ref_type: 'branch',
    ref_path: `refs/heads/${ref}`,
    ref_protected: 'true',
    runner_environment: 'gitlab-hosted',
    ...times(),
    ...override,
  });
}

/** CircleCI `$CIRCLE_OIDC_TOKEN_V2`: the organization's issuer, its id as audience, the V2 subject. */
export function circleciToken(override: Record<string, unknown> = {}, ref = 'refs/heads/main') {
  return signedJwt({
    iss: `https://oidc.circleci.com/org/${CIRCLECI_ORG}`,
    sub: `org/${CIRCLECI_ORG}/project/${CIRCLECI_PROJECT}/user/${CIRCLECI_USER}/vcs-origin/github.com/acme/app/vcs-ref/${ref}`,
    aud: CIRCLECI_ORG,
    'oidc.circleci.com/project-id': CIRCLECI_PROJECT,
    'oidc.circleci.com/context-ids': ['d1e2f3a4-b5c6-4d7e-8f9a-0b1c2d3e4f5a'],
    'oidc.circleci.com/vcs-origin': 'github.com/acme/app',
    'oidc.circleci.com/vcs-ref': ref,
    ...times(),
    ...override,
  });
}

/** `buildkite-agent oidc request-token --audience <aud>`: one issuer, the slugs and ref in the subject. */
export function buildkiteToken({ aud, override = {} }: CiTokenOptions, pipeline = 'app', branch = 'main') {
  const commit = 'c0ffee0123456789abcdef0123456789abcdef01';
  return signedJwt({
    iss: 'https://agent.buildkite.com',
    sub: `organization:acme:pipeline:${pipeline}:ref:refs/heads/${branch}:commit:${commit}:step:check`,
    aud,
    organization_slug: 'acme',
    pipeline_slug: pipeline,
    build_number: 175,
    build_branch: branch,
    build_commit: commit,
    step_key: 'check',
    job_id: '018485f6-1f53-4f18-9b53-72428db4d239',
    agent_id: '018485f6-eec2-4b61-a7be-0e35ef563df0',
    ...times(),
    ...override,
  });
}

/** Bitbucket Pipelines `$BITBUCKET_STEP_OIDC_TOKEN` (a step with `oidc: true`): sub {repository}:{step}. */
export function bitbucketToken(override: Record<string, unknown> = {}, repo = BITBUCKET_REPO) {
  return signedJwt({
    iss: 'https://api.bitbucket.org/2.0/workspaces/acme/pipelines-config/identity/oidc',
    sub: `{${repo}}:{3c1f0e2d-7a6b-4c5d-9e8f-1a2b3c4d5e6f}`,
    aud: BITBUCKET_AUDIENCE,
    accountUuid: '{9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b}',
    workspaceUuid: '{1f2e3d4c-5b6a-4978-8695-a4b3c2d1e0f9}',
    repositoryUuid: `{${repo}}`,
    pipelineUuid: '{4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a}',
    stepUuid: '{3c1f0e2d-7a6b-4c5d-9e8f-1a2b3c4d5e6f}',
    branchName: 'main',
    ...times(),
    ...override,
  });
}
