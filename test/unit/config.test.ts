import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import {
  INPUT_DEFAULTS,
  INPUT_NAMES,
  InputError,
  inputLines,
  parseDuration,
  parseFailOn,
  readConfig,
} from '../../src/config';

const inputs = (values: Record<string, string>) => (name: string) => values[name] ?? '';

describe('readConfig', () => {
  it('applies the contract defaults when inputs are empty', () => {
    const config = readConfig(inputs({}));
    expect(config.registry).toBe('cgr.dev');
    expect(config.apiUrl).toBe('https://console-api.enforce.dev');
    expect(config.issuerUrl).toBe('https://issuer.enforce.dev');
    expect([...config.failOn].sort()).toEqual(['denied', 'eol', 'error', 'unsigned']);
    expect(config.maxAgeMs).toBe(30 * 86_400_000);
    expect(config.comment).toBe('auto');
    expect(config.concurrency).toBe(8);
    expect(config.images).toEqual([]);
  });

  it('accepts relative globs and exclusions in files', () => {
    expect(readConfig(inputs({ files: '**/Dockerfile\n!vendor/**\n.github/workflows/*.yml' })).files).toEqual([
      '**/Dockerfile',
      '!vendor/**',
      '.github/workflows/*.yml',
    ]);
  });

  it('reads the dashboard repository as owner/name, empty for none', () => {
    expect(readConfig(inputs({})).dashboard).toBe('');
    expect(readConfig(inputs({ dashboard: ' acme/platform-board.v2 ' })).dashboard).toBe('acme/platform-board.v2');
  });

  it('reads image lines without blanks and comments', () => {
    const config = readConfig(
      inputs({ images: '# base images\ncgr.dev/chainguard/nginx:1.25\n\n  cgr.dev/chainguard/go  # toolchain\n' }),
    );
    expect(config.images).toEqual(['cgr.dev/chainguard/nginx:1.25', 'cgr.dev/chainguard/go']);
  });

  it.each([
    ['fail-on', 'eol,bogus', /fail-on.*"bogus".*eol, denied, unsigned, stale, advisories, error/],
    ['max-age', '30 days', /max-age.*"30 days".*h, d or w/],
    ['max-age', '0d', /max-age/],
    ['comment', 'sometimes', /comment.*auto, always, never/],
    ['concurrency', '0', /concurrency.*1 to 64/],
    ['concurrency', 'eight', /concurrency/],
    ['registry', 'https://cgr.dev', /registry.*without a scheme/],
    ['api-url', 'console-api.enforce.dev', /api-url.*http\(s\) URL/],
    ['group', 'not a group!', /group.*group uid without spaces/],
    ['group', 'grp\tpublic', /group.*group uid without spaces/],
    ['registry-username', 'user', /registry-password.*together/],
    ['files', '**/Dockerfile\n/**', /files.*"\/\*\*".*relative to the workspace/],
    ['files', '!../secrets/**', /files.*"!\.\.\/secrets\/\*\*"/],
    ['files', 'C:\\work\\*.yaml', /files/],
    ['dashboard', 'platform', /dashboard.*"platform".*owner\/name/],
    ['dashboard', 'acme/platform/issues', /dashboard.*owner\/name/],
    ['dashboard', 'acme/..', /dashboard/],
    ['dashboard', 'https://github.com/acme/platform', /dashboard/],
  ])('rejects %s=%j naming the input', (name, value, message) => {
    let error: unknown;
    try {
      readConfig(inputs({ [name]: value }));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(InputError);
    expect((error as InputError).message).toMatch(message);
    expect((error as InputError).message).toContain(`"${name === 'registry-username' ? 'registry-password' : name}"`);
  });

  it('accepts any group uid without whitespace: uids are opaque', () => {
    for (const group of ['grp-public-cg', 'ad5f0c0a3b1e/9f1c', 'org:acme/team_1'])
      expect(readConfig(inputs({ group })).group).toBe(group);
  });

  it('accepts loopback registries with a port and lowercases the host', () => {
    expect(readConfig(inputs({ registry: '127.0.0.1:5000' })).registry).toBe('127.0.0.1:5000');
    expect(readConfig(inputs({ registry: 'CGR.dev' })).registry).toBe('cgr.dev');
  });
});

describe('the policies settings', () => {
  it('reads policies as auto or never, auto by default', () => {
    expect(readConfig(inputs({})).policies).toBe('auto');
    expect(readConfig(inputs({ policies: 'Never' })).policies).toBe('never');
  });

  it('names the input and the accepted form for another value', () => {
    expect(() => readConfig(inputs({ policies: 'sometimes' }))).toThrow(
      new InputError('policies', '"sometimes" is not one of auto, never'),
    );
  });

  it('takes denied as a fail-on kind, and names it among the accepted ones', () => {
    expect([...parseFailOn('denied')]).toEqual(['denied']);
    expect(() => parseFailOn('refused')).toThrow(
      /"refused" is not one of eol, denied, unsigned, stale, advisories, error,/,
    );
  });
});

describe('parseFailOn', () => {
  it('reads a comma list and none', () => {
    expect([...parseFailOn('eol, stale,advisories')]).toEqual(['eol', 'stale', 'advisories']);
    expect(parseFailOn('none').size).toBe(0);
  });
  it('rejects none mixed with kinds', () => {
    expect(() => parseFailOn('none,eol')).toThrow(
      /"none,eol" combines none with other kinds.*either none alone or a comma list/,
    );
    expect(() => parseFailOn('eol, none')).toThrow(/combines none/);
  });
});

describe('parseDuration', () => {
  it('converts h, d and w', () => {
    expect(parseDuration('max-age', '36h')).toBe(36 * 3_600_000);
    expect(parseDuration('max-age', '2w')).toBe(14 * 86_400_000);
  });
});

describe('inputLines', () => {
  it('drops comment-only and trailing comments', () => {
    expect(inputLines('a\n#b\n c # d\r\n')).toEqual(['a', 'c']);
  });
});

describe('action.yml', () => {
  const action = z
    .object({ inputs: z.record(z.string(), z.object({ default: z.string().optional() })) })
    .parse(parse(readFileSync(new URL('../../action.yml', import.meta.url), 'utf8')));

  it('declares exactly the inputs readConfig reads', () => {
    expect(Object.keys(action.inputs).sort()).toEqual([...INPUT_NAMES].sort());
  });

  it("gives each input readConfig's default, but where the policy file's comes first or the runner fills it", () => {
    // fail-on and max-age: input > policy file > built-in default (src/policy-file/load.ts).
    const policyFirst = new Set(['fail-on', 'max-age']);
    for (const [name, input] of Object.entries(action.inputs)) {
      if (name === 'github-token') expect(input.default).toBe('${{ github.token }}');
      else if (policyFirst.has(name) || name === 'files') expect(input.default, name).toBeUndefined();
      else expect(input.default ?? '', name).toBe(INPUT_DEFAULTS[name] ?? '');
    }
  });
});

describe('the signatures and packages settings', () => {
  it('defaults to verifying signatures and describing packages for linux/amd64', () => {
    const config = readConfig(inputs({}));
    expect([config.signatures, config.packages, config.signers, config.trustedRoot]).toEqual(['auto', 'auto', [], '']);
    expect(config.platform).toEqual({ os: 'linux', architecture: 'amd64' });
  });

  it('reads a platform with a variant, in any case', () => {
    expect(readConfig(inputs({ platform: 'Linux/ARM64/v8' })).platform).toEqual({
      os: 'linux',
      architecture: 'arm64',
      variant: 'v8',
    });
    expect(() => readConfig(inputs({ platform: 'amd64' }))).toThrow(
      new InputError(
        'platform',
        '"amd64" is not valid; expected os/architecture or os/architecture/variant, e.g. linux/amd64 or linux/arm64/v8',
      ),
    );
  });

  it('reads signers as an exact identity or an anchored pattern between slashes', () => {
    const { signers } = readConfig(
      inputs({
        signers:
          'https://issuer.enforce.dev /https://issuer\\.enforce\\.dev/[a-z0-9]+/  # the syncer\nhttps://token.actions.githubusercontent.com https://github.com/acme/images/.github/workflows/release.yaml@refs/heads/main',
      }),
    );
    expect(signers.map((s) => s.issuer)).toEqual([
      'https://issuer.enforce.dev',
      'https://token.actions.githubusercontent.com',
    ]);
    const pattern = signers[0]!.identity as RegExp;
    expect(pattern.test('https://issuer.enforce.dev/abc123')).toBe(true);
    // Anchored: a prefix or a suffix around a match is not the identity.
    expect(pattern.test('https://evil.example/https://issuer.enforce.dev/abc123')).toBe(false);
    expect(pattern.test('https://issuer.enforce.dev/abc123/x')).toBe(false);
    expect(signers[1]!.identity).toBe('https://github.com/acme/images/.github/workflows/release.yaml@refs/heads/main');
  });

  it('names the signer line that is not one', () => {
    expect(() => readConfig(inputs({ signers: 'https://issuer.enforce.dev' }))).toThrow(
      /^.*"https:\/\/issuer\.enforce\.dev" is not a signer; expected <issuer> <identity>/,
    );
    expect(() => readConfig(inputs({ signers: 'issuer.enforce.dev someone' }))).toThrow(
      /the issuer "issuer.enforce.dev" is not an http\(s\) URL/,
    );
    expect(() => readConfig(inputs({ signers: 'https://issuer.enforce.dev /(/' }))).toThrow(
      /the identity pattern does not compile/,
    );
    expect(() => readConfig(inputs({ signatures: 'sometimes' }))).toThrow(
      new InputError('signatures', '"sometimes" is not one of auto, never'),
    );
  });
});
