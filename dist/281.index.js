export const id = 281;
export const ids = [281];
export const modules = {

/***/ 6281:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  suggestOnPullRequest: () => (/* binding */ suggestOnPullRequest)
});

// EXTERNAL MODULE: ./src/secrets.ts
var secrets = __webpack_require__(7194);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
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

// EXTERNAL MODULE: ./src/pr/event.ts + 2 modules
var pr_event = __webpack_require__(2883);
// EXTERNAL MODULE: ./src/github/session.ts
var session = __webpack_require__(7599);
// EXTERNAL MODULE: ./src/pr/comment.ts
var comment = __webpack_require__(3843);
// EXTERNAL MODULE: ./src/host/keep-marked.ts
var keep_marked = __webpack_require__(1518);
// EXTERNAL MODULE: ./src/check/vulnerabilities.ts
var vulnerabilities = __webpack_require__(3622);
// EXTERNAL MODULE: ./src/report/format.ts
var format = __webpack_require__(2011);
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
    const plan = (0,update_plan/* planUpdates */.C)(wanted.map((r) => ({ ...r, suggestion: r.suggestion ?? null, fixes: (0,vulnerabilities/* fixLine */.S$)(r) })), 'all');
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

;// CONCATENATED MODULE: ./src/pr/review-comments.ts
// Keeping a pull request's suggested changes in step with the run: one review comment per
// suggested line, found again by its marker and its author (keepMarked's rule: anyone can write
// the marker; such a comment is never touched), so that a re-run repeats none and deletes those
// whose line was fixed or left the diff. The new ones of a run go out as one review.



const key = (path, line) => `${path}\0${line ?? ''}`;
/**
 * Makes the pull request's suggestion comments (those that open with `marker`, written by the
 * token's identity) say exactly `changes`, at most `max` of them: unchanged ones are left, a
 * changed suggestion on the same line is edited, the rest are created at `headSha`, and ours
 * that no longer match a change are deleted.
 */
async function syncSuggestions(api, marker, changes, headSha, max = MAX_SUGGESTIONS) {
    const sync = { created: 0, updated: 0, unchanged: 0, deleted: 0, leftOut: 0, refused: 0 };
    const shown = changes.slice(0, max);
    sync.leftOut = changes.length - shown.length;
    const [viewer, comments] = await Promise.all([api.viewer(), api.list()]);
    const ours = (0,keep_marked/* ownMarked */.df)(comments, marker, viewer);
    const byLine = new Map();
    for (const c of ours)
        byLine.set(key(c.path, c.line), [...(byLine.get(key(c.path, c.line)) ?? []), c]);
    const toCreate = [];
    const toUpdate = [];
    for (const change of shown) {
        const body = renderSuggestion(change, marker);
        const here = byLine.get(key(change.path, change.line)) ?? [];
        const same = here.findIndex((c) => c.body.trim() === body.trim());
        const kept = here.splice(same >= 0 ? same : 0, 1)[0];
        if (!kept)
            toCreate.push({ path: change.path, line: change.line, body });
        else if (same >= 0)
            sync.unchanged++;
        else
            toUpdate.push({ id: kept.id, body });
    }
    // What is left of ours: its line was fixed, left the diff, or holds a second copy.
    for (const stale of [...byLine.values()].flat()) {
        await api.remove(stale.id);
        sync.deleted++;
    }
    for (const { id, body } of toUpdate) {
        await api.update(id, body);
        sync.updated++;
    }
    try {
        await api.review(toCreate, headSha);
        sync.created = toCreate.length;
    }
    catch (error) {
        if ((0,session.httpStatus)(error) !== 422)
            throw error;
        sync.refused = toCreate.length;
    }
    return sync;
}

// EXTERNAL MODULE: ./src/pr/sources.ts
var sources = __webpack_require__(156);
;// CONCATENATED MODULE: ./src/pr/suggest-flow.ts
// The suggested changes of a run: which pull request, its diff (GitHub's `patch` of each file),
// the head commit's text of the files that hold a fixable reference, then the sync of the review
// comments. Never throws: a refusal is one notice, any other failure a warning.









