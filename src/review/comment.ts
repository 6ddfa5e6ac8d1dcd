import { severityCounts } from '../check/judge/vulnerabilities';
import { acceptedUntil, type Location, type VulnerabilityRef } from '../model';
import {
  codeText,
  escapeText,
  foreignText,
  formatLocation,
  GITHUB_BODY_LIMIT,
  isoDate,
  shortDigest,
} from '../report/format';
import { mostThatFit, plural, unitPrefix } from '../text';
import { moveTargetName, signaturesLine } from '../findings';
import { changeLine, changeList, gapLine } from '../provenance/change-line';
import { MARKDOWN_MARKUP } from '../report/change-text';
import { renderPolicyPlan, type PolicyPlan } from '../report/policy-plan';
import type { ChangeKind, SideRef } from './changes';
import type { Build, ChangeFacts, DigestStep, PullRequestFacts, TagState } from './facts';
import type { ReviewLinks } from './host';

const MAX_LOCATIONS_IN_ROW = 5;
const MAX_BUILDS_LISTED = 30;
const MAX_IDS = 10;

interface MarkerKey {
  workflow: string;
  job: string;
  /** The `comment-key` input; '' when unset. */
  key: string;
}

/**
 * The hidden first line that finds this step's comment again:
 * `<!-- image-check:pr-comment workflow=<w> job=<j> key=<k> -->`, each value URI-encoded so a
 * name can neither end the HTML comment nor run into the next field.
 */
export function markerFor({ workflow, job, key }: MarkerKey): string {
  const e = encodeURIComponent;
  return `<!-- image-check:pr-comment workflow=${e(workflow)} job=${e(job)} key=${e(key)} -->`;
}

export interface CommentContext {
  marker: string;
  verdictLine: string;
  /** The pull request's base commit. */
  baseSha: string;
  /** The pull request's head commit. */
  headSha: string;
  /** The commit the head side was read at, when not `headSha` (GitHub's test merge commit). */
  mergeSha?: string | null;
  producedAt: Date;
  version: string;
  /** Links to a file's line and to a commit on the host (review/host.ts). */
  links: ReviewLinks;
  /** The workflow run, where the job summary is. */
  runUrl: string | null;
  /** Suggested changes on the pull request's lines: how many are there, how many more a run leaves out. */
  suggestions?: { shown: number; leftOut: number } | null;
  /** What the registry's pull-time policies refuse now and once dry runs are enforced (report/policy-plan.ts). */
  policies?: PolicyPlan | null;
  /**
   * The host the comment is written on, its longest body (default GitHub's, GITHUB_BODY_LIMIT),
   * what it calls a change (`merge request` on GitLab) and where a run's full report is.
   */
  host?: { name: string; bodyLimit: number; change?: string; report?: string };
}

export interface RenderedComment {
  body: string;
  /** Rows left out to stay under the size limit. */
  omitted: number;
  total: number;
}

// ---- small text helpers -------------------------------------------------------------------

// The report's helpers (report/format.ts), with the comment's defaults.
const day = (time: string | null) => (time ? isoDate(time) : '?');
// References, tags and digests as code, escaped like every text from outside (report/format.ts).
const code = codeText;

/** The tag the engine judged a side in: as written, or where it placed a digest-only reference. */
function judgedTag(side: SideRef, state: TagState | null): string {
  return state?.tag ?? side.tag ?? '';
}

/** `1.25@sha256:0123456789ab`, `@sha256:…` (no tag written), or `1.25`. */
function shortRef(side: SideRef): string {
  const tag = side.tagWritten || !side.digest ? (side.tag ?? '') : '';
  return `${tag}${side.digest ? `@${shortDigest(side.digest)}` : ''}`;
}

const KIND_LABEL: Record<ChangeKind, string> = {
  tag: 'tag',
  digest: 'digest',
  pin: 'pinned',
  unpin: 'unpinned',
  added: 'added',
  removed: 'removed',
};

function fileLink(ctx: CommentContext, commit: string, location: Location): string {
  const text = escapeText(`${location.file}:${location.line}`);
  return `[${text}](${ctx.links.fileLine(commit, location)})`;
}

function whereCell(ctx: CommentContext, row: ChangeFacts): string {
  const commit = row.kind === 'removed' ? ctx.baseSha : (ctx.mergeSha ?? ctx.headSha);
  const shown = row.locations.slice(0, MAX_LOCATIONS_IN_ROW).map((l) => fileLink(ctx, commit, l));
  const more = row.locations.length - shown.length;
  return shown.join('<br>') + (more > 0 ? `<br>and ${more} more` : '');
}

