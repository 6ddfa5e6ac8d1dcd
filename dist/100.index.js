export const id = 100;
export const ids = [100];
export const modules = {

/***/ 89100:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  lookUp: () => (/* binding */ lookUp),
  openServices: () => (/* binding */ openServices)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(37067);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 15 modules
var schemas = __webpack_require__(9691);
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
        throw new errors/* GitHubIdTokenError */.My(MISSING_PERMISSION);
    }
    try {
        return await source(audience);
    }
    catch (error) {
        // A refusal by its status and reason only: the service's body may quote the request token.
        const detail = error instanceof errors/* ApiError */.hD && error.httpCode !== null
            ? refusalOf(error)
            : error instanceof Error
                ? error.message.replace(/\s+/g, ' ').trim()
                : String(error);
        // No cause: it would carry the body's text along.
        throw new errors/* GitHubIdTokenError */.My(`the runner did not hand out the workflow's GitHub OIDC token (audience ${audience}): ${detail}`);
    }
}
const claimsSchema = schemas/* looseObject */._H3({
    iss: schemas/* string */.YjP().optional(),
    sub: schemas/* string */.YjP().optional(),
    aud: schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* array */.YOg(schemas/* string */.YjP())]).optional(),
    // Any JSON: read as a number where it is one (a malformed exp is the service's to refuse).
    exp: schemas/* unknown */.L5J().optional(),
});
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
/**
 * A token service's refusal as `HTTP 400 Bad Request` (and its AIP-193 reason when it is one):
 * never the body's message, which a service may fill with the credential it was sent.
 */
function refusalOf(error) {
    const phrase = external_node_http_.STATUS_CODES[error.status] ?? 'error';
    const reason = /^[A-Z][A-Z0-9_]{0,62}$/.test(error.reason) ? error.reason : '';
    return `HTTP ${error.status} ${phrase}${reason && reason !== phrase ? ` (${reason})` : ''}`;
}

;// CONCATENATED MODULE: ./src/auth/ci-token.ts

const BASE64URL_PART = /^[A-Za-z0-9_-]+$/;
/** The token's `aud` claim as a list (a JWT may carry one audience or several). */
function audiencesOf(claims) {
    return claims.aud === undefined ? [] : Array.isArray(claims.aud) ? claims.aud : [claims.aud];
}
/**
 * Why the exchange service will refuse a CI's token, when that can be told before asking it: not
 * a JWT (three base64url parts, the middle one a JSON object), no https issuer, no audience (every
 * identity matches one), or expired. The message names the token by `source` and shows only the
 * claims that explain the problem, never the token or its signature.
 */
function handedTokenProblem(handed, now) {
    const parts = handed.token.split('.');
    const claims = readUnverifiedClaims(handed.token);
    if (parts.length !== 3 || !parts.every((p) => BASE64URL_PART.test(p)) || claims === undefined)
        return `${handed.source} does not hold a JWT (three base64url parts separated by dots): put the token itself in it, e.g. the value of your CI's OIDC token variable, not its name or a file path`;
    if (typeof claims.iss !== 'string' || !/^https:\/\/\S+$/.test(claims.iss))
        return `${handed.source} is a JWT without an https issuer (iss claim): it is not a CI's OIDC token`;
    if (audiencesOf(claims).length === 0)
        return `${handed.source} is a token of ${claims.iss} without an audience (aud claim): request it with the audience the identity accepts`;
    const { exp } = claims;
    if (typeof exp === 'number' && exp * 1000 <= now.getTime())
        return `${handed.source} expired at ${new Date(exp * 1000).toISOString()} (issuer ${claims.iss}): hand over the token of this job, requested when the job starts`;
    return undefined;
}

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
        throw new errors/* InputError */.dz('token', 'is empty: the Platform API needs a bearer token; set token (an identity token for the Platform API audience) or identity (GitHub OIDC exchange, needs permissions id-token: write)');
    }
    return { apiToken: config.token, registry: registryCredentials(config) };
}

;// CONCATENATED MODULE: ./src/auth/runner-id-token.ts

const answerSchema = schemas/* looseObject */._H3({ value: schemas/* string */.YjP().min(1) });
/**
 * The GitHub Actions runner's OIDC token service, asked as `core.getIDToken` asks it
 * (`GET $ACTIONS_ID_TOKEN_REQUEST_URL&audience=...` with the request token as Bearer). Not
 * `core.getIDToken` itself: it has no time limit (a hung service would outlast the `timeout`),
 * puts the service's error body in its message, and the CLI may not print workflow commands.
 * Whether the variables are set is checked first by requestGitHubIdToken; the request token is
 * registered as a secret before this is called (resolveCredentials).
 */
function runnerIdTokenSource(http, env) {
    return async (audience) => {
        const url = new URL(`${env.ACTIONS_ID_TOKEN_REQUEST_URL ?? ''}&audience=${encodeURIComponent(audience)}`);
        const body = await http.json(url, {
            headers: { authorization: `Bearer ${env.ACTIONS_ID_TOKEN_REQUEST_TOKEN ?? ''}` },
            schema: answerSchema,
            label: `GET ${url.host}${url.pathname} (GitHub OIDC token)`,
        });
        return body.value;
    };
}

// EXTERNAL MODULE: ./src/secrets.ts
var secrets = __webpack_require__(27194);
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
        const body = await http.json(url, {
            headers: { authorization: `Bearer ${req.idToken}` },
            schema: exchangeSchema,
            label,
        });
        return body.token;
    }
    catch (error) {
        throw explainExchangeRefusal(error, req);
    }
}
/**
 * A refused exchange almost always means the identity's claimMatch does not match this
 * workflow: name the subject the workflow's token carries, so the fix is one copy-paste. Any
 * answer of the service is reported by its status and reason, never its body, which may quote
 * the token it was sent.
 */
function explainExchangeRefusal(error, req) {
    if (!(error instanceof errors/* ApiError */.hD) || error.httpCode === null)
        return error;
    const refusal = refusalOf(error);
    const claims = readUnverifiedClaims(req.idToken);
    let message;
    if (error.status === 404)
        message = `the token exchange service answered ${refusal}: identity ${req.identity} was not found; check that identity ${req.identity} exists (image-check identity create prints its uid).${presentedBy(claims)}`;
    else if ([400, 401, 403].includes(error.status))
        message =
            claims?.iss !== undefined && claims.iss !== GITHUB_ACTIONS_ISSUER
                ? `the token exchange for identity ${req.identity} was refused: ${refusal}; ${otherCiFix(claims, req.issuerUrl)}`
                : `the token exchange for identity ${req.identity} was refused: ${refusal}; the identity's claimMatch must be issuer ${GITHUB_ACTIONS_ISSUER} and a subject (or subjectPattern) matching the one this workflow presents: push runs carry the ref, e.g. repo:<owner>/<name>:ref:refs/heads/main, pull_request runs repo:<owner>/<name>:pull_request (image-check identity create --events covers several).${presentedBy(claims)}`;
    else
        message = `the token exchange for identity ${req.identity} failed: ${refusal}`;
    return new errors/* ApiError */.hD({
        status: error.status,
        code: error.code,
        reason: error.reason,
        domain: error.domain,
        message,
        request: error.request,
        retryable: error.retryable,
    });
}
const presentedBy = (claims) => claims?.sub ? ` This workflow's token carries issuer ${claims.iss ?? '(none)'} and subject "${claims.sub}".` : '';
/**
 * Another CI's token: an identity matches its issuer, subject and audience, so the fix names
 * those three claims as the token carries them (claims are not secret; the signature is).
 */
function otherCiFix(claims, issuerUrl) {
    const audiences = audiencesOf(claims);
    return (`the identity's claimMatch must accept what this job's token carries: issuer ${claims.iss}, subject "${claims.sub ?? '(none)'}", ` +
        `audience ${audiences.join(', ') || '(none)'} (an identity created without an audience accepts ${new URL(issuerUrl).host} only). ` +
        'image-check identity create makes one: --issuer with --subject or --subject-pattern and --audience, or the ready forms --gitlab, --circleci, --buildkite, --bitbucket.');
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
 * Credentials for a run. With `identity`, the CI's OIDC token (the one handed over, else the
 * GitHub Actions workflow's) is exchanged for the
 * tokens that are missing: a Platform API token when `token` is empty, and a registry token when
 * neither `registry-token` nor a pull token is given (explicit credentials always win). Every
 * obtained token is masked before it is used; then the `credentialsFromInputs` rules apply.
 */
async function resolveCredentials(config, http, options = {}) {
    const registry = options.secrets ?? secrets/* secrets */.O3;
    // Every obtained token is scrubbed from service text (the registry), and given with its
    // encodings to `mask` when the caller has one of its own.
    const own = options.mask ? new secrets/* SecretRegistry */.ks(options.mask) : null;
    const mask = (secret) => {
        registry.add(secret);
        own?.add(secret);
    };
    const needApi = config.identity !== '' && config.token === '';
    const needRegistry = config.identity !== '' && config.registryToken === '' && config.registryUsername === '';
    let filled = config;
    if (needApi || needRegistry) {
        const idToken = await ciIdToken(config, http, options, mask);
        const exchange = async (audience) => {
            const token = await exchangeIdentityToken(http, {
                issuerUrl: config.issuerUrl,
                identity: config.identity,
                audience,
                idToken,
            });
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
    // Inputs too (main registered them with the runner; here their encodings join), and the Basic
    // header is a credential in its own right: `user:password` and its base64.
    if (credentials.apiToken)
        mask(credentials.apiToken);
    if (credentials.registry.kind === 'bearer')
        mask(credentials.registry.token);
    if (credentials.registry.kind === 'basic') {
        registry.addBasic(credentials.registry.username, credentials.registry.password);
        own?.addBasic(credentials.registry.username, credentials.registry.password);
    }
    return credentials;
}
/**
 * The OIDC token to exchange, registered as a secret before it leaves: the one the job handed
 * over (checked first, so a token the service must refuse is named without asking it), else the
 * GitHub Actions runner's, whose request token is a credential too.
 */
async function ciIdToken(config, http, options, mask) {
    if (options.idToken) {
        mask(options.idToken.token);
        const problem = handedTokenProblem(options.idToken, options.now ?? new Date());
        if (problem)
            throw new errors/* InputError */.dz('identity', problem);
        return options.idToken.token;
    }
    const env = options.env ?? {};
    if (env.ACTIONS_ID_TOKEN_REQUEST_TOKEN)
        mask(env.ACTIONS_ID_TOKEN_REQUEST_TOKEN);
    const idToken = await requestGitHubIdToken(githubTokenAudience(config.issuerUrl), options.getIdToken ?? runnerIdTokenSource(http, env), env);
    mask(idToken);
    return idToken;
}

// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(58500);
// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(46752);
// EXTERNAL MODULE: ./src/http/api-error.ts
var api_error = __webpack_require__(32247);
// EXTERNAL MODULE: ./src/http/deadline.ts
var deadline = __webpack_require__(52378);
// EXTERNAL MODULE: ./src/http/retry.ts
var retry = __webpack_require__(28902);
;// CONCATENATED MODULE: ./src/http/client.ts






/** The most bytes read of one answer: far above any page the spec allows; an endless body is cut here, not at the timeout. */
const MAX_BODY_BYTES = 32 * 1024 * 1024;
// Codes (Node's and undici's) of failures where no complete answer arrived: worth another try.
const NETWORK_ERROR_CODES = new Set([
    'ECONNRESET',
    'ECONNREFUSED',
    'EPIPE',
    'ETIMEDOUT',
    'EAI_AGAIN',
    'UND_ERR_SOCKET',
    'UND_ERR_CONNECT_TIMEOUT',
]);
const IDEMPOTENT = new Set(['GET', 'PUT', 'DELETE']);
/**
 * The one HTTP layer: undici keeps the connections (keep-alive, `connections` per host) and
 * bounds each body; this class adds a timeout per try, retries (./retry), AIP-193 error
 * decoding and zod validation of every JSON body.
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
        this.policy = { ...retry/* DEFAULT_RETRY_POLICY */.cO, ...options.retry };
        this.userAgent = options.userAgent ?? 'image-check';
        this.random = options.random ?? Math.random;
        this.signal = options.signal;
        this.agent = new undici.Agent({
            connections: options.connections ?? null,
            maxResponseSize: MAX_BODY_BYTES,
            // The per-try timer (once) bounds the whole exchange; undici's own timers would cut it sooner or differently.
            connectTimeout: this.timeoutMs,
            headersTimeout: 0,
            bodyTimeout: 0,
        });
    }
    async json(url, req) {
        return (await this.jsonWithHeaders(url, req)).body;
    }
    /** As `json`, with the answer's headers (a host's paging: GitLab's `x-next-page`). */
    async jsonWithHeaders(url, req) {
        const method = req.method ?? 'GET';
        const label = req.label ?? `${method} ${url.pathname}`;
        const { text, headers } = await this.send(url, method, label, req, async (body, headers) => ({
            text: await body.text(),
            headers,
        }));
        if (text === '' && method === 'DELETE')
            return { body: req.schema.parse({}), headers };
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
        return { body: parsed.data, headers };
    }
    /**
     * A GET whose 2xx body `req.read` takes as it arrives, nothing of it kept here; the same
     * timeout, retries, size bound and error answers as `json`.
     */
    async stream(url, req) {
        const label = req.label ?? `GET ${url.pathname}`;
        return this.send(url, 'GET', label, req, (body) => req.read(body, label));
    }
    /**
     * A GET whose 2xx body is read as bytes, at most `maxBytes` (a longer body, said or sent, is
     * refused before more is read), with the answer's headers: an OCI manifest or blob, whose digest
     * the caller checks against these bytes.
     */
    async bytes(url, req) {
        const label = req.label ?? `GET ${url.pathname}`;
        return this.send(url, 'GET', label, req, async (body, headers) => {
            const said = Number(headers['content-length'] ?? NaN);
            const tooLong = () => new errors/* BodyTooLarge */.KQ(label, req.maxBytes);
            if (said > req.maxBytes) {
                // Not read: the stream is ended here (its connection is not reused).
                await body[Symbol.asyncIterator]().return?.();
                throw tooLong();
            }
            const chunks = [];
            let length = 0;
            for await (const chunk of body) {
                length += chunk.length;
                if (length > req.maxBytes)
                    throw tooLong();
                chunks.push(Buffer.from(chunk));
            }
            return { bytes: Buffer.concat(chunks), headers };
        });
    }
    async close() {
        await this.agent.destroy();
    }
    /**
     * Sends with retries; resolves with what `read` makes of a 2xx body, throws ApiError otherwise. The
     * loop is ours, not undici's retry interceptor: that one shortens a long Retry-After instead of
     * refusing it, has no jitter, and spans all tries with one timeout and one abort.
     */
    async send(url, method, label, req, read) {
        const headers = {
            accept: 'application/json',
            'user-agent': this.userAgent,
            ...req.headers,
        };
        let payload;
        if (req.body !== undefined) {
            payload = JSON.stringify(req.body);
            headers['content-type'] = 'application/json';
        }
        for (let attempt = 1;; attempt++) {
            let failure;
            let retryAfterMs;
            if (this.signal?.aborted)
                throw (0,api_error/* deadlineError */.$f)(withHost(label, url), this.signal);
            try {
                this.stats.requests++;
                const answer = await this.once(url, method, headers, payload, read);
                if (answer.ok)
                    return answer.value;
                const answered = (0,api_error/* decodeErrorResponse */.Q$)(answer.status, answer.text, label);
                if (answer.status === 401)
                    answered.challenge = answer.challenge;
                failure = answered;
                retryAfterMs = (0,retry/* parseRetryAfter */.mu)(answer.retryAfter, Date.now());
            }
            catch (error) {
                if (this.signal?.aborted)
                    throw (0,api_error/* deadlineError */.$f)(withHost(label, url), this.signal);
                // The reader's verdict on a body (not JSON, against the schema) is final.
                if (error instanceof errors/* LookupError */.FN)
                    throw error;
                failure = networkError(error, label, this.timeoutMs, url);
                // A POST that may have reached the server is not sent twice.
                if (!IDEMPOTENT.has(method) && req.safe !== true && failure.reason !== 'CONNECTION_REFUSED')
                    throw failure;
            }
            // Only an answer or a failed connection is retried: a broken rule is not.
            if (!(failure instanceof errors/* ApiError */.hD) || !failure.retryable || attempt >= this.policy.maxAttempts)
                throw exhausted(failure, attempt);
            if (retryAfterMs !== undefined && retryAfterMs > this.policy.maxRetryAfterMs) {
                throw new errors/* ApiError */.hD({
                    ...failure,
                    message: `${failure.message} (the server asked to retry after ${Math.round(retryAfterMs / 1000)} s, longer than the ${this.policy.maxRetryAfterMs / 1000} s this client waits)`,
                    fieldViolations: failure.fieldViolations,
                });
            }
            this.stats.retries++;
            await (0,deadline/* sleep */.yy)(retryAfterMs ?? (0,retry/* backoffDelay */.EY)(attempt, this.policy, this.random), this.signal);
        }
    }
    /** One try: a 2xx body as `read` makes it, else the answer's status, text (undici drops a leading BOM), Retry-After and WWW-Authenticate. */
    async once(url, method, headers, body, read) {
        const controller = new AbortController();
        // One timer per try, cleared when the try ends: AbortSignal.timeout would stay armed until it fires.
        const timer = setTimeout(() => controller.abort(new DOMException(`no answer within ${this.timeoutMs} ms`, 'TimeoutError')), this.timeoutMs);
        const run = this.signal;
        const onRunAbort = () => controller.abort(run?.reason);
        run?.addEventListener('abort', onRunAbort, { once: true });
        try {
            // Origin and path only: a user and password written in the URL are never sent as Basic credentials.
            const response = await this.agent.request({
                origin: url.origin,
                path: `${url.pathname}${url.search}`,
                method,
                headers,
                body,
                signal: controller.signal,
            });
            const ok = response.statusCode >= 200 && response.statusCode < 300;
            const value = ok ? await read(response.body, firstValues(response.headers)) : undefined;
            const text = ok ? '' : await response.body.text();
            // undici marks the connection idle a macrotask after the body ends; a request sent sooner
            // (the next window of a walk) would open a second connection to the same host.
            await (0,promises_.setImmediate)();
            if (ok)
                return { ok, value: value };
            const retryAfter = response.headers['retry-after'];
            const challenge = response.headers['www-authenticate'];
            return {
                ok,
                status: response.statusCode,
                text,
                retryAfter: Array.isArray(retryAfter) ? retryAfter[0] : retryAfter,
                // `WWW-Authenticate` as sent (read for a 401 only).
                challenge: Array.isArray(challenge) ? challenge[0] : challenge,
            };
        }
        finally {
            clearTimeout(timer);
            run?.removeEventListener('abort', onRunAbort);
        }
    }
}
function firstValues(headers) {
    return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, Array.isArray(value) ? value[0] : value]));
}
/** A request's label with the host asked, so a wrong or hung service shows which URL input it is. */
function withHost(label, url) {
    return label.includes(url.host) ? label : `${label} (${url.host})`;
}
/** No answer: the message names the host asked, so a wrong URL input shows. */
function networkError(error, bare, timeoutMs, url) {
    const label = withHost(bare, url);
    const failed = (message, retryable, reason = 'CONNECTION_FAILED') => new errors/* ApiError */.hD({ status: 0, code: 0, reason, message: `${label}${message}`, request: label, retryable });
    if (error instanceof undici.errors.ResponseExceededMaxSizeError)
        return (0,api_error/* invalidResponse */.Ff)(label, `the body is over ${MAX_BODY_BYTES / 1024 / 1024} MiB; this client reads no more of one answer`);
    // The parser's error carries the bytes it could not read: none of them goes into the message.
    if (error instanceof undici.errors.HTTPParserError)
        return failed(': the answer is not HTTP/1.1', false);
    const err = error;
    if (err.name === 'TimeoutError')
        return failed(` got no answer within ${timeoutMs} ms`, true, 'TIMEOUT');
    const code = err.code ?? err.cause?.code;
    if (code === 'ECONNREFUSED')
        return failed(': connection refused', true, 'CONNECTION_REFUSED');
    if (code !== undefined && NETWORK_ERROR_CODES.has(code))
        return failed(`: connection failed (${code})`, true);
    return failed(`: ${err.message ?? String(error)}`, false);
}
function exhausted(failure, attempts) {
    if (attempts <= 1 || !failure.retryable || !(failure instanceof errors/* ApiError */.hD))
        return failure;
    return new errors/* ApiError */.hD({
        ...failure,
        message: `${failure.message} (gave up after ${attempts} tries)`,
        fieldViolations: failure.fieldViolations,
        preconditionViolations: failure.preconditionViolations,
    });
}

