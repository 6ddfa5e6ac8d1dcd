// The README's and docs' examples as tests read them (docs/usage.md holds the examples of each feature): the fenced blocks, the steps that use the
// action, and the inputs action.yml declares (an input it does not declare is ignored by the
// runner with a warning only, so an example could misspell one and still "work").
import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';

const ROOT = resolve(import.meta.dirname, '../..');
export const README = join(ROOT, 'README.md');
/** docs/usage.md: the examples of each feature, which the README links to. */
export const USAGE = join(ROOT, 'docs', 'usage.md');

/** The README and docs/usage.md as one text: every example users copy, run as written. */
export const exampleTexts = async (): Promise<string> =>
  (await Promise.all([README, USAGE].map((file) => readFile(file, 'utf8')))).join('\n');
/** The `uses:` of the project's own action in the docs (its pin is the README's own subject). */
export const ACTION_USES = 'image-check/image-check@';

/** The bodies of the fenced blocks of one language. */
export const fenced = (text: string, lang: string): string[] =>
  [...text.matchAll(new RegExp('^```' + lang + '\\n([\\s\\S]*?)^```', 'gm'))].map((m) => m[1]!);

/** Every step using the action, found anywhere in a YAML value (a workflow, a job, a list of steps). */
export function actionSteps(node: unknown, found: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(node)) for (const item of node) actionSteps(item, found);
  else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (typeof record.uses === 'string' && record.uses.startsWith(ACTION_USES)) found.push(record);
    else for (const value of Object.values(record)) actionSteps(value, found);
  }
  return found;
}

/** A step of an organization mode: run by the README's nightly workflow test, job by job. */
export const isOrganizationStep = (step: Record<string, unknown>): boolean => {
  const inputs = (step.with ?? {}) as Record<string, unknown>;
  return 'organization' in inputs || 'merge' in inputs;
};

/** The README and every docs/*.md, with their text. */
export function docTexts(): { file: string; text: string }[] {
  const files = [
    'README.md',
    ...readdirSync(join(ROOT, 'docs'))
      .filter((f) => f.endsWith('.md'))
      .map((f) => `docs/${f}`),
  ];
  return files.map((file) => ({ file, text: readFileSync(join(ROOT, file), 'utf8') }));
}

const actionYml = z.object({ inputs: z.record(z.string(), z.unknown()) });

/** The input names action.yml declares. */
export function declaredInputs(): Set<string> {
  return new Set(Object.keys(actionYml.parse(parse(readFileSync(join(ROOT, 'action.yml'), 'utf8'))).inputs));
}

/** The `with:` names of a step that action.yml does not declare. */
export function undeclaredInputs(step: Record<string, unknown>, declared: ReadonlySet<string>): string[] {
  return Object.keys((step.with ?? {}) as Record<string, unknown>).filter((name) => !declared.has(name));
}
