import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A registry as the spec's Authentication section describes it: /token issues a token for one
// image (anonymously only useful for public images' free tags, `latest` and `latest-dev`), a
// token of another audience is refused with 403, and a token works for its own image only.

export const PUBLIC_ORG = 'chainguard';
const FREE_TAGS = new Set(['latest', 'latest-dev']);

export interface RegistryStub {
  host: string;
  /** A registry-audience identity token (registry-token). */
  identityToken: string;
  /** Further registry-audience tokens to accept (e.g. ones a token exchange issues). */
  acceptedTokens: Set<string>;
  /** An identity token for the Platform API audience: refused here. */
  wrongAudienceToken: string;
  pullUsername: string;
  pullPassword: string;
  /** `<org>/<image>:<tag>` -> history, oldest first. */
  histories: Map<string, { updateTimestamp: string; digest: string }[]>;
  /** Every request as "METHOD /path?query [auth kind]". */
  requests: string[];
  /** The per-image tokens issued, to check none leaks. */
  issued: string[];
  close(): Promise<void>;
}

export async function startRegistryStub(): Promise<RegistryStub> {
  const hex = (n: number) => randomBytes(n).toString('hex');
  const tokens = new Map<string, { repo: string; anonymous: boolean }>();
  const state: RegistryStub = {
    host: '',
    identityToken: `reg-identity-${hex(8)}`,
    acceptedTokens: new Set(),
    wrongAudienceToken: `api-audience-${hex(8)}`,
    pullUsername: `pull-${hex(4)}`,
    pullPassword: `pw-${hex(10)}`,
    histories: new Map(),
    requests: [],
    issued: [],
    close: async () => undefined,
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://registry');
    const auth = req.headers.authorization ?? '';
    const kind = auth.startsWith('Bearer ') ? 'bearer' : auth.startsWith('Basic ') ? 'basic' : 'anonymous';
    state.requests.push(`${req.method} ${url.pathname}${url.search} [${kind}]`);
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const denied = (status: number, message: string) => answer(status, { errors: [{ code: status === 401 ? 'UNAUTHORIZED' : 'DENIED', message }] });

    if (url.pathname === '/token') {
      const repo = /^repository:([^:]+):pull$/.exec(url.searchParams.get('scope') ?? '')?.[1];
      if (!repo) return denied(400, 'scope must be repository:<org>/<image>:pull');
      if (kind === 'bearer' && auth.slice(7) !== state.identityToken && !state.acceptedTokens.has(auth.slice(7))) return denied(403, 'the token is not issued for the registry audience');
      if (kind === 'basic' && Buffer.from(auth.slice(6), 'base64').toString('utf8') !== `${state.pullUsername}:${state.pullPassword}`) {
        return denied(401, 'invalid pull token');
      }
      const token = `img-${hex(12)}`;
      tokens.set(token, { repo, anonymous: kind === 'anonymous' });
      state.issued.push(token);
      return answer(200, { token, expires_in: 300 });
    }

    const history = /^\/v2\/(.+)\/_chainguard\/history\/([^/]+)$/.exec(url.pathname);
    if (history) {
      const [, repo, tag] = history as unknown as [string, string, string];
      const grant = tokens.get(auth.slice(7));
      if (!grant || grant.repo !== repo) return denied(403, `the token does not grant pull on ${repo}`);
      if (grant.anonymous && !(repo.startsWith(`${PUBLIC_ORG}/`) && FREE_TAGS.has(tag))) return denied(403, `anonymous access to ${repo}:${tag} is not allowed`);
      const records = state.histories.get(`${repo}:${decodeURIComponent(tag)}`);
      if (!records) return answer(404, { errors: [{ code: 'NAME_UNKNOWN', message: `no tag ${repo}:${tag}` }] });
      return answer(200, { history: records });
    }
    answer(404, { errors: [{ code: 'NOT_FOUND', message: url.pathname }] });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () =>
    new Promise<void>((resolve, reject) => {
      server.close((error) => (error ? reject(error) : resolve()));
      server.closeAllConnections();
    });
  return state;
}
