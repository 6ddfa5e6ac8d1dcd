import { describe, expect, it } from 'vitest';
import { diffFiles, groupChanges, referencesIn, type FileVersions } from '../../../src/review/changes';
import { parseRegistryMap } from '../../../src/registry-map';
import { lookupsOver } from '../../support/fake-lookups';
import { gatherFacts, placeStep, type PullRequestLookups } from '../../../src/review/facts';
import {
  collectVersions,
  gitRunner,
  gitSource,
  parseNameStatus,
  type ContentSource,
} from '../../../src/review/sources';

const dg = (n: number) => `sha256:${n.toString(16).padStart(64, '0')}`;
const R = 'cgr.dev';
const file = (f: string, base: string | null, head: string | null, baseFile = f): FileVersions => ({
  file: f,
  baseFile,
  base,
  head,
});

describe('diffFiles with registry-map', () => {
  it("reads a mirror's references as their upstream image, shown and paired as written", () => {
    const map = parseRegistryMap('us-docker.pkg.dev/acme/cgr/=cgr.dev/', R);
    const base = 'FROM us-docker.pkg.dev/acme/cgr/chainguard/python:3.12\nFROM other.io/x/y:1';
    const head = 'FROM us-docker.pkg.dev/acme/cgr/chainguard/python:3.11\nFROM other.io/x/y:2';
    expect(diffFiles([file('Dockerfile', base, head)], R)).toEqual([]);
    const [change] = diffFiles([file('Dockerfile', base, head)], R, map);
    expect(change).toMatchObject({
      kind: 'tag',
      before: { ref: 'us-docker.pkg.dev/acme/cgr/chainguard/python:3.12', tag: '3.12' },
      after: {
        ref: 'us-docker.pkg.dev/acme/cgr/chainguard/python:3.11',
        repository: 'us-docker.pkg.dev/acme/cgr/chainguard/python',
        registry: R,
        org: 'chainguard',
        image: 'python',
        tag: '3.11',
      },
    });
    expect(groupChanges([change!])[0]).toMatchObject({ repository: 'us-docker.pkg.dev/acme/cgr/chainguard/python' });
  });
});

