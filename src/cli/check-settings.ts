import { DEFAULT_FAIL_ON } from '../config';
import { GITLAB_TOKEN_ENV, ID_TOKEN_ENV } from './ci';
import { DEFAULT_API_URL, GITHUB_TOKEN_ENV, TOKEN_ENV } from './options';

// The options and variables the checking commands (check, org, merge) share, each the action
// input of the same name where it has one: declared once, taken by each command that has them.

/** How a report is written: the options every checking command shares. */
export const REPORT = {
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
export const CHECK_SETTINGS = {
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
    help: `what fails the run (exit 1): comma list of eol, stale, advisories, error,\ndenied, unsigned; or none (default ${DEFAULT_FAIL_ON})`,
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
  signatures: {
    type: 'string',
    value: '<mode>',
    help: "the vendor's Sigstore signatures: auto (default: verified for every\ndigest in use and every move) or never (or IMAGE_CHECK_SIGNATURES)",
    input: 'signatures',
    env: ['IMAGE_CHECK_SIGNATURES'],
  },
  signers: {
    type: 'string',
    value: '<lines>',
    help: "accepted signers, one '<issuer> <identity>' per line (/re/ for a pattern);\ndefault the vendor's (or IMAGE_CHECK_SIGNERS)",
    input: 'signers',
    env: ['IMAGE_CHECK_SIGNERS'],
  },
  'trusted-root': {
    type: 'string',
    value: '<file>',
    help: "a Sigstore trusted root JSON file (default Sigstore's public-good\nroot, by TUF) (or IMAGE_CHECK_TRUSTED_ROOT)",
    input: 'trusted-root',
    env: ['IMAGE_CHECK_TRUSTED_ROOT'],
  },
  packages: {
    type: 'string',
    value: '<mode>',
    help: "each digest change's packages from its signed SBOM: auto (default)\nor never (or IMAGE_CHECK_PACKAGES)",
    input: 'packages',
    env: ['IMAGE_CHECK_PACKAGES'],
  },
  platform: {
    type: 'string',
    value: '<os/arch>',
    help: 'the platform a digest change is described for (default linux/amd64;\nor IMAGE_CHECK_PLATFORM)',
    input: 'platform',
    env: ['IMAGE_CHECK_PLATFORM'],
  },
  dashboard: {
    type: 'string',
    value: '<owner/name>',
    help: 'keep one issue in that repository current with the findings\n(GITHUB_REPOSITORY names the repository checked; see below)',
    input: 'dashboard',
  },
} as const;

/** GitHub's own variable for the token: the fallback of IMAGE_CHECK_GITHUB_TOKEN (declared after it). */
export const GITHUB_TOKEN_FALLBACK = {
  GITHUB_TOKEN: { input: 'github-token', help: `used when ${GITHUB_TOKEN_ENV} is unset or empty` },
} as const;

/** The credentials, from the environment only: a flag would land in shell history and process lists. */
/** GitLab's merge request note and suggestions: the token, from the environment only. */
export const GITLAB_ENV = {
  [GITLAB_TOKEN_ENV[0]]: {
    help: `GitLab token for the merge request note and suggestions (--comment,\n--suggest): a project or group access token, api scope, Reporter\nrole or higher; else ${GITLAB_TOKEN_ENV[1]}. CI_API_V4_URL for the API`,
  },
  [GITLAB_TOKEN_ENV[1]]: { help: `used when ${GITLAB_TOKEN_ENV[0]} is unset` },
} as const;

/** What `check` writes on a GitLab merge request, each the action input of the same name. */
export const MERGE_REQUEST = {
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

export const CREDENTIALS = {
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

/** Where an organization run finds GitHub: its token and addresses from the environment only. */
export const GITHUB_ENV = {
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

/** `--dashboard` of an organization run: the owner's issue (no GITHUB_REPOSITORY needed). */
export const ORG_DASHBOARD = {
  dashboard: {
    type: 'string',
    value: '<owner/name>',
    help: "keep one issue in that repository current with the owner's findings\n(a public one is refused when a private repository was read)",
    input: 'dashboard',
  },
} as const;

export const RESULTS_FILE = {
  'results-file': {
    type: 'string',
    value: '<file>',
    help: "also write the results file (an organization run's: what merge reads)",
    input: 'results-file',
  },
} as const;
