// The identities `identity create` makes for CIs other than GitHub Actions: any issuer given by
// hand (--issuer with --subject or --subject-pattern), and ready forms built from each CI's
// documented OIDC claims. Every pattern is anchored and every literal part escaped, as the
// GitHub form's are, so it matches that project's tokens and nothing else.
import { UsageError } from '../errors';
import { escapeRegExp, subjectPatternProblem } from './subject-pattern';

/** The CIs with a ready form; `oidc` is any issuer given by hand. */
export type IdentityCi = 'github' | 'gitlab' | 'circleci' | 'buildkite' | 'bitbucket' | 'oidc';

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
interface CiClaim {
  ci: IdentityCi;
  issuer: string;
  subject?: string;
  subjectPattern?: string;
  /** Unset: the service's own hostname, which the job's token must then carry as its audience. */
  audience?: string;
  /** What the subject is, in words, for the plan's text. */
  accepts: string;
  defaultName: string;
}

const READY_FORMS = ['gitlab', 'circleci', 'buildkite', 'bitbucket'] as const;
const GITLAB_COM = 'https://gitlab.com';
const BUILDKITE_ISSUER = 'https://agent.buildkite.com';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// GitLab group and project path segments, subgroups allowed.
const GITLAB_PATH = /^[A-Za-z0-9_][A-Za-z0-9_.-]*(?:\/[A-Za-z0-9_][A-Za-z0-9_.-]*)+$/;
const SLUG = /^[a-z0-9][a-z0-9-]*$/;
const BITBUCKET_WORKSPACE = /^[a-z0-9][a-z0-9_-]*$/;
// Git's rules for ref names, loosely (as identity-plan's BRANCH_RE): no whitespace, : ~ ^ ? * [ \ or "..".
const REF_NAME = /^(?!\/|.*\.\.|.*\/$)[^\s\p{Cc}:~^?*[\\]+$/u;

/** How a form refuses what it was given: a UsageError naming the option. */
type Fail = (message: string) => UsageError;

const lowerName = (text: string) => text.toLowerCase().replace(/[^a-z0-9._-]+/g, '-');

/** Which form the options ask for, or undefined for the GitHub form; two forms at once are refused. */
export function ciFormOf(input: CiFormInput, fail: Fail): IdentityCi | undefined {
  const given = ([...READY_FORMS, 'issuer'] as const).filter((f) => input[f] !== undefined);
  if (given.length > 1)
    throw fail(`${given.map((f) => `--${f}`).join(' and ')} exclude each other: an identity has one issuer`);
  if (given.length === 0) return undefined;
  return given[0] === 'issuer' ? 'oidc' : given[0];
}

/** The claim an identity of `ci` matches, checked before any request; throws UsageError naming the option. */
export function ciClaim(ci: IdentityCi, input: CiFormInput, fail: Fail): CiClaim {
  const audience = input.audience?.trim();
  if (audience !== undefined && (!audience || /\s/.test(audience)))
    throw fail(`--audience "${input.audience}" must be one word (the token's aud claim)`);
  const forOther = (claim: Omit<CiClaim, 'audience'>): CiClaim =>
    audience !== undefined ? { ...claim, audience } : claim;
  switch (ci) {
    case 'gitlab':
      return forOther(gitlabClaim(input, fail));
    case 'circleci':
      return circleciClaim(input, audience, fail);
    case 'buildkite':
      return forOther(buildkiteClaim(input, fail));
    case 'bitbucket':
      return bitbucketClaim(input, audience, fail);
    default:
      return forOther(byHandClaim(input, fail));
  }
}

function httpsUrl(value: string, option: string, fail: Fail): string {
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || url.protocol !== 'https:' || url.search || url.hash || url.username)
    throw fail(
      `${option} "${value}" is not an https URL without query or credentials, e.g. https://gitlab.example.com`,
    );
  return value.replace(/\/+$/, '');
}

