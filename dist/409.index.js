export const id = 409;
export const ids = [409];
export const modules = {

/***/ 8902:
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

/***/ 9409:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DEFAULT_COMMENT_AUTHOR: () => (/* binding */ DEFAULT_COMMENT_AUTHOR),
  createOctokit: () => (/* binding */ createOctokit),
  gitHubApi: () => (/* binding */ gitHubApi),
  statusOf: () => (/* binding */ statusOf)
});

// EXTERNAL MODULE: ./src/refs/discover.ts + 2 modules
var discover = __webpack_require__(6850);
// EXTERNAL MODULE: ./node_modules/@actions/github/lib/github.js + 21 modules
var github = __webpack_require__(1758);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-retry/dist-bundle/index.js
var dist_bundle = __webpack_require__(9735);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-throttling/dist-bundle/index.js
var plugin_throttling_dist_bundle = __webpack_require__(2094);
// EXTERNAL MODULE: ./node_modules/bottleneck/light.js
var light = __webpack_require__(3251);
var light_default = /*#__PURE__*/__webpack_require__.n(light);
// EXTERNAL MODULE: ./node_modules/p-queue/dist/index.js + 4 modules
var dist = __webpack_require__(9052);
// EXTERNAL MODULE: ./src/secrets.ts
var secrets = __webpack_require__(7194);
// EXTERNAL MODULE: ./src/http/deadline.ts
var http_deadline = __webpack_require__(2378);
// EXTERNAL MODULE: ./src/http/retry.ts
var http_retry = __webpack_require__(8902);
;// CONCATENATED MODULE: ./src/pr/github-writes.ts
// The GitHub endpoints for review comments and check runs, over the Octokit of github.ts (its
// retries, rate limits, per-try limit and deadline). Creations are never retried: one that may
// have reached GitHub would be a duplicate.
function reviewCommentsOf(octokit, { owner, repo }, pull_number, viewer) {
    const rest = octokit.rest;
    const toComment = (c) => ({
        id: c.id,
        body: c.body ?? '',
        author: c.user?.login ?? '',
        path: c.path,
        line: c.line ?? null,
    });
    return {
        viewer,
        async list() {
            const all = await octokit.paginate(rest.pulls.listReviewComments, { owner, repo, pull_number, per_page: 100 });
            return all.map(toComment);
        },
        async create({ body, path, line, commitId }) {
            const { data } = await rest.pulls.createReviewComment({
                owner,
                repo,
                pull_number,
                body,
                path,
                line,
                side: 'RIGHT',
                commit_id: commitId,
                request: { retries: 0 },
            });
            return toComment(data);
        },
        async update(comment_id, body) {
            await rest.pulls.updateReviewComment({ owner, repo, comment_id, body });
        },
        async remove(comment_id) {
            await rest.pulls.deleteReviewComment({ owner, repo, comment_id });
        },
    };
}
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
                request: { retries: 0 },
            });
            return { id: data.id, url: data.html_url ?? null };
        },
        async update(check_run_id, output) {
            await rest.checks.update({ owner, repo, check_run_id, output });
        },
    };
}

;// CONCATENATED MODULE: ./src/pr/github.ts










/**
 * Who the comments are by when the token's identity cannot be read: `GET /user` answers 403 to
 * an installation token (the workflow's GITHUB_TOKEN is one), whose comments are by this bot.
 */
const DEFAULT_COMMENT_AUTHOR = 'github-actions[bot]';
/** The HTTP status of an Octokit error, or undefined for another error. */
function statusOf(error) {
    const status = error?.status;
    return typeof status === 'number' ? status : undefined;
}
/** A GitHub call that could not finish: no answer in time, or the run's deadline. */
class GitHubCallError extends Error {
    constructor(message) {
        super((0,secrets/* safeText */.Hk)(message));
        this.name = 'GitHubCallError';
    }
}
/** A try that got no answer within its per-try limit: retried by the retry plugin (as a network failure). */
class NoAnswer extends Error {
}
/**
 * `@actions/github`'s Octokit (proxy aware), with `@octokit/plugin-retry` (5xx and no answer,
 * backoff) and `@octokit/plugin-throttling` (GitHub's rate limits and their Retry-After). Ours on
 * top: a limit per try and the run's deadline, which neither plugin has.
 */
function createOctokit({ token, baseUrl, timeoutMs = 30_000, retry, signal, mayWait, maxConcurrent, refuse, onAnswer, }) {
    const policy = { ...http_retry/* DEFAULT_RETRY_POLICY */.cO, ...retry };
    const accepted = mayWait ?? ((seconds) => seconds * 1000 <= policy.maxRetryAfterMs);
    // A rate limit is waited out only when GitHub asks for a wait we accept, and not past the deadline.
    const onLimit = (retryAfter, _options, _octokit, retryCount) => !signal?.aborted && retryCount < policy.maxAttempts - 1 && accepted(retryAfter);
    const octokit = (0,github/* getOctokit */.Q)(token, {
        baseUrl,
        userAgent: 'image-check',
        retry: { retries: policy.maxAttempts - 1, retryAfterBaseValue: policy.baseDelayMs },
        throttle: { onRateLimit: onLimit, onSecondaryRateLimit: onLimit, ...readsGroup(maxConcurrent) },
        // Octokit's default logger writes to the console; nothing here may print outside the shell's logger.
        log: { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined },
    }, dist_bundle/* retry */.L, plugin_throttling_dist_bundle/* throttling */.A);
    const slots = maxConcurrent === undefined ? null : new dist/* default */.Ay({ concurrency: Math.max(1, maxConcurrent) });
    wrapTries(octokit, { timeoutMs, signal, slots, refuse, onAnswer });
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
    return { global: new (light_default()).Group({ id: 'image-check-reads', maxConcurrent: null }) };
}
/**
 * Registered after the plugins, so it wraps them: each try gets its own time limit, and the run's
 * deadline ends the call (a try, or a wait between tries) with an error of its own.
 */
