import { UsageError } from '../errors';
import { VERSION } from '../version';
import { runCheck } from './check';
import { CHECK, COMMANDS, IDENTITY_CREATE, IDENTITY_DELETE, IDENTITY_HELP, MAIN_HELP, MERGE, ORG } from './commands';
import { runMergeCommand, runOrg } from './org';
import { identityCreate } from './identity-create';
import { identityDelete } from './identity-delete';
import type { CliIo } from './io';
import { tokenValues, type CommandSpec } from './options';
import type { CommandOutput } from './output';
import { errorJson, redact, renderErrorLines } from './render-error';

type Command = (args: string[], env: Record<string, string | undefined>) => Promise<CommandOutput>;

/** The handler of each declared command that prints its output (or JSON) and exits 0, 1 or 2. */
const HANDLERS = new Map<CommandSpec, Command>([
  [IDENTITY_CREATE, identityCreate],
  [IDENTITY_DELETE, identityDelete],
]);

/** The handler of each declared command that reports in formats and has exit codes of its own (1 is "failed by --fail-on"). */
const REPORTING = new Map<CommandSpec, (args: string[], io: CliIo) => Promise<number>>([
  [CHECK, runCheck],
  [ORG, runOrg],
  [MERGE, runMergeCommand],
]);

/** The declared command an argument list starts with, and the arguments after its name. */
function commandOf(argv: readonly string[]): { spec: CommandSpec; args: string[] } | null {
  for (const spec of COMMANDS) {
    const words = spec.name.split(' ');
    if (words.every((word, i) => argv[i] === word)) return { spec, args: argv.slice(words.length) };
  }
  return null;
}

/** Runs one command line; resolves with the exit code (0 done, 1 failed, 2 usage). Never throws. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const found = commandOf(argv);
  const reporting = found && REPORTING.get(found.spec);
  if (found && reporting) return reporting(found.args, io);
  // Collected before parsing, so even a usage error cannot echo the token.
  const secrets = tokenValues(argv, io.env);
  const write = (to: (text: string) => void, text: string) => to(redact(text, secrets));
  const json = argv.includes('--json');
  try {
    const output = await dispatch(argv, io.env);
    if ('help' in output) write(io.out, output.help);
    else write(io.out, json ? `${JSON.stringify(output.json, null, 2)}\n` : output.text);
    return 0;
  } catch (error) {
    write(io.err, json ? `${JSON.stringify(errorJson(error), null, 2)}\n` : `${renderErrorLines(error).join('\n')}\n`);
    return error instanceof UsageError ? 2 : 1;
  }
}

const isHelp = (arg: string | undefined) => arg === undefined || arg === 'help' || arg === '--help' || arg === '-h';

function dispatch(argv: string[], env: Record<string, string | undefined>): Promise<CommandOutput> {
  const found = commandOf(argv);
  const handler = found && HANDLERS.get(found.spec);
  if (found && handler) return handler(found.args, env);
  const [group, action] = argv;
  if (isHelp(group)) return Promise.resolve({ help: MAIN_HELP });
  if (group === '--version' || group === 'version') return Promise.resolve({ help: `${VERSION}\n` });
  const members = COMMANDS.filter((c) => c.name.startsWith(`${group} `)).map((c) => c.name.slice(group.length + 1));
  // The names other scanners use for checking: point at ours rather than just refuse.
  if (members.length === 0 && (group === 'scan' || group === 'image'))
    throw new UsageError(`unknown command "${group}"; images are checked with: image-check check`);
  if (members.length === 0) throw new UsageError(`unknown command "${group}"`);
  if (isHelp(action)) return Promise.resolve({ help: IDENTITY_HELP });
  throw new UsageError(`unknown command "${group} ${action}"; try ${members.join(' or ')}`, group);
}
