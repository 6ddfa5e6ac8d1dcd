import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { shortDigest } from '../../src/text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRunner } from '../../src/action/context';
import { checkImages } from '../../src/check/check-images';
import { openServices, type Services } from '../../src/check/services';
import type { Config } from '../../src/config';
import { commentOnPullRequest, suggestOnPullRequest } from '../../src/github/pull-request';
import { gitHubApi } from '../../src/github/pulls';
import { GitLabClient } from '../../src/gitlab/client';
import { reportOnMergeRequest } from '../../src/gitlab/merge-request';
import { HttpClient } from '../../src/http/client';
import type { ImageResult } from '../../src/model';
import { readLedger, type Ledger } from '../../src/policy-file/read';
import { parseReference } from '../../src/refs/reference';
import { startEmulator, type Emulator } from '../emulator/index';
import { prepareDemoWorkspace } from '../support/demo-workspace';
import { emulatorConfig, noMask } from '../support/emulator-settings';
import { startFakeGitHub, type FakeGitHub } from '../support/github-api';
import { addReviewRoutes, type FakeReviews } from '../support/github-reviews';
import { startFakeGitLab, type FakeGitLab } from '../support/gitlab-api';
import { demoMergeRequest, MERGE_REQUEST_FILES, setLine, sha } from '../support/gitlab-fixture';

// The review of a change, one table of scenarios over both hosts: the product's entries (the
// action's comment and suggestions on a pull request, the CLI's note and suggestions on a merge
// request) over the fake GitHub and GitLab APIs, the check's results and look-ups over the
// emulator, all on real HTTP. Both hosts' markers are the same (workflow CI, job check).

const MARKER = '<!-- image-check:pr-comment workflow=CI job=check key= -->';
const SUGGESTION_MARKER = '<!-- image-check:suggestion workflow=CI job=check key= -->';

/** The check of one workspace (the change's head), as the shells hand it to the review. */
interface Check {
  dir: string;
  config: Config;
  services: Services;
  results: ImageResult[];
  verdictLine: string;
  ledger: Ledger | null;
}

interface Text {
  body: string;
  author: string;
}
interface LineText extends Text {
  path: string | null;
  line: number | null;
}

/** One host: its fake API, how a change is opened and pushed to, the review run on it, and what it holds. */
interface Host {
  name: string;
  /** Who the run's token writes as. */
  self: string;
  start(): Promise<void>;
  close(): Promise<void>;
  open(
    n: number,
    files: { base: Record<string, string>; head: Record<string, string> },
    headSha: string,
    baseSha?: string,
  ): void;
  review(n: number, check: Check): Promise<{ warnings: string[] }>;
  comments(n: number): Text[];
  lines(n: number): LineText[];
  /** A comment someone else wrote on the change. */
  forge(n: number, body: string, author: string): void;
  writes(): number;
}

const quietLog = (warnings: string[]) => ({
  info: () => undefined,
  notice: () => undefined,
  warning: (m: string) => void warnings.push(m),
});

function gitHubHost(): Host {
  let gh: FakeGitHub;
  let reviews: FakeReviews;
  return {
    name: 'GitHub',
    self: 'github-actions[bot]',
    async start() {
      gh = await startFakeGitHub();
      reviews = addReviewRoutes(gh);
    },
    close: () => gh.close(),
    open(n, { base, head }, headSha, baseSha = sha(1)) {
      gh.addPull({ number: n, baseSha, headSha, base, head });
    },
    async review(n, check) {
      const eventPath = join(await mkdtemp(join(tmpdir(), 'image-check-review-')), 'event.json');
      await writeFile(eventPath, JSON.stringify(gh.payload(n)));
      const env = {
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_EVENT_PATH: eventPath,
        GITHUB_REPOSITORY: 'octo/app',
        GITHUB_WORKFLOW: 'CI',
        GITHUB_JOB: 'check',
      };
      const run = {
        runner: readRunner(env, check.dir),
        api: gitHubApi({ token: 't', owner: 'octo', repo: 'app', baseUrl: gh.url }),
        git: null,
        results: check.results,
        ledger: check.ledger,
      };
      const warnings: string[] = [];
      const log = quietLog(warnings);
      // As the action runs them: the suggestions first, so that the comment counts them.
      const suggested = await suggestOnPullRequest({ ...run, config: { ...check.config, suggest: 'auto' }, log });
      const sync = suggested.sync;
      await commentOnPullRequest({
        ...run,
        config: { ...check.config, comment: 'auto', githubToken: 't' },
        lookups: check.services.lookups,
        verdictLine: check.verdictLine,
        suggestions: sync && { shown: sync.created + sync.updated + sync.unchanged, leftOut: sync.leftOut },
        log,
      });
      return { warnings };
    },
    comments: (n) => (gh.comments.get(n) ?? []).map((c) => ({ body: c.body, author: c.user.login })),
    lines: (n) =>
      reviews.reviewComments
        .filter((c) => c.pull === n)
        .map((c) => ({ body: c.body, author: c.user.login, path: c.path, line: c.original_line })),
    forge: (n, body, author) => void gh.addComment(n, body, author),
    writes: () => gh.requests.filter((r) => r.method !== 'GET').length,
  };
}

