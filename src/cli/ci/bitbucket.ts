// Bitbucket Pipelines: a step with `oidc: true` gets $BITBUCKET_STEP_OIDC_TOKEN; an identity
// matches the steps of one repository of a workspace, with the audience the workspace shows.
import { escapeRegExp } from '../subject-pattern';
import { checkCommand, ID_TOKEN_ENV, lowerName, twoParts, UUID, type OtherCiForm, type TwoParts } from './shared';

const CONFIG_FILE = 'bitbucket-pipelines.yml';
const EXPORT_TOKEN = `export ${ID_TOKEN_ENV}="$BITBUCKET_STEP_OIDC_TOKEN"`;
const WORKSPACE = /^[a-z0-9][a-z0-9_-]*$/;
/** The repository uuid as Bitbucket shows it, in braces, or as given without them. */
const unbraced = (part: string) => part.replace(/^\{(.*)\}$/, '$1');

const VALUE: TwoParts = {
  option: '--bitbucket',
  form: '<workspace>/<repository uuid>',
  parts: [WORKSPACE, UUID],
  hint: '(Repository settings > OpenID Connect shows both)',
  second: unbraced,
};

export const BITBUCKET: OtherCiForm<'bitbucket'> = {
  id: 'bitbucket',
  label: 'Bitbucket Pipelines',
  option: 'bitbucket',
  detect: (env) => Boolean(env.BITBUCKET_BUILD_NUMBER),
  tokenFile: CONFIG_FILE,
  tokenLines: () => ['oidc: true   # on the step', EXPORT_TOKEN],

  /**
   * The workspace's issuer, the audience its repository settings show
   * (ari:cloud:bitbucket::workspace/<uuid>), and the subject {<repository uuid>}:{<step uuid>}
   * ({repository}{environment}:{step} in deployment steps).
   */
  claim(input, audience, fail) {
    const [workspace, repo] = twoParts(input.bitbucket!, VALUE, fail);
    if (audience === undefined)
      throw fail(
        '--bitbucket needs --audience: the Audience that Repository settings > OpenID Connect shows (ari:cloud:bitbucket::workspace/<uuid>)',
      );
    if (input.ref !== undefined || input['ref-type'] !== undefined || input.branch !== undefined)
      throw fail('--bitbucket tokens name no branch in their subject: omit --branch, --ref and --ref-type');
    const uuid = '\\{[0-9a-f-]+\\}';
    return {
      issuer: `https://api.bitbucket.org/2.0/workspaces/${workspace}/pipelines-config/identity/oidc`,
      subjectPattern: `^${escapeRegExp(`{${repo.toLowerCase()}}`)}(${uuid})?:${uuid}$`,
      audience,
      accepts: `steps of repository {${repo.toLowerCase()}} in workspace ${workspace}`,
      defaultName: lowerName(`bitbucket-${workspace}-${repo.slice(0, 8)}`),
    };
  },

  jobSnippet: (input) =>
    [
      `# ${CONFIG_FILE}`,
      'pipelines:',
      '  default:',
      '    - step:',
      '        name: image-check',
      '        image: node:24',
      '        oidc: true',
      '        script:',
      `          - ${EXPORT_TOKEN}`,
      `          - ${checkCommand(input)}`,
    ].join('\n'),
};
