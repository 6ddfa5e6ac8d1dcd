import { safeText } from '../../secrets';
import { ACTION_WORDS, type Words } from '../../words';
import { LookupError, messageOf } from '../../errors';
import type { AdvisorySummary, ImageResult, Location, ResultError, Status } from '../../model';
import type { Advisory, Tag } from '../../platform/schemas';
import type { HistoryWalk } from '../../registry/history-walk';
import type { Settled } from '../../settle';

/** One distinct reference to check, with every place it was found. */
export interface CheckTarget {
  ref: string;
  registry: string;
  org: string;
  image: string;
  /**
   * The tag to look up: as written, `latest` when the reference has neither tag nor digest, and
   * null for a digest-only reference until the engine has placed the digest in its tag.
   */
  tag: string | null;
  pinnedDigest: string | null;
  locations: Location[];
  /** For a mirror's reference (`registry-map`): the registry's reference it is judged as; `ref` stays as written. */
  upstream?: string;
}

/** A target whose tag is known (written, or found for its digest). */
export type PlacedTarget = CheckTarget & { tag: string };

/** What the look-ups returned for one target: a value or the error that prevented it. */
export interface Gathered {
  tags: Settled<Tag[]>;
  /**
   * What the registry says of the tag: its builds from the newest back to the pin. None: an
   * unpinned reference, answered by the tag listing alone (its `digest` and `updateTime` are the
   * current build).
   */
  walk?: Settled<HistoryWalk>;
  advisories: Settled<Advisory[]>;
}
export type { Settled } from '../../settle';

export interface AssessOptions {
  now: Date;
  maxAgeMs: number;
  /** The shell's names for the settings a message tells to change (the action's by default). */
  words?: Words;
}

/** The error of a result; its text scrubbed of credentials (every one known by now) and control characters. */
export function toResultError(error: unknown): ResultError {
  if (error instanceof LookupError)
    return { code: error.httpCode, reason: safeText(error.reason), message: safeText(error.message) };
  const message = messageOf(error);
  return { code: null, reason: 'INTERNAL', message: safeText(message) };
}

/**
 * The verdict for one reference from what the services said. Pure. A result is `ok` only when
 * every look-up it needs succeeded; what is known (deprecated, advisories) is kept even when
 * another look-up failed, so an end-of-life tag still shows next to the error.
 */
export function assess(target: PlacedTarget, gathered: Gathered, options: AssessOptions): ImageResult {
  const errors: ResultError[] = [];
  // Everything unknown until a look-up says otherwise.
  const result: ImageResult = { ...unchecked(target, []), status: 'ok' };

  const listed = gathered.tags.ok ? gathered.tags.value.find((t) => t.name === target.tag) : undefined;
  const { walk } = gathered;

  if (gathered.tags.ok) {
    const registry = walk?.ok ? walk.value : null;
    if (
      listed &&
      registry &&
      registry.kind !== 'empty' &&
      listed.digest !== registry.newest.digest &&
      !registry.watched
    ) {
      // The repo's tag is at a digest the registry never built for this reference: another
      // organization's repo of that name. Its end-of-life flag is not this image's.
      errors.push({
        code: null,
        reason: 'REPO_MISMATCH',
        message: `the repo found for ${target.registry}/${target.org}/${target.image} lists ${target.tag} at ${listed.digest}, which is no build of the registry's ${target.org}/${target.image}:${target.tag}: it is another organization's repo of that name; set ${(options.words ?? ACTION_WORDS).the('group')} to the uid of the organization group that holds ${target.org}/${target.image} (README, "Which repo")`,
      });
    } else if (listed) result.deprecated = listed.deprecated;
    else
      errors.push({
        code: null,
        reason: 'TAG_NOT_FOUND',
        message: `tag "${target.tag}" does not exist in ${target.registry}/${target.org}/${target.image}`,
      });
  } else {
    errors.push(toResultError(gathered.tags.error));
  }

  if (gathered.advisories.ok) result.advisories = summarizeAdvisories(gathered.advisories.value, target.image);
  else errors.push(toResultError(gathered.advisories.error));

  const tagMissing = errors.some((e) => e.reason === 'TAG_NOT_FOUND');
  if (!walk) {
    // Unpinned: the listing's tag is the current build.
    if (listed) {
      result.digest = listed.digest;
      result.lastUpdate = listed.updateTime ?? null;
      result.buildsBehind = 0;
    }
  } else if (walk.ok) {
    const found = walk.value;
    if (found.kind !== 'empty') {
      result.digest = found.newest.digest;
      result.lastUpdate = found.newest.updateTimestamp;
      const pin = placePin(target, found);
      if ('error' in pin) errors.push(pin.error);
      else ({ buildsBehind: result.buildsBehind, behindSince: result.behindSince } = pin);
      if (found.kind === 'placed' && found.pullable !== undefined)
        result.pullable = found.pullable && {
          digest: found.pullable.digest,
          lastUpdate: found.pullable.updateTimestamp,
        };
    } else if (!tagMissing) {
      errors.push({
        code: null,
        reason: 'EMPTY_HISTORY',
        message: `the registry has no builds of ${target.registry}/${target.org}/${target.image}:${target.tag}`,
      });
    }
  } else if (!tagMissing) {
    // A tag the listing does not know fails its history too; one message is enough.
    errors.push(toResultError(walk.error));
  }

  result.error = mergeErrors(errors);
  result.status = statusOf(result, options);
  return result;
}

