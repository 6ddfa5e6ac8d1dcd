// The data that flows from the engine to the reporters. Shapes follow the action contract's
// `results` item (../shared/design/action-contract.md); extra fields are additive.

/** A result's statuses, worst first: where one reference is judged twice (shards), the worse one stands. */
export const STATUSES_WORST_FIRST = ['error', 'unsigned', 'denied', 'eol', 'stale', 'ok'] as const;
export type Status = (typeof STATUSES_WORST_FIRST)[number];

/**
 * Where a reference was found: workspace-relative path with forward slashes, 1-based line. In
 * organization mode also the repository ("owner/name") and the commit read, the path then being
 * inside that repository.
 */
export interface Location {
  file: string;
  line: number;
  repository?: string;
  commit?: string;
}

export interface AdvisorySummary {
  advisoryId: string;
  artifactName: string;
  updateTime: string;
}

/**
 * Why an image could not be checked. `code` is the AIP-193 code or the HTTP status of the error
 * answer that caused it, and null when no HTTP error answer did (a connection failure, an
 * ambiguous repo, a digest that cannot be placed, a page-token loop...): `reason` names the kind.
 */
export interface ResultError {
  code: number | null;
  reason: string;
  message: string;
}

export interface ImageResult {
  /** The reference as written (after ARG substitution for Dockerfiles). */
  ref: string;
  /** For a mirror's reference (`registry-map`): the registry's reference it was judged as. */
  upstream?: string;
  registry: string;
  org: string;
  image: string;
  /** null for a digest-only reference whose tag is not known (not placed, or not checked). */
  tag: string | null;
  pinnedDigest: string | null;
  /** Current digest of the tag (its newest history record). */
  digest: string | null;
  status: Status;
  deprecated: boolean;
  /** RFC 3339 time of the current digest. */
  lastUpdate: string | null;
  /** Builds published on the tag after the pinned digest; 0 for an unpinned reference. */
  buildsBehind: number | null;
  /** When the pinned digest was superseded (time of the first newer build), or null. */
  behindSince: string | null;
  /**
   * Under `min-age` (the registry's cooldown), for a pin: the newest build of its tag at least
   * that old, the one the pin moves to; null when the pin is newer than it (left alone). For an
   * unpinned reference: that build of its tag, the pin to write (null when none is that old).
   * Absent without `min-age`, and when the pin could not be placed or the history not read.
   */
  pullable?: PullableBuild | null;
  /**
   * Under `min-age`, for a pin on an end-of-life tag with a tag to move to: that tag and its
   * newest build at least that old, the one the pin moves with (`suggestion`); `pullable` null
   * when none is that old yet (or, with `error`, its history could not be read): no pin to write.
   */
  nextTagPullable?: { tag: string; pullable: PullableBuild | null; error?: string };
  advisories: AdvisorySummary[];
  locations: Location[];
  error: ResultError | null;
  /** What to move to: the maintained tag for an end-of-life tag, the exact pin for a stale one; null when none. */
  suggestion?: string | null;
  /** The policy entry that accepts this result's findings (check/judge/advice.ts), or null. */
  ignored?: Ignored | null;
  /** The v1 end-of-life dates of the tag, where the platform gives them (check/judge/advice.ts). */
  endOfLife?: EndOfLifeDates | null;
  /** Severity counts of the digest in use (check/judge/vulnerabilities.ts); null when the platform has no report of it. */
  vulnerabilities?: VulnerabilityCounts | null;
  /**
   * For a pin behind its tag: the pinned digest's vulnerabilities the current digest no longer
   * has, worst first, each with the package its report names (null until check/judge/package-changes.ts joins
   * it, or when none); null when unknowable.
   */
  fixedByUpdate?: FixedVulnerability[] | null;
  /** The ids of the digest in use, worst first, where the platform names them (the ignore ledger and the gate read them); null when not named. */
  vulnerabilityIds?: VulnerabilityRef[] | null;
  /** The registry's pull-time policies' answers for the digest in use (check/pull-policies/judge-policies.ts); null when not consulted, [] when none applies. */
  policies?: PolicyFinding[] | null;
  /** Where the registry's policies changed the move the run proposes: the build that passes, or the policies that refuse every build. */
  policyMove?: PolicyMove;
  /** The vendor's signature of the digest in use (check/judge/signatures.ts); null when not checked. */
  signature?: SignatureVerdict | null;
  /** Where signatures changed the move the run proposes: builds passed over unsigned, or why there is none. */
  signatureMove?: SignatureMove;
  /** What the move the run proposes carries in packages (check/judge/package-changes.ts); null when not read, absent without a digest change. */
  changes?: PackageChanges | null;
  /** With `changes: null`: why (no SBOM, one that does not verify, not asked...). */
  changesGap?: ChangeGap;
}

/** Who signed a digest: the certificate's OIDC issuer and identity (its subject alternative name). */
export interface SignerIdentity {
  issuer: string;
  identity: string;
}

