// Who may have signed: the `signers` setting's lines, or the vendor's documented signers (the
// public namespace's release workflow; an organization's catalog syncer and image builder).

/** An accepted signer: the OIDC issuer exactly, the identity exactly or by an anchored pattern (config.ts reads `signers`). */
export type { Signer as AcceptedSigner } from '../config';
import type { Signer as AcceptedSigner } from '../config';

/** A certificate's signer, as the library read it. */
export interface SignerIdentity {
  issuer: string;
  identity: string;
}

const PUBLIC_ISSUER = 'https://token.actions.githubusercontent.com';
const PUBLIC_IDENTITY = 'https://github.com/chainguard-images/images/.github/workflows/release.yaml@refs/heads/main';
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

/** Whether a signer is accepted: the issuer exactly, the identity exactly or matched whole. */
export function accepts(signers: readonly AcceptedSigner[], who: SignerIdentity): boolean {
  return signers.some(
    (s) =>
      s.issuer === who.issuer &&
      (typeof s.identity === 'string' ? s.identity === who.identity : s.identity.test(who.identity)),
  );
}
