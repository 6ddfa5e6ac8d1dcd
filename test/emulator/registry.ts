import { aip, oci, ok, type Reply } from './errors';
import type { HistoryRepeat } from './faults';
import { FREE_TAGS, HISTORY_VENDOR, PUBLIC_ORG } from './seed';
import { normalizeAudience, type EmulatorState, type RequestContext } from './state';
import { claimMismatch, verifiedClaims } from './oidc';

// The registry side (spec: Registry token endpoint, Tag History endpoint, Authentication 3) and
// the token exchange (`/sts/exchange`, the issuer-url service).

/** Most records one Tag History response holds (spec: Limits). */
export const HISTORY_WINDOW = 1000;
/** Records before `start` that an `overlap-history` fault adds. */
const OVERLAP = 3;

const HISTORY_PATH = new RegExp(`^/v2/([^/]+)/(.+)/_${HISTORY_VENDOR}/history/([^/]+)$`);

export function handleRegistry(state: EmulatorState, ctx: RequestContext): Reply | undefined {
  if (ctx.path === '/token') return token(state, ctx);
  if (ctx.path === '/v2/' || ctx.path === '/v2') {
    // The distribution API base: tells a client where to get a token.
    if (!ctx.authorization.startsWith('Bearer '))
      return oci(401, 'UNAUTHORIZED', 'authentication required', { 'www-authenticate': challenge(state) });
    return ok({});
  }
  const match = HISTORY_PATH.exec(ctx.path);
  if (match)
    return history(
      state,
      ctx,
      decodeURIComponent(match[1]!),
      decodeURIComponent(match[2]!),
      decodeURIComponent(match[3]!),
    );
  if (ctx.path.startsWith('/v2/')) return oci(404, 'NOT_FOUND', `no route ${ctx.method} ${ctx.path}`);
  return undefined;
}

// The realm is this registry's own /token unless a test points it elsewhere (`emu.challengeRealm`).
const challenge = (state: EmulatorState, scope?: string) =>
  `Bearer realm="${state.challengeRealm ?? `http://${state.registry}/token`}",service="${state.registry}"${scope ? `,scope="${scope}"` : ''}`;

/**
 * A registry-audience identity token (the static one, or one /sts/exchange issued for the
 * registry): 'ok', or the refusal; undefined when the token is no identity token at all.
 */
function identityAccess(state: EmulatorState, presented: string): 'ok' | Reply | undefined {
  if (presented === state.registryToken) return 'ok';
  const exchanged = state.readExchanged(presented);
  if (exchanged && normalizeAudience(exchanged.audience) === state.registry) {
    // Spec, Placement rule: an identity under a subgroup does not see the registry.
    const identity = state.store.identities.get(exchanged.identity);
    const group = identity ? state.store.groups.get(identity.group) : undefined;
    if (group && group.parent !== null)
      return oci(
        403,
        'DENIED',
        `identity ${identity!.uid} is scoped to subgroup ${group.uid} and does not see the registry`,
      );
    return 'ok';
  }
  if (presented === state.apiToken || exchanged)
    return oci(403, 'DENIED', 'the token is not issued for the registry audience');
  return undefined;
}

/**
 * `/token?scope=&service=`: Basic `_token:<identity token>` or a pull token's user and password,
 * or anonymous (public images' free tags only). A Bearer here is no documented form: refused.
 */
