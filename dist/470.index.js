export const id = 470;
export const ids = [470];
export const modules = {

/***/ 9470:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  COMMENT_LIMIT: () => (/* reexport */ COMMENT_LIMIT),
  commentOnPullRequest: () => (/* binding */ commentOnPullRequest),
  comparable: () => (/* reexport */ comparable),
  diffFiles: () => (/* reexport */ diffFiles),
  diffReferences: () => (/* reexport */ diffReferences),
  gatherFacts: () => (/* reexport */ gatherFacts),
  groupChanges: () => (/* reexport */ groupChanges),
  markerFor: () => (/* reexport */ markerFor),
  placeStep: () => (/* reexport */ placeStep),
  referencesIn: () => (/* reexport */ referencesIn),
  renderComment: () => (/* reexport */ renderComment),
  renderNoChanges: () => (/* reexport */ renderNoChanges),
  upsertComment: () => (/* reexport */ upsertComment)
});

// EXTERNAL MODULE: ./src/auth/secrets.ts
var secrets = __webpack_require__(8767);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
// EXTERNAL MODULE: ./src/check/targets.ts
var targets = __webpack_require__(2578);
// EXTERNAL MODULE: ./src/refs/discover.ts + 7 modules
var discover = __webpack_require__(5695);
// EXTERNAL MODULE: ./src/refs/reference.ts
var reference = __webpack_require__(5987);
;// CONCATENATED MODULE: ./src/pr/changes.ts



/**
 * References in one file's content that are on `registry` and name an image there. Unparsable,
 * unresolved and other-registry references are not image changes this action can speak about.
 * `file` is the name the locations carry.
 */
function referencesIn(file, content, registry) {
    const refs = [];
    for (const { ref, location } of (0,discover/* scanContent */.nx)(file, content).found) {
        const side = toSideRef(ref, { ...location, file }, registry);
        if (side)
            refs.push(side);
    }
    return refs.sort((a, b) => a.location.line - b.location.line);
}
/**
 * One reference as the engine's targets read it (check/targets.ts: one grammar, one registry
 * rule), or null when the engine would skip it (invalid, other registry, not an image).
 */
