import { afterEach, describe, expect, it } from 'vitest';
import { encodingsOf, neutralizeControls, REDACTED, SecretRegistry } from '../../src/secrets';
import { parseTimeout } from '../../src/config';
import { ApiError } from '../../src/errors';
import { commentReserveMs } from '../../src/http/deadline';
import { codeText, escapeText } from '../../src/report/format';
import { upsertComment } from '../support/keep-comment';
import { gitHubApi } from '../../src/github/pulls';
import { createGitHub } from '../../src/github/session';
import { orgApi } from '../../src/github/org-reads';
import { MAX_FILE_BYTES } from '../../src/refs/discover';
import { startFakeGitHub, type FakeGitHub } from '../support/github-api';

// The pure pieces behind the hostile-server suite: the secret registry, the escapes, the
// timeout input, and the GitHub calls' retry policy and author check (fake GitHub API).

describe('SecretRegistry', () => {
  it('registers a secret with its encodings and scrubs every one of them from text', () => {
    const masked: string[] = [];
    const registry = new SecretRegistry((s) => masked.push(s));
    const secret = 'p@ss/w<rd>&"x';
    registry.add(secret);
    const b64 = Buffer.from(secret).toString('base64');
    expect(masked).toEqual(
      expect.arrayContaining([secret, encodeURIComponent(secret), 'p@ss/w&lt;rd&gt;&amp;&quot;x', b64]),
    );
    const text = `a ${secret} b ${encodeURIComponent(secret)} c p@ss/w&lt;rd&gt;&amp;&quot;x d ${b64} e ${Buffer.from(secret).toString('base64url')}`;
    expect(registry.scrub(text)).toBe(`a ${REDACTED} b ${REDACTED} c ${REDACTED} d ${REDACTED} e ${REDACTED}`);
  });

  it('covers the Basic header: user:password and its base64', () => {
    const registry = new SecretRegistry(() => undefined);
    registry.addBasic('robot', 'hunter22');
    const header = Buffer.from('robot:hunter22').toString('base64');
    expect(registry.scrub(`Basic ${header} / robot:hunter22 / hunter22`)).toBe('Basic *** / *** / ***');
  });

  it('masks a short secret with the runner but does not scrub ordinary words with it', () => {
    const masked: string[] = [];
    const registry = new SecretRegistry((s) => masked.push(s));
    registry.add('ab');
    expect(masked).toEqual(['ab']);
    expect(registry.scrub('about ab')).toBe('about ab');
    expect(registry.size).toBe(0);
    expect(encodingsOf('abcd')).toContain(Buffer.from('abcd').toString('base64'));
  });

  it('escapes control characters so text never starts a line', () => {
    expect(neutralizeControls('a\n::stop-commands::x\r\n\u001b[31m\u2028b')).toBe(
      'a\\n::stop-commands::x\\r\\n\\u001b[31m\\u2028b',
    );
  });

  it('ApiError text from a service is scrubbed and one line; its reason keeps only word characters', () => {
    const error = new ApiError({ status: 400, code: 3, reason: 'BAD\n::error::x', message: 'line1\nline2' });
    expect(error.message).toBe('line1\\nline2');
    expect(error.reason).not.toMatch(/[\n:]/);
  });
});

