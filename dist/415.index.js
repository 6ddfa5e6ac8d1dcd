export const id = 415;
export const ids = [415];
export const modules = {

/***/ 415:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lookups: () => (/* binding */ Lookups)
/* harmony export */ });
/**
 * Every look-up once: references to the same repo (org and image) share one repo look-up and one tag listing,
 * the same image one advisory query and one registry token, the same tag one history fetch.
 * Promises are cached, so concurrent callers wait for the same request.
 */
class Lookups {
    cache = new Map();
    clients;
    /** `clients` may be a function: then it is called on the first look-up only (credentials are resolved lazily). */
    constructor(clients) {
        this.clients = typeof clients === 'function' ? clients : () => Promise.resolve(clients);
    }
    tags(org, image) {
        return this.once(`tags:${org}/${image}`, async () => (await this.clients()).platform.listTags((await this.repo(org, image)).uid));
    }
    advisories(image) {
        return this.once(`advisories:${image}`, async () => (await this.clients()).platform.listAdvisories(image));
    }
    history(org, image, tag) {
        return this.once(`history:${org}/${image}:${tag}`, async () => (await this.clients()).registry.history(org, image, tag, await this.token(org, image)));
    }
    repo(org, image) {
        return this.once(`repo:${org}/${image}`, async () => (await this.clients()).platform.findRepo(org, image));
    }
    token(org, image) {
        return this.once(`token:${org}/${image}`, async () => (await this.clients()).registry.token(org, image));
    }
    once(key, load) {
        let pending = this.cache.get(key);
        if (!pending) {
            pending = load();
            // Callers handle the rejection; this keeps an unawaited shared promise from crashing the process.
            pending.catch(() => undefined);
            this.cache.set(key, pending);
        }
        return pending;
    }
}


/***/ })

};
