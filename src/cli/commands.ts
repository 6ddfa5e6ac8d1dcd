import { DEFAULT_FAIL_ON } from '../config';
import { ID_TOKEN_ENV } from './ci-id-token';
import { DEFAULT_BRANCH, DEFAULT_EVENTS, DEFAULT_ROLE, EVENTS } from './identity-plan';
import {
  DEFAULT_API_URL,
  GITHUB_TOKEN_ENV,
  TOKEN_ENV,
  defineCommand,
  helpOf,
  rows,
  type CommandSpec,
  type HelpBlock,
} from './options';

// Every command and its options, declared once: parsing, `--help`, "did you mean" and the names
// messages use come from these tables. A new command is a declaration here and a handler in main.ts.

/** The options of the commands that talk to the Platform API directly (identity). */
const CONNECTION = {
  'api-url': {
    type: 'string',
    value: '<url>',
    help: `Platform API base URL (default ${DEFAULT_API_URL})`,
    section: 'Common options:',
  },
  token: {
    type: 'string',
    value: '<token>',
    help: `Platform API token; prefer the ${TOKEN_ENV} environment variable, which\nstays out of shell history and process lists. Never printed.`,
    section: 'Common options:',
  },
  json: {
    type: 'boolean',
    help: 'machine-readable output on stdout (errors as JSON on stderr)',
    section: 'Common options:',
  },
  help: { type: 'boolean', short: 'h', help: 'this help', section: 'Common options:' },
} as const;

const COMMON_HELP = { options: 'Common options:', width: 18 } as const;

/** A checking command's arguments: each name and what it stands for. */
const argumentsHelp = (entries: readonly (readonly [string, string])[]): HelpBlock =>
  ['Arguments:', ...rows(22, entries)].join('\n');

/** The end of a checking command's help: its options, its variables, what its exit codes mean. */
const checkingHelp = (variables: string, notDone: string): HelpBlock[] => [
  { options: 'Options:', width: 22 },
  { env: variables, width: 34 },
  `Exit codes: 0 passed, 1 failed by --fail-on, 2 usage or input error (${notDone}).`,
];

/** How a report is written: the options every checking command shares. */
const REPORT = {
  format: {
    type: 'string',
    short: 'f',
    value: '<name>',
    help: "table (default), json (the action's results), sarif, markdown (the job\nsummary) or gitlab (GitLab Code Quality)",
  },
  output: { type: 'string', short: 'o', value: '<file>', help: 'write the report to a file instead of stdout' },
  help: { type: 'boolean', short: 'h', help: 'this help' },
} as const;

/** The settings of a check, each the action input of the same name: shared by every checking command. */
const CHECK_SETTINGS = {
  registry: {
    type: 'string',
    value: '<host>',
    help: 'registry host whose references are checked (default cgr.dev)',
    input: 'registry',
  },
  group: {
    type: 'string',
    value: '<uid>',
    help: 'organization group uid that scopes repository look-ups',
    input: 'group',
  },
  'fail-on': {
    type: 'string',
    value: '<kinds>',
    help: `what fails the run (exit 1): comma list of eol, stale, advisories, error,\ndenied; or none (default ${DEFAULT_FAIL_ON})`,
    input: 'fail-on',
  },
  'max-age': {
    type: 'string',
    value: '<duration>',
    help: 'how long a pinned digest may be behind its tag (h, d, w; default 30d)',
    input: 'max-age',
  },
  'registry-map': {
    type: 'string',
    value: '<pairs>',
    help: 'mirrors of the registry: prefix=upstream pairs, comma-separated, e.g.\nus-docker.pkg.dev/acme/cgr/=cgr.dev/ (or IMAGE_CHECK_REGISTRY_MAP)',
    input: 'registry-map',
    env: ['IMAGE_CHECK_REGISTRY_MAP'],
  },
  'min-age': {
    type: 'string',
    value: '<duration>',
    help: "the registry's cooldown (h, d, w): pins move to the newest build at\nleast this old",
    input: 'min-age',
  },
  concurrency: { type: 'string', value: '<n>', help: 'look-ups at once, 1-64 (default 8)', input: 'concurrency' },
  timeout: {
    type: 'string',
    value: '<duration>',
    help: 'run deadline, e.g. 90s, 5m (default 5m); unfinished look-ups become errors',
    input: 'timeout',
  },
  update: {
    type: 'string',
    value: '<mode>',
    help: 'rewrite the scanned files after the check: pins, eol, all or none (default)',
    input: 'update',
  },
  config: {
    type: 'string',
    value: '<file>',
    help: 'policy file: ignore ledger and defaults (default .github/image-check.yaml)',
    input: 'config',
  },
  'warn-before': {
    type: 'string',
    value: '<dur>',
    help: "warn this long before a tag's builds end (h, d, w; default 30d)",
    input: 'warn-before',
  },
  'advisory-url': {
    type: 'string',
    value: '<url>',
    help: 'link template for advisory ids in the markdown report, with {id}',
    input: 'advisory-url',
  },
  'api-url': {
    type: 'string',
    value: '<url>',
    help: `Platform API base URL (default ${DEFAULT_API_URL})`,
    input: 'api-url',
  },
  identity: {
    type: 'string',
    value: '<uid>',
    help: `identity to assume with the CI's OIDC token: ${ID_TOKEN_ENV}, or\nGitHub Actions' runner (permissions: id-token: write)`,
    input: 'identity',
  },
  'issuer-url': {
    type: 'string',
    value: '<url>',
    help: 'token exchange service for --identity (default https://issuer.enforce.dev)',
    input: 'issuer-url',
  },
  policies: {
    type: 'string',
    value: '<mode>',
    help: "the registry's pull-time policies: auto (default: consulted for every\ndigest in use and every move) or never (or IMAGE_CHECK_POLICIES)",
    input: 'policies',
    env: ['IMAGE_CHECK_POLICIES'],
  },
  dashboard: {
    type: 'string',
    value: '<owner/name>',
    help: 'keep one issue in that repository current with the findings\n(GITHUB_REPOSITORY names the repository checked; see below)',
    input: 'dashboard',
  },
} as const;

