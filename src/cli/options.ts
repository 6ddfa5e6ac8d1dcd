import { parseArgs, type ParseArgsConfig } from 'node:util';
import { z } from 'zod';
import { DEFAULT_API_URL, TOKEN_ENV } from './help';
import { UsageError } from './usage-error';
import { messageOf } from '../errors';

export const COMMON_OPTIONS = {
  'api-url': { type: 'string' },
  token: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const satisfies ParseArgsConfig['options'];

/** `parseArgs` in strict mode, its errors turned into UsageError for the command. */
export function parseCommandArgs<O extends NonNullable<ParseArgsConfig['options']>>(
  args: string[],
  options: O,
  command: string,
) {
  try {
    return parseArgs({ args, options, strict: true, allowPositionals: true });
  } catch (error) {
    throw new UsageError(parseErrorSentence(error, Object.keys(options)), command);
  }
}

/**
 * Node's parser errors in one sentence of ours (its text explains `--` for positionals, which
 * is no help for a typo). Node's messages name the option, never a value: safe to show.
 */
export function parseErrorSentence(error: unknown, known: readonly string[]): string {
  const message = messageOf(error);
  const code = (error as { code?: unknown } | null)?.code;
  // The long form when Node names both (`'-f, --format <value>'`).
  const quoted = /'([^']+)'/.exec(message)?.[1] ?? '';
  const option = (/--[^\s,'<]+/.exec(quoted) ?? /-[^\s,'<]+/.exec(quoted))?.[0];
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && option) {
    const near = closest(option.replace(/^-+/, '').replace(/=.*$/, ''), known);
    return `Unknown option '${option}'${near ? ` (did you mean --${near}?)` : ''}`;
  }
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && option) {
    return / argument missing$/.test(message) ? `${option} needs a value` : `${option} takes no value`;
  }
  return message.split('. ')[0]!;
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

export interface Connection {
  apiUrl: string;
  token: string;
}

const urlSchema = z.url({ protocol: /^https?$/ });

/** API URL and token from --api-url, --token or IMAGE_CHECK_TOKEN; checked before any request. */
export function connectionFrom(
  values: { 'api-url'?: string; token?: string },
  env: Record<string, string | undefined>,
  command: string,
): Connection {
  const apiUrl = values['api-url'] ?? DEFAULT_API_URL;
  if (!urlSchema.safeParse(apiUrl).success)
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
