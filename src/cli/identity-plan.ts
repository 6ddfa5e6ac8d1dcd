import { GITHUB_ACTIONS_ISSUER } from '../auth/github-oidc';
import { GROUP_UID_PATTERN } from '../config';
import { UsageError } from './usage-error';

/** The Platform API's rule for identity names (spec: Identity.name). */
export const IDENTITY_NAME_RULE = /^[a-z0-9 ._-]{1,}$/;
export const DEFAULT_REF = 'refs/heads/main';
export const DEFAULT_ROLE = 'viewer';

// GitHub owner and repository names; the owner has no dots, the repository may.
const REPO_RE = /^([A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)\/([A-Za-z0-9._-]+)$/;
// Both subject forms: repo:<owner>/<name>:... and the immutable repo:<owner>@<id>/<name>@<id>:...
const SUBJECT_REPO_RE = /^repo:([^/@:]+)(?:@\d+)?\/([^/@:]+)(?:@\d+)?:/;
// Uids are opaque (spec: Common rules 1); a subgroup's uid appends segments to its parent's with '/'.

export interface IdentityPlanInput {
  group?: string;
  repo?: string;
  ref?: string;
  subject?: string;
  name?: string;
  description?: string;
  role?: string;
}

/** Everything `identity create` sends, decided and checked before any request. */
export interface IdentityPlan {
  group: string;
  name: string;
  description: string;
  issuer: string;
  subject: string;
  role: string;
}

export function repoSubject(repo: string, ref: string): string {
  return `repo:${repo}:ref:${ref}`;
}

/** `github-<owner>-<name>`, lowercased, with every character the name rule refuses turned into '-'. */
export function defaultIdentityName(owner: string, name: string): string {
  return `github-${owner}-${name}`.toLowerCase().replace(/[^a-z0-9._-]+/g, '-');
}

export function identityNameProblem(name: string): string | undefined {
  return IDENTITY_NAME_RULE.test(name)
    ? undefined
    : `"${name}" does not match ${IDENTITY_NAME_RULE.source} (lowercase letters, digits, space, dot, underscore, hyphen)`;
}

/** Checks the options of `identity create` and fills the defaults; throws UsageError naming the option. */
export function planIdentity(input: IdentityPlanInput): IdentityPlan {
  const fail = (message: string) => new UsageError(message, 'identity create');
  const group = input.group?.trim() ?? '';
  if (!group) throw fail('--group is required: the uid of the root organization group');
  if (!GROUP_UID_PATTERN.test(group))
    throw fail(`--group ${JSON.stringify(group)} is not a group uid: it holds whitespace or control characters`);
  if (group.includes('/')) {
    // Placement rule: an identity under a subgroup does not see the registry, so it cannot pull.
    throw fail(
      `--group "${group}" is a subgroup; an identity under a subgroup cannot pull images. Use the root organization group "${group.split('/')[0]}"`,
    );
  }

  let owner: string | undefined;
  let repoName: string | undefined;
  if (input.repo !== undefined) {
    const match = REPO_RE.exec(input.repo.trim());
    if (!match) throw fail(`--repo "${input.repo}" is not <owner>/<name>`);
    [owner, repoName] = [match[1]!, match[2]!];
  }

  let subject: string;
  if (input.subject !== undefined) {
    if (input.ref !== undefined)
      throw fail('--ref and --subject exclude each other: the subject already holds the ref');
    subject = input.subject.trim();
    if (!subject || /\s/.test(subject))
      throw fail(`--subject "${input.subject}" must be one word, e.g. repo:<owner>/<name>:ref:refs/heads/main`);
    const fromSubject = SUBJECT_REPO_RE.exec(subject);
    if (fromSubject && owner === undefined) [owner, repoName] = [fromSubject[1]!, fromSubject[2]!];
  } else {
    if (owner === undefined) throw fail('--repo <owner>/<name> (or --subject) is required');
    const ref = input.ref?.trim() ?? DEFAULT_REF;
    if (!/^refs\/(?:heads|tags)\/\S+$/.test(ref))
      throw fail(`--ref "${ref}" is not a full ref; use e.g. refs/heads/main or refs/tags/v1`);
    subject = repoSubject(`${owner}/${repoName}`, ref);
  }

  const name = input.name?.trim() ?? (owner !== undefined ? defaultIdentityName(owner, repoName!) : '');
  if (!name) throw fail('--name is required when --subject does not name a repository');
  const problem = identityNameProblem(name);
  if (problem) throw fail(`--name ${problem}`);

  const role = input.role?.trim() || DEFAULT_ROLE;
  const description = input.description ?? `GitHub Actions: ${subject} (created by image-check)`;
  return { group, name, description, issuer: GITHUB_ACTIONS_ISSUER, subject, role };
}

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
