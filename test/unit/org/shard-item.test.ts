import { describe, expect, it } from 'vitest';
import type { ImageResult } from '../../../src/model';
import { mergeEnvelopes, readEnvelope } from '../../../src/org/merge';
import { shardOf } from '../../../src/org/shard';
import { ENVELOPE_KIND, envelopeChunks, type Envelope } from '../../../src/org/envelope';
import { resultOfShardItem, shardItem, shardItemSchema } from '../../../src/org/shard-item';
import { resultItem } from '../../../src/report/result-item';

// A shard writes each result as its `results` item plus `forMerge`; a merge reads the result back.
// Every field of ImageResult is set below (`Required`): a field the model gains must be added here,
// and the round trip then proves the shard file carries it (a field lost would change a merge's report).

const BUILD = { digest: `sha256:${'b'.repeat(64)}`, lastUpdate: '2026-11-01T00:00:00Z' };
const full = {
  ref: 'mirror.example/cgr/acme/nginx:1.25@sha256:' + 'a'.repeat(64),
  upstream: 'cgr.dev/acme/nginx:1.25@sha256:' + 'a'.repeat(64),
  registry: 'cgr.dev',
  org: 'acme',
  image: 'nginx',
  tag: '1.25',
  pinnedDigest: `sha256:${'a'.repeat(64)}`,
  digest: `sha256:${'c'.repeat(64)}`,
  status: 'denied',
  deprecated: true,
  lastUpdate: '2026-11-20T00:00:00Z',
  buildsBehind: 3,
  behindSince: '2026-11-02T00:00:00Z',
  pullable: BUILD,
  nextTagPullable: { tag: '1.27', pullable: null, error: 'the history of 1.27 could not be read (503)' },
  advisories: [{ advisoryId: 'CGA-1', artifactName: 'openssl', updateTime: '2026-11-03T00:00:00Z' }],
  locations: [{ repository: 'acme/web', commit: 'f'.repeat(40), file: 'Dockerfile', line: 2 }],
  error: { code: 7, reason: 'PERMISSION_DENIED', message: 'no' },
  suggestion: 'cgr.dev/acme/nginx:1.27',
  ignored: { reason: 'accepted', until: '2027-01-01', kinds: ['eol', 'CVE-2026-1'] },
  endOfLife: {
    status: 'ended',
    supportEnds: '2026-10-01',
    supportEnded: true,
    buildsUntil: '2026-12-01',
    daysLeft: 3,
    warn: true,
  },
  vulnerabilities: {
    critical: 1,
    high: 2,
    medium: 0,
    low: 0,
    negligible: 0,
    unknown: 0,
    scanned: null,
    digest: `sha256:${'a'.repeat(64)}`,
  },
  fixedByUpdate: [{ id: 'CVE-2026-1', severity: 'critical', package: 'openssl' }],
  vulnerabilityIds: [
    { id: 'CVE-2026-1', severity: 'critical' },
    { id: 'CVE-2026-2', severity: 'high' },
  ],
  policies: [
    {
      policy: 'cooldown',
      mode: 'enforced',
      result: 'denied',
      parameters: { days: 7 },
      waived: null,
      why: 'built 2 days ago',
    },
    { policy: 'no-eol', mode: 'dry-run', result: 'allowed', parameters: {}, waived: null },
  ],
  policyMove: { tag: '1.25', blockedBy: ['cooldown'], to: BUILD, error: 'the builds could not be checked' },
  signature: {
    verified: false,
    digest: 'sha256:' + 'c'.repeat(64),
    format: 'legacy',
    signer: { issuer: 'https://token.actions.githubusercontent.com', identity: 'https://github.com/stranger/x' },
    logged: '2026-11-30T10:00:00Z',
    reason: 'signed by another signer',
  },
  signatureMove: { tag: '1.25', passedOver: 2, to: BUILD, none: 'none signed' },
  changes: {
    from: 'sha256:' + 'a'.repeat(64),
    to: 'sha256:' + 'b'.repeat(64),
    platform: 'linux/amd64',
    added: [{ name: 'libcrypto3', version: '3.5.1-r0' }],
    removed: [{ name: 'zlib', version: '1.3-r0' }],
    upgraded: [{ name: 'openssl', from: '3.5.0-r2', to: '3.5.1-r0' }],
    downgraded: [{ name: 'busybox', from: '1.37.0-r2', to: '1.37.0-r1' }],
    unchanged: 41,
  },
  changesGap: {
    kind: 'no-platform',
    digest: 'sha256:' + 'b'.repeat(64),
    platform: 'linux/s390x',
    available: ['linux/amd64'],
  },
} satisfies Required<ImageResult>;

/** Written as a shard writes it (JSON text) and read back through the file's schema. */
const roundTrip = (r: ImageResult): ImageResult =>
  resultOfShardItem(shardItemSchema.parse(JSON.parse(JSON.stringify(shardItem(r)))));

