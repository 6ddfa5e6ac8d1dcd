// `npx tsx scripts/screenshots.ts`: the README's pictures (docs/images/*.png) from the demo's real
// output. The built action runs against the bundled emulator on demo/workspace twice: as a push
// (its job summary) and on a pull request that brings in the demo's end-of-life tag and stale pin
// (its PR comment and a suggested change, over the fake GitHub API of the tests). Each text is
// rendered as GitHub renders markdown (marked + github-markdown-css) at the width GitHub gives a
// job summary, and photographed by the distribution's Chromium through playwright-core
// (`apt-get install chromium`; CHROMIUM_PATH names another). Not part of CI: run it when the
// summary or the comment changes, and look at the pictures.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { marked } from 'marked';
import { chromium } from 'playwright-core';
import { HASH_FILE, sourceHash } from './source-hash.mjs';
import { startEmulator } from '../test/emulator/index';
import { prepareDemoWorkspace } from '../test/support/demo-workspace';
import { markedComments, startFakeGitHub } from '../test/support/github-api';
import { addReviewRoutes } from '../test/support/github-reviews';
import { runAction } from '../test/support/run-action';

const ROOT = resolve(import.meta.dirname, '..');
const OUT = join(ROOT, 'docs/images');
/** About the width of a job summary or a PR comment on github.com. */
const WIDTH = 1000;
const FILES = ['Dockerfile', 'compose.yaml', 'deploy/app.yaml', '.github/workflows/ci.yml'];

const recorded = existsSync(join(ROOT, HASH_FILE)) ? readFileSync(join(ROOT, HASH_FILE), 'utf8').trim() : '';
if (recorded !== sourceHash(ROOT)) execFileSync('npm', ['run', '-s', 'build'], { cwd: ROOT, stdio: 'inherit' });

const emulator = await startEmulator({ zeroValues: 'absent' });
const gh = await startFakeGitHub();
const reviews = addReviewRoutes(gh);
try {
  const workspace = await prepareDemoWorkspace(emulator, { ledger: true });
  // Signatures and package changes as the demo shows them: verified with the emulator's test Sigstore.
  await writeFile(join(workspace, 'trusted-root.json'), JSON.stringify(emulator.signatures.trustedRoot()));
  // The registry's host as users see it, instead of the emulator's address.
  const shown = (text: string) => text.replaceAll(emulator.registry, 'cgr.dev');
  const inputs = {
    images: `${emulator.registry}/chainguard/static:latest\n${emulator.registry}/acme.com/python-fips:3.12`,
    files: ['**/Dockerfile', 'compose.yaml', 'deploy/*.yaml', '.github/workflows/*.yml'].join('\n'),
    registry: emulator.registry,
    'api-url': emulator.url,
    token: emulator.apiToken,
    'registry-token': emulator.registryToken,
    group: emulator.rootGroup,
    comment: 'never',
    suggest: 'never',
    signatures: 'auto',
    'trusted-root': 'trusted-root.json',
  };
  const push = await runAction({
    workspace,
    inputs,
    env: { GITHUB_EVENT_NAME: 'push', GITHUB_REPOSITORY: 'octo/app' },
  });

  // The pull request: the base had a maintained tag and a current pin on the lines it changes.
  const head: Record<string, string> = Object.fromEntries(
    await Promise.all(
      FILES.map(async (f): Promise<[string, string]> => [f, await readFile(join(workspace, f), 'utf8')]),
    ),
  );
  const setLine = (text: string, line: number, to: string) =>
    text
      .split('\n')
      .map((l, i) => (i === line - 1 ? to : l))
      .join('\n');
  const base = {
    ...head,
    Dockerfile: setLine(head.Dockerfile!, 10, `FROM ${emulator.registry}/chainguard/python:3.12`),
    'deploy/app.yaml': setLine(head['deploy/app.yaml']!, 10, head['deploy/app.yaml']!.split('\n')[12]!),
  };
  const sha = (n: number) => n.toString(16).padStart(40, '0');
  gh.addPull({ number: 42, baseSha: sha(1), headSha: sha(2), base, head });
  const event = join(await mkdtemp(join(tmpdir(), 'image-check-shots-')), 'event.json');
  await writeFile(event, JSON.stringify(gh.payload(42)));
  await runAction({
    workspace,
    inputs: { ...inputs, images: '', comment: 'auto', suggest: 'auto', 'github-token': 'ghs_demo' },
    env: {
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: event,
      GITHUB_API_URL: gh.url,
      GITHUB_REPOSITORY: 'octo/app',
      GITHUB_WORKFLOW: 'CI',
      GITHUB_JOB: 'images',
      GITHUB_SHA: sha(2),
    },
  });
  const [comment] = markedComments(gh, 42);
  const suggestion = reviews.reviewComments.find((c) => c.path === 'Dockerfile');
  if (!comment || !suggestion) throw new Error('the pull request run wrote no comment or no suggested change');

  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    await mkdir(OUT, { recursive: true });
    await shoot(browser, 'job-summary.png', shown(push.summary));
    const original = head.Dockerfile!.split('\n')[suggestion.original_line - 1]!;
    await shoot(
      browser,
      'pr-comment.png',
      shown(comment.body),
      reviewBox(suggestion.path, suggestion.original_line, shown(original), shown(suggestion.body)),
    );
  } finally {
    await browser.close();
  }
} finally {
  await gh.close();
  await emulator.close();
}

