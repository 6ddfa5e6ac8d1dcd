export const id = 966;
export const ids = [966,842,491,599];
export const modules = {

/***/ 2842:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   checkRunsOf: () => (/* binding */ checkRunsOf),
/* harmony export */   publishCheckRun: () => (/* binding */ publishCheckRun)
/* harmony export */ });
/* harmony import */ var _report_check_run_batches__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(23491);
// The check run `image-check` over the run's client: created with its first 50 annotations,
// each further 50 appended by an update (report/check-run-batches.ts makes the outputs).

function checkRunsOf(octokit, { owner, repo }) {
    const rest = octokit.rest;
    return {
        async create({ name, headSha, conclusion, output }) {
            const { data } = await rest.checks.create({
                owner,
                repo,
                name,
                head_sha: headSha,
                status: 'completed',
                conclusion,
                output,
                // Not retried after a failure that may have reached GitHub (a second check run); a rate
                // limit's refusal did not, and is sent again after GitHub's wait (the throttling plugin).
                request: { retries: 0 },
            });
            return { id: data.id, url: data.html_url ?? null };
        },
        async update(check_run_id, output) {
            await rest.checks.update({ owner, repo, check_run_id, output });
        },
    };
}
/** Creates the check run and appends the rest of `outputs`, one request each. Throws what the API answered. */
async function publishCheckRun(api, input) {
    const [first, ...rest] = input.outputs;
    const created = await api.create({
        name: _report_check_run_batches__WEBPACK_IMPORTED_MODULE_0__.CHECK_RUN_NAME,
        headSha: input.headSha,
        conclusion: input.failed ? 'failure' : 'success',
        output: first ?? { title: '', summary: '', annotations: [] },
    });
    for (const output of rest)
        await api.update(created.id, output);
    return { ...created, requests: 1 + rest.length };
}


/***/ }),

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

/***/ 47459:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ toMarked)
/* harmony export */ });
/** A comment or issue as a marked text; `order` is its number or id (GitHub's are in creation order). */
function toMarked(written, id, order = Number(id)) {
    return {
        id,
        body: written.body ?? '',
        author: written.user?.login ?? '',
        authorIsBot: written.user?.type === 'Bot',
        order,
    };
}


/***/ }),

/***/ 43966:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  lazyApi: () => (/* binding */ lazyApi),
  payloadOf: () => (/* binding */ payloadOf),
  resolvePullRequest: () => (/* binding */ resolvePullRequest)
});

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 15 modules
var schemas = __webpack_require__(9691);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/github/pull-request-events.ts
var pull_request_events = __webpack_require__(52336);
// EXTERNAL MODULE: ./src/refs/discover.ts + 2 modules
var discover = __webpack_require__(66850);
// EXTERNAL MODULE: ./src/github/session.ts
var session = __webpack_require__(87599);
// EXTERNAL MODULE: ./src/github/check-runs.ts
var check_runs = __webpack_require__(2842);
// EXTERNAL MODULE: ./src/github/marked.ts
var marked = __webpack_require__(47459);
;// CONCATENATED MODULE: ./src/github/writes.ts

function reviewCommentsOf(github, { owner, repo }, pull_number) {
    const { octokit } = github;
    const rest = octokit.rest;
    return {
        viewer: () => github.viewer(),
        async list() {
            const all = await octokit.paginate(rest.pulls.listReviewComments, { owner, repo, pull_number, per_page: 100 });
            return all.map((c) => ({ ...(0,marked/* toMarked */.C)(c, c.id), path: c.path, line: c.line ?? null }));
        },
        async review(comments, commitId) {
            if (comments.length === 0)
                return;
            await rest.pulls.createReview({
                owner,
                repo,
                pull_number,
                commit_id: commitId,
                event: 'COMMENT',
                comments: comments.map(({ body, path, line }) => ({ body, path, line, side: 'RIGHT' })),
                request: { retries: 0 },
            });
        },
        async update(comment_id, body) {
            await rest.pulls.updateReviewComment({ owner, repo, comment_id, body });
        },
        async remove(comment_id) {
            await rest.pulls.deleteReviewComment({ owner, repo, comment_id });
        },
    };
}

