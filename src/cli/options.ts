import { parseArgs } from 'node:util';
import { httpUrlSchema } from '../schemas';
import { messageOf, UsageError } from '../errors';

// How a command is declared: one table of options per command, from which its parser, its
// `--help`, "did you mean" and the names messages use for its settings all come.

interface OptionSpec {
  type: 'string' | 'boolean';
  short?: string;
  multiple?: boolean;
  /** The value's name in the help, e.g. `<ref>` (string options). */
  value?: string;
  /** The help text; a new line continues under the first. */
  help: string;
  /** The help section the option is listed in (default `Options:`). */
  section?: string;
  /** The action input (action.yml) this option sets: messages about that setting name the option. */
  input?: string;
  /** Variables that set the option when the command line does not: the first non-empty one wins. */
  env?: readonly string[];
}

export type OptionTable = Readonly<Record<string, OptionSpec>>;

/** A setting read from the environment only (never a flag: shell history and process lists). */
interface EnvSpec {
  /** The action input it stands for; none for the CI's OIDC token, which the action asks GitHub's runner for. */
  input?: string;
  help: string;
  /** An address, not a credential: printed as given, and no flag for it is refused as a credential. */
  address?: true;
}

/** A block of a command's help after its usage: its options of one section, or text. */
export type HelpBlock = { options: string; width: number; title?: string } | { env: string; width: number } | string;

export interface CommandSpec<O extends OptionTable = OptionTable> {
  /** The words that run it after `image-check`, e.g. `identity create`. */
  name: string;
  /** One line in the main help. */
  summary: string;
  /** The usage line and what the command does. */
  usage: string;
  options: O;
  /** The positional arguments: the setting they give and how messages call them. */
  positionals?: { input: string; called: string };
  /**
   * Settings read from the environment, by variable name. Several variables of one input are its
   * fallbacks in this order: the first non-empty one wins (IMAGE_CHECK_GITHUB_TOKEN, GITHUB_TOKEN).
   */
  env?: Readonly<Record<string, EnvSpec>>;
  /** The help after the usage, in order. */
  help: readonly HelpBlock[];
}

/** A command's declaration, its option names kept as types for the parsed values. */
export const defineCommand = <const O extends OptionTable>(spec: CommandSpec<O>): CommandSpec<O> => spec;

type ParsedValue<S extends OptionSpec> = S['type'] extends 'boolean'
  ? S['multiple'] extends true
    ? boolean[]
    : boolean
  : S['multiple'] extends true
    ? string[]
    : string;

interface Parsed<O extends OptionTable> {
  values: { [K in keyof O]?: ParsedValue<O[K]> };
  positionals: string[];
}

type Values = Readonly<Record<string, string | boolean | readonly string[] | undefined>>;

/**
 * The action's inputs as a command sets them: each option, else its variables, else the
 * command's variables of that input, in declaration order; the first non-empty value wins.
 */
export function inputsOf(
  spec: CommandSpec,
  values: Values,
  env: Record<string, string | undefined>,
): Record<string, string> {
  const offered = new Map<string, (string | undefined)[]>();
  const offer = (input: string, value: string | undefined) =>
    offered.set(input, [...(offered.get(input) ?? []), value]);
  for (const [name, option] of Object.entries(spec.options)) {
    if (!option.input) continue;
    const value = values[name];
    offer(option.input, typeof value === 'object' ? value.join('\n') : value === undefined ? undefined : String(value));
    for (const variable of option.env ?? []) offer(option.input, env[variable]);
  }
  for (const [variable, { input }] of Object.entries(spec.env ?? {})) if (input) offer(input, env[variable]);
  const inputs: Record<string, string> = { comment: 'never' };
  for (const [input, values] of offered) inputs[input] = values.find((v) => v !== undefined && v.trim() !== '') ?? '';
  return inputs;
}

/** `parseArgs` in strict mode over the command's table, its errors turned into UsageError for the command. */
export function parseCommand<O extends OptionTable>(spec: CommandSpec<O>, args: string[]): Parsed<O> {
  const options = Object.fromEntries(
    Object.entries(spec.options).map(([name, { type, short, multiple }]) => [
      name,
      { type, ...(short ? { short } : {}), ...(multiple ? { multiple } : {}) },
    ]),
  );
  try {
    return parseArgs({ args, options, strict: true, allowPositionals: true }) as Parsed<O>;
  } catch (error) {
    throw new UsageError(parseErrorSentence(error, spec.options), spec.name);
  }
}

