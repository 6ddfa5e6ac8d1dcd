export const id = 466;
export const ids = [466];
export const modules = {

/***/ 4377:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $q: () => (/* binding */ readUnverifiedClaims),
/* harmony export */   qQ: () => (/* binding */ GITHUB_ACTIONS_ISSUER),
/* harmony export */   zl: () => (/* binding */ requestGitHubIdToken)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8816);

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
const claimsSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    iss: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    sub: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    aud: zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP())]).optional(),
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


/***/ }),

/***/ 8767:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hk: () => (/* binding */ safeText),
/* harmony export */   O3: () => (/* binding */ secrets),
/* harmony export */   eK: () => (/* binding */ neutralizeControls),
/* harmony export */   ks: () => (/* binding */ SecretRegistry)
/* harmony export */ });
/* unused harmony exports REDACTED, encodingsOf, scrub */
// Every credential of a run, and the forms it takes in text the run produces or receives: the
// runner masks only the exact strings it was told about, and only in the log. Outputs, SARIF,
// the job summary and the PR comment are ours to keep clean, so every string that comes from a
// service or the repository passes `scrub` before a reporter sees it.
/** What replaces a credential in text. */
const REDACTED = '***';
// Shorter strings would redact ordinary words (an empty or one-letter password).
const MIN_SECRET_LENGTH = 4;
const HTML_ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** The forms a secret takes in text: as is, URL-encoded, HTML-escaped, base64 and base64url. */
function encodingsOf(secret) {
    const forms = new Set([
        secret,
        encodeURIComponent(secret),
        encodeURI(secret),
        secret.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c]),
        JSON.stringify(secret).slice(1, -1),
    ]);
    const bytes = Buffer.from(secret);
    forms.add(bytes.toString('base64'));
    forms.add(bytes.toString('base64').replace(/=+$/, ''));
    forms.add(bytes.toString('base64url'));
    return [...forms].filter((f) => f.length >= MIN_SECRET_LENGTH);
}
/** The credentials of a run. `add` registers one (and its encodings) with the runner's masking. */
class SecretRegistry {
    mask;
    forms = new Set();
    index = new FormIndex();
    /** `mask` registers a string with the runner (the action passes `setSecret` of action/workflow-commands.ts); none by default. */
    constructor(mask = () => undefined) {
        this.mask = mask;
    }
    /**
     * Sets how secrets are registered with the runner, and registers those already known. Kept
     * out of the constructor so this module imports nothing of the action: the CLI bundles it too.
     */
    maskWith(mask) {
        this.mask = mask;
        for (const form of this.forms)
            mask(form);
    }
    /** Registers a credential the moment it exists. Returns it, so `const t = secrets.add(await get())` reads naturally. */
    add(secret) {
        if (secret === '')
            return secret;
        // A short one is still masked by the runner as given; scrubbing it would redact ordinary words.
        if (secret.length < MIN_SECRET_LENGTH) {
            this.mask(secret);
            return secret;
        }
        for (const form of encodingsOf(secret)) {
            if (this.forms.has(form))
                continue;
            this.forms.add(form);
            this.index.add(form);
            this.mask(form);
        }
        return secret;
    }
    /** A `Basic` credential: the header value's base64 is registered too (and `user:password` itself). */
    addBasic(username, password) {
        this.add(password);
        this.add(`${username}:${password}`);
    }
    /** The text with every registered secret, in every form, replaced by `***` (leftmost, longest form first). */
    scrub(text) {
        if (this.forms.size === 0 || text === '')
            return text;
        return this.index.replaceAll(text, REDACTED);
    }
    get size() {
        return this.forms.size;
    }
}
/**
 * Literal strings found in a text by their first three characters. A run registers a pull token
 * per image, each in eight forms: thousands of forms at 5 000 references. One regular expression
 * of them all was compiled again after every new token, into megabytes of machine code (16 MB of
 * the 5 000-reference run's peak, bench/README.md); this index is a map and a scan that makes no
 * string unless it finds one.
 */
class FormIndex {
    /** Forms by a key of their first three characters, longest first. */
    byKey = new Map();
    add(form) {
        const key = keyAt(form, 0);
        const bucket = this.byKey.get(key);
        if (!bucket)
            this.byKey.set(key, [form]);
        else {
            bucket.push(form);
            bucket.sort((a, b) => b.length - a.length);
        }
    }
    /** As `text.replace(/form1|form2|.../g, by)` with the forms longest first. */
    replaceAll(text, by) {
        let out = '';
        let copied = 0;
        for (let i = 0; i + MIN_SECRET_LENGTH <= text.length;) {
            const match = this.byKey.get(keyAt(text, i))?.find((form) => text.startsWith(form, i));
            if (match === undefined) {
                i++;
                continue;
            }
            out += text.slice(copied, i) + by;
            i += match.length;
            copied = i;
        }
        return copied === 0 ? text : out + text.slice(copied);
    }
}
/** A small integer from the three characters at `i` (collisions only cost a comparison). */
function keyAt(text, i) {
    return (((text.charCodeAt(i) & 0x3ff) << 20) | ((text.charCodeAt(i + 1) & 0x3ff) << 10) | (text.charCodeAt(i + 2) & 0x3ff));
}
/**
 * The registry of this process: the action runs once per process, and the credential sources
 * (inputs, token exchange, registry tokens) and the place errors are built share it. Tests that
 * need isolation make their own `SecretRegistry`. The action's entry point (main) connects it to
 * the runner's masking with `maskWith(setSecret)` before anything else.
 */
const secrets = new SecretRegistry();
/** Scrubs with the process registry. */
function scrub(text) {
    return secrets.scrub(text);
}
/**
 * Text made safe to log: secrets scrubbed, and newlines and other control characters written as
 * escapes, so text from a file or a service can never start a line, and so never a workflow
 * command (`::stop-commands::`, a forged `::error`).
 */
function safeText(text, registry = secrets) {
    return neutralizeControls(registry.scrub(text));
}
/** Control characters (C0, DEL, C1) and Unicode line separators as visible escapes (`\n`, `\u0085`). */
function neutralizeControls(text) {
    return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (c) => {
        if (c === '\n')
            return '\\n';
        if (c === '\r')
            return '\\r';
        if (c === '\t')
            return ' ';
        return `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
    });
}


/***/ }),

/***/ 8184:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  lookUp: () => (/* binding */ lookUp),
  openServices: () => (/* binding */ openServices)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
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

// EXTERNAL MODULE: ./src/auth/github-oidc.ts
var github_oidc = __webpack_require__(4377);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 17 modules
var schemas = __webpack_require__(8816);
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
var secrets = __webpack_require__(8767);
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
 * workflow: name the subject the workflow's token carries, so the fix is one copy-paste.
 */
function explainExchangeRefusal(error, req) {
    if (!(error instanceof api_error/* ApiError */.hD) || ![400, 401, 403, 404].includes(error.status))
        return error;
    const claims = (0,github_oidc/* readUnverifiedClaims */.$q)(req.idToken);
    const presented = claims?.sub
        ? ` This workflow's token carries issuer ${claims.iss ?? '(none)'} and subject "${claims.sub}".`
        : '';
    const hint = error.status === 404
        ? `check that identity ${req.identity} exists (image-check identity create prints its uid)`
        : `the identity's claimMatch must be issuer ${github_oidc/* GITHUB_ACTIONS_ISSUER */.qQ} and exactly the subject this workflow presents (it includes the ref, e.g. repo:<owner>/<name>:ref:refs/heads/main)`;
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
        const idToken = await (0,github_oidc/* requestGitHubIdToken */.zl)(githubTokenAudience(config.issuerUrl), options.getIdToken ?? runnerIdTokenSource(http, env), env);
        mask(idToken);
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

// EXTERNAL MODULE: ./src/http/client.ts + 2 modules
var http_client = __webpack_require__(8315);
;// CONCATENATED MODULE: ./src/registry/address.ts
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

;// CONCATENATED MODULE: ./src/registry/history-schema.ts

const DIGEST = /^sha256:[0-9a-f]{64}$/;
const RFC3339 = /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d{1,9})?([Zz]|[+-]\d{2}:\d{2})$/;
/** Why `r` is not a history record (which field, and what), or null when it is. */
function recordProblem(r) {
    if (typeof r !== 'object' || r === null)
        return { field: '', message: 'must be an object' };
    const { updateTimestamp, digest } = r;
    if (typeof updateTimestamp !== 'string' ||
        !RFC3339.test(updateTimestamp) ||
        Number.isNaN(Date.parse(updateTimestamp)))
        return { field: 'updateTimestamp', message: 'must be an RFC 3339 timestamp' };
    if (typeof digest !== 'string' || !DIGEST.test(digest))
        return { field: 'digest', message: 'must be sha256:<64 lowercase hex>' };
    return null;
}
/** Why `value` is not a list of history records (where, and what), or null when it is. */
function historyProblem(value) {
    if (!Array.isArray(value))
        return { path: [], message: 'must be an array' };
    for (let i = 0; i < value.length; i++) {
        const problem = recordProblem(value[i]);
        if (problem)
            return { path: problem.field ? [i, problem.field] : [i], message: problem.message };
    }
    return null;
}
/** `{ history: [...] }`, an absent list being empty; built once, shared by every request. */
const historyResponseSchema = schemas/* object */.Ikc({
    history: schemas/* unknown */.L5J()
        .optional()
        .superRefine((value, ctx) => {
        const problem = value === undefined ? null : historyProblem(value);
        if (problem)
            ctx.addIssue({ code: 'custom', message: problem.message, path: problem.path });
    }),
})
    .transform((body) => ({ history: (body.history ?? []) }));

;// CONCATENATED MODULE: ./src/registry/history-body.ts



// A Tag History body, read from its bytes without ever making it one string. A long walk reads
// a thousand bodies of about 130 KB; `JSON.parse(text)` on each made a 130 KB string and a page
// of records live at once, which V8 answers by growing its young generation to the maximum
// (128 MB of a 1 000 000-build walk's 258 MB, bench/README.md). Here the bytes stay off the heap
// and the records are read a batch of about 16 KB at a time, each handed on as it is checked.
//
// Records are handed on as views (eachHistoryView): one object, reused for every record, that
// gives the record's time in ms, compares its digest with a string byte by byte, and makes the
// record's strings only when asked (the walk keeps a handful per window). A batch whose every
// byte is records in the canonical shape (`{"updateTimestamp":"<RFC 3339>","digest":"sha256:
// <hex>"}`, keys in either order, no escape, every time field in range) is read in place by a
// small scanner: no JSON.parse, no string, no object per record, so a million records leave V8's
// young generation nothing to grow for. Its ms is computed from the digits and equals Date.parse
// (checked against it by tests); a time Date.parse reads in a way of its own (the 31st of April,
// hour 24) is not taken in place.
//
// This is not a JSON parser: whatever the scanner does not take goes to `JSON.parse`. A short
// scan finds where the top-level `history` list opens; the rest of the body with the list
// emptied (`{"history":[]}`) and each batch of the list not in the canonical shape, cut between
// records, each go to `JSON.parse`. When every piece parses, the pieces put back together are
// the document itself, read the same way; when one does not (a key at the top level written with
// an escape, `history` twice, a record boundary written with spaces inside a batch's cut, or no
// JSON at all), the whole body is parsed as one text: the same answer or error, more memory.
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const HISTORY_KEY = Buffer.from('history');
/** Where one record ends and the next begins, as servers (and JSON.stringify) write it. */
const BOUNDARY = Buffer.from('},{');
/** Bytes of records given to one JSON.parse. */
const BATCH_BYTES = 16 * 1024;
const isSpace = (c) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
/** Index just past the string starting at `i` (a quote), or -1 when it does not end. */
function stringEnd(bytes, i) {
    for (let j = i + 1; j < bytes.length; j++) {
        const c = bytes[j];
        if (c === BACKSLASH)
            j++;
        else if (c === QUOTE)
            return j + 1;
    }
    return -1;
}
/**
 * Index of the first `,` or closer at nesting level 0 from `i` (the end of a value), or -1.
 * Strings are skipped whole; brackets of either kind count as one nesting (a mismatch is left
 * for JSON.parse to refuse).
 */
function valueEnd(bytes, i) {
    let depth = 0;
    for (let j = i; j < bytes.length; j++) {
        const c = bytes[j];
        if (c === QUOTE) {
            j = stringEnd(bytes, j) - 1;
            if (j < 0)
                return -1;
        }
        else if (c === OPEN_BRACE || c === OPEN_BRACKET)
            depth++;
        else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
            if (depth === 0)
                return j;
            depth--;
        }
        else if (c === COMMA && depth === 0)
            return j;
    }
    return -1;
}
const skipSpace = (bytes, i) => {
    while (isSpace(bytes[i]))
        i++;
    return i;
};
const history_body_text = (bytes, from, to) => bytes.toString('utf8', from, to);
function parsePiece(piece, what) {
    try {
        return JSON.parse(piece);
    }
    catch {
        throw new http_client/* UnexpectedBody */.cU(`the body is not JSON (${what})`);
    }
}
/**
 * Where the top-level `history` array opens (its `[`), read from the start: the keys before it
 * and their values are skipped by nesting; null when the body is not of the common shape.
 */
function historyOpen(bytes) {
    let i = skipSpace(bytes, 0);
    if (bytes[i] !== OPEN_BRACE)
        return null;
    i = skipSpace(bytes, i + 1);
    for (;;) {
        // A key with no escape in it: then its bytes are its name.
        if (bytes[i] !== QUOTE)
            return null;
        const keyEnd = stringEnd(bytes, i);
        if (keyEnd < 0)
            return null;
        const key = bytes.subarray(i + 1, keyEnd - 1);
        if (key.includes(BACKSLASH))
            return null;
        i = skipSpace(bytes, keyEnd);
        if (bytes[i] !== COLON)
            return null;
        i = skipSpace(bytes, i + 1);
        if (key.equals(HISTORY_KEY))
            return bytes[i] === OPEN_BRACKET ? i : null;
        i = valueEnd(bytes, i);
        if (bytes[i] !== COMMA)
            return null;
        i = skipSpace(bytes, i + 1);
    }
}
/** The records of a body via `JSON.parse` of the whole text: bodies of a shape the scan does not take. */
function parseWhole(bytes) {
    const body = parsePiece(bytes.toString('utf8'), `${bytes.length} bytes`);
    const parsed = historyResponseSchema.safeParse(body);
    if (!parsed.success)
        throw new http_client/* UnexpectedBody */.cU((0,api_error/* describeZodError */.Vk)(parsed.error));
    return parsed.data.history.map((r) => ({ updateTimestamp: r.updateTimestamp, digest: r.digest }));
}
const EMPTY = Buffer.alloc(0);
/**
 * The records of the body being read, and the one view of them handed to `visit`: records read
 * in place are byte offsets into the body (and their time), records JSON.parse read are objects.
 */
class BodyRecords {
    ms = 0;
    index = 0;
    bytes = EMPTY;
    /** Per record read in place: where its time starts and ends, where its digest starts. */
    offsets = new Int32Array(3 * 1_024);
    times = new Float64Array(1_024);
    /** Records JSON.parse read (a batch or a body not in the canonical shape), by index. */
    parsed = null;
    /** The record shown, when JSON.parse read it. */
    current = null;
    begin(bytes) {
        this.bytes = bytes;
    }
    finish() {
        this.bytes = EMPTY;
        this.parsed = null;
        this.current = null;
        // A body far past a window's 1 000 records (a server's, up to 32 MiB) leaves its room behind.
        if (this.times.length > 4 * 1_024) {
            this.times = new Float64Array(1_024);
            this.offsets = new Int32Array(3 * 1_024);
        }
    }
    /** Keeps where record `index` lies in the body (its time's quotes excluded). */
    setInPlace(index, timeStart, timeEnd, digestStart, ms) {
        if (index >= this.times.length) {
            const times = new Float64Array(Math.max(index + 1, 2 * this.times.length));
            times.set(this.times);
            this.times = times;
            const offsets = new Int32Array(3 * times.length);
            offsets.set(this.offsets);
            this.offsets = offsets;
        }
        this.times[index] = ms;
        this.offsets[3 * index] = timeStart;
        this.offsets[3 * index + 1] = timeEnd;
        this.offsets[3 * index + 2] = digestStart;
    }
    showInPlace(index) {
        this.index = index;
        this.ms = this.times[index];
        this.current = null;
    }
    showParsed(index, record) {
        this.index = index;
        this.ms = Date.parse(record.updateTimestamp);
        this.current = record;
        (this.parsed ??= new Map()).set(index, record);
    }
    digestIs(digest) {
        if (this.current)
            return this.current.digest === digest;
        if (digest.length !== DIGEST_LENGTH)
            return false;
        const bytes = this.bytes;
        const at = this.offsets[3 * this.index + 2];
        // The hex first: digests differ there, and share their prefix.
        for (let k = DIGEST_LENGTH - 1; k >= 0; k--)
            if (bytes[at + k] !== digest.charCodeAt(k))
                return false;
        return true;
    }
    record() {
        return this.current ?? this.recordAt(this.index);
    }
    recordOf(digest) {
        return this.current ?? { updateTimestamp: this.timeAt(this.index), digest };
    }
    recordAt = (index) => {
        const parsed = this.parsed?.get(index);
        if (parsed)
            return parsed;
        const digestStart = this.offsets[3 * index + 2];
        return {
            updateTimestamp: this.timeAt(index),
            digest: this.bytes.toString('latin1', digestStart, digestStart + DIGEST_LENGTH),
        };
    };
    /** The time string of a record read in place. */
    timeAt(index) {
        return this.bytes.toString('latin1', this.offsets[3 * index], this.offsets[3 * index + 1]);
    }
}
/** A reader not in use: one serves every body (reading is synchronous; a nested read makes its own). */
let spare = new BodyRecords();
function withRecords(bytes, read, end) {
    const records = spare ?? new BodyRecords();
    spare = null;
    records.begin(bytes);
    try {
        read(records);
        end?.(records.recordAt);
    }
    finally {
        records.finish();
        spare = records;
    }
}
/**
 * The records of a Tag History body (`{ history: [ { updateTimestamp, digest } ] }`, an absent
 * list being empty), each checked as `historyProblem` checks it and shown to `visit` in the
 * body's order through one reused view; then `end`, which can still make any record given into
 * strings. Throws UnexpectedBody naming what is wrong, as JSON.parse of the whole text would.
 *
 * The common shape is read in pieces: the envelope, up to the list's `[` and after the body's
 * last `]`, given to JSON.parse with the list emptied; then the list, a batch of records at a
 * time, cut where one record ends and the next begins (`},{`). A batch whose every byte is
 * records in the canonical shape is read in place; any other batch goes to JSON.parse. A cut
 * inside a string or a record cannot leave a batch that parses (JSON is read left to right: the
 * batch would end inside it), so the records of every batch that parses are the document's own.
 * When a piece does not parse, the whole body is parsed as one text, which gives the
 * authoritative answer (its records after those already given) or error.
 */
function eachHistoryView(bytes, visit, end, options = IN_PLACE) {
    withRecords(bytes, (records) => readBody(bytes, records, visit, options.inPlace), end);
}
const IN_PLACE = { inPlace: true };
/** Views of records already read (a body sorted after the fact): eachHistoryView's view, over a list. */
function eachRecordView(list, visit, end) {
    withRecords(EMPTY, (records) => showParsed(list, 0, records, visit), end);
}
function showParsed(list, from, records, visit) {
    for (let k = from; k < list.length; k++) {
        records.showParsed(k, list[k]);
        visit(records);
    }
}
function readBody(bytes, records, visit, inPlace) {
    const open = historyOpen(bytes);
    const close = bytes.lastIndexOf(CLOSE_BRACKET);
    if (open === null || close <= open || !emptiedEnvelope(bytes, open, close))
        return showParsed(parseWhole(bytes), 0, records, visit);
    let given = 0;
    let start = skipSpace(bytes, open + 1);
    while (start < close) {
        const cut = bytes.indexOf(BOUNDARY, start + BATCH_BYTES);
        const end = cut < 0 || cut >= close ? close : cut + 1;
        const count = inPlace ? scanBatch(bytes, start, end, records, given) : -1;
        if (count >= 0) {
            // Every record of the batch is in the canonical shape: what JSON.parse would give, checked.
            for (let k = given; k < given + count; k++) {
                records.showInPlace(k);
                visit(records);
            }
            given += count;
        }
        else {
            const batch = parseBatch(bytes, start, end);
            // Not the common shape after all (or not JSON): the whole text decides.
            if (!batch)
                return showParsed(parseWhole(bytes), given, records, visit);
            for (let k = 0; k < batch.length; k++) {
                const record = batch[k];
                const problem = recordProblem(record);
                if (problem)
                    throw new http_client/* UnexpectedBody */.cU(`history[${given + k}]${problem.field ? `.${problem.field}` : ''}: ${problem.message}`);
                const { updateTimestamp, digest } = record;
                records.showParsed(given + k, { updateTimestamp, digest });
                visit(records);
            }
            given += batch.length;
        }
        start = end + 1;
    }
}
const KEY_TIME = Buffer.from('"updateTimestamp"');
const KEY_DIGEST = Buffer.from('"digest"');
const DIGEST_PREFIX = Buffer.from('sha256:');
/** `sha256:` and 64 hex digits. */
const DIGEST_LENGTH = DIGEST_PREFIX.length + 64;
function startsWith(bytes, i, word) {
    for (let k = 0; k < word.length; k++)
        if (bytes[i + k] !== word[k])
            return false;
    return true;
}
/**
 * The records of `bytes[start, end)` read in place when every byte there is records in the
 * canonical shape (`{"updateTimestamp":"<RFC 3339>","digest":"sha256:<hex>"}`, the keys in
 * either order, JSON whitespace between tokens, no escape, every field in range), separated by
 * commas: how many, kept in `records` from index `first`; -1 when any byte is not, and then
 * JSON.parse reads the batch.
 */
function scanBatch(bytes, start, end, records, first) {
    let i = start;
    let n = 0;
    for (;;) {
        if (bytes[i] !== OPEN_BRACE)
            return -1;
        let timeStart = -1;
        let timeEnd = -1;
        let digestStart = -1;
        let ms = 0;
        i = skipSpace(bytes, i + 1);
        for (let member = 0; member < 2; member++) {
            if (member === 1) {
                if (bytes[i] !== COMMA)
                    return -1;
                i = skipSpace(bytes, i + 1);
            }
            if (timeStart < 0 && startsWith(bytes, i, KEY_TIME)) {
                i = skipSpace(bytes, i + KEY_TIME.length);
                if (bytes[i] !== COLON)
                    return -1;
                i = skipSpace(bytes, i + 1);
                const after = timestampEnd(bytes, i);
                if (after < 0)
                    return -1;
                timeStart = i + 1;
                timeEnd = after - 1;
                ms = scanned[0];
                i = after;
            }
            else if (digestStart < 0 && startsWith(bytes, i, KEY_DIGEST)) {
                i = skipSpace(bytes, i + KEY_DIGEST.length);
                if (bytes[i] !== COLON)
                    return -1;
                i = skipSpace(bytes, i + 1);
                if (bytes[i] !== QUOTE || !startsWith(bytes, i + 1, DIGEST_PREFIX))
                    return -1;
                digestStart = i + 1;
                for (let k = digestStart + DIGEST_PREFIX.length; k < digestStart + DIGEST_LENGTH; k++) {
                    const c = bytes[k];
                    if (!((c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x66)))
                        return -1;
                }
                i = digestStart + DIGEST_LENGTH;
                if (bytes[i] !== QUOTE)
                    return -1;
                i++;
            }
            else
                return -1;
            i = skipSpace(bytes, i);
        }
        // Everything read so far lies before this brace, and so inside the batch.
        if (i >= end || bytes[i] !== CLOSE_BRACE)
            return -1;
        records.setInPlace(first + n, timeStart, timeEnd, digestStart, ms);
        n++;
        // bytes[end] is `]` or the `,` after a `}`: a space run stops there at the latest.
        i = skipSpace(bytes, i + 1);
        if (i === end)
            return n;
        if (bytes[i] !== COMMA)
            return -1;
        i = skipSpace(bytes, i + 1);
    }
}
/** The time timestampEnd read last, in ms since the epoch: in a typed array, as a variable it would be a new heap number each time. */
const scanned = new Float64Array(1);
const DASH = 0x2d;
const PLUS = 0x2b;
const DOT = 0x2e;
/** The number written by `width` decimal digits at `i`, or -1. */
function digits(bytes, i, width) {
    let value = 0;
    for (let k = i; k < i + width; k++) {
        const d = bytes[k] - 0x30;
        if (!(d >= 0 && d <= 9))
            return -1;
        value = value * 10 + d;
    }
    return value;
}
const isLeap = (year) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
/** Days from 1970-01-01 to the date (proleptic Gregorian; H. Hinnant's days_from_civil). */
function daysFromCivil(year, month, day) {
    const y = month <= 2 ? year - 1 : year;
    const era = Math.floor(y / 400);
    const yearOfEra = y - era * 400;
    const dayOfYear = Math.floor((153 * ((month + 9) % 12) + 2) / 5) + day - 1;
    return (era * 146_097 + yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear - 719_468);
}
/**
 * Index just past the quoted RFC 3339 time at `q` (`"YYYY-MM-DDTHH:MM:SS[.f{1,9}](Z|\u00b1HH:MM)"`,
 * `t` and `z` also), its ms in `scanned[0]`; -1 when it is not one, or one whose ms needs
 * Date.parse to say: a day past its month's end (V8 rolls up to the 31st into the next month),
 * hour 24, second 60, an offset past 23:59. What is taken is what recordProblem takes, and its
 * ms is Date.parse's: a fraction's digits past the third are dropped (V8 truncates), as the
 * tests check against Date.parse.
 */
function timestampEnd(bytes, q) {
    if (bytes[q] !== QUOTE)
        return -1;
    const p = q + 1;
    const year = digits(bytes, p, 4);
    const month = digits(bytes, p + 5, 2);
    const day = digits(bytes, p + 8, 2);
    const hour = digits(bytes, p + 11, 2);
    const minute = digits(bytes, p + 14, 2);
    const second = digits(bytes, p + 17, 2);
    const t = bytes[p + 10];
    if (year < 0 || bytes[p + 4] !== DASH || month < 1 || month > 12 || bytes[p + 7] !== DASH)
        return -1;
    if (day < 1 || day > (month === 2 && isLeap(year) ? 29 : DAYS_IN_MONTH[month - 1]))
        return -1;
    if ((t !== 0x54 && t !== 0x74) || hour < 0 || hour > 23 || bytes[p + 13] !== COLON)
        return -1;
    if (minute < 0 || minute > 59 || bytes[p + 16] !== COLON || second < 0 || second > 59)
        return -1;
    let i = p + 19;
    let fraction = 0;
    if (bytes[i] === DOT) {
        const from = ++i;
        for (;;) {
            const d = bytes[i] - 0x30;
            if (!(d >= 0 && d <= 9))
                break;
            if (i - from < 3)
                fraction = fraction * 10 + d;
            i++;
        }
        const count = i - from;
        if (count < 1 || count > 9)
            return -1;
        if (count === 1)
            fraction *= 100;
        else if (count === 2)
            fraction *= 10;
    }
    let offset = 0;
    const zone = bytes[i];
    if (zone === 0x5a || zone === 0x7a)
        i++;
    else if (zone === PLUS || zone === DASH) {
        const hours = digits(bytes, i + 1, 2);
        const minutes = digits(bytes, i + 4, 2);
        if (hours < 0 || hours > 23 || bytes[i + 3] !== COLON || minutes < 0 || minutes > 59)
            return -1;
        offset = (hours * 60 + minutes) * 60_000 * (zone === PLUS ? 1 : -1);
        i += 6;
    }
    else
        return -1;
    if (bytes[i] !== QUOTE)
        return -1;
    scanned[0] =
        daysFromCivil(year, month, day) * 86_400_000 +
            hour * 3_600_000 +
            minute * 60_000 +
            second * 1_000 +
            fraction -
            offset;
    return i + 1;
}
/** The body with its history list emptied parses, and to an object whose history is that empty list. */
function emptiedEnvelope(bytes, open, close) {
    let envelope;
    try {
        envelope = JSON.parse(`${history_body_text(bytes, 0, open)}[]${history_body_text(bytes, close + 1, bytes.length)}`);
    }
    catch {
        return false;
    }
    const history = envelope?.history;
    return typeof envelope === 'object' && !Array.isArray(envelope) && Array.isArray(history) && history.length === 0;
}
/** The records between `start` and `end` (elements with their commas), or null when they do not parse as such. */
function parseBatch(bytes, start, end) {
    try {
        return JSON.parse(`[${history_body_text(bytes, start, end)}]`);
    }
    catch {
        return null;
    }
}
/**
 * The records of a Tag History body as strings, in the body's order (eachHistoryView): a
 * `decode` for HttpClient.bytes, for callers that keep them all (RegistryClient.history, a walk
 * re-reading a page out of order).
 */
function historyRecords(bytes) {
    const records = [];
    eachHistoryView(bytes, (view) => records.push(view.record()));
    return records;
}

;// CONCATENATED MODULE: ./src/registry/history-walk.ts



// Where a pinned digest sits in its tag's history, read from the newest build backwards in time
// and only as far as the pin, as a stream: what is kept is what the answer needs (the newest
// build, a count of builds, the pin's place and the time of the build after it), never the
// records themselves, so memory does not grow with the length of the history. Records are read
// as views into the response's bytes (history-body.ts eachHistoryView): times as numbers,
// digests compared in place, strings made only for the few records the answer keeps, so a long
// walk allocates next to nothing per record and V8's young generation has no reason to grow.
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
/** Thrown inside a page's reading when a record is older than the one before it. */
const OUT_OF_ORDER = Symbol('out of order');
/** Whether `digests` holds the view's digest: compared in place when they are few (they usually are: one or two builds at one time). */
function holds(digests, view) {
    if (digests.size > 8)
        return digests.has(view.record().digest);
    for (const digest of digests)
        if (view.digestIs(digest))
            return true;
    return false;
}
/**
 * Where `req.pin` sits in the tag's history (or its newest build when `pin` is null), read from
 * the newest build back to the pin only. Throws HISTORY_LIMIT past the bounds.
 */
async function walkHistory(req) {
    const outcome = await walkCore(req, req.pin === null ? [] : [req.pin]);
    const result = (req.pin !== null ? outcome.placed.get(req.pin) : undefined) ?? outcome.rest;
    if (result instanceof api_error/* ApiError */.hD)
        throw result;
    return result;
}
/**
 * Several pins of one tag placed by one walk, back to the oldest of them: pins of the same tag
 * read the same windows, so a walk per pin would read the newest ones again for each. Each pin
 * gets what walkHistory would give it alone (HISTORY_LIMIT as a value, for the pins past the
 * bounds); the walk ends when every pin is placed.
 */
async function walkHistoryPins(req, pins) {
    const outcome = await walkCore(req, pins);
    return new Map(pins.map((pin) => [pin, outcome.placed.get(pin) ?? outcome.rest]));
}
async function walkCore(req, pinsAsked) {
    // Each pin once: the walk compares every record with each of them.
    const pins = [...new Set(pinsAsked)];
    const placed = new Map();
    const base = registryBaseUrl(req.registry);
    const path = `${base}/v2/${req.org}/${req.image}/_${HISTORY_VENDOR}/history/${encodeURIComponent(req.tag)}`;
    const label = `GET ${req.registry}/v2/${req.org}/${req.image}/_${HISTORY_VENDOR}/history/${req.tag}`;
    const headers = { authorization: `Bearer ${req.token}` };
    const maxRecords = req.maxRecords ?? MAX_HISTORY_RECORDS;
    const maxRequests = req.maxRequests ?? MAX_HISTORY_REQUESTS;
    const stats = { requests: 0, records: 0, watched: false };
    // Thrown by fetchWindow past the bounds, and caught by the walk: the pins placed keep their answer.
    let limit = null;
    /** Sends one window request; `take` reads the body's records while its bytes are in hand. */
    const fetchWindow = async (start, end, take) => {
        if (stats.requests >= maxRequests || stats.records >= maxRecords) {
            const missing = pins.filter((pin) => !placed.has(pin));
            limit = new api_error/* ApiError */.hD({
                status: 200,
                code: 0,
                reason: 'HISTORY_LIMIT',
                message: `${label}: read ${stats.records} builds in ${stats.requests} requests without finding ${missing.length > 0 ? missing.join(', ') : 'the newest build'}; the walk stops at ${maxRecords} builds or ${maxRequests} requests`,
                request: label,
            });
            throw limit;
        }
        const url = new URL(path);
        if (start !== undefined)
            url.searchParams.set('start', start);
        if (end !== undefined)
            url.searchParams.set('end', end);
        stats.requests++;
        return req.http.bytes(url, { headers, decode: take, label });
    };
    /**
     * Reads the window [start, end] whole: one request, more when it comes back full. `skip`
     * holds digests already counted at `end` (the previous window's lower bound).
     */
    const readWindow = async (start, end, skip) => {
        let read = { count: 0, first: null, last: null, found: new Map(), awaiting: [], atStart: new Set() };
        const startMs = start === undefined ? -Infinity : Date.parse(start);
        const endMs = end === undefined ? Infinity : Date.parse(end);
        let from = start;
        // Digests at `from` already taken in this window (a forward step repeats them).
        let atFrom = new Set();
        for (;;) {
            const fromMs = from === undefined ? -Infinity : Date.parse(from);
            /**
             * Takes a page's records into `read` one by one, as they are read; none is kept but where
             * the answer keeps it. Records are views into the body's bytes (eachHistoryView): a
             * record's strings are made only for a pin found, the record after it, a window's first
             * record, digests at the window's lower bound, and at the page's end (below).
             */
            const takePage = (each) => {
                // Newest time taken (`lastMs`) and the records taken at it, by index in the body: the
                // first `atLastCount` of an array written over, never shortened (a shortened array, or a
                // cleared Set, allocates again when it grows, and a walk takes a million records).
                const page = { size: 0, fresh: 0, lastMs: fromMs, atLast: [] };
                const atLastIndex = [];
                let atLastCount = 0;
                let lastIndex = -1;
                // A time held in a closure's variable is a new heap number at every write; in a typed array it is not.
                const previousMs = new Float64Array([-Infinity]);
                each((r) => {
                    page.size++;
                    const t = r.ms;
                    if (t < previousMs[0])
                        throw OUT_OF_ORDER;
                    previousMs[0] = t;
                    // Outside the asked bounds: an overlap the server should not send.
                    if (t < fromMs || t < startMs || t > endMs)
                        return;
                    if (t === fromMs && holds(atFrom, r))
                        return;
                    if (t === endMs && holds(skip, r))
                        return;
                    if (!stats.watched && req.watch !== undefined && r.digestIs(req.watch))
                        stats.watched = true;
                    // The record's strings, made once however many uses the answer has for it.
                    let kept;
                    if (read.awaiting.length > 0) {
                        kept = r.record();
                        for (const digest of read.awaiting)
                            read.found.get(digest).after = kept;
                        read.awaiting.length = 0;
                    }
                    for (let k = 0; k < pins.length; k++) {
                        const pin = pins[k];
                        if (r.digestIs(pin) && !placed.has(pin) && !read.found.has(pin)) {
                            kept ??= r.recordOf(pin);
                            read.found.set(pin, { record: kept, index: read.count, after: null });
                            read.awaiting.push(pin);
                        }
                    }
                    read.first ??= kept ??= r.record();
                    lastIndex = r.index;
                    if (t === startMs)
                        read.atStart.add((kept ??= r.record()).digest);
                    if (t > page.lastMs)
                        atLastCount = 0;
                    atLastIndex[atLastCount++] = r.index;
                    page.lastMs = t;
                    read.count++;
                    page.fresh++;
                }, (recordAt) => {
                    // The page's last record taken, and the digests at its newest time: strings made
                    // once per page, while the body is still in hand.
                    if (lastIndex >= 0)
                        read.last = recordAt(lastIndex);
                    for (let k = 0; k < atLastCount; k++)
                        page.atLast.push(recordAt(atLastIndex[k]).digest);
                });
                return page;
            };
            const page = await fetchWindow(from, end, (bytes) => {
                const before = {
                    ...read,
                    atStart: new Set(read.atStart),
                    awaiting: [...read.awaiting],
                    found: new Map([...read.found].map(([d, f]) => [d, { ...f }])),
                };
                const watched = stats.watched;
                try {
                    return takePage((visit, done) => eachHistoryView(bytes, visit, done));
                }
                catch (error) {
                    if (error !== OUT_OF_ORDER)
                        throw error;
                    // Oldest first as the spec promises; a server that does not keep the order is read
                    // again, sorted (stable), from where the page began, so it cannot misplace the pin.
                    read = before;
                    stats.watched = watched;
                    const records = historyRecords(bytes).sort((a, b) => Date.parse(a.updateTimestamp) - Date.parse(b.updateTimestamp));
                    return takePage((visit, done) => eachRecordView(records, visit, done));
                }
            });
            stats.records += page.fresh;
            if (page.size < HISTORY_WINDOW)
                return read;
            if (page.fresh === 0) {
                throw new api_error/* ApiError */.hD({
                    status: 200,
                    code: 0,
                    reason: 'HISTORY_WINDOW_STUCK',
                    message: `${label}: ${HISTORY_WINDOW} records share the time ${from}; the window cannot move past them`,
                    request: label,
                });
            }
            // Cut at 1 000: the rest of the window, forward from the newest time seen.
            const nextAtFrom = new Set(page.atLast);
            if (page.lastMs === fromMs)
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
        let window;
        try {
            window = await readWindow(start, end, skip);
        }
        catch (error) {
            if (error === limit && limit)
                return { placed, rest: limit };
            throw error;
        }
        if (window.count > 0) {
            newer.newest ??= window.last;
            if (pins.length === 0)
                return { placed, rest: { kind: 'newest', newest: newer.newest, ...stats } };
            for (const [digest, found] of window.found) {
                placed.set(digest, {
                    kind: 'placed',
                    newest: newer.newest,
                    pin: found.record,
                    buildsBehind: newer.count + (window.count - 1 - found.index),
                    behindSince: (found.after ?? newer.oldest)?.updateTimestamp ?? null,
                    ...stats,
                });
            }
            // Every pin placed: older windows hold nothing the answer needs.
            if (placed.size === pins.length)
                return { placed, rest: { kind: 'empty', ...stats } };
            newer.count += window.count;
            newer.oldest = window.first;
        }
        if (openPast) {
            // The window reached the first build: the whole history is read.
            if (!newer.newest)
                return { placed, rest: { kind: 'empty', ...stats } };
            if (pins.length === 0)
                return { placed, rest: { kind: 'newest', newest: newer.newest, ...stats } };
            return {
                placed,
                rest: {
                    kind: 'absent',
                    newest: newer.newest,
                    builds: newer.count,
                    oldest: newer.oldest.updateTimestamp,
                    ...stats,
                },
            };
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
    const stats = {
        requests: 0,
        records: history.length,
        watched: watch !== undefined && history.some((r) => r.digest === watch),
    };
    const newest = history.at(-1);
    if (!newest)
        return { kind: 'empty', ...stats };
    if (pin === null)
        return { kind: 'newest', newest, ...stats };
    const index = history.findIndex((r) => r.digest === pin);
    if (index < 0)
        return { kind: 'absent', newest, builds: history.length, oldest: history[0].updateTimestamp, ...stats };
    return {
        kind: 'placed',
        newest,
        pin: history[index],
        buildsBehind: history.length - 1 - index,
        behindSince: history[index + 1]?.updateTimestamp ?? null,
        ...stats,
    };
}

;// CONCATENATED MODULE: ./src/registry/client.ts







/**
 * Most builds of one tag this client reads: far beyond any real tag (the busiest have tens of
 * thousands), and small enough that a server sending new full windows forever ends in an error
 * within seconds and a bounded amount of memory (README: Security).
 */
const client_MAX_HISTORY_RECORDS = 200_000;
/** The registry's public namespace: the same org name for every public image (spec: Tag History, rule 1). */
const PUBLIC_ORG = 'chainguard';
const tokenSchema = schemas/* looseObject */._H3({ token: schemas/* string */.YjP().min(1) })
    .or(schemas/* looseObject */._H3({ access_token: schemas/* string */.YjP().min(1) }).transform((b) => ({ token: b.access_token })));
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
            const body = await this.options.http.json(url, {
                headers,
                schema: tokenSchema,
                label: `GET ${this.options.registry}/token`,
            });
            return (this.options.secrets ?? secrets/* secrets */.O3).add(body.token);
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
                body = { history: await this.options.http.bytes(url, { headers, decode: historyRecords, label }) };
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
            if (records.length >= client_MAX_HISTORY_RECORDS) {
                throw (0,api_error/* conditionError */.OG)('HISTORY_TOO_LONG', `${label}: the history goes on past ${client_MAX_HISTORY_RECORDS} builds (the most this client reads); stopped`, label);
            }
            if (added === 0) {
                throw (0,api_error/* conditionError */.OG)('HISTORY_WINDOW_STUCK', `${label}: ${HISTORY_WINDOW} records share the time ${start}; the window cannot move past them`, label);
            }
            start = records[records.length - 1].updateTimestamp;
        }
        // Oldest first, as the spec promises; stable for records with the same time.
        return records.sort((a, b) => Date.parse(a.updateTimestamp) - Date.parse(b.updateTimestamp));
    }
    /** The builds of a tag from the newest back to `pin` only, as a stream (./history-walk). */
    async walk(org, image, tag, token, pin, options = {}) {
        try {
            return await walkHistory({
                http: this.options.http,
                registry: this.options.registry,
                org,
                image,
                tag,
                token,
                pin,
                ...options,
            });
        }
        catch (error) {
            throw explainRegistryDenial(error, this.options.credentials, `${org}/${image}:${tag}`);
        }
    }
    /** Several pins of one tag placed by one walk (./history-walk walkHistoryPins). */
    async walkPins(org, image, tag, token, pins) {
        try {
            return await walkHistoryPins({ http: this.options.http, registry: this.options.registry, org, image, tag, token }, pins);
        }
        catch (error) {
            throw explainRegistryDenial(error, this.options.credentials, `${org}/${image}:${tag}`);
        }
    }
}
/** A 401/403 from the registry, in words a user can act on. */
function explainRegistryDenial(error, creds, what) {
    if (!(error instanceof api_error/* ApiError */.hD) || (error.status !== 401 && error.status !== 403))
        return error;
    const hint = creds.kind === 'anonymous'
        ? `anonymous access only reaches public images' free tags (latest, latest-dev); for ${what} set registry-token, registry-username/registry-password, or identity`
        : creds.kind === 'bearer'
            ? `the registry token was refused for ${what}: it may be issued for another audience (it must be for the registry host) or the identity lacks pull access to this image`
            : `the pull token (registry-username/registry-password) was refused for ${what}: check it is valid and has access to this organization`;
    return new api_error/* ApiError */.hD({
        status: error.status,
        code: error.code,
        reason: error.status === 401 ? 'UNAUTHENTICATED' : 'PERMISSION_DENIED',
        message: `${error.message}: ${hint}`,
        request: error.request,
    });
}

// EXTERNAL MODULE: ./src/platform/list.ts
var list = __webpack_require__(5319);
;// CONCATENATED MODULE: ./src/platform/list-parallel.ts



// A List endpoint read two requests deep: page 1 says `totalCount`, then every other page is
// asked for at once with `skip` (spec: Common List query parameters), instead of following
// `nextPageToken` one page after another. A 5 000-tag repo is 25 pages: 2 dependent requests,
// not 25. The pages must add up to `totalCount`, else the listing changed (or the server does
// not honour `skip`) and the answer is an explicit error, never a silently short list.
/** Largest List page (spec: Limits). */
const LIST_PAGE_SIZE = 200;
/** Most pages one listing may take: a `totalCount` asking for more is refused before any is fetched. */
const MAX_LIST_PAGES = 1_000;
/** No bound: every page at once. */
const unlimited = (call) => call();
// One schema per (key, item) pair, built once: schemas are not rebuilt per page or per call.
const envelopes = new Map();
function envelopeSchema(key, item) {
    let byItem = envelopes.get(key);
    if (!byItem)
        envelopes.set(key, (byItem = new WeakMap()));
    let schema = byItem.get(item);
    if (!schema) {
        schema = schemas/* object */.Ikc({
            // proto3 JSON omits empty repeated fields, so an absent key is an empty page.
            [key]: schemas/* array */.YOg(item).optional(),
            nextPageToken: schemas/* string */.YjP().optional(),
            totalCount: schemas/* string */.YjP()
                .regex(/^\d{1,15}$/, 'must be a decimal integer string')
                .optional(),
            skipped: schemas/* number */.aig().int().nonnegative().optional(),
        })
            .transform((b) => ({
            items: b[key] ?? [],
            totalCount: b.totalCount === undefined ? undefined : Number(b.totalCount),
            skipped: b.skipped,
            nextPageToken: b.nextPageToken || undefined,
        }));
        byItem.set(item, schema);
    }
    return schema;
}
const listError = (label, reason, message) => new api_error/* ApiError */.hD({ status: 200, code: 0, reason, message: `${label}: ${message}`, request: label });
/**
 * Every item of a List endpoint, in the server's order. Page 1 first; when it says there is more
 * (`totalCount` above its items), pages 2..n are requested together with `skip`, through `limit`.
 * The step is the size of page 1 (a server that caps `page_size` lower still pages right).
 *
 * Errors (ApiError, status 200): LIST_PAGE_LIMIT when `totalCount` needs more than `maxPages`
 * pages; LIST_COUNT_MISMATCH when the pages do not add up to `totalCount`, a page's `totalCount`
 * or `skipped` differs, or an item comes twice; LIST_NO_TOTAL when a server that pages gives no
 * `totalCount` (the parallel read cannot be planned; `listAll` in ./list follows tokens instead).
 */
async function listParallel(req) {
    const limit = req.limit ?? unlimited;
    const pageSize = Math.min(req.pageSize ?? LIST_PAGE_SIZE, LIST_PAGE_SIZE);
    const maxPages = req.maxPages ?? MAX_LIST_PAGES;
    const schema = envelopeSchema(req.key, req.item);
    const label = `GET ${req.url.pathname}`;
    const page = (skip) => {
        const url = new URL(req.url);
        url.searchParams.set('page_size', String(pageSize));
        if (skip > 0)
            url.searchParams.set('skip', String(skip));
        return limit(() => req.http.json(url, { headers: req.headers, schema, label }));
    };
    const first = await page(0);
    const total = first.totalCount;
    if (total === undefined) {
        if (first.nextPageToken)
            throw listError(label, 'LIST_NO_TOTAL', 'the server pages but sends no totalCount, so the pages cannot be asked for together');
        return first.items;
    }
    if (total <= first.items.length) {
        if (total < first.items.length || first.nextPageToken)
            throw listError(label, 'LIST_COUNT_MISMATCH', `page 1 holds ${first.items.length} items but totalCount is ${total}${first.nextPageToken ? ' and it names a next page' : ''}`);
        return checkUnique(first.items, req.idOf, label);
    }
    const step = first.items.length;
    if (step === 0)
        throw listError(label, 'LIST_COUNT_MISMATCH', `totalCount is ${total} but page 1 is empty`);
    const pages = Math.ceil(total / step);
    if (pages > maxPages)
        throw listError(label, 'LIST_PAGE_LIMIT', `totalCount ${total} would take ${pages} pages of ${step}; at most ${maxPages} are read`);
    const rest = await Promise.all(Array.from({ length: pages - 1 }, (_, i) => page((i + 1) * step)));
    const items = [...first.items];
    rest.forEach((p, i) => {
        const skip = (i + 1) * step;
        const expected = Math.min(step, total - skip);
        if (p.totalCount !== undefined && p.totalCount !== total)
            throw listError(label, 'LIST_COUNT_MISMATCH', `totalCount changed from ${total} to ${p.totalCount} while paging (the listing moved); run again`);
        if (p.skipped !== undefined && p.skipped !== skip)
            throw listError(label, 'LIST_COUNT_MISMATCH', `asked to skip ${skip}, the server skipped ${p.skipped}`);
        if (p.items.length !== expected)
            throw listError(label, 'LIST_COUNT_MISMATCH', `the page at skip=${skip} holds ${p.items.length} items, ${expected} expected for totalCount ${total}`);
        for (const item of p.items)
            items.push(item);
    });
    return checkUnique(items, req.idOf, label);
}
/** A repeated item means pages overlapped (the listing moved, or `skip` was not honoured): items would be missing. */
function checkUnique(items, idOf, label) {
    const seen = new Set();
    for (const item of items) {
        const id = idOf(item);
        if (seen.has(id))
            throw listError(label, 'LIST_COUNT_MISMATCH', `item ${id} came twice while paging with skip (the listing moved, or skip is not honoured)`);
        seen.add(id);
    }
    return items;
}
/**
 * `listParallel`, or, when the server pages without a `totalCount` (LIST_NO_TOTAL), the page
 * token chain of `listAll` (./list) under one call of `limit`: its requests depend on each other.
 */
async function listPages(req) {
    try {
        return await listParallel(req);
    }
    catch (error) {
        if (!(error instanceof api_error/* ApiError */.hD && error.reason === 'LIST_NO_TOTAL'))
            throw error;
        return (req.limit ?? unlimited)(() => (0,list/* collect */.Fo)((0,list/* listAll */._w)({
            http: req.http,
            url: req.url,
            headers: req.headers,
            key: req.key,
            item: req.item,
            idOf: req.idOf,
            exact: req.exact,
        })));
    }
}

// EXTERNAL MODULE: ./src/platform/schemas.ts
var platform_schemas = __webpack_require__(2211);
;// CONCATENATED MODULE: ./src/platform/advisories-batch.ts


// Advisories for many images in one query: `artifactNames` is a list filter (spec:
// Vulnerabilities), sent as the key repeated (`?artifactNames=a&artifactNames=b`), which is how
// google.api.http maps a repeated field to a query string. The combined answer is paged like any
// List (./list-parallel) and split by each advisory's `artifactName`. Names go in chunks so that
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
    const answers = await Promise.all(chunks.map((chunk) => listPages({
        http: req.http,
        url: advisoriesUrl(req.apiUrl, chunk),
        headers: req.headers,
        key: 'advisories',
        item: platform_schemas/* advisorySchema */.nv,
        idOf: (a) => a.uid,
        limit: req.limit ?? unlimited,
        exact: true,
    })));
    for (const advisories of answers)
        for (const a of advisories)
            byName.get(a.artifactName)?.push(a);
    return byName;
}

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
     * The repos of `<name>` this token can see: the candidates for `<org>/<name>`. Repos carry no
     * organization name, so the org picks the scope: the public org's images live outside the
     * user's group, so they are looked up unscoped; any other org is the user's own, scoped to
     * `group` (`uidp.descendants_of`) when it is set. Which candidate the reference names is the
     * registry's to decide (check/repo-choice.ts). None is REPO_NOT_FOUND.
     */
    async findRepos(org, name) {
        const { group } = this.options;
        const scoped = Boolean(group) && org !== PUBLIC_ORG;
        const url = this.url('/registry/v2/repos');
        url.searchParams.set('name', name);
        if (scoped)
            url.searchParams.set('uidp.descendants_of', group);
        const repos = (await (0,list/* collect */.Fo)(this.list(url, 'repos', platform_schemas/* repoSchema */.MU, (r) => r.uid))).filter((r) => r.name === name);
        if (repos.length === 0) {
            const scope = scoped ? ` in group ${group}` : '';
            // An empty listing, not an error answer: a condition (no HTTP code to show).
            throw (0,api_error/* conditionError */.OG)('REPO_NOT_FOUND', `no repo named "${name}" (${org}/${name}) is visible to this token${scope}`, 'GET /registry/v2/repos');
        }
        return repos;
    }
    /** Every tag of a repo; end-of-life is the client-side `deprecated` flag (v2 has no EOL filter). */
    listTags(repoUid) {
        const url = this.url('/registry/v2/tags');
        url.searchParams.set('uidp.children_of', repoUid);
        return (0,list/* collect */.Fo)(this.list(url, 'tags', platform_schemas/* tagSchema */.c3, (t) => t.name));
    }
    /**
     * Every tag of a repo, the pages after the first asked for together (./list-parallel), each
     * request through `limit`. A server that pages without a `totalCount` is followed page token by
     * page token instead (one slot of `limit` for the whole chain).
     */
    async tagPages(repoUid, limit = unlimited) {
        const url = this.url('/registry/v2/tags');
        url.searchParams.set('uidp.children_of', repoUid);
        return listPages({
            http: this.options.http,
            url,
            headers: this.headers,
            key: 'tags',
            item: platform_schemas/* tagSchema */.c3,
            idOf: (t) => t.name,
            limit,
        });
    }
    /** The advisories of many images: one combined query per chunk of names (./advisories-batch), scrubbed like `listAdvisories`. */
    async advisoriesOf(images, limit = unlimited) {
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
        const advisories = await (0,list/* collect */.Fo)(this.list(url, 'advisories', platform_schemas/* advisorySchema */.nv, (a) => a.uid, true));
        return advisories.map((a) => ({ ...a, advisoryId: (0,secrets/* safeText */.Hk)(a.advisoryId) }));
    }
    list(url, key, item, idOf, exact = false) {
        return (0,list/* listAll */._w)({ http: this.options.http, url, headers: this.headers, key, item, idOf, exact });
    }
    url(path) {
        return new URL(this.base + path);
    }
}

;// CONCATENATED MODULE: ./src/platform/eoltags.ts
// The v1 end-of-life tags operation, an enrichment of v2's `deprecated` flag: per tag of a repo,
// when its upstream support ended or ends and until when builds continue (the grace period).
// v2 has no such operation (spec: "Not in v2 and still served by v1"), so a platform may lack it:
// 404, 501 and 403 mean "not available here" (null), and the `deprecated` flag alone decides.


const TAG_STATUSES = (/* unused pure expression or super */ null && (['TAG_ACTIVE', 'TAG_IN_GRACE', 'TAG_INACTIVE']));
// proto3 JSON may send '' for an unset string: the same as absent.
const optionalTime = schemas/* preprocess */.vkY((v) => (v === '' || v === null ? undefined : v), schemas/* string */.YjP()
    .refine((s) => !Number.isNaN(Date.parse(s)), 'must be a date (YYYY-MM-DD) or an RFC 3339 timestamp')
    .optional());
const eolTagSchema = schemas/* looseObject */._H3({
    name: schemas/* string */.YjP().min(1),
    // Unknown statuses are kept as text (v1 may add some); proto3 omits the zero value.
    tagStatus: schemas/* string */.YjP().default('TAG_STATUS_UNSPECIFIED'),
    graceStatus: schemas/* string */.YjP().optional(),
    gracePeriodExpiryDate: optionalTime,
    mainPackageVersion: schemas/* looseObject */._H3({ eolDate: optionalTime }).optional(),
});
const eoltags_envelopeSchema = schemas/* looseObject */._H3({ items: schemas/* array */.YOg(eolTagSchema).optional() });
/** Statuses that mean the operation is not offered to this caller: the enrichment is skipped. */
const NOT_AVAILABLE = new Set([403, 404, 501]);
class EolTagsClient {
    options;
    constructor(options) {
        this.options = options;
    }
    /**
     * The end-of-life tags of a repo (by uid), or null when the platform does not offer the
     * operation (404, 501) or refuses it (403). Other failures throw ApiError as every client does.
     */
    async list(repoUid) {
        const url = new URL(`${this.options.apiUrl.replace(/\/+$/, '')}/registry/v1/eoltags`);
        url.searchParams.set('uidp.childrenOf', repoUid);
        try {
            const body = await this.options.http.json(url, {
                headers: { authorization: `Bearer ${this.options.token}` },
                schema: eoltags_envelopeSchema,
                label: 'GET /registry/v1/eoltags',
            });
            return body.items ?? [];
        }
        catch (error) {
            if (error instanceof api_error/* ApiError */.hD && NOT_AVAILABLE.has(error.status))
                return null;
            throw error;
        }
    }
}
const DAY = 86_400_000;
/** Pure: the outlook of one end-of-life tags item at `now`, warning `warnBeforeMs` ahead of the grace period's end. */
function eolAhead(entry, now, warnBeforeMs) {
    const at = now.getTime();
    const supportEnds = entry.mainPackageVersion?.eolDate ?? null;
    const buildsUntil = entry.gracePeriodExpiryDate ?? null;
    const graceEnd = buildsUntil === null ? null : Date.parse(buildsUntil);
    const buildsEnded = graceEnd !== null && graceEnd <= at;
    return {
        tag: entry.name,
        status: entry.tagStatus,
        supportEnds,
        supportEnded: supportEnds !== null && Date.parse(supportEnds) <= at,
        buildsUntil,
        buildsEnded,
        daysLeft: graceEnd === null ? null : Math.floor((graceEnd - at) / DAY),
        warn: graceEnd !== null && !buildsEnded && graceEnd - at <= warnBeforeMs,
    };
}
/** Items by tag name, for look-ups next to the v2 tag listing. */
function eolTagsByName(items) {
    return new Map(items.map((item) => [item.name, item]));
}
/** Names of the tags in their grace period: for suggestTag's `ending`, so no move lands on one. */
function endingTagNames(items) {
    return new Set(items.filter((item) => item.tagStatus === 'TAG_IN_GRACE').map((item) => item.name));
}

;// CONCATENATED MODULE: ./src/settle.ts
/** A promise's value or the error that prevented it, never a rejection (one failure is one result's error). */
function settle(promise) {
    return promise.then((fulfilled), rejected);
}
// Shared, not two new closures per call: thousands of references wait on settled look-ups at once.
const fulfilled = (value) => ({ ok: true, value });
const rejected = (error) => ({ ok: false, error });

// EXTERNAL MODULE: ./src/policy/read.ts
var read = __webpack_require__(8776);
// EXTERNAL MODULE: ./src/policy/findings.ts
var findings = __webpack_require__(9034);
;// CONCATENATED MODULE: ./src/check/suggest.ts
// What to move to. Pure: from a repo's tag listing (already fetched for the deprecated flag),
// the maintained tag that replaces an end-of-life one, and the exact references to write.
//
// Tag names are read as `<version><variant>` (or `latest<variant>`):
//   version := number ( "." number )* [ "-r" number ]     e.g. 18, 1.27, 3.12.8, 1.2.3-r4
//   variant := "" | "-" suffix                            e.g. -dev, -fips, -fips-dev, -glibc
// The variant is everything after the version (or after `latest`), compared as a whole: `-dev`
// matches only `-dev`, `-fips-dev` only `-fips-dev`. A name that is neither (`bookworm`,
// `openjdk-17`) has no version; no suggestion is made for it, since nothing says what follows it.
const VERSION_TAG = /^(\d+(?:\.\d+)*)(?:-r(\d+)(?=-|$))?(-.+)?$/;
const LATEST_TAG = /^latest(-.+)?$/;
/** Reads a tag name as version and variant; null when it is neither a version nor `latest`. */
function parseTagName(name) {
    const version = VERSION_TAG.exec(name);
    if (version) {
        return {
            version: version[1].split('.').map(Number),
            epoch: version[2] === undefined ? null : Number(version[2]),
            variant: version[3] ?? '',
        };
    }
    const latest = LATEST_TAG.exec(name);
    if (latest)
        return { version: null, epoch: null, variant: latest[1] ?? '' };
    return null;
}
/**
 * Numeric order of versions, part by part (`1.9 < 1.10`). When one is a prefix of the other the
 * shorter sorts first (`1.2 < 1.2.0`); equal numbers compare by epoch, none before any.
 */
function compareVersions(a, b) {
    const x = a.version ?? [];
    const y = b.version ?? [];
    for (let i = 0; i < Math.min(x.length, y.length); i++) {
        if (x[i] !== y[i])
            return x[i] - y[i];
    }
    if (x.length !== y.length)
        return x.length - y.length;
    return (a.epoch ?? -1) - (b.epoch ?? -1);
}
/** Number of version parts, the epoch counted as one: what "the same precision" means. */
const precision = (t) => (t.version?.length ?? 0) + (t.epoch === null ? 0 : 1);
const parts = (t) => [...(t.version ?? []), ...(t.epoch === null ? [] : [t.epoch])];
/**
 * The line a version belongs to: all parts but the last when it has three or more (`3.12.8` is
 * on line `3.12`, `1.2.3-r4` on `1.2.3`), else the version itself (`3.12`, `18` each their own).
 * Moving off an end-of-life tag goes to the nearest line, at that line's newest version.
 */
function lineOf(t) {
    const p = parts(t);
    return p.length >= 3 ? p.slice(0, -1) : p;
}
function compareParts(x, y) {
    for (let i = 0; i < Math.min(x.length, y.length); i++)
        if (x[i] !== y[i])
            return x[i] - y[i];
    return x.length - y.length;
}
/**
 * The maintained tag to move to from `eolTag`, or null. Among the tags of the same variant that
 * are not deprecated and have a newer version:
 *   1. those of the same precision (`3.11` -> `3.12`, not `3.12.8`), else any precision;
 *   2. the nearest line (see lineOf), and in it the newest version: `1.25` -> `1.26`,
 *      `3.11.9` -> the newest `3.12.x`, `11.0.5` -> the newest `17.0.x`.
 * Without one: `latest` of that variant (`latest`, `latest-dev`) when it exists and is not
 * deprecated. Never an older version: moving back is no fix. `options.ending` names tags to
 * move to only when nothing else fits.
 */
function suggestTag(tags, eolTag, options = {}) {
    const { ending } = options;
    if (ending && ending.size > 0) {
        // A tag whose end is near (in its grace period) is a poor place to move to: only when
        // nothing else is there.
        return (pick(tags.filter((t) => !ending.has(t.name)), eolTag) ?? pick(tags, eolTag));
    }
    return pick(tags, eolTag);
}
/**
 * A listed tag's name, read once per tag object: a repo's listing is shared by its references,
 * and each end-of-life tag of a repo of thousands of tags would otherwise read every name again.
 */
const listedNames = new WeakMap();
function listedName(tag) {
    let name = listedNames.get(tag);
    if (name === undefined)
        listedNames.set(tag, (name = parseTagName(tag.name)));
    return name;
}
function pick(tags, eolTag) {
    const current = parseTagName(eolTag);
    if (!current)
        return null;
    const maintained = tags.filter((t) => !t.deprecated && t.name !== eolTag);
    if (current.version !== null) {
        const newer = maintained
            .map((tag) => ({ tag, name: listedName(tag) }))
            .filter((c) => c.name !== null &&
            c.name.version !== null &&
            c.name.variant === current.variant &&
            compareVersions(c.name, current) > 0);
        const samePrecision = newer.filter((c) => precision(c.name) === precision(current));
        const pool = samePrecision.length > 0 ? samePrecision : newer;
        if (pool.length > 0) {
            const nearestLine = pool.map((c) => lineOf(c.name)).reduce((a, b) => (compareParts(b, a) < 0 ? b : a));
            const inLine = pool.filter((c) => compareParts(lineOf(c.name), nearestLine) === 0);
            return inLine.reduce((a, b) => (compareVersions(b.name, a.name) > 0 ? b : a)).tag;
        }
    }
    return maintained.find((t) => t.name === `latest${current.variant}`) ?? null;
}
/** `registry/org/image:tag`. */
function tagReference(name, tag) {
    return `${name.registry}/${name.org}/${name.image}:${tag}`;
}
/** `registry/org/image:tag@sha256:<digest>`: the exact pin to write for a stale pin. */
function pinnedReference(name, tag, digest) {
    return `${tagReference(name, tag)}@${digest}`;
}
/**
 * The `suggestion` of a `results` item: for an end-of-life tag, the reference of the maintained
 * tag (pinned to that tag's current digest when the reference was pinned); for a stale pin, the
 * same tag at its current digest. Null when there is nothing to suggest. `nextTag` gives the
 * maintained tag (suggestTag's answer on the repo's listing, null when there is none or the
 * listing could not be fetched); it is asked only for an end-of-life tag, so a caller with many
 * references of one tag picks it once.
 */
function suggestionFor(result, nextTag) {
    if (result.deprecated) {
        const next = nextTag();
        if (!next)
            return null;
        return result.pinnedDigest ? pinnedReference(result, next.name, next.digest) : tagReference(result, next.name);
    }
    if (result.status === 'stale' && result.pinnedDigest && result.digest && result.digest !== result.pinnedDigest) {
        return pinnedReference(result, result.tag, result.digest);
    }
    return null;
}

;// CONCATENATED MODULE: ./src/check/advice.ts
// What to do about each result (issue 14), after the look-ups: the reference to move to, the
// end-of-life dates where the platform gives them (v1 eoltags, an enrichment), and which
// findings the policy file accepts. Reads only what Lookups already holds or fetches once per
// repo; a failed enrichment never changes a status, it only leaves a suggestion or a date out.





/** An enrichment's value, or null when it failed: advice never fails a result. */
const orNull = async (promise) => {
    const settled = await settle(promise);
    return settled.ok ? settled.value : null;
};
const EOL_DATES_UNAVAILABLE = 'The platform does not give end-of-life dates here (the v1 end-of-life tags operation is absent or refused): end of life is judged by the deprecated flag alone, with no warning ahead of time.';
/** Suggestions, end-of-life dates and ignored findings for every result, set on each result. Never throws. */
async function adviseResults(results, lookups, options) {
    const today = (0,read/* todayOf */.XY)(options.now);
    // Images that could not be checked get no advice (an end-of-life error still does).
    const advisable = (r) => !(r.status === 'error' && !r.deprecated);
    // The look-ups first, once per repo, then every result advised without waiting: thousands of
    // results each waiting in an async call held their frames and promises alive together, which
    // the young generation copied and promoted (bench/README.md, 5 000 references).
    const eol = await endOfLifeTags(results.filter(advisable), lookups);
    const unavailable = eol.some((items) => items === null);
    // Indexed once per repo, not per reference: Lookups hands every reference of a repo the same list.
    const indexes = new Map();
    const indexOf = (r) => {
        const items = eol.get(r);
        if (!items)
            return undefined;
        let index = indexes.get(items);
        if (!index)
            indexes.set(items, (index = { byName: eolTagsByName(items), ending: endingTagNames(items) }));
        return index;
    };
    const endOfLifeOf = (r) => {
        const item = indexOf(r)?.byName.get(r.tag);
        if (!item)
            return null;
        const o = eolAhead(item, options.now, options.warnBeforeMs);
        return {
            status: o.status,
            supportEnds: o.supportEnds,
            supportEnded: o.supportEnded,
            buildsUntil: o.buildsUntil,
            daysLeft: o.daysLeft,
            warn: o.warn,
        };
    };
    const endOfLife = results.map((r) => (advisable(r) ? endOfLifeOf(r) : null));
    // The tag listing was fetched for the deprecated flag: cached, no new request.
    const needsTags = (r, i) => advisable(r) && (r.deprecated || endOfLife[i]?.warn === true);
    const tags = await onceEach(results.filter(needsTags), (r) => orNull(lookups.tags(r.org, r.image, r.tag)));
    // The tag to move to, picked once per repo and tag: every input of suggestTag is the tag's.
    const nextTags = new ByRepoTag();
    const nextTagOf = (r, list, ending) => {
        if (!nextTags.has(r))
            nextTags.set(r, list ? suggestTag(list, r.tag, { ending }) : null);
        return nextTags.get(r);
    };
    // Filled in place: the results are the engine's own, and a copy of each of thousands was one
    // more object for the young generation to copy.
    for (const [i, r] of results.entries()) {
        if (!advisable(r)) {
            r.suggestion = null;
            r.ignored = null;
            r.endOfLife = null;
            continue;
        }
        const dates = endOfLife[i] ?? null;
        const ending = indexOf(r)?.ending;
        // A tag about to end is advised like an end-of-life one: the maintained tag to move to.
        const facts = dates?.warn && !r.deprecated ? { ...r, deprecated: true } : r;
        const suggestion = suggestionFor(facts, () => nextTagOf(r, needsTags(r, i) ? (tags.get(r) ?? null) : null, ending));
        const accepted = (0,findings/* ignoredFindings */.n)(r, options.ledger, today);
        const [first] = accepted.values();
        const ignored = first ? { reason: first.reason, until: first.until, kinds: [...accepted.keys()] } : null;
        r.suggestion = suggestion;
        r.ignored = ignored;
        r.endOfLife = dates;
    }
    return {
        results,
        notices: unavailable ? [EOL_DATES_UNAVAILABLE] : [],
        expired: (0,read/* expiredEntries */.SZ)(options.ledger, today),
    };
}
/**
 * Values by a result's repo and tag (org, image, tag), in nested maps: no key string made for
 * each of thousands of results.
 */
class ByRepoTag {
    byOrg = new Map();
    get(r) {
        return this.byOrg.get(r.org)?.get(r.image)?.get(r.tag);
    }
    has(r) {
        return this.byOrg.get(r.org)?.get(r.image)?.has(r.tag) ?? false;
    }
    set(r, value) {
        let byImage = this.byOrg.get(r.org);
        if (!byImage)
            this.byOrg.set(r.org, (byImage = new Map()));
        let byTag = byImage.get(r.image);
        if (!byTag)
            byImage.set(r.image, (byTag = new Map()));
        byTag.set(r.tag, value);
    }
    /** Whether any value passes `test`. */
    some(test) {
        for (const byImage of this.byOrg.values())
            for (const byTag of byImage.values())
                for (const value of byTag.values())
                    if (test(value))
                        return true;
        return false;
    }
}
/** The v1 end-of-life tags of each repo and tag of `results`: one call per repo, all at once; null where they failed. */
async function endOfLifeTags(results, lookups) {
    // The tags asked for, by org and image.
    const repos = new Map();
    for (const { org, image, tag } of results) {
        let images = repos.get(org);
        if (!images)
            repos.set(org, (images = new Map()));
        let tags = images.get(image);
        if (!tags)
            images.set(image, (tags = new Set()));
        tags.add(tag);
    }
    const eol = new ByRepoTag();
    const asked = [];
    for (const [org, images] of repos) {
        for (const [image, tags] of images) {
            asked.push(orNull(lookups.eolTags(org, image, [...tags])).then((answers) => {
                for (const tag of tags)
                    eol.set({ org, image, tag }, answers?.get(tag) ?? null);
            }));
        }
    }
    await Promise.all(asked);
    return eol;
}
/** `load` once per repo and tag of `results`, all at once; its answers by repo and tag. */
async function onceEach(results, load) {
    const first = new ByRepoTag();
    const firsts = [];
    for (const r of results) {
        if (first.has(r))
            continue;
        first.set(r, r);
        firsts.push(r);
    }
    const answers = await Promise.all(firsts.map(load));
    const byRepoTag = new ByRepoTag();
    firsts.forEach((r, i) => byRepoTag.set(r, answers[i]));
    return byRepoTag;
}

;// CONCATENATED MODULE: ./src/check/assess.ts



/** The error of a result; its text scrubbed of credentials (every one known by now) and control characters. */
function toResultError(error) {
    if (error instanceof api_error/* ApiError */.hD)
        return { code: error.httpCode, reason: (0,secrets/* safeText */.Hk)(error.reason), message: (0,secrets/* safeText */.Hk)(error.message) };
    const message = error instanceof Error ? error.message : String(error);
    return { code: null, reason: 'INTERNAL', message: (0,secrets/* safeText */.Hk)(message) };
}
/**
 * The verdict for one reference from what the services said. Pure. A result is `ok` only when
 * every look-up it needs succeeded; what is known (deprecated, advisories) is kept even when
 * another look-up failed, so an end-of-life tag still shows next to the error.
 */
function assess(target, gathered, options) {
    const errors = [];
    // Everything unknown until a look-up says otherwise.
    const result = { ...unchecked(target, []), status: 'ok' };
    const listed = gathered.tags.ok ? gathered.tags.value.find((t) => t.name === target.tag) : undefined;
    const walk = gathered.walk ??
        (gathered.history &&
            (gathered.history.ok
                ? { ok: true, value: walkOfRecords(gathered.history.value, target.pinnedDigest, listed?.digest) }
                : gathered.history));
    if (gathered.tags.ok) {
        const registry = walk?.ok ? walk.value : null;
        if (listed &&
            registry &&
            registry.kind !== 'empty' &&
            listed.digest !== registry.newest.digest &&
            !registry.watched) {
            // The repo's tag is at a digest the registry never built for this reference: another
            // organization's repo of that name. Its end-of-life flag is not this image's.
            errors.push({
                code: null,
                reason: 'REPO_MISMATCH',
                message: `the repo found for ${target.registry}/${target.org}/${target.image} lists ${target.tag} at ${listed.digest}, which is no build of the registry's ${target.org}/${target.image}:${target.tag}: it is another organization's repo of that name; set the group input to the uid of the organization group that holds ${target.org}/${target.image} (README, "Which repo")`,
            });
        }
        else if (listed)
            result.deprecated = listed.deprecated;
        else
            errors.push({
                code: null,
                reason: 'TAG_NOT_FOUND',
                message: `tag "${target.tag}" does not exist in ${target.registry}/${target.org}/${target.image}`,
            });
    }
    else {
        errors.push(toResultError(gathered.tags.error));
    }
    if (gathered.advisories.ok)
        result.advisories = summarizeAdvisories(gathered.advisories.value, target.image);
    else
        errors.push(toResultError(gathered.advisories.error));
    const tagMissing = errors.some((e) => e.reason === 'TAG_NOT_FOUND');
    if (!walk) {
        // Unpinned: the listing's tag is the current build.
        if (listed) {
            result.digest = listed.digest;
            result.lastUpdate = listed.updateTime ?? null;
            result.buildsBehind = 0;
        }
    }
    else if (walk.ok) {
        const found = walk.value;
        if (found.kind !== 'empty') {
            result.digest = found.newest.digest;
            result.lastUpdate = found.newest.updateTimestamp;
            const pin = placePin(target, found);
            if ('error' in pin)
                errors.push(pin.error);
            else
                ({ buildsBehind: result.buildsBehind, behindSince: result.behindSince } = pin);
        }
        else if (!tagMissing) {
            errors.push({
                code: null,
                reason: 'EMPTY_HISTORY',
                message: `the registry has no builds of ${target.registry}/${target.org}/${target.image}:${target.tag}`,
            });
        }
    }
    else if (!tagMissing) {
        // A tag the listing does not know fails its history too; one message is enough.
        errors.push(toResultError(walk.error));
    }
    result.error = mergeErrors(errors);
    result.status = statusOf(result, options);
    return result;
}
/** Where a pinned digest sits in its tag's history: builds after it, and since when. */
function placePin(target, walk) {
    if (!target.pinnedDigest || walk.kind === 'newest')
        return { buildsBehind: 0, behindSince: null };
    if (walk.kind === 'absent') {
        return {
            error: {
                code: null,
                reason: 'DIGEST_NOT_IN_HISTORY',
                message: `pinned digest ${target.pinnedDigest} was never a build of ${target.registry}/${target.org}/${target.image}:${target.tag} (${walk.builds} builds since ${walk.oldest})`,
            },
        };
    }
    return { buildsBehind: walk.buildsBehind, behindSince: walk.behindSince };
}
/**
 * A digest-only reference whose tag could not be found: an error, never judged against a tag it
 * does not belong to. What is known of the image (its advisories) is kept.
 */
function unplaced(target, error, advisories) {
    const errors = [toResultError(error)];
    if (!advisories.ok)
        errors.push(toResultError(advisories.error));
    return {
        ...unchecked(target, errors),
        tag: '',
        advisories: advisories.ok ? summarizeAdvisories(advisories.value, target.image) : [],
    };
}
/** A reference nothing could be learnt about (the services could not be reached at all): an error. */
function unchecked(target, errors) {
    return {
        ref: target.ref,
        registry: target.registry,
        org: target.org,
        image: target.image,
        tag: target.tag ?? '',
        pinnedDigest: target.pinnedDigest,
        digest: null,
        status: 'error',
        deprecated: false,
        lastUpdate: null,
        buildsBehind: null,
        behindSince: null,
        advisories: [],
        locations: target.locations,
        error: mergeErrors(errors),
    };
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
/**
 * The advisories listed for `image`, once per id (the listing may hold other images' and repeats).
 * Made once per listing and image, and shared (frozen) by every result of the image: the engine
 * hands all of them the same listing, and thousands of results each had a copy. The text was
 * scrubbed when the listing arrived (platform/client.ts), and is again here, at its first use.
 */
function summarizeAdvisories(advisories, image) {
    let byImage = summaries.get(advisories);
    if (!byImage)
        summaries.set(advisories, (byImage = new Map()));
    let summary = byImage.get(image);
    if (!summary) {
        const seen = new Set();
        summary = advisories
            .filter((a) => a.artifactName === image && !seen.has(a.advisoryId) && seen.add(a.advisoryId))
            .map(({ advisoryId, artifactName, updateTime }) => Object.freeze({ advisoryId: (0,secrets/* safeText */.Hk)(advisoryId), artifactName: (0,secrets/* safeText */.Hk)(artifactName), updateTime }));
        byImage.set(image, Object.freeze(summary));
    }
    return summary;
}
const summaries = new WeakMap();
function mergeErrors(errors) {
    const [first, ...rest] = errors;
    if (!first)
        return null;
    if (rest.length === 0)
        return first;
    return { ...first, message: `${first.message}; also: ${rest.map((e) => e.message).join('; ')}` };
}

;// CONCATENATED MODULE: ./src/check/credentials.ts


function credentialSources(config) {
    return {
        platform: config.token ? 'token' : 'identity',
        registry: config.registryToken
            ? 'registry-token'
            : config.registryUsername
                ? 'registry-username'
                : config.identity
                    ? 'identity'
                    : null,
        apiUrl: config.apiUrl,
        registryHost: config.registry,
        identity: config.identity,
    };
}
const describe = (error) => `${error.reason}${error.httpCode === null ? '' : ` ${error.status}`}: ${error.message}`;
/**
 * The first Platform API call failed: a 401/403 means the token itself is refused, no answer
 * means api-url is wrong. Either stops the run (InputError naming the input); other failures
 * (a missing repo, a 5xx) are the image's own and give null.
 */
function platformFailure(error, sources) {
    if (!(error instanceof api_error/* ApiError */.hD))
        return null;
    if (error.kind === 'network') {
        return new errors/* InputError */.d('api-url', `the Platform API at ${sources.apiUrl} cannot be reached (${describe(error)}). Check api-url (the default is https://console-api.enforce.dev); nothing was checked`);
    }
    if (error.status !== 401 && error.status !== 403)
        return null;
    if (sources.platform === 'identity') {
        return new errors/* InputError */.d('identity', `the Platform API at ${sources.apiUrl} refused the token obtained for identity ${sources.identity} (${describe(error)}). Check that the identity has a role (e.g. viewer) bound on the organization, and that api-url is the Platform API the identity belongs to; nothing was checked`);
    }
    return new errors/* InputError */.d('token', `the Platform API at ${sources.apiUrl} refused it (${describe(error)}). Set token to a valid identity token for the Platform API audience (${sources.apiUrl}), e.g. from chainctl auth token, or use identity instead; nothing was checked`);
}
/**
 * The registry refused the given credential at its token endpoint for every image asked (at
 * least one, none accepted): the credential is wrong, not one image's access. Null otherwise,
 * and always null for anonymous requests (a refusal there is about the image, not a credential).
 */
function registryFailure(refused, accepted, sources) {
    if (sources.registry === null || refused.length === 0 || accepted > 0)
        return null;
    const first = refused[0];
    const what = `the registry ${sources.registryHost} refused it for every image asked (${refused.length}): ${describe(first)}`;
    switch (sources.registry) {
        case 'registry-token':
            return new errors/* InputError */.d('registry-token', `${what}. Set registry-token to a valid identity token issued for the registry audience (${sources.registryHost}), e.g. chainctl auth token --audience ${sources.registryHost}; nothing was checked`);
        case 'registry-username':
            return new errors/* InputError */.d('registry-username', `registry-username/registry-password: ${what}. Set both to a valid pull token of the organization; nothing was checked`);
        case 'identity':
            return new errors/* InputError */.d('identity', `${what} (the token obtained for identity ${sources.identity}). Check that the identity is under the organization itself, not a subgroup, and may pull its images; nothing was checked`);
    }
}

;// CONCATENATED MODULE: ./src/check/repo-choice.ts

/**
 * The one repo whose tag listing has the tag at the digest the registry says is current. Several
 * that agree and give the same verdict (the same `deprecated`) are the same answer; none that
 * agree, or agreeing ones that would give different verdicts, is an error naming the candidates
 * and the `group` to set. A repo whose tag disagrees with the registry is never chosen.
 */
function chooseRepo(question, candidates) {
    const { org, image, tag } = question;
    const current = question.current.ok ? question.current.value : null;
    const agreeing = [];
    const said = [];
    for (const { repo, tags } of candidates) {
        if (!tags.ok) {
            said.push(`${repo.uid}: tag listing failed (${tags.error instanceof Error ? tags.error.message : String(tags.error)})`);
            continue;
        }
        const found = tags.value.find((t) => t.name === tag);
        if (!found)
            said.push(`${repo.uid}: no tag ${tag}`);
        else if (current !== null && found.digest === current)
            agreeing.push({ repo, tags: tags.value, deprecated: found.deprecated });
        else
            said.push(`${repo.uid}: ${tag} at ${found.digest}`);
    }
    const verdicts = new Set(agreeing.map((a) => a.deprecated));
    if (agreeing.length > 0 && verdicts.size === 1)
        return { repo: agreeing[0].repo, tags: agreeing[0].tags };
    const uids = candidates.map((c) => c.repo.uid).join(', ');
    const registrySays = question.current.ok
        ? current === null
            ? `the registry has no build of ${org}/${image}:${tag}`
            : `the registry's current digest of ${org}/${image}:${tag} is ${current}`
        : `the registry's Tag History of ${org}/${image}:${tag} could not be read (${question.current.error instanceof Error ? question.current.error.message : String(question.current.error)})`;
    const why = agreeing.length > 1
        ? `${agreeing.length} of them list ${tag} at that digest but disagree on whether it is end-of-life`
        : `none of them lists ${tag} at that digest (${said.join('; ')})`;
    const advice = question.group
        ? `set group to the uid of the organization (or subgroup) that holds ${org}/${image} itself, not a group above several`
        : `set the group input to the uid of the organization group that holds ${org}/${image} (README, "Which repo")`;
    return {
        error: (0,api_error/* conditionError */.OG)('AMBIGUOUS_REPO', `${candidates.length} repos named "${image}" are visible to this token (${uids}) and ${registrySays}; ${why}: ${advice}`, 'GET /registry/v2/repos'),
    };
}

;// CONCATENATED MODULE: ./src/check/lookups.ts




/**
 * Every look-up once: references to the same repo (org and image) share one repo look-up and one tag listing,
 * the same image one registry token, the same tag and pin one history walk, and the pins of a tag
 * announced with `expectPins` one walk for all of them. Advisories asked for
 * in the same tick go out as one combined query. Promises are cached, so concurrent callers wait
 * for the same request.
 *
 * `limit(n)` bounds the requests in flight: a tag listing's or advisory query's pages each take
 * a slot of their own (asked for together once the first page says how many), a history walk
 * holds one slot for its windows, which go one after another. Waiting calls go
 * by what waits on them: repo look-ups and registry tokens first (tag listings and histories
 * wait on them), then tag listings and histories, then advisory queries (nothing waits on them),
 * so the slots stay full to the end instead of ending on a chain started late.
 */
class Lookups {
    group;
    cache = new Map();
    clients;
    slots = new Slots();
    /** Pins announced per tag (`expectPins`): a tag with several is placed by one walk. */
    expected = new Map();
    /** Registry token requests answered and refused (401/403): a credential refused for every image is wrong (check/credentials.ts). */
    registryTokens = { accepted: 0, refused: [] };
    /**
     * `clients` may be a function: then it is called on the first look-up only (credentials are
     * resolved lazily). `group` (the input) only shapes the advice of an ambiguous repo.
     */
    constructor(clients, group = '') {
        this.group = group;
        this.clients = typeof clients === 'function' ? clients : () => Promise.resolve(clients);
    }
    /** At most `concurrency` service calls at once (unbounded until set). */
    limit(concurrency) {
        this.slots.size = Math.max(1, concurrency);
        return this;
    }
    /**
     * The tags of the repo `<org>/<image>` names. One visible repo of that name is the one; of
     * several, the registry decides by `tag` (check/repo-choice.ts), so without a tag several are
     * an error.
     */
    async tags(org, image, tag) {
        const candidates = await this.candidates(org, image);
        if (candidates.length === 1)
            return this.repoTags(candidates[0].uid);
        return this.once(`choice:${org}/${image}:${tag ?? ''}`, async () => {
            if (tag === undefined) {
                throw (0,api_error/* conditionError */.OG)('AMBIGUOUS_REPO', `${candidates.length} repos named "${image}" are visible to this token (${candidates.map((r) => r.uid).join(', ')}): set the group input to the uid of the organization group that holds ${org}/${image}`);
            }
            // The registry's newest build of the tag decides: one history window, usually.
            const [listings, walk] = await Promise.all([
                Promise.all(candidates.map((repo) => settle(this.repoTags(repo.uid)))),
                settle(this.walk(org, image, tag, null)),
            ]);
            const current = walk.ok
                ? { ok: true, value: walk.value.kind === 'empty' ? null : walk.value.newest.digest }
                : walk;
            const choice = chooseRepo({ org, image, tag, current, group: this.group }, candidates.map((repo, i) => ({ repo, tags: listings[i] })));
            if ('error' in choice)
                throw choice.error;
            return choice.tags;
        });
    }
    /** Every visible repo of the name (the candidates for `<org>/<image>`). */
    candidates(org, image) {
        return this.once(`repos:${org}/${image}`, async () => {
            const { platform } = await this.clients();
            return this.slots.run(UNLOCKS, () => platform.findRepos(org, image));
        });
    }
    /** Every tag of one repo. */
    repoTags(repoUid) {
        return this.once(`tags:${repoUid}`, async () => {
            const { platform } = await this.clients();
            // Each page takes a slot of its own: never hold one around the whole listing (its pages would wait for it).
            if (platform.tagPages)
                return platform.tagPages(repoUid, this.limiter(FOLLOW_UP));
            return this.slots.run(FOLLOW_UP, () => platform.listTags(repoUid));
        });
    }
    /** The advisories of an image; images asked for in the same tick share one combined query. */
    advisories(image) {
        return this.once(`advisories:${image}`, () => {
            if (!this.batch) {
                const batch = new Map();
                this.batch = batch;
                // After the current tick's callers have all asked (every target starts at once).
                setImmediate(() => {
                    this.batch = undefined;
                    void this.sendAdvisories(batch);
                });
            }
            const deferred = new Deferred();
            this.batch.set(image, deferred);
            return deferred.promise;
        });
    }
    batch;
    async sendAdvisories(batch) {
        try {
            const { platform } = await this.clients();
            if (!platform.advisoriesOf) {
                for (const [image, deferred] of batch)
                    this.slots.run(LEAF, () => platform.listAdvisories(image)).then(deferred.resolve, deferred.reject);
                return;
            }
            const byName = await platform.advisoriesOf([...batch.keys()], this.limiter(LEAF));
            for (const [image, deferred] of batch)
                deferred.resolve(byName.get(image) ?? []);
        }
        catch (error) {
            // The combined query failed: every image of it is unchecked (never a false green).
            for (const deferred of batch.values())
                deferred.reject(error);
        }
    }
    /**
     * Where `pin` sits in the registry's history of a tag, read from the newest build back to the
     * pin only; `pin` null: the newest build only. `newestHint` (the listing's `updateTime`) aims
     * the first window, `watch` (the listing's digest) is looked out for on the way.
     */
    walk(org, image, tag, pin, hint = {}) {
        const tagKey = `${org}/${image}:${tag}`;
        const together = pin !== null && hint.watch === undefined && hint.newestHint === undefined ? this.expected.get(tagKey) : undefined;
        if (pin !== null && together && together.size > 1 && together.has(pin))
            return this.walkTogether(org, image, tag, pin, together);
        return this.walkAlone(org, image, tag, pin, hint);
    }
    walkAlone(org, image, tag, pin, hint) {
        return this.once(`walk:${org}/${image}:${tag}:${pin ?? ''}:${hint.watch ?? ''}`, async () => {
            const { registry } = await this.clients();
            if (!registry.walk)
                return walkOfRecords(await this.history(org, image, tag), pin, hint.watch);
            const token = await this.token(org, image);
            return this.slots.run(FOLLOW_UP, () => registry.walk(org, image, tag, token, pin, hint));
        });
    }
    /**
     * Announces the pins of a tag before any walk of it starts (the engine does, for every
     * target): a tag with several pins is then walked once, back to the oldest of them, instead of
     * once per pin over the same newest builds. A pin announced after the tag's walk started is
     * walked alone.
     */
    expectPins(org, image, tag, pin) {
        const tagKey = `${org}/${image}:${tag}`;
        if (this.cache.has(`walkpins:${tagKey}`))
            return;
        let pins = this.expected.get(tagKey);
        if (!pins)
            this.expected.set(tagKey, (pins = new Set()));
        pins.add(pin);
    }
    async walkTogether(org, image, tag, pin, pins) {
        const all = await this.once(`walkpins:${org}/${image}:${tag}`, async () => {
            const { registry } = await this.clients();
            const list = [...pins];
            if (!registry.walkPins) {
                // No combined walk offered: each pin's own (cached) walk.
                const each = await Promise.all(list.map((p) => settle(this.walkAlone(org, image, tag, p, {}))));
                return new Map(list.map((p, i) => [p, each[i].ok ? each[i].value : each[i].error]));
            }
            const token = await this.token(org, image);
            return this.slots.run(FOLLOW_UP, () => registry.walkPins(org, image, tag, token, list));
        });
        const result = all.get(pin);
        if (result instanceof Error || result === undefined)
            throw result ?? new Error(`no walk for ${pin}`);
        return result;
    }
    /** A limiter taking one slot per request at `priority`. */
    limiter(priority) {
        return (call) => this.slots.run(priority, call);
    }
    /** Every build of a tag, oldest first (the PR comment's builds between two digests). */
    history(org, image, tag) {
        return this.once(`history:${org}/${image}:${tag}`, async () => {
            const token = await this.token(org, image);
            const { registry } = await this.clients();
            return this.slots.run(FOLLOW_UP, () => registry.history(org, image, tag, token));
        });
    }
    token(org, image) {
        return this.once(`token:${org}/${image}`, async () => {
            const { registry } = await this.clients();
            try {
                const token = await this.slots.run(UNLOCKS, () => registry.token(org, image));
                this.registryTokens.accepted++;
                return token;
            }
            catch (error) {
                if (error instanceof api_error/* ApiError */.hD && (error.status === 401 || error.status === 403))
                    this.registryTokens.refused.push(error);
                throw error;
            }
        });
    }
    /**
     * v1 end-of-life tags of the repo `<org>/<image>` for each of `tags` (issue 14): one request
     * per repo, one call per repo (not per tag: thousands of waiting calls were the young
     * generation's to copy). Null for a tag when the platform does not offer them; of several
     * repos of the name, each tag's is the repo its tag listing chose, and null when none is.
     */
    async eolTags(org, image, tags) {
        const [repos, { eolTags }] = await Promise.all([this.candidates(org, image), this.clients()]);
        const answers = new Map();
        if (!eolTags) {
            for (const tag of tags)
                answers.set(tag, null);
            return answers;
        }
        const listOf = (uid) => this.once(`eoltags:${uid}`, () => this.slots.run(LEAF, () => eolTags.list(uid)));
        if (repos.length === 1) {
            const items = await listOf(repos[0].uid);
            for (const tag of tags)
                answers.set(tag, items);
            return answers;
        }
        for (const tag of tags) {
            const chosen = await this.tags(org, image, tag).catch(() => null);
            let uid;
            if (chosen)
                for (const repo of repos)
                    if ((await this.repoTags(repo.uid).catch(() => null)) === chosen)
                        uid = repo.uid;
            answers.set(tag, uid === undefined ? null : await listOf(uid).catch(() => null));
        }
        return answers;
    }
    once(key, load) {
        let pending = this.cache.get(key);
        if (!pending) {
            pending = load();
            // Callers handle the rejection; this keeps an unawaited shared promise from crashing the process.
            pending.catch(ignore);
            this.cache.set(key, pending);
        }
        return pending;
    }
}
/** One function for every cached promise (a closure each would be thousands). */
const ignore = () => undefined;
class Deferred {
    resolve;
    reject;
    promise = new Promise((resolve, reject) => {
        this.resolve = resolve;
        this.reject = reject;
    });
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

;// CONCATENATED MODULE: ./src/check/placement.ts
// A digest-only reference (`image@sha256:...`) names a build, not a stream: the tag it belongs
// to is found from the tag listing and a bounded number of Tag History reads. Pure.
/** Most tag histories read to place one digest (each read is one request per 1000 builds). */
const MAX_PLACEMENT_HISTORIES = 6;
/**
 * Where to look for `digest`. `current`: a tag whose current digest it is (no history needed;
 * `latest` and version tags win over variants). Otherwise `search`: at most
 * MAX_PLACEMENT_HISTORIES tag names whose histories most likely hold it: `latest`, then plain
 * tags (versions such as `1.27`), then variants (`1.27-dev`, `latest-dev`), each most recently
 * updated first (a build is superseded on the tags still being built); `skipped` counts the
 * tags left out by the bound.
 */
function placementPlan(tags, digest) {
    const ordered = [...tags].sort((a, b) => rank(a.name) - rank(b.name) || time(b) - time(a) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const holding = ordered.find((t) => t.digest === digest);
    if (holding)
        return { current: holding.name };
    const names = [...new Set(ordered.map((t) => t.name))];
    return {
        search: names.slice(0, MAX_PLACEMENT_HISTORIES),
        skipped: Math.max(0, names.length - MAX_PLACEMENT_HISTORIES),
    };
}
/** `latest` first, then plain tags, then variants (a `-suffix`). */
function rank(name) {
    if (name === 'latest')
        return 0;
    return name.includes('-') ? 2 : 1;
}
function time(tag) {
    const t = tag.updateTime ? Date.parse(tag.updateTime) : Number.NaN;
    return Number.isNaN(t) ? 0 : t;
}

// EXTERNAL MODULE: ./src/limit.ts
var limit = __webpack_require__(7768);
;// CONCATENATED MODULE: ./src/check/engine.ts







/**
 * Targets under way at once, per call in flight (see checkTargets). 16 keeps the slots as full as
 * 32 did on both benchmark scenarios; 8 and 4 leave them idle on the small one (its pins' chains
 * of history windows need targets side by side), 2 on the monorepo too (bench/README.md). Each
 * target under way holds a few KB of waiting frames and promises, which the young generation copies.
 */
const TARGET_WINDOW = 16;
/**
 * Checks every target; one target's failure is its `error` result and the others go on.
 * Each target's chains (repo -> tag pages, and for a pin token -> history windows; the advisories
 * of every image in one combined query) run in parallel.
 * Targets wait for their look-ups; the look-ups are what is bounded (`concurrency` calls at
 * once). Bounding targets at `concurrency` left slots idle: a target waiting for a look-up
 * another target had started held its slot while sending nothing. Targets are under way in a
 * window TARGET_WINDOW times as wide instead, which keeps the slots as full, while thousands
 * of targets started at once held a few KB of waiting promises each, that the young generation
 * copied and promoted all together (bench/README.md, 5 000 references).
 */
async function checkTargets(targets, clients, options) {
    const lookups = (clients instanceof Lookups ? clients : new Lookups(clients)).limit(options.concurrency);
    const sources = options.credentials;
    if (sources && targets.length > 0) {
        // The first Platform API call alone: if the token or api-url is wrong, every call would fail alike.
        const probe = await settle(lookups.candidates(targets[0].org, targets[0].image));
        const stop = probe.ok ? null : platformFailure(probe.error, sources);
        if (stop)
            throw stop;
    }
    // Every image's advisories asked for in this one tick: one combined query, whatever the window.
    const advisoriesOf = new Map();
    for (const { image } of targets)
        if (!advisoriesOf.has(image))
            advisoriesOf.set(image, settle(lookups.advisories(image)));
    // Every pin announced before any walk starts: several pins of one tag are placed by one walk.
    for (const t of targets)
        if (t.tag !== null && t.pinnedDigest !== null)
            lookups.expectPins(t.org, t.image, t.tag, t.pinnedDigest);
    const checkOne = async (written) => {
        let target;
        const advisories = advisoriesOf.get(written.image);
        if (hasTag(written))
            target = written;
        else {
            // A digest-only reference: its tag is found first (the advisories need none).
            const tag = await settle(placeDigest(written, lookups));
            if (!tag.ok)
                return unplaced(written, tag.error, await advisories);
            target = { ...written, tag: tag.value };
        }
        // The registry only for a pin (builds behind, since when): an unpinned reference's current
        // build is the listing's tag (README, "Listing and registry"). Both asked for at once, then
        // awaited in turn (settled, they never reject): no Promise.all and its array per target.
        const pin = target.pinnedDigest;
        const asked = settle(lookups.tags(target.org, target.image, target.tag));
        const walked = pin === null ? undefined : settle(lookups.walk(target.org, target.image, target.tag, pin));
        const tags = await asked;
        const found = await walked;
        const listed = await advisories;
        let walk = found;
        const tag = tags.ok ? tags.value.find((t) => t.name === target.tag) : undefined;
        if (pin !== null && walk?.ok && walk.value.kind !== 'empty' && tag && tag.digest !== walk.value.newest.digest) {
            // The listing is not at the registry's newest build: is it one of the builds since the
            // pin (a listing behind), or no build of this reference at all (REPO_MISMATCH)? Walked
            // again looking out for it; rare.
            walk = await settle(lookups.walk(target.org, target.image, target.tag, pin, { watch: tag.digest }));
        }
        return assess(target, { tags, walk, advisories: listed }, options);
    };
    const results = await (0,limit/* mapLimit */.s)(targets, TARGET_WINDOW * Math.max(1, options.concurrency), checkOne);
    const stop = sources
        ? registryFailure(lookups.registryTokens.refused, lookups.registryTokens.accepted, sources)
        : null;
    if (stop)
        throw stop;
    return results;
}
function hasTag(target) {
    return target.tag !== null;
}
/**
 * The tag a digest-only reference belongs to: the tag whose current digest it is, or the first
 * of the likeliest tags (see placementPlan) whose history holds it. Throws DIGEST_NOT_PLACED,
 * with the advice to write the tag, when none does.
 */
async function placeDigest(target, lookups) {
    const digest = target.pinnedDigest;
    const repos = await lookups.candidates(target.org, target.image);
    // Of several repos of the name, the registry's tag names are in one of them: every listing counts.
    const listings = await Promise.all(repos.map((repo) => settle(lookups.repoTags(repo.uid))));
    const tags = listings.flatMap((l) => (l.ok ? l.value : []));
    const failed = listings.find((l) => !l.ok);
    if (tags.length === 0 && failed && !failed.ok)
        throw failed.error;
    const plan = placementPlan(tags, digest);
    if ('current' in plan)
        return plan.current;
    const unread = [];
    for (const name of plan.search) {
        // Walked from the newest build back to the digest (or the first build): the same walk the
        // placed reference is then assessed with.
        const walk = await settle(lookups.walk(target.org, target.image, name, digest));
        if (walk.ok && walk.value.kind === 'placed')
            return name;
        if (!walk.ok)
            unread.push(`${name} (${toResultError(walk.error).message})`);
    }
    const where = `${target.registry}/${target.org}/${target.image}`;
    const searched = plan.search.length > 0 ? `; it is in none of the histories of ${plan.search.join(', ')}` : '';
    const bound = plan.skipped > 0 ? ` (at most ${MAX_PLACEMENT_HISTORIES} tags are searched; ${plan.skipped} others were not)` : '';
    const notRead = unread.length > 0 ? `; could not read: ${unread.join('; ')}` : '';
    throw (0,api_error/* conditionError */.OG)('DIGEST_NOT_PLACED', `cannot tell which tag ${digest} belongs to: it is the current build of none of the ${tags.length} tags of ${where}${searched}${bound}${notRead}. Write the tag it was built from, as ${where}:<tag>@${digest}`);
}

;// CONCATENATED MODULE: ./src/check/services.ts
// The connection to the services and the look-up phase of a check: loaded by src/check/run.ts
// only when there is something to look up (the service clients, the engine and zod behind them).












/**
 * A connection to the Platform API and the registry; credentials are resolved once, on first
 * need (a PR comment with nothing left to check needs none). The caller closes `http`.
 */
async function openServices(config, auth, http) {
    const client = http ?? new http_client/* HttpClient */.Qq({ userAgent: 'image-check', signal: auth.signal });
    let clients;
    const serviceClients = () => (clients ??= connect(config, client, auth));
    return { http: client, lookups: new Lookups(serviceClients, config.group), clients: serviceClients };
}
async function connect(config, http, auth) {
    const credentials = await resolveCredentials(config, http, auth);
    return {
        eolTags: new EolTagsClient({ http, apiUrl: config.apiUrl, token: credentials.apiToken }),
        platform: new PlatformClient({
            http,
            apiUrl: config.apiUrl,
            token: credentials.apiToken,
            group: config.group || undefined,
        }),
        registry: new RegistryClient({ http, registry: config.registry, credentials: credentials.registry }),
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
    const connected = await settle(services.clients());
    if (!connected.ok) {
        // A setting to fix (no token, an exchange refused) stops the run with its message; anything
        // else (the deadline cut the token exchange, an issuer that never answered) is every
        // image's error, and the report is still published.
        if (connected.error instanceof errors/* InputError */.d)
            throw connected.error;
        const error = toResultError(connected.error);
        return { results: targets.map((target) => unchecked(target, [error])) };
    }
    const results = await checkTargets(targets, services.lookups, {
        now,
        maxAgeMs: config.maxAgeMs,
        concurrency: config.concurrency,
        credentials: credentialSources(config),
    });
    // Post-pass (issue 14): what to move to, end-of-life dates, accepted findings.
    const advice = await adviseResults(results, services.lookups, { now, warnBeforeMs: config.warnBeforeMs, ledger });
    return { results: advice.results, advice };
}


/***/ }),

/***/ 3466:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  main: () => (/* binding */ entry_main)
});

;// CONCATENATED MODULE: ./src/cli/io.ts
function processIo() {
    return {
        out: (text) => process.stdout.write(text),
        err: (text) => process.stderr.write(text),
        env: process.env,
        cwd: process.cwd(),
        outIsTTY: process.stdout.isTTY === true,
        errIsTTY: process.stderr.isTTY === true,
    };
}

;// CONCATENATED MODULE: ./src/version.ts
// Kept in step with package.json by hand at release time; reported in SARIF and the PR comment footer.
const VERSION = '0.1.0';

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/tinyglobby/dist/index.mjs + 1 modules
var dist = __webpack_require__(3382);
// EXTERNAL MODULE: ./src/limit.ts
var limit = __webpack_require__(7768);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/fs/read-inside.ts
var read_inside = __webpack_require__(1552);
// EXTERNAL MODULE: ./node_modules/dockerfile-ast/lib/main.js
var main = __webpack_require__(8390);
;// CONCATENATED MODULE: ./src/refs/shell-expand.ts
// Variable expansion of one Dockerfile word, as BuildKit's shell lexer does it (quotes, the
// escape character, $VAR, ${VAR}, ${VAR:-word}, ${VAR-word}, ${VAR:+word}, ${VAR+word},
// ${VAR:?msg}). We cannot know --build-arg values, so a variable is either known (a value
// from a default) or unknown; a word whose value depends on an unknown variable is unresolved.
const NAME_START = /[A-Za-z_]/;
const NAME_CHAR = /[A-Za-z0-9_]/;
/** Expands a word; `escape` is the Dockerfile's escape character (`\` or a backtick). */
function expandWord(word, scope, escape = '\\') {
    const unresolved = [];
    const value = new Expander(word, scope, escape, unresolved).word('');
    return { value, unresolved: [...new Set(unresolved)] };
}
class Expander {
    text;
    scope;
    escape;
    unresolved;
    i = 0;
    constructor(text, scope, escape, unresolved) {
        this.text = text;
        this.scope = scope;
        this.escape = escape;
        this.unresolved = unresolved;
    }
    /** Reads up to (not including) an unquoted `stop` character, or to the end. */
    word(stop) {
        const { text } = this;
        let out = '';
        while (this.i < text.length) {
            const c = text[this.i];
            if (stop !== '' && c === stop)
                break;
            if (c === this.escape) {
                // An escape keeps the next character literally; a trailing escape is itself.
                out += text[this.i + 1] ?? c;
                this.i += 2;
            }
            else if (c === "'") {
                const end = text.indexOf("'", this.i + 1);
                const close = end < 0 ? text.length : end;
                out += text.slice(this.i + 1, close);
                this.i = close + 1;
            }
            else if (c === '"') {
                this.i++;
                out += this.doubleQuoted();
            }
            else if (c === '$') {
                out += this.dollar();
            }
            else {
                out += c;
                this.i++;
            }
        }
        return out;
    }
    doubleQuoted() {
        const { text } = this;
        let out = '';
        while (this.i < text.length && text[this.i] !== '"') {
            const c = text[this.i];
            const next = text[this.i + 1];
            if (c === this.escape && next !== undefined && (next === '"' || next === '$' || next === this.escape)) {
                out += next;
                this.i += 2;
            }
            else if (c === '$') {
                out += this.dollar();
            }
            else {
                out += c;
                this.i++;
            }
        }
        this.i++; // the closing quote
        return out;
    }
    name() {
        const start = this.i;
        while (this.i < this.text.length && NAME_CHAR.test(this.text[this.i]))
            this.i++;
        return this.text.slice(start, this.i);
    }
    lookup(name) {
        return this.scope.get(name) ?? null;
    }
    /** At a '$': the variable's expansion. */
    dollar() {
        const { text } = this;
        const next = text[this.i + 1];
        if (next !== undefined && NAME_START.test(next)) {
            this.i++;
            return this.plain(this.name());
        }
        if (next !== '{') {
            this.i++;
            return '$';
        }
        const start = this.i;
        this.i += 2;
        const name = this.name();
        const c = text[this.i];
        if (name === '' || c === undefined) {
            // Not a substitution BuildKit accepts; kept as text, so the reference is invalid later.
            this.i = start + 1;
            return '$';
        }
        if (c === '}') {
            this.i++;
            return this.plain(name);
        }
        let colon = false;
        let op = c;
        if (c === ':' && '-+?'.includes(text[this.i + 1] ?? '')) {
            colon = true;
            op = text[this.i + 1];
            this.i++;
        }
        if (!'-+?'.includes(op)) {
            // ${VAR#pattern}, ${VAR%pattern}, ${VAR/a/b}...: not evaluated, so not resolved.
            this.word('}');
            this.i++;
            this.unresolved.push(name);
            return '';
        }
        this.i++;
        const inner = new Expander(text, this.scope, this.escape, []);
        inner.i = this.i;
        const innerUnresolved = inner.unresolved;
        const alternative = inner.word('}');
        this.i = inner.i + 1;
        const value = this.lookup(name);
        const set = value !== null && (!colon || value !== '');
        // An unknown variable counts as unset for the modifiers: that is what a build without
        // --build-arg does, and the word after the modifier is the author's intended default.
        const useAlternative = op === '-' ? !set : op === '+' ? set : false;
        if (useAlternative) {
            this.unresolved.push(...innerUnresolved);
            return alternative;
        }
        if (op === '+')
            return '';
        if (!set && op === '?') {
            this.unresolved.push(name);
            return '';
        }
        return value ?? '';
    }
    plain(name) {
        const value = this.lookup(name);
        if (value === null)
            this.unresolved.push(name);
        return value ?? '';
    }
}

;// CONCATENATED MODULE: ./src/refs/dockerfile.ts
// Image references in a Dockerfile/Containerfile: FROM, COPY --from and RUN --mount=...,from=.
// Variables are expanded with ARG/ENV values the way BuildKit scopes them:
//   - ARGs before the first FROM are global and are what FROM lines see;
//   - inside a stage, ARG/ENV apply to the lines after them in that stage only; a global ARG
//     is visible in a stage once redeclared there (`ARG NAME` takes its global default);
//   - ENV outlives its stage into stages built FROM it; ARG does not.
// Lines: the 1-based line where the image word itself starts, so an instruction continued with
// `\` over several lines is annotated where the reference is written, not at the keyword.


/** Variables visible in a stage: ENV wins over ARG of the same name, as in BuildKit. */
function stageScope(stage) {
    return { get: (name) => (stage.env.has(name) ? stage.env.get(name) : stage.args.get(name)) };
}
// Set by BuildKit itself for each build, so their values are not in the Dockerfile.
const AUTOMATIC_ARGS = new Set([
    'BUILDPLATFORM',
    'BUILDOS',
    'BUILDARCH',
    'BUILDVARIANT',
    'TARGETPLATFORM',
    'TARGETOS',
    'TARGETARCH',
    'TARGETVARIANT',
]);
function scanDockerfile(file, content) {
    const found = [];
    const skipped = [];
    const problems = [];
    let instructions;
    let escape;
    try {
        const dockerfile = main.DockerfileParser.parse(content);
        instructions = dockerfile.getInstructions();
        escape = dockerfile.getEscapeCharacter();
    }
    catch (error) {
        problems.push({
            file,
            message: `cannot parse Dockerfile: ${error instanceof Error ? error.message : String(error)}`,
        });
        return { found, skipped, problems };
    }
    const lineOf = lineFinder(content, escape);
    // Every stage name, so `COPY --from=<stage>` is known even before that stage in the file.
    const stageNames = [];
    for (const instruction of instructions) {
        if (instruction.getKeyword() === 'FROM')
            stageNames.push(stageNameOf(instruction.getArguments()) ?? '');
    }
    const global = new Map();
    const stages = [];
    let current = null;
    const declare = (target, property, scope, inheritGlobal) => {
        const name = property.getName();
        const raw = property.getUnescapedValue();
        if (raw === null) {
            target.set(name, inheritGlobal && global.has(name) ? global.get(name) : null);
            return;
        }
        const expanded = expandWord(raw, scope, escape);
        target.set(name, expanded.unresolved.length > 0 ? null : expanded.value);
    };
    const declareBare = (target, name, inheritGlobal) => {
        target.set(name, inheritGlobal && global.has(name) ? global.get(name) : null);
    };
    /** Classifies one image word: found, unresolved, a stage, or scratch. */
    const consider = (raw, position, scope, explain, stageAt) => {
        const line = lineOf(position);
        const { value, unresolved } = expandWord(raw, scope, escape);
        if (unresolved.length > 0) {
            const why = unresolved.map(explain).join('; ');
            skipped.push({
                ref: raw,
                kind: 'unresolved',
                reason: `"${raw}" holds a variable without a known value: ${why}`,
                location: { file, line },
            });
            return;
        }
        if (value === '' && raw !== '') {
            // Every variable had a known value, and together they give nothing (`${X:+...}` of an
            // unset X): no image to check, and no empty reference to invent.
            skipped.push({
                ref: raw,
                kind: 'unresolved',
                reason: `"${raw}" expands to nothing with the values the Dockerfile gives its variables`,
                location: { file, line },
            });
            return;
        }
        if (stageAt(value))
            return;
        found.push({ ref: value, location: { file, line } });
    };
    const noDefault = (name) => AUTOMATIC_ARGS.has(name)
        ? `${name} is set by BuildKit for the platform being built`
        : `${name} has no default value (it is set by --build-arg)`;
    const explainFrom = (name) => global.has(name) || AUTOMATIC_ARGS.has(name)
        ? noDefault(name)
        : `${name} is not declared by an ARG before the first FROM, and FROM lines see only those`;
    const explainIn = (stage) => (name) => {
        if (stage.args.has(name) || stage.env.has(name))
            return noDefault(name);
        if (global.has(name))
            return `${name} is a global ARG, seen in a stage only once declared again there with "ARG ${name}"`;
        return `${name} is not declared by an ARG or ENV before this line in this stage`;
    };
    for (const instruction of instructions) {
        const keyword = instruction.getKeyword();
        if (keyword === 'FROM') {
            const args = instruction.getArguments();
            const base = { args: new Map(), env: new Map() };
            const earlier = stages.length;
            const word = args[0];
            if (word) {
                consider(word.getValue(), word.getRange().start, global, explainFrom, (value) => {
                    if (value === 'scratch')
                        return true;
                    if (value === '')
                        return false; // not an unnamed stage: an empty reference, reported as such
                    // Only an earlier stage can be a base; its ENV carries over.
                    const index = stageNames.slice(0, earlier).lastIndexOf(value.toLowerCase());
                    if (index < 0)
                        return false;
                    for (const [k, v] of stages[index].env)
                        base.env.set(k, v);
                    return true;
                });
            }
            stages.push(base);
            current = base;
            continue;
        }
        if (keyword === 'ARG') {
            for (const property of propertiesOf(instruction)) {
                // `ARG NAME VALUE` (no '=') declares NAME and VALUE, both without a value, as BuildKit's
                // parseArg reads it; the parser gives it as one property whose value is "VALUE".
                const names = argumentNames(property);
                for (const name of names ?? []) {
                    if (current)
                        declareBare(current.args, name, true);
                    else
                        declareBare(global, name, false);
                }
                if (names)
                    continue;
                if (current)
                    declare(current.args, property, stageScope(current), true);
                else
                    declare(global, property, global, false);
            }
            continue;
        }
        if (!current)
            continue; // only ARG (and parser directives, comments) may precede FROM
        const stage = current;
        const scope = stageScope(stage);
        const explain = explainIn(stage);
        const isStage = (value) => isStageRef(value, stageNames);
        if (keyword === 'ENV') {
            for (const property of propertiesOf(instruction))
                declare(stage.env, property, scope, false);
        }
        else if (keyword === 'COPY') {
            for (const flag of flagsOf(instruction, 'from')) {
                const value = flag.getValue();
                if (value === null || value === '')
                    continue;
                consider(value, (flag.getValueRange() ?? flag.getRange()).start, scope, explain, isStage);
            }
        }
        else if (keyword === 'RUN') {
            for (const flag of flagsOf(instruction, 'mount')) {
                const from = mountFrom(flag);
                if (from)
                    consider(from.value, from.position, scope, explain, isStage);
            }
        }
    }
    return { found, skipped, problems };
}
/** The stage name after AS, lowercased: BuildKit matches stage names case-insensitively. */
function stageNameOf(args) {
    if (args.length >= 3 && args[1].getValue().toLowerCase() === 'as')
        return args[2].getValue().toLowerCase();
    return null;
}
/** `--from` of COPY and `from=` of a mount name a stage by name or by index, else an image. */
function isStageRef(value, stageNames) {
    if (/^\d+$/.test(value) && Number(value) < stageNames.length)
        return true;
    return value !== '' && stageNames.includes(value.toLowerCase());
}
/** The names an ARG property declares when written without '=' (`ARG A B`), else null. */
function argumentNames(property) {
    const withOperator = property;
    const value = property.getValue();
    if (value === null || withOperator.getAssignmentOperator?.() !== null)
        return null;
    return [property.getName(), ...value.split(/\s+/).filter((word) => word !== '')];
}
function propertiesOf(instruction) {
    const withProperties = instruction;
    return withProperties.getProperties?.() ?? [];
}
function flagsOf(instruction, name) {
    const withFlags = instruction;
    return (withFlags.getFlags?.() ?? []).filter((flag) => flag.getName().toLowerCase() === name);
}
/**
 * The `from=` field of a `--mount` flag. The value is CSV (BuildKit reads it with a CSV
 * reader), so a field may be quoted: `"from=img:1"`. The position is that of the field's value.
 */
function mountFrom(flag) {
    const raw = flag.getValue();
    if (raw === null)
        return null;
    for (const field of splitCsv(raw)) {
        const eq = field.indexOf('=');
        if (eq < 0 || field.slice(0, eq).trim().toLowerCase() !== 'from')
            continue;
        const value = field.slice(eq + 1);
        if (value === '')
            return null;
        const option = flag.getOptions().find((o) => o.getName().replace(/^"/, '').toLowerCase() === 'from');
        const position = option?.getValueRange()?.start ?? flag.getValueRange()?.start ?? flag.getRange().start;
        return { value, position };
    }
    return null;
}
/** Fields of one CSV record: commas separate, double quotes group, `""` is a quote. */
function splitCsv(text) {
    const fields = [];
    let field = '';
    let quoted = false;
    for (let i = 0; i < text.length; i++) {
        const c = text[i];
        if (quoted) {
            if (c === '"' && text[i + 1] === '"') {
                field += '"';
                i++;
            }
            else if (c === '"')
                quoted = false;
            else
                field += c;
        }
        else if (c === '"')
            quoted = true;
        else if (c === ',') {
            fields.push(field);
            field = '';
        }
        else
            field += c;
    }
    fields.push(field);
    return fields;
}
/**
 * Maps a parser position (0-based line and character, lines split at \r\n, \r or \n as the
 * parser does) to the 1-based line where text really starts: a value that begins with an
 * escaped newline (`--from=\` then the image on the next line) is on a later line.
 */
function lineFinder(content, escape) {
    const starts = [0];
    for (let i = 0; i < content.length; i++) {
        const c = content[i];
        if (c === '\r' && content[i + 1] === '\n')
            i++;
        if (c === '\r' || c === '\n')
            starts.push(i + 1);
    }
    const lineText = (line) => content.slice(starts[line], starts[line + 1] ?? content.length).replace(/[\r\n]+$/, '');
    return (position) => {
        let line = Math.min(position.line, starts.length - 1);
        const rest = lineText(line).slice(position.character);
        if (rest.trimEnd() !== escape)
            return line + 1;
        // The value starts with an escaped newline: it is on the next line that is neither blank
        // nor a comment (a continuation may hold both).
        line++;
        while (line < starts.length - 1 && /^\s*(#|$)/.test(lineText(line)))
            line++;
        return Math.min(line, starts.length - 1) + 1;
    };
}
// The first instruction of a Dockerfile is FROM or ARG (only parser directives and comments may
// precede it). Written strictly, so prose that starts with "From ..." is not taken for one.
const FIRST_INSTRUCTION = [
    /^from(?:\s+--[a-z-]+(?:=\S*)?)*\s+\S+(?:\s+as\s+\S+)?\s*\\?$/i,
    /^arg(?:\s+[A-Za-z_][A-Za-z0-9_]*(?:=(?:"[^"]*"|'[^']*'|\S*))?)+\s*\\?$/i,
    /^(?:from|arg)\s*\\$/i, // continued on the next line
];
/** Whether a text starts like a Dockerfile: its first line that is no comment or blank is a FROM or ARG. */
function looksLikeDockerfile(content) {
    for (const raw of content.slice(0, 64 * 1024).split(/\r?\n|\r/)) {
        const line = raw.trim();
        if (line === '' || line.startsWith('#'))
            continue;
        return FIRST_INSTRUCTION.some((pattern) => pattern.test(line));
    }
    return false;
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(4006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
;// CONCATENATED MODULE: ./src/refs/globs.ts
// What the `files` globs mean, in one place for both the file-system walk (tinyglobby) and the
// pure check of a path (matchesFiles): picomatch with tinyglobby's options and its pattern
// normalization, so a path is discovered exactly when matchesFiles says it matches.
//   - globs are relative to the workspace; a line starting with '!' excludes what it matches;
//   - a glob naming a directory takes everything under it (`deploy` = `deploy/**`);
//   - dot files and directories match like any other (`**/*.yml` reaches `.github/`), as
//     @actions/glob does;
//   - node_modules and .git are never entered, whatever the globs say;
//   - symbolic links are followed only while they stay inside the workspace (guardedWalk).





/** Options passed to tinyglobby, and the same ones to picomatch below. */
const GLOB_OPTIONS = { dot: true, posix: true };
/** Never scanned: dependencies and git's own files are no part of the project's images. */
const ALWAYS_IGNORED = ['**/node_modules', '**/node_modules/**', '**/.git', '**/.git/**'];
function splitGlobs(globs) {
    const include = [];
    const exclude = [];
    for (const line of globs) {
        const glob = line.trim();
        if (glob === '')
            continue;
        // '!(' starts an extglob, not a negation (tinyglobby reads it the same way).
        if (glob.startsWith('!') && !glob.startsWith('!(')) {
            const rest = glob.slice(1).trim();
            if (rest !== '')
                exclude.push(rest);
        }
        else
            include.push(glob);
    }
    return { include, exclude };
}
/** tinyglobby's normalization of a relative pattern (expandDirectories on). */
function normalizeGlob(glob) {
    let pattern = glob.endsWith('/') ? glob.slice(0, -1) : glob;
    if (!pattern.endsWith('*'))
        pattern += '/**';
    return external_node_path_.posix.normalize(pattern);
}
/** A workspace-relative path in the form matched: forward slashes, no leading './'. */
function normalizePath(file) {
    return external_node_path_.posix.normalize(file.replace(/\\/g, '/')).replace(/^(?:\.\/)+/, '');
}
function compile(globs) {
    if (globs.length === 0)
        return () => false;
    return picomatch_default()(globs.map(normalizeGlob), GLOB_OPTIONS);
}
const ignored = picomatch_default()(ALWAYS_IGNORED, GLOB_OPTIONS);
// Matchers are compiled once per distinct glob list: matchesFiles is called per file.
const cache = new Map();
const CACHE_LIMIT = 32;
function matcherFor(globs) {
    const key = globs.join('\n');
    let matcher = cache.get(key);
    if (!matcher) {
        const { include, exclude } = splitGlobs(globs);
        const included = compile(include);
        const excluded = compile(exclude);
        matcher = (path) => included(path) && !excluded(path) && !ignored(path);
        if (cache.size >= CACHE_LIMIT)
            cache.clear();
        cache.set(key, matcher);
    }
    return matcher;
}
/** Whether a workspace-relative path is one the `files` globs select (same as discoverFiles). */
function matchesFiles(file, globs) {
    const path = normalizePath(file);
    if (path === '' || path === '.' || path.startsWith('../') || path.startsWith('/'))
        return false;
    return matcherFor(globs)(path);
}
/** Paths the `files` globs name exactly: include lines without glob characters, normalized. */
function namedFiles(globs) {
    const { include } = splitGlobs(globs);
    return new Set(include.filter((glob) => !picomatch_default().scan(glob).isGlob).map(normalizePath));
}
/**
 * File-system functions for the walk that refuse to resolve a symbolic link leading outside the
 * workspace (so a link to `/` or a sibling checkout is never entered, and a link to a file
 * outside is never listed), noting each such link and each special file seen.
 */
async function guardedWalk(workspace) {
    const base = (0,external_node_path_.resolve)(workspace);
    const root = await (0,promises_.realpath)(base);
    const outside = new Map();
    const special = [];
    const rel = (path) => normalizePath((0,external_node_path_.relative)(base, (0,external_node_path_.resolve)(base, path)).split(external_node_path_.sep).join('/'));
    const guardedRealpath = (path, done) => {
        (0,external_node_fs_.realpath)(path, (error, resolved) => {
            if (error)
                return done(error);
            if ((0,read_inside/* isInside */.F)(root, resolved))
                return done(null, resolved);
            // Only the kind of what is outside is looked at (to word the warning), never its content.
            (0,external_node_fs_.stat)(resolved, (statError, info) => {
                outside.set(rel(path), !statError && info.isDirectory());
                const refused = new Error(`${path} leads outside the workspace`);
                refused.code = 'EXDEV';
                done(refused);
            });
        });
    };
    // The walk starts at each glob's static part (`root/usr/**` starts in root/usr), which may
    // itself pass through a link: every directory is checked before it is read.
    const firstLinkOut = async (dir) => {
        const parts = rel(dir).split('/');
        for (let i = 1; i <= parts.length; i++) {
            const prefix = parts.slice(0, i).join('/');
            const real = await (0,promises_.realpath)((0,external_node_path_.resolve)(base, prefix)).catch(() => null);
            if (real !== null && !(0,read_inside/* isInside */.F)(root, real))
                return prefix;
        }
        return rel(dir);
    };
    const guardedReaddir = (path, options, done) => {
        external_node_fs_.realpath.native(path, (realError, real) => {
            if (!realError && !(0,read_inside/* isInside */.F)(root, real)) {
                void firstLinkOut(path).then((link) => {
                    outside.set(link, true);
                    done(Object.assign(new Error(`${path} leads outside the workspace`), { code: 'EXDEV' }), []);
                });
                return;
            }
            list(path, options, done);
        });
    };
    const list = (path, options, done) => {
        (0,external_node_fs_.readdir)(path, options, (error, entries) => {
            if (!error) {
                for (const entry of entries) {
                    const kind = entry.isFIFO()
                        ? 'a FIFO'
                        : entry.isSocket()
                            ? 'a socket'
                            : entry.isCharacterDevice() || entry.isBlockDevice()
                                ? 'a device'
                                : null;
                    if (kind)
                        special.push({ path: rel(`${path}/${entry.name}`), kind });
                }
            }
            done(error, entries);
        });
    };
    return { fs: { realpath: guardedRealpath, readdir: guardedReaddir }, outside, special };
}

// EXTERNAL MODULE: ./src/refs/yaml-files.ts + 6 modules
var yaml_files = __webpack_require__(6087);
;// CONCATENATED MODULE: ./src/refs/discover.ts
// Finding image references in the workspace's files. Everything but discoverFiles is pure:
// scanContent reads one file's text (also used on a PR's base and head contents) and
// matchesFiles says whether a path is selected by the `files` globs. References are passed up
// exactly as written (after Dockerfile ARG substitution); whether they parse or are on the
// checked registry is decided by check/targets.ts.








// Larger files are no Dockerfile or manifest a person wrote; reading them would only cost.
const MAX_FILE_BYTES = 8 * 1024 * 1024;
const READ_CONCURRENCY = 16;
/**
 * The kind of a file from its name: Dockerfile/Containerfile, `*.Dockerfile`, `Dockerfile.*`,
 * `*.dockerfile` (any case, Containerfile alike), or YAML (`.yml`, `.yaml`). Other files are not
 * scanned: not JSON either, where tsconfig-style comments would only give parse problems.
 */
function fileKind(file) {
    const base = (file.split(/[\\/]/).pop() ?? '').toLowerCase();
    if (base.endsWith('.dockerignore'))
        return null;
    if (/\.ya?ml$/.test(base))
        return 'yaml';
    if (/^(?:docker|container)file(?:\..+)?$/.test(base) || /\.(?:docker|container)file$/.test(base))
        return 'dockerfile';
    return null;
}
// Files of these kinds are documentation, code or data, whatever their first line says.
const NOT_DOCKERFILE_EXTENSIONS = new Set('md markdown mdx txt rst adoc asciidoc html htm xml json jsonc json5 toml ini cfg csv tsv lock log js mjs cjs jsx ts mts cts tsx py rb go rs java kt c h cc cpp hpp cs php pl sh bash zsh fish ps1 bat cmd sql tf hcl nix lua r swift scala gradle properties env svg png jpg jpeg gif ico pdf zip gz tgz tar jar'.split(' '));
/** Whether a file of no kind by name may be a Dockerfile by its content (not `README.md`, `main.go`...). */
function mayBeDockerfile(file) {
    const base = (file.split(/[\\/]/).pop() ?? '').toLowerCase();
    const dot = base.lastIndexOf('.');
    return dot <= 0 || !NOT_DOCKERFILE_EXTENSIONS.has(base.slice(dot + 1));
}
/**
 * References in one file's text. Never throws. The file's kind comes from its path; a file of
 * no kind by name is read as a Dockerfile when its text starts like one (`Dockerfile-prod`,
 * `build/prod.docker`) unless its extension says it is something else (`.md`, `.json`, `.go`...);
 * else it is not scanned (`unscanned` names it).
 */
function scanContent(file, content, kind = fileKind(file)) {
    // A byte-order mark is no part of the first instruction or key.
    const text = content.startsWith('\uFEFF') ? content.slice(1) : content;
    kind ??= mayBeDockerfile(file) && looksLikeDockerfile(text) ? 'dockerfile' : null;
    if (kind === null)
        return { found: [], skipped: [], problems: [], unscanned: [file] };
    try {
        return kind === 'dockerfile' ? scanDockerfile(file, text) : (0,yaml_files/* scanYaml */.v)(file, text);
    }
    catch (error) {
        // The parsers are meant to cope with anything; if one does not, the file is a problem, not
        // the run's end.
        return {
            found: [],
            skipped: [],
            problems: [{ file, message: `cannot scan file: ${error instanceof Error ? error.message : String(error)}` }],
        };
    }
}
/** Scans every file the globs select under `workspace`, in a deterministic order. */
async function discoverFiles(globs, workspace) {
    const { include } = splitGlobs(globs);
    if (include.length === 0)
        return { found: [], skipped: [], problems: [], unmatchedGlobs: [], unscanned: [] };
    const patterns = globs.map((g) => g.trim()).filter((g) => g !== '');
    let listed;
    // Links leaving the workspace are neither walked nor listed; FIFOs, sockets and devices are
    // not listed by the walk: both are noted here and reported below.
    const guard = await guardedWalk(workspace);
    try {
        listed = await (0,dist/* glob */.TI)(patterns, {
            cwd: workspace,
            ...GLOB_OPTIONS,
            ignore: ALWAYS_IGNORED,
            onlyFiles: true,
            fs: guard.fs,
        });
    }
    catch (error) {
        // tinyglobby throws a TypeError on some patterns (one starting with four dots, e.g. `....`):
        // say which input could not be used rather than end the run on the TypeError.
        throw new errors/* InputError */.d('files', `the globs ${patterns.map((g) => JSON.stringify(g)).join(', ')} could not be walked (${error instanceof Error ? error.message : String(error)})`);
    }
    // matchesFiles has the last word, so the pure check and the walk can never disagree.
    const files = [...new Set(listed)].filter((file) => matchesFiles(file, globs)).sort(compareText);
    // A link or special file the walk passed over was still selected: its glob matched.
    const passedOver = [...guard.outside.keys(), ...guard.special.map((s) => s.path)].filter((file) => matchesFiles(file, globs));
    const unmatchedGlobs = include.filter((g) => {
        const matches = compile([g]);
        return !files.some((file) => matches(file)) && !passedOver.some((file) => matches(file));
    });
    // A file the globs name exactly (no glob characters: `Dockerfile-prod`) is meant to be scanned.
    const named = namedFiles(globs);
    const results = await (0,limit/* mapLimit */.s)(files, READ_CONCURRENCY, (file) => scanFile(workspace, file, fileKind(file) ?? (named.has(file) ? 'dockerfile' : null)));
    // What the walk did not enter or list, said at the link or file (never what a link points to).
    const unwalked = [];
    for (const [link, isDirectory] of guard.outside) {
        if (isDirectory ? ignoredDir(link) : !matchesFiles(link, globs))
            continue;
        const message = isDirectory
            ? 'a symbolic link to a directory outside the workspace; not followed, nothing in it scanned'
            : 'a symbolic link that leads outside the workspace; not followed, not read';
        unwalked.push({ found: [], skipped: [], problems: [{ file: link, message, level: 'warning' }] });
    }
    for (const special of guard.special) {
        if (!matchesFiles(special.path, globs))
            continue;
        unwalked.push({
            found: [],
            skipped: [],
            problems: [{ file: special.path, message: `not a regular file (${special.kind}); not read` }],
        });
    }
    return {
        ...merge([...results, ...unwalked], unmatchedGlobs),
        unscanned: results.flatMap((r) => r.unscanned ?? []).sort(compareText),
    };
}
/** A directory the walk never enters anyway (node_modules, .git). */
function ignoredDir(dir) {
    return matchesFiles(`${dir}/x`, ['**']) === false;
}
async function scanFile(workspace, file, kind) {
    const read = await (0,read_inside/* readInside */.x)(workspace, file, MAX_FILE_BYTES);
    if (!read.ok) {
        // A large file of no kind by name is no Dockerfile: not scanned, not a problem.
        if (kind === null && read.why === 'too-large')
            return { found: [], skipped: [], problems: [], unscanned: [file] };
        // A link out of the workspace is a warning; a file that is there but cannot be read is an error.
        return {
            found: [],
            skipped: [],
            problems: [{ file, message: read.message, ...(read.why === 'outside' ? { level: 'warning' } : {}) }],
        };
    }
    return scanContent(file, read.text, kind);
}
function merge(results, unmatchedGlobs) {
    const byPlace = (a, b) => compareText(a.location?.file ?? '', b.location?.file ?? '') || (a.location?.line ?? 0) - (b.location?.line ?? 0);
    return {
        // Stable sorts: within a line, references keep the order they are written in.
        found: results.flatMap((r) => r.found).sort(byPlace),
        skipped: results.flatMap((r) => r.skipped).sort(byPlace),
        problems: results
            .flatMap((r) => r.problems)
            .sort((a, b) => compareText(a.file, b.file) || (a.line ?? 0) - (b.line ?? 0)),
        unmatchedGlobs,
    };
}
/** Code-unit order: the same on every machine and locale. */
function compareText(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}

// EXTERNAL MODULE: ./src/policy/ledger.ts
var policy_ledger = __webpack_require__(7873);
;// CONCATENATED MODULE: ./src/check/coverage.ts
/** Commas outside `{...}` (where they are glob alternatives): a list written on one line. */
function commaParts(glob) {
    let depth = 0;
    const parts = [];
    let part = '';
    for (const ch of glob) {
        if (ch === '{')
            depth++;
        if (ch === '}')
            depth = Math.max(0, depth - 1);
        if (ch === ',' && depth === 0) {
            parts.push(part.trim());
            part = '';
        }
        else
            part += ch;
    }
    parts.push(part.trim());
    const named = parts.filter((p) => p !== '');
    return named.length > 1 ? named : null;
}
/** Why nothing (or less than asked) was checked. */
function assessCoverage(input) {
    const errors = [];
    const notices = [];
    if (input.images.length === 0 && input.files.length === 0) {
        errors.push('nothing to check: neither images nor files is set. Set images to image references (one per line, e.g. cgr.dev/chainguard/nginx:latest) or files to globs of Dockerfiles, compose, Kubernetes or workflow files (one per line, e.g. **/Dockerfile)');
        return { errors, notices };
    }
    for (const glob of input.unmatchedGlobs) {
        const parts = commaParts(glob);
        errors.push(parts
            ? `Input "files": "${glob}" matched no file. It looks like a comma-separated list, but files takes one glob per line: write ${parts.map((p) => `"${p}"`).join(', ')} on lines of their own`
            : `Input "files": the glob "${glob}" matched no file in the workspace; fix the path or remove the line`);
    }
    if (input.targets === 0) {
        const hosts = new Map();
        let unusable = 0;
        for (const s of input.skipped) {
            if (s.kind === 'other-registry') {
                const host = /\(([^)]+)\)$/.exec(s.reason)?.[1] ?? s.reason;
                hosts.set(host, (hosts.get(host) ?? 0) + 1);
            }
            else
                unusable++;
        }
        const total = input.skipped.length;
        if (total > 0) {
            const on = [...hosts].map(([host, n]) => `${host} (${n})`).join(', ');
            const parts = [
                hosts.size > 0 ? `they are on ${on}` : '',
                unusable > 0 ? `${unusable} could not be read as a reference (see the warnings)` : '',
            ].filter(Boolean);
            errors.push(`nothing to check: ${total} image reference${total === 1 ? ' was' : 's were'} found, none on registry ${input.registry}: ${parts.join('; ')}. Only references on the registry input's host are checked; set registry if your images are on another host`);
        }
        else if (input.images.length === 0 && input.unmatchedGlobs.length === 0 && input.foundInFiles === 0) {
            notices.push(`The files selected by the files globs hold no image reference: nothing to check.`);
        }
    }
    return { errors, notices };
}

// EXTERNAL MODULE: ./src/refs/reference.ts
var reference = __webpack_require__(5987);
;// CONCATENATED MODULE: ./src/check/targets.ts


const DEFAULT_TAG = 'latest';
/**
 * Distinct references to check, each with every place it was found. Input references must
 * parse (an invalid one fails the run before any request); references found in files arrive
 * raw from discovery, and an invalid one is skipped with its reason and line. Only references
 * on `registry` are checked; the rest are counted.
 */
function buildTargets(inputRefs, found, registry) {
    const byRef = new Map();
    const skipped = [];
    const consider = (ref, location, fromInput) => {
        const existing = byRef.get(ref);
        if (existing) {
            if (location)
                existing.locations.push(location);
            return;
        }
        let parsed;
        try {
            parsed = (0,reference/* parseReference */.F2)(ref);
        }
        catch (error) {
            if (fromInput && error instanceof reference/* InvalidReferenceError */.x_)
                throw new errors/* InputError */.d('images', error.message);
            skipped.push({ ref, kind: 'invalid', reason: error instanceof Error ? error.message : String(error), location });
            return;
        }
        const host = (0,reference/* registryOf */.Fv)(parsed).toLowerCase();
        if (host !== registry) {
            skipped.push({ ref, kind: 'other-registry', reason: `other registry (${host})`, location });
            return;
        }
        const { org, image } = (0,reference/* splitPath */.Uf)(parsed.path);
        if (!org || !image) {
            const message = `"${ref}" does not name an image: ${registry} references have the form ${registry}/<organization>/<image>[:tag][@digest]`;
            if (fromInput)
                throw new errors/* InputError */.d('images', message);
            skipped.push({ ref, kind: 'not-an-image', reason: message, location });
            return;
        }
        byRef.set(ref, {
            ref,
            registry,
            org,
            image,
            // A digest alone names a build, not a tag: the engine finds its tag (check/placement.ts).
            tag: parsed.tag ?? (parsed.digest ? null : DEFAULT_TAG),
            pinnedDigest: parsed.digest,
            locations: location ? [location] : [],
        });
    };
    // The same input line twice is one reference (it has no location to tell the two apart).
    for (const ref of new Set(inputRefs))
        consider(ref, undefined, true);
    for (const { ref, location } of found)
        consider(ref, location, false);
    return { targets: [...byRef.values()], skipped };
}

;// CONCATENATED MODULE: ./src/model.ts
// The data that flows from the engine to the reporters. Shapes follow the action contract's
// `results` item (../shared/design/action-contract.md); extra fields are additive.
/** Whether a file problem counts as an error (the default) rather than a warning. */
function isFileError(problem) {
    return problem.level !== 'warning';
}

;// CONCATENATED MODULE: ./src/check/verdict.ts

/** The fail-on kind that covers a finding kind. */
const FAIL_ON_OF = {
    error: 'error',
    eol: 'eol',
    stale: 'stale',
    advisory: 'advisories',
};
/** What fail-on is when the input is not given (action.yml default). */
const DEFAULT_FAIL_ON = new Set(['eol', 'error']);
/**
 * How loud a finding is: 'fail' when its kind fails the step under `failOn`, else 'warn', or
 * 'note' for an advisory (information, not a defect of the reference). Annotations and SARIF
 * both follow it, so a green step never shows red and a red step always shows why.
 */
function severityOf(kind, failOn) {
    if (failOn.has(FAIL_ON_OF[kind]))
        return 'fail';
    return kind === 'advisory' ? 'note' : 'warn';
}
/** Canonical order of fail-on kinds, as the verdict line lists them. */
const FAIL_ON_ORDER = ['eol', 'stale', 'advisories', 'error'];
/**
 * End-of-life: the tag is deprecated. A result whose other look-ups failed (status `error`)
 * still counts when the tag listing said deprecated, so an errored EOL tag is not hidden.
 */
function isEndOfLife(result) {
    return result.status === 'eol' || result.deprecated;
}
/** Whether the policy file accepts this finding of the result (`eol`, `stale` or an advisory id). */
function isIgnored(result, kind) {
    return result.ignored?.kinds.some((k) => k.toLowerCase() === kind.toLowerCase()) ?? false;
}
/** The advisories of a result that no policy entry accepts. */
function activeAdvisories(result) {
    return result.ignored ? result.advisories.filter((a) => !isIgnored(result, a.advisoryId)) : result.advisories;
}
/**
 * The findings of one result, most serious first: error, eol, stale, advisory. Findings the
 * policy file accepts are left out (they are reported as ignored, see ignoredKindsOf); an error
 * never is.
 */
function findingsOf(result) {
    const kinds = [];
    if (result.status === 'error')
        kinds.push('error');
    if (isEndOfLife(result) && !isIgnored(result, 'eol'))
        kinds.push('eol');
    if (result.status === 'stale' && !isIgnored(result, 'stale'))
        kinds.push('stale');
    if (activeAdvisories(result).length > 0)
        kinds.push('advisory');
    return kinds;
}
/** Builds of the tag stop within warn-before (v1 dates) and the tag is not already end-of-life. */
function isEndingSoon(result) {
    return result.endOfLife?.warn === true && !isEndOfLife(result);
}
/**
 * Distinct advisories over all results. Two tags (or orgs) of one image list the same
 * advisories; they count once. The key is artifact + advisory id.
 */
function countAdvisories(results) {
    // Ids per artifact, with no key string made per advisory of each of thousands of results.
    const seen = new Map();
    let count = 0;
    for (const r of results) {
        for (const a of activeAdvisories(r)) {
            let ids = seen.get(a.artifactName);
            if (!ids)
                seen.set(a.artifactName, (ids = new Set()));
            if (!ids.has(a.advisoryId)) {
                ids.add(a.advisoryId);
                count++;
            }
        }
    }
    return count;
}
function plural(n, singular, pluralForm = `${singular}s`) {
    return `${n} ${n === 1 ? singular : pluralForm}`;
}
/**
 * Whether the run fails, and one short line saying why (or that it passed, still naming
 * findings that fail-on does not cover). Pure.
 *
 * Counts: `eol` counts end-of-life tags including errored ones that are known deprecated (so
 * counts may overlap `error`); `stale`, `error` and `ok` count statuses; `advisories` counts
 * distinct advisories (see countAdvisories). `error` also counts the files that could not be
 * read, parsed or scanned (error-level `problems`): nothing selected passes unseen; and
 * `coverage`: why (part of) the run checked nothing; each counts as an error, and the line says
 * the first.
 */
function computeVerdict(results, failOn, problems = [], coverage = []) {
    const fileErrors = problems.filter(isFileError).length;
    const counts = {
        total: results.length,
        ok: results.filter((r) => r.status === 'ok').length,
        eol: results.filter((r) => isEndOfLife(r) && !isIgnored(r, 'eol')).length,
        stale: results.filter((r) => r.status === 'stale' && !isIgnored(r, 'stale')).length,
        // Files that could not be scanned and what the run's setup left unchecked are errors too.
        error: results.filter((r) => r.status === 'error').length + fileErrors + coverage.length,
        advisories: countAdvisories(results),
        ignored: results.filter((r) => (r.ignored?.kinds.length ?? 0) > 0).length,
        ending: results.filter(isEndingSoon).length,
    };
    const byKind = {
        eol: { n: counts.eol, text: plural(counts.eol, 'end-of-life tag') },
        stale: { n: counts.stale, text: plural(counts.stale, 'stale pin') },
        advisories: { n: counts.advisories, text: plural(counts.advisories, 'advisory', 'advisories') },
        error: {
            n: counts.error,
            text: plural(counts.error, 'error') + (fileErrors > 0 ? ` (${plural(fileErrors, 'file')} not fully scanned)` : ''),
        },
    };
    const present = FAIL_ON_ORDER.filter((k) => byKind[k].n > 0);
    const failing = present.filter((k) => failOn.has(k));
    const other = present.filter((k) => !failOn.has(k));
    const failOnText = failOn.size === 0 ? 'none' : FAIL_ON_ORDER.filter((k) => failOn.has(k)).join(',');
    const checked = `${plural(counts.total, 'image')} checked`;
    const failed = failing.length > 0;
    let line;
    const why = coverage.length > 0
        ? `: ${coverage[0]}${coverage.length > 1 ? ` (and ${plural(coverage.length - 1, 'more problem')})` : ''}`
        : '';
    if (failed) {
        const also = other.length > 0 ? `; also ${other.map((k) => byKind[k].text).join(', ')}` : '';
        line = `\u2717 Failed: ${failing.map((k) => byKind[k].text).join(', ')} (fail-on: ${failOnText})${also} \u2014 ${checked}${why}`;
    }
    else if (counts.total === 0 && other.length === 0) {
        line = '\u2713 No images checked';
    }
    else if (other.length === 0) {
        line = `\u2713 ${checked}: all current`;
    }
    else {
        const passedWhy = failOn.size === 0 ? 'fail-on: none' : 'not in fail-on';
        line = `\u2713 ${checked}, passed: ${other.map((k) => byKind[k].text).join(', ')} (${passedWhy})${why}`;
    }
    // Never failing, always worth a word: accepted findings and tags whose builds end soon.
    const notes = [
        counts.ending > 0 ? `${plural(counts.ending, 'tag')} ending soon` : '',
        counts.ignored > 0 ? `${plural(counts.ignored, 'image')} with ignored findings` : '',
    ].filter(Boolean);
    if (notes.length > 0)
        line += ` (${notes.join('; ')})`;
    return { failed, line, counts };
}

;// CONCATENATED MODULE: ./src/check/run.ts
// The engine's entry, called by both shells (the action in src/action/main.ts, `image-check check` in
// src/cli/check.ts): settings in, a CheckReport out. It reads no environment (the workspace, the
// time and the OIDC variables come in as arguments) and writes no output: what to print, annotate
// or exit with is the shell's business.
//
// The services (src/check/services.ts: the HTTP client, the service clients, the engine, and zod
// for the answers) are imported when there is something to look up: a run with nothing to check
// on the registry does not compile them (bench/README.md, "Lazy loading"). The PR comment
// (Octokit) is the action shell's own dynamic import.





const NO_DISCOVERY = { found: [], skipped: [], problems: [] };
/**
 * Discovery, targets, look-ups and the verdict. Throws InputError for settings that cannot be
 * used (a glob that cannot be walked, an invalid `images` reference, no token); a look-up that
 * fails is that image's `error` result, never a throw.
 */
async function checkImages(settings, deps) {
    const { config, workspace, now } = settings;
    const ledger = settings.ledger ?? null;
    const discovery = config.files.length > 0 ? await discoverFiles(config.files, workspace) : NO_DISCOVERY;
    const { targets, skipped } = buildTargets(config.images, discovery.found, config.registry);
    const allSkipped = [...discovery.skipped, ...skipped];
    // A run that checks nothing because of its setup says why, and fails under fail-on `error`.
    const coverage = assessCoverage({
        ...config,
        unmatchedGlobs: discovery.unmatchedGlobs ?? [],
        foundInFiles: discovery.found.length + discovery.skipped.length,
        skipped: allSkipped,
        targets: targets.length,
    });
    const report = (results, http, advice) => ({
        results,
        verdict: computeVerdict(results, config.failOn, discovery.problems, coverage.errors),
        skipped: allSkipped,
        problems: discovery.problems,
        coverage: coverage.errors,
        notices: [...coverage.notices, ...(advice?.notices ?? [])],
        expired: advice?.expired ?? (0,policy_ledger/* expiredEntries */.SZ)(ledger, (0,policy_ledger/* todayOf */.XY)(now)),
        policyFile: ledger?.file ?? null,
        unmatchedGlobs: discovery.unmatchedGlobs ?? [],
        unscanned: discovery.unscanned ?? [],
        http,
    });
    // Nothing to check: no connection, no credentials.
    if (targets.length === 0)
        return report([], deps.services ? deps.services.http.stats : null);
    const { openServices, lookUp } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 8184));
    const services = deps.services ?? (await openServices(config, deps));
    try {
        const looked = await lookUp(targets, services, { config, now, ledger });
        return report(looked.results, services.http.stats, looked.advice);
    }
    finally {
        if (!deps.services)
            await services.http.close();
    }
}

// EXTERNAL MODULE: ./src/check/services.ts + 22 modules
var check_services = __webpack_require__(8184);
// EXTERNAL MODULE: ./src/config.ts
var config = __webpack_require__(2973);
// EXTERNAL MODULE: ./src/policy/read.ts
var read = __webpack_require__(8776);
;// CONCATENATED MODULE: ./src/policy/load.ts
// The settings of a run with its policy file: the `config` input names the file (read from the
// workspace, which a pull request controls), and the file's defaults fill `fail-on`, `max-age`
// and `files` where the input is not set. Precedence: input > policy file > built-in default
// (config.ts DEFAULTS), so action.yml gives those three inputs no default of its own.


const FROM_LEDGER = ['fail-on', 'max-age', 'files'];
/** Reads the policy file, then every input. Throws LedgerError (file and line) or InputError. */
async function readConfigWithPolicy(get, workspace) {
    const ledger = await (0,read/* readLedger */.SC)(workspace, get('config'));
    const withDefaults = (name) => {
        const value = get(name);
        if (value.trim() !== '' || !ledger)
            return value;
        return FROM_LEDGER.includes(name)
            ? (ledger.defaults[name] ?? '')
            : value;
    };
    return { config: (0,config/* readConfig */.Xg)(withDefaults), ledger };
}

;// CONCATENATED MODULE: ./src/update/rewrite.ts
// Rewriting references in a file's text. Pure. Only the spans of the references are replaced;
// every other byte (comments, quoting, CRLF line endings, a missing final newline, a BOM) stays.
//
// A reference is replaced only where it is written literally on its line, as a whole word: the
// text before and after it may not continue a reference (`x` of `mirror/x:1`, `:1` of
// `x:1.2`) nor be a variable (`${X}` around or inside it). A reference that was built from
// variables (Dockerfile ARG/ENV substitution, `${...}`, `$VAR`) is therefore not found at its
// line and is left alone, with the reason: its value lives in the variable, not at that line.
// Characters that continue a reference (name, tag, digest) on either side.
const CONTINUES_BEFORE = /[A-Za-z0-9_.\-:@/$}]/;
const CONTINUES_AFTER = /[A-Za-z0-9_.\-:@/${]/;
const VARIABLE = /\$(?:\{|\(|[A-Za-z_])|\{\{/;
/** Start offsets of `from` in `line` where it stands as a whole reference. */
function wholeMatches(line, from) {
    const found = [];
    for (let at = line.indexOf(from); at >= 0; at = line.indexOf(from, at + 1)) {
        const before = at > 0 ? line[at - 1] : '';
        const after = line[at + from.length] ?? '';
        // `docker://<ref>` of a workflow step: the slash belongs to the scheme, not the reference.
        const afterScheme = before === '/' && line.slice(0, at).endsWith('://');
        if (before !== '' && CONTINUES_BEFORE.test(before) && !afterScheme)
            continue;
        if (after !== '' && CONTINUES_AFTER.test(after))
            continue;
        found.push(at);
    }
    return found;
}
/**
 * Offsets where each line starts and where its text ends (before `\r\n` or `\n`). Lines end at
 * `\n` as the YAML scanner counts them; a lone `\r` (old Mac files) is text, so an edit whose line
 * was counted otherwise (a Dockerfile counts a lone `\r` as a break) is then usually not found
 * there and is left alone.
 */
function lineSpans(text) {
    const spans = [];
    let start = 0;
    for (;;) {
        const nl = text.indexOf('\n', start);
        if (nl < 0) {
            spans.push({ start, end: text.length });
            return spans;
        }
        spans.push({ start, end: nl > start && text[nl - 1] === '\r' ? nl - 1 : nl });
        start = nl + 1;
    }
}
/**
 * Applies `edits` to `text`. The same reference listed n times at a line (written n times there)
 * replaces its first n whole occurrences. Edits that cannot be applied are returned with why.
 */
function applyEdits(text, edits) {
    const lines = lineSpans(text);
    const applied = [];
    const leftAlone = [];
    const replacements = [];
    const byLine = new Map();
    for (const edit of edits)
        byLine.set(edit.line, [...(byLine.get(edit.line) ?? []), edit]);
    for (const [lineNumber, lineEdits] of byLine) {
        const span = lines[lineNumber - 1];
        if (!span || !Number.isInteger(lineNumber)) {
            for (const edit of lineEdits)
                leftAlone.push({ edit, reason: `line ${lineNumber} is not in the file` });
            continue;
        }
        const lineText = text.slice(span.start, span.end);
        const taken = [];
        const used = new Map();
        for (const edit of lineEdits) {
            if (edit.from === edit.to)
                continue;
            if (VARIABLE.test(edit.from) || VARIABLE.test(edit.to)) {
                leftAlone.push({ edit, reason: `"${edit.from}" is built from variables; change the variable's value instead` });
                continue;
            }
            const nth = used.get(edit.from) ?? 0;
            const at = wholeMatches(lineText, edit.from).filter((s) => !taken.some((t) => s < t.end && s + edit.from.length > t.start))[0];
            if (at === undefined) {
                const reason = nth > 0
                    ? `"${edit.from}" is written fewer times on line ${lineNumber} than it was found`
                    : `"${edit.from}" is not written literally on line ${lineNumber}: it is built from variables (e.g. a Dockerfile ARG); change the variable's value instead`;
                leftAlone.push({ edit, reason });
                continue;
            }
            used.set(edit.from, nth + 1);
            taken.push({ start: at, end: at + edit.from.length });
            replacements.push({ start: span.start + at, end: span.start + at + edit.from.length, to: edit.to });
            applied.push(edit);
        }
    }
    replacements.sort((a, b) => a.start - b.start);
    let out = '';
    let cursor = 0;
    for (const r of replacements) {
        out += text.slice(cursor, r.start) + r.to;
        cursor = r.end;
    }
    out += text.slice(cursor);
    return { text: out, applied, leftAlone };
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/fs/write-inside.ts
// Writing a report file when the workspace is hostile: a pull request may commit a symlink where
// the file is to be written (`results.sarif -> /home/runner/.bashrc`) or on its way
// (`reports -> /etc`). The file is written only below one of the allowed roots (the workspace,
// RUNNER_TEMP), as a new file beside the target that is then renamed over it: rename replaces a
// link rather than writing through it.





class WriteRefused extends (/* unused pure expression or super */ null && (Error)) {
}
/**
 * Writes `data` (a text, or a writer of its pieces) to `path` (absolute or relative to the first root). Throws WriteRefused when the
 * path, its directory's real path included, is not below a root, or the path is a directory.
 */
async function write_inside_writeInside(roots, path, data) {
    const realRoots = (await Promise.all(roots.filter((r) => r !== '').map((r) => realpath(r).catch(() => null)))).filter((r) => r !== null);
    if (realRoots.length === 0)
        throw new WriteRefused(`cannot write ${path}: no directory it may be written in exists`);
    const target = resolve(roots[0], path);
    const parent = dirname(target);
    const allowed = (real) => realRoots.some((root) => isInside(root, real));
    const refuse = () => new WriteRefused(`refused to write ${path}: its directory is not inside the workspace or RUNNER_TEMP (a symbolic link may lead elsewhere)`);
    // Check the deepest directory that exists before creating any: mkdir would follow a link.
    if (!allowed(await realpath(await existingAncestor(parent))))
        throw refuse();
    await mkdir(parent, { recursive: true });
    const realParent = await realpath(parent);
    if (!allowed(realParent))
        throw refuse();
    const existing = await lstat(target).catch(() => null);
    if (existing?.isDirectory())
        throw new WriteRefused(`cannot write ${path}: it is a directory`);
    await replaceFile(realParent, basename(target), data);
}
/**
 * Puts `data` at `dir/name` as a new file renamed over whatever is there: a link at the name is
 * replaced, never written through, and no reader sees half a file. `mode` is set exactly (the
 * umask would apply to a new file's); without it the file is 0644. `dir` must be a real path.
 */
async function replaceFile(dir, name, data, mode) {
    // 'wx': a new file, never an existing one or a link planted at the temporary name.
    const temp = (0,external_node_path_.join)(dir, `.${name}.${process.pid}.${(0,external_node_crypto_.randomBytes)(6).toString('hex')}.tmp`);
    try {
        if (typeof data === 'string' || data instanceof Uint8Array)
            await (0,promises_.writeFile)(temp, data, { flag: 'wx', mode: mode ?? 0o644 });
        else
            writePieces(temp, data, mode ?? 0o644);
        if (mode !== undefined)
            await (0,promises_.chmod)(temp, mode);
        await (0,promises_.rename)(temp, (0,external_node_path_.join)(dir, name));
    }
    catch (error) {
        await (0,promises_.rm)(temp, { force: true });
        throw error;
    }
}
/**
 * The pieces written as they are made, copied into one buffer written when full: an
 * asynchronous write kept every piece of a file of megabytes alive until its turn, and joining
 * pieces into larger strings made each twice.
 */
function writePieces(path, write, mode) {
    const fd = (0,external_node_fs_.openSync)(path, 'wx', mode);
    try {
        const buffer = Buffer.allocUnsafe(WRITE_BUFFER_BYTES);
        let used = 0;
        write((piece) => {
            // At most 3 bytes per UTF-16 unit: a piece that may not fit is written after the buffer.
            if (used + piece.length * 3 > buffer.length) {
                writeAll(fd, buffer.subarray(0, used));
                used = 0;
                if (piece.length * 3 > buffer.length) {
                    writeAll(fd, Buffer.from(piece, 'utf8'));
                    return;
                }
            }
            used += buffer.write(piece, used);
        });
        writeAll(fd, buffer.subarray(0, used));
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
/** Every byte of `bytes`, however many writes it takes. */
function writeAll(fd, bytes) {
    for (let at = 0; at < bytes.length;)
        at += (0,external_node_fs_.writeSync)(fd, bytes, at, bytes.length - at);
}
const WRITE_BUFFER_BYTES = 64 * 1024;
async function existingAncestor(dir) {
    for (let current = dir;; current = dirname(current)) {
        if (await lstat(current).then(() => true, () => false))
            return current;
        if (dirname(current) === current)
            return current;
    }
}

;// CONCATENATED MODULE: ./src/update/write.ts
// Writing a file of the workspace without ever leaving it: the target's real parent directory
// must be inside the workspace's real path, the target must not be a symbolic link (a link
// planted in the repository could point anywhere), and the new content goes to a temporary
// file in the same directory that is then renamed over the target, so a reader never sees half
// a file. The directory must exist.




class WriteRefusedError extends Error {
    file;
    constructor(file, why) {
        super(`not writing ${file}: ${why}`);
        this.file = file;
        this.name = 'WriteRefusedError';
    }
}
// Unlike fs/write-inside.ts (reports: a new file, a planted link replaced), an update rewrites a
// file of the repository: a link is refused rather than replaced, and the file's mode is kept.
/**
 * Writes `content` to `file` (relative to `workspace`, or absolute inside it). Returns the
 * absolute path written. Throws WriteRefusedError when the target is outside the workspace, is a
 * symbolic link or not a regular file; the file's mode is kept.
 */
async function write_writeInside(workspace, file, content) {
    const root = await (0,promises_.realpath)(workspace);
    const target = (0,external_node_path_.resolve)(workspace, file);
    const name = (0,external_node_path_.basename)(target);
    if (name === '' || name === '.' || name === '..')
        throw new WriteRefusedError(file, 'it names no file');
    let parent;
    try {
        parent = await (0,promises_.realpath)((0,external_node_path_.dirname)(target));
    }
    catch (error) {
        throw new WriteRefusedError(file, `its directory cannot be resolved (${error.code ?? String(error)})`);
    }
    if (!(0,read_inside/* isInside */.F)(root, parent))
        throw new WriteRefusedError(file, `it is outside the workspace ${root}`);
    const path = (0,external_node_path_.join)(parent, name);
    let mode;
    try {
        const info = await (0,promises_.lstat)(path);
        if (info.isSymbolicLink())
            throw new WriteRefusedError(file, 'it is a symbolic link');
        if (!info.isFile())
            throw new WriteRefusedError(file, 'it is not a regular file');
        mode = info.mode & 0o7777;
    }
    catch (error) {
        if (error instanceof WriteRefusedError)
            throw error;
        if (error.code !== 'ENOENT')
            throw error;
    }
    // The target's own mode is kept exactly.
    await replaceFile(parent, name, content, mode);
    return path;
}

;// CONCATENATED MODULE: ./src/update/plan.ts
// Which references to rewrite, and to what. Pure: from the `results` items to a list of edits
// per file and line. The new text keeps the reference's own form: only the tag and/or the digest
// change, the registry and path stay as written.


// The `update` input's modes live in config.ts (read with every input); re-exported here.

const parse = (text) => {
    try {
        return (0,reference/* parseReference */.F2)(text);
    }
    catch {
        return null;
    }
};
/**
 * The edits for `mode`:
 *   - `pins`: every pinned reference whose pin is behind its tag (buildsBehind > 0, stale or
 *     not) moves to the tag's current digest;
 *   - `eol`: every end-of-life tag moves to its suggestion; a pinned reference keeps its pin,
 *     at the new tag's current digest (from the suggestion; without it, left alone);
 *   - `all`: both; an end-of-life tag that can move does so instead of a pin bump.
 * References from the `images` input have no location and are not edited.
 */
function planUpdates(results, mode) {
    const plan = { edits: [], leftAlone: [] };
    if (mode === 'none')
        return plan;
    for (const result of results) {
        if (result.locations.length === 0)
            continue;
        const written = parse(result.ref);
        const leave = (reason) => {
            for (const { file, line } of result.locations)
                plan.leftAlone.push({ ref: result.ref, file, line, reason });
        };
        const edit = (kind, to) => {
            for (const { file, line } of result.locations)
                plan.edits.push({ file, line, from: result.ref, to: (0,reference/* formatReference */.FH)(to), kind });
        };
        if (!written)
            continue; // not a reference the check knew; nothing to rewrite
        if ((mode === 'eol' || mode === 'all') && result.deprecated) {
            const next = result.suggestion ? parse(result.suggestion) : null;
            if (!next || next.tag === null) {
                leave('end of life, and no maintained tag of the same variant to move to');
            }
            else if (written.digest !== null && next.digest === null) {
                leave(`end of life; the current digest of ${next.tag} is not known, so the pin cannot move with it`);
            }
            else {
                edit('eol', { ...written, tag: next.tag, digest: written.digest === null ? null : next.digest });
                continue;
            }
        }
        if ((mode === 'pins' || mode === 'all') && written.digest !== null) {
            if (result.digest === null || result.buildsBehind === null)
                leave("the tag's current digest is not known");
            else if (result.buildsBehind > 0 && result.digest !== written.digest)
                edit('pin', { ...written, digest: result.digest });
        }
    }
    return plan;
}

;// CONCATENATED MODULE: ./src/update/index.ts
// The thin I/O shell of `update`: reads each file the plan touches, rewrites it (rewrite.ts)
// and writes it back inside the workspace (write.ts). A file whose bytes are not UTF-8 is left
// alone: decoding and encoding it again would change more than the references.







async function applyUpdatePlan(workspace, plan) {
    const outcome = { updatedFiles: [], applied: [], leftAlone: [...plan.leftAlone] };
    const byFile = new Map();
    for (const edit of plan.edits)
        byFile.set(edit.file, [...(byFile.get(edit.file) ?? []), edit]);
    const leave = (edits, reason) => {
        for (const e of edits)
            outcome.leftAlone.push({ ref: e.from, file: e.file, line: e.line, reason });
    };
    for (const [file, edits] of [...byFile].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
        let bytes;
        try {
            bytes = await (0,promises_.readFile)((0,external_node_path_.join)(workspace, file));
        }
        catch (error) {
            leave(edits, `cannot read the file: ${error.code ?? String(error)}`);
            continue;
        }
        const text = bytes.toString('utf8');
        if (!Buffer.from(text, 'utf8').equals(bytes)) {
            leave(edits, 'the file is not UTF-8 text');
            continue;
        }
        const result = applyEdits(text, edits);
        for (const { edit, reason } of result.leftAlone)
            outcome.leftAlone.push({ ref: edit.from, file, line: edit.line, reason });
        if (result.applied.length === 0 || result.text === text)
            continue;
        try {
            await write_writeInside(workspace, file, result.text);
        }
        catch (error) {
            leave(result.applied, error instanceof Error ? error.message : String(error));
            continue;
        }
        outcome.applied.push(...result.applied);
        outcome.updatedFiles.push(file);
    }
    return outcome;
}

;// CONCATENATED MODULE: ./src/update/run.ts
// `update` after the check: plan from the results, rewrite the files, and say what was left
// alone (references built from variables, files that could not be written). Shared by the
// action and the CLI.

async function runUpdate(mode, results, workspace) {
    if (mode === 'none')
        return { updatedFiles: [], applied: [], leftAlone: [] };
    const plan = planUpdates(results.map((r) => ({ ...r, suggestion: r.suggestion ?? null })), mode);
    return applyUpdatePlan(workspace, plan);
}
/** One line per outcome for the log: what changed and what was left alone (with why). */
function describeUpdate(outcome) {
    const changed = outcome.updatedFiles.length > 0
        ? `update: ${outcome.applied.length} reference(s) rewritten in ${outcome.updatedFiles.length} file(s): ${outcome.updatedFiles.join(', ')}`
        : null;
    const leftAlone = outcome.leftAlone.length > 0
        ? `update left ${outcome.leftAlone.length} reference(s) alone: ${outcome.leftAlone
            .slice(0, 20)
            .map((l) => `${l.file}:${l.line} ${l.ref} (${l.reason})`)
            .join('; ')}${outcome.leftAlone.length > 20 ? `; and ${outcome.leftAlone.length - 20} more` : ''}`
        : null;
    return { changed, leftAlone };
}

// EXTERNAL MODULE: ./src/http/deadline.ts
var deadline = __webpack_require__(2378);
// EXTERNAL MODULE: ./src/auth/secrets.ts
var secrets = __webpack_require__(8767);
;// CONCATENATED MODULE: ./src/report/format.ts


function format_plural(n, singular, pluralForm = `${singular}s`) {
    return `${n} ${n === 1 ? singular : pluralForm}`;
}
/** `sha256:` and the first 12 hex digits: enough to recognise a digest, short enough for a table. */
function shortDigest(digest) {
    const i = digest.indexOf(':');
    return i < 0 ? digest.slice(0, 12) : `${digest.slice(0, i + 1)}${digest.slice(i + 1, i + 13)}`;
}
function formatLocation(location) {
    return `${location.file}:${location.line}`;
}
/** `registry/org/image`: the repository of a result, without tag or digest. */
function repository(result) {
    return `${result.registry}/${result.org}/${result.image}`;
}
/** The canonical pin of a result: `registry/org/image:tag@digest` for the current digest, or null. */
function format_pinnedReference(result) {
    return result.digest ? `${repository(result)}:${result.tag}@${result.digest}` : null;
}
/** The first `max` advisory ids, e.g. "CGA-1, CGA-2, CGA-3 and 2 more". */
function advisoryIds(advisories, max = 3) {
    const ids = advisories.slice(0, max).map((a) => a.advisoryId);
    const more = advisories.length - ids.length;
    return more > 0 ? `${ids.join(', ')} and ${more} more` : ids.join(', ');
}
/** The UTC calendar date (YYYY-MM-DD) of an RFC 3339 time, or the text as given if unparsable. */
function isoDate(time) {
    const ms = Date.parse(time);
    return Number.isNaN(ms) ? time : new Date(ms).toISOString().slice(0, 10);
}
/** How long ago `time` was, as "3 days ago"; "just now" within a minute (either way, for clock skew). */
function relativeTime(time, now) {
    const ms = now.getTime() - Date.parse(time);
    if (Number.isNaN(ms))
        return 'at an unknown time';
    if (ms < 0 && -ms >= 60_000)
        return `in the future (${isoDate(time)})`;
    const minutes = Math.floor(ms / 60_000);
    if (minutes < 1)
        return 'just now';
    if (minutes < 60)
        return `${format_plural(minutes, 'minute')} ago`;
    const hours = Math.floor(minutes / 60);
    if (hours < 24)
        return `${format_plural(hours, 'hour')} ago`;
    const days = Math.floor(hours / 24);
    if (days < 60)
        return `${format_plural(days, 'day')} ago`;
    if (days < 730)
        return `${format_plural(Math.floor(days / 30), 'month')} ago`;
    return `${format_plural(Math.floor(days / 365), 'year')} ago`;
}
/** Collapses whitespace (newlines included) to single spaces. */
function oneLine(text) {
    return text.replace(/\s+/g, ' ').trim();
}
/** At most `max` characters, with an ellipsis when cut. */
function truncate(text, max) {
    return text.length <= max ? text : `${text.slice(0, Math.max(0, max - 1))}\u2026`;
}
const ENTITIES = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&#39;',
    '|': '&#124;',
    '\\': '&#92;',
    '`': '&#96;',
    '*': '&#42;',
    _: '&#95;',
    '[': '&#91;',
    ']': '&#93;',
    '~': '&#126;',
    $: '&#36;',
    '#': '&#35;',
    '!': '&#33;',
};
/**
 * Text made safe for a GitHub-flavoured markdown table cell or HTML attribute: HTML specials
 * and markdown punctuation become character references (they render as themselves and mean
 * nothing to the parser, inside `<code>` too), `|` cannot split the row, newlines cannot end it.
 */
function escapeCell(text) {
    return defuseLinks((0,secrets/* neutralizeControls */.eK)(oneLine(text)).replace(/[&<>"'|\\`*_[\]~$#!]/g, (c) => ENTITIES[c] ?? c));
}
/**
 * Breaks what GitHub turns into a link or a notification even in plain text: `@mentions`
 * (`@user`, `@org/team`) and autolinks (`https://\u2026`, `www.\u2026`). A word joiner (U+2060, invisible)
 * after `@`, `:` and `www` keeps the text as it reads.
 */
function defuseLinks(text) {
    return text
        .replace(/(?<![A-Za-z0-9_`])@(?=[A-Za-z0-9])/g, '@\u2060')
        .replace(/:\/\//g, ':\u2060//')
        .replace(/\bwww\./gi, (w) => `${w.slice(0, 3)}\u2060.`);
}
/**
 * Text from a file or a service as inline markdown: one line (so no block can start), every
 * inline markdown and HTML special character backslash-escaped (it renders as itself),
 * mentions and autolinks defused. Parentheses are escaped too, so no `](` survives to look like
 * the end of a link.
 */
function escapeMarkdown(text) {
    return defuseLinks(neutralizeControls(oneLine(text)).replace(/[\\`*_[\]()<>|#~&$]/g, (c) => `\\${c}`));
}
/**
 * Text in a code span that holds whatever it is given: one line, delimited by more backticks
 * than it contains, padded when it starts or ends with one, and `|` escaped (GFM reads it as a
 * table cell border even inside a code span; the escape is dropped there).
 */
function codeSpan(text, { inTable = false } = {}) {
    const one = neutralizeControls(oneLine(text));
    const longest = Math.max(0, ...[...one.matchAll(/`+/g)].map((m) => m[0].length));
    const fence = '`'.repeat(longest + 1);
    const pad = one.startsWith('`') || one.endsWith('`') ? ' ' : '';
    return `${fence}${pad}${inTable ? one.replace(/\|/g, '\\|') : one}${pad}${fence}`;
}
// Wording of each finding, shared by annotations and SARIF so both say the same thing.
function eolMessage(r) {
    const repo = repository(r);
    const head = `${r.ref}: the tag "${r.tag}" of ${repo} is end-of-life (deprecated): it gets no more builds or security fixes.${datesText(r)}`;
    if (r.suggestion)
        return `${head} Move to ${r.suggestion}.`;
    return (`${head} No maintained tag of the same variant is listed to move to: list the tags of ${repo} that are still maintained ` +
        `(the image's page in the registry console, or: crane ls ${repo}) and move to a supported tag.`);
}
/** The v1 end-of-life dates, as a sentence (with a leading space), or ''. */
function datesText(r) {
    const d = r.endOfLife;
    if (!d)
        return '';
    const parts = [];
    if (d.supportEnds)
        parts.push(`upstream support ${d.supportEnded ? 'ended' : 'ends'} ${isoDate(d.supportEnds)}`);
    if (d.buildsUntil)
        parts.push(`builds ${d.daysLeft !== null && d.daysLeft < 0 ? 'stopped' : 'continue until'} ${isoDate(d.buildsUntil)}`);
    return parts.length > 0 ? ` ${parts.join('; ').replace(/^./, (c) => c.toUpperCase())}.` : '';
}
/** A tag whose builds stop within warn-before: when, and what to move to. */
function endingMessage(r) {
    const left = r.endOfLife?.daysLeft;
    const when = left === null || left === undefined ? 'soon' : left <= 0 ? 'within a day' : `in ${format_plural(left, 'day')}`;
    return `${r.ref}: builds of the tag "${r.tag}" stop ${when}.${datesText(r)}${r.suggestion ? ` Move to ${r.suggestion}.` : ''}`;
}
function staleMessage(r, now) {
    const pin = r.pinnedDigest ? shortDigest(r.pinnedDigest) : 'its pinned digest';
    const behind = r.buildsBehind === null ? 'behind' : `${format_plural(r.buildsBehind, 'build')} behind`;
    const since = r.behindSince
        ? ` since ${isoDate(r.behindSince)}${now ? ` (${relativeTime(r.behindSince, now)})` : ''}`
        : '';
    const current = r.suggestion
        ? ` Bump the pin to ${r.suggestion}.`
        : r.digest
            ? ` Current digest: ${r.digest}; pin ${format_pinnedReference(r)}.`
            : '';
    return `${r.ref}: pinned digest ${pin} is ${behind} the tag "${r.tag}"${since}.${current}`;
}
function advisoryMessage(r) {
    const active = activeAdvisories(r);
    return `${format_plural(active.length, 'advisory', 'advisories')} listed for ${r.image} (${r.ref}): ${advisoryIds(active)}.`;
}
function errorMessage(r) {
    if (!r.error)
        return `${r.ref} could not be checked (no error detail).`;
    return `${r.ref} could not be checked: ${r.error.message} (${r.error.reason}${r.error.code === null ? '' : `, code ${r.error.code}`})`;
}
/** The message of one finding of a result, as annotations and SARIF say it. */
function findingMessage(kind, r) {
    switch (kind) {
        case 'error':
            return errorMessage(r);
        case 'eol':
            return eolMessage(r);
        case 'stale':
            return staleMessage(r);
        case 'advisory':
            return advisoryMessage(r);
    }
}

;// CONCATENATED MODULE: ./src/report/gitlab.ts



const SEVERITY = {
    eol: 'critical',
    error: 'major',
    stale: 'minor',
    advisory: 'info',
};
/**
 * The findings as a GitLab Code Quality report: one issue per finding per place the reference
 * was found. Fingerprints are stable across runs and unique within the report (the same
 * reference twice in one file gets its occurrence number, not its line: edits above move lines).
 * Pure.
 */
function buildGitLabReport(results, options) {
    const issues = [];
    for (const r of results) {
        for (const kind of findingsOf(r)) {
            const places = r.locations.length > 0 ? r.locations : [{ file: options.inputsFile, line: 1 }];
            const seen = new Map();
            for (const place of places) {
                const occurrence = seen.get(place.file) ?? 0;
                seen.set(place.file, occurrence + 1);
                issues.push({
                    description: findingMessage(kind, r),
                    check_name: `image-check/${kind}`,
                    fingerprint: (0,external_node_crypto_.createHash)('sha256')
                        .update(`${r.ref}\u0000${kind}\u0000${place.file}\u0000${occurrence}`)
                        .digest('hex'),
                    severity: SEVERITY[kind],
                    location: { path: place.file, lines: { begin: Math.max(1, place.line) } },
                });
            }
        }
    }
    return issues;
}

;// CONCATENATED MODULE: ./src/report/json-text.ts
// JSON text put a piece at a time: the results file of thousands of results is written straight
// into its write buffer (src/fs/write-inside.ts) instead of made as a string per item first
// (6 MB of strings at 5 000 results, bench/README.md). The text is exactly JSON.stringify's.
/**
 * Puts `JSON.stringify(value, null, 2)` as if `value` were nested `depth` levels deep (its inner
 * lines indented by 2 * (depth + 1) spaces). For plain JSON data: strings, finite numbers,
 * booleans, null, arrays and plain objects; properties whose value is undefined, a function or
 * a symbol are left out and such array items are null, as JSON.stringify does. No `toJSON`.
 */
function json_text_putJson(put, value, depth = 0) {
    if (depth > MAX_DEPTH)
        throw new TypeError(`JSON nested deeper than ${MAX_DEPTH} levels`);
    switch (typeof value) {
        case 'string':
            return putString(put, value);
        case 'number':
            return put(Number.isFinite(value) ? String(value) : 'null');
        case 'boolean':
            return put(value ? 'true' : 'false');
        case 'bigint':
            throw new TypeError('a BigInt has no JSON text');
        case 'object':
            if (value === null)
                return put('null');
            if (Array.isArray(value))
                return putArray(put, value, depth);
            return putObject(put, value, depth);
        default:
            // undefined, a function or a symbol: null where JSON.stringify writes one (an array item).
            return put('null');
    }
}
function putArray(put, items, depth) {
    if (items.length === 0)
        return put('[]');
    for (let i = 0; i < items.length; i++) {
        put(i === 0 ? opening('[', depth + 1) : opening(',', depth + 1));
        json_text_putJson(put, items[i], depth + 1);
    }
    put(closing(']', depth));
}
function putObject(put, object, depth) {
    let first = true;
    // for-in over own keys: the order of Object.keys, without an array of them per object.
    for (const key in object) {
        if (!Object.hasOwn(object, key))
            continue;
        const value = object[key];
        if (value === undefined || typeof value === 'function' || typeof value === 'symbol')
            continue;
        put(opening(first ? '{' : ',', depth + 1));
        put(keyPiece(key));
        json_text_putJson(put, value, depth + 1);
        first = false;
    }
    put(first ? '{}' : closing('}', depth));
}
/** A string as JSON: as it is between quotes when nothing in it needs escaping (no copy made). */
function putString(put, text) {
    if (NEEDS_ESCAPE.test(text))
        return put(JSON.stringify(text));
    put('"');
    put(text);
    put('"');
}
// What JSON.stringify escapes: the quote, the backslash, control characters, and surrogates
// (a lone one is escaped; a string with a pair goes through JSON.stringify too, to be sure).
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;
// A key as JSON and the colon after it, made once per key name (a few dozen names, thousands of
// objects).
const keyPieces = new Map();
function keyPiece(key) {
    let piece = keyPieces.get(key);
    if (piece === undefined) {
        piece = `${JSON.stringify(key)}: `;
        // Names from data (a map's keys) are not kept: only while the cache is small.
        if (keyPieces.size < MAX_KEY_PIECES)
            keyPieces.set(key, piece);
    }
    return piece;
}
const MAX_KEY_PIECES = 256;
const MAX_DEPTH = 64;
// The punctuation and indentation before an item, and after the last: made once per depth,
// never per piece.
const openings = { '[': [], '{': [], ',': [] };
const closings = { ']': [], '}': [] };
function opening(mark, depth) {
    return (openings[mark][depth] ??= `${mark}\n${'  '.repeat(depth)}`);
}
function closing(mark, depth) {
    return (closings[mark][depth] ??= `\n${'  '.repeat(depth)}${mark}`);
}

;// CONCATENATED MODULE: ./src/report/outputs.ts

/** One `results` item: the contract's fields in the contract's order, plus `behindSince`. */
function outputs_resultItem(r) {
    return {
        ref: r.ref,
        registry: r.registry,
        org: r.org,
        image: r.image,
        tag: r.tag,
        pinnedDigest: r.pinnedDigest,
        digest: r.digest,
        status: r.status,
        deprecated: r.deprecated,
        lastUpdate: r.lastUpdate,
        buildsBehind: r.buildsBehind,
        behindSince: r.behindSince,
        advisories: r.advisories.map(({ advisoryId, artifactName, updateTime }) => ({
            advisoryId,
            artifactName,
            updateTime,
        })),
        locations: r.locations.map(({ file, line }) => ({ file, line })),
        error: r.error ? { code: r.error.code, reason: r.error.reason, message: r.error.message } : null,
        suggestion: r.suggestion ?? null,
        ignored: r.ignored ? { reason: r.ignored.reason, until: r.ignored.until } : null,
        // Additive: the v1 end-of-life dates, where the platform gives them.
        ...(r.endOfLife
            ? {
                endOfLife: {
                    status: r.endOfLife.status,
                    supportEnds: r.endOfLife.supportEnds,
                    buildsUntil: r.endOfLife.buildsUntil,
                },
            }
            : {}),
    };
}
/**
 * The action's outputs, exactly the contract's names, every value a string:
 * - `results`: JSON array of result items.
 * - `digests`: JSON object, reference as written -> current digest of its tag. References
 *   whose digest is not known (an error) are left out, so every value is a digest string.
 * - `pinned`: one `registry/org/image:tag@sha256:...` line per distinct tag with a known
 *   current digest, in result order (a reference without a tag was checked against `latest`
 *   and is pinned as such).
 * - `eol-count`, `stale-count`, `advisory-count`, `error-count`: the verdict's counts.
 * - `failed`: `true` or `false`.
 * - `updated-files`: newline list of the files `update` changed.
 */
function buildOutputs(results, verdict, updatedFiles = []) {
    return { results: resultsOutput(results, Infinity).json, ...countOutputs(results, verdict, updatedFiles) };
}
/** Every output but `results` (the action sizes that one first: see `resultsOutput`). */
function countOutputs(results, verdict, updatedFiles = []) {
    const digests = {};
    const pinned = new Set();
    for (const r of results) {
        if (r.digest)
            digests[r.ref] = r.digest;
        const pin = pinnedReference(r);
        if (pin)
            pinned.add(pin);
    }
    return {
        digests: JSON.stringify(digests),
        pinned: [...pinned].join('\n'),
        'eol-count': String(verdict.counts.eol),
        'stale-count': String(verdict.counts.stale),
        'advisory-count': String(verdict.counts.advisories),
        'error-count': String(verdict.counts.error),
        failed: verdict.failed ? 'true' : 'false',
        'updated-files': updatedFiles.join('\n'),
    };
}
/**
 * The `results` output (as `buildOutputs` writes it) when it is at most `limit` bytes, else null;
 * `bytes` is its size when it fits, else how far the count got past `limit`. Sized first, one
 * item at a time and only up to `limit`, and made only when it fits: thousands of results never
 * exist as a text of megabytes that no output may carry, nor as pieces of one.
 */
function resultsOutput(results, limit) {
    // The brackets, and a comma between items.
    let bytes = 2 + Math.max(0, results.length - 1);
    for (const r of results) {
        if (bytes > limit)
            break;
        bytes += Buffer.byteLength(JSON.stringify(outputs_resultItem(r)), 'utf8');
    }
    if (bytes > limit)
        return { json: null, bytes };
    return { json: `[${results.map((r) => JSON.stringify(outputs_resultItem(r))).join(',')}]`, bytes };
}

;// CONCATENATED MODULE: ./src/report/results-file.ts
// The `results` output and the `results-file` input: GitHub rejects an output over 1 MB, so a
// bigger `results` is not set (the step would fail for the report, not the images); the log
// says so and points to the file, when one is written.



/** GitHub's limit for one step output. */
const OUTPUT_LIMIT_BYTES = (/* unused pure expression or super */ null && (1024 * 1024));
/**
 * Pure: which outputs to set, given `results-file` ('' = none). `size`: the results' size in
 * bytes, or past the limit when `outputs` leaves out a `results` already known to be too big
 * (`resultsOutput` stops counting there).
 */
function planOutputs(outputs, resultsFile, size = Buffer.byteLength(outputs.results ?? '', 'utf8')) {
    if (size <= OUTPUT_LIMIT_BYTES)
        return { outputs, warning: null };
    const { results: _dropped, ...rest } = outputs;
    const where = resultsFile
        ? `read the results from the file ${resultsFile} (input results-file)`
        : 'set the input results-file to write them to a file';
    return {
        outputs: rest,
        warning: `The results output would be over GitHub's 1 MB limit for an output, so it is not set: ${where}.`,
    };
}
/** Writes the results JSON to `file`, inside the workspace or RUNNER_TEMP only. */
async function writeResultsFile(roots, file, results) {
    await writeInside(roots, file, (put) => putResultsFileText(put, results));
}
/**
 * The file's text, `JSON.stringify(items, null, 2)` and a newline, put a piece at a time: the
 * file of thousands of results (megabytes) is never one string, nor a string per item, and the
 * writer copies each piece into its buffer as it comes (fs/write-inside.ts; 6 MB of strings
 * fewer at 5 000 results than one per item, bench/README.md).
 */
function putResultsFileText(put, results) {
    if (results.length === 0)
        return put('[]\n');
    put('[\n  ');
    for (let i = 0; i < results.length; i++) {
        if (i > 0)
            put(',\n  ');
        putJson(put, resultItem(results[i]), 1);
    }
    put('\n]\n');
}
/** The same text as one string (what putResultsFileText puts): the CLI's `--format json` prints it. */
function resultsFileText(results) {
    return `${JSON.stringify(results.map(outputs_resultItem), null, 2)}\n`;
}

;// CONCATENATED MODULE: ./src/report/sarif.ts



const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
/** The rules, in ruleIndex order. Ids are the finding kinds. */
const RULES = [
    {
        id: 'eol',
        name: 'EndOfLifeImageTag',
        short: 'Image tag is end-of-life',
        full: 'The referenced image tag is deprecated on the registry: it receives no more builds or security fixes.',
        help: "Move to a tag that is still maintained. The registry does not name a successor: list the image's tags in the registry console (or with `crane ls <registry>/<org>/<image>`) and pick a supported version.",
        level: 'error',
        tags: ['security', 'maintainability'],
    },
    {
        id: 'stale',
        name: 'StalePinnedDigest',
        short: 'Pinned digest is behind its tag',
        full: 'The reference pins a digest that its tag has superseded with newer builds for longer than the allowed max-age.',
        help: 'Update the pin to the current digest of the tag (the `pinned` output of the action lists `registry/org/image:tag@sha256:...` for every tag), or let a dependency bot keep it current.',
        level: 'warning',
        tags: ['security', 'maintainability'],
    },
    {
        id: 'advisory',
        name: 'ImageAdvisories',
        short: 'Security advisories are listed for the image',
        full: 'The registry lists security advisories for a package of this image.',
        help: 'Review the listed advisories. Rebuilding on the current digest of a maintained tag picks up published fixes.',
        level: 'note',
        tags: ['security'],
    },
    {
        id: 'error',
        name: 'ImageCheckError',
        short: 'Image could not be checked',
        full: 'image-check could not look up this image (tag missing, digest not in the tag history, access denied, service error...).',
        help: 'Read the message: a missing tag or unknown digest usually means a typo or a removed tag; permission errors mean the credentials cannot read the repository.',
        level: 'error',
        tags: ['reliability'],
    },
];
const RULE_INDEX = new Map(RULES.map((r, i) => [r.id, i]));
/** Stable across runs for the same reference, rule and file (not line: edits above move it). */
function fingerprint(ref, rule, file) {
    return (0,external_node_crypto_.createHash)('sha256')
        .update(`${ref}\u0000${rule}\u0000${file ?? ''}`)
        .digest('hex');
}
function physical(location) {
    return {
        physicalLocation: {
            // A URI reference: each path segment percent-encoded (spaces, '#', '?', '%').
            artifactLocation: { uri: location.file.split('/').map(encodeURIComponent).join('/'), uriBaseId: '%SRCROOT%' },
            region: { startLine: Math.max(1, location.line) },
        },
    };
}
const SARIF_LEVEL = { fail: 'error', warn: 'warning', note: 'note' };
/**
 * The workspace-relative workflow file of a run from `GITHUB_WORKFLOW_REF`
 * (`owner/repo/.github/workflows/ci.yml@refs/heads/main` -> `.github/workflows/ci.yml`).
 */
function workflowFileOf(workflowRef) {
    const match = /^[^/]+\/[^/]+\/(.+?)@[^@]*$/.exec(workflowRef ?? '');
    return match?.[1];
}
/**
 * A SARIF 2.1.0 log of the findings: one result per finding per location where the reference
 * was found (workspace-relative uri under `%SRCROOT%`). A reference from the `images` input is
 * reported at line 1 of `options.inputsFile`, or as a location-less result without it. Pure.
 */
function buildSarif(results, version, options = {}) {
    const sarifResults = [];
    for (const r of results) {
        for (const kind of findingsOf(r)) {
            const ruleIndex = RULE_INDEX.get(kind);
            const rule = RULES[ruleIndex];
            const text = findingMessage(kind, r);
            const properties = {
                ref: r.ref,
                status: r.status,
                currentDigest: r.digest,
                ...((kind === 'eol' || kind === 'stale') && r.suggestion ? { suggestion: r.suggestion } : {}),
                ...(kind === 'advisory' ? { advisories: activeAdvisories(r).map((a) => a.advisoryId) } : {}),
            };
            const fallback = options.inputsFile ? { file: options.inputsFile, line: 1 } : null;
            const places = r.locations.length > 0 ? r.locations : [fallback];
            for (const place of places) {
                sarifResults.push({
                    ruleId: rule.id,
                    ruleIndex,
                    level: SARIF_LEVEL[severityOf(kind, options.failOn ?? DEFAULT_FAIL_ON)],
                    message: { text },
                    ...(place ? { locations: [physical(place)] } : {}),
                    partialFingerprints: { 'imageCheck/v1': fingerprint(r.ref, rule.id, place?.file ?? null) },
                    properties,
                });
            }
        }
    }
    return {
        $schema: SARIF_SCHEMA,
        version: '2.1.0',
        runs: [
            {
                tool: {
                    driver: {
                        name: 'image-check',
                        version,
                        semanticVersion: version,
                        rules: RULES.map((rule) => ({
                            id: rule.id,
                            name: rule.name,
                            shortDescription: { text: rule.short },
                            fullDescription: { text: rule.full },
                            help: { text: rule.help.replace(/`/g, ''), markdown: rule.help },
                            defaultConfiguration: { level: rule.level },
                            properties: { tags: rule.tags },
                        })),
                    },
                },
                columnKind: 'utf16CodeUnits',
                results: sarifResults,
            },
        ],
    };
}

;// CONCATENATED MODULE: ./src/report/summary.ts


/** GitHub rejects a step summary over 1 MiB, for everything the step writes to it... */
const SUMMARY_LIMIT_BYTES = (/* unused pure expression or super */ null && (1024 * 1024));
/**
 * ...so this report takes at most about half (the pull request comment, when it falls back to
 * the job summary, takes the rest; see src/pr/index.ts). The budgets below add up to less, and
 * capSummary holds the line whatever the rows are.
 */
const SUMMARY_BUDGET_BYTES = 500 * 1024;
const FINDINGS_BUDGET = 250_000;
const OK_BUDGET = 150_000;
const OK_MAX_ROWS = 1000;
const LIST_BUDGET = 30_000;
const LIST_MAX_ITEMS = 200;
const MAX_LOCATIONS = 5;
const MAX_MESSAGE = 400;
const MAX_PATH = 200;
const FINDING_HEADER = [
    'Reference',
    'Current digest',
    'Status',
    'Move to',
    'Last build',
    'Builds behind',
    'Advisories',
];
const ADVISORY_HEADER = ['Reference', 'Advisories'];
const TODO_MAX = 10;
const ADVISORY_IDS_MAX = 20;
const OK_HEADER = ['Reference', 'Current digest', 'Last build', 'Builds behind'];
const SKIP_TEXT = {
    'other-registry': (n) => `${n} on other registries`,
    unresolved: (n) => `${n} with unresolved variables`,
    invalid: (n) => `${n} invalid`,
    'not-an-image': (n) => `${n} not naming an image`,
};
const SKIP_ORDER = ['unresolved', 'invalid', 'not-an-image', 'other-registry'];
const bytes = (text) => Buffer.byteLength(text, 'utf8');
function tableHead(columns) {
    return `| ${columns.join(' | ')} |\n|${columns.map(() => ' --- ').join('|')}|`;
}
/**
 * Rows of `items` while they fit in `budget` bytes and `maxRows`; how many were left out. A row
 * is rendered only when it may be kept: of thousands of images, a few hundred rows fit.
 */
function fit(items, render, budget, maxRows = Infinity) {
    const kept = [];
    let used = 0;
    for (const item of items) {
        if (kept.length >= maxRows)
            break;
        const row = render(item);
        const size = bytes(row) + 1;
        if (used + size > budget)
            break;
        kept.push(row);
        used += size;
    }
    return { kept, left: items.length - kept.length };
}
/** The reference as written, a pinned digest in it shortened (the full reference is the title). */
function referenceCell(r, blobBase) {
    const short = r.ref.replace(/@([a-z0-9]+):([0-9a-f]{12})[0-9a-f]{20,}$/, '@$1:$2\u2026');
    const code = short === r.ref ? `<code>${escapeCell(r.ref)}</code>` : `<code title="${escapeCell(r.ref)}">${escapeCell(short)}</code>`;
    if (r.locations.length === 0)
        return code;
    const shown = r.locations.slice(0, MAX_LOCATIONS).map((l) => locationText(l, blobBase));
    const more = r.locations.length - shown.length;
    return `${code}<br><sub>${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''}</sub>`;
}
/** `file:line`, a link to that line at the run's commit when `blobBase` is known. */
function locationText(l, blobBase) {
    const text = escapeCell(formatLocation({ file: truncate(l.file, MAX_PATH), line: l.line }));
    if (!blobBase)
        return text;
    const path = l.file
        .split('/')
        .map((p) => encodeURIComponent(p).replace(/[()*!']/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`))
        .join('/');
    return `<a href="${attr(`${blobBase}/${path}#L${l.line}`)}">${text}</a>`;
}
/** Text for an HTML attribute: the URL stays a URL (escapeCell would defuse it), quotes cannot end it. */
const attr = (text) => text.replace(/[&"<>]/g, (c) => ({ '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' })[c]);
/** An advisory id, linked through the `advisory-url` template when given. */
function advisoryLink(id, template) {
    if (!template)
        return escapeCell(id);
    return `<a href="${attr(template.replaceAll('{id}', encodeURIComponent(id)))}">${escapeCell(id)}</a>`;
}
function digestCell(r) {
    return r.digest ? `<code title="${escapeCell(r.digest)}">${escapeCell(shortDigest(r.digest))}</code>` : '\u2014';
}
function statusCell(r) {
    const labels = [];
    if (r.status === 'error')
        labels.push('\u274c error');
    if (isEndOfLife(r))
        labels.push('\u26d4 end-of-life');
    if (r.status === 'stale')
        labels.push('\u26a0\ufe0f stale');
    if (isEndingSoon(r))
        labels.push('\u23f3 ending soon');
    if (r.status === 'ok' && !isEndingSoon(r))
        labels.push('\u2705 current');
    if (r.ignored && r.ignored.kinds.length > 0)
        labels.push(`\ud83d\udd15 ${escapeCell(r.ignored.kinds.join(', '))} ignored until ${escapeCell(r.ignored.until)}: ${escapeCell(truncate(r.ignored.reason, MAX_MESSAGE))}`);
    if (r.endOfLife && (r.endOfLife.buildsUntil || r.endOfLife.supportEnds)) {
        const d = r.endOfLife;
        labels.push(`<sub>${d.supportEnds ? `support ends ${escapeCell(isoDate(d.supportEnds))}` : ''}${d.supportEnds && d.buildsUntil ? ', ' : ''}${d.buildsUntil ? `builds until ${escapeCell(isoDate(d.buildsUntil))}` : ''}</sub>`);
    }
    let cell = labels.join(' \u00b7 ');
    if (r.status === 'error' && r.error) {
        cell += `<br>${escapeCell(r.error.reason)}${r.error.code === null ? '' : ` (${escapeCell(String(r.error.code))})`}: ${escapeCell(truncate(r.error.message, MAX_MESSAGE))}`;
    }
    return cell;
}
function lastBuildCell(r, now) {
    return r.lastUpdate ? `${escapeCell(relativeTime(r.lastUpdate, now))} (${escapeCell(isoDate(r.lastUpdate))})` : '\u2014';
}
function behindCell(r, now, maxAge) {
    if (r.buildsBehind === null)
        return '\u2014';
    if (!r.pinnedDigest)
        return 'not pinned';
    if (r.buildsBehind === 0)
        return '0';
    const since = r.behindSince ? ` since ${escapeCell(isoDate(r.behindSince))} (${escapeCell(relativeTime(r.behindSince, now))})` : '';
    const over = r.status === 'stale' ? `, over max-age ${escapeCell(maxAge)}` : '';
    return `${r.buildsBehind}${since}${over}`;
}
function advisoriesCell(r) {
    const n = activeAdvisories(r).length;
    return n === 0 ? '\u2014' : String(n);
}
function suggestionCell(r) {
    return r.suggestion ? `<code>${escapeCell(r.suggestion)}</code>` : '\u2014';
}
/** A result that needs doing something about: error, end-of-life, stale, ending soon (not ignored). */
function needsAction(r) {
    return (r.status === 'error' ||
        (isEndOfLife(r) && !isIgnored(r, 'eol')) ||
        (r.status === 'stale' && !isIgnored(r, 'stale')) ||
        isEndingSoon(r));
}
/**
 * One of the first lines of the summary: which tag to move, which pin to bump. Every finding
 * (`needsAction`) has one: its branches are needsAction's conditions, in the same order.
 */
function todoItem(r, blobBase) {
    const where = r.locations.length > 0
        ? ` (${r.locations
            .slice(0, 3)
            .map((l) => locationText(l, blobBase))
            .join(', ')}${r.locations.length > 3 ? ', \u2026' : ''})`
        : '';
    const ref = `<code>${escapeCell(r.ref)}</code>`;
    const to = r.suggestion ? `<code>${escapeCell(r.suggestion)}</code>` : null;
    if (r.status === 'error')
        return `- Could not check ${ref}${where}: ${escapeCell(truncate(r.error?.message ?? 'unknown error', 200))}`;
    if (isEndOfLife(r) && !isIgnored(r, 'eol'))
        return to
            ? `- Move ${ref} to ${to}${where} (end of life)`
            : `- Move ${ref} off its end-of-life tag (no maintained tag of the same variant listed)${where}`;
    if (r.status === 'stale' && !isIgnored(r, 'stale'))
        return `- Bump ${ref} to ${to ?? 'the current digest'}${where}`;
    return `- Plan to move ${ref}${to ? ` to ${to}` : ''}: builds end ${escapeCell(isoDate(r.endOfLife?.buildsUntil ?? ''))}${where}`;
}
function row(cells) {
    return `| ${cells.join(' | ')} |`;
}
const RANK = (r) => r.status === 'error' ? 0 : isEndOfLife(r) ? 1 : r.status === 'stale' ? 2 : isEndingSoon(r) ? 3 : 4;
/**
 * The job summary as GitHub-flavoured markdown with inline HTML: the verdict line, a table of
 * findings (errors, end-of-life tags, stale pins, current images with advisories), the current
 * images folded in a `<details>` block, file problems, and skipped references as a footnote.
 * Every value from outside is escaped (see escapeCell). Pure.
 */
function renderSummary({ results, verdict, skipped, problems, now, maxAge, advisoryUrl, blobBase, updatedFiles = [], }) {
    const out = ['## image-check', '', `**${escapeCell(verdict.line)}**`, ''];
    // Findings lead: errors, end-of-life, stale, ending soon. Advisories have their own folded section.
    const findings = results
        .map((r, i) => ({ r, i }))
        .filter(({ r }) => needsAction(r))
        .sort((a, b) => RANK(a.r) - RANK(b.r) || a.i - b.i)
        .map(({ r }) => r);
    const ignored = results.filter((r) => !needsAction(r) && (r.ignored?.kinds.length ?? 0) > 0);
    const withAdvisories = results.filter((r) => activeAdvisories(r).length > 0);
    const current = results.filter((r) => !needsAction(r) && !ignored.includes(r));
    if (findings.length > 0) {
        out.push('**What to do**', '', ...findings.slice(0, TODO_MAX).map((r) => todoItem(r, blobBase)));
        if (findings.length > TODO_MAX)
            out.push(`- \u2026and ${findings.length - TODO_MAX} more in the table below`);
        out.push('');
    }
    if (updatedFiles.length > 0)
        out.push(`Updated ${format_plural(updatedFiles.length, 'file')}: ${updatedFiles
            .slice(0, 20)
            .map((f) => `<code>${escapeCell(truncate(f, MAX_PATH))}</code>`)
            .join(', ')}${updatedFiles.length > 20 ? ` and ${updatedFiles.length - 20} more` : ''}`, '');
    if (findings.length > 0) {
        const render = (r) => row([
            referenceCell(r, blobBase),
            digestCell(r),
            statusCell(r),
            suggestionCell(r),
            lastBuildCell(r, now),
            behindCell(r, now, maxAge),
            advisoriesCell(r),
        ]);
        const { kept, left } = fit(findings, render, FINDINGS_BUDGET);
        out.push(`### ${format_plural(findings.length, 'image')} with findings`, '', tableHead(FINDING_HEADER), ...kept, '');
        if (left > 0)
            out.push(`\u2026and ${format_plural(left, 'more finding')} not shown here (GitHub limits the job summary to 1 MiB); the \`results\` output (and the SARIF file, when written) lists every image.`, '');
    }
    if (ignored.length > 0) {
        const render = (r) => `- <code>${escapeCell(r.ref)}</code>: ${escapeCell(r.ignored.kinds.join(', '))} ignored until ${escapeCell(r.ignored.until)}: ${escapeCell(truncate(r.ignored.reason, MAX_MESSAGE))}`;
        const { kept, left } = fit(ignored, render, LIST_BUDGET, LIST_MAX_ITEMS);
        out.push(`<details><summary>${format_plural(ignored.length, 'image')} with ignored findings</summary>`, '', ...kept);
        if (left > 0)
            out.push(`- \u2026and ${left} more`);
        out.push('', '</details>', '');
    }
    if (withAdvisories.length > 0) {
        const render = (r) => {
            const active = activeAdvisories(r);
            const ids = active.slice(0, ADVISORY_IDS_MAX).map((a) => advisoryLink(a.advisoryId, advisoryUrl));
            return row([
                referenceCell(r, blobBase),
                `${active.length}: ${ids.join(', ')}${active.length > ids.length ? ` and ${active.length - ids.length} more` : ''}`,
            ]);
        };
        const { kept, left } = fit(withAdvisories, render, OK_BUDGET, OK_MAX_ROWS);
        out.push(`<details><summary>${format_plural(verdict.counts.advisories, 'advisory', 'advisories')} on ${format_plural(withAdvisories.length, 'image')}</summary>`, '', tableHead(ADVISORY_HEADER), ...kept, '');
        if (left > 0)
            out.push(`\u2026and ${left} more not listed here (GitHub limits the job summary to 1 MiB); the \`results\` output lists every image.`, '');
        out.push('</details>', '');
    }
    if (current.length > 0) {
        const render = (r) => row([referenceCell(r, blobBase), digestCell(r), lastBuildCell(r, now), behindCell(r, now, maxAge)]);
        const { kept, left } = fit(current, render, OK_BUDGET, OK_MAX_ROWS);
        const label = findings.length === 0 && current.length === results.length
            ? `All ${format_plural(current.length, 'image')} current`
            : `${format_plural(current.length, 'image')} current`;
        out.push(`<details><summary>${label}</summary>`, '', tableHead(OK_HEADER), ...kept, '');
        if (left > 0)
            out.push(`\u2026and ${left} more not listed here (GitHub limits the job summary to 1 MiB); the \`results\` output (and the SARIF file, when written) lists every image.`, '');
        out.push('</details>', '');
    }
    if (results.length === 0)
        out.push('No image references were checked.', '');
    if (problems.length > 0) {
        const render = (p) => `- <code>${escapeCell(truncate(p.line ? `${p.file}:${p.line}` : p.file, MAX_PATH))}</code>: ${escapeCell(truncate(p.message, MAX_MESSAGE))}`;
        const { kept, left } = fit(problems, render, LIST_BUDGET, LIST_MAX_ITEMS);
        out.push(`### ${format_plural(problems.length, 'file', 'files')} not fully scanned`, '', ...kept);
        if (left > 0)
            out.push(`- \u2026and ${left} more`);
        out.push('');
    }
    if (skipped.length > 0) {
        const byKind = new Map();
        // Pushed, not copied: a copy per reference is quadratic in thousands of skipped ones.
        for (const s of skipped)
            byKind.get(s.kind)?.push(s) ?? byKind.set(s.kind, [s]);
        const kinds = SKIP_ORDER.filter((k) => byKind.has(k));
        const counts = kinds.map((k) => SKIP_TEXT[k](byKind.get(k).length)).join(', ');
        const render = (s) => {
            const where = s.location
                ? ` (${escapeCell(formatLocation({ file: truncate(s.location.file, MAX_PATH), line: s.location.line }))})`
                : '';
            return `- <code>${escapeCell(truncate(s.ref, MAX_PATH))}</code>${where}: ${escapeCell(truncate(s.reason, MAX_MESSAGE))}`;
        };
        const { kept, left } = fit(kinds.flatMap((k) => byKind.get(k)), render, LIST_BUDGET, LIST_MAX_ITEMS);
        out.push(`<sub>Not checked: ${format_plural(skipped.length, 'reference')} (${counts}).</sub>`, '');
        out.push('<details><summary>Skipped references</summary>', '', ...kept);
        if (left > 0)
            out.push(`- \u2026and ${left} more`);
        out.push('', '</details>', '');
    }
    if (results.length > 0) {
        out.push(`<sub>Stale: a pinned digest whose tag has had newer builds for longer than max-age (${escapeCell(maxAge)}). End-of-life: a deprecated tag.</sub>`, '');
    }
    return capSummary(out.join('\n'));
}
/**
 * `text` cut at a line boundary so that it, with a closing line saying how many lines were
 * left out, is at most `maxBytes`. The budgets above should make this a no-op; it is the guard.
 */
function capSummary(text, maxBytes = SUMMARY_BUDGET_BYTES) {
    if (bytes(text) <= maxBytes)
        return text;
    const lines = text.split('\n');
    const note = (n) => `\n\n\u2026and ${n} more lines left out (GitHub limits the job summary to 1 MiB); the \`results\` output (and the SARIF file, when written) lists every image.\n`;
    const reserve = bytes(note(lines.length)) + bytes('\n\n</details>');
    const kept = [];
    let used = 0;
    for (const line of lines) {
        const size = bytes(line) + 1;
        if (used + size + reserve > maxBytes)
            break;
        kept.push(line);
        used += size;
    }
    // An open <details> would swallow the note.
    const open = kept.filter((l) => l.startsWith('<details>')).length - kept.filter((l) => l === '</details>').length;
    return kept.join('\n') + (open > 0 ? '\n\n</details>' : '') + note(lines.length - kept.length);
}

;// CONCATENATED MODULE: ./src/report/table.ts


const ORDER = ['error', 'eol', 'stale', 'advisory', 'ok'];
const COLOR = { error: '31', eol: '31', stale: '33', advisory: '36', ok: '32' };
const MAX_REF = 72;
const MAX_WHERE = 40;
const MAX_LISTED = 10;
/**
 * The terminal rendering of a check: one row per image, findings first (error, end-of-life,
 * stale, advisories, then ok), what was not checked and why, then the one-line verdict. Pure.
 */
function renderTable(input, { color }) {
    const paint = (code, text) => (color ? `\x1b[${code}m${text}\x1b[0m` : text);
    const rows = input.results
        .map((r) => ({ r, label: (findingsOf(r)[0] ?? 'ok') }))
        // Array.prototype.sort is stable: within a label, results keep the engine's order.
        .sort((a, b) => ORDER.indexOf(a.label) - ORDER.indexOf(b.label))
        .map(({ r, label }) => ({
        label,
        ref: truncate(displayRef(r.ref), MAX_REF),
        where: truncate(where(r), MAX_WHERE),
        detail: detail(r, input.now),
    }));
    const lines = [];
    if (rows.length > 0) {
        const width = (pick, header) => Math.max(header.length, ...rows.map((row) => pick(row).length));
        const w = {
            label: width((row) => row.label, 'STATUS'),
            ref: width((row) => row.ref, 'IMAGE'),
            where: width((row) => row.where, 'WHERE'),
        };
        const line = (label, ref, whereText, detailText) => `${label.padEnd(w.label)}  ${ref.padEnd(w.ref)}  ${whereText.padEnd(w.where)}  ${detailText}`.trimEnd();
        lines.push(paint('2', line('STATUS', 'IMAGE', 'WHERE', 'DETAIL')));
        for (const row of rows)
            lines.push(line(paint(COLOR[row.label], row.label.padEnd(w.label)), row.ref, row.where, row.detail));
        lines.push('');
    }
    lines.push(...notes(input));
    const verdictColor = input.verdict.failed ? '1;31' : '1;32';
    lines.push(paint(verdictColor, input.verdict.line));
    return `${lines.join('\n')}\n`;
}
/** A pinned digest shortened: the table is for reading; the full reference is in every other format. */
function displayRef(ref) {
    return ref.replace(/@(sha256:[0-9a-f]{64})$/, (_, digest) => `@${shortDigest(digest)}\u2026`);
}
function where(r) {
    const [first, ...rest] = r.locations;
    if (!first)
        return '--image';
    return rest.length > 0 ? `${formatLocation(first)} (+${rest.length})` : formatLocation(first);
}
function detail(r, now) {
    const parts = [];
    for (const kind of findingsOf(r)) {
        if (kind === 'error')
            parts.push(oneLine(`${r.error?.message ?? 'could not be checked'} (${r.error?.reason ?? 'ERROR'})`));
        if (kind === 'eol')
            parts.push(`tag "${r.tag}" is end-of-life: no more builds or security fixes${r.suggestion ? `; move to ${r.suggestion}` : ''}`);
        if (kind === 'stale') {
            const behind = r.buildsBehind === null ? 'behind' : `${format_plural(r.buildsBehind, 'build')} behind`;
            const since = r.behindSince ? ` since ${isoDate(r.behindSince)} (${relativeTime(r.behindSince, now)})` : '';
            parts.push(`pin is ${behind} "${r.tag}"${since}${r.digest ? `; current ${shortDigest(r.digest)}` : ''}`);
        }
        if (kind === 'advisory')
            parts.push(`${format_plural(activeAdvisories(r).length, 'advisory', 'advisories')}: ${advisoryIds(activeAdvisories(r))}`);
    }
    if (isEndingSoon(r))
        parts.push(`builds end ${isoDate(r.endOfLife?.buildsUntil ?? '')}${r.suggestion ? `; move to ${r.suggestion}` : ''}`);
    if (r.ignored && r.ignored.kinds.length > 0)
        parts.push(`ignored until ${r.ignored.until} (${r.ignored.kinds.join(', ')}): ${oneLine(r.ignored.reason)}`);
    if (parts.length === 0)
        parts.push(r.lastUpdate ? `current, last build ${isoDate(r.lastUpdate)}` : 'current');
    return parts.join('; ');
}
/** What was not checked, and why: references skipped at a line, unreadable files, globs without a match. */
function notes(input) {
    const lines = [];
    const list = (title, items, show) => {
        if (items.length === 0)
            return;
        lines.push(`${title}:`);
        for (const item of items.slice(0, MAX_LISTED))
            lines.push(`  ${show(item)}`);
        if (items.length > MAX_LISTED)
            lines.push(`  and ${items.length - MAX_LISTED} more`);
    };
    const atLine = (s) => (s.location ? `${formatLocation(s.location)}: ` : '');
    list('Not checked', input.skipped.filter((s) => s.kind !== 'other-registry'), (s) => `${atLine(s)}${s.ref}: ${oneLine(s.reason)}`);
    list('Files not read', input.problems, (p) => `${p.file}${p.line ? `:${p.line}` : ''}: ${oneLine(p.message)}`);
    list('Matched no file', input.unmatchedGlobs, (g) => g);
    const other = input.skipped.filter((s) => s.kind === 'other-registry').length;
    if (other > 0)
        lines.push(`${format_plural(other, 'reference')} on other registries, not checked.`);
    if (input.unscanned.length > 0)
        lines.push(`${format_plural(input.unscanned.length, 'selected file')} neither Dockerfile nor YAML, not scanned.`);
    if (lines.length > 0)
        lines.push('');
    return lines;
}

// EXTERNAL MODULE: ./src/auth/github-oidc.ts
var github_oidc = __webpack_require__(4377);
;// CONCATENATED MODULE: ./src/cli/usage-error.ts
/** A command line that cannot be run as given: shown with the command's help hint, exit code 2. */
class UsageError extends Error {
    command;
    constructor(message, 
    /** The command whose help applies, e.g. "identity create". */
    command = '') {
        super(message);
        this.command = command;
        this.name = 'UsageError';
    }
}

;// CONCATENATED MODULE: ./src/cli/identity-plan.ts



/** The Platform API's rule for identity names (spec: Identity.name). */
const IDENTITY_NAME_RULE = /^[a-z0-9 ._-]{1,}$/;
const DEFAULT_REF = 'refs/heads/main';
const DEFAULT_ROLE = 'viewer';
// GitHub owner and repository names; the owner has no dots, the repository may.
const REPO_RE = /^([A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)\/([A-Za-z0-9._-]+)$/;
// Both subject forms: repo:<owner>/<name>:... and the immutable repo:<owner>@<id>/<name>@<id>:...
const SUBJECT_REPO_RE = /^repo:([^/@:]+)(?:@\d+)?\/([^/@:]+)(?:@\d+)?:/;
function repoSubject(repo, ref) {
    return `repo:${repo}:ref:${ref}`;
}
/** `github-<owner>-<name>`, lowercased, with every character the name rule refuses turned into '-'. */
function defaultIdentityName(owner, name) {
    return `github-${owner}-${name}`.toLowerCase().replace(/[^a-z0-9._-]+/g, '-');
}
function identityNameProblem(name) {
    return IDENTITY_NAME_RULE.test(name)
        ? undefined
        : `"${name}" does not match ${IDENTITY_NAME_RULE.source} (lowercase letters, digits, space, dot, underscore, hyphen)`;
}
/** Checks the options of `identity create` and fills the defaults; throws UsageError naming the option. */
function planIdentity(input) {
    const fail = (message) => new UsageError(message, 'identity create');
    const group = input.group?.trim() ?? '';
    if (!group)
        throw fail('--group is required: the uid of the root organization group');
    if (!config/* GROUP_UID_PATTERN */.sz.test(group))
        throw fail(`--group ${JSON.stringify(group)} is not a group uid: it holds whitespace or control characters`);
    if (group.includes('/')) {
        // Placement rule: an identity under a subgroup does not see the registry, so it cannot pull.
        throw fail(`--group "${group}" is a subgroup; an identity under a subgroup cannot pull images. Use the root organization group "${group.split('/')[0]}"`);
    }
    let owner;
    let repoName;
    if (input.repo !== undefined) {
        const match = REPO_RE.exec(input.repo.trim());
        if (!match)
            throw fail(`--repo "${input.repo}" is not <owner>/<name>`);
        [owner, repoName] = [match[1], match[2]];
    }
    let subject;
    if (input.subject !== undefined) {
        if (input.ref !== undefined)
            throw fail('--ref and --subject exclude each other: the subject already holds the ref');
        subject = input.subject.trim();
        if (!subject || /\s/.test(subject))
            throw fail(`--subject "${input.subject}" must be one word, e.g. repo:<owner>/<name>:ref:refs/heads/main`);
        const fromSubject = SUBJECT_REPO_RE.exec(subject);
        if (fromSubject && owner === undefined)
            [owner, repoName] = [fromSubject[1], fromSubject[2]];
    }
    else {
        if (owner === undefined)
            throw fail('--repo <owner>/<name> (or --subject) is required');
        const ref = input.ref?.trim() ?? DEFAULT_REF;
        if (!/^refs\/(?:heads|tags)\/\S+$/.test(ref))
            throw fail(`--ref "${ref}" is not a full ref; use e.g. refs/heads/main or refs/tags/v1`);
        subject = repoSubject(`${owner}/${repoName}`, ref);
    }
    const name = input.name?.trim() ?? (owner !== undefined ? defaultIdentityName(owner, repoName) : '');
    if (!name)
        throw fail('--name is required when --subject does not name a repository');
    const problem = identityNameProblem(name);
    if (problem)
        throw fail(`--name ${problem}`);
    const role = input.role?.trim() || DEFAULT_ROLE;
    const description = input.description ?? `GitHub Actions: ${subject} (created by image-check)`;
    return { group, name, description, issuer: github_oidc/* GITHUB_ACTIONS_ISSUER */.qQ, subject, role };
}
/** The job fragment a workflow needs to use the identity. */
function workflowSnippet({ identity, group, apiUrl, defaultApiUrl }) {
    const lines = [
        'permissions:',
        '  contents: read',
        "  id-token: write # image-check exchanges the job's GitHub OIDC token for the identity",
        'steps:',
        '  - uses: actions/checkout@v5',
        '  - uses: <owner>/image-check@v1',
        '    with:',
        `      identity: ${identity}`,
        `      group: ${group}`,
    ];
    if (apiUrl.replace(/\/+$/, '') !== defaultApiUrl)
        lines.push(`      api-url: ${apiUrl}`);
    lines.push("      files: '**/Dockerfile'");
    return lines.join('\n');
}

;// CONCATENATED MODULE: ./src/cli/help.ts

const DEFAULT_API_URL = 'https://console-api.enforce.dev';
const TOKEN_ENV = 'IMAGE_CHECK_TOKEN';
const COMMON_OPTIONS = `Common options:
  --api-url <url>   Platform API base URL (default ${DEFAULT_API_URL})
  --token <token>   Platform API token; prefer the ${TOKEN_ENV} environment variable, which
                    stays out of shell history and process lists. Never printed.
  --json            machine-readable output on stdout (errors as JSON on stderr)
  -h, --help        this help`;
const MAIN_HELP = `Usage: image-check <command> [options]

Commands:
  check             check the images of a directory, files or references (see check --help)
  identity create   create the identity a repository's workflow assumes (with identity:)
  identity delete   remove such an identity and its role binding

Run "image-check <command> --help" for the options of a command, "image-check --version" for
the version.

${COMMON_OPTIONS.replace('Common options:', 'Options of the identity commands:')}
`;
const CHECK_HELP = `Usage: image-check check [<path or glob>...] [--image <ref>...] [options]

Checks container images on a hardened-image registry: end-of-life tags, pinned digests behind
their tag, security advisories. The same checks as the GitHub Action (docs/cli.md).

Arguments:
  <path or glob>        what to scan, relative to the current directory: a directory (its
                        Dockerfiles/Containerfiles and YAML files), a file, or a glob such as
                        'deploy/*.yaml' ('!' first excludes). Default: the current directory,
                        unless only --image is given.

Options:
  --image <ref>         an image reference to check (repeatable)
  --registry <host>     registry host whose references are checked (default cgr.dev)
  --group <uid>         organization group uid that scopes repository look-ups
  --fail-on <kinds>     what fails the run (exit 1): comma list of eol, stale, advisories, error;
                        or none (default eol,error)
  --max-age <duration>  how long a pinned digest may be behind its tag (h, d, w; default 30d)
  --concurrency <n>     look-ups at once, 1-64 (default 8)
  --timeout <duration>  run deadline, e.g. 90s, 5m (default 5m); unfinished look-ups become errors
  --update <mode>       rewrite the scanned files after the check: pins, eol, all or none (default)
  --config <file>       policy file: ignore ledger and defaults (default .github/image-check.yaml)
  --warn-before <dur>   warn this long before a tag's builds end (h, d, w; default 30d)
  --advisory-url <url>  link template for advisory ids in the markdown report, with {id}
  --api-url <url>       Platform API base URL (default ${DEFAULT_API_URL})
  --identity <uid>      identity to assume with the CI's OIDC token (GitHub Actions only)
  --issuer-url <url>    token exchange service for --identity (default https://issuer.enforce.dev)
  -f, --format <name>   table (default), json (the action's results), sarif, markdown (the job
                        summary) or gitlab (GitLab Code Quality)
  -o, --output <file>   write the report to a file instead of stdout
  -h, --help            this help

Credentials (environment only, never flags):
  ${TOKEN_ENV}                 Platform API token (e.g. "$(chainctl auth token)")
  IMAGE_CHECK_REGISTRY_TOKEN        registry token, for private images
  IMAGE_CHECK_REGISTRY_USERNAME     registry pull token username (with the password)
  IMAGE_CHECK_REGISTRY_PASSWORD     registry pull token password

Exit codes: 0 passed, 1 failed by --fail-on, 2 usage or input error (the check did not run).
`;
const IDENTITY_HELP = `Usage: image-check identity <create|delete> [options]

  identity create   create the identity a repository's workflow assumes (with identity:)
  identity delete   remove such an identity and its role binding
`;
const CREATE_HELP = `Usage: image-check identity create --group <root group uid> --repo <owner>/<name> [options]

Creates an identity that GitHub Actions runs of one repository and ref can assume, binds a
role to it on the group, and prints its uid and the workflow lines to paste.

Options:
  --group <uid>         root organization group uid (required). An identity under a subgroup
                        cannot pull images, so subgroups are refused.
  --repo <owner>/<name> the repository whose workflows assume the identity
  --ref <ref>           the ref those workflows run on (default ${DEFAULT_REF})
  --subject <subject>   the exact subject instead of --repo/--ref (see below)
  --role <name>         role bound on the group (default ${DEFAULT_ROLE})
  --name <name>         identity name (default github-<owner>-<name>, lowercased); must match
                        ^[a-z0-9 ._-]{1,}$
  --description <text>  identity description

Which subject a workflow presents:
  The identity only accepts GitHub OIDC tokens whose subject (the "sub" claim) is exactly its
  subject. --repo/--ref builds the classic form
      repo:<owner>/<name>:ref:refs/heads/main
  Repositories created since mid-2026 present the immutable form by default:
      repo:<owner>@<owner id>/<name>@<repository id>:ref:refs/heads/main
  To tell which one yours uses: run the workflow once with identity: set; if the exchange is
  refused, the step's error quotes the subject the workflow's token carries - pass it as
  --subject. The ids come from: gh api repos/<owner>/<name> --jq '[.owner.id, .id]'
  Runs of pull_request events present repo:<owner>/<name>:pull_request (not a ref) and
  environments repo:<owner>/<name>:environment:<name>; use --subject for those.

${COMMON_OPTIONS}
`;
const DELETE_HELP = `Usage: image-check identity delete <identity uid> [options]

Removes the identity's role bindings (all of them, found by listing role bindings in the
identity's group and its subgroups), then the identity.

Options:
  --binding <uid>   remove only this role binding before the identity (repeatable); a server that
                    still sees other bindings may refuse the identity delete

${COMMON_OPTIONS}
`;

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 17 modules
var schemas = __webpack_require__(8816);
;// CONCATENATED MODULE: ./src/cli/options.ts




const options_COMMON_OPTIONS = {
    'api-url': { type: 'string' },
    token: { type: 'string' },
    json: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
};
/** `parseArgs` in strict mode, its errors turned into UsageError for the command. */
function parseCommandArgs(args, options, command) {
    try {
        return (0,external_node_util_.parseArgs)({ args, options, strict: true, allowPositionals: true });
    }
    catch (error) {
        // Node's messages name the option, never a value; they are safe to show.
        throw new UsageError(error instanceof Error ? error.message : String(error), command);
    }
}
const urlSchema = schemas/* url */.OZ5({ protocol: /^https?$/ });
/** API URL and token from --api-url, --token or IMAGE_CHECK_TOKEN; checked before any request. */
function connectionFrom(values, env, command) {
    const apiUrl = values['api-url'] ?? DEFAULT_API_URL;
    if (!urlSchema.safeParse(apiUrl).success)
        throw new UsageError(`--api-url "${apiUrl}" is not an http(s) URL`, command);
    const token = (values.token ?? env[TOKEN_ENV] ?? '').trim();
    if (!token) {
        throw new UsageError(`no Platform API token: set ${TOKEN_ENV} (e.g. export ${TOKEN_ENV}="$(chainctl auth token)") or pass --token`, command);
    }
    return { apiUrl, token };
}
/** Every value a command line or environment gives for the token, to redact from all output. */
function tokenValues(argv, env) {
    const values = [];
    const fromEnv = env[TOKEN_ENV]?.trim();
    if (fromEnv)
        values.push(fromEnv);
    argv.forEach((arg, i) => {
        if (arg === '--token' && argv[i + 1] !== undefined)
            values.push(argv[i + 1]);
        else if (arg.startsWith('--token='))
            values.push(arg.slice('--token='.length));
    });
    return values;
}

// EXTERNAL MODULE: ./src/http/api-error.ts
var api_error = __webpack_require__(2247);
;// CONCATENATED MODULE: ./src/cli/render-error.ts


// What to do next, by reason, for the answers a user can fix themselves.
const NEXT_STEP = {
    UNAUTHENTICATED: 'the token was not accepted: get a fresh one (e.g. chainctl auth token) into IMAGE_CHECK_TOKEN',
    PERMISSION_DENIED: "the token's identity lacks the permission: it needs a role that may create identities and role bindings in the group",
    ALREADY_EXISTS: 'an identity of that name exists already: pass another --name, or delete the old one',
};
/** The lines that explain a failure to a person: the message, then every violation on its own line. */
function renderErrorLines(error) {
    if (error instanceof UsageError) {
        const help = error.command ? `image-check ${error.command} --help` : 'image-check --help';
        return [`error: ${error.message}`, `(see ${help})`];
    }
    if (!(error instanceof api_error/* ApiError */.hD))
        return [`error: ${error instanceof Error ? error.message : String(error)}`];
    const status = error.status ? `HTTP ${error.status}, ` : '';
    const lines = [`error: ${error.message}`, `  ${status}${error.reason}${error.request ? ` (${error.request})` : ''}`];
    for (const v of error.fieldViolations)
        lines.push(`  field ${v.field}: ${v.description || '(no description)'}`);
    for (const v of error.preconditionViolations)
        lines.push(`  precondition ${v.type}: ${v.description || '(no description)'}`);
    const info = error.resourceInfo;
    if (info && (info.resourceType || info.resourceName)) {
        lines.push(`  not found: ${[info.resourceType, info.resourceName].filter(Boolean).join(' ')}${info.description ? ` (${info.description})` : ''}`);
    }
    const next = NEXT_STEP[error.reason];
    if (next)
        lines.push(`  ${next}`);
    return lines;
}
/** The same failure for `--json`: one object, violations as arrays. */
function errorJson(error) {
    if (error instanceof api_error/* ApiError */.hD) {
        return {
            error: {
                status: error.status,
                code: error.code,
                reason: error.reason,
                message: error.message,
                fieldViolations: error.fieldViolations,
                preconditionViolations: error.preconditionViolations,
                ...(error.resourceInfo ? { resourceInfo: error.resourceInfo } : {}),
            },
        };
    }
    const reason = error instanceof UsageError ? 'USAGE' : 'ERROR';
    return { error: { reason, message: error instanceof Error ? error.message : String(error) } };
}
/** Replaces every occurrence of a secret; the last guard before anything is written. */
function redact(text, secrets) {
    let out = text;
    for (const secret of secrets)
        if (secret.length >= 4)
            out = out.split(secret).join('***');
    return out;
}

;// CONCATENATED MODULE: ./src/cli/scan-paths.ts



/**
 * The file kinds discovery scans (src/refs/discover.ts `fileKind`: Dockerfile/Containerfile and
 * their `*.Dockerfile`/`Dockerfile.*` forms, YAML), as globs under a directory: what `check`
 * scans when given a directory, or nothing. Files of other kinds are never selected, so a
 * directory scan does not list the rest of the tree as "not scanned".
 */
function kindGlobs(dir) {
    const base = dir === '' || dir === '.' ? '**' : `${dir.replace(/\/+$/, '')}/**`;
    const names = '[Dd]ockerfile,[Cc]ontainerfile,DOCKERFILE,CONTAINERFILE';
    const kinds = `${names
        .split(',')
        .flatMap((n) => [n, `${n}.*`, `*.${n}`])
        .join(',')},*.yml,*.yaml,*.YML,*.YAML`;
    return [`${base}/{${kinds}}`, `!${base}/*.dockerignore`];
}
/**
 * The `files` globs for the command's arguments, relative to `cwd`: a directory becomes the
 * scanned kinds under it, a file or a glob stays as written (a leading `!` excludes). No
 * argument means the current directory.
 */
async function globsForArguments(args, cwd) {
    const globs = [];
    const from = new Map();
    const directory = (dir, arg) => {
        const [select, exclude] = kindGlobs(dir);
        globs.push(select, exclude);
        from.set(select, arg);
    };
    if (args.length === 0)
        directory('.', '.');
    for (const arg of args) {
        const negated = arg.startsWith('!');
        let path = negated ? arg.slice(1) : arg;
        if ((0,external_node_path_.isAbsolute)(path)) {
            const inside = (0,external_node_path_.relative)(cwd, path);
            if (inside.startsWith('..') || (0,external_node_path_.isAbsolute)(inside)) {
                throw new UsageError(`"${arg}" is outside the current directory; run image-check from a directory that contains what it should scan`, 'check');
            }
            path = inside === '' ? '.' : inside;
        }
        path = path.split(external_node_path_.sep).join('/');
        if (path.split('/').includes('..')) {
            throw new UsageError(`"${arg}" climbs out of the current directory; run image-check from a directory that contains what it should scan`, 'check');
        }
        if (!negated && (await isDirectory(cwd, path)))
            directory(path.replace(/^(?:\.\/)+/, ''), arg);
        else
            globs.push(negated ? `!${path}` : path);
    }
    return { globs, from };
}
async function isDirectory(cwd, path) {
    try {
        return (await (0,promises_.stat)(`${cwd}/${path}`)).isDirectory();
    }
    catch {
        // Not a path: a glob (or a missing file, reported as a glob that matched nothing).
        return false;
    }
}

;// CONCATENATED MODULE: ./src/cli/check.ts




















/** Exit codes of `check`, as docs/cli.md documents them. */
const EXIT = { passed: 0, failed: 1, usage: 2 };
const FORMATS = ['table', 'json', 'sarif', 'markdown', 'gitlab'];
const CHECK_OPTIONS = {
    image: { type: 'string', multiple: true },
    registry: { type: 'string' },
    group: { type: 'string' },
    'fail-on': { type: 'string' },
    'max-age': { type: 'string' },
    concurrency: { type: 'string' },
    timeout: { type: 'string' },
    'api-url': { type: 'string' },
    'issuer-url': { type: 'string' },
    identity: { type: 'string' },
    update: { type: 'string' },
    config: { type: 'string' },
    'warn-before': { type: 'string' },
    'advisory-url': { type: 'string' },
    format: { type: 'string', short: 'f' },
    output: { type: 'string', short: 'o' },
    help: { type: 'boolean', short: 'h' },
};
/** Credentials come from these variables only: a flag would land in shell history and process lists. */
const CREDENTIAL_ENV = {
    token: 'IMAGE_CHECK_TOKEN',
    'registry-token': 'IMAGE_CHECK_REGISTRY_TOKEN',
    'registry-username': 'IMAGE_CHECK_REGISTRY_USERNAME',
    'registry-password': 'IMAGE_CHECK_REGISTRY_PASSWORD',
};
/** Where each setting of src/config.ts comes from on the command line, for messages. */
const SOURCE = {
    images: '--image',
    files: 'the paths',
    ...Object.fromEntries(Object.entries(CREDENTIAL_ENV)),
};
/** `image-check check`: resolves with the exit code (0 passed, 1 failed by --fail-on, 2 usage or input). Never throws. */
async function runCheck(args, io) {
    const secrets = Object.values(CREDENTIAL_ENV)
        .map((name) => io.env[name]?.trim() ?? '')
        .filter(Boolean);
    const write = (to, text) => to(redact(text, secrets));
    try {
        const outcome = await check(args, io);
        if ('help' in outcome) {
            write(io.out, outcome.help);
            return EXIT.passed;
        }
        if (outcome.file) {
            // The report went to a file; the verdict still belongs in the log.
            write(io.err, `Wrote the ${outcome.format} report to ${outcome.file}\n${outcome.verdictLine}\n`);
        }
        else
            write(io.out, outcome.text);
        return outcome.failed ? EXIT.failed : EXIT.passed;
    }
    catch (error) {
        write(io.err, `${renderErrorLines(error).join('\n')}\n`);
        // Anything but a verdict means the check did not run to its end: not "findings", so not 1.
        return EXIT.usage;
    }
}
async function check(args, io) {
    for (const arg of args) {
        const flag = /^--(token|registry-token|registry-username|registry-password)(?:=|$)/.exec(arg);
        if (flag) {
            const name = CREDENTIAL_ENV[flag[1]];
            throw new UsageError(`--${flag[1]} is not an option: credentials are read from the environment only (${name}), never from a flag that lands in shell history`, 'check');
        }
    }
    const { values, positionals } = parseCommandArgs(args, CHECK_OPTIONS, 'check');
    if (values.help)
        return { help: CHECK_HELP };
    const format = (values.format ?? 'table');
    if (!FORMATS.includes(format))
        throw new UsageError(`--format "${values.format}" is not one of ${FORMATS.join(', ')}`, 'check');
    const cwd = io.cwd ?? process.cwd();
    const scan = await globsForArguments(positionals, cwd);
    // With only --image, no files are scanned (as the action without `files`).
    const globs = positionals.length === 0 && (values.image?.length ?? 0) > 0 ? [] : scan.globs;
    const inputs = {
        images: (values.image ?? []).join('\n'),
        files: globs.join('\n'),
        registry: values.registry ?? '',
        group: values.group ?? '',
        'fail-on': values['fail-on'] ?? '',
        'max-age': values['max-age'] ?? '',
        concurrency: values.concurrency ?? '',
        timeout: values.timeout ?? '',
        'api-url': values['api-url'] ?? '',
        'issuer-url': values['issuer-url'] ?? '',
        identity: values.identity ?? '',
        update: values.update ?? '',
        config: values.config ?? '',
        'warn-before': values['warn-before'] ?? '',
        'advisory-url': values['advisory-url'] ?? '',
        comment: 'never',
        ...Object.fromEntries(Object.entries(CREDENTIAL_ENV).map(([input, name]) => [input, io.env[name] ?? ''])),
    };
    // Paths name the files; the policy file's `files` applies only when none is given.
    if (positionals.length === 0 && (values.image?.length ?? 0) === 0)
        inputs.files = '';
    const { config, ledger } = await asUsageAsync(() => readConfigWithPolicy((name) => inputs[name] ?? '', cwd));
    if (config.files.length === 0 && inputs.files === '' && (values.image?.length ?? 0) === 0)
        config.files = scan.globs;
    requireCredentials(config, io.env);
    const progress = startProgress(io);
    // Look-ups stop at the deadline; what is unfinished becomes an error result, and the report is still written.
    const deadlines = (0,deadline/* startDeadlines */.Sw)(config.timeoutMs, config.timeout);
    const auth = { ...cliAuth(io.env), signal: deadlines.lookups };
    const services = await (0,check_services.openServices)(config, auth);
    progress.watch(() => services.http.stats.requests);
    let report;
    try {
        report = await asUsageAsync(() => checkImages({ config, workspace: cwd, now: new Date(), ledger }, { ...auth, services }));
    }
    finally {
        deadlines.clear();
        progress.stop();
        await services.http.close();
    }
    // A directory argument stands for a glob of the scanned kinds: name the directory, not the glob.
    report = { ...report, unmatchedGlobs: report.unmatchedGlobs.map((g) => scan.from.get(g) ?? g) };
    // --update: rewrite the scanned files; what changed and what was left alone goes to stderr.
    const update = await runUpdate(config.update, report.results, cwd);
    const said = describeUpdate(update);
    for (const line of [said.changed, said.leftAlone])
        if (line)
            io.err(`${line}\n`);
    for (const entry of report.expired)
        io.err(`warning: ${report.policyFile}:${entry.line}: the ignore entry for ${entry.ref} (${entry.kind}) expired on ${entry.until} and no longer ignores anything\n`);
    const color = format === 'table' && !values.output && io.outIsTTY === true && !io.env.NO_COLOR;
    const text = render(format, report, config, { color, env: io.env });
    let file = null;
    if (values.output) {
        file = (0,external_node_path_.resolve)(cwd, values.output);
        await (0,promises_.mkdir)((0,external_node_path_.dirname)(file), { recursive: true });
        await (0,promises_.writeFile)(file, text);
        file = values.output;
    }
    return { text, format, file, failed: report.verdict.failed, verdictLine: report.verdict.line };
}
/** One report in one format; every format but the table is a reporter the action also uses. */
function render(format, report, config, options) {
    const now = options.now ?? new Date();
    switch (format) {
        case 'table':
            return renderTable({ ...report, now }, { color: options.color });
        case 'json':
            // The action's `results` output, item for item.
            return resultsFileText(report.results);
        case 'sarif':
            return `${JSON.stringify(buildSarif(report.results, VERSION), null, 2)}\n`;
        case 'markdown':
            return renderSummary({
                results: report.results,
                verdict: report.verdict,
                skipped: report.skipped,
                problems: report.problems,
                now,
                maxAge: config.maxAge,
                advisoryUrl: config.advisoryUrl,
            });
        case 'gitlab':
            // GitLab names the pipeline's configuration file in CI_CONFIG_PATH; --image references are reported there.
            return `${JSON.stringify(buildGitLabReport(report.results, { inputsFile: options.env.CI_CONFIG_PATH || '.gitlab-ci.yml' }), null, 2)}\n`;
    }
}
/**
 * Keyless credentials: the token exchange needs the CI's OIDC token, which image-check can
 * request on GitHub Actions only (a job with `permissions: id-token: write`). Elsewhere, say so
 * before any request rather than fail on the missing runner variables.
 */
function requireCredentials(config, env) {
    const exchange = config.identity !== '' && (config.token === '' || (config.registryToken === '' && config.registryUsername === ''));
    if (exchange && !(env.ACTIONS_ID_TOKEN_REQUEST_URL && env.ACTIONS_ID_TOKEN_REQUEST_TOKEN)) {
        throw new UsageError('--identity needs a GitHub Actions job with `permissions: id-token: write` (the only CI whose OIDC token image-check can request); elsewhere set IMAGE_CHECK_TOKEN (and IMAGE_CHECK_REGISTRY_TOKEN for private images)', 'check');
    }
    if (config.identity === '' && config.token === '') {
        throw new UsageError(`no Platform API token: set ${CREDENTIAL_ENV.token} (e.g. export ${CREDENTIAL_ENV.token}="$(chainctl auth token)"), or --identity in a GitHub Actions job`, 'check');
    }
}
/** The CLI prints no secret, so there is nothing to register; the OIDC variables come from its environment. */
function cliAuth(env) {
    return { mask: () => undefined, env };
}
/** An InputError names an action input; on the command line it is the option or variable that set it. */
function toUsage(error) {
    if (error instanceof read/* LedgerError */.oy)
        return new UsageError(`policy file ${error.message}`, 'check');
    if (!(error instanceof config/* InputError */.dz))
        return error;
    const source = SOURCE[error.input] ?? `--${error.input}`;
    return new UsageError(`${source}: ${error.message.replace(/^Input "[^"]+": /, '')}`, 'check');
}
function asUsage(fn) {
    try {
        return fn();
    }
    catch (error) {
        throw toUsage(error);
    }
}
async function asUsageAsync(fn) {
    try {
        return await fn();
    }
    catch (error) {
        throw toUsage(error);
    }
}
/** A progress line on stderr while the check works, only on a terminal (a log file gets none). */
function startProgress(io) {
    if (!io.errIsTTY)
        return { watch: () => undefined, stop: () => undefined };
    const started = Date.now();
    let requests = () => 0;
    const draw = () => io.err(`\r\x1b[2Kimage-check: checking\u2026 ${requests()} requests, ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const timer = setInterval(draw, 200);
    timer.unref();
    return {
        watch: (count) => {
            requests = count;
        },
        stop: () => {
            clearInterval(timer);
            io.err('\r\x1b[2K');
        },
    };
}

// EXTERNAL MODULE: ./src/http/client.ts + 2 modules
var client = __webpack_require__(8315);
// EXTERNAL MODULE: ./src/platform/list.ts
var list = __webpack_require__(5319);
// EXTERNAL MODULE: ./src/platform/schemas.ts
var platform_schemas = __webpack_require__(2211);
;// CONCATENATED MODULE: ./src/platform/iam.ts



/** Platform API v2, IAM domain: identities, roles and role bindings. */
class IamClient {
    options;
    base;
    headers;
    constructor(options) {
        this.options = options;
        this.base = options.apiUrl.replace(/\/+$/, '');
        this.headers = { authorization: `Bearer ${options.token}` };
    }
    /** Creates an identity under a group (the parent is in the path, the fields in the body). */
    createIdentity(groupUid, identity) {
        return this.options.http.json(this.url('/iam/v2/identities/', groupUid), {
            method: 'POST',
            headers: this.headers,
            body: identity,
            schema: platform_schemas/* identitySchema */.g1,
            label: 'POST /iam/v2/identities',
        });
    }
    async deleteIdentity(uid) {
        await this.options.http.json(this.url('/iam/v2/identities/', uid), {
            method: 'DELETE',
            headers: this.headers,
            schema: platform_schemas/* emptySchema */.bN,
            label: 'DELETE /iam/v2/identities',
        });
    }
    listRoles() {
        return (0,list/* collect */.Fo)((0,list/* listAll */._w)({
            http: this.options.http,
            url: this.url('/iam/v2/roles'),
            headers: this.headers,
            key: 'roles',
            item: platform_schemas/* roleSchema */.Ag,
            idOf: (r) => r.uid,
        }));
    }
    /** The role with exactly this name (roles are listed without a scope). */
    async findRole(name) {
        const roles = await this.listRoles();
        const role = roles.find((r) => r.name === name);
        if (!role) {
            const known = roles.map((r) => r.name).sort();
            throw new api_error/* ApiError */.hD({
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
        return this.options.http.json(this.url('/iam/v2/roleBindings/', groupUid), {
            method: 'POST',
            headers: this.headers,
            body: { identityUid, roleUid },
            schema: platform_schemas/* roleBindingSchema */.pI,
            label: 'POST /iam/v2/roleBindings',
        });
    }
    /**
     * Role bindings of one identity. The List endpoint follows the common v2 List rules (envelope
     * key `roleBindings`); scoping by the identity's group keeps the listing small.
     */
    async listRoleBindingsOf(identityUid, scopeGroup) {
        const url = this.url('/iam/v2/roleBindings');
        if (scopeGroup)
            url.searchParams.set('uidp.descendants_of', scopeGroup);
        const all = (0,list/* listAll */._w)({
            http: this.options.http,
            url,
            headers: this.headers,
            key: 'roleBindings',
            item: platform_schemas/* roleBindingSchema */.pI,
            idOf: (b) => b.uid,
        });
        return (await (0,list/* collect */.Fo)(all)).filter((b) => b.identity.uid === identityUid);
    }
    async deleteRoleBinding(uid) {
        await this.options.http.json(this.url('/iam/v2/roleBindings/', uid), {
            method: 'DELETE',
            headers: this.headers,
            schema: platform_schemas/* emptySchema */.bN,
            label: 'DELETE /iam/v2/roleBindings',
        });
    }
    /** Uids are uid paths (`<group>/<child>`): each segment is escaped, the slashes stay. */
    url(path, uid = '') {
        return new URL(this.base + path + uid.split('/').map(encodeURIComponent).join('/'));
    }
}

;// CONCATENATED MODULE: ./src/cli/identity-create.ts







const COMMAND = 'identity create';
const OPTIONS = {
    ...options_COMMON_OPTIONS,
    group: { type: 'string' },
    repo: { type: 'string' },
    ref: { type: 'string' },
    subject: { type: 'string' },
    role: { type: 'string' },
    name: { type: 'string' },
    description: { type: 'string' },
};
/**
 * `identity create`: finds the role first (nothing is created for a typo), creates the identity
 * under the group, binds the role; a failed binding removes the identity again, so no half-made
 * identity is left behind.
 */
async function identityCreate(args, env) {
    const { values, positionals } = parseCommandArgs(args, OPTIONS, COMMAND);
    if (values.help)
        return { help: CREATE_HELP };
    if (positionals.length > 0)
        throw new UsageError(`unexpected argument "${positionals[0]}"`, COMMAND);
    const plan = planIdentity(values);
    const { apiUrl, token } = connectionFrom(values, env, COMMAND);
    const http = new client/* HttpClient */.Qq({ userAgent: `image-check-cli/${VERSION}` });
    try {
        const iam = new IamClient({ http, apiUrl, token });
        const role = await iam.findRole(plan.role);
        const identity = await iam.createIdentity(plan.group, {
            name: plan.name,
            description: plan.description,
            claimMatch: { issuer: plan.issuer, subject: plan.subject },
        });
        let binding;
        try {
            binding = await iam.bindRole(plan.group, identity.uid, role.uid);
        }
        catch (error) {
            await iam.deleteIdentity(identity.uid).catch(() => {
                if (error instanceof Error)
                    error.message += ` (and identity ${identity.uid} could not be removed again: run image-check identity delete ${identity.uid})`;
            });
            throw error;
        }
        const snippet = workflowSnippet({
            identity: identity.uid,
            group: plan.group,
            apiUrl,
            defaultApiUrl: DEFAULT_API_URL,
        });
        return {
            text: createdText(plan, identity, binding, snippet),
            json: { identity, roleBinding: binding, subject: plan.subject, issuer: plan.issuer, workflow: snippet },
        };
    }
    finally {
        await http.close();
    }
}
function createdText(plan, identity, binding, snippet) {
    const group = binding.group.name ? `${binding.group.name} (${binding.group.uid})` : binding.group.uid;
    return [
        `Created identity ${identity.uid} "${identity.name}"`,
        `  accepts  issuer ${plan.issuer}`,
        `           subject ${plan.subject}`,
        `  role     ${binding.role.name ?? plan.role} on group ${group} (binding ${binding.uid})`,
        '',
        'Add to the workflow job:',
        '',
        snippet.replace(/^/gm, '  '),
        '',
        `Only runs whose token carries exactly that subject can assume it (see image-check identity create --help).`,
        `Remove it with: image-check identity delete ${identity.uid}`,
        '',
    ].join('\n');
}

;// CONCATENATED MODULE: ./src/cli/identity-delete.ts






const identity_delete_COMMAND = 'identity delete';
const identity_delete_OPTIONS = { ...options_COMMON_OPTIONS, binding: { type: 'string', multiple: true } };
/** The group an identity was created under: uids are uid paths, `<group>/<identity>`. */
function parentGroup(uid) {
    const slash = uid.lastIndexOf('/');
    return slash > 0 ? uid.slice(0, slash) : undefined;
}
/**
 * `identity delete <uid>`: the bindings go first (they reference the identity), then the
 * identity. Without --binding the identity's bindings are found by listing them.
 */
async function identityDelete(args, env) {
    const { values, positionals } = parseCommandArgs(args, identity_delete_OPTIONS, identity_delete_COMMAND);
    if (values.help)
        return { help: DELETE_HELP };
    if (positionals.length !== 1)
        throw new UsageError(positionals.length === 0 ? 'the identity uid is required' : `one identity uid, got ${positionals.length}`, identity_delete_COMMAND);
    const uid = positionals[0];
    const { apiUrl, token } = connectionFrom(values, env, identity_delete_COMMAND);
    const http = new client/* HttpClient */.Qq({ userAgent: `image-check-cli/${VERSION}` });
    try {
        const iam = new IamClient({ http, apiUrl, token });
        const bindings = values.binding ?? (await iam.listRoleBindingsOf(uid, parentGroup(uid))).map((b) => b.uid);
        for (const binding of bindings)
            await iam.deleteRoleBinding(binding);
        await iam.deleteIdentity(uid);
        const lines = [...bindings.map((b) => `Deleted role binding ${b}`), `Deleted identity ${uid}`, ''];
        return { text: lines.join('\n'), json: { deleted: { identity: uid, roleBindings: bindings } } };
    }
    finally {
        await http.close();
    }
}

;// CONCATENATED MODULE: ./src/cli/main.ts








const COMMANDS = {
    identity: { create: identityCreate, delete: identityDelete },
};
/** Runs one command line; resolves with the exit code (0 done, 1 failed, 2 usage). Never throws. */
async function runCli(argv, io) {
    // `check` has exit codes of its own (1 is "failed by --fail-on") and reports in formats.
    if (argv[0] === 'check')
        return runCheck(argv.slice(1), io);
    // Collected before parsing, so even a usage error cannot echo the token.
    const secrets = tokenValues(argv, io.env);
    const write = (to, text) => to(redact(text, secrets));
    const json = argv.includes('--json');
    try {
        const output = await dispatch(argv, io.env);
        if ('help' in output)
            write(io.out, output.help);
        else
            write(io.out, json ? `${JSON.stringify(output.json, null, 2)}\n` : output.text);
        return 0;
    }
    catch (error) {
        write(io.err, json ? `${JSON.stringify(errorJson(error), null, 2)}\n` : `${renderErrorLines(error).join('\n')}\n`);
        return error instanceof UsageError ? 2 : 1;
    }
}
function dispatch(argv, env) {
    const [group, action, ...rest] = argv;
    if (group === undefined || group === 'help' || group === '--help' || group === '-h')
        return Promise.resolve({ help: MAIN_HELP });
    if (group === '--version' || group === 'version')
        return Promise.resolve({ help: `${VERSION}\n` });
    const actions = COMMANDS[group];
    // The names other scanners use for checking: point at ours rather than just refuse.
    if (!actions && (group === 'scan' || group === 'image'))
        throw new UsageError(`unknown command "${group}"; images are checked with: image-check check`);
    if (!actions)
        throw new UsageError(`unknown command "${group}"`);
    if (action === undefined || action === '--help' || action === '-h' || action === 'help')
        return Promise.resolve({ help: IDENTITY_HELP });
    const command = actions[action];
    if (!command)
        throw new UsageError(`unknown command "${group} ${action}"; try create or delete`, group);
    return command(rest, env);
}

;// CONCATENATED MODULE: ./src/cli/entry.ts


/** Runs one command line and sets the exit code; src/cli.ts loads this once Node is new enough. */
async function entry_main(argv) {
    process.exitCode = await runCli(argv, processIo());
}


/***/ }),

/***/ 2973:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E9: () => (/* binding */ parseDuration),
/* harmony export */   Nk: () => (/* binding */ parseFileGlobs),
/* harmony export */   XV: () => (/* binding */ parseFailOn),
/* harmony export */   Xg: () => (/* binding */ readConfig),
/* harmony export */   dz: () => (/* reexport safe */ _errors__WEBPACK_IMPORTED_MODULE_0__.d),
/* harmony export */   sz: () => (/* binding */ GROUP_UID_PATTERN)
/* harmony export */ });
/* unused harmony exports UPDATE_MODES, parseUpdateMode, DEFAULT_ADVISORY_URL, parseAdvisoryUrl, SECRET_INPUTS, inputLines, parseTimeout */
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);

// The shared error type (src/errors.ts); re-exported for the shells.

const UPDATE_MODES = ['none', 'pins', 'eol', 'all'];
/** The `update` input: none | pins | eol | all (any case). */
function parseUpdateMode(value) {
    const mode = value.trim().toLowerCase() || 'none';
    if (!UPDATE_MODES.includes(mode))
        throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d('update', `"${value}" is not one of ${UPDATE_MODES.join(', ')}`);
    return mode;
}
/** Advisory pages of the public registry: the default `advisory-url`. */
const DEFAULT_ADVISORY_URL = 'https://images.chainguard.dev/security/{id}';
/** The `advisory-url` input: an http(s) URL template holding `{id}`. */
function parseAdvisoryUrl(value) {
    if (!value.includes('{id}') || !HTTP_URL.test(value.replace(/\{id\}/g, 'x'))) {
        throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d('advisory-url', `"${value}" is not valid; expected an http(s) URL template with {id}, e.g. ${DEFAULT_ADVISORY_URL}`);
    }
    return value;
}
/** Inputs that hold credentials: masked before anything else reads them. */
const SECRET_INPUTS = (/* unused pure expression or super */ null && ([
    'token',
    'registry-token',
    'registry-username',
    'registry-password',
    'github-token',
]));
const DEFAULTS = {
    registry: 'cgr.dev',
    'api-url': 'https://console-api.enforce.dev',
    'issuer-url': 'https://issuer.enforce.dev',
    'fail-on': 'eol,error',
    'max-age': '30d',
    comment: 'auto',
    concurrency: '8',
    timeout: '5m',
    update: 'none',
    'warn-before': '30d',
    'advisory-url': DEFAULT_ADVISORY_URL,
};
const FAIL_ON_KINDS = ['eol', 'stale', 'advisories', 'error'];
const UNIT_MS = { h: 3_600_000, d: 86_400_000, w: 604_800_000 };
// Plain checks, no zod: this module is read at every start, and zod was a fifth of the code
// parsed before the first input (cold start, bench/README.md).
// host[:port], as in image references: DNS names, IPv4, or [IPv6].
const HOST_PATTERN = /^(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?)*|\[[0-9a-fA-F:.]+\])(?::\d{1,5})?$/;
// An absolute http(s) URL, as the WHATWG URL parser reads it.
const HTTP_URL = { test: (value) => /^https?:$/.test(URL.parse(value)?.protocol ?? '') };
// Group uids are opaque strings (spec: Common rules 1): only whitespace and control characters,
// which no uid holds and which a pasted value often brings along, are refused.
const GROUP_UID_PATTERN = { test: (value) => value.length > 0 && !/[\s\p{Cc}]/u.test(value) };
/**
 * The `files` globs. They are relative to the workspace: an absolute glob or one that climbs out
 * with `..` would walk the runner's whole disk before matching nothing, so it is refused.
 */
function parseFileGlobs(value) {
    const globs = inputLines(value);
    for (const line of globs) {
        const glob = line.startsWith('!') ? line.slice(1) : line;
        if (/^(?:[/\\]|[a-zA-Z]:)/.test(glob) || glob.split(/[/\\]/).includes('..')) {
            throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d('files', `"${line}" is not valid; globs are relative to the workspace (GITHUB_WORKSPACE), e.g. **/Dockerfile or deploy/*.yaml, without a leading / or ..`);
        }
    }
    return globs;
}
/** Lines of a multi-line input, without blanks and `#` comments. */
function inputLines(value) {
    return value
        .split(/\r?\n/)
        .map((line) => line.replace(/(^|\s)#.*$/, '').trim())
        .filter((line) => line.length > 0);
}
function parseDuration(input, value) {
    const match = /^(\d+)\s*([hdw])$/.exec(value.trim());
    if (!match || Number(match[1]) <= 0) {
        throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(input, `"${value}" is not a duration; use a positive number with a unit h, d or w, e.g. 36h, 30d, 2w`);
    }
    return Number(match[1]) * UNIT_MS[match[2]];
}
const TIMEOUT_UNIT_MS = { s: 1_000, m: 60_000, h: 3_600_000 };
/** Longest `timeout`: GitHub ends a job after 6 hours anyway. */
const MAX_TIMEOUT_MS = 6 * 3_600_000;
/** The `timeout` input: a positive number with a unit s, m or h (`90s`, `5m`, `1h`), at most 6h. */
function parseTimeout(value) {
    const match = /^(\d+)\s*([smh])$/.exec(value.trim());
    const ms = match ? Number(match[1]) * TIMEOUT_UNIT_MS[match[2]] : 0;
    if (!match || ms <= 0 || ms > MAX_TIMEOUT_MS) {
        throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d('timeout', `"${value}" is not a duration; use a positive number with a unit s, m or h, at most 6h, e.g. 90s, 5m, 1h`);
    }
    return ms;
}
function parseFailOn(value) {
    const parts = value
        .split(/[,\s]+/)
        .map((p) => p.trim().toLowerCase())
        .filter(Boolean);
    if (parts.length === 1 && parts[0] === 'none')
        return new Set();
    if (parts.includes('none')) {
        throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d('fail-on', `"${value.trim()}" combines none with other kinds; none means never fail, so use either none alone or a comma list of ${FAIL_ON_KINDS.join(', ')}`);
    }
    const kinds = new Set();
    for (const part of parts) {
        if (!FAIL_ON_KINDS.includes(part)) {
            throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d('fail-on', `"${part}" is not one of ${FAIL_ON_KINDS.join(', ')} (comma-separated), or none`);
        }
        kinds.add(part);
    }
    if (kinds.size === 0)
        throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d('fail-on', `is empty; use a comma list of ${FAIL_ON_KINDS.join(', ')}, or none`);
    return kinds;
}
function check(input, pattern, value, form) {
    if (!pattern.test(value))
        throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(input, `"${value}" is not valid; expected ${form}`);
    return value;
}
/**
 * Reads and validates every input before any network call. `get` returns the raw input value
 * ('' when unset), as `core.getInput` does; defaults of action.yml are applied here too so the
 * CLI and tests get the same behaviour.
 */
function readConfig(get) {
    const raw = (name) => {
        const value = get(name).trim();
        return value === '' ? (DEFAULTS[name] ?? '') : value;
    };
    const comment = raw('comment').toLowerCase();
    if (comment !== 'auto' && comment !== 'always' && comment !== 'never') {
        throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d('comment', `"${comment}" is not one of auto, always, never`);
    }
    const concurrencyText = raw('concurrency');
    const concurrency = Number(concurrencyText);
    if (!/^\d+$/.test(concurrencyText) || concurrency < 1 || concurrency > 64) {
        throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d('concurrency', `"${concurrencyText}" is not valid; expected a whole number from 1 to 64`);
    }
    const group = raw('group');
    const username = raw('registry-username');
    const password = raw('registry-password');
    if ((username === '') !== (password === '')) {
        throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(username ? 'registry-password' : 'registry-username', 'registry-username and registry-password are set together (a pull token has both)');
    }
    const maxAge = raw('max-age');
    return {
        images: inputLines(raw('images')),
        files: parseFileGlobs(raw('files')),
        registry: check('registry', HOST_PATTERN, raw('registry'), 'a registry host such as cgr.dev or localhost:5000, without a scheme or path').toLowerCase(),
        apiUrl: check('api-url', HTTP_URL, raw('api-url'), 'an http(s) URL such as https://console-api.enforce.dev'),
        issuerUrl: check('issuer-url', HTTP_URL, raw('issuer-url'), 'an http(s) URL such as https://issuer.enforce.dev'),
        token: raw('token'),
        registryToken: raw('registry-token'),
        registryUsername: username,
        registryPassword: password,
        identity: raw('identity'),
        group: group === ''
            ? ''
            : check('group', GROUP_UID_PATTERN, group, 'a group uid without spaces or control characters (see README, "Which repo")'),
        failOn: parseFailOn(raw('fail-on')),
        maxAge,
        maxAgeMs: parseDuration('max-age', maxAge),
        comment,
        commentKey: raw('comment-key'),
        githubToken: raw('github-token'),
        concurrency,
        sarif: raw('sarif'),
        timeout: raw('timeout'),
        timeoutMs: parseTimeout(raw('timeout')),
        update: parseUpdateMode(raw('update')),
        policyFile: raw('config'),
        warnBefore: raw('warn-before'),
        warnBeforeMs: parseDuration('warn-before', raw('warn-before')),
        resultsFile: raw('results-file'),
        advisoryUrl: parseAdvisoryUrl(raw('advisory-url')),
    };
}


/***/ }),

/***/ 3916:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ InputError)
/* harmony export */ });
/* unused harmony export messageOf */
// Error types shared by every layer. A module of its own, importing nothing, so refs/, check/ and
// auth/ can throw them without importing config or the shells (no import circles).
/**
 * A setting that is not of the accepted form; the message names the action input. The shells
 * turn it into their own words (the action fails the step with it; the CLI names the option).
 */
class InputError extends Error {
    input;
    constructor(input, message) {
        super(`Input "${input}": ${message}`);
        this.input = input;
        this.name = 'InputError';
    }
}
/** The message of anything thrown. */
function messageOf(error) {
    return error instanceof Error ? error.message : String(error);
}


/***/ }),

/***/ 1552:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ isInside),
/* harmony export */   x: () => (/* binding */ readInside)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
// Reading a file of the workspace when the workspace is hostile (a fork's pull request): only a
// regular file whose real path lies inside the workspace is read, and never more than a cap.
//   - a symbolic link (the file or a directory on its way) that leads outside is not followed;
//   - a device, FIFO or socket is never read: the file is opened non-blocking and without
//     following a last symlink, then checked on the open descriptor (no race with a swap);
//   - the cap holds while reading (a file that grows, or a device that says its size is 0,
//     cannot make us read more than cap + 1 bytes).



/** Whether `path` (absolute, real) is `root` or below it. */
function isInside(root, path) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(root, path);
    return rel === '' || (!rel.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_2__.sep}`) && rel !== '..' && !(0,node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute)(rel));
}
// O_NOFOLLOW and O_NONBLOCK do not exist on Windows, where opening a FIFO does not block.
const OPEN_FLAGS = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW ?? 0) | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK ?? 0);
const CHUNK = 64 * 1024;
/**
 * The text of `file` (relative to `workspace`) if it is a regular file inside the workspace of
 * at most `maxBytes` bytes; else why not, in words that name the file but never what it points to.
 */
async function readInside(workspace, file, maxBytes) {
    let root;
    let real;
    try {
        root = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(workspace);
        real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(workspace, file));
    }
    catch (error) {
        return { ok: false, why: 'unreadable', message: `cannot read file: ${codeOf(error)}` };
    }
    if (!isInside(root, real)) {
        return {
            ok: false,
            why: 'outside',
            message: 'a symbolic link that leads outside the workspace; not followed, not read',
        };
    }
    let handle;
    try {
        handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(real, OPEN_FLAGS);
    }
    catch (error) {
        // ELOOP: the last component became a link after realpath; not followed.
        return { ok: false, why: 'unreadable', message: `cannot read file: ${codeOf(error)}` };
    }
    try {
        const info = await handle.stat();
        if (!info.isFile())
            return { ok: false, why: 'not-regular', message: `not a regular file (${kindOf(info)}); not read` };
        if (info.size > maxBytes)
            return tooLarge(info.size, maxBytes);
        const chunks = [];
        let total = 0;
        // Read until end of file or one byte past the cap, whatever the size said.
        for (;;) {
            const buffer = Buffer.alloc(Math.min(CHUNK, maxBytes + 1 - total));
            const { bytesRead } = await handle.read(buffer, 0, buffer.length, null);
            if (bytesRead === 0)
                break;
            chunks.push(buffer.subarray(0, bytesRead));
            total += bytesRead;
            if (total > maxBytes)
                return tooLarge(total, maxBytes, true);
        }
        return { ok: true, text: Buffer.concat(chunks, total).toString('utf8') };
    }
    catch (error) {
        return { ok: false, why: 'unreadable', message: `cannot read file: ${codeOf(error)}` };
    }
    finally {
        await handle.close();
    }
}
function tooLarge(size, maxBytes, atLeast = false) {
    const what = atLeast ? 'the file has' : `${size} bytes is`;
    return {
        ok: false,
        why: 'too-large',
        message: `not scanned: ${what} more than the ${maxBytes} bytes a scanned file may have`,
    };
}
function kindOf(info) {
    if (info.isFIFO())
        return 'a FIFO';
    if (info.isSocket())
        return 'a socket';
    if (info.isCharacterDevice() || info.isBlockDevice())
        return 'a device';
    if (info.isDirectory())
        return 'a directory';
    return 'not a file';
}
function codeOf(error) {
    return error.code ?? (error instanceof Error ? error.message : String(error));
}


/***/ }),

/***/ 2247:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $f: () => (/* binding */ deadlineError),
/* harmony export */   Ff: () => (/* binding */ invalidResponse),
/* harmony export */   OG: () => (/* binding */ conditionError),
/* harmony export */   Q$: () => (/* binding */ decodeErrorResponse),
/* harmony export */   Vk: () => (/* binding */ describeZodError),
/* harmony export */   hD: () => (/* binding */ ApiError)
/* harmony export */ });
/* unused harmony export isRetryableStatus */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8816);
/* harmony import */ var _auth_secrets__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8767);


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
const NETWORK_REASONS = new Set(['TIMEOUT', 'CONNECTION_REFUSED', 'CONNECTION_FAILED']);
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
        // The one place service text becomes an error: credentials the run holds (in any encoding)
        // are scrubbed, and control characters escaped, before any reporter or log line sees it.
        super((0,_auth_secrets__WEBPACK_IMPORTED_MODULE_0__/* .safeText */ .Hk)(init.message));
        this.name = 'ApiError';
        this.status = init.status;
        this.code = init.code;
        this.reason = token(init.reason);
        this.domain = init.domain === undefined ? undefined : token(init.domain);
        this.fieldViolations = (init.fieldViolations ?? []).map((v) => ({
            field: (0,_auth_secrets__WEBPACK_IMPORTED_MODULE_0__/* .safeText */ .Hk)(v.field),
            description: (0,_auth_secrets__WEBPACK_IMPORTED_MODULE_0__/* .safeText */ .Hk)(v.description),
        }));
        this.preconditionViolations = (init.preconditionViolations ?? []).map((v) => ({
            type: (0,_auth_secrets__WEBPACK_IMPORTED_MODULE_0__/* .safeText */ .Hk)(v.type),
            description: (0,_auth_secrets__WEBPACK_IMPORTED_MODULE_0__/* .safeText */ .Hk)(v.description),
        }));
        this.resourceInfo = init.resourceInfo && {
            resourceType: init.resourceInfo.resourceType === undefined ? undefined : (0,_auth_secrets__WEBPACK_IMPORTED_MODULE_0__/* .safeText */ .Hk)(init.resourceInfo.resourceType),
            resourceName: init.resourceInfo.resourceName === undefined ? undefined : (0,_auth_secrets__WEBPACK_IMPORTED_MODULE_0__/* .safeText */ .Hk)(init.resourceInfo.resourceName),
            description: init.resourceInfo.description === undefined ? undefined : (0,_auth_secrets__WEBPACK_IMPORTED_MODULE_0__/* .safeText */ .Hk)(init.resourceInfo.description),
        };
        this.request = init.request;
        this.retryable = init.retryable ?? false;
    }
    get kind() {
        if (this.status >= 400)
            return 'http';
        return this.status === 0 && NETWORK_REASONS.has(this.reason) ? 'network' : 'condition';
    }
    /** The AIP-193 code or HTTP status of an error answer; null when there was none (see kind). */
    get httpCode() {
        return this.kind === 'http' ? this.code || this.status : null;
    }
}
/** An error that is no HTTP answer: a broken rule of this client (kind `condition`). */
function conditionError(reason, message, request) {
    return new ApiError({ status: 0, code: 0, reason, message, request });
}
/** A machine-readable word from a service (reason, domain): scrubbed, and only word characters kept. */
function token(text) {
    return (0,_auth_secrets__WEBPACK_IMPORTED_MODULE_0__/* .safeText */ .Hk)(text)
        .replace(/[^A-Za-z0-9_.*-]/g, '_')
        .slice(0, 100);
}
const detailSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({ '@type': zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() });
const aipBodySchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    error: zod__WEBPACK_IMPORTED_MODULE_1__/* .unknown */ .L5J().optional(),
    code: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().optional(),
    message: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    details: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(detailSchema).optional(),
});
const errorInfoSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({ reason: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(), domain: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional() });
const badRequestSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    fieldViolations: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ field: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), description: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().default('') })).default([]),
});
const preconditionSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    violations: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ type: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), description: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().default(''), subject: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional() }))
        .default([]),
});
const resourceInfoSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    resourceType: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    resourceName: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    description: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
});
// OCI distribution errors, as registries answer: {errors: [{code, message}]}.
const ociBodySchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    errors: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({ code: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), message: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional() })).min(1),
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
/** The error of a request cut by the run's deadline: not retried, and it says so. */
function deadlineError(label, signal) {
    const why = signal.reason instanceof Error ? signal.reason.message : "the run's timeout was reached";
    return new ApiError({
        status: 0,
        code: 4,
        reason: 'DEADLINE_EXCEEDED',
        message: `${label}: not finished, ${why}`,
        request: label,
        retryable: false,
    });
}
/** A response that arrived but is not what the contract promises: names the field that broke. */
function invalidResponse(request, problem) {
    return conditionError('INVALID_RESPONSE', `${request} returned an unexpected response: ${problem}`, request);
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

/***/ 8315:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Qq: () => (/* binding */ HttpClient),
  cU: () => (/* binding */ UnexpectedBody)
});

// UNUSED EXPORTS: MAX_BODY_BYTES

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
// EXTERNAL MODULE: ./src/http/api-error.ts
var api_error = __webpack_require__(2247);
;// CONCATENATED MODULE: ./src/http/body-pool.ts
// Buffers for answers that arrive in several chunks, reused from one answer to the next. A long
// Tag History walk reads a thousand answers of about 130 KB; a new buffer for each is memory
// outside V8's heap that only a full collection gives back, and V8 lets such memory pile up by
// tens of MB before it runs one (bench/README.md: about 25 MB of a 1 000 000-build walk's peak).
/** Smallest pooled buffer: one Tag History window (1 000 records, about 130 KB) fits. */
const MIN_BYTES = 256 * 1024;
/** Larger answers get a buffer of their own, not kept. */
const MAX_POOLED_BYTES = 1024 * 1024;
class BodyPool {
    keep;
    spare = [];
    lent = new WeakSet();
    /** At most `keep` buffers wait for reuse: the requests in flight at once. */
    constructor(keep = 16) {
        this.keep = keep;
    }
    /**
     * The chunks as one Buffer: the only chunk itself, or the start of a pooled buffer. Whoever
     * reads it gives it back with `release` and keeps no view of it after that.
     */
    join(chunks, size) {
        if (chunks.length === 1)
            return chunks[0];
        if (size > MAX_POOLED_BYTES)
            return Buffer.concat(chunks, size);
        const index = this.spare.findIndex((b) => b.length >= size);
        const target = index >= 0 ? this.spare.splice(index, 1)[0] : Buffer.allocUnsafeSlow(Math.max(size, MIN_BYTES));
        this.lent.add(target.buffer);
        let at = 0;
        for (const chunk of chunks)
            at += chunk.copy(target, at);
        return target.subarray(0, size);
    }
    /** Gives back a buffer `join` returned; anything else is left to the collector. */
    release(bytes) {
        if (!this.lent.has(bytes.buffer))
            return;
        this.lent.delete(bytes.buffer);
        if (this.spare.length < this.keep)
            this.spare.push(Buffer.from(bytes.buffer, 0, bytes.buffer.byteLength));
    }
}

// EXTERNAL MODULE: ./src/http/deadline.ts
var deadline = __webpack_require__(2378);
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





/** Thrown by a `decode`: the body is not what the operation answers; becomes an INVALID_RESPONSE error. */
class UnexpectedBody extends Error {
}
/**
 * The most bytes read of one answer: far above any page the spec allows (1 000 records of
 * about 150 bytes), and a server that sends without end is cut off here, not at the timeout.
 */
const MAX_BODY_BYTES = 32 * 1024 * 1024;
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
// Codes Node gives to failures where no (complete) answer arrived.
const NETWORK_ERROR_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'EAI_AGAIN']);
const IDEMPOTENT = new Set(['GET', 'DELETE']);
/**
 * The one HTTP layer: keep-alive connections, a timeout per try, retries with backoff on
 * 429/502/503/504 and connection failures (honouring Retry-After), AIP-193 error decoding,
 * and zod validation of every JSON body.
 */
class HttpClient {
    stats = { requests: 0, retries: 0 };
    agent;
    httpsAgent = null;
    timeoutMs;
    policy;
    userAgent;
    random;
    signal;
    pool;
    constructor(options = {}) {
        this.timeoutMs = options.timeoutMs ?? 30_000;
        this.policy = { ...DEFAULT_RETRY_POLICY, ...options.retry };
        this.userAgent = options.userAgent ?? 'image-check';
        this.random = options.random ?? Math.random;
        this.signal = options.signal;
        this.pool = new BodyPool();
        this.agent = new external_node_http_.Agent({ keepAlive: true, maxSockets: 64 });
    }
    async json(url, req) {
        const method = req.method ?? 'GET';
        const label = req.label ?? `${method} ${url.pathname}`;
        const bytes = await this.send(url, method, label, req);
        const text = bytes.toString('utf8');
        this.pool.release(bytes);
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
    /**
     * GET whose body is handed over as bytes, never made one string: for long answers read in
     * pieces (Tag History, src/registry/history-body.ts). Errors and retries as json().
     */
    async bytes(url, req) {
        const label = req.label ?? `GET ${url.pathname}`;
        const bytes = await this.send(url, 'GET', label, req);
        try {
            return req.decode(bytes);
        }
        catch (error) {
            if (error instanceof UnexpectedBody)
                throw (0,api_error/* invalidResponse */.Ff)(label, error.message);
            throw error;
        }
        finally {
            this.pool.release(bytes);
        }
    }
    async close() {
        this.agent.destroy();
        this.httpsAgent?.destroy();
    }
    /** node:https (TLS) is loaded on the first https request only. */
    https() {
        const https = process.getBuiltinModule('node:https');
        this.httpsAgent ??= new https.Agent({ keepAlive: true, maxSockets: 64 });
        return { agent: this.httpsAgent, request: https.request };
    }
    /** Sends with retries; resolves with the body of a 2xx answer (a leading BOM dropped), throws ApiError otherwise. */
    async send(url, method, label, req) {
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
                throw (0,api_error/* deadlineError */.$f)(label, this.signal);
            try {
                this.stats.requests++;
                const answer = await this.once(url, method, headers, payload);
                if (answer.status >= 200 && answer.status < 300)
                    return answer.body;
                const text = answer.body.toString('utf8');
                this.pool.release(answer.body);
                failure = (0,api_error/* decodeErrorResponse */.Q$)(answer.status, text, label);
                retryAfterMs = parseRetryAfter(answer.retryAfter, Date.now());
            }
            catch (error) {
                if (this.signal?.aborted)
                    throw (0,api_error/* deadlineError */.$f)(label, this.signal);
                failure = networkError(error, label, this.timeoutMs, url);
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
            await (0,deadline/* sleep */.yy)(retryAfterMs ?? backoffDelay(attempt, this.policy, this.random), this.signal);
        }
    }
    /**
     * One try, with Node's own HTTP client: keep-alive sockets, the chunks collected as they
     * arrive. Node's client makes fewer objects per exchange than undici's and needs no
     * WebAssembly parser compiled at start: 10 to 17 MB less at 5 000 references (bench/README.md).
     */
    once(url, method, headers, body) {
        return new Promise((resolve, reject) => {
            const chunks = [];
            let size = 0;
            let done = false;
            let request;
            const run = this.signal;
            const finish = (error, response) => {
                if (done)
                    return;
                done = true;
                clearTimeout(timer);
                run?.removeEventListener('abort', onRunAbort);
                if (error !== null || response === undefined)
                    return reject(error);
                let bytes = this.pool.join(chunks, size);
                // A view past the BOM: release() knows the pooled buffer by its ArrayBuffer, not the view.
                if (bytes.subarray(0, 3).equals(BOM))
                    bytes = bytes.subarray(3);
                const retryAfter = response.headers['retry-after'];
                resolve({
                    status: response.statusCode ?? 0,
                    body: bytes,
                    retryAfter: Array.isArray(retryAfter) ? retryAfter[0] : retryAfter,
                });
            };
            // Settled at once; the exchange is cut where it is.
            const abort = (reason) => {
                finish(reason);
                request?.destroy(reason);
            };
            // One timer per try, cleared and its listener removed when the try ends: AbortSignal.timeout
            // and AbortSignal.any would keep a 30 s timer and a signal alive per try until it fires.
            const timer = setTimeout(() => abort(new DOMException(`no answer within ${this.timeoutMs} ms`, 'TimeoutError')), this.timeoutMs);
            const onRunAbort = () => abort(run?.reason);
            run?.addEventListener('abort', onRunAbort, { once: true });
            try {
                const tls = url.protocol === 'https:' ? this.https() : null;
                const options = {
                    method,
                    headers: body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) },
                    agent: tls?.agent ?? this.agent,
                    // A user and password written in an input's URL are not sent as Basic credentials
                    // (Node would): only the headers this client sets go out.
                    auth: null,
                };
                request = tls ? tls.request(url, options) : (0,external_node_http_.request)(url, options);
                request.on('error', (error) => finish(error));
                request.on('response', (response) => {
                    response.on('data', (chunk) => {
                        size += chunk.length;
                        if (size > MAX_BODY_BYTES)
                            abort(new BodyTooLarge());
                        else
                            chunks.push(chunk);
                    });
                    response.on('end', () => finish(null, response));
                    response.on('error', (error) => finish(error));
                    // A connection that closes before the answer is whole ('end' comes first when it is).
                    response.on('close', () => finish(Object.assign(new Error('the connection closed before the answer ended'), { code: 'ECONNRESET' })));
                });
                request.end(body);
            }
            catch (error) {
                // A header value Node refuses (a line break in a token), before anything is sent.
                finish(error);
            }
        });
    }
}
/** An answer longer than MAX_BODY_BYTES: not read further, not retried. */
class BodyTooLarge extends Error {
}
/** No answer: the message names the host asked, so a wrong URL input shows. */
function networkError(error, bare, timeoutMs, url) {
    const label = bare.includes(url.host) ? bare : `${bare} (${url.host})`;
    if (error instanceof BodyTooLarge)
        return (0,api_error/* invalidResponse */.Ff)(label, `the body is over ${MAX_BODY_BYTES / 1024 / 1024} MiB; this client reads no more of one answer`);
    const err = error;
    if (err.name === 'TimeoutError') {
        return new api_error/* ApiError */.hD({
            status: 0,
            code: 0,
            reason: 'TIMEOUT',
            message: `${label} got no answer within ${timeoutMs} ms`,
            request: label,
            retryable: true,
        });
    }
    const code = err.code ?? err.cause?.code;
    if (code === 'ECONNREFUSED') {
        return new api_error/* ApiError */.hD({
            status: 0,
            code: 0,
            reason: 'CONNECTION_REFUSED',
            message: `${label}: connection refused`,
            request: label,
            retryable: true,
        });
    }
    if (code !== undefined && NETWORK_ERROR_CODES.has(code)) {
        return new api_error/* ApiError */.hD({
            status: 0,
            code: 0,
            reason: 'CONNECTION_FAILED',
            message: `${label}: connection failed (${code})`,
            request: label,
            retryable: true,
        });
    }
    return new api_error/* ApiError */.hD({
        status: 0,
        code: 0,
        reason: 'CONNECTION_FAILED',
        message: `${label}: ${err.message ?? String(error)}`,
        request: label,
        retryable: false,
    });
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


/***/ }),

/***/ 2378:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Sw: () => (/* binding */ startDeadlines),
/* harmony export */   yy: () => (/* binding */ sleep)
/* harmony export */ });
/* unused harmony exports commentReserveMs, deadlineReason */
// The run-level deadline (the `timeout` input) as AbortSignals: the HTTP client and the GitHub
// calls stop when theirs fires, and what was unfinished becomes an error result. (No zod here:
// main imports this at every start.)
/** Part of the timeout kept for the PR comment and the report after the look-ups: a fifth, at most 30 s. */
function commentReserveMs(timeoutMs) {
    return Math.min(30_000, Math.floor(timeoutMs / 5));
}
/** The deadlines of a run that may take `timeoutMs` in all (`timeout` is the input's text, for messages). */
function startDeadlines(timeoutMs, timeout) {
    const lookups = new AbortController();
    const run = new AbortController();
    const reason = new Error(`the run's timeout (${timeout}) was reached`);
    const timers = [
        setTimeout(() => lookups.abort(reason), timeoutMs - commentReserveMs(timeoutMs)),
        setTimeout(() => run.abort(reason), timeoutMs),
    ];
    // Timers must not keep the process alive once the work is done.
    for (const timer of timers)
        timer.unref();
    return { lookups: lookups.signal, run: run.signal, clear: () => timers.forEach(clearTimeout) };
}
/** Why a deadline fired, in words. */
function deadlineReason(signal) {
    return signal.reason instanceof Error ? signal.reason.message : "the run's timeout was reached";
}
/** Waits `ms`, or less when `signal` fires first (then resolves; the caller checks the signal). */
function sleep(ms, signal) {
    return new Promise((resolve) => {
        if (signal?.aborted)
            return resolve();
        const done = () => {
            clearTimeout(timer);
            signal?.removeEventListener('abort', done);
            resolve();
        };
        const timer = setTimeout(done, ms);
        signal?.addEventListener('abort', done, { once: true });
    });
}


/***/ }),

/***/ 7768:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ mapLimit)
/* harmony export */ });
/** Maps with at most `limit` calls of `fn` running at once; results keep the input order. */
async function mapLimit(items, limit, fn) {
    const results = new Array(items.length);
    let next = 0;
    async function worker() {
        while (next < items.length) {
            const index = next++;
            results[index] = await fn(items[index], index);
        }
    }
    await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
    return results;
}


/***/ }),

/***/ 5319:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fo: () => (/* binding */ collect),
/* harmony export */   _w: () => (/* binding */ listAll)
/* harmony export */ });
/* unused harmony exports MAX_PAGE_SIZE, MAX_PAGES */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8816);
/* harmony import */ var _http_api_error__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2247);


const MAX_PAGE_SIZE = 200;
/**
 * Pages read when the server states no `totalCount` (200 000 items at the largest page size).
 * With a `totalCount` the bound is derived from it: its pages, plus a few for resumes after an
 * expired page token. Either way a server that keeps sending pages ends in an error.
 */
const MAX_PAGES = 1_000;
const RESUME_PAGES = 10;
// One schema per (key, item) pair, built once: not per listing, not per page.
const envelopes = new Map();
function envelopeSchema(key, item) {
    let byItem = envelopes.get(key);
    if (!byItem)
        envelopes.set(key, (byItem = new WeakMap()));
    let schema = byItem.get(item);
    if (!schema) {
        schema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
            // proto3 JSON omits empty repeated fields, so an absent key is an empty page.
            [key]: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(item).optional(),
            nextPageToken: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
            totalCount: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().regex(/^\d+$/, 'must be a decimal integer string').optional(),
            skipped: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().optional(),
        });
        byItem.set(item, schema);
    }
    return schema;
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
    let total;
    let maxPages = MAX_PAGES;
    const label = `GET ${req.url.pathname}`;
    for (let page = 0;; page++) {
        if (page >= maxPages) {
            const bound = total === undefined
                ? `more than ${MAX_PAGES} pages`
                : `more than ${maxPages} pages for the ${total} items its totalCount states`;
            throw (0,_http_api_error__WEBPACK_IMPORTED_MODULE_0__/* .conditionError */ .OG)('PAGE_LIMIT', `${label} returned ${bound}; stopped`, label);
        }
        const url = new URL(req.url);
        url.searchParams.set('page_size', String(pageSize));
        if (token)
            url.searchParams.set('page_token', token);
        if (skip !== undefined)
            url.searchParams.set('skip', String(skip));
        const body = await req.http.json(url, { headers: req.headers, schema, label });
        const items = body[req.key] ?? [];
        if (body.totalCount !== undefined) {
            total = Number(body.totalCount);
            maxPages = Math.min(MAX_PAGES, Math.ceil(total / pageSize) + RESUME_PAGES);
        }
        const fresh = items.filter((item) => !seenIds.has(req.idOf(item)));
        const restarted = (token !== undefined || skip !== undefined) && items.length > 0 && fresh.length < items.length;
        for (const item of fresh) {
            seenIds.add(req.idOf(item));
            yield item;
        }
        if (total !== undefined && seenIds.size > total + pageSize) {
            throw (0,_http_api_error__WEBPACK_IMPORTED_MODULE_0__/* .conditionError */ .OG)('PAGE_LIMIT', `${label} delivered ${seenIds.size} items, more than the ${total} its totalCount states; stopped`, label);
        }
        if (restarted) {
            // A resumed page (skip, no token) that brings nothing new means skip is not honoured:
            // resuming again would loop, so stop.
            if (token === undefined && fresh.length === 0) {
                throw (0,_http_api_error__WEBPACK_IMPORTED_MODULE_0__/* .conditionError */ .OG)('PAGE_TOKEN_RESTART', `${label} restarted from the first page (expired page token) and did not honour skip=${skip}; stopped to avoid a loop`, label);
            }
            // Continue where we were, without the expired token.
            token = undefined;
            skip = seenIds.size;
            continue;
        }
        const next = body.nextPageToken;
        if (!next) {
            if (req.exact && total !== undefined && seenIds.size !== total) {
                throw (0,_http_api_error__WEBPACK_IMPORTED_MODULE_0__/* .conditionError */ .OG)('INCOMPLETE_LISTING', `${label} delivered ${seenIds.size} items but its totalCount states ${total}; the listing is incomplete or inconsistent`, label);
            }
            return;
        }
        if (seenTokens.has(next)) {
            throw (0,_http_api_error__WEBPACK_IMPORTED_MODULE_0__/* .conditionError */ .OG)('PAGE_TOKEN_LOOP', `${label} returned a page token it had returned before; stopped to avoid a loop`, label);
        }
        seenTokens.add(next);
        token = next;
        skip = undefined;
    }
}
async function collect(items) {
    const out = [];
    for await (const item of items)
        out.push(item);
    return out;
}


/***/ }),

/***/ 2211:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ag: () => (/* binding */ roleSchema),
/* harmony export */   MU: () => (/* binding */ repoSchema),
/* harmony export */   bN: () => (/* binding */ emptySchema),
/* harmony export */   c3: () => (/* binding */ tagSchema),
/* harmony export */   g1: () => (/* binding */ identitySchema),
/* harmony export */   nv: () => (/* binding */ advisorySchema),
/* harmony export */   pI: () => (/* binding */ roleBindingSchema)
/* harmony export */ });
/* unused harmony exports digestSchema, timestampSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8816);

// Response shapes of the Platform API v2 (spec: "Resources and their fields"). Unknown fields
// are allowed (v2 is additive); the fields we rely on are checked. Tags and advisories, of which
// a run may hold tens of thousands, keep only those fields (z.object drops the others).
const digestSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(/^sha256:[0-9a-f]{64}$/, 'must be sha256:<64 lowercase hex>');
const RFC3339 = /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d{1,9})?([Zz]|[+-]\d{2}:\d{2})$/;
/**
 * An RFC 3339 date-time (what the spec promises), and a real one: anything else (a date
 * alone, prose, markup) makes the response invalid rather than text a report would render.
 */
const timestampSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
    .refine((s) => RFC3339.test(s) && !Number.isNaN(Date.parse(s)), 'must be an RFC 3339 timestamp');
const repoSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    uid: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    description: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    createTime: timestampSchema.optional(),
    updateTime: timestampSchema.optional(),
});
// No `uid`: a tag is known by its name within its repo, and thousands of listed tags kept their
// uid strings (and a property store each) for nothing (bench/README.md, 5 000 references).
const tagSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    digest: digestSchema,
    // proto3 JSON omits false booleans.
    deprecated: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().default(false),
    updateTime: timestampSchema.optional(),
});
const advisorySchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
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

/***/ 9034:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ ignoredFindings)
/* harmony export */ });
/* unused harmony export findingsOf */
/* harmony import */ var _ledger__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7873);
// The findings of one result that a ledger entry can ignore, and which entries do. Pure.

/**
 * What a result reports that an entry may accept: `eol` for a deprecated tag, `stale` for a
 * stale pin, and each advisory id. Errors are never ignorable: a look-up that failed is no finding
 * anyone has seen.
 */
function findingsOf(result) {
    const base = { ref: result.ref, registry: result.registry, org: result.org, image: result.image, tag: result.tag };
    const kinds = [];
    if (result.deprecated)
        kinds.push('eol');
    if (result.status === 'stale')
        kinds.push('stale');
    for (const advisory of result.advisories)
        if (!kinds.includes(advisory.advisoryId))
            kinds.push(advisory.advisoryId);
    return kinds.map((kind) => ({ ...base, kind }));
}
const NOTHING_IGNORED = new Map();
/** Each finding of `result` with the entry that ignores it on `today`; findings no entry covers are absent. */
function ignoredFindings(result, ledger, today) {
    // No entry, nothing ignored: nothing made for each of thousands of results.
    if (!ledger || ledger.ignore.length === 0)
        return NOTHING_IGNORED;
    const ignored = new Map();
    for (const finding of findingsOf(result)) {
        const entry = (0,_ledger__WEBPACK_IMPORTED_MODULE_0__/* .matchIgnore */ .Ib)(ledger, finding, today);
        if (entry)
            ignored.set(finding.kind, entry);
    }
    return ignored;
}


/***/ }),

/***/ 7873:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $P: () => (/* binding */ isDate),
/* harmony export */   Ib: () => (/* binding */ matchIgnore),
/* harmony export */   SZ: () => (/* binding */ expiredEntries),
/* harmony export */   XY: () => (/* binding */ todayOf),
/* harmony export */   bs: () => (/* binding */ WILDCARD),
/* harmony export */   c0: () => (/* binding */ ADVISORY_ID),
/* harmony export */   oy: () => (/* binding */ LedgerError),
/* harmony export */   us: () => (/* binding */ DEFAULT_LEDGER_PATH)
/* harmony export */ });
// The policy file (default `.github/image-check.yaml`): an ignore ledger of accepted findings,
// each with a reason and an expiry date, and defaults for some inputs. Pure: text in, a
// validated Ledger out, every problem naming its line. Shape:
//
//   fail-on: eol,error            # defaults for the inputs of the same name
//   max-age: 14d
//   files: ['**/Dockerfile', 'deploy/*.yaml']   # a string (one glob per line) or a list
//   ignore:
//     - ref: cgr.dev/chainguard/nginx:1.25     # as written in the files, or registry/org/image:*
//       kind: eol                              # eol, stale, or an advisory id (CVE-2024-1234)
//       reason: migration planned in ACME-42  # required
//       until: 2026-03-31                      # required; the entry ignores nothing after it
// Parsing and validating the file is in parse-ledger.ts, imported only when there is a file:
// its zod schemas are 1 MB of the bundle a run without a policy file need not compile.
const DEFAULT_LEDGER_PATH = '.github/image-check.yaml';
/** A policy file that cannot be used: every problem with its line. */
class LedgerError extends Error {
    file;
    problems;
    constructor(file, problems) {
        super(`${file}: ${problems.map((p) => `line ${p.line}: ${p.message}`).join('; ')}`);
        this.file = file;
        this.problems = problems;
        this.name = 'LedgerError';
    }
}
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ADVISORY_ID = /^[A-Za-z][A-Za-z0-9]*-[A-Za-z0-9][A-Za-z0-9._:-]*$/;
const WILDCARD = /^(.+):\*$/;
/** Whether `text` is a real calendar date written YYYY-MM-DD. */
function isDate(text) {
    const m = DATE.exec(text);
    if (!m)
        return false;
    const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
    return date.toISOString().slice(0, 10) === text;
}
/** Today's date in UTC as YYYY-MM-DD: what `until` is compared with. */
function todayOf(now) {
    return now.toISOString().slice(0, 10);
}
const withoutDigest = (ref) => (ref.includes('@') ? ref.slice(0, ref.indexOf('@')) : ref);
function refMatches(entryRef, finding) {
    if (entryRef === finding.ref)
        return true;
    const wildcard = WILDCARD.exec(entryRef);
    if (wildcard) {
        // Registry hosts are case-insensitive; the path is lowercase by the grammar.
        return wildcard[1].toLowerCase() === `${finding.registry}/${finding.org}/${finding.image}`.toLowerCase();
    }
    // An entry without a digest also covers the same reference pinned to any digest, so bumping
    // a pin does not undo the entry.
    return !entryRef.includes('@') && withoutDigest(finding.ref) === entryRef;
}
function kindMatches(entryKind, kind) {
    if (entryKind === 'eol' || entryKind === 'stale')
        return entryKind === kind;
    return entryKind.toLowerCase() === kind.toLowerCase();
}
/** The entry that ignores `finding` on `today` (YYYY-MM-DD), or null; an expired entry never matches. */
function matchIgnore(ledger, finding, today) {
    if (!ledger)
        return null;
    return (ledger.ignore.find((e) => e.until >= today && kindMatches(e.kind, finding.kind) && refMatches(e.ref, finding)) ??
        null);
}
/** Entries past their date (`until` before `today`): each deserves a warning at its line. */
function expiredEntries(ledger, today) {
    return ledger ? ledger.ignore.filter((e) => e.until < today) : [];
}


/***/ }),

/***/ 8776:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SC: () => (/* binding */ readLedger),
/* harmony export */   SZ: () => (/* reexport safe */ _ledger__WEBPACK_IMPORTED_MODULE_1__.SZ),
/* harmony export */   XY: () => (/* reexport safe */ _ledger__WEBPACK_IMPORTED_MODULE_1__.XY),
/* harmony export */   oy: () => (/* reexport safe */ _ledger__WEBPACK_IMPORTED_MODULE_1__.oy)
/* harmony export */ });
/* harmony import */ var _fs_read_inside__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1552);
/* harmony import */ var _ledger__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7873);
/* harmony import */ var _findings__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9034);
// Reading the policy file from the workspace. The default path may be absent (no policy); a
// path the user named must exist. Problems inside the file are LedgerErrors naming the line.



/** A policy file is a few entries; anything bigger is not one. */
const MAX_POLICY_BYTES = 1024 * 1024;
/**
 * The ledger at `file` (workspace-relative; `''` means the default path). Null when the file is
 * the default one and does not exist; a named file that is missing is an error.
 */
async function readLedger(workspace, file) {
    const named = file.trim() !== '';
    const path = named ? file.trim() : _ledger__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_LEDGER_PATH */ .us;
    // The file comes from the pull request: read only a regular file inside the workspace, capped.
    const read = await (0,_fs_read_inside__WEBPACK_IMPORTED_MODULE_0__/* .readInside */ .x)(workspace, path, MAX_POLICY_BYTES);
    if (!read.ok) {
        if (read.why === 'unreadable' && /ENOENT/.test(read.message) && !named)
            return null;
        throw new _ledger__WEBPACK_IMPORTED_MODULE_1__/* .LedgerError */ .oy(path, [{ line: 1, message: `cannot read the policy file: ${read.message}` }]);
    }
    const { parseLedger } = await __webpack_require__.e(/* import() */ 183).then(__webpack_require__.bind(__webpack_require__, 3183));
    return parseLedger(path, read.text);
}



/***/ }),

/***/ 5987:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F2: () => (/* binding */ parseReference),
/* harmony export */   FH: () => (/* binding */ formatReference),
/* harmony export */   Fv: () => (/* binding */ registryOf),
/* harmony export */   Uf: () => (/* binding */ splitPath),
/* harmony export */   x_: () => (/* binding */ InvalidReferenceError)
/* harmony export */ });
/* unused harmony exports NAME_MAX_LENGTH, GRAMMAR */
// Image references, parsed exactly as the distribution project's reference grammar
// (github.com/distribution/reference, regexp.go) that docker and crane implement:
//
//   reference := name [ ":" tag ] [ "@" digest ]
//   name      := [ domain "/" ] path-component [ "/" path-component ]*   (path at most 255 characters)
//   domain    := host [ ":" port-number ]
//   host      := domain-name | "[" IPv6 "]"
//   path-component := [a-z0-9]+ ( ( "." | "_" | "__" | "-"+ ) [a-z0-9]+ )*
//   tag       := [\w][\w.-]{0,127}
//   digest    := algorithm ":" hex        (go-digest: sha256, sha384, sha512, lowercase hex)
//
// Which first component is a domain follows the normalized form (docker's splitDockerDomain,
// crane's name package): it is a domain when it contains '.' or ':', is exactly "localhost", or
// holds an uppercase letter (a path is lowercase, so docker reads `Foo/bar` as host "Foo").
// Nothing is normalized: no "docker.io/library/" is added, so formatting gives back the text.
class InvalidReferenceError extends Error {
    reference;
    part;
    constructor(reference, part, why) {
        super(`invalid image reference "${reference}": ${why}`);
        this.reference = reference;
        this.part = part;
        this.name = 'InvalidReferenceError';
    }
}
/**
 * Longest repository path the grammar accepts: distribution's NameTotalLengthMax, which since
 * distribution/reference v0.6.0 counts the path only, not the registry host before it.
 */
const NAME_MAX_LENGTH = 255;
// The pieces of distribution's regexp.go, as source strings composed below.
const GRAMMAR = {
    pathComponent: '[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*',
    domainNameComponent: '(?:[a-zA-Z0-9]|[a-zA-Z0-9][a-zA-Z0-9-]*[a-zA-Z0-9])',
    ipv6address: '\\[(?:[a-fA-F0-9:]+)\\]',
    optionalPort: '(?::[0-9]+)?',
    tag: '[\\w][\\w.-]{0,127}',
    digest: '[A-Za-z][A-Za-z0-9]*(?:[-_+.][A-Za-z][A-Za-z0-9]*)*[:][0-9a-fA-F]{32,}',
};
const PATH_COMPONENT = new RegExp(`^${GRAMMAR.pathComponent}$`);
const DOMAIN = new RegExp(`^(?:${GRAMMAR.domainNameComponent}(?:\\.${GRAMMAR.domainNameComponent})*|${GRAMMAR.ipv6address})${GRAMMAR.optionalPort}$`);
const TAG = new RegExp(`^${GRAMMAR.tag}$`);
const DIGEST = new RegExp(`^${GRAMMAR.digest}$`);
// A bare 64-hex name is an image ID, not a repository: docker refuses it as a name.
const IMAGE_ID = /^[a-f0-9]{64}$/;
/** Hex length of each digest algorithm go-digest registers; others are "unsupported". */
const DIGEST_HEX_LENGTH = { sha256: 64, sha384: 96, sha512: 128 };
const DOCKER_HUB_LIBRARY = 'library/';
/** Whether a domain as written (or none) is Docker Hub, as docker normalizes it. */
function isDockerHub(domain) {
    return domain === null || domain === 'docker.io' || domain === 'index.docker.io';
}
/** Whether the first component of a name is a registry host rather than part of the path. */
function isDomain(component) {
    return (component.includes('.') ||
        component.includes(':') ||
        component === 'localhost' ||
        component !== component.toLowerCase());
}
/** Parses a reference; throws InvalidReferenceError naming the part that is wrong and why. */
function parseReference(text) {
    const fail = (part, why) => {
        throw new InvalidReferenceError(text, part, why);
    };
    if (text === '')
        fail('empty', 'the reference is empty');
    // Said up front: otherwise a stray space or newline reads as a bad path or tag.
    if (/\s/.test(text))
        fail('format', 'a reference contains no whitespace');
    if (text.indexOf('@') !== text.lastIndexOf('@'))
        fail('format', 'a reference has at most one "@" (before the digest)');
    // The digest goes first: its ':' must not be read as a tag separator.
    let rest = text;
    let digest = null;
    const at = text.indexOf('@');
    if (at >= 0) {
        digest = text.slice(at + 1);
        rest = text.slice(0, at);
    }
    // A tag is the text after the last ':' that follows the last '/'; an earlier ':' is a port.
    let tag = null;
    const colon = rest.lastIndexOf(':');
    if (colon > rest.lastIndexOf('/')) {
        tag = rest.slice(colon + 1);
        rest = rest.slice(0, colon);
    }
    const name = rest;
    if (name === '')
        fail('path', 'the repository name is empty');
    if (IMAGE_ID.test(text))
        fail('path', 'a 64-character hexadecimal string is an image ID, not a repository name');
    let domain = null;
    let path = name;
    const slash = name.indexOf('/');
    if (slash >= 0 && isDomain(name.slice(0, slash))) {
        domain = name.slice(0, slash);
        path = name.slice(slash + 1);
    }
    if (domain !== null && !DOMAIN.test(domain)) {
        fail('domain', `registry host "${domain}" is not a host name, IPv4 address or [IPv6] address with an optional numeric port`);
    }
    if (path === '')
        fail('path', 'the repository path after the registry host is empty');
    const components = path.split('/');
    for (const component of components) {
        if (component === '')
            fail('path', `repository path "${path}" has an empty component`);
        if (PATH_COMPONENT.test(component))
            continue;
        if (PATH_COMPONENT.test(component.toLowerCase()))
            fail('path', `repository path "${path}" must be lowercase`);
        fail('path', `path component "${component}" must be lowercase letters and digits, separated by ".", "_", "__" or dashes, starting and ending with a letter or digit`);
    }
    if (tag !== null) {
        if (tag === '')
            fail('tag', 'the tag after ":" is empty');
        if (tag.length > 128)
            fail('tag', `tag is ${tag.length} characters long; at most 128 are allowed`);
        if (!TAG.test(tag))
            fail('tag', `tag "${tag}" must be letters, digits, "_", "." and "-", not starting with "." or "-"`);
    }
    // Docker counts the path as it pulls it: a one-component Docker Hub name gains "library/".
    const pulledLength = path.length + (isDockerHub(domain) && !path.includes('/') ? DOCKER_HUB_LIBRARY.length : 0);
    if (pulledLength > NAME_MAX_LENGTH) {
        fail('length', `the repository path is ${pulledLength} characters long${pulledLength > path.length ? ` (with Docker Hub's "${DOCKER_HUB_LIBRARY}")` : ''}; at most ${NAME_MAX_LENGTH} are allowed`);
    }
    if (digest !== null)
        checkDigest(digest, fail);
    return { domain, path, tag, digest };
}
function checkDigest(digest, fail) {
    if (digest === '')
        fail('digest', 'the digest after "@" is empty');
    if (!DIGEST.test(digest))
        fail('digest', `digest "${digest}" must be algorithm:hex, e.g. sha256: and 64 hexadecimal characters`);
    const sep = digest.indexOf(':');
    const algorithm = digest.slice(0, sep);
    const hex = digest.slice(sep + 1);
    const length = DIGEST_HEX_LENGTH[algorithm];
    if (length === undefined)
        fail('digest', `digest algorithm "${algorithm}" is not supported (use sha256, sha384 or sha512)`);
    if (hex.length !== length)
        fail('digest', `a ${algorithm} digest has ${length} hexadecimal characters, this one has ${hex.length}`);
    if (!/^[a-f0-9]+$/.test(hex))
        fail('digest', `digest hex must be lowercase (${algorithm}:${hex.toLowerCase()})`);
}
/** The text of a reference: the exact inverse of parseReference for what it returns. */
function formatReference(ref) {
    let text = ref.domain === null ? ref.path : `${ref.domain}/${ref.path}`;
    if (ref.tag !== null)
        text += `:${ref.tag}`;
    if (ref.digest !== null)
        text += `@${ref.digest}`;
    return text;
}
/** The registry host a reference points at: its domain, or Docker Hub when it names none. */
function registryOf(ref) {
    return ref.domain ?? 'docker.io';
}
/** Organization (first path component) and image (the rest, may hold '/'); one component: org ''. */
function splitPath(path) {
    const slash = path.indexOf('/');
    return slash < 0 ? { org: '', image: path } : { org: path.slice(0, slash), image: path.slice(slash + 1) };
}


/***/ }),

/***/ 6087:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  v: () => (/* binding */ scanYaml),
  C: () => (/* binding */ yamlErrorLine)
});

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
;// CONCATENATED MODULE: ./src/refs/action-yml.ts
// The image of a Docker container action: `runs: { using: docker, image: docker://<ref> }` in
// its action.yml (GitHub's metadata syntax). `image: Dockerfile` (a path) is built, not pulled,
// so only the `docker://` form is a reference.

const DOCKER_SCHEME = 'docker://';
/** Reports the image of a Docker container action; false when the document is no such action. */
function actionImage(reader, root) {
    const top = reader.map(root);
    const runs = top && reader.map(reader.get(top, 'runs'));
    if (!runs)
        return false;
    const using = reader.get(runs, 'using');
    if (!(0,dist/* isScalar */.jn)(using) || String(using.value).toLowerCase() !== 'docker')
        return false;
    const image = reader.get(runs, 'image');
    if ((0,dist/* isScalar */.jn)(image) && typeof image.value === 'string' && image.value.startsWith(DOCKER_SCHEME)) {
        reader.report(image.value.slice(DOCKER_SCHEME.length), image);
    }
    return true;
}

;// CONCATENATED MODULE: ./src/refs/compose-interpolate.ts
// Compose's variable interpolation (compose-spec "Interpolation"), for one value of a Compose
// file. The environment the file is used with is unknown here, so every variable counts as
// unset: `${VAR:-default}` and `${VAR-default}` give their default (what `docker compose` does
// when VAR is unset, and what the author meant as the usual value); a value that needs a
// variable's own value (`$VAR`, `${VAR}`, `${VAR:?err}`, `${VAR:+alt}`) is unresolved.
// `$$` is a literal `$`. Defaults may nest: `${A:-${B:-x}}`.
const NAME = /^[A-Za-z_][A-Za-z0-9_]*/;
function interpolateCompose(text) {
    const unresolved = [];
    const [value] = interpolate(text, 0, false, unresolved);
    return { value, unresolved: [...new Set(unresolved)] };
}
/** Reads from `i` to the end, or (inside a `${...}`) to its closing brace; returns the text and where it stopped. */
function interpolate(text, start, nested, unresolved) {
    let out = '';
    let i = start;
    while (i < text.length) {
        const c = text[i];
        if (nested && c === '}')
            return [out, i];
        if (c !== '$') {
            out += c;
            i++;
            continue;
        }
        const next = text[i + 1];
        if (next === '$') {
            out += '$';
            i += 2;
            continue;
        }
        if (next !== '{') {
            const name = NAME.exec(text.slice(i + 1))?.[0];
            if (name === undefined) {
                out += '$';
                i++;
                continue;
            }
            unresolved.push(name);
            i += 1 + name.length;
            continue;
        }
        const name = NAME.exec(text.slice(i + 2))?.[0];
        if (name === undefined) {
            // Not a substitution compose accepts (it refuses the file); kept as text, so the
            // reference is reported invalid rather than guessed.
            out += '$';
            i++;
            continue;
        }
        i += 2 + name.length;
        let op = text[i] ?? '';
        if (op === '}') {
            unresolved.push(name);
            i++;
            continue;
        }
        if (op === ':' && '-?+'.includes(text[i + 1] ?? '')) {
            op = text[i + 1];
            i++;
        }
        if (!'-?+'.includes(op) || op === '') {
            unresolved.push(name);
            const [, end] = interpolate(text, i, true, []);
            i = end + 1;
            continue;
        }
        const inner = [];
        const [word, end] = interpolate(text, i + 1, true, inner);
        i = end + 1;
        if (op === '-') {
            out += word;
            unresolved.push(...inner);
        }
        else {
            unresolved.push(name);
        }
    }
    return [out, i];
}

;// CONCATENATED MODULE: ./src/refs/helm-values.ts
// Images in Helm values files. No standard says how a chart names its images; this follows
// the form almost every chart uses (and Renovate's helm-values heuristic): under a key named
// `image` or ending in `Image` (any case),
//   - a map with `repository` and a `tag` (or `version`) and/or `digest`, optionally `registry`:
//     `[registry/]repository[:tag][@digest]`, at the line of `repository`, at any depth;
//   - in a values file only, a plain string: the reference itself (`sidecarImage: busybox:1.36`).
// A map with a repository but no tag leaves the tag to the chart's templates (often its
// appVersion): that is skipped as unresolved, never guessed.

const IMAGE_KEY = /image$/i;
// Deeper nesting than this is no values file; the bound keeps recursion safe on hostile input.
const MAX_DEPTH = 200;
/** Whether a file is a Helm values file by its name: `values.yaml`, `values-prod.yaml`, `x_values.yml`... */
function isHelmValuesFile(file) {
    const base = (file.split(/[\\/]/).pop() ?? '').toLowerCase();
    return /(?:^|[._-])values(?:[._-][^/]*)?\.ya?ml$/.test(base);
}
/** Walks a document for image maps (and, with `inline`, image strings) under image keys. */
function helmImages(reader, root, inline) {
    walk(reader, root, inline, 0);
}
function walk(reader, node, inline, depth) {
    if (depth > MAX_DEPTH)
        return;
    if ((0,dist/* isMap */.jh)(node)) {
        for (const pair of node.items) {
            const key = (0,dist/* isScalar */.jn)(pair.key) ? pair.key.value : null;
            const value = reader.resolve(pair.value);
            if (typeof key === 'string' && IMAGE_KEY.test(key)) {
                if ((0,dist/* isMap */.jh)(value) && imageMap(reader, value))
                    continue;
                if (inline && (0,dist/* isScalar */.jn)(value))
                    reader.image(value);
            }
            // Aliases are walked where their node is defined, not again here.
            if (!reader.isAlias(pair.value))
                walk(reader, value, inline, depth + 1);
        }
    }
    else if ((0,dist/* isSeq */.oP)(node)) {
        for (const item of node.items)
            if (!reader.isAlias(item))
                walk(reader, reader.resolve(item), inline, depth + 1);
    }
}
/** Reports the image a `{registry, repository, tag, digest}` map names; false when it is no such map. */
function imageMap(reader, map) {
    const repository = reader.get(map, 'repository');
    const text = (key) => {
        const node = reader.get(map, key);
        if (!(0,dist/* isScalar */.jn)(node) || node.value === null || node.value === '')
            return null;
        return typeof node.value === 'string' ? node.value : (node.source ?? String(node.value));
    };
    const name = text('repository');
    if (!(0,dist/* isScalar */.jn)(repository) || name === null)
        return false;
    const registry = text('registry');
    const tag = text('tag') ?? text('version');
    const digest = text('digest');
    const ref = `${registry ? `${registry}/` : ''}${name}${tag ? `:${tag}` : ''}${digest ? `@${digest}` : ''}`;
    if (tag === null && digest === null) {
        reader.skip(ref, repository, `"${ref}" has no tag in the values file: the chart's templates choose it (often the chart's appVersion)`);
    }
    else {
        reader.report(ref, repository);
    }
    return true;
}

;// CONCATENATED MODULE: ./src/refs/templates.ts
// Helm (Go template) and Jinja templates of YAML files: not YAML until rendered. To read what
// can be read without rendering, each template tag (`{{ ... }}`, `{% ... %}`, `{# ... #}`) is
// taken out line by line, so every line keeps its number: a line of tags only (`{{- if ... }}`,
// `{% for %}`) becomes blank, and a tag inside a line becomes a placeholder word that
// `restoreTemplate` turns back into the tag, so a value holding one is seen as templated (and
// skipped), never as a reference. GitHub's `${{ }}` expressions are not template tags.
const TAG = /(?<!\$)\{\{.*?\}\}|\{%.*?%\}|\{#.*?#\}/g;
const PLACEHOLDER = /__image_check_template_(\d+)__/g;
/** Whether the text holds template tags (a tag must open and close on one line). */
function isTemplate(content) {
    TAG.lastIndex = 0;
    return content.split('\n').some((line) => {
        TAG.lastIndex = 0;
        return TAG.test(line);
    });
}
function untemplate(content) {
    const tags = [];
    const original = content.split('\n');
    const firstLine = original.findIndex((line) => line.replace(TAG, '') !== line) + 1;
    const lines = original.map((line) => {
        if (line.replace(TAG, '').trim() === '')
            return line.replace(TAG, '').trimEnd();
        return line.replace(TAG, (tag) => `__image_check_template_${tags.push(tag) - 1}__`);
    });
    return { text: lines.join('\n'), tags, firstLine };
}
/** A value read from untemplated text, with its tags put back as written. */
function restoreTemplate(value, tags) {
    return value.replace(PLACEHOLDER, (placeholder, index) => tags[Number(index)] ?? placeholder);
}

;// CONCATENATED MODULE: ./src/refs/yaml-block.ts
// A fast reader for plain block YAML: the subset most manifests are written in (Kubernetes,
// Compose, workflows, Helm values). `parseAllDocuments` lexes into a CST and composes nodes
// from it, allocating about 230 bytes per input byte; this reads the lines directly into the
// same `yaml` nodes (Document, YAMLMap, YAMLSeq, Pair, Scalar), at the same offsets, with plain
// scalars resolved by the document's own core-schema tags, so the readers cannot tell the two
// apart. Anything outside the subset, or that the full parser would warn or fail on, gives
// null: the caller then parses with `parseAllDocuments`. A wrong non-null answer is a bug, so
// the subset is narrow on purpose:
//   - spaces-only indentation, `#` comments, `---` separators (no `...`, no `%` directives);
//   - block mappings with plain keys (no quoted or `? ` keys, no `<<`, no repeated key);
//   - block sequences: `- item`, `-` with the item below, `- key: value`, `key:` + `- ` at the
//     key's indentation;
//   - values on one line: plain scalars (no `: ` inside), single-quoted (`''` read as `'`) or
//     double-quoted without backslashes; an empty value is null.
// No anchors, aliases, tags, flow collections, block scalars, continuation lines, tabs, CR,
// control characters or templates (`{{`). Comments are skipped, not attached to the nodes
// (nothing reads them).

// Collections nested deeper than this are no manifest (the readers stop at 200 too).
const yaml_block_MAX_DEPTH = 256;
class Refused extends Error {
}
const refuse = () => {
    throw new Refused();
};
// Outside the subset anywhere in the text: tabs, CR, other control characters (C0 and C1, NEL
// among them), the Unicode line separators, a BOM, non-characters, and template tags (`{{`).
const OUTSIDE = /[\x00-\x09\x0b-\x1f\x7f-\x9f\u2028\u2029\ufeff\ufffe\uffff]|\{\{/;
// Characters a plain scalar may not start with (YAML indicators), `-` handled apart.
const INDICATOR = new Set([...'?:,[]{}#&*!|>\'"%@`-']);
/**
 * The documents of `text` as `parseAllDocuments(text, { uniqueKeys: false })` gives them, or
 * null when the text is not plain block YAML of the subset above. On success `lineCounter` is
 * filled as the lexer fills it; on null it is left untouched.
 */
function readBlockYaml(text, lineCounter) {
    if (OUTSIDE.test(text))
        return null;
    let docs;
    try {
        docs = new BlockReader(tokenize(text)).documents();
    }
    catch (error) {
        if (error instanceof Refused)
            return null;
        throw error;
    }
    lineCounter.addNewLine(0);
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1))
        lineCounter.addNewLine(i + 1);
    return docs;
}
function entry(kind, indent, offset, virtual) {
    return { kind, indent, offset, virtual, key: '', value: null, emptyAt: offset, emptyEnd: offset };
}
/** The entries of every line, or Refused. */
function tokenize(text) {
    const entries = [];
    const length = text.length;
    for (let start = 0; start <= length;) {
        const newline = text.indexOf('\n', start);
        const end = newline < 0 ? length : newline;
        const lineEnd = newline < 0 ? length : newline + 1;
        tokenizeLine(text, start, end, lineEnd, entries);
        if (newline < 0)
            break;
        start = lineEnd;
    }
    return entries;
}
function tokenizeLine(text, start, end, lineEnd, out) {
    let p = start;
    while (p < end && text.charCodeAt(p) === 32)
        p++;
    if (p === end || text[p] === '#')
        return; // blank or a comment
    if (p === start) {
        if (text.startsWith('---', p) && (p + 3 === end || text[p + 3] === ' ')) {
            const rest = skipSpaces(text, p + 3, end);
            if (rest !== end && text[rest] !== '#')
                refuse(); // content on the `---` line
            const marker = entry('start', 0, p, false);
            empty(marker, rest, end, lineEnd);
            out.push(marker);
            return;
        }
        if (text.startsWith('...', p) || text[p] === '%')
            refuse();
    }
    let virtual = false;
    for (;;) {
        const indent = p - start;
        if (text[p] === '-' && (p + 1 === end || text[p + 1] === ' ')) {
            const item = entry('item', indent, p, virtual);
            out.push(item);
            const q = skipSpaces(text, p + 1, end);
            if (q === end || text[q] === '#') {
                empty(item, q, end, lineEnd);
                return;
            }
            p = q;
            virtual = true;
            continue;
        }
        const quote = text[p] === "'" || text[p] === '"';
        const colon = quote ? -1 : keyColon(text, p, end);
        if (colon < 0) {
            // A scalar alone is only read as the value of `- ` (no top-level scalar, no continuation line).
            if (!virtual)
                refuse();
            const scalar = entry('scalar', indent, p, true);
            scalar.value = flow(text, p, end, lineEnd);
            out.push(scalar);
            return;
        }
        const key = text.slice(p, colon);
        if (key === '' || INDICATOR.has(key[0]) || key === '<<' || key.endsWith(' ') || /[[\]{}]/.test(key))
            refuse();
        const pair = entry('pair', indent, p, virtual);
        pair.key = key;
        out.push(pair);
        const q = skipSpaces(text, colon + 1, end);
        if (q === end || text[q] === '#')
            empty(pair, q, end, lineEnd);
        else if (text[q] === '-' && (q + 1 === end || text[q + 1] === ' '))
            refuse(); // `key: - x`
        else
            pair.value = flow(text, q, end, lineEnd);
        return;
    }
}
/** No value on the line: the parser's null sits after the spaces, spanning a comment if any. */
function empty(e, at, end, lineEnd) {
    e.emptyAt = at;
    e.emptyEnd = at < end ? lineEnd : at;
}
function skipSpaces(text, p, end) {
    while (p < end && text.charCodeAt(p) === 32)
        p++;
    return p;
}
/** The `:` that ends a plain key at `p` (followed by a space or the line's end), or -1. */
function keyColon(text, p, end) {
    for (let i = p; i < end; i++) {
        const c = text.charCodeAt(i);
        if (c === 58 /* : */ && (i + 1 === end || text.charCodeAt(i + 1) === 32))
            return i;
        if (c === 32 && text.charCodeAt(i + 1) === 35 /* # */)
            return -1;
    }
    return -1;
}
/** A one-line scalar at `p`, followed only by spaces and maybe a comment, or Refused. */
function flow(text, p, end, lineEnd) {
    const c = text[p];
    let value;
    let close;
    let type;
    if (c === "'") {
        let j = p + 1;
        for (;;) {
            const k = text.indexOf("'", j);
            if (k < 0 || k >= end)
                refuse();
            if (text[k + 1] === "'")
                j = k + 2;
            else {
                close = k + 1;
                break;
            }
        }
        value = text.slice(p + 1, close - 1).replaceAll("''", "'");
        type = dist/* Scalar */.X5.QUOTE_SINGLE;
    }
    else if (c === '"') {
        const k = text.indexOf('"', p + 1);
        if (k < 0 || k >= end)
            refuse();
        value = text.slice(p + 1, k);
        if (value.includes('\\'))
            refuse();
        close = k + 1;
        type = dist/* Scalar */.X5.QUOTE_DOUBLE;
    }
    else {
        if (INDICATOR.has(c) && !(c === '-' && p + 1 < end && text[p + 1] !== ' '))
            refuse();
        let stop = end;
        for (let i = p; i < end; i++) {
            const ch = text.charCodeAt(i);
            if (ch === 58 /* : */ && (i + 1 === end || text.charCodeAt(i + 1) === 32))
                refuse();
            if (ch === 32 && text.charCodeAt(i + 1) === 35 /* # */) {
                stop = i;
                break;
            }
        }
        while (stop > p && text.charCodeAt(stop - 1) === 32)
            stop--;
        return { type: dist/* Scalar */.X5.PLAIN, text: text.slice(p, stop), offset: p, end: stop, lineEnd };
    }
    // After a quoted scalar: spaces, then the line's end or a comment (a `:` would make it a key).
    const after = skipSpaces(text, close, end);
    if (after !== end && !(after > close && text[after] === '#'))
        refuse();
    return { type, text: value, offset: p, end: close, lineEnd };
}
/** Builds the nodes of the entries: recursive descent over indentation. */
class BlockReader {
    entries;
    k = 0;
    depth = 0;
    schema;
    options;
    constructor(entries) {
        this.entries = entries;
    }
    documents() {
        const docs = [];
        const { entries } = this;
        while (this.k < entries.length) {
            const marker = entries[this.k].kind === 'start' ? entries[this.k++] : null;
            const doc = new dist/* Document */.yo(undefined, { uniqueKeys: false, prettyErrors: false });
            this.schema = doc.schema;
            this.options = doc.options;
            const first = entries[this.k];
            let contents;
            if (first && first.kind !== 'start') {
                if (first.indent !== 0)
                    refuse(); // an indented document (the parser's range differs)
                contents = this.block(first);
                if (this.k < entries.length && entries[this.k].kind !== 'start')
                    refuse();
            }
            else {
                // `---` with nothing after it: the parser's null past the marker and its spaces.
                contents = this.nullScalar(marker.emptyAt, marker.emptyEnd);
            }
            const end = contents.range[2];
            doc.contents = contents;
            doc.range = [marker ? marker.offset : contents.range[0], end, end];
            if (marker)
                doc.directives.docStart = true;
            docs.push(doc);
        }
        return docs;
    }
    /** The node whose first entry is `e` (the next one). */
    block(e) {
        if (e.kind === 'item' || e.kind === 'pair') {
            // Deep nesting is left to the full parser: the recursion here stays far from the stack's end.
            if (++this.depth > yaml_block_MAX_DEPTH)
                refuse();
            const node = e.kind === 'item' ? this.seq(e.indent) : this.map(e.indent);
            this.depth--;
            return node;
        }
        if (e.kind === 'scalar') {
            this.k++;
            return this.scalar(e.value, false);
        }
        return refuse();
    }
    /** Whether the next entry is inside the current document and deeper than `indent`. */
    deeper(indent) {
        const next = this.entries[this.k];
        return next !== undefined && next.kind !== 'start' && next.indent > indent;
    }
    seq(n) {
        const { entries } = this;
        const seq = new dist/* YAMLSeq */.Rw(this.schema);
        const start = entries[this.k].offset;
        let last = start;
        while (this.k < entries.length && entries[this.k].kind === 'item' && entries[this.k].indent === n) {
            const item = entries[this.k++];
            const next = entries[this.k];
            let value;
            if (next?.virtual)
                value = this.block(next);
            else if (this.deeper(n))
                value = this.block(next);
            else
                value = this.nullScalar(item.emptyAt, item.emptyEnd);
            seq.items.push(value);
            last = value.range[2];
            if (this.deeper(n))
                refuse(); // a continuation line, or indentation that fits no node
        }
        seq.range = [start, last, last];
        return seq;
    }
    map(n) {
        const { entries } = this;
        const map = new dist/* YAMLMap */.CA(this.schema);
        const start = entries[this.k].offset;
        let last = start;
        const keys = new Set();
        while (this.k < entries.length && entries[this.k].kind === 'pair' && entries[this.k].indent === n) {
            const e = entries[this.k++];
            const key = this.scalar({
                type: dist/* Scalar */.X5.PLAIN,
                text: e.key,
                offset: e.offset,
                end: e.offset + e.key.length,
                lineEnd: e.offset + e.key.length,
            }, true);
            // A repeated key is left to the full parser (and its warning); values as duplicateKeys compares them.
            if (keys.has(key.value))
                refuse();
            keys.add(key.value);
            let value;
            const next = entries[this.k];
            if (e.value)
                value = this.scalar(e.value, false);
            else if (this.deeper(n))
                value = this.block(next);
            else if (next && next.kind === 'item' && next.indent === n)
                value = this.seq(n); // `key:` + `- ` at its indent
            else
                value = this.nullScalar(e.emptyAt, e.emptyEnd);
            map.items.push(new dist/* Pair */.Rm(key, value));
            last = value.range[2];
            if (this.deeper(n))
                refuse();
        }
        map.range = [start, last, last];
        return map;
    }
    nullScalar(at, end) {
        return this.scalar({ type: dist/* Scalar */.X5.PLAIN, text: '', offset: at, end: at, lineEnd: end }, false);
    }
    /** A scalar node as the composer makes it: plain text resolved by the schema's default tags. */
    scalar(f, atKey) {
        let node;
        if (f.type === dist/* Scalar */.X5.PLAIN) {
            const tag = this.schema.tags.find((t) => (t.default === true || (atKey && t.default === 'key')) && t.test?.test(f.text));
            if (tag && 'resolve' in tag && tag.resolve) {
                let failed = false;
                const value = tag.resolve(f.text, () => (failed = true), this.options);
                // Floats come back as a Scalar (keeping their fraction digits), as the composer takes them.
                if (failed || (typeof value === 'object' && value !== null && !(value instanceof dist/* Scalar */.X5)))
                    refuse();
                node = value instanceof dist/* Scalar */.X5 ? value : new dist/* Scalar */.X5(value);
                if (tag.format)
                    node.format = tag.format;
            }
            else {
                node = new dist/* Scalar */.X5(f.text);
            }
        }
        else {
            node = new dist/* Scalar */.X5(f.text);
        }
        node.range = [f.offset, f.end, f.lineEnd];
        node.source = f.text;
        node.type = f.type;
        return node;
    }
}

;// CONCATENATED MODULE: ./src/refs/yaml-bounds.ts
// Bounds on what a YAML document may make discovery do, and the duplicated keys it holds.
//   - Aliases and `<<` merge keys can make a few hundred bytes stand for billions of nodes (a
//     "billion laughs" of nested merges). The `yaml` package's maxAliasCount only bounds toJS(),
//     which discovery never calls: it walks the nodes, following aliases and merges itself. So
//     the expanded size is computed here first, in time linear in the document (memoized per
//     node), and a document past the cap is not walked at all.
//   - Alias.resolve(doc) visits the whole document on each call; the targets of every alias are
//     found here in one visit instead.
//   - Duplicated keys are allowed by the parser (uniqueKeys: false) and reported as warnings;
//     the reader takes the last one, as most Kubernetes tooling does.

/** Nodes a document may expand to (its aliases and merges followed) before it is refused. */
const MAX_EXPANDED_NODES = 1_000_000;
// Nesting deeper than this is not measured further (the reader does not go deeper either).
const yaml_bounds_MAX_DEPTH = 256;
/** Each alias of the document -> the node it names (the last anchor of that name before it). */
function aliasTargets(doc) {
    const anchors = new Map();
    const targets = new Map();
    // Document order: an anchor defined after an alias is not its target.
    (0,dist/* visit */.YR)(doc, {
        Node(_key, node) {
            if ((0,dist/* isAlias */.Vj)(node)) {
                const target = anchors.get(node.source);
                if (target)
                    targets.set(node, target);
            }
            else if (node.anchor)
                anchors.set(node.anchor, node);
        },
    });
    return targets;
}
/**
 * How many nodes the document stands for with every alias (and so every merge) expanded, up to
 * a bit past `limit` (Infinity for an alias inside its own anchor).
 */
function expandedSize(doc, targets, limit = MAX_EXPANDED_NODES) {
    const memo = new Map();
    const size = (node, depth) => {
        if (node === null || node === undefined || typeof node !== 'object')
            return 1;
        if (depth > yaml_bounds_MAX_DEPTH)
            return 1;
        const known = memo.get(node);
        if (known !== undefined)
            return known;
        memo.set(node, Infinity); // while being measured: a cycle is infinite
        let total = 1;
        if ((0,dist/* isAlias */.Vj)(node)) {
            const target = targets.get(node);
            total = target ? size(target, depth + 1) : 1;
        }
        else if ((0,dist/* isCollection */.P3)(node)) {
            for (const item of node.items) {
                if ((0,dist/* isScalar */.jn)(item) || (0,dist/* isAlias */.Vj)(item) || (0,dist/* isCollection */.P3)(item))
                    total += size(item, depth + 1);
                else if ((0,dist/* isPair */.tO)(item))
                    total += size(item.key, depth + 1) + size(item.value, depth + 1);
                if (total > limit)
                    break;
            }
        }
        memo.set(node, total);
        return total;
    };
    return size(doc.contents, 0);
}
/** A warning at each key that repeats an earlier key of the same map (scalar keys; not `<<`). */
function duplicateKeys(file, doc, lineCounter) {
    const problems = [];
    (0,dist/* visit */.YR)(doc, {
        Map(_key, map) {
            const seen = new Set();
            for (const pair of map.items) {
                if (!(0,dist/* isScalar */.jn)(pair.key) || pair.key.value === '<<')
                    continue;
                const id = `${typeof pair.key.value}:${String(pair.key.value)}`;
                if (seen.has(id)) {
                    const line = lineCounter.linePos(pair.key.range?.[0] ?? 0).line;
                    problems.push({
                        file,
                        line,
                        level: 'warning',
                        message: `the key "${String(pair.key.value)}" is repeated in one mapping; the last value is read`,
                    });
                }
                seen.add(id);
            }
        },
    });
    return problems;
}
/** Indexes of the pairs of `map` that a later pair with the same scalar key overrides. */
function shadowedPairs(map) {
    const last = new Map();
    map.items.forEach((pair, i) => {
        if ((0,dist/* isScalar */.jn)(pair.key))
            last.set(pair.key.value, i);
    });
    const shadowed = new Set();
    map.items.forEach((pair, i) => {
        if ((0,dist/* isScalar */.jn)(pair.key) && last.get(pair.key.value) !== i)
            shadowed.add(i);
    });
    return shadowed;
}

;// CONCATENATED MODULE: ./src/refs/yaml-files.ts
// Image references in YAML files, each document of a multi-document file on its own:
//   - GitHub workflows (a top-level `jobs` map): jobs.*.container (a string or its .image),
//     jobs.*.services.* (a string or its .image), jobs.*.steps[*].uses: docker://<ref>;
//   - Docker container actions (action.yml, `runs.using: docker`): runs.image: docker://<ref>;
//   - Compose files (a top-level `services` map, or version 1's services at the top level):
//     services.*.image, with Compose's `${VAR:-default}` interpolation; a service that also has
//     `build:` names the image it builds, not one it pulls;
//   - anything else is read as Kubernetes-like: every `image` of an item of a `containers`,
//     `initContainers` or `ephemeralContainers` list and every `image.reference` of a `volumes`
//     item (image volumes), at any depth, so every workload kind (Pod, Deployment, CronJob's
//     jobTemplate, List items, CRDs embedding pod specs) is covered; plus Helm-style image maps
//     (helm-values.ts), and in Helm values files image strings under image keys.
// Lines come from the scalar's own position (a LineCounter), so they are exact even for
// flow style or multi-line values. `<<` merge keys and aliases are followed: the line is where
// the reference text is written (the anchor), reported once however many times it is merged.
// Templates (Helm, Jinja) that are not YAML as written are read with their tags taken out
// (templates.ts), with a warning; a value holding a tag is skipped, never guessed.







const CONTAINER_LISTS = new Set(['containers', 'initContainers', 'ephemeralContainers']);
const yaml_files_DOCKER_SCHEME = 'docker://';
// Deeper nesting than this is no manifest; the bound keeps recursion safe on hostile input.
const yaml_files_MAX_DEPTH = 200;
/** `fullParser`: skip the block-YAML fast path (yaml-block.ts), as the tests compare both. */
function scanYaml(file, content, options = {}) {
    const found = [];
    const skipped = [];
    const problems = [];
    let lineCounter = new dist/* LineCounter */.HN();
    // Duplicated keys are read (the last wins) and warned about below, not a parse error (the
    // parser's own check is also quadratic in a mapping's size).
    // Plain block YAML is read directly into the same nodes, allocating a fraction of what the
    // full parser does; anything else (null) goes to the full parser.
    let docs = (options.fullParser ? null : readBlockYaml(content, lineCounter)) ??
        (0,dist/* parseAllDocuments */.hR)(content, { lineCounter, prettyErrors: false, uniqueKeys: false });
    let text = content;
    let template = null;
    // A file that is YAML as written is read as written, even with `{{ }}` in a string (an alert
    // rule's message); one that is not, and holds template tags, is read without them.
    if (Array.isArray(docs) && docs.some((doc) => doc.errors.length > 0) && isTemplate(content)) {
        template = untemplate(content);
        text = template.text;
        problems.push({
            file,
            line: template.firstLine,
            level: 'warning',
            message: 'is a template (Helm or Jinja tags): read without its tags, so values built by a tag are not checked; check the rendered output for those',
        });
        lineCounter = new dist/* LineCounter */.HN();
        // A template's if/else branches both stay once the tags are out, so a key may repeat.
        docs = (0,dist/* parseAllDocuments */.hR)(text, { lineCounter, prettyErrors: false, uniqueKeys: false });
    }
    if (!Array.isArray(docs))
        return { found, skipped, problems }; // an empty stream
    for (const doc of docs) {
        const error = doc.errors[0];
        if (error) {
            // A broken document is reported, and the other documents of the file are still read.
            // An error at the end of the text (an unclosed bracket) is put on the last line there is.
            const line = yamlErrorLine(lineCounter, error.pos[0], text);
            const what = template ? 'cannot read the template as YAML without rendering it' : 'cannot parse YAML';
            problems.push({ file, line, message: `${what}: ${error.message}` });
            continue;
        }
        // Aliases and merges are bounded before anything follows them (see yaml-bounds.ts).
        const targets = aliasTargets(doc);
        if (expandedSize(doc, targets) > MAX_EXPANDED_NODES) {
            const line = lineCounter.linePos(doc.range[0]).line;
            problems.push({
                file,
                line,
                message: `not scanned: its aliases and merge keys expand to more than ${MAX_EXPANDED_NODES} nodes`,
            });
            continue;
        }
        if (!template)
            problems.push(...duplicateKeys(file, doc, lineCounter));
        const reader = new DocumentReader(doc, file, text, lineCounter, found, skipped, template?.tags ?? [], isHelmValuesFile(file), targets);
        reader.read();
    }
    return { found, skipped, problems };
}
class DocumentReader {
    doc;
    file;
    content;
    lineCounter;
    found;
    skipped;
    templateTags;
    helmValues;
    targets;
    /** Nodes already reported: one merged into several places is one location. */
    reported = new Set();
    constructor(doc, file, content, lineCounter, found, skipped, templateTags, helmValues, targets) {
        this.doc = doc;
        this.file = file;
        this.content = content;
        this.lineCounter = lineCounter;
        this.found = found;
        this.skipped = skipped;
        this.templateTags = templateTags;
        this.helmValues = helmValues;
        this.targets = targets;
    }
    read() {
        const root = this.resolve(this.doc.contents);
        if ((0,dist/* isMap */.jh)(root)) {
            const jobs = this.map(this.get(root, 'jobs'));
            if (jobs)
                return this.workflow(jobs);
            if (actionImage(this, root))
                return;
            const services = this.map(this.get(root, 'services'));
            if (services)
                return this.compose(services);
            if (!this.helmValues && this.isComposeV1(root))
                return this.compose(root);
        }
        this.kubernetes(root, 0);
        helmImages(this, root, this.helmValues);
    }
    workflow(jobs) {
        for (const job of this.values(jobs)) {
            const container = this.get(job, 'container');
            if ((0,dist/* isScalar */.jn)(container))
                this.image(container);
            else if ((0,dist/* isMap */.jh)(container))
                this.image(this.get(container, 'image'));
            const services = this.map(this.get(job, 'services'));
            // A service is a map with `image`, or the image as a bare string, as a job container may be.
            if (services) {
                for (const pair of services.items) {
                    const service = this.resolve(pair.value);
                    if ((0,dist/* isScalar */.jn)(service))
                        this.image(service);
                    else if ((0,dist/* isMap */.jh)(service))
                        this.image(this.get(service, 'image'));
                }
            }
            const steps = this.get(job, 'steps');
            if (!(0,dist/* isSeq */.oP)(steps))
                continue;
            for (const item of steps.items) {
                const step = this.map(item);
                const uses = step && this.get(step, 'uses');
                // Other `uses:` are actions (owner/repo@ref, ./path), not images.
                if ((0,dist/* isScalar */.jn)(uses) && typeof uses.value === 'string' && uses.value.startsWith(yaml_files_DOCKER_SCHEME)) {
                    this.report(uses.value.slice(yaml_files_DOCKER_SCHEME.length), uses);
                }
            }
        }
    }
    /**
     * A version 1 Compose file has its services at the top level: every top-level value is a map
     * and one at least has `image` or `build`. (A Kubernetes manifest has string apiVersion and
     * kind; a values file is read as Helm values.)
     */
    isComposeV1(root) {
        let service = false;
        for (const pair of root.items) {
            if ((0,dist/* isScalar */.jn)(pair.key) && pair.key.value === '<<')
                continue;
            const value = this.map(pair.value);
            if (!value)
                return false;
            if (this.get(value, 'image') !== null || this.get(value, 'build') !== null)
                service = true;
        }
        return service;
    }
    compose(services) {
        for (const service of this.values(services)) {
            // With `build:`, `image:` names the image Compose builds and tags, not a pulled one.
            if (this.get(service, 'build') !== null)
                continue;
            const image = this.get(service, 'image');
            if (!(0,dist/* isScalar */.jn)(image) || typeof image.value !== 'string' || image.value === '') {
                this.image(image);
                continue;
            }
            const { value, unresolved } = interpolateCompose(image.value);
            if (unresolved.length > 0) {
                const names = unresolved.join(', ');
                this.skip(image.value, image, `"${image.value}" holds a variable without a default (${names}), known only where the file is used`);
            }
            else
                this.report(value, image);
        }
    }
    kubernetes(node, depth) {
        if (depth > yaml_files_MAX_DEPTH)
            return;
        // Aliases are not entered: the node they name is walked where it is defined.
        if ((0,dist/* isMap */.jh)(node)) {
            const shadowed = shadowedPairs(node);
            for (const [index, pair] of node.items.entries()) {
                if (shadowed.has(index))
                    continue; // a duplicated key: the last one is read
                const key = (0,dist/* isScalar */.jn)(pair.key) ? pair.key.value : null;
                const value = pair.value;
                if (typeof key === 'string' && CONTAINER_LISTS.has(key)) {
                    for (const container of this.mapsOf(value))
                        this.image(this.get(container, 'image'));
                }
                if (key === 'volumes') {
                    // Image volumes (Kubernetes 1.31+): the node pulls `image.reference` as an OCI image.
                    for (const volume of this.mapsOf(value)) {
                        const image = this.map(this.get(volume, 'image'));
                        if (image)
                            this.image(this.get(image, 'reference'));
                    }
                }
                if (!(0,dist/* isAlias */.Vj)(value))
                    this.kubernetes(value, depth + 1);
            }
        }
        else if ((0,dist/* isSeq */.oP)(node)) {
            for (const item of node.items)
                if (!(0,dist/* isAlias */.Vj)(item))
                    this.kubernetes(item, depth + 1);
        }
    }
    /** The maps of a list (aliases resolved); none when `node` is no list. */
    mapsOf(node) {
        const list = this.resolve(node);
        if (!(0,dist/* isSeq */.oP)(list))
            return [];
        return list.items.map((item) => this.map(item)).filter((item) => item !== null);
    }
    image(node) {
        if (!(0,dist/* isScalar */.jn)(node))
            return;
        const { value } = node;
        if (typeof value === 'string' && value !== '')
            this.report(value, node);
        else if (typeof value === 'number')
            this.report(node.source ?? String(value), node);
    }
    report(written, node) {
        const ref = restoreTemplate(written, this.templateTags);
        const why = unresolvedReason(ref);
        if (why)
            return this.skip(ref, node, `"${ref}" ${why}`);
        const location = this.locate(node);
        if (location)
            this.found.push({ ref, location });
    }
    skip(written, node, reason) {
        const location = this.locate(node);
        const ref = restoreTemplate(written, this.templateTags);
        if (location)
            this.skipped.push({ ref, kind: 'unresolved', reason: restoreTemplate(reason, this.templateTags), location });
    }
    /** Where a value is written; null when it was already reported (merged into several places). */
    locate(node) {
        if (this.reported.has(node))
            return null;
        this.reported.add(node);
        let offset = node.range?.[0] ?? 0;
        if ((0,dist/* isScalar */.jn)(node) && (node.type === dist/* Scalar */.X5.BLOCK_FOLDED || node.type === dist/* Scalar */.X5.BLOCK_LITERAL)) {
            // A block scalar starts at its `>` or `|` header; the reference is on the lines below.
            const header = this.content.indexOf('\n', offset);
            const text = header < 0 ? -1 : this.content.slice(header).search(/\S/);
            if (text >= 0)
                offset = header + text;
        }
        return { file: this.file, line: this.lineCounter.linePos(offset).line };
    }
    resolve(node, depth = 0) {
        if ((0,dist/* isAlias */.Vj)(node))
            return depth > 16 ? null : this.resolve(this.targets.get(node), depth + 1);
        return node ?? null;
    }
    isAlias(node) {
        return (0,dist/* isAlias */.Vj)(node);
    }
    map(node) {
        const resolved = this.resolve(node);
        return (0,dist/* isMap */.jh)(resolved) ? resolved : null;
    }
    /** Map values that are maps (jobs, services), aliases resolved. */
    values(map) {
        const out = [];
        const shadowed = shadowedPairs(map);
        for (const [index, pair] of map.items.entries()) {
            if (shadowed.has(index))
                continue;
            const value = this.map(pair.value);
            if (value)
                out.push(value);
        }
        return out;
    }
    /** The value at `key`, aliases resolved, looking into `<<` merges as Compose does. */
    get(map, key, depth = 0) {
        // The last of duplicated keys wins.
        for (let i = map.items.length - 1; i >= 0; i--) {
            const pair = map.items[i];
            if ((0,dist/* isScalar */.jn)(pair.key) && pair.key.value === key)
                return this.resolve(pair.value);
        }
        if (depth > 16)
            return null;
        for (const pair of map.items) {
            if (!(0,dist/* isScalar */.jn)(pair.key) || pair.key.value !== '<<')
                continue;
            const merged = this.resolve(pair.value);
            const sources = (0,dist/* isSeq */.oP)(merged) ? merged.items.map((item) => this.resolve(item)) : [merged];
            for (const source of sources) {
                if (!(0,dist/* isMap */.jh)(source))
                    continue;
                const value = this.get(source, key, depth + 1);
                if (value)
                    return value;
            }
        }
        return null;
    }
}
/**
 * The line of a YAML parse error at `pos` of `text`: an error at the very end (an unclosed
 * bracket) is put on the last line that has text, counted as LineCounter does (at '\n').
 */
function yamlErrorLine(lines, pos, text) {
    const breaks = text.split('\n').length - 1;
    const last = text.endsWith('\n') ? Math.max(breaks, 1) : breaks + 1;
    return Math.min(lines.linePos(pos).line, last);
}
/** Why a value cannot be checked as written, or null when it can. */
function unresolvedReason(ref) {
    if (ref.includes('${{'))
        return 'holds a GitHub Actions expression, known only when the workflow runs';
    if (/\$(?:\{|\(|[A-Za-z_])/.test(ref))
        return 'holds a variable, known only where the file is used';
    // Helm, Jinja and similar templates: the value is filled in when the file is rendered.
    if (ref.includes('{{') || ref.includes('{%'))
        return 'holds a template expression, known only when the file is rendered';
    return null;
}


/***/ })

};
