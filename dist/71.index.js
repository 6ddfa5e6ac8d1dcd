export const id = 71;
export const ids = [71];
export const modules = {

/***/ 5071:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  commentOnPullRequest: () => (/* binding */ commentOnPullRequest),
  comparable: () => (/* reexport */ comment/* comparable */.Zm),
  diffFiles: () => (/* reexport */ diffFiles),
  gatherFacts: () => (/* reexport */ gatherFacts),
  groupChanges: () => (/* reexport */ groupChanges),
  markerFor: () => (/* reexport */ comment/* markerFor */._Z),
  placeStep: () => (/* reexport */ placeStep),
  referencesIn: () => (/* reexport */ referencesIn),
  renderComment: () => (/* reexport */ comment/* renderComment */.wQ),
  renderNoChanges: () => (/* reexport */ comment/* renderNoChanges */.Vf),
  upsertComment: () => (/* reexport */ upsertComment)
});

// EXTERNAL MODULE: ./src/secrets.ts
var secrets = __webpack_require__(7194);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
// EXTERNAL MODULE: ./src/check/targets.ts
var targets = __webpack_require__(2578);
// EXTERNAL MODULE: ./src/refs/discover.ts + 2 modules
var discover = __webpack_require__(6850);
// EXTERNAL MODULE: ./src/refs/reference.ts
var reference = __webpack_require__(5987);
// EXTERNAL MODULE: ./src/refs/mirror-form.ts
var mirror_form = __webpack_require__(3750);
;// CONCATENATED MODULE: ./src/pr/changes.ts




/**
 * References in one file's content that are on `registry` and name an image there. Unparsable,
 * unresolved and other-registry references are not image changes this action can speak about.
 * `file` is the name the locations carry.
 */
function referencesIn(file, content, registry, map = []) {
    const refs = [];
    for (const { ref, location } of (0,discover.scanContent)(file, content).found) {
        const side = toSideRef(ref, { ...location, file }, registry, map);
        if (side)
            refs.push(side);
    }
    return refs.sort((a, b) => a.location.line - b.location.line);
}
/**
 * One reference as the engine's targets read it (check/targets.ts: one grammar, one registry
 * rule), or null when the engine would skip it (invalid, other registry, not an image).
 */
function toSideRef(ref, location, registry, map = []) {
    const [target] = (0,targets/* buildTargets */.T)([], [{ ref, location }], registry.toLowerCase(), map).targets;
    if (!target)
        return null;
    return {
        ref,
        // A mirror's reference is shown, and paired, as written; it is judged as its upstream.
        repository: (target.upstream !== undefined && (0,mirror_form/* repositoryOf */._)(ref)) || `${target.registry}/${target.org}/${target.image}`,
        registry: target.registry,
        org: target.org,
        image: target.image,
        tag: target.tag,
        // `nginx` and `nginx:latest` are the same target; the comment shows what was written.
        tagWritten: (0,reference/* parseReference */.F2)(ref).tag != null,
        digest: target.pinnedDigest,
        location,
    };
}
const same = (a, b) => a.tag === b.tag && a.digest === b.digest;
function kindOf(before, after) {
    if (before.tag !== after.tag)
        return 'tag';
    if (before.digest === after.digest)
        return null;
    if (before.digest && after.digest)
        return 'digest';
    return after.digest ? 'pin' : 'unpin';
}
/**
 * Changes between the references of one file at the base and at the head. References are
 * matched by image (`registry/org/image`); within one image, references that did not change
 * (same tag and digest) are set aside first, and the rest are paired in line order. Whatever
 * is left over on one side is added or removed.
 */
