export const id = 33;
export const ids = [33,409];
export const modules = {

/***/ 1033:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  checkOrganizationAction: () => (/* binding */ checkOrganizationAction)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 18 modules
var core = __webpack_require__(9025);
// EXTERNAL MODULE: ./src/http/deadline.ts
var deadline = __webpack_require__(2378);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/tinyglobby/dist/index.mjs + 1 modules
var dist = __webpack_require__(3382);
// EXTERNAL MODULE: ./src/check/verdict.ts
var verdict = __webpack_require__(4081);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/fs/read-inside.ts
var read_inside = __webpack_require__(1552);
// EXTERNAL MODULE: ./src/refs/globs.ts
var refs_globs = __webpack_require__(7905);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 15 modules
var schemas = __webpack_require__(9691);
// EXTERNAL MODULE: ./src/fs/write-inside.ts
var write_inside = __webpack_require__(7841);
;// CONCATENATED MODULE: ./src/org/cache.ts
// The `cache-dir`: what GitHub answered, kept for the next run. File contents and trees are kept
// by their SHA (what a SHA names never changes), other answers by URL with their ETag (sent back
// as If-None-Match: a 304 costs no rate limit). Entries are data like any answer: each is read
// through zod, a blob must hash to its SHA, and an entry that does not hold is ignored (read
// again from GitHub), never trusted. Only answers are kept: never a header, never the token.





/** A tree entry as the scan uses it. */
const treeEntrySchema = schemas/* object */.Ikc({
    path: schemas/* string */.YjP(),
    mode: schemas/* string */.YjP(),
    type: schemas/* string */.YjP(),
    sha: schemas/* string */.YjP().regex(/^[0-9a-f]{40,64}$/),
    size: schemas/* number */.aig().int().nonnegative().optional(),
});
const treeSchema = schemas/* object */.Ikc({ tree: schemas/* array */.YOg(treeEntrySchema), truncated: schemas/* boolean */.zMY() });
const VERSION = 1;
const blobEntry = schemas/* object */.Ikc({ v: schemas/* literal */.euz(VERSION), sha: schemas/* string */.YjP(), base64: schemas/* string */.YjP() });
const treeEntry = schemas/* object */.Ikc({ v: schemas/* literal */.euz(VERSION), sha: schemas/* string */.YjP(), tree: treeSchema });
const answerEntry = schemas/* object */.Ikc({ v: schemas/* literal */.euz(VERSION), url: schemas/* string */.YjP(), etag: schemas/* string */.YjP().min(1), body: schemas/* unknown */.L5J() });
/** A cache entry is never bigger than what a scan reads (blobs are bounded before they are fetched). */
const MAX_ENTRY_BYTES = 64 * 1024 * 1024;
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
            return entry && entry.sha === sha ? entry.tree : null;
        },
        putTree: (sha, tree) => SHA.test(sha) ? write(`trees/${sha.slice(0, 2)}/${sha}.json`, { v: VERSION, sha, tree }) : Promise.resolve(),
        async answer(url) {
            const entry = await read(`answers/${urlKey(url)}.json`, answerEntry);
            return entry && entry.url === url ? { etag: entry.etag, body: entry.body } : null;
        },
        putAnswer: (url, etag, body) => write(`answers/${urlKey(url)}.json`, { v: VERSION, url, etag, body }),
    };
}

;// CONCATENATED MODULE: ./src/org/envelope.ts
// The results file of an organization run: the results and what a merge needs besides them (the
// owner, the shard, the repositories read with their commit and visibility, those not read with
// why, the file problems and skipped references). Written by a shard, read back by `merge`
// through zod: a file is data from an artifact, never trusted as it is.

