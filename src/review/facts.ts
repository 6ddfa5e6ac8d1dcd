import { digestInUse } from '../check/pull-policies/judge-policies';
import { digestPackages, type DigestPackages } from '../check/judge/package-changes';
import type { Platform } from '../config';
import type { ImageResult, SignatureVerdict, Status } from '../model';
import { adviseResults } from '../check/judge/advice';
import type { Ledger } from '../policy-file/read';
import { parseReference } from '../refs/reference';
import { assess, summarizeAdvisories, toResultError, type Settled } from '../check/judge/assess';
import { settle } from '../settle';
import { placeDigest } from '../check/judge/engine';
import type { Lookups } from '../check/lookups/lookups';
import { digestChange, type DigestChange } from '../check/judge/vulnerabilities';
import type { HistoryRecord } from '../registry/client';
import { walkOfRecords, type HistoryWalk } from '../registry/history-walk';
import type { ChangeGroup, SideRef } from './changes';
import type { DecidedMove } from '../report/policy-plan';

/** The run's look-ups (the engine's `Lookups`): what the check fetched is not fetched again. */
export type PullRequestLookups = Lookups;

/** How the engine judges a side (assess's options): the run's clock and max-age. */
interface JudgeOptions {
  now: Date;
  maxAgeMs: number;
  /** The cooldown (min-age) when the look-ups hold none (the check sets theirs): builds after this time (ms) cannot be pulled. */
  pullableBefore?: number;
  /**
   * The check's moves that the registry's policies decided, by reference as written: the newest
   * build the registry lets through, or null when it refuses every build (check/pull-policies/moves.ts).
   */
  policyMoves?: ReadonlyMap<string, DecidedMove | null>;
  /** The check's `warn-before` (check/judge/advice.ts): a tag whose builds end this soon is advised like an end-of-life one. */
  warnBeforeMs?: number;
  /** The policy file the check read: the findings it accepts. */
  ledger?: Ledger | null;
  /** Whether a changed digest is described by its packages, and for which platform's image (the check's settings). */
  packages?: 'auto' | 'never';
  platform?: Platform;
}

export interface Build {
  digest: string;
  time: string;
}

/** Where one reference's tag stands, as the engine judged it: end-of-life, its newest build, and where a pin sits. */
export interface TagState {
  /** The tag judged: as written, or the one the engine placed a digest-only reference in; null when unplaced. */
  tag: string | null;
  /** The engine's status of the reference (check/judge/assess.ts), the same the check reports. */
  status: Status;
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
  /** For an end-of-life tag, the tag the check moves it to (its advice, check/judge/advice.ts); null: none. */
  suggestedTag?: string | null;
  /** What the policy file accepts of this reference (the check's `ignored`); null or absent: nothing. */
  accepted?: ImageResult['ignored'];
  /** The vendor's signature of the digest in use (the check's, on the same look-ups); null: not checked. */
  signature?: SignatureVerdict | null;
  /** Why the signature could not be checked (an error, never unsigned). */
  signatureError?: string;
  /**
   * Under min-age: the newest build of the tag old enough to pull, where a pin moves (null: none
   * is, for a pin when the pin is newer than it); absent without min-age or when not known.
   */
  pullable?: Build | null;
  /** The move is past newer builds nobody the run accepts signed (the check's signatureMove). */
  movedToSigned?: boolean;
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
  /** For a change of digest: the vulnerabilities the new digest fixes and introduces; null when a report is missing. */
  vulnerabilities?: DigestChange | null;
  /** For a change of digest: the packages it carries (both sides' verified SBOMs); absent when not asked. */
  packages?: DigestPackages;
  /** For a new pin behind its tag: the build it would move to (under min-age the newest pullable) and what that fixes and introduces. */
  move?: { to: string; change: DigestChange | null };
}