// EXTERNAL MODULE: ./src/model.ts
var model = __webpack_require__(10182);
// EXTERNAL MODULE: ./src/platform/list.ts
var list = __webpack_require__(45319);
// EXTERNAL MODULE: ./src/schemas.ts
var src_schemas = __webpack_require__(9011);
;// CONCATENATED MODULE: ./src/platform/schemas.ts


// Response shapes of the Platform API v2 (spec: "Resources and their fields"). Unknown fields
// are allowed (v2 is additive); the fields we rely on are checked. Tags and advisories, of which
// a run may hold tens of thousands, keep only those fields (z.object drops the others).
// Every optional field reads as the proto3 JSON mapping allows it to come (the vendor's protos):
// absent, or its zero value, or `null` (an unset message or timestamp): `unset` below.
/** An optional field: absent or `null` read as absent (undefined). */
const unset = (schema) => schemas/* preprocess */.vkY((v) => (v === null ? undefined : v), schema.optional());
/** An optional timestamp: absent, `null` or `""` (an unset value) read as absent. */
const optionalTimestamp = schemas/* preprocess */.vkY((v) => (v === '' || v === null ? undefined : v), src_schemas/* timestampSchema */.yo.optional());
/** An optional string: absent or `null` read as ''. */
const schemas_text = schemas/* string */.YjP()
    .nullish()
    .transform((v) => v ?? '');
const repoSchema = schemas/* looseObject */._H3({
    uid: schemas/* string */.YjP().min(1),
    name: schemas/* string */.YjP(),
    description: unset(schemas/* string */.YjP()),
    createTime: optionalTimestamp,
    updateTime: optionalTimestamp,
});
// No `uid`: a tag is known by its name within its repo.
const tagSchema = schemas/* object */.Ikc({
    name: schemas/* string */.YjP().min(1),
    digest: src_schemas/* digestSchema */.er,
    // proto3 JSON omits false booleans (or sends null for them).
    deprecated: schemas/* boolean */.zMY()
        .nullish()
        .transform((v) => v ?? false),
    updateTime: optionalTimestamp,
});
const advisorySchema = schemas/* object */.Ikc({
    uid: schemas/* string */.YjP().min(1),
    advisoryId: schemas/* string */.YjP().min(1),
    artifactName: schemas/* string */.YjP(),
    updateTime: src_schemas/* timestampSchema */.yo,
});
const roleSchema = schemas/* looseObject */._H3({
    uid: schemas/* string */.YjP().min(1),
    name: schemas_text,
    description: unset(schemas/* string */.YjP()),
});
const identitySchema = schemas/* looseObject */._H3({
    uid: schemas/* string */.YjP().min(1),
    name: schemas_text,
    description: unset(schemas/* string */.YjP()),
    claimMatch: unset(schemas/* looseObject */._H3({
        issuer: unset(schemas/* string */.YjP()),
        subject: unset(schemas/* string */.YjP()),
        subjectPattern: unset(schemas/* string */.YjP()),
        audience: unset(schemas/* string */.YjP()),
    })),
    createTime: optionalTimestamp,
});
const hydrated = schemas/* looseObject */._H3({ uid: schemas/* string */.YjP(), name: unset(schemas/* string */.YjP()), description: unset(schemas/* string */.YjP()) });
const roleBindingSchema = schemas/* looseObject */._H3({
    uid: schemas/* string */.YjP().min(1),
    identity: hydrated.extend({ subject: unset(schemas/* string */.YjP()), issuer: unset(schemas/* string */.YjP()) }),
    group: hydrated,
    role: hydrated,
    createTime: optionalTimestamp,
});
const emptySchema = schemas/* looseObject */._H3({});
// IAM v2 Group (groups.proto): an organization's root group is named as the organization.
const groupSchema = schemas/* looseObject */._H3({ uid: schemas/* string */.YjP().min(1), name: schemas/* string */.YjP().min(1) });
// IAM v2 AccountAssociation (account_associations.proto): only `chainguard.serviceBindings` is
// read (a service principal's name -> the UIDP of the identity it assumes: CATALOG_SYNCER, APKO_BUILDER).
const accountAssociationSchema = schemas/* looseObject */._H3({
    uid: schemas/* string */.YjP().optional(),
    chainguard: schemas/* looseObject */._H3({ serviceBindings: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP()).nullish() }).nullish(),
});

;// CONCATENATED MODULE: ./src/platform/advisories-batch.ts


// Advisories for many images in one query: `artifactNames` is a list filter (spec:
// Vulnerabilities), sent as the key repeated (`?artifactNames=a&artifactNames=b`), which is how
// google.api.http maps a repeated field to a query string. The combined answer is paged like any
// List (./list) and split by each advisory's `artifactName`. Names go in chunks so that
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
    const answers = await Promise.all(chunks.map((chunk) => (0,list/* listPages */.pN)({
        http: req.http,
        url: advisoriesUrl(req.apiUrl, chunk),
        headers: req.headers,
        key: 'advisories',
        item: advisorySchema,
        idOf: (a) => a.uid,
        limit: req.limit ?? list/* unlimited */.OS,
        exact: true,
    })));
    for (const advisories of answers)
        for (const a of advisories)
            byName.get(a.artifactName)?.push(a);
    return byName;
}

// EXTERNAL MODULE: ./src/platform/api.ts
var api = __webpack_require__(93055);
;// CONCATENATED MODULE: ./src/platform/client.ts







