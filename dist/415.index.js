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
 *
 * `limit(n)` bounds the service calls running at once. A call sends its requests one after
 * another (pages, history windows), so n is also the most requests in flight. Waiting calls go
 * by what waits on them: repo look-ups and registry tokens first (tag listings and histories
 * wait on them), then tag listings and histories, then advisory queries (nothing waits on them),
 * so the slots stay full to the end instead of ending on a chain started late.
 */
class Lookups {
    cache = new Map();
    clients;
    slots = new Slots();
    /** `clients` may be a function: then it is called on the first look-up only (credentials are resolved lazily). */
    constructor(clients) {
        this.clients = typeof clients === 'function' ? clients : () => Promise.resolve(clients);
    }
    /** At most `concurrency` service calls at once (unbounded until set). */
    limit(concurrency) {
        this.slots.size = Math.max(1, concurrency);
        return this;
    }
    tags(org, image) {
        return this.once(`tags:${org}/${image}`, async () => {
            const repo = await this.repo(org, image);
            const { platform } = await this.clients();
            return this.slots.run(FOLLOW_UP, () => platform.listTags(repo.uid));
        });
    }
    advisories(image) {
        return this.once(`advisories:${image}`, async () => {
            const { platform } = await this.clients();
            return this.slots.run(LEAF, () => platform.listAdvisories(image));
        });
    }
    history(org, image, tag) {
        return this.once(`history:${org}/${image}:${tag}`, async () => {
            const token = await this.token(org, image);
            const { registry } = await this.clients();
            return this.slots.run(FOLLOW_UP, () => registry.history(org, image, tag, token));
        });
    }
    repo(org, image) {
        return this.once(`repo:${org}/${image}`, async () => {
            const { platform } = await this.clients();
            return this.slots.run(UNLOCKS, () => platform.findRepo(org, image));
        });
    }
    token(org, image) {
        return this.once(`token:${org}/${image}`, async () => {
            const { registry } = await this.clients();
            return this.slots.run(UNLOCKS, () => registry.token(org, image));
        });
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
/** Priorities of waiting calls, highest first. */
const UNLOCKS = 2;
const FOLLOW_UP = 1;
const LEAF = 0;
/** A counting semaphore whose waiters are served by priority, then in arrival order. */
class Slots {
    size = Number.POSITIVE_INFINITY;
    active = 0;
    waiting = [[], [], []];
    async run(priority, call) {
        if (this.active >= this.size)
            await new Promise((resolve) => this.waiting[priority].push(resolve));
        else
            this.active++;
        try {
            return await call();
        }
        finally {
            // The slot passes straight to the next waiter, if any: `active` stays the same then.
            const next = this.waiting[UNLOCKS].shift() ?? this.waiting[FOLLOW_UP].shift() ?? this.waiting[LEAF].shift();
            if (next)
                next();
            else
                this.active--;
        }
    }
}


/***/ })

};
