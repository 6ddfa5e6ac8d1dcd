export const id = 440;
export const ids = [440];
export const modules = {

/***/ 57187:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   YW: () => (/* binding */ HISTORY_VENDOR),
/* harmony export */   eW: () => (/* binding */ HISTORY_WINDOW),
/* harmony export */   mO: () => (/* binding */ registryBaseUrl)
/* harmony export */ });
// Where the registry and its Tag History API are, shared by the client (./client) and the
// backwards walk (./history-walk) without either importing the other.
/** Most records one Tag History response holds (spec: Limits). */
const HISTORY_WINDOW = 1000;
// Path segment `_<vendor>` of the Tag History API.
const HISTORY_VENDOR = 'chainguard';
/** Container tools reach loopback registries over plain http; every other host over https. */
function registryBaseUrl(registry) {
    const host = registry.replace(/:\d+$/, '');
    const plain = host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
    return `${plain ? 'http' : 'https'}://${registry}`;
}


/***/ }),

/***/ 32440:
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
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(38816);
/* harmony import */ var _http_api_error__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(32247);
/* harmony import */ var _auth_secrets__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(88767);
/* harmony import */ var _address__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(57187);
/* harmony import */ var _history_schema__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(77079);
/* harmony import */ var _history_walk__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(50489);







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


/***/ }),

/***/ 77079:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ historyResponseSchema)
/* harmony export */ });
/* unused harmony export historyProblem */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38816);

const DIGEST = /^sha256:[0-9a-f]{64}$/;
const RFC3339 = /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d{1,9})?([Zz]|[+-]\d{2}:\d{2})$/;
/** Why `value` is not a list of history records (where, and what), or null when it is. */
function historyProblem(value) {
    if (!Array.isArray(value))
        return { path: [], message: 'must be an array' };
    for (let i = 0; i < value.length; i++) {
        const r = value[i];
        if (typeof r !== 'object' || r === null)
            return { path: [i], message: 'must be an object' };
        const { updateTimestamp, digest } = r;
        if (typeof updateTimestamp !== 'string' || !RFC3339.test(updateTimestamp) || Number.isNaN(Date.parse(updateTimestamp)))
            return { path: [i, 'updateTimestamp'], message: 'must be an RFC 3339 timestamp' };
        if (typeof digest !== 'string' || !DIGEST.test(digest))
            return { path: [i, 'digest'], message: 'must be sha256:<64 lowercase hex>' };
    }
    return null;
}
/** `{ history: [...] }`, an absent list being empty; built once, shared by every request. */
const historyResponseSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    history: zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J()
        .optional()
        .superRefine((value, ctx) => {
        const problem = value === undefined ? null : historyProblem(value);
        if (problem)
            ctx.addIssue({ code: 'custom', message: problem.message, path: problem.path });
    }),
})
    .transform((body) => ({ history: (body.history ?? []) }));


/***/ }),

/***/ 50489:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S6: () => (/* binding */ walkHistory),
/* harmony export */   VQ: () => (/* binding */ walkOfRecords)
/* harmony export */ });
/* unused harmony exports FIRST_WINDOW_MS, MAX_HISTORY_RECORDS, MAX_HISTORY_REQUESTS */
/* harmony import */ var _http_api_error__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(32247);
/* harmony import */ var _address__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(57187);
/* harmony import */ var _history_schema__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77079);



