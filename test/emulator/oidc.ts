// The CI OIDC tokens the emulated token exchange accepts: signed (ES256) with a key it trusts, as
// the service trusts each issuer's published keys, and matched against an identity's claimMatch
// field by field as identities.proto's ClaimMatch defines it.
import { generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';
import type { ClaimMatch } from './store';

/** The key pair every test CI (GitHub, GitLab, CircleCI, Buildkite, Bitbucket) signs with; made per process. */
const trusted = generateKeyPairSync('ec', { namedCurve: 'P-256' });

/** A key the emulator does not trust: a token signed with it is a forgery. */
export const untrustedKey: KeyObject = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A JWT of `claims` signed ES256 with the trusted test key (or `key`). */
export function signedJwt(claims: Record<string, unknown>, key: KeyObject = trusted.privateKey): string {
  const input = `${part({ alg: 'ES256', typ: 'JWT', kid: 'image-check-test' })}.${part(claims)}`;
  const signature = sign('sha256', Buffer.from(input), { key, dsaEncoding: 'ieee-p1363' });
  return `${input}.${signature.toString('base64url')}`;
}

export interface TokenClaims {
  iss?: unknown;
  sub?: unknown;
  aud?: unknown;
  exp?: unknown;
  [claim: string]: unknown;
}

/** The claims of a JWT whose ES256 signature verifies with the trusted key; else why not. */
export function verifiedClaims(jwt: string): { claims: TokenClaims } | { problem: string } {
  const parts = jwt.split('.');
  if (parts.length !== 3) return { problem: 'the bearer token is not a JWT' };
  const [header, payload, signature] = parts as [string, string, string];
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { problem: 'the bearer token is not a JWT' };
  }
  if (!claims || typeof claims !== 'object' || Array.isArray(claims))
    return { problem: 'the bearer token is not a JWT' };
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key: trusted.publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) return { problem: "the token's signature does not verify with its issuer's keys" };
  return { claims: claims as TokenClaims };
}

/**
 * Like the service's Go regexp MatchString, a pattern is searched for in the value, not matched
 * against all of it: only its own ^ and $ anchor it (which image-check insists on).
 */
const matches = (exact: string | undefined, pattern: string | undefined, value: unknown): boolean =>
  typeof value === 'string' && (pattern !== undefined ? new RegExp(pattern).test(value) : value === exact);

/**
 * Which part of claimMatch the token fails, or undefined when it matches: issuer, subject,
 * audience (any of the token's; unset, the service's own hostname, `defaultAudience`), then the
 * custom claims exactly and by pattern.
 */
export function claimMismatch(match: ClaimMatch, claims: TokenClaims, defaultAudience: string): string | undefined {
  if (!matches(match.issuer, match.issuerPattern, claims.iss)) return 'issuer';
  if (!matches(match.subject, match.subjectPattern, claims.sub)) return 'subject';
  const audiences = Array.isArray(claims.aud) ? (claims.aud as unknown[]) : [claims.aud];
  const wanted =
    match.audience === undefined && match.audiencePattern === undefined
      ? (a: unknown) => typeof a === 'string' && a.replace(/^https?:\/\//, '').replace(/\/+$/, '') === defaultAudience
      : (a: unknown) => matches(match.audience, match.audiencePattern, a);
  if (!audiences.some(wanted)) return 'audience';
  for (const [name, value] of Object.entries(match.claims ?? {}))
    if (String(claims[name]) !== value || claims[name] === undefined) return `claim ${name}`;
  for (const [name, pattern] of Object.entries(match.claimPatterns ?? {}))
    if (!matches(undefined, pattern, typeof claims[name] === 'string' ? claims[name] : String(claims[name])))
      return `claim ${name}`;
  return undefined;
}

type Violation = { field: string; description: string };

/**
 * claimMatch of a new identity as the service checks it: each oneof (iss, sub required; aud
 * optional) set at most once, the issuer an https URL, every pattern compiling; custom claims
 * string to string. Violations are pushed onto `violations` as the service's BadRequest lists them.
 */
export function claimMatchOf(value: unknown, violations: Violation[]): ClaimMatch {
  const claim = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const text = (name: string) => (typeof claim[name] === 'string' && claim[name] !== '' ? claim[name] : undefined);
  const match: ClaimMatch = {};
  const oneof = (exact: 'issuer' | 'subject' | 'audience', required: boolean) => {
    const pattern = `${exact}Pattern` as const;
    const [e, p] = [text(exact), text(pattern)];
    if (e !== undefined && p !== undefined)
      violations.push({ field: 'claimMatch', description: `${exact} and ${pattern} are a oneof: set one` });
    else if (e === undefined && p === undefined && required)
      violations.push({ field: `claimMatch.${exact}`, description: 'is required' });
    else if (p !== undefined && !compiles(p))
      violations.push({ field: `claimMatch.${pattern}`, description: 'is not a valid regular expression' });
    if (e !== undefined) match[exact] = e;
    if (p !== undefined) match[pattern] = p;
  };
  oneof('issuer', true);
  if (match.issuer !== undefined && !/^https:\/\//.test(match.issuer))
    violations.push({ field: 'claimMatch.issuer', description: 'must be an https URL' });
  oneof('subject', true);
  oneof('audience', false);
  for (const map of ['claims', 'claimPatterns'] as const) {
    const given = claim[map];
    if (given === undefined) continue;
    const entries = given && typeof given === 'object' ? Object.entries(given) : [];
    if (!entries.every(([, v]) => typeof v === 'string'))
      violations.push({ field: `claimMatch.${map}`, description: 'must map claim names to strings' });
    else if (entries.length) match[map] = Object.fromEntries(entries);
  }
  return match;
}

function compiles(pattern: string): boolean {
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
}