/** GitHub's own variable for the token: the fallback of IMAGE_CHECK_GITHUB_TOKEN (declared after it). */
const GITHUB_TOKEN_FALLBACK = {
  GITHUB_TOKEN: { input: 'github-token', help: `used when ${GITHUB_TOKEN_ENV} is unset or empty` },
} as const;

/** The credentials, from the environment only: a flag would land in shell history and process lists. */
const CREDENTIALS = {
  [TOKEN_ENV]: { input: 'token', help: 'Platform API token (e.g. "$(chainctl auth token)")' },
  IMAGE_CHECK_REGISTRY_TOKEN: {
    input: 'registry-token',
    help: 'registry token (e.g. "$(chainctl auth token --audience cgr.dev)"):\nreads tag histories, which every pinned digest and every\nprivate image needs; without a registry credential a pin\nmay be left unjudged (an error naming this variable)',
  },
  IMAGE_CHECK_REGISTRY_USERNAME: {
    input: 'registry-username',
    help: 'or a registry pull token: its username (with the password)',
  },
  IMAGE_CHECK_REGISTRY_PASSWORD: { input: 'registry-password', help: 'and its password' },
  [ID_TOKEN_ENV]: {
    help: "the CI job's OIDC token for --identity (GitLab id_tokens:,\n$CIRCLE_OIDC_TOKEN_V2, buildkite-agent oidc request-token,\n$BITBUCKET_STEP_OIDC_TOKEN; docs/cli.md)",
  },
  [GITHUB_TOKEN_ENV]: {
    input: 'github-token',
    help: 'GitHub token for --dashboard (issues: write on its repository);\nelse GITHUB_TOKEN. GITHUB_API_URL and GITHUB_SERVER_URL for\nGitHub Enterprise Server',
  },
  ...GITHUB_TOKEN_FALLBACK,
} as const;

/** GitLab's merge request note and suggestions: the token, from the environment only. */
const GITLAB_ENV = {
  IMAGE_CHECK_GITLAB_TOKEN: {
    help: 'GitLab token for the merge request note and suggestions (--comment,\n--suggest): a project or group access token, api scope, Reporter\nrole or higher; else GITLAB_TOKEN. CI_API_V4_URL for the API',
  },
  GITLAB_TOKEN: { help: 'used when IMAGE_CHECK_GITLAB_TOKEN is unset' },
} as const;

/** What `check` writes on a GitLab merge request, each the action input of the same name. */
const MERGE_REQUEST = {
  comment: {
    type: 'string',
    value: '<mode>',
    help: 'the merge request note of image changes: auto (in a merge request\npipeline with a GitLab token; default), always, never',
    input: 'comment',
  },
  suggest: {
    type: 'string',
    value: '<mode>',
    help: 'suggestions on the lines the merge request adds: auto (default),\nalways, never; at most 20 a run',
    input: 'suggest',
  },
} as const;

