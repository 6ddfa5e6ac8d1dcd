import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { commentOnPullRequest, type PullRequestCommentOptions } from '../../src/github/pull-request';
import { resolvePullRequest } from '../../src/github/pull-event';
import type { PullRequestLookups } from '../../src/review/facts';
import { gitHubApi } from '../../src/github/pulls';
import type { GitRunner } from '../../src/review/sources';
import { readRunner } from '../../src/action/context';
import { lookupsOver } from '../support/fake-lookups';
import { markedComments, startFakeGitHub, type FakeGitHub } from '../support/github-api';
import { GITHUB_BODY_LIMIT } from '../../src/report/format';

// commentOnPullRequest in-process: the local-checkout path (a scripted git), the size cap, and
// how `always` finds the pull request of a run that is not a pull_request event.

const sha = (n: number) => n.toString(16).padStart(40, '0');
const dg = (n: number) => `sha256:${n.toString(16).padStart(64, '0')}`;
const history = Array.from({ length: 5 }, (_, i) => ({
  digest: dg(i + 1),
  updateTimestamp: new Date(Date.UTC(2025, 0, 1 + i)).toISOString(),
}));
const lookups: PullRequestLookups = lookupsOver({
  tags: async () => [{ name: 'latest', digest: dg(5), deprecated: false }],
  history: async () => history,
  advisories: async () => [],
});
const quiet = { info: () => undefined, notice: () => undefined, warning: () => undefined };

let gh: FakeGitHub | undefined;
afterEach(async () => {
  await gh?.close();
  gh = undefined;
});

async function eventFile(payload: unknown): Promise<string> {
  const path = join(await mkdtemp(join(tmpdir(), 'image-check-pr-event-')), 'event.json');
  await writeFile(path, JSON.stringify(payload));
  return path;
}

/** A git that holds two commits with the given files, answering only the read-only commands used. */
function scriptedGit(commits: Record<string, Record<string, string>>, calls: string[][] = []): GitRunner {
  return async (args) => {
    calls.push(args);
    const [cmd, ...rest] = args;
    if (cmd === 'cat-file' && rest[0] === '-e') return { ok: rest[1]!.replace('^{commit}', '') in commits, stdout: '' };
    if (cmd === '--literal-pathspecs' && rest[0] === 'ls-tree') {
      const [commit, , path] = rest.slice(-3);
      const content = commits[commit!]?.[path!];
      return {
        ok: true,
        stdout: content === undefined ? '' : `100644 blob ${'0'.repeat(40)} ${Buffer.byteLength(content)}\t${path}\0`,
      };
    }
    if (cmd === 'cat-file' && rest[0] === 'blob') {
      const [commit, path] = rest[1]!.split(/:(.*)/s);
      const content = commits[commit!]?.[path!];
      return content === undefined ? { ok: false, stdout: '' } : { ok: true, stdout: content };
    }
    if (cmd === 'diff') {
      const [base, head] = rest.filter((a) => /^[0-9a-f]{40}$/.test(a));
      const paths = new Set([...Object.keys(commits[base!]!), ...Object.keys(commits[head!]!)]);
      const out: string[] = [];
      for (const p of paths) {
        const a = commits[base!]![p];
        const b = commits[head!]![p];
        if (a === b) continue;
        out.push(a === undefined ? 'A' : b === undefined ? 'D' : 'M', p);
      }
      return { ok: true, stdout: out.map((s) => `${s}\0`).join('') };
    }
    return { ok: false, stdout: '' };
  };
}

/** The runner's world as the action's context reads it from these variables. */
const runnerOf = (env: Record<string, string>) => readRunner(env, process.cwd());

function options({
  env = {},
  ...over
}: Partial<PullRequestCommentOptions> & { env?: Record<string, string> }): PullRequestCommentOptions {
  return {
    runner: runnerOf(env),
    config: {
      comment: 'auto',
      commentKey: '',
      githubToken: 't',
      files: ['**/Dockerfile', '**/*.yaml'],
      registry: 'cgr.dev',
      concurrency: 4,
      maxAgeMs: 30 * 86_400_000,
    },
    lookups,
    verdictLine: '✓ all current',
    log: quiet,
    now: new Date('2025-02-01T00:00:00Z'),
    ...over,
  };
}