;// CONCATENATED MODULE: ./src/github/pulls.ts
// The pull request endpoints of one repository over the run's client: the diff's files, a file
// at a commit, the pull request itself, the sticky comment's store, the review and check runs.






/** The endpoints of `owner/repo` over the run's GitHub (`github`), or over a client of their own (tests). */
function gitHubApi(options) {
    const { owner, repo } = options;
    const github = 'github' in options ? options.github : (0,session.createGitHub)(options);
    const { octokit } = github;
    const rest = octokit.rest;
    return {
        reviewComments: (number) => reviewCommentsOf(github, { owner, repo }, number),
        checkRuns: (0,check_runs.checkRunsOf)(octokit, { owner, repo }),
        async listPullFiles(pull_number) {
            const files = await octokit.paginate(rest.pulls.listFiles, { owner, repo, pull_number, per_page: 100 });
            return files.map((f) => ({
                filename: f.filename,
                status: f.status,
                previous_filename: f.previous_filename,
                patch: f.patch,
            }));
        },
        getContent: (path, ref) => contentOf(github, { owner, repo }, path, ref),
        async getPull(pull_number) {
            const { data } = await rest.pulls.get({ owner, repo, pull_number });
            return data;
        },
        async pullsForCommit(commit_sha) {
            const { data } = await rest.repos.listPullRequestsAssociatedWithCommit({
                owner,
                repo,
                commit_sha,
                per_page: 100,
            });
            return data.filter((p) => p.state === 'open' && p.head.sha === commit_sha);
        },
        comments: (issue_number) => ({
            viewer: () => github.viewer(),
            async list() {
                const all = await octokit.paginate(rest.issues.listComments, { owner, repo, issue_number, per_page: 100 });
                return all.map((c) => (0,marked/* toMarked */.C)(c, c.id));
            },
            async create(body) {
                // Never retried: a creation that may have reached GitHub would be a duplicate comment.
                const created = await rest.issues.createComment({ owner, repo, issue_number, body, request: { retries: 0 } });
                return created.data.id;
            },
            async update(comment_id, body) {
                await rest.issues.updateComment({ owner, repo, comment_id, body });
            },
        }),
    };
}
const fileSchema = schemas/* object */.Ikc({
    type: schemas/* string */.YjP(),
    encoding: schemas/* string */.YjP().optional(),
    content: schemas/* string */.YjP().optional(),
    size: schemas/* number */.aig().optional(),
});
/** A file's text at `ref`, or null when it is not a file there; over the scan cap is an error. */
async function contentOf(github, { owner, repo }, path, ref) {
    const rest = github.octokit.rest;
    let answer;
    try {
        ({ data: answer } = await rest.repos.getContent({ owner, repo, path, ref }));
    }
    catch (error) {
        if ((0,session.httpStatus)(error) === 404)
            return null;
        throw error;
    }
    // A directory is a list; a symlink or a submodule is not a file.
    const parsed = fileSchema.safeParse(answer);
    if (!parsed.success || parsed.data.type !== 'file')
        return null;
    const data = parsed.data;
    // The same cap as a file read from the workspace, checked before any content is fetched.
    if (data.size !== undefined && data.size > discover.MAX_FILE_BYTES)
        throw new Error(`${path} at ${ref.slice(0, 12)} is ${data.size} bytes, over the ${discover.MAX_FILE_BYTES} a scanned file may have; not read`);
    if (data.encoding === 'base64' && typeof data.content === 'string')
        return Buffer.from(data.content, 'base64').toString('utf8');
    // Files over 1 MB come without content ("encoding": "none"): ask for the raw bytes.
    const raw = await rest.repos.getContent({ owner, repo, path, ref, mediaType: { format: 'raw' } });
    const text = typeof raw.data === 'string' ? raw.data : JSON.stringify(raw.data);
    if (Buffer.byteLength(text) > discover.MAX_FILE_BYTES)
        throw new Error(`${path} at ${ref.slice(0, 12)} is over the ${discover.MAX_FILE_BYTES} bytes a scanned file may have; not read`);
    return text;
}

;// CONCATENATED MODULE: ./src/github/pull-event.ts





