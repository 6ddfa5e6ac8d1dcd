import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../emulator';
import { startFakeGitHub, type FakeGitHub, type RecordedRequest } from '../support/github-api';
import { addReviewRoutes, type FakeReviews } from '../support/github-reviews';
import { pullRequestEnv, runAction, type ActionRun } from '../support/run-action';

// The built action (dist/index.js) on a pull request while GitHub answers its review POST and a
// check run's PATCH with a secondary rate limit (429 or 403 with retry-after): each is sent again
// no sooner than GitHub said and the run ends within its timeout with its report; a wait that
// would end past the timeout is not waited, and the report says what was not written.

const GITHUB_TOKEN = 'ghs_secondaryLimitToken0000000000001';
const sha = (n: number) => n.toString(16).padStart(40, '0');
const REVIEWS = /^\/repos\/octo\/app\/pulls\/5\/reviews$/;
const CHECK_RUN = /^\/repos\/octo\/app\/check-runs\/\d+$/;
// libuv's timers count from the loop's clock, read once a turn: a timer may fire a few ms before performance.now() says.
const CLOCK_SLACK_MS = 5;

let emu: Emulator;
let gh: FakeGitHub;
let reviews: FakeReviews;
beforeAll(async () => {
  emu = await startEmulator();
});
afterAll(() => emu.close());
afterEach(() => gh?.close());

/** A compose file with `n` services on the end-of-life python:3.11: two annotations and a suggestion each. */
const services = (n: number) =>
  `services:\n${Array.from({ length: n }, (_, i) => `  s${i}: { image: ${emu.registry}/chainguard/python:3.11 }\n`).join('')}`;

/** The action on pull request 5, which adds 30 such services (60 annotations: a check run's create and one PATCH). */
async function runOnPull(inputs: Record<string, string>): Promise<{ run: ActionRun; tookMs: number }> {
  const head = { 'compose.yaml': services(30) };
  const dir = await mkdtemp(join(tmpdir(), 'image-check-limits-'));
  const workspace = join(dir, 'ws');
  for (const [path, content] of Object.entries(head)) {
    await mkdir(dirname(join(workspace, path)), { recursive: true });
    await writeFile(join(workspace, path), content);
  }
  gh.addPull({ number: 5, baseSha: sha(1), headSha: sha(2), base: {}, head });
  const eventPath = join(dir, 'event.json');
  await writeFile(eventPath, JSON.stringify(gh.payload(5)));
  const started = performance.now();
  const run = await runAction({
    workspace,
    inputs: {
      files: 'compose.yaml',
      registry: emu.registry,
      'api-url': emu.url,
      token: emu.apiToken,
      'registry-token': emu.registryToken,
      comment: 'never',
      annotations: 'check-run',
      'fail-on': 'none',
      'github-token': GITHUB_TOKEN,
      ...inputs,
    },
    env: pullRequestEnv(gh, eventPath, sha(3)),
  });
  return { run, tookMs: performance.now() - started };
}

async function fakeGitHub(): Promise<void> {
  gh = await startFakeGitHub({ token: GITHUB_TOKEN });
  reviews = addReviewRoutes(gh);
}

const to = (method: string, path: RegExp) =>
  gh.requests.filter((r): r is RecordedRequest => r.method === method && path.test(r.path));

/** The run's own warnings (not the findings', which name their file). */
const warnings = (run: ActionRun) =>
  run.annotations.filter((a) => a.command === 'warning' && !a.properties.file).map((a) => a.message);

describe.each([429, 403] as const)('a secondary rate limit answered %i (built action)', (status) => {
  it('the review POST and the check run PATCH are sent again no sooner than retry-after; the run ends in time with its report', async () => {
    await fakeGitHub();
    gh.rateLimits.push(
      { method: 'POST', path: REVIEWS, status, retryAfter: 4 },
      { method: 'PATCH', path: CHECK_RUN, status, retryAfter: 2 },
    );
    const { run, tookMs } = await runOnPull({ timeout: '60s' });
    expect(run.exitCode).toBe(0);
    expect(tookMs).toBeLessThan(60_000);
    for (const [method, path, seconds] of [
      ['POST', REVIEWS, 4],
      ['PATCH', CHECK_RUN, 2],
    ] as const) {
      const [limited, next, ...more] = to(method, path);
      expect(limited?.status).toBe(status);
      expect(next?.status).toBeLessThan(300);
      expect(more).toEqual([]);
      expect(next!.arrivedAt - limited!.answeredAt).toBeGreaterThanOrEqual(seconds * 1000 - CLOCK_SLACK_MS);
    }
    expect(reviews.reviews).toEqual([expect.objectContaining({ pull: 5, comments: 20 })]);
    expect(reviews.checkRuns[0]!.annotations).toHaveLength(60);
    expect(run.stdout).toContain('60 annotations are in the check run image-check');
    expect(warnings(run)).toEqual([]);
    expect(run.outputs.failed).toBe('false');
    expect(run.summary).toContain('python:3.11');
  });

  it('a retry-after past the timeout is not waited: each write is sent once, the report says what was not written', async () => {
    await fakeGitHub();
    gh.rateLimits.push(
      { method: 'POST', path: REVIEWS, status, retryAfter: 50 },
      { method: 'PATCH', path: CHECK_RUN, status, retryAfter: 50 },
    );
    const { run, tookMs } = await runOnPull({ timeout: '30s' });
    expect(run.exitCode).toBe(0);
    // Ended at once, not at the timeout nor after GitHub's wait.
    expect(tookMs).toBeLessThan(25_000);
    const asked = "GitHub asked to wait 50 s (a secondary rate limit), past the run's timeout; not written";
    expect(warnings(run)).toEqual([
      `Suggested changes not updated: ${asked}`,
      `The check run could not be written, so the annotations are workflow commands: ${asked}`,
    ]);
    expect(to('POST', REVIEWS).map((r) => r.status)).toEqual([status]);
    expect(to('PATCH', CHECK_RUN).map((r) => r.status)).toEqual([status]);
    expect(reviews.reviews).toEqual([]);
    // The annotations went out as workflow commands after all, and the report is whole.
    expect(run.annotations.filter((a) => a.properties.file === 'compose.yaml').length).toBeGreaterThan(0);
    expect(run.outputs.failed).toBe('false');
    expect(run.summary).toContain('python:3.11');
  });
});
