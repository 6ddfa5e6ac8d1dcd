// The CIs the command line knows, listed once: `identity create` makes identities for them, `check
// --identity` runs keylessly in them, and `runningCi` says which one a job runs on. Each file beside
// this one holds all of one CI (its option, how a job shows it runs on it, the variables it reads,
// its token lines, claim and job). Adding a CI is a file and a line in CI_FORMS, with its options
// declared in identity-commands.ts and named in CiFormInput.
import { BITBUCKET } from './bitbucket';
import { BUILDKITE } from './buildkite';
import { CIRCLECI } from './circleci';
import { GITHUB_ACTIONS } from './github';
import { GITLAB } from './gitlab';
import { BY_HAND } from './any-issuer';
import {
  ID_TOKEN_ENV,
  type CiClaim,
  type CiEnv,
  type CiFormInput,
  type Fail,
  type OtherCiForm,
  type SnippetInput,
} from './shared';

export { GITHUB_ACTIONS, type CoveredEvent, type GitHubFormInput } from './github';
export { DEFAULT_ISSUER_HOST, ID_TOKEN_ENV, type CiEnv, type CiFormInput, type SnippetInput } from './shared';
export { GITLAB_TOKEN_ENV } from './gitlab';

/** Every form, in the order CIs are detected and options that exclude each other are named. */
const CI_FORMS = [GITHUB_ACTIONS, GITLAB, CIRCLECI, BUILDKITE, BITBUCKET, BY_HAND] as const;

/** The CIs with a ready form; `oidc` is any issuer given by hand. */
export type IdentityCi = (typeof CI_FORMS)[number]['id'];

/** One of CI_FORMS other than GitHub Actions': an option of its own asks for it. */
export type OtherForm = Extract<(typeof CI_FORMS)[number], OtherCiForm>;

const OTHER_FORMS = CI_FORMS.filter((form): form is OtherForm => 'option' in form);

/** Which form the options ask for, or undefined for the GitHub form; two forms at once are refused. */
export function ciFormOf(input: CiFormInput, fail: Fail): OtherForm | undefined {
  const given = OTHER_FORMS.filter((form) => input[form.option] !== undefined);
  if (given.length > 1)
    throw fail(
      `${given.map((form) => `--${form.option}`).join(' and ')} exclude each other: an identity has one issuer`,
    );
  return given[0];
}

/**
 * The claim an identity of `form` matches, checked before any request; throws UsageError naming
 * the option. A form whose CI fixes the audience sets it; the others take --audience, if given.
 */
export function ciClaim(form: OtherForm, input: CiFormInput, fail: Fail): CiClaim & { ci: OtherForm['id'] } {
  const audience = input.audience?.trim();
  if (audience !== undefined && (!audience || /\s/.test(audience)))
    throw fail(`--audience "${input.audience}" must be one word (the token's aud claim)`);
  const claim = form.claim(input, audience, fail);
  return { ci: form.id, ...claim, ...(claim.audience === undefined && audience !== undefined ? { audience } : {}) };
}

/** The job `identity create` prints for an identity of `ci`; `audience` is what its token is requested for. */
export function ciJobSnippet(ci: IdentityCi, input: SnippetInput, audience: string): string {
  return CI_FORMS.find((form) => form.id === ci)!.jobSnippet(input, audience);
}

/** The CI this job runs on (the first of CI_FORMS whose variable is set), or undefined: none known. */
export function runningCi(env: CiEnv): (typeof CI_FORMS)[number] | undefined {
  return CI_FORMS.find((form) => form.detect(env));
}

/** The usage error of --identity with no OIDC token to exchange: the fix first, for the CI detected. */
export function missingIdTokenMessage(env: CiEnv, audience: string): string {
  const running = runningCi(env);
  // On GitHub Actions the runner's token service is the way (the last line); no token lines to add.
  const ci = running !== undefined && 'option' in running ? running : undefined;
  const where = ci === undefined ? "your CI's OIDC token" : `the ${ci.label} job's OIDC token`;
  const file = ci?.tokenFile !== undefined ? ` (${ci.tokenFile})` : '';
  return [
    `--identity needs ${where} in ${ID_TOKEN_ENV}: add to the job${file}:`,
    // With no CI detected, the line of any issuer given by hand.
    ...(ci ?? BY_HAND).tokenLines(audience).map((line) => `    ${line}`),
    `  (on GitHub Actions, the job's permissions: id-token: write instead; or set IMAGE_CHECK_TOKEN and IMAGE_CHECK_REGISTRY_TOKEN)`,
  ].join('\n');
}
