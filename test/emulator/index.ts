import { createHash } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { aip, domainOf, grpcOfHttp, oci, type Reply } from './errors';
import { EolTagsService } from './eoltags';
export {
  VULN_SEED,
  VulnReportsService,
  defaultVulnOf,
  type Vuln,
  type VulnReportsMode,
  type VulnCountItem,
  type VulnReportItem,
} from './vulnerabilities';
import { PoliciesService } from './policies';
import { VulnReportsService } from './vulnerabilities';
import { breakSchema, FaultController, type FaultRule } from './faults';
import { PAGE_TOKEN_LIFETIME_MS } from './paging';
import { normalizeQuery } from './query';
import { handlePlatform } from './platform';
import { handleExchange, handleRegistry } from './registry';
import { handleOci } from './oci';
import { SignatureService } from './signatures';
import { seedCatalog, type Catalog } from './seed';
import type { EmulatorState, RegistryTokenLifetime, RequestContext } from './state';
import { EmulatorStore } from './store';

// The Platform API v2 + registry emulator: one node:http server on 127.0.0.1 answers the
// Platform API (api-url), the token exchange (issuer-url) and the registry (/token, /v2/...).
// Tests steer it through `store` (data), `faults` (injected failures) and `setLatency`.

export {
  digestOf,
  EmulatorStore,
  Tag,
  type Advisory,
  type Binding,
  type Group,
  type HistoryRecord,
  type Identity,
  type NewTag,
  type Repo,
  type Role,
} from './store';
export {
  FaultController,
  breakSchema,
  FAULT_KINDS,
  type FaultRequest,
  type FaultKind,
  type FaultRule,
  type FaultRuleInit,
  type FiredFault,
  type HistoryRepeat,
  type RandomFaults,
  type RandomFaultsInit,
} from './faults';
export {
  SEED,
  FREE_TAGS,
  HISTORY_VENDOR,
  OTHER_ORG,
  PRIVATE_ORG,
  PUBLIC_ORG,
  SUBGROUP,
  TWO_ORGS_GROUPS,
  type Catalog,
} from './seed';
export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, PAGE_TOKEN_LIFETIME_MS } from './paging';
export { HISTORY_WINDOW } from './registry';
export { normalizeQuery, queryFields } from './query';
export {
  EOL_AHEAD,
  EolTagsService,
  EOL_DEFAULT_PAGE_SIZE,
  EOL_MAX_PAGE_SIZE,
  INACTIVE_EOL_BEFORE_GRACE_DAYS,
  type GraceStatus,
  type EolTagItem,
  type EolTagsMode,
  type TagStatus,
} from './eoltags';

export interface EmulatorOptions {
  /** Seed of the data (uids, digests, jitter). Default 1. */
  seed?: number;
  /** Delay added to every response. */
  latencyMs?: number;
  /** `default`: the SEED catalog; `empty`: only the orgs, the subgroup and the built-in roles; `two-orgs`: `default` plus a second organization with repos of the public names, every org with an opaque uid (SEED.twoOrgs). */
  catalog?: Catalog;
  /** Port to listen on (default: a free one). */
  port?: number;
  /** Anchor of the seeded times (default: now, to the hour): the newest builds are hours before it. */
  now?: string | number | Date;
  /**
   * Unset fields as the real service may send them (the protos' JSON mapping): `present` (the
   * default) writes zero values (`""`, `0`, `false`, `[]`, an enum's zero value) and `null` for
   * an unset message or timestamp; `absent` leaves every one of them out.
   */
  zeroValues?: 'present' | 'absent';
  /** The same as `zeroValues: 'absent'` (kept for older tests). */
  omitDefaults?: boolean;
  /**
   * A file to append every exchange of the product's client (User-Agent image-check...) to, one
   * JSON line each (test/support/protos.ts `Exchange`), for the conformance check against the
   * protos. Default: the IMAGE_CHECK_EXCHANGE_LOG environment variable (set by the tests' global
   * setup); unset: no log.
   */
  exchangeLog?: string;
}

