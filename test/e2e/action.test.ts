import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ImageResult } from '../../src/model';
import { SEED, startEmulator, type Emulator } from '../emulator/index';
import { prepareDemoWorkspace } from '../support/demo-workspace';
import { runAction, type ActionRun } from '../support/run-action';
import { sarifProblems } from '../support/sarif-rules';
import { emulatorInputs } from '../support/emulator-settings';

// The built action (dist/index.js) run as the runner runs it, against the emulator.

let emu: Emulator;
let workspace: string;

beforeAll(async () => {
  emu = await startEmulator();
  // The demo's sample workspace, with the emulator's host and real digests filled in.
  workspace = await prepareDemoWorkspace(emu);
});
afterAll(async () => {
  await emu.close();
});
beforeEach(() => {
  emu.requests.length = 0;
});

const baseInputs = () => ({
  ...emulatorInputs(emu),
  comment: 'never',
});
const run = (inputs: Record<string, string>): Promise<ActionRun> =>
  runAction({ workspace, inputs: { ...baseInputs(), ...inputs } });

// The `results` output is the contract's item: ImageResult (src/model.ts) as JSON.
type ResultItem = ImageResult;

describe('the action, end to end', () => {
  it('checks files and inputs: contract outputs, annotations at file and line, job summary, failing on end-of-life', async () => {
    const pinned = emu.store.history('chainguard/go', '1.24')!.at(-41)!.digest;
    const result = await run({
      images: `${emu.registry}/chainguard/static:latest\n# comment\n${emu.registry}/acme.com/python-fips:3.12`,
      files: '**/Dockerfile\ncompose.yaml\ndeploy/*.yaml\n.github/workflows/*.yml',
    });
    expect(result.exitCode).toBe(1);

    const results = JSON.parse(result.outputs.results!) as ResultItem[];
    const byRef = new Map(results.map((r) => [r.ref, r]));
    expect(results).toHaveLength(13);
    const eol = byRef.get(`${emu.registry}/chainguard/python:3.11`)!;
    expect(eol).toMatchObject({
      registry: emu.registry,
      org: 'chainguard',
      image: 'python',
      tag: '3.11',
      status: 'eol',
      deprecated: true,
      pinnedDigest: null,
      error: null,
    });
    expect(eol.locations).toEqual([
      { file: 'Dockerfile', line: 10 },
      { file: 'compose.yaml', line: 12 },
    ]);
    expect(eol.digest).toBe(emu.store.history('chainguard/python', '3.11')!.at(-1)!.digest);
    const stale = byRef.get(`${emu.registry}/chainguard/go:1.24@${pinned}`)!;
    expect(stale).toMatchObject({
      status: 'stale',
      buildsBehind: 40,
      pinnedDigest: pinned,
      locations: [{ file: 'deploy/app.yaml', line: 10 }],
    });
    const fromInput = byRef.get(`${emu.registry}/acme.com/python-fips:3.12`)!;
    expect(fromInput.locations).toEqual([]);
    expect(fromInput.advisories).toHaveLength(1);
    expect(fromInput.advisories[0]).toEqual({
      advisoryId: expect.any(String),
      artifactName: 'python-fips',
      updateTime: expect.any(String),
    });
    // The ARG-substituted stage base, a COPY --from image, a workflow container and a docker:// step.
    for (const [refText, file, line] of [
      [`${emu.registry}/chainguard/python:3.12-dev`, 'Dockerfile', 4],
      [`${emu.registry}/chainguard/busybox:latest`, 'Dockerfile', 12],
      [`${emu.registry}/chainguard/node:22`, '.github/workflows/ci.yml', 6],
      [`${emu.registry}/chainguard/static:latest`, '.github/workflows/ci.yml', 11],
    ] as const) {
      expect(byRef.get(refText)?.locations, refText).toContainEqual({ file, line });
    }

    const digests = JSON.parse(result.outputs.digests!) as Record<string, string>;
    expect(digests[`${emu.registry}/chainguard/static:latest`]).toBe(
      emu.store.history('chainguard/static', 'latest')!.at(-1)!.digest,
    );
    expect(result.outputs.pinned!.split('\n')).toContain(
      `${emu.registry}/chainguard/go:1.24@${emu.store.history('chainguard/go', '1.24')!.at(-1)!.digest}`,
    );
    expect(result.outputs).toMatchObject({ 'eol-count': '1', 'stale-count': '1', 'error-count': '0', failed: 'true' });
    expect(Number(result.outputs['advisory-count'])).toBeGreaterThan(400);
    // Issue 23: the sums over the distinct digests in use that have a report; the stale pin says what moving fixes.
    const severities = ['critical', 'high', 'medium', 'low', 'negligible', 'unknown'] as const;
    const inUse = new Map<string, Record<(typeof severities)[number], number>>();
    for (const item of JSON.parse(result.outputs.results!) as {
      vulnerabilities: (Record<(typeof severities)[number], number> & { digest: string }) | null;
    }[])
      if (item.vulnerabilities) inUse.set(item.vulnerabilities.digest, item.vulnerabilities);
    expect(inUse.size).toBeGreaterThan(5);
    expect(JSON.parse(result.outputs['vulnerability-counts']!)).toEqual(
      Object.fromEntries(severities.map((s) => [s, [...inUse.values()].reduce((n, v) => n + v[s], 0)])),
    );
    expect(
      result.annotations.filter(
        (a) =>
          a.properties.title?.startsWith('Stale pinned digest') &&
          /Moving to the current build fixes 1 high/.test(a.message),
      ),
    ).toHaveLength(1);

    // One check, an annotation at every place the reference was found.
    const eolAnnotations = result.annotations.filter(
      (a) => a.command === 'error' && /end-of-life/.test(a.message) && a.properties.file,
    );
    expect(eolAnnotations.map((a) => `${a.properties.file}:${a.properties.line}`)).toEqual([
      'Dockerfile:10',
      'compose.yaml:12',
    ]);
    // Checked once, from the tag listing: an unpinned reference needs no Tag History.
    expect(
      emu.requests.filter((r) => r.path === '/registry/v2/tags' && r.query['uidp.children_of'] !== undefined).length,
    ).toBeGreaterThan(0);
    expect(emu.requests.filter((r) => r.path.endsWith('/history/3.11'))).toHaveLength(0);
    const staleAnnotation = result.annotations.find(
      (a) => a.command === 'warning' && a.properties.file === 'deploy/app.yaml',
    );
    expect(staleAnnotation?.properties.line).toBe('10');
    expect(staleAnnotation?.message).toMatch(/40 builds behind/);
    expect(
      result.annotations.some(
        (a) => a.command === 'notice' && a.properties.file === 'compose.yaml' && a.properties.line === '3',
      ),
    ).toBe(true);

    expect(result.summary).toMatch(/Failed: 1 end-of-life tag/);
    expect(result.summary).toContain('<details><summary>');
    expect(result.summary).toContain('docker.io/library/postgres:16');
  });

  it('passes with fail-on none and still reports, with a SARIF file for code scanning', async () => {
    const result = await run({ files: 'compose.yaml', 'fail-on': 'none', sarif: 'reports/image-check.sarif' });
    expect(result.exitCode).toBe(0);
    expect(result.outputs).toMatchObject({ 'eol-count': '1', failed: 'false' });
    const sarif = JSON.parse(await readFile(join(workspace, 'reports/image-check.sarif'), 'utf8')) as {
      version: string;
      runs: {
        results: {
          ruleId: string;
          locations: { physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } } }[];
        }[];
      }[];
    };
    expect(sarif.version).toBe('2.1.0');
    expect(sarifProblems(sarif)).toEqual([]);
    const eol = sarif.runs[0]!.results.find((r) => r.ruleId === 'eol');
    expect(eol?.locations[0]!.physicalLocation).toMatchObject({
      artifactLocation: { uri: 'compose.yaml' },
      region: { startLine: 12 },
    });
  });

  it('an image that cannot be checked is its error result, and the others are still reported', async () => {
    const result = await run({
      images: `${emu.registry}/chainguard/nginx:latest\n${emu.registry}/${SEED.unknownImage.org}/${SEED.unknownImage.image}:latest`,
    });
    expect(result.exitCode).toBe(1);
    const results = JSON.parse(result.outputs.results!) as ResultItem[];
    expect(results.map((r) => r.status)).toEqual(['ok', 'error']);
    expect(results[1]!.error).toMatchObject({ reason: 'REPO_NOT_FOUND' });
    expect(result.outputs['error-count']).toBe('1');
    expect(result.annotations.some((a) => a.command === 'error' && a.message.includes(SEED.unknownImage.image))).toBe(
      true,
    );
  });

  it.each([
    ['fail-on', 'eol,sometimes', /fail-on.*sometimes/],
    ['max-age', 'a month', /max-age.*a month/],
    ['concurrency', '0', /concurrency/],
    ['images', 'cgr.dev/Chainguard/nginx:latest', /images.*cgr\.dev\/Chainguard\/nginx:latest/],
    ['api-url', 'ftp://example.com', /api-url/],
  ])('an invalid %s fails before any request, naming the input', async (input, value, message) => {
    const result = await run({ images: `${emu.registry}/chainguard/nginx:latest`, [input]: value });
    expect(result.exitCode).toBe(1);
    expect(emu.requests).toHaveLength(0);
    const error = result.commands.find((c) => c.command === 'error');
    expect(error?.message).toMatch(message);
    expect(error?.message).toContain(`"${input}"`);
  });

  it('warns about a files glob that matches nothing, names selected files it cannot scan, and checks the rest', async () => {
    const result = await run({ files: 'compose.yaml\nnot-there/*.yaml\n*.txt', 'fail-on': 'none' });
    expect(result.exitCode).toBe(0);
    expect(
      result.annotations.some(
        (a) => a.command === 'warning' && a.message.includes('"not-there/*.yaml" matched no file'),
      ),
    ).toBe(true);
    expect(
      result.annotations.some(
        (a) =>
          a.command === 'notice' && /1 file\(s\) that are neither .* not scanned: requirements\.txt/.test(a.message),
      ),
    ).toBe(true);
    expect(JSON.parse(result.outputs.results!)).toHaveLength(4); // compose.yaml: nginx, redis, python 3.11, the pinned epoch tag
  });

  it('with nothing to check, says why and fails (fail-on error), asking no service', async () => {
    const result = await run({ images: 'docker.io/library/alpine:3' });
    expect(result.exitCode).toBe(1);
    expect(emu.requests).toHaveLength(0);
    expect(
      result.annotations.some(
        (a) => a.command === 'error' && /none on registry .*: they are on docker\.io \(1\)/.test(a.message),
      ),
    ).toBe(true);
  });
});
