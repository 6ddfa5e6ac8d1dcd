// Reading the policy file from the workspace. The default path may be absent (no policy); a
// path the user named must exist. Problems inside the file are LedgerErrors naming the line.

import { readFile } from 'node:fs/promises';
import { isAbsolute, resolve } from 'node:path';
import { DEFAULT_LEDGER_PATH, LedgerError, parseLedger, type Ledger } from './ledger';

export { DEFAULT_LEDGER_PATH, expiredEntries, isDate, LedgerError, matchIgnore, parseLedger, todayOf, type Finding, type IgnoreEntry, type Ledger, type LedgerProblem } from './ledger';

/**
 * The ledger at `file` (workspace-relative; `''` means the default path). Null when the file is
 * the default one and does not exist; a named file that is missing is an error.
 */
export async function readLedger(workspace: string, file: string): Promise<Ledger | null> {
  const named = file.trim() !== '';
  const path = named ? file.trim() : DEFAULT_LEDGER_PATH;
  let text: string;
  try {
    text = await readFile(isAbsolute(path) ? path : resolve(workspace, path), 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' && !named) return null;
    throw new LedgerError(path, [{ line: 1, message: `cannot read the policy file (${code ?? String(error)})` }]);
  }
  return parseLedger(path, text);
}
export { findingsOf, ignoredFindings } from './findings';