/** Platform API v2: the registry (repos, tags) and vulnerabilities (advisories) domains. */
class PlatformClient extends api/* PlatformApi */.u {
    /**
     * The repos of `<name>` this token can see: the candidates for `<org>/<name>`. Repos carry no
     * organization name, so the org picks the scope: the public org's images live outside the
     * user's group, so they are looked up unscoped; any other org is the user's own, scoped to
     * `group` (`uidp.descendants_of`) when it is set. Which candidate the reference names is the
     * registry's to decide (check/lookups/repo-choice.ts). None is REPO_NOT_FOUND.
     */
    async findRepos(org, name) {
        const { group } = this.options;
        const scoped = Boolean(group) && org !== model/* PUBLIC_ORG */.xY;
        const url = this.url('/registry/v2/repos');
        url.searchParams.set('name', name);
        if (scoped)
            url.searchParams.set('uidp.descendants_of', group);
        const repos = (await this.listing(url, 'repos', repoSchema, (r) => r.uid)).filter((r) => r.name === name);
        if (repos.length === 0) {
            const scope = scoped ? ` in group ${group}` : '';
            // An empty listing, not an error answer: a condition (no HTTP code to show).
            throw new errors/* BrokenRule */.su('REPO_NOT_FOUND', `no repo named "${name}" (${org}/${name}) is visible to this token${scope}`, 'GET /registry/v2/repos');
        }
        return repos;
    }
    /** One group (`GetGroup`, `GET /iam/v2/groups/{uid=**}`): an organization's root group bears its name. */
    group(uid) {
        return this.options.http.json(this.url('/iam/v2/groups/', uid), {
            headers: this.headers,
            schema: groupSchema,
            label: 'GET /iam/v2/groups',
        });
    }
    /**
     * Every tag of a repo as the listing gives them by default: without package epochs
     * (`*-r[0-9]+`), dates (`*-20yymmdd`) and referrers (`sha256-*`), which are never a tag to move
     * to (tags.proto ListTagsRequest). End-of-life is the client-side `deprecated` flag.
     */
    listTags(repoUid) {
        return this.listing(this.tagsUrl(repoUid), 'tags', tagSchema, (t) => t.name);
    }
    /**
     * Every tag of a repo (as `listTags`), the pages after the first asked for together
     * (./list), each request through `limit`; `head`: page 1 when already read
     * (`tagHead`). A server that pages without a `totalCount` is followed page token by page token
     * instead (one slot of `limit` for the whole chain).
     */
    async tagPages(repoUid, limit = list/* unlimited */.OS, head) {
        return (0,list/* listPages */.pN)(this.tagListing(repoUid, limit), head);
    }
    /** Page 1 of `tagPages`: its tags and `totalCount`, to decide whether the rest is worth reading. */
    tagHead(repoUid, limit = list/* unlimited */.OS) {
        return (0,list/* firstPage */.SV)(this.tagListing(repoUid, limit));
    }
    /**
     * The tags of a repo named `name`, or holding `digest` now: one request (the `name` and
     * `digest` filters), epoch and date tags included (a pin such as `3.12.1-r0` is one of them),
     * and for a name, referrer tags too.
     */
    async findTags(repoUid, filter) {
        const url = this.url('/registry/v2/tags');
        url.searchParams.set('uidp.children_of', repoUid);
        if ('name' in filter)
            url.searchParams.set('name', filter.name);
        else
            url.searchParams.set('digest', filter.digest);
        url.searchParams.set('include_epochs', 'true');
        url.searchParams.set('include_dates', 'true');
        // A tag written by name is what it names, a referrer's too; a digest is placed on image tags only.
        if ('name' in filter)
            url.searchParams.set('include_referrers', 'true');
        const tags = await this.listing(url, 'tags', tagSchema, (t) => t.name);
        // A server that ignored the filter (an unknown parameter is ignored): only what was asked for.
        return tags.filter((t) => ('name' in filter ? t.name === filter.name : t.digest === filter.digest));
    }
    tagsUrl(repoUid) {
        const url = this.url('/registry/v2/tags');
        url.searchParams.set('uidp.children_of', repoUid);
        return url;
    }
    tagListing(repoUid, limit) {
        return {
            http: this.options.http,
            url: this.tagsUrl(repoUid),
            headers: this.headers,
            key: 'tags',
            item: tagSchema,
            idOf: (t) => t.name,
            limit,
        };
    }
    /** The advisories of many images: one combined query per chunk of names (./advisories-batch), scrubbed like `listAdvisories`. */
    async advisoriesOf(images, limit = list/* unlimited */.OS) {
        const byName = await listAdvisoriesBatch({
            http: this.options.http,
            apiUrl: this.options.apiUrl,
            headers: this.headers,
            images,
            limit,
        });
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
        const advisories = await this.listing(url, 'advisories', advisorySchema, (a) => a.uid, true);
        return advisories.map((a) => ({ ...a, advisoryId: (0,secrets/* safeText */.Hk)(a.advisoryId) }));
    }
}

// EXTERNAL MODULE: ./src/platform/eoltags.ts
var eoltags = __webpack_require__(37334);
;// CONCATENATED MODULE: ./src/platform/vuln-reports.ts
// The v1 vulnerability report operations (vendor proto platform/registry/v1/vulnerabilities.platform.proto),
// which the specification names as the ones to use for vulnerabilities:
//   GET /registry/v1/vuln_reports/counts?repo=<image name>&tag=<tag>  ListVulnCountReports -> VulnCountReportList
//   GET /registry/v1/vuln_reports?digest=<digest>                      ListVulnReports      -> VulnReportList
// Request parameters are the request messages' fields only; answers are read by the response
// messages' JSON names. A platform may lack them: 404 and 501 (absent) and 401/403 (refused) are
// `null`, "not available here", and the caller says so once.





/** The vendor's severities (Vulnerability.Severity), worst first; lower-cased in results. */
const SEVERITIES = ['CRITICAL', 'HIGH', 'MEDIUM', 'LOW', 'NEGLIGIBLE', 'UNKNOWN'];
// proto3 JSON: an enum by value name (an unknown one kept as UNKNOWN: a future severity is not dropped),
// the zero value (UNKNOWN) possibly omitted; int32 as a number; unset timestamps '' or null.
const severitySchema = schemas/* preprocess */.vkY((v) => (v === undefined || v === null || v === '' || v === 0 ? 'UNKNOWN' : v), schemas/* string */.YjP()
    .transform((s) => SEVERITIES.includes(s) ? s : 'UNKNOWN'));
const countSchema = schemas/* preprocess */.vkY((v) => (v === undefined || v === null ? 0 : v), schemas/* number */.aig().int().min(0));
const optionalTime = schemas/* preprocess */.vkY((v) => (v === '' || v === null ? undefined : v), src_schemas/* timestampSchema */.yo.optional());
// Vulnerability ids are shown in every report: scrubbed at the source, like advisory ids.
const idsSchema = schemas/* array */.YOg(schemas/* string */.YjP())
    .nullish()
    .transform((ids) => (ids ?? []).map((id) => (0,secrets/* safeText */.Hk)(id)));
const vulnCountReportSchema = schemas/* object */.Ikc({
    repo: schemas/* string */.YjP().optional(),
    tag: schemas/* string */.YjP().optional(),
    date: optionalTime,
    vulnCounts: schemas/* array */.YOg(schemas/* object */.Ikc({ severity: severitySchema, count: countSchema })).nullish(),
    critCveIds: idsSchema,
    highCveIds: idsSchema,
    medCveIds: idsSchema,
    lowCveIds: idsSchema,
    negligibleCveIds: idsSchema,
    unknownCveIds: idsSchema,
});
const vulnerabilitySchema = schemas/* object */.Ikc({
    id: schemas/* string */.YjP()
        .min(1)
        .transform((id) => (0,secrets/* safeText */.Hk)(id)),
    severity: severitySchema,
    fix: schemas/* object */.Ikc({ state: schemas/* string */.YjP().optional() }).nullish(),
    // The packages it is found in (check/judge/package-changes.ts names the one a move fixes); bounded, a purl is short.
    purls: schemas/* array */.YOg(schemas/* string */.YjP().max(1024)).max(100).nullish(),
});
const vulnReportSchema = schemas/* object */.Ikc({
    digest: src_schemas/* digestSchema */.er,
    scanner: schemas/* object */.Ikc({ name: schemas/* string */.YjP().optional(), version: schemas/* string */.YjP().optional() }).nullish(),
    createdAt: optionalTime,
    vulnerabilities: schemas/* array */.YOg(vulnerabilitySchema).nullish(),
});
const countListSchema = schemas/* object */.Ikc({ items: schemas/* array */.YOg(vulnCountReportSchema).nullish() });
const reportListSchema = schemas/* object */.Ikc({ items: schemas/* array */.YOg(vulnReportSchema).nullish() });
/** Statuses that mean the operation is not offered to this caller: absent (404, 501) or refused (401, 403). */
const NOT_AVAILABLE = new Set([401, 403, 404, 501]);
class VulnReportsClient extends api/* PlatformApi */.u {
    /** The first "not available" answer of each operation: none is asked again (one notice, null everywhere). */
    unavailable = {};
    async counts(repo, tag) {
        if (this.unavailable.counts)
            return null;
        const url = this.url('/registry/v1/vuln_reports/counts');
        url.searchParams.set('repo', repo);
        url.searchParams.set('tag', tag);
        const body = await this.get(url, countListSchema, 'counts');
        return body === null ? null : (body.items ?? []);
    }
    async reports(digest) {
        if (this.unavailable.reports)
            return null;
        const url = this.url('/registry/v1/vuln_reports');
        url.searchParams.set('digest', digest);
        const body = await this.get(url, reportListSchema, 'reports');
        // A report of another digest is not this one's (a filter the server ignored).
        return body === null ? null : (body.items ?? []).filter((r) => r.digest === digest);
    }
    async get(url, schema, which) {
        try {
            return await this.options.http.json(url, {
                headers: this.headers,
                schema,
                label: `GET ${url.pathname}`,
            });
        }
        catch (error) {
            if (error instanceof errors/* ApiError */.hD && NOT_AVAILABLE.has(error.status)) {
                this.unavailable[which] ??= error;
                return null;
            }
            throw error;
        }
    }
}

;// CONCATENATED MODULE: ./src/platform/policies.ts
// The registry's pull-time policies (shared/spec/registry-policies.md): the check of one digest
// against every policy bound to the organization (`POST /registry/v1/repos/{repo uid}:checkPolicies`,
// the authority: the registry's own evaluation, never re-implemented here) and the overrides
// (`GET /policies/v1/overrides`, policies.platform.proto ListOverrides). Policies are an opt-in
// feature: 403, 404 and 501 mean "not available to this caller" (null), said once by the engine.



/** An enum of the answer by value name; the proto3 JSON mapping may also write it as its number or leave the zero value out. */
const enumOf = (names, aliases) => schemas/* preprocess */.vkY((v) => {
    if (v === null || v === undefined)
        return names[0];
    if (typeof v === 'number')
        return names[v] ?? String(v);
    return typeof v === 'string' ? (aliases[v] ?? v) : v;
}, schemas/* enum */.k5n(names));
// The check operation names modes and results plainly (ENFORCED, DENIED); the protos' own enums
// (PolicyMode, Result) carry prefixes: both are read, the zero value standing for "unspecified".
const modeSchema = enumOf(['POLICY_MODE_UNSPECIFIED', 'ENFORCED', 'DRY_RUN'], {
    POLICY_MODE_ENFORCED: 'ENFORCED',
    POLICY_MODE_DRY_RUN: 'DRY_RUN',
});
const resultSchema = enumOf(['POLICY_CHECK_RESULT_UNSPECIFIED', 'ALLOWED', 'DENIED', 'ERROR'], {
    RESULT_UNSPECIFIED: 'POLICY_CHECK_RESULT_UNSPECIFIED',
    RESULT_ALLOWED: 'ALLOWED',
    RESULT_DENIED: 'DENIED',
    RESULT_ERROR: 'ERROR',
});
/** A binding's parameters: google.protobuf.Value each, kept as plain JSON. */
const parametersSchema = schemas/* preprocess */.vkY((v) => v ?? {}, schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* json */.Pq9()));
const policyResultSchema = schemas/* looseObject */._H3({
    policyId: schemas/* string */.YjP().nullish(),
    policyName: schemas/* string */.YjP().min(1),
    bindingId: schemas/* string */.YjP().nullish(),
    mode: modeSchema,
    parameters: parametersSchema,
    result: resultSchema,
});
const checkSchema = schemas/* looseObject */._H3({ results: schemas/* array */.YOg(policyResultSchema).nullish() });
const optionalText = schemas/* preprocess */.vkY((v) => (v === null ? undefined : v), schemas/* string */.YjP().optional());
const overrideSchema = schemas/* looseObject */._H3({
    id: schemas/* string */.YjP().min(1),
    policyId: schemas/* string */.YjP().min(1),
    digest: schemas/* string */.YjP().min(1),
    reason: optionalText,
    createdBy: optionalText,
    createdAt: optionalText,
});
/** Statuses that mean the organization does not have the feature, or this identity may not use it. */
const policies_NOT_AVAILABLE = new Set([403, 404, 501]);
class PoliciesClient extends api/* PlatformApi */.u {
    /** Set once an operation answered "not available here": the engine says so once and asks no more. */
    unavailable = null;
    /**
     * The answers of every policy that applies to `digest` in the repo `repoUid` (the registry's
     * evaluation of now, overrides not applied); null when the feature is not available. A transient
     * failure is retried as every call is, then thrown.
     */
    async check(repoUid, digest) {
        if (this.unavailable)
            return null;
        const url = new URL(`${this.url('/registry/v1/repos/', repoUid).href}:checkPolicies`);
        const label = 'POST /registry/v1/repos/{repo}:checkPolicies';
        try {
            const body = await this.options.http.json(url, {
                method: 'POST',
                headers: this.headers,
                body: { digest },
                schema: checkSchema,
                label,
                safe: true,
            });
            return body.results ?? [];
        }
        catch (error) {
            if (this.markUnavailable(error))
                return null;
            throw error;
        }
    }
    /** Every override visible to the identity (all pages); null when the feature is not available. */
    async overrides(group) {
        if (this.unavailable)
            return null;
        const url = this.url('/policies/v1/overrides');
        if (group)
            url.searchParams.set('uidp.descendants_of', group);
        try {
            return await this.listing(url, 'items', overrideSchema, (o) => o.id);
        }
        catch (error) {
            if (this.markUnavailable(error))
                return null;
            throw error;
        }
    }
    markUnavailable(error) {
        if (!(error instanceof errors/* ApiError */.hD) || !policies_NOT_AVAILABLE.has(error.status))
            return false;
        this.unavailable = { status: error.status, message: error.message };
        return true;
    }
}

// EXTERNAL MODULE: ./src/check/pull-policies/judge-policies.ts
var judge_policies = __webpack_require__(95399);
// EXTERNAL MODULE: ./src/check/judge/signatures.ts
var signatures = __webpack_require__(17705);
// EXTERNAL MODULE: ./src/words.ts
var src_words = __webpack_require__(75846);
// EXTERNAL MODULE: ./src/registry/address.ts
var registry_address = __webpack_require__(57187);
;// CONCATENATED MODULE: ./src/registry/challenge.ts

