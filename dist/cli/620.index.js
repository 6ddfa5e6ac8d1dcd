export const id = 620;
export const ids = [620,440];
export const modules = {

/***/ 9620:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  PlatformClient: () => (/* binding */ PlatformClient)
});

// EXTERNAL MODULE: ./src/auth/secrets.ts
var secrets = __webpack_require__(8767);
// EXTERNAL MODULE: ./src/http/api-error.ts
var api_error = __webpack_require__(2247);
// EXTERNAL MODULE: ./src/registry/client.ts
var client = __webpack_require__(2440);
// EXTERNAL MODULE: ./src/platform/list.ts
var list = __webpack_require__(5319);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 17 modules
var schemas = __webpack_require__(8816);
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
            totalCount: schemas/* string */.YjP().regex(/^\d{1,15}$/, 'must be a decimal integer string').optional(),
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
    const schema = envelopeSchema(req.key, req.item);
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
        return (req.limit ?? unlimited)(() => (0,list/* collect */.Fo)((0,list/* listAll */._w)({ http: req.http, url: req.url, headers: req.headers, key: req.key, item: req.item, idOf: req.idOf, exact: req.exact })));
    }
}

// EXTERNAL MODULE: ./src/platform/schemas.ts
var platform_schemas = __webpack_require__(2211);
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
        item: platform_schemas/* advisorySchema */.nv,
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
        const scoped = Boolean(group) && org !== client.PUBLIC_ORG;
        const url = this.url('/registry/v2/repos');
        url.searchParams.set('name', name);
        if (scoped)
            url.searchParams.set('uidp.descendants_of', group);
        const repos = (await (0,list/* collect */.Fo)(this.list(url, 'repos', platform_schemas/* repoSchema */.MU, (r) => r.uid))).filter((r) => r.name === name);
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
        return (0,list/* collect */.Fo)(this.list(url, 'tags', platform_schemas/* tagSchema */.c3, (t) => t.uid ?? t.name));
    }
    /**
     * Every tag of a repo, the pages after the first asked for together (./list-parallel), each
     * request through `limit`. A server that pages without a `totalCount` is followed page token by
     * page token instead (one slot of `limit` for the whole chain).
     */
    async tagPages(repoUid, limit = unlimited) {
        const url = this.url('/registry/v2/tags');
        url.searchParams.set('uidp.children_of', repoUid);
        return listPages({ http: this.options.http, url, headers: this.headers, key: 'tags', item: platform_schemas/* tagSchema */.c3, idOf: (t) => t.uid ?? t.name, limit });
    }
    /** The advisories of many images: one combined query per chunk of names (./advisories-batch), scrubbed like `listAdvisories`. */
    async advisoriesOf(images, limit = unlimited) {
        const byName = await listAdvisoriesBatch({ http: this.options.http, apiUrl: this.options.apiUrl, headers: this.headers, images, limit });
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
        const advisories = await (0,list/* collect */.Fo)(this.list(url, 'advisories', platform_schemas/* advisorySchema */.nv, (a) => a.uid, true));
        return advisories.map((a) => ({ ...a, advisoryId: (0,secrets/* safeText */.Hk)(a.advisoryId) }));
    }
    list(url, key, item, idOf, exact = false) {
        return (0,list/* listAll */._w)({ http: this.options.http, url, headers: this.headers, key, item, idOf, exact });
    }
    url(path) {
        return new URL(this.base + path);
    }
}


/***/ }),

/***/ 2440:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HISTORY_VENDOR: () => (/* reexport safe */ _address__WEBPACK_IMPORTED_MODULE_3__.YW),
/* harmony export */   HISTORY_WINDOW: () => (/* reexport safe */ _address__WEBPACK_IMPORTED_MODULE_3__.eW),
/* harmony export */   MAX_HISTORY_RECORDS: () => (/* binding */ MAX_HISTORY_RECORDS),
/* harmony export */   PUBLIC_ORG: () => (/* binding */ PUBLIC_ORG),
/* harmony export */   RegistryClient: () => (/* binding */ RegistryClient),
/* harmony export */   registryBaseUrl: () => (/* reexport safe */ _address__WEBPACK_IMPORTED_MODULE_3__.mO)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8816);
/* harmony import */ var _http_api_error__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2247);
/* harmony import */ var _auth_secrets__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8767);
/* harmony import */ var _address__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7187);
/* harmony import */ var _history_schema__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7079);
/* harmony import */ var _history_walk__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(489);







