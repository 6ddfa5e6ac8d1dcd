export const id = 775;
export const ids = [775,156];
export const modules = {

/***/ 1518:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KI: () => (/* binding */ keepMarked),
/* harmony export */   QV: () => (/* binding */ sameText),
/* harmony export */   df: () => (/* binding */ ownMarked)
/* harmony export */ });
/* unused harmony exports writtenBy, opensWith */
// "Find our marked text, then create or update it": one rule for every host (a GitHub PR
// comment, the dashboard issue, review comments, a GitLab merge request note). The host gives a
// small store; the rule (marker opens the body, the author is the token's identity, the oldest
// wins, no write when nothing changed) lives here once.
/**
 * Whether `text` was written by the viewer: a known login by that login (case-insensitively, as
 * hosts compare logins); an app installation (GET /user refused) by a bot account ending in
 * `[bot]`, never by a person, whatever the person wrote.
 */
function writtenBy(text, viewer) {
    if ('login' in viewer)
        return text.author.toLowerCase() === viewer.login.toLowerCase();
    return text.authorIsBot === true && text.author.endsWith('[bot]');
}
/** Whether `body` opens with `marker` (a quote of it elsewhere does not start with it). */
const opensWith = (body, marker) => body.trimStart().startsWith(marker);
/** The viewer's own texts that open with `marker`: open ones first, each part oldest first. */
function ownMarked(texts, marker, viewer) {
    return texts
        .filter((t) => opensWith(t.body, marker) && writtenBy(t, viewer))
        .sort((a, b) => Number(a.closed === true) - Number(b.closed === true) || a.order - b.order);
}
/** A body as hosts give it back (line ends, trailing space), for telling whether an edit changes anything. */
const sameText = (a, b, normalize = (s) => s) => {
    const plain = (s) => normalize(s.replace(/\r\n/g, '\n')).trimEnd();
    return plain(a) === plain(b);
};
/**
 * Makes the viewer's oldest text opening with `marker` (an open one before a closed one) say `body`: created when there is none
 * (unless `create` is false), updated when the text differs (by `normalize`, e.g. a production
 * time left out), left alone otherwise.
 */
async function keepMarked(store, options) {
    const { marker, viewer, body, create = true, normalize } = options;
    if (!opensWith(body, marker))
        throw new Error('the body to keep does not open with its marker');
    const existing = ownMarked(await store.list(), marker, viewer)[0];
    if (!existing) {
        if (!create)
            return { action: 'none', id: null };
        return { action: 'created', id: await store.create(body) };
    }
    if (sameText(existing.body, body, normalize))
        return { action: 'unchanged', id: existing.id };
    await store.update(existing.id, body);
    return { action: 'updated', id: existing.id };
}


/***/ }),

/***/ 6775:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  reportOnMergeRequest: () => (/* binding */ reportOnMergeRequest)
});

// UNUSED EXPORTS: GITLAB_TOKEN_ENV, GITLAB_TOKEN_NEEDS

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/host/keep-marked.ts
var keep_marked = __webpack_require__(1518);
// EXTERNAL MODULE: ./src/gitlab/client.ts
var gitlab_client = __webpack_require__(696);
;// CONCATENATED MODULE: ./src/gitlab/discussions.ts
// A merge request's diff discussions kept in step with the texts a run wants on its lines: ours
// are found again by the marker and author rule of host/keep-marked.ts (anyone can write the
// marker; such a discussion is never touched), so a re-run repeats none and deletes those whose
// line was fixed, left the diff, or now says something else.


const placeOf = (path, line) => `${path ?? ''}\0${line ?? ''}`;
/** The first note of each discussion as a marked text (a reply is never ours to keep). */
function openingNotes(discussions) {
    return discussions.flatMap((d) => {
        const first = d.notes[0];
        if (!first || first.system)
            return [];
        const at = first.position;
        const id = { discussionId: d.id, noteId: first.id, path: at?.new_path ?? null, line: at?.new_line ?? null };
        return [{ id, body: first.body, author: first.author.username, authorIsBot: first.author.bot, order: first.id }];
    });
}
/**
 * Makes merge request `iid`'s diff discussions that open with `marker` and were written by
 * `viewer` say exactly `wanted`: one left alone when its line and text are the same, the rest
 * deleted, the missing ones created at `refs` (the merge request's diff_refs).
 */
