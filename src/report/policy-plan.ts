// "What enforcing would break": the references the registry refuses now (enforced policies), and
// per dry-run policy those it would refuse once enforced, each with the places that hold it, most
// places first. One grouping and one Markdown list for the job summary, the PR comment and the
// dashboard; each caller gives its own escaping and links (`code`, `place`).

import type { ImageResult, Location, PolicyFinding, PullableBuild } from '../model';
import { denyingPolicies, dryRunDenials } from '../findings';
import { plural } from '../text';
import { policyLabel } from './policy-text';

export interface PolicyEntry {
  result: ImageResult;
  finding: PolicyFinding;
}

export interface PolicyGroup {
  /** The policy with its binding's parameters, e.g. `cooldown (days: 7)`. */
  label: string;
  entries: PolicyEntry[];
  /** Places that hold a refused reference (a reference from the `images` input counts one). */
  places: number;
}

export interface PolicyPlan {
  /** Refused now, per enforced policy. */
  enforced: PolicyGroup[];
  /** Refused once each dry-run policy is enforced. */
  dryRun: PolicyGroup[];
}

const placesOf = (r: ImageResult) => Math.max(1, r.locations.length);

function groups(results: readonly ImageResult[], mode: PolicyFinding['mode'], denies: (r: ImageResult) => string[]) {
  const byPolicy = new Map<string, PolicyGroup>();
  for (const r of results) {
    for (const name of new Set(denies(r))) {
      const finding = r.policies!.find((f) => f.policy === name && f.mode === mode)!;
      const label = policyLabel(finding);
      let group = byPolicy.get(label);
      if (!group) byPolicy.set(label, (group = { label, entries: [], places: 0 }));
      group.entries.push({ result: r, finding });
      group.places += placesOf(r);
    }
  }
  const sorted = [...byPolicy.values()].sort((a, b) => b.places - a.places || a.label.localeCompare(b.label));
  for (const g of sorted) g.entries.sort((a, b) => placesOf(b.result) - placesOf(a.result));
  return sorted;
}

/** The plan of a run's results; empty groups when no policy denies anything. Pure. */
export function policyPlan(results: readonly ImageResult[]): PolicyPlan {
  return { enforced: groups(results, 'enforced', denyingPolicies), dryRun: groups(results, 'dry-run', dryRunDenials) };
}

export interface PlanMarkdown {
  /** A reference or a policy as inline code, escaped for the body it goes in. */
  code: (text: string) => string;
  /** A place, linked where the caller can. */
  place: (location: Location) => string;
  /** Plain text from a service, escaped. */
  text: (text: string) => string;
  /** Most entries listed per group (the rest counted). */
  maxEntries?: number;
  /** Most places listed per entry. */
  maxPlaces?: number;
  heading?: string;
}

/** The plan as Markdown lines (a heading, then one list per group), or [] when nothing is refused. */
export function renderPolicyPlan(plan: PolicyPlan, md: PlanMarkdown): string[] {
  if (plan.enforced.length === 0 && plan.dryRun.length === 0) return [];
  const maxEntries = md.maxEntries ?? 20;
  const maxPlaces = md.maxPlaces ?? 5;
  const entry = ({ result: r, finding }: PolicyEntry) => {
    const places = r.locations.slice(0, maxPlaces).map(md.place);
    const more = r.locations.length - places.length;
    const where = places.length > 0 ? ` at ${places.join(', ')}${more > 0 ? ` and ${more} more` : ''}` : '';
    const why = finding.why ? `: ${md.text(finding.why)}` : '';
    const move = r.suggestion ? `; move to ${md.code(r.suggestion)}` : '';
    return `- ${md.code(r.ref)}${where}${why}${move}`;
  };
  const section = (title: string, g: PolicyGroup) => {
    const shown = g.entries.slice(0, maxEntries).map(entry);
    const left = g.entries.length - shown.length;
    return [
      `**${title}** · ${plural(g.entries.length, 'reference')} in ${plural(g.places, 'place')}`,
      '',
      ...shown,
      ...(left > 0 ? [`- …and ${left} more`] : []),
      '',
    ];
  };
  return [
    md.heading ?? "### The registry's pull-time policies",
    '',
    ...plan.enforced.flatMap((g) => section(`Refused now by ${md.code(g.label)}`, g)),
    ...plan.dryRun.flatMap((g) => section(`Would be refused once ${md.code(g.label)} is enforced (dry run now)`, g)),
  ];
}

/** The moves the registry's policies decided, by reference as written: the build that passes, or null when none does. */
export function policyMovesOf(results: readonly ImageResult[]): Map<string, PullableBuild | null> {
  const moves = new Map<string, PullableBuild | null>();
  for (const r of results) if (r.policyMove && r.policyMove.tag === r.tag) moves.set(r.ref, r.policyMove.to ?? null);
  return moves;
}
