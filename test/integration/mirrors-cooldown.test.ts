import { DEFAULT_FAIL_ON } from '../../src/findings';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkImages, type CheckReport } from '../../src/check/check-images';
import { InputError } from '../../src/config';
import { buildAnnotations } from '../../src/report/annotations';
import { buildOutputs } from '../../src/report/outputs';
import { resultItem } from '../../src/report/result-item';
import { openServices } from '../../src/check/services';
import { diffFiles, groupChanges } from '../../src/review/changes';
import { renderComment } from '../../src/review/comment';
import { gatherFacts } from '../../src/review/facts';
import { planSuggestions } from '../../src/review/suggestions';
import { buildSarif } from '../../src/report/sarif';
import { renderSummary } from '../../src/report/summary';
import { runUpdate } from '../../src/update/run-update';
import { digestOf, startEmulator, type Emulator } from '../emulator/index';
import { emulatorConfig, noMask } from '../support/emulator-settings';
import { commentContext } from '../support/comment-context';

// Mirrors of the registry (registry-map) and its cooldown (min-age), through the engine's entry
// over real HTTP against the emulator. The mapping is the client's: the emulator knows no mirror.

const DAY = 86_400_000;
const MIRROR = 'us-docker.pkg.dev/acme/cgr';
let emu: Emulator;
let dir: string;
beforeAll(async () => {
  emu = await startEmulator();
  dir = mkdtempSync(join(tmpdir(), 'image-check-mirrors-'));
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await emu.close();
});

const config = (inputs: Record<string, string> = {}) => emulatorConfig(emu, { files: '.', ...inputs });
const write = (ws: string, text: string) => writeFileSync(join(ws, 'Dockerfile'), text);
const read = (ws: string) => readFileSync(join(ws, 'Dockerfile'), 'utf8');

