import { afterEach, describe, expect, it } from 'vitest';
import type { ChangeKind, SideRef } from '../../src/review/changes';
import { comparable, markerFor, renderComment, renderNoChanges, type CommentContext } from '../../src/review/comment';
import { shortDigest } from '../../src/report/format';
import { placeStep, type ChangeFacts, type PullRequestFacts, type TagState } from '../../src/review/facts';
import { gitHubApi } from '../../src/github/pulls';
import { upsertComment } from '../support/keep-comment';
import { gitHubLinks } from '../../src/github/review-host';
import { startFakeGitHub, type FakeGitHub } from '../support/github-api';
import { GITHUB_BODY_LIMIT } from '../../src/report/format';

const hex = (n: number) => n.toString(16).padStart(64, '0');
const dg = (n: number) => `sha256:${hex(n)}`;
const history = Array.from({ length: 10 }, (_, i) => ({
  digest: dg(i + 1),
  updateTimestamp: new Date(Date.UTC(2025, 0, 1 + i)).toISOString(),
}));

function side(ref: string, line = 3, file = 'svc/Dockerfile'): SideRef {
  const m = /^([^/]+)\/([^/]+)\/([^:@]+)(?::([^@]+))?(?:@(.+))?$/.exec(ref)!;
  return {
    ref,
    repository: `${m[1]}/${m[2]}/${m[3]}`,
    registry: m[1]!,
    org: m[2]!,
    image: m[3]!,
    tag: m[4] ?? 'latest',
    tagWritten: m[4] != null,
    digest: m[5] ?? null,
    location: { file, line },
  };
}
const state = (over: Partial<TagState> = {}): TagState => ({
  tag: null,
  status: 'ok',
  deprecated: false,
  newest: { digest: dg(10), time: history[9]!.updateTimestamp },
  pinnedTime: null,
  buildsBehind: null,
  pinnedUnknown: false,
  error: null,
  ...over,
});
function row(
  kind: ChangeKind,
  before: SideRef | null,
  after: SideRef | null,
  over: Partial<ChangeFacts> = {},
): ChangeFacts {
  const s = (after ?? before)!;
  return {
    kind,
    repository: s.repository,
    org: s.org,
    image: s.image,
    before,
    after,
    locations: [s.location],
    beforeState: before && after ? state() : null,
    afterState: after ? state() : null,
    step: null,
    ...over,
  };
}
const ctx = (over: Partial<CommentContext> = {}): CommentContext => ({
  marker: markerFor({ workflow: 'CI', job: 'check', key: '' }),
  verdictLine: '3 images checked: 1 end-of-life tag',
  baseSha: 'b'.repeat(40),
  headSha: 'a'.repeat(40),
  producedAt: new Date('2025-02-01T10:00:00Z'),
  version: '0.1.0',
  links: gitHubLinks('https://github.com', 'octo/app'),
  runUrl: 'https://github.com/octo/app/actions/runs/42',
  ...over,
});

describe('marker', () => {
  it('is keyed by workflow, job and comment-key, and cannot be broken by their text', () => {
    expect(markerFor({ workflow: 'CI', job: 'check', key: '' })).toBe(
      '<!-- image-check:pr-comment workflow=CI job=check key= -->',
    );
    const odd = markerFor({ workflow: 'a --> b', job: 'j', key: 'linux amd64' });
    expect(odd).not.toContain('-->  ');
    expect(odd.indexOf('-->')).toBe(odd.length - 3);
    expect(markerFor({ workflow: 'CI', job: 'check', key: 'a' })).not.toBe(
      markerFor({ workflow: 'CI', job: 'check', key: '' }),
    );
    expect(
      markerFor({ workflow: 'CI', job: 'check', key: '' }).includes(
        markerFor({ workflow: 'CI', job: 'check', key: 'x' }),
      ),
    ).toBe(false);
  });
});

