import { describe, expect, it } from 'vitest';
import type { ImageResult } from '../../../src/model';
import { diffLines } from '../../../src/review/diff-hunks';
import { planSuggestions, renderSuggestion, suggestionMarker } from '../../../src/review/suggestions';
import { digest, result as makeResult } from '../../support/results';

const dg = digest;
const result = (over: Partial<ImageResult> & Pick<ImageResult, 'ref'>): ImageResult =>
  makeResult({ image: 'python', tag: '3.11', digest: dg(9), lastUpdate: null, ...over });

describe('diffLines (hunks of a patch -> new-side lines)', () => {
  it('numbers added and context lines from each hunk start, skipping removed lines', () => {
    const patch = [
      '@@ -1,4 +1,5 @@',
      ' FROM a',
      '-RUN x',
      '+RUN y',
      '+RUN z',
      ' ENV q',
      ' ENV r',
      '@@ -20,2 +21,3 @@ some context',
      ' keep',
      '+added',
      ' keep',
      '\\ No newline at end of file',
    ].join('\n');
    const lines = diffLines(patch);
    expect([...lines.added].sort((a, b) => a - b)).toEqual([2, 3, 22]);
    expect([...lines.inDiff].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 21, 22, 23]);
  });

  it('gives no lines without a patch (binary files, very large diffs) or for a deletion-only hunk', () => {
    expect(diffLines(undefined).added.size).toBe(0);
    expect(diffLines('').inDiff.size).toBe(0);
    const removed = diffLines('@@ -3,2 +2,0 @@\n-gone\n-gone too');
    expect(removed.added.size).toBe(0);
    expect(removed.inDiff.size).toBe(0);
  });

  it('numbers a new file from line 1', () => {
    expect([...diffLines('@@ -0,0 +1,3 @@\n+a\n+b\n+c').added]).toEqual([1, 2, 3]);
  });
});

describe('planSuggestions (the whole line as update rewrites it)', () => {
  const eol = result({
    ref: 'cgr.dev/chainguard/python:3.11',
    status: 'eol',
    deprecated: true,
    suggestion: 'cgr.dev/chainguard/python:3.12',
    locations: [{ file: 'Dockerfile', line: 2 }],
  });
  const pinned = `cgr.dev/chainguard/go:1.24@${dg(1)}`;
  const stale = result({
    ref: pinned,
    image: 'go',
    tag: '1.24',
    pinnedDigest: dg(1),
    digest: dg(7),
    status: 'stale',
    buildsBehind: 3,
    suggestion: `cgr.dev/chainguard/go:1.24@${dg(7)}`,
    fixedByUpdate: [{ id: 'CVE-2025-1', severity: 'high', package: null }],
    locations: [{ file: 'deploy/app.yaml', line: 3 }],
  });
  const dockerfile = 'FROM cgr.dev/chainguard/go:1.24 AS build\nFROM cgr.dev/chainguard/python:3.11 AS run # runtime\n';
  const yaml = `spec:\n  containers:\n    - image: "${pinned}"   # pinned\n`;
  const files = [
    { path: 'Dockerfile', text: dockerfile, lines: diffLines('@@ -1,2 +1,2 @@\n FROM x\n-FROM y\n+FROM z') },
    { path: 'deploy/app.yaml', text: yaml, lines: diffLines('@@ -1,3 +1,3 @@\n spec:\n   c:\n-    - old\n+    - new') },
  ];

  it('rewrites only the reference, keeping the rest of the line (stage name, quotes, comments); worst first', () => {
    const changes = planSuggestions([stale, eol], files);
    expect(changes.map((c) => [c.path, c.line, c.kind])).toEqual([
      ['Dockerfile', 2, 'eol'],
      ['deploy/app.yaml', 3, 'pin'],
    ]);
    expect(changes[0]!.rewritten).toBe('FROM cgr.dev/chainguard/python:3.12 AS run # runtime');
    expect(changes[1]!.rewritten).toBe(`    - image: "cgr.dev/chainguard/go:1.24@${dg(7)}"   # pinned`);
    expect(changes[1]!.why).toContain('3 builds behind');
    expect(changes[1]!.why).toContain('CVE-2025-1');
  });

  it('suggests nothing on a line the pull request does not add or change', () => {
    const untouched = [{ ...files[0]!, lines: diffLines('@@ -1,2 +1,2 @@\n-FROM x\n+FROM x2\n FROM z') }];
    expect(planSuggestions([eol], untouched)).toEqual([]);
  });

  it('suggests nothing for an ignored finding, a pin within max-age, or an end-of-life tag without a tag to move to', () => {
    const ignored = { ...eol, ignored: { reason: 'later', until: '2099-01-01', kinds: ['eol'] } };
    const withinAge = { ...stale, status: 'ok' as const };
    const noTarget = { ...eol, suggestion: null };
    expect(planSuggestions([ignored, withinAge, noTarget], files)).toEqual([]);
  });

  it('does not suggest a line that holds a line break of another kind (a lone CR would split it)', () => {
    const text = 'FROM a\nFROM cgr.dev/chainguard/python:3.11\r# ```\n';
    expect(planSuggestions([eol], [{ ...files[0]!, text }])).toEqual([]);
  });

  it('leaves a reference built from a variable alone (the line does not hold it literally)', () => {
    const text = 'ARG P=3.11\nFROM cgr.dev/chainguard/python:${P}\n';
    expect(planSuggestions([eol], [{ ...files[0]!, text }])).toEqual([]);
  });
});

describe('renderSuggestion', () => {
  const marker = suggestionMarker('<!-- image-check:pr-comment workflow=CI job=j key= -->');

  it('opens with the marker and holds the line in a suggestion block', () => {
    const body = renderSuggestion(
      { path: 'Dockerfile', line: 2, original: 'FROM a:1', rewritten: 'FROM a:2', kind: 'eol', why: 'why' },
      marker,
    );
    expect(body).toBe(`${marker}\nwhy\n\n\`\`\`suggestion\nFROM a:2\n\`\`\`\n`);
    expect(marker).toContain('image-check:suggestion');
  });

  it('a line holding backticks cannot close the block: the fence is longer than any run in it', () => {
    const rewritten = 'image: x:2 # ``` @someone [x](https://evil) ````';
    const body = renderSuggestion({ path: 'a', line: 1, original: '', rewritten, kind: 'eol', why: 'w' }, marker);
    const lines = body.split('\n');
    const open = lines.findIndex((l) => l.endsWith('suggestion'));
    const fence = lines[open]!.replace('suggestion', '');
    expect(fence).toBe('`````');
    // The only lines that are fences are the opening and the closing one; the stranger's text sits between.
    expect(lines.filter((l) => /^`{3,}/.test(l))).toEqual([`${fence}suggestion`, fence]);
    expect(lines[open + 1]).toBe(rewritten);
  });

  it('the why line holds references as escaped <code>, so a reference text cannot mention or link', () => {
    const eol = result({
      ref: 'cgr.dev/chainguard/python:3.11',
      status: 'eol',
      deprecated: true,
      suggestion: 'cgr.dev/chainguard/python:3.12',
      locations: [{ file: 'Dockerfile', line: 1 }],
      fixedByUpdate: null,
    });
    const [change] = planSuggestions(
      [eol],
      [{ path: 'Dockerfile', text: 'FROM cgr.dev/chainguard/python:3.11\n', lines: diffLines('@@ -0,0 +1 @@\n+x') }],
    );
    expect(change!.why).toMatch(/^<code>cgr\.dev\/chainguard\/python:3\.11<\/code> is an end-of-life tag/);
  });
});