const repoSchema = schemas/* looseObject */._H3({ full_name: schemas/* string */.YjP().min(1) }).nullish();
const sideSchema = schemas/* looseObject */._H3({
    sha: schemas/* string */.YjP().regex(/^[0-9a-f]{7,64}$/i, 'must be a commit sha'),
    ref: schemas/* string */.YjP().optional(),
    repo: repoSchema,
});
const pullSchema = schemas/* looseObject */._H3({
    number: schemas/* number */.aig().int().positive(),
    state: schemas/* string */.YjP().optional(),
    base: sideSchema,
    head: sideSchema,
});
const payloadSchema = schemas/* looseObject */._H3({
    pull_request: schemas/* unknown */.L5J().optional(),
    issue: schemas/* looseObject */._H3({ number: schemas/* number */.aig().int().positive(), pull_request: schemas/* unknown */.L5J().optional() }).optional(),
    repository: schemas/* looseObject */._H3({ full_name: schemas/* string */.YjP().min(1) }).optional(),
});
/** The event payload the runner wrote (read once by the action's context), or {} when there is none. */
function payloadOf(runner) {
    const event = runner.event;
    if (event === null)
        return {};
    if ('error' in event)
        throw new errors/* RunnerEventError */.Nq(event.error);
    const parsed = payloadSchema.safeParse(event.json);
    if (!parsed.success)
        throw new errors/* RunnerEventError */.Nq(`the event payload ${runner.eventPath} is not an event: ${parsed.error.issues[0]?.message ?? 'unexpected shape'}`);
    return parsed.data;
}
/** owner/repo of the run: `GITHUB_REPOSITORY`, else the payload's repository. */
function repositoryOf(repository, payload) {
    const { owner, repo } = (0,session.splitRepository)(repository || payload.repository?.full_name || '');
    if (!owner || !repo)
        throw new errors/* RunnerEventError */.Nq('GITHUB_REPOSITORY is not set (owner/repo)');
    return { owner, repo };
}
function parsePull(value, where) {
    const parsed = pullSchema.safeParse(value);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new errors/* RunnerEventError */.Nq(`${where}: pull request field ${issue?.path.join('.') || '(root)'} ${issue?.message ?? 'is invalid'}`);
    }
    return parsed.data;
}
function describePull(pull, context) {
    const baseRepo = pull.base.repo?.full_name ?? `${context.owner}/${context.repo}`;
    const headRepo = pull.head.repo?.full_name ?? null;
    const merge = context.eventName === 'pull_request' &&
        /^[0-9a-f]{40,64}$/i.test(context.runSha) &&
        context.runSha !== pull.head.sha;
    return {
        owner: context.owner,
        repo: context.repo,
        number: pull.number,
        baseSha: pull.base.sha,
        headSha: pull.head.sha,
        readSha: merge ? context.runSha : pull.head.sha,
        fork: headRepo === null || headRepo.toLowerCase() !== baseRepo.toLowerCase(),
    };
}
/**
 * The pull request this run comments on. `auto`: the pull request of a `pull_request` or
 * `pull_request_target` event. `always`: also any other event that carries one, a comment on a
 * pull request (`issue_comment`), or else the open pull request whose head is the run's commit
 * (e.g. a `push` to its branch). `api` is only asked when the payload does not say.
 */
async function resolvePullRequest(mode, runner, payload, api) {
    const { eventName } = runner;
    const notNow = (0,pull_request_events/* commentSkipReason */.p)(mode, eventName);
    if (notNow !== null)
        return { skip: notNow };
    const { owner, repo } = repositoryOf(runner.repository, payload);
    const runSha = runner.sha;
    const context = { eventName, owner, repo, runSha };
    if (payload.pull_request !== undefined)
        return { pull: describePull(parsePull(payload.pull_request, 'event payload'), context) };
    if (mode === 'auto')
        return { skip: `the ${eventName} event payload has no pull_request` };
    const client = api();
    if (!client)
        return { skip: 'github-token is empty, so the pull request of this run cannot be looked up' };
    if (payload.issue?.pull_request !== undefined) {
        return { pull: describePull(parsePull(await client.getPull(payload.issue.number), 'GET pull request'), context) };
    }
    if (!runSha)
        return { skip: 'GITHUB_SHA is not set, so no pull request can be found for this run' };
    const [first] = await client.pullsForCommit(runSha);
    if (!first)
        return { skip: `no open pull request has ${runSha.slice(0, 7)} as its head` };
    return { pull: describePull(parsePull(first, 'pull requests of the commit'), context) };
}
/** The run repository's endpoints over the run's GitHub, made on first use; null without one. */
function lazyApi(options, payload) {
    let apiClient = options.api;
    return () => {
        if (apiClient === undefined) {
            const { github } = options;
            if (!github)
                return (apiClient = null);
            const { owner, repo } = (0,session.splitRepository)(options.runner.repository || payload.repository?.full_name || '');
            apiClient = gitHubApi({ github, owner, repo });
        }
        return apiClient;
    };
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


/***/ }),

