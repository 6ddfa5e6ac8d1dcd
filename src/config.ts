import { z } from 'zod';
import { InputError } from './errors';
import { ACTION_WORDS, type Setting, type Words } from './words';
import { DEFAULT_FAIL_ON_KINDS, FAIL_ON_KINDS, type FailOn } from './model';
import { parseRegistryMap, type RegistryMap } from './registry-map';
import { REPOSITORY_PATTERN } from './schemas';

// The shared error type (src/errors.ts); re-exported for the shells.
export { InputError };

const COMMENT_MODES = ['auto', 'always', 'never'] as const;
export type CommentMode = (typeof COMMENT_MODES)[number];

const ANNOTATIONS_MODES = ['auto', 'commands', 'check-run'] as const;

const UPDATE_MODES = ['none', 'pins', 'eol', 'all'] as const;
export type UpdateMode = (typeof UPDATE_MODES)[number];

/** The `policies` input: consult the registry's own pull-time policies (auto) or not (never). */
const POLICIES_MODES = ['auto', 'never'] as const;
export type PoliciesMode = (typeof POLICIES_MODES)[number];

/** The `signatures` input: verify the vendor's Sigstore signature of every digest (auto) or not (never). */
const SIGNATURES_MODES = ['auto', 'never'] as const;

/** The `packages` input: describe each digest change by its SBOM's packages (auto) or not (never). */
const PACKAGES_MODES = ['auto', 'never'] as const;

/** An accepted signer: the OIDC issuer, exactly, and the identity, exactly or by an anchored pattern. */
export interface Signer {
  issuer: string;
  identity: string | RegExp;
}

/** The platform whose image a digest change is described for (`os/architecture[/variant]`). */
export interface Platform {
  os: string;
  architecture: string;
  /** Absent: an index entry of that os and architecture matches whatever its variant. */
  variant?: string;
}

/** Advisory pages of the public registry: the default `advisory-url`. */
const DEFAULT_ADVISORY_URL = 'https://images.chainguard.dev/security/{id}';

// A severity means: an image whose digest in use has a vulnerability of that severity or worse.
// `denied`: a digest in use that an enforced policy of the registry refuses and no override waives.
// The kinds are model.ts's FAIL_ON_KINDS.
/** What fails a run when neither the input nor the policy file says. */
export const DEFAULT_FAIL_ON = DEFAULT_FAIL_ON_KINDS.join(',');
const UNIT_MS = { h: 3_600_000, d: 86_400_000, w: 604_800_000 } as const;
const TIMEOUT_UNIT_MS = { s: 1_000, m: 60_000, h: 3_600_000 } as const;
/** Longest `timeout`: GitHub ends a job after 6 hours anyway. */
const MAX_TIMEOUT_MS = 6 * 3_600_000;

// host[:port], as in image references: DNS names, IPv4, or [IPv6].
const HOST_PATTERN =
  /^(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?)*|\[[0-9a-fA-F:.]+\])(?::\d{1,5})?$/;
// Group uids are opaque strings (spec: Common rules 1): only whitespace and control characters,
// which no uid holds and which a pasted value often brings along, are refused.
export const GROUP_UID_PATTERN = /^[^\s\p{Cc}]+$/u;

/** One of `modes`, in any case. */
const modeSchema = <const M extends readonly [string, ...string[]]>(modes: M) =>
  z
    .string()
    .transform((mode) => mode.toLowerCase())
    .pipe(z.enum(modes, { error: (issue) => `"${String(issue.input)}" is not one of ${modes.join(', ')}` }));

/** The message of an input that is not of the accepted `form`. */
const expected = (form: string) => ({
  error: (issue: { input?: unknown }) => `"${String(issue.input)}" is not valid; expected ${form}`,
});
const httpUrlInput = (form: string) => z.url({ protocol: /^https?$/, ...expected(form) });
const words = (value: string) =>
  value
    .split(/[,\s]+/)
    .map((p) => p.trim().toLowerCase())
    .filter(Boolean);
const normalMode = (value: string) => value.trim().toLowerCase() || 'none';

