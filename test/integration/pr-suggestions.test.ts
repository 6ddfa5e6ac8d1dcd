import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRunner } from '../../src/action/context';
import { checkImages } from '../../src/check/check-images';
import type { ImageResult } from '../../src/model';
import { gitHubApi } from '../../src/github/pulls';
import { reviewLineStore } from '../../src/github/review-host';
import type { ReviewCommentsApi } from '../../src/github/writes';
import { keepMarkedLines } from '../../src/host/keep-marked-lines';
import { suggestOnPullRequest } from '../../src/github/pull-request';
import { MAX_SUGGESTIONS, renderSuggestion, type SuggestedChange } from '../../src/review/suggestions';
import { runUpdate } from '../../src/update/run-update';
import { startEmulator, type Emulator } from '../emulator/index';
import { prepareDemoWorkspace } from '../support/demo-workspace';
import { startFakeGitHub, type FakeGitHub } from '../support/github-api';
import { addReviewRoutes, type FakeReviews } from '../support/github-reviews';
import { emulatorConfig, noMask } from '../support/emulator-settings';

// Suggested changes end to end in-process: the engine's results over the emulator, the pull
// request's diff and review comments over the fake GitHub API, both on real HTTP.

const sha = (n: number) => n.toString(16).padStart(40, '0');
const FILES = ['Dockerfile', 'deploy/app.yaml', 'compose.yaml'];
/** A suggested change on line `line` of compose.yaml. */
const change = (line: number): SuggestedChange => ({
  path: 'compose.yaml',
  line,
  original: `    image: cgr.dev/chainguard/img-${line}:1`,
  rewritten: `    image: cgr.dev/chainguard/img-${line}:2`,
  kind: 'eol',
  why: 'end of life',
});

/** `changes` (at most `max`) kept on the pull request's lines as the review flow keeps them, over GitHub's review comments. */
async function syncSuggestions(
  api: ReviewCommentsApi,
  marker: string,
  changes: readonly SuggestedChange[],
  headSha: string,
  max = MAX_SUGGESTIONS,
) {
  const shown = changes.slice(0, max);
  const wanted = shown.map((c) => ({ ...c, body: renderSuggestion(c, marker) }));
  const kept = await keepMarkedLines(reviewLineStore(api, headSha), { marker, viewer: await api.viewer(), wanted });
  return { ...kept, leftOut: changes.length - shown.length };
}

let emu: Emulator;
beforeAll(async () => {
  emu = await startEmulator();
});
afterAll(() => emu.close());

const checkConfig = () => emulatorConfig(emu, { files: FILES.join('\n') });
const results = async (workspace: string): Promise<ImageResult[]> =>
  (await checkImages({ config: checkConfig(), workspace, now: new Date() }, noMask)).results;

async function readFiles(workspace: string): Promise<Record<string, string>> {
  return Object.fromEntries(await Promise.all(FILES.map(async (f) => [f, await readFile(join(workspace, f), 'utf8')])));
}
const setLine = (text: string, line: number, to: string) =>
  text
    .split('\n')
    .map((l, i) => (i === line - 1 ? to : l))
    .join('\n');

async function run(gh: FakeGitHub, number: number, found: ImageResult[], workspace: string) {
  const dir = await mkdtemp(join(tmpdir(), 'image-check-suggest-'));
  const eventPath = join(dir, 'event.json');
  await writeFile(eventPath, JSON.stringify(gh.payload(number)));
  const notices: string[] = [];
  const warnings: string[] = [];
  const outcome = await suggestOnPullRequest({
    config: { suggest: 'auto', commentKey: '' },
    runner: readRunner(
      {
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_EVENT_PATH: eventPath,
        GITHUB_REPOSITORY: 'octo/app',
        GITHUB_WORKFLOW: 'CI',
        GITHUB_JOB: 'check',
        GITHUB_WORKSPACE: workspace,
      },
      workspace,
    ),
    results: found,
    api: gitHubApi({ token: 't', owner: 'octo', repo: 'app', baseUrl: gh.url }),
    git: null,
    log: { info: () => undefined, notice: (m) => notices.push(m), warning: (m) => warnings.push(m) },
  });
  return { outcome, notices, warnings };
}

const writes = (gh: FakeGitHub) =>
  gh.requests.filter((r) => r.method !== 'GET' && /\/pulls\/(\d+\/)?(comments|reviews)/.test(r.path)).length;

