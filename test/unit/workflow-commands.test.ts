// The action speaks the runner's protocol itself (src/action/workflow-commands.ts); @actions/core
// is the reference: for the same calls, the same bytes on stdout, in GITHUB_OUTPUT and in the job summary.
import * as core from '@actions/core';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as ours from '../../src/action/workflow-commands';

function stdoutOf(fn: () => void): string {
  let text = '';
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    text += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    return true;
  });
  try {
    fn();
  } finally {
    spy.mockRestore();
  }
  return text;
}

const MESSAGES = [
  'plain',
  '',
  'percent % and 100%25',
  'lines\r\nand\nmore\r',
  'colons :: and, commas',
  'unicode: é ✓ 𝄞',
  '::error::injected',
];
const PROPERTIES: ours.AnnotationProperties[] = [
  {},
  { title: 'Title: a, b' },
  { title: 't', file: 'deploy/a,b:c.yaml', startLine: 3 },
  { file: 'Dockerfile', startLine: 0 },
  { title: '', file: undefined, startLine: undefined },
  { title: 'x', file: 'f', startLine: 1, endLine: 2, startColumn: 3, endColumn: 4 },
  { title: 'new\nline%', file: 'dir\r\\x' },
];

describe('workflow commands match @actions/core', () => {
  let dir: string;
  const saved = { ...process.env };
  const savedExitCode = process.exitCode;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'wf-commands-'));
  });
  afterEach(() => {
    process.env = { ...saved };
    process.exitCode = savedExitCode;
    rmSync(dir, { recursive: true, force: true });
  });

  it('annotations (error, warning, notice) with every kind of message and properties', () => {
    for (const level of ['error', 'warning', 'notice'] as const) {
      for (const message of MESSAGES) {
        for (const properties of PROPERTIES) {
          expect(stdoutOf(() => ours[level](message, properties))).toBe(
            stdoutOf(() => core[level](message, properties)),
          );
        }
        expect(stdoutOf(() => ours[level](message))).toBe(stdoutOf(() => core[level](message)));
      }
    }
  });

  it('info, debug, groups and masks', () => {
    for (const message of MESSAGES) {
      for (const name of ['info', 'debug', 'startGroup', 'setSecret'] as const) {
        expect(stdoutOf(() => ours[name](message))).toBe(stdoutOf(() => core[name](message)));
      }
    }
    expect(stdoutOf(() => ours.endGroup())).toBe(stdoutOf(() => core.endGroup()));
    expect(stdoutOf(() => ours.setSecret('s3cr%t\nline'))).toBe('::add-mask::s3cr%25t%0Aline\n');
  });

  it('setFailed: the same error line and exit code 1', () => {
    process.exitCode = 0;
    const theirs = stdoutOf(() => core.setFailed('it failed: a%b\nc'));
    expect(process.exitCode).toBe(1);
    process.exitCode = 0;
    expect(stdoutOf(() => ours.setFailed('it failed: a%b\nc'))).toBe(theirs);
    expect(process.exitCode).toBe(1);
  });

  it('inputs: INPUT_<NAME> with spaces as _, upper case, trimmed, empty when unset', () => {
    process.env['INPUT_FAIL-ON'] = '  stale \n';
    process.env.INPUT_MY_INPUT = 'x';
    for (const name of ['fail-on', 'Fail-On', 'my input', 'unset'])
      expect(ours.getInput(name)).toBe(core.getInput(name));
    expect(ours.getInput('fail-on')).toBe('stale');
    expect(ours.getInput('registry', { INPUT_REGISTRY: ' r ' })).toBe('r');
  });

  it('outputs: the same blocks in GITHUB_OUTPUT, the delimiters aside', () => {
    const values: Array<[string, string]> = [
      ['results', '[{"a":1}]'],
      ['multi', 'line 1\nline 2\r\n'],
      ['empty', ''],
      ['unicode', 'é ✓'],
    ];
    const write = (api: typeof ours | typeof core, file: string) => {
      writeFileSync(file, '');
      process.env.GITHUB_OUTPUT = file;
      for (const [name, value] of values) api.setOutput(name, value);
      return readFileSync(file, 'utf8').replace(/ghadelimiter_[0-9a-f-]{36}/g, 'DELIM');
    };
    const theirs = write(core, join(dir, 'theirs'));
    expect(write(ours, join(dir, 'ours'))).toBe(theirs);
    expect(theirs).toContain('multi<<DELIM\nline 1\nline 2\r\n\nDELIM\n');
  });

  it('outputs: each block has a delimiter of its own, which the value cannot know', () => {
    const file = join(dir, 'out');
    writeFileSync(file, '');
    process.env.GITHUB_OUTPUT = file;
    ours.setOutput('a', '1');
    ours.setOutput('b', '2');
    const delimiters = readFileSync(file, 'utf8').match(/ghadelimiter_[0-9a-f-]{36}/g) ?? [];
    expect(delimiters).toHaveLength(4);
    expect(new Set(delimiters).size).toBe(2);
  });

  it('outputs: a missing GITHUB_OUTPUT file is an error, as with @actions/core', () => {
    process.env.GITHUB_OUTPUT = join(dir, 'missing');
    expect(() => ours.setOutput('a', '1')).toThrow(/Missing file at path: .*missing/);
    expect(() => core.setOutput('a', '1')).toThrow(/Missing file at path: .*missing/);
  });

  it('job summary: the same text appended, and the same errors', async () => {
    const theirs = join(dir, 'summary-theirs');
    const mine = join(dir, 'summary-ours');
    writeFileSync(theirs, 'before\n');
    writeFileSync(mine, 'before\n');
    for (const markdown of ['# Title\n\n| a | b |', 'é ✓', '']) {
      process.env.GITHUB_STEP_SUMMARY = theirs;
      await core.summary.addRaw(markdown, true).write();
      process.env.GITHUB_STEP_SUMMARY = mine;
      await ours.appendSummary(markdown);
    }
    expect(readFileSync(mine, 'utf8')).toBe(readFileSync(theirs, 'utf8'));
    delete process.env.GITHUB_STEP_SUMMARY;
    await expect(ours.appendSummary('x')).rejects.toThrow(/GITHUB_STEP_SUMMARY/);
  });
});