export const CHECK = defineCommand({
  name: 'check',
  summary: 'check the images of a directory, files or references (see check --help)',
  usage: `Usage: image-check check [<path or glob>...] [--image <ref>...] [options]

Checks container images on a hardened-image registry: end-of-life tags, pinned digests behind
their tag, security advisories. The same checks as the GitHub Action (docs/cli.md).`,
  positionals: { input: 'files', called: 'the paths' },
  options: {
    image: {
      type: 'string',
      multiple: true,
      value: '<ref>',
      help: 'an image reference to check (repeatable)',
      input: 'images',
    },
    ...CHECK_SETTINGS,
    ...MERGE_REQUEST,
    ...REPORT,
    'sarif-location': {
      type: 'string',
      value: '<file>',
      help: 'with --format sarif: the file --image references are reported on (code\nscanning takes no result without a location); default under GitHub\nActions: the workflow file, elsewhere a location named by the image',
    },
  },
  env: { ...CREDENTIALS, ...GITLAB_ENV },
  help: [
    argumentsHelp([
      [
        '<path or glob>',
        "what to scan, relative to the current directory: a directory (its\nDockerfiles/Containerfiles and YAML files), a file, or a glob such as\n'deploy/*.yaml' ('!' first excludes). Default: the current directory,\nunless only --image is given.",
      ],
    ]),
    ...checkingHelp('Credentials (environment only, never flags):', 'the check did not run'),
  ],
});

const GITHUB_VARIABLES = 'Credentials and addresses (environment only, never flags):';

/** Where an organization run finds GitHub: its token and addresses from the environment only. */
const GITHUB_ENV = {
  IMAGE_CHECK_GITHUB_TOKEN: {
    input: 'github-token',
    help: 'GitHub token that can read the repositories (contents: read);\nGITHUB_TOKEN when unset. Never printed.',
  },
  ...GITHUB_TOKEN_FALLBACK,
  GITHUB_API_URL: { input: 'github-api-url', help: 'GitHub REST API (default https://api.github.com)', address: true },
  GITHUB_SERVER_URL: {
    input: 'github-server-url',
    help: 'where locations link to (default https://github.com)',
    address: true,
  },
} as const;

/** The options of `check` that judge images, shared by `org` (which rewrites no file and keeps the owner's dashboard). */
const { update: _update, dashboard: _workspaceDashboard, ...JUDGING } = CHECK_SETTINGS;
const { registry, 'fail-on': failOn, 'max-age': maxAge, 'advisory-url': advisoryUrl, timeout } = CHECK_SETTINGS;

/** `--dashboard` of an organization run: the owner's issue (no GITHUB_REPOSITORY needed). */
const ORG_DASHBOARD = {
  dashboard: {
    type: 'string',
    value: '<owner/name>',
    help: "keep one issue in that repository current with the owner's findings\n(a public one is refused when a private repository was read)",
    input: 'dashboard',
  },
} as const;

const RESULTS_FILE = {
  'results-file': {
    type: 'string',
    value: '<file>',
    help: "also write the results file (an organization run's: what merge reads)",
    input: 'results-file',
  },
} as const;

export const ORG = defineCommand({
  name: 'org',
  summary: 'check every repository of a GitHub owner through the API, no clone (see org --help)',
  usage: `Usage: image-check org <owner> [<glob>...] [--repo <glob>]... [--shard k/n] [--dashboard owner/name] [--cache-dir <dir>] [options]

Reads the repositories of a GitHub organization or user through GitHub's REST API, each at the
head of its default branch, and checks every image reference in them, each distinct reference
once. Locations name the repository, the commit read, the file and the line.`,
  positionals: { input: 'files', called: 'the globs after the owner' },
  options: {
    repo: {
      type: 'string',
      multiple: true,
      value: '<glob>',
      help: "repositories to read, by name without the owner (repeatable; '!' first\nexcludes). Default: every one neither archived nor a fork",
      input: 'repositories',
    },
    shard: {
      type: 'string',
      value: '<k/n>',
      help: 'read only the k-th of n shards of the repositories (by a hash of each name)',
      input: 'shard',
    },
    'cache-dir': {
      type: 'string',
      value: '<dir>',
      help: "keep GitHub's answers here (by blob SHA and ETag): a re-run reads only what changed",
      input: 'cache-dir',
    },
    ...RESULTS_FILE,
    image: CHECK.options.image,
    ...JUDGING,
    ...ORG_DASHBOARD,
    ...REPORT,
  },
  env: { ...CREDENTIALS, ...GITHUB_ENV },
  help: [
    argumentsHelp([
      ['<owner>', 'the organization or user whose repositories are read'],
      [
        '<glob>',
        "files to scan inside each repository ('!' first excludes). Default: the\nDockerfiles/Containerfiles and YAML files",
      ],
    ]),
    ...checkingHelp(GITHUB_VARIABLES, 'the check did not run'),
  ],
});

