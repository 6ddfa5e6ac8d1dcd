// Reads and validates the policy file (src/policy/ledger.ts has its shape and its use): text in,
// a Ledger out, every problem naming its line. Loaded by read-ledger.ts only when a policy file exists.

import { isMap, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import { z } from 'zod';
import { InputError, parseDuration, parseFailOn, parseFileGlobs } from '../config';
import { parseReference, splitPath } from '../refs/reference';
import { yamlErrorLine } from '../refs/yaml-files';
import { ADVISORY_ID, isDate, WILDCARD, type IgnoreEntry, type Ledger } from './ledger';
import { messageOf, LedgerError, type LedgerProblem } from '../errors';

/** Why `ref` is not a usable entry reference, or null. */
function refProblem(ref: string): string | null {
  const wildcard = WILDCARD.exec(ref);
  try {
    const parsed = parseReference(wildcard ? wildcard[1]! : ref);
    if (wildcard && (parsed.tag !== null || parsed.digest !== null))
      return `"${ref}": the form for every tag is registry/org/image:*`;
    const { org, image } = splitPath(parsed.path);
    if (parsed.domain === null || !org || !image)
      return `"${ref}" does not name an image as registry/org/image[:tag][@digest] or registry/org/image:*`;
    return null;
  } catch (error) {
    return messageOf(error);
  }
}

const nonEmpty = (what: string) =>
  z
    .string({ error: `${what} must be a string` })
    .trim()
    .min(1, `${what} is required and may not be empty`);

const entrySchema = z.strictObject({
  ref: nonEmpty('ref').refine((ref) => refProblem(ref) === null, {
    error: (issue) => refProblem(String(issue.input)) ?? 'invalid ref',
  }),
  kind: nonEmpty('kind').refine((kind) => kind === 'eol' || kind === 'stale' || ADVISORY_ID.test(kind), {
    error: (issue) =>
      `kind "${String(issue.input)}" is not eol, stale or an advisory id or vulnerability id (e.g. CVE-2024-1234, GHSA-xxxx-xxxx-xxxx)`,
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
  'fail-on': z
    .string({ error: 'fail-on must be a string, e.g. eol,error' })
    .refine(validInput(parseFailOn), { error: inputMessage(parseFailOn) })
    .optional(),
  'max-age': z
    .string({ error: 'max-age must be a string, e.g. 30d' })
    .refine(
      validInput((v) => parseDuration('max-age', v)),
      { error: inputMessage((v) => parseDuration('max-age', v)) },
    )
    .optional(),
  files: z
    .union([z.string(), z.array(z.string())], { error: 'files must be a string or a list of strings' })
    .refine((v) => validInput(parseFileGlobs)(Array.isArray(v) ? v.join('\n') : v), {
      error: (issue) =>
        inputMessage(parseFileGlobs)({ input: Array.isArray(issue.input) ? issue.input.join('\n') : issue.input }),
    })
    .optional(),
});

/** The line of the node at `path`, or of the nearest ancestor that exists. */
function lineAt(doc: Document, lines: LineCounter, path: readonly PropertyKey[]): number {
  for (let n = path.length; n >= 0; n--) {
    const node = (n === 0 ? doc.contents : doc.getIn(path.slice(0, n) as (string | number)[], true)) as
      Node | null | undefined;
    // A key whose value is missing or empty: the key's own line.
    if (node?.range) return lines.linePos(node.range[0]).line;
    if (n > 0 && node === null) {
      const parent = (
        n === 1 ? doc.contents : doc.getIn(path.slice(0, n - 1) as (string | number)[], true)
      ) as Node | null;
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
  const parent = (
    path.length === 1 ? doc.contents : doc.getIn(path.slice(0, -1) as (string | number)[], true)
  ) as Node | null;
  if (isMap(parent)) {
    const pair = parent.items.find((p) => (p.key as { value?: unknown } | null)?.value === path[path.length - 1]);
    const key = pair?.key as Node | undefined;
    if (key?.range) return lines.linePos(key.range[0]).line;
  }
  return lineAt(doc, lines, path);
}

/** A problem of the file's top level, on the line of the key it is about. */
function topProblem(issue: z.core.$ZodIssue, doc: Document, lines: LineCounter): LedgerProblem {
  if (issue.code === 'unrecognized_keys')
    return {
      line: keyLineAt(doc, lines, [...issue.path, issue.keys[0]!]),
      message: `unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.join(', ')} (known: ignore, fail-on, max-age, files)`,
    };
  return {
    line: lineAt(doc, lines, issue.path),
    message:
      issue.path.length === 0 && issue.code === 'invalid_type'
        ? 'the policy file must be a map of keys (ignore, fail-on, max-age, files)'
        : issue.message,
  };
}

/** Reads and validates a policy file. Throws LedgerError naming every problem's line. */
export function parseLedger(file: string, text: string): Ledger {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length > 0) {
    throw new LedgerError(
      file,
      doc.errors.map((e) => ({
        line: yamlErrorLine(lines, e.pos[0], text),
        message: `not valid YAML: ${e.message.split('\n')[0]}`,
      })),
    );
  }
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: 100 }) ?? {};
  } catch (error) {
    throw new LedgerError(file, [{ line: 1, message: messageOf(error) }]);
  }
  const problems: LedgerProblem[] = [];
  const top = ledgerSchema.safeParse(data);
  if (!top.success) {
    throw new LedgerError(
      file,
      top.error.issues.map((issue) => topProblem(issue, doc, lines)),
    );
  }

  const ignore: IgnoreEntry[] = [];
  (top.data.ignore ?? []).forEach((raw, index) => {
    const line = lineAt(doc, lines, ['ignore', index]);
    const entry = entrySchema.safeParse(raw);
    if (!entry.success) {
      for (const issue of entry.error.issues) {
        if (issue.code === 'unrecognized_keys') {
          problems.push({
            line: keyLineAt(doc, lines, ['ignore', index, issue.keys[0]!]),
            message: `unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.join(', ')} in an ignore entry (known: ref, kind, reason, until)`,
          });
        } else if (issue.path.length === 0) {
          problems.push({ line, message: 'an ignore entry must be a map {ref, kind, reason, until}' });
        } else {
          const field = String(issue.path[0]);
          const missing =
            issue.code === 'invalid_type' && (raw as Record<string, unknown> | null)?.[field] === undefined;
          problems.push({
            line: lineAt(doc, lines, ['ignore', index, ...issue.path]),
            message: missing ? `the ignore entry has no ${field} (required)` : issue.message,
          });
        }
      }
      return;
    }
    ignore.push({ ...entry.data, line });
  });
  if (problems.length > 0)
    throw new LedgerError(
      file,
      problems.sort((a, b) => a.line - b.line),
    );

  const { files } = top.data;
  const defaults: Ledger['defaults'] = {};
  if (top.data['fail-on'] !== undefined) defaults['fail-on'] = top.data['fail-on'];
  if (top.data['max-age'] !== undefined) defaults['max-age'] = top.data['max-age'];
  if (files !== undefined) defaults.files = Array.isArray(files) ? files.join('\n') : files;
  return { file, ignore, defaults };
}