/** The comment on pull request `number` of octo/app, run `runId`, with the job summaries it wrote. */
async function commentWithSummary(git: Parameters<typeof options>[0]['git'], number: number, runId: string) {
  const github = gh!;
  const summaries: string[] = [];
  const env = {
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_EVENT_PATH: await eventFile(github.payload(number)),
    GITHUB_REPOSITORY: 'octo/app',
    GITHUB_RUN_ID: runId,
  };
  const outcome = await commentOnPullRequest(
    options({
      env,
      git,
      api: gitHubApi({ token: 't', owner: 'octo', repo: 'app', baseUrl: github.url }),
      writeSummary: async (md) => void summaries.push(md),
    }),
  );
  return { outcome, summaries };
}

describe('commentOnPullRequest', () => {
  it('reads both sides from the local checkout when it holds both commits (no contents API calls)', async () => {
    gh = await startFakeGitHub();
    gh.addPull({ number: 3, baseSha: sha(1), headSha: sha(2), base: {}, head: {} });
    const calls: string[][] = [];
    const git = scriptedGit(
      {
        [sha(1)]: { Dockerfile: `FROM cgr.dev/chainguard/go@${dg(1)}\n`, 'README.md': 'x' },
        [sha(2)]: { Dockerfile: `FROM cgr.dev/chainguard/go@${dg(4)}\n`, 'README.md': 'y' },
      },
      calls,
    );
    const env = {
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: await eventFile(gh.payload(3)),
      GITHUB_REPOSITORY: 'octo/app',
      GITHUB_WORKFLOW: 'CI',
      GITHUB_JOB: 'j',
      GITHUB_SHA: sha(2),
    };
    const outcome = await commentOnPullRequest(
      options({ env, git, api: gitHubApi({ token: 't', owner: 'octo', repo: 'app', baseUrl: gh.url }) }),
    );
    expect(outcome).toMatchObject({ status: 'created', source: 'git', changes: 1, pullNumber: 3 });
    expect(gh.requests.some((r) => r.path.includes('/contents/') || r.path.endsWith('/files'))).toBe(false);
    expect(calls.some((c) => c[0] === 'cat-file' && c[1] === 'blob' && c[2] === `${sha(1)}:README.md`)).toBe(false);
    expect(markedComments(gh, 3)[0]!.body).toContain('**3 builds newer**');
  });

  it('caps the comment at 65 536 characters and puts every change in the job summary', async () => {
    gh = await startFakeGitHub();
    gh.addPull({ number: 4, baseSha: sha(1), headSha: sha(2), base: {}, head: {} });
    const containers = (n: number) =>
      `spec:\n  containers:\n${Array.from({ length: n }, (_, i) => `    - name: c${i}\n      image: cgr.dev/chainguard/image-number-${i}:1.${i}@${dg(2)}\n`).join('')}`;
    const git = scriptedGit({ [sha(1)]: {}, [sha(2)]: { 'deploy/many.yaml': containers(1500) } });
    const { outcome, summaries } = await commentWithSummary(git, 4, '77');
    expect(outcome.status).toBe('created');
    expect(outcome.changes).toBe(1500);
    const body = markedComments(gh, 4)[0]!.body;
    expect(body.length).toBeLessThanOrEqual(GITHUB_BODY_LIMIT);
    expect(body).toMatch(/This comment shows \d+ of 1500 changes/);
    expect(body).toContain('[job summary](https://github.com/octo/app/actions/runs/77)');
    expect(summaries).toHaveLength(1);
    expect(summaries[0]).toContain('image-number-1499');
    expect(summaries[0]!.length).toBeGreaterThan(GITHUB_BODY_LIMIT);
  });

  it('keeps the full list in the job summary under its share of the 1 MiB, saying how many changes are left out', async () => {
    gh = await startFakeGitHub();
    gh.addPull({ number: 6, baseSha: sha(1), headSha: sha(2), base: {}, head: {} });
    const containers = `spec:\n  containers:\n${Array.from({ length: 3000 }, (_, i) => `    - name: c${i}\n      image: cgr.dev/chainguard/i${i}-${'n'.repeat(100)}:1.${i}@${dg(2)}\n`).join('')}`;
    const git = scriptedGit({ [sha(1)]: {}, [sha(2)]: { 'deploy/many.yaml': containers } });
    const { outcome, summaries } = await commentWithSummary(git, 6, '78');
    expect(outcome.changes).toBe(3000);
    expect(summaries).toHaveLength(1);
    // With the report's own share (500 KiB) the step's summary stays under GitHub's 1 MiB.
    expect(Buffer.byteLength(summaries[0]!)).toBeLessThanOrEqual(480 * 1024 + 1024);
    expect(summaries[0]).toMatch(
      /…\d+ of 3000 changes are left out here too \(GitHub limits the job summary to 1 MiB\); the `results` output lists every image checked\./,
    );
  });

  it('auto mode does nothing outside pull request events; a missing token or files input is not an error', async () => {
    const push = { GITHUB_EVENT_NAME: 'push', GITHUB_REPOSITORY: 'octo/app' };
    expect(await commentOnPullRequest(options({ env: push, git: null, api: null }))).toMatchObject({
      status: 'skipped',
    });
    gh = await startFakeGitHub();
    gh.addPull({
      number: 5,
      baseSha: sha(1),
      headSha: sha(2),
      base: {},
      head: { Dockerfile: 'FROM cgr.dev/chainguard/go:1' },
    });
    const env = {
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: await eventFile(gh.payload(5)),
      GITHUB_REPOSITORY: 'octo/app',
    };
    const noFiles = await commentOnPullRequest(
      options({ env, git: null, config: { ...options({}).config, files: [] } }),
    );
    expect(noFiles).toMatchObject({ status: 'skipped', pullNumber: 5 });
    const noToken = await commentOnPullRequest(
      options({ env, git: null, config: { ...options({}).config, githubToken: '' } }),
    );
    expect(noToken.status).toBe('skipped');
    expect(noToken.reason).toContain('github-token is empty');
  });
});