/** A `results` item's `signature`: verified by an accepted signer, or why not (action contract). */
export interface SignatureVerdict {
  verified: boolean;
  digest: string;
  /** `bundle`: a Sigstore bundle found by the referrers API; `legacy`: cosign's `.sig` tag. */
  format: 'bundle' | 'legacy' | null;
  signer: SignerIdentity | null;
  /** RFC 3339: the transparency log's integrated time. */
  logged: string | null;
  /** Why it is not verified (none found, another signer, which check failed, another digest); null when verified. */
  reason: string | null;
}

/** A move kept to signed builds: to `to` past `passedOver` unsigned newer ones, or none (`none` says why). */
interface SignatureMove {
  tag: string;
  passedOver: number;
  to?: PullableBuild;
  none?: string;
}

/** One policy's answer for a digest, as a `results` item's `policies` entry. */
export interface PolicyFinding {
  policy: string;
  mode: 'enforced' | 'dry-run';
  result: 'allowed' | 'denied' | 'error';
  parameters: Record<string, unknown>;
  /** The override that lets the pull through although the policy denies it. */
  waived: { reason: string; by: string | null; at: string | null } | null;
  /** Why it denies, with the numbers the run knows (check/pull-policies/reasons.ts); absent when allowed. */
  why?: string;
}

/** A move the registry's policies decided: to `to`, or none because `blockedBy` refuse every build of `tag`. */
interface PolicyMove {
  tag: string;
  blockedBy: string[];
  to?: PullableBuild;
  /** The builds could not be checked: no move is proposed. */
  error?: string;
}

/** A build of a tag: its digest and RFC 3339 time. */
export interface PullableBuild {
  digest: string;
  lastUpdate: string;
}

/**
 * The digest a pin moves to: under `min-age` the newest build old enough to pull (null when the
 * pin is newer than it), else the tag's current digest.
 */
export function moveDigestOf(r: Pick<ImageResult, 'digest' | 'pullable'>): string | null {
  return r.pullable === undefined ? r.digest : (r.pullable?.digest ?? null);
}

/**
 * Where a result's digest in use is known from: what the reads of that digest (its signature,
 * vulnerabilities and policies) need, so they can start before the whole result is (check/judge/).
 */
export type DigestPlace = Pick<ImageResult, 'org' | 'image' | 'tag' | 'pinnedDigest' | 'digest' | 'status'>;

/** Vulnerability severities as results write them (the vendor's names lower-cased), worst first. */
export const SEVERITY_ORDER = ['critical', 'high', 'medium', 'low', 'negligible', 'unknown'] as const;
export type Severity = (typeof SEVERITY_ORDER)[number];
/** The severities `fail-on` accepts, worst first: an image fails with one of that severity or worse. */
export const GATE_SEVERITIES = ['critical', 'high', 'medium', 'low'] as const satisfies readonly Severity[];
export type GateSeverity = (typeof GATE_SEVERITIES)[number];

/** The vulnerability counts of one digest, from the platform's report of it. */
export interface VulnerabilityCounts extends Record<Severity, number> {
  /** RFC 3339 time of the report, or null when it gives none. */
  scanned: string | null;
  /** The digest the counts are of. */
  digest: string | null;
}

export interface VulnerabilityRef {
  id: string;
  severity: Severity;
}

/** A `fixedByUpdate` entry: the package the vulnerability report attributes it to (its purl's name), or null. */
export type FixedVulnerability = VulnerabilityRef & { package: string | null };

/** Findings of a result that the ignore ledger accepts: the first matching entry's reason and date. */
interface Ignored {
  reason: string;
  /** The policy file entry's date; null for a registry override (it holds until revoked). */
  until: string | null;
  /** The ignored finding kinds: `eol`, `stale`, advisory ids. */
  kinds: string[];
}

/** How long an accepted finding stays accepted: `until <date>` for a policy-file entry, else the registry's override. */
export function acceptedUntil(ignored: Pick<Ignored, 'until'>): string {
  return ignored.until === null ? "by the registry's override" : `until ${ignored.until}`;
}

/** When a tag's upstream support ended or ends and until when builds continue (v1 eoltags). */
export interface EndOfLifeDates {
  status: string;
  supportEnds: string | null;
  /** Upstream support has ended, at the run's time. */
  supportEnded?: boolean;
  buildsUntil: string | null;
  daysLeft: number | null;
  /** Builds stop within `warn-before`: time to move. */
  warn: boolean;
}

/**
 * Why a found reference was not checked. `other-registry` is expected and only counted; the
 * others are problems at a line that deserve a warning.
 */
export type SkipKind = 'other-registry' | 'unresolved' | 'invalid' | 'not-an-image';

/** A reference that was found but not checked, with why (other registry, unresolved variable...). */
export interface SkippedReference {
  ref: string;
  kind: SkipKind;
  reason: string;
  location?: Location;
}

/**
 * A file that could not be read, parsed or scanned within bounds; the run goes on without it
 * (or without the broken part). An `error` (the default) counts in the verdict like an image
 * that could not be checked; a `warning` (a link leading out of the workspace, a duplicated
 * YAML key) is reported only.
 */