async function syncDiffDiscussions(client, iid, { marker, viewer, wanted, refs }) {
    const sync = { created: 0, unchanged: 0, deleted: 0, refused: 0 };
    const ours = (0,keep_marked/* ownMarked */.df)(openingNotes(await client.discussions(iid)), marker, viewer);
    const toCreate = [];
    for (const text of wanted) {
        const same = ours.findIndex((n) => placeOf(n.id.path, n.id.line) === placeOf(text.path, text.line) && (0,keep_marked/* sameText */.QV)(n.body, text.body));
        if (same < 0)
            toCreate.push(text);
        else {
            ours.splice(same, 1);
            sync.unchanged++;
        }
    }
    // What is left of ours: its line was fixed, left the diff, says something else, or is a copy.
    for (const stale of ours) {
        await client.deleteDiscussionNote(iid, stale.id.discussionId, stale.id.noteId);
        sync.deleted++;
    }
    for (const text of toCreate) {
        try {
            await client.createDiffDiscussion(iid, text.body, { path: text.path, line: text.line, refs });
            sync.created++;
        }
        catch (error) {
            if (!(0,gitlab_client/* answered */.oQ)(error, 400))
                throw error;
            sync.refused++;
        }
    }
    return sync;
}

;// CONCATENATED MODULE: ./src/gitlab/note-store.ts
// A merge request's notes as a store of marked texts (host/keep-marked.ts): the one rule that
// finds our note again (marker and author) and writes only when the text changes is keepMarked's.
/** The notes of merge request `iid`; GitLab's own system notes ("added 1 commit") are left out. */
function noteStore(client, iid) {
    return {
        async list() {
            const notes = await client.notes(iid);
            return notes
                .filter((n) => !n.system)
                .map((n) => ({ id: n.id, body: n.body, author: n.author.username, authorIsBot: n.author.bot, order: n.id }));
        },
        create: async (body) => (await client.createNote(iid, body)).id,
        update: async (id, body) => {
            await client.updateNote(iid, id, body);
        },
    };
}

// EXTERNAL MODULE: ./src/refs/discover.ts + 2 modules
var discover = __webpack_require__(6850);
// EXTERNAL MODULE: ./src/report/policy-plan.ts
var policy_plan = __webpack_require__(8724);
// EXTERNAL MODULE: ./src/secrets.ts
var secrets = __webpack_require__(7194);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
// EXTERNAL MODULE: ./src/check/targets.ts
var targets = __webpack_require__(2578);
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

// EXTERNAL MODULE: ./src/check/vulnerabilities.ts
var check_vulnerabilities = __webpack_require__(3622);
// EXTERNAL MODULE: ./src/report/format.ts + 1 modules
var format = __webpack_require__(646);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(8992);
;// CONCATENATED MODULE: ./src/pr/comment.ts