const ENVELOPE_KIND = 'image-check/organization-results';
/** Raised when the envelope's meaning changes: a merge refuses files of another version. */
const ENVELOPE_VERSION = 1;
const envelope_text = schemas/* string */.YjP();
const nullableText = schemas/* string */.YjP().nullable();
const envelope_location = schemas/* object */.Ikc({
    file: envelope_text,
    line: schemas/* number */.aig().int(),
    repository: envelope_text.optional(),
    commit: envelope_text.optional(),
});
const severity = schemas/* enum */.k5n(['critical', 'high', 'medium', 'low', 'negligible', 'unknown']);
const vulnerabilityRef = schemas/* object */.Ikc({ id: envelope_text, severity });
const count = schemas/* number */.aig().int().nonnegative();
const build = schemas/* object */.Ikc({ digest: envelope_text, lastUpdate: envelope_text });
const imageResultSchema = schemas/* object */.Ikc({
    ref: envelope_text,
    upstream: envelope_text.optional(),
    registry: envelope_text,
    org: envelope_text,
    image: envelope_text,
    tag: nullableText,
    pinnedDigest: nullableText,
    digest: nullableText,
    status: schemas/* enum */.k5n(['ok', 'eol', 'denied', 'stale', 'error']),
    deprecated: schemas/* boolean */.zMY(),
    lastUpdate: nullableText,
    buildsBehind: count.nullable(),
    behindSince: nullableText,
    pullable: build.nullable().optional(),
    nextTagPullable: schemas/* object */.Ikc({ tag: envelope_text, pullable: build.nullable(), error: envelope_text.optional() }).optional(),
    advisories: schemas/* array */.YOg(schemas/* object */.Ikc({ advisoryId: envelope_text, artifactName: envelope_text, updateTime: envelope_text })),
    policies: schemas/* array */.YOg(schemas/* object */.Ikc({
        policy: envelope_text,
        mode: schemas/* enum */.k5n(['enforced', 'dry-run']),
        result: schemas/* enum */.k5n(['allowed', 'denied', 'error']),
        parameters: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* json */.Pq9()),
        waived: schemas/* object */.Ikc({ reason: envelope_text, by: nullableText, at: nullableText }).nullable(),
        why: nullableText.optional(),
    }))
        .nullable()
        .optional(),
    policyMove: schemas/* object */.Ikc({ tag: envelope_text, blockedBy: schemas/* array */.YOg(envelope_text), to: build.optional(), error: envelope_text.optional() })
        .optional(),
    locations: schemas/* array */.YOg(envelope_location),
    error: schemas/* object */.Ikc({ code: schemas/* number */.aig().int().nullable(), reason: envelope_text, message: envelope_text }).nullable(),
    suggestion: nullableText.optional(),
    ignored: schemas/* object */.Ikc({ reason: envelope_text, until: nullableText, kinds: schemas/* array */.YOg(envelope_text) })
        .nullable()
        .optional(),
    endOfLife: schemas/* object */.Ikc({
        status: envelope_text,
        supportEnds: nullableText,
        supportEnded: schemas/* boolean */.zMY().optional(),
        buildsUntil: nullableText,
        daysLeft: schemas/* number */.aig().int().nullable(),
        warn: schemas/* boolean */.zMY(),
    })
        .nullable()
        .optional(),
    vulnerabilities: schemas/* object */.Ikc({
        critical: count,
        high: count,
        medium: count,
        low: count,
        negligible: count,
        unknown: count,
        scanned: nullableText,
        digest: nullableText,
    })
        .nullable()
        .optional(),
    fixedByUpdate: schemas/* array */.YOg(vulnerabilityRef).nullable().optional(),
    vulnerabilityIds: schemas/* array */.YOg(vulnerabilityRef).nullable().optional(),
});
const repositoryName = schemas/* string */.YjP().regex(/^[^/\s]+\/[^/\s]+$/);
const envelopeSchema = schemas/* object */.Ikc({
    kind: schemas/* literal */.euz(ENVELOPE_KIND),
    version: schemas/* number */.aig().int(),
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
        location: envelope_location.optional(),
    })),
    results: schemas/* array */.YOg(imageResultSchema),
});
/** The envelope's text: the envelope's fields, then the results one per line (thousands stay readable). */
function* envelopeChunks(envelope) {
    const { results, ...head } = envelope;
    const fields = JSON.stringify(head, null, 2);
    yield `${fields.slice(0, -2)},\n  "results": [`;
    for (let i = 0; i < results.length; i++)
        yield `${i === 0 ? '\n' : ',\n'}    ${JSON.stringify(results[i])}`;
    yield `${results.length > 0 ? '\n  ' : ''}]\n}\n`;
}

