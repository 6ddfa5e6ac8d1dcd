import { type ApiError, BrokenRule } from '../errors';

// The registry's `WWW-Authenticate: Bearer realm="...",service="...",scope="..."` challenge
// (RFC 9110 auth-params, as OCI registries send it), and where it may send a credential. Pure.

/** A Bearer challenge: where to ask for a token, for which service. */
export interface BearerChallenge {
  realm: URL;
  service: string;
  /** The scope the registry asked for, when it named one. */
  scope?: string;
}

// One auth-param: name=token or name="quoted string" (backslash escapes), then a comma or the end.
const PARAM = /\s*([A-Za-z0-9!#$%&'*+.^_`|~-]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^\s",]*))\s*(?:,|$)/y;

/** The auth-params of a Bearer challenge, lower-cased names; null when it is no Bearer challenge or does not parse. */
export function parseBearerParams(header: string): Map<string, string> | null {
  const scheme = /^\s*Bearer\s+/i.exec(header);
  if (!scheme) return null;
  const params = new Map<string, string>();
  PARAM.lastIndex = scheme[0].length;
  while (PARAM.lastIndex < header.length) {
    const at = PARAM.lastIndex;
    const match = PARAM.exec(header);
    if (!match || PARAM.lastIndex === at) return null;
    const name = match[1]!.toLowerCase();
    // A name given twice is an ambiguous challenge, not one to pick a side of.
    if (params.has(name)) return null;
    params.set(name, match[2] !== undefined ? match[2].replace(/\\(.)/g, '$1') : match[3]!);
  }
  return params;
}

/**
 * The challenge of a 401 from `registryBase` (e.g. `https://cgr.dev`), checked: a realm on
 * another origin than the registry's own is refused, so a credential never goes where a
 * service's answer points (README: Security). Throws a condition error saying what was wrong.
 */
export function bearerChallenge(error: ApiError, registryBase: string, request: string): BearerChallenge {
  const header = error.challenge;
  if (header === undefined)
    throw new BrokenRule(
      'REGISTRY_CHALLENGE_MISSING',
      `${request} answered HTTP 401 without a WWW-Authenticate challenge: the registry does not say where to get a token`,
      request,
    );
  const params = parseBearerParams(header);
  const realmText = params?.get('realm');
  let realm: URL | null;
  try {
    realm = realmText ? new URL(realmText) : null;
  } catch {
    realm = null;
  }
  if (!params || !realm)
    throw new BrokenRule(
      'REGISTRY_CHALLENGE_INVALID',
      `${request} answered HTTP 401 with a WWW-Authenticate header that is no Bearer challenge with a realm URL`,
      request,
    );
  const own = new URL(registryBase);
  if (realm.origin !== own.origin || realm.username !== '' || realm.password !== '')
    throw new BrokenRule(
      'REGISTRY_REALM_REFUSED',
      `${request}: the registry's challenge points at ${realm.origin} for a token, not at the registry itself (${own.origin}); no credential is sent to another host`,
      request,
    );
  return { realm, service: params.get('service') ?? '', scope: params.get('scope') };
}

/** The pull scope of one image, the only scope this client asks for. */
export const pullScope = (org: string, image: string) => `repository:${org}/${image}:pull`;