function diffReferences(file, base, head) {
    const byImage = new Map();
    const slot = (repository) => {
        let entry = byImage.get(repository);
        if (!entry)
            byImage.set(repository, (entry = { base: [], head: [] }));
        return entry;
    };
    for (const ref of base)
        slot(ref.repository).base.push(ref);
    for (const ref of head)
        slot(ref.repository).head.push(ref);
    const changes = [];
    for (const { base: before, head: after } of byImage.values()) {
        const byLine = (a, b) => a.location.line - b.location.line;
        const restBefore = [...before].sort(byLine);
        const restAfter = [];
        for (const ref of [...after].sort(byLine)) {
            const twin = restBefore.findIndex((b) => same(b, ref));
            if (twin >= 0)
                restBefore.splice(twin, 1);
            else
                restAfter.push(ref);
        }
        const pairs = Math.min(restBefore.length, restAfter.length);
        for (let i = 0; i < pairs; i++) {
            const kind = kindOf(restBefore[i], restAfter[i]);
            if (kind)
                changes.push({ kind, file, before: restBefore[i], after: restAfter[i] });
        }
        for (const ref of restAfter.slice(pairs))
            changes.push({ kind: 'added', file, before: null, after: ref });
        for (const ref of restBefore.slice(pairs))
            changes.push({ kind: 'removed', file, before: ref, after: null });
    }
    return changes;
}
/** Every reference change of the pull request's files, in file order, then line order. */
function diffFiles(files, registry, map = []) {
    const changes = [];
    for (const f of [...files].sort((a, b) => a.file.localeCompare(b.file))) {
        // Pairing is per file, so a renamed file's references pair up; base-side locations keep the
        // base path (a removed reference points where it was).
        const base = f.base == null ? [] : referencesIn(f.baseFile, f.base, registry, map);
        const head = f.head == null ? [] : referencesIn(f.file, f.head, registry, map);
        const fileChanges = diffReferences(f.file, base, head);
        const lineOf = (c) => (c.after ?? c.before).location.line;
        changes.push(...fileChanges.sort((a, b) => lineOf(a) - lineOf(b)));
    }
    return changes;
}
const ORDER = { tag: 0, digest: 0, pin: 0, unpin: 0, added: 1, removed: 2 };
const refKey = (r) => (r ? `${r.repository}:${r.tag}@${r.digest ?? ''}` : '-');
/**
 * Identical changes (same kind, same image, same tag and digest before and after) become one
 * group listing every place. Changed references come first, then added, then removed.
 */
function groupChanges(changes) {
    const groups = new Map();
    for (const change of changes) {
        const key = `${change.kind} ${refKey(change.before)} ${refKey(change.after)}`;
        const side = (change.after ?? change.before);
        const location = side.location;
        const existing = groups.get(key);
        if (existing) {
            existing.locations.push(location);
            continue;
        }
        groups.set(key, {
            kind: change.kind,
            repository: side.repository,
            org: side.org,
            image: side.image,
            before: change.before,
            after: change.after,
            locations: [location],
        });
    }
    return [...groups.values()].sort((a, b) => ORDER[a.kind] - ORDER[b.kind]);
}

// EXTERNAL MODULE: ./src/report/format.ts
var format = __webpack_require__(2011);
// EXTERNAL MODULE: ./src/pr/comment.ts
var comment = __webpack_require__(3843);
// EXTERNAL MODULE: ./src/pr/event.ts + 2 modules
var pr_event = __webpack_require__(2883);
// EXTERNAL MODULE: ./src/pr/pull-request-events.ts
var pull_request_events = __webpack_require__(7309);
// EXTERNAL MODULE: ./src/check/assess.ts
var assess = __webpack_require__(8956);
// EXTERNAL MODULE: ./src/settle.ts
var settle = __webpack_require__(6964);
// EXTERNAL MODULE: ./src/check/engine.ts + 1 modules
var engine = __webpack_require__(4784);
// EXTERNAL MODULE: ./src/check/suggest.ts
var suggest = __webpack_require__(8138);
// EXTERNAL MODULE: ./src/check/vulnerabilities.ts
var check_vulnerabilities = __webpack_require__(3622);
// EXTERNAL MODULE: ./src/registry/history-walk.ts + 4 modules
var history_walk = __webpack_require__(5287);
;// CONCATENATED MODULE: ./src/pr/facts.ts






const messageOf = (error) => (0,assess/* toResultError */.No)(error).message;
/**
 * One side's reference through the engine: a digest-only reference placed in its tag
 * (check/engine.ts placeDigest), then assessed (check/assess.ts) on the run's shared look-ups,
 * so the comment says what the check would say. Advisories are per image (gatherFacts), not per side.
 */
