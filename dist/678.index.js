export const id = 678;
export const ids = [678,742,599];
export const modules = {

/***/ 12678:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  checkOrganizationAction: () => (/* binding */ checkOrganizationAction)
});

// EXTERNAL MODULE: ./src/action/log.ts
var log = __webpack_require__(58592);
// EXTERNAL MODULE: ./src/http/deadline.ts
var deadline = __webpack_require__(52378);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./node_modules/tinyglobby/dist/index.mjs + 1 modules
var dist = __webpack_require__(73382);
// EXTERNAL MODULE: ./src/report/run-report.ts
var run_report = __webpack_require__(57330);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/fs/read-inside.ts
var read_inside = __webpack_require__(11552);
// EXTERNAL MODULE: ./src/refs/globs.ts
var refs_globs = __webpack_require__(7905);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 15 modules
var schemas = __webpack_require__(9691);
// EXTERNAL MODULE: ./src/fs/write-inside.ts
var write_inside = __webpack_require__(27841);
;// CONCATENATED MODULE: ./src/org/tree-sha.ts
// Whether a recursive tree listing is the tree its SHA names: git's tree object of every level
// rebuilt from the entries under its path (a recursive listing flattens subtrees) and hashed, each
// subtree against the SHA its parent names, the root against the SHA asked for. A listing with an
// entry left out, added, retyped or pointed at another object does not hold. Sizes are not part of
// a tree object: nothing here vouches for them.

/** The object type a mode (as written in the tree object, no leading zero) names, or null for a mode git does not write. */
function typeOfMode(mode) {
    if (mode === '40000')
        return 'tree';
    if (mode === '160000')
        return 'commit';
    // Regular files (644, 755 and the group-writable 664 of old repositories) and symbolic links.
    return /^100[0-7]{3}$/.test(mode) || mode === '120000' ? 'blob' : null;
}
/** The children of every tree in the listing, by the tree's path ('' the root); null when an entry has no tree to sit in. */
function childrenOf(entries, shaLength) {
    const children = new Map([['', []]]);
    for (const e of entries)
        if (e.type === 'tree')
            children.set(e.path, []);
    const seen = new Set();
    for (const e of entries) {
        // GitHub writes a tree's mode as 040000; the object holds 40000.
        const mode = e.mode.replace(/^0+/, '');
        const cut = e.path.lastIndexOf('/');
        const name = e.path.slice(cut + 1);
        // A leading '/' would sit in the root under another path than the one the scan reads.
        const siblings = cut === 0 ? undefined : children.get(cut < 0 ? '' : e.path.slice(0, cut));
        if (typeOfMode(mode) !== e.type || e.sha.length !== shaLength || seen.has(e.path))
            return null;
        if (!siblings || name === '' || name.includes('\0'))
            return null;
        seen.add(e.path);
        siblings.push({ mode, name, sha: e.sha, tree: e.type === 'tree' });
    }
    return children;
}
// Git orders a tree's entries by their names' bytes, a subtree's name read with a trailing '/'.
const sortKey = (c) => Buffer.from(c.tree ? `${c.name}/` : c.name, 'utf8');
/** Git's id of the tree object holding `children`. */
function treeObjectSha(children, algorithm) {
    const sorted = [...children].sort((a, b) => Buffer.compare(sortKey(a), sortKey(b)));
    const body = Buffer.concat(sorted.flatMap((c) => [Buffer.from(`${c.mode} ${c.name}\0`, 'utf8'), Buffer.from(c.sha, 'hex')]));
    return (0,external_node_crypto_.createHash)(algorithm).update(`tree ${body.length}\0`).update(body).digest('hex');
}
/** Whether the recursive listing `entries` is, level by level, the tree `rootSha` names. A truncated listing never is. */
function treeHolds(rootSha, listing) {
    if (listing.truncated || !/^([0-9a-f]{40}|[0-9a-f]{64})$/.test(rootSha))
        return false;
    const children = childrenOf(listing.tree, rootSha.length);
    if (!children)
        return false;
    const algorithm = rootSha.length === 64 ? 'sha256' : 'sha1';
    const shaOf = new Map([
        ['', rootSha],
        ...listing.tree.filter((e) => e.type === 'tree').map((e) => [e.path, e.sha]),
    ]);
    return [...children].every(([path, list]) => treeObjectSha(list, algorithm) === shaOf.get(path));
}

;// CONCATENATED MODULE: ./src/github/answer-cache.ts
// What a store of GitHub's answers holds (org/cache.ts keeps one under cache-dir): file contents
// and trees by their SHA, other answers by URL with their ETag; the tree as the scan reads it, and
// git's blob id a kept file is checked against.


