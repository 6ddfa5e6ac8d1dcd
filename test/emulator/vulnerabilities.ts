import { createHash } from 'node:crypto';
import { aip, badRequest, ok, platformAuthFailure, type Reply } from './errors';
import { PRIVATE_ORG, PUBLIC_ORG } from './seed';
import type { EmulatorState, RequestContext } from './state';
import { iso, type EmulatorStore } from './store';

// The v1 vulnerability report operations (vendor proto platform/registry/v1/vulnerabilities.platform.proto):
//   GET /registry/v1/vuln_reports/counts  VulnCountReportFilter {repo, tag, from, to, references}
//                                          -> VulnCountReportList {items: VulnCountReport[]}
//   GET /registry/v1/vuln_reports         VulnReportFilter {repo_id, digest, tag, scanner, created_since}
//                                          -> VulnReportList {items: VulnReport[]}
// Count reports are per repo name and tag, one per scan date; reports are per digest, one per
// scanner and date. Seeded from VULN_SEED for the default catalog; tests add their own with
// `scan` and `count`. `mode` makes both operations absent (404), unimplemented (501) or refused (403).

const DAY = 86_400_000;
const HOUR = 3_600_000;
const PATH = '/registry/v1/vuln_reports';

export type Severity = 'CRITICAL' | 'HIGH' | 'MEDIUM' | 'LOW' | 'NEGLIGIBLE' | 'UNKNOWN';
export type VulnReportsMode = 'on' | 'absent' | 'unimplemented' | 'refused';
export const SEVERITIES: readonly Severity[] = ['CRITICAL', 'HIGH', 'MEDIUM', 'LOW', 'NEGLIGIBLE', 'UNKNOWN'];

/** A vulnerability as the report lists it (Vulnerability message, JSON names). */
export interface VulnItem {
  id: string;
  aliases: string[];
  purls: string[];
  description: string;
  details: string;
  severity: Severity;
  cvss: { score: string; version: string }[];
  fix: { versions: string[]; state: 'UNKNOWN' | 'FIXED' | 'NOT_FIXED' | 'WONT_FIX' };
  relatedUrls: string[];
  locations: string[];
}

/** VulnReport, JSON names. */
export interface VulnReportItem {
  digest: string;
  scanner: { name: 'UNKNOWN' | 'GRYPE' | 'TRIVY'; version: string; dbBuildTime: string };
  createdAt: string;
  vulnerabilities: VulnItem[];
}

/** VulnCountReport, JSON names (int64 size_bytes as a decimal string). */
export interface VulnCountItem {
  repo: string;
  tag: string;
  date: string;
  vulnCounts: { severity: Severity; count: number }[];
  sizeBytes: string;
  cveIds: string[];
  lowCveIds: string[];
  medCveIds: string[];
  highCveIds: string[];
  critCveIds: string[];
  negligibleCveIds: string[];
  unknownCveIds: string[];
}

/** A vulnerability by id and severity: what the seed and tests write. */
export interface Vuln {
  id: string;
  severity: Severity;
}

/**
 * Facts of the default catalog (names only: digests depend on the seed). `current`: the vulnerabilities of the
 * tag's newest build (its report, and its newest count report); `builds`: builds `back` builds before the newest
 * with a report of their own. Every other tag of the default catalog has one low vulnerability of its own, except
 * the `unscanned` tags, which have no report of any kind. Builds not named here have no report.
 */
export const VULN_SEED = {
  current: [
    {
      org: PUBLIC_ORG,
      image: 'nginx',
      tag: '1.27',
      vulns: [
        { id: 'CVE-2026-27001', severity: 'HIGH' },
        { id: 'CVE-2026-27002', severity: 'MEDIUM' },
        { id: 'CVE-2026-27003', severity: 'LOW' },
      ],
    },
    {
      org: PUBLIC_ORG,
      image: 'go',
      tag: '1.24',
      vulns: [
        { id: 'CVE-2026-24010', severity: 'MEDIUM' },
        { id: 'CVE-2026-0101', severity: 'LOW' },
      ],
    },
    { org: PUBLIC_ORG, image: 'python', tag: '3.12', vulns: [] },
  ],
  builds: [
    /** The demo's stale pin (deploy/app.yaml): moving to the current build fixes 1 high, 2 medium. */
    {
      org: PUBLIC_ORG,
      image: 'go',
      tag: '1.24',
      back: 40,
      vulns: [
        { id: 'CVE-2026-24001', severity: 'HIGH' },
        { id: 'CVE-2026-24002', severity: 'MEDIUM' },
        { id: 'CVE-2026-24003', severity: 'MEDIUM' },
        { id: 'CVE-2026-24010', severity: 'MEDIUM' },
        { id: 'CVE-2026-0101', severity: 'LOW' },
      ],
    },
    /** A pin two builds behind: the current build fixes one medium. */
    {
      org: PUBLIC_ORG,
      image: 'go',
      tag: '1.24',
      back: 2,
      vulns: [
        { id: 'CVE-2026-24003', severity: 'MEDIUM' },
        { id: 'CVE-2026-24010', severity: 'MEDIUM' },
        { id: 'CVE-2026-0101', severity: 'LOW' },
      ],
    },
    /** A pin of python:3.12 five builds behind: a critical and a high, both fixed since. */
    {
      org: PUBLIC_ORG,
      image: 'python',
      tag: '3.12',
      back: 5,
      vulns: [
        { id: 'CVE-2026-31201', severity: 'CRITICAL' },
        { id: 'CVE-2026-31202', severity: 'HIGH' },
      ],
    },
  ],
  /** Tags never scanned: no count report, no report of any build. */
  unscanned: [{ org: PUBLIC_ORG, image: 'busybox', tag: 'latest-dev' }],
  /** Count reports of each scanned tag: the newest this long before the store's `now`, then one a day before it, and another. */
  newestHoursAgo: 3,
} as const satisfies {
  current: { org: string; image: string; tag: string; vulns: Vuln[] }[];
  builds: { org: string; image: string; tag: string; back: number; vulns: Vuln[] }[];
  unscanned: { org: string; image: string; tag: string }[];
  newestHoursAgo: number;
};

