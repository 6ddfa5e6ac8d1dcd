// What code scanning would say of a SARIF log: the SARIF 2.1.0 JSON schema (the copy the
// @microsoft/jest-sarif package ships, read from node_modules: nothing is fetched) checked by
// Ajv (draft-04, as the schema is written), and GitHub's upload rules on top: every result has a
// location and `message.text`; every rule `shortDescription`, `fullDescription` and `help.text`;
// the driver its `name` and `informationUri`.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';

const require = createRequire(import.meta.url);
const schema = JSON.parse(
  readFileSync(require.resolve('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json'), 'utf8'),
) as object;
// The schema's `language` pattern is not valid as a unicode regular expression: read as plain ones.
const ajv = new Ajv({ allErrors: true, strict: false, unicodeRegExp: false });
addFormats(ajv);
const validate = ajv.compile(schema);

interface Log {
  runs?: {
    tool?: { driver?: { name?: string; informationUri?: string; rules?: Record<string, unknown>[] } };
    results?: { ruleId?: string; message?: { text?: string }; locations?: unknown[] }[];
  }[];
}

const textOf = (value: unknown): string | undefined =>
  typeof (value as { text?: unknown } | undefined)?.text === 'string' ? (value as { text: string }).text : undefined;

/** Every problem code scanning would have with `log` (a SARIF object or its JSON text); [] when it takes it. */
export function sarifProblems(log: unknown): string[] {
  const value = (typeof log === 'string' ? JSON.parse(log) : log) as Log;
  const problems = validate(value)
    ? []
    : (validate.errors ?? []).map((e) => `schema: ${e.instancePath || '(root)'} ${e.message ?? ''}`);
  for (const [r, run] of (value.runs ?? []).entries()) {
    const driver = run.tool?.driver;
    if (!driver?.name) problems.push(`runs[${r}].tool.driver.name is missing`);
    if (!driver?.informationUri) problems.push(`runs[${r}].tool.driver.informationUri is missing`);
    for (const [i, rule] of (driver?.rules ?? []).entries()) {
      for (const field of ['shortDescription', 'fullDescription', 'help'])
        if (!textOf(rule[field])) problems.push(`runs[${r}] rule ${i} (${String(rule.id)}): no ${field}.text`);
    }
    for (const [i, result] of (run.results ?? []).entries()) {
      if (!result.message?.text) problems.push(`runs[${r}].results[${i}]: no message.text`);
      if (!result.locations || result.locations.length === 0)
        problems.push(`runs[${r}].results[${i}] (${result.ruleId ?? '?'}): expected at least one location`);
    }
  }
  return problems;
}

/** `log`, after failing the test when code scanning would not take it. */
export function sarifChecked<T>(log: T): T {
  const problems = sarifProblems(log);
  if (problems.length > 0) throw new Error(`SARIF that code scanning refuses:\n${problems.join('\n')}`);
  return log;
}
