// Images in Helm values files. No standard says how a chart names its images; this follows
// the form almost every chart uses (and Renovate's helm-values heuristic): under a key named
// `image` or ending in `Image` (any case),
//   - a map with `repository` and a `tag` (or `version`) and/or `digest`, optionally `registry`:
//     `[registry/]repository[:tag][@digest]`, at the line of `repository`, at any depth;
//   - in a values file only, a plain string: the reference itself (`sidecarImage: busybox:1.36`).
// A map with a repository but no tag leaves the tag to the chart's templates (often its
// appVersion): that is skipped as unresolved, never guessed.

import { isMap, isScalar, isSeq, type Node, type YAMLMap } from 'yaml';
import type { YamlReader } from './types';

const IMAGE_KEY = /image$/i;
// Deeper nesting than this is no values file; the bound keeps recursion safe on hostile input.
const MAX_DEPTH = 200;

/** Whether a file is a Helm values file by its name: `values.yaml`, `values-prod.yaml`, `x_values.yml`... */
export function isHelmValuesFile(file: string): boolean {
  const base = (file.split(/[\\/]/).pop() ?? '').toLowerCase();
  return /(?:^|[._-])values(?:[._-][^/]*)?\.ya?ml$/.test(base);
}

/** Walks a document for image maps (and, with `inline`, image strings) under image keys. */
export function helmImages(reader: YamlReader, root: Node | null, inline: boolean): void {
  walk(reader, root, inline, 0);
}

function walk(reader: YamlReader, node: Node | null, inline: boolean, depth: number): void {
  if (depth > MAX_DEPTH) return;
  if (isMap(node)) {
    for (const pair of node.items) {
      const key = isScalar(pair.key) ? pair.key.value : null;
      const value = reader.resolve(pair.value);
      if (typeof key === 'string' && IMAGE_KEY.test(key)) {
        if (isMap(value) && imageMap(reader, value)) continue;
        if (inline && isScalar(value)) reader.image(value);
      }
      // Aliases are walked where their node is defined, not again here.
      if (!reader.isAlias(pair.value)) walk(reader, value, inline, depth + 1);
    }
  } else if (isSeq(node)) {
    for (const item of node.items) if (!reader.isAlias(item)) walk(reader, reader.resolve(item), inline, depth + 1);
  }
}

/** Reports the image a `{registry, repository, tag, digest}` map names; false when it is no such map. */
function imageMap(reader: YamlReader, map: YAMLMap): boolean {
  const repository = reader.get(map, 'repository');
  const text = (key: string): string | null => {
    const node = reader.get(map, key);
    if (!isScalar(node) || node.value === null || node.value === '') return null;
    // A plain scalar keeps its source text (a tag `1.10` stays `1.10`, not the number 1.1).
    return typeof node.value === 'string' ? node.value : (node.source ?? JSON.stringify(node.value));
  };
  const name = text('repository');
  if (!isScalar(repository) || name === null) return false;
  const registry = text('registry');
  const tag = text('tag') ?? text('version');
  const digest = text('digest');
  const ref = `${registry ? `${registry}/` : ''}${name}${tag ? `:${tag}` : ''}${digest ? `@${digest}` : ''}`;
  if (tag === null && digest === null) {
    reader.skip(
      ref,
      repository,
      `"${ref}" has no tag in the values file: the chart's templates choose it (often the chart's appVersion)`,
    );
  } else {
    reader.report(ref, repository);
  }
  return true;
}
