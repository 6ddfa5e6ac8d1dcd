// An organization run, called by both shells: the scan (src/org/scan.ts) feeds one checkImages over
// the union of every repository's references (each distinct reference judged once), and the
// repositories not read become errors every report names. Reads no environment.
import { compareText } from '../text';
import { earlyLookups } from '../check/lookups/early-lookups';
import { checkImages, type CheckDeps, type CheckReport, type CheckSettings } from '../check/check-images';
import { buildTargets } from '../check/targets';
import type { Location } from '../model';
import type { OrganizationRunReport } from '../report/run-report';
import type { DiscoveryResult } from '../refs/discover';
import type { Envelope } from './envelope';
import { ENVELOPE_KIND, ENVELOPE_VERSION } from './envelope';
import { shardItem } from './shard-item';
import type { OrgApi } from '../github/org-reads';
import { scanOrganization, type OrgScanSettings } from './scan';

interface OrgRunSettings extends Omit<CheckSettings, 'discovery'> {
  scan: Omit<OrgScanSettings, 'files' | 'concurrency'>;
}

/** Scans the owner's repositories through `github`, then checks every reference found once. */
export async function checkOrganization(
  settings: OrgRunSettings,
  deps: CheckDeps & { github: OrgApi },
): Promise<OrganizationRunReport> {
  const { config } = settings;
  // The check's services opened before the scan (their modules loaded meanwhile), so the
  // references of each repository read start their look-ups while the others are read.
  const { openServices } = await import('../check/services');
  const services = deps.services ?? openServices(config, { workspace: settings.workspace, ...deps });
  const early = earlyLookups(services.lookups, {
    concurrency: config.concurrency,
    signatures: config.signatures !== 'never',
    policies: config.policies !== 'never',
  });
  let report: CheckReport;
  let scan: Awaited<ReturnType<typeof scanOrganization>>;
  try {
    scan = await scanOrganization(
      {
        ...settings.scan,
        files: config.files,
        concurrency: config.concurrency,
        onRead: (read) => early.found(foundTargets(read.found, config)),
      },
      deps.github,
    );
    // The repositories not read count in the verdict; the report records them once, in `unread`.
    const discovery = { ...scan.discovery, unmatchedGlobs: scan.unmatchedGlobs };
    report = await checkImages({ ...settings, discovery, unread: scan.unread }, { ...deps, services });
  } finally {
    if (!deps.services) await services.http.close();
  }
  return {
    ...report,
    kind: 'organization',
    // In place order across the repositories, as a merge of shards orders them.
    skipped: [...report.skipped].sort((a, b) => comparePlaces(a.location, b.location)),
    notices: [...scan.notices, ...report.notices],
    owner: settings.scan.owner,
    shard: settings.scan.shard,
    read: scan.read,
    unread: scan.unread,
    unmatchedGlobs: scan.unmatchedGlobs,
  };
}

/** The targets of one repository's references, for the early look-ups; none when they cannot be made (the check says why). */
function foundTargets(found: DiscoveryResult['found'], config: OrgRunSettings['config']) {
  try {
    return buildTargets([], found, config.registry, config.registryMap).targets;
  } catch {
    return [];
  }
}

/** A location's place in a run's order: repository, file, line (none first). */
export function comparePlaces(a: Location | undefined, b: Location | undefined): number {
  if (!a || !b) return a ? 1 : b ? -1 : 0;
  return compareText(a.repository ?? '', b.repository ?? '') || compareText(a.file, b.file) || a.line - b.line;
}

/** What a shard writes as its results file. */
export function envelopeOf(report: OrganizationRunReport): Envelope {
  return {
    kind: ENVELOPE_KIND,
    version: ENVELOPE_VERSION,
    owner: report.owner,
    shard: report.shard,
    read: report.read,
    unread: report.unread,
    unmatchedGlobs: report.unmatchedGlobs,
    problems: report.problems,
    skipped: report.skipped,
    results: report.results.map(shardItem),
  };
}
