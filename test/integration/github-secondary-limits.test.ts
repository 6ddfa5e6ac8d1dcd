import { afterEach, describe, expect, it } from 'vitest';
import { RateLimited } from '../../src/errors';
import { checkRunsOf, publishCheckRun } from '../../src/github/check-runs';
import { createGitHub, refusedToToken, type GitHub } from '../../src/github/session';
import { reviewCommentsOf } from '../../src/github/writes';
import { startDeadlines } from '../../src/http/deadline';
import { startFakeGitHub, type FakeGitHub, type RecordedRequest } from '../support/github-api';
import { addReviewRoutes, type FakeReviews } from '../support/github-reviews';

// GitHub's secondary rate limit, answered 403 or 429 with `retry-after`, on the run's one client
// over the fake GitHub (real HTTP): a read, the review POST and a check run's PATCH are sent again
// no sooner than GitHub said; a wait that would end past the run's deadline is not waited, and
// the call ends at once as RateLimited, saying what was not written.

const sha = (n: number) => n.toString(16).padStart(40, '0');
const REPO = { owner: 'octo', repo: 'app' };
const HEAD = { 'compose.yaml': 'services:\n  a: { image: cgr.dev/chainguard/python:3.11 }\n' };
// libuv's timers count from the loop's clock, read once a turn: a timer may fire a few ms before performance.now() says.
const CLOCK_SLACK_MS = 5;

let gh: FakeGitHub;
let reviews: FakeReviews;
let clear = () => undefined as void;
afterEach(async () => {
  clear();
  await gh?.close();
});

/** A fake GitHub holding pull request 5, and the run's client with a deadline `timeoutMs` away. */
async function setUp(timeoutMs = 20_000): Promise<GitHub> {
  gh = await startFakeGitHub();
  reviews = addReviewRoutes(gh);
  gh.addPull({ number: 5, baseSha: sha(1), headSha: sha(2), base: {}, head: HEAD });
  const deadlines = startDeadlines(timeoutMs, `${timeoutMs / 1000}s`);
  clear = () => deadlines.clear();
  return createGitHub({ token: 't', baseUrl: gh.url, signal: deadlines.run });
}

const to = (method: string, path: RegExp) =>
  gh.requests.filter((r): r is RecordedRequest => r.method === method && path.test(r.path));

/** The first request to the route was limited; the next arrived `seconds` after its answer, or later. */
function expectWaited(method: string, path: RegExp, status: number, seconds: number): void {
  const [limited, next, ...more] = to(method, path);
  expect(limited?.status).toBe(status);
  expect(next?.status).toBeLessThan(300);
  expect(more).toEqual([]);
  expect(next!.arrivedAt - limited!.answeredAt).toBeGreaterThanOrEqual(seconds * 1000 - CLOCK_SLACK_MS);
}

const PULL = /^\/repos\/octo\/app\/pulls\/5$/;
const REVIEWS = /^\/repos\/octo\/app\/pulls\/5\/reviews$/;
const CHECK_RUN = /^\/repos\/octo\/app\/check-runs\/\d+$/;
const output = (message: string) => ({
  title: 't',
  summary: 's',
  annotations: [
    { path: 'compose.yaml', start_line: 2, end_line: 2, annotation_level: 'failure' as const, title: 'eol', message },
  ],
});

describe.each([429, 403] as const)('a secondary rate limit answered %i with retry-after', (status) => {
  it('a read is sent again no sooner than retry-after', async () => {
    const github = await setUp();
    gh.rateLimits.push({ method: 'GET', path: PULL, status, retryAfter: 1 });
    const { data } = await github.octokit.rest.pulls.get({ ...REPO, pull_number: 5 });
    expect(data.number).toBe(5);
    expectWaited('GET', PULL, status, 1);
  });

  it('the review POST is sent again no sooner than retry-after, and makes one review', async () => {
    const github = await setUp();
    // Longer than the 3 s the throttling plugin keeps between writes that notify.
    gh.rateLimits.push({ method: 'POST', path: REVIEWS, status, retryAfter: 4 });
    await reviewCommentsOf(github, REPO, 5).review([{ body: 'use 3.12', path: 'compose.yaml', line: 2 }], sha(2));
    expect(reviews.reviews).toEqual([expect.objectContaining({ pull: 5, comments: 1 })]);
    expectWaited('POST', REVIEWS, status, 4);
  });

  it("a check run's PATCH is sent again no sooner than retry-after, and appends its annotations", async () => {
    const github = await setUp();
    gh.rateLimits.push({ method: 'PATCH', path: CHECK_RUN, status, retryAfter: 2 });
    const run = await publishCheckRun(checkRunsOf(github.octokit, REPO), {
      headSha: sha(2),
      failed: true,
      outputs: [output('first'), output('second')],
    });
    expect(run.requests).toBe(2);
    expect(reviews.checkRuns[0]!.annotations.map((a) => a.message)).toEqual(['first', 'second']);
    expectWaited('PATCH', CHECK_RUN, status, 2);
  });

  it('a wait past the deadline is not waited: the PATCH ends at once as RateLimited, sent once', async () => {
    const github = await setUp(10_000);
    gh.rateLimits.push({ method: 'PATCH', path: CHECK_RUN, status, retryAfter: 30 });
    const started = performance.now();
    const error = await publishCheckRun(checkRunsOf(github.octokit, REPO), {
      headSha: sha(2),
      failed: true,
      outputs: [output('first'), output('second')],
    }).catch((e: unknown) => e);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(error).toBeInstanceOf(RateLimited);
    expect((error as Error).message).toBe(
      "GitHub asked to wait 30 s (a secondary rate limit), past the run's timeout; not written",
    );
    // A rate limit, not the token's refusal: no caller reads it as "may not write".
    expect(refusedToToken(error)).toBe(false);
    // Nothing sent again, then or later within the time GitHub gave.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(to('PATCH', CHECK_RUN).map((r) => r.status)).toEqual([status]);
  });

  it('a wait longer than the client waits (no deadline near) ends the read as RateLimited, sent once', async () => {
    const github = await setUp(600_000);
    gh.rateLimits.push({ method: 'GET', path: PULL, status, retryAfter: 120 });
    const error = await github.octokit.rest.pulls.get({ ...REPO, pull_number: 5 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimited);
    expect((error as Error).message).toBe(
      'GitHub asked to wait 120 s (a secondary rate limit), longer than the 60 s this client waits; not read',
    );
    expect(to('GET', PULL)).toHaveLength(1);
  });
});

it('a 403 that is no rate limit stays the token refusal it is', async () => {
  const github = await setUp();
  reviews.checksWritable = false;
  const error = await checkRunsOf(github.octokit, REPO)
    .create({ name: 'image-check', headSha: sha(2), conclusion: 'failure', output: output('x') })
    .catch((e: unknown) => e);
  expect(refusedToToken(error)).toBe(true);
});
