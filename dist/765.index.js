export const id = 765;
export const ids = [765,440];
export const modules = {

/***/ 2247:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ff: () => (/* binding */ invalidResponse),
/* harmony export */   Q$: () => (/* binding */ decodeErrorResponse),
/* harmony export */   Vk: () => (/* binding */ describeZodError),
/* harmony export */   hD: () => (/* binding */ ApiError)
/* harmony export */ });
/* unused harmony export isRetryableStatus */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8816);

// gRPC status names by code (AIP-193 `code` is in the gRPC status space).
const GRPC_CODE_NAMES = {
    1: 'CANCELLED',
    2: 'UNKNOWN',
    3: 'INVALID_ARGUMENT',
    4: 'DEADLINE_EXCEEDED',
    5: 'NOT_FOUND',
    6: 'ALREADY_EXISTS',
    7: 'PERMISSION_DENIED',
    8: 'RESOURCE_EXHAUSTED',
    9: 'FAILED_PRECONDITION',
    10: 'ABORTED',
    11: 'OUT_OF_RANGE',
    12: 'UNIMPLEMENTED',
    13: 'INTERNAL',
    14: 'UNAVAILABLE',
    15: 'DATA_LOSS',
    16: 'UNAUTHENTICATED',
};
// Used when the body carries no reason: the HTTP status still says what kind of failure it was.
const HTTP_REASONS = {
    400: 'INVALID_ARGUMENT',
    401: 'UNAUTHENTICATED',
    403: 'PERMISSION_DENIED',
    404: 'NOT_FOUND',
    409: 'ALREADY_EXISTS',
    429: 'RESOURCE_EXHAUSTED',
    500: 'INTERNAL',
    501: 'UNIMPLEMENTED',
    502: 'UNAVAILABLE',
    503: 'UNAVAILABLE',
    504: 'DEADLINE_EXCEEDED',
};
/** The one error type of every client: what failed, why (machine-readable), and the details. */
class ApiError extends Error {
    status;
    code;
    reason;
    domain;
    fieldViolations;
    preconditionViolations;
    resourceInfo;
    request;
    retryable;
    constructor(init) {
        super(init.message);
        this.name = 'ApiError';
        this.status = init.status;
        this.code = init.code;
        this.reason = init.reason;
        this.domain = init.domain;
        this.fieldViolations = init.fieldViolations ?? [];
        this.preconditionViolations = init.preconditionViolations ?? [];
        this.resourceInfo = init.resourceInfo;
        this.request = init.request;
        this.retryable = init.retryable ?? false;
    }
}
const detailSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ '@type': zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() });
const aipBodySchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    error: zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J().optional(),
    code: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().optional(),
    message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    details: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(detailSchema).optional(),
});
const errorInfoSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ reason: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(), domain: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional() });
const badRequestSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    fieldViolations: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ field: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), description: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().default('') })).default([]),
});
const preconditionSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    violations: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ type: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), description: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().default(''), subject: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional() }))
        .default([]),
});
const resourceInfoSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    resourceType: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    resourceName: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    description: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
});
// OCI distribution errors, as registries answer: {errors: [{code, message}]}.
const ociBodySchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    errors: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ code: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional() })).min(1),
});
/** The detail type name from a type URL: "type.googleapis.com/google.rpc.BadRequest" -> "BadRequest". */
function detailType(typeUrl) {
    return typeUrl.slice(typeUrl.lastIndexOf('.') + 1);
}
function statusText(status) {
    return HTTP_REASONS[status] ?? `HTTP_${status}`;
}
/** Decodes an error response (AIP-193, OCI, or anything else) into one ApiError. */
function decodeErrorResponse(status, bodyText, request) {
    const retryable = isRetryableStatus(status);
    let json;
    try {
        json = JSON.parse(bodyText);
    }
    catch {
        const snippet = bodyText.replace(/\s+/g, ' ').trim().slice(0, 120);
        return new ApiError({
            status,
            code: status,
            reason: statusText(status),
            message: `${request} answered HTTP ${status}${snippet ? ` with a non-JSON body: ${snippet}` : ''}`,
            request,
            retryable,
        });
    }
    const oci = ociBodySchema.safeParse(json);
    if (oci.success) {
        const first = oci.data.errors[0];
        return new ApiError({
            status,
            code: status,
            reason: first.code,
            message: `${request} answered HTTP ${status}: ${first.message ?? first.code}`,
            request,
            retryable,
        });
    }
    const aip = aipBodySchema.safeParse(json);
    if (!aip.success || (aip.data.code === undefined && aip.data.message === undefined)) {
        return new ApiError({
            status,
            code: status,
            reason: statusText(status),
            message: `${request} answered HTTP ${status}`,
            request,
            retryable,
        });
    }
    const body = aip.data;
    let reason;
    let domain;
    const fieldViolations = [];
    const preconditionViolations = [];
    let resourceInfo;
    for (const detail of body.details ?? []) {
        switch (detailType(detail['@type'])) {
            case 'ErrorInfo': {
                const info = errorInfoSchema.safeParse(detail);
                if (info.success)
                    ({ reason, domain } = info.data);
                break;
            }
            case 'BadRequest': {
                const bad = badRequestSchema.safeParse(detail);
                if (bad.success)
                    fieldViolations.push(...bad.data.fieldViolations);
                break;
            }
            case 'PreconditionFailure': {
                const pre = preconditionSchema.safeParse(detail);
                if (pre.success)
                    preconditionViolations.push(...pre.data.violations.map(({ type, description }) => ({ type, description })));
                break;
            }
            case 'ResourceInfo': {
                const res = resourceInfoSchema.safeParse(detail);
                if (res.success)
                    resourceInfo = res.data;
                break;
            }
        }
    }
    const code = body.code ?? status;
    return new ApiError({
        status,
        code,
        reason: reason ?? GRPC_CODE_NAMES[code] ?? statusText(status),
        message: body.message ?? `${request} answered HTTP ${status}`,
        domain,
        fieldViolations,
        preconditionViolations,
        resourceInfo,
        request,
        retryable,
    });
}
function isRetryableStatus(status) {
    return status === 429 || status === 502 || status === 503 || status === 504;
}
/** A response that arrived but is not what the contract promises: names the field that broke. */
function invalidResponse(request, problem) {
    return new ApiError({ status: 200, code: 0, reason: 'INVALID_RESPONSE', message: `${request} returned an unexpected response: ${problem}`, request });
}
/** Turns zod issues into "tags[3].digest: expected string" lines. */
function describeZodError(error) {
    return error.issues
        .slice(0, 3)
        .map((issue) => `${issue.path.length ? formatPath(issue.path) : '(body)'}: ${issue.message}`)
        .join('; ');
}
function formatPath(path) {
    return path.reduce((out, part) => (typeof part === 'number' ? `${out}[${part}]` : out ? `${out}.${String(part)}` : String(part)), '');
}