/** The low vulnerability every other scanned tag has, from its name: the same whatever the seed. */
export function defaultVulnOf(image: string, tag: string): Vuln {
  const n = createHash('sha256').update(`${image}:${tag}`).digest().readUInt16BE(0) % 9000;
  return { id: `CVE-2025-${1000 + n}`, severity: 'LOW' };
}

/** Older count reports name one more medium per day back: fixed by the newer builds. */
export const olderExtra = (image: string, tag: string, daysBack: number): Vuln[] =>
  Array.from({ length: daysBack }, (_, i) => ({
    id: `CVE-2025-9${i}${defaultVulnOf(image, tag).id.slice(-3)}`,
    severity: 'MEDIUM',
  }));

function item(v: Vuln): VulnItem {
  return {
    id: v.id,
    aliases: [],
    // A package every build installs (signatures.ts buildPackages): the worst in openssl, the rest in busybox.
    purls: [
      `pkg:apk/wolfi/${v.severity === 'CRITICAL' || v.severity === 'HIGH' ? 'openssl' : 'busybox'}@1.0.0?arch=x86_64`,
    ],
    description: `${v.id} in a package of the image`,
    details: '',
    severity: v.severity,
    cvss: [],
    fix: { versions: ['1.0.1'], state: 'FIXED' },
    relatedUrls: [],
    locations: [],
  };
}

export class VulnReportsService {
  /** `on` answers; `absent` 404 as a server without the routes; `unimplemented` 501; `refused` 403. */
  mode: VulnReportsMode = 'on';
  /** Reports by digest. */
  readonly reports = new Map<string, VulnReportItem[]>();
  /** Count reports by `<repo name>:<tag>`, in no particular order (the newest is found by `date`). */
  readonly counts = new Map<string, VulnCountItem[]>();

  constructor(private readonly store: EmulatorStore) {}

  /** A report of `digest` listing `vulns`, made at `at` (default: the store's now) by `scanner`. */
  scan(
    digest: string,
    vulns: readonly Vuln[],
    at: number = this.store.now,
    scanner: 'GRYPE' | 'TRIVY' = 'GRYPE',
  ): VulnReportItem {
    const report: VulnReportItem = {
      digest,
      scanner: { name: scanner, version: scanner === 'GRYPE' ? '0.87.0' : '0.58.1', dbBuildTime: iso(at - 6 * HOUR) },
      createdAt: iso(at),
      vulnerabilities: vulns.map(item),
    };
    const list = this.reports.get(digest) ?? [];
    list.push(report);
    this.reports.set(digest, list);
    return report;
  }

  /** A count report of `<repo>:<tag>` at `at` counting `vulns`. */
  count(repo: string, tag: string, vulns: readonly Vuln[], at: number = this.store.now): VulnCountItem {
    const ids = (s: Severity) => vulns.filter((v) => v.severity === s).map((v) => v.id);
    const report: VulnCountItem = {
      repo,
      tag,
      date: iso(at),
      vulnCounts: SEVERITIES.map((severity) => ({ severity, count: ids(severity).length })),
      sizeBytes: String(20_000_000 + vulns.length),
      cveIds: vulns.map((v) => v.id),
      lowCveIds: ids('LOW'),
      medCveIds: ids('MEDIUM'),
      highCveIds: ids('HIGH'),
      critCveIds: ids('CRITICAL'),
      negligibleCveIds: ids('NEGLIGIBLE'),
      unknownCveIds: ids('UNKNOWN'),
    };
    const key = `${repo}:${tag}`;
    const list = this.counts.get(key) ?? [];
    list.push(report);
    this.counts.set(key, list);
    return report;
  }

  /** The count reports of a repo name and tag (every date). */
  countsOf(repo: string, tag: string): VulnCountItem[] {
    return this.counts.get(`${repo}:${tag}`) ?? [];
  }