// EXTERNAL MODULE: ./src/pr/github.ts + 1 modules
var github = __webpack_require__(9409);
;// CONCATENATED MODULE: ./src/org/github.ts
// The GitHub REST operations an organization scan uses, and only these: the owner's repositories,
// a branch's head, a tree, a blob. Every answer through zod; ETags sent back from the cache (a
// 304 costs no rate limit); trees and blobs, which their SHA names for good, taken from the cache
// without a request. A rate limit that cannot be waited out before the deadline stops every
// later call (RateLimited): the scan ends with what it read.




/** GitHub's rate limit is spent (or its wait is past the deadline): no more calls this run. */
class RateLimited extends Error {
    constructor(message) {
        super(message);
        this.name = 'RateLimited';
    }
}
const repoSchema = schemas/* object */.Ikc({
    name: schemas/* string */.YjP().min(1),
    full_name: schemas/* string */.YjP().min(3),
    private: schemas/* boolean */.zMY(),
    visibility: schemas/* string */.YjP().optional(),
    archived: schemas/* boolean */.zMY().optional(),
    fork: schemas/* boolean */.zMY(),
    default_branch: schemas/* string */.YjP().min(1).optional(),
});
const branchSchema = schemas/* object */.Ikc({
    commit: schemas/* object */.Ikc({
        sha: schemas/* string */.YjP().regex(/^[0-9a-f]{40,64}$/),
        commit: schemas/* object */.Ikc({ tree: schemas/* object */.Ikc({ sha: schemas/* string */.YjP() }) }),
    }),
});
const blobSchema = schemas/* object */.Ikc({ content: schemas/* string */.YjP(), encoding: schemas/* string */.YjP() });
/** The next page's number from a Link header: only the number is used, never the address. */
function nextPage(link) {
    const next = link?.split(',').find((part) => /rel="next"/.test(part));
    const page = next ? /[?&]page=(\d+)/.exec(next)?.[1] : undefined;
    return page ? Number(page) : null;
}
/**
 * Which waiting call takes a free slot first: the deepest step of a repository's chain (listing,
 * then a file, its tree, its head), so repositories begun are finished before others begin and
 * the last ones do not end on a chain started late.
 */
