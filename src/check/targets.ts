import type { Location, SkippedReference } from '../model';
import { InvalidReferenceError, parseReference, registryOf, splitPath } from '../refs/reference';
import type { FoundReference } from '../refs/discover';
import { InputError, messageOf } from '../errors';
import type { CheckTarget } from './assess';

export const DEFAULT_TAG = 'latest';

export interface TargetSet {
  targets: CheckTarget[];
  /** References on other registries, or not naming an image on this one. */
  skipped: SkippedReference[];
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
): TargetSet {
  const byRef = new Map<string, CheckTarget>();
  const skipped: SkippedReference[] = [];
  const consider = (ref: string, location: Location | undefined, fromInput: boolean) => {
    const existing = byRef.get(ref);
    if (existing) {
      if (location) existing.locations.push(location);
      return;
    }
    let parsed;
    try {
      parsed = parseReference(ref);
    } catch (error) {
      if (fromInput && error instanceof InvalidReferenceError) throw new InputError('images', error.message);
      skipped.push({ ref, kind: 'invalid', reason: messageOf(error), location });
      return;
    }
    const host = registryOf(parsed).toLowerCase();
    if (host !== registry) {
      skipped.push({ ref, kind: 'other-registry', reason: `other registry (${host})`, location });
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
      // A digest alone names a build, not a tag: the engine finds its tag (check/placement.ts).
      tag: parsed.tag ?? (parsed.digest ? null : DEFAULT_TAG),
      pinnedDigest: parsed.digest,
      locations: location ? [location] : [],
    });
  };
  // The same input line twice is one reference (it has no location to tell the two apart).
  for (const ref of new Set(inputRefs)) consider(ref, undefined, true);
  for (const { ref, location } of found) consider(ref, location, false);
  return { targets: [...byRef.values()], skipped };
}
