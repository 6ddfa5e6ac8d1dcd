// A GitLab merge request pipeline's note and suggestions: the same changes, facts and comment
// as a pull request's (changes.ts, facts.ts, comment.ts), the same suggested lines
// (suggestions.ts), kept on the merge request through the GitLab client (gitlab/). Never throws:
// a refusal is one notice naming what the token lacks, any other failure a warning.

import type { Config } from '../config';
import { messageOf } from '../errors';
import { syncDiffDiscussions, type DiscussionSync } from '../gitlab/discussions';
import {
  answered,
  GITLAB_NOTE_LIMIT,
  type GitLabClient,
  type GitLabDiff,
  type GitLabMergeRequest,
} from '../gitlab/client';
import { noteStore } from '../gitlab/note-store';
import { keepMarked, type KeepAction, type Viewer } from '../host/keep-marked';
import type { ImageResult } from '../model';
import { MAX_FILE_BYTES } from '../refs/discover';
import { policyMovesOf, policyPlan } from '../report/policy-plan';
import { safeText } from '../secrets';
import { VERSION } from '../version';
import { diffFiles, groupChanges } from './changes';
import { comparable, markerFor, renderComment, renderNoChanges, type CommentContext } from './comment';
import { diffLines } from './diff-hunks';
import { factsAsChecked, type PullRequestLookups } from './facts';
import type { Logger } from './index';
import { collectVersions, gitSource, type ContentSource, type GitRunner } from './sources';
import {
  fixable,
  planSuggestions,
  renderSuggestion,
  suggestionMarker,
  MAX_SUGGESTIONS,
  type HeadFile,
} from './suggestions';

/** The variable the note's token is read from, named in every notice about it. */
export const GITLAB_TOKEN_ENV = 'IMAGE_CHECK_GITLAB_TOKEN';
/** What the token needs, said wherever it is missing or refused. */
export const GITLAB_TOKEN_NEEDS =
  'a project or group access token with the api scope and at least the Reporter role (the job token cannot write notes)';

/** The merge request pipeline's world, as the CLI reads it from GitLab's CI variables. */
export interface MergeRequestPlace {
  iid: number;
  /** CI_MERGE_REQUEST_DIFF_BASE_SHA: the base the changes are measured from. */
  baseSha: string;
  /** CI_COMMIT_SHA: the head the job checked. */
  headSha: string;
  /** CI_SERVER_URL and the project's full path, where the note's links point. */
  serverUrl: string;
  projectPath: string;
  /** CI_PIPELINE_URL, where the job's full report is; '' when unknown. */
  pipelineUrl: string;
  /** CI_CONFIG_PATH and CI_JOB_NAME: what the marker names, so two jobs keep two notes. */
  configPath: string;
  job: string;
}

export interface MergeRequestOptions {
  config: Pick<Config, 'comment' | 'suggest' | 'files' | 'registry' | 'concurrency' | 'maxAgeMs'> &
    Partial<Pick<Config, 'registryMap' | 'minAgeMs'>>;
  /** null: no token, so nothing is written (one notice says what to set). */
  client: GitLabClient | null;
  place: MergeRequestPlace;
  results: readonly ImageResult[];
  lookups: PullRequestLookups;
  verdictLine: string;
  /** Read-only git in the checkout; null: read both sides through the API. */
  git: GitRunner | null;
  log: Logger;
  now?: Date;
}

export interface MergeRequestOutcome {
  status: 'skipped' | 'no-token' | 'refused' | 'written' | 'failed';
  reason: string;
  note: KeepAction | null;
  noteId: number | null;
  suggestions: (DiscussionSync & { found: number; leftOut: number }) | null;
}

const outcome = (status: MergeRequestOutcome['status'], reason: string): MergeRequestOutcome => ({
  status,
  reason,
  note: null,
  noteId: null,
  suggestions: null,
});

