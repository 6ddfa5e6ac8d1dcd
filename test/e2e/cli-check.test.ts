import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { GITHUB_ACTIONS_ISSUER } from '../../src/auth/github-oidc';
import { runCli } from '../../src/cli/main';
import { HttpClient } from '../../src/http/client';
import type { ImageResult } from '../../src/model';
import { IamClient } from '../../src/platform/iam';
import { startEmulator, type Emulator } from '../emulator/index';
import { prepareDemoWorkspace } from '../support/demo-workspace';
import { startGitHubOidcStub } from '../support/github-oidc-stub';
import { runAction } from '../support/run-action';
import { runCliProcess, type CliRun } from '../support/run-cli';
import { sarifProblems } from '../support/sarif-rules';
import { emulatorInputs, emulatorSettings, emulatorCredentials } from '../support/emulator-settings';

// `image-check check`, the built CLI (dist/cli/index.js) spawned as a user runs it, against the
// emulator, on the demo workspace the action's end-to-end tests use.

let emu: Emulator;
let workspace: string;

beforeAll(async () => {
  emu = await startEmulator();
  workspace = await prepareDemoWorkspace(emu);
});
afterAll(async () => {
  await emu.close();
});

const credentials = () => emulatorCredentials(emu);
const settings = () => emulatorSettings(emu);
const check = (args: string[], env: Record<string, string> = credentials()): Promise<CliRun> =>
  runCliProcess(['check', ...settings(), ...args], { cwd: workspace, env });

// What the action's files input selects in the demo workspace: every file the CLI scans by default.
const ACTION_FILES = ['**/Dockerfile', 'compose.yaml', 'deploy/*.yaml', '.github/workflows/*.yml'];

// The SARIF 2.1.0 schema's required properties along the path a log takes here (sarif-schema-2.1.0.json):
// log {version, runs}, run {tool}, tool {driver}, toolComponent {name}, result {message},
// message {text|id}, reportingDescriptor {id}, physicalLocation with artifactLocation/region.
const sarifMessage = z.object({ text: z.string().min(1) });
const sarifSchema = z.object({
  $schema: z.string().url().optional(),
  version: z.literal('2.1.0'),
  runs: z
    .array(
      z.object({
        tool: z.object({
          driver: z.object({
            name: z.string().min(1),
            version: z.string().optional(),
            rules: z.array(
              z.object({
                id: z.string().min(1),
                shortDescription: sarifMessage.optional(),
                defaultConfiguration: z.object({ level: z.enum(['none', 'note', 'warning', 'error']) }).optional(),
              }),
            ),
          }),
        }),
        results: z.array(
          z.object({
            ruleId: z.string(),
            ruleIndex: z.number().int().min(0),
            level: z.enum(['none', 'note', 'warning', 'error']),
            message: sarifMessage,
            locations: z
              .array(
                z.object({
                  physicalLocation: z.object({
                    artifactLocation: z.object({ uri: z.string().min(1), uriBaseId: z.string().optional() }),
                    region: z.object({ startLine: z.number().int().min(1) }),
                  }),
                }),
              )
              .optional(),
            partialFingerprints: z.record(z.string(), z.string()).optional(),
          }),
        ),
      }),
    )
    .min(1),
});

// GitLab's Code Quality report: a JSON array of issues with exactly these documented fields
// (https://docs.gitlab.com/ci/testing/code_quality/#code-quality-report-format).
const gitlabSchema = z.array(
  z.strictObject({
    description: z.string().min(1),
    check_name: z.string().min(1),
    fingerprint: z.string().min(1),
    severity: z.enum(['info', 'minor', 'major', 'critical', 'blocker']),
    location: z.strictObject({ path: z.string().min(1), lines: z.strictObject({ begin: z.number().int().min(1) }) }),
  }),
);

describe('image-check help', () => {
  const inProcess = async (argv: string[]) => {
    let out = '';
    let err = '';
    const code = await runCli(argv, { out: (t) => (out += t), err: (t) => (err += t), env: {} });
    return { code, out, err };
  };
  it('lists check among the commands, documents its options and exit codes, and points scan/image at it', async () => {
    const main = await inProcess(['--help']);
    expect(main.out).toMatch(/^ {2}check {13}check the images/m);
    const help = await inProcess(['check', '--help']);
    expect(help.code).toBe(0);
    for (const option of [
      '--image',
      '--registry',
      '--group',
      '--fail-on',
      '--max-age',
      '--concurrency',
      '--api-url',
      '--identity',
      '--issuer-url',
      '--format',
      '--output',
    ])
      expect(help.out).toContain(option);
    for (const variable of [
      'IMAGE_CHECK_TOKEN',
      'IMAGE_CHECK_REGISTRY_TOKEN',
      'IMAGE_CHECK_REGISTRY_USERNAME',
      'IMAGE_CHECK_REGISTRY_PASSWORD',
    ])
      expect(help.out).toContain(variable);
    expect(help.out).toContain('Exit codes: 0 passed, 1 failed by --fail-on, 2 usage or input error');
    for (const command of ['scan', 'image']) {
      const run = await inProcess([command, '.']);
      expect(run.code).toBe(2);
      expect(run.err).toContain(`unknown command "${command}"; images are checked with: image-check check`);
    }
  });
});

