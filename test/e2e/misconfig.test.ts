import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImageResult } from '../../src/model';
import { SEED, startEmulator, type Emulator } from '../emulator/index';
import { runAction, type ActionRun } from '../support/run-action';

// A newcomer's misconfigurations, through the built action (dist/index.js) against the emulator:
// each fails the step with one message that says what to change, never a green "nothing checked".

let emu: Emulator;
let workspace: string;
beforeAll(async () => {
  emu = await startEmulator({ catalog: 'two-orgs' });
  workspace = await mkdtemp(join(tmpdir(), 'image-check-misconfig-'));
  await writeFile(join(workspace, 'Dockerfile'), `FROM ${emu.registry}/chainguard/nginx:latest\n`);
  await writeFile(
    join(workspace, 'compose.yaml'),
    `services:\n  web:\n    image: ${emu.registry}/chainguard/python:latest\n`,
  );
});
afterAll(async () => {
  await emu.close();
});

const inputs = () => ({
  registry: emu.registry,
  'api-url': emu.url,
  token: emu.apiToken,
  'registry-token': emu.registryToken,
  comment: 'never',
});
const run = (over: Record<string, string>): Promise<ActionRun> =>
  runAction({ workspace, inputs: { ...inputs(), ...over } });
const errors = (r: ActionRun) => r.annotations.filter((a) => a.command === 'error').map((a) => a.message);
const publicRefs = (...images: string[]) => images.map((i) => `${emu.registry}/chainguard/${i}:latest`).join('\n');

