// A merge request as the review flow's host (review/host.ts): its diffs (the changed files and
// their hunks), a file at a commit, its notes (the one marked note), its diff discussions (the
// marked suggestions, each opened at the merge request's diff_refs), GitLab's words, links and
// refusals.

import { messageOf } from '../errors';
import type { MarkedLine, MarkedLineStore } from '../host/keep-marked-lines';
import { MAX_FILE_BYTES } from '../refs/discover';
import { encodeLinkPath } from '../report/format';
import type { ChangedFile, HostWords, ReviewChange, ReviewHost, ReviewLinks } from '../review/host';
import { safeText } from '../secrets';
import {
  answered,
  GITLAB_NOTE_LIMIT,
  type DiffRefs,
  type GitLabClient,
  type GitLabDiff,
  type GitLabDiscussion,
} from './client';
import { noteStore } from './note-store';

/** The variable the note's token is read from, named in every notice about it. */
export const GITLAB_TOKEN_ENV = 'IMAGE_CHECK_GITLAB_TOKEN';
/** What the token needs, said wherever it is missing or refused. */
export const GITLAB_TOKEN_NEEDS =
  'a project or group access token with the api scope and at least the Reporter role (the job token cannot write notes)';

const GITLAB_WORDS: HostWords = {
  name: 'GitLab',
  change: 'merge request',
  changeRef: (iid) => `!${iid}`,
  report: 'pipeline',
  bodyLimit: GITLAB_NOTE_LIMIT,
  // `-0+0`: the suggestion replaces just the line it sits on.
  suggestion: 'suggestion:-0+0',
};

/** Links into the project at `projectPath`: GitLab's project pages sit under `<path>/-/`. */
function gitLabLinks(serverUrl: string, projectPath: string): ReviewLinks {
  return {
    fileLine: (commit, l) => `${serverUrl}/${projectPath}/-/blob/${commit}/${encodeLinkPath(l.file)}#L${l.line}`,
    commit: (sha) => `${serverUrl}/${projectPath}/-/commit/${sha}`,
  };
}

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

/** GitLab's refusals, each with the access it asks for; null for any other failure. */
export function gitLabRefusal(error: unknown): string | null {
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

function changedFile(d: GitLabDiff): ChangedFile {
  const status = d.new_file ? 'added' : d.deleted_file ? 'removed' : d.renamed_file ? 'renamed' : 'modified';
  return { file: d.new_path, previous: d.renamed_file ? d.old_path : null, status, patch: d.diff };
}

/** Where one of our discussions is: its id, its first note, and that note's line. */
export interface DiscussionNote {
  discussionId: string;
  noteId: number;
}

/** The first note of each discussion as a marked line (a reply is never ours to keep). */
function openingNotes(discussions: readonly GitLabDiscussion[]): MarkedLine<DiscussionNote>[] {
  return discussions.flatMap((d) => {
    const first = d.notes[0];
    if (!first || first.system) return [];
    const at = first.position;
    return [
      {
        id: { discussionId: d.id, noteId: first.id },
        path: at?.new_path ?? null,
        line: at?.new_line ?? null,
        body: first.body,
        author: first.author.username,
        authorIsBot: first.author.bot,
        order: first.id,
      },
    ];
  });
}

/**
 * Merge request `iid`'s diff discussions as a store of marked line comments, each new one opened
 * at `refs` (its diff_refs); a position GitLab refuses (400: the line left the diff) is counted.
 * No edit in place: a suggestion applies only at the diff version it was opened on, so a changed
 * one is opened again at the current one.
 */
function discussionStore(client: GitLabClient, iid: number, refs: DiffRefs): MarkedLineStore<DiscussionNote> {
  return {
    list: async () => openingNotes(await client.discussions(iid)),
    async create(texts) {
      let refused = 0;
      for (const text of texts) {
        try {
          await client.createDiffDiscussion(iid, text.body, { path: text.path, line: text.line, refs });
        } catch (error) {
          if (!answered(error, 400)) throw error;
          refused++;
        }
      }
      return refused;
    },
    remove: (id) => client.deleteDiscussionNote(iid, id.discussionId, id.noteId),
  };
}

/** The answer of a function called once, shared by every caller. */
function once<T>(fn: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => (value ??= fn());
}

/** Merge request `place.iid` as a review host, over the run's GitLab client. */
export function gitLabReviewHost(client: GitLabClient, place: MergeRequestPlace): ReviewHost<number, DiscussionNote> {
  let refs: DiffRefs | null = null;
  const change = once(async (): Promise<ReviewChange> => {
    const request = await client.mergeRequest(place.iid);
    refs = request.diff_refs;
    const headSha = place.headSha || refs?.head_sha || '';
    return {
      number: place.iid,
      baseSha: place.baseSha || refs?.base_sha || '',
      headSha,
      readSha: headSha,
      readOnly: null,
      noLines: refs === null ? 'GitLab has not computed the merge request diff yet' : null,
    };
  });
  const diffs = once(() => client.diffs(place.iid));
  return {
    words: GITLAB_WORDS,
    links: gitLabLinks(place.serverUrl, place.projectPath),
    runUrl: place.pipelineUrl || null,
    change,
    changedFiles: async () => (await diffs()).map(changedFile),
    read: (commit, path) => client.rawFile(path, commit, MAX_FILE_BYTES),
    viewer: async () => ({ login: (await client.user()).username }),
    comments: noteStore(client, place.iid),
    lineComments() {
      if (refs === null) throw new Error('the merge request has no diff_refs yet');
      return discussionStore(client, place.iid, refs);
    },
    refusal: gitLabRefusal,
  };
}