const MAX_LOCATIONS_IN_ROW = 5;
const MAX_BUILDS_LISTED = 30;
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
// References, tags and digests as code, escaped like every text from outside (report/format.ts).
const code = format/* codeText */.ph;
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
    const text = (0,format/* escapeText */.X1)(`${location.file}:${location.line}`);
    return `[${text}](${ctx.serverUrl}/${ctx.repository}/blob/${commit}/${(0,format/* encodeLinkPath */.Er)(location.file)}#L${location.line})`;
}
function whereCell(ctx, row) {
    const commit = row.kind === 'removed' ? ctx.baseSha : (ctx.mergeSha ?? ctx.headSha);
    const shown = row.locations.slice(0, MAX_LOCATIONS_IN_ROW).map((l) => fileLink(ctx, commit, l));
    const more = row.locations.length - shown.length;
    return shown.join('<br>') + (more > 0 ? `<br>and ${more} more` : '');
}
function standing(state, pinned) {
    if (pinned && state.pullable !== undefined && state.buildsBehind != null)
        return cooledStanding(state);
    if (pinned) {
        if (state.buildsBehind === 0)
            return 'newest build of the tag';
        if (state.buildsBehind != null)
            return `${(0,src_text/* plural */.LS)(state.buildsBehind, 'build')} behind the tag's newest (${day(state.newest?.time ?? null)})`;
        if (state.pinnedUnknown)
            return '**not a build of this tag**';
        return '';
    }
    return state.newest ? `tag's newest build: ${day(state.newest.time)}` : '';
}
/** A placed pin under min-age: measured against the newest build old enough to pull, as the check does. */
function cooledStanding(state) {
    const pullable = state.pullable;
    // Newer than every build old enough to pull: the registry's cooldown refuses it until it ages.
    if (pullable === null || pullable === undefined)
        return `\u26a0\ufe0f **inside the registry's cooldown** (min-age): built ${day(state.pinnedTime)}, it cannot be pulled yet`;
    if (state.buildsBehind === 0)
        return pullable.digest === state.newest?.digest ? 'newest build of the tag' : 'newest pullable build of the tag';
    return `${(0,src_text/* plural */.LS)(state.buildsBehind, 'build')} behind the tag's newest pullable (${day(pullable.time)})`;
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
        ? `**${(0,src_text/* plural */.LS)(step.steps, 'build')} newer** (${dates})`
        : `**${(0,src_text/* plural */.LS)(-step.steps, 'build')} older**: goes back (${dates})`;
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
            parts.push(`\u26a0\ufe0f ${(0,format/* foreignText */.qk)(state.error)}`);
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
            .map((l) => (0,format/* escapeText */.X1)(`${l.file}:${l.line}`))
            .slice(0, MAX_LOCATIONS_IN_ROW)
            .join(', ');
        // What to move to instead: the maintained tag of the same variant.
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
/** What the host calls the change under review: a pull request (GitHub), a merge request (GitLab). */
const changeWord = (ctx) => ctx.host?.change ?? 'pull request';
function advisoryLines(facts, ctx) {
    if (facts.advisories.length === 0)
        return [];
    const items = facts.advisories.map((a) => a.count == null
        ? `${code(`${a.org}/${a.image}`)} could not be checked (${(0,format/* foreignText */.qk)(a.error ?? 'unknown error', 120)})`
        : `${code(`${a.org}/${a.image}`)} ${a.count}`);
    return [`**Advisories** listed for the images this ${changeWord(ctx)} touches: ${items.join(' \u00b7 ')}`, ''];
}
/** Per change of digest: the vulnerabilities the new digest fixes and those it introduces. */
function vulnerabilityLines(rows) {
    const items = [];
    const ids = (list) => list.length === 0
        ? 'none'
        : `${(0,check_vulnerabilities/* severityCounts */.ur)(list)} (${list
            .slice(0, MAX_IDS)
            .map((v) => (0,format/* escapeText */.X1)(v.id))
            .join(', ')}${list.length > MAX_IDS ? `, and ${list.length - MAX_IDS} more` : ''})`;
    for (const row of rows) {
        const move = moveLine(row, ids);
        if (move)
            items.push(move);
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
/** For a new pin behind its tag: what moving it to the build the check moves it to fixes and introduces. */
function moveLine(row, ids) {
    if (!row.move || !row.after)
        return null;
    const where = row.afterState?.pullable ? 'the newest pullable build' : 'the newest build';
    const what = `${code(`${row.org}/${row.image}`)} ${code(shortRef(row.after))} \u2192 ${where} ${code((0,format/* shortDigest */.VK)(row.move.to))}`;
    const v = row.move.change;
    return v === null
        ? `- ${what}: not known (the platform has no vulnerability report of one of the digests)`
        : `- ${what}: fixes ${ids(v.fixed)}; introduces ${ids(v.introduced)}`;
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
        const lines = [`**${(0,format/* escapeText */.X1)(name)}** (${(0,format/* escapeText */.X1)(where)})`];
        if (row.before?.digest)
            lines.push(`- before: ${code(row.before.ref)}${row.step?.fromTime ? `, built ${row.step.fromTime}` : ''}`);
        else if (row.before)
            lines.push(`- before: ${code(row.before.ref)}`);
        if (row.after) {
            const built = row.afterState?.pinnedTime ? `, built ${row.afterState.pinnedTime}` : '';
            lines.push(`- after: ${code(row.after.ref)}${built}`);
            const newest = row.afterState?.newest;
            const pullable = row.afterState?.pullable;
            if (newest && newest.digest !== row.after.digest)
                lines.push(`- newest build of ${code(judgedTag(row.after, row.afterState))}: ${code(newest.digest)}, ${newest.time}${pullable && pullable.digest !== newest.digest ? " (inside the registry's cooldown, min-age)" : ''}`);
            if (pullable && newest && pullable.digest !== newest.digest && pullable.digest !== row.after.digest)
                lines.push(`- newest pullable build of ${code(judgedTag(row.after, row.afterState))} (at least min-age old): ${code(pullable.digest)}, ${pullable.time}`);
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
    return `### image-check: ${(0,src_text/* plural */.LS)(total, 'image reference')} changed`;
}
function truncationNote(ctx, shown, total) {
    const report = ctx.host?.report ?? 'job summary';
    const where = ctx.runUrl ? `the [${report}](${ctx.runUrl})` : `the ${report}`;
    return [
        '> [!NOTE]',
        `> This comment shows ${shown} of ${total} changes: ${ctx.host?.name ?? 'GitHub'} limits a comment to ${(ctx.host?.bodyLimit ?? format/* GITHUB_BODY_LIMIT */.nY).toLocaleString('en-US')} characters. Every change is in ${where} of this run.`,
        '',
    ];
}
function suggestionLines(ctx) {
    const s = ctx.suggestions;
    if (!s || (s.shown === 0 && s.leftOut === 0))
        return [];
    const on = `${(0,src_text/* plural */.LS)(s.shown, 'suggested change')} ${s.shown === 1 ? 'is' : 'are'} on the lines of this ${changeWord(ctx)} (one click commits each).`;
    const more = s.leftOut > 0
        ? ` ${(0,src_text/* plural */.LS)(s.leftOut, 'more line')} with a fix ${s.leftOut === 1 ? 'has' : 'have'} none: a run writes at most ${s.shown}; \`update: all\` rewrites them all.`
        : '';
    return [`${on}${more}`, ''];
}
function compose(facts, ctx, shown) {
    const rows = facts.changes.slice(0, shown);
    const total = facts.changes.length;
    return [
        ctx.marker,
        heading(total),
        '',
        ...highlights(facts.changes),
        `**Verdict:** ${(0,format/* escapeText */.X1)(ctx.verdictLine)}`,
        '',
        ...(ctx.policies
            ? (0,policy_plan/* renderPolicyPlan */.Iv)(ctx.policies, {
                code,
                place: (l) => code((0,format/* formatLocation */.j$)(l)),
                text: format/* escapeText */.X1,
                heading: "**The registry's pull-time policies**",
                maxEntries: 10,
            })
            : []),
        ...suggestionLines(ctx),
        ...table(ctx, rows),
        ...(shown < total ? truncationNote(ctx, shown, total) : []),
        ...advisoryLines(facts, ctx),
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
function renderComment(facts, ctx, limit = ctx.host?.bodyLimit ?? format/* GITHUB_BODY_LIMIT */.nY) {
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
        body = (0,src_text/* unitPrefix */.lz)(body, limit - tail.length) + tail;
        body = (0,src_text/* unitPrefix */.lz)(body, limit);
    }
    return { body, omitted: total - lo, total };
}
/** The text that replaces an earlier comment once the pull request changes no image. */
function renderNoChanges(ctx) {
    return [
        ctx.marker,
        '### image-check: no image changes',
        '',
        `This ${changeWord(ctx)} changes no image reference in the files the \`files\` input selects.`,
        '',
        `**Verdict:** ${(0,format/* escapeText */.X1)(ctx.verdictLine)}`,
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

// EXTERNAL MODULE: ./node_modules/diff/libesm/patch/parse.js
var parse = __webpack_require__(3857);
;// CONCATENATED MODULE: ./src/pr/diff-hunks.ts
// Which lines of a pull request's file a review comment may sit on, from the `patch` GitHub
// gives with each file (its hunks, no file header). Pure. The hunks are read by jsdiff's
// parsePatch; what is ours is the walk that numbers the new side's lines.

const NO_DIFF_LINES = { added: new Set(), inDiff: new Set() };
/**
 * Numbers the new side of `patch`. A missing patch (GitHub leaves it out for binary files and
 * very large diffs) or one that does not parse gives no lines: nothing is commented there.
 */
function diffLines(patch) {
    if (!patch)
        return NO_DIFF_LINES;
    let parsed;
    try {
        parsed = (0,parse/* parsePatch */.i)(patch);
    }
    catch {
        return NO_DIFF_LINES;
    }
    const added = new Set();
    const inDiff = new Set();
    for (const hunk of parsed.flatMap((p) => p.hunks)) {
        let line = hunk.newStart;
        for (const text of hunk.lines) {
            const kind = text[0];
            if (kind === '+') {
                added.add(line);
                inDiff.add(line++);
            }
            else if (kind === ' ')
                inDiff.add(line++);
            // '-' lines are the old side's; '\' is "No newline at end of file".
        }
    }
    return { added, inDiff };
}

// EXTERNAL MODULE: ./src/check/assess.ts
var assess = __webpack_require__(8956);
// EXTERNAL MODULE: ./src/settle.ts
var settle = __webpack_require__(6964);
// EXTERNAL MODULE: ./src/check/engine.ts + 1 modules
var engine = __webpack_require__(4784);
// EXTERNAL MODULE: ./src/check/suggest.ts
var suggest = __webpack_require__(8138);
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

// EXTERNAL MODULE: ./src/pr/sources.ts
var sources = __webpack_require__(156);
// EXTERNAL MODULE: ./src/update/plan.ts
var update_plan = __webpack_require__(4774);
// EXTERNAL MODULE: ./src/update/rewrite.ts
var rewrite = __webpack_require__(981);
;// CONCATENATED MODULE: ./src/pr/suggestions.ts
// Suggested changes on a pull request's lines: which lines get one, and the review comment's
// text. Pure. The rewritten line is `update`'s (update/plan.ts decides, update/rewrite.ts
// rewrites), applied to the line as the head commit has it, so one click yields exactly what
// `update` would write there.




/** At most this many suggested changes are on the lines in one run; the rest are counted. */
const MAX_SUGGESTIONS = 20;
// A line holding another control character (a lone CR, an escape) is not suggested: GitHub
// would read it as more than one line, or show what the author cannot see.
const CONTROL = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029]/;
/** Results whose finding has a fix: an end-of-life tag with a tag to move to, a stale pin. */
function fixable(r) {
    if (r.ignored)
        return false;
    return (r.deprecated && Boolean(r.suggestion)) || r.status === 'stale';
}
/** The lines `update` would rewrite in `files`, restricted to lines the pull request adds or changes. */
function planSuggestions(results, files) {
    const wanted = results.filter(fixable);
    const plan = (0,update_plan/* planUpdates */.C)(wanted.map((r) => ({ ...r, suggestion: r.suggestion ?? null, fixes: (0,check_vulnerabilities/* fixLine */.S$)(r) })), 'all');
    const byResult = new Map(wanted.map((r) => [r.ref, r]));
    const edits = new Map();
    for (const edit of plan.edits) {
        // A pin is suggested only when it is a finding (stale), not for every build behind.
        if (edit.kind === 'pin' && byResult.get(edit.from)?.status !== 'stale')
            continue;
        const key = `${edit.file}\0${edit.line}`;
        edits.set(key, [...(edits.get(key) ?? []), edit]);
    }
    const out = [];
    for (const file of files) {
        const lines = file.text.split('\n').map((l) => l.replace(/\r$/, ''));
        for (const line of [...file.lines.added].sort((a, b) => a - b)) {
            const here = edits.get(`${file.path}\0${line}`);
            const original = lines[line - 1];
            if (!here || original === undefined || CONTROL.test(original))
                continue;
            const rewritten = (0,rewrite/* applyEdits */.c)(original, here.map((e) => ({ ...e, line: 1 })));
            if (rewritten.applied.length === 0 || rewritten.text === original)
                continue;
            const kind = rewritten.applied.some((e) => e.kind === 'eol') ? 'eol' : 'pin';
            const why = rewritten.applied.map((e) => whyOf(e, byResult.get(e.from))).join(' ');
            out.push({ path: file.path, line, original, rewritten: rewritten.text, kind, why });
        }
    }
    // Worst first: end-of-life tags, then stale pins; then by place.
    return out.sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'eol' ? -1 : 1) ||
        (a.path < b.path ? -1 : a.path > b.path ? 1 : 0) ||
        a.line - b.line);
}
function whyOf(edit, result) {
    if (edit.kind === 'eol')
        return `${(0,format/* codeText */.ph)(edit.from)} is an end-of-life tag (no more builds or security fixes); ${(0,format/* codeText */.ph)(edit.to)} is the maintained tag of the same variant.`;
    const behind = result?.buildsBehind
        ? ` is ${result.buildsBehind} build${result.buildsBehind === 1 ? '' : 's'} behind`
        : ' is behind';
    const pin = result?.pinnedDigest ? (0,format/* codeText */.ph)((0,format/* shortDigest */.VK)(result.pinnedDigest)) : 'The pinned digest';
    const fixes = edit.fixes ? ` ${(0,format/* escapeText */.X1)(edit.fixes.replace(/^./, (c) => c.toUpperCase()))}.` : '';
    return `${pin}${behind} its tag ${(0,format/* codeText */.ph)(result?.tag ?? edit.from)}: this moves the pin to the current build.${fixes}`;
}
/** The hidden marker that opens each suggestion comment of one workflow + job + comment-key. */
function suggestionMarker(commentMarker) {
    return commentMarker.replace('image-check:pr-comment', 'image-check:suggestion');
}
/**
 * The review comment: the marker, the why, and a ```suggestion block holding the rewritten
 * line (`info` is the block's word: GitLab's `suggestion:-0+0` replaces just that line). The
 * fence is longer than any run of backticks in the line, so no text of the line can close it;
 * the line holds no line break (planSuggestions refuses control characters).
 */
function renderSuggestion(change, marker, info = 'suggestion') {
    const longest = Math.max(0, ...[...change.rewritten.matchAll(/`+/g)].map((m) => m[0].length));
    const fence = '`'.repeat(Math.max(3, longest + 1));
    return `${marker}\n${change.why}\n\n${fence}${info}\n${change.rewritten}\n${fence}\n`;
}

;// CONCATENATED MODULE: ./src/pr/merge-request.ts
// A GitLab merge request pipeline's note and suggestions: the same changes, facts and comment
// as a pull request's (changes.ts, facts.ts, comment.ts), the same suggested lines
// (suggestions.ts), kept on the merge request through the GitLab client (gitlab/). Never throws:
// a refusal is one notice naming what the token lacks, any other failure a warning.















/** The variable the note's token is read from, named in every notice about it. */
const GITLAB_TOKEN_ENV = 'IMAGE_CHECK_GITLAB_TOKEN';
/** What the token needs, said wherever it is missing or refused. */
const GITLAB_TOKEN_NEEDS = 'a project or group access token with the api scope and at least the Reporter role (the job token cannot write notes)';
const outcome = (status, reason) => ({
    status,
    reason,
    note: null,
    noteId: null,
    suggestions: null,
});
/** The merge request's note and suggestions (`--comment`, `--suggest`); see the module's comment. */
async function reportOnMergeRequest(options) {
    const { config, client, log } = options;
    if (config.comment === 'never' && config.suggest === 'never')
        return outcome('skipped', 'comment and suggest are never');
    if (!client) {
        log.notice(`No merge request note or suggestions were written: set ${GITLAB_TOKEN_ENV} (or GITLAB_TOKEN) to ${GITLAB_TOKEN_NEEDS}.`);
        return outcome('no-token', `${GITLAB_TOKEN_ENV} is not set`);
    }
    try {
        return await writeAll(options, client);
    }
    catch (error) {
        const refusal = refusalOf(error);
        if (refusal) {
            log.notice(`No merge request note or suggestions were written: ${refusal}.`);
            return outcome('refused', refusal);
        }
        const message = (0,secrets/* safeText */.Hk)((0,errors/* messageOf */.bD)(error));
        log.warning(`Merge request note not updated: ${message}`);
        return outcome('failed', message);
    }
}
/** GitLab's refusals, each with the access it asks for; null for any other failure. */
function refusalOf(error) {
    const detail = (0,secrets/* safeText */.Hk)((0,errors/* messageOf */.bD)(error));
    if ((0,gitlab_client/* answered */.oQ)(error, 401))
        return `GitLab refused ${GITLAB_TOKEN_ENV} (HTTP 401: ${detail}); it must be ${GITLAB_TOKEN_NEEDS}, not expired or revoked`;
    if ((0,gitlab_client/* answered */.oQ)(error, 403))
        return `the token may not write on this merge request (HTTP 403: ${detail}); give it at least the Reporter role on the project and the api scope`;
    // GitLab answers 404 for a project or merge request the token may not see.
    if ((0,gitlab_client/* answered */.oQ)(error, 404))
        return `the token cannot see this merge request (HTTP 404: ${detail}); give it at least the Reporter role on the project`;
    return null;
}
async function writeAll(options, client) {
    const { config, place, log } = options;
    const [user, request, diffs] = await Promise.all([
        client.user(),
        client.mergeRequest(place.iid),
        client.diffs(place.iid),
    ]);
    const viewer = { login: user.username };
    const baseSha = place.baseSha || request.diff_refs?.base_sha || '';
    const headSha = place.headSha || request.diff_refs?.head_sha || '';
    const source = await sourceOf(options, client, diffs, baseSha, headSha);
    const marker = markerFor({ workflow: place.configPath, job: place.job, key: '' });
    const suggestions = config.suggest === 'never'
        ? null
        : await keepSuggestions(options, client, { request, diffs, source, marker, viewer, headSha });
    const shown = suggestions ? suggestions.created + suggestions.unchanged : 0;
    const ctx = noteContext(options, { marker, baseSha, headSha }, suggestions && { shown, leftOut: suggestions.leftOut });
    if (config.comment === 'never')
        return { ...outcome('written', 'suggestions kept'), suggestions };
    const kept = await keepNote(options, client, { source, ctx, viewer, baseSha, headSha });
    log.info(`Merge request note ${kept.action}${kept.id ? ` (id ${kept.id})` : ''}.`);
    return { ...outcome('written', `note ${kept.action}`), note: kept.action, noteId: kept.id, suggestions };
}
/** One suggestion on each added line with a fix, at the merge request's diff_refs; null before GitLab has a diff. */
async function keepSuggestions(options, client, at) {
    const { place, log } = options;
    const refs = at.request.diff_refs;
    if (refs === null) {
        log.info('No suggestions: GitLab has not computed the merge request diff yet.');
        return null;
    }
    const found = planSuggestions(options.results, await headFiles(options.results, at.diffs, at.source, at.headSha));
    const shown = found.slice(0, MAX_SUGGESTIONS);
    const marker = suggestionMarker(at.marker);
    const wanted = shown.map((c) => ({ ...c, body: renderSuggestion(c, marker, 'suggestion:-0+0') }));
    const sync = await syncDiffDiscussions(client, place.iid, { marker, viewer: at.viewer, wanted, refs });
    const leftOut = found.length - shown.length;
    log.info(`Suggestions on merge request !${place.iid}: ${found.length} found, ${sync.created} written, ${sync.unchanged} unchanged, ${sync.deleted} deleted${leftOut > 0 ? `, ${leftOut} left out (at most ${MAX_SUGGESTIONS} a run)` : ''}${sync.refused > 0 ? `, ${sync.refused} refused by GitLab (the line is no longer in the diff)` : ''}.`);
    return { ...sync, found: found.length, leftOut };
}
/** The one note: every image change with its facts, or (when an earlier note exists) that there is none. */
async function keepNote(options, client, { source, ctx, viewer, baseSha, headSha, }) {
    const { config, place } = options;
    const versions = await (0,sources/* collectVersions */._M)(source, {
        baseSha,
        headSha,
        globs: config.files,
        concurrency: config.concurrency,
    });
    const changes = diffFiles(versions, config.registry, config.registryMap ?? []);
    options.log.info(`Merge request !${place.iid}: ${changes.length} image reference changes in ${versions.length} matching files.`);
    const store = noteStore(client, place.iid);
    const keep = { marker: ctx.marker, viewer, normalize: comparable };
    if (changes.length === 0)
        return (0,keep_marked/* keepMarked */.KI)(store, { ...keep, body: renderNoChanges(ctx), create: false });
    const now = options.now ?? new Date();
    // The moves the registry's policies decided in the check, so the note advises the same build.
    const policyMoves = (0,policy_plan/* policyMovesOf */.Qc)(options.results);
    const facts = await factsAsChecked(groupChanges(changes), options.lookups, { ...config, now, policyMoves });
    return (0,keep_marked/* keepMarked */.KI)(store, { ...keep, body: renderComment(facts, ctx).body });
}
function noteContext(options, { marker, baseSha, headSha }, suggestions) {
    const { place } = options;
    return {
        marker,
        verdictLine: options.verdictLine,
        baseSha,
        headSha,
        mergeSha: null,
        producedAt: options.now ?? new Date(),
        version: version/* VERSION */.x,
        serverUrl: place.serverUrl,
        // GitLab's project pages sit under `<path>/-/` (`/-/blob/<sha>/<file>`, `/-/commit/<sha>`).
        repository: `${place.projectPath}/-`,
        runUrl: place.pipelineUrl || null,
        suggestions,
        policies: (0,policy_plan/* policyPlan */.s5)(options.results),
        host: { name: 'GitLab', bodyLimit: gitlab_client/* GITLAB_NOTE_LIMIT */.v_, change: 'merge request', report: 'pipeline' },
    };
}
/** Both sides' files: the checkout when it holds both commits, else GitLab's diffs and raw files. */
async function sourceOf(options, client, diffs, baseSha, headSha) {
    const local = options.git ? await (0,sources/* gitSource */.Ym)(options.git, baseSha, headSha) : null;
    if (local)
        return local;
    return {
        kind: 'api',
        changedFiles: () => Promise.resolve(diffs.map((d) => ({
            file: d.new_path,
            previous: d.renamed_file ? d.old_path : null,
            status: d.new_file ? 'added' : d.deleted_file ? 'removed' : d.renamed_file ? 'renamed' : 'modified',
        }))),
        read: (commit, path) => client.rawFile(path, commit, discover.MAX_FILE_BYTES),
    };
}
/** The merge request's files that hold a fixable reference on a line it adds, at the head commit. */
async function headFiles(results, diffs, source, headSha) {
    const fixableFiles = new Set(results.filter(fixable).flatMap((r) => r.locations.map((l) => l.file)));
    const files = [];
    for (const d of diffs) {
        if (d.deleted_file || !fixableFiles.has(d.new_path))
            continue;
        const lines = diffLines(d.diff);
        if (lines.added.size === 0)
            continue;
        const text = await source.read(headSha, d.new_path);
        if (text !== null)
            files.push({ path: d.new_path, text, lines });
    }
    return files;
}


/***/ }),

/***/ 156:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ym: () => (/* binding */ gitSource),
/* harmony export */   _M: () => (/* binding */ collectVersions),
/* harmony export */   gitRunner: () => (/* binding */ gitRunner)
/* harmony export */ });
/* unused harmony exports apiSource, parseNameStatus, isScannableEntry */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var p_queue__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9052);
/* harmony import */ var _refs_discover__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6850);



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
        (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)('git', ['-c', `safe.directory=${workspace}`, '-C', workspace, ...args], 
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
    return entry !== null && (entry[1] === '100644' || entry[1] === '100755') && Number(entry[2]) <= _refs_discover__WEBPACK_IMPORTED_MODULE_1__.MAX_FILE_BYTES;
}
/** Both sides of every changed file the `files` globs select, read from `source`. */
async function collectVersions(source, { baseSha, headSha, globs, concurrency = 8 }) {
    const changed = await source.changedFiles();
    const wanted = changed
        .map((c) => {
        const baseFile = c.previous ?? c.file;
        const baseCounts = c.status !== 'added' && (0,_refs_discover__WEBPACK_IMPORTED_MODULE_1__.matchesFiles)(baseFile, globs);
        const headCounts = c.status !== 'removed' && (0,_refs_discover__WEBPACK_IMPORTED_MODULE_1__.matchesFiles)(c.file, globs);
        return { ...c, baseFile, baseCounts, headCounts };
    })
        .filter((c) => c.baseCounts || c.headCounts);
    const queue = new p_queue__WEBPACK_IMPORTED_MODULE_2__/* ["default"] */ .Ay({ concurrency: Math.max(1, concurrency) });
    const read = async (c) => {
        const [base, head] = await Promise.all([
            c.baseCounts ? source.read(baseSha, c.baseFile) : Promise.resolve(null),
            c.headCounts ? source.read(headSha, c.file) : Promise.resolve(null),
        ]);
        return { file: c.file, baseFile: c.baseFile, base, head };
    };
    return Promise.all(wanted.map((c) => queue.add(() => read(c))));
}


/***/ })

};
