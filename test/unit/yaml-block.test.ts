// The block-YAML fast path (src/refs/yaml-block.ts) against the full parser: whatever it
// accepts must read exactly as `parseAllDocuments` reads it (the nodes the readers look at, the
// line starts, and scanYaml's whole result), over real files, thousands of random edits of
// them, and a hand case per construct; everything outside its subset must be refused (null).

import { conformancePath } from '../support/conformance';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isMap, isScalar, isSeq, LineCounter, parseAllDocuments, type Document } from 'yaml';
import { readBlockYaml } from '../../src/refs/yaml-block';
import { scanYaml } from '../../src/refs/yaml-files';

const CONFORMANCE = conformancePath('discovery');
const FIXTURES = resolve(import.meta.dirname, 'fixtures');
const E2E = resolve(import.meta.dirname, '../e2e');

function yamlFiles(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return yamlFiles(path);
    return /\.ya?ml$/.test(name) ? [path] : [];
  });
}

const FILES = [...(CONFORMANCE ? yamlFiles(CONFORMANCE) : []), ...yamlFiles(FIXTURES), ...yamlFiles(E2E)].map(
  (path) => ({
    name: relative(resolve(import.meta.dirname, '../../..'), path),
    text: readFileSync(path, 'utf8'),
  }),
);

/** What the readers use of a node: kind, offsets, value, source, scalar type and format. */
function shape(node: unknown): unknown {
  if (isMap(node))
    return { map: node.range?.[0], items: node.items.map((pair) => [shape(pair.key), shape(pair.value)]) };
  if (isSeq(node)) return { seq: node.range?.[0], items: node.items.map(shape) };
  if (isScalar(node)) {
    const value = typeof node.value === 'number' && Number.isNaN(node.value) ? 'NaN' : node.value;
    // range[2] of an empty value reaches over the comments after it in the full parser; nothing reads it.
    const range = node.source === '' ? node.range?.slice(0, 2) : node.range;
    return { value, source: node.source, type: node.type, format: node.format, tag: node.tag, range };
  }
  return node === null || node === undefined ? node : { other: String(node) };
}

function docsShape(docs: readonly Document.Parsed[]): unknown {
  return docs.map((doc) => ({
    start: doc.range[0],
    errors: doc.errors.length,
    warnings: doc.warnings.length,
    contents: shape(doc.contents),
  }));
}

/** The fast path's reading of `text`, or null; when not null it is checked against the full parser. */
function expectSameAsFullParser(
  text: string,
  names = ['deploy/app.yaml', 'values.yaml', '.github/workflows/ci.yml', 'action.yml'],
): Document.Parsed[] | null {
  const fastLines = new LineCounter();
  const fast = readBlockYaml(text, fastLines);
  if (fast === null) {
    expect(fastLines.lineStarts).toEqual([]); // untouched when refused
    return null;
  }
  const fullLines = new LineCounter();
  const full = parseAllDocuments(text, { lineCounter: fullLines, prettyErrors: false, uniqueKeys: false });
  expect(docsShape(fast), text).toEqual(docsShape([...full]));
  expect(fastLines.lineStarts).toEqual(fullLines.lineStarts);
  // The readers differ by file name (Helm values files, workflows, actions).
  for (const name of names) {
    expect(scanYaml(name, text), text).toEqual(scanYaml(name, text, { fullParser: true }));
  }
  return fast;
}

