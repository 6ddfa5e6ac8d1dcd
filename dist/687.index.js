export const id = 687;
export const ids = [687];
export const modules = {

/***/ 62687:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  githubTokenAudience: () => (/* binding */ githubTokenAudience),
  platformAudience: () => (/* binding */ platformAudience),
  resolveCredentials: () => (/* binding */ resolveCredentials)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
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
        throw new errors/* InputError */.d('token', 'is empty: the Platform API needs a bearer token; set token (an identity token for the Platform API audience) or identity (GitHub OIDC exchange, needs permissions id-token: write)');
    }
    return { apiToken: config.token, registry: registryCredentials(config) };
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 17 modules
var schemas = __webpack_require__(38816);
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

;// CONCATENATED MODULE: ./src/auth/runner-id-token.ts

const answerSchema = schemas/* looseObject */._H3({ value: schemas/* string */.YjP().min(1) });
/**
 * The GitHub Actions runner's OIDC token service, as `core.getIDToken` asks it
 * (`GET $ACTIONS_ID_TOKEN_REQUEST_URL&audience=...` with the request token as Bearer), without
 * @actions/core: the engine and the CLI use it, and neither may print workflow commands.
 * Whether the variables are set is checked first by requestGitHubIdToken.
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

// EXTERNAL MODULE: ./src/auth/secrets.ts
var secrets = __webpack_require__(88767);
// EXTERNAL MODULE: ./src/http/api-error.ts
var api_error = __webpack_require__(32247);
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
    const registry = options.secrets ?? secrets/* secrets */.O3;
    // Every obtained token is scrubbed from service text (the registry), and given with its
    // encodings to `mask` when the caller has one of its own.
    const own = options.mask ? new secrets/* SecretRegistry */.ks(options.mask) : null;
    const mask = (secret) => {
        registry.add(secret);
        own?.add(secret);
    };
    const env = options.env ?? {};
    const needApi = config.identity !== '' && config.token === '';
    const needRegistry = config.identity !== '' && config.registryToken === '' && config.registryUsername === '';
    let filled = config;
    if (needApi || needRegistry) {
        const idToken = await requestGitHubIdToken(githubTokenAudience(config.issuerUrl), options.getIdToken ?? runnerIdTokenSource(http, env), env);
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


/***/ })

};
