export const id = 599;
export const ids = [599];
export const modules = {

/***/ 96584:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ CallGate),
/* harmony export */   Q: () => (/* binding */ createOctokit)
/* harmony export */ });
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(11758);
/* harmony import */ var _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(49735);
/* harmony import */ var _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(64475);
/* harmony import */ var bottleneck_light_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(63251);
/* harmony import */ var bottleneck_light_js__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(bottleneck_light_js__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var p_queue__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(19052);
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83916);
/* harmony import */ var _http_deadline__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(52378);
/* harmony import */ var _http_retry__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(28902);
/* harmony import */ var _rate_stop__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(86);
// The one GitHub client of a run: @actions/github's Octokit with the retry and throttling
// plugins, a limit per try and the run's deadline. The shell builds it once (createGitHub in
// session.ts) and passes it down; every GitHub call of the run goes through it.









/**
 * A caller's own rules over its calls on the run's client (the organization's reads: their own
 * deadline and rate-limit stop), given per call as `request: { gate }`.
 */
class CallGate {
    rules;
    constructor(rules) {
        this.rules = rules;
    }
}
/** The gate a call carries, if any (Octokit's request options take any key). */
const callGateOf = (request) => request?.gate instanceof CallGate ? request.gate : null;
// The plugin's list, 409 (GitHub's definite "conflict": an empty repository's commits) and 429:
// GitHub's secondary limit, which the throttling plugin waits out for its retry-after (the retry
// plugin would send it again after its own backoff, sooner than GitHub said).
const DO_NOT_RETRY = [400, 401, 403, 404, 409, 410, 422, 429, 451];
/**
 * `@actions/github`'s Octokit (proxy aware), with `@octokit/plugin-retry` (5xx and no answer,
 * backoff) and `@octokit/plugin-throttling` (GitHub's rate limits, 403 and 429, and their
 * Retry-After). Ours on top: a limit per try and the run's deadline, which neither plugin has, and
 * a limit not waited out said as RateLimited.
 */
function createOctokit({ token, baseUrl, timeoutMs = 30_000, retry, signal, maxConcurrent, }) {
    const policy = { ..._http_retry__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_RETRY_POLICY */ .cO, ...retry };
    const deadlineAt = (0,_http_deadline__WEBPACK_IMPORTED_MODULE_3__/* .deadlineAtOf */ .ZS)(signal);
    // Each call's limit not waited out, keyed by its options (the throttling plugin hands its handlers the call's own).
    const declined = new WeakMap();
    // A rate limit is waited out only when its wait ends before the deadlines, and within the client's (or the gate's) rule.
    const onLimit = (kind) => (retryAfter, options, _octokit, retryCount) => {
        const gate = callGateOf(options.request)?.rules;
        const why = signal?.aborted || gate?.signal?.aborted
            ? "past the run's timeout"
            : (0,_rate_stop__WEBPACK_IMPORTED_MODULE_5__/* .whyNotWaited */ ._t)(retryAfter, {
                now: Date.now(),
                deadlineAt,
                maxWaitMs: policy.maxRetryAfterMs,
                tries: retryCount + 1,
                maxTries: policy.maxAttempts,
                ...(gate?.mayWait ? { mayWait: gate.mayWait } : {}),
            });
        if (why !== null)
            declined.set(options, { kind, seconds: retryAfter, why });
        return why === null;
    };
    const octokit = (0,_actions_github__WEBPACK_IMPORTED_MODULE_0__/* .getOctokit */ .Q)(token, {
        baseUrl,
        userAgent: 'image-check',
        retry: { retries: policy.maxAttempts - 1, retryAfterBaseValue: policy.baseDelayMs, doNotRetry: DO_NOT_RETRY },
        throttle: {
            onRateLimit: onLimit('primary'),
            onSecondaryRateLimit: onLimit('secondary'),
            ...readsGroup(maxConcurrent),
        },
        // Octokit's default logger writes to the console; nothing here may print outside the shell's logger.
        log: { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined },
    }, _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_6__/* .retry */ .L, _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_7__/* .throttling */ .A);
    const slots = maxConcurrent === undefined ? null : new p_queue__WEBPACK_IMPORTED_MODULE_8__/* ["default"] */ .Ay({ concurrency: Math.max(1, maxConcurrent) });
    wrapTries(octokit, { timeoutMs, runSignal: signal, slots, origin: new URL(baseUrl).origin, declined });
    return octokit;
}
/**
 * With a limit of its own, the client's reads are not limited by the throttling plugin's group
 * (shared by every client of the process, ten at once) but by `slots` around each try: a
 * Bottleneck slot is handed on through several timer turns, which left a fifth of the slots
 * empty. Writes, searches and the plugin's rate-limit waits keep the plugin's own groups.
 */
