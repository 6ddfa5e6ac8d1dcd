import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator, type HistoryRecord } from '../emulator';
import { markedComments, startFakeGitHub, type FakeGitHub, type PullSpec } from '../support/github-api';
import { runAction, type ActionRun, pullRequestEnv } from '../support/run-action';

// The built action (dist/index.js) on a pull_request event, against the emulator (Platform API
// and registry) and a local fake of the GitHub REST API.

const GITHUB_TOKEN = 'ghs_prCommentToken000000000000001';
const sha = (n: number) => n.toString(16).padStart(40, '0');

let emu: Emulator;
let gh: FakeGitHub;
let nginx: HistoryRecord[];
let reg: string;

beforeAll(async () => {
  emu = await startEmulator();
  reg = emu.registry;
  nginx = emu.store.history('chainguard/nginx', 'latest')!;
});
afterAll(async () => emu?.close());
beforeEach(async () => {
  await gh?.close();
  gh = await startFakeGitHub({ token: GITHUB_TOKEN, maxPerPage: 2 });
  emu.requests.length = 0;
});
afterAll(async () => gh?.close());

/** The base and head of a PR that bumps a digest, moves a tag to end-of-life, adds and removes a reference. */
function imageChanges(from = 100, to = 110): Pick<PullSpec, 'base' | 'head'> {
  return {
    base: {
      'svc/Dockerfile': `FROM ${reg}/chainguard/nginx:latest@${nginx[from]!.digest}\nRUN echo hi\nFROM ${reg}/chainguard/go:1.23 AS tools\n`,
      'deploy/app.yaml': `spec:\n  containers:\n    - name: web\n      image: ${reg}/chainguard/nginx:1.27\n`,
      'docs/notes.md': 'nothing to see',
    },
    head: {
      'svc/Dockerfile': `FROM ${reg}/chainguard/nginx:latest@${nginx[to]!.digest}\nRUN echo hi\n`,
      'deploy/app.yaml': `spec:\n  containers:\n    - name: web\n      image: ${reg}/chainguard/nginx:1.26\n    - name: py\n      image: ${reg}/chainguard/python:3.12\n`,
      'docs/notes.md': 'changed, but not a scanned file',
    },
  };
}

interface RunOptions {
  number?: number;
  inputs?: Record<string, string>;
  env?: Record<string, string>;
}

/** Writes the PR's head files into a workspace (as actions/checkout would) and runs the action. */
async function runOnPull({ number = 7, inputs = {}, env = {} }: RunOptions = {}): Promise<ActionRun> {
  const pull = gh.pulls.get(number)!;
  const dir = await mkdtemp(join(tmpdir(), 'image-check-pr-'));
  const workspace = join(dir, 'ws');
  for (const [key, content] of gh.contents) {
    const [ref, path] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
    if (ref !== pull.head.sha) continue;
    await mkdir(dirname(join(workspace, path)), { recursive: true });
    await writeFile(join(workspace, path), content);
  }
  await mkdir(workspace, { recursive: true });
  const eventPath = join(dir, 'event.json');
  await writeFile(eventPath, JSON.stringify(gh.payload(number)));
  return runAction({
    workspace,
    inputs: {
      files: '**/Dockerfile\ndeploy/*.yaml',
      registry: reg,
      'api-url': emu.url,
      token: emu.apiToken,
      'registry-token': emu.registryToken,
      'fail-on': 'none',
      comment: 'auto',
      // The comment alone: suggested changes have their own tests (action-check-run.test.ts).
      suggest: 'never',
      'github-token': GITHUB_TOKEN,
      ...inputs,
    },
    env: {
      ...pullRequestEnv(gh, eventPath, pull.head.sha),
      GITHUB_SERVER_URL: 'https://github.example',
      GITHUB_RUN_ID: '4242',
      ...env,
    },
  });
}

const commentWrites = () => gh.requests.filter((r) => r.method === 'POST' || r.method === 'PATCH');

