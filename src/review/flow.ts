// The review of a change, written once for every host (review/host.ts): read both sides, diff
// their references, judge them as the check did, render the comment, keep it, and keep the
// suggested changes on the lines. Refusals are not caught here: what a refused write means (a
// notice, the job summary instead) is the caller's, by `host.refusal`.

import type { Config } from '../config';
import { keepMarked, type Kept } from '../host/keep-marked';
import { keepMarkedLines, type LinesKept } from '../host/keep-marked-lines';
import type { ImageResult } from '../model';
import type { Ledger } from '../policy-file/read';
import { decidedMovesOf, policyPlan } from '../report/policy-plan';
import { VERSION } from '../version';
import { diffFiles, groupChanges } from './changes';
import { comparable, renderComment, renderNoChanges, type CommentContext, type RenderedComment } from './comment';
import { diffLines } from './diff-hunks';
import { factsAsChecked, type PullRequestFacts, type PullRequestLookups } from './facts';
import type { Logger, ReviewChange, ReviewHost } from './host';
import { collectVersions, pickSource, type ContentSource, type GitRunner } from './sources';
import {
  fixable,
  MAX_SUGGESTIONS,
  planSuggestions,
  renderSuggestion,
  suggestionMarker,
  type HeadFile,
} from './suggestions';

/** The settings the review reads: which files, which registry, and how the check judged. */
type ReviewConfig = Pick<Config, 'files' | 'registry' | 'concurrency' | 'maxAgeMs'> &
  Partial<Pick<Config, 'registryMap' | 'minAgeMs' | 'warnBeforeMs'>>;

/** What the suggested changes of a run did on the change's lines. */
export interface SuggestionsKept extends LinesKept {
  /** Suggested changes this run found (before the per-run limit). */
  found: number;
  /** Found past the most one run writes: counted in the comment. */
  leftOut: number;
}

export type SuggestOutcome =
  { status: 'written'; kept: SuggestionsKept } | { status: 'skipped' | 'not-written'; reason: string; found: number };

const capital = (text: string) => text.replace(/^./, (c) => c.toUpperCase());

/**
 * One suggested change on each line the change adds that `update` would rewrite, kept as the
 * marked line comments of `marker`'s run; ours whose line was fixed are removed. A read-only
 * token writes none (one notice), a change the host has no diff for yet gets none.
 */
export async function suggestOn(
  host: ReviewHost<unknown, unknown>,
  change: ReviewChange,
  {
    results,
    marker,
    git,
    log,
  }: { results: readonly ImageResult[]; marker: string; git: GitRunner | null; log: Logger },
): Promise<SuggestOutcome> {
  if (change.noLines) {
    log.info(`No suggested changes: ${change.noLines}.`);
    return { status: 'skipped', reason: change.noLines, found: 0 };
  }
  const found = planSuggestions(results, await headFiles(host, change, results, git));
  if (change.readOnly) {
    // Ours from an earlier run whose lines are now fixed go only when the token may write.
    if (found.length === 0) return { status: 'skipped', reason: 'nothing to suggest', found: 0 };
    log.notice(
      `No suggested changes were written (${found.length} found): ${change.readOnly}. The comment and the ${host.words.report} name what to move to.`,
    );
    return { status: 'not-written', reason: change.readOnly, found: found.length };
  }
  const shown = found.slice(0, MAX_SUGGESTIONS);
  const lineMarker = suggestionMarker(marker);
  const wanted = shown.map((c) => ({ ...c, body: renderSuggestion(c, lineMarker, host.words.suggestion) }));
  const lines = await keepMarkedLines(host.lineComments(change), {
    marker: lineMarker,
    viewer: await host.viewer(),
    wanted,
  });
  const kept = { ...lines, found: found.length, leftOut: found.length - shown.length };
  log.info(
    `Suggested changes on ${host.words.change} ${host.words.changeRef(change.number)}: ${kept.found} found, ${kept.created} written, ${kept.updated} edited, ${kept.unchanged} unchanged, ${kept.deleted} deleted${kept.leftOut > 0 ? `, ${kept.leftOut} left out (at most ${MAX_SUGGESTIONS} a run)` : ''}${kept.refused > 0 ? `, ${kept.refused} refused by ${host.words.name} (the line is no longer in the diff)` : ''}.`,
  );
  return { status: 'written', kept };
}

/** The change's files that hold a fixable reference on a line it adds, at the head commit. */
async function headFiles(
  host: ReviewHost<unknown, unknown>,
  change: ReviewChange,
  results: readonly ImageResult[],
  git: GitRunner | null,
): Promise<HeadFile[]> {
  const fixableFiles = new Set(results.filter(fixable).flatMap((r) => r.locations.map((l) => l.file)));
  if (fixableFiles.size === 0) return [];
  const listed = (await host.changedFiles()).filter((f) => f.status !== 'removed' && fixableFiles.has(f.file));
  if (listed.length === 0) return [];
  const source = await pickSource(git, host, change.baseSha, change.headSha);
  const files: HeadFile[] = [];
  for (const f of listed) {
    const lines = diffLines(f.patch);
    if (lines.added.size === 0) continue;
    const text = await source.read(change.headSha, f.file);
    if (text !== null) files.push({ path: f.file, text, lines });
  }
  return files;
}