/** Lines of a multi-line input, without blanks and `#` comments. */
export function inputLines(value: string): string[] {
  return value
    .split(/\r?\n/)
    .map((line) => line.replace(/(^|\s)#.*$/, '').trim())
    .filter((line) => line.length > 0);
}

// An absolute glob or one that climbs out with `..` would walk the runner's whole disk before
// matching nothing.
const relativeGlob = (line: string) => {
  const glob = line.startsWith('!') ? line.slice(1) : line;
  return !/^(?:[/\\]|[a-zA-Z]:)/.test(glob) && !glob.split(/[/\\]/).includes('..');
};

const filesSchema = z
  .string()
  .transform(inputLines)
  .pipe(
    z.array(
      z.string().refine(relativeGlob, {
        error: (issue) =>
          `"${String(issue.input)}" is not valid; globs are relative to the workspace (GITHUB_WORKSPACE), e.g. **/Dockerfile or deploy/*.yaml, without a leading / or ..`,
      }),
    ),
  );

const durationSchema = z
  .string()
  .regex(/^\s*0*[1-9]\d*\s*[hdw]\s*$/, {
    error: (issue) =>
      `"${String(issue.input)}" is not a duration; use a positive number with a unit h, d or w, e.g. 36h, 30d, 2w`,
  })
  .transform((value) => {
    const [, count, unit] = /(\d+)\s*([hdw])/.exec(value)!;
    return Number(count) * UNIT_MS[unit as keyof typeof UNIT_MS];
  });

/** `min-age`: a duration, or null when the input is empty. */
const optionalDurationSchema = z.string().transform((value, ctx) => {
  if (value === '') return null;
  const read = durationSchema.safeParse(value);
  if (read.success) return read.data;
  ctx.issues.push({ code: 'custom', input: value, message: read.error.issues[0]!.message });
  return z.NEVER;
});

const timeoutSchema = z.string().transform((value, ctx) => {
  const match = /^(\d+)\s*([smh])$/.exec(value.trim());
  const ms = match ? Number(match[1]) * TIMEOUT_UNIT_MS[match[2] as keyof typeof TIMEOUT_UNIT_MS] : 0;
  if (ms > 0 && ms <= MAX_TIMEOUT_MS) return ms;
  ctx.issues.push({
    code: 'custom',
    input: value,
    message: `"${value}" is not a duration; use a positive number with a unit s, m or h, at most 6h, e.g. 90s, 5m, 1h`,
  });
  return z.NEVER;
});

const failOnSchema = z
  .string()
  .refine((value) => !(words(value).includes('none') && words(value).length > 1), {
    error: (issue) =>
      `"${String(issue.input).trim()}" combines none with other kinds; none means never fail, so use either none alone or a comma list of ${FAIL_ON_KINDS.join(', ')}`,
  })
  .transform(words)
  .pipe(
    z
      .array(
        z.enum([...FAIL_ON_KINDS, 'none'], {
          error: (issue) =>
            `"${String(issue.input)}" is not one of ${FAIL_ON_KINDS.join(', ')} (comma-separated), or none`,
        }),
      )
      .min(1, { error: `is empty; use a comma list of ${FAIL_ON_KINDS.join(', ')}, or none` }),
  )
  .transform((kinds): ReadonlySet<FailOn> => new Set(kinds.filter((kind) => kind !== 'none')));

const updateSchema = z
  .string()
  .refine((value) => (UPDATE_MODES as readonly string[]).includes(normalMode(value)), {
    error: (issue) => `"${String(issue.input)}" is not one of ${UPDATE_MODES.join(', ')}`,
  })
  .transform((value) => normalMode(value) as UpdateMode);

const advisoryUrlSchema = z
  .string()
  .refine((value) => value.includes('{id}') && httpUrlInput('').safeParse(value.replace(/\{id\}/g, 'x')).success, {
    error: (issue) =>
      `"${String(issue.input)}" is not valid; expected an http(s) URL template with {id}, e.g. ${DEFAULT_ADVISORY_URL}`,
  });

// The `shard` input: which n-th of an organization's repositories a run reads (src/org/shard.ts).
export interface Shard {
  /** 1-based: the k of `k/n`. */
  index: number;
  count: number;
}

/** The most shards: a GitHub Actions matrix holds at most 256 jobs. */
const MAX_SHARDS = 256;

/** The whole list: what a run without `shard` reads. */
const WHOLE: Shard = { index: 1, count: 1 };

/** `k/n` with 1 <= k <= n <= 256, or an InputError naming `shard` (empty: the whole list). */
export function parseShard(value: string): Shard {
  const text = value.trim();
  if (text === '') return WHOLE;
  const match = /^(\d{1,3})\s*\/\s*(\d{1,3})$/.exec(text);
  const index = match ? Number(match[1]) : NaN;
  const count = match ? Number(match[2]) : NaN;
  if (!match || index < 1 || count < 1 || count > MAX_SHARDS || index > count)
    throw new InputError(
      'shard',
      `"${value}" is not a shard; expected k/n with 1 <= k <= n <= ${MAX_SHARDS}, e.g. 1/4 (the matrix's index and size)`,
      `Write the shard as k/n, e.g. shard: \${{ matrix.shard }}/4 with shard: [1, 2, 3, 4]`,
    );
  return { index, count };
}

/** The `organization` input: a GitHub owner's login. */
const ownerSchema = z
  .string()
  .regex(/^$|^[A-Za-z0-9][A-Za-z0-9-]{0,38}$/, expected('a GitHub owner name such as acme (no slash, no URL)'));

/**
 * One `signers` line: `<issuer> <identity>`, the identity a regular expression when it starts and
 * ends with `/` (matched against the whole identity: anchored here, so `/a/` never matches `xa`).
 */
function readSigner(line: string, ctx: z.RefinementCtx): Signer | typeof z.NEVER {
  const fail = (why: string) => {
    ctx.issues.push({ code: 'custom', input: line, message: `"${line}" is not a signer; ${why}` });
    return z.NEVER;
  };
  const parts = line.split(/\s+/);
  if (parts.length !== 2)
    return fail(
      'expected <issuer> <identity> on one line, e.g. https://issuer.enforce.dev /https://issuer\\.enforce\\.dev/.+/',
    );
  const [issuer, identity] = parts as [string, string];
  if (!httpUrlInput('').safeParse(issuer).success) return fail(`the issuer "${issuer}" is not an http(s) URL`);
  if (identity.length > 2 && identity.startsWith('/') && identity.endsWith('/')) {
    try {
      return { issuer, identity: new RegExp(`^(?:${identity.slice(1, -1)})$`, 'u') };
    } catch (error) {
      return fail(`the identity pattern does not compile (${(error as Error).message})`);
    }
  }
  return { issuer, identity };
}

const signersSchema = z
  .string()
  .transform(inputLines)
  .transform((lines, ctx) => lines.map((line) => readSigner(line, ctx)));

const PLATFORM_SEGMENT = /^[a-z0-9][a-z0-9._-]{0,63}$/;

/** The `platform` input (any case) as a platform; the message says the accepted form. */
export const platformSchema = z
  .string()
  .transform((value) => value.trim().toLowerCase())
  .transform((value, ctx): Platform => {
    const parts = value.split('/');
    if (parts.length < 2 || parts.length > 3 || !parts.every((p) => PLATFORM_SEGMENT.test(p))) {
      ctx.issues.push({
        code: 'custom',
        input: value,
        message: `"${value}" is not valid; expected os/architecture or os/architecture/variant, e.g. linux/amd64 or linux/arm64/v8`,
      });
      return z.NEVER;
    }
    const [os, architecture, variant] = parts as [string, string, string?];
    return variant === undefined ? { os, architecture } : { os, architecture, variant };
  });

const dashboardSchema = z
  .string()
  .refine(
    (value) => value === '' || REPOSITORY_PATTERN.test(value),
    expected('a repository as owner/name, e.g. acme/platform'),
  );

/** `value` read by `schema`, or an InputError naming `input` and the accepted form. */
function parseInput<T>(input: string, schema: z.ZodType<T, string>, value: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new InputError(input, result.error.issues[0]!.message);
  return result.data;
}

/** The `files` globs, relative to the workspace. */
export const parseFileGlobs = (value: string): string[] => parseInput('files', filesSchema, value);
/** A duration with a unit h, d or w (`max-age`, `warn-before`), in milliseconds. */
export const parseDuration = (input: string, value: string): number => parseInput(input, durationSchema, value);
/** The `timeout` input: a positive number with a unit s, m or h (`90s`, `5m`, `1h`), at most 6h. */
export const parseTimeout = (value: string): number => parseInput('timeout', timeoutSchema, value);
export const parseFailOn = (value: string): ReadonlySet<FailOn> => parseInput('fail-on', failOnSchema, value);
/** The `update` input: none | pins | eol | all (any case). */
export const parseUpdateMode = (value: string): UpdateMode => parseInput('update', updateSchema, value);

/** A setting: the action input it is read from, the value of that input left empty, its schema. */
interface Field<I extends string, S extends z.ZodType<unknown, string>> {
  input: I;
  default: string;
  schema: S;
  /** A credential: masked before anything else reads the inputs. */
  secret: boolean;
}

const field = <const I extends string, S extends z.ZodType<unknown, string>>(
  input: I,
  schema: S,
  options: { default?: string; secret?: true } = {},
): Field<I, S> => ({ input, schema, default: options.default ?? '', secret: options.secret === true });

const text = z.string();

/**
 * Every setting, declared once: the Config key, the action.yml input, its default and its
 * schema (`Config` is derived from it). Several keys may read one input (a duration's text and
 * its milliseconds); the first to declare a default gives it. fail-on, max-age and files take
 * the policy file's value before this default (src/policy-file/load.ts); action.yml repeats the
 * others (a test keeps them equal).
 */
const FIELDS = {
  images: field('images', z.string().transform(inputLines)),
  files: field('files', filesSchema),
  registry: field(
    'registry',
    z
      .string()
      .regex(HOST_PATTERN, expected('a registry host such as cgr.dev or localhost:5000, without a scheme or path'))
      .transform((host) => host.toLowerCase()),
    { default: 'cgr.dev' },
  ),
  apiUrl: field('api-url', httpUrlInput('an http(s) URL such as https://console-api.enforce.dev'), {
    default: 'https://console-api.enforce.dev',
  }),
  issuerUrl: field('issuer-url', httpUrlInput('an http(s) URL such as https://issuer.enforce.dev'), {
    default: 'https://issuer.enforce.dev',
  }),
  token: field('token', text, { secret: true }),
  registryToken: field('registry-token', text, { secret: true }),
  registryUsername: field('registry-username', text, { secret: true }),
  registryPassword: field('registry-password', text, { secret: true }),
  identity: field('identity', text),
  group: field(
    'group',
    z
      .string()
      .refine(
        (group) => group === '' || GROUP_UID_PATTERN.test(group),
        expected('a group uid without spaces or control characters (see README, "Which repo")'),
      ),
  ),
  failOn: field('fail-on', failOnSchema, { default: DEFAULT_FAIL_ON }),
  maxAgeMs: field('max-age', durationSchema, { default: '30d' }),
  maxAge: field('max-age', text),
  comment: field('comment', modeSchema(COMMENT_MODES), { default: 'auto' }),
  commentKey: field('comment-key', text),
  /** Suggested changes on the pull request's lines (auto, always, never). */
  suggest: field('suggest', modeSchema(COMMENT_MODES), { default: 'auto' }),
  /** Workflow commands, one check run carrying every annotation, or auto. */
  annotations: field('annotations', modeSchema(ANNOTATIONS_MODES), { default: 'auto' }),
  githubToken: field('github-token', text, { secret: true }),
  concurrency: field(
    'concurrency',
    z
      .string()
      .refine((n) => /^\d+$/.test(n) && Number(n) >= 1 && Number(n) <= 64, expected('a whole number from 1 to 64'))
      .transform(Number),
    { default: '8' },
  ),
  sarif: field('sarif', text),
  /** Run-level deadline: what is unfinished then becomes error results. */
  timeoutMs: field('timeout', timeoutSchema, { default: '5m' }),
  timeout: field('timeout', text),
  /** Which references to rewrite in the scanned files after the check. */
  update: field('update', updateSchema, { default: 'none' }),
  /** The `config` input: the policy file, workspace-relative ('' = the default path, absent allowed). */
  policyFile: field('config', text),
  /** Warn this long before a tag's grace period ends. */
  warnBeforeMs: field('warn-before', durationSchema, { default: '30d' }),
  warnBefore: field('warn-before', text),
  /** Also write the results JSON there ('' = no). */
  resultsFile: field('results-file', text),
  /** Link template for advisory ids, with `{id}`. */
  advisoryUrl: field('advisory-url', advisoryUrlSchema, { default: DEFAULT_ADVISORY_URL }),
  /** The owner whose repositories are read ('' = the workspace). */
  organization: field('organization', ownerSchema),
  /** Globs of repository names (`!` excludes). */
  repositories: field('repositories', z.string().transform(inputLines)),
  /** Which of n shards of the repository list: read with organization (checkOrganizationInputs). */
  shard: field('shard', text),
  /** Globs of results files to report as one run. */
  merge: field('merge', filesSchema),
  cacheDir: field('cache-dir', text),
  /** Mirrors of the registry: read with registry (readRegistryMap). */
  registryMap: field('registry-map', text),
  /** The registry's cooldown; null when not set (pins move to the current build). */
  minAgeMs: field('min-age', optionalDurationSchema),
  minAge: field('min-age', text),
  /** owner/name of the repository whose issue is kept current ('' = none). */
  dashboard: field('dashboard', dashboardSchema),
  /** Whether the registry's own policies are consulted before the pull. */
  policies: field('policies', modeSchema(POLICIES_MODES), { default: 'auto' }),
  /** Whether every digest in use and every move is verified as the vendor's signed build. */
  signatures: field('signatures', modeSchema(SIGNATURES_MODES), { default: 'auto' }),
  /** The accepted signers; empty: the vendor's documented ones (provenance/signers.ts). */
  signers: field('signers', signersSchema),
  /** A Sigstore trusted root file, resolved by the shell inside its directory ('' = public-good, by TUF). */
  trustedRoot: field('trusted-root', text),
  /** Whether each digest change is described by its SBOM's packages. */
  packages: field('packages', modeSchema(PACKAGES_MODES), { default: 'auto' }),
  /** The platform whose image a digest change is described for. */
  platform: field('platform', platformSchema, { default: 'linux/amd64' }),
};

type FieldTable = typeof FIELDS;
const fieldsSchema = z.object(
  Object.fromEntries(Object.entries(FIELDS).map(([key, f]) => [key, f.schema])) as {
    [K in keyof FieldTable]: FieldTable[K]['schema'];
  },
);
type Fields = z.output<typeof fieldsSchema>;

/** The validated settings of a run: each field as its schema reads it; two are read with another input. */
export type Config = Omit<Fields, 'shard' | 'registryMap'> & { shard: Shard; registryMap: RegistryMap };

/** The inputs `readConfig` reads, by their action.yml names. */
export const INPUT_NAMES: readonly string[] = [...new Set(Object.values(FIELDS).map((f) => f.input))];

/** The value of an input left empty, by its action.yml name. */
export const INPUT_DEFAULTS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.values(FIELDS)
    .filter((f) => f.default !== '')
    .map((f) => [f.input, f.default]),
);

/** Inputs that hold credentials: masked before anything else reads them. */
export const SECRET_INPUTS: readonly string[] = Object.values(FIELDS)
  .filter((f) => f.secret)
  .map((f) => f.input);

// The settings messages name (src/words.ts) are inputs of this table: a rename fails to compile.
type InputName = FieldTable[keyof FieldTable]['input'];
const settingsAreInputs = (setting: Setting): InputName => setting;
void settingsAreInputs;

/**
 * The organization inputs together: a mode's settings without the mode would be silently
 * ignored, and `organization` with `merge` asks for two runs in one. Throws InputError.
 */
function checkOrganizationInputs(inputs: Pick<Fields, 'organization' | 'merge' | 'repositories' | 'shard'>): Shard {
  if (inputs.organization !== '' && inputs.merge.length > 0)
    throw new InputError(
      'merge',
      'merge and organization are both set; merge reports the results files of a sharded run without a scan, organization scans',
      "Set organization in the shards' jobs and merge in the job after them, never both",
    );
  for (const name of ['repositories', 'shard'] as const)
    if (inputs.organization === '' && inputs[name].length > 0)
      throw new InputError(name, `is set, but organization is not; ${name} applies to an organization's repositories`);
  const slash = inputs.repositories.find((line) => line.replace(/^!/, '').includes('/'));
  if (slash !== undefined)
    throw new InputError(
      'repositories',
      `"${slash}" is not valid; repositories are names of the organization's repositories without the owner, e.g. web-* or !archive-*`,
    );
  return parseShard(inputs.shard);
}

/**
 * Reads and validates every input before any network call. `get` returns the raw input value
 * ('' when unset), as `core.getInput` does; INPUT_DEFAULTS fill the empty ones.
 */
export function readConfig(get: (name: string) => string, words: Words = ACTION_WORDS): Config {
  const raw = new Map(INPUT_NAMES.map((name) => [name, get(name).trim() || (INPUT_DEFAULTS[name] ?? '')]));
  const values = Object.fromEntries(Object.entries(FIELDS).map(([key, f]) => [key, raw.get(f.input) ?? '']));
  const result = fieldsSchema.safeParse(values);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new InputError(inputOf(issue.path[0]), issue.message);
  }
  const fields = result.data;
  const registryMap = readRegistryMap(fields.registryMap, fields.registry);
  // A username alone is reported on the password it lacks, and the reverse.
  const username = fields.registryUsername;
  if ((username === '') !== (fields.registryPassword === ''))
    throw new InputError(
      username ? 'registry-password' : 'registry-username',
      `${words.name('registry-username')} and ${words.name('registry-password')} are set together (a pull token has both)`,
    );
  return { ...fields, shard: checkOrganizationInputs(fields), registryMap };
}

/** The action input of a Config key (an issue's path). */
function inputOf(key: PropertyKey | undefined): string {
  const found = Object.entries(FIELDS).find(([name]) => name === key);
  return found ? found[1].input : String(key);
}

/** The `registry-map` pairs, checked against the registry before any request (RegistryMapError names the input). */
const readRegistryMap = (value: string, registry: string): RegistryMap => parseRegistryMap(value, registry);
