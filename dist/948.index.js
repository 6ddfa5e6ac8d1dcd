export const id = 948;
export const ids = [948];
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
/* harmony import */ var _words__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5846);
/* harmony import */ var _http_api_error__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2247);
/* harmony import */ var _registry_history_walk__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(489);




/** The error of a result; its text scrubbed of credentials (every one known by now) and control characters. */
function toResultError(error) {
    if (error instanceof _http_api_error__WEBPACK_IMPORTED_MODULE_2__/* .ApiError */ .hD)
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
                ? { ok: true, value: (0,_registry_history_walk__WEBPACK_IMPORTED_MODULE_3__/* .walkOfRecords */ .VQ)(gathered.history.value, target.pinnedDigest, listed?.digest) }
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
                message: `the repo found for ${target.registry}/${target.org}/${target.image} lists ${target.tag} at ${listed.digest}, which is no build of the registry's ${target.org}/${target.image}:${target.tag}: it is another organization's repo of that name; set ${(options.words ?? _words__WEBPACK_IMPORTED_MODULE_1__/* .ACTION_WORDS */ .d).the('group')} to the uid of the organization group that holds ${target.org}/${target.image} (README, "Which repo")`,
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
        tag: null,
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
        tag: target.tag,
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
/* harmony import */ var _words__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5846);