function standing(state: TagState, pinned: boolean): string {
  if (pinned && state.pullable !== undefined && state.buildsBehind != null) return cooledStanding(state);
  if (pinned) {
    if (state.buildsBehind === 0) return 'newest build of the tag';
    if (state.buildsBehind != null)
      return `${plural(state.buildsBehind, 'build')} behind the tag's newest (${day(state.newest?.time ?? null)})`;
    if (state.pinnedUnknown) return '**not a build of this tag**';
    return '';
  }
  return state.newest ? `tag's newest build: ${day(state.newest.time)}` : '';
}

/** A placed pin under min-age: measured against the newest build old enough to pull, as the check does. */
function cooledStanding(state: TagState): string {
  const pullable = state.pullable;
  // Newer than every build old enough to pull: the registry's cooldown refuses it until it ages.
  if (pullable === null || pullable === undefined)
    return `⚠️ **inside the registry's cooldown** (min-age): built ${day(state.pinnedTime)}, it cannot be pulled yet`;
  const moveTo = moveTargetName({ signed: state.movedToSigned === true, pullable: true });
  if (state.buildsBehind === 0)
    return pullable.digest === state.newest?.digest ? 'newest build of the tag' : `${moveTo} of the tag`;
  if (state.movedToSigned)
    return `${plural(state.buildsBehind!, 'build')} behind the tag's newest (${day(state.newest?.time ?? null)}); its ${moveTo}: ${day(pullable.time)}`;
  return `${plural(state.buildsBehind!, 'build')} behind the tag's newest pullable (${day(pullable.time)})`;
}

function stepText(step: DigestStep): string {
  if (step.steps == null) {
    const missing = [step.fromTime ? null : 'old', step.toTime ? null : 'new'].filter(Boolean).join(' and ');
    return `${missing} digest not found in the tag's history`;
  }
  if (step.steps === 0) return 'same build';
  const dates = `${day(step.fromTime)} → ${day(step.toTime)}`;
  return step.steps > 0
    ? `**${plural(step.steps, 'build')} newer** (${dates})`
    : `**${plural(-step.steps, 'build')} older**: goes back (${dates})`;
}

function buildsCell(row: ChangeFacts): string {
  const parts: string[] = [];
  if (row.step) parts.push(stepText(row.step));
  const state = row.afterState;
  if (state && row.after) {
    const text = standing(state, row.after.digest != null);
    if (text) parts.push(text);
    if (state.error) parts.push(`⚠️ ${foreignText(state.error)}`);
  }
  return parts.join('<br>') || ' ';
}

function sideCell(side: SideRef | null, state: TagState | null): string {
  if (!side) return '—';
  const accepted = state?.accepted?.kinds.includes('eol') ? ' (accepted)' : '';
  return code(shortRef(side)) + (state?.deprecated ? ` **end-of-life**${accepted}` : '');
}

// ---- sections -----------------------------------------------------------------------------

/** The end-of-life tags the change brings in: each a finding, or accepted by the policy file (said so). */
function highlights(rows: readonly ChangeFacts[]): string[] {
  const caution: string[] = [];
  const accepted: string[] = [];
  for (const row of rows) {
    const unsigned = unsignedOf(row);
    if (unsigned) caution.push(unsigned);
    const line = highlightOf(row);
    if (!line) continue;
    const ignored = row.afterState?.accepted;
    if (ignored?.kinds.includes('eol'))
      accepted.push(`${line} Accepted ${escapeText(acceptedUntil(ignored))}: ${escapeText(ignored.reason)}`);
    else caution.push(line);
  }
  const box = (kind: string, lines: readonly string[]) =>
    lines.length === 0
      ? []
      : [`> [!${kind}]`, ...lines.map((l, i) => `> ${l}${i < lines.length - 1 ? '<br>' : ''}`), ''];
  return [...box('CAUTION', caution), ...box('NOTE', accepted)];
}

/** Where a change is, as the highlights name it: its first places. */
const placesOf = (row: ChangeFacts) =>
  row.locations
    .map((l) => escapeText(`${l.file}:${l.line}`))
    .slice(0, MAX_LOCATIONS_IN_ROW)
    .join(', ');

