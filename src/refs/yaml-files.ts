// Image references in YAML files, each document of a multi-document file on its own:
//   - GitHub workflows (a top-level `jobs` map): jobs.*.container (a string or its .image),
//     jobs.*.services.*.image, jobs.*.steps[*].uses: docker://<ref>;
//   - Compose files (a top-level `services` map): services.*.image;
//   - anything else is read as Kubernetes-like: every `image` of an item of a `containers`,
//     `initContainers` or `ephemeralContainers` list, at any depth, so every workload kind
//     (Pod, Deployment, CronJob's jobTemplate, List items, CRDs embedding pod specs) is covered.
// Lines come from the scalar's own position (a LineCounter), so they are exact even for
// flow style or multi-line values. `<<` merge keys and aliases are followed: the line is where
// the reference text is written (the anchor).

import { isAlias, isMap, isScalar, isSeq, LineCounter, parseAllDocuments, Scalar, type Alias, type Document, type Node, type YAMLMap } from 'yaml';
import type { FileProblem, SkippedReference } from '../model';
import type { DiscoveryResult, FoundReference } from './discover';
import { aliasTargets, duplicateKeys, expandedSize, MAX_EXPANDED_NODES, shadowedPairs } from './yaml-bounds';

const CONTAINER_LISTS = new Set(['containers', 'initContainers', 'ephemeralContainers']);
const DOCKER_SCHEME = 'docker://';
// Deeper nesting than this is no manifest; the bound keeps recursion safe on hostile input.
const MAX_DEPTH = 200;

export function scanYaml(file: string, content: string): DiscoveryResult {
  const found: FoundReference[] = [];
  const skipped: SkippedReference[] = [];
  const problems: FileProblem[] = [];
  const lineCounter = new LineCounter();
  // Duplicated keys are read (the last wins) and warned about below, not a parse error.
  const docs = parseAllDocuments(content, { lineCounter, prettyErrors: false, uniqueKeys: false });
  if (!Array.isArray(docs)) return { found, skipped, problems }; // an empty stream

  for (const doc of docs) {
    const error = doc.errors[0];
    if (error) {
      // A broken document is reported, and the other documents of the file are still read.
      // An error at the end of the text (an unclosed bracket) is put on the last line there is.
      const line = Math.min(lineCounter.linePos(error.pos[0]).line, lastLine(content));
      problems.push({ file, line, message: `cannot parse YAML: ${error.message}` });
      continue;
    }
    // Aliases and merges are bounded before anything follows them (see yaml-bounds.ts).
    const targets = aliasTargets(doc);
    if (expandedSize(doc, targets) > MAX_EXPANDED_NODES) {
      const line = lineCounter.linePos(doc.range[0]).line;
      problems.push({ file, line, message: `not scanned: its aliases and merge keys expand to more than ${MAX_EXPANDED_NODES} nodes` });
      continue;
    }
    problems.push(...duplicateKeys(file, doc, lineCounter));
    const reader = new DocumentReader(doc, file, content, lineCounter, found, skipped, targets);
    reader.read();
  }
  return { found, skipped, problems };
}

class DocumentReader {
  constructor(
    private readonly doc: Document,
    private readonly file: string,
    private readonly content: string,
    private readonly lineCounter: LineCounter,
    private readonly found: FoundReference[],
    private readonly skipped: SkippedReference[],
    private readonly targets: Map<Alias, Node>,
  ) {}

  read(): void {
    const root = this.resolve(this.doc.contents);
    if (isMap(root)) {
      const jobs = this.map(this.get(root, 'jobs'));
      if (jobs) return this.workflow(jobs);
      const services = this.map(this.get(root, 'services'));
      if (services) return this.compose(services);
    }
    this.kubernetes(root, 0);
  }

  private workflow(jobs: YAMLMap): void {
    for (const job of this.values(jobs)) {
      const container = this.get(job, 'container');
      if (isScalar(container)) this.image(container);
      else if (isMap(container)) this.image(this.get(container, 'image'));
      const services = this.map(this.get(job, 'services'));
      if (services) for (const service of this.values(services)) this.image(this.get(service, 'image'));
      const steps = this.get(job, 'steps');
      if (!isSeq(steps)) continue;
      for (const item of steps.items) {
        const step = this.map(item);
        const uses = step && this.get(step, 'uses');
        // Other `uses:` are actions (owner/repo@ref, ./path), not images.
        if (isScalar(uses) && typeof uses.value === 'string' && uses.value.startsWith(DOCKER_SCHEME)) {
          this.report(uses.value.slice(DOCKER_SCHEME.length), uses);
        }
      }
    }
  }

