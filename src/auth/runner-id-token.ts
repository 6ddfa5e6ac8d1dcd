import { z } from 'zod';
import type { HttpClient } from '../http/client';
import type { IdTokenSource } from './github-oidc';

const answerSchema = z.looseObject({ value: z.string().min(1) });

/**
 * The GitHub Actions runner's OIDC token service, asked as `core.getIDToken` asks it
 * (`GET $ACTIONS_ID_TOKEN_REQUEST_URL&audience=...` with the request token as Bearer). Not
 * `core.getIDToken` itself: it has no time limit (a hung service would outlast the `timeout`),
 * puts the service's error body in its message, and the CLI may not print workflow commands.
 * Whether the variables are set is checked first by requestGitHubIdToken; the request token is
 * registered as a secret before this is called (resolveCredentials).
 */
export function runnerIdTokenSource(http: HttpClient, env: Record<string, string | undefined>): IdTokenSource {
  return async (audience) => {
    const url = new URL(`${env.ACTIONS_ID_TOKEN_REQUEST_URL ?? ''}&audience=${encodeURIComponent(audience)}`);
    const body = await http.json(url, {
      headers: { authorization: `Bearer ${env.ACTIONS_ID_TOKEN_REQUEST_TOKEN ?? ''}` },
      schema: answerSchema,
      label: `GET ${url.host}${url.pathname} (GitHub OIDC token)`,
    });
    return body.value;
  };
}