function readsGroup(maxConcurrent) {
    if (maxConcurrent === undefined)
        return {};
    return { global: new (bottleneck_light_js__WEBPACK_IMPORTED_MODULE_1___default().Group)({ id: 'image-check-reads', maxConcurrent: null }) };
}
/**
 * Registered after the plugins, so it wraps them: each try gets its own time limit, the run's
 * deadline ends the call (a try, or a wait between tries) with an error of its own, and a rate
 * limit the throttling plugin did not wait out ends it as RateLimited.
 */
function wrapTries(octokit, { timeoutMs, runSignal, slots, origin, declined, }) {
    octokit.hook.wrap('request', async (request, options) => {
        const { signal: callSignal, refuse, onAnswer } = callGateOf(options.request)?.rules ?? {};
        const deadlines = [runSignal, callSignal].filter((s) => s !== undefined);
        const signal = deadlines.length > 1 ? AbortSignal.any(deadlines) : deadlines[0];
        const what = `GitHub API ${options.method} ${String(options.url)}`;
        const stopped = () => new _errors__WEBPACK_IMPORTED_MODULE_2__/* .GitHubCallError */ ._6(`${what}: not finished, ${(0,_http_deadline__WEBPACK_IMPORTED_MODULE_3__/* .deadlineReason */ .Xp)(signal)}`);
        if (signal?.aborted)
            throw stopped();
        const baseFetch = (options.request?.fetch ?? globalThis.fetch);
        const tryOnce = async (url, init) => {
            if (signal?.aborted)
                throw abortError(stopped().message);
            // The token goes to GitHub's API only, whatever address an answer (a Link header) names.
            if (new URL(url).origin !== origin)
                throw abortError(`${what}: not sent, ${new URL(url).origin} is not ${origin}`);
            const refused = refuse?.();
            if (refused)
                throw abortError(refused.message);
            const perTry = AbortSignal.timeout(timeoutMs);
            try {
                const response = await baseFetch(url, { ...init, signal: signal ? AbortSignal.any([perTry, signal]) : perTry });
                onAnswer?.(response.status, response.headers);
                // In a slot, the answer is read whole before the slot is given back.
                return slots ? await readWhole(response) : response;
            }
            catch (error) {
                // Aborted by the deadline: not retried (Octokit passes an AbortError through as is).
                if (signal?.aborted)
                    throw abortError(stopped().message);
                // No answer in time: a plain error, which Octokit makes a status-500 failure the retry plugin retries.
                if (perTry.aborted)
                    throw new _errors__WEBPACK_IMPORTED_MODULE_2__/* .NoAnswer */ .W_(`${what} got no answer within ${timeoutMs} ms`);
                throw error;
            }
        };
        const priority = Number(options.request?.priority ?? 0);
        // Changed in place: the hooks below this one were bound to this object and ignore a new one.
        options.request = {
            ...options.request,
            fetch: (url, init) => slots ? slots.add(() => tryOnce(url, init), { priority }) : tryOnce(url, init),
        };
        const call = Promise.resolve(request(options));
        // Past the deadline nobody awaits the call: its late failure must not be an unhandled rejection.
        call.catch(() => undefined);
        const deadline = signal ? untilAborted(signal, stopped) : null;
        try {
            return await (deadline ? Promise.race([call, deadline.promise]) : call);
        }
        catch (error) {
            if (signal?.aborted)
                throw stopped();
            if (error instanceof Error && error.cause instanceof _errors__WEBPACK_IMPORTED_MODULE_2__/* .NoAnswer */ .W_)
                throw new _errors__WEBPACK_IMPORTED_MODULE_2__/* .GitHubCallError */ ._6(error.message);
            // A rate limit not waited out: RateLimited, never a refusal of the token (its 403 is not "may not write").
            throw (0,_rate_stop__WEBPACK_IMPORTED_MODULE_5__/* .rateLimitedOf */ .Ii)(error, declined.get(options), options.method) ?? error;
        }
        finally {
            deadline?.dispose();
        }
    });
}
/** A response whose body is read: the same status, headers, address and bytes. */
async function readWhole(response) {
    const empty = response.body === null || [204, 205, 304].includes(response.status);
    const whole = new Response(empty ? null : await response.arrayBuffer(), {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
    });
    Object.defineProperty(whole, 'url', { value: response.url });
    return whole;
}
/** An error Octokit passes through untouched (it retries nothing named AbortError). */
function abortError(message) {
    return Object.assign(new Error(message), { name: 'AbortError' });
}
/** A promise that rejects when `signal` fires (a retry plugin's wait cannot be cut short otherwise). */
function untilAborted(signal, error) {
    let onAbort = () => undefined;
    const promise = new Promise((_, reject) => {
        onAbort = () => reject(error());
        signal.addEventListener('abort', onAbort, { once: true });
    });
    return { promise, dispose: () => signal.removeEventListener('abort', onAbort) };
}


