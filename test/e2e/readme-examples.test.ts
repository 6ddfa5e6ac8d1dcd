import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { z } from 'zod';
import { GITHUB_ACTIONS_ISSUER } from '../../src/auth/github-oidc';
import { HttpClient } from '../../src/http/client';
import { IamClient } from '../../src/platform/iam';
import { startEmulator, type Emulator } from '../emulator/index';
import { prepareDemoWorkspace } from '../support/demo-workspace';
import { startGitHubOidcStub, type GitHubOidcStub } from '../support/github-oidc-stub';
import { runAction, type ActionRun } from '../support/run-action';
import { startFakeGitHub } from '../support/github-api';
import { addIssuesApi } from '../support/github-issues';
import { runCliProcess } from '../support/run-cli';
import { actionSteps, exampleTexts, fenced, isOrganizationStep } from '../support/readme';

// Issue 26: every README example (and docs/usage.md's, one per feature) works as written. Each
// `image-check/image-check@v1` step's `with:` inputs run through the built action against the
// emulator, and each CLI line through the built CLI; only the secrets, variables and the service
// addresses are replaced. A secret the emulator has no credential for fails the test, and so does
// an example that leaves an image unchecked for want of a credential (an `error` result).

const SUBJECT = 'repo:me/myapp:ref:refs/heads/main';
const README_PATTERN = '^repo:me/myapp:(ref:refs/heads/main|pull_request)$';

interface Example {
  name: string;
  with: Record<string, string>;
}

const withSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]));

function readmeExamples(readme: string): Example[] {
  return fenced(readme, 'yaml').flatMap((block, i) =>
    parseAllDocuments(block).flatMap((doc) =>
      // The nightly organization workflow runs job by job in readme-org-workflow.test.ts.
      actionSteps(doc.toJS())
        .filter((step) => !isOrganizationStep(step))
        .map((step) => ({
          name: `yaml block ${i + 1}${typeof step.id === 'string' ? ` (id ${step.id})` : ''}`,
          with: Object.fromEntries(Object.entries(withSchema.parse(step.with ?? {})).map(([k, v]) => [k, String(v)])),
        })),
    ),
  );
}

