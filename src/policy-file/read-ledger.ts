// Reading the policy file from the workspace. The default path may be absent (no policy); a
// path the user named must exist. Problems inside the file are LedgerErrors naming the line.

import { LedgerError } from '../errors';
import { readInside } from '../fs/read-inside';
import { DEFAULT_LEDGER_PATH, type Ledger } from './ledger';

/** A policy file is a few entries; anything bigger is not one. */
const MAX_POLICY_BYTES = 1024 * 1024;

/**
 * The ledger at `file` (workspace-relative; `''` means the default path). Null when the file is
 * the default one and does not exist; a named file that is missing is an error.
 */
export async function readLedger(workspace: string, file: string): Promise<Ledger | null> {
  const named = file.trim() !== '';
  const path = named ? file.trim() : DEFAULT_LEDGER_PATH;
  // The file comes from the pull request: read only a regular file inside the workspace, capped.
  const read = await readInside(workspace, path, MAX_POLICY_BYTES);
  if (!read.ok) {
    if (read.missing && !named) return null;
    throw new LedgerError(path, [{ line: 1, message: `cannot read the policy file: ${read.message}` }]);
  }
  const { parseLedger } = await import('./parse-ledger');
  return parseLedger(path, read.text);
}
