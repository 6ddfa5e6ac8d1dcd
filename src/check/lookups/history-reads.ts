import type { HistoryRecord } from '../../registry/client';
import type { HistoryWalk } from '../../registry/history-walk';
import type { CredentialTally } from './credential-tally';
import { FOLLOW_UP, UNLOCKS, type RequestCache } from './request-cache';
import type { ServiceClients } from '../service-clients';

/** The listing's hints for a walk: `newestHint` aims the first window, `watch` is a digest looked out for. */
export interface WalkHint {
  newestHint?: string;
  watch?: string;
}

/**
 * The registry's Tag History, each read once: one token per image, one walk per tag and pin, and
 * the pins of a tag announced with `expectPins` placed by one walk back to the oldest of them
 * instead of one per pin over the same newest builds. A walk holds one slot for its windows.
 */
export class HistoryReads {
  /** Pins announced per tag: a tag with several is placed by one walk. */
  private readonly expected = new Map<string, Set<string>>();
  /** The registry's cooldown (`min-age`): builds after this time (ms) cannot be pulled; pins are placed with it. */
  private cooldown: { pullableBefore?: number } = {};

  constructor(
    private readonly requests: RequestCache,
    private readonly clients: () => Promise<ServiceClients>,
    private readonly tally: CredentialTally,
  ) {}

  /** Pins are placed under the registry's cooldown: builds after `pullableBefore` (ms) cannot be pulled yet. */
  setCooldown(pullableBefore: number | null): void {
    this.cooldown = pullableBefore === null ? {} : { pullableBefore };
  }

  /** Whether a cooldown is set. */
  get cooled(): boolean {
    return this.cooldown.pullableBefore !== undefined;
  }

  /** The cooldown's cut (ms): builds after it cannot be pulled; undefined without one. */
  get pullableBefore(): number | undefined {
    return this.cooldown.pullableBefore;
  }

  /**
   * Announces a pin of a tag before any walk of it starts (the engine does, for every target).
   * A pin announced after the tag's walk started is walked alone.
   */
  expectPins(org: string, image: string, tag: string, pin: string): void {
    const tagKey = `${org}/${image}:${tag}`;
    if (this.requests.has(`walkpins:${tagKey}`)) return;
    let pins = this.expected.get(tagKey);
    if (!pins) this.expected.set(tagKey, (pins = new Set()));
    pins.add(pin);
  }

  /** Where `pin` sits in a tag's history, read from the newest build back to it; `pin` null: the newest build only. */
  walk(org: string, image: string, tag: string, pin: string | null, hint: WalkHint = {}): Promise<HistoryWalk> {
    const together =
      pin !== null && hint.watch === undefined && hint.newestHint === undefined
        ? this.expected.get(`${org}/${image}:${tag}`)
        : undefined;
    if (pin !== null && together && together.size > 1 && together.has(pin))
      return this.walkTogether(org, image, tag, pin, together);
    return this.walkAlone(org, image, tag, pin, hint);
  }

  /** Every build of a tag, oldest first (the PR comment's builds between two digests). */
  history(org: string, image: string, tag: string): Promise<HistoryRecord[]> {
    return this.requests.once(`history:${org}/${image}:${tag}`, async () => {
      const token = await this.token(org, image, tag);
      const { registry } = await this.clients();
      return this.tally.counted(this.requests.run(FOLLOW_UP, () => registry.history(org, image, tag, token)));
    });
  }

  private walkAlone(org: string, image: string, tag: string, pin: string | null, hint: WalkHint): Promise<HistoryWalk> {
    return this.requests.once(`walk:${org}/${image}:${tag}:${pin ?? ''}:${hint.watch ?? ''}`, async () => {
      const { registry } = await this.clients();
      const token = await this.token(org, image, tag);
      return this.tally.counted(
        this.requests.run(FOLLOW_UP, () => registry.walk(org, image, tag, token, pin, { ...hint, ...this.cooldown })),
      );
    });
  }

  private async walkTogether(
    org: string,
    image: string,
    tag: string,
    pin: string,
    pins: ReadonlySet<string>,
  ): Promise<HistoryWalk> {
    const all = await this.requests.once(`walkpins:${org}/${image}:${tag}`, async () => {
      const { registry } = await this.clients();
      const list = [...pins];
      const token = await this.token(org, image, tag);
      const walks = await this.requests
        .run(FOLLOW_UP, () => registry.walkPins(org, image, tag, token, list, this.cooldown))
        .catch((error: unknown) => {
          this.tally.refusedBy(error);
          throw error;
        });
      // Each pin's own outcome: a refusal is the credential's, whichever pin met it.
      for (const walk of walks.values()) {
        if (walk instanceof Error) this.tally.refusedBy(walk);
        else this.tally.accepted++;
      }
      return walks;
    });
    const result = all.get(pin);
    if (result instanceof Error || result === undefined) throw result ?? new Error(`no walk for ${pin}`);
    return result;
  }

  /** The Bearer of an image's Tag History, once per image (`tag`: the first one asked, for a challenge). */
  private token(org: string, image: string, tag: string): Promise<string> {
    return this.requests.once(`token:${org}/${image}`, async () => {
      const { registry } = await this.clients();
      // Only a refusal counts here: the identity token is returned unasked, so no answer accepted it yet.
      return this.requests
        .run(UNLOCKS, () => registry.token(org, image, tag))
        .catch((error: unknown) => {
          this.tally.refusedBy(error);
          throw error;
        });
    });
  }
}