/** A head-side digest that is not the vendor's signed build, or whose signature could not be checked. */
function unsignedOf(row: ChangeFacts): string | null {
  const state = row.afterState;
  if (!row.after || !state) return null;
  const where = placesOf(row);
  if (state.signatureError)
    return `**Signature could not be checked:** ${code(row.after.ref)} (${where}): ${foreignText(state.signatureError)}`;
  const s = state.signature;
  if (!s || s.verified) return null;
  return `**Not signed by the vendor:** ${code(row.after.ref)} (${where}): ${code(shortDigest(s.digest))} ${foreignText(s.reason ?? 'no signature verifies')}.`;
}

function highlightOf(row: ChangeFacts): string | null {
  if (!row.after || !row.afterState?.deprecated) return null;
  const where = placesOf(row);
  // What to move to instead: the check's move.
  const instead = row.afterState.suggestedTag ? ` Move to ${code(row.afterState.suggestedTag)} instead.` : '';
  if (row.kind === 'added')
    return `**New reference to an end-of-life tag:** ${code(row.after.ref)} (${where}).${instead}`;
  if (row.kind !== 'tag') return null;
  const moves = row.beforeState?.deprecated ? 'Moves between end-of-life tags' : 'Moves to an end-of-life tag';
  return `**${moves}:** ${code(`${row.org}/${row.image}`)} from ${code(judgedTag(row.before!, row.beforeState))} to ${code(judgedTag(row.after, row.afterState))} (${where}).${instead}`;
}

function table(ctx: CommentContext, rows: readonly ChangeFacts[]): string[] {
  if (rows.length === 0) return [];
  const out = ['| Image | Change | Before | After | Builds | Where |', '|---|---|---|---|---|---|'];
  for (const row of rows) {
    out.push(
      `| ${code(`${row.org}/${row.image}`)} | ${KIND_LABEL[row.kind]} | ${sideCell(row.before, row.beforeState)} | ${sideCell(row.after, row.afterState)} | ${buildsCell(row)} | ${whereCell(ctx, row)} |`,
    );
  }
  return [...out, ''];
}

/** What the host calls the change under review: a pull request (GitHub), a merge request (GitLab). */
const changeWord = (ctx: Pick<CommentContext, 'host'>) => ctx.host?.change ?? 'pull request';

function advisoryLines(facts: PullRequestFacts, ctx: CommentContext): string[] {
  if (facts.advisories.length === 0) return [];
  const items = facts.advisories.map((a) =>
    a.count == null
      ? `${code(`${a.org}/${a.image}`)} could not be checked (${foreignText(a.error ?? 'unknown error', 120)})`
      : `${code(`${a.org}/${a.image}`)} ${a.count}`,
  );
  return [`**Advisories** listed for the images this ${changeWord(ctx)} touches: ${items.join(' · ')}`, ''];
}

/** Per change of digest: the vulnerabilities the new digest fixes and those it introduces. */
function vulnerabilityLines(rows: readonly ChangeFacts[]): string[] {
  const items: string[] = [];
  const ids = (list: readonly VulnerabilityRef[]) =>
    list.length === 0
      ? 'none'
      : `${severityCounts(list)} (${list
          .slice(0, MAX_IDS)
          .map((v) => escapeText(v.id))
          .join(', ')}${list.length > MAX_IDS ? `, and ${list.length - MAX_IDS} more` : ''})`;
  for (const row of rows) {
    const move = moveLine(row, ids);
    if (move) items.push(move);
    if (row.vulnerabilities === undefined || !row.before || !row.after) continue;
    const what = `${code(`${row.org}/${row.image}`)} ${code(shortRef(row.before))} → ${code(shortRef(row.after))}`;
    const v = row.vulnerabilities;
    items.push(
      v === null
        ? `- ${what}: not known (the platform has no vulnerability report of one of the digests)`
        : `- ${what}: fixes ${ids(v.fixed)}; introduces ${ids(v.introduced)}`,
    );
  }
  if (items.length === 0) return [];
  return ['**Vulnerabilities** of the changed digests:', '', ...items, ''];
}

/** Under each changed digest, what it carries: the one line (the upgrades that fix a vulnerability first), the whole list folded, or why none. */
function packageLines(rows: readonly ChangeFacts[]): string[] {
  const items: string[] = [];
  for (const row of rows) {
    if (!row.packages || !row.before || !row.after) continue;
    const what = `${code(`${row.org}/${row.image}`)} ${code(shortRef(row.before))} → ${code(shortRef(row.after))}`;
    const { changes, gap, fixes } = row.packages;
    if (!changes) {
      if (gap) items.push(`- ${what}: ${gapLine(gap, MARKDOWN_MARKUP)}`);
      continue;
    }
    items.push(`- ${what}: ${changeLine(changes, fixes, MARKDOWN_MARKUP)}`);
    items.push(...changeList(changes, fixes, MARKDOWN_MARKUP, 40).map((l) => `  ${l}`));
  }
  return items.length === 0 ? [] : ['**Packages** the changed digests carry:', '', ...items, ''];
}

