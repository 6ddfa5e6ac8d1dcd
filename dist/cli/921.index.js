export const id = 921;
export const ids = [921,674];
export const modules = {

/***/ 3921:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  reportOnMergeRequest: () => (/* binding */ reportOnMergeRequest)
});

// UNUSED EXPORTS: GITLAB_TOKEN_ENV, GITLAB_TOKEN_NEEDS

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/check/judge/vulnerabilities.ts
var judge_vulnerabilities = __webpack_require__(2598);
// EXTERNAL MODULE: ./src/model.ts
var model = __webpack_require__(182);
// EXTERNAL MODULE: ./src/report/format.ts + 1 modules
var format = __webpack_require__(646);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(8992);
// EXTERNAL MODULE: ./src/findings/index.ts + 5 modules
var findings = __webpack_require__(5973);
// EXTERNAL MODULE: ./src/provenance/change-line.ts
var change_line = __webpack_require__(5678);
// EXTERNAL MODULE: ./src/report/change-text.ts
var change_text = __webpack_require__(7438);
// EXTERNAL MODULE: ./src/report/policy-plan.ts
var policy_plan = __webpack_require__(8724);
;// CONCATENATED MODULE: ./src/review/comment.ts








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
    return `[${text}](${ctx.links.fileLine(commit, location)})`;
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
    const moveTo = (0,findings/* moveTargetName */.e5)({ signed: state.movedToSigned === true, pullable: true });
    if (state.buildsBehind === 0)
        return pullable.digest === state.newest?.digest ? 'newest build of the tag' : `${moveTo} of the tag`;
    if (state.movedToSigned)
        return `${(0,src_text/* plural */.LS)(state.buildsBehind, 'build')} behind the tag's newest (${day(state.newest?.time ?? null)}); its ${moveTo}: ${day(pullable.time)}`;
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
    const accepted = state?.accepted?.kinds.includes('eol') ? ' (accepted)' : '';
    return code(shortRef(side)) + (state?.deprecated ? ` **end-of-life**${accepted}` : '');
}
// ---- sections -----------------------------------------------------------------------------
/** The end-of-life tags the change brings in: each a finding, or accepted by the policy file (said so). */
function highlights(rows) {
    const caution = [];
    const accepted = [];
    for (const row of rows) {
        const unsigned = unsignedOf(row);
        if (unsigned)
            caution.push(unsigned);
        const line = highlightOf(row);
        if (!line)
            continue;
        const ignored = row.afterState?.accepted;
        if (ignored?.kinds.includes('eol'))
            accepted.push(`${line} Accepted ${(0,format/* escapeText */.X1)((0,model/* acceptedUntil */.i4)(ignored))}: ${(0,format/* escapeText */.X1)(ignored.reason)}`);
        else
            caution.push(line);
    }
    const box = (kind, lines) => lines.length === 0
        ? []
        : [`> [!${kind}]`, ...lines.map((l, i) => `> ${l}${i < lines.length - 1 ? '<br>' : ''}`), ''];
    return [...box('CAUTION', caution), ...box('NOTE', accepted)];
}
/** Where a change is, as the highlights name it: its first places. */
const placesOf = (row) => row.locations
    .map((l) => (0,format/* escapeText */.X1)(`${l.file}:${l.line}`))
    .slice(0, MAX_LOCATIONS_IN_ROW)
    .join(', ');