/** A tree entry as the scan uses it. */
const treeEntrySchema = schemas/* object */.Ikc({
    path: schemas/* string */.YjP(),
    mode: schemas/* string */.YjP(),
    type: schemas/* string */.YjP(),
    sha: schemas/* string */.YjP().regex(/^[0-9a-f]{40,64}$/),
    size: schemas/* number */.aig().int().nonnegative().optional(),
});
const treeSchema = schemas/* object */.Ikc({ tree: schemas/* array */.YOg(treeEntrySchema), truncated: schemas/* boolean */.zMY() });
/** Git's blob id: sha-1 of `blob <size>\0<content>` (what the tree names a file by). */
function gitBlobSha(bytes) {
    return (0,external_node_crypto_.createHash)('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}
/** No cache: nothing kept, nothing found. */
const NO_CACHE = {
    blob: () => Promise.resolve(null),
    putBlob: () => Promise.resolve(),
    tree: () => Promise.resolve(null),
    putTree: () => Promise.resolve(),
    answer: () => Promise.resolve(null),
    putAnswer: () => Promise.resolve(),
};

;// CONCATENATED MODULE: ./src/org/cache.ts
// The `cache-dir`: what GitHub answered, kept for the next run. File contents and trees are kept
// by their SHA (what a SHA names never changes), other answers by URL with their ETag (sent back
// as If-None-Match: a 304 costs no rate limit). Entries are data like any answer: each is read
// through zod, a blob must hash to its SHA, a tree must rebuild to its SHA level by level
// (tree-sha.ts; its sizes, which no SHA covers, are dropped), and an entry that does not hold is
// ignored (read again from GitHub), never trusted. Only answers are kept: never a header, never
// the token. What the ETag answers (listings, branch heads) can be trusted for: docs/security.md.







const VERSION = 1;
const blobEntry = schemas/* object */.Ikc({ v: schemas/* literal */.euz(VERSION), sha: schemas/* string */.YjP(), base64: schemas/* string */.YjP() });
const treeEntry = schemas/* object */.Ikc({ v: schemas/* literal */.euz(VERSION), sha: schemas/* string */.YjP(), tree: treeSchema });
const answerEntry = schemas/* object */.Ikc({ v: schemas/* literal */.euz(VERSION), url: schemas/* string */.YjP(), etag: schemas/* string */.YjP().min(1), body: schemas/* unknown */.L5J() });
/** A cache entry is never bigger than what a scan reads (blobs are bounded before they are fetched). */
const MAX_ENTRY_BYTES = 64 * 1024 * 1024;
const SHA = /^[0-9a-f]{40,64}$/;
const urlKey = (url) => (0,external_node_crypto_.createHash)('sha256').update(url).digest('hex');
/** The cache in `dir` (absolute; created when missing). Reads and writes stay inside it. */
async function openCache(dir) {
    await (0,promises_.mkdir)(dir, { recursive: true });
    const read = async (file, schema) => {
        const got = await (0,read_inside/* readInside */.x)(dir, file, MAX_ENTRY_BYTES);
        if (!got.ok)
            return null;
        try {
            const parsed = schema.safeParse(JSON.parse(got.text));
            return parsed.success ? parsed.data : null;
        }
        catch {
            return null;
        }
    };
    // A write that fails (a full disk, a link planted in the directory) costs the next run a read, nothing more.
    const write = (file, value) => (0,write_inside/* writeInside */.M)([dir], file, JSON.stringify(value)).then(() => undefined, () => undefined);
    return {
        async blob(sha) {
            if (!SHA.test(sha))
                return null;
            const entry = await read(`blobs/${sha.slice(0, 2)}/${sha}.json`, blobEntry);
            if (!entry || entry.sha !== sha)
                return null;
            const bytes = Buffer.from(entry.base64, 'base64');
            return gitBlobSha(bytes) === sha ? bytes : null;
        },
        putBlob: (sha, bytes) => SHA.test(sha)
            ? write(`blobs/${sha.slice(0, 2)}/${sha}.json`, { v: VERSION, sha, base64: bytes.toString('base64') })
            : Promise.resolve(),
        async tree(sha) {
            if (!SHA.test(sha))
                return null;
            const entry = await read(`trees/${sha.slice(0, 2)}/${sha}.json`, treeEntry);
            if (!entry || entry.sha !== sha || !treeHolds(sha, entry.tree))
                return null;
            // A size is not part of the tree object: a planted one could pass a file over as too big.
            return { truncated: false, tree: entry.tree.tree.map(({ size: _size, ...named }) => named) };
        },
        // A truncated listing cannot be checked against its SHA, so it is never kept.
        putTree: (sha, tree) => SHA.test(sha) && !tree.truncated
            ? write(`trees/${sha.slice(0, 2)}/${sha}.json`, { v: VERSION, sha, tree })
            : Promise.resolve(),
        async answer(url) {
            const entry = await read(`answers/${urlKey(url)}.json`, answerEntry);
            return entry && entry.url === url ? { etag: entry.etag, body: entry.body } : null;
        },
        putAnswer: (url, etag, body) => write(`answers/${urlKey(url)}.json`, { v: VERSION, url, etag, body }),
    };
}

// EXTERNAL MODULE: ./src/report/result-item.ts
var result_item = __webpack_require__(92877);
;// CONCATENATED MODULE: ./src/org/shard-item.ts
// A result as an organization shard writes it: the `results` item every other results format
// writes (report/result-item.ts), plus `forMerge`, what the item does not show and a merge's report
// needs (the accepted finding kinds, the end-of-life countdown, the ids the severity gate reads,
// why a move could not be searched, which fields the run never looked up). Read back, the two
// give the result again exactly (test/unit/org/shard-item.test.ts holds every field to that).


/** Fields the item writes as null whether the run found nothing or never looked: which one it was. */
const NULL_WHEN_UNSET = [
    'suggestion',
    'ignored',
    'vulnerabilities',
    'fixedByUpdate',
    'policies',
    'signature',
    'changes',
];
const forMergeSchema = schemas/* object */.Ikc({
    /** Of NULL_WHEN_UNSET, the fields this result never set. */
    unset: schemas/* array */.YOg(schemas/* enum */.k5n(NULL_WHEN_UNSET)),
    /** `ignored.kinds`: the finding kinds the ignore entry accepts. */
    ignoredKinds: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
    /** `endOfLife`: null when the platform gave no dates, else what the item leaves out of them. */
    endOfLife: schemas/* object */.Ikc({ supportEnded: schemas/* boolean */.zMY().optional(), daysLeft: schemas/* number */.aig().int().nullable(), warn: schemas/* boolean */.zMY() })
        .nullable()
        .optional(),
    vulnerabilityIds: schemas/* array */.YOg(result_item/* vulnerabilityRefSchema */.Tj).nullable().optional(),
    nextTagError: schemas/* string */.YjP().optional(),
    policyMoveError: schemas/* string */.YjP().optional(),
});
const shardItemSchema = result_item/* resultItemSchema */.Ax.extend({ forMerge: forMergeSchema });
/** A result as a shard's file holds it. */
function shardItem(r) {
    const eol = r.endOfLife;
    return {
        ...(0,result_item/* resultItem */.H4)(r),
        forMerge: {
            unset: NULL_WHEN_UNSET.filter((field) => r[field] === undefined),
            ...(r.ignored ? { ignoredKinds: r.ignored.kinds } : {}),
            ...(eol !== undefined
                ? {
                    endOfLife: eol && {
                        ...(eol.supportEnded !== undefined ? { supportEnded: eol.supportEnded } : {}),
                        daysLeft: eol.daysLeft,
                        warn: eol.warn,
                    },
                }
                : {}),
            ...(r.vulnerabilityIds !== undefined ? { vulnerabilityIds: r.vulnerabilityIds } : {}),
            ...(r.nextTagPullable?.error !== undefined ? { nextTagError: r.nextTagPullable.error } : {}),
            ...(r.policyMove?.error !== undefined ? { policyMoveError: r.policyMove.error } : {}),
        },
    };
}
/** The result a shard wrote, again: the item's fields, then what `forMerge` kept. */
function resultOfShardItem(written) {
    // endingSoon is derived from endOfLife: the reports compute it again.
    const { forMerge, endingSoon, suggestion, ignored, vulnerabilities, fixedByUpdate, policies, signature, ...item } = written;
    void endingSoon;
    const { nextTagPullable, policyMove, signatureMove, endOfLife, changes, changesGap, ...plain } = item;
    const r = { ...plain };
    // A field the run never set comes back unset, not as the item's null.
    const unset = new Set(forMerge.unset);
    if (!unset.has('suggestion'))
        r.suggestion = suggestion;
    if (!unset.has('ignored'))
        r.ignored = ignored && { ...ignored, kinds: forMerge.ignoredKinds ?? [] };
    if (!unset.has('vulnerabilities'))
        r.vulnerabilities = vulnerabilities;
    if (!unset.has('fixedByUpdate'))
        r.fixedByUpdate = fixedByUpdate;
    if (!unset.has('policies'))
        r.policies = policies;
    if (!unset.has('signature'))
        r.signature = signature;
    if (!unset.has('changes'))
        r.changes = changes;
    if (changesGap)
        r.changesGap = changesGap;
    if (forMerge.vulnerabilityIds !== undefined)
        r.vulnerabilityIds = forMerge.vulnerabilityIds;
    if (forMerge.endOfLife !== undefined)
        r.endOfLife = forMerge.endOfLife && endOfLife ? { ...endOfLife, ...forMerge.endOfLife } : null;
    if (nextTagPullable) {
        r.nextTagPullable = { ...nextTagPullable };
        if (forMerge.nextTagError !== undefined)
            r.nextTagPullable.error = forMerge.nextTagError;
    }
    if (policyMove) {
        r.policyMove = { tag: policyMove.tag, blockedBy: policyMove.blockedBy };
        if (policyMove.to)
            r.policyMove.to = policyMove.to;
        if (forMerge.policyMoveError !== undefined)
            r.policyMove.error = forMerge.policyMoveError;
    }
    if (signatureMove) {
        r.signatureMove = { tag: signatureMove.tag, passedOver: signatureMove.passedOver };
        if (signatureMove.to)
            r.signatureMove.to = signatureMove.to;
        if (signatureMove.none !== null)
            r.signatureMove.none = signatureMove.none;
    }
    return r;
}

;// CONCATENATED MODULE: ./src/org/envelope.ts
// The results file of an organization run: the results as `results` items, and what a merge needs
// besides them (each item's `forMerge`; the owner, the shard, the repositories read with their
// commit and visibility, those not read with why, the file problems and skipped references).
// Written by a shard, read back by `merge` through zod: a file is data from an artifact, never
// trusted as it is.



const ENVELOPE_KIND = 'image-check/organization-results';
/** Raised when the envelope's meaning changes: a merge refuses files of another version. */
const ENVELOPE_VERSION = 2;
const envelope_text = schemas/* string */.YjP();
const repositoryName = schemas/* string */.YjP().regex(/^[^/\s]+\/[^/\s]+$/);
const envelopeSchema = schemas/* object */.Ikc({
    kind: schemas/* literal */.euz(ENVELOPE_KIND),
    version: schemas/* literal */.euz(ENVELOPE_VERSION),
    owner: schemas/* string */.YjP().min(1),
    shard: schemas/* object */.Ikc({ index: schemas/* number */.aig().int().min(1), count: schemas/* number */.aig().int().min(1).max(256) }),
    read: schemas/* array */.YOg(schemas/* object */.Ikc({ repository: repositoryName, commit: envelope_text, private: schemas/* boolean */.zMY() })),
    unread: schemas/* array */.YOg(schemas/* object */.Ikc({ repository: repositoryName, reason: envelope_text, private: schemas/* boolean */.zMY().nullable() })),
    unmatchedGlobs: schemas/* array */.YOg(envelope_text),
    problems: schemas/* array */.YOg(schemas/* object */.Ikc({
        file: envelope_text,
        message: envelope_text,
        line: schemas/* number */.aig().int().optional(),
        level: schemas/* enum */.k5n(['error', 'warning']).optional(),
        repository: envelope_text.optional(),
        commit: envelope_text.optional(),
    })),
    skipped: schemas/* array */.YOg(schemas/* object */.Ikc({
        ref: envelope_text,
        kind: schemas/* enum */.k5n(['other-registry', 'unresolved', 'invalid', 'not-an-image']),
        reason: envelope_text,
        location: result_item/* locationSchema */.Hd.optional(),
    })),
    results: schemas/* array */.YOg(shardItemSchema),
});
// A field the envelope, a problem or a skipped reference gains and its schema lacks fails to compile.
const readsEveryField = [true, true, true, true];
void readsEveryField;
/** The envelope's text: the envelope's fields, then the results one per line (thousands stay readable). */
function* envelopeChunks(envelope) {
    const { results, ...head } = envelope;
    const fields = JSON.stringify(head, null, 2);
    yield `${fields.slice(0, -2)},\n  "results": [`;
    for (let i = 0; i < results.length; i++)
        yield `${i === 0 ? '\n' : ',\n'}    ${JSON.stringify(results[i])}`;
    yield `${results.length > 0 ? '\n  ' : ''}]\n}\n`;
}

// EXTERNAL MODULE: ./src/github/client.ts
var client = __webpack_require__(96584);
// EXTERNAL MODULE: ./src/github/session.ts
var session = __webpack_require__(87599);
;// CONCATENATED MODULE: ./src/github/etag-cache.ts
// The cache-dir's answers by URL (org/cache.ts's AnswerCache) as an Octokit hook: a call that asks for it
// (`request: { keptAs: schema }`, chosen by `mine`) sends the kept ETag as If-None-Match, and a
// 304 (which costs no rate limit) is answered from the kept copy, Link header included, so
// `octokit.paginate` walks kept pages as it walks fresh ones. A kept copy is used only when it
// holds to the call's schema; otherwise the call asks for the whole answer, which replaces it.


const keptSchema = (schema) => schemas/* object */.Ikc({ data: schema, link: schemas/* string */.YjP().nullable() });
/** Registers the hook on `octokit` for the calls `mine` picks (it gives their schema); `onNotModified` counts 304s. */
function cacheByEtag(octokit, cache, mine, onNotModified) {
    octokit.hook.wrap('request', async (request, options) => {
        const schema = options.method === 'GET' ? mine(options.request) : null;
        if (!schema)
            return request(options);
        const url = octokit.request.endpoint(options).url;
        const cached = await cache.answer(url);
        const held = cached ? keptSchema(schema).safeParse(cached.body) : null;
        if (cached && held?.success)
            options.headers['if-none-match'] = cached.etag;
        try {
            const response = await request(options);
            const answer = schema.safeParse(response.data);
            const etag = response.headers.etag;
            if (answer.success && typeof etag === 'string' && etag !== '')
                await cache.putAnswer(url, etag, { data: answer.data, link: response.headers.link ?? null });
            return response;
        }
        catch (error) {
            if ((0,session.httpStatus)(error) !== 304 || !held?.success)
                throw error;
            onNotModified();
            const link = held.data.link ?? undefined;
            return { status: 200, url, headers: link ? { link } : {}, data: held.data.data };
        }
    });
}

// EXTERNAL MODULE: ./src/github/rate-stop.ts
var rate_stop = __webpack_require__(86);
;// CONCATENATED MODULE: ./src/github/org-reads.ts
// The GitHub REST operations an organization scan uses, and only these: the owner's repositories
// (octokit.paginate), a branch's head, a tree, a blob, over the run's client. Every answer through
// zod; ETags sent back from the cache (etag-cache.ts: a 304 costs no rate limit); trees and blobs,
// which their SHA names for good, taken from the cache without a request. A rate limit that cannot be waited out before the deadline stops every
// later call (RateLimited): the scan ends with what it read. Each blob SHA is read once a run,
// whatever number of repositories hold it.







const repoSchema = schemas/* object */.Ikc({
    name: schemas/* string */.YjP().min(1),
    full_name: schemas/* string */.YjP().min(3),
    private: schemas/* boolean */.zMY(),
    visibility: schemas/* string */.YjP().optional(),
    archived: schemas/* boolean */.zMY().optional(),
    fork: schemas/* boolean */.zMY(),
    default_branch: schemas/* string */.YjP().min(1).optional(),
    size: schemas/* number */.aig().int().nonnegative().optional(),
});
const branchSchema = schemas/* object */.Ikc({
    commit: schemas/* object */.Ikc({
        sha: schemas/* string */.YjP().regex(/^[0-9a-f]{40,64}$/),
        commit: schemas/* object */.Ikc({ tree: schemas/* object */.Ikc({ sha: schemas/* string */.YjP() }) }),
    }),
});
const blobSchema = schemas/* object */.Ikc({ content: schemas/* string */.YjP(), encoding: schemas/* string */.YjP() });
/**
 * Which waiting call takes a free slot first: the deepest step of a repository's chain (listing,
 * then a file, its tree, its head), so repositories begun are finished before others begin and
 * the last ones do not end on a chain started late.
 */
const PRIORITY = { listing: 4, blob: 3, tree: 2, head: 1 };
/**
 * The operations over the run's client (retries, throttling, the deadline). Each call carries
 * this scan's gate: once the limit is spent, calls waiting for a slot are not sent.
 */
function orgApi(github, options = {}) {
    const { octokit } = github;
    const cache = options.cache ?? NO_CACHE;
    const deadlineAt = options.deadlineAt ?? Number.POSITIVE_INFINITY;
    let stopped = null;
    const failed = (error) => stopped ?? (0,rate_stop/* limitOf */.LF)(error, (limit) => (stopped = limit));
    const gate = new client/* CallGate */.M({
        signal: options.signal,
        refuse: () => stopped,
        onAnswer: (status, headers) => void (stopped ??= (0,rate_stop/* spentPastDeadline */.p$)(status, headers, deadlineAt)),
        // Waited out when the wait ends before the deadline (the throttling plugin sleeps, then retries).
        mayWait: (seconds) => Date.now() + seconds * 1000 < deadlineAt,
    });
    const stats = { requests: 0, fileReads: 0, cachedFiles: 0, notModified: 0 };
    // Only this scan's calls are counted and cached (the run's client also serves the dashboard).
    octokit.hook.before('request', (call) => void (call.request?.gate === gate && stats.requests++));
    const mine = (request) => request?.gate === gate && request.keptAs instanceof schemas/* ZodType */.aRx ? request.keptAs : null;
    cacheByEtag(octokit, cache, mine, () => void stats.notModified++);
    const reads = { octokit, gate, cache, stats, failed, stopped: () => stopped, listings: new Set() };
    adoptListingPages(reads);
    const blobs = new Map();
    return {
        stats,
        listRepositories: (owner, onPage) => listRepositories(reads, owner, onPage),
        head: (repository, branch) => headOf(reads, repository, branch),
        isEmpty: (repository, branch) => isEmptyOf(reads, repository, branch),
        tree: (repository, sha) => treeOf(reads, repository, sha),
        blob(repository, sha) {
            // Each SHA once a run: a second repository holding it shares the first read.
            let read = blobs.get(sha);
            if (!read)
                blobs.set(sha, (read = blobOf(reads, repository, sha)));
            return read;
        },
    };
}
/**
 * octokit.paginate asks for the pages after the first with the method, the Link's address and
 * the headers only: this hook (outermost) gives a listing's later pages the scan's call options
 * again (its gate, priority and kept answers), known by their path.
 */
function adoptListingPages(reads) {
    reads.octokit.hook.wrap('request', (request, options) => {
        const path = /^https?:\/\//i.test(options.url) ? new URL(options.url).pathname : null;
        if (options.method === 'GET' && path !== null && reads.listings.has(path) && !options.request?.gate)
            options.request = { ...options.request, ...callOf(reads, 'listing', PAGE_SCHEMA).request };
        return request(options);
    });
}
/** Options of a call of this scan: its gate, its priority, and the schema its kept answer must hold to (when kept). */
const callOf = ({ gate }, step, keptAs) => ({
    request: { gate, priority: PRIORITY[step], ...(keptAs ? { keptAs } : {}) },
});
/** The call, with a spent rate limit said as RateLimited. */
async function guarded(reads, call) {
    const stopped = reads.stopped();
    if (stopped)
        throw stopped;
    try {
        return await call();
    }
    catch (error) {
        throw reads.failed(error);
    }
}
async function headOf(reads, repository, branch) {
    const params = { ...(0,session.splitRepository)(repository), branch, ...callOf(reads, 'head', branchSchema) };
    const { data } = await guarded(reads, () => reads.octokit.request('GET /repos/{owner}/{repo}/branches/{branch}', params));
    const got = branchSchema.parse(data);
    return { commit: got.commit.sha, tree: got.commit.commit.tree.sha };
}
/** Whether the branch's commits answer 409: GitHub's own word for a repository never pushed to; any other answer is not that. */
async function isEmptyOf(reads, repository, branch) {
    const params = { ...(0,session.splitRepository)(repository), ref: branch, ...callOf(reads, 'head') };
    try {
        await guarded(reads, () => reads.octokit.request('GET /repos/{owner}/{repo}/commits/{ref}', params));
        return false;
    }
    catch (error) {
        if ((0,session.httpStatus)(error) === 409)
            return true;
        throw error;
    }
}
async function treeOf(reads, repository, sha) {
    const kept = await reads.cache.tree(sha);
    if (kept)
        return kept;
    const route = 'GET /repos/{owner}/{repo}/git/trees/{tree_sha}';
    const params = { ...(0,session.splitRepository)(repository), tree_sha: sha, recursive: '1', ...callOf(reads, 'tree') };
    const tree = treeSchema.parse((await guarded(reads, () => reads.octokit.request(route, params))).data);
    await reads.cache.putTree(sha, tree);
    return tree;
}
async function blobOf(reads, repository, sha) {
    const kept = await reads.cache.blob(sha);
    if (kept) {
        reads.stats.cachedFiles++;
        return kept;
    }
    const route = 'GET /repos/{owner}/{repo}/git/blobs/{file_sha}';
    const params = { ...(0,session.splitRepository)(repository), file_sha: sha, ...callOf(reads, 'blob') };
    const answer = await guarded(reads, () => {
        reads.stats.fileReads++;
        return reads.octokit.request(route, params);
    });
    const bytes = decodeBlob(answer.data, sha);
    await reads.cache.putBlob(sha, bytes);
    return bytes;
}
const PAGE_SCHEMA = schemas/* array */.YOg(repoSchema);
/** The next page's address from a Link header. */
const nextOf = (link) => /<([^<>]+)>;\s*rel="next"/.exec(link ?? '')?.[1] ?? null;
/**
 * One kind of owner's repositories, page by page (onPage gets each as it comes). A Link that
 * names a page already read ends the listing: octokit.paginate would follow a loop for ever.
 */
async function listPages(reads, owner, kind, onPage) {
    const { octokit } = reads;
    const call = { per_page: 100, page: 1, ...callOf(reads, 'listing', PAGE_SCHEMA) };
    const pages = kind === 'orgs'
        ? octokit.paginate.iterator('GET /orgs/{org}/repos', { org: owner, type: 'all', ...call })
        : octokit.paginate.iterator('GET /users/{username}/repos', { username: owner, type: 'owner', ...call });
    reads.listings.add(new URL(octokit.request.endpoint(`GET /${kind}/{owner}/repos`, { owner }).url).pathname);
    const all = [];
    const seen = new Set();
    await guarded(reads, async () => {
        for await (const page of pages) {
            const listed = PAGE_SCHEMA.parse(page.data).map(listedOf);
            all.push(...listed);
            onPage(listed);
            seen.add(page.url);
            const next = nextOf(page.headers.link);
            if (next === null || seen.has(next))
                break;
        }
    });
    return all;
}
/** The owner's repositories: an organization's, else (after a 404) a user's; an owner not found is an InputError. */
async function listRepositories(reads, owner, onPage = () => undefined) {
    try {
        return await listPages(reads, owner, 'orgs', onPage);
    }
    catch (error) {
        if ((0,session.httpStatus)(error) !== 404)
            throw error;
        try {
            return await listPages(reads, owner, 'users', onPage);
        }
        catch (second) {
            if ((0,session.httpStatus)(second) === 404)
                throw new errors/* InputError */.dz('organization', `"${owner}" is neither an organization nor a user that the token can see (GitHub answered 404)`, "Check the owner's name, and that the token is for that owner (an app installed on it, or a token with access to it)");
            throw second;
        }
    }
}
const listedOf = (r) => ({
    name: r.name,
    fullName: r.full_name,
    // Public only when GitHub says so both ways: `internal` (an enterprise's) is not public.
    private: r.private || (r.visibility !== undefined && r.visibility !== 'public'),
    archived: r.archived ?? false,
    fork: r.fork,
    defaultBranch: r.default_branch ?? 'main',
    ...(r.size === undefined ? {} : { size: r.size }),
});
/** A blob answer's bytes, which must be what the tree named: the SHA is of the bytes. */
function decodeBlob(data, sha) {
    const blob = blobSchema.parse(data);
    if (blob.encoding !== 'base64')
        throw new errors/* BrokenRule */.su('INVALID_RESPONSE', `GitHub sent the blob ${sha} as ${blob.encoding}, not base64`);
    const bytes = Buffer.from(blob.content, 'base64');
    if (gitBlobSha(bytes) !== sha)
        throw new errors/* BrokenRule */.su('BLOB_MISMATCH', `GitHub's answer for the blob ${sha} does not hash to that SHA`);
    return bytes;
}

// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(48992);
// EXTERNAL MODULE: ./src/check/coverage.ts
var check_coverage = __webpack_require__(86856);
// EXTERNAL MODULE: ./src/model.ts
var model = __webpack_require__(10182);
// EXTERNAL MODULE: ./src/settle.ts
var settle = __webpack_require__(6964);
// EXTERNAL MODULE: ./src/check/judge/signatures.ts
var signatures = __webpack_require__(17705);
// EXTERNAL MODULE: ./src/check/judge/vulnerabilities.ts
var vulnerabilities = __webpack_require__(22598);
// EXTERNAL MODULE: ./src/check/pull-policies/judge-policies.ts
var judge_policies = __webpack_require__(95399);
;// CONCATENATED MODULE: ./src/check/lookups/early-lookups.ts




function earlyLookups(lookups, options) {
    lookups.setConcurrency(options.concurrency);
    const seen = new Set();
    // Per repo: the tag names found, and the tag references whose look-up waits for a second name.
    const names = new Map();
    const pending = new Map();
    const waiting = [];
    // The first repo look-up alone, as the check's probe: a wrong token fails one request, not hundreds.
    let probe = null;
    const tagLookup = (t) => {
        const asked = lookups.tags(t.org, t.image, t.tag);
        // The digest in use (the pin, else the tag's current build) once the listing says which build the tag is at.
        void (0,settle/* settle */.G)(asked.then((tags) => {
            const listed = tags.find((x) => x.name === t.tag);
            if (!listed)
                return;
            const place = { ...t, digest: listed.digest, status: 'ok' };
            if (options.signatures)
                (0,signatures/* prefetchSignature */.WO)(place, lookups);
            (0,vulnerabilities/* prefetchVulnerabilities */.KG)(place, lookups);
            if (options.policies)
                (0,judge_policies/* prefetchPolicies */.Av)(place, lookups);
        }));
    };
    const start = (t) => {
        const repo = `${t.org}/${t.image}`;
        void (0,settle/* settle */.G)(lookups.candidates(t.org, t.image));
        if (t.pinnedDigest !== null && options.signatures)
            void (0,settle/* settle */.G)(lookups.signature(t.org, t.image, t.pinnedDigest));
        if (t.tag === null)
            return;
        const known = names.get(repo) ?? new Set();
        names.set(repo, known.add(t.tag));
        const later = [...(pending.get(repo) ?? []), { ...t, tag: t.tag }];
        // One announced name is one filtered request, but a second found later would need page 1 too: wait.
        if (known.size < 2)
            return void pending.set(repo, later);
        pending.delete(repo);
        for (const each of later)
            tagLookup(each);
    };
    return {
        found(targets) {
            for (const t of targets) {
                const key = `${t.org}/${t.image}:${t.tag ?? ''}@${t.pinnedDigest ?? ''}`;
                if (seen.has(key))
                    continue;
                seen.add(key);
                if (t.tag !== null)
                    lookups.expectLookup(t.org, t.image, { name: t.tag });
                else if (t.pinnedDigest !== null)
                    lookups.expectLookup(t.org, t.image, { digest: t.pinnedDigest });
                waiting.push(t);
            }
            probe ??=
                waiting.length > 0 ? (0,settle/* settle */.G)(lookups.candidates(waiting[0].org, waiting[0].image)).then((p) => p.ok) : null;
            void probe?.then((ok) => {
                if (ok)
                    for (const t of waiting.splice(0))
                        start(t);
            });
        },
    };
}

// EXTERNAL MODULE: ./src/check/check-images.ts
var check_images = __webpack_require__(25511);
// EXTERNAL MODULE: ./src/check/targets.ts
var targets = __webpack_require__(32578);
// EXTERNAL MODULE: ./node_modules/p-queue/dist/index.js + 4 modules
var p_queue_dist = __webpack_require__(19052);
// EXTERNAL MODULE: ./src/refs/discover.ts + 2 modules
var discover = __webpack_require__(66850);
// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(14006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
;// CONCATENATED MODULE: ./src/org/select.ts
// Which of an owner's repositories a run reads: the `repositories` globs (names without the
// owner; `!` excludes), archived repositories and forks only when named exactly. Pure.



const MATCH_OPTIONS = { nocase: true, dot: true };
/** A line naming one repository: no glob characters. */
const isName = (line) => !picomatch_default().scan(line).isGlob;
/**
 * The repositories `globs` select from the listing, in name order. No include line: every
 * repository; archived ones and forks only when an include line names them exactly.
 */
function selectRepositories(listed, globs) {
    const { include, exclude } = (0,refs_globs/* splitGlobs */.Kh)(globs);
    const included = include.length > 0 ? picomatch_default()(include, MATCH_OPTIONS) : () => true;
    const excluded = exclude.length > 0 ? picomatch_default()(exclude, MATCH_OPTIONS) : () => false;
    const named = new Set(include.filter(isName).map((n) => n.toLowerCase()));
    const chosen = listed
        .filter((r) => included(r.name) && !excluded(r.name))
        .filter((r) => !(r.archived || r.fork) || named.has(r.name.toLowerCase()))
        .sort((a, b) => (0,src_text/* compareText */.n6)(a.name.toLowerCase(), b.name.toLowerCase()));
    const names = new Set(listed.map((r) => r.name.toLowerCase()));
    const missing = [...named].filter((n) => !names.has(n) && !excluded(n)).sort(src_text/* compareText */.n6);
    return { chosen, missing: include.filter((line) => missing.includes(line.toLowerCase())) };
}
/** Repository globs that cannot be used: a slash (they name repositories of the one owner). */
function badRepositoryGlob(globs) {
    const { include, exclude } = splitGlobs(globs);
    return [...include, ...exclude].find((line) => line.includes('/')) ?? null;
}

;// CONCATENATED MODULE: ./src/org/shard.ts
// Which shard reads a repository (`shard: k/n`, read by config.ts parseShard): a hash of its name alone, so a repository stays in its shard as
// others are created, renamed or archived (only its own name moves it).

/** The 1-based shard of a repository name (without the owner; GitHub's names ignore case). */
function shardOf(name, count) {
    const digest = (0,external_node_crypto_.createHash)('sha256').update(name.toLowerCase()).digest();
    return (digest.readUInt32BE(0) % count) + 1;
}
/** Whether `shard` reads the repository `name`. */
function inShard(name, shard) {
    return shard.count === 1 || shardOf(name, shard.count) === shard.index;
}
const shardText = (shard) => `${shard.index}/${shard.count}`;

;// CONCATENATED MODULE: ./src/org/scan.ts
// Reading an owner's repositories through the API, no clone: the listing, then per repository its
// default branch's head, its tree once, and the files the `files` globs (or the kinds discovery
// reads) select, fed by content to the same scanners as a workspace (refs/discover.ts). Every
// location names its repository and commit. A repository that could not be read in full is
// named with why (`unread`), never passed over.








const FILES_AT_ONCE = 4;
// Repositories open per request slot: while one waits for an answer, the others fill the slots.
const REPOS_PER_SLOT = 4;
const MODE_SYMLINK = '120000';
const MODE_SUBMODULE = '160000';
const EMPTY = { found: [], skipped: [], problems: [] };
/** Lists, selects and reads the owner's repositories of this shard. Throws InputError for an owner not found. */
async function scanOrganization(settings, api) {
    const repos = new p_queue_dist/* default */.Ay({ concurrency: REPOS_PER_SLOT * Math.max(1, settings.concurrency) });
    const started = [];
    // Each page's repositories are read while the next page is listed.
    const begin = (page) => {
        for (const repo of selectRepositories(page, settings.repositories).chosen)
            if (inShard(repo.name, settings.shard))
                started.push(repos.add(async () => {
                    const scan = await scanRepository(repo, settings, api);
                    settings.onRead?.(scan.discovery);
                    return { name: repo.name, scan };
                }));
    };
    let listed;
    try {
        listed = await api.listRepositories(settings.owner, begin);
    }
    catch (error) {
        // No listing, no report: the reads under way end before the error is passed on.
        repos.clear();
        await repos.onIdle();
        throw error;
    }
    const { missing } = selectRepositories(listed, settings.repositories);
    const scans = (await Promise.all(started))
        .sort((a, b) => (0,src_text/* compareText */.n6)(a.name.toLowerCase(), b.name.toLowerCase()))
        .map((s) => s.scan);
    const unread = [
        ...missing
            .filter((name) => inShard(name, settings.shard))
            .map((name) => ({
            repository: `${settings.owner}/${name}`,
            reason: 'named in repositories, but the owner has no repository of that name the token can see',
            private: null,
        })),
        ...scans.flatMap((s) => (s.unread ? [s.unread] : [])),
    ].sort((a, b) => (0,src_text/* compareText */.n6)(a.repository, b.repository));
    const matched = new Set(scans.flatMap((s) => s.matched));
    const { include } = (0,refs_globs/* splitGlobs */.Kh)(settings.files);
    const submodules = scans.flatMap((s) => s.submodules);
    return {
        discovery: mergeDiscoveries(scans.map((s) => s.discovery)),
        read: scans.flatMap((s) => (s.read ? [s.read] : [])),
        unread,
        notices: submodules.length > 0
            ? [
                `${submodules.length} submodule(s) not entered (each is a repository of its own): ${submodules.slice(0, 10).join(', ')}${submodules.length > 10 ? ', \u2026' : ''}`,
            ]
            : [],
        unmatchedGlobs: scans.some((s) => s.read) ? include.filter((g) => !matched.has(g)) : [],
    };
}
async function scanRepository(repo, settings, api) {
    const repository = repo.fullName;
    const failed = (reason) => ({
        unread: { repository, reason, private: repo.private },
        discovery: EMPTY,
        matched: [],
        submodules: [],
    });
    if (settings.signal?.aborted)
        return failed("not read: the run's timeout was reached first");
    let head;
    let tree;
    try {
        head = await api.head(repository, repo.defaultBranch);
        tree = await api.tree(repository, head.tree);
    }
    catch (error) {
        if (await isEmptyRepository(repo, error, api))
            return { read: { repository, commit: '', private: repo.private }, discovery: EMPTY, matched: [], submodules: [] };
        return failed(whyNot(error, `its default branch ${repo.defaultBranch} or its tree could not be read`));
    }
    const blobs = tree.tree.filter((e) => e.type === 'blob' || e.mode === MODE_SUBMODULE);
    const { files, matched } = (0,discover.selectPaths)(blobs.filter((e) => e.mode !== MODE_SUBMODULE).map((e) => e.path), settings.files);
    const byPath = new Map(tree.tree.map((e) => [e.path, e]));
    const problems = [];
    const place = { repository, commit: head.commit };
    const maxBytes = settings.maxFileBytes ?? discover.MAX_FILE_BYTES;
    let failure = null;
    const reads = new p_queue_dist/* default */.Ay({ concurrency: FILES_AT_ONCE });
    const readOne = async (file) => {
        const entry = byPath.get(file);
        if (entry.mode === MODE_SYMLINK) {
            problems.push({ file, ...place, level: 'warning', message: 'a symbolic link; not followed, not read' });
            return null;
        }
        const tooBig = (size) => {
            problems.push({
                file,
                ...place,
                level: 'warning',
                message: `${size} bytes, over the ${maxBytes} a scanned file may have; not read`,
            });
            return null;
        };
        // A tree from the cache carries no sizes (no SHA covers them): the bytes read are measured instead.
        if ((entry.size ?? 0) > maxBytes)
            return tooBig(entry.size ?? 0);
        try {
            const bytes = await api.blob(repository, entry.sha);
            return bytes.length > maxBytes ? tooBig(bytes.length) : { file, text: bytes.toString('utf8') };
        }
        catch (error) {
            failure ??= whyNot(error, `the file ${file} could not be read`);
            problems.push({ file, ...place, message: `cannot read file: ${(0,errors/* messageOf */.bD)(error)}` });
            return null;
        }
    };
    const contents = await Promise.all(files.map((file) => reads.add(() => readOne(file))));
    const scanned = (0,discover.discoverContents)(contents.filter((c) => c !== null), settings.files);
    const discovery = withPlace(scanned, place, problems);
    const incomplete = tree.truncated
        ? 'incomplete listing: GitHub truncated its tree (too many files), so files past the listing were not read'
        : failure;
    const submodules = blobs.filter((e) => e.mode === MODE_SUBMODULE).map((e) => `${repository}/${e.path}`);
    return {
        read: incomplete ? undefined : { repository, commit: head.commit, private: repo.private },
        unread: incomplete ? { repository, reason: incomplete, private: repo.private } : undefined,
        discovery,
        matched,
        submodules,
    };
}
/** Every location and problem of a repository's discovery names the repository and commit. */
function withPlace(scanned, place, problems) {
    return {
        found: scanned.found.map((f) => ({ ...f, location: { ...place, ...f.location } })),
        skipped: scanned.skipped.map((s) => (s.location ? { ...s, location: { ...place, ...s.location } } : s)),
        problems: [...scanned.problems.map((p) => ({ ...place, ...p })), ...problems],
        unscanned: (scanned.unscanned ?? []).map((f) => `${place.repository}/${f}`),
    };
}
/**
 * A repository never pushed to holds no files: read, with none. Decided by GitHub's answers, not
 * their wording: its branch is not found (404), the listing's `size` is 0 and its commits answer
 * 409 "Git Repository is empty". A 404 on a repository with content stays a failure.
 */
async function isEmptyRepository(repo, error, api) {
    if ((0,session.httpStatus)(error) !== 404 || repo.size !== 0)
        return false;
    return api.isEmpty(repo.fullName, repo.defaultBranch).catch(() => false);
}
function whyNot(error, what) {
    if (error instanceof errors/* RateLimited */.JH)
        return error.message;
    return `${what}: ${(0,errors/* messageOf */.bD)(error)}`;
}
/** The repositories' discoveries in one, ordered by repository, file and line. */
function mergeDiscoveries(parts) {
    const byPlace = (a, b) => (0,src_text/* compareText */.n6)(a.location?.repository ?? '', b.location?.repository ?? '') ||
        (0,src_text/* compareText */.n6)(a.location?.file ?? '', b.location?.file ?? '') ||
        (a.location?.line ?? 0) - (b.location?.line ?? 0);
    return {
        found: parts.flatMap((p) => p.found).sort(byPlace),
        skipped: parts.flatMap((p) => p.skipped).sort(byPlace),
        problems: parts
            .flatMap((p) => p.problems)
            .sort((a, b) => (0,src_text/* compareText */.n6)(a.repository ?? '', b.repository ?? '') ||
            (0,src_text/* compareText */.n6)(a.file, b.file) ||
            (a.line ?? 0) - (b.line ?? 0)),
        unscanned: parts.flatMap((p) => p.unscanned ?? []).sort(src_text/* compareText */.n6),
    };
}

;// CONCATENATED MODULE: ./src/org/check-organization.ts
// An organization run, called by both shells: the scan (src/org/scan.ts) feeds one checkImages over
// the union of every repository's references (each distinct reference judged once), and the
// repositories not read become errors every report names. Reads no environment.







/** Scans the owner's repositories through `github`, then checks every reference found once. */
async function checkOrganization(settings, deps) {
    const { config } = settings;
    // The check's services opened before the scan (their modules loaded meanwhile), so the
    // references of each repository read start their look-ups while the others are read.
    const { openServices } = await Promise.all(/* import() */[__webpack_require__.e(389), __webpack_require__.e(303), __webpack_require__.e(264), __webpack_require__.e(100)]).then(__webpack_require__.bind(__webpack_require__, 89100));
    const services = deps.services ?? openServices(config, { workspace: settings.workspace, ...deps });
    const early = earlyLookups(services.lookups, {
        concurrency: config.concurrency,
        signatures: config.signatures !== 'never',
        policies: config.policies !== 'never',
    });
    let report;
    let scan;
    try {
        scan = await scanOrganization({
            ...settings.scan,
            files: config.files,
            concurrency: config.concurrency,
            onRead: (read) => early.found(foundTargets(read.found, config)),
        }, deps.github);
        // The repositories not read count in the verdict; the report records them once, in `unread`.
        const discovery = { ...scan.discovery, unmatchedGlobs: scan.unmatchedGlobs };
        report = await (0,check_images/* checkImages */.B)({ ...settings, discovery, unread: scan.unread }, { ...deps, services });
    }
    finally {
        if (!deps.services)
            await services.http.close();
    }
    return {
        ...report,
        kind: 'organization',
        // In place order across the repositories, as a merge of shards orders them.
        skipped: [...report.skipped].sort((a, b) => comparePlaces(a.location, b.location)),
        notices: [...scan.notices, ...report.notices],
        owner: settings.scan.owner,
        shard: settings.scan.shard,
        read: scan.read,
        unread: scan.unread,
        unmatchedGlobs: scan.unmatchedGlobs,
    };
}
/** The targets of one repository's references, for the early look-ups; none when they cannot be made (the check says why). */
function foundTargets(found, config) {
    try {
        return (0,targets/* buildTargets */.T)([], found, config.registry, config.registryMap).targets;
    }
    catch {
        return [];
    }
}
/** A location's place in a run's order: repository, file, line (none first). */
function comparePlaces(a, b) {
    if (!a || !b)
        return a ? 1 : b ? -1 : 0;
    return (0,src_text/* compareText */.n6)(a.repository ?? '', b.repository ?? '') || (0,src_text/* compareText */.n6)(a.file, b.file) || a.line - b.line;
}
/** What a shard writes as its results file. */
function envelopeOf(report) {
    return {
        kind: ENVELOPE_KIND,
        version: ENVELOPE_VERSION,
        owner: report.owner,
        shard: report.shard,
        read: report.read,
        unread: report.unread,
        unmatchedGlobs: report.unmatchedGlobs,
        problems: report.problems,
        skipped: report.skipped,
        results: report.results.map(shardItem),
    };
}

// EXTERNAL MODULE: ./src/report/format.ts
var format = __webpack_require__(12011);
;// CONCATENATED MODULE: ./src/org/shard-claims.ts
// What a shard's results file may claim: to be shard k of n with k <= n, and to name only
// repositories of its owner that are in that shard (a repository's shard depends on its name
// alone, so only one file can hold it). A file from an artifact that names any other is refused,
// naming the file, before a merge writes anything: it could put another owner's repository on the
// dashboard, or shadow what the right shard says of a repository.



/** Every repository the file names, wherever it names one. */
function namedRepositories(envelope) {
    const named = (repository) => (repository === undefined ? [] : [repository]);
    return [
        ...envelope.read.map((r) => r.repository),
        ...envelope.unread.map((u) => u.repository),
        ...envelope.problems.flatMap((p) => named(p.repository)),
        ...envelope.skipped.flatMap((s) => named(s.location?.repository)),
        ...envelope.results.flatMap((r) => r.locations.flatMap((l) => named(l.repository))),
    ];
}
/** Whether `repository` (owner/name) is the owner's and in `shard`; GitHub's names ignore case. */
function belongs(repository, owner, shard) {
    const [repoOwner = '', name = '', ...rest] = repository.split('/');
    return rest.length === 0 && name !== '' && repoOwner.toLowerCase() === owner.toLowerCase() && inShard(name, shard);
}
/** Refuses, with an InputError naming `merge` and the file, a file whose shard or repositories cannot be its own. */
function checkShardClaims({ name, envelope }) {
    const { owner, shard } = envelope;
    if (shard.index > shard.count)
        throw new errors/* InputError */.dz('merge', `the results file ${name} says it is shard ${shardText(shard)}, and there is no shard past ${shard.count} of ${shard.count}`, 'Give the results files the shards of one run wrote');
    const foreign = namedRepositories(envelope).find((repository) => !belongs(repository, owner, shard));
    if (foreign !== undefined)
        throw new errors/* InputError */.dz('merge', 
        // Quoted as JSON: the name is the file's text, a newline in it stays an escape.
        `the results file ${name} names the repository ${JSON.stringify((0,format/* truncate */.xv)(foreign, 200))}, which is not one of ${JSON.stringify(owner)} in shard ${shardText(shard)}: a shard's results file may name only the repositories of its own shard`, 'Give the results files the shards of one run wrote, unchanged');
}

;// CONCATENATED MODULE: ./src/org/merge.ts










/** What a file says it is, read before the whole: an array (a workspace run's results) has neither. */
const headSchema = schemas/* object */.Ikc({ kind: schemas/* unknown */.L5J(), version: schemas/* unknown */.L5J() });
/** The envelope of one file, or an InputError naming `merge` and the file. */
function readEnvelope({ name, text }) {
    let json;
    try {
        json = JSON.parse(text);
    }
    catch (error) {
        throw new errors/* InputError */.dz('merge', `${name} is not JSON (${(0,errors/* messageOf */.bD)(error)})`, 'Give the results files the shards wrote');
    }
    const { kind, version } = headSchema.safeParse(json).data ?? {};
    if (kind !== ENVELOPE_KIND)
        throw new errors/* InputError */.dz('merge', `${name} is not the results file of an organization run (a workspace run's results are an array; only organization runs can be merged)`, 'Give the results-file each shard of an organization run wrote');
    if (version !== ENVELOPE_VERSION)
        throw new errors/* InputError */.dz('merge', `${name} was written in results version ${String(version)}; this image-check reads version ${ENVELOPE_VERSION}`, 'Run the shards and the merge with the same version of image-check');
    const parsed = envelopeSchema.safeParse(json);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new errors/* InputError */.dz('merge', `${name} does not hold a valid results file: ${issue.path.join('.')}: ${issue.message}`);
    }
    return parsed.data;
}
/** Every shard of one owner, each once; an InputError naming what is wrong otherwise. */
function checkShards(files) {
    if (files.length === 0)
        throw new errors/* InputError */.dz('merge', 'no results file was given', "Name the shards' results files (globs inside the workspace)");
    // Each file's own claims first: visibility and every later check read only files that pass.
    for (const file of files)
        checkShardClaims(file);
    const [first] = files;
    const owners = [...new Set(files.map((f) => f.envelope.owner.toLowerCase()))];
    if (owners.length > 1)
        throw new errors/* InputError */.dz('merge', `the files are of different owners: ${files.map((f) => `${f.name} (${f.envelope.owner})`).join(', ')}`, 'Merge the shards of one owner at a time');
    const count = first.envelope.shard.count;
    const other = files.find((f) => f.envelope.shard.count !== count);
    if (other)
        throw new errors/* InputError */.dz('merge', `${first.name} is shard ${shardText(first.envelope.shard)} but ${other.name} is shard ${shardText(other.envelope.shard)}`, 'Merge the files of one sharded run (every shard of the same n)');
    const byIndex = new Map();
    for (const f of files)
        byIndex.set(f.envelope.shard.index, [...(byIndex.get(f.envelope.shard.index) ?? []), f.name]);
    const twice = [...byIndex].find(([, names]) => names.length > 1);
    if (twice)
        throw new errors/* InputError */.dz('merge', `shard ${twice[0]}/${count} is given more than once: ${twice[1].join(', ')}`, "Give each shard's results file once");
    const missing = Array.from({ length: count }, (_, i) => i + 1).filter((i) => !byIndex.has(i));
    if (missing.length > 0)
        throw new errors/* InputError */.dz('merge', `shard${missing.length > 1 ? 's' : ''} ${missing.map((i) => `${i}/${count}`).join(', ')} ${missing.length > 1 ? 'are' : 'is'} missing: a merge needs every shard's results file, or repositories would pass unseen`, 'Give the results files of every shard (a shard that failed still uploads its file: use if: always())');
}
/** One result per reference: the worst judgement of it (never a shard's ok over another's error), every location. */
function mergeResults(lists) {
    const byRef = new Map();
    for (const list of lists)
        for (const r of list)
            byRef.set(r.ref, [...(byRef.get(r.ref) ?? []), r]);
    const merged = [...byRef.values()].map((same) => {
        const worst = [...same].sort((a, b) => model/* STATUSES_WORST_FIRST */.eR.indexOf(a.status) - model/* STATUSES_WORST_FIRST */.eR.indexOf(b.status))[0];
        const seen = new Set();
        const locations = same
            .flatMap((r) => r.locations)
            .filter((l) => {
            const key = JSON.stringify([l.repository, l.commit, l.file, l.line]);
            return !seen.has(key) && (seen.add(key), true);
        })
            .sort(comparePlaces);
        return { ...worst, locations };
    });
    // One run lists references in the order first found: by repository, file and line.
    return merged.sort((a, b) => comparePlaces(a.locations[0], b.locations[0]));
}
/** The shards as the report of one run (its verdict computed by the caller from `problems`, `coverage`). */
function mergeEnvelopes(files, options) {
    checkShards(files);
    const envelopes = files.map((f) => f.envelope).sort((a, b) => a.shard.index - b.shard.index);
    const all = (pick) => envelopes.flatMap(pick);
    const results = mergeResults(envelopes.map((e) => e.results.map(resultOfShardItem)));
    // One entry per repository, whatever number of files name it (a report never lists one twice).
    const named = new Set();
    const unread = all((e) => e.unread)
        .filter((u) => !named.has(u.repository.toLowerCase()) && (named.add(u.repository.toLowerCase()), true))
        .sort((a, b) => (0,src_text/* compareText */.n6)(a.repository, b.repository));
    const skipped = all((e) => e.skipped).sort((a, b) => comparePlaces(a.location, b.location));
    // A glob unmatched in every shard matched nothing anywhere.
    const unmatchedGlobs = envelopes[0].unmatchedGlobs.filter((g) => envelopes.every((e) => e.unmatchedGlobs.includes(g)));
    const coverage = (0,check_coverage/* assessCoverage */.$)({
        images: [],
        files: ['**'],
        registry: options.registry,
        unmatchedGlobs,
        foundInFiles: results.length + skipped.length,
        skipped,
        targets: results.length,
        words: options.words,
    });
    const problems = all((e) => e.problems).sort((a, b) => (0,src_text/* compareText */.n6)(a.repository ?? '', b.repository ?? '') ||
        (0,src_text/* compareText */.n6)(a.file, b.file) ||
        (a.line ?? 0) - (b.line ?? 0));
    return {
        kind: 'organization',
        owner: envelopes[0].owner,
        shard: { index: 1, count: 1 },
        read: all((e) => e.read).sort((a, b) => (0,src_text/* compareText */.n6)(a.repository, b.repository)),
        unread,
        unmatchedGlobs,
        results,
        skipped,
        problems,
        coverage: coverage.errors,
        notices: coverage.notices,
        unscanned: [],
        http: null,
        expired: [],
        policyFile: null,
    };
}

;// CONCATENATED MODULE: ./src/org/run-organization.ts
// The two organization commands as both shells call them, from plain data: `organization` (scan
// and check, or one shard of it) and `merge` (the shards' results files as one run). The shells
// read the settings and the environment; nothing here does.












/** Reads the owner's repositories (this shard's) and checks every reference found once. */
async function runOrganization(run, deps) {
    const { config } = run;
    if (!run.github)
        throw new errors/* InputError */.dz('github-token', "is empty; reading an organization's repositories needs a GitHub token that can read them", 'Set github-token to a token with contents: read on the repositories (e.g. from actions/create-github-app-token)');
    const cache = config.cacheDir ? await openCache((0,external_node_path_.resolve)(run.workspace, config.cacheDir)) : NO_CACHE;
    const github = orgApi(run.github, { signal: run.signal, deadlineAt: run.deadlineAt, cache });
    return checkOrganization({
        config,
        ledger: run.ledger,
        now: run.now,
        workspace: run.workspace,
        scan: { owner: config.organization, repositories: config.repositories, shard: config.shard, signal: run.signal },
    }, { ...deps, github });
}
/** The results file of an organization run: its envelope, in pieces. */
const organizationResultsText = (report) => envelopeChunks(envelopeOf(report));
/** Results files the `merge` globs select inside `workspace`, read and checked; an InputError when none or one is wrong. */
async function readResultsFiles(globs, workspace, maxBytes) {
    const guard = await (0,refs_globs/* guardedWalk */.Qg)(workspace);
    const patterns = globs.map((g) => g.trim()).filter(Boolean);
    const files = (await (0,dist/* glob */.TI)(patterns, { cwd: workspace, ...refs_globs/* GLOB_OPTIONS */.gu, ignore: refs_globs/* ALWAYS_IGNORED */.ZG, onlyFiles: true, fs: guard.fs })).sort();
    const { include } = (0,refs_globs/* splitGlobs */.Kh)(globs);
    if (files.length === 0)
        throw new errors/* InputError */.dz('merge', `${include.map((g) => `"${g}"`).join(', ')} matched no file in the workspace`, "Download the shards' results files into the workspace first (actions/download-artifact), then name them");
    return Promise.all(files.map(async (name) => {
        const read = await (0,read_inside/* readInside */.x)(workspace, name, maxBytes);
        if (!read.ok)
            throw new errors/* InputError */.dz('merge', `${name}: ${read.message}`);
        return { name, envelope: readEnvelope({ name, text: read.text }) };
    }));
}
/** The shards' results as one run's report, with its verdict. */
async function runMerge(run, maxBytes = 256 * 1024 * 1024) {
    const files = await readResultsFiles(run.config.merge, run.workspace, maxBytes);
    const merged = mergeEnvelopes(files, { registry: run.config.registry, words: run.words });
    return { ...merged, verdict: (0,run_report/* verdictOf */.Vj)(merged, run.config.failOn) };
}

// EXTERNAL MODULE: ./src/runner.ts
var src_runner = __webpack_require__(74813);
// EXTERNAL MODULE: ./src/action/publish.ts + 3 modules
var publish = __webpack_require__(29265);
// EXTERNAL MODULE: ./src/github/lazy.ts
var lazy = __webpack_require__(94105);
;// CONCATENATED MODULE: ./src/action/organization.ts






/** Scans (or merges), then publishes as a workspace run does; fails the step by the verdict. */
async function checkOrganizationAction({ config, ledger, runner }, progress) {
    const deadlines = (0,deadline/* startDeadlines */.Sw)(config.timeoutMs, config.timeout);
    // One GitHub client for the scan and the dashboard; its requests in flight are the run's concurrency.
    const github = (0,lazy/* runGitHub */.z)({
        token: config.githubToken,
        baseUrl: runner.apiUrl,
        signal: deadlines.run,
        maxConcurrent: config.concurrency,
    });
    try {
        const report = config.merge.length > 0
            ? await runMerge({ config, workspace: runner.workspace })
            : await runOrganization({
                config,
                ledger,
                now: new Date(),
                workspace: runner.workspace,
                github: await github(),
                signal: deadlines.lookups,
                deadlineAt: Date.now() + config.timeoutMs - (0,deadline/* commentReserveMs */.Qw)(config.timeoutMs),
            }, { env: (0,src_runner/* oidcVariables */.XV)(runner), signal: deadlines.lookups });
        progress.results = report.results;
        log/* info */.pq(`${report.owner}: ${report.read.length} repositories read${report.unread.length > 0 ? `, ${report.unread.length} not read` : ''}`);
        for (const notice of report.notices)
            log/* notice */.lm(notice);
        await (0,publish/* concludeRun */.j)(report, {
            config,
            runner,
            progress,
            resultsText: organizationResultsText(report),
            github,
        });
    }
    finally {
        deadlines.clear();
    }
}


/***/ }),

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

