// What every CI's form in this folder is made of: the shape index.ts lists, the options the forms
// read, and the checks more than one CI's values share.
import type { UsageError } from '../../errors';

/** The variable a job puts its CI's OIDC token in. */
export const ID_TOKEN_ENV = 'IMAGE_CHECK_ID_TOKEN';

/** The default exchange service's host (issuer.enforce.dev): what an identity without an audience accepts. */
export const DEFAULT_ISSUER_HOST = 'issuer.enforce.dev';

/** How a form refuses what it was given: a UsageError naming the option. */
export type Fail = (message: string) => UsageError;

/** The options of `identity create` the forms read (GitHub Actions' adds --repo and --events). */
export interface CiFormInput {
  issuer?: string;
  subject?: string;
  'subject-pattern'?: string;
  audience?: string;
  gitlab?: string;
  'gitlab-url'?: string;
  'ref-type'?: string;
  ref?: string;
  branch?: string;
  circleci?: string;
  buildkite?: string;
  bitbucket?: string;
}

/** What an identity for another CI matches (identities.proto ClaimMatch), and a default name. */
export interface CiClaim {
  issuer: string;
  subject?: string;
  subjectPattern?: string;
  /** Set by a form whose CI fixes the audience; unset: the one --audience gives, else the service's own hostname. */
  audience?: string;
  /** What the subject is, in words, for the plan's text. */
  accepts: string;
  defaultName: string;
}

/** What the printed job needs to know of the identity it uses. */
export interface SnippetInput {
  identity: string;
  group: string;
  apiUrl: string;
  defaultApiUrl: string;
}

/** The variables of a job, as the command line was given them. */
export type CiEnv = Readonly<Record<string, string | undefined>>;

/** What every CI's form has: its name, how a job shows it runs on it, and the job `identity create` prints for it. */
export interface CiForm<Id extends string = string> {
  readonly id: Id;
  /** The CI's name, as descriptions and messages write it. */
  readonly label: string;
  /** Whether this job runs on this CI: a variable the CI sets in every job (never, for a form given by hand). */
  detect(env: CiEnv): boolean;
  /** The job that runs `check --identity`; `audience` is the one its token must be requested for. */
  jobSnippet(input: SnippetInput, audience: string): string;
}

/** The form of a CI other than GitHub Actions: asked for by an option, its token handed in IMAGE_CHECK_ID_TOKEN. */
export interface OtherCiForm<Id extends string = string> extends CiForm<Id> {
  /** The option of `identity create` that asks for this form. */
  readonly option: keyof CiFormInput;
  /** The file the token lines go in, when the missing-token message can name one. */
  readonly tokenFile?: string;
  /** The job lines that put the CI's OIDC token in IMAGE_CHECK_ID_TOKEN, requested for `audience`. */
  tokenLines(audience: string): string[];
  /** The claim, checked before any request; `audience` is --audience, trimmed and one word. */
  claim(input: CiFormInput, audience: string | undefined, fail: Fail): CiClaim;
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Git's rules for ref names, loosely: no whitespace or control characters, none of : ~ ^ ? * [ \ and no "..".
export const REF_NAME = /^(?!\/|.*\.\.|.*\/$)[^\s\p{Cc}:~^?*[\\]+$/u;

/** `text` lowercased, with every character the identity name rule refuses turned into '-'. */
export const lowerName = (text: string) => text.toLowerCase().replace(/[^a-z0-9._-]+/g, '-');

export function httpsUrl(value: string, option: string, fail: Fail): string {
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || url.protocol !== 'https:' || url.search || url.hash || url.username)
    throw fail(
      `${option} "${value}" is not an https URL without query or credentials, e.g. https://gitlab.example.com`,
    );
  return value.replace(/\/+$/, '');
}

/** How a ready form's `<a>/<b>` value is written: the form, what each part must match, where to find them. */
export interface TwoParts {
  option: string;
  form: string;
  parts: readonly [RegExp, RegExp];
  hint: string;
  /** The second part as its test and the claim take it (Bitbucket's braces dropped). */
  second?: (part: string) => string;
}

/** The two parts of a ready form's value, each checked; else one error that shows the form and the hint. */
export function twoParts(value: string, { option, form, parts, hint, second = (p) => p }: TwoParts, fail: Fail) {
  const [first = '', given = '', ...more] = value.trim().split('/');
  const last = second(given);
  if (more.length > 0 || !parts[0].test(first) || !parts[1].test(last))
    throw fail(`${option} "${value}" is not ${form} ${hint}`);
  return [first, last] as const;
}

/** The ready forms that name a branch with --branch only: GitLab's --ref and --ref-type are refused. */
export function refuseGitlabRef(input: CiFormInput, option: string, fail: Fail): void {
  if (input.ref !== undefined || input['ref-type'] !== undefined)
    throw fail(`--ref and --ref-type are for --gitlab; with ${option} name the branch with --branch`);
}

/** The command every job but GitHub's (which uses the action) runs. */
export function checkCommand({ identity, group, apiUrl, defaultApiUrl }: SnippetInput): string {
  const api = apiUrl.replace(/\/+$/, '') !== defaultApiUrl ? ` --api-url ${apiUrl}` : '';
  return `npx --yes @image-check/cli check --identity ${identity} --group ${group}${api}`;
}
