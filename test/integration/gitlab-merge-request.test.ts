import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkImages } from '../../src/check/check-images';
import { openServices, type Services } from '../../src/check/services';
import { GitLabClient } from '../../src/gitlab/client';
import { HttpClient } from '../../src/http/client';
import type { ImageResult } from '../../src/model';
import { reportOnMergeRequest, type MergeRequestOptions } from '../../src/gitlab/merge-request';
import { runUpdate } from '../../src/update/run-update';
import { startEmulator, type Emulator } from '../emulator/index';
import { prepareDemoWorkspace } from '../support/demo-workspace';
import { emulatorConfig, noMask } from '../support/emulator-settings';
import { startFakeGitLab, type FakeGitLab } from '../support/gitlab-api';
import { demoMergeRequest, MERGE_REQUEST_FILES, setLine, sha } from '../support/gitlab-fixture';

// The merge request's note and suggestions in-process: the engine's results and look-ups over the
// emulator, the merge request over the fake GitLab API, both on real HTTP.

const FILES = MERGE_REQUEST_FILES;
const TOKEN = 'glpat-reporter-token-0123456789';
const GUEST = 'glpat-guest-token-0123456789';
const NOTE_MARKER = '<!-- image-check:pr-comment workflow=.gitlab-ci.yml job=image-check key= -->';

let emu: Emulator;
let gl: FakeGitLab;
let workspace: string;
let head: Record<string, string>;
let base: Record<string, string>;
const http = new HttpClient({ retry: { maxAttempts: 1 } });
beforeAll(async () => {
  emu = await startEmulator();
  gl = await startFakeGitLab();
  gl.addToken(TOKEN, { username: 'project_42_bot_1', bot: true, accessLevel: 20 });
  gl.addToken(GUEST, { username: 'visitor', accessLevel: 10 });
  workspace = await prepareDemoWorkspace(emu);
  ({ head, base } = await demoMergeRequest(emu, workspace));
  gl.addMergeRequest({ iid: 7, baseSha: sha(1), startSha: sha(3), headSha: sha(2), base, head });
});
afterAll(async () => {
  await http.close();
  await gl?.close();
  await emu?.close();
});

interface Run {
  token?: string | null;
  iid?: number;
  verdictLine?: string;
  config?: Partial<MergeRequestOptions['config']>;
  dir?: string;
  files?: string[];
}

/** A check of `dir` (the merge request's head) and then the merge request's note and suggestions. */
async function run({
  token = TOKEN,
  iid = 7,
  verdictLine,
  config: over = {},
  dir = workspace,
  files = FILES,
}: Run = {}) {
  const config = emulatorConfig(emu, { files: files.join('\n') });
  const services: Services = openServices(config, noMask);
  try {
    const report = await checkImages({ config, workspace: dir, now: new Date() }, { ...noMask, services });
    const log = { info: [] as string[], notice: [] as string[], warning: [] as string[] };
    const client = token ? new GitLabClient({ http, apiUrl: gl.apiUrl, token, projectId: String(gl.projectId) }) : null;
    const outcome = await reportOnMergeRequest({
      config: { ...config, ...over },
      client,
      place: {
        iid,
        baseSha: mr(iid).baseSha,
        headSha: mr(iid).headSha,
        serverUrl: gl.url,
        projectPath: gl.projectPath,
        pipelineUrl: `${gl.url}/${gl.projectPath}/-/pipelines/9`,
        configPath: '.gitlab-ci.yml',
        job: 'image-check',
      },
      results: report.results,
      lookups: services.lookups,
      verdictLine: verdictLine ?? report.verdict.line,
      git: null,
      log: {
        info: (m) => log.info.push(m),
        notice: (m) => log.notice.push(m),
        warning: (m) => log.warning.push(m),
      },
    });
    return { outcome, log, results: report.results };
  } finally {
    await services.http.close();
  }
}

const mr = (iid = 7) => gl.mergeRequests.get(iid)!;
const ourNotes = (iid = 7) => mr(iid).notes.filter((n) => n.body.startsWith(NOTE_MARKER));
const ourDiscussions = (iid = 7) =>
  mr(iid).discussions.filter((d) => d.notes[0]!.author.username === 'project_42_bot_1');

