// The settings of a run with its policy file: the `config` input names the file (read from the
// workspace, which a pull request controls), and the file's defaults fill `fail-on`, `max-age`
// and `files` where the input is not set. Precedence: input > policy file > built-in default
// (INPUT_DEFAULTS in config.ts), so action.yml gives those three inputs no default of its own.

import { readConfig, type Config } from '../config';
import type { Words } from '../words';
import type { Ledger } from './ledger';
import { readLedger } from './read-ledger';

const FROM_LEDGER = ['fail-on', 'max-age', 'files'] as const;

/** Reads the policy file, then every input. Throws LedgerError (file and line) or InputError. */
export async function readConfigWithPolicy(
  get: (name: string) => string,
  workspace: string,
  words?: Words,
): Promise<{ config: Config; ledger: Ledger | null }> {
  const ledger = await readLedger(workspace, get('config'));
  const withDefaults = (name: string) => {
    const value = get(name);
    if (value.trim() !== '' || !ledger) return value;
    return (FROM_LEDGER as readonly string[]).includes(name)
      ? (ledger.defaults[name as (typeof FROM_LEDGER)[number]] ?? '')
      : value;
  };
  return { config: readConfig(withDefaults, words), ledger };
}