/***/ 96584:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ CallGate),
/* harmony export */   Q: () => (/* binding */ createOctokit)
/* harmony export */ });
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(11758);
/* harmony import */ var _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(49735);
/* harmony import */ var _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(64475);
/* harmony import */ var bottleneck_light_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(63251);
/* harmony import */ var bottleneck_light_js__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(bottleneck_light_js__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var p_queue__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(19052);
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83916);
/* harmony import */ var _http_deadline__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(52378);
/* harmony import */ var _http_retry__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(28902);
/* harmony import */ var _rate_stop__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(86);
// The one GitHub client of a run: @actions/github's Octokit with the retry and throttling
// plugins, a limit per try and the run's deadline. The shell builds it once (createGitHub in
// session.ts) and passes it down; every GitHub call of the run goes through it.









/**
 * A caller's own rules over its calls on the run's client (the organization's reads: their own
 * deadline and rate-limit stop), given per call as `request: { gate }`.
 */
class CallGate {
    rules;
    constructor(rules) {
        this.rules = rules;
    }
}
/** The gate a call carries, if any (Octokit's request options take any key). */
const callGateOf = (request) => request?.gate instanceof CallGate ? request.gate : null;
// The plugin's list, 409 (GitHub's definite "conflict": an empty repository's commits) and 429:
// GitHub's secondary limit, which the throttling plugin waits out for its retry-after (the retry
// plugin would send it again after its own backoff, sooner than GitHub said).
const DO_NOT_RETRY = [400, 401, 403, 404, 409, 410, 422, 429, 451];
/**
 * `@actions/github`'s Octokit (proxy aware), with `@octokit/plugin-retry` (5xx and no answer,
 * backoff) and `@octokit/plugin-throttling` (GitHub's rate limits, 403 and 429, and their
 * Retry-After). Ours on top: a limit per try and the run's deadline, which neither plugin has, and
 * a limit not waited out said as RateLimited.
 */