/** The merge request's note and suggestions (`--comment`, `--suggest`); see the module's comment. */
export async function reportOnMergeRequest(options: MergeRequestOptions): Promise<MergeRequestOutcome> {
  const { config, client, log } = options;
  if (config.comment === 'never' && config.suggest === 'never')
    return outcome('skipped', 'comment and suggest are never');
  if (!client) {
    log.notice(
      `No merge request note or suggestions were written: set ${GITLAB_TOKEN_ENV} (or GITLAB_TOKEN) to ${GITLAB_TOKEN_NEEDS}.`,
    );
    return outcome('no-token', `${GITLAB_TOKEN_ENV} is not set`);
  }
  try {
    return await writeAll(options, client);
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal) {
      log.notice(`No merge request note or suggestions were written: ${refusal}.`);
      return outcome('refused', refusal);
    }
    const message = safeText(messageOf(error));
    log.warning(`Merge request note not updated: ${message}`);
    return outcome('failed', message);
  }
}

/** GitLab's refusals, each with the access it asks for; null for any other failure. */
function refusalOf(error: unknown): string | null {
  const detail = safeText(messageOf(error));
  if (answered(error, 401))
    return `GitLab refused ${GITLAB_TOKEN_ENV} (HTTP 401: ${detail}); it must be ${GITLAB_TOKEN_NEEDS}, not expired or revoked`;
  if (answered(error, 403))
    return `the token may not write on this merge request (HTTP 403: ${detail}); give it at least the Reporter role on the project and the api scope`;
  // GitLab answers 404 for a project or merge request the token may not see.
  if (answered(error, 404))
    return `the token cannot see this merge request (HTTP 404: ${detail}); give it at least the Reporter role on the project`;
  return null;
}

async function writeAll(options: MergeRequestOptions, client: GitLabClient): Promise<MergeRequestOutcome> {
  const { config, place, log } = options;
  const [user, request, diffs] = await Promise.all([
    client.user(),
    client.mergeRequest(place.iid),
    client.diffs(place.iid),
  ]);
  const viewer: Viewer = { login: user.username };
  const baseSha = place.baseSha || request.diff_refs?.base_sha || '';
  const headSha = place.headSha || request.diff_refs?.head_sha || '';
  const source = await sourceOf(options, client, diffs, baseSha, headSha);
  const marker = markerFor({ workflow: place.configPath, job: place.job, key: '' });
  const suggestions =
    config.suggest === 'never'
      ? null
      : await keepSuggestions(options, client, { request, diffs, source, marker, viewer, headSha });
  const shown = suggestions ? suggestions.created + suggestions.unchanged : 0;
  const ctx = noteContext(
    options,
    { marker, baseSha, headSha },
    suggestions && { shown, leftOut: suggestions.leftOut },
  );
  if (config.comment === 'never') return { ...outcome('written', 'suggestions kept'), suggestions };
  const kept = await keepNote(options, client, { source, ctx, viewer, baseSha, headSha });
  log.info(`Merge request note ${kept.action}${kept.id ? ` (id ${kept.id})` : ''}.`);
  return { ...outcome('written', `note ${kept.action}`), note: kept.action, noteId: kept.id, suggestions };
}

/** One suggestion on each added line with a fix, at the merge request's diff_refs; null before GitLab has a diff. */
async function keepSuggestions(
  options: MergeRequestOptions,
  client: GitLabClient,
  at: {
    request: GitLabMergeRequest;
    diffs: readonly GitLabDiff[];
    source: ContentSource;
    marker: string;
    viewer: Viewer;
    headSha: string;
  },
): Promise<MergeRequestOutcome['suggestions']> {
  const { place, log } = options;
  const refs = at.request.diff_refs;
  if (refs === null) {
    log.info('No suggestions: GitLab has not computed the merge request diff yet.');
    return null;
  }
  const found = planSuggestions(options.results, await headFiles(options.results, at.diffs, at.source, at.headSha));
  const shown = found.slice(0, MAX_SUGGESTIONS);
  const marker = suggestionMarker(at.marker);
  const wanted = shown.map((c) => ({ ...c, body: renderSuggestion(c, marker, 'suggestion:-0+0') }));
  const sync = await syncDiffDiscussions(client, place.iid, { marker, viewer: at.viewer, wanted, refs });
  const leftOut = found.length - shown.length;
  log.info(
    `Suggestions on merge request !${place.iid}: ${found.length} found, ${sync.created} written, ${sync.unchanged} unchanged, ${sync.deleted} deleted${leftOut > 0 ? `, ${leftOut} left out (at most ${MAX_SUGGESTIONS} a run)` : ''}${sync.refused > 0 ? `, ${sync.refused} refused by GitLab (the line is no longer in the diff)` : ''}.`,
  );
  return { ...sync, found: found.length, leftOut };
}