/***/ 23491:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CHECK_RUN_NAME: () => (/* binding */ CHECK_RUN_NAME),
/* harmony export */   checkRunAnnotations: () => (/* binding */ checkRunAnnotations),
/* harmony export */   checkRunOutputs: () => (/* binding */ checkRunOutputs)
/* harmony export */ });
/* harmony import */ var _github_limits__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(49092);
/* harmony import */ var _text__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48992);
// One check run `image-check` on the head commit carrying every annotation of a run (workflow
// commands reach the lines with ten per level only) and the job summary as its output. The
// Checks API takes 50 annotations a request: the run is created with the first 50 and each
// further 50 are appended by an update (github/check-runs.ts sends them). Pure.


const CHECK_RUN_NAME = 'image-check';
/** Annotations the Checks API takes in one request. */
const ANNOTATIONS_PER_REQUEST = 50;
/** Annotations one run sends at most (a bound on requests: 20); the summary holds every finding. */
const MAX_CHECK_RUN_ANNOTATIONS = 1000;
const LEVEL = {
    error: 'failure',
    warning: 'warning',
    notice: 'notice',
};
const ORDER = ['error', 'warning', 'notice'];
/**
 * The annotations a check run can carry (those on a file), worst first and at most
 * MAX_CHECK_RUN_ANNOTATIONS, and those it cannot (no file: they stay workflow commands).
 */
function checkRunAnnotations(annotations) {
    const onFile = annotations.filter((a) => a.file);
    const sorted = ORDER.flatMap((level) => onFile.filter((a) => a.level === level));
    const placed = sorted.slice(0, MAX_CHECK_RUN_ANNOTATIONS).map((a) => ({
        path: a.file,
        start_line: a.startLine ?? 1,
        end_line: a.startLine ?? 1,
        annotation_level: LEVEL[a.level],
        title: (0,_github_limits__WEBPACK_IMPORTED_MODULE_0__/* .checkTitle */ .Tq)(a.title),
        message: (0,_github_limits__WEBPACK_IMPORTED_MODULE_0__/* .checkText */ .qW)(a.message),
    }));
    return { placed, unplaced: annotations.filter((a) => !a.file), left: sorted.length - placed.length };
}
/** The summary within the Checks API's limit (bytes), cut at a line with a note when longer. */
function checkRunSummary(markdown) {
    const limit = _github_limits__WEBPACK_IMPORTED_MODULE_0__/* .GITHUB_LIMITS */ .f_.checkTextBytes;
    if (Buffer.byteLength(markdown, 'utf8') <= limit)
        return markdown;
    const note = '\n\n\u2026cut here (the Checks API takes 65 535 bytes); the job summary has all of it.\n';
    return `${(0,_text__WEBPACK_IMPORTED_MODULE_1__/* .linePrefixBytes */ .iB)(markdown, limit - Buffer.byteLength(note, 'utf8'))}${note}`;
}
/**
 * The outputs of the run's requests: the first creates the run, each further one appends its
 * 50 annotations; every one carries the title and the summary within the API's limits.
 */
function checkRunOutputs(input) {
    const output = (annotations) => ({
        title: (0,_github_limits__WEBPACK_IMPORTED_MODULE_0__/* .checkTitle */ .Tq)(input.title),
        summary: checkRunSummary(input.summary),
        annotations,
    });
    const outputs = [];
    for (let i = 0; i < input.annotations.length; i += ANNOTATIONS_PER_REQUEST)
        outputs.push(output(input.annotations.slice(i, i + ANNOTATIONS_PER_REQUEST)));
    return outputs.length > 0 ? outputs : [output([])];
}


/***/ })

};
