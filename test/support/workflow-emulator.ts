// A GitHub Actions workflow run, emulated as far as the README's nightly organization workflow
// needs, so the README's YAML itself is what runs: the jobs in the order `needs` gives, a
// job's `strategy.matrix` expanded into its legs, each leg in a workspace of its own, `${{ }}`
// expressions from the matrix, `strategy`, earlier steps' outputs and the values the test gives,
// `if:` as GitHub reads it (`always()`, or skipped after a failure), and artifacts passed between
// jobs as upload-artifact and download-artifact pass them. A step's action is run by the test's
// handler for it; an action, an expression or a construct this emulator does not know fails.
import { cp, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import picomatch from 'picomatch';
import { z } from 'zod';

const stepSchema = z
  .object({
    id: z.string().optional(),
    uses: z.string(),
    if: z.string().optional(),
    with: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
  })
  .strict();
const jobSchema = z.object({
  'runs-on': z.string(),
  permissions: z.unknown(),
  needs: z.union([z.string(), z.array(z.string())]).optional(),
  if: z.string().optional(),
  strategy: z
    .object({
      'fail-fast': z.boolean().optional(),
      matrix: z.record(z.string(), z.array(z.union([z.string(), z.number()]))),
    })
    .strict()
    .optional(),
  steps: z.array(stepSchema),
});
export const workflowSchema = z.object({ jobs: z.record(z.string(), jobSchema) });
export type Workflow = z.infer<typeof workflowSchema>;
export type Job = z.infer<typeof jobSchema>;
export type Step = z.infer<typeof stepSchema>;

/** One leg of a job: its matrix values and its place among the legs (GitHub's `strategy` context). */
export interface Leg {
  matrix: Record<string, string>;
  index: number;
  total: number;
}

/** The legs of a job: the product of its matrix lists, in GitHub's order; one leg without a matrix. */
export function legsOf(job: Job): Leg[] {
  const entries = Object.entries(job.strategy?.matrix ?? {});
  let combos: Record<string, string>[] = [{}];
  for (const [key, values] of entries) combos = combos.flatMap((c) => values.map((v) => ({ ...c, [key]: String(v) })));
  return combos.map((matrix, index) => ({ matrix, index, total: combos.length }));
}

/** The jobs in an order that runs each after the jobs it needs. */
export function jobOrder(workflow: Workflow): string[] {
  const order: string[] = [];
  const visit = (name: string, path: string[]) => {
    if (order.includes(name)) return;
    if (path.includes(name)) throw new Error(`jobs need each other: ${[...path, name].join(' -> ')}`);
    const job = workflow.jobs[name];
    if (!job) throw new Error(`a job needs "${name}", which the workflow does not have`);
    for (const need of [job.needs ?? []].flat()) visit(need, [...path, name]);
    order.push(name);
  };
  for (const name of Object.keys(workflow.jobs)) visit(name, []);
  return order;
}

/** What a step's handler is given and gives back. */
export interface StepContext {
  job: string;
  jobDef: Job;
  leg: Leg;
  step: Step;
  /** The step's `with:`, expressions evaluated. */
  inputs: Record<string, string>;
  /** This leg's workspace (GITHUB_WORKSPACE). */
  workspace: string;
  run: WorkflowRun;
}
export interface StepOutcome {
  ok: boolean;
  outputs?: Record<string, string>;
  /** Runs when the job ends (as actions/cache saves in its post step). */
  post?: () => Promise<void>;
}
export type StepHandler = (context: StepContext) => Promise<StepOutcome>;

export interface LegRun {
  leg: Leg;
  ok: boolean;
  /** Each step's `uses` and whether it ran and succeeded. */
  steps: { uses: string; ran: boolean; ok: boolean; inputs: Record<string, string> }[];
}

export interface WorkflowRun {
  /** Artifacts by name: the directory holding the uploaded files. */
  artifacts: Map<string, string>;
  jobs: Map<string, LegRun[]>;
  /** The legs' workspaces and the artifacts' directories, removed by cleanUp. */
  dirs: string[];
}

/** `${{ expr }}` in a value, from the leg, the earlier steps' outputs and `values` (vars, secrets, github). */
export function evaluate(
  text: string,
  scope: { leg: Leg; steps: Map<string, Record<string, string>>; values: Record<string, string> },
): string {
  return text.replace(/\$\{\{\s*([^}]+?)\s*\}\}/g, (_, expr: string) => {
    const value = lookUp(expr, scope);
    if (value === undefined) throw new Error(`\${{ ${expr} }} is not known to the workflow emulator`);
    return value;
  });
}

function lookUp(
  expr: string,
  { leg, steps, values }: { leg: Leg; steps: Map<string, Record<string, string>>; values: Record<string, string> },
): string | undefined {
  const matrix = /^matrix\.([\w-]+)$/.exec(expr);
  if (matrix) return leg.matrix[matrix[1]!];
  if (expr === 'strategy.job-total') return String(leg.total);
  if (expr === 'strategy.job-index') return String(leg.index);
  const output = /^steps\.([\w-]+)\.outputs\.([\w-]+)$/.exec(expr);
  if (output) return steps.get(output[1]!)?.[output[2]!];
  return values[expr];
}

/** Whether a step or job with this `if:` runs, after what came before succeeded (`ok`) or not. */
function runs(condition: string | undefined, ok: boolean): boolean {
  if (condition === undefined) return ok;
  const expr = condition.replace(/^\$\{\{\s*|\s*\}\}$/g, '').trim();
  if (expr === 'always()') return true;
  if (expr === 'success()') return ok;
  if (expr === 'failure()') return !ok;
  throw new Error(`if: ${condition} is not known to the workflow emulator`);
}

