import { describe, expect, it } from 'vitest';
import { updateMarkdown } from '../../../src/report/update-markdown';
import { digest, result } from '../../support/results';

// The `update-markdown` output: the nightly update's pull request body, within GitHub's limit.

const pin = (n: number) => `cgr.dev/chainguard/img${n}:1@${digest(n)}`;
const moved = (n: number) => `cgr.dev/chainguard/img${n}:1@${digest(n + 1)}`;

const behind = result({
  ref: pin(1),
  image: 'img1',
  tag: '1',
  pinnedDigest: digest(1),
  digest: digest(2),
  status: 'stale',
  buildsBehind: 3,
  fixedByUpdate: [{ id: 'CVE-2026-1234', severity: 'high', package: 'openssl' }],
  changes: {
    from: digest(1),
    to: digest(2),
    platform: 'linux/amd64',
    added: [{ name: 'libfoo<script>', version: '1.0-r0' }],
    removed: [],
    upgraded: [{ name: 'openssl', from: '3.5.0-r2', to: '3.5.1-r0' }],
    downgraded: [],
    unchanged: 41,
  },
});

describe('updateMarkdown', () => {
  it('is empty when update rewrote nothing', () => {
    expect(updateMarkdown([], [behind])).toBe('');
  });

  it('lists each move with where, its builds, what it fixes and its packages, registry text escaped', () => {
    const body = updateMarkdown(
      [
        { file: 'Dockerfile', line: 3, from: pin(1), to: moved(1) },
        { file: 'deploy/app.yaml', line: 9, from: pin(1), to: moved(1) },
      ],
      [behind],
    );
    expect(body).toMatch(/^## image-check: 2 references moved\n/);
    expect(body.match(/^### /gm)).toHaveLength(1);
    expect(body).toContain('Dockerfile:3');
    expect(body).toContain('deploy/app.yaml:9');
    expect(body).toContain('3 builds behind its tag');
    expect(body).toContain('CVE-2026-1234');
    expect(body).toMatch(/openssl.*3\.5\.0-r2.*3\.5\.1-r0/);
    expect(body).not.toContain('<script>');
  });

  it('never passes 65 536 characters: the moves that do not fit are counted', () => {
    const applied = Array.from({ length: 3000 }, (_, i) => ({
      file: `svc${i}/Dockerfile`,
      line: 1,
      from: pin(i),
      to: moved(i),
    }));
    const body = updateMarkdown(applied, []);
    expect(body.length).toBeLessThanOrEqual(65_536);
    const [, left] = /…and (\d+) more moves/.exec(body)!;
    expect(Number(left) + body.match(/^### /gm)!.length).toBe(3000);
  });
});