/**
 * Most builds of one tag this client reads: far beyond any real tag (the busiest have tens of
 * thousands), and small enough that a server sending new full windows forever ends in an error
 * within seconds and a bounded amount of memory (README: Security).
 */
const MAX_HISTORY_RECORDS = 200_000;
/** The registry's public namespace: the same org name for every public image (spec: Tag History, rule 1). */
const PUBLIC_ORG = 'chainguard';
const tokenSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .looseObject */ ._H3({ token: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().min(1) }).or(zod__WEBPACK_IMPORTED_MODULE_5__/* .looseObject */ ._H3({ access_token: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().min(1) }).transform((b) => ({ token: b.access_token })));
/** The registry token endpoint and the Tag History API. */
class RegistryClient {
    options;
    base;
    constructor(options) {
        this.options = options;
        this.base = (0,_address__WEBPACK_IMPORTED_MODULE_3__/* .registryBaseUrl */ .mO)(options.registry);
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
            const body = await this.options.http.json(url, { headers, schema: tokenSchema, label: `GET ${this.options.registry}/token` });
            return (this.options.secrets ?? _auth_secrets__WEBPACK_IMPORTED_MODULE_1__/* .secrets */ .O3).add(body.token);
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
        const path = `${this.base}/v2/${org}/${image}/_${_address__WEBPACK_IMPORTED_MODULE_3__/* .HISTORY_VENDOR */ .YW}/history/${encodeURIComponent(tag)}`;
        const label = `GET ${this.options.registry}/v2/${org}/${image}/_${_address__WEBPACK_IMPORTED_MODULE_3__/* .HISTORY_VENDOR */ .YW}/history/${tag}`;
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
                body = await this.options.http.json(url, { headers, schema: _history_schema__WEBPACK_IMPORTED_MODULE_2__/* .historyResponseSchema */ .R, label });
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
            if (body.history.length < _address__WEBPACK_IMPORTED_MODULE_3__/* .HISTORY_WINDOW */ .eW)
                break;
            if (records.length >= MAX_HISTORY_RECORDS) {
                throw (0,_http_api_error__WEBPACK_IMPORTED_MODULE_0__/* .conditionError */ .OG)('HISTORY_TOO_LONG', `${label}: the history goes on past ${MAX_HISTORY_RECORDS} builds (the most this client reads); stopped`, label);
            }
            if (added === 0) {
                throw (0,_http_api_error__WEBPACK_IMPORTED_MODULE_0__/* .conditionError */ .OG)('HISTORY_WINDOW_STUCK', `${label}: ${_address__WEBPACK_IMPORTED_MODULE_3__/* .HISTORY_WINDOW */ .eW} records share the time ${start}; the window cannot move past them`, label);
            }
            start = records[records.length - 1].updateTimestamp;
        }
        // Oldest first, as the spec promises; stable for records with the same time.
        return records.sort((a, b) => Date.parse(a.updateTimestamp) - Date.parse(b.updateTimestamp));
    }
    /** The builds of a tag from the newest back to `pin` only, as a stream (./history-walk). */
    async walk(org, image, tag, token, pin, options = {}) {
        try {
            return await (0,_history_walk__WEBPACK_IMPORTED_MODULE_4__/* .walkHistory */ .S6)({ http: this.options.http, registry: this.options.registry, org, image, tag, token, pin, ...options });
        }
        catch (error) {
            throw explainRegistryDenial(error, this.options.credentials, `${org}/${image}:${tag}`);
        }
    }
}
/** A 401/403 from the registry, in words a user can act on. */
function explainRegistryDenial(error, creds, what) {
    if (!(error instanceof _http_api_error__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD) || (error.status !== 401 && error.status !== 403))
        return error;
    const hint = creds.kind === 'anonymous'
        ? `anonymous access only reaches public images' free tags (latest, latest-dev); for ${what} set registry-token, registry-username/registry-password, or identity`
        : creds.kind === 'bearer'
            ? `the registry token was refused for ${what}: it may be issued for another audience (it must be for the registry host) or the identity lacks pull access to this image`
            : `the pull token (registry-username/registry-password) was refused for ${what}: check it is valid and has access to this organization`;
    return new _http_api_error__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD({
        status: error.status,
        code: error.code,
        reason: error.status === 401 ? 'UNAUTHENTICATED' : 'PERMISSION_DENIED',
        message: `${error.message}: ${hint}`,
        request: error.request,
    });
}


/***/ })

};