function createOctokit({ token, baseUrl, timeoutMs = 30_000, retry, signal, maxConcurrent, }) {
    const policy = { ..._http_retry__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_RETRY_POLICY */ .cO, ...retry };
    const deadlineAt = (0,_http_deadline__WEBPACK_IMPORTED_MODULE_3__/* .deadlineAtOf */ .ZS)(signal);
    // Each call's limit not waited out, keyed by its options (the throttling plugin hands its handlers the call's own).
    const declined = new WeakMap();
    // A rate limit is waited out only when its wait ends before the deadlines, and within the client's (or the gate's) rule.
    const onLimit = (kind) => (retryAfter, options, _octokit, retryCount) => {
        const gate = callGateOf(options.request)?.rules;
        const why = signal?.aborted || gate?.signal?.aborted
            ? "past the run's timeout"
            : (0,_rate_stop__WEBPACK_IMPORTED_MODULE_5__/* .whyNotWaited */ ._t)(retryAfter, {
                now: Date.now(),
                deadlineAt,
                maxWaitMs: policy.maxRetryAfterMs,
                tries: retryCount + 1,
                maxTries: policy.maxAttempts,
                ...(gate?.mayWait ? { mayWait: gate.mayWait } : {}),
            });
        if (why !== null)
            declined.set(options, { kind, seconds: retryAfter, why });
        return why === null;
    };
    const octokit = (0,_actions_github__WEBPACK_IMPORTED_MODULE_0__/* .getOctokit */ .Q)(token, {
        baseUrl,
        userAgent: 'image-check',
        retry: { retries: policy.maxAttempts - 1, retryAfterBaseValue: policy.baseDelayMs, doNotRetry: DO_NOT_RETRY },
        throttle: {
            onRateLimit: onLimit('primary'),
            onSecondaryRateLimit: onLimit('secondary'),
            ...readsGroup(maxConcurrent),
        },
        // Octokit's default logger writes to the console; nothing here may print outside the shell's logger.
        log: { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined },
    }, _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_6__/* .retry */ .L, _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_7__/* .throttling */ .A);
    const slots = maxConcurrent === undefined ? null : new p_queue__WEBPACK_IMPORTED_MODULE_8__/* ["default"] */ .Ay({ concurrency: Math.max(1, maxConcurrent) });
    wrapTries(octokit, { timeoutMs, runSignal: signal, slots, origin: new URL(baseUrl).origin, declined });
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
    return { global: new (bottleneck_light_js__WEBPACK_IMPORTED_MODULE_1___default().Group)({ id: 'image-check-reads', maxConcurrent: null }) };
}
/**
 * Registered after the plugins, so it wraps them: each try gets its own time limit, the run's
 * deadline ends the call (a try, or a wait between tries) with an error of its own, and a rate
 * limit the throttling plugin did not wait out ends it as RateLimited.
 */