describe('registry-map', () => {
  let ws: string;
  let report: CheckReport;
  let pinBehind: string;
  beforeAll(async () => {
    ws = mkdtempSync(join(dir, 'map-'));
    const history = emu.store.history('chainguard/nginx', 'latest')!;
    pinBehind = history.at(-4)!.digest;
    write(
      ws,
      [
        `FROM ${MIRROR}/chainguard/python:3.11`,
        `FROM ${MIRROR}/chainguard/nginx:latest@${pinBehind}`,
        `FROM ${emu.registry}/chainguard/python:3.11`,
        `FROM us-docker.pkg.dev/acme/cgrx/chainguard/go:1.22`,
        '',
      ].join('\n'),
    );
    emu.requests.length = 0;
    report = await checkImages(
      {
        config: config({ 'registry-map': `${MIRROR}/=${emu.registry}/`, 'max-age': '1h' }),
        workspace: ws,
        now: new Date(emu.store.now),
      },
      noMask,
    );
  });

  it('judges a mirrored end-of-life tag as its upstream and fails at its line, the move in the mirror form', () => {
    const eol = report.results.find((r) => r.ref === `${MIRROR}/chainguard/python:3.11`)!;
    expect(eol).toMatchObject({
      status: 'eol',
      upstream: `${emu.registry}/chainguard/python:3.11`,
      org: 'chainguard',
      image: 'python',
      locations: [{ file: 'Dockerfile', line: 1 }],
    });
    expect(eol.suggestion).toMatch(new RegExp(`^${MIRROR}/chainguard/python:3\\.1[2-9]$`));
    // The same tag written on the registry is judged alike, and suggested in its own form.
    const direct = report.results.find((r) => r.ref === `${emu.registry}/chainguard/python:3.11`)!;
    expect(direct.status).toBe('eol');
    expect(direct.upstream).toBeUndefined();
    expect(eol.suggestion!.slice(MIRROR.length)).toBe(direct.suggestion!.slice(emu.registry.length));
    expect(report.verdict.failed).toBe(true);
    // Every look-up went to the registry and the Platform API (the emulator), none to the mirror.
    expect(eol.error).toBeNull();
    expect(emu.requests.some((r) => r.path.startsWith('/v2/chainguard/nginx/'))).toBe(true);
  });

  it('judges a mirrored pin from the registry, and suggests the pin in the mirror form', () => {
    const stale = report.results.find((r) => r.ref.startsWith(`${MIRROR}/chainguard/nginx:latest@`))!;
    const current = emu.store.history('chainguard/nginx', 'latest')!.at(-1)!.digest;
    expect(stale).toMatchObject({ status: 'stale', buildsBehind: 3, digest: current, error: null });
    expect(stale.suggestion).toBe(`${MIRROR}/chainguard/nginx:latest@${current}`);
    expect(resultItem(stale)).toMatchObject({
      ref: stale.ref,
      upstream: `${emu.registry}/chainguard/nginx:latest@${pinBehind}`,
    });
  });

  it('shows the mirror form in the annotations, summary, SARIF and results, and notes a look-alike once', () => {
    const failOn = config().failOn;
    const annotations = buildAnnotations(report.results, { skipped: report.skipped, problems: [], failOn });
    const atLine1 = annotations.filter((a) => a.file === 'Dockerfile' && a.startLine === 1 && a.level === 'error');
    expect(atLine1).toEqual([expect.objectContaining({ level: 'error', message: expect.stringContaining(MIRROR) })]);
    expect(atLine1[0]!.message).toContain(`Move to ${MIRROR}/chainguard/python:3.1`);
    const summary = renderSummary({ failOn: DEFAULT_FAIL_ON, ...report, now: new Date(emu.store.now), maxAge: '1h' });
    expect(summary).toContain(`<code>${MIRROR}/chainguard/python:3.11</code>`);
    expect(summary).toContain(`<code>${MIRROR}/chainguard/nginx:latest@`);
    const sarif = JSON.stringify(buildSarif(report.results, '0.0.0', { failOn }));
    expect(sarif).toContain(`"suggestion":"${MIRROR}/chainguard/python:3.1`);
    // Nothing in any report names the upstream form of a mirrored suggestion.
    for (const text of [summary, sarif, JSON.stringify(annotations)])
      expect(text).not.toContain(`${emu.registry}/chainguard/nginx:latest@`);
    const lookalike = report.notices.filter((n) => n.includes('registry-map'));
    expect(lookalike).toHaveLength(1);
    expect(lookalike[0]).toContain('us-docker.pkg.dev/acme/cgrx/chainguard/go:1.22 at Dockerfile:4');
  });

  it('update rewrites mirrored references in the mirror form', async () => {
    const outcome = await runUpdate('all', report.results, ws);
    expect(outcome.updatedFiles).toEqual(['Dockerfile']);
    const [line1, line2, line3, line4] = read(ws).split('\n');
    const eol = report.results.find((r) => r.ref === `${MIRROR}/chainguard/python:3.11`)!;
    expect(line1).toBe(`FROM ${eol.suggestion}`);
    const current = emu.store.history('chainguard/nginx', 'latest')!.at(-1)!.digest;
    expect(line2).toBe(`FROM ${MIRROR}/chainguard/nginx:latest@${current}`);
    expect(line3).toMatch(new RegExp(`^FROM ${emu.registry.replace(/\./g, '\\.')}/chainguard/python:3\\.1[2-9]$`));
    expect(line4).toBe('FROM us-docker.pkg.dev/acme/cgrx/chainguard/go:1.22');
  });

  it('without a map, the look-alikes are one notice and nothing is checked', async () => {
    const other = mkdtempSync(join(dir, 'nomap-'));
    write(other, `FROM ${MIRROR}/chainguard/python:3.11\nFROM ${MIRROR}/chainguard/go:1.22\n`);
    emu.requests.length = 0;
    const plain = await checkImages({ config: config(), workspace: other, now: new Date(emu.store.now) }, noMask);
    expect(plain.results).toEqual([]);
    expect(emu.requests).toEqual([]);
    const notes = plain.notices.filter((n) => n.includes('registry-map'));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toContain(`${MIRROR}/chainguard/python:3.11 at Dockerfile:1 and 1 more`);
    expect(notes[0]).toContain(`${MIRROR}=${emu.registry}`);
  });

  it('refuses invalid pairs before any request, naming the input', () => {
    emu.requests.length = 0;
    for (const bad of [
      'mirror.example/cgr',
      `=${emu.registry}/`,
      'mirror.example/cgr=',
      'mirror.example/cgr=docker.io/',
    ])
      expect(() => config({ 'registry-map': bad })).toThrow(InputError);
    expect(() => config({ 'registry-map': 'mirror.example/cgr=docker.io/' })).toThrow(
      /^Input "registry-map": .*not on/,
    );
    expect(emu.requests).toEqual([]);
  });
});

