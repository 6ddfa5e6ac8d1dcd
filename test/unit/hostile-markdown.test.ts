import { DEFAULT_FAIL_ON } from '../../src/findings';
import { marked } from 'marked';
import { describe, expect, it } from 'vitest';
import { computeVerdict } from '../../src/check/judge/verdict';
import { parseFailOn } from '../../src/config';
import type { ImageResult, Location } from '../../src/model';
import { renderDashboard } from '../../src/dashboard';
import { publishCheckRun } from '../../src/github/check-runs';
import { renderComment } from '../../src/review/comment';
import type { CheckRunsApi } from '../../src/github/check-runs';
import { policyPlan } from '../../src/report/policy-plan';
import { checkRunOutputs } from '../../src/report/check-run-batches';
import { renderSummary } from '../../src/report/summary';
import { commentContext } from '../support/comment-context';
import { digest, now, result } from '../support/results';

// Paths are written by anyone who can push to a repository: each one below, rendered through
// every markdown body (job summary and the CLI's markdown, check run, dashboard issue, PR
// comment), must read as itself and be nothing else: no tag, no comment, no link, no code span.

const HOSTILE_PATHS = [
  '<img src=x onerror=alert(1)>/Dockerfile',
  '--><h1>pwn<!--/compose.yaml',
  'a`b``c/```/Dockerfile',
  'x|y|z/Dockerfile',
  '[x](javascript:alert(1))/Dockerfile',
  '</code></a></details><script>alert(1)</script>.yaml',
];
const HOSTILE_REPOSITORY = 'acme/<img src=x>';
const SERVER = 'https://github.example';
const COMMIT = 'c0ffee0000000000000000000000000000000001';

const placed = (file: string, i: number): Location => ({ repository: 'acme/web', commit: COMMIT, file, line: i + 1 });
const eol: ImageResult = result({
  tag: '1.20',
  status: 'eol',
  deprecated: true,
  suggestion: 'cgr.dev/chainguard/nginx:1.27',
  locations: HOSTILE_PATHS.map(placed),
});
const stale: ImageResult = result({
  tag: '1.24',
  ref: `cgr.dev/chainguard/nginx:1.24@${digest(1)}`,
  status: 'stale',
  pinnedDigest: digest(1),
  buildsBehind: 3,
  locations: HOSTILE_PATHS.map((file, i) => ({ file, line: i + 1 })),
});
// Refused by the registry: the pull-time policies' section names its places too.
const denied: ImageResult = result({
  tag: '1.26',
  status: 'denied',
  locations: HOSTILE_PATHS.map(placed),
  policies: [
    {
      policy: 'cooldown',
      mode: 'enforced',
      result: 'denied',
      parameters: { days: 7 },
      waived: null,
      why: HOSTILE_PATHS[1]!,
    },
  ],
});
const problems = HOSTILE_PATHS.map((file) => ({ file, message: `cannot parse ${file}` }));
const skipped = HOSTILE_PATHS.map((file) => ({
  ref: `${file}:1`,
  kind: 'invalid' as const,
  reason: `not a reference: ${file}`,
  location: { file, line: 1 },
}));

function summary(): string {
  const results = [eol, stale, denied];
  return renderSummary({
    failOn: DEFAULT_FAIL_ON,
    results,
    verdict: computeVerdict(results, parseFailOn('eol,error')),
    skipped,
    problems,
    now,
    maxAge: '30d',
    blobBase: `${SERVER}/acme/web/blob/${COMMIT}`,
    serverUrl: SERVER,
    updatedFiles: HOSTILE_PATHS,
    repositories: {
      read: [{ repository: HOSTILE_REPOSITORY, commit: COMMIT }],
      unread: [{ repository: 'acme/x', reason: HOSTILE_PATHS.join(' ') }],
    },
  });
}

async function checkRunText(): Promise<string> {
  const outputs: Parameters<CheckRunsApi['update']>[1][] = [];
  await publishCheckRun(
    {
      create: async (run) => {
        outputs.push(run.output);
        return { id: 1, url: null };
      },
      update: async (_id, output) => void outputs.push(output),
    },
    {
      headSha: COMMIT,
      failed: true,
      outputs: checkRunOutputs({ title: HOSTILE_PATHS[1]!, summary: summary(), annotations: [] }),
    },
  );
  return outputs.map((o) => o.summary).join('\n');
}

