import type { FailOn } from './model';

import { InputError } from './errors';

// The shared error type (src/errors.ts); re-exported for the shells.
export { InputError };

export type CommentMode = 'auto' | 'always' | 'never';

export interface Config {
  images: string[];
  files: string[];
  registry: string;
  apiUrl: string;
  token: string;
  registryToken: string;
  registryUsername: string;
  registryPassword: string;
  identity: string;
  issuerUrl: string;
  group: string;
  failOn: ReadonlySet<FailOn>;
  maxAgeMs: number;
  maxAge: string;
  comment: CommentMode;
  commentKey: string;
  githubToken: string;
  concurrency: number;
  sarif: string;
  /** Run-level deadline (the `timeout` input): what is unfinished then becomes error results. */
  timeoutMs: number;
  timeout: string;
  /** The `update` input: which references to rewrite in the scanned files after the check. */
  update: UpdateMode;
  /** The `config` input: the policy file, workspace-relative ('' = the default path, absent allowed). */
  policyFile: string;
  /** The `warn-before` input: warn this long before a tag's grace period ends. */
  warnBeforeMs: number;
  warnBefore: string;
  /** The `results-file` input: also write the results JSON there ('' = no). */
  resultsFile: string;
  /** The `advisory-url` input: link template for advisory ids, with `{id}`. */
  advisoryUrl: string;
}

export const UPDATE_MODES = ['none', 'pins', 'eol', 'all'] as const;
export type UpdateMode = (typeof UPDATE_MODES)[number];

/** The `update` input: none | pins | eol | all (any case). */
export function parseUpdateMode(value: string): UpdateMode {
  const mode = value.trim().toLowerCase() || 'none';
  if (!(UPDATE_MODES as readonly string[]).includes(mode))
    throw new InputError('update', `"${value}" is not one of ${UPDATE_MODES.join(', ')}`);
  return mode as UpdateMode;
}

/** Advisory pages of the public registry: the default `advisory-url`. */
export const DEFAULT_ADVISORY_URL = 'https://images.chainguard.dev/security/{id}';

/** The `advisory-url` input: an http(s) URL template holding `{id}`. */
export function parseAdvisoryUrl(value: string): string {
  if (!value.includes('{id}') || !HTTP_URL.test(value.replace(/\{id\}/g, 'x'))) {
    throw new InputError(
      'advisory-url',
      `"${value}" is not valid; expected an http(s) URL template with {id}, e.g. ${DEFAULT_ADVISORY_URL}`,
    );
  }
  return value;
}

/** Inputs that hold credentials: masked before anything else reads them. */
export const SECRET_INPUTS = [
  'token',
  'registry-token',
  'registry-username',
  'registry-password',
  'github-token',
] as const;

const DEFAULTS: Record<string, string> = {
  registry: 'cgr.dev',
  'api-url': 'https://console-api.enforce.dev',
  'issuer-url': 'https://issuer.enforce.dev',
  'fail-on': 'eol,error',
  'max-age': '30d',
  comment: 'auto',
  concurrency: '8',
  timeout: '5m',
  update: 'none',
  'warn-before': '30d',
  'advisory-url': DEFAULT_ADVISORY_URL,
};

// A severity means: an image whose digest in use has a vulnerability of that severity or worse (issue 23).
const FAIL_ON_KINDS = ['eol', 'stale', 'advisories', 'error', 'critical', 'high', 'medium', 'low'] as const;
const UNIT_MS = { h: 3_600_000, d: 86_400_000, w: 604_800_000 } as const;

// Plain checks, no zod: this module is read at every start, and zod was a fifth of the code
// parsed before the first input (cold start, bench/README.md).
// host[:port], as in image references: DNS names, IPv4, or [IPv6].
const HOST_PATTERN =
  /^(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?)*|\[[0-9a-fA-F:.]+\])(?::\d{1,5})?$/;
// An absolute http(s) URL, as the WHATWG URL parser reads it.
const HTTP_URL = { test: (value: string) => /^https?:$/.test(URL.parse(value)?.protocol ?? '') };
// Group uids are opaque strings (spec: Common rules 1): only whitespace and control characters,
// which no uid holds and which a pasted value often brings along, are refused.
export const GROUP_UID_PATTERN = { test: (value: string) => value.length > 0 && !/[\s\p{Cc}]/u.test(value) };

/**
 * The `files` globs. They are relative to the workspace: an absolute glob or one that climbs out
 * with `..` would walk the runner's whole disk before matching nothing, so it is refused.
 */
export function parseFileGlobs(value: string): string[] {
  const globs = inputLines(value);
  for (const line of globs) {
    const glob = line.startsWith('!') ? line.slice(1) : line;
    if (/^(?:[/\\]|[a-zA-Z]:)/.test(glob) || glob.split(/[/\\]/).includes('..')) {
      throw new InputError(
        'files',
        `"${line}" is not valid; globs are relative to the workspace (GITHUB_WORKSPACE), e.g. **/Dockerfile or deploy/*.yaml, without a leading / or ..`,
      );
    }
  }
  return globs;
}