/***/ }),

/***/ 4765:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  PlatformClient: () => (/* binding */ PlatformClient)
});

// EXTERNAL MODULE: ./src/http/api-error.ts
var api_error = __webpack_require__(2247);
// EXTERNAL MODULE: ./src/registry/client.ts
var client = __webpack_require__(2440);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 17 modules
var schemas = __webpack_require__(8816);
;// CONCATENATED MODULE: ./src/platform/list.ts


const MAX_PAGE_SIZE = 200;
const MAX_PAGES = 10_000;
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
    for (let page = 0; page < MAX_PAGES; page++) {
        const url = new URL(req.url);
        url.searchParams.set('page_size', String(pageSize));
        if (token)
            url.searchParams.set('page_token', token);
        if (skip !== undefined)
            url.searchParams.set('skip', String(skip));
        const label = `GET ${req.url.pathname}`;
        const body = await req.http.json(url, { headers: req.headers, schema, label });
        const items = body[req.key] ?? [];
        const fresh = items.filter((item) => !seenIds.has(req.idOf(item)));
        const restarted = (token !== undefined || skip !== undefined) && items.length > 0 && fresh.length < items.length;
        for (const item of fresh) {
            seenIds.add(req.idOf(item));
            yield item;
        }
        if (restarted) {
            // A resumed page (skip, no token) that brings nothing new means skip is not honoured:
            // resuming again would loop, so stop.
            if (token === undefined && fresh.length === 0) {
                throw new api_error/* ApiError */.hD({ status: 200, code: 0, reason: 'PAGE_TOKEN_RESTART', message: `${label} restarted from the first page (expired page token) and did not honour skip=${skip}; stopped to avoid a loop`, request: label });
            }
            // Continue where we were, without the expired token.
            token = undefined;
            skip = seenIds.size;
            continue;
        }
        const next = body.nextPageToken;
        if (!next)
            return;
        if (seenTokens.has(next)) {
            throw new api_error/* ApiError */.hD({ status: 200, code: 0, reason: 'PAGE_TOKEN_LOOP', message: `${label} returned a page token it had returned before; stopped to avoid a loop`, request: label });
        }
        seenTokens.add(next);
        token = next;
        skip = undefined;
    }
    throw new api_error/* ApiError */.hD({ status: 200, code: 0, reason: 'PAGE_LIMIT', message: `GET ${req.url.pathname} returned more than ${MAX_PAGES} pages`, request: `GET ${req.url.pathname}` });
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
     * The repo of `<org>/<name>`. Repos carry no organization name, so the org picks the scope:
     * the public org's images live outside the user's group (look them up unscoped, and drop the
     * org's own copies of the same name under `group`); any other org is the user's own, scoped
     * to `group` when it is set. Several matches left cannot be told apart: a clear error.
     */
    async findRepo(org, name) {
        const { group } = this.options;
        const isPublic = org === client.PUBLIC_ORG;
        const url = this.url('/registry/v2/repos');
        url.searchParams.set('name', name);
        if (group && !isPublic)
            url.searchParams.set('uidp.descendants_of', group);
        let repos = (await collect(this.list(url, 'repos', platform_schemas/* repoSchema */.MU, (r) => r.uid))).filter((r) => r.name === name);
        if (group && isPublic)
            repos = repos.filter((r) => !r.uid.startsWith(`${group}/`));
        const scope = group && !isPublic ? ` in group ${group}` : '';
        if (repos.length === 0) {
            throw new api_error/* ApiError */.hD({ status: 404, code: 5, reason: 'REPO_NOT_FOUND', message: `no repo named "${name}" (${org}/${name}) is visible to this token${scope}`, request: 'GET /registry/v2/repos' });
        }
        if (repos.length > 1) {
            const hint = group
                ? 'the group holds several repos of that name in its subgroups; set group to the exact organization'
                : 'set the group input to the organization group uid to choose one';
            throw new api_error/* ApiError */.hD({
                status: 200,
                code: 0,
                reason: 'AMBIGUOUS_REPO',
                message: `${repos.length} repos named "${name}" are visible to this token${scope} (${repos.map((r) => r.uid).join(', ')}): ${hint}`,
                request: 'GET /registry/v2/repos',
            });
        }
        return repos[0];
    }
    /** Every tag of a repo; end-of-life is the client-side `deprecated` flag (v2 has no EOL filter). */
    listTags(repoUid) {
        const url = this.url('/registry/v2/tags');
        url.searchParams.set('uidp.children_of', repoUid);
        return collect(this.list(url, 'tags', platform_schemas/* tagSchema */.c3, (t) => t.uid ?? t.name));
    }
    /** Every advisory listed for an image (artifact) name. */
    listAdvisories(image) {
        const url = this.url('/vulnerabilities/v2/advisories');
        url.searchParams.set('artifactNames', image);
        return collect(this.list(url, 'advisories', platform_schemas/* advisorySchema */.nv, (a) => a.uid));
    }
    list(url, key, item, idOf) {
        return listAll({ http: this.options.http, url, headers: this.headers, key, item, idOf });
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
/* harmony export */   nv: () => (/* binding */ advisorySchema)
/* harmony export */ });
/* unused harmony exports roleSchema, identitySchema, roleBindingSchema, emptySchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8816);

// Response shapes of the Platform API v2 (spec: "Resources and their fields"). Unknown fields
// are allowed (v2 is additive); the fields we rely on are checked.
const digestSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(/^sha256:[0-9a-f]{64}$/, 'must be sha256:<64 lowercase hex>');
const timestampSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().refine((s) => !Number.isNaN(Date.parse(s)), 'must be an RFC 3339 timestamp');
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
/* harmony export */   PUBLIC_ORG: () => (/* binding */ PUBLIC_ORG),
/* harmony export */   RegistryClient: () => (/* binding */ RegistryClient),
/* harmony export */   registryBaseUrl: () => (/* binding */ registryBaseUrl)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8816);
/* harmony import */ var _http_api_error__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2247);
/* harmony import */ var _platform_schemas__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2211);



/** Most records one Tag History response holds (spec: Limits). */
const HISTORY_WINDOW = 1000;
// Path segment `_<vendor>` of the Tag History API.
const HISTORY_VENDOR = 'chainguard';
/** The registry's public namespace: the same org name for every public image (spec: Tag History, rule 1). */
const PUBLIC_ORG = 'chainguard';
const tokenSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({ token: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1) }).or(zod__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({ access_token: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1) }).transform((b) => ({ token: b.access_token })));
const historySchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    history: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
        updateTimestamp: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().refine((s) => !Number.isNaN(Date.parse(s)), 'must be an ISO 8601 timestamp'),
        digest: _platform_schemas__WEBPACK_IMPORTED_MODULE_1__/* .digestSchema */ .er,
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
            return body.token;
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
            if (added === 0) {
                throw new _http_api_error__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD({ status: 200, code: 0, reason: 'HISTORY_WINDOW_STUCK', message: `${label}: ${HISTORY_WINDOW} records share the time ${start}; the window cannot move past them`, request: label });
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
