import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { GITHUB_ACTIONS_ISSUER } from '../../src/auth/github-oidc';
import { HttpClient } from '../../src/http/client';
import { IamClient } from '../../src/platform/iam';
import { startEmulator, type Emulator } from '../emulator/index';
import { startFakeGitHub, type FakeGitHub } from '../support/github-api';
import { addIssuesApi, type FakeIssuesApi } from '../support/github-issues';
import { startGitHubOidcStub, type GitHubOidcStub } from '../support/github-oidc-stub';
import { serveOrganizations } from '../support/github-org';
import { acmeOrganization } from '../support/org-fixture';
import {
  actionSteps,
  ACTION_USES,
  declaredInputs,
  fenced,
  isOrganizationStep,
  exampleTexts,
  undeclaredInputs,
} from '../support/readme';
import { runAction, type ActionRun } from '../support/run-action';
import {
  cacheAction,
  cleanUp,
  downloadArtifact,
  evaluate,
  legsOf,
  runWorkflow,
  uploadArtifact,
  workflowSchema,
  type StepContext,
  type Workflow,
  type WorkflowRun,
} from '../support/workflow-emulator';
import { lintProblems, permissionProblems, unpinnedUses } from '../support/workflow-rules';

// The README's nightly organization workflow, run as written: its matrix expanded into shard
// jobs, each running the built action with the `shard` its matrix leg gives, the app token step's
// output replaced by the emulated GitHub's token, the shards' results files passed to the merge
// job as upload-artifact and download-artifact pass them (a directory), and the merge's outputs
// and dashboard compared with one unsharded run. Before that, what the runner would not catch:
// an input action.yml does not declare, shards that do not cover 1/n..n/n, a token without the
// permission its job needs.

const APP_TOKEN = 'ghs_readmeAppInstallationToken00000001';
const WORKFLOW_REPO = 'acme/platform';
const SUBJECT = `repo:${WORKFLOW_REPO}:ref:refs/heads/main`;
const SERVER = 'https://github.example';

interface Block {
  content: string;
  workflow: Workflow;
}

/** The README's workflows that hold a step of an organization mode. */
function organizationWorkflows(readme: string): Block[] {
  return fenced(readme, 'yaml').flatMap((content) =>
    parseAllDocuments(content)
      .map((doc) => doc.toJS() as unknown)
      .filter((js) => actionSteps(js).some(isOrganizationStep))
      .map((js) => ({ content, workflow: workflowSchema.parse(js) })),
  );
}

const stepsUsing = (steps: Workflow['jobs'][string]['steps'], prefix: string) =>
  steps.filter((s) => s.uses.startsWith(prefix));

/** The app token step a job's `github-token` names, or a problem. */
function tokenStep(job: Workflow['jobs'][string], name: string, githubToken: string | undefined) {
  const id = /^\$\{\{\s*steps\.([\w-]+)\.outputs\.token\s*\}\}$/.exec(githubToken ?? '')?.[1];
  const step = job.steps.find((s) => s.id === id && s.uses.startsWith('actions/create-github-app-token@'));
  return step ?? `job ${name}: github-token is not the output of an actions/create-github-app-token step`;
}

/** A token step's grants: each `permission-*` input, the owner and the repositories. */
function grants(step: { with?: Record<string, unknown> }) {
  const inputs = Object.fromEntries(Object.entries(step.with ?? {}).map(([k, v]) => [k, String(v)]));
  const permissions = Object.fromEntries(
    Object.entries(inputs)
      .filter(([k]) => k.startsWith('permission-'))
      .map(([k, v]) => [k.slice('permission-'.length), v]),
  );
  const repositories = (inputs.repositories ?? '').split(/[\s,]+/).filter(Boolean);
  return { permissions, owner: inputs.owner, repositories };
}

