export const id = 760;
export const ids = [760];
export const modules = {

/***/ 4377:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $q: () => (/* binding */ readUnverifiedClaims),
/* harmony export */   Of: () => (/* binding */ refusalOf),
/* harmony export */   qQ: () => (/* binding */ GITHUB_ACTIONS_ISSUER),
/* harmony export */   zl: () => (/* binding */ requestGitHubIdToken)
/* harmony export */ });
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7067);
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_http__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9691);
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);



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
        throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .GitHubIdTokenError */ .My(MISSING_PERMISSION);
    }
    try {
        return await source(audience);
    }
    catch (error) {
        // A refusal by its status and reason only: the service's body may quote the request token.
        const detail = error instanceof _errors__WEBPACK_IMPORTED_MODULE_1__/* .ApiError */ .hD && error.httpCode !== null
            ? refusalOf(error)
            : error instanceof Error
                ? error.message.replace(/\s+/g, ' ').trim()
                : String(error);
        // No cause: it would carry the body's text along.
        throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .GitHubIdTokenError */ .My(`the runner did not hand out the workflow's GitHub OIDC token (audience ${audience}): ${detail}`);
    }
}
const claimsSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    iss: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    sub: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    aud: zod__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())]).optional(),
    // Any JSON: read as a number where it is one (a malformed exp is the service's to refuse).
    exp: zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J().optional(),
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
    const phrase = node_http__WEBPACK_IMPORTED_MODULE_0__.STATUS_CODES[error.status] ?? 'error';
    const reason = /^[A-Z][A-Z0-9_]{0,62}$/.test(error.reason) ? error.reason : '';
    return `HTTP ${error.status} ${phrase}${reason && reason !== phrase ? ` (${reason})` : ''}`;
}


/***/ }),

/***/ 6499:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MX: () => (/* binding */ registryFailure),
/* harmony export */   SU: () => (/* binding */ platformFailure),
/* harmony export */   e3: () => (/* binding */ credentialSources)
/* harmony export */ });
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var _words__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5846);


function credentialSources(config, words = _words__WEBPACK_IMPORTED_MODULE_1__/* .ACTION_WORDS */ .d) {
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
    if (!(error instanceof _errors__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD))
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

/***/ 2682:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ym: () => (/* binding */ prefetchAdvice),
/* harmony export */   Ze: () => (/* binding */ adviseResults)
/* harmony export */ });
/* unused harmony export EOL_DATES_UNAVAILABLE */
/* harmony import */ var _platform_eoltags__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7334);
/* harmony import */ var _policy_file_read__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9196);
/* harmony import */ var _policy_file_accepted_findings__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7125);
/* harmony import */ var _settle__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6964);
/* harmony import */ var _suggest__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1066);
/* harmony import */ var _refs_mirror_form__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3750);
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3916);
// What to do about each result, after the look-ups: the reference to move to, the
// end-of-life dates where the platform gives them (v1 eoltags, an enrichment), and which
// findings the policy file accepts. Reads only what Lookups already holds or fetches once per
// repo; a failed enrichment never changes a status, it only leaves a suggestion or a date out.







/** An enrichment's value, or null when it failed: advice never fails a result. */
const orNull = async (promise) => {
    const settled = await (0,_settle__WEBPACK_IMPORTED_MODULE_6__/* .settle */ .G)(promise);
    return settled.ok ? settled.value : null;
};
const EOL_DATES_UNAVAILABLE = 'The platform does not give end-of-life dates here (the v1 end-of-life tags operation is absent or refused): end of life is judged by the deprecated flag alone, with no warning ahead of time.';
/** Images that could not be checked get no advice (an end-of-life error still does). */
const advisable = (r) => !(r.status === 'error' && !r.deprecated);
/**
 * Asks for what a result's advice will read, as soon as the result is known: its repo's v1
 * end-of-life tags then share the slots with the other images' look-ups instead of all waiting
 * for the last of them. The same requests `adviseResults` makes (cached); never throws.
 */
function prefetchAdvice(r, lookups) {
    if (advisable(r) && r.tag !== null)
        void orNull(lookups.eolTags(r.org, r.image, [r.tag]));
}
/** Each result with its suggestion, end-of-life dates and ignored findings (new values). Never throws. */
async function adviseResults(results, lookups, options) {
    const today = (0,_policy_file_read__WEBPACK_IMPORTED_MODULE_1__/* .todayOf */ .XY)(options.now);
    // The look-ups first, once per repo, then every result advised without waiting on its own.
    const eol = await endOfLifeTags(results.filter(advisable), lookups);
    const unavailable = eol.some((items) => items === null);
    const { indexOf, endOfLifeOf } = endOfLifeIndex(eol, options);
    const endOfLife = results.map((r) => (advisable(r) ? endOfLifeOf(r) : null));
    // The repo's whole listing only where a suggestion needs it: an end-of-life tag's siblings
    // (cached when the look-ups read the listing already).
    const needsTags = (r, i) => advisable(r) && (r.deprecated || endOfLife[i]?.warn === true);
    const tags = await onceEach(results.filter(needsTags), (r) => orNull(lookups.siblings(r.org, r.image, r.tag ?? undefined)));
    // The tag to move to, picked once per repo and tag: every input of suggestTag is the tag's.
    const nextTags = new ByRepoTag();
    const nextTagOf = (r, list, ending) => {
        if (!nextTags.has(r))
            nextTags.set(r, list && r.tag !== null ? (0,_suggest__WEBPACK_IMPORTED_MODULE_3__/* .suggestTag */ .bu)(list, r.tag, { ending }) : null);
        return nextTags.get(r);
    };
    const nextOf = (r, i) => nextTagOf(r, needsTags(r, i) ? (tags.get(r) ?? null) : null, indexOf(r)?.ending);
    // Under min-age a pin moves to another tag with that tag's newest build old enough to pull.
    const moves = await cooledMoves(results.flatMap((r, i) => (needsTags(r, i) && r.pinnedDigest !== null ? [{ r, next: nextOf(r, i) }] : [])), lookups);
    const advised = results.map((r, i) => {
        if (!advisable(r))
            return { ...r, suggestion: null, ignored: null, endOfLife: null };
        const dates = endOfLife[i] ?? null;
        // A tag about to end is advised like an end-of-life one: the maintained tag to move to.
        const move = r.pinnedDigest !== null && needsTags(r, i) ? moves.get(r) : undefined;
        const moved = move ? { ...r, nextTagPullable: move } : r;
        const facts = { ...moved, deprecated: r.deprecated || dates?.warn === true };
        const judged = (0,_suggest__WEBPACK_IMPORTED_MODULE_3__/* .suggestionFor */ .o$)(facts, () => nextOf(r, i));
        // A mirror's reference moves within the mirror: the suggestion in the form it was written.
        const suggestion = judged !== null && r.upstream !== undefined ? (0,_refs_mirror_form__WEBPACK_IMPORTED_MODULE_4__/* .inMirrorForm */ .v)(judged, r.ref, r.upstream) : judged;
        const accepted = (0,_policy_file_accepted_findings__WEBPACK_IMPORTED_MODULE_2__/* .ignoredFindings */ .n)(r, options.ledger, today);
        const [first] = accepted.values();
        const ignored = first ? { reason: first.reason, until: first.until, kinds: [...accepted.keys()] } : null;
        return { ...moved, suggestion, ignored, endOfLife: dates };
    });
    return {
        results: advised,
        notices: unavailable ? [EOL_DATES_UNAVAILABLE] : [],
        expired: (0,_policy_file_read__WEBPACK_IMPORTED_MODULE_1__/* .expiredEntries */ .SZ)(options.ledger, today),
    };
}
/** A result's end-of-life dates, and the tags of its repo whose builds end soon, by its repo's v1 listing. */
function endOfLifeIndex(eol, options) {
    // Indexed once per repo, not per reference: Lookups hands every reference of a repo the same list.
    const indexes = new Map();
    const indexOf = (r) => {
        const items = eol.get(r);
        if (!items)
            return undefined;
        let index = indexes.get(items);
        if (!index)
            indexes.set(items, (index = { byName: (0,_platform_eoltags__WEBPACK_IMPORTED_MODULE_0__/* .eolTagsByName */ .O6)(items), ending: (0,_platform_eoltags__WEBPACK_IMPORTED_MODULE_0__/* .endingTagNames */ .ud)(items) }));
        return index;
    };
    const endOfLifeOf = (r) => {
        const item = r.tag === null ? undefined : indexOf(r)?.byName.get(r.tag);
        if (!item)
            return null;
        const o = (0,_platform_eoltags__WEBPACK_IMPORTED_MODULE_0__/* .eolAhead */ .cT)(item, options.now, options.warnBeforeMs);
        return {
            status: o.status,
            supportEnds: o.supportEnds,
            supportEnded: o.supportEnded,
            buildsUntil: o.buildsUntil,
            daysLeft: o.daysLeft,
            warn: o.warn,
        };
    };
    return { indexOf, endOfLifeOf };
}
/**
 * Under min-age, for each pin to move off its tag: the tag it moves to and that tag's newest build
 * old enough to pull, read once per repo and tag by the tag's walk; none without min-age.
 */
async function cooledMoves(pins, lookups) {
    const moves = new ByRepoTag();
    // Pins of one repo moving to the same tag share one read.
    const reads = new ByRepoTag();
    await Promise.all(pins.map(async ({ r, next }) => {
        if (!next)
            return;
        const target = { org: r.org, image: r.image, tag: next.name };
        if (!reads.has(target))
            reads.set(target, pullableMove(lookups.pullableOf(r.org, r.image, next.name), next));
        const move = await reads.get(target);
        if (move)
            moves.set(r, move);
    }));
    return moves;
}
/** The move to `next` under min-age: its newest build old enough to pull, or why there is none; undefined without min-age. */
async function pullableMove(read, next) {
    const found = await (0,_settle__WEBPACK_IMPORTED_MODULE_6__/* .settle */ .G)(read);
    if (!found.ok)
        return { tag: next.name, pullable: null, error: (0,_errors__WEBPACK_IMPORTED_MODULE_5__/* .messageOf */ .bD)(found.error) };
    if (found.value === undefined)
        return undefined;
    const build = found.value && { digest: found.value.digest, lastUpdate: found.value.updateTimestamp };
    return { tag: next.name, pullable: build };
}
/** Values by a result's repo and tag (org, image, tag). */
class ByRepoTag {
    values = new Map();
    key = (r) => JSON.stringify([r.org, r.image, r.tag]);
    get(r) {
        return this.values.get(this.key(r));
    }
    has(r) {
        return this.values.has(this.key(r));
    }
    set(r, value) {
        this.values.set(this.key(r), value);
    }
    /** Whether any value passes `test`. */
    some(test) {
        return [...this.values.values()].some(test);
    }
}
/** The v1 end-of-life tags of each repo and tag of `results`: one call per repo, all at once; null where they failed. */
async function endOfLifeTags(results, lookups) {
    // The tags asked for, by org and image.
    const repos = new Map();
    for (const { org, image, tag } of results) {
        if (tag === null)
            continue;
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


/***/ }),

/***/ 5340:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   No: () => (/* binding */ toResultError),
/* harmony export */   VJ: () => (/* binding */ unchecked),
/* harmony export */   nP: () => (/* binding */ summarizeAdvisories),
/* harmony export */   no: () => (/* binding */ assess),
/* harmony export */   vw: () => (/* binding */ unplaced)
/* harmony export */ });
/* harmony import */ var _secrets__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7194);
/* harmony import */ var _words__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5846);
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);



/** The error of a result; its text scrubbed of credentials (every one known by now) and control characters. */
function toResultError(error) {
    if (error instanceof _errors__WEBPACK_IMPORTED_MODULE_2__/* .LookupError */ .FN)
        return { code: error.httpCode, reason: (0,_secrets__WEBPACK_IMPORTED_MODULE_0__/* .safeText */ .Hk)(error.reason), message: (0,_secrets__WEBPACK_IMPORTED_MODULE_0__/* .safeText */ .Hk)(error.message) };
    const message = (0,_errors__WEBPACK_IMPORTED_MODULE_2__/* .messageOf */ .bD)(error);
    return { code: null, reason: 'INTERNAL', message: (0,_secrets__WEBPACK_IMPORTED_MODULE_0__/* .safeText */ .Hk)(message) };
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
    const { walk } = gathered;
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
            if (found.kind === 'placed' && found.pullable !== undefined)
                result.pullable = found.pullable && {
                    digest: found.pullable.digest,
                    lastUpdate: found.pullable.updateTimestamp,
                };
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
        ...(target.upstream !== undefined ? { upstream: target.upstream } : {}),
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
            .map(({ advisoryId, artifactName, updateTime }) => Object.freeze({ advisoryId: (0,_secrets__WEBPACK_IMPORTED_MODULE_0__/* .safeText */ .Hk)(advisoryId), artifactName: (0,_secrets__WEBPACK_IMPORTED_MODULE_0__/* .safeText */ .Hk)(artifactName), updateTime }));
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

/***/ 5500:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  VJ: () => (/* binding */ checkTargets),
  K0: () => (/* binding */ placeDigest)
});

// UNUSED EXPORTS: TARGET_WINDOW

// EXTERNAL MODULE: ./node_modules/p-queue/dist/index.js + 4 modules
var dist = __webpack_require__(9052);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/check/judge/assess.ts
var assess = __webpack_require__(5340);
// EXTERNAL MODULE: ./src/check/credential-failures.ts
var credential_failures = __webpack_require__(6499);
// EXTERNAL MODULE: ./src/check/lookups/lookups.ts + 9 modules
var lookups_lookups = __webpack_require__(3639);
;// CONCATENATED MODULE: ./src/check/judge/placement.ts
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
    // Each tag's rank and time read once, not in the comparator: on a repo of thousands of tags,
    // parsing the times there held the event loop while answers waited.
    const ordered = tags
        .map((tag) => ({ tag, rank: rank(tag.name), time: time(tag) }))
        .sort((a, b) => a.rank - b.rank || b.time - a.time || (a.tag.name < b.tag.name ? -1 : a.tag.name > b.tag.name ? 1 : 0))
        .map((keyed) => keyed.tag);
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

// EXTERNAL MODULE: ./src/check/judge/vulnerabilities.ts
var vulnerabilities = __webpack_require__(2598);
// EXTERNAL MODULE: ./src/settle.ts
var settle = __webpack_require__(6964);
;// CONCATENATED MODULE: ./src/check/judge/engine.ts








/** Targets under way at once per call in flight: enough that pins' history chains run side by side. */
const TARGET_WINDOW = 16;
/**
 * Checks every target; one target's failure is its `error` result and the others go on.
 * The look-ups are what is bounded (`concurrency` calls at once), not the targets: a target
 * waiting for another's look-up would hold a slot while sending nothing. Targets run in a window
 * TARGET_WINDOW times as wide, so thousands of them do not all wait at once.
 */
async function checkTargets(targets, clients, options) {
    const lookups = (clients instanceof lookups_lookups/* Lookups */.E ? clients : new lookups_lookups/* Lookups */.E(clients))
        .setConcurrency(options.concurrency)
        .setCooldown(options.minAgeMs ? options.now.getTime() - options.minAgeMs : null);
    const sources = options.credentials;
    announce(targets, lookups);
    if (sources && targets.length > 0)
        await probeFirst(targets, lookups, sources);
    // Every image's advisories asked for in this one tick: one combined query, whatever the window.
    const advisoriesOf = new Map();
    for (const { image } of targets)
        if (!advisoriesOf.has(image))
            advisoriesOf.set(image, (0,settle/* settle */.G)(lookups.advisories(image)));
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
        // Under min-age an unpinned reference's pin to write is the newest build old enough to pull.
        const cooled = pin === null && options.minAgeMs ? (0,settle/* settle */.G)(lookups.walk(target.org, target.image, target.tag, null)) : null;
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
        // Vulnerabilities of the digest in use once its place is known: cached per digest.
        return (0,vulnerabilities/* addVulnerabilities */.m1)(withPullable((0,assess/* assess */.no)(target, { tags, walk, advisories: listed }, options), cooled && (await cooled)), lookups, options.vulnerabilityGate ?? null);
    };
    const window = new dist/* default */.Ay({ concurrency: TARGET_WINDOW * Math.max(1, options.concurrency) });
    const checked = async (target) => {
        const result = await checkOne(target);
        options.onResult?.(result);
        return result;
    };
    const results = await Promise.all(targets.map((target) => window.add(() => checked(target))));
    const stop = sources
        ? (0,credential_failures/* registryFailure */.MX)(lookups.registryTokens.refused, lookups.registryTokens.accepted, sources)
        : null;
    if (stop)
        throw stop;
    return results;
}
/**
 * Every pin announced before any walk starts: several pins of one tag are placed by one walk.
 * Every look-up of a repo announced too: they decide whether its listing is worth reading.
 */
function announce(targets, lookups) {
    for (const t of targets) {
        if (t.tag !== null && t.pinnedDigest !== null)
            lookups.expectPins(t.org, t.image, t.tag, t.pinnedDigest);
        if (t.tag !== null)
            lookups.expectLookup(t.org, t.image, { name: t.tag });
        else if (t.pinnedDigest !== null)
            lookups.expectLookup(t.org, t.image, { digest: t.pinnedDigest });
    }
}
/**
 * The first Platform API call before any other: if the token or api-url is wrong, every call
 * would fail alike, so that one stops the run with an error naming the input. Meanwhile the pins'
 * walks fill the other slots: they ask the registry, with its own credential.
 */
async function probeFirst(targets, lookups, sources) {
    const probe = (0,settle/* settle */.G)(lookups.candidates(targets[0].org, targets[0].image));
    for (const t of targets)
        if (t.tag !== null && t.pinnedDigest !== null)
            void (0,settle/* settle */.G)(lookups.walk(t.org, t.image, t.tag, t.pinnedDigest));
    const probed = await probe;
    const stop = probed.ok ? null : (0,credential_failures/* platformFailure */.SU)(probed.error, sources);
    if (stop)
        throw stop;
}
/**
 * An unpinned reference under min-age: the newest build of its tag old enough to pull, the pin to
 * write (the `pinned` output); left out when the walk failed, so nothing reads as known that is not.
 */
function withPullable(result, walk) {
    if (walk === null || !walk.ok || walk.value.kind !== 'newest' || result.digest === null)
        return result;
    const found = walk.value.pullable;
    if (found !== undefined)
        result.pullable = found && { digest: found.digest, lastUpdate: found.updateTimestamp };
    return result;
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
    throw new errors/* BrokenRule */.su('DIGEST_NOT_PLACED', `cannot tell which tag ${digest} belongs to: it is the current build of none of the ${tags.length} tags of ${where}${searched}${bound}${notRead}. Write the tag it was built from, as ${where}:<tag>@${digest}`);
}


/***/ }),

/***/ 3390:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DT: () => (/* binding */ describeChanges),
  Gy: () => (/* binding */ digestPackages)
});

// UNUSED EXPORTS: MAX_CHANGES

// EXTERNAL MODULE: ./node_modules/packageurl-js/index.js
var packageurl_js = __webpack_require__(7091);
// EXTERNAL MODULE: ./src/secrets.ts
var secrets = __webpack_require__(7194);
;// CONCATENATED MODULE: ./src/provenance/fix-join.ts
// Which package each vulnerability a move fixes belongs to (`fixedByUpdate[].package`): the name
// the vulnerability report's purl gives it. The v1 reports carry the purls per vulnerability
// (vendor proto platform/registry/v1/vulnerabilities.platform.proto, `Vulnerability.purls`,
// field 3, JSON `purls`); the fixed ones are read from the report of the digest in use.


const MAX_NAME = 256;
/** Each id's purls, gathered over the report (a vulnerability is listed once per package it is found in). */
function purlsById(vulnerabilities) {
    const byId = new Map();
    for (const v of vulnerabilities) {
        const list = byId.get(v.id) ?? [];
        for (const purl of v.purls ?? [])
            if (!list.includes(purl))
                list.push(purl);
        byId.set(v.id, list);
    }
    return byId;
}
/** The package a purl names: an apk's name; in another ecosystem its namespace and name (`golang.org/x/net`). */
function nameOf(purl) {
    let parsed;
    try {
        parsed = packageurl_js.PackageURL.fromString(purl);
    }
    catch {
        return null; // a purl that does not parse names nothing
    }
    const apk = parsed.type === 'apk';
    const name = apk || !parsed.namespace ? parsed.name : `${parsed.namespace}/${parsed.name}`;
    return name.length > 0 && name.length <= MAX_NAME ? { apk, name: (0,secrets/* safeText */.Hk)(name) } : null;
}
const byText = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
/**
 * The package of one vulnerability among the purls its report gives: an apk package the move
 * upgrades or removes first (that is what fixes it), then any apk package, then another
 * ecosystem's; by name within each, so the choice is the same on every run.
 */
function packageOf(purls, moved) {
    const names = purls.map(nameOf).filter((n) => n !== null);
    const rank = (n) => (n.apk ? (moved.has(n.name) ? 0 : 1) : 2);
    names.sort((a, b) => rank(a) - rank(b) || byText(a.name, b.name));
    return names[0]?.name ?? null;
}
/** The fixed vulnerabilities, in their order, each with its package (null when the report names none). */
function attributeFixes(fixed, purls, changes) {
    const moved = new Set([...(changes?.upgraded ?? []), ...(changes?.removed ?? [])].map((p) => p.name));
    return fixed.map((v) => ({ ...v, package: packageOf(purls.get(v.id) ?? [], moved) }));
}

;// CONCATENATED MODULE: ./src/provenance/apk-version.ts
// apk's version order (shared/spec/signatures-and-sboms.md, "apk version order"): tells an
// upgrade from a downgrade between two SBOMs. Written by hand: no package on the npm registry
// compares apk (Alpine, Wolfi) versions. Imports nothing.
/** The suffixes in their order; the release itself (no suffix) sits between `rc` and `cvs`. */
const SUFFIX_RANK = {
    alpha: 0,
    beta: 1,
    pre: 2,
    rc: 3,
    cvs: 5,
    svn: 6,
    git: 7,
    hg: 8,
    p: 9,
};
const RELEASE_RANK = 4;
/** `<numbers>[<letter>][_<suffix>[<n>]]...[-r<revision>]`, nothing else. */
const VERSION = /^(\d+(?:\.\d+)*)([a-z])?((?:_(?:alpha|beta|pre|rc|cvs|svn|git|hg|p)\d*)*)(?:-r(\d+))?$/;
const SUFFIX = /_([a-z]+)(\d*)/g;
/** The parts of a well-formed version, or null for one that fits none of the grammar. */
function parseApkVersion(text) {
    const m = VERSION.exec(text);
    if (!m)
        return null;
    const suffixes = [...(m[3] ?? '').matchAll(SUFFIX)].map(([, name, n]) => ({ rank: SUFFIX_RANK[name], n: n ?? '' }));
    return { numbers: m[1].split('.'), letter: m[2] ?? null, suffixes, revision: m[4] ?? '0' };
}
const sign = (n) => (n < 0 ? -1 : n > 0 ? 1 : 0);
/** Code-unit order, the same on every machine (no locale). */
const apk_version_byText = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
/** Two digit strings by value, however long (leading zeros do not count; empty is 0). */
function byNumber(a, b) {
    const x = a.replace(/^0+/, '');
    const y = b.replace(/^0+/, '');
    return sign(x.length - y.length) || apk_version_byText(x, y);
}
/** Dot-separated numbers left to right; where one runs out first, it is the lower. */
function byNumbers(a, b) {
    for (let i = 0; i < Math.min(a.length, b.length); i++) {
        const c = byNumber(a[i], b[i]);
        if (c !== 0)
            return c;
    }
    return sign(a.length - b.length);
}
/** Suffix lists left to right; a list that runs out stands as the release at that place. */
function bySuffixes(a, b) {
    for (let i = 0; i < Math.max(a.length, b.length); i++) {
        const x = a[i];
        const y = b[i];
        const c = sign((x?.rank ?? RELEASE_RANK) - (y?.rank ?? RELEASE_RANK)) || byNumber(x?.n ?? '', y?.n ?? '');
        if (c !== 0)
            return c;
    }
    return 0;
}
/** Two parsed versions: numbers, then the letter (none lowest), then suffixes, then the revision. */
function byParts(a, b) {
    return (byNumbers(a.numbers, b.numbers) ||
        apk_version_byText(a.letter ?? '', b.letter ?? '') ||
        bySuffixes(a.suffixes, b.suffixes) ||
        byNumber(a.revision, b.revision));
}
/**
 * -1, 0 or 1 as `a` is before, the same as, or after `b` in apk's order. Versions that fit
 * none of the grammar compare as text, after every well-formed one. Equal order is not equal
 * text (`1.0` and `1.0-r0` are the same version to apk).
 */
function compareApkVersions(a, b) {
    const x = parseApkVersion(a);
    const y = parseApkVersion(b);
    if (x && y)
        return byParts(x, y);
    if (x)
        return -1;
    if (y)
        return 1;
    return apk_version_byText(a, b);
}

// EXTERNAL MODULE: ./src/provenance/sbom.ts
var sbom = __webpack_require__(1582);
;// CONCATENATED MODULE: ./src/provenance/package-diff.ts
// What a digest change carries, in packages: the two SBOMs' installed packages matched by purl
// type, namespace and name (shared/design/action-contract.md, a `results` item's `changes`).


const package_diff_byText = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
/** The entries by name (then by key, so two namespaces' packages of one name keep one order). */
function ordered(list) {
    return list.sort(([ka, a], [kb, b]) => package_diff_byText(a.name, b.name) || package_diff_byText(ka, kb)).map(([, entry]) => entry);
}
/**
 * The change from the packages of `ids.from` to those of `ids.to`. A version apk orders as the
 * same (`1.0` and `1.0-r0`) is unchanged: apk would not replace it.
 */
function diffPackages(before, after, ids) {
    const old = new Map(before.map((p) => [(0,sbom/* packageKey */.M)(p), p]));
    const added = [];
    const upgraded = [];
    const downgraded = [];
    let unchanged = 0;
    for (const p of after) {
        const key = (0,sbom/* packageKey */.M)(p);
        const was = old.get(key);
        old.delete(key);
        if (!was)
            added.push([key, { name: p.name, version: p.version }]);
        else {
            const order = compareApkVersions(was.version, p.version);
            if (order === 0)
                unchanged++;
            else
                (order < 0 ? upgraded : downgraded).push([key, { name: p.name, from: was.version, to: p.version }]);
        }
    }
    const removed = [...old].map(([key, p]) => [key, { name: p.name, version: p.version }]);
    return {
        ...ids,
        added: ordered(added),
        removed: ordered(removed),
        upgraded: ordered(upgraded),
        downgraded: ordered(downgraded),
        unchanged,
    };
}

// EXTERNAL MODULE: ./src/provenance/platform.ts
var provenance_platform = __webpack_require__(4116);
// EXTERNAL MODULE: ./src/settle.ts
var settle = __webpack_require__(6964);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(8992);
// EXTERNAL MODULE: ./src/check/pull-policies/moves.ts
var moves = __webpack_require__(8497);
// EXTERNAL MODULE: ./src/check/judge/vulnerabilities.ts
var vulnerabilities = __webpack_require__(2598);
;// CONCATENATED MODULE: ./src/check/judge/package-changes.ts







/** Most digest changes described per run (two SBOMs each, a few requests apiece); the rest are counted. */
const MAX_CHANGES = 50;
/** The digest change a result's move makes: from its pin to the build it moves to; null when none. */
async function digestChange(r, lookups) {
    if (r.status === 'error' || r.pinnedDigest === null)
        return null;
    const move = await (0,settle/* settle */.G)((0,moves/* moveOf */.ds)(r, lookups));
    if (!move.ok || move.value === null || move.value.digest === r.pinnedDigest)
        return null;
    return { from: r.pinnedDigest, to: move.value.digest };
}
/** Each result with the packages its move changes, and one notice when some were counted, not read. */
async function describeChanges(results, lookups, settings) {
    const moves = await Promise.all(results.map((r) => digestChange(r, lookups)));
    const described = new Set();
    const skipped = new Set();
    const judged = await Promise.all(results.map(async (r, i) => {
        const change = moves[i];
        if (!change)
            return r;
        const key = `${r.org}/${r.image}@${change.from}>${change.to}`;
        if (!described.has(key) && described.size >= MAX_CHANGES) {
            skipped.add(key);
            return withGap(r, { kind: 'over-limit', limit: MAX_CHANGES });
        }
        described.add(key);
        return await describeOne(r, change, lookups, settings);
    }));
    const notices = skipped.size > 0
        ? [
            `${(0,src_text/* plural */.LS)(skipped.size, 'more digest change')} not described by its packages: a run describes at most ${MAX_CHANGES}.`,
        ]
        : [];
    return { results: judged, notices };
}
const withGap = (r, gap) => ({ ...r, changes: null, changesGap: gap });
async function describeOne(r, change, lookups, settings) {
    if (settings.packages === 'never')
        return withGap(r, { kind: 'not-asked' });
    if (settings.signatures === 'never')
        return withGap(r, { kind: 'not-asked', signatures: 'never' });
    const described = await digestPackages(lookups, { org: r.org, image: r.image, ...change, platform: settings.platform }, r.fixedByUpdate ?? []);
    // The move's fixes, each named with its package (the pinned reports, already read); null stays null.
    const withFixes = r.fixedByUpdate ? { ...r, fixedByUpdate: described.fixes } : r;
    return described.changes ? { ...withFixes, changes: described.changes } : withGap(withFixes, described.gap);
}
async function digestPackages(lookups, at, fixed) {
    const { org, image, from, to, platform } = at;
    const [before, after] = await Promise.all([from, to].map((d) => lookups.packages(org, image, d, platform)));
    const changes = before.ok && after.ok
        ? diffPackages(before.packages, after.packages, { from, to, platform: (0,provenance_platform/* platformText */.V)(platform) })
        : null;
    const reports = await (0,vulnerabilities/* reportsOf */.tu)(lookups, from);
    const purls = reports ? purlsById(reports.flatMap((report) => report.vulnerabilities ?? [])) : new Map();
    const gap = changes ? null : !before.ok ? before.gap : after.gap;
    return { changes, gap, fixes: attributeFixes(fixed, purls, changes) };
}


/***/ }),

/***/ 7705:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D8: () => (/* binding */ judgeSignatures),
/* harmony export */   WO: () => (/* binding */ prefetchSignature),
/* harmony export */   et: () => (/* binding */ notVerified)
/* harmony export */ });
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var _settle__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6964);
/* harmony import */ var _assess__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5340);
/* harmony import */ var _pull_policies_judge_policies__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5399);
/* harmony import */ var _pull_policies_moves__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8497);
// The vendor's signatures, a pass after the registry's policies: each distinct digest in use
// verified once (asked beside the look-ups: check/judge/engine.ts starts it as each result is known),
// the verdict put on the result as `signature`, the status made `unsigned` where no accepted
// signature verifies, or `error` where it could not be checked (never `unsigned`, never `ok`);
// then every move the run proposes kept to a build whose signature verifies.





/** Most builds a move's search verifies past an unsigned one: a few requests each (bench/README.md). */
const MOVE_SEARCH_VERIFICATIONS = 8;
/** `signatures: never`: nothing asked, every result's `signature` null (not checked). */
const notVerified = (results) => results.map((r) => ({ ...r, signature: null }));
/** Starts the verification of a result's digest in use as soon as it is known (the engine's onResult, the early look-ups). */
function prefetchSignature(r, lookups) {
    const digest = (0,_pull_policies_judge_policies__WEBPACK_IMPORTED_MODULE_2__/* .digestInUse */ .xY)(r);
    if (digest !== null && r.status !== 'error')
        void (0,_settle__WEBPACK_IMPORTED_MODULE_4__/* .settle */ .G)(lookups.signature(r.org, r.image, digest));
}
/** Each result with its signature verdict and status, and its moves kept to signed builds. */
async function judgeSignatures(results, lookups, refused) {
    const judged = await Promise.all(results.map((r) => judgeOne(r, lookups)));
    return Promise.all(judged.map((r) => keepMoveSigned(r, lookups, refused)));
}
async function judgeOne(r, lookups) {
    const digest = (0,_pull_policies_judge_policies__WEBPACK_IMPORTED_MODULE_2__/* .digestInUse */ .xY)(r);
    if (digest === null || r.status === 'error')
        return { ...r, signature: null };
    const verdict = await (0,_settle__WEBPACK_IMPORTED_MODULE_4__/* .settle */ .G)(lookups.signature(r.org, r.image, digest));
    if (!verdict.ok) {
        const cause = (0,_assess__WEBPACK_IMPORTED_MODULE_1__/* .toResultError */ .No)(verdict.error);
        const message = `the signature of ${digest} could not be checked: ${cause.message}`;
        return { ...r, signature: null, status: 'error', error: { ...cause, message } };
    }
    const signature = verdict.value;
    if (signature === null || signature.verified)
        return { ...r, signature };
    return { ...r, signature, status: 'unsigned' };
}
/**
 * The move the run proposes, kept to a signed build: when its build's signature does not verify,
 * the newest older build of the tag (newer than the pin, old enough under min-age, passing the
 * registry's policies) whose signature does; none among the first few, no move, and why.
 */
async function keepMoveSigned(r, lookups, refused) {
    if (r.status === 'error' || r.signature === null)
        return r;
    const move = await (0,_settle__WEBPACK_IMPORTED_MODULE_4__/* .settle */ .G)((0,_pull_policies_moves__WEBPACK_IMPORTED_MODULE_3__/* .moveOf */ .ds)(r, lookups));
    if (!move.ok)
        return r;
    // A pin nobody signed moves even at its tag's newest build: to the newest older build that is signed.
    const to = move.value ??
        (r.status === 'unsigned' && r.tag !== null && r.pinnedDigest !== null
            ? { tag: r.tag, digest: r.pinnedDigest, newerThan: null }
            : null);
    if (to === null)
        return r;
    const first = await (0,_settle__WEBPACK_IMPORTED_MODULE_4__/* .settle */ .G)(lookups.signature(r.org, r.image, to.digest));
    if (first.ok && (first.value === null || first.value.verified))
        return r;
    if (!first.ok)
        return noMove(r, to, 0, `the signature of ${to.digest} could not be checked (${(0,_errors__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(first.error)})`);
    const searched = await (0,_settle__WEBPACK_IMPORTED_MODULE_4__/* .settle */ .G)(searchSigned(r, to, lookups, refused));
    if (!searched.ok)
        return noMove(r, to, 0, `the builds of ${to.tag} could not be searched (${(0,_errors__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(searched.error)})`);
    const { build, passedOver } = searched.value;
    if (build === null)
        return noMove(r, to, passedOver, `no build of ${to.tag} ${to.newerThan ? 'newer than the pin ' : ''}among the newest ${passedOver} is signed by an accepted signer`);
    return { ...(0,_pull_policies_moves__WEBPACK_IMPORTED_MODULE_3__/* .movedTo */ .rh)(r, to, build), signatureMove: { tag: to.tag, passedOver, to: build } };
}
const noMove = (r, move, passedOver, none) => ({
    ...(0,_pull_policies_moves__WEBPACK_IMPORTED_MODULE_3__/* .staying */ .WK)(r, move),
    signatureMove: { tag: move.tag, passedOver, none },
});
/** The newest build older than `move.digest` whose signature verifies, within the search's bound. */
async function searchSigned(r, move, lookups, refused) {
    const candidates = (0,_pull_policies_moves__WEBPACK_IMPORTED_MODULE_3__/* .candidatesOf */ .kW)(await lookups.history(r.org, r.image, move.tag), move, lookups.pullableBefore);
    const start = candidates.findIndex((c) => c.digest === move.digest) + 1;
    let passedOver = 1;
    for (const candidate of candidates.slice(start, start + MOVE_SEARCH_VERIFICATIONS)) {
        const verdict = await lookups.signature(r.org, r.image, candidate.digest);
        if (verdict?.verified && !(await refused(r, candidate.digest)))
            return { build: (0,_pull_policies_moves__WEBPACK_IMPORTED_MODULE_3__/* .buildOf */ .Yy)(candidate), passedOver };
        passedOver++;
    }
    return { build: null, passedOver };
}


/***/ }),

/***/ 1066:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   bu: () => (/* binding */ suggestTag),
/* harmony export */   ct: () => (/* binding */ pinnedReference),
/* harmony export */   o$: () => (/* binding */ suggestionFor)
/* harmony export */ });
/* unused harmony exports parseTagName, compareVersions, tagReference */
/* harmony import */ var _model__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(182);
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
 * The maintained tag to move to from `eolTag`, or null: of the same variant, not deprecated, newer,
 * of the same precision when one is (`3.11` -> `3.12`), the newest on the nearest line (lineOf),
 * else that variant's `latest`. Never older: moving back is no fix. `options.ending`: last resort.
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
 * tag (pinned to that tag's current digest when the reference was pinned, under min-age its
 * newest build old enough to pull: `nextTagPullable`); for a stale pin, the
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
        if (!result.pinnedDigest)
            return tagReference(result, next.name);
        // Under min-age the pin moves with the newest build old enough to pull: none yet, no pin to write.
        const cooled = result.nextTagPullable?.tag === next.name ? result.nextTagPullable : undefined;
        const digest = cooled ? cooled.pullable?.digest : next.digest;
        return digest ? pinnedReference(result, next.name, digest) : null;
    }
    const { tag } = result;
    const digest = (0,_model__WEBPACK_IMPORTED_MODULE_0__/* .moveDigestOf */ .Bs)(result);
    if (result.status === 'stale' && tag !== null && result.pinnedDigest && digest && digest !== result.pinnedDigest) {
        return pinnedReference(result, tag, digest);
    }
    return null;
}


/***/ }),

/***/ 7441:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   z: () => (/* binding */ computeVerdict)
/* harmony export */ });
/* harmony import */ var _model__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(182);
/* harmony import */ var _findings__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5973);


/**
 * Under a severity in fail-on: images over it (not ignored) and images whose vulnerabilities are
 * unknown. An image that could not be checked is counted once, as an error, never again here.
 */
function gateCounts(results, kinds, failOn) {
    const gate = (0,_findings__WEBPACK_IMPORTED_MODULE_0__/* .gateOf */ .Rv)(failOn);
    if (gate === null)
        return {};
    const vulnerable = kinds.filter((k) => k.has('vulnerability')).length;
    const unscanned = results.filter((r) => r.status !== 'error' && (0,_findings__WEBPACK_IMPORTED_MODULE_0__/* .gateFinding */ .je)(r, gate) === 'unknown').length;
    return { vulnerable, unscanned };
}
/**
 * Distinct advisories over all results, by id per image: two tags or references of one image
 * list the same advisories, and one id listed for several packages of an image is one advisory;
 * each counts once. The key is registry/org/image + advisory id.
 */
function countAdvisories(results) {
    // Ids per image, with no key string made per advisory of each of thousands of results.
    const seen = new Map();
    let count = 0;
    for (const r of results) {
        const image = `${r.registry}/${r.org}/${r.image}`;
        for (const a of (0,_findings__WEBPACK_IMPORTED_MODULE_0__/* .activeAdvisories */ .kx)(r)) {
            let ids = seen.get(image);
            if (!ids)
                seen.set(image, (ids = new Set()));
            if (!ids.has(a.advisoryId)) {
                ids.add(a.advisoryId);
                count++;
            }
        }
    }
    return count;
}
/**
 * Whether the run fails, and one short line saying why (findings/verdict-line.ts). Pure. `error`
 * also counts unreadable files and `coverage`, so nothing selected passes unseen; `eol` counts
 * errored tags known deprecated too, so it may overlap `error`.
 */
function computeVerdict(results, failOn, problems = [], coverage = []) {
    const fileErrors = problems.filter(_model__WEBPACK_IMPORTED_MODULE_1__/* .isFileError */ .lz).length;
    // Each result's findings asked once; the counts are of findings the policy file does not accept.
    const kinds = results.map((r) => new Set((0,_findings__WEBPACK_IMPORTED_MODULE_0__/* .activeKinds */ .yD)(r, failOn)));
    const count = (kind) => kinds.filter((k) => k.has(kind)).length;
    const counts = {
        total: results.length,
        ok: results.filter((r) => r.status === 'ok').length,
        eol: count('eol'),
        stale: count('stale'),
        // Files that could not be scanned and what the run's setup left unchecked are errors too.
        error: count('error') + fileErrors + coverage.length,
        denied: count('denied'),
        unsigned: count('unsigned'),
        wouldBeDenied: count('dry-run'),
        advisories: countAdvisories(results),
        ignored: results.filter((r) => (r.ignored?.kinds.length ?? 0) > 0).length,
        ending: count('ending'),
        ...gateCounts(results, kinds, failOn),
    };
    return { ...(0,_findings__WEBPACK_IMPORTED_MODULE_0__/* .verdictLine */ .MT)({ counts, fileErrors, coverage }, failOn), counts };
}


/***/ }),

/***/ 2598:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ei: () => (/* binding */ vulnerabilityNotices),
/* harmony export */   KG: () => (/* binding */ prefetchVulnerabilities),
/* harmony export */   S$: () => (/* reexport safe */ _findings__WEBPACK_IMPORTED_MODULE_0__.S$),
/* harmony export */   WN: () => (/* binding */ countsText),
/* harmony export */   X1: () => (/* binding */ digestChange),
/* harmony export */   m1: () => (/* binding */ addVulnerabilities),
/* harmony export */   tu: () => (/* binding */ reportsOf),
/* harmony export */   ur: () => (/* reexport safe */ _findings__WEBPACK_IMPORTED_MODULE_0__.ur)
/* harmony export */ });
/* unused harmony exports newestCount, newestReport, idsOfReport, countsOfCountReport, idsOfCountReport, vulnerabilitySums, VULNERABILITIES_UNAVAILABLE */
/* harmony import */ var _model__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(182);
/* harmony import */ var _settle__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6964);
/* harmony import */ var _findings__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5973);
// Vulnerabilities of the digest in use and what moving fixes, from the v1 report
// operations (platform/vuln-reports.ts). Pure helpers first, then the one hook the engine calls
// per result. What it asks: the tag's count reports for an unpinned reference or a pin at its
// tag's current digest; the reports of the pinned digest and of the current digest for a pin
// behind its tag. Each asked once (check/lookups/lookups.ts `leaf`), under `concurrency`.


// Said by findings/ (phrases.ts); here for the review of a change (src/pr/) until it imports findings/.

const lower = (s) => s.toLowerCase();
const rank = (s) => _model__WEBPACK_IMPORTED_MODULE_1__/* .SEVERITY_ORDER */ .B.indexOf(s);
/** Worst first, then by id: the order every report lists them in. */
function byWorst(a, b) {
    return rank(a.severity) - rank(b.severity) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
const zero = () => ({ critical: 0, high: 0, medium: 0, low: 0, negligible: 0, unknown: 0 });
const timeOf = (t) => (t === undefined ? Number.NEGATIVE_INFINITY : Date.parse(t));
/** The newest count report by `date` (the tag's current state), or undefined when there is none. */
function newestCount(reports) {
    let newest;
    for (const r of reports)
        if (!newest || timeOf(r.date) > timeOf(newest.date))
            newest = r;
    return newest;
}
/** The newest report of a digest by `createdAt`; of `scanner` when one of it exists (so two digests compare alike). */
function newestReport(reports, scanner) {
    const same = scanner === undefined ? [] : reports.filter((r) => r.scanner?.name === scanner);
    let newest;
    for (const r of same.length > 0 ? same : reports)
        if (!newest || timeOf(r.createdAt) > timeOf(newest.createdAt))
            newest = r;
    return newest;
}
/** The distinct vulnerabilities of a report (an id listed for several packages counts once, at its worst), worst first. */
function idsOfReport(report) {
    const byId = new Map();
    for (const v of report.vulnerabilities ?? []) {
        const severity = lower(v.severity);
        const seen = byId.get(v.id);
        if (seen === undefined || rank(severity) < rank(seen))
            byId.set(v.id, severity);
    }
    return [...byId].map(([id, severity]) => ({ id, severity })).sort(byWorst);
}
/** Counts of a digest's report. */
function countsOfReport(report) {
    const counts = zero();
    for (const v of idsOfReport(report))
        counts[v.severity]++;
    return { ...counts, scanned: report.createdAt ?? null, digest: report.digest };
}
/** Counts of a tag's count report, said to be of `digest` (the tag's current one). */
function countsOfCountReport(report, digest) {
    const counts = zero();
    for (const c of report.vulnCounts ?? [])
        counts[lower(c.severity)] += c.count;
    return { ...counts, scanned: report.date ?? null, digest };
}
/** The ids a count report names per severity, worst first; null when it names none while counting some. */
function idsOfCountReport(report) {
    const lists = [
        ['critical', report.critCveIds],
        ['high', report.highCveIds],
        ['medium', report.medCveIds],
        ['low', report.lowCveIds],
        ['negligible', report.negligibleCveIds],
        ['unknown', report.unknownCveIds],
    ];
    const ids = lists.flatMap(([severity, list]) => [...new Set(list)].map((id) => ({ id, severity })));
    const counted = (report.vulnCounts ?? []).reduce((n, c) => n + c.count, 0);
    return ids.length === 0 && counted > 0 ? null : ids.sort(byWorst);
}
/** The vulnerabilities of `pinned` that `current` no longer has, worst first. */
function fixedBetween(pinned, current) {
    const still = new Set(current.map((v) => v.id));
    return pinned.filter((v) => !still.has(v.id)).sort(byWorst);
}
/** Counts of a result as one short text ("0 critical, 1 high, 2 medium, 0 low"), or a dash when unknown. */
function countsText(counts) {
    if (!counts)
        return '\u2014';
    return `${counts.critical} critical, ${counts.high} high, ${counts.medium} medium, ${counts.low} low`;
}
const VULNERABILITY_REPORT_MISSING = 'VULNERABILITY_REPORT_MISSING';
/**
 * Sets `vulnerabilities`, `vulnerabilityIds` and `fixedByUpdate` on a result; with a severity
 * gate, a result whose vulnerabilities are unknown becomes an error naming what is missing.
 * A failed look-up leaves null (an enrichment), never a zero.
 */
async function addVulnerabilities(result, lookups, gate) {
    result.vulnerabilities = null;
    result.vulnerabilityIds = null;
    result.fixedByUpdate = null;
    if (result.status === 'error' || result.digest === null || result.tag === null)
        return result;
    const { image, tag } = result;
    const pin = result.pinnedDigest;
    const behind = pin !== null && pin !== result.digest;
    // null: the operation is absent, refused or failed; []: the platform has no report.
    let answered;
    if (behind) {
        // What an update fixes is measured against the build the pin would move to (min-age: maybe not the current one).
        const moveTo = (0,_model__WEBPACK_IMPORTED_MODULE_1__/* .moveDigestOf */ .Bs)(result);
        const target = moveTo !== null && moveTo !== pin ? moveTo : null;
        const [pinned, current] = await Promise.all([
            reportsOf(lookups, pin),
            target === null ? Promise.resolve(null) : reportsOf(lookups, target),
        ]);
        answered = pinned;
        const own = pinned && newestReport(pinned);
        if (own) {
            result.vulnerabilities = countsOfReport(own);
            result.vulnerabilityIds = idsOfReport(own);
            const now = current && newestReport(current, own.scanner?.name);
            // The package is joined later (check/judge/package-changes.ts), from the report's purls and the move's packages.
            if (now)
                result.fixedByUpdate = fixedBetween(result.vulnerabilityIds, idsOfReport(now)).map((v) => ({
                    ...v,
                    package: null,
                }));
        }
    }
    else {
        const counts = await countsOf(lookups, image, tag);
        answered = counts;
        const newest = counts && newestCount(counts);
        if (newest) {
            result.vulnerabilities = countsOfCountReport(newest, result.digest);
            result.vulnerabilityIds = idsOfCountReport(newest);
        }
    }
    if (gate !== null && result.vulnerabilities === null) {
        const asked = behind
            ? `GET /registry/v1/vuln_reports?digest=${pin}`
            : `GET /registry/v1/vuln_reports/counts?repo=${image}&tag=${tag}`;
        const why = answered === null ? 'was absent, refused or failed' : 'listed no report';
        result.status = 'error';
        result.error = {
            code: null,
            reason: VULNERABILITY_REPORT_MISSING,
            message: `no vulnerability report of ${behind ? pin : result.digest} (${result.ref}): fail-on ${gate} cannot judge an unscanned image (${asked} ${why})`,
        };
    }
    return result;
}
/**
 * The change between the newest reports of two digests (of the same scanner where both have
 * one); null when either has no report, or the operation is not available.
 */
async function digestChange(lookups, from, to) {
    const [before, after] = await Promise.all([reportsOf(lookups, from), reportsOf(lookups, to)]);
    const old = before && newestReport(before);
    const now = after && newestReport(after, old?.scanner?.name);
    if (!old || !now)
        return null;
    const oldIds = idsOfReport(old);
    const newIds = idsOfReport(now);
    return { fixed: fixedBetween(oldIds, newIds), introduced: fixedBetween(newIds, oldIds) };
}
/**
 * Starts the report of a result's digest in use as soon as it is known, as addVulnerabilities will
 * ask it (the early look-ups of an organization run): a pin behind its tag's current build by the
 * pin's reports, else the tag's counts. A move's target is asked by addVulnerabilities alone.
 */
function prefetchVulnerabilities(r, lookups) {
    if (r.status === 'error' || r.digest === null || r.tag === null)
        return;
    const pin = r.pinnedDigest;
    void (pin !== null && pin !== r.digest ? reportsOf(lookups, pin) : countsOf(lookups, r.image, r.tag));
}
function countsOf(lookups, image, tag) {
    return orNull(lookups.leaf(`vulncounts:${image}:${tag}`, (api) => api.counts(image, tag)));
}
/** A digest's vulnerability reports, asked once per run under one key (also check/judge/package-changes.ts); null when not had. */
function reportsOf(lookups, digest) {
    return orNull(lookups.leaf(`vulnreports:${digest}`, (api) => api.reports(digest)));
}
async function orNull(promise) {
    const settled = await (0,_settle__WEBPACK_IMPORTED_MODULE_2__/* .settle */ .G)(promise);
    return settled.ok ? settled.value : null;
}
/** The sums over the distinct digests in use that have a report (the `vulnerability-counts` output). */
function vulnerabilitySums(results) {
    const sums = zero();
    const seen = new Set();
    for (const r of results) {
        const v = r.vulnerabilities;
        if (!v)
            continue;
        const key = v.digest ?? `${r.image}:${r.tag}`;
        if (seen.has(key))
            continue;
        seen.add(key);
        for (const s of SEVERITY_ORDER)
            sums[s] += v[s];
    }
    return sums;
}
const VULNERABILITIES_UNAVAILABLE = 'The platform does not give vulnerability reports here (the v1 vulnerability report operations are absent or refused): vulnerabilities are null for every image.';
/**
 * Said once per run: the operations were absent or refused, or (without a severity gate) which
 * images have no report.
 */
function vulnerabilityNotices(results, unavailable, gate) {
    if (unavailable)
        return [VULNERABILITIES_UNAVAILABLE];
    if (gate !== null)
        return [];
    const missing = results.filter((r) => r.status !== 'error' && r.vulnerabilities === null).map((r) => r.ref);
    if (missing.length === 0)
        return [];
    const named = missing.slice(0, 5).join(', ') + (missing.length > 5 ? `, and ${missing.length - 5} more` : '');
    return [
        `No vulnerability report for ${missing.length === 1 ? '1 image' : `${missing.length} images`} (${named}): not scanned by the platform, so not known to be clean.`,
    ];
}


/***/ }),

/***/ 3639:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  E: () => (/* binding */ Lookups)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/words.ts
var src_words = __webpack_require__(5846);
// EXTERNAL MODULE: ./src/settle.ts
var settle = __webpack_require__(6964);
// EXTERNAL MODULE: ./node_modules/dataloader/index.js
var dataloader = __webpack_require__(2139);
var dataloader_default = /*#__PURE__*/__webpack_require__.n(dataloader);
// EXTERNAL MODULE: ./node_modules/p-queue/dist/index.js + 4 modules
var dist = __webpack_require__(9052);
;// CONCATENATED MODULE: ./src/check/lookups/request-cache.ts

/** Priorities of waiting calls, highest first: what others wait on goes before what nothing waits on. */
const UNLOCKS = 2;
const FOLLOW_UP = 1;
const LEAF = 0;
/**
 * Every look-up once, and at most `concurrency` service calls at once. Promises are cached by
 * key, so concurrent callers wait for the same request; waiting calls are served by priority,
 * then in arrival order (p-queue), so the slots stay full to the end instead of ending on a
 * chain started late.
 */
class RequestCache {
    cache = new Map();
    queue = new dist/* default */.Ay({ concurrency: Number.POSITIVE_INFINITY });
    /** At most `concurrency` calls at once (unbounded until set). */
    setConcurrency(concurrency) {
        this.queue.concurrency = Math.max(1, concurrency);
    }
    /** One call in one slot at `priority`. */
    run(priority, call) {
        return this.queue.add(call, { priority });
    }
    /** A limiter taking one slot per request at `priority` (a listing's pages each take their own). */
    limiter(priority) {
        return (call) => this.run(priority, call);
    }
    /** The promise cached under `key`, loading it on the first call. */
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
    /** What is cached under `key`, without loading it. */
    peek(key) {
        return this.cache.get(key);
    }
    has(key) {
        return this.cache.has(key);
    }
    /** An answer learnt on the way (another request gave it): cached unless asked for already. */
    seed(key, value) {
        if (!this.cache.has(key))
            this.cache.set(key, Promise.resolve(value));
    }
}
/** One function for every cached promise (a closure each would be thousands). */
const ignore = () => undefined;

;// CONCATENATED MODULE: ./src/check/lookups/advisory-batches.ts


/**
 * The advisories of images, each asked once: the images asked for in the same tick (every
 * target starts at once) go out as one combined query, each of its pages in a slot of its own.
 * Every target's result waits on them, so they go before the chains: late, they hold the targets'
 * window and its slots stay empty.
 */
class AdvisoryBatches {
    requests;
    clients;
    /** Cached by the request cache, not by DataLoader, like every other look-up. */
    batches = new (dataloader_default())((images) => this.send(images), {
        batchScheduleFn: (send) => setImmediate(send),
        cache: false,
    });
    constructor(requests, clients) {
        this.requests = requests;
        this.clients = clients;
    }
    of(image) {
        return this.requests.once(`advisories:${image}`, () => this.batches.load(image));
    }
    /** A rejection fails every image of the batch (each unchecked: never a false green); an Error item fails its image only. */
    async send(images) {
        const { platform } = await this.clients();
        const byName = await platform.advisoriesOf(images, this.requests.limiter(UNLOCKS));
        // An image the answer leaves out is not checked: never a false green.
        return images.map((image) => byName.get(image) ?? new Error(`the advisory query did not answer for ${image}`));
    }
}

;// CONCATENATED MODULE: ./src/check/lookups/credential-tally.ts

/**
 * The registry's answers to the run's credential: each history read accepts it, each 401/403
 * refuses it. A credential refused for every image is wrong (check/credential-failures.ts registryFailure).
 */
class CredentialTally {
    accepted = 0;
    refused = [];
    /** A history read: answered, the credential is accepted; refused, it is counted so. */
    async counted(call) {
        try {
            const value = await call;
            this.accepted++;
            return value;
        }
        catch (error) {
            this.refusedBy(error);
            throw error;
        }
    }
    /** Counts `error` when it is the registry refusing the credential. */
    refusedBy(error) {
        if (error instanceof errors/* ApiError */.hD && (error.status === 401 || error.status === 403))
            this.refused.push(error);
    }
}

;// CONCATENATED MODULE: ./src/check/lookups/history-reads.ts

/**
 * The registry's Tag History, each read once: one token per image, one walk per tag and pin, and
 * the pins of a tag announced with `expectPins` placed by one walk back to the oldest of them
 * instead of one per pin over the same newest builds. A walk holds one slot for its windows.
 */
class HistoryReads {
    requests;
    clients;
    tally;
    /** Pins announced per tag: a tag with several is placed by one walk. */
    expected = new Map();
    /** The registry's cooldown (`min-age`): builds after this time (ms) cannot be pulled; pins are placed with it. */
    cooldown = {};
    constructor(requests, clients, tally) {
        this.requests = requests;
        this.clients = clients;
        this.tally = tally;
    }
    /** Pins are placed under the registry's cooldown: builds after `pullableBefore` (ms) cannot be pulled yet. */
    setCooldown(pullableBefore) {
        this.cooldown = pullableBefore === null ? {} : { pullableBefore };
    }
    /** Whether a cooldown is set. */
    get cooled() {
        return this.cooldown.pullableBefore !== undefined;
    }
    /** The cooldown's cut (ms): builds after it cannot be pulled; undefined without one. */
    get pullableBefore() {
        return this.cooldown.pullableBefore;
    }
    /**
     * Announces a pin of a tag before any walk of it starts (the engine does, for every target).
     * A pin announced after the tag's walk started is walked alone.
     */
    expectPins(org, image, tag, pin) {
        const tagKey = `${org}/${image}:${tag}`;
        if (this.requests.has(`walkpins:${tagKey}`))
            return;
        let pins = this.expected.get(tagKey);
        if (!pins)
            this.expected.set(tagKey, (pins = new Set()));
        pins.add(pin);
    }
    /** Where `pin` sits in a tag's history, read from the newest build back to it; `pin` null: the newest build only. */
    walk(org, image, tag, pin, hint = {}) {
        const together = pin !== null && hint.watch === undefined && hint.newestHint === undefined
            ? this.expected.get(`${org}/${image}:${tag}`)
            : undefined;
        if (pin !== null && together && together.size > 1 && together.has(pin))
            return this.walkTogether(org, image, tag, pin, together);
        return this.walkAlone(org, image, tag, pin, hint);
    }
    /** Every build of a tag, oldest first (the PR comment's builds between two digests). */
    history(org, image, tag) {
        return this.requests.once(`history:${org}/${image}:${tag}`, async () => {
            const token = await this.token(org, image, tag);
            const { registry } = await this.clients();
            return this.tally.counted(this.requests.run(FOLLOW_UP, () => registry.history(org, image, tag, token)));
        });
    }
    walkAlone(org, image, tag, pin, hint) {
        return this.requests.once(`walk:${org}/${image}:${tag}:${pin ?? ''}:${hint.watch ?? ''}`, async () => {
            const { registry } = await this.clients();
            const token = await this.token(org, image, tag);
            return this.tally.counted(this.requests.run(FOLLOW_UP, () => registry.walk(org, image, tag, token, pin, { ...hint, ...this.cooldown })));
        });
    }
    async walkTogether(org, image, tag, pin, pins) {
        const all = await this.requests.once(`walkpins:${org}/${image}:${tag}`, async () => {
            const { registry } = await this.clients();
            const list = [...pins];
            const token = await this.token(org, image, tag);
            const walks = await this.requests
                .run(FOLLOW_UP, () => registry.walkPins(org, image, tag, token, list, this.cooldown))
                .catch((error) => {
                this.tally.refusedBy(error);
                throw error;
            });
            // Each pin's own outcome: a refusal is the credential's, whichever pin met it.
            for (const walk of walks.values()) {
                if (walk instanceof Error)
                    this.tally.refusedBy(walk);
                else
                    this.tally.accepted++;
            }
            return walks;
        });
        const result = all.get(pin);
        if (result instanceof Error || result === undefined)
            throw result ?? new Error(`no walk for ${pin}`);
        return result;
    }
    /** The Bearer of an image's Tag History, once per image (`tag`: the first one asked, for a challenge). */
    token(org, image, tag) {
        return this.requests.once(`token:${org}/${image}`, async () => {
            const { registry } = await this.clients();
            // Only a refusal counts here: the identity token is returned unasked, so no answer accepted it yet.
            return this.requests
                .run(UNLOCKS, () => registry.token(org, image, tag))
                .catch((error) => {
                this.tally.refusedBy(error);
                throw error;
            });
        });
    }
}

;// CONCATENATED MODULE: ./src/check/lookups/repo-choice.ts


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
        error: new errors/* BrokenRule */.su('AMBIGUOUS_REPO', 
        // The fix first: the details (uids, digests) are long, and a summary line is cut.
        `${advice[0].toUpperCase()}${advice.slice(1)}: ${candidates.length} repos named "${image}" are visible to this token (${uids}) and ${registrySays}; ${why}`, 'GET /registry/v2/repos'),
    };
}

;// CONCATENATED MODULE: ./src/check/lookups/repo-owner.ts




/**
 * The repo `<org>/<image>` names, proven before any verdict rests on it. Repos carry no
 * organization: a repo's uid is under its organization's group, whose name is the organization
 * (each group read once). Repos of another organization are never used; several of the
 * organization, or repos whose group could not be read, are told apart by the registry
 * (check/lookups/repo-choice.ts). Nothing proven is an error.
 */
class RepoOwner {
    requests;
    clients;
    sources;
    group;
    words;
    constructor(requests, clients, sources, 
    /** The `group` input: it only shapes the advice of an ambiguous repo. */
    group, words) {
        this.requests = requests;
        this.clients = clients;
        this.sources = sources;
        this.group = group;
        this.words = words;
    }
    /** The proven repo and the tags that answer `tag` (the whole listing without one). */
    async ownRepo(org, image, tag) {
        const proof = await this.proof(org, image);
        const ofRepo = (uid) => tag === undefined
            ? this.sources.tags.repoTags(uid)
            : this.sources.tags.lookFor(uid, `${org}/${image}`, { name: tag });
        if ('repo' in proof)
            return { repo: proof.repo, tags: await ofRepo(proof.repo.uid) };
        if (tag === undefined)
            throw this.unproven(org, image, proof);
        return this.requests.once(`choice:${org}/${image}:${tag}`, async () => {
            // The registry's newest build of the tag decides: one history window, usually.
            const [listings, walk] = await Promise.all([
                Promise.all(proof.pool.map((repo) => (0,settle/* settle */.G)(ofRepo(repo.uid)))),
                (0,settle/* settle */.G)(this.sources.newest(org, image, tag)),
            ]);
            const current = walk.ok
                ? { ok: true, value: walk.value.kind === 'empty' ? null : walk.value.newest.digest }
                : walk;
            const choice = chooseRepo({ org, image, tag, current, group: this.group, words: this.words }, proof.pool.map((repo, i) => ({ repo, tags: listings[i] })));
            if (!('error' in choice))
                return choice;
            if (!proof.notRead)
                throw choice.error;
            throw new errors/* BrokenRule */.su('ORG_NOT_PROVEN', `${proof.notRead}, and it does not: ${choice.error.message}`, 'GET /iam/v2/groups');
        });
    }
    /** The repos that may be `<org>/<image>`: the proven one, else those the registry must decide between. */
    async ownCandidates(org, image) {
        const proof = await this.proof(org, image);
        return 'repo' in proof ? [proof.repo] : proof.pool;
    }
    /** Every visible repo of the name (the candidates for `<org>/<image>`). */
    candidates(org, image) {
        return this.requests.once(`repos:${org}/${image}`, async () => {
            const { platform } = await this.clients();
            return this.requests.run(UNLOCKS, () => platform.findRepos(org, image));
        });
    }
    proof(org, image) {
        return this.requests.once(`owner:${org}/${image}`, () => this.proveOwner(org, image));
    }
    /** Without a tag to ask the registry, a pool is an error: the organization unread, or several repos. */
    unproven(org, image, { pool, notRead }) {
        return new errors/* BrokenRule */.su(notRead ? 'ORG_NOT_PROVEN' : 'AMBIGUOUS_REPO', notRead
            ? `${notRead}, and no tag is given to ask it about`
            : `Set ${this.words.the('group')} to the uid of the group that holds ${org}/${image}: ${pool.length} repos of ${org} named "${image}" are visible to this token (${pool.map((r) => r.uid).join(', ')})`, 'GET /iam/v2/groups');
    }
    /**
     * Of the visible repos of the name, the one proven by its group's name; else the repos among
     * which the registry must decide: several of the organization, or (`notRead` saying why) those
     * whose organization could not be read. None of the organization's is ORG_MISMATCH.
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
        throw new errors/* BrokenRule */.su('ORG_MISMATCH', `Set ${this.words.the('group')} to the uid of the organization group that holds ${org}/${image}, or leave it empty: no repo of ${org}/${image} is visible to this token${scope}; the repos named "${image}" that are (${others.join('; ')}) belong to other organizations and never judge ${org}/${image}`, 'GET /iam/v2/groups');
    }
    /** The name of a group, read once per run (shared by every repo under it). */
    groupName(uid) {
        return this.requests.once(`group:${uid}`, async () => {
            const { platform } = await this.clients();
            return (await this.requests.run(UNLOCKS, () => platform.group(uid))).name;
        });
    }
}
/** The organization's group of a uid: its first segment (uids are uid paths under their group). */
const organizationOf = (uid) => uid.split('/')[0];

// EXTERNAL MODULE: ./src/provenance/platform.ts
var provenance_platform = __webpack_require__(4116);
// EXTERNAL MODULE: ./src/provenance/sbom.ts
var sbom = __webpack_require__(1582);
// EXTERNAL MODULE: ./src/secrets.ts
var secrets = __webpack_require__(7194);
;// CONCATENATED MODULE: ./src/check/lookups/sbom-reads.ts
// One digest's installed packages for a platform, read as issue 51 asks: the digest resolved to
// its platform image (from its index; a platform manifest is used as is), that image's SPDX
// attestation read and verified as signatures are (accepted signer, subject = that manifest),
// then parsed (provenance/sbom.ts). What cannot be had is a ChangeGap, never a partial list.




const SPDX_PREDICATE = 'https://spdx.dev/Document';
/** Most bytes of one SBOM attestation read: the vendor's are a few hundred kilobytes to a few megabytes. */
const SBOM_LIMIT = 8 * 1024 * 1024;
const OTHER_DIGEST = 'signature of another digest ';
/** The platform image `digest` stands for: itself when it is one, else the index's entry of `platform`. */
async function platformImage(checks, repo, digest, platform) {
    const fetched = await checks.manifest(repo.org, repo.image, digest);
    if (fetched.kind === 'manifest')
        return { ok: true, digest };
    const chosen = (0,provenance_platform/* choosePlatform */.x)(digest, fetched.index.manifests, platform);
    return chosen.ok ? { ok: true, digest: chosen.entry.digest } : chosen;
}
/** Why a verdict that does not verify gives no list, in the gap's terms. */
function gapOf(digest, reason) {
    if (reason === 'none found')
        return { kind: 'no-sbom', digest };
    if (reason.startsWith(OTHER_DIGEST))
        return { kind: 'other-manifest', digest, subject: (0,secrets/* safeText */.Hk)(reason.slice(OTHER_DIGEST.length)) };
    return { kind: 'unverified', digest, detail: (0,secrets/* safeText */.Hk)(reason) };
}
/**
 * The packages of `digest`'s `platform` image by its verified SBOM. A registry that refuses or
 * fails is a gap too (`unreadable`): the package list is an enrichment, the run's verdict stands.
 */
async function readPackages(checks, signers, repo, digest, platform) {
    let subject = digest;
    try {
        const image = await platformImage(checks, repo, digest, platform);
        if (!image.ok)
            return image;
        subject = image.digest;
        const verdict = await checks.attestation(repo.org, repo.image, subject, {
            predicateType: SPDX_PREDICATE,
            signers,
            maxBytes: SBOM_LIMIT,
        });
        if (!verdict.verified)
            return { ok: false, gap: gapOf(subject, verdict.reason) };
        const listed = (0,sbom/* installedPackages */.A)(verdict.predicate, { digest: subject });
        if (!listed.ok)
            return listed;
        return { ok: true, platformDigest: subject, platform: (0,provenance_platform/* platformText */.V)(platform), packages: listed.packages };
    }
    catch (error) {
        if (error instanceof errors/* OciBlobTooLarge */.E5)
            return { ok: false, gap: { kind: 'too-large', digest: subject, size: error.size, limit: error.limit } };
        return { ok: false, gap: { kind: 'unreadable', digest: subject, detail: (0,secrets/* safeText */.Hk)((0,errors/* messageOf */.bD)(error)) } };
    }
}

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

;// CONCATENATED MODULE: ./src/check/lookups/tag-finder.ts


const keyOf = (what) => ('name' in what ? `name:${what.name}` : `digest:${what.digest}`);
/**
 * A repo's tags in the fewest requests: the engine announces every look-up of a repo first
 * (`expectLookup`), and each is then answered by the `name`/`digest` filters or from the listing,
 * whichever asks less. Each repo's listing, page 1 and end-of-life tags are read once.
 */
class TagFinder {
    requests;
    clients;
    /** Look-ups announced per `<org>/<image>`. */
    wanted = new Map();
    constructor(requests, clients) {
        this.requests = requests;
        this.clients = clients;
    }
    /** Announces what the engine will look up in `<org>/<image>`: a tag name, or a digest-only reference's digest. */
    expectLookup(org, image, what) {
        const key = `${org}/${image}`;
        let wanted = this.wanted.get(key);
        if (!wanted)
            this.wanted.set(key, (wanted = new Set()));
        wanted.add(keyOf(what));
    }
    /**
     * Tags of a repo that answer `what`, in the fewest requests: one filtered request when the repo
     * has one announced look-up (or the tag is an epoch or date tag, which the listing leaves out);
     * else page 1 of the listing, then whichever is fewer: a filtered request per look-up page 1 did
     * not answer, or the rest of the listing. The answer holds the tag when it exists.
     */
    lookFor(uid, repoKey, what) {
        const key = keyOf(what);
        return this.requests.once(`lookfor:${uid}:${key}`, async () => {
            if ('name' in what && !listedByDefault(what.name))
                return this.filtered(uid, what);
            const wanted = [...(this.wanted.get(repoKey) ?? [])].filter((w) => !w.startsWith('name:') || listedByDefault(w.slice(5)));
            if (wanted.length <= 1)
                return this.filtered(uid, what);
            const head = await this.head(uid);
            // Page 1 is the whole listing when its totalCount says so, or, without one, when no page follows.
            const complete = head.totalCount === undefined ? !head.nextPageToken : head.totalCount <= head.items.length;
            if (complete || answers(head.items, key))
                return head.items;
            // Without a totalCount the pages left are unknown: the listing, followed token by token.
            if (head.totalCount === undefined)
                return this.repoTags(uid);
            // A wanted tag at its end of life needs the whole listing for its suggestion anyway.
            const eol = await this.eolOf(uid, FOLLOW_UP).catch(() => null);
            const ending = new Set((eol ?? []).filter((i) => i.tagStatus !== 'TAG_ACTIVE').map((i) => `name:${i.name}`));
            if (wanted.some((w) => ending.has(w)))
                return this.repoTags(uid);
            const pagesLeft = Math.ceil(head.totalCount / Math.max(1, head.items.length)) - 1;
            const unanswered = wanted.filter((w) => !answers(head.items, w)).length;
            return unanswered < pagesLeft ? this.filtered(uid, what) : this.repoTags(uid);
        });
    }
    /** Every tag of one repo (as listed by default). */
    repoTags(uid) {
        return this.requests.once(`tags:${uid}`, async () => {
            const { platform } = await this.clients();
            // Each page takes a slot of its own; page 1, when a look-up read it already, is not asked for again.
            return platform.tagPages(uid, this.requests.limiter(FOLLOW_UP), this.requests.peek(`head:${uid}`));
        });
    }
    /** The v1 end-of-life tags of a repo, once (null when not offered). */
    eolOf(uid, priority) {
        return this.requests.once(`eoltags:${uid}`, async () => {
            const { eolTags } = await this.clients();
            return this.requests.run(priority, () => eolTags.list(uid));
        });
    }
    /** One filtered request; the tags at a digest answer their own names' look-ups too. */
    async filtered(uid, what) {
        const { platform } = await this.clients();
        const tags = await this.requests.run(FOLLOW_UP, () => platform.findTags(uid, what));
        if ('digest' in what)
            for (const t of tags)
                this.requests.seed(`lookfor:${uid}:name:${t.name}`, [t]);
        return tags;
    }
    /** Page 1 of a repo's listing, once. */
    head(uid) {
        return this.requests.once(`head:${uid}`, async () => {
            const { platform } = await this.clients();
            return platform.tagHead(uid, this.requests.limiter(FOLLOW_UP));
        });
    }
}
/** Whether a listing answers a look-up key (`name:<tag>` or `digest:<digest>`). */
const answers = (tags, key) => key.startsWith('name:') ? tags.some((t) => t.name === key.slice(5)) : tags.some((t) => t.digest === key.slice(7));

;// CONCATENATED MODULE: ./src/check/lookups/lookups.ts











/**
 * The engine's look-ups, composed of one part per job: the request cache and slots
 * (`RequestCache`), the fewest-requests strategy for tags (`TagFinder`), the proof that a repo is
 * the organization's (`RepoOwner`), the Tag History with pins batched into one walk
 * (`HistoryReads`), the advisories batched by tick (`AdvisoryBatches`), and the credentials the
 * registry accepted (`CredentialTally`). Every look-up is asked once per run.
 */
class Lookups {
    requests = new RequestCache();
    clients;
    tagFinder;
    owner;
    histories;
    advisoryBatches;
    /** Registry token requests answered and refused (401/403), for check/credential-failures.ts. */
    registryTokens = new CredentialTally();
    /**
     * `clients` may be a function: then it is called on the first look-up only (credentials are
     * resolved lazily). `group` (the input) only shapes the advice of an ambiguous repo.
     */
    constructor(clients, group = '', 
    /** The shell's names for the settings its messages tell to change. */
    words = src_words/* ACTION_WORDS */.d) {
        this.clients = typeof clients === 'function' ? clients : () => Promise.resolve(clients);
        this.tagFinder = new TagFinder(this.requests, this.clients);
        this.histories = new HistoryReads(this.requests, this.clients, this.registryTokens);
        const newest = (org, image, tag) => this.histories.walk(org, image, tag, null);
        this.owner = new RepoOwner(this.requests, this.clients, { tags: this.tagFinder, newest }, group, words);
        this.advisoryBatches = new AdvisoryBatches(this.requests, this.clients);
    }
    /** Pins are placed under the registry's cooldown: builds after `pullableBefore` (ms) cannot be pulled yet. */
    setCooldown(pullableBefore) {
        this.histories.setCooldown(pullableBefore);
        return this;
    }
    /** The cooldown's cut (ms) the pins are placed with: builds after it cannot be pulled; undefined without min-age. */
    get pullableBefore() {
        return this.histories.pullableBefore;
    }
    /** At most `concurrency` service calls at once (unbounded until set). */
    setConcurrency(concurrency) {
        this.requests.setConcurrency(concurrency);
        return this;
    }
    /** The tags of the repo proven to be `<org>/<image>` that answer `tag` (all without one). */
    async tags(org, image, tag) {
        return (await this.owner.ownRepo(org, image, tag)).tags;
    }
    ownRepo(org, image, tag) {
        return this.owner.ownRepo(org, image, tag);
    }
    ownCandidates(org, image) {
        return this.owner.ownCandidates(org, image);
    }
    candidates(org, image) {
        return this.owner.candidates(org, image);
    }
    /** The uid of the repo proven to be `<org>/<image>`; null when none is. */
    async repoOf(org, image, tag) {
        const own = await (0,settle/* settle */.G)(this.owner.ownRepo(org, image, tag));
        return own.ok ? own.value.repo.uid : null;
    }
    /** Every tag of the repo a tag was found in, as listed by default: what a suggestion picks from. */
    async siblings(org, image, tag) {
        const uid = await this.repoOf(org, image, tag);
        if (uid === null)
            throw new errors/* BrokenRule */.su('REPO_NOT_CHOSEN', `no repo of ${org}/${image} holds ${tag ?? 'the reference'}`);
        return this.tagFinder.repoTags(uid);
    }
    expectLookup(org, image, what) {
        this.tagFinder.expectLookup(org, image, what);
    }
    lookFor(uid, repoKey, what) {
        return this.tagFinder.lookFor(uid, repoKey, what);
    }
    repoTags(uid) {
        return this.tagFinder.repoTags(uid);
    }
    advisories(image) {
        return this.advisoryBatches.of(image);
    }
    expectPins(org, image, tag, pin) {
        this.histories.expectPins(org, image, tag, pin);
    }
    walk(org, image, tag, pin, hint = {}) {
        return this.histories.walk(org, image, tag, pin, hint);
    }
    /**
     * Under min-age: the newest build of a tag old enough to pull (null when none is), from the
     * tag's walk without a pin (shared with every other asker of its newest build); undefined
     * without a cooldown.
     */
    async pullableOf(org, image, tag) {
        // Without a cooldown the current build is the one to move to: nothing to read.
        if (!this.histories.cooled)
            return undefined;
        const walk = await this.histories.walk(org, image, tag, null);
        return walk.kind === 'newest' ? walk.pullable : walk.kind === 'empty' ? null : undefined;
    }
    history(org, image, tag) {
        return this.histories.history(org, image, tag);
    }
    /**
     * The v1 end-of-life tags of `<org>/<image>` for each of `tags`, one request per repo: each
     * tag's is the list of the repo proven to be the organization's, null when none is or when the
     * platform does not offer them.
     */
    async eolTags(org, image, tags) {
        const answers = new Map();
        for (const tag of tags) {
            const uid = await this.repoOf(org, image, tag);
            answers.set(tag, uid === null ? null : await this.tagFinder.eolOf(uid, LEAF));
        }
        return answers;
    }
    /** The registry's policy answers for a digest of a repo (check/pull-policies/judge-policies.ts), once per run; null when not available. */
    policyCheck(repoUid, digest) {
        return this.requests.once(`policies:${repoUid}@${digest}`, async () => {
            const { policies } = await this.clients();
            return this.requests.run(LEAF, () => policies.check(repoUid, digest));
        });
    }
    /** The overrides of the registry's policies, read once per run; null when not available. */
    policyOverrides() {
        return this.requests.once('policy-overrides', async () => {
            const { policies } = await this.clients();
            return this.requests.run(LEAF, () => policies.overrides(null));
        });
    }
    /** The root group of the organization `<org>/<image>` is proven under (its uid's first segment): whose signers apply. */
    async rootGroupOf(org, image) {
        return (await this.repoOf(org, image))?.split('/')[0] ?? null;
    }
    /** The vendor's signature of a digest (check/judge/signatures.ts), verified once per run; null when not checked. */
    signature(org, image, digest) {
        return this.requests.once(`signature:${org}/${image}@${digest}`, async () => {
            const { signatures } = await this.clients();
            if (!signatures)
                return null;
            // An organization's signers are its own (its account association, under its root group).
            const signers = await signatures.signersOf(org, () => this.rootGroupOf(org, image));
            return signers === null ? null : this.requests.run(LEAF, () => signatures.verify(org, image, digest, signers));
        });
    }
    /**
     * The installed packages of a digest's `platform` image by its verified SBOM (check/lookups/sbom-reads.ts),
     * read once per run by digest and platform; a gap when none can be had (`not-asked` without
     * signature checks: an SBOM is trusted only once its attestation verifies).
     */
    packages(org, image, digest, platform) {
        return this.requests.once(`packages:${org}/${image}@${digest}#${(0,provenance_platform/* platformText */.V)(platform)}`, async () => {
            const { signatures } = await this.clients();
            if (!signatures)
                return { ok: false, gap: { kind: 'not-asked', signatures: 'never' } };
            const signers = await signatures.signersOf(org, () => this.rootGroupOf(org, image));
            if (signers === null)
                return {
                    ok: false,
                    gap: { kind: 'unverified', digest, detail: `the accepted signers of ${org} could not be read` },
                };
            return this.requests.run(LEAF, () => readPackages(signatures, signers, { org, image }, digest, platform));
        });
    }
    /** A vulnerability report look-up (check/judge/vulnerabilities.ts), once per key, with the leaves (nothing waits on it). */
    leaf(key, call) {
        return this.requests.once(key, async () => {
            const { vulnReports } = await this.clients();
            return this.requests.run(LEAF, () => call(vulnReports));
        });
    }
}


/***/ }),

/***/ 4576:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Rh: () => (/* binding */ waiversOf),
/* harmony export */   hD: () => (/* binding */ findingOf)
/* harmony export */ });
/* unused harmony export covers */
const waiverKey = (policyId, digest) => JSON.stringify([policyId, digest]);
function waiversOf(overrides) {
    const index = new Map();
    for (const o of overrides) {
        const key = waiverKey(o.policyId, o.digest);
        const list = index.get(key);
        if (list)
            list.push(o);
        else
            index.set(key, [o]);
    }
    return index;
}
/** The finding of one answer, with the override that waives it for this digest (granted at or above the repo). */
function findingOf(answer, repoUid, digest, waivers) {
    const result = answer.result === 'ALLOWED' ? 'allowed' : answer.result === 'DENIED' ? 'denied' : 'error';
    const override = result === 'denied' && answer.policyId
        ? waivers.get(waiverKey(answer.policyId, digest))?.find((o) => covers(o.id, repoUid))
        : undefined;
    return {
        policy: answer.policyName,
        // A binding without a mode is not enforced: new bindings are dry runs (the addendum).
        mode: answer.mode === 'ENFORCED' ? 'enforced' : 'dry-run',
        result,
        parameters: answer.parameters,
        waived: override
            ? { reason: override.reason ?? '', by: override.createdBy ?? null, at: override.createdAt ?? null }
            : null,
    };
}
/** A binding or an override applies to every descendant of the group it was made under (its id's parent). */
function covers(childId, repoUid) {
    const parent = childId.slice(0, childId.lastIndexOf('/'));
    return parent !== '' && repoUid.startsWith(`${parent}/`);
}


/***/ }),

/***/ 5399:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Av: () => (/* binding */ prefetchPolicies),
/* harmony export */   VH: () => (/* binding */ notConsulted),
/* harmony export */   it: () => (/* binding */ refusedBy),
/* harmony export */   oE: () => (/* binding */ judgePolicies),
/* harmony export */   xY: () => (/* binding */ digestInUse)
/* harmony export */ });
/* harmony import */ var _judge_assess__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5340);
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _settle__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6964);
/* harmony import */ var _reasons__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2570);
/* harmony import */ var _moves__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8497);
/* harmony import */ var _answers__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4576);
// The registry's own pull-time policies, after the look-ups and the advice: each distinct digest
// in use asked once (the registry's check operation is the authority; its evaluation is never
// re-done here), the answers put on the result with the overrides that waive them, the status
// made `denied` or `error` where an enforced policy says so, and every move the run proposes
// (suggestion, update, pinned) kept to a build no enforced policy denies.






/** `policies: never`: nothing asked, every result's `policies` null (not consulted). */
const notConsulted = (results) => results.map((r) => ({ ...r, policies: null }));
const POLICIES_UNAVAILABLE = (why) => `The registry's pull-time policies were not consulted: the Platform API answered ${why.status} (${why.message}), so the organization does not have them or the identity may not check them. Results are judged without them; where the organization uses policies, give the identity the permission to check them and policies.override.list.`;
/** The digest a result is pulled at: the pin, else the tag's current build. */
const digestInUse = (r) => r.pinnedDigest ?? r.digest;
/** An error without a tag: the pass asks the registry's check of no digest for it (judgeOne). */
const skipsCheck = (r) => r.status === 'error' && r.tag === null;
/**
 * Starts the registry's check of a result's digest in use as soon as it is known, as the pass
 * will ask it (the engine's onResult, the early look-ups), so the pass finds it answered. Nothing
 * is asked where the overrides said the feature is not available (the pass asks nothing there).
 */
function prefetchPolicies(r, lookups) {
    const digest = digestInUse(r);
    if (digest === null || skipsCheck(r))
        return;
    void (0,_settle__WEBPACK_IMPORTED_MODULE_3__/* .settle */ .G)((async () => {
        const overrides = await (0,_settle__WEBPACK_IMPORTED_MODULE_3__/* .settle */ .G)(lookups.policyOverrides());
        if (overrides.ok && overrides.value === null)
            return;
        const uid = await lookups.repoOf(r.org, r.image, r.tag ?? undefined);
        if (uid !== null)
            await lookups.policyCheck(uid, digest);
    })());
}
/**
 * Each result with the registry's answers for its digest in use, its status under them, and its
 * moves kept to builds that pass. A result whose check failed (after retries) becomes an error
 * naming it; policies that are not available leave every result as it was, with one notice.
 */
async function judgePolicies(results, lookups, options) {
    const { now } = options;
    // The overrides (asked for already beside the look-ups): an organization without the feature
    // answers there, and then nothing more is asked.
    const overrides = await (0,_settle__WEBPACK_IMPORTED_MODULE_3__/* .settle */ .G)(lookups.policyOverrides());
    // Not available (absent, refused, unimplemented), by the listings or by the checks: everything as before, said once.
    const notAvailable = () => {
        const why = options.unavailable();
        return why && { results: notConsulted(results), notices: [POLICIES_UNAVAILABLE(why)] };
    };
    const early = notAvailable();
    if (early)
        return early;
    const waivers = (0,_answers__WEBPACK_IMPORTED_MODULE_4__/* .waiversOf */ .Rh)(overrides.ok ? (overrides.value ?? []) : []);
    // Each result judged on its own: whatever one answer does, it never takes the others down.
    const judged = await Promise.all(results.map(async (r) => {
        const one = await (0,_settle__WEBPACK_IMPORTED_MODULE_3__/* .settle */ .G)(judgeOne(r, lookups, waivers, now));
        return one.ok ? one.value : checkFailed(r, digestInUse(r) ?? r.ref, one.error);
    }));
    const late = notAvailable();
    if (late)
        return late;
    const notices = overrides.ok
        ? []
        : [
            `The registry's policy overrides could not be read (${(0,_errors__WEBPACK_IMPORTED_MODULE_1__/* .messageOf */ .bD)(overrides.error)}): no denial is shown as waived.`,
        ];
    const moved = await (0,_moves__WEBPACK_IMPORTED_MODULE_2__/* .policyMoves */ .fu)(judged, lookups, waivers, now);
    return { results: moved, notices };
}
async function judgeOne(r, lookups, waivers, now) {
    const digest = digestInUse(r);
    if (digest === null || skipsCheck(r))
        return { ...r, policies: null };
    const uid = await lookups.repoOf(r.org, r.image, r.tag ?? undefined);
    if (uid === null)
        return { ...r, policies: null };
    // The check is asked for every digest judged: it is the authority, and a listing of bindings
    // may be partial (permissions, paging, inheritance), so it never spares the question.
    const asked = await (0,_settle__WEBPACK_IMPORTED_MODULE_3__/* .settle */ .G)(lookups.policyCheck(uid, digest));
    if (!asked.ok)
        return checkFailed(r, digest, asked.error);
    if (asked.value === null)
        return { ...r, policies: null };
    const findings = asked.value.map((a) => (0,_answers__WEBPACK_IMPORTED_MODULE_4__/* .findingOf */ .hD)(a, uid, digest, waivers));
    for (const f of findings.filter((f) => f.result !== 'allowed')) {
        // A reason that cannot be said (an answer's number no date holds) leaves the finding without
        // one: it never takes this result, or any other, down.
        const why = await (0,_settle__WEBPACK_IMPORTED_MODULE_3__/* .settle */ .G)((0,_reasons__WEBPACK_IMPORTED_MODULE_5__/* .explainDenial */ .L)(f, r, digest, lookups, now));
        if (why.ok && why.value !== null)
            f.why = why.value;
    }
    return withStatus({ ...r, policies: findings });
}
/**
 * The status under the findings: an enforced `error` makes the result an error naming the
 * policy; an enforced denial no override waives makes it `denied` (error > denied > eol > stale);
 * an override of `no-eol` accepts the reference's end of life as a policy-file entry would.
 */
function withStatus(r) {
    const findings = r.policies ?? [];
    const failing = findings.find((f) => f.mode === 'enforced' && f.result === 'error');
    if (failing && r.status !== 'error') {
        const message = `the registry's policy ${failing.policy} could not be evaluated for ${digestInUse(r)} (its check answered ERROR): whether the registry lets it be pulled is not known`;
        return { ...r, status: 'error', error: { code: null, reason: 'POLICY_ERROR', message } };
    }
    const eolWaiver = findings.find((f) => f.policy === 'no-eol' && f.waived !== null);
    const accepted = eolWaiver && r.status === 'eol' && !r.ignored ? acceptEol(r, eolWaiver) : r;
    const denied = findings.some((f) => f.mode === 'enforced' && f.result === 'denied' && f.waived === null);
    return denied && accepted.status !== 'error' ? { ...accepted, status: 'denied' } : accepted;
}
function acceptEol(r, f) {
    const by = f.waived?.by ? ` by ${f.waived.by}` : '';
    return {
        ...r,
        ignored: {
            reason: `${f.waived?.reason ?? ''} (the registry's override of no-eol${by})`,
            until: null,
            kinds: ['eol'],
        },
    };
}
/** A check that failed after its retries: the result is an error naming it, never a silent pass. */
function checkFailed(r, digest, error) {
    if (r.status === 'error')
        return { ...r, policies: null };
    const cause = (0,_judge_assess__WEBPACK_IMPORTED_MODULE_0__/* .toResultError */ .No)(error);
    const message = `the registry's policies could not be checked for ${digest}: ${cause.message}`;
    return { ...r, policies: null, status: 'error', error: { ...cause, message } };
}
/**
 * Whether the registry's enforced policies refuse `digest` for `r`, no override waiving them: a
 * move another pass proposes (check/judge/signatures.ts) must pass them too. Asked only where a policy
 * applies to the result's repository (its `policies` hold answers).
 */
function refusedBy(lookups) {
    return async (r, digest) => {
        if (!r.policies?.length)
            return false;
        const uid = await lookups.repoOf(r.org, r.image, r.tag ?? undefined);
        if (uid === null)
            return false;
        const [answers, overrides] = await Promise.all([
            lookups.policyCheck(uid, digest),
            (0,_settle__WEBPACK_IMPORTED_MODULE_3__/* .settle */ .G)(lookups.policyOverrides()),
        ]);
        const waivers = (0,_answers__WEBPACK_IMPORTED_MODULE_4__/* .waiversOf */ .Rh)(overrides.ok ? (overrides.value ?? []) : []);
        return (0,_moves__WEBPACK_IMPORTED_MODULE_2__/* .enforcedDenials */ .t)((answers ?? []).map((a) => (0,_answers__WEBPACK_IMPORTED_MODULE_4__/* .findingOf */ .hD)(a, uid, digest, waivers))).length > 0;
    };
}


/***/ }),

/***/ 8497:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   WK: () => (/* binding */ staying),
/* harmony export */   Yy: () => (/* binding */ buildOf),
/* harmony export */   ds: () => (/* binding */ moveOf),
/* harmony export */   fu: () => (/* binding */ policyMoves),
/* harmony export */   kW: () => (/* binding */ candidatesOf),
/* harmony export */   rh: () => (/* binding */ movedTo),
/* harmony export */   t: () => (/* binding */ enforcedDenials)
/* harmony export */ });
/* harmony import */ var _model__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(182);
/* harmony import */ var _refs_reference__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5987);
/* harmony import */ var _settle__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6964);
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _judge_suggest__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1066);
/* harmony import */ var _answers__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4576);
/* harmony import */ var _refs_mirror_form__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3750);
// Moves the registry lets through: every move the run proposes (the suggestion, update's pins,
// the `pinned` output) goes to a build no enforced policy denies, the newest of the tag's history
// that passes. The history is ordered by time and `cooldown`, the policy that refuses new builds,
// is monotone in it: the builds inside its window are checked newest first, then the older ones
// halved (searchPassing), each check cached per run (bench/README.md says what a move costs).







const DAY = 86_400_000;
/** The enforced denials no override waives: what keeps a pull (and a move) from a digest. */
const enforcedDenials = (findings) => findings.filter((f) => f.mode === 'enforced' && f.result !== 'allowed' && f.waived === null);
/** Each result with its moves kept to builds that pass; results without policies as they were. */
async function policyMoves(results, lookups, waivers, now) {
    const searches = new Map();
    const passing = async (org, image, move) => {
        const uid = await lookups.repoOf(org, image, move.tag);
        if (uid === null)
            return null;
        const denials = async (digest) => {
            const answers = await lookups.policyCheck(uid, digest);
            return enforcedDenials((answers ?? []).map((a) => (0,_answers__WEBPACK_IMPORTED_MODULE_4__/* .findingOf */ .hD)(a, uid, digest, waivers)));
        };
        if ((await denials(move.digest)).length === 0)
            return null;
        const key = JSON.stringify([org, image, move.tag, move.newerThan]);
        if (!searches.has(key))
            searches.set(key, searchPassing(org, image, move, lookups, denials, now.getTime()));
        return searches.get(key);
    };
    return Promise.all(results.map(async (r) => {
        // No policy applies to the repo (no binding covers it, or not consulted): nothing to keep the move from.
        if (!r.policies?.length || r.status === 'error')
            return r;
        const moving = await (0,_settle__WEBPACK_IMPORTED_MODULE_5__/* .settle */ .G)(moveOf(r, lookups));
        // A move that could not be worked out is not proposed: it is not known to pass.
        if (!moving.ok)
            return {
                ...r,
                suggestion: null,
                policyMove: { tag: r.tag ?? '', blockedBy: [], error: (0,_errors__WEBPACK_IMPORTED_MODULE_1__/* .messageOf */ .bD)(moving.error) },
            };
        const move = moving.value;
        if (!move)
            return r;
        const found = await (0,_settle__WEBPACK_IMPORTED_MODULE_5__/* .settle */ .G)(passing(r.org, r.image, move));
        // A search that failed leaves no move: proposing a digest not known to pass would be a false green.
        if (!found.ok)
            return { ...r, suggestion: null, policyMove: { tag: move.tag, blockedBy: [], error: (0,_errors__WEBPACK_IMPORTED_MODULE_1__/* .messageOf */ .bD)(found.error) } };
        return found.value === null ? r : applyMove(r, move, found.value);
    }));
}
/** The move the run would propose for `r` without policies, or null when it proposes none. */
async function moveOf(r, lookups) {
    if (r.tag === null)
        return null;
    const suggested = r.suggestion ? (0,_refs_reference__WEBPACK_IMPORTED_MODULE_0__/* .parsedOrNull */ .IN)(r.suggestion) : null;
    if (suggested && suggested.tag !== null && suggested.tag !== r.tag) {
        // Off an end-of-life tag: to its successor, pinned or at its current build.
        const digest = suggested.digest ??
            (await lookups.siblings(r.org, r.image, r.tag)).find((t) => t.name === suggested.tag)?.digest ??
            null;
        return digest ? { tag: suggested.tag, digest, newerThan: null } : null;
    }
    const to = (0,_model__WEBPACK_IMPORTED_MODULE_6__/* .moveDigestOf */ .Bs)(r);
    if (to === null)
        return null;
    const pinDenied = r.status === 'denied';
    if (r.pinnedDigest !== null && !pinDenied && to === r.pinnedDigest)
        return null;
    return { tag: r.tag, digest: to, newerThan: r.pinnedDigest !== null && !pinDenied ? r.pinnedDigest : null };
}
/** The result moving to `found` (or told why it cannot move), in the form it was written (a mirror's). */
function applyMove(r, move, found) {
    if ('blockedBy' in found)
        return { ...staying(r, move), policyMove: { tag: move.tag, blockedBy: found.blockedBy } };
    return { ...movedTo(r, move, found.build), policyMove: { tag: move.tag, blockedBy: [], to: found.build } };
}
/** The result proposing no move to `move.tag`: no suggestion, no pin to write. */
function staying(r, move) {
    const stays = move.tag === r.tag ? { pullable: null } : { nextTagPullable: { tag: move.tag, pullable: null } };
    return { ...r, ...stays, suggestion: null };
}
/** The result moving to `build` of `move.tag`, its suggestion in the form it was written (a mirror's). */
function movedTo(r, move, build) {
    const pin = (0,_judge_suggest__WEBPACK_IMPORTED_MODULE_2__/* .pinnedReference */ .ct)(r, move.tag, build.digest);
    const suggestion = r.upstream !== undefined ? (0,_refs_mirror_form__WEBPACK_IMPORTED_MODULE_3__/* .inMirrorForm */ .v)(pin, r.ref, r.upstream) : pin;
    if (move.tag !== r.tag)
        return { ...r, suggestion, nextTagPullable: { tag: move.tag, pullable: build } };
    // Within its tag: the build the pin moves to (model.ts moveDigestOf), and for a floating tag the pin to write.
    const same = r.pinnedDigest === build.digest;
    return { ...r, pullable: build, suggestion: same ? null : suggestion };
}
/** Most builds inside a cooldown's window checked one by one before the search halves. */
const WINDOW_CHECKS = 32;
/**
 * The newest build of the tag that no enforced policy denies (newer than `move.newerThan` when
 * set, at least min-age old under min-age). A cooldown counts from creation, which is at or before
 * the push: builds pushed before its window pass it for sure, builds pushed inside may too (built
 * earlier, pushed late), so those are checked newest first; then the older builds are searched by
 * halving between a refused and a passing one, the way the other policies go with time.
 */
async function searchPassing(org, image, move, lookups, denials, now) {
    const candidates = candidatesOf(await lookups.history(org, image, move.tag), move, lookups.pullableBefore);
    const names = (findings) => findings.map((f) => f.policy);
    if (candidates.length === 0)
        return { blockedBy: names(await denials(move.digest)) };
    const first = await denials(candidates[0].digest);
    if (first.length === 0)
        return { build: buildOf(candidates[0]) };
    const cooldown = first.find((f) => f.policy === 'cooldown');
    const days = typeof cooldown?.parameters.days === 'number' ? cooldown.parameters.days : 0;
    let lo = 0;
    for (let i = 1; i < candidates.length && i <= WINDOW_CHECKS && candidates[i].firstBuilt > now - days * DAY; i++) {
        if ((await denials(candidates[i].digest)).length === 0)
            return { build: buildOf(candidates[i]) };
        lo = i;
    }
    let hi = candidates.length - 1;
    if (hi === lo)
        return { blockedBy: names(first) };
    const last = await denials(candidates[hi].digest);
    if (last.length > 0)
        return { blockedBy: [...new Set([...names(first), ...names(last)])] };
    while (hi - lo > 1) {
        const mid = (lo + hi) >> 1;
        if ((await denials(candidates[mid].digest)).length === 0)
            hi = mid;
        else
            lo = mid;
    }
    return { build: buildOf(candidates[hi]) };
}
const buildOf = (c) => ({ digest: c.digest, lastUpdate: c.lastUpdate });
/** The tag's distinct builds newest first, newer than the pin when it passes, old enough under min-age. */
function candidatesOf(history, move, pullableBefore) {
    const firstBuilt = new Map();
    for (const record of history)
        if (!firstBuilt.has(record.digest))
            firstBuilt.set(record.digest, Date.parse(record.updateTimestamp));
    const out = [];
    const seen = new Set();
    for (let i = history.length - 1; i >= 0; i--) {
        const { digest, updateTimestamp } = history[i];
        if (digest === move.newerThan)
            break;
        if (seen.has(digest))
            continue;
        seen.add(digest);
        const built = firstBuilt.get(digest);
        if (pullableBefore !== undefined && built > pullableBefore)
            continue;
        out.push({ digest, lastUpdate: updateTimestamp, firstBuilt: built });
    }
    return out;
}


/***/ }),

/***/ 2570:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ explainDenial),
/* harmony export */   O: () => (/* binding */ parametersText)
/* harmony export */ });
/* harmony import */ var _settle__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6964);
/* harmony import */ var _text__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8992);
// Why the registry refuses a digest, with the numbers the run knows. The check operation gives no
// reason text, so a system policy is explained from its documented meaning (registry-policies.md)
// and the facts the run read (the tag's history, v1's end-of-life dates); a custom policy is only
// named with its parameters: inventing a reason for someone's Rego would mislead.


const DAY = 86_400_000;
const day = (ms) => new Date(ms).toISOString().slice(0, 10);
const intOf = (value, fallback) => typeof value === 'number' && Number.isFinite(value) ? value : fallback;
/** A time a Date can hold (within \u00b18.64e15 ms): a parameter far outside its range gives none. */
const isDateTime = (ms) => Number.isFinite(ms) && Math.abs(ms) <= 8.64e15;
// A binding's parameters are the organization's (a long list, a long text): what is said of them is
// bounded, the rest counted, so no sentence grows with an answer.
const MAX_PARAMETERS = 6;
const MAX_ITEMS = 5;
const MAX_VALUE = 60;
function valueText(v) {
    if (typeof v === 'string')
        return (0,_text__WEBPACK_IMPORTED_MODULE_0__/* .truncate */ .xv)(v, MAX_VALUE);
    if (Array.isArray(v)) {
        const shown = v
            .slice(0, MAX_ITEMS)
            .map((item) => (0,_text__WEBPACK_IMPORTED_MODULE_0__/* .truncate */ .xv)(typeof item === 'string' ? item : (JSON.stringify(item) ?? ''), MAX_VALUE / 3));
        const more = v.length - shown.length;
        return `[${shown.join(', ')}${more > 0 ? `, and ${more} more` : ''}]`;
    }
    return (0,_text__WEBPACK_IMPORTED_MODULE_0__/* .truncate */ .xv)(JSON.stringify(v) ?? String(v), MAX_VALUE);
}
/** The parameters as `days: 7, months: 6` (at most six, each cut, the rest counted), or '' when there are none. */
function parametersText(parameters) {
    const entries = Object.entries(parameters);
    const shown = entries.slice(0, MAX_PARAMETERS).map(([k, v]) => `${(0,_text__WEBPACK_IMPORTED_MODULE_0__/* .truncate */ .xv)(k, MAX_VALUE)}: ${valueText(v)}`);
    const more = entries.length - shown.length;
    return `${shown.join(', ')}${more > 0 ? `, and ${more} more` : ''}`;
}
/** One sentence on why `f` refuses (or could not judge) the digest, or null when the run knows nothing to add. */
async function explainDenial(f, r, digest, lookups, now) {
    if (f.result === 'error')
        return `the registry could not evaluate ${f.policy} for this image (ERROR)`;
    switch (f.policy) {
        case 'cooldown':
            return cooldownReason(intOf(f.parameters.days, 7), await firstBuilt(r, digest, lookups), now);
        case 'no-eol': {
            const eol = (await eolItem(r, lookups))?.mainPackageVersion?.eolDate;
            return eol
                ? `its main package version reached its end of life on ${eol.slice(0, 10)}`
                : 'its main package version is past its end-of-life date';
        }
        case 'support-window': {
            const version = (await eolItem(r, lookups))?.mainPackageVersion;
            return supportWindowReason(intOf(f.parameters.months, 6), version?.releaseDate, version?.eolDate);
        }
        default: {
            const params = parametersText(f.parameters);
            return `the organization's policy ${f.policy}${params ? ` (${params})` : ''} denies it; the registry gives no reason`;
        }
    }
}
/** Days, creation time and the time it becomes pullable, as the cooldown counts them. */
function cooldownReason(days, created, now) {
    if (created === null)
        return `it is younger than ${days} days (its creation time is not in the tag's history)`;
    const pullable = created + days * DAY;
    // A number no date can hold (the registry's answer, not ours to trust): said plainly, no date.
    if (!isDateTime(created) || !isDateTime(pullable))
        return `it is younger than the ${days}-day cooldown, a number of days no date can be given for`;
    const age = Math.max(0, Math.floor((now.getTime() - created) / DAY));
    return `it was created ${day(created)} (${age} ${age === 1 ? 'day' : 'days'} ago) and the ${days}-day cooldown lets it be pulled from ${new Date(pullable).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
function supportWindowReason(months, released, eol) {
    const span = released && eol ? Math.floor((Date.parse(eol) - Date.parse(released)) / (30.44 * DAY)) : NaN;
    if (!released || !eol || !Number.isFinite(span))
        return `its main package version's support span is shorter than ${months} months`;
    return `its main package version is supported from ${released.slice(0, 10)} to ${eol.slice(0, 10)} (about ${span} months), shorter than the ${months} months required`;
}
/** The time of the digest's first build on its tag (its creation, as far as the run can know), or null. */
async function firstBuilt(r, digest, lookups) {
    if (r.tag === null)
        return null;
    const history = await (0,_settle__WEBPACK_IMPORTED_MODULE_1__/* .settle */ .G)(lookups.history(r.org, r.image, r.tag));
    const first = history.ok ? history.value.find((h) => h.digest === digest) : undefined;
    return first ? Date.parse(first.updateTimestamp) : null;
}
async function eolItem(r, lookups) {
    if (r.tag === null)
        return undefined;
    const items = await (0,_settle__WEBPACK_IMPORTED_MODULE_1__/* .settle */ .G)(lookups.eolTags(r.org, r.image, [r.tag]));
    return items.ok ? items.value.get(r.tag)?.find((item) => item.name === r.tag) : undefined;
}


/***/ }),

/***/ 1622:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  lookUp: () => (/* binding */ lookUp),
  openServices: () => (/* binding */ openServices)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/auth/github-oidc.ts
var github_oidc = __webpack_require__(4377);
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
    const claims = (0,github_oidc/* readUnverifiedClaims */.$q)(handed.token);
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

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 15 modules
var schemas = __webpack_require__(9691);
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
var secrets = __webpack_require__(7194);
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
    const refusal = (0,github_oidc/* refusalOf */.Of)(error);
    const claims = (0,github_oidc/* readUnverifiedClaims */.$q)(req.idToken);
    let message;
    if (error.status === 404)
        message = `the token exchange service answered ${refusal}: identity ${req.identity} was not found; check that identity ${req.identity} exists (image-check identity create prints its uid).${presentedBy(claims)}`;
    else if ([400, 401, 403].includes(error.status))
        message =
            claims?.iss !== undefined && claims.iss !== github_oidc/* GITHUB_ACTIONS_ISSUER */.qQ
                ? `the token exchange for identity ${req.identity} was refused: ${refusal}; ${otherCiFix(claims, req.issuerUrl)}`
                : `the token exchange for identity ${req.identity} was refused: ${refusal}; the identity's claimMatch must be issuer ${github_oidc/* GITHUB_ACTIONS_ISSUER */.qQ} and a subject (or subjectPattern) matching the one this workflow presents: push runs carry the ref, e.g. repo:<owner>/<name>:ref:refs/heads/main, pull_request runs repo:<owner>/<name>:pull_request (image-check identity create --events covers several).${presentedBy(claims)}`;
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
    const idToken = await (0,github_oidc/* requestGitHubIdToken */.zl)(githubTokenAudience(config.issuerUrl), options.getIdToken ?? runnerIdTokenSource(http, env), env);
    mask(idToken);
    return idToken;
}

// EXTERNAL MODULE: ./src/http/client.ts
var http_client = __webpack_require__(3329);
// EXTERNAL MODULE: ./src/model.ts
var model = __webpack_require__(182);
// EXTERNAL MODULE: ./src/platform/list.ts
var list = __webpack_require__(5319);
// EXTERNAL MODULE: ./src/platform/schemas.ts
var platform_schemas = __webpack_require__(2211);
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
        item: platform_schemas/* advisorySchema */.nv,
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
var api = __webpack_require__(3055);
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
        const repos = (await this.listing(url, 'repos', platform_schemas/* repoSchema */.MU, (r) => r.uid)).filter((r) => r.name === name);
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
            schema: platform_schemas/* groupSchema */.NL,
            label: 'GET /iam/v2/groups',
        });
    }
    /**
     * Every tag of a repo as the listing gives them by default: without package epochs
     * (`*-r[0-9]+`), dates (`*-20yymmdd`) and referrers (`sha256-*`), which are never a tag to move
     * to (tags.proto ListTagsRequest). End-of-life is the client-side `deprecated` flag.
     */
    listTags(repoUid) {
        return this.listing(this.tagsUrl(repoUid), 'tags', platform_schemas/* tagSchema */.c3, (t) => t.name);
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
        const tags = await this.listing(url, 'tags', platform_schemas/* tagSchema */.c3, (t) => t.name);
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
            item: platform_schemas/* tagSchema */.c3,
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
        const advisories = await this.listing(url, 'advisories', platform_schemas/* advisorySchema */.nv, (a) => a.uid, true);
        return advisories.map((a) => ({ ...a, advisoryId: (0,secrets/* safeText */.Hk)(a.advisoryId) }));
    }
}

// EXTERNAL MODULE: ./src/platform/eoltags.ts
var eoltags = __webpack_require__(7334);
// EXTERNAL MODULE: ./src/schemas.ts
var src_schemas = __webpack_require__(9011);
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
var judge_policies = __webpack_require__(5399);
// EXTERNAL MODULE: ./src/check/judge/signatures.ts
var signatures = __webpack_require__(7705);
// EXTERNAL MODULE: ./src/words.ts
var src_words = __webpack_require__(5846);
// EXTERNAL MODULE: ./src/registry/address.ts
var registry_address = __webpack_require__(7187);
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
var history_walk = __webpack_require__(5287);
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
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/fs/read-inside.ts
var read_inside = __webpack_require__(1552);
// EXTERNAL MODULE: ./src/fs/write-inside.ts
var write_inside = __webpack_require__(7841);
// EXTERNAL MODULE: ./src/http/api-error.ts
var api_error = __webpack_require__(2247);
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

// EXTERNAL MODULE: ./src/platform/iam.ts
var platform_iam = __webpack_require__(7518);
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
var dist = __webpack_require__(1040);
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
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(5919);
// EXTERNAL MODULE: ./node_modules/@sigstore/verify/dist/index.js
var verify_dist = __webpack_require__(4187);
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
var protobuf_specs_dist = __webpack_require__(9654);
// EXTERNAL MODULE: ./node_modules/@sigstore/tuf/dist/index.js
var tuf_dist = __webpack_require__(4423);
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
    const iam = new platform_iam/* IamClient */.h({ http, apiUrl: config.apiUrl, token: apiToken });
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
    await (0,promises_.mkdir)(dir, { recursive: true });
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
var judge_advice = __webpack_require__(2682);
// EXTERNAL MODULE: ./src/check/judge/assess.ts
var assess = __webpack_require__(5340);
// EXTERNAL MODULE: ./src/check/credential-failures.ts
var credential_failures = __webpack_require__(6499);
// EXTERNAL MODULE: ./src/check/judge/engine.ts + 1 modules
var engine = __webpack_require__(5500);
// EXTERNAL MODULE: ./src/findings/index.ts + 5 modules
var findings = __webpack_require__(5973);
// EXTERNAL MODULE: ./src/check/judge/vulnerabilities.ts
var vulnerabilities = __webpack_require__(2598);
// EXTERNAL MODULE: ./src/check/lookups/lookups.ts + 9 modules
var lookups = __webpack_require__(3639);
// EXTERNAL MODULE: ./src/check/judge/package-changes.ts + 3 modules
var package_changes = __webpack_require__(3390);
;// CONCATENATED MODULE: ./src/check/services.ts
// The connection to the services and the look-up phase of a check: loaded by src/check/check-images.ts
// only when there is something to look up (the service clients, the engine and zod behind them).






















/**
 * A connection to the Platform API and the registry; credentials are resolved once, on first
 * need (a PR comment with nothing left to check needs none). The caller closes `http`.
 */
function openServices(config, auth, http) {
    const client = http ?? new http_client/* HttpClient */.Q({ userAgent: 'image-check', signal: auth.signal, connections: config.concurrency });
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


/***/ }),

/***/ 2578:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ buildTargets)
/* harmony export */ });
/* harmony import */ var _refs_reference__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5987);
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _registry_map__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9515);



const DEFAULT_TAG = 'latest';
/**
 * Distinct references to check, each with every place it was found. Input references must
 * parse (an invalid one fails the run before any request); references found in files arrive
 * raw from discovery, and an invalid one is skipped with its reason and line. Only references
 * on `registry` are checked; the rest are counted.
 */
function buildTargets(inputRefs, found, registry, map = []) {
    const byRef = new Map();
    const skipped = [];
    const others = [];
    const consider = (ref, location, fromInput) => {
        const existing = byRef.get(ref);
        if (existing) {
            if (location)
                existing.locations.push(location);
            return;
        }
        // A mirror's reference is judged as its upstream one; the written form stays for the user.
        const mapped = (0,_registry_map__WEBPACK_IMPORTED_MODULE_2__/* .mapReference */ .C)(ref, map);
        const judged = mapped?.upstream ?? ref;
        let parsed;
        try {
            parsed = (0,_refs_reference__WEBPACK_IMPORTED_MODULE_0__/* .parseReference */ .F2)(judged);
        }
        catch (error) {
            if (fromInput && error instanceof _errors__WEBPACK_IMPORTED_MODULE_1__/* .InvalidReferenceError */ .x_)
                throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz('images', error.message);
            skipped.push({ ref, kind: 'invalid', reason: (0,_errors__WEBPACK_IMPORTED_MODULE_1__/* .messageOf */ .bD)(error), location });
            return;
        }
        const host = (0,_refs_reference__WEBPACK_IMPORTED_MODULE_0__/* .registryOf */ .Fv)(parsed).toLowerCase();
        if (host !== registry) {
            skipped.push({ ref, kind: 'other-registry', reason: `other registry (${host})`, location });
            others.push({ ref, location, domain: parsed.domain, path: parsed.path });
            return;
        }
        const { org, image } = (0,_refs_reference__WEBPACK_IMPORTED_MODULE_0__/* .splitPath */ .Uf)(parsed.path);
        if (!org || !image) {
            const message = `"${ref}" does not name an image: ${registry} references have the form ${registry}/<organization>/<image>[:tag][@digest]`;
            if (fromInput)
                throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz('images', message);
            skipped.push({ ref, kind: 'not-an-image', reason: message, location });
            return;
        }
        byRef.set(ref, {
            ref,
            registry,
            org,
            image,
            // A digest alone names a build, not a tag: the engine finds its tag (check/judge/placement.ts).
            tag: parsed.tag ?? (parsed.digest ? null : DEFAULT_TAG),
            pinnedDigest: parsed.digest,
            locations: location ? [location] : [],
            ...(mapped ? { upstream: mapped.upstream } : {}),
        });
    };
    // The same input line twice is one reference (it has no location to tell the two apart).
    for (const ref of new Set(inputRefs))
        consider(ref, undefined, true);
    for (const { ref, location } of found)
        consider(ref, location, false);
    const targets = [...byRef.values()];
    const orgs = new Set(['chainguard', ...targets.map((t) => t.org)]);
    const lookalikes = others.flatMap(({ ref, location, domain, path }) => {
        const pair = mirrorPairOf(domain, path, registry, orgs);
        return pair ? [{ ref, pair, ...(location ? { location } : {}) }] : [];
    });
    return { targets, skipped, lookalikes };
}
/**
 * The pair that would map a path on another host to the registry, when it reads as one of the
 * registry's behind a mirror's prefix: a component that is the registry's host or an organization
 * seen on it (`chainguard`), followed by an image. Null otherwise.
 */
function mirrorPairOf(domain, path, registry, orgs) {
    const parts = path.split('/');
    const at = parts.findIndex((part, i) => i < parts.length - 1 && (part === registry || orgs.has(part)));
    if (at < 0)
        return null;
    const before = parts.slice(0, parts[at] === registry ? at + 1 : at);
    const prefix = [...(domain === null ? [] : [domain]), ...before].join('/');
    return prefix === '' ? null : `${prefix}=${registry}`;
}


/***/ }),

/***/ 3760:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  main: () => (/* binding */ main)
});

// EXTERNAL MODULE: ./src/secrets.ts
var secrets = __webpack_require__(7194);
;// CONCATENATED MODULE: ./src/cli/io.ts

// The CLI's own sequences on a terminal: the table's colours and the progress line's erase.
const OWN_SEQUENCE = /(\r\x1b\[2K|\x1b\[(?:0|2|31|32|33|1;31|1;32)m)/;
/**
 * What reaches the process's stdout or stderr: every text neutralized (secrets.ts terminalText),
 * so a service's text starts no workflow command in a CI log and no escape sequence in a terminal;
 * on a terminal, the CLI's own colours and progress line kept.
 */
function terminalWrite(text, isTTY) {
    if (!isTTY)
        return (0,secrets/* terminalText */.eR)(text);
    return text
        .split(OWN_SEQUENCE)
        .map((part, i) => (i % 2 === 1 ? part : (0,secrets/* terminalText */.eR)(part)))
        .join('');
}
function processIo() {
    return {
        out: (text) => process.stdout.write(terminalWrite(text, process.stdout.isTTY === true)),
        err: (text) => process.stderr.write(terminalWrite(text, process.stderr.isTTY === true)),
        env: process.env,
        cwd: process.cwd(),
        outIsTTY: process.stdout.isTTY === true,
        errIsTTY: process.stderr.isTTY === true,
        columns: process.stdout.isTTY ? process.stdout.columns : undefined,
    };
}

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/model.ts
var model = __webpack_require__(182);
// EXTERNAL MODULE: ./src/policy-file/ledger.ts
var policy_file_ledger = __webpack_require__(4750);
// EXTERNAL MODULE: ./src/words.ts
var src_words = __webpack_require__(5846);
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
    const w = input.words ?? src_words/* ACTION_WORDS */.d;
    if (input.images.length === 0 && input.files.length === 0) {
        errors.push(w.nothingToCheck);
        return { errors, notices };
    }
    for (const glob of input.unmatchedGlobs) {
        const parts = commaParts(glob);
        errors.push(parts ? w.commaList(glob, parts) : w.noMatch(glob));
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
            errors.push(`nothing to check: ${total} image reference${total === 1 ? ' was' : 's were'} found, none on registry ${input.registry}: ${parts.join('; ')}. Only references on ${w.registryHost} are checked; set ${w.name('registry')} if your images are on another host`);
        }
        else if (input.images.length === 0 && input.unmatchedGlobs.length === 0 && input.foundInFiles === 0) {
            notices.push(`The files selected by the files globs hold no image reference: nothing to check.`);
        }
    }
    const lookalike = lookalikeNotice(input.lookalikes ?? [], input.registry, w);
    if (lookalike)
        notices.push(lookalike);
    return { errors, notices };
}
/** One notice for every reference that looks like a mirror of the registry: not checked, and how it would be. */
function lookalikeNotice(lookalikes, registry, w) {
    const [first] = lookalikes;
    if (!first)
        return null;
    const where = first.location ? ` at ${first.location.file}:${first.location.line}` : '';
    const more = lookalikes.length > 1 ? ` and ${lookalikes.length - 1} more` : '';
    return `Set ${w.the('registry-map')} to check references of a mirror of ${registry}: ${first.ref}${where}${more} look${lookalikes.length > 1 ? '' : 's'} like ${registry} images on another host and ${lookalikes.length > 1 ? 'were' : 'was'} not checked (e.g. ${first.pair})`;
}

// EXTERNAL MODULE: ./src/check/targets.ts
var check_targets = __webpack_require__(2578);
// EXTERNAL MODULE: ./src/check/judge/verdict.ts
var verdict = __webpack_require__(7441);
;// CONCATENATED MODULE: ./src/check/check-images.ts
// The engine's entry, called by both shells (the action in src/action/main.ts, `image-check check` in
// src/cli/check.ts): settings in, a CheckReport out. It reads no environment (the workspace, the
// time and the OIDC variables come in as arguments) and writes no output: what to print, annotate
// or exit with is the shell's business.
//
// The services (src/check/services.ts: the HTTP client, the service clients, the engine, and zod
// for the answers) are imported when there is something to look up: a run with nothing to check
// on the registry does not load them. The PR comment
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
    const discovery = settings.discovery ??
        (config.files.length > 0
            ? await (await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 6850))).discoverFiles(config.files, workspace)
            : NO_DISCOVERY);
    const { targets, skipped, lookalikes } = (0,check_targets/* buildTargets */.T)(config.images, discovery.found, config.registry, config.registryMap);
    const allSkipped = [...discovery.skipped, ...skipped];
    // A run that checks nothing because of its setup says why, and fails under fail-on `error`.
    const coverage = assessCoverage({
        ...config,
        // Given a discovery, files were selected (by the globs, or the kinds discovery reads).
        files: settings.discovery && config.files.length === 0 ? ['**'] : config.files,
        words: deps.words,
        unmatchedGlobs: discovery.unmatchedGlobs ?? [],
        foundInFiles: discovery.found.length + discovery.skipped.length,
        skipped: allSkipped,
        targets: targets.length,
        lookalikes,
    });
    const report = (results, http, advice) => ({
        results,
        verdict: (0,verdict/* computeVerdict */.z)(results, config.failOn, [...(settings.unread ?? []).map(model/* unreadProblemOf */.ED), ...discovery.problems], coverage.errors),
        skipped: allSkipped,
        problems: discovery.problems,
        coverage: coverage.errors,
        notices: [...coverage.notices, ...(advice?.notices ?? [])],
        expired: advice?.expired ?? (0,policy_file_ledger/* expiredEntries */.SZ)(ledger, (0,policy_file_ledger/* todayOf */.XY)(now)),
        policyFile: ledger?.file ?? null,
        unmatchedGlobs: discovery.unmatchedGlobs ?? [],
        unscanned: discovery.unscanned ?? [],
        http,
    });
    // Nothing to check: no connection, no credentials.
    if (targets.length === 0)
        return report([], deps.services ? deps.services.http.stats : null);
    const { openServices, lookUp } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 1622));
    const services = deps.services ?? openServices(config, { workspace, ...deps });
    try {
        const looked = await lookUp(targets, services, { config, now, ledger });
        return report(looked.results, services.http.stats, looked.advice);
    }
    finally {
        if (!deps.services)
            await services.http.close();
    }
}

// EXTERNAL MODULE: ./src/check/services.ts + 24 modules
var check_services = __webpack_require__(1622);
// EXTERNAL MODULE: ./src/config.ts
var src_config = __webpack_require__(2973);
// EXTERNAL MODULE: ./src/policy-file/read.ts
var read = __webpack_require__(9196);
// EXTERNAL MODULE: ./src/policy-file/read-ledger.ts
var read_ledger = __webpack_require__(2529);
;// CONCATENATED MODULE: ./src/policy-file/load.ts
// The settings of a run with its policy file: the `config` input names the file (read from the
// workspace, which a pull request controls), and the file's defaults fill `fail-on`, `max-age`
// and `files` where the input is not set. Precedence: input > policy file > built-in default
// (INPUT_DEFAULTS in config.ts), so action.yml gives those three inputs no default of its own.


const FROM_LEDGER = ['fail-on', 'max-age', 'files'];
/** Reads the policy file, then every input. Throws LedgerError (file and line) or InputError. */
async function readConfigWithPolicy(get, workspace, words) {
    const ledger = await (0,read_ledger/* readLedger */.S)(workspace, get('config'));
    const withDefaults = (name) => {
        const value = get(name);
        if (value.trim() !== '' || !ledger)
            return value;
        return FROM_LEDGER.includes(name)
            ? (ledger.defaults[name] ?? '')
            : value;
    };
    return { config: (0,src_config/* readConfig */.Xg)(withDefaults, words), ledger };
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/update/rewrite.ts
var rewrite = __webpack_require__(981);
// EXTERNAL MODULE: ./src/fs/write-inside.ts
var write_inside = __webpack_require__(7841);
;// CONCATENATED MODULE: ./src/update/apply.ts
// The thin I/O shell of `update`: reads each file the plan touches, rewrites it (rewrite.ts)
// and writes it back inside the workspace (fs/write-inside.ts). A file whose bytes are not UTF-8 is left
// alone: decoding and encoding it again would change more than the references.





async function applyUpdatePlan(workspace, plan) {
    const outcome = { updatedFiles: [], applied: [], leftAlone: [...plan.leftAlone] };
    const byFile = Map.groupBy(plan.edits, (edit) => edit.file);
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
        const result = (0,rewrite/* applyEdits */.c)(text, edits);
        for (const { edit, reason } of result.leftAlone)
            outcome.leftAlone.push({ ref: edit.from, file, line: edit.line, reason });
        if (result.applied.length === 0 || result.text === text)
            continue;
        try {
            await (0,write_inside/* writeInside */.M)([workspace], file, result.text, 'rewrite');
        }
        catch (error) {
            leave(result.applied, (0,errors/* messageOf */.bD)(error));
            continue;
        }
        outcome.applied.push(...result.applied);
        outcome.updatedFiles.push(file);
    }
    return outcome;
}

// EXTERNAL MODULE: ./src/update/plan.ts
var update_plan = __webpack_require__(4774);
// EXTERNAL MODULE: ./src/findings/index.ts + 5 modules
var findings = __webpack_require__(5973);
;// CONCATENATED MODULE: ./src/update/run-update.ts
// `update` after the check: plan from the results, rewrite the files, and say what was left
// alone (references built from variables, files that could not be written). Shared by the
// action and the CLI.




async function runUpdate(mode, results, workspace, 
/** The shell's names for the settings a reason speaks of. */
words = src_words/* ACTION_WORDS */.d) {
    if (mode === 'none')
        return { updatedFiles: [], applied: [], leftAlone: [] };
    const plan = (0,update_plan/* planUpdates */.C)(results.map((r) => ({ ...r, suggestion: r.suggestion ?? null, fixes: (0,findings/* fixLine */.S$)(r) })), mode, words);
    return applyUpdatePlan(workspace, plan);
}
/** Longest list of rewrites shown one per line; the rest are counted. */
const MAX_LISTED = 50;
/**
 * What changed (a line, then `file:line old -> new` for each rewritten reference) and what was
 * left alone (with why), for the log.
 */
function describeUpdate(outcome) {
    const rewrites = outcome.applied
        .slice(0, MAX_LISTED)
        .map((e) => `  ${e.file}:${e.line} ${e.from} -> ${e.to}`)
        .concat(outcome.applied.length > MAX_LISTED ? [`  and ${outcome.applied.length - MAX_LISTED} more`] : []);
    const changed = outcome.updatedFiles.length > 0
        ? [
            `update: ${outcome.applied.length} reference(s) rewritten in ${outcome.updatedFiles.length} file(s): ${outcome.updatedFiles.join(', ')}${fixesOf(outcome)}`,
            ...rewrites,
        ].join('\n')
        : null;
    const leftAlone = outcome.leftAlone.length > 0
        ? `update left ${outcome.leftAlone.length} reference(s) alone: ${outcome.leftAlone
            .slice(0, 20)
            .map((l) => `${l.file}:${l.line} ${l.ref} (${l.reason})`)
            .join('; ')}${outcome.leftAlone.length > 20 ? `; and ${outcome.leftAlone.length - 20} more` : ''}`
        : null;
    return { changed, leftAlone };
}
/** What the rewritten pins fix, once per reference: "; <ref>: moving to the current build fixes 1 high: CVE-...". */
function fixesOf(outcome) {
    const seen = new Map();
    for (const edit of outcome.applied)
        if (edit.fixes && !seen.has(edit.from))
            seen.set(edit.from, edit.fixes);
    return [...seen].map(([ref, fixes]) => `; ${ref}: ${fixes}`).join('');
}

// EXTERNAL MODULE: ./src/http/deadline.ts
var deadline = __webpack_require__(2378);
// EXTERNAL MODULE: ./src/report/format.ts + 1 modules
var format = __webpack_require__(646);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/report/messages.ts
var messages = __webpack_require__(3020);
;// CONCATENATED MODULE: ./src/report/gitlab-code-quality.ts




/** GitLab's pipeline file when CI_CONFIG_PATH does not name another. */
const GITLAB_PIPELINE_FILE = '.gitlab-ci.yml';
/** A reference found but not checked: information at its line. */
const SKIPPED_SEVERITY = 'info';
/**
 * The findings as a GitLab Code Quality report: one issue per finding per place the reference
 * was found. Fingerprints are stable across runs and unique within the report (the same
 * reference twice in one file gets its occurrence number, not its line: edits above move lines).
 * Pure.
 */
function buildGitLabReport(results, options) {
    const issues = [];
    for (const r of results) {
        for (const { kind, message } of (0,messages/* reportedFindings */.I)(r, options.failOn)) {
            const places = r.locations.length > 0 ? r.locations : [{ file: options.inputsFile, line: 1 }];
            const seen = new Map();
            for (const place of places) {
                const occurrence = seen.get(place.file) ?? 0;
                seen.set(place.file, occurrence + 1);
                issues.push({
                    description: message,
                    check_name: `image-check/${findings/* KINDS */.GW[kind].sarifRule}`,
                    fingerprint: (0,external_node_crypto_.createHash)('sha256')
                        .update(`${r.ref}\u0000${kind}\u0000${place.file}\u0000${occurrence}`)
                        .digest('hex'),
                    severity: findings/* KINDS */.GW[kind].gitlab,
                    location: { path: place.file, lines: { begin: Math.max(1, place.line) } },
                });
            }
        }
    }
    const seen = new Map();
    for (const s of (options.skipped ?? []).filter((x) => x.kind !== 'other-registry')) {
        const place = s.location ?? { file: options.inputsFile, line: 1 };
        const key = `${s.ref}\u0000${place.file}`;
        const occurrence = seen.get(key) ?? 0;
        seen.set(key, occurrence + 1);
        issues.push({
            description: (0,format/* skippedMessage */.aR)(s),
            check_name: 'image-check/skipped',
            fingerprint: (0,external_node_crypto_.createHash)('sha256')
                .update(`${s.ref}\u0000skipped\u0000${place.file}\u0000${occurrence}`)
                .digest('hex'),
            severity: SKIPPED_SEVERITY,
            location: { path: place.file, lines: { begin: Math.max(1, place.line) } },
        });
    }
    return issues;
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 15 modules
var schemas = __webpack_require__(9691);
;// CONCATENATED MODULE: ./src/report/result-item.ts
// One `results` item: the contract's fields in the contract's order, plus the additive ones. The
// schema is the one declaration of the item (its type is inferred from it); every results format
// writes it: the `results` output, `results-file` and `--format json`, and an organization shard's
// file (org/shard-item.ts), which adds what a merge needs.



const result_item_text = schemas/* string */.YjP();
const nullableText = result_item_text.nullable();
const count = schemas/* number */.aig().int().nonnegative();
const build = schemas/* object */.Ikc({ digest: result_item_text, lastUpdate: result_item_text });
/** A place a reference was found; in organization mode also its repository and the commit read. */
const locationSchema = schemas/* object */.Ikc({
    repository: result_item_text.optional(),
    commit: result_item_text.optional(),
    file: result_item_text,
    line: schemas/* number */.aig().int(),
});
/** A vulnerability by its id and severity. */
const vulnerabilityRefSchema = schemas/* object */.Ikc({ id: result_item_text, severity: schemas/* enum */.k5n(model/* SEVERITY_ORDER */.B) });
const fixedSchema = vulnerabilityRefSchema.extend({ package: nullableText });
const packageVersion = schemas/* object */.Ikc({ name: result_item_text, version: result_item_text });
const packageMove = schemas/* object */.Ikc({ name: result_item_text, from: result_item_text, to: result_item_text });
const changesSchema = schemas/* object */.Ikc({
    from: result_item_text,
    to: result_item_text,
    platform: result_item_text,
    added: schemas/* array */.YOg(packageVersion),
    removed: schemas/* array */.YOg(packageVersion),
    upgraded: schemas/* array */.YOg(packageMove),
    downgraded: schemas/* array */.YOg(packageMove),
    unchanged: count,
});
/** Why `changes` is null (model.ts ChangeGap). */
const changesGapSchema = schemas/* discriminatedUnion */.gMt('kind', [
    schemas/* object */.Ikc({ kind: schemas/* literal */.euz('not-asked'), signatures: schemas/* literal */.euz('never').optional() }),
    schemas/* object */.Ikc({ kind: schemas/* literal */.euz('over-limit'), limit: count }),
    schemas/* object */.Ikc({ kind: schemas/* literal */.euz('no-sbom'), digest: result_item_text }),
    schemas/* object */.Ikc({ kind: schemas/* literal */.euz('unverified'), digest: result_item_text, detail: result_item_text }),
    schemas/* object */.Ikc({ kind: schemas/* literal */.euz('other-manifest'), digest: result_item_text, subject: result_item_text }),
    schemas/* object */.Ikc({ kind: schemas/* literal */.euz('too-large'), digest: result_item_text, size: count, limit: count }),
    schemas/* object */.Ikc({ kind: schemas/* literal */.euz('too-many-packages'), digest: nullableText, count, limit: count }),
    schemas/* object */.Ikc({ kind: schemas/* literal */.euz('unreadable'), digest: nullableText, detail: result_item_text }),
    schemas/* object */.Ikc({ kind: schemas/* literal */.euz('no-platform'), digest: result_item_text, platform: result_item_text, available: schemas/* array */.YOg(result_item_text) }),
]);
const policySchema = schemas/* object */.Ikc({
    policy: result_item_text,
    mode: schemas/* enum */.k5n(['enforced', 'dry-run']),
    result: schemas/* enum */.k5n(['allowed', 'denied', 'error']),
    parameters: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()),
    waived: schemas/* object */.Ikc({ reason: result_item_text, by: nullableText, at: nullableText }).nullable(),
    // Additive: why it denies, with the numbers the run knows.
    why: result_item_text.optional(),
});
const resultItemSchema = schemas/* object */.Ikc({
    ref: result_item_text,
    // Additive: a mirror's reference (registry-map) names the registry's reference it was judged as.
    upstream: result_item_text.optional(),
    registry: result_item_text,
    org: result_item_text,
    image: result_item_text,
    tag: nullableText,
    pinnedDigest: nullableText,
    digest: nullableText,
    status: schemas/* enum */.k5n(model/* STATUSES_WORST_FIRST */.eR),
    deprecated: schemas/* boolean */.zMY(),
    // Additive: builds of the tag stop within warn-before (a finding; `status` keeps its values).
    endingSoon: schemas/* boolean */.zMY(),
    lastUpdate: nullableText,
    buildsBehind: count.nullable(),
    behindSince: nullableText,
    // Additive: under min-age, the build a pin moves to (null: the pin is newer than any build old enough).
    pullable: build.nullable().optional(),
    // Additive: under min-age, the tag a pin on an end-of-life tag moves to and its build old enough to pull.
    nextTagPullable: schemas/* object */.Ikc({ tag: result_item_text, pullable: build.nullable() }).optional(),
    advisories: schemas/* array */.YOg(schemas/* object */.Ikc({ advisoryId: result_item_text, artifactName: result_item_text, updateTime: result_item_text })),
    // Organization mode: each names its repository and the commit read, first.
    locations: schemas/* array */.YOg(locationSchema),
    error: schemas/* object */.Ikc({ code: schemas/* number */.aig().int().nullable(), reason: result_item_text, message: result_item_text }).nullable(),
    suggestion: nullableText,
    ignored: schemas/* object */.Ikc({ reason: result_item_text, until: nullableText }).nullable(),
    vulnerabilities: schemas/* object */.Ikc({
        critical: count,
        high: count,
        medium: count,
        low: count,
        negligible: count,
        unknown: count,
        scanned: nullableText,
        digest: nullableText,
    })
        .nullable(),
    fixedByUpdate: schemas/* array */.YOg(fixedSchema).nullable(),
    // The registry's pull-time policies for the digest in use: null when not consulted, [] when none applies.
    policies: schemas/* array */.YOg(policySchema).nullable(),
    // Additive: where the policies changed the move (to the build that passes), or stopped it.
    policyMove: schemas/* object */.Ikc({ tag: result_item_text, blockedBy: schemas/* array */.YOg(result_item_text), to: build.nullable() }).optional(),
    // The vendor's signature of the digest in use: null when not checked.
    signature: schemas/* object */.Ikc({
        verified: schemas/* boolean */.zMY(),
        digest: result_item_text,
        format: schemas/* enum */.k5n(['bundle', 'legacy']).nullable(),
        signer: schemas/* object */.Ikc({ issuer: result_item_text, identity: result_item_text }).nullable(),
        logged: nullableText,
        reason: nullableText,
    })
        .nullable(),
    // Additive: where signatures changed the move (past unsigned builds), or stopped it.
    signatureMove: schemas/* object */.Ikc({ tag: result_item_text, passedOver: count, to: build.nullable(), none: nullableText }).optional(),
    // What the move the run proposes carries in packages: null when not read or no move.
    changes: changesSchema.nullable(),
    // Additive: with `changes: null` for a digest change, why.
    changesGap: changesGapSchema.optional(),
    // Additive: the v1 end-of-life dates, where the platform gives them.
    endOfLife: schemas/* object */.Ikc({ status: result_item_text, supportEnds: nullableText, buildsUntil: nullableText }).optional(),
});
const buildOf = (b) => ({ digest: b.digest, lastUpdate: b.lastUpdate });
/** A result as its `results` item: only the item's fields (an engine's working field never leaks). */
function resultItem(r) {
    return {
        ref: r.ref,
        ...(r.upstream !== undefined ? { upstream: r.upstream } : {}),
        registry: r.registry,
        org: r.org,
        image: r.image,
        tag: r.tag,
        pinnedDigest: r.pinnedDigest,
        digest: r.digest,
        status: r.status,
        deprecated: r.deprecated,
        endingSoon: (0,findings/* isEndingSoon */.R4)(r),
        lastUpdate: r.lastUpdate,
        buildsBehind: r.buildsBehind,
        behindSince: r.behindSince,
        ...(r.pullable !== undefined ? { pullable: r.pullable && buildOf(r.pullable) } : {}),
        ...(r.nextTagPullable !== undefined
            ? {
                nextTagPullable: {
                    tag: r.nextTagPullable.tag,
                    pullable: r.nextTagPullable.pullable && buildOf(r.nextTagPullable.pullable),
                },
            }
            : {}),
        advisories: r.advisories.map(({ advisoryId, artifactName, updateTime }) => ({
            advisoryId,
            artifactName,
            updateTime,
        })),
        locations: r.locations.map(({ repository, commit, file, line }) => repository ? { repository, commit, file, line } : { file, line }),
        error: r.error ? { code: r.error.code, reason: r.error.reason, message: r.error.message } : null,
        suggestion: r.suggestion ?? null,
        ignored: r.ignored ? { reason: r.ignored.reason, until: r.ignored.until } : null,
        ...judgedFields(r),
    };
}
/** The item's vulnerability, policy and end-of-life fields. */
function judgedFields(r) {
    const v = r.vulnerabilities;
    return {
        vulnerabilities: v
            ? {
                critical: v.critical,
                high: v.high,
                medium: v.medium,
                low: v.low,
                negligible: v.negligible,
                unknown: v.unknown,
                scanned: v.scanned,
                digest: v.digest,
            }
            : null,
        fixedByUpdate: r.fixedByUpdate
            ? r.fixedByUpdate.map(({ id, severity, package: name }) => ({ id, severity, package: name }))
            : null,
        policies: r.policies
            ? r.policies.map(({ policy, mode, result, parameters, waived, why }) => ({
                policy,
                mode,
                result,
                parameters,
                waived: waived && { reason: waived.reason, by: waived.by, at: waived.at },
                ...(why !== undefined ? { why } : {}),
            }))
            : null,
        ...(r.policyMove
            ? {
                policyMove: {
                    tag: r.policyMove.tag,
                    blockedBy: r.policyMove.blockedBy,
                    to: r.policyMove.to ? buildOf(r.policyMove.to) : null,
                },
            }
            : {}),
        signature: r.signature
            ? {
                verified: r.signature.verified,
                digest: r.signature.digest,
                format: r.signature.format,
                signer: r.signature.signer && { issuer: r.signature.signer.issuer, identity: r.signature.signer.identity },
                logged: r.signature.logged,
                reason: r.signature.reason,
            }
            : null,
        ...(r.signatureMove
            ? {
                signatureMove: {
                    tag: r.signatureMove.tag,
                    passedOver: r.signatureMove.passedOver,
                    to: r.signatureMove.to ? buildOf(r.signatureMove.to) : null,
                    none: r.signatureMove.none ?? null,
                },
            }
            : {}),
        changes: r.changes ? changesItem(r.changes) : null,
        ...(r.changesGap ? { changesGap: { ...r.changesGap } } : {}),
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
/** A move's package changes, only the contract's fields. */
function changesItem(c) {
    const version = ({ name, version }) => ({ name, version });
    const move = ({ name, from, to }) => ({ name, from, to });
    return {
        from: c.from,
        to: c.to,
        platform: c.platform,
        added: c.added.map(version),
        removed: c.removed.map(version),
        upgraded: c.upgraded.map(move),
        downgraded: c.downgraded.map(move),
        unchanged: c.unchanged,
    };
}

;// CONCATENATED MODULE: ./src/report/results-file.ts
// The `results-file` input and the 1 MB output limit: GitHub rejects an output over 1 MB, so a
// bigger `results` is not set (the step would fail for the report, not the images); the log says
// so and points to the file, when one is written.

/** The warning when the `results` output is over GitHub's limit and so not set, given `results-file` ('' = none). */
function resultsOverLimitWarning(resultsFile) {
    const where = resultsFile
        ? `read the results from the file ${resultsFile} (input results-file)`
        : 'set the input results-file to write them to a file';
    return `The results output would be over GitHub's 1 MB limit for an output, so it is not set: ${where}.`;
}
/** The file's text, pretty-printed: also what the CLI's `--format json` prints. */
function resultsFileText(results) {
    return [...resultsFileChunks(results)].join('');
}
/** Items per write: a few hundred kilobytes, so thousands of results take a few writes, not thousands. */
const ITEMS_PER_WRITE = 100;
/**
 * `JSON.stringify(items, null, 2)` and a line end, a hundred items at a time: thousands of results
 * are written without their whole text in memory at once. An item's own lines are indented one
 * level more (JSON strings hold no raw line end, so every '\n' is between tokens).
 */
function* resultsFileChunks(results) {
    if (results.length === 0) {
        yield '[]\n';
        return;
    }
    for (let start = 0; start < results.length; start += ITEMS_PER_WRITE) {
        const items = results
            .slice(start, start + ITEMS_PER_WRITE)
            .map((r) => `  ${JSON.stringify(resultItem(r), null, 2).replaceAll('\n', '\n  ')}`);
        yield `${start === 0 ? '[\n' : ',\n'}${items.join(',\n')}`;
    }
    yield '\n]\n';
}

// EXTERNAL MODULE: ./src/report/links.ts
var report_links = __webpack_require__(3303);
;// CONCATENATED MODULE: ./src/report/sarif.ts





const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
/** Where the tool is described: `tool.driver.informationUri`. */
const INFORMATION_URI = 'https://github.com/image-check/image-check';
/** The rules, in ruleIndex order (never reordered: an index, once published, keeps its rule). Ids are the finding kinds. */
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
    {
        id: 'ending',
        name: 'ImageTagEndingSoon',
        short: "Image tag's builds end soon",
        full: 'The tag is in its grace period: its builds stop within warn-before, after which it is end-of-life.',
        help: 'Move to a maintained tag before the builds stop (the message names one when the registry lists it).',
        level: 'warning',
        tags: ['security', 'maintainability'],
    },
    {
        id: 'denied',
        name: 'RegistryPolicyDenied',
        short: "The registry's policies refuse to pull the image",
        full: 'An enforced pull-time policy of the organization (no-eol, cooldown, support-window or a custom rule) denies the digest in use, and no override waives it: the registry will refuse the pull.',
        help: 'Move to the build the message names (the newest one the registry lets through), or ask the organization for an override of the policy for this digest.',
        level: 'error',
        tags: ['security', 'reliability'],
    },
    {
        id: 'dry-run',
        name: 'RegistryPolicyDryRunDenied',
        short: 'A dry-run policy of the registry denies the image',
        full: 'A pull-time policy in dry-run mode denies the digest in use: the pull goes through today and will be refused once the policy is enforced.',
        help: 'Move before the policy is enforced, or ask the organization for an override of the policy for this digest.',
        level: 'warning',
        tags: ['security', 'reliability'],
    },
    {
        id: 'unsigned',
        name: 'ImageNotSignedByVendor',
        short: "The digest in use is not the vendor's signed build",
        full: "No Sigstore signature of an accepted signer verifies for the digest in use (none found, another signer's, one that does not verify against the trusted root, or one of another digest): it is not proven to be the vendor's build.",
        help: 'Move to the signed build the message names, or pin a digest the vendor signed (cosign verify with the identity in docs/signatures.md); set signers to accept your own.',
        level: 'error',
        tags: ['security'],
    },
];
/** Only under a severity in fail-on: after the four, so their indexes never move. */
const VULNERABILITY_RULE = {
    id: 'vulnerability',
    name: 'ImageVulnerabilities',
    short: 'The image in use has vulnerabilities at the fail-on severity or worse',
    full: "The platform's vulnerability report of the digest in use lists vulnerabilities at the severity named in fail-on or worse that the policy file does not ignore.",
    help: 'Move to the current build of the tag when it fixes them (the message says which it fixes), or accept one with an ignore entry in the policy file (`kind: CVE-...`, with a reason and an end date).',
    level: 'error',
    tags: ['security'],
};
/** The ids over the gate (not ignored) and the counts of the digest in use. */
function vulnerabilityProperties(r, failOn) {
    return {
        vulnerabilities: (0,findings/* overGate */.kn)(r, (0,findings/* gateOf */.Rv)(failOn))?.ids.map((v) => v.id) ?? [],
        vulnerabilityCounts: r.vulnerabilities ?? null,
    };
}
const ALL_RULES = [...RULES, VULNERABILITY_RULE];
const everyKindRuled = true;
void everyKindRuled;
const RULE_INDEX = new Map(ALL_RULES.map((r, i) => [r.id, i]));
/** Stable across runs for the same reference, rule and file (not line: edits above move it). */
function fingerprint(ref, rule, file) {
    return (0,external_node_crypto_.createHash)('sha256')
        .update(`${ref}\u0000${rule}\u0000${file ?? ''}`)
        .digest('hex');
}
function physical(location, serverUrl = DEFAULT_SERVER_URL) {
    // A repository read through the API: its file at the commit read, an absolute address.
    const url = (0,report_links/* locationUrl */.$)(serverUrl, location);
    return {
        physicalLocation: {
            // A URI reference: each path segment percent-encoded (spaces, '#', '?', '%').
            artifactLocation: url
                ? { uri: url.replace(/#L\d+$/, '') }
                : { uri: location.file.split('/').map(encodeURIComponent).join('/'), uriBaseId: '%SRCROOT%' },
            region: { startLine: Math.max(1, location.line) },
        },
    };
}
const DEFAULT_SERVER_URL = 'https://github.com';
const SARIF_LEVEL = { error: 'error', warning: 'warning', notice: 'note' };
/**
 * The workspace-relative workflow file of a run from `GITHUB_WORKFLOW_REF`
 * (`owner/repo/.github/workflows/ci.yml@refs/heads/main` -> `.github/workflows/ci.yml`).
 */
function workflowFileOf(workflowRef) {
    const match = /^[^/]+\/[^/]+\/(.+?)@[^@]*$/.exec(workflowRef ?? '');
    return match?.[1];
}
/**
 * Where a reference given without a file is reported when no file is named: a location named by
 * the image itself, as Trivy reports an image (`cgr.dev/chainguard/nginx%3A1.25`, each segment
 * percent-encoded by `physical`, so a `:` or `@` cannot read as a scheme or an authority).
 */
function imageLocation(ref) {
    return { file: ref, line: 1 };
}
/**
 * A SARIF 2.1.0 log of the findings: one result per finding per location where the reference
 * was found (workspace-relative uri under `%SRCROOT%`). A reference from the `images` input is
 * reported at line 1 of `options.inputsFile`, else on its image (imageLocation); every result
 * has a location. Pure.
 */
function buildSarif(results, version, options) {
    const sarifResults = [];
    for (const r of results) {
        for (const { kind, loudness, message: text } of (0,messages/* reportedFindings */.I)(r, options.failOn)) {
            const ruleIndex = RULE_INDEX.get(findings/* KINDS */.GW[kind].sarifRule);
            const rule = ALL_RULES[ruleIndex];
            const properties = {
                ref: r.ref,
                status: r.status,
                currentDigest: r.digest,
                ...((kind === 'eol' || kind === 'stale' || kind === 'denied') && r.suggestion
                    ? { suggestion: r.suggestion }
                    : {}),
                ...(kind === 'denied' || kind === 'dry-run' ? { policies: r.policies ?? [] } : {}),
                ...(kind === 'advisory' ? { advisories: (0,format/* distinctAdvisoryIds */.q8)((0,findings/* activeAdvisories */.kx)(r)) } : {}),
                ...(kind === 'ending' ? { buildsUntil: r.endOfLife?.buildsUntil ?? null } : {}),
                ...(kind === 'vulnerability' ? vulnerabilityProperties(r, options.failOn) : {}),
            };
            const fallback = options.inputsFile ? { file: options.inputsFile, line: 1 } : imageLocation(r.ref);
            for (const place of r.locations.length > 0 ? r.locations : [fallback]) {
                sarifResults.push({
                    ruleId: rule.id,
                    ruleIndex,
                    level: SARIF_LEVEL[loudness],
                    message: { text },
                    locations: [physical(place, options.serverUrl)],
                    partialFingerprints: {
                        'imageCheck/v1': fingerprint(r.ref, rule.id, `${place.repository ? `${place.repository}/` : ''}${place.file}`),
                    },
                    properties,
                });
            }
        }
    }
    // Another registry's references are counted by the table, not listed: they are not problems.
    const listed = (options.skipped ?? []).filter((s) => s.kind !== 'other-registry');
    const notifications = listed.map(notification);
    return {
        $schema: SARIF_SCHEMA,
        version: '2.1.0',
        runs: [
            {
                tool: {
                    driver: {
                        name: 'image-check',
                        informationUri: INFORMATION_URI,
                        version,
                        semanticVersion: version,
                        rules: ((0,findings/* gateOf */.Rv)(options.failOn) !== null ? ALL_RULES : RULES).map(ruleDescriptor),
                    },
                },
                columnKind: 'utf16CodeUnits',
                ...(notifications.length > 0
                    ? { invocations: [{ executionSuccessful: true, toolExecutionNotifications: notifications }] }
                    : {}),
                results: sarifResults,
            },
        ],
    };
}
function ruleDescriptor(rule) {
    return {
        id: rule.id,
        name: rule.name,
        shortDescription: { text: rule.short },
        fullDescription: { text: rule.full },
        help: { text: rule.help.replace(/`/g, ''), markdown: rule.help },
        defaultConfiguration: { level: rule.level },
        properties: { tags: rule.tags },
    };
}
/** A skipped reference as a SARIF notification: a warning at its line. */
function notification(s) {
    return {
        level: 'warning',
        message: { text: (0,format/* skippedMessage */.aR)(s) },
        descriptor: { id: `skipped/${s.kind}` },
        ...(s.location ? { locations: [physical(s.location)] } : {}),
    };
}

// EXTERNAL MODULE: ./src/report/run-report.ts
var run_report = __webpack_require__(7330);
// EXTERNAL MODULE: ./src/report/policy-plan.ts
var policy_plan = __webpack_require__(8724);
;// CONCATENATED MODULE: ./src/report/summary/budget.ts
// How much of GitHub's step summary the report may take, and the tables and lists that keep within
// it: each section fits its rows to its budget, and capSummary holds the line for the whole.
/** GitHub rejects a step summary over 1 MiB, for everything the step writes to it... */
const SUMMARY_LIMIT_BYTES = (/* unused pure expression or super */ null && (1024 * 1024));
/**
 * ...so this report takes at most about half (the pull request comment, when it falls back to
 * the job summary, takes the rest; see src/github/pull-request.ts). The budgets below add up to less, and
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
const bytes = (text) => Buffer.byteLength(text, 'utf8');
function tableHead(columns) {
    return `| ${columns.join(' | ')} |\n|${columns.map(() => ' --- ').join('|')}|`;
}
function row(cells) {
    return `| ${cells.join(' | ')} |`;
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
/** A bulleted list within its budget, ending with how many items were left out. */
function listLines(items, render) {
    const { kept, left } = fit(items, render, LIST_BUDGET, LIST_MAX_ITEMS);
    return left > 0 ? [...kept, `- \u2026and ${left} more`] : kept;
}
/** A table within its budget, then a paragraph on how many rows were left out and where they are. */
function tableLines(items, render, header, budget, leftOut) {
    const { kept, left } = fit(items, render, budget.bytes, budget.rows);
    return [tableHead(header), ...kept, '', ...(left > 0 ? [leftOut(left), ''] : [])];
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

// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(8992);
;// CONCATENATED MODULE: ./src/report/summary/cells.ts
// The cells of the summary's tables and the places in its lists: a reference with where it is
// written, a location linked to its line, an advisory id, a digest, a status, a last build.






/** The reference as written, a pinned digest in it shortened (the full reference is the title). */
function referenceCell(r, links) {
    const short = r.ref.replace(/@([a-z0-9]+):([0-9a-f]{12})[0-9a-f]{20,}$/, '@$1:$2\u2026');
    const code = short === r.ref ? `<code>${(0,format/* escapeText */.X1)(r.ref)}</code>` : `<code title="${(0,format/* escapeText */.X1)(r.ref)}">${(0,format/* escapeText */.X1)(short)}</code>`;
    if (r.locations.length === 0)
        return code;
    const shown = r.locations.slice(0, MAX_LOCATIONS).map((l) => locationText(l, links));
    const more = r.locations.length - shown.length;
    return `${code}<br><sub>${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''}</sub>`;
}
/**
 * `file:line`, a link to that line at the run's commit when `blobBase` is known; a location in a
 * repository read through the API links to the line at the commit read.
 */
function locationText(l, links) {
    const text = (0,format/* escapeText */.X1)((0,format/* formatLocation */.j$)({ ...l, file: (0,format/* truncate */.xv)(l.file, MAX_PATH) }));
    const url = links.serverUrl ? (0,report_links/* locationUrl */.$)(links.serverUrl, l) : null;
    if (url)
        return `<a href="${attr(url)}">${text}</a>`;
    const { blobBase } = links;
    if (!blobBase || l.repository)
        return text;
    return `<a href="${attr(`${blobBase}/${(0,format/* encodeLinkPath */.Er)(l.file)}#L${l.line}`)}">${text}</a>`;
}
/** Text for an HTML attribute: the URL stays a URL (escapeText would defuse it), quotes cannot end it. */
const attr = (text) => text.replace(/[&"<>]/g, (c) => ({ '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' })[c]);
/** An advisory id, linked through the `advisory-url` template when given. */
function advisoryLink(id, template) {
    if (!template)
        return (0,format/* escapeText */.X1)(id);
    return `<a href="${attr(template.replaceAll('{id}', encodeURIComponent(id)))}">${(0,format/* escapeText */.X1)(id)}</a>`;
}
function digestCell(r) {
    return r.digest ? `<code title="${(0,format/* escapeText */.X1)(r.digest)}">${(0,format/* escapeText */.X1)((0,format/* shortDigest */.VK)(r.digest))}</code>` : '\u2014';
}
/** Each finding's label in the Finding column (accepted ones too, with the \ud83d\udd15 note); null: said elsewhere (advisories below, dry-run denials in the policy plan). */
const LABEL = {
    error: () => '\u274c error',
    unsigned: () => '\ud83d\udd0f not signed by the vendor',
    denied: (r) => `\ud83d\udeab refused by the registry (${(0,format/* escapeText */.X1)((0,findings/* denyingPolicies */.H)(r).join(', '))})`,
    eol: () => '\u26d4 end-of-life',
    vulnerability: (_r, failOn) => `\ud83d\udc1e vulnerabilities at ${(0,format/* escapeText */.X1)((0,findings/* gateOf */.Rv)(failOn) ?? '')} or worse`,
    stale: () => '\u26a0\ufe0f stale',
    'dry-run': null,
    ending: () => '\u23f3 ending soon',
    advisory: null,
};
function statusCell(r, failOn) {
    const labels = [];
    for (const { kind } of (0,findings/* findingsOf */.WX)(r, failOn)) {
        const label = LABEL[kind]?.(r, failOn);
        if (label !== undefined)
            labels.push(label);
    }
    const within = (0,format/* withinMaxAgeText */.uo)(r);
    // "current" only with nothing else to say: never beside a finding.
    if (labels.length === 0 && r.status === 'ok')
        labels.push(within ? `\u2705 ${(0,format/* escapeText */.X1)(within)}` : '\u2705 current');
    if (r.ignored && r.ignored.kinds.length > 0)
        labels.push(`\ud83d\udd15 ${(0,format/* escapeText */.X1)(r.ignored.kinds.join(', '))} ignored ${(0,format/* escapeText */.X1)((0,model/* acceptedUntil */.i4)(r.ignored))}: ${(0,format/* escapeText */.X1)((0,format/* truncate */.xv)(r.ignored.reason, MAX_MESSAGE))}`);
    if (r.endOfLife && (r.endOfLife.buildsUntil || r.endOfLife.supportEnds)) {
        const d = r.endOfLife;
        labels.push(`<sub>${d.supportEnds ? `support ends ${(0,format/* escapeText */.X1)((0,format/* isoDate */._$)(d.supportEnds))}` : ''}${d.supportEnds && d.buildsUntil ? ', ' : ''}${d.buildsUntil ? `builds until ${(0,format/* escapeText */.X1)((0,format/* isoDate */._$)(d.buildsUntil))}` : ''}</sub>`);
    }
    let cell = labels.join(' \u00b7 ');
    if (r.status === 'error' && r.error) {
        cell += `<br>${(0,format/* escapeText */.X1)(r.error.reason)}${r.error.code === null ? '' : ` (${(0,format/* escapeText */.X1)(String(r.error.code))})`}: ${(0,format/* escapeText */.X1)((0,format/* truncate */.xv)(r.error.message, MAX_MESSAGE))}`;
    }
    return cell;
}
function lastBuildCell(r, now) {
    return r.lastUpdate ? `${(0,format/* escapeText */.X1)((0,format/* relativeTime */.KW)(r.lastUpdate, now))} (${(0,format/* escapeText */.X1)((0,format/* isoDate */._$)(r.lastUpdate))})` : '\u2014';
}
function behindCell(r, now, maxAge) {
    if (r.buildsBehind === null)
        return '\u2014';
    if (!r.pinnedDigest)
        return 'not pinned';
    if (r.buildsBehind === 0)
        return '0';
    const since = r.behindSince ? ` since ${(0,format/* escapeText */.X1)((0,format/* isoDate */._$)(r.behindSince))} (${(0,format/* escapeText */.X1)((0,format/* relativeTime */.KW)(r.behindSince, now))})` : '';
    const over = r.status === 'stale' ? `, over max-age ${(0,format/* escapeText */.X1)(maxAge)}` : '';
    return `${r.buildsBehind}${since}${over}`;
}
/** The status, then in small print the current digest, the last build, how far a pin is behind, the advisories. */
function findingCell(r, now, maxAge, failOn) {
    const facts = [];
    if (r.digest)
        facts.push(`current ${digestCell(r)}`);
    if (r.lastUpdate)
        facts.push(`last build ${lastBuildCell(r, now)}`);
    if (r.pinnedDigest && r.buildsBehind !== null && r.buildsBehind > 0) {
        const since = r.behindSince ? ` since ${(0,format/* escapeText */.X1)((0,format/* isoDate */._$)(r.behindSince))}` : '';
        facts.push(`pin ${(0,src_text/* plural */.LS)(r.buildsBehind, 'build')} behind${since}${r.status === 'stale' ? `, over max-age ${(0,format/* escapeText */.X1)(maxAge)}` : ''}`);
    }
    const advisories = (0,findings/* activeAdvisories */.kx)(r).length;
    if (advisories > 0)
        facts.push((0,src_text/* plural */.LS)(advisories, 'advisory', 'advisories'));
    return `${statusCell(r, failOn)}${facts.length > 0 ? `<br><sub>${facts.join(' \u00b7 ')}</sub>` : ''}`;
}
function suggestionCell(r) {
    return r.suggestion ? `<code>${(0,format/* escapeText */.X1)(r.suggestion)}</code>` : '\u2014';
}

;// CONCATENATED MODULE: ./src/report/summary/read-and-skipped.ts




const SKIP_TEXT = {
    'other-registry': (n) => `${n} on other registries`,
    unresolved: (n) => `${n} with unresolved variables`,
    invalid: (n) => `${n} invalid`,
    'not-an-image': (n) => `${n} not naming an image`,
};
const SKIP_ORDER = ['unresolved', 'invalid', 'not-an-image', 'other-registry'];
/**
 * Which repositories the run covered: those not read with why, then every one read, folded with
 * its count (a team asks "was my repository covered?").
 */
function repositoriesSection(repositories, serverUrl) {
    if (!repositories)
        return [];
    const { read, unread } = repositories;
    const name = (repository, commit = '') => {
        const code = `<code>${(0,format/* escapeText */.X1)(repository)}</code>`;
        const [owner, repo] = repository.split('/');
        if (!serverUrl || !owner || !repo)
            return code;
        const at = commit ? `/tree/${encodeURIComponent(commit)}` : '';
        return `<a href="${attr(`${serverUrl.replace(/\/+$/, '')}/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}${at}`)}">${code}</a>`;
    };
    const notRead = (u) => `- ${name(u.repository)}: ${(0,format/* escapeText */.X1)((0,format/* truncate */.xv)(u.reason, MAX_MESSAGE))}`;
    const wasRead = (r) => `- ${name(r.repository, r.commit)}${r.commit ? '' : ' (empty: never pushed to)'}`;
    return [
        `### ${(0,src_text/* plural */.LS)(read.length, 'repository', 'repositories')} read${unread.length > 0 ? `, ${unread.length} not read` : ''}`,
        '',
        ...(unread.length > 0
            ? ['**Not read** (none of their references is checked):', '', ...listLines(unread, notRead), '']
            : []),
        `<details><summary>${(0,src_text/* plural */.LS)(read.length, 'repository', 'repositories')} read</summary>`,
        '',
        ...listLines(read, wasRead),
        '',
        '</details>',
        '',
    ];
}
function problemsSection(problems) {
    if (problems.length === 0)
        return [];
    const render = (p) => `- <code>${(0,format/* escapeText */.X1)((0,format/* truncate */.xv)(p.line ? `${(0,format/* problemPlace */.NT)(p)}:${p.line}` : (0,format/* problemPlace */.NT)(p), MAX_PATH))}</code>: ${(0,format/* escapeText */.X1)((0,format/* truncate */.xv)(p.message, MAX_MESSAGE))}`;
    return [`### ${(0,src_text/* plural */.LS)(problems.length, 'file', 'files')} not fully scanned`, '', ...listLines(problems, render), ''];
}
function skippedSection(skipped) {
    if (skipped.length === 0)
        return [];
    const byKind = Map.groupBy(skipped, (s) => s.kind);
    const kinds = SKIP_ORDER.filter((k) => byKind.has(k));
    const counts = kinds.map((k) => SKIP_TEXT[k](byKind.get(k).length)).join(', ');
    const render = (s) => {
        const where = s.location
            ? ` (${(0,format/* escapeText */.X1)((0,format/* formatLocation */.j$)({ file: (0,format/* truncate */.xv)(s.location.file, MAX_PATH), line: s.location.line }))})`
            : '';
        return `- <code>${(0,format/* escapeText */.X1)((0,format/* truncate */.xv)(s.ref, MAX_PATH))}</code>${where}: ${(0,format/* escapeText */.X1)((0,format/* truncate */.xv)(s.reason, MAX_MESSAGE))}`;
    };
    return [
        `<sub>Not checked: ${(0,src_text/* plural */.LS)(skipped.length, 'reference')} (${counts}).</sub>`,
        '',
        '<details><summary>Skipped references</summary>',
        '',
        ...listLines(kinds.flatMap((k) => byKind.get(k)), render),
        '',
        '</details>',
        '',
    ];
}

;// CONCATENATED MODULE: ./src/report/summary/current.ts



const OK_HEADER = ['Reference', 'Current digest', 'Last build', 'Builds behind'];
function currentSection(current, allCurrent, now, maxAge, links) {
    if (current.length === 0)
        return [];
    const render = (r) => row([referenceCell(r, links), digestCell(r), lastBuildCell(r, now), behindCell(r, now, maxAge)]);
    const label = allCurrent
        ? `All ${(0,src_text/* plural */.LS)(current.length, 'image')} current`
        : `${(0,src_text/* plural */.LS)(current.length, 'image')} current`;
    return [
        `<details><summary>${label}</summary>`,
        '',
        ...tableLines(current, render, OK_HEADER, { bytes: OK_BUDGET, rows: OK_MAX_ROWS }, (left) => `\u2026and ${left} more not listed here (GitHub limits the job summary to 1 MiB); the \`results\` output (and the SARIF file, when written) lists every image.`),
        '</details>',
        '',
    ];
}

;// CONCATENATED MODULE: ./src/report/summary/findings.ts
// The sections on what needs doing or knowing: the table of findings, the pins held back by the
// registry's cooldown, the findings the policy file ignores, and the advisories.






// Three columns: at the width GitHub gives a job summary (about 1 000 pixels) nothing scrolls sideways.
const FINDING_HEADER = ['Reference', 'Finding', 'Move to'];
const ADVISORY_HEADER = ['Reference', 'Advisories'];
const ADVISORY_IDS_MAX = 20;
function findingsSection(findings, now, maxAge, links, failOn) {
    if (findings.length === 0)
        return [];
    const render = (r) => row([referenceCell(r, links), findingCell(r, now, maxAge, failOn), suggestionCell(r)]);
    return [
        `### ${(0,src_text/* plural */.LS)(findings.length, 'image')} with findings`,
        '',
        ...tableLines(findings, render, FINDING_HEADER, { bytes: FINDINGS_BUDGET }, (left) => `\u2026and ${(0,src_text/* plural */.LS)(left, 'more finding')} not shown here (GitHub limits the job summary to 1 MiB); the \`results\` output (and the SARIF file, when written) lists every image.`),
    ];
}
/** Pins whose tag's current build is inside the registry's cooldown (min-age): where they can move instead. */
function cooldownSection(results, now, links) {
    const young = results.flatMap((r) => {
        const note = (0,format/* cooldownNote */.Si)(r, now);
        return note ? [{ r, note }] : [];
    });
    if (young.length === 0)
        return [];
    const render = ({ r, note }) => {
        const where = r.locations.length > 0 ? ` (${locationText(r.locations[0], links)})` : '';
        return `- <code>${(0,format/* escapeText */.X1)(r.ref)}</code>${where}: ${(0,format/* escapeText */.X1)(note)}`;
    };
    const { kept, left } = fit(young, render, LIST_BUDGET, LIST_MAX_ITEMS);
    return [
        `**${(0,src_text/* plural */.LS)(young.length, 'pin')} whose tag's current build is inside the registry's cooldown (min-age)**`,
        '',
        ...kept,
        ...(left > 0 ? [`- \u2026and ${left} more`] : []),
        '',
    ];
}
function ignoredSection(ignored) {
    if (ignored.length === 0)
        return [];
    const render = (r) => `- <code>${(0,format/* escapeText */.X1)(r.ref)}</code>: ${(0,format/* escapeText */.X1)(r.ignored.kinds.join(', '))} ignored ${(0,format/* escapeText */.X1)((0,model/* acceptedUntil */.i4)(r.ignored))}: ${(0,format/* escapeText */.X1)((0,format/* truncate */.xv)(r.ignored.reason, MAX_MESSAGE))}`;
    return [
        `<details><summary>${(0,src_text/* plural */.LS)(ignored.length, 'image')} with ignored findings</summary>`,
        '',
        ...listLines(ignored, render),
        '',
        '</details>',
        '',
    ];
}
function advisorySection(results, advisories, advisoryUrl, links) {
    const withAdvisories = results.filter((r) => (0,findings/* activeAdvisories */.kx)(r).length > 0);
    if (withAdvisories.length === 0)
        return [];
    const render = (r) => {
        const active = (0,findings/* activeAdvisories */.kx)(r);
        const ids = active.slice(0, ADVISORY_IDS_MAX).map((a) => advisoryLink(a.advisoryId, advisoryUrl));
        return row([
            referenceCell(r, links),
            `${active.length}: ${ids.join(', ')}${active.length > ids.length ? ` and ${active.length - ids.length} more` : ''}`,
        ]);
    };
    return [
        `<details><summary>${(0,src_text/* plural */.LS)(advisories, 'advisory', 'advisories')} on ${(0,src_text/* plural */.LS)(withAdvisories.length, 'image')}</summary>`,
        '',
        ...tableLines(withAdvisories, render, ADVISORY_HEADER, { bytes: OK_BUDGET, rows: OK_MAX_ROWS }, (left) => `\u2026and ${left} more not listed here (GitHub limits the job summary to 1 MiB); the \`results\` output lists every image.`),
        '</details>',
        '',
    ];
}

;// CONCATENATED MODULE: ./src/report/summary/ranking.ts
// Which results the summary reports as findings, and in what order: worst first
// (findings/kinds.ts WORST_FIRST, by a result's worst finding the policy file does not accept).

const isAction = (k) => k !== 'advisory' && k !== 'dry-run';
/** The kinds of a result the summary asks action for, worst first (not those the policy file accepts). */
function actionKinds(r, failOn) {
    return (0,findings/* activeKinds */.yD)(r, failOn).filter(isAction);
}
/** A result that needs doing something about: error, refused, end-of-life, over the severity gate, stale, ending soon. */
function needsAction(r, failOn) {
    return actionKinds(r, failOn).length > 0;
}
/** A result's place in the findings table: its worst finding's. */
const rank = (failOn) => (r) => {
    const worst = actionKinds(r, failOn)[0];
    return worst === undefined ? Infinity : (0,findings/* rankOf */.IQ)(worst);
};
/** The order of "What to do": as the table, but a pin whose update fixes a critical or high just before the stale ones. */
const todoRank = (failOn) => (r) => {
    const worst = actionKinds(r, failOn)[0];
    const urgent = (0,findings/* rankOf */.IQ)('stale') - 0.5;
    if (worst !== undefined && (0,findings/* rankOf */.IQ)(worst) < urgent)
        return (0,findings/* rankOf */.IQ)(worst);
    return (0,findings/* fixesUrgent */.Zu)(r) ? urgent : worst === undefined ? Infinity : (0,findings/* rankOf */.IQ)(worst);
};
/** The results that pass `keep`, ordered by `rank` and then by their place in the run. */
function worstFirst(results, keep, rankOfResult) {
    return results
        .map((r, i) => ({ r, i }))
        .filter(({ r }) => keep(r))
        .sort((a, b) => rankOfResult(a.r) - rankOfResult(b.r) || a.i - b.i)
        .map(({ r }) => r);
}

// EXTERNAL MODULE: ./src/report/change-text.ts
var change_text = __webpack_require__(7438);
;// CONCATENATED MODULE: ./src/report/summary/todo.ts
// The lines under the verdict: what to do, worst first (which tag to move, which pin to bump), and
// the files the `update` input changed.








const TODO_MAX = 10;
/** Most packages listed under one bump (the rest counted): ten bumps stay well within the summary's budget. */
const PACKAGES_MAX = 40;
/** How a bump of a pin reads: to the move, else the new pin, else the current digest; with what it fixes. */
const bump = (r, ref, where, to) => {
    const pin = (0,findings/* newPinOf */.J)(r);
    const fixes = (0,findings/* fixLine */.S$)(r);
    // What the move carries in packages: its line, then the whole list folded (indented: the same item).
    const packages = (0,change_text/* packagesBlock */.ho)(r, change_text/* MARKDOWN_MARKUP */.jx, PACKAGES_MAX).map((line) => (line === '' ? '' : `  ${line}`));
    return [
        `- Bump ${ref} to ${to ?? (pin ? `<code>${(0,format/* escapeText */.X1)(pin)}</code>` : 'the current digest')}${where}${fixes ? `: ${(0,format/* escapeText */.X1)(fixes)}` : ''}`,
        ...packages,
    ].join('\n');
};
/** One line per kind the summary asks action for (ranking.ts actionKinds): a result's worst one says it. */
const TODO = {
    error: (r, ref, where) => `- Could not check ${ref}${where}: ${(0,format/* escapeText */.X1)((0,format/* truncate */.xv)(r.error?.message ?? 'unknown error', 200))}`,
    unsigned: (r, ref, where, to) => `- ${ref}${where} is not the vendor's signed build (${(0,format/* escapeText */.X1)((0,findings/* unsignedText */.Pr)(r))}): ${to ? `move to ${to}` : (0,format/* escapeText */.X1)((0,findings/* signatureMoveNote */._o)(r) ?? 'pin a digest the vendor signed')}`,
    denied: (r, ref, where, to) => `- The registry refuses ${ref}${where} (${(0,format/* escapeText */.X1)((0,findings/* denyingPolicies */.H)(r).join(', '))}): ${to ? `move to ${to}` : (0,format/* escapeText */.X1)((0,findings/* blockedMoveNote */.qR)(r) ?? 'no build it lets through is known')}`,
    eol: (r, ref, where, to) => to
        ? `- Move ${ref} to ${to}${where} (end of life)`
        : (0,findings/* cooledMoveNote */.O)(r)
            ? `- End of life: ${ref}${where}: ${(0,format/* escapeText */.X1)((0,findings/* cooledMoveNote */.O)(r))}`
            : `- Move ${ref} off its end-of-life tag (${findings/* NO_SUCCESSOR */.$8.toLowerCase()})${where}`,
    vulnerability: (r, ref, where, to, failOn) => `- Vulnerabilities over fail-on in ${ref}${where}: ${(0,format/* escapeText */.X1)((0,messages/* vulnerabilityMessage */.c)(r, failOn).replace(`${r.ref}: `, ''))}${to ? ` Move to ${to}.` : ''}`,
    stale: bump,
    ending: (r, ref, where, to) => `- Plan to move ${ref}${to ? ` to ${to}` : ''}: builds end ${(0,format/* escapeText */.X1)((0,format/* isoDate */._$)(r.endOfLife?.buildsUntil ?? ''))}${where}`,
};
/** One of the first lines of the summary: which tag to move, which pin to bump, for its worst finding. */
function todoItem(r, links, failOn) {
    const where = r.locations.length > 0
        ? ` (${r.locations
            .slice(0, 3)
            .map((l) => locationText(l, links))
            .join(', ')}${r.locations.length > 3 ? ', \u2026' : ''})`
        : '';
    const ref = `<code>${(0,format/* escapeText */.X1)(r.ref)}</code>`;
    const to = r.suggestion ? `<code>${(0,format/* escapeText */.X1)(r.suggestion)}</code>` : null;
    const worst = actionKinds(r, failOn)[0];
    // A pin whose update fixes a critical or high is a bump before it is stale.
    const said = worst === undefined || ((0,findings/* fixesUrgent */.Zu)(r) && (0,findings/* rankOf */.IQ)(worst) > (0,findings/* rankOf */.IQ)('stale')) ? bump : TODO[worst];
    return said(r, ref, where, to, failOn);
}
/** Every action in one list, worst first (a pin whose update fixes a critical or high too). */
function todoSection(results, links, failOn) {
    const todo = worstFirst(results, (r) => needsAction(r, failOn) || (0,findings/* fixesUrgent */.Zu)(r), todoRank(failOn));
    if (todo.length === 0)
        return [];
    return [
        '**What to do**',
        '',
        ...todo.slice(0, TODO_MAX).map((r) => todoItem(r, links, failOn)),
        ...(todo.length > TODO_MAX ? [`- \u2026and ${todo.length - TODO_MAX} more in the tables below`] : []),
        '',
    ];
}
function updatedSection(updatedFiles) {
    if (updatedFiles.length === 0)
        return [];
    return [
        `Updated ${(0,src_text/* plural */.LS)(updatedFiles.length, 'file')}: ${updatedFiles
            .slice(0, 20)
            .map((f) => `<code>${(0,format/* escapeText */.X1)((0,format/* truncate */.xv)(f, MAX_PATH))}</code>`)
            .join(', ')}${updatedFiles.length > 20 ? ` and ${updatedFiles.length - 20} more` : ''}`,
        '',
    ];
}

;// CONCATENATED MODULE: ./src/report/summary/vulnerabilities.ts





const VULNERABILITY_HEADER = ['Reference', 'Critical \u00b7 high \u00b7 medium \u00b7 low', 'Moving to the current build fixes'];
/**
 * Severity counts per image (the digest in use), worst first: shown when the run looked them up
 * (a result's `vulnerabilities` is undefined otherwise). An image without a report says so.
 */
function vulnerabilitySection(results, links) {
    const looked = results.filter((r) => r.vulnerabilities !== undefined && r.status !== 'error');
    if (looked.length === 0)
        return [];
    // Worst first: by critical, then high, medium, low; no report last; else the engine's order.
    const weight = (r) => {
        const v = r.vulnerabilities;
        return v ? [v.critical, v.high, v.medium, v.low] : [-1, -1, -1, -1];
    };
    const byWorst = (a, b) => {
        const k = a.findIndex((n, j) => n !== b[j]);
        return k < 0 ? 0 : b[k] - a[k];
    };
    const sorted = looked
        .map((r) => ({ r, w: weight(r) }))
        .sort((a, b) => byWorst(a.w, b.w))
        .map(({ r }) => r);
    const render = (r) => {
        const v = r.vulnerabilities;
        const digest = v?.digest ? `<code title="${(0,format/* escapeText */.X1)(v.digest)}">${(0,format/* escapeText */.X1)((0,format/* shortDigest */.VK)(v.digest))}</code>` : '\u2014';
        const scanned = v?.scanned ? `, scanned ${(0,format/* escapeText */.X1)((0,format/* isoDate */._$)(v.scanned))}` : '';
        const reference = `${referenceCell(r, links)}<br><sub>in use ${digest}${scanned}</sub>`;
        if (!v)
            return row([reference, 'no report', '\u2014']);
        const fixed = r.fixedByUpdate;
        const fixes = fixed === null || fixed === undefined ? '\u2014' : fixed.length === 0 ? 'nothing' : (0,format/* escapeText */.X1)((0,findings/* severityCounts */.ur)(fixed));
        return row([reference, `${v.critical} \u00b7 ${v.high} \u00b7 ${v.medium} \u00b7 ${v.low}`, fixes]);
    };
    const { kept, left } = fit(sorted, render, LIST_BUDGET * 2, OK_MAX_ROWS);
    const scanned = looked.filter((r) => r.vulnerabilities).length;
    const unscanned = looked.length - scanned;
    return [
        `<details${looked.some((r) => (r.vulnerabilities?.critical ?? 0) + (r.vulnerabilities?.high ?? 0) > 0) ? ' open' : ''}><summary>Vulnerabilities of ${(0,src_text/* plural */.LS)(scanned, 'image')} in use${unscanned > 0 ? `; ${unscanned} without a report` : ''}</summary>`,
        '',
        tableHead(VULNERABILITY_HEADER),
        ...kept,
        '',
        ...(left > 0 ? [`\u2026and ${left} more not listed here; the \`results\` output lists every image.`, ''] : []),
        '</details>',
        '',
    ];
}

;// CONCATENATED MODULE: ./src/report/summary/index.ts
// The job summary: the run's report as GitHub-flavoured Markdown, within its share of GitHub's
// 1 MiB. This file puts the sections together and is the folder's public surface; beside it:
// input.ts (what the summary is made from), budget.ts (the budgets, and tables and lists fitted
// within them), cells.ts (table cells and linked places), ranking.ts (which results are findings,
// worst first), todo.ts (what to do, files updated), findings.ts (findings, cooldown, ignored,
// advisories), vulnerabilities.ts, current.ts (the current images) and coverage.ts (repositories,
// files not fully scanned, references skipped). The parts never import this file.











/** How many digests in use were verified as the vendor's signed build, and by whom: one line. */
function signaturesSection(results) {
    const line = (0,findings/* signaturesLine */.Sc)(results.map((r) => r.signature));
    return line ? [`\ud83d\udd0f Signatures: ${(0,format/* escapeText */.X1)(line)}`, ''] : [];
}

/**
 * The job summary as GitHub-flavoured markdown with inline HTML: the verdict line, a table of
 * findings (errors, end-of-life tags, stale pins, current images with advisories), the current
 * images folded in a `<details>` block, file problems, and skipped references as a footnote.
 * Every value from outside is escaped (see escapeText). Pure.
 */
function renderSummary({ results, verdict, skipped, problems, now, maxAge, advisoryUrl, blobBase, serverUrl, updatedFiles = [], repositories, failOn, }) {
    const links = { blobBase, serverUrl };
    // Findings lead: errors, end-of-life, stale, ending soon. Advisories have their own folded section.
    const acts = (r) => needsAction(r, failOn);
    const findings = worstFirst(results, acts, rank(failOn));
    const ignored = results.filter((r) => !acts(r) && (r.ignored?.kinds.length ?? 0) > 0);
    const current = results.filter((r) => !acts(r) && !ignored.includes(r));
    const out = [
        '## image-check',
        '',
        `**${(0,format/* escapeText */.X1)(verdict.line)}**`,
        '',
        ...signaturesSection(results),
        ...todoSection(results, links, failOn),
        ...updatedSection(updatedFiles),
        ...findingsSection(findings, now, maxAge, links, failOn),
        ...cooldownSection(results, now, links),
        ...(0,policy_plan/* renderPolicyPlan */.Iv)((0,policy_plan/* policyPlan */.s5)(results), {
            code: (text) => `<code>${(0,format/* escapeText */.X1)(text)}</code>`,
            place: (l) => locationText(l, links),
            text: (text) => (0,format/* escapeText */.X1)((0,format/* truncate */.xv)(text, MAX_MESSAGE)),
            heading: "**The registry's pull-time policies**",
        }),
        ...vulnerabilitySection(results, links),
        ...ignoredSection(ignored),
        ...advisorySection(results, verdict.counts.advisories, advisoryUrl, links),
        // Never "all current" under a failed verdict: what failed it is listed above.
        ...currentSection(current, !verdict.failed && findings.length === 0 && current.length === results.length, now, maxAge, links),
        ...(results.length === 0 ? ['No image references were checked.', ''] : []),
        ...repositoriesSection(repositories, serverUrl),
        // A repository not read is listed with its repositories above, not again as a file.
        ...problemsSection(repositories ? problems.filter((p) => !(p.file === '' && p.repository)) : problems),
        ...skippedSection(skipped),
    ];
    if (results.length > 0) {
        out.push(`<sub>Stale: a pinned digest whose tag has had newer builds for longer than max-age (${(0,format/* escapeText */.X1)(maxAge)}). End-of-life: a deprecated tag.</sub>`, '');
    }
    return capSummary(out.join('\n'));
}

// EXTERNAL MODULE: ./src/check/judge/vulnerabilities.ts
var vulnerabilities = __webpack_require__(2598);
;// CONCATENATED MODULE: ./src/report/table.ts








const ANSI = { red: '31', yellow: '33', green: '32' };
const colourOf = (label) => ANSI[label === 'ok' ? 'green' : (findings/* KINDS */.GW[label].colour ?? 'green')];
const rankOfLabel = (label) => (label === 'ok' ? Infinity : (0,findings/* rankOf */.IQ)(label));
const MAX_REF = 72;
const MAX_WHERE = 40;
const table_MAX_LISTED = 10;
/** Narrower than this, DETAIL goes on lines of its own under its row. */
const MIN_DETAIL = 36;
const MIN_REF = 24;
const DETAIL_INDENT = '    ';
/** Its worst finding that is a status (findings/kinds.ts WORST_FIRST), or ok. */
function labelOf(r, failOn) {
    return (0,findings/* activeKinds */.yD)(r, failOn).find((k) => findings/* KINDS */.GW[k].colour !== null) ?? 'ok';
}
/**
 * The terminal rendering of a check: one row per image, findings first (error, end-of-life,
 * stale, advisories, then ok), what was not checked and why, then the one-line verdict. Pure.
 */
function renderTable(input, { color, columns = Infinity }) {
    const paint = (code, text) => (color ? `\x1b[${code}m${text}\x1b[0m` : text);
    const rows = input.results
        .map((r) => ({ r, label: labelOf(r, input.failOn) }))
        // Array.prototype.sort is stable: within a label, results keep the engine's order; among
        // the ok ones, those with advisories first.
        .sort((a, b) => rankOfLabel(a.label) - rankOfLabel(b.label) ||
        Number((0,findings/* activeAdvisories */.kx)(b.r).length > 0) - Number((0,findings/* activeAdvisories */.kx)(a.r).length > 0))
        // Every cell escaped before it is painted: on a terminal the table's own colours are kept, so a
        // service's escape sequence must be text by then (cli/io.ts neutralizes the rest).
        .map(({ r, label }) => ({
        label,
        ref: (0,secrets/* neutralizeControls */.eK)(displayRef(r.ref)),
        where: (0,secrets/* neutralizeControls */.eK)(where(r)),
        detail: (0,secrets/* neutralizeControls */.eK)(detail(r, input.now, input.failOn)),
    }));
    const lines = [];
    if (rows.length > 0) {
        const width = (pick, header, max) => Math.min(max, Math.max(header.length, ...rows.map((row) => pick(row).length)));
        const w = {
            label: width((row) => row.label, 'STATUS', Infinity),
            ref: width((row) => row.ref, 'IMAGE', MAX_REF),
            where: width((row) => row.where, 'WHERE', MAX_WHERE),
        };
        // What the columns before DETAIL may take: IMAGE gives way first, then WHERE.
        const fixed = () => w.label + 2 + w.ref + 2 + w.where + 2;
        if (fixed() > columns)
            w.ref = Math.max(MIN_REF, w.ref - (fixed() - columns));
        if (fixed() > columns)
            w.where = Math.max('WHERE'.length, w.where - (fixed() - columns));
        const detailWidth = columns - fixed();
        const below = detailWidth < MIN_DETAIL;
        const cells = (label, ref, whereText) => `${label.padEnd(w.label)}  ${(0,format/* truncate */.xv)(ref, w.ref).padEnd(w.ref)}  ${(0,format/* truncate */.xv)(whereText, w.where).padEnd(w.where)}`;
        // Under rows, DETAIL heads no column: the header's WHERE is not padded, so the header fits.
        if (below)
            w.ref = Math.max(MIN_REF, Math.min(w.ref, columns - (w.label + 2 + 2 + 'WHERE  DETAIL'.length)));
        const header = below
            ? `${'STATUS'.padEnd(w.label)}  ${'IMAGE'.padEnd(w.ref)}  WHERE  DETAIL`
            : `${cells('STATUS', 'IMAGE', 'WHERE')}  DETAIL`;
        lines.push(paint('2', header));
        for (const row of rows) {
            const head = cells(row.label, row.ref, row.where).replace(row.label, paint(colourOf(row.label), row.label));
            if (below) {
                // Too narrow for a DETAIL column: the detail on lines of its own, under its row.
                lines.push(head.trimEnd());
                for (const part of (0,format/* wrapText */.C1)(row.detail, columns - DETAIL_INDENT.length))
                    lines.push(`${DETAIL_INDENT}${part}`);
            }
            else {
                const [first = '', ...rest] = (0,format/* wrapText */.C1)(row.detail, detailWidth);
                lines.push(`${head}  ${first}`.trimEnd());
                for (const part of rest)
                    lines.push(`${' '.repeat(fixed())}${part}`);
            }
        }
        lines.push('');
    }
    for (const note of notes(input).map(secrets/* neutralizeControls */.eK)) {
        // A continuation is indented two more than its note.
        const indent = /^ */.exec(note)[0];
        const [first = '', ...rest] = (0,format/* wrapText */.C1)(note.slice(indent.length), columns - indent.length - 2);
        lines.push(`${indent}${first}`, ...rest.map((part) => `${indent}  ${part}`));
    }
    const verdictColor = input.verdict.failed ? '1;31' : '1;32';
    const [verdict = '', ...more] = (0,format/* wrapText */.C1)((0,secrets/* neutralizeControls */.eK)(input.verdict.line), columns);
    lines.push(paint(verdictColor, verdict), ...more.map((part) => paint(verdictColor, `  ${part}`)));
    return `${lines.join('\n')}\n`;
}
/** A pinned digest shortened: the table is for reading; the full reference is in every other format. */
function displayRef(ref) {
    return ref.replace(/@(sha256:[0-9a-f]{64})$/, (_, digest) => `@${(0,format/* shortDigest */.VK)(digest)}\u2026`);
}
function where(r) {
    const [first, ...rest] = r.locations;
    if (!first)
        return '--image';
    return rest.length > 0 ? `${(0,format/* formatLocation */.j$)(first)} (+${rest.length})` : (0,format/* formatLocation */.j$)(first);
}
/** What each finding says in the DETAIL column; ending soon is said apart (first when it is the row's label). */
const DETAIL = {
    error: (r) => (0,format/* oneLine */.TN)(`${r.error?.message ?? 'could not be checked'} (${r.error?.reason ?? 'ERROR'})`),
    unsigned: (r) => `${(0,findings/* unsignedText */.Pr)(r)}${r.suggestion ? `; move to ${r.suggestion}` : ''}`,
    denied: null,
    eol: (r) => `tag "${r.tag}" is end-of-life: ${findings/* NO_MORE_FIXES */.Gn}${r.suggestion ? `; move to ${r.suggestion}` : ''}`,
    vulnerability: (r, _now, failOn) => (0,messages/* vulnerabilityMessage */.c)(r, failOn).replace(`${r.ref}: `, ''),
    stale: (r, now) => `pin is ${(0,findings/* behindText */.Sd)(r)} "${r.tag}"${(0,findings/* sinceText */.I)(r, now)}${r.digest ? `; current ${(0,format/* shortDigest */.VK)(r.digest)}` : ''}`,
    'dry-run': null,
    ending: null,
    advisory: (r) => {
        // Counted by distinct id: the same advisory in several packages of the image is one.
        const ids = (0,format/* distinctAdvisoryIds */.q8)((0,findings/* activeAdvisories */.kx)(r));
        return `${(0,src_text/* plural */.LS)(ids.length, 'advisory', 'advisories')}: ${(0,format/* advisoryIds */.IL)(ids.map((advisoryId) => ({ advisoryId })))}`;
    },
};
function detail(r, now, failOn) {
    const parts = [];
    for (const kind of (0,findings/* activeKinds */.yD)(r, failOn)) {
        const said = DETAIL[kind]?.(r, now, failOn);
        if (said !== undefined)
            parts.push(said);
    }
    // Ending soon is the row's finding when it has no other: said first, not after the rest.
    if ((0,findings/* isEndingSoon */.R4)(r))
        parts.splice(labelOf(r, failOn) === 'ending' ? 0 : parts.length, 0, `builds end ${(0,format/* isoDate */._$)(r.endOfLife?.buildsUntil ?? '')}${r.suggestion ? `; move to ${r.suggestion}` : ''}`);
    // What moving fixes, for a pin behind its tag (stale or not yet).
    const fixes = (0,findings/* fixLine */.S$)(r);
    if (fixes)
        parts.push(fixes);
    // What the move carries in packages (or why that is not known).
    const packages = (0,change_text/* packagesLine */.uZ)(r);
    if (packages)
        parts.push(packages);
    const within = (0,format/* withinMaxAgeText */.uo)(r);
    if (within)
        parts.push(within);
    if (r.ignored && r.ignored.kinds.length > 0)
        parts.push(`ignored ${(0,model/* acceptedUntil */.i4)(r.ignored)} (${r.ignored.kinds.join(', ')}): ${(0,format/* oneLine */.TN)(r.ignored.reason)}`);
    if (parts.length === 0)
        parts.push(r.lastUpdate ? `current, last build ${(0,format/* isoDate */._$)(r.lastUpdate)}` : 'current');
    // The counts of the digest in use, when looked up (undefined: a run without the look-up).
    if (r.vulnerabilities)
        parts.push(`vulnerabilities ${(0,vulnerabilities/* countsText */.WN)(r.vulnerabilities)}`);
    else if (r.vulnerabilities === null && r.status !== 'error')
        parts.push('no vulnerability report');
    return parts.join('; ');
}
/** What was not checked, and why: references skipped at a line, unreadable files, globs without a match. */
function notes(input) {
    const lines = [];
    const list = (title, items, show) => {
        if (items.length === 0)
            return;
        lines.push(`${title}:`);
        for (const item of items.slice(0, table_MAX_LISTED))
            lines.push(`  ${show(item)}`);
        if (items.length > table_MAX_LISTED)
            lines.push(`  and ${items.length - table_MAX_LISTED} more`);
    };
    const atLine = (s) => (s.location ? `${(0,format/* formatLocation */.j$)(s.location)}: ` : '');
    list('Not checked', input.skipped.filter((s) => s.kind !== 'other-registry'), (s) => `${atLine(s)}${s.ref}: ${(0,format/* oneLine */.TN)(s.reason)}`);
    list('Files not read', input.problems, (p) => `${(0,format/* problemPlace */.NT)(p)}${p.line ? `:${p.line}` : ''}: ${(0,format/* oneLine */.TN)(p.message)}`);
    list('Matched no file', input.unmatchedGlobs, (g) => g);
    const other = input.skipped.filter((s) => s.kind === 'other-registry').length;
    if (other > 0)
        lines.push(`${(0,src_text/* plural */.LS)(other, 'reference')} on other registries, not checked.`);
    if (input.unscanned.length > 0)
        lines.push(`${(0,src_text/* plural */.LS)(input.unscanned.length, 'selected file')} neither Dockerfile nor YAML, not scanned.`);
    if (lines.length > 0)
        lines.push('');
    return lines;
}

;// CONCATENATED MODULE: ./src/report/formats.ts







const DEFAULT_COLUMNS = 80;
const ENTRIES = {
    table: {
        machine: false,
        render: (report, o) => [
            renderTable({ ...report, problems: (0,run_report/* problemsOf */.GW)(report), now: o.now, failOn: o.failOn }, { color: o.color ?? false, columns: o.columns ?? DEFAULT_COLUMNS }),
        ],
    },
    // The action's `results` output, item for item (and its results file).
    json: { machine: true, render: (report) => resultsFileChunks(report.results) },
    sarif: {
        machine: true,
        render: (report, o) => [
            `${JSON.stringify(buildSarif(report.results, version/* VERSION */.x, { skipped: report.skipped, failOn: o.failOn, serverUrl: o.serverUrl, inputsFile: o.sarifLocation }), null, 2)}\n`,
        ],
    },
    // The job summary.
    markdown: {
        machine: false,
        render: (report, o) => [
            renderSummary({
                results: report.results,
                verdict: report.verdict,
                skipped: report.skipped,
                problems: (0,run_report/* problemsOf */.GW)(report),
                now: o.now,
                maxAge: o.maxAge,
                advisoryUrl: o.advisoryUrl,
                failOn: o.failOn,
                serverUrl: o.serverUrl,
                repositories: (0,run_report/* coverageOf */._5)(report),
            }),
        ],
    },
    // GitLab's Code Quality report; findings without a place go on the pipeline's file.
    gitlab: {
        machine: true,
        render: (report, o) => [
            `${JSON.stringify(buildGitLabReport(report.results, { inputsFile: o.pipelineFile ?? GITLAB_PIPELINE_FILE, skipped: report.skipped, failOn: o.failOn }), null, 2)}\n`,
        ],
    },
};
/** Each format as `Format`: every renderer is called with the report and the options. */
const FORMATS = ENTRIES;
const FORMAT_NAMES = Object.keys(FORMATS);
/** One report in one format, whole. */
const renderFormat = (name, report, options) => [...FORMATS[name].render(report, options)].join('');

;// CONCATENATED MODULE: ./src/cli/subject-pattern.ts

// Subject patterns as identities hold them: literal parts escaped, and a hand-written pattern
// refused unless anchored, so it can never match a longer subject of someone else.
/** A regular expression matching exactly `text` (RE2 and JavaScript alike). */
function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
/**
 * Why a --subject-pattern is unsafe or unusable, or undefined: it must be anchored at both ends
 * (the service searches the subject for the pattern, so an unanchored one matches subjects that
 * merely contain it), have no top-level alternative that escapes the anchors, avoid what RE2
 * lacks (lookaround, back-references) and compile.
 */
function subjectPatternProblem(pattern) {
    if (/\s/.test(pattern))
        return 'holds whitespace; subjects never do';
    if (!pattern.startsWith('^') || !endsWithAnchor(pattern))
        return 'must be anchored: start with ^ and end with $, so it cannot match a longer subject';
    if (topLevelAlternation(pattern))
        return 'has a top-level |, which escapes the anchors; group the alternatives: ^repo:o/r:(a|b)$';
    if (/\(\?<?[=!]|\\[1-9]/.test(pattern))
        return 'uses lookaround or a back-reference, which the service (RE2) lacks';
    try {
        new RegExp(pattern);
    }
    catch (error) {
        return `does not compile: ${(0,errors/* messageOf */.bD)(error)}`;
    }
    return undefined;
}
function endsWithAnchor(pattern) {
    if (!pattern.endsWith('$'))
        return false;
    const backslashes = /\\*$/.exec(pattern.slice(0, -1))[0].length;
    return backslashes % 2 === 0; // an odd count escapes the $
}
function topLevelAlternation(pattern) {
    let depth = 0;
    let inClass = false;
    for (let i = 0; i < pattern.length; i++) {
        const c = pattern[i];
        if (c === '\\')
            i++;
        else if (inClass)
            inClass = c !== ']';
        else if (c === '[')
            inClass = true;
        else if (c === '(')
            depth++;
        else if (c === ')')
            depth--;
        else if (c === '|' && depth === 0)
            return true;
    }
    return false;
}

;// CONCATENATED MODULE: ./src/cli/ci/shared.ts
/** The variable a job puts its CI's OIDC token in. */
const ID_TOKEN_ENV = 'IMAGE_CHECK_ID_TOKEN';
/** The default exchange service's host (issuer.enforce.dev): what an identity without an audience accepts. */
const DEFAULT_ISSUER_HOST = 'issuer.enforce.dev';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Git's rules for ref names, loosely: no whitespace or control characters, none of : ~ ^ ? * [ \ and no "..".
const REF_NAME = /^(?!\/|.*\.\.|.*\/$)[^\s\p{Cc}:~^?*[\\]+$/u;
/** `text` lowercased, with every character the identity name rule refuses turned into '-'. */
const lowerName = (text) => text.toLowerCase().replace(/[^a-z0-9._-]+/g, '-');
function httpsUrl(value, option, fail) {
    const url = URL.canParse(value) ? new URL(value) : null;
    if (!url || url.protocol !== 'https:' || url.search || url.hash || url.username)
        throw fail(`${option} "${value}" is not an https URL without query or credentials, e.g. https://gitlab.example.com`);
    return value.replace(/\/+$/, '');
}
/** The two parts of a ready form's value, each checked; else one error that shows the form and the hint. */
function twoParts(value, { option, form, parts, hint, second = (p) => p }, fail) {
    const [first = '', given = '', ...more] = value.trim().split('/');
    const last = second(given);
    if (more.length > 0 || !parts[0].test(first) || !parts[1].test(last))
        throw fail(`${option} "${value}" is not ${form} ${hint}`);
    return [first, last];
}
/** The ready forms that name a branch with --branch only: GitLab's --ref and --ref-type are refused. */
function refuseGitlabRef(input, option, fail) {
    if (input.ref !== undefined || input['ref-type'] !== undefined)
        throw fail(`--ref and --ref-type are for --gitlab; with ${option} name the branch with --branch`);
}
/** The command every job but GitHub's (which uses the action) runs. */
function checkCommand({ identity, group, apiUrl, defaultApiUrl }) {
    const api = apiUrl.replace(/\/+$/, '') !== defaultApiUrl ? ` --api-url ${apiUrl}` : '';
    return `npx --yes @image-check/cli check --identity ${identity} --group ${group}${api}`;
}

;// CONCATENATED MODULE: ./src/cli/ci/bitbucket.ts
// Bitbucket Pipelines: a step with `oidc: true` gets $BITBUCKET_STEP_OIDC_TOKEN; an identity
// matches the steps of one repository of a workspace, with the audience the workspace shows.


const CONFIG_FILE = 'bitbucket-pipelines.yml';
const EXPORT_TOKEN = `export ${ID_TOKEN_ENV}="$BITBUCKET_STEP_OIDC_TOKEN"`;
const WORKSPACE = /^[a-z0-9][a-z0-9_-]*$/;
/** The repository uuid as Bitbucket shows it, in braces, or as given without them. */
const unbraced = (part) => part.replace(/^\{(.*)\}$/, '$1');
const VALUE = {
    option: '--bitbucket',
    form: '<workspace>/<repository uuid>',
    parts: [WORKSPACE, UUID],
    hint: '(Repository settings > OpenID Connect shows both)',
    second: unbraced,
};
const BITBUCKET = {
    id: 'bitbucket',
    label: 'Bitbucket Pipelines',
    option: 'bitbucket',
    detect: (env) => Boolean(env.BITBUCKET_BUILD_NUMBER),
    tokenFile: CONFIG_FILE,
    tokenLines: () => ['oidc: true   # on the step', EXPORT_TOKEN],
    /**
     * The workspace's issuer, the audience its repository settings show
     * (ari:cloud:bitbucket::workspace/<uuid>), and the subject {<repository uuid>}:{<step uuid>}
     * ({repository}{environment}:{step} in deployment steps).
     */
    claim(input, audience, fail) {
        const [workspace, repo] = twoParts(input.bitbucket, VALUE, fail);
        if (audience === undefined)
            throw fail('--bitbucket needs --audience: the Audience that Repository settings > OpenID Connect shows (ari:cloud:bitbucket::workspace/<uuid>)');
        if (input.ref !== undefined || input['ref-type'] !== undefined || input.branch !== undefined)
            throw fail('--bitbucket tokens name no branch in their subject: omit --branch, --ref and --ref-type');
        const uuid = '\\{[0-9a-f-]+\\}';
        return {
            issuer: `https://api.bitbucket.org/2.0/workspaces/${workspace}/pipelines-config/identity/oidc`,
            subjectPattern: `^${escapeRegExp(`{${repo.toLowerCase()}}`)}(${uuid})?:${uuid}$`,
            audience,
            accepts: `steps of repository {${repo.toLowerCase()}} in workspace ${workspace}`,
            defaultName: lowerName(`bitbucket-${workspace}-${repo.slice(0, 8)}`),
        };
    },
    jobSnippet: (input) => [
        `# ${CONFIG_FILE}`,
        'pipelines:',
        '  default:',
        '    - step:',
        '        name: image-check',
        '        image: node:24',
        '        oidc: true',
        '        script:',
        `          - ${EXPORT_TOKEN}`,
        `          - ${checkCommand(input)}`,
    ].join('\n'),
};

;// CONCATENATED MODULE: ./src/cli/ci/buildkite.ts
// Buildkite: `buildkite-agent oidc request-token` puts the job's OIDC token in IMAGE_CHECK_ID_TOKEN;
// one issuer serves every organization, so an identity matches by organization and pipeline slugs.


const ISSUER = 'https://agent.buildkite.com';
const SLUG = /^[a-z0-9][a-z0-9-]*$/;
const buildkite_VALUE = {
    option: '--buildkite',
    form: '<organization slug>/<pipeline slug>',
    parts: [SLUG, SLUG],
    hint: '(lowercase, digits, -)',
};
const tokenLines = (audience) => [
    `export ${ID_TOKEN_ENV}="$(buildkite-agent oidc request-token --audience ${audience})"`,
];
const BUILDKITE = {
    id: 'buildkite',
    label: 'Buildkite',
    option: 'buildkite',
    detect: (env) => Boolean(env.BUILDKITE),
    // The export may stand in the pipeline or in a script it runs, so the missing-token message names no file.
    tokenLines,
    /** The subject organization:<org>:pipeline:<pipeline>:ref:<ref>:commit:<sha>:step:<key>, on the branch. */
    claim(input, _audience, fail) {
        const [org, pipeline] = twoParts(input.buildkite, buildkite_VALUE, fail);
        refuseGitlabRef(input, '--buildkite', fail);
        const branch = (input.branch ?? 'main').trim();
        if (!REF_NAME.test(branch))
            throw fail(`--branch "${branch}" is not a branch name`);
        return {
            issuer: ISSUER,
            subjectPattern: `^${escapeRegExp(`organization:${org}:pipeline:${pipeline}:ref:refs/heads/${branch}:commit:`)}[0-9a-f]+:step:[^:]*$`,
            accepts: `jobs of ${org}/${pipeline} on branch ${branch}`,
            defaultName: lowerName(`buildkite-${org}-${pipeline}`),
        };
    },
    jobSnippet: (input, audience) => [
        '# .buildkite/pipeline.yml ($$ keeps the $ from pipeline upload interpolation)',
        'steps:',
        '  - label: image-check',
        '    command: |',
        ...tokenLines(audience).map((l) => `      ${l.replace('"$(', () => '"$$(')}`),
        `      ${checkCommand(input)}`,
    ].join('\n'),
};

;// CONCATENATED MODULE: ./src/cli/ci/circleci.ts
// CircleCI: jobs with a context get $CIRCLE_OIDC_TOKEN_V2, whose audience is the organization id;
// an identity matches one project's jobs, on one branch when --branch names it.


const circleci_EXPORT_TOKEN = `export ${ID_TOKEN_ENV}="$CIRCLE_OIDC_TOKEN_V2"`;
const circleci_VALUE = {
    option: '--circleci',
    form: '<organization id>/<project id>',
    parts: [UUID, UUID],
    hint: '(both are UUIDs: Organization Settings, Project Settings > Overview)',
};
const CIRCLECI = {
    id: 'circleci',
    label: 'CircleCI',
    option: 'circleci',
    detect: (env) => Boolean(env.CIRCLECI),
    // The export may stand in any step's script, so the missing-token message names no file.
    tokenLines: () => [`${circleci_EXPORT_TOKEN}   # in a job that uses a context`],
    /**
     * The issuer is the organization's, the audience its id (CircleCI fixes it), and
     * $CIRCLE_OIDC_TOKEN_V2's subject org/<org>/project/<project>/user/<user>/vcs-origin/<origin>/vcs-ref/<ref>.
     */
    claim(input, audience, fail) {
        const [org, project] = twoParts(input.circleci, circleci_VALUE, fail);
        refuseGitlabRef(input, '--circleci', fail);
        if (audience !== undefined && audience !== org)
            throw fail(`--audience: CircleCI's tokens carry the organization id ${org} as their audience, nothing else`);
        const prefix = `^org/${escapeRegExp(org)}/project/${escapeRegExp(project)}/user/[0-9a-f-]+/vcs-origin/[^/].*/vcs-ref/`;
        const branch = input.branch?.trim();
        if (branch !== undefined && !REF_NAME.test(branch))
            throw fail(`--branch "${branch}" is not a branch name`);
        return {
            issuer: `https://oidc.circleci.com/org/${org}`,
            subjectPattern: branch === undefined ? `${prefix}\\S+$` : `${prefix}${escapeRegExp(`refs/heads/${branch}`)}$`,
            audience: org,
            accepts: `jobs of project ${project}${branch === undefined ? '' : ` on branch ${branch}`}`,
            defaultName: lowerName(`circleci-${project}`),
        };
    },
    jobSnippet: (input) => [
        '# .circleci/config.yml',
        'jobs:',
        '  image-check:',
        '    docker:',
        '      - image: node:24',
        '    steps:',
        '      - checkout',
        '      - run: |',
        `          ${circleci_EXPORT_TOKEN}`,
        `          ${checkCommand(input)}`,
        'workflows:',
        '  check:',
        '    jobs:',
        '      - image-check:',
        '          context: [image-check] # CircleCI hands OIDC tokens to jobs with a context',
    ].join('\n'),
};

// EXTERNAL MODULE: ./src/auth/github-oidc.ts
var github_oidc = __webpack_require__(4377);
;// CONCATENATED MODULE: ./src/cli/ci/github.ts
// GitHub Actions, the form `identity create` makes when no other CI's option is given: the runner
// hands the job's OIDC token to a job with `permissions: id-token: write`, and the identity matches
// the subjects the runs of one repository's workflow events carry.



// GitHub owner and repository names (the owner has no dots, the repository may), each optionally
// with GitHub's numeric id, as the immutable subject form repo:<owner>@<id>/<name>@<id>:... carries it.
const REPO_RE = /^([A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)(@\d+)?\/([A-Za-z0-9._-]+?)(@\d+)?$/;
// Both subject forms: repo:<owner>/<name>:... and the immutable repo:<owner>@<id>/<name>@<id>:...
const SUBJECT_REPO_RE = /^repo:([^/@:]+)(?:@\d+)?\/([^/@:]+)(?:@\d+)?:/;
// The same start in a pattern, its dots escaped: ^repo:<owner>/<name>:...
const PATTERN_REPO_RE = /^\^repo:([A-Za-z0-9-]+)(?:@\d+)?\/((?:[A-Za-z0-9_-]|\\\.)+)(?:@\d+)?:/;
/** The workflow events `--events` knows, and the subject suffix each run of it carries. */
const EVENTS = ['push', 'pull_request', 'schedule', 'workflow_dispatch'];
/** A quick-start workflow: pushes to the default branch and pull requests of the same repository. */
const DEFAULT_EVENTS = ['push', 'pull_request'];
const DEFAULT_BRANCH = 'main';
function repoSubject(repo, ref) {
    return `repo:${repo}:ref:${ref}`;
}
/** The subject a run of `event` carries in `repo`; push, schedule and workflow_dispatch run on `ref`. */
function eventSubject(repo, event, ref) {
    return event === 'pull_request' ? `repo:${repo}:pull_request` : repoSubject(repo, ref);
}
/**
 * The claimMatch subject for runs of the given events: one exact subject when they all carry the
 * same one, else one anchored pattern whose every literal part is escaped, so it matches those
 * subjects of this repository and nothing else.
 */
function subjectFor(repo, events, ref) {
    const prefix = `repo:${repo}:`;
    const tails = [...new Set(events.map((e) => eventSubject(repo, e, ref).slice(prefix.length)))];
    if (tails.length === 1)
        return { subject: prefix + tails[0] };
    return { subjectPattern: `^${escapeRegExp(prefix)}(${tails.map(escapeRegExp).join('|')})$` };
}
/** `github-<owner>-<name>`, lowercased, with every character the name rule refuses turned into '-'. */
function defaultIdentityName(owner, name) {
    return lowerName(`github-${owner}-${name}`);
}
function parseEvents(value, fail) {
    const names = value
        .split(',')
        .map((e) => e.trim())
        .filter(Boolean);
    if (names.length === 0)
        throw fail(`--events is empty; name one or more of ${EVENTS.join(', ')}`);
    const unknown = names.filter((e) => !EVENTS.includes(e));
    if (unknown.length)
        throw fail(`--events: unknown event ${unknown.map((e) => `"${e}"`).join(', ')}; known: ${EVENTS.join(', ')} (other events need --subject-pattern)`);
    return EVENTS.filter((e) => names.includes(e));
}
/** The full ref GitHub runs are on: --ref as given, or refs/heads/ and --branch (default main). */
function fullRefOf(input, fail) {
    if (input.ref !== undefined) {
        const ref = input.ref.trim();
        if (!/^refs\/(?:heads|tags)\/\S+$/.test(ref))
            throw fail(`--ref "${ref}" is not a full ref; use e.g. refs/heads/main or refs/tags/v1`);
        return ref;
    }
    const branch = input.branch?.trim() ?? DEFAULT_BRANCH;
    if (branch.startsWith('refs/'))
        throw fail(`--branch "${branch}" is a ref; give the branch name, e.g. main`);
    if (!REF_NAME.test(branch))
        throw fail(`--branch "${branch}" is not a branch name`);
    return `refs/heads/${branch}`;
}
/** --repo, checked: the owner and name, and the repository as the subject spells it, ids included. */
function repoOf(given, fail) {
    const match = REPO_RE.exec(given.trim());
    if (!match)
        throw fail(`--repo "${given}" is not <owner>/<name> (or <owner>@<id>/<name>@<id>)`);
    const [owner, name] = [match[1], match[3]];
    return { owner, name, repo: `${owner}${match[2] ?? ''}/${name}${match[4] ?? ''}` };
}
/** --subject or --subject-pattern with nothing that decides the runs besides them. */
function refuseBesideByHand(input, fail) {
    const byHand = [
        input.subject !== undefined && '--subject',
        input['subject-pattern'] !== undefined && '--subject-pattern',
    ].filter((o) => o !== false);
    if (byHand.length === 2)
        throw fail('--subject and --subject-pattern exclude each other: an identity has one');
    if (byHand.length === 1) {
        for (const option of ['ref', 'branch', 'events'])
            if (input[option] !== undefined)
                throw fail(`--${option} and ${byHand[0]} exclude each other: ${byHand[0]} already decides what runs match`);
    }
    if (input.ref !== undefined && input.branch !== undefined)
        throw fail('--ref and --branch exclude each other: --branch main means --ref refs/heads/main');
}
/** The claim of the runs of --events on the ref, and the subject each event's runs carry. */
function eventsClaim(input, repo, fail) {
    const ref = fullRefOf(input, fail);
    // Without --events and with --ref (the older form) only pushes to that ref, as before.
    const events = input.events !== undefined
        ? parseEvents(input.events, fail)
        : input.ref !== undefined
            ? ['push']
            : [...DEFAULT_EVENTS];
    if (events.includes('schedule') && !ref.startsWith('refs/heads/'))
        throw fail(`--events schedule runs on the default branch; --ref "${ref}" is not a branch`);
    const covers = events.map((event) => ({ event, subject: eventSubject(repo, event, ref) }));
    return { claim: subjectFor(repo, events, ref), covers };
}
/** The claim a GitHub Actions identity matches, checked before any request; throws UsageError naming the option. */
function githubClaim(input, fail) {
    if (input.audience !== undefined)
        throw fail('--audience goes with --issuer or a ready form; GitHub Actions tokens are asked for the service itself');
    const given = input.repo !== undefined ? repoOf(input.repo, fail) : undefined;
    let [owner, repoName] = [given?.owner, given?.name];
    const repo = given?.repo;
    refuseBesideByHand(input, fail);
    let claim;
    let covers = [];
    if (input.subject !== undefined) {
        const subject = input.subject.trim();
        if (!subject || /\s/.test(subject))
            throw fail(`--subject "${input.subject}" must be one word, e.g. repo:<owner>/<name>:ref:refs/heads/main`);
        const fromSubject = SUBJECT_REPO_RE.exec(subject);
        if (fromSubject && owner === undefined)
            [owner, repoName] = [fromSubject[1], fromSubject[2]];
        claim = { subject };
    }
    else if (input['subject-pattern'] !== undefined) {
        const pattern = input['subject-pattern'];
        const problem = subjectPatternProblem(pattern);
        if (problem)
            throw fail(`--subject-pattern "${pattern}" ${problem}`);
        const fromPattern = PATTERN_REPO_RE.exec(pattern);
        if (fromPattern && owner === undefined)
            [owner, repoName] = [fromPattern[1], fromPattern[2].replace(/\\\./g, '.')];
        claim = { subjectPattern: pattern };
    }
    else {
        if (repo === undefined)
            throw fail('--repo <owner>/<name> (or --subject or --subject-pattern) is required');
        ({ claim, covers } = eventsClaim(input, repo, fail));
    }
    const accepts = covers.length
        ? `${repo} on ${covers.map((c) => c.event).join(', ')}`
        : 'subject' in claim
            ? claim.subject
            : claim.subjectPattern;
    const defaultName = owner !== undefined ? defaultIdentityName(owner, repoName) : undefined;
    return { issuer: github_oidc/* GITHUB_ACTIONS_ISSUER */.qQ, ...claim, covers, accepts, defaultName };
}
/** The job fragment a workflow needs to use the identity. */
function workflowSnippet({ identity, group, apiUrl, defaultApiUrl }) {
    const lines = [
        'permissions:',
        '  contents: read',
        "  id-token: write # image-check exchanges the job's GitHub OIDC token for the identity",
        'steps:',
        '  - uses: actions/checkout@v5',
        '  - uses: image-check/image-check@v1',
        '    with:',
        `      identity: ${identity}`,
        `      group: ${group}`,
    ];
    if (apiUrl.replace(/\/+$/, '') !== defaultApiUrl)
        lines.push(`      api-url: ${apiUrl}`);
    lines.push("      files: '**/Dockerfile'");
    return lines.join('\n');
}
const GITHUB_ACTIONS = {
    id: 'github',
    label: 'GitHub Actions',
    detect: (env) => env.GITHUB_ACTIONS?.trim() === 'true',
    claim: githubClaim,
    jobSnippet: (input) => workflowSnippet(input),
};

// EXTERNAL MODULE: ./src/schemas.ts
var src_schemas = __webpack_require__(9011);
;// CONCATENATED MODULE: ./src/cli/ci/gitlab.ts
// GitLab CI: the job's `id_tokens:` puts its OIDC token in IMAGE_CHECK_ID_TOKEN; an identity
// matches GitLab's default subject of one project on one branch or tag, on gitlab.com or a
// self-managed instance. A job shows it runs on GitLab with GITLAB_CI; a merge request pipeline's
// variables (CI_MERGE_REQUEST_IID, CI_API_V4_URL, ...) are read here, into the place the review writes.



const GITLAB_COM = 'https://gitlab.com';
// GitLab group and project path segments, subgroups allowed.
const GITLAB_PATH = /^[A-Za-z0-9_][A-Za-z0-9_.-]*(?:\/[A-Za-z0-9_][A-Za-z0-9_.-]*)+$/;
function refOf(input, fail) {
    if (input.branch !== undefined && (input.ref !== undefined || input['ref-type'] !== undefined))
        throw fail('--branch and --ref/--ref-type exclude each other: --branch main means --ref-type branch --ref main');
    const type = input['ref-type']?.trim() ?? 'branch';
    if (type !== 'branch' && type !== 'tag')
        throw fail(`--ref-type "${type}" is not branch or tag`);
    const name = (input.branch ?? input.ref ?? 'main').trim();
    if (name.startsWith('refs/'))
        throw fail(`--ref "${name}" is a full ref; GitLab's ref claim is the bare name, e.g. main or v1.2.0`);
    if (!REF_NAME.test(name))
        throw fail(`--ref "${name}" is not a branch or tag name`);
    return { type, name };
}
/** The job's variable of that name, filled by `id_tokens:` with a token for `audience`. */
const gitlab_tokenLines = (audience) => ['id_tokens:', `  ${ID_TOKEN_ENV}:`, `    aud: ${audience}`];
const GITLAB = {
    id: 'gitlab',
    label: 'GitLab CI',
    option: 'gitlab',
    detect: (env) => env.GITLAB_CI?.trim() === 'true',
    tokenFile: GITLAB_PIPELINE_FILE,
    tokenLines: gitlab_tokenLines,
    /** GitLab's default `sub`: project_path:{group}/{project}:ref_type:{type}:ref:{name}; `iss` is the instance URL. */
    claim(input, _audience, fail) {
        const path = input.gitlab.trim();
        if (!GITLAB_PATH.test(path))
            throw fail(`--gitlab "${input.gitlab}" is not <group>/<project> (subgroups allowed)`);
        const issuer = httpsUrl((input['gitlab-url'] ?? GITLAB_COM).trim(), '--gitlab-url', fail);
        const ref = refOf(input, fail);
        return {
            issuer,
            subject: `project_path:${path}:ref_type:${ref.type}:ref:${ref.name}`,
            accepts: `jobs of ${path} on ${ref.type} ${ref.name}`,
            defaultName: lowerName(`gitlab-${path}`),
        };
    },
    jobSnippet: (input, audience) => [
        `# ${GITLAB_PIPELINE_FILE}`,
        'image-check:',
        '  image: node:24',
        ...gitlab_tokenLines(audience).map((l) => `  ${l}`),
        '  script:',
        `    - ${checkCommand(input)}`,
    ].join('\n'),
};
/** The variables the GitLab token is read from, the first one set: declared once for the commands' help. */
const GITLAB_TOKEN_ENV = ['IMAGE_CHECK_GITLAB_TOKEN', 'GITLAB_TOKEN'];
const variable = (env, name) => env[name]?.trim() ?? '';
/** The pipeline's configuration file: CI_CONFIG_PATH (trimmed), else GitLab's default; the one reader of it. */
const pipelineFileOf = (env) => variable(env, 'CI_CONFIG_PATH') || GITLAB_PIPELINE_FILE;
/**
 * The merge request this GitLab pipeline runs for, or null when it is not a merge request
 * pipeline. A variable GitLab sets that is malformed is `refuse`d, naming it, before any request.
 */
function mergeRequestJobOf(env, refuse) {
    const iidText = variable(env, 'CI_MERGE_REQUEST_IID');
    if (!GITLAB.detect(env) || iidText === '')
        return null;
    const iid = Number(iidText);
    if (!Number.isInteger(iid) || iid <= 0)
        throw refuse(`CI_MERGE_REQUEST_IID "${iidText}" is not a positive number`);
    const serverUrl = variable(env, 'CI_SERVER_URL').replace(/\/+$/, '');
    const apiUrl = (variable(env, 'CI_API_V4_URL') || (serverUrl && `${serverUrl}/api/v4`)).replace(/\/+$/, '');
    if (!src_schemas/* httpUrlSchema */.b$.safeParse(apiUrl).success)
        throw refuse(`CI_API_V4_URL "${apiUrl}" is not an http(s) URL (GitLab sets it in every job)`);
    const projectId = variable(env, 'CI_MERGE_REQUEST_PROJECT_ID') || variable(env, 'CI_PROJECT_ID');
    if (projectId === '')
        throw refuse('CI_MERGE_REQUEST_PROJECT_ID and CI_PROJECT_ID are not set');
    const token = GITLAB_TOKEN_ENV.map((name) => variable(env, name)).find((value) => value !== '') ?? '';
    return {
        token,
        apiUrl,
        projectId,
        place: {
            iid,
            baseSha: variable(env, 'CI_MERGE_REQUEST_DIFF_BASE_SHA'),
            headSha: variable(env, 'CI_COMMIT_SHA'),
            serverUrl: serverUrl || new URL(apiUrl).origin,
            projectPath: variable(env, 'CI_MERGE_REQUEST_PROJECT_PATH') || variable(env, 'CI_PROJECT_PATH'),
            pipelineUrl: variable(env, 'CI_PIPELINE_URL'),
            configPath: pipelineFileOf(env),
            job: variable(env, 'CI_JOB_NAME'),
        },
    };
}

;// CONCATENATED MODULE: ./src/cli/ci/any-issuer.ts
// Any OIDC issuer given by hand (--issuer with --subject or --subject-pattern): for a CI without a
// ready form, and the token line the missing-token message shows when no CI is detected.


const any_issuer_tokenLines = (audience) => [`export ${ID_TOKEN_ENV}="<your CI's OIDC token, audience ${audience}>"`];
const BY_HAND = {
    id: 'oidc',
    label: 'OIDC',
    option: 'issuer',
    // Given by hand: no variable shows which CI that is.
    detect: () => false,
    tokenLines: any_issuer_tokenLines,
    claim(input, _audience, fail) {
        const issuer = httpsUrl(input.issuer.trim(), '--issuer', fail);
        const defaultName = lowerName(`oidc-${new URL(issuer).host}`);
        if (input.subject !== undefined && input['subject-pattern'] !== undefined)
            throw fail('--subject and --subject-pattern exclude each other: an identity has one');
        if (input.subject !== undefined) {
            const subject = input.subject.trim();
            if (!subject || /\s/.test(subject))
                throw fail(`--subject "${input.subject}" must be one word (the sub claim)`);
            return { issuer, subject, accepts: 'that subject', defaultName };
        }
        const pattern = input['subject-pattern'];
        if (pattern === undefined)
            throw fail('--issuer needs --subject or --subject-pattern: what the sub claim must be');
        const problem = subjectPatternProblem(pattern);
        if (problem)
            throw fail(`--subject-pattern "${pattern}" ${problem}`);
        return { issuer, subjectPattern: pattern, accepts: 'subjects matching that pattern', defaultName };
    },
    jobSnippet: (input, audience) => [...any_issuer_tokenLines(audience), checkCommand(input)].join('\n'),
};

;// CONCATENATED MODULE: ./src/cli/ci/index.ts
// The CIs the command line knows, listed once: `identity create` makes identities for them, `check
// --identity` runs keylessly in them, and `runningCi` says which one a job runs on. Each file beside
// this one holds all of one CI (its option, how a job shows it runs on it, the variables it reads,
// its token lines, claim and job). Adding a CI is a file and a line in CI_FORMS, with its options
// declared in identity-commands.ts and named in CiFormInput.










/** Every form, in the order CIs are detected and options that exclude each other are named. */
const CI_FORMS = [GITHUB_ACTIONS, GITLAB, CIRCLECI, BUILDKITE, BITBUCKET, BY_HAND];
const OTHER_FORMS = CI_FORMS.filter((form) => 'option' in form);
/** Which form the options ask for, or undefined for the GitHub form; two forms at once are refused. */
function ciFormOf(input, fail) {
    const given = OTHER_FORMS.filter((form) => input[form.option] !== undefined);
    if (given.length > 1)
        throw fail(`${given.map((form) => `--${form.option}`).join(' and ')} exclude each other: an identity has one issuer`);
    return given[0];
}
/**
 * The claim an identity of `form` matches, checked before any request; throws UsageError naming
 * the option. A form whose CI fixes the audience sets it; the others take --audience, if given.
 */
function ciClaim(form, input, fail) {
    const audience = input.audience?.trim();
    if (audience !== undefined && (!audience || /\s/.test(audience)))
        throw fail(`--audience "${input.audience}" must be one word (the token's aud claim)`);
    const claim = form.claim(input, audience, fail);
    return { ci: form.id, ...claim, ...(claim.audience === undefined && audience !== undefined ? { audience } : {}) };
}
/** The job `identity create` prints for an identity of `ci`; `audience` is what its token is requested for. */
function ciJobSnippet(ci, input, audience) {
    return CI_FORMS.find((form) => form.id === ci).jobSnippet(input, audience);
}
/** The CI this job runs on (the first of CI_FORMS whose variable is set), or undefined: none known. */
function runningCi(env) {
    return CI_FORMS.find((form) => form.detect(env));
}
/** The usage error of --identity with no OIDC token to exchange: the fix first, for the CI detected. */
function missingIdTokenMessage(env, audience) {
    const running = runningCi(env);
    // On GitHub Actions the runner's token service is the way (the last line); no token lines to add.
    const ci = running !== undefined && 'option' in running ? running : undefined;
    const where = ci === undefined ? "your CI's OIDC token" : `the ${ci.label} job's OIDC token`;
    const file = ci?.tokenFile !== undefined ? ` (${ci.tokenFile})` : '';
    return [
        `--identity needs ${where} in ${ID_TOKEN_ENV}: add to the job${file}:`,
        // With no CI detected, the line of any issuer given by hand.
        ...(ci ?? BY_HAND).tokenLines(audience).map((line) => `    ${line}`),
        `  (on GitHub Actions, the job's permissions: id-token: write instead; or set IMAGE_CHECK_TOKEN and IMAGE_CHECK_REGISTRY_TOKEN)`,
    ].join('\n');
}

;// CONCATENATED MODULE: ./src/runner.ts
// The runner's world as plain data: what the action shell reads from the environment once
// (src/action/context.ts) and hands down. Nothing below the shells reads process.env; they take
// this object (or the part they need).
const address = (value, fallback) => (value?.trim() || fallback).replace(/\/+$/, '');
/** Where GitHub is: GITHUB_API_URL and GITHUB_SERVER_URL (GHES sets both), read by the action and the command line alike. */
function githubAddressesOf(env) {
    return {
        apiUrl: address(env.GITHUB_API_URL, 'https://api.github.com'),
        serverUrl: address(env.GITHUB_SERVER_URL, 'https://github.com'),
    };
}
/**
 * The context from a set of variables and the payload's JSON (pure: the action passes process.env
 * and the file it read, tests their own).
 */
function runnerFromEnv(env, cwd, event = null) {
    const get = (name) => env[name] ?? '';
    return {
        workspace: get('GITHUB_WORKSPACE') || cwd,
        eventName: get('GITHUB_EVENT_NAME'),
        eventPath: get('GITHUB_EVENT_PATH'),
        repository: get('GITHUB_REPOSITORY'),
        ...githubAddressesOf(env),
        runId: get('GITHUB_RUN_ID'),
        sha: get('GITHUB_SHA'),
        workflow: get('GITHUB_WORKFLOW'),
        workflowRef: get('GITHUB_WORKFLOW_REF'),
        job: get('GITHUB_JOB'),
        runnerTemp: get('RUNNER_TEMP'),
        stepSummary: get('GITHUB_STEP_SUMMARY'),
        idTokenUrl: get('ACTIONS_ID_TOKEN_REQUEST_URL'),
        idTokenRequestToken: get('ACTIONS_ID_TOKEN_REQUEST_TOKEN'),
        event,
    };
}
/** The OIDC variables as auth/ reads them (the runner's token service). */
function oidcVariables(runner) {
    return {
        ACTIONS_ID_TOKEN_REQUEST_URL: runner.idTokenUrl,
        ACTIONS_ID_TOKEN_REQUEST_TOKEN: runner.idTokenRequestToken,
    };
}

;// CONCATENATED MODULE: ./src/cli/ci/github-env.ts




function githubEnvOf(env) {
    return {
        ...githubAddressesOf(env),
        repository: env.GITHUB_REPOSITORY?.trim() ?? '',
        commit: env.GITHUB_SHA?.trim() ?? '',
    };
}
/** The address variable of `github` that is not an http(s) URL, or null. */
function badAddress(github) {
    if (!src_schemas/* httpUrlSchema */.b$.safeParse(github.apiUrl).success)
        return 'GITHUB_API_URL';
    if (!src_schemas/* httpUrlSchema */.b$.safeParse(github.serverUrl).success)
        return 'GITHUB_SERVER_URL';
    return null;
}
/** Under GitHub Actions, the running workflow's file (GITHUB_WORKFLOW_REF), as the action places location-less findings; else none. */
function runningWorkflowFile(env) {
    return runningCi(env)?.id === 'github' ? workflowFileOf(env.GITHUB_WORKFLOW_REF) : undefined;
}

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
;// CONCATENATED MODULE: ./src/cli/options.ts



/** A command's declaration, its option names kept as types for the parsed values. */
const defineCommand = (spec) => spec;
/**
 * The action's inputs as a command sets them: each option, else its variables, else the
 * command's variables of that input, in declaration order; the first non-empty value wins.
 */
function inputsOf(spec, values, env) {
    const offered = new Map();
    const offer = (input, value) => offered.set(input, [...(offered.get(input) ?? []), value]);
    for (const [name, option] of Object.entries(spec.options)) {
        if (!option.input)
            continue;
        const value = values[name];
        offer(option.input, typeof value === 'object' ? value.join('\n') : value === undefined ? undefined : String(value));
        for (const variable of option.env ?? [])
            offer(option.input, env[variable]);
    }
    for (const [variable, { input }] of Object.entries(spec.env ?? {}))
        if (input)
            offer(input, env[variable]);
    const inputs = { comment: 'never' };
    for (const [input, values] of offered)
        inputs[input] = values.find((v) => v !== undefined && v.trim() !== '') ?? '';
    return inputs;
}
/** `parseArgs` in strict mode over the command's table, its errors turned into UsageError for the command. */
function parseCommand(spec, args) {
    const options = Object.fromEntries(Object.entries(spec.options).map(([name, { type, short, multiple }]) => [
        name,
        { type, ...(short ? { short } : {}), ...(multiple ? { multiple } : {}) },
    ]));
    try {
        return (0,external_node_util_.parseArgs)({ args, options, strict: true, allowPositionals: true });
    }
    catch (error) {
        throw new errors/* UsageError */.eb(parseErrorSentence(error, spec.options), spec.name);
    }
}
/** The command's help text, from its declaration. */
function helpOf(spec) {
    const blocks = spec.help.map((block) => {
        if (typeof block === 'string')
            return block;
        if ('env' in block)
            return [
                block.env,
                ...rows(block.width, Object.entries(spec.env ?? {}).map(([name, e]) => [name, e.help])),
            ].join('\n');
        const listed = Object.entries(spec.options).filter(([, o]) => (o.section ?? 'Options:') === block.options);
        return [
            block.title ?? block.options,
            ...rows(block.width, listed.map(([name, o]) => [flagOf(name, o), o.help])),
        ].join('\n');
    });
    return `${[spec.usage, ...blocks].join('\n\n')}\n`;
}
/** `-f, --format <name>`: how an option is written in the help. */
function flagOf(name, option) {
    return `${option.short ? `-${option.short}, ` : ''}--${name}${option.value ? ` ${option.value}` : ''}`;
}
/** Two columns: the label, then its text from `width` on (on the next line when the label is too long). */
function rows(width, entries) {
    const indent = ' '.repeat(width + 2);
    return entries.flatMap(([label, text]) => {
        const [first, ...rest] = text.split('\n');
        const head = label.length < width ? [`  ${label.padEnd(width)}${first}`] : [`  ${label}`, `${indent}${first}`];
        return [...head, ...rest.map((line) => `${indent}${line}`)];
    });
}
/**
 * Node's parser errors in one sentence of ours (its text explains `--` for positionals, which
 * is no help for a typo). Node's messages name the option, never a value: safe to show.
 */
function parseErrorSentence(error, options) {
    const message = (0,errors/* messageOf */.bD)(error);
    const code = error instanceof Error && 'code' in error ? error.code : undefined;
    const known = Object.keys(options);
    // The long form when Node names both (`'-f, --format <value>'`).
    const quoted = /'([^']+)'/.exec(message)?.[1] ?? '';
    const option = (/--[^\s,'<]+/.exec(quoted) ?? /-[^\s,'<]+/.exec(quoted))?.[0];
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && option) {
        const near = closest(option.replace(/^-+/, '').replace(/=.*$/, ''), known);
        return `Unknown option '${option}'${near ? ` (did you mean --${near}?)` : ''}`;
    }
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && option) {
        // Told by the declaration, not Node's wording: a string option lacked its value, a boolean got one.
        return declared(option, options)?.type === 'boolean' ? `${option} takes no value` : `${option} needs a value`;
    }
    return message.split('. ')[0];
}
/** The declaration of `--name` or `-s`. */
function declared(flag, options) {
    if (flag.startsWith('--'))
        return options[flag.slice(2)];
    return Object.values(options).find((o) => o.short === flag.slice(1));
}
/** The known option nearest to a mistyped one (at most two edits away), or null. */
function closest(typed, known) {
    let best = null;
    for (const name of known) {
        const distance = editDistance(typed, name);
        if (distance <= 2 && (best === null || distance < best.distance))
            best = { name, distance };
    }
    return best?.name ?? null;
}
function editDistance(a, b) {
    let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        const row = [i];
        for (let j = 1; j <= b.length; j++)
            row[j] = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
        previous = row;
    }
    return previous[b.length];
}
const DEFAULT_API_URL = 'https://console-api.enforce.dev';
const TOKEN_ENV = 'IMAGE_CHECK_TOKEN';
/** The GitHub token of --dashboard; GITHUB_TOKEN when it is unset. */
const GITHUB_TOKEN_ENV = 'IMAGE_CHECK_GITHUB_TOKEN';
/** API URL and token from --api-url, --token or IMAGE_CHECK_TOKEN; checked before any request. */
function connectionFrom(values, env, command) {
    const apiUrl = values['api-url'] ?? DEFAULT_API_URL;
    if (!src_schemas/* httpUrlSchema */.b$.safeParse(apiUrl).success)
        throw new errors/* UsageError */.eb(`--api-url "${apiUrl}" is not an http(s) URL`, command);
    const token = (values.token ?? env[TOKEN_ENV] ?? '').trim();
    if (!token) {
        throw new errors/* UsageError */.eb(`no Platform API token: set ${TOKEN_ENV} (e.g. export ${TOKEN_ENV}="$(chainctl auth token)") or pass --token`, command);
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

;// CONCATENATED MODULE: ./src/cli/check-settings.ts



// The options and variables the checking commands (check, org, merge) share, each the action
// input of the same name where it has one: declared once, taken by each command that has them.
/** How a report is written: the options every checking command shares. */
const REPORT = {
    format: {
        type: 'string',
        short: 'f',
        value: '<name>',
        help: "table (default), json (the action's results), sarif, markdown (the job\nsummary) or gitlab (GitLab Code Quality)",
    },
    output: { type: 'string', short: 'o', value: '<file>', help: 'write the report to a file instead of stdout' },
    help: { type: 'boolean', short: 'h', help: 'this help' },
};
/** The settings of a check, each the action input of the same name: shared by every checking command. */
const CHECK_SETTINGS = {
    registry: {
        type: 'string',
        value: '<host>',
        help: 'registry host whose references are checked (default cgr.dev)',
        input: 'registry',
    },
    group: {
        type: 'string',
        value: '<uid>',
        help: 'organization group uid that scopes repository look-ups',
        input: 'group',
    },
    'fail-on': {
        type: 'string',
        value: '<kinds>',
        help: `what fails the run (exit 1): comma list of eol, stale, advisories, error,\ndenied, unsigned; or none (default ${src_config/* DEFAULT_FAIL_ON */.VQ})`,
        input: 'fail-on',
    },
    'max-age': {
        type: 'string',
        value: '<duration>',
        help: 'how long a pinned digest may be behind its tag (h, d, w; default 30d)',
        input: 'max-age',
    },
    'registry-map': {
        type: 'string',
        value: '<pairs>',
        help: 'mirrors of the registry: prefix=upstream pairs, comma-separated, e.g.\nus-docker.pkg.dev/acme/cgr/=cgr.dev/ (or IMAGE_CHECK_REGISTRY_MAP)',
        input: 'registry-map',
        env: ['IMAGE_CHECK_REGISTRY_MAP'],
    },
    'min-age': {
        type: 'string',
        value: '<duration>',
        help: "the registry's cooldown (h, d, w): pins move to the newest build at\nleast this old",
        input: 'min-age',
    },
    concurrency: { type: 'string', value: '<n>', help: 'look-ups at once, 1-64 (default 8)', input: 'concurrency' },
    timeout: {
        type: 'string',
        value: '<duration>',
        help: 'run deadline, e.g. 90s, 5m (default 5m); unfinished look-ups become errors',
        input: 'timeout',
    },
    update: {
        type: 'string',
        value: '<mode>',
        help: 'rewrite the scanned files after the check: pins, eol, all or none (default)',
        input: 'update',
    },
    config: {
        type: 'string',
        value: '<file>',
        help: 'policy file: ignore ledger and defaults (default .github/image-check.yaml)',
        input: 'config',
    },
    'warn-before': {
        type: 'string',
        value: '<dur>',
        help: "warn this long before a tag's builds end (h, d, w; default 30d)",
        input: 'warn-before',
    },
    'advisory-url': {
        type: 'string',
        value: '<url>',
        help: 'link template for advisory ids in the markdown report, with {id}',
        input: 'advisory-url',
    },
    'api-url': {
        type: 'string',
        value: '<url>',
        help: `Platform API base URL (default ${DEFAULT_API_URL})`,
        input: 'api-url',
    },
    identity: {
        type: 'string',
        value: '<uid>',
        help: `identity to assume with the CI's OIDC token: ${ID_TOKEN_ENV}, or\nGitHub Actions' runner (permissions: id-token: write)`,
        input: 'identity',
    },
    'issuer-url': {
        type: 'string',
        value: '<url>',
        help: 'token exchange service for --identity (default https://issuer.enforce.dev)',
        input: 'issuer-url',
    },
    policies: {
        type: 'string',
        value: '<mode>',
        help: "the registry's pull-time policies: auto (default: consulted for every\ndigest in use and every move) or never (or IMAGE_CHECK_POLICIES)",
        input: 'policies',
        env: ['IMAGE_CHECK_POLICIES'],
    },
    signatures: {
        type: 'string',
        value: '<mode>',
        help: "the vendor's Sigstore signatures: auto (default: verified for every\ndigest in use and every move) or never (or IMAGE_CHECK_SIGNATURES)",
        input: 'signatures',
        env: ['IMAGE_CHECK_SIGNATURES'],
    },
    signers: {
        type: 'string',
        value: '<lines>',
        help: "accepted signers, one '<issuer> <identity>' per line (/re/ for a pattern);\ndefault the vendor's (or IMAGE_CHECK_SIGNERS)",
        input: 'signers',
        env: ['IMAGE_CHECK_SIGNERS'],
    },
    'trusted-root': {
        type: 'string',
        value: '<file>',
        help: "a Sigstore trusted root JSON file (default Sigstore's public-good\nroot, by TUF) (or IMAGE_CHECK_TRUSTED_ROOT)",
        input: 'trusted-root',
        env: ['IMAGE_CHECK_TRUSTED_ROOT'],
    },
    packages: {
        type: 'string',
        value: '<mode>',
        help: "each digest change's packages from its signed SBOM: auto (default)\nor never (or IMAGE_CHECK_PACKAGES)",
        input: 'packages',
        env: ['IMAGE_CHECK_PACKAGES'],
    },
    platform: {
        type: 'string',
        value: '<os/arch>',
        help: 'the platform a digest change is described for (default linux/amd64;\nor IMAGE_CHECK_PLATFORM)',
        input: 'platform',
        env: ['IMAGE_CHECK_PLATFORM'],
    },
    dashboard: {
        type: 'string',
        value: '<owner/name>',
        help: 'keep one issue in that repository current with the findings\n(GITHUB_REPOSITORY names the repository checked; see below)',
        input: 'dashboard',
    },
};
/** GitHub's own variable for the token: the fallback of IMAGE_CHECK_GITHUB_TOKEN (declared after it). */
const GITHUB_TOKEN_FALLBACK = {
    GITHUB_TOKEN: { input: 'github-token', help: `used when ${GITHUB_TOKEN_ENV} is unset or empty` },
};
/** The credentials, from the environment only: a flag would land in shell history and process lists. */
/** GitLab's merge request note and suggestions: the token, from the environment only. */
const GITLAB_ENV = {
    [GITLAB_TOKEN_ENV[0]]: {
        help: `GitLab token for the merge request note and suggestions (--comment,\n--suggest): a project or group access token, api scope, Reporter\nrole or higher; else ${GITLAB_TOKEN_ENV[1]}. CI_API_V4_URL for the API`,
    },
    [GITLAB_TOKEN_ENV[1]]: { help: `used when ${GITLAB_TOKEN_ENV[0]} is unset` },
};
/** What `check` writes on a GitLab merge request, each the action input of the same name. */
const MERGE_REQUEST = {
    comment: {
        type: 'string',
        value: '<mode>',
        help: 'the merge request note of image changes: auto (in a merge request\npipeline with a GitLab token; default), always, never',
        input: 'comment',
    },
    suggest: {
        type: 'string',
        value: '<mode>',
        help: 'suggestions on the lines the merge request adds: auto (default),\nalways, never; at most 20 a run',
        input: 'suggest',
    },
};
const CREDENTIALS = {
    [TOKEN_ENV]: { input: 'token', help: 'Platform API token (e.g. "$(chainctl auth token)")' },
    IMAGE_CHECK_REGISTRY_TOKEN: {
        input: 'registry-token',
        help: 'registry token (e.g. "$(chainctl auth token --audience cgr.dev)"):\nreads tag histories, which every pinned digest and every\nprivate image needs; without a registry credential a pin\nmay be left unjudged (an error naming this variable)',
    },
    IMAGE_CHECK_REGISTRY_USERNAME: {
        input: 'registry-username',
        help: 'or a registry pull token: its username (with the password)',
    },
    IMAGE_CHECK_REGISTRY_PASSWORD: { input: 'registry-password', help: 'and its password' },
    [ID_TOKEN_ENV]: {
        help: "the CI job's OIDC token for --identity (GitLab id_tokens:,\n$CIRCLE_OIDC_TOKEN_V2, buildkite-agent oidc request-token,\n$BITBUCKET_STEP_OIDC_TOKEN; docs/cli.md)",
    },
    [GITHUB_TOKEN_ENV]: {
        input: 'github-token',
        help: 'GitHub token for --dashboard (issues: write on its repository);\nelse GITHUB_TOKEN. GITHUB_API_URL and GITHUB_SERVER_URL for\nGitHub Enterprise Server',
    },
    ...GITHUB_TOKEN_FALLBACK,
};
/** Where an organization run finds GitHub: its token and addresses from the environment only. */
const GITHUB_ENV = {
    IMAGE_CHECK_GITHUB_TOKEN: {
        input: 'github-token',
        help: 'GitHub token that can read the repositories (contents: read);\nGITHUB_TOKEN when unset. Never printed.',
    },
    ...GITHUB_TOKEN_FALLBACK,
    GITHUB_API_URL: { input: 'github-api-url', help: 'GitHub REST API (default https://api.github.com)', address: true },
    GITHUB_SERVER_URL: {
        input: 'github-server-url',
        help: 'where locations link to (default https://github.com)',
        address: true,
    },
};
/** `--dashboard` of an organization run: the owner's issue (no GITHUB_REPOSITORY needed). */
const ORG_DASHBOARD = {
    dashboard: {
        type: 'string',
        value: '<owner/name>',
        help: "keep one issue in that repository current with the owner's findings\n(a public one is refused when a private repository was read)",
        input: 'dashboard',
    },
};
const RESULTS_FILE = {
    'results-file': {
        type: 'string',
        value: '<file>',
        help: "also write the results file (an organization run's: what merge reads)",
        input: 'results-file',
    },
};

;// CONCATENATED MODULE: ./src/cli/checking-commands.ts


// The checking commands: check (a directory, files or references), org (a GitHub owner's
// repositories through the API) and merge (the shards of an org run), from the shared settings.
/** A checking command's arguments: each name and what it stands for. */
const argumentsHelp = (entries) => ['Arguments:', ...rows(22, entries)].join('\n');
/** The end of a checking command's help: its options, its variables, what its exit codes mean. */
const checkingHelp = (variables, notDone) => [
    { options: 'Options:', width: 22 },
    { env: variables, width: 34 },
    `Exit codes: 0 passed, 1 failed by --fail-on, 2 usage or input error (${notDone}).`,
];
const CHECK = defineCommand({
    name: 'check',
    summary: 'check the images of a directory, files or references (see check --help)',
    usage: `Usage: image-check check [<path or glob>...] [--image <ref>...] [options]

Checks container images on a hardened-image registry: end-of-life tags, pinned digests behind
their tag, security advisories. The same checks as the GitHub Action (docs/cli.md).`,
    positionals: { input: 'files', called: 'the paths' },
    options: {
        image: {
            type: 'string',
            multiple: true,
            value: '<ref>',
            help: 'an image reference to check (repeatable)',
            input: 'images',
        },
        ...CHECK_SETTINGS,
        ...MERGE_REQUEST,
        ...REPORT,
        'sarif-location': {
            type: 'string',
            value: '<file>',
            help: 'with --format sarif: the file --image references are reported on (code\nscanning takes no result without a location); default under GitHub\nActions: the workflow file, elsewhere a location named by the image',
        },
    },
    env: { ...CREDENTIALS, ...GITLAB_ENV },
    help: [
        argumentsHelp([
            [
                '<path or glob>',
                "what to scan, relative to the current directory: a directory (its\nDockerfiles/Containerfiles and YAML files), a file, or a glob such as\n'deploy/*.yaml' ('!' first excludes). Default: the current directory,\nunless only --image is given.",
            ],
        ]),
        ...checkingHelp('Credentials (environment only, never flags):', 'the check did not run'),
    ],
});
const GITHUB_VARIABLES = 'Credentials and addresses (environment only, never flags):';
/** The options of `check` that judge images, shared by `org` (which rewrites no file and keeps the owner's dashboard). */
const { update: _update, dashboard: _workspaceDashboard, ...JUDGING } = CHECK_SETTINGS;
const { registry, 'fail-on': failOn, 'max-age': maxAge, 'advisory-url': advisoryUrl, timeout } = CHECK_SETTINGS;
const ORG = defineCommand({
    name: 'org',
    summary: 'check every repository of a GitHub owner through the API, no clone (see org --help)',
    usage: `Usage: image-check org <owner> [<glob>...] [--repo <glob>]... [--shard k/n] [--dashboard owner/name] [--cache-dir <dir>] [options]

Reads the repositories of a GitHub organization or user through GitHub's REST API, each at the
head of its default branch, and checks every image reference in them, each distinct reference
once. Locations name the repository, the commit read, the file and the line.`,
    positionals: { input: 'files', called: 'the globs after the owner' },
    options: {
        repo: {
            type: 'string',
            multiple: true,
            value: '<glob>',
            help: "repositories to read, by name without the owner (repeatable; '!' first\nexcludes). Default: every one neither archived nor a fork",
            input: 'repositories',
        },
        shard: {
            type: 'string',
            value: '<k/n>',
            help: 'read only the k-th of n shards of the repositories (by a hash of each name)',
            input: 'shard',
        },
        'cache-dir': {
            type: 'string',
            value: '<dir>',
            help: "keep GitHub's answers here (by blob SHA and ETag): a re-run reads only what changed",
            input: 'cache-dir',
        },
        ...RESULTS_FILE,
        image: CHECK.options.image,
        ...JUDGING,
        ...ORG_DASHBOARD,
        ...REPORT,
    },
    env: { ...CREDENTIALS, ...GITHUB_ENV },
    help: [
        argumentsHelp([
            ['<owner>', 'the organization or user whose repositories are read'],
            [
                '<glob>',
                "files to scan inside each repository ('!' first excludes). Default: the\nDockerfiles/Containerfiles and YAML files",
            ],
        ]),
        ...checkingHelp(GITHUB_VARIABLES, 'the check did not run'),
    ],
});
const MERGE = defineCommand({
    name: 'merge',
    summary: "report the results files of an org run's shards as one run",
    usage: `Usage: image-check merge <results file>... [--dashboard owner/name] [options]

Reads the results files that the shards of "image-check org --shard k/n" wrote (every shard of
one owner, each once) and reports them as one run: the report, the verdict, the exit code.`,
    positionals: { input: 'merge', called: 'the results files' },
    options: {
        ...RESULTS_FILE,
        registry,
        'fail-on': failOn,
        'max-age': maxAge,
        'advisory-url': advisoryUrl,
        timeout,
        ...ORG_DASHBOARD,
        ...REPORT,
    },
    env: {
        IMAGE_CHECK_GITHUB_TOKEN: {
            input: 'github-token',
            help: 'GitHub token for --dashboard (issues: write on its repository);\nGITHUB_TOKEN when unset. Never printed.',
        },
        ...GITHUB_TOKEN_FALLBACK,
        GITHUB_API_URL: GITHUB_ENV.GITHUB_API_URL,
        GITHUB_SERVER_URL: GITHUB_ENV.GITHUB_SERVER_URL,
    },
    help: checkingHelp(GITHUB_VARIABLES, 'nothing was merged'),
});

;// CONCATENATED MODULE: ./src/cli/identity-plan.ts





/** The Platform API's rule for identity names (spec: Identity.name). */
const IDENTITY_NAME_RULE = /^[a-z0-9 ._-]{1,}$/;
const DEFAULT_ROLE = 'viewer';
function identityNameProblem(name) {
    return IDENTITY_NAME_RULE.test(name)
        ? undefined
        : `"${name}" does not match ${IDENTITY_NAME_RULE.source} (lowercase letters, digits, space, dot, underscore, hyphen)`;
}
/** The --group uid, checked: given, one word, and a root organization group. */
function rootGroupOf(given, fail) {
    const group = given?.trim() ?? '';
    if (!group)
        throw fail('--group is required: the uid of the root organization group');
    if (!src_config/* GROUP_UID_PATTERN */.sz.test(group))
        throw fail(`--group ${JSON.stringify(group)} is not a group uid: it holds whitespace or control characters`);
    if (group.includes('/')) {
        // Placement rule: an identity under a subgroup does not see the registry, so it cannot pull.
        throw fail(`--group "${group}" is a subgroup; an identity under a subgroup cannot pull images. Use the root organization group "${group.split('/')[0]}"`);
    }
    return group;
}
/** Checks the options of `identity create` and fills the defaults; throws UsageError naming the option. */
function planIdentity(input) {
    const fail = (message) => new errors/* UsageError */.eb(message, 'identity create');
    const group = rootGroupOf(input.group, fail);
    const form = ciFormOf(input, fail);
    if (form !== undefined)
        return planOtherCi(group, form, input, fail);
    const { accepts, defaultName, covers, ...claim } = GITHUB_ACTIONS.claim(input, fail);
    const name = input.name?.trim() ?? defaultName ?? '';
    if (!name)
        throw fail('--name is required when --subject or --subject-pattern does not name a repository');
    const problem = identityNameProblem(name);
    if (problem)
        throw fail(`--name ${problem}`);
    const role = input.role?.trim() || DEFAULT_ROLE;
    const description = input.description ?? `${GITHUB_ACTIONS.label}: ${accepts} (created by image-check)`;
    return { ci: GITHUB_ACTIONS.id, group, name, description, ...claim, covers, role };
}
/** The plan of an identity for another CI: its form's claim, name, description and role. */
function planOtherCi(group, form, input, fail) {
    for (const option of ['repo', 'events'])
        if (input[option] !== undefined)
            throw fail(`--${option} is for GitHub Actions; with --${form.option} leave it out`);
    const { accepts, defaultName, ...claim } = ciClaim(form, input, fail);
    const name = input.name?.trim() ?? defaultName;
    const problem = identityNameProblem(name);
    if (problem)
        throw fail(`--name ${problem}`);
    const role = input.role?.trim() || DEFAULT_ROLE;
    const description = input.description ?? `${form.label}: ${accepts} (created by image-check)`;
    return { group, name, description, ...claim, covers: [], role };
}

;// CONCATENATED MODULE: ./src/cli/identity-commands.ts



// The identity commands (create, delete), which talk to the Platform API directly.
/** The options of the commands that talk to the Platform API directly (identity). */
const CONNECTION = {
    'api-url': {
        type: 'string',
        value: '<url>',
        help: `Platform API base URL (default ${DEFAULT_API_URL})`,
        section: 'Common options:',
    },
    token: {
        type: 'string',
        value: '<token>',
        help: `Platform API token; prefer the ${TOKEN_ENV} environment variable, which\nstays out of shell history and process lists. Never printed.`,
        section: 'Common options:',
    },
    json: {
        type: 'boolean',
        help: 'machine-readable output on stdout (errors as JSON on stderr)',
        section: 'Common options:',
    },
    help: { type: 'boolean', short: 'h', help: 'this help', section: 'Common options:' },
};
const COMMON_HELP = { options: 'Common options:', width: 18 };
const IDENTITY_CREATE = defineCommand({
    name: 'identity create',
    summary: "create the identity a repository's CI jobs assume (--identity, identity:)",
    usage: `Usage: image-check identity create --group <root group uid> --repo <owner>/<name> [options]
       image-check identity create --group <uid> --gitlab|--circleci|--buildkite|--bitbucket ...
       image-check identity create --group <uid> --issuer <url> --subject[-pattern] ... [--audience]

Creates an identity that CI runs of one repository or project can assume (GitHub Actions by
default; GitLab CI, CircleCI, Buildkite, Bitbucket Pipelines or any OIDC issuer with the
options below), binds a role to it on the group, and prints its uid and the job lines to paste.`,
    options: {
        group: {
            type: 'string',
            value: '<uid>',
            help: 'root organization group uid (required). An identity under a subgroup\ncannot pull images, so subgroups are refused.',
        },
        repo: {
            type: 'string',
            value: '<owner>/<name>',
            help: "the repository whose workflows assume the identity\n(<owner>@<id>/<name>@<id> for GitHub's immutable subject form, below)",
        },
        events: {
            type: 'string',
            value: '<list>',
            help: `the events the workflow runs on, comma-separated (default\n${DEFAULT_EVENTS.join(',')}); known: ${EVENTS.join(', ')}`,
        },
        branch: {
            type: 'string',
            value: '<name>',
            help: `the branch push, schedule and workflow_dispatch runs are on (default\n${DEFAULT_BRANCH}); schedule runs on the default branch, so name that one`,
        },
        ref: {
            type: 'string',
            value: '<ref>',
            help: 'a full ref instead of --branch, e.g. refs/tags/v1 (alone: push runs only)',
        },
        subject: { type: 'string', value: '<subject>', help: 'the exact subject instead of --repo/--events (see below)' },
        'subject-pattern': {
            type: 'string',
            value: '<re>',
            help: 'a regular expression the subject must match instead (experts); must\nstart with ^ and end with $, e.g.\n^repo:acme/app:(ref:refs/heads/main|pull_request)$',
        },
        issuer: {
            type: 'string',
            value: '<url>',
            help: "any CI's OIDC issuer (the iss claim), with --subject or --subject-pattern",
            section: 'Other CIs:',
        },
        audience: {
            type: 'string',
            value: '<aud>',
            help: 'the aud claim the tokens carry (default: the exchange service host,\nissuer.enforce.dev, which the job then requests its token for)',
            section: 'Other CIs:',
        },
        gitlab: {
            type: 'string',
            value: '<group>/<project>',
            help: 'GitLab CI jobs of this project (subgroups allowed), sub\nproject_path:<path>:ref_type:<type>:ref:<ref>',
            section: 'Other CIs:',
        },
        'gitlab-url': {
            type: 'string',
            value: '<url>',
            help: 'a self-managed GitLab instance (default https://gitlab.com)',
            section: 'Other CIs:',
        },
        'ref-type': {
            type: 'string',
            value: '<type>',
            help: 'with --gitlab: branch (default) or tag; --ref names it (default main)',
            section: 'Other CIs:',
        },
        circleci: {
            type: 'string',
            value: '<org id>/<project id>',
            help: 'CircleCI jobs of this project ($CIRCLE_OIDC_TOKEN_V2; audience: the\norganization id); --branch limits them to one branch',
            section: 'Other CIs:',
        },
        buildkite: {
            type: 'string',
            value: '<org>/<pipeline>',
            help: 'Buildkite jobs of this pipeline (slugs) on --branch (default main)',
            section: 'Other CIs:',
        },
        bitbucket: {
            type: 'string',
            value: '<workspace>/<repo uuid>',
            help: 'Bitbucket Pipelines steps of this repository; needs --audience (Repository\nsettings > OpenID Connect shows it and the UUID)',
            section: 'Other CIs:',
        },
        role: {
            type: 'string',
            value: '<name>',
            help: `role bound on the group (default ${DEFAULT_ROLE}); keep it read-only when\npull_request runs are covered`,
        },
        name: {
            type: 'string',
            value: '<name>',
            help: 'identity name (default github-<owner>-<name>, lowercased); must match\n^[a-z0-9 ._-]{1,}$',
        },
        description: { type: 'string', value: '<text>', help: 'identity description' },
        'dry-run': {
            type: 'boolean',
            help: 'check the options and print what would be created; sends nothing and\nneeds no token',
        },
        ...CONNECTION,
    },
    help: [
        { options: 'Options:', width: 22 },
        { options: 'Other CIs:', width: 22 },
        `Which subject a GitHub Actions workflow presents:
  The identity accepts GitHub OIDC tokens whose subject (the "sub" claim) is its subject, or
  matches its pattern. Runs carry:
      push, schedule, workflow_dispatch   repo:<owner>/<name>:ref:refs/heads/<branch>
      pull_request                        repo:<owner>/<name>:pull_request
  One subject is sent as is; several become one anchored pattern with every literal part
  escaped, so it matches these subjects of this repository and nothing else. Pull requests
  from forks get no OIDC token at all: their runs cannot use any identity.
  Repositories created since mid-2026 present the immutable form by default:
      repo:<owner>@<owner id>/<name>@<repository id>:ref:refs/heads/main
  To tell which one yours uses: run the workflow once with identity: set; if the exchange is
  refused, the step's error quotes the subject the workflow's token carries. For the immutable
  form pass --repo <owner>@<owner id>/<name>@<repository id>; the ids come from:
      gh api repos/<owner>/<name> --jq '[.owner.id, .id]'
  Jobs with an environment present repo:<owner>/<name>:environment:<name>; use --subject.`,
        COMMON_HELP,
    ],
});
const IDENTITY_DELETE = defineCommand({
    name: 'identity delete',
    summary: 'remove such an identity and its role binding',
    usage: `Usage: image-check identity delete <identity uid> [options]

Removes the identity's role bindings (all of them, found by listing role bindings in the
identity's group and its subgroups), then the identity.`,
    options: {
        binding: {
            type: 'string',
            multiple: true,
            value: '<uid>',
            help: 'remove only this role binding before the identity (repeatable); a server that\nstill sees other bindings may refuse the identity delete',
        },
        ...CONNECTION,
    },
    help: [{ options: 'Options:', width: 18 }, COMMON_HELP],
});

;// CONCATENATED MODULE: ./src/cli/commands.ts



// Every command and its options, declared once: parsing, `--help`, "did you mean" and the names
// messages use come from these tables (checking-commands.ts over check-settings.ts,
// identity-commands.ts). A new command is a declaration there, a line here and a handler in main.ts.

/** Every command, in the order the main help lists them. */
const COMMANDS = [CHECK, ORG, MERGE, IDENTITY_CREATE, IDENTITY_DELETE];
const commandRows = (commands) => rows(18, commands.map((c) => [c.name, c.summary]));
const MAIN_HELP = `Usage: image-check <command> [options]

Commands:
${commandRows(COMMANDS).join('\n')}

Run "image-check <command> --help" for the options of a command, "image-check --version" for
the version.

${helpOf({ ...IDENTITY_DELETE, usage: '', help: [{ ...COMMON_HELP, title: 'Options of the identity commands:' }] }).trimStart()}`;
/** The help of `image-check identity`, which is a group of commands. */
const IDENTITY_HELP = `Usage: image-check identity <create|delete> [options]

${commandRows([IDENTITY_CREATE, IDENTITY_DELETE]).join('\n')}
`;

// EXTERNAL MODULE: ./src/dashboard/failure-verdict.ts
var failure_verdict = __webpack_require__(6382);
;// CONCATENATED MODULE: ./src/cli/dashboard.ts





/** Where and as whom the dashboard is kept; every gap is a UsageError before any request. */
function dashboardSettings(config, env, command = 'check') {
    const repo = config.dashboard;
    if (!repo)
        return null;
    const refuse = (fix, detail) => new errors/* UsageError */.eb(`${fix}\n  --dashboard: ${detail}`, command);
    const token = config.githubToken.trim();
    if (!token)
        throw refuse(`Set ${GITHUB_TOKEN_ENV} (or GITHUB_TOKEN) to a GitHub token with issues: write on ${repo}`, 'no GitHub token in the environment');
    const github = githubEnvOf(env);
    const repository = github.repository;
    if (command === 'check' && !src_schemas/* REPOSITORY_PATTERN */.G_.test(repository))
        throw refuse('Set GITHUB_REPOSITORY to the owner/name of the repository these files are from (the dashboard is kept per repository and links its lines)', repository ? `GITHUB_REPOSITORY "${repository}" is not owner/name` : 'GITHUB_REPOSITORY is not set');
    const bad = badAddress(github);
    if (bad) {
        const value = bad === 'GITHUB_API_URL' ? github.apiUrl : github.serverUrl;
        throw refuse(`Set ${bad} to an http(s) URL, or unset it for github.com`, `${bad} "${value}" is not one`);
    }
    return { repo, repository, commit: github.commit, token, apiUrl: github.apiUrl, serverUrl: github.serverUrl };
}
/** Keeps the dashboard; resolves with a line for stderr and the failure (null when kept). Never throws. */
async function keepCliDashboard(settings, report, failOn, signal, runGitHub) {
    const { dashboardFailure, keepRunDashboard, keptLine } = await __webpack_require__.e(/* import() */ 188).then(__webpack_require__.bind(__webpack_require__, 2807));
    const { createGitHub } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 7599));
    // The run's client when it has one (an organization run's); else one for the dashboard alone.
    const github = runGitHub ?? createGitHub({ token: settings.token, baseUrl: settings.apiUrl, signal });
    const place = { repo: settings.repo, serverUrl: settings.serverUrl, github };
    try {
        const at = { repository: settings.repository, commit: settings.commit };
        return { line: keptLine(await keepRunDashboard(place, { ...report, failOn }, at)), failure: null };
    }
    catch (error) {
        const failure = dashboardFailure(error, settings.repo, '--dashboard');
        return { line: `error: ${failure}`, failure };
    }
}
/** The report after keeping the dashboard: said on stderr; one not kept fails the verdict. */
async function reportWithDashboard(settings, report, failOn, signal, err, github) {
    const kept = await keepCliDashboard(settings, report, failOn, signal, github);
    err(`${kept.line}\n`);
    return { ...report, verdict: (0,failure_verdict/* withDashboardFailure */.N)(report, failOn, kept.failure) };
}

// EXTERNAL MODULE: ./src/http/client.ts
var http_client = __webpack_require__(3329);
// EXTERNAL MODULE: ./src/gitlab/client.ts
var gitlab_client = __webpack_require__(696);
;// CONCATENATED MODULE: ./src/cli/merge-request.ts






// `check --comment/--suggest` in a GitLab merge request pipeline: whether to write, from the modes
// and the pipeline's variables (read by the GitLab form, ci/gitlab.ts); below this everything takes data.
/**
 * The merge request to write on, or null when there is none to do: both modes never, or not a
 * merge request pipeline (said on stderr when a mode is `always`). A variable GitLab sets that is
 * malformed is a UsageError before any request.
 */
function mergeRequestSettings(config, env, err) {
    const modes = [config.comment, config.suggest];
    if (modes.every((m) => m === 'never'))
        return null;
    const job = mergeRequestJobOf(env, (detail) => new errors/* UsageError */.eb(`--comment/--suggest: ${detail}`, 'check'));
    if (job === null && modes.includes('always'))
        err('warning: --comment/--suggest always: not a GitLab merge request pipeline (GITLAB_CI and CI_MERGE_REQUEST_IID are not set); nothing written\n');
    return job;
}
/** Keeps the merge request's note and suggestions; each line it logs goes to stderr. Never throws. */
async function keepMergeRequest(settings, run, err) {
    const { reportOnMergeRequest } = await Promise.all(/* import() */[__webpack_require__.e(857), __webpack_require__.e(921)]).then(__webpack_require__.bind(__webpack_require__, 3921));
    const { gitRunner } = await __webpack_require__.e(/* import() */ 674).then(__webpack_require__.bind(__webpack_require__, 2674));
    // One client per run, on the run's deadline; the token is scrubbed from every message from here on.
    const http = new http_client/* HttpClient */.Q({ signal: run.signal, userAgent: `image-check/${version/* VERSION */.x}` });
    const token = secrets/* secrets */.O3.add(settings.token);
    const client = token
        ? new gitlab_client/* GitLabClient */.zZ({ http, apiUrl: settings.apiUrl, token, projectId: settings.projectId })
        : null;
    try {
        await reportOnMergeRequest({
            config: run.config,
            client,
            place: settings.place,
            results: run.results,
            lookups: run.services.lookups,
            ledger: run.ledger,
            verdictLine: run.verdictLine,
            git: gitRunner(run.cwd),
            log: {
                info: (message) => err(`${message}\n`),
                notice: (message) => err(`notice: ${message}\n`),
                warning: (message) => err(`warning: ${message}\n`),
            },
        });
    }
    finally {
        await http.close();
    }
}

;// CONCATENATED MODULE: ./src/cli/render-error.ts

// What to do next, by reason, for the answers a user can fix themselves.
const NEXT_STEP = {
    UNAUTHENTICATED: 'the token was not accepted: get a fresh one (e.g. chainctl auth token) into IMAGE_CHECK_TOKEN',
    PERMISSION_DENIED: "the token's identity lacks the permission: it needs a role that may create identities and role bindings in the group",
    ALREADY_EXISTS: 'an identity of that name exists already: pass another --name, or delete the old one',
};
/** The lines that explain a failure to a person: the message, then every violation on its own line. */
function renderErrorLines(error) {
    if (error instanceof errors/* UsageError */.eb) {
        const help = error.command ? `image-check ${error.command} --help` : 'image-check --help';
        return [`error: ${error.message}`, `(see ${help})`];
    }
    if (!(error instanceof errors/* LookupError */.FN))
        return [`error: ${(0,errors/* messageOf */.bD)(error)}`];
    const status = error.status ? `HTTP ${error.status}, ` : '';
    const lines = [`error: ${error.message}`, `  ${status}${error.reason}${error.request ? ` (${error.request})` : ''}`];
    const details = error instanceof errors/* ApiError */.hD ? error : null;
    for (const v of details?.fieldViolations ?? [])
        lines.push(`  field ${v.field}: ${v.description || '(no description)'}`);
    for (const v of details?.preconditionViolations ?? [])
        lines.push(`  precondition ${v.type}: ${v.description || '(no description)'}`);
    const info = details?.resourceInfo;
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
    if (error instanceof errors/* LookupError */.FN) {
        const details = error instanceof errors/* ApiError */.hD ? error : null;
        return {
            error: {
                status: error.status,
                code: error.code,
                reason: error.reason,
                message: error.message,
                fieldViolations: details?.fieldViolations ?? [],
                preconditionViolations: details?.preconditionViolations ?? [],
                ...(details?.resourceInfo ? { resourceInfo: details.resourceInfo } : {}),
            },
        };
    }
    const reason = error instanceof errors/* UsageError */.eb ? 'USAGE' : 'ERROR';
    return { error: { reason, message: (0,errors/* messageOf */.bD)(error) } };
}
/** Replaces every occurrence of a secret; the last guard before anything is written. */
function redact(text, secrets) {
    let out = text;
    for (const secret of secrets)
        if (secret.length >= 4)
            out = out.split(secret).join('***');
    return out;
}

;// CONCATENATED MODULE: ./src/cli/reporting.ts
// What the checking commands (`check`, `org`, `merge`) share around their run: the formats, the
// credential flags refused, and how the outcome reaches the terminal with its exit code.



/** Exit codes of the checking commands, as docs/cli.md documents them. */
const EXIT = { passed: 0, failed: 1, usage: 2 };
/** The formats that keep stdout for the report: what was not checked is said on stderr. */
const MACHINE_FORMATS = new Set(FORMAT_NAMES.filter((name) => FORMATS[name].machine));
/** `--format`, table by default; another word is a usage error. */
function formatOf(values, spec) {
    const format = (values.format ?? 'table');
    if (!FORMAT_NAMES.includes(format))
        throw new errors/* UsageError */.eb(`--format "${values.format}" is not one of ${FORMAT_NAMES.join(', ')}`, spec.name);
    return format;
}
/** The command's variables that hold a credential (its addresses are no secret). */
const credentialsOf = (spec) => Object.entries(spec.env ?? {}).filter(([, variable]) => !variable.address);
/** A credential given as a flag is refused: it would land in shell history and process lists. */
function refuseCredentialFlags(spec, args) {
    for (const [variable, { input }] of credentialsOf(spec))
        if (input && args.some((arg) => arg === `--${input}` || arg.startsWith(`--${input}=`)))
            throw new errors/* UsageError */.eb(`--${input} is not an option: credentials are read from the environment only (${variable}), never from a flag that lands in shell history`, spec.name);
}
/**
 * Runs a checking command and says its outcome, every credential of its variables redacted:
 * the warnings and, for a report written to a file, the verdict on stderr. Resolves with the
 * exit code (0 passed, 1 failed by --fail-on, 2 usage or input). Never throws.
 */
async function reporting(spec, run, io) {
    // GITHUB_TOKEN is a declared credential of every checking command: never printed either.
    const secrets = credentialsOf(spec)
        .map(([variable]) => variable)
        .map((variable) => io.env[variable]?.trim() ?? '')
        .filter(Boolean);
    const write = (to, text) => to(redact(text, secrets));
    try {
        const outcome = await run();
        if ('help' in outcome) {
            write(io.out, outcome.help);
            return EXIT.passed;
        }
        for (const line of outcome.warnings)
            write(io.err, `${line}\n`);
        // The report went to a file; the verdict still belongs in the log.
        if (outcome.file)
            write(io.err, `Wrote the ${outcome.format} report to ${outcome.file}\n${outcome.verdict.line}\n`);
        else
            write(io.out, outcome.text);
        return outcome.verdict.failed ? EXIT.failed : EXIT.passed;
    }
    catch (error) {
        write(io.err, `${renderErrorLines(error).join('\n')}\n`);
        // Anything but a verdict means the command did not run to its end: not "findings", so not 1.
        return EXIT.usage;
    }
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
;// CONCATENATED MODULE: ./src/cli/output-file.ts
// `-o <file>`: checked and its directories made before the check runs, so a path that cannot
// take the report fails in one sentence at once, not after minutes of look-ups. Directories are
// made one level at a time: Node's recursive mkdir loops forever on some special filesystems
// (a path under /proc).




const codeOf = (error) => error?.code ?? String(error);
const refuse = (given, why) => new errors/* UsageError */.eb(`-o ${given}: ${why}; name a file in a directory you can write to`, 'check');
/** Makes the directories of `given` (relative to cwd) and proves the file can be written; its absolute path. */
async function prepareOutputFile(given, cwd) {
    const file = (0,external_node_path_.resolve)(cwd, given);
    const existing = await (0,promises_.stat)(file).catch(() => null);
    if (existing?.isDirectory())
        throw refuse(given, 'is a directory, not a file');
    const missing = [];
    for (let dir = (0,external_node_path_.dirname)(file);; dir = (0,external_node_path_.dirname)(dir)) {
        const found = await (0,promises_.stat)(dir).catch((error) => {
            if (codeOf(error) === 'ENOENT')
                return null;
            throw refuse(given, `cannot reach ${dir} (${codeOf(error)})`);
        });
        if (found && !found.isDirectory())
            throw refuse(given, `${dir} is not a directory`);
        if (found || (0,external_node_path_.dirname)(dir) === dir)
            break;
        missing.unshift(dir);
    }
    for (const dir of missing)
        await (0,promises_.mkdir)(dir).catch((error) => {
            if (codeOf(error) !== 'EEXIST')
                throw refuse(given, `cannot create the directory ${dir} (${codeOf(error)})`);
        });
    try {
        await (0,promises_.access)((0,external_node_path_.dirname)(file), external_node_fs_.constants.W_OK);
        // Opened for appending, so an existing report is not emptied before the new one is ready.
        const handle = await (0,promises_.open)(file, 'a');
        await handle.close();
        if (!existing)
            await (0,promises_.unlink)(file).catch(() => undefined);
    }
    catch (error) {
        throw refuse(given, `cannot be written (${codeOf(error)})`);
    }
    return file;
}
/** Writes the report; a failure is one sentence naming the path. */
async function writeOutputFile(file, given, text) {
    try {
        await (0,promises_.writeFile)(file, text);
    }
    catch (error) {
        throw refuse(given, `cannot be written (${codeOf(error)})`);
    }
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
                throw new errors/* UsageError */.eb(`"${arg}" is outside the current directory; run image-check from a directory that contains what it should scan`, 'check');
            }
            path = inside === '' ? '.' : inside;
        }
        path = path.split(external_node_path_.sep).join('/');
        if (path.split('/').includes('..')) {
            throw new errors/* UsageError */.eb(`"${arg}" climbs out of the current directory; run image-check from a directory that contains what it should scan`, 'check');
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

;// CONCATENATED MODULE: ./src/cli/words.ts

/**
 * How the command line names each action input it sets: its option, its variable or its
 * arguments. With `given` (the options parsed), an option also read from a variable is named by
 * the variable when the option was not given: the value came from there.
 */
function namesOf(spec, given) {
    const names = new Map();
    for (const [name, option] of Object.entries(spec.options))
        if (option.input)
            names.set(option.input, option.env?.[0] && given && given[name] === undefined ? option.env[0] : `--${name}`);
    // The first of an input's variables names it: the one its help asks for.
    for (const [variable, env] of Object.entries(spec.env ?? {}))
        if (env.input && !names.has(env.input))
            names.set(env.input, variable);
    if (spec.positionals)
        names.set(spec.positionals.input, spec.positionals.called);
    return (input) => names.get(input) ?? `--${input}`;
}
const nameOf = namesOf(CHECK);
const quoted = (parts) => parts.map((p) => `"${p}"`).join(', ');
/**
 * The CLI's words, from the declaration of `check`. `argumentOf` names the argument a glob was
 * made from (a directory stands for a glob of the scanned kinds), so a message names what the user typed.
 */
function cliWords(argumentOf = () => undefined) {
    return {
        name: (setting) => nameOf(setting),
        the: (setting) => nameOf(setting),
        registryCredential: `${nameOf('registry-token')} (or ${nameOf('registry-username')} and _PASSWORD)`,
        nothingToCheck: `Name what to check: paths of Dockerfiles, compose, Kubernetes or workflow files, or ${nameOf('images')} references (nothing was given)`,
        commaList: (glob, parts) => `Pass ${quoted(parts)} as arguments of their own: "${glob}" matched no file`,
        registryHost: `the ${nameOf('registry')} host`,
        noMatch: (glob) => {
            const argument = argumentOf(glob);
            return argument === undefined
                ? `Name files that exist: "${glob}" matched no file under the current directory`
                : `Name the files to check, or use ${nameOf('images')}: ${argument === '.' ? 'the current directory' : `"${argument}"`} holds no Dockerfile, Containerfile or YAML file`;
        },
    };
}

;// CONCATENATED MODULE: ./src/cli/check.ts























/** `image-check check`: resolves with the exit code (0 passed, 1 failed by --fail-on, 2 usage or input). Never throws. */
const runCheck = (args, io) => reporting(CHECK, () => check(args, io), io);
async function check(args, io) {
    refuseCredentialFlags(CHECK, args);
    const { values, positionals } = parseCommand(CHECK, args);
    if (values.help)
        return { help: helpOf(CHECK) };
    const format = formatOf(values, CHECK);
    const sarifLocation = sarifLocationOf(values['sarif-location'], io.env);
    const cwd = io.cwd ?? process.cwd();
    const scan = await globsForArguments(positionals, cwd);
    // With only --image, no files are scanned (as the action without `files`).
    const globs = positionals.length === 0 && (values.image?.length ?? 0) > 0 ? [] : scan.globs;
    const inputs = inputsOf(CHECK, values, io.env);
    inputs.files = globs.join('\n');
    // Paths name the files; the policy file's `files` applies only when none is given.
    if (positionals.length === 0 && (values.image?.length ?? 0) === 0)
        inputs.files = '';
    // Messages built by the engine name options and variables, not the action's inputs.
    const words = cliWords((glob) => scan.from.get(glob));
    const { config, ledger } = await asUsageAsync(() => readConfigWithPolicy((name) => inputs[name] ?? '', cwd, words), CHECK, values);
    if (config.files.length === 0 && inputs.files === '' && (values.image?.length ?? 0) === 0)
        config.files = scan.globs;
    requireCredentials(config, io.env);
    const dashboard = dashboardSettings(config, io.env);
    const mergeRequest = mergeRequestSettings(config, io.env, io.err);
    // A path that cannot take the report is refused before any look-up.
    const file = values.output ? await prepareOutputFile(values.output, cwd) : null;
    const progress = startProgress(io);
    // Look-ups stop at the deadline; what is unfinished becomes an error result, and the report is still written.
    const deadlines = (0,deadline/* startDeadlines */.Sw)(config.timeoutMs, config.timeout);
    const auth = { ...cliAuth(io.env), signal: deadlines.lookups, words, workspace: cwd };
    const services = (0,check_services.openServices)(config, auth);
    progress.watch(() => services.http.stats.requests);
    const now = new Date();
    const runCheck = () => asUsageAsync(() => checkImages({ config, workspace: cwd, now, ledger }, { ...auth, services })).then(run_report/* workspaceReport */.WQ);
    let report;
    try {
        report = await runCheck();
        // --update: rewrite the scanned files, say old -> new on stderr, then judge the files as
        // rewritten (the same services: histories already read are not fetched again).
        const update = await runUpdate(config.update, report.results, cwd, words);
        const said = describeUpdate(update);
        if (said.changed)
            io.err(`${said.changed}\n`);
        // A pin left alone is not a clean pass: a warning, with why (the credential to set).
        if (said.leftAlone)
            io.err(`warning: ${said.leftAlone}\n`);
        if (update.applied.length > 0)
            report = await runCheck();
        if (dashboard)
            report = await reportWithDashboard(dashboard, report, config.failOn, deadlines.run, io.err);
        // The note and suggestions never change the verdict: a refusal is a notice on stderr.
        if (mergeRequest) {
            const { results, verdict } = report;
            const run = { config, results, ledger, services, verdictLine: verdict.line, cwd, signal: deadlines.run };
            await keepMergeRequest(mergeRequest, run, io.err);
        }
    }
    finally {
        deadlines.clear();
        progress.stop();
        await services.http.close();
    }
    // A directory argument stands for a glob of the scanned kinds: name the directory, not the glob.
    report = { ...report, unmatchedGlobs: report.unmatchedGlobs.map((g) => scan.from.get(g) ?? g) };
    const warnings = [
        ...(format === 'sarif' && (values.image?.length ?? 0) > 0 && sarifLocation === undefined ? [IMAGE_PLACED] : []),
        ...report.expired.map((entry) => `warning: ${report.policyFile}:${entry.line}: the ignore entry for ${entry.ref} (${entry.kind}) expired on ${entry.until} and no longer ignores anything`),
        ...(MACHINE_FORMATS.has(format) ? skippedLines(report) : []),
    ];
    const color = format === 'table' && !values.output && io.outIsTTY === true && !io.env.NO_COLOR;
    const columns = columnsOf(io);
    const text = render(format, report, config, { color, env: io.env, columns, sarifLocation });
    if (file && values.output)
        await writeOutputFile(file, values.output, text);
    return { text, format, file: file ? (values.output ?? null) : null, verdict: report.verdict, warnings };
}
/** One report in one format (report/formats.ts, the list the action's file outputs use too). */
function render(format, report, config, options) {
    return renderFormat(format, report, {
        now: options.now ?? new Date(),
        failOn: config.failOn,
        maxAge: config.maxAge,
        advisoryUrl: config.advisoryUrl,
        serverUrl: options.serverUrl,
        sarifLocation: options.sarifLocation,
        // GitLab names the pipeline's configuration file; --image references are reported there.
        pipelineFile: pipelineFileOf(options.env),
        color: options.color,
        columns: options.columns,
    });
}
/** Said once when --image results are placed on their image: code scanning takes them, with no file to show. */
const IMAGE_PLACED = 'note: --format sarif: each --image result is placed on a location named by its image (as image scanners do); add --sarif-location <file> to place them on a file of the repository instead';
/**
 * The file SARIF places --image findings on: --sarif-location, else under GitHub Actions the
 * workflow file (as the action does), else none (each on its image: report/sarif.ts). Refused
 * before any look-up when it is not a path inside the scanned directory.
 */
function sarifLocationOf(given, env) {
    if (given !== undefined) {
        const file = given.replace(/\\/g, '/').replace(/^\.\//, '');
        if (file === '' || (0,external_node_path_.isAbsolute)(file) || file.split('/').includes('..'))
            throw new errors/* UsageError */.eb(`--sarif-location "${given}" must name a file inside the scanned directory, relative to it (e.g. .github/workflows/ci.yml)`, 'check');
        return file;
    }
    return runningWorkflowFile(env);
}
/** The references found but not checked, one warning line each (another registry's are expected: not listed). */
function skippedLines(report) {
    return report.skipped.filter((s) => s.kind !== 'other-registry').map((s) => `warning: ${(0,format/* skippedMessage */.aR)(s)}`);
}
const check_DEFAULT_COLUMNS = 80;
/** The table's width: COLUMNS as the shell sets it, else the terminal's, else 80. */
function columnsOf(io) {
    const fromEnv = Number(io.env.COLUMNS);
    if (Number.isInteger(fromEnv) && fromEnv > 0)
        return fromEnv;
    return io.columns && io.columns > 0 ? io.columns : check_DEFAULT_COLUMNS;
}
/**
 * Keyless credentials: the token exchange needs the CI's OIDC token, from IMAGE_CHECK_ID_TOKEN
 * or GitHub Actions' runner (a job with `permissions: id-token: write`). Without either, say
 * which line the job needs before any request rather than fail on the missing runner variables.
 */
function requireCredentials(config, env) {
    const exchange = config.identity !== '' && (config.token === '' || (config.registryToken === '' && config.registryUsername === ''));
    const handed = (env[ID_TOKEN_ENV]?.trim() ?? '') !== '';
    if (exchange && !handed && !(env.ACTIONS_ID_TOKEN_REQUEST_URL && env.ACTIONS_ID_TOKEN_REQUEST_TOKEN))
        throw new errors/* UsageError */.eb(missingIdTokenMessage(env, new URL(config.issuerUrl).host), 'check');
    if (config.identity === '' && config.token === '') {
        throw new errors/* UsageError */.eb(`no Platform API token: set ${TOKEN_ENV} (e.g. export ${TOKEN_ENV}="$(chainctl auth token)"), or --identity with the CI's OIDC token (docs/cli.md)`, 'check');
    }
}
/** The CLI prints no secret, so there is nothing to register; the OIDC token is the job's, else the runner's. */
function cliAuth(env) {
    const token = env[ID_TOKEN_ENV]?.trim() ?? '';
    return { mask: () => undefined, env, ...(token ? { idToken: { token, source: ID_TOKEN_ENV } } : {}) };
}
/**
 * An InputError names an action input; on the command line it is the option or variable that set
 * it (`given`, the options parsed: an option not given was read from its variable).
 */
function toUsage(error, spec = CHECK, given) {
    if (error instanceof read/* LedgerError */.oy)
        return new errors/* UsageError */.eb(`policy file ${error.message}`, spec.name);
    if (!(error instanceof src_config/* InputError */.dz))
        return error;
    const source = namesOf(spec, given)(error.input);
    // The fix leads, on a line of its own; what was seen follows.
    if (error.fix)
        return new errors/* UsageError */.eb(`${error.fix}\n  ${source}: ${error.detail}`, spec.name);
    return new errors/* UsageError */.eb(`${source}: ${error.detail}`, spec.name);
}
async function asUsageAsync(fn, spec = CHECK, given) {
    try {
        return await fn();
    }
    catch (error) {
        throw toUsage(error, spec, given);
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

// EXTERNAL MODULE: ./node_modules/tinyglobby/dist/index.mjs + 1 modules
var dist = __webpack_require__(3382);
// EXTERNAL MODULE: ./src/fs/read-inside.ts
var read_inside = __webpack_require__(1552);
// EXTERNAL MODULE: ./src/refs/globs.ts
var refs_globs = __webpack_require__(7905);
;// CONCATENATED MODULE: ./src/org/tree-sha.ts
// Whether a recursive tree listing is the tree its SHA names: git's tree object of every level
// rebuilt from the entries under its path (a recursive listing flattens subtrees) and hashed, each
// subtree against the SHA its parent names, the root against the SHA asked for. A listing with an
// entry left out, added, retyped or pointed at another object does not hold. Sizes are not part of
// a tree object: nothing here vouches for them.

/** The object type a mode (as written in the tree object, no leading zero) names, or null for a mode git does not write. */
function typeOfMode(mode) {
    if (mode === '40000')
        return 'tree';
    if (mode === '160000')
        return 'commit';
    // Regular files (644, 755 and the group-writable 664 of old repositories) and symbolic links.
    return /^100[0-7]{3}$/.test(mode) || mode === '120000' ? 'blob' : null;
}
/** The children of every tree in the listing, by the tree's path ('' the root); null when an entry has no tree to sit in. */
function childrenOf(entries, shaLength) {
    const children = new Map([['', []]]);
    for (const e of entries)
        if (e.type === 'tree')
            children.set(e.path, []);
    const seen = new Set();
    for (const e of entries) {
        // GitHub writes a tree's mode as 040000; the object holds 40000.
        const mode = e.mode.replace(/^0+/, '');
        const cut = e.path.lastIndexOf('/');
        const name = e.path.slice(cut + 1);
        // A leading '/' would sit in the root under another path than the one the scan reads.
        const siblings = cut === 0 ? undefined : children.get(cut < 0 ? '' : e.path.slice(0, cut));
        if (typeOfMode(mode) !== e.type || e.sha.length !== shaLength || seen.has(e.path))
            return null;
        if (!siblings || name === '' || name.includes('\0'))
            return null;
        seen.add(e.path);
        siblings.push({ mode, name, sha: e.sha, tree: e.type === 'tree' });
    }
    return children;
}
// Git orders a tree's entries by their names' bytes, a subtree's name read with a trailing '/'.
const sortKey = (c) => Buffer.from(c.tree ? `${c.name}/` : c.name, 'utf8');
/** Git's id of the tree object holding `children`. */
function treeObjectSha(children, algorithm) {
    const sorted = [...children].sort((a, b) => Buffer.compare(sortKey(a), sortKey(b)));
    const body = Buffer.concat(sorted.flatMap((c) => [Buffer.from(`${c.mode} ${c.name}\0`, 'utf8'), Buffer.from(c.sha, 'hex')]));
    return (0,external_node_crypto_.createHash)(algorithm).update(`tree ${body.length}\0`).update(body).digest('hex');
}
/** Whether the recursive listing `entries` is, level by level, the tree `rootSha` names. A truncated listing never is. */
function treeHolds(rootSha, listing) {
    if (listing.truncated || !/^([0-9a-f]{40}|[0-9a-f]{64})$/.test(rootSha))
        return false;
    const children = childrenOf(listing.tree, rootSha.length);
    if (!children)
        return false;
    const algorithm = rootSha.length === 64 ? 'sha256' : 'sha1';
    const shaOf = new Map([
        ['', rootSha],
        ...listing.tree.filter((e) => e.type === 'tree').map((e) => [e.path, e.sha]),
    ]);
    return [...children].every(([path, list]) => treeObjectSha(list, algorithm) === shaOf.get(path));
}

;// CONCATENATED MODULE: ./src/github/answer-cache.ts
// What a store of GitHub's answers holds (org/cache.ts keeps one under cache-dir): file contents
// and trees by their SHA, other answers by URL with their ETag; the tree as the scan reads it, and
// git's blob id a kept file is checked against.


/** A tree entry as the scan uses it. */
const treeEntrySchema = schemas/* object */.Ikc({
    path: schemas/* string */.YjP(),
    mode: schemas/* string */.YjP(),
    type: schemas/* string */.YjP(),
    sha: schemas/* string */.YjP().regex(/^[0-9a-f]{40,64}$/),
    size: schemas/* number */.aig().int().nonnegative().optional(),
});
const treeSchema = schemas/* object */.Ikc({ tree: schemas/* array */.YOg(treeEntrySchema), truncated: schemas/* boolean */.zMY() });
/** Git's blob id: sha-1 of `blob <size>\0<content>` (what the tree names a file by). */
function gitBlobSha(bytes) {
    return (0,external_node_crypto_.createHash)('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}
/** No cache: nothing kept, nothing found. */
const NO_CACHE = {
    blob: () => Promise.resolve(null),
    putBlob: () => Promise.resolve(),
    tree: () => Promise.resolve(null),
    putTree: () => Promise.resolve(),
    answer: () => Promise.resolve(null),
    putAnswer: () => Promise.resolve(),
};

;// CONCATENATED MODULE: ./src/org/cache.ts
// The `cache-dir`: what GitHub answered, kept for the next run. File contents and trees are kept
// by their SHA (what a SHA names never changes), other answers by URL with their ETag (sent back
// as If-None-Match: a 304 costs no rate limit). Entries are data like any answer: each is read
// through zod, a blob must hash to its SHA, a tree must rebuild to its SHA level by level
// (tree-sha.ts; its sizes, which no SHA covers, are dropped), and an entry that does not hold is
// ignored (read again from GitHub), never trusted. Only answers are kept: never a header, never
// the token. What the ETag answers (listings, branch heads) can be trusted for: docs/security.md.







const VERSION = 1;
const blobEntry = schemas/* object */.Ikc({ v: schemas/* literal */.euz(VERSION), sha: schemas/* string */.YjP(), base64: schemas/* string */.YjP() });
const treeEntry = schemas/* object */.Ikc({ v: schemas/* literal */.euz(VERSION), sha: schemas/* string */.YjP(), tree: treeSchema });
const answerEntry = schemas/* object */.Ikc({ v: schemas/* literal */.euz(VERSION), url: schemas/* string */.YjP(), etag: schemas/* string */.YjP().min(1), body: schemas/* unknown */.L5J() });
/** A cache entry is never bigger than what a scan reads (blobs are bounded before they are fetched). */
const MAX_ENTRY_BYTES = 64 * 1024 * 1024;
const SHA = /^[0-9a-f]{40,64}$/;
const urlKey = (url) => (0,external_node_crypto_.createHash)('sha256').update(url).digest('hex');
/** The cache in `dir` (absolute; created when missing). Reads and writes stay inside it. */
async function openCache(dir) {
    await (0,promises_.mkdir)(dir, { recursive: true });
    const read = async (file, schema) => {
        const got = await (0,read_inside/* readInside */.x)(dir, file, MAX_ENTRY_BYTES);
        if (!got.ok)
            return null;
        try {
            const parsed = schema.safeParse(JSON.parse(got.text));
            return parsed.success ? parsed.data : null;
        }
        catch {
            return null;
        }
    };
    // A write that fails (a full disk, a link planted in the directory) costs the next run a read, nothing more.
    const write = (file, value) => (0,write_inside/* writeInside */.M)([dir], file, JSON.stringify(value)).then(() => undefined, () => undefined);
    return {
        async blob(sha) {
            if (!SHA.test(sha))
                return null;
            const entry = await read(`blobs/${sha.slice(0, 2)}/${sha}.json`, blobEntry);
            if (!entry || entry.sha !== sha)
                return null;
            const bytes = Buffer.from(entry.base64, 'base64');
            return gitBlobSha(bytes) === sha ? bytes : null;
        },
        putBlob: (sha, bytes) => SHA.test(sha)
            ? write(`blobs/${sha.slice(0, 2)}/${sha}.json`, { v: VERSION, sha, base64: bytes.toString('base64') })
            : Promise.resolve(),
        async tree(sha) {
            if (!SHA.test(sha))
                return null;
            const entry = await read(`trees/${sha.slice(0, 2)}/${sha}.json`, treeEntry);
            if (!entry || entry.sha !== sha || !treeHolds(sha, entry.tree))
                return null;
            // A size is not part of the tree object: a planted one could pass a file over as too big.
            return { truncated: false, tree: entry.tree.tree.map(({ size: _size, ...named }) => named) };
        },
        // A truncated listing cannot be checked against its SHA, so it is never kept.
        putTree: (sha, tree) => SHA.test(sha) && !tree.truncated
            ? write(`trees/${sha.slice(0, 2)}/${sha}.json`, { v: VERSION, sha, tree })
            : Promise.resolve(),
        async answer(url) {
            const entry = await read(`answers/${urlKey(url)}.json`, answerEntry);
            return entry && entry.url === url ? { etag: entry.etag, body: entry.body } : null;
        },
        putAnswer: (url, etag, body) => write(`answers/${urlKey(url)}.json`, { v: VERSION, url, etag, body }),
    };
}

;// CONCATENATED MODULE: ./src/org/shard-item.ts
// A result as an organization shard writes it: the `results` item every other results format
// writes (report/result-item.ts), plus `forMerge`, what the item does not show and a merge's report
// needs (the accepted finding kinds, the end-of-life countdown, the ids the severity gate reads,
// why a move could not be searched, which fields the run never looked up). Read back, the two
// give the result again exactly (test/unit/org/shard-item.test.ts holds every field to that).


/** Fields the item writes as null whether the run found nothing or never looked: which one it was. */
const NULL_WHEN_UNSET = [
    'suggestion',
    'ignored',
    'vulnerabilities',
    'fixedByUpdate',
    'policies',
    'signature',
    'changes',
];
const forMergeSchema = schemas/* object */.Ikc({
    /** Of NULL_WHEN_UNSET, the fields this result never set. */
    unset: schemas/* array */.YOg(schemas/* enum */.k5n(NULL_WHEN_UNSET)),
    /** `ignored.kinds`: the finding kinds the ignore entry accepts. */
    ignoredKinds: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
    /** `endOfLife`: null when the platform gave no dates, else what the item leaves out of them. */
    endOfLife: schemas/* object */.Ikc({ supportEnded: schemas/* boolean */.zMY().optional(), daysLeft: schemas/* number */.aig().int().nullable(), warn: schemas/* boolean */.zMY() })
        .nullable()
        .optional(),
    vulnerabilityIds: schemas/* array */.YOg(vulnerabilityRefSchema).nullable().optional(),
    nextTagError: schemas/* string */.YjP().optional(),
    policyMoveError: schemas/* string */.YjP().optional(),
});
const shardItemSchema = resultItemSchema.extend({ forMerge: forMergeSchema });
/** A result as a shard's file holds it. */
function shardItem(r) {
    const eol = r.endOfLife;
    return {
        ...resultItem(r),
        forMerge: {
            unset: NULL_WHEN_UNSET.filter((field) => r[field] === undefined),
            ...(r.ignored ? { ignoredKinds: r.ignored.kinds } : {}),
            ...(eol !== undefined
                ? {
                    endOfLife: eol && {
                        ...(eol.supportEnded !== undefined ? { supportEnded: eol.supportEnded } : {}),
                        daysLeft: eol.daysLeft,
                        warn: eol.warn,
                    },
                }
                : {}),
            ...(r.vulnerabilityIds !== undefined ? { vulnerabilityIds: r.vulnerabilityIds } : {}),
            ...(r.nextTagPullable?.error !== undefined ? { nextTagError: r.nextTagPullable.error } : {}),
            ...(r.policyMove?.error !== undefined ? { policyMoveError: r.policyMove.error } : {}),
        },
    };
}
/** The result a shard wrote, again: the item's fields, then what `forMerge` kept. */
function resultOfShardItem(written) {
    // endingSoon is derived from endOfLife: the reports compute it again.
    const { forMerge, endingSoon, suggestion, ignored, vulnerabilities, fixedByUpdate, policies, signature, ...item } = written;
    void endingSoon;
    const { nextTagPullable, policyMove, signatureMove, endOfLife, changes, changesGap, ...plain } = item;
    const r = { ...plain };
    // A field the run never set comes back unset, not as the item's null.
    const unset = new Set(forMerge.unset);
    if (!unset.has('suggestion'))
        r.suggestion = suggestion;
    if (!unset.has('ignored'))
        r.ignored = ignored && { ...ignored, kinds: forMerge.ignoredKinds ?? [] };
    if (!unset.has('vulnerabilities'))
        r.vulnerabilities = vulnerabilities;
    if (!unset.has('fixedByUpdate'))
        r.fixedByUpdate = fixedByUpdate;
    if (!unset.has('policies'))
        r.policies = policies;
    if (!unset.has('signature'))
        r.signature = signature;
    if (!unset.has('changes'))
        r.changes = changes;
    if (changesGap)
        r.changesGap = changesGap;
    if (forMerge.vulnerabilityIds !== undefined)
        r.vulnerabilityIds = forMerge.vulnerabilityIds;
    if (forMerge.endOfLife !== undefined)
        r.endOfLife = forMerge.endOfLife && endOfLife ? { ...endOfLife, ...forMerge.endOfLife } : null;
    if (nextTagPullable) {
        r.nextTagPullable = { ...nextTagPullable };
        if (forMerge.nextTagError !== undefined)
            r.nextTagPullable.error = forMerge.nextTagError;
    }
    if (policyMove) {
        r.policyMove = { tag: policyMove.tag, blockedBy: policyMove.blockedBy };
        if (policyMove.to)
            r.policyMove.to = policyMove.to;
        if (forMerge.policyMoveError !== undefined)
            r.policyMove.error = forMerge.policyMoveError;
    }
    if (signatureMove) {
        r.signatureMove = { tag: signatureMove.tag, passedOver: signatureMove.passedOver };
        if (signatureMove.to)
            r.signatureMove.to = signatureMove.to;
        if (signatureMove.none !== null)
            r.signatureMove.none = signatureMove.none;
    }
    return r;
}

;// CONCATENATED MODULE: ./src/org/envelope.ts
// The results file of an organization run: the results as `results` items, and what a merge needs
// besides them (each item's `forMerge`; the owner, the shard, the repositories read with their
// commit and visibility, those not read with why, the file problems and skipped references).
// Written by a shard, read back by `merge` through zod: a file is data from an artifact, never
// trusted as it is.



const ENVELOPE_KIND = 'image-check/organization-results';
/** Raised when the envelope's meaning changes: a merge refuses files of another version. */
const ENVELOPE_VERSION = 2;
const envelope_text = schemas/* string */.YjP();
const repositoryName = schemas/* string */.YjP().regex(/^[^/\s]+\/[^/\s]+$/);
const envelopeSchema = schemas/* object */.Ikc({
    kind: schemas/* literal */.euz(ENVELOPE_KIND),
    version: schemas/* literal */.euz(ENVELOPE_VERSION),
    owner: schemas/* string */.YjP().min(1),
    shard: schemas/* object */.Ikc({ index: schemas/* number */.aig().int().min(1), count: schemas/* number */.aig().int().min(1).max(256) }),
    read: schemas/* array */.YOg(schemas/* object */.Ikc({ repository: repositoryName, commit: envelope_text, private: schemas/* boolean */.zMY() })),
    unread: schemas/* array */.YOg(schemas/* object */.Ikc({ repository: repositoryName, reason: envelope_text, private: schemas/* boolean */.zMY().nullable() })),
    unmatchedGlobs: schemas/* array */.YOg(envelope_text),
    problems: schemas/* array */.YOg(schemas/* object */.Ikc({
        file: envelope_text,
        message: envelope_text,
        line: schemas/* number */.aig().int().optional(),
        level: schemas/* enum */.k5n(['error', 'warning']).optional(),
        repository: envelope_text.optional(),
        commit: envelope_text.optional(),
    })),
    skipped: schemas/* array */.YOg(schemas/* object */.Ikc({
        ref: envelope_text,
        kind: schemas/* enum */.k5n(['other-registry', 'unresolved', 'invalid', 'not-an-image']),
        reason: envelope_text,
        location: locationSchema.optional(),
    })),
    results: schemas/* array */.YOg(shardItemSchema),
});
// A field the envelope, a problem or a skipped reference gains and its schema lacks fails to compile.
const readsEveryField = [true, true, true, true];
void readsEveryField;
/** The envelope's text: the envelope's fields, then the results one per line (thousands stay readable). */
function* envelopeChunks(envelope) {
    const { results, ...head } = envelope;
    const fields = JSON.stringify(head, null, 2);
    yield `${fields.slice(0, -2)},\n  "results": [`;
    for (let i = 0; i < results.length; i++)
        yield `${i === 0 ? '\n' : ',\n'}    ${JSON.stringify(results[i])}`;
    yield `${results.length > 0 ? '\n  ' : ''}]\n}\n`;
}

// EXTERNAL MODULE: ./src/github/client.ts
var client = __webpack_require__(6584);
// EXTERNAL MODULE: ./src/github/session.ts
var session = __webpack_require__(7599);
;// CONCATENATED MODULE: ./src/github/etag-cache.ts
// The cache-dir's answers by URL (org/cache.ts's AnswerCache) as an Octokit hook: a call that asks for it
// (`request: { keptAs: schema }`, chosen by `mine`) sends the kept ETag as If-None-Match, and a
// 304 (which costs no rate limit) is answered from the kept copy, Link header included, so
// `octokit.paginate` walks kept pages as it walks fresh ones. A kept copy is used only when it
// holds to the call's schema; otherwise the call asks for the whole answer, which replaces it.


const keptSchema = (schema) => schemas/* object */.Ikc({ data: schema, link: schemas/* string */.YjP().nullable() });
/** Registers the hook on `octokit` for the calls `mine` picks (it gives their schema); `onNotModified` counts 304s. */
function cacheByEtag(octokit, cache, mine, onNotModified) {
    octokit.hook.wrap('request', async (request, options) => {
        const schema = options.method === 'GET' ? mine(options.request) : null;
        if (!schema)
            return request(options);
        const url = octokit.request.endpoint(options).url;
        const cached = await cache.answer(url);
        const held = cached ? keptSchema(schema).safeParse(cached.body) : null;
        if (cached && held?.success)
            options.headers['if-none-match'] = cached.etag;
        try {
            const response = await request(options);
            const answer = schema.safeParse(response.data);
            const etag = response.headers.etag;
            if (answer.success && typeof etag === 'string' && etag !== '')
                await cache.putAnswer(url, etag, { data: answer.data, link: response.headers.link ?? null });
            return response;
        }
        catch (error) {
            if ((0,session/* httpStatus */.nG)(error) !== 304 || !held?.success)
                throw error;
            onNotModified();
            const link = held.data.link ?? undefined;
            return { status: 200, url, headers: link ? { link } : {}, data: held.data.data };
        }
    });
}

// EXTERNAL MODULE: ./src/github/rate-stop.ts
var rate_stop = __webpack_require__(86);
;// CONCATENATED MODULE: ./src/github/org-reads.ts
// The GitHub REST operations an organization scan uses, and only these: the owner's repositories
// (octokit.paginate), a branch's head, a tree, a blob, over the run's client. Every answer through
// zod; ETags sent back from the cache (etag-cache.ts: a 304 costs no rate limit); trees and blobs,
// which their SHA names for good, taken from the cache without a request. A rate limit that cannot be waited out before the deadline stops every
// later call (RateLimited): the scan ends with what it read. Each blob SHA is read once a run,
// whatever number of repositories hold it.







const repoSchema = schemas/* object */.Ikc({
    name: schemas/* string */.YjP().min(1),
    full_name: schemas/* string */.YjP().min(3),
    private: schemas/* boolean */.zMY(),
    visibility: schemas/* string */.YjP().optional(),
    archived: schemas/* boolean */.zMY().optional(),
    fork: schemas/* boolean */.zMY(),
    default_branch: schemas/* string */.YjP().min(1).optional(),
    size: schemas/* number */.aig().int().nonnegative().optional(),
});
const branchSchema = schemas/* object */.Ikc({
    commit: schemas/* object */.Ikc({
        sha: schemas/* string */.YjP().regex(/^[0-9a-f]{40,64}$/),
        commit: schemas/* object */.Ikc({ tree: schemas/* object */.Ikc({ sha: schemas/* string */.YjP() }) }),
    }),
});
const blobSchema = schemas/* object */.Ikc({ content: schemas/* string */.YjP(), encoding: schemas/* string */.YjP() });
/**
 * Which waiting call takes a free slot first: the deepest step of a repository's chain (listing,
 * then a file, its tree, its head), so repositories begun are finished before others begin and
 * the last ones do not end on a chain started late.
 */
const PRIORITY = { listing: 4, blob: 3, tree: 2, head: 1 };
/**
 * The operations over the run's client (retries, throttling, the deadline). Each call carries
 * this scan's gate: once the limit is spent, calls waiting for a slot are not sent.
 */
function orgApi(github, options = {}) {
    const { octokit } = github;
    const cache = options.cache ?? NO_CACHE;
    const deadlineAt = options.deadlineAt ?? Number.POSITIVE_INFINITY;
    let stopped = null;
    const failed = (error) => stopped ?? (0,rate_stop/* limitOf */.LF)(error, (limit) => (stopped = limit));
    const gate = new client/* CallGate */.M({
        signal: options.signal,
        refuse: () => stopped,
        onAnswer: (status, headers) => void (stopped ??= (0,rate_stop/* spentPastDeadline */.p$)(status, headers, deadlineAt)),
        // Waited out when the wait ends before the deadline (the throttling plugin sleeps, then retries).
        mayWait: (seconds) => Date.now() + seconds * 1000 < deadlineAt,
    });
    const stats = { requests: 0, fileReads: 0, cachedFiles: 0, notModified: 0 };
    // Only this scan's calls are counted and cached (the run's client also serves the dashboard).
    octokit.hook.before('request', (call) => void (call.request?.gate === gate && stats.requests++));
    const mine = (request) => request?.gate === gate && request.keptAs instanceof schemas/* ZodType */.aRx ? request.keptAs : null;
    cacheByEtag(octokit, cache, mine, () => void stats.notModified++);
    const reads = { octokit, gate, cache, stats, failed, stopped: () => stopped, listings: new Set() };
    adoptListingPages(reads);
    const blobs = new Map();
    return {
        stats,
        listRepositories: (owner, onPage) => listRepositories(reads, owner, onPage),
        head: (repository, branch) => headOf(reads, repository, branch),
        isEmpty: (repository, branch) => isEmptyOf(reads, repository, branch),
        tree: (repository, sha) => treeOf(reads, repository, sha),
        blob(repository, sha) {
            // Each SHA once a run: a second repository holding it shares the first read.
            let read = blobs.get(sha);
            if (!read)
                blobs.set(sha, (read = blobOf(reads, repository, sha)));
            return read;
        },
    };
}
/**
 * octokit.paginate asks for the pages after the first with the method, the Link's address and
 * the headers only: this hook (outermost) gives a listing's later pages the scan's call options
 * again (its gate, priority and kept answers), known by their path.
 */
function adoptListingPages(reads) {
    reads.octokit.hook.wrap('request', (request, options) => {
        const path = /^https?:\/\//i.test(options.url) ? new URL(options.url).pathname : null;
        if (options.method === 'GET' && path !== null && reads.listings.has(path) && !options.request?.gate)
            options.request = { ...options.request, ...callOf(reads, 'listing', PAGE_SCHEMA).request };
        return request(options);
    });
}
/** Options of a call of this scan: its gate, its priority, and the schema its kept answer must hold to (when kept). */
const callOf = ({ gate }, step, keptAs) => ({
    request: { gate, priority: PRIORITY[step], ...(keptAs ? { keptAs } : {}) },
});
/** The call, with a spent rate limit said as RateLimited. */
async function guarded(reads, call) {
    const stopped = reads.stopped();
    if (stopped)
        throw stopped;
    try {
        return await call();
    }
    catch (error) {
        throw reads.failed(error);
    }
}
async function headOf(reads, repository, branch) {
    const params = { ...(0,session/* splitRepository */.T8)(repository), branch, ...callOf(reads, 'head', branchSchema) };
    const { data } = await guarded(reads, () => reads.octokit.request('GET /repos/{owner}/{repo}/branches/{branch}', params));
    const got = branchSchema.parse(data);
    return { commit: got.commit.sha, tree: got.commit.commit.tree.sha };
}
/** Whether the branch's commits answer 409: GitHub's own word for a repository never pushed to; any other answer is not that. */
async function isEmptyOf(reads, repository, branch) {
    const params = { ...(0,session/* splitRepository */.T8)(repository), ref: branch, ...callOf(reads, 'head') };
    try {
        await guarded(reads, () => reads.octokit.request('GET /repos/{owner}/{repo}/commits/{ref}', params));
        return false;
    }
    catch (error) {
        if ((0,session/* httpStatus */.nG)(error) === 409)
            return true;
        throw error;
    }
}
async function treeOf(reads, repository, sha) {
    const kept = await reads.cache.tree(sha);
    if (kept)
        return kept;
    const route = 'GET /repos/{owner}/{repo}/git/trees/{tree_sha}';
    const params = { ...(0,session/* splitRepository */.T8)(repository), tree_sha: sha, recursive: '1', ...callOf(reads, 'tree') };
    const tree = treeSchema.parse((await guarded(reads, () => reads.octokit.request(route, params))).data);
    await reads.cache.putTree(sha, tree);
    return tree;
}
async function blobOf(reads, repository, sha) {
    const kept = await reads.cache.blob(sha);
    if (kept) {
        reads.stats.cachedFiles++;
        return kept;
    }
    const route = 'GET /repos/{owner}/{repo}/git/blobs/{file_sha}';
    const params = { ...(0,session/* splitRepository */.T8)(repository), file_sha: sha, ...callOf(reads, 'blob') };
    const answer = await guarded(reads, () => {
        reads.stats.fileReads++;
        return reads.octokit.request(route, params);
    });
    const bytes = decodeBlob(answer.data, sha);
    await reads.cache.putBlob(sha, bytes);
    return bytes;
}
const PAGE_SCHEMA = schemas/* array */.YOg(repoSchema);
/** The next page's address from a Link header. */
const nextOf = (link) => /<([^<>]+)>;\s*rel="next"/.exec(link ?? '')?.[1] ?? null;
/**
 * One kind of owner's repositories, page by page (onPage gets each as it comes). A Link that
 * names a page already read ends the listing: octokit.paginate would follow a loop for ever.
 */
async function listPages(reads, owner, kind, onPage) {
    const { octokit } = reads;
    const call = { per_page: 100, page: 1, ...callOf(reads, 'listing', PAGE_SCHEMA) };
    const pages = kind === 'orgs'
        ? octokit.paginate.iterator('GET /orgs/{org}/repos', { org: owner, type: 'all', ...call })
        : octokit.paginate.iterator('GET /users/{username}/repos', { username: owner, type: 'owner', ...call });
    reads.listings.add(new URL(octokit.request.endpoint(`GET /${kind}/{owner}/repos`, { owner }).url).pathname);
    const all = [];
    const seen = new Set();
    await guarded(reads, async () => {
        for await (const page of pages) {
            const listed = PAGE_SCHEMA.parse(page.data).map(listedOf);
            all.push(...listed);
            onPage(listed);
            seen.add(page.url);
            const next = nextOf(page.headers.link);
            if (next === null || seen.has(next))
                break;
        }
    });
    return all;
}
/** The owner's repositories: an organization's, else (after a 404) a user's; an owner not found is an InputError. */
async function listRepositories(reads, owner, onPage = () => undefined) {
    try {
        return await listPages(reads, owner, 'orgs', onPage);
    }
    catch (error) {
        if ((0,session/* httpStatus */.nG)(error) !== 404)
            throw error;
        try {
            return await listPages(reads, owner, 'users', onPage);
        }
        catch (second) {
            if ((0,session/* httpStatus */.nG)(second) === 404)
                throw new errors/* InputError */.dz('organization', `"${owner}" is neither an organization nor a user that the token can see (GitHub answered 404)`, "Check the owner's name, and that the token is for that owner (an app installed on it, or a token with access to it)");
            throw second;
        }
    }
}
const listedOf = (r) => ({
    name: r.name,
    fullName: r.full_name,
    // Public only when GitHub says so both ways: `internal` (an enterprise's) is not public.
    private: r.private || (r.visibility !== undefined && r.visibility !== 'public'),
    archived: r.archived ?? false,
    fork: r.fork,
    defaultBranch: r.default_branch ?? 'main',
    ...(r.size === undefined ? {} : { size: r.size }),
});
/** A blob answer's bytes, which must be what the tree named: the SHA is of the bytes. */
function decodeBlob(data, sha) {
    const blob = blobSchema.parse(data);
    if (blob.encoding !== 'base64')
        throw new errors/* BrokenRule */.su('INVALID_RESPONSE', `GitHub sent the blob ${sha} as ${blob.encoding}, not base64`);
    const bytes = Buffer.from(blob.content, 'base64');
    if (gitBlobSha(bytes) !== sha)
        throw new errors/* BrokenRule */.su('BLOB_MISMATCH', `GitHub's answer for the blob ${sha} does not hash to that SHA`);
    return bytes;
}

// EXTERNAL MODULE: ./src/settle.ts
var settle = __webpack_require__(6964);
// EXTERNAL MODULE: ./src/check/judge/signatures.ts
var signatures = __webpack_require__(7705);
// EXTERNAL MODULE: ./src/check/pull-policies/judge-policies.ts
var judge_policies = __webpack_require__(5399);
;// CONCATENATED MODULE: ./src/check/lookups/early-lookups.ts




function earlyLookups(lookups, options) {
    lookups.setConcurrency(options.concurrency);
    const seen = new Set();
    // Per repo: the tag names found, and the tag references whose look-up waits for a second name.
    const names = new Map();
    const pending = new Map();
    const waiting = [];
    // The first repo look-up alone, as the check's probe: a wrong token fails one request, not hundreds.
    let probe = null;
    const tagLookup = (t) => {
        const asked = lookups.tags(t.org, t.image, t.tag);
        // The digest in use (the pin, else the tag's current build) once the listing says which build the tag is at.
        void (0,settle/* settle */.G)(asked.then((tags) => {
            const listed = tags.find((x) => x.name === t.tag);
            if (!listed)
                return;
            const place = { ...t, digest: listed.digest, status: 'ok' };
            if (options.signatures)
                (0,signatures/* prefetchSignature */.WO)(place, lookups);
            (0,vulnerabilities/* prefetchVulnerabilities */.KG)(place, lookups);
            if (options.policies)
                (0,judge_policies/* prefetchPolicies */.Av)(place, lookups);
        }));
    };
    const start = (t) => {
        const repo = `${t.org}/${t.image}`;
        void (0,settle/* settle */.G)(lookups.candidates(t.org, t.image));
        if (t.pinnedDigest !== null && options.signatures)
            void (0,settle/* settle */.G)(lookups.signature(t.org, t.image, t.pinnedDigest));
        if (t.tag === null)
            return;
        const known = names.get(repo) ?? new Set();
        names.set(repo, known.add(t.tag));
        const later = [...(pending.get(repo) ?? []), { ...t, tag: t.tag }];
        // One announced name is one filtered request, but a second found later would need page 1 too: wait.
        if (known.size < 2)
            return void pending.set(repo, later);
        pending.delete(repo);
        for (const each of later)
            tagLookup(each);
    };
    return {
        found(targets) {
            for (const t of targets) {
                const key = `${t.org}/${t.image}:${t.tag ?? ''}@${t.pinnedDigest ?? ''}`;
                if (seen.has(key))
                    continue;
                seen.add(key);
                if (t.tag !== null)
                    lookups.expectLookup(t.org, t.image, { name: t.tag });
                else if (t.pinnedDigest !== null)
                    lookups.expectLookup(t.org, t.image, { digest: t.pinnedDigest });
                waiting.push(t);
            }
            probe ??=
                waiting.length > 0 ? (0,settle/* settle */.G)(lookups.candidates(waiting[0].org, waiting[0].image)).then((p) => p.ok) : null;
            void probe?.then((ok) => {
                if (ok)
                    for (const t of waiting.splice(0))
                        start(t);
            });
        },
    };
}

// EXTERNAL MODULE: ./node_modules/p-queue/dist/index.js + 4 modules
var p_queue_dist = __webpack_require__(9052);
// EXTERNAL MODULE: ./src/refs/discover.ts + 2 modules
var discover = __webpack_require__(6850);
// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(4006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
;// CONCATENATED MODULE: ./src/org/select.ts
// Which of an owner's repositories a run reads: the `repositories` globs (names without the
// owner; `!` excludes), archived repositories and forks only when named exactly. Pure.



const MATCH_OPTIONS = { nocase: true, dot: true };
/** A line naming one repository: no glob characters. */
const isName = (line) => !picomatch_default().scan(line).isGlob;
/**
 * The repositories `globs` select from the listing, in name order. No include line: every
 * repository; archived ones and forks only when an include line names them exactly.
 */
function selectRepositories(listed, globs) {
    const { include, exclude } = (0,refs_globs/* splitGlobs */.Kh)(globs);
    const included = include.length > 0 ? picomatch_default()(include, MATCH_OPTIONS) : () => true;
    const excluded = exclude.length > 0 ? picomatch_default()(exclude, MATCH_OPTIONS) : () => false;
    const named = new Set(include.filter(isName).map((n) => n.toLowerCase()));
    const chosen = listed
        .filter((r) => included(r.name) && !excluded(r.name))
        .filter((r) => !(r.archived || r.fork) || named.has(r.name.toLowerCase()))
        .sort((a, b) => (0,src_text/* compareText */.n6)(a.name.toLowerCase(), b.name.toLowerCase()));
    const names = new Set(listed.map((r) => r.name.toLowerCase()));
    const missing = [...named].filter((n) => !names.has(n) && !excluded(n)).sort(src_text/* compareText */.n6);
    return { chosen, missing: include.filter((line) => missing.includes(line.toLowerCase())) };
}
/** Repository globs that cannot be used: a slash (they name repositories of the one owner). */
function badRepositoryGlob(globs) {
    const { include, exclude } = splitGlobs(globs);
    return [...include, ...exclude].find((line) => line.includes('/')) ?? null;
}

;// CONCATENATED MODULE: ./src/org/shard.ts
// Which shard reads a repository (`shard: k/n`, read by config.ts parseShard): a hash of its name alone, so a repository stays in its shard as
// others are created, renamed or archived (only its own name moves it).

/** The 1-based shard of a repository name (without the owner; GitHub's names ignore case). */
function shardOf(name, count) {
    const digest = (0,external_node_crypto_.createHash)('sha256').update(name.toLowerCase()).digest();
    return (digest.readUInt32BE(0) % count) + 1;
}
/** Whether `shard` reads the repository `name`. */
function inShard(name, shard) {
    return shard.count === 1 || shardOf(name, shard.count) === shard.index;
}
const shardText = (shard) => `${shard.index}/${shard.count}`;

;// CONCATENATED MODULE: ./src/org/scan.ts
// Reading an owner's repositories through the API, no clone: the listing, then per repository its
// default branch's head, its tree once, and the files the `files` globs (or the kinds discovery
// reads) select, fed by content to the same scanners as a workspace (refs/discover.ts). Every
// location names its repository and commit. A repository that could not be read in full is
// named with why (`unread`), never passed over.








const FILES_AT_ONCE = 4;
// Repositories open per request slot: while one waits for an answer, the others fill the slots.
const REPOS_PER_SLOT = 4;
const MODE_SYMLINK = '120000';
const MODE_SUBMODULE = '160000';
const EMPTY = { found: [], skipped: [], problems: [] };
/** Lists, selects and reads the owner's repositories of this shard. Throws InputError for an owner not found. */
async function scanOrganization(settings, api) {
    const repos = new p_queue_dist/* default */.Ay({ concurrency: REPOS_PER_SLOT * Math.max(1, settings.concurrency) });
    const started = [];
    // Each page's repositories are read while the next page is listed.
    const begin = (page) => {
        for (const repo of selectRepositories(page, settings.repositories).chosen)
            if (inShard(repo.name, settings.shard))
                started.push(repos.add(async () => {
                    const scan = await scanRepository(repo, settings, api);
                    settings.onRead?.(scan.discovery);
                    return { name: repo.name, scan };
                }));
    };
    let listed;
    try {
        listed = await api.listRepositories(settings.owner, begin);
    }
    catch (error) {
        // No listing, no report: the reads under way end before the error is passed on.
        repos.clear();
        await repos.onIdle();
        throw error;
    }
    const { missing } = selectRepositories(listed, settings.repositories);
    const scans = (await Promise.all(started))
        .sort((a, b) => (0,src_text/* compareText */.n6)(a.name.toLowerCase(), b.name.toLowerCase()))
        .map((s) => s.scan);
    const unread = [
        ...missing
            .filter((name) => inShard(name, settings.shard))
            .map((name) => ({
            repository: `${settings.owner}/${name}`,
            reason: 'named in repositories, but the owner has no repository of that name the token can see',
            private: null,
        })),
        ...scans.flatMap((s) => (s.unread ? [s.unread] : [])),
    ].sort((a, b) => (0,src_text/* compareText */.n6)(a.repository, b.repository));
    const matched = new Set(scans.flatMap((s) => s.matched));
    const { include } = (0,refs_globs/* splitGlobs */.Kh)(settings.files);
    const submodules = scans.flatMap((s) => s.submodules);
    return {
        discovery: mergeDiscoveries(scans.map((s) => s.discovery)),
        read: scans.flatMap((s) => (s.read ? [s.read] : [])),
        unread,
        notices: submodules.length > 0
            ? [
                `${submodules.length} submodule(s) not entered (each is a repository of its own): ${submodules.slice(0, 10).join(', ')}${submodules.length > 10 ? ', \u2026' : ''}`,
            ]
            : [],
        unmatchedGlobs: scans.some((s) => s.read) ? include.filter((g) => !matched.has(g)) : [],
    };
}
async function scanRepository(repo, settings, api) {
    const repository = repo.fullName;
    const failed = (reason) => ({
        unread: { repository, reason, private: repo.private },
        discovery: EMPTY,
        matched: [],
        submodules: [],
    });
    if (settings.signal?.aborted)
        return failed("not read: the run's timeout was reached first");
    let head;
    let tree;
    try {
        head = await api.head(repository, repo.defaultBranch);
        tree = await api.tree(repository, head.tree);
    }
    catch (error) {
        if (await isEmptyRepository(repo, error, api))
            return { read: { repository, commit: '', private: repo.private }, discovery: EMPTY, matched: [], submodules: [] };
        return failed(whyNot(error, `its default branch ${repo.defaultBranch} or its tree could not be read`));
    }
    const blobs = tree.tree.filter((e) => e.type === 'blob' || e.mode === MODE_SUBMODULE);
    const { files, matched } = (0,discover.selectPaths)(blobs.filter((e) => e.mode !== MODE_SUBMODULE).map((e) => e.path), settings.files);
    const byPath = new Map(tree.tree.map((e) => [e.path, e]));
    const problems = [];
    const place = { repository, commit: head.commit };
    const maxBytes = settings.maxFileBytes ?? discover.MAX_FILE_BYTES;
    let failure = null;
    const reads = new p_queue_dist/* default */.Ay({ concurrency: FILES_AT_ONCE });
    const readOne = async (file) => {
        const entry = byPath.get(file);
        if (entry.mode === MODE_SYMLINK) {
            problems.push({ file, ...place, level: 'warning', message: 'a symbolic link; not followed, not read' });
            return null;
        }
        const tooBig = (size) => {
            problems.push({
                file,
                ...place,
                level: 'warning',
                message: `${size} bytes, over the ${maxBytes} a scanned file may have; not read`,
            });
            return null;
        };
        // A tree from the cache carries no sizes (no SHA covers them): the bytes read are measured instead.
        if ((entry.size ?? 0) > maxBytes)
            return tooBig(entry.size ?? 0);
        try {
            const bytes = await api.blob(repository, entry.sha);
            return bytes.length > maxBytes ? tooBig(bytes.length) : { file, text: bytes.toString('utf8') };
        }
        catch (error) {
            failure ??= whyNot(error, `the file ${file} could not be read`);
            problems.push({ file, ...place, message: `cannot read file: ${(0,errors/* messageOf */.bD)(error)}` });
            return null;
        }
    };
    const contents = await Promise.all(files.map((file) => reads.add(() => readOne(file))));
    const scanned = (0,discover.discoverContents)(contents.filter((c) => c !== null), settings.files);
    const discovery = withPlace(scanned, place, problems);
    const incomplete = tree.truncated
        ? 'incomplete listing: GitHub truncated its tree (too many files), so files past the listing were not read'
        : failure;
    const submodules = blobs.filter((e) => e.mode === MODE_SUBMODULE).map((e) => `${repository}/${e.path}`);
    return {
        read: incomplete ? undefined : { repository, commit: head.commit, private: repo.private },
        unread: incomplete ? { repository, reason: incomplete, private: repo.private } : undefined,
        discovery,
        matched,
        submodules,
    };
}
/** Every location and problem of a repository's discovery names the repository and commit. */
function withPlace(scanned, place, problems) {
    return {
        found: scanned.found.map((f) => ({ ...f, location: { ...place, ...f.location } })),
        skipped: scanned.skipped.map((s) => (s.location ? { ...s, location: { ...place, ...s.location } } : s)),
        problems: [...scanned.problems.map((p) => ({ ...place, ...p })), ...problems],
        unscanned: (scanned.unscanned ?? []).map((f) => `${place.repository}/${f}`),
    };
}
/**
 * A repository never pushed to holds no files: read, with none. Decided by GitHub's answers, not
 * their wording: its branch is not found (404), the listing's `size` is 0 and its commits answer
 * 409 "Git Repository is empty". A 404 on a repository with content stays a failure.
 */
async function isEmptyRepository(repo, error, api) {
    if ((0,session/* httpStatus */.nG)(error) !== 404 || repo.size !== 0)
        return false;
    return api.isEmpty(repo.fullName, repo.defaultBranch).catch(() => false);
}
function whyNot(error, what) {
    if (error instanceof errors/* RateLimited */.JH)
        return error.message;
    return `${what}: ${(0,errors/* messageOf */.bD)(error)}`;
}
/** The repositories' discoveries in one, ordered by repository, file and line. */
function mergeDiscoveries(parts) {
    const byPlace = (a, b) => (0,src_text/* compareText */.n6)(a.location?.repository ?? '', b.location?.repository ?? '') ||
        (0,src_text/* compareText */.n6)(a.location?.file ?? '', b.location?.file ?? '') ||
        (a.location?.line ?? 0) - (b.location?.line ?? 0);
    return {
        found: parts.flatMap((p) => p.found).sort(byPlace),
        skipped: parts.flatMap((p) => p.skipped).sort(byPlace),
        problems: parts
            .flatMap((p) => p.problems)
            .sort((a, b) => (0,src_text/* compareText */.n6)(a.repository ?? '', b.repository ?? '') ||
            (0,src_text/* compareText */.n6)(a.file, b.file) ||
            (a.line ?? 0) - (b.line ?? 0)),
        unscanned: parts.flatMap((p) => p.unscanned ?? []).sort(src_text/* compareText */.n6),
    };
}

;// CONCATENATED MODULE: ./src/org/check-organization.ts
// An organization run, called by both shells: the scan (src/org/scan.ts) feeds one checkImages over
// the union of every repository's references (each distinct reference judged once), and the
// repositories not read become errors every report names. Reads no environment.







/** Scans the owner's repositories through `github`, then checks every reference found once. */
async function checkOrganization(settings, deps) {
    const { config } = settings;
    // The check's services opened before the scan (their modules loaded meanwhile), so the
    // references of each repository read start their look-ups while the others are read.
    const { openServices } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 1622));
    const services = deps.services ?? openServices(config, { workspace: settings.workspace, ...deps });
    const early = earlyLookups(services.lookups, {
        concurrency: config.concurrency,
        signatures: config.signatures !== 'never',
        policies: config.policies !== 'never',
    });
    let report;
    let scan;
    try {
        scan = await scanOrganization({
            ...settings.scan,
            files: config.files,
            concurrency: config.concurrency,
            onRead: (read) => early.found(foundTargets(read.found, config)),
        }, deps.github);
        // The repositories not read count in the verdict; the report records them once, in `unread`.
        const discovery = { ...scan.discovery, unmatchedGlobs: scan.unmatchedGlobs };
        report = await checkImages({ ...settings, discovery, unread: scan.unread }, { ...deps, services });
    }
    finally {
        if (!deps.services)
            await services.http.close();
    }
    return {
        ...report,
        kind: 'organization',
        // In place order across the repositories, as a merge of shards orders them.
        skipped: [...report.skipped].sort((a, b) => comparePlaces(a.location, b.location)),
        notices: [...scan.notices, ...report.notices],
        owner: settings.scan.owner,
        shard: settings.scan.shard,
        read: scan.read,
        unread: scan.unread,
        unmatchedGlobs: scan.unmatchedGlobs,
    };
}
/** The targets of one repository's references, for the early look-ups; none when they cannot be made (the check says why). */
function foundTargets(found, config) {
    try {
        return (0,check_targets/* buildTargets */.T)([], found, config.registry, config.registryMap).targets;
    }
    catch {
        return [];
    }
}
/** A location's place in a run's order: repository, file, line (none first). */
function comparePlaces(a, b) {
    if (!a || !b)
        return a ? 1 : b ? -1 : 0;
    return (0,src_text/* compareText */.n6)(a.repository ?? '', b.repository ?? '') || (0,src_text/* compareText */.n6)(a.file, b.file) || a.line - b.line;
}
/** What a shard writes as its results file. */
function envelopeOf(report) {
    return {
        kind: ENVELOPE_KIND,
        version: ENVELOPE_VERSION,
        owner: report.owner,
        shard: report.shard,
        read: report.read,
        unread: report.unread,
        unmatchedGlobs: report.unmatchedGlobs,
        problems: report.problems,
        skipped: report.skipped,
        results: report.results.map(shardItem),
    };
}

;// CONCATENATED MODULE: ./src/org/shard-claims.ts
// What a shard's results file may claim: to be shard k of n with k <= n, and to name only
// repositories of its owner that are in that shard (a repository's shard depends on its name
// alone, so only one file can hold it). A file from an artifact that names any other is refused,
// naming the file, before a merge writes anything: it could put another owner's repository on the
// dashboard, or shadow what the right shard says of a repository.



/** Every repository the file names, wherever it names one. */
function namedRepositories(envelope) {
    const named = (repository) => (repository === undefined ? [] : [repository]);
    return [
        ...envelope.read.map((r) => r.repository),
        ...envelope.unread.map((u) => u.repository),
        ...envelope.problems.flatMap((p) => named(p.repository)),
        ...envelope.skipped.flatMap((s) => named(s.location?.repository)),
        ...envelope.results.flatMap((r) => r.locations.flatMap((l) => named(l.repository))),
    ];
}
/** Whether `repository` (owner/name) is the owner's and in `shard`; GitHub's names ignore case. */
function belongs(repository, owner, shard) {
    const [repoOwner = '', name = '', ...rest] = repository.split('/');
    return rest.length === 0 && name !== '' && repoOwner.toLowerCase() === owner.toLowerCase() && inShard(name, shard);
}
/** Refuses, with an InputError naming `merge` and the file, a file whose shard or repositories cannot be its own. */
function checkShardClaims({ name, envelope }) {
    const { owner, shard } = envelope;
    if (shard.index > shard.count)
        throw new errors/* InputError */.dz('merge', `the results file ${name} says it is shard ${shardText(shard)}, and there is no shard past ${shard.count} of ${shard.count}`, 'Give the results files the shards of one run wrote');
    const foreign = namedRepositories(envelope).find((repository) => !belongs(repository, owner, shard));
    if (foreign !== undefined)
        throw new errors/* InputError */.dz('merge', 
        // Quoted as JSON: the name is the file's text, a newline in it stays an escape.
        `the results file ${name} names the repository ${JSON.stringify((0,format/* truncate */.xv)(foreign, 200))}, which is not one of ${JSON.stringify(owner)} in shard ${shardText(shard)}: a shard's results file may name only the repositories of its own shard`, 'Give the results files the shards of one run wrote, unchanged');
}

;// CONCATENATED MODULE: ./src/org/merge.ts










/** What a file says it is, read before the whole: an array (a workspace run's results) has neither. */
const headSchema = schemas/* object */.Ikc({ kind: schemas/* unknown */.L5J(), version: schemas/* unknown */.L5J() });
/** The envelope of one file, or an InputError naming `merge` and the file. */
function readEnvelope({ name, text }) {
    let json;
    try {
        json = JSON.parse(text);
    }
    catch (error) {
        throw new errors/* InputError */.dz('merge', `${name} is not JSON (${(0,errors/* messageOf */.bD)(error)})`, 'Give the results files the shards wrote');
    }
    const { kind, version } = headSchema.safeParse(json).data ?? {};
    if (kind !== ENVELOPE_KIND)
        throw new errors/* InputError */.dz('merge', `${name} is not the results file of an organization run (a workspace run's results are an array; only organization runs can be merged)`, 'Give the results-file each shard of an organization run wrote');
    if (version !== ENVELOPE_VERSION)
        throw new errors/* InputError */.dz('merge', `${name} was written in results version ${String(version)}; this image-check reads version ${ENVELOPE_VERSION}`, 'Run the shards and the merge with the same version of image-check');
    const parsed = envelopeSchema.safeParse(json);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new errors/* InputError */.dz('merge', `${name} does not hold a valid results file: ${issue.path.join('.')}: ${issue.message}`);
    }
    return parsed.data;
}
/** Every shard of one owner, each once; an InputError naming what is wrong otherwise. */
function checkShards(files) {
    if (files.length === 0)
        throw new errors/* InputError */.dz('merge', 'no results file was given', "Name the shards' results files (globs inside the workspace)");
    // Each file's own claims first: visibility and every later check read only files that pass.
    for (const file of files)
        checkShardClaims(file);
    const [first] = files;
    const owners = [...new Set(files.map((f) => f.envelope.owner.toLowerCase()))];
    if (owners.length > 1)
        throw new errors/* InputError */.dz('merge', `the files are of different owners: ${files.map((f) => `${f.name} (${f.envelope.owner})`).join(', ')}`, 'Merge the shards of one owner at a time');
    const count = first.envelope.shard.count;
    const other = files.find((f) => f.envelope.shard.count !== count);
    if (other)
        throw new errors/* InputError */.dz('merge', `${first.name} is shard ${shardText(first.envelope.shard)} but ${other.name} is shard ${shardText(other.envelope.shard)}`, 'Merge the files of one sharded run (every shard of the same n)');
    const byIndex = new Map();
    for (const f of files)
        byIndex.set(f.envelope.shard.index, [...(byIndex.get(f.envelope.shard.index) ?? []), f.name]);
    const twice = [...byIndex].find(([, names]) => names.length > 1);
    if (twice)
        throw new errors/* InputError */.dz('merge', `shard ${twice[0]}/${count} is given more than once: ${twice[1].join(', ')}`, "Give each shard's results file once");
    const missing = Array.from({ length: count }, (_, i) => i + 1).filter((i) => !byIndex.has(i));
    if (missing.length > 0)
        throw new errors/* InputError */.dz('merge', `shard${missing.length > 1 ? 's' : ''} ${missing.map((i) => `${i}/${count}`).join(', ')} ${missing.length > 1 ? 'are' : 'is'} missing: a merge needs every shard's results file, or repositories would pass unseen`, 'Give the results files of every shard (a shard that failed still uploads its file: use if: always())');
}
/** One result per reference: the worst judgement of it (never a shard's ok over another's error), every location. */
function mergeResults(lists) {
    const byRef = new Map();
    for (const list of lists)
        for (const r of list)
            byRef.set(r.ref, [...(byRef.get(r.ref) ?? []), r]);
    const merged = [...byRef.values()].map((same) => {
        const worst = [...same].sort((a, b) => model/* STATUSES_WORST_FIRST */.eR.indexOf(a.status) - model/* STATUSES_WORST_FIRST */.eR.indexOf(b.status))[0];
        const seen = new Set();
        const locations = same
            .flatMap((r) => r.locations)
            .filter((l) => {
            const key = JSON.stringify([l.repository, l.commit, l.file, l.line]);
            return !seen.has(key) && (seen.add(key), true);
        })
            .sort(comparePlaces);
        return { ...worst, locations };
    });
    // One run lists references in the order first found: by repository, file and line.
    return merged.sort((a, b) => comparePlaces(a.locations[0], b.locations[0]));
}
/** The shards as the report of one run (its verdict computed by the caller from `problems`, `coverage`). */
function mergeEnvelopes(files, options) {
    checkShards(files);
    const envelopes = files.map((f) => f.envelope).sort((a, b) => a.shard.index - b.shard.index);
    const all = (pick) => envelopes.flatMap(pick);
    const results = mergeResults(envelopes.map((e) => e.results.map(resultOfShardItem)));
    // One entry per repository, whatever number of files name it (a report never lists one twice).
    const named = new Set();
    const unread = all((e) => e.unread)
        .filter((u) => !named.has(u.repository.toLowerCase()) && (named.add(u.repository.toLowerCase()), true))
        .sort((a, b) => (0,src_text/* compareText */.n6)(a.repository, b.repository));
    const skipped = all((e) => e.skipped).sort((a, b) => comparePlaces(a.location, b.location));
    // A glob unmatched in every shard matched nothing anywhere.
    const unmatchedGlobs = envelopes[0].unmatchedGlobs.filter((g) => envelopes.every((e) => e.unmatchedGlobs.includes(g)));
    const coverage = assessCoverage({
        images: [],
        files: ['**'],
        registry: options.registry,
        unmatchedGlobs,
        foundInFiles: results.length + skipped.length,
        skipped,
        targets: results.length,
        words: options.words,
    });
    const problems = all((e) => e.problems).sort((a, b) => (0,src_text/* compareText */.n6)(a.repository ?? '', b.repository ?? '') ||
        (0,src_text/* compareText */.n6)(a.file, b.file) ||
        (a.line ?? 0) - (b.line ?? 0));
    return {
        kind: 'organization',
        owner: envelopes[0].owner,
        shard: { index: 1, count: 1 },
        read: all((e) => e.read).sort((a, b) => (0,src_text/* compareText */.n6)(a.repository, b.repository)),
        unread,
        unmatchedGlobs,
        results,
        skipped,
        problems,
        coverage: coverage.errors,
        notices: coverage.notices,
        unscanned: [],
        http: null,
        expired: [],
        policyFile: null,
    };
}

;// CONCATENATED MODULE: ./src/org/run-organization.ts
// The two organization commands as both shells call them, from plain data: `organization` (scan
// and check, or one shard of it) and `merge` (the shards' results files as one run). The shells
// read the settings and the environment; nothing here does.












/** Reads the owner's repositories (this shard's) and checks every reference found once. */
async function runOrganization(run, deps) {
    const { config } = run;
    if (!run.github)
        throw new errors/* InputError */.dz('github-token', "is empty; reading an organization's repositories needs a GitHub token that can read them", 'Set github-token to a token with contents: read on the repositories (e.g. from actions/create-github-app-token)');
    const cache = config.cacheDir ? await openCache((0,external_node_path_.resolve)(run.workspace, config.cacheDir)) : NO_CACHE;
    const github = orgApi(run.github, { signal: run.signal, deadlineAt: run.deadlineAt, cache });
    return checkOrganization({
        config,
        ledger: run.ledger,
        now: run.now,
        workspace: run.workspace,
        scan: { owner: config.organization, repositories: config.repositories, shard: config.shard, signal: run.signal },
    }, { ...deps, github });
}
/** The results file of an organization run: its envelope, in pieces. */
const organizationResultsText = (report) => envelopeChunks(envelopeOf(report));
/** Results files the `merge` globs select inside `workspace`, read and checked; an InputError when none or one is wrong. */
async function readResultsFiles(globs, workspace, maxBytes) {
    const guard = await (0,refs_globs/* guardedWalk */.Qg)(workspace);
    const patterns = globs.map((g) => g.trim()).filter(Boolean);
    const files = (await (0,dist/* glob */.TI)(patterns, { cwd: workspace, ...refs_globs/* GLOB_OPTIONS */.gu, ignore: refs_globs/* ALWAYS_IGNORED */.ZG, onlyFiles: true, fs: guard.fs })).sort();
    const { include } = (0,refs_globs/* splitGlobs */.Kh)(globs);
    if (files.length === 0)
        throw new errors/* InputError */.dz('merge', `${include.map((g) => `"${g}"`).join(', ')} matched no file in the workspace`, "Download the shards' results files into the workspace first (actions/download-artifact), then name them");
    return Promise.all(files.map(async (name) => {
        const read = await (0,read_inside/* readInside */.x)(workspace, name, maxBytes);
        if (!read.ok)
            throw new errors/* InputError */.dz('merge', `${name}: ${read.message}`);
        return { name, envelope: readEnvelope({ name, text: read.text }) };
    }));
}
/** The shards' results as one run's report, with its verdict. */
async function runMerge(run, maxBytes = 256 * 1024 * 1024) {
    const files = await readResultsFiles(run.config.merge, run.workspace, maxBytes);
    const merged = mergeEnvelopes(files, { registry: run.config.registry, words: run.words });
    return { ...merged, verdict: (0,run_report/* verdictOf */.Vj)(merged, run.config.failOn) };
}

;// CONCATENATED MODULE: ./src/cli/org.ts
















async function finish(report, config, values, format, io, cwd) {
    if (config.resultsFile)
        await (0,write_inside/* writeInside */.M)([cwd], config.resultsFile, organizationResultsText(report));
    const file = values.output ? await prepareOutputFile(values.output, cwd) : null;
    const color = format === 'table' && !values.output && io.outIsTTY === true && !io.env.NO_COLOR;
    const text = render(format, report, config, {
        color,
        env: io.env,
        columns: columnsOf(io),
        serverUrl: githubEnvOf(io.env).serverUrl,
    });
    if (file && values.output)
        await writeOutputFile(file, values.output, text);
    const warnings = [
        ...report.unread.map((entry) => `error: ${entry.repository} was not read: ${entry.reason}`),
        ...(MACHINE_FORMATS.has(format) ? skippedLines(report) : []),
    ];
    return { text, format, file: file ? (values.output ?? null) : null, verdict: report.verdict, warnings };
}
async function org(args, io) {
    refuseCredentialFlags(ORG, args);
    const { values, positionals } = parseCommand(ORG, args);
    if (values.help)
        return { help: helpOf(ORG) };
    const format = formatOf(values, ORG);
    const [owner, ...globs] = positionals;
    if (!owner)
        throw new errors/* UsageError */.eb('name the owner whose repositories to read: image-check org <owner>', 'org');
    const cwd = io.cwd ?? process.cwd();
    const inputs = {
        ...inputsOf(ORG, values, io.env),
        organization: owner,
        files: globs.join('\n'),
    };
    const words = cliWords();
    const { config, ledger } = await asUsageAsync(() => readConfigWithPolicy((name) => inputs[name] ?? '', cwd, words), ORG, values);
    requireCredentials(config, io.env);
    // IMAGE_CHECK_GITHUB_TOKEN, else GITHUB_TOKEN (the declaration's order).
    const token = config.githubToken.trim();
    if (!token)
        throw new errors/* UsageError */.eb('set GITHUB_TOKEN (or IMAGE_CHECK_GITHUB_TOKEN) to a token that can read the repositories (e.g. export GITHUB_TOKEN="$(gh auth token)")', 'org');
    const dashboard = dashboardSettings(config, io.env, 'org');
    const progress = startProgress(io);
    const deadlines = (0,deadline/* startDeadlines */.Sw)(config.timeoutMs, config.timeout);
    const auth = { ...cliAuth(io.env), signal: deadlines.lookups, words, workspace: cwd };
    // One GitHub client for the scan and the dashboard; its requests in flight are the run's concurrency.
    const { apiUrl } = githubEnvOf(io.env);
    const github = (0,session.createGitHub)({ token, baseUrl: apiUrl, signal: deadlines.run, maxConcurrent: config.concurrency });
    const services = (0,check_services.openServices)(config, auth);
    progress.watch(() => services.http.stats.requests);
    let report;
    try {
        report = await asUsageAsync(() => runOrganization({
            config,
            ledger,
            now: new Date(),
            workspace: cwd,
            github,
            signal: deadlines.lookups,
            deadlineAt: Date.now() + config.timeoutMs - (0,deadline/* commentReserveMs */.Qw)(config.timeoutMs),
        }, { ...auth, services }), ORG);
        if (dashboard)
            report = await reportWithDashboard(dashboard, report, config.failOn, deadlines.run, io.err, github);
    }
    finally {
        deadlines.clear();
        progress.stop();
        await services.http.close();
    }
    return finish(report, config, values, format, io, cwd);
}
async function merge(args, io) {
    const { values, positionals } = parseCommand(MERGE, args);
    if (values.help)
        return { help: helpOf(MERGE) };
    const format = formatOf(values, MERGE);
    if (positionals.length === 0)
        throw new errors/* UsageError */.eb('name the results files of the shards: image-check merge <results file>...', 'merge');
    const cwd = io.cwd ?? process.cwd();
    const inputs = { ...inputsOf(MERGE, values, io.env), merge: positionals.join('\n') };
    const config = await asUsageAsync(() => Promise.resolve((0,src_config/* readConfig */.Xg)((name) => inputs[name] ?? '', cliWords())), MERGE);
    const dashboard = dashboardSettings(config, io.env, 'merge');
    let report = await asUsageAsync(() => runMerge({ config, workspace: cwd, words: cliWords() }), MERGE);
    if (dashboard) {
        const deadlines = (0,deadline/* startDeadlines */.Sw)(config.timeoutMs, config.timeout);
        try {
            report = await reportWithDashboard(dashboard, report, config.failOn, deadlines.run, io.err);
        }
        finally {
            deadlines.clear();
        }
    }
    return finish(report, config, values, format, io, cwd);
}
const runOrg = (args, io) => reporting(ORG, () => org(args, io), io);
const runMergeCommand = (args, io) => reporting(MERGE, () => merge(args, io), io);

// EXTERNAL MODULE: ./src/platform/iam.ts
var platform_iam = __webpack_require__(7518);
;// CONCATENATED MODULE: ./src/cli/identity-create.ts








const COMMAND = IDENTITY_CREATE.name;
/**
 * `identity create`: finds the role first (nothing is created for a typo), creates the identity
 * under the group, binds the role; a failed binding removes the identity again, so no half-made
 * identity is left behind.
 */
async function identityCreate(args, env) {
    const { values, positionals } = parseCommand(IDENTITY_CREATE, args);
    if (values.help)
        return { help: helpOf(IDENTITY_CREATE) };
    if (positionals.length > 0)
        throw new errors/* UsageError */.eb(`unexpected argument "${positionals[0]}"`, COMMAND);
    const plan = planIdentity(values);
    if (values['dry-run'])
        return { text: planText(plan), json: { dryRun: true, plan } };
    const { apiUrl, token } = connectionFrom(values, env, COMMAND);
    const http = new http_client/* HttpClient */.Q({ userAgent: `image-check-cli/${version/* VERSION */.x}` });
    try {
        const iam = new platform_iam/* IamClient */.h({ http, apiUrl, token });
        const role = await iam.findRole(plan.role);
        const identity = await iam.createIdentity(plan.group, {
            name: plan.name,
            description: plan.description,
            claimMatch: claimMatchOf(plan),
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
        const snippetInput = { identity: identity.uid, group: plan.group, apiUrl, defaultApiUrl: DEFAULT_API_URL };
        const snippet = ciJobSnippet(plan.ci, snippetInput, jobAudience(plan));
        return {
            text: createdText(plan, identity, binding, snippet),
            json: {
                identity,
                roleBinding: binding,
                ...claimMatchOf(plan),
                covers: plan.covers,
                workflow: snippet,
            },
        };
    }
    finally {
        await http.close();
    }
}
function claimMatchOf(plan) {
    const audience = plan.audience !== undefined ? { audience: plan.audience } : {};
    return plan.subjectPattern !== undefined
        ? { issuer: plan.issuer, subjectPattern: plan.subjectPattern, ...audience }
        : { issuer: plan.issuer, subject: plan.subject, ...audience };
}
/** The audience the job's token must carry: the identity's, else the exchange service's host. */
const jobAudience = (plan) => plan.audience ?? DEFAULT_ISSUER_HOST;
/** What the identity accepts and which events' runs that covers, aligned under a label column. */
function acceptsLines(plan) {
    const lines = [
        `  accepts  issuer ${plan.issuer}`,
        plan.subjectPattern !== undefined
            ? `           subject pattern ${plan.subjectPattern}`
            : `           subject ${plan.subject}`,
    ];
    if (plan.ci !== 'github')
        lines.push(plan.audience !== undefined
            ? `           audience ${plan.audience}`
            : `           audience ${DEFAULT_ISSUER_HOST} (the exchange service's host: request the job's token for it)`);
    const width = Math.max(0, ...plan.covers.map((c) => c.event.length));
    plan.covers.forEach((c, i) => lines.push(`  ${i === 0 ? 'covers ' : '       '}  ${c.event.padEnd(width)}  ${c.subject}`));
    const pushRef = plan.covers.find((c) => c.event === 'push');
    const unlisted = ['schedule', 'workflow_dispatch'].filter((e) => !plan.covers.some((c) => c.event === e));
    if (pushRef && unlisted.length)
        lines.push(`           (${unlisted.join(' and ')} runs on that branch carry the push subject too)`);
    return lines;
}
const closingLine = (plan) => plan.subjectPattern !== undefined
    ? 'Only runs whose token carries a subject matching that pattern can assume it (see image-check identity create --help).'
    : 'Only runs whose token carries exactly that subject can assume it (see image-check identity create --help).';
function planText(plan) {
    return [
        `Would create identity "${plan.name}" under group ${plan.group}`,
        ...acceptsLines(plan),
        `  role     ${plan.role} on group ${plan.group}`,
        '',
        closingLine(plan),
        'Nothing was sent (--dry-run).',
        '',
    ].join('\n');
}
function createdText(plan, identity, binding, snippet) {
    const group = binding.group.name ? `${binding.group.name} (${binding.group.uid})` : binding.group.uid;
    return [
        `Created identity ${identity.uid} "${identity.name}"`,
        ...acceptsLines(plan),
        `  role     ${binding.role.name ?? plan.role} on group ${group} (binding ${binding.uid})`,
        '',
        plan.ci === 'github' ? 'Add to the workflow job:' : 'Add to the job:',
        '',
        snippet.replace(/^/gm, '  '),
        '',
        closingLine(plan),
        `Remove it with: image-check identity delete ${identity.uid}`,
        '',
    ].join('\n');
}

;// CONCATENATED MODULE: ./src/cli/identity-delete.ts






const identity_delete_COMMAND = IDENTITY_DELETE.name;
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
    const { values, positionals } = parseCommand(IDENTITY_DELETE, args);
    if (values.help)
        return { help: helpOf(IDENTITY_DELETE) };
    if (positionals.length !== 1)
        throw new errors/* UsageError */.eb(positionals.length === 0 ? 'the identity uid is required' : `one identity uid, got ${positionals.length}`, identity_delete_COMMAND);
    const uid = positionals[0];
    const { apiUrl, token } = connectionFrom(values, env, identity_delete_COMMAND);
    const http = new http_client/* HttpClient */.Q({ userAgent: `image-check-cli/${version/* VERSION */.x}` });
    try {
        const iam = new platform_iam/* IamClient */.h({ http, apiUrl, token });
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









/** The handler of each declared command that prints its output (or JSON) and exits 0, 1 or 2. */
const HANDLERS = new Map([
    [IDENTITY_CREATE, identityCreate],
    [IDENTITY_DELETE, identityDelete],
]);
/** The handler of each declared command that reports in formats and has exit codes of its own (1 is "failed by --fail-on"). */
const REPORTING = new Map([
    [CHECK, runCheck],
    [ORG, runOrg],
    [MERGE, runMergeCommand],
]);
/** The declared command an argument list starts with, and the arguments after its name. */
function commandOf(argv) {
    for (const spec of COMMANDS) {
        const words = spec.name.split(' ');
        if (words.every((word, i) => argv[i] === word))
            return { spec, args: argv.slice(words.length) };
    }
    return null;
}
/** Runs one command line; resolves with the exit code (0 done, 1 failed, 2 usage). Never throws. */
async function runCli(argv, io) {
    const found = commandOf(argv);
    const reporting = found && REPORTING.get(found.spec);
    if (found && reporting)
        return reporting(found.args, io);
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
        return error instanceof errors/* UsageError */.eb ? 2 : 1;
    }
}
const isHelp = (arg) => arg === undefined || arg === 'help' || arg === '--help' || arg === '-h';
function dispatch(argv, env) {
    const found = commandOf(argv);
    const handler = found && HANDLERS.get(found.spec);
    if (found && handler)
        return handler(found.args, env);
    const [group, action] = argv;
    if (isHelp(group))
        return Promise.resolve({ help: MAIN_HELP });
    if (group === '--version' || group === 'version')
        return Promise.resolve({ help: `${version/* VERSION */.x}\n` });
    const members = COMMANDS.filter((c) => c.name.startsWith(`${group} `)).map((c) => c.name.slice(group.length + 1));
    // The names other scanners use for checking: point at ours rather than just refuse.
    if (members.length === 0 && (group === 'scan' || group === 'image'))
        throw new errors/* UsageError */.eb(`unknown command "${group}"; images are checked with: image-check check`);
    if (members.length === 0)
        throw new errors/* UsageError */.eb(`unknown command "${group}"`);
    if (isHelp(action))
        return Promise.resolve({ help: IDENTITY_HELP });
    throw new errors/* UsageError */.eb(`unknown command "${group} ${action}"; try ${members.join(' or ')}`, group);
}

;// CONCATENATED MODULE: ./src/cli/entry.ts


/** Runs one command line and sets the exit code; src/cli.ts loads this once Node is new enough. */
async function main(argv) {
    process.exitCode = await runCli(argv, processIo());
}


/***/ }),

/***/ 2973:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E9: () => (/* binding */ parseDuration),
/* harmony export */   Nk: () => (/* binding */ parseFileGlobs),
/* harmony export */   VQ: () => (/* binding */ DEFAULT_FAIL_ON),
/* harmony export */   XV: () => (/* binding */ parseFailOn),
/* harmony export */   Xg: () => (/* binding */ readConfig),
/* harmony export */   dz: () => (/* reexport safe */ _errors__WEBPACK_IMPORTED_MODULE_0__.dz),
/* harmony export */   sz: () => (/* binding */ GROUP_UID_PATTERN)
/* harmony export */ });
/* unused harmony exports inputLines, parseShard, platformSchema, parseTimeout, parseUpdateMode, INPUT_NAMES, INPUT_DEFAULTS, SECRET_INPUTS */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9691);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8532);
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var _words__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5846);
/* harmony import */ var _model__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(182);
/* harmony import */ var _registry_map__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9515);
/* harmony import */ var _schemas__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9011);






// The shared error type (src/errors.ts); re-exported for the shells.

const COMMENT_MODES = ['auto', 'always', 'never'];
const ANNOTATIONS_MODES = ['auto', 'commands', 'check-run'];
const UPDATE_MODES = ['none', 'pins', 'eol', 'all'];
/** The `policies` input: consult the registry's own pull-time policies (auto) or not (never). */
const POLICIES_MODES = ['auto', 'never'];
/** The `signatures` input: verify the vendor's Sigstore signature of every digest (auto) or not (never). */
const SIGNATURES_MODES = ['auto', 'never'];
/** The `packages` input: describe each digest change by its SBOM's packages (auto) or not (never). */
const PACKAGES_MODES = ['auto', 'never'];
/** Advisory pages of the public registry: the default `advisory-url`. */
const DEFAULT_ADVISORY_URL = 'https://images.chainguard.dev/security/{id}';
// A severity means: an image whose digest in use has a vulnerability of that severity or worse.
// `denied`: a digest in use that an enforced policy of the registry refuses and no override waives.
// The kinds are model.ts's FAIL_ON_KINDS.
/** What fails a run when neither the input nor the policy file says. */
const DEFAULT_FAIL_ON = _model__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_FAIL_ON_KINDS */ .xS.join(',');
const UNIT_MS = { h: 3_600_000, d: 86_400_000, w: 604_800_000 };
const TIMEOUT_UNIT_MS = { s: 1_000, m: 60_000, h: 3_600_000 };
/** Longest `timeout`: GitHub ends a job after 6 hours anyway. */
const MAX_TIMEOUT_MS = 6 * 3_600_000;
// host[:port], as in image references: DNS names, IPv4, or [IPv6].
const HOST_PATTERN = /^(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?)*|\[[0-9a-fA-F:.]+\])(?::\d{1,5})?$/;
// Group uids are opaque strings (spec: Common rules 1): only whitespace and control characters,
// which no uid holds and which a pasted value often brings along, are refused.
const GROUP_UID_PATTERN = /^[^\s\p{Cc}]+$/u;
/** One of `modes`, in any case. */
const modeSchema = (modes) => zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()
    .transform((mode) => mode.toLowerCase())
    .pipe(zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(modes, { error: (issue) => `"${String(issue.input)}" is not one of ${modes.join(', ')}` }));
/** The message of an input that is not of the accepted `form`. */
const expected = (form) => ({
    error: (issue) => `"${String(issue.input)}" is not valid; expected ${form}`,
});
const httpUrlInput = (form) => zod__WEBPACK_IMPORTED_MODULE_5__/* .url */ .OZ5({ protocol: /^https?$/, ...expected(form) });
const words = (value) => value
    .split(/[,\s]+/)
    .map((p) => p.trim().toLowerCase())
    .filter(Boolean);
const normalMode = (value) => value.trim().toLowerCase() || 'none';
/** Lines of a multi-line input, without blanks and `#` comments. */
function inputLines(value) {
    return value
        .split(/\r?\n/)
        .map((line) => line.replace(/(^|\s)#.*$/, '').trim())
        .filter((line) => line.length > 0);
}
// An absolute glob or one that climbs out with `..` would walk the runner's whole disk before
// matching nothing.
const relativeGlob = (line) => {
    const glob = line.startsWith('!') ? line.slice(1) : line;
    return !/^(?:[/\\]|[a-zA-Z]:)/.test(glob) && !glob.split(/[/\\]/).includes('..');
};
const filesSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()
    .transform(inputLines)
    .pipe(zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().refine(relativeGlob, {
    error: (issue) => `"${String(issue.input)}" is not valid; globs are relative to the workspace (GITHUB_WORKSPACE), e.g. **/Dockerfile or deploy/*.yaml, without a leading / or ..`,
})));
const durationSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()
    .regex(/^\s*0*[1-9]\d*\s*[hdw]\s*$/, {
    error: (issue) => `"${String(issue.input)}" is not a duration; use a positive number with a unit h, d or w, e.g. 36h, 30d, 2w`,
})
    .transform((value) => {
    const [, count, unit] = /(\d+)\s*([hdw])/.exec(value);
    return Number(count) * UNIT_MS[unit];
});
/** `min-age`: a duration, or null when the input is empty. */
const optionalDurationSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().transform((value, ctx) => {
    if (value === '')
        return null;
    const read = durationSchema.safeParse(value);
    if (read.success)
        return read.data;
    ctx.issues.push({ code: 'custom', input: value, message: read.error.issues[0].message });
    return zod__WEBPACK_IMPORTED_MODULE_6__/* .NEVER */ .tm;
});
const timeoutSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().transform((value, ctx) => {
    const match = /^(\d+)\s*([smh])$/.exec(value.trim());
    const ms = match ? Number(match[1]) * TIMEOUT_UNIT_MS[match[2]] : 0;
    if (ms > 0 && ms <= MAX_TIMEOUT_MS)
        return ms;
    ctx.issues.push({
        code: 'custom',
        input: value,
        message: `"${value}" is not a duration; use a positive number with a unit s, m or h, at most 6h, e.g. 90s, 5m, 1h`,
    });
    return zod__WEBPACK_IMPORTED_MODULE_6__/* .NEVER */ .tm;
});
const failOnSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()
    .refine((value) => !(words(value).includes('none') && words(value).length > 1), {
    error: (issue) => `"${String(issue.input).trim()}" combines none with other kinds; none means never fail, so use either none alone or a comma list of ${_model__WEBPACK_IMPORTED_MODULE_4__/* .FAIL_ON_KINDS */ .TI.join(', ')}`,
})
    .transform(words)
    .pipe(zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n([..._model__WEBPACK_IMPORTED_MODULE_4__/* .FAIL_ON_KINDS */ .TI, 'none'], {
    error: (issue) => `"${String(issue.input)}" is not one of ${_model__WEBPACK_IMPORTED_MODULE_4__/* .FAIL_ON_KINDS */ .TI.join(', ')} (comma-separated), or none`,
}))
    .min(1, { error: `is empty; use a comma list of ${_model__WEBPACK_IMPORTED_MODULE_4__/* .FAIL_ON_KINDS */ .TI.join(', ')}, or none` }))
    .transform((kinds) => new Set(kinds.filter((kind) => kind !== 'none')));
const updateSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()
    .refine((value) => UPDATE_MODES.includes(normalMode(value)), {
    error: (issue) => `"${String(issue.input)}" is not one of ${UPDATE_MODES.join(', ')}`,
})
    .transform((value) => normalMode(value));
const advisoryUrlSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()
    .refine((value) => value.includes('{id}') && httpUrlInput('').safeParse(value.replace(/\{id\}/g, 'x')).success, {
    error: (issue) => `"${String(issue.input)}" is not valid; expected an http(s) URL template with {id}, e.g. ${DEFAULT_ADVISORY_URL}`,
});
/** The most shards: a GitHub Actions matrix holds at most 256 jobs. */
const MAX_SHARDS = 256;
/** The whole list: what a run without `shard` reads. */
const WHOLE = { index: 1, count: 1 };
/** `k/n` with 1 <= k <= n <= 256, or an InputError naming `shard` (empty: the whole list). */
function parseShard(value) {
    const text = value.trim();
    if (text === '')
        return WHOLE;
    const match = /^(\d{1,3})\s*\/\s*(\d{1,3})$/.exec(text);
    const index = match ? Number(match[1]) : NaN;
    const count = match ? Number(match[2]) : NaN;
    if (!match || index < 1 || count < 1 || count > MAX_SHARDS || index > count)
        throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('shard', `"${value}" is not a shard; expected k/n with 1 <= k <= n <= ${MAX_SHARDS}, e.g. 1/4 (the matrix's index and size)`, `Write the shard as k/n, e.g. shard: \${{ matrix.shard }}/4 with shard: [1, 2, 3, 4]`);
    return { index, count };
}
/** The `organization` input: a GitHub owner's login. */
const ownerSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()
    .regex(/^$|^[A-Za-z0-9][A-Za-z0-9-]{0,38}$/, expected('a GitHub owner name such as acme (no slash, no URL)'));
/**
 * One `signers` line: `<issuer> <identity>`, the identity a regular expression when it starts and
 * ends with `/` (matched against the whole identity: anchored here, so `/a/` never matches `xa`).
 */
function readSigner(line, ctx) {
    const fail = (why) => {
        ctx.issues.push({ code: 'custom', input: line, message: `"${line}" is not a signer; ${why}` });
        return zod__WEBPACK_IMPORTED_MODULE_6__/* .NEVER */ .tm;
    };
    const parts = line.split(/\s+/);
    if (parts.length !== 2)
        return fail('expected <issuer> <identity> on one line, e.g. https://issuer.enforce.dev /https://issuer\\.enforce\\.dev/.+/');
    const [issuer, identity] = parts;
    if (!httpUrlInput('').safeParse(issuer).success)
        return fail(`the issuer "${issuer}" is not an http(s) URL`);
    if (identity.length > 2 && identity.startsWith('/') && identity.endsWith('/')) {
        try {
            return { issuer, identity: new RegExp(`^(?:${identity.slice(1, -1)})$`, 'u') };
        }
        catch (error) {
            return fail(`the identity pattern does not compile (${error.message})`);
        }
    }
    return { issuer, identity };
}
const signersSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()
    .transform(inputLines)
    .transform((lines, ctx) => lines.map((line) => readSigner(line, ctx)));
const PLATFORM_SEGMENT = /^[a-z0-9][a-z0-9._-]{0,63}$/;
/** The `platform` input (any case) as a platform; the message says the accepted form. */
const platformSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()
    .transform((value) => value.trim().toLowerCase())
    .transform((value, ctx) => {
    const parts = value.split('/');
    if (parts.length < 2 || parts.length > 3 || !parts.every((p) => PLATFORM_SEGMENT.test(p))) {
        ctx.issues.push({
            code: 'custom',
            input: value,
            message: `"${value}" is not valid; expected os/architecture or os/architecture/variant, e.g. linux/amd64 or linux/arm64/v8`,
        });
        return zod__WEBPACK_IMPORTED_MODULE_6__/* .NEVER */ .tm;
    }
    const [os, architecture, variant] = parts;
    return variant === undefined ? { os, architecture } : { os, architecture, variant };
});
const dashboardSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()
    .refine((value) => value === '' || _schemas__WEBPACK_IMPORTED_MODULE_3__/* .REPOSITORY_PATTERN */ .G_.test(value), expected('a repository as owner/name, e.g. acme/platform'));
/** `value` read by `schema`, or an InputError naming `input` and the accepted form. */
function parseInput(input, schema, value) {
    const result = schema.safeParse(value);
    if (!result.success)
        throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(input, result.error.issues[0].message);
    return result.data;
}
/** The `files` globs, relative to the workspace. */
const parseFileGlobs = (value) => parseInput('files', filesSchema, value);
/** A duration with a unit h, d or w (`max-age`, `warn-before`), in milliseconds. */
const parseDuration = (input, value) => parseInput(input, durationSchema, value);
/** The `timeout` input: a positive number with a unit s, m or h (`90s`, `5m`, `1h`), at most 6h. */
const parseTimeout = (value) => parseInput('timeout', timeoutSchema, value);
const parseFailOn = (value) => parseInput('fail-on', failOnSchema, value);
/** The `update` input: none | pins | eol | all (any case). */
const parseUpdateMode = (value) => parseInput('update', updateSchema, value);
const field = (input, schema, options = {}) => ({ input, schema, default: options.default ?? '', secret: options.secret === true });
const text = zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP();
/**
 * Every setting, declared once: the Config key, the action.yml input, its default and its
 * schema (`Config` is derived from it). Several keys may read one input (a duration's text and
 * its milliseconds); the first to declare a default gives it. fail-on, max-age and files take
 * the policy file's value before this default (src/policy-file/load.ts); action.yml repeats the
 * others (a test keeps them equal).
 */
const FIELDS = {
    images: field('images', zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().transform(inputLines)),
    files: field('files', filesSchema),
    registry: field('registry', zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()
        .regex(HOST_PATTERN, expected('a registry host such as cgr.dev or localhost:5000, without a scheme or path'))
        .transform((host) => host.toLowerCase()), { default: 'cgr.dev' }),
    apiUrl: field('api-url', httpUrlInput('an http(s) URL such as https://console-api.enforce.dev'), {
        default: 'https://console-api.enforce.dev',
    }),
    issuerUrl: field('issuer-url', httpUrlInput('an http(s) URL such as https://issuer.enforce.dev'), {
        default: 'https://issuer.enforce.dev',
    }),
    token: field('token', text, { secret: true }),
    registryToken: field('registry-token', text, { secret: true }),
    registryUsername: field('registry-username', text, { secret: true }),
    registryPassword: field('registry-password', text, { secret: true }),
    identity: field('identity', text),
    group: field('group', zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()
        .refine((group) => group === '' || GROUP_UID_PATTERN.test(group), expected('a group uid without spaces or control characters (see README, "Which repo")'))),
    failOn: field('fail-on', failOnSchema, { default: DEFAULT_FAIL_ON }),
    maxAgeMs: field('max-age', durationSchema, { default: '30d' }),
    maxAge: field('max-age', text),
    comment: field('comment', modeSchema(COMMENT_MODES), { default: 'auto' }),
    commentKey: field('comment-key', text),
    /** Suggested changes on the pull request's lines (auto, always, never). */
    suggest: field('suggest', modeSchema(COMMENT_MODES), { default: 'auto' }),
    /** Workflow commands, one check run carrying every annotation, or auto. */
    annotations: field('annotations', modeSchema(ANNOTATIONS_MODES), { default: 'auto' }),
    githubToken: field('github-token', text, { secret: true }),
    concurrency: field('concurrency', zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()
        .refine((n) => /^\d+$/.test(n) && Number(n) >= 1 && Number(n) <= 64, expected('a whole number from 1 to 64'))
        .transform(Number), { default: '8' }),
    sarif: field('sarif', text),
    /** Run-level deadline: what is unfinished then becomes error results. */
    timeoutMs: field('timeout', timeoutSchema, { default: '5m' }),
    timeout: field('timeout', text),
    /** Which references to rewrite in the scanned files after the check. */
    update: field('update', updateSchema, { default: 'none' }),
    /** The `config` input: the policy file, workspace-relative ('' = the default path, absent allowed). */
    policyFile: field('config', text),
    /** Warn this long before a tag's grace period ends. */
    warnBeforeMs: field('warn-before', durationSchema, { default: '30d' }),
    warnBefore: field('warn-before', text),
    /** Also write the results JSON there ('' = no). */
    resultsFile: field('results-file', text),
    /** Link template for advisory ids, with `{id}`. */
    advisoryUrl: field('advisory-url', advisoryUrlSchema, { default: DEFAULT_ADVISORY_URL }),
    /** The owner whose repositories are read ('' = the workspace). */
    organization: field('organization', ownerSchema),
    /** Globs of repository names (`!` excludes). */
    repositories: field('repositories', zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().transform(inputLines)),
    /** Which of n shards of the repository list: read with organization (checkOrganizationInputs). */
    shard: field('shard', text),
    /** Globs of results files to report as one run. */
    merge: field('merge', filesSchema),
    cacheDir: field('cache-dir', text),
    /** Mirrors of the registry: read with registry (readRegistryMap). */
    registryMap: field('registry-map', text),
    /** The registry's cooldown; null when not set (pins move to the current build). */
    minAgeMs: field('min-age', optionalDurationSchema),
    minAge: field('min-age', text),
    /** owner/name of the repository whose issue is kept current ('' = none). */
    dashboard: field('dashboard', dashboardSchema),
    /** Whether the registry's own policies are consulted before the pull. */
    policies: field('policies', modeSchema(POLICIES_MODES), { default: 'auto' }),
    /** Whether every digest in use and every move is verified as the vendor's signed build. */
    signatures: field('signatures', modeSchema(SIGNATURES_MODES), { default: 'auto' }),
    /** The accepted signers; empty: the vendor's documented ones (provenance/signers.ts). */
    signers: field('signers', signersSchema),
    /** A Sigstore trusted root file, resolved by the shell inside its directory ('' = public-good, by TUF). */
    trustedRoot: field('trusted-root', text),
    /** Whether each digest change is described by its SBOM's packages. */
    packages: field('packages', modeSchema(PACKAGES_MODES), { default: 'auto' }),
    /** The platform whose image a digest change is described for. */
    platform: field('platform', platformSchema, { default: 'linux/amd64' }),
};
const fieldsSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc(Object.fromEntries(Object.entries(FIELDS).map(([key, f]) => [key, f.schema])));
/** The inputs `readConfig` reads, by their action.yml names. */
const INPUT_NAMES = [...new Set(Object.values(FIELDS).map((f) => f.input))];
/** The value of an input left empty, by its action.yml name. */
const INPUT_DEFAULTS = Object.fromEntries(Object.values(FIELDS)
    .filter((f) => f.default !== '')
    .map((f) => [f.input, f.default]));
/** Inputs that hold credentials: masked before anything else reads them. */
const SECRET_INPUTS = Object.values(FIELDS)
    .filter((f) => f.secret)
    .map((f) => f.input);
const settingsAreInputs = (setting) => setting;
void settingsAreInputs;
/**
 * The organization inputs together: a mode's settings without the mode would be silently
 * ignored, and `organization` with `merge` asks for two runs in one. Throws InputError.
 */
function checkOrganizationInputs(inputs) {
    if (inputs.organization !== '' && inputs.merge.length > 0)
        throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('merge', 'merge and organization are both set; merge reports the results files of a sharded run without a scan, organization scans', "Set organization in the shards' jobs and merge in the job after them, never both");
    for (const name of ['repositories', 'shard'])
        if (inputs.organization === '' && inputs[name].length > 0)
            throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(name, `is set, but organization is not; ${name} applies to an organization's repositories`);
    const slash = inputs.repositories.find((line) => line.replace(/^!/, '').includes('/'));
    if (slash !== undefined)
        throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('repositories', `"${slash}" is not valid; repositories are names of the organization's repositories without the owner, e.g. web-* or !archive-*`);
    return parseShard(inputs.shard);
}
/**
 * Reads and validates every input before any network call. `get` returns the raw input value
 * ('' when unset), as `core.getInput` does; INPUT_DEFAULTS fill the empty ones.
 */
function readConfig(get, words = _words__WEBPACK_IMPORTED_MODULE_1__/* .ACTION_WORDS */ .d) {
    const raw = new Map(INPUT_NAMES.map((name) => [name, get(name).trim() || (INPUT_DEFAULTS[name] ?? '')]));
    const values = Object.fromEntries(Object.entries(FIELDS).map(([key, f]) => [key, raw.get(f.input) ?? '']));
    const result = fieldsSchema.safeParse(values);
    if (!result.success) {
        const issue = result.error.issues[0];
        throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(inputOf(issue.path[0]), issue.message);
    }
    const fields = result.data;
    const registryMap = readRegistryMap(fields.registryMap, fields.registry);
    // A username alone is reported on the password it lacks, and the reverse.
    const username = fields.registryUsername;
    if ((username === '') !== (fields.registryPassword === ''))
        throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(username ? 'registry-password' : 'registry-username', `${words.name('registry-username')} and ${words.name('registry-password')} are set together (a pull token has both)`);
    return { ...fields, shard: checkOrganizationInputs(fields), registryMap };
}
/** The action input of a Config key (an issue's path). */
function inputOf(key) {
    const found = Object.entries(FIELDS).find(([name]) => name === key);
    return found ? found[1].input : String(key);
}
/** The `registry-map` pairs, checked against the registry before any request (RegistryMapError names the input). */
const readRegistryMap = (value, registry) => (0,_registry_map__WEBPACK_IMPORTED_MODULE_2__/* .parseRegistryMap */ .V)(value, registry);


/***/ }),

/***/ 6382:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ withDashboardFailure)
/* harmony export */ });
/* harmony import */ var _findings__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5973);
/* harmony import */ var _report_run_report__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7330);
// The verdict of a run whose dashboard was not kept (pure, without the GitHub client, so the
// shells can import it up front).


/** The run's verdict with a dashboard that was not kept: failed, the failure counted as an error and said first. */
function withDashboardFailure(report, failOn, failure) {
    if (failure === null)
        return report.verdict;
    const verdict = (0,_report_run_report__WEBPACK_IMPORTED_MODULE_1__/* .verdictOf */ .Vj)(report, failOn, [failure]);
    return { ...verdict, failed: true, line: (0,_findings__WEBPACK_IMPORTED_MODULE_0__/* .failedFor */ .bq)(failure, report.verdict.line) };
}


/***/ }),

/***/ 3916:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E5: () => (/* binding */ OciBlobTooLarge),
/* harmony export */   EQ: () => (/* binding */ RegistryMapError),
/* harmony export */   FN: () => (/* binding */ LookupError),
/* harmony export */   JH: () => (/* binding */ RateLimited),
/* harmony export */   Jc: () => (/* binding */ ListError),
/* harmony export */   KQ: () => (/* binding */ BodyTooLarge),
/* harmony export */   My: () => (/* binding */ GitHubIdTokenError),
/* harmony export */   Uz: () => (/* binding */ HistoryLimitError),
/* harmony export */   WY: () => (/* binding */ AssociationRefused),
/* harmony export */   W_: () => (/* binding */ NoAnswer),
/* harmony export */   _6: () => (/* binding */ GitHubCallError),
/* harmony export */   bD: () => (/* binding */ messageOf),
/* harmony export */   bG: () => (/* binding */ WindowStuckError),
/* harmony export */   dn: () => (/* binding */ OciContentError),
/* harmony export */   dz: () => (/* binding */ InputError),
/* harmony export */   eb: () => (/* binding */ UsageError),
/* harmony export */   f8: () => (/* binding */ SignatureCheckError),
/* harmony export */   hD: () => (/* binding */ ApiError),
/* harmony export */   jq: () => (/* binding */ DashboardError),
/* harmony export */   oy: () => (/* binding */ LedgerError),
/* harmony export */   sV: () => (/* binding */ WriteRefused),
/* harmony export */   su: () => (/* binding */ BrokenRule),
/* harmony export */   x_: () => (/* binding */ InvalidReferenceError)
/* harmony export */ });
/* unused harmony exports RunnerEventError, asError, token */
/* harmony import */ var _secrets__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7194);
// The named errors of every layer, each with its data. Only the scrubbing below it is imported, so
// refs/, check/ and auth/ can throw them without importing config or the shells (no import circles).

/**
 * A setting that is not of the accepted form; the message names the action input. The shells
 * turn it into their own words (the action fails the step with it; the CLI names the option).
 */
class InputError extends Error {
    input;
    fix;
    /** What was seen, without the input's name and the fix. */
    detail;
    constructor(input, message, 
    /** What to do, in one sentence: it leads the message. */
    fix) {
        super(`Input "${input}": ${fix ? `${fix}. ${asSentence(message)}` : message}`);
        this.input = input;
        this.fix = fix;
        this.name = 'InputError';
        this.detail = message;
    }
}
/** A message that starts with a plain word starts a sentence; one that starts with a name (a file, `s1.json`) keeps its case. */
const asSentence = (message) => /^[a-z]+[\s,:;]/.test(message) ? `${message.charAt(0).toUpperCase()}${message.slice(1)}` : message;
/** Why a `registry-map` pair cannot be used, leading with the fix; thrown by parseRegistryMap. */
class RegistryMapError extends InputError {
    constructor(fix, detail) {
        super('registry-map', detail, fix);
        this.name = 'RegistryMapError';
    }
}
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
/** A write refused: `file` as asked, the message saying why. */
class WriteRefused extends Error {
    file;
    constructor(file, message) {
        super(message);
        this.file = file;
        this.name = 'WriteRefused';
    }
}
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
/** The runner's event (GITHUB_EVENT_PATH, GITHUB_REPOSITORY) cannot tell which pull request a run is on. */
class RunnerEventError extends (/* unused pure expression or super */ null && (Error)) {
    name = 'RunnerEventError';
}
/** The runner would not hand out the workflow's GitHub OIDC token for `identity`. */
class GitHubIdTokenError extends Error {
    name = 'GitHubIdTokenError';
    constructor(message) {
        super(`Input "identity": ${message}`);
    }
}
/** The message of anything thrown. */
function messageOf(error) {
    return error instanceof Error ? error.message : String(error);
}
/** Anything thrown, as an Error (itself when it is one). */
function asError(error) {
    return error instanceof Error ? error : new Error(String(error));
}
const NETWORK_REASONS = new Set(['TIMEOUT', 'CONNECTION_REFUSED', 'CONNECTION_FAILED']);
/** A look-up that failed: what was asked and why (machine-readable). The base of every error a result shows. */
class LookupError extends Error {
    status;
    code;
    reason;
    request;
    retryable;
    constructor(init) {
        // Service text becomes an error here: credentials the run holds (in any encoding) are
        // scrubbed, and control characters escaped, before any reporter or log line sees it.
        super((0,_secrets__WEBPACK_IMPORTED_MODULE_0__/* .safeText */ .Hk)(init.message));
        this.name = 'LookupError';
        this.status = init.status;
        this.code = init.code;
        this.reason = token(init.reason);
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
/** What a service answered (or that no answer came): the AIP-193 or OCI details, scrubbed. */
class ApiError extends LookupError {
    domain;
    fieldViolations;
    preconditionViolations;
    resourceInfo;
    /** A 401 answer's `WWW-Authenticate` header, unread: only registry/challenge.ts reads it, and never shows it whole. */
    challenge;
    constructor(init) {
        super(init);
        this.name = 'ApiError';
        this.domain = init.domain === undefined ? undefined : token(init.domain);
        this.fieldViolations = (init.fieldViolations ?? []).map((v) => ({
            field: (0,_secrets__WEBPACK_IMPORTED_MODULE_0__/* .safeText */ .Hk)(v.field),
            description: (0,_secrets__WEBPACK_IMPORTED_MODULE_0__/* .safeText */ .Hk)(v.description),
        }));
        this.preconditionViolations = (init.preconditionViolations ?? []).map((v) => ({
            type: (0,_secrets__WEBPACK_IMPORTED_MODULE_0__/* .safeText */ .Hk)(v.type),
            description: (0,_secrets__WEBPACK_IMPORTED_MODULE_0__/* .safeText */ .Hk)(v.description),
        }));
        this.resourceInfo = init.resourceInfo && {
            resourceType: init.resourceInfo.resourceType === undefined ? undefined : (0,_secrets__WEBPACK_IMPORTED_MODULE_0__/* .safeText */ .Hk)(init.resourceInfo.resourceType),
            resourceName: init.resourceInfo.resourceName === undefined ? undefined : (0,_secrets__WEBPACK_IMPORTED_MODULE_0__/* .safeText */ .Hk)(init.resourceInfo.resourceName),
            description: init.resourceInfo.description === undefined ? undefined : (0,_secrets__WEBPACK_IMPORTED_MODULE_0__/* .safeText */ .Hk)(init.resourceInfo.description),
        };
        this.challenge = init.challenge;
    }
}
/**
 * A rule of this client broken by answers that were themselves fine (an ambiguous repo, an
 * invalid body...): no HTTP answer to show. `status` is the answer's when one broke it.
 */
class BrokenRule extends LookupError {
    constructor(reason, message, request, status = 0) {
        super({ status, code: 0, reason, message, request });
        this.name = 'BrokenRule';
    }
}
/** A List endpoint whose pages do not add up (LIST_COUNT_MISMATCH, LIST_PAGE_LIMIT, LIST_NO_TOTAL). */
class ListError extends BrokenRule {
    label;
    problem;
    constructor(label, reason, problem) {
        super(reason, `${label}: ${problem}`, label, 200);
        this.label = label;
        this.problem = problem;
        this.name = 'ListError';
    }
}
/** A Tag History walk that read its bounds without finding what it walked to (HISTORY_LIMIT). */
class HistoryLimitError extends BrokenRule {
    label;
    read;
    missing;
    bounds;
    constructor(label, read, 
    /** The pins not found ('the newest build' when none was asked for). */
    missing, bounds) {
        super('HISTORY_LIMIT', `${label}: read ${read.records} builds in ${read.requests} requests without finding ${missing.length > 0 ? missing.join(', ') : 'the newest build'}; the walk stops at ${bounds.maxRecords} builds or ${bounds.maxRequests} requests`, label, 200);
        this.label = label;
        this.read = read;
        this.missing = missing;
        this.bounds = bounds;
        this.name = 'HistoryLimitError';
    }
}
/** A full Tag History window that moved the walk no further (HISTORY_WINDOW_STUCK). */
class WindowStuckError extends BrokenRule {
    label;
    page;
    from;
    constructor(label, page, 
    /** Where the window started; undefined at the first build. */
    from) {
        super('HISTORY_WINDOW_STUCK', `${label}: ${Date.parse(page.first) === Date.parse(page.last)
            ? `${page.size} records share the time ${page.first}; the window cannot move past them`
            : `a full window of ${page.size} records (${page.first} to ${page.last}) from ${from ?? 'the first build'} holds no build not already read; the server repeats records`}`, label, 200);
        this.label = label;
        this.page = page;
        this.from = from;
        this.name = 'WindowStuckError';
    }
}
/** An answer longer than the most its reader takes (BODY_TOO_LARGE): refused before more of it is read. */
class BodyTooLarge extends BrokenRule {
    label;
    limit;
    constructor(label, limit) {
        super('BODY_TOO_LARGE', `${label}: the answer is over ${limit} bytes, the most this client reads of it`, label, 200);
        this.label = label;
        this.limit = limit;
        this.name = 'BodyTooLarge';
    }
}
/**
 * Registry content that is not what was asked (OCI_DIGEST_MISMATCH: bytes of another digest,
 * OCI_CONTENT: not the manifest or index the media type says, OCI_REFERRERS_LIMIT: endless pages).
 */
class OciContentError extends BrokenRule {
    label;
    problem;
    constructor(label, reason, problem) {
        super(reason, `${label}: ${problem}`, label, 200);
        this.label = label;
        this.problem = problem;
        this.name = 'OciContentError';
    }
}
/** A blob whose descriptor says it is larger than the caller reads (an SBOM past its bound): not read at all. */
class OciBlobTooLarge extends OciContentError {
    size;
    limit;
    constructor(label, size, limit) {
        super(label, 'OCI_CONTENT', `the blob is ${size} bytes, over the ${limit} read`);
        this.size = size;
        this.limit = limit;
        this.name = 'OciBlobTooLarge';
    }
}
/**
 * A signature that could not be checked (TRUSTED_ROOT: no trusted root to check it with;
 * SIGNATURE_UNREADABLE: an attached artifact that is not what its kind says): the result is an
 * error, never unsigned.
 */
class SignatureCheckError extends BrokenRule {
    constructor(reason, message, request) {
        super(reason, message, request);
        this.name = 'SignatureCheckError';
    }
}
/** The identity may not read an organization's account association (its signers): one notice, not an error per image. */
class AssociationRefused extends LookupError {
    group;
    constructor(group, status, message) {
        super({ status, code: status, reason: 'PERMISSION_DENIED', message, request: 'GET /iam/v2/accountAssociations' });
        this.group = group;
        this.name = 'AssociationRefused';
    }
}
/** A machine-readable word from a service (reason, domain): scrubbed, and only word characters kept. */
function token(text) {
    return (0,_secrets__WEBPACK_IMPORTED_MODULE_0__/* .safeText */ .Hk)(text)
        .replace(/[^A-Za-z0-9_.*-]/g, '_')
        .slice(0, 100);
}
// The GitHub and dashboard errors. Each says what happened; the one a user can act on also
// carries its setting and the fix, in the shape of InputError (the shells lead with the fix).
/** A try that got no answer within its per-try limit: the GitHub client retries it as a network failure. */
class NoAnswer extends Error {
    name = 'NoAnswer';
}
/** A GitHub call that could not finish: no answer in time, or the run's deadline. */
class GitHubCallError extends Error {
    name = 'GitHubCallError';
    constructor(message) {
        super((0,_secrets__WEBPACK_IMPORTED_MODULE_0__/* .safeText */ .Hk)(message));
    }
}
/** GitHub's rate limit is spent (or its wait is past the deadline): no more calls this run. */
class RateLimited extends Error {
    name = 'RateLimited';
}
/** A dashboard that could not be kept: the shells report it naming the `dashboard` setting. */
class DashboardError extends Error {
    fix;
    /** The setting at fault, as the action names it. */
    setting = 'dashboard';
    constructor(message, 
    /** What to do, in one sentence. */
    fix) {
        super(message);
        this.fix = fix;
        this.name = 'DashboardError';
    }
}


/***/ }),

/***/ 5973:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Bj: () => (/* reexport */ DASHBOARD_PLACEMENT),
  UN: () => (/* reexport */ DASHBOARD_SECTIONS),
  GW: () => (/* reexport */ KINDS),
  Gn: () => (/* reexport */ NO_MORE_FIXES),
  $8: () => (/* reexport */ NO_SUCCESSOR),
  vh: () => (/* reexport */ WORST_FIRST),
  kx: () => (/* reexport */ activeAdvisories),
  zP: () => (/* reexport */ activeFindings),
  yD: () => (/* reexport */ activeKinds),
  Sd: () => (/* reexport */ behindText),
  qR: () => (/* reexport */ blockedMoveNote),
  O: () => (/* reexport */ cooledMoveNote),
  jL: () => (/* reexport */ datesText),
  H: () => (/* reexport */ denyingPolicies),
  zl: () => (/* reexport */ dryRunDenials),
  bq: () => (/* reexport */ failedFor),
  mS: () => (/* reexport */ failsUnder),
  WX: () => (/* reexport */ findingsOf),
  S$: () => (/* reexport */ fixLine),
  Zu: () => (/* reexport */ fixesUrgent),
  je: () => (/* reexport */ gateFinding),
  Rv: () => (/* reexport */ gateOf),
  R4: () => (/* reexport */ isEndingSoon),
  pi: () => (/* reexport */ isIgnored),
  e5: () => (/* reexport */ moveTargetName),
  J: () => (/* reexport */ newPinOf),
  kn: () => (/* reexport */ overGate),
  ct: () => (/* reexport */ pinnedReference),
  IQ: () => (/* reexport */ rankOf),
  g_: () => (/* reexport */ repositoryText),
  ur: () => (/* reexport */ severityCounts),
  _o: () => (/* reexport */ signatureMoveNote),
  Sc: () => (/* reexport */ signaturesLine),
  I: () => (/* reexport */ sinceText),
  Pr: () => (/* reexport */ unsignedText),
  MT: () => (/* reexport */ verdictLine)
});

// UNUSED EXPORTS: DEFAULT_FAIL_ON, isEndOfLife, loudnessOf, moveOf, stoppedFor

// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(8992);
// EXTERNAL MODULE: ./src/model.ts
var model = __webpack_require__(182);
;// CONCATENATED MODULE: ./src/findings/predicates.ts
// Whether a result has each kind of finding: the facts findingsOf reads (findings/of.ts), pure over
// the model. Every surface asks these, never the result's fields, so no two say it differently.

/**
 * End-of-life: the tag is deprecated. A result whose other look-ups failed (status `error`)
 * still counts when the tag listing said deprecated, so an errored EOL tag is not hidden.
 */
function isEndOfLife(result) {
    return result.status === 'eol' || result.deprecated;
}
/** Builds of the tag stop within warn-before (v1 dates) and the tag is not already end-of-life. */
function isEndingSoon(result) {
    return result.endOfLife?.warn === true && !isEndOfLife(result);
}
/** The enforced policies that deny the digest in use and no override waives (the registry refuses the pull). */
function denyingPolicies(result) {
    if (result.status === 'error')
        return [];
    return (result.policies ?? [])
        .filter((f) => f.mode === 'enforced' && f.result === 'denied' && f.waived === null)
        .map((f) => f.policy);
}
/** The dry-run policies that deny the digest in use: refused once each is enforced (unless an override waives). */
function dryRunDenials(result) {
    return (result.policies ?? [])
        .filter((f) => f.mode === 'dry-run' && f.result === 'denied' && f.waived === null)
        .map((f) => f.policy);
}
/** Whether the policy file accepts this finding of the result (`eol`, `stale` or an advisory id). */
function isIgnored(result, kind) {
    return result.ignored?.kinds.some((k) => k.toLowerCase() === kind.toLowerCase()) ?? false;
}
/** The advisories of a result that no policy entry accepts. */
function activeAdvisories(result) {
    return result.ignored ? result.advisories.filter((a) => !isIgnored(result, a.advisoryId)) : result.advisories;
}
const rank = (s) => model/* SEVERITY_ORDER */.B.indexOf(s);
/** The most inclusive severity of fail-on (`high,low` gates at low), or null when it names none. */
function gateOf(failOn) {
    let gate = null;
    for (const s of model/* GATE_SEVERITIES */.a2)
        if (failOn.has(s))
            gate = s;
    return gate;
}
/** Whether `severity` is at `gate` or worse. */
function atOrWorse(severity, gate) {
    return rank(severity) <= rank(gate);
}
/**
 * The severity gate on one result: null when it passes, 'unknown' when its vulnerabilities are
 * not known (no report: never read as clean), else what fails it. With `withLedger` false, what
 * it would be if the policy file accepted nothing (an accepted finding is still one).
 */
function gateFinding(result, gate, withLedger = true) {
    const counts = result.vulnerabilities;
    if (!counts)
        return 'unknown';
    const named = (result.vulnerabilityIds ?? []).filter((v) => atOrWorse(v.severity, gate));
    let unnamed = 0;
    for (const s of model/* GATE_SEVERITIES */.a2)
        if (atOrWorse(s, gate))
            unnamed += Math.max(0, counts[s] - named.filter((v) => v.severity === s).length);
    const ignored = new Set(withLedger ? (result.ignored?.kinds ?? []).map((k) => k.toLowerCase()) : []);
    const ids = named.filter((v) => !ignored.has(v.id.toLowerCase()));
    return ids.length + unnamed > 0 ? { ids, unnamed } : null;
}
/** The vulnerabilities over the gate that fail a result: null when none (or unknown, or no gate). */
function overGate(result, gate, withLedger = true) {
    if (gate === null || result.status === 'error')
        return null;
    const finding = gateFinding(result, gate, withLedger);
    return finding === 'unknown' ? null : finding;
}

;// CONCATENATED MODULE: ./src/findings/kinds.ts


/** The dashboard's sections, most urgent first (a result is listed in the first its findings name). */
const DASHBOARD_SECTIONS = ['unsigned', 'eol', 'vulnerable', 'ending', 'stale', 'unchecked'];
/**
 * Which section lists a result with findings in several: end of life first (an errored
 * end-of-life tag stays in view as one), then what could not be checked (never hidden under a
 * later section), then the rest in section order.
 */
const DASHBOARD_PLACEMENT = [
    'unsigned',
    'eol',
    'unchecked',
    'vulnerable',
    'ending',
    'stale',
];
const never = () => false;
const KINDS = {
    error: {
        present: (r) => r.status === 'error',
        accepted: never,
        failsUnder: 'error',
        otherwise: 'warning',
        title: (r) => `Cannot check ${r.ref}`,
        sarifRule: 'error',
        gitlab: 'major',
        colour: 'red',
        dashboard: 'unchecked',
    },
    // No signature of an accepted signer verifies for the digest in use (check/judge/signatures.ts).
    unsigned: {
        present: (r) => r.signature?.verified === false,
        accepted: never,
        failsUnder: 'unsigned',
        otherwise: 'warning',
        title: (r) => `Not signed by the vendor: ${r.ref}`,
        sarifRule: 'unsigned',
        gitlab: 'critical',
        colour: 'red',
        dashboard: 'unsigned',
    },
    denied: {
        present: (r) => denyingPolicies(r).length > 0,
        accepted: never,
        failsUnder: 'denied',
        otherwise: 'warning',
        title: (r) => `Refused by the registry's policies: ${r.ref}`,
        sarifRule: 'denied',
        gitlab: 'critical',
        colour: 'red',
        dashboard: null,
    },
    eol: {
        present: isEndOfLife,
        accepted: (r) => isIgnored(r, 'eol'),
        failsUnder: 'eol',
        otherwise: 'warning',
        title: (r) => `End-of-life tag: ${r.ref}`,
        sarifRule: 'eol',
        gitlab: 'critical',
        colour: 'red',
        dashboard: 'eol',
    },
    vulnerability: {
        present: (r, gate) => overGate(r, gate, false) !== null,
        accepted: (r, gate) => overGate(r, gate) === null,
        failsUnder: 'gate',
        otherwise: 'warning',
        title: (r) => `Vulnerabilities over fail-on: ${r.ref}`,
        sarifRule: 'vulnerability',
        gitlab: 'major',
        colour: 'red',
        dashboard: 'vulnerable',
    },
    stale: {
        present: (r) => r.status === 'stale',
        accepted: (r) => isIgnored(r, 'stale'),
        failsUnder: 'stale',
        otherwise: 'warning',
        title: (r) => `Stale pinned digest: ${r.ref}`,
        sarifRule: 'stale',
        gitlab: 'minor',
        colour: 'yellow',
        dashboard: 'stale',
    },
    // A dry-run denial is a warning whatever fail-on says: the registry lets the pull through.
    'dry-run': {
        present: (r) => dryRunDenials(r).length > 0,
        accepted: never,
        failsUnder: null,
        otherwise: 'warning',
        title: (r) => `Refused once a dry-run policy is enforced: ${r.ref}`,
        sarifRule: 'dry-run',
        gitlab: 'minor',
        colour: 'yellow',
        dashboard: null,
    },
    ending: {
        present: isEndingSoon,
        accepted: never,
        failsUnder: null,
        otherwise: 'warning',
        title: (r) => `Tag ending soon: ${r.ref}`,
        sarifRule: 'ending',
        gitlab: 'minor',
        colour: 'yellow',
        dashboard: 'ending',
    },
    // Information, not a defect of the reference: a notice unless fail-on names advisories.
    advisory: {
        present: (r) => r.advisories.length > 0,
        accepted: (r) => activeAdvisories(r).length === 0,
        failsUnder: 'advisories',
        otherwise: 'notice',
        title: (r) => `${(0,src_text/* plural */.LS)(activeAdvisories(r).length, 'advisory', 'advisories')}: ${r.ref}`,
        sarifRule: 'advisory',
        gitlab: 'info',
        colour: null,
        dashboard: null,
    },
};
/**
 * The one worst-first order of finding kinds: a result's findings are listed in it, a surface
 * that shows one label per result shows the first, and results sort by their first.
 */
const WORST_FIRST = [
    'error',
    'unsigned',
    'denied',
    'eol',
    'vulnerability',
    'stale',
    'dry-run',
    'ending',
    'advisory',
];
const everyKindOrdered = true;
void everyKindOrdered;
/** The place of a kind in WORST_FIRST (lower is worse). */
const rankOf = (kind) => WORST_FIRST.indexOf(kind);

;// CONCATENATED MODULE: ./src/findings/of.ts
// The findings of a result under a run's fail-on: the one list every surface reports from.



/** What fail-on is when the input is not given (action.yml default). */
const DEFAULT_FAIL_ON = new Set(model/* DEFAULT_FAIL_ON_KINDS */.xS);
/** Whether a finding of `kind` that the policy file does not accept fails the run under `failOn`. */
function failsUnder(kind, failOn) {
    const { failsUnder: by } = KINDS[kind];
    return by === 'gate' || (by !== null && failOn.has(by));
}
/**
 * How loud a finding is: an error when its kind fails the step under `failOn`, else its kind's
 * warning or notice. Annotations and SARIF both follow it, so a green step never shows red and a
 * red step always shows why.
 */
function loudnessOf(kind, failOn) {
    return failsUnder(kind, failOn) ? 'error' : KINDS[kind].otherwise;
}
/**
 * The findings of one result, worst first (WORST_FIRST), under `failOn`: a vulnerability
 * finding only under a severity in it. Findings the policy file accepts stay in the list, marked
 * `accepted` (a notice); an error never is.
 */
function findingsOf(result, failOn) {
    const gate = gateOf(failOn);
    const findings = [];
    for (const kind of WORST_FIRST) {
        const row = KINDS[kind];
        if (!row.present(result, gate))
            continue;
        const accepted = row.accepted(result, gate) && result.ignored
            ? { reason: result.ignored.reason, until: result.ignored.until }
            : null;
        findings.push({ kind, loudness: accepted ? 'notice' : loudnessOf(kind, failOn), accepted });
    }
    return findings;
}
/** The findings the policy file does not accept: what a surface asks the user to act on. */
function activeFindings(result, failOn) {
    return findingsOf(result, failOn).filter((f) => f.accepted === null);
}
/** The kinds of a result's findings that no policy entry accepts, worst first. */
function activeKinds(result, failOn) {
    return activeFindings(result, failOn).map((f) => f.kind);
}

// EXTERNAL MODULE: ./src/refs/mirror-form.ts
var mirror_form = __webpack_require__(3750);
;// CONCATENATED MODULE: ./src/findings/phrases.ts
// The pieces every surface composes its words of: what is behind and since when, the move, why
// there is no move, what moving fixes, what end of life means. A surface keeps its own layout
// (a sentence, a table cell, a list item) and takes these, so one finding reads the same everywhere.



/** What end of life means for a tag, as every surface says it. */
const NO_MORE_FIXES = 'no more builds or security fixes';
/** `registry/org/image`: the repository of a result, without tag or digest; a mirror's as written. */
function repositoryText(result) {
    return ((result.upstream !== undefined && (0,mirror_form/* repositoryOf */._)(result.ref)) || `${result.registry}/${result.org}/${result.image}`);
}
/** How far a pin is behind its tag: `3 builds behind`, or `behind` when the count is not known. */
function behindText(r) {
    return r.buildsBehind === null ? 'behind' : `${(0,src_text/* plural */.LS)(r.buildsBehind, 'build')} behind`;
}
/** Since when a pin is behind: ` since 2024-05-01` (with `now`, ` (3 days ago)` too), or ''. */
function sinceText(r, now) {
    if (!r.behindSince)
        return '';
    return ` since ${(0,src_text/* isoDate */._$)(r.behindSince)}${now ? ` (${(0,src_text/* relativeTime */.KW)(r.behindSince, now)})` : ''}`;
}
/**
 * The canonical pin of a result, `registry/org/image:tag@digest`, at the digest `update` would
 * write: the current one, or under min-age (`cooled`) the newest build old enough to pull (a pin
 * newer than that kept as it is); null when that digest is not known.
 */
function pinnedReference(result, cooled = result.pullable !== undefined) {
    const digest = pinDigestOf(result, cooled);
    return digest && result.tag !== null ? `${repositoryText(result)}:${result.tag}@${digest}` : null;
}
function pinDigestOf(r, cooled) {
    if (r.pullable !== undefined)
        return r.pullable?.digest ?? r.pinnedDigest;
    // Under min-age a current digest may be too young to pull: without the pullable build, none is known.
    return cooled ? null : r.digest;
}
/** The move of a result: the tag or pin the check suggests (check/judge/advice.ts), or null when it has none. */
function moveOf(r) {
    return r.suggestion ?? null;
}
/** The new pin of a pin behind its tag: the suggested one, else the canonical pin at the digest to move to. */
function newPinOf(r) {
    return moveOf(r) ?? pinnedReference(r);
}
/** Why an end-of-life tag has no tag to move to, with where to find one. */
const NO_SUCCESSOR = 'No maintained tag of the same variant is listed';
/** Why the run proposes no move where it would without policies: which policies refuse every build, or that the builds could not be checked. */
function blockedMoveNote(r) {
    const move = r.policyMove;
    if (!move || move.to)
        return null;
    if (move.error)
        return `No move is proposed: the builds of ${move.tag} could not be checked against the registry's policies (${move.error}).`;
    if (move.blockedBy.length === 0)
        return null;
    // The names come from the registry: each cut, and at most five named.
    const names = move.blockedBy.slice(0, 5).map((p) => (p.length > 100 ? `${p.slice(0, 99)}\u2026` : p));
    const more = move.blockedBy.length > 5 ? [(0,src_text/* plural */.LS)(move.blockedBy.length - 5, 'more policy', 'more policies') + ' too'] : [];
    return `No build of ${move.tag} passes the registry's enforced ${[...names, ...more].join(', ')}: no move is proposed until one does.`;
}
/**
 * Under min-age, a pin on an end-of-life tag whose maintained tag has no build old enough to pull
 * yet: where it will move, and why no pin is suggested; null otherwise.
 */
function cooledMoveNote(r) {
    const move = r.nextTagPullable;
    if (r.suggestion || !move || move.pullable !== null)
        return null;
    const to = `${repositoryText(r)}:${move.tag}`;
    return move.error
        ? `move to ${to}: its builds could not be read (${move.error}), so no build old enough to pull under min-age is known and no pin is suggested`
        : `move to ${to} once it has a build at least min-age old: none is yet (the registry's cooldown), so no pin is suggested`;
}
/** The v1 end-of-life dates, as a sentence (with a leading space), or ''. */
function datesText(r) {
    const d = r.endOfLife;
    if (!d)
        return '';
    const parts = [];
    if (d.supportEnds)
        parts.push(`upstream support ${d.supportEnded ? 'ended' : 'ends'} ${(0,src_text/* isoDate */._$)(d.supportEnds)}`);
    if (d.buildsUntil)
        parts.push(`builds ${d.daysLeft !== null && d.daysLeft < 0 ? 'stopped' : 'continue until'} ${(0,src_text/* isoDate */._$)(d.buildsUntil)}`);
    return parts.length > 0 ? ` ${parts.join('; ').replace(/^./, (c) => c.toUpperCase())}.` : '';
}
/** "1 high, 2 medium": counts per severity of a list, worst first. */
function severityCounts(list) {
    const counts = { critical: 0, high: 0, medium: 0, low: 0, negligible: 0, unknown: 0 };
    for (const v of list)
        counts[v.severity]++;
    return model/* SEVERITY_ORDER */.B.filter((s) => counts[s] > 0)
        .map((s) => `${counts[s]} ${s}`)
        .join(', ');
}
/** What moving fixes, in one line (the stale-pin annotation, the summary, the update, the dashboard); null when nothing known. */
function fixLine(result, maxIds = 5) {
    const fixed = result.fixedByUpdate;
    if (!fixed || fixed.length === 0)
        return null;
    const ids = fixed.slice(0, maxIds).map((v) => v.id);
    const more = fixed.length > maxIds ? `, and ${fixed.length - maxIds} more` : '';
    return `moving to the current build fixes ${severityCounts(fixed)}: ${ids.join(', ')}${more}`;
}
/** A pin whose move to the current build fixes a critical or high vulnerability. */
function fixesUrgent(r) {
    return r.fixedByUpdate?.some((v) => v.severity === 'critical' || v.severity === 'high') ?? false;
}
/** Why the digest in use is not the vendor's proven build: which digest, and the verifier's reason. */
function unsignedText(r) {
    const s = r.signature;
    if (!s || s.verified)
        return '';
    return `${(0,src_text/* shortDigest */.VK)(s.digest)} is not signed by an accepted signer: ${s.reason ?? 'no signature verifies'}`;
}
/**
 * What the build a pin moves to is called: the newest signed one when signatures decided the move,
 * the newest pullable one under the registry's cooldown, else the newest (without an article: "its" or "the" goes before).
 */
function moveTargetName(how) {
    if (how.signed)
        return 'newest signed build';
    return how.pullable ? 'newest pullable build' : 'newest build';
}
/** Where signatures changed the move: the signed build moved to past unsigned ones, or why there is none; null otherwise. */
function signatureMoveNote(r) {
    const move = r.signatureMove;
    if (!move)
        return null;
    if (move.none)
        return `No move is proposed: ${move.none}.`;
    if (!move.to)
        return null;
    const past = move.passedOver === 1 ? 'the newest build is' : `the newest ${move.passedOver} builds are`;
    return `Moves to ${(0,src_text/* shortDigest */.VK)(move.to.digest)} of ${move.tag}, the ${moveTargetName({ signed: true, pullable: true })}: ${past} not signed by an accepted signer.`;
}
/**
 * The one line the summary and the review comment say of signatures: how many distinct digests
 * were verified and by whom, how many are not the vendor's; null when none was checked.
 */
function signaturesLine(verdicts) {
    const byDigest = new Map();
    for (const v of verdicts)
        if (v)
            byDigest.set(v.digest, v);
    if (byDigest.size === 0)
        return null;
    const signers = new Map();
    let unsigned = 0;
    for (const v of byDigest.values()) {
        if (!v.verified || !v.signer)
            unsigned++;
        else
            signers.set(v.signer.identity, (signers.get(v.signer.identity) ?? 0) + 1);
    }
    const verified = byDigest.size - unsigned;
    const who = [...signers].map(([identity, n]) => (signers.size > 1 ? `${n} by ${identity}` : `by ${identity}`));
    const head = `${(0,src_text/* plural */.LS)(verified, 'digest')} verified as the vendor's signed build${who.length > 0 ? ` (${who.join('; ')})` : ''}`;
    return unsigned > 0 ? `${head}; ${(0,src_text/* plural */.LS)(unsigned, 'digest')} not signed by an accepted signer` : head;
}

;// CONCATENATED MODULE: ./src/findings/verdict-line.ts
// The verdict sentence, written once: what failed the run (in fail-on's order), what else was
// found, and the notes that never fail (tags ending soon, dry-run denials, accepted findings).



/**
 * Each fail-on kind's count and words (a severity's: images over it, and images not scanned).
 * Under a severity in fail-on without `error`, an image that could not be checked fails the gate
 * (its vulnerabilities are unknown): it is said there, once, and not again as an error.
 */
function countWords({ counts, fileErrors, coverage }, failOn) {
    const gate = gateOf(failOn);
    const unchecked = gate !== null && !failOn.has('error') ? counts.error - fileErrors - coverage.length : 0;
    const errors = counts.error - unchecked;
    const denied = counts.denied ?? 0;
    const unsigned = counts.unsigned ?? 0;
    const byKind = {
        eol: { n: counts.eol, text: (0,src_text/* plural */.LS)(counts.eol, 'end-of-life tag') },
        denied: { n: denied, text: `${(0,src_text/* plural */.LS)(denied, 'image')} the registry refuses` },
        unsigned: { n: unsigned, text: `${(0,src_text/* plural */.LS)(unsigned, 'digest')} not signed by the vendor` },
        stale: { n: counts.stale, text: (0,src_text/* plural */.LS)(counts.stale, 'stale pin') },
        advisories: { n: counts.advisories, text: (0,src_text/* plural */.LS)(counts.advisories, 'advisory', 'advisories') },
        error: {
            n: errors,
            text: (0,src_text/* plural */.LS)(errors, 'error') + (fileErrors > 0 ? ` (${(0,src_text/* plural */.LS)(fileErrors, 'file')} not fully scanned)` : ''),
        },
    };
    if (gate !== null) {
        const vulnerable = counts.vulnerable ?? 0;
        const unscanned = counts.unscanned ?? 0;
        const parts = [
            vulnerable > 0
                ? `${(0,src_text/* plural */.LS)(vulnerable, 'image')} with ${gate === 'critical' ? 'critical' : `${gate} or worse`} vulnerabilities`
                : '',
            unscanned > 0 ? `${(0,src_text/* plural */.LS)(unscanned, 'image')} without a vulnerability report` : '',
            unchecked > 0 ? `${(0,src_text/* plural */.LS)(unchecked, 'image')} that could not be checked` : '',
        ].filter(Boolean);
        byKind[gate] = { n: vulnerable + unscanned + unchecked, text: parts.join(', ') };
    }
    return byKind;
}
/** Never failing, always worth a word: tags whose builds end soon, dry-run denials, accepted findings. */
function notesOf(counts) {
    const notes = [
        counts.ending ? `${(0,src_text/* plural */.LS)(counts.ending, 'tag')} ending soon` : '',
        counts.wouldBeDenied ? `${(0,src_text/* plural */.LS)(counts.wouldBeDenied, 'image')} refused once dry-run policies are enforced` : '',
        counts.ignored ? `${(0,src_text/* plural */.LS)(counts.ignored, 'image')} with ignored findings` : '',
    ].filter(Boolean);
    return notes.length > 0 ? ` (${notes.join('; ')})` : '';
}
/** Whether the run fails, and the one line that says why (or that it passed, still naming what fail-on does not cover). */
function verdictLine(facts, failOn) {
    const { counts, coverage } = facts;
    const byKind = countWords(facts, failOn);
    const present = model/* FAIL_ON_KINDS */.TI.filter((k) => byKind[k]?.n);
    const failing = present.filter((k) => failOn.has(k));
    const other = present.filter((k) => !failOn.has(k));
    const failOnText = failOn.size === 0 ? 'none' : model/* FAIL_ON_KINDS */.TI.filter((k) => failOn.has(k)).join(',');
    const checked = `${(0,src_text/* plural */.LS)(counts.total, 'image')} checked`;
    const failed = failing.length > 0;
    const why = coverage.length > 0
        ? `: ${coverage[0]}${coverage.length > 1 ? ` (and ${(0,src_text/* plural */.LS)(coverage.length - 1, 'more problem')})` : ''}`
        : '';
    let line;
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
    return { failed, line: line + notesOf(counts) };
}
/** The verdict line of a run that stopped before its verdict. */
function stoppedFor(message) {
    return `image-check stopped: ${message}`;
}
/** The verdict line of a run that failed for a reason of its own (the dashboard not kept), said first. */
function failedFor(failure, line) {
    return `\u2717 ${failure} \u2014 ${line}`;
}

;// CONCATENATED MODULE: ./src/findings/index.ts
// What to tell the user, for every surface: the kinds of finding (kinds.ts), a result's findings
// under fail-on (of.ts, over predicates.ts), the words they are said in (phrases.ts) and the
// verdict sentence (verdict-line.ts). Imports only the model, the text helpers and mirror forms.







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
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3916);
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
        return unreadable(error);
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
        return unreadable(error);
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
        return unreadable(error);
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
/** A file that could not be read, and whether it does not exist at all. */
function unreadable(error) {
    const code = error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
    return {
        ok: false,
        why: 'unreadable',
        message: `cannot read file: ${code ?? (0,_errors__WEBPACK_IMPORTED_MODULE_3__/* .messageOf */ .bD)(error)}`,
        ...(code === 'ENOENT' ? { missing: true } : {}),
    };
}


/***/ }),

/***/ 7841:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ writeInside)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _read_inside__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1552);
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3916);
// Writing when the workspace is hostile: a pull request may commit a symlink where the file is
// to be written (`results.sarif -> /home/runner/.bashrc`) or on its way (`reports -> /etc`). The
// file is written only below one of the allowed roots (the workspace, RUNNER_TEMP), as a new file
// beside the target that is then renamed over it: rename replaces a link rather than writing
// through it, and no reader sees half a file.





/**
 * Writes `data` (a text, or its pieces in order) to `path` (absolute or relative to the first
 * root); returns the absolute path written. Throws WriteRefused when the path, its directory's
 * real path included, is not below a root, or the target is refused for its `kind`.
 */
async function writeInside(roots, path, data, kind = 'report') {
    if (kind === 'rewrite')
        return rewriteInside(roots[0], path, data);
    const realRoots = (await Promise.all(roots.filter((r) => r !== '').map((r) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(r).catch(() => null)))).filter((r) => r !== null);
    if (realRoots.length === 0)
        throw new _errors__WEBPACK_IMPORTED_MODULE_4__/* .WriteRefused */ .sV(path, `cannot write ${path}: no directory it may be written in exists`);
    const target = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(roots[0], path);
    const parent = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(target);
    const allowed = (real) => realRoots.some((root) => (0,_read_inside__WEBPACK_IMPORTED_MODULE_3__/* .isInside */ .F)(root, real));
    const refuse = () => new _errors__WEBPACK_IMPORTED_MODULE_4__/* .WriteRefused */ .sV(path, `refused to write ${path}: its directory is not inside the workspace or RUNNER_TEMP (a symbolic link may lead elsewhere)`);
    // Check the deepest directory that exists before creating any: mkdir would follow a link.
    if (!allowed(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(await existingAncestor(parent))))
        throw refuse();
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(parent, { recursive: true });
    const realParent = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(parent);
    if (!allowed(realParent))
        throw refuse();
    const existing = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(target).catch(() => null);
    if (existing?.isDirectory())
        throw new _errors__WEBPACK_IMPORTED_MODULE_4__/* .WriteRefused */ .sV(path, `cannot write ${path}: it is a directory`);
    await replaceFile(realParent, (0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(target), data);
    return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(realParent, (0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(target));
}
/** `writeInside` of kind `rewrite`: a link planted in the repository is refused rather than replaced, and the mode kept. */
async function rewriteInside(workspace, file, content) {
    const refuse = (why) => new _errors__WEBPACK_IMPORTED_MODULE_4__/* .WriteRefused */ .sV(file, `not writing ${file}: ${why}`);
    const root = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(workspace);
    const target = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(workspace, file);
    const name = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(target);
    if (name === '' || name === '.' || name === '..')
        throw refuse('it names no file');
    let parent;
    try {
        parent = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(target));
    }
    catch (error) {
        throw refuse(`its directory cannot be resolved (${error.code ?? String(error)})`);
    }
    if (!(0,_read_inside__WEBPACK_IMPORTED_MODULE_3__/* .isInside */ .F)(root, parent))
        throw refuse(`it is outside the workspace ${root}`);
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(parent, name);
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(path).catch((error) => {
        if (error.code === 'ENOENT')
            return null;
        throw error;
    });
    if (info?.isSymbolicLink())
        throw refuse('it is a symbolic link');
    if (info && !info.isFile())
        throw refuse('it is not a regular file');
    // The target's own mode is kept exactly.
    await replaceFile(parent, name, content, info ? info.mode & 0o7777 : undefined);
    return path;
}
/**
 * Puts `data` at `dir/name` as a new file renamed over whatever is there: a link at the name is
 * replaced, never written through, and no reader sees half a file. `mode` is set exactly (the
 * umask would apply to a new file's); without it the file is 0644. `dir` must be a real path.
 */
async function replaceFile(dir, name, data, mode) {
    // 'wx': a new file, never an existing one or a link planted at the temporary name.
    const temp = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, `.${name}.${process.pid}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(6).toString('hex')}.tmp`);
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(temp, data, { flag: 'wx', mode: mode ?? 0o644 });
        if (mode !== undefined)
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.chmod)(temp, mode);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(temp, (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, name));
    }
    catch (error) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(temp, { force: true });
        throw error;
    }
}
async function existingAncestor(dir) {
    for (let current = dir;; current = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(current)) {
        if (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(current).then(() => true, () => false))
            return current;
        if ((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(current) === current)
            return current;
    }
}


/***/ }),

/***/ 6584:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ CallGate),
/* harmony export */   Q: () => (/* binding */ createOctokit)
/* harmony export */ });
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1758);
/* harmony import */ var _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9735);
/* harmony import */ var _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6856);
/* harmony import */ var bottleneck_light_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3251);
/* harmony import */ var bottleneck_light_js__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(bottleneck_light_js__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var p_queue__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9052);
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);
/* harmony import */ var _http_deadline__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2378);
/* harmony import */ var _http_retry__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8902);
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

/***/ 86:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ii: () => (/* binding */ rateLimitedOf),
/* harmony export */   LF: () => (/* binding */ limitOf),
/* harmony export */   _t: () => (/* binding */ whyNotWaited),
/* harmony export */   p$: () => (/* binding */ spentPastDeadline)
/* harmony export */ });
/* harmony import */ var _octokit_request_error__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1015);
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
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

/***/ 7599:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hy: () => (/* binding */ refusedToToken),
/* harmony export */   T8: () => (/* binding */ splitRepository),
/* harmony export */   createGitHub: () => (/* binding */ createGitHub),
/* harmony export */   nG: () => (/* binding */ httpStatus)
/* harmony export */ });
/* harmony import */ var _octokit_request_error__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1015);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9691);
/* harmony import */ var _client__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6584);
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

/***/ 696:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   oQ: () => (/* binding */ answered),
/* harmony export */   v_: () => (/* binding */ GITLAB_NOTE_LIMIT),
/* harmony export */   zZ: () => (/* binding */ GitLabClient)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9691);
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
// GitLab's REST API (v4), only the operations the contract lists for a merge request: who the
// token is, the merge request's diff_refs and diffs, the base's files, its notes and its diff
// discussions. Over the one HTTP layer (http/client.ts), `PRIVATE-TOKEN` on every request, every
// answer through zod. One client per run, built by the shell.


const sha = zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().regex(/^[0-9a-f]{7,64}$/i, 'must be a commit sha');
const userSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({ id: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int(), username: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1), bot: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional() });
const authorSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({ username: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), bot: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional() });
const noteSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    id: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int(),
    body: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    author: authorSchema,
    system: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().default(false),
});
const positionSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    new_path: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullish(),
    new_line: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nullish(),
});
const discussionSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    notes: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(noteSchema.extend({ position: positionSchema.nullish() })),
});
const diffRefsSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({ base_sha: sha, start_sha: sha, head_sha: sha });
const mergeRequestSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    iid: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive(),
    source_project_id: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int(),
    target_project_id: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int(),
    diff_refs: diffRefsSchema.nullable(),
});
const diffSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    old_path: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    new_path: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    diff: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().default(''),
    new_file: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    renamed_file: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    deleted_file: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
});
/** GitLab's longest note, in characters. */
const GITLAB_NOTE_LIMIT = 1_000_000;
// A page count past this is a server that never says "last page": stop rather than loop.
const MAX_PAGES = 1000;
const PER_PAGE = 100;
/** Whether `error` is GitLab's answer with this HTTP status. */
const answered = (error, status) => error instanceof _errors__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD && error.status === status;
class GitLabClient {
    http;
    base;
    headers;
    constructor({ http, apiUrl, token, projectId }) {
        this.http = http;
        this.base = `${apiUrl.replace(/\/+$/, '')}/projects/${encodeURIComponent(projectId)}`;
        this.headers = { 'PRIVATE-TOKEN': token };
        this.user = once(() => this.get(new URL(`${apiUrl.replace(/\/+$/, '')}/user`), userSchema, 'GET /user'));
    }
    /** GET /user: who the token writes as (asked once a run). */
    user;
    mergeRequest(iid) {
        return this.get(this.url(`/merge_requests/${iid}`), mergeRequestSchema, 'GET merge request');
    }
    /** Every file of the merge request's diff, page after page. */
    diffs(iid) {
        return this.pages(`/merge_requests/${iid}/diffs`, diffSchema, 'GET merge request diffs');
    }
    /** A file's text at `ref`; null when it is not there (404) or longer than `maxBytes`. */
    async rawFile(path, ref, maxBytes) {
        const url = this.url(`/repository/files/${encodeURIComponent(path)}/raw`, { ref });
        try {
            return await this.http.stream(url, {
                headers: { ...this.headers, accept: '*/*' },
                label: 'GET repository file',
                read: (body) => readCapped(body, maxBytes),
            });
        }
        catch (error) {
            if (answered(error, 404))
                return null;
            throw error;
        }
    }
    /** The merge request's notes, oldest first. */
    notes(iid) {
        return this.pages(`/merge_requests/${iid}/notes`, noteSchema, 'GET merge request notes', {
            sort: 'asc',
            order_by: 'created_at',
        });
    }
    createNote(iid, body) {
        return this.send('POST', `/merge_requests/${iid}/notes`, { body }, noteSchema, 'POST merge request note');
    }
    updateNote(iid, noteId, body) {
        return this.send('PUT', `/merge_requests/${iid}/notes/${noteId}`, { body }, noteSchema, 'PUT merge request note');
    }
    discussions(iid) {
        return this.pages(`/merge_requests/${iid}/discussions`, discussionSchema, 'GET merge request discussions');
    }
    /** A diff discussion on a line the merge request adds (`position_type: text`). */
    createDiffDiscussion(iid, body, at) {
        const position = {
            position_type: 'text',
            base_sha: at.refs.base_sha,
            start_sha: at.refs.start_sha,
            head_sha: at.refs.head_sha,
            old_path: at.path,
            new_path: at.path,
            new_line: at.line,
        };
        const path = `/merge_requests/${iid}/discussions`;
        return this.send('POST', path, { body, position }, discussionSchema, 'POST diff discussion');
    }
    async deleteDiscussionNote(iid, discussionId, noteId) {
        const path = `/merge_requests/${iid}/discussions/${encodeURIComponent(discussionId)}/notes/${noteId}`;
        await this.send('DELETE', path, undefined, zod__WEBPACK_IMPORTED_MODULE_1__/* .unknown */ .L5J(), 'DELETE discussion note');
    }
    url(path, query = {}) {
        const url = new URL(`${this.base}${path}`);
        for (const [name, value] of Object.entries(query))
            url.searchParams.set(name, value);
        return url;
    }
    get(url, schema, label) {
        return this.http.json(url, { headers: this.headers, schema, label });
    }
    send(method, path, body, schema, label) {
        return this.http.json(this.url(path), { method, headers: this.headers, body, schema, label });
    }
    /** Every item of a list, following `x-next-page` (empty on the last page). */
    async pages(path, item, label, query = {}) {
        const items = [];
        const schema = zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(item);
        for (let page = 1, pages = 0; pages < MAX_PAGES; pages++) {
            const url = this.url(path, { ...query, per_page: String(PER_PAGE), page: String(page) });
            const answer = await this.http.jsonWithHeaders(url, { headers: this.headers, schema, label });
            items.push(...answer.body);
            const next = Number(answer.headers['x-next-page'] || NaN);
            // Only forward: a server that names this page or an earlier one again would loop.
            if (!Number.isInteger(next) || next <= page)
                return items;
            page = next;
        }
        throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .ListError */ .Jc(label, 'LIST_PAGE_LIMIT', `more than ${MAX_PAGES} pages`);
    }
}
/** The answer of a function called once, shared by every caller. */
function once(fn) {
    let value;
    return () => (value ??= fn());
}
/** A body's text, or null past `maxBytes` (a file too large to scan, as discovery skips it). */
async function readCapped(body, maxBytes) {
    const chunks = [];
    let size = 0;
    for await (const chunk of body) {
        size += chunk.byteLength;
        if (size > maxBytes)
            return null;
        chunks.push(chunk);
    }
    return Buffer.concat(chunks).toString('utf8');
}


/***/ }),

/***/ 2247:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $f: () => (/* binding */ deadlineError),
/* harmony export */   Ff: () => (/* binding */ invalidResponse),
/* harmony export */   Q$: () => (/* binding */ decodeErrorResponse),
/* harmony export */   Vk: () => (/* binding */ describeZodError)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9691);
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
// Reading a service's error answer (AIP-193, OCI, or anything else) into one ApiError (errors.ts).


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
        return new _errors__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD({
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
        return new _errors__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD({
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
        return new _errors__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD({
            status,
            code: status,
            reason: statusText(status),
            message: `${request} answered HTTP ${status}`,
            request,
            retryable,
        });
    }
    const body = aip.data;
    const { reason, domain, fieldViolations, preconditionViolations, resourceInfo } = readDetails(body.details ?? []);
    const code = body.code ?? status;
    return new _errors__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD({
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
/** The AIP-193 details of an error body: ErrorInfo, BadRequest, PreconditionFailure, ResourceInfo. */
function readDetails(details) {
    let reason;
    let domain;
    const fieldViolations = [];
    const preconditionViolations = [];
    let resourceInfo;
    for (const detail of details) {
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
    return { reason, domain, fieldViolations, preconditionViolations, resourceInfo };
}
function isRetryableStatus(status) {
    return status === 429 || status === 502 || status === 503 || status === 504;
}
/** The error of a request cut by the run's deadline: not retried, and it says so. */
function deadlineError(label, signal) {
    const why = signal.reason instanceof Error ? signal.reason.message : "the run's timeout was reached";
    return new _errors__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD({
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
    return new _errors__WEBPACK_IMPORTED_MODULE_0__/* .BrokenRule */ .su('INVALID_RESPONSE', `${request} returned an unexpected response: ${problem}`, request);
}
/** Turns zod issues into "tags[3].digest: expected string" lines; `at`: where the value checked sits in the body. */
function describeZodError(error, at = []) {
    return error.issues
        .slice(0, 3)
        .map((issue) => {
        const path = [...at, ...issue.path];
        return `${path.length ? formatPath(path) : '(body)'}: ${issue.message}`;
    })
        .join('; ');
}
function formatPath(path) {
    return path.reduce((out, part) => (typeof part === 'number' ? `${out}[${part}]` : out ? `${out}.${String(part)}` : String(part)), '');
}


/***/ }),

/***/ 3329:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ HttpClient)
/* harmony export */ });
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var undici__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6752);
/* harmony import */ var _api_error__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2247);
/* harmony import */ var _deadline__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2378);
/* harmony import */ var _retry__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8902);






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
        this.policy = { ..._retry__WEBPACK_IMPORTED_MODULE_5__/* .DEFAULT_RETRY_POLICY */ .cO, ...options.retry };
        this.userAgent = options.userAgent ?? 'image-check';
        this.random = options.random ?? Math.random;
        this.signal = options.signal;
        this.agent = new undici__WEBPACK_IMPORTED_MODULE_2__.Agent({
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
            throw (0,_api_error__WEBPACK_IMPORTED_MODULE_3__/* .invalidResponse */ .Ff)(label, `the body is not JSON (${text.length} bytes, starts with ${JSON.stringify(text.slice(0, 40))})`);
        }
        const parsed = req.schema.safeParse(body);
        if (!parsed.success)
            throw (0,_api_error__WEBPACK_IMPORTED_MODULE_3__/* .invalidResponse */ .Ff)(label, (0,_api_error__WEBPACK_IMPORTED_MODULE_3__/* .describeZodError */ .Vk)(parsed.error));
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
            const tooLong = () => new _errors__WEBPACK_IMPORTED_MODULE_0__/* .BodyTooLarge */ .KQ(label, req.maxBytes);
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
                throw (0,_api_error__WEBPACK_IMPORTED_MODULE_3__/* .deadlineError */ .$f)(withHost(label, url), this.signal);
            try {
                this.stats.requests++;
                const answer = await this.once(url, method, headers, payload, read);
                if (answer.ok)
                    return answer.value;
                const answered = (0,_api_error__WEBPACK_IMPORTED_MODULE_3__/* .decodeErrorResponse */ .Q$)(answer.status, answer.text, label);
                if (answer.status === 401)
                    answered.challenge = answer.challenge;
                failure = answered;
                retryAfterMs = (0,_retry__WEBPACK_IMPORTED_MODULE_5__/* .parseRetryAfter */ .mu)(answer.retryAfter, Date.now());
            }
            catch (error) {
                if (this.signal?.aborted)
                    throw (0,_api_error__WEBPACK_IMPORTED_MODULE_3__/* .deadlineError */ .$f)(withHost(label, url), this.signal);
                // The reader's verdict on a body (not JSON, against the schema) is final.
                if (error instanceof _errors__WEBPACK_IMPORTED_MODULE_0__/* .LookupError */ .FN)
                    throw error;
                failure = networkError(error, label, this.timeoutMs, url);
                // A POST that may have reached the server is not sent twice.
                if (!IDEMPOTENT.has(method) && req.safe !== true && failure.reason !== 'CONNECTION_REFUSED')
                    throw failure;
            }
            // Only an answer or a failed connection is retried: a broken rule is not.
            if (!(failure instanceof _errors__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD) || !failure.retryable || attempt >= this.policy.maxAttempts)
                throw exhausted(failure, attempt);
            if (retryAfterMs !== undefined && retryAfterMs > this.policy.maxRetryAfterMs) {
                throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD({
                    ...failure,
                    message: `${failure.message} (the server asked to retry after ${Math.round(retryAfterMs / 1000)} s, longer than the ${this.policy.maxRetryAfterMs / 1000} s this client waits)`,
                    fieldViolations: failure.fieldViolations,
                });
            }
            this.stats.retries++;
            await (0,_deadline__WEBPACK_IMPORTED_MODULE_4__/* .sleep */ .yy)(retryAfterMs ?? (0,_retry__WEBPACK_IMPORTED_MODULE_5__/* .backoffDelay */ .EY)(attempt, this.policy, this.random), this.signal);
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
            await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_1__.setImmediate)();
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
    const failed = (message, retryable, reason = 'CONNECTION_FAILED') => new _errors__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD({ status: 0, code: 0, reason, message: `${label}${message}`, request: label, retryable });
    if (error instanceof undici__WEBPACK_IMPORTED_MODULE_2__.errors.ResponseExceededMaxSizeError)
        return (0,_api_error__WEBPACK_IMPORTED_MODULE_3__/* .invalidResponse */ .Ff)(label, `the body is over ${MAX_BODY_BYTES / 1024 / 1024} MiB; this client reads no more of one answer`);
    // The parser's error carries the bytes it could not read: none of them goes into the message.
    if (error instanceof undici__WEBPACK_IMPORTED_MODULE_2__.errors.HTTPParserError)
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
    if (attempts <= 1 || !failure.retryable || !(failure instanceof _errors__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD))
        return failure;
    return new _errors__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD({
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
/* harmony export */   Qw: () => (/* binding */ commentReserveMs),
/* harmony export */   Sw: () => (/* binding */ startDeadlines),
/* harmony export */   Xp: () => (/* binding */ deadlineReason),
/* harmony export */   ZS: () => (/* binding */ deadlineAtOf),
/* harmony export */   yy: () => (/* binding */ sleep)
/* harmony export */ });
// The run-level deadline (the `timeout` input) as AbortSignals: the HTTP client and the GitHub
// calls stop when theirs fires, and what was unfinished becomes an error result. (No zod here:
// main imports this at every start.)
/** When each deadline of startDeadlines fires (a Date.now() time), for a client asking whether a wait ends before it. */
const firesAt = new WeakMap();
/** The time `signal` fires, when startDeadlines made it; else never (Infinity). */
function deadlineAtOf(signal) {
    return (signal && firesAt.get(signal)) ?? Number.POSITIVE_INFINITY;
}
/** Part of the timeout kept for the PR comment and the report after the look-ups: a fifth, at most 30 s. */
function commentReserveMs(timeoutMs) {
    return Math.min(30_000, Math.floor(timeoutMs / 5));
}
/** The deadlines of a run that may take `timeoutMs` in all (`timeout` is the input's text, for messages). */
function startDeadlines(timeoutMs, timeout) {
    const lookups = new AbortController();
    const run = new AbortController();
    const reason = new Error(`the run's timeout (${timeout}) was reached`);
    const start = Date.now();
    firesAt.set(lookups.signal, start + timeoutMs - commentReserveMs(timeoutMs));
    firesAt.set(run.signal, start + timeoutMs);
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

/***/ 182:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ SEVERITY_ORDER),
/* harmony export */   Bs: () => (/* binding */ moveDigestOf),
/* harmony export */   ED: () => (/* binding */ unreadProblemOf),
/* harmony export */   TI: () => (/* binding */ FAIL_ON_KINDS),
/* harmony export */   a2: () => (/* binding */ GATE_SEVERITIES),
/* harmony export */   eR: () => (/* binding */ STATUSES_WORST_FIRST),
/* harmony export */   i4: () => (/* binding */ acceptedUntil),
/* harmony export */   lz: () => (/* binding */ isFileError),
/* harmony export */   xS: () => (/* binding */ DEFAULT_FAIL_ON_KINDS),
/* harmony export */   xY: () => (/* binding */ PUBLIC_ORG)
/* harmony export */ });
// The data that flows from the engine to the reporters. Shapes follow the action contract's
// `results` item (../shared/design/action-contract.md); extra fields are additive.
/** A result's statuses, worst first: where one reference is judged twice (shards), the worse one stands. */
const STATUSES_WORST_FIRST = ['error', 'unsigned', 'denied', 'eol', 'stale', 'ok'];
/**
 * The digest a pin moves to: under `min-age` the newest build old enough to pull (null when the
 * pin is newer than it), else the tag's current digest.
 */
function moveDigestOf(r) {
    return r.pullable === undefined ? r.digest : (r.pullable?.digest ?? null);
}
/** Vulnerability severities as results write them (the vendor's names lower-cased), worst first. */
const SEVERITY_ORDER = ['critical', 'high', 'medium', 'low', 'negligible', 'unknown'];
/** The severities `fail-on` accepts, worst first: an image fails with one of that severity or worse. */
const GATE_SEVERITIES = ['critical', 'high', 'medium', 'low'];
/** How long an accepted finding stays accepted: `until <date>` for a policy-file entry, else the registry's override. */
function acceptedUntil(ignored) {
    return ignored.until === null ? "by the registry's override" : `until ${ignored.until}`;
}
/** A repository not read, as a problem of the repository as a whole (no file). */
const unreadProblemOf = (unread) => ({
    file: '',
    repository: unread.repository,
    message: `repository not read: ${unread.reason}`,
});
/** Whether a file problem counts as an error (the default) rather than a warning. */
function isFileError(problem) {
    return problem.level !== 'warning';
}
/**
 * What `fail-on` accepts, declared once (config.ts parses it, findings/ maps each finding kind to
 * one): in the order the verdict line lists them.
 */
const FAIL_ON_KINDS = [
    'eol',
    'denied',
    'unsigned',
    'stale',
    'advisories',
    'error',
    'critical',
    'high',
    'medium',
    'low',
];
/** What fail-on is when the input is not given (action.yml's default). */
const DEFAULT_FAIL_ON_KINDS = ['eol', 'denied', 'unsigned', 'error'];
/** The registry's public namespace: the same org name for every public image (spec: Tag History, rule 1). */
const PUBLIC_ORG = 'chainguard';


/***/ }),

/***/ 3055:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ PlatformApi)
/* harmony export */ });
/* harmony import */ var _list__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5319);

/** What every Platform API client shares: the base address, the token as Bearer, the List reader. */
class PlatformApi {
    options;
    base;
    headers;
    constructor(options) {
        this.options = options;
        this.base = options.apiUrl.replace(/\/+$/, '');
        this.headers = { authorization: `Bearer ${options.token}` };
    }
    /** `path` under the base, then `uid`: a uid path (`<group>/<child>`) keeps its slashes, each segment escaped. */
    url(path, uid = '') {
        return new URL(this.base + path + uid.split('/').map(encodeURIComponent).join('/'));
    }
    /** Every item of a List endpoint (./list); `exact`: exactly the stated totalCount, else an error. */
    listing(url, key, item, idOf, exact = false) {
        return (0,_list__WEBPACK_IMPORTED_MODULE_0__/* .collect */ .Fo)((0,_list__WEBPACK_IMPORTED_MODULE_0__/* .listAll */ ._w)({ http: this.options.http, url, headers: this.headers, key, item, idOf, exact }));
    }
}


/***/ }),

/***/ 7334:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O6: () => (/* binding */ eolTagsByName),
/* harmony export */   cT: () => (/* binding */ eolAhead),
/* harmony export */   h8: () => (/* binding */ EolTagsClient),
/* harmony export */   ud: () => (/* binding */ endingTagNames)
/* harmony export */ });
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9691);
/* harmony import */ var _api__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3055);

// The v1 end-of-life tags operation, an enrichment of v2's `deprecated` flag: per tag of a repo,
// when its upstream support ended or ends and until when builds continue (the grace period).
// v2 has no such operation (spec: "Not in v2 and still served by v1"), so a platform may lack it:
// 404, 501 and 403 mean "not available here" (null), and the `deprecated` flag alone decides.


// registry.platform.proto (ListEolTags): EolTagStatus and EolGracePeriodStatus, by value name as
// the proto3 JSON mapping writes enums; the zero values (TAG_ACTIVE, GRACE_NOT_ELIGIBLE) may be
// absent or null. Numbers (the mapping accepts them too) are read as their names.
const TAG_STATUSES = ['TAG_ACTIVE', 'TAG_IN_GRACE', 'TAG_INACTIVE'];
const GRACE_STATUSES = [
    'GRACE_NOT_ELIGIBLE',
    'GRACE_ELIGIBLE',
    'GRACE_ACTIVE',
    'GRACE_BROKEN',
    'GRACE_EXPIRED',
];
/** An enum field: its name, its number read as the name, or the zero value when absent or null; an unknown name is kept as text (v1 may add some). */
const enumField = (names) => zod__WEBPACK_IMPORTED_MODULE_2__/* .preprocess */ .vkY((v) => (v === null || v === undefined ? names[0] : typeof v === 'number' ? (names[v] ?? String(v)) : v), zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP());
// proto3 JSON may send '' for an unset string, null for an unset timestamp or message: the same as absent.
const optionalTime = zod__WEBPACK_IMPORTED_MODULE_2__/* .preprocess */ .vkY((v) => (v === '' || v === null ? undefined : v), zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
    .refine((s) => !Number.isNaN(Date.parse(s)), 'must be a date (YYYY-MM-DD) or an RFC 3339 timestamp')
    .optional());
const eolTagSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    name: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1),
    tagStatus: enumField(TAG_STATUSES),
    graceStatus: enumField(GRACE_STATUSES),
    gracePeriodExpiryDate: optionalTime,
    mainPackageVersion: zod__WEBPACK_IMPORTED_MODULE_2__/* .preprocess */ .vkY((v) => (v === null ? undefined : v), zod__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({ eolDate: optionalTime, releaseDate: optionalTime }).optional()),
});
const listPageSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    items: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(eolTagSchema).nullish(),
    nextPageToken: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullish(),
});
/** Items asked for per page (the server may send fewer; its next_page_token says whether more follow). */
const EOL_PAGE_SIZE = 100;
/** Most pages read for one repo: a server that keeps sending tokens ends in an error. */
const EOL_MAX_PAGES = 200;
/** Statuses that mean the operation is not offered to this caller: the enrichment is skipped. */
const NOT_AVAILABLE = new Set([403, 404, 501]);
class EolTagsClient extends _api__WEBPACK_IMPORTED_MODULE_1__/* .PlatformApi */ .u {
    /**
     * The end-of-life tags of a repo (by uid), or null when the platform does not offer the
     * operation (404, 501) or refuses it (403). Other failures throw ApiError as every client does.
     */
    async list(repoUid) {
        const label = 'GET /registry/v1/eoltags';
        const items = [];
        const seen = new Set();
        let token = '';
        // Every page (page_size/page_token, answer items + next_page_token): a grace period further
        // down is as much the repo's as one on the first page.
        for (let page = 0;; page++) {
            if (page >= EOL_MAX_PAGES)
                throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .BrokenRule */ .su('PAGE_LIMIT', `${label} returned more than ${EOL_MAX_PAGES} pages; stopped`, label);
            const url = this.url('/registry/v1/eoltags');
            url.searchParams.set('uidp.children_of', repoUid);
            url.searchParams.set('page_size', String(EOL_PAGE_SIZE));
            if (token)
                url.searchParams.set('page_token', token);
            let body;
            try {
                body = await this.options.http.json(url, {
                    headers: this.headers,
                    schema: listPageSchema,
                    label,
                });
            }
            catch (error) {
                if (page === 0 && error instanceof _errors__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD && NOT_AVAILABLE.has(error.status))
                    return null;
                throw error;
            }
            for (const item of body.items ?? [])
                items.push(item);
            const next = body.nextPageToken ?? '';
            if (next === '')
                return items;
            if (seen.has(next))
                throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .BrokenRule */ .su('PAGE_TOKEN_LOOP', `${label} returned a page token it had returned before; stopped`, label);
            seen.add(next);
            token = next;
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


/***/ }),

/***/ 7518:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ IamClient)
/* harmony export */ });
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var _api__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3055);
/* harmony import */ var _schemas__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2211);



/** Platform API v2, IAM domain: identities, roles and role bindings. */
class IamClient extends _api__WEBPACK_IMPORTED_MODULE_1__/* .PlatformApi */ .u {
    /** Creates an identity under a group (the parent is in the path, the fields in the body). */
    createIdentity(groupUid, identity) {
        return this.create('/iam/v2/identities', groupUid, identity, _schemas__WEBPACK_IMPORTED_MODULE_2__/* .identitySchema */ .g1);
    }
    deleteIdentity(uid) {
        return this.remove('/iam/v2/identities', uid);
    }
    listRoles() {
        return this.listing(this.url('/iam/v2/roles'), 'roles', _schemas__WEBPACK_IMPORTED_MODULE_2__/* .roleSchema */ .Ag, (r) => r.uid);
    }
    /** The role with exactly this name (roles are listed without a scope). */
    async findRole(name) {
        const roles = await this.listRoles();
        const role = roles.find((r) => r.name === name);
        if (!role) {
            const known = roles.map((r) => r.name).sort();
            throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD({
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
        return this.create('/iam/v2/roleBindings', groupUid, { identityUid, roleUid }, _schemas__WEBPACK_IMPORTED_MODULE_2__/* .roleBindingSchema */ .pI);
    }
    /**
     * Role bindings of one identity. The List endpoint follows the common v2 List rules (envelope
     * key `roleBindings`); scoping by the identity's group keeps the listing small.
     */
    async listRoleBindingsOf(identityUid, scopeGroup) {
        const url = this.url('/iam/v2/roleBindings');
        if (scopeGroup)
            url.searchParams.set('uidp.descendants_of', scopeGroup);
        const all = await this.listing(url, 'roleBindings', _schemas__WEBPACK_IMPORTED_MODULE_2__/* .roleBindingSchema */ .pI, (b) => b.uid);
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
                schema: _schemas__WEBPACK_IMPORTED_MODULE_2__/* .accountAssociationSchema */ .eS,
                label: 'GET /iam/v2/accountAssociations',
            });
            return association.chainguard?.serviceBindings ?? {};
        }
        catch (error) {
            if (error instanceof _errors__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD && error.status === 404)
                return null;
            if (error instanceof _errors__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD && error.status === 403)
                throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .AssociationRefused */ .WY(rootGroupUid, 403, `the identity may not read the account association of ${rootGroupUid} (it needs the capability iam.account_associations.list)`);
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
            schema: _schemas__WEBPACK_IMPORTED_MODULE_2__/* .emptySchema */ .bN,
            label: `DELETE ${collection}`,
        });
    }
}


/***/ }),

/***/ 5319:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fo: () => (/* binding */ collect),
/* harmony export */   OS: () => (/* binding */ unlimited),
/* harmony export */   SV: () => (/* binding */ firstPage),
/* harmony export */   _w: () => (/* binding */ listAll),
/* harmony export */   pN: () => (/* binding */ listPages)
/* harmony export */ });
/* unused harmony export listParallel */
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9691);


// A List endpoint (spec: Common List query parameters), read one of two ways. In parallel:
// page 1 says `totalCount`, then every other page is asked for at once with `skip`, so a
// 5 000-tag repo is 2 dependent requests, not 25; the pages must add up to `totalCount`, else
// the answer is an explicit error, never a silently short list. By page token (`listAll`), for
// a server that pages without a `totalCount`, resuming with `skip` after an expired token.
/** Largest List page (spec: Limits). */
const LIST_PAGE_SIZE = 200;
/**
 * Most pages one listing may take (200 000 items at the largest page size): a `totalCount`
 * asking for more is refused before any is fetched, and a server that keeps sending pages ends
 * in an error.
 */
const MAX_LIST_PAGES = 1_000;
/** Pages allowed beyond a stated `totalCount`, for resumes after an expired page token. */
const RESUME_PAGES = 10;
// One schema per (key, item) pair, built once: schemas are not rebuilt per page or per call.
const listPageSchemas = new Map();
function listPageSchema(key, item) {
    let byItem = listPageSchemas.get(key);
    if (!byItem)
        listPageSchemas.set(key, (byItem = new WeakMap()));
    let schema = byItem.get(item);
    if (!schema) {
        schema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
            // proto3 JSON omits empty repeated fields, so an absent key is an empty page.
            [key]: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(item).nullish(),
            nextPageToken: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullish(),
            totalCount: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
                .regex(/^\d{1,15}$/, 'must be a decimal integer string')
                .nullish(),
            skipped: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative().nullish(),
        })
            .transform((b) => ({
            items: b[key] ?? [],
            totalCount: b.totalCount == null ? undefined : Number(b.totalCount),
            skipped: b.skipped ?? undefined,
            nextPageToken: b.nextPageToken || undefined,
        }));
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
    const schema = listPageSchema(req.key, req.item);
    const pageSize = Math.min(req.pageSize ?? LIST_PAGE_SIZE, LIST_PAGE_SIZE);
    const seenIds = new Set();
    const seenTokens = new Set();
    let token;
    let skip;
    let total;
    let maxPages = MAX_LIST_PAGES;
    const label = `GET ${req.url.pathname}`;
    for (let page = 0;; page++) {
        if (page >= maxPages)
            throw pageLimit(label, maxPages, total);
        const url = pageUrl(req.url, pageSize, token, skip);
        const body = await req.http.json(url, { headers: req.headers, schema, label });
        const items = body.items;
        if (body.totalCount !== undefined) {
            total = body.totalCount;
            maxPages = Math.min(MAX_LIST_PAGES, Math.ceil(total / pageSize) + RESUME_PAGES);
        }
        const fresh = items.filter((item) => !seenIds.has(req.idOf(item)));
        const restarted = (token !== undefined || skip !== undefined) && items.length > 0 && fresh.length < items.length;
        for (const item of fresh) {
            seenIds.add(req.idOf(item));
            yield item;
        }
        if (total !== undefined && seenIds.size > total + pageSize) {
            throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .BrokenRule */ .su('PAGE_LIMIT', `${label} delivered ${seenIds.size} items, more than the ${total} its totalCount states; stopped`, label);
        }
        if (restarted) {
            // A resumed page (skip, no token) that brings nothing new means skip is not honoured:
            // resuming again would loop, so stop.
            if (token === undefined && fresh.length === 0) {
                throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .BrokenRule */ .su('PAGE_TOKEN_RESTART', `${label} restarted from the first page (expired page token) and did not honour skip=${skip}; stopped to avoid a loop`, label);
            }
            // Continue where we were, without the expired token.
            token = undefined;
            skip = seenIds.size;
            continue;
        }
        const next = body.nextPageToken;
        if (!next) {
            if (req.exact && total !== undefined && seenIds.size !== total)
                throw incomplete(label, seenIds.size, total);
            return;
        }
        if (seenTokens.has(next)) {
            throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .BrokenRule */ .su('PAGE_TOKEN_LOOP', `${label} returned a page token it had returned before; stopped to avoid a loop`, label);
        }
        seenTokens.add(next);
        token = next;
        skip = undefined;
    }
}
function pageLimit(label, maxPages, total) {
    const bound = total === undefined
        ? `more than ${MAX_LIST_PAGES} pages`
        : `more than ${maxPages} pages for the ${total} items its totalCount states`;
    return new _errors__WEBPACK_IMPORTED_MODULE_0__/* .BrokenRule */ .su('PAGE_LIMIT', `${label} returned ${bound}; stopped`, label);
}
function incomplete(label, delivered, total) {
    return new _errors__WEBPACK_IMPORTED_MODULE_0__/* .BrokenRule */ .su('INCOMPLETE_LISTING', `${label} delivered ${delivered} items but its totalCount states ${total}; the listing is incomplete or inconsistent`, label);
}
/** One page's URL: the listing's own query plus the paging parameters. */
function pageUrl(base, pageSize, token, skip) {
    const url = new URL(base);
    url.searchParams.set('page_size', String(pageSize));
    if (token)
        url.searchParams.set('page_token', token);
    if (skip !== undefined)
        url.searchParams.set('skip', String(skip));
    return url;
}
async function collect(items) {
    const out = [];
    for await (const item of items)
        out.push(item);
    return out;
}
/** No bound: every page at once. */
const unlimited = (call) => call();
const listError = (label, reason, problem) => new _errors__WEBPACK_IMPORTED_MODULE_0__/* .ListError */ .Jc(label, reason, problem);
/**
 * Every item of a List endpoint, in the server's order: page 1, then the rest together with `skip`
 * through `limit`, stepping by page 1's size (a server may cap `page_size` lower). Pages that do
 * not add up are an error (LIST_COUNT_MISMATCH), never a shorter list (ListError).
 */
async function listParallel(req, head) {
    const limit = req.limit ?? unlimited;
    const pageSize = Math.min(req.pageSize ?? LIST_PAGE_SIZE, LIST_PAGE_SIZE);
    const maxPages = req.maxPages ?? MAX_LIST_PAGES;
    const schema = listPageSchema(req.key, req.item);
    const label = `GET ${req.url.pathname}`;
    const page = (skip) => {
        const url = new URL(req.url);
        url.searchParams.set('page_size', String(pageSize));
        if (skip > 0)
            url.searchParams.set('skip', String(skip));
        return limit(() => req.http.json(url, { headers: req.headers, schema, label }));
    };
    // Page 1 may have been read already (a look-up that then needed the whole listing).
    const first = await (head ?? page(0));
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
/** Page 1 of a listing (what `listParallel` reads first), to decide whether the rest is worth reading. */
function firstPage(req) {
    const pageSize = Math.min(req.pageSize ?? LIST_PAGE_SIZE, LIST_PAGE_SIZE);
    const url = new URL(req.url);
    url.searchParams.set('page_size', String(pageSize));
    const schema = listPageSchema(req.key, req.item);
    return (req.limit ?? unlimited)(() => req.http.json(url, { headers: req.headers, schema, label: `GET ${req.url.pathname}` }));
}
/**
 * `listParallel`, or, when the server pages without a `totalCount` (LIST_NO_TOTAL), the page
 * token chain of `listAll` under one call of `limit`: its requests depend on each other.
 */
async function listPages(req, head) {
    try {
        return await listParallel(req, head);
    }
    catch (error) {
        if (!(error instanceof _errors__WEBPACK_IMPORTED_MODULE_0__/* .ListError */ .Jc && error.reason === 'LIST_NO_TOTAL'))
            throw error;
        return (req.limit ?? unlimited)(() => collect(listAll({
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


/***/ }),

/***/ 2211:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ag: () => (/* binding */ roleSchema),
/* harmony export */   MU: () => (/* binding */ repoSchema),
/* harmony export */   NL: () => (/* binding */ groupSchema),
/* harmony export */   bN: () => (/* binding */ emptySchema),
/* harmony export */   c3: () => (/* binding */ tagSchema),
/* harmony export */   eS: () => (/* binding */ accountAssociationSchema),
/* harmony export */   g1: () => (/* binding */ identitySchema),
/* harmony export */   nv: () => (/* binding */ advisorySchema),
/* harmony export */   pI: () => (/* binding */ roleBindingSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9691);
/* harmony import */ var _schemas__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9011);


// Response shapes of the Platform API v2 (spec: "Resources and their fields"). Unknown fields
// are allowed (v2 is additive); the fields we rely on are checked. Tags and advisories, of which
// a run may hold tens of thousands, keep only those fields (z.object drops the others).
// Every optional field reads as the proto3 JSON mapping allows it to come (the vendor's protos):
// absent, or its zero value, or `null` (an unset message or timestamp): `unset` below.
/** An optional field: absent or `null` read as absent (undefined). */
const unset = (schema) => zod__WEBPACK_IMPORTED_MODULE_1__/* .preprocess */ .vkY((v) => (v === null ? undefined : v), schema.optional());
/** An optional timestamp: absent, `null` or `""` (an unset value) read as absent. */
const optionalTimestamp = zod__WEBPACK_IMPORTED_MODULE_1__/* .preprocess */ .vkY((v) => (v === '' || v === null ? undefined : v), _schemas__WEBPACK_IMPORTED_MODULE_0__/* .timestampSchema */ .yo.optional());
/** An optional string: absent or `null` read as ''. */
const text = zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
    .nullish()
    .transform((v) => v ?? '');
const repoSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    uid: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    description: unset(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    createTime: optionalTimestamp,
    updateTime: optionalTimestamp,
});
// No `uid`: a tag is known by its name within its repo.
const tagSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    digest: _schemas__WEBPACK_IMPORTED_MODULE_0__/* .digestSchema */ .er,
    // proto3 JSON omits false booleans (or sends null for them).
    deprecated: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY()
        .nullish()
        .transform((v) => v ?? false),
    updateTime: optionalTimestamp,
});
const advisorySchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    uid: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    advisoryId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    artifactName: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    updateTime: _schemas__WEBPACK_IMPORTED_MODULE_0__/* .timestampSchema */ .yo,
});
const roleSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    uid: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    name: text,
    description: unset(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
});
const identitySchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    uid: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    name: text,
    description: unset(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    claimMatch: unset(zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
        issuer: unset(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
        subject: unset(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
        subjectPattern: unset(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
        audience: unset(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    })),
    createTime: optionalTimestamp,
});
const hydrated = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({ uid: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), name: unset(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()), description: unset(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()) });
const roleBindingSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    uid: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    identity: hydrated.extend({ subject: unset(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()), issuer: unset(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()) }),
    group: hydrated,
    role: hydrated,
    createTime: optionalTimestamp,
});
const emptySchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({});
// IAM v2 Group (groups.proto): an organization's root group is named as the organization.
const groupSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({ uid: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1), name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1) });
// IAM v2 AccountAssociation (account_associations.proto): only `chainguard.serviceBindings` is
// read (a service principal's name -> the UIDP of the identity it assumes: CATALOG_SYNCER, APKO_BUILDER).
const accountAssociationSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    uid: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    chainguard: zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({ serviceBindings: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).nullish() }).nullish(),
});


/***/ }),

/***/ 7125:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ ignoredFindings)
/* harmony export */ });
/* unused harmony export acceptableFindings */
/* harmony import */ var _ledger__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4750);
// The findings of one result that a ledger entry can ignore, and which entries do. Pure.

/**
 * What a result reports that an entry may accept: `eol` for a deprecated tag, `stale` for a
 * stale pin, each advisory id and each vulnerability id of the digest in use. Errors are never ignorable: a look-up that failed is no finding
 * anyone has seen.
 */
function acceptableFindings(result) {
    const base = { ref: result.ref, registry: result.registry, org: result.org, image: result.image, tag: result.tag };
    const kinds = [];
    if (result.deprecated)
        kinds.push('eol');
    if (result.status === 'stale')
        kinds.push('stale');
    for (const advisory of result.advisories)
        if (!kinds.includes(advisory.advisoryId))
            kinds.push(advisory.advisoryId);
    // The vulnerability ids of the digest in use: an entry accepts one for the severity gate.
    for (const v of result.vulnerabilityIds ?? [])
        if (!kinds.includes(v.id))
            kinds.push(v.id);
    return kinds.map((kind) => ({ ...base, kind }));
}
const NOTHING_IGNORED = new Map();
/** Each finding of `result` with the entry that ignores it on `today`; findings no entry covers are absent. */
function ignoredFindings(result, ledger, today) {
    // No entry, nothing ignored: nothing made for each of thousands of results.
    if (!ledger || ledger.ignore.length === 0)
        return NOTHING_IGNORED;
    const ignored = new Map();
    for (const finding of acceptableFindings(result)) {
        const entry = (0,_ledger__WEBPACK_IMPORTED_MODULE_0__/* .matchIgnore */ .Ib)(ledger, finding, today);
        if (entry)
            ignored.set(finding.kind, entry);
    }
    return ignored;
}


/***/ }),

/***/ 4750:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $P: () => (/* binding */ isDate),
/* harmony export */   Ib: () => (/* binding */ matchIgnore),
/* harmony export */   SZ: () => (/* binding */ expiredEntries),
/* harmony export */   XY: () => (/* binding */ todayOf),
/* harmony export */   bs: () => (/* binding */ WILDCARD),
/* harmony export */   c0: () => (/* binding */ ADVISORY_ID),
/* harmony export */   us: () => (/* binding */ DEFAULT_LEDGER_PATH)
/* harmony export */ });
// The policy file (default `.github/image-check.yaml`, its shape in docs/usage.md): an ignore
// ledger of accepted findings, each with a reason and an expiry date, and defaults for some
// inputs. Pure: its types, and which entry accepts a finding on a given day.
// Parsing and validating the file is in parse-ledger.ts, imported only when there is a file:
// its zod schemas are a large part of the bundle, which a run without a policy file need not compile.
const DEFAULT_LEDGER_PATH = '.github/image-check.yaml';
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

/***/ 2529:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ readLedger)
/* harmony export */ });
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var _fs_read_inside__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1552);
/* harmony import */ var _ledger__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4750);
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
    const path = named ? file.trim() : _ledger__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_LEDGER_PATH */ .us;
    // The file comes from the pull request: read only a regular file inside the workspace, capped.
    const read = await (0,_fs_read_inside__WEBPACK_IMPORTED_MODULE_1__/* .readInside */ .x)(workspace, path, MAX_POLICY_BYTES);
    if (!read.ok) {
        if (read.missing && !named)
            return null;
        throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .LedgerError */ .oy(path, [{ line: 1, message: `cannot read the policy file: ${read.message}` }]);
    }
    const { parseLedger } = await __webpack_require__.e(/* import() */ 60).then(__webpack_require__.bind(__webpack_require__, 7060));
    return parseLedger(path, read.text);
}


/***/ }),

/***/ 9196:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SZ: () => (/* reexport safe */ _ledger__WEBPACK_IMPORTED_MODULE_0__.SZ),
/* harmony export */   XY: () => (/* reexport safe */ _ledger__WEBPACK_IMPORTED_MODULE_0__.XY),
/* harmony export */   oy: () => (/* reexport safe */ _errors__WEBPACK_IMPORTED_MODULE_1__.oy)
/* harmony export */ });
/* harmony import */ var _ledger__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4750);
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _accepted_findings__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7125);
/* harmony import */ var _read_ledger__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2529);
// What the rest of src/ uses of the policy file: reading it (read-ledger.ts), its shape and
// matching (ledger.ts), and the findings an entry can accept (findings.ts).






/***/ }),

/***/ 5678:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bc: () => (/* binding */ gapLine),
/* harmony export */   Fs: () => (/* binding */ changeList),
/* harmony export */   uW: () => (/* binding */ PLAIN_MARKUP),
/* harmony export */   vK: () => (/* binding */ changeLine)
/* harmony export */ });
/* unused harmony export changeCounts */
/* harmony import */ var _secrets__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7194);
/* harmony import */ var _text__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8992);
// The words for one digest change's packages, shared by the PR comment, the merge request note,
// the job summary, `update-markdown` and the CLI: one line (the upgrades that fix a
// vulnerability first, a downgrade called out, then counts), the whole list (folded in
// Markdown), and the short reason when there is no list. Each caller gives its escaping
// (`ChangeMarkup`), as renderPolicyPlan's callers do: names and versions come from a registry.


/** For a terminal or a log: control characters written as escapes, no secret, no markup. */
const PLAIN_MARKUP = {
    code: (t) => (0,_secrets__WEBPACK_IMPORTED_MODULE_0__/* .safeText */ .Hk)(t),
    text: (t) => (0,_secrets__WEBPACK_IMPORTED_MODULE_0__/* .safeText */ .Hk)(t),
    strong: (t) => t,
    md: false,
};
/** `a`, `a and b`, `a, b and c`, `a, b, c and 2 more`. */
function listed(items, max) {
    const shown = items.slice(0, max);
    const rest = items.length - shown.length;
    const parts = rest > 0 ? [...shown, `${rest} more`] : shown;
    return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}
/** The fixed ids per package, the package of the worst fix first (the fixes come worst first). */
function fixesByPackage(fixes) {
    const byName = new Map();
    for (const f of fixes) {
        if (f.package === null)
            continue;
        const ids = byName.get(f.package) ?? [];
        if (!ids.includes(f.id))
            ids.push(f.id);
        byName.set(f.package, ids);
    }
    return byName;
}
const move = (p, m) => `${m.code(p.name)} ${m.text(p.from)} \u2192 ${m.text(p.to)}`;
const fixText = (ids, m, max) => ids && ids.length > 0
    ? `fixes ${listed(ids.map((id) => m.text(id)), max)}`
    : '';
/** The upgrades that fix a known vulnerability, the worst fix first. */
function fixingUpgrades(changes, fixed) {
    const order = [...fixed.keys()];
    return changes.upgraded
        .filter((p) => fixed.has(p.name))
        .sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
}
/** The counts of what the line does not name, e.g. `3 more upgraded, 2 added, 1 removed`. */
function counts(changes, namedUpgrades, namedDowngrades) {
    const more = (n, named, word) => n - named > 0 ? [`${n - named}${named > 0 ? ' more' : ''} ${word}`] : [];
    return [
        ...more(changes.upgraded.length, namedUpgrades, 'upgraded'),
        ...more(changes.downgraded.length, namedDowngrades, 'downgraded'),
        ...more(changes.added.length, 0, 'added'),
        ...more(changes.removed.length, 0, 'removed'),
    ].join(', ');
}
/**
 * One line for a digest change: `openssl 3.5.0-r2 \u2192 3.5.1-r0 fixes CVE-2026-1234; 3 more
 * upgraded, 2 added, 1 removed`, a downgrade called out before the counts.
 */
function changeLine(changes, fixes, m, limits = {}) {
    const fixed = fixesByPackage(fixes);
    const upgrades = fixingUpgrades(changes, fixed).slice(0, limits.fixing ?? 3);
    const downgrades = changes.downgraded.slice(0, limits.downgrades ?? 2);
    const pieces = [
        ...upgrades.map((p) => `${move(p, m)} ${fixText(fixed.get(p.name), m, limits.ids ?? 3)}`),
        ...downgrades.map((p) => `${m.strong('downgraded')} ${move(p, m)}`),
        counts(changes, upgrades.length, downgrades.length),
    ].filter((piece) => piece !== '');
    return pieces.length > 0 ? pieces.join('; ') : `no package changes (${changes.unchanged} unchanged)`;
}
/** `4 upgraded, 1 downgraded, 2 added, 1 removed, 41 unchanged`: every list's size. */
function changeCounts(changes) {
    const sizes = [
        [changes.upgraded.length, 'upgraded'],
        [changes.downgraded.length, 'downgraded'],
        [changes.added.length, 'added'],
        [changes.removed.length, 'removed'],
    ];
    const changed = sizes.filter(([n]) => n > 0).map(([n, word]) => `${n} ${word}`);
    return [...changed, `${changes.unchanged} unchanged`].join(', ');
}
/** Every change as list items: upgraded, downgraded, added, removed, each by name, with what it fixes. */
function entries(changes, fixes, m) {
    const fixed = fixesByPackage(fixes);
    const fixing = (name) => {
        const text = fixText(fixed.get(name), m, Number.POSITIVE_INFINITY);
        return text === '' ? '' : `, ${text}`;
    };
    const version = (p) => `${m.code(p.name)} ${m.text(p.version)}`;
    return [
        ...changes.upgraded.map((p) => `- upgraded ${move(p, m)}${fixing(p.name)}`),
        ...changes.downgraded.map((p) => `- ${m.strong('downgraded')} ${move(p, m)}${fixing(p.name)}`),
        ...changes.added.map((p) => `- added ${version(p)}`),
        ...changes.removed.map((p) => `- removed ${version(p)}${fixing(p.name)}`),
    ];
}
/**
 * The whole list of a change: a heading line of counts, then one item per package (at most
 * `maxEntries`, the rest counted); in Markdown folded into `<details>`.
 */
function changeList(changes, fixes, m, maxEntries = 500) {
    const all = entries(changes, fixes, m);
    const shown = all.slice(0, maxEntries);
    const items = all.length > shown.length ? [...shown, `- \u2026and ${all.length - shown.length} more`] : shown;
    const heading = `Packages of ${m.text(changes.platform)}: ${changeCounts(changes)}`;
    if (!m.md)
        return [heading, ...items];
    return [`<details><summary>${heading}</summary>`, '', ...items, '', '</details>'];
}
/** `512 bytes`, `3.2 KiB`, `12.0 MiB`. */
function sizeText(bytes) {
    if (bytes < 1024)
        return (0,_text__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(bytes, 'byte');
    return bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KiB` : `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}
/** Why a change shows no package list, in one short line. */
function gapLine(gap, m) {
    if (gap.kind === 'not-asked')
        return gap.signatures === 'never'
            ? 'packages not read (signatures: never; an SBOM is read only verified)'
            : 'packages not read (packages: never)';
    if (gap.kind === 'over-limit')
        return `packages not read: the run describes at most ${gap.limit} changes`;
    const of = (digest) => (digest === null ? 'the SBOM' : `the SBOM of ${m.code((0,_text__WEBPACK_IMPORTED_MODULE_1__/* .shortDigest */ .VK)(digest))}`);
    const why = (() => {
        switch (gap.kind) {
            case 'no-sbom':
                return `${m.code((0,_text__WEBPACK_IMPORTED_MODULE_1__/* .shortDigest */ .VK)(gap.digest))} has no SBOM attestation`;
            case 'unverified':
                return `${of(gap.digest)} does not verify (${m.text(gap.detail)})`;
            case 'other-manifest':
                return `${of(gap.digest)} is about another manifest, ${m.code((0,_text__WEBPACK_IMPORTED_MODULE_1__/* .shortDigest */ .VK)(gap.subject))}`;
            case 'too-large':
                return `${of(gap.digest)} is ${sizeText(gap.size)}, over the ${sizeText(gap.limit)} read`;
            case 'too-many-packages':
                return `${of(gap.digest)} lists ${(0,_text__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(gap.count, 'package')}, over the ${gap.limit} compared`;
            case 'unreadable':
                return `${of(gap.digest)} cannot be read (${m.text(gap.detail)})`;
            case 'no-platform': {
                const has = gap.available.length > 0 ? `; it has ${gap.available.map((p) => m.text(p)).join(', ')}` : '';
                return `${m.code((0,_text__WEBPACK_IMPORTED_MODULE_1__/* .shortDigest */ .VK)(gap.digest))} has no ${m.text(gap.platform)} image${has}`;
            }
        }
    })();
    return `no package list: ${why}`;
}


/***/ }),

/***/ 4116:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ platformText),
/* harmony export */   x: () => (/* binding */ choosePlatform)
/* harmony export */ });
// The `platform` input (`os/architecture[/variant]`) and the image of an OCI index it chooses:
// a digest change is described for one platform's image, whose SBOM lists its packages.
/** `linux/arm/v7`, `linux/amd64`. */
function platformText(p) {
    return [p.os, p.architecture, ...(p.variant === undefined ? [] : [p.variant])].join('/');
}
// An index may list other indexes or artifacts (attestation manifests, `unknown/unknown`): only images are chosen.
const IMAGE_MANIFESTS = new Set([
    'application/vnd.oci.image.manifest.v1+json',
    'application/vnd.docker.distribution.manifest.v2+json',
]);
const isImage = (entry) => (entry.mediaType === undefined || IMAGE_MANIFESTS.has(entry.mediaType)) &&
    entry.annotations?.['vnd.docker.reference.type'] !== 'attestation-manifest' &&
    entry.platform?.os !== 'unknown';
const matches = (entry, wanted) => isImage(entry) &&
    entry.platform?.os === wanted.os &&
    entry.platform.architecture === wanted.architecture &&
    (wanted.variant === undefined || entry.platform.variant === wanted.variant);
/**
 * The entry of `wanted` in the index of `digest`: the first that matches, in the index's order
 * (without a variant asked, several of one os and architecture may match; the publisher's order
 * decides); none, why, with the platforms the index lists.
 */
function choosePlatform(digest, entries, wanted) {
    const entry = entries.find((e) => matches(e, wanted));
    if (entry)
        return { ok: true, entry };
    const available = entries
        .filter((e) => isImage(e) && e.platform?.os && e.platform.architecture)
        .map((e) => platformText(e.platform));
    return {
        ok: false,
        gap: { kind: 'no-platform', digest, platform: platformText(wanted), available: [...new Set(available)] },
    };
}


/***/ }),

/***/ 1582:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ installedPackages),
/* harmony export */   M: () => (/* binding */ packageKey)
/* harmony export */ });
/* harmony import */ var packageurl_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7091);
/* harmony import */ var packageurl_js__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(packageurl_js__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9691);
/* harmony import */ var _secrets__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7194);
// The installed packages of an SPDX 2.3 SBOM (the predicate of `https://spdx.dev/Document`;
// shared/spec/signatures-and-sboms.md, "The SBOM"): those with a `pkg:apk/<wolfi|chainguard>/...`
// purl. The image itself (pkg:oci), its recipe (pkg:github) and upstream sources (pkg:generic)
// are listed too and are not installed packages. Only what the diff needs is read; the document
// is registry data, trusted once its attestation verifies, and bounded here in packages (its
// bytes are bounded by the reader).



/** The vendor's SBOMs list hundreds of packages at most; past this the document is not compared. */
const MAX_SBOM_PACKAGES = 20_000;
/** Longest name or version kept; apk's are tens of characters. */
const MAX_TEXT = 256;
const NAMESPACES = new Set(['wolfi', 'chainguard']);
const CATEGORIES = new Set(['PACKAGE-MANAGER', 'PACKAGE_MANAGER']);
// z.object drops the fields not named (supplier, licenses, checksums, relationships...).
const externalRefSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    referenceCategory: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    referenceType: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    referenceLocator: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
});
const spdxPackageSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    name: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    versionInfo: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    externalRefs: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(externalRefSchema).nullish(),
});
const spdxDocumentSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    spdxVersion: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().regex(/^SPDX-2\.\d+$/, 'must be an SPDX 2 document'),
    packages: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(spdxPackageSchema),
});
/** What a package is matched by across two SBOMs: type, namespace and name (and its architecture: one entry per architecture). */
function packageKey(p) {
    return `apk/${p.namespace}/${p.name}?arch=${p.arch ?? ''}`;
}
/** The first apk purl of a package, parsed, or null when it has none; throws on one that does not parse. */
function apkPurlOf(pkg) {
    for (const ref of pkg.externalRefs ?? []) {
        if (ref.referenceType !== 'purl' || !CATEGORIES.has(ref.referenceCategory ?? ''))
            continue;
        const locator = ref.referenceLocator ?? '';
        if (!/^pkg:apk\//i.test(locator))
            continue;
        return packageurl_js__WEBPACK_IMPORTED_MODULE_0__.PackageURL.fromString(locator);
    }
    return null;
}
/** Registry text as it may be shown: bounded, no control character, no secret. */
function shown(text, what) {
    if (text.length === 0 || text.length > MAX_TEXT)
        throw new Error(`a package ${what} of ${text.length} characters`);
    return (0,_secrets__WEBPACK_IMPORTED_MODULE_1__/* .safeText */ .Hk)(text);
}
/** The installed package a listed one is, or null when it is not one (another purl type or namespace). */
function installedOf(pkg) {
    const purl = apkPurlOf(pkg);
    if (!purl || !NAMESPACES.has(purl.namespace ?? ''))
        return null;
    const version = purl.version ?? pkg.versionInfo;
    if (version === undefined)
        throw new Error(`the package ${(0,_secrets__WEBPACK_IMPORTED_MODULE_1__/* .safeText */ .Hk)(purl.name)} has no version`);
    const arch = purl.qualifiers?.arch;
    return {
        namespace: purl.namespace,
        name: shown(purl.name, 'name'),
        version: shown(version, 'version'),
        arch: arch === undefined ? null : shown(arch, 'architecture'),
    };
}
const byKey = (a, b) => {
    const x = packageKey(a);
    const y = packageKey(b);
    return x < y ? -1 : x > y ? 1 : 0;
};
/** The installed packages, one per key, sorted by key; throws when one key is listed at two versions. */
function distinct(packages) {
    const byName = new Map();
    for (const p of packages) {
        const key = packageKey(p);
        const seen = byName.get(key);
        if (seen && seen.version !== p.version)
            throw new Error(`the package ${p.name} is listed at two versions (${seen.version}, ${p.version})`);
        byName.set(key, p);
    }
    return [...byName.values()].sort(byKey);
}
/**
 * The installed packages of an SBOM (the parsed JSON of the predicate), sorted by purl; or why
 * they cannot be had: a document of more than `maxPackages` packages is not read further.
 */
function installedPackages(predicate, options) {
    const { digest } = options;
    const limit = options.maxPackages ?? MAX_SBOM_PACKAGES;
    const listed = predicate?.packages;
    if (Array.isArray(listed) && listed.length > limit)
        return { ok: false, gap: { kind: 'too-many-packages', digest, count: listed.length, limit } };
    const parsed = spdxDocumentSchema.safeParse(predicate);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const detail = `${issue.path.join('.') || 'the document'}: ${issue.message}`;
        return { ok: false, gap: { kind: 'unreadable', digest, detail: (0,_secrets__WEBPACK_IMPORTED_MODULE_1__/* .safeText */ .Hk)(detail) } };
    }
    try {
        const packages = parsed.data.packages.map(installedOf).filter((p) => p !== null);
        return { ok: true, packages: distinct(packages) };
    }
    catch (error) {
        // A purl that does not parse, a missing or oversized version: the list would be wrong, so none is given.
        return { ok: false, gap: { kind: 'unreadable', digest, detail: (0,_secrets__WEBPACK_IMPORTED_MODULE_1__/* .safeText */ .Hk)(error.message) } };
    }
}


/***/ }),

/***/ 6850:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  MAX_FILE_BYTES: () => (/* binding */ MAX_FILE_BYTES),
  discoverContents: () => (/* binding */ discoverContents),
  discoverFiles: () => (/* binding */ discoverFiles),
  fileKind: () => (/* binding */ fileKind),
  matchesFiles: () => (/* reexport */ refs_globs/* matchesFiles */.Fg),
  scanContent: () => (/* binding */ scanContent),
  selectPaths: () => (/* binding */ selectPaths)
});

// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(8992);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/tinyglobby/dist/index.mjs + 1 modules
var dist = __webpack_require__(3382);
// EXTERNAL MODULE: ./node_modules/p-queue/dist/index.js + 4 modules
var p_queue_dist = __webpack_require__(9052);
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
    let instructions;
    let escape;
    try {
        const dockerfile = main.DockerfileParser.parse(content);
        instructions = dockerfile.getInstructions();
        escape = dockerfile.getEscapeCharacter();
    }
    catch (error) {
        return { found: [], skipped: [], problems: [{ file, message: `cannot parse Dockerfile: ${(0,errors/* messageOf */.bD)(error)}` }] };
    }
    const reader = new DockerfileReader(file, instructions, escape, lineFinder(content, escape));
    reader.read();
    return { found: reader.found, skipped: reader.skipped, problems: [] };
}
/** Reads one parsed Dockerfile top to bottom, keeping the ARG/ENV scopes BuildKit keeps. */
class DockerfileReader {
    file;
    instructions;
    escape;
    lineOf;
    found = [];
    skipped = [];
    /** Every stage name, so `COPY --from=<stage>` is known even before that stage in the file. */
    stageNames;
    global = new Map();
    stages = [];
    current = null;
    constructor(file, instructions, escape, lineOf) {
        this.file = file;
        this.instructions = instructions;
        this.escape = escape;
        this.lineOf = lineOf;
        this.stageNames = instructions
            .filter((instruction) => instruction.getKeyword() === 'FROM')
            .map((instruction) => stageNameOf(instruction.getArguments()) ?? '');
    }
    read() {
        for (const instruction of this.instructions) {
            const keyword = instruction.getKeyword();
            if (keyword === 'FROM')
                this.from(instruction);
            else if (keyword === 'ARG')
                this.arg(instruction);
            // Only ARG (and parser directives, comments) may precede FROM.
            else if (this.current)
                this.inStage(keyword, instruction, this.current);
        }
    }
    from(instruction) {
        const base = { args: new Map(), env: new Map() };
        const earlier = this.stages.length;
        const word = instruction.getArguments()[0];
        if (word) {
            const explain = (name) => this.explainFrom(name);
            this.consider(word.getValue(), word.getRange().start, this.global, explain, (value) => {
                if (value === 'scratch')
                    return true;
                if (value === '')
                    return false; // not an unnamed stage: an empty reference, reported as such
                // Only an earlier stage can be a base; its ENV carries over.
                const index = this.stageNames.slice(0, earlier).lastIndexOf(value.toLowerCase());
                if (index < 0)
                    return false;
                for (const [k, v] of this.stages[index].env)
                    base.env.set(k, v);
                return true;
            });
        }
        this.stages.push(base);
        this.current = base;
    }
    arg(instruction) {
        const stage = this.current;
        for (const property of propertiesOf(instruction)) {
            // `ARG NAME VALUE` (no '=') declares NAME and VALUE, both without a value, as BuildKit's
            // parseArg reads it; the parser gives it as one property whose value is "VALUE".
            const names = argumentNames(property);
            for (const name of names ?? []) {
                if (stage)
                    this.declareBare(stage.args, name, true);
                else
                    this.declareBare(this.global, name, false);
            }
            if (names)
                continue;
            if (stage)
                this.declare(stage.args, property, stageScope(stage), true);
            else
                this.declare(this.global, property, this.global, false);
        }
    }
    inStage(keyword, instruction, stage) {
        const scope = stageScope(stage);
        const explain = (name) => this.explainIn(stage, name);
        const isStage = (value) => isStageRef(value, this.stageNames);
        if (keyword === 'ENV') {
            for (const property of propertiesOf(instruction))
                this.declare(stage.env, property, scope, false);
        }
        else if (keyword === 'COPY') {
            for (const flag of flagsOf(instruction, 'from')) {
                const value = flag.getValue();
                if (value === null || value === '')
                    continue;
                this.consider(value, (flag.getValueRange() ?? flag.getRange()).start, scope, explain, isStage);
            }
        }
        else if (keyword === 'RUN') {
            for (const flag of flagsOf(instruction, 'mount')) {
                const from = mountFrom(flag);
                if (from)
                    this.consider(from.value, from.position, scope, explain, isStage);
            }
        }
    }
    declare(target, property, scope, inheritGlobal) {
        const raw = property.getUnescapedValue();
        if (raw === null)
            return this.declareBare(target, property.getName(), inheritGlobal);
        const expanded = expandWord(raw, scope, this.escape);
        target.set(property.getName(), expanded.unresolved.length > 0 ? null : expanded.value);
    }
    declareBare(target, name, inheritGlobal) {
        target.set(name, inheritGlobal && this.global.has(name) ? this.global.get(name) : null);
    }
    /** Classifies one image word: found, unresolved, a stage, or scratch. */
    consider(raw, position, scope, explain, stageAt) {
        const location = { file: this.file, line: this.lineOf(position) };
        const { value, unresolved } = expandWord(raw, scope, this.escape);
        if (unresolved.length > 0) {
            const why = unresolved.map(explain).join('; ');
            const reason = `"${raw}" holds a variable without a known value: ${why}`;
            this.skipped.push({ ref: raw, kind: 'unresolved', reason, location });
            return;
        }
        if (value === '' && raw !== '') {
            // Every variable had a known value, and together they give nothing (`${X:+...}` of an
            // unset X): no image to check, and no empty reference to invent.
            const reason = `"${raw}" expands to nothing with the values the Dockerfile gives its variables`;
            this.skipped.push({ ref: raw, kind: 'unresolved', reason, location });
            return;
        }
        if (stageAt(value))
            return;
        this.found.push({ ref: value, location });
    }
    /** Why a variable in a FROM line has no value. */
    explainFrom(name) {
        if (this.global.has(name) || AUTOMATIC_ARGS.has(name))
            return noDefault(name);
        return `${name} is not declared by an ARG before the first FROM, and FROM lines see only those`;
    }
    /** Why a variable in a stage's line has no value. */
    explainIn(stage, name) {
        if (stage.args.has(name) || stage.env.has(name))
            return noDefault(name);
        if (this.global.has(name))
            return `${name} is a global ARG, seen in a stage only once declared again there with "ARG ${name}"`;
        return `${name} is not declared by an ARG or ENV before this line in this stage`;
    }
}
function noDefault(name) {
    return AUTOMATIC_ARGS.has(name)
        ? `${name} is set by BuildKit for the platform being built`
        : `${name} has no default value (it is set by --build-arg)`;
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

// EXTERNAL MODULE: ./src/refs/globs.ts
var refs_globs = __webpack_require__(7905);
// EXTERNAL MODULE: ./src/refs/yaml-files.ts + 5 modules
var yaml_files = __webpack_require__(7759);
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
            problems: [{ file, message: `cannot scan file: ${(0,errors/* messageOf */.bD)(error)}` }],
        };
    }
}
/** Scans every file the globs select under `workspace`, in a deterministic order. */
async function discoverFiles(globs, workspace) {
    const { include } = (0,refs_globs/* splitGlobs */.Kh)(globs);
    if (include.length === 0)
        return { found: [], skipped: [], problems: [], unmatchedGlobs: [], unscanned: [] };
    const patterns = globs.map((g) => g.trim()).filter((g) => g !== '');
    let listed;
    // Links leaving the workspace are neither walked nor listed; FIFOs, sockets and devices are
    // not listed by the walk: both are noted here and reported below.
    const guard = await (0,refs_globs/* guardedWalk */.Qg)(workspace);
    try {
        listed = await (0,dist/* glob */.TI)(patterns, {
            cwd: workspace,
            ...refs_globs/* GLOB_OPTIONS */.gu,
            ignore: refs_globs/* ALWAYS_IGNORED */.ZG,
            onlyFiles: true,
            fs: guard.fs,
        });
    }
    catch (error) {
        // tinyglobby throws a TypeError on some patterns (one starting with four dots, e.g. `....`):
        // say which input could not be used rather than end the run on the TypeError.
        throw new errors/* InputError */.dz('files', `the globs ${patterns.map((g) => JSON.stringify(g)).join(', ')} could not be walked (${(0,errors/* messageOf */.bD)(error)})`);
    }
    // matchesFiles has the last word, so the pure check and the walk can never disagree.
    const selected = [...new Set(listed)].filter((file) => (0,refs_globs/* matchesFiles */.Fg)(file, globs)).sort(src_text/* compareText */.n6);
    const files = await oncePerFile(workspace, selected);
    // A link or special file the walk passed over was still selected: its glob matched.
    const passedOver = [...guard.outside.keys(), ...guard.special.map((s) => s.path)].filter((file) => (0,refs_globs/* matchesFiles */.Fg)(file, globs));
    const unmatchedGlobs = include.filter((g) => {
        const matches = (0,refs_globs/* compile */.wE)([g]);
        return !selected.some((file) => matches(file)) && !passedOver.some((file) => matches(file));
    });
    // A file the globs name exactly (no glob characters: `Dockerfile-prod`) is meant to be scanned.
    const named = (0,refs_globs/* namedFiles */.VI)(globs);
    const reads = new p_queue_dist/* default */.Ay({ concurrency: READ_CONCURRENCY });
    const results = await Promise.all(files.map((file) => reads.add(() => scanFile(workspace, file, fileKind(file) ?? (named.has(file) ? 'dockerfile' : null)))));
    // What the walk did not enter or list, said at the link or file (never what a link points to).
    const unwalked = [];
    for (const [link, isDirectory] of guard.outside) {
        if (isDirectory ? ignoredDir(link) : !(0,refs_globs/* matchesFiles */.Fg)(link, globs))
            continue;
        const message = isDirectory
            ? 'a symbolic link to a directory outside the workspace; not followed, nothing in it scanned'
            : 'a symbolic link that leads outside the workspace; not followed, not read';
        unwalked.push({ found: [], skipped: [], problems: [{ file: link, message, level: 'warning' }] });
    }
    for (const special of guard.special) {
        if (!(0,refs_globs/* matchesFiles */.Fg)(special.path, globs))
            continue;
        unwalked.push({
            found: [],
            skipped: [],
            problems: [{ file: special.path, message: `not a regular file (${special.kind}); not read` }],
        });
    }
    return {
        ...merge([...results, ...unwalked], unmatchedGlobs),
        unscanned: results.flatMap((r) => r.unscanned ?? []).sort(src_text/* compareText */.n6),
    };
}
/**
 * The paths `globs` select, as discoverFiles would select them on disk (matchesFiles); no glob:
 * the files of the kinds discovery reads (fileKind), outside node_modules and .git. Pure.
 */
function selectPaths(paths, globs) {
    const { include } = (0,refs_globs/* splitGlobs */.Kh)(globs);
    if (include.length === 0)
        return {
            files: paths.filter((p) => fileKind(p) !== null && (0,refs_globs/* matchesFiles */.Fg)(p, ['**'])).sort(src_text/* compareText */.n6),
            matched: [],
        };
    const files = paths.filter((p) => (0,refs_globs/* matchesFiles */.Fg)(p, globs)).sort(src_text/* compareText */.n6);
    const matched = include.filter((g) => {
        const matches = (0,refs_globs/* compile */.wE)([g]);
        return files.some((file) => matches(file));
    });
    return { files, matched };
}
/**
 * Discovery over files given by their content: the scanners, kinds and order of discoverFiles
 * (a file the globs name exactly is read as a Dockerfile), without a file system.
 */
function discoverContents(files, globs) {
    const named = (0,refs_globs/* namedFiles */.VI)(globs);
    const results = files.map(({ file, text }) => scanContent(file, text, fileKind(file) ?? (named.has(file) ? 'dockerfile' : null)));
    return { ...merge(results, []), unscanned: results.flatMap((r) => r.unscanned ?? []).sort(src_text/* compareText */.n6) };
}
/**
 * One path per file (`files` sorted): a file reached by several paths (a link to it, a linked
 * directory) is one file, decided by its real path, and is named by that path when the globs
 * select it, else by the first path that reaches it. A path that cannot be resolved is kept, for
 * its read to say why.
 */
async function oncePerFile(workspace, files) {
    const root = await (0,promises_.realpath)(workspace).catch(() => null);
    if (root === null)
        return [...files];
    const reads = new p_queue_dist/* default */.Ay({ concurrency: READ_CONCURRENCY });
    const reals = await Promise.all(files.map((file) => reads.add(() => (0,promises_.realpath)((0,external_node_path_.resolve)(workspace, file)).catch(() => null))));
    const chosen = new Map();
    files.forEach((file, i) => {
        const real = reals[i];
        if (real === null || real === undefined)
            return void chosen.set(`?${file}`, file);
        const kept = chosen.get(real);
        const own = (0,refs_globs/* normalizePath */.Fd)((0,external_node_path_.relative)(root, real).split(external_node_path_.sep).join('/'));
        if (kept === undefined || (file === own && kept !== own))
            chosen.set(real, file);
    });
    return [...chosen.values()].sort(src_text/* compareText */.n6);
}
/** A directory the walk never enters anyway (node_modules, .git). */
function ignoredDir(dir) {
    return (0,refs_globs/* matchesFiles */.Fg)(`${dir}/x`, ['**']) === false;
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
    const byPlace = (a, b) => (0,src_text/* compareText */.n6)(a.location?.file ?? '', b.location?.file ?? '') || (a.location?.line ?? 0) - (b.location?.line ?? 0);
    return {
        // Stable sorts: within a line, references keep the order they are written in.
        found: results.flatMap((r) => r.found).sort(byPlace),
        skipped: results.flatMap((r) => r.skipped).sort(byPlace),
        problems: results
            .flatMap((r) => r.problems)
            .sort((a, b) => (0,src_text/* compareText */.n6)(a.file, b.file) || (a.line ?? 0) - (b.line ?? 0)),
        unmatchedGlobs,
    };
}


/***/ }),

/***/ 7905:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fd: () => (/* binding */ normalizePath),
/* harmony export */   Fg: () => (/* binding */ matchesFiles),
/* harmony export */   Kh: () => (/* binding */ splitGlobs),
/* harmony export */   Qg: () => (/* binding */ guardedWalk),
/* harmony export */   VI: () => (/* binding */ namedFiles),
/* harmony export */   ZG: () => (/* binding */ ALWAYS_IGNORED),
/* harmony export */   gu: () => (/* binding */ GLOB_OPTIONS),
/* harmony export */   wE: () => (/* binding */ compile)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var _fs_read_inside__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1552);
// What the `files` globs mean, in one place for both the file-system walk (tinyglobby) and the
// pure check of a path (matchesFiles): picomatch with tinyglobby's options and its pattern
// normalization, so a path is discovered exactly when matchesFiles says it matches.





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
    return node_path__WEBPACK_IMPORTED_MODULE_2__.posix.normalize(pattern);
}
/** A workspace-relative path in the form matched: forward slashes, no leading './'. */
function normalizePath(file) {
    return node_path__WEBPACK_IMPORTED_MODULE_2__.posix.normalize(file.replace(/\\/g, '/')).replace(/^(?:\.\/)+/, '');
}
function compile(globs) {
    if (globs.length === 0)
        return () => false;
    return picomatch__WEBPACK_IMPORTED_MODULE_4___default()(globs.map(normalizeGlob), GLOB_OPTIONS);
}
const ignored = picomatch__WEBPACK_IMPORTED_MODULE_4___default()(ALWAYS_IGNORED, GLOB_OPTIONS);
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
    return new Set(include.filter((glob) => !picomatch__WEBPACK_IMPORTED_MODULE_4___default().scan(glob).isGlob).map(normalizePath));
}
/**
 * File-system functions for the walk that refuse to resolve a symbolic link leading outside the
 * workspace (so a link to `/` or a sibling checkout is never entered, and a link to a file
 * outside is never listed), noting each such link and each special file seen.
 */
async function guardedWalk(workspace) {
    const base = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(workspace);
    const root = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(base);
    const outside = new Map();
    const special = [];
    const rel = (path) => normalizePath((0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(base, (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(base, path)).split(node_path__WEBPACK_IMPORTED_MODULE_2__.sep).join('/'));
    const repeats = ancestorRepeat(base, root, rel);
    const guardedRealpath = (path, done) => {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpath)(path, (error, resolved) => {
            if (error)
                return done(error);
            if ((0,_fs_read_inside__WEBPACK_IMPORTED_MODULE_3__/* .isInside */ .F)(root, resolved)) {
                // A link back to a directory the walk is already in: the walk ends there, as `rg -L` and `find -L` do.
                void repeats(path, resolved).then((loop) => (loop ? done(loopError(path)) : done(null, resolved)));
                return;
            }
            // Only the kind of what is outside is looked at (to word the warning), never its content.
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.stat)(resolved, (statError, info) => {
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
            const real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(base, prefix)).catch(() => null);
            if (real !== null && !(0,_fs_read_inside__WEBPACK_IMPORTED_MODULE_3__/* .isInside */ .F)(root, real))
                return prefix;
        }
        return rel(dir);
    };
    const guardedReaddir = (path, options, done) => {
        node_fs__WEBPACK_IMPORTED_MODULE_0__.realpath.native(path, (realError, real) => {
            if (!realError && !(0,_fs_read_inside__WEBPACK_IMPORTED_MODULE_3__/* .isInside */ .F)(root, real)) {
                void firstLinkOut(path).then((link) => {
                    outside.set(link, true);
                    done(Object.assign(new Error(`${path} leads outside the workspace`), { code: 'EXDEV' }), []);
                });
                return;
            }
            if (realError)
                return list(path, options, done);
            // A plain directory below a link can be an ancestor again (`l -> a/b`, `a/b/up -> ..`, `l/up/b`).
            void repeats(path, real).then((loop) => (loop ? done(loopError(path), []) : list(path, options, done)));
        });
    };
    const list = (path, options, done) => {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdir)(path, options, (error, entries) => {
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
const loopError = (path) => Object.assign(new Error(`${path} is a directory the walk is already in`), { code: 'ELOOP' });
/**
 * Whether a directory at `path` (real path `real`) is the same directory as one of the
 * directories above it on that path: a loop, reached again at its first repetition. A path
 * whose real path is itself (no link on the way) never is; the others' prefixes are resolved
 * once each, and cached for the walk.
 */
function ancestorRepeat(base, root, rel) {
    const reals = new Map();
    const realOf = (prefix) => {
        let known = reals.get(prefix);
        if (!known)
            reals.set(prefix, (known = (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(base, prefix)).catch(() => null)));
        return known;
    };
    return async (path, real) => {
        const parts = rel(path).split('/');
        if (real === (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(root, ...parts))
            return false;
        for (let i = 0; i < parts.length; i++) {
            const above = i === 0 ? root : await realOf(parts.slice(0, i).join('/'));
            if (above === real)
                return true;
        }
        return false;
    };
}


/***/ }),

/***/ 3750:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ repositoryOf),
/* harmony export */   v: () => (/* binding */ inMirrorForm)
/* harmony export */ });
/* harmony import */ var _reference__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5987);
// A mirror's reference as the user wrote it: its repository, and references of the upstream's
// repository (suggestions, pins) in that form. Pure.

/** The repository of a reference as written (no tag, no digest); null when it does not parse. */
function repositoryOf(ref) {
    try {
        return (0,_reference__WEBPACK_IMPORTED_MODULE_0__/* .formatReference */ .FH)({ ...(0,_reference__WEBPACK_IMPORTED_MODULE_0__/* .parseReference */ .F2)(ref), tag: null, digest: null });
    }
    catch {
        return null;
    }
}
/**
 * `reference`, a reference of the upstream's repository (a suggestion, a pin), in the mirror's
 * form the user wrote: the upstream repository replaced by the written one. Unchanged when it is
 * of another repository.
 */
function inMirrorForm(reference, written, upstream) {
    const from = repositoryOf(upstream);
    const to = repositoryOf(written);
    if (from === null || to === null)
        return reference;
    const rest = reference.slice(from.length);
    if (!reference.startsWith(from) || !(rest === '' || rest.startsWith(':') || rest.startsWith('@')))
        return reference;
    return to + rest;
}


/***/ }),

/***/ 5987:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F2: () => (/* binding */ parseReference),
/* harmony export */   FH: () => (/* binding */ formatReference),
/* harmony export */   Fv: () => (/* binding */ registryOf),
/* harmony export */   IN: () => (/* binding */ parsedOrNull),
/* harmony export */   Uf: () => (/* binding */ splitPath)
/* harmony export */ });
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
// Image references, parsed exactly as the grammar docker and crane implement
// (github.com/distribution/reference, regexp.go), so we accept what they pull and nothing else.
// Nothing is normalized (no "docker.io/library/" added): formatting gives back the text.

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
/** A reference the run wrote itself (a suggestion), or null when it does not parse. */
function parsedOrNull(text) {
    try {
        return parseReference(text);
    }
    catch {
        return null;
    }
}
/** Parses a reference; throws InvalidReferenceError naming the part that is wrong and why. */
function parseReference(text) {
    const fail = (part, why) => {
        throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .InvalidReferenceError */ .x_(text, part, why);
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

/***/ 7759:
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
        // A plain scalar keeps its source text (a tag `1.10` stays `1.10`, not the number 1.1).
        return typeof node.value === 'string' ? node.value : (node.source ?? JSON.stringify(node.value));
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

;// CONCATENATED MODULE: ./src/refs/yaml-bounds.ts
// Bounds on what a YAML document may make discovery do: a few bytes of nested aliases and merges
// can stand for billions of nodes, and `yaml`'s maxAliasCount bounds only toJS(), which discovery
// never calls. So the expanded size is measured first, in linear time, before anything is walked.

/** Nodes a document may expand to (its aliases and merges followed) before it is refused. */
const MAX_EXPANDED_NODES = 1_000_000;
// Nesting deeper than this is not measured further (the reader does not go deeper either).
const yaml_bounds_MAX_DEPTH = 256;
/** Each alias of the document -> the node it names (the last anchor of that name before it), in one visit: Alias.resolve walks the whole document on each call. */
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
/** A warning at each key that repeats an earlier key of the same map (scalar keys; not `<<`): the reader takes the last, as Kubernetes tooling does. */
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
// Image references in YAML files (workflows, container actions, Compose, Kubernetes-like, Helm;
// what each gives is in docs/how-it-works.md), each document on its own. Lines come from the
// scalar's own position, so a reference merged into several places is reported once, where written.






const CONTAINER_LISTS = new Set(['containers', 'initContainers', 'ephemeralContainers']);
const yaml_files_DOCKER_SCHEME = 'docker://';
// Deeper nesting than this is no manifest; the bound keeps recursion safe on hostile input.
const yaml_files_MAX_DEPTH = 200;
function scanYaml(file, content) {
    const found = [];
    const skipped = [];
    const problems = [];
    let lineCounter = new dist/* LineCounter */.HN();
    // Duplicated keys are read (the last wins) and warned about below, not a parse error (the
    // parser's own check is also quadratic in a mapping's size).
    let docs = (0,dist/* parseAllDocuments */.hR)(content, { lineCounter, prettyErrors: false, uniqueKeys: false });
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


/***/ }),

/***/ 9515:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ mapReference),
/* harmony export */   V: () => (/* binding */ parseRegistryMap)
/* harmony export */ });
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
// Mirrors and pull-through caches of the registry (the `registry-map` input): a reference under a
// mirror's prefix is judged as the same reference on the registry (refs/mirror-form.ts shows it
// as written). Pure; imports only its error (errors.ts), so the inputs are read with it (config.ts).

// Lowercase, no separators: a prefix or upstream no reference's path could hold is refused up
// front (the reference grammar itself judges the mapped references, refs/reference.ts).
const PATH_COMPONENT = /^[a-z0-9][a-z0-9._-]*$/;
const EXAMPLE = 'us-docker.pkg.dev/acme/cgr/=cgr.dev/';
/**
 * The pairs of a `registry-map` value: newline- or comma-separated `prefix=upstream`, blank
 * entries and `#` comments ignored. Every upstream must be on `registry`.
 */
function parseRegistryMap(value, registry) {
    const entries = value
        .split(/\r?\n/)
        .map((line) => line.replace(/(^|\s)#.*$/, ''))
        .flatMap((line) => line.split(','))
        .map((entry) => entry.trim())
        .filter(Boolean);
    const pairs = entries.map((entry) => parsePair(entry, registry));
    const seen = new Set();
    for (const pair of pairs) {
        if (seen.has(pair.key))
            throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .RegistryMapError */ .EQ('Name each prefix once', `"${pair.prefix}" is mapped twice`);
        seen.add(pair.key);
    }
    return pairs.sort((a, b) => b.key.length - a.key.length);
}
function parsePair(entry, registry) {
    const eq = entry.indexOf('=');
    if (eq < 0)
        throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .RegistryMapError */ .EQ(`Write each pair as prefix=upstream, e.g. ${EXAMPLE}`, `"${entry}" has no "="`);
    const prefix = entry.slice(0, eq).trim().replace(/\/+$/, '');
    const upstream = entry
        .slice(eq + 1)
        .trim()
        .replace(/\/+$/, '');
    if (prefix === '' || upstream === '')
        throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .RegistryMapError */ .EQ(`Write each pair as prefix=upstream, e.g. ${EXAMPLE}`, `"${entry}" has an empty ${prefix === '' ? 'prefix' : 'upstream'}`);
    const [upstreamHost, ...upstreamPath] = upstream.split('/');
    if (upstreamHost.toLowerCase() !== registry)
        throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .RegistryMapError */ .EQ(`Map mirrors to the registry checked, e.g. ${EXAMPLE.replace('cgr.dev', registry)}`, `the upstream "${upstream}" of "${entry}" is not on ${registry}`);
    const [, ...prefixPath] = prefix.split('/');
    for (const component of [...prefixPath, ...upstreamPath])
        if (!PATH_COMPONENT.test(component))
            throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .RegistryMapError */ .EQ(`Write the prefix and upstream as a host and repository path, e.g. ${EXAMPLE}`, `"${component}" in "${entry}" is no lowercase path component`);
    return { prefix, upstream, key: prefix.toLowerCase() };
}
/**
 * What `ref` is judged as, or null when it is under no prefix. A prefix matches whole path
 * components only (`acme/cgr` is not a prefix of `acme/cgrx/...`); a prefix with a path may also
 * be a whole repository, followed by its tag or digest.
 */
function mapReference(ref, map) {
    const lower = ref.toLowerCase();
    for (const pair of map) {
        if (!lower.startsWith(pair.key))
            continue;
        const next = ref.charAt(pair.key.length);
        const boundary = next === '' || next === '/' || (pair.key.includes('/') && (next === ':' || next === '@'));
        if (boundary)
            return { upstream: pair.upstream + ref.slice(pair.key.length), pair };
    }
    return null;
}


/***/ }),

/***/ 7187:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   eW: () => (/* binding */ HISTORY_WINDOW),
/* harmony export */   jv: () => (/* binding */ historyAddress),
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
/** A tag's Tag History: its URL, and the label its requests and errors carry. The one place it is built. */
function historyAddress(registry, org, image, tag) {
    const path = `/v2/${org}/${image}/_${HISTORY_VENDOR}/history/`;
    return {
        url: `${registryBaseUrl(registry)}${path}${encodeURIComponent(tag)}`,
        label: `GET ${registry}${path}${tag}`,
    };
}


/***/ }),

/***/ 5287:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Lu: () => (/* binding */ readHistory),
  S6: () => (/* binding */ walkHistory),
  A$: () => (/* binding */ walkHistoryPins),
  VQ: () => (/* binding */ walkOfRecords)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/registry/address.ts
var address = __webpack_require__(7187);
// EXTERNAL MODULE: ./node_modules/@streamparser/json/dist/mjs/index.js + 7 modules
var mjs = __webpack_require__(5497);
// EXTERNAL MODULE: ./src/http/api-error.ts
var api_error = __webpack_require__(2247);
;// CONCATENATED MODULE: ./src/http/json-items.ts



/** The longest body parsed whole; a longer one streams. */
const WHOLE_BODY_BYTES = 256 * 1024;
/** Reads `chunks` (a 2xx body) to their end; a body HttpClient.json would refuse throws the same INVALID_RESPONSE. */
async function readJsonItems(chunks, req) {
    const iterator = chunks[Symbol.asyncIterator]();
    const held = [];
    let bytes = 0;
    for (;;) {
        const next = await iterator.next();
        if (next.done)
            break;
        held.push(next.value);
        bytes += next.value.length;
        if (bytes > WHOLE_BODY_BYTES)
            return streamItems(held, iterator, req);
    }
    if (!readWhole(held, req))
        await streamItems(held, iterator, req);
}
/**
 * A whole body's items handed on, when it is plainly what is asked for: true. False (nothing
 * handed on) for anything else, which the token stream then reads for its exact refusal: not
 * JSON, another shape, the field named twice (which JSON.parse would take silently), or an
 * escaped key that could spell it.
 */
function readWhole(held, req) {
    const text = Buffer.concat(held).toString('utf8');
    const named = `"${req.field}"`;
    const first = text.indexOf(named);
    if (text.includes('\\u') || (first !== -1 && text.indexOf(named, first + 1) !== -1))
        return false;
    let body;
    try {
        body = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
    }
    catch {
        return false;
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body))
        return false;
    const items = body[req.field];
    if (items !== undefined && !Array.isArray(items))
        return false;
    (items ?? []).forEach((value, index) => handOn(value, index, req));
    return true;
}
/** One item checked by the schema and handed on; a wrong one throws, naming its place. */
function handOn(value, index, req) {
    const parsed = req.schema.safeParse(value);
    if (!parsed.success)
        throw (0,api_error/* invalidResponse */.Ff)(req.label, (0,api_error/* describeZodError */.Vk)(parsed.error, [req.field, index]));
    req.each(parsed.data);
}
/** The body read token by token: the chunks `held` already, then the rest of `iterator`. */
async function streamItems(held, iterator, req) {
    const { field, label } = req;
    const parser = new mjs/* JSONParser */.oj({ paths: [`$.${field}.*`], keepStack: false });
    const shape = new Shape(field);
    // The parser hands every error to onError, ours from the callbacks below included.
    const failures = [];
    parser.onError = (error) => failures.push(error);
    parser.onToken = ({ token, value }) => {
        const problem = shape.see(token, value);
        if (problem)
            throw (0,api_error/* invalidResponse */.Ff)(label, problem);
    };
    parser.onValue = ({ value, key }) => handOn(value, key, req);
    let bytes = 0;
    // The first bytes, for the message of a body that is not JSON.
    const head = [];
    for await (const chunk of rest(held, iterator)) {
        const piece = bytes === 0 ? withoutBom(chunk) : chunk;
        if (bytes < 160)
            head.push(piece.subarray(0, 160 - bytes));
        bytes += chunk.length;
        // After a parse error the rest is only counted: the connection stays usable, the message says how long the body was.
        if (failures.length > 0)
            continue;
        parser.write(piece);
        if (failures[0] instanceof errors/* LookupError */.FN)
            throw failures[0];
    }
    if (failures.length === 0 && !parser.isEnded)
        parser.end();
    if (failures[0] instanceof errors/* LookupError */.FN)
        throw failures[0];
    if (failures.length > 0 || !shape.started)
        throw (0,api_error/* invalidResponse */.Ff)(label, `the body is not JSON (${bytes} bytes, starts with ${JSON.stringify(Buffer.concat(head).toString('utf8').slice(0, 40))})`);
}
/** The chunks `held`, then the rest of `iterator`. */
async function* rest(held, iterator) {
    yield* held;
    for (let next = await iterator.next(); !next.done; next = await iterator.next())
        yield next.value;
}
/** The chunk without a leading byte order mark, as undici's `text()` reads a body. */
function withoutBom(chunk) {
    return chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf ? chunk.subarray(3) : chunk;
}
/**
 * The body's outline, token by token: an object whose `field`, when present, is an array (as
 * `z.object({ field: z.array(...).optional() })` asks), given once.
 */
class Shape {
    field;
    started = false;
    depth = 0;
    awaitingKey = false;
    afterColon = false;
    key;
    seen = false;
    constructor(field) {
        this.field = field;
    }
    /** What is wrong with the body at this token, or null. */
    see(token, value) {
        const problem = this.started ? (this.depth === 1 ? this.member(token, value) : null) : this.start(token);
        if (token === mjs/* TokenType */.ks.LEFT_BRACE || token === mjs/* TokenType */.ks.LEFT_BRACKET)
            this.depth++;
        else if (token === mjs/* TokenType */.ks.RIGHT_BRACE || token === mjs/* TokenType */.ks.RIGHT_BRACKET)
            this.depth--;
        return problem;
    }
    start(token) {
        this.started = true;
        this.awaitingKey = true;
        return token === mjs/* TokenType */.ks.LEFT_BRACE ? null : '(body): expected an object';
    }
    /** A token directly inside the object: a key, a colon, a comma or the first token of a value. */
    member(token, value) {
        if (token === mjs/* TokenType */.ks.STRING && this.awaitingKey) {
            this.key = value;
            this.awaitingKey = false;
        }
        else if (token === mjs/* TokenType */.ks.COLON)
            this.afterColon = true;
        else if (token === mjs/* TokenType */.ks.COMMA)
            this.awaitingKey = true;
        else if (this.afterColon) {
            this.afterColon = false;
            if (this.key !== this.field)
                return null;
            if (this.seen)
                return `${this.field}: given twice`;
            this.seen = true;
            if (token !== mjs/* TokenType */.ks.LEFT_BRACKET)
                return `${this.field}: expected an array`;
        }
        return null;
    }
}

;// CONCATENATED MODULE: ./src/registry/build-keys.ts
// Counting each build of a long history once, without keeping its digest: a walk's Set holds a
// number per build, not the digest's string.
/**
 * A build's key: 52 bits mixed from the whole of its digest (a sha256, spec rule 5; builds a
 * test or a server numbers one after another differ only at the end). Two builds share a key by
 * chance about once in 10^4 walks of a million builds. Digests are the registry's word: a
 * registry that made two share one would hide a build from the count, which it can do anyway by
 * leaving the build out of its answer. Pins and the watched digest are compared whole.
 */
function buildKey(digest) {
    let a = 0x9e3779b9;
    let b = 0x85ebca6b;
    // The 64 hex digits after "sha256:" (lowercase, as the schema requires), 8 to a word.
    for (let i = 7; i < 71; i += 8) {
        let word = 0;
        for (let j = i; j < i + 8; j++) {
            const c = digest.charCodeAt(j);
            word = (word << 4) | (c <= 57 ? c - 48 : c - 87);
        }
        a = Math.imul(a ^ word, 0xcc9e2d51);
        a = (a << 15) | (a >>> 17);
        b = Math.imul(b ^ word, 0x1b873593);
        b = (Math.imul((b << 13) | (b >>> 19), 5) + 0xe6546b64) | 0;
    }
    return (fmix(a) >>> 6) * 2 ** 26 + (fmix(b ^ a) >>> 6);
}
/** MurmurHash3's finalizer: every input bit moves every output bit. */
function fmix(h) {
    h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
    return h ^ (h >>> 16);
}

;// CONCATENATED MODULE: ./src/registry/cooldown.ts
/**
 * The registry's cooldown over the records of one walk, each seen once: builds younger than the
 * cut cannot be pulled, so they neither count as builds behind nor make a pin stale, and a pin
 * moves to the newest build older than the cut. Every young build is newer than any old pin, and
 * a walk reads every build newer than a pin before placing it: the counts are whole by then.
 */
class Cooldown {
    cut;
    young = 0;
    pullable = null;
    constructor(cut) {
        this.cut = cut;
    }
    /** A cooldown for one page's records, taken into this one by `absorb` (the same as seeing them here, in order). */
    fork() {
        return new Cooldown(this.cut);
    }
    absorb(page) {
        this.young += page.young;
        if (page.pullable && (!this.pullable || page.pullable.ms >= this.pullable.ms))
            this.pullable = page.pullable;
    }
    /** Whether the newest build old enough to pull is known: a walk of windows newest first has it once it met any. */
    get found() {
        return this.cut === undefined || this.pullable !== null;
    }
    /** For a walk without a pin: the newest build old enough to pull (null when none is); nothing without a cooldown. */
    newest() {
        return this.cut === undefined ? {} : { pullable: this.pullable?.record ?? null };
    }
    see(record, ms) {
        if (this.cut === undefined)
            return;
        if (ms > this.cut)
            this.young++;
        else if (!this.pullable || ms >= this.pullable.ms)
            this.pullable = { record, ms };
    }
    /** A pin's place: `behind` builds after it (the first at `since`), without the young ones. */
    place(pin, behind, since) {
        if (this.cut === undefined)
            return { buildsBehind: behind, behindSince: since };
        // A pin inside the cooldown is newer than every build that can be pulled: left where it is.
        if (Date.parse(pin.updateTimestamp) > this.cut)
            return { buildsBehind: 0, behindSince: null, pullable: null };
        const buildsBehind = Math.max(0, behind - this.young);
        return {
            buildsBehind,
            behindSince: buildsBehind > 0 ? since : null,
            pullable: buildsBehind > 0 ? (this.pullable?.record ?? pin) : pin,
        };
    }
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 15 modules
var schemas = __webpack_require__(9691);
// EXTERNAL MODULE: ./src/schemas.ts
var src_schemas = __webpack_require__(9011);
;// CONCATENATED MODULE: ./src/registry/history-schema.ts


// A Tag History response (spec: Tag History endpoint): at most 1 000 records, each an RFC 3339
// time and a sha256 digest; other fields are dropped.
/** One record, checked as it streams in (history-walk.ts). */
const historyRecordSchema = schemas/* object */.Ikc({ updateTimestamp: src_schemas/* timestampSchema */.yo, digest: src_schemas/* digestSchema */.er });
/** `{ history: [...] }`, an absent list being empty. */
const historyResponseSchema = schemas/* object */.Ikc({ history: schemas/* array */.YOg(historyRecordSchema).optional() })
    .transform((body) => body.history ?? []);

;// CONCATENATED MODULE: ./src/registry/history-walk.ts






// Where a pinned digest sits in its tag's history, read from the newest build backwards in time
// and only as far as the pin: a pin a few builds behind costs one request, not the whole history.
// Window bounds are inclusive, so a build may come back twice: each is counted once, by a key
// from its digest (unique per build, spec rule 5; ./build-keys).
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
    if (result instanceof errors/* LookupError */.FN)
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
/**
 * The one reader of a tag's Tag History: window requests within the bounds, each window read
 * whole (forward from the newest time seen when it comes back full), every build counted once.
 * A page's records are used as they stream in, none kept; what a page adds is applied once it was
 * read whole, so a try cut short (and retried) or a page sent out of order adds nothing. A page
 * out of order is read again whole and sorted, and every later page of the walk read so.
 */
class HistoryReader {
    req;
    bound;
    stats = { requests: 0, records: 0, watched: false };
    label;
    /** Set by `count` past the bounds, and thrown: the caller tells it from other errors. */
    limit = null;
    url;
    headers;
    /** The builds counted. */
    counted = new Set();
    /** The builds the page being read adds: one set for every page, emptied for each. */
    pageKeys = new Set();
    /** Whether the server has sent every page oldest first so far. */
    inOrder = true;
    constructor(req, bound) {
        this.req = req;
        this.bound = bound;
        ({ url: this.url, label: this.label } = (0,address/* historyAddress */.jv)(req.registry, req.org, req.image, req.tag));
        this.headers = { authorization: `Bearer ${req.token}` };
    }
    /** Reads the window [start, end] whole: one request, more when it comes back full. Each page's new builds go to a PageUse of `use`, oldest first. */
    async readWindow(start, end, use) {
        const bounds = { startMs: timeOf(start, -Infinity), endMs: timeOf(end, Infinity), fromMs: -Infinity };
        let from = start;
        for (;;) {
            bounds.fromMs = timeOf(from, -Infinity);
            const page = await this.readPage(from, end, (u) => new PageScan(bounds, this.counted, this.pageKeys, this.req.watch, u), use);
            for (const key of page.keys)
                this.counted.add(key);
            if (page.watched)
                this.stats.watched = true;
            this.stats.records += page.keys.size;
            page.use.keep();
            if (page.size < address/* HISTORY_WINDOW */.eW)
                return;
            if (page.keys.size === 0 || page.newest === undefined)
                throw new errors/* WindowStuckError */.bG(this.label, { size: page.size, first: page.first, last: page.last }, from);
            // A full window may be cut (it holds the oldest records): read the rest forward from the newest time seen.
            from = page.newest;
        }
    }
    /** One page of [from, end], streamed while the server keeps the order, else read whole and sorted. */
    async readPage(from, end, scan, use) {
        const url = new URL(this.url);
        if (from !== undefined)
            url.searchParams.set('start', from);
        if (end !== undefined)
            url.searchParams.set('end', end);
        const request = { headers: this.headers, label: this.label };
        if (this.inOrder) {
            this.count();
            const page = await this.req.http.stream(url, {
                ...request,
                read: async (body, label) => {
                    const page = scan(use());
                    await readJsonItems(body, { field: 'history', schema: historyRecordSchema, label, each: (r) => page.add(r) });
                    return page;
                },
            });
            if (page.ordered)
                return page;
            this.inOrder = false;
        }
        this.count();
        const records = await this.req.http.json(url, { ...request, schema: historyResponseSchema });
        const page = scan(use());
        for (const record of oldestFirst(records))
            page.add(record);
        return page;
    }
    /** One more request, within the bounds. */
    count() {
        if (this.stats.requests >= this.bound.maxRequests || this.stats.records >= this.bound.maxRecords) {
            this.limit = this.bound.limitError(this);
            throw this.limit;
        }
        this.stats.requests++;
    }
}
/**
 * One page as its records arrive: whether they came oldest first, its bounds for WindowStuckError,
 * and the builds it adds (in the asked bounds, not counted before), each handed to `use`.
 */
class PageScan {
    bounds;
    counted;
    keys;
    watch;
    use;
    size = 0;
    ordered = true;
    first;
    last;
    /** The newest time in the asked bounds: where the window's next page starts. */
    newest;
    watched = false;
    lastMs = -Infinity;
    constructor(bounds, counted, 
    /** The builds this page adds (emptied here). */
    keys, watch, use) {
        this.bounds = bounds;
        this.counted = counted;
        this.keys = keys;
        this.watch = watch;
        this.use = use;
        keys.clear();
    }
    add(record) {
        const ms = Date.parse(record.updateTimestamp);
        this.size++;
        // Out of order: the page is read again whole; nothing more of this one is used.
        if (ms < this.lastMs)
            this.ordered = false;
        if (!this.ordered)
            return;
        this.lastMs = ms;
        this.first ??= record.updateTimestamp;
        this.last = record.updateTimestamp;
        const { startMs, endMs, fromMs } = this.bounds;
        // Outside the asked bounds: an overlap the server should not send.
        if (ms < fromMs || ms < startMs || ms > endMs)
            return;
        this.newest = record.updateTimestamp;
        const key = buildKey(record.digest);
        if (this.counted.has(key) || this.keys.has(key))
            return;
        this.keys.add(key);
        if (record.digest === this.watch)
            this.watched = true;
        this.use.add(record);
    }
}
/** An RFC 3339 time in ms; `open` for an open bound. */
const timeOf = (time, open) => (time === undefined ? open : Date.parse(time));
/**
 * Every build of a tag, oldest first: one window open at both ends, read forward. Throws
 * HISTORY_TOO_LONG past `maxRecords` (a server sending new full windows forever).
 */
async function readHistory(req, maxRecords) {
    const reader = new HistoryReader(req, {
        maxRecords,
        maxRequests: req.maxRequests ?? MAX_WALK_REQUESTS,
        limitError: (r) => new errors/* BrokenRule */.su('HISTORY_TOO_LONG', `${r.label}: the history goes on past ${maxRecords} builds (the most this client reads); stopped`, r.label),
    });
    const records = [];
    await reader.readWindow(undefined, undefined, () => {
        const page = [];
        return { add: (record) => page.push(record), keep: () => page.forEach((record) => records.push(record)) };
    });
    // Oldest first, as the spec promises; stable for records with the same time.
    return records.sort((a, b) => Date.parse(a.updateTimestamp) - Date.parse(b.updateTimestamp));
}
/** Reads one window into a WindowRead: the pins found in it and the record after each. */
async function readPins(reader, start, end, pins, placed, cooldown) {
    const read = { count: 0, first: null, last: null, found: new Map(), awaiting: [] };
    await reader.readWindow(start, end, () => new PinsPage(read, pins, placed, cooldown));
    return read;
}
/** One page of a window for readPins: the pins in it, counted and placed within the page, joined to the window by `keep`. */
class PinsPage {
    window;
    pins;
    placed;
    windowCooldown;
    page = { count: 0, first: null, last: null, found: new Map(), awaiting: [] };
    cooldown;
    constructor(window, pins, placed, windowCooldown) {
        this.window = window;
        this.pins = pins;
        this.placed = placed;
        this.windowCooldown = windowCooldown;
        this.cooldown = windowCooldown.fork();
    }
    add(record) {
        const { page } = this;
        this.cooldown.see(record, Date.parse(record.updateTimestamp));
        for (const digest of page.awaiting)
            page.found.get(digest).after = record;
        page.awaiting = [];
        if (this.pins.includes(record.digest) && !this.placed.has(record.digest)) {
            page.found.set(record.digest, { record, index: page.count, after: null });
            page.awaiting.push(record.digest);
        }
        page.first ??= record;
        page.last = record;
        page.count++;
    }
    keep() {
        const { page, window } = this;
        this.windowCooldown.absorb(this.cooldown);
        if (page.count === 0)
            return;
        for (const digest of window.awaiting)
            window.found.get(digest).after = page.first;
        for (const [digest, found] of page.found)
            window.found.set(digest, { ...found, index: found.index + window.count });
        window.awaiting = page.awaiting;
        window.first ??= page.first;
        window.last = page.last;
        window.count += page.count;
    }
}
/** The pins a window holds, placed against what is newer. */
function placeFound(window, newer, stats, placed, cooldown) {
    for (const [digest, found] of window.found) {
        const behind = newer.count + (window.count - 1 - found.index);
        placed.set(digest, {
            kind: 'placed',
            newest: newer.newest,
            pin: found.record,
            ...cooldown.place(found.record, behind, (found.after ?? newer.oldest)?.updateTimestamp ?? null),
            ...stats,
        });
    }
}
/** What a walk that reached the first build gives every pin it did not place. */
function wholeRead(newer, stats, pins, cooldown) {
    if (!newer.newest)
        return { kind: 'empty', ...stats };
    if (pins.length === 0)
        return { kind: 'newest', newest: newer.newest, ...cooldown.newest(), ...stats };
    return { kind: 'absent', newest: newer.newest, builds: newer.count, oldest: newer.oldest.updateTimestamp, ...stats };
}
async function walkCore(req, pinsAsked) {
    // Each pin once: the walk compares every record with each of them.
    const pins = [...new Set(pinsAsked)];
    const placed = new Map();
    const maxRecords = req.maxRecords ?? MAX_WALK_RECORDS;
    const maxRequests = req.maxRequests ?? MAX_WALK_REQUESTS;
    const reader = new HistoryReader(req, {
        maxRecords,
        maxRequests,
        limitError: (r) => {
            const missing = pins.filter((pin) => !placed.has(pin));
            return new errors/* HistoryLimitError */.Uz(r.label, r.stats, missing, { maxRecords, maxRequests });
        },
    });
    const { stats } = reader;
    const newer = { count: 0, oldest: null, newest: null };
    const windows = new WindowPlan(req);
    const cooldown = new Cooldown(req.pullableBefore);
    for (;;) {
        const start = windows.start();
        let window;
        try {
            window = await readPins(reader, start, windows.end, pins, placed, cooldown);
        }
        catch (error) {
            if (error === reader.limit && reader.limit)
                return { placed, rest: reader.limit };
            throw error;
        }
        if (window.count > 0) {
            newer.newest ??= window.last;
            // No pin: the newest build, and under a cooldown the walk goes on to the first build old enough.
            if (pins.length === 0 && cooldown.found)
                return { placed, rest: { kind: 'newest', newest: newer.newest, ...cooldown.newest(), ...stats } };
            placeFound(window, newer, stats, placed, cooldown);
            // Every pin placed: older windows hold nothing the answer needs.
            if (pins.length > 0 && placed.size === pins.length)
                return { placed, rest: { kind: 'empty', ...stats } };
            newer.count += window.count;
            newer.oldest = window.first;
        }
        // The window reached the first build: the whole history is read.
        if (windows.openPast)
            return { placed, rest: wholeRead(newer, stats, pins, cooldown) };
        windows.next(start, window.count);
    }
}
/**
 * The windows of a walk, newest first. The first is open towards the future (a build newer than
 * the hint is still seen). Each next one is older, as long as the build rate seen says
 * WINDOW_TARGET builds take; an empty one is followed by one 16 times as long, a second empty one
 * by one open towards the past: a long gap, or nothing older (that request says which).
 */
class WindowPlan {
    end;
    openPast = false;
    span;
    startMs;
    empties = 0;
    constructor(req) {
        this.span = req.firstWindowMs ?? FIRST_WINDOW_MS;
        const anchorMs = req.newestHint !== undefined && !Number.isNaN(Date.parse(req.newestHint))
            ? Date.parse(req.newestHint)
            : Date.now();
        this.startMs = anchorMs - this.span;
    }
    start() {
        return this.openPast ? undefined : new Date(this.startMs).toISOString();
    }
    next(start, count) {
        if (count === 0) {
            this.empties++;
            this.span *= 16;
            if (this.empties >= 2 || this.startMs - this.span < 0)
                this.openPast = true;
        }
        else {
            this.empties = 0;
            this.span = Math.max(1_000, Math.round(this.span * Math.min(16, Math.max(1 / 16, WINDOW_TARGET / count))));
        }
        this.end = start;
        this.startMs = this.startMs - this.span;
    }
}
/** A page's records oldest first: a server that does not keep the order is sorted (stable), so it cannot misplace the pin. */
function oldestFirst(records) {
    const timed = records.map((record) => ({ record, ms: Date.parse(record.updateTimestamp) }));
    return timed.sort((a, b) => a.ms - b.ms).map((r) => r.record);
}
/**
 * What the walk would find, from a whole history already read (oldest first): for service
 * clients that read histories whole (the PR comment's, tests' clients). Pure.
 */
function walkOfRecords(history, pin, watch, pullableBefore) {
    const stats = {
        requests: 0,
        records: history.length,
        watched: watch !== undefined && history.some((r) => r.digest === watch),
    };
    const newest = history.at(-1);
    if (!newest)
        return { kind: 'empty', ...stats };
    const cooldown = new Cooldown(pullableBefore);
    for (const record of history)
        cooldown.see(record, Date.parse(record.updateTimestamp));
    if (pin === null)
        return { kind: 'newest', newest, ...cooldown.newest(), ...stats };
    const index = history.findIndex((r) => r.digest === pin);
    if (index < 0)
        return { kind: 'absent', newest, builds: history.length, oldest: history[0].updateTimestamp, ...stats };
    return {
        kind: 'placed',
        newest,
        pin: history[index],
        ...cooldown.place(history[index], history.length - 1 - index, history[index + 1]?.updateTimestamp ?? null),
        ...stats,
    };
}


/***/ }),

/***/ 7438:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ho: () => (/* binding */ packagesBlock),
/* harmony export */   jx: () => (/* binding */ MARKDOWN_MARKUP),
/* harmony export */   uZ: () => (/* binding */ packagesLine)
/* harmony export */ });
/* harmony import */ var _provenance_change_line__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5678);
/* harmony import */ var _format__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(646);


/** For a Markdown body (summary, pull request): every name and version escaped, a downgrade bold. */
const MARKDOWN_MARKUP = {
    code: _format__WEBPACK_IMPORTED_MODULE_1__/* .codeText */ .ph,
    text: _format__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1,
    strong: (t) => `**${t}**`,
    md: true,
};
/** The line of a result's change (`packages: openssl 3.5.0-r2 \u2192 3.5.1-r0 fixes CVE-\u2026`), or null without a digest change. */
function packagesLine(r, m = _provenance_change_line__WEBPACK_IMPORTED_MODULE_0__/* .PLAIN_MARKUP */ .uW) {
    if (r.changes)
        return `packages: ${(0,_provenance_change_line__WEBPACK_IMPORTED_MODULE_0__/* .changeLine */ .vK)(r.changes, r.fixedByUpdate ?? [], m)}`;
    return r.changesGap ? (0,_provenance_change_line__WEBPACK_IMPORTED_MODULE_0__/* .gapLine */ .Bc)(r.changesGap, m) : null;
}
/** The line and, when the change was read, its whole list (folded in Markdown, at most `maxEntries` items). */
function packagesBlock(r, m, maxEntries = 100) {
    const line = packagesLine(r, m);
    if (line === null)
        return [];
    return r.changes ? [line, ...(0,_provenance_change_line__WEBPACK_IMPORTED_MODULE_0__/* .changeList */ .Fs)(r.changes, r.fixedByUpdate ?? [], m, maxEntries)] : [line];
}


/***/ }),

/***/ 646:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  nY: () => (/* reexport */ GITHUB_BODY_LIMIT),
  IL: () => (/* binding */ advisoryIds),
  ph: () => (/* binding */ codeText),
  Si: () => (/* binding */ cooldownNote),
  q8: () => (/* binding */ distinctAdvisoryIds),
  Er: () => (/* binding */ encodeLinkPath),
  X1: () => (/* binding */ escapeText),
  qk: () => (/* binding */ foreignText),
  j$: () => (/* binding */ formatLocation),
  _$: () => (/* reexport */ src_text/* isoDate */._$),
  TN: () => (/* binding */ oneLine),
  NT: () => (/* binding */ problemPlace),
  KW: () => (/* reexport */ src_text/* relativeTime */.KW),
  VK: () => (/* reexport */ src_text/* shortDigest */.VK),
  aR: () => (/* binding */ skippedMessage),
  xv: () => (/* reexport */ src_text/* truncate */.xv),
  uo: () => (/* binding */ withinMaxAgeText),
  C1: () => (/* binding */ wrapText)
});

// EXTERNAL MODULE: ./src/secrets.ts
var secrets = __webpack_require__(7194);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(8992);
;// CONCATENATED MODULE: ./src/report/github-limits.ts
// How much text GitHub takes, in the unit it measures, declared once. The Checks API measures
// bytes of UTF-8 ("maximum is 64 KB": an annotation's message, title and raw details, a check
// run's summary and text), issues and comments measure characters. A text cut in the wrong unit
// is refused (422): a line of CJK text is three bytes a character.

const GITHUB_LIMITS = {
    /** An issue's or a comment's body, in characters (counted here in UTF-16 units: never fewer). */
    bodyChars: 65_536,
    /** A check run's summary and text, an annotation's message and raw details, in UTF-8 bytes. */
    checkTextBytes: 65_535,
    /** An annotation's title (255 characters): as bytes, which are never fewer. */
    checkTitleBytes: 255,
};
/** GitHub refuses an issue or a comment whose body is longer than this many characters. */
const GITHUB_BODY_LIMIT = GITHUB_LIMITS.bodyChars;
/** A check run's or an annotation's text as the Checks API takes it, cut (`\u2026`) at a character. */
const checkText = (text) => truncateBytes(text, GITHUB_LIMITS.checkTextBytes);
/** A title of the Checks API, cut (`\u2026`) at a character. */
const checkTitle = (text) => truncateBytes(text, GITHUB_LIMITS.checkTitleBytes);

;// CONCATENATED MODULE: ./src/report/format.ts




/** Text a repository or a service wrote, shown as itself in markdown: secrets scrubbed, cut at `max`, escaped. */
function foreignText(text, max = 300) {
    return escapeText((0,src_text/* truncate */.xv)((0,secrets/* scrub */._I)(text), max));
}
/**
 * A workspace path for a link: each segment encoded, and ( ) * ! ' too, which encodeURIComponent
 * leaves alone and an unbalanced `)` of which would end a markdown link early.
 */
function encodeLinkPath(file) {
    return file
        .split('/')
        .map((part) => encodeURIComponent(part).replace(/[()*!']/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`))
        .join('/');
}

function formatLocation(location) {
    // A repository read through the API (organization mode) leads: `owner/name/path:line`.
    return `${location.repository ? `${location.repository}/` : ''}${location.file}:${location.line}`;
}
/** Where a file problem is: the workspace path, or `owner/name/path` (the repository alone when it is about all of it). */
function problemPlace(problem) {
    if (!problem.repository)
        return problem.file;
    return problem.file ? `${problem.repository}/${problem.file}` : problem.repository;
}
/**
 * Under min-age, for a pin whose tag's current build is still inside the cooldown: the build it
 * can move to and how young the current one is; null otherwise.
 */
function cooldownNote(r, now) {
    if (r.pullable === undefined || r.pinnedDigest === null || r.digest === null || r.lastUpdate === null)
        return null;
    if (r.pullable !== null && r.pullable.digest === r.digest)
        return null;
    const pullable = r.pullable
        ? `${(0,src_text/* shortDigest */.VK)(r.pullable.digest)} of ${(0,src_text/* isoDate */._$)(r.pullable.lastUpdate)}`
        : 'the pinned one (no newer build is old enough)';
    const age = (0,src_text/* relativeTime */.KW)(r.lastUpdate, now).replace(/ ago$/, ' old');
    return `newest pullable build: ${pullable} (the current one is ${age})`;
}
/** The advisory ids of one image, each once (an id listed for several of its packages is one advisory). */
function distinctAdvisoryIds(advisories) {
    return [...new Set(advisories.map((a) => a.advisoryId))];
}
/** The first `max` advisory ids, e.g. "CGA-1, CGA-2, CGA-3 and 2 more". */
function advisoryIds(advisories, max = 3) {
    const ids = advisories.slice(0, max).map((a) => a.advisoryId);
    const more = advisories.length - ids.length;
    return more > 0 ? `${ids.join(', ')} and ${more} more` : ids.join(', ');
}
/** Collapses whitespace (newlines included) to single spaces. */
function oneLine(text) {
    return text.replace(/\s+/g, ' ').trim();
}
/**
 * A pin behind its tag but within max-age (not a finding): how far behind, in words; null for
 * any other result. Never "current": a newer build exists.
 */
function withinMaxAgeText(r) {
    if (r.status !== 'ok' || r.pinnedDigest === null || r.buildsBehind === null || r.buildsBehind <= 0)
        return null;
    return `pin is ${(0,src_text/* plural */.LS)(r.buildsBehind, 'build')} behind "${r.tag}" (within max-age)`;
}
/**
 * Text broken at spaces into lines of at most `width` characters (a word longer than that is
 * cut); one line when `width` is Infinity.
 */
function wrapText(text, width) {
    if (text.length <= width)
        return [text];
    const limit = Math.max(1, Math.floor(width));
    const lines = [];
    let line = '';
    for (const word of text.split(' ')) {
        const joined = line === '' ? word : `${line} ${word}`;
        if (joined.length <= limit) {
            line = joined;
            continue;
        }
        if (line !== '')
            lines.push(line);
        let rest = word;
        while (rest.length > limit) {
            lines.push(rest.slice(0, limit));
            rest = rest.slice(limit);
        }
        line = rest;
    }
    if (line !== '')
        lines.push(line);
    return lines;
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
 * The one escaping of text from outside (paths, references as written, repository names, tags,
 * messages) for every markdown body: job summary, PR comment, dashboard, check run, review
 * comments. HTML specials and markdown punctuation become character references, which render as
 * themselves and mean nothing to the parser (in a table cell, an HTML attribute, inside `<code>`
 * too): no tag, comment, link, emphasis or code span can start; `|` cannot split a row, newlines
 * cannot end a line; mentions and autolinks are defused.
 */
function escapeText(text) {
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
 * Text from outside as code: `<code>` rather than a backtick span, so that it is escaped like any
 * other text (a span would keep a raw `<` in the body) and holds in a table or HTML alike.
 */
function codeText(text) {
    return `<code>${escapeText(text)}</code>`;
}
/** A skipped reference in one line; its text is a stranger's file's, so control characters are escaped (a terminal reads them). */
function skippedMessage(s) {
    const text = `${s.location ? `${formatLocation(s.location)}: ` : ''}${s.ref} was not checked: ${oneLine(s.reason)}`;
    return (0,secrets/* neutralizeControls */.eK)(text);
}


/***/ }),

/***/ 3303:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ locationUrl)
/* harmony export */ });
/* harmony import */ var _format__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(646);

/**
 * `{serverUrl}/{owner}/{name}/blob/{commit}/{path}#L{line}`, or null for a location that names no
 * repository and commit (a workspace file).
 */
function locationUrl(serverUrl, location) {
    const { repository, commit } = location;
    if (!repository || !commit)
        return null;
    const [owner, name] = repository.split('/');
    if (!owner || !name)
        return null;
    const base = serverUrl.replace(/\/+$/, '');
    const path = `${encodeURIComponent(owner)}/${encodeURIComponent(name)}/blob/${encodeURIComponent(commit)}`;
    return `${base}/${path}/${(0,_format__WEBPACK_IMPORTED_MODULE_0__/* .encodeLinkPath */ .Er)(location.file)}#L${location.line}`;
}


/***/ }),

/***/ 3020:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ reportedFindings),
/* harmony export */   c: () => (/* binding */ vulnerabilityMessage)
/* harmony export */ });
/* harmony import */ var _findings__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5973);
/* harmony import */ var _check_judge_vulnerabilities__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2598);
/* harmony import */ var _text__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8992);
/* harmony import */ var _format__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(646);
/* harmony import */ var _policy_text__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5132);





/** A digest in use without the vendor's signature: why, and the signed build to move to (or why none). */
function unsignedMessage(r) {
    const move = r.suggestion ? ` Move to ${r.suggestion}.` : '';
    const note = (0,_findings__WEBPACK_IMPORTED_MODULE_0__/* .signatureMoveNote */ ._o)(r);
    return `${r.ref}: ${(0,_findings__WEBPACK_IMPORTED_MODULE_0__/* .unsignedText */ .Pr)(r)}. Pull only builds the vendor signed (cosign verify with its identity).${note ? ` ${note}` : move}`;
}
function eolMessage(r) {
    const repo = (0,_findings__WEBPACK_IMPORTED_MODULE_0__/* .repositoryText */ .g_)(r);
    const head = `${r.ref}: the tag "${r.tag}" of ${repo} is end-of-life (deprecated): it gets ${_findings__WEBPACK_IMPORTED_MODULE_0__/* .NO_MORE_FIXES */ .Gn}.${(0,_findings__WEBPACK_IMPORTED_MODULE_0__/* .datesText */ .jL)(r)}`;
    if (r.suggestion)
        return `${head} Move to ${r.suggestion}.`;
    const blocked = (0,_findings__WEBPACK_IMPORTED_MODULE_0__/* .blockedMoveNote */ .qR)(r);
    if (blocked)
        return `${head} ${blocked}`;
    const waiting = (0,_findings__WEBPACK_IMPORTED_MODULE_0__/* .cooledMoveNote */ .O)(r);
    if (waiting)
        return `${head} ${(0,_text__WEBPACK_IMPORTED_MODULE_4__/* .capitalFirst */ .x5)(waiting)}.`;
    return (`${head} ${_findings__WEBPACK_IMPORTED_MODULE_0__/* .NO_SUCCESSOR */ .$8} to move to: list the tags of ${repo} that are still maintained ` +
        `(the image's page in the registry console, or: crane ls ${repo}) and move to a supported tag.`);
}
/** A tag whose builds stop within warn-before: when, and what to move to. */
function endingMessage(r) {
    const left = r.endOfLife?.daysLeft;
    const when = left === null || left === undefined ? 'soon' : left <= 0 ? 'within a day' : `in ${(0,_text__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(left, 'day')}`;
    return `${r.ref}: builds of the tag "${r.tag}" stop ${when}.${(0,_findings__WEBPACK_IMPORTED_MODULE_0__/* .datesText */ .jL)(r)}${r.suggestion ? ` Move to ${r.suggestion}.` : ''}`;
}
function staleMessage(r) {
    const pin = r.pinnedDigest ? (0,_text__WEBPACK_IMPORTED_MODULE_4__/* .shortDigest */ .VK)(r.pinnedDigest) : 'its pinned digest';
    const current = r.suggestion
        ? ` Bump the pin to ${r.suggestion}.`
        : r.digest
            ? ` Current digest: ${r.digest}; pin ${(0,_findings__WEBPACK_IMPORTED_MODULE_0__/* .pinnedReference */ .ct)(r)}.`
            : '';
    const fixes = (0,_findings__WEBPACK_IMPORTED_MODULE_0__/* .fixLine */ .S$)(r);
    const fixed = fixes ? ` ${(0,_text__WEBPACK_IMPORTED_MODULE_4__/* .capitalFirst */ .x5)(fixes)}.` : '';
    const blocked = (0,_findings__WEBPACK_IMPORTED_MODULE_0__/* .blockedMoveNote */ .qR)(r);
    return `${r.ref}: pinned digest ${pin} is ${(0,_findings__WEBPACK_IMPORTED_MODULE_0__/* .behindText */ .Sd)(r)} the tag "${r.tag}"${(0,_findings__WEBPACK_IMPORTED_MODULE_0__/* .sinceText */ .I)(r)}.${blocked ? ` ${blocked}` : current}${fixed}`;
}
/** A digest in use over the severity in fail-on: how many, which ids (those not ignored), what moving fixes. */
function vulnerabilityMessage(r, failOn) {
    const gate = (0,_findings__WEBPACK_IMPORTED_MODULE_0__/* .gateOf */ .Rv)(failOn);
    const finding = gate === null ? null : (0,_findings__WEBPACK_IMPORTED_MODULE_0__/* .gateFinding */ .je)(r, gate);
    const digest = r.vulnerabilities?.digest ? (0,_text__WEBPACK_IMPORTED_MODULE_4__/* .shortDigest */ .VK)(r.vulnerabilities.digest) : 'the digest in use';
    if (!finding || finding === 'unknown' || gate === null)
        return `${r.ref}: ${digest} has ${(0,_check_judge_vulnerabilities__WEBPACK_IMPORTED_MODULE_1__/* .countsText */ .WN)(r.vulnerabilities)} vulnerabilities.`;
    const listed = finding.ids.length > 0 ? `${(0,_findings__WEBPACK_IMPORTED_MODULE_0__/* .severityCounts */ .ur)(finding.ids)}: ${finding.ids.map((v) => v.id).join(', ')}` : '';
    const unnamed = finding.unnamed > 0 ? `${listed ? '; ' : ''}${finding.unnamed} more not named by the platform` : '';
    const fixes = (0,_findings__WEBPACK_IMPORTED_MODULE_0__/* .fixLine */ .S$)(r);
    return `${r.ref}: ${digest} has vulnerabilities at ${gate} or worse (fail-on ${gate}): ${listed}${unnamed}.${fixes ? ` ${(0,_text__WEBPACK_IMPORTED_MODULE_4__/* .capitalFirst */ .x5)(fixes)}.` : ''}`;
}
function advisoryMessage(r) {
    const ids = (0,_format__WEBPACK_IMPORTED_MODULE_2__/* .distinctAdvisoryIds */ .q8)((0,_findings__WEBPACK_IMPORTED_MODULE_0__/* .activeAdvisories */ .kx)(r));
    return `${(0,_text__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(ids.length, 'advisory', 'advisories')} listed for ${r.image} (${r.ref}): ${(0,_format__WEBPACK_IMPORTED_MODULE_2__/* .advisoryIds */ .IL)(ids.map((advisoryId) => ({ advisoryId })))}.`;
}
function errorMessage(r) {
    if (!r.error)
        return `${r.ref} could not be checked (no error detail).`;
    return `${r.ref} could not be checked: ${r.error.message} (${r.error.reason}${r.error.code === null ? '' : `, code ${r.error.code}`})`;
}
/** The message of each kind of finding of a result, as annotations, SARIF and GitLab say it. */
const FINDING_MESSAGES = {
    error: errorMessage,
    unsigned: unsignedMessage,
    denied: _policy_text__WEBPACK_IMPORTED_MODULE_3__/* .deniedMessage */ .$$,
    eol: eolMessage,
    vulnerability: vulnerabilityMessage,
    stale: staleMessage,
    'dry-run': _policy_text__WEBPACK_IMPORTED_MODULE_3__/* .dryRunMessage */ .wQ,
    ending: endingMessage,
    advisory: advisoryMessage,
};
/** Each finding the annotations, SARIF and GitLab reports say of one result (not those the policy file accepts), worst first. */
function reportedFindings(r, failOn) {
    return (0,_findings__WEBPACK_IMPORTED_MODULE_0__/* .activeFindings */ .zP)(r, failOn).map(({ kind, loudness }) => ({
        kind,
        loudness,
        message: FINDING_MESSAGES[kind](r, failOn),
    }));
}


/***/ }),

/***/ 8724:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Iv: () => (/* binding */ renderPolicyPlan),
/* harmony export */   Um: () => (/* binding */ decidedMovesOf),
/* harmony export */   eC: () => (/* binding */ PLAN_CHARS),
/* harmony export */   s5: () => (/* binding */ policyPlan)
/* harmony export */ });
/* harmony import */ var _findings__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5973);
/* harmony import */ var _text__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8992);
/* harmony import */ var _policy_text__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5132);
// "What enforcing would break": the references the registry refuses now (enforced policies), and
// per dry-run policy those it would refuse once enforced, each with the places that hold it, most
// places first. One grouping and one Markdown list for the job summary, the PR comment and the
// dashboard; each caller gives its own escaping and links (`code`, `place`).



const placesOf = (r) => Math.max(1, r.locations.length);
/** The first finding of each policy in `mode`, by name: one pass over the result's answers. */
function firstByName(r, mode) {
    const first = new Map();
    for (const f of r.policies ?? [])
        if (f.mode === mode && !first.has(f.policy))
            first.set(f.policy, f);
    return first;
}
// Linear in the answers: each result's findings indexed once, not searched once per denied name.
function groups(results, mode, denies) {
    const byPolicy = new Map();
    for (const r of results) {
        const names = new Set(denies(r));
        if (names.size === 0)
            continue;
        const first = firstByName(r, mode);
        for (const name of names) {
            const finding = first.get(name);
            // Grouped by the whole binding (its label is cut, so two long ones could read alike).
            const key = JSON.stringify([finding.policy, finding.parameters]);
            let group = byPolicy.get(key);
            if (!group)
                byPolicy.set(key, (group = { label: (0,_policy_text__WEBPACK_IMPORTED_MODULE_1__/* .policyLabel */ .xT)(finding), entries: [], places: 0 }));
            group.entries.push({ result: r, finding });
            group.places += placesOf(r);
        }
    }
    const sorted = [...byPolicy.values()].sort((a, b) => b.places - a.places || a.label.localeCompare(b.label));
    for (const g of sorted)
        g.entries.sort((a, b) => placesOf(b.result) - placesOf(a.result));
    return sorted;
}
/** The plan of a run's results; empty groups when no policy denies anything. Pure. */
function policyPlan(results) {
    return { enforced: groups(results, 'enforced', _findings__WEBPACK_IMPORTED_MODULE_0__/* .denyingPolicies */ .H), dryRun: groups(results, 'dry-run', _findings__WEBPACK_IMPORTED_MODULE_0__/* .dryRunDenials */ .zl) };
}
/** Characters the plan takes at most by default: it fits in every host's body with the rest beside it. */
const PLAN_CHARS = 16_000;
/** Kept free for the closing count, so the plan never passes its budget. */
const RESERVE = 240;
/** Lines within a budget of characters (a line counts its line end). */
function budgetLines(budget) {
    const lines = [];
    let used = 0;
    return {
        lines,
        fits: (...more) => used + more.reduce((n, l) => n + l.length + 1, 0) + RESERVE <= budget,
        push(...more) {
            for (const l of more)
                used += l.length + 1;
            lines.push(...more);
        },
    };
}
/**
 * The plan as Markdown lines (a heading, then one list per group), or [] when nothing is refused.
 * Bounded by construction: at most `maxGroups` groups per mode, `maxEntries` entries per group and
 * `maxChars` characters in all; what is left out is counted (the results file has every one).
 */
function renderPolicyPlan(plan, md) {
    if (plan.enforced.length === 0 && plan.dryRun.length === 0)
        return [];
    const maxEntries = md.maxEntries ?? 20;
    const maxPlaces = md.maxPlaces ?? 5;
    const maxGroups = md.maxGroups ?? 20;
    const entry = ({ result: r, finding }) => {
        const places = r.locations.slice(0, maxPlaces).map(md.place);
        const more = r.locations.length - places.length;
        const where = places.length > 0 ? ` at ${places.join(', ')}${more > 0 ? ` and ${more} more` : ''}` : '';
        const why = finding.why ? `: ${md.text(finding.why)}` : '';
        const move = r.suggestion ? `; move to ${md.code(r.suggestion)}` : '';
        return `- ${md.code(r.ref)}${where}${why}${move}`;
    };
    const out = budgetLines(md.maxChars ?? PLAN_CHARS);
    out.push(md.heading ?? "### The registry's pull-time policies", '');
    const left = { groups: 0, references: 0 };
    const section = (title, g, index) => {
        const head = `**${title}** \u00b7 ${(0,_text__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(g.entries.length, 'reference')} in ${(0,_text__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(g.places, 'place')}`;
        const moreLine = (n) => `- \u2026and ${n} more`;
        if (index >= maxGroups || !out.fits(head, '', moreLine(g.entries.length), '')) {
            left.groups++;
            left.references += g.entries.length;
            return;
        }
        out.push(head, '');
        let shown = 0;
        for (const e of g.entries.slice(0, maxEntries)) {
            const line = entry(e);
            if (!out.fits(line, moreLine(g.entries.length), ''))
                break;
            out.push(line);
            shown++;
        }
        if (g.entries.length > shown)
            out.push(moreLine(g.entries.length - shown));
        out.push('');
    };
    plan.enforced.forEach((g, i) => section(`Refused now by ${md.code(g.label)}`, g, i));
    plan.dryRun.forEach((g, i) => section(`Would be refused once ${md.code(g.label)} is enforced (dry run now)`, g, i));
    if (left.groups > 0)
        out.push(`\u2026and ${(0,_text__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(left.groups, 'more policy', 'more policies')} refusing ${(0,_text__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(left.references, 'reference')}, not listed here: every one is in the results file.`, '');
    return out.lines;
}
/**
 * The moves the registry's policies and the vendor's signatures decided, by reference as written:
 * the build that passes both, or null when the registry lets none through. The signatures' pass comes last and keeps
 * the policies' choice among signed builds, so its move, when it made one, is the run's.
 */
function decidedMovesOf(results) {
    const moves = new Map();
    for (const r of results) {
        if (r.policyMove && r.policyMove.tag === r.tag)
            moves.set(r.ref, r.policyMove.to ?? null);
        // No signed build to move to is said by the check's own finding (unsigned); the comment keeps the registry's build.
        const signed = r.signatureMove?.tag === r.tag ? r.signatureMove.to : undefined;
        if (signed)
            moves.set(r.ref, { ...signed, signed: true });
    }
    return moves;
}


/***/ }),

/***/ 5132:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $$: () => (/* binding */ deniedMessage),
/* harmony export */   wQ: () => (/* binding */ dryRunMessage),
/* harmony export */   xT: () => (/* binding */ policyLabel)
/* harmony export */ });
/* harmony import */ var _check_pull_policies_reasons__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2570);
/* harmony import */ var _check_pull_policies_judge_policies__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5399);
/* harmony import */ var _text__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8992);
/* harmony import */ var _findings__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5973);
// How a report says what the registry's pull-time policies decided: a refusal (enforced) and what a
// dry-run policy would refuse once enforced (a move that no build allows: findings/phrases.ts). One
// wording for annotations, SARIF, GitLab, the summary, the PR comment and the dashboard.




/** `cooldown (days: 7)`: the policy (its name cut at 100) and the parameters its binding supplied (bounded). */
function policyLabel(f) {
    const params = (0,_check_pull_policies_reasons__WEBPACK_IMPORTED_MODULE_2__/* .parametersText */ .O)(f.parameters);
    const name = (0,_text__WEBPACK_IMPORTED_MODULE_3__/* .truncate */ .xv)(f.policy, 100);
    return params ? `${name} (${params})` : name;
}
const because = (f) => (f.why ? `: ${f.why}` : '');
/** Most denials a message names; the rest are counted (the results file has each). */
const MAX_NAMED = 5;
const named = (parts) => parts.length <= MAX_NAMED
    ? parts
    : [...parts.slice(0, MAX_NAMED), `${(0,_text__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(parts.length - MAX_NAMED, 'more policy', 'more policies')} too`];
/** The enforced denials no override waives, and the move that passes (or why there is none). */
function deniedMessage(r) {
    const digest = (0,_check_pull_policies_judge_policies__WEBPACK_IMPORTED_MODULE_0__/* .digestInUse */ .xY)(r);
    const denials = (r.policies ?? []).filter((f) => f.mode === 'enforced' && f.result === 'denied' && f.waived === null);
    const reasons = named(denials.map((f) => `its enforced policy ${policyLabel(f)} denies it${because(f)}`)).join('; ');
    const head = `${r.ref}: the registry refuses to pull ${digest ? (0,_text__WEBPACK_IMPORTED_MODULE_3__/* .shortDigest */ .VK)(digest) : 'it'}: ${reasons}.`;
    const move = r.suggestion ? ` Move to ${r.suggestion}, the newest build the registry lets through.` : '';
    const blocked = (0,_findings__WEBPACK_IMPORTED_MODULE_1__/* .blockedMoveNote */ .qR)(r);
    return `${head}${move}${blocked ? ` ${blocked}` : ''}`;
}
/** What a dry-run policy would refuse once enforced: a warning, never a failure. */
function dryRunMessage(r) {
    const denials = (r.policies ?? []).filter((f) => f.mode === 'dry-run' && f.result === 'denied' && f.waived === null);
    const parts = named(denials.map((f) => `would be refused when ${policyLabel(f)} is enforced (dry run now)${because(f)}`));
    return `${r.ref}: ${parts.join('; ')}.`;
}


/***/ }),

/***/ 7330:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GW: () => (/* binding */ problemsOf),
/* harmony export */   Vj: () => (/* binding */ verdictOf),
/* harmony export */   WQ: () => (/* binding */ workspaceReport),
/* harmony export */   _5: () => (/* binding */ coverageOf)
/* harmony export */ });
/* harmony import */ var _check_judge_verdict__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7441);
/* harmony import */ var _model__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(182);


const workspaceReport = (report) => ({ kind: 'workspace', ...report });
/** Every problem of the run: an organization's repositories not read first, then the files'. */
function problemsOf(report) {
    return report.kind === 'organization'
        ? [...report.unread.map(_model__WEBPACK_IMPORTED_MODULE_1__/* .unreadProblemOf */ .ED), ...report.problems]
        : [...report.problems];
}
/** The run's verdict, with what else could not be checked (`more`, e.g. a dashboard not kept). */
function verdictOf(report, failOn, more = []) {
    return (0,_check_judge_verdict__WEBPACK_IMPORTED_MODULE_0__/* .computeVerdict */ .z)(report.results, failOn, problemsOf(report), [...report.coverage, ...more]);
}
/** An organization run's repositories, read and not; none for a workspace's. */
const coverageOf = (report) => report.kind === 'organization' ? { read: report.read, unread: report.unread } : undefined;


/***/ }),

/***/ 9011:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G_: () => (/* binding */ REPOSITORY_PATTERN),
/* harmony export */   b$: () => (/* binding */ httpUrlSchema),
/* harmony export */   er: () => (/* binding */ digestSchema),
/* harmony export */   yo: () => (/* binding */ timestampSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9691);

// Field shapes both services answer with (the Platform API and the registry's Tag History).
const digestSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(/^sha256:[0-9a-f]{64}$/, 'must be sha256:<64 lowercase hex>');
const RFC3339 = /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d{1,9})?([Zz]|[+-]\d{2}:\d{2})$/;
/**
 * An RFC 3339 date-time (what the spec promises), and a real one: anything else (a date
 * alone, prose, markup) makes the response invalid rather than text a report would render.
 */
const timestampSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
    .refine((s) => RFC3339.test(s) && !Number.isNaN(Date.parse(s)), 'must be an RFC 3339 timestamp');
/** An http(s) URL, as a CI's variables and the command line's --api-url give a service's address. */
const httpUrlSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .url */ .OZ5({ protocol: /^https?$/ });
/** A GitHub repository as owner/name (an enterprise server's owners may hold `_` and `.`); `.` and `..` are no name. */
const REPOSITORY_PATTERN = /^(?!.*\/\.{1,2}$)[A-Za-z0-9][A-Za-z0-9_.-]{0,99}\/[A-Za-z0-9_.-]{1,100}$/;


/***/ }),

/***/ 7194:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hk: () => (/* binding */ safeText),
/* harmony export */   O3: () => (/* binding */ secrets),
/* harmony export */   _I: () => (/* binding */ scrub),
/* harmony export */   eK: () => (/* binding */ neutralizeControls),
/* harmony export */   eR: () => (/* binding */ terminalText),
/* harmony export */   ks: () => (/* binding */ SecretRegistry)
/* harmony export */ });
/* unused harmony exports REDACTED, encodingsOf */
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
    /** `mask` registers a string with the runner (the action passes `core.setSecret`); none by default. */
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
 * Literal strings found in a text by their first three characters. A run may register thousands
 * of forms (a pull token per image, eight forms each): one regular expression of them all would
 * be compiled again after every new token, while this index only grows a map.
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
/**
 * Text from anywhere made safe for a log line, an annotation or a terminal (the output channels
 * call it on everything they write, so no field is forgotten): every control character but the
 * line feeds the writer put there is a visible escape (an ESC sequence reads as `\u001b[2J`,
 * it does nothing), and no line can start a workflow command: `::` at a line's start (after
 * blanks, which the runner trims) and the legacy `##[`, found anywhere in a line, are broken by a
 * word joiner (U+2060), which reads as nothing.
 */
function terminalText(text) {
    return text
        .split('\n')
        .map((line) => neutralizeControls(line)
        .replace(/^(\s*):(?=:)/, '$1:\u2060')
        .replaceAll('##[', '#\u2060#['))
        .join('\n');
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


/***/ }),

/***/ 8992:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KW: () => (/* binding */ relativeTime),
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   VK: () => (/* binding */ shortDigest),
/* harmony export */   _$: () => (/* binding */ isoDate),
/* harmony export */   cc: () => (/* binding */ mostThatFit),
/* harmony export */   lz: () => (/* binding */ unitPrefix),
/* harmony export */   n6: () => (/* binding */ compareText),
/* harmony export */   x5: () => (/* binding */ capitalFirst),
/* harmony export */   xv: () => (/* binding */ truncate)
/* harmony export */ });
/* unused harmony exports truncateBytes, linePrefixBytes */
// Wording and text cuts every layer shares (never inside a character). Imports nothing.
/** `1 image`, `2 images`: a count and its noun. */
function plural(n, singular, pluralForm = `${singular}s`) {
    return `${n} ${n === 1 ? singular : pluralForm}`;
}
/** The longest prefix of `text` within `max` UTF-16 units that does not end inside a surrogate pair. */
function unitPrefix(text, max) {
    const end = Math.max(0, max);
    const last = text.charCodeAt(end - 1);
    return text.slice(0, last >= 0xd800 && last <= 0xdbff ? end - 1 : end);
}
/** `text` within `max` UTF-16 units (never fewer than its characters), `\u2026` ending a cut one, never half a character. */
function truncate(text, max) {
    return text.length <= max ? text : `${unitPrefix(text, max - 1)}\u2026`;
}
/** The bytes of a code point (or a lone surrogate, written as U+FFFD) in UTF-8. */
const utf8Bytes = (code) => (code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4);
/** The longest prefix of `text` whose UTF-8 takes at most `maxBytes`, ending between two characters. */
function bytePrefix(text, maxBytes) {
    let bytes = 0;
    let end = 0;
    for (const char of text) {
        bytes += utf8Bytes(char.codePointAt(0));
        if (bytes > maxBytes)
            break;
        end += char.length;
    }
    return text.slice(0, end);
}
const ELLIPSIS_BYTES = 3;
/** `text` within `maxBytes` of UTF-8, `\u2026` ending a cut one, never inside a character. */
function truncateBytes(text, maxBytes) {
    return Buffer.byteLength(text, 'utf8') <= maxBytes ? text : `${bytePrefix(text, maxBytes - ELLIPSIS_BYTES)}\u2026`;
}
/** The longest prefix of `text` within `maxBytes` of UTF-8 that ends at a line (or, with no line, at a character). */
function linePrefixBytes(text, maxBytes) {
    const room = bytePrefix(text, maxBytes);
    const cut = room.lastIndexOf('\n');
    return cut > 0 ? room.slice(0, cut) : room;
}
/** `sha256:` and the first 12 hex digits: enough to recognise a digest, short enough for a table. */
function shortDigest(digest) {
    const i = digest.indexOf(':');
    return i < 0 ? digest.slice(0, 12) : `${digest.slice(0, i + 1)}${digest.slice(i + 1, i + 13)}`;
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
        return `${plural(minutes, 'minute')} ago`;
    const hours = Math.floor(minutes / 60);
    if (hours < 24)
        return `${plural(hours, 'hour')} ago`;
    const days = Math.floor(hours / 24);
    if (days < 60)
        return `${plural(days, 'day')} ago`;
    if (days < 730)
        return `${plural(Math.floor(days / 30), 'month')} ago`;
    return `${plural(Math.floor(days / 365), 'year')} ago`;
}
/** The text with its first character upper-cased: a phrase that starts a sentence. */
function capitalFirst(text) {
    return text.replace(/^./, (c) => c.toUpperCase());
}
/** Code-unit order: the same on every machine and locale (never localeCompare's). */
function compareText(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
/**
 * The most items, 0 to `most`, whose text fits, given whether the text of n items does (its length
 * grows with n): a binary search. What it returns above 0 was seen to fit; 0 may not (the caller cuts).
 */
function mostThatFit(most, fits) {
    let lo = 0;
    let hi = most;
    while (lo < hi) {
        const mid = Math.ceil((lo + hi) / 2);
        if (fits(mid))
            lo = mid;
        else
            hi = mid - 1;
    }
    return lo;
}


/***/ }),

/***/ 4774:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ planUpdates)
/* harmony export */ });
/* harmony import */ var _model__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(182);
/* harmony import */ var _refs_reference__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5987);
/* harmony import */ var _words__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5846);
// Which references to rewrite, and to what. Pure: from the `results` items to a list of edits
// per file and line. The new text keeps the reference's own form: only the tag and/or the digest
// change, the registry and path stay as written.



const parse = _refs_reference__WEBPACK_IMPORTED_MODULE_0__/* .parsedOrNull */ .IN;
/**
 * The edits for `mode`:
 *   - `pins`: every pinned reference whose pin is behind its tag (buildsBehind > 0, stale or
 *     not) moves to the tag's current digest (under min-age: its newest build at least that old);
 *   - `eol`: every end-of-life tag moves to its suggestion; a pinned reference keeps its pin,
 *     at the new tag's current digest, under min-age its newest build at least that old (from
 *     the suggestion; without it, left alone, saying why);
 *   - `all`: both; an end-of-life tag that can move does so instead of a pin bump.
 * References from the `images` input have no location and are not edited.
 */
function planUpdates(results, mode, words = _words__WEBPACK_IMPORTED_MODULE_1__/* .ACTION_WORDS */ .d) {
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
            const fixes = kind === 'pin' && result.fixes ? { fixes: result.fixes } : {};
            for (const { file, line } of result.locations)
                plan.edits.push({ file, line, from: result.ref, to: (0,_refs_reference__WEBPACK_IMPORTED_MODULE_0__/* .formatReference */ .FH)(to), kind, ...fixes });
        };
        if (!written)
            continue; // not a reference the check knew; nothing to rewrite
        if ((mode === 'eol' || mode === 'all') && result.deprecated) {
            const next = result.suggestion ? parse(result.suggestion) : null;
            const cooled = written.digest !== null ? result.nextTagPullable : undefined;
            if (!next && cooled && cooled.pullable === null) {
                leave(cooledReason(cooled, words));
            }
            else if (!next || next.tag === null) {
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
                // Said with the look-up's error, which names the credential to set: never a quiet skip.
                leave(result.error
                    ? `the tag's current digest is not known: ${result.error.message}`
                    : "the tag's current digest is not known");
            else {
                // Under min-age the newest build old enough to pull, never one older than the pin (null then).
                const to = (0,_model__WEBPACK_IMPORTED_MODULE_2__/* .moveDigestOf */ .Bs)(result);
                // A pin the registry refuses, or nobody signed, moves to the build that passes, even one older than the pin.
                const refused = result.policyMove?.to !== undefined || result.signatureMove?.to !== undefined;
                if ((result.buildsBehind > 0 || refused) && to !== null && to !== written.digest)
                    edit('pin', { ...written, digest: to });
            }
        }
    }
    return plan;
}
/** Why a pin on an end-of-life tag does not move under min-age: the tag it would move to has no build old enough. */
function cooledReason(move, words) {
    const minAge = words.name('min-age');
    return move.error
        ? `end of life; the builds of ${move.tag} could not be read (${move.error}), so none is known to be at least ${minAge} old: the pin is not moved`
        : `end of life; ${move.tag} has no build at least ${minAge} old yet (the registry's cooldown), so the pin is not moved to it`;
}


/***/ }),

/***/ 981:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ applyEdits)
/* harmony export */ });
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
    const byLine = Map.groupBy(edits, (edit) => edit.line);
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


/***/ }),

/***/ 311:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ VERSION)
/* harmony export */ });
// Kept in step with package.json by hand at release time; reported in SARIF and the PR comment footer.
const VERSION = '0.1.0';


/***/ }),

/***/ 5846:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ ACTION_WORDS)
/* harmony export */ });
// How the shell that prints a message names the settings it speaks of: the action says inputs
// (`set the group input`), the CLI options and variables (`set --group`, `IMAGE_CHECK_TOKEN`).
// The shells pass their words into the engine, which builds its messages with them; the CLI's
// come from its declaration of options (src/cli/words.ts). Imports nothing (every layer may use it).
/** The action's words: its inputs, as action.yml names them. */
const ACTION_WORDS = {
    name: (setting) => setting,
    the: (setting) => `the ${setting} input`,
    registryCredential: 'registry-token, registry-username/registry-password, or identity',
    noMatch: (glob) => `Input "files": the glob "${glob}" matched no file in the workspace; fix the path or remove the line`,
    nothingToCheck: 'nothing to check: neither images nor files is set. Set images to image references (one per line, e.g. cgr.dev/chainguard/nginx:latest) or files to globs of Dockerfiles, compose, Kubernetes or workflow files (one per line, e.g. **/Dockerfile)',
    commaList: (glob, parts) => `Input "files": "${glob}" matched no file. It looks like a comma-separated list, but files takes one glob per line: write ${parts.map((p) => `"${p}"`).join(', ')} on lines of their own`,
    registryHost: "the registry input's host",
};


/***/ })

};