function gitLabHost(): Host {
  const TOKEN = 'glpat-reporter-token-0123456789';
  let gl: FakeGitLab;
  let http: HttpClient;
  const mr = (n: number) => gl.mergeRequests.get(n)!;
  return {
    name: 'GitLab',
    self: 'project_42_bot_1',
    async start() {
      gl = await startFakeGitLab();
      gl.addToken(TOKEN, { username: 'project_42_bot_1', bot: true, accessLevel: 20 });
      http = new HttpClient({ retry: { maxAttempts: 1 } });
    },
    async close() {
      await http.close();
      await gl.close();
    },
    open(n, { base, head }, headSha, baseSha = sha(1)) {
      // A push keeps the merge request's notes and discussions.
      const before = gl.mergeRequests.get(n);
      gl.addMergeRequest({ iid: n, baseSha, headSha, base, head });
      if (before) {
        mr(n).notes.push(...before.notes);
        mr(n).discussions.push(...before.discussions);
      }
    },
    async review(n, check) {
      const warnings: string[] = [];
      await reportOnMergeRequest({
        config: { ...check.config, comment: 'auto', suggest: 'auto' },
        client: new GitLabClient({ http, apiUrl: gl.apiUrl, token: TOKEN, projectId: String(gl.projectId) }),
        place: {
          iid: n,
          baseSha: mr(n).baseSha,
          headSha: mr(n).headSha,
          serverUrl: gl.url,
          projectPath: gl.projectPath,
          pipelineUrl: `${gl.url}/${gl.projectPath}/-/pipelines/9`,
          configPath: 'CI',
          job: 'check',
        },
        results: check.results,
        lookups: check.services.lookups,
        ledger: check.ledger,
        verdictLine: check.verdictLine,
        git: null,
        log: quietLog(warnings),
      });
      return { warnings };
    },
    comments: (n) => mr(n).notes.map((note) => ({ body: note.body, author: note.author.username })),
    lines: (n) =>
      mr(n).discussions.map((d) => {
        const first = d.notes[0]!;
        const at = first.position;
        return {
          body: first.body,
          author: first.author.username,
          path: typeof at?.new_path === 'string' ? at.new_path : null,
          line: typeof at?.new_line === 'number' ? at.new_line : null,
        };
      }),
    forge: (n, body, author) => void gl.addNote(n, body, author),
    writes: () => gl.writes().length,
  };
}

let emu: Emulator;
let demo: { dir: string; base: Record<string, string>; head: Record<string, string> };
const opened: Services[] = [];
beforeAll(async () => {
  emu = await startEmulator();
  const dir = await prepareDemoWorkspace(emu);
  demo = { dir, ...(await demoMergeRequest(emu, dir)) };
});
afterAll(async () => {
  for (const services of opened) await services.http.close();
  await emu?.close();
});

/** The check of `dir`, its services kept open for the reviews that share its look-ups. */
async function checkOf(
  dir: string,
  files: readonly string[] = MERGE_REQUEST_FILES,
  policyFile = '',
  inputs: Record<string, string> = {},
): Promise<Check> {
  const config = emulatorConfig(emu, { files: files.join('\n'), ...inputs });
  const services = openServices(config, { ...noMask, workspace: dir });
  opened.push(services);
  const ledger = policyFile ? await readLedger(dir, policyFile) : null;
  const report = await checkImages({ config, workspace: dir, now: new Date(), ledger }, { ...noMask, services });
  return { dir, config, services, results: report.results, verdictLine: report.verdict.line, ledger };
}

