// The job each CI needs to run `image-check check --identity` keylessly: its OIDC token put in
// IMAGE_CHECK_ID_TOKEN the CI's documented way (ci-id-token.ts), then the check. Printed by
// `identity create` and shown in docs/cli.md.
import { idTokenLines, type Ci } from './ci-id-token';
import type { IdentityCi } from './identity-forms';
import type { SnippetInput } from './identity-plan';

/** The default exchange service's host (issuer.enforce.dev): what an identity without an audience accepts. */
export const DEFAULT_ISSUER_HOST = 'issuer.enforce.dev';

function checkCommand({ identity, group, apiUrl, defaultApiUrl }: SnippetInput): string {
  const api = apiUrl.replace(/\/+$/, '') !== defaultApiUrl ? ` --api-url ${apiUrl}` : '';
  return `npx --yes @image-check/cli check --identity ${identity} --group ${group}${api}`;
}

/** The job for `ci` (not GitHub Actions, whose workflow lines identity-plan's workflowSnippet writes). */
export function ciJobSnippet(ci: Exclude<IdentityCi, 'github'>, input: SnippetInput, audience: string): string {
  const run = checkCommand(input);
  const token = (c: Ci | null) => idTokenLines(c, audience);
  switch (ci) {
    case 'gitlab':
      return [
        '# .gitlab-ci.yml',
        'image-check:',
        '  image: node:24',
        ...token('gitlab').map((l) => `  ${l}`),
        '  script:',
        `    - ${run}`,
      ].join('\n');
    case 'circleci':
      return [
        '# .circleci/config.yml',
        'jobs:',
        '  image-check:',
        '    docker:',
        '      - image: node:24',
        '    steps:',
        '      - checkout',
        '      - run: |',
        `          export IMAGE_CHECK_ID_TOKEN="$CIRCLE_OIDC_TOKEN_V2"`,
        `          ${run}`,
        'workflows:',
        '  check:',
        '    jobs:',
        '      - image-check:',
        '          context: [image-check] # CircleCI hands OIDC tokens to jobs with a context',
      ].join('\n');
    case 'buildkite':
      return [
        '# .buildkite/pipeline.yml ($$ keeps the $ from pipeline upload interpolation)',
        'steps:',
        '  - label: image-check',
        '    command: |',
        ...token('buildkite').map((l) => `      ${l.replace('"$(', () => '"$$(')}`),
        `      ${run}`,
      ].join('\n');
    case 'bitbucket':
      return [
        '# bitbucket-pipelines.yml',
        'pipelines:',
        '  default:',
        '    - step:',
        '        name: image-check',
        '        image: node:24',
        '        oidc: true',
        '        script:',
        '          - export IMAGE_CHECK_ID_TOKEN="$BITBUCKET_STEP_OIDC_TOKEN"',
        `          - ${run}`,
      ].join('\n');
    case 'oidc':
      return [...token(null), run].join('\n');
  }
}