/** mulberry32: a seeded generator, so a failure is reproducible. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ALPHABET = ` :-#'"\n&*![]{}|>x0.~,?%@\`\t\\`;

function mutate(text: string, rand: () => number): string {
  const at = Math.floor(rand() * (text.length + 1));
  const char = ALPHABET[Math.floor(rand() * ALPHABET.length)]!;
  const lines = text.split('\n');
  const line = Math.floor(rand() * lines.length);
  switch (Math.floor(rand() * 6)) {
    case 0:
      return text.slice(0, at) + text.slice(at + 1);
    case 1:
      return text.slice(0, at) + char + text.slice(at);
    case 2:
      return text.slice(0, at) + char + text.slice(at + 1);
    case 3:
      lines.splice(line, 0, lines[line]!);
      return lines.join('\n');
    case 4:
      lines[line] = rand() < 0.5 ? ` ${lines[line]}` : lines[line]!.replace(/^ {1,2}/, '');
      return lines.join('\n');
    default:
      lines.splice(line, 1);
      return lines.join('\n');
  }
}

// Every construct of the subset in one text, as a seed of the random edits.
const SAMPLE = [
  '# lead',
  '---',
  'kind: Pod # trailing',
  'metadata:',
  '  labels:',
  "    a: 'it''s'",
  '    b: "x"',
  '    n: 0x1f',
  '    f: 1.10',
  '    t: TRUE',
  '    z: ~',
  '    e:',
  'spec:',
  '  containers:',
  '  -',
  '    name: below',
  '    image: cgr.dev/a:1',
  '  -   name: wide',
  '      image: cgr.dev/b:2 # c',
  '  volumes:',
  '  - - x',
  '    - -1',
  '  - image:',
  '      reference: cgr.dev/vol:3',
  '--- # second',
  '---',
  'services:',
  '  web:',
  '    image: ${R:-cgr.dev}/nginx',
  '    ports:',
  '    - "80:80"',
  '',
].join('\n');

const POD = (containers: number, ref: (i: number) => string) =>
  `apiVersion: v1\nkind: Pod\nspec:\n  containers:\n${Array.from({ length: containers }, (_, i) => `    - name: c${i}\n      image: ${ref(i)}\n`).join('')}`;

describe.skipIf(!CONFORMANCE)('readBlockYaml over real files', () => {
  it('reads every file it accepts exactly as the full parser, and accepts a good share of them', () => {
    const accepted: string[] = [];
    for (const { name, text } of FILES)
      if (expectSameAsFullParser(text, [name, 'values.yaml', '.github/workflows/ci.yml', 'action.yml']))
        accepted.push(name);
    console.log(
      `block-YAML fast path: ${accepted.length}/${FILES.length} real files accepted\n  ${accepted.join('\n  ')}`,
    );
    expect(FILES.length).toBeGreaterThanOrEqual(30);
    expect(accepted.length).toBeGreaterThanOrEqual(8);
    // Plain Kubernetes manifests, a workflow, a Compose file and a Helm values file are in the subset.
    expect(accepted).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/kubernetes-website\/cronjob\.yaml$/),
        expect.stringMatching(/kubernetes\/underscore-tag\.yaml$/),
        expect.stringMatching(/lockfile-workflow\.yml$/),
        expect.stringMatching(/docker-compose\.3-default-val\.yml$/),
        expect.stringMatching(/multi_and_nested_image_values\.yaml$/),
      ]),
    );
  });

  it('reads random edits of them exactly as the full parser whenever it accepts them', () => {
    const rand = random(15);
    let tried = 0;
    let accepted = 0;
    const seeds = [...FILES.map((f) => f.text), SAMPLE, POD(5, (i) => `cgr.dev/chainguard/app-${i}:1.${i}`)];
    for (const seed of seeds) {
      // Edits of files in the subset are mostly still in it: those are where a wrong answer would hide.
      // (A big file gets fewer, to keep the file within a few seconds.)
      const edits = readBlockYaml(seed, new LineCounter()) ? (seed.length > 8000 ? 60 : 300) : 50;
      for (let n = 0; n < edits; n++) {
        let text = mutate(seed, rand);
        if (rand() < 0.3) text = mutate(text, rand);
        tried++;
        if (expectSameAsFullParser(text, [n % 2 ? 'values.yaml' : 'deploy/app.yaml'])) accepted++;
      }
    }
    console.log(`block-YAML fast path: ${accepted}/${tried} random edits accepted (and equal)`);
    expect(accepted).toBeGreaterThan(tried / 10);
  });
});

/** Found references as [line, ref], after checking the fast path accepted and matched the full parser. */
function accepted(text: string, file = 'deploy/app.yaml'): [number, string][] {
  expect(expectSameAsFullParser(text, [file])).not.toBeNull();
  return scanYaml(file, text).found.map(({ ref, location }) => [location.line, ref]);
}

const refused = (text: string) => expect(readBlockYaml(text, new LineCounter())).toBeNull();