function credentialSources(config, words = _words__WEBPACK_IMPORTED_MODULE_2__/* .ACTION_WORDS */ .d) {
    return {
        words,
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
    const w = sources.words;
    if (error.kind === 'network') {
        return new _errors__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('api-url', `the Platform API at ${sources.apiUrl} cannot be reached (${describe(error)}); nothing was checked`, `Check ${w.name('api-url')} (the default is https://console-api.enforce.dev)`);
    }
    if (error.status !== 401 && error.status !== 403)
        return null;
    if (sources.platform === 'identity') {
        return new _errors__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('identity', `the Platform API at ${sources.apiUrl} refused the token obtained for identity ${sources.identity} (${describe(error)}); nothing was checked`, `Check that the identity has a role (e.g. viewer) bound on the organization, and that ${w.name('api-url')} is the Platform API the identity belongs to`);
    }
    return new _errors__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('token', `the Platform API at ${sources.apiUrl} refused it (${describe(error)}); nothing was checked`, `Set ${w.name('token')} to a valid identity token for the Platform API audience (${sources.apiUrl}), e.g. from chainctl auth token, or use ${w.name('identity')} instead`);
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
    const w = sources.words;
    const what = `the registry ${sources.registryHost} refused it for every image asked (${refused.length}): ${describe(first)}`;
    switch (sources.registry) {
        case 'registry-token':
            return new _errors__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('registry-token', `${what}; nothing was checked`, `Set ${w.name('registry-token')} to a valid identity token issued for the registry audience (${sources.registryHost}), e.g. chainctl auth token --audience ${sources.registryHost}`);
        case 'registry-username':
            return new _errors__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('registry-username', `${what}; nothing was checked`, `Set ${w.name('registry-username')} and ${w.name('registry-password')} to a valid pull token of the organization`);
        case 'identity':
            return new _errors__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('identity', `${what} (the token obtained for identity ${sources.identity}); nothing was checked`, 'Check that the identity is under the organization itself, not a subgroup, and may pull its images');
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
// EXTERNAL MODULE: ./src/check/lookups.ts + 2 modules
var check_lookups = __webpack_require__(7116);
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
// EXTERNAL MODULE: ./src/check/vulnerabilities.ts
var vulnerabilities = __webpack_require__(3622);
// EXTERNAL MODULE: ./src/settle.ts
var settle = __webpack_require__(6964);
;// CONCATENATED MODULE: ./src/check/engine.ts








/** Targets under way at once per call in flight: enough that pins' history chains run side by side. */
const TARGET_WINDOW = 16;
/**
 * Checks every target; one target's failure is its `error` result and the others go on.
 * The look-ups are what is bounded (`concurrency` calls at once), not the targets: a target
 * waiting for another's look-up would hold a slot while sending nothing. Targets run in a window
 * TARGET_WINDOW times as wide, so thousands of them do not all wait at once.
 */
async function checkTargets(targets, clients, options) {
    const lookups = (clients instanceof check_lookups/* Lookups */.E ? clients : new check_lookups/* Lookups */.E(clients)).setConcurrency(options.concurrency);
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
    // Every look-up of a repo announced too: they decide whether its listing is worth reading.
    for (const t of targets) {
        if (t.tag !== null && t.pinnedDigest !== null)
            lookups.expectPins(t.org, t.image, t.tag, t.pinnedDigest);
        if (t.tag !== null)
            lookups.expectLookup(t.org, t.image, { name: t.tag });
        else if (t.pinnedDigest !== null)
            lookups.expectLookup(t.org, t.image, { digest: t.pinnedDigest });
    }
    const checkOne = async (written) => {
        let target;
        const advisories = advisoriesOf.get(written.image);
        if (hasTag(written))
            target = written;
        else {
            // A digest-only reference: its tag is found first (the advisories need none).
            const tag = await (0,settle/* settle */.G)(placeDigest(written, lookups));
            if (!tag.ok)
                return (0,vulnerabilities/* addVulnerabilities */.m1)((0,assess/* unplaced */.vw)(written, tag.error, await advisories), lookups, options.vulnerabilityGate ?? null);
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
        // Vulnerabilities of the digest in use once its place is known (issue 23): cached per digest.
        return (0,vulnerabilities/* addVulnerabilities */.m1)((0,assess/* assess */.no)(target, { tags, walk, advisories: listed }, options), lookups, options.vulnerabilityGate ?? null);
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
    // Repos of another organization are no candidates (proven by their groups' names).
    const repos = await lookups.ownCandidates(target.org, target.image);
    const repoKey = `${target.org}/${target.image}`;
    // The tags at the digest now first (the `digest` filter, or a listing read anyway): a current
    // build is placed without any history. Of several repos of the name, every one counts.
    const current = await Promise.all(repos.map((repo) => (0,settle/* settle */.G)(lookups.lookFor(repo.uid, repoKey, { digest }))));
    const holding = current.flatMap((l) => (l.ok ? l.value.filter((t) => t.digest === digest) : []));
    if (holding.length > 0) {
        const now = placementPlan(holding, digest);
        if ('current' in now)
            return now.current;
    }
    // Not a current build: the histories of the likeliest tags, named by the listings.
    const listings = await Promise.all(repos.map((repo) => (0,settle/* settle */.G)(lookups.repoTags(repo.uid))));
    const tags = listings.flatMap((l) => (l.ok ? l.value : []));
    const failed = listings.find((l) => !l.ok) ?? current.find((l) => !l.ok);
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

/***/ 7116:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  E: () => (/* binding */ Lookups)
});

// EXTERNAL MODULE: ./node_modules/dataloader/index.js
var dataloader = __webpack_require__(2139);
var dataloader_default = /*#__PURE__*/__webpack_require__.n(dataloader);
// EXTERNAL MODULE: ./node_modules/p-queue/dist/index.js + 4 modules
var dist = __webpack_require__(9052);
// EXTERNAL MODULE: ./src/http/api-error.ts
var api_error = __webpack_require__(2247);
// EXTERNAL MODULE: ./src/words.ts
var src_words = __webpack_require__(5846);
;// CONCATENATED MODULE: ./src/platform/tag-forms.ts
// Tag forms the v2 listing leaves out unless asked for (tags.proto ListTagsRequest:
// include_epochs, include_dates, include_referrers): package epochs `*-r[0-9]+`, dates
// `*-20yymmdd` and referrers `sha256-*`. Such a tag is found by the `name` filter, never in the
// default listing. Pure.
const EPOCH = /-r[0-9]+$/;
const DATE = /-20[0-9]{6}$/;
const REFERRER = /^sha256-/;
/** Whether the default tag listing holds a tag of this name. */
function listedByDefault(name) {
    return !EPOCH.test(name) && !DATE.test(name) && !REFERRER.test(name);
}

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
    const words = question.words ?? src_words/* ACTION_WORDS */.d;
    const advice = question.group
        ? `set ${words.name('group')} to the uid of the organization (or subgroup) that holds ${org}/${image} itself, not a group above several`
        : `set ${words.the('group')} to the uid of the organization group that holds ${org}/${image} (README, "Which repo")`;
    return {
        error: (0,api_error/* conditionError */.OG)('AMBIGUOUS_REPO', 
        // The fix first: the details (uids, digests) are long, and a summary line is cut.
        `${advice[0].toUpperCase()}${advice.slice(1)}: ${candidates.length} repos named "${image}" are visible to this token (${uids}) and ${registrySays}; ${why}`, 'GET /registry/v2/repos'),
    };
}

// EXTERNAL MODULE: ./src/settle.ts
var settle = __webpack_require__(6964);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
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
    words;
    cache = new Map();
    clients;
    slots = new Slots();
    /** Pins announced per tag (`expectPins`): a tag with several is placed by one walk. */
    expected = new Map();
    /** Look-ups announced per `<org>/<image>` (`expectLookup`). */
    wanted = new Map();
    /** Registry token requests answered and refused (401/403): a credential refused for every image is wrong (check/credentials.ts). */
    registryTokens = { accepted: 0, refused: [] };
    /**
     * `clients` may be a function: then it is called on the first look-up only (credentials are
     * resolved lazily). `group` (the input) only shapes the advice of an ambiguous repo.
     */
    constructor(clients, group = '', 
    /** The shell's names for the settings its messages tell to change. */
    words = src_words/* ACTION_WORDS */.d) {
        this.group = group;
        this.words = words;
        this.clients = typeof clients === 'function' ? clients : () => Promise.resolve(clients);
    }
    /** At most `concurrency` service calls at once (unbounded until set). */
    setConcurrency(concurrency) {
        this.slots.size = Math.max(1, concurrency);
        return this;
    }
    /**
     * The tags of the repo `<org>/<image>` names: the one proven to be the organization's
     * (`ownRepo`).
     */
    async tags(org, image, tag) {
        return (await this.ownRepo(org, image, tag)).tags;
    }
    /**
     * The repo `<org>/<image>` names, proven before any verdict rests on it. Repos carry no
     * organization: a repo's uid is under its organization's group, whose name is the organization
     * (each group read once). Repos of another organization are never used; of the visible repos
     * of the organization, one is the one, several are told apart by the registry (`tag`). Where
     * no group could be read, the registry proves it: the Tag History of `<org>/<image>:<tag>`
     * at the digest a repo's listing gives (check/repo-choice.ts). Nothing proven is an error.
     */
    async ownRepo(org, image, tag) {
        const proof = await this.once(`owner:${org}/${image}`, () => this.proveOwner(org, image));
        // With a tag, only what answers it (`lookFor`: the `name` filter or the listing); without, the listing.
        const ofRepo = (uid) => tag === undefined ? this.repoTags(uid) : this.lookFor(uid, `${org}/${image}`, { name: tag });
        if ('repo' in proof)
            return { repo: proof.repo, tags: await ofRepo(proof.repo.uid) };
        const { pool, notRead } = proof;
        if (tag === undefined) {
            throw (0,api_error/* conditionError */.OG)(notRead ? 'ORG_NOT_PROVEN' : 'AMBIGUOUS_REPO', notRead
                ? `${notRead}, and no tag is given to ask it about`
                : `Set ${this.words.the('group')} to the uid of the group that holds ${org}/${image}: ${pool.length} repos of ${org} named "${image}" are visible to this token (${pool.map((r) => r.uid).join(', ')})`, 'GET /iam/v2/groups');
        }
        return this.once(`choice:${org}/${image}:${tag}`, async () => {
            // The registry's newest build of the tag decides: one history window, usually.
            const [listings, walk] = await Promise.all([
                Promise.all(pool.map((repo) => (0,settle/* settle */.G)(ofRepo(repo.uid)))),
                (0,settle/* settle */.G)(this.walk(org, image, tag, null)),
            ]);
            const current = walk.ok
                ? { ok: true, value: walk.value.kind === 'empty' ? null : walk.value.newest.digest }
                : walk;
            const choice = chooseRepo({ org, image, tag, current, group: this.group, words: this.words }, pool.map((repo, i) => ({ repo, tags: listings[i] })));
            if (!('error' in choice))
                return choice;
            if (!notRead)
                throw choice.error;
            throw (0,api_error/* conditionError */.OG)('ORG_NOT_PROVEN', `${notRead}, and it does not: ${choice.error.message}`, 'GET /iam/v2/groups');
        });
    }
    /**
     * The repos that may be `<org>/<image>`: the one proven by its group's name, else those the
     * registry must decide between (`ownRepo`); none of the organization's is ORG_MISMATCH.
     */
    async ownCandidates(org, image) {
        const proof = await this.once(`owner:${org}/${image}`, () => this.proveOwner(org, image));
        return 'repo' in proof ? [proof.repo] : proof.pool;
    }
    /**
     * Of the visible repos of the name, the one proven by its group's name to be the
     * organization's; else the repos among which the registry must decide: several of the
     * organization, or (`notRead` saying why) those whose organization could not be read.
     */
    async proveOwner(org, image) {
        const candidates = await this.candidates(org, image);
        const names = await Promise.all(candidates.map((repo) => (0,settle/* settle */.G)(this.groupName(organizationOf(repo.uid)))));
        const own = [];
        const unproven = [];
        const others = [];
        candidates.forEach((repo, i) => {
            const name = names[i];
            if (!name.ok)
                unproven.push({ repo, why: (0,errors/* messageOf */.bD)(name.error) });
            else if (name.value === org)
                own.push(repo);
            else
                others.push(`${repo.uid} is ${name.value}'s`);
        });
        if (own.length === 1)
            return { repo: own[0] };
        if (own.length > 1)
            return { pool: own, notRead: '' };
        if (unproven.length > 0) {
            const uids = unproven.map((u) => u.repo.uid).join(', ');
            const why = unproven.map((u) => u.why).join('; ');
            return {
                pool: unproven.map((u) => u.repo),
                notRead: `the organization of ${uids} could not be read (${why}), so the registry must prove it is ${org}'s`,
            };
        }
        const scope = this.group ? ` with group ${this.group}` : '';
        throw (0,api_error/* conditionError */.OG)('ORG_MISMATCH', `Set ${this.words.the('group')} to the uid of the organization group that holds ${org}/${image}, or leave it empty: no repo of ${org}/${image} is visible to this token${scope}; the repos named "${image}" that are (${others.join('; ')}) belong to other organizations and never judge ${org}/${image}`, 'GET /iam/v2/groups');
    }
    /** The name of a group, read once per run (shared by every repo under it). */
    groupName(uid) {
        return this.once(`group:${uid}`, async () => {
            const { platform } = await this.clients();
            return (await this.slots.run(UNLOCKS, () => platform.group(uid))).name;
        });
    }
    /** The uid of the repo proven to be `<org>/<image>` (`ownRepo`); null when none is. */
    async repoOf(org, image, tag) {
        const own = await (0,settle/* settle */.G)(this.ownRepo(org, image, tag));
        return own.ok ? own.value.repo.uid : null;
    }
    /** Every tag of the repo a tag was found in, as listed by default: what a suggestion picks from. */
    async siblings(org, image, tag) {
        const uid = await this.repoOf(org, image, tag);
        if (uid === null)
            throw (0,api_error/* conditionError */.OG)('REPO_NOT_CHOSEN', `no repo of ${org}/${image} holds ${tag ?? 'the reference'}`);
        return this.repoTags(uid);
    }
    /**
     * Announces what the engine will look up in `<org>/<image>`: a tag name, or the digest of a
     * digest-only reference. The announcements of a repo decide how its tags are asked for
     * (`lookFor`): by the `name`/`digest` filters, or from its listing.
     */
    expectLookup(org, image, what) {
        const key = `${org}/${image}`;
        let wanted = this.wanted.get(key);
        if (!wanted)
            this.wanted.set(key, (wanted = new Set()));
        wanted.add('name' in what ? `name:${what.name}` : `digest:${what.digest}`);
    }
    /**
     * Tags of a repo that answer `what` (the tag named so, or the tags at the digest now), in the
     * fewest requests: one filtered request per look-up when the repo has one announced look-up
     * (or the tag is an epoch or date tag, which the listing leaves out); else page 1 of the
     * listing, then whichever is fewer: a filtered request per look-up page 1 did not answer, or
     * the rest of the listing. The answer holds the tag when it exists (callers find it by name).
     */
    lookFor(uid, repoKey, what) {
        const key = 'name' in what ? `name:${what.name}` : `digest:${what.digest}`;
        return this.once(`lookfor:${uid}:${key}`, async () => {
            const { platform } = await this.clients();
            const filtered = async () => {
                const tags = await this.slots.run(FOLLOW_UP, () => platform.findTags(uid, what));
                // The tags at a digest answer their own names' look-ups too (the placed reference's, next).
                if ('digest' in what)
                    for (const t of tags)
                        if (!this.cache.has(`lookfor:${uid}:name:${t.name}`))
                            this.cache.set(`lookfor:${uid}:name:${t.name}`, Promise.resolve([t]));
                return tags;
            };
            if (!platform.findTags || !platform.tagHead)
                return this.repoTags(uid);
            if ('name' in what && !listedByDefault(what.name))
                return filtered();
            const wanted = [...(this.wanted.get(repoKey) ?? [])].filter((w) => !w.startsWith('name:') || listedByDefault(w.slice(5)));
            if (wanted.length <= 1)
                return filtered();
            const head = await this.head(uid);
            const answers = (tags, w) => w.startsWith('name:') ? tags.some((t) => t.name === w.slice(5)) : tags.some((t) => t.digest === w.slice(7));
            // Page 1 is the whole listing when its totalCount says so, or, without one, when no page follows.
            const complete = head.totalCount === undefined ? !head.nextPageToken : head.totalCount <= head.items.length;
            if (complete || answers(head.items, key))
                return head.items;
            // Without a totalCount the pages left are unknown: the listing, followed token by token.
            if (head.totalCount === undefined)
                return this.repoTags(uid);
            const total = head.totalCount;
            // A wanted tag at its end of life needs the whole listing for its suggestion anyway: the
            // repo's v1 end-of-life tags (asked for once per repo in any case) say so before any is looked up.
            const eol = await this.eolOf(uid, FOLLOW_UP).catch(() => null);
            const ending = new Set((eol ?? []).filter((i) => i.tagStatus !== 'TAG_ACTIVE').map((i) => `name:${i.name}`));
            if (wanted.some((w) => ending.has(w)))
                return this.repoTags(uid);
            const pagesLeft = Math.ceil(total / Math.max(1, head.items.length)) - 1;
            const unanswered = wanted.filter((w) => !answers(head.items, w)).length;
            return unanswered < pagesLeft ? filtered() : this.repoTags(uid);
        });
    }
    /** Page 1 of a repo's listing, once. */
    head(uid) {
        return this.once(`head:${uid}`, async () => {
            const { platform } = await this.clients();
            return platform.tagHead(uid, this.limiter(FOLLOW_UP));
        });
    }
    /** Every visible repo of the name (the candidates for `<org>/<image>`). */
    candidates(org, image) {
        return this.once(`repos:${org}/${image}`, async () => {
            const { platform } = await this.clients();
            return this.slots.run(UNLOCKS, () => platform.findRepos(org, image));
        });
    }
    /** Every tag of one repo (as listed by default). */
    repoTags(repoUid) {
        return this.once(`tags:${repoUid}`, async () => {
            const { platform } = await this.clients();
            // Each page takes a slot of its own: never hold one around the whole listing (its pages would wait for it).
            // Page 1, when a look-up read it already, is not asked for again.
            const head = this.cache.get(`head:${repoUid}`);
            if (platform.tagPages)
                return platform.tagPages(repoUid, this.limiter(FOLLOW_UP), head);
            return this.slots.run(FOLLOW_UP, () => platform.listTags(repoUid));
        });
    }
    /** The advisories of an image; images asked for in the same tick share one combined query. */
    advisories(image) {
        return this.once(`advisories:${image}`, () => this.advisoryBatches.load(image));
    }
    /**
     * Collects the images asked for until the tick ends (every target starts at once), then sends
     * them as one batch. Cached by `once`, not by DataLoader, like every other look-up.
     */
    advisoryBatches = new (dataloader_default())((images) => this.sendAdvisories(images), {
        batchScheduleFn: (send) => setImmediate(send),
        cache: false,
    });
    /** A rejection fails every image of the batch (each unchecked: never a false green); an Error item fails its image only. */
    async sendAdvisories(images) {
        const { platform } = await this.clients();
        if (!platform.advisoriesOf)
            return Promise.all(images.map((image) => this.slots.run(LEAF, () => platform.listAdvisories(image)).catch(errors/* asError */.zR)));
        const byName = await platform.advisoriesOf(images, this.limiter(LEAF));
        return images.map((image) => byName.get(image) ?? []);
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
            const token = await this.token(org, image, tag);
            return this.counted(this.slots.run(FOLLOW_UP, () => registry.walk(org, image, tag, token, pin, hint)));
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
            const token = await this.token(org, image, tag);
            const walks = await this.slots
                .run(FOLLOW_UP, () => registry.walkPins(org, image, tag, token, list))
                .catch((error) => {
                this.refusedBy(error);
                throw error;
            });
            // Each pin's own outcome: a refusal is the credential's, whichever pin met it.
            for (const walk of walks.values()) {
                if (walk instanceof Error)
                    this.refusedBy(walk);
                else
                    this.registryTokens.accepted++;
            }
            return walks;
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
            const token = await this.token(org, image, tag);
            const { registry } = await this.clients();
            return this.counted(this.slots.run(FOLLOW_UP, () => registry.history(org, image, tag, token)));
        });
    }
    /** The Bearer of an image's Tag History, once per image (`tag`: the first one asked, for a challenge). */
    token(org, image, tag) {
        return this.once(`token:${org}/${image}`, async () => {
            const { registry } = await this.clients();
            // Only a refusal counts here: the identity token is returned unasked, so no answer accepted it yet.
            return this.slots
                .run(UNLOCKS, () => registry.token(org, image, tag))
                .catch((error) => {
                this.refusedBy(error);
                throw error;
            });
        });
    }
    /**
     * A history read's answer to the credential: read, it is accepted; a 401/403 refuses it
     * (check/credentials.ts registryFailure: refused for every image, the run stops naming the input).
     */
    async counted(call) {
        try {
            const value = await call;
            this.registryTokens.accepted++;
            return value;
        }
        catch (error) {
            this.refusedBy(error);
            throw error;
        }
    }
    refusedBy(error) {
        if (error instanceof api_error/* ApiError */.hD && (error.status === 401 || error.status === 403))
            this.registryTokens.refused.push(error);
    }
    /**
     * v1 end-of-life tags of the repo `<org>/<image>` for each of `tags` (issue 14): one request
     * per repo, one call per repo (not per tag: thousands of waiting calls were the young
     * generation's to copy). Null for a tag when the platform does not offer them; each tag's is
     * the list of the repo proven to be the organization's (`ownRepo`), and null when none is.
     */
    async eolTags(org, image, tags) {
        const { eolTags } = await this.clients();
        const answers = new Map();
        if (!eolTags) {
            for (const tag of tags)
                answers.set(tag, null);
            return answers;
        }
        // Each tag's is the list of the repo proven to be its organization's (`ownRepo`); none proven, null.
        for (const tag of tags) {
            const uid = await this.repoOf(org, image, tag);
            answers.set(tag, uid === null ? null : await this.eolOf(uid, LEAF));
        }
        return answers;
    }
    /** The v1 end-of-life tags of a repo, once (null when not offered or without the client). */
    eolOf(uid, priority) {
        return this.once(`eoltags:${uid}`, async () => {
            const { eolTags } = await this.clients();
            return eolTags ? this.slots.run(priority, () => eolTags.list(uid)) : null;
        });
    }
    /**
     * A vulnerability report look-up (check/vulnerabilities.ts), once per key, under `concurrency`
     * with the leaves (nothing waits on it); null when the clients offer no vulnerability reports.
     */
    leaf(key, call) {
        return this.once(key, async () => {
            const { vulnReports } = await this.clients();
            return vulnReports ? this.slots.run(LEAF, () => call(vulnReports)) : null;
        });
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
/** The organization's group of a uid: its first segment (uids are uid paths under their group, `<group>/<child>`). */
const organizationOf = (uid) => uid.split('/')[0];
/** One function for every cached promise (a closure each would be thousands). */
const ignore = () => undefined;
/** Priorities of waiting calls, highest first. */
const UNLOCKS = 2;
const FOLLOW_UP = 1;
const LEAF = 0;
/** At most `concurrency` calls at once (p-queue); waiting calls are served by priority, then in arrival order. */
class Slots {
    queue = new dist/* default */.Ay({ concurrency: Number.POSITIVE_INFINITY });
    set size(concurrency) {
        this.queue.concurrency = concurrency;
    }
    run(priority, call) {
        return this.queue.add(call, { priority });
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
    const { tag, digest } = result;
    if (result.status === 'stale' && tag !== null && result.pinnedDigest && digest && digest !== result.pinnedDigest) {
        return pinnedReference(result, tag, digest);
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
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9691);
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
    /** A 401 answer's `WWW-Authenticate` header, unread: only registry/challenge.ts reads it, and never shows it whole. */
    challenge;
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
        this.challenge = init.challenge;
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

/***/ 2211:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MU: () => (/* binding */ repoSchema),
/* harmony export */   NL: () => (/* binding */ groupSchema),
/* harmony export */   c3: () => (/* binding */ tagSchema),
/* harmony export */   er: () => (/* binding */ digestSchema),
/* harmony export */   nv: () => (/* binding */ advisorySchema),
/* harmony export */   yo: () => (/* binding */ timestampSchema)
/* harmony export */ });
/* unused harmony exports unset, optionalTimestamp, roleSchema, identitySchema, roleBindingSchema, emptySchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9691);

// Response shapes of the Platform API v2 (spec: "Resources and their fields"). Unknown fields
// are allowed (v2 is additive); the fields we rely on are checked. Tags and advisories, of which
// a run may hold tens of thousands, keep only those fields (z.object drops the others).
// Every optional field reads as the proto3 JSON mapping allows it to come (the vendor's protos):
// absent, or its zero value, or `null` (an unset message or timestamp): `unset` below.
const digestSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(/^sha256:[0-9a-f]{64}$/, 'must be sha256:<64 lowercase hex>');
const RFC3339 = /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d{1,9})?([Zz]|[+-]\d{2}:\d{2})$/;
/**
 * An RFC 3339 date-time (what the spec promises), and a real one: anything else (a date
 * alone, prose, markup) makes the response invalid rather than text a report would render.
 */
const timestampSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
    .refine((s) => RFC3339.test(s) && !Number.isNaN(Date.parse(s)), 'must be an RFC 3339 timestamp');
/** An optional field: absent or `null` read as absent (undefined). */
const unset = (schema) => zod__WEBPACK_IMPORTED_MODULE_0__/* .preprocess */ .vkY((v) => (v === null ? undefined : v), schema.optional());
/** An optional timestamp: absent, `null` or `""` (an unset value) read as absent. */
const optionalTimestamp = zod__WEBPACK_IMPORTED_MODULE_0__/* .preprocess */ .vkY((v) => (v === '' || v === null ? undefined : v), timestampSchema.optional());
/** An optional string: absent or `null` read as ''. */
const text = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
    .nullish()
    .transform((v) => v ?? '');
const repoSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    uid: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    description: unset(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    createTime: optionalTimestamp,
    updateTime: optionalTimestamp,
});
// No `uid`: a tag is known by its name within its repo.
const tagSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    digest: digestSchema,
    // proto3 JSON omits false booleans (or sends null for them).
    deprecated: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY()
        .nullish()
        .transform((v) => v ?? false),
    updateTime: optionalTimestamp,
});
const advisorySchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    uid: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    advisoryId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    artifactName: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    updateTime: timestampSchema,
});
const roleSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    uid: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    name: text,
    description: unset(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
});
const identitySchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    uid: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    name: text,
    description: unset(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    claimMatch: unset(zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ issuer: unset(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()), subject: unset(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()), subjectPattern: unset(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()) })),
    createTime: optionalTimestamp,
});
const hydrated = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ uid: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), name: unset(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()), description: unset(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()) });
const roleBindingSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    uid: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    identity: hydrated.extend({ subject: unset(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()), issuer: unset(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()) }),
    group: hydrated,
    role: hydrated,
    createTime: optionalTimestamp,
});
const emptySchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({});
// IAM v2 Group (groups.proto): an organization's root group is named as the organization.
const groupSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ uid: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1), name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1) });


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

