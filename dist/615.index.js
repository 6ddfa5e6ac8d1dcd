export const id = 615;
export const ids = [615];
export const modules = {

/***/ 8956:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   No: () => (/* binding */ toResultError),
/* harmony export */   VJ: () => (/* binding */ unchecked),
/* harmony export */   nP: () => (/* binding */ summarizeAdvisories),
/* harmony export */   no: () => (/* binding */ assess),
/* harmony export */   vw: () => (/* binding */ unplaced)
/* harmony export */ });
/* harmony import */ var _auth_secrets__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8767);
/* harmony import */ var _http_api_error__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2247);
/* harmony import */ var _registry_history_walk__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(489);



/** The error of a result; its text scrubbed of credentials (every one known by now) and control characters. */
function toResultError(error) {
    if (error instanceof _http_api_error__WEBPACK_IMPORTED_MODULE_1__/* .ApiError */ .hD)
        return { code: error.httpCode, reason: (0,_auth_secrets__WEBPACK_IMPORTED_MODULE_0__/* .safeText */ .Hk)(error.reason), message: (0,_auth_secrets__WEBPACK_IMPORTED_MODULE_0__/* .safeText */ .Hk)(error.message) };
    const message = error instanceof Error ? error.message : String(error);
    return { code: null, reason: 'INTERNAL', message: (0,_auth_secrets__WEBPACK_IMPORTED_MODULE_0__/* .safeText */ .Hk)(message) };
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
                ? { ok: true, value: (0,_registry_history_walk__WEBPACK_IMPORTED_MODULE_2__/* .walkOfRecords */ .VQ)(gathered.history.value, target.pinnedDigest, listed?.digest) }
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
            .map(({ advisoryId, artifactName, updateTime }) => Object.freeze({ advisoryId: (0,_auth_secrets__WEBPACK_IMPORTED_MODULE_0__/* .safeText */ .Hk)(advisoryId), artifactName: (0,_auth_secrets__WEBPACK_IMPORTED_MODULE_0__/* .safeText */ .Hk)(artifactName), updateTime }));
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


/***/ }),

/***/ 4782:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MX: () => (/* binding */ registryFailure),
/* harmony export */   SU: () => (/* binding */ platformFailure),
/* harmony export */   e3: () => (/* binding */ credentialSources)
/* harmony export */ });
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var _http_api_error__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2247);


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
    if (!(error instanceof _http_api_error__WEBPACK_IMPORTED_MODULE_1__/* .ApiError */ .hD))
        return null;
    if (error.kind === 'network') {
        return new _errors__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d('api-url', `the Platform API at ${sources.apiUrl} cannot be reached (${describe(error)}). Check api-url (the default is https://console-api.enforce.dev); nothing was checked`);
    }
    if (error.status !== 401 && error.status !== 403)
        return null;
    if (sources.platform === 'identity') {
        return new _errors__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d('identity', `the Platform API at ${sources.apiUrl} refused the token obtained for identity ${sources.identity} (${describe(error)}). Check that the identity has a role (e.g. viewer) bound on the organization, and that api-url is the Platform API the identity belongs to; nothing was checked`);
    }
    return new _errors__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d('token', `the Platform API at ${sources.apiUrl} refused it (${describe(error)}). Set token to a valid identity token for the Platform API audience (${sources.apiUrl}), e.g. from chainctl auth token, or use identity instead; nothing was checked`);
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
            return new _errors__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d('registry-token', `${what}. Set registry-token to a valid identity token issued for the registry audience (${sources.registryHost}), e.g. chainctl auth token --audience ${sources.registryHost}; nothing was checked`);
        case 'registry-username':
            return new _errors__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d('registry-username', `registry-username/registry-password: ${what}. Set both to a valid pull token of the organization; nothing was checked`);
        case 'identity':
            return new _errors__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d('identity', `${what} (the token obtained for identity ${sources.identity}). Check that the identity is under the organization itself, not a subgroup, and may pull its images; nothing was checked`);
    }
}


/***/ }),

/***/ 4784:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  VJ: () => (/* binding */ checkTargets),
  K0: () => (/* binding */ placeDigest)
});

// UNUSED EXPORTS: TARGET_WINDOW