// Where a pinned digest sits in its tag's history, read from the newest build backwards in time
// and only as far as the pin, as a stream: what is kept is what the answer needs (the newest
// build, a count of builds, the pin's place and the time of the build after it), never the
// records themselves, so memory does not grow with the length of the history.
//
// Tag History (spec: Tag History endpoint, Limits): `start` and `end` bound the records' times,
// records come oldest first, at most 1 000 per response. The emulator (and this walk) take both
// bounds as inclusive. So:
// - windows go back in time: [S1, open), then [S2, S1], then [S3, S2] ... Each window shares its
//   lower bound with the next one's upper bound, so a record exactly at a bound comes back twice
//   and is counted once (by digest; a digest is unique per build). No clock precision is assumed:
//   records whose times carry sub-millisecond digits are still in one window or the other.
// - a window that comes back full (1 000 records) may be cut: the response holds its oldest
//   1 000. The rest of that window is read forward from the newest time seen (start inclusive,
//   again counted once by digest), so no request is wasted.
// - the window's length follows the build rate seen so far, aiming at WINDOW_TARGET records; two
//   empty windows in a row (a gap, or the start of the history) are followed by one that is open
//   towards the past (no `start`), which reaches the first build.
// Records with the same time keep the server's order (oldest first), as the full walk does.
/** Records a window aims at: below HISTORY_WINDOW, so a window usually comes back whole. */
const WINDOW_TARGET = 950;
/** Length of the first window (ms): 45 days of daily builds, or 540 builds every 2 hours. */
const FIRST_WINDOW_MS = 45 * 24 * 3_600_000;
/** The walk gives up after this many records or requests without finding the pin: HISTORY_LIMIT. */
const MAX_HISTORY_RECORDS = 1_000_000;
const MAX_HISTORY_REQUESTS = 2_000;
const pick = (r) => ({ updateTimestamp: r.updateTimestamp, digest: r.digest });
function inOrder(records) {
    for (let i = 1; i < records.length; i++)
        if (Date.parse(records[i].updateTimestamp) < Date.parse(records[i - 1].updateTimestamp))
            return false;
    return true;
}
async function walkHistory(req) {
    const base = (0,_address__WEBPACK_IMPORTED_MODULE_2__/* .registryBaseUrl */ .mO)(req.registry);
    const path = `${base}/v2/${req.org}/${req.image}/_${_address__WEBPACK_IMPORTED_MODULE_2__/* .HISTORY_VENDOR */ .YW}/history/${encodeURIComponent(req.tag)}`;
    const label = `GET ${req.registry}/v2/${req.org}/${req.image}/_${_address__WEBPACK_IMPORTED_MODULE_2__/* .HISTORY_VENDOR */ .YW}/history/${req.tag}`;
    const headers = { authorization: `Bearer ${req.token}` };
    const maxRecords = req.maxRecords ?? MAX_HISTORY_RECORDS;
    const maxRequests = req.maxRequests ?? MAX_HISTORY_REQUESTS;
    const stats = { requests: 0, records: 0, watched: false };
    const fetchWindow = async (start, end) => {
        if (stats.requests >= maxRequests || stats.records >= maxRecords) {
            throw new _http_api_error__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD({
                status: 200,
                code: 0,
                reason: 'HISTORY_LIMIT',
                message: `${label}: read ${stats.records} builds in ${stats.requests} requests without finding ${req.pin ?? 'the newest build'}; the walk stops at ${maxRecords} builds or ${maxRequests} requests`,
                request: label,
            });
        }
        const url = new URL(path);
        if (start !== undefined)
            url.searchParams.set('start', start);
        if (end !== undefined)
            url.searchParams.set('end', end);
        stats.requests++;
        const body = await req.http.json(url, { headers, schema: _history_schema__WEBPACK_IMPORTED_MODULE_1__/* .historyResponseSchema */ .R, label });
        return body.history;
    };
    /**
     * Reads the window [start, end] whole: one request, more when it comes back full. `skip`
     * holds digests already counted at `end` (the previous window's lower bound).
     */
    const readWindow = async (start, end, skip) => {
        const read = { count: 0, first: null, last: null, pinIndex: -1, pin: null, afterPin: null, atStart: new Set() };
        const startMs = start === undefined ? -Infinity : Date.parse(start);
        const endMs = end === undefined ? Infinity : Date.parse(end);
        let from = start;
        // Digests at `from` already taken in this window (a forward step repeats them).
        let atFrom = new Set();
        for (;;) {
            const page = await fetchWindow(from, end);
            const fromMs = from === undefined ? -Infinity : Date.parse(from);
            // Oldest first as the spec promises; sorted here (stable) only when not, so a server that
            // does not keep the order cannot misplace the pin. No copy per record otherwise: a long
            // walk's memory is its garbage.
            const records = inOrder(page) ? page : [...page].sort((a, b) => Date.parse(a.updateTimestamp) - Date.parse(b.updateTimestamp));
            let fresh = 0;
            let lastMs = fromMs;
            const nextAtFrom = new Set();
            for (const r of records) {
                const t = Date.parse(r.updateTimestamp);
                // Outside the asked bounds: an overlap the server should not send.
                if (t < fromMs || t < startMs || t > endMs)
                    continue;
                if (t === fromMs && atFrom.has(r.digest))
                    continue;
                if (t === endMs && skip.has(r.digest))
                    continue;
                if (r.digest === req.watch)
                    stats.watched = true;
                if (read.pin && !read.afterPin)
                    read.afterPin = pick(r);
                if (req.pin !== null && r.digest === req.pin && !read.pin) {
                    read.pin = pick(r);
                    read.pinIndex = read.count;
                }
                read.first ??= pick(r);
                read.last = r;
                if (t === startMs)
                    read.atStart.add(r.digest);
                if (t > lastMs)
                    nextAtFrom.clear();
                nextAtFrom.add(r.digest);
                lastMs = t;
                read.count++;
                fresh++;
            }
            stats.records += fresh;
            if (page.length < _address__WEBPACK_IMPORTED_MODULE_2__/* .HISTORY_WINDOW */ .eW) {
                if (read.last)
                    read.last = pick(read.last);
                return read;
            }
            if (fresh === 0) {
                throw new _http_api_error__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD({ status: 200, code: 0, reason: 'HISTORY_WINDOW_STUCK', message: `${label}: ${_address__WEBPACK_IMPORTED_MODULE_2__/* .HISTORY_WINDOW */ .eW} records share the time ${from}; the window cannot move past them`, request: label });
            }
            // Cut at 1 000: the rest of the window, forward from the newest time seen.
            if (lastMs === fromMs)
                for (const d of atFrom)
                    nextAtFrom.add(d);
            atFrom = nextAtFrom;
            from = read.last.updateTimestamp;
        }
    };
    const newer = { count: 0, oldest: null, newest: null };
    let span = req.firstWindowMs ?? FIRST_WINDOW_MS;
    const anchorMs = req.newestHint !== undefined && !Number.isNaN(Date.parse(req.newestHint)) ? Date.parse(req.newestHint) : Date.now();
    // The first window is open towards the future: a build newer than the hint is still seen.
    let end;
    let startMs = anchorMs - span;
    let skip = new Set();
    let openPast = false;
    let empties = 0;
    for (;;) {
        const start = openPast ? undefined : new Date(startMs).toISOString();
        const window = await readWindow(start, end, skip);
        if (window.count > 0) {
            newer.newest ??= window.last;
            if (req.pin === null)
                return { kind: 'newest', newest: newer.newest, ...stats };
            if (window.pin) {
                return {
                    kind: 'placed',
                    newest: newer.newest,
                    pin: window.pin,
                    buildsBehind: newer.count + (window.count - 1 - window.pinIndex),
                    behindSince: (window.afterPin ?? newer.oldest)?.updateTimestamp ?? null,
                    ...stats,
                };
            }
            newer.count += window.count;
            newer.oldest = window.first;
        }
        if (openPast) {
            // The window reached the first build: the whole history is read.
            if (!newer.newest)
                return { kind: 'empty', ...stats };
            if (req.pin === null)
                return { kind: 'newest', newest: newer.newest, ...stats };
            return { kind: 'absent', newest: newer.newest, builds: newer.count, oldest: newer.oldest.updateTimestamp, ...stats };
        }
        // Next window: older, as long as the build rate seen says WINDOW_TARGET builds take. An
        // empty one is followed by one 16 times as long, a second empty one by one open towards the
        // past: a long gap, or nothing older (that request says which).
        if (window.count === 0) {
            empties++;
            span *= 16;
            if (empties >= 2 || startMs - span < 0)
                openPast = true;
        }
        else {
            empties = 0;
            span = Math.max(1_000, Math.round(span * Math.min(16, Math.max(1 / 16, WINDOW_TARGET / window.count))));
        }
        end = start;
        skip = window.atStart;
        startMs = startMs - span;
    }
}
/**
 * What the walk would find, from a whole history already read (oldest first): for service
 * clients that read histories whole (the PR comment's, tests' clients). Pure.
 */
function walkOfRecords(history, pin, watch) {
    const stats = { requests: 0, records: history.length, watched: watch !== undefined && history.some((r) => r.digest === watch) };
    const newest = history.at(-1);
    if (!newest)
        return { kind: 'empty', ...stats };
    if (pin === null)
        return { kind: 'newest', newest, ...stats };
    const index = history.findIndex((r) => r.digest === pin);
    if (index < 0)
        return { kind: 'absent', newest, builds: history.length, oldest: history[0].updateTimestamp, ...stats };
    return { kind: 'placed', newest, pin: history[index], buildsBehind: history.length - 1 - index, behindSince: history[index + 1]?.updateTimestamp ?? null, ...stats };
}


/***/ })

};
