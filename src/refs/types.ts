// Types shared by discovery (discover.ts) and the per-format scanners (dockerfile.ts,
// yaml-files.ts and its readers): a module that imports no scanner, so none imports another
// for a type (Renovate's manager/types.ts).
import type { Node, YAMLMap } from 'yaml';
import type { FileProblem, Location, SkippedReference } from '../model';

/** A reference as written in a file, at the 1-based line where the reference is. */
export interface FoundReference {
  ref: string;
  location: Location;
}

export interface DiscoveryResult {
  found: FoundReference[];
  /** References that cannot be checked as written (kind 'unresolved': a variable). */
  skipped: SkippedReference[];
  /** Files that could not be read or parsed; the others were scanned. */
  problems: FileProblem[];
  /** `files` globs (as written) that selected no file: not an error, but worth saying. */
  unmatchedGlobs?: string[];
  /** Files the globs selected that are of no kind scanned (not a Dockerfile or YAML): said, not silently passed over. */
  unscanned?: string[];
}

/** What the format readers of other modules (helm-values.ts, action-yml.ts) use of a document. */
export interface YamlReader {
  resolve(node: unknown): Node | null;
  isAlias(node: unknown): boolean;
  map(node: unknown): YAMLMap | null;
  get(map: YAMLMap, key: string): Node | null;
  /** An `image:` value: a string scalar is a reference; empty or other shapes are ignored. */
  image(node: Node | null): void;
  /** A reference written at `node` (skipped as unresolved when it holds a variable or template). */
  report(ref: string, node: Node): void;
  /** A value at `node` that cannot be checked as written, and why. */
  skip(ref: string, node: Node, reason: string): void;
}