const PRIORITY = { listing: 4, blob: 3, tree: 2, head: 1 };
const priority = (step) => ({ request: { priority: PRIORITY[step] } });
/** The operations over createOctokit's client (retries, throttling, the deadline; once the limit is spent, calls waiting for a slot are not sent). */
function orgApi(options) {
    const cache = options.cache ?? NO_CACHE;
    const deadlineAt = options.deadlineAt ?? Number.POSITIVE_INFINITY;
    let stopped = null;
    const failed = (error) => stopped ?? limitOf(error, deadlineAt, (limit) => (stopped = limit));
    const octokit = (0,github.createOctokit)({
        ...options,
        refuse: () => stopped,
        onAnswer: (status, headers) => void (stopped ??= spentPastDeadline(status, headers, deadlineAt)),
        // Waited out when the wait ends before the deadline (the throttling plugin sleeps, then retries).
        mayWait: (seconds) => Date.now() + seconds * 1000 < deadlineAt,
    });
    const stats = { requests: 0, fileReads: 0, cachedFiles: 0, notModified: 0 };
    octokit.hook.before('request', () => void stats.requests++);
    const get = async (route, params, schema) => {
        if (stopped)
            throw stopped;
        const url = octokit.request.endpoint(route, params).url;
        const cached = await cache.answer(url);
        const headers = cached ? { 'if-none-match': cached.etag } : {};
        let answer;
        try {
            answer = await octokit.request(route, { ...params, headers });
        }
        catch (error) {
            if ((0,github.statusOf)(error) === 304 && cached) {
                stats.notModified++;
                const kept = keptSchema(schema).safeParse(cached.body);
                if (kept.success)
                    return kept.data;
                // A kept answer that does not hold: asked again without it (a 200, which replaces it).
                return withoutCache(octokit, route, params, schema, cache, url);
            }
            throw failed(error);
        }
        return keep(answer, schema, cache, url);
    };
    return {
        stats,
        listRepositories: (owner, onPage) => listRepositories(get, owner, onPage),
        async head(repository, branch) {
            const [owner, repo] = split(repository);
            const params = { owner, repo, branch, ...priority('head') };
            const got = await get('GET /repos/{owner}/{repo}/branches/{branch}', params, branchSchema);
            return { commit: got.data.commit.sha, tree: got.data.commit.commit.tree.sha };
        },
        async tree(repository, sha) {
            const kept = await cache.tree(sha);
            if (kept)
                return kept;
            if (stopped)
                throw stopped;
            const [owner, repo] = split(repository);
            const route = 'GET /repos/{owner}/{repo}/git/trees/{tree_sha}';
            try {
                const tree = treeSchema.parse((await octokit.request(route, { owner, repo, tree_sha: sha, recursive: '1', ...priority('tree') })).data);
                await cache.putTree(sha, tree);
                return tree;
            }
            catch (error) {
                throw failed(error);
            }
        },
        async blob(repository, sha) {
            const kept = await cache.blob(sha);
            if (kept) {
                stats.cachedFiles++;
                return kept;
            }
            if (stopped)
                throw stopped;
            const [owner, repo] = split(repository);
            const route = 'GET /repos/{owner}/{repo}/git/blobs/{file_sha}';
            stats.fileReads++;
            const answer = await octokit
                .request(route, { owner, repo, file_sha: sha, ...priority('blob') })
                .catch((error) => {
                throw failed(error);
            });
            const bytes = decodeBlob(answer.data, sha);
            await cache.putBlob(sha, bytes);
            return bytes;
        },
    };
}
/** The owner's repositories: an organization's, else (after a 404) a user's; an owner not found is an InputError. */
async function listRepositories(get, owner, onPage = () => undefined) {
    const list = async (kind) => {
        const all = [];
        for (let page = 1; page !== null;) {
            const route = kind === 'orgs' ? 'GET /orgs/{owner}/repos' : 'GET /users/{owner}/repos';
            const params = { owner, per_page: 100, page, type: kind === 'orgs' ? 'all' : 'owner', ...priority('listing') };
            const got = await get(route, params, schemas/* array */.YOg(repoSchema));
            const listed = got.data.map(listedOf);
            all.push(...listed);
            onPage(listed);
            // A page that does not move forward ends the listing (a Link that loops).
            page = got.next !== null && got.next > page ? got.next : null;
        }
        return all;
    };
    try {
        return await list('orgs');
    }
    catch (error) {
        if ((0,github.statusOf)(error) !== 404)
            throw error;
        try {
            return await list('users');
        }
        catch (second) {
            if ((0,github.statusOf)(second) === 404)
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
});
/** A blob answer's bytes, which must be what the tree named: the SHA is of the bytes. */
function decodeBlob(data, sha) {
    const blob = blobSchema.parse(data);
    if (blob.encoding !== 'base64')
        throw new Error(`GitHub sent the blob ${sha} as ${blob.encoding}, not base64`);
    const bytes = Buffer.from(blob.content, 'base64');
    if (gitBlobSha(bytes) !== sha)
        throw new Error(`GitHub's answer for the blob ${sha} does not hash to that SHA`);
    return bytes;
}
const keptSchema = (schema) => schemas/* object */.Ikc({ data: schema, next: schemas/* number */.aig().int().positive().nullable() });
async function keep(answer, schema, cache, url) {
    const kept = { data: schema.parse(answer.data), next: nextPage(answer.headers.link) };
    const etag = answer.headers.etag;
    if (typeof etag === 'string' && etag !== '')
        await cache.putAnswer(url, etag, kept);
    return kept;
}
async function withoutCache(octokit, route, params, schema, cache, url) {
    return keep(await octokit.request(route, params), schema, cache, url);
}
/** A rate-limit refusal the throttling plugin did not wait out, as RateLimited (and `stop` called); else the error itself. */
function limitOf(error, deadlineAt, stop) {
    const status = (0,github.statusOf)(error);
    if (status !== 403 && status !== 429)
        return error;
    const headers = error.response?.headers ?? {};
    const secondary = /secondary rate/i.test((0,errors/* messageOf */.bD)(error));
    if (!secondary && headers['x-ratelimit-remaining'] !== '0')
        return error;
    const limit = secondary
        ? limited(`GitHub asked to wait ${headers['retry-after'] ?? 'a while'} s (a secondary rate limit)`, deadlineAt)
        : primaryLimit(Number(headers['x-ratelimit-reset']), deadlineAt);
    stop(limit);
    return limit;
}
function limited(until, deadlineAt) {
    const past = Number.isFinite(deadlineAt) ? ", past the run's timeout" : '';
    return new RateLimited(`${until}${past}; not read`);
}
const primaryLimit = (reset, deadlineAt) => limited(`GitHub's rate limit for the token is spent until ${Number.isFinite(reset) && reset > 0 ? new Date(reset * 1000).toISOString() : 'its reset'}`, deadlineAt);
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
    return primaryLimit(reset, deadlineAt);
}
function split(repository) {
    const [owner = '', repo = ''] = repository.split('/');
    return [owner, repo];
}

