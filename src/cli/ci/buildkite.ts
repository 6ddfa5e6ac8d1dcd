// Buildkite: `buildkite-agent oidc request-token` puts the job's OIDC token in IMAGE_CHECK_ID_TOKEN;
// one issuer serves every organization, so an identity matches by organization and pipeline slugs.
import { escapeRegExp } from '../subject-pattern';
import { checkCommand, ID_TOKEN_ENV, lowerName, REF_NAME, refuseGitlabRef, twoParts } from './shared';
import type { OtherCiForm, TwoParts } from './shared';

const ISSUER = 'https://agent.buildkite.com';
const SLUG = /^[a-z0-9][a-z0-9-]*$/;

const VALUE: TwoParts = {
  option: '--buildkite',
  form: '<organization slug>/<pipeline slug>',
  parts: [SLUG, SLUG],
  hint: '(lowercase, digits, -)',
};

const tokenLines = (audience: string) => [
  `export ${ID_TOKEN_ENV}="$(buildkite-agent oidc request-token --audience ${audience})"`,
];

export const BUILDKITE: OtherCiForm<'buildkite'> = {
  id: 'buildkite',
  label: 'Buildkite',
  option: 'buildkite',
  detect: (env) => Boolean(env.BUILDKITE),
  // The export may stand in the pipeline or in a script it runs, so the missing-token message names no file.
  tokenLines,

  /** The subject organization:<org>:pipeline:<pipeline>:ref:<ref>:commit:<sha>:step:<key>, on the branch. */
  claim(input, _audience, fail) {
    const [org, pipeline] = twoParts(input.buildkite!, VALUE, fail);
    refuseGitlabRef(input, '--buildkite', fail);
    const branch = (input.branch ?? 'main').trim();
    if (!REF_NAME.test(branch)) throw fail(`--branch "${branch}" is not a branch name`);
    return {
      issuer: ISSUER,
      subjectPattern: `^${escapeRegExp(`organization:${org}:pipeline:${pipeline}:ref:refs/heads/${branch}:commit:`)}[0-9a-f]+:step:[^:]*$`,
      accepts: `jobs of ${org}/${pipeline} on branch ${branch}`,
      defaultName: lowerName(`buildkite-${org}-${pipeline}`),
    };
  },

  jobSnippet: (input, audience) =>
    [
      '# .buildkite/pipeline.yml ($$ keeps the $ from pipeline upload interpolation)',
      'steps:',
      '  - label: image-check',
      '    command: |',
      ...tokenLines(audience).map((l) => `      ${l.replace('"$(', () => '"$$(')}`),
      `      ${checkCommand(input)}`,
    ].join('\n'),
};
