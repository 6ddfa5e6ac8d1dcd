import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

// The name `image-check` on the npm registry belongs to an unrelated package: a doc that tells
// users to `npx image-check` runs a stranger's code. Every install or run line of the docs names
// package.json's package, and every `uses:` line the repository package.json names.

const ROOT = resolve(import.meta.dirname, '../..');
const pkg = z
  .object({ name: z.string(), repository: z.object({ url: z.string() }) })
  .parse(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')));
const docs = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];
const texts = docs.map((file) => ({ file, text: readFileSync(join(ROOT, file), 'utf8') }));

/** The package each npx / npm install / npm exec / dlx command of a text names, with the words after it. */
function packagesNamed(text: string): { name: string; rest: string }[] {
  const found: { name: string; rest: string }[] = [];
  const command =
    /\b(?:npx|npm\s+(?:install|i|add|exec)|(?:pnpm|yarn)\s+(?:dlx|add))\s+((?:-{1,2}[\w-]+(?:=\S+)?\s+)*)([^\s`'"]+)([^\n`]*)/g;
  for (const m of text.matchAll(command)) {
    const options = m[1] ?? '';
    // `--package=<name>` / `-p <name>` name the package explicitly.
    const explicit = /--package=(\S+)/.exec(options)?.[1];
    found.push({ name: explicit ?? m[2]!, rest: (m[3] ?? '').trim() });
  }
  return found;
}

describe('the package the docs tell users to run', () => {
  it('is scoped (ours), not the unrelated unscoped `image-check`', () => {
    expect(pkg.name).toMatch(/^@[a-z0-9-]+\/[a-z0-9-]+$/);
  });

  it("is package.json's name in every npx / npm install line that runs image-check", () => {
    let ours = 0;
    for (const { file, text } of texts) {
      for (const { name, rest } of packagesNamed(text)) {
        const runsOurCommands = /^(?:check|identity)\b/.test(rest);
        if (/image-check/.test(name) || runsOurCommands) {
          expect(`${file}: ${name}`).toBe(`${file}: ${pkg.name}`);
          ours++;
        }
      }
    }
    // The docs do show how to run it: the check above had lines to look at.
    expect(ours).toBeGreaterThan(0);
  });

  it('is the repository of package.json in every `uses:` line of the action', () => {
    const repo = /github\.com\/([^/]+\/[^/.]+)/.exec(pkg.repository.url)?.[1];
    expect(repo).toBeDefined();
    const uses = texts.flatMap(({ file, text }) =>
      [...text.matchAll(/uses:\s*([^\s@]+\/image-check)@/g)].map((m) => `${file}: ${m[1]}`),
    );
    expect(uses.length).toBeGreaterThan(0);
    for (const line of uses) expect(line.replace(/^[^:]+: /, '')).toBe(repo);
  });

  it('would catch the unscoped name and a stranger package running our commands', () => {
    expect(packagesNamed('exec npx --yes image-check check --fail-on eol')).toEqual([
      { name: 'image-check', rest: 'check --fail-on eol' },
    ]);
    expect(packagesNamed('npm install -g image-check')[0]?.name).toBe('image-check');
    expect(packagesNamed('npx -y imagecheck check .')[0]).toEqual({ name: 'imagecheck', rest: 'check .' });
  });
});
