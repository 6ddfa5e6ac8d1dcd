import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors';
import { PUBLIC_SIGNERS, accepts, organizationSigners, parseSigners } from '../../src/provenance/signers';

const SYNCER = 'https://issuer.enforce.dev/0123456789abcdef0123456789abcdef01234567/aaaaaaaaaaaaaaaa';

describe('accepted signers', () => {
  it('reads `<issuer> <identity>` lines; an identity between slashes is a pattern matched whole', () => {
    const signers = parseSigners(
      '# the vendor\nhttps://issuer.enforce.dev /https://issuer\\.enforce\\.dev/[0-9a-f]{40}/.+/\n\nhttps://token.actions.githubusercontent.com https://github.com/o/r/.github/workflows/x.yaml@refs/heads/main\n',
    );
    expect(signers).toHaveLength(2);
    expect(accepts(signers, { issuer: 'https://issuer.enforce.dev', identity: SYNCER })).toBe(true);
    // Anchored: a longer identity that merely contains a match is not accepted.
    expect(accepts(signers, { issuer: 'https://issuer.enforce.dev', identity: `evil ${SYNCER}` })).toBe(false);
    // The issuer is compared exactly.
    expect(accepts(signers, { issuer: 'https://issuer.enforce.dev/', identity: SYNCER })).toBe(false);
    expect(
      accepts(signers, {
        issuer: 'https://token.actions.githubusercontent.com',
        identity: 'https://github.com/o/r/.github/workflows/x.yaml@refs/heads/mainx',
      }),
    ).toBe(false);
  });

  it('refuses lines that name no signer, and patterns that do not compile', () => {
    expect(() => parseSigners('https://issuer.enforce.dev')).toThrow(InputError);
    expect(() => parseSigners('issuer identity')).toThrow(/Line 1 is "issuer identity"/);
    expect(() => parseSigners('https://a.example /(/')).toThrow(InputError);
    expect(() => parseSigners('\n# none\n')).toThrow(/names no signer/);
  });

  it("defaults: the public release workflow; an organization's catalog syncer and image builder", () => {
    expect(PUBLIC_SIGNERS).toEqual([
      {
        issuer: 'https://token.actions.githubusercontent.com',
        identity: 'https://github.com/chainguard-images/images/.github/workflows/release.yaml@refs/heads/main',
      },
    ]);
    expect(organizationSigners({ CATALOG_SYNCER: 'g/1', APKO_BUILDER: 'g/2', OTHER: 'g/3' })).toEqual([
      { issuer: 'https://issuer.enforce.dev', identity: 'https://issuer.enforce.dev/g/1' },
      { issuer: 'https://issuer.enforce.dev', identity: 'https://issuer.enforce.dev/g/2' },
    ]);
    expect(organizationSigners({})).toEqual([]);
  });
});
