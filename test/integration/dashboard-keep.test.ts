import { DEFAULT_FAIL_ON } from '../../src/findings';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  assertDashboardMayShow,
  dashboardFailure,
  dashboardMarker,
  keepDashboard,
  renderDashboard,
} from '../../src/dashboard';
import { DashboardError, RateLimited } from '../../src/errors';
import { createGitHub } from '../../src/github/session';
import { startFakeGitHub, type FakeGitHub } from '../support/github-api';
import { addIssuesApi, type FakeIssuesApi } from '../support/github-issues';
import { digest, result } from '../support/results';
import { GITHUB_BODY_LIMIT } from '../../src/report/format';

const TOKEN = 'ghs_dashboardtoken';
const DASH = 'acme/platform';
let gh: FakeGitHub;
let issues: FakeIssuesApi;

beforeEach(async () => {
  gh = await startFakeGitHub({ token: TOKEN });
  issues = addIssuesApi(gh);
  issues.addRepository(DASH, { private: true });
});
afterEach(() => gh.close());

const client = () => createGitHub({ token: TOKEN, baseUrl: gh.url, retry: { baseDelayMs: 5, maxDelayMs: 20 } });
const bodyOf = (stale: number, scope = 'acme') =>
  renderDashboard({
    failOn: DEFAULT_FAIL_ON,
    scope,
    results: Array.from({ length: stale }, (_, i) =>
      result({
        tag: `1.${i}`,
        status: 'stale',
        pinnedDigest: digest(1),
        digest: digest(2),
        buildsBehind: 3,
        locations: [{ repository: 'acme/web', commit: 'a'.repeat(40), file: 'Dockerfile', line: i + 1 }],
      }),
    ),
    read: [{ repository: 'acme/web', commit: 'a'.repeat(40), private: true }],
    unread: [],
    serverUrl: 'https://github.example',
  });
const keep = (body: string, scope = 'acme') => keepDashboard(client(), { repo: DASH, scope, body });