/** What the runner would not say is wrong with the workflow, job by job. */
function workflowProblems(workflow: Workflow): string[] {
  const declared = declaredInputs();
  const problems: string[] = [];
  for (const [name, job] of Object.entries(workflow.jobs)) {
    for (const step of stepsUsing(job.steps, ACTION_USES)) {
      for (const input of undeclaredInputs(step, declared))
        problems.push(`job ${name}: input "${input}" is not declared in action.yml`);
      const inputs = Object.fromEntries(Object.entries(step.with ?? {}).map(([k, v]) => [k, String(v)]));
      if (inputs.shard !== undefined) {
        const shards = legsOf(job).map((leg) => evaluate(inputs.shard!, { leg, steps: new Map(), values: {} }));
        const n = shards.length;
        const expected = Array.from({ length: n }, (_, i) => `${i + 1}/${n}`);
        if (JSON.stringify([...shards].sort()) !== JSON.stringify(expected.sort()))
          problems.push(`job ${name}: its ${n} legs read shards ${shards.join(', ')}, not ${expected.join(', ')}`);
      }
      const cache = stepsUsing(job.steps, 'actions/cache@')[0];
      if (inputs['cache-dir'] && String(cache?.with?.path ?? '') !== inputs['cache-dir'])
        problems.push(`job ${name}: actions/cache keeps ${String(cache?.with?.path)}, not the cache-dir`);
      const token = tokenStep(job, name, inputs['github-token']);
      if (typeof token === 'string') {
        problems.push(token);
        continue;
      }
      const granted = grants(token);
      const needed: Record<string, string> = {};
      if (inputs.organization) {
        needed.contents = 'read';
        if (granted.owner !== inputs.organization)
          problems.push(
            `job ${name}: the token is for ${granted.owner}, the organization read is ${inputs.organization}`,
          );
      }
      if (inputs.dashboard) {
        needed.issues = 'write';
        const [owner, repo] = inputs.dashboard.split('/');
        if (granted.owner !== owner || (granted.repositories.length > 0 && !granted.repositories.includes(repo!)))
          problems.push(`job ${name}: the token does not reach the dashboard repository ${inputs.dashboard}`);
      }
      // Least privilege: exactly what the step uses.
      if (JSON.stringify(granted.permissions) !== JSON.stringify(needed))
        problems.push(
          `job ${name}: the token grants ${JSON.stringify(granted.permissions)}, the step needs ${JSON.stringify(needed)}`,
        );
    }
  }
  return problems;
}

let emu: Emulator;
let oidc: GitHubOidcStub;
let github: FakeGitHub;
let issues: FakeIssuesApi;
let identity: string;
let readme: string;

beforeAll(async () => {
  [emu, oidc, github, readme] = await Promise.all([
    startEmulator(),
    startGitHubOidcStub({ sub: SUBJECT }),
    startFakeGitHub({ token: APP_TOKEN }),
    exampleTexts(),
  ]);
  // The issue routes first: they answer only their registered repositories, the organization's the rest of acme.
  issues = addIssuesApi(github);
  serveOrganizations(github, [acmeOrganization(emu)]);
  issues.addRepository(WORKFLOW_REPO, { private: true });
  const http = new HttpClient();
  identity = (
    await new IamClient({ http, apiUrl: emu.url, token: emu.apiToken }).createIdentity(emu.rootGroup, {
      name: 'github-acme-platform',
      claimMatch: { issuer: GITHUB_ACTIONS_ISSUER, subjectPattern: `^${SUBJECT}$` },
    })
  ).uid;
  await http.close();
});
afterAll(async () => {
  await Promise.all([emu?.close(), oidc?.close(), github?.close()]);
});

/** The built action as the runner runs it: the services' addresses are the emulators'. */
function runImageCheck(inputs: Record<string, string>, workspace?: string): Promise<ActionRun> {
  return runAction({
    workspace,
    inputs: { ...inputs, registry: emu.registry, 'api-url': emu.url, 'issuer-url': emu.url, comment: 'never' },
    env: {
      ...oidc.env,
      GITHUB_EVENT_NAME: 'schedule',
      GITHUB_REPOSITORY: WORKFLOW_REPO,
      GITHUB_API_URL: github.url,
      GITHUB_SERVER_URL: SERVER,
    },
  });
}

/** One night: the workflow run job by job, every action run kept by job. */
async function night(workflow: Workflow, runId: string) {
  const actionRuns: { job: string; ctx: StepContext; run: ActionRun }[] = [];
  const values = {
    'vars.IMAGE_CHECK_IDENTITY': identity,
    'vars.IMAGE_CHECK_APP_CLIENT_ID': 'Iv23liReadmeExample',
    'secrets.IMAGE_CHECK_APP_KEY': '-----BEGIN RSA PRIVATE KEY-----',
    'github.run_id': runId,
  };
  const run: WorkflowRun = await runWorkflow(
    workflow,
    {
      // The app's installation token: what the emulated GitHub accepts (its grants are checked above).
      'actions/create-github-app-token@': async ({ inputs }) => ({
        ok: Boolean(inputs['client-id'] && inputs['private-key']),
        outputs: { token: APP_TOKEN },
      }),
      'actions/cache@': cacheAction(caches),
      'actions/upload-artifact@': uploadArtifact,
      'actions/download-artifact@': downloadArtifact,
      [ACTION_USES]: async (ctx) => {
        const result = await runImageCheck(ctx.inputs, ctx.workspace);
        actionRuns.push({ job: ctx.job, ctx, run: result });
        return { ok: result.exitCode === 0, outputs: result.outputs };
      },
    },
    values,
  );
  return { run, actionRuns };
}
const caches = new Map<string, string>();

const blobReads = () => github.requests.filter((r) => r.path.includes('/git/blobs/')).length;

