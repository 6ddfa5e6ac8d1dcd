export const id = 753;
export const ids = [753];
export const modules = {

/***/ 2753:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   boundOldGeneration: () => (/* binding */ boundOldGeneration),
/* harmony export */   boundWasmTierUp: () => (/* binding */ boundWasmTierUp),
/* harmony export */   boundYoungGeneration: () => (/* binding */ boundYoungGeneration)
/* harmony export */ });
/* harmony import */ var node_v8__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8877);
/* harmony import */ var node_v8__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_v8__WEBPACK_IMPORTED_MODULE_0__);

/**
 * Keeps V8's young generation at its starting size for the rest of the process. A run reads
 * thousands of answers whose short-lived bodies and records survive a scavenge or two across the
 * `await`s, and V8 doubles the young generation each time (to 64 to 128 MB), which is the whole of
 * the action's peak memory beyond its start (bench/README.md). The growth factor is read each time
 * the space would grow, so setting it after start takes effect (test/unit/heap.test.ts); a node
 * action cannot pass V8 flags on its command line. Costs a few more scavenges, not wall time.
 */
function boundYoungGeneration() {
    (0,node_v8__WEBPACK_IMPORTED_MODULE_0__.setFlagsFromString)('--semi-space-growth-factor=1');
}
/**
 * Keeps WebAssembly in V8's baseline code (Liftoff) for the rest of the process. The one module a
 * run executes is undici's HTTP/1 parser (llhttp): once it is hot, V8 recompiles it with TurboFan,
 * which holds 11 MB of a 100 000-build walk's peak (117 against 128 MB) for a parser that is a few
 * percent of the run's CPU (bench/README.md, "Memory, taken apart"). V8 reads the budget when a
 * module is compiled, and undici compiles llhttp on its first connection, after the entry has set
 * it (test/unit/heap.test.ts). The budget is V8's estimate of bytes executed per function.
 */
function boundWasmTierUp() {
    (0,node_v8__WEBPACK_IMPORTED_MODULE_0__.setFlagsFromString)('--wasm-tiering-budget=2000000000');
}
/**
 * Lets the old generation grow by a fifth over what the last full collection kept, instead of
 * V8's own factor (up to several times the live heap when collections are fast). A run keeps
 * little (its results) and makes much garbage that outlives a scavenge (answers across `await`s,
 * `@sigstore/verify`'s certificate work: 2.9 GB over 5 000 references), which V8 otherwise
 * collects only once the heap is 2 to 3 times the live size (bench/README.md, "Memory, taken
 * apart"). Read at every full collection, so setting it after start takes effect
 * (test/unit/heap.test.ts). Costs more full collections, marked concurrently.
 */
function boundOldGeneration() {
    (0,node_v8__WEBPACK_IMPORTED_MODULE_0__.setFlagsFromString)('--heap-growing-percent=20');
}


/***/ })

};