/** GitHub's alerts (`> [!CAUTION]`), which marked leaves as text, as GitHub draws them. */
function alerts(html: string): string {
  const colors: Record<string, string> = { CAUTION: '#d1242f', WARNING: '#9a6700', NOTE: '#0969da', TIP: '#1a7f37' };
  return html.replace(
    /<blockquote>\s*<p>\[!(CAUTION|WARNING|NOTE|TIP)\]\s*/g,
    (_, kind: string) =>
      `<blockquote style="border-left-color:${colors[kind]}"><p style="color:${colors[kind]};font-weight:600;margin-bottom:4px">${kind[0]}${kind.slice(1).toLowerCase()}</p><p>`,
  );
}

/** A review comment as GitHub shows a suggested change: the file and line, the why, the line before and after. */
function reviewBox(path: string, line: number, before: string, body: string): string {
  const html = marked.parse(body, { async: false });
  const esc = (t: string) =>
    t.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
  const diff = html.replace(
    /<pre><code class="language-suggestion">([\s\S]*?)\n?<\/code><\/pre>/,
    (_, after: string) =>
      `<div class="suggested"><div class="title">Suggested change</div><div class="del">- ${esc(before)}</div><div class="add">+ ${after}</div><div class="commit">Commit suggestion</div></div>`,
  );
  return `<div class="review"><div class="where">${esc(path)} line ${line}</div><div class="markdown-body">${diff}</div></div>`;
}

async function shoot(
  browser: import('playwright-core').Browser,
  name: string,
  markdown: string,
  extra = '',
): Promise<void> {
  const css = await readFile(join(ROOT, 'node_modules/github-markdown-css/github-markdown-light.css'), 'utf8');
  const page = await browser.newPage({ viewport: { width: WIDTH, height: 600 }, deviceScaleFactor: 1 });
  await page.setContent(`<!doctype html><html><head><meta charset="utf-8"><style>${css}
    body { margin: 0; background: #fff; }
    .markdown-body { box-sizing: border-box; padding: 16px 24px; font-size: 14px; }
    .review { margin: 0 24px 24px; border: 1px solid #d1d9e0; border-radius: 6px; }
    .review .where { background: #f6f8fa; padding: 8px 16px; font: 12px ui-monospace, monospace; border-bottom: 1px solid #d1d9e0; }
    .suggested { border: 1px solid #d1d9e0; border-radius: 6px; font: 12px ui-monospace, monospace; overflow: hidden; }
    .suggested .title { background: #f6f8fa; padding: 6px 10px; font-family: sans-serif; font-weight: 600; }
    .suggested .del { background: #ffebe9; padding: 4px 10px; white-space: pre; }
    .suggested .add { background: #dafbe1; padding: 4px 10px; white-space: pre; }
    .suggested .commit { padding: 6px 10px; text-align: right; font-family: sans-serif; color: #1a7f37; font-weight: 600; }
  </style></head><body><article class="markdown-body">${alerts(marked.parse(markdown, { async: false }))}</article>${extra}</body></html>`);
  // What a reader must see fits: nothing may scroll sideways at this width.
  const wide = await page.evaluate<number>('document.documentElement.scrollWidth');
  if (wide > WIDTH) process.stderr.write(`${name}: the page is ${wide} px wide, over ${WIDTH}: it scrolls sideways\n`);
  await page.screenshot({ path: join(OUT, name), fullPage: true });
  await page.close();
  process.stdout.write(`wrote ${join('docs/images', name)} (${wide} px wide)\n`);
}
