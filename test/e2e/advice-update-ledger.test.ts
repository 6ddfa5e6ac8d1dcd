// Advice end to end, over the emulator, with the built action (dist/index.js) and the CLI:
// suggestions, the exact pin, `update`, the ignore ledger, end of life ahead of time, and the
// v1 operation missing without harm.
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EOL_DATES_UNAVAILABLE } from '../../src/check/judge/advice';
import { compareVersions, parseTagName } from '../../src/check/judge/suggest';
import type { ImageResult } from '../../src/model';
import { EOL_AHEAD, SEED, startEmulator, type Emulator } from '../emulator/index';
import { runAction, type ActionRun } from '../support/run-action';
import { runCliProcess } from '../support/run-cli';
import { emulatorInputs } from '../support/emulator-settings';

let emu: Emulator;
beforeAll(async () => {
  emu = await startEmulator();
});
afterAll(async () => {
  await emu.close();
});
beforeEach(() => {
  emu.eolTags.mode = 'on';
});

const baseInputs = () => ({
  ...emulatorInputs(emu),
  comment: 'never',
});
const run = (workspace: string, inputs: Record<string, string>): Promise<ActionRun> =>
  runAction({ workspace, inputs: { ...baseInputs(), ...inputs } });
const resultsOf = (run: ActionRun) => JSON.parse(run.outputs.results!) as ImageResult[];
const newest = (repo: string, tag: string) => emu.store.history(repo, tag)!.at(-1)!.digest;
const back = (repo: string, tag: string, n: number) => emu.store.history(repo, tag)!.at(-1 - n)!.digest;