describe('a merge request that brings in an end-of-life tag and moves a pin back', () => {
  let found: ImageResult[];
  it('keeps one note with every image change, as the PR comment renders it, with GitLab links', async () => {
    const { outcome, log, results } = await run();
    found = results;
    expect(log.warning).toEqual([]);
    expect(outcome).toMatchObject({ status: 'written', note: 'created' });
    const notes = ourNotes();
    expect(notes).toHaveLength(1);
    const body = notes[0]!.body;
    expect(body).toContain('### image-check: 2 image references changed');
    expect(body).toContain(
      '**Moves to an end-of-life tag:** <code>chainguard/python</code> from <code>3.12</code> to <code>3.11</code>',
    );
    expect(body).toContain(`(${gl.url}/acme/app/-/blob/${sha(2)}/Dockerfile#L10)`);
    expect(body).toContain(`(${gl.url}/acme/app/-/commit/${sha(1)})`);
    expect(body).toContain('2 suggested changes are on the lines of this merge request');
    expect(body).not.toContain('pull request');
    // Read through the API: the base's files at the base commit, the head's at the head.
    const reads = gl.requests.filter((r) => r.path.endsWith('/raw')).map((r) => `${r.query.ref}:${r.path}`);
    expect(reads).toContain(`${sha(1)}:/api/v4/projects/42/repository/files/deploy%2Fapp.yaml/raw`);
    expect(gl.requests.every((r) => r.token === TOKEN)).toBe(true);
  });

  it('puts a suggestion:-0+0 diff discussion on each added line, at diff_refs, holding the line update writes', async () => {
    const discussions = ourDiscussions();
    expect(discussions.map((d) => [d.notes[0]!.position?.new_path, d.notes[0]!.position?.new_line])).toEqual([
      ['Dockerfile', 10],
      ['deploy/app.yaml', 10],
    ]);
    expect(discussions[0]!.notes[0]!.position).toMatchObject({
      position_type: 'text',
      base_sha: sha(1),
      start_sha: sha(3),
      head_sha: sha(2),
    });
    const copy = await prepareDemoWorkspace(emu);
    await runUpdate('all', found, copy);
    for (const d of discussions) {
      const note = d.notes[0]!;
      const path = String(note.position!.new_path);
      const line = Number(note.position!.new_line);
      const updated = (await readFile(join(copy, path), 'utf8')).split('\n')[line - 1];
      expect(suggestedLine(note.body)).toBe(updated);
      expect(suggestedLine(note.body)).not.toBe(head[path]!.split('\n')[line - 1]);
    }
  });

  it('a re-run writes nothing: the note and every suggestion are already there', async () => {
    const before = gl.writes().length;
    const { outcome } = await run();
    expect(outcome).toMatchObject({ note: 'unchanged', suggestions: { created: 0, deleted: 0, unchanged: 2 } });
    expect(gl.writes().length).toBe(before);
  });

  it('edits only its own note, never a copy of the marker someone else wrote, and never opens a second', async () => {
    const copycat = gl.addNote(7, `${NOTE_MARKER}\nI wrote the marker too`, 'mallory');
    const ours = ourNotes().find((n) => n.author.username === 'project_42_bot_1')!;
    const { outcome } = await run({ verdictLine: 'a different verdict' });
    expect(outcome).toMatchObject({ note: 'updated', noteId: ours.id });
    expect(copycat.body).toBe(`${NOTE_MARKER}\nI wrote the marker too`);
    expect(ours.body).toContain('a different verdict');
    expect(ourNotes().filter((n) => n.author.username === 'project_42_bot_1')).toHaveLength(1);
  });

  it('deletes its suggestion once the line is fixed, and leaves a copy someone else wrote', async () => {
    const first = ourDiscussions()[0]!.notes[0]!;
    const copy = gl.addDiffDiscussion(7, first.body, 'mallory', 'Dockerfile', 10);
    // The author applied the Dockerfile suggestion: a new head with the line as suggested.
    const fixed = await prepareDemoWorkspace(emu);
    const fixedHead = { ...head, Dockerfile: setLine(head.Dockerfile!, 10, suggestedLine(first.body)) };
    await writeFile(join(fixed, 'Dockerfile'), fixedHead.Dockerfile);
    gl.addMergeRequest({ iid: 8, baseSha: sha(1), headSha: sha(8), base, head: fixedHead });
    mr(8).discussions.push(...structuredClone(mr(7).discussions));
    const { outcome } = await run({ iid: 8, dir: fixed });
    expect(outcome.suggestions).toMatchObject({ deleted: 1, unchanged: 1, created: 0 });
    expect(ourDiscussions(8).map((d) => d.notes[0]!.position?.new_path)).toEqual(['deploy/app.yaml']);
    expect(mr(8).discussions.map((d) => d.notes[0]!.body)).toContain(copy.notes[0]!.body);
    expect(mr(8).discussions.map((d) => d.notes[0]!.author.username)).toContain('mallory');
  });
});