export interface RecordedRequest {
  method: string;
  /** Pathname as sent. */
  path: string;
  query: Record<string, string>;
  /** Path and query string exactly as sent. */
  url: string;
  auth: 'none' | 'bearer' | 'basic';
  /** HTTP status answered (for truncate: the status of the cut answer); 0 while pending or when none was sent (reset, hang). */
  status: number;
  /** Faults that fired on this request. */
  faults: string[];
  /** Query parameters that name no field of the operation's request message: ignored, as the real service does (query.ts). */
  unknownParams: string[];
  userAgent: string;
  /** What the emulator waited before answering: its latency and the latency faults that fired, in ms. */
  delayMs: number;
  /** performance.now() when the request arrived, and when its answer was written (0 while pending): for chain-depth checks. */
  arrivedAt: number;
  answeredAt: number;
  /** The JSON body of a request that sent one (a POST's), as parsed. */
  body?: unknown;
}

export interface Emulator {
  /** 'http://127.0.0.1:PORT': Platform API base (api-url) and issuer-url (/sts/exchange). */
  url: string;
  /** '127.0.0.1:PORT': registry host (same server: /token and /v2/... paths). */
  registry: string;
  /** Platform API bearer token accepted (others: 401 UNAUTHENTICATED). */
  apiToken: string;
  /** Registry-audience identity token: the Bearer of Tag History itself, or Basic `_token:<it>` at /token. */
  registryToken: string;
  /** Pull token accepted at /token (Basic). */
  pullUsername: string;
  pullPassword: string;
  /** The private org's (acme.com) root group uid. */
  rootGroup: string;
  /** The uid of the public org (chainguard). */
  publicGroup: string;
  /** The uid of the private org's subgroup. */
  subGroup: string;
  store: EmulatorStore;
  requests: RecordedRequest[];
  faults: FaultController;
  /** The v1 end-of-life tags operation: `eolTags.mode` ('on' | 'absent' 404 | 'unimplemented' 501), `eolTags.overrides`. */
  eolTags: EolTagsService;
  /** The v1 vulnerability report operations: `vulnReports.mode` ('on' | 'absent' 404 | 'unimplemented' 501 | 'refused' 403), `scan`, `count`. */
  vulnReports: VulnReportsService;
  /** The registry's pull-time policies (policies.ts): `policies.bind`, `override`, `addCustom`, `created`, `now`, `mode`. */
  policies: PoliciesService;
  /** Per-image tokens /token issued, in order. */
  issuedTokens: string[];
  /** The realm the registry's challenge names (a hostile registry's, on another host); undefined: its own /token. */
  challengeRealm: string | undefined;
  /** Tag History takes the identity token directly (default true); false: it answers 401 with the challenge, as a registry that wants Basic `_token:` at its realm would. */
  identityAtHistory: boolean;
  /** Group uids GET /iam/v2/groups/{uid} answers 403 for (an identity without a role on them). */
  unreadableGroups: Set<string>;
  /**
   * Signatures and attestations of every build, by a test Sigstore (signatures.ts): `trustedRoot()`
   * (the `trusted-root` file's JSON), knobs `unsigned`, `signedBy`, `tampered`, `ofDigest`,
   * `outsideRoot`, `refused`, `referrersScheme`, `referrersApi`, `corrupt`, `associationRefused`...
   */
  signatures: SignatureService;
  /** Page tokens older than this restart their listing (default 3 days). */
  pageTokenLifetimeMs: number;
  /** How long a token /token issues is taken at Tag History (default: for ever); state.ts RegistryTokenLifetime. */
  registryTokenLifetime: RegistryTokenLifetime | undefined;
  setLatency(ms: number): void;
  /** The token /sts/exchange issues for an identity and audience. */
  exchangedToken(identity: string, audience: string): string;
  close(): Promise<void>;
}

const HOUR = 3_600_000;
const sleep = (ms: number, timers: Set<NodeJS.Timeout>) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      resolve();
    }, ms);
    timers.add(timer);
  });