describe('min-age', () => {
  // Builds of one tag at these ages (days), oldest first.
  const AGES = [40, 20, 10, 8, 3, 1];
  let records: { digest: string; updateTimestamp: string }[];
  beforeAll(() => {
    const repo = emu.store.addRepo('acme.com', 'cooled');
    records = AGES.map((days, i) => ({
      digest: digestOf(900_000 + i),
      updateTimestamp: new Date(emu.store.now - days * DAY).toISOString(),
    }));
    emu.store.addTag(repo.uid, { name: '1', history: records });
    // What each build fixes: the pin has two, the pullable build fixes one, the current both.
    emu.vulnReports.scan(records[1]!.digest, [
      { id: 'CVE-1', severity: 'HIGH' },
      { id: 'CVE-2', severity: 'CRITICAL' },
    ]);
    emu.vulnReports.scan(records[3]!.digest, [{ id: 'CVE-2', severity: 'CRITICAL' }]);
    emu.vulnReports.scan(records[5]!.digest, []);
  });
  const ref = (i: number) => `${emu.registry}/acme.com/cooled:1@${records[i]!.digest}`;

  const run = async (minAge: string, pins: number[]) => {
    const ws = mkdtempSync(join(dir, 'cool-'));
    write(ws, `${pins.map((i) => `FROM ${ref(i)}`).join('\n')}\n`);
    emu.requests.length = 0;
    const report = await checkImages(
      { config: config({ 'min-age': minAge, 'max-age': '5d' }), workspace: ws, now: new Date(emu.store.now) },
      noMask,
    );
    const history = emu.requests.filter((r) => r.path.includes('/history/')).length;
    return { ws, report, history, byPin: (i: number) => report.results.find((r) => r.ref === ref(i))! };
  };

  it('moves a pin to the newest build at least min-age old, counting only builds that can be pulled', async () => {
    const { ws, report, byPin } = await run('7d', [1, 4, 3]);
    expect(byPin(1)).toMatchObject({
      status: 'stale',
      digest: records[5]!.digest,
      buildsBehind: 2,
      behindSince: records[2]!.updateTimestamp,
      pullable: { digest: records[3]!.digest, lastUpdate: records[3]!.updateTimestamp },
      suggestion: `${emu.registry}/acme.com/cooled:1@${records[3]!.digest}`,
    });
    // Measured against the build the pin moves to: CVE-1 only, not CVE-2 which that build still has.
    expect(byPin(1).fixedByUpdate).toEqual([{ id: 'CVE-1', package: null, severity: 'high' }]);
    // A pin inside the cooldown is newer than every pullable build: left alone, not behind.
    expect(byPin(4)).toMatchObject({ status: 'ok', buildsBehind: 0, behindSince: null, pullable: null });
    // The newest pullable build itself: not behind, though two builds are newer.
    expect(byPin(3)).toMatchObject({ status: 'ok', buildsBehind: 0, pullable: { digest: records[3]!.digest } });
    const summary = renderSummary({ failOn: DEFAULT_FAIL_ON, ...report, now: new Date(emu.store.now), maxAge: '5d' });
    expect(summary).toContain(`newest pullable build: sha256:${records[3]!.digest.slice(7, 19)}`);
    expect(summary).toContain('(the current one is 1 day old)');

    await runUpdate('pins', report.results, ws);
    expect(read(ws)).toBe([ref(3), ref(4), ref(3)].map((r) => `FROM ${r}`).join('\n') + '\n');
  });

  it('reads the pullable build from the same walk: no more history requests than without min-age', async () => {
    const without = await run('', [1, 4, 3]);
    const withAge = await run('7d', [1, 4, 3]);
    expect(without.byPin(1)).toMatchObject({ buildsBehind: 4, digest: records[5]!.digest });
    expect(without.byPin(1).pullable).toBeUndefined();
    expect(withAge.history).toBe(without.history);
    expect(withAge.history).toBeGreaterThan(0);
    // Without min-age, update writes the current build.
    await runUpdate('pins', without.report.results, without.ws);
    expect(read(without.ws).split('\n')[0]).toBe(`FROM ${ref(5)}`);
  });

  it('never suggests a build older than the pin, with a window longer than the whole history', async () => {
    const { report, ws, byPin } = await run('60d', [0, 2]);
    for (const i of [0, 2]) expect(byPin(i)).toMatchObject({ buildsBehind: 0, pullable: null, suggestion: null });
    const outcome = await runUpdate('pins', report.results, ws);
    expect(outcome.applied).toEqual([]);
  });
});

