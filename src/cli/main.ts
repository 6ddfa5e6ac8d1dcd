import { VERSION } from '../version';
import { runCheck } from './check';
import { IDENTITY_HELP, MAIN_HELP } from './help';
import { identityCreate } from './identity-create';
import { identityDelete } from './identity-delete';
import type { CliIo } from './io';
import { tokenValues } from './options';
import type { CommandOutput } from './output';
import { errorJson, redact, renderErrorLines } from './render-error';
import { UsageError } from './usage-error';

type Command = (args: string[], env: Record<string, string | undefined>) => Promise<CommandOutput>;

const COMMANDS: Record<string, Record<string, Command>> = {
  identity: { create: identityCreate, delete: identityDelete },
};

/** Runs one command line; resolves with the exit code (0 done, 1 failed, 2 usage). Never throws. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  // `check` has exit codes of its own (1 is "failed by --fail-on") and reports in formats.
  if (argv[0] === 'check') return runCheck(argv.slice(1), io);
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

function dispatch(argv: string[], env: Record<string, string | undefined>): Promise<CommandOutput> {
  const [group, action, ...rest] = argv;
  if (group === undefined || group === 'help' || group === '--help' || group === '-h')
    return Promise.resolve({ help: MAIN_HELP });
  if (group === '--version' || group === 'version') return Promise.resolve({ help: `${VERSION}\n` });
  const actions = COMMANDS[group];
  // The names other scanners use for checking: point at ours rather than just refuse.
  if (!actions && (group === 'scan' || group === 'image'))
    throw new UsageError(`unknown command "${group}"; images are checked with: image-check check`);
  if (!actions) throw new UsageError(`unknown command "${group}"`);
  if (action === undefined || action === '--help' || action === '-h' || action === 'help')
    return Promise.resolve({ help: IDENTITY_HELP });
  const command = actions[action];
  if (!command) throw new UsageError(`unknown command "${group} ${action}"; try create or delete`, group);
  return command(rest, env);
}
