export const id = 469;
export const ids = [469];
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

/***/ 1469:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  HttpClient: () => (/* binding */ HttpClient)
});

// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(4371);
// EXTERNAL MODULE: ./src/http/api-error.ts
var api_error = __webpack_require__(2247);
;// CONCATENATED MODULE: ./src/http/retry.ts
// Backoff policy: pure, so tests can check it without sleeping.
const DEFAULT_RETRY_POLICY = {
    maxAttempts: 4,
    baseDelayMs: 250,
    maxDelayMs: 8_000,
    maxRetryAfterMs: 60_000,
};
/** Exponential backoff with full jitter (AWS architecture blog): spreads retries of many clients. */
function backoffDelay(attempt, policy, random) {
    const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
    return Math.round(random() * ceiling);
}
/** Retry-After is either delta-seconds or an HTTP date (RFC 9110 10.2.3). Undefined when absent or unreadable. */
function parseRetryAfter(value, now) {
    if (value === undefined)
        return undefined;
    const trimmed = value.trim();
    if (/^\d+$/.test(trimmed))
        return Number(trimmed) * 1000;
    const date = Date.parse(trimmed);
    if (Number.isNaN(date))
        return undefined;
    return Math.max(0, date - now);
}

;// CONCATENATED MODULE: ./src/http/client.ts



// Codes undici and Node give to failures where no (complete) answer arrived.
const NETWORK_ERROR_CODES = new Set([
    'ECONNRESET',
    'ECONNREFUSED',
    'EPIPE',
    'ETIMEDOUT',
    'EAI_AGAIN',
    'UND_ERR_SOCKET',
    'UND_ERR_CLOSED',
    'UND_ERR_CONNECT_TIMEOUT',
    'UND_ERR_HEADERS_TIMEOUT',
    'UND_ERR_BODY_TIMEOUT',
    'UND_ERR_RES_CONTENT_LENGTH_MISMATCH',
]);
const IDEMPOTENT = new Set(['GET', 'DELETE']);
/**
 * The one HTTP layer: keep-alive connections, a timeout per try, retries with backoff on
 * 429/502/503/504 and connection failures (honouring Retry-After), AIP-193 error decoding,
 * and zod validation of every JSON body.
 */
class HttpClient {
    stats = { requests: 0, retries: 0 };
    agent;
    timeoutMs;
    policy;
    userAgent;
    random;
    constructor(options = {}) {
        this.timeoutMs = options.timeoutMs ?? 30_000;
        this.policy = { ...DEFAULT_RETRY_POLICY, ...options.retry };
        this.userAgent = options.userAgent ?? 'image-check';
        this.random = options.random ?? Math.random;
        this.agent = new undici/* Agent */.g6({ keepAliveTimeout: 10_000, connections: 64, connect: { timeout: this.timeoutMs } });
    }
    async json(url, req) {
        const method = req.method ?? 'GET';
        const label = req.label ?? `${method} ${url.pathname}`;
        const text = await this.send(url, method, label, req);
        if (text === '' && method === 'DELETE')
            return req.schema.parse({});
        let body;
        try {
            body = JSON.parse(text);
        }
        catch {
            throw (0,api_error/* invalidResponse */.Ff)(label, `the body is not JSON (${text.length} bytes, starts with ${JSON.stringify(text.slice(0, 40))})`);
        }
        const parsed = req.schema.safeParse(body);
        if (!parsed.success)
            throw (0,api_error/* invalidResponse */.Ff)(label, (0,api_error/* describeZodError */.Vk)(parsed.error));
        return parsed.data;
    }
    async close() {
        await this.agent.close();
    }
    /** Sends with retries; resolves with the body text of a 2xx answer, throws ApiError otherwise. */
    async send(url, method, label, req) {
        const headers = { accept: 'application/json', 'user-agent': this.userAgent, ...req.headers };
        let payload;
        if (req.body !== undefined) {
            payload = JSON.stringify(req.body);
            headers['content-type'] = 'application/json';
        }
        for (let attempt = 1;; attempt++) {
            let failure;
            let retryAfterMs;
            try {
                this.stats.requests++;
                const answer = await this.once(url, method, headers, payload);
                if (answer.status >= 200 && answer.status < 300)
                    return answer.text;
                failure = (0,api_error/* decodeErrorResponse */.Q$)(answer.status, answer.text, label);
                retryAfterMs = parseRetryAfter(answer.retryAfter, Date.now());
            }
            catch (error) {
                failure = networkError(error, label, this.timeoutMs);
                // A POST that may have reached the server is not sent twice.
                if (!IDEMPOTENT.has(method) && failure.reason !== 'CONNECTION_REFUSED')
                    throw failure;
            }
            if (!failure.retryable || attempt >= this.policy.maxAttempts)
                throw exhausted(failure, attempt);
            if (retryAfterMs !== undefined && retryAfterMs > this.policy.maxRetryAfterMs) {
                throw new api_error/* ApiError */.hD({
                    ...failure,
                    message: `${failure.message} (the server asked to retry after ${Math.round(retryAfterMs / 1000)} s, longer than the ${this.policy.maxRetryAfterMs / 1000} s this client waits)`,
                    fieldViolations: failure.fieldViolations,
                });
            }
            this.stats.retries++;
            await sleep(retryAfterMs ?? backoffDelay(attempt, this.policy, this.random));
        }
    }
    async once(url, method, headers, body) {
        const signal = AbortSignal.timeout(this.timeoutMs);
        const res = await (0,undici/* request */.Em)(url, { method: method, headers, body, dispatcher: this.agent, signal });
        const text = await res.body.text();
        const retryAfter = res.headers['retry-after'];
        return { status: res.statusCode, text, retryAfter: Array.isArray(retryAfter) ? retryAfter[0] : retryAfter };
    }
}
function networkError(error, label, timeoutMs) {
    const err = error;
    if (err.name === 'TimeoutError' || err.code === 'UND_ERR_HEADERS_TIMEOUT' || err.code === 'UND_ERR_BODY_TIMEOUT') {
        return new api_error/* ApiError */.hD({ status: 0, code: 0, reason: 'TIMEOUT', message: `${label} got no answer within ${timeoutMs} ms`, request: label, retryable: true });
    }
    const code = err.code ?? err.cause?.code;
    if (code === 'ECONNREFUSED') {
        return new api_error/* ApiError */.hD({ status: 0, code: 0, reason: 'CONNECTION_REFUSED', message: `${label}: connection refused`, request: label, retryable: true });
    }
    if (code !== undefined && NETWORK_ERROR_CODES.has(code)) {
        return new api_error/* ApiError */.hD({ status: 0, code: 0, reason: 'CONNECTION_FAILED', message: `${label}: connection failed (${code})`, request: label, retryable: true });
    }
    return new api_error/* ApiError */.hD({ status: 0, code: 0, reason: 'CONNECTION_FAILED', message: `${label}: ${err.message ?? String(error)}`, request: label, retryable: false });
}
function exhausted(failure, attempts) {
    if (attempts <= 1 || !failure.retryable)
        return failure;
    return new api_error/* ApiError */.hD({
        ...failure,
        message: `${failure.message} (gave up after ${attempts} tries)`,
        fieldViolations: failure.fieldViolations,
        preconditionViolations: failure.preconditionViolations,
    });
}
function sleep(ms) {
    return new Promise((resolve) => setTimeout(resolve, ms));
}


/***/ })

};
