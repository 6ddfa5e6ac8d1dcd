// Mirrors and pull-through caches of the registry (the `registry-map` input): a reference under a
// mirror's prefix is judged as the same reference on the registry (refs/mirror-form.ts shows it
// as written). Pure; imports only its error (errors.ts), so the inputs are read with it (config.ts).

import { RegistryMapError } from './errors';

/** One `prefix=upstream` pair, each without a trailing `/`; `key` is the prefix lower-cased (hosts are case-free, paths lowercase). */
interface MirrorPair {
  prefix: string;
  upstream: string;
  key: string;
}

/** The pairs, longest prefix first: the first that matches is the most specific. */
export type RegistryMap = readonly MirrorPair[];

/** A reference under a mirror: what it is judged as. */
interface Mapped {
  upstream: string;
  pair: MirrorPair;
}

// Lowercase, no separators: a prefix or upstream no reference's path could hold is refused up
// front (the reference grammar itself judges the mapped references, refs/reference.ts).
const PATH_COMPONENT = /^[a-z0-9][a-z0-9._-]*$/;
const EXAMPLE = 'us-docker.pkg.dev/acme/cgr/=cgr.dev/';

/**
 * The pairs of a `registry-map` value: newline- or comma-separated `prefix=upstream`, blank
 * entries and `#` comments ignored. Every upstream must be on `registry`.
 */
export function parseRegistryMap(value: string, registry: string): RegistryMap {
  const entries = value
    .split(/\r?\n/)
    .map((line) => line.replace(/(^|\s)#.*$/, ''))
    .flatMap((line) => line.split(','))
    .map((entry) => entry.trim())
    .filter(Boolean);
  const pairs = entries.map((entry) => parsePair(entry, registry));
  const seen = new Set<string>();
  for (const pair of pairs) {
    if (seen.has(pair.key)) throw new RegistryMapError('Name each prefix once', `"${pair.prefix}" is mapped twice`);
    seen.add(pair.key);
  }
  return pairs.sort((a, b) => b.key.length - a.key.length);
}

function parsePair(entry: string, registry: string): MirrorPair {
  const eq = entry.indexOf('=');
  if (eq < 0)
    throw new RegistryMapError(`Write each pair as prefix=upstream, e.g. ${EXAMPLE}`, `"${entry}" has no "="`);
  const prefix = entry.slice(0, eq).trim().replace(/\/+$/, '');
  const upstream = entry
    .slice(eq + 1)
    .trim()
    .replace(/\/+$/, '');
  if (prefix === '' || upstream === '')
    throw new RegistryMapError(
      `Write each pair as prefix=upstream, e.g. ${EXAMPLE}`,
      `"${entry}" has an empty ${prefix === '' ? 'prefix' : 'upstream'}`,
    );
  const [upstreamHost, ...upstreamPath] = upstream.split('/');
  if (upstreamHost!.toLowerCase() !== registry)
    throw new RegistryMapError(
      `Map mirrors to the registry checked, e.g. ${EXAMPLE.replace('cgr.dev', registry)}`,
      `the upstream "${upstream}" of "${entry}" is not on ${registry}`,
    );
  const [, ...prefixPath] = prefix.split('/');
  for (const component of [...prefixPath, ...upstreamPath])
    if (!PATH_COMPONENT.test(component))
      throw new RegistryMapError(
        `Write the prefix and upstream as a host and repository path, e.g. ${EXAMPLE}`,
        `"${component}" in "${entry}" is no lowercase path component`,
      );
  return { prefix, upstream, key: prefix.toLowerCase() };
}

/**
 * What `ref` is judged as, or null when it is under no prefix. A prefix matches whole path
 * components only (`acme/cgr` is not a prefix of `acme/cgrx/...`); a prefix with a path may also
 * be a whole repository, followed by its tag or digest.
 */
export function mapReference(ref: string, map: RegistryMap): Mapped | null {
  const lower = ref.toLowerCase();
  for (const pair of map) {
    if (!lower.startsWith(pair.key)) continue;
    const next = ref.charAt(pair.key.length);
    const boundary = next === '' || next === '/' || (pair.key.includes('/') && (next === ':' || next === '@'));
    if (boundary) return { upstream: pair.upstream + ref.slice(pair.key.length), pair };
  }
  return null;
}
