// The policy file (default `.github/image-check.yaml`, its shape in docs/usage.md): an ignore
// ledger of accepted findings, each with a reason and an expiry date, and defaults for some
// inputs. Pure: its types, and which entry accepts a finding on a given day.

// Parsing and validating the file is in parse-ledger.ts, imported only when there is a file:
// its zod schemas are a large part of the bundle, which a run without a policy file need not compile.

export const DEFAULT_LEDGER_PATH = '.github/image-check.yaml';

export interface IgnoreEntry {
  ref: string;
  /** `eol`, `stale`, an advisory id or a vulnerability id. */
  kind: string;
  reason: string;
  /** `YYYY-MM-DD`, the last day the entry applies. */
  until: string;
  /** 1-based line of the entry in the file. */
  line: number;
}

export interface Ledger {
  /** The file as given (workspace-relative), for messages. */
  file: string;
  ignore: IgnoreEntry[];
  /** Input defaults as input text (`files` one glob per line): an input that is set wins. */
  defaults: { 'fail-on'?: string; 'max-age'?: string; files?: string };
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
export const ADVISORY_ID = /^[A-Za-z][A-Za-z0-9]*-[A-Za-z0-9][A-Za-z0-9._:-]*$/;
export const WILDCARD = /^(.+):\*$/;

/** Whether `text` is a real calendar date written YYYY-MM-DD. */
export function isDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === text;
}

/** Today's date in UTC as YYYY-MM-DD: what `until` is compared with. */
export function todayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** A finding that an entry may ignore. `kind` is `eol`, `stale` or an advisory id. */
export interface Finding {
  /** The reference as written. */
  ref: string;
  registry: string;
  org: string;
  image: string;
  tag: string | null;
  kind: string;
}

const withoutDigest = (ref: string) => (ref.includes('@') ? ref.slice(0, ref.indexOf('@')) : ref);

function refMatches(entryRef: string, finding: Finding): boolean {
  if (entryRef === finding.ref) return true;
  const wildcard = WILDCARD.exec(entryRef);
  if (wildcard) {
    // Registry hosts are case-insensitive; the path is lowercase by the grammar.
    return wildcard[1]!.toLowerCase() === `${finding.registry}/${finding.org}/${finding.image}`.toLowerCase();
  }
  // An entry without a digest also covers the same reference pinned to any digest, so bumping
  // a pin does not undo the entry.
  return !entryRef.includes('@') && withoutDigest(finding.ref) === entryRef;
}

function kindMatches(entryKind: string, kind: string): boolean {
  if (entryKind === 'eol' || entryKind === 'stale') return entryKind === kind;
  return entryKind.toLowerCase() === kind.toLowerCase();
}

/** The entry that ignores `finding` on `today` (YYYY-MM-DD), or null; an expired entry never matches. */
export function matchIgnore(ledger: Ledger | null, finding: Finding, today: string): IgnoreEntry | null {
  if (!ledger) return null;
  return (
    ledger.ignore.find((e) => e.until >= today && kindMatches(e.kind, finding.kind) && refMatches(e.ref, finding)) ??
    null
  );
}

/** Entries past their date (`until` before `today`): each deserves a warning at its line. */
export function expiredEntries(ledger: Ledger | null, today: string): IgnoreEntry[] {
  return ledger ? ledger.ignore.filter((e) => e.until < today) : [];
}
