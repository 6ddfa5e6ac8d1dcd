import {
  CHECK_SETTINGS,
  CREDENTIALS,
  GITHUB_ENV,
  GITHUB_TOKEN_FALLBACK,
  GITLAB_ENV,
  MERGE_REQUEST,
  ORG_DASHBOARD,
  REPORT,
  RESULTS_FILE,
} from './check-settings';
import { defineCommand, rows, type HelpBlock } from './options';

// The checking commands: check (a directory, files or references), org (a GitHub owner's
// repositories through the API) and merge (the shards of an org run), from the shared settings.

/** A checking command's arguments: each name and what it stands for. */
const argumentsHelp = (entries: readonly (readonly [string, string])[]): HelpBlock =>
  ['Arguments:', ...rows(22, entries)].join('\n');

/** The end of a checking command's help: its options, its variables, what its exit codes mean. */
const checkingHelp = (variables: string, notDone: string): HelpBlock[] => [
  { options: 'Options:', width: 22 },
  { env: variables, width: 34 },
  `Exit codes: 0 passed, 1 failed by --fail-on, 2 usage or input error (${notDone}).`,
];

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

/** The options of `check` that judge images, shared by `org` (which rewrites no file and keeps the owner's dashboard). */
const { update: _update, dashboard: _workspaceDashboard, ...JUDGING } = CHECK_SETTINGS;
const { registry, 'fail-on': failOn, 'max-age': maxAge, 'advisory-url': advisoryUrl, timeout } = CHECK_SETTINGS;

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
