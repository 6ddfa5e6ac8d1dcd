import { readConfig } from '../../../src/config';
import { describe, expect, it } from 'vitest';
import { PUBLIC_SIGNERS, accepts, organizationSigners } from '../../../src/provenance/signers';

/** The `signers` setting as the shells read it. */
const parseSigners = (text: string) => readConfig((name) => (name === 'signers' ? text : '')).signers;

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
