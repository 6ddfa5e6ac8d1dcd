// A merge request's diff discussions kept in step with the texts a run wants on its lines: ours
// are found again by the marker and author rule of host/keep-marked.ts (anyone can write the
// marker; such a discussion is never touched), so a re-run repeats none and deletes those whose
// line was fixed, left the diff, or now says something else.

import { ownMarked, sameText, type MarkedText, type Viewer } from '../host/keep-marked';
import { answered, type DiffRefs, type GitLabClient, type GitLabDiscussion } from './client';

/** A text wanted on a line of the merge request's new side. */
export interface LineText {
  path: string;
  line: number;
  body: string;
}

export interface DiscussionSync {
  created: number;
  unchanged: number;
  deleted: number;
  /** Positions GitLab refused (400): the line left the diff, e.g. after a push during the run. */
  refused: number;
}

interface OurNote {
  discussionId: string;
  noteId: number;
  path: string | null;
  line: number | null;
}

const placeOf = (path: string | null, line: number | null) => `${path ?? ''}\0${line ?? ''}`;

/** The first note of each discussion as a marked text (a reply is never ours to keep). */
function openingNotes(discussions: readonly GitLabDiscussion[]): MarkedText<OurNote>[] {
  return discussions.flatMap((d) => {
    const first = d.notes[0];
    if (!first || first.system) return [];
    const at = first.position;
    const id = { discussionId: d.id, noteId: first.id, path: at?.new_path ?? null, line: at?.new_line ?? null };
    return [{ id, body: first.body, author: first.author.username, authorIsBot: first.author.bot, order: first.id }];
  });
}

/**
 * Makes merge request `iid`'s diff discussions that open with `marker` and were written by
 * `viewer` say exactly `wanted`: one left alone when its line and text are the same, the rest
 * deleted, the missing ones created at `refs` (the merge request's diff_refs).
 */
export async function syncDiffDiscussions(
  client: GitLabClient,
  iid: number,
  { marker, viewer, wanted, refs }: { marker: string; viewer: Viewer; wanted: readonly LineText[]; refs: DiffRefs },
): Promise<DiscussionSync> {
  const sync: DiscussionSync = { created: 0, unchanged: 0, deleted: 0, refused: 0 };
  const ours = ownMarked(openingNotes(await client.discussions(iid)), marker, viewer);
  const toCreate: LineText[] = [];
  for (const text of wanted) {
    const same = ours.findIndex(
      (n) => placeOf(n.id.path, n.id.line) === placeOf(text.path, text.line) && sameText(n.body, text.body),
    );
    if (same < 0) toCreate.push(text);
    else {
      ours.splice(same, 1);
      sync.unchanged++;
    }
  }
  // What is left of ours: its line was fixed, left the diff, says something else, or is a copy.
  for (const stale of ours) {
    await client.deleteDiscussionNote(iid, stale.id.discussionId, stale.id.noteId);
    sync.deleted++;
  }
  for (const text of toCreate) {
    try {
      await client.createDiffDiscussion(iid, text.body, { path: text.path, line: text.line, refs });
      sync.created++;
    } catch (error) {
      if (!answered(error, 400)) throw error;
      sync.refused++;
    }
  }
  return sync;
}
