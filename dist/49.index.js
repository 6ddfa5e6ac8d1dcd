export const id = 49;
export const ids = [49,306];
export const modules = {

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
// What goes in code spans here (references, tags, digests) is validated and has no `|`; the
// table-safe form keeps a row whole should one ever slip through.
const code = (text) => (0,_report_format__WEBPACK_IMPORTED_MODULE_0__/* .codeSpan */ .SS)(text, { inTable: true });
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
    const text = (0,_report_format__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(`${location.file}:${location.line}`);
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
            return `${(0,_text__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .L)(state.buildsBehind, 'build')} behind the tag's newest (${day(state.newest?.time ?? null)})`;
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
    return `${(0,_text__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .L)(state.buildsBehind, 'build')} behind the tag's newest pullable (${day(pullable.time)})`;
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
        ? `**${(0,_text__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .L)(step.steps, 'build')} newer** (${dates})`
        : `**${(0,_text__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .L)(-step.steps, 'build')} older**: goes back (${dates})`;
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
            .map((l) => (0,_report_format__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(`${l.file}:${l.line}`))
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
function advisoryLines(facts) {
    if (facts.advisories.length === 0)
        return [];
    const items = facts.advisories.map((a) => a.count == null
        ? `${code(`${a.org}/${a.image}`)} could not be checked (${(0,_report_format__WEBPACK_IMPORTED_MODULE_0__/* .foreignText */ .qk)(a.error ?? 'unknown error', 120)})`
        : `${code(`${a.org}/${a.image}`)} ${a.count}`);
    return [`**Advisories** listed for the images this pull request touches: ${items.join(' \u00b7 ')}`, ''];
}
/** Per change of digest: the vulnerabilities the new digest fixes and those it introduces. */
function vulnerabilityLines(rows) {
    const items = [];
    const ids = (list) => list.length === 0
        ? 'none'
        : `${(0,_check_vulnerabilities__WEBPACK_IMPORTED_MODULE_3__/* .severityCounts */ .ur)(list)} (${list
            .slice(0, MAX_IDS)
            .map((v) => (0,_report_format__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(v.id))
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
        const lines = [`**${(0,_report_format__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(name)}** (${(0,_report_format__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(where)})`];
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
    return `### image-check: ${(0,_text__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .L)(total, 'image reference')} changed`;
}
function truncationNote(ctx, shown, total) {
    const where = ctx.runUrl ? `the [job summary](${ctx.runUrl})` : 'the job summary';
    return [
        '> [!NOTE]',
        `> This comment shows ${shown} of ${total} changes: GitHub limits a comment to ${_report_format__WEBPACK_IMPORTED_MODULE_0__/* .GITHUB_BODY_LIMIT */ .nY.toLocaleString('en-US')} characters. Every change is in ${where} of this run.`,
        '',
    ];
}
function suggestionLines(ctx) {
    const s = ctx.suggestions;
    if (!s || (s.shown === 0 && s.leftOut === 0))
        return [];
    const on = `${(0,_text__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .L)(s.shown, 'suggested change')} ${s.shown === 1 ? 'is' : 'are'} on the lines of this pull request (one click commits each).`;
    const more = s.leftOut > 0
        ? ` ${(0,_text__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .L)(s.leftOut, 'more line')} with a fix ${s.leftOut === 1 ? 'has' : 'have'} none: a run writes at most ${s.shown}; \`update: all\` rewrites them all.`
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
        `**Verdict:** ${(0,_report_format__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(ctx.verdictLine)}`,
        '',
        ...(ctx.policies
            ? (0,_report_policy_plan__WEBPACK_IMPORTED_MODULE_1__.renderPolicyPlan)(ctx.policies, {
                code: (text) => (0,_report_format__WEBPACK_IMPORTED_MODULE_0__/* .codeSpan */ .SS)(text),
                place: (l) => (0,_report_format__WEBPACK_IMPORTED_MODULE_0__/* .codeSpan */ .SS)((0,_report_format__WEBPACK_IMPORTED_MODULE_0__/* .formatLocation */ .j$)(l)),
                text: (text) => (0,_report_format__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(text),
                heading: "**The registry's pull-time policies**",
                maxEntries: 10,
            })
            : []),
        ...suggestionLines(ctx),
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
function renderComment(facts, ctx, limit = _report_format__WEBPACK_IMPORTED_MODULE_0__/* .GITHUB_BODY_LIMIT */ .nY) {
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
        `**Verdict:** ${(0,_report_format__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(ctx.verdictLine)}`,
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

/***/ 3306:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   payloadOf: () => (/* binding */ payloadOf),
/* harmony export */   resolvePullRequest: () => (/* binding */ resolvePullRequest),
/* harmony export */   splitRepository: () => (/* binding */ splitRepository)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9691);
/* harmony import */ var _pull_request_events__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7309);


const repoSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({ full_name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1) }).nullish();
const sideSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    sha: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().regex(/^[0-9a-f]{7,64}$/i, 'must be a commit sha'),
    ref: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    repo: repoSchema,
});
const pullSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    number: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive(),
    state: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    base: sideSchema,
    head: sideSchema,
});
const payloadSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    pull_request: zod__WEBPACK_IMPORTED_MODULE_1__/* .unknown */ .L5J().optional(),
    issue: zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({ number: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive(), pull_request: zod__WEBPACK_IMPORTED_MODULE_1__/* .unknown */ .L5J().optional() }).optional(),
    repository: zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({ full_name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1) }).optional(),
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
    const { owner, repo } = splitRepository(repository || payload.repository?.full_name || '');
    if (!owner || !repo)
        throw new Error('GITHUB_REPOSITORY is not set (owner/repo)');
    return { owner, repo };
}
/** `owner/repo` in its two parts ('' for a part that is missing). */
function splitRepository(full) {
    const [owner = '', repo = ''] = full.split('/');
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
    const notNow = (0,_pull_request_events__WEBPACK_IMPORTED_MODULE_0__/* .commentSkipReason */ .p)(mode, eventName);
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


/***/ }),