describe('readBlockYaml accepts the block subset, at exact lines', () => {
  it('plain, single-quoted (with an escaped quote) and double-quoted values', () => {
    const text = [
      'spec:',
      '  containers:',
      '    - name: plain',
      '      image: cgr.dev/chainguard/nginx:1.27',
      "    - name: 'it''s'",
      "      image: 'cgr.dev/chainguard/redis:7'",
      '    - name: "double"',
      '      image: "cgr.dev/chainguard/go:1.23" # pinned later',
      '',
    ].join('\n');
    expect(accepted(text)).toEqual([
      [4, 'cgr.dev/chainguard/nginx:1.27'],
      [6, 'cgr.dev/chainguard/redis:7'],
      [8, 'cgr.dev/chainguard/go:1.23'],
    ]);
    const [doc] = readBlockYaml(text, new LineCounter())!;
    expect(doc!.toJS().spec.containers[1].name).toBe("it's");
  });

  it('numbers, booleans, null and ~ as the core schema resolves them, with their source', () => {
    const text =
      'a: 0x1f\nb: 1.10\nc: true\nd: ~\ne: .inf\nf: -1\ng: 0o17\nh: 1e3\ni: Null\nj: nULL\nk:\nl: FALSE\nm: +12\nn: .NaN\no: 1.2.3\n';
    const docs = expectSameAsFullParser(text)!;
    expect(docs).not.toBeNull();
    const js = docs[0]!.toJS();
    expect(js).toEqual({
      a: 31,
      b: 1.1,
      c: true,
      d: null,
      e: Infinity,
      f: -1,
      g: 15,
      h: 1000,
      i: null,
      j: 'nULL',
      k: null,
      l: false,
      m: 12,
      n: NaN,
      o: '1.2.3',
    });
    // A number-like tag is reported as written (helm-values.ts reads `source`).
    expect(accepted('image:\n  repository: cgr.dev/chainguard/node\n  tag: 1.10\n', 'values.yaml')).toEqual([
      [2, 'cgr.dev/chainguard/node:1.10'],
    ]);
  });

  it('whole-line and trailing comments, and # inside a value', () => {
    const text =
      '# top\nkind: Pod # trailing\nspec:\n  # inside\n  containers:\n  # between\n  - name: a#b\n    image: cgr.dev/chainguard/x:1#not-a-comment\n\n# end\n';
    expect(accepted(text)).toEqual([[8, 'cgr.dev/chainguard/x:1#not-a-comment']]);
  });

  it('multi-document files, empty documents and a comment on the separator', () => {
    const text =
      '# lead\n---\nkind: Pod\nspec:\n  containers:\n  - image: cgr.dev/a:1\n--- # second\n---\nkind: Pod\nspec:\n  containers:\n  - image: cgr.dev/b:2\n---\n';
    expect(accepted(text)).toEqual([
      [6, 'cgr.dev/a:1'],
      [12, 'cgr.dev/b:2'],
    ]);
    expect(readBlockYaml(text, new LineCounter())).toHaveLength(4);
    expect(readBlockYaml('# only a comment\n', new LineCounter())).toEqual([]);
  });

  it('compact sequences, `-` with its item below, and nested sequences', () => {
    const text =
      'spec:\n  containers:\n    -\n      name: below\n      image: cgr.dev/below:1\n    -   name: wide\n        image: cgr.dev/wide:2\n  volumes:\n  - - x\n    - y\n  -\n  - image:\n      reference: cgr.dev/vol:3\n';
    expect(accepted(text)).toEqual([
      [5, 'cgr.dev/below:1'],
      [7, 'cgr.dev/wide:2'],
      [13, 'cgr.dev/vol:3'],
    ]);
  });

  it('`key:` followed by `- ` at the same indentation, in workflows and Compose files', () => {
    const workflow =
      'on: push\njobs:\n  build:\n    runs-on: ubuntu-latest\n    steps:\n    - uses: actions/checkout@v4\n    - uses: docker://cgr.dev/chainguard/wolfi-base:latest\n';
    expect(accepted(workflow, '.github/workflows/ci.yml')).toEqual([[7, 'cgr.dev/chainguard/wolfi-base:latest']]);
    const compose =
      'services:\n  web:\n    image: ${REGISTRY:-cgr.dev}/chainguard/nginx:1\n    ports:\n    - "8080:80"\n  db:\n    image: cgr.dev/chainguard/postgres:${PG}\n';
    expect(accepted(compose, 'compose.yaml')).toEqual([[3, 'cgr.dev/chainguard/nginx:1']]);
    expect(scanYaml('compose.yaml', compose).skipped.map((s) => s.location?.line)).toEqual([7]);
  });
});

