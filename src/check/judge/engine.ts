import PQueue from 'p-queue';
import { BrokenRule } from '../../errors';
import type { ImageResult } from '../../model';
import type { Advisory, Tag } from '../../platform/schemas';
import {
  assess,
  toResultError,
  unplaced,
  type AssessOptions,
  type CheckTarget,
  type PlacedTarget,
  type Settled,
} from './assess';
import { platformFailure, registryFailure, type CredentialSources } from '../credential-failures';
import { Lookups } from '../lookups/lookups';
import type { ServiceClients } from '../service-clients';
import { MAX_PLACEMENT_HISTORIES, placementPlan } from './placement';
import type { GateSeverity } from '../../model';
import { addVulnerabilities } from './vulnerabilities';
import { settle } from '../../settle';
import type { HistoryWalk } from '../../registry/history-walk';

interface EngineOptions extends AssessOptions {
  /** Service calls at once, so requests in flight (see `Lookups.limit`). */
  concurrency: number;
  /**
   * Where the credentials came from. When given, a wrong credential or api-url stops the run
   * with one error naming the input (check/credential-failures.ts): the first Platform API call is made
   * before the others, and the registry refusing the credential for every image is one error.
   */
  credentials?: CredentialSources;
  /** The severity in fail-on (findings/predicates.ts gateOf): an image without a vulnerability report is then an error. */
  vulnerabilityGate?: GateSeverity | null;
  /** `min-age`, the registry's cooldown: builds younger than this at `now` cannot be pulled. */
  minAgeMs?: number | null;
  /** Told each result as soon as it is known (e.g. to ask for what its advice will read). */
  onResult?: (result: ImageResult) => void;
}

/** Targets under way at once per call in flight: enough that pins' history chains run side by side. */
export const TARGET_WINDOW = 16;

/**
 * Checks every target; one target's failure is its `error` result and the others go on.
 * The look-ups are what is bounded (`concurrency` calls at once), not the targets: a target
 * waiting for another's look-up would hold a slot while sending nothing. Targets run in a window
 * TARGET_WINDOW times as wide, so thousands of them do not all wait at once.
 */
export async function checkTargets(
  targets: readonly CheckTarget[],
  clients: ServiceClients | Lookups,
  options: EngineOptions,
): Promise<ImageResult[]> {
  const lookups = (clients instanceof Lookups ? clients : new Lookups(clients))
    .setConcurrency(options.concurrency)
    .setCooldown(options.minAgeMs ? options.now.getTime() - options.minAgeMs : null);
  const sources = options.credentials;
  announce(targets, lookups);
  if (sources && targets.length > 0) await probeFirst(targets, lookups, sources);
  // Every image's advisories asked for in this one tick: one combined query, whatever the window.
  const advisoriesOf = new Map<string, Promise<Settled<Advisory[]>>>();
  for (const { image } of targets)
    if (!advisoriesOf.has(image)) advisoriesOf.set(image, settle(lookups.advisories(image)));
  const checkOne = async (written: CheckTarget): Promise<ImageResult> => {
    let target: PlacedTarget;
    const advisories = advisoriesOf.get(written.image)!;
    if (hasTag(written)) target = written;
    else {
      // A digest-only reference: its tag is found first (the advisories need none).
      const tag = await settle(placeDigest(written, lookups));
      if (!tag.ok)
        return addVulnerabilities(
          unplaced(written, tag.error, await advisories),
          lookups,
          options.vulnerabilityGate ?? null,
        );
      target = { ...written, tag: tag.value };
    }
    // The registry only for a pin (builds behind, since when): an unpinned reference's current
    // build is the listing's tag (README, "Listing and registry"). Both asked for at once, then
    // awaited in turn (settled, they never reject): no Promise.all and its array per target.
    const pin = target.pinnedDigest;
    const asked = settle(lookups.tags(target.org, target.image, target.tag));
    const walked = pin === null ? undefined : settle(lookups.walk(target.org, target.image, target.tag, pin));
    // Under min-age an unpinned reference's pin to write is the newest build old enough to pull.
    const cooled =
      pin === null && options.minAgeMs ? settle(lookups.walk(target.org, target.image, target.tag, null)) : null;
    const tags = await asked;
    const found = await walked;
    const listed = await advisories;
    let walk = found;
    const tag = tags.ok ? tags.value.find((t) => t.name === target.tag) : undefined;
    if (pin !== null && walk?.ok && walk.value.kind !== 'empty' && tag && tag.digest !== walk.value.newest.digest) {
      // The listing is not at the registry's newest build: is it one of the builds since the
      // pin (a listing behind), or no build of this reference at all (REPO_MISMATCH)? Walked
      // again looking out for it; rare.
      walk = await settle(lookups.walk(target.org, target.image, target.tag, pin, { watch: tag.digest }));
    }
    // Vulnerabilities of the digest in use once its place is known: cached per digest.
    return addVulnerabilities(
      withPullable(assess(target, { tags, walk, advisories: listed }, options), cooled && (await cooled)),
      lookups,
      options.vulnerabilityGate ?? null,
    );
  };
  const window = new PQueue({ concurrency: TARGET_WINDOW * Math.max(1, options.concurrency) });
  const checked = async (target: CheckTarget) => {
    const result = await checkOne(target);
    options.onResult?.(result);
    return result;
  };
  const results = await Promise.all(targets.map((target) => window.add(() => checked(target))));
  const stop = sources
    ? registryFailure(lookups.registryTokens.refused, lookups.registryTokens.accepted, sources)
    : null;
  if (stop) throw stop;
  return results;
}