describe('diffFiles', () => {
  it('finds tag, digest, pin and unpin changes matched by file and image', () => {
    const base = [
      `FROM cgr.dev/chainguard/go:1.23@${dg(1)} AS build`,
      'FROM cgr.dev/chainguard/static:latest',
      'COPY --from=cgr.dev/chainguard/nginx:1.25 /etc/nginx /etc/nginx',
      `COPY --from=cgr.dev/chainguard/python:3.12@${dg(5)} /x /x`,
    ].join('\n');
    const head = [
      `FROM cgr.dev/chainguard/go:1.23@${dg(2)} AS build`,
      `FROM cgr.dev/chainguard/static:latest@${dg(9)}`,
      'COPY --from=cgr.dev/chainguard/nginx:1.27 /etc/nginx /etc/nginx',
      'COPY --from=cgr.dev/chainguard/python:3.12 /x /x',
    ].join('\n');
    const changes = diffFiles([file('svc/Dockerfile', base, head)], R);
    expect(changes.map((c) => [c.kind, c.before?.ref, c.after?.ref, c.after?.location.line])).toEqual([
      ['digest', `cgr.dev/chainguard/go:1.23@${dg(1)}`, `cgr.dev/chainguard/go:1.23@${dg(2)}`, 1],
      ['pin', 'cgr.dev/chainguard/static:latest', `cgr.dev/chainguard/static:latest@${dg(9)}`, 2],
      ['tag', 'cgr.dev/chainguard/nginx:1.25', 'cgr.dev/chainguard/nginx:1.27', 3],
      ['unpin', `cgr.dev/chainguard/python:3.12@${dg(5)}`, 'cgr.dev/chainguard/python:3.12', 4],
    ]);
    expect(changes[0]!.file).toBe('svc/Dockerfile');
  });

  it('ignores unchanged references even when lines move, and other registries', () => {
    const base =
      'services:\n  web:\n    image: cgr.dev/chainguard/nginx:1.27\n  db:\n    image: docker.io/library/postgres:15\n';
    const head =
      '# moved\nservices:\n  db:\n    image: docker.io/library/postgres:16\n  web:\n    image: cgr.dev/chainguard/nginx:1.27\n';
    expect(diffFiles([file('compose.yaml', base, head)], R)).toEqual([]);
  });

  it('pairs several references of one image in one file in order, after setting aside unchanged ones', () => {
    const base = [
      'FROM cgr.dev/chainguard/go:1.22 AS a',
      'FROM cgr.dev/chainguard/go:1.23 AS b',
      'FROM cgr.dev/chainguard/go:1.24 AS c',
    ].join('\n');
    // 1.22 and 1.24 are unchanged and set aside; the rest pair in line order (1.23 with the first
    // new one), and what is left over is added.
    const head = [
      'FROM cgr.dev/chainguard/go:1.21 AS z',
      'FROM cgr.dev/chainguard/go:1.22 AS a',
      'FROM cgr.dev/chainguard/go:1.24-dev AS b',
      'FROM cgr.dev/chainguard/go:1.24 AS c',
      'FROM cgr.dev/chainguard/go:1.20 AS d',
    ].join('\n');
    const changes = diffFiles([file('Dockerfile', base, head)], R);
    expect(changes.map((c) => [c.kind, c.before?.tag ?? null, c.after?.tag ?? null])).toEqual([
      ['tag', '1.23', '1.21'],
      ['added', null, '1.24-dev'],
      ['added', null, '1.20'],
    ]);
  });

  it('reports added and removed files, and pairs a renamed file with its base path', () => {
    const changes = diffFiles(
      [
        file('new/Dockerfile', null, 'FROM cgr.dev/chainguard/redis:7'),
        file('old/Dockerfile', 'FROM cgr.dev/chainguard/busybox:latest', null),
        file(
          'apps/web/Dockerfile',
          'FROM cgr.dev/chainguard/node:20',
          'FROM cgr.dev/chainguard/node:22',
          'web/Dockerfile',
        ),
      ],
      R,
    );
    expect(changes.map((c) => [c.kind, c.file, (c.after ?? c.before)!.location.file])).toEqual([
      ['tag', 'apps/web/Dockerfile', 'apps/web/Dockerfile'],
      ['added', 'new/Dockerfile', 'new/Dockerfile'],
      ['removed', 'old/Dockerfile', 'old/Dockerfile'],
    ]);
  });

  it('reads references as the engine does: no tag is latest, a digest alone has no tag until placed', () => {
    expect(
      diffFiles([file('Dockerfile', 'FROM cgr.dev/chainguard/go', 'FROM cgr.dev/chainguard/go:latest')], R),
    ).toEqual([]);
    const [c] = diffFiles(
      [file('Dockerfile', `FROM cgr.dev/chainguard/go@${dg(1)}`, `FROM cgr.dev/chainguard/go@${dg(2)}`)],
      R,
    );
    expect(c).toMatchObject({ kind: 'digest', after: { tag: null, tagWritten: false } });
  });

  it('groups the same change made in several files into one row', () => {
    const base = `FROM cgr.dev/chainguard/go:1.23@${dg(1)}`;
    const head = `FROM cgr.dev/chainguard/go:1.23@${dg(2)}`;
    const groups = groupChanges(
      diffFiles(
        [file('a/Dockerfile', base, head), file('b/Dockerfile', base, head), file('c/Dockerfile', null, head)],
        R,
      ),
    );
    expect(groups.map((g) => [g.kind, g.locations.map((l) => l.file)])).toEqual([
      ['digest', ['a/Dockerfile', 'b/Dockerfile']],
      ['added', ['c/Dockerfile']],
    ]);
  });

  it('keeps only references on the registry that name an image there', () => {
    expect(
      referencesIn('Dockerfile', 'FROM cgr.dev/nginx:1\nFROM ghcr.io/a/b:1\nFROM cgr.dev/chainguard/go:1', R).map(
        (r) => r.ref,
      ),
    ).toEqual(['cgr.dev/chainguard/go:1']);
  });
});

