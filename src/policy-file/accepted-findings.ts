// The findings of one result that a ledger entry can ignore, and which entries do. Pure.

import type { ImageResult } from '../model';
import { matchIgnore, type Finding, type IgnoreEntry, type Ledger } from './ledger';

type ResultFacts = Pick<
  ImageResult,
  'ref' | 'registry' | 'org' | 'image' | 'tag' | 'deprecated' | 'status' | 'advisories' | 'vulnerabilityIds'
>;

/**
 * What a result reports that an entry may accept: `eol` for a deprecated tag, `stale` for a
 * stale pin, each advisory id and each vulnerability id of the digest in use. Errors are never ignorable: a look-up that failed is no finding
 * anyone has seen.
 */
export function acceptableFindings(result: ResultFacts): Finding[] {
  const base = { ref: result.ref, registry: result.registry, org: result.org, image: result.image, tag: result.tag };
  const kinds: string[] = [];
  if (result.deprecated) kinds.push('eol');
  if (result.status === 'stale') kinds.push('stale');
  for (const advisory of result.advisories) if (!kinds.includes(advisory.advisoryId)) kinds.push(advisory.advisoryId);
  // The vulnerability ids of the digest in use: an entry accepts one for the severity gate.
  for (const v of result.vulnerabilityIds ?? []) if (!kinds.includes(v.id)) kinds.push(v.id);
  return kinds.map((kind) => ({ ...base, kind }));
}

const NOTHING_IGNORED: ReadonlyMap<string, IgnoreEntry> = new Map();

/** Each finding of `result` with the entry that ignores it on `today`; findings no entry covers are absent. */
export function ignoredFindings(
  result: ResultFacts,
  ledger: Ledger | null,
  today: string,
): ReadonlyMap<string, IgnoreEntry> {
  // No entry, nothing ignored: nothing made for each of thousands of results.
  if (!ledger || ledger.ignore.length === 0) return NOTHING_IGNORED;
  const ignored = new Map<string, IgnoreEntry>();
  for (const finding of acceptableFindings(result)) {
    const entry = matchIgnore(ledger, finding, today);
    if (entry) ignored.set(finding.kind, entry);
  }
  return ignored;
}