// EXTERNAL MODULE: ./src/http/api-error.ts
var api_error = __webpack_require__(2247);
// EXTERNAL MODULE: ./src/check/assess.ts
var assess = __webpack_require__(8956);
// EXTERNAL MODULE: ./src/check/credentials.ts
var credentials = __webpack_require__(4782);
// EXTERNAL MODULE: ./src/check/lookups.ts + 1 modules
var check_lookups = __webpack_require__(1337);
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
// EXTERNAL MODULE: ./src/settle.ts
var settle = __webpack_require__(6964);
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
    const lookups = (clients instanceof check_lookups/* Lookups */.E ? clients : new check_lookups/* Lookups */.E(clients)).limit(options.concurrency);
    const sources = options.credentials;
    if (sources && targets.length > 0) {
        // The first Platform API call alone: if the token or api-url is wrong, every call would fail alike.
        const probe = await (0,settle/* settle */.G)(lookups.candidates(targets[0].org, targets[0].image));
        const stop = probe.ok ? null : (0,credentials/* platformFailure */.SU)(probe.error, sources);
        if (stop)
            throw stop;
    }
    // Every image's advisories asked for in this one tick: one combined query, whatever the window.
    const advisoriesOf = new Map();
    for (const { image } of targets)
        if (!advisoriesOf.has(image))
            advisoriesOf.set(image, (0,settle/* settle */.G)(lookups.advisories(image)));
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
            const tag = await (0,settle/* settle */.G)(placeDigest(written, lookups));
            if (!tag.ok)
                return (0,assess/* unplaced */.vw)(written, tag.error, await advisories);
            target = { ...written, tag: tag.value };
        }
        // The registry only for a pin (builds behind, since when): an unpinned reference's current
        // build is the listing's tag (README, "Listing and registry"). Both asked for at once, then
        // awaited in turn (settled, they never reject): no Promise.all and its array per target.
        const pin = target.pinnedDigest;
        const asked = (0,settle/* settle */.G)(lookups.tags(target.org, target.image, target.tag));
        const walked = pin === null ? undefined : (0,settle/* settle */.G)(lookups.walk(target.org, target.image, target.tag, pin));
        const tags = await asked;
        const found = await walked;
        const listed = await advisories;
        let walk = found;
        const tag = tags.ok ? tags.value.find((t) => t.name === target.tag) : undefined;
        if (pin !== null && walk?.ok && walk.value.kind !== 'empty' && tag && tag.digest !== walk.value.newest.digest) {
            // The listing is not at the registry's newest build: is it one of the builds since the
            // pin (a listing behind), or no build of this reference at all (REPO_MISMATCH)? Walked
            // again looking out for it; rare.
            walk = await (0,settle/* settle */.G)(lookups.walk(target.org, target.image, target.tag, pin, { watch: tag.digest }));
        }
        return (0,assess/* assess */.no)(target, { tags, walk, advisories: listed }, options);
    };
    const results = await (0,limit/* mapLimit */.s)(targets, TARGET_WINDOW * Math.max(1, options.concurrency), checkOne);
    const stop = sources
        ? (0,credentials/* registryFailure */.MX)(lookups.registryTokens.refused, lookups.registryTokens.accepted, sources)
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
    const listings = await Promise.all(repos.map((repo) => (0,settle/* settle */.G)(lookups.repoTags(repo.uid))));
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
        const walk = await (0,settle/* settle */.G)(lookups.walk(target.org, target.image, name, digest));
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

/***/ 1337:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  E: () => (/* binding */ Lookups)
});

// EXTERNAL MODULE: ./src/http/api-error.ts
var api_error = __webpack_require__(2247);
// EXTERNAL MODULE: ./src/registry/history-walk.ts
var history_walk = __webpack_require__(489);
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

// EXTERNAL MODULE: ./src/settle.ts
var settle = __webpack_require__(6964);
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
                Promise.all(candidates.map((repo) => (0,settle/* settle */.G)(this.repoTags(repo.uid)))),
                (0,settle/* settle */.G)(this.walk(org, image, tag, null)),
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
                return (0,history_walk/* walkOfRecords */.VQ)(await this.history(org, image, tag), pin, hint.watch);
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
                const each = await Promise.all(list.map((p) => (0,settle/* settle */.G)(this.walkAlone(org, image, tag, p, {}))));
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


/***/ }),

/***/ 8138:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   bu: () => (/* binding */ suggestTag),
/* harmony export */   o$: () => (/* binding */ suggestionFor)
/* harmony export */ });
/* unused harmony exports parseTagName, compareVersions, tagReference, pinnedReference */
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

