import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

export const CLI_ENTRY = resolve(import.meta.dirname, '../../dist/cli/index.js');

export interface CliRun {
  exitCode: number;
  stdout: string;
  stderr: string;
}

export interface CliRunOptions {
  cwd: string;
  env?: Record<string, string>;
  /** The Node binary; the test process's own (Node 24) by default. */
  node?: string;
  entry?: string;
}

/** Runs the built CLI (the package bin) as a user would, spawned asynchronously so an emulator in this process keeps answering. */
export function runCliProcess(
  args: string[],
  { cwd, env = {}, node = process.execPath, entry = CLI_ENTRY }: CliRunOptions,
): Promise<CliRun> {
  // Only what a shell would pass: PATH and HOME, no runner variables from the test's environment.
  // Signatures off unless a test asks for them (with the emulator's trusted root): see run-action.ts.
  const childEnv: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? cwd,
    IMAGE_CHECK_SIGNATURES: 'never',
    ...env,
  };
  return spawnCollected(node, [entry, ...args], { env: childEnv, cwd });
}

/** A process run to its end, asynchronously (an emulator in this process keeps answering): its exit code and output. */
export function spawnCollected(
  command: string,
  args: string[],
  options: { env: Record<string, string>; cwd: string },
): Promise<CliRun> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, options);
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', fail);
    child.on('close', (code) => done({ exitCode: code ?? -1, stdout: out, stderr: err }));
  });
}
