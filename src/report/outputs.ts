import type { ImageResult, Verdict } from '../model';
import { isEndingSoon } from '../check/verdict';
import { pinnedReference } from './format';
import { vulnerabilitySums } from '../check/vulnerabilities';

/** One `results` item: the contract's fields in the contract's order, plus `behindSince`. */
export function resultItem(r: ImageResult) {
  return {
    ref: r.ref,
    // Additive: a mirror's reference (registry-map) names the registry's reference it was judged as.
    ...(r.upstream !== undefined ? { upstream: r.upstream } : {}),
    registry: r.registry,
    org: r.org,
    image: r.image,
    tag: r.tag,
    pinnedDigest: r.pinnedDigest,
    digest: r.digest,
    status: r.status,
    deprecated: r.deprecated,
    // Additive: builds of the tag stop within warn-before (a finding; `status` keeps its four values).
    endingSoon: isEndingSoon(r),
    lastUpdate: r.lastUpdate,
    buildsBehind: r.buildsBehind,
    behindSince: r.behindSince,
    // Additive: under min-age, the build a pin moves to (null: the pin is newer than any build old enough).
    ...(r.pullable !== undefined
      ? { pullable: r.pullable && { digest: r.pullable.digest, lastUpdate: r.pullable.lastUpdate } }
      : {}),
    // Additive: under min-age, the tag a pin on an end-of-life tag moves to and its build old enough to pull.
    ...(r.nextTagPullable !== undefined
      ? {
          nextTagPullable: {
            tag: r.nextTagPullable.tag,
            pullable: r.nextTagPullable.pullable && {
              digest: r.nextTagPullable.pullable.digest,
              lastUpdate: r.nextTagPullable.pullable.lastUpdate,
            },
          },
        }
      : {}),
    advisories: r.advisories.map(({ advisoryId, artifactName, updateTime }) => ({
      advisoryId,
      artifactName,
      updateTime,
    })),
    // Organization mode: each names its repository and the commit read, first.
    locations: r.locations.map(({ repository, commit, file, line }) =>
      repository ? { repository, commit, file, line } : { file, line },
    ),
    error: r.error ? { code: r.error.code, reason: r.error.reason, message: r.error.message } : null,
    suggestion: r.suggestion ?? null,
    ignored: r.ignored ? { reason: r.ignored.reason, until: r.ignored.until } : null,
    vulnerabilities: r.vulnerabilities
      ? {
          critical: r.vulnerabilities.critical,
          high: r.vulnerabilities.high,
          medium: r.vulnerabilities.medium,
          low: r.vulnerabilities.low,
          negligible: r.vulnerabilities.negligible,
          unknown: r.vulnerabilities.unknown,
          scanned: r.vulnerabilities.scanned,
          digest: r.vulnerabilities.digest,
        }
      : null,
    fixedByUpdate: r.fixedByUpdate ? r.fixedByUpdate.map(({ id, severity }) => ({ id, severity })) : null,
    // The registry's pull-time policies for the digest in use: null when not consulted, [] when none applies.
    policies: r.policies
      ? r.policies.map(({ policy, mode, result, parameters, waived, why }) => ({
          policy,
          mode,
          result,
          parameters,
          waived: waived && { reason: waived.reason, by: waived.by, at: waived.at },
          // Additive: why it denies, with the numbers the run knows.
          ...(why ? { why } : {}),
        }))
      : null,
    // Additive: where the policies changed the move (to the build that passes), or stopped it.
    ...(r.policyMove
      ? {
          policyMove: {
            tag: r.policyMove.tag,
            blockedBy: r.policyMove.blockedBy,
            to: r.policyMove.to ? { digest: r.policyMove.to.digest, lastUpdate: r.policyMove.to.lastUpdate } : null,
          },
        }
      : {}),
    // Additive: the v1 end-of-life dates, where the platform gives them.
    ...(r.endOfLife
      ? {
          endOfLife: {
            status: r.endOfLife.status,
            supportEnds: r.endOfLife.supportEnds,
            buildsUntil: r.endOfLife.buildsUntil,
          },
        }
      : {}),
  };
}

/** GitHub's limit for one step output. */
export const OUTPUT_LIMIT_BYTES = 1024 * 1024;

/**
 * `JSON.stringify` of the items, or null when that is over `limit` bytes: it stops stringifying
 * there, so thousands of results are not turned into a text only to be dropped.
 */
export function resultsOutput(results: readonly ImageResult[], limit = OUTPUT_LIMIT_BYTES): string | null {
  const items: string[] = [];
  let bytes = 2; // the brackets
  for (const r of results) {
    const item = JSON.stringify(resultItem(r));
    bytes += Buffer.byteLength(item, 'utf8') + (items.length > 0 ? 1 : 0);
    if (bytes > limit) return null;
    items.push(item);
  }
  return `[${items.join(',')}]`;
}

/**
 * The action's outputs, exactly the contract's names (listed in README.md), every value a string.
 * `digests` and `pinned` hold only known digests (`pinned` the digest `update` would write), and `results` is left out, not cut, past
 * GitHub's 1 MB for an output (resultsOutput): nothing in them reads as checked that was not.
 */
export function buildOutputs(
  results: readonly ImageResult[],
  verdict: Verdict,
  updatedFiles: readonly string[] = [],
  /** `min-age` is set: `pinned` holds the builds old enough to pull, as `update` writes them. */
  cooled = false,
): Record<string, string> {
  const digests: Record<string, string> = {};
  const pinned = new Set<string>();
  for (const r of results) {
    if (r.digest) digests[r.ref] = r.digest;
    const pin = pinnedReference(r, cooled);
    if (pin) pinned.add(pin);
  }
  const items = resultsOutput(results);
  return {
    ...(items === null ? {} : { results: items }),
    digests: JSON.stringify(digests),
    pinned: [...pinned].join('\n'),
    'eol-count': String(verdict.counts.eol),
    'stale-count': String(verdict.counts.stale),
    'advisory-count': String(verdict.counts.advisories),
    'error-count': String(verdict.counts.error),
    'denied-count': String(verdict.counts.denied ?? 0),
    failed: verdict.failed ? 'true' : 'false',
    'updated-files': updatedFiles.join('\n'),
    'vulnerability-counts': JSON.stringify(vulnerabilitySums(results)),
  };
}