  /** Seeds VULN_SEED over the default catalog: every tag of the public org, then the private org's of other names. */
  seed(): void {
    const unscanned = new Set<string>(VULN_SEED.unscanned.map((u) => `${u.org}/${u.image}:${u.tag}`));
    const newest = this.store.now - VULN_SEED.newestHoursAgo * HOUR;
    for (const org of [PUBLIC_ORG, PRIVATE_ORG]) {
      for (const repo of this.store.repos.values()) {
        if (this.store.orgOf(repo.group)?.name !== org) continue;
        for (const tag of this.store.tagsOf(repo.uid)) {
          if (unscanned.has(`${org}/${repo.name}:${tag.name}`)) continue;
          const fact = VULN_SEED.current.find((c) => c.org === org && c.image === repo.name && c.tag === tag.name);
          const vulns: Vuln[] = fact ? [...fact.vulns] : [defaultVulnOf(repo.name, tag.name)];
          this.scan(tag.digest, vulns, newest);
          // Count reports are by repo name: the public org's come first and stand for the name.
          if (this.counts.has(`${repo.name}:${tag.name}`)) continue;
          // Oldest, newest, middle: the newest is found by its date, not its place.
          this.count(repo.name, tag.name, [...vulns, ...olderExtra(repo.name, tag.name, 2)], newest - 2 * DAY);
          this.count(repo.name, tag.name, vulns, newest);
          this.count(repo.name, tag.name, [...vulns, ...olderExtra(repo.name, tag.name, 1)], newest - DAY);
        }
      }
    }
    for (const build of VULN_SEED.builds) {
      const history = this.store.history(`${build.org}/${build.image}`, build.tag);
      const record = history?.[history.length - 1 - build.back];
      if (!record) continue;
      // Two scanners, two dates: the newest report of the digest counts.
      this.scan(record.digest, build.vulns.slice(0, 1), Date.parse(record.updateTimestamp) + HOUR, 'TRIVY');
      this.scan(record.digest, build.vulns, Date.parse(record.updateTimestamp) + 2 * HOUR);
    }
  }

  handle(state: EmulatorState, ctx: RequestContext): Reply | undefined {
    if (ctx.path !== PATH && !ctx.path.startsWith(`${PATH}/`)) return undefined;
    const domain = 'registry';
    if (this.mode === 'absent') return aip('NOT_FOUND', `no route ${ctx.method} ${ctx.path}`, domain);
    if (this.mode === 'unimplemented')
      return aip('UNIMPLEMENTED', 'the vulnerability report operations are not implemented', domain);
    const refused = platformAuthFailure(state, ctx, domain);
    if (refused) return refused;
    if (this.mode === 'refused')
      return aip('PERMISSION_DENIED', 'the identity lacks the capability CAP_VULN_REPORT_LIST', domain);
    if (ctx.method !== 'GET') return aip('NOT_FOUND', `no route ${ctx.method} ${ctx.path}`, domain);
    const q = (...names: string[]) => names.map((n) => ctx.query.get(n)).find((v) => v !== null && v !== undefined);
    const timeOf = (name: string, field: string): number | Reply | undefined => {
      const text = q(name, field);
      if (text === undefined) return undefined;
      const ms = Date.parse(text);
      return Number.isNaN(ms) ? badRequest(domain, [{ field, description: 'must be an RFC 3339 timestamp' }]) : ms;
    };
    if (ctx.path === `${PATH}/counts`) {
      const repo = q('repo');
      if (!repo && !q('references.repo'))
        return badRequest(domain, [{ field: 'repo', description: 'is required (a repo name), or references' }]);
      const from = timeOf('from', 'from');
      const to = timeOf('to', 'to');
      if (typeof from === 'object') return from;
      if (typeof to === 'object') return to;
      const tag = q('tag');
      const items = [...this.counts.values()]
        .flat()
        .filter((c) => c.repo === repo && (!tag || c.tag === tag))
        .filter(
          (c) => (from === undefined || Date.parse(c.date) >= from) && (to === undefined || Date.parse(c.date) <= to),
        );
      return ok({ items });
    }
    if (ctx.path === PATH) {
      const digest = q('digest');
      const repoId = q('repo_id', 'repoId');
      if (!digest && !repoId)
        return badRequest(domain, [{ field: 'digest', description: 'one of repo_id and digest is required' }]);
      const since = timeOf('created_since', 'createdSince');
      if (typeof since === 'object') return since;
      const scanner = q('scanner.name');
      let items: VulnReportItem[];
      if (digest) items = this.reports.get(digest) ?? [];
      else {
        const tag = q('tag');
        const digests = new Set(
          this.store
            .tagsOf(repoId!)
            .filter((t) => !tag || t.name === tag)
            .map((t) => t.digest),
        );
        items = [...digests].flatMap((d) => this.reports.get(d) ?? []);
      }
      items = items
        .filter((r) => since === undefined || Date.parse(r.createdAt) > since)
        .filter((r) => !scanner || r.scanner.name === scanner);
      return ok({ items });
    }
    return aip('NOT_FOUND', `no route ${ctx.method} ${ctx.path}`, domain);
  }
}
