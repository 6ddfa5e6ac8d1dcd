import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkImages } from '../../src/check/check-images';
import { openServices } from '../../src/check/services';
import { InputError } from '../../src/config';
import { startEmulator, type Emulator } from '../emulator/index';
import { prepareDemoWorkspace } from '../support/demo-workspace';
import { emulatorConfig, noMask } from '../support/emulator-settings';

// The engine's entry (src/check/check-images.ts), in-process over real HTTP against the emulator.

let emu: Emulator;
let workspace: string;
beforeAll(async () => {
  emu = await startEmulator();
  workspace = await prepareDemoWorkspace(emu);
});
afterAll(() => emu.close());

const config = (inputs: Record<string, string> = {}) => emulatorConfig(emu, { files: '.', ...inputs });

describe('checkImages', () => {
  it('takes the workspace and the time from its settings, not from the environment', async () => {
    const saved = process.env.GITHUB_WORKSPACE;
    process.env.GITHUB_WORKSPACE = '/nonexistent';
    try {
      const today = await checkImages({ config: config(), workspace, now: new Date() }, noMask);
      expect(today.results.length).toBeGreaterThan(5);
      expect(today.verdict.counts).toMatchObject({ eol: 1, stale: 1, error: 0 });
      const stale = today.results.find((r) => r.status === 'stale')!;
      // An hour after the pin was superseded it is not stale yet (max-age 30d): the clock is the settings'.
      const earlier = await checkImages(
        { config: config(), workspace, now: new Date(Date.parse(stale.behindSince!) + 3_600_000) },
        noMask,
      );
      expect(earlier.results.find((r) => r.ref === stale.ref)).toMatchObject({
        status: 'ok',
        buildsBehind: stale.buildsBehind,
      });
      expect(earlier.http?.requests).toBeGreaterThan(0);
    } finally {
      if (saved === undefined) delete process.env.GITHUB_WORKSPACE;
      else process.env.GITHUB_WORKSPACE = saved;
    }
  });

  it('shares the look-ups of services it is given (as with the PR comment), and leaves their connection open', async () => {
    const services = openServices(config(), noMask);
    try {
      emu.requests.length = 0;
      const first = await checkImages({ config: config(), workspace, now: new Date() }, { ...noMask, services });
      const sent = emu.requests.length;
      expect(sent).toBeGreaterThan(0);
      const second = await checkImages({ config: config(), workspace, now: new Date() }, { ...noMask, services });
      expect(emu.requests.length).toBe(sent);
      expect(second.results).toEqual(first.results);
      expect(await services.lookups.tags('chainguard', 'python')).not.toHaveLength(0);
    } finally {
      await services.http.close();
    }
  });

  it('with nothing to check needs no credentials and sends nothing; with something to check and no token, says which input', async () => {
    emu.requests.length = 0;
    const none = await checkImages(
      { config: config({ token: '', files: 'no-such-dir/*.yaml' }), workspace, now: new Date() },
      noMask,
    );
    expect(none).toMatchObject({ results: [], unmatchedGlobs: ['no-such-dir/*.yaml'], http: null });
    // A glob that matches nothing is no pass: the run says so and fails under fail-on error.
    expect(none.coverage).toEqual([expect.stringContaining('"no-such-dir/*.yaml" matched no file')]);
    expect(none.verdict.failed).toBe(true);
    expect(emu.requests).toEqual([]);
    await expect(checkImages({ config: config({ token: '' }), workspace, now: new Date() }, noMask)).rejects.toThrow(
      InputError,
    );
    expect(emu.requests).toEqual([]);
  });
});

describe('checkImages when the token exchange never finishes', () => {
  it('ends at the deadline with every image an error result (the report can still be published), not a throw', async () => {
    // An issuer that accepts the connection and never answers.
    const { createServer } = await import('node:http');
    const stalled = createServer(() => undefined);
    await new Promise<void>((resolve) => stalled.listen(0, '127.0.0.1', resolve));
    const address = stalled.address() as { port: number };
    try {
      const signal = AbortSignal.timeout(1_500);
      const started = Date.now();
      const report = await checkImages(
        {
          config: config({
            token: '',
            'registry-token': '',
            identity: 'some-identity',
            'issuer-url': `http://127.0.0.1:${address.port}`,
            files: '',
            images: `${emu.registry}/chainguard/nginx:1.27`,
          }),
          workspace,
          now: new Date(),
        },
        { mask: () => undefined, env: {}, signal, getIdToken: async () => 'github-oidc-token' },
      );
      expect(Date.now() - started).toBeLessThan(15_000);
      expect(report.results).toHaveLength(1);
      expect(report.results[0]).toMatchObject({ status: 'error', error: { code: null } });
      expect(report.verdict.failed).toBe(true);
    } finally {
      stalled.closeAllConnections();
      stalled.close();
    }
  });
});
