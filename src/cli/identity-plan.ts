import { UsageError } from '../errors';
import { GROUP_UID_PATTERN } from '../config';
import {
  ciClaim,
  ciFormOf,
  GITHUB_ACTIONS,
  type CoveredEvent,
  type GitHubFormInput,
  type IdentityCi,
  type OtherForm,
} from './ci';
import { escapeRegExp, subjectPatternProblem } from './subject-pattern';

export { escapeRegExp, subjectPatternProblem };

/** The Platform API's rule for identity names (spec: Identity.name). */
export const IDENTITY_NAME_RULE = /^[a-z0-9 ._-]{1,}$/;
export const DEFAULT_ROLE = 'viewer';

export interface IdentityPlanInput extends GitHubFormInput {
  group?: string;
  name?: string;
  description?: string;
  role?: string;
}

/** Everything `identity create` sends, decided and checked before any request. */
export interface IdentityPlan {
  /** Whose tokens it accepts: GitHub Actions, a ready form's CI, or any issuer given by hand. */
  ci: IdentityCi;
  group: string;
  name: string;
  description: string;
  issuer: string;
  /** Exactly one of subject and subjectPattern is set (the API's oneof). */
  subject?: string;
  subjectPattern?: string;
  /** The aud claim it accepts; unset: the exchange service's own hostname. */
  audience?: string;
  /** The events whose runs the identity accepts; empty when --subject or --subject-pattern was given. */
  covers: CoveredEvent[];
  role: string;
}

function identityNameProblem(name: string): string | undefined {
  return IDENTITY_NAME_RULE.test(name)
    ? undefined
    : `"${name}" does not match ${IDENTITY_NAME_RULE.source} (lowercase letters, digits, space, dot, underscore, hyphen)`;
}

/** The --group uid, checked: given, one word, and a root organization group. */
function rootGroupOf(given: string | undefined, fail: (message: string) => UsageError): string {
  const group = given?.trim() ?? '';
  if (!group) throw fail('--group is required: the uid of the root organization group');
  if (!GROUP_UID_PATTERN.test(group))
    throw fail(`--group ${JSON.stringify(group)} is not a group uid: it holds whitespace or control characters`);
  if (group.includes('/')) {
    // Placement rule: an identity under a subgroup does not see the registry, so it cannot pull.
    throw fail(
      `--group "${group}" is a subgroup; an identity under a subgroup cannot pull images. Use the root organization group "${group.split('/')[0]}"`,
    );
  }
  return group;
}

/** Checks the options of `identity create` and fills the defaults; throws UsageError naming the option. */
export function planIdentity(input: IdentityPlanInput): IdentityPlan {
  const fail = (message: string) => new UsageError(message, 'identity create');
  const group = rootGroupOf(input.group, fail);

  const form = ciFormOf(input, fail);
  if (form !== undefined) return planOtherCi(group, form, input, fail);

  const { accepts, defaultName, covers, ...claim } = GITHUB_ACTIONS.claim(input, fail);
  const name = input.name?.trim() ?? defaultName ?? '';
  if (!name) throw fail('--name is required when --subject or --subject-pattern does not name a repository');
  const problem = identityNameProblem(name);
  if (problem) throw fail(`--name ${problem}`);

  const role = input.role?.trim() || DEFAULT_ROLE;
  const description = input.description ?? `${GITHUB_ACTIONS.label}: ${accepts} (created by image-check)`;
  return { ci: GITHUB_ACTIONS.id, group, name, description, ...claim, covers, role };
}

/** The plan of an identity for another CI: its form's claim, name, description and role. */
function planOtherCi(
  group: string,
  form: OtherForm,
  input: IdentityPlanInput,
  fail: (message: string) => UsageError,
): IdentityPlan {
  for (const option of ['repo', 'events'] as const)
    if (input[option] !== undefined)
      throw fail(`--${option} is for GitHub Actions; with --${form.option} leave it out`);
  const { accepts, defaultName, ...claim } = ciClaim(form, input, fail);
  const name = input.name?.trim() ?? defaultName;
  const problem = identityNameProblem(name);
  if (problem) throw fail(`--name ${problem}`);
  const role = input.role?.trim() || DEFAULT_ROLE;
  const description = input.description ?? `${form.label}: ${accepts} (created by image-check)`;
  return { group, name, description, ...claim, covers: [], role };
}