/** The one note: every image change with its facts, or (when an earlier note exists) that there is none. */
async function keepNote(
  options: MergeRequestOptions,
  client: GitLabClient,
  {
    source,
    ctx,
    viewer,
    baseSha,
    headSha,
  }: { source: ContentSource; ctx: CommentContext; viewer: Viewer; baseSha: string; headSha: string },
) {
  const { config, place } = options;
  const versions = await collectVersions(source, {
    baseSha,
    headSha,
    globs: config.files,
    concurrency: config.concurrency,
  });
  const changes = diffFiles(versions, config.registry, config.registryMap ?? []);
  options.log.info(
    `Merge request !${place.iid}: ${changes.length} image reference changes in ${versions.length} matching files.`,
  );
  const store = noteStore(client, place.iid);
  const keep = { marker: ctx.marker, viewer, normalize: comparable };
  if (changes.length === 0) return keepMarked(store, { ...keep, body: renderNoChanges(ctx), create: false });
  const now = options.now ?? new Date();
  // The moves the registry's policies decided in the check, so the note advises the same build.
  const policyMoves = policyMovesOf(options.results);
  const facts = await factsAsChecked(groupChanges(changes), options.lookups, { ...config, now, policyMoves });
  return keepMarked(store, { ...keep, body: renderComment(facts, ctx).body });
}

function noteContext(
  options: MergeRequestOptions,
  { marker, baseSha, headSha }: { marker: string; baseSha: string; headSha: string },
  suggestions: CommentContext['suggestions'],
): CommentContext {
  const { place } = options;
  return {
    marker,
    verdictLine: options.verdictLine,
    baseSha,
    headSha,
    mergeSha: null,
    producedAt: options.now ?? new Date(),
    version: VERSION,
    serverUrl: place.serverUrl,
    // GitLab's project pages sit under `<path>/-/` (`/-/blob/<sha>/<file>`, `/-/commit/<sha>`).
    repository: `${place.projectPath}/-`,
    runUrl: place.pipelineUrl || null,
    suggestions,
    policies: policyPlan(options.results),
    host: { name: 'GitLab', bodyLimit: GITLAB_NOTE_LIMIT, change: 'merge request', report: 'pipeline' },
  };
}

/** Both sides' files: the checkout when it holds both commits, else GitLab's diffs and raw files. */
async function sourceOf(
  options: MergeRequestOptions,
  client: GitLabClient,
  diffs: readonly GitLabDiff[],
  baseSha: string,
  headSha: string,
): Promise<ContentSource> {
  const local = options.git ? await gitSource(options.git, baseSha, headSha) : null;
  if (local) return local;
  return {
    kind: 'api',
    changedFiles: () =>
      Promise.resolve(
        diffs.map((d) => ({
          file: d.new_path,
          previous: d.renamed_file ? d.old_path : null,
          status: d.new_file ? 'added' : d.deleted_file ? 'removed' : d.renamed_file ? 'renamed' : 'modified',
        })),
      ),
    read: (commit, path) => client.rawFile(path, commit, MAX_FILE_BYTES),
  };
}

/** The merge request's files that hold a fixable reference on a line it adds, at the head commit. */
async function headFiles(
  results: readonly ImageResult[],
  diffs: readonly GitLabDiff[],
  source: ContentSource,
  headSha: string,
): Promise<HeadFile[]> {
  const fixableFiles = new Set(results.filter(fixable).flatMap((r) => r.locations.map((l) => l.file)));
  const files: HeadFile[] = [];
  for (const d of diffs) {
    if (d.deleted_file || !fixableFiles.has(d.new_path)) continue;
    const lines = diffLines(d.diff);
    if (lines.added.size === 0) continue;
    const text = await source.read(headSha, d.new_path);
    if (text !== null) files.push({ path: d.new_path, text, lines });
  }
  return files;
}
