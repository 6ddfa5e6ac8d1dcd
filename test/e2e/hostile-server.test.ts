import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ImageResult } from '../../src/model';
import { HISTORY_VENDOR, startEmulator, type Emulator, type FaultRequest } from '../emulator/index';
import { markedComments, startFakeGitHub, type FakeGitHub } from '../support/github-api';
import { runAction, type ActionRun, pullRequestEnv } from '../support/run-action';
import { sarifProblems } from '../support/sarif-rules';

// The built action (dist/index.js) against services that play the attacker: error bodies that
// echo the request's credentials, histories and listings that never end, timestamps that are
// not timestamps, text that tries to start workflow commands or markdown, a GitHub API that
// stalls, a server that never answers, and a marker comment posted by someone else.

const GITHUB_TOKEN = 'ghs_hostileRunGithubToken00000001';
const sha = (n: number) => n.toString(16).padStart(40, '0');
const digest = (n: number) => `sha256:${n.toString(16).padStart(64, '0')}`;

let emu: Emulator;
let gh: FakeGitHub;
let reg: string;

beforeAll(async () => {
  emu = await startEmulator();
  reg = emu.registry;
});
afterAll(async () => {
  await emu?.close();
  await gh?.close();
});
beforeEach(async () => {
  emu.faults.clear();
  emu.requests.length = 0;
  await gh?.close();
  gh = await startFakeGitHub({ token: GITHUB_TOKEN });
});
afterEach(() => emu.faults.clear());

const results = (run: ActionRun) => JSON.parse(run.outputs.results ?? '[]') as ImageResult[];
/** A reference pinned at the newest build of its tag: the registry is asked only for pins. */
const pinned = (org: string, image: string, tag: string) =>
  `${reg}/${org}/${image}:${tag}@${emu.store.history(`${org}/${image}`, tag)!.at(-1)!.digest}`;
const byImage = (run: ActionRun) => new Map(results(run).map((r) => [`${r.org}/${r.image}:${r.tag}`, r]));

/** Every form of a secret a leak could take: as is, URL-encoded, HTML-escaped, base64 (padded or not, url-safe). */
function forms(secret: string): string[] {
  const html = secret
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
  const b64 = Buffer.from(secret).toString('base64');
  return [
    ...new Set([
      secret,
      encodeURIComponent(secret),
      html,
      b64,
      b64.replace(/=+$/, ''),
      Buffer.from(secret).toString('base64url'),
    ]),
  ];
}

/** What a hostile server answers: the credential it was sent, in every encoding a report might show. */
function echo({ authorization }: FaultRequest): string {
  const value = authorization.replace(/^\S+ /, '');
  const decoded = authorization.startsWith('Basic ') ? Buffer.from(value, 'base64').toString('utf8') : value;
  const html = authorization.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `denied for ${authorization} (${encodeURIComponent(authorization)}; ${html}; raw ${decoded}; b64 ${Buffer.from(decoded).toString('base64')})`;
}

/** Every channel a run writes to, but the lines that register masks with the runner. */
async function channels(run: ActionRun, workspace: string, sarif?: string): Promise<string> {
  const stdout = run.stdout
    .split('\n')
    .filter((line) => !line.startsWith('::add-mask::'))
    .join('\n');
  const sarifText = sarif ? await readFile(join(workspace, sarif), 'utf8') : '';
  // Whatever the server answered, the SARIF file stays one code scanning takes.
  if (sarif) expect(sarifProblems(sarifText)).toEqual([]);
  return [stdout, run.stderr, run.summary, sarifText, ...Object.values(run.outputs)].join('\n');
}

function expectNoLeak(text: string, secrets: string[]): void {
  for (const secret of secrets) {
    for (const form of forms(secret)) expect(text, `leaks ${form}`).not.toContain(form);
  }
}

async function workspaceWith(files: Record<string, string> = {}): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'image-check-hostile-'));
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), content);
  }
  return dir;
}

const baseInputs = () => ({
  registry: reg,
  'api-url': emu.url,
  token: emu.apiToken,
  comment: 'never',
  'fail-on': 'none',
});