describe('misconfiguration fails with a message that says what to change', () => {
  it('a wrong token: one error naming the token input, not one per image', async () => {
    const r = await run({ token: 'not-the-token', images: publicRefs('nginx', 'python', 'go', 'node') });
    expect(r.exitCode).toBe(1);
    expect(errors(r)).toHaveLength(1);
    expect(errors(r)[0]).toMatch(
      /^Input "token": Set token to a valid identity token.*\. The Platform API at http:\/\/127\.0\.0\.1:\d+ refused it \(UNAUTHENTICATED 401: .*\)/,
    );
  });

  it('a wrong api-url host: one error naming api-url and the host it could not reach', async () => {
    const r = await run({ 'api-url': 'http://127.0.0.1:9', images: publicRefs('nginx', 'python') });
    expect(r.exitCode).toBe(1);
    expect(errors(r)).toHaveLength(1);
    expect(errors(r)[0]).toMatch(
      /^Input "api-url": Check api-url .*\. The Platform API at http:\/\/127\.0\.0\.1:9 cannot be reached \(CONNECTION_REFUSED: .*127\.0\.0\.1:9.*connection refused.*\)/,
    );
  }, 30_000);

  it('a wrong pull token: one error naming registry-username/registry-password', async () => {
    // Pinned: the registry is asked only for pins.
    const pinned = (image: string, tag: string) =>
      `${emu.registry}/acme.com/${image}:${tag}@${emu.store.history(`acme.com/${image}`, tag)!.at(-1)!.digest}`;
    const r = await run({
      'registry-token': '',
      'registry-username': 'someone',
      'registry-password': 'wrong',
      images: `${pinned('python-fips', '3.12')}\n${pinned('go-fips', '1.23')}`,
    });
    expect(r.exitCode).toBe(1);
    expect(errors(r)).toHaveLength(1);
    expect(errors(r)[0]).toMatch(
      /^Input "registry-username": Set registry-username and registry-password to a valid pull token.*The registry 127\.0\.0\.1:\d+ refused it for every image asked \(2\)/,
    );
  });

  it('a wrong registry-token, sent directly to Tag History: one error naming registry-token', async () => {
    const pinned = (image: string, tag: string) =>
      `${emu.registry}/acme.com/${image}:${tag}@${emu.store.history(`acme.com/${image}`, tag)!.at(-1)!.digest}`;
    const since = emu.requests.length;
    const r = await run({
      'registry-token': 'not-the-registry-token',
      images: `${pinned('python-fips', '3.12')}\n${pinned('go-fips', '1.23')}`,
    });
    expect(r.exitCode).toBe(1);
    expect(errors(r)).toHaveLength(1);
    expect(errors(r)[0]).toMatch(
      /^Input "registry-token": Set registry-token to a valid identity token issued for the registry audience.*The registry 127\.0\.0\.1:\d+ refused it for every image asked \(2\)/,
    );
    // The identity token went to Tag History itself; refused there with a challenge, the realm
    // was asked with Basic _token:<token> (never a Bearer at /token).
    const history = emu.requests.slice(since).filter((q) => q.path.includes('/history/'));
    expect(history.length).toBeGreaterThan(0);
    expect(history.every((q) => q.auth === 'bearer' && q.status === 401)).toBe(true);
    expect(emu.requests.slice(since).filter((q) => q.path === '/token' && q.auth !== 'basic')).toEqual([]);
  });

  it('no images and no files: the step fails saying which inputs to set', async () => {
    const r = await run({});
    expect(r.exitCode).toBe(1);
    expect(r.outputs.failed).toBe('true');
    expect(r.outputs['error-count']).toBe('1');
    expect(errors(r).some((m) => /neither images nor files is set.*Set images to image references/.test(m))).toBe(true);
  });

  it('comma-separated files: named as such, with the globs to write on lines of their own', async () => {
    const r = await run({ files: 'Dockerfile, compose.yaml' });
    expect(r.exitCode).toBe(1);
    expect(
      errors(r).some((m) =>
        m.includes(
          '"Dockerfile, compose.yaml" matched no file. It looks like a comma-separated list, but files takes one glob per line: write "Dockerfile", "compose.yaml" on lines of their own',
        ),
      ),
    ).toBe(true);
  });

  it('only Docker Hub images: the step fails naming the hosts and the registry input', async () => {
    const r = await run({ images: 'nginx:1.27\ndocker.io/library/redis:7' });
    expect(r.exitCode).toBe(1);
    expect(
      errors(r).some(
        (m) =>
          m.includes(`2 image references were found, none on registry ${emu.registry}: they are on docker.io (2)`) &&
          m.includes('set registry'),
      ),
    ).toBe(true);
  });

  it('files that hold no reference are a notice, not a failure', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'image-check-empty-'));
    await writeFile(join(empty, 'Dockerfile'), '# no FROM yet\n');
    const r = await runAction({ workspace: empty, inputs: { ...inputs(), files: 'Dockerfile' } });
    expect(r.exitCode).toBe(0);
    expect(r.annotations.filter((a) => a.command === 'notice').map((a) => a.message)).toContain(
      'The files selected by the files globs hold no image reference: nothing to check.',
    );
  });

  it('fail-on none combined with eol is refused with a clear message', async () => {
    const r = await run({ 'fail-on': 'none,eol', images: publicRefs('nginx') });
    expect(r.exitCode).toBe(1);
    expect(errors(r)).toEqual([
      expect.stringMatching(
        /^Input "fail-on": "none,eol" combines none with other kinds; none means never fail, so use either none alone or a comma list/,
      ),
    ]);
  });

  it('fail-on none: a green step shows an end-of-life tag as a warning, not a red error', async () => {
    const { image, deprecatedTag } = SEED.publicImage;
    const r = await run({ 'fail-on': 'none', images: `${emu.registry}/chainguard/${image}:${deprecatedTag}` });
    expect(r.exitCode).toBe(0);
    expect(errors(r)).toEqual([]);
    expect(r.annotations.filter((a) => a.command === 'warning').map((a) => a.properties.title)).toContain(
      `End-of-life tag: ${emu.registry}/chainguard/${image}:${deprecatedTag}`,
    );
  });

  it('an opaque group uid is accepted, and the public image still resolves to the public repo', async () => {
    const { image, deprecatedTag } = SEED.publicImage;
    const r = await run({
      group: SEED.twoOrgs.groups.chainguard,
      images: `${emu.registry}/chainguard/${image}:${deprecatedTag}`,
    });
    expect(r.exitCode).toBe(1);
    const [result] = JSON.parse(r.outputs.results!) as ImageResult[];
    expect(result).toMatchObject({ status: 'eol', deprecated: true, error: null });
  });
});