// One auth-param: name=token or name="quoted string" (backslash escapes), then a comma or the end.
const PARAM = /\s*([A-Za-z0-9!#$%&'*+.^_`|~-]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^\s",]*))\s*(?:,|$)/y;
/** The auth-params of a Bearer challenge, lower-cased names; null when it is no Bearer challenge or does not parse. */
function parseBearerParams(header) {
    const scheme = /^\s*Bearer\s+/i.exec(header);
    if (!scheme)
        return null;
    const params = new Map();
    PARAM.lastIndex = scheme[0].length;
    while (PARAM.lastIndex < header.length) {
        const at = PARAM.lastIndex;
        const match = PARAM.exec(header);
        if (!match || PARAM.lastIndex === at)
            return null;
        const name = match[1].toLowerCase();
        // A name given twice is an ambiguous challenge, not one to pick a side of.
        if (params.has(name))
            return null;
        params.set(name, match[2] !== undefined ? match[2].replace(/\\(.)/g, '$1') : match[3]);
    }
    return params;
}
/**
 * The challenge of a 401 from `registryBase` (e.g. `https://cgr.dev`), checked: a realm on
 * another origin than the registry's own is refused, so a credential never goes where a
 * service's answer points (README: Security). Throws a condition error saying what was wrong.
 */
function bearerChallenge(error, registryBase, request) {
    const header = error.challenge;
    if (header === undefined)
        throw new errors/* BrokenRule */.su('REGISTRY_CHALLENGE_MISSING', `${request} answered HTTP 401 without a WWW-Authenticate challenge: the registry does not say where to get a token`, request);
    const params = parseBearerParams(header);
    const realmText = params?.get('realm');
    let realm;
    try {
        realm = realmText ? new URL(realmText) : null;
    }
    catch {
        realm = null;
    }
    if (!params || !realm)
        throw new errors/* BrokenRule */.su('REGISTRY_CHALLENGE_INVALID', `${request} answered HTTP 401 with a WWW-Authenticate header that is no Bearer challenge with a realm URL`, request);
    const own = new URL(registryBase);
    if (realm.origin !== own.origin || realm.username !== '' || realm.password !== '')
        throw new errors/* BrokenRule */.su('REGISTRY_REALM_REFUSED', `${request}: the registry's challenge points at ${realm.origin} for a token, not at the registry itself (${own.origin}); no credential is sent to another host`, request);
    return { realm, service: params.get('service') ?? '', scope: params.get('scope') };
}
/** The pull scope of one image, the only scope this client asks for. */
const pullScope = (org, image) => `repository:${org}/${image}:pull`;

// EXTERNAL MODULE: ./src/registry/history-walk.ts + 4 modules
var history_walk = __webpack_require__(15287);
;// CONCATENATED MODULE: ./src/registry/token-renewal.ts

// Registry tokens are short-lived, and a long walk back through a tag's history outlives one.
// A 401 with the registry's challenge to a token it accepted before is an expiry: the realm is
// asked for one new token, shared by every request that met the same expiry, and the request is
// sent once more. A second 401 in a row ends that request; nothing here can loop.
/** A 401 that carries a challenge: the registry asks for a (new) token. */
const isChallenge = (error) => error instanceof errors/* ApiError */.hD && error.status === 401 && error.challenge !== undefined;
/** Renews expired tokens, per image; one instance per registry client. */
class TokenRenewal {
    /** Tokens the registry answered with a 2xx, per image: only these can have expired. */
    accepted = new Set();
    /** The token that replaced an expired one, per image: one realm request per expiry. */
    renewed = new Map();
    /**
     * `get` with the newest token that replaced `token` for `image`. On a 401 with a challenge to a
     * token accepted before, `renew` (given that 401, to read its challenge) is asked once for all
     * requests that met it, and `get` repeated once with its token.
     */
    async send(image, token, get, renew) {
        const bearer = await this.current(image, token);
        try {
            return this.accept(image, bearer, await get(bearer));
        }
        catch (error) {
            // A token that came from a renewal and was never accepted: that renewal was refused.
            if (bearer !== token && !this.accepted.has(key(image, bearer)) && isUnauthorized(error))
                throw refused(error);
            if (!isChallenge(error) || !this.accepted.has(key(image, bearer)))
                throw error;
            let next = this.renewed.get(key(image, bearer));
            if (!next) {
                next = renew(error);
                this.renewed.set(key(image, bearer), next);
            }
            const fresh = await next;
            try {
                return this.accept(image, fresh, await get(fresh));
            }
            catch (again) {
                throw isUnauthorized(again) ? refused(again) : again;
            }
        }
    }
    accept(image, bearer, value) {
        this.accepted.add(key(image, bearer));
        return value;
    }
    /** The last token in the chain of renewals from `token` (a realm that gives a token back twice ends it). */
    async current(image, token) {
        const seen = new Set([token]);
        let bearer = token;
        for (;;) {
            const next = this.renewed.get(key(image, bearer));
            if (!next)
                return bearer;
            const fresh = await next.catch(() => bearer);
            if (seen.has(fresh))
                return fresh;
            seen.add(fresh);
            bearer = fresh;
        }
    }
}
const key = (image, token) => `${image}\n${token}`;
const isUnauthorized = (error) => error instanceof errors/* ApiError */.hD && error.status === 401;
/** The 401 to a fresh token: the registry's refusal, in words that do not blame the credential (the realm took it). */
const refused = (error) => new errors/* BrokenRule */.su('REGISTRY_TOKEN_RENEWAL_REFUSED', `${error.request ?? 'the registry'} answered HTTP 401 to a fresh token from the registry's own realm, asked for because the token before it had expired: the registry refused a fresh token; not asked again (run the check again later)`, error.request);

;// CONCATENATED MODULE: ./src/registry/client.ts









/**
 * Most builds of one tag the whole-history reader keeps: far beyond any real tag, and small
 * enough that a server sending new full windows forever ends in an error (README: Security).
 */
const MAX_FULL_HISTORY_RECORDS = 200_000;

const tokenSchema = schemas/* looseObject */._H3({ token: schemas/* string */.YjP().min(1) })
    .or(schemas/* looseObject */._H3({ access_token: schemas/* string */.YjP().min(1) }).transform((b) => ({ token: b.access_token })));
/** The registry's Tag History API, and the token its challenge's realm issues. */
class RegistryClient {
    options;
    base;
    /** The registry's challenge, learned once (its realm and service are the registry's, not an image's). */
    challenge;
    /** Tokens the realm issued for the identity token, per image (where the registry does not take it directly). */
    identityTokens = new Map();
    /** Tokens that expired mid-walk, and the ones that replaced them. */
    renewal = new TokenRenewal();
    constructor(options) {
        this.options = options;
        this.base = (0,registry_address/* registryBaseUrl */.mO)(options.registry);
    }
    /**
     * The Bearer for one image's Tag History. The identity token is that Bearer itself. Otherwise
     * the registry's challenge (learned from an unauthenticated history request of `tag`, any tag
     * of the image) names the realm, on the registry's own origin only, that is asked for a token
     * of this image's pull scope: with the pull token as Basic, or anonymously.
     */
    async token(org, image, tag = 'latest') {
        const creds = this.options.credentials;
        if (creds.kind === 'bearer')
            return creds.token;
        try {
            const challenge = await this.learnChallenge(org, image, tag);
            return await this.askRealm(challenge, org, image, creds.kind === 'basic' ? basicAuthorization(creds.username, creds.password) : undefined);
        }
        catch (error) {
            throw explainRegistryDenial(error, creds, `${org}/${image}`, this.options.words);
        }
    }
    /** A token of one image's pull scope from the challenge's realm (already checked to be the registry's own). */
    async askRealm({ realm, service }, org, image, authorization) {
        const url = new URL(realm);
        const label = `GET ${this.options.registry}${url.pathname}`;
        url.searchParams.set('scope', pullScope(org, image));
        url.searchParams.set('service', service || this.options.registry);
        const headers = authorization ? { authorization } : {};
        const body = await this.options.http.json(url, { headers, schema: tokenSchema, label });
        return (this.options.secrets ?? secrets/* secrets */.O3).add(body.token);
    }
    /**
     * `read` with `token`. Where the registry does not take the identity token directly (a 401
     * with a challenge), its realm is asked once per image with Basic `_token:<identity token>`,
     * and `read` runs again with the token it issues.
     */
    async viaIdentity(org, image, token, read) {
        const creds = this.options.credentials;
        if (creds.kind !== 'bearer' || token !== creds.token)
            return read(token);
        const key = `${org}/${image}`;
        // The image's realm token, once the registry has asked for one instead of the identity token.
        const known = this.identityTokens.get(key);
        if (known)
            return read(await known);
        try {
            return await read(token);
        }
        catch (error) {
            if (!(error instanceof errors/* ApiError */.hD) || error.status !== 401 || error.challenge === undefined)
                throw error;
            let issued = this.identityTokens.get(key);
            if (!issued) {
                const label = error.request ?? `GET ${this.options.registry} Tag History`;
                issued = Promise.resolve().then(() => this.askRealm(bearerChallenge(error, this.base, label), org, image, basicAuthorization('_token', creds.token)));
                this.identityTokens.set(key, issued);
            }
            return read(await issued);
        }
    }
    /**
     * The HTTP client of one image's Tag History requests, `token` their Bearer: a token the
     * registry accepted and then refuses with its challenge (expired) is renewed at the realm of
     * that challenge (the registry's own only), with the run's credential, and the request sent
     * once more (./token-renewal).
     */
    renewing(org, image, token) {
        const { http, credentials: creds } = this.options;
        const authorization = creds.kind === 'basic'
            ? basicAuthorization(creds.username, creds.password)
            : creds.kind === 'bearer'
                ? basicAuthorization('_token', creds.token)
                : undefined;
        const send = (get) => this.renewal.send(`${org}/${image}`, token, (bearer) => get({ authorization: `Bearer ${bearer}` }), (expiry) => {
            const label = expiry.request ?? `GET ${this.options.registry} Tag History`;
            return this.askRealm(bearerChallenge(expiry, this.base, label), org, image, authorization);
        });
        return {
            json: (url, req) => send((bearer) => http.json(url, { ...req, headers: { ...req.headers, ...bearer } })),
            stream: (url, req) => send((bearer) => http.stream(url, { ...req, headers: { ...req.headers, ...bearer } })),
        };
    }
    /** The challenge of an unauthenticated history request, once per client; a failed attempt is not kept. */
    learnChallenge(org, image, tag) {
        if (this.challenge)
            return this.challenge;
        const address = (0,registry_address/* historyAddress */.jv)(this.options.registry, org, image, tag);
        const { label } = address;
        const url = new URL(address.url);
        const asked = this.options.http.json(url, { schema: schemas/* unknown */.L5J(), label }).then(() => {
            throw new errors/* BrokenRule */.su('REGISTRY_CHALLENGE_MISSING', `${label} answered without asking for credentials: the registry gives no challenge to follow`, label);
        }, (error) => {
            if (!(error instanceof errors/* ApiError */.hD) || error.status !== 401)
                throw error;
            const challenge = bearerChallenge(error, this.base, label);
            // The challenge's scope, when it names one, is the image asked: a challenge for another repo is not followed.
            if (challenge.scope !== undefined && challenge.scope !== pullScope(org, image))
                throw new errors/* BrokenRule */.su('REGISTRY_CHALLENGE_SCOPE', `${label}: the registry's challenge asks for the scope ${challenge.scope}, not ${pullScope(org, image)}`, label);
            return challenge;
        });
        this.challenge = asked;
        asked.catch(() => {
            if (this.challenge === asked)
                this.challenge = undefined;
        });
        return asked;
    }
    /** Every build of a tag, oldest first (./history-walk readHistory). */
    history(org, image, tag, token) {
        return this.reading(org, image, tag, token, (request) => (0,history_walk/* readHistory */.Lu)(request, MAX_FULL_HISTORY_RECORDS));
    }
    /** The builds of a tag from the newest back to `pin` only, as a stream (./history-walk). */
    walk(org, image, tag, token, pin, options) {
        return this.reading(org, image, tag, token, (request) => (0,history_walk/* walkHistory */.S6)({ ...request, pin, ...options }));
    }
    /** Several pins of one tag placed by one walk (./history-walk walkHistoryPins). */
    walkPins(org, image, tag, token, pins, options = {}) {
        return this.reading(org, image, tag, token, (request) => (0,history_walk/* walkHistoryPins */.A$)({ ...request, ...options }, pins));
    }
    /** One Tag History read of a tag: the identity's Bearer, renewal on expiry, a denial in words a user can act on. */
    async reading(org, image, tag, token, read) {
        try {
            return await this.viaIdentity(org, image, token, (bearer) => read({
                http: this.renewing(org, image, bearer),
                registry: this.options.registry,
                org,
                image,
                tag,
                token: bearer,
            }));
        }
        catch (error) {
            throw explainRegistryDenial(error, this.options.credentials, `${org}/${image}:${tag}`, this.options.words);
        }
    }
}
const basicAuthorization = (user, password) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
/** A 401/403 from the registry, in words a user can act on. */
function explainRegistryDenial(error, creds, what, words = src_words/* ACTION_WORDS */.d) {
    if (!(error instanceof errors/* ApiError */.hD) || (error.status !== 401 && error.status !== 403))
        return error;
    const hint = creds.kind === 'anonymous'
        ? `anonymous access only reaches public images' free tags (latest, latest-dev); for ${what} set ${words.registryCredential}`
        : creds.kind === 'bearer'
            ? `the registry token was refused for ${what}: it may be issued for another audience (it must be for the registry host) or the identity lacks pull access to this image`
            : `the pull token (${words.name('registry-username')}/${words.name('registry-password')}) was refused for ${what}: check it is valid and has access to this organization`;
    return new errors/* ApiError */.hD({
        status: error.status,
        code: error.code,
        reason: error.status === 401 ? 'UNAUTHENTICATED' : 'PERMISSION_DENIED',
        message: `${error.message}: ${hint}`,
        request: error.request,
        challenge: error.challenge,
    });
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs/promises"
var external_node_fs_promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/fs/read-inside.ts
var read_inside = __webpack_require__(11552);
// EXTERNAL MODULE: ./src/fs/write-inside.ts
var write_inside = __webpack_require__(27841);
;// CONCATENATED MODULE: ./src/registry/oci/media.ts
// The OCI image spec's shapes a client reads (descriptor, image manifest, image index), with
// Docker's two equivalents, as zod schemas: every manifest from the registry is parsed by these.

const OCI_INDEX = 'application/vnd.oci.image.index.v1+json';
const OCI_MANIFEST = 'application/vnd.oci.image.manifest.v1+json';
const DOCKER_LIST = 'application/vnd.docker.distribution.manifest.list.v2+json';
const DOCKER_MANIFEST = 'application/vnd.docker.distribution.manifest.v2+json';
/** The `Accept` of a manifest read: every type this client parses. */
const MANIFEST_ACCEPT = [OCI_INDEX, OCI_MANIFEST, DOCKER_LIST, DOCKER_MANIFEST].join(', ');
const INDEX_TYPES = new Set([OCI_INDEX, DOCKER_LIST]);
const MANIFEST_TYPES = new Set([OCI_MANIFEST, DOCKER_MANIFEST]);
/** A SHA-256 digest, the only algorithm this client checks content with. */
const sha256Digest = schemas/* string */.YjP().regex(/^sha256:[0-9a-f]{64}$/, 'a sha256 digest');
const annotations = schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP());
const descriptorSchema = schemas/* looseObject */._H3({
    mediaType: schemas/* string */.YjP().min(1),
    digest: sha256Digest,
    size: schemas/* number */.aig().int().nonnegative(),
    artifactType: schemas/* string */.YjP().optional(),
    annotations: annotations.optional(),
    platform: schemas/* looseObject */._H3({ os: schemas/* string */.YjP(), architecture: schemas/* string */.YjP(), variant: schemas/* string */.YjP().optional() }).optional(),
});
const manifestSchema = schemas/* looseObject */._H3({
    schemaVersion: schemas/* literal */.euz(2),
    mediaType: schemas/* string */.YjP().optional(),
    artifactType: schemas/* string */.YjP().optional(),
    config: descriptorSchema,
    layers: schemas/* array */.YOg(descriptorSchema).max(1000),
    subject: descriptorSchema.optional(),
    annotations: annotations.optional(),
});
const indexSchema = schemas/* looseObject */._H3({
    schemaVersion: schemas/* literal */.euz(2),
    mediaType: schemas/* string */.YjP().optional(),
    manifests: schemas/* array */.YOg(descriptorSchema).max(10_000),
    subject: descriptorSchema.optional(),
    annotations: annotations.optional(),
});

;// CONCATENATED MODULE: ./src/registry/oci/client.ts





// OCI distribution reads (distribution spec 1.1) through the project's one HTTP layer: manifests
// by digest or tag, blobs, the referrers API and its fallback tag. Every byte is checked against
// the digest it was asked by, and bounded before it is read.
/** The most bytes of one manifest (the distribution spec's 4 MiB, which registries accept at most). */
const MANIFEST_LIMIT = 4 * 1024 * 1024;
/** Pages of one referrers listing read at most: a `Link` chain longer than this is an error. */
const REFERRERS_PAGES = 10;
class OciClient {
    options;
    base;
    constructor(options) {
        this.options = options;
        this.base = (0,registry_address/* registryBaseUrl */.mO)(options.registry);
    }
    /** A manifest by digest (its bytes must hash to it) or by tag. */
    async manifest(repo, reference) {
        const label = `GET ${this.options.registry}/v2/${client_name(repo)}/manifests/${reference}`;
        const { bytes, headers } = await this.get(repo, `manifests/${encodeURIComponent(reference)}`, label, {
            accept: MANIFEST_ACCEPT,
            maxBytes: MANIFEST_LIMIT,
        });
        const digest = `sha256:${sha256(bytes)}`;
        const expected = reference.startsWith('sha256:') ? reference : headers['docker-content-digest'];
        if (expected !== undefined && expected !== digest)
            throw new errors/* OciContentError */.dn(label, 'OCI_DIGEST_MISMATCH', `the manifest's bytes are ${digest}, not ${expected}`);
        return parseManifest(label, digest, bytes, headers['content-type']);
    }
    /** A tag's manifest, or null when the registry has no such tag (404 MANIFEST_UNKNOWN); a refusal or failure throws. */
    async tagged(repo, tag) {
        try {
            return await this.manifest(repo, tag);
        }
        catch (error) {
            if (isMissing(error))
                return null;
            throw error;
        }
    }
    /** A blob of a descriptor: its size bounded by `maxBytes` before it is read, its bytes checked against size and digest. */
    async blob(repo, descriptor, maxBytes) {
        const label = `GET ${this.options.registry}/v2/${client_name(repo)}/blobs/${descriptor.digest}`;
        if (descriptor.size > maxBytes)
            throw new errors/* OciBlobTooLarge */.E5(label, descriptor.size, maxBytes);
        const { bytes } = await this.get(repo, `blobs/${descriptor.digest}`, label, { maxBytes: descriptor.size });
        const digest = `sha256:${sha256(bytes)}`;
        if (bytes.length !== descriptor.size || digest !== descriptor.digest)
            throw new errors/* OciContentError */.dn(label, 'OCI_DIGEST_MISMATCH', `the blob is ${bytes.length} bytes of ${digest}, not ${descriptor.size} of ${descriptor.digest}`);
        return bytes;
    }
    /**
     * The manifests whose subject is `digest` (of `artifactType` when given): the referrers API,
     * paged by `Link`; a registry without it (404, or an answer that is not an index) keeps them
     * under the tag `sha256-<hex>`, none when that tag is missing.
     */
    async referrers(repo, digest, artifactType) {
        const keep = (all) => (artifactType ? all.filter((d) => d.artifactType === artifactType) : all);
        const query = artifactType ? `?artifactType=${encodeURIComponent(artifactType)}` : '';
        let path = `/v2/${client_name(repo)}/referrers/${digest}${query}`;
        const manifests = [];
        for (let page = 0; path !== undefined; page++) {
            const label = `GET ${this.options.registry}${path.replace(/\?.*$/, '')}`;
            if (page === REFERRERS_PAGES)
                throw new errors/* OciContentError */.dn(label, 'OCI_REFERRERS_LIMIT', `more than ${REFERRERS_PAGES} pages of referrers`);
            const answer = await this.referrersPage(repo, path, label);
            if (answer === null) {
                const tagged = await this.tagged(repo, `sha256-${digest.slice('sha256:'.length)}`);
                return { via: 'tag', manifests: tagged?.kind === 'index' ? keep(tagged.index.manifests) : [] };
            }
            manifests.push(...answer.manifests);
            path = answer.next;
        }
        return { via: 'api', manifests: keep(manifests) };
    }
    /** One page of referrers and the path of the next; null: the registry has no referrers API. */
    async referrersPage(repo, path, label) {
        let answer;
        try {
            answer = await this.get(repo, path, label, { accept: OCI_INDEX, maxBytes: MANIFEST_LIMIT }, true);
        }
        catch (error) {
            if (error instanceof errors/* ApiError */.hD && error.status === 404)
                return null;
            throw error;
        }
        if (mediaTypeOf(answer.headers['content-type']) !== OCI_INDEX)
            return null;
        const parsed = parseManifest(label, `sha256:${sha256(answer.bytes)}`, answer.bytes, OCI_INDEX);
        if (parsed.kind !== 'index')
            return null;
        return { manifests: parsed.index.manifests, next: this.nextPage(answer.headers.link, label) };
    }
    /** The `Link: <...>; rel="next"` of a page, on this registry only. */
    nextPage(link, label) {
        const target = link && /<([^>]+)>\s*;\s*rel="?next"?/.exec(link)?.[1];
        if (!target)
            return undefined;
        const url = new URL(target, this.base);
        if (url.origin !== new URL(this.base).origin)
            throw new errors/* OciContentError */.dn(label, 'OCI_CONTENT', `the next page of referrers is on another host (${url.host})`);
        return `${url.pathname}${url.search}`;
    }
    async get(repo, path, label, req, absolute = false) {
        const url = new URL(absolute ? `${this.base}${path}` : `${this.base}/v2/${client_name(repo)}/${path}`);
        const headers = { authorization: `Bearer ${await this.options.bearer(repo)}` };
        if (req.accept)
            headers.accept = req.accept;
        return this.options.http.bytes(url, { headers, label, maxBytes: req.maxBytes });
    }
}
const client_name = (repo) => `${repo.org}/${repo.image}`;
const sha256 = (bytes) => (0,external_node_crypto_.createHash)('sha256').update(bytes).digest('hex');
const mediaTypeOf = (contentType) => contentType?.split(';')[0].trim().toLowerCase();
/** A 404 for a tag the registry does not have (not a repository it does not know). */
function isMissing(error) {
    return (error instanceof errors/* ApiError */.hD &&
        error.status === 404 &&
        (error.reason === 'MANIFEST_UNKNOWN' || error.reason === 'NOT_FOUND'));
}
/** A manifest's bytes parsed by the media type the answer names (else its own `mediaType`); also a cached answer's. */
function parseManifest(label, digest, bytes, contentType) {
    let body;
    try {
        body = JSON.parse(bytes.toString('utf8'));
    }
    catch {
        throw new errors/* OciContentError */.dn(label, 'OCI_CONTENT', 'the manifest is not JSON');
    }
    const own = body?.mediaType;
    const mediaType = mediaTypeOf(contentType) ?? (typeof own === 'string' ? own : '');
    if (typeof own === 'string' && own !== mediaType)
        throw new errors/* OciContentError */.dn(label, 'OCI_CONTENT', `the answer says ${mediaType}, the manifest ${own}`);
    if (INDEX_TYPES.has(mediaType)) {
        const index = indexSchema.safeParse(body);
        if (!index.success)
            throw new errors/* OciContentError */.dn(label, 'OCI_CONTENT', (0,api_error/* describeZodError */.Vk)(index.error));
        return { kind: 'index', digest, bytes, mediaType, index: index.data };
    }
    if (MANIFEST_TYPES.has(mediaType)) {
        const manifest = manifestSchema.safeParse(body);
        if (!manifest.success)
            throw new errors/* OciContentError */.dn(label, 'OCI_CONTENT', (0,api_error/* describeZodError */.Vk)(manifest.error));
        return { kind: 'manifest', digest, bytes, mediaType, manifest: manifest.data };
    }
    throw new errors/* OciContentError */.dn(label, 'OCI_CONTENT', `the media type ${mediaType || '(none)'} is no manifest this client reads`);
}

;// CONCATENATED MODULE: ./src/provenance/recorded-reads.ts
// The registry reads one verification made, kept so that a later run verifies the same digest
// again without asking the registry (cache-dir). Only what the reads answered is kept, never a
// verdict: a replay goes through the same library checks, the same signer match and the same
// digest claim as a read from the registry, so a planted entry can make a signature fail, never
// pass. Blobs and manifests asked by digest are checked against their digest again.



const recorded_reads_answerSchema = schemas/* object */.Ikc({
    referrers: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* object */.Ikc({ via: schemas/* enum */.k5n(['api', 'tag']), manifests: schemas/* array */.YOg(schemas/* looseObject */._H3({})) })),
    manifests: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* object */.Ikc({ mediaType: schemas/* string */.YjP(), base64: schemas/* string */.YjP() }).nullable()),
    blobs: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP()),
});
/** A cached record read back, or null when it is not one. */
const readRecord = (value) => {
    const parsed = recorded_reads_answerSchema.safeParse(value);
    return parsed.success ? parsed.data : null;
};
/** Asked of a replay that holds no answer for it: the verification goes to the registry instead. */
class NotRecorded extends Error {
}
const sha = (bytes) => `sha256:${(0,external_node_crypto_.createHash)('sha256').update(bytes).digest('hex')}`;
const at = (repo, what) => `${repo.org}/${repo.image} ${what}`;
/** The reads through `oci`, each answer kept in `answers`. */
function recording(oci, answers = { referrers: {}, manifests: {}, blobs: {} }) {
    const keep = (m) => m && { mediaType: m.mediaType, base64: m.bytes.toString('base64') };
    const reads = {
        async referrers(repo, digest, artifactType) {
            const got = await oci.referrers(repo, digest, artifactType);
            answers.referrers[at(repo, `${digest} ${artifactType ?? ''}`)] = got;
            return got;
        },
        async manifest(repo, reference) {
            const got = await oci.manifest(repo, reference);
            answers.manifests[at(repo, reference)] = keep(got);
            return got;
        },
        async tagged(repo, tag) {
            const got = await oci.tagged(repo, tag);
            answers.manifests[at(repo, tag)] = keep(got);
            return got;
        },
        async blob(repo, descriptor, maxBytes) {
            const got = await oci.blob(repo, descriptor, maxBytes);
            answers.blobs[descriptor.digest] = got.toString('base64');
            return got;
        },
    };
    return { reads, answers };
}
/** The reads answered from a record only; what it lacks, or what no longer matches its digest, is NotRecorded. */
function replaying(answers) {
    const manifestOf = (repo, reference) => {
        const kept = answers.manifests[at(repo, reference)];
        if (kept === undefined)
            throw new NotRecorded(reference);
        if (kept === null)
            return null;
        const bytes = Buffer.from(kept.base64, 'base64');
        const digest = sha(bytes);
        if (reference.startsWith('sha256:') && digest !== reference)
            throw new NotRecorded(reference);
        return parseManifest(`cached ${reference}`, digest, bytes, kept.mediaType);
    };
    return {
        referrers(repo, digest, artifactType) {
            const kept = answers.referrers[at(repo, `${digest} ${artifactType ?? ''}`)];
            if (!kept)
                return Promise.reject(new NotRecorded(digest));
            return Promise.resolve(kept);
        },
        manifest: (repo, reference) => {
            const got = manifestOf(repo, reference);
            return got ? Promise.resolve(got) : Promise.reject(new NotRecorded(reference));
        },
        tagged: (repo, tag) => Promise.resolve().then(() => manifestOf(repo, tag)),
        blob(_repo, descriptor, maxBytes) {
            const kept = answers.blobs[descriptor.digest];
            const bytes = kept === undefined ? null : Buffer.from(kept, 'base64');
            if (!bytes || bytes.length > maxBytes || sha(bytes) !== descriptor.digest)
                return Promise.reject(new NotRecorded(descriptor.digest));
            return Promise.resolve(bytes);
        },
    };
}

