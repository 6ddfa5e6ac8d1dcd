// `merge`: the shards' results files read back (zod; every shard of one owner, once, of this
// version) and joined into the report of one run over every repository. Pure but for the
// reading, which the shell does (only inside the workspace).
import type { OrganizationRunReport } from '../report/run-report';
import { compareText } from '../text';
import { z } from 'zod';
import { assessCoverage } from '../check/coverage';
import { InputError, messageOf } from '../errors';
import { STATUSES_WORST_FIRST, type ImageResult } from '../model';
import type { Words } from '../words';
import { ENVELOPE_KIND, ENVELOPE_VERSION, envelopeSchema, type Envelope } from './envelope';
import { comparePlaces } from './check-organization';
import { shardText } from './shard';
import { resultOfShardItem } from './shard-item';
import { checkShardClaims } from './shard-claims';

/** One results file as read: its name (for messages) and its text. */
interface ResultsFileText {
  name: string;
  text: string;
}

/** What a file says it is, read before the whole: an array (a workspace run's results) has neither. */
const headSchema = z.object({ kind: z.unknown(), version: z.unknown() });

/** The envelope of one file, or an InputError naming `merge` and the file. */
export function readEnvelope({ name, text }: ResultsFileText): Envelope {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new InputError(
      'merge',
      `${name} is not JSON (${messageOf(error)})`,
      'Give the results files the shards wrote',
    );
  }
  const { kind, version } = headSchema.safeParse(json).data ?? {};
  if (kind !== ENVELOPE_KIND)
    throw new InputError(
      'merge',
      `${name} is not the results file of an organization run (a workspace run's results are an array; only organization runs can be merged)`,
      'Give the results-file each shard of an organization run wrote',
    );
  if (version !== ENVELOPE_VERSION)
    throw new InputError(
      'merge',
      `${name} was written in results version ${String(version)}; this image-check reads version ${ENVELOPE_VERSION}`,
      'Run the shards and the merge with the same version of image-check',
    );
  const parsed = envelopeSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new InputError(
      'merge',
      `${name} does not hold a valid results file: ${issue.path.join('.')}: ${issue.message}`,
    );
  }
  return parsed.data;
}

/** Every shard of one owner, each once; an InputError naming what is wrong otherwise. */
function checkShards(files: { name: string; envelope: Envelope }[]): void {
  if (files.length === 0)
    throw new InputError(
      'merge',
      'no results file was given',
      "Name the shards' results files (globs inside the workspace)",
    );
  // Each file's own claims first: visibility and every later check read only files that pass.
  for (const file of files) checkShardClaims(file);
  const [first] = files;
  const owners = [...new Set(files.map((f) => f.envelope.owner.toLowerCase()))];
  if (owners.length > 1)
    throw new InputError(
      'merge',
      `the files are of different owners: ${files.map((f) => `${f.name} (${f.envelope.owner})`).join(', ')}`,
      'Merge the shards of one owner at a time',
    );
  const count = first!.envelope.shard.count;
  const other = files.find((f) => f.envelope.shard.count !== count);
  if (other)
    throw new InputError(
      'merge',
      `${first!.name} is shard ${shardText(first!.envelope.shard)} but ${other.name} is shard ${shardText(other.envelope.shard)}`,
      'Merge the files of one sharded run (every shard of the same n)',
    );
  const byIndex = new Map<number, string[]>();
  for (const f of files) byIndex.set(f.envelope.shard.index, [...(byIndex.get(f.envelope.shard.index) ?? []), f.name]);
  const twice = [...byIndex].find(([, names]) => names.length > 1);
  if (twice)
    throw new InputError(
      'merge',
      `shard ${twice[0]}/${count} is given more than once: ${twice[1].join(', ')}`,
      "Give each shard's results file once",
    );
  const missing = Array.from({ length: count }, (_, i) => i + 1).filter((i) => !byIndex.has(i));
  if (missing.length > 0)
    throw new InputError(
      'merge',
      `shard${missing.length > 1 ? 's' : ''} ${missing.map((i) => `${i}/${count}`).join(', ')} ${missing.length > 1 ? 'are' : 'is'} missing: a merge needs every shard's results file, or repositories would pass unseen`,
      'Give the results files of every shard (a shard that failed still uploads its file: use if: always())',
    );
}

/** One result per reference: the worst judgement of it (never a shard's ok over another's error), every location. */
function mergeResults(lists: readonly ImageResult[][]): ImageResult[] {
  const byRef = new Map<string, ImageResult[]>();
  for (const list of lists) for (const r of list) byRef.set(r.ref, [...(byRef.get(r.ref) ?? []), r]);
  const merged = [...byRef.values()].map((same) => {
    const worst = [...same].sort(
      (a, b) => STATUSES_WORST_FIRST.indexOf(a.status) - STATUSES_WORST_FIRST.indexOf(b.status),
    )[0]!;
    const seen = new Set<string>();
    const locations = same
      .flatMap((r) => r.locations)
      .filter((l) => {
        const key = JSON.stringify([l.repository, l.commit, l.file, l.line]);
        return !seen.has(key) && (seen.add(key), true);
      })
      .sort(comparePlaces);
    return { ...worst, locations };
  });
  // One run lists references in the order first found: by repository, file and line.
  return merged.sort((a, b) => comparePlaces(a.locations[0], b.locations[0]));
}

/** The shards as the report of one run (its verdict computed by the caller from `problems`, `coverage`). */
export function mergeEnvelopes(
  files: { name: string; envelope: Envelope }[],
  options: { registry: string; words?: Words },
): Omit<OrganizationRunReport, 'verdict'> {
  checkShards(files);
  const envelopes = files.map((f) => f.envelope).sort((a, b) => a.shard.index - b.shard.index);
  const all = <T>(pick: (e: Envelope) => T[]) => envelopes.flatMap(pick);
  const results = mergeResults(envelopes.map((e) => e.results.map(resultOfShardItem)));
  // One entry per repository, whatever number of files name it (a report never lists one twice).
  const named = new Set<string>();
  const unread = all((e) => e.unread)
    .filter((u) => !named.has(u.repository.toLowerCase()) && (named.add(u.repository.toLowerCase()), true))
    .sort((a, b) => compareText(a.repository, b.repository));
  const skipped = all((e) => e.skipped).sort((a, b) => comparePlaces(a.location, b.location));
  // A glob unmatched in every shard matched nothing anywhere.
  const unmatchedGlobs = envelopes[0]!.unmatchedGlobs.filter((g) =>
    envelopes.every((e) => e.unmatchedGlobs.includes(g)),
  );
  const coverage = assessCoverage({
    images: [],
    files: ['**'],
    registry: options.registry,
    unmatchedGlobs,
    foundInFiles: results.length + skipped.length,
    skipped,
    targets: results.length,
    words: options.words,
  });
  const problems = all((e) => e.problems).sort(
    (a, b) =>
      compareText(a.repository ?? '', b.repository ?? '') ||
      compareText(a.file, b.file) ||
      (a.line ?? 0) - (b.line ?? 0),
  );
  return {
    kind: 'organization',
    owner: envelopes[0]!.owner,
    shard: { index: 1, count: 1 },
    read: all((e) => e.read).sort((a, b) => compareText(a.repository, b.repository)),
    unread,
    unmatchedGlobs,
    results,
    skipped,
    problems,
    coverage: coverage.errors,
    notices: coverage.notices,
    unscanned: [],
    http: null,
    expired: [],
    policyFile: null,
  };
}