const ours = <T extends Text>(texts: readonly T[], host: Host, marker = MARKER): T[] =>
  texts.filter((t) => t.author === host.self && t.body.startsWith(marker));

/** The line a suggestion's block holds. */
function suggestedLine(body: string): string {
  const block = /\n(`{3,})suggestion[^\n]*\n(.*)\n\1\n$/.exec(body);
  if (!block) throw new Error(`no suggestion block in ${body}`);
  return block[2]!;
}

interface Scenario {
  name: string;
  run(host: Host, n: number): Promise<void>;
}

const SCENARIOS: Scenario[] = [
  {
    name: 'a new end-of-life tag: the comment says so, a suggestion sits on its line',
    async run(host, n) {
      host.open(n, demo, sha(2));
      const { warnings } = await host.review(n, await checkOf(demo.dir));
      expect(warnings).toEqual([]);
      const [comment] = ours(host.comments(n), host);
      expect(comment!.body).toContain(
        '**Moves to an end-of-life tag:** <code>chainguard/python</code> from <code>3.12</code> to <code>3.11</code>',
      );
      const line = ours(host.lines(n), host, SUGGESTION_MARKER).find((l) => l.path === 'Dockerfile');
      expect(line).toMatchObject({ line: 10 });
      expect(line!.body).toContain('end-of-life');
      expect(suggestedLine(line!.body)).toMatch(/chainguard\/python:3\.12$/);
    },
  },
  {
    name: 'a pin moved back: the comment says it goes back, a suggestion moves it to the current build',
    async run(host, n) {
      host.open(n, demo, sha(2));
      await host.review(n, await checkOf(demo.dir));
      const [comment] = ours(host.comments(n), host);
      expect(comment!.body).toMatch(/<code>chainguard\/go<\/code> \| digest .*\*\*38 builds older\*\*: goes back/);
      const line = ours(host.lines(n), host, SUGGESTION_MARKER).find((l) => l.path === 'deploy/app.yaml');
      expect(line).toMatchObject({ line: 10 });
      expect(line!.body).toMatch(/builds? behind/);
    },
  },
  {
    name: 'a re-run writes nothing: one comment, the same suggestions',
    async run(host, n) {
      host.open(n, demo, sha(2));
      const check = await checkOf(demo.dir);
      await host.review(n, check);
      const before = host.writes();
      await host.review(n, check);
      expect(host.writes()).toBe(before);
      expect(ours(host.comments(n), host)).toHaveLength(1);
      expect(ours(host.lines(n), host, SUGGESTION_MARKER)).toHaveLength(2);
    },
  },
  {
    name: 'a marked comment someone else forged is left alone, and ours is created beside it',
    async run(host, n) {
      host.open(n, demo, sha(2));
      const forged = `${MARKER}\nAll images are current, merge away.`;
      host.forge(n, forged, 'mallory');
      await host.review(n, await checkOf(demo.dir));
      const comments = host.comments(n);
      expect(comments.filter((c) => c.author === 'mallory').map((c) => c.body)).toEqual([forged]);
      const mine = ours(comments, host);
      expect(mine).toHaveLength(1);
      expect(mine[0]!.body).toContain('### image-check: 2 image references changed');
    },
  },
  {
    name: 'a suggestion whose line was fixed is removed; the other stays',
    async run(host, n) {
      host.open(n, demo, sha(2));
      await host.review(n, await checkOf(demo.dir));
      const first = ours(host.lines(n), host, SUGGESTION_MARKER).find((l) => l.path === 'Dockerfile')!;
      // The author applied the Dockerfile suggestion and pushed.
      const fixed = await prepareDemoWorkspace(emu);
      const head = { ...demo.head, Dockerfile: setLine(demo.head.Dockerfile!, 10, suggestedLine(first.body)) };
      await writeFile(join(fixed, 'Dockerfile'), head.Dockerfile);
      host.open(n, { base: demo.base, head }, sha(3));
      await host.review(n, await checkOf(fixed));
      expect(ours(host.lines(n), host, SUGGESTION_MARKER).map((l) => [l.path, l.line])).toEqual([
        ['deploy/app.yaml', 10],
      ]);
    },
  },
  {
    name: "a new pin nobody signed: the note says it is not the vendor's build, and how many digests were verified",
    async run(host, n) {
      // Its base is empty: run after the scenarios whose base is the demo's (a fake host keeps files by commit).
      const dir = await mkdtemp(join(tmpdir(), 'image-check-review-'));
      const pin = emu.store.history('chainguard/nginx', '1.27')!.at(-3)!.digest;
      emu.signatures.unsigned.add(pin);
      try {
        const head = {
          Dockerfile: `FROM ${emu.registry}/chainguard/nginx:1.27@${pin}\nFROM ${emu.registry}/chainguard/go:1.24\n`,
        };
        await writeFile(join(dir, 'Dockerfile'), head.Dockerfile);
        await writeFile(join(dir, 'trusted-root.json'), JSON.stringify(emu.signatures.trustedRoot()));
        const check = await checkOf(dir, ['Dockerfile'], '', {
          signatures: 'auto',
          'trusted-root': 'trusted-root.json',
        });
        expect(check.results.map((r) => r.status)).toEqual(['unsigned', 'ok']);
        host.open(n, { base: {}, head }, sha(200 + n));
        await host.review(n, check);
        const [comment] = ours(host.comments(n), host);
        expect(comment!.body).toContain(
          `**Not signed by the vendor:** <code>${emu.registry}/chainguard/nginx:1.27@${pin}</code> (Dockerfile:1)`,
        );
        expect(comment!.body).toMatch(
          /\*\*Signatures:\*\* 1 digest verified as the vendor&#39;s signed build \(by https:\S+github\.com\/chainguard-images\/images\/\S+\); 1 digest not signed by an accepted signer/,
        );
      } finally {
        emu.signatures.unsigned.delete(pin);
      }
    },
  },
  {
    name: 'a new pin behind a newest build nobody signed: the note moves it to the newest signed build, as the check does',
    async run(host, n) {
      const dir = await mkdtemp(join(tmpdir(), 'image-check-review-'));
      const history = emu.store.history('chainguard/nginx', '1.27')!;
      const [pin, signed, unsigned] = [history.at(-5)!.digest, history.at(-2)!.digest, history.at(-1)!.digest];
      emu.signatures.unsigned.add(unsigned);
      try {
        const head = { Dockerfile: `FROM ${emu.registry}/chainguard/nginx:1.27@${pin}\n` };
        await writeFile(join(dir, 'Dockerfile'), head.Dockerfile);
        await writeFile(join(dir, 'trusted-root.json'), JSON.stringify(emu.signatures.trustedRoot()));
        const check = await checkOf(dir, ['Dockerfile'], '', {
          signatures: 'auto',
          'trusted-root': 'trusted-root.json',
        });
        expect(check.results[0]!.signatureMove?.to?.digest).toBe(signed);
        host.open(n, { base: {}, head }, sha(500 + n));
        await host.review(n, check);
        const [comment] = ours(host.comments(n), host);
        const move = comment!.body.split('\n').find((l) => l.includes('→ the newest'));
        expect(move).toContain(`→ the newest signed build <code>${shortDigest(signed)}</code>`);
        // The builds between say why the newest is passed over: its signature, not the registry's cooldown.
        expect(comment!.body).toMatch(
          new RegExp(`newest build of <code>1\\.27</code>: <code>${unsigned}</code>, \\S+ \\(no accepted signature\\)`),
        );
        expect(comment!.body).toContain(`newest signed build of <code>1.27</code>: <code>${signed}</code>`);
        expect(comment!.body).not.toContain('min-age');
      } finally {
        emu.signatures.unsigned.delete(unsigned);
      }
    },
  },
  {
    name: 'a bumped pin: the note says which packages the new digest upgrades and which vulnerability each fixes',
    async run(host, n) {
      const dir = await mkdtemp(join(tmpdir(), 'image-check-review-'));
      const history = emu.store.history('chainguard/python', '3.12')!;
      const [from, to] = [history.at(-6)!.digest, history.at(-1)!.digest];
      const line = (d: string) => `FROM ${emu.registry}/chainguard/python:3.12@${d}\n`;
      const [base, head] = [{ Dockerfile: line(from) }, { Dockerfile: line(to) }];
      await writeFile(join(dir, 'Dockerfile'), head.Dockerfile);
      await writeFile(join(dir, 'trusted-root.json'), JSON.stringify(emu.signatures.trustedRoot()));
      const check = await checkOf(dir, ['Dockerfile'], '', { signatures: 'auto', 'trusted-root': 'trusted-root.json' });
      // A base commit of its own: a fake host keeps a file by its commit.
      host.open(n, { base, head }, sha(300 + n), sha(400 + n));
      await host.review(n, check);
      const [comment] = ours(host.comments(n), host);
      expect(comment!.body).toContain('**Packages** the changed digests carry:');
      expect(comment!.body).toMatch(/<code>openssl<\/code> \S+ → \S+ fixes CVE-2026-31201/);
      expect(comment!.body).toMatch(/<details><summary>/);
    },
  },
];

/** A change whose head brings in `ref` (a tag of chainguard/) in a new Dockerfile, checked with the policy file `policy`. */
async function bringIn(host: Host, n: number, ref: string, policy?: string) {
  const dir = await mkdtemp(join(tmpdir(), 'image-check-review-'));
  const head = { Dockerfile: `FROM ${emu.registry}/chainguard/${ref}\n` };
  await writeFile(join(dir, 'Dockerfile'), head.Dockerfile);
  if (policy) await writeFile(join(dir, 'policy.yaml'), policy);
  const check = await checkOf(dir, ['Dockerfile'], policy ? 'policy.yaml' : '');
  // A head commit of its own: a fake host reads a file by its commit.
  host.open(n, { base: {}, head }, sha(100 + n));
  await host.review(n, check);
  const [comment] = ours(host.comments(n), host);
  return { check, body: comment!.body, lines: ours(host.lines(n), host, SUGGESTION_MARKER) };
}

/** The tag the check's suggestion moves to (what the annotation, the summary and the suggested change say). */
const checkedMove = (check: Check) => {
  const suggestion = check.results[0]?.suggestion;
  return suggestion ? parseReference(suggestion).tag : null;
};

const DRIFTS: Scenario[] = [
  {
    name: "an end-of-life tag the one-tag listing cannot advise (nginx:1.25) gets the check's move",
    async run(host, n) {
      const { check, body, lines } = await bringIn(host, n, 'nginx:1.25');
      expect(checkedMove(check)).toBe('1.27');
      expect(body).toContain('**New reference to an end-of-life tag:** <code>');
      expect(body).toContain('Move to <code>1.27</code> instead.');
      expect(suggestedLine(lines[0]!.body)).toMatch(/nginx:1\.27$/);
    },
  },
  {
    name: "an end-of-life tag whose nearest successor is in its grace period gets the check's move, not that one",
    async run(host, n) {
      const { check, body, lines } = await bringIn(host, n, 'jdk:11.0.59');
      const move = checkedMove(check);
      // The check passes over 17.0.99, whose builds end soon (v1 TAG_IN_GRACE).
      expect(move).toBe('17.0.98');
      expect(body).toContain(`Move to <code>${move}</code> instead.`);
      expect(body).not.toContain('17.0.99');
      expect(suggestedLine(lines[0]!.body)).toMatch(/jdk:17\.0\.98$/);
    },
  },
  {
    name: 'an end-of-life tag the policy file accepts is said to be accepted, outside the CAUTION box',
    async run(host, n) {
      const until = new Date(emu.store.now + 30 * 86_400_000).toISOString().slice(0, 10);
      const policy = `ignore:\n  - ref: ${emu.registry}/chainguard/python:3.11\n    kind: eol\n    reason: the 3.12 port lands next sprint\n    until: ${until}\n`;
      const { check, body, lines } = await bringIn(host, n, 'python:3.11', policy);
      expect(check.results[0]?.ignored?.kinds).toEqual(['eol']);
      expect(body).not.toContain('[!CAUTION]');
      expect(body).toContain(
        `> [!NOTE]\n> **New reference to an end-of-life tag:** <code>${emu.registry}/chainguard/python:3.11</code> (Dockerfile:1). Move to <code>3.12</code> instead. Accepted until ${until}: the 3.12 port lands next sprint`,
      );
      expect(body).toContain('**end-of-life** (accepted)');
      // An accepted finding gets no suggested change (the check's `fixable`).
      expect(lines).toEqual([]);
    },
  },
];

describe.each([gitHubHost(), gitLabHost()])('the review of a change on $name', (host) => {
  beforeAll(() => host.start());
  afterAll(() => host.close());
  SCENARIOS.forEach((scenario, i) => it(scenario.name, () => scenario.run(host, 20 + i)));
  DRIFTS.forEach((scenario, i) => it(scenario.name, () => scenario.run(host, 40 + i)));
});