  private compose(services: YAMLMap): void {
    for (const service of this.values(services)) this.image(this.get(service, 'image'));
  }

  private kubernetes(node: Node | null, depth: number): void {
    if (depth > MAX_DEPTH) return;
    // Aliases are not entered: the node they name is walked where it is defined.
    if (isMap(node)) {
      const shadowed = shadowedPairs(node);
      for (const [index, pair] of node.items.entries()) {
        if (shadowed.has(index)) continue; // a duplicated key: the last one is read
        const key = isScalar(pair.key) ? pair.key.value : null;
        const value = pair.value as Node | null;
        if (typeof key === 'string' && CONTAINER_LISTS.has(key)) {
          const list = this.resolve(value);
          if (isSeq(list)) for (const item of list.items) {
            const container = this.map(item);
            if (container) this.image(this.get(container, 'image'));
          }
        }
        if (!isAlias(value)) this.kubernetes(value, depth + 1);
      }
    } else if (isSeq(node)) {
      for (const item of node.items) if (!isAlias(item)) this.kubernetes(item as Node | null, depth + 1);
    }
  }

  /** An `image:` value: a string scalar is a reference; empty or other shapes are ignored. */
  private image(node: Node | null): void {
    if (!isScalar(node)) return;
    const { value } = node;
    if (typeof value === 'string' && value !== '') this.report(value, node);
    else if (typeof value === 'number') this.report(node.source ?? String(value), node);
  }

  private report(ref: string, node: Node): void {
    let offset = node.range?.[0] ?? 0;
    if (isScalar(node) && (node.type === Scalar.BLOCK_FOLDED || node.type === Scalar.BLOCK_LITERAL)) {
      // A block scalar starts at its `>` or `|` header; the reference is on the lines below.
      const header = this.content.indexOf('\n', offset);
      const text = header < 0 ? -1 : this.content.slice(header).search(/\S/);
      if (text >= 0) offset = header + text;
    }
    const line = this.lineCounter.linePos(offset).line;
    const location = { file: this.file, line };
    const why = unresolvedReason(ref);
    if (why) this.skipped.push({ ref, kind: 'unresolved', reason: `"${ref}" ${why}`, location });
    else this.found.push({ ref, location });
  }

  private resolve(node: unknown, depth = 0): Node | null {
    if (isAlias(node)) return depth > 16 ? null : this.resolve(this.targets.get(node), depth + 1);
    return (node as Node | null | undefined) ?? null;
  }

  private map(node: unknown): YAMLMap | null {
    const resolved = this.resolve(node);
    return isMap(resolved) ? resolved : null;
  }

  /** Map values that are maps (jobs, services), aliases resolved. */
  private values(map: YAMLMap): YAMLMap[] {
    const out: YAMLMap[] = [];
    const shadowed = shadowedPairs(map);
    for (const [index, pair] of map.items.entries()) {
      if (shadowed.has(index)) continue;
      const value = this.map(pair.value);
      if (value) out.push(value);
    }
    return out;
  }

  /** The value at `key`, aliases resolved, looking into `<<` merges as Compose does. */
  private get(map: YAMLMap, key: string, depth = 0): Node | null {
    // The last of duplicated keys wins.
    for (let i = map.items.length - 1; i >= 0; i--) {
      const pair = map.items[i]!;
      if (isScalar(pair.key) && pair.key.value === key) return this.resolve(pair.value);
    }
    if (depth > 16) return null;
    for (const pair of map.items) {
      if (!isScalar(pair.key) || pair.key.value !== '<<') continue;
      const merged = this.resolve(pair.value);
      const sources = isSeq(merged) ? merged.items.map((item) => this.resolve(item)) : [merged];
      for (const source of sources) {
        if (!isMap(source)) continue;
        const value = this.get(source, key, depth + 1);
        if (value) return value;
      }
    }
    return null;
  }
}

/** The last line that has text, counted as LineCounter does (at '\n'). */
function lastLine(content: string): number {
  const breaks = content.split('\n').length - 1;
  return content.endsWith('\n') ? Math.max(breaks, 1) : breaks + 1;
}

/** Why a value cannot be checked as written, or null when it can. */
function unresolvedReason(ref: string): string | null {
  if (ref.includes('${{')) return 'holds a GitHub Actions expression, known only when the workflow runs';
  if (/\$(?:\{|\(|[A-Za-z_])/.test(ref)) return 'holds a variable, known only where the file is used';
  // Helm, Jinja and similar templates: the value is filled in when the file is rendered.
  if (ref.includes('{{')) return 'holds a template expression, known only when the file is rendered';
  return null;
}