function byHandClaim(input: CiFormInput, fail: Fail): Omit<CiClaim, 'audience'> {
  const issuer = httpsUrl(input.issuer!.trim(), '--issuer', fail);
  const defaultName = lowerName(`oidc-${new URL(issuer).host}`);
  if (input.subject !== undefined && input['subject-pattern'] !== undefined)
    throw fail('--subject and --subject-pattern exclude each other: an identity has one');
  if (input.subject !== undefined) {
    const subject = input.subject.trim();
    if (!subject || /\s/.test(subject)) throw fail(`--subject "${input.subject}" must be one word (the sub claim)`);
    return { ci: 'oidc', issuer, subject, accepts: 'that subject', defaultName };
  }
  const pattern = input['subject-pattern'];
  if (pattern === undefined) throw fail('--issuer needs --subject or --subject-pattern: what the sub claim must be');
  const problem = subjectPatternProblem(pattern);
  if (problem) throw fail(`--subject-pattern "${pattern}" ${problem}`);
  return { ci: 'oidc', issuer, subjectPattern: pattern, accepts: 'subjects matching that pattern', defaultName };
}

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

/** GitLab's default `sub`: project_path:{group}/{project}:ref_type:{type}:ref:{name}; `iss` is the instance URL. */
function gitlabClaim(input: CiFormInput, fail: Fail): Omit<CiClaim, 'audience'> {
  const path = input.gitlab!.trim();
  if (!GITLAB_PATH.test(path)) throw fail(`--gitlab "${input.gitlab}" is not <group>/<project> (subgroups allowed)`);
  const issuer = httpsUrl((input['gitlab-url'] ?? GITLAB_COM).trim(), '--gitlab-url', fail);
  const ref = refOf(input, fail);
  return {
    ci: 'gitlab',
    issuer,
    subject: `project_path:${path}:ref_type:${ref.type}:ref:${ref.name}`,
    accepts: `jobs of ${path} on ${ref.type} ${ref.name}`,
    defaultName: lowerName(`gitlab-${path}`),
  };
}

/** How a ready form's `<a>/<b>` value is written: the form, what each part must match, where to find them. */
interface TwoParts {
  option: string;
  form: string;
  parts: readonly [RegExp, RegExp];
  hint: string;
  /** The second part as its test and the claim take it (Bitbucket's braces dropped). */
  second?: (part: string) => string;
}

/** The two parts of a ready form's value, each checked; else one error that shows the form and the hint. */
function twoParts(value: string, { option, form, parts, hint, second = (p) => p }: TwoParts, fail: Fail) {
  const [first = '', given = '', ...more] = value.trim().split('/');
  const last = second(given);
  if (more.length > 0 || !parts[0].test(first) || !parts[1].test(last))
    throw fail(`${option} "${value}" is not ${form} ${hint}`);
  return [first, last] as const;
}

const CIRCLECI: TwoParts = {
  option: '--circleci',
  form: '<organization id>/<project id>',
  parts: [UUID, UUID],
  hint: '(both are UUIDs: Organization Settings, Project Settings > Overview)',
};
const BUILDKITE: TwoParts = {
  option: '--buildkite',
  form: '<organization slug>/<pipeline slug>',
  parts: [SLUG, SLUG],
  hint: '(lowercase, digits, -)',
};
const BITBUCKET: TwoParts = {
  option: '--bitbucket',
  form: '<workspace>/<repository uuid>',
  parts: [BITBUCKET_WORKSPACE, UUID],
  hint: '(Repository settings > OpenID Connect shows both)',
  second: (part) => part.replace(/^\{(.*)\}$/, '$1'),
};

/**
 * CircleCI: the issuer is the organization's, the audience its id (CircleCI fixes it), and
 * $CIRCLE_OIDC_TOKEN_V2's subject org/<org>/project/<project>/user/<user>/vcs-origin/<origin>/vcs-ref/<ref>.
 */
