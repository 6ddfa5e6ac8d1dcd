import { problemsOf, verdictOf } from '../../src/report/run-report';
import { DEFAULT_FAIL_ON } from '../../src/findings';
import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors';
import { openCache } from '../../src/org/cache';
import { orgApi, type OrgApiOptions } from '../../src/github/org-reads';
import { createGitHub } from '../../src/github/session';
import { checkOrganization, envelopeOf } from '../../src/org/check-organization';
import { mergeEnvelopes, readEnvelope } from '../../src/org/merge';
import { envelopeChunks } from '../../src/org/envelope';
import { parseShard } from '../../src/config';
import { renderDashboard } from '../../src/dashboard/render';
import { startEmulator, type Emulator } from '../emulator/index';
import { startFakeGitHub, type FakeGitHub } from '../support/github-api';
import { gitBlobSha, serveOrganizations, type FakeOrgApi } from '../support/github-org';
import { acmeOrganization } from '../support/org-fixture';
import { emulatorConfig, noMask } from '../support/emulator-settings';

// An organization read through the emulated GitHub API and checked against the emulator, in
// process over real HTTP.

let emu: Emulator;
let github: FakeGitHub;
let org: FakeOrgApi;
const TOKEN = 'ghs_scan-token-0123456789';

beforeAll(async () => {
  emu = await startEmulator();
});
afterAll(() => emu.close());
afterEach(() => github?.close());

async function serve(maxPerPage = 100) {
  github = await startFakeGitHub({ token: TOKEN, maxPerPage });
  org = serveOrganizations(
    github,
    [acmeOrganization(emu), { login: 'octocat', type: 'User', repos: [acmeOrganization(emu).repos[0]!] }],
    maxPerPage,
  );
}

/** A tree entry as the cache keeps it. */
interface PlantedEntry {
  path: string;
  mode: string;
  type: string;
  sha: string;
  size?: number;
}

const config = (inputs: Record<string, string> = {}) => emulatorConfig(emu, inputs);

async function run(
  options: {
    owner?: string;
    repositories?: string[];
    shard?: string;
    files?: string;
    concurrency?: string;
    api?: Partial<OrgApiOptions>;
  } = {},
) {
  // As the shells make it: the client's requests in flight are the run's concurrency.
  const maxConcurrent = options.concurrency ? Number(options.concurrency) : undefined;
  const client = createGitHub({ token: TOKEN, baseUrl: github.url, retry: { baseDelayMs: 5 }, maxConcurrent });
  const api = orgApi(client, options.api);
  const report = await checkOrganization(
    {
      config: config({
        ...(options.files ? { files: options.files } : {}),
        ...(options.concurrency ? { concurrency: options.concurrency } : {}),
      }),
      workspace: '/nonexistent',
      now: new Date(),
      scan: {
        owner: options.owner ?? 'acme',
        repositories: options.repositories ?? [],
        shard: parseShard(options.shard ?? ''),
      },
    },
    { ...noMask, github: api },
  );
  return { report, api };
}

const where = (report: Awaited<ReturnType<typeof run>>['report']) =>
  report.results.map((r) => [
    r.ref.replace(`${emu.registry}/`, ''),
    r.status,
    r.locations.map((l) => `${l.repository}@${l.commit?.slice(0, 7)}:${l.file}:${l.line}`),
  ]);

