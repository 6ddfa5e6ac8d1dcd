import { DEFAULT_FAIL_ON } from '../src/findings';
// The organization part of `npm run demo`: `image-check org acme` (the built CLI) reads an emulated
// organization through the fake GitHub API (test/support/github-org.ts), writes its results file,
// and the dashboard issue it would keep is rendered from that file to demo/dashboard.md. Its own
// emulator's clock is fixed, its address (a new port each run) written as registry.example and the
// commits (which hold that address in their files) as stand-ins per repository, so the committed
// file changes only when what the dashboard shows changes.
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderDashboard } from '../src/dashboard';
import { mergeEnvelopes, readEnvelope } from '../src/org/merge';
import { startEmulator } from '../test/emulator/index';
import { startFakeGitHub } from '../test/support/github-api';
import { serveOrganizations } from '../test/support/github-org';
import { acmeOrganization } from '../test/support/org-fixture';
import { runCliProcess } from '../test/support/run-cli';

export const DASHBOARD_FILE = 'demo/dashboard.md';
const GITHUB_TOKEN = 'ghs_demo-token-0123456789abcdef';
const SHOWN_REGISTRY = 'registry.example';
/** The emulator's clock: its dates, digests and verdicts the same on every run. */
const DEMO_NOW = '2026-11-26T00:00:00Z';

/** Runs `image-check org acme` against an emulator of its own; returns the dashboard's text and a line for the report. */
export async function demoOrganization(): Promise<{ dashboard: string; line: string }> {
  const emulator = await startEmulator({ zeroValues: 'absent', now: DEMO_NOW });
  const github = await startFakeGitHub({ token: GITHUB_TOKEN });
  const spec = acmeOrganization(emulator);
  // A repository whose tree GitHub does not answer: named on the dashboard, never counted clean.
  spec.repos.push({ name: 'payments', files: { Dockerfile: 'FROM scratch\n' }, fail: { tree: 500 } });
  serveOrganizations(github, [spec]);
  const cwd = await mkdtemp(join(tmpdir(), 'image-check-demo-org-'));
  try {
    const args = ['org', 'acme', '--registry', emulator.registry, '--api-url', emulator.url];
    const run = await runCliProcess(
      [...args, '--group', emulator.rootGroup, '--results-file', 'acme.json', '--format', 'json'],
      {
        cwd,
        env: {
          IMAGE_CHECK_TOKEN: emulator.apiToken,
          IMAGE_CHECK_REGISTRY_TOKEN: emulator.registryToken,
          GITHUB_TOKEN,
          GITHUB_API_URL: github.url,
          GITHUB_SERVER_URL: 'https://github.com',
        },
      },
    );
    if (run.exitCode !== 1)
      throw new Error(`image-check org: exit code ${run.exitCode}, expected 1 (an end-of-life tag)\n${run.stderr}`);
    const name = join(cwd, 'acme.json');
    const envelope = readEnvelope({ name, text: await readFile(name, 'utf8') });
    const report = mergeEnvelopes([{ name, envelope }], { registry: emulator.registry });
    const body = renderDashboard({
      failOn: DEFAULT_FAIL_ON,
      scope: 'acme',
      results: report.results,
      read: report.read,
      unread: report.unread,
      serverUrl: 'https://github.com',
      skippedCount: report.skipped.filter((s) => s.kind !== 'other-registry').length,
      problems: report.problems,
      coverage: report.coverage,
    });
    const line = `image-check org acme: exit code ${run.exitCode}, ${report.results.length} references checked in ${report.read.length} repositories, ${report.unread.length} not read; the dashboard it would keep: ${DASHBOARD_FILE}`;
    let dashboard = body.replaceAll(emulator.registry, SHOWN_REGISTRY);
    for (const { repository, commit } of report.read)
      dashboard = dashboard.replaceAll(commit, createHash('sha1').update(`demo ${repository}`).digest('hex'));
    return { dashboard, line };
  } finally {
    await rm(cwd, { recursive: true, force: true });
    await github.close();
    await emulator.close();
  }
}

/** Writes the dashboard with a heading that says what it is. */
export async function writeDemoDashboard(root: string, dashboard: string): Promise<void> {
  const head = [
    '<!-- Written by `npm run demo` (scripts/demo-org.ts): the dashboard issue `image-check org acme` would keep, -->',
    '<!-- for an emulated organization (its address shown as registry.example, its commits as stand-ins). -->',
    '',
  ].join('\n');
  await writeFile(join(root, DASHBOARD_FILE), `${head}${dashboard.endsWith('\n') ? dashboard : `${dashboard}\n`}`);
}