/***/ }),

/***/ 86:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ii: () => (/* binding */ rateLimitedOf),
/* harmony export */   LF: () => (/* binding */ limitOf),
/* harmony export */   _t: () => (/* binding */ whyNotWaited),
/* harmony export */   p$: () => (/* binding */ spentPastDeadline)
/* harmony export */ });
/* harmony import */ var _octokit_request_error__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(31015);
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
// GitHub's rate limits as the run's client decides on them: whether a wait GitHub asks for is
// waited out (whyNotWaited), and the RateLimited error a call ends with when it is not, worded
// from GitHub's headers (a 403/429 with `x-ratelimit-remaining: 0` is the primary limit; one
// with `retry-after`, or a 429, a secondary limit) or from what the throttling plugin saw.


/** Why a rate limit asking for `seconds` is not waited out; null: it is (never a retry before the time GitHub gave). */
function whyNotWaited(seconds, rules) {
    if (rules.tries >= rules.maxTries)
        return `still limited after ${rules.tries} tries`;
    if (rules.now + seconds * 1000 >= rules.deadlineAt)
        return "past the run's timeout";
    if (rules.mayWait)
        return rules.mayWait(seconds) ? null : "past the run's timeout";
    return seconds * 1000 > rules.maxWaitMs ? `longer than the ${rules.maxWaitMs / 1000} s this client waits` : null;
}
/**
 * A 403/429 refusal that is a rate limit, as RateLimited (saying what GitHub asked for, why it was
 * not waited out, and that the call's request was not read or written); null for any other error.
 */
