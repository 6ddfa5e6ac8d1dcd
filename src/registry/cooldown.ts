// The `min-age` rule (the registry's cooldown as a client reads it) over the builds of one walk:
// kept apart from the walk that reads the windows, which only tells it each record it meets.
import type { HistoryRecord } from './history-schema';

/**
 * The registry's cooldown over the records of one walk, each seen once: builds younger than the
 * cut cannot be pulled, so they neither count as builds behind nor make a pin stale, and a pin
 * moves to the newest build older than the cut. Every young build is newer than any old pin, and
 * a walk reads every build newer than a pin before placing it: the counts are whole by then.
 */
export class Cooldown {
  private young = 0;
  private pullable: { record: HistoryRecord; ms: number } | null = null;

  constructor(private readonly cut: number | undefined) {}

  /** A cooldown for one page's records, taken into this one by `absorb` (the same as seeing them here, in order). */
  fork(): Cooldown {
    return new Cooldown(this.cut);
  }

  absorb(page: Cooldown): void {
    this.young += page.young;
    if (page.pullable && (!this.pullable || page.pullable.ms >= this.pullable.ms)) this.pullable = page.pullable;
  }

  /** Whether the newest build old enough to pull is known: a walk of windows newest first has it once it met any. */
  get found(): boolean {
    return this.cut === undefined || this.pullable !== null;
  }

  /** For a walk without a pin: the newest build old enough to pull (null when none is); nothing without a cooldown. */
  newest(): { pullable?: HistoryRecord | null } {
    return this.cut === undefined ? {} : { pullable: this.pullable?.record ?? null };
  }

  see(record: HistoryRecord, ms: number): void {
    if (this.cut === undefined) return;
    if (ms > this.cut) this.young++;
    else if (!this.pullable || ms >= this.pullable.ms) this.pullable = { record, ms };
  }

  /** A pin's place: `behind` builds after it (the first at `since`), without the young ones. */
  place(
    pin: HistoryRecord,
    behind: number,
    since: string | null,
  ): { buildsBehind: number; behindSince: string | null; pullable?: HistoryRecord | null } {
    if (this.cut === undefined) return { buildsBehind: behind, behindSince: since };
    // A pin inside the cooldown is newer than every build that can be pulled: left where it is.
    if (Date.parse(pin.updateTimestamp) > this.cut) return { buildsBehind: 0, behindSince: null, pullable: null };
    const buildsBehind = Math.max(0, behind - this.young);
    return {
      buildsBehind,
      behindSince: buildsBehind > 0 ? since : null,
      pullable: buildsBehind > 0 ? (this.pullable?.record ?? pin) : pin,
    };
  }
}
