export const id = 16;
export const ids = [16,415];
export const modules = {

/***/ 8956:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ toResultError),
/* harmony export */   n: () => (/* binding */ assess)
/* harmony export */ });
/* harmony import */ var _http_api_error__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2247);

function toResultError(error) {
    if (error instanceof _http_api_error__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD)
        return { code: error.code || error.status, reason: error.reason, message: error.message };
    const message = error instanceof Error ? error.message : String(error);
    return { code: 0, reason: 'INTERNAL', message };
}
/**
 * The verdict for one reference from what the services said. Pure. A result is `ok` only when
 * every look-up it needs succeeded; what is known (deprecated, advisories) is kept even when
 * another look-up failed, so an end-of-life tag still shows next to the error.
 */
function assess(target, gathered, options) {
    const errors = [];
    const result = {
        ref: target.ref,
        registry: target.registry,
        org: target.org,
        image: target.image,
        tag: target.tag,
        pinnedDigest: target.pinnedDigest,
        digest: null,
        status: 'ok',
        deprecated: false,
        lastUpdate: null,
        buildsBehind: null,
        behindSince: null,
        advisories: [],
        locations: target.locations,
        error: null,
    };
    if (gathered.tags.ok) {
        const tag = gathered.tags.value.find((t) => t.name === target.tag);
        if (tag)
            result.deprecated = tag.deprecated;
        else
            errors.push({ code: 404, reason: 'TAG_NOT_FOUND', message: `tag "${target.tag}" does not exist in ${target.registry}/${target.org}/${target.image}` });
    }
    else {
        errors.push(toResultError(gathered.tags.error));
    }
    if (gathered.advisories.ok)
        result.advisories = summarizeAdvisories(gathered.advisories.value, target.image);
    else
        errors.push(toResultError(gathered.advisories.error));
    if (gathered.history.ok) {
        const history = gathered.history.value;
        const newest = history[history.length - 1];
        if (newest) {
            result.digest = newest.digest;
            result.lastUpdate = newest.updateTimestamp;
            const pin = placePin(target, history);
            if ('error' in pin)
                errors.push(pin.error);
            else
                ({ buildsBehind: result.buildsBehind, behindSince: result.behindSince } = pin);
        }
        else if (!errors.some((e) => e.reason === 'TAG_NOT_FOUND')) {
            errors.push({ code: 404, reason: 'EMPTY_HISTORY', message: `the registry has no builds of ${target.registry}/${target.org}/${target.image}:${target.tag}` });
        }
    }
    else if (!errors.some((e) => e.reason === 'TAG_NOT_FOUND')) {
        // A tag the listing does not know fails its history too; one message is enough.
        errors.push(toResultError(gathered.history.error));
    }
    result.error = mergeErrors(errors);
    result.status = statusOf(result, options);
    return result;
}
/** Where a pinned digest sits in its tag's history: builds after it, and since when. */
function placePin(target, history) {
    if (!target.pinnedDigest)
        return { buildsBehind: 0, behindSince: null };
    const index = history.findIndex((r) => r.digest === target.pinnedDigest);
    if (index < 0) {
        return {
            error: {
                code: 404,
                reason: 'DIGEST_NOT_IN_HISTORY',
                message: `pinned digest ${target.pinnedDigest} was never a build of ${target.registry}/${target.org}/${target.image}:${target.tag} (${history.length} builds since ${history[0].updateTimestamp})`,
            },
        };
    }
    const next = history[index + 1];
    return { buildsBehind: history.length - 1 - index, behindSince: next ? next.updateTimestamp : null };
}
function statusOf(result, options) {
    if (result.error)
        return 'error';
    if (result.deprecated)
        return 'eol';
    if (result.behindSince && options.now.getTime() - Date.parse(result.behindSince) > options.maxAgeMs)
        return 'stale';
    return 'ok';
}
function summarizeAdvisories(advisories, image) {
    const seen = new Set();
    return advisories
        .filter((a) => a.artifactName === image && !seen.has(a.advisoryId) && seen.add(a.advisoryId))
        .map(({ advisoryId, artifactName, updateTime }) => ({ advisoryId, artifactName, updateTime }));
}
function mergeErrors(errors) {
    const [first, ...rest] = errors;
    if (!first)
        return null;
    if (rest.length === 0)
        return first;
    return { ...first, message: `${first.message}; also: ${rest.map((e) => e.message).join('; ')}` };
}


/***/ }),

/***/ 5635:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   checkTargets: () => (/* binding */ checkTargets)
/* harmony export */ });
/* harmony import */ var _assess__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8956);
/* harmony import */ var _lookups__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(415);


