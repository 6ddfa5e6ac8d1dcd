export const id = 170;
export const ids = [170];
export const modules = {

/***/ 8170:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   checkRunAnnotations: () => (/* binding */ checkRunAnnotations),
/* harmony export */   publishCheckRun: () => (/* binding */ publishCheckRun)
/* harmony export */ });
/* harmony import */ var _report_format__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2011);
// One check run `image-check` on the head commit carrying every annotation of a run (workflow
// commands reach the lines with ten per level only) and the job summary as its output. The
// Checks API takes 50 annotations a request: the run is created with the first 50 and each
// further 50 are appended by an update.

const CHECK_RUN_NAME = 'image-check';
/** Annotations the Checks API takes in one request. */
const ANNOTATIONS_PER_REQUEST = 50;
/** Annotations one run sends at most (a bound on requests: 20); the summary holds every finding. */
const MAX_CHECK_RUN_ANNOTATIONS = 1000;
/** The Checks API's limit on `output.summary`, in characters. */
const CHECK_SUMMARY_LIMIT = 65_535;
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
        title: (0,_report_format__WEBPACK_IMPORTED_MODULE_0__/* .truncate */ .xv)(a.title, 255),
        message: (0,_report_format__WEBPACK_IMPORTED_MODULE_0__/* .truncate */ .xv)(a.message, 64_000),
    }));
    return { placed, unplaced: annotations.filter((a) => !a.file), left: sorted.length - placed.length };
}
/** The summary within the Checks API's limit, cut at a line with a note when longer. */
function checkRunSummary(markdown) {
    if (markdown.length <= CHECK_SUMMARY_LIMIT)
        return markdown;
    const note = '\n\n\u2026cut here (the Checks API takes 65 535 characters); the job summary has all of it.\n';
    const room = markdown.slice(0, CHECK_SUMMARY_LIMIT - note.length);
    const cut = room.lastIndexOf('\n');
    return `${cut > 0 ? room.slice(0, cut) : room}${note}`;
}
/** Creates the check run and appends its annotations 50 at a time. Throws what the API answered. */
async function publishCheckRun(api, input) {
    const output = (annotations) => ({
        title: (0,_report_format__WEBPACK_IMPORTED_MODULE_0__/* .truncate */ .xv)(input.title, 255),
        summary: checkRunSummary(input.summary),
        annotations,
    });
    const batches = [];
    for (let i = 0; i < input.annotations.length; i += ANNOTATIONS_PER_REQUEST)
        batches.push(input.annotations.slice(i, i + ANNOTATIONS_PER_REQUEST));
    const [first = [], ...rest] = batches;
    const created = await api.create({
        name: CHECK_RUN_NAME,
        headSha: input.headSha,
        conclusion: input.failed ? 'failure' : 'success',
        output: output(first),
    });
    for (const batch of rest)
        await api.update(created.id, output(batch));
    return { ...created, requests: 1 + rest.length };
}


/***/ })

};
