import { readFileSync } from 'node:fs';
import type { Config } from '../config';
import { readConfigWithPolicy } from '../policy-file/load';
import type { Ledger } from '../policy-file/read';
import { messageOf } from '../errors';
import { runnerFromEnv, type RunnerContext } from '../runner';

// The action's world, read once at the start (actions/checkout's input-helper, build-push-action's
// context.ts): the inputs, validated into a Config, and the runner's variables and event payload.
// Everything below takes this plain data; nothing else reads process.env or the inputs.

export interface ActionContext {
  config: Config;
  /** The policy file (ignore ledger and input defaults), null when there is none. */
  ledger: Ledger | null;
  runner: RunnerContext;
}

/** The runner's side: its variables and the event payload file they name. */
export function readRunner(env: Readonly<Record<string, string | undefined>>, cwd: string): RunnerContext {
  return runnerFromEnv(env, cwd, readEvent(env.GITHUB_EVENT_PATH ?? ''));
}

/** The event payload's JSON; a file that cannot be read is kept as its error (only the PR comment needs it). */
function readEvent(path: string): RunnerContext['event'] {
  if (!path) return null;
  try {
    return { json: JSON.parse(readFileSync(path, 'utf8')) as unknown };
  } catch (error) {
    return { error: `cannot read the event payload ${path}: ${messageOf(error)}` };
  }
}

/**
 * Inputs, policy file and runner together. Throws InputError for an input that is not of its
 * accepted form, LedgerError for a policy file that is not (with its lines): the only place the
 * action's inputs are judged.
 */
export async function readContext(
  getInput: (name: string) => string,
  env: Readonly<Record<string, string | undefined>>,
  cwd: string,
): Promise<ActionContext> {
  const runner = readRunner(env, cwd);
  const { config, ledger } = await readConfigWithPolicy(getInput, runner.workspace);
  return { config, ledger, runner };
}

/** Whether the inputs ask for an organization mode instead of the workspace (./organization, loaded only then). */
export const isOrganizationRun = ({ config }: ActionContext): boolean =>
  config.organization !== '' || config.merge.length > 0;