/** For a new pin behind its tag: what moving it to the build the check moves it to fixes and introduces. */
function moveLine(row: ChangeFacts, ids: (list: readonly VulnerabilityRef[]) => string): string | null {
  if (!row.move || !row.after) return null;
  const where = `the ${moveTargetName({
    signed: row.afterState?.movedToSigned === true,
    pullable: Boolean(row.afterState?.pullable),
  })}`;
  const what = `${code(`${row.org}/${row.image}`)} ${code(shortRef(row.after))} → ${where} ${code(shortDigest(row.move.to))}`;
  const v = row.move.change;
  return v === null
    ? `- ${what}: not known (the platform has no vulnerability report of one of the digests)`
    : `- ${what}: fixes ${ids(v.fixed)}; introduces ${ids(v.introduced)}`;
}

function buildList(builds: readonly Build[]): string[] {
  const shown = builds.slice(0, MAX_BUILDS_LISTED).map((b) => `  - ${b.time} ${code(b.digest)}`);
  if (builds.length > shown.length) shown.push(`  - and ${builds.length - shown.length} more`);
  return shown;
}

function detailLines(rows: readonly ChangeFacts[]): string[] {
  const entries: string[] = [];
  for (const row of rows) {
    const digests = [row.before?.digest, row.after?.digest, row.afterState?.newest?.digest].filter(Boolean);
    if (digests.length === 0) continue;
    const where = row.locations
      .map((l) => `${l.file}:${l.line}`)
      .slice(0, MAX_LOCATIONS_IN_ROW)
      .join(', ');
    const name = `${row.repository}`;
    const lines = [`**${escapeText(name)}** (${escapeText(where)})`];
    if (row.before?.digest)
      lines.push(`- before: ${code(row.before.ref)}${row.step?.fromTime ? `, built ${row.step.fromTime}` : ''}`);
    else if (row.before) lines.push(`- before: ${code(row.before.ref)}`);
    if (row.after) {
      const built = row.afterState?.pinnedTime ? `, built ${row.afterState.pinnedTime}` : '';
      lines.push(`- after: ${code(row.after.ref)}${built}`);
      const newest = row.afterState?.newest;
      const pullable = row.afterState?.pullable;
      if (newest && newest.digest !== row.after.digest)
        lines.push(
          `- newest build of ${code(judgedTag(row.after, row.afterState))}: ${code(newest.digest)}, ${newest.time}${pullable && pullable.digest !== newest.digest ? (row.afterState?.movedToSigned ? ' (no accepted signature)' : " (inside the registry's cooldown, min-age)") : ''}`,
        );
      if (pullable && newest && pullable.digest !== newest.digest && pullable.digest !== row.after.digest)
        lines.push(
          row.afterState?.movedToSigned
            ? `- ${moveTargetName({ signed: true, pullable: true })} of ${code(judgedTag(row.after, row.afterState))}: ${code(pullable.digest)}, ${pullable.time}`
            : `- newest pullable build of ${code(judgedTag(row.after, row.afterState))} (at least min-age old): ${code(pullable.digest)}, ${pullable.time}`,
        );
    }
    if (row.step && row.step.builds.length > 0) {
      const label =
        row.step.steps! > 0
          ? 'builds after the old digest, up to the new one'
          : 'builds after the new digest, up to the old one';
      lines.push(`- ${label} (${row.step.builds.length}):`, ...buildList(row.step.builds));
    }
    entries.push(lines.join('\n'));
  }
  if (entries.length === 0) return [];
  return [
    '<details><summary>Full digests and builds between</summary>',
    '',
    entries.join('\n\n'),
    '',
    '</details>',
    '',
  ];
}

function footer(ctx: CommentContext): string {
  const commit = (sha: string) => `[${sha.slice(0, 7)}](${ctx.links.commit(sha)})`;
  const merge = ctx.mergeSha && ctx.mergeSha !== ctx.headSha ? `, read at the test merge ${commit(ctx.mergeSha)}` : '';
  return `<sub>Produced by image-check ${ctx.version} at ${ctx.producedAt.toISOString()} for ${commit(ctx.headSha)} against base ${commit(ctx.baseSha)}${merge}.</sub>`;
}