function circleciClaim(input: CiFormInput, audience: string | undefined, fail: Fail): CiClaim {
  const [org, project] = twoParts(input.circleci!, CIRCLECI, fail);
  if (input.ref !== undefined || input['ref-type'] !== undefined)
    throw fail('--ref and --ref-type are for --gitlab; with --circleci name the branch with --branch');
  if (audience !== undefined && audience !== org)
    throw fail(`--audience: CircleCI's tokens carry the organization id ${org} as their audience, nothing else`);
  const prefix = `^org/${escapeRegExp(org)}/project/${escapeRegExp(project)}/user/[0-9a-f-]+/vcs-origin/[^/].*/vcs-ref/`;
  const branch = input.branch?.trim();
  if (branch !== undefined && !REF_NAME.test(branch)) throw fail(`--branch "${branch}" is not a branch name`);
  return {
    ci: 'circleci',
    issuer: `https://oidc.circleci.com/org/${org}`,
    subjectPattern: branch === undefined ? `${prefix}\\S+$` : `${prefix}${escapeRegExp(`refs/heads/${branch}`)}$`,
    audience: org,
    accepts: `jobs of project ${project}${branch === undefined ? '' : ` on branch ${branch}`}`,
    defaultName: lowerName(`circleci-${project}`),
  };
}

/**
 * Buildkite: one issuer for every organization, so the subject's organization and pipeline slugs
 * decide: organization:<org>:pipeline:<pipeline>:ref:<ref>:commit:<sha>:step:<key>.
 */
function buildkiteClaim(input: CiFormInput, fail: Fail): Omit<CiClaim, 'audience'> {
  const [org, pipeline] = twoParts(input.buildkite!, BUILDKITE, fail);
  if (input.ref !== undefined || input['ref-type'] !== undefined)
    throw fail('--ref and --ref-type are for --gitlab; with --buildkite name the branch with --branch');
  const branch = (input.branch ?? 'main').trim();
  if (!REF_NAME.test(branch)) throw fail(`--branch "${branch}" is not a branch name`);
  return {
    ci: 'buildkite',
    issuer: BUILDKITE_ISSUER,
    subjectPattern: `^${escapeRegExp(`organization:${org}:pipeline:${pipeline}:ref:refs/heads/${branch}:commit:`)}[0-9a-f]+:step:[^:]*$`,
    accepts: `jobs of ${org}/${pipeline} on branch ${branch}`,
    defaultName: lowerName(`buildkite-${org}-${pipeline}`),
  };
}

/**
 * Bitbucket Pipelines: the workspace's issuer, the audience its repository settings show
 * (ari:cloud:bitbucket::workspace/<uuid>), and the subject {<repository uuid>}:{<step uuid>}
 * ({repository}{environment}:{step} in deployment steps).
 */
function bitbucketClaim(input: CiFormInput, audience: string | undefined, fail: Fail): CiClaim {
  const [workspace, repo] = twoParts(input.bitbucket!, BITBUCKET, fail);
  if (audience === undefined)
    throw fail(
      '--bitbucket needs --audience: the Audience that Repository settings > OpenID Connect shows (ari:cloud:bitbucket::workspace/<uuid>)',
    );
  if (input.ref !== undefined || input['ref-type'] !== undefined || input.branch !== undefined)
    throw fail('--bitbucket tokens name no branch in their subject: omit --branch, --ref and --ref-type');
  const uuid = '\\{[0-9a-f-]+\\}';
  return {
    ci: 'bitbucket',
    issuer: `https://api.bitbucket.org/2.0/workspaces/${workspace}/pipelines-config/identity/oidc`,
    subjectPattern: `^${escapeRegExp(`{${repo.toLowerCase()}}`)}(${uuid})?:${uuid}$`,
    audience,
    accepts: `steps of repository {${repo.toLowerCase()}} in workspace ${workspace}`,
    defaultName: lowerName(`bitbucket-${workspace}-${repo.slice(0, 8)}`),
  };
}
