import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A small IAM v2 + /sts/exchange server for the auth and CLI tests, shaped as the spec shows
// (AIP-193 errors, hydrated role bindings, List envelopes), plus a read-only repo/tag catalog so
// the whole action can run against it. The shared emulator (test/emulator) grows the same
// endpoints; this one stays small and under these tests' control.

const ERR = 'type.googleapis.com/google.rpc.';
const NAME_RULE = /^[a-z0-9 ._-]{1,}$/;

interface Identity {
  uid: string;
  name: string;
  description: string;
  claimMatch: { issuer: string; subject: string };
  createTime: string;
  lastSeenTime: string;
}
interface Binding {
  uid: string;
  identityUid: string;
  groupUid: string;
  roleUid: string;
  createTime: string;
}

export interface IamStsServer {
  url: string;
  rootGroup: string;
  subGroup: string;
  /** The Platform API token this server accepts for IAM calls. */
  apiToken: string;
  identities: Map<string, Identity>;
  bindings: Map<string, Binding>;
  /** Every request as "METHOD /path?query". */
  requests: string[];
  /** Answer the next role binding create with HTTP 500 (to see the identity rolled back). */
  failNextBinding: boolean;
  /** Repos and their tags for GET /registry/v2/repos and /registry/v2/tags (advisories: none). */
  catalog: Map<string, { name: string; digest: string; deprecated?: boolean; updateTime: string }[]>;
  /** The token /sts/exchange issues for an identity and audience. */
  exchangedToken(identity: string, audience: string): string;
  close(): Promise<void>;
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

export async function startIamStsServer(): Promise<IamStsServer> {
  const rootGroup = hex(10);
  const groups = new Map([
    [rootGroup, { uid: rootGroup, name: 'acme.com', description: 'root' }],
    [`${rootGroup}/${'ab'.repeat(4)}`, { uid: `${rootGroup}/${'ab'.repeat(4)}`, name: 'team', description: 'subgroup' }],
  ]);
  const roles = [
    { uid: hex(10), name: 'viewer', description: 'read access' },
    { uid: hex(10), name: 'registry.pull', description: 'pull images' },
  ];
  const apiToken = `api-${hex(12)}`;
  const secret = hex(6);
  // Audience -> the last token exchanged for it.
  const exchangedFor = new Map<string, string>();
  const now = () => new Date().toISOString().replace(/\.(\d{3})\d*Z$/, '.$1Z');

  const state: IamStsServer = {
    url: '',
    rootGroup,
    subGroup: `${rootGroup}/${'ab'.repeat(4)}`,
    apiToken,
    identities: new Map(),
    bindings: new Map(),
    requests: [],
    failNextBinding: false,
    catalog: new Map(),
    exchangedToken: (identity, audience) => `sts-${secret}-${Buffer.from(`${identity}|${audience}`).toString('base64url')}`,
    close: async () => undefined,
  };

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://server');
    state.requests.push(`${req.method} ${url.pathname}${url.search}`);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const answer = (status: number, body?: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(body === undefined ? '' : JSON.stringify(body));
    };
    const aip = (status: number, code: number, reason: string, message: string, ...details: object[]) =>
      answer(status, { code, message, details: [{ '@type': `${ERR}ErrorInfo`, reason, domain: 'iam.example.dev' }, ...details] });
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];

    if (req.method === 'GET' && url.pathname === '/sts/exchange') return exchange(url, bearer);
    // The Platform API takes its own token or one exchanged for its audience (this server's URL).
    if (bearer !== apiToken && bearer !== exchangedFor.get(state.url)) return aip(401, 16, 'UNAUTHENTICATED', 'the bearer token is not valid for this audience');

