// Who may have signed: the `signers` setting's lines, or the vendor's documented signers (the
// public namespace's release workflow; an organization's catalog syncer and image builder).
import { InputError } from '../errors';

/** An accepted signer: the OIDC issuer exactly, the identity exactly or by an anchored pattern. */
export interface AcceptedSigner {
  issuer: string;
  identity: string | RegExp;
}

/** A certificate's signer, as the library read it. */
export interface SignerIdentity {
  issuer: string;
  identity: string;
}

export const PUBLIC_ISSUER = 'https://token.actions.githubusercontent.com';
export const PUBLIC_IDENTITY =
  'https://github.com/chainguard-images/images/.github/workflows/release.yaml@refs/heads/main';
export const ENFORCE_ISSUER = 'https://issuer.enforce.dev';

/** The public namespace's one signer: the catalog's release workflow. */
export const PUBLIC_SIGNERS: readonly AcceptedSigner[] = [{ issuer: PUBLIC_ISSUER, identity: PUBLIC_IDENTITY }];

/** An organization's signers: the identities its account association binds for CATALOG_SYNCER and APKO_BUILDER. */
export function organizationSigners(bindings: Readonly<Record<string, string>>): AcceptedSigner[] {
  return ['CATALOG_SYNCER', 'APKO_BUILDER']
    .map((principal) => bindings[principal])
    .filter((uidp): uidp is string => typeof uidp === 'string' && uidp !== '')
    .map((uidp) => ({ issuer: ENFORCE_ISSUER, identity: `${ENFORCE_ISSUER}/${uidp}` }));
}

/**
 * The `signers` setting: one `<issuer> <identity>` a line (blank lines and `#` comments left
 * out); an identity written `/.../` is a regular expression that must match the whole identity.
 */
export function parseSigners(text: string, input = 'signers'): AcceptedSigner[] {
  const signers: AcceptedSigner[] = [];
  for (const [i, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const [issuer, identity, ...rest] = line.split(/\s+/);
    if (identity === undefined || rest.length > 0 || !/^https?:\/\//.test(issuer!))
      throw new InputError(input, `line ${i + 1} is "${line}"`, 'write each signer as `<issuer URL> <identity>`');
    signers.push({ issuer: issuer!, identity: identityOf(identity, input, i + 1) });
  }
  if (signers.length === 0) throw new InputError(input, 'it names no signer', 'give one `<issuer> <identity>` a line');
  return signers;
}

function identityOf(identity: string, input: string, line: number): string | RegExp {
  if (identity.length < 3 || !identity.startsWith('/') || !identity.endsWith('/')) return identity;
  try {
    // Anchored: a pattern accepts an identity only whole, as cosign's --certificate-identity-regexp users expect of `/…/`.
    return new RegExp(`^(?:${identity.slice(1, -1)})$`, 'u');
  } catch (error) {
    throw new InputError(
      input,
      `line ${line}: ${(error as Error).message}`,
      'give the identity as a valid regular expression',
    );
  }
}

/** Whether a signer is accepted: the issuer exactly, the identity exactly or matched whole. */
export function accepts(signers: readonly AcceptedSigner[], who: SignerIdentity): boolean {
  return signers.some(
    (s) =>
      s.issuer === who.issuer &&
      (typeof s.identity === 'string' ? s.identity === who.identity : s.identity.test(who.identity)),
  );
}
