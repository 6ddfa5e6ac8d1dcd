export const id = 784;
export const ids = [784];
export const modules = {

/***/ 68956:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   No: () => (/* binding */ toResultError),
/* harmony export */   no: () => (/* binding */ assess),
/* harmony export */   vw: () => (/* binding */ unplaced)
/* harmony export */ });
/* harmony import */ var _auth_secrets__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(88767);
/* harmony import */ var _http_api_error__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(32247);
/* harmony import */ var _registry_history_walk__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(50489);



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
    const result = {
        ref: target.ref,
        registry: target.registry,
        org: target.org,
        image: target.image,
        tag: target.tag,
        pinnedDigest: target.pinnedDigest,
        digest: null,
        status: 'ok',
        deprecated: false,
        lastUpdate: null,
        buildsBehind: null,
        behindSince: null,
        advisories: [],
        locations: target.locations,
        error: null,
    };
    const listed = gathered.tags.ok ? gathered.tags.value.find((t) => t.name === target.tag) : undefined;
    const walk = gathered.walk ?? (gathered.history && (gathered.history.ok ? { ok: true, value: (0,_registry_history_walk__WEBPACK_IMPORTED_MODULE_2__/* .walkOfRecords */ .VQ)(gathered.history.value, target.pinnedDigest, listed?.digest) } : gathered.history));
    if (gathered.tags.ok) {
        const registry = walk?.ok ? walk.value : null;
        if (listed && registry && registry.kind !== 'empty' && listed.digest !== registry.newest.digest && !registry.watched) {
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
            errors.push({ code: null, reason: 'TAG_NOT_FOUND', message: `tag "${target.tag}" does not exist in ${target.registry}/${target.org}/${target.image}` });
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
            errors.push({ code: null, reason: 'EMPTY_HISTORY', message: `the registry has no builds of ${target.registry}/${target.org}/${target.image}:${target.tag}` });
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
        ref: target.ref,
        registry: target.registry,
        org: target.org,
        image: target.image,
        tag: '',
        pinnedDigest: target.pinnedDigest,
        digest: null,
        status: 'error',
        deprecated: false,
        lastUpdate: null,
        buildsBehind: null,
        behindSince: null,
        advisories: advisories.ok ? summarizeAdvisories(advisories.value, target.image) : [],
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
function summarizeAdvisories(advisories, image) {
    const seen = new Set();
    return advisories
        .filter((a) => a.artifactName === image && !seen.has(a.advisoryId) && seen.add(a.advisoryId))
        .map(({ advisoryId, artifactName, updateTime }) => ({ advisoryId: (0,_auth_secrets__WEBPACK_IMPORTED_MODULE_0__/* .safeText */ .Hk)(advisoryId), artifactName: (0,_auth_secrets__WEBPACK_IMPORTED_MODULE_0__/* .safeText */ .Hk)(artifactName), updateTime }));
}
function mergeErrors(errors) {
    const [first, ...rest] = errors;
    if (!first)
        return null;
    if (rest.length === 0)
        return first;
    return { ...first, message: `${first.message}; also: ${rest.map((e) => e.message).join('; ')}` };
}


/***/ }),

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


/***/ })

};