/** A head-side digest that is not the vendor's signed build, or whose signature could not be checked. */
function unsignedOf(row) {
    const state = row.afterState;
    if (!row.after || !state)
        return null;
    const where = placesOf(row);
    if (state.signatureError)
        return `**Signature could not be checked:** ${code(row.after.ref)} (${where}): ${(0,format/* foreignText */.qk)(state.signatureError)}`;
    const s = state.signature;
    if (!s || s.verified)
        return null;
    return `**Not signed by the vendor:** ${code(row.after.ref)} (${where}): ${code((0,format/* shortDigest */.VK)(s.digest))} ${(0,format/* foreignText */.qk)(s.reason ?? 'no signature verifies')}.`;
}
function highlightOf(row) {
    if (!row.after || !row.afterState?.deprecated)
        return null;
    const where = placesOf(row);
    // What to move to instead: the check's move.
    const instead = row.afterState.suggestedTag ? ` Move to ${code(row.afterState.suggestedTag)} instead.` : '';
    if (row.kind === 'added')
        return `**New reference to an end-of-life tag:** ${code(row.after.ref)} (${where}).${instead}`;
    if (row.kind !== 'tag')
        return null;
    const moves = row.beforeState?.deprecated ? 'Moves between end-of-life tags' : 'Moves to an end-of-life tag';
    return `**${moves}:** ${code(`${row.org}/${row.image}`)} from ${code(judgedTag(row.before, row.beforeState))} to ${code(judgedTag(row.after, row.afterState))} (${where}).${instead}`;
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
        : `${(0,judge_vulnerabilities/* severityCounts */.ur)(list)} (${list
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
/** Under each changed digest, what it carries: the one line (the upgrades that fix a vulnerability first), the whole list folded, or why none. */
function packageLines(rows) {
    const items = [];
    for (const row of rows) {
        if (!row.packages || !row.before || !row.after)
            continue;
        const what = `${code(`${row.org}/${row.image}`)} ${code(shortRef(row.before))} \u2192 ${code(shortRef(row.after))}`;
        const { changes, gap, fixes } = row.packages;
        if (!changes) {
            if (gap)
                items.push(`- ${what}: ${(0,change_line/* gapLine */.Bc)(gap, change_text/* MARKDOWN_MARKUP */.jx)}`);
            continue;
        }
        items.push(`- ${what}: ${(0,change_line/* changeLine */.vK)(changes, fixes, change_text/* MARKDOWN_MARKUP */.jx)}`);
        items.push(...(0,change_line/* changeList */.Fs)(changes, fixes, change_text/* MARKDOWN_MARKUP */.jx, 40).map((l) => `  ${l}`));
    }
    return items.length === 0 ? [] : ['**Packages** the changed digests carry:', '', ...items, ''];
}
/** For a new pin behind its tag: what moving it to the build the check moves it to fixes and introduces. */
function moveLine(row, ids) {
    if (!row.move || !row.after)
        return null;
    const where = `the ${(0,findings/* moveTargetName */.e5)({
        signed: row.afterState?.movedToSigned === true,
        pullable: Boolean(row.afterState?.pullable),
    })}`;
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
                lines.push(`- newest build of ${code(judgedTag(row.after, row.afterState))}: ${code(newest.digest)}, ${newest.time}${pullable && pullable.digest !== newest.digest ? (row.afterState?.movedToSigned ? ' (no accepted signature)' : " (inside the registry's cooldown, min-age)") : ''}`);
            if (pullable && newest && pullable.digest !== newest.digest && pullable.digest !== row.after.digest)
                lines.push(row.afterState?.movedToSigned
                    ? `- ${(0,findings/* moveTargetName */.e5)({ signed: true, pullable: true })} of ${code(judgedTag(row.after, row.afterState))}: ${code(pullable.digest)}, ${pullable.time}`
                    : `- newest pullable build of ${code(judgedTag(row.after, row.afterState))} (at least min-age old): ${code(pullable.digest)}, ${pullable.time}`);
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
    const commit = (sha) => `[${sha.slice(0, 7)}](${ctx.links.commit(sha)})`;
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
/** How many of the digests the change uses were verified, and by whom: one line. */
function signatureLines(facts) {
    const line = (0,findings/* signaturesLine */.Sc)(facts.changes.map((c) => c.afterState?.signature));
    return line ? [`**Signatures:** ${(0,format/* escapeText */.X1)(line)}`, ''] : [];
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
        ...signatureLines(facts),
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
        ...packageLines(rows),
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
    const lo = (0,src_text/* mostThatFit */.cc)(total - 1, (n) => compose(facts, ctx, n).length <= limit);
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

// EXTERNAL MODULE: ./src/host/keep-marked.ts
var keep_marked = __webpack_require__(1518);
;// CONCATENATED MODULE: ./src/host/keep-marked-lines.ts
// "Find our marked line comments, then make them say exactly what a run wants": the rule for a
// *set* of marked texts (suggested changes on a pull or merge request's lines), beside
// keepMarked's rule for one. Ours are found by keepMarked's marker and author rule (anyone can
// write the marker; such a comment is never touched), so a re-run repeats none and removes those
// whose line was fixed, left the diff, or holds a second copy.

const placeOf = (path, line) => `${path ?? ''}\0${line ?? ''}`;
/**
 * Makes the viewer's line texts that open with `marker` say exactly `wanted`: one with the same
 * line and text is left alone, another of ours on that line is edited (when the store edits),
 * the rest are created, and ours that match nothing wanted are removed.
 */
async function keepMarkedLines(store, { marker, viewer, wanted }) {
    const kept = { created: 0, updated: 0, unchanged: 0, deleted: 0, refused: 0 };
    const byPlace = new Map();
    for (const text of (0,keep_marked/* ownMarked */.df)(await store.list(), marker, viewer)) {
        const place = placeOf(text.path, text.line);
        byPlace.set(place, [...(byPlace.get(place) ?? []), text]);
    }
    const toCreate = [];
    const toUpdate = [];
    for (const text of wanted) {
        const here = byPlace.get(placeOf(text.path, text.line)) ?? [];
        const same = here.findIndex((t) => (0,keep_marked/* sameText */.QV)(t.body, text.body));
        if (same >= 0) {
            here.splice(same, 1);
            kept.unchanged++;
        }
        else if (store.update && here.length > 0)
            toUpdate.push({ id: here.shift().id, body: text.body });
        else
            toCreate.push(text);
    }
    // What is left of ours: its line was fixed, left the diff, says something else, or is a copy.
    for (const stale of [...byPlace.values()].flat()) {
        await store.remove(stale.id);
        kept.deleted++;
    }
    for (const { id, body } of toUpdate) {
        await store.update(id, body);
        kept.updated++;
    }
    kept.refused = await store.create(toCreate);
    kept.created = toCreate.length - kept.refused;
    return kept;
}

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
;// CONCATENATED MODULE: ./src/review/changes.ts




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

// EXTERNAL MODULE: ./node_modules/diff/libesm/patch/parse.js
var parse = __webpack_require__(3857);
;// CONCATENATED MODULE: ./src/review/diff-hunks.ts
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

// EXTERNAL MODULE: ./src/check/pull-policies/judge-policies.ts
var judge_policies = __webpack_require__(5399);
// EXTERNAL MODULE: ./src/check/judge/package-changes.ts + 3 modules
var package_changes = __webpack_require__(3390);
// EXTERNAL MODULE: ./src/check/judge/advice.ts
var judge_advice = __webpack_require__(2682);
// EXTERNAL MODULE: ./src/check/judge/assess.ts
var assess = __webpack_require__(5340);
// EXTERNAL MODULE: ./src/settle.ts
var settle = __webpack_require__(6964);
// EXTERNAL MODULE: ./src/check/judge/engine.ts + 1 modules
var engine = __webpack_require__(5500);
// EXTERNAL MODULE: ./src/registry/history-walk.ts + 4 modules
var history_walk = __webpack_require__(5287);
;// CONCATENATED MODULE: ./src/review/facts.ts









const messageOf = (error) => (0,assess/* toResultError */.No)(error).message;
/**
 * One side's reference through the engine: a digest-only reference placed in its tag
 * (check/judge/engine.ts placeDigest), then assessed (check/judge/assess.ts) on the run's shared look-ups,
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
    state.deprecated = tags.ok && reason !== 'TAG_NOT_FOUND' && reason !== 'REPO_MISMATCH' ? result.deprecated : null;
    if (result.digest && result.lastUpdate)
        state.newest = { digest: result.digest, time: result.lastUpdate };
    const pullable = walk.ok ? pullableOf(walk.value) : undefined;
    if (pullable !== undefined && result.digest)
        state.pullable = pullable;
    // The registry's policies have the last word on where the reference moves.
    const allowed = options.policyMoves?.get(ref.ref);
    if (allowed !== undefined && result.digest) {
        state.pullable = allowed && { digest: allowed.digest, time: allowed.lastUpdate };
        if (allowed?.signed)
            state.movedToSigned = true;
    }
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
    return { state, history: records, result };
}
/**
 * The check's own advice on a head-side reference (check/judge/advice.ts adviseResults, on the same
 * look-ups): the tag it moves an end-of-life tag to, and what the policy file accepts, so the
 * comment gives the move the annotation, the summary and the suggested change give.
 */
async function advised(result, lookups, options) {
    const advice = await (0,judge_advice/* adviseResults */.Ze)([result], lookups, {
        now: options.now,
        warnBeforeMs: options.warnBeforeMs ?? 0,
        ledger: options.ledger ?? null,
    });
    const [r] = advice.results;
    if (!r)
        return {};
    const suggestedTag = r.suggestion ? ((0,reference/* parseReference */.F2)(r.suggestion).tag ?? null) : null;
    return { ...(result.deprecated ? { suggestedTag } : {}), ...(r.ignored ? { accepted: r.ignored } : {}) };
}
/** The signature of the head side's digest in use, verified once per run (the check's verdict when it asked). */
async function signatureOf(result, lookups) {
    const digest = (0,judge_policies/* digestInUse */.xY)(result);
    if (digest === null || result.status === 'error')
        return {};
    const verdict = await (0,settle/* settle */.G)(lookups.signature(result.org, result.image, digest));
    return verdict.ok ? { signature: verdict.value } : { signature: null, signatureError: messageOf(verdict.error) };
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
    return { to, change: await (0,judge_vulnerabilities/* digestChange */.X1)(lookups, pin, to) };
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
        const vulnerabilities = from && to && from !== to ? await (0,judge_vulnerabilities/* digestChange */.X1)(lookups, from, to) : undefined;
        const packages = from && to && from !== to && options.packages !== 'never' && options.platform
            ? await (0,package_changes/* digestPackages */.Gy)(lookups, { org: group.org, image: group.image, from, to, platform: options.platform }, vulnerabilities?.fixed ?? [])
            : undefined;
        const move = await moveOf(group.after, after?.state ?? null, lookups);
        const advice = after?.result ? await advised(after.result, lookups, options) : {};
        const signed = after?.result ? await signatureOf(after.result, lookups) : {};
        return {
            ...group,
            beforeState: before?.state ?? null,
            afterState: after ? { ...after.state, ...advice, ...signed } : null,
            step,
            ...(vulnerabilities === undefined ? {} : { vulnerabilities }),
            ...(packages === undefined ? {} : { packages }),
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
function factsAsChecked(groups, lookups, { now, maxAgeMs, minAgeMs, policyMoves, warnBeforeMs, ledger, packages, platform, }) {
    const pullableBefore = lookups.pullableBefore ?? (minAgeMs ? now.getTime() - minAgeMs : undefined);
    return gatherFacts(groups, lookups, {
        now,
        maxAgeMs,
        ...(pullableBefore === undefined ? {} : { pullableBefore }),
        ...(policyMoves ? { policyMoves } : {}),
        ...(warnBeforeMs === undefined ? {} : { warnBeforeMs }),
        ledger: ledger ?? null,
        ...(packages ? { packages } : {}),
        ...(platform ? { platform } : {}),
    });
}

// EXTERNAL MODULE: ./src/review/sources.ts
var sources = __webpack_require__(2674);
// EXTERNAL MODULE: ./src/update/plan.ts
var update_plan = __webpack_require__(4774);
// EXTERNAL MODULE: ./src/update/rewrite.ts
var rewrite = __webpack_require__(981);
;// CONCATENATED MODULE: ./src/review/suggestions.ts
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
    const plan = (0,update_plan/* planUpdates */.C)(wanted.map((r) => ({ ...r, suggestion: r.suggestion ?? null, fixes: (0,judge_vulnerabilities/* fixLine */.S$)(r) })), 'all');
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

;// CONCATENATED MODULE: ./src/review/flow.ts
// The review of a change, written once for every host (review/host.ts): read both sides, diff
// their references, judge them as the check did, render the comment, keep it, and keep the
// suggested changes on the lines. Refusals are not caught here: what a refused write means (a
// notice, the job summary instead) is the caller's, by `host.refusal`.










const capital = (text) => text.replace(/^./, (c) => c.toUpperCase());
/**
 * One suggested change on each line the change adds that `update` would rewrite, kept as the
 * marked line comments of `marker`'s run; ours whose line was fixed are removed. A read-only
 * token writes none (one notice), a change the host has no diff for yet gets none.
 */
async function suggestOn(host, change, { results, marker, git, log, }) {
    if (change.noLines) {
        log.info(`No suggested changes: ${change.noLines}.`);
        return { status: 'skipped', reason: change.noLines, found: 0 };
    }
    const found = planSuggestions(results, await headFiles(host, change, results, git));
    if (change.readOnly) {
        // Ours from an earlier run whose lines are now fixed go only when the token may write.
        if (found.length === 0)
            return { status: 'skipped', reason: 'nothing to suggest', found: 0 };
        log.notice(`No suggested changes were written (${found.length} found): ${change.readOnly}. The comment and the ${host.words.report} name what to move to.`);
        return { status: 'not-written', reason: change.readOnly, found: found.length };
    }
    const shown = found.slice(0, MAX_SUGGESTIONS);
    const lineMarker = suggestionMarker(marker);
    const wanted = shown.map((c) => ({ ...c, body: renderSuggestion(c, lineMarker, host.words.suggestion) }));
    const lines = await keepMarkedLines(host.lineComments(change), {
        marker: lineMarker,
        viewer: await host.viewer(),
        wanted,
    });
    const kept = { ...lines, found: found.length, leftOut: found.length - shown.length };
    log.info(`Suggested changes on ${host.words.change} ${host.words.changeRef(change.number)}: ${kept.found} found, ${kept.created} written, ${kept.updated} edited, ${kept.unchanged} unchanged, ${kept.deleted} deleted${kept.leftOut > 0 ? `, ${kept.leftOut} left out (at most ${MAX_SUGGESTIONS} a run)` : ''}${kept.refused > 0 ? `, ${kept.refused} refused by ${host.words.name} (the line is no longer in the diff)` : ''}.`);
    return { status: 'written', kept };
}
/** The change's files that hold a fixable reference on a line it adds, at the head commit. */
async function headFiles(host, change, results, git) {
    const fixableFiles = new Set(results.filter(fixable).flatMap((r) => r.locations.map((l) => l.file)));
    if (fixableFiles.size === 0)
        return [];
    const listed = (await host.changedFiles()).filter((f) => f.status !== 'removed' && fixableFiles.has(f.file));
    if (listed.length === 0)
        return [];
    const source = await (0,sources/* pickSource */.$R)(git, host, change.baseSha, change.headSha);
    const files = [];
    for (const f of listed) {
        const lines = diffLines(f.patch);
        if (lines.added.size === 0)
            continue;
        const text = await source.read(change.headSha, f.file);
        if (text !== null)
            files.push({ path: f.file, text, lines });
    }
    return files;
}
/** Both sides of the change's files in `source`, diffed: every reference change, said in the log. */
async function changesOf(host, change, source, { config, log }) {
    const versions = await (0,sources/* collectVersions */._M)(source, {
        baseSha: change.baseSha,
        headSha: change.readSha,
        globs: config.files,
        concurrency: config.concurrency,
    });
    const changes = diffFiles(versions, config.registry, config.registryMap ?? []);
    const from = source.kind === 'git' ? 'the local checkout' : `the ${host.words.name} API`;
    log.info(`${capital(host.words.change)} ${host.words.changeRef(change.number)}: ${changes.length} image reference changes in ${versions.length} matching files (read from ${from}).`);
    return changes;
}
/**
 * The comment for the change read from `source`: every image change with the facts the check
 * judged, or (when it changes none) the text that replaces an earlier comment.
 */
async function composeComment(host, change, source, settings) {
    const changes = await changesOf(host, change, source, settings);
    const ctx = commentContext(host, change, settings);
    if (changes.length === 0)
        return { changes: 0, marker: ctx.marker, body: renderNoChanges(ctx), create: false, rendered: null };
    const { config, now, lookups, results } = settings;
    // Each side's verdict is the engine's, on the run's look-ups, with the moves its policies decided.
    const facts = await factsAsChecked(groupChanges(changes), lookups, {
        ...config,
        now,
        policyMoves: (0,policy_plan/* decidedMovesOf */.Um)(results),
        ledger: settings.ledger,
    });
    const comment = renderComment(facts, ctx);
    return {
        changes: changes.length,
        marker: ctx.marker,
        body: comment.body,
        create: true,
        rendered: { comment, facts, ctx },
    };
}
/** Keeps the one marked comment of the change saying `composed` (keepMarked's rule). */
async function keepComment(host, composed) {
    return (0,keep_marked/* keepMarked */.KI)(host.comments, {
        marker: composed.marker,
        viewer: await host.viewer(),
        body: composed.body,
        create: composed.create,
        normalize: comparable,
    });
}
function commentContext(host, change, settings) {
    return {
        marker: settings.marker,
        verdictLine: settings.verdictLine,
        baseSha: change.baseSha,
        headSha: change.headSha,
        mergeSha: change.readSha !== change.headSha ? change.readSha : null,
        producedAt: settings.now,
        version: version/* VERSION */.x,
        links: host.links,
        runUrl: host.runUrl,
        suggestions: settings.suggestions,
        policies: (0,policy_plan/* policyPlan */.s5)(settings.results),
        host: host.words,
    };
}
/**
 * The whole review of a change on `host`: suggested changes first (the comment counts them),
 * then the comment, both sides read from the checkout when it holds both commits.
 */
async function reviewChange(host, settings) {
    const change = await host.change();
    const suggestions = settings.suggest ? await suggestOn(host, change, settings) : null;
    if (!settings.comment)
        return { suggestions, comment: null };
    const kept = suggestions?.status === 'written' ? suggestions.kept : null;
    const source = await (0,sources/* pickSource */.$R)(settings.git, host, change.baseSha, change.readSha);
    const composed = await composeComment(host, change, source, {
        ...settings,
        suggestions: kept && { shown: kept.created + kept.updated + kept.unchanged, leftOut: kept.leftOut },
    });
    return { suggestions, comment: { ...(await keepComment(host, composed)), composed } };
}

// EXTERNAL MODULE: ./src/secrets.ts
var secrets = __webpack_require__(7194);
// EXTERNAL MODULE: ./src/gitlab/client.ts
var gitlab_client = __webpack_require__(696);
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

;// CONCATENATED MODULE: ./src/gitlab/review-host.ts
// A merge request as the review flow's host (review/host.ts): its diffs (the changed files and
// their hunks), a file at a commit, its notes (the one marked note), its diff discussions (the
// marked suggestions, each opened at the merge request's diff_refs), GitLab's words, links and
// refusals.






/** The variable the note's token is read from, named in every notice about it. */
const GITLAB_TOKEN_ENV = 'IMAGE_CHECK_GITLAB_TOKEN';
/** What the token needs, said wherever it is missing or refused. */
const GITLAB_TOKEN_NEEDS = 'a project or group access token with the api scope and at least the Reporter role (the job token cannot write notes)';
const GITLAB_WORDS = {
    name: 'GitLab',
    change: 'merge request',
    changeRef: (iid) => `!${iid}`,
    report: 'pipeline',
    bodyLimit: gitlab_client/* GITLAB_NOTE_LIMIT */.v_,
    // `-0+0`: the suggestion replaces just the line it sits on.
    suggestion: 'suggestion:-0+0',
};
/** Links into the project at `projectPath`: GitLab's project pages sit under `<path>/-/`. */
function gitLabLinks(serverUrl, projectPath) {
    return {
        fileLine: (commit, l) => `${serverUrl}/${projectPath}/-/blob/${commit}/${(0,format/* encodeLinkPath */.Er)(l.file)}#L${l.line}`,
        commit: (sha) => `${serverUrl}/${projectPath}/-/commit/${sha}`,
    };
}
/** GitLab's refusals, each with the access it asks for; null for any other failure. */
function gitLabRefusal(error) {
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
function changedFile(d) {
    const status = d.new_file ? 'added' : d.deleted_file ? 'removed' : d.renamed_file ? 'renamed' : 'modified';
    return { file: d.new_path, previous: d.renamed_file ? d.old_path : null, status, patch: d.diff };
}
/** The first note of each discussion as a marked line (a reply is never ours to keep). */
function openingNotes(discussions) {
    return discussions.flatMap((d) => {
        const first = d.notes[0];
        if (!first || first.system)
            return [];
        const at = first.position;
        return [
            {
                id: { discussionId: d.id, noteId: first.id },
                path: at?.new_path ?? null,
                line: at?.new_line ?? null,
                body: first.body,
                author: first.author.username,
                authorIsBot: first.author.bot,
                order: first.id,
            },
        ];
    });
}
/**
 * Merge request `iid`'s diff discussions as a store of marked line comments, each new one opened
 * at `refs` (its diff_refs); a position GitLab refuses (400: the line left the diff) is counted.
 * No edit in place: a suggestion applies only at the diff version it was opened on, so a changed
 * one is opened again at the current one.
 */
function discussionStore(client, iid, refs) {
    return {
        list: async () => openingNotes(await client.discussions(iid)),
        async create(texts) {
            let refused = 0;
            for (const text of texts) {
                try {
                    await client.createDiffDiscussion(iid, text.body, { path: text.path, line: text.line, refs });
                }
                catch (error) {
                    if (!(0,gitlab_client/* answered */.oQ)(error, 400))
                        throw error;
                    refused++;
                }
            }
            return refused;
        },
        remove: (id) => client.deleteDiscussionNote(iid, id.discussionId, id.noteId),
    };
}
/** The answer of a function called once, shared by every caller. */
function once(fn) {
    let value;
    return () => (value ??= fn());
}
/** Merge request `place.iid` as a review host, over the run's GitLab client. */
function gitLabReviewHost(client, place) {
    let refs = null;
    const change = once(async () => {
        const request = await client.mergeRequest(place.iid);
        refs = request.diff_refs;
        const headSha = place.headSha || refs?.head_sha || '';
        return {
            number: place.iid,
            baseSha: place.baseSha || refs?.base_sha || '',
            headSha,
            readSha: headSha,
            readOnly: null,
            noLines: refs === null ? 'GitLab has not computed the merge request diff yet' : null,
        };
    });
    const diffs = once(() => client.diffs(place.iid));
    return {
        words: GITLAB_WORDS,
        links: gitLabLinks(place.serverUrl, place.projectPath),
        runUrl: place.pipelineUrl || null,
        change,
        changedFiles: async () => (await diffs()).map(changedFile),
        read: (commit, path) => client.rawFile(path, commit, discover.MAX_FILE_BYTES),
        viewer: async () => ({ login: (await client.user()).username }),
        comments: noteStore(client, place.iid),
        lineComments() {
            if (refs === null)
                throw new Error('the merge request has no diff_refs yet');
            return discussionStore(client, place.iid, refs);
        },
        refusal: gitLabRefusal,
    };
}

;// CONCATENATED MODULE: ./src/gitlab/merge-request.ts
// A GitLab merge request pipeline's note and suggestions: the review flow (review/flow.ts) on the
// merge request as a host (review-host.ts). Never throws: a refusal is one notice naming what the
// token lacks, any other failure a warning.






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
        const refusal = gitLabRefusal(error);
        if (refusal) {
            log.notice(`No merge request note or suggestions were written: ${refusal}.`);
            return outcome('refused', refusal);
        }
        const message = (0,secrets/* safeText */.Hk)((0,errors/* messageOf */.bD)(error));
        log.warning(`Merge request note not updated: ${message}`);
        return outcome('failed', message);
    }
}
async function writeAll(options, client) {
    const { config, place, log } = options;
    const reviewed = await reviewChange(gitLabReviewHost(client, place), {
        config,
        comment: config.comment !== 'never',
        suggest: config.suggest !== 'never',
        marker: markerFor({ workflow: place.configPath, job: place.job, key: '' }),
        verdictLine: options.verdictLine,
        results: options.results,
        lookups: options.lookups,
        ledger: options.ledger ?? null,
        git: options.git,
        now: options.now ?? new Date(),
        log,
    });
    const suggestions = reviewed.suggestions?.status === 'written' ? reviewed.suggestions.kept : null;
    const kept = reviewed.comment;
    if (!kept)
        return { ...outcome('written', 'suggestions kept'), suggestions };
    log.info(`Merge request note ${kept.action}${kept.id ? ` (id ${kept.id})` : ''}.`);
    return { ...outcome('written', `note ${kept.action}`), note: kept.action, noteId: kept.id, suggestions };
}


/***/ }),

/***/ 1518:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KI: () => (/* binding */ keepMarked),
/* harmony export */   QV: () => (/* binding */ sameText),
/* harmony export */   df: () => (/* binding */ ownMarked)
/* harmony export */ });
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

/***/ 2674:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $R: () => (/* binding */ pickSource),
/* harmony export */   _M: () => (/* binding */ collectVersions),
/* harmony export */   gitRunner: () => (/* binding */ gitRunner)
/* harmony export */ });
/* unused harmony exports hostSource, parseNameStatus, gitSource, isScannableEntry */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var p_queue__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9052);
/* harmony import */ var _refs_discover__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6850);



/** The change's files and contents through the host's API. */
function hostSource(host) {
    return { kind: 'api', changedFiles: () => host.changedFiles(), read: (commit, path) => host.read(commit, path) };
}
/** The checkout when it holds both commits (`git` null: never), else the host's API. */
async function pickSource(git, host, baseSha, headSha) {
    const local = git ? await gitSource(git, baseSha, headSha) : null;
    return local ?? hostSource(host);
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
