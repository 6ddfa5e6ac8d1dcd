// What the rest of src/ uses of the policy file: reading it (read-ledger.ts), its shape and
// matching (ledger.ts), and the findings an entry can accept (findings.ts).

export {
  DEFAULT_LEDGER_PATH,
  expiredEntries,
  isDate,
  matchIgnore,
  todayOf,
  type Finding,
  type IgnoreEntry,
  type Ledger,
} from './ledger';
export { LedgerError } from '../errors';
export { acceptableFindings, ignoredFindings } from './accepted-findings';
export { readLedger } from './read-ledger';
