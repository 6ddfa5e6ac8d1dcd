import { DEFAULT_BRANCH, DEFAULT_EVENTS, EVENTS } from './ci/github';
import { DEFAULT_ROLE } from './identity-plan';
import { DEFAULT_API_URL, TOKEN_ENV, defineCommand } from './options';

// The identity commands (create, delete), which talk to the Platform API directly.

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

export const COMMON_HELP = { options: 'Common options:', width: 18 } as const;

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