interface ImageAdvisories {
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

/**
 * One side's reference through the engine: a digest-only reference placed in its tag
 * (check/judge/engine.ts placeDigest), then assessed (check/judge/assess.ts) on the run's shared look-ups,
 * so the comment says what the check would say. Advisories are per image (gatherFacts), not per side.
 */
async function tagState(
  ref: SideRef,
  lookups: Lookups,
  options: JudgeOptions,
): Promise<{ state: TagState; history: HistoryRecord[] | null; result?: ImageResult }> {
  const state: TagState = {
    tag: ref.tag,
    status: 'error',
    deprecated: null,
    newest: null,
    pinnedTime: null,
    buildsBehind: null,
    pinnedUnknown: false,
    error: null,
  };
  const target = {
    ref: ref.ref,
    registry: ref.registry,
    org: ref.org,
    image: ref.image,
    tag: ref.tag,
    pinnedDigest: ref.digest,
    locations: [ref.location],
  };
  let tag = ref.tag;
  if (tag === null) {
    const placed = await settle(placeDigest(target, lookups));
    if (!placed.ok) return { state: { ...state, error: messageOf(placed.error) }, history: null };
    tag = placed.value;
  }
  const [tags, history] = await Promise.all([
    settle(lookups.tags(ref.org, ref.image, tag)),
    settle(lookups.history(ref.org, ref.image, tag)),
  ]);
  // The whole history (the builds between two digests, below) also answers where the pin sits.
  const listed = tags.ok ? tags.value.find((t) => t.name === tag) : undefined;
  const walk: Settled<HistoryWalk> = history.ok
    ? {
        ok: true,
        value: walkOfRecords(
          history.value,
          ref.digest,
          listed?.digest,
          lookups.pullableBefore ?? options.pullableBefore,
        ),
      }
    : history;
  const result = assess({ ...target, tag }, { tags, walk, advisories: { ok: true, value: [] } }, options);
  const reason = result.error?.reason;
  const records = history.ok ? history.value : null;
  state.tag = tag;
  state.status = result.status;
  state.deprecated = tags.ok && reason !== 'TAG_NOT_FOUND' && reason !== 'REPO_MISMATCH' ? result.deprecated : null;
  if (result.digest && result.lastUpdate) state.newest = { digest: result.digest, time: result.lastUpdate };
  const pullable = walk.ok ? pullableOf(walk.value) : undefined;
  if (pullable !== undefined && result.digest) state.pullable = pullable;
  // The registry's policies have the last word on where the reference moves.
  const allowed = options.policyMoves?.get(ref.ref);
  if (allowed !== undefined && result.digest) {
    state.pullable = allowed && { digest: allowed.digest, time: allowed.lastUpdate };
    if (allowed?.signed) state.movedToSigned = true;
  }
  if (ref.digest && records) {
    const index = records.findIndex((r) => r.digest === ref.digest);
    if (index >= 0) {
      state.pinnedTime = records[index]!.updateTimestamp;
      state.buildsBehind = result.buildsBehind;
    }
  }
  // A pin that is no build of the tag is shown as such, not as an error text.
  state.pinnedUnknown = reason === 'DIGEST_NOT_IN_HISTORY';
  state.error = result.error && !state.pinnedUnknown ? result.error.message : null;
  return { state, history: records, result };
}

/**
 * The check's own advice on a head-side reference (check/judge/advice.ts adviseResults, on the same
 * look-ups): the tag it moves an end-of-life tag to, and what the policy file accepts, so the
 * comment gives the move the annotation, the summary and the suggested change give.
 */
async function advised(result: ImageResult, lookups: Lookups, options: JudgeOptions): Promise<Partial<TagState>> {
  const advice = await adviseResults([result], lookups, {
    now: options.now,
    warnBeforeMs: options.warnBeforeMs ?? 0,
    ledger: options.ledger ?? null,
  });
  const [r] = advice.results;
  if (!r) return {};
  const suggestedTag = r.suggestion ? (parseReference(r.suggestion).tag ?? null) : null;
  return { ...(result.deprecated ? { suggestedTag } : {}), ...(r.ignored ? { accepted: r.ignored } : {}) };
}

/** The signature of the head side's digest in use, verified once per run (the check's verdict when it asked). */
async function signatureOf(result: ImageResult, lookups: Lookups): Promise<Partial<TagState>> {
  const digest = digestInUse(result);
  if (digest === null || result.status === 'error') return {};
  const verdict = await settle(lookups.signature(result.org, result.image, digest));
  return verdict.ok ? { signature: verdict.value } : { signature: null, signatureError: messageOf(verdict.error) };
}

/** Under min-age, the build a walk found old enough to pull (for a pin: where it moves); undefined without min-age. */
function pullableOf(walk: HistoryWalk): Build | null | undefined {
  if (walk.kind !== 'placed' && walk.kind !== 'newest') return undefined;
  const found = walk.pullable;
  return found && { digest: found.digest, time: found.updateTimestamp };
}

/** Where a new pin would move (the check's move: under min-age the newest pullable build) and what that fixes; undefined when it is not behind. */
async function moveOf(after: SideRef | null, state: TagState | null, lookups: Lookups): Promise<ChangeFacts['move']> {
  const pin = after?.digest;
  if (!pin || !state || !state.buildsBehind) return undefined;
  const to = state.pullable === undefined ? state.newest?.digest : state.pullable?.digest;
  if (!to || to === pin) return undefined;
  return { to, change: await digestChange(lookups, pin, to) };
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
    step.builds = history
      .slice(Math.min(i, j) + 1, Math.max(i, j) + 1)
      .map((r) => ({ digest: r.digest, time: r.updateTimestamp }));
  }
  return step;
}

