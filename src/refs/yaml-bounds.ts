// Bounds on what a YAML document may make discovery do: a few bytes of nested aliases and merges
// can stand for billions of nodes, and `yaml`'s maxAliasCount bounds only toJS(), which discovery
// never calls. So the expanded size is measured first, in linear time, before anything is walked.

import {
  isAlias,
  isCollection,
  isPair,
  isScalar,
  visit,
  type Alias,
  type Document,
  type LineCounter,
  type Node,
} from 'yaml';
import type { FileProblem } from '../model';

/** Nodes a document may expand to (its aliases and merges followed) before it is refused. */
export const MAX_EXPANDED_NODES = 1_000_000;
// Nesting deeper than this is not measured further (the reader does not go deeper either).
const MAX_DEPTH = 256;

/** Each alias of the document -> the node it names (the last anchor of that name before it), in one visit: Alias.resolve walks the whole document on each call. */
export function aliasTargets(doc: Document): Map<Alias, Node> {
  const anchors = new Map<string, Node>();
  const targets = new Map<Alias, Node>();
  // Document order: an anchor defined after an alias is not its target.
  visit(doc, {
    Node(_key, node) {
      if (isAlias(node)) {
        const target = anchors.get(node.source);
        if (target) targets.set(node, target);
      } else if (node.anchor) anchors.set(node.anchor, node);
    },
  });
  return targets;
}

/**
 * How many nodes the document stands for with every alias (and so every merge) expanded, up to
 * a bit past `limit` (Infinity for an alias inside its own anchor).
 */
export function expandedSize(doc: Document, targets: Map<Alias, Node>, limit = MAX_EXPANDED_NODES): number {
  const memo = new Map<Node, number>();
  const size = (node: unknown, depth: number): number => {
    if (node === null || node === undefined || typeof node !== 'object') return 1;
    if (depth > MAX_DEPTH) return 1;
    const known = memo.get(node as Node);
    if (known !== undefined) return known;
    memo.set(node as Node, Infinity); // while being measured: a cycle is infinite
    let total = 1;
    if (isAlias(node)) {
      const target = targets.get(node);
      total = target ? size(target, depth + 1) : 1;
    } else if (isCollection(node)) {
      for (const item of node.items) {
        if (isScalar(item) || isAlias(item) || isCollection(item)) total += size(item, depth + 1);
        else if (isPair(item)) total += size(item.key, depth + 1) + size(item.value, depth + 1);
        if (total > limit) break;
      }
    }
    memo.set(node as Node, total);
    return total;
  };
  return size(doc.contents, 0);
}

/** A warning at each key that repeats an earlier key of the same map (scalar keys; not `<<`): the reader takes the last, as Kubernetes tooling does. */
export function duplicateKeys(file: string, doc: Document, lineCounter: LineCounter): FileProblem[] {
  const problems: FileProblem[] = [];
  visit(doc, {
    Map(_key, map) {
      const seen = new Set<string>();
      for (const pair of map.items) {
        if (!isScalar(pair.key) || pair.key.value === '<<') continue;
        const id = `${typeof pair.key.value}:${String(pair.key.value)}`;
        if (seen.has(id)) {
          const line = lineCounter.linePos(pair.key.range?.[0] ?? 0).line;
          problems.push({
            file,
            line,
            level: 'warning',
            message: `the key "${String(pair.key.value)}" is repeated in one mapping; the last value is read`,
          });
        }
        seen.add(id);
      }
    },
  });
  return problems;
}

/** Indexes of the pairs of `map` that a later pair with the same scalar key overrides. */
export function shadowedPairs(map: { items: readonly { key: unknown }[] }): Set<number> {
  const last = new Map<unknown, number>();
  map.items.forEach((pair, i) => {
    if (isScalar(pair.key)) last.set(pair.key.value, i);
  });
  const shadowed = new Set<number>();
  map.items.forEach((pair, i) => {
    if (isScalar(pair.key) && last.get(pair.key.value) !== i) shadowed.add(i);
  });
  return shadowed;
}