describe('credentials echoed by a hostile server never reach an output', () => {
  it('the platform token and the Basic pull-token header (and every encoding of them) are scrubbed from log, summary, outputs and SARIF', async () => {
    emu.faults.add({ route: '/registry/v2/repos', kind: 'status', status: 400, message: echo, times: Infinity });
    // 400, not 403: a refused credential stops the whole run once (issue 11); this test wants per-image errors.
    emu.faults.add({ route: '/token', kind: 'status', status: 400, message: echo, times: Infinity });
    const workspace = await workspaceWith({ Dockerfile: `FROM ${pinned('chainguard', 'nginx', 'latest')}\n` });
    const run = await runAction({
      workspace,
      inputs: {
        ...baseInputs(),
        files: 'Dockerfile',
        'registry-username': emu.pullUsername,
        'registry-password': emu.pullPassword,
        sarif: 'out/results.sarif',
        'fail-on': 'error',
      },
      env: { RUNNER_DEBUG: '1' },
    });
    expect(run.exitCode).toBe(1);
    const [nginx] = results(run);
    expect(nginx).toMatchObject({ status: 'error' });
    // The echo arrived and was scrubbed, not dropped: the error still says what was refused.
    expect(nginx!.error!.message).toContain('denied for Bearer ***');
    expect(nginx!.error!.message).toContain('denied for Basic ***');
    const written = await channels(run, workspace, 'out/results.sarif');
    expect(written).toContain('denied for');
    expectNoLeak(written, [emu.apiToken, emu.pullPassword, `${emu.pullUsername}:${emu.pullPassword}`]);
    // The runner is told about the encodings too: the Basic header value is registered.
    const masks = run.stdout
      .split('\n')
      .filter((l) => l.startsWith('::add-mask::'))
      .map((l) => l.slice('::add-mask::'.length));
    expect(masks).toContain(Buffer.from(`${emu.pullUsername}:${emu.pullPassword}`).toString('base64'));
  });

  it('a registry token from /token is registered the moment it arrives and scrubbed from a history error that echoes it', async () => {
    // A pull token gets its Bearer from the realm (the identity token needs none); the
    // unauthenticated request that learns the challenge is answered as usual.
    emu.faults.add({
      route: new RegExp(`/_${HISTORY_VENDOR}/history/`),
      authorized: true,
      kind: 'status',
      status: 400,
      message: echo,
      times: Infinity,
    });
    const workspace = await workspaceWith();
    const issuedBefore = emu.issuedTokens.length;
    const run = await runAction({
      workspace,
      inputs: {
        ...baseInputs(),
        images: pinned('chainguard', 'nginx', 'latest'),
        'registry-username': emu.pullUsername,
        'registry-password': emu.pullPassword,
      },
      env: { RUNNER_DEBUG: '1' },
    });
    const issued = emu.issuedTokens.slice(issuedBefore);
    expect(issued.length).toBeGreaterThan(0);
    expect(results(run)[0]!.error!.message).toContain('denied for Bearer ***');
    const masks = run.stdout.split('\n').filter((l) => l.startsWith('::add-mask::'));
    for (const token of issued) expect(masks).toContain(`::add-mask::${token}`);
    expectNoLeak(await channels(run, workspace), [...issued, emu.pullPassword, emu.registryToken, emu.apiToken]);
  });
});

describe('a Tag History that repeats records', () => {
  it('a pin at build 40 of 50 (counted from 0) is 9 behind whatever records the server repeats', async () => {
    const history = emu.store.history('chainguard/jenkins', 'latest')!;
    expect(history).toHaveLength(50);
    const ref = `${reg}/chainguard/jenkins:latest@${history[40]!.digest}`;
    for (const repeat of ['newest', 'each', 'run', 'bound'] as const) {
      emu.faults.clear();
      emu.faults.add({
        route: new RegExp(`/_${HISTORY_VENDOR}/history/`),
        kind: 'repeat-history',
        repeat,
        times: Infinity,
      });
      const run = await runAction({
        workspace: await workspaceWith(),
        inputs: { ...baseInputs(), images: ref, 'registry-token': emu.registryToken },
      });
      expect(results(run)[0], repeat).toMatchObject({
        digest: history[49]!.digest,
        buildsBehind: 9,
        behindSince: history[41]!.updateTimestamp,
      });
      if (repeat !== 'bound') expect(emu.faults.count('repeat-history'), repeat).toBeGreaterThan(0);
    }
  });
});

