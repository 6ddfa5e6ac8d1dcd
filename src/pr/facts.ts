import { toResultError } from '../check/assess';
import { suggestTag } from '../check/suggest';
import type { Advisory, Tag } from '../platform/schemas';
import type { HistoryRecord } from '../registry/client';
import type { ChangeGroup, SideRef } from './changes';

/** The look-ups the comment needs: the engine's `Lookups`, so histories are fetched once per run. */
export interface PullRequestLookups {
  tags(org: string, image: string, tag?: string): Promise<Tag[]>;
  history(org: string, image: string, tag: string): Promise<HistoryRecord[]>;
  advisories(image: string): Promise<Advisory[]>;
}

export interface Build {
  digest: string;
  time: string;
}

/** Where one reference's tag stands: end-of-life, its newest build, and where a pin sits. */
export interface TagState {
  /** null when the tag listing failed or does not hold the tag. */
  deprecated: boolean | null;
  newest: Build | null;
  /** The pinned digest's build time, when pinned and found in the tag's history. */
  pinnedTime: string | null;
  /** Builds published after the pinned digest (0: it is the newest); null unless pinned and found. */
  buildsBehind: number | null;
  /** Pinned to a digest that was never a build of the tag. */
  pinnedUnknown: boolean;
  /** Why something above is unknown. */
  error: string | null;
  /** For an end-of-life tag, the maintained tag of the same variant to move to instead (check/suggest.ts). */
  suggestedTag?: string | null;
}

/** A digest change on one tag, placed in the tag's history. */
export interface DigestStep {
  from: string;
  to: string;
  fromTime: string | null;
  toTime: string | null;
  /** Builds from the old digest to the new one: 3 = the 3rd build after it; negative = back. null if either is unknown. */
  steps: number | null;
  /** The builds after the older digest up to and including the newer one, oldest first. */
  builds: Build[];
}

export interface ChangeFacts extends ChangeGroup {
  beforeState: TagState | null;
  afterState: TagState | null;
  step: DigestStep | null;
}

export interface ImageAdvisories {
  repository: string;
  org: string;
  image: string;
  count: number | null;
  error: string | null;
}

export interface PullRequestFacts {
  changes: ChangeFacts[];
  advisories: ImageAdvisories[];
}

const messageOf = (error: unknown) => toResultError(error).message;

async function settle<T>(promise: Promise<T>): Promise<{ value: T } | { error: string }> {
  try {
    return { value: await promise };
  } catch (error) {
    return { error: messageOf(error) };
  }
}

async function tagState(ref: SideRef, lookups: PullRequestLookups, withHistory: boolean): Promise<{ state: TagState; history: HistoryRecord[] | null }> {
  const [tags, history] = await Promise.all([
    settle(lookups.tags(ref.org, ref.image, ref.tag)),
    withHistory ? settle(lookups.history(ref.org, ref.image, ref.tag)) : Promise.resolve(null),
  ]);
  const errors: string[] = [];
  const state: TagState = { deprecated: null, newest: null, pinnedTime: null, buildsBehind: null, pinnedUnknown: false, error: null };
  if ('value' in tags) {
    const tag = tags.value.find((t) => t.name === ref.tag);
    if (tag) state.deprecated = tag.deprecated;
    if (tag?.deprecated) state.suggestedTag = suggestTag(tags.value, ref.tag)?.name ?? null;
    else errors.push(`tag "${ref.tag}" does not exist in ${ref.repository}`);
  } else {
    errors.push(tags.error);
  }
  let records: HistoryRecord[] | null = null;
  if (history && 'value' in history) {
    records = history.value;
    const newest = records[records.length - 1];
    if (newest) state.newest = { digest: newest.digest, time: newest.updateTimestamp };
    if (ref.digest) {
      const index = records.findIndex((r) => r.digest === ref.digest);
      if (index >= 0) {
        state.pinnedTime = records[index]!.updateTimestamp;
        state.buildsBehind = records.length - 1 - index;
      } else if (records.length > 0) {
        state.pinnedUnknown = true;
      }
    }
  } else if (history && !(errors.length > 0 && 'value' in tags)) {
    // A tag the listing does not know fails its history too; one message is enough.
    errors.push(history.error);
  }
  state.error = errors.length > 0 ? errors.join('; ') : null;
  return { state, history: records };
}

/** Places a same-tag digest change in the tag's history. */
export function placeStep(from: string, to: string, history: readonly HistoryRecord[]): DigestStep {
  const i = history.findIndex((r) => r.digest === from);
  const j = history.findIndex((r) => r.digest === to);
  const step: DigestStep = {
    from,
    to,
    fromTime: i >= 0 ? history[i]!.updateTimestamp : null,
    toTime: j >= 0 ? history[j]!.updateTimestamp : null,
    steps: i >= 0 && j >= 0 ? j - i : null,
    builds: [],
  };
  if (i >= 0 && j >= 0) {
    step.builds = history.slice(Math.min(i, j) + 1, Math.max(i, j) + 1).map((r) => ({ digest: r.digest, time: r.updateTimestamp }));
  }
  return step;
}

/**
 * What the registry says about each change: end-of-life tags on both sides, where the new
 * digest sits in its tag, the builds between two digests of one tag, and the advisories of
 * every image the pull request leaves in place (new or changed references). Failures become
 * messages on the row; nothing throws.
 */
export async function gatherFacts(groups: readonly ChangeGroup[], lookups: PullRequestLookups): Promise<PullRequestFacts> {
  const changes = await Promise.all(
    groups.map(async (group): Promise<ChangeFacts> => {
      const [before, after] = await Promise.all([
        group.before && group.after ? tagState(group.before, lookups, false) : Promise.resolve(null),
        group.after ? tagState(group.after, lookups, true) : Promise.resolve(null),
      ]);
      let step: DigestStep | null = null;
      if (group.kind === 'digest' && group.before?.digest && group.after?.digest && after?.history) {
        step = placeStep(group.before.digest, group.after.digest, after.history);
      }
      return { ...group, beforeState: before?.state ?? null, afterState: after?.state ?? null, step };
    }),
  );

  const images = new Map<string, { repository: string; org: string; image: string }>();
  for (const g of groups) if (g.after) images.set(g.repository, { repository: g.repository, org: g.org, image: g.image });
  const advisories = await Promise.all(
    [...images.values()].map(async (img): Promise<ImageAdvisories> => {
      const listed = await settle(lookups.advisories(img.image));
      if ('error' in listed) return { ...img, count: null, error: listed.error };
      const ids = new Set(listed.value.filter((a) => a.artifactName === img.image).map((a) => a.advisoryId));
      return { ...img, count: ids.size, error: null };
    }),
  );
  return { changes, advisories };
}