function token(state: EmulatorState, ctx: RequestContext): Reply {
  const repo = /^repository:([^:]+\/[^:]+):pull$/.exec(ctx.query.get('scope') ?? '')?.[1];
  if (!repo) return oci(400, 'INVALID_REQUEST', 'scope must be repository:<org>/<image>:pull');
  const auth = ctx.authorization;
  let anonymous = false;
  if (auth.startsWith('Basic ')) {
    const pair = Buffer.from(auth.slice(6), 'base64').toString('utf8');
    const colon = pair.indexOf(':');
    const [user, password] = colon < 0 ? [pair, ''] : [pair.slice(0, colon), pair.slice(colon + 1)];
    if (user === '_token') {
      const access = identityAccess(state, password);
      if (access === undefined)
        return oci(401, 'UNAUTHORIZED', 'the identity token is not valid', { 'www-authenticate': challenge(state) });
      if (access !== 'ok') return access;
    } else if (user !== state.pullUsername || password !== state.pullPassword) {
      return oci(401, 'UNAUTHORIZED', 'invalid pull token', { 'www-authenticate': challenge(state) });
    }
  } else if (auth === '') {
    // Anonymous: a token is issued; it only reaches public images' free tags.
    anonymous = true;
  } else {
    return oci(401, 'UNAUTHORIZED', 'the token endpoint takes Basic _token:<identity token> or a pull token', {
      'www-authenticate': challenge(state),
    });
  }
  const issued = `img.${state.store.hex(32)}`;
  // A renewal: the image had a token since the lifetime was set (tokens of earlier tests do not count).
  const renewal = state.issuedTokens.slice(state.lifetimeFrom).some((t) => state.imageTokens.get(t)?.repo === repo);
  state.imageTokens.set(issued, { repo, anonymous, uses: 0, issuedMs: Date.now(), renewal });
  state.issuedTokens.push(issued);
  return ok({ token: issued, access_token: issued, expires_in: 300, issued_at: new Date().toISOString() });
}

/**
 * A registry read of `<org>/<image>`: undefined when its Bearer may pull it, else the refusal.
 * `anonymousMay`: what an anonymous token reaches (Tag History: the public images' free tags).
 */
export function pullRefusal(
  state: EmulatorState,
  ctx: RequestContext,
  org: string,
  image: string,
  anonymousMay: boolean,
  what: string,
): Reply | undefined {
  const repo = `${org}/${image}`;
  const scope = `repository:${repo}:pull`;
  const bearer = /^Bearer (.+)$/.exec(ctx.authorization)?.[1];
  if (!bearer)
    return oci(401, 'UNAUTHORIZED', 'authentication required', { 'www-authenticate': challenge(state, scope) });
  const grant = state.imageTokens.get(bearer);
  if (grant) {
    if (expired(state, grant))
      return oci(401, 'UNAUTHORIZED', 'the token has expired', { 'www-authenticate': challenge(state, scope) });
    grant.uses++;
    if (grant.repo !== repo) return oci(403, 'DENIED', `the token does not grant pull on ${repo}`);
    if (grant.anonymous && !anonymousMay) return oci(403, 'DENIED', `anonymous access to ${what} is not allowed`);
    return undefined;
  }
  // The registry-audience identity token, sent directly (the vendor's documented form).
  const access = identityAccess(state, bearer);
  if (access === undefined || (access === 'ok' && !state.identityAtHistory))
    return oci(401, 'UNAUTHORIZED', 'the token is not valid', { 'www-authenticate': challenge(state, scope) });
  return access === 'ok' ? undefined : access;
}

function history(state: EmulatorState, ctx: RequestContext, org: string, image: string, tagName: string): Reply {
  const repo = `${org}/${image}`;
  const free = org === PUBLIC_ORG && (FREE_TAGS as readonly string[]).includes(tagName);
  const refused = pullRefusal(state, ctx, org, image, free, `${repo}:${tagName}`);
  if (refused) return refused;

  const repoRecord = [...state.store.repos.values()].find(
    (r) => r.name === image && state.store.orgOf(r.uid)?.name === org,
  );
  if (!repoRecord) return oci(404, 'NAME_UNKNOWN', `repository ${repo} is not known to the registry`);
  const tag = state.store.tags.named(repoRecord.uid, tagName);
  if (!tag) return oci(404, 'MANIFEST_UNKNOWN', `no tag ${tagName} in ${repo}`);

  const bound = (name: string): number | undefined | 'invalid' => {
    const raw = ctx.query.get(name);
    if (raw === null || raw === '') return undefined;
    const ms = Date.parse(raw);
    return Number.isNaN(ms) ? 'invalid' : ms;
  };
  const start = bound('start');
  const end = bound('end');
  if (start === 'invalid' || end === 'invalid')
    return oci(400, 'INVALID_REQUEST', 'start and end must be ISO 8601 timestamps');

  const records = tag.history;
  // start <= updateTimestamp <= end, inclusive; oldest first; at most HISTORY_WINDOW. Records are
  // kept sorted, so the window's ends are found by binary search (a million-record history stays fast).
  const from = start === undefined ? 0 : firstAtOrAfter(records, start);
  const to = end === undefined ? records.length : firstAtOrAfter(records, end + 1);
  let page = records.slice(from, Math.min(to, from + HISTORY_WINDOW));
  if (start !== undefined && ctx.faults.take('overlap-history')) {
    const before = records.slice(Math.max(0, from - OVERLAP), from);
    page = [...before, ...page];
  }
  const repeat = ctx.faults.take('repeat-history');
  if (repeat) page = repeated(page, repeat.repeat ?? 'newest', records.slice(to, to + OVERLAP));
  return ok({ history: page.map((r) => ({ updateTimestamp: r.updateTimestamp, digest: r.digest })) });
}