/** Runs the workflow: every job's legs, each step by the handler whose key starts its `uses`. */
export async function runWorkflow(
  workflow: Workflow,
  handlers: Record<string, StepHandler>,
  values: Record<string, string>,
): Promise<WorkflowRun> {
  const run: WorkflowRun = { artifacts: new Map(), jobs: new Map(), dirs: [] };
  for (const name of jobOrder(workflow)) {
    const job = workflow.jobs[name]!;
    const needsOk = [job.needs ?? []].flat().every((n) => run.jobs.get(n)!.every((leg) => leg.ok));
    if (!runs(job.if, needsOk)) {
      run.jobs.set(name, []);
      continue;
    }
    // Legs one at a time: the machine the tests share has two cores.
    const legs: LegRun[] = [];
    for (const leg of legsOf(job)) legs.push(await runLeg(name, job, leg, handlers, values, run));
    run.jobs.set(name, legs);
  }
  return run;
}

async function runLeg(
  name: string,
  job: Job,
  leg: Leg,
  handlers: Record<string, StepHandler>,
  values: Record<string, string>,
  run: WorkflowRun,
): Promise<LegRun> {
  const workspace = await mkdtemp(join(tmpdir(), `workflow-${name}-${leg.index}-`));
  run.dirs.push(workspace);
  const outputs = new Map<string, Record<string, string>>();
  const posts: (() => Promise<void>)[] = [];
  const steps: LegRun['steps'] = [];
  let ok = true;
  for (const step of job.steps) {
    const inputs = Object.fromEntries(
      Object.entries(step.with ?? {}).map(([k, v]) => [k, evaluate(String(v), { leg, steps: outputs, values })]),
    );
    if (!runs(step.if, ok)) {
      steps.push({ uses: step.uses, ran: false, ok: true, inputs });
      continue;
    }
    const key = Object.keys(handlers).find((prefix) => step.uses.startsWith(prefix));
    if (!key) throw new Error(`uses: ${step.uses} is not known to the workflow emulator`);
    const outcome = await handlers[key]!({ job: name, jobDef: job, leg, step, inputs, workspace, run });
    if (step.id) outputs.set(step.id, outcome.outputs ?? {});
    if (outcome.post) posts.push(outcome.post);
    steps.push({ uses: step.uses, ran: true, ok: outcome.ok, inputs });
    ok &&= outcome.ok;
  }
  for (const post of posts) await post();
  return { leg, ok, steps };
}

/** Files under a directory, as paths relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath, e.name)));
}

/**
 * actions/upload-artifact (v4 and later): the files of `path` (a file, or a directory whose
 * contents become the artifact's root); no file is a warning and no artifact; a name already
 * uploaded in the run fails the step, as artifacts are immutable.
 */
export const uploadArtifact: StepHandler = async ({ inputs, workspace, run }) => {
  const name = inputs.name ?? 'artifact';
  const source = resolve(workspace, inputs.path ?? '');
  if (run.artifacts.has(name)) return { ok: false };
  const info = await stat(source).catch(() => null);
  if (!info || (info.isDirectory() && (await filesUnder(source)).length === 0)) return { ok: true };
  const store = await mkdtemp(join(tmpdir(), 'workflow-artifact-'));
  await cp(source, info.isDirectory() ? store : join(store, source.split('/').pop()!), { recursive: true });
  run.artifacts.set(name, store);
  run.dirs.push(store);
  return { ok: true };
};

/**
 * actions/download-artifact (v4 and later): the artifacts `name` or `pattern` selects, each into
 * `path/<name>/`, or all into `path` with `merge-multiple: true`; a `name` not uploaded fails.
 */
export const downloadArtifact: StepHandler = async ({ inputs, workspace, run }) => {
  const target = resolve(workspace, inputs.path ?? '.');
  const names = [...run.artifacts.keys()].filter((n) =>
    inputs.name ? n === inputs.name : inputs.pattern ? picomatch(inputs.pattern)(n) : true,
  );
  if (inputs.name && names.length === 0) return { ok: false };
  const merge = inputs['merge-multiple'] === 'true' || (names.length === 1 && Boolean(inputs.name));
  for (const n of names) await cp(run.artifacts.get(n)!, merge ? target : join(target, n), { recursive: true });
  return { ok: true };
};

/**
 * actions/cache: restores `path` from the entry of `key`, else the newest whose key starts with a
 * `restore-keys` line, and saves it under `key` when the job ends unless that key was restored.
 */
export function cacheAction(store: Map<string, string>): StepHandler {
  return async ({ inputs, workspace }) => {
    const path = resolve(workspace, inputs.path ?? '');
    const key = inputs.key ?? '';
    const prefixes = (inputs['restore-keys'] ?? '')
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    const hit = store.has(key) ? key : [...store.keys()].reverse().find((k) => prefixes.some((p) => k.startsWith(p)));
    if (hit) await cp(store.get(hit)!, path, { recursive: true });
    const post = async () => {
      if (store.has(key) || !(await stat(path).catch(() => null))) return;
      const saved = await mkdtemp(join(tmpdir(), 'workflow-cache-'));
      await cp(path, saved, { recursive: true });
      store.set(key, saved);
    };
    return { ok: true, outputs: { 'cache-hit': String(hit === key) }, post };
  };
}

/** Removes what a run left in the temporary directory. */
export async function cleanUp(run: WorkflowRun): Promise<void> {
  await Promise.all(run.dirs.map((dir) => rm(dir, { recursive: true, force: true })));
}