;// CONCATENATED MODULE: ./src/platform/iam.ts



/** Platform API v2, IAM domain: identities, roles and role bindings. */
class IamClient extends api/* PlatformApi */.u {
    /** Creates an identity under a group (the parent is in the path, the fields in the body). */
    createIdentity(groupUid, identity) {
        return this.create('/iam/v2/identities', groupUid, identity, identitySchema);
    }
    deleteIdentity(uid) {
        return this.remove('/iam/v2/identities', uid);
    }
    listRoles() {
        return this.listing(this.url('/iam/v2/roles'), 'roles', roleSchema, (r) => r.uid);
    }
    /** The role with exactly this name (roles are listed without a scope). */
    async findRole(name) {
        const roles = await this.listRoles();
        const role = roles.find((r) => r.name === name);
        if (!role) {
            const known = roles.map((r) => r.name).sort();
            throw new errors/* ApiError */.hD({
                status: 404,
                code: 5,
                reason: 'ROLE_NOT_FOUND',
                message: `no role named "${name}"; roles visible to this token: ${known.length ? known.join(', ') : '(none)'}`,
                request: 'GET /iam/v2/roles',
            });
        }
        return role;
    }
    /** Binds a role to an identity on a group; the answer carries the hydrated identity, group and role. */
    bindRole(groupUid, identityUid, roleUid) {
        return this.create('/iam/v2/roleBindings', groupUid, { identityUid, roleUid }, roleBindingSchema);
    }
    /**
     * Role bindings of one identity. The List endpoint follows the common v2 List rules (envelope
     * key `roleBindings`); scoping by the identity's group keeps the listing small.
     */
    async listRoleBindingsOf(identityUid, scopeGroup) {
        const url = this.url('/iam/v2/roleBindings');
        if (scopeGroup)
            url.searchParams.set('uidp.descendants_of', scopeGroup);
        const all = await this.listing(url, 'roleBindings', roleBindingSchema, (b) => b.uid);
        return all.filter((b) => b.identity.uid === identityUid);
    }
    /**
     * An organization's service bindings (`GetAccountAssociation` of its root group): the UIDPs
     * its CATALOG_SYNCER and APKO_BUILDER assume; null when it has no association (404). An
     * identity without the capability to list associations is refused (403): AssociationRefused.
     */
    async serviceBindings(rootGroupUid) {
        try {
            const association = await this.options.http.json(this.url('/iam/v2/accountAssociations/', rootGroupUid), {
                headers: this.headers,
                schema: accountAssociationSchema,
                label: 'GET /iam/v2/accountAssociations',
            });
            return association.chainguard?.serviceBindings ?? {};
        }
        catch (error) {
            if (error instanceof errors/* ApiError */.hD && error.status === 404)
                return null;
            if (error instanceof errors/* ApiError */.hD && error.status === 403)
                throw new errors/* AssociationRefused */.WY(rootGroupUid, 403, `the identity may not read the account association of ${rootGroupUid} (it needs the capability iam.account_associations.list)`);
            throw error;
        }
    }
    deleteRoleBinding(uid) {
        return this.remove('/iam/v2/roleBindings', uid);
    }
    /** Creates a resource under its parent (in the path); the fields are the body. */
    create(collection, parentUid, body, schema) {
        return this.options.http.json(this.url(`${collection}/`, parentUid), {
            method: 'POST',
            headers: this.headers,
            body,
            schema,
            label: `POST ${collection}`,
        });
    }
    async remove(collection, uid) {
        await this.options.http.json(this.url(`${collection}/`, uid), {
            method: 'DELETE',
            headers: this.headers,
            schema: emptySchema,
            label: `DELETE ${collection}`,
        });
    }
}