describe('organization scan', () => {
  it('lists every reference of the owner with its repository, commit, file and line, each reference judged once', async () => {
    await serve();
    const { report, api } = await run();
    const web = org.commitOf('acme', 'web').slice(0, 7);
    const apiCommit = org.commitOf('acme', 'api').slice(0, 7);
    const docs = org.commitOf('acme', 'docs').slice(0, 7);
    expect(where(report)).toEqual([
      ['chainguard/nginx:latest', 'ok', [`acme/api@${apiCommit}:build/Containerfile:1`]],
      ['chainguard/python:3.11', 'eol', [`acme/api@${apiCommit}:compose.yaml:3`, `acme/web@${web}:Dockerfile:1`]],
      [
        'chainguard/busybox:latest',
        'ok',
        [`acme/docs@${docs}:.github/workflows/ci.yml:4`, `acme/web@${web}:Dockerfile:2`],
      ],
      [expect.stringMatching(/^chainguard\/go:1\.23@sha256:/), 'stale', [`acme/web@${web}:deploy/app.yaml:6`]],
    ]);
    expect(report.read).toEqual([
      { repository: 'acme/api', commit: org.commitOf('acme', 'api'), private: true },
      { repository: 'acme/docs', commit: org.commitOf('acme', 'docs'), private: false },
      { repository: 'acme/web', commit: org.commitOf('acme', 'web'), private: false },
    ]);
    expect(report.unread).toEqual([]);
    expect(report.skipped.map((s) => [s.ref, s.location?.repository])).toEqual([
      ['docker.io/library/redis:7', 'acme/api'],
    ]);
    // The archived repository and the fork were not read; api read at its own default branch.
    const paths = github.requests.map((r) => r.path);
    expect(paths.filter((p) => /\/(old|upstream)\//.test(p))).toEqual([]);
    expect(paths).toContain('/repos/acme/api/branches/trunk');
    // Per repository: its head, its tree, one read per selected file; README.md is not a kind read.
    expect(org.counts).toMatchObject({ list: 1, branch: 3, tree: 3, blob: 5 });
    expect(api.stats.fileReads).toBe(5);
    // python:3.11 is in two repositories and looked up once (one tag listing for python).
    expect(
      emu.requests.filter((r) => r.path === '/registry/v2/tags' && r.url.includes('python')).length,
    ).toBeLessThanOrEqual(1);
  });

  it('finds a user by /users/{user}/repos after the 404 of /orgs, and names an owner that does not exist before any other request', async () => {
    await serve();
    const { report } = await run({ owner: 'octocat' });
    expect(report.read.map((r) => r.repository)).toEqual(['octocat/web']);
    expect(github.requests.map((r) => r.path).slice(0, 2)).toEqual(['/orgs/octocat/repos', '/users/octocat/repos']);
    github.requests.length = 0;
    await expect(run({ owner: 'nobody' })).rejects.toThrow(InputError);
    await expect(run({ owner: 'nobody' })).rejects.toThrow(
      /organization.*"nobody" is neither an organization nor a user/s,
    );
    expect(github.requests.every((r) => /^\/(orgs|users)\/nobody\/repos$/.test(r.path))).toBe(true);
  });

  it('pages the listing by its Link header, and takes archived repositories and forks only when named', async () => {
    await serve(2);
    const { report } = await run({ repositories: ['*', 'old', 'upstream', '!docs'] });
    expect(report.read.map((r) => r.repository)).toEqual(['acme/api', 'acme/old', 'acme/upstream', 'acme/web']);
    expect(github.requests.filter((r) => r.path === '/orgs/acme/repos').map((r) => r.query.page)).toEqual([
      '1',
      '2',
      '3',
    ]);
  });

  it('names what it could not read, with why, and never passes it as clean', async () => {
    await serve();
    const spec = org.owners.get('acme')!.repos;
    spec.get('docs')!.spec.fail = { tree: 404 };
    spec.get('web')!.spec.truncated = true;
    const { report } = await run({ repositories: ['*', 'gone'] });
    expect(report.unread.map((u) => [u.repository, u.private])).toEqual([
      ['acme/docs', false],
      ['acme/gone', null],
      ['acme/web', false],
    ]);
    expect(report.unread[0]!.reason).toMatch(/tree could not be read/);
    expect(report.unread[2]!.reason).toMatch(/incomplete listing/);
    expect(report.verdict.failed).toBe(true);
    expect(report.verdict.counts.error).toBeGreaterThanOrEqual(3);
    // Recorded once (in `unread`), named among the problems of every report that lists them.
    expect(report.problems.filter((p) => p.file === '')).toEqual([]);
    expect(
      problemsOf(report)
        .filter((p) => p.file === '')
        .map((p) => p.repository),
    ).toEqual(['acme/docs', 'acme/gone', 'acme/web']);
  });

  it('takes no file whose blob does not hash to the SHA its tree names: the repository is named, the others stand', async () => {
    await serve();
    org.owners.get('acme')!.repos.get('web')!.spec.tamperedBlobs = true;
    const { report } = await run();
    expect(report.unread.map((u) => u.repository)).toEqual(['acme/web']);
    expect(report.problems.map((p) => p.message).join('\n')).toMatch(/blob [0-9a-f]{40} does not hash to that SHA/);
    expect(JSON.stringify(report.results)).not.toContain('evil.example');
    expect(report.results.some((r) => r.locations.some((l) => l.repository === 'acme/api'))).toBe(true);
    expect(report.verdict.failed).toBe(true);
  });

  it('reads a repository never pushed to as holding no files; a 404 on a repository with content stays a failure', async () => {
    github = await startFakeGitHub({ token: TOKEN });
    const r = emu.registry;
    org = serveOrganizations(github, [
      {
        login: 'acme',
        repos: [
          { name: 'app', files: { Dockerfile: `FROM ${r}/chainguard/busybox:latest\n` } },
          { name: 'empty-repo', empty: true, files: {} },
          // Content, and a branch GitHub does not find (deleted, renamed): not empty.
          { name: 'lost-branch', files: { Dockerfile: 'FROM scratch\n' }, fail: { branch: 404 } },
          // A listing that says 0 KiB (not computed yet) while the commits are there: not empty either.
          { name: 'new-push', size: 0, files: { Dockerfile: 'FROM scratch\n' }, fail: { branch: 404 } },
        ],
      },
    ]);
    const { report } = await run();
    expect(report.read).toEqual([
      { repository: 'acme/app', commit: org.commitOf('acme', 'app'), private: false },
      { repository: 'acme/empty-repo', commit: '', private: false },
    ]);
    expect(report.unread.map((u) => u.repository)).toEqual(['acme/lost-branch', 'acme/new-push']);
    expect(report.unread.every((u) => /default branch main or its tree could not be read/.test(u.reason))).toBe(true);
    expect(problemsOf(report).map((p) => p.repository)).toEqual(['acme/lost-branch', 'acme/new-push']);
    // The emptiness is GitHub's 409 on commits, asked only where the listing says 0 KiB.
    const paths = github.requests.map((q) => q.path);
    expect(paths).toContain('/repos/acme/empty-repo/commits/main');
    expect(paths).toContain('/repos/acme/new-push/commits/main');
    expect(paths).not.toContain('/repos/acme/lost-branch/commits/main');
    expect(org.counts).toMatchObject({ 'commit-409': 1, 'branch-404': 3 });
    expect(envelopeOf(report).read.map((x) => x.repository)).toContain('acme/empty-repo');
  });

  it('does not follow symbolic links, enter submodules, or read a blob over the size bound', async () => {
    github = await startFakeGitHub({ token: TOKEN });
    org = serveOrganizations(github, [
      {
        login: 'acme',
        repos: [
          {
            name: 'tricky',
            files: {
              Dockerfile: `FROM ${emu.registry}/chainguard/busybox:latest\n`,
              'big.yaml': `image: ${emu.registry}/chainguard/nginx:latest\n${'#'.repeat(2000)}\n`,
            },
            symlinks: { 'link.yaml': '/etc/passwd' },
            submodules: ['vendor/charts'],
          },
        ],
      },
    ]);
    const api = orgApi(createGitHub({ token: TOKEN, baseUrl: github.url }));
    const { checkOrganization: check } = await import('../../src/org/check-organization');
    const report = await check(
      {
        config: config(),
        workspace: '/nonexistent',
        now: new Date(),
        scan: { owner: 'acme', repositories: [], shard: parseShard(''), maxFileBytes: 1000 },
      },
      { ...noMask, github: api },
    );
    expect(report.results.map((r) => r.ref)).toEqual([`${emu.registry}/chainguard/busybox:latest`]);
    expect(report.problems.map((p) => [p.file, p.level, p.message])).toEqual([
      ['big.yaml', 'warning', expect.stringMatching(/over the 1000 a scanned file may have; not read/)],
      ['link.yaml', 'warning', 'a symbolic link; not followed, not read'],
    ]);
    expect(report.notices.join('\n')).toMatch(/submodule.*acme\/tricky\/vendor\/charts/);
    expect(org.counts.blob).toBe(1);
  });

  it('3 shards merged equal one run: results, verdict, repositories read and unread', async () => {
    await serve();
    org.owners.get('acme')!.repos.get('docs')!.spec.fail = { branch: 500 };
    const whole = (await run({ repositories: ['*', 'gone'] })).report;
    const dir = await mkdtemp(join(tmpdir(), 'image-check-shards-'));
    const files: string[] = [];
    for (const k of [1, 2, 3]) {
      const { report } = await run({ repositories: ['*', 'gone'], shard: `${k}/3` });
      const name = join(dir, `shard-${k}.json`);
      await writeFile(name, [...envelopeChunks(envelopeOf(report))].join(''));
      files.push(name);
    }
    // The shards are disjoint and cover every repository.
    const read = await Promise.all(
      files.map(async (name) => readEnvelope({ name, text: await readFile(name, 'utf8') })),
    );
    const names = read.flatMap((e) => [...e.read, ...e.unread].map((r) => r.repository));
    expect(names.sort()).toEqual(['acme/api', 'acme/docs', 'acme/gone', 'acme/web']);
    const merged = mergeEnvelopes(
      read.map((envelope, i) => ({ name: files[i]!, envelope })),
      { registry: emu.registry },
    );
    const verdict = verdictOf(merged, config().failOn);
    expect(merged.results).toEqual(whole.results);
    expect(verdict).toEqual(whole.verdict);
    expect(merged.read).toEqual(whole.read);
    expect(merged.unread).toEqual(whole.unread);
    expect(merged.problems).toEqual(whole.problems);
    expect(merged.skipped).toEqual(whole.skipped);
    expect(merged.coverage).toEqual(whole.coverage);
    expect(await readdir(dir)).toHaveLength(3);
  });

  it('with cache-dir, a re-run over an unchanged organization reads no file again and is answered by 304s; a changed file is read', async () => {
    await serve();
    const dir = await mkdtemp(join(tmpdir(), 'image-check-cache-'));
    const first = await run({ api: { cache: await openCache(dir) } });
    const firstReads = first.api.stats.fileReads;
    expect(firstReads).toBe(5);
    const remaining = org.rate.remaining;
    const second = await run({ api: { cache: await openCache(dir) } });
    expect(second.api.stats.fileReads).toBeLessThanOrEqual(firstReads * 0.1);
    expect(second.api.stats.notModified).toBe(4); // the listing and three heads
    // A 304 costs no rate limit.
    expect(org.rate.remaining).toBe(remaining);
    expect(second.report.results).toEqual(first.report.results);
    // The token is nowhere in the cache.
    const all = await readdir(dir, { recursive: true, withFileTypes: true });
    for (const entry of all.filter((e) => e.isFile()))
      expect(await readFile(join(entry.parentPath, entry.name), 'utf8')).not.toContain(TOKEN);
    org.setFile('acme', 'web', 'Dockerfile', `# moved\nFROM ${emu.registry}/chainguard/nginx:latest\n`);
    const third = await run({ api: { cache: await openCache(dir) } });
    expect(third.api.stats.fileReads).toBe(1);
    expect(
      third.report.results.find((r) => r.ref.endsWith('nginx:latest'))!.locations.map((l) => l.repository),
    ).toEqual(['acme/api', 'acme/web']);
  });

  it('ignores a corrupt cache entry (reads the file again) and never trusts it', async () => {
    await serve();
    const dir = await mkdtemp(join(tmpdir(), 'image-check-cache-'));
    await run({ api: { cache: await openCache(dir) } });
    // Every kept blob rewritten to another content under the same SHA, every answer to garbage.
    for (const entry of (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile())) {
      const path = join(entry.parentPath, entry.name);
      const text = await readFile(path, 'utf8');
      if (text.includes('"base64"')) {
        const kept = JSON.parse(text) as { base64: string };
        kept.base64 = Buffer.from(`FROM ${emu.registry}/chainguard/nginx:1.26\n`).toString('base64');
        await writeFile(path, JSON.stringify(kept));
      } else await writeFile(path, '{"v":1,"url":"x","etag":"y"');
    }
    const again = await run({ api: { cache: await openCache(dir) } });
    expect(again.api.stats.fileReads).toBe(5);
    expect(again.report.results.some((r) => r.ref.endsWith('nginx:1.26'))).toBe(false);
  });

  it.each([
    ['lists only README.md', 1, (tree: PlantedEntry[]) => tree.filter((e) => e.path === 'README.md')],
    [
      'points Dockerfile at an older harmless blob',
      1,
      (tree: PlantedEntry[]) =>
        tree.map((e) =>
          e.path === 'Dockerfile' ? { ...e, sha: gitBlobSha(`FROM ${emu.registry}/chainguard/nginx:latest\n`) } : e,
        ),
    ],
    [
      // No SHA covers a size: the tree holds, its sizes are dropped and the bytes read measured.
      'says Dockerfile is too big to read',
      0,
      (tree: PlantedEntry[]) => tree.map((e) => (e.path === 'Dockerfile' ? { ...e, size: 900_000_000 } : e)),
    ],
  ])('a planted cache tree that %s changes nothing the scan finds (trees read again: %i)', async (_, reread, plant) => {
    await serve();
    const dir = await mkdtemp(join(tmpdir(), 'image-check-cache-'));
    const first = await run({ api: { cache: await openCache(dir) } });
    // The older Dockerfile's blob is in the cache too, as a real one would be (it hashes to its SHA).
    const older = `FROM ${emu.registry}/chainguard/nginx:latest\n`;
    const sha = gitBlobSha(older);
    await mkdir(join(dir, 'blobs', sha.slice(0, 2)), { recursive: true });
    await writeFile(
      join(dir, 'blobs', sha.slice(0, 2), `${sha}.json`),
      JSON.stringify({ v: 1, sha, base64: Buffer.from(older).toString('base64') }),
    );
    const rootTree = github.requests
      .find((r) => r.path.startsWith('/repos/acme/web/git/trees/'))!
      .path.split('/')
      .pop()!;
    const file = join(dir, 'trees', rootTree.slice(0, 2), `${rootTree}.json`);
    const kept = JSON.parse(await readFile(file, 'utf8')) as { tree: { tree: PlantedEntry[] } };
    kept.tree.tree = plant(kept.tree.tree);
    await writeFile(file, JSON.stringify(kept));
    const trees = org.counts.tree ?? 0;
    const again = await run({ api: { cache: await openCache(dir) } });
    expect(org.counts.tree).toBe(trees + reread);
    expect(again.report.results).toEqual(first.report.results);
    expect(again.report.problems).toEqual(first.report.problems);
    expect(again.report.verdict.failed).toBe(true);
    expect(where(again.report).find(([ref]) => ref === 'chainguard/python:3.11')?.[2]).toContain(
      `acme/web@${org.commitOf('acme', 'web').slice(0, 7)}:Dockerfile:1`,
    );
  });

  it('trusts a cached tree that holds (no tree read again), and never keeps a truncated one', async () => {
    await serve();
    const dir = await mkdtemp(join(tmpdir(), 'image-check-cache-'));
    org.owners.get('acme')!.repos.get('docs')!.spec.truncated = true;
    await run({ api: { cache: await openCache(dir) } });
    expect(org.counts.tree).toBe(3);
    await run({ api: { cache: await openCache(dir) } });
    // web and api from the cache; docs, truncated, asked again.
    expect(org.counts.tree).toBe(4);
  });

  it.each([429, 403] as const)(
    'waits out a secondary rate limit answered %i (retry-after) within the timeout: the read is sent again no sooner',
    async (status) => {
      await serve();
      org.secondary.push(1);
      org.secondaryStatus = status;
      const { report } = await run();
      expect(org.counts.secondary).toBe(1);
      expect(report.unread).toEqual([]);
      expect(report.read).toHaveLength(3);
      const limited = github.requests.find((r) => r.status === status)!;
      const next = github.requests.find((r) => r !== limited && r.path === limited.path)!;
      // libuv's timers count from the loop's clock, read once a turn: a few ms of slack.
      expect(next.arrivedAt - limited.answeredAt).toBeGreaterThanOrEqual(1000 - 5);
    },
  );

  it.each([429, 403] as const)(
    'a secondary limit answered %i asking past the deadline ends the scan with what was read; never sent again early',
    async (status) => {
      await serve();
      // On the first tree read (after the listing and a head): the scan has begun.
      github.rateLimits.push({ method: 'GET', path: /\/git\/trees\//, status, retryAfter: 120 });
      const started = Date.now();
      const { report } = await run({ concurrency: '1', api: { deadlineAt: Date.now() + 60_000 } });
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(report.unread.length).toBeGreaterThan(0);
      expect(report.read.length + report.unread.length).toBe(3);
      for (const u of report.unread)
        expect(u.reason).toBe("GitHub asked to wait 120 s (a secondary rate limit), past the run's timeout; not read");
      expect(report.verdict.failed).toBe(true);
      const limited = github.requests.find((r) => r.status === status)!;
      expect(github.requests.filter((r) => r.path === limited.path)).toHaveLength(1);
    },
  );

  it('a primary limit that resets after the deadline ends the scan with what was read; the rest are named and fail', async () => {
    await serve();
    // The listing and one repository's head and tree, then the limit is spent for an hour.
    org.rate.remaining = 4;
    org.rate.reset = Math.floor(Date.now() / 1000) + 3600;
    // One request at a time: the requests in flight when the limit is met are the one that meets it.
    const { report } = await run({ concurrency: '1', api: { deadlineAt: Date.now() + 60_000 } });
    expect(report.unread.length).toBeGreaterThan(0);
    for (const u of report.unread)
      expect(u.reason).toMatch(/rate limit for the token is spent until .*past the run's timeout/);
    expect(report.read.length + report.unread.length).toBe(3);
    expect(report.verdict.failed).toBe(true);
    expect(report.verdict.line).toMatch(/error/);
    // Once spent, no more requests were sent than the one that met the limit.
    expect(org.counts.limited).toBe(1);
  });
});

describe("the registry's policies across an organization", () => {
  afterEach(() => emu.policies.bindings.clear());

  it('the dashboard says, per dry-run policy, which references enforcing it would break, most places first', async () => {
    await serve();
    emu.policies.bind('chainguard', 'no-eol', 'DRY_RUN');
    const { report } = await run();
    expect(report.verdict.failed).toBe(true); // the end-of-life tags themselves, as before
    const body = renderDashboard({
      failOn: DEFAULT_FAIL_ON,
      scope: 'acme',
      results: report.results,
      read: report.read,
      unread: report.unread,
      serverUrl: 'https://github.example',
    });
    const section = body.slice(body.indexOf("### The registry's pull-time policies"));
    expect(section).toContain('**Would be refused once <code>no-eol</code> is enforced (dry run now)**');
    // python:3.11 is held in two repositories, so it leads the policy's list.
    const lines = section.split('\n').filter((l) => l.startsWith('- <code>'));
    expect(lines[0]).toContain('chainguard/python:3.11');
    expect(lines[0]).toContain('(https://github.example/acme/');
    expect(section).toContain('its main package version reached its end of life on');
  });
});