describe('renderComment', () => {
  const digestRow = () => {
    const before = side(`cgr.dev/chainguard/nginx:1.25@${dg(3)}`);
    const after = side(`cgr.dev/chainguard/nginx:1.25@${dg(7)}`);
    return row('digest', before, after, {
      step: placeStep(dg(3), dg(7), history),
      afterState: state({ buildsBehind: 3, pinnedTime: history[6]!.updateTimestamp }),
    });
  };

  it('shows a digest change with the builds between, short digests and the full ones in details', () => {
    const facts: PullRequestFacts = {
      changes: [digestRow()],
      advisories: [
        { repository: 'cgr.dev/chainguard/nginx', org: 'chainguard', image: 'nginx', count: 4, error: null },
      ],
    };
    const { body, omitted } = renderComment(facts, ctx());
    expect(omitted).toBe(0);
    expect(body.startsWith('<!-- image-check:pr-comment workflow=CI job=check key= -->\n')).toBe(true);
    expect(body).toContain('| <code>chainguard/nginx</code> | digest | <code>1.25@sha256:000000000000</code> |');
    expect(body).toContain('**4 builds newer** (2025-01-03 → 2025-01-07)');
    expect(body).toContain("3 builds behind the tag's newest");
    expect(body).toContain('<details><summary>Full digests and builds between</summary>');
    expect(body).toContain(
      `- after: <code>cgr.dev/chainguard/nginx:1.25@${dg(7)}</code>, built 2025-01-07T00:00:00.000Z`,
    );
    for (const n of [4, 5, 6, 7])
      expect(body).toContain(`  - ${history[n - 1]!.updateTimestamp} <code>${dg(n)}</code>`);
    expect(body).not.toContain(`<code>${dg(3)}</code>\n  -`);
    expect(body).toContain(
      '[svc/Dockerfile:3](https://github.com/octo/app/blob/' + 'a'.repeat(40) + '/svc/Dockerfile#L3)',
    );
    expect(body).toContain(
      '**Advisories** listed for the images this pull request touches: <code>chainguard/nginx</code> 4',
    );
    expect(body).toContain('**Verdict:** 3 images checked: 1 end-of-life tag');
    expect(body).toMatch(
      /<sub>Produced by image-check 0\.1\.0 at 2025-02-01T10:00:00\.000Z for \[aaaaaaa\]\(.*\) against base \[bbbbbbb\]/,
    );
  });

  it('says when the new digest is the newest and when the PR goes back', () => {
    const forward = row(
      'digest',
      side(`cgr.dev/chainguard/nginx:1.25@${dg(9)}`),
      side(`cgr.dev/chainguard/nginx:1.25@${dg(10)}`),
      { step: placeStep(dg(9), dg(10), history), afterState: state({ buildsBehind: 0 }) },
    );
    const back = row('digest', side(`cgr.dev/chainguard/go:1@${dg(10)}`), side(`cgr.dev/chainguard/go:1@${dg(8)}`), {
      step: placeStep(dg(10), dg(8), history),
      afterState: state({ buildsBehind: 2 }),
    });
    const { body } = renderComment({ changes: [forward, back], advisories: [] }, ctx());
    expect(body).toContain('**1 build newer** (2025-01-09 → 2025-01-10)<br>newest build of the tag');
    expect(body).toContain('**2 builds older**: goes back');
  });

  it('says how many suggested changes are on the lines, and counts those a run leaves out', () => {
    const moved = row('tag', side('cgr.dev/chainguard/node:22'), side('cgr.dev/chainguard/node:18', 5), {
      afterState: state({ deprecated: true }),
    });
    const facts = { changes: [moved], advisories: [] };
    expect(renderComment(facts, ctx()).body).not.toContain('suggested change');
    expect(renderComment(facts, ctx({ suggestions: { shown: 1, leftOut: 0 } })).body).toContain(
      '1 suggested change is on the lines of this pull request (one click commits each).',
    );
    expect(renderComment(facts, ctx({ suggestions: { shown: 20, leftOut: 5 } })).body).toContain(
      '20 suggested changes are on the lines of this pull request (one click commits each). 5 more lines with a fix have none: a run writes at most 20; `update: all` rewrites them all.',
    );
  });

  it('puts end-of-life moves and new references to deprecated tags on top', () => {
    const moved = row('tag', side('cgr.dev/chainguard/node:22'), side('cgr.dev/chainguard/node:18', 5), {
      afterState: state({ deprecated: true }),
    });
    const added = row('added', null, side('cgr.dev/chainguard/redis:6', 9, 'compose.yaml'), {
      afterState: state({ deprecated: true }),
    });
    const removed = row('removed', side('cgr.dev/chainguard/go:1.21', 2), null);
    const { body } = renderComment({ changes: [moved, added, removed], advisories: [] }, ctx());
    const caution = body.indexOf('> [!CAUTION]');
    expect(caution).toBeGreaterThan(0);
    expect(caution).toBeLessThan(body.indexOf('| Image |'));
    expect(body).toContain(
      '**Moves to an end-of-life tag:** <code>chainguard/node</code> from <code>22</code> to <code>18</code>',
    );
    expect(body).toContain('**New reference to an end-of-life tag:** <code>cgr.dev/chainguard/redis:6</code>');
    expect(body).toContain('| <code>chainguard/redis</code> | added | — | <code>6</code> **end-of-life** |');
    expect(body).toContain('| <code>chainguard/go</code> | removed | <code>1.21</code> | — |');
    // A removed reference links to the base side.
    expect(body).toContain(`/blob/${'b'.repeat(40)}/svc/Dockerfile#L2`);
  });

  it('shortens a body over the limit with a pointer to the job summary, never over it', () => {
    const rows = Array.from({ length: 2000 }, (_, i) =>
      row(
        'added',
        null,
        side(`cgr.dev/chainguard/img${i}:1@${dg(i + 1)}`, i + 1, `deploy/very/long/path/number/${i}/values.yaml`),
      ),
    );
    const { body, omitted, total } = renderComment({ changes: rows, advisories: [] }, ctx());
    expect(body.length).toBeLessThanOrEqual(GITHUB_BODY_LIMIT);
    expect(total).toBe(2000);
    expect(omitted).toBeGreaterThan(0);
    expect(body).toContain(`This comment shows ${2000 - omitted} of 2000 changes`);
    expect(body).toContain('[job summary](https://github.com/octo/app/actions/runs/42)');
    expect(body.startsWith(ctx().marker)).toBe(true);
    expect(body).toContain('<sub>Produced by image-check');
    // Every shown row's details are complete (the cut is between rows, not inside one).
    expect((body.match(/<details>/g) ?? []).length).toBe((body.match(/<\/details>/g) ?? []).length);
    const small = renderComment({ changes: rows.slice(0, 50), advisories: [] }, ctx(), 6000);
    expect(small.body.length).toBeLessThanOrEqual(6000);
  });

  it("keeps a GitLab note within GitLab's 1 000 000 characters, and says whose limit it is", () => {
    const rows = Array.from({ length: 6000 }, (_, i) =>
      row('added', null, side(`cgr.dev/chainguard/img${i}:1@${dg(i + 1)}`, i + 1, `deploy/long/path/${i}/values.yaml`)),
    );
    const gitlab = ctx({ host: { name: 'GitLab', bodyLimit: 1_000_000 } });
    const { body, omitted } = renderComment({ changes: rows, advisories: [] }, gitlab);
    expect(body.length).toBeLessThanOrEqual(1_000_000);
    expect(body.length).toBeGreaterThan(GITHUB_BODY_LIMIT);
    expect(omitted).toBeGreaterThan(0);
    expect(body).toContain(
      `This comment shows ${6000 - omitted} of 6000 changes: GitLab limits a comment to 1,000,000 characters.`,
    );
  });

  it('escapes file names that would break the table', () => {
    const r = row('added', null, side('cgr.dev/chainguard/nginx:1', 1, 'a|b/[x].yaml'));
    const { body } = renderComment({ changes: [r], advisories: [] }, ctx());
    expect(body).toContain(
      '[a&#124;b/&#91;x&#93;.yaml:1](https://github.com/octo/app/blob/' + 'a'.repeat(40) + '/a%7Cb/%5Bx%5D.yaml#L1)',
    );
  });

  it('compares bodies without the production time', () => {
    const facts: PullRequestFacts = { changes: [digestRow()], advisories: [] };
    const a = renderComment(facts, ctx()).body;
    const b = renderComment(facts, ctx({ producedAt: new Date('2025-03-01T00:00:00Z') })).body;
    expect(a).not.toBe(b);
    expect(comparable(a)).toBe(comparable(b));
    expect(comparable(a)).not.toBe(comparable(renderComment(facts, ctx({ headSha: 'c'.repeat(40) })).body));
    expect(comparable(a.replace(/\n/g, '\r\n'))).toBe(comparable(a));
  });

  it('has a no-change text with the marker', () => {
    const body = renderNoChanges(ctx());
    expect(body.startsWith(ctx().marker)).toBe(true);
    expect(body).toContain('changes no image reference');
  });

  it('short digests keep the algorithm and 12 hex digits', () => {
    expect(shortDigest(dg(255))).toBe('sha256:000000000000');
  });
});