async function tagState(ref, lookups, options) {
    const state = {
        tag: ref.tag,
        status: 'error',
        deprecated: null,
        newest: null,
        pinnedTime: null,
        buildsBehind: null,
        pinnedUnknown: false,
        error: null,
    };
    const target = {
        ref: ref.ref,
        registry: ref.registry,
        org: ref.org,
        image: ref.image,
        tag: ref.tag,
        pinnedDigest: ref.digest,
        locations: [ref.location],
    };
    let tag = ref.tag;
    if (tag === null) {
        const placed = await (0,settle/* settle */.G)((0,engine/* placeDigest */.K0)(target, lookups));
        if (!placed.ok)
            return { state: { ...state, error: messageOf(placed.error) }, history: null };
        tag = placed.value;
    }
    const [tags, history] = await Promise.all([
        (0,settle/* settle */.G)(lookups.tags(ref.org, ref.image, tag)),
        (0,settle/* settle */.G)(lookups.history(ref.org, ref.image, tag)),
    ]);
    // The whole history (the builds between two digests, below) also answers where the pin sits.
    const listed = tags.ok ? tags.value.find((t) => t.name === tag) : undefined;
    const walk = history.ok
        ? {
            ok: true,
            value: (0,history_walk/* walkOfRecords */.VQ)(history.value, ref.digest, listed?.digest, lookups.pullableBefore ?? options.pullableBefore),
        }
        : history;
    const result = (0,assess/* assess */.no)({ ...target, tag }, { tags, walk, advisories: { ok: true, value: [] } }, options);
    const reason = result.error?.reason;
    const records = history.ok ? history.value : null;
    state.tag = tag;
    state.status = result.status;
    // What to move to instead of an end-of-life tag, from the listing already fetched.
    if (tags.ok && result.deprecated)
        state.suggestedTag = (0,suggest/* suggestTag */.bu)(tags.value, tag)?.name ?? null;
    state.deprecated = tags.ok && reason !== 'TAG_NOT_FOUND' && reason !== 'REPO_MISMATCH' ? result.deprecated : null;
    if (result.digest && result.lastUpdate)
        state.newest = { digest: result.digest, time: result.lastUpdate };
    const pullable = walk.ok ? pullableOf(walk.value) : undefined;
    if (pullable !== undefined && result.digest)
        state.pullable = pullable;
    // The registry's policies have the last word on where the reference moves.
    const allowed = options.policyMoves?.get(ref.ref);
    if (allowed !== undefined && result.digest)
        state.pullable = allowed && { digest: allowed.digest, time: allowed.lastUpdate };
    if (ref.digest && records) {
        const index = records.findIndex((r) => r.digest === ref.digest);
        if (index >= 0) {
            state.pinnedTime = records[index].updateTimestamp;
            state.buildsBehind = result.buildsBehind;
        }
    }
    // A pin that is no build of the tag is shown as such, not as an error text.
    state.pinnedUnknown = reason === 'DIGEST_NOT_IN_HISTORY';
    state.error = result.error && !state.pinnedUnknown ? result.error.message : null;
    return { state, history: records };
}
/** Under min-age, the build a walk found old enough to pull (for a pin: where it moves); undefined without min-age. */
function pullableOf(walk) {
    if (walk.kind !== 'placed' && walk.kind !== 'newest')
        return undefined;
    const found = walk.pullable;
    return found && { digest: found.digest, time: found.updateTimestamp };
}
/** Where a new pin would move (the check's move: under min-age the newest pullable build) and what that fixes; undefined when it is not behind. */
async function moveOf(after, state, lookups) {
    const pin = after?.digest;
    if (!pin || !state || !state.buildsBehind)
        return undefined;
    const to = state.pullable === undefined ? state.newest?.digest : state.pullable?.digest;
    if (!to || to === pin)
        return undefined;
    return { to, change: await (0,check_vulnerabilities/* digestChange */.X1)(lookups, pin, to) };
}
/** Places a same-tag digest change in the tag's history. */
function placeStep(from, to, history) {
    const i = history.findIndex((r) => r.digest === from);
    const j = history.findIndex((r) => r.digest === to);
    const step = {
        from,
        to,
        fromTime: i >= 0 ? history[i].updateTimestamp : null,
        toTime: j >= 0 ? history[j].updateTimestamp : null,
        steps: i >= 0 && j >= 0 ? j - i : null,
        builds: [],
    };
    if (i >= 0 && j >= 0) {
        step.builds = history
            .slice(Math.min(i, j) + 1, Math.max(i, j) + 1)
            .map((r) => ({ digest: r.digest, time: r.updateTimestamp }));
    }
    return step;
}
/**
 * What the registry says about each change: end-of-life tags on both sides, where the new
 * digest sits in its tag, the builds between two digests of one tag, and the advisories of
 * every image the pull request leaves in place (new or changed references). Failures become
 * messages on the row; nothing throws.
 */
