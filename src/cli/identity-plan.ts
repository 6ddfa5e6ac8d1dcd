import { UsageError } from '../errors';
import { GITHUB_ACTIONS_ISSUER } from '../auth/github-oidc';
import { GROUP_UID_PATTERN } from '../config';
import { ciClaim, ciFormOf, type CiFormInput, type IdentityCi } from './identity-forms';
import { escapeRegExp, subjectPatternProblem } from './subject-pattern';

export { escapeRegExp, subjectPatternProblem };

/** The Platform API's rule for identity names (spec: Identity.name). */
export const IDENTITY_NAME_RULE = /^[a-z0-9 ._-]{1,}$/;
export const DEFAULT_ROLE = 'viewer';

// GitHub owner and repository names (the owner has no dots, the repository may), each optionally
// with GitHub's numeric id, as the immutable subject form repo:<owner>@<id>/<name>@<id>:... carries it.
const REPO_RE = /^([A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)(@\d+)?\/([A-Za-z0-9._-]+?)(@\d+)?$/;
// Both subject forms: repo:<owner>/<name>:... and the immutable repo:<owner>@<id>/<name>@<id>:...
const SUBJECT_REPO_RE = /^repo:([^/@:]+)(?:@\d+)?\/([^/@:]+)(?:@\d+)?:/;
// The same start in a pattern, its dots escaped: ^repo:<owner>/<name>:...
const PATTERN_REPO_RE = /^\^repo:([A-Za-z0-9-]+)(?:@\d+)?\/((?:[A-Za-z0-9_-]|\\\.)+)(?:@\d+)?:/;
// Git's rules for branch names, loosely: no whitespace or control characters, none of : ~ ^ ? * [ \ and no "..".
const BRANCH_RE = /^(?!\/|.*\.\.|.*\/$)[^\s\p{Cc}:~^?*[\\]+$/u;

/** The workflow events `--events` knows, and the subject suffix each run of it carries. */
export const EVENTS = ['push', 'pull_request', 'schedule', 'workflow_dispatch'] as const;
type WorkflowEvent = (typeof EVENTS)[number];
/** A quick-start workflow: pushes to the default branch and pull requests of the same repository. */
export const DEFAULT_EVENTS: readonly WorkflowEvent[] = ['push', 'pull_request'];
export const DEFAULT_BRANCH = 'main';

export interface IdentityPlanInput extends CiFormInput {
  group?: string;
  repo?: string;
  events?: string;
  branch?: string;
  ref?: string;
  subject?: string;
  'subject-pattern'?: string;
  name?: string;
  description?: string;
  role?: string;
}

/** One event the identity serves and the subject its runs carry. */
interface CoveredEvent {
  event: WorkflowEvent;
  subject: string;
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

function repoSubject(repo: string, ref: string): string {
  return `repo:${repo}:ref:${ref}`;
}

/** The subject a run of `event` carries in `repo`; push, schedule and workflow_dispatch run on `ref`. */
function eventSubject(repo: string, event: WorkflowEvent, ref: string): string {
  return event === 'pull_request' ? `repo:${repo}:pull_request` : repoSubject(repo, ref);
}

/**
 * The claimMatch subject for runs of the given events: one exact subject when they all carry the
 * same one, else one anchored pattern whose every literal part is escaped, so it matches those
 * subjects of this repository and nothing else.
 */
export function subjectFor(
  repo: string,
  events: readonly WorkflowEvent[],
  ref: string,
): { subject: string } | { subjectPattern: string } {
  const prefix = `repo:${repo}:`;
  const tails = [...new Set(events.map((e) => eventSubject(repo, e, ref).slice(prefix.length)))];
  if (tails.length === 1) return { subject: prefix + tails[0] };
  return { subjectPattern: `^${escapeRegExp(prefix)}(${tails.map(escapeRegExp).join('|')})$` };
}

/** `github-<owner>-<name>`, lowercased, with every character the name rule refuses turned into '-'. */
export function defaultIdentityName(owner: string, name: string): string {
  return `github-${owner}-${name}`.toLowerCase().replace(/[^a-z0-9._-]+/g, '-');
}

function identityNameProblem(name: string): string | undefined {
  return IDENTITY_NAME_RULE.test(name)
    ? undefined
    : `"${name}" does not match ${IDENTITY_NAME_RULE.source} (lowercase letters, digits, space, dot, underscore, hyphen)`;
}

function parseEvents(value: string, fail: (message: string) => UsageError): WorkflowEvent[] {
  const names = value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  if (names.length === 0) throw fail(`--events is empty; name one or more of ${EVENTS.join(', ')}`);
  const unknown = names.filter((e) => !(EVENTS as readonly string[]).includes(e));
  if (unknown.length)
    throw fail(
      `--events: unknown event ${unknown.map((e) => `"${e}"`).join(', ')}; known: ${EVENTS.join(', ')} (other events need --subject-pattern)`,
    );
  return EVENTS.filter((e) => names.includes(e));
}

/** The full ref GitHub runs are on: --ref as given, or refs/heads/ and --branch (default main). */
function fullRefOf(input: IdentityPlanInput, fail: (message: string) => UsageError): string {
  if (input.ref !== undefined) {
    const ref = input.ref.trim();
    if (!/^refs\/(?:heads|tags)\/\S+$/.test(ref))
      throw fail(`--ref "${ref}" is not a full ref; use e.g. refs/heads/main or refs/tags/v1`);
    return ref;
  }
  const branch = input.branch?.trim() ?? DEFAULT_BRANCH;
  if (branch.startsWith('refs/')) throw fail(`--branch "${branch}" is a ref; give the branch name, e.g. main`);
  if (!BRANCH_RE.test(branch)) throw fail(`--branch "${branch}" is not a branch name`);
  return `refs/heads/${branch}`;
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

  const ci = ciFormOf(input, fail);
  if (ci !== undefined) return planOtherCi(group, ci, input, fail);
  if (input.audience !== undefined)
    throw fail('--audience goes with --issuer or a ready form; GitHub Actions tokens are asked for the service itself');

  let owner: string | undefined;
  let repoName: string | undefined;
  let repo: string | undefined; // as the subject spells it, ids included
  if (input.repo !== undefined) {
    const match = REPO_RE.exec(input.repo.trim());
    if (!match) throw fail(`--repo "${input.repo}" is not <owner>/<name> (or <owner>@<id>/<name>@<id>)`);
    [owner, repoName] = [match[1]!, match[3]!];
    repo = `${owner}${match[2] ?? ''}/${repoName}${match[4] ?? ''}`;
  }

  const byHand = [
    input.subject !== undefined && '--subject',
    input['subject-pattern'] !== undefined && '--subject-pattern',
  ].filter((o): o is string => o !== false);
  if (byHand.length === 2) throw fail('--subject and --subject-pattern exclude each other: an identity has one');
  if (byHand.length === 1) {
    for (const option of ['ref', 'branch', 'events'] as const)
      if (input[option] !== undefined)
        throw fail(`--${option} and ${byHand[0]} exclude each other: ${byHand[0]} already decides what runs match`);
  }
  if (input.ref !== undefined && input.branch !== undefined)
    throw fail('--ref and --branch exclude each other: --branch main means --ref refs/heads/main');

  let claim: { subject: string } | { subjectPattern: string };
  let covers: CoveredEvent[] = [];
  if (input.subject !== undefined) {
    const subject = input.subject.trim();
    if (!subject || /\s/.test(subject))
      throw fail(`--subject "${input.subject}" must be one word, e.g. repo:<owner>/<name>:ref:refs/heads/main`);
    const fromSubject = SUBJECT_REPO_RE.exec(subject);
    if (fromSubject && owner === undefined) [owner, repoName] = [fromSubject[1]!, fromSubject[2]!];
    claim = { subject };
  } else if (input['subject-pattern'] !== undefined) {
    const pattern = input['subject-pattern'];
    const problem = subjectPatternProblem(pattern);
    if (problem) throw fail(`--subject-pattern "${pattern}" ${problem}`);
    const fromPattern = PATTERN_REPO_RE.exec(pattern);
    if (fromPattern && owner === undefined)
      [owner, repoName] = [fromPattern[1]!, fromPattern[2]!.replace(/\\\./g, '.')];
    claim = { subjectPattern: pattern };
  } else {
    if (repo === undefined) throw fail('--repo <owner>/<name> (or --subject or --subject-pattern) is required');
    const ref = fullRefOf(input, fail);
    // Without --events and with --ref (the older form) only pushes to that ref, as before.
    const events =
      input.events !== undefined
        ? parseEvents(input.events, fail)
        : input.ref !== undefined
          ? (['push'] as WorkflowEvent[])
          : [...DEFAULT_EVENTS];
    if (events.includes('schedule') && !ref.startsWith('refs/heads/'))
      throw fail(`--events schedule runs on the default branch; --ref "${ref}" is not a branch`);
    covers = events.map((event) => ({ event, subject: eventSubject(repo, event, ref) }));
    claim = subjectFor(repo, events, ref);
  }

  const name = input.name?.trim() ?? (owner !== undefined ? defaultIdentityName(owner, repoName!) : '');
  if (!name) throw fail('--name is required when --subject or --subject-pattern does not name a repository');
  const problem = identityNameProblem(name);
  if (problem) throw fail(`--name ${problem}`);

  const role = input.role?.trim() || DEFAULT_ROLE;
  const what = covers.length
    ? `${repo} on ${covers.map((c) => c.event).join(', ')}`
    : 'subject' in claim
      ? claim.subject
      : claim.subjectPattern;
  const description = input.description ?? `GitHub Actions: ${what} (created by image-check)`;
  return { ci: 'github', group, name, description, issuer: GITHUB_ACTIONS_ISSUER, ...claim, covers, role };
}

/** The plan of an identity for another CI: its claim from identity-forms, name, description and role. */
function planOtherCi(
  group: string,
  ci: IdentityCi,
  input: IdentityPlanInput,
  fail: (message: string) => UsageError,
): IdentityPlan {
  for (const option of ['repo', 'events'] as const)
    if (input[option] !== undefined)
      throw fail(`--${option} is for GitHub Actions; with --${ci === 'oidc' ? 'issuer' : ci} leave it out`);
  const { accepts, defaultName, ...claim } = ciClaim(ci, input, fail);
  const name = input.name?.trim() ?? defaultName;
  const problem = identityNameProblem(name);
  if (problem) throw fail(`--name ${problem}`);
  const role = input.role?.trim() || DEFAULT_ROLE;
  const description = input.description ?? `${CI_LABELS[ci]}: ${accepts} (created by image-check)`;
  return { group, name, description, ...claim, covers: [], role };
}

const CI_LABELS: Record<IdentityCi, string> = {
  github: 'GitHub Actions',
  gitlab: 'GitLab CI',
  circleci: 'CircleCI',
  buildkite: 'Buildkite',
  bitbucket: 'Bitbucket Pipelines',
  oidc: 'OIDC',
};

export interface SnippetInput {
  identity: string;
  group: string;
  apiUrl: string;
  defaultApiUrl: string;
}

/** The job fragment a workflow needs to use the identity. */
export function workflowSnippet({ identity, group, apiUrl, defaultApiUrl }: SnippetInput): string {
  const lines = [
    'permissions:',
    '  contents: read',
    "  id-token: write # image-check exchanges the job's GitHub OIDC token for the identity",
    'steps:',
    '  - uses: actions/checkout@v5',
    '  - uses: image-check/image-check@v1',
    '    with:',
    `      identity: ${identity}`,
    `      group: ${group}`,
  ];
  if (apiUrl.replace(/\/+$/, '') !== defaultApiUrl) lines.push(`      api-url: ${apiUrl}`);
  lines.push("      files: '**/Dockerfile'");
  return lines.join('\n');
}
