import { DEFAULT_BRANCH, DEFAULT_EVENTS, DEFAULT_ROLE, EVENTS } from './identity-plan';

export const DEFAULT_API_URL = 'https://console-api.enforce.dev';
export const TOKEN_ENV = 'IMAGE_CHECK_TOKEN';

const COMMON_OPTIONS = `Common options:
  --api-url <url>   Platform API base URL (default ${DEFAULT_API_URL})
  --token <token>   Platform API token; prefer the ${TOKEN_ENV} environment variable, which
                    stays out of shell history and process lists. Never printed.
  --json            machine-readable output on stdout (errors as JSON on stderr)
  -h, --help        this help`;

export const MAIN_HELP = `Usage: image-check <command> [options]

Commands:
  check             check the images of a directory, files or references (see check --help)
  identity create   create the identity a repository's workflow assumes (with identity:)
  identity delete   remove such an identity and its role binding

Run "image-check <command> --help" for the options of a command, "image-check --version" for
the version.

${COMMON_OPTIONS.replace('Common options:', 'Options of the identity commands:')}
`;

export const CHECK_HELP = `Usage: image-check check [<path or glob>...] [--image <ref>...] [options]

Checks container images on a hardened-image registry: end-of-life tags, pinned digests behind
their tag, security advisories. The same checks as the GitHub Action (docs/cli.md).

Arguments:
  <path or glob>        what to scan, relative to the current directory: a directory (its
                        Dockerfiles/Containerfiles and YAML files), a file, or a glob such as
                        'deploy/*.yaml' ('!' first excludes). Default: the current directory,
                        unless only --image is given.

Options:
  --image <ref>         an image reference to check (repeatable)
  --registry <host>     registry host whose references are checked (default cgr.dev)
  --group <uid>         organization group uid that scopes repository look-ups
  --fail-on <kinds>     what fails the run (exit 1): comma list of eol, stale, advisories, error;
                        or none (default eol,error)
  --max-age <duration>  how long a pinned digest may be behind its tag (h, d, w; default 30d)
  --concurrency <n>     look-ups at once, 1-64 (default 8)
  --timeout <duration>  run deadline, e.g. 90s, 5m (default 5m); unfinished look-ups become errors
  --update <mode>       rewrite the scanned files after the check: pins, eol, all or none (default)
  --config <file>       policy file: ignore ledger and defaults (default .github/image-check.yaml)
  --warn-before <dur>   warn this long before a tag's builds end (h, d, w; default 30d)
  --advisory-url <url>  link template for advisory ids in the markdown report, with {id}
  --api-url <url>       Platform API base URL (default ${DEFAULT_API_URL})
  --identity <uid>      identity to assume with the CI's OIDC token (GitHub Actions only)
  --issuer-url <url>    token exchange service for --identity (default https://issuer.enforce.dev)
  -f, --format <name>   table (default), json (the action's results), sarif, markdown (the job
                        summary) or gitlab (GitLab Code Quality)
  -o, --output <file>   write the report to a file instead of stdout
  -h, --help            this help

Credentials (environment only, never flags):
  ${TOKEN_ENV}                 Platform API token (e.g. "$(chainctl auth token)")
  IMAGE_CHECK_REGISTRY_TOKEN        registry token (e.g. "$(chainctl auth token --audience cgr.dev)"):
                                    reads tag histories, which every pinned digest and every
                                    private image needs; without a registry credential a pin
                                    may be left unjudged (an error naming this variable)
  IMAGE_CHECK_REGISTRY_USERNAME     or a registry pull token: its username (with the password)
  IMAGE_CHECK_REGISTRY_PASSWORD     and its password

Exit codes: 0 passed, 1 failed by --fail-on, 2 usage or input error (the check did not run).
`;

export const IDENTITY_HELP = `Usage: image-check identity <create|delete> [options]

  identity create   create the identity a repository's workflow assumes (with identity:)
  identity delete   remove such an identity and its role binding
`;

export const CREATE_HELP = `Usage: image-check identity create --group <root group uid> --repo <owner>/<name> [options]

Creates an identity that GitHub Actions runs of one repository can assume, binds a role to it
on the group, and prints its uid and the workflow lines to paste.

Options:
  --group <uid>         root organization group uid (required). An identity under a subgroup
                        cannot pull images, so subgroups are refused.
  --repo <owner>/<name> the repository whose workflows assume the identity
                        (<owner>@<id>/<name>@<id> for GitHub's immutable subject form, below)
  --events <list>       the events the workflow runs on, comma-separated (default
                        ${DEFAULT_EVENTS.join(',')}); known: ${EVENTS.join(', ')}
  --branch <name>       the branch push, schedule and workflow_dispatch runs are on (default
                        ${DEFAULT_BRANCH}); schedule runs on the default branch, so name that one
  --ref <ref>           a full ref instead of --branch, e.g. refs/tags/v1 (alone: push runs only)
  --subject <subject>   the exact subject instead of --repo/--events (see below)
  --subject-pattern <re>
                        a regular expression the subject must match instead (experts); must
                        start with ^ and end with $, e.g.
                        ^repo:acme/app:(ref:refs/heads/main|pull_request)$
  --role <name>         role bound on the group (default ${DEFAULT_ROLE}); keep it read-only when
                        pull_request runs are covered
  --name <name>         identity name (default github-<owner>-<name>, lowercased); must match
                        ^[a-z0-9 ._-]{1,}$
  --description <text>  identity description
  --dry-run             check the options and print what would be created; sends nothing and
                        needs no token

Which subject a workflow presents:
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
  Jobs with an environment present repo:<owner>/<name>:environment:<name>; use --subject.

${COMMON_OPTIONS}
`;

export const DELETE_HELP = `Usage: image-check identity delete <identity uid> [options]

Removes the identity's role bindings (all of them, found by listing role bindings in the
identity's group and its subgroups), then the identity.

Options:
  --binding <uid>   remove only this role binding before the identity (repeatable); a server that
                    still sees other bindings may refuse the identity delete

${COMMON_OPTIONS}
`;