/** Lines of a multi-line input, without blanks and `#` comments. */
export function inputLines(value: string): string[] {
  return value
    .split(/\r?\n/)
    .map((line) => line.replace(/(^|\s)#.*$/, '').trim())
    .filter((line) => line.length > 0);
}

export function parseDuration(input: string, value: string): number {
  const match = /^(\d+)\s*([hdw])$/.exec(value.trim());
  if (!match || Number(match[1]) <= 0) {
    throw new InputError(
      input,
      `"${value}" is not a duration; use a positive number with a unit h, d or w, e.g. 36h, 30d, 2w`,
    );
  }
  return Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS];
}

const TIMEOUT_UNIT_MS = { s: 1_000, m: 60_000, h: 3_600_000 } as const;
/** Longest `timeout`: GitHub ends a job after 6 hours anyway. */
const MAX_TIMEOUT_MS = 6 * 3_600_000;

/** The `timeout` input: a positive number with a unit s, m or h (`90s`, `5m`, `1h`), at most 6h. */
export function parseTimeout(value: string): number {
  const match = /^(\d+)\s*([smh])$/.exec(value.trim());
  const ms = match ? Number(match[1]) * TIMEOUT_UNIT_MS[match[2] as keyof typeof TIMEOUT_UNIT_MS] : 0;
  if (!match || ms <= 0 || ms > MAX_TIMEOUT_MS) {
    throw new InputError(
      'timeout',
      `"${value}" is not a duration; use a positive number with a unit s, m or h, at most 6h, e.g. 90s, 5m, 1h`,
    );
  }
  return ms;
}

export function parseFailOn(value: string): ReadonlySet<FailOn> {
  const parts = value
    .split(/[,\s]+/)
    .map((p) => p.trim().toLowerCase())
    .filter(Boolean);
  if (parts.length === 1 && parts[0] === 'none') return new Set();
  if (parts.includes('none')) {
    throw new InputError(
      'fail-on',
      `"${value.trim()}" combines none with other kinds; none means never fail, so use either none alone or a comma list of ${FAIL_ON_KINDS.join(', ')}`,
    );
  }
  const kinds = new Set<FailOn>();
  for (const part of parts) {
    if (!(FAIL_ON_KINDS as readonly string[]).includes(part)) {
      throw new InputError('fail-on', `"${part}" is not one of ${FAIL_ON_KINDS.join(', ')} (comma-separated), or none`);
    }
    kinds.add(part as FailOn);
  }
  if (kinds.size === 0)
    throw new InputError('fail-on', `is empty; use a comma list of ${FAIL_ON_KINDS.join(', ')}, or none`);
  return kinds;
}

function check(input: string, pattern: { test(value: string): boolean }, value: string, form: string): string {
  if (!pattern.test(value)) throw new InputError(input, `"${value}" is not valid; expected ${form}`);
  return value;
}

/**
 * Reads and validates every input before any network call. `get` returns the raw input value
 * ('' when unset), as `core.getInput` does; defaults of action.yml are applied here too so the
 * CLI and tests get the same behaviour.
 */
export function readConfig(get: (name: string) => string): Config {
  const raw = (name: string) => {
    const value = get(name).trim();
    return value === '' ? (DEFAULTS[name] ?? '') : value;
  };
  const comment = raw('comment').toLowerCase();
  if (comment !== 'auto' && comment !== 'always' && comment !== 'never') {
    throw new InputError('comment', `"${comment}" is not one of auto, always, never`);
  }
  const concurrencyText = raw('concurrency');
  const concurrency = Number(concurrencyText);
  if (!/^\d+$/.test(concurrencyText) || concurrency < 1 || concurrency > 64) {
    throw new InputError('concurrency', `"${concurrencyText}" is not valid; expected a whole number from 1 to 64`);
  }
  const group = raw('group');
  const username = raw('registry-username');
  const password = raw('registry-password');
  if ((username === '') !== (password === '')) {
    throw new InputError(
      username ? 'registry-password' : 'registry-username',
      'registry-username and registry-password are set together (a pull token has both)',
    );
  }
  const maxAge = raw('max-age');
  return {
    images: inputLines(raw('images')),
    files: parseFileGlobs(raw('files')),
    registry: check(
      'registry',
      HOST_PATTERN,
      raw('registry'),
      'a registry host such as cgr.dev or localhost:5000, without a scheme or path',
    ).toLowerCase(),
    apiUrl: check('api-url', HTTP_URL, raw('api-url'), 'an http(s) URL such as https://console-api.enforce.dev'),
    issuerUrl: check('issuer-url', HTTP_URL, raw('issuer-url'), 'an http(s) URL such as https://issuer.enforce.dev'),
    token: raw('token'),
    registryToken: raw('registry-token'),
    registryUsername: username,
    registryPassword: password,
    identity: raw('identity'),
    group:
      group === ''
        ? ''
        : check(
            'group',
            GROUP_UID_PATTERN,
            group,
            'a group uid without spaces or control characters (see README, "Which repo")',
          ),
    failOn: parseFailOn(raw('fail-on')),
    maxAge,
    maxAgeMs: parseDuration('max-age', maxAge),
    comment,
    commentKey: raw('comment-key'),
    githubToken: raw('github-token'),
    concurrency,
    sarif: raw('sarif'),
    timeout: raw('timeout'),
    timeoutMs: parseTimeout(raw('timeout')),
    update: parseUpdateMode(raw('update')),
    policyFile: raw('config'),
    warnBefore: raw('warn-before'),
    warnBeforeMs: parseDuration('warn-before', raw('warn-before')),
    resultsFile: raw('results-file'),
    advisoryUrl: parseAdvisoryUrl(raw('advisory-url')),
  };
}
