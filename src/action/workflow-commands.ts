// The runner's side of a JavaScript action, spoken as @actions/core speaks it: inputs from
// INPUT_* variables, workflow commands on stdout, file commands for outputs and the job summary.
// Our own because importing @actions/core loads its HTTP client (undici, tunnel, https) and
// @actions/exec, about 70 ms of a 150 ms start (bench/README.md, "Start and end"), for functions
// this action never calls. test/unit/workflow-commands.test.ts checks every line against
// @actions/core's own output for the same calls.
import { randomUUID } from 'node:crypto';
import { appendFileSync, existsSync } from 'node:fs';
import { access, appendFile, constants } from 'node:fs/promises';
import { EOL } from 'node:os';

/** Where an annotation points, as @actions/core's AnnotationProperties (a 0 or '' is left out). */
export interface AnnotationProperties {
  title?: string;
  file?: string;
  startLine?: number;
  endLine?: number;
  startColumn?: number;
  endColumn?: number;
}

/** An input as `core.getInput` reads it: INPUT_<NAME> with spaces as `_`, trimmed, '' when unset. */
export function getInput(name: string, env: NodeJS.ProcessEnv = process.env): string {
  return (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] || '').trim();
}

export function info(message: string): void {
  process.stdout.write(message + EOL);
}

export function debug(message: string): void {
  issue('debug', {}, message);
}

export function notice(message: string, properties: AnnotationProperties = {}): void {
  issue('notice', commandProperties(properties), message);
}

export function warning(message: string, properties: AnnotationProperties = {}): void {
  issue('warning', commandProperties(properties), message);
}

export function error(message: string, properties: AnnotationProperties = {}): void {
  issue('error', commandProperties(properties), message);
}

/** Fails the step: exit code 1 and the message as an error annotation. */
export function setFailed(message: string): void {
  process.exitCode = 1;
  error(message);
}

/** The runner replaces the value by *** in every later log line. */
export function setSecret(secret: string): void {
  issue('add-mask', {}, secret);
}

export function startGroup(name: string): void {
  issue('group', {}, name);
}

export function endGroup(): void {
  issue('endgroup', {}, '');
}

/**
 * A step output: appended to the GITHUB_OUTPUT file between a random delimiter that neither the
 * name nor the value may contain (so a value cannot end the block and set another output).
 */
export function setOutput(name: string, value: string): void {
  const file = process.env.GITHUB_OUTPUT || '';
  if (!file) {
    process.stdout.write(EOL);
    issue('set-output', { name }, value);
    return;
  }
  const delimiter = `ghadelimiter_${randomUUID()}`;
  if (name.includes(delimiter))
    throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter}"`);
  if (value.includes(delimiter))
    throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter}"`);
  if (!existsSync(file)) throw new Error(`Missing file at path: ${file}`);
  appendFileSync(file, `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}${EOL}`, { encoding: 'utf8' });
}

/** Appends markdown and a line end to the job summary (GITHUB_STEP_SUMMARY), as `core.summary.addRaw(text, true).write()`. */
export async function appendSummary(markdown: string): Promise<void> {
  const file = process.env.GITHUB_STEP_SUMMARY;
  if (!file)
    throw new Error(
      'Unable to find environment variable for $GITHUB_STEP_SUMMARY. Check if your runtime environment supports job summaries.',
    );
  try {
    await access(file, constants.R_OK | constants.W_OK);
  } catch {
    throw new Error(`Unable to access summary file: '${file}'. Check if the file has correct read/write permissions.`);
  }
  await appendFile(file, markdown + EOL, { encoding: 'utf8' });
}

function commandProperties(p: AnnotationProperties): Record<string, string | number | undefined> {
  if (Object.keys(p).length === 0) return {};
  return {
    title: p.title,
    file: p.file,
    line: p.startLine,
    endLine: p.endLine,
    col: p.startColumn,
    endColumn: p.endColumn,
  };
}

/** `::command key=value,...::message`, escaped so no text can end the command or start another. */
function issue(command: string, properties: Record<string, string | number | undefined>, message: string): void {
  const pairs = Object.entries(properties)
    .filter(([, value]) => value)
    .map(([key, value]) => `${key}=${escapeProperty(String(value))}`);
  // As @actions/core: a space after the command whenever properties were given, even all empty.
  const list = Object.keys(properties).length > 0 ? ` ${pairs.join(',')}` : '';
  process.stdout.write(`::${command}${list}::${escapeData(message)}${EOL}`);
}

function escapeData(s: string): string {
  return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function escapeProperty(s: string): string {
  return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
