import type { ImageResult, Verdict } from '../model';
import { resultItem } from './result-item';
import { pinnedReference } from '../findings';
import { vulnerabilitySums } from '../check/judge/vulnerabilities';

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
