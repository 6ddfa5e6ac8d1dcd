// "Find our marked line comments, then make them say exactly what a run wants": the rule for a
// *set* of marked texts (suggested changes on a pull or merge request's lines), beside
// keepMarked's rule for one. Ours are found by keepMarked's marker and author rule (anyone can
// write the marker; such a comment is never touched), so a re-run repeats none and removes those
// whose line was fixed, left the diff, or holds a second copy.

import { ownMarked, sameText, type MarkedText, type Viewer } from './keep-marked';

/** A marked text on a line of the change's new side; `line` null once the host calls it outdated. */
export interface MarkedLine<Id> extends MarkedText<Id> {
  path: string | null;
  line: number | null;
}

/** A text wanted on a line of the change's new side. */
export interface LineText {
  path: string;
  line: number;
  body: string;
}

/** The store of one change's line comments. */
export interface MarkedLineStore<Id> {
  list(): Promise<MarkedLine<Id>[]>;
  /** Writes `texts` (none: no request); how many of them the host refused (a line no longer in the diff). */
  create(texts: readonly LineText[]): Promise<number>;
  /** Edits a text in place; absent where an edited text would not apply (it is removed and written again). */
  update?(id: Id, body: string): Promise<void>;
  remove(id: Id): Promise<void>;
}

export interface LinesKept {
  created: number;
  updated: number;
  unchanged: number;
  deleted: number;
  /** Texts the host refused: their line left the diff (e.g. a push during the run). */
  refused: number;
}

const placeOf = (path: string | null, line: number | null) => `${path ?? ''}\0${line ?? ''}`;

/**
 * Makes the viewer's line texts that open with `marker` say exactly `wanted`: one with the same
 * line and text is left alone, another of ours on that line is edited (when the store edits),
 * the rest are created, and ours that match nothing wanted are removed.
 */
export async function keepMarkedLines<Id>(
  store: MarkedLineStore<Id>,
  { marker, viewer, wanted }: { marker: string; viewer: Viewer; wanted: readonly LineText[] },
): Promise<LinesKept> {
  const kept: LinesKept = { created: 0, updated: 0, unchanged: 0, deleted: 0, refused: 0 };
  const byPlace = new Map<string, MarkedLine<Id>[]>();
  for (const text of ownMarked(await store.list(), marker, viewer)) {
    const place = placeOf(text.path, text.line);
    byPlace.set(place, [...(byPlace.get(place) ?? []), text]);
  }
  const toCreate: LineText[] = [];
  const toUpdate: { id: Id; body: string }[] = [];
  for (const text of wanted) {
    const here = byPlace.get(placeOf(text.path, text.line)) ?? [];
    const same = here.findIndex((t) => sameText(t.body, text.body));
    if (same >= 0) {
      here.splice(same, 1);
      kept.unchanged++;
    } else if (store.update && here.length > 0) toUpdate.push({ id: here.shift()!.id, body: text.body });
    else toCreate.push(text);
  }
  // What is left of ours: its line was fixed, left the diff, says something else, or is a copy.
  for (const stale of [...byPlace.values()].flat()) {
    await store.remove(stale.id);
    kept.deleted++;
  }
  for (const { id, body } of toUpdate) {
    await store.update!(id, body);
    kept.updated++;
  }
  kept.refused = await store.create(toCreate);
  kept.created = toCreate.length - kept.refused;
  return kept;
}
