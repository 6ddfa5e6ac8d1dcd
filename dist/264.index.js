export const id = 264;
export const ids = [264];
export const modules = {

/***/ 56499:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MX: () => (/* binding */ registryFailure),
/* harmony export */   SU: () => (/* binding */ platformFailure),
/* harmony export */   e3: () => (/* binding */ credentialSources)
/* harmony export */ });
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
/* harmony import */ var _words__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(75846);


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

/***/ 22682:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ym: () => (/* binding */ prefetchAdvice),
/* harmony export */   Ze: () => (/* binding */ adviseResults)
/* harmony export */ });
/* unused harmony export EOL_DATES_UNAVAILABLE */
/* harmony import */ var _platform_eoltags__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37334);
/* harmony import */ var _policy_file_read__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(59196);
/* harmony import */ var _policy_file_accepted_findings__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(77125);
/* harmony import */ var _settle__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6964);
/* harmony import */ var _suggest__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(81066);
/* harmony import */ var _refs_mirror_form__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(63750);
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(83916);
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

/***/ 45500:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  VJ: () => (/* binding */ checkTargets),
  K0: () => (/* binding */ placeDigest)
});

// UNUSED EXPORTS: TARGET_WINDOW

// EXTERNAL MODULE: ./node_modules/p-queue/dist/index.js + 4 modules
var dist = __webpack_require__(19052);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/check/judge/assess.ts
var assess = __webpack_require__(95340);
// EXTERNAL MODULE: ./src/check/credential-failures.ts
var credential_failures = __webpack_require__(56499);
// EXTERNAL MODULE: ./src/check/lookups/lookups.ts + 9 modules
var lookups_lookups = __webpack_require__(63639);
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
var vulnerabilities = __webpack_require__(22598);
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

/***/ 33390:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DT: () => (/* binding */ describeChanges),
  Gy: () => (/* binding */ digestPackages)
});

// UNUSED EXPORTS: MAX_CHANGES

// EXTERNAL MODULE: ./node_modules/packageurl-js/index.js
var packageurl_js = __webpack_require__(87091);
// EXTERNAL MODULE: ./src/secrets.ts
var secrets = __webpack_require__(27194);
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
var sbom = __webpack_require__(71582);
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
var provenance_platform = __webpack_require__(34116);
// EXTERNAL MODULE: ./src/settle.ts
var settle = __webpack_require__(6964);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(48992);
// EXTERNAL MODULE: ./src/check/pull-policies/moves.ts
var moves = __webpack_require__(38497);
// EXTERNAL MODULE: ./src/check/judge/vulnerabilities.ts
var vulnerabilities = __webpack_require__(22598);
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

/***/ 63639:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  E: () => (/* binding */ Lookups)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/words.ts
var src_words = __webpack_require__(75846);
// EXTERNAL MODULE: ./src/settle.ts
var settle = __webpack_require__(6964);
// EXTERNAL MODULE: ./node_modules/dataloader/index.js
var dataloader = __webpack_require__(52139);
var dataloader_default = /*#__PURE__*/__webpack_require__.n(dataloader);
// EXTERNAL MODULE: ./node_modules/p-queue/dist/index.js + 4 modules
var dist = __webpack_require__(19052);
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
var provenance_platform = __webpack_require__(34116);
// EXTERNAL MODULE: ./src/provenance/sbom.ts
var sbom = __webpack_require__(71582);
// EXTERNAL MODULE: ./src/secrets.ts
var secrets = __webpack_require__(27194);
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

/***/ 32247:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $f: () => (/* binding */ deadlineError),
/* harmony export */   Ff: () => (/* binding */ invalidResponse),
/* harmony export */   Q$: () => (/* binding */ decodeErrorResponse),
/* harmony export */   Vk: () => (/* binding */ describeZodError)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9691);
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
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

/***/ 93055:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ PlatformApi)
/* harmony export */ });
/* harmony import */ var _list__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(45319);

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

/***/ 37334:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O6: () => (/* binding */ eolTagsByName),
/* harmony export */   cT: () => (/* binding */ eolAhead),
/* harmony export */   h8: () => (/* binding */ EolTagsClient),
/* harmony export */   ud: () => (/* binding */ endingTagNames)
/* harmony export */ });
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9691);
/* harmony import */ var _api__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(93055);

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

/***/ 45319:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fo: () => (/* binding */ collect),
/* harmony export */   OS: () => (/* binding */ unlimited),
/* harmony export */   SV: () => (/* binding */ firstPage),
/* harmony export */   _w: () => (/* binding */ listAll),
/* harmony export */   pN: () => (/* binding */ listPages)
/* harmony export */ });
/* unused harmony export listParallel */
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
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

/***/ 34116:
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

/***/ 71582:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ installedPackages),
/* harmony export */   M: () => (/* binding */ packageKey)
/* harmony export */ });
/* harmony import */ var packageurl_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(87091);
/* harmony import */ var packageurl_js__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(packageurl_js__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9691);
/* harmony import */ var _secrets__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27194);
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

/***/ 57187:
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

/***/ 15287:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Lu: () => (/* binding */ readHistory),
  S6: () => (/* binding */ walkHistory),
  A$: () => (/* binding */ walkHistoryPins),
  VQ: () => (/* binding */ walkOfRecords)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/registry/address.ts
var address = __webpack_require__(57187);
// EXTERNAL MODULE: ./node_modules/@streamparser/json/dist/mjs/index.js + 7 modules
var mjs = __webpack_require__(75497);
// EXTERNAL MODULE: ./src/http/api-error.ts
var api_error = __webpack_require__(32247);
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


/***/ })

};
