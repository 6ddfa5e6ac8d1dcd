import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { spawnCollected } from './run-cli';

export const DIST_ENTRY = resolve(import.meta.dirname, '../../dist/index.js');

/** A workflow command the action printed, e.g. `::error file=a,line=3::msg`. */
export interface WorkflowCommand {
  command: string;
  properties: Record<string, string>;
  message: string;
}

export interface ActionRun {
  exitCode: number;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  commands: WorkflowCommand[];
  /** The error, warning and notice commands. */
  annotations: WorkflowCommand[];
}

export interface RunOptions {
  inputs: Record<string, string>;
  env?: Record<string, string>;
  workspace?: string;
  entry?: string;
}

/**
 * Runs the built action as the runner does: inputs as INPUT_<NAME> (hyphens kept), output and
 * summary files. Spawned asynchronously so an emulator in this process keeps answering.
 */
export async function runAction({ inputs, env = {}, workspace, entry = DIST_ENTRY }: RunOptions): Promise<ActionRun> {
  const dir = await mkdtemp(join(tmpdir(), 'image-check-run-'));
  const outputFile = join(dir, 'output');
  const summaryFile = join(dir, 'summary.md');
  await writeFile(outputFile, '');
  await writeFile(summaryFile, '');
  // The vendor's signatures need the emulator's trusted root in the workspace: the tests of them
  // (test/e2e/signatures.test.ts, the README's examples, the demo) give it; the others run without.
  const withDefaults = { signatures: 'never', ...inputs };
  const inputEnv = Object.fromEntries(Object.entries(withDefaults).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v]));
  const childEnv: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? dir,
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_WORKSPACE: workspace ?? dir,
    RUNNER_TEMP: dir,
    ...inputEnv,
    ...env,
  };
  const { exitCode, stdout, stderr } = await spawnCollected(process.execPath, [entry], {
    env: childEnv,
    cwd: workspace ?? dir,
  });
  const commands = parseCommands(stdout);
  return {
    exitCode,
    stdout,
    stderr,
    outputs: parseOutputFile(await readFile(outputFile, 'utf8')),
    summary: await readFile(summaryFile, 'utf8'),
    commands,
    annotations: commands.filter((c) => c.command === 'error' || c.command === 'warning' || c.command === 'notice'),
  };
}

/** GITHUB_OUTPUT holds `name<<DELIM\nvalue\nDELIM` blocks. */
export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const head = /^([^<=]+)<<(.+)$/.exec(lines[i]!);
    if (head) {
      const [, name, delimiter] = head;
      const value: string[] = [];
      for (i++; i < lines.length && lines[i] !== delimiter; i++) value.push(lines[i]!);
      outputs[name!] = value.join('\n');
    } else {
      const eq = lines[i]!.indexOf('=');
      if (eq > 0) outputs[lines[i]!.slice(0, eq)] = lines[i]!.slice(eq + 1);
    }
  }
  return outputs;
}

const unescapeData = (s: string) => s.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
const unescapeProperty = (s: string) => unescapeData(s).replace(/%3A/g, ':').replace(/%2C/g, ',');

export function parseCommands(stdout: string): WorkflowCommand[] {
  const commands: WorkflowCommand[] = [];
  for (const line of stdout.split('\n')) {
    const match = /^::([a-z-]+)(?: ([^:]*))?::(.*)$/.exec(line);
    if (!match) continue;
    const properties: Record<string, string> = {};
    for (const pair of (match[2] ?? '').split(',').filter(Boolean)) {
      const eq = pair.indexOf('=');
      properties[pair.slice(0, eq)] = unescapeProperty(pair.slice(eq + 1));
    }
    commands.push({ command: match[1]!, properties, message: unescapeData(match[3]!) });
  }
  return commands;
}

/**
 * The runner's variables of a `pull_request` run against the fake GitHub API `gh`: its event file,
 * the repository and the commit checked out.
 */
export function pullRequestEnv(
  gh: { url: string; owner: string; repo: string },
  eventPath: string,
  sha: string,
): Record<string, string> {
  return {
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_API_URL: gh.url,
    GITHUB_REPOSITORY: `${gh.owner}/${gh.repo}`,
    GITHUB_WORKFLOW: 'CI',
    GITHUB_JOB: 'images',
    GITHUB_SHA: sha,
  };
}