describe('suggested changes on a pull request that brings in an end-of-life tag and a stale pin', () => {
  let gh: FakeGitHub;
  let reviews: FakeReviews;
  let workspace: string;
  let head: Record<string, string>;
  let base: Record<string, string>;
  beforeAll(async () => {
    workspace = await prepareDemoWorkspace(emu);
    head = await readFiles(workspace);
    // The base had a maintained tag and a current pin on the lines the pull request changes;
    // compose.yaml's end-of-life reference is old (not in the diff): no suggestion there.
    const app13 = head['deploy/app.yaml']!.split('\n')[12]!;
    base = {
      ...head,
      Dockerfile: setLine(head.Dockerfile!, 10, `FROM ${emu.registry}/chainguard/python:3.12`),
      'deploy/app.yaml': setLine(head['deploy/app.yaml']!, 10, app13),
    };
    gh = await startFakeGitHub();
    reviews = addReviewRoutes(gh);
    gh.addPull({ number: 7, baseSha: sha(1), headSha: sha(2), base, head });
  });
  afterAll(() => gh.close());

  it('puts one suggested change on each of those lines, whose one click yields exactly the line update writes', async () => {
    const human = reviews.addReviewComment(7, { body: 'Why 3.11?', path: 'Dockerfile', line: 10, login: 'alice' });
    const found = await results(workspace);
    const { outcome, warnings } = await run(gh, 7, found, workspace);
    expect(warnings).toEqual([]);
    expect(outcome).toMatchObject({ status: 'written', found: 2, sync: { created: 2, deleted: 0 } });
    const ours = reviews.reviewComments.filter((c) => c.id !== human.id);
    expect(ours.map((c) => [c.path, c.original_line, c.commit_id, c.side])).toEqual([
      ['Dockerfile', 10, sha(2), 'RIGHT'],
      ['deploy/app.yaml', 10, sha(2), 'RIGHT'],
    ]);

    // What `update: all` writes at those lines, on a copy of the same workspace.
    const copy = await prepareDemoWorkspace(emu);
    await runUpdate('all', found, copy);
    const updated = await readFiles(copy);
    for (const c of ours) {
      const block = /````?suggestion\n(.*)\n`{3,}\n$/.exec(c.body);
      expect(block, c.body).not.toBeNull();
      const clicked = setLine(head[c.path]!, c.original_line, block![1]!);
      expect(clicked.split('\n')[c.original_line - 1]).toBe(updated[c.path]!.split('\n')[c.original_line - 1]);
      expect(clicked).not.toBe(head[c.path]);
    }
    expect(ours[0]!.body).toContain('end-of-life');
    expect(ours[1]!.body).toMatch(/builds? behind/);
    expect(human.body).toBe('Why 3.11?');
  });

  it('a re-run changes nothing: no comment written, edited or deleted', async () => {
    const before = writes(gh);
    const { outcome } = await run(gh, 7, await results(workspace), workspace);
    expect(outcome.sync).toMatchObject({ created: 0, updated: 0, deleted: 0, unchanged: 2 });
    expect(writes(gh)).toBe(before);
  });

  it('never touches a comment someone else wrote, even one that copies the marker', async () => {
    const ours = reviews.reviewComments.find((c) => c.path === 'Dockerfile' && c.user.login === 'github-actions[bot]')!;
    const copycat = reviews.addReviewComment(7, { body: ours.body, path: 'Dockerfile', line: 10, login: 'mallory' });
    const elsewhere = reviews.addReviewComment(7, {
      body: ours.body,
      path: 'deploy/app.yaml',
      line: 13,
      login: 'mallory',
    });
    const { outcome } = await run(gh, 7, await results(workspace), workspace);
    expect(outcome.sync).toMatchObject({ created: 0, deleted: 0, unchanged: 2 });
    expect(reviews.reviewComments).toContain(copycat);
    expect(reviews.reviewComments).toContain(elsewhere);
  });

  it('fixing the line removes its suggestion on the next run; the other stays', async () => {
    await writeFile(join(workspace, 'Dockerfile'), base.Dockerfile!);
    gh.addPull({ number: 7, baseSha: sha(1), headSha: sha(3), base, head: { ...head, Dockerfile: base.Dockerfile! } });
    const { outcome } = await run(gh, 7, await results(workspace), workspace);
    expect(outcome).toMatchObject({ found: 1, sync: { created: 0, deleted: 1, unchanged: 1 } });
    const ours = reviews.reviewComments.filter((c) => c.user.login === 'github-actions[bot]');
    expect(ours.map((c) => c.path)).toEqual(['deploy/app.yaml']);
    expect(reviews.reviewComments.filter((c) => c.user.login !== 'github-actions[bot]')).toHaveLength(3);
  });
});

describe('suggested changes, bounds and refusals', () => {
  const eolAt = (line: number): ImageResult => ({
    ref: `cgr.dev/chainguard/img-${line}:1`,
    registry: 'cgr.dev',
    org: 'chainguard',
    image: `img-${line}`,
    tag: '1',
    pinnedDigest: null,
    digest: null,
    status: 'eol',
    deprecated: true,
    lastUpdate: null,
    buildsBehind: 0,
    behindSince: null,
    advisories: [],
    locations: [{ file: 'compose.yaml', line }],
    error: null,
    suggestion: `cgr.dev/chainguard/img-${line}:2`,
  });
  const many = (n: number) =>
    `services:\n${Array.from({ length: n }, (_, i) => `  s${i}:\n    image: cgr.dev/chainguard/img-${2 * i + 3}:1\n`).join('')}`;
  const found = Array.from({ length: 25 }, (_, i) => eolAt(2 * i + 3));

  // One review for the run's new comments: not one creation each, which Octokit's throttling spaces 3 s apart.
  it('writes at most 20 in a run, in one review, and counts the rest', async () => {
    const gh = await startFakeGitHub();
    const reviews = addReviewRoutes(gh);
    gh.addPull({ number: 9, baseSha: sha(1), headSha: sha(2), base: {}, head: { 'compose.yaml': many(25) } });
    try {
      const { outcome } = await run(gh, 9, found, process.cwd());
      expect(outcome).toMatchObject({ found: 25, sync: { created: 20, leftOut: 5 } });
      expect(reviews.reviewComments).toHaveLength(20);
      expect(writes(gh)).toBe(1);
      expect(reviews.reviews).toEqual([expect.objectContaining({ pull: 9, comments: 20 })]);
    } finally {
      await gh.close();
    }
  });

  it("on a fork's pull request (read-only token) writes none, with one notice", async () => {
    const gh = await startFakeGitHub();
    const reviews = addReviewRoutes(gh);
    gh.addPull({
      number: 10,
      baseSha: sha(1),
      headSha: sha(2),
      base: {},
      head: { 'compose.yaml': many(3) },
      forkRepo: 'stranger/app',
    });
    gh.readOnly = true;
    try {
      const { outcome, notices, warnings } = await run(gh, 10, found.slice(0, 3), process.cwd());
      expect(outcome).toMatchObject({ status: 'not-written', found: 3 });
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatch(/fork.*read-only/);
      expect(warnings).toEqual([]);
      expect(writes(gh)).toBe(0);
      expect(reviews.reviewComments).toEqual([]);
    } finally {
      await gh.close();
    }
  });

  it('a token without pull-requests: write gets one notice that names the permission, not a failure', async () => {
    const gh = await startFakeGitHub();
    addReviewRoutes(gh);
    gh.addPull({ number: 11, baseSha: sha(1), headSha: sha(2), base: {}, head: { 'compose.yaml': many(3) } });
    gh.readOnly = true;
    try {
      const { outcome, notices, warnings } = await run(gh, 11, found.slice(0, 3), process.cwd());
      expect(outcome.status).toBe('not-written');
      expect(notices).toEqual([expect.stringContaining('pull-requests: write')]);
      expect(warnings).toEqual([]);
    } finally {
      await gh.close();
    }
  });

  it('the emulated API refuses a review with a line outside the diff (422), whole, as GitHub does', async () => {
    const gh = await startFakeGitHub();
    const reviews = addReviewRoutes(gh);
    gh.addPull({
      number: 12,
      baseSha: sha(1),
      headSha: sha(2),
      base: { 'compose.yaml': many(10) },
      head: { 'compose.yaml': setLine(many(10), 21, '    image: cgr.dev/chainguard/img-21:2') },
    });
    try {
      const api = gitHubApi({ token: 't', owner: 'octo', repo: 'app', baseUrl: gh.url }).reviewComments(12);
      const at = (line: number) => ({ body: `x${line}`, path: 'compose.yaml', line });
      // One line outside the diff refuses the whole review: none of its comments is written.
      await expect(api.review([at(21), at(3)], sha(2))).rejects.toMatchObject({ status: 422 });
      expect(reviews.reviewComments).toEqual([]);
      await expect(api.review([at(21)], sha(2))).resolves.toBeUndefined();
      expect(reviews.reviewComments.map((c) => [c.path, c.original_line, c.body])).toEqual([
        ['compose.yaml', 21, 'x21'],
      ]);
      // A sync whose review GitHub refuses counts each new comment as refused, and writes none.
      const refused = await syncSuggestions(api, 'M', [change(3), change(21)], sha(2));
      expect(refused).toMatchObject({ created: 0, refused: 2 });
      expect(reviews.reviewComments).toHaveLength(1);
    } finally {
      await gh.close();
    }
  });
});

describe('suggested changes go out as one review', () => {
  it('30 suggestions post in one request, and a re-run posts none', async () => {
    const gh = await startFakeGitHub();
    const reviews = addReviewRoutes(gh);
    const lines = Array.from({ length: 30 }, (_, i) => `  s${i}:\n    image: cgr.dev/chainguard/img-${i}:1\n`).join('');
    gh.addPull({
      number: 14,
      baseSha: sha(1),
      headSha: sha(2),
      base: {},
      head: { 'compose.yaml': `services:\n${lines}` },
    });
    try {
      const api = gitHubApi({ token: 't', owner: 'octo', repo: 'app', baseUrl: gh.url }).reviewComments(14);
      const changes = Array.from({ length: 30 }, (_, i) => change(2 * i + 3));
      const before = gh.requests.length;
      const sync = await syncSuggestions(api, 'M', changes, sha(2), 30);
      expect(sync).toMatchObject({ created: 30, refused: 0, leftOut: 0 });
      const sent = gh.requests.slice(before).filter((r) => r.method !== 'GET');
      expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /repos/octo/app/pulls/14/reviews']);
      expect(reviews.reviewComments).toHaveLength(30);
      expect(await syncSuggestions(api, 'M', changes, sha(2), 30)).toMatchObject({ created: 0, unchanged: 30 });
      expect(gh.requests.filter((r) => r.method !== 'GET')).toHaveLength(1);
    } finally {
      await gh.close();
    }
  });
});
