// Vulnerabilities of the digest in use and what moving fixes, from the v1 report
// operations (platform/vuln-reports.ts). Pure helpers first, then the one hook the engine calls
// per result. What it asks: the tag's count reports for an unpinned reference or a pin at its
// tag's current digest; the reports of the pinned digest and of the current digest for a pin
// behind its tag. Each asked once (check/lookups/lookups.ts `leaf`), under `concurrency`.

import {
  moveDigestOf,
  type DigestPlace,
  SEVERITY_ORDER,
  type FixedVulnerability,
  type GateSeverity,
  type ImageResult,
  type Severity,
  type VulnerabilityCounts,
  type VulnerabilityRef,
} from '../../model';
import type { VendorSeverity, VulnCountReport, VulnReport, VulnReportsApi } from '../../platform/vuln-reports';
import { settle } from '../../settle';

// Said by findings/ (phrases.ts); here for the review of a change (src/pr/) until it imports findings/.
export { fixLine, severityCounts } from '../../findings';

const lower = (s: VendorSeverity): Severity => s.toLowerCase() as Severity;
const rank = (s: Severity) => SEVERITY_ORDER.indexOf(s);

/** Worst first, then by id: the order every report lists them in. */
function byWorst(a: VulnerabilityRef, b: VulnerabilityRef): number {
  return rank(a.severity) - rank(b.severity) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

const zero = (): Record<Severity, number> => ({ critical: 0, high: 0, medium: 0, low: 0, negligible: 0, unknown: 0 });
const timeOf = (t: string | undefined) => (t === undefined ? Number.NEGATIVE_INFINITY : Date.parse(t));

/** The newest count report by `date` (the tag's current state), or undefined when there is none. */
export function newestCount(reports: readonly VulnCountReport[]): VulnCountReport | undefined {
  let newest: VulnCountReport | undefined;
  for (const r of reports) if (!newest || timeOf(r.date) > timeOf(newest.date)) newest = r;
  return newest;
}

/** The newest report of a digest by `createdAt`; of `scanner` when one of it exists (so two digests compare alike). */
export function newestReport(reports: readonly VulnReport[], scanner?: string): VulnReport | undefined {
  const same = scanner === undefined ? [] : reports.filter((r) => r.scanner?.name === scanner);
  let newest: VulnReport | undefined;
  for (const r of same.length > 0 ? same : reports)
    if (!newest || timeOf(r.createdAt) > timeOf(newest.createdAt)) newest = r;
  return newest;
}

/** The distinct vulnerabilities of a report (an id listed for several packages counts once, at its worst), worst first. */
export function idsOfReport(report: VulnReport): VulnerabilityRef[] {
  const byId = new Map<string, Severity>();
  for (const v of report.vulnerabilities ?? []) {
    const severity = lower(v.severity);
    const seen = byId.get(v.id);
    if (seen === undefined || rank(severity) < rank(seen)) byId.set(v.id, severity);
  }
  return [...byId].map(([id, severity]) => ({ id, severity })).sort(byWorst);
}

/** Counts of a digest's report. */
function countsOfReport(report: VulnReport): VulnerabilityCounts {
  const counts = zero();
  for (const v of idsOfReport(report)) counts[v.severity]++;
  return { ...counts, scanned: report.createdAt ?? null, digest: report.digest };
}

/** Counts of a tag's count report, said to be of `digest` (the tag's current one). */
export function countsOfCountReport(report: VulnCountReport, digest: string | null): VulnerabilityCounts {
  const counts = zero();
  for (const c of report.vulnCounts ?? []) counts[lower(c.severity)] += c.count;
  return { ...counts, scanned: report.date ?? null, digest };
}

/** The ids a count report names per severity, worst first; null when it names none while counting some. */
export function idsOfCountReport(report: VulnCountReport): VulnerabilityRef[] | null {
  const lists: [Severity, string[]][] = [
    ['critical', report.critCveIds],
    ['high', report.highCveIds],
    ['medium', report.medCveIds],
    ['low', report.lowCveIds],
    ['negligible', report.negligibleCveIds],
    ['unknown', report.unknownCveIds],
  ];
  const ids = lists.flatMap(([severity, list]) => [...new Set(list)].map((id) => ({ id, severity })));
  const counted = (report.vulnCounts ?? []).reduce((n, c) => n + c.count, 0);
  return ids.length === 0 && counted > 0 ? null : ids.sort(byWorst);
}

/** The vulnerabilities of `pinned` that `current` no longer has, worst first. */
function fixedBetween(pinned: readonly VulnerabilityRef[], current: readonly VulnerabilityRef[]): VulnerabilityRef[] {
  const still = new Set(current.map((v) => v.id));
  return pinned.filter((v) => !still.has(v.id)).sort(byWorst);
}

/** Counts of a result as one short text ("0 critical, 1 high, 2 medium, 0 low"), or a dash when unknown. */
export function countsText(counts: VulnerabilityCounts | null | undefined): string {
  if (!counts) return '—';
  return `${counts.critical} critical, ${counts.high} high, ${counts.medium} medium, ${counts.low} low`;
}

// ---- the hook ---------------------------------------------------------------------------------

/** The look-ups the hook needs: check/lookups/lookups.ts `leaf` (cached by key, under `concurrency`). */
interface VulnLookups {
  leaf<T>(key: string, call: (api: VulnReportsApi) => Promise<T>): Promise<T | null>;
}

const VULNERABILITY_REPORT_MISSING = 'VULNERABILITY_REPORT_MISSING';

/**
 * Sets `vulnerabilities`, `vulnerabilityIds` and `fixedByUpdate` on a result; with a severity
 * gate, a result whose vulnerabilities are unknown becomes an error naming what is missing.
 * A failed look-up leaves null (an enrichment), never a zero.
 */
export async function addVulnerabilities(
  result: ImageResult,
  lookups: VulnLookups,
  gate: GateSeverity | null,
): Promise<ImageResult> {
  result.vulnerabilities = null;
  result.vulnerabilityIds = null;
  result.fixedByUpdate = null;
  if (result.status === 'error' || result.digest === null || result.tag === null) return result;
  const { image, tag } = result;
  const pin = result.pinnedDigest;
  const behind = pin !== null && pin !== result.digest;
  // null: the operation is absent, refused or failed; []: the platform has no report.
  let answered: unknown[] | null;
  if (behind) {
    // What an update fixes is measured against the build the pin would move to (min-age: maybe not the current one).
    const moveTo = moveDigestOf(result);
    const target = moveTo !== null && moveTo !== pin ? moveTo : null;
    const [pinned, current] = await Promise.all([
      reportsOf(lookups, pin),
      target === null ? Promise.resolve(null) : reportsOf(lookups, target),
    ]);
    answered = pinned;
    const own = pinned && newestReport(pinned);
    if (own) {
      result.vulnerabilities = countsOfReport(own);
      result.vulnerabilityIds = idsOfReport(own);
      const now = current && newestReport(current, own.scanner?.name);
      // The package is joined later (check/judge/package-changes.ts), from the report's purls and the move's packages.
      if (now)
        result.fixedByUpdate = fixedBetween(result.vulnerabilityIds, idsOfReport(now)).map((v): FixedVulnerability => ({
          ...v,
          package: null,
        }));
    }
  } else {
    const counts = await countsOf(lookups, image, tag);
    answered = counts;
    const newest = counts && newestCount(counts);
    if (newest) {
      result.vulnerabilities = countsOfCountReport(newest, result.digest);
      result.vulnerabilityIds = idsOfCountReport(newest);
    }
  }
  if (gate !== null && result.vulnerabilities === null) {
    const asked = behind
      ? `GET /registry/v1/vuln_reports?digest=${pin}`
      : `GET /registry/v1/vuln_reports/counts?repo=${image}&tag=${tag}`;
    const why = answered === null ? 'was absent, refused or failed' : 'listed no report';
    result.status = 'error';
    result.error = {
      code: null,
      reason: VULNERABILITY_REPORT_MISSING,
      message: `no vulnerability report of ${behind ? pin : result.digest} (${result.ref}): fail-on ${gate} cannot judge an unscanned image (${asked} ${why})`,
    };
  }
  return result;
}

/** What moving from one digest to another does: the vulnerabilities it fixes and those it introduces (the PR comment). */
export interface DigestChange {
  fixed: VulnerabilityRef[];
  introduced: VulnerabilityRef[];
}

/**
 * The change between the newest reports of two digests (of the same scanner where both have
 * one); null when either has no report, or the operation is not available.
 */
export async function digestChange(lookups: VulnLookups, from: string, to: string): Promise<DigestChange | null> {
  const [before, after] = await Promise.all([reportsOf(lookups, from), reportsOf(lookups, to)]);
  const old = before && newestReport(before);
  const now = after && newestReport(after, old?.scanner?.name);
  if (!old || !now) return null;
  const oldIds = idsOfReport(old);
  const newIds = idsOfReport(now);
  return { fixed: fixedBetween(oldIds, newIds), introduced: fixedBetween(newIds, oldIds) };
}

/**
 * Starts the report of a result's digest in use as soon as it is known, as addVulnerabilities will
 * ask it (the early look-ups of an organization run): a pin behind its tag's current build by the
 * pin's reports, else the tag's counts. A move's target is asked by addVulnerabilities alone.
 */
export function prefetchVulnerabilities(r: DigestPlace, lookups: VulnLookups): void {
  if (r.status === 'error' || r.digest === null || r.tag === null) return;
  const pin = r.pinnedDigest;
  void (pin !== null && pin !== r.digest ? reportsOf(lookups, pin) : countsOf(lookups, r.image, r.tag));
}

function countsOf(lookups: VulnLookups, image: string, tag: string): Promise<VulnCountReport[] | null> {
  return orNull(lookups.leaf(`vulncounts:${image}:${tag}`, (api) => api.counts(image, tag)));
}

/** A digest's vulnerability reports, asked once per run under one key (also check/judge/package-changes.ts); null when not had. */
export function reportsOf(lookups: VulnLookups, digest: string): Promise<VulnReport[] | null> {
  return orNull(lookups.leaf(`vulnreports:${digest}`, (api) => api.reports(digest)));
}

async function orNull<T>(promise: Promise<T | null>): Promise<T | null> {
  const settled = await settle(promise);
  return settled.ok ? settled.value : null;
}

/** The sums over the distinct digests in use that have a report (the `vulnerability-counts` output). */
export function vulnerabilitySums(results: readonly ImageResult[]): Record<Severity, number> {
  const sums = zero();
  const seen = new Set<string>();
  for (const r of results) {
    const v = r.vulnerabilities;
    if (!v) continue;
    const key = v.digest ?? `${r.image}:${r.tag}`;
    if (seen.has(key)) continue;
    seen.add(key);
    for (const s of SEVERITY_ORDER) sums[s] += v[s];
  }
  return sums;
}

export const VULNERABILITIES_UNAVAILABLE =
  'The platform does not give vulnerability reports here (the v1 vulnerability report operations are absent or refused): vulnerabilities are null for every image.';

/**
 * Said once per run: the operations were absent or refused, or (without a severity gate) which
 * images have no report.
 */
export function vulnerabilityNotices(
  results: readonly ImageResult[],
  unavailable: boolean,
  gate: GateSeverity | null,
): string[] {
  if (unavailable) return [VULNERABILITIES_UNAVAILABLE];
  if (gate !== null) return [];
  const missing = results.filter((r) => r.status !== 'error' && r.vulnerabilities === null).map((r) => r.ref);
  if (missing.length === 0) return [];
  const named = missing.slice(0, 5).join(', ') + (missing.length > 5 ? `, and ${missing.length - 5} more` : '');
  return [
    `No vulnerability report for ${missing.length === 1 ? '1 image' : `${missing.length} images`} (${named}): not scanned by the platform, so not known to be clean.`,
  ];
}