/** The line a suggestion's block holds. */
function suggestedLine(body: string): string {
  const block = /\n(`{3,})suggestion:-0\+0\n(.*)\n\1\n$/.exec(body);
  if (!block) throw new Error(`no suggestion block in ${body}`);
  return block[2]!;
}

describe('where GitLab differs', () => {
  it('without a token: one notice naming IMAGE_CHECK_GITLAB_TOKEN and its access, no request at all', async () => {
    const before = gl.requests.length;
    const { outcome, log } = await run({ token: null });
    expect(outcome.status).toBe('no-token');
    expect(log.notice).toEqual([
      'No merge request note or suggestions were written: set IMAGE_CHECK_GITLAB_TOKEN (or GITLAB_TOKEN) to a project or group access token with the api scope and at least the Reporter role (the job token cannot write notes).',
    ]);
    expect(gl.requests.length).toBe(before);
  });

  it('a refused write (403) is a notice naming the missing role, not a failure', async () => {
    gl.addMergeRequest({ iid: 9, baseSha: sha(1), headSha: sha(2), base, head });
    const { outcome, log } = await run({ token: GUEST, iid: 9 });
    expect(outcome.status).toBe('refused');
    expect(log.warning).toEqual([]);
    expect(log.notice).toHaveLength(1);
    expect(log.notice[0]).toContain('HTTP 403');
    expect(log.notice[0]).toContain('Reporter role');
    expect(mr(9).notes).toEqual([]);
  });

  it('a token GitLab does not know (401) is a notice, and the token is in no message', async () => {
    const { outcome, log } = await run({ token: 'glpat-revoked-token-0123456789' });
    expect(outcome.status).toBe('refused');
    expect(log.notice[0]).toContain('HTTP 401');
    expect(log.notice[0]).toContain('IMAGE_CHECK_GITLAB_TOKEN');
    expect(JSON.stringify(log)).not.toContain('glpat-revoked');
  });

  it('reads every page (x-next-page): with one item a page it still finds its note and writes no second', async () => {
    gl.maxPerPage = 1;
    try {
      for (let i = 0; i < 3; i++) gl.addNote(7, `a comment ${i}`, 'alice');
      const { outcome } = await run({ verdictLine: 'a different verdict' });
      expect(outcome).toMatchObject({ note: 'unchanged', suggestions: { created: 0, unchanged: 2, deleted: 0 } });
      const pages = gl.requests.filter((r) => r.path.endsWith('/notes') && r.method === 'GET').map((r) => r.query.page);
      expect(pages).toContain(String(mr(7).notes.length + 2));
    } finally {
      gl.maxPerPage = 100;
    }
  });

  it('a position GitLab refuses (a push landed during the run) is counted, not a failure; the note is still kept', async () => {
    gl.addMergeRequest({ iid: 14, baseSha: sha(1), headSha: sha(2), answeredHeadSha: sha(20), base, head });
    const { outcome, log } = await run({ iid: 14 });
    expect(log.warning).toEqual([]);
    expect(outcome).toMatchObject({ note: 'created', suggestions: { created: 0, refused: 2 } });
    expect(log.info.join('\n')).toContain('2 refused by GitLab (the line is no longer in the diff)');
    expect(mr(14).discussions).toEqual([]);
  });

  it('--suggest never writes no discussion; --comment never no note', async () => {
    gl.addMergeRequest({ iid: 10, baseSha: sha(1), headSha: sha(2), base, head });
    await run({ iid: 10, config: { suggest: 'never' } });
    expect(mr(10).discussions).toEqual([]);
    expect(ourNotes(10)).toHaveLength(1);
    gl.addMergeRequest({ iid: 11, baseSha: sha(1), headSha: sha(2), base, head });
    await run({ iid: 11, config: { comment: 'never' } });
    expect(mr(11).notes).toEqual([]);
    expect(ourDiscussions(11)).toHaveLength(2);
  });

  it('puts at most 20 suggestions on the lines; the note counts the rest', async () => {
    const dir = await prepareDemoWorkspace(emu);
    const services = Array.from(
      { length: 25 },
      (_, i) => `  s${i}:\n    image: ${emu.registry}/chainguard/python:3.11`,
    );
    const many = `services:\n${services.join('\n')}\n`;
    await writeFile(join(dir, 'many.yaml'), many);
    gl.addMergeRequest({ iid: 12, baseSha: sha(1), headSha: sha(12), base, head: { ...head, 'many.yaml': many } });
    const { outcome } = await run({ iid: 12, dir, files: [...FILES, 'many.yaml'] });
    expect(outcome.suggestions).toMatchObject({ found: 27, created: 20, leftOut: 7 });
    expect(ourDiscussions(12)).toHaveLength(20);
    expect(ourNotes(12)[0]!.body).toContain(
      '20 suggested changes are on the lines of this merge request (one click commits each). 7 more lines with a fix have none',
    );
  });
});
