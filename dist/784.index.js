export const id = 784;
export const ids = [784,337];
export const modules = {

/***/ 34784:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  checkTargets: () => (/* binding */ checkTargets),
  K: () => (/* binding */ placeDigest)
});

// EXTERNAL MODULE: ./src/http/api-error.ts
var api_error = __webpack_require__(32247);
// EXTERNAL MODULE: ./src/check/assess.ts
var assess = __webpack_require__(68956);
// EXTERNAL MODULE: ./src/check/credentials.ts
var credentials = __webpack_require__(84782);
// EXTERNAL MODULE: ./src/check/lookups.ts + 1 modules
var check_lookups = __webpack_require__(91337);
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
    return { search: names.slice(0, MAX_PLACEMENT_HISTORIES), skipped: Math.max(0, names.length - MAX_PLACEMENT_HISTORIES) };
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

;// CONCATENATED MODULE: ./src/check/engine.ts





function settle(promise) {
    return promise.then((value) => ({ ok: true, value }), (error) => ({ ok: false, error }));
}
/**
 * Checks every target; one target's failure is its `error` result and the others go on.
 * Each target's chains (repo -> tag pages, and for a pin token -> history windows; the advisories
 * of every image in one combined query) run in parallel.
 * Every target starts at once and waits for its look-ups; the look-ups are what is bounded
 * (`concurrency` calls at once). Bounding targets instead left slots idle: a target waiting
 * for a look-up another target had started held its slot while sending nothing.
 */
async function checkTargets(targets, clients, options) {
    const lookups = (clients instanceof check_lookups.Lookups ? clients : new check_lookups.Lookups(clients)).limit(options.concurrency);
    const sources = options.credentials;
    if (sources && targets.length > 0) {
        // The first Platform API call alone: if the token or api-url is wrong, every call would fail alike.
        const probe = await settle(lookups.candidates(targets[0].org, targets[0].image));
        const stop = probe.ok ? null : (0,credentials/* platformFailure */.SU)(probe.error, sources);
        if (stop)
            throw stop;
    }
    const results = await Promise.all(targets.map(async (written) => {
        let target;
        let advisories;
        if (written.tag !== null)
            target = { ...written, tag: written.tag };
        else {
            // A digest-only reference: its tag is found first (the advisories need none).
            advisories = settle(lookups.advisories(written.image));
            const tag = await settle(placeDigest(written, lookups));
            if (!tag.ok)
                return (0,assess/* unplaced */.vw)(written, tag.error, await advisories);
            target = { ...written, tag: tag.value };
        }
        // The registry only for a pin (builds behind, since when): an unpinned reference's current
        // build is the listing's tag (README, "Listing and registry").
        const pin = target.pinnedDigest;
        const [tags, found, listed] = await Promise.all([
            settle(lookups.tags(target.org, target.image, target.tag)),
            pin === null ? undefined : settle(lookups.walk(target.org, target.image, target.tag, pin)),
            advisories ?? settle(lookups.advisories(target.image)),
        ]);
        let walk = found;
        const tag = tags.ok ? tags.value.find((t) => t.name === target.tag) : undefined;
        if (pin !== null && walk?.ok && walk.value.kind !== 'empty' && tag && tag.digest !== walk.value.newest.digest) {
            // The listing is not at the registry's newest build: is it one of the builds since the
            // pin (a listing behind), or no build of this reference at all (REPO_MISMATCH)? Walked
            // again looking out for it; rare.
            walk = await settle(lookups.walk(target.org, target.image, target.tag, pin, { watch: tag.digest }));
        }
        return (0,assess/* assess */.no)(target, { tags, walk, advisories: listed }, options);
    }));
    const stop = sources ? (0,credentials/* registryFailure */.MX)(lookups.registryTokens.refused, lookups.registryTokens.accepted, sources) : null;
    if (stop)
        throw stop;
    return results;
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
            unread.push(`${name} (${(0,assess/* toResultError */.No)(walk.error).message})`);
    }
    const where = `${target.registry}/${target.org}/${target.image}`;
    const searched = plan.search.length > 0 ? `; it is in none of the histories of ${plan.search.join(', ')}` : '';
    const bound = plan.skipped > 0 ? ` (at most ${MAX_PLACEMENT_HISTORIES} tags are searched; ${plan.skipped} others were not)` : '';
    const notRead = unread.length > 0 ? `; could not read: ${unread.join('; ')}` : '';
    throw (0,api_error/* conditionError */.OG)('DIGEST_NOT_PLACED', `cannot tell which tag ${digest} belongs to: it is the current build of none of the ${tags.length} tags of ${where}${searched}${bound}${notRead}. Write the tag it was built from, as ${where}:<tag>@${digest}`);
}


/***/ }),

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


/***/ })

};
