// Image references in YAML files (workflows, container actions, Compose, Kubernetes-like, Helm;
// what each gives is in docs/how-it-works.md), each document on its own. Lines come from the
// scalar's own position, so a reference merged into several places is reported once, where written.

import {
  isAlias,
  isMap,
  isScalar,
  isSeq,
  LineCounter,
  parseAllDocuments,
  Scalar,
  type Alias,
  type Document,
  type Node,
  type YAMLMap,
} from 'yaml';
import type { FileProblem, SkippedReference } from '../model';
export type { YamlReader } from './types';
import { actionImage } from './action-yml';
import { interpolateCompose } from './compose-interpolate';
import type { DiscoveryResult, FoundReference, YamlReader } from './types';
import { helmImages, isHelmValuesFile } from './helm-values';
import { isTemplate, restoreTemplate, untemplate, type Untemplated } from './templates';
import { aliasTargets, duplicateKeys, expandedSize, MAX_EXPANDED_NODES, shadowedPairs } from './yaml-bounds';

const CONTAINER_LISTS = new Set(['containers', 'initContainers', 'ephemeralContainers']);
const DOCKER_SCHEME = 'docker://';
// Deeper nesting than this is no manifest; the bound keeps recursion safe on hostile input.
const MAX_DEPTH = 200;

export function scanYaml(file: string, content: string): DiscoveryResult {
  const found: FoundReference[] = [];
  const skipped: SkippedReference[] = [];
  const problems: FileProblem[] = [];
  let lineCounter = new LineCounter();
  // Duplicated keys are read (the last wins) and warned about below, not a parse error (the
  // parser's own check is also quadratic in a mapping's size).
  let docs = parseAllDocuments(content, { lineCounter, prettyErrors: false, uniqueKeys: false });
  let text = content;
  let template: Untemplated | null = null;
  // A file that is YAML as written is read as written, even with `{{ }}` in a string (an alert
  // rule's message); one that is not, and holds template tags, is read without them.
  if (Array.isArray(docs) && docs.some((doc) => doc.errors.length > 0) && isTemplate(content)) {
    template = untemplate(content);
    text = template.text;
    problems.push({
      file,
      line: template.firstLine,
      level: 'warning',
      message:
        'is a template (Helm or Jinja tags): read without its tags, so values built by a tag are not checked; check the rendered output for those',
    });
    lineCounter = new LineCounter();
    // A template's if/else branches both stay once the tags are out, so a key may repeat.
    docs = parseAllDocuments(text, { lineCounter, prettyErrors: false, uniqueKeys: false });
  }
  if (!Array.isArray(docs)) return { found, skipped, problems }; // an empty stream

  for (const doc of docs) {
    const error = doc.errors[0];
    if (error) {
      // A broken document is reported, and the other documents of the file are still read.
      // An error at the end of the text (an unclosed bracket) is put on the last line there is.
      const line = yamlErrorLine(lineCounter, error.pos[0], text);
      const what = template ? 'cannot read the template as YAML without rendering it' : 'cannot parse YAML';
      problems.push({ file, line, message: `${what}: ${error.message}` });
      continue;
    }
    // Aliases and merges are bounded before anything follows them (see yaml-bounds.ts).
    const targets = aliasTargets(doc);
    if (expandedSize(doc, targets) > MAX_EXPANDED_NODES) {
      const line = lineCounter.linePos(doc.range[0]).line;
      problems.push({
        file,
        line,
        message: `not scanned: its aliases and merge keys expand to more than ${MAX_EXPANDED_NODES} nodes`,
      });
      continue;
    }
    if (!template) problems.push(...duplicateKeys(file, doc, lineCounter));
    const reader = new DocumentReader(
      doc,
      file,
      text,
      lineCounter,
      found,
      skipped,
      template?.tags ?? [],
      isHelmValuesFile(file),
      targets,
    );
    reader.read();
  }
  return { found, skipped, problems };
}

class DocumentReader implements YamlReader {
  /** Nodes already reported: one merged into several places is one location. */
  private readonly reported = new Set<Node>();

  constructor(
    private readonly doc: Document,
    private readonly file: string,
    private readonly content: string,
    private readonly lineCounter: LineCounter,
    private readonly found: FoundReference[],
    private readonly skipped: SkippedReference[],
    private readonly templateTags: readonly string[],
    private readonly helmValues: boolean,
    private readonly targets: Map<Alias, Node>,
  ) {}

  read(): void {
    const root = this.resolve(this.doc.contents);
    if (isMap(root)) {
      const jobs = this.map(this.get(root, 'jobs'));
      if (jobs) return this.workflow(jobs);
      if (actionImage(this, root)) return;
      const services = this.map(this.get(root, 'services'));
      if (services) return this.compose(services);
      if (!this.helmValues && this.isComposeV1(root)) return this.compose(root);
    }
    this.kubernetes(root, 0);
    helmImages(this, root, this.helmValues);
  }

