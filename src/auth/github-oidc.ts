import { STATUS_CODES } from 'node:http';
import { z } from 'zod';
import { ApiError, GitHubIdTokenError } from '../errors';

/** Issuer of the tokens GitHub Actions hands to workflows (the `iss` claim). */
export const GITHUB_ACTIONS_ISSUER = 'https://token.actions.githubusercontent.com';

/** Asks the runner for the workflow's OIDC token for an audience, as `core.getIDToken` does. */
export type IdTokenSource = (audience: string) => Promise<string>;

const MISSING_PERMISSION =
  'the job cannot request a GitHub OIDC token: add `permissions: id-token: write` to the job (or the workflow) that runs image-check. ' +
  'Setting `permissions` replaces the defaults, so also list what the job still needs (e.g. `contents: read`, `pull-requests: write` for the PR comment). ' +
  'Pull requests from forks and Dependabot never get an OIDC token; use token/registry-token secrets there.';

/**
 * The workflow's GitHub OIDC token. The runner only offers one (ACTIONS_ID_TOKEN_REQUEST_URL and
 * _TOKEN) when the job has `id-token: write`, so their absence is that missing permission; saying
 * so beats @actions/core's "Unable to get ACTIONS_ID_TOKEN_REQUEST_URL env variable".
 */
export async function requestGitHubIdToken(
  audience: string,
  source: IdTokenSource,
  env: Readonly<Record<string, string | undefined>>,
): Promise<string> {
  if (!env.ACTIONS_ID_TOKEN_REQUEST_URL || !env.ACTIONS_ID_TOKEN_REQUEST_TOKEN) {
    throw new GitHubIdTokenError(MISSING_PERMISSION);
  }
  try {
    return await source(audience);
  } catch (error) {
    // A refusal by its status and reason only: the service's body may quote the request token.
    const detail =
      error instanceof ApiError && error.httpCode !== null
        ? refusalOf(error)
        : error instanceof Error
          ? error.message.replace(/\s+/g, ' ').trim()
          : String(error);
    // No cause: it would carry the body's text along.
    throw new GitHubIdTokenError(
      `the runner did not hand out the workflow's GitHub OIDC token (audience ${audience}): ${detail}`,
    );
  }
}

const claimsSchema = z.looseObject({
  iss: z.string().optional(),
  sub: z.string().optional(),
  aud: z.union([z.string(), z.array(z.string())]).optional(),
  // Any JSON: read as a number where it is one (a malformed exp is the service's to refuse).
  exp: z.unknown().optional(),
});
export type IdTokenClaims = z.infer<typeof claimsSchema>;

/**
 * The claims of a JWT, unverified: only to tell the user which subject their workflow presents
 * (the claims are not secret; the signature part is what makes the token usable). Undefined for
 * anything that is not a JWT.
 */
export function readUnverifiedClaims(jwt: string): IdTokenClaims | undefined {
  const payload = jwt.split('.')[1];
  if (!payload) return undefined;
  try {
    const parsed = claimsSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A token service's refusal as `HTTP 400 Bad Request` (and its AIP-193 reason when it is one):
 * never the body's message, which a service may fill with the credential it was sent.
 */
export function refusalOf(error: ApiError): string {
  const phrase = STATUS_CODES[error.status] ?? 'error';
  const reason = /^[A-Z][A-Z0-9_]{0,62}$/.test(error.reason) ? error.reason : '';
  return `HTTP ${error.status} ${phrase}${reason && reason !== phrase ? ` (${reason})` : ''}`;
}
