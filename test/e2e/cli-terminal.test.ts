import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startEmulator, type Emulator } from '../emulator/index';
import { prepareDemoWorkspace } from '../support/demo-workspace';
import { runCliProcess, type CliRun } from '../support/run-cli';
import { emulatorSettings, emulatorCredentials } from '../support/emulator-settings';
import { sarifProblems } from '../support/sarif-rules';

// `image-check check` as a new user meets it in a terminal (issue 26): messages in the CLI's
// words, a table that fits, one sentence for a bad option or output path, --update saying what
// it rewrote and judging the result, and every format naming what was not checked.

let emu: Emulator;
let demo: string;

beforeAll(async () => {
  emu = await startEmulator();
  demo = await prepareDemoWorkspace(emu);
});
afterAll(() => emu.close());

const credentials = () => emulatorCredentials(emu);
const settings = () => emulatorSettings(emu);
const check = (args: string[], cwd = demo, env: Record<string, string> = credentials()): Promise<CliRun> =>
  runCliProcess(['check', ...settings(), ...args], { cwd, env });

async function workspaceWith(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'image-check-terminal-'));
  for (const [path, text] of Object.entries(files)) {
    await mkdir(join(dir, path, '..'), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  return dir;
}

// Names only the action has: its inputs, as its messages say them.
const ACTION_WORDS =
  /\bthe [a-z-]+ input\b|Input "|(?<![-\w])(registry-token|registry-username|registry-password|results-file)\b|set group\b|set token\b/;

const item = z.object({ ref: z.string(), image: z.string(), status: z.string(), endingSoon: z.boolean() }).loose();
const items = (text: string) => z.array(item).parse(JSON.parse(text));

describe('messages in the CLI’s words', () => {
  it('no group, no registry credential, an empty directory: options and IMAGE_CHECK_* variables, never an input', async () => {
    const empty = await workspaceWith({});
    const r = emu.registry;
    const ambiguous = await workspaceWith({ Dockerfile: `FROM ${r}/globex.com/redis:latest\n` });
    const runs = await Promise.all([
      // No group: a repo name only other organizations hold is told to set --group (the emulator
      // holds redis of chainguard and acme.com, none of globex.com).
      runCliProcess(['check', '--registry', r, '--api-url', emu.url, '--format', 'json', 'Dockerfile'], {
        cwd: ambiguous,
        env: credentials(),
      }),
      // No registry credential: pins cannot be read anonymously.
      check(['--format', 'json', 'deploy'], demo, { IMAGE_CHECK_TOKEN: emu.apiToken }),
      // Nothing to scan.
      check([], empty),
      // A pull token without its password.
      check([], demo, { ...credentials(), IMAGE_CHECK_REGISTRY_USERNAME: 'pull-user' }),
    ]);
    for (const run of runs) {
      expect(`${run.stdout}\n${run.stderr}`).not.toMatch(ACTION_WORDS);
      expect(run.stderr).not.toMatch(/\n\s+at /);
    }
    const [noGroup, noRegistry, emptyDir, halfPull] = runs;
    expect(items(noGroup.stdout)).toEqual([
      expect.objectContaining({
        status: 'error',
        error: expect.objectContaining({
          reason: 'ORG_MISMATCH',
          message: expect.stringMatching(
            /^Set --group to the uid of the organization group that holds globex\.com\/redis/,
          ),
        }),
      }),
    ]);
    expect(noRegistry.stdout).toContain('IMAGE_CHECK_REGISTRY_TOKEN');
    expect(emptyDir.exitCode).toBe(1);
    // The verdict, wrapped to the terminal: read as one line.
    expect(emptyDir.stdout.replace(/\n +/g, ' ')).toMatch(
      /Name the files to check, or use --image: the current directory holds no Dockerfile/,
    );
    expect(halfPull.exitCode).toBe(2);
    expect(halfPull.stderr).toMatch(/^error: IMAGE_CHECK_REGISTRY_PASSWORD: /);
    expect(halfPull.stderr).toContain('IMAGE_CHECK_REGISTRY_USERNAME');
  });

  it('a refused token: the fix first, on its own line, naming the variable; what was seen after', async () => {
    const run = await check(['--image', `${emu.registry}/chainguard/static:latest`], demo, {
      IMAGE_CHECK_TOKEN: 'not-a-token',
    });
    expect(run.exitCode).toBe(2);
    const [first, second] = run.stderr.split('\n');
    expect(first).toMatch(/^error: Set IMAGE_CHECK_TOKEN to a valid identity token .*or use --identity instead/);
    expect(second).toMatch(/^ {2}IMAGE_CHECK_TOKEN: the Platform API at \S+ refused it/);
    expect(run.stderr).not.toMatch(ACTION_WORDS);
  });

  it('--help says the registry token is needed for pins, not for private images only', async () => {
    const run = await runCliProcess(['check', '--help'], { cwd: demo });
    expect(run.stdout).toMatch(/IMAGE_CHECK_REGISTRY_TOKEN[^\n]*\n[^\n]*every pinned digest/);
    expect(run.stdout).not.toMatch(/IMAGE_CHECK_REGISTRY_TOKEN\s+registry token, for private images/);
  });
});

describe('a terminal that fits', () => {
  it('the table stays within 80 columns by default and within COLUMNS when set', async () => {
    const at80 = await check(['--fail-on', 'none']);
    expect(at80.exitCode).toBe(0);
    const lines = at80.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^STATUS\s+IMAGE\s+WHERE\s+DETAIL$/);
    for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(80);
    const at120 = await check(['--fail-on', 'none'], demo, { ...credentials(), COLUMNS: '120' });
    for (const line of at120.stdout.split('\n')) expect(line.length, line).toBeLessThanOrEqual(120);
    expect(at120.stdout.split('\n').some((line) => line.length > 80)).toBe(true);
  });

  it('an unknown option is one sentence with the option it resembles, exit 2, no parser text', async () => {
    const run = await check(['--formt', 'json']);
    expect(run.exitCode).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      "error: Unknown option '--formt' (did you mean --format?)\n(see image-check check --help)\n",
    );
    const missing = await check(['--format']);
    expect(missing.stderr).toMatch(/^error: --format needs a value\n/);
  });

  it('-o on a directory or a path that cannot be written: one sentence, exit 2, before any request', async () => {
    emu.requests.length = 0;
    await mkdir(join(demo, 'reports-dir'), { recursive: true });
    for (const [path, why] of [
      ['reports-dir', /^error: -o reports-dir: is a directory, not a file; name a file/],
      ['/proc/x/y.json', /^error: -o \/proc\/x\/y\.json: cannot create the directory \/proc\/x \(E[A-Z]+\)/],
      ['/proc/1/y.json', /^error: -o \/proc\/1\/y\.json: cannot be written \(E[A-Z]+\)/],
    ] as const) {
      const run = await check(['--format', 'json', '-o', path]);
      expect(run.exitCode, path).toBe(2);
      expect(run.stderr, path).toMatch(why);
      expect(run.stderr.split('\n').filter(Boolean), path).toHaveLength(2);
    }
    expect(emu.requests).toEqual([]);
  });
});