export const MERGE = defineCommand({
  name: 'merge',
  summary: "report the results files of an org run's shards as one run",
  usage: `Usage: image-check merge <results file>... [--dashboard owner/name] [options]

Reads the results files that the shards of "image-check org --shard k/n" wrote (every shard of
one owner, each once) and reports them as one run: the report, the verdict, the exit code.`,
  positionals: { input: 'merge', called: 'the results files' },
  options: {
    ...RESULTS_FILE,
    registry,
    'fail-on': failOn,
    'max-age': maxAge,
    'advisory-url': advisoryUrl,
    timeout,
    ...ORG_DASHBOARD,
    ...REPORT,
  },
  env: {
    IMAGE_CHECK_GITHUB_TOKEN: {
      input: 'github-token',
      help: 'GitHub token for --dashboard (issues: write on its repository);\nGITHUB_TOKEN when unset. Never printed.',
    },
    ...GITHUB_TOKEN_FALLBACK,
    GITHUB_API_URL: GITHUB_ENV.GITHUB_API_URL,
    GITHUB_SERVER_URL: GITHUB_ENV.GITHUB_SERVER_URL,
  },
  help: checkingHelp(GITHUB_VARIABLES, 'nothing was merged'),
});

export const IDENTITY_CREATE = defineCommand({
  name: 'identity create',
  summary: "create the identity a repository's CI jobs assume (--identity, identity:)",
  usage: `Usage: image-check identity create --group <root group uid> --repo <owner>/<name> [options]
       image-check identity create --group <uid> --gitlab|--circleci|--buildkite|--bitbucket ...
       image-check identity create --group <uid> --issuer <url> --subject[-pattern] ... [--audience]

Creates an identity that CI runs of one repository or project can assume (GitHub Actions by
default; GitLab CI, CircleCI, Buildkite, Bitbucket Pipelines or any OIDC issuer with the
options below), binds a role to it on the group, and prints its uid and the job lines to paste.`,
  options: {
    group: {
      type: 'string',
      value: '<uid>',
      help: 'root organization group uid (required). An identity under a subgroup\ncannot pull images, so subgroups are refused.',
    },
    repo: {
      type: 'string',
      value: '<owner>/<name>',
      help: "the repository whose workflows assume the identity\n(<owner>@<id>/<name>@<id> for GitHub's immutable subject form, below)",
    },
    events: {
      type: 'string',
      value: '<list>',
      help: `the events the workflow runs on, comma-separated (default\n${DEFAULT_EVENTS.join(',')}); known: ${EVENTS.join(', ')}`,
    },
    branch: {
      type: 'string',
      value: '<name>',
      help: `the branch push, schedule and workflow_dispatch runs are on (default\n${DEFAULT_BRANCH}); schedule runs on the default branch, so name that one`,
    },
    ref: {
      type: 'string',
      value: '<ref>',
      help: 'a full ref instead of --branch, e.g. refs/tags/v1 (alone: push runs only)',
    },
    subject: { type: 'string', value: '<subject>', help: 'the exact subject instead of --repo/--events (see below)' },
    'subject-pattern': {
      type: 'string',
      value: '<re>',
      help: 'a regular expression the subject must match instead (experts); must\nstart with ^ and end with $, e.g.\n^repo:acme/app:(ref:refs/heads/main|pull_request)$',
    },
    issuer: {
      type: 'string',
      value: '<url>',
      help: "any CI's OIDC issuer (the iss claim), with --subject or --subject-pattern",
      section: 'Other CIs:',
    },
    audience: {
      type: 'string',
      value: '<aud>',
      help: 'the aud claim the tokens carry (default: the exchange service host,\nissuer.enforce.dev, which the job then requests its token for)',
      section: 'Other CIs:',
    },
    gitlab: {
      type: 'string',
      value: '<group>/<project>',
      help: 'GitLab CI jobs of this project (subgroups allowed), sub\nproject_path:<path>:ref_type:<type>:ref:<ref>',
      section: 'Other CIs:',
    },
    'gitlab-url': {
      type: 'string',
      value: '<url>',
      help: 'a self-managed GitLab instance (default https://gitlab.com)',
      section: 'Other CIs:',
    },
    'ref-type': {
      type: 'string',
      value: '<type>',
      help: 'with --gitlab: branch (default) or tag; --ref names it (default main)',
      section: 'Other CIs:',
    },
    circleci: {
      type: 'string',
      value: '<org id>/<project id>',
      help: 'CircleCI jobs of this project ($CIRCLE_OIDC_TOKEN_V2; audience: the\norganization id); --branch limits them to one branch',
      section: 'Other CIs:',
    },
    buildkite: {
      type: 'string',
      value: '<org>/<pipeline>',
      help: 'Buildkite jobs of this pipeline (slugs) on --branch (default main)',
      section: 'Other CIs:',
    },
    bitbucket: {
      type: 'string',
      value: '<workspace>/<repo uuid>',
      help: 'Bitbucket Pipelines steps of this repository; needs --audience (Repository\nsettings > OpenID Connect shows it and the UUID)',
      section: 'Other CIs:',
    },
    role: {
      type: 'string',
      value: '<name>',
      help: `role bound on the group (default ${DEFAULT_ROLE}); keep it read-only when\npull_request runs are covered`,
    },
    name: {
      type: 'string',
      value: '<name>',
      help: 'identity name (default github-<owner>-<name>, lowercased); must match\n^[a-z0-9 ._-]{1,}$',
    },
    description: { type: 'string', value: '<text>', help: 'identity description' },
    'dry-run': {
      type: 'boolean',
      help: 'check the options and print what would be created; sends nothing and\nneeds no token',
    },
    ...CONNECTION,
  },
  help: [
    { options: 'Options:', width: 22 },
    { options: 'Other CIs:', width: 22 },
    `Which subject a GitHub Actions workflow presents:
  The identity accepts GitHub OIDC tokens whose subject (the "sub" claim) is its subject, or
  matches its pattern. Runs carry:
      push, schedule, workflow_dispatch   repo:<owner>/<name>:ref:refs/heads/<branch>
      pull_request                        repo:<owner>/<name>:pull_request
  One subject is sent as is; several become one anchored pattern with every literal part
  escaped, so it matches these subjects of this repository and nothing else. Pull requests
  from forks get no OIDC token at all: their runs cannot use any identity.
  Repositories created since mid-2026 present the immutable form by default:
      repo:<owner>@<owner id>/<name>@<repository id>:ref:refs/heads/main
  To tell which one yours uses: run the workflow once with identity: set; if the exchange is
  refused, the step's error quotes the subject the workflow's token carries. For the immutable
  form pass --repo <owner>@<owner id>/<name>@<repository id>; the ids come from:
      gh api repos/<owner>/<name> --jq '[.owner.id, .id]'
  Jobs with an environment present repo:<owner>/<name>:environment:<name>; use --subject.`,
    COMMON_HELP,
  ],
});

