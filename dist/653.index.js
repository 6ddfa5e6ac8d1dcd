export const id = 653;
export const ids = [653];
export const modules = {

/***/ 1518:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KI: () => (/* binding */ keepMarked),
/* harmony export */   df: () => (/* binding */ ownMarked)
/* harmony export */ });
/* unused harmony exports writtenBy, opensWith, sameText */
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

/***/ 3843:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Vf: () => (/* binding */ renderNoChanges),
/* harmony export */   Zm: () => (/* binding */ comparable),
/* harmony export */   _Z: () => (/* binding */ markerFor),
/* harmony export */   wQ: () => (/* binding */ renderComment)
/* harmony export */ });
/* harmony import */ var _check_vulnerabilities__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3622);
/* harmony import */ var _report_format__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2011);
/* harmony import */ var _text__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8992);
/* harmony import */ var _report_policy_plan__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8724);




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
const day = (time) => (time ? (0,_report_format__WEBPACK_IMPORTED_MODULE_0__/* .isoDate */ ._$)(time) : '?');
// References, tags and digests as code, escaped like every text from outside (report/format.ts).
const code = _report_format__WEBPACK_IMPORTED_MODULE_0__/* .codeText */ .ph;
/** The tag the engine judged a side in: as written, or where it placed a digest-only reference. */
function judgedTag(side, state) {
    return state?.tag ?? side.tag ?? '';
}
/** `1.25@sha256:0123456789ab`, `@sha256:\u2026` (no tag written), or `1.25`. */
function shortRef(side) {
    const tag = side.tagWritten || !side.digest ? (side.tag ?? '') : '';
    return `${tag}${side.digest ? `@${(0,_report_format__WEBPACK_IMPORTED_MODULE_0__/* .shortDigest */ .VK)(side.digest)}` : ''}`;
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
    const text = (0,_report_format__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(`${location.file}:${location.line}`);
    return `[${text}](${ctx.serverUrl}/${ctx.repository}/blob/${commit}/${(0,_report_format__WEBPACK_IMPORTED_MODULE_0__/* .encodeLinkPath */ .Er)(location.file)}#L${location.line})`;
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
            return `${(0,_text__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(state.buildsBehind, 'build')} behind the tag's newest (${day(state.newest?.time ?? null)})`;
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
    return `${(0,_text__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(state.buildsBehind, 'build')} behind the tag's newest pullable (${day(pullable.time)})`;
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
        ? `**${(0,_text__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(step.steps, 'build')} newer** (${dates})`
        : `**${(0,_text__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(-step.steps, 'build')} older**: goes back (${dates})`;
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
            parts.push(`\u26a0\ufe0f ${(0,_report_format__WEBPACK_IMPORTED_MODULE_0__/* .foreignText */ .qk)(state.error)}`);
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
            .map((l) => (0,_report_format__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(`${l.file}:${l.line}`))
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
        ? `${code(`${a.org}/${a.image}`)} could not be checked (${(0,_report_format__WEBPACK_IMPORTED_MODULE_0__/* .foreignText */ .qk)(a.error ?? 'unknown error', 120)})`
        : `${code(`${a.org}/${a.image}`)} ${a.count}`);
    return [`**Advisories** listed for the images this ${changeWord(ctx)} touches: ${items.join(' \u00b7 ')}`, ''];
}
/** Per change of digest: the vulnerabilities the new digest fixes and those it introduces. */
function vulnerabilityLines(rows) {
    const items = [];
    const ids = (list) => list.length === 0
        ? 'none'
        : `${(0,_check_vulnerabilities__WEBPACK_IMPORTED_MODULE_3__/* .severityCounts */ .ur)(list)} (${list
            .slice(0, MAX_IDS)
            .map((v) => (0,_report_format__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(v.id))
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
    const what = `${code(`${row.org}/${row.image}`)} ${code(shortRef(row.after))} \u2192 ${where} ${code((0,_report_format__WEBPACK_IMPORTED_MODULE_0__/* .shortDigest */ .VK)(row.move.to))}`;
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
        const lines = [`**${(0,_report_format__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(name)}** (${(0,_report_format__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(where)})`];
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
    return `### image-check: ${(0,_text__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(total, 'image reference')} changed`;
}
function truncationNote(ctx, shown, total) {
    const report = ctx.host?.report ?? 'job summary';
    const where = ctx.runUrl ? `the [${report}](${ctx.runUrl})` : `the ${report}`;
    return [
        '> [!NOTE]',
        `> This comment shows ${shown} of ${total} changes: ${ctx.host?.name ?? 'GitHub'} limits a comment to ${(ctx.host?.bodyLimit ?? _report_format__WEBPACK_IMPORTED_MODULE_0__/* .GITHUB_BODY_LIMIT */ .nY).toLocaleString('en-US')} characters. Every change is in ${where} of this run.`,
        '',
    ];
}
function suggestionLines(ctx) {
    const s = ctx.suggestions;
    if (!s || (s.shown === 0 && s.leftOut === 0))
        return [];
    const on = `${(0,_text__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(s.shown, 'suggested change')} ${s.shown === 1 ? 'is' : 'are'} on the lines of this ${changeWord(ctx)} (one click commits each).`;
    const more = s.leftOut > 0
        ? ` ${(0,_text__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(s.leftOut, 'more line')} with a fix ${s.leftOut === 1 ? 'has' : 'have'} none: a run writes at most ${s.shown}; \`update: all\` rewrites them all.`
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
        `**Verdict:** ${(0,_report_format__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(ctx.verdictLine)}`,
        '',
        ...(ctx.policies
            ? (0,_report_policy_plan__WEBPACK_IMPORTED_MODULE_1__.renderPolicyPlan)(ctx.policies, {
                code,
                place: (l) => code((0,_report_format__WEBPACK_IMPORTED_MODULE_0__/* .formatLocation */ .j$)(l)),
                text: _report_format__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1,
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
function renderComment(facts, ctx, limit = ctx.host?.bodyLimit ?? _report_format__WEBPACK_IMPORTED_MODULE_0__/* .GITHUB_BODY_LIMIT */ .nY) {
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
        body = (0,_text__WEBPACK_IMPORTED_MODULE_2__/* .unitPrefix */ .lz)(body, limit - tail.length) + tail;
        body = (0,_text__WEBPACK_IMPORTED_MODULE_2__/* .unitPrefix */ .lz)(body, limit);
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
        `**Verdict:** ${(0,_report_format__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(ctx.verdictLine)}`,
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


/***/ }),

/***/ 156:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   XZ: () => (/* binding */ gitRunner),
/* harmony export */   Ym: () => (/* binding */ gitSource),
/* harmony export */   _M: () => (/* binding */ collectVersions),
/* harmony export */   s_: () => (/* binding */ apiSource)
/* harmony export */ });
/* unused harmony exports parseNameStatus, isScannableEntry */
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