/**
 * What the registry says about each change: end-of-life tags on both sides, where the new
 * digest sits in its tag, the builds between two digests of one tag, and the advisories of
 * every image the pull request leaves in place (new or changed references). Failures become
 * messages on the row; nothing throws.
 */
export async function gatherFacts(
  groups: readonly ChangeGroup[],
  lookups: Lookups,
  options: JudgeOptions,
): Promise<PullRequestFacts> {
  const changes = await Promise.all(
    groups.map(async (group): Promise<ChangeFacts> => {
      const [before, after] = await Promise.all([
        group.before && group.after ? tagState(group.before, lookups, options) : Promise.resolve(null),
        group.after ? tagState(group.after, lookups, options) : Promise.resolve(null),
      ]);
      let step: DigestStep | null = null;
      // Both digests in the tag the engine judged the new one in (its written tag, or where it was placed).
      if (group.kind === 'digest' && group.before?.digest && group.after?.digest && after?.history) {
        step = placeStep(group.before.digest, group.after.digest, after.history);
      }
      // Vulnerabilities the new digest fixes and introduces, from the reports of both digests.
      const from = group.before?.digest;
      const to = group.after?.digest;
      const vulnerabilities = from && to && from !== to ? await digestChange(lookups, from, to) : undefined;
      const packages =
        from && to && from !== to && options.packages !== 'never' && options.platform
          ? await digestPackages(
              lookups,
              { org: group.org, image: group.image, from, to, platform: options.platform },
              vulnerabilities?.fixed ?? [],
            )
          : undefined;
      const move = await moveOf(group.after, after?.state ?? null, lookups);
      const advice = after?.result ? await advised(after.result, lookups, options) : {};
      const signed = after?.result ? await signatureOf(after.result, lookups) : {};
      return {
        ...group,
        beforeState: before?.state ?? null,
        afterState: after ? { ...after.state, ...advice, ...signed } : null,
        step,
        ...(vulnerabilities === undefined ? {} : { vulnerabilities }),
        ...(packages === undefined ? {} : { packages }),
        ...(move === undefined ? {} : { move }),
      };
    }),
  );

  const images = new Map<string, { repository: string; org: string; image: string }>();
  for (const g of groups)
    if (g.after) images.set(g.repository, { repository: g.repository, org: g.org, image: g.image });
  const advisories = await Promise.all(
    [...images.values()].map(async (img): Promise<ImageAdvisories> => {
      const listed = await settle(lookups.advisories(img.image));
      if (!listed.ok) return { ...img, count: null, error: messageOf(listed.error) };
      return { ...img, count: summarizeAdvisories(listed.value, img.image).length, error: null };
    }),
  );
  return { changes, advisories };
}

/**
 * The facts of `groups` as the check judged the run: at `now`, with the check's cooldown
 * (min-age) when the look-ups hold none, so a pin is judged against the same pullable build, and
 * the moves the registry's policies decided.
 */
export function factsAsChecked(
  groups: readonly ChangeGroup[],
  lookups: Lookups,
  {
    now,
    maxAgeMs,
    minAgeMs,
    policyMoves,
    warnBeforeMs,
    ledger,
    packages,
    platform,
  }: Pick<JudgeOptions, 'now' | 'maxAgeMs' | 'policyMoves' | 'warnBeforeMs' | 'ledger' | 'packages' | 'platform'> & {
    minAgeMs?: number | null;
  },
): Promise<PullRequestFacts> {
  const pullableBefore = lookups.pullableBefore ?? (minAgeMs ? now.getTime() - minAgeMs : undefined);
  return gatherFacts(groups, lookups, {
    now,
    maxAgeMs,
    ...(pullableBefore === undefined ? {} : { pullableBefore }),
    ...(policyMoves ? { policyMoves } : {}),
    ...(warnBeforeMs === undefined ? {} : { warnBeforeMs }),
    ledger: ledger ?? null,
    ...(packages ? { packages } : {}),
    ...(platform ? { platform } : {}),
  });
}