export interface FileProblem {
  /** Workspace-relative, or in organization mode inside `repository` ('' for the repository as a whole). */
  file: string;
  message: string;
  line?: number;
  level?: 'error' | 'warning';
  /** Organization mode: the repository ("owner/name") and the commit read. */
  repository?: string;
  commit?: string;
}

/** An organization run's repository whose tree and selected files were read, at `commit` of its default branch. */
export interface ReadRepository {
  /** owner/name */
  repository: string;
  commit: string;
  private: boolean;
}

/** An organization run's repository that could not be read (in full), and why; none of its references counts as clean. */
export interface UnreadRepository {
  /** owner/name */
  repository: string;
  reason: string;
  /** null when the listing never said (the repository was named but not found). */
  private: boolean | null;
}

/** A repository not read, as a problem of the repository as a whole (no file). */
export const unreadProblemOf = (unread: UnreadRepository): FileProblem => ({
  file: '',
  repository: unread.repository,
  message: `repository not read: ${unread.reason}`,
});

/** Whether a file problem counts as an error (the default) rather than a warning. */
export function isFileError(problem: FileProblem): boolean {
  return problem.level !== 'warning';
}

/**
 * What `fail-on` accepts, declared once (config.ts parses it, findings/ maps each finding kind to
 * one): in the order the verdict line lists them.
 */
export const FAIL_ON_KINDS = [
  'eol',
  'denied',
  'unsigned',
  'stale',
  'advisories',
  'error',
  'critical',
  'high',
  'medium',
  'low',
] as const;
export type FailOn = (typeof FAIL_ON_KINDS)[number];
/** What fail-on is when the input is not given (action.yml's default). */
export const DEFAULT_FAIL_ON_KINDS: readonly FailOn[] = ['eol', 'denied', 'unsigned', 'error'];

export interface Verdict {
  failed: boolean;
  /** One short line for the top of the summary and the log, e.g. "2 end-of-life tags, 1 error". */
  line: string;
  counts: {
    total: number;
    ok: number;
    eol: number;
    stale: number;
    error: number;
    /** Images whose digest in use an enforced registry policy denies (no override waives). */
    denied?: number;
    /** Images whose digest in use no accepted signature verifies for. */
    unsigned?: number;
    /** Images a dry-run policy denies: refused once it is enforced. */
    wouldBeDenied?: number;
    advisories: number;
    ignored?: number;
    ending?: number;
    /** Images whose digest in use has a not ignored vulnerability at the fail-on severity or worse (0 without one). */
    vulnerable?: number;
    /** Under a severity in fail-on: images whose vulnerabilities are unknown (no report, or not checked). */
    unscanned?: number;
  };
}

/** The registry's public namespace: the same org name for every public image (spec: Tag History, rule 1). */
export const PUBLIC_ORG = 'chainguard';

// ---- what a digest change carries (provenance/package-diff.ts, change-gap.ts) ----

export interface PackageVersion {
  name: string;
  version: string;
}

export interface PackageMove {
  name: string;
  from: string;
  to: string;
}

/** A `results` item's `changes`: each list ordered by name. */
export interface PackageChanges {
  /** The digest in use. */
  from: string;
  /** The digest moved to. */
  to: string;
  /** The platform whose images were compared, `os/architecture[/variant]`. */
  platform: string;
  added: PackageVersion[];
  removed: PackageVersion[];
  upgraded: PackageMove[];
  downgraded: PackageMove[];
  unchanged: number;
}

/** Why a digest change carries no package list (`changes: null`); provenance/change-line.ts says it in one line. */
export type ChangeGap =
  /** `packages: never` (or `signatures: never`: an SBOM is trusted only once verified): nothing was asked. */
  | { kind: 'not-asked'; signatures?: 'never' }
  /** The run had described as many changes as it describes (`limit`): this one is counted, not read. */
  | { kind: 'over-limit'; limit: number }
  /** Neither the referrers API nor the `.att` tag holds an SPDX attestation of the digest. */
  | { kind: 'no-sbom'; digest: string }
  /** The attestation does not verify, or is not by an accepted signer: `detail` says which check failed. */
  | { kind: 'unverified'; digest: string; detail: string }
  /** The attestation's subject is another manifest than the platform image it was read for. */
  | { kind: 'other-manifest'; digest: string; subject: string }
  /** The SBOM is larger than the run reads (bytes). */
  | { kind: 'too-large'; digest: string; size: number; limit: number }
  /** The SBOM lists more packages than the run compares. */
  | { kind: 'too-many-packages'; digest: string | null; count: number; limit: number }
  /** The SBOM is not an SPDX document this run can read: `detail` names what is wrong. */
  | { kind: 'unreadable'; digest: string | null; detail: string }
  /** The digest's index lists no image of the `platform` asked for. */
  | { kind: 'no-platform'; digest: string; platform: string; available: string[] };