/** The command's help text, from its declaration. */
export function helpOf(spec: CommandSpec): string {
  const blocks = spec.help.map((block) => {
    if (typeof block === 'string') return block;
    if ('env' in block)
      return [
        block.env,
        ...rows(
          block.width,
          Object.entries(spec.env ?? {}).map(([name, e]) => [name, e.help]),
        ),
      ].join('\n');
    const listed = Object.entries(spec.options).filter(([, o]) => (o.section ?? 'Options:') === block.options);
    return [
      block.title ?? block.options,
      ...rows(
        block.width,
        listed.map(([name, o]) => [flagOf(name, o), o.help]),
      ),
    ].join('\n');
  });
  return `${[spec.usage, ...blocks].join('\n\n')}\n`;
}

/** `-f, --format <name>`: how an option is written in the help. */
function flagOf(name: string, option: OptionSpec): string {
  return `${option.short ? `-${option.short}, ` : ''}--${name}${option.value ? ` ${option.value}` : ''}`;
}

/** Two columns: the label, then its text from `width` on (on the next line when the label is too long). */
export function rows(width: number, entries: readonly (readonly [string, string])[]): string[] {
  const indent = ' '.repeat(width + 2);
  return entries.flatMap(([label, text]) => {
    const [first, ...rest] = text.split('\n');
    const head = label.length < width ? [`  ${label.padEnd(width)}${first}`] : [`  ${label}`, `${indent}${first}`];
    return [...head, ...rest.map((line) => `${indent}${line}`)];
  });
}

/**
 * Node's parser errors in one sentence of ours (its text explains `--` for positionals, which
 * is no help for a typo). Node's messages name the option, never a value: safe to show.
 */
function parseErrorSentence(error: unknown, options: OptionTable): string {
  const message = messageOf(error);
  const code = error instanceof Error && 'code' in error ? error.code : undefined;
  const known = Object.keys(options);
  // The long form when Node names both (`'-f, --format <value>'`).
  const quoted = /'([^']+)'/.exec(message)?.[1] ?? '';
  const option = (/--[^\s,'<]+/.exec(quoted) ?? /-[^\s,'<]+/.exec(quoted))?.[0];
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && option) {
    const near = closest(option.replace(/^-+/, '').replace(/=.*$/, ''), known);
    return `Unknown option '${option}'${near ? ` (did you mean --${near}?)` : ''}`;
  }
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && option) {
    // Told by the declaration, not Node's wording: a string option lacked its value, a boolean got one.
    return declared(option, options)?.type === 'boolean' ? `${option} takes no value` : `${option} needs a value`;
  }
  return message.split('. ')[0]!;
}

/** The declaration of `--name` or `-s`. */
function declared(flag: string, options: OptionTable): OptionSpec | undefined {
  if (flag.startsWith('--')) return options[flag.slice(2)];
  return Object.values(options).find((o) => o.short === flag.slice(1));
}

/** The known option nearest to a mistyped one (at most two edits away), or null. */
function closest(typed: string, known: readonly string[]): string | null {
  let best: { name: string; distance: number } | null = null;
  for (const name of known) {
    const distance = editDistance(typed, name);
    if (distance <= 2 && (best === null || distance < best.distance)) best = { name, distance };
  }
  return best?.name ?? null;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = row;
  }
  return previous[b.length]!;
}

export const DEFAULT_API_URL = 'https://console-api.enforce.dev';
export const TOKEN_ENV = 'IMAGE_CHECK_TOKEN';
/** The GitHub token of --dashboard; GITHUB_TOKEN when it is unset. */
export const GITHUB_TOKEN_ENV = 'IMAGE_CHECK_GITHUB_TOKEN';

interface Connection {
  apiUrl: string;
  token: string;
}

/** API URL and token from --api-url, --token or IMAGE_CHECK_TOKEN; checked before any request. */
export function connectionFrom(
  values: { 'api-url'?: string; token?: string },
  env: Record<string, string | undefined>,
  command: string,
): Connection {
  const apiUrl = values['api-url'] ?? DEFAULT_API_URL;
  if (!httpUrlSchema.safeParse(apiUrl).success)
    throw new UsageError(`--api-url "${apiUrl}" is not an http(s) URL`, command);
  const token = (values.token ?? env[TOKEN_ENV] ?? '').trim();
  if (!token) {
    throw new UsageError(
      `no Platform API token: set ${TOKEN_ENV} (e.g. export ${TOKEN_ENV}="$(chainctl auth token)") or pass --token`,
      command,
    );
  }
  return { apiUrl, token };
}

/** Every value a command line or environment gives for the token, to redact from all output. */
export function tokenValues(argv: readonly string[], env: Record<string, string | undefined>): string[] {
  const values: string[] = [];
  const fromEnv = env[TOKEN_ENV]?.trim();
  if (fromEnv) values.push(fromEnv);
  argv.forEach((arg, i) => {
    if (arg === '--token' && argv[i + 1] !== undefined) values.push(argv[i + 1]!);
    else if (arg.startsWith('--token=')) values.push(arg.slice('--token='.length));
  });
  return values;
}
