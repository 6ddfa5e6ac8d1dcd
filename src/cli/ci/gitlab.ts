// GitLab CI: the job's `id_tokens:` puts its OIDC token in IMAGE_CHECK_ID_TOKEN; an identity
// matches GitLab's default subject of one project on one branch or tag, on gitlab.com or a
// self-managed instance.
import {
  checkCommand,
  httpsUrl,
  ID_TOKEN_ENV,
  lowerName,
  REF_NAME,
  type CiFormInput,
  type Fail,
  type OtherCiForm,
} from './shared';

const GITLAB_COM = 'https://gitlab.com';
const CONFIG_FILE = '.gitlab-ci.yml';
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
  detectedBy: 'GITLAB_CI',
  tokenFile: CONFIG_FILE,
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
      `# ${CONFIG_FILE}`,
      'image-check:',
      '  image: node:24',
      ...tokenLines(audience).map((l) => `  ${l}`),
      '  script:',
      `    - ${checkCommand(input)}`,
    ].join('\n'),
};