describe("a shard's results item", () => {
  it('is the `results` item plus forMerge', () => {
    const { forMerge, ...item } = shardItem(full);
    expect(item).toEqual(resultItem(full));
    expect(forMerge).toEqual({
      unset: [],
      ignoredKinds: ['eol', 'CVE-2026-1'],
      endOfLife: { supportEnded: true, daysLeft: 3, warn: true },
      vulnerabilityIds: full.vulnerabilityIds,
      nextTagError: 'the history of 1.27 could not be read (503)',
      policyMoveError: 'the builds could not be checked',
    });
  });

  it('gives back every field of the result', () => {
    expect(roundTrip(full)).toStrictEqual(full);
  });

  it('tells a field never looked up from one found empty', () => {
    const bare: ImageResult = {
      ...full,
      upstream: undefined,
      pullable: undefined,
      nextTagPullable: undefined,
      policyMove: undefined,
      suggestion: undefined,
      ignored: undefined,
      endOfLife: undefined,
      vulnerabilities: undefined,
      fixedByUpdate: undefined,
      vulnerabilityIds: undefined,
      policies: undefined,
      locations: [{ file: 'Dockerfile', line: 1 }],
    };
    const withoutUnset = (r: ImageResult) =>
      Object.fromEntries(Object.entries(r).filter(([, value]) => value !== undefined));
    expect(roundTrip(bare)).toStrictEqual(withoutUnset(bare));
    const empty: ImageResult = {
      ...bare,
      suggestion: null,
      ignored: null,
      endOfLife: null,
      vulnerabilities: null,
      fixedByUpdate: null,
      vulnerabilityIds: null,
      policies: [],
      nextTagPullable: { tag: '1.27', pullable: null },
      policyMove: { tag: '1.25', blockedBy: ['cooldown'] },
    };
    expect(roundTrip(empty)).toStrictEqual(withoutUnset(empty));
    // The item alone writes null for both: only forMerge tells them apart.
    expect(resultItem(bare).vulnerabilities).toBeNull();
    expect(resultItem(empty).vulnerabilities).toBeNull();
    expect(shardItem(bare).forMerge.unset).toEqual([
      'suggestion',
      'ignored',
      'vulnerabilities',
      'fixedByUpdate',
      'policies',
    ]);
  });
});

describe('a results file of another version', () => {
  const file = (version: number) => {
    const envelope: Envelope = {
      kind: ENVELOPE_KIND,
      version: 2,
      owner: 'acme',
      shard: { index: 1, count: 1 },
      read: [],
      unread: [],
      unmatchedGlobs: [],
      problems: [],
      skipped: [],
      results: [shardItem(full)],
    };
    return [...envelopeChunks(envelope)].join('').replace('"version": 2', `"version": ${version}`);
  };

  it('is read in this version, and refused in the last one, naming the file and the fix', () => {
    expect(readEnvelope({ name: 's1.json', text: file(2) }).results).toEqual([shardItem(full)]);
    expect(() => readEnvelope({ name: 's1.json', text: file(1) })).toThrow(
      /s1\.json was written in results version 1; this image-check reads version 2/,
    );
  });

  it('is refused when an item lacks what a merge needs', () => {
    const text = file(2).replace('"forMerge":', '"notForMerge":');
    expect(() => readEnvelope({ name: 's1.json', text })).toThrow(
      /s1\.json does not hold a valid results file: results\.0\.forMerge/,
    );
  });
});

describe('one reference judged by two shards', () => {
  // The first repository names of each of 2 shards (a shard holds a repository by its name alone).
  const names = Array.from({ length: 20 }, (_, i) => `repo-${i}`);
  const inShard = (k: number) => names.find((n) => shardOf(n, 2) === k)!;
  const judged = (k: number, status: ImageResult['status']): Envelope => ({
    kind: ENVELOPE_KIND,
    version: 2,
    owner: 'acme',
    shard: { index: k, count: 2 },
    read: [],
    unread: [],
    unmatchedGlobs: [],
    problems: [],
    skipped: [],
    results: [
      shardItem({
        ...full,
        status,
        locations: [{ repository: `acme/${inShard(k)}`, commit: 'f'.repeat(40), file: 'Dockerfile', line: 1 }],
      }),
    ],
  });
  const merged = (a: ImageResult['status'], b: ImageResult['status']) =>
    mergeEnvelopes(
      [
        { name: 's1.json', envelope: judged(1, a) },
        { name: 's2.json', envelope: judged(2, b) },
      ],
      { registry: 'cgr.dev' },
    ).results.map((r) => [r.status, r.locations.length]);

  it('stands at the worse judgement: error, denied, eol, stale, ok', () => {
    expect(merged('denied', 'eol')).toEqual([['denied', 2]]);
    expect(merged('ok', 'denied')).toEqual([['denied', 2]]);
    expect(merged('denied', 'error')).toEqual([['error', 2]]);
    expect(merged('stale', 'ok')).toEqual([['stale', 2]]);
  });
});
