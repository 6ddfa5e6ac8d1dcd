import { afterEach, describe, expect, it } from 'vitest';
import { createOctokit } from '../../src/github/client';
import { checkRunsOf, publishCheckRun } from '../../src/github/check-runs';
import { httpStatus } from '../../src/github/session';
import { checkRunAnnotations, checkRunOutputs } from '../../src/report/check-run-batches';
import type { Annotation } from '../../src/report/annotations';
import { startFakeGitHub, type FakeGitHub } from '../support/github-api';
import { addReviewRoutes, type FakeReviews } from '../support/github-reviews';

// Check-run text measured as the Checks API measures it (UTF-8 bytes), with the real Octokit
// against the fake GitHub, which refuses (422) any text over 65 535 bytes as GitHub does.

const TOKEN = 'ghs_checkRunTextToken000000000000001';
let gh: FakeGitHub;
let reviews: FakeReviews;
afterEach(() => gh?.close());

async function api() {
  gh = await startFakeGitHub({ token: TOKEN });
  reviews = addReviewRoutes(gh);
  const octokit = createOctokit({ token: TOKEN, baseUrl: gh.url, retry: { maxAttempts: 1 } });
  return { checkRuns: checkRunsOf(octokit, { owner: gh.owner, repo: gh.repo }) };
}

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');
const HEAD = 'a'.repeat(40);

describe('check-run text, by the bytes GitHub counts', () => {
  it('the fake refuses a summary of 30 000 CJK characters (90 000 bytes, under 65 535 characters)', async () => {
    const { checkRuns } = await api();
    const output = { title: 't', summary: '漢'.repeat(30_000), annotations: [] };
    const error = await checkRuns
      .create({ name: 'x', headSha: HEAD, conclusion: 'success', output })
      .catch((e: unknown) => e);
    expect(httpStatus(error)).toBe(422);
    expect(reviews.checkRuns).toEqual([]);
  });

  it('every annotation and the summary reach the check run, cut within the bytes at a character', async () => {
    const { checkRuns } = await api();
    // Emoji are two UTF-16 units and four bytes: a cut inside one would leave half a character.
    const annotations: Annotation[] = Array.from({ length: 60 }, (_, i) => ({
      level: 'warning',
      file: 'compose.yaml',
      startLine: i + 1,
      title: `${'🙂'.repeat(100)}${i}`,
      message: `${i % 2 === 0 ? 'x' : ''}${'漢字'.repeat(20_000)}`,
    }));
    const summary = Array.from({ length: 3_000 }, (_, i) => `| ${i} | ${'🙂漢'.repeat(10)} |`).join('\n');
    const { placed } = checkRunAnnotations(annotations);
    const run = await publishCheckRun(checkRuns, {
      headSha: HEAD,
      failed: false,
      outputs: checkRunOutputs({ title: '漢'.repeat(300), summary, annotations: placed }),
    });
    expect(run.requests).toBe(2);
    const [check] = reviews.checkRuns;
    expect(check!.annotations).toHaveLength(60);
    for (const [i, a] of check!.annotations.entries()) {
      expect(bytes(a.message)).toBeLessThanOrEqual(65_535);
      expect(bytes(a.message)).toBeGreaterThan(65_535 - 4);
      expect(annotations[i]!.message.startsWith(a.message.slice(0, -1))).toBe(true);
      expect(a.message.endsWith('…')).toBe(true);
      expect(bytes(a.title!)).toBeLessThanOrEqual(255);
      expect(a.title!.isWellFormed()).toBe(true);
      expect(annotations[i]!.title.startsWith(a.title!.slice(0, -1))).toBe(true);
    }
    // The summary: whole lines, then the note, within the bytes.
    const kept = check!.output.summary;
    expect(bytes(kept)).toBeLessThanOrEqual(65_535);
    expect(kept).toMatch(/\n\n…cut here \(the Checks API takes 65 535 bytes\); the job summary has all of it\.\n$/);
    const lines = kept.split('\n\n…cut here')[0]!;
    expect(summary.startsWith(`${lines}\n`)).toBe(true);
    expect(bytes(check!.output.title)).toBeLessThanOrEqual(255);
  });
});
