// CircleCI: jobs with a context get $CIRCLE_OIDC_TOKEN_V2, whose audience is the organization id;
// an identity matches one project's jobs, on one branch when --branch names it.
import { escapeRegExp } from '../subject-pattern';
import { checkCommand, ID_TOKEN_ENV, lowerName, REF_NAME, refuseGitlabRef, twoParts, UUID } from './shared';
import type { OtherCiForm, TwoParts } from './shared';

const EXPORT_TOKEN = `export ${ID_TOKEN_ENV}="$CIRCLE_OIDC_TOKEN_V2"`;

const VALUE: TwoParts = {
  option: '--circleci',
  form: '<organization id>/<project id>',
  parts: [UUID, UUID],
  hint: '(both are UUIDs: Organization Settings, Project Settings > Overview)',
};

export const CIRCLECI: OtherCiForm<'circleci'> = {
  id: 'circleci',
  label: 'CircleCI',
  option: 'circleci',
  detect: (env) => Boolean(env.CIRCLECI),
  // The export may stand in any step's script, so the missing-token message names no file.
  tokenLines: () => [`${EXPORT_TOKEN}   # in a job that uses a context`],

  /**
   * The issuer is the organization's, the audience its id (CircleCI fixes it), and
   * $CIRCLE_OIDC_TOKEN_V2's subject org/<org>/project/<project>/user/<user>/vcs-origin/<origin>/vcs-ref/<ref>.
   */
  claim(input, audience, fail) {
    const [org, project] = twoParts(input.circleci!, VALUE, fail);
    refuseGitlabRef(input, '--circleci', fail);
    if (audience !== undefined && audience !== org)
      throw fail(`--audience: CircleCI's tokens carry the organization id ${org} as their audience, nothing else`);
    const prefix = `^org/${escapeRegExp(org)}/project/${escapeRegExp(project)}/user/[0-9a-f-]+/vcs-origin/[^/].*/vcs-ref/`;
    const branch = input.branch?.trim();
    if (branch !== undefined && !REF_NAME.test(branch)) throw fail(`--branch "${branch}" is not a branch name`);
    return {
      issuer: `https://oidc.circleci.com/org/${org}`,
      subjectPattern: branch === undefined ? `${prefix}\\S+$` : `${prefix}${escapeRegExp(`refs/heads/${branch}`)}$`,
      audience: org,
      accepts: `jobs of project ${project}${branch === undefined ? '' : ` on branch ${branch}`}`,
      defaultName: lowerName(`circleci-${project}`),
    };
  },

  jobSnippet: (input) =>
    [
      '# .circleci/config.yml',
      'jobs:',
      '  image-check:',
      '    docker:',
      '      - image: node:24',
      '    steps:',
      '      - checkout',
      '      - run: |',
      `          ${EXPORT_TOKEN}`,
      `          ${checkCommand(input)}`,
      'workflows:',
      '  check:',
      '    jobs:',
      '      - image-check:',
      '          context: [image-check] # CircleCI hands OIDC tokens to jobs with a context',
    ].join('\n'),
};
