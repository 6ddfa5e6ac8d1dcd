import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintProblems, permissionProblems, unpinnedUses } from '../support/workflow-rules';

// The project's own workflows, linted as GitHub reads them (@actions/workflow-parser: schema,
// expressions, job graph), and held to the release rules (test/support/workflow-rules.ts).

const DIR = resolve(import.meta.dirname, '../../.github/workflows');
const workflows = readdirSync(DIR)
  .filter((f) => /\.ya?ml$/.test(f))
  .map((name) => ({ name, content: readFileSync(join(DIR, name), 'utf8') }));

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