;// CONCATENATED MODULE: ./src/provenance/signers.ts
// Who may have signed: the `signers` setting's lines, or the vendor's documented signers (the
// public namespace's release workflow; an organization's catalog syncer and image builder).
const PUBLIC_ISSUER = 'https://token.actions.githubusercontent.com';
const PUBLIC_IDENTITY = 'https://github.com/chainguard-images/images/.github/workflows/release.yaml@refs/heads/main';
const ENFORCE_ISSUER = 'https://issuer.enforce.dev';
/** The public namespace's one signer: the catalog's release workflow. */
const PUBLIC_SIGNERS = [{ issuer: PUBLIC_ISSUER, identity: PUBLIC_IDENTITY }];
/** An organization's signers: the identities its account association binds for CATALOG_SYNCER and APKO_BUILDER. */
function organizationSigners(bindings) {
    return ['CATALOG_SYNCER', 'APKO_BUILDER']
        .map((principal) => bindings[principal])
        .filter((uidp) => typeof uidp === 'string' && uidp !== '')
        .map((uidp) => ({ issuer: ENFORCE_ISSUER, identity: `${ENFORCE_ISSUER}/${uidp}` }));
}
/** Whether a signer is accepted: the issuer exactly, the identity exactly or matched whole. */
function accepts(signers, who) {
    return signers.some((s) => s.issuer === who.issuer &&
        (typeof s.identity === 'string' ? s.identity === who.identity : s.identity.test(who.identity)));
}

// EXTERNAL MODULE: ./node_modules/@sigstore/bundle/dist/index.js
var dist = __webpack_require__(61040);
;// CONCATENATED MODULE: ./src/provenance/legacy-bundle.ts
// A tag-scheme signature or attestation (cosign's `.sig`/`.att` layer) as the Sigstore bundle
// @sigstore/verify takes. cosign writes the bundle's pieces as layer annotations instead of a
// bundle; nothing in Sigstore's libraries reads them, so this assembles them (v0.1: the leaf
// certificate, one log entry with its inclusion promise) and leaves every check to the library.