export const IDENTITY_DELETE = defineCommand({
  name: 'identity delete',
  summary: 'remove such an identity and its role binding',
  usage: `Usage: image-check identity delete <identity uid> [options]

Removes the identity's role bindings (all of them, found by listing role bindings in the
identity's group and its subgroups), then the identity.`,
  options: {
    binding: {
      type: 'string',
      multiple: true,
      value: '<uid>',
      help: 'remove only this role binding before the identity (repeatable); a server that\nstill sees other bindings may refuse the identity delete',
    },
    ...CONNECTION,
  },
  help: [{ options: 'Options:', width: 18 }, COMMON_HELP],
});

/** Every command, in the order the main help lists them. */
export const COMMANDS: readonly CommandSpec[] = [CHECK, ORG, MERGE, IDENTITY_CREATE, IDENTITY_DELETE];

const commandRows = (commands: readonly CommandSpec[]) =>
  rows(
    18,
    commands.map((c) => [c.name, c.summary]),
  );

export const MAIN_HELP = `Usage: image-check <command> [options]

Commands:
${commandRows(COMMANDS).join('\n')}

Run "image-check <command> --help" for the options of a command, "image-check --version" for
the version.

${helpOf({ ...IDENTITY_DELETE, usage: '', help: [{ ...COMMON_HELP, title: 'Options of the identity commands:' }] }).trimStart()}`;

/** The help of `image-check identity`, which is a group of commands. */
export const IDENTITY_HELP = `Usage: image-check identity <create|delete> [options]

${commandRows([IDENTITY_CREATE, IDENTITY_DELETE]).join('\n')}
`;
