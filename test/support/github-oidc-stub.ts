import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signedJwt } from '../emulator/oidc';

/** GitHub's OIDC token service as the runner offers it to a job with `id-token: write`. */
export interface GitHubOidcStub {
  /** ACTIONS_ID_TOKEN_REQUEST_URL and ACTIONS_ID_TOKEN_REQUEST_TOKEN, as the runner sets them. */
  env: { ACTIONS_ID_TOKEN_REQUEST_URL: string; ACTIONS_ID_TOKEN_REQUEST_TOKEN: string };
  /** The audience of every token request, in order. */
  audiences: (string | null)[];
  /** The JWT handed out for an audience (deterministic, so tests can look for it). */
  jwtFor(audience: string): string;
  close(): Promise<void>;
}

export interface GitHubOidcStubOptions {
  /** Claims of the workflow's token. */
  iss?: string;
  sub?: string;
  /** Answer every request with this HTTP status instead of a token. */
  failWith?: number;
  /** The message of that failure's body; it sees the request token (a service that echoes what it was sent). */
  failMessage?: (requestToken: string) => string;
}

/**
 * Serves `GET /idtoken?api-version=2.0&audience=...` with `Authorization: Bearer <request token>`
 * and answers `{ value: <jwt> }`, as the Actions service does for `core.getIDToken(audience)`.
 */
export async function startGitHubOidcStub(options: GitHubOidcStubOptions = {}): Promise<GitHubOidcStub> {
  const requestToken = `ghs-request-${Math.random().toString(36).slice(2)}`;
  const iss = options.iss ?? 'https://token.actions.githubusercontent.com';
  const sub = options.sub ?? 'repo:acme/app:ref:refs/heads/main';
  const audiences: (string | null)[] = [];
  // One token per audience (an ES256 signature differs each time it is made), so tests can look for it.
  const issued = new Map<string, string>();
  const jwtFor = (audience: string) => {
    if (!issued.has(audience))
      issued.set(
        audience,
        signedJwt({ iss, sub, aud: audience, repository: sub.split(':')[1], iat: 1_700_000_000, exp: 4_102_444_800 }),
      );
    return issued.get(audience)!;
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'GET' || url.pathname !== '/idtoken') return answer(404, { message: 'not found' });
    if (req.headers.authorization !== `Bearer ${requestToken}`) return answer(401, { message: 'bad request token' });
    const audience = url.searchParams.get('audience');
    audiences.push(audience);
    if (options.failWith)
      return answer(options.failWith, {
        message: options.failMessage?.(requestToken) ?? 'token service unavailable',
      });
    answer(200, { count: 1, value: jwtFor(audience ?? 'https://github.com/acme') });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    env: {
      ACTIONS_ID_TOKEN_REQUEST_URL: `http://127.0.0.1:${port}/idtoken?api-version=2.0`,
      ACTIONS_ID_TOKEN_REQUEST_TOKEN: requestToken,
    },
    audiences,
    jwtFor,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