function wrapTries(octokit, { timeoutMs, runSignal, slots, origin, declined, }) {
    octokit.hook.wrap('request', async (request, options) => {
        const { signal: callSignal, refuse, onAnswer } = callGateOf(options.request)?.rules ?? {};
        const deadlines = [runSignal, callSignal].filter((s) => s !== undefined);
        const signal = deadlines.length > 1 ? AbortSignal.any(deadlines) : deadlines[0];
        const what = `GitHub API ${options.method} ${String(options.url)}`;
        const stopped = () => new _errors__WEBPACK_IMPORTED_MODULE_2__/* .GitHubCallError */ ._6(`${what}: not finished, ${(0,_http_deadline__WEBPACK_IMPORTED_MODULE_3__/* .deadlineReason */ .Xp)(signal)}`);
        if (signal?.aborted)
            throw stopped();
        const baseFetch = (options.request?.fetch ?? globalThis.fetch);
        const tryOnce = async (url, init) => {
            if (signal?.aborted)
                throw abortError(stopped().message);
            // The token goes to GitHub's API only, whatever address an answer (a Link header) names.
            if (new URL(url).origin !== origin)
                throw abortError(`${what}: not sent, ${new URL(url).origin} is not ${origin}`);
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
                    throw new _errors__WEBPACK_IMPORTED_MODULE_2__/* .NoAnswer */ .W_(`${what} got no answer within ${timeoutMs} ms`);
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
            if (error instanceof Error && error.cause instanceof _errors__WEBPACK_IMPORTED_MODULE_2__/* .NoAnswer */ .W_)
                throw new _errors__WEBPACK_IMPORTED_MODULE_2__/* .GitHubCallError */ ._6(error.message);
            // A rate limit not waited out: RateLimited, never a refusal of the token (its 403 is not "may not write").
            throw (0,_rate_stop__WEBPACK_IMPORTED_MODULE_5__/* .rateLimitedOf */ .Ii)(error, declined.get(options), options.method) ?? error;
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

/***/ 86:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ii: () => (/* binding */ rateLimitedOf),
/* harmony export */   LF: () => (/* binding */ limitOf),
/* harmony export */   _t: () => (/* binding */ whyNotWaited),
/* harmony export */   p$: () => (/* binding */ spentPastDeadline)
/* harmony export */ });
/* harmony import */ var _octokit_request_error__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(31015);
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
// GitHub's rate limits as the run's client decides on them: whether a wait GitHub asks for is
// waited out (whyNotWaited), and the RateLimited error a call ends with when it is not, worded
// from GitHub's headers (a 403/429 with `x-ratelimit-remaining: 0` is the primary limit; one
// with `retry-after`, or a 429, a secondary limit) or from what the throttling plugin saw.


/** Why a rate limit asking for `seconds` is not waited out; null: it is (never a retry before the time GitHub gave). */
function whyNotWaited(seconds, rules) {
    if (rules.tries >= rules.maxTries)
        return `still limited after ${rules.tries} tries`;
    if (rules.now + seconds * 1000 >= rules.deadlineAt)
        return "past the run's timeout";
    if (rules.mayWait)
        return rules.mayWait(seconds) ? null : "past the run's timeout";
    return seconds * 1000 > rules.maxWaitMs ? `longer than the ${rules.maxWaitMs / 1000} s this client waits` : null;
}
/**
 * A 403/429 refusal that is a rate limit, as RateLimited (saying what GitHub asked for, why it was
 * not waited out, and that the call's request was not read or written); null for any other error.
 */
function rateLimitedOf(error, declined, method) {
    if (!(error instanceof _octokit_request_error__WEBPACK_IMPORTED_MODULE_1__/* .RequestError */ .G) || (error.status !== 403 && error.status !== 429))
        return null;
    const headers = error.response?.headers ?? {};
    const kind = headers['x-ratelimit-remaining'] === '0'
        ? 'primary'
        : headers['retry-after'] !== undefined || error.status === 429
            ? 'secondary'
            : declined?.kind;
    if (kind === undefined)
        return null;
    const seconds = headers['retry-after'] ?? declined?.seconds;
    const asked = kind === 'primary'
        ? primaryText(Number(headers['x-ratelimit-reset']))
        : seconds === undefined
            ? 'GitHub answered with a secondary rate limit'
            : `GitHub asked to wait ${seconds} s (a secondary rate limit)`;
    const done = method === 'GET' || method === 'HEAD' ? 'read' : 'written';
    return new _errors__WEBPACK_IMPORTED_MODULE_0__/* .RateLimited */ .JH(`${asked}${declined ? `, ${declined.why}` : ''}; not ${done}`);
}
/** The scan's stop: a RateLimited call ends every later call of the scan (`stop`); any other error is itself. */
function limitOf(error, stop) {
    if (error instanceof _errors__WEBPACK_IMPORTED_MODULE_0__/* .RateLimited */ .JH)
        stop(error);
    return error;
}
const primaryText = (reset) => `GitHub's rate limit for the token is spent until ${Number.isFinite(reset) && reset > 0 ? new Date(reset * 1000).toISOString() : 'its reset'}`;
/**
 * An answer saying the token's limit is spent until after the deadline, seen as it arrives: the
 * calls waiting for a slot are then not sent (the throttling plugin waits out an earlier reset).
 */
function spentPastDeadline(status, headers, deadlineAt) {
    if ((status !== 403 && status !== 429) || headers.get('x-ratelimit-remaining') !== '0')
        return null;
    const reset = Number(headers.get('x-ratelimit-reset'));
    if (Number.isFinite(reset) && reset > 0 && reset * 1000 < deadlineAt)
        return null;
    const past = Number.isFinite(deadlineAt) ? ", past the run's timeout" : '';
    return new _errors__WEBPACK_IMPORTED_MODULE_0__/* .RateLimited */ .JH(`${primaryText(reset)}${past}; not read`);
}


/***/ }),