describe('resolvePullRequest', () => {
  it('always: finds the open pull request of a push by its head commit, and of an issue comment', async () => {
    gh = await startFakeGitHub();
    gh.addPull({ number: 11, baseSha: sha(1), headSha: sha(2), base: {}, head: {}, forkRepo: 'fork/app' });
    const api = () => gitHubApi({ token: 't', owner: 'octo', repo: 'app', baseUrl: gh!.url });
    const push = await resolvePullRequest(
      'always',
      runnerOf({ GITHUB_EVENT_NAME: 'push', GITHUB_REPOSITORY: 'octo/app', GITHUB_SHA: sha(2) }),
      {},
      api,
    );
    expect(push).toEqual({
      pull: { owner: 'octo', repo: 'app', number: 11, baseSha: sha(1), headSha: sha(2), readSha: sha(2), fork: true },
    });
    const none = await resolvePullRequest(
      'always',
      runnerOf({ GITHUB_EVENT_NAME: 'push', GITHUB_REPOSITORY: 'octo/app', GITHUB_SHA: sha(9) }),
      {},
      api,
    );
    expect(none).toMatchObject({ skip: expect.stringContaining('no open pull request') });
    const onComment = await resolvePullRequest(
      'always',
      runnerOf({ GITHUB_EVENT_NAME: 'issue_comment', GITHUB_REPOSITORY: 'octo/app' }),
      { issue: { number: 11, pull_request: {} } },
      api,
    );
    expect(onComment).toMatchObject({ pull: { number: 11, headSha: sha(2) } });
    expect(await resolvePullRequest('auto', runnerOf({ GITHUB_EVENT_NAME: 'push' }), {}, api)).toMatchObject({
      skip: expect.any(String),
    });
    expect(await resolvePullRequest('never', runnerOf({ GITHUB_EVENT_NAME: 'pull_request' }), {}, api)).toMatchObject({
      skip: expect.any(String),
    });
  });

  it('pull_request_target reads the head commit, not the run commit (the base branch)', async () => {
    const payload = {
      pull_request: {
        number: 2,
        base: { sha: sha(1), repo: { full_name: 'octo/app' } },
        head: { sha: sha(2), repo: { full_name: 'octo/app' } },
      },
    };
    const r = await resolvePullRequest(
      'auto',
      runnerOf({ GITHUB_EVENT_NAME: 'pull_request_target', GITHUB_REPOSITORY: 'octo/app', GITHUB_SHA: sha(1) }),
      payload,
      () => null,
    );
    expect(r).toMatchObject({ pull: { readSha: sha(2), fork: false } });
    const bad = resolvePullRequest(
      'auto',
      runnerOf({ GITHUB_EVENT_NAME: 'pull_request', GITHUB_REPOSITORY: 'octo/app' }),
      { pull_request: { number: 2, base: {}, head: {} } },
      () => null,
    );
    await expect(bad).rejects.toThrow(/pull request field base\.sha/);
  });
});
