import { z } from 'zod';

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
    throw new Error(`Input "identity": ${MISSING_PERMISSION}`);
  }
  try {
    return await source(audience);
  } catch (error) {
    const detail = error instanceof Error ? error.message.replace(/\s+/g, ' ').trim() : String(error);
    throw new Error(
      `Input "identity": the runner did not hand out the workflow's GitHub OIDC token (audience ${audience}): ${detail}`,
    );
  }
}

const claimsSchema = z.looseObject({
  iss: z.string().optional(),
  sub: z.string().optional(),
  aud: z.union([z.string(), z.array(z.string())]).optional(),
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
