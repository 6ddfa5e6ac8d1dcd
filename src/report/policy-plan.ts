// "What enforcing would break": the references the registry refuses now (enforced policies), and
// per dry-run policy those it would refuse once enforced, each with the places that hold it, most
// places first. One grouping and one Markdown list for the job summary, the PR comment and the
// dashboard; each caller gives its own escaping and links (`code`, `place`).

import type { ImageResult, Location, PolicyFinding, PullableBuild } from '../model';
import { denyingPolicies, dryRunDenials } from '../findings';
import { plural } from '../text';
import { policyLabel } from './policy-text';

interface PolicyEntry {
  result: ImageResult;
  finding: PolicyFinding;
}

interface PolicyGroup {
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

/** The first finding of each policy in `mode`, by name: one pass over the result's answers. */
function firstByName(r: ImageResult, mode: PolicyFinding['mode']): Map<string, PolicyFinding> {
  const first = new Map<string, PolicyFinding>();
  for (const f of r.policies ?? []) if (f.mode === mode && !first.has(f.policy)) first.set(f.policy, f);
  return first;
}

// Linear in the answers: each result's findings indexed once, not searched once per denied name.
function groups(results: readonly ImageResult[], mode: PolicyFinding['mode'], denies: (r: ImageResult) => string[]) {
  const byPolicy = new Map<string, PolicyGroup>();
  for (const r of results) {
    const names = new Set(denies(r));
    if (names.size === 0) continue;
    const first = firstByName(r, mode);
    for (const name of names) {
      const finding = first.get(name)!;
      // Grouped by the whole binding (its label is cut, so two long ones could read alike).
      const key = JSON.stringify([finding.policy, finding.parameters]);
      let group = byPolicy.get(key);
      if (!group) byPolicy.set(key, (group = { label: policyLabel(finding), entries: [], places: 0 }));
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

interface PlanMarkdown {
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
  /** Most policies (groups) listed per mode (the rest counted). */
  maxGroups?: number;
  /** Most characters of the whole plan (PLAN_CHARS by default; the rest counted). */
  maxChars?: number;
  heading?: string;
}

/** Characters the plan takes at most by default: it fits in every host's body with the rest beside it. */
export const PLAN_CHARS = 16_000;
/** Kept free for the closing count, so the plan never passes its budget. */
const RESERVE = 240;

/** Lines within a budget of characters (a line counts its line end). */
function budgetLines(budget: number) {
  const lines: string[] = [];
  let used = 0;
  return {
    lines,
    fits: (...more: string[]) => used + more.reduce((n, l) => n + l.length + 1, 0) + RESERVE <= budget,
    push(...more: string[]) {
      for (const l of more) used += l.length + 1;
      lines.push(...more);
    },
  };
}

/**
 * The plan as Markdown lines (a heading, then one list per group), or [] when nothing is refused.
 * Bounded by construction: at most `maxGroups` groups per mode, `maxEntries` entries per group and
 * `maxChars` characters in all; what is left out is counted (the results file has every one).
 */
export function renderPolicyPlan(plan: PolicyPlan, md: PlanMarkdown): string[] {
  if (plan.enforced.length === 0 && plan.dryRun.length === 0) return [];
  const maxEntries = md.maxEntries ?? 20;
  const maxPlaces = md.maxPlaces ?? 5;
  const maxGroups = md.maxGroups ?? 20;
  const entry = ({ result: r, finding }: PolicyEntry) => {
    const places = r.locations.slice(0, maxPlaces).map(md.place);
    const more = r.locations.length - places.length;
    const where = places.length > 0 ? ` at ${places.join(', ')}${more > 0 ? ` and ${more} more` : ''}` : '';
    const why = finding.why ? `: ${md.text(finding.why)}` : '';
    const move = r.suggestion ? `; move to ${md.code(r.suggestion)}` : '';
    return `- ${md.code(r.ref)}${where}${why}${move}`;
  };
  const out = budgetLines(md.maxChars ?? PLAN_CHARS);
  out.push(md.heading ?? "### The registry's pull-time policies", '');
  const left = { groups: 0, references: 0 };
  const section = (title: string, g: PolicyGroup, index: number) => {
    const head = `**${title}** · ${plural(g.entries.length, 'reference')} in ${plural(g.places, 'place')}`;
    const moreLine = (n: number) => `- …and ${n} more`;
    if (index >= maxGroups || !out.fits(head, '', moreLine(g.entries.length), '')) {
      left.groups++;
      left.references += g.entries.length;
      return;
    }
    out.push(head, '');
    let shown = 0;
    for (const e of g.entries.slice(0, maxEntries)) {
      const line = entry(e);
      if (!out.fits(line, moreLine(g.entries.length), '')) break;
      out.push(line);
      shown++;
    }
    if (g.entries.length > shown) out.push(moreLine(g.entries.length - shown));
    out.push('');
  };
  plan.enforced.forEach((g, i) => section(`Refused now by ${md.code(g.label)}`, g, i));
  plan.dryRun.forEach((g, i) => section(`Would be refused once ${md.code(g.label)} is enforced (dry run now)`, g, i));
  if (left.groups > 0)
    out.push(
      `…and ${plural(left.groups, 'more policy', 'more policies')} refusing ${plural(left.references, 'reference')}, not listed here: every one is in the results file.`,
      '',
    );
  return out.lines;
}

/** A decided move's build; `signed`: the signatures' pass moved it past builds nobody accepted signed. */
export type DecidedMove = PullableBuild & { signed?: true };

/**
 * The moves the registry's policies and the vendor's signatures decided, by reference as written:
 * the build that passes both, or null when the registry lets none through. The signatures' pass comes last and keeps
 * the policies' choice among signed builds, so its move, when it made one, is the run's.
 */
export function decidedMovesOf(results: readonly ImageResult[]): Map<string, DecidedMove | null> {
  const moves = new Map<string, DecidedMove | null>();
  for (const r of results) {
    if (r.policyMove && r.policyMove.tag === r.tag) moves.set(r.ref, r.policyMove.to ?? null);
    // No signed build to move to is said by the check's own finding (unsigned); the comment keeps the registry's build.
    const signed = r.signatureMove?.tag === r.tag ? r.signatureMove.to : undefined;
    if (signed) moves.set(r.ref, { ...signed, signed: true });
  }
  return moves;
}