/** Where a pinned digest sits in its tag's history: builds after it, and since when. */
function placePin(
  target: PlacedTarget,
  walk: Exclude<HistoryWalk, { kind: 'empty' }>,
): { buildsBehind: number; behindSince: string | null } | { error: ResultError } {
  if (!target.pinnedDigest || walk.kind === 'newest') return { buildsBehind: 0, behindSince: null };
  if (walk.kind === 'absent') {
    return {
      error: {
        code: null,
        reason: 'DIGEST_NOT_IN_HISTORY',
        message: `pinned digest ${target.pinnedDigest} was never a build of ${target.registry}/${target.org}/${target.image}:${target.tag} (${walk.builds} builds since ${walk.oldest})`,
      },
    };
  }
  return { buildsBehind: walk.buildsBehind, behindSince: walk.behindSince };
}

/**
 * A digest-only reference whose tag could not be found: an error, never judged against a tag it
 * does not belong to. What is known of the image (its advisories) is kept.
 */
export function unplaced(target: CheckTarget, error: unknown, advisories: Settled<Advisory[]>): ImageResult {
  const errors = [toResultError(error)];
  if (!advisories.ok) errors.push(toResultError(advisories.error));
  return {
    ...unchecked(target, errors),
    tag: null,
    advisories: advisories.ok ? summarizeAdvisories(advisories.value, target.image) : [],
  };
}

/** A reference nothing could be learnt about (the services could not be reached at all): an error. */
export function unchecked(target: CheckTarget, errors: ResultError[]): ImageResult {
  return {
    ref: target.ref,
    registry: target.registry,
    org: target.org,
    image: target.image,
    tag: target.tag,
    pinnedDigest: target.pinnedDigest,
    digest: null,
    status: 'error',
    deprecated: false,
    lastUpdate: null,
    buildsBehind: null,
    behindSince: null,
    advisories: [],
    locations: target.locations,
    error: mergeErrors(errors),
    ...(target.upstream !== undefined ? { upstream: target.upstream } : {}),
  };
}

function statusOf(result: ImageResult, options: AssessOptions): Status {
  if (result.error) return 'error';
  if (result.deprecated) return 'eol';
  if (result.behindSince && options.now.getTime() - Date.parse(result.behindSince) > options.maxAgeMs) return 'stale';
  return 'ok';
}

/**
 * The advisories listed for `image`, once per id (the listing may hold other images' and repeats).
 * Made once per listing and image, and shared (frozen) by every result of the image: the engine
 * hands all of them the same listing, and thousands of results each had a copy. The text was
 * scrubbed when the listing arrived (platform/client.ts), and is again here, at its first use.
 */
export function summarizeAdvisories(advisories: Advisory[], image: string): AdvisorySummary[] {
  let byImage = summaries.get(advisories);
  if (!byImage) summaries.set(advisories, (byImage = new Map<string, AdvisorySummary[]>()));
  let summary = byImage.get(image);
  if (!summary) {
    const seen = new Set<string>();
    summary = advisories
      .filter((a) => a.artifactName === image && !seen.has(a.advisoryId) && seen.add(a.advisoryId))
      .map(({ advisoryId, artifactName, updateTime }) =>
        Object.freeze({ advisoryId: safeText(advisoryId), artifactName: safeText(artifactName), updateTime }),
      );
    byImage.set(image, Object.freeze(summary) as AdvisorySummary[]);
  }
  return summary;
}
const summaries = new WeakMap<Advisory[], Map<string, AdvisorySummary[]>>();

function mergeErrors(errors: ResultError[]): ResultError | null {
  const [first, ...rest] = errors;
  if (!first) return null;
  if (rest.length === 0) return first;
  return { ...first, message: `${first.message}; also: ${rest.map((e) => e.message).join('; ')}` };
}
