// What the dashboard lists, in the order it lists it: each result in the one section that is most
// urgent for it, sorted by a total order so that the same findings always give the same text.
import { isEndOfLife, isEndingSoon, isIgnored } from '../findings';
import { isFileError, type FileProblem, type ImageResult, type Location } from '../model';
import type { UnreadRepository } from '../org/types';

export type SectionKind = 'eol' | 'ending' | 'stale' | 'unchecked';

/** The sections, most urgent first. */
export const SECTION_ORDER: readonly SectionKind[] = ['eol', 'ending', 'stale', 'unchecked'];

/** One thing to act on: an image reference, a repository not read, a file not read, a run-level gap. */
export type Entry =
  | { kind: 'result'; section: SectionKind; result: ImageResult }
  | { kind: 'unread'; section: 'unchecked'; unread: UnreadRepository }
  | { kind: 'problem'; section: 'unchecked'; problem: FileProblem }
  | { kind: 'coverage'; section: 'unchecked'; message: string };

/** The section of a result, or null when it asks for nothing (current, or a pin within max-age). */
function sectionOf(result: ImageResult): SectionKind | null {
  if (isEndOfLife(result)) return 'eol';
  if (result.status === 'error') return 'unchecked';
  if (isEndingSoon(result)) return 'ending';
  if (result.status === 'stale') return 'stale';
  return null;
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** Times ascending (the nearest first), unknown or unreadable ones last. */
function compareDates(a: string | null | undefined, b: string | null | undefined): number {
  const ta = a ? Date.parse(a) : NaN;
  const tb = b ? Date.parse(b) : NaN;
  if (Number.isNaN(ta) || Number.isNaN(tb)) return Number.isNaN(ta) ? (Number.isNaN(tb) ? 0 : 1) : -1;
  return ta - tb;
}

/** Places in other repositories and files count as more urgent: more to move. */
const placeCount = (r: ImageResult) => r.locations.length;
const fixedOf = (r: ImageResult, severity: string) =>
  (r.fixedByUpdate ?? []).filter((v) => v.severity === severity).length;
const accepted = (r: ImageResult, kind: string) => (isIgnored(r, kind) ? 1 : 0);

/** Within a section: what is not accepted by a policy first, then the section's own urgency, then the reference. */
const ORDER: Record<SectionKind, (a: ImageResult, b: ImageResult) => number> = {
  eol: (a, b) =>
    accepted(a, 'eol') - accepted(b, 'eol') ||
    compareDates(a.endOfLife?.buildsUntil, b.endOfLife?.buildsUntil) ||
    placeCount(b) - placeCount(a),
  ending: (a, b) => compareDates(a.endOfLife?.buildsUntil, b.endOfLife?.buildsUntil) || placeCount(b) - placeCount(a),
  stale: (a, b) =>
    accepted(a, 'stale') - accepted(b, 'stale') ||
    fixedOf(b, 'critical') - fixedOf(a, 'critical') ||
    fixedOf(b, 'high') - fixedOf(a, 'high') ||
    (b.buildsBehind ?? -1) - (a.buildsBehind ?? -1) ||
    placeCount(b) - placeCount(a),
  unchecked: (a, b) => placeCount(b) - placeCount(a),
};

/** A total order on results: the same set of results sorts the same way whatever order the run made them in. */
const tieBreak = (a: ImageResult, b: ImageResult) =>
  compareText(a.ref, b.ref) ||
  compareText(`${a.registry}/${a.org}/${a.image}`, `${b.registry}/${b.org}/${b.image}`) ||
  compareText(a.status, b.status);

interface EntrySources {
  results: readonly ImageResult[];
  unread: readonly UnreadRepository[];
  problems?: readonly FileProblem[];
  coverage?: readonly string[];
}

/** Every entry of the dashboard, most urgent first. */
export function orderEntries({ results, unread, problems = [], coverage = [] }: EntrySources): Entry[] {
  const bySection = new Map<SectionKind, ImageResult[]>(SECTION_ORDER.map((s) => [s, []]));
  for (const result of results) {
    const section = sectionOf(result);
    if (section) bySection.get(section)!.push(result);
  }
  const entries: Entry[] = [];
  for (const section of SECTION_ORDER) {
    const sorted = [...bySection.get(section)!].sort((a, b) => ORDER[section](a, b) || tieBreak(a, b));
    for (const result of sorted) entries.push({ kind: 'result', section, result: withSortedLocations(result) });
  }
  // After the images that could not be checked: what could not be read at all.
  for (const message of [...coverage].sort(compareText))
    entries.push({ kind: 'coverage', section: 'unchecked', message });
  const unreadByName = new Map(unread.map((u) => [u.repository.toLowerCase(), u]));
  for (const repo of [...unreadByName.values()].sort((a, b) => compareText(a.repository, b.repository)))
    entries.push({ kind: 'unread', section: 'unchecked', unread: repo });
  // A repository not read is also a problem of the reports that have no `unread` (the summary,
  // annotations): here its own entry above says it, once.
  const fileErrors = problems.filter(
    (p) => isFileError(p) && !(p.file === '' && p.repository && unreadByName.has(p.repository.toLowerCase())),
  );
  for (const problem of [...fileErrors].sort(
    (a, b) =>
      compareText(a.repository ?? '', b.repository ?? '') ||
      compareText(a.file, b.file) ||
      (a.line ?? 0) - (b.line ?? 0) ||
      compareText(a.message, b.message),
  ))
    entries.push({ kind: 'problem', section: 'unchecked', problem });
  return entries;
}

/** A location's key for order and de-duplication. */
const locationKey = (l: Location) => `${l.repository ?? ''}\u0000${l.file}\u0000${String(l.line).padStart(9, '0')}`;

function withSortedLocations(result: ImageResult): ImageResult {
  const unique = new Map(result.locations.map((l) => [locationKey(l), l]));
  const locations = [...unique.keys()].sort(compareText).map((k) => unique.get(k)!);
  return { ...result, locations };
}