describe('gatherFacts', () => {
  const history = Array.from({ length: 6 }, (_, i) => ({
    digest: dg(i + 1),
    updateTimestamp: new Date(Date.UTC(2025, 0, 1 + i)).toISOString(),
  }));
  const calls: string[] = [];
  const lookups: PullRequestLookups = lookupsOver({
    tags: async (_org, image) => (
      calls.push(`tags ${image}`),
      image === 'missing'
        ? Promise.reject(new Error('repo not found'))
        : [
            { name: '1.23', digest: dg(6), deprecated: false },
            { name: '1.22', digest: dg(6), deprecated: true },
          ]
    ),
    history: async (org, image, tag) => (calls.push(`history ${org}/${image}:${tag}`), history),
    advisories: async (image) => (
      calls.push(`advisories ${image}`),
      [
        { uid: '1', advisoryId: 'CGA-1', artifactName: image, updateTime: history[0]!.updateTimestamp },
        { uid: '2', advisoryId: 'CGA-1', artifactName: image, updateTime: history[0]!.updateTimestamp },
        { uid: '3', advisoryId: 'CGA-2', artifactName: 'other', updateTime: history[0]!.updateTimestamp },
      ]
    ),
  });
  const judge = { now: new Date('2025-02-01T00:00:00Z'), maxAgeMs: 30 * 86_400_000 };

  it('counts the builds between two digests of a tag and says where the new one stands', async () => {
    const groups = groupChanges(
      diffFiles(
        [
          file(
            'Dockerfile',
            `FROM cgr.dev/chainguard/go:1.23@${dg(2)}\nFROM cgr.dev/chainguard/go:1.23`,
            `FROM cgr.dev/chainguard/go:1.23@${dg(5)}\nFROM cgr.dev/chainguard/go:1.22`,
          ),
        ],
        R,
      ),
    );
    const facts = await gatherFacts(groups, lookups, judge);
    const [digest, tag] = facts.changes;
    expect(digest!.step).toMatchObject({
      steps: 3,
      fromTime: history[1]!.updateTimestamp,
      toTime: history[4]!.updateTimestamp,
    });
    expect(digest!.step!.builds.map((b) => b.digest)).toEqual([dg(3), dg(4), dg(5)]);
    expect(digest!.afterState).toMatchObject({ buildsBehind: 1, deprecated: false, newest: { digest: dg(6) } });
    expect(tag!.afterState!.deprecated).toBe(true);
    expect(tag!.beforeState!.deprecated).toBe(false);
    expect(facts.advisories).toEqual([
      { repository: 'cgr.dev/chainguard/go', org: 'chainguard', image: 'go', count: 1, error: null },
    ]);
  });

  it('turns look-up failures into messages', async () => {
    const groups = groupChanges(diffFiles([file('Dockerfile', null, 'FROM cgr.dev/chainguard/missing:1.23')], R));
    const facts = await gatherFacts(groups, lookups, judge);
    expect(facts.changes[0]!.afterState!.error).toContain('repo not found');
  });

  it("places a digest-only reference changed in the PR in its tag (the engine's placement), never compares it with latest", async () => {
    // latest and 1.23 are different streams; the digests are builds of 1.23 only.
    const streams: Record<string, typeof history> = {
      latest: Array.from({ length: 3 }, (_, i) => ({
        digest: dg(100 + i),
        updateTimestamp: new Date(Date.UTC(2025, 0, 1 + i)).toISOString(),
      })),
      '1.23': history,
    };
    const placed = lookupsOver({
      tags: async () => [
        { name: 'latest', digest: dg(102), deprecated: false },
        { name: '1.23', digest: dg(6), deprecated: true },
      ],
      history: async (_org, _image, tag) => streams[tag] ?? [],
      advisories: async () => [],
    });
    const groups = groupChanges(
      diffFiles([file('Dockerfile', `FROM cgr.dev/chainguard/go@${dg(2)}`, `FROM cgr.dev/chainguard/go@${dg(4)}`)], R),
    );
    const [change] = (await gatherFacts(groups, placed, judge)).changes;
    // Judged in 1.23, where the engine placed it: end-of-life, two builds behind, three builds newer.
    expect(change!.afterState).toMatchObject({
      tag: '1.23',
      status: 'eol',
      deprecated: true,
      buildsBehind: 2,
      pinnedUnknown: false,
      error: null,
    });
    expect(change!.beforeState).toMatchObject({ tag: '1.23', deprecated: true });
    expect(change!.step).toMatchObject({
      steps: 2,
      fromTime: history[1]!.updateTimestamp,
      toTime: history[3]!.updateTimestamp,
    });
    // A digest the engine cannot place is an error on the row, not a verdict against latest.
    const lost = groupChanges(diffFiles([file('Dockerfile', null, `FROM cgr.dev/chainguard/go@${dg(77)}`)], R));
    const [unplaced] = (await gatherFacts(lost, placed, judge)).changes;
    expect(unplaced!.afterState).toMatchObject({ tag: null, status: 'error', deprecated: null });
    expect(unplaced!.afterState!.error).toMatch(/cannot tell which tag/);
  });

  it('places steps backwards and with unknown digests', () => {
    expect(placeStep(dg(5), dg(2), history)).toMatchObject({ steps: -3 });
    expect(placeStep(dg(5), dg(2), history).builds.map((b) => b.digest)).toEqual([dg(3), dg(4), dg(5)]);
    expect(placeStep(dg(99), dg(2), history)).toMatchObject({ steps: null, fromTime: null, builds: [] });
  });
});