describe('keepDashboard', () => {
  it('creates the issue once, then edits that one, and sends nothing when the text is the same', async () => {
    gh.user = 'octocat';
    const first = await keep(bodyOf(1));
    expect(first).toMatchObject({ action: 'created', number: 1, reopened: false });
    expect(first.url).toBe(`https://github.example/${DASH}/issues/1`);
    expect(issues.issues(DASH)[0]).toMatchObject({
      title: 'image-check: container images of acme',
      user: { login: 'octocat' },
    });
    // A personal token's issues are listed by their author.
    expect(issues.requests.find((r) => r.method === 'GET' && r.path.endsWith('/issues'))?.query).toMatchObject({
      creator: 'octocat',
      state: 'all',
    });

    const again = await keep(bodyOf(1));
    expect(again).toMatchObject({ action: 'unchanged', number: 1 });
    expect(issues.writes()).toHaveLength(1);

    const changed = await keep(bodyOf(2));
    expect(changed).toMatchObject({ action: 'edited', number: 1 });
    expect(issues.writes().map((w) => `${w.method} ${w.path}`)).toEqual([
      `POST /repos/${DASH}/issues`,
      `PATCH /repos/${DASH}/issues/1`,
    ]);
    expect(issues.issues(DASH)).toHaveLength(1);
    expect(issues.issues(DASH)[0]!.body).toBe(bodyOf(2));
  });

  it('finds its issue again with an installation token, whose issues are by github-actions[bot] or the app', async () => {
    for (const bot of ['github-actions[bot]', 'acme-dashboard[bot]']) {
      issues.repos.clear();
      issues.addRepository(DASH, { private: true });
      issues.botLogin = bot;
      expect((await keep(bodyOf(1))).action).toBe('created');
      expect((await keep(bodyOf(3))).action).toBe('edited');
      expect(issues.issues(DASH).map((i) => [i.number, i.user.login])).toEqual([[1, bot]]);
    }
    // GET /user answered 403 each time: the token's identity is not known by name.
    expect(gh.requests.filter((r) => r.path === '/user')).toHaveLength(4);
  });

  it('never edits an issue someone else wrote, marker or not, nor a pull request', async () => {
    const marked = `${dashboardMarker('acme')}\nplease edit me`;
    issues.addIssue(DASH, { body: marked, login: 'mallory' });
    issues.addIssue(DASH, { body: marked, login: 'mallory', pullRequest: true, type: 'User' });
    gh.user = 'octocat';
    issues.addIssue(DASH, { body: marked, login: 'someone-else' });
    const kept = await keep(bodyOf(1));
    expect(kept).toMatchObject({ action: 'created', number: 4 });
    await keep(bodyOf(2));
    expect(
      issues
        .issues(DASH)
        .slice(0, 3)
        .map((i) => i.body),
    ).toEqual([marked, marked, marked]);
    expect(issues.writes().map((w) => w.path)).toEqual([`/repos/${DASH}/issues`, `/repos/${DASH}/issues/4`]);
    // With an installation token a person's issue is not the bot's either.
    gh.user = null;
    expect((await keep(bodyOf(1))).number).toBe(5);
  });

  it('keeps one issue per scope: another scope, or a body quoting the marker later, is a different issue', async () => {
    gh.user = 'octocat';
    await keep(bodyOf(1, 'acme'));
    await keep(bodyOf(1, 'acme/web'), 'acme/web');
    issues.addIssue(DASH, { body: `quoted:\n${dashboardMarker('acme')}`, login: 'octocat' });
    expect((await keep(bodyOf(2))).number).toBe(1);
    expect((await keep(bodyOf(2, 'acme/web'), 'acme/web')).number).toBe(2);
    expect(issues.issues(DASH)[2]!.body).toBe(`quoted:\n${dashboardMarker('acme')}`);
  });

  it('reopens a closed dashboard when its text changes, and leaves it closed while the text is the same', async () => {
    gh.user = 'octocat';
    await keep(bodyOf(1));
    issues.issues(DASH)[0]!.state = 'closed';
    expect(await keep(bodyOf(1))).toMatchObject({ action: 'unchanged', reopened: false });
    expect(issues.issues(DASH)[0]!.state).toBe('closed');
    expect(await keep(bodyOf(2))).toMatchObject({ action: 'edited', number: 1, reopened: true });
    expect(issues.issues(DASH)[0]!.state).toBe('open');
    expect(issues.writes().at(-1)!.body).toMatchObject({ state: 'open' });
    expect(issues.issues(DASH)).toHaveLength(1);
  });

  it('prefers an open dashboard to an older closed one (two runs raced)', async () => {
    gh.user = 'octocat';
    issues.addIssue(DASH, { body: bodyOf(1), login: 'octocat', state: 'closed' });
    issues.addIssue(DASH, { body: bodyOf(1), login: 'octocat' });
    expect(await keep(bodyOf(2))).toMatchObject({ action: 'edited', number: 2, reopened: false });
    expect(issues.issues(DASH)[0]!.body).toBe(bodyOf(1));
  });

  it('reads every page of issues to find it', async () => {
    for (let i = 0; i < 230; i++)
      issues.addIssue(DASH, { body: `issue ${i}`, login: 'github-actions[bot]', type: 'Bot' });
    await keep(bodyOf(1));
    expect((await keep(bodyOf(2))).number).toBe(231);
    const listings = issues.requests.filter((r) => r.method === 'GET' && r.path.endsWith('/issues'));
    expect(listings).toHaveLength(6);
  });

  it('bounds the pages it reads, with an error that says what to do', async () => {
    for (let i = 0; i < 250; i++) issues.addIssue(DASH, { body: null, login: 'someone' });
    await expect(keepDashboard(client(), { repo: DASH, scope: 'acme', body: bodyOf(1), maxPages: 2 })).rejects.toThrow(
      /more than 200 issues/,
    );
    expect(issues.writes()).toHaveLength(0);
  });

  it('writes a body of the whole size GitHub takes, and refuses one over it before any request', async () => {
    const full = bodyOf(2_000);
    expect(full.length).toBeGreaterThan(GITHUB_BODY_LIMIT - 2_000);
    expect((await keep(full)).action).toBe('created');
    const before = gh.requests.length;
    await expect(keep(`${dashboardMarker('acme')}\n${'x'.repeat(GITHUB_BODY_LIMIT)}`)).rejects.toThrow(
      /over GitHub's 65536/,
    );
    expect(gh.requests.length).toBe(before);
    // The emulator holds the line as GitHub does.
    const answer = await fetch(`${gh.url}/repos/${DASH}/issues/1`, {
      method: 'PATCH',
      headers: { authorization: `token ${TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ body: 'x'.repeat(GITHUB_BODY_LIMIT + 1) }),
    });
    expect(answer.status).toBe(422);
  });

  it('waits out a secondary rate limit and goes on', async () => {
    issues.secondary.push(1);
    expect((await keep(bodyOf(1))).action).toBe('created');
    const listings = issues.requests.filter((r) => r.method === 'GET' && r.path.endsWith('/issues'));
    expect(listings).toHaveLength(2);
  });

  it.each([429, 403] as const)(
    'waits out a secondary limit answered %i on the create: sent again no sooner than retry-after, one issue',
    async (status) => {
      gh.rateLimits.push({ method: 'POST', path: new RegExp(`^/repos/${DASH}/issues$`), status, retryAfter: 1 });
      expect((await keep(bodyOf(1))).action).toBe('created');
      const posts = gh.requests.filter((r) => r.method === 'POST' && r.path === `/repos/${DASH}/issues`);
      expect(posts.map((r) => r.status)).toEqual([status, 201]);
      // libuv's timers count from the loop's clock, read once a turn: a few ms of slack.
      expect(posts[1]!.arrivedAt - posts[0]!.answeredAt).toBeGreaterThanOrEqual(1000 - 5);
      expect(issues.issues(DASH)).toHaveLength(1);
    },
  );

  it.each([429, 403] as const)(
    'a secondary limit answered %i asking longer than the client waits writes nothing, and says so (not a permission)',
    async (status) => {
      gh.rateLimits.push({ method: 'POST', path: new RegExp(`^/repos/${DASH}/issues$`), status, retryAfter: 120 });
      const error = await keep(bodyOf(1)).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RateLimited);
      expect(dashboardFailure(error, DASH, 'Input "dashboard"')).toBe(
        `Input "dashboard": the dashboard issue in ${DASH} could not be kept: GitHub asked to wait 120 s (a secondary rate limit), longer than the 60 s this client waits; not written`,
      );
      expect(gh.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
      expect(issues.issues(DASH)).toHaveLength(0);
    },
  );

  it('stops without writing when the primary rate limit resets too late', async () => {
    issues.rate.remaining = 0;
    issues.rate.reset = Math.floor(Date.now() / 1000) + 3_600;
    await expect(keep(bodyOf(1))).rejects.toThrow(/rate limit/i);
    expect(issues.writes()).toHaveLength(0);
  });

  it('says when GitHub refuses the write, and creates nothing', async () => {
    issues.readOnly = true;
    await expect(keep(bodyOf(1))).rejects.toMatchObject({ status: 403 });
    expect(issues.issues(DASH)).toHaveLength(0);
  });
});

describe('assertDashboardMayShow: a public dashboard never names a private repository', () => {
  const read = (isPrivate: boolean) => [{ repository: 'acme/web', commit: 'a'.repeat(40), private: isPrivate }];

  it('refuses a public dashboard when the run read a private repository, before any issue request', async () => {
    issues.addRepository('acme/open', { private: false });
    const error = await assertDashboardMayShow(client(), { repo: 'acme/open', read: read(true), unread: [] }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DashboardError);
    expect((error as DashboardError).message).toBe(
      'acme/open is public and the run read or named 1 repository that may be private: a public issue would name them, their files and their images',
    );
    expect((error as DashboardError).fix).toMatch(/private repository/);
    // The refusal names no private repository: it goes to logs anyone may read.
    expect((error as DashboardError).message).not.toContain('acme/web');
    expect(issues.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /repos/acme/open']);
  });

  it('lets a run that read only public repositories use a public dashboard, and any run a private one', async () => {
    issues.addRepository('acme/open', { private: false });
    await expect(
      assertDashboardMayShow(client(), { repo: 'acme/open', read: read(false), unread: [] }),
    ).resolves.toEqual({ dashboardPublic: true, workspacePublic: null });
    await expect(assertDashboardMayShow(client(), { repo: DASH, read: read(true), unread: [] })).resolves.toEqual({
      dashboardPublic: false,
      workspacePublic: null,
    });
  });

  it('counts an internal repository as not public, and a repository not read whose visibility is unknown as private', async () => {
    issues.addRepository('acme/inside', { visibility: 'internal' });
    await expect(
      assertDashboardMayShow(client(), { repo: 'acme/inside', read: read(true), unread: [] }),
    ).resolves.toEqual({ dashboardPublic: false, workspacePublic: null });
    issues.addRepository('acme/open', { private: false });
    await expect(
      assertDashboardMayShow(client(), {
        repo: 'acme/open',
        read: read(false),
        unread: [{ repository: 'acme/typo', reason: 'not found', private: null }],
      }),
    ).rejects.toThrow(/1 repository that may be private/);
  });

  it('refuses a public dashboard when the workflow runs in a private repository, or one the token cannot see', async () => {
    issues.addRepository('acme/open', { private: false });
    issues.addRepository('acme/ci', { private: true });
    await expect(
      assertDashboardMayShow(client(), { repo: 'acme/open', read: read(false), unread: [], workspace: 'acme/ci' }),
    ).rejects.toThrow(/the repository it runs in is private/);
    await expect(
      assertDashboardMayShow(client(), { repo: 'acme/open', read: read(false), unread: [], workspace: 'acme/hidden' }),
    ).rejects.toThrow(/not known to the token/);
  });

  it('names a dashboard repository that does not exist or cannot be seen', async () => {
    await expect(assertDashboardMayShow(client(), { repo: 'acme/nope', read: [], unread: [] })).rejects.toThrow(
      'acme/nope was not found, or the token cannot see it',
    );
  });
});