describe('work a hostile server cannot make endless', () => {
  it("a Tag History that keeps sending new full windows ends in an error for that image at the walk's bound; the others are checked", async () => {
    let windows = 0;
    emu.faults.add({
      route: new RegExp(`/chainguard/nginx/_${HISTORY_VENDOR}/history/latest$`),
      kind: 'bad-schema',
      times: Infinity,
      mutate: (_body, { query }) => {
        // 1000 new builds after `start`, one millisecond apart: the walk can always go on.
        const from = Date.parse(query.get('start') ?? '2000-01-01T00:00:00Z');
        const base = ++windows * 1000;
        return {
          history: Array.from({ length: 1000 }, (_, i) => ({
            updateTimestamp: new Date(from + i + 1).toISOString(),
            digest: digest(base + i),
          })),
        };
      },
    });
    const started = Date.now();
    // A pin that is in none of the windows: the walk goes on until its bound.
    const images = `${reg}/chainguard/nginx:latest@sha256:${'0'.repeat(64)}\n${pinned('chainguard', 'go', '1.24')}`;
    const run = await runAction({
      workspace: await workspaceWith(),
      inputs: { ...baseInputs(), images, 'registry-token': emu.registryToken },
    });
    const seconds = (Date.now() - started) / 1000;
    const found = byImage(run);
    expect(found.get('chainguard/nginx:latest')).toMatchObject({ status: 'error', error: { reason: 'HISTORY_LIMIT' } });
    expect(found.get('chainguard/go:1.24')!.error).toBeNull();
    // 1 000 windows (the documented 1 000 000 builds, src/registry/history-walk.ts), then it stopped.
    expect(windows).toBeGreaterThanOrEqual(1_000);
    expect(windows).toBeLessThanOrEqual(1_001);
    expect(seconds).toBeLessThan(60);
  }, 90_000);

  it('a List that keeps sending pages beyond its totalCount, or without one, ends in an error for that image', async () => {
    let pages = 0;
    const endless =
      (total: string | undefined) =>
      ({ query }: FaultRequest) => {
        const size = Number(query.get('page_size') ?? 50);
        const n = ++pages;
        const tags = Array.from({ length: size }, (_, i) => ({
          uid: `endless/${n}/${i}`,
          name: `t${n}-${i}`,
          digest: digest(n * 1000 + i),
        }));
        return { tags, nextPageToken: `page-${n}`, ...(total === undefined ? {} : { totalCount: total }) };
      };
    emu.faults.add({ route: '/registry/v2/tags', kind: 'respond', times: Infinity, respond: endless('300') });
    // Two tags of the repo, so its listing is read (one tag alone is asked for by the name filter).
    const twoTags = `${reg}/chainguard/nginx:latest\n${reg}/chainguard/nginx:1.27`;
    const first = await runAction({
      workspace: await workspaceWith(),
      inputs: { ...baseInputs(), images: twoTags, 'registry-token': emu.registryToken },
    });
    // Page 1 says 300, the page at skip=200 holds 200 more: the pages do not add up.
    expect(results(first)[0]).toMatchObject({ status: 'error', error: { reason: 'LIST_COUNT_MISMATCH' } });
    expect(results(first)[0]!.error!.message).toContain('totalCount');
    expect(pages).toBeLessThanOrEqual(3);

    emu.faults.clear();
    pages = 0;
    emu.faults.add({ route: '/registry/v2/tags', kind: 'respond', times: Infinity, respond: endless(undefined) });
    const second = await runAction({
      workspace: await workspaceWith(),
      inputs: { ...baseInputs(), images: twoTags, 'registry-token': emu.registryToken },
    });
    // No totalCount: the page token chain instead of parallel pages (page 1 asked again), bounded at 1 000 pages.
    expect(results(second)[0]).toMatchObject({ status: 'error', error: { reason: 'PAGE_LIMIT' } });
    expect(pages).toBe(1 + 1000);
  }, 90_000);

  it('an advisory listing that does not deliver its totalCount is an error for that image, not "0 advisories"', async () => {
    emu.faults.add({
      route: '/vulnerabilities/v2/advisories',
      kind: 'bad-schema',
      times: Infinity,
      mutate: (body) => ({ ...(body as object), advisories: [], totalCount: '3' }),
    });
    const run = await runAction({
      workspace: await workspaceWith(),
      inputs: {
        ...baseInputs(),
        images: `${reg}/chainguard/nginx:latest`,
        'registry-token': emu.registryToken,
        'fail-on': 'error',
      },
    });
    expect(run.exitCode).toBe(1);
    expect(results(run)[0]).toMatchObject({ status: 'error', error: { reason: 'LIST_COUNT_MISMATCH' } });
    expect(results(run)[0]!.error!.message).toContain('totalCount is 3');
  });

  it('24 images against a server that never answers: with timeout 10s every image is an explicit error and the report is published in time', async () => {
    emu.faults.add({ kind: 'hang', times: Infinity });
    const images = Array.from({ length: 24 }, (_, i) => `${reg}/chainguard/image-${i}:latest`).join('\n');
    const started = Date.now();
    const run = await runAction({
      workspace: await workspaceWith(),
      inputs: { ...baseInputs(), images, 'registry-token': emu.registryToken, timeout: '10s', 'fail-on': 'error' },
    });
    const seconds = (Date.now() - started) / 1000;
    expect(seconds).toBeLessThan(10 + 5);
    expect(run.exitCode).toBe(1);
    const all = results(run);
    expect(all).toHaveLength(24);
    for (const r of all) expect(r).toMatchObject({ status: 'error', error: { reason: 'DEADLINE_EXCEEDED' } });
    expect(all[0]!.error!.message).toContain("the run's timeout (10s) was reached");
    expect(run.summary).toContain('## image-check');
    expect(run.outputs['error-count']).toBe('24');
  }, 40_000);
});