function wrapTries(octokit, { timeoutMs, signal, slots, refuse, onAnswer, }) {
    octokit.hook.wrap('request', async (request, options) => {
        const what = `GitHub API ${options.method} ${String(options.url)}`;
        const stopped = () => new GitHubCallError(`${what}: not finished, ${(0,http_deadline/* deadlineReason */.Xp)(signal)}`);
        if (signal?.aborted)
            throw stopped();
        const baseFetch = (options.request?.fetch ?? globalThis.fetch);
        const tryOnce = async (url, init) => {
            if (signal?.aborted)
                throw abortError(stopped().message);
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
                    throw new NoAnswer(`${what} got no answer within ${timeoutMs} ms`);
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
            if (error.cause instanceof NoAnswer)
                throw new GitHubCallError(error.message);
            throw error;
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
/** The PR comment's endpoints over createOctokit's client. */
function gitHubApi({ token, owner, repo, baseUrl, timeoutMs, retry, signal }) {
    const octokit = createOctokit({ token, baseUrl, timeoutMs, retry, signal });
    const rest = octokit.rest;
    let viewer;
    const viewerLogin = () => {
        viewer ??= rest.users.getAuthenticated().then(({ data }) => data.login, (error) => {
            // 403: an installation token (GITHUB_TOKEN or an app's) may not read /user.
            const status = statusOf(error);
            if (status !== undefined && status >= 400 && status < 500)
                return DEFAULT_COMMENT_AUTHOR;
            throw error;
        });
        return viewer;
    };
    return {
        reviewComments: (number) => reviewCommentsOf(octokit, { owner, repo }, number, viewerLogin),
        checkRuns: checkRunsOf(octokit, { owner, repo }),
        async listPullFiles(pull_number) {
            const files = await octokit.paginate(rest.pulls.listFiles, { owner, repo, pull_number, per_page: 100 });
            return files.map((f) => ({
                filename: f.filename,
                status: f.status,
                previous_filename: f.previous_filename,
                patch: f.patch,
            }));
        },
        getContent: (path, ref) => contentOf(octokit, { owner, repo }, path, ref),
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
        comments(issue_number) {
            const toComment = (c) => ({
                id: c.id,
                body: c.body ?? '',
                author: c.user?.login ?? '',
            });
            return {
                viewer: viewerLogin,
                async list() {
                    const all = await octokit.paginate(rest.issues.listComments, { owner, repo, issue_number, per_page: 100 });
                    return all.map(toComment);
                },
                async create(body) {
                    // Never retried: a creation that may have reached GitHub would be a duplicate comment.
                    const created = await rest.issues.createComment({ owner, repo, issue_number, body, request: { retries: 0 } });
                    return toComment(created.data);
                },
                async update(comment_id, body) {
                    return toComment((await rest.issues.updateComment({ owner, repo, comment_id, body })).data);
                },
            };
        },
    };
}
/** A file's text at `ref`, or null when it is not a file there; over the scan cap is an error. */
async function contentOf(octokit, { owner, repo }, path, ref) {
    const rest = octokit.rest;
    let data;
    try {
        ({ data } = await rest.repos.getContent({ owner, repo, path, ref }));
    }
    catch (error) {
        if (statusOf(error) === 404)
            return null;
        throw error;
    }
    if (Array.isArray(data) || typeof data !== 'object' || data === null)
        return null;
    const file = data;
    if (file.type !== 'file')
        return null;
    // The same cap as a file read from the workspace, checked before any content is fetched.
    if (typeof file.size === 'number' && file.size > discover.MAX_FILE_BYTES)
        throw new Error(`${path} at ${ref.slice(0, 12)} is ${file.size} bytes, over the ${discover.MAX_FILE_BYTES} a scanned file may have; not read`);
    if (file.encoding === 'base64' && typeof file.content === 'string')
        return Buffer.from(file.content, 'base64').toString('utf8');
    // Files over 1 MB come without content ("encoding": "none"): ask for the raw bytes.
    const raw = await rest.repos.getContent({ owner, repo, path, ref, mediaType: { format: 'raw' } });
    const text = typeof raw.data === 'string' ? raw.data : JSON.stringify(raw.data);
    if (Buffer.byteLength(text) > discover.MAX_FILE_BYTES)
        throw new Error(`${path} at ${ref.slice(0, 12)} is over the ${discover.MAX_FILE_BYTES} bytes a scanned file may have; not read`);
    return text;
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


/***/ })

};