  private workflow(jobs: YAMLMap): void {
    for (const job of this.values(jobs)) {
      const container = this.get(job, 'container');
      if (isScalar(container)) this.image(container);
      else if (isMap(container)) this.image(this.get(container, 'image'));
      const services = this.map(this.get(job, 'services'));
      // A service is a map with `image`, or the image as a bare string, as a job container may be.
      if (services) {
        for (const pair of services.items) {
          const service = this.resolve(pair.value);
          if (isScalar(service)) this.image(service);
          else if (isMap(service)) this.image(this.get(service, 'image'));
        }
      }
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

  /**
   * A version 1 Compose file has its services at the top level: every top-level value is a map
   * and one at least has `image` or `build`. (A Kubernetes manifest has string apiVersion and
   * kind; a values file is read as Helm values.)
   */
  private isComposeV1(root: YAMLMap): boolean {
    let service = false;
    for (const pair of root.items) {
      if (isScalar(pair.key) && pair.key.value === '<<') continue;
      const value = this.map(pair.value);
      if (!value) return false;
      if (this.get(value, 'image') !== null || this.get(value, 'build') !== null) service = true;
    }
    return service;
  }

  private compose(services: YAMLMap): void {
    for (const service of this.values(services)) {
      // With `build:`, `image:` names the image Compose builds and tags, not a pulled one.
      if (this.get(service, 'build') !== null) continue;
      const image = this.get(service, 'image');
      if (!isScalar(image) || typeof image.value !== 'string' || image.value === '') {
        this.image(image);
        continue;
      }
      const { value, unresolved } = interpolateCompose(image.value);
      if (unresolved.length > 0) {
        const names = unresolved.join(', ');
        this.skip(
          image.value,
          image,
          `"${image.value}" holds a variable without a default (${names}), known only where the file is used`,
        );
      } else this.report(value, image);
    }
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
          for (const container of this.mapsOf(value)) this.image(this.get(container, 'image'));
        }
        if (key === 'volumes') {
          // Image volumes (Kubernetes 1.31+): the node pulls `image.reference` as an OCI image.
          for (const volume of this.mapsOf(value)) {
            const image = this.map(this.get(volume, 'image'));
            if (image) this.image(this.get(image, 'reference'));
          }
        }
        if (!isAlias(value)) this.kubernetes(value, depth + 1);
      }
    } else if (isSeq(node)) {
      for (const item of node.items) if (!isAlias(item)) this.kubernetes(item as Node | null, depth + 1);
    }
  }

  /** The maps of a list (aliases resolved); none when `node` is no list. */
  private mapsOf(node: unknown): YAMLMap[] {
    const list = this.resolve(node);
    if (!isSeq(list)) return [];
    return list.items.map((item) => this.map(item)).filter((item): item is YAMLMap => item !== null);
  }

  image(node: Node | null): void {
    if (!isScalar(node)) return;
    const { value } = node;
    if (typeof value === 'string' && value !== '') this.report(value, node);
    else if (typeof value === 'number') this.report(node.source ?? String(value), node);
  }

  report(written: string, node: Node): void {
    const ref = restoreTemplate(written, this.templateTags);
    const why = unresolvedReason(ref);
    if (why) return this.skip(ref, node, `"${ref}" ${why}`);
    const location = this.locate(node);
    if (location) this.found.push({ ref, location });
  }

  skip(written: string, node: Node, reason: string): void {
    const location = this.locate(node);
    const ref = restoreTemplate(written, this.templateTags);
    if (location)
      this.skipped.push({ ref, kind: 'unresolved', reason: restoreTemplate(reason, this.templateTags), location });
  }

  /** Where a value is written; null when it was already reported (merged into several places). */
  private locate(node: Node): { file: string; line: number } | null {
    if (this.reported.has(node)) return null;
    this.reported.add(node);
    let offset = node.range?.[0] ?? 0;
    if (isScalar(node) && (node.type === Scalar.BLOCK_FOLDED || node.type === Scalar.BLOCK_LITERAL)) {
      // A block scalar starts at its `>` or `|` header; the reference is on the lines below.
      const header = this.content.indexOf('\n', offset);
      const text = header < 0 ? -1 : this.content.slice(header).search(/\S/);
      if (text >= 0) offset = header + text;
    }
    return { file: this.file, line: this.lineCounter.linePos(offset).line };
  }

  resolve(node: unknown, depth = 0): Node | null {
    if (isAlias(node)) return depth > 16 ? null : this.resolve(this.targets.get(node), depth + 1);
    return (node as Node | null | undefined) ?? null;
  }

  isAlias(node: unknown): boolean {
    return isAlias(node);
  }

  map(node: unknown): YAMLMap | null {
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
  get(map: YAMLMap, key: string, depth = 0): Node | null {
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

/**
 * The line of a YAML parse error at `pos` of `text`: an error at the very end (an unclosed
 * bracket) is put on the last line that has text, counted as LineCounter does (at '\n').
 */
export function yamlErrorLine(lines: LineCounter, pos: number, text: string): number {
  const breaks = text.split('\n').length - 1;
  const last = text.endsWith('\n') ? Math.max(breaks, 1) : breaks + 1;
  return Math.min(lines.linePos(pos).line, last);
}

/** Why a value cannot be checked as written, or null when it can. */
function unresolvedReason(ref: string): string | null {
  if (ref.includes('${{')) return 'holds a GitHub Actions expression, known only when the workflow runs';
  if (/\$(?:\{|\(|[A-Za-z_])/.test(ref)) return 'holds a variable, known only where the file is used';
  // Helm, Jinja and similar templates: the value is filled in when the file is rendered.
  if (ref.includes('{{') || ref.includes('{%'))
    return 'holds a template expression, known only when the file is rendered';
  return null;
}
