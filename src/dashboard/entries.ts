// What the dashboard lists, in the order it lists it: each result in the one section that is most
// urgent for it, sorted by a total order so that the same findings always give the same text.
import { compareText } from '../text';
import {
  DASHBOARD_PLACEMENT,
  DASHBOARD_SECTIONS,
  findingsOf,
  isIgnored,
  KINDS,
  type DashboardSection,
  type Finding,
} from '../findings';
import { isFileError, type FailOn, type FileProblem, type ImageResult, type Location } from '../model';
import type { UnreadRepository } from '../model';

export type SectionKind = DashboardSection;

/** The sections, most urgent first (findings/kinds.ts). */
export const SECTION_ORDER: readonly SectionKind[] = DASHBOARD_SECTIONS;

/** One thing to act on: an image reference, a repository not read, a file not read, a run-level gap. */
export type Entry =
  | { kind: 'result'; section: SectionKind; result: ImageResult; accepted: boolean }
  | { kind: 'unread'; section: 'unchecked'; unread: UnreadRepository }
  | { kind: 'problem'; section: 'unchecked'; problem: FileProblem }
  | { kind: 'coverage'; section: 'unchecked'; message: string };

/** The section of a result (the first its findings name) and its finding there, or null when it asks for nothing. */
function placeOf(findings: readonly Finding[]): { section: SectionKind; finding: Finding } | null {
  for (const section of DASHBOARD_PLACEMENT) {
    const finding = findings.find((f) => KINDS[f.kind].dashboard === section);
    if (finding) return { section, finding };
  }
  return null;
}

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
  unsigned: (a, b) => placeCount(b) - placeCount(a),
  eol: (a, b) =>
    accepted(a, 'eol') - accepted(b, 'eol') ||
    compareDates(a.endOfLife?.buildsUntil, b.endOfLife?.buildsUntil) ||
    placeCount(b) - placeCount(a),
  vulnerable: (a, b) =>
    (b.vulnerabilities?.critical ?? 0) - (a.vulnerabilities?.critical ?? 0) ||
    (b.vulnerabilities?.high ?? 0) - (a.vulnerabilities?.high ?? 0) ||
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
  failOn: ReadonlySet<FailOn>;
}

/** Every entry of the dashboard, most urgent first. */
export function orderEntries({ results, unread, problems = [], coverage = [], failOn }: EntrySources): Entry[] {
  const bySection = new Map<SectionKind, { result: ImageResult; accepted: boolean }[]>(
    SECTION_ORDER.map((s) => [s, []]),
  );
  for (const result of results) {
    const place = placeOf(findingsOf(result, failOn));
    if (place) bySection.get(place.section)!.push({ result, accepted: place.finding.accepted !== null });
  }
  const entries: Entry[] = [];
  for (const section of SECTION_ORDER) {
    const sorted = [...bySection.get(section)!].sort(
      (a, b) => ORDER[section](a.result, b.result) || tieBreak(a.result, b.result),
    );
    for (const { result, accepted } of sorted)
      entries.push({ kind: 'result', section, result: withSortedLocations(result), accepted });
  }
  // After the images that could not be checked: what could not be read at all.
  for (const message of [...coverage].sort(compareText))
    entries.push({ kind: 'coverage', section: 'unchecked', message });
  const unreadByName = new Map(unread.map((u) => [u.repository.toLowerCase(), u]));
  for (const repo of [...unreadByName.values()].sort((a, b) => compareText(a.repository, b.repository)))
    entries.push({ kind: 'unread', section: 'unchecked', unread: repo });
  for (const problem of problems
    .filter(isFileError)
    .sort(
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
