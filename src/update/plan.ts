// Which references to rewrite, and to what. Pure: from the `results` items to a list of edits
// per file and line. The new text keeps the reference's own form: only the tag and/or the digest
// change, the registry and path stay as written.

import type { UpdateMode } from '../config';
import { moveDigestOf, type Location, type PullableBuild } from '../model';
import { formatReference, parsedOrNull, type ParsedReference } from '../refs/reference';
import type { LineEdit } from './rewrite';
import { ACTION_WORDS, type Words } from '../words';

/** The fields of a `results` item the plan reads. */
export interface UpdateCandidate {
  /** The reference as written (after Dockerfile ARG substitution). */
  ref: string;
  pinnedDigest: string | null;
  /** Current digest of the tag. */
  digest: string | null;
  /** Under min-age: the build a pin moves to (model.ts moveDigestOf); absent: the current digest. */
  pullable?: PullableBuild | null;
  /** Under min-age, for a pin on an end-of-life tag: the tag it moves to and that tag's build old enough to pull. */
  nextTagPullable?: { tag: string; pullable: PullableBuild | null; error?: string };
  deprecated: boolean;
  buildsBehind: number | null;
  locations: Location[];
  /** The `results` item's suggestion: for an end-of-life tag the reference to move to. */
  suggestion: string | null;
  /** What moving a pin to the current digest fixes, in one line (check/judge/vulnerabilities.ts fixLine), or null. */
  fixes?: string | null;
  /** The registry's policies decided the move: a refused pin moves to `to` (an older build, when only it passes). */
  policyMove?: { to?: PullableBuild } | undefined;
  /** Signatures decided the move: a pin nobody signed moves to the newest signed build, even one older than the pin. */
  signatureMove?: { to?: PullableBuild } | undefined;
  /** Why the reference could not be checked, when it could not: said when the pin is left alone. */
  error?: { message: string } | null;
}

export interface UpdateEdit extends LineEdit {
  file: string;
  kind: 'pin' | 'eol';
  /** For a pin moved to the current digest: what it fixes, in one line. */
  fixes?: string;
}

/** A reference that is not rewritten, and why. */
export interface LeftAlone {
  ref: string;
  file: string;
  line: number;
  reason: string;
}

export interface UpdatePlan {
  edits: UpdateEdit[];
  leftAlone: LeftAlone[];
}

const parse = parsedOrNull;

/**
 * The edits for `mode`:
 *   - `pins`: every pinned reference whose pin is behind its tag (buildsBehind > 0, stale or
 *     not) moves to the tag's current digest (under min-age: its newest build at least that old);
 *   - `eol`: every end-of-life tag moves to its suggestion; a pinned reference keeps its pin,
 *     at the new tag's current digest, under min-age its newest build at least that old (from
 *     the suggestion; without it, left alone, saying why);
 *   - `all`: both; an end-of-life tag that can move does so instead of a pin bump.
 * References from the `images` input have no location and are not edited.
 */
export function planUpdates(
  results: readonly UpdateCandidate[],
  mode: UpdateMode,
  words: Words = ACTION_WORDS,
): UpdatePlan {
  const plan: UpdatePlan = { edits: [], leftAlone: [] };
  if (mode === 'none') return plan;
  for (const result of results) {
    if (result.locations.length === 0) continue;
    const written = parse(result.ref);
    const leave = (reason: string) => {
      for (const { file, line } of result.locations) plan.leftAlone.push({ ref: result.ref, file, line, reason });
    };
    const edit = (kind: UpdateEdit['kind'], to: ParsedReference) => {
      const fixes = kind === 'pin' && result.fixes ? { fixes: result.fixes } : {};
      for (const { file, line } of result.locations)
        plan.edits.push({ file, line, from: result.ref, to: formatReference(to), kind, ...fixes });
    };
    if (!written) continue; // not a reference the check knew; nothing to rewrite

    if ((mode === 'eol' || mode === 'all') && result.deprecated) {
      const next = result.suggestion ? parse(result.suggestion) : null;
      const cooled = written.digest !== null ? result.nextTagPullable : undefined;
      if (!next && cooled && cooled.pullable === null) {
        leave(cooledReason(cooled, words));
      } else if (!next || next.tag === null) {
        leave('end of life, and no maintained tag of the same variant to move to');
      } else if (written.digest !== null && next.digest === null) {
        leave(`end of life; the current digest of ${next.tag} is not known, so the pin cannot move with it`);
      } else {
        edit('eol', { ...written, tag: next.tag, digest: written.digest === null ? null : next.digest });
        continue;
      }
    }

    if ((mode === 'pins' || mode === 'all') && written.digest !== null) {
      if (result.digest === null || result.buildsBehind === null)
        // Said with the look-up's error, which names the credential to set: never a quiet skip.
        leave(
          result.error
            ? `the tag's current digest is not known: ${result.error.message}`
            : "the tag's current digest is not known",
        );
      else {
        // Under min-age the newest build old enough to pull, never one older than the pin (null then).
        const to = moveDigestOf(result);
        // A pin the registry refuses, or nobody signed, moves to the build that passes, even one older than the pin.
        const refused = result.policyMove?.to !== undefined || result.signatureMove?.to !== undefined;
        if ((result.buildsBehind > 0 || refused) && to !== null && to !== written.digest)
          edit('pin', { ...written, digest: to });
      }
    }
  }
  return plan;
}

/** Why a pin on an end-of-life tag does not move under min-age: the tag it would move to has no build old enough. */
function cooledReason(move: { tag: string; error?: string }, words: Words): string {
  const minAge = words.name('min-age');
  return move.error
    ? `end of life; the builds of ${move.tag} could not be read (${move.error}), so none is known to be at least ${minAge} old: the pin is not moved`
    : `end of life; ${move.tag} has no build at least ${minAge} old yet (the registry's cooldown), so the pin is not moved to it`;
}