describe("the README's nightly organization workflow", () => {
  it('is the one workflow that runs the organization modes, and GitHub would take it as written', async () => {
    const blocks = organizationWorkflows(readme);
    expect(blocks).toHaveLength(1);
    const [{ content, workflow }] = blocks as [Block];
    // No step of an organization mode elsewhere in the README escapes this test.
    const everywhere = fenced(readme, 'yaml').flatMap((b) =>
      parseAllDocuments(b).flatMap((d) => actionSteps(d.toJS()).filter(isOrganizationStep)),
    );
    expect(everywhere).toHaveLength(actionSteps(workflow).filter(isOrganizationStep).length);
    expect(await lintProblems({ name: 'images-nightly.yml', content })).toEqual([]);
    expect(unpinnedUses(content, (uses) => uses.startsWith(ACTION_USES))).toEqual([]);
    expect(permissionProblems(content)).toEqual([]);
    expect(workflowProblems(workflow)).toEqual([]);
  });

  it('catches what would break it: a misspelled input, shards that do not cover n, a token without its permission', () => {
    const [{ workflow }] = organizationWorkflows(readme) as [Block];
    const broken = structuredClone(workflow);
    const shard = stepsUsing(broken.jobs.shard!.steps, ACTION_USES)[0]!;
    shard.with = { ...shard.with, shard: '${{ matrix.shard }}/4', cache_dir: '.image-check-cache' };
    delete shard.with['cache-dir'];
    const token = broken.jobs.merge!.steps.find((s) => s.id === 'app-token')!;
    token.with = { ...token.with, 'permission-issues': 'read' };
    expect(workflowProblems(broken)).toEqual([
      'job shard: input "cache_dir" is not declared in action.yml',
      'job shard: its 3 legs read shards 1/4, 2/4, 3/4, not 1/3, 2/3, 3/3',
      'job merge: the token grants {"issues":"read"}, the step needs {"issues":"write"}',
    ]);
  });

  it('shards, uploads, downloads and merges into exactly the one run: outputs, verdict and the dashboard issue', async () => {
    const [{ workflow }] = organizationWorkflows(readme) as [Block];
    const { run, actionRuns } = await night(workflow, '1');
    try {
      const shards = actionRuns.filter((r) => r.job === 'shard');
      expect(shards.length).toBe(legsOf(workflow.jobs.shard!).length);
      for (const { run: leg, ctx } of shards) expect(leg.exitCode, `${ctx.inputs.shard}\n${leg.stdout}`).toBe(0);
      expect(run.jobs.get('shard')!.every((leg) => leg.ok)).toBe(true);
      const merged = actionRuns.find((r) => r.job === 'merge')!.run;
      expect(merged.outputs['dashboard-url'], merged.stdout).toBe(`${SERVER}/${WORKFLOW_REPO}/issues/1`);
      expect(issues.writes().map((w) => w.method)).toEqual(['POST']);

      // One unsharded run of the same owner with the merge's settings: the same report, and the issue left as it is.
      const { shard: _shard, 'results-file': _file, 'cache-dir': _cache, ...scan } = shards[0]!.ctx.inputs;
      const mergeInputs = actionRuns.find((r) => r.job === 'merge')!.ctx.inputs;
      const whole = await runImageCheck({
        ...scan,
        dashboard: mergeInputs.dashboard!,
        'fail-on': mergeInputs['fail-on']!,
      });
      expect(whole.stdout).toContain(`Dashboard unchanged: ${SERVER}/${WORKFLOW_REPO}/issues/1`);
      expect(issues.writes()).toHaveLength(1);
      expect(JSON.parse(merged.outputs.results!)).toEqual(JSON.parse(whole.outputs.results!));
      for (const output of ['eol-count', 'stale-count', 'error-count', 'advisory-count', 'failed', 'digests', 'pinned'])
        expect(merged.outputs[output], output).toBe(whole.outputs[output]);
      expect(merged.exitCode).toBe(whole.exitCode);
      // Every image checked with the workflow's credentials: nothing left an error for want of one.
      const results = JSON.parse(merged.outputs.results!) as { status: string; ref: string }[];
      expect(results.length).toBeGreaterThan(0);
      expect(results.filter((r) => r.status === 'error')).toEqual([]);
    } finally {
      await cleanUp(run);
    }
  });

  it("the next night reads no file again: each shard's cache is restored from the last night's", async () => {
    const [{ workflow }] = organizationWorkflows(readme) as [Block];
    // The first night filled the caches (the test above); without it this night reads every file.
    expect(caches.size).toBe(legsOf(workflow.jobs.shard!).length);
    const before = blobReads();
    const { run, actionRuns } = await night(workflow, '2');
    try {
      expect(actionRuns.filter((r) => r.job === 'shard').every((r) => r.run.exitCode === 0)).toBe(true);
      expect(blobReads() - before).toBe(0);
      expect(actionRuns.find((r) => r.job === 'merge')!.run.outputs['dashboard-url']).toBe(
        `${SERVER}/${WORKFLOW_REPO}/issues/1`,
      );
      expect(issues.writes()).toHaveLength(1);
    } finally {
      await cleanUp(run);
    }
  });
});