describe('--update', () => {
  it('lists old -> new for each rewritten reference, then judges the rewritten files', async () => {
    const r = emu.registry;
    const workspace = await workspaceWith({ Dockerfile: `FROM ${r}/chainguard/python:3.11\n` });
    const run = await check(['--update', 'eol', '--format', 'json', 'Dockerfile'], workspace);
    const after = await readFile(join(workspace, 'Dockerfile'), 'utf8');
    const moved = /^FROM (\S+)\n$/.exec(after)?.[1];
    expect(moved).toBeDefined();
    expect(moved).not.toBe(`${r}/chainguard/python:3.11`);
    expect(run.stderr).toContain(`update: 1 reference(s) rewritten in 1 file(s): Dockerfile`);
    expect(run.stderr).toContain(`  Dockerfile:1 ${r}/chainguard/python:3.11 -> ${moved}`);
    // The report and the exit code are of the file as rewritten: the maintained tag, which passes.
    expect(items(run.stdout).map((i) => [i.ref, i.status])).toEqual([[moved, 'ok']]);
    expect(run.exitCode).toBe(0);
  });

  it('a pin it cannot judge (no registry credential) is a warning naming the variable, not a quiet pass', async () => {
    const workspace = await workspaceWith({ 'deploy/app.yaml': await readFile(join(demo, 'deploy/app.yaml'), 'utf8') });
    const run = await check(['--update', 'pins', '--fail-on', 'none', 'deploy'], workspace, {
      IMAGE_CHECK_TOKEN: emu.apiToken,
    });
    expect(run.stderr).toMatch(/^warning: update left 2 reference\(s\) alone: .*IMAGE_CHECK_REGISTRY_TOKEN/m);
    expect(run.stdout).not.toMatch(/all current/);
  });
});