/** Enum fields the emulator writes, and their zero value (left out like any zero value). */
const ENUM_ZEROS: Record<string, string> = {
  tagStatus: 'TAG_ACTIVE',
  graceStatus: 'GRACE_NOT_ELIGIBLE',
  catalogTier: 'CATALOG_TIER_UNSPECIFIED',
};

/** Drops false, 0, '', [], null and enum zero values, as proto3 JSON serialization without EmitUnpopulated does. */
function proto3(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(proto3);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (v === false || v === 0 || v === '' || v === null || (Array.isArray(v) && v.length === 0)) continue;
    if (ENUM_ZEROS[k] === v) continue;
    out[k] = proto3(v);
  }
  return out;
}

const isRegistryPath = (path: string) => path === '/token' || path.startsWith('/v2/') || path === '/v2';

export async function startEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  const seed = options.seed ?? 1;
  const omitZeros = options.zeroValues === 'absent' || options.omitDefaults === true;
  const exchangeLog = options.exchangeLog ?? process.env.IMAGE_CHECK_EXCHANGE_LOG;
  const now = options.now !== undefined ? new Date(options.now).getTime() : Math.floor(Date.now() / HOUR) * HOUR;
  const store = new EmulatorStore({ seed, now });
  seedCatalog(store, options.catalog ?? 'default');
  const eolTags = new EolTagsService(store);
  if ((options.catalog ?? 'default') === 'default') eolTags.seed();
  const vulnReports = new VulnReportsService(store);
  if ((options.catalog ?? 'default') === 'default') vulnReports.seed();
  const policies = new PoliciesService(store, eolTags);
  const faults = new FaultController();
  const requests: RecordedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let latencyMs = options.latencyMs ?? 0;
  let nonce = 0;

  const secretHex = createHash('sha256').update(`emulator secrets ${seed}`).digest('hex');
  const secret = secretHex.slice(0, 12);
  const exchangedToken = (identity: string, audience: string) =>
    `sts-${secret}-${Buffer.from(`${identity}|${audience}`).toString('base64url')}`;
  const readExchanged = (token: string) => {
    const prefix = `sts-${secret}-`;
    if (!token.startsWith(prefix)) return undefined;
    const [identity, ...aud] = Buffer.from(token.slice(prefix.length), 'base64url').toString('utf8').split('|');
    return identity && aud.length ? { identity, audience: aud.join('|') } : undefined;
  };

  const orgs = [...store.groups.values()].filter((g) => g.parent === null);
  const rootGroup = orgs.find((g) => g.name === 'acme.com')!.uid;
  const state: EmulatorState = {
    store,
    url: '',
    registry: '',
    apiToken: `emu-api-${secretHex.slice(12, 36)}`,
    registryToken: `emu-registry-${secretHex.slice(36, 60)}`,
    pullUsername: `pull-${secretHex.slice(0, 4)}${secretHex.slice(60, 64)}`,
    pullPassword: `pw-${createHash('sha256').update(secretHex).digest('hex').slice(0, 24)}`,
    pageTokenLifetimeMs: PAGE_TOKEN_LIFETIME_MS,
    imageTokens: new Map(),
    issuedTokens: [],
    lifetimeFrom: 0,
    unreadableGroups: new Set(),
    signatures: await SignatureService.create(),
    identityAtHistory: true,
    nextNonce: () => ++nonce,
    exchangedToken,
    readExchanged,
  };

  const route = (ctx: RequestContext): Reply | Promise<Reply> => {
    const answer =
      handleExchange(state, ctx) ??
      handleOci(state, ctx) ??
      handleRegistry(state, ctx) ??
      eolTags.handle(state, ctx) ??
      vulnReports.handle(state, ctx) ??
      policies.handle(state, ctx) ??
      handlePlatform(state, ctx);
    return answer ?? aip('NOT_FOUND', `no route ${ctx.method} ${ctx.path}`, domainOf(ctx.path));
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            code: 13,
            message: `emulator failure: ${error instanceof Error ? error.message : String(error)}`,
            details: [],
          }),
        );
      }
    });
  });

  // Requests a `gather` rule holds, released together when the last of its `times` arrives.
  const gathering = new Map<FaultRule, (() => void)[]>();
  const gathered = (rule: FaultRule) =>
    new Promise<void>((resolve) => {
      const waiting = [...(gathering.get(rule) ?? []), resolve];
      gathering.set(rule, waiting);
      if (rule.remaining > 0) return;
      gathering.delete(rule);
      for (const release of waiting) release();
    });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://emulator');
    const method = (req.method ?? 'GET').toUpperCase();
    const authorization = req.headers.authorization ?? '';
    const normalized = normalizeQuery(method, url.pathname, url.searchParams);
    const record: RecordedRequest = {
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      url: `${url.pathname}${url.search}`,
      auth: authorization.startsWith('Bearer ') ? 'bearer' : authorization.startsWith('Basic ') ? 'basic' : 'none',
      status: 0,
      faults: [],
      unknownParams: normalized.unknown,
      userAgent: req.headers['user-agent'] ?? '',
      delayMs: 0,
      arrivedAt: performance.now(),
      answeredAt: 0,
    };
    requests.push(record);
    const scope = faults.scope(method, url.pathname, authorization !== '');
    const fired = (rule: FaultRule | undefined) => {
      if (rule) record.faults.push(rule.kind);
      return rule;
    };
    const trackedScope = {
      ...scope,
      take: (kind: Parameters<typeof scope.take>[0]) => fired(scope.take(kind)),
    };

    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);

    const delays = scope.takeAll('latency').map((r) => fired(r)!.ms ?? 1000);
    const delay = latencyMs + delays.reduce((a, b) => a + b, 0);
    record.delayMs = delay;
    const gather = fired(scope.take('gather'));
    if (gather) await gathered(gather);
    if (delay > 0) await sleep(delay, timers);

    const registryPath = isRegistryPath(url.pathname);
    const terminal = fired(scope.takeFirst(['reset', 'hang', 'status', 'non-json', 'respond']));
    if (terminal?.kind === 'reset') {
      res.socket?.resetAndDestroy();
      return;
    }
    if (terminal?.kind === 'hang') return; // never answered; close() drops the connection
    if (terminal?.kind === 'non-json') {
      const html = `<html><head><title>${terminal.status ?? 200}</title></head><body><h1>${terminal.status ?? 200}</h1><p>emulated proxy page, not JSON</p></body></html>`;
      return write(res, record, terminal.status ?? 200, html, { 'content-type': 'text/html; charset=utf-8' });
    }
    let reply: Reply;
    if (terminal?.kind === 'respond') {
      reply = {
        status: 200,
        body: terminal.respond?.({ method, path: url.pathname, query: url.searchParams, authorization }) ?? {},
      };
    } else if (terminal?.kind === 'status') {
      const status = terminal.status ?? 503;
      const message =
        typeof terminal.message === 'function'
          ? terminal.message({ method, path: url.pathname, query: url.searchParams, authorization })
          : (terminal.message ?? `emulated HTTP ${status}`);
      const name = grpcOfHttp(status);
      reply = registryPath
        ? oci(status, status === 429 ? 'TOOMANYREQUESTS' : name, message)
        : { ...aip(name, message, domainOf(url.pathname)), status };
      if (terminal.retryAfter !== undefined) reply.headers = { ...reply.headers, 'retry-after': terminal.retryAfter };
    } else {
      let body: unknown;
      let bodyInvalid = false;
      const text = Buffer.concat(chunks).toString('utf8');
      if (text.trim() !== '') {
        try {
          body = JSON.parse(text);
          record.body = body;
        } catch {
          bodyInvalid = true;
        }
      }
      reply = await route({
        method,
        path: url.pathname,
        query: normalized.query,
        body,
        bodyInvalid,
        authorization,
        faults: trackedScope,
      });
      if (reply.status >= 200 && reply.status < 300 && reply.body !== undefined) {
        const bad = fired(scope.take('bad-schema'));
        if (bad)
          reply = {
            ...reply,
            body: bad.mutate
              ? bad.mutate(reply.body, { method, path: url.pathname, query: url.searchParams, authorization })
              : breakSchema(reply.body),
          };
      }
    }

    let payload: string | Buffer =
      reply.raw ??
      (reply.body === undefined ? '' : JSON.stringify(omitZeros && !registryPath ? proto3(reply.body) : reply.body));
    logExchange(record, reply.status, typeof payload === 'string' ? payload : '');
    const headers: Record<string, string> = { ...reply.headers };
    if (payload.length > 0 && headers['content-type'] === undefined) headers['content-type'] = 'application/json';
    if (fired(scope.take('truncate'))) {
      // Promise the whole body, send part of it, then drop the connection.
      if (payload === '') payload = JSON.stringify({});
      const bytes = Buffer.from(payload);
      res.writeHead(reply.status, { ...headers, 'content-length': String(bytes.length) });
      record.status = reply.status;
      record.answeredAt = performance.now();
      res.write(bytes.subarray(0, Math.max(1, Math.floor(bytes.length / 2))), () => res.socket?.destroy());
      return;
    }
    write(res, record, reply.status, payload, headers);
  }

  /** The product's own exchanges (not a test's raw requests), answered without an injected fault, for the conformance check. */
  function logExchange(record: RecordedRequest, status: number, payload: string) {
    if (!exchangeLog || !record.userAgent.startsWith('image-check') || record.faults.length > 0) return;
    const entry = {
      method: record.method,
      path: record.path,
      queryKeys: [...new Set(new URL(record.url, 'http://emulator').searchParams.keys())],
      status,
      body: status >= 200 && status < 300 && !isRegistryPath(record.path) && payload !== '' ? payload : null,
    };
    appendFileSync(exchangeLog, `${JSON.stringify(entry)}\n`);
  }

  function write(
    res: ServerResponse,
    record: RecordedRequest,
    status: number,
    payload: string | Buffer,
    headers: Record<string, string>,
  ) {
    record.status = status;
    record.answeredAt = performance.now();
    res.writeHead(status, { ...headers, 'content-length': String(Buffer.byteLength(payload)) });
    res.end(payload);
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  state.url = `http://127.0.0.1:${port}`;
  state.registry = `127.0.0.1:${port}`;

  return {
    url: state.url,
    registry: state.registry,
    apiToken: state.apiToken,
    registryToken: state.registryToken,
    pullUsername: state.pullUsername,
    pullPassword: state.pullPassword,
    rootGroup,
    publicGroup: orgs.find((g) => g.name === 'chainguard')!.uid,
    subGroup: [...store.groups.values()].find((g) => g.parent === rootGroup)!.uid,
    store,
    requests,
    faults,
    eolTags,
    vulnReports,
    policies,
    issuedTokens: state.issuedTokens,
    unreadableGroups: state.unreadableGroups,
    signatures: state.signatures,
    get identityAtHistory() {
      return state.identityAtHistory;
    },
    set identityAtHistory(on: boolean) {
      state.identityAtHistory = on;
    },
    get challengeRealm() {
      return state.challengeRealm;
    },
    set challengeRealm(realm: string | undefined) {
      state.challengeRealm = realm;
    },
    get registryTokenLifetime() {
      return state.registryTokenLifetime;
    },
    set registryTokenLifetime(life: RegistryTokenLifetime | undefined) {
      state.registryTokenLifetime = life;
      state.lifetimeFrom = state.issuedTokens.length;
    },
    get pageTokenLifetimeMs() {
      return state.pageTokenLifetimeMs;
    },
    set pageTokenLifetimeMs(ms: number) {
      state.pageTokenLifetimeMs = ms;
    },
    setLatency(ms: number) {
      latencyMs = ms;
    },
    exchangedToken,
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
