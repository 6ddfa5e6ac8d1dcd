export const id = 90;
export const ids = [90];
export const modules = {

/***/ 4090:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  lookUp: () => (/* binding */ lookUp),
  openServices: () => (/* binding */ openServices)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
;// CONCATENATED MODULE: ./src/auth/credentials.ts

/** Where the registry token request gets its credentials: identity token, pull token, or none (public images). */
function registryCredentials(config) {
    if (config.registryToken)
        return { kind: 'bearer', token: config.registryToken };
    if (config.registryUsername)
        return { kind: 'basic', username: config.registryUsername, password: config.registryPassword };
    return { kind: 'anonymous' };
}
/** Credentials from the inputs as given (no token exchange). */
function credentialsFromInputs(config) {
    if (!config.token) {
        throw new errors/* InputError */.d('token', 'is empty: the Platform API needs a bearer token; set token (an identity token for the Platform API audience) or identity (GitHub OIDC exchange, needs permissions id-token: write)');
    }
    return { apiToken: config.token, registry: registryCredentials(config) };
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 17 modules
var schemas = __webpack_require__(8816);
;// CONCATENATED MODULE: ./src/auth/github-oidc.ts

/** Issuer of the tokens GitHub Actions hands to workflows (the `iss` claim). */
const GITHUB_ACTIONS_ISSUER = 'https://token.actions.githubusercontent.com';
const MISSING_PERMISSION = 'the job cannot request a GitHub OIDC token: add `permissions: id-token: write` to the job (or the workflow) that runs image-check. ' +
    'Setting `permissions` replaces the defaults, so also list what the job still needs (e.g. `contents: read`, `pull-requests: write` for the PR comment). ' +
    'Pull requests from forks and Dependabot never get an OIDC token; use token/registry-token secrets there.';
/**
 * The workflow's GitHub OIDC token. The runner only offers one (ACTIONS_ID_TOKEN_REQUEST_URL and
 * _TOKEN) when the job has `id-token: write`, so their absence is that missing permission; saying
 * so beats @actions/core's "Unable to get ACTIONS_ID_TOKEN_REQUEST_URL env variable".
 */
async function requestGitHubIdToken(audience, source, env) {
    if (!env.ACTIONS_ID_TOKEN_REQUEST_URL || !env.ACTIONS_ID_TOKEN_REQUEST_TOKEN) {
        throw new Error(`Input "identity": ${MISSING_PERMISSION}`);
    }
    try {
        return await source(audience);
    }
    catch (error) {
        const detail = error instanceof Error ? error.message.replace(/\s+/g, ' ').trim() : String(error);
        throw new Error(`Input "identity": the runner did not hand out the workflow's GitHub OIDC token (audience ${audience}): ${detail}`);
    }
}
const claimsSchema = schemas/* looseObject */._H3({
    iss: schemas/* string */.YjP().optional(),
    sub: schemas/* string */.YjP().optional(),
    aud: schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* array */.YOg(schemas/* string */.YjP())]).optional(),
});
/**
 * The claims of a JWT, unverified: only to tell the user which subject their workflow presents
 * (the claims are not secret; the signature part is what makes the token usable). Undefined for
 * anything that is not a JWT.
 */