const V01 = 'application/vnd.dev.sigstore.bundle+json;version=0.1';
const SIGNATURE_ANNOTATION = 'dev.cosignproject.cosign/signature';
const CERTIFICATE_ANNOTATION = 'dev.sigstore.cosign/certificate';
const LOG_ANNOTATION = 'dev.sigstore.cosign/bundle';
/** `dev.sigstore.cosign/bundle`: the log's promise and the entry it covers. */
const promiseSchema = schemas/* object */.Ikc({
    SignedEntryTimestamp: schemas/* string */.YjP().min(1),
    Payload: schemas/* object */.Ikc({
        body: schemas/* string */.YjP().min(1),
        integratedTime: schemas/* number */.aig().int().nonnegative(),
        logIndex: schemas/* number */.aig().int().nonnegative(),
        logID: schemas/* string */.YjP().regex(/^[0-9a-f]{64}$/),
    }),
});
const logBodySchema = schemas/* looseObject */._H3({ kind: schemas/* string */.YjP(), apiVersion: schemas/* string */.YjP() });
/** Why a layer's pieces make no bundle: said as the check that fails. */
class Unassembled extends Error {
    name = 'Unassembled';
}
/** A `.sig` layer's message signature over `payload` (its blob), with its annotations, as a v0.1 bundle. */
function messageSignatureBundle(annotations, payload) {
    const signature = annotations[SIGNATURE_ANNOTATION];
    if (!signature)
        throw new Unassembled('the layer has no signature');
    return assemble(annotations, {
        messageSignature: {
            // The digest of the bytes read, not one the registry states: the library then checks the log entry against it.
            messageDigest: { algorithm: 'SHA2_256', digest: (0,external_node_crypto_.createHash)('sha256').update(payload).digest('base64') },
            signature,
        },
    });
}
/** An `.att` layer's DSSE envelope (its blob's JSON), with its annotations, as a v0.1 bundle. */
function envelopeBundle(annotations, envelope) {
    let dsseEnvelope;
    try {
        dsseEnvelope = (0,dist/* envelopeFromJSON */.j)(envelope);
    }
    catch (error) {
        throw new Unassembled(`the envelope is no DSSE envelope (${error.message})`);
    }
    return assemble(annotations, { dsseEnvelope: envelopeToJson(dsseEnvelope) });
}
const envelopeToJson = (e) => ({
    payloadType: e.payloadType,
    payload: e.payload.toString('base64'),
    signatures: e.signatures.map((s) => ({ sig: s.sig.toString('base64'), keyid: s.keyid })),
});
/** The log entry's kind and version, as its body says (an `intoto` 0.0.1 entry is not verifiable). */
function logKindOf(annotations) {
    const promise = readPromise(annotations);
    const body = logBodySchema.safeParse(parseJson(Buffer.from(promise.Payload.body, 'base64').toString('utf8')));
    return body.success ? { kind: body.data.kind, version: body.data.apiVersion } : null;
}
function assemble(annotations, content) {
    const certificate = annotations[CERTIFICATE_ANNOTATION];
    if (!certificate)
        throw new Unassembled('the layer has no certificate');
    let der;
    try {
        der = new external_node_crypto_.X509Certificate(certificate).raw;
    }
    catch {
        throw new Unassembled('the certificate is not PEM');
    }
    const promise = readPromise(annotations);
    const kind = logKindOf(annotations);
    if (!kind)
        throw new Unassembled('the log entry names no kind');
    try {
        return (0,dist/* bundleFromJSON */.vw)({
            mediaType: V01,
            verificationMaterial: {
                x509CertificateChain: { certificates: [{ rawBytes: der.toString('base64') }] },
                tlogEntries: [
                    {
                        logIndex: String(promise.Payload.logIndex),
                        logId: { keyId: Buffer.from(promise.Payload.logID, 'hex').toString('base64') },
                        kindVersion: kind,
                        integratedTime: String(promise.Payload.integratedTime),
                        inclusionPromise: { signedEntryTimestamp: promise.SignedEntryTimestamp },
                        canonicalizedBody: promise.Payload.body,
                    },
                ],
            },
            ...content,
        });
    }
    catch (error) {
        throw new Unassembled(`the pieces make no bundle (${error.message})`);
    }
}
function readPromise(annotations) {
    const text = annotations[LOG_ANNOTATION];
    if (!text)
        throw new Unassembled('the layer has no transparency log entry');
    const promise = promiseSchema.safeParse(parseJson(text));
    if (!promise.success)
        throw new Unassembled(`the log entry is malformed (${(0,api_error/* describeZodError */.Vk)(promise.error)})`);
    return promise.data;
}
function parseJson(text) {
    try {
        return JSON.parse(text);
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/provenance/statement.ts
// What a signed payload claims: cosign's simplesigning payload names one manifest digest; an
// in-toto statement names its subjects' digests and carries a predicate. zod reads both.

const INTOTO_PAYLOAD_TYPE = 'application/vnd.in-toto+json';
const SIGN_PREDICATE = 'https://sigstore.dev/cosign/sign/v1';
const simpleSigningSchema = schemas/* looseObject */._H3({
    critical: schemas/* looseObject */._H3({
        image: schemas/* looseObject */._H3({ 'docker-manifest-digest': schemas/* string */.YjP() }),
        type: schemas/* string */.YjP().optional(),
    }),
});
const statementSchema = schemas/* looseObject */._H3({
    _type: schemas/* string */.YjP().startsWith('https://in-toto.io/Statement/'),
    subject: schemas/* array */.YOg(schemas/* looseObject */._H3({ name: schemas/* string */.YjP().optional(), digest: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP()) }))
        .min(1)
        .max(1000),
    predicateType: schemas/* string */.YjP().min(1),
    predicate: schemas/* unknown */.L5J().optional(),
});
/** The digest a cosign signature payload names; null when the payload is not one. */
function signedDigestOf(payload) {
    const parsed = simpleSigningSchema.safeParse(statement_parseJson(payload));
    return parsed.success ? parsed.data.critical.image['docker-manifest-digest'] : null;
}
/** An in-toto statement of a DSSE payload; null when the payload is not one. */
function statementOf(payloadType, payload) {
    if (payloadType !== INTOTO_PAYLOAD_TYPE)
        return null;
    const parsed = statementSchema.safeParse(statement_parseJson(payload));
    return parsed.success ? parsed.data : null;
}
/** The sha256 digests a statement's subjects name, as `sha256:<hex>`. */
function subjectDigests(statement) {
    return statement.subject.flatMap((s) => (s.digest.sha256 ? [`sha256:${s.digest.sha256.toLowerCase()}`] : []));
}
function statement_parseJson(bytes) {
    try {
        return JSON.parse(bytes.toString('utf8'));
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/provenance/find.ts
// Where a digest's signatures and attestations are, in both storage schemes (referrers first,
// then the tag scheme, as cosign 3 looks), read into candidates for the library to verify. The
// library verifies a bundle; finding one in a registry is the client's job.



const BUNDLE_TYPE = 'application/vnd.dev.sigstore.bundle.v0.3+json';
const PREDICATE_ANNOTATION = 'dev.sigstore.bundle.predicateType';
const SIMPLESIGNING_TYPE = 'application/vnd.dev.cosign.simplesigning.v1+json';
const DSSE_TYPE = 'application/vnd.dsse.envelope.v1+json';
/** Candidates of one digest read at most: a registry listing thousands is not read to its end. */
const MAX_CANDIDATES = 20;
/** A signature payload or bundle: kilobytes; anything past this is not one. */
const SIGNATURE_LIMIT = 1024 * 1024;
/** The Sigstore bundles the referrers of `digest` hold whose predicate type is `predicateType`. */
async function referrerCandidates(oci, repo, digest, predicateType, maxBytes = SIGNATURE_LIMIT) {
    const { manifests } = await oci.referrers(repo, digest, BUNDLE_TYPE);
    const chosen = manifests.filter((d) => {
        const type = d.annotations?.[PREDICATE_ANNOTATION];
        return type === undefined || type === predicateType;
    });
    const candidates = [];
    for (const descriptor of chosen.slice(0, MAX_CANDIDATES)) {
        const artifact = await oci.manifest(repo, descriptor.digest);
        const layer = artifact.kind === 'manifest' ? artifact.manifest.layers.find((l) => l.mediaType === BUNDLE_TYPE) : undefined;
        if (!layer)
            continue;
        const candidate = bundleCandidate(await oci.blob(repo, layer, maxBytes));
        // A bundle without the annotation is kept only when its own statement is of the type asked.
        if (candidate.statement === null || candidate.statement.predicateType === predicateType)
            candidates.push(candidate);
    }
    return candidates;
}
function bundleCandidate(bytes) {
    let bundle;
    try {
        bundle = (0,dist/* bundleFromJSON */.vw)(JSON.parse(bytes.toString('utf8')));
    }
    catch (error) {
        return {
            format: 'bundle',
            bundle: `the bundle is malformed (${error.message})`,
            digests: [],
            statement: null,
        };
    }
    if (bundle.content.$case !== 'dsseEnvelope')
        return { format: 'bundle', bundle: 'the bundle signs no DSSE statement', digests: [], statement: null };
    const { payloadType, payload } = bundle.content.dsseEnvelope;
    const statement = statementOf(payloadType, payload);
    const kind = bundle.verificationMaterial.tlogEntries[0]?.kindVersion;
    return {
        format: 'bundle',
        bundle,
        digests: statement ? subjectDigests(statement) : [],
        statement,
        unverifiable: kind?.kind === 'intoto' && kind.version === '0.0.1' ? LEGACY_INTOTO : undefined,
    };
}
const LEGACY_INTOTO = 'not verifiable: its log entry is of the legacy kind intoto 0.0.1, which Sigstore libraries do not verify';
/** The `.sig` tag's signatures (simplesigning layers) of `digest`; none when the tag is missing. */
async function sigTagCandidates(oci, repo, digest) {
    const layers = await tagLayers(oci, repo, digest, '.sig', (l) => l.mediaType === SIMPLESIGNING_TYPE);
    const candidates = [];
    for (const layer of layers) {
        const payload = await oci.blob(repo, layer, SIGNATURE_LIMIT);
        const named = signedDigestOf(payload);
        candidates.push({
            format: 'legacy',
            bundle: made(() => messageSignatureBundle(layer.annotations ?? {}, payload)),
            artifact: payload,
            digests: named === null ? [] : [named],
            statement: null,
        });
    }
    return candidates;
}
/** The `.att` tag's attestations of `digest` whose `predicateType` annotation is the type asked. */
async function attTagCandidates(oci, repo, digest, predicateType, maxBytes) {
    const layers = await tagLayers(oci, repo, digest, '.att', (l) => l.mediaType === DSSE_TYPE && l.annotations?.predicateType === predicateType);
    const candidates = [];
    for (const layer of layers) {
        const annotations = layer.annotations ?? {};
        let envelope;
        // A read that fails or is too large throws (not an envelope that fails to verify); only bad JSON is one.
        const bytes = await oci.blob(repo, layer, maxBytes);
        try {
            envelope = JSON.parse(bytes.toString('utf8'));
        }
        catch {
            envelope = undefined;
        }
        const payload = typeof envelope?.payload === 'string' ? Buffer.from(envelope.payload, 'base64') : Buffer.alloc(0);
        const statement = statementOf(typeof envelope?.payloadType === 'string' ? envelope.payloadType : '', payload);
        const kind = made(() => logKindOf(annotations));
        candidates.push({
            format: 'legacy',
            bundle: made(() => envelopeBundle(annotations, envelope)),
            digests: statement ? subjectDigests(statement) : [],
            statement,
            unverifiable: typeof kind === 'object' && kind?.kind === 'intoto' && kind.version === '0.0.1' ? LEGACY_INTOTO : undefined,
        });
    }
    return candidates;
}
async function tagLayers(oci, repo, digest, suffix, keep) {
    const tagged = await oci.tagged(repo, `sha256-${digest.slice('sha256:'.length)}${suffix}`);
    if (tagged === null || tagged.kind !== 'manifest')
        return [];
    return tagged.manifest.layers.filter(keep).slice(0, MAX_CANDIDATES);
}
/** What `make` returns, or the reason it gives for making nothing. */
function made(make) {
    try {
        return make();
    }
    catch (error) {
        if (error instanceof Unassembled)
            return error.message;
        throw error;
    }
}

;// CONCATENATED MODULE: ./src/provenance/verify.ts



/** Most bytes of one attestation read (an SBOM is kilobytes to a few megabytes). */
const ATTESTATION_LIMIT = 16 * 1024 * 1024;
/**
 * The signature of `digest` by an accepted signer: the referrers' bundles first, then the `.sig`
 * tag. A read that fails (refused, the registry failing) throws: that digest could not be
 * checked, which is an error, never unsigned.
 */
async function verifyDigest(reader, signers, repo, digest) {
    const failures = [];
    for (const find of [
        () => referrerCandidates(reader.oci, repo, digest, SIGN_PREDICATE),
        () => sigTagCandidates(reader.oci, repo, digest),
    ]) {
        for (const candidate of await find()) {
            const judged = await judge(reader.verifier, signers, digest, candidate);
            if ('signer' in judged)
                return { verified: true, digest, format: candidate.format, ...judged };
            failures.push(judged);
        }
    }
    return { verified: false, digest, reason: worst(failures) };
}
/** The attestation of `digest` of one predicate type, verified as signatures are; its predicate once it is. */
async function verifyAttestation(reader, signers, repo, digest, predicateType, maxBytes = ATTESTATION_LIMIT) {
    const failures = [];
    for (const find of [
        () => referrerCandidates(reader.oci, repo, digest, predicateType, maxBytes),
        () => attTagCandidates(reader.oci, repo, digest, predicateType, maxBytes),
    ]) {
        for (const candidate of await find()) {
            const judged = await judge(reader.verifier, signers, digest, candidate);
            if ('signer' in judged)
                return {
                    verified: true,
                    digest,
                    format: candidate.format,
                    ...judged,
                    predicate: candidate.statement?.predicate ?? null,
                };
            failures.push(judged);
        }
    }
    return { verified: false, digest, reason: worst(failures) };
}
function worst(failures) {
    if (failures.length === 0)
        return 'no signature found (neither the referrers API nor the .sig tag holds one)';
    return failures.reduce((a, b) => (b.rank > a.rank ? b : a)).reason;
}
/** One candidate through the library, then its content's digest and its signer. */
async function judge(verifier, signers, digest, candidate) {
    if (typeof candidate.bundle === 'string')
        return { rank: 1, reason: `does not verify: ${candidate.bundle}` };
    if (candidate.unverifiable)
        return { rank: 1, reason: `does not verify: ${candidate.unverifiable}` };
    let signer;
    try {
        signer = await verifier(candidate.bundle, candidate.artifact);
    }
    catch (error) {
        return { rank: 1, reason: `does not verify: ${whichCheck(error)}` };
    }
    if (!accepts(signers, signer))
        return { rank: 3, reason: `another signer ${signer.issuer} ${signer.identity}` };
    if (!candidate.digests.includes(digest))
        return { rank: 2, reason: `signature of another digest ${candidate.digests[0] ?? '(none named)'}` };
    const time = candidate.bundle.verificationMaterial.tlogEntries[0]?.integratedTime;
    return { signer, logged: new Date(Number(time) * 1000).toISOString().replace('.000Z', 'Z') };
}
/** The library's failure, named by the check that failed. */
function whichCheck(error) {
    const { code, message } = error;
    const check = code === 'CERTIFICATE_ERROR'
        ? 'the certificate'
        : code === 'SIGNATURE_ERROR'
            ? 'the signature'
            : code?.startsWith('TLOG')
                ? 'the transparency log entry'
                : code === 'TIMESTAMP_ERROR'
                    ? 'the timestamps'
                    : 'the bundle';
    return `${check} (${message ?? String(error)})`;
}

// EXTERNAL MODULE: ./src/settle.ts
var settle = __webpack_require__(6964);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(73136);
// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(75919);
// EXTERNAL MODULE: ./node_modules/@sigstore/verify/dist/index.js
var verify_dist = __webpack_require__(54187);
;// CONCATENATED MODULE: ./src/provenance/bundle-verifier.ts
// Who signed a Sigstore bundle, by @sigstore/verify: in this thread for the first few, then in a
// worker thread (dist/verify-worker) when the run has many. A verification is a few milliseconds
// of CPU; hundreds of them on the main thread hold the answers of the other look-ups waiting, and
// the request slots idle (bench/README.md). Built from the sources (the tests), no worker exists:
// every verification stays in this thread, by the same library call.






/** Verifications done in this thread before a worker is started: a run with a few never pays for one. */
const IN_THREAD_FIRST = 16;
/**
 * Verifications the worker holds at most; past them, this thread verifies too. The bundles waiting
 * for a busy worker would pile up while this thread reads on (unbounded memory); verifying here
 * instead slows the reads to what both threads verify.
 */
const WORKER_QUEUE = 8;
/**
 * A worker idle this long is ended: its isolate (30 to 40 MB) is not held through the run's
 * reports once the look-ups are done; a later verification starts another (bench/README.md).
 */
const WORKER_IDLE_MS = 1_000;
function verifyHere(trust, bundle, artifact) {
    const identity = new verify_dist/* Verifier */.BL(trust).verify((0,verify_dist/* toSignedEntity */.DC)(bundle, artifact)).identity;
    return { issuer: identity?.extensions?.issuer ?? '', identity: identity?.subjectAlternativeName ?? '' };
}
/** The worker's script beside the bundle that runs (dist/index.js, dist/cli/index.js); null from the sources. */
function workerScript() {
    const here = (0,external_node_path_.dirname)((0,external_node_url_.fileURLToPath)(import.meta.url));
    for (const dir of [here, (0,external_node_path_.dirname)(here)]) {
        const script = (0,external_node_path_.join)(dir, 'verify-worker', 'index.js');
        if ((0,external_node_fs_.existsSync)(script))
            return script;
    }
    return null;
}
/** A verifier for the run: the first IN_THREAD_FIRST here, the rest in one worker (when its script exists). */
function bundleVerifier(trust, script = workerScript(), idleMs = WORKER_IDLE_MS) {
    let done = 0;
    let worker = null;
    let broken = false;
    let idle;
    let next = 0;
    const waiting = new Map();
    const start = (path) => {
        const w = new external_node_worker_threads_.Worker(path, { workerData: { root: trust.json } });
        w.on('message', (reply) => {
            const job = waiting.get(reply.id);
            if (!job)
                return;
            waiting.delete(reply.id);
            // Idle, the worker keeps nothing alive (the run exits when its work is done), and ends after idleMs.
            if (waiting.size === 0) {
                w.unref();
                // The idle time counts from the last reply, not from an earlier one.
                clearTimeout(idle);
                idle = setTimeout(() => {
                    if (worker !== w || waiting.size > 0)
                        return;
                    worker = null;
                    void w.terminate();
                }, idleMs).unref();
            }
            if (reply.signer)
                job.resolve(reply.signer);
            else
                job.reject(Object.assign(new Error(reply.error?.message ?? 'the verification failed'), reply.error ?? {}));
        });
        // A worker that fails or ends is not used again; what it held is verified here instead (never a verdict of its failure).
        const fallBack = () => {
            // One ended for being idle held nothing: the next verification starts another.
            if (worker !== w)
                return;
            broken = true;
            worker = null;
            for (const job of waiting.values())
                try {
                    job.resolve(job.here());
                }
                catch (error) {
                    job.reject(error);
                }
            waiting.clear();
        };
        w.on('error', fallBack);
        w.on('exit', fallBack);
        return w;
    };
    return async (bundle, artifact) => {
        if (done++ < IN_THREAD_FIRST || script === null || broken || waiting.size >= WORKER_QUEUE)
            return verifyHere(trust.material, bundle, artifact);
        clearTimeout(idle);
        worker ??= start(script);
        worker.ref();
        const id = next++;
        const here = () => verifyHere(trust.material, bundle, artifact);
        const reply = new Promise((resolve, reject) => waiting.set(id, { resolve, reject, here }));
        worker.postMessage({ id, bundle: (0,dist/* bundleToJSON */.ev)(bundle), artifact: artifact ? new Uint8Array(artifact) : undefined });
        return reply;
    };
}

;// CONCATENATED MODULE: ./src/provenance/signature-checks.ts
// The run's signature checks: the trusted root had once (the file given, else Sigstore's
// public-good root through its TUF client), each organization's accepted signers read once, and a
// digest's verdict in the results' shape. Every cryptographic check is verify.ts's library.







class SignatureChecks {
    options;
    verifier;
    signers = new Map();
    /** Organizations whose account association the identity may not read: their images are not checked. */
    refused = new Set();
    constructor(options) {
        this.options = options;
    }
    /**
     * The accepted signers of an organization's images: `signers` when given; the release workflow
     * for the public namespace; else its catalog syncer and image builder, from its account
     * association (read once). null when the identity may not read it (one notice says so).
     */
    signersOf(org, rootGroupUid) {
        if (this.options.configured.length > 0)
            return Promise.resolve(this.options.configured);
        if (org === model/* PUBLIC_ORG */.xY)
            return Promise.resolve(PUBLIC_SIGNERS);
        let found = this.signers.get(org);
        if (!found)
            this.signers.set(org, (found = this.readSigners(org, rootGroupUid)));
        return found;
    }
    async readSigners(org, rootGroupUid) {
        const uid = await rootGroupUid();
        if (uid === null)
            return null;
        try {
            // No association: no syncer nor builder is known, so no signature can be accepted (every one is unsigned).
            return organizationSigners((await this.options.serviceBindings(uid)) ?? {});
        }
        catch (error) {
            if (!(error instanceof errors/* AssociationRefused */.WY))
                throw error;
            this.refused.add(org);
            return null;
        }
    }
    /** The verdict of one digest against `signers`; throws when it cannot be checked (a refused read, no trusted root). */
    async verify(org, image, digest, signers) {
        const verifier = await this.verifierOnce();
        const verdict = await this.replayedOr(`${org}/${image}@${digest}`, (oci) => verifyDigest({ oci, verifier }, signers, { org, image }, digest), verified);
        return resultOf(verdict);
    }
    /** The run's one verifier, made on the first verification (a run with no digest needs no trusted root). */
    verifierOnce() {
        return (this.verifier ??= this.options.trust().then((trust) => bundleVerifier(trust)));
    }
    /**
     * What `read` gives, from the reads a cache kept before (through every check again), else from
     * the registry, keeping its reads when the answer is `usable`: a digest not verified yet may be by the next run.
     */
    async replayedOr(key, read, usable) {
        const { cache } = this.options;
        // Without a cache nothing is kept: the reads go to the registry unrecorded (a copy of every answer for nothing).
        if (!cache)
            return read(this.options.oci);
        const kept = await cache.get(key);
        const replayed = kept ? await (0,settle/* settle */.G)(read(replaying(kept))) : null;
        if (replayed?.ok && usable(replayed.value))
            return replayed.value;
        const { reads, answers } = recording(this.options.oci);
        const value = await read(reads);
        if (usable(value))
            await cache.put(key, answers);
        return value;
    }
    /** A manifest or index of the image by digest (a digest change's platform image is chosen from it). */
    manifest(org, image, digest) {
        // Asked by digest, kept or not its bytes are checked against it.
        return this.replayedOr(`manifest ${org}/${image}@${digest}`, (oci) => oci.manifest({ org, image }, digest), () => true);
    }
    /** The attestation of `digest` of one predicate type, verified against `signers` (at most `maxBytes` read). */
    async attestation(org, image, digest, request) {
        const verifier = await this.verifierOnce();
        const { predicateType, signers, maxBytes } = request;
        return this.replayedOr(`${predicateType} ${org}/${image}@${digest}`, (oci) => verifyAttestation({ oci, verifier }, signers, { org, image }, digest, predicateType, maxBytes), verified);
    }
}
const verified = (verdict) => verdict.verified;
function resultOf(verdict) {
    const { digest } = verdict;
    return verdict.verified
        ? { verified: true, digest, format: verdict.format, signer: verdict.signer, logged: verdict.logged, reason: null }
        : { verified: false, digest, format: null, signer: null, logged: null, reason: verdict.reason };
}
/** The notice for organizations whose signers could not be read. */
function signersRefusedNotice(orgs) {
    if (orgs.size === 0)
        return [];
    return [
        `The signatures of ${[...orgs].join(', ')}'s images were not checked: the identity may not read the organization's account association (it needs the capability iam.account_associations.list), which names the signers it accepts. Give it that permission, or set signers to the accepted signers.`,
    ];
}

// EXTERNAL MODULE: ./node_modules/@sigstore/protobuf-specs/dist/index.js
var protobuf_specs_dist = __webpack_require__(19654);
// EXTERNAL MODULE: ./node_modules/@sigstore/tuf/dist/index.js
var tuf_dist = __webpack_require__(84423);
;// CONCATENATED MODULE: ./src/provenance/trusted-root.ts
// The Sigstore trusted root a verification uses: a file's (an air-gapped site, a private
// Sigstore, the tests' own CA and logs), else the public-good instance's from its TUF repository
// through Sigstore's own client, kept in the cache directory when one is set.






const keySchema = schemas/* looseObject */._H3({ rawBytes: schemas/* string */.YjP().min(1), keyDetails: schemas/* string */.YjP().optional() });
const logSchema = schemas/* looseObject */._H3({
    baseUrl: schemas/* string */.YjP(),
    publicKey: keySchema,
    logId: schemas/* looseObject */._H3({ keyId: schemas/* string */.YjP() }),
});
/** The trusted root's JSON (application/vnd.dev.sigstore.trustedroot+json;version=0.1), checked before the library reads it. */
const trustedRootSchema = schemas/* looseObject */._H3({
    mediaType: schemas/* string */.YjP().startsWith('application/vnd.dev.sigstore.trustedroot'),
    tlogs: schemas/* array */.YOg(logSchema).min(1),
    certificateAuthorities: schemas/* array */.YOg(schemas/* looseObject */._H3({
        certChain: schemas/* looseObject */._H3({ certificates: schemas/* array */.YOg(schemas/* looseObject */._H3({ rawBytes: schemas/* string */.YjP() })).min(1) }),
    }))
        .min(1),
    ctlogs: schemas/* array */.YOg(logSchema),
    timestampAuthorities: schemas/* array */.YOg(schemas/* unknown */.L5J()).optional(),
});
/** A trusted root given as a file's text; `source` names it in the error. */
function trustedRootFromText(text, source) {
    let json;
    try {
        json = JSON.parse(text);
    }
    catch {
        throw new errors/* SignatureCheckError */.f8('TRUSTED_ROOT', `${source} is not JSON: no trusted root to verify signatures with`);
    }
    const parsed = trustedRootSchema.safeParse(json);
    if (!parsed.success)
        throw new errors/* SignatureCheckError */.f8('TRUSTED_ROOT', `${source} is not a Sigstore trusted root: ${(0,api_error/* describeZodError */.Vk)(parsed.error)}`);
    try {
        return { material: (0,verify_dist/* toTrustMaterial */.jO)(protobuf_specs_dist.TrustedRoot.fromJSON(parsed.data)), json: parsed.data };
    }
    catch (error) {
        throw new errors/* SignatureCheckError */.f8('TRUSTED_ROOT', `${source}: ${(0,errors/* messageOf */.bD)(error)}`);
    }
}
/** Sigstore's public-good trusted root, refreshed from its TUF repository (the client ships its first root). */
async function publicGoodTrustedRoot(options = {}) {
    try {
        const root = await (0,tuf_dist.getTrustedRoot)(options.cacheDir ? { cachePath: options.cacheDir } : {});
        return { material: (0,verify_dist/* toTrustMaterial */.jO)(root), json: protobuf_specs_dist.TrustedRoot.toJSON(root) };
    }
    catch (error) {
        throw new errors/* SignatureCheckError */.f8('TRUSTED_ROOT', `Sigstore's trusted root could not be had from its TUF repository: ${(0,errors/* messageOf */.bD)(error)}`);
    }
}

;// CONCATENATED MODULE: ./src/check/signature-clients.ts
// The run's signature checks, opened with its other clients (check/services.ts): the OCI reads
// with Tag History's Bearer, the organization signers from IAM, and the trusted root: the
// `trusted-root` file read now (a path outside the workspace or a file that is not a root stops
// the run before any look-up), else Sigstore's public-good root, asked on the first verification.











/** Most bytes of a trusted root file (the public-good one is a few kilobytes). */
const TRUSTED_ROOT_LIMIT = 1024 * 1024;
async function openSignatureChecks(config, opened) {
    const { http, registry, apiToken, workspace } = opened;
    const trust = config.trustedRoot ? await trustedRootFile(workspace, config.trustedRoot) : null;
    const cacheRoot = config.cacheDir ? (0,external_node_path_.resolve)(workspace, config.cacheDir) : undefined;
    const cacheDir = cacheRoot && (0,external_node_path_.join)(cacheRoot, 'sigstore-tuf');
    const iam = new IamClient({ http, apiUrl: config.apiUrl, token: apiToken });
    return new SignatureChecks({
        oci: new OciClient({ http, registry: config.registry, bearer: ({ org, image }) => registry.token(org, image) }),
        trust: trust ? () => Promise.resolve(trust) : () => publicGoodTrustedRoot({ cacheDir }),
        serviceBindings: (uid) => iam.serviceBindings(uid),
        configured: config.signers,
        ...(cacheRoot ? { cache: await recordCache((0,external_node_path_.join)(cacheRoot, 'signatures')) } : {}),
    });
}
/** Most bytes of one recorded verification (a few signatures and their payloads, or an SBOM of up to 8 MiB as base64). */
const RECORD_LIMIT = 24 * 1024 * 1024;
/** The recorded reads of verified digests, one file a digest under `dir`; a failed read or write only costs the next run its requests. */
async function recordCache(dir) {
    await (0,external_node_fs_promises_.mkdir)(dir, { recursive: true });
    const file = (key) => `${(0,external_node_crypto_.createHash)('sha256').update(key).digest('hex')}.json`;
    return {
        async get(key) {
            const got = await (0,read_inside/* readInside */.x)(dir, file(key), RECORD_LIMIT);
            if (!got.ok)
                return null;
            try {
                return readRecord(JSON.parse(got.text));
            }
            catch {
                return null;
            }
        },
        put: (key, answers) => (0,write_inside/* writeInside */.M)([dir], file(key), JSON.stringify(answers)).then(() => undefined, () => undefined),
    };
}
async function trustedRootFile(workspace, file) {
    const read = await (0,read_inside/* readInside */.x)(workspace, file, TRUSTED_ROOT_LIMIT);
    if (!read.ok)
        throw new errors/* InputError */.dz('trusted-root', `"${file}" cannot be read: ${read.message}`, 'Give a trusted root JSON file inside the workspace');
    try {
        return trustedRootFromText(read.text, `"${file}"`);
    }
    catch (error) {
        throw new errors/* InputError */.dz('trusted-root', (0,errors/* messageOf */.bD)(error));
    }
}

// EXTERNAL MODULE: ./src/check/judge/advice.ts
var judge_advice = __webpack_require__(22682);
// EXTERNAL MODULE: ./src/check/judge/assess.ts
var assess = __webpack_require__(95340);
// EXTERNAL MODULE: ./src/check/credential-failures.ts
var credential_failures = __webpack_require__(56499);
// EXTERNAL MODULE: ./src/check/judge/engine.ts + 1 modules
var engine = __webpack_require__(45500);
// EXTERNAL MODULE: ./src/findings/index.ts + 5 modules
var findings = __webpack_require__(55973);
// EXTERNAL MODULE: ./src/check/judge/vulnerabilities.ts
var vulnerabilities = __webpack_require__(22598);
// EXTERNAL MODULE: ./src/check/lookups/lookups.ts + 9 modules
var lookups = __webpack_require__(63639);
// EXTERNAL MODULE: ./src/check/judge/package-changes.ts + 3 modules
var package_changes = __webpack_require__(33390);
;// CONCATENATED MODULE: ./src/check/services.ts
// The connection to the services and the look-up phase of a check: loaded by src/check/check-images.ts
// only when there is something to look up (the service clients, the engine and zod behind them).






















/**
 * A connection to the Platform API and the registry; credentials are resolved once, on first
 * need (a PR comment with nothing left to check needs none). The caller closes `http`.
 */
function openServices(config, auth, http) {
    const client = http ?? new HttpClient({ userAgent: 'image-check', signal: auth.signal, connections: config.concurrency });
    let clients;
    const serviceClients = () => (clients ??= connect(config, client, auth));
    return {
        http: client,
        lookups: new lookups/* Lookups */.E(serviceClients, config.group, auth.words),
        clients: serviceClients,
        words: auth.words ?? src_words/* ACTION_WORDS */.d,
    };
}
async function connect(config, http, auth) {
    const credentials = await resolveCredentials(config, http, auth);
    const registry = new RegistryClient({
        http,
        registry: config.registry,
        credentials: credentials.registry,
        words: auth.words,
    });
    const signatures = config.signatures === 'never'
        ? undefined
        : await openSignatureChecks(config, {
            http,
            registry,
            apiToken: credentials.apiToken,
            workspace: auth.workspace ?? '.',
        });
    return {
        ...(signatures ? { signatures } : {}),
        eolTags: new eoltags/* EolTagsClient */.h8({ http, apiUrl: config.apiUrl, token: credentials.apiToken }),
        vulnReports: new VulnReportsClient({ http, apiUrl: config.apiUrl, token: credentials.apiToken }),
        policies: new PoliciesClient({ http, apiUrl: config.apiUrl, token: credentials.apiToken }),
        platform: new PlatformClient({
            http,
            apiUrl: config.apiUrl,
            token: credentials.apiToken,
            group: config.group || undefined,
        }),
        registry,
    };
}
/**
 * Every target's result, then what to do about it (advice). Throws InputError for a setting
 * that stops the run (no token, an exchange refused); any other failure to connect is every
 * image's error result.
 */
async function lookUp(targets, services, settings) {
    const { config, now, ledger } = settings;
    // Resolved before any look-up, so a missing token fails the run rather than every image.
    const connected = await (0,settle/* settle */.G)(services.clients());
    if (!connected.ok) {
        // A setting to fix (no token, an exchange refused) stops the run with its message; anything
        // else (the deadline cut the token exchange, an issuer that never answered) is every
        // image's error, and the report is still published.
        if (connected.error instanceof errors/* InputError */.dz)
            throw connected.error;
        const error = (0,assess/* toResultError */.No)(connected.error);
        return { results: targets.map((target) => (0,assess/* unchecked */.VJ)(target, [error])) };
    }
    // The policies' overrides asked for now, beside the look-ups: the pass after advice then waits on them not.
    if (config.policies !== 'never')
        void (0,settle/* settle */.G)(services.lookups.policyOverrides());
    const results = await (0,engine/* checkTargets */.VJ)(targets, services.lookups, {
        now,
        maxAgeMs: config.maxAgeMs,
        concurrency: config.concurrency,
        credentials: (0,credential_failures/* credentialSources */.e3)(config, services.words),
        words: services.words,
        vulnerabilityGate: (0,findings/* gateOf */.Rv)(config.failOn),
        minAgeMs: config.minAgeMs,
        onResult: (result) => {
            (0,judge_advice/* prefetchAdvice */.Ym)(result, services.lookups);
            if (config.signatures !== 'never')
                (0,signatures/* prefetchSignature */.WO)(result, services.lookups);
            if (config.policies !== 'never')
                (0,judge_policies/* prefetchPolicies */.Av)(result, services.lookups);
        },
    });
    // Post-pass: what to move to, end-of-life dates, accepted findings.
    const advice = await (0,judge_advice/* adviseResults */.Ze)(results, services.lookups, { now, warnBeforeMs: config.warnBeforeMs, ledger });
    const { vulnReports, policies } = connected.value;
    // Then the registry's own policies: each digest in use asked once, the moves kept to builds that pass.
    if (config.policies === 'never')
        advice.results = (0,judge_policies/* notConsulted */.VH)(advice.results);
    else {
        const judged = await (0,judge_policies/* judgePolicies */.oE)(advice.results, services.lookups, {
            now,
            unavailable: () => policies.unavailable,
        });
        advice.results = judged.results;
        advice.notices.push(...judged.notices);
    }
    // Then the vendor's signatures: each digest in use verified once, the moves kept to signed builds.
    if (config.signatures === 'never')
        advice.results = (0,signatures/* notVerified */.et)(advice.results);
    else {
        advice.results = await (0,signatures/* judgeSignatures */.D8)(advice.results, services.lookups, (0,judge_policies/* refusedBy */.it)(services.lookups));
        advice.notices.push(...signersRefusedNotice(connected.value.signatures?.refused ?? new Set()));
    }
    // Then what each move carries: the packages of both digests' platform images, by their verified SBOMs.
    const described = await (0,package_changes/* describeChanges */.DT)(advice.results, services.lookups, config);
    advice.results = described.results;
    advice.notices.push(...described.notices);
    const unavailable = Boolean(vulnReports.unavailable?.counts ?? vulnReports.unavailable?.reports);
    advice.notices.push(...(0,vulnerabilities/* vulnerabilityNotices */.Ei)(advice.results, unavailable, (0,findings/* gateOf */.Rv)(config.failOn)));
    return { results: advice.results, advice };
}


/***/ })

};
