import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../emulator';
import { startFakeGitHub, type FakeGitHub } from '../support/github-api';
import { addReviewRoutes, type FakeReviews } from '../support/github-reviews';
import { runAction, type ActionRun, pullRequestEnv } from '../support/run-action';

// The built action (dist/index.js) where people act: every annotation in one check run, and a
// suggested change on the pull request's line, over the emulator and the fake GitHub API.

const GITHUB_TOKEN = 'ghs_checkRunToken00000000000000001';
const sha = (n: number) => n.toString(16).padStart(40, '0');

let emu: Emulator;
let gh: FakeGitHub;
let reviews: FakeReviews;
beforeAll(async () => {
  emu = await startEmulator();
});
afterAll(() => emu.close());
afterEach(() => gh?.close());

/** A compose file with `n` services on the end-of-life python:3.11 (one error annotation each), from line 2 on. */
const services = (n: number, tag = '3.11') =>
  `services:\n${Array.from({ length: n }, (_, i) => `  s${i}: { image: ${emu.registry}/chainguard/python:${tag} }\n`).join('')}`;

/** A fake GitHub holding pull request 5 (base -> head), then the action on it. */
async function runOnPull(
  base: Record<string, string>,
  head: Record<string, string>,
  inputs: Record<string, string> = {},
  setUp: (r: FakeReviews) => void = () => undefined,
): Promise<ActionRun> {
  gh = await startFakeGitHub({ token: GITHUB_TOKEN });
  reviews = addReviewRoutes(gh);
  setUp(reviews);
  gh.addPull({ number: 5, baseSha: sha(1), headSha: sha(2), base, head });
  return runPrepared(head, inputs);
}

describe('annotations in a check run (built action)', () => {
  it('35 findings reach their lines through one check run on the head commit, with the summary as its output', async () => {
    const run = await runOnPull({}, { 'compose.yaml': services(35) }, { suggest: 'never' });
    expect(run.exitCode).toBe(1);
    expect(reviews.checkRuns).toHaveLength(1);
    const [check] = reviews.checkRuns;
    // Each line: its end-of-life error and its advisories' notice, 70 in two requests (50 + 20).
    expect(check).toMatchObject({ name: 'image-check', head_sha: sha(2), conclusion: 'failure', requests: 2 });
    const failures = check!.annotations.filter((a) => a.annotation_level === 'failure');
    expect(failures.map((a) => a.start_line)).toEqual(Array.from({ length: 35 }, (_, i) => i + 2));
    expect(failures.every((a) => a.path === 'compose.yaml' && a.title?.startsWith('End-of-life tag'))).toBe(true);
    expect(check!.annotations.filter((a) => a.annotation_level === 'notice')).toHaveLength(35);
    expect(check!.output.summary.trim()).toBe(run.summary.trim());
    expect(check!.output.title).toMatch(/^✗ Failed/);
    // None of them as workflow commands (they would be cut at ten).
    expect(run.annotations.filter((a) => a.properties.file === 'compose.yaml')).toEqual([]);
    expect(run.stdout).toContain('70 annotations are in the check run image-check');
  });

  it('more than 50 go 50 a request (create, then updates)', async () => {
    await runOnPull({}, { 'compose.yaml': services(120) }, { suggest: 'never' });
    const [check] = reviews.checkRuns;
    expect(check!.annotations).toHaveLength(240);
    expect(check!.requests).toBe(5);
  });

  it('a 40 000-character line of CJK text (120 000 bytes) reaches the check run with every annotation, cut by bytes', async () => {
    const line = '漢字'.repeat(20_000);
    const run = await runOnPull(
      {},
      { 'compose.yaml': `${services(12)}  cjk: { image: ${line} }\n` },
      { suggest: 'never' },
    );
    expect(run.stdout).not.toContain('The check run could not be written');
    expect(reviews.checkRuns).toHaveLength(1);
    const [check] = reviews.checkRuns;
    // 12 end-of-life errors, their 12 advisory notices, and the warning about the line.
    expect(check!.annotations).toHaveLength(25);
    const cjk = check!.annotations.find((a) => a.message.includes('漢字'))!;
    expect(cjk.start_line).toBe(14);
    const bytes = Buffer.byteLength(cjk.message, 'utf8');
    expect(bytes).toBeLessThanOrEqual(65_535);
    expect(bytes).toBeGreaterThan(65_535 - 4);
    // Cut between two characters: what is left is the message's start, then the ellipsis.
    expect(cjk.message.endsWith('…')).toBe(true);
    expect(`"${line}`.startsWith(cjk.message.slice(0, -1))).toBe(true);
    expect(run.stdout).toContain('25 annotations are in the check run image-check');
  });

  it('without checks: write, falls back to workflow commands with one notice', async () => {
    const run = await runOnPull({}, { 'compose.yaml': services(12) }, { suggest: 'never' }, (r) => {
      r.checksWritable = false;
    });
    expect(reviews.checkRuns).toEqual([]);
    const notices = run.annotations.filter((a) => a.command === 'notice' && /check run/.test(a.message));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.message).toContain('checks: write');
    expect(run.annotations.filter((a) => a.command === 'error' && a.properties.file === 'compose.yaml')).toHaveLength(
      10,
    );
  });

  it('annotations: commands keeps workflow commands even with more than the step shows', async () => {
    const run = await runOnPull({}, { 'compose.yaml': services(12) }, { suggest: 'never', annotations: 'commands' });
    expect(reviews.checkRuns).toEqual([]);
    expect(run.annotations.filter((a) => a.command === 'error' && a.properties.file)).toHaveLength(10);
    expect(gh.requests.filter((r) => r.path.endsWith('/check-runs'))).toEqual([]);
  });
});