function readUnverifiedClaims(jwt) {
    const payload = jwt.split('.')[1];
    if (!payload)
        return undefined;
    try {
        const parsed = claimsSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
        return parsed.success ? parsed.data : undefined;
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/auth/runner-id-token.ts

const answerSchema = schemas/* looseObject */._H3({ value: schemas/* string */.YjP().min(1) });
/**
 * The GitHub Actions runner's OIDC token service, as `core.getIDToken` asks it
 * (`GET $ACTIONS_ID_TOKEN_REQUEST_URL&audience=...` with the request token as Bearer), without
 * @actions/core: the engine and the CLI use it, and neither may print workflow commands.
 * Whether the variables are set is checked first by requestGitHubIdToken.
 */
function runnerIdTokenSource(http, env) {
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

// EXTERNAL MODULE: ./src/auth/secrets.ts
var secrets = __webpack_require__(8767);
// EXTERNAL MODULE: ./src/http/api-error.ts
var api_error = __webpack_require__(2247);
;// CONCATENATED MODULE: ./src/auth/sts.ts



// `expiry` is informative only: a run is far shorter than an exchanged token's life.
const exchangeSchema = schemas/* looseObject */._H3({ token: schemas/* string */.YjP().min(1), expiry: schemas/* unknown */.L5J().optional() });
/** `GET {issuer}/sts/exchange?aud=&identity=` with the GitHub token as Bearer: an identity token for one audience. */
async function exchangeIdentityToken(http, req) {
    const url = new URL(`${req.issuerUrl.replace(/\/+$/, '')}/sts/exchange`);
    url.searchParams.set('aud', req.audience);
    url.searchParams.set('identity', req.identity);
    const label = `GET ${url.host}/sts/exchange (audience ${req.audience})`;
    try {
        const body = await http.json(url, {
            headers: { authorization: `Bearer ${req.idToken}` },
            schema: exchangeSchema,
            label,
        });
        return body.token;
    }
    catch (error) {
        throw explainExchangeRefusal(error, req);
    }
}
/**
 * A refused exchange almost always means the identity's claimMatch does not match this
 * workflow: name the subject the workflow's token carries, so the fix is one copy-paste.
 */
function explainExchangeRefusal(error, req) {
    if (!(error instanceof api_error/* ApiError */.hD) || ![400, 401, 403, 404].includes(error.status))
        return error;
    const claims = readUnverifiedClaims(req.idToken);
    const presented = claims?.sub
        ? ` This workflow's token carries issuer ${claims.iss ?? '(none)'} and subject "${claims.sub}".`
        : '';
    const hint = error.status === 404
        ? `check that identity ${req.identity} exists (image-check identity create prints its uid)`
        : `the identity's claimMatch must be issuer ${GITHUB_ACTIONS_ISSUER} and exactly the subject this workflow presents (it includes the ref, e.g. repo:<owner>/<name>:ref:refs/heads/main)`;
    return new api_error/* ApiError */.hD({
        status: error.status,
        code: error.code,
        reason: error.reason,
        domain: error.domain,
        message: `the token exchange for identity ${req.identity} was refused: ${error.message}; ${hint}.${presented}`,
        fieldViolations: error.fieldViolations,
        preconditionViolations: error.preconditionViolations,
        resourceInfo: error.resourceInfo,
        request: error.request,
    });
}

;// CONCATENATED MODULE: ./src/auth/oidc.ts





/**
 * The audience asked of GitHub for the workflow's OIDC token: the host of the exchange service
 * (`issuer.enforce.dev` by default), the party that reads that token.
 */
function githubTokenAudience(issuerUrl) {
    return new URL(issuerUrl).host;
}
/** Audience of the identity token for the Platform API: its base URL as configured, without a trailing slash. */
function platformAudience(apiUrl) {
    return apiUrl.replace(/\/+$/, '');
}
/**
 * Credentials for a run. With `identity`, the workflow's GitHub OIDC token is exchanged for the
 * tokens that are missing: a Platform API token when `token` is empty, and a registry token when
 * neither `registry-token` nor a pull token is given (explicit credentials always win). Every
 * obtained token is masked before it is used; then the `credentialsFromInputs` rules apply.
 */
async function resolveCredentials(config, http, options = {}) {
    const registry = options.secrets ?? secrets/* secrets */.O3;
    // Every obtained token is scrubbed from service text (the registry), and given with its
    // encodings to `mask` when the caller has one of its own.
    const own = options.mask ? new secrets/* SecretRegistry */.ks(options.mask) : null;
    const mask = (secret) => {
        registry.add(secret);
        own?.add(secret);
    };
    const env = options.env ?? {};
    const needApi = config.identity !== '' && config.token === '';
    const needRegistry = config.identity !== '' && config.registryToken === '' && config.registryUsername === '';
    let filled = config;
    if (needApi || needRegistry) {
        const idToken = await requestGitHubIdToken(githubTokenAudience(config.issuerUrl), options.getIdToken ?? runnerIdTokenSource(http, env), env);
        mask(idToken);
        const exchange = async (audience) => {
            const token = await exchangeIdentityToken(http, {
                issuerUrl: config.issuerUrl,
                identity: config.identity,
                audience,
                idToken,
            });
            mask(token);
            return token;
        };
        const [token, registryToken] = await Promise.all([
            needApi ? exchange(platformAudience(config.apiUrl)) : config.token,
            needRegistry ? exchange(config.registry) : config.registryToken,
        ]);
        filled = { ...config, token, registryToken };
    }
    const credentials = credentialsFromInputs(filled);
    // Inputs too (main registered them with the runner; here their encodings join), and the Basic
    // header is a credential in its own right: `user:password` and its base64.
    if (credentials.apiToken)
        mask(credentials.apiToken);
    if (credentials.registry.kind === 'bearer')
        mask(credentials.registry.token);
    if (credentials.registry.kind === 'basic') {
        registry.addBasic(credentials.registry.username, credentials.registry.password);
        own?.addBasic(credentials.registry.username, credentials.registry.password);
    }
    return credentials;
}

// EXTERNAL MODULE: ./src/http/client.ts + 1 modules
var http_client = __webpack_require__(7291);
// EXTERNAL MODULE: ./src/registry/address.ts
var address = __webpack_require__(7187);
// EXTERNAL MODULE: ./src/registry/history-body.ts + 1 modules
var history_body = __webpack_require__(5350);
// EXTERNAL MODULE: ./src/registry/history-walk.ts
var history_walk = __webpack_require__(489);
;// CONCATENATED MODULE: ./src/registry/client.ts







/**
 * Most builds of one tag this client reads: far beyond any real tag (the busiest have tens of
 * thousands), and small enough that a server sending new full windows forever ends in an error
 * within seconds and a bounded amount of memory (README: Security).
 */
const MAX_HISTORY_RECORDS = 200_000;
/** The registry's public namespace: the same org name for every public image (spec: Tag History, rule 1). */
const PUBLIC_ORG = 'chainguard';
const tokenSchema = schemas/* looseObject */._H3({ token: schemas/* string */.YjP().min(1) })
    .or(schemas/* looseObject */._H3({ access_token: schemas/* string */.YjP().min(1) }).transform((b) => ({ token: b.access_token })));
/** The registry token endpoint and the Tag History API. */
class RegistryClient {
    options;
    base;
    constructor(options) {
        this.options = options;
        this.base = (0,address/* registryBaseUrl */.mO)(options.registry);
    }
    /** A pull token for one image; it is valid for that image only. */
    async token(org, image) {
        const url = new URL(`${this.base}/token`);
        url.searchParams.set('scope', `repository:${org}/${image}:pull`);
        url.searchParams.set('service', this.options.registry);
        const creds = this.options.credentials;
        const headers = {};
        if (creds.kind === 'bearer')
            headers.authorization = `Bearer ${creds.token}`;
        if (creds.kind === 'basic')
            headers.authorization = `Basic ${Buffer.from(`${creds.username}:${creds.password}`).toString('base64')}`;
        try {
            const body = await this.options.http.json(url, {
                headers,
                schema: tokenSchema,
                label: `GET ${this.options.registry}/token`,
            });
            return (this.options.secrets ?? secrets/* secrets */.O3).add(body.token);
        }
        catch (error) {
            throw explainRegistryDenial(error, creds, `${org}/${image}`);
        }
    }
    /**
     * Every build of a tag, oldest first. One response holds at most 1000 records, so windows are
     * walked with `start` set to the newest time seen; records at a window edge come back in both
     * windows and are dropped by digest (unique per build).
     */
    async history(org, image, tag, token) {
        const path = `${this.base}/v2/${org}/${image}/_${address/* HISTORY_VENDOR */.YW}/history/${encodeURIComponent(tag)}`;
        const label = `GET ${this.options.registry}/v2/${org}/${image}/_${address/* HISTORY_VENDOR */.YW}/history/${tag}`;
        const headers = { authorization: `Bearer ${token}` };
        const seen = new Set();
        const records = [];
        let start;
        for (;;) {
            const url = new URL(path);
            if (start)
                url.searchParams.set('start', start);
            let body;
            try {
                body = { history: await this.options.http.bytes(url, { headers, decode: history_body/* historyRecords */.d3, label }) };
            }
            catch (error) {
                throw explainRegistryDenial(error, this.options.credentials, `${org}/${image}:${tag}`);
            }
            let added = 0;
            for (const { updateTimestamp, digest } of body.history) {
                if (seen.has(digest))
                    continue;
                // A record older than the window start is an overlap the server should not send: skip.
                if (start && Date.parse(updateTimestamp) < Date.parse(start))
                    continue;
                seen.add(digest);
                records.push({ updateTimestamp, digest });
                added++;
            }
            if (body.history.length < address/* HISTORY_WINDOW */.eW)
                break;
            if (records.length >= MAX_HISTORY_RECORDS) {
                throw (0,api_error/* conditionError */.OG)('HISTORY_TOO_LONG', `${label}: the history goes on past ${MAX_HISTORY_RECORDS} builds (the most this client reads); stopped`, label);
            }
            if (added === 0) {
                throw (0,api_error/* conditionError */.OG)('HISTORY_WINDOW_STUCK', `${label}: ${address/* HISTORY_WINDOW */.eW} records share the time ${start}; the window cannot move past them`, label);
            }
            start = records[records.length - 1].updateTimestamp;
        }
        // Oldest first, as the spec promises; stable for records with the same time.
        return records.sort((a, b) => Date.parse(a.updateTimestamp) - Date.parse(b.updateTimestamp));
    }
    /** The builds of a tag from the newest back to `pin` only, as a stream (./history-walk). */
    async walk(org, image, tag, token, pin, options = {}) {
        try {
            return await (0,history_walk/* walkHistory */.S6)({
                http: this.options.http,
                registry: this.options.registry,
                org,
                image,
                tag,
                token,
                pin,
                ...options,
            });
        }
        catch (error) {
            throw explainRegistryDenial(error, this.options.credentials, `${org}/${image}:${tag}`);
        }
    }
    /** Several pins of one tag placed by one walk (./history-walk walkHistoryPins). */
    async walkPins(org, image, tag, token, pins) {
        try {
            return await (0,history_walk/* walkHistoryPins */.A$)({ http: this.options.http, registry: this.options.registry, org, image, tag, token }, pins);
        }
        catch (error) {
            throw explainRegistryDenial(error, this.options.credentials, `${org}/${image}:${tag}`);
        }
    }
}
/** A 401/403 from the registry, in words a user can act on. */
function explainRegistryDenial(error, creds, what) {
    if (!(error instanceof api_error/* ApiError */.hD) || (error.status !== 401 && error.status !== 403))
        return error;
    const hint = creds.kind === 'anonymous'
        ? `anonymous access only reaches public images' free tags (latest, latest-dev); for ${what} set registry-token, registry-username/registry-password, or identity`
        : creds.kind === 'bearer'
            ? `the registry token was refused for ${what}: it may be issued for another audience (it must be for the registry host) or the identity lacks pull access to this image`
            : `the pull token (registry-username/registry-password) was refused for ${what}: check it is valid and has access to this organization`;
    return new api_error/* ApiError */.hD({
        status: error.status,
        code: error.code,
        reason: error.status === 401 ? 'UNAUTHENTICATED' : 'PERMISSION_DENIED',
        message: `${error.message}: ${hint}`,
        request: error.request,
    });
}

;// CONCATENATED MODULE: ./src/platform/list.ts


const MAX_PAGE_SIZE = 200;
/**
 * Pages read when the server states no `totalCount` (200 000 items at the largest page size).
 * With a `totalCount` the bound is derived from it: its pages, plus a few for resumes after an
 * expired page token. Either way a server that keeps sending pages ends in an error.
 */
const MAX_PAGES = 1_000;
const RESUME_PAGES = 10;
// One schema per (key, item) pair, built once: not per listing, not per page.
const envelopes = new Map();
function envelopeSchema(key, item) {
    let byItem = envelopes.get(key);
    if (!byItem)
        envelopes.set(key, (byItem = new WeakMap()));
    let schema = byItem.get(item);
    if (!schema) {
        schema = schemas/* object */.Ikc({
            // proto3 JSON omits empty repeated fields, so an absent key is an empty page.
            [key]: schemas/* array */.YOg(item).optional(),
            nextPageToken: schemas/* string */.YjP().optional(),
            totalCount: schemas/* string */.YjP().regex(/^\d+$/, 'must be a decimal integer string').optional(),
            skipped: schemas/* number */.aig().int().optional(),
        });
        byItem.set(item, schema);
    }
    return schema;
}
/**
 * Every item of a List endpoint, page by page. An expired page token makes the server restart
 * from the first page without an error: that shows as items seen before. The listing then
 * resumes with `skip` at the count already received, and duplicates are never yielded.
 */
async function* listAll(req) {
    const schema = envelopeSchema(req.key, req.item);
    const pageSize = Math.min(req.pageSize ?? MAX_PAGE_SIZE, MAX_PAGE_SIZE);
    const seenIds = new Set();
    const seenTokens = new Set();
    let token;
    let skip;
    let total;
    let maxPages = MAX_PAGES;
    const label = `GET ${req.url.pathname}`;
    for (let page = 0;; page++) {
        if (page >= maxPages) {
            const bound = total === undefined
                ? `more than ${MAX_PAGES} pages`
                : `more than ${maxPages} pages for the ${total} items its totalCount states`;
            throw (0,api_error/* conditionError */.OG)('PAGE_LIMIT', `${label} returned ${bound}; stopped`, label);
        }
        const url = new URL(req.url);
        url.searchParams.set('page_size', String(pageSize));
        if (token)
            url.searchParams.set('page_token', token);
        if (skip !== undefined)
            url.searchParams.set('skip', String(skip));
        const body = await req.http.json(url, { headers: req.headers, schema, label });
        const items = body[req.key] ?? [];
        if (body.totalCount !== undefined) {
            total = Number(body.totalCount);
            maxPages = Math.min(MAX_PAGES, Math.ceil(total / pageSize) + RESUME_PAGES);
        }
        const fresh = items.filter((item) => !seenIds.has(req.idOf(item)));
        const restarted = (token !== undefined || skip !== undefined) && items.length > 0 && fresh.length < items.length;
        for (const item of fresh) {
            seenIds.add(req.idOf(item));
            yield item;
        }
        if (total !== undefined && seenIds.size > total + pageSize) {
            throw (0,api_error/* conditionError */.OG)('PAGE_LIMIT', `${label} delivered ${seenIds.size} items, more than the ${total} its totalCount states; stopped`, label);
        }
        if (restarted) {
            // A resumed page (skip, no token) that brings nothing new means skip is not honoured:
            // resuming again would loop, so stop.
            if (token === undefined && fresh.length === 0) {
                throw (0,api_error/* conditionError */.OG)('PAGE_TOKEN_RESTART', `${label} restarted from the first page (expired page token) and did not honour skip=${skip}; stopped to avoid a loop`, label);
            }
            // Continue where we were, without the expired token.
            token = undefined;
            skip = seenIds.size;
            continue;
        }
        const next = body.nextPageToken;
        if (!next) {
            if (req.exact && total !== undefined && seenIds.size !== total) {
                throw (0,api_error/* conditionError */.OG)('INCOMPLETE_LISTING', `${label} delivered ${seenIds.size} items but its totalCount states ${total}; the listing is incomplete or inconsistent`, label);
            }
            return;
        }
        if (seenTokens.has(next)) {
            throw (0,api_error/* conditionError */.OG)('PAGE_TOKEN_LOOP', `${label} returned a page token it had returned before; stopped to avoid a loop`, label);
        }
        seenTokens.add(next);
        token = next;
        skip = undefined;
    }
}
async function collect(items) {
    const out = [];
    for await (const item of items)
        out.push(item);
    return out;
}

;// CONCATENATED MODULE: ./src/platform/list-parallel.ts



// A List endpoint read two requests deep: page 1 says `totalCount`, then every other page is
// asked for at once with `skip` (spec: Common List query parameters), instead of following
// `nextPageToken` one page after another. A 5 000-tag repo is 25 pages: 2 dependent requests,
// not 25. The pages must add up to `totalCount`, else the listing changed (or the server does
// not honour `skip`) and the answer is an explicit error, never a silently short list.
/** Largest List page (spec: Limits). */
const LIST_PAGE_SIZE = 200;
/** Most pages one listing may take: a `totalCount` asking for more is refused before any is fetched. */
const MAX_LIST_PAGES = 1_000;
/** No bound: every page at once. */
const unlimited = (call) => call();
// One schema per (key, item) pair, built once: schemas are not rebuilt per page or per call.
const list_parallel_envelopes = new Map();
function list_parallel_envelopeSchema(key, item) {
    let byItem = list_parallel_envelopes.get(key);
    if (!byItem)
        list_parallel_envelopes.set(key, (byItem = new WeakMap()));
    let schema = byItem.get(item);
    if (!schema) {
        schema = schemas/* object */.Ikc({
            // proto3 JSON omits empty repeated fields, so an absent key is an empty page.
            [key]: schemas/* array */.YOg(item).optional(),
            nextPageToken: schemas/* string */.YjP().optional(),
            totalCount: schemas/* string */.YjP()
                .regex(/^\d{1,15}$/, 'must be a decimal integer string')
                .optional(),
            skipped: schemas/* number */.aig().int().nonnegative().optional(),
        })
            .transform((b) => ({
            items: b[key] ?? [],
            totalCount: b.totalCount === undefined ? undefined : Number(b.totalCount),
            skipped: b.skipped,
            nextPageToken: b.nextPageToken || undefined,
        }));
        byItem.set(item, schema);
    }
    return schema;
}
const listError = (label, reason, message) => new api_error/* ApiError */.hD({ status: 200, code: 0, reason, message: `${label}: ${message}`, request: label });
/**
 * Every item of a List endpoint, in the server's order. Page 1 first; when it says there is more
 * (`totalCount` above its items), pages 2..n are requested together with `skip`, through `limit`.
 * The step is the size of page 1 (a server that caps `page_size` lower still pages right).
 *
 * Errors (ApiError, status 200): LIST_PAGE_LIMIT when `totalCount` needs more than `maxPages`
 * pages; LIST_COUNT_MISMATCH when the pages do not add up to `totalCount`, a page's `totalCount`
 * or `skipped` differs, or an item comes twice; LIST_NO_TOTAL when a server that pages gives no
 * `totalCount` (the parallel read cannot be planned; `listAll` in ./list follows tokens instead).
 */
async function listParallel(req) {
    const limit = req.limit ?? unlimited;
    const pageSize = Math.min(req.pageSize ?? LIST_PAGE_SIZE, LIST_PAGE_SIZE);
    const maxPages = req.maxPages ?? MAX_LIST_PAGES;
    const schema = list_parallel_envelopeSchema(req.key, req.item);
    const label = `GET ${req.url.pathname}`;
    const page = (skip) => {
        const url = new URL(req.url);
        url.searchParams.set('page_size', String(pageSize));
        if (skip > 0)
            url.searchParams.set('skip', String(skip));
        return limit(() => req.http.json(url, { headers: req.headers, schema, label }));
    };
    const first = await page(0);
    const total = first.totalCount;
    if (total === undefined) {
        if (first.nextPageToken)
            throw listError(label, 'LIST_NO_TOTAL', 'the server pages but sends no totalCount, so the pages cannot be asked for together');
        return first.items;
    }
    if (total <= first.items.length) {
        if (total < first.items.length || first.nextPageToken)
            throw listError(label, 'LIST_COUNT_MISMATCH', `page 1 holds ${first.items.length} items but totalCount is ${total}${first.nextPageToken ? ' and it names a next page' : ''}`);
        return checkUnique(first.items, req.idOf, label);
    }
    const step = first.items.length;
    if (step === 0)
        throw listError(label, 'LIST_COUNT_MISMATCH', `totalCount is ${total} but page 1 is empty`);
    const pages = Math.ceil(total / step);
    if (pages > maxPages)
        throw listError(label, 'LIST_PAGE_LIMIT', `totalCount ${total} would take ${pages} pages of ${step}; at most ${maxPages} are read`);
    const rest = await Promise.all(Array.from({ length: pages - 1 }, (_, i) => page((i + 1) * step)));
    const items = [...first.items];
    rest.forEach((p, i) => {
        const skip = (i + 1) * step;
        const expected = Math.min(step, total - skip);
        if (p.totalCount !== undefined && p.totalCount !== total)
            throw listError(label, 'LIST_COUNT_MISMATCH', `totalCount changed from ${total} to ${p.totalCount} while paging (the listing moved); run again`);
        if (p.skipped !== undefined && p.skipped !== skip)
            throw listError(label, 'LIST_COUNT_MISMATCH', `asked to skip ${skip}, the server skipped ${p.skipped}`);
        if (p.items.length !== expected)
            throw listError(label, 'LIST_COUNT_MISMATCH', `the page at skip=${skip} holds ${p.items.length} items, ${expected} expected for totalCount ${total}`);
        for (const item of p.items)
            items.push(item);
    });
    return checkUnique(items, req.idOf, label);
}
/** A repeated item means pages overlapped (the listing moved, or `skip` was not honoured): items would be missing. */
function checkUnique(items, idOf, label) {
    const seen = new Set();
    for (const item of items) {
        const id = idOf(item);
        if (seen.has(id))
            throw listError(label, 'LIST_COUNT_MISMATCH', `item ${id} came twice while paging with skip (the listing moved, or skip is not honoured)`);
        seen.add(id);
    }
    return items;
}
/**
 * `listParallel`, or, when the server pages without a `totalCount` (LIST_NO_TOTAL), the page
 * token chain of `listAll` (./list) under one call of `limit`: its requests depend on each other.
 */
async function listPages(req) {
    try {
        return await listParallel(req);
    }
    catch (error) {
        if (!(error instanceof api_error/* ApiError */.hD && error.reason === 'LIST_NO_TOTAL'))
            throw error;
        return (req.limit ?? unlimited)(() => collect(listAll({
            http: req.http,
            url: req.url,
            headers: req.headers,
            key: req.key,
            item: req.item,
            idOf: req.idOf,
            exact: req.exact,
        })));
    }
}

;// CONCATENATED MODULE: ./src/platform/schemas.ts

// Response shapes of the Platform API v2 (spec: "Resources and their fields"). Unknown fields
// are allowed (v2 is additive); the fields we rely on are checked. Tags and advisories, of which
// a run may hold tens of thousands, keep only those fields (z.object drops the others).
const digestSchema = schemas/* string */.YjP().regex(/^sha256:[0-9a-f]{64}$/, 'must be sha256:<64 lowercase hex>');
const RFC3339 = /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d{1,9})?([Zz]|[+-]\d{2}:\d{2})$/;
/**
 * An RFC 3339 date-time (what the spec promises), and a real one: anything else (a date
 * alone, prose, markup) makes the response invalid rather than text a report would render.
 */
const timestampSchema = schemas/* string */.YjP()
    .refine((s) => RFC3339.test(s) && !Number.isNaN(Date.parse(s)), 'must be an RFC 3339 timestamp');
const repoSchema = schemas/* looseObject */._H3({
    uid: schemas/* string */.YjP().min(1),
    name: schemas/* string */.YjP(),
    description: schemas/* string */.YjP().optional(),
    createTime: timestampSchema.optional(),
    updateTime: timestampSchema.optional(),
});
// No `uid`: a tag is known by its name within its repo, and thousands of listed tags kept their
// uid strings (and a property store each) for nothing (bench/README.md, 5 000 references).
const tagSchema = schemas/* object */.Ikc({
    name: schemas/* string */.YjP().min(1),
    digest: digestSchema,
    // proto3 JSON omits false booleans.
    deprecated: schemas/* boolean */.zMY().default(false),
    updateTime: timestampSchema.optional(),
});
const advisorySchema = schemas/* object */.Ikc({
    uid: schemas/* string */.YjP().min(1),
    advisoryId: schemas/* string */.YjP().min(1),
    artifactName: schemas/* string */.YjP(),
    updateTime: timestampSchema,
});
const roleSchema = schemas/* looseObject */._H3({
    uid: schemas/* string */.YjP().min(1),
    name: schemas/* string */.YjP(),
    description: schemas/* string */.YjP().optional(),
});
const identitySchema = schemas/* looseObject */._H3({
    uid: schemas/* string */.YjP().min(1),
    name: schemas/* string */.YjP(),
    description: schemas/* string */.YjP().optional(),
    claimMatch: schemas/* looseObject */._H3({ issuer: schemas/* string */.YjP().optional(), subject: schemas/* string */.YjP().optional() }).optional(),
    createTime: timestampSchema.optional(),
});
const hydrated = schemas/* looseObject */._H3({ uid: schemas/* string */.YjP(), name: schemas/* string */.YjP().optional(), description: schemas/* string */.YjP().optional() });
const roleBindingSchema = schemas/* looseObject */._H3({
    uid: schemas/* string */.YjP().min(1),
    identity: hydrated.extend({ subject: schemas/* string */.YjP().optional(), issuer: schemas/* string */.YjP().optional() }),
    group: hydrated,
    role: hydrated,
    createTime: timestampSchema.optional(),
});
const emptySchema = schemas/* looseObject */._H3({});

;// CONCATENATED MODULE: ./src/platform/advisories-batch.ts


// Advisories for many images in one query: `artifactNames` is a list filter (spec:
// Vulnerabilities), sent as the key repeated (`?artifactNames=a&artifactNames=b`), which is how
// google.api.http maps a repeated field to a query string. The combined answer is paged like any
// List (./list-parallel) and split by each advisory's `artifactName`. Names go in chunks so that
// no request URL is longer than `maxUrlLength`: proxies and servers refuse long URLs (8 KiB is a
// common limit for the request line), so 6 000 characters leaves room for the rest of it.
/** Longest request URL (scheme, host, path and query) an advisory query may have. */
const ADVISORY_URL_BOUND = 6_000;
/** Room kept for the paging parameters added later (`&page_size=200&skip=<up to 9 digits>`). */
const PAGING_RESERVE = '&page_size=200&skip=999999999'.length;
/** The query URL for some names, without paging parameters. */
function advisoriesUrl(apiUrl, names) {
    const url = new URL(`${apiUrl.replace(/\/+$/, '')}/vulnerabilities/v2/advisories`);
    for (const name of names)
        url.searchParams.append('artifactNames', name);
    return url;
}
/**
 * Splits names into the fewest consecutive chunks whose query URL, with paging parameters, stays
 * within `maxUrlLength`. A name too long to fit even alone gets a chunk of its own (the server
 * then answers or refuses that one query; the others are not affected).
 */
function chunkNames(apiUrl, names, maxUrlLength = ADVISORY_URL_BOUND) {
    const baseLength = advisoriesUrl(apiUrl, []).href.length + PAGING_RESERVE;
    const chunks = [];
    let current = [];
    let length = baseLength;
    for (const name of names) {
        // `?` or `&`, the key, `=`, the name as URLSearchParams encodes it.
        const added = 1 + new URLSearchParams({ artifactNames: name }).toString().length;
        if (current.length > 0 && length + added > maxUrlLength) {
            chunks.push(current);
            current = [];
            length = baseLength;
        }
        current.push(name);
        length += added;
    }
    if (current.length > 0)
        chunks.push(current);
    return chunks;
}
/**
 * Every advisory of every image, by image name: one combined query per chunk of names (usually
 * one), chunks and their pages in parallel through `limit`. Every asked-for name is a key of the
 * answer, with an empty list when it has no advisory; advisories of names not asked for are
 * dropped. A failed page fails the whole batch (its caller marks every image of it as not
 * checked: never a false green).
 */
async function listAdvisoriesBatch(req) {
    const names = [...new Set(req.images)];
    const byName = new Map(names.map((n) => [n, []]));
    if (names.length === 0)
        return byName;
    const chunks = chunkNames(req.apiUrl, names, req.maxUrlLength);
    const answers = await Promise.all(chunks.map((chunk) => listPages({
        http: req.http,
        url: advisoriesUrl(req.apiUrl, chunk),
        headers: req.headers,
        key: 'advisories',
        item: advisorySchema,
        idOf: (a) => a.uid,
        limit: req.limit ?? unlimited,
        exact: true,
    })));
    for (const advisories of answers)
        for (const a of advisories)
            byName.get(a.artifactName)?.push(a);
    return byName;
}

;// CONCATENATED MODULE: ./src/platform/client.ts







/** Platform API v2: the registry (repos, tags) and vulnerabilities (advisories) domains. */
class PlatformClient {
    options;
    base;
    headers;
    constructor(options) {
        this.options = options;
        this.base = options.apiUrl.replace(/\/+$/, '');
        this.headers = { authorization: `Bearer ${options.token}` };
    }
    /**
     * The repos of `<name>` this token can see: the candidates for `<org>/<name>`. Repos carry no
     * organization name, so the org picks the scope: the public org's images live outside the
     * user's group, so they are looked up unscoped; any other org is the user's own, scoped to
     * `group` (`uidp.descendants_of`) when it is set. Which candidate the reference names is the
     * registry's to decide (check/repo-choice.ts). None is REPO_NOT_FOUND.
     */
    async findRepos(org, name) {
        const { group } = this.options;
        const scoped = Boolean(group) && org !== PUBLIC_ORG;
        const url = this.url('/registry/v2/repos');
        url.searchParams.set('name', name);
        if (scoped)
            url.searchParams.set('uidp.descendants_of', group);
        const repos = (await collect(this.list(url, 'repos', repoSchema, (r) => r.uid))).filter((r) => r.name === name);
        if (repos.length === 0) {
            const scope = scoped ? ` in group ${group}` : '';
            // An empty listing, not an error answer: a condition (no HTTP code to show).
            throw (0,api_error/* conditionError */.OG)('REPO_NOT_FOUND', `no repo named "${name}" (${org}/${name}) is visible to this token${scope}`, 'GET /registry/v2/repos');
        }
        return repos;
    }
    /** Every tag of a repo; end-of-life is the client-side `deprecated` flag (v2 has no EOL filter). */
    listTags(repoUid) {
        const url = this.url('/registry/v2/tags');
        url.searchParams.set('uidp.children_of', repoUid);
        return collect(this.list(url, 'tags', tagSchema, (t) => t.name));
    }
    /**
     * Every tag of a repo, the pages after the first asked for together (./list-parallel), each
     * request through `limit`. A server that pages without a `totalCount` is followed page token by
     * page token instead (one slot of `limit` for the whole chain).
     */
    async tagPages(repoUid, limit = unlimited) {
        const url = this.url('/registry/v2/tags');
        url.searchParams.set('uidp.children_of', repoUid);
        return listPages({
            http: this.options.http,
            url,
            headers: this.headers,
            key: 'tags',
            item: tagSchema,
            idOf: (t) => t.name,
            limit,
        });
    }
    /** The advisories of many images: one combined query per chunk of names (./advisories-batch), scrubbed like `listAdvisories`. */
    async advisoriesOf(images, limit = unlimited) {
        const byName = await listAdvisoriesBatch({
            http: this.options.http,
            apiUrl: this.options.apiUrl,
            headers: this.headers,
            images,
            limit,
        });
        for (const [name, advisories] of byName)
            byName.set(name, advisories.map((a) => ({ ...a, advisoryId: (0,secrets/* safeText */.Hk)(a.advisoryId) })));
        return byName;
    }
    /** Every advisory listed for an image (artifact) name. */
    async listAdvisories(image) {
        const url = this.url('/vulnerabilities/v2/advisories');
        url.searchParams.set('artifactNames', image);
        // Exactly totalCount items: a short listing would pass as "fewer advisories".
        // Advisory ids are shown in every report: scrubbed at the source, like error text.
        const advisories = await collect(this.list(url, 'advisories', advisorySchema, (a) => a.uid, true));
        return advisories.map((a) => ({ ...a, advisoryId: (0,secrets/* safeText */.Hk)(a.advisoryId) }));
    }
    list(url, key, item, idOf, exact = false) {
        return listAll({ http: this.options.http, url, headers: this.headers, key, item, idOf, exact });
    }
    url(path) {
        return new URL(this.base + path);
    }
}

;// CONCATENATED MODULE: ./src/platform/eoltags.ts
// The v1 end-of-life tags operation, an enrichment of v2's `deprecated` flag: per tag of a repo,
// when its upstream support ended or ends and until when builds continue (the grace period).
// v2 has no such operation (spec: "Not in v2 and still served by v1"), so a platform may lack it:
// 404, 501 and 403 mean "not available here" (null), and the `deprecated` flag alone decides.


const TAG_STATUSES = (/* unused pure expression or super */ null && (['TAG_ACTIVE', 'TAG_IN_GRACE', 'TAG_INACTIVE']));
// proto3 JSON may send '' for an unset string: the same as absent.
const optionalTime = schemas/* preprocess */.vkY((v) => (v === '' || v === null ? undefined : v), schemas/* string */.YjP()
    .refine((s) => !Number.isNaN(Date.parse(s)), 'must be a date (YYYY-MM-DD) or an RFC 3339 timestamp')
    .optional());
const eolTagSchema = schemas/* looseObject */._H3({
    name: schemas/* string */.YjP().min(1),
    // Unknown statuses are kept as text (v1 may add some); proto3 omits the zero value.
    tagStatus: schemas/* string */.YjP().default('TAG_STATUS_UNSPECIFIED'),
    graceStatus: schemas/* string */.YjP().optional(),
    gracePeriodExpiryDate: optionalTime,
    mainPackageVersion: schemas/* looseObject */._H3({ eolDate: optionalTime }).optional(),
});
const eoltags_envelopeSchema = schemas/* looseObject */._H3({ items: schemas/* array */.YOg(eolTagSchema).optional() });
/** Statuses that mean the operation is not offered to this caller: the enrichment is skipped. */
const NOT_AVAILABLE = new Set([403, 404, 501]);
class EolTagsClient {
    options;
    constructor(options) {
        this.options = options;
    }
    /**
     * The end-of-life tags of a repo (by uid), or null when the platform does not offer the
     * operation (404, 501) or refuses it (403). Other failures throw ApiError as every client does.
     */
    async list(repoUid) {
        const url = new URL(`${this.options.apiUrl.replace(/\/+$/, '')}/registry/v1/eoltags`);
        url.searchParams.set('uidp.childrenOf', repoUid);
        try {
            const body = await this.options.http.json(url, {
                headers: { authorization: `Bearer ${this.options.token}` },
                schema: eoltags_envelopeSchema,
                label: 'GET /registry/v1/eoltags',
            });
            return body.items ?? [];
        }
        catch (error) {
            if (error instanceof api_error/* ApiError */.hD && NOT_AVAILABLE.has(error.status))
                return null;
            throw error;
        }
    }
}
const DAY = 86_400_000;
/** Pure: the outlook of one end-of-life tags item at `now`, warning `warnBeforeMs` ahead of the grace period's end. */
function eolAhead(entry, now, warnBeforeMs) {
    const at = now.getTime();
    const supportEnds = entry.mainPackageVersion?.eolDate ?? null;
    const buildsUntil = entry.gracePeriodExpiryDate ?? null;
    const graceEnd = buildsUntil === null ? null : Date.parse(buildsUntil);
    const buildsEnded = graceEnd !== null && graceEnd <= at;
    return {
        tag: entry.name,
        status: entry.tagStatus,
        supportEnds,
        supportEnded: supportEnds !== null && Date.parse(supportEnds) <= at,
        buildsUntil,
        buildsEnded,
        daysLeft: graceEnd === null ? null : Math.floor((graceEnd - at) / DAY),
        warn: graceEnd !== null && !buildsEnded && graceEnd - at <= warnBeforeMs,
    };
}
/** Items by tag name, for look-ups next to the v2 tag listing. */
function eolTagsByName(items) {
    return new Map(items.map((item) => [item.name, item]));
}
/** Names of the tags in their grace period: for suggestTag's `ending`, so no move lands on one. */
function endingTagNames(items) {
    return new Set(items.filter((item) => item.tagStatus === 'TAG_IN_GRACE').map((item) => item.name));
}

// EXTERNAL MODULE: ./src/settle.ts
var settle = __webpack_require__(6964);
// EXTERNAL MODULE: ./src/policy/read.ts
var read = __webpack_require__(8776);
// EXTERNAL MODULE: ./src/policy/findings.ts
var findings = __webpack_require__(9034);
// EXTERNAL MODULE: ./src/check/suggest.ts
var suggest = __webpack_require__(8138);
;// CONCATENATED MODULE: ./src/check/advice.ts
// What to do about each result (issue 14), after the look-ups: the reference to move to, the
// end-of-life dates where the platform gives them (v1 eoltags, an enrichment), and which
// findings the policy file accepts. Reads only what Lookups already holds or fetches once per
// repo; a failed enrichment never changes a status, it only leaves a suggestion or a date out.





/** An enrichment's value, or null when it failed: advice never fails a result. */
const orNull = async (promise) => {
    const settled = await (0,settle/* settle */.G)(promise);
    return settled.ok ? settled.value : null;
};
const EOL_DATES_UNAVAILABLE = 'The platform does not give end-of-life dates here (the v1 end-of-life tags operation is absent or refused): end of life is judged by the deprecated flag alone, with no warning ahead of time.';
/** Suggestions, end-of-life dates and ignored findings for every result, set on each result. Never throws. */
async function adviseResults(results, lookups, options) {
    const today = (0,read/* todayOf */.XY)(options.now);
    // Images that could not be checked get no advice (an end-of-life error still does).
    const advisable = (r) => !(r.status === 'error' && !r.deprecated);
    // The look-ups first, once per repo, then every result advised without waiting: thousands of
    // results each waiting in an async call held their frames and promises alive together, which
    // the young generation copied and promoted (bench/README.md, 5 000 references).
    const eol = await endOfLifeTags(results.filter(advisable), lookups);
    const unavailable = eol.some((items) => items === null);
    // Indexed once per repo, not per reference: Lookups hands every reference of a repo the same list.
    const indexes = new Map();
    const indexOf = (r) => {
        const items = eol.get(r);
        if (!items)
            return undefined;
        let index = indexes.get(items);
        if (!index)
            indexes.set(items, (index = { byName: eolTagsByName(items), ending: endingTagNames(items) }));
        return index;
    };
    const endOfLifeOf = (r) => {
        const item = indexOf(r)?.byName.get(r.tag);
        if (!item)
            return null;
        const o = eolAhead(item, options.now, options.warnBeforeMs);
        return {
            status: o.status,
            supportEnds: o.supportEnds,
            supportEnded: o.supportEnded,
            buildsUntil: o.buildsUntil,
            daysLeft: o.daysLeft,
            warn: o.warn,
        };
    };
    const endOfLife = results.map((r) => (advisable(r) ? endOfLifeOf(r) : null));
    // The tag listing was fetched for the deprecated flag: cached, no new request.
    const needsTags = (r, i) => advisable(r) && (r.deprecated || endOfLife[i]?.warn === true);
    const tags = await onceEach(results.filter(needsTags), (r) => orNull(lookups.tags(r.org, r.image, r.tag)));
    // The tag to move to, picked once per repo and tag: every input of suggestTag is the tag's.
    const nextTags = new ByRepoTag();
    const nextTagOf = (r, list, ending) => {
        if (!nextTags.has(r))
            nextTags.set(r, list ? (0,suggest/* suggestTag */.bu)(list, r.tag, { ending }) : null);
        return nextTags.get(r);
    };
    // Filled in place: the results are the engine's own, and a copy of each of thousands was one
    // more object for the young generation to copy.
    for (const [i, r] of results.entries()) {
        if (!advisable(r)) {
            r.suggestion = null;
            r.ignored = null;
            r.endOfLife = null;
            continue;
        }
        const dates = endOfLife[i] ?? null;
        const ending = indexOf(r)?.ending;
        // A tag about to end is advised like an end-of-life one: the maintained tag to move to.
        const facts = dates?.warn && !r.deprecated ? { ...r, deprecated: true } : r;
        const suggestion = (0,suggest/* suggestionFor */.o$)(facts, () => nextTagOf(r, needsTags(r, i) ? (tags.get(r) ?? null) : null, ending));
        const accepted = (0,findings/* ignoredFindings */.n)(r, options.ledger, today);
        const [first] = accepted.values();
        const ignored = first ? { reason: first.reason, until: first.until, kinds: [...accepted.keys()] } : null;
        r.suggestion = suggestion;
        r.ignored = ignored;
        r.endOfLife = dates;
    }
    return {
        results,
        notices: unavailable ? [EOL_DATES_UNAVAILABLE] : [],
        expired: (0,read/* expiredEntries */.SZ)(options.ledger, today),
    };
}
/**
 * Values by a result's repo and tag (org, image, tag), in nested maps: no key string made for
 * each of thousands of results.
 */
class ByRepoTag {
    byOrg = new Map();
    get(r) {
        return this.byOrg.get(r.org)?.get(r.image)?.get(r.tag);
    }
    has(r) {
        return this.byOrg.get(r.org)?.get(r.image)?.has(r.tag) ?? false;
    }
    set(r, value) {
        let byImage = this.byOrg.get(r.org);
        if (!byImage)
            this.byOrg.set(r.org, (byImage = new Map()));
        let byTag = byImage.get(r.image);
        if (!byTag)
            byImage.set(r.image, (byTag = new Map()));
        byTag.set(r.tag, value);
    }
    /** Whether any value passes `test`. */
    some(test) {
        for (const byImage of this.byOrg.values())
            for (const byTag of byImage.values())
                for (const value of byTag.values())
                    if (test(value))
                        return true;
        return false;
    }
}
/** The v1 end-of-life tags of each repo and tag of `results`: one call per repo, all at once; null where they failed. */
async function endOfLifeTags(results, lookups) {
    // The tags asked for, by org and image.
    const repos = new Map();
    for (const { org, image, tag } of results) {
        let images = repos.get(org);
        if (!images)
            repos.set(org, (images = new Map()));
        let tags = images.get(image);
        if (!tags)
            images.set(image, (tags = new Set()));
        tags.add(tag);
    }
    const eol = new ByRepoTag();
    const asked = [];
    for (const [org, images] of repos) {
        for (const [image, tags] of images) {
            asked.push(orNull(lookups.eolTags(org, image, [...tags])).then((answers) => {
                for (const tag of tags)
                    eol.set({ org, image, tag }, answers?.get(tag) ?? null);
            }));
        }
    }
    await Promise.all(asked);
    return eol;
}
/** `load` once per repo and tag of `results`, all at once; its answers by repo and tag. */
async function onceEach(results, load) {
    const first = new ByRepoTag();
    const firsts = [];
    for (const r of results) {
        if (first.has(r))
            continue;
        first.set(r, r);
        firsts.push(r);
    }
    const answers = await Promise.all(firsts.map(load));
    const byRepoTag = new ByRepoTag();
    firsts.forEach((r, i) => byRepoTag.set(r, answers[i]));
    return byRepoTag;
}

// EXTERNAL MODULE: ./src/check/assess.ts
var assess = __webpack_require__(8956);
// EXTERNAL MODULE: ./src/check/credentials.ts
var credentials = __webpack_require__(4782);
// EXTERNAL MODULE: ./src/check/engine.ts + 1 modules
var engine = __webpack_require__(4784);
// EXTERNAL MODULE: ./src/check/lookups.ts + 1 modules
var lookups = __webpack_require__(1337);
;// CONCATENATED MODULE: ./src/check/services.ts
// The connection to the services and the look-up phase of a check: loaded by src/check/run.ts
// only when there is something to look up (the service clients, the engine and zod behind them).












/**
 * A connection to the Platform API and the registry; credentials are resolved once, on first
 * need (a PR comment with nothing left to check needs none). The caller closes `http`.
 */
async function openServices(config, auth, http) {
    const client = http ?? new http_client/* HttpClient */.Qq({ userAgent: 'image-check', signal: auth.signal });
    let clients;
    const serviceClients = () => (clients ??= connect(config, client, auth));
    return { http: client, lookups: new lookups/* Lookups */.E(serviceClients, config.group), clients: serviceClients };
}
async function connect(config, http, auth) {
    const credentials = await resolveCredentials(config, http, auth);
    return {
        eolTags: new EolTagsClient({ http, apiUrl: config.apiUrl, token: credentials.apiToken }),
        platform: new PlatformClient({
            http,
            apiUrl: config.apiUrl,
            token: credentials.apiToken,
            group: config.group || undefined,
        }),
        registry: new RegistryClient({ http, registry: config.registry, credentials: credentials.registry }),
    };
}
/**
 * Every target's result, then what to do about it (advice). Throws InputError for a setting
 * that stops the run (no token, an exchange refused); any other failure to connect is every
 * image's error result.
 */
async function lookUp(targets, services, settings) {
    const { config, now, ledger } = settings;
    // Resolved before any look-up, so a missing token fails the run rather than every image.
    const connected = await (0,settle/* settle */.G)(services.clients());
    if (!connected.ok) {
        // A setting to fix (no token, an exchange refused) stops the run with its message; anything
        // else (the deadline cut the token exchange, an issuer that never answered) is every
        // image's error, and the report is still published.
        if (connected.error instanceof errors/* InputError */.d)
            throw connected.error;
        const error = (0,assess/* toResultError */.No)(connected.error);
        return { results: targets.map((target) => (0,assess/* unchecked */.VJ)(target, [error])) };
    }
    const results = await (0,engine/* checkTargets */.VJ)(targets, services.lookups, {
        now,
        maxAgeMs: config.maxAgeMs,
        concurrency: config.concurrency,
        credentials: (0,credentials/* credentialSources */.e3)(config),
    });
    // Post-pass (issue 14): what to move to, end-of-life dates, accepted findings.
    const advice = await adviseResults(results, services.lookups, { now, warnBeforeMs: config.warnBeforeMs, ledger });
    return { results: advice.results, advice };
}


/***/ })

};
