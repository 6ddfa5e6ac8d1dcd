export const id = 823;
export const ids = [823];
export const modules = {

/***/ 1204:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  githubTokenAudience: () => (/* binding */ githubTokenAudience),
  platformAudience: () => (/* binding */ platformAudience),
  resolveCredentials: () => (/* binding */ resolveCredentials)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 17 modules
var core = __webpack_require__(8298);
// EXTERNAL MODULE: ./src/config.ts
var src_config = __webpack_require__(2973);
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
        throw new src_config/* InputError */.dz('token', 'is empty: the Platform API needs a bearer token; set token (an identity token for the Platform API audience) or identity (GitHub OIDC exchange, needs permissions id-token: write)');
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
const claimsSchema = schemas/* looseObject */._H3({ iss: schemas/* string */.YjP().optional(), sub: schemas/* string */.YjP().optional(), aud: schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* array */.YOg(schemas/* string */.YjP())]).optional() });
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
        const body = await http.json(url, { headers: { authorization: `Bearer ${req.idToken}` }, schema: exchangeSchema, label });
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
    const presented = claims?.sub ? ` This workflow's token carries issuer ${claims.iss ?? '(none)'} and subject "${claims.sub}".` : '';
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
    const mask = options.mask ?? core/* setSecret */.Pq;
    const needApi = config.identity !== '' && config.token === '';
    const needRegistry = config.identity !== '' && config.registryToken === '' && config.registryUsername === '';
    let filled = config;
    if (needApi || needRegistry) {
        const idToken = await requestGitHubIdToken(githubTokenAudience(config.issuerUrl), options.getIdToken ?? core/* getIDToken */.V9, options.env ?? process.env);
        mask(idToken);
        const exchange = async (audience) => {
            const token = await exchangeIdentityToken(http, { issuerUrl: config.issuerUrl, identity: config.identity, audience, idToken });
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
    // The Basic header is a credential in its own right: masked in case any layer ever prints it.
    if (credentials.registry.kind === 'basic') {
        mask(Buffer.from(`${credentials.registry.username}:${credentials.registry.password}`).toString('base64'));
    }
    return credentials;
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