async function gatherFacts(groups, lookups, options) {
    const changes = await Promise.all(groups.map(async (group) => {
        const [before, after] = await Promise.all([
            group.before && group.after ? tagState(group.before, lookups, options) : Promise.resolve(null),
            group.after ? tagState(group.after, lookups, options) : Promise.resolve(null),
        ]);
        let step = null;
        // Both digests in the tag the engine judged the new one in (its written tag, or where it was placed).
        if (group.kind === 'digest' && group.before?.digest && group.after?.digest && after?.history) {
            step = placeStep(group.before.digest, group.after.digest, after.history);
        }
        // Vulnerabilities the new digest fixes and introduces, from the reports of both digests.
        const from = group.before?.digest;
        const to = group.after?.digest;
        const vulnerabilities = from && to && from !== to ? await (0,check_vulnerabilities/* digestChange */.X1)(lookups, from, to) : undefined;
        const move = await moveOf(group.after, after?.state ?? null, lookups);
        return {
            ...group,
            beforeState: before?.state ?? null,
            afterState: after?.state ?? null,
            step,
            ...(vulnerabilities === undefined ? {} : { vulnerabilities }),
            ...(move === undefined ? {} : { move }),
        };
    }));
    const images = new Map();
    for (const g of groups)
        if (g.after)
            images.set(g.repository, { repository: g.repository, org: g.org, image: g.image });
    const advisories = await Promise.all([...images.values()].map(async (img) => {
        const listed = await (0,settle/* settle */.G)(lookups.advisories(img.image));
        if (!listed.ok)
            return { ...img, count: null, error: messageOf(listed.error) };
        return { ...img, count: (0,assess/* summarizeAdvisories */.nP)(listed.value, img.image).length, error: null };
    }));
    return { changes, advisories };
}
/**
 * The facts of `groups` as the check judged the run: at `now`, with the check's cooldown
 * (min-age) when the look-ups hold none, so a pin is judged against the same pullable build, and
 * the moves the registry's policies decided.
 */
function factsAsChecked(groups, lookups, { now, maxAgeMs, minAgeMs, policyMoves, }) {
    const pullableBefore = lookups.pullableBefore ?? (minAgeMs ? now.getTime() - minAgeMs : undefined);
    return gatherFacts(groups, lookups, {
        now,
        maxAgeMs,
        ...(pullableBefore === undefined ? {} : { pullableBefore }),
        ...(policyMoves ? { policyMoves } : {}),
    });
}

// EXTERNAL MODULE: ./src/github/session.ts
var session = __webpack_require__(7599);
// EXTERNAL MODULE: ./src/pr/sources.ts
var sources = __webpack_require__(156);
// EXTERNAL MODULE: ./src/host/keep-marked.ts
var keep_marked = __webpack_require__(1518);
;// CONCATENATED MODULE: ./src/pr/sticky.ts
// The one PR comment of a workflow + job + comment-key, kept up to date by keepMarked: the
// comment that opens with the marker *and* was written by the token's identity (a login, or an
// app's `<slug>[bot]` under an installation token); anyone else's, marker or not, is never edited.


/**
 * Makes this step's comment say `body`: created when there is none (unless `create` is false),
 * updated when the text differs, left alone when only the production time would change. With
 * several marked comments (e.g. from a race of two runs), the oldest is the one kept up to date.
 */
async function upsertComment(api, marker, body, { create = true } = {}) {
    const viewer = await api.viewer();
    const kept = await (0,keep_marked/* keepMarked */.KI)(api, { marker, viewer, body, create, normalize: comment/* comparable */.Zm });
    return { action: kept.action, commentId: kept.id };
}

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
;// CONCATENATED MODULE: ./src/pr/index.ts
















