import type { Tag } from '../../platform/schemas';

// A digest-only reference (`image@sha256:...`) names a build, not a stream: the tag it belongs
// to is found from the tag listing and a bounded number of Tag History reads. Pure.

/** Most tag histories read to place one digest (each read is one request per 1000 builds). */
export const MAX_PLACEMENT_HISTORIES = 6;

/**
 * Where to look for `digest`. `current`: a tag whose current digest it is (no history needed;
 * `latest` and version tags win over variants). Otherwise `search`: at most
 * MAX_PLACEMENT_HISTORIES tag names whose histories most likely hold it: `latest`, then plain
 * tags (versions such as `1.27`), then variants (`1.27-dev`, `latest-dev`), each most recently
 * updated first (a build is superseded on the tags still being built); `skipped` counts the
 * tags left out by the bound.
 */
export function placementPlan(
  tags: readonly Tag[],
  digest: string,
): { current: string } | { search: string[]; skipped: number } {
  // Each tag's rank and time read once, not in the comparator: on a repo of thousands of tags,
  // parsing the times there held the event loop while answers waited.
  const ordered = tags
    .map((tag) => ({ tag, rank: rank(tag.name), time: time(tag) }))
    .sort(
      (a, b) => a.rank - b.rank || b.time - a.time || (a.tag.name < b.tag.name ? -1 : a.tag.name > b.tag.name ? 1 : 0),
    )
    .map((keyed) => keyed.tag);
  const holding = ordered.find((t) => t.digest === digest);
  if (holding) return { current: holding.name };
  const names = [...new Set(ordered.map((t) => t.name))];
  return {
    search: names.slice(0, MAX_PLACEMENT_HISTORIES),
    skipped: Math.max(0, names.length - MAX_PLACEMENT_HISTORIES),
  };
}

/** `latest` first, then plain tags, then variants (a `-suffix`). */
function rank(name: string): number {
  if (name === 'latest') return 0;
  return name.includes('-') ? 2 : 1;
}

function time(tag: Tag): number {
  const t = tag.updateTime ? Date.parse(tag.updateTime) : Number.NaN;
  return Number.isNaN(t) ? 0 : t;
}