describe('text from files and services starts nothing', () => {
  it('newlines and `::` in a service error and a file name never start a workflow command', async () => {
    emu.faults.add({
      route: '/registry/v2/repos',
      kind: 'status',
      status: 400,
      message: 'bad\n::stop-commands::pwned\n::error file=forged.txt,line=1::forged by the server\r\n::warning::x',
      times: Infinity,
    });
    // A file name cannot carry a newline into a glob's matches; it can carry `,` and `::` into the file= property.
    const evilDir = 'evil,file=forged.txt,line=1::forged by a file name';
    const workspace = await workspaceWith({ [`${evilDir}/Dockerfile`]: `FROM ${reg}/chainguard/nginx:latest\n` });
    const run = await runAction({
      workspace,
      inputs: { ...baseInputs(), files: '**/Dockerfile', 'registry-token': emu.registryToken, 'fail-on': 'error' },
    });
    expect(run.exitCode).toBe(1);
    const lines = run.stdout.split('\n');
    expect(lines.filter((l) => l.startsWith('::stop-commands::'))).toEqual([]);
    // Every workflow command is one of ours: none carries the forged file or the forged text at a line start.
    expect(run.commands.filter((c) => c.properties.file === 'forged.txt')).toEqual([]);
    expect(lines.filter((l) => /^::(error|warning)[^:]*::(forged|x$)/.test(l))).toEqual([]);
    // The text is still there, escaped, for the reader.
    expect(run.annotations.some((a) => a.message.includes('::stop-commands::pwned'))).toBe(true);
    expect(run.annotations.some((a) => a.properties.file === `${evilDir}/Dockerfile`)).toBe(true);
    expect(results(run)[0]!.error!.message).toContain('bad\\n::stop-commands::pwned');
  });

  it("an advisory id carrying the request's token and a workflow command is scrubbed and escaped in every channel, for every reference of the image", async () => {
    emu.faults.add({
      route: '/vulnerabilities/v2/advisories',
      kind: 'bad-schema',
      times: Infinity,
      mutate: (body, request) => {
        const answer = body as { advisories: { advisoryId: string }[] };
        const token = request.authorization.replace(/^\S+ /, '');
        return {
          ...answer,
          advisories: answer.advisories.map((a) => ({
            ...a,
            advisoryId: `${a.advisoryId}\n::error file=forged.txt::forged ${token}`,
          })),
        };
      },
    });
    const workspace = await workspaceWith({
      Dockerfile: `FROM ${reg}/chainguard/jenkins:latest\nFROM ${pinned('chainguard', 'jenkins', 'latest')}\n`,
    });
    const run = await runAction({
      workspace,
      inputs: {
        ...baseInputs(),
        files: 'Dockerfile',
        'registry-token': emu.registryToken,
        sarif: 'out/results.sarif',
        'fail-on': 'advisories',
        'results-file': 'out/results.json',
      },
    });
    expect(run.exitCode).toBe(1);
    const both = results(run);
    expect(both).toHaveLength(2);
    // The advisories arrived, scrubbed and escaped, alike for both references of the image.
    for (const r of both) {
      expect(r.advisories.length).toBeGreaterThan(0);
      for (const a of r.advisories) expect(a.advisoryId).toMatch(/\\n::error file=forged\.txt::forged \*\*\*$/);
    }
    expect(both[1]!.advisories).toEqual(both[0]!.advisories);
    const lines = run.stdout.split('\n');
    expect(lines.filter((l) => l.startsWith('::error file=forged.txt'))).toEqual([]);
    expect(run.commands.filter((c) => c.properties.file === 'forged.txt')).toEqual([]);
    const written = [
      await channels(run, workspace, 'out/results.sarif'),
      await readFile(join(workspace, 'out/results.json'), 'utf8'),
    ].join('\n');
    expect(written).toContain('forged ***');
    expectNoLeak(written, [emu.apiToken, emu.registryToken]);
  });

  it('a Tag History timestamp that is not RFC 3339 makes the response invalid, and its text is never rendered', async () => {
    emu.faults.add({
      route: new RegExp(`/chainguard/nginx/_${HISTORY_VENDOR}/history/latest$`),
      kind: 'bad-schema',
      times: Infinity,
      mutate: (body) => ({
        history: (body as { history: { digest: string }[] }).history.map((r, i) => ({
          ...r,
          updateTimestamp: i === 0 ? '<b>2026-01-01</b> @octocat' : '2026-01-02',
        })),
      }),
    });
    const run = await runAction({
      workspace: await workspaceWith(),
      inputs: { ...baseInputs(), images: pinned('chainguard', 'nginx', 'latest'), 'registry-token': emu.registryToken },
    });
    expect(results(run)[0]).toMatchObject({ status: 'error', error: { reason: 'INVALID_RESPONSE' } });
    expect(results(run)[0]!.error!.message).toContain('RFC 3339');
    expect(run.summary).not.toContain('octocat');
    expect(run.stdout).not.toContain('<b>');
  });
});