/***/ 7079:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ historyResponseSchema)
/* harmony export */ });
/* unused harmony export historyRecordSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9691);
/* harmony import */ var _platform_schemas__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2211);


// A Tag History response (spec: Tag History endpoint): at most 1 000 records, each an RFC 3339
// time and a sha256 digest; other fields are dropped.
const historyRecordSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ updateTimestamp: _platform_schemas__WEBPACK_IMPORTED_MODULE_0__/* .timestampSchema */ .yo, digest: _platform_schemas__WEBPACK_IMPORTED_MODULE_0__/* .digestSchema */ .er });
/** `{ history: [...] }`, an absent list being empty. */
const historyResponseSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ history: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(historyRecordSchema).optional() })
    .transform((body) => body.history ?? []);


/***/ }),

/***/ 489:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A$: () => (/* binding */ walkHistoryPins),
/* harmony export */   S6: () => (/* binding */ walkHistory),
/* harmony export */   VQ: () => (/* binding */ walkOfRecords),
/* harmony export */   hZ: () => (/* binding */ windowStuck)
/* harmony export */ });
/* unused harmony exports FIRST_WINDOW_MS, MAX_WALK_RECORDS, MAX_WALK_REQUESTS */
/* harmony import */ var _http_api_error__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2247);
/* harmony import */ var _address__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7187);
/* harmony import */ var _history_schema__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7079);



