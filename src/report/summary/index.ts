// The job summary: the run's report as GitHub-flavoured Markdown, within its share of GitHub's
// 1 MiB. This file puts the sections together and is the folder's public surface; beside it:
// input.ts (what the summary is made from), budget.ts (the budgets, and tables and lists fitted
// within them), cells.ts (table cells and linked places), ranking.ts (which results are findings,
// worst first), todo.ts (what to do, files updated), findings.ts (findings, cooldown, ignored,
// advisories), vulnerabilities.ts, current.ts (the current images) and coverage.ts (repositories,
// files not fully scanned, references skipped). The parts never import this file.
import { policyPlan, renderPolicyPlan } from '../policy-plan';
import { escapeText as esc, truncate } from '../format';
import { capSummary, MAX_MESSAGE } from './budget';
import { locationText } from './cells';
import { problemsSection, repositoriesSection, skippedSection } from './read-and-skipped';
import { currentSection } from './current';
import { advisorySection, cooldownSection, findingsSection, ignoredSection } from './findings';
import type { Links, SummaryInput } from './input';
import { needsAction, rank, worstFirst } from './ranking';
import { todoSection, updatedSection } from './todo';
import { vulnerabilitySection } from './vulnerabilities';
import { signaturesLine } from '../../findings';

/** How many digests in use were verified as the vendor's signed build, and by whom: one line. */
function signaturesSection(results: SummaryInput['results']): string[] {
  const line = signaturesLine(results.map((r) => r.signature));
  return line ? [`🔏 Signatures: ${esc(line)}`, ''] : [];
}

export { capSummary, SUMMARY_BUDGET_BYTES, SUMMARY_LIMIT_BYTES } from './budget';
export type { RepositoryCoverage } from './input';

/**
 * The job summary as GitHub-flavoured markdown with inline HTML: the verdict line, a table of
 * findings (errors, end-of-life tags, stale pins, current images with advisories), the current
 * images folded in a `<details>` block, file problems, and skipped references as a footnote.
 * Every value from outside is escaped (see escapeText). Pure.
 */
export function renderSummary({
  results,
  verdict,
  skipped,
  problems,
  now,
  maxAge,
  advisoryUrl,
  blobBase,
  serverUrl,
  updatedFiles = [],
  repositories,
  failOn,
}: SummaryInput): string {
  const links: Links = { blobBase, serverUrl };
  // Findings lead: errors, end-of-life, stale, ending soon. Advisories have their own folded section.
  const acts = (r: (typeof results)[number]) => needsAction(r, failOn);
  const findings = worstFirst(results, acts, rank(failOn));
  const ignored = results.filter((r) => !acts(r) && (r.ignored?.kinds.length ?? 0) > 0);
  const current = results.filter((r) => !acts(r) && !ignored.includes(r));
  const out: string[] = [
    '## image-check',
    '',
    `**${esc(verdict.line)}**`,
    '',
    ...signaturesSection(results),
    ...todoSection(results, links, failOn),
    ...updatedSection(updatedFiles),
    ...findingsSection(findings, now, maxAge, links, failOn),
    ...cooldownSection(results, now, links),
    ...renderPolicyPlan(policyPlan(results), {
      code: (text) => `<code>${esc(text)}</code>`,
      place: (l) => locationText(l, links),
      text: (text) => esc(truncate(text, MAX_MESSAGE)),
      heading: "**The registry's pull-time policies**",
    }),
    ...vulnerabilitySection(results, links),
    ...ignoredSection(ignored),
    ...advisorySection(results, verdict.counts.advisories, advisoryUrl, links),
    // Never "all current" under a failed verdict: what failed it is listed above.
    ...currentSection(
      current,
      !verdict.failed && findings.length === 0 && current.length === results.length,
      now,
      maxAge,
      links,
    ),
    ...(results.length === 0 ? ['No image references were checked.', ''] : []),
    ...repositoriesSection(repositories, serverUrl),
    // A repository not read is listed with its repositories above, not again as a file.
    ...problemsSection(repositories ? problems.filter((p) => !(p.file === '' && p.repository)) : problems),
    ...skippedSection(skipped),
  ];
  if (results.length > 0) {
    out.push(
      `<sub>Stale: a pinned digest whose tag has had newer builds for longer than max-age (${esc(maxAge)}). End-of-life: a deprecated tag.</sub>`,
      '',
    );
  }
  return capSummary(out.join('\n'));
}