describe('image-check check, end to end', () => {
  it("keyless on GitHub Actions: --identity exchanges the job's OIDC token, and no token is ever printed", async () => {
    const subject = 'repo:acme/app:ref:refs/heads/main';
    const http = new HttpClient();
    const identity = (
      await new IamClient({ http, apiUrl: emu.url, token: emu.apiToken }).createIdentity(emu.rootGroup, {
        name: 'github-acme-cli',
        claimMatch: { issuer: GITHUB_ACTIONS_ISSUER, subject },
      })
    ).uid;
    await http.close();
    const github = await startGitHubOidcStub({ sub: subject });
    try {
      const image = `${emu.registry}/chainguard/static:latest`;
      const run = await check(
        ['--identity', identity, '--issuer-url', emu.url, '--image', image, '--format', 'json'],
        github.env,
      );
      expect(run.stderr).toBe('');
      expect(run.exitCode).toBe(0);
      expect(JSON.parse(run.stdout)).toMatchObject([{ ref: image, status: 'ok' }]);
      expect(github.audiences).toEqual([new URL(emu.url).host]);
      const printed = run.stdout + run.stderr;
      for (const secret of [
        github.jwtFor(new URL(emu.url).host),
        emu.exchangedToken(identity, emu.url),
        emu.exchangedToken(identity, emu.registry),
      ])
        expect(printed).not.toContain(secret);
    } finally {
      await github.close();
    }
  });

  it('on a terminal: colour unless NO_COLOR, and a progress line on stderr that is cleared at the end', async () => {
    const image = `${emu.registry}/chainguard/python:3.11`;
    const inProcess = async (env: Record<string, string>, tty: boolean) => {
      let out = '';
      let err = '';
      const code = await runCli(['check', ...settings(), '--image', image], {
        out: (text) => (out += text),
        err: (text) => (err += text),
        env: { IMAGE_CHECK_SIGNATURES: 'never', ...credentials(), ...env },
        cwd: workspace,
        outIsTTY: tty,
        errIsTTY: tty,
      });
      return { code, out, err };
    };
    // The emulator answers slowly enough for the progress line to be drawn at least once.
    emu.setLatency(150);
    const coloured = await inProcess({}, true).finally(() => emu.setLatency(0));
    expect(coloured.code).toBe(1);
    expect(coloured.out).toContain('\x1b[31meol');
    expect(coloured.err).toMatch(/^\r\x1b\[2Kimage-check: checking… \d+ requests, \d+\.\d s/);
    expect(coloured.err.endsWith('\r\x1b[2K')).toBe(true);
    const noColor = await inProcess({ NO_COLOR: '1' }, true);
    expect(noColor.out).not.toMatch(/\x1b\[/);
    expect(noColor.out).toMatch(/^eol\s+/m);
    const piped = await inProcess({}, false);
    expect(piped.out).not.toMatch(/\x1b\[/);
    expect(piped.err).toBe('');
  });

  it('gives the same results as the action for the same workspace and settings (default scan, paths and --image)', async () => {
    const image = `${emu.registry}/acme.com/python-fips:3.12`;
    const action = await runAction({
      workspace,
      inputs: {
        images: image,
        files: ACTION_FILES.join('\n'),
        ...emulatorInputs(emu),
        comment: 'never',
      },
    });
    expect(action.exitCode).toBe(1);
    const fromAction = JSON.parse(action.outputs.results!) as ImageResult[];
    expect(fromAction.length).toBeGreaterThan(10);

    // The action's globs as arguments, and the default scan of the current directory: the same results, in the same order.
    const [withGlobs, byDefault] = await Promise.all([
      check([...ACTION_FILES, '--image', image, '--format', 'json']),
      check(['--image', image, '.', '--format', 'json']),
    ]);
    for (const cli of [withGlobs, byDefault]) {
      expect(cli.stderr).toBe('');
      expect(cli.exitCode).toBe(1);
      expect(JSON.parse(cli.stdout)).toEqual(fromAction);
    }
  });

  it('prints a table for people: findings first, what was not checked, the verdict last, no colour off a terminal', async () => {
    const run = await check([]);
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toBe(''); // no progress line off a terminal
    expect(run.stdout).not.toMatch(/\x1b\[/);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^STATUS\s+IMAGE\s+WHERE\s+DETAIL$/);
    const labels = lines.slice(1, lines.indexOf('')).map((line) => line.split(/\s+/)[0]);
    expect(labels[0]).toBe('eol');
    expect(labels.indexOf('stale')).toBeLessThan(labels.indexOf('ok'));
    expect(labels.lastIndexOf('advisory')).toBeLessThan(labels.indexOf('ok'));
    expect(run.stdout).toContain(`${emu.registry}/chainguard/python:3.11`);
    expect(run.stdout).toMatch(/Dockerfile:10 \(\+1\)\s+tag "3\.11" is end-of-life/);
    // postgres, and the mirrored redis of compose.yaml (no registry-map here).
    expect(run.stdout).toContain('2 references on other registries, not checked.');
    // The verdict last (wrapped to the terminal's 80 columns: its continuation lines are indented).
    expect(
      run.stdout
        .trimEnd()
        .replace(/\n {2}/g, ' ')
        .split('\n')
        .at(-1),
    ).toMatch(/^✗ Failed: 1 end-of-life tag \(fail-on: eol,denied,unsigned,error\)/);
  });

  it('exit codes: 0 when passed, 1 when failed by --fail-on, 2 on usage or input errors before any request', async () => {
    expect((await check(['--fail-on', 'none'])).exitCode).toBe(0);
    expect((await check(['--fail-on', 'stale', 'compose.yaml'])).exitCode).toBe(0);
    expect((await check(['--fail-on', 'stale', 'deploy'])).exitCode).toBe(1);
    emu.requests.length = 0;
    const usage: [string[], Record<string, string>, RegExp][] = [
      [['--max-age', '30 days'], credentials(), /^error: --max-age: "30 days" is not a duration/],
      [['--fail-on', 'eol,cves'], credentials(), /^error: --fail-on: "cves" is not one of/],
      [['--image', 'UPPER/Case::bad'], credentials(), /^error: --image: /],
      [['--format', 'xml'], credentials(), /^error: --format "xml" is not one of table, json, sarif, markdown, gitlab/],
      [['--colour'], credentials(), /^error: Unknown option '--colour'/],
      [['../elsewhere'], credentials(), /^error: "\.\.\/elsewhere" climbs out of the current directory/],
      [
        ['--token', 'secret-on-the-command-line'],
        credentials(),
        /^error: --token is not an option: credentials are read from the environment only \(IMAGE_CHECK_TOKEN\)/,
      ],
      [[], {}, /^error: no Platform API token: set IMAGE_CHECK_TOKEN/],
      [
        ['--identity', 'abc/def'],
        {},
        /^error: --identity needs your CI's OIDC token in IMAGE_CHECK_ID_TOKEN: add to the job:\n {4}export IMAGE_CHECK_ID_TOKEN=/,
      ],
      [
        [],
        { ...credentials(), IMAGE_CHECK_REGISTRY_USERNAME: 'pull-user' },
        /^error: IMAGE_CHECK_REGISTRY_PASSWORD: IMAGE_CHECK_REGISTRY_USERNAME and IMAGE_CHECK_REGISTRY_PASSWORD are set together/,
      ],
    ];
    const runs = await Promise.all(usage.map(([args, env]) => check(args, env)));
    for (const [i, [args, , message]] of usage.entries()) {
      const run = runs[i]!;
      expect(run.exitCode, args.join(' ')).toBe(2);
      expect(run.stdout, args.join(' ')).toBe('');
      expect(run.stderr, args.join(' ')).toMatch(message);
      expect(run.stderr).toContain('(see image-check check --help)');
      expect(run.stderr).not.toContain('secret-on-the-command-line');
      expect(run.stderr).not.toMatch(/\n\s+at /); // never a stack trace
    }
    expect(emu.requests).toEqual([]);
  });

  it('a refused token stops the run once, naming the variable to fix (exit 2), whatever fail-on says', async () => {
    for (const failOn of ['none', 'eol,error']) {
      const run = await check(['--image', `${emu.registry}/chainguard/static:latest`, '--fail-on', failOn], {
        IMAGE_CHECK_TOKEN: 'not-a-token',
      });
      expect(run.exitCode).toBe(2);
      expect(run.stderr).toMatch(/IMAGE_CHECK_TOKEN/);
      expect(run.stderr).not.toContain('not-a-token');
    }
  });

  it("--registry-map (or IMAGE_CHECK_REGISTRY_MAP) checks a mirror's references as the registry's, shown as written; a bad pair is exit 2", async () => {
    const mirrored = 'mirror.acme.internal/cgr/chainguard/redis:7.4';
    const pair = `mirror.acme.internal/cgr/=${emu.registry}/`;
    const asOption = await check(['--format', 'json', '--fail-on', 'none', '--registry-map', pair, 'compose.yaml']);
    const fromEnv = await check(['--format', 'json', '--fail-on', 'none', 'compose.yaml'], {
      ...credentials(),
      IMAGE_CHECK_REGISTRY_MAP: pair,
    });
    for (const run of [asOption, fromEnv]) {
      expect(run.exitCode, run.stderr).toBe(0);
      const item = (JSON.parse(run.stdout) as { ref: string; upstream?: string; status: string }[]).find(
        (r) => r.ref === mirrored,
      );
      expect(item).toMatchObject({ upstream: `${emu.registry}/chainguard/redis:7.4`, status: 'ok' });
    }
    const bad = await check(['--registry-map', 'mirror.acme.internal/cgr', 'compose.yaml']);
    expect(bad.exitCode).toBe(2);
    expect(bad.stderr).toMatch(
      /Write each pair as prefix=upstream[\s\S]*--registry-map: "mirror\.acme\.internal\/cgr" has no "="/,
    );
    const badEnv = await check(['compose.yaml'], { ...credentials(), IMAGE_CHECK_REGISTRY_MAP: 'x.io/a=docker.io/' });
    expect(badEnv.exitCode).toBe(2);
    // The value came from the variable: the message names it, not the option that was not given.
    expect(badEnv.stderr).toContain(
      'IMAGE_CHECK_REGISTRY_MAP: the upstream "docker.io" of "x.io/a=docker.io/" is not on',
    );
    expect(badEnv.stderr).not.toContain('--registry-map');
    // Given both, the option wins and is the one named.
    const badOption = await check(['--registry-map', 'x.io/a=docker.io/', 'compose.yaml'], {
      ...credentials(),
      IMAGE_CHECK_REGISTRY_MAP: pair,
    });
    expect(badOption.exitCode).toBe(2);
    expect(badOption.stderr).toContain('--registry-map: the upstream "docker.io"');
    expect(badOption.stderr).not.toContain('IMAGE_CHECK_REGISTRY_MAP');
  });

  it('--format sarif is a SARIF 2.1.0 log of the findings at their files and lines', async () => {
    const run = await check(['--format', 'sarif', '--fail-on', 'none']);
    expect(run.exitCode).toBe(0);
    expect(sarifProblems(run.stdout)).toEqual([]);
    const sarif = sarifSchema.parse(JSON.parse(run.stdout));
    const eol = sarif.runs[0]!.results.filter((r) => r.ruleId === 'eol');
    expect(
      eol.map(
        (r) =>
          `${r.locations![0]!.physicalLocation.artifactLocation.uri}:${r.locations![0]!.physicalLocation.region.startLine}`,
      ),
    ).toEqual(['Dockerfile:10', 'compose.yaml:12']);
    expect(sarif.runs[0]!.results.some((r) => r.ruleId === 'stale' && r.level === 'warning')).toBe(true);
    for (const r of sarif.runs[0]!.results) expect(sarif.runs[0]!.tool.driver.rules[r.ruleIndex]!.id).toBe(r.ruleId);
  });

  it('--format sarif places --image references on a file: --sarif-location, else the workflow file under GitHub Actions, else on the image itself', async () => {
    const image = `${emu.registry}/chainguard/python:3.11`;
    const placed = (stdout: string) => {
      expect(sarifProblems(stdout)).toEqual([]);
      return sarifSchema
        .parse(JSON.parse(stdout))
        .runs[0]!.results.filter((r) => r.ruleId === 'eol')
        .map((r) => r.locations!.map((l) => l.physicalLocation.artifactLocation.uri).join());
    };
    const named = await check(['--format', 'sarif', '--image', image, '--sarif-location', 'ci/pipeline.yml']);
    expect(named.exitCode).toBe(1);
    expect(placed(named.stdout)).toEqual(['ci/pipeline.yml']);

    const actions = await check(['--format', 'sarif', '--image', image], {
      ...credentials(),
      GITHUB_ACTIONS: 'true',
      GITHUB_WORKFLOW_REF: 'octo/app/.github/workflows/images.yml@refs/heads/main',
    });
    expect(placed(actions.stdout)).toEqual(['.github/workflows/images.yml']);

    expect(named.stderr).not.toContain('note: --format sarif');

    // Outside Actions, no --sarif-location: a report all the same, each result on its image, said once.
    const nowhere = await check([
      '--format',
      'sarif',
      '--image',
      image,
      '--image',
      `${emu.registry}/chainguard/nginx:1.27`,
    ]);
    expect(nowhere.exitCode).toBe(1);
    expect(placed(nowhere.stdout)).toEqual([`${emu.registry.replace(':', '%3A')}/chainguard/python%3A3.11`]);
    expect(
      nowhere.stderr.match(/note: --format sarif: each --image result is placed on a location named by its image/g),
    ).toHaveLength(1);
    expect(nowhere.stderr).toContain('add --sarif-location <file>');

    const outside = await check(['--format', 'sarif', '--image', image, '--sarif-location', '../elsewhere.yml']);
    expect(outside.exitCode).toBe(2);
    expect(outside.stderr).toContain(
      '--sarif-location "../elsewhere.yml" must name a file inside the scanned directory',
    );
  });

  it('--format gitlab is a Code Quality report with the documented fields, one issue per finding and place, unique fingerprints', async () => {
    const image = `${emu.registry}/chainguard/python:3.11`;
    const run = await runCliProcess(
      ['check', ...settings(), '--format', 'gitlab', '--image', image, 'compose.yaml', 'Dockerfile'],
      {
        cwd: workspace,
        env: { ...credentials(), CI_CONFIG_PATH: 'ci/pipeline.yml' },
      },
    );
    expect(run.exitCode).toBe(1);
    const issues = gitlabSchema.parse(JSON.parse(run.stdout));
    const eol = issues.filter((i) => i.check_name === 'image-check/eol');
    expect(eol.map((i) => `${i.location.path}:${i.location.lines.begin}`)).toEqual([
      'Dockerfile:10',
      'compose.yaml:12',
    ]);
    expect(eol.every((i) => i.severity === 'critical' && i.description.includes('end-of-life'))).toBe(true);
    expect(new Set(issues.map((i) => i.fingerprint)).size).toBe(issues.length);
    // --image references have no file: reported on the pipeline's configuration file.
    const fromImage = await runCliProcess(['check', ...settings(), '--format', 'gitlab', '--image', image], {
      cwd: workspace,
      env: { ...credentials(), CI_CONFIG_PATH: 'ci/pipeline.yml' },
    });
    expect(gitlabSchema.parse(JSON.parse(fromImage.stdout)).map((i) => i.location)).toContainEqual({
      path: 'ci/pipeline.yml',
      lines: { begin: 1 },
    });
  });

  it('--format markdown is the job summary, and --output writes any format to a file with the verdict on stderr', async () => {
    const action = await runAction({
      workspace,
      inputs: {
        files: 'compose.yaml',
        ...emulatorInputs(emu),
        comment: 'never',
        'fail-on': 'none',
      },
    });
    const run = await check([
      'compose.yaml',
      '--format',
      'markdown',
      '--fail-on',
      'none',
      '--output',
      'reports/summary.md',
    ]);
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^Wrote the markdown report to reports\/summary\.md\n✓ /);
    const markdown = await readFile(join(workspace, 'reports/summary.md'), 'utf8');
    // The same summary as the action's, but for the times relative to each run's clock.
    const clockless = (text: string) =>
      text.replace(/\d+ (?:minute|hour|day|month|year)s? ago|just now/g, 'ago').trim();
    expect(clockless(markdown)).toBe(clockless(action.summary));
    expect(markdown).toContain('chainguard/python:3.11');
  });
});

// The machine's system Node (20 here), older than the 24 the package needs.
const OLD_NODE = '/usr/bin/node';
const oldNodeVersion = (() => {
  try {
    return execFileSync(OLD_NODE, ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
})();

describe.skipIf(oldNodeVersion === null || Number(oldNodeVersion.split('.')[0]) >= 24)(
  `image-check on a Node it cannot run on (${OLD_NODE}, ${oldNodeVersion})`,
  () => {
    it('says so in one sentence, never a stack trace, with exit code 2', async () => {
      const run = await runCliProcess(['check', '--help'], { cwd: workspace, node: OLD_NODE });
      expect(run.exitCode).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toMatch(
        /^image-check needs Node\.js 24 or newer, and this is Node\.js 2\d\.\d+\.\d+: install Node\.js 24 \(https:\/\/nodejs\.org\) and run it again\.\n$/,
      );
      expect(run.stderr).toContain(oldNodeVersion);
    });
  },
);
