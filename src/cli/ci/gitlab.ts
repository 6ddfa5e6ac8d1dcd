// GitLab CI: the job's `id_tokens:` puts its OIDC token in IMAGE_CHECK_ID_TOKEN; an identity
// matches GitLab's default subject of one project on one branch or tag, on gitlab.com or a
// self-managed instance. A job shows it runs on GitLab with GITLAB_CI; a merge request pipeline's
// variables (CI_MERGE_REQUEST_IID, CI_API_V4_URL, ...) are read here, into the place the review writes.
import { httpUrlSchema } from '../../schemas';
import { GITLAB_PIPELINE_FILE } from '../../report/gitlab-code-quality';
import type { MergeRequestPlace } from '../../gitlab/review-host';
import {
  checkCommand,
  httpsUrl,
  ID_TOKEN_ENV,
  lowerName,
  REF_NAME,
  type CiEnv,
  type CiFormInput,
  type Fail,
  type OtherCiForm,
} from './shared';

const GITLAB_COM = 'https://gitlab.com';
// GitLab group and project path segments, subgroups allowed.
const GITLAB_PATH = /^[A-Za-z0-9_][A-Za-z0-9_.-]*(?:\/[A-Za-z0-9_][A-Za-z0-9_.-]*)+$/;

function refOf(input: CiFormInput, fail: Fail): { type: 'branch' | 'tag'; name: string } {
  if (input.branch !== undefined && (input.ref !== undefined || input['ref-type'] !== undefined))
    throw fail('--branch and --ref/--ref-type exclude each other: --branch main means --ref-type branch --ref main');
  const type = input['ref-type']?.trim() ?? 'branch';
  if (type !== 'branch' && type !== 'tag') throw fail(`--ref-type "${type}" is not branch or tag`);
  const name = (input.branch ?? input.ref ?? 'main').trim();
  if (name.startsWith('refs/'))
    throw fail(`--ref "${name}" is a full ref; GitLab's ref claim is the bare name, e.g. main or v1.2.0`);
  if (!REF_NAME.test(name)) throw fail(`--ref "${name}" is not a branch or tag name`);
  return { type, name };
}

/** The job's variable of that name, filled by `id_tokens:` with a token for `audience`. */
const tokenLines = (audience: string) => ['id_tokens:', `  ${ID_TOKEN_ENV}:`, `    aud: ${audience}`];

export const GITLAB: OtherCiForm<'gitlab'> = {
  id: 'gitlab',
  label: 'GitLab CI',
  option: 'gitlab',
  detect: (env) => env.GITLAB_CI?.trim() === 'true',
  tokenFile: GITLAB_PIPELINE_FILE,
  tokenLines,

  /** GitLab's default `sub`: project_path:{group}/{project}:ref_type:{type}:ref:{name}; `iss` is the instance URL. */
  claim(input, _audience, fail) {
    const path = input.gitlab!.trim();
    if (!GITLAB_PATH.test(path)) throw fail(`--gitlab "${input.gitlab}" is not <group>/<project> (subgroups allowed)`);
    const issuer = httpsUrl((input['gitlab-url'] ?? GITLAB_COM).trim(), '--gitlab-url', fail);
    const ref = refOf(input, fail);
    return {
      issuer,
      subject: `project_path:${path}:ref_type:${ref.type}:ref:${ref.name}`,
      accepts: `jobs of ${path} on ${ref.type} ${ref.name}`,
      defaultName: lowerName(`gitlab-${path}`),
    };
  },

  jobSnippet: (input, audience) =>
    [
      `# ${GITLAB_PIPELINE_FILE}`,
      'image-check:',
      '  image: node:24',
      ...tokenLines(audience).map((l) => `  ${l}`),
      '  script:',
      `    - ${checkCommand(input)}`,
    ].join('\n'),
};

/** The variables the GitLab token is read from, the first one set: declared once for the commands' help. */
export const GITLAB_TOKEN_ENV = ['IMAGE_CHECK_GITLAB_TOKEN', 'GITLAB_TOKEN'] as const;

/** The merge request a pipeline runs for: where the review writes, and with what. */
export interface MergeRequestJob {
  place: MergeRequestPlace;
  /** '' when no token variable is set: nothing is written, one notice says what to set. */
  token: string;
  apiUrl: string;
  projectId: string;
}

const variable = (env: CiEnv, name: string) => env[name]?.trim() ?? '';

/** The pipeline's configuration file: CI_CONFIG_PATH (trimmed), else GitLab's default; the one reader of it. */
export const pipelineFileOf = (env: CiEnv): string => variable(env, 'CI_CONFIG_PATH') || GITLAB_PIPELINE_FILE;

/**
 * The merge request this GitLab pipeline runs for, or null when it is not a merge request
 * pipeline. A variable GitLab sets that is malformed is `refuse`d, naming it, before any request.
 */
export function mergeRequestJobOf(env: CiEnv, refuse: (detail: string) => Error): MergeRequestJob | null {
  const iidText = variable(env, 'CI_MERGE_REQUEST_IID');
  if (!GITLAB.detect(env) || iidText === '') return null;
  const iid = Number(iidText);
  if (!Number.isInteger(iid) || iid <= 0) throw refuse(`CI_MERGE_REQUEST_IID "${iidText}" is not a positive number`);
  const serverUrl = variable(env, 'CI_SERVER_URL').replace(/\/+$/, '');
  const apiUrl = (variable(env, 'CI_API_V4_URL') || (serverUrl && `${serverUrl}/api/v4`)).replace(/\/+$/, '');
  if (!httpUrlSchema.safeParse(apiUrl).success)
    throw refuse(`CI_API_V4_URL "${apiUrl}" is not an http(s) URL (GitLab sets it in every job)`);
  const projectId = variable(env, 'CI_MERGE_REQUEST_PROJECT_ID') || variable(env, 'CI_PROJECT_ID');
  if (projectId === '') throw refuse('CI_MERGE_REQUEST_PROJECT_ID and CI_PROJECT_ID are not set');
  const token = GITLAB_TOKEN_ENV.map((name) => variable(env, name)).find((value) => value !== '') ?? '';
  return {
    token,
    apiUrl,
    projectId,
    place: {
      iid,
      baseSha: variable(env, 'CI_MERGE_REQUEST_DIFF_BASE_SHA'),
      headSha: variable(env, 'CI_COMMIT_SHA'),
      serverUrl: serverUrl || new URL(apiUrl).origin,
      projectPath: variable(env, 'CI_MERGE_REQUEST_PROJECT_PATH') || variable(env, 'CI_PROJECT_PATH'),
      pipelineUrl: variable(env, 'CI_PIPELINE_URL'),
      configPath: pipelineFileOf(env),
      job: variable(env, 'CI_JOB_NAME'),
    },
  };
}
