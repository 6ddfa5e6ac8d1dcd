import { readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Unit tests mirror src/ (as docker/actions-toolkit and release-please do): the test of a module
// is found at its path. `test/unit/a/b.test.ts` (or `a/b.<aspect>.test.ts`, a second file on one
// side of it) tests `src/a/b.ts` or the folder `src/a/b/`. A test of the project as a whole sits at
// the root and is listed here with why. Integration and end-to-end tests are named by scenario.

const UNIT = import.meta.dirname;
const SRC = resolve(UNIT, '../../src');

const PROJECT_WIDE: Record<string, string> = {
  'layers.test.ts': 'the import ladder over every module',
  'test-names.test.ts': 'this rule, over every unit test',
  'docs-package-name.test.ts': 'the package name every doc uses',
  'docs-readme.test.ts': "the README's commands and tables against the project",
  'docs-settings.test.ts': 'docs/cli.md and the README against every command and input',
  'docs-workflows.test.ts': 'the workflows the docs show',
  'workflows.test.ts': "the repository's own workflows, linted",
  'gitlab-component.test.ts': 'the GitLab CI component beside the commands',
  'fuzz.test.ts': 'discovery, references and targets fuzzed together',
  'hostile-markdown.test.ts': 'hostile text through every Markdown surface',
};

function testFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'fixtures' ? [] : testFiles(path);
    return name.endsWith('.test.ts') ? [relative(UNIT, path).replaceAll('\\', '/')] : [];
  });
}

const exists = (path: string) => {
  try {
    statSync(path);
    return true;
  } catch {
    return false;
  }
};

/** Why `file` (relative to test/unit/) finds no module, or null when it mirrors one or is listed. */
function unmirrored(file: string, src = SRC): string | null {
  if (!file.includes('/') && file in PROJECT_WIDE) return null;
  const [module] = file.replace(/\.test\.ts$/, '').split('.');
  if (exists(join(src, `${module}.ts`)) || exists(join(src, module!))) return null;
  return `test/unit/${file} names no module: neither src/${module}.ts nor src/${module}/ exists`;
}

describe('unit tests mirror src/', () => {
  it('each names the module or folder it tests, or is a listed test of the whole project', () => {
    const files = testFiles(UNIT);
    expect(files.length).toBeGreaterThan(60);
    expect(files.map((f) => unmirrored(f)).filter(Boolean)).toEqual([]);
  });

  it('refuses a name by topic, and a path whose module is gone', () => {
    expect(unmirrored('report-gitlab.test.ts')).toMatch(/names no module: neither src\/report-gitlab\.ts/);
    expect(unmirrored('report/gitlab.test.ts')).toMatch(/src\/report\/gitlab\/ exists/);
    expect(unmirrored('report/gitlab-code-quality.test.ts')).toBeNull();
    expect(unmirrored('report/format.skipped.test.ts')).toBeNull();
    expect(unmirrored('findings.surfaces.test.ts')).toBeNull();
  });

  it('lists only project-wide tests that exist', () => {
    const root = new Set(testFiles(UNIT).filter((f) => !f.includes('/')));
    expect(Object.keys(PROJECT_WIDE).filter((f) => !root.has(f))).toEqual([]);
  });
});
