// The kinds of finding a result can have, one row each: whether a result has it, whether the policy
// file accepts it, which fail-on makes it fail, and what each surface calls it. A new kind is one
// row here, its place in WORST_FIRST and its phrase; every `Record<FindingKind, …>` of a surface
// then fails to compile until it says how it shows the kind.
import type { FailOn, GateSeverity, ImageResult } from '../model';
import { plural } from '../text';
import {
  activeAdvisories,
  denyingPolicies,
  dryRunDenials,
  isEndOfLife,
  isEndingSoon,
  isIgnored,
  overGate,
} from './predicates';

export type FindingKind =
  'error' | 'unsigned' | 'denied' | 'eol' | 'vulnerability' | 'stale' | 'dry-run' | 'ending' | 'advisory';

/** How loud a finding is: an error fails the run, a warning asks for action, a notice informs. */
export type Loudness = 'error' | 'warning' | 'notice';

/** The dashboard's sections, most urgent first (a result is listed in the first its findings name). */
export const DASHBOARD_SECTIONS = ['unsigned', 'eol', 'vulnerable', 'ending', 'stale', 'unchecked'] as const;
export type DashboardSection = (typeof DASHBOARD_SECTIONS)[number];
/**
 * Which section lists a result with findings in several: end of life first (an errored
 * end-of-life tag stays in view as one), then what could not be checked (never hidden under a
 * later section), then the rest in section order.
 */
export const DASHBOARD_PLACEMENT: readonly DashboardSection[] = [
  'unsigned',
  'eol',
  'unchecked',
  'vulnerable',
  'ending',
  'stale',
];

/** GitLab Code Quality's severities (the Code Climate subset GitLab reads). */
export type CodeQualitySeverity = 'info' | 'minor' | 'major' | 'critical' | 'blocker';

interface KindRow {
  /** Whether the result has the finding, accepted or not; `gate` is fail-on's severity (findings/predicates.ts gateOf). */
  present(r: ImageResult, gate: GateSeverity | null): boolean;
  /** Whether the policy file accepts it (it stays a finding, marked accepted, and fails nothing). */
  accepted(r: ImageResult, gate: GateSeverity | null): boolean;
  /** The fail-on kind that makes it fail; `gate`: it exists only under a severity in fail-on and then fails; null: it never fails. */
  failsUnder: FailOn | 'gate' | null;
  /** How loud it is when it does not fail. */
  otherwise: Exclude<Loudness, 'error'>;
  /** The annotation's title. */
  title(r: ImageResult): string;
  /** The SARIF rule id (src/report/sarif.ts describes each rule). */
  sarifRule: string;
  gitlab: CodeQualitySeverity;
  /** The CLI table's colour of its status label; null: not a status (advisories are a count beside one). */
  colour: 'red' | 'yellow' | null;
  /** The dashboard section that lists it; null: the dashboard shows it elsewhere (the policy plan) or not at all. */
  dashboard: DashboardSection | null;
}

const never = () => false;

export const KINDS: Readonly<Record<FindingKind, KindRow>> = {
  error: {
    present: (r) => r.status === 'error',
    accepted: never,
    failsUnder: 'error',
    otherwise: 'warning',
    title: (r) => `Cannot check ${r.ref}`,
    sarifRule: 'error',
    gitlab: 'major',
    colour: 'red',
    dashboard: 'unchecked',
  },
  // No signature of an accepted signer verifies for the digest in use (check/judge/signatures.ts).
  unsigned: {
    present: (r) => r.signature?.verified === false,
    accepted: never,
    failsUnder: 'unsigned',
    otherwise: 'warning',
    title: (r) => `Not signed by the vendor: ${r.ref}`,
    sarifRule: 'unsigned',
    gitlab: 'critical',
    colour: 'red',
    dashboard: 'unsigned',
  },
  denied: {
    present: (r) => denyingPolicies(r).length > 0,
    accepted: never,
    failsUnder: 'denied',
    otherwise: 'warning',
    title: (r) => `Refused by the registry's policies: ${r.ref}`,
    sarifRule: 'denied',
    gitlab: 'critical',
    colour: 'red',
    dashboard: null,
  },
  eol: {
    present: isEndOfLife,
    accepted: (r) => isIgnored(r, 'eol'),
    failsUnder: 'eol',
    otherwise: 'warning',
    title: (r) => `End-of-life tag: ${r.ref}`,
    sarifRule: 'eol',
    gitlab: 'critical',
    colour: 'red',
    dashboard: 'eol',
  },
  vulnerability: {
    present: (r, gate) => overGate(r, gate, false) !== null,
    accepted: (r, gate) => overGate(r, gate) === null,
    failsUnder: 'gate',
    otherwise: 'warning',
    title: (r) => `Vulnerabilities over fail-on: ${r.ref}`,
    sarifRule: 'vulnerability',
    gitlab: 'major',
    colour: 'red',
    dashboard: 'vulnerable',
  },
  stale: {
    present: (r) => r.status === 'stale',
    accepted: (r) => isIgnored(r, 'stale'),
    failsUnder: 'stale',
    otherwise: 'warning',
    title: (r) => `Stale pinned digest: ${r.ref}`,
    sarifRule: 'stale',
    gitlab: 'minor',
    colour: 'yellow',
    dashboard: 'stale',
  },
  // A dry-run denial is a warning whatever fail-on says: the registry lets the pull through.
  'dry-run': {
    present: (r) => dryRunDenials(r).length > 0,
    accepted: never,
    failsUnder: null,
    otherwise: 'warning',
    title: (r) => `Refused once a dry-run policy is enforced: ${r.ref}`,
    sarifRule: 'dry-run',
    gitlab: 'minor',
    colour: 'yellow',
    dashboard: null,
  },
  ending: {
    present: isEndingSoon,
    accepted: never,
    failsUnder: null,
    otherwise: 'warning',
    title: (r) => `Tag ending soon: ${r.ref}`,
    sarifRule: 'ending',
    gitlab: 'minor',
    colour: 'yellow',
    dashboard: 'ending',
  },
  // Information, not a defect of the reference: a notice unless fail-on names advisories.
  advisory: {
    present: (r) => r.advisories.length > 0,
    accepted: (r) => activeAdvisories(r).length === 0,
    failsUnder: 'advisories',
    otherwise: 'notice',
    title: (r) => `${plural(activeAdvisories(r).length, 'advisory', 'advisories')}: ${r.ref}`,
    sarifRule: 'advisory',
    gitlab: 'info',
    colour: null,
    dashboard: null,
  },
};

/**
 * The one worst-first order of finding kinds: a result's findings are listed in it, a surface
 * that shows one label per result shows the first, and results sort by their first.
 */
export const WORST_FIRST = [
  'error',
  'unsigned',
  'denied',
  'eol',
  'vulnerability',
  'stale',
  'dry-run',
  'ending',
  'advisory',
] as const satisfies readonly FindingKind[];

// Every kind has its place in the order: a kind left out is a compile error here.
type Unordered = Exclude<FindingKind, (typeof WORST_FIRST)[number]>;
const everyKindOrdered: [Unordered] extends [never] ? true : Unordered = true;
void everyKindOrdered;

/** The place of a kind in WORST_FIRST (lower is worse). */
export const rankOf = (kind: FindingKind): number => (WORST_FIRST as readonly FindingKind[]).indexOf(kind);