// EXTERNAL MODULE: ./src/check/coverage.ts
var check_coverage = __webpack_require__(6856);
// EXTERNAL MODULE: ./src/check/run.ts
var run = __webpack_require__(241);
// EXTERNAL MODULE: ./node_modules/p-queue/dist/index.js + 4 modules
var p_queue_dist = __webpack_require__(9052);
// EXTERNAL MODULE: ./src/refs/discover.ts + 2 modules
var discover = __webpack_require__(6850);
// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(4006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
;// CONCATENATED MODULE: ./src/org/select.ts
// Which of an owner's repositories a run reads: the `repositories` globs (names without the
// owner; `!` excludes), archived repositories and forks only when named exactly. Pure.

const MATCH_OPTIONS = { nocase: true, dot: true };
function splitLines(globs) {
    const include = [];
    const exclude = [];
    for (const line of globs.map((g) => g.trim()).filter(Boolean)) {
        if (line.startsWith('!')) {
            const rest = line.slice(1).trim();
            if (rest)
                exclude.push(rest);
        }
        else
            include.push(line);
    }
    return { include, exclude };
}
/** A line naming one repository: no glob characters. */
const isName = (line) => !picomatch_default().scan(line).isGlob;
/**
 * The repositories `globs` select from the listing, in name order. No include line: every
 * repository; archived ones and forks only when an include line names them exactly.
 */
