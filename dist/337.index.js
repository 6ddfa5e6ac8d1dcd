export const id = 337;
export const ids = [337];
export const modules = {

/***/ 91337:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Lookups: () => (/* binding */ Lookups)
});

// EXTERNAL MODULE: ./src/http/api-error.ts
var api_error = __webpack_require__(32247);
// EXTERNAL MODULE: ./src/registry/history-walk.ts
var history_walk = __webpack_require__(50489);
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
 * the same image one registry token, the same tag and pin one history walk. Advisories asked for
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
            const [listings, walk] = await Promise.all([Promise.all(candidates.map((repo) => settle(this.repoTags(repo.uid)))), settle(this.walk(org, image, tag, null))]);
            const current = walk.ok ? { ok: true, value: walk.value.kind === 'empty' ? null : walk.value.newest.digest } : walk;
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
        return this.once(`walk:${org}/${image}:${tag}:${pin ?? ''}:${hint.watch ?? ''}`, async () => {
            const { registry } = await this.clients();
            if (!registry.walk)
                return (0,history_walk/* walkOfRecords */.VQ)(await this.history(org, image, tag), pin, hint.watch);
            const token = await this.token(org, image);
            return this.slots.run(FOLLOW_UP, () => registry.walk(org, image, tag, token, pin, hint));
        });
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
     * v1 end-of-life tags of the repo `<org>/<image>` (issue 14), once per repo; null when not
     * offered. Of several repos of the name, the one the tag listing chose for `tag`.
     */
    async eolTags(org, image, tag) {
        const [repos, { eolTags }] = await Promise.all([this.candidates(org, image), this.clients()]);
        if (!eolTags)
            return null;
        let uid = repos.length === 1 ? repos[0].uid : undefined;
        if (uid === undefined && tag !== undefined) {
            const chosen = await this.tags(org, image, tag);
            for (const repo of repos)
                if ((await this.repoTags(repo.uid).catch(() => null)) === chosen)
                    uid = repo.uid;
        }
        if (uid === undefined)
            return null;
        const repoUid = uid;
        return this.once(`eoltags:${repoUid}`, () => this.slots.run(LEAF, () => eolTags.list(repoUid)));
    }
    once(key, load) {
        let pending = this.cache.get(key);
        if (!pending) {
            pending = load();
            // Callers handle the rejection; this keeps an unawaited shared promise from crashing the process.
            pending.catch(() => undefined);
            this.cache.set(key, pending);
        }
        return pending;
    }
}
async function settle(promise) {
    try {
        return { ok: true, value: await promise };
    }
    catch (error) {
        return { ok: false, error };
    }
}
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


/***/ }),

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