describe('sources', () => {
  it('parses git name-status output with renames and copies', () => {
    const out = [
      'M',
      'a/Dockerfile',
      'R087',
      'old.yaml',
      'new.yaml',
      'A',
      'b.yaml',
      'D',
      'gone/Dockerfile',
      'C100',
      'src.yaml',
      'copy.yaml',
      '',
    ].join('\0');
    expect(parseNameStatus(out)).toEqual([
      { file: 'a/Dockerfile', previous: null, status: 'modified' },
      { file: 'new.yaml', previous: 'old.yaml', status: 'renamed' },
      { file: 'b.yaml', previous: null, status: 'added' },
      { file: 'gone/Dockerfile', previous: null, status: 'removed' },
      { file: 'copy.yaml', previous: null, status: 'added' },
    ]);
  });

  it('reads only the sides the files globs select', async () => {
    const reads: string[] = [];
    const source: ContentSource = {
      kind: 'api',
      changedFiles: async () => [
        { file: 'deploy/app.yaml', previous: null, status: 'modified' },
        { file: 'docs/readme.md', previous: null, status: 'modified' },
        { file: 'deploy/moved.yaml', previous: 'old/moved.yaml', status: 'renamed' },
        { file: 'deploy/new.yaml', previous: null, status: 'added' },
        { file: 'deploy/gone.yaml', previous: null, status: 'removed' },
      ],
      read: async (commit, path) => (reads.push(`${commit}:${path}`), `content of ${path}`),
    };
    const versions = await collectVersions(source, { baseSha: 'B', headSha: 'H', globs: ['deploy/**/*.yaml'] });
    expect(versions).toEqual([
      {
        file: 'deploy/app.yaml',
        baseFile: 'deploy/app.yaml',
        base: 'content of deploy/app.yaml',
        head: 'content of deploy/app.yaml',
      },
      { file: 'deploy/moved.yaml', baseFile: 'old/moved.yaml', base: null, head: 'content of deploy/moved.yaml' },
      { file: 'deploy/new.yaml', baseFile: 'deploy/new.yaml', base: null, head: 'content of deploy/new.yaml' },
      { file: 'deploy/gone.yaml', baseFile: 'deploy/gone.yaml', base: 'content of deploy/gone.yaml', head: null },
    ]);
    expect(reads.sort()).toEqual([
      'B:deploy/app.yaml',
      'B:deploy/gone.yaml',
      'H:deploy/app.yaml',
      'H:deploy/moved.yaml',
      'H:deploy/new.yaml',
    ]);
  });

  it('uses the local checkout only when it holds both commits (read-only git on this repository)', async (ctx) => {
    const run = gitRunner(process.cwd());
    const head = (await run(['rev-parse', 'HEAD'])).stdout.trim();
    if (!/^[0-9a-f]{40}$/.test(head)) ctx.skip('not a git checkout: no commits to read');
    expect(await gitSource(run, 'f'.repeat(40), head)).toBeNull();
    const source = await gitSource(run, head, head);
    expect(source?.kind).toBe('git');
    expect(await source!.changedFiles()).toEqual([]);
    expect(await source!.read(head, 'package.json')).toContain('"name": "@image-check/cli"');
    expect(await source!.read(head, 'no/such/file')).toBeNull();
  });
});