interface CommentSettings {
  config: ReviewConfig;
  marker: string;
  verdictLine: string;
  /** The check's results: the registry's policies and their moves, said as the check says them. */
  results: readonly ImageResult[];
  /** The run's look-ups (the engine's `Lookups`): what the check fetched is not fetched again. */
  lookups: PullRequestLookups;
  /** The policy file the check read (the findings it accepts); null without one. */
  ledger: Ledger | null;
  /** How many suggested changes are on the lines, said in the comment. */
  suggestions: CommentContext['suggestions'];
  now: Date;
  log: Logger;
}

/** The comment of a change: its text, and what it was made of. */
export interface ComposedComment {
  /** Changed references (rows before grouping identical changes). */
  changes: number;
  marker: string;
  body: string;
  /** Whether a comment may be created (false: the change has no image change, only an earlier comment is updated). */
  create: boolean;
  /** The rendered changes and their facts; null when there are none. */
  rendered: { comment: RenderedComment; facts: PullRequestFacts; ctx: CommentContext } | null;
}

/** Both sides of the change's files in `source`, diffed: every reference change, said in the log. */
async function changesOf(
  host: Pick<ReviewHost<unknown, unknown>, 'words'>,
  change: ReviewChange,
  source: ContentSource,
  { config, log }: Pick<CommentSettings, 'config' | 'log'>,
) {
  const versions = await collectVersions(source, {
    baseSha: change.baseSha,
    headSha: change.readSha,
    globs: config.files,
    concurrency: config.concurrency,
  });
  const changes = diffFiles(versions, config.registry, config.registryMap ?? []);
  const from = source.kind === 'git' ? 'the local checkout' : `the ${host.words.name} API`;
  log.info(
    `${capital(host.words.change)} ${host.words.changeRef(change.number)}: ${changes.length} image reference changes in ${versions.length} matching files (read from ${from}).`,
  );
  return changes;
}

/**
 * The comment for the change read from `source`: every image change with the facts the check
 * judged, or (when it changes none) the text that replaces an earlier comment.
 */
export async function composeComment(
  host: ReviewHost<unknown, unknown>,
  change: ReviewChange,
  source: ContentSource,
  settings: CommentSettings,
): Promise<ComposedComment> {
  const changes = await changesOf(host, change, source, settings);
  const ctx = commentContext(host, change, settings);
  if (changes.length === 0)
    return { changes: 0, marker: ctx.marker, body: renderNoChanges(ctx), create: false, rendered: null };
  const { config, now, lookups, results } = settings;
  // Each side's verdict is the engine's, on the run's look-ups, with the moves its policies decided.
  const facts = await factsAsChecked(groupChanges(changes), lookups, {
    ...config,
    now,
    policyMoves: decidedMovesOf(results),
    ledger: settings.ledger,
  });
  const comment = renderComment(facts, ctx);
  return {
    changes: changes.length,
    marker: ctx.marker,
    body: comment.body,
    create: true,
    rendered: { comment, facts, ctx },
  };
}

/** Keeps the one marked comment of the change saying `composed` (keepMarked's rule). */
export async function keepComment<Id>(host: ReviewHost<Id, unknown>, composed: ComposedComment): Promise<Kept<Id>> {
  return keepMarked(host.comments, {
    marker: composed.marker,
    viewer: await host.viewer(),
    body: composed.body,
    create: composed.create,
    normalize: comparable,
  });
}

function commentContext(
  host: ReviewHost<unknown, unknown>,
  change: ReviewChange,
  settings: CommentSettings,
): CommentContext {
  return {
    marker: settings.marker,
    verdictLine: settings.verdictLine,
    baseSha: change.baseSha,
    headSha: change.headSha,
    mergeSha: change.readSha !== change.headSha ? change.readSha : null,
    producedAt: settings.now,
    version: VERSION,
    links: host.links,
    runUrl: host.runUrl,
    suggestions: settings.suggestions,
    policies: policyPlan(settings.results),
    host: host.words,
  };
}

/** What a review of a change did: its suggested changes and its comment (null: not asked for). */
interface Reviewed<Id> {
  suggestions: SuggestOutcome | null;
  comment: (Kept<Id> & { composed: ComposedComment }) | null;
}

/**
 * The whole review of a change on `host`: suggested changes first (the comment counts them),
 * then the comment, both sides read from the checkout when it holds both commits.
 */
export async function reviewChange<Id>(
  host: ReviewHost<Id, unknown>,
  settings: Omit<CommentSettings, 'suggestions'> & { comment: boolean; suggest: boolean; git: GitRunner | null },
): Promise<Reviewed<Id>> {
  const change = await host.change();
  const suggestions = settings.suggest ? await suggestOn(host, change, settings) : null;
  if (!settings.comment) return { suggestions, comment: null };
  const kept = suggestions?.status === 'written' ? suggestions.kept : null;
  const source = await pickSource(settings.git, host, change.baseSha, change.readSha);
  const composed = await composeComment(host, change, source, {
    ...settings,
    suggestions: kept && { shown: kept.created + kept.updated + kept.unchanged, leftOut: kept.leftOut },
  });
  return { suggestions, comment: { ...(await keepComment(host, composed)), composed } };
}