/***/ 9409:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DEFAULT_COMMENT_AUTHOR: () => (/* binding */ DEFAULT_COMMENT_AUTHOR),
  createOctokit: () => (/* binding */ createOctokit),
  gitHubApi: () => (/* binding */ gitHubApi),
  statusOf: () => (/* binding */ statusOf)
});

// EXTERNAL MODULE: ./src/refs/discover.ts + 2 modules
var discover = __webpack_require__(6850);
// EXTERNAL MODULE: ./node_modules/@actions/github/lib/github.js + 21 modules
var github = __webpack_require__(1758);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-retry/dist-bundle/index.js
var dist_bundle = __webpack_require__(9735);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-throttling/dist-bundle/index.js
var plugin_throttling_dist_bundle = __webpack_require__(2094);
// EXTERNAL MODULE: ./node_modules/bottleneck/light.js
var light = __webpack_require__(3251);
var light_default = /*#__PURE__*/__webpack_require__.n(light);
// EXTERNAL MODULE: ./node_modules/p-queue/dist/index.js + 4 modules
var dist = __webpack_require__(9052);
// EXTERNAL MODULE: ./src/secrets.ts
var secrets = __webpack_require__(7194);
// EXTERNAL MODULE: ./src/http/deadline.ts
var http_deadline = __webpack_require__(2378);
// EXTERNAL MODULE: ./src/http/retry.ts
var http_retry = __webpack_require__(8902);
;// CONCATENATED MODULE: ./src/pr/github-writes.ts
// The GitHub endpoints for review comments and check runs, over the Octokit of github.ts (its
// retries, rate limits, per-try limit and deadline). Creations are never retried: one that may
// have reached GitHub would be a duplicate.
function reviewCommentsOf(octokit, { owner, repo }, pull_number, viewer) {
    const rest = octokit.rest;
    const toComment = (c) => ({
        id: c.id,
        body: c.body ?? '',
        author: c.user?.login ?? '',
        path: c.path,
        line: c.line ?? null,
    });
    return {
        viewer,
        async list() {
            const all = await octokit.paginate(rest.pulls.listReviewComments, { owner, repo, pull_number, per_page: 100 });
            return all.map(toComment);
        },
        async create({ body, path, line, commitId }) {
            const { data } = await rest.pulls.createReviewComment({
                owner,
                repo,
                pull_number,
                body,
                path,
                line,
                side: 'RIGHT',
                commit_id: commitId,
                request: { retries: 0 },
            });
            return toComment(data);
        },
        async update(comment_id, body) {
            await rest.pulls.updateReviewComment({ owner, repo, comment_id, body });
        },
        async remove(comment_id) {
            await rest.pulls.deleteReviewComment({ owner, repo, comment_id });
        },
    };
}
function checkRunsOf(octokit, { owner, repo }) {
    const rest = octokit.rest;
    return {
        async create({ name, headSha, conclusion, output }) {
            const { data } = await rest.checks.create({
                owner,
                repo,
                name,
                head_sha: headSha,
                status: 'completed',
                conclusion,
                output,
                request: { retries: 0 },
            });
            return { id: data.id, url: data.html_url ?? null };
        },
        async update(check_run_id, output) {
            await rest.checks.update({ owner, repo, check_run_id, output });
        },
    };
}

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
 * `@actions/github`'s Octokit (proxy aware), with `@octokit/plugin-retry` (5xx and no answer,
 * backoff) and `@octokit/plugin-throttling` (GitHub's rate limits and their Retry-After). Ours on
 * top: a limit per try and the run's deadline, which neither plugin has.
 */
function createOctokit({ token, baseUrl, timeoutMs = 30_000, retry, signal, mayWait, maxConcurrent, refuse, onAnswer, }) {
    const policy = { ...http_retry/* DEFAULT_RETRY_POLICY */.cO, ...retry };
    const accepted = mayWait ?? ((seconds) => seconds * 1000 <= policy.maxRetryAfterMs);
    // A rate limit is waited out only when GitHub asks for a wait we accept, and not past the deadline.
    const onLimit = (retryAfter, _options, _octokit, retryCount) => !signal?.aborted && retryCount < policy.maxAttempts - 1 && accepted(retryAfter);
    const octokit = (0,github/* getOctokit */.Q)(token, {
        baseUrl,
        userAgent: 'image-check',
        retry: { retries: policy.maxAttempts - 1, retryAfterBaseValue: policy.baseDelayMs },
        throttle: { onRateLimit: onLimit, onSecondaryRateLimit: onLimit, ...readsGroup(maxConcurrent) },
        // Octokit's default logger writes to the console; nothing here may print outside the shell's logger.
        log: { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined },
    }, dist_bundle/* retry */.L, plugin_throttling_dist_bundle/* throttling */.A);
    const slots = maxConcurrent === undefined ? null : new dist/* default */.Ay({ concurrency: Math.max(1, maxConcurrent) });
    wrapTries(octokit, { timeoutMs, signal, slots, refuse, onAnswer });
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
    return { global: new (light_default()).Group({ id: 'image-check-reads', maxConcurrent: null }) };
}
/**
 * Registered after the plugins, so it wraps them: each try gets its own time limit, and the run's
 * deadline ends the call (a try, or a wait between tries) with an error of its own.
 */
function wrapTries(octokit, { timeoutMs, signal, slots, refuse, onAnswer, }) {
    octokit.hook.wrap('request', async (request, options) => {
        const what = `GitHub API ${options.method} ${String(options.url)}`;
        const stopped = () => new GitHubCallError(`${what}: not finished, ${(0,http_deadline/* deadlineReason */.Xp)(signal)}`);
        if (signal?.aborted)
            throw stopped();
        const baseFetch = (options.request?.fetch ?? globalThis.fetch);
        const tryOnce = async (url, init) => {
            if (signal?.aborted)
                throw abortError(stopped().message);
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
                    throw new NoAnswer(`${what} got no answer within ${timeoutMs} ms`);
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
            if (error.cause instanceof NoAnswer)
                throw new GitHubCallError(error.message);
            throw error;
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
/** The PR comment's endpoints over createOctokit's client. */
function gitHubApi({ token, owner, repo, baseUrl, timeoutMs, retry, signal }) {
    const octokit = createOctokit({ token, baseUrl, timeoutMs, retry, signal });
    const rest = octokit.rest;
    let viewer;
    const viewerLogin = () => {
        viewer ??= rest.users.getAuthenticated().then(({ data }) => data.login, (error) => {
            // 403: an installation token (GITHUB_TOKEN or an app's) may not read /user.
            const status = statusOf(error);
            if (status !== undefined && status >= 400 && status < 500)
                return DEFAULT_COMMENT_AUTHOR;
            throw error;
        });
        return viewer;
    };
    return {
        reviewComments: (number) => reviewCommentsOf(octokit, { owner, repo }, number, viewerLogin),
        checkRuns: checkRunsOf(octokit, { owner, repo }),
        async listPullFiles(pull_number) {
            const files = await octokit.paginate(rest.pulls.listFiles, { owner, repo, pull_number, per_page: 100 });
            return files.map((f) => ({
                filename: f.filename,
                status: f.status,
                previous_filename: f.previous_filename,
                patch: f.patch,
            }));
        },
        getContent: (path, ref) => contentOf(octokit, { owner, repo }, path, ref),
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
                viewer: viewerLogin,
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
/** A file's text at `ref`, or null when it is not a file there; over the scan cap is an error. */
async function contentOf(octokit, { owner, repo }, path, ref) {
    const rest = octokit.rest;
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
    if (typeof file.size === 'number' && file.size > discover.MAX_FILE_BYTES)
        throw new Error(`${path} at ${ref.slice(0, 12)} is ${file.size} bytes, over the ${discover.MAX_FILE_BYTES} a scanned file may have; not read`);
    if (file.encoding === 'base64' && typeof file.content === 'string')
        return Buffer.from(file.content, 'base64').toString('utf8');
    // Files over 1 MB come without content ("encoding": "none"): ask for the raw bytes.
    const raw = await rest.repos.getContent({ owner, repo, path, ref, mediaType: { format: 'raw' } });
    const text = typeof raw.data === 'string' ? raw.data : JSON.stringify(raw.data);
    if (Buffer.byteLength(text) > discover.MAX_FILE_BYTES)
        throw new Error(`${path} at ${ref.slice(0, 12)} is over the ${discover.MAX_FILE_BYTES} bytes a scanned file may have; not read`);
    return text;
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
