// A mirror's reference as the user wrote it: its repository, and references of the upstream's
// repository (suggestions, pins) in that form. Pure.

import { formatReference, parseReference } from './reference';

/** The repository of a reference as written (no tag, no digest); null when it does not parse. */
export function repositoryOf(ref: string): string | null {
  try {
    return formatReference({ ...parseReference(ref), tag: null, digest: null });
  } catch {
    return null;
  }
}

/**
 * `reference`, a reference of the upstream's repository (a suggestion, a pin), in the mirror's
 * form the user wrote: the upstream repository replaced by the written one. Unchanged when it is
 * of another repository.
 */
export function inMirrorForm(reference: string, written: string, upstream: string): string {
  const from = repositoryOf(upstream);
  const to = repositoryOf(written);
  if (from === null || to === null) return reference;
  const rest = reference.slice(from.length);
  if (!reference.startsWith(from) || !(rest === '' || rest.startsWith(':') || rest.startsWith('@'))) return reference;
  return to + rest;
}
