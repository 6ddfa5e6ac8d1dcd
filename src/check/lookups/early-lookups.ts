// The look-ups of references found while an organization is still being read (issue 52): started
// as each repository's references arrive, so the registry's slots work during the scan instead of
// waiting for its end. Only look-ups that no later find can make fewer are started: each repo's
// look-up, a pin's signature, and a tag's look-up once its repo has two announced (then page 1 of
// the listing answers them, as the check would ask); once the listing says which build is in use,
// the reads of that digest the check's passes make (its signature, vulnerabilities and policies,
// each pass's own prefetch). The check then finds them in the run's cache.
import type { CheckTarget } from '../judge/assess';
import type { Lookups } from './lookups';
import { settle } from '../../settle';
import { prefetchSignature } from '../judge/signatures';
import { prefetchVulnerabilities } from '../judge/vulnerabilities';
import { prefetchPolicies } from '../pull-policies/judge-policies';

interface EarlyLookups {
  /** Targets found in one more repository: their look-ups started (once each), never throws. */
  found(targets: readonly CheckTarget[]): void;
}

export function earlyLookups(
  lookups: Lookups,
  options: { concurrency: number; signatures: boolean; policies: boolean },
): EarlyLookups {
  lookups.setConcurrency(options.concurrency);
  const seen = new Set<string>();
  // Per repo: the tag names found, and the tag references whose look-up waits for a second name.
  const names = new Map<string, Set<string>>();
  const pending = new Map<string, (CheckTarget & { tag: string })[]>();
  const waiting: CheckTarget[] = [];
  // The first repo look-up alone, as the check's probe: a wrong token fails one request, not hundreds.
  let probe: Promise<boolean> | null = null;
  const tagLookup = (t: CheckTarget & { tag: string }) => {
    const asked = lookups.tags(t.org, t.image, t.tag);
    // The digest in use (the pin, else the tag's current build) once the listing says which build the tag is at.
    void settle(
      asked.then((tags) => {
        const listed = tags.find((x) => x.name === t.tag);
        if (!listed) return;
        const place = { ...t, digest: listed.digest, status: 'ok' as const };
        if (options.signatures) prefetchSignature(place, lookups);
        prefetchVulnerabilities(place, lookups);
        if (options.policies) prefetchPolicies(place, lookups);
      }),
    );
  };
  const start = (t: CheckTarget) => {
    const repo = `${t.org}/${t.image}`;
    void settle(lookups.candidates(t.org, t.image));
    if (t.pinnedDigest !== null && options.signatures) void settle(lookups.signature(t.org, t.image, t.pinnedDigest));
    if (t.tag === null) return;
    const known = names.get(repo) ?? new Set<string>();
    names.set(repo, known.add(t.tag));
    const later = [...(pending.get(repo) ?? []), { ...t, tag: t.tag }];
    // One announced name is one filtered request, but a second found later would need page 1 too: wait.
    if (known.size < 2) return void pending.set(repo, later);
    pending.delete(repo);
    for (const each of later) tagLookup(each);
  };
  return {
    found(targets) {
      for (const t of targets) {
        const key = `${t.org}/${t.image}:${t.tag ?? ''}@${t.pinnedDigest ?? ''}`;
        if (seen.has(key)) continue;
        seen.add(key);
        if (t.tag !== null) lookups.expectLookup(t.org, t.image, { name: t.tag });
        else if (t.pinnedDigest !== null) lookups.expectLookup(t.org, t.image, { digest: t.pinnedDigest });
        waiting.push(t);
      }
      probe ??=
        waiting.length > 0 ? settle(lookups.candidates(waiting[0]!.org, waiting[0]!.image)).then((p) => p.ok) : null;
      void probe?.then((ok) => {
        if (ok) for (const t of waiting.splice(0)) start(t);
      });
    },
  };
}