function settle(promise) {
    return promise.then((value) => ({ ok: true, value }), (error) => ({ ok: false, error }));
}
/**
 * Checks every target; one target's failure is its `error` result and the others go on.
 * Each target's three chains (repo -> tags, token -> history, advisories) run in parallel.
 * Every target starts at once and waits for its look-ups; the look-ups are what is bounded
 * (`concurrency` calls at once). Bounding targets instead left slots idle: a target waiting
 * for a look-up another target had started held its slot while sending nothing.
 */
async function checkTargets(targets, clients, options) {
    const lookups = (clients instanceof _lookups__WEBPACK_IMPORTED_MODULE_1__.Lookups ? clients : new _lookups__WEBPACK_IMPORTED_MODULE_1__.Lookups(clients)).limit(options.concurrency);
    return Promise.all(targets.map(async (target) => {
        const [tags, history, advisories] = await Promise.all([
            settle(lookups.tags(target.org, target.image)),
            settle(lookups.history(target.org, target.image, target.tag)),
            settle(lookups.advisories(target.image)),
        ]);
        return (0,_assess__WEBPACK_IMPORTED_MODULE_0__/* .assess */ .n)(target, { tags, history, advisories }, options);
    }));
}


/***/ }),

/***/ 415:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lookups: () => (/* binding */ Lookups)
/* harmony export */ });
/**
 * Every look-up once: references to the same repo (org and image) share one repo look-up and one tag listing,
 * the same image one advisory query and one registry token, the same tag one history fetch.
 * Promises are cached, so concurrent callers wait for the same request.
 *
 * `limit(n)` bounds the service calls running at once. A call sends its requests one after
 * another (pages, history windows), so n is also the most requests in flight. Waiting calls go
 * by what waits on them: repo look-ups and registry tokens first (tag listings and histories
 * wait on them), then tag listings and histories, then advisory queries (nothing waits on them),
 * so the slots stay full to the end instead of ending on a chain started late.
 */
class Lookups {
    cache = new Map();
    clients;
    slots = new Slots();
    /** `clients` may be a function: then it is called on the first look-up only (credentials are resolved lazily). */
    constructor(clients) {
        this.clients = typeof clients === 'function' ? clients : () => Promise.resolve(clients);
    }
    /** At most `concurrency` service calls at once (unbounded until set). */
    limit(concurrency) {
        this.slots.size = Math.max(1, concurrency);
        return this;
    }
    tags(org, image) {
        return this.once(`tags:${org}/${image}`, async () => {
            const repo = await this.repo(org, image);
            const { platform } = await this.clients();
            return this.slots.run(FOLLOW_UP, () => platform.listTags(repo.uid));
        });
    }
    advisories(image) {
        return this.once(`advisories:${image}`, async () => {
            const { platform } = await this.clients();
            return this.slots.run(LEAF, () => platform.listAdvisories(image));
        });
    }
    history(org, image, tag) {
        return this.once(`history:${org}/${image}:${tag}`, async () => {
            const token = await this.token(org, image);
            const { registry } = await this.clients();
            return this.slots.run(FOLLOW_UP, () => registry.history(org, image, tag, token));
        });
    }
    repo(org, image) {
        return this.once(`repo:${org}/${image}`, async () => {
            const { platform } = await this.clients();
            return this.slots.run(UNLOCKS, () => platform.findRepo(org, image));
        });
    }
    token(org, image) {
        return this.once(`token:${org}/${image}`, async () => {
            const { registry } = await this.clients();
            return this.slots.run(UNLOCKS, () => registry.token(org, image));
        });
    }
    once(key, load) {
        let pending = this.cache.get(key);
        if (!pending) {
            pending = load();
            // Callers handle the rejection; this keeps an unawaited shared promise from crashing the process.
            pending.catch(() => undefined);
            this.cache.set(key, pending);
        }
        return pending;
    }
}
/** Priorities of waiting calls, highest first. */
const UNLOCKS = 2;
const FOLLOW_UP = 1;
const LEAF = 0;
/** A counting semaphore whose waiters are served by priority, then in arrival order. */
class Slots {
    size = Number.POSITIVE_INFINITY;
    active = 0;
    waiting = [[], [], []];
    async run(priority, call) {
        if (this.active >= this.size)
            await new Promise((resolve) => this.waiting[priority].push(resolve));
        else
            this.active++;
        try {
            return await call();
        }
        finally {
            // The slot passes straight to the next waiter, if any: `active` stays the same then.
            const next = this.waiting[UNLOCKS].shift() ?? this.waiting[FOLLOW_UP].shift() ?? this.waiting[LEAF].shift();
            if (next)
                next();
            else
                this.active--;
        }
    }
}


/***/ }),

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


/***/ })

};