function selectRepositories(listed, globs) {
    const { include, exclude } = splitLines(globs);
    const included = include.length > 0 ? picomatch_default()(include, MATCH_OPTIONS) : () => true;
    const excluded = exclude.length > 0 ? picomatch_default()(exclude, MATCH_OPTIONS) : () => false;
    const named = new Set(include.filter(isName).map((n) => n.toLowerCase()));
    const chosen = listed
        .filter((r) => included(r.name) && !excluded(r.name))
        .filter((r) => !(r.archived || r.fork) || named.has(r.name.toLowerCase()))
        .sort((a, b) => compareText(a.name.toLowerCase(), b.name.toLowerCase()));
    const names = new Set(listed.map((r) => r.name.toLowerCase()));
    const missing = [...named].filter((n) => !names.has(n) && !excluded(n)).sort(compareText);
    return { chosen, missing: include.filter((line) => missing.includes(line.toLowerCase())) };
}
/** Repository globs that cannot be used: a slash (they name repositories of the one owner). */
function badRepositoryGlob(globs) {
    const { include, exclude } = splitLines(globs);
    return [...include, ...exclude].find((line) => line.includes('/')) ?? null;
}
function compareText(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
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
                started.push(repos.add(async () => ({ name: repo.name, scan: await scanRepository(repo, settings, api) })));
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
        .sort((a, b) => scan_compareText(a.name.toLowerCase(), b.name.toLowerCase()))
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
    ].sort((a, b) => scan_compareText(a.repository, b.repository));
    const matched = new Set(scans.flatMap((s) => s.matched));
    const include = settings.files.filter((g) => g.trim() !== '' && !g.trim().startsWith('!'));
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
        if ((entry.size ?? 0) > maxBytes) {
            problems.push({
                file,
                ...place,
                level: 'warning',
                message: `${entry.size} bytes, over the ${maxBytes} a scanned file may have; not read`,
            });
            return null;
        }
        try {
            return { file, text: (await api.blob(repository, entry.sha)).toString('utf8') };
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
function whyNot(error, what) {
    if (error instanceof RateLimited)
        return error.message;
    return `${what}: ${(0,errors/* messageOf */.bD)(error)}`;
}
/** The repositories' discoveries in one, ordered by repository, file and line. */
function mergeDiscoveries(parts) {
    const byPlace = (a, b) => scan_compareText(a.location?.repository ?? '', b.location?.repository ?? '') ||
        scan_compareText(a.location?.file ?? '', b.location?.file ?? '') ||
        (a.location?.line ?? 0) - (b.location?.line ?? 0);
    return {
        found: parts.flatMap((p) => p.found).sort(byPlace),
        skipped: parts.flatMap((p) => p.skipped).sort(byPlace),
        problems: parts
            .flatMap((p) => p.problems)
            .sort((a, b) => scan_compareText(a.repository ?? '', b.repository ?? '') ||
            scan_compareText(a.file, b.file) ||
            (a.line ?? 0) - (b.line ?? 0)),
        unscanned: parts.flatMap((p) => p.unscanned ?? []).sort(scan_compareText),
    };
}
function scan_compareText(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}

;// CONCATENATED MODULE: ./src/org/run.ts
// An organization run, called by both shells: the scan (src/org/scan.ts) feeds one checkImages over
// the union of every repository's references (each distinct reference judged once), and the
// repositories not read become errors every report names. Reads no environment.



/** A repository not read, as a problem of the repository as a whole: an error in every report. */
function unreadProblem(unread) {
    return { file: '', repository: unread.repository, message: `repository not read: ${unread.reason}` };
}
const isUnreadProblem = (p) => p.file === '' && p.repository !== undefined;
/** Scans the owner's repositories through `github`, then checks every reference found once. */
async function checkOrganization(settings, deps) {
    const { config } = settings;
    const scan = await scanOrganization({ ...settings.scan, files: config.files, concurrency: config.concurrency }, deps.github);
    const discovery = {
        ...scan.discovery,
        problems: [...scan.unread.map(unreadProblem), ...scan.discovery.problems],
        unmatchedGlobs: scan.unmatchedGlobs,
    };
    const report = await (0,run/* checkImages */.B)({ ...settings, discovery }, deps);
    return {
        ...report,
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
/** A location's place in a run's order: repository, file, line (none first). */
function comparePlaces(a, b) {
    if (!a || !b)
        return a ? 1 : b ? -1 : 0;
    return run_compareText(a.repository ?? '', b.repository ?? '') || run_compareText(a.file, b.file) || a.line - b.line;
}
function run_compareText(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
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
        problems: report.problems.filter((p) => !isUnreadProblem(p)),
        skipped: report.skipped,
        results: report.results,
    };
}

;// CONCATENATED MODULE: ./src/org/merge.ts
// `merge`: the shards' results files read back (zod; every shard of one owner, once, of this
// version) and joined into the report of one run over every repository. Pure but for the
// reading, which the shell does (only inside the workspace).





/** The envelope of one file, or an InputError naming `merge` and the file. */
function readEnvelope({ name, text }) {
    let json;
    try {
        json = JSON.parse(text);
    }
    catch (error) {
        throw new errors/* InputError */.dz('merge', `${name} is not JSON (${(0,errors/* messageOf */.bD)(error)})`, 'Give the results files the shards wrote');
    }
    const kind = json?.kind;
    const version = json?.version;
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
const WORST_FIRST = ['error', 'eol', 'stale', 'ok'];
/** One result per reference: the worst judgement of it (never a shard's ok over another's error), every location. */
function mergeResults(lists) {
    const byRef = new Map();
    for (const list of lists)
        for (const r of list)
            byRef.set(r.ref, [...(byRef.get(r.ref) ?? []), r]);
    const merged = [...byRef.values()].map((same) => {
        const worst = [...same].sort((a, b) => WORST_FIRST.indexOf(a.status) - WORST_FIRST.indexOf(b.status))[0];
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
    const results = mergeResults(envelopes.map((e) => e.results));
    // One entry per repository, whatever number of files name it (a report never lists one twice).
    const named = new Set();
    const unread = all((e) => e.unread)
        .filter((u) => !named.has(u.repository.toLowerCase()) && (named.add(u.repository.toLowerCase()), true))
        .sort((a, b) => merge_compareText(a.repository, b.repository));
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
    const problems = [
        ...unread.map(unreadProblem),
        ...all((e) => e.problems).sort((a, b) => merge_compareText(a.repository ?? '', b.repository ?? '') ||
            merge_compareText(a.file, b.file) ||
            (a.line ?? 0) - (b.line ?? 0)),
    ];
    return {
        owner: envelopes[0].owner,
        shard: { index: 1, count: 1 },
        read: all((e) => e.read).sort((a, b) => merge_compareText(a.repository, b.repository)),
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
function merge_compareText(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}

;// CONCATENATED MODULE: ./src/org/entry.ts
// The two organization commands as both shells call them, from plain data: `organization` (scan
// and check, or one shard of it) and `merge` (the shards' results files as one run). The shells
// read the settings and the environment; nothing here does.











/** Reads the owner's repositories (this shard's) and checks every reference found once. */
async function runOrganization(run, deps) {
    const { config } = run;
    if (!run.github.token)
        throw new errors/* InputError */.dz('github-token', "is empty; reading an organization's repositories needs a GitHub token that can read them", 'Set github-token to a token with contents: read on the repositories (e.g. from actions/create-github-app-token)');
    const cache = config.cacheDir ? await openCache((0,external_node_path_.resolve)(run.workspace, config.cacheDir)) : NO_CACHE;
    const github = orgApi({
        token: run.github.token,
        baseUrl: run.github.apiUrl,
        signal: run.signal,
        deadlineAt: run.deadlineAt,
        maxConcurrent: config.concurrency,
        cache,
    });
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
    return { ...merged, verdict: (0,verdict/* computeVerdict */.zG)(merged.results, run.config.failOn, merged.problems, merged.coverage) };
}

// EXTERNAL MODULE: ./src/runner.ts
var src_runner = __webpack_require__(4813);
// EXTERNAL MODULE: ./src/action/publish.ts + 4 modules
var publish = __webpack_require__(3845);
;// CONCATENATED MODULE: ./src/action/organization.ts
// The action's organization modes: `organization` (read an owner's repositories through the API,
// check them, or one shard of them) and `merge` (the shards' results files as one run). The same
// engine entries as the CLI's (src/org/entry.ts); the same reports as a workspace run.





/** Scans (or merges), then publishes as a workspace run does; fails the step by the verdict. */
async function checkOrganizationAction({ config, ledger, runner }, progress) {
    const deadlines = (0,deadline/* startDeadlines */.Sw)(config.timeoutMs, config.timeout);
    try {
        const report = config.merge.length > 0
            ? await runMerge({ config, workspace: runner.workspace })
            : await runOrganization({
                config,
                ledger,
                now: new Date(),
                workspace: runner.workspace,
                github: { token: config.githubToken, apiUrl: runner.apiUrl },
                signal: deadlines.lookups,
                deadlineAt: Date.now() + config.timeoutMs - (0,deadline/* commentReserveMs */.Qw)(config.timeoutMs),
            }, { env: (0,src_runner/* oidcVariables */.X)(runner), signal: deadlines.lookups });
        progress.results = report.results;
        core.info(`${report.owner}: ${report.read.length} repositories read${report.unread.length > 0 ? `, ${report.unread.length} not read` : ''}`);
        for (const notice of report.notices)
            core.notice(notice);
        await (0,publish/* concludeRun */.j)(report, {
            config,
            runner,
            progress,
            resultsText: organizationResultsText(report),
            signal: deadlines.run,
        });
    }
    finally {
        deadlines.clear();
    }
}


/***/ }),

/***/ 8902:
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


/***/ })

};
