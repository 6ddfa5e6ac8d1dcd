// The policy file (default `.github/image-check.yaml`): an ignore ledger of accepted findings,
// each with a reason and an expiry date, and defaults for some inputs. Pure: text in, a
// validated Ledger out, every problem naming its line. Shape:
//
//   fail-on: eol,error            # defaults for the inputs of the same name
//   max-age: 14d
//   files: ['**/Dockerfile', 'deploy/*.yaml']   # a string (one glob per line) or a list
//   ignore:
//     - ref: cgr.dev/chainguard/nginx:1.25     # as written in the files, or registry/org/image:*
//       kind: eol                              # eol, stale, or an advisory id (CVE-2024-1234)
//       reason: migration planned in ACME-42  # required
//       until: 2026-03-31                      # required; the entry ignores nothing after it

import { isMap, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import { z } from 'zod';
import { InputError, parseDuration, parseFailOn, parseFileGlobs } from '../config';
import { parseReference, splitPath } from '../refs/reference';

export const DEFAULT_LEDGER_PATH = '.github/image-check.yaml';

export interface IgnoreEntry {
  ref: string;
  /** `eol`, `stale` or an advisory id. */
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

export interface LedgerProblem {
  line: number;
  message: string;
}

/** A policy file that cannot be used: every problem with its line. */
export class LedgerError extends Error {
  constructor(
    readonly file: string,
    readonly problems: LedgerProblem[],
  ) {
    super(`${file}: ${problems.map((p) => `line ${p.line}: ${p.message}`).join('; ')}`);
    this.name = 'LedgerError';
  }
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ADVISORY_ID = /^[A-Za-z][A-Za-z0-9]*-[A-Za-z0-9][A-Za-z0-9._:-]*$/;
const WILDCARD = /^(.+):\*$/;

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

/** Why `ref` is not a usable entry reference, or null. */
function refProblem(ref: string): string | null {
  const wildcard = WILDCARD.exec(ref);
  try {
    const parsed = parseReference(wildcard ? wildcard[1]! : ref);
    if (wildcard && (parsed.tag !== null || parsed.digest !== null)) return `"${ref}": the form for every tag is registry/org/image:*`;
    const { org, image } = splitPath(parsed.path);
    if (parsed.domain === null || !org || !image) return `"${ref}" does not name an image as registry/org/image[:tag][@digest] or registry/org/image:*`;
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

const nonEmpty = (what: string) => z.string({ error: `${what} must be a string` }).trim().min(1, `${what} is required and may not be empty`);

const entrySchema = z.strictObject({
  ref: nonEmpty('ref').refine((ref) => refProblem(ref) === null, { error: (issue) => refProblem(String(issue.input)) ?? 'invalid ref' }),
  kind: nonEmpty('kind').refine((kind) => kind === 'eol' || kind === 'stale' || ADVISORY_ID.test(kind), {
    error: (issue) => `kind "${String(issue.input)}" is not eol, stale or an advisory id (e.g. CVE-2024-1234, GHSA-xxxx-xxxx-xxxx)`,
  }),
  reason: nonEmpty('reason'),
  until: z
    .string({ error: 'until must be a date written YYYY-MM-DD' })
    .refine(isDate, { error: (issue) => `until "${String(issue.input)}" is not a real date written YYYY-MM-DD` }),
});

const validInput = (check: (value: string) => unknown) => (value: string) => {
  try {
    check(value);
    return true;
  } catch {
    return false;
  }
};
const inputMessage = (check: (value: string) => unknown) => (issue: { input: unknown }) => {
  try {
    check(String(issue.input));
  } catch (error) {
    if (error instanceof InputError || error instanceof Error) return error.message;
  }
  return 'invalid value';
};

const ledgerSchema = z.strictObject({
  ignore: z.array(z.unknown(), { error: 'ignore must be a list of entries {ref, kind, reason, until}' }).nullish(),
  'fail-on': z.string({ error: 'fail-on must be a string, e.g. eol,error' }).refine(validInput(parseFailOn), { error: inputMessage(parseFailOn) }).optional(),
  'max-age': z.string({ error: 'max-age must be a string, e.g. 30d' }).refine(validInput((v) => parseDuration('max-age', v)), { error: inputMessage((v) => parseDuration('max-age', v)) }).optional(),
  files: z
    .union([z.string(), z.array(z.string())], { error: 'files must be a string or a list of strings' })
    .refine((v) => validInput(parseFileGlobs)(Array.isArray(v) ? v.join('\n') : v), { error: (issue) => inputMessage(parseFileGlobs)({ input: Array.isArray(issue.input) ? issue.input.join('\n') : issue.input }) })
    .optional(),
});

/** The line of the node at `path`, or of the nearest ancestor that exists. */
function lineAt(doc: Document, lines: LineCounter, path: readonly PropertyKey[]): number {
  for (let n = path.length; n >= 0; n--) {
    const node = (n === 0 ? doc.contents : doc.getIn(path.slice(0, n) as (string | number)[], true)) as Node | null | undefined;
    // A key whose value is missing or empty: the key's own line.
    if (node?.range) return lines.linePos(node.range[0]).line;
    if (n > 0 && node === null) {
      const parent = (n === 1 ? doc.contents : doc.getIn(path.slice(0, n - 1) as (string | number)[], true)) as Node | null;
      if (isMap(parent)) {
        const pair = parent.items.find((p) => (p.key as { value?: unknown } | null)?.value === path[n - 1]);
        const key = pair?.key as Node | undefined;
        if (key?.range) return lines.linePos(key.range[0]).line;
      }
    }
  }
  return 1;
}

/** The line of the key at `path` (the last element a key of the map at the rest). */
function keyLineAt(doc: Document, lines: LineCounter, path: readonly PropertyKey[]): number {
  const parent = (path.length === 1 ? doc.contents : doc.getIn(path.slice(0, -1) as (string | number)[], true)) as Node | null;
  if (isMap(parent)) {
    const pair = parent.items.find((p) => (p.key as { value?: unknown } | null)?.value === path[path.length - 1]);
    const key = pair?.key as Node | undefined;
    if (key?.range) return lines.linePos(key.range[0]).line;
  }
  return lineAt(doc, lines, path);
}

/** The last line that has text: an error at the very end (an unclosed bracket) is put there. */
function lastLine(text: string): number {
  const breaks = text.split('\n').length - 1;
  return text.endsWith('\n') ? Math.max(breaks, 1) : breaks + 1;
}

/** Reads and validates a policy file. Throws LedgerError naming every problem's line. */
export function parseLedger(file: string, text: string): Ledger {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length > 0) {
    throw new LedgerError(file, doc.errors.map((e) => ({ line: Math.min(lines.linePos(e.pos[0]).line, lastLine(text)), message: `not valid YAML: ${e.message.split('\n')[0]}` })));
  }
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: 100 }) ?? {};
  } catch (error) {
    throw new LedgerError(file, [{ line: 1, message: error instanceof Error ? error.message : String(error) }]);
  }
  const problems: LedgerProblem[] = [];
  const top = ledgerSchema.safeParse(data);
  if (!top.success) {
    for (const issue of top.error.issues) {
      const message = issue.code === 'unrecognized_keys' ? `unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.join(', ')} (known: ignore, fail-on, max-age, files)` : issue.message;
      const line = issue.code === 'unrecognized_keys' ? keyLineAt(doc, lines, [...issue.path, issue.keys[0]!]) : lineAt(doc, lines, issue.path);
      problems.push({ line, message: issue.path.length === 0 && issue.code === 'invalid_type' ? 'the policy file must be a map of keys (ignore, fail-on, max-age, files)' : message });
    }
    throw new LedgerError(file, problems);
  }

  const ignore: IgnoreEntry[] = [];
  (top.data.ignore ?? []).forEach((raw, index) => {
    const line = lineAt(doc, lines, ['ignore', index]);
    const entry = entrySchema.safeParse(raw);
    if (!entry.success) {
      for (const issue of entry.error.issues) {
        if (issue.code === 'unrecognized_keys') {
          problems.push({ line: keyLineAt(doc, lines, ['ignore', index, issue.keys[0]!]), message: `unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.join(', ')} in an ignore entry (known: ref, kind, reason, until)` });
        } else if (issue.path.length === 0) {
          problems.push({ line, message: 'an ignore entry must be a map {ref, kind, reason, until}' });
        } else {
          const field = String(issue.path[0]);
          const missing = issue.code === 'invalid_type' && (raw as Record<string, unknown> | null)?.[field] === undefined;
          problems.push({ line: lineAt(doc, lines, ['ignore', index, ...issue.path]), message: missing ? `the ignore entry has no ${field} (required)` : issue.message });
        }
      }
      return;
    }
    ignore.push({ ...entry.data, line });
  });
  if (problems.length > 0) throw new LedgerError(file, problems.sort((a, b) => a.line - b.line));

  const { files } = top.data;
  const defaults: Ledger['defaults'] = {};
  if (top.data['fail-on'] !== undefined) defaults['fail-on'] = top.data['fail-on'];
  if (top.data['max-age'] !== undefined) defaults['max-age'] = top.data['max-age'];
  if (files !== undefined) defaults.files = Array.isArray(files) ? files.join('\n') : files;
  return { file, ignore, defaults };
}

/** A finding that an entry may ignore. `kind` is `eol`, `stale` or an advisory id. */
export interface Finding {
  /** The reference as written. */
  ref: string;
  registry: string;
  org: string;
  image: string;
  tag: string;
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
  return ledger.ignore.find((e) => e.until >= today && kindMatches(e.kind, finding.kind) && refMatches(e.ref, finding)) ?? null;
}

/** Entries past their date (`until` before `today`): each deserves a warning at its line. */
export function expiredEntries(ledger: Ledger | null, today: string): IgnoreEntry[] {
  return ledger ? ledger.ignore.filter((e) => e.until < today) : [];
}
