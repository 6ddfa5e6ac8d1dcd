// The block-YAML fast path (src/refs/yaml-block.ts) against the full parser: whatever it
// accepts must read exactly as `parseAllDocuments` reads it (the nodes the readers look at, the
// line starts, and scanYaml's whole result), over real files, thousands of random edits of
// them, and a hand case per construct; everything outside its subset must be refused (null).

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import v8 from 'node:v8';
import { describe, expect, it } from 'vitest';
import { isMap, isScalar, isSeq, LineCounter, parseAllDocuments, type Document } from 'yaml';
import { readBlockYaml } from '../../src/refs/yaml-block';
import { scanYaml } from '../../src/refs/yaml-files';

const CONFORMANCE = resolve(import.meta.dirname, '../../../shared/conformance/discovery');
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

const FILES = [...yamlFiles(CONFORMANCE), ...yamlFiles(FIXTURES), ...yamlFiles(E2E)].map((path) => ({
  name: relative(resolve(import.meta.dirname, '../../..'), path),
  text: readFileSync(path, 'utf8'),
}));

/** What the readers use of a node: kind, offsets, value, source, scalar type and format. */
function shape(node: unknown): unknown {
  if (isMap(node)) return { map: node.range?.[0], items: node.items.map((pair) => [shape(pair.key), shape(pair.value)]) };
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
  return docs.map((doc) => ({ start: doc.range[0], errors: doc.errors.length, warnings: doc.warnings.length, contents: shape(doc.contents) }));
}

/** The fast path's reading of `text`, or null; when not null it is checked against the full parser. */
function expectSameAsFullParser(text: string, names = ['deploy/app.yaml', 'values.yaml', '.github/workflows/ci.yml', 'action.yml']): Document.Parsed[] | null {
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

const POD = (containers: number, ref: (i: number) => string) =>
  `apiVersion: v1\nkind: Pod\nspec:\n  containers:\n${Array.from({ length: containers }, (_, i) => `    - name: c${i}\n      image: ${ref(i)}\n`).join('')}`;

describe('readBlockYaml over real files', () => {
  it('reads every file it accepts exactly as the full parser, and accepts a good share of them', () => {
    const accepted: string[] = [];
    for (const { name, text } of FILES) if (expectSameAsFullParser(text, [name, 'values.yaml', '.github/workflows/ci.yml', 'action.yml'])) accepted.push(name);
    console.log(`block-YAML fast path: ${accepted.length}/${FILES.length} real files accepted\n  ${accepted.join('\n  ')}`);
    expect(FILES.length).toBeGreaterThanOrEqual(30);
    expect(accepted.length).toBeGreaterThanOrEqual(8);
    // Plain Kubernetes manifests, a workflow, a Compose file and a Helm values file are in the subset.
    expect(accepted).toEqual(expect.arrayContaining([
      expect.stringMatching(/kubernetes-website\/cronjob\.yaml$/),
      expect.stringMatching(/kubernetes\/underscore-tag\.yaml$/),
      expect.stringMatching(/lockfile-workflow\.yml$/),
      expect.stringMatching(/docker-compose\.3-default-val\.yml$/),
      expect.stringMatching(/multi_and_nested_image_values\.yaml$/),
    ]));
  });

  it('reads random edits of them exactly as the full parser whenever it accepts them', () => {
    const rand = random(15);
    let tried = 0;
    let accepted = 0;
    const seeds = [...FILES.map((f) => f.text), POD(5, (i) => `cgr.dev/chainguard/app-${i}:1.${i}`)];
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