describe('markdown escapes', () => {
  it('escapeText keeps text inline: no links, mentions, HTML or emphasis', () => {
    const out = escapeText('x\n# h @octocat [a](https://e.example) <img> **b** `c` |d|');
    expect(out).not.toContain('\n');
    expect(out.replace(/&#?\w+;/g, '')).not.toMatch(/[[\]<>*`|#]/);
    expect(out).toContain('@\u2060octocat');
    expect(out).toContain('https:\u2060//');
  });

  it('escapeText defuses mentions but not the @ of a digest reference', () => {
    expect(escapeText('@team/x')).toBe('@\u2060team/x');
    expect(escapeText('nginx@sha256:ab')).toBe('nginx@sha256:ab');
  });

  it('codeText holds backticks, pipes and tags as text, on one line', () => {
    expect(codeText('a`b')).toBe('<code>a&#96;b</code>');
    expect(codeText('a|b')).toBe('<code>a&#124;b</code>');
    expect(codeText('</code><img src=x>')).toBe('<code>&lt;/code&gt;&lt;img src=x&gt;</code>');
    expect(codeText('a\n\nb')).toBe('<code>a b</code>');
  });
});

describe('the timeout input', () => {
  it('reads s, m and h, refuses the rest, and keeps a fifth (at most 30 s) for the comment', () => {
    expect(parseTimeout('90s')).toBe(90_000);
    expect(parseTimeout('5m')).toBe(300_000);
    expect(parseTimeout('1h')).toBe(3_600_000);
    for (const bad of ['0s', '5', '5d', '7h', 'soon', '']) expect(() => parseTimeout(bad)).toThrow(/timeout/);
    expect(commentReserveMs(10_000)).toBe(2_000);
    expect(commentReserveMs(300_000)).toBe(30_000);
  });
});

describe('GitHub calls (fake GitHub API)', () => {
  let gh: FakeGitHub;
  afterEach(async () => gh?.close());

  it("sends the token to GitHub's API only: a listing's Link to another address is not followed", async () => {
    gh = await startFakeGitHub({ token: 't' });
    const elsewhere = await startFakeGitHub({ token: 't' });
    gh.routes.push((_req, url, res) => {
      if (url.pathname !== '/orgs/acme/repos') return false;
      const next = `<${elsewhere.url}/orgs/acme/repos?per_page=100&page=2>; rel="next"`;
      res.writeHead(200, { 'content-type': 'application/json', link: next });
      res.end('[]');
      return true;
    });
    try {
      const api = orgApi(createGitHub({ token: 't', baseUrl: gh.url, retry: { maxAttempts: 1 } }));
      await expect(api.listRepositories('acme')).rejects.toThrow(/not sent/);
      expect(elsewhere.requests).toEqual([]);
      expect(gh.requests.map((r) => r.path)).toEqual(['/orgs/acme/repos']);
    } finally {
      await elsewhere.close();
    }
  });

  it('reads a pull request file through the contents API only within the size cap (raw past 1 MB, never past the cap)', async () => {
    gh = await startFakeGitHub();
    const head = 'a'.repeat(40);
    const big = 'FROM cgr.dev/chainguard/static\n'.repeat(Math.ceil((MAX_FILE_BYTES + 1) / 31));
    const large = 'FROM cgr.dev/chainguard/static\n'.repeat(70_000); // about 2 MB: over GitHub's 1 MB, under the cap
    gh.addPull({
      number: 7,
      baseSha: 'b'.repeat(40),
      headSha: head,
      base: {},
      head: { 'big/Dockerfile': big, 'large/Dockerfile': large },
    });
    const api = gitHubApi({ token: 't', owner: 'octo', repo: 'app', baseUrl: gh.url });
    expect(await api.getContent('large/Dockerfile', head)).toBe(large);
    expect(gh.requests).toHaveLength(2); // metadata, then the raw bytes
    await expect(api.getContent('big/Dockerfile', head)).rejects.toThrow(/big\/Dockerfile .* over the \d+ .*not read/);
    expect(gh.requests).toHaveLength(3); // the metadata only: the content is never asked for
  });

  it('retries 502/503 on reads, never a comment creation, and gives up after the policy', async () => {
    gh = await startFakeGitHub();
    gh.addPull({ number: 7, baseSha: 'b'.repeat(40), headSha: 'a'.repeat(40), base: {}, head: {} });
    const api = gitHubApi({
      token: 't',
      owner: 'octo',
      repo: 'app',
      baseUrl: gh.url,
      retry: { baseDelayMs: 1, maxDelayMs: 2 },
    });
    gh.failNext = [502, 503];
    expect((await api.getPull(7)).number).toBe(7);
    expect(gh.requests).toHaveLength(3);
    gh.failNext = [502];
    await expect(api.comments(7).create('body')).rejects.toMatchObject({ status: 502 });
    expect(gh.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    gh.failNext = [502, 502, 502, 502, 502];
    await expect(api.getPull(7)).rejects.toMatchObject({ status: 502 });
    expect(gh.failNext).toEqual([502]);
  });

  it('a stalled call ends at its per-try timeout, retried, then fails', async () => {
    gh = await startFakeGitHub();
    gh.stall = true;
    const api = gitHubApi({
      token: 't',
      owner: 'octo',
      repo: 'app',
      baseUrl: gh.url,
      timeoutMs: 100,
      retry: { maxAttempts: 2, baseDelayMs: 1 },
    });
    // The fake never answers: only the per-try timeout ends each try (else the test's own timeout).
    await expect(api.getPull(7)).rejects.toThrow(/no answer within 100 ms/);
    expect(gh.requests).toHaveLength(2);
  });

  it('the comment author: /user when readable, an app installation when the token may not read it', async () => {
    gh = await startFakeGitHub();
    gh.addPull({ number: 7, baseSha: 'b'.repeat(40), headSha: 'a'.repeat(40), base: {}, head: {} });
    gh.addComment(7, 'M planted', 'mallory');
    const comments = () => gitHubApi({ token: 't', owner: 'octo', repo: 'app', baseUrl: gh.url }).comments(7);
    expect(await comments().viewer()).toEqual({ app: true });
    expect((await upsertComment(comments(), 'M', 'M ours')).action).toBe('created');
    gh.user = 'mallory';
    expect(await comments().viewer()).toEqual({ login: 'mallory' });
  });
});
