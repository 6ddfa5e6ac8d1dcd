export const id = 842;
export const ids = [842,491];
export const modules = {

/***/ 2842:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   checkRunsOf: () => (/* binding */ checkRunsOf),
/* harmony export */   publishCheckRun: () => (/* binding */ publishCheckRun)
/* harmony export */ });
/* harmony import */ var _report_check_run_batches__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(23491);
// The check run `image-check` over the run's client: created with its first 50 annotations,
// each further 50 appended by an update (report/check-run-batches.ts makes the outputs).

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
                // Not retried after a failure that may have reached GitHub (a second check run); a rate
                // limit's refusal did not, and is sent again after GitHub's wait (the throttling plugin).
                request: { retries: 0 },
            });
            return { id: data.id, url: data.html_url ?? null };
        },
        async update(check_run_id, output) {
            await rest.checks.update({ owner, repo, check_run_id, output });
        },
    };
}
/** Creates the check run and appends the rest of `outputs`, one request each. Throws what the API answered. */
async function publishCheckRun(api, input) {
    const [first, ...rest] = input.outputs;
    const created = await api.create({
        name: _report_check_run_batches__WEBPACK_IMPORTED_MODULE_0__.CHECK_RUN_NAME,
        headSha: input.headSha,
        conclusion: input.failed ? 'failure' : 'success',
        output: first ?? { title: '', summary: '', annotations: [] },
    });
    for (const output of rest)
        await api.update(created.id, output);
    return { ...created, requests: 1 + rest.length };
}


/***/ }),

/***/ 23491:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CHECK_RUN_NAME: () => (/* binding */ CHECK_RUN_NAME),
/* harmony export */   checkRunAnnotations: () => (/* binding */ checkRunAnnotations),
/* harmony export */   checkRunOutputs: () => (/* binding */ checkRunOutputs)
/* harmony export */ });
/* harmony import */ var _github_limits__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(49092);
/* harmony import */ var _text__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48992);
// One check run `image-check` on the head commit carrying every annotation of a run (workflow
// commands reach the lines with ten per level only) and the job summary as its output. The
// Checks API takes 50 annotations a request: the run is created with the first 50 and each
// further 50 are appended by an update (github/check-runs.ts sends them). Pure.


const CHECK_RUN_NAME = 'image-check';
/** Annotations the Checks API takes in one request. */
const ANNOTATIONS_PER_REQUEST = 50;
/** Annotations one run sends at most (a bound on requests: 20); the summary holds every finding. */
const MAX_CHECK_RUN_ANNOTATIONS = 1000;
const LEVEL = {
    error: 'failure',
    warning: 'warning',
    notice: 'notice',
};
const ORDER = ['error', 'warning', 'notice'];
/**
 * The annotations a check run can carry (those on a file), worst first and at most
 * MAX_CHECK_RUN_ANNOTATIONS, and those it cannot (no file: they stay workflow commands).
 */
function checkRunAnnotations(annotations) {
    const onFile = annotations.filter((a) => a.file);
    const sorted = ORDER.flatMap((level) => onFile.filter((a) => a.level === level));
    const placed = sorted.slice(0, MAX_CHECK_RUN_ANNOTATIONS).map((a) => ({
        path: a.file,
        start_line: a.startLine ?? 1,
        end_line: a.startLine ?? 1,
        annotation_level: LEVEL[a.level],
        title: (0,_github_limits__WEBPACK_IMPORTED_MODULE_0__/* .checkTitle */ .Tq)(a.title),
        message: (0,_github_limits__WEBPACK_IMPORTED_MODULE_0__/* .checkText */ .qW)(a.message),
    }));
    return { placed, unplaced: annotations.filter((a) => !a.file), left: sorted.length - placed.length };
}
/** The summary within the Checks API's limit (bytes), cut at a line with a note when longer. */
function checkRunSummary(markdown) {
    const limit = _github_limits__WEBPACK_IMPORTED_MODULE_0__/* .GITHUB_LIMITS */ .f_.checkTextBytes;
    if (Buffer.byteLength(markdown, 'utf8') <= limit)
        return markdown;
    const note = '\n\n\u2026cut here (the Checks API takes 65 535 bytes); the job summary has all of it.\n';
    return `${(0,_text__WEBPACK_IMPORTED_MODULE_1__/* .linePrefixBytes */ .iB)(markdown, limit - Buffer.byteLength(note, 'utf8'))}${note}`;
}
/**
 * The outputs of the run's requests: the first creates the run, each further one appends its
 * 50 annotations; every one carries the title and the summary within the API's limits.
 */
function checkRunOutputs(input) {
    const output = (annotations) => ({
        title: (0,_github_limits__WEBPACK_IMPORTED_MODULE_0__/* .checkTitle */ .Tq)(input.title),
        summary: checkRunSummary(input.summary),
        annotations,
    });
    const outputs = [];
    for (let i = 0; i < input.annotations.length; i += ANNOTATIONS_PER_REQUEST)
        outputs.push(output(input.annotations.slice(i, i + ANNOTATIONS_PER_REQUEST)));
    return outputs.length > 0 ? outputs : [output([])];
}


/***/ })

};