function rateLimitedOf(error, declined, method) {
    if (!(error instanceof _octokit_request_error__WEBPACK_IMPORTED_MODULE_1__/* .RequestError */ .G) || (error.status !== 403 && error.status !== 429))
        return null;
    const headers = error.response?.headers ?? {};
    const kind = headers['x-ratelimit-remaining'] === '0'
        ? 'primary'
        : headers['retry-after'] !== undefined || error.status === 429
            ? 'secondary'
            : declined?.kind;
    if (kind === undefined)
        return null;
    const seconds = headers['retry-after'] ?? declined?.seconds;
    const asked = kind === 'primary'
        ? primaryText(Number(headers['x-ratelimit-reset']))
        : seconds === undefined
            ? 'GitHub answered with a secondary rate limit'
            : `GitHub asked to wait ${seconds} s (a secondary rate limit)`;
    const done = method === 'GET' || method === 'HEAD' ? 'read' : 'written';
    return new _errors__WEBPACK_IMPORTED_MODULE_0__/* .RateLimited */ .JH(`${asked}${declined ? `, ${declined.why}` : ''}; not ${done}`);
}
/** The scan's stop: a RateLimited call ends every later call of the scan (`stop`); any other error is itself. */
function limitOf(error, stop) {
    if (error instanceof _errors__WEBPACK_IMPORTED_MODULE_0__/* .RateLimited */ .JH)
        stop(error);
    return error;
}
const primaryText = (reset) => `GitHub's rate limit for the token is spent until ${Number.isFinite(reset) && reset > 0 ? new Date(reset * 1000).toISOString() : 'its reset'}`;
/**
 * An answer saying the token's limit is spent until after the deadline, seen as it arrives: the
 * calls waiting for a slot are then not sent (the throttling plugin waits out an earlier reset).
 */
function spentPastDeadline(status, headers, deadlineAt) {
    if ((status !== 403 && status !== 429) || headers.get('x-ratelimit-remaining') !== '0')
        return null;
    const reset = Number(headers.get('x-ratelimit-reset'));
    if (Number.isFinite(reset) && reset > 0 && reset * 1000 < deadlineAt)
        return null;
    const past = Number.isFinite(deadlineAt) ? ", past the run's timeout" : '';
    return new _errors__WEBPACK_IMPORTED_MODULE_0__/* .RateLimited */ .JH(`${primaryText(reset)}${past}; not read`);
}


/***/ }),

/***/ 87599:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createGitHub: () => (/* binding */ createGitHub),
/* harmony export */   httpStatus: () => (/* binding */ httpStatus),
/* harmony export */   refusedToToken: () => (/* binding */ refusedToToken),
/* harmony export */   splitRepository: () => (/* binding */ splitRepository)
/* harmony export */ });
/* harmony import */ var _octokit_request_error__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(31015);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9691);
/* harmony import */ var _client__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(96584);
// The run's GitHub: one client and what every caller asks of it the same way (who the token
// writes as, asked once; what an error answer means; an `owner/repo` in its parts).



/** The run's GitHub over a new client (the shells call this once a run). */
function createGitHub(options) {
    return gitHubOver((0,_client__WEBPACK_IMPORTED_MODULE_0__/* .createOctokit */ .Q)(options));
}
/** The run's GitHub over a client already made. */
function gitHubOver(octokit) {
    let viewer;
    return {
        octokit,
        viewer() {
            viewer ??= octokit.rest.users.getAuthenticated().then(({ data }) => ({ login: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ login: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() }).parse(data).login }), (error) => {
                const status = httpStatus(error);
                if (status !== undefined && status !== 401 && status >= 400 && status < 500)
                    return { app: true };
                throw error;
            });
            return viewer;
        },
    };
}
/** The HTTP status GitHub answered, or undefined when the call got no answer (or is not a GitHub call). */
function httpStatus(error) {
    return error instanceof _octokit_request_error__WEBPACK_IMPORTED_MODULE_2__/* .RequestError */ .G ? error.status : undefined;
}
/**
 * Whether GitHub refused the token (403: "Resource not accessible by integration": it may not
 * write there) or hid the thing from it (404: GitHub hides what a token may not touch).
 */
function refusedToToken(error) {
    return error instanceof _octokit_request_error__WEBPACK_IMPORTED_MODULE_2__/* .RequestError */ .G && (error.status === 403 || error.status === 404);
}
/** `owner/repo` in its two parts ('' for a part that is missing). */
function splitRepository(full) {
    const [owner = '', repo = ''] = full.split('/');
    return { owner, repo };
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