/**
 * How much of the job summary (GitHub takes 1 MiB for the whole step) the full list may use, in
 * characters: a UTF-16 code unit is at most 3 bytes of UTF-8, so three times this and the
 * report's own share (SUMMARY_BUDGET_BYTES) keep the step under 1 MiB.
 */
const SUMMARY_LIMIT = 160 * 1024;
/**
 * The pull request comment: reads the references at the PR's base and head (local checkout or
 * GitHub API), renders every change with the registry's facts, and keeps one comment per
 * workflow + job + comment-key up to date. Never throws: an error becomes a warning and the
 * outcome `failed`; a fork or a token without `pull-requests: write` puts the text in the job
 * summary with a notice.
 */
async function commentOnPullRequest(options) {
    const { log } = options;
    const outcome = {
        status: 'skipped',
        reason: '',
        changes: 0,
        body: null,
        commentId: null,
        source: null,
        pullNumber: null,
    };
    try {
        return await pr_comment(options, log, outcome);
    }
    catch (error) {
        const message = (0,secrets/* safeText */.Hk)((0,errors/* messageOf */.bD)(error));
        log.warning(`Pull request comment not updated: ${message}`);
        return { ...outcome, status: 'failed', reason: message };
    }
}
async function pr_comment(options, log, outcome) {
    const { config } = options;
    const { runner } = options;
    const writeSummary = options.writeSummary ?? (async () => { });
    const skip = (reason) => {
        log.info(`Pull request comment skipped: ${reason}.`);
        return { ...outcome, status: 'skipped', reason };
    };
    const { eventName } = runner;
    const notNow = (0,pull_request_events/* commentSkipReason */.p)(config.comment, eventName);
    if (notNow !== null)
        return { ...outcome, reason: notNow };
    const payload = (0,pr_event.payloadOf)(runner);
    const api = (0,pr_event.lazyApi)(options, payload);
    const resolved = await (0,pr_event.resolvePullRequest)(config.comment, runner, payload, api);
    if ('skip' in resolved) {
        // Outside pull requests in auto mode there is nothing to say.
        if (config.comment === 'auto')
            return { ...outcome, reason: resolved.skip };
        return skip(resolved.skip);
    }
    const pr = resolved.pull;
    outcome.pullNumber = pr.number;
    if (config.files.length === 0)
        return skip('the files input is empty, so there are no files whose references a pull request could change');
    const source = await pickSource(options, pr, api);
    if (!source)
        return skip('github-token is empty and the checkout does not hold both the base and the head commit');
    outcome.source = source.kind;
    const changes = await changesOf(source, pr, config, log);
    outcome.changes = changes.length;
    const ctx = commentContext(options, pr);
    const readOnlyFork = pr.fork && eventName === 'pull_request';
    const canComment = !readOnlyFork && api() !== null;
    if (changes.length === 0)
        return noChanges(ctx, canComment ? api().comments(pr.number) : null, log, outcome);
    // Each side's verdict is the engine's (assess, digest placement) on the run's shared look-ups.
    const now = options.now ?? new Date();
    const facts = await factsAsChecked(groupChanges(changes), options.lookups, {
        ...config,
        now,
        ...(options.policyMoves ? { policyMoves: options.policyMoves } : {}),
    });
    const rendered = (0,comment/* renderComment */.wQ)(facts, ctx);
    const full = summaryBody(facts, ctx, rendered);
    const fallback = async (why) => {
        log.notice(`No pull request comment was posted: ${why}. The image changes are in the job summary.`);
        await writeSummary(full);
        return { ...outcome, status: 'summary', reason: why, body: full };
    };
    if (readOnlyFork) {
        return fallback('this pull request comes from a fork, and GitHub gives pull_request runs from forks a read-only token');
    }
    if (!api())
        return fallback('github-token is empty');
    let sticky;
    try {
        sticky = await upsertComment(api().comments(pr.number), ctx.marker, rendered.body);
    }
    catch (error) {
        if (!(0,session.refusedToToken)(error))
            throw error;
        const detail = (0,secrets/* safeText */.Hk)((0,errors/* messageOf */.bD)(error));
        return fallback(`the token may not write pull request comments (HTTP ${error.status}: ${detail}); give the job "permissions: pull-requests: write"`);
    }
    return posted(sticky, rendered, full, { writeSummary, log, outcome });
}
/** The comment is posted: the job summary also gets every change when the comment had to leave some out. */
async function posted(sticky, rendered, full, { writeSummary, log, outcome, }) {
    if (rendered.omitted > 0) {
        log.info(`The comment shows ${rendered.total - rendered.omitted} of ${rendered.total} changes (GitHub's ${format/* GITHUB_BODY_LIMIT */.nY} character limit); the job summary has them all.`);
        await writeSummary(full);
    }
    log.info(`Pull request comment ${sticky.action}${sticky.commentId ? ` (id ${sticky.commentId})` : ''}.`);
    return {
        ...outcome,
        status: sticky.action,
        reason: `comment ${sticky.action}`,
        body: rendered.body,
        commentId: sticky.commentId,
    };
}
/** The image reference changes between the pull request's base and head in the matching files. */
async function changesOf(source, pr, config, log) {
    const versions = await (0,sources/* collectVersions */._M)(source, {
        baseSha: pr.baseSha,
        headSha: pr.readSha,
        globs: config.files,
        concurrency: config.concurrency,
    });
    const changes = diffFiles(versions, config.registry, config.registryMap ?? []);
    log.info(`Pull request #${pr.number}: ${changes.length} image reference changes in ${versions.length} matching files (read from ${source.kind === 'git' ? 'the local checkout' : 'the GitHub API'}).`);
    return changes;
}
/** A pull request that changes no image reference: an existing comment says so; none is created. */
async function noChanges(ctx, comments, log, outcome) {
    const body = (0,comment/* renderNoChanges */.Vf)(ctx);
    if (!comments)
        return { ...outcome, status: 'no-changes', reason: 'the pull request changes no image reference' };
    try {
        const sticky = await upsertComment(comments, ctx.marker, body, { create: false });
        const reason = sticky.action === 'none'
            ? 'the pull request changes no image reference; no comment exists, none is posted'
            : `the pull request changes no image reference; the comment is ${sticky.action}`;
        log.info(`Pull request comment: ${reason}.`);
        return { ...outcome, status: 'no-changes', reason, body, commentId: sticky.commentId };
    }
    catch (error) {
        if (!(0,session.refusedToToken)(error))
            throw error;
        return {
            ...outcome,
            status: 'no-changes',
            reason: `the pull request changes no image reference (the comment could not be read or updated: HTTP ${error.status})`,
        };
    }
}
/** The job summary's text: every change that fits its share, the comment's own text when nothing was left out. */
function summaryBody(facts, ctx, rendered) {
    const summaryText = rendered.omitted > 0 ? (0,comment/* renderComment */.wQ)(facts, ctx, SUMMARY_LIMIT) : rendered;
    // Past even the summary's share: say so where the list ends, and where everything is.
    return summaryText.omitted > 0
        ? `${summaryText.body}\n\n\u2026${summaryText.omitted} of ${summaryText.total} changes are left out here too (GitHub limits the job summary to 1 MiB); the \`results\` output lists every image checked.\n`
        : summaryText.body;
}
async function pickSource(options, pr, api) {
    const git = options.git === undefined ? (0,sources/* gitRunner */.XZ)(options.runner.workspace) : options.git;
    if (git) {
        const local = await (0,sources/* gitSource */.Ym)(git, pr.baseSha, pr.readSha);
        if (local)
            return local;
    }
    const client = api();
    return client ? (0,sources/* apiSource */.s_)(client, pr.number) : null;
}
function commentContext(options, pr) {
    const { runner } = options;
    const serverUrl = runner.serverUrl;
    const repository = `${pr.owner}/${pr.repo}`;
    return {
        marker: (0,comment/* markerFor */._Z)({ workflow: runner.workflow, job: runner.job, key: options.config.commentKey }),
        verdictLine: options.verdictLine,
        baseSha: pr.baseSha,
        headSha: pr.headSha,
        mergeSha: pr.readSha !== pr.headSha ? pr.readSha : null,
        producedAt: options.now ?? new Date(),
        version: version/* VERSION */.x,
        serverUrl,
        repository,
        runUrl: runner.runId ? `${serverUrl}/${repository}/actions/runs/${runner.runId}` : null,
        suggestions: options.suggestions ?? null,
        policies: options.policies ?? null,
    };
}


/***/ })

};