/***/ 87599:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createGitHub: () => (/* binding */ createGitHub),
/* harmony export */   httpStatus: () => (/* binding */ httpStatus),
/* harmony export */   refusedToToken: () => (/* binding */ refusedToToken),
/* harmony export */   splitRepository: () => (/* binding */ splitRepository)
/* harmony export */ });
/* harmony import */ var _octokit_request_error__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(31015);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9691);
/* harmony import */ var _client__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(96584);
// The run's GitHub: one client and what every caller asks of it the same way (who the token
// writes as, asked once; what an error answer means; an `owner/repo` in its parts).



/** The run's GitHub over a new client (the shells call this once a run). */
function createGitHub(options) {
    return gitHubOver((0,_client__WEBPACK_IMPORTED_MODULE_0__/* .createOctokit */ .Q)(options));
}
/** The run's GitHub over a client already made. */
function gitHubOver(octokit) {
    let viewer;
    return {
        octokit,
        viewer() {
            viewer ??= octokit.rest.users.getAuthenticated().then(({ data }) => ({ login: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ login: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() }).parse(data).login }), (error) => {
                const status = httpStatus(error);
                if (status !== undefined && status !== 401 && status >= 400 && status < 500)
                    return { app: true };
                throw error;
            });
            return viewer;
        },
    };
}
/** The HTTP status GitHub answered, or undefined when the call got no answer (or is not a GitHub call). */
function httpStatus(error) {
    return error instanceof _octokit_request_error__WEBPACK_IMPORTED_MODULE_2__/* .RequestError */ .G ? error.status : undefined;
}
/**
 * Whether GitHub refused the token (403: "Resource not accessible by integration": it may not
 * write there) or hid the thing from it (404: GitHub hides what a token may not touch).
 */
function refusedToToken(error) {
    return error instanceof _octokit_request_error__WEBPACK_IMPORTED_MODULE_2__/* .RequestError */ .G && (error.status === 403 || error.status === 404);
}
/** `owner/repo` in its two parts ('' for a part that is missing). */
function splitRepository(full) {
    const [owner = '', repo = ''] = full.split('/');
    return { owner, repo };
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
