import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { actionSteps, ACTION_USES, declaredInputs, docTexts, fenced, undeclaredInputs } from '../support/readme';
import { lintProblems, permissionProblems, unpinnedUses } from '../support/workflow-rules';

// The workflows the README and docs show are copied into users' repositories: they are held to
// the rules of the project's own (test/support/workflow-rules.ts). Every action but the docs' own
// is pinned to a full commit SHA with its version in a comment, every whole workflow passes
// GitHub's parser and gives each job its own least permissions, and every input given to the
// action is one action.yml declares (the runner only warns about another).

const blocks = docTexts().flatMap(({ file, text }) =>
  fenced(text, 'yaml').map((content, i) => ({ name: `${file} yaml block ${i + 1}`, content })),
);
const documents = (content: string) => parseAllDocuments(content).map((d) => d.toJS() as unknown);
/** A whole GitHub workflow (another CI's `jobs:` has no `on:`). */
const isWorkflow = (js: unknown) => typeof js === 'object' && js !== null && 'on' in js && 'jobs' in js;
const ours = (uses: string) => uses.startsWith(ACTION_USES);
const workflows = blocks.filter((b) => documents(b.content).some(isWorkflow));

describe('the workflows of the README and docs', () => {
  it('are found: the blocks, the whole workflows among them, the steps that use the action', () => {
    expect(blocks.length).toBeGreaterThan(10);
    expect(workflows.map((w) => w.name)).toEqual(expect.arrayContaining([expect.stringMatching(/^README\.md /)]));
    expect(workflows.length).toBeGreaterThanOrEqual(4);
    expect(blocks.flatMap((b) => documents(b.content).flatMap((js) => actionSteps(js))).length).toBeGreaterThan(10);
  });

  it.each(blocks.map((b) => [b.name, b.content]))(
    '%s: every other action pinned to a full commit SHA, its version in a comment',
    (_, content) => {
      expect(unpinnedUses(content, ours)).toEqual([]);
    },
  );

  it.each(workflows.map((w) => [w.name, w.content]))(
    "%s: GitHub's parser takes it, and every job names its permissions",
    async (name, content) => {
      expect(await lintProblems({ name: `${name.replace(/\W+/g, '-')}.yml`, content })).toEqual([]);
      expect(permissionProblems(content)).toEqual([]);
    },
  );

  it.each(blocks.map((b) => [b.name, b.content]))('%s: only inputs action.yml declares', (_, content) => {
    const declared = declaredInputs();
    expect(documents(content).flatMap((js) => actionSteps(js).flatMap((s) => undeclaredInputs(s, declared)))).toEqual(
      [],
    );
  });

  it('the checks catch a tag, a workflow whose job has no permissions, and an input action.yml lacks', () => {
    const bad = [
      'on: push',
      'jobs:',
      '  a:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - uses: actions/checkout@v5',
      '      - uses: image-check/image-check@v1',
      '        with: { file: Dockerfile }',
      '',
    ].join('\n');
    expect(unpinnedUses(bad, ours)).toEqual(['line 6: uses actions/checkout@v5 is not pinned to a full commit SHA']);
    expect(permissionProblems(bad)).toEqual([
      'the workflow-level permissions must be {} or read-only: jobs ask for what they write',
      'job a sets no permissions',
    ]);
    expect(
      documents(bad).flatMap((js) => actionSteps(js).flatMap((s) => undeclaredInputs(s, declaredInputs()))),
    ).toEqual(['file']);
  });
});