function toSideRef(ref, location, registry) {
    const [target] = (0,targets/* buildTargets */.T)([], [{ ref, location }], registry.toLowerCase()).targets;
    if (!target)
        return null;
    return {
        ref,
        repository: `${target.registry}/${target.org}/${target.image}`,
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
function diffFiles(files, registry) {
    const changes = [];
    for (const f of [...files].sort((a, b) => a.file.localeCompare(b.file))) {
        // Pairing is per file, so a renamed file's references pair up; base-side locations keep the
        // base path (a removed reference points where it was).
        const base = f.base == null ? [] : referencesIn(f.baseFile, f.base, registry);
        const head = f.head == null ? [] : referencesIn(f.file, f.head, registry);
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

// EXTERNAL MODULE: ./src/check/vulnerabilities.ts
var check_vulnerabilities = __webpack_require__(3622);
// EXTERNAL MODULE: ./src/report/format.ts
var format = __webpack_require__(2011);
;// CONCATENATED MODULE: ./src/pr/comment.ts



/** GitHub rejects issue comments longer than this many characters. */
const COMMENT_LIMIT = 65_536;
const MAX_LOCATIONS_IN_ROW = 5;
const MAX_BUILDS_LISTED = 30;
const MAX_MESSAGE = 300;
const MAX_IDS = 10;
/**
 * The hidden first line that finds this step's comment again:
 * `<!-- image-check:pr-comment workflow=<w> job=<j> key=<k> -->`, each value URI-encoded so a
 * name can neither end the HTML comment nor run into the next field.
 */
function markerFor({ workflow, job, key }) {
    const e = encodeURIComponent;
    return `<!-- image-check:pr-comment workflow=${e(workflow)} job=${e(job)} key=${e(key)} -->`;
}
// ---- small text helpers -------------------------------------------------------------------
// The report's helpers (report/format.ts), with the comment's defaults.
const day = (time) => (time ? (0,format/* isoDate */._$)(time) : '?');
const clip = (text, max = MAX_MESSAGE) => (0,format/* truncate */.xv)(text, max);
/** Text from a file or a service: never markup, a link or a mention (see escapeMarkdown). */
const escapeText = format/* escapeMarkdown */.FV;
// What goes in code spans here (references, tags, digests) is validated and has no `|`; the
// table-safe form keeps a row whole should one ever slip through.
const code = (text) => (0,format/* codeSpan */.SS)(text, { inTable: true });
// encodeURIComponent leaves ( ) * ! ' alone; an unbalanced `)` would end the link's URL early.
const encodePath = (file) => file
    .split('/')
    .map((part) => encodeURIComponent(part).replace(/[()*!']/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`))
    .join('/');
/** The tag the engine judged a side in: as written, or where it placed a digest-only reference. */
function judgedTag(side, state) {
    return state?.tag ?? side.tag ?? '';
}
/** `1.25@sha256:0123456789ab`, `@sha256:\u2026` (no tag written), or `1.25`. */
function shortRef(side) {
    const tag = side.tagWritten || !side.digest ? (side.tag ?? '') : '';
    return `${tag}${side.digest ? `@${(0,format/* shortDigest */.VK)(side.digest)}` : ''}`;
}
const KIND_LABEL = {
    tag: 'tag',
    digest: 'digest',
    pin: 'pinned',
    unpin: 'unpinned',
    added: 'added',
    removed: 'removed',
};
function fileLink(ctx, commit, location) {
    const text = escapeText(`${location.file}:${location.line}`);
    return `[${text}](${ctx.serverUrl}/${ctx.repository}/blob/${commit}/${encodePath(location.file)}#L${location.line})`;
}
function whereCell(ctx, row) {
    const commit = row.kind === 'removed' ? ctx.baseSha : (ctx.mergeSha ?? ctx.headSha);
    const shown = row.locations.slice(0, MAX_LOCATIONS_IN_ROW).map((l) => fileLink(ctx, commit, l));
    const more = row.locations.length - shown.length;
    return shown.join('<br>') + (more > 0 ? `<br>and ${more} more` : '');
}
function standing(state, pinned) {
    if (pinned) {
        if (state.buildsBehind === 0)
            return 'newest build of the tag';
        if (state.buildsBehind != null)
            return `${(0,format/* plural */.LS)(state.buildsBehind, 'build')} behind the tag's newest (${day(state.newest?.time ?? null)})`;
        if (state.pinnedUnknown)
            return '**not a build of this tag**';
        return '';
    }
    return state.newest ? `tag's newest build: ${day(state.newest.time)}` : '';
}
function stepText(step) {
    if (step.steps == null) {
        const missing = [step.fromTime ? null : 'old', step.toTime ? null : 'new'].filter(Boolean).join(' and ');
        return `${missing} digest not found in the tag's history`;
    }
    if (step.steps === 0)
        return 'same build';
    const dates = `${day(step.fromTime)} \u2192 ${day(step.toTime)}`;
    return step.steps > 0
        ? `**${(0,format/* plural */.LS)(step.steps, 'build')} newer** (${dates})`
        : `**${(0,format/* plural */.LS)(-step.steps, 'build')} older**: goes back (${dates})`;
}
function buildsCell(row) {
    const parts = [];
    if (row.step)
        parts.push(stepText(row.step));
    const state = row.afterState;
    if (state && row.after) {
        const text = standing(state, row.after.digest != null);
        if (text)
            parts.push(text);
        if (state.error)
            parts.push(`\u26a0\ufe0f ${escapeText(clip((0,secrets/* scrub */._I)(state.error)))}`);
    }
    return parts.join('<br>') || ' ';
}
function sideCell(side, state) {
    if (!side)
        return '\u2014';
    return code(shortRef(side)) + (state?.deprecated ? ' **end-of-life**' : '');
}
// ---- sections -----------------------------------------------------------------------------
function highlights(rows) {
    const lines = [];
    for (const row of rows) {
        if (!row.after || !row.afterState?.deprecated)
            continue;
        const where = row.locations
            .map((l) => escapeText(`${l.file}:${l.line}`))
            .slice(0, MAX_LOCATIONS_IN_ROW)
            .join(', ');
        // What to move to instead: the maintained tag of the same variant (issue 14).
        const instead = row.afterState.suggestedTag ? ` Move to ${code(row.afterState.suggestedTag)} instead.` : '';
        if (row.kind === 'added') {
            lines.push(`**New reference to an end-of-life tag:** ${code(row.after.ref)} (${where}).${instead}`);
        }
        else if (row.kind === 'tag' && !row.beforeState?.deprecated) {
            lines.push(`**Moves to an end-of-life tag:** ${code(`${row.org}/${row.image}`)} from ${code(judgedTag(row.before, row.beforeState))} to ${code(judgedTag(row.after, row.afterState))} (${where}).${instead}`);
        }
        else if (row.kind === 'tag') {
            lines.push(`**Moves between end-of-life tags:** ${code(`${row.org}/${row.image}`)} from ${code(judgedTag(row.before, row.beforeState))} to ${code(judgedTag(row.after, row.afterState))} (${where}).${instead}`);
        }
    }
    if (lines.length === 0)
        return [];
    return ['> [!CAUTION]', ...lines.map((l, i) => `> ${l}${i < lines.length - 1 ? '<br>' : ''}`), ''];
}
function table(ctx, rows) {
    if (rows.length === 0)
        return [];
    const out = ['| Image | Change | Before | After | Builds | Where |', '|---|---|---|---|---|---|'];
    for (const row of rows) {
        out.push(`| ${code(`${row.org}/${row.image}`)} | ${KIND_LABEL[row.kind]} | ${sideCell(row.before, row.beforeState)} | ${sideCell(row.after, row.afterState)} | ${buildsCell(row)} | ${whereCell(ctx, row)} |`);
    }
    return [...out, ''];
}
function advisoryLines(facts) {
    if (facts.advisories.length === 0)
        return [];
    const items = facts.advisories.map((a) => a.count == null
        ? `${code(`${a.org}/${a.image}`)} could not be checked (${escapeText(clip((0,secrets/* scrub */._I)(a.error ?? 'unknown error'), 120))})`
        : `${code(`${a.org}/${a.image}`)} ${a.count}`);
    return [`**Advisories** listed for the images this pull request touches: ${items.join(' \u00b7 ')}`, ''];
}
/** Per change of digest: the vulnerabilities the new digest fixes and those it introduces (issue 23). */
function vulnerabilityLines(rows) {
    const items = [];
    const ids = (list) => list.length === 0
        ? 'none'
        : `${(0,check_vulnerabilities/* severityCounts */.ur)(list)} (${list
            .slice(0, MAX_IDS)
            .map((v) => escapeText(v.id))
            .join(', ')}${list.length > MAX_IDS ? `, and ${list.length - MAX_IDS} more` : ''})`;
    for (const row of rows) {
        if (row.vulnerabilities === undefined || !row.before || !row.after)
            continue;
        const what = `${code(`${row.org}/${row.image}`)} ${code(shortRef(row.before))} \u2192 ${code(shortRef(row.after))}`;
        const v = row.vulnerabilities;
        items.push(v === null
            ? `- ${what}: not known (the platform has no vulnerability report of one of the digests)`
            : `- ${what}: fixes ${ids(v.fixed)}; introduces ${ids(v.introduced)}`);
    }
    if (items.length === 0)
        return [];
    return ['**Vulnerabilities** of the changed digests:', '', ...items, ''];
}
function buildList(builds) {
    const shown = builds.slice(0, MAX_BUILDS_LISTED).map((b) => `  - ${b.time} ${code(b.digest)}`);
    if (builds.length > shown.length)
        shown.push(`  - and ${builds.length - shown.length} more`);
    return shown;
}
function detailLines(rows) {
    const entries = [];
    for (const row of rows) {
        const digests = [row.before?.digest, row.after?.digest, row.afterState?.newest?.digest].filter(Boolean);
        if (digests.length === 0)
            continue;
        const where = row.locations
            .map((l) => `${l.file}:${l.line}`)
            .slice(0, MAX_LOCATIONS_IN_ROW)
            .join(', ');
        const name = `${row.repository}`;
        const lines = [`**${escapeText(name)}** (${escapeText(where)})`];
        if (row.before?.digest)
            lines.push(`- before: ${code(row.before.ref)}${row.step?.fromTime ? `, built ${row.step.fromTime}` : ''}`);
        else if (row.before)
            lines.push(`- before: ${code(row.before.ref)}`);
        if (row.after) {
            const built = row.afterState?.pinnedTime ? `, built ${row.afterState.pinnedTime}` : '';
            lines.push(`- after: ${code(row.after.ref)}${built}`);
            const newest = row.afterState?.newest;
            if (newest && newest.digest !== row.after.digest)
                lines.push(`- newest build of ${code(judgedTag(row.after, row.afterState))}: ${code(newest.digest)}, ${newest.time}`);
        }
        if (row.step && row.step.builds.length > 0) {
            const label = row.step.steps > 0
                ? 'builds after the old digest, up to the new one'
                : 'builds after the new digest, up to the old one';
            lines.push(`- ${label} (${row.step.builds.length}):`, ...buildList(row.step.builds));
        }
        entries.push(lines.join('\n'));
    }
    if (entries.length === 0)
        return [];
    return [
        '<details><summary>Full digests and builds between</summary>',
        '',
        entries.join('\n\n'),
        '',
        '</details>',
        '',
    ];
}
function footer(ctx) {
    const commit = (sha) => `[${sha.slice(0, 7)}](${ctx.serverUrl}/${ctx.repository}/commit/${sha})`;
    const merge = ctx.mergeSha && ctx.mergeSha !== ctx.headSha ? `, read at the test merge ${commit(ctx.mergeSha)}` : '';
    return `<sub>Produced by image-check ${ctx.version} at ${ctx.producedAt.toISOString()} for ${commit(ctx.headSha)} against base ${commit(ctx.baseSha)}${merge}.</sub>`;
}
function heading(total) {
    return `### image-check: ${(0,format/* plural */.LS)(total, 'image reference')} changed`;
}
function truncationNote(ctx, shown, total) {
    const where = ctx.runUrl ? `the [job summary](${ctx.runUrl})` : 'the job summary';
    return [
        '> [!NOTE]',
        `> This comment shows ${shown} of ${total} changes: GitHub limits a comment to ${COMMENT_LIMIT.toLocaleString('en-US')} characters. Every change is in ${where} of this run.`,
        '',
    ];
}
function compose(facts, ctx, shown) {
    const rows = facts.changes.slice(0, shown);
    const total = facts.changes.length;
    return [
        ctx.marker,
        heading(total),
        '',
        ...highlights(facts.changes),
        `**Verdict:** ${escapeText(ctx.verdictLine)}`,
        '',
        ...table(ctx, rows),
        ...(shown < total ? truncationNote(ctx, shown, total) : []),
        ...advisoryLines(facts),
        ...vulnerabilityLines(rows),
        ...detailLines(rows),
        footer(ctx),
    ].join('\n');
}
/**
 * The comment for a pull request that changes image references. When the whole text is over
 * `limit`, rows (and their details) are dropped from the end until it fits, with a note that
 * points to the job summary; the body is never over `limit`.
 */
function renderComment(facts, ctx, limit = COMMENT_LIMIT) {
    const total = facts.changes.length;
    const full = compose(facts, ctx, total);
    if (full.length <= limit)
        return { body: full, omitted: 0, total };
    // The longest prefix of rows that fits (the length grows with the rows shown).
    let lo = 0;
    let hi = total - 1;
    while (lo < hi) {
        const mid = Math.ceil((lo + hi) / 2);
        if (compose(facts, ctx, mid).length <= limit)
            lo = mid;
        else
            hi = mid - 1;
    }
    let body = compose(facts, ctx, lo);
    if (body.length > limit) {
        // Only the fixed parts are left (e.g. a huge highlight list): cut them, keep marker and note.
        const tail = `\n\n\u2026\n\n${truncationNote(ctx, 0, total).join('\n')}\n${footer(ctx)}`;
        body = body.slice(0, Math.max(0, limit - tail.length)) + tail;
        body = body.slice(0, limit);
    }
    return { body, omitted: total - lo, total };
}
/** The text that replaces an earlier comment once the pull request changes no image. */
function renderNoChanges(ctx) {
    return [
        ctx.marker,
        '### image-check: no image changes',
        '',
        'This pull request changes no image reference in the files the `files` input selects.',
        '',
        `**Verdict:** ${escapeText(ctx.verdictLine)}`,
        '',
        footer(ctx),
    ].join('\n');
}
/** A body without its production time, to tell whether an update would change anything. */
function comparable(body) {
    return body
        .replace(/\r\n/g, '\n')
        .replace(/(Produced by image-check \S+ at )\S+( for )/, '$1\u2026$2')
        .trimEnd();
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 15 modules
var schemas = __webpack_require__(9691);
// EXTERNAL MODULE: ./src/pr/pull-request-events.ts
var pull_request_events = __webpack_require__(7309);
;// CONCATENATED MODULE: ./src/pr/event.ts


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
        throw new Error(event.error);
    const parsed = payloadSchema.safeParse(event.json);
    if (!parsed.success)
        throw new Error(`the event payload ${runner.eventPath} is not an event: ${parsed.error.issues[0]?.message ?? 'unexpected shape'}`);
    return parsed.data;
}
/** owner/repo of the run: `GITHUB_REPOSITORY`, else the payload's repository. */
function repositoryOf(repository, payload) {
    const full = repository || payload.repository?.full_name || '';
    const [owner, repo] = full.split('/');
    if (!owner || !repo)
        throw new Error('GITHUB_REPOSITORY is not set (owner/repo)');
    return { owner, repo };
}
function parsePull(value, where) {
    const parsed = pullSchema.safeParse(value);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new Error(`${where}: pull request field ${issue?.path.join('.') || '(root)'} ${issue?.message ?? 'is invalid'}`);
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

// EXTERNAL MODULE: ./src/check/assess.ts
var assess = __webpack_require__(8956);
// EXTERNAL MODULE: ./src/settle.ts
var settle = __webpack_require__(6964);
// EXTERNAL MODULE: ./src/check/engine.ts + 1 modules
var engine = __webpack_require__(4784);
// EXTERNAL MODULE: ./src/check/suggest.ts
var suggest = __webpack_require__(8138);
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
    const result = (0,assess/* assess */.no)({ ...target, tag }, { tags, history, advisories: { ok: true, value: [] } }, options);
    const reason = result.error?.reason;
    const records = history.ok ? history.value : null;
    state.tag = tag;
    state.status = result.status;
    // What to move to instead of an end-of-life tag (issue 14), from the listing already fetched.
    if (tags.ok && result.deprecated)
        state.suggestedTag = (0,suggest/* suggestTag */.bu)(tags.value, tag)?.name ?? null;
    state.deprecated = tags.ok && reason !== 'TAG_NOT_FOUND' && reason !== 'REPO_MISMATCH' ? result.deprecated : null;
    if (result.digest && result.lastUpdate)
        state.newest = { digest: result.digest, time: result.lastUpdate };
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
        // Vulnerabilities the new digest fixes and introduces (issue 23), from the reports of both digests.
        const from = group.before?.digest;
        const to = group.after?.digest;
        const vulnerabilities = from && to && from !== to ? await (0,check_vulnerabilities/* digestChange */.X1)(lookups, from, to) : undefined;
        return {
            ...group,
            beforeState: before?.state ?? null,
            afterState: after?.state ?? null,
            step,
            ...(vulnerabilities === undefined ? {} : { vulnerabilities }),
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

// EXTERNAL MODULE: ./node_modules/@actions/github/lib/github.js + 21 modules
var github = __webpack_require__(1758);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-retry/dist-bundle/index.js
var dist_bundle = __webpack_require__(9735);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-throttling/dist-bundle/index.js
var plugin_throttling_dist_bundle = __webpack_require__(6856);
// EXTERNAL MODULE: ./src/http/deadline.ts
var http_deadline = __webpack_require__(2378);
// EXTERNAL MODULE: ./src/http/retry.ts
var http_retry = __webpack_require__(8902);
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
 * The endpoints over `@actions/github`'s Octokit (proxy aware), with `@octokit/plugin-retry`
 * (5xx and no answer, backoff) and `@octokit/plugin-throttling` (GitHub's rate limits and their
 * Retry-After). Ours on top: a limit per try and the run's deadline, which neither plugin has.
 */
function gitHubApi({ token, owner, repo, baseUrl, timeoutMs = 30_000, retry, signal, }) {
    const policy = { ...http_retry/* DEFAULT_RETRY_POLICY */.cO, ...retry };
    // A rate limit is waited out only when GitHub asks for a wait we accept, and not past the deadline.
    const onLimit = (retryAfter, _options, _octokit, retryCount) => !signal?.aborted && retryCount < policy.maxAttempts - 1 && retryAfter * 1000 <= policy.maxRetryAfterMs;
    const octokit = (0,github/* getOctokit */.Q)(token, {
        baseUrl,
        userAgent: 'image-check',
        retry: { retries: policy.maxAttempts - 1, retryAfterBaseValue: policy.baseDelayMs },
        throttle: { onRateLimit: onLimit, onSecondaryRateLimit: onLimit },
        // Octokit's default logger writes to the console; nothing here may print outside the shell's logger.
        log: { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined },
    }, dist_bundle/* retry */.L, plugin_throttling_dist_bundle/* throttling */.A);
    // Registered after the plugins, so it wraps them: each try gets its own time limit, and the
    // run's deadline ends the call (a try, or a wait between tries) with an error of its own.
    octokit.hook.wrap('request', async (request, options) => {
        const what = `GitHub API ${options.method} ${String(options.url)}`;
        const stopped = () => new GitHubCallError(`${what}: not finished, ${(0,http_deadline/* deadlineReason */.Xp)(signal)}`);
        if (signal?.aborted)
            throw stopped();
        const baseFetch = (options.request?.fetch ?? globalThis.fetch);
        // Changed in place: the hooks below this one were bound to this object and ignore a new one.
        options.request = {
            ...options.request,
            fetch: async (url, init) => {
                if (signal?.aborted)
                    throw abortError(stopped().message);
                const perTry = AbortSignal.timeout(timeoutMs);
                try {
                    return await baseFetch(url, { ...init, signal: signal ? AbortSignal.any([perTry, signal]) : perTry });
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
            },
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
    const rest = octokit.rest;
    let viewer;
    return {
        async listPullFiles(pull_number) {
            const files = await octokit.paginate(rest.pulls.listFiles, { owner, repo, pull_number, per_page: 100 });
            return files.map((f) => ({ filename: f.filename, status: f.status, previous_filename: f.previous_filename }));
        },
        async getContent(path, ref) {
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
            if (typeof file.size === 'number' && file.size > discover/* MAX_FILE_BYTES */.gZ)
                throw new Error(`${path} at ${ref.slice(0, 12)} is ${file.size} bytes, over the ${discover/* MAX_FILE_BYTES */.gZ} a scanned file may have; not read`);
            if (file.encoding === 'base64' && typeof file.content === 'string')
                return Buffer.from(file.content, 'base64').toString('utf8');
            // Files over 1 MB come without content ("encoding": "none"): ask for the raw bytes.
            const raw = await rest.repos.getContent({ owner, repo, path, ref, mediaType: { format: 'raw' } });
            const text = typeof raw.data === 'string' ? raw.data : JSON.stringify(raw.data);
            if (Buffer.byteLength(text) > discover/* MAX_FILE_BYTES */.gZ)
                throw new Error(`${path} at ${ref.slice(0, 12)} is over the ${discover/* MAX_FILE_BYTES */.gZ} bytes a scanned file may have; not read`);
            return text;
        },
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
                viewer() {
                    viewer ??= rest.users.getAuthenticated().then(({ data }) => data.login, (error) => {
                        // 403: an installation token (GITHUB_TOKEN or an app's) may not read /user.
                        const status = statusOf(error);
                        if (status !== undefined && status >= 400 && status < 500)
                            return DEFAULT_COMMENT_AUTHOR;
                        throw error;
                    });
                    return viewer;
                },
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

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: ./src/limit.ts
var limit = __webpack_require__(7768);
;// CONCATENATED MODULE: ./src/pr/sources.ts



/** The PR's files as the API lists them (GitHub lists at most 3000). */
function apiSource(api, pullNumber) {
    return {
        kind: 'api',
        async changedFiles() {
            const files = [];
            for (const f of await api.listPullFiles(pullNumber)) {
                if (f.status === 'unchanged')
                    continue;
                // A copy leaves its source in place: the copy is a new file.
                const status = f.status === 'removed'
                    ? 'removed'
                    : f.status === 'added' || f.status === 'copied'
                        ? 'added'
                        : f.status === 'renamed'
                            ? 'renamed'
                            : 'modified';
                files.push({ file: f.filename, previous: status === 'renamed' ? (f.previous_filename ?? null) : null, status });
            }
            return files;
        },
        read: (commit, path) => api.getContent(path, commit),
    };
}
/** Runs read-only git commands in `workspace` (trusted explicitly: runners own it as another user). */
function gitRunner(workspace) {
    return (args) => new Promise((resolve) => {
        (0,external_node_child_process_.execFile)('git', ['-c', `safe.directory=${workspace}`, '-C', workspace, ...args], 
        // The environment is inherited: the shell set GIT_TERMINAL_PROMPT=0 for every git it starts.
        { maxBuffer: 64 * 1024 * 1024, timeout: 60_000, encoding: 'utf8' }, (error, stdout) => resolve({ ok: !error, stdout: error ? '' : stdout }));
    });
}
/** Parses `git diff --name-status -z -M`. */
function parseNameStatus(output) {
    const parts = output.split('\0');
    const files = [];
    for (let i = 0; i < parts.length;) {
        const status = parts[i++];
        if (!status)
            continue;
        const letter = status[0];
        if (letter === 'R') {
            const previous = parts[i++];
            files.push({ file: parts[i++], previous, status: 'renamed' });
        }
        else if (letter === 'C') {
            i++; // the copy's source stays as it was
            files.push({ file: parts[i++], previous: null, status: 'added' });
        }
        else {
            const file = parts[i++];
            files.push({ file, previous: null, status: letter === 'A' ? 'added' : letter === 'D' ? 'removed' : 'modified' });
        }
    }
    return files;
}
/**
 * The local checkout, when it holds both commits (e.g. `fetch-depth: 2` on the test merge
 * commit, whose first parent is the base, or `fetch-depth: 0`); null otherwise. Only reads.
 */
async function gitSource(run, baseSha, headSha) {
    const has = async (sha) => /^[0-9a-f]{7,64}$/i.test(sha) && (await run(['cat-file', '-e', `${sha}^{commit}`])).ok;
    if (!(await has(baseSha)) || !(await has(headSha)))
        return null;
    return {
        kind: 'git',
        async changedFiles() {
            const diff = await run([
                'diff',
                '--name-status',
                '-z',
                '-M',
                '--no-ext-diff',
                '--no-textconv',
                baseSha,
                headSha,
                '--',
            ]);
            if (!diff.ok)
                throw new Error(`git diff ${baseSha.slice(0, 7)} ${headSha.slice(0, 7)} failed`);
            return parseNameStatus(diff.stdout);
        },
        async read(commit, path) {
            // Only a regular file's blob, within the size cap discovery applies: a committed symlink's
            // blob is the path it points to, not content, and a huge blob is not worth reading.
            const entry = await run(['--literal-pathspecs', 'ls-tree', '-l', '-z', '--full-tree', commit, '--', path]);
            if (!entry.ok || !isScannableEntry(entry.stdout))
                return null;
            const shown = await run(['cat-file', 'blob', `${commit}:${path}`]);
            return shown.ok ? shown.stdout : null;
        },
    };
}
/** Whether `git ls-tree -l -z` lists a regular file (mode 100644 or 100755) of at most MAX_FILE_BYTES. */
function isScannableEntry(listing) {
    const entry = /^(\d{6}) blob [0-9a-f]+ +(\d+)\t/.exec(listing);
    return entry !== null && (entry[1] === '100644' || entry[1] === '100755') && Number(entry[2]) <= discover/* MAX_FILE_BYTES */.gZ;
}
/** Both sides of every changed file the `files` globs select, read from `source`. */
async function collectVersions(source, { baseSha, headSha, globs, concurrency = 8 }) {
    const changed = await source.changedFiles();
    const wanted = changed
        .map((c) => {
        const baseFile = c.previous ?? c.file;
        const baseCounts = c.status !== 'added' && (0,discover/* matchesFiles */.Fg)(baseFile, globs);
        const headCounts = c.status !== 'removed' && (0,discover/* matchesFiles */.Fg)(c.file, globs);
        return { ...c, baseFile, baseCounts, headCounts };
    })
        .filter((c) => c.baseCounts || c.headCounts);
    return (0,limit/* mapLimit */.s)(wanted, concurrency, async (c) => {
        const [base, head] = await Promise.all([
            c.baseCounts ? source.read(baseSha, c.baseFile) : Promise.resolve(null),
            c.headCounts ? source.read(headSha, c.file) : Promise.resolve(null),
        ]);
        return { file: c.file, baseFile: c.baseFile, base, head };
    });
}

;// CONCATENATED MODULE: ./src/pr/sticky.ts

/**
 * Finds this step's comment, the one that opens with the marker *and* was written by the
 * token's identity (anyone can post a comment that starts with the marker; that one is never
 * edited), and makes it say `body`: created when there is none
 * (unless `create` is false), updated when the text differs, left alone when only the
 * production time would change. With several marked comments (e.g. from a race of two runs),
 * the oldest is the one kept up to date.
 */
async function upsertComment(api, marker, body, { create = true } = {}) {
    // The marker opens the body; a reply quoting the comment does not start with it.
    const [author, comments] = await Promise.all([api.viewer(), api.list()]);
    const existing = comments
        .filter((c) => typeof c.body === 'string' &&
        c.body.trimStart().startsWith(marker) &&
        c.author.toLowerCase() === author.toLowerCase())
        .sort((a, b) => a.id - b.id)[0];
    if (!existing) {
        if (!create)
            return { action: 'none', commentId: null };
        const created = await api.create(body);
        return { action: 'created', commentId: created.id };
    }
    if (comparable(existing.body) === comparable(body))
        return { action: 'unchanged', commentId: existing.id };
    await api.update(existing.id, body);
    return { action: 'updated', commentId: existing.id };
}

;// CONCATENATED MODULE: ./src/pr/index.ts














/**
 * How much of the job summary (GitHub takes 1 MiB for the whole step) the full list may use, in
 * characters: a UTF-16 code unit is at most 3 bytes of UTF-8, so this is at most 480 KiB, and
 * with the report's own share (SUMMARY_BUDGET_BYTES, 500 KiB) the step stays under 1 MiB.
 */
const SUMMARY_LIMIT = 160 * 1024;
function isWriteDenied(error) {
    const status = statusOf(error);
    // 403: "Resource not accessible by integration"; 404: GitHub hides what a token may not touch.
    return status === 403 || status === 404;
}
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
        return await comment(options, log, outcome);
    }
    catch (error) {
        const message = (0,secrets/* safeText */.Hk)(error instanceof Error ? error.message : String(error));
        log.warning(`Pull request comment not updated: ${message}`);
        return { ...outcome, status: 'failed', reason: message };
    }
}
async function comment(options, log, outcome) {
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
    const payload = payloadOf(runner);
    let apiClient = options.api;
    const api = () => {
        if (apiClient === undefined) {
            if (!config.githubToken)
                return (apiClient = null);
            const [owner = '', repo = ''] = (runner.repository || payload.repository?.full_name || '').split('/');
            apiClient = gitHubApi({ token: config.githubToken, owner, repo, baseUrl: runner.apiUrl, signal: options.signal });
        }
        return apiClient;
    };
    const resolved = await resolvePullRequest(config.comment, runner, payload, api);
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
    const versions = await collectVersions(source, {
        baseSha: pr.baseSha,
        headSha: pr.readSha,
        globs: config.files,
        concurrency: config.concurrency,
    });
    const changes = diffFiles(versions, config.registry);
    outcome.changes = changes.length;
    log.info(`Pull request #${pr.number}: ${changes.length} image reference changes in ${versions.length} matching files (read from ${source.kind === 'git' ? 'the local checkout' : 'the GitHub API'}).`);
    const ctx = commentContext(options, pr);
    const readOnlyFork = pr.fork && eventName === 'pull_request';
    const canComment = !readOnlyFork && api() !== null;
    if (changes.length === 0) {
        const body = renderNoChanges(ctx);
        if (!canComment)
            return { ...outcome, status: 'no-changes', reason: 'the pull request changes no image reference' };
        try {
            const sticky = await upsertComment(api().comments(pr.number), ctx.marker, body, { create: false });
            const reason = sticky.action === 'none'
                ? 'the pull request changes no image reference; no comment exists, none is posted'
                : `the pull request changes no image reference; the comment is ${sticky.action}`;
            log.info(`Pull request comment: ${reason}.`);
            return { ...outcome, status: 'no-changes', reason, body, commentId: sticky.commentId };
        }
        catch (error) {
            if (!isWriteDenied(error))
                throw error;
            return {
                ...outcome,
                status: 'no-changes',
                reason: `the pull request changes no image reference (the comment could not be read or updated: HTTP ${statusOf(error)})`,
            };
        }
    }
    // Each side's verdict is the engine's (assess, digest placement) on the run's shared look-ups.
    const facts = await gatherFacts(groupChanges(changes), options.lookups, {
        now: options.now ?? new Date(),
        maxAgeMs: config.maxAgeMs,
    });
    const rendered = renderComment(facts, ctx);
    const summaryText = rendered.omitted > 0 ? renderComment(facts, ctx, SUMMARY_LIMIT) : rendered;
    // Past even the summary's share: say so where the list ends, and where everything is.
    const full = summaryText.omitted > 0
        ? `${summaryText.body}\n\n\u2026${summaryText.omitted} of ${summaryText.total} changes are left out here too (GitHub limits the job summary to 1 MiB); the \`results\` output lists every image checked.\n`
        : summaryText.body;
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
        if (!isWriteDenied(error))
            throw error;
        const detail = (0,secrets/* safeText */.Hk)(error instanceof Error ? error.message : String(error));
        return fallback(`the token may not write pull request comments (HTTP ${statusOf(error)}: ${detail}); give the job "permissions: pull-requests: write"`);
    }
    if (rendered.omitted > 0) {
        log.info(`The comment shows ${rendered.total - rendered.omitted} of ${rendered.total} changes (GitHub's ${COMMENT_LIMIT} character limit); the job summary has them all.`);
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
async function pickSource(options, pr, api) {
    const git = options.git === undefined ? gitRunner(options.runner.workspace) : options.git;
    if (git) {
        const local = await gitSource(git, pr.baseSha, pr.readSha);
        if (local)
            return local;
    }
    const client = api();
    return client ? apiSource(client, pr.number) : null;
}
function commentContext(options, pr) {
    const { runner } = options;
    const serverUrl = runner.serverUrl;
    const repository = `${pr.owner}/${pr.repo}`;
    return {
        marker: markerFor({ workflow: runner.workflow, job: runner.job, key: options.config.commentKey }),
        verdictLine: options.verdictLine,
        baseSha: pr.baseSha,
        headSha: pr.headSha,
        mergeSha: pr.readSha !== pr.headSha ? pr.readSha : null,
        producedAt: options.now ?? new Date(),
        version: version/* VERSION */.x,
        serverUrl,
        repository,
        runUrl: runner.runId ? `${serverUrl}/${repository}/actions/runs/${runner.runId}` : null,
    };
}


/***/ })

};
