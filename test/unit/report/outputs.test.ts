import { describe, expect, it } from 'vitest';
import { computeVerdict } from '../../../src/check/judge/verdict';
import { parseFailOn } from '../../../src/config';
import type { ImageResult } from '../../../src/model';
import { buildOutputs, OUTPUT_LIMIT_BYTES } from '../../../src/report/outputs';
import { resultItem } from '../../../src/report/result-item';
import { resultsFileText } from '../../../src/report/results-file';
import { ago, digest, result } from '../../support/results';

const fixtures: ImageResult[] = [
  result({ locations: [{ file: 'svc/Dockerfile', line: 3 }] }),
  result({
    ref: `cgr.dev/chainguard/nginx:1.25@${digest(3)}`,
    pinnedDigest: digest(3),
    status: 'stale',
    buildsBehind: 7,
    behindSince: ago(35),
    locations: [{ file: 'k8s/deploy.yaml', line: 20 }],
  }),
  result({
    image: 'python',
    tag: '3.12-dev',
    ref: 'cgr.dev/acme.com/python:3.12-dev',
    org: 'acme.com',
    status: 'eol',
    deprecated: true,
    digest: digest(20),
  }),
  result({
    image: 'go',
    tag: 'latest',
    ref: `cgr.dev/chainguard/go@${digest(30)}`,
    pinnedDigest: digest(30),
    digest: digest(31),
    buildsBehind: 1,
    behindSince: ago(1),
    advisories: [
      { advisoryId: 'CGA-1111', artifactName: 'go', updateTime: ago(4) },
      { advisoryId: 'CGA-2222', artifactName: 'go', updateTime: ago(5) },
    ],
  }),
  result({
    image: 'redis',
    tag: '9.9',
    status: 'error',
    digest: null,
    lastUpdate: null,
    buildsBehind: null,
    error: { code: 404, reason: 'TAG_NOT_FOUND', message: 'tag "9.9" does not exist' },
  }),
];

const CONTRACT_ITEM_KEYS = [
  'ref',
  'registry',
  'org',
  'image',
  'tag',
  'pinnedDigest',
  'digest',
  'status',
  'deprecated',
  'lastUpdate',
  'buildsBehind',
  'advisories',
  'locations',
  'error',
  'suggestion',
  'ignored',
  'vulnerabilities',
  'fixedByUpdate',
  'policies',
  'signature',
  'changes',
];