/** Suggested changes on the pull request's lines (the `suggest` input); see syncSuggestions. */
async function suggestOnPullRequest(options) {
    try {
        return await suggest(options);
    }
    catch (error) {
        const message = (0,secrets/* safeText */.Hk)((0,errors/* messageOf */.bD)(error));
        options.log.warning(`Suggested changes not updated: ${message}`);
        return { status: 'failed', reason: message, found: 0, sync: null };
    }
}
async function suggest(options) {
    const { config, runner, log } = options;
    const none = (status, reason) => ({
        status,
        reason,
        found: 0,
        sync: null,
    });
    if (config.suggest === 'never')
        return none('skipped', 'suggest is never');
    const payload = (0,pr_event.payloadOf)(runner);
    const api = (0,pr_event.lazyApi)(options, payload);
    const resolved = await (0,pr_event.resolvePullRequest)(config.suggest, runner, payload, api);
    if ('skip' in resolved)
        return none('skipped', resolved.skip);
    const github = api();
    if (!github)
        return none('skipped', 'github-token is empty');
    const pr = resolved.pull;
    const files = await headFiles(options, github, pr);
    const changes = planSuggestions(options.results, files);
    if (changes.length === 0) {
        // Ours from an earlier run whose lines are now fixed still go, when the token may write.
        if (pr.fork && runner.eventName === 'pull_request')
            return none('skipped', 'nothing to suggest');
    }
    else if (pr.fork && runner.eventName === 'pull_request') {
        log.notice(`No suggested changes were written (${changes.length} found): this pull request comes from a fork, and GitHub gives pull_request runs from forks a read-only token. The PR comment and the job summary name what to move to.`);
        return { ...none('not-written', 'read-only token of a fork'), found: changes.length };
    }
    const marker = suggestionMarker((0,comment/* markerFor */._Z)({ workflow: runner.workflow, job: runner.job, key: config.commentKey }));
    let sync;
    try {
        sync = await syncSuggestions(github.reviewComments(pr.number), marker, changes, pr.headSha);
    }
    catch (error) {
        if (!(0,session.refusedToToken)(error))
            throw error;
        log.notice(`No suggested changes were written: the token may not write review comments (HTTP ${error.status}); give the job "permissions: pull-requests: write".`);
        return { ...none('not-written', `HTTP ${error.status}`), found: changes.length };
    }
    log.info(`Suggested changes on pull request #${pr.number}: ${changes.length} found, ${sync.created} written, ${sync.updated} edited, ${sync.unchanged} unchanged, ${sync.deleted} deleted${sync.leftOut > 0 ? `, ${sync.leftOut} left out (at most ${changes.length - sync.leftOut} a run)` : ''}${sync.refused > 0 ? `, ${sync.refused} refused by GitHub (the line is no longer in the diff)` : ''}.`);
    return { status: 'written', reason: 'synced', found: changes.length, sync };
}
/** The pull request's files that hold a fixable reference on a line it adds, at the head commit. */
async function headFiles(options, github, pr) {
    const fixableFiles = new Set(options.results
        .filter((r) => !r.ignored && (r.status === 'stale' || (r.deprecated && r.suggestion)))
        .flatMap((r) => r.locations.map((l) => l.file)));
    if (fixableFiles.size === 0)
        return [];
    const listed = (await github.listPullFiles(pr.number)).filter((f) => f.status !== 'removed' && fixableFiles.has(f.filename));
    if (listed.length === 0)
        return [];
    const git = options.git === undefined ? (0,sources/* gitRunner */.XZ)(options.runner.workspace) : options.git;
    const source = (git && (await (0,sources/* gitSource */.Ym)(git, pr.baseSha, pr.headSha))) || (0,sources/* apiSource */.s_)(github, pr.number);
    const files = [];
    for (const f of listed) {
        const lines = diffLines(f.patch);
        if (lines.added.size === 0)
            continue;
        const text = await source.read(pr.headSha, f.filename);
        if (text !== null)
            files.push({ path: f.filename, text, lines });
    }
    return files;
}


/***/ })

};
