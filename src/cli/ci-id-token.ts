// Where the CLI's --identity gets the CI's OIDC token: IMAGE_CHECK_ID_TOKEN, which the job fills
// in its CI's documented way, else GitHub Actions' runner. Without either, the usage error names
// the line to add for the CI the environment shows.

/** The variable a job puts its CI's OIDC token in. */
export const ID_TOKEN_ENV = 'IMAGE_CHECK_ID_TOKEN';

export type Ci = 'gitlab' | 'circleci' | 'buildkite' | 'bitbucket';

/** The CI a job runs on, by a variable that CI sets in every job. */
function detectCi(env: Readonly<Record<string, string | undefined>>): Ci | null {
  if (env.GITLAB_CI) return 'gitlab';
  if (env.CIRCLECI) return 'circleci';
  if (env.BUILDKITE) return 'buildkite';
  if (env.BITBUCKET_BUILD_NUMBER) return 'bitbucket';
  return null;
}

/**
 * The job lines that put the CI's OIDC token in IMAGE_CHECK_ID_TOKEN, each CI's documented way:
 * GitLab's `id_tokens:` (the job's variable of that name), CircleCI's `$CIRCLE_OIDC_TOKEN_V2`
 * (jobs with a context; its audience is the organization id), `buildkite-agent oidc request-token`,
 * Bitbucket's `oidc: true` step and `$BITBUCKET_STEP_OIDC_TOKEN`. `audience` is what an identity
 * accepts by default: the exchange service's host.
 */
export function idTokenLines(ci: Ci | null, audience: string): string[] {
  switch (ci) {
    case 'gitlab':
      return ['id_tokens:', `  ${ID_TOKEN_ENV}:`, `    aud: ${audience}`];
    case 'circleci':
      return [`export ${ID_TOKEN_ENV}="$CIRCLE_OIDC_TOKEN_V2"   # in a job that uses a context`];
    case 'buildkite':
      return [`export ${ID_TOKEN_ENV}="$(buildkite-agent oidc request-token --audience ${audience})"`];
    case 'bitbucket':
      return ['oidc: true   # on the step', `export ${ID_TOKEN_ENV}="$BITBUCKET_STEP_OIDC_TOKEN"`];
    case null:
      return [`export ${ID_TOKEN_ENV}="<your CI's OIDC token, audience ${audience}>"`];
  }
}

const CI_NAMES: Record<Ci, string> = {
  gitlab: 'GitLab CI',
  circleci: 'CircleCI',
  buildkite: 'Buildkite',
  bitbucket: 'Bitbucket Pipelines',
};

/** The usage error of --identity with no OIDC token to exchange: the fix first, for the CI detected. */
export function missingIdTokenMessage(env: Readonly<Record<string, string | undefined>>, audience: string): string {
  const ci = detectCi(env);
  const where = ci === null ? "your CI's OIDC token" : `the ${CI_NAMES[ci]} job's OIDC token`;
  const file = ci === 'gitlab' ? ' (.gitlab-ci.yml)' : ci === 'bitbucket' ? ' (bitbucket-pipelines.yml)' : '';
  return [
    `--identity needs ${where} in ${ID_TOKEN_ENV}: add to the job${file}:`,
    ...idTokenLines(ci, audience).map((line) => `    ${line}`),
    `  (on GitHub Actions, the job's permissions: id-token: write instead; or set IMAGE_CHECK_TOKEN and IMAGE_CHECK_REGISTRY_TOKEN)`,
  ].join('\n');
}