describe('readBlockYaml refuses everything outside the subset (the full parser reads it)', () => {
  it('anchors, aliases and merge keys', () => {
    refused('a: &x 1\nb: *x\n');
    refused('base:\n  image: x\nweb:\n  <<: *base\n');
    refused('- &a\n  image: x\n');
  });
  it('tags', () => {
    refused('a: !reset null\n');
    refused('a: !!str 1\n');
  });
  it('flow collections', () => {
    refused('on: [push]\n');
    refused('a: {}\n');
    refused('- [a, b]\n');
    refused('{a: 1}\n');
  });
  it('block scalars', () => {
    refused('run: |\n  echo hi\n');
    refused('args: >-\n  folded\n');
  });
  it('tabs, CR line endings, control characters and a BOM', () => {
    refused('a:\n\tb: 1\n');
    refused('a: b\tc\n');
    refused('a: 1\r\nb: 2\r\n');
    refused('\ufeffa: 1\n');
    refused('a: \u0007\n');
    refused('a: x\u0085y\n');
  });
  it('repeated keys in one mapping', () => {
    refused('a: 1\nb: 2\na: 3\n');
    refused('1: a\n0x1: b\n'); // the same key once resolved
  });
  it('`: ` inside a plain value, a value ending in `:`, and `key: - x`', () => {
    refused('a: b: c\n');
    refused('a: b:\n');
    refused('a: - x\n');
  });
  it('quoted keys, `? ` keys and indicators at the start of a key or plain value', () => {
    refused('"a": 1\n');
    refused("'a': 1\n");
    refused('? a\n: 1\n');
    refused('a: @x\n');
    refused('a: `x\n');
    refused('a: %x\n');
    refused('a: ,x\n');
    refused('-a: 1\n');
    refused('a:\n  : x\n'); // an empty key
  });
  it('values over several lines: continuation lines and unclosed or escaped quotes', () => {
    refused('a: one\n  two\n');
    refused('a:\n  just a scalar\n');
    refused('a: "open\n  close"\n');
    refused("a: 'open\n");
    refused('a: "x\\ty"\n');
    refused('a: "x" y\n');
  });
  it('directives, document end markers, content on the `---` line and indented documents', () => {
    refused('%YAML 1.2\n---\na: 1\n');
    refused('a: 1\n...\n');
    refused('--- a: 1\n');
    refused('--- |\n  x\n');
    refused('  a: 1\n  b: 2\n');
  });
  it('indentation that fits no node', () => {
    refused('a:\n    b: 1\n  c: 2\n');
    refused('a: 1\n b: 2\n');
    refused('- a\n - b\n');
    refused('a: 1\n- b\n');
    refused('scalar\n');
    // Nesting deeper than the fast path recurses: refused, not a stack overflow.
    refused(`${'- '.repeat(30_000)}x\n`);
    refused(Array.from({ length: 300 }, (_, i) => `${' '.repeat(i)}a:\n`).join(''));
    expect(
      expectSameAsFullParser(Array.from({ length: 100 }, (_, i) => `${' '.repeat(i)}a:\n`).join('')),
    ).not.toBeNull();
  });
  it('templates (Helm, Jinja): the full path reads them without their tags', () => {
    refused('image: {{ .Values.image }}\n');
    refused('a: 1\n{{- if .Values.x }}\nb: 2\n{{- end }}\n');
  });
});

describe('the benchmark shape', () => {
  it('accepts 100 containers of a Pod and reads them as the full parser does', () => {
    const texts = Array.from({ length: 10 }, (_, f) =>
      POD(100, (i) => `127.0.0.1:5000/chainguard/bench-${f}-${i}:latest@sha256:${'a'.repeat(64)}`),
    );
    for (const text of texts) expect(expectSameAsFullParser(text)).not.toBeNull();
    const found = accepted(texts[0]!);
    expect(found).toHaveLength(100);
    expect(found[99]).toEqual([4 + 2 * 99 + 2, `127.0.0.1:5000/chainguard/bench-0-99:latest@sha256:${'a'.repeat(64)}`]);
  });
});