describe('buildOutputs', () => {
  const verdict = computeVerdict(fixtures, parseFailOn('eol,error'));
  const outputs = buildOutputs(fixtures, verdict);

  it('sets exactly the contract outputs, all strings', () => {
    expect(Object.keys(outputs).sort()).toEqual([
      'advisory-count',
      'denied-count',
      'digests',
      'eol-count',
      'error-count',
      'failed',
      'pinned',
      'results',
      'stale-count',
      'updated-files',
      'vulnerability-counts',
    ]);
    for (const value of Object.values(outputs)) expect(typeof value).toBe('string');
  });

  it('writes results as a JSON array of contract items', () => {
    const items = JSON.parse(outputs.results!) as Record<string, unknown>[];
    expect(items).toHaveLength(fixtures.length);
    for (const [i, item] of items.entries()) {
      const r = fixtures[i]!;
      expect(Object.keys(item).sort()).toEqual([...CONTRACT_ITEM_KEYS, 'behindSince', 'endingSoon'].sort());
      expect(item.endingSoon).toBe(false);
      for (const key of [...CONTRACT_ITEM_KEYS, 'behindSince'])
        expect(item[key]).toEqual(r[key as keyof ImageResult] ?? null);
    }
    expect(items[4]!.error).toEqual({ code: 404, reason: 'TAG_NOT_FOUND', message: 'tag "9.9" does not exist' });
    expect(items[0]!.locations).toEqual([{ file: 'svc/Dockerfile', line: 3 }]);
    expect(items[3]!.advisories).toEqual([
      { advisoryId: 'CGA-1111', artifactName: 'go', updateTime: ago(4) },
      { advisoryId: 'CGA-2222', artifactName: 'go', updateTime: ago(5) },
    ]);
    expect(items.map((i) => i.status)).toEqual(['ok', 'stale', 'eol', 'ok', 'error']);
    expect(items[1]!.pinnedDigest).toBe(digest(3));
    expect(items[0]!.pinnedDigest).toBeNull();
  });

  it('maps each reference as written to its current digest and leaves out unknown ones', () => {
    expect(JSON.parse(outputs.digests!)).toEqual({
      'cgr.dev/chainguard/nginx:1.25': digest(10),
      [`cgr.dev/chainguard/nginx:1.25@${digest(3)}`]: digest(10),
      'cgr.dev/acme.com/python:3.12-dev': digest(20),
      [`cgr.dev/chainguard/go@${digest(30)}`]: digest(31),
    });
  });

  it('lists one pinned line per tag with a current digest', () => {
    const lines = outputs.pinned!.split('\n');
    expect(lines).toEqual([
      `cgr.dev/chainguard/nginx:1.25@${digest(10)}`,
      `cgr.dev/acme.com/python:3.12-dev@${digest(20)}`,
      `cgr.dev/chainguard/go:latest@${digest(31)}`,
    ]);
    for (const line of lines) expect(line).toMatch(/^[a-z0-9.-]+\/[^/\s]+\/[^:@\s]+:[\w][\w.-]*@sha256:[0-9a-f]{64}$/);
  });

  it('reports counts as decimal strings and failed as true/false', () => {
    expect(outputs['eol-count']).toBe('1');
    expect(outputs['stale-count']).toBe('1');
    expect(outputs['advisory-count']).toBe('2');
    expect(outputs['error-count']).toBe('1');
    expect(outputs.failed).toBe('true');
    const passing = buildOutputs(fixtures, computeVerdict(fixtures, parseFailOn('none')));
    expect(passing.failed).toBe('false');
  });

  it('gives empty outputs for a run with no images', () => {
    const empty = buildOutputs([], computeVerdict([], parseFailOn('eol')));
    expect(empty).toEqual({
      results: '[]',
      digests: '{}',
      pinned: '',
      'eol-count': '0',
      'stale-count': '0',
      'advisory-count': '0',
      'error-count': '0',
      'denied-count': '0',
      failed: 'false',
      'updated-files': '',
      'vulnerability-counts': JSON.stringify({ critical: 0, high: 0, medium: 0, low: 0, negligible: 0, unknown: 0 }),
    });
  });
});

describe('the results file and output for thousands of results', () => {
  const verdict = computeVerdict(fixtures, parseFailOn('eol,error'));
  // Texts JSON must escape, a message over several lines, text beyond Latin-1.
  const odd = result({
    image: 'odd',
    tag: 'x',
    status: 'error',
    error: { code: null, reason: 'ODD', message: 'line one\nline "two"\t\\ — ✅ 🔕 \u2028 end' },
    locations: [{ file: 'dir with space/ünïcode.yaml', line: 9 }],
  });
  const many = Array.from({ length: 3000 }, (_, i) =>
    result({ image: `img-${i}`, tag: String(i % 7), locations: [{ file: `deploy/app-${i}.yaml`, line: i }] }),
  );

  it('the results file is the results output pretty-printed, byte for byte, whatever its size', () => {
    for (const results of [[], fixtures, [odd], [...fixtures, odd], many]) {
      const expected = `${JSON.stringify(results.map(resultItem), null, 2)}\n`;
      expect(resultsFileText(results)).toBe(expected);
    }
  });

  it('the results output is JSON.stringify of the items, when within the 1 MB an output may hold', () => {
    const set = [[], fixtures, [odd], many.slice(0, 100)];
    for (const results of set)
      expect(buildOutputs(results, verdict).results).toBe(JSON.stringify(results.map(resultItem)));
    expect(Buffer.byteLength(JSON.stringify(many.map(resultItem)))).toBeGreaterThan(OUTPUT_LIMIT_BYTES);
    expect(buildOutputs(many, verdict).results).toBeUndefined();
  });
});
