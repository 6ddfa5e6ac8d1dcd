export const id = 765;
export const ids = [765,440];
export const modules = {

/***/ 4765:
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
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 17 modules
var schemas = __webpack_require__(8816);
;// CONCATENATED MODULE: ./src/platform/list.ts


const MAX_PAGE_SIZE = 200;
/**
 * Pages read when the server states no `totalCount` (200 000 items at the largest page size).
 * With a `totalCount` the bound is derived from it: its pages, plus a few for resumes after an
 * expired page token. Either way a server that keeps sending pages ends in an error.
 */
const MAX_PAGES = 1_000;
const RESUME_PAGES = 10;
function envelopeSchema(key, item) {
    return schemas/* object */.Ikc({
        // proto3 JSON omits empty repeated fields, so an absent key is an empty page.
        [key]: schemas/* array */.YOg(item).optional(),
        nextPageToken: schemas/* string */.YjP().optional(),
        totalCount: schemas/* string */.YjP().regex(/^\d+$/, 'must be a decimal integer string').optional(),
        skipped: schemas/* number */.aig().int().optional(),
    });
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
            const bound = total === undefined ? `more than ${MAX_PAGES} pages` : `more than ${maxPages} pages for the ${total} items its totalCount states`;
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

// EXTERNAL MODULE: ./src/platform/schemas.ts
var platform_schemas = __webpack_require__(2211);
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
        const repos = (await collect(this.list(url, 'repos', platform_schemas/* repoSchema */.MU, (r) => r.uid))).filter((r) => r.name === name);
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
        return collect(this.list(url, 'tags', platform_schemas/* tagSchema */.c3, (t) => t.uid ?? t.name));
    }
    /** Every advisory listed for an image (artifact) name. */
    async listAdvisories(image) {
        const url = this.url('/vulnerabilities/v2/advisories');
        url.searchParams.set('artifactNames', image);
        // Exactly totalCount items: a short listing would pass as "fewer advisories".
        // Advisory ids are shown in every report: scrubbed at the source, like error text.
        const advisories = await collect(this.list(url, 'advisories', platform_schemas/* advisorySchema */.nv, (a) => a.uid, true));
        return advisories.map((a) => ({ ...a, advisoryId: (0,secrets/* safeText */.Hk)(a.advisoryId) }));
    }
    list(url, key, item, idOf, exact = false) {
        return listAll({ http: this.options.http, url, headers: this.headers, key, item, idOf, exact });
    }
    url(path) {
        return new URL(this.base + path);
    }
}


/***/ }),

/***/ 2211:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MU: () => (/* binding */ repoSchema),
/* harmony export */   c3: () => (/* binding */ tagSchema),
/* harmony export */   er: () => (/* binding */ digestSchema),
/* harmony export */   nv: () => (/* binding */ advisorySchema),
/* harmony export */   yo: () => (/* binding */ timestampSchema)
/* harmony export */ });
/* unused harmony exports roleSchema, identitySchema, roleBindingSchema, emptySchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8816);

// Response shapes of the Platform API v2 (spec: "Resources and their fields"). Unknown fields
// are allowed (v2 is additive); the fields we rely on are checked.
const digestSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(/^sha256:[0-9a-f]{64}$/, 'must be sha256:<64 lowercase hex>');
const RFC3339 = /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d{1,9})?([Zz]|[+-]\d{2}:\d{2})$/;
/**
 * An RFC 3339 date-time (what the spec promises), and a real one: anything else (a date
 * alone, prose, markup) makes the response invalid rather than text a report would render.
 */
const timestampSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().refine((s) => RFC3339.test(s) && !Number.isNaN(Date.parse(s)), 'must be an RFC 3339 timestamp');
const repoSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    uid: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    description: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    createTime: timestampSchema.optional(),
    updateTime: timestampSchema.optional(),
});
const tagSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    uid: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    digest: digestSchema,
    // proto3 JSON omits false booleans.
    deprecated: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().default(false),
    updateTime: timestampSchema.optional(),
});
const advisorySchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    uid: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    advisoryId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    artifactName: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    updateTime: timestampSchema,
});
const roleSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    uid: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    description: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
});
const identitySchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    uid: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    description: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    claimMatch: zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ issuer: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(), subject: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional() }).optional(),
    createTime: timestampSchema.optional(),
});
const hydrated = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ uid: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(), description: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional() });
const roleBindingSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    uid: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    identity: hydrated.extend({ subject: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(), issuer: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional() }),
    group: hydrated,
    role: hydrated,
    createTime: timestampSchema.optional(),
});
const emptySchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({});