/** Whether a token /token issued has outlived `state.registryTokenLifetime`. */
function expired(state: EmulatorState, grant: { uses: number; issuedMs: number; renewal: boolean }): boolean {
  const life = state.registryTokenLifetime;
  if (!life) return false;
  const requests = grant.renewal ? (life.renewedRequests ?? life.requests) : life.requests;
  if (requests !== undefined && grant.uses >= requests) return true;
  return life.ms !== undefined && Date.now() - grant.issuedMs >= life.ms;
}

/** A page with records sent twice (a `repeat-history` fault); `after` holds the builds just newer than the window. */
function repeated<T>(page: T[], how: HistoryRepeat, after: T[]): T[] {
  if (page.length === 0) return page;
  if (how === 'newest') return [...page, page.at(-1)!];
  if (how === 'each') return page.flatMap((r) => [r, r]);
  if (how === 'run') return [...page, ...page.slice(0, -1)];
  return [...page, ...after];
}

/** Index of the first record at or after `ms` (records oldest first). */
function firstAtOrAfter(records: readonly { updateTimestamp: string }[], ms: number): number {
  let lo = 0;
  let hi = records.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (Date.parse(records[mid]!.updateTimestamp) < ms) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * `GET /sts/exchange?aud=&identity=` with a CI's OIDC token as Bearer: an identity token for one
 * audience. The JWT must be signed with a key the emulator trusts (test/emulator/oidc.ts), carry
 * an `exp` not yet passed, and match the identity's claimMatch: issuer, subject and audience
 * (each exact or by pattern; audience by default this service's host) and custom claims. A wrong
 * audience is UNAUTHENTICATED (the token is not for this service), another mismatch
 * PERMISSION_DENIED naming the part.
 */
export function handleExchange(state: EmulatorState, ctx: RequestContext): Reply | undefined {
  if (ctx.path !== '/sts/exchange') return undefined;
  const domain = 'sts.chainguard.dev';
  if (ctx.method !== 'GET' && ctx.method !== 'POST')
    return aip('NOT_FOUND', `no route ${ctx.method} ${ctx.path}`, domain);
  const identityUid = ctx.query.get('identity') ?? '';
  const audience = ctx.query.get('aud') ?? '';
  const identity = state.store.identities.get(identityUid);
  if (!identity) {
    return aip('NOT_FOUND', `identity ${identityUid} not found`, domain, {
      '@type': 'type.googleapis.com/google.rpc.ResourceInfo',
      resourceType: 'Identity',
      resourceName: identityUid,
    });
  }
  if (!audience)
    return aip('INVALID_ARGUMENT', 'Invalid argument: aud: is required', domain, {
      '@type': 'type.googleapis.com/google.rpc.BadRequest',
      fieldViolations: [{ field: 'aud', description: 'is required' }],
    });
  const verified = verifiedClaims(/^Bearer (.+)$/.exec(ctx.authorization)?.[1] ?? '');
  if ('problem' in verified) return aip('UNAUTHENTICATED', verified.problem, domain);
  const { claims } = verified;
  if (typeof claims.exp !== 'number' || claims.exp * 1000 < Date.now())
    return aip('UNAUTHENTICATED', 'the token has expired', domain);
  // Unset, claimMatch's audience is the service's own hostname (identities.proto).
  const mismatch = claimMismatch(identity.claimMatch, claims, new URL(state.url).host);
  if (mismatch === 'audience')
    return aip('UNAUTHENTICATED', "the token's audience is not one this identity accepts", domain);
  if (mismatch !== undefined)
    return aip('PERMISSION_DENIED', `the token does not match the identity claimMatch (${mismatch})`, domain);
  identity.lastSeenTime = new Date().toISOString();
  return ok({
    token: state.exchangedToken(identity.uid, audience),
    expiry: new Date(Date.now() + 3_600_000).toISOString(),
  });
}
