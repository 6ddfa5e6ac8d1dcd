export const id = 306;
export const ids = [306];
export const modules = {

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


/***/ })

};