    let body: Record<string, unknown> = {};
    try {
      body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>) : {};
    } catch {
      return aip(400, 3, 'INVALID_ARGUMENT', 'Invalid argument: body: not JSON');
    }
    const path = url.pathname;
    const rest = (prefix: string) => (path.startsWith(prefix) ? decodeURIComponent(path.slice(prefix.length)) : undefined);

    if (req.method === 'GET' && path === '/registry/v2/repos') {
      const name = url.searchParams.get('name');
      const repos = [...state.catalog.keys()].filter((n) => !name || n === name).map((n) => ({ uid: `${rootGroup}/${Buffer.from(n).toString('hex')}`, name: n }));
      return answer(200, { repos, totalCount: String(repos.length) });
    }
    if (req.method === 'GET' && path === '/registry/v2/tags') {
      const repo = Buffer.from((url.searchParams.get('uidp.children_of') ?? '').split('/').pop() ?? '', 'hex').toString('utf8');
      const tags = state.catalog.get(repo) ?? [];
      return answer(200, { tags, totalCount: String(tags.length) });
    }
    if (req.method === 'GET' && path === '/vulnerabilities/v2/advisories') return answer(200, { advisories: [], totalCount: '0' });

    if (req.method === 'GET' && path === '/iam/v2/roles') return answer(200, { roles, nextPageToken: '', totalCount: String(roles.length), skipped: 0 });

    if (req.method === 'POST' && rest('/iam/v2/identities/') !== undefined) {
      const group = rest('/iam/v2/identities/')!;
      if (!groups.has(group)) return aip(404, 5, 'NOT_FOUND', `group ${group} not found`, { '@type': `${ERR}ResourceInfo`, resourceType: 'Group', resourceName: group });
      const violations: { field: string; description: string }[] = [];
      const name = typeof body.name === 'string' ? body.name : '';
      if (!NAME_RULE.test(name)) violations.push({ field: 'name', description: `must match ${NAME_RULE.source}` });
      const claim = (body.claimMatch ?? {}) as Record<string, unknown>;
      if (typeof claim.issuer !== 'string' || !/^https:\/\//.test(claim.issuer)) violations.push({ field: 'claimMatch.issuer', description: 'must be an https URL' });
      if (typeof claim.subject !== 'string' || claim.subject === '') violations.push({ field: 'claimMatch.subject', description: 'is required' });
      if (typeof body.description === 'string' && body.description.length > 200) violations.push({ field: 'description', description: 'must be at most 200 characters' });
      if (violations.length) {
        return aip(400, 3, 'INVALID_ARGUMENT', `Invalid argument: ${violations[0]!.field}: ${violations[0]!.description}`, { '@type': `${ERR}BadRequest`, fieldViolations: violations });
      }
      const t = now();
      const identity: Identity = { uid: `${group}/${hex(8)}`, name, description: String(body.description ?? ''), claimMatch: { issuer: String(claim.issuer), subject: String(claim.subject) }, createTime: t, lastSeenTime: t };
      state.identities.set(identity.uid, identity);
      return answer(200, { ...identity, updateTime: t });
    }

    if (req.method === 'DELETE' && rest('/iam/v2/identities/') !== undefined) {
      const uid = rest('/iam/v2/identities/')!;
      if (!state.identities.has(uid)) return aip(404, 5, 'NOT_FOUND', `identity ${uid} not found`, { '@type': `${ERR}ResourceInfo`, resourceType: 'Identity', resourceName: uid });
      const bound = [...state.bindings.values()].filter((b) => b.identityUid === uid);
      if (bound.length) {
        return aip(400, 9, 'FAILED_PRECONDITION', `identity ${uid} still has role bindings`, {
          '@type': `${ERR}PreconditionFailure`,
          violations: bound.map((b) => ({ type: 'RESOURCE_NOT_EMPTY', subject: b.uid, description: `role binding ${b.uid} references the identity` })),
        });
      }
      state.identities.delete(uid);
      return answer(200);
    }

    if (req.method === 'POST' && rest('/iam/v2/roleBindings/') !== undefined) {
      if (state.failNextBinding) {
        state.failNextBinding = false;
        return aip(500, 13, 'INTERNAL', 'role binding store unavailable');
      }
      const group = groups.get(rest('/iam/v2/roleBindings/')!);
      const identity = state.identities.get(String(body.identityUid));
      const role = roles.find((r) => r.uid === body.roleUid);
      if (!group || !identity || !role) return aip(404, 5, 'NOT_FOUND', 'group, identity or role not found');
      const binding: Binding = { uid: `${group.uid}/${hex(8)}`, identityUid: identity.uid, groupUid: group.uid, roleUid: role.uid, createTime: now() };
      state.bindings.set(binding.uid, binding);
      return answer(200, hydrate(binding));
    }

    if (req.method === 'GET' && path === '/iam/v2/roleBindings') {
      const scope = url.searchParams.get('uidp.descendants_of');
      const items = [...state.bindings.values()].filter((b) => !scope || b.groupUid === scope || b.groupUid.startsWith(`${scope}/`)).map(hydrate);
      return answer(200, { roleBindings: items, nextPageToken: '', totalCount: String(items.length), skipped: 0 });
    }

    if (req.method === 'DELETE' && rest('/iam/v2/roleBindings/') !== undefined) {
      const uid = rest('/iam/v2/roleBindings/')!;
      if (!state.bindings.delete(uid)) return aip(404, 5, 'NOT_FOUND', `role binding ${uid} not found`);
      return answer(200);
    }

    return aip(404, 5, 'NOT_FOUND', `no route ${req.method} ${path}`);

    function hydrate(b: Binding) {
      const identity = state.identities.get(b.identityUid)!;
      const group = groups.get(b.groupUid)!;
      const role = roles.find((r) => r.uid === b.roleUid)!;
      return {
        uid: b.uid,
        identity: { uid: identity.uid, name: identity.name, description: identity.description, subject: identity.claimMatch.subject, issuer: identity.claimMatch.issuer },
        group,
        role,
        createTime: b.createTime,
      };
    }

    // The claims of the GitHub token are read unverified, as in the emulator.
    function exchange(u: URL, jwt: string | undefined) {
      const identity = state.identities.get(u.searchParams.get('identity') ?? '');
      const audience = u.searchParams.get('aud') ?? '';
      if (!identity) return aip(404, 5, 'NOT_FOUND', `identity ${u.searchParams.get('identity')} not found`);
      let claims: { iss?: string; sub?: string } = {};
      try {
        claims = JSON.parse(Buffer.from(jwt?.split('.')[1] ?? '', 'base64url').toString('utf8')) as typeof claims;
      } catch {
        return aip(401, 16, 'UNAUTHENTICATED', 'the bearer token is not a JWT');
      }
      if (claims.iss !== identity.claimMatch.issuer || claims.sub !== identity.claimMatch.subject) {
        return aip(403, 7, 'PERMISSION_DENIED', 'the token does not match the identity claimMatch');
      }
      const token = state.exchangedToken(identity.uid, audience);
      exchangedFor.set(audience, token);
      answer(200, { token, expiry: new Date(Date.now() + 3_600_000).toISOString() });
    }
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () =>
    new Promise<void>((resolve, reject) => {
      server.close((error) => (error ? reject(error) : resolve()));
      server.closeAllConnections();
    });
  return state;
}