// Where a pinned digest sits in its tag's history, read from the newest build backwards in time
// and only as far as the pin: a pin a few builds behind costs one request, not the whole history.
//
// Tag History (spec: Tag History endpoint, Limits): `start` and `end` bound the records' times,
// records come oldest first, at most 1 000 per response. The emulator (and this walk) take both
// bounds as inclusive. So:
// - windows go back in time: [S1, open), then [S2, S1], then [S3, S2] ... A record exactly at a
//   bound comes back in both windows. Every build is counted once per walk, by digest (unique per
//   build, spec rule 5), whatever brings it back: a shared bound, a cut window read on, or a
//   server that repeats records.
// - a window that comes back full (1 000 records) may be cut: the response holds its oldest
//   1 000. The rest of that window is read forward from the newest time seen.
// - the window's length follows the build rate seen so far, aiming at WINDOW_TARGET records; two
//   empty windows in a row (a gap, or the start of the history) are followed by one that is open
//   towards the past (no `start`), which reaches the first build.
// Records with the same time keep the server's order (oldest first), as the full walk does.
/** Records a window aims at: below HISTORY_WINDOW, so a window usually comes back whole. */
const WINDOW_TARGET = 950;
/** Length of the first window (ms): 45 days of daily builds, or 540 builds every 2 hours. */
const FIRST_WINDOW_MS = 45 * 24 * 3_600_000;
/** The walk gives up after this many builds or requests without finding the pin: HISTORY_LIMIT. */
const MAX_WALK_RECORDS = 1_000_000;
const MAX_WALK_REQUESTS = 2_000;
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
    const maxRecords = req.maxRecords ?? MAX_WALK_RECORDS;
    const maxRequests = req.maxRequests ?? MAX_WALK_REQUESTS;
    const stats = { requests: 0, records: 0, watched: false };
    // Every digest counted so far: a build counts once however often the answers repeat it.
    const counted = new Set();
    // Thrown by fetchWindow past the bounds, and caught by the walk: the pins placed keep their answer.
    let limit = null;
    /** One window request: its records, oldest first. */
    const fetchWindow = async (start, end) => {
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
        return oldestFirst(await req.http.json(url, { headers, schema: _history_schema__WEBPACK_IMPORTED_MODULE_1__/* .historyResponseSchema */ .R, label }));
    };
    /** Reads the window [start, end] whole: one request, more when it comes back full. */
    const readWindow = async (start, end) => {
        const read = { count: 0, first: null, last: null, found: new Map(), awaiting: [] };
        const startMs = start === undefined ? -Infinity : Date.parse(start);
        const endMs = end === undefined ? Infinity : Date.parse(end);
        let from = start;
        for (;;) {
            const fromMs = from === undefined ? -Infinity : Date.parse(from);
            const page = await fetchWindow(from, end);
            let fresh = 0;
            let newest;
            for (const { record, ms } of page) {
                // Outside the asked bounds: an overlap the server should not send.
                if (ms < fromMs || ms < startMs || ms > endMs)
                    continue;
                newest = record;
                if (counted.has(record.digest))
                    continue;
                counted.add(record.digest);
                if (record.digest === req.watch)
                    stats.watched = true;
                for (const digest of read.awaiting)
                    read.found.get(digest).after = record;
                read.awaiting.length = 0;
                if (pins.includes(record.digest) && !placed.has(record.digest)) {
                    read.found.set(record.digest, { record, index: read.count, after: null });
                    read.awaiting.push(record.digest);
                }
                read.first ??= record;
                read.last = record;
                read.count++;
                fresh++;
            }
            stats.records += fresh;
            if (page.length < _address__WEBPACK_IMPORTED_MODULE_2__/* .HISTORY_WINDOW */ .eW)
                return read;
            if (fresh === 0 || !newest)
                throw windowStuck(label, page.map((r) => r.record), from);
            // Cut at 1 000: the rest of the window, forward from the newest time seen.
            from = newest.updateTimestamp;
        }
    };
    const newer = { count: 0, oldest: null, newest: null };
    let span = req.firstWindowMs ?? FIRST_WINDOW_MS;
    const anchorMs = req.newestHint !== undefined && !Number.isNaN(Date.parse(req.newestHint)) ? Date.parse(req.newestHint) : Date.now();
    // The first window is open towards the future: a build newer than the hint is still seen.
    let end;
    let startMs = anchorMs - span;
    let openPast = false;
    let empties = 0;
    for (;;) {
        const start = openPast ? undefined : new Date(startMs).toISOString();
        let window;
        try {
            window = await readWindow(start, end);
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
        startMs = startMs - span;
    }
}
/** A page's records with their times in ms, oldest first: a server that does not keep the order is sorted (stable), so it cannot misplace the pin. */
function oldestFirst(records) {
    const timed = records.map((record) => ({ record, ms: Date.parse(record.updateTimestamp) }));
    return timed.every((r, i) => i === 0 || timed[i - 1].ms <= r.ms) ? timed : timed.sort((a, b) => a.ms - b.ms);
}
/** A full page (oldest first) that moved a walk no further: what was wrong with it, in words. */
function windowStuck(label, page, from) {
    const first = page[0].updateTimestamp;
    const last = page.at(-1).updateTimestamp;
    const message = Date.parse(first) === Date.parse(last)
        ? `${page.length} records share the time ${first}; the window cannot move past them`
        : `a full window of ${page.length} records (${first} to ${last}) from ${from ?? 'the first build'} holds no build not already read; the server repeats records`;
    return new _http_api_error__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD({
        status: 200,
        code: 0,
        reason: 'HISTORY_WINDOW_STUCK',
        message: `${label}: ${message}`,
        request: label,
    });
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


/***/ })

};
