import type { Location, SkippedReference } from '../model';
import { parseReference, registryOf, splitPath } from '../refs/reference';
import type { FoundReference } from '../refs/discover';
import { InputError, messageOf, InvalidReferenceError } from '../errors';
import type { CheckTarget } from './judge/assess';
import { mapReference, type RegistryMap } from '../registry-map';

const DEFAULT_TAG = 'latest';

interface TargetSet {
  targets: CheckTarget[];
  /** References on other registries, or not naming an image on this one. */
  skipped: SkippedReference[];
  /** References on other hosts whose path looks like one of the registry's (a mirror `registry-map` would check). */
  lookalikes: Lookalike[];
}

/** A reference on another host that looks like the registry's behind a mirror, with the pair that would check it. */
export interface Lookalike {
  ref: string;
  location?: Location;
  /** `prefix=upstream`, e.g. `us-docker.pkg.dev/acme/cgr=cgr.dev`. */
  pair: string;
}

/**
 * Distinct references to check, each with every place it was found. Input references must
 * parse (an invalid one fails the run before any request); references found in files arrive
 * raw from discovery, and an invalid one is skipped with its reason and line. Only references
 * on `registry` are checked; the rest are counted.
 */
export function buildTargets(
  inputRefs: readonly string[],
  found: readonly FoundReference[],
  registry: string,
  map: RegistryMap = [],
): TargetSet {
  const byRef = new Map<string, CheckTarget>();
  const skipped: SkippedReference[] = [];
  const others: { ref: string; location?: Location; domain: string | null; path: string }[] = [];
  const consider = (ref: string, location: Location | undefined, fromInput: boolean) => {
    const existing = byRef.get(ref);
    if (existing) {
      if (location) existing.locations.push(location);
      return;
    }
    // A mirror's reference is judged as its upstream one; the written form stays for the user.
    const mapped = mapReference(ref, map);
    const judged = mapped?.upstream ?? ref;
    let parsed;
    try {
      parsed = parseReference(judged);
    } catch (error) {
      if (fromInput && error instanceof InvalidReferenceError) throw new InputError('images', error.message);
      skipped.push({ ref, kind: 'invalid', reason: messageOf(error), location });
      return;
    }
    const host = registryOf(parsed).toLowerCase();
    if (host !== registry) {
      skipped.push({ ref, kind: 'other-registry', reason: `other registry (${host})`, location });
      others.push({ ref, location, domain: parsed.domain, path: parsed.path });
      return;
    }
    const { org, image } = splitPath(parsed.path);
    if (!org || !image) {
      const message = `"${ref}" does not name an image: ${registry} references have the form ${registry}/<organization>/<image>[:tag][@digest]`;
      if (fromInput) throw new InputError('images', message);
      skipped.push({ ref, kind: 'not-an-image', reason: message, location });
      return;
    }
    byRef.set(ref, {
      ref,
      registry,
      org,
      image,
      // A digest alone names a build, not a tag: the engine finds its tag (check/judge/placement.ts).
      tag: parsed.tag ?? (parsed.digest ? null : DEFAULT_TAG),
      pinnedDigest: parsed.digest,
      locations: location ? [location] : [],
      ...(mapped ? { upstream: mapped.upstream } : {}),
    });
  };
  // The same input line twice is one reference (it has no location to tell the two apart).
  for (const ref of new Set(inputRefs)) consider(ref, undefined, true);
  for (const { ref, location } of found) consider(ref, location, false);
  const targets = [...byRef.values()];
  const orgs = new Set(['chainguard', ...targets.map((t) => t.org)]);
  const lookalikes = others.flatMap(({ ref, location, domain, path }) => {
    const pair = mirrorPairOf(domain, path, registry, orgs);
    return pair ? [{ ref, pair, ...(location ? { location } : {}) }] : [];
  });
  return { targets, skipped, lookalikes };
}

/**
 * The pair that would map a path on another host to the registry, when it reads as one of the
 * registry's behind a mirror's prefix: a component that is the registry's host or an organization
 * seen on it (`chainguard`), followed by an image. Null otherwise.
 */
function mirrorPairOf(domain: string | null, path: string, registry: string, orgs: ReadonlySet<string>): string | null {
  const parts = path.split('/');
  const at = parts.findIndex((part, i) => i < parts.length - 1 && (part === registry || orgs.has(part)));
  if (at < 0) return null;
  const before = parts.slice(0, parts[at] === registry ? at + 1 : at);
  const prefix = [...(domain === null ? [] : [domain]), ...before].join('/');
  return prefix === '' ? null : `${prefix}=${registry}`;
}
