import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The layering docs/architecture.md describes, checked over the source text: only the shells read
// the environment, the import graph has no circles, and the lower layers import no upper ones.

const SRC = resolve(import.meta.dirname, '../../src');
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? files(join(dir, e.name))
      : e.name.endsWith('.ts') && !e.name.endsWith('.d.ts')
        ? [join(dir, e.name)]
        : [],
  );
const rel = (file: string) => relative(SRC, file).replaceAll('\\', '/');
const sources = new Map(files(SRC).map((f) => [rel(f), readFileSync(f, 'utf8')]));

/** Relative imports of a module (static, type-only and dynamic), resolved to src-relative files. */
function importsOf(file: string): string[] {
  const text = sources.get(file)!;
  const specs = [...text.matchAll(/(?:from\s+|import\s*\(\s*|^import\s+)'(\.[^']+)'/gm)].map((m) => m[1]!);
  return specs.map((spec) => {
    const base = rel(resolve(SRC, dirname(file), spec));
    const found = [`${base}.ts`, `${base}/index.ts`].find((c) => sources.has(c));
    if (!found) throw new Error(`${file}: cannot resolve ${spec}`);
    return found;
  });
}
const graph = new Map([...sources.keys()].map((f) => [f, importsOf(f)]));

/** The ladder of docs/architecture.md, lowest rung first: a module imports its own place and lower rungs only. */
const LADDER = [
  ['model', 'words', 'runner', 'version', 'text', 'settle', 'schemas', 'secrets', 'heap'],
  ['errors', 'host'],
  ['registry-map'],
  ['config', 'fs'],
  ['http', 'refs'],
  ['auth'],
  ['platform', 'registry'],
  ['provenance'],
  ['policy-file'],
  ['findings'],
  ['check'],
  ['report', 'update'],
  ['review'],
  ['github', 'gitlab'],
  ['org'],
  ['dashboard'],
  ['action', 'cli'],
  ['index', 'verify-worker'],
];

const KNOWN_LEAKS = new Set<string>();

/** Every import circle of a graph (module -> modules it imports), each as "a -> b -> a". */
function cyclesIn(graph: ReadonlyMap<string, readonly string[]>): string[] {
  const cycles: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const visit = (file: string, path: string[]) => {
    if (state.get(file) === 'done') return;
    if (state.get(file) === 'open') {
      cycles.push([...path.slice(path.indexOf(file)), file].join(' -> '));
      return;
    }
    state.set(file, 'open');
    for (const next of graph.get(file) ?? []) visit(next, [...path, file]);
    state.set(file, 'done');
  };
  for (const file of graph.keys()) visit(file, []);
  return cycles;
}

describe('layers', () => {
  it('reads process.env only in the shells (src/action, src/cli)', () => {
    const readers = [...sources].filter(
      ([file, text]) =>
        !/^(action|cli)\//.test(file) &&
        file !== 'cli.ts' &&
        /process\.env\b/.test(text.replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '')),
    );
    expect(readers.map(([file]) => file)).toEqual([]);
  });

  it('speaks to the runner (@actions/core) only in the action shell: the engine and the CLI print no workflow commands', () => {
    const speakers = [...sources].filter(
      ([file, text]) => !file.startsWith('action/') && /(?:from\s+|import\s*\(\s*)'@actions\/core'/.test(text),
    );
    expect(speakers.map(([file]) => file)).toEqual([]);
    expect([...sources].some(([file, text]) => file.startsWith('action/') && text.includes("'@actions/core'"))).toBe(
      true,
    );
  });

  it('writes log lines and annotations only through action/log.ts, which neutralizes every text (issue 53)', () => {
    const writers = [...sources].filter(
      ([file, text]) =>
        file !== 'action/log.ts' &&
        /\bcore\.(?:info|debug|notice|warning|error|setFailed|startGroup|endGroup|group)\s*\(/.test(text),
    );
    expect(writers.map(([file]) => file)).toEqual([]);
  });

  it('has no import circles', () => {
    expect(cyclesIn(graph)).toEqual([]);
  });

  it('finds a circle when there is one, through type-only and dynamic imports too (the check itself works)', () => {
    const text = "import { a } from './b';\nimport type { X } from '../c';\nconst m = await import('./d');\n";
    expect([...text.matchAll(/(?:from\s+|import\s*\(\s*|^import\s+)'(\.[^']+)'/gm)].map((m) => m[1])).toEqual([
      './b',
      '../c',
      './d',
    ]);
    const g = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
    ]);
    expect(cyclesIn(g)).toEqual(['a -> b -> c -> a']);
    expect(
      cyclesIn(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('keeps the lower layers free of the upper ones', () => {
    const upward = (layer: string, forbidden: RegExp) =>
      [...graph]
        .filter(([file]) => file.startsWith(layer))
        .flatMap(([file, deps]) => deps.filter((d) => forbidden.test(d)).map((d) => `${file} -> ${d}`));
    // refs/ (references and discovery) knows neither the engine, the settings nor the shells.
    expect(upward('refs/', /^(check|config|action|cli|review|report)\b/)).toEqual([]);
    // The engine and the services below it never import a shell or the review of a change.
    for (const layer of ['check/', 'http/', 'platform/', 'registry/', 'auth/', 'report/'])
      expect(upward(layer, /^(action|cli|review)\//)).toEqual([]);
    // review/ is called by the hosts and the shells, never the other way round, and knows no host.
    expect(upward('review/', /^(action|cli|github|gitlab)\//)).toEqual([]);
  });

  it('imports only down the ladder of docs/architecture.md, never across to a sibling of its rung', () => {
    // A module's place: its directory, or its own name for a module at the top of src/.
    const placeOf = (file: string) => file.replace(/(\/[^/]*)?\.ts$/, '').split('/')[0]!;
    const rungOf = (file: string) => LADDER.findIndex((rung) => rung.includes(placeOf(file)));
    const unplaced = [...graph.keys()].filter((file) => rungOf(file) < 0);
    expect(unplaced).toEqual([]);
    const wrong = [...graph].flatMap(([file, deps]) =>
      deps
        .filter((dep) => placeOf(dep) !== placeOf(file) && rungOf(dep) >= rungOf(file))
        .map((dep) => `${file} -> ${dep}`),
    );
    expect(wrong.filter((pair) => !KNOWN_LEAKS.has(pair))).toEqual([]);
    // A leak fixed leaves the list.
    expect([...KNOWN_LEAKS].filter((pair) => !wrong.includes(pair))).toEqual([]);
  });

  it('docs/architecture.md and docs/flow.md name only files that exist', () => {
    const root = resolve(SRC, '..');
    for (const name of ['docs/architecture.md', 'docs/flow.md']) {
      const doc = readFileSync(join(root, name), 'utf8');
      const named = [...doc.matchAll(/\b((?:src|test|docs)\/[\w./-]+\.(?:ts|md))\b/g)]
        .map((m) => m[1]!)
        .filter((p) => !p.includes('*'));
      expect(named.length, name).toBeGreaterThan(10);
      expect(
        named.filter((p) => !existsSync(join(root, p))),
        name,
      ).toEqual([]);
      // A module named without src/ (check/lookups/lookups.ts) is one of src/ too.
      const short = [...doc.matchAll(/(?<![\w./-])((?:[a-z][\w-]*\/)+[\w.-]+\.ts)\b/g)]
        .map((m) => m[1]!)
        .filter((p) => !/^(src|test|docs|bench|scripts|node_modules)\//.test(p));
      expect(
        short.filter((p) => !existsSync(join(SRC, p))),
        name,
      ).toEqual([]);
    }
  });
  it('exports nothing that only its own file uses (what is private stays unexported)', () => {
    // Any other file of the project that names it: a module, a test, the bench, a script.
    const root = resolve(SRC, '..');
    const others = ['src', 'test', 'bench', 'scripts'].flatMap((dir) =>
      files(join(root, dir)).map((f) => [relative(root, f), readFileSync(f, 'utf8')] as const),
    );
    const lonely = [...sources].flatMap(([file, text]) =>
      [...text.matchAll(/^export (?:async )?(?:function\*?|const|class|interface|type|enum) (\w+)/gm)]
        .map((m) => m[1]!)
        .filter((name) => !others.some(([other, t]) => other !== `src/${file}` && new RegExp(`\\b${name}\\b`).test(t)))
        .map((name) => `${file}: ${name}`),
    );
    expect(lonely).toEqual([]);
  });
});