describe('a suggested change on the pull request line (built action)', () => {
  it('puts the rewritten line on the line the pull request changed, and a re-run writes nothing', async () => {
    const base = { 'compose.yaml': services(3, '3.12') };
    const head = { 'compose.yaml': services(3, '3.12').replace(`python:3.12 }\n  s2`, `python:3.11 }\n  s2`) };
    const first = await runOnPull(base, head, { 'fail-on': 'none' });
    expect(first.exitCode).toBe(0);
    expect(reviews.reviewComments).toHaveLength(1);
    const [comment] = reviews.reviewComments;
    expect(comment).toMatchObject({ path: 'compose.yaml', original_line: 3, commit_id: sha(2) });
    expect(comment!.body).toContain(
      `\`\`\`suggestion\n  s1: { image: ${emu.registry}/chainguard/python:3.12 }\n\`\`\``,
    );
    const again = await runPrepared(head, { 'fail-on': 'none' });
    expect(again.exitCode).toBe(0);
    // The first run's one review; the re-run writes nothing.
    expect(gh.requests.filter((r) => r.method !== 'GET' && /\/(comments|reviews)$/.test(r.path))).toHaveLength(1);
  });
});

describe('one GitHub client a run (built action)', () => {
  it('suggestions, the PR comment and the check run of one run ask who the token is once', async () => {
    const marker = '<!-- image-check:pr-comment workflow=CI job=images key= -->';
    const run = await runOnPull({}, { 'compose.yaml': services(12) }, { 'fail-on': 'none', comment: 'auto' }, () =>
      gh.addComment(5, `${marker}\nan earlier run's list`, 'github-actions[bot]'),
    );
    expect(run.exitCode).toBe(0);
    expect(reviews.reviews).toEqual([expect.objectContaining({ pull: 5, comments: 12 })]);
    expect(reviews.checkRuns).toHaveLength(1);
    // The earlier run's comment is found again (by the app's bot account) and edited.
    expect(gh.comments.get(5)!.map((c) => c.body.startsWith(marker) && !c.body.includes('earlier'))).toEqual([true]);
    expect(gh.requests.filter((r) => r.path === '/user')).toHaveLength(1);
  });
});

/** Runs the action again on the fake GitHub as it is (its pull request 5 and comments kept). */
async function runPrepared(head: Record<string, string>, inputs: Record<string, string>): Promise<ActionRun> {
  const dir = await mkdtemp(join(tmpdir(), 'image-check-checkrun-'));
  const workspace = join(dir, 'ws');
  for (const [path, content] of Object.entries(head)) {
    await mkdir(dirname(join(workspace, path)), { recursive: true });
    await writeFile(join(workspace, path), content);
  }
  const eventPath = join(dir, 'event.json');
  await writeFile(eventPath, JSON.stringify(gh.payload(5)));
  return runAction({
    workspace,
    inputs: {
      files: 'compose.yaml',
      registry: emu.registry,
      'api-url': emu.url,
      token: emu.apiToken,
      'registry-token': emu.registryToken,
      comment: 'never',
      'github-token': GITHUB_TOKEN,
      ...inputs,
    },
    env: {
      ...pullRequestEnv(gh, eventPath, sha(3)),
    },
  });
}
