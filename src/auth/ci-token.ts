import { readUnverifiedClaims, type IdTokenClaims } from './github-oidc';

/** A CI's OIDC token the job handed over (the CLI's IMAGE_CHECK_ID_TOKEN), and the name messages give it. */
export interface HandedIdToken {
  token: string;
  source: string;
}

const BASE64URL_PART = /^[A-Za-z0-9_-]+$/;

/** The token's `aud` claim as a list (a JWT may carry one audience or several). */
export function audiencesOf(claims: IdTokenClaims): string[] {
  return claims.aud === undefined ? [] : Array.isArray(claims.aud) ? claims.aud : [claims.aud];
}

/**
 * Why the exchange service will refuse a CI's token, when that can be told before asking it: not
 * a JWT (three base64url parts, the middle one a JSON object), no https issuer, no audience (every
 * identity matches one), or expired. The message names the token by `source` and shows only the
 * claims that explain the problem, never the token or its signature.
 */
export function handedTokenProblem(handed: HandedIdToken, now: Date): string | undefined {
  const parts = handed.token.split('.');
  const claims = readUnverifiedClaims(handed.token);
  if (parts.length !== 3 || !parts.every((p) => BASE64URL_PART.test(p)) || claims === undefined)
    return `${handed.source} does not hold a JWT (three base64url parts separated by dots): put the token itself in it, e.g. the value of your CI's OIDC token variable, not its name or a file path`;
  if (typeof claims.iss !== 'string' || !/^https:\/\/\S+$/.test(claims.iss))
    return `${handed.source} is a JWT without an https issuer (iss claim): it is not a CI's OIDC token`;
  if (audiencesOf(claims).length === 0)
    return `${handed.source} is a token of ${claims.iss} without an audience (aud claim): request it with the audience the identity accepts`;
  const { exp } = claims;
  if (typeof exp === 'number' && exp * 1000 <= now.getTime())
    return `${handed.source} expired at ${new Date(exp * 1000).toISOString()} (issuer ${claims.iss}): hand over the token of this job, requested when the job starts`;
  return undefined;
}
