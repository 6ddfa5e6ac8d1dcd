// What each digest change carries (issue 51), a pass after the signatures pass: for each result
// whose move changes its pinned digest, both digests' platform images compared by their verified
// SBOMs (check/lookups/sbom-reads.ts, each read once per run), `changes` set, or `changes: null` and why;
// and each vulnerability the move fixes named with its package (the pinned report's purls).
import type { Config } from '../../config';
import type { ChangeGap, FixedVulnerability, ImageResult, PackageChanges, VulnerabilityRef } from '../../model';
import type { VulnReportsApi } from '../../platform/vuln-reports';
import { attributeFixes, purlsById } from '../../provenance/fix-join';
import { diffPackages } from '../../provenance/package-diff';
import { platformText, type Platform } from '../../provenance/platform';
import { settle } from '../../settle';
import { plural } from '../../text';
import { moveOf, type MoveLookups } from '../pull-policies/moves';
import { reportsOf } from './vulnerabilities';
import type { PackageList } from '../lookups/sbom-reads';

/** Most digest changes described per run (two SBOMs each, a few requests apiece); the rest are counted. */
export const MAX_CHANGES = 50;

interface ChangeLookups extends Pick<MoveLookups, 'siblings'> {
  packages(org: string, image: string, digest: string, platform: Platform): Promise<PackageList>;
  leaf<T>(key: string, call: (api: VulnReportsApi) => Promise<T>): Promise<T | null>;
}

type Settings = Pick<Config, 'packages' | 'signatures' | 'platform'>;

/** The digest change a result's move makes: from its pin to the build it moves to; null when none. */
async function digestChange(r: ImageResult, lookups: ChangeLookups): Promise<{ from: string; to: string } | null> {
  if (r.status === 'error' || r.pinnedDigest === null) return null;
  const move = await settle(moveOf(r, lookups));
  if (!move.ok || move.value === null || move.value.digest === r.pinnedDigest) return null;
  return { from: r.pinnedDigest, to: move.value.digest };
}

/** Each result with the packages its move changes, and one notice when some were counted, not read. */
export async function describeChanges(
  results: readonly ImageResult[],
  lookups: ChangeLookups,
  settings: Settings,
): Promise<{ results: ImageResult[]; notices: string[] }> {
  const moves = await Promise.all(results.map((r) => digestChange(r, lookups)));
  const described = new Set<string>();
  const skipped = new Set<string>();
  const judged = await Promise.all(
    results.map(async (r, i) => {
      const change = moves[i];
      if (!change) return r;
      const key = `${r.org}/${r.image}@${change.from}>${change.to}`;
      if (!described.has(key) && described.size >= MAX_CHANGES) {
        skipped.add(key);
        return withGap(r, { kind: 'over-limit', limit: MAX_CHANGES });
      }
      described.add(key);
      return await describeOne(r, change, lookups, settings);
    }),
  );
  const notices =
    skipped.size > 0
      ? [
          `${plural(skipped.size, 'more digest change')} not described by its packages: a run describes at most ${MAX_CHANGES}.`,
        ]
      : [];
  return { results: judged, notices };
}

const withGap = (r: ImageResult, gap: ChangeGap): ImageResult => ({ ...r, changes: null, changesGap: gap });

async function describeOne(
  r: ImageResult,
  change: { from: string; to: string },
  lookups: ChangeLookups,
  settings: Settings,
): Promise<ImageResult> {
  if (settings.packages === 'never') return withGap(r, { kind: 'not-asked' });
  if (settings.signatures === 'never') return withGap(r, { kind: 'not-asked', signatures: 'never' });
  const described = await digestPackages(
    lookups,
    { org: r.org, image: r.image, ...change, platform: settings.platform },
    r.fixedByUpdate ?? [],
  );
  // The move's fixes, each named with its package (the pinned reports, already read); null stays null.
  const withFixes = r.fixedByUpdate ? { ...r, fixedByUpdate: described.fixes } : r;
  return described.changes ? { ...withFixes, changes: described.changes } : withGap(withFixes, described.gap!);
}

/** What one digest change carries (the review's changed digests): both sides' packages, and the fixes named with their package. */
export interface DigestPackages {
  changes: PackageChanges | null;
  gap: ChangeGap | null;
  fixes: FixedVulnerability[];
}

export async function digestPackages(
  lookups: ChangeLookups,
  at: { org: string; image: string; from: string; to: string; platform: Platform },
  fixed: readonly VulnerabilityRef[],
): Promise<DigestPackages> {
  const { org, image, from, to, platform } = at;
  const [before, after] = await Promise.all([from, to].map((d) => lookups.packages(org, image, d, platform)));
  const changes =
    before!.ok && after!.ok
      ? diffPackages(before!.packages, after!.packages, { from, to, platform: platformText(platform) })
      : null;
  const reports = await reportsOf(lookups, from);
  const purls = reports ? purlsById(reports.flatMap((report) => report.vulnerabilities ?? [])) : new Map();
  const gap = changes ? null : !before!.ok ? before!.gap : (after as Extract<PackageList, { ok: false }>).gap;
  return { changes, gap, fixes: attributeFixes(fixed, purls, changes) };
}
