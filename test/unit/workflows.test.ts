import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { convertWorkflowTemplate, NoOperationTraceWriter, parseWorkflow } from '@actions/workflow-parser';
import { describe, expect, it } from 'vitest';
import { parseDocument, isMap, isScalar, visit, type Node, type Pair } from 'yaml';

// The project's own workflows, linted as GitHub reads them (@actions/workflow-parser: schema,
// expressions, job graph), and held to the release rules: every action pinned to a full commit
// SHA with its version in a comment (a moved tag cannot change what runs), and every job naming
// the permissions it uses (the workflow's default grants none beyond reading).

const DIR = resolve(import.meta.dirname, '../../.github/workflows');
const workflows = readdirSync(DIR)
  .filter((f) => /\.ya?ml$/.test(f))
  .map((name) => ({ name, content: readFileSync(join(DIR, name), 'utf8') }));

/** What GitHub's own parser and converter find wrong with a workflow. */
async function lintProblems(file: { name: string; content: string }): Promise<string[]> {
  const parsed = parseWorkflow(file, new NoOperationTraceWriter());
  const problems = parsed.context.errors.getErrors().map((e) => e.message);
  if (problems.length > 0 || parsed.value === undefined) return problems;
  const template = await convertWorkflowTemplate(parsed.context, parsed.value);
  return [...problems, ...(template.errors ?? []).map((e) => e.Message)];
}

const FULL_SHA = /^[^@\s]+@[0-9a-f]{40}$/;

/** Every `uses:` not pinned to a full commit SHA with `# v<version>` after it (local actions excepted), by line. */
function unpinnedUses(content: string): string[] {
  const doc = parseDocument(content);
  const problems: string[] = [];
  const lineOf = (node: Node) => content.slice(0, node.range?.[0] ?? 0).split('\n').length;
  visit(doc, {
    Pair(_, pair: Pair) {
      if (!isScalar(pair.key) || pair.key.value !== 'uses' || !isScalar(pair.value)) return;
      const value = String(pair.value.value);
      if (value.startsWith('./')) return;
      const line = lineOf(pair.value as Node);
      const comment = /#\s*(v\d+(?:\.\d+)*)\s*$/.exec(content.split('\n')[line - 1] ?? '');
      if (!FULL_SHA.test(value)) problems.push(`line ${line}: uses ${value} is not pinned to a full commit SHA`);
      else if (!comment) problems.push(`line ${line}: uses ${value} has no "# v<version>" comment naming the release`);
    },
  });
  return problems;
}

/** Jobs without a `permissions:` of their own, and a workflow default granting more than reading. */
function permissionProblems(content: string): string[] {
  const doc = parseDocument(content);
  const problems: string[] = [];
  const top = doc.get('permissions', true) as Node | undefined;
  const topJson: unknown = top === undefined ? undefined : (doc.toJS() as { permissions: unknown }).permissions;
  const readOnly =
    topJson !== undefined &&
    (topJson === 'read-all' ||
      (typeof topJson === 'object' &&
        topJson !== null &&
        Object.values(topJson).every((v) => v === 'read' || v === 'none')));
  if (!readOnly) problems.push('the workflow-level permissions must be {} or read-only: jobs ask for what they write');
  const jobs = doc.get('jobs', true);
  if (!isMap(jobs)) return [...problems, 'no jobs'];
  for (const item of jobs.items) {
    const job = item.value;
    if (isMap(job) && !job.has('permissions'))
      problems.push(`job ${String((item.key as { value: unknown }).value)} sets no permissions`);
  }
  return problems;
}

describe('the project workflows', () => {
  it('are there: ci and release', () => {
    expect(workflows.map((w) => w.name).sort()).toEqual(expect.arrayContaining(['ci.yml', 'release.yml']));
  });

  it.each(workflows.map((w) => [w.name, w]))("%s: GitHub's workflow parser finds no problem", async (_, file) => {
    expect(await lintProblems(file)).toEqual([]);
  });

  it.each(workflows.map((w) => [w.name, w.content]))(
    '%s: every uses: is pinned to a full commit SHA, its version in a comment',
    (_, content) => {
      expect(unpinnedUses(content)).toEqual([]);
    },
  );

  it.each(workflows.map((w) => [w.name, w.content]))('%s: every job names its permissions', (_, content) => {
    expect(permissionProblems(content)).toEqual([]);
  });

  it('the rules catch what they are for: a tag, a short SHA, a pin without its version, a job with the default permissions', async () => {
    const bad = [
      'on: push',
      'permissions: write-all',
      'jobs:',
      '  a:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - uses: actions/checkout@v5',
      '      - uses: actions/setup-node@a0853c2',
      '      - uses: actions/setup-node@a0853c24544627f65ddf259abe73b1d18a591444',
      '      - uses: ./local-action',
      '  b:',
      '    uses: acme/workflows/.github/workflows/x.yml@main',
      '',
    ].join('\n');
    expect(unpinnedUses(bad)).toEqual([
      'line 7: uses actions/checkout@v5 is not pinned to a full commit SHA',
      'line 8: uses actions/setup-node@a0853c2 is not pinned to a full commit SHA',
      'line 9: uses actions/setup-node@a0853c24544627f65ddf259abe73b1d18a591444 has no "# v<version>" comment naming the release',
      'line 12: uses acme/workflows/.github/workflows/x.yml@main is not pinned to a full commit SHA',
    ]);
    expect(permissionProblems(bad)).toEqual([
      'the workflow-level permissions must be {} or read-only: jobs ask for what they write',
      'job a sets no permissions',
      'job b sets no permissions',
    ]);
    expect(
      await lintProblems({
        name: 'bad.yml',
        content: 'on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    stepz: []\n',
      }),
    ).not.toEqual([]);
  });
});
