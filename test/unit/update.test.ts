import { WriteRefused } from '../../src/errors';
import {
  lstat,
  mkdir,
  mkdtemp,
  readFile,
  readlink,
  rm,
  stat,
  symlink,
  writeFile,
  chmod,
  readdir,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { scanContent } from '../../src/refs/discover';
import { parseUpdateMode, type UpdateMode } from '../../src/config';
import { writeInside } from '../../src/fs/write-inside';
import { applyUpdatePlan } from '../../src/update/apply';
import { planUpdates, type UpdateCandidate } from '../../src/update/plan';
import { applyEdits } from '../../src/update/rewrite';

// `update`: which references move (planUpdates), rewriting them in a file's text with every
// other byte kept (applyEdits), and writing inside the workspace only (writeInside).

const d = (c: string) => `sha256:${c.repeat(64)}`;
const OLD = d('a');
const NEW = d('b');
const NEXT = d('c'); // current digest of the suggested tag

/** What the engine would report for each reference discovery found in `files`. */
function candidates(files: Record<string, string>, facts: Record<string, Partial<UpdateCandidate>>): UpdateCandidate[] {
  const byRef = new Map<string, UpdateCandidate>();
  for (const [file, text] of Object.entries(files)) {
    for (const { ref, location } of scanContent(file, text).found) {
      const known = byRef.get(ref);
      if (known) known.locations.push(location);
      else
        byRef.set(ref, {
          ref,
          pinnedDigest: null,
          digest: NEW,
          deprecated: false,
          buildsBehind: 0,
          suggestion: null,
          ...facts[ref],
          locations: [location],
        });
    }
  }
  return [...byRef.values()];
}

function update(files: Record<string, string>, facts: Record<string, Partial<UpdateCandidate>>, mode: UpdateMode) {
  const plan = planUpdates(candidates(files, facts), mode);
  const out: Record<string, string> = {};
  const leftAlone: string[] = [];
  for (const [file, text] of Object.entries(files)) {
    const result = applyEdits(
      text,
      plan.edits.filter((e) => e.file === file),
    );
    out[file] = result.text;
    leftAlone.push(...result.leftAlone.map((l) => `${file}:${l.edit.line} ${l.edit.from}`));
  }
  return { out, plan, leftAlone: [...plan.leftAlone.map((l) => `${l.file}:${l.line} ${l.ref}`), ...leftAlone] };
}

const NGINX_EOL = { deprecated: true, suggestion: 'cgr.dev/chainguard/nginx:1.27' };
const PINNED = (tag: string, behind = 3) => ({ pinnedDigest: OLD, digest: NEW, buildsBehind: behind });

describe('planUpdates + applyEdits on the four kinds of file', () => {
  it('a Dockerfile: FROM, COPY --from and a mount, comments and spacing kept', () => {
    const dockerfile = [
      '# syntax=docker/dockerfile:1',
      '# base: cgr.dev/chainguard/nginx:1.25 (end of life)',
      'FROM  cgr.dev/chainguard/nginx:1.25   AS  web',
      `COPY --from=cgr.dev/chainguard/go:1.23@${OLD} /usr/bin/go /go`,
      `RUN --mount=type=bind,from=cgr.dev/chainguard/go:1.23@${OLD},target=/x true`,
      'FROM cgr.dev/chainguard/static:latest',
      '',
    ].join('\n');
    const { out, plan } = update(
      { Dockerfile: dockerfile },
      { 'cgr.dev/chainguard/nginx:1.25': NGINX_EOL, [`cgr.dev/chainguard/go:1.23@${OLD}`]: PINNED('1.23') },
      'all',
    );
    expect(out.Dockerfile).toBe(
      [
        '# syntax=docker/dockerfile:1',
        '# base: cgr.dev/chainguard/nginx:1.25 (end of life)',
        'FROM  cgr.dev/chainguard/nginx:1.27   AS  web',
        `COPY --from=cgr.dev/chainguard/go:1.23@${NEW} /usr/bin/go /go`,
        `RUN --mount=type=bind,from=cgr.dev/chainguard/go:1.23@${NEW},target=/x true`,
        'FROM cgr.dev/chainguard/static:latest',
        '',
      ].join('\n'),
    );
    expect(plan.edits.map((e) => [e.line, e.kind])).toEqual([
      [3, 'eol'],
      [4, 'pin'],
      [5, 'pin'],
    ]);
  });

  it('a compose file: quoted and unquoted image values, comments kept', () => {
    const compose = [
      'services:',
      '  web:',
      '    image: "cgr.dev/chainguard/nginx:1.25" # pinned later',
      '  api:',
      `    image: 'cgr.dev/chainguard/python:3.12@${OLD}'`,
      '  db:',
      '    image: cgr.dev/chainguard/redis:7.4',
    ].join('\n');
    const { out } = update(
      { 'compose.yaml': compose },
      { 'cgr.dev/chainguard/nginx:1.25': NGINX_EOL, [`cgr.dev/chainguard/python:3.12@${OLD}`]: PINNED('3.12') },
      'all',
    );
    expect(out['compose.yaml']).toBe(
      [
        'services:',
        '  web:',
        '    image: "cgr.dev/chainguard/nginx:1.27" # pinned later',
        '  api:',
        `    image: 'cgr.dev/chainguard/python:3.12@${NEW}'`,
        '  db:',
        '    image: cgr.dev/chainguard/redis:7.4',
      ].join('\n'),
    );
  });

  it('a Kubernetes manifest with CRLF line endings: CRLF kept, two documents', () => {
    const manifest = [
      'apiVersion: v1',
      'kind: Pod',
      'spec:',
      '  containers:',
      `    - image: cgr.dev/chainguard/nginx:1.25@${OLD}`,
      '  initContainers:',
      '    - {name: init, image: cgr.dev/chainguard/busybox:latest}',
      '---',
      'kind: Deployment',
      'spec:',
      '  template:',
      '    spec:',
      '      containers:',
      '        - image: cgr.dev/chainguard/nginx:1.25',
      '',
    ].join('\r\n');
    const { out } = update(
      { 'k8s.yaml': manifest },
      {
        [`cgr.dev/chainguard/nginx:1.25@${OLD}`]: {
          deprecated: true,
          pinnedDigest: OLD,
          suggestion: `cgr.dev/chainguard/nginx:1.27@${NEXT}`,
        },
        'cgr.dev/chainguard/nginx:1.25': NGINX_EOL,
      },
      'eol',
    );
    expect(out['k8s.yaml']).toBe(
      manifest.replace(`nginx:1.25@${OLD}`, `nginx:1.27@${NEXT}`).replace('nginx:1.25\r\n', 'nginx:1.27\r\n'),
    );
    expect(out['k8s.yaml']!.split('\r\n')).toHaveLength(15);
  });

  it('a GitHub workflow: container, services and uses: docker://', () => {
    const workflow = [
      'on: push',
      'jobs:',
      '  build:',
      `    container: cgr.dev/chainguard/go:1.23@${OLD}`,
      '    services:',
      '      cache:',
      '        image: cgr.dev/chainguard/redis:7.4',
      '    steps:',
      '      - uses: actions/checkout@v4',
      `      - uses: docker://cgr.dev/chainguard/go:1.23@${OLD}`,
      '        with: { args: version }',
    ].join('\n');
    const { out, plan } = update(
      { '.github/workflows/ci.yml': workflow },
      { [`cgr.dev/chainguard/go:1.23@${OLD}`]: PINNED('1.23', 1) },
      'pins',
    );
    expect(out['.github/workflows/ci.yml']).toBe(workflow.replaceAll(`go:1.23@${OLD}`, `go:1.23@${NEW}`));
    expect(plan.edits.map((e) => e.line)).toEqual([4, 10]);
  });

  it('several references on one line (a flow sequence), the same one twice', () => {
    const yaml = `spec: {containers: [{image: "cgr.dev/chainguard/nginx:1.25"}, {image: cgr.dev/chainguard/nginx:1.25}, {image: cgr.dev/chainguard/go:1.23@${OLD}}]}\n`;
    const { out } = update(
      { 'pod.yaml': yaml },
      { 'cgr.dev/chainguard/nginx:1.25': NGINX_EOL, [`cgr.dev/chainguard/go:1.23@${OLD}`]: PINNED('1.23') },
      'all',
    );
    expect(out['pod.yaml']).toBe(
      `spec: {containers: [{image: "cgr.dev/chainguard/nginx:1.27"}, {image: cgr.dev/chainguard/nginx:1.27}, {image: cgr.dev/chainguard/go:1.23@${NEW}}]}\n`,
    );
  });

  it('leaves references built from variables alone and lists them', () => {
    const dockerfile = [
      'ARG TAG=1.25',
      'ARG BASE=cgr.dev/chainguard/nginx:1.25',
      'ARG SUFFIX=""',
      'FROM cgr.dev/chainguard/nginx:${TAG} AS a',
      'FROM ${BASE} AS b',
      'FROM cgr.dev/chainguard/nginx:1.25 AS c',
      'FROM cgr.dev/chainguard/nginx:1.25${SUFFIX} AS d',
    ].join('\n');
    const found = scanContent('Dockerfile', dockerfile).found;
    expect(found.map((f) => [f.ref, f.location.line])).toEqual([
      ['cgr.dev/chainguard/nginx:1.25', 4],
      ['cgr.dev/chainguard/nginx:1.25', 5],
      ['cgr.dev/chainguard/nginx:1.25', 6],
      ['cgr.dev/chainguard/nginx:1.25', 7],
    ]);
    const { out, leftAlone } = update(
      { Dockerfile: dockerfile },
      { 'cgr.dev/chainguard/nginx:1.25': NGINX_EOL },
      'eol',
    );
    expect(out.Dockerfile).toBe(dockerfile.replace('nginx:1.25 AS c', 'nginx:1.27 AS c'));
    expect(leftAlone.sort()).toEqual([
      'Dockerfile:4 cgr.dev/chainguard/nginx:1.25',
      'Dockerfile:5 cgr.dev/chainguard/nginx:1.25',
      'Dockerfile:7 cgr.dev/chainguard/nginx:1.25',
    ]);
  });

  it('mode none changes nothing; pins does not move tags; eol does not bump pins', () => {
    const text = `FROM cgr.dev/chainguard/nginx:1.25\nFROM cgr.dev/chainguard/go:1.23@${OLD}\n`;
    const facts = { 'cgr.dev/chainguard/nginx:1.25': NGINX_EOL, [`cgr.dev/chainguard/go:1.23@${OLD}`]: PINNED('1.23') };
    expect(update({ Dockerfile: text }, facts, 'none').out.Dockerfile).toBe(text);
    expect(update({ Dockerfile: text }, facts, 'pins').out.Dockerfile).toBe(text.replace(OLD, NEW));
    expect(update({ Dockerfile: text }, facts, 'eol').out.Dockerfile).toBe(text.replace('1.25', '1.27'));
  });
});

describe('planUpdates', () => {
  const at = [{ file: 'Dockerfile', line: 1 }];
  const base: UpdateCandidate = {
    ref: `cgr.dev/chainguard/go:1.23@${OLD}`,
    pinnedDigest: OLD,
    digest: NEW,
    deprecated: false,
    buildsBehind: 2,
    locations: at,
    suggestion: null,
  };

  it('moves a pin behind its tag whether or not it is stale, and only then', () => {
    expect(planUpdates([base], 'pins').edits).toEqual([
      { file: 'Dockerfile', line: 1, from: base.ref, to: `cgr.dev/chainguard/go:1.23@${NEW}`, kind: 'pin' },
    ]);
    expect(planUpdates([{ ...base, buildsBehind: 0, digest: OLD }], 'pins').edits).toEqual([]);
    expect(planUpdates([{ ...base, ref: 'cgr.dev/chainguard/go:1.23', pinnedDigest: null }], 'pins').edits).toEqual([]);
  });

  it('keeps the form as written: no tag added to a digest-only pin, the host as written', () => {
    const ref = `CGR.dev/chainguard/go@${OLD}`;
    expect(planUpdates([{ ...base, ref }], 'pins').edits[0]!.to).toBe(`CGR.dev/chainguard/go@${NEW}`);
  });

  it('a pin whose current digest is unknown is left alone with the reason', () => {
    const plan = planUpdates([{ ...base, digest: null, buildsBehind: null }], 'pins');
    expect(plan.edits).toEqual([]);
    expect(plan.leftAlone).toEqual([
      { ref: base.ref, file: 'Dockerfile', line: 1, reason: "the tag's current digest is not known" },
    ]);
  });

  it('an end-of-life pin moves to the new tag at its digest, or is left alone without that digest', () => {
    const eol = { ...base, deprecated: true, suggestion: `cgr.dev/chainguard/go:1.24@${NEXT}` };
    expect(planUpdates([eol], 'eol').edits.map((e) => e.to)).toEqual([`cgr.dev/chainguard/go:1.24@${NEXT}`]);
    const noDigest = planUpdates([{ ...eol, suggestion: 'cgr.dev/chainguard/go:1.24' }], 'eol');
    expect(noDigest.edits).toEqual([]);
    expect(noDigest.leftAlone[0]!.reason).toMatch(/current digest of 1\.24 is not known/);
    // With `all`, a pin that cannot follow the tag is still bumped on its own tag.
    expect(
      planUpdates([{ ...eol, suggestion: 'cgr.dev/chainguard/go:1.24' }], 'all').edits.map((e) => [e.kind, e.to]),
    ).toEqual([['pin', `cgr.dev/chainguard/go:1.23@${NEW}`]]);
  });

  it('an end-of-life tag without a suggestion is left alone', () => {
    const plan = planUpdates(
      [{ ...base, ref: 'cgr.dev/chainguard/go:1.22', pinnedDigest: null, deprecated: true }],
      'eol',
    );
    expect(plan.edits).toEqual([]);
    expect(plan.leftAlone[0]!.reason).toMatch(/no maintained tag/);
  });

  it('one edit per location; a reference of the images input (no location) is not edited', () => {
    const two = [...at, { file: 'k8s.yaml', line: 9 }];
    expect(planUpdates([{ ...base, locations: two }], 'pins').edits.map((e) => `${e.file}:${e.line}`)).toEqual([
      'Dockerfile:1',
      'k8s.yaml:9',
    ]);
    expect(planUpdates([{ ...base, locations: [] }], 'all')).toEqual({ edits: [], leftAlone: [] });
  });

  it('parseUpdateMode', () => {
    expect(parseUpdateMode('')).toBe('none');
    expect(parseUpdateMode('PINS')).toBe('pins');
    expect(parseUpdateMode(' all ')).toBe('all');
    expect(() => parseUpdateMode('everything')).toThrow(/update.*"everything" is not one of none, pins, eol, all/);
  });
});

describe('applyEdits', () => {
  const edit = (line: number, from: string, to: string) => ({ line, from, to });

  it('touches only the reference span: no trailing newline added, a BOM kept', () => {
    const text = '\uFEFFFROM cgr.dev/x/a:1 # cgr.dev/x/a:1';
    expect(applyEdits(text, [edit(1, 'cgr.dev/x/a:1', 'cgr.dev/x/a:2')]).text).toBe(
      '\uFEFFFROM cgr.dev/x/a:2 # cgr.dev/x/a:1',
    );
  });

  it('matches whole references only', () => {
    const text =
      'image: mirror.io/cgr.dev/x/a:1\nimage: cgr.dev/x/a:10\nimage: cgr.dev/x/a:1-dev\nimage: cgr.dev/x/a:1\n';
    const result = applyEdits(text, [
      edit(1, 'cgr.dev/x/a:1', 'N'),
      edit(2, 'cgr.dev/x/a:1', 'N'),
      edit(3, 'cgr.dev/x/a:1', 'N'),
      edit(4, 'cgr.dev/x/a:1', 'N'),
    ]);
    expect(result.text).toBe(
      'image: mirror.io/cgr.dev/x/a:1\nimage: cgr.dev/x/a:10\nimage: cgr.dev/x/a:1-dev\nimage: N\n',
    );
    expect(result.leftAlone.map((l) => l.edit.line)).toEqual([1, 2, 3]);
  });

  it('refuses a reference or replacement holding a variable', () => {
    const text = 'image: ${REGISTRY}/x/a:1\n';
    const result = applyEdits(text, [edit(1, '${REGISTRY}/x/a:1', 'cgr.dev/x/a:2')]);
    expect(result.text).toBe(text);
    expect(result.leftAlone[0]!.reason).toMatch(/built from variables/);
  });

  it('a line past the end is reported', () => {
    expect(applyEdits('a\n', [edit(5, 'a', 'b')]).leftAlone[0]!.reason).toBe('line 5 is not in the file');
  });

  it('a reference found twice but written once: the second is reported', () => {
    const result = applyEdits('FROM cgr.dev/x/a:1\n', [
      edit(1, 'cgr.dev/x/a:1', 'cgr.dev/x/a:2'),
      edit(1, 'cgr.dev/x/a:1', 'cgr.dev/x/a:2'),
    ]);
    expect(result.text).toBe('FROM cgr.dev/x/a:2\n');
    expect(result.applied).toHaveLength(1);
    expect(result.leftAlone[0]!.reason).toMatch(/fewer times/);
  });
});

describe('applyEdits properties', () => {
  const FROM = 'cgr.dev/chainguard/nginx:1.25';
  const TO = 'cgr.dev/chainguard/nginx:1.27';
  // Text around the reference: separators that end a reference, and filler without its characters.
  const filler = fc.stringMatching(/^[ "'#=,{}[\]\tA-Z!]{0,12}$/);
  const separator = fc.constantFrom(' ', '"', "'", '=', ',', '[', '{', '\t');
  const line = fc
    .tuple(filler, fc.boolean(), separator, filler)
    .map(([before, hasRef, sep, after]) =>
      hasRef ? `${before}${sep}${FROM}${sep === '[' ? ']' : sep === '{' ? '}' : sep}${after}` : `${before}${after}`,
    );
  const file = fc.tuple(fc.array(line, { minLength: 1, maxLength: 12 }), fc.constantFrom('\n', '\r\n'), fc.boolean());

  it('replaces exactly the listed references and keeps every other byte', () => {
    fc.assert(
      fc.property(file, ([lines, eol, finalNewline]) => {
        const text = lines.join(eol) + (finalNewline ? eol : '');
        const edits = lines.flatMap((l, i) => (l.includes(FROM) ? [{ line: i + 1, from: FROM, to: TO }] : []));
        const result = applyEdits(text, edits);
        expect(result.leftAlone).toEqual([]);
        expect(result.applied).toHaveLength(edits.length);
        expect(result.text).toBe(lines.map((l) => l.replace(FROM, TO)).join(eol) + (finalNewline ? eol : ''));
        // And back: the rewrite is reversible, nothing else moved.
        expect(
          applyEdits(
            result.text,
            edits.map((e) => ({ ...e, from: TO, to: FROM })),
          ).text,
        ).toBe(text);
      }),
      { numRuns: 300 },
    );
  });

  it('never changes a line it was not asked to change', () => {
    fc.assert(
      fc.property(file, fc.nat(), ([lines, eol], pick) => {
        const text = lines.join(eol);
        const target = (pick % lines.length) + 1;
        const result = applyEdits(text, [{ line: target, from: FROM, to: TO }]);
        const out = result.text.split(eol);
        lines.forEach((l, i) => {
          if (i + 1 !== target) expect(out[i]).toBe(l);
        });
        expect(result.applied.length + result.leftAlone.length).toBe(1);
      }),
      { numRuns: 300 },
    );
  });
});

describe('writing the files', () => {
  let root: string;
  let workspace: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'image-check-update-'));
    workspace = join(root, 'ws');
    await mkdir(join(workspace, 'svc'), { recursive: true });
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  /** A pin of go:1.23 at OLD whose tag is now at NEW, written at `locations`. */
  const goPin = (
    locations: { file: string; line: number }[],
    over: Partial<Parameters<typeof planUpdates>[0][number]> = {},
  ) => ({
    ref: `cgr.dev/chainguard/go:1.23@${OLD}`,
    pinnedDigest: OLD,
    digest: NEW,
    deprecated: false,
    buildsBehind: 1,
    suggestion: null,
    locations,
    ...over,
  });

  it('applyUpdatePlan rewrites the files, keeps their mode, and lists what changed', async () => {
    const text = `FROM cgr.dev/chainguard/go:1.23@${OLD}\r\nFROM ${'${BASE}'}\r\n`;
    await writeFile(join(workspace, 'svc/Dockerfile'), text);
    await chmod(join(workspace, 'svc/Dockerfile'), 0o640);
    await writeFile(join(workspace, 'other.yaml'), 'image: cgr.dev/chainguard/redis:7.4\n');
    const plan = planUpdates(
      [
        goPin([{ file: 'svc/Dockerfile', line: 1 }], { buildsBehind: 4 }),
        goPin([{ file: 'svc/Dockerfile', line: 2 }], { ref: `cgr.dev/chainguard/go:1.22@${OLD}`, buildsBehind: 4 }),
        goPin([{ file: 'other.yaml', line: 1 }], {
          ref: 'cgr.dev/chainguard/redis:7.4',
          pinnedDigest: null,
          buildsBehind: 0,
        }),
      ],
      'pins',
    );
    const outcome = await applyUpdatePlan(workspace, plan);
    expect(outcome.updatedFiles).toEqual(['svc/Dockerfile']);
    expect(await readFile(join(workspace, 'svc/Dockerfile'), 'utf8')).toBe(text.replace(OLD, NEW));
    expect((await stat(join(workspace, 'svc/Dockerfile'))).mode & 0o777).toBe(0o640);
    expect(outcome.leftAlone.map((l) => `${l.file}:${l.line}`)).toEqual(['svc/Dockerfile:2']);
    expect(await readdir(join(workspace, 'svc'))).toEqual(['Dockerfile']); // no temporary file left
  });

  it('never writes through a symbolic link, nor outside the workspace', async () => {
    const outside = join(root, 'outside.yaml');
    await writeFile(outside, `image: cgr.dev/chainguard/go:1.23@${OLD}\n`);
    await symlink(outside, join(workspace, 'linked.yaml'));
    await symlink(root, join(workspace, 'up'));
    const plan = planUpdates(
      [
        goPin([
          { file: 'linked.yaml', line: 1 },
          { file: 'up/outside.yaml', line: 1 },
        ]),
      ],
      'pins',
    );
    const outcome = await applyUpdatePlan(workspace, plan);
    expect(outcome.updatedFiles).toEqual([]);
    expect(outcome.leftAlone.map((l) => [l.file, l.reason])).toEqual([
      ['linked.yaml', expect.stringMatching(/symbolic link/)],
      ['up/outside.yaml', expect.stringMatching(/outside the workspace/)],
    ]);
    expect(await readFile(outside, 'utf8')).toBe(`image: cgr.dev/chainguard/go:1.23@${OLD}\n`);
    expect((await lstat(join(workspace, 'linked.yaml'))).isSymbolicLink()).toBe(true);
    expect(await readlink(join(workspace, 'linked.yaml'))).toBe(outside);
  });

  it('writeInside refuses paths that climb out, and writes a new file inside', async () => {
    await expect(writeInside([workspace], '../escape.txt', 'x', 'rewrite')).rejects.toBeInstanceOf(WriteRefused);
    await expect(writeInside([workspace], join(root, 'abs.txt'), 'x', 'rewrite')).rejects.toThrow(
      /outside the workspace/,
    );
    await expect(writeInside([workspace], 'svc', 'x', 'rewrite')).rejects.toThrow(/not a regular file/);
    await expect(writeInside([workspace], 'missing/dir/file.txt', 'x', 'rewrite')).rejects.toThrow(
      /directory cannot be resolved/,
    );
    await writeInside([workspace], 'svc/new.txt', 'hello', 'rewrite');
    expect(await readFile(join(workspace, 'svc/new.txt'), 'utf8')).toBe('hello');
  });

  it('a file that is not UTF-8 is left alone', async () => {
    const bytes = Buffer.concat([
      Buffer.from(`FROM cgr.dev/chainguard/go:1.23@${OLD}\n# `),
      Buffer.from([0xff, 0xfe]),
      Buffer.from('\n'),
    ]);
    await writeFile(join(workspace, 'Dockerfile'), bytes);
    const plan = planUpdates([goPin([{ file: 'Dockerfile', line: 1 }])], 'pins');
    const outcome = await applyUpdatePlan(workspace, plan);
    expect(outcome.updatedFiles).toEqual([]);
    expect(outcome.leftAlone[0]!.reason).toBe('the file is not UTF-8 text');
    expect((await readFile(join(workspace, 'Dockerfile'))).equals(bytes)).toBe(true);
  });
});