/** `npx --yes @image-check/cli ...` lines of the README's shell and YAML blocks, continuation lines joined. */
function cliLines(readme: string): string[] {
  const text = [...fenced(readme, 'sh'), ...fenced(readme, 'yaml')].join('\n').replace(/\\\n\s*/g, '');
  return [...text.matchAll(/npx --yes @image-check\/cli ([^\n#]*)/g)].map((m) => m[1]!.trim());
}

let emu: Emulator;
let github: GitHubOidcStub;
let identity: string;
let readme: string;

beforeAll(async () => {
  [emu, github, readme] = await Promise.all([startEmulator(), startGitHubOidcStub({ sub: SUBJECT }), exampleTexts()]);
  const http = new HttpClient();
  identity = (
    await new IamClient({ http, apiUrl: emu.url, token: emu.apiToken }).createIdentity(emu.rootGroup, {
      name: 'github-me-myapp',
      // As the README's `identity create --events push,pull_request,schedule` makes it.
      claimMatch: { issuer: GITHUB_ACTIONS_ISSUER, subjectPattern: README_PATTERN },
    })
  ).uid;
  await http.close();
});
afterAll(async () => {
  await Promise.all([emu?.close(), github?.close()]);
});

/** The value a `${{ ... }}` expression of an example stands for on the emulator; unknown ones fail. */
function expression(expr: string): string {
  const values: Record<string, string> = {
    'secrets.PLATFORM_TOKEN': emu.apiToken,
    'secrets.REGISTRY_TOKEN': emu.registryToken,
    'secrets.REGISTRY_USERNAME': emu.pullUsername,
    'secrets.REGISTRY_PASSWORD': emu.pullPassword,
    'vars.IMAGE_CHECK_IDENTITY': identity,
    // The demo workspace's images are the public organization's.
    'vars.IMAGE_CHECK_GROUP': emu.publicGroup,
    'matrix.service': 'api',
  };
  const value = values[expr];
  if (value === undefined) throw new Error(`README example uses \${{ ${expr} }}, which this test does not know`);
  return value;
}

const substitute = (value: string) => value.replace(/\$\{\{\s*([^}]+?)\s*\}\}/g, (_, expr: string) => expression(expr));

const SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;
const resultSchema = z.array(
  z.object({
    ref: z.string(),
    status: z.string(),
    advisories: z.array(z.unknown()),
    vulnerabilities: z.record(z.string(), z.unknown()).nullable().optional(),
    error: z.object({ message: z.string() }).passthrough().nullable(),
  }),
);

/** The exit code the example's fail-on implies for these results (no policy file in the workspace). */
function expectedExit(failOn: string, results: z.infer<typeof resultSchema>): number {
  const kinds = failOn.split(',').map((k) => k.trim());
  if (kinds.includes('none')) return 0;
  // A severity gate: that severity or worse counted in the digest in use.
  const gate = SEVERITIES.findIndex((s) => kinds.includes(s));
  const worse = gate < 0 ? [] : SEVERITIES.slice(0, gate + 1);
  const hit = results.some(
    (r) =>
      kinds.includes(r.status) ||
      (kinds.includes('advisories') && r.advisories.length > 0) ||
      worse.some((s) => Number(r.vulnerabilities?.[s] ?? 0) > 0),
  );
  return hit ? 1 : 0;
}

/**
 * The demo workspace, laid out as the README's monorepo and matrix examples assume (a services/
 * tree, a chart, a Containerfile): a glob that matches no file is an error, as it should be.
 */
async function exampleWorkspace(): Promise<string> {
  const workspace = await prepareDemoWorkspace(emu);
  // A pin in the Dockerfile too, so every example that scans Dockerfiles reads a tag history.
  const history = emu.store.history('chainguard/go', '1.24')!;
  const pin = `${emu.registry}/chainguard/go:1.24@${history[history.length - 1]!.digest}`;
  const dockerfile = join(workspace, 'Dockerfile');
  await writeFile(dockerfile, `${await readFile(dockerfile, 'utf8')}\nFROM ${pin} AS tools\n`);
  const files: Record<string, string> = {
    'services/api/Dockerfile': `FROM ${emu.registry}/chainguard/nginx:1.27\n`,
    'services/worker/Containerfile': `FROM ${emu.registry}/chainguard/static:latest\n`,
    'charts/web/values.yaml': `image:\n  repository: ${emu.registry}/chainguard/nginx\n  tag: "1.27"\n`,
  };
  for (const [path, text] of Object.entries(files)) {
    await mkdir(join(workspace, path, '..'), { recursive: true });
    await writeFile(join(workspace, path), text);
  }
  // The emulator's test Sigstore stands in for the public-good one, as the emulator does for cgr.dev.
  await writeFile(join(workspace, 'trusted-root.json'), JSON.stringify(emu.signatures.trustedRoot()));
  return workspace;
}

async function runExample(example: Example): Promise<ActionRun> {
  const workspace = await exampleWorkspace();
  const inputs = Object.fromEntries(Object.entries(example.with).map(([k, v]) => [k, substitute(v)]));
  // A mirror's upstream is on the registry checked: here the emulator's.
  if (inputs['registry-map']) inputs['registry-map'] = inputs['registry-map'].replaceAll('cgr.dev', emu.registry);
  const env = example.with.identity ? { ...github.env, GITHUB_EVENT_NAME: 'push' } : { GITHUB_EVENT_NAME: 'push' };
  // A `dashboard` example keeps its issue in a fake GitHub API, as the workflow's token (the input's default).
  const dashboard = inputs.dashboard ? await dashboardApi(inputs.dashboard) : null;
  try {
    return await runAction({
      workspace,
      inputs: {
        ...(dashboard ? { 'github-token': DASHBOARD_TOKEN } : {}),
        signatures: 'auto',
        'trusted-root': 'trusted-root.json',
        ...inputs,
        registry: emu.registry,
        'api-url': emu.url,
        'issuer-url': emu.url,
        comment: 'never',
      },
      env: { ...env, ...dashboard?.env },
    });
  } finally {
    await dashboard?.close();
  }
}

const DASHBOARD_TOKEN = 'ghs_readmeDashboardToken0000000001';

/** The README's repository (me/myapp, private) and the example's dashboard repository on a fake GitHub API. */
async function dashboardApi(repo: string) {
  const gh = await startFakeGitHub({ token: DASHBOARD_TOKEN });
  const issues = addIssuesApi(gh);
  issues.addRepository('me/myapp', { private: true });
  if (repo.toLowerCase() !== 'me/myapp') issues.addRepository(repo, { private: true });
  return {
    env: { GITHUB_API_URL: gh.url, GITHUB_REPOSITORY: 'me/myapp', GITHUB_SHA: 'f'.repeat(40) },
    close: () => gh.close(),
  };
}

describe('README examples run as written against the emulator', () => {
  it('finds the examples', () => {
    expect(readmeExamples(readme).length).toBeGreaterThanOrEqual(5);
    expect(cliLines(readme).length).toBeGreaterThanOrEqual(3);
  });

  it('each action step completes with its outputs, every image checked, the exit code of its fail-on', async () => {
    const examples = readmeExamples(readme);
    const runs = await Promise.all(examples.map(runExample));
    examples.forEach((example, i) => {
      const run = runs[i]!;
      const label = `${example.name}: ${JSON.stringify(example.with)}\n${run.stderr}`;
      expect.soft(run.outputs.failed, label).toMatch(/^(true|false)$/);
      // A dashboard example keeps its issue.
      if (example.with.dashboard) expect.soft(run.outputs['dashboard-url'], label).toMatch(/\/issues\/1$/);
      const results = resultSchema.parse(JSON.parse(run.outputs.results ?? '[]'));
      // No image left unchecked: an example without the credential its pins need fails here.
      expect
        .soft(
          results.filter((r) => r.status === 'error').map((r) => `${r.ref}: ${r.error?.message}`),
          label,
        )
        .toEqual([]);
      expect.soft(run.exitCode !== 0, label).toBe(run.outputs.failed === 'true');
      expect
        .soft(run.exitCode, label)
        .toBe(expectedExit(example.with['fail-on'] ?? 'eol,denied,unsigned,error', results));
    });
  });

  it('each CLI line runs with its options against the emulator', async () => {
    const lines = cliLines(readme);
    const runs = await Promise.all(
      lines.map(async (line) => {
        const cwd = await exampleWorkspace();
        const args = line
          .replaceAll('<root group uid>', emu.rootGroup)
          .split(/\s+/)
          .filter(Boolean)
          .map((a) => a.replace(/^'(.*)'$/, '$1'));
        const extra = args[0] === 'check' ? ['--registry', emu.registry, '--api-url', emu.url] : [];
        const run = await runCliProcess([...args, ...extra], {
          cwd,
          env: {
            IMAGE_CHECK_TOKEN: emu.apiToken,
            IMAGE_CHECK_REGISTRY_USERNAME: emu.pullUsername,
            IMAGE_CHECK_REGISTRY_PASSWORD: emu.pullPassword,
          },
        });
        const output = args.includes('--output')
          ? await readFile(join(cwd, args[args.indexOf('--output') + 1]!), 'utf8')
          : '';
        return { line, args, run, output };
      }),
    );
    for (const { line, args, run, output } of runs) {
      const label = `${line}\n${run.stderr}`;
      // 2 is a usage error: an option the README shows that the CLI does not take.
      expect(run.exitCode, label).not.toBe(2);
      if (args[0] === 'identity') {
        expect(run.exitCode, label).toBe(0);
        // The pattern the README says this command creates.
        expect(readme).toContain(`\`${README_PATTERN}\``);
        expect(run.stdout, label).toContain(README_PATTERN);
      } else {
        expect(run.exitCode, label).toBe(1); // the demo workspace has an end-of-life tag in its Dockerfile
        expect(`${run.stdout}${output}`, label).not.toMatch(/\berror\b.*(credential|IMAGE_CHECK_)/i);
        if (output) expect(output, label).not.toContain('image-check/error');
      }
    }
  });
});