/**
 * Every pin announced before any walk starts: several pins of one tag are placed by one walk.
 * Every look-up of a repo announced too: they decide whether its listing is worth reading.
 */
function announce(targets: readonly CheckTarget[], lookups: Lookups): void {
  for (const t of targets) {
    if (t.tag !== null && t.pinnedDigest !== null) lookups.expectPins(t.org, t.image, t.tag, t.pinnedDigest);
    if (t.tag !== null) lookups.expectLookup(t.org, t.image, { name: t.tag });
    else if (t.pinnedDigest !== null) lookups.expectLookup(t.org, t.image, { digest: t.pinnedDigest });
  }
}

/**
 * The first Platform API call before any other: if the token or api-url is wrong, every call
 * would fail alike, so that one stops the run with an error naming the input. Meanwhile the pins'
 * walks fill the other slots: they ask the registry, with its own credential.
 */
async function probeFirst(
  targets: readonly CheckTarget[],
  lookups: Lookups,
  sources: CredentialSources,
): Promise<void> {
  const probe = settle(lookups.candidates(targets[0]!.org, targets[0]!.image));
  for (const t of targets)
    if (t.tag !== null && t.pinnedDigest !== null) void settle(lookups.walk(t.org, t.image, t.tag, t.pinnedDigest));
  const probed = await probe;
  const stop = probed.ok ? null : platformFailure(probed.error, sources);
  if (stop) throw stop;
}

/**
 * An unpinned reference under min-age: the newest build of its tag old enough to pull, the pin to
 * write (the `pinned` output); left out when the walk failed, so nothing reads as known that is not.
 */
function withPullable(result: ImageResult, walk: Settled<HistoryWalk> | null): ImageResult {
  if (walk === null || !walk.ok || walk.value.kind !== 'newest' || result.digest === null) return result;
  const found = walk.value.pullable;
  if (found !== undefined) result.pullable = found && { digest: found.digest, lastUpdate: found.updateTimestamp };
  return result;
}

function hasTag(target: CheckTarget): target is PlacedTarget {
  return target.tag !== null;
}

/**
 * The tag a digest-only reference belongs to: the tag whose current digest it is, or the first
 * of the likeliest tags (see placementPlan) whose history holds it. Throws DIGEST_NOT_PLACED,
 * with the advice to write the tag, when none does.
 */
export async function placeDigest(target: CheckTarget, lookups: Lookups): Promise<string> {
  const digest = target.pinnedDigest!;
  // Repos of another organization are no candidates (proven by their groups' names).
  const repos = await lookups.ownCandidates(target.org, target.image);
  const repoKey = `${target.org}/${target.image}`;
  // The tags at the digest now first (the `digest` filter, or a listing read anyway): a current
  // build is placed without any history. Of several repos of the name, every one counts.
  const current = await Promise.all(repos.map((repo) => settle(lookups.lookFor(repo.uid, repoKey, { digest }))));
  const holding = current.flatMap((l) => (l.ok ? l.value.filter((t) => t.digest === digest) : []));
  if (holding.length > 0) {
    const now = placementPlan(holding, digest);
    if ('current' in now) return now.current;
  }
  // Not a current build: the histories of the likeliest tags, named by the listings.
  const listings = await Promise.all(repos.map((repo) => settle(lookups.repoTags(repo.uid))));
  const tags: Tag[] = listings.flatMap((l) => (l.ok ? l.value : []));
  const failed = listings.find((l) => !l.ok) ?? current.find((l) => !l.ok);
  if (tags.length === 0 && failed && !failed.ok) throw failed.error;
  const plan = placementPlan(tags, digest);
  if ('current' in plan) return plan.current;
  const unread: string[] = [];
  for (const name of plan.search) {
    // Walked from the newest build back to the digest (or the first build): the same walk the
    // placed reference is then assessed with.
    const walk = await settle(lookups.walk(target.org, target.image, name, digest));
    if (walk.ok && walk.value.kind === 'placed') return name;
    if (!walk.ok) unread.push(`${name} (${toResultError(walk.error).message})`);
  }
  const where = `${target.registry}/${target.org}/${target.image}`;
  const searched = plan.search.length > 0 ? `; it is in none of the histories of ${plan.search.join(', ')}` : '';
  const bound =
    plan.skipped > 0 ? ` (at most ${MAX_PLACEMENT_HISTORIES} tags are searched; ${plan.skipped} others were not)` : '';
  const notRead = unread.length > 0 ? `; could not read: ${unread.join('; ')}` : '';
  throw new BrokenRule(
    'DIGEST_NOT_PLACED',
    `cannot tell which tag ${digest} belongs to: it is the current build of none of the ${tags.length} tags of ${where}${searched}${bound}${notRead}. Write the tag it was built from, as ${where}:<tag>@${digest}`,
  );
}
