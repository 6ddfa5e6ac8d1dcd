import { parseArgs, type ParseArgsConfig } from 'node:util';
import { z } from 'zod';
import { DEFAULT_API_URL, TOKEN_ENV } from './help';
import { UsageError } from './usage-error';

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
    // Node's messages name the option, never a value; they are safe to show.
    throw new UsageError(error instanceof Error ? error.message : String(error), command);
  }
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