function dashboard(): string {
  return renderDashboard({
    failOn: DEFAULT_FAIL_ON,
    scope: 'acme',
    results: [eol, stale, denied],
    read: [{ repository: 'acme/web', commit: COMMIT, private: false }],
    unread: [{ repository: HOSTILE_REPOSITORY, reason: HOSTILE_PATHS.join(' '), private: false }],
    serverUrl: SERVER,
    problems: problems.map((p) => ({ ...p, repository: 'acme/web', level: 'error' as const })),
  });
}

function comment(): string {
  const after = (file: string) => ({
    ref: 'cgr.dev/chainguard/nginx:1.20',
    repository: 'cgr.dev/chainguard/nginx',
    registry: 'cgr.dev',
    org: 'chainguard',
    image: 'nginx',
    tag: '1.20',
    tagWritten: true,
    digest: null,
    location: { file, line: 2 },
  });
  const changes = HOSTILE_PATHS.map((file) => ({
    kind: 'added' as const,
    repository: 'cgr.dev/chainguard/nginx',
    org: 'chainguard',
    image: 'nginx',
    before: null,
    after: after(file),
    locations: [{ file, line: 2 }],
    beforeState: null,
    afterState: null,
    step: null,
  }));
  return renderComment({ changes, advisories: [] }, { ...commentContext(now), policies: policyPlan([denied]) }).body;
}

// The tags the reports themselves write; any other `<` came from outside.
const OURS = new Set(['code', 'details', 'summary', 'sub', 'br', 'a']);

/** Tag names in a body, its marker (an HTML comment on the first line) aside. */
function tagsOf(body: string): string[] {
  const rest = body.replace(/^<!-- [^\n]*? -->\n/, '');
  return [...rest.matchAll(/<\/?([^\s>/]*)/g)].map((m) => m[1]!.toLowerCase());
}

/** What a reader sees: the rendered HTML's text, entities decoded, word joiners (defused links) removed. */
function visibleText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCodePoint(parseInt(n, 16)))
    .replace(/&(lt|gt|quot|amp);/g, (_, e: string) => ({ lt: '<', gt: '>', quot: '"', amp: '&' })[e]!)
    .replace(/\u2060/g, '');
}

const bodies: [string, () => string | Promise<string>][] = [
  ['the job summary (and the CLI markdown)', summary],
  ['the check run', checkRunText],
  ['the dashboard issue', dashboard],
  ['the PR comment', comment],
];

describe('hostile paths through every markdown body', () => {
  it.each(bodies)('%s: no tag but its own, no HTML comment left open', async (_, render) => {
    const body = await render();
    // The registry's policies section is there too, naming the same hostile places.
    expect(body).toContain("The registry's pull-time policies");
    expect(new Set(tagsOf(body))).toEqual(new Set([...tagsOf(body)].filter((t) => OURS.has(t))));
    expect(tagsOf(body)).not.toContain('!--');
    const afterMarker = body.replace(/^<!-- [^\n]*? -->\n/, '');
    expect(afterMarker).not.toContain('<!--');
    expect(afterMarker).not.toContain('-->');
  });

  it.each(bodies)('%s: rendered, each path reads as itself and makes no element or link', async (_, render) => {
    const html = await marked.parse(await render(), { gfm: true, async: true });
    expect(html).not.toMatch(/<(img|h1|script)\b/i);
    // Only our links, to the server: none from a path (javascript:, relative).
    expect(html).not.toMatch(/href="(?!https:\/\/github\.(example|com)\/)/);
    expect(html).not.toMatch(/<!--(?! (image-check:|m -->))/);
    const text = visibleText(html);
    // Every path is shown whole somewhere (a place, a problem), not eaten by markup.
    for (const path of HOSTILE_PATHS) expect(text).toContain(path);
  });

  it('the job summary and the dashboard name a hostile repository as text', async () => {
    for (const body of [summary(), dashboard()]) {
      expect(tagsOf(body)).not.toContain('img');
      expect(visibleText(await marked.parse(body, { async: true }))).toContain(HOSTILE_REPOSITORY);
    }
  });
});