async function workspaceWith(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'image-check-i14-'));
  for (const [path, text] of Object.entries(files)) {
    await mkdir(join(dir, path, '..'), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  return dir;
}

describe('suggestions', () => {
  it('names a maintained tag of the same variant for every end-of-life tag in the seed data that has one, and the exact pin for a stale pin', async () => {
    const workspace = await workspaceWith({});
    const stalePin = `${emu.registry}/chainguard/go:1.24@${back('chainguard/go', '1.24', 40)}`;
    const images = [...SEED.deprecatedTags.map((t) => `${emu.registry}/${t.org}/${t.image}:${t.tag}`), stalePin];
    const result = await run(workspace, { images: images.join('\n'), 'fail-on': 'none' });
    expect(result.exitCode).toBe(0);
    const byRef = new Map(resultsOf(result).map((r) => [r.ref, r]));
    let suggested = 0;
    for (const t of SEED.deprecatedTags) {
      const r = byRef.get(`${emu.registry}/${t.org}/${t.image}:${t.tag}`)!;
      expect(r.deprecated).toBe(true);
      const eolName = parseTagName(t.tag)!;
      // Whether the seed has a maintained sibling: a tag of the same variant, not deprecated, newer (or latest of that variant).
      const names = SEED.images.find((i) => i.org === t.org && i.image === t.image)!.tags;
      const siblings = names
        .filter((name) => !emu.store.findTag(`${t.org}/${t.image}`, name)!.deprecated)
        .map((name) => ({ name, parsed: parseTagName(name) }));
      const has = siblings.some(
        (s) =>
          s.parsed &&
          s.parsed.variant === eolName.variant &&
          (s.parsed.version === null || compareVersions(s.parsed, eolName) > 0),
      );
      if (!has) {
        expect(r.suggestion, r.ref).toBeNull();
        continue;
      }
      suggested++;
      const match = new RegExp(`^${emu.registry}/${t.org}/${t.image}:([^@]+)$`).exec(r.suggestion ?? '');
      expect(match, r.ref).not.toBeNull();
      const to = parseTagName(match![1]!)!;
      expect(to.variant).toBe(eolName.variant);
      expect(to.version === null || compareVersions(to, eolName) > 0).toBe(true);
      expect(emu.store.findTag(`${t.org}/${t.image}`, match![1]!)!.deprecated).toBe(false);
    }
    expect(suggested).toBeGreaterThan(3);
    expect(byRef.get(stalePin)!.suggestion).toBe(
      `${emu.registry}/chainguard/go:1.24@${newest('chainguard/go', '1.24')}`,
    );
    // The summary and the annotations say it too.
    expect(result.summary).toContain('**What to do**');
    expect(
      result.annotations.some((a) =>
        a.message.includes(`Move to ${byRef.get(`${emu.registry}/chainguard/nginx:1.25`)!.suggestion}`),
      ),
    ).toBe(true);
  });
});

describe('update', () => {
  it('rewrites a Dockerfile, a compose file, a Kubernetes manifest and a workflow with nothing else changed; a reference built from a variable is left alone and listed', async () => {
    const r = emu.registry;
    const oldGo = back('chainguard/go', '1.24', 40);
    const files = {
      Dockerfile: `# syntax=docker/dockerfile:1\r\nARG BASE=${r}/chainguard/python:3.11\r\nFROM \${BASE} AS build\r\nFROM ${r}/chainguard/python:3.11 AS run   # keep this comment\r\nCOPY --from=build /app /app\r\n`,
      'compose.yaml': `services:\n  web:\n    image: "${r}/chainguard/nginx:1.25"   # quoted\n  other:\n    image: ${r}/chainguard/nginx:1.27\n`,
      'k8s/app.yaml': `apiVersion: v1\nkind: Pod\nmetadata:\n  name: app\nspec:\n  containers:\n    - name: app\n      image: '${r}/chainguard/go:1.24@${oldGo}'\n`,
      '.github/workflows/ci.yml': `on: [push]\njobs:\n  t:\n    runs-on: ubuntu-latest\n    container: ${r}/chainguard/node:18\n    steps:\n      - run: echo hi`,
    };
    const workspace = await workspaceWith(files);
    const result = await run(workspace, {
      files: 'Dockerfile\ncompose.yaml\nk8s/*.yaml\n.github/workflows/*.yml',
      update: 'all',
      'fail-on': 'none',
    });
    expect(result.exitCode).toBe(0);
    const byRef = new Map(resultsOf(result).map((x) => [x.ref, x]));
    const to = (ref: string) => byRef.get(ref)!.suggestion!;
    const python = to(`${r}/chainguard/python:3.11`);
    const nginx = to(`${r}/chainguard/nginx:1.25`);
    const node = to(`${r}/chainguard/node:18`);
    for (const s of [python, nginx, node]) expect(s).toMatch(new RegExp(`^${r}/chainguard/[a-z]+:[0-9.]+$`));
    expect(result.outputs['updated-files']!.split('\n').sort()).toEqual([
      '.github/workflows/ci.yml',
      'Dockerfile',
      'compose.yaml',
      'k8s/app.yaml',
    ]);
    const read = (f: string) => readFile(join(workspace, f), 'utf8');
    // Only the reference's span changes: the ARG line (a variable's value) stays, CRLF and comments stay.
    expect(await read('Dockerfile')).toBe(
      files.Dockerfile.replace(`FROM ${r}/chainguard/python:3.11 AS run`, `FROM ${python} AS run`),
    );
    expect(await read('compose.yaml')).toBe(files['compose.yaml'].replace(`${r}/chainguard/nginx:1.25`, nginx));
    expect(await read('k8s/app.yaml')).toBe(files['k8s/app.yaml'].replace(oldGo, newest('chainguard/go', '1.24')));
    expect(await read('.github/workflows/ci.yml')).toBe(
      files['.github/workflows/ci.yml'].replace(`${r}/chainguard/node:18`, node),
    );
    const leftAlone = result.annotations.find((a) => a.command === 'warning' && a.message.startsWith('update left'));
    expect(leftAlone?.message).toContain('Dockerfile:3');
  });
});

describe('the ignore ledger', () => {
  const dockerfile = () => `FROM ${emu.registry}/chainguard/python:3.11\n`;
  const ledger = (until: string) =>
    `# accepted findings\nignore:\n  - ref: ${emu.registry}/chainguard/python:3.11\n    kind: eol\n    reason: migration planned in ACME-42\n    until: ${until}\n`;

  it('an ignored finding passes, reported as ignored with its reason', async () => {
    const workspace = await workspaceWith({
      Dockerfile: dockerfile(),
      '.github/image-check.yaml': ledger('2999-12-31'),
    });
    const result = await run(workspace, { files: 'Dockerfile' });
    expect(result.exitCode).toBe(0);
    const [item] = resultsOf(result);
    expect(item!.ignored).toEqual({ reason: 'migration planned in ACME-42', until: '2999-12-31' });
    expect(result.outputs['eol-count']).toBe('0');
    const notice = result.annotations.find((a) => a.properties.title?.startsWith('Ignored'));
    expect(notice).toMatchObject({ command: 'notice', properties: { file: 'Dockerfile', line: '1' } });
    expect(notice!.message).toContain('ignored until 2999-12-31: migration planned in ACME-42');
    expect(result.annotations.filter((a) => a.command === 'error')).toEqual([]);
  });

  it('an expired entry warns at its file and line and no longer ignores', async () => {
    const workspace = await workspaceWith({ Dockerfile: dockerfile(), 'policy/ledger.yaml': ledger('2020-01-31') });
    const result = await run(workspace, { files: 'Dockerfile', config: 'policy/ledger.yaml' });
    expect(result.exitCode).toBe(1);
    expect(resultsOf(result)[0]!.ignored).toBeNull();
    const warning = result.annotations.find((a) => a.properties.title === 'Expired ignore entry');
    expect(warning).toMatchObject({ command: 'warning', properties: { file: 'policy/ledger.yaml', line: '3' } });
    expect(warning!.message).toContain('expired on 2020-01-31');
  });

  it('a malformed file fails the step naming the line, before any request', async () => {
    const workspace = await workspaceWith({
      Dockerfile: dockerfile(),
      '.github/image-check.yaml': `ignore:\n  - ref: ${emu.registry}/chainguard/python:3.11\n    kind: eol\n    until: 2999-01-01\n`,
    });
    const before = emu.requests.length;
    const result = await run(workspace, { files: 'Dockerfile' });
    expect(result.exitCode).toBe(1);
    expect(result.annotations.find((a) => a.command === 'error')).toMatchObject({
      properties: { file: '.github/image-check.yaml', line: '2' },
    });
    expect(result.stdout).toMatch(/\.github\/image-check\.yaml: line 2: the ignore entry has no reason/);
    expect(emu.requests.length).toBe(before);
  });

  it('sets input defaults: an input wins over the file, the file over the built-in default', async () => {
    const workspace = await workspaceWith({
      Dockerfile: dockerfile(),
      '.github/image-check.yaml': 'fail-on: none\nfiles: Dockerfile\n',
    });
    const fromFile = await run(workspace, {});
    expect(fromFile.exitCode).toBe(0);
    expect(resultsOf(fromFile).map((x) => x.status)).toEqual(['eol']);
    const fromInput = await run(workspace, { 'fail-on': 'eol' });
    expect(fromInput.exitCode).toBe(1);
  });
});

describe('end of life ahead of time (v1 eoltags)', () => {
  const soon = EOL_AHEAD.find(
    (e) =>
      e.tagStatus === 'TAG_IN_GRACE' &&
      e.graceEndsInDays !== null &&
      e.graceEndsInDays < 30 &&
      e.org === SEED.publicOrg,
  )!;
  const ref = () => `${emu.registry}/${soon.org}/${soon.image}:${soon.tag}`;

  it('warns warn-before ahead of the grace end, with the dates and where to move', async () => {
    const workspace = await workspaceWith({ 'compose.yaml': `services:\n  cache:\n    image: ${ref()}\n` });
    const result = await run(workspace, { files: 'compose.yaml' });
    expect(result.exitCode).toBe(0);
    const warning = result.annotations.find((a) => a.properties.title === `Tag ending soon: ${ref()}`);
    expect(warning).toMatchObject({ command: 'warning', properties: { file: 'compose.yaml', line: '3' } });
    expect(warning!.message).toMatch(
      /upstream support ended \d{4}-\d{2}-\d{2}; builds continue until \d{4}-\d{2}-\d{2}/i,
    );
    const [item] = resultsOf(result);
    expect(item!.suggestion).toMatch(new RegExp(`^${emu.registry}/${soon.org}/${soon.image}:`));
    expect(result.summary).toContain('ending soon');
    // A shorter warn-before: no warning yet.
    const later = await run(workspace, { files: 'compose.yaml', 'warn-before': `${soon.graceEndsInDays! - 2}d` });
    expect(later.annotations.some((a) => a.properties.title?.startsWith('Tag ending soon'))).toBe(false);
  });

  it.each(['absent', 'unimplemented'] as const)(
    'the v1 operation %s: the deprecated flag alone decides, with one notice',
    async (mode) => {
      emu.eolTags.mode = mode;
      const workspace = await workspaceWith({
        'compose.yaml': `services:\n  a:\n    image: ${ref()}\n  b:\n    image: ${emu.registry}/chainguard/python:3.11\n  c:\n    image: ${emu.registry}/chainguard/nginx:1.25\n`,
      });
      const result = await run(workspace, { files: 'compose.yaml' });
      expect(result.exitCode).toBe(1);
      const results = resultsOf(result);
      expect(results.map((x) => x.status)).toEqual(['ok', 'eol', 'eol']);
      expect(results.every((x) => x.error === null)).toBe(true);
      expect(results[1]!.suggestion).not.toBeNull();
      expect(result.annotations.filter((a) => a.message === EOL_DATES_UNAVAILABLE)).toHaveLength(1);
      expect(result.annotations.some((a) => a.properties.title?.startsWith('Tag ending soon'))).toBe(false);
    },
  );
});

describe('the CLI', () => {
  it('--update, --config and --warn-before as the action', async () => {
    const r = emu.registry;
    const workspace = await workspaceWith({
      Dockerfile: `FROM ${r}/chainguard/python:3.11\nFROM ${r}/chainguard/nginx:1.25\n`,
      'policy.yaml': `ignore:\n  - ref: ${r}/chainguard/nginx:*\n    kind: eol\n    reason: vendor image\n    until: 2999-01-01\n`,
    });
    const env = { IMAGE_CHECK_TOKEN: emu.apiToken, IMAGE_CHECK_REGISTRY_TOKEN: emu.registryToken };
    const args = [
      'check',
      '--registry',
      r,
      '--api-url',
      emu.url,
      '--group',
      emu.rootGroup,
      '--format',
      'json',
      '--config',
      'policy.yaml',
      '--warn-before',
      '10d',
      '--update',
      'eol',
      'Dockerfile',
    ];
    const cli = await runCliProcess(args, { cwd: workspace, env });
    expect(cli.stderr).toContain('update: 2 reference(s) rewritten in 1 file(s): Dockerfile');
    // Both end-of-life tags move (the policy's ignore entry does not stop a rewrite), each said old -> new.
    const items = JSON.parse(cli.stdout) as ImageResult[];
    const nginx = items.find((x) => x.image === 'nginx')!;
    const python = items.find((x) => x.image === 'python')!;
    expect(await readFile(join(workspace, 'Dockerfile'), 'utf8')).toBe(`FROM ${python.ref}\nFROM ${nginx.ref}\n`);
    expect(cli.stderr).toContain(`Dockerfile:1 ${r}/chainguard/python:3.11 -> ${python.ref}`);
    expect(cli.stderr).toContain(`Dockerfile:2 ${r}/chainguard/nginx:1.25 -> ${nginx.ref}`);
    // The report and the exit code are of the rewritten file: maintained tags, which pass.
    expect(items.map((x) => x.status)).toEqual(['ok', 'ok']);
    expect(cli.exitCode).toBe(0);
    const bad = await runCliProcess([...args.slice(0, -3), '--warn-before', 'soon', 'Dockerfile'], {
      cwd: workspace,
      env,
    });
    expect(bad.exitCode).toBe(2);
    expect(bad.stderr).toMatch(/--warn-before/);
  });
});

describe('results-file', () => {
  it('writes the results JSON inside the workspace, the same items as the output; a path outside is refused', async () => {
    const workspace = await workspaceWith({ Dockerfile: `FROM ${emu.registry}/chainguard/python:3.11\n` });
    const result = await run(workspace, {
      files: 'Dockerfile',
      'results-file': 'reports/results.json',
      'fail-on': 'none',
    });
    expect(result.exitCode).toBe(0);
    expect(JSON.parse(await readFile(join(workspace, 'reports/results.json'), 'utf8'))).toEqual(resultsOf(result));
    const outside = await run(workspace, {
      files: 'Dockerfile',
      'results-file': '../elsewhere.json',
      'fail-on': 'none',
    });
    expect(outside.exitCode).toBe(1);
    expect(outside.stdout).toMatch(/refused to write \.\.\/elsewhere\.json/);
  });
});
