export const id = 329;
export const ids = [329];
export const modules = {

/***/ 73329:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HttpClient: () => (/* binding */ HttpClient)
/* harmony export */ });
/* harmony import */ var undici__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(24371);
/* harmony import */ var _api_error__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(32247);
/* harmony import */ var _deadline__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(52378);
/* harmony import */ var _retry__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(28902);




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
    signal;
    constructor(options = {}) {
        this.timeoutMs = options.timeoutMs ?? 30_000;
        this.policy = { ..._retry__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_RETRY_POLICY */ .cO, ...options.retry };
        this.userAgent = options.userAgent ?? 'image-check';
        this.random = options.random ?? Math.random;
        this.signal = options.signal;
        this.agent = new undici__WEBPACK_IMPORTED_MODULE_0__/* .Agent */ .g6({ keepAliveTimeout: 10_000, connections: 64, connect: { timeout: this.timeoutMs } });
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
            throw (0,_api_error__WEBPACK_IMPORTED_MODULE_1__/* .invalidResponse */ .Ff)(label, `the body is not JSON (${text.length} bytes, starts with ${JSON.stringify(text.slice(0, 40))})`);
        }
        const parsed = req.schema.safeParse(body);
        if (!parsed.success)
            throw (0,_api_error__WEBPACK_IMPORTED_MODULE_1__/* .invalidResponse */ .Ff)(label, (0,_api_error__WEBPACK_IMPORTED_MODULE_1__/* .describeZodError */ .Vk)(parsed.error));
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
            if (this.signal?.aborted)
                throw (0,_api_error__WEBPACK_IMPORTED_MODULE_1__/* .deadlineError */ .$f)(label, this.signal);
            try {
                this.stats.requests++;
                const answer = await this.once(url, method, headers, payload);
                if (answer.status >= 200 && answer.status < 300)
                    return answer.text;
                failure = (0,_api_error__WEBPACK_IMPORTED_MODULE_1__/* .decodeErrorResponse */ .Q$)(answer.status, answer.text, label);
                retryAfterMs = (0,_retry__WEBPACK_IMPORTED_MODULE_2__/* .parseRetryAfter */ .mu)(answer.retryAfter, Date.now());
            }
            catch (error) {
                if (this.signal?.aborted)
                    throw (0,_api_error__WEBPACK_IMPORTED_MODULE_1__/* .deadlineError */ .$f)(label, this.signal);
                failure = networkError(error, label, this.timeoutMs, url);
                // A POST that may have reached the server is not sent twice.
                if (!IDEMPOTENT.has(method) && failure.reason !== 'CONNECTION_REFUSED')
                    throw failure;
            }
            if (!failure.retryable || attempt >= this.policy.maxAttempts)
                throw exhausted(failure, attempt);
            if (retryAfterMs !== undefined && retryAfterMs > this.policy.maxRetryAfterMs) {
                throw new _api_error__WEBPACK_IMPORTED_MODULE_1__/* .ApiError */ .hD({
                    ...failure,
                    message: `${failure.message} (the server asked to retry after ${Math.round(retryAfterMs / 1000)} s, longer than the ${this.policy.maxRetryAfterMs / 1000} s this client waits)`,
                    fieldViolations: failure.fieldViolations,
                });
            }
            this.stats.retries++;
            await (0,_deadline__WEBPACK_IMPORTED_MODULE_3__/* .sleep */ .yy)(retryAfterMs ?? (0,_retry__WEBPACK_IMPORTED_MODULE_2__/* .backoffDelay */ .EY)(attempt, this.policy, this.random), this.signal);
        }
    }
    async once(url, method, headers, body) {
        const perTry = AbortSignal.timeout(this.timeoutMs);
        const signal = this.signal ? AbortSignal.any([perTry, this.signal]) : perTry;
        const res = await (0,undici__WEBPACK_IMPORTED_MODULE_0__/* .request */ .Em)(url, { method: method, headers, body, dispatcher: this.agent, signal });
        const text = await res.body.text();
        const retryAfter = res.headers['retry-after'];
        return { status: res.statusCode, text, retryAfter: Array.isArray(retryAfter) ? retryAfter[0] : retryAfter };
    }
}
/** No answer: the message names the host asked, so a wrong URL input shows. */
function networkError(error, bare, timeoutMs, url) {
    const label = bare.includes(url.host) ? bare : `${bare} (${url.host})`;
    const err = error;
    if (err.name === 'TimeoutError' || err.code === 'UND_ERR_HEADERS_TIMEOUT' || err.code === 'UND_ERR_BODY_TIMEOUT') {
        return new _api_error__WEBPACK_IMPORTED_MODULE_1__/* .ApiError */ .hD({ status: 0, code: 0, reason: 'TIMEOUT', message: `${label} got no answer within ${timeoutMs} ms`, request: label, retryable: true });
    }
    const code = err.code ?? err.cause?.code;
    if (code === 'ECONNREFUSED') {
        return new _api_error__WEBPACK_IMPORTED_MODULE_1__/* .ApiError */ .hD({ status: 0, code: 0, reason: 'CONNECTION_REFUSED', message: `${label}: connection refused`, request: label, retryable: true });
    }
    if (code !== undefined && NETWORK_ERROR_CODES.has(code)) {
        return new _api_error__WEBPACK_IMPORTED_MODULE_1__/* .ApiError */ .hD({ status: 0, code: 0, reason: 'CONNECTION_FAILED', message: `${label}: connection failed (${code})`, request: label, retryable: true });
    }
    return new _api_error__WEBPACK_IMPORTED_MODULE_1__/* .ApiError */ .hD({ status: 0, code: 0, reason: 'CONNECTION_FAILED', message: `${label}: ${err.message ?? String(error)}`, request: label, retryable: false });
}
function exhausted(failure, attempts) {
    if (attempts <= 1 || !failure.retryable)
        return failure;
    return new _api_error__WEBPACK_IMPORTED_MODULE_1__/* .ApiError */ .hD({
        ...failure,
        message: `${failure.message} (gave up after ${attempts} tries)`,
        fieldViolations: failure.fieldViolations,
        preconditionViolations: failure.preconditionViolations,
    });
}


/***/ }),

/***/ 28902:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EY: () => (/* binding */ backoffDelay),
/* harmony export */   cO: () => (/* binding */ DEFAULT_RETRY_POLICY),
/* harmony export */   mu: () => (/* binding */ parseRetryAfter)
/* harmony export */ });
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


/***/ })

};