describe('the pull request comment on a hostile pull request', () => {
  async function runOnPull(
    files: { base: Record<string, string>; head: Record<string, string> },
    inputs: Record<string, string> = {},
  ): Promise<{ run: ActionRun; seconds: number }> {
    gh.addPull({ number: 7, baseSha: sha(1), headSha: sha(2), ...files });
    const workspace = await workspaceWith(files.head);
    const eventPath = join(workspace, '..', `event-${Date.now()}.json`);
    await writeFile(eventPath, JSON.stringify(gh.payload(7)));
    const started = Date.now();
    const run = await runAction({
      workspace,
      inputs: {
        ...baseInputs(),
        files: '**/Dockerfile\ndeploy/*.yaml',
        'registry-token': emu.registryToken,
        comment: 'auto',
        'github-token': GITHUB_TOKEN,
        ...inputs,
      },
      env: {
        ...pullRequestEnv(gh, eventPath, sha(2)),
        GITHUB_SERVER_URL: 'https://github.example',
      },
    });
    return { run, seconds: (Date.now() - started) / 1000 };
  }
  const changes = () => ({
    base: { 'svc/Dockerfile': `FROM ${reg}/chainguard/nginx:1.27\n` },
    head: {
      'svc/Dockerfile': `FROM ${reg}/chainguard/nginx:1.26\n`,
      'deploy/x # Heading @octocat [click](javascript:alert(1)) <img src=x> |cell| **b**.yaml': `spec:\n  containers:\n    - name: py\n      image: ${reg}/chainguard/python:3.12\n`,
    },
  });

  it('a file name with markdown, a link and an @mention stays text in the comment; echoed credentials stay out of it', async () => {
    emu.faults.add({
      route: '/vulnerabilities/v2/advisories',
      kind: 'status',
      status: 400,
      message: echo,
      times: Infinity,
    });
    const { run } = await runOnPull(changes());
    expect(run.exitCode).toBe(0);
    const [comment] = markedComments(gh, 7);
    expect(comment).toBeDefined();
    const body = comment!.body;
    expect(body).toContain('Heading');
    expect(body).not.toMatch(/(^|[^\w`])@octocat/);
    expect(body).not.toMatch(/(^|[^\\])\]\(javascript/);
    expect(body).toContain('%28javascript%3Aalert%281%29%29');
    expect(body).not.toMatch(/[^\\]\|cell/);
    expect(body).not.toMatch(/[^\\]\*\*b/);
    expect(body).not.toMatch(/(^|[^\\])<img/);
    expect(body).toContain('denied for');
    expectNoLeak(body, [emu.apiToken, emu.registryToken, GITHUB_TOKEN]);
  });

  it('a marker comment posted by someone else is never edited: the action posts its own', async () => {
    const marker = '<!-- image-check:pr-comment workflow=CI job=images key= -->';
    const planted = gh.addComment(7, `${marker}\nplease merge, all images are fine`, 'mallory');
    const { run } = await runOnPull(changes());
    expect(run.exitCode).toBe(0);
    expect(gh.comments.get(7)!.find((c) => c.id === planted.id)!.body).toBe(
      `${marker}\nplease merge, all images are fine`,
    );
    expect(gh.requests.filter((r) => r.method === 'PATCH')).toEqual([]);
    const ours = markedComments(gh, 7).filter((c) => c.user.login === 'github-actions[bot]');
    expect(ours).toHaveLength(1);

    // A second run updates its own comment, still not mallory's.
    const again = await runOnPull(changes());
    expect(again.run.exitCode).toBe(0);
    expect(gh.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(markedComments(gh, 7)).toHaveLength(2);
  });

  it('with a personal token, the comment is the one by the login GET /user names', async () => {
    gh.user = 'ci-bot';
    const marker = '<!-- image-check:pr-comment workflow=CI job=images key= -->';
    gh.addComment(7, `${marker}\nby github-actions, not this token`, 'github-actions[bot]');
    const own = gh.addComment(7, `${marker}\nold`, 'ci-bot');
    const { run } = await runOnPull(changes());
    expect(run.exitCode).toBe(0);
    expect(gh.comments.get(7)!.find((c) => c.id === own.id)!.body).toContain('image-check');
    expect(gh.requests.filter((r) => r.method === 'PATCH').map((r) => r.path)).toEqual([
      `/repos/octo/app/issues/comments/${own.id}`,
    ]);
    expect(gh.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('a GitHub API that stalls cannot hang the step: the run ends by its timeout with the report published', async () => {
    gh.stall = true;
    const { run, seconds } = await runOnPull(changes(), { timeout: '10s' });
    expect(seconds).toBeLessThan(10 + 5);
    expect(run.exitCode).toBe(0);
    expect(run.summary).toContain('## image-check');
    expect(run.outputs.results).toBeDefined();
    expect(
      run.annotations.some((a) => a.command === 'warning' && a.message.includes('Pull request comment not updated')),
    ).toBe(true);
  }, 40_000);
});