describe('pull request comment (built action, emulator, fake GitHub API)', () => {
  it('first run creates one comment with every change; a second run updates that comment', async () => {
    gh.addComment(7, 'LGTM, a human comment');
    gh.addPull({ number: 7, baseSha: sha(1), headSha: sha(2), ...imageChanges(100, 110) });

    const first = await runOnPull();
    expect(first.exitCode, first.stdout + first.stderr).toBe(0);
    const [comment] = markedComments(gh, 7);
    expect(markedComments(gh, 7)).toHaveLength(1);
    const body = comment!.body;
    expect(body.startsWith('<!-- image-check:pr-comment workflow=CI job=images key= -->')).toBe(true);
    expect(body).toContain('### image-check: 4 image references changed');
    // The digest bump: 10 builds between, dates from the Tag History API, not the newest.
    expect(body).toContain(
      `| <code>chainguard/nginx</code> | digest | <code>latest@${nginx[100]!.digest.slice(0, 19)}</code> | <code>latest@${nginx[110]!.digest.slice(0, 19)}</code> | **10 builds newer** (${nginx[100]!.updateTimestamp.slice(0, 10)} → ${nginx[110]!.updateTimestamp.slice(0, 10)})`,
    );
    expect(body).toContain(`${nginx.length - 1 - 110} builds behind the tag's newest`);
    for (const r of nginx.slice(101, 111)) expect(body).toContain(`  - ${r.updateTimestamp} <code>${r.digest}</code>`);
    expect(body).not.toContain(`  - ${nginx[100]!.updateTimestamp} <code>`);
    // The move to an end-of-life tag stands out on top; added and removed have their rows.
    expect(body.indexOf('> [!CAUTION]')).toBeLessThan(body.indexOf('| Image |'));
    expect(body).toContain(
      '**Moves to an end-of-life tag:** <code>chainguard/nginx</code> from <code>1.27</code> to <code>1.26</code> (deploy/app.yaml:4). Move to <code>1.27</code> instead.',
    );
    expect(body).toContain('| <code>chainguard/python</code> | added | — | <code>3.12</code> |');
    expect(body).toContain('| <code>chainguard/go</code> | removed | <code>1.23</code> | — |');
    expect(body).toMatch(
      /\*\*Advisories\*\* listed for the images this pull request touches: <code>chainguard\/nginx<\/code> 3 · <code>chainguard\/python<\/code> 2/,
    );
    expect(body).toContain('**Verdict:** ');
    expect(body).toContain(`[svc/Dockerfile:1](https://github.example/octo/app/blob/${sha(2)}/svc/Dockerfile#L1)`);
    expect(body).toMatch(new RegExp(`<sub>Produced by image-check \\S+ at \\S+ for \\[${sha(2).slice(0, 7)}\\]`));
    expect(gh.requests.every((r) => r.authorization === `token ${GITHUB_TOKEN}`)).toBe(true);
    // Only the scanned files' contents were fetched (not docs/notes.md), both sides.
    const fetched = gh.requests
      .filter((r) => r.path.includes('/contents/'))
      .map((r) => `${r.query.ref}:${decodeURIComponent(r.path.split('/contents/')[1]!)}`);
    expect(fetched.sort()).toEqual([
      `${sha(1)}:deploy/app.yaml`,
      `${sha(1)}:svc/Dockerfile`,
      `${sha(2)}:deploy/app.yaml`,
      `${sha(2)}:svc/Dockerfile`,
    ]);
    // The tag's whole history was fetched once (the comment lists the builds between the two
    // digests), and the engine's walk back to the pin took one window (start/end): the look-ups
    // are shared, nothing is read twice.
    const historyFetches = emu.requests.filter((r) => r.path.endsWith('/chainguard/nginx/_chainguard/history/latest'));
    expect(historyFetches.filter((r) => r.query.start === undefined)).toHaveLength(1);
    expect(historyFetches.filter((r) => r.query.start !== undefined)).toHaveLength(1);

    // Same PR, same facts: nothing is written (the production time alone is no change).
    const writes = commentWrites().length;
    const again = await runOnPull();
    expect(again.exitCode).toBe(0);
    expect(commentWrites()).toHaveLength(writes);

    // The PR moves on: the digest goes to the newest build. The same comment is updated.
    gh.addPull({ number: 7, baseSha: sha(1), headSha: sha(3), ...imageChanges(100, nginx.length - 1) });
    const third = await runOnPull();
    expect(third.exitCode).toBe(0);
    const marked = markedComments(gh, 7);
    expect(marked).toHaveLength(1);
    expect(marked[0]!.id).toBe(comment!.id);
    expect(marked[0]!.body).toContain(`**${nginx.length - 1 - 100} builds newer**`);
    expect(marked[0]!.body).toContain('newest build of the tag');
    expect(gh.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(gh.requests.filter((r) => r.method === 'PATCH')).toHaveLength(1);
    expect(gh.comments.get(7)!.find((c) => c.body === 'LGTM, a human comment')).toBeDefined();
  });

  it('reads the head side at the test merge commit of a pull_request run', async () => {
    gh.addPull({ number: 9, baseSha: sha(1), headSha: sha(2), alsoAt: [sha(99)], ...imageChanges() });
    const run = await runOnPull({ number: 9, env: { GITHUB_SHA: sha(99) } });
    expect(run.exitCode).toBe(0);
    expect(
      gh.requests
        .filter((r) => r.path.includes('/contents/'))
        .every((r) => r.query.ref === sha(1) || r.query.ref === sha(99)),
    ).toBe(true);
    expect(markedComments(gh, 9)[0]!.body).toContain(`read at the test merge [${sha(99).slice(0, 7)}]`);
  });

  it('a fork PR posts nothing: the same text goes to the job summary with a notice', async () => {
    gh.readOnly = true;
    gh.addPull({ number: 8, baseSha: sha(1), headSha: sha(2), forkRepo: 'someone/app', ...imageChanges() });
    const run = await runOnPull({ number: 8 });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(commentWrites()).toHaveLength(0);
    expect(gh.comments.get(8)).toBeUndefined();
    const notice = run.annotations.find((a) => a.command === 'notice' && a.message.includes('No pull request comment'));
    expect(notice?.message).toContain('fork');
    expect(run.summary).toContain('<!-- image-check:pr-comment workflow=CI job=images key= -->');
    expect(run.summary).toContain('**10 builds newer**');
    expect(run.annotations.filter((a) => a.command === 'warning' && a.message.includes('comment'))).toEqual([]);
  });

  it('a token without pull-requests: write falls back to the summary, never failing the step', async () => {
    gh.readOnly = true;
    gh.addPull({ number: 7, baseSha: sha(1), headSha: sha(2), ...imageChanges() });
    const run = await runOnPull({ inputs: { 'fail-on': 'error' } });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(gh.comments.get(7)).toBeUndefined();
    const notice = run.annotations.find((a) => a.command === 'notice' && a.message.includes('No pull request comment'));
    expect(notice?.message).toContain('pull-requests: write');
    expect(notice?.message).toContain('403');
    expect(run.summary).toContain('### image-check: 4 image references changed');
  });

  it('a PR that changes no image posts no comment, and updates an existing one to say so', async () => {
    const same = { 'svc/Dockerfile': `FROM ${reg}/chainguard/nginx:latest\n` };
    gh.addPull({
      number: 7,
      baseSha: sha(1),
      headSha: sha(2),
      base: { ...same, 'README.md': 'a' },
      head: { ...same, 'README.md': 'b' },
    });
    const run = await runOnPull();
    expect(run.exitCode).toBe(0);
    expect(commentWrites()).toHaveLength(0);
    expect(gh.comments.get(7)).toBeUndefined();

    // An earlier run of this step left a comment: it now says the PR changes no image.
    const old = gh.addComment(
      7,
      '<!-- image-check:pr-comment workflow=CI job=images key= -->\nold list of changes',
      'github-actions[bot]',
    );
    const second = await runOnPull();
    expect(second.exitCode).toBe(0);
    expect(markedComments(gh, 7)).toHaveLength(1);
    expect(gh.comments.get(7)![0]!.id).toBe(old.id);
    expect(gh.comments.get(7)![0]!.body).toContain('### image-check: no image changes');
    expect(gh.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('a PR that removes the last image still updates the comment, without asking the registry anything', async () => {
    gh.addPull({
      number: 7,
      baseSha: sha(1),
      headSha: sha(2),
      base: { 'svc/Dockerfile': `FROM ${reg}/chainguard/nginx:1.27\n` },
      head: { 'svc/Dockerfile': 'FROM scratch\n' },
    });
    const first = await runOnPull();
    expect(first.exitCode).toBe(0);
    expect(markedComments(gh, 7)).toHaveLength(1);
    expect(markedComments(gh, 7)[0]!.body).toMatch(
      /\| <code>chainguard\/nginx<\/code> \| removed \| <code>1\.27<\/code> \|/,
    );
    expect(emu.requests.filter((r) => r.path.startsWith('/v2/') || r.path.startsWith('/registry/'))).toHaveLength(0);
  });

  it('keeps separate comments per comment-key (matrix legs) and per job', async () => {
    gh.addPull({ number: 7, baseSha: sha(1), headSha: sha(2), ...imageChanges() });
    await runOnPull({ inputs: { 'comment-key': 'linux' } });
    await runOnPull({ inputs: { 'comment-key': 'windows' } });
    await runOnPull({ env: { GITHUB_JOB: 'other' } });
    await runOnPull({ inputs: { 'comment-key': 'linux' } });
    const markers = markedComments(gh, 7).map((c) => c.body.split('\n')[0]);
    expect(markers.sort()).toEqual([
      '<!-- image-check:pr-comment workflow=CI job=images key=linux -->',
      '<!-- image-check:pr-comment workflow=CI job=images key=windows -->',
      '<!-- image-check:pr-comment workflow=CI job=other key= -->',
    ]);
  });

  it('an unreachable GitHub API is a warning, not a failed step; comment: never asks nothing', async () => {
    gh.addPull({ number: 7, baseSha: sha(1), headSha: sha(2), ...imageChanges() });
    const never = await runOnPull({ inputs: { comment: 'never' } });
    expect(never.exitCode).toBe(0);
    expect(gh.requests).toHaveLength(0);

    const payloadRun = runOnPull({ env: { GITHUB_API_URL: 'http://127.0.0.1:9' } });
    const run = await payloadRun;
    expect(run.exitCode, run.stdout).toBe(0);
    expect(
      run.annotations.some((a) => a.command === 'warning' && a.message.startsWith('Pull request comment not updated')),
    ).toBe(true);
    expect(run.outputs.failed).toBe('false');
  });
});