describe('every finding in every format', () => {
  it('a tag ending soon is a finding in JSON, SARIF and GitLab', async () => {
    const [json, sarif, gitlab] = await Promise.all(
      ['json', 'sarif', 'gitlab'].map((format) => check(['--format', format, '--fail-on', 'none', 'compose.yaml'])),
    );
    const redis = items(json!.stdout).find((i) => i.ref.endsWith('/chainguard/redis:7.4'))!;
    expect(redis).toMatchObject({ status: 'ok', endingSoon: true });
    const log = z
      .object({ runs: z.array(z.object({ results: z.array(z.object({ ruleId: z.string(), level: z.string() })) })) })
      .parse(JSON.parse(sarif!.stdout));
    expect(sarifProblems(sarif!.stdout)).toEqual([]);
    expect(log.runs[0]!.results).toContainEqual({ ruleId: 'ending', level: 'warning' });
    const issues = z
      .array(z.object({ check_name: z.string(), severity: z.string() }))
      .parse(JSON.parse(gitlab!.stdout));
    expect(issues.map((i) => i.check_name)).toContain('image-check/ending');
  });

  it('skipped references: on stderr for the machine formats, as SARIF notifications and GitLab info entries', async () => {
    const r = emu.registry;
    const workspace = await workspaceWith({
      Dockerfile: `ARG BASE_TAG\nFROM ${r}/chainguard/python:\${BASE_TAG}\nFROM ${r}/chainguard/static:latest\n`,
    });
    const runs = await Promise.all(
      ['json', 'sarif', 'gitlab', 'table'].map((format) => check(['--format', format], workspace)),
    );
    for (const run of runs.slice(0, 3)) {
      expect(run.stderr).toMatch(/^warning: Dockerfile:2: .*BASE_TAG.* was not checked: /m);
      expect(() => JSON.parse(run.stdout) as unknown).not.toThrow();
    }
    const [, sarif, gitlab, table] = runs;
    expect(sarifProblems(sarif!.stdout)).toEqual([]);
    const log = z
      .object({
        runs: z.array(
          z.object({
            invocations: z.array(
              z.object({ toolExecutionNotifications: z.array(z.object({ message: z.object({ text: z.string() }) })) }),
            ),
          }),
        ),
      })
      .parse(JSON.parse(sarif!.stdout));
    expect(log.runs[0]!.invocations[0]!.toolExecutionNotifications[0]!.message.text).toMatch(/BASE_TAG/);
    const issues = z
      .array(
        z.object({
          check_name: z.string(),
          severity: z.string(),
          location: z.object({ path: z.string(), lines: z.object({ begin: z.number() }) }),
        }),
      )
      .parse(JSON.parse(gitlab!.stdout));
    expect(issues).toContainEqual(
      expect.objectContaining({
        check_name: 'image-check/skipped',
        severity: 'info',
        location: { path: 'Dockerfile', lines: { begin: 2 } },
      }),
    );
    expect(table!.stdout).toMatch(/Not checked:\n {2}Dockerfile:2: /);
  });
});