describe('min-age beyond the pin: end-of-life moves, unpinned references, the pinned output, the PR comment', () => {
  const build = (n: number, days: number) => ({
    digest: digestOf(n),
    updateTimestamp: new Date(emu.store.now - days * DAY).toISOString(),
  });
  // Tag `1`: builds at these ages (days), oldest first; 2.1 and 3.1 end of life, their
  // successors 2.2 (one build old enough under 7d) and 3.2 (none yet).
  const AGES = [40, 20, 10, 8, 3, 1];
  let one: { digest: string; updateTimestamp: string }[];
  let old21: string;
  let old31: string;
  let pullable22: string;
  let young22: string;
  beforeAll(() => {
    const repo = emu.store.addRepo('acme.com', 'aging');
    one = AGES.map((days, i) => build(910_000 + i, days));
    emu.store.addTag(repo.uid, { name: '1', history: one });
    old21 = digestOf(910_100);
    old31 = digestOf(910_200);
    emu.store.addTag(repo.uid, { name: '2.1', deprecated: true, history: [build(910_100, 90)] });
    emu.store.addTag(repo.uid, { name: '3.1', deprecated: true, history: [build(910_200, 90)] });
    pullable22 = digestOf(910_301);
    young22 = digestOf(910_302);
    emu.store.addTag(repo.uid, { name: '2.2', history: [build(910_300, 30), build(910_301, 10), build(910_302, 2)] });
    emu.store.addTag(repo.uid, { name: '3.2', history: [build(910_400, 3), build(910_401, 1)] });
    // A long gap: the walk without a pin goes past its first window to the build old enough.
    emu.store.addTag(repo.uid, { name: '4', history: [build(910_500, 400), build(910_501, 1)] });
    emu.vulnReports.scan(one[1]!.digest, [
      { id: 'CVE-7', severity: 'HIGH' },
      { id: 'CVE-8', severity: 'CRITICAL' },
    ]);
    emu.vulnReports.scan(one[3]!.digest, [{ id: 'CVE-8', severity: 'CRITICAL' }]);
    emu.vulnReports.scan(one[5]!.digest, []);
  });
  const at = (tag: string, digest?: string) => `${emu.registry}/acme.com/aging:${tag}${digest ? `@${digest}` : ''}`;
  const historyOf = (tag: string) =>
    emu.requests.filter((r) => r.path.split('?')[0]!.endsWith(`/acme.com/aging/_chainguard/history/${tag}`));

  const run = async (minAge: string, lines: string[]) => {
    const ws = mkdtempSync(join(dir, 'cool-more-'));
    write(ws, `${lines.map((l) => `FROM ${l}`).join('\n')}\n`);
    emu.requests.length = 0;
    const report = await checkImages(
      { config: config({ 'min-age': minAge, 'max-age': '5d' }), workspace: ws, now: new Date(emu.store.now) },
      noMask,
    );
    return { ws, report, of: (ref: string) => report.results.find((r) => r.ref === ref)! };
  };

  it('moves a pin off an end-of-life tag to the newest build of the new tag old enough, or says min-age leaves none', async () => {
    const lines = [at('2.1', old21), at('3.1', old31), at('2.2')];
    const { ws, report, of } = await run('7d', lines);
    expect(of(at('2.1', old21))).toMatchObject({
      status: 'eol',
      suggestion: at('2.2', pullable22),
      nextTagPullable: { tag: '2.2', pullable: { digest: pullable22 } },
    });
    // 3.2 has no build seven days old: no pin suggested, said with min-age.
    const waiting = of(at('3.1', old31));
    expect(waiting).toMatchObject({ status: 'eol', suggestion: null, nextTagPullable: { tag: '3.2', pullable: null } });
    const annotations = buildAnnotations(report.results, { skipped: [], problems: [], failOn: config().failOn });
    const line2 = annotations.find((a) => a.startLine === 2 && a.level === 'error')!;
    expect(line2.message).toContain(`${at('3.2')} once it has a build at least min-age old`);
    const summary = renderSummary({ failOn: DEFAULT_FAIL_ON, ...report, now: new Date(emu.store.now), maxAge: '5d' });
    expect(summary).toContain('once it has a build at least min-age old: none is yet');
    expect(resultItem(waiting)).toMatchObject({ nextTagPullable: { tag: '3.2', pullable: null } });
    // The unpinned 2.2 is walked to its pullable build once; the move of 2.1 reuses that walk.
    expect(of(at('2.2')).pullable).toEqual({ digest: pullable22, lastUpdate: expect.any(String) });
    expect(historyOf('2.2').length).toBe(1);

    // The suggested changes on a pull request's lines are update's: the pullable pin, none for 3.1.
    const text = read(ws);
    const suggested = planSuggestions(report.results, [
      { path: 'Dockerfile', text, lines: { added: new Set([1, 2, 3]), inDiff: new Set([1, 2, 3]) } },
    ]);
    expect(suggested.map((s) => [s.line, s.rewritten])).toEqual([[1, `FROM ${at('2.2', pullable22)}`]]);

    const outcome = await runUpdate('eol', report.results, ws);
    expect(read(ws)).toBe(`FROM ${at('2.2', pullable22)}\nFROM ${at('3.1', old31)}\nFROM ${at('2.2')}\n`);
    expect(outcome.leftAlone).toEqual([
      expect.objectContaining({ line: 2, reason: expect.stringMatching(/3\.2 has no build at least min-age old/) }),
    ]);
    expect(read(ws)).not.toContain(young22);
  });

  it("without min-age, the pin moves with the new tag's current build", async () => {
    const { of } = await run('', [at('2.1', old21), at('3.1', old31)]);
    expect(of(at('2.1', old21)).suggestion).toBe(at('2.2', young22));
    expect(of(at('3.1', old31)).suggestion).toBe(at('3.2', digestOf(910_401)));
    expect(of(at('2.1', old21)).nextTagPullable).toBeUndefined();
    // The new tags' histories are not read: their current build is the one to move with.
    expect([...historyOf('2.2'), ...historyOf('3.2')]).toEqual([]);
  });

  it('the pinned output holds the digest update would write: the pullable build, a young pin kept', async () => {
    const lines = [at('1'), at('1', one[1]!.digest), at('1', one[4]!.digest), at('2.2'), at('3.2'), at('4')];
    const cooled = await run('7d', lines);
    const pinned = buildOutputs(cooled.report.results, cooled.report.verdict, [], true).pinned!.split('\n').sort();
    // 3.2 has no build old enough: left out, never its current (unpullable) digest.
    expect(pinned).toEqual(
      [at('1', one[3]!.digest), at('1', one[4]!.digest), at('2.2', pullable22), at('4', digestOf(910_500))].sort(),
    );
    expect(cooled.of(at('3.2'))).toMatchObject({ status: 'ok', pullable: null });
    expect(historyOf('4').length).toBeGreaterThan(1);
    // Each agrees with update: the stale pin moves to the build the output names.
    await runUpdate('pins', cooled.report.results, cooled.ws);
    expect(read(cooled.ws).split('\n')[1]).toBe(`FROM ${at('1', one[3]!.digest)}`);
    // Without min-age: the current builds, and no extra walk for the unpinned references.
    const plain = await run('', lines);
    expect(buildOutputs(plain.report.results, plain.report.verdict).pinned!.split('\n').sort()).toEqual(
      [at('1', one[5]!.digest), at('2.2', young22), at('3.2', digestOf(910_401)), at('4', digestOf(910_501))].sort(),
    );
    expect(historyOf('2.2')).toEqual([]);
  });

  it('the PR comment judges pins against the newest pullable build, from the history it reads anyway', async () => {
    const files = [
      { file: 'a/Dockerfile', base: at('1', one[0]!.digest), head: at('1', one[1]!.digest) },
      { file: 'b/Dockerfile', base: at('1', one[0]!.digest), head: at('1', one[5]!.digest) },
      { file: 'c/Dockerfile', base: at('1', one[0]!.digest), head: at('1', one[3]!.digest) },
    ].map((f) => ({ file: f.file, baseFile: f.file, base: `FROM ${f.base}\n`, head: `FROM ${f.head}\n` }));
    const groups = groupChanges(diffFiles(files, emu.registry));
    const gather = async (minAge: string) => {
      const services = openServices(config({ 'min-age': minAge }), noMask);
      try {
        const ws = mkdtempSync(join(dir, 'pr-'));
        write(ws, files.map((f) => f.head).join(''));
        await checkImages(
          { config: config({ 'min-age': minAge }), workspace: ws, now: new Date(emu.store.now) },
          { ...noMask, services },
        );
        emu.requests.length = 0;
        const facts = await gatherFacts(groups, services.lookups, { now: new Date(emu.store.now), maxAgeMs: 5 * DAY });
        return {
          facts,
          history: historyOf('1').length,
          byFile: (f: string) => facts.changes.find((c) => c.locations[0]!.file === f)!,
        };
      } finally {
        await services.http.close();
      }
    };
    const cooled = await gather('7d');
    const behind = cooled.byFile('a/Dockerfile');
    expect(behind.afterState).toMatchObject({
      buildsBehind: 2,
      pullable: { digest: one[3]!.digest },
      newest: { digest: one[5]!.digest },
    });
    // What moving the pin fixes is measured against the pullable build: CVE-8 is still in it.
    expect(behind.move).toEqual({
      to: one[3]!.digest,
      change: { fixed: [{ id: 'CVE-7', severity: 'high' }], introduced: [] },
    });
    // A pin inside the cooldown is not behind; it cannot be pulled yet.
    expect(cooled.byFile('b/Dockerfile').afterState).toMatchObject({ buildsBehind: 0, pullable: null });
    expect(cooled.byFile('c/Dockerfile').afterState).toMatchObject({
      buildsBehind: 0,
      pullable: { digest: one[3]!.digest },
    });
    const { body } = renderComment(cooled.facts, commentContext(new Date(emu.store.now)));
    expect(body).toContain("2 builds behind the tag's newest pullable");
    expect(body).toContain("**inside the registry's cooldown** (min-age)");
    expect(body).toContain('newest pullable build of the tag');
    expect(body).toContain(
      `newest pullable build of <code>1</code> (at least min-age old): <code>${one[3]!.digest}</code>`,
    );
    expect(body).toMatch(
      /→ the newest pullable build <code>sha256:[0-9a-f]{12}<\/code>: fixes 1 high \(CVE-7\); introduces none/,
    );

    const plain = await gather('');
    expect(plain.byFile('a/Dockerfile').afterState).toMatchObject({ buildsBehind: 4 });
    expect(plain.byFile('a/Dockerfile').afterState!.pullable).toBeUndefined();
    expect(plain.byFile('a/Dockerfile').move!.to).toBe(one[5]!.digest);
    expect(plain.byFile('b/Dockerfile').afterState).toMatchObject({ buildsBehind: 0 });
    // The comment reads the tag's history once either way: min-age costs no request.
    expect(cooled.history).toBe(plain.history);
    expect(cooled.history).toBe(1);
  });
});
