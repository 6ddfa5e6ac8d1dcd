export const id = 742;
export const ids = [742];
export const modules = {

/***/ 17705:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D8: () => (/* binding */ judgeSignatures),
/* harmony export */   WO: () => (/* binding */ prefetchSignature),
/* harmony export */   et: () => (/* binding */ notVerified)
/* harmony export */ });
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
/* harmony import */ var _settle__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6964);
/* harmony import */ var _assess__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(95340);
/* harmony import */ var _pull_policies_judge_policies__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(95399);
/* harmony import */ var _pull_policies_moves__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(38497);
// The vendor's signatures, a pass after the registry's policies: each distinct digest in use
// verified once (asked beside the look-ups: check/judge/engine.ts starts it as each result is known),
// the verdict put on the result as `signature`, the status made `unsigned` where no accepted
// signature verifies, or `error` where it could not be checked (never `unsigned`, never `ok`);
// then every move the run proposes kept to a build whose signature verifies.





/** Most builds a move's search verifies past an unsigned one: a few requests each (bench/README.md). */
const MOVE_SEARCH_VERIFICATIONS = 8;
/** `signatures: never`: nothing asked, every result's `signature` null (not checked). */
const notVerified = (results) => results.map((r) => ({ ...r, signature: null }));
/** Starts the verification of a result's digest in use as soon as it is known (the engine's onResult, the early look-ups). */
function prefetchSignature(r, lookups) {
    const digest = (0,_pull_policies_judge_policies__WEBPACK_IMPORTED_MODULE_2__/* .digestInUse */ .xY)(r);
    if (digest !== null && r.status !== 'error')
        void (0,_settle__WEBPACK_IMPORTED_MODULE_4__/* .settle */ .G)(lookups.signature(r.org, r.image, digest));
}
/** Each result with its signature verdict and status, and its moves kept to signed builds. */
async function judgeSignatures(results, lookups, refused) {
    const judged = await Promise.all(results.map((r) => judgeOne(r, lookups)));
    return Promise.all(judged.map((r) => keepMoveSigned(r, lookups, refused)));
}
async function judgeOne(r, lookups) {
    const digest = (0,_pull_policies_judge_policies__WEBPACK_IMPORTED_MODULE_2__/* .digestInUse */ .xY)(r);
    if (digest === null || r.status === 'error')
        return { ...r, signature: null };
    const verdict = await (0,_settle__WEBPACK_IMPORTED_MODULE_4__/* .settle */ .G)(lookups.signature(r.org, r.image, digest));
    if (!verdict.ok) {
        const cause = (0,_assess__WEBPACK_IMPORTED_MODULE_1__/* .toResultError */ .No)(verdict.error);
        const message = `the signature of ${digest} could not be checked: ${cause.message}`;
        return { ...r, signature: null, status: 'error', error: { ...cause, message } };
    }
    const signature = verdict.value;
    if (signature === null || signature.verified)
        return { ...r, signature };
    return { ...r, signature, status: 'unsigned' };
}
/**
 * The move the run proposes, kept to a signed build: when its build's signature does not verify,
 * the newest older build of the tag (newer than the pin, old enough under min-age, passing the
 * registry's policies) whose signature does; none among the first few, no move, and why.
 */
async function keepMoveSigned(r, lookups, refused) {
    if (r.status === 'error' || r.signature === null)
        return r;
    const move = await (0,_settle__WEBPACK_IMPORTED_MODULE_4__/* .settle */ .G)((0,_pull_policies_moves__WEBPACK_IMPORTED_MODULE_3__/* .moveOf */ .ds)(r, lookups));
    if (!move.ok)
        return r;
    // A pin nobody signed moves even at its tag's newest build: to the newest older build that is signed.
    const to = move.value ??
        (r.status === 'unsigned' && r.tag !== null && r.pinnedDigest !== null
            ? { tag: r.tag, digest: r.pinnedDigest, newerThan: null }
            : null);
    if (to === null)
        return r;
    const first = await (0,_settle__WEBPACK_IMPORTED_MODULE_4__/* .settle */ .G)(lookups.signature(r.org, r.image, to.digest));
    if (first.ok && (first.value === null || first.value.verified))
        return r;
    if (!first.ok)
        return noMove(r, to, 0, `the signature of ${to.digest} could not be checked (${(0,_errors__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(first.error)})`);
    const searched = await (0,_settle__WEBPACK_IMPORTED_MODULE_4__/* .settle */ .G)(searchSigned(r, to, lookups, refused));
    if (!searched.ok)
        return noMove(r, to, 0, `the builds of ${to.tag} could not be searched (${(0,_errors__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(searched.error)})`);
    const { build, passedOver } = searched.value;
    if (build === null)
        return noMove(r, to, passedOver, `no build of ${to.tag} ${to.newerThan ? 'newer than the pin ' : ''}among the newest ${passedOver} is signed by an accepted signer`);
    return { ...(0,_pull_policies_moves__WEBPACK_IMPORTED_MODULE_3__/* .movedTo */ .rh)(r, to, build), signatureMove: { tag: to.tag, passedOver, to: build } };
}
const noMove = (r, move, passedOver, none) => ({
    ...(0,_pull_policies_moves__WEBPACK_IMPORTED_MODULE_3__/* .staying */ .WK)(r, move),
    signatureMove: { tag: move.tag, passedOver, none },
});
/** The newest build older than `move.digest` whose signature verifies, within the search's bound. */
async function searchSigned(r, move, lookups, refused) {
    const candidates = (0,_pull_policies_moves__WEBPACK_IMPORTED_MODULE_3__/* .candidatesOf */ .kW)(await lookups.history(r.org, r.image, move.tag), move, lookups.pullableBefore);
    const start = candidates.findIndex((c) => c.digest === move.digest) + 1;
    let passedOver = 1;
    for (const candidate of candidates.slice(start, start + MOVE_SEARCH_VERIFICATIONS)) {
        const verdict = await lookups.signature(r.org, r.image, candidate.digest);
        if (verdict?.verified && !(await refused(r, candidate.digest)))
            return { build: (0,_pull_policies_moves__WEBPACK_IMPORTED_MODULE_3__/* .buildOf */ .Yy)(candidate), passedOver };
        passedOver++;
    }
    return { build: null, passedOver };
}


/***/ }),

/***/ 28902:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EY: () => (/* binding */ backoffDelay),
/* harmony export */   cO: () => (/* binding */ DEFAULT_RETRY_POLICY),
/* harmony export */   mu: () => (/* binding */ parseRetryAfter)
/* harmony export */ });
// Backoff policy: pure, so tests can check it without sleeping.
const DEFAULT_RETRY_POLICY = {
    maxAttempts: 4,
    baseDelayMs: 250,
    maxDelayMs: 8_000,
    maxRetryAfterMs: 60_000,
};
/** Exponential backoff with full jitter (AWS architecture blog): spreads retries of many clients. */
function backoffDelay(attempt, policy, random) {
    const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
    return Math.round(random() * ceiling);
}
/** Retry-After is either delta-seconds or an HTTP date (RFC 9110 10.2.3). Undefined when absent or unreadable. */
function parseRetryAfter(value, now) {
    if (value === undefined)
        return undefined;
    const trimmed = value.trim();
    if (/^\d+$/.test(trimmed))
        return Number(trimmed) * 1000;
    const date = Date.parse(trimmed);
    if (Number.isNaN(date))
        return undefined;
    return Math.max(0, date - now);
}


/***/ })

};