/***/ 7291:
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
// EXTERNAL MODULE: ./src/http/retry.ts
var retry = __webpack_require__(8902);
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
        this.policy = { ...retry/* DEFAULT_RETRY_POLICY */.cO, ...options.retry };
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
                retryAfterMs = (0,retry/* parseRetryAfter */.mu)(answer.retryAfter, Date.now());
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
            await (0,deadline/* sleep */.yy)(retryAfterMs ?? (0,retry/* backoffDelay */.EY)(attempt, this.policy, this.random), this.signal);
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

/***/ 7187:
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

/***/ 5350:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Bm: () => (/* binding */ eachHistoryView),
  q: () => (/* binding */ eachRecordView),
  d3: () => (/* binding */ historyRecords)
});

// EXTERNAL MODULE: ./src/http/api-error.ts
var api_error = __webpack_require__(2247);
// EXTERNAL MODULE: ./src/http/client.ts + 1 modules
var client = __webpack_require__(7291);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 17 modules
var schemas = __webpack_require__(8816);
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
        throw new client/* UnexpectedBody */.cU(`the body is not JSON (${what})`);
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
        throw new client/* UnexpectedBody */.cU((0,api_error/* describeZodError */.Vk)(parsed.error));
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
                    throw new client/* UnexpectedBody */.cU(`history[${given + k}]${problem.field ? `.${problem.field}` : ''}: ${problem.message}`);
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


/***/ }),

/***/ 489:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A$: () => (/* binding */ walkHistoryPins),
/* harmony export */   S6: () => (/* binding */ walkHistory),
/* harmony export */   VQ: () => (/* binding */ walkOfRecords)
/* harmony export */ });
/* unused harmony exports FIRST_WINDOW_MS, MAX_HISTORY_RECORDS, MAX_HISTORY_REQUESTS */
/* harmony import */ var _http_api_error__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2247);
/* harmony import */ var _address__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7187);
/* harmony import */ var _history_body__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5350);



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
    if (result instanceof _http_api_error__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD)
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
    const base = (0,_address__WEBPACK_IMPORTED_MODULE_2__/* .registryBaseUrl */ .mO)(req.registry);
    const path = `${base}/v2/${req.org}/${req.image}/_${_address__WEBPACK_IMPORTED_MODULE_2__/* .HISTORY_VENDOR */ .YW}/history/${encodeURIComponent(req.tag)}`;
    const label = `GET ${req.registry}/v2/${req.org}/${req.image}/_${_address__WEBPACK_IMPORTED_MODULE_2__/* .HISTORY_VENDOR */ .YW}/history/${req.tag}`;
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
            limit = new _http_api_error__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD({
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
                    return takePage((visit, done) => (0,_history_body__WEBPACK_IMPORTED_MODULE_1__/* .eachHistoryView */ .Bm)(bytes, visit, done));
                }
                catch (error) {
                    if (error !== OUT_OF_ORDER)
                        throw error;
                    // Oldest first as the spec promises; a server that does not keep the order is read
                    // again, sorted (stable), from where the page began, so it cannot misplace the pin.
                    read = before;
                    stats.watched = watched;
                    const records = (0,_history_body__WEBPACK_IMPORTED_MODULE_1__/* .historyRecords */ .d3)(bytes).sort((a, b) => Date.parse(a.updateTimestamp) - Date.parse(b.updateTimestamp));
                    return takePage((visit, done) => (0,_history_body__WEBPACK_IMPORTED_MODULE_1__/* .eachRecordView */ .q)(records, visit, done));
                }
            });
            stats.records += page.fresh;
            if (page.size < _address__WEBPACK_IMPORTED_MODULE_2__/* .HISTORY_WINDOW */ .eW)
                return read;
            if (page.fresh === 0) {
                throw new _http_api_error__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD({
                    status: 200,
                    code: 0,
                    reason: 'HISTORY_WINDOW_STUCK',
                    message: `${label}: ${_address__WEBPACK_IMPORTED_MODULE_2__/* .HISTORY_WINDOW */ .eW} records share the time ${from}; the window cannot move past them`,
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


/***/ }),

/***/ 6964:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ settle)
/* harmony export */ });
/** A promise's value or the error that prevented it, never a rejection (one failure is one result's error). */
function settle(promise) {
    return promise.then((fulfilled), rejected);
}
// Shared, not two new closures per call: thousands of references wait on settled look-ups at once.
const fulfilled = (value) => ({ ok: true, value });
const rejected = (error) => ({ ok: false, error });


/***/ })

};