/***/ }),

/***/ 2440:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HISTORY_VENDOR: () => (/* binding */ HISTORY_VENDOR),
/* harmony export */   HISTORY_WINDOW: () => (/* binding */ HISTORY_WINDOW),
/* harmony export */   MAX_HISTORY_RECORDS: () => (/* binding */ MAX_HISTORY_RECORDS),
/* harmony export */   PUBLIC_ORG: () => (/* binding */ PUBLIC_ORG),
/* harmony export */   RegistryClient: () => (/* binding */ RegistryClient),
/* harmony export */   registryBaseUrl: () => (/* binding */ registryBaseUrl)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8816);
/* harmony import */ var _http_api_error__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2247);
/* harmony import */ var _auth_secrets__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8767);
/* harmony import */ var _platform_schemas__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2211);




/** Most records one Tag History response holds (spec: Limits). */
const HISTORY_WINDOW = 1000;
/**
 * Most builds of one tag this client reads: far beyond any real tag (the busiest have tens of
 * thousands), and small enough that a server sending new full windows forever ends in an error
 * within seconds and a bounded amount of memory (README: Security).
 */
const MAX_HISTORY_RECORDS = 200_000;
// Path segment `_<vendor>` of the Tag History API.
const HISTORY_VENDOR = 'chainguard';
/** The registry's public namespace: the same org name for every public image (spec: Tag History, rule 1). */
const PUBLIC_ORG = 'chainguard';
const tokenSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .looseObject */ ._H3({ token: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1) }).or(zod__WEBPACK_IMPORTED_MODULE_3__/* .looseObject */ ._H3({ access_token: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1) }).transform((b) => ({ token: b.access_token })));
const historySchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    history: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .looseObject */ ._H3({
        updateTimestamp: _platform_schemas__WEBPACK_IMPORTED_MODULE_2__/* .timestampSchema */ .yo,
        digest: _platform_schemas__WEBPACK_IMPORTED_MODULE_2__/* .digestSchema */ .er,
    }))
        .default([]),
});
/** Container tools reach loopback registries over plain http; every other host over https. */
function registryBaseUrl(registry) {
    const host = registry.replace(/:\d+$/, '');
    const plain = host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
    return `${plain ? 'http' : 'https'}://${registry}`;
}
/** The registry token endpoint and the Tag History API. */
class RegistryClient {
    options;
    base;
    constructor(options) {
        this.options = options;
        this.base = registryBaseUrl(options.registry);
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
        const path = `${this.base}/v2/${org}/${image}/_${HISTORY_VENDOR}/history/${encodeURIComponent(tag)}`;
        const label = `GET ${this.options.registry}/v2/${org}/${image}/_${HISTORY_VENDOR}/history/${tag}`;
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
                body = await this.options.http.json(url, { headers, schema: historySchema, label });
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
            if (body.history.length < HISTORY_WINDOW)
                break;
            if (records.length >= MAX_HISTORY_RECORDS) {
                throw (0,_http_api_error__WEBPACK_IMPORTED_MODULE_0__/* .conditionError */ .OG)('HISTORY_TOO_LONG', `${label}: the history goes on past ${MAX_HISTORY_RECORDS} builds (the most this client reads); stopped`, label);
            }
            if (added === 0) {
                throw (0,_http_api_error__WEBPACK_IMPORTED_MODULE_0__/* .conditionError */ .OG)('HISTORY_WINDOW_STUCK', `${label}: ${HISTORY_WINDOW} records share the time ${start}; the window cannot move past them`, label);
            }
            start = records[records.length - 1].updateTimestamp;
        }
        // Oldest first, as the spec promises; stable for records with the same time.
        return records.sort((a, b) => Date.parse(a.updateTimestamp) - Date.parse(b.updateTimestamp));
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
