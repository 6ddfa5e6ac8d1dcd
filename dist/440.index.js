export const id = 440;
export const ids = [440];
export const modules = {

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


/***/ })

};
