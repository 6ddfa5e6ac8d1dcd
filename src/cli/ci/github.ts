// GitHub Actions, the form `identity create` makes when no other CI's option is given: the runner
// hands the job's OIDC token to a job with `permissions: id-token: write`, and the identity matches
// the subjects the runs of one repository's workflow events carry.
import { GITHUB_ACTIONS_ISSUER } from '../../auth/github-oidc';
import { escapeRegExp, subjectPatternProblem } from '../subject-pattern';
import {
  lowerName,
  REF_NAME,
  type CiClaim,
  type CiForm,
  type CiFormInput,
  type Fail,
  type SnippetInput,
} from './shared';

// GitHub owner and repository names (the owner has no dots, the repository may), each optionally
// with GitHub's numeric id, as the immutable subject form repo:<owner>@<id>/<name>@<id>:... carries it.
const REPO_RE = /^([A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)(@\d+)?\/([A-Za-z0-9._-]+?)(@\d+)?$/;
// Both subject forms: repo:<owner>/<name>:... and the immutable repo:<owner>@<id>/<name>@<id>:...
const SUBJECT_REPO_RE = /^repo:([^/@:]+)(?:@\d+)?\/([^/@:]+)(?:@\d+)?:/;
// The same start in a pattern, its dots escaped: ^repo:<owner>/<name>:...
const PATTERN_REPO_RE = /^\^repo:([A-Za-z0-9-]+)(?:@\d+)?\/((?:[A-Za-z0-9_-]|\\\.)+)(?:@\d+)?:/;

/** The workflow events `--events` knows, and the subject suffix each run of it carries. */
export const EVENTS = ['push', 'pull_request', 'schedule', 'workflow_dispatch'] as const;
type WorkflowEvent = (typeof EVENTS)[number];
/** A quick-start workflow: pushes to the default branch and pull requests of the same repository. */
export const DEFAULT_EVENTS: readonly WorkflowEvent[] = ['push', 'pull_request'];
export const DEFAULT_BRANCH = 'main';

/** One event the identity serves and the subject its runs carry. */
export interface CoveredEvent {
  event: WorkflowEvent;
  subject: string;
}

/** What a GitHub Actions identity matches, the events whose runs it covers, and the repository's name for it. */
type GitHubClaim = Omit<CiClaim, 'audience' | 'defaultName'> & {
  /** Empty when --subject or --subject-pattern was given. */
  covers: CoveredEvent[];
  /** Undefined when neither --repo nor the subject names a repository. */
  defaultName: string | undefined;
};

/** The form's own options beside those other CIs read. */
export interface GitHubFormInput extends CiFormInput {
  repo?: string;
  events?: string;
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
  return lowerName(`github-${owner}-${name}`);
}

function parseEvents(value: string, fail: Fail): WorkflowEvent[] {
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
function fullRefOf(input: GitHubFormInput, fail: Fail): string {
  if (input.ref !== undefined) {
    const ref = input.ref.trim();
    if (!/^refs\/(?:heads|tags)\/\S+$/.test(ref))
      throw fail(`--ref "${ref}" is not a full ref; use e.g. refs/heads/main or refs/tags/v1`);
    return ref;
  }
  const branch = input.branch?.trim() ?? DEFAULT_BRANCH;
  if (branch.startsWith('refs/')) throw fail(`--branch "${branch}" is a ref; give the branch name, e.g. main`);
  if (!REF_NAME.test(branch)) throw fail(`--branch "${branch}" is not a branch name`);
  return `refs/heads/${branch}`;
}

/** --repo, checked: the owner and name, and the repository as the subject spells it, ids included. */
function repoOf(given: string, fail: Fail) {
  const match = REPO_RE.exec(given.trim());
  if (!match) throw fail(`--repo "${given}" is not <owner>/<name> (or <owner>@<id>/<name>@<id>)`);
  const [owner, name] = [match[1]!, match[3]!];
  return { owner, name, repo: `${owner}${match[2] ?? ''}/${name}${match[4] ?? ''}` };
}

/** --subject or --subject-pattern with nothing that decides the runs besides them. */
function refuseBesideByHand(input: GitHubFormInput, fail: Fail): void {
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
}

/** The claim of the runs of --events on the ref, and the subject each event's runs carry. */
function eventsClaim(input: GitHubFormInput, repo: string, fail: Fail) {
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
  const covers = events.map((event) => ({ event, subject: eventSubject(repo, event, ref) }));
  return { claim: subjectFor(repo, events, ref), covers };
}

/** The claim a GitHub Actions identity matches, checked before any request; throws UsageError naming the option. */
function githubClaim(input: GitHubFormInput, fail: Fail): GitHubClaim {
  if (input.audience !== undefined)
    throw fail('--audience goes with --issuer or a ready form; GitHub Actions tokens are asked for the service itself');
  const given = input.repo !== undefined ? repoOf(input.repo, fail) : undefined;
  let [owner, repoName] = [given?.owner, given?.name];
  const repo = given?.repo;
  refuseBesideByHand(input, fail);

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
    ({ claim, covers } = eventsClaim(input, repo, fail));
  }
  const accepts = covers.length
    ? `${repo} on ${covers.map((c) => c.event).join(', ')}`
    : 'subject' in claim
      ? claim.subject
      : claim.subjectPattern;
  const defaultName = owner !== undefined ? defaultIdentityName(owner, repoName!) : undefined;
  return { issuer: GITHUB_ACTIONS_ISSUER, ...claim, covers, accepts, defaultName };
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

/** GitHub Actions' form: its claim takes no audience (the runner asks for the service itself), its job is workflow lines. */
interface GitHubForm extends CiForm<'github'> {
  claim(input: GitHubFormInput, fail: Fail): GitHubClaim;
}

export const GITHUB_ACTIONS: GitHubForm = {
  id: 'github',
  label: 'GitHub Actions',
  detect: (env) => env.GITHUB_ACTIONS?.trim() === 'true',
  claim: githubClaim,
  jobSnippet: (input) => workflowSnippet(input),
};
