import { safeText } from '../auth/secrets';
import { ApiError } from '../http/api-error';
import type { AdvisorySummary, ImageResult, Location, ResultError, Status } from '../model';
import type { Advisory, Tag } from '../platform/schemas';
import type { HistoryRecord } from '../registry/client';

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
}

/** A target whose tag is known (written, or found for its digest). */
export type PlacedTarget = CheckTarget & { tag: string };

/** What the look-ups returned for one target: a value or the error that prevented it. */
export interface Gathered {
  tags: Settled<Tag[]>;
  history: Settled<HistoryRecord[]>;
  advisories: Settled<Advisory[]>;
}
export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

export interface AssessOptions {
  now: Date;
  maxAgeMs: number;
}

/** The error of a result; its text scrubbed of credentials (every one known by now) and control characters. */
export function toResultError(error: unknown): ResultError {
  if (error instanceof ApiError) return { code: error.httpCode, reason: safeText(error.reason), message: safeText(error.message) };
  const message = error instanceof Error ? error.message : String(error);
  return { code: null, reason: 'INTERNAL', message: safeText(message) };
}

/**
 * The verdict for one reference from what the services said. Pure. A result is `ok` only when
 * every look-up it needs succeeded; what is known (deprecated, advisories) is kept even when
 * another look-up failed, so an end-of-life tag still shows next to the error.
 */
export function assess(target: PlacedTarget, gathered: Gathered, options: AssessOptions): ImageResult {
  const errors: ResultError[] = [];
  const result: ImageResult = {
    ref: target.ref,
    registry: target.registry,
    org: target.org,
    image: target.image,
    tag: target.tag,
    pinnedDigest: target.pinnedDigest,
    digest: null,
    status: 'ok',
    deprecated: false,
    lastUpdate: null,
    buildsBehind: null,
    behindSince: null,
    advisories: [],
    locations: target.locations,
    error: null,
  };

  if (gathered.tags.ok) {
    const tag = gathered.tags.value.find((t) => t.name === target.tag);
    const builds = gathered.history.ok ? gathered.history.value : null;
    if (tag && builds && builds.length > 0 && !builds.some((r) => r.digest === tag.digest)) {
      // The repo's tag is at a digest the registry never built for this reference: another
      // organization's repo of the same name. Its end-of-life flag is not this image's.
      errors.push({
        code: null,
        reason: 'REPO_MISMATCH',
        message: `the repo found for ${target.registry}/${target.org}/${target.image} lists ${target.tag} at ${tag.digest}, which is no build of the registry's ${target.org}/${target.image}:${target.tag}: it is another organization's repo of that name; set the group input to the uid of the organization group that holds ${target.org}/${target.image} (README, "Which repo")`,
      });
    } else if (tag) result.deprecated = tag.deprecated;
    else errors.push({ code: null, reason: 'TAG_NOT_FOUND', message: `tag "${target.tag}" does not exist in ${target.registry}/${target.org}/${target.image}` });
  } else {
    errors.push(toResultError(gathered.tags.error));
  }

  if (gathered.advisories.ok) result.advisories = summarizeAdvisories(gathered.advisories.value, target.image);
  else errors.push(toResultError(gathered.advisories.error));

  if (gathered.history.ok) {
    const history = gathered.history.value;
    const newest = history[history.length - 1];
    if (newest) {
      result.digest = newest.digest;
      result.lastUpdate = newest.updateTimestamp;
      const pin = placePin(target, history);
      if ('error' in pin) errors.push(pin.error);
      else ({ buildsBehind: result.buildsBehind, behindSince: result.behindSince } = pin);
    } else if (!errors.some((e) => e.reason === 'TAG_NOT_FOUND')) {
      errors.push({ code: null, reason: 'EMPTY_HISTORY', message: `the registry has no builds of ${target.registry}/${target.org}/${target.image}:${target.tag}` });
    }
  } else if (!errors.some((e) => e.reason === 'TAG_NOT_FOUND')) {
    // A tag the listing does not know fails its history too; one message is enough.
    errors.push(toResultError(gathered.history.error));
  }

  result.error = mergeErrors(errors);
  result.status = statusOf(result, options);
  return result;
}

/** Where a pinned digest sits in its tag's history: builds after it, and since when. */
function placePin(target: PlacedTarget, history: HistoryRecord[]): { buildsBehind: number; behindSince: string | null } | { error: ResultError } {
  if (!target.pinnedDigest) return { buildsBehind: 0, behindSince: null };
  const index = history.findIndex((r) => r.digest === target.pinnedDigest);
  if (index < 0) {
    return {
      error: {
        code: null,
        reason: 'DIGEST_NOT_IN_HISTORY',
        message: `pinned digest ${target.pinnedDigest} was never a build of ${target.registry}/${target.org}/${target.image}:${target.tag} (${history.length} builds since ${history[0]!.updateTimestamp})`,
      },
    };
  }
  const next = history[index + 1];
  return { buildsBehind: history.length - 1 - index, behindSince: next ? next.updateTimestamp : null };
}

/**
 * A digest-only reference whose tag could not be found: an error, never judged against a tag it
 * does not belong to. What is known of the image (its advisories) is kept.
 */
export function unplaced(target: CheckTarget, error: unknown, advisories: Settled<Advisory[]>): ImageResult {
  const errors = [toResultError(error)];
  if (!advisories.ok) errors.push(toResultError(advisories.error));
  return {
    ref: target.ref,
    registry: target.registry,
    org: target.org,
    image: target.image,
    tag: '',
    pinnedDigest: target.pinnedDigest,
    digest: null,
    status: 'error',
    deprecated: false,
    lastUpdate: null,
    buildsBehind: null,
    behindSince: null,
    advisories: advisories.ok ? summarizeAdvisories(advisories.value, target.image) : [],
    locations: target.locations,
    error: mergeErrors(errors),
  };
}

function statusOf(result: ImageResult, options: AssessOptions): Status {
  if (result.error) return 'error';
  if (result.deprecated) return 'eol';
  if (result.behindSince && options.now.getTime() - Date.parse(result.behindSince) > options.maxAgeMs) return 'stale';
  return 'ok';
}

function summarizeAdvisories(advisories: Advisory[], image: string): AdvisorySummary[] {
  const seen = new Set<string>();
  return advisories
    .filter((a) => a.artifactName === image && !seen.has(a.advisoryId) && seen.add(a.advisoryId))
    .map(({ advisoryId, artifactName, updateTime }) => ({ advisoryId: safeText(advisoryId), artifactName: safeText(artifactName), updateTime }));
}

function mergeErrors(errors: ResultError[]): ResultError | null {
  const [first, ...rest] = errors;
  if (!first) return null;
  if (rest.length === 0) return first;
  return { ...first, message: `${first.message}; also: ${rest.map((e) => e.message).join('; ')}` };
}