describe('upsertComment over the GitHub API (fake server)', () => {
  let gh: FakeGitHub;
  afterEach(async () => gh?.close());

  it('creates once, updates in place, skips identical bodies, and never touches other comments', async () => {
    gh = await startFakeGitHub({ token: 't0k', maxPerPage: 2 });
    gh.addPull({ number: 7, baseSha: 'b'.repeat(40), headSha: 'a'.repeat(40), base: {}, head: {} });
    for (let i = 0; i < 5; i++) gh.addComment(7, `human comment ${i}`);
    const other = markerFor({ workflow: 'CI', job: 'other', key: '' });
    gh.addComment(7, `${other}\nanother job's comment`);
    const api = gitHubApi({ token: 't0k', owner: 'octo', repo: 'app', baseUrl: gh.url }).comments(7);
    const marker = markerFor({ workflow: 'CI', job: 'check', key: '' });
    gh.addComment(7, `quoting the bot:\n${marker}\nold text`);

    const first = await upsertComment(api, marker, `${marker}\none`);
    expect(first.action).toBe('created');
    const second = await upsertComment(api, marker, `${marker}\ntwo`);
    expect(second).toEqual({ action: 'updated', commentId: first.commentId });
    const third = await upsertComment(api, marker, `${marker}\ntwo`);
    expect(third.action).toBe('unchanged');
    const comments = gh.comments.get(7)!;
    expect(comments).toHaveLength(8);
    expect(comments.filter((c) => c.body.startsWith(marker)).map((c) => c.body)).toEqual([`${marker}\ntwo`]);
    expect(comments.find((c) => c.body.startsWith('quoting'))!.body).toContain('old text');
    expect(comments.find((c) => c.body.includes(other))!.body).toContain("another job's comment");
    expect(gh.requests.filter((r) => r.method === 'PATCH')).toHaveLength(1);
    expect(gh.requests.every((r) => r.authorization === 'token t0k')).toBe(true);
    // Listing walked every page (2 per page).
    expect(gh.requests.filter((r) => r.method === 'GET' && r.query.page === '4').length).toBeGreaterThan(0);
  });

  it("finds its comment again under an app's installation token (by the app's <slug>[bot]), never a person's", async () => {
    gh = await startFakeGitHub();
    gh.botLogin = 'acme-checker[bot]';
    gh.addPull({ number: 3, baseSha: 'b'.repeat(40), headSha: 'a'.repeat(40), base: {}, head: {} });
    const marker = markerFor({ workflow: 'CI', job: 'check', key: '' });
    gh.addComment(3, `${marker}\nplanted by a person`, 'mallory');
    const api = gitHubApi({ token: 'ghs_app', owner: 'octo', repo: 'app', baseUrl: gh.url }).comments(3);
    const first = await upsertComment(api, marker, `${marker}\none`);
    expect(first.action).toBe('created');
    expect(await upsertComment(api, marker, `${marker}\ntwo`)).toEqual({
      action: 'updated',
      commentId: first.commentId,
    });
    const marked = gh.comments.get(3)!.filter((c) => c.body.startsWith(marker));
    expect(marked.map((c) => [c.user.login, c.body])).toEqual([
      ['mallory', `${marker}\nplanted by a person`],
      ['acme-checker[bot]', `${marker}\ntwo`],
    ]);
    // The token's identity was asked once (GET /user refuses an installation token).
    expect(gh.requests.filter((r) => r.path === '/user')).toHaveLength(1);
  });

  it('does not create a comment when asked only to update', async () => {
    gh = await startFakeGitHub();
    gh.addPull({ number: 1, baseSha: 'b'.repeat(40), headSha: 'a'.repeat(40), base: {}, head: {} });
    const api = gitHubApi({ token: 'x', owner: 'octo', repo: 'app', baseUrl: gh.url }).comments(1);
    expect(await upsertComment(api, 'M', 'M body', { create: false })).toEqual({ action: 'none', commentId: null });
    expect(gh.comments.get(1)).toBeUndefined();
  });
});