function heading(total: number): string {
  return `### image-check: ${plural(total, 'image reference')} changed`;
}

function truncationNote(ctx: CommentContext, shown: number, total: number): string[] {
  const report = ctx.host?.report ?? 'job summary';
  const where = ctx.runUrl ? `the [${report}](${ctx.runUrl})` : `the ${report}`;
  return [
    '> [!NOTE]',
    `> This comment shows ${shown} of ${total} changes: ${ctx.host?.name ?? 'GitHub'} limits a comment to ${(ctx.host?.bodyLimit ?? GITHUB_BODY_LIMIT).toLocaleString('en-US')} characters. Every change is in ${where} of this run.`,
    '',
  ];
}

function suggestionLines(ctx: CommentContext): string[] {
  const s = ctx.suggestions;
  if (!s || (s.shown === 0 && s.leftOut === 0)) return [];
  const on = `${plural(s.shown, 'suggested change')} ${s.shown === 1 ? 'is' : 'are'} on the lines of this ${changeWord(ctx)} (one click commits each).`;
  const more =
    s.leftOut > 0
      ? ` ${plural(s.leftOut, 'more line')} with a fix ${s.leftOut === 1 ? 'has' : 'have'} none: a run writes at most ${s.shown}; \`update: all\` rewrites them all.`
      : '';
  return [`${on}${more}`, ''];
}

/** How many of the digests the change uses were verified, and by whom: one line. */
function signatureLines(facts: PullRequestFacts): string[] {
  const line = signaturesLine(facts.changes.map((c) => c.afterState?.signature));
  return line ? [`**Signatures:** ${escapeText(line)}`, ''] : [];
}

function compose(facts: PullRequestFacts, ctx: CommentContext, shown: number): string {
  const rows = facts.changes.slice(0, shown);
  const total = facts.changes.length;
  return [
    ctx.marker,
    heading(total),
    '',
    ...highlights(facts.changes),
    `**Verdict:** ${escapeText(ctx.verdictLine)}`,
    '',
    ...signatureLines(facts),
    ...(ctx.policies
      ? renderPolicyPlan(ctx.policies, {
          code,
          place: (l) => code(formatLocation(l)),
          text: escapeText,
          heading: "**The registry's pull-time policies**",
          maxEntries: 10,
        })
      : []),
    ...suggestionLines(ctx),
    ...table(ctx, rows),
    ...(shown < total ? truncationNote(ctx, shown, total) : []),
    ...advisoryLines(facts, ctx),
    ...vulnerabilityLines(rows),
    ...packageLines(rows),
    ...detailLines(rows),
    footer(ctx),
  ].join('\n');
}

/**
 * The comment for a pull request that changes image references. When the whole text is over
 * `limit`, rows (and their details) are dropped from the end until it fits, with a note that
 * points to the job summary; the body is never over `limit`.
 */
export function renderComment(
  facts: PullRequestFacts,
  ctx: CommentContext,
  limit = ctx.host?.bodyLimit ?? GITHUB_BODY_LIMIT,
): RenderedComment {
  const total = facts.changes.length;
  const full = compose(facts, ctx, total);
  if (full.length <= limit) return { body: full, omitted: 0, total };
  // The longest prefix of rows that fits (the length grows with the rows shown).
  const lo = mostThatFit(total - 1, (n) => compose(facts, ctx, n).length <= limit);
  let body = compose(facts, ctx, lo);
  if (body.length > limit) {
    // Only the fixed parts are left (e.g. a huge highlight list): cut them, keep marker and note.
    const tail = `\n\n…\n\n${truncationNote(ctx, 0, total).join('\n')}\n${footer(ctx)}`;
    body = unitPrefix(body, limit - tail.length) + tail;
    body = unitPrefix(body, limit);
  }
  return { body, omitted: total - lo, total };
}

/** The text that replaces an earlier comment once the pull request changes no image. */
export function renderNoChanges(ctx: CommentContext): string {
  return [
    ctx.marker,
    '### image-check: no image changes',
    '',
    `This ${changeWord(ctx)} changes no image reference in the files the \`files\` input selects.`,
    '',
    `**Verdict:** ${escapeText(ctx.verdictLine)}`,
    '',
    footer(ctx),
  ].join('\n');
}

/** A body without its production time, to tell whether an update would change anything. */
export function comparable(body: string): string {
  return body
    .replace(/\r\n/g, '\n')
    .replace(/(Produced by image-check \S+ at )\S+( for )/, '$1…$2')
    .trimEnd();
}
