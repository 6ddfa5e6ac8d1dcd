export const id = 380;
export const ids = [380,599];
export const modules = {

/***/ 46380:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  dashboardFailure: () => (/* reexport */ dashboardFailure),
  keepRunDashboard: () => (/* reexport */ keepRunDashboard),
  keptLine: () => (/* reexport */ keptLine)
});

// UNUSED EXPORTS: assertDashboardMayShow, dashboardMarker, dashboardTitle, keepDashboard, keepOrganizationDashboard, keepWorkspaceDashboard, renderDashboard, withDashboardFailure

// EXTERNAL MODULE: ./src/report/policy-plan.ts
var policy_plan = __webpack_require__(88724);
// EXTERNAL MODULE: ./src/findings/index.ts + 5 modules
var src_findings = __webpack_require__(55973);
// EXTERNAL MODULE: ./src/report/messages.ts
var messages = __webpack_require__(53020);
// EXTERNAL MODULE: ./src/report/format.ts
var format = __webpack_require__(12011);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(48992);
// EXTERNAL MODULE: ./src/report/links.ts
var links = __webpack_require__(83303);
// EXTERNAL MODULE: ./src/model.ts
var model = __webpack_require__(10182);
;// CONCATENATED MODULE: ./src/dashboard/entries.ts
// What the dashboard lists, in the order it lists it: each result in the one section that is most
// urgent for it, sorted by a total order so that the same findings always give the same text.



/** The sections, most urgent first (findings/kinds.ts). */
const SECTION_ORDER = src_findings/* DASHBOARD_SECTIONS */.UN;
/** The section of a result (the first its findings name) and its finding there, or null when it asks for nothing. */
function placeOf(findings) {
    for (const section of src_findings/* DASHBOARD_PLACEMENT */.Bj) {
        const finding = findings.find((f) => src_findings/* KINDS */.GW[f.kind].dashboard === section);
        if (finding)
            return { section, finding };
    }
    return null;
}
/** Times ascending (the nearest first), unknown or unreadable ones last. */
function compareDates(a, b) {
    const ta = a ? Date.parse(a) : NaN;
    const tb = b ? Date.parse(b) : NaN;
    if (Number.isNaN(ta) || Number.isNaN(tb))
        return Number.isNaN(ta) ? (Number.isNaN(tb) ? 0 : 1) : -1;
    return ta - tb;
}
/** Places in other repositories and files count as more urgent: more to move. */
const placeCount = (r) => r.locations.length;
const fixedOf = (r, severity) => (r.fixedByUpdate ?? []).filter((v) => v.severity === severity).length;
const accepted = (r, kind) => ((0,src_findings/* isIgnored */.pi)(r, kind) ? 1 : 0);
/** Within a section: what is not accepted by a policy first, then the section's own urgency, then the reference. */
const ORDER = {
    unsigned: (a, b) => placeCount(b) - placeCount(a),
    eol: (a, b) => accepted(a, 'eol') - accepted(b, 'eol') ||
        compareDates(a.endOfLife?.buildsUntil, b.endOfLife?.buildsUntil) ||
        placeCount(b) - placeCount(a),
    vulnerable: (a, b) => (b.vulnerabilities?.critical ?? 0) - (a.vulnerabilities?.critical ?? 0) ||
        (b.vulnerabilities?.high ?? 0) - (a.vulnerabilities?.high ?? 0) ||
        placeCount(b) - placeCount(a),
    ending: (a, b) => compareDates(a.endOfLife?.buildsUntil, b.endOfLife?.buildsUntil) || placeCount(b) - placeCount(a),
    stale: (a, b) => accepted(a, 'stale') - accepted(b, 'stale') ||
        fixedOf(b, 'critical') - fixedOf(a, 'critical') ||
        fixedOf(b, 'high') - fixedOf(a, 'high') ||
        (b.buildsBehind ?? -1) - (a.buildsBehind ?? -1) ||
        placeCount(b) - placeCount(a),
    unchecked: (a, b) => placeCount(b) - placeCount(a),
};
/** A total order on results: the same set of results sorts the same way whatever order the run made them in. */
const tieBreak = (a, b) => (0,src_text/* compareText */.n6)(a.ref, b.ref) ||
    (0,src_text/* compareText */.n6)(`${a.registry}/${a.org}/${a.image}`, `${b.registry}/${b.org}/${b.image}`) ||
    (0,src_text/* compareText */.n6)(a.status, b.status);
/** Every entry of the dashboard, most urgent first. */
function orderEntries({ results, unread, problems = [], coverage = [], failOn }) {
    const bySection = new Map(SECTION_ORDER.map((s) => [s, []]));
    for (const result of results) {
        const place = placeOf((0,src_findings/* findingsOf */.WX)(result, failOn));
        if (place)
            bySection.get(place.section).push({ result, accepted: place.finding.accepted !== null });
    }
    const entries = [];
    for (const section of SECTION_ORDER) {
        const sorted = [...bySection.get(section)].sort((a, b) => ORDER[section](a.result, b.result) || tieBreak(a.result, b.result));
        for (const { result, accepted } of sorted)
            entries.push({ kind: 'result', section, result: withSortedLocations(result), accepted });
    }
    // After the images that could not be checked: what could not be read at all.
    for (const message of [...coverage].sort(src_text/* compareText */.n6))
        entries.push({ kind: 'coverage', section: 'unchecked', message });
    const unreadByName = new Map(unread.map((u) => [u.repository.toLowerCase(), u]));
    for (const repo of [...unreadByName.values()].sort((a, b) => (0,src_text/* compareText */.n6)(a.repository, b.repository)))
        entries.push({ kind: 'unread', section: 'unchecked', unread: repo });
    for (const problem of problems
        .filter(model/* isFileError */.lz)
        .sort((a, b) => (0,src_text/* compareText */.n6)(a.repository ?? '', b.repository ?? '') ||
        (0,src_text/* compareText */.n6)(a.file, b.file) ||
        (a.line ?? 0) - (b.line ?? 0) ||
        (0,src_text/* compareText */.n6)(a.message, b.message)))
        entries.push({ kind: 'problem', section: 'unchecked', problem });
    return entries;
}
/** A location's key for order and de-duplication. */
const locationKey = (l) => `${l.repository ?? ''}\u0000${l.file}\u0000${String(l.line).padStart(9, '0')}`;
function withSortedLocations(result) {
    const unique = new Map(result.locations.map((l) => [locationKey(l), l]));
    const locations = [...unique.keys()].sort(src_text/* compareText */.n6).map((k) => unique.get(k));
    return { ...result, locations };
}

;// CONCATENATED MODULE: ./src/dashboard/render.ts
// The dashboard issue's text (pure). Everything a repository or a service wrote (paths, repository
// names, references, error texts) goes through the report's one escaping helper (escapeText), so
// it renders as itself: never markup, a link, a mention, or the end of the marker. No time of the run appears,
// so the same findings give the same body byte for byte and an unchanged dashboard is not edited.







const MAX_REPOS_PER_ENTRY = 5;
const MAX_PLACES_PER_REPO = 3;
const MAX_PATH = 200;
/** A link to a longer address is left out (the place is still named): it would crowd out other entries. */
const MAX_URL = 1_000;
/**
 * The hidden first line that finds the dashboard of `scope` again:
 * `<!-- image-check:dashboard scope=<scope, URI-encoded> -->` (encoded, no name can end the comment).
 */
function dashboardMarker(scope) {
    assertScope(scope);
    return `<!-- image-check:dashboard scope=${encodeURIComponent(scope)} -->`;
}
// GitHub's owner and repository names (an enterprise server's owners may hold `_` and `.`).
const SCOPE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}(?:\/[A-Za-z0-9_.-]{1,100})?$/;
/** A scope is an owner or owner/repo: anything else is a caller's mistake, never rendered. */
function assertScope(scope) {
    if (!SCOPE_PATTERN.test(scope) || scope.split('/').some((part) => part === '.' || part === '..'))
        throw new Error(`the dashboard's scope "${(0,format/* truncate */.xv)(scope, 100)}" is not an owner or owner/repository name`);
}
/** The issue's title (set when it is created, never edited after). */
function dashboardTitle(scope) {
    assertScope(scope);
    return `image-check: container images of ${scope}`;
}
const TITLES = {
    unsigned: 'Not signed by the vendor',
    eol: 'End of life now',
    vulnerable: 'Vulnerabilities over fail-on',
    ending: 'Ending soon',
    stale: 'Stale pins',
    unchecked: 'Could not be read or checked',
};
const code = (value) => (0,format/* codeText */.ph)(value);
function placeText(serverUrl, location) {
    const label = (0,format/* foreignText */.qk)(`${(0,format/* truncate */.xv)(location.file, MAX_PATH)}:${location.line}`);
    const url = (0,links/* locationUrl */.$)(serverUrl, location);
    return url && url.length <= MAX_URL ? `[${label}](${url})` : label;
}
/** The repositories and lines that hold a reference, a few of each, the rest counted. */
function placeLines(serverUrl, locations) {
    if (locations.length === 0)
        return ["  - named in the run's settings (no file)"];
    const byRepo = new Map();
    for (const l of locations)
        byRepo.set(l.repository ?? '', [...(byRepo.get(l.repository ?? '') ?? []), l]);
    const lines = [];
    for (const [repo, places] of [...byRepo].slice(0, MAX_REPOS_PER_ENTRY)) {
        const shown = places.slice(0, MAX_PLACES_PER_REPO).map((l) => placeText(serverUrl, l));
        const more = places.length - shown.length;
        const list = shown.join(', ') + (more > 0 ? `, and ${more} more` : '');
        lines.push(`  - ${repo ? `${(0,format/* foreignText */.qk)(repo, 150)}: ` : ''}${list}`);
    }
    const restRepos = [...byRepo.values()].slice(MAX_REPOS_PER_ENTRY);
    if (restRepos.length > 0)
        lines.push(`  - and ${(0,src_text/* plural */.LS)(restRepos.flat().length, 'place')} in ${(0,src_text/* plural */.LS)(restRepos.length, 'more repository', 'more repositories')}`);
    return lines;
}
function moveText(r, section) {
    if (r.suggestion)
        return ` Move to ${code(r.suggestion)}.`;
    if (section === 'eol')
        return ` No maintained tag of the same variant is listed: move to a supported tag of ${code(`${r.registry}/${r.org}/${r.image}`)}.`;
    return '';
}
function acceptedText(r) {
    if (!r.ignored || r.ignored.kinds.length === 0)
        return '';
    const source = r.ignored.until === null
        ? "Accepted by the registry's override"
        : `Accepted by the policy file until ${(0,format/* foreignText */.qk)(r.ignored.until, 40)}`;
    return ` ${source}: ${(0,format/* foreignText */.qk)(r.ignored.reason, 200)}.`;
}
/** What is wrong with a result, in words (no relative time: the text must not change from day to day). */
function findingText(r, section, failOn) {
    switch (section) {
        case 'unsigned':
            return (0,format/* foreignText */.qk)(`${(0,src_findings/* unsignedText */.Pr)(r)}.${r.suggestion ? ` Move to ${r.suggestion}.` : ''}`, 600);
        case 'vulnerable':
            return `${(0,format/* foreignText */.qk)((0,messages/* vulnerabilityMessage */.c)(r, failOn).replace(`${r.ref}: `, ''), 600)}`;
        case 'eol': {
            const dates = (0,src_findings/* datesText */.jL)(r);
            return `**end of life**.${dates ? ` ${(0,format/* foreignText */.qk)(dates)}` : ''}`;
        }
        case 'ending':
            return `builds of the tag stop ${r.endOfLife?.buildsUntil ? (0,format/* foreignText */.qk)((0,format/* isoDate */._$)(r.endOfLife.buildsUntil), 40) : 'soon'}.`;
        case 'stale': {
            const behind = (0,src_findings/* behindText */.Sd)(r);
            const since = r.behindSince ? ` since ${(0,format/* foreignText */.qk)((0,format/* isoDate */._$)(r.behindSince), 40)}` : '';
            const pin = r.pinnedDigest ? code((0,format/* shortDigest */.VK)(r.pinnedDigest)) : 'the pinned digest';
            const fixes = (0,src_findings/* fixLine */.S$)(r);
            return `${pin} is ${behind} its tag${since}.${fixes ? ` ${(0,format/* foreignText */.qk)((0,src_text/* capitalFirst */.x5)(fixes), 600)}.` : ''}`;
        }
        case 'unchecked':
            return `could not be checked: ${r.error ? (0,format/* foreignText */.qk)(`${r.error.message} (${r.error.reason})`) : 'no error detail'}.`;
    }
}
function problemText(p) {
    const file = p.repository ? `${p.repository}/${p.file}` : p.file;
    const where = `${(0,format/* truncate */.xv)(file, MAX_PATH)}${p.line ? `:${p.line}` : ''}`;
    return `- file ${(0,format/* foreignText */.qk)(where)} could not be read: ${(0,format/* foreignText */.qk)(p.message)}`;
}
/** One entry as markdown lines: what, what to do, where. */
function renderEntry(entry, serverUrl, failOn) {
    switch (entry.kind) {
        case 'result': {
            const r = entry.result;
            const head = `- ${code(r.ref)}: ${findingText(r, entry.section, failOn)}${moveText(r, entry.section)}${acceptedText(r)}`;
            return [head, ...placeLines(serverUrl, r.locations)].join('\n');
        }
        case 'unread': {
            const { repository, reason } = entry.unread;
            return `- repository ${(0,format/* foreignText */.qk)(repository, 150)} not read: ${(0,format/* foreignText */.qk)(reason)}. None of its references is reported here.`;
        }
        case 'problem':
            return problemText(entry.problem);
        case 'coverage':
            return `- ${(0,format/* foreignText */.qk)(entry.message)}`;
    }
}
const zeroes = () => ({
    unsigned: 0,
    eol: 0,
    vulnerable: 0,
    ending: 0,
    stale: 0,
    unchecked: 0,
});
function countEntries(entries) {
    const bySection = zeroes();
    const active = zeroes();
    let unread = 0;
    for (const e of entries) {
        bySection[e.section]++;
        if (e.kind !== 'result' || !e.accepted)
            active[e.section]++;
        if (e.kind === 'unread')
            unread++;
    }
    return { bySection, active, unread };
}
const COUNT_WORDS = {
    unsigned: (n) => `${(0,src_text/* plural */.LS)(n, 'image')} not signed by the vendor`,
    eol: (n) => `${n} end of life`,
    vulnerable: (n) => `${(0,src_text/* plural */.LS)(n, 'image')} over fail-on's severity`,
    ending: (n) => `${n} ending soon`,
    stale: (n) => (0,src_text/* plural */.LS)(n, 'stale pin'),
    unchecked: (n) => `${n} could not be read or checked`,
};
/** What fails the run but has no section (a refusal is in the policy plan, advisories nowhere): counted all the same. */
const OFF_SECTION = {
    denied: (n) => `${(0,src_text/* plural */.LS)(n, 'image')} the registry refuses`,
    advisory: (n) => `${(0,src_text/* plural */.LS)(n, 'image')} with advisories`,
    // In a section, or never failing.
    error: null,
    unsigned: null,
    eol: null,
    vulnerability: null,
    stale: null,
    'dry-run': null,
    ending: null,
};
function offSectionParts({ results, failOn }) {
    return src_findings/* WORST_FIRST */.vh.filter((k) => src_findings/* KINDS */.GW[k].dashboard === null && (0,src_findings/* failsUnder */.mS)(k, failOn)).flatMap((kind) => {
        const n = results.filter((r) => (0,src_findings/* activeKinds */.yD)(r, failOn).includes(kind)).length;
        const words = OFF_SECTION[kind];
        return n > 0 && words ? [words(n)] : [];
    });
}
function headLine(input, counts) {
    const parts = [
        ...offSectionParts(input),
        ...SECTION_ORDER.filter((s) => counts.active[s] > 0).map((s) => COUNT_WORDS[s](counts.active[s])),
    ];
    const accepted = SECTION_ORDER.reduce((n, s) => n + counts.bySection[s] - counts.active[s], 0);
    const refs = (0,src_text/* plural */.LS)(input.results.length, 'reference');
    const repos = input.read.length + input.unread.length;
    const scope = repos > 0 ? ` in ${(0,src_text/* plural */.LS)(input.read.length, 'repository', 'repositories')} read` : '';
    const notRead = counts.unread > 0 ? ` (${counts.unread} of ${repos} not read)` : '';
    const skipped = input.skippedCount ? `; ${(0,src_text/* plural */.LS)(input.skippedCount, 'reference')} found but not checked` : '';
    const also = accepted > 0 ? ` (${(0,src_text/* plural */.LS)(accepted, 'accepted finding')} listed too)` : '';
    const what = parts.length > 0
        ? `**${parts.join(' \u00b7 ')}**${also}`
        : accepted > 0
            ? `**Nothing to act on but what the policy file accepts**${also}`
            : '**Nothing to act on**: every reference checked is current';
    return `${what} \u2014 ${refs}${scope}${notRead}${skipped}.`;
}
function omittedNote(entries, shown) {
    const rest = countEntries(entries.slice(shown)).bySection;
    const listed = SECTION_ORDER.filter((s) => rest[s] > 0).map((s) => COUNT_WORDS[s](rest[s]));
    return [
        '> [!NOTE]',
        `> Shown here: ${shown} of ${entries.length} entries (GitHub limits an issue to ${format/* GITHUB_BODY_LIMIT */.nY.toLocaleString('en-US')} characters). Not shown: ${listed.join(', ')}. Every one is in the run's job summary and results.`,
        '',
    ];
}
/** The marker, the counts and the policy plan: rendered once per body, however many entries fit. */
function composeHead(input, entries, limit) {
    const counts = countEntries(entries);
    const lines = [dashboardMarker(input.scope), headLine(input, counts), ''];
    // Where a platform team plans enforcement: per policy, what it refuses now or would once enforced.
    // A quarter of the body at most, so the rest always fits beside it; the rest is in the results.
    lines.push(...(0,policy_plan/* renderPolicyPlan */.Iv)((0,policy_plan/* policyPlan */.s5)(input.results), {
        maxChars: Math.min(policy_plan/* PLAN_CHARS */.eC, Math.floor(limit / 4)),
        code,
        place: (l) => placeText(input.serverUrl, l),
        text: (value) => (0,format/* foreignText */.qk)(value, 400),
        heading: "### The registry's pull-time policies",
        maxEntries: 10,
        maxPlaces: MAX_PLACES_PER_REPO,
    }));
    return lines;
}
function compose(input, entries, { head, texts }, shown) {
    const counts = countEntries(entries);
    const lines = [...head];
    let i = 0;
    for (const section of SECTION_ORDER) {
        const start = i;
        while (i < shown && entries[i].section === section)
            i++;
        if (i === start)
            continue;
        lines.push(`### ${TITLES[section]} (${counts.bySection[section]})`, '', ...texts.slice(start, i), '');
    }
    if (shown < entries.length)
        lines.push(...omittedNote(entries, shown));
    lines.push(`<sub>Kept current by image-check for ${(0,format/* foreignText */.qk)(input.scope, 200)}: edited only when what it lists changes.</sub>`);
    return lines.join('\n');
}
/**
 * The dashboard's body: a head line of counts, then the entries most urgent first (end of life,
 * ending soon, stale pins, what could not be read or checked), each with the reference as
 * written, what to move to and the places that hold it. Over GitHub's limit, whole entries are
 * left out from the least urgent end and counted.
 */
function renderDashboard(input, limit = format/* GITHUB_BODY_LIMIT */.nY) {
    const entries = orderEntries(input);
    const parts = {
        head: composeHead(input, entries, limit),
        texts: entries.map((e) => renderEntry(e, input.serverUrl, input.failOn)),
    };
    const full = compose(input, entries, parts, entries.length);
    if (full.length <= limit)
        return full;
    // The most entries that fit; the note's counts change its length by a digit or two.
    const shown = (0,src_text/* mostThatFit */.cc)(entries.length - 1, (n) => compose(input, entries, parts, n).length <= limit);
    return compose(input, entries, parts, shown);
}

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/host/keep-marked.ts
var keep_marked = __webpack_require__(81518);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 15 modules
var schemas = __webpack_require__(9691);
// EXTERNAL MODULE: ./src/github/marked.ts
var marked = __webpack_require__(47459);
// EXTERNAL MODULE: ./src/github/session.ts
var session = __webpack_require__(87599);
;// CONCATENATED MODULE: ./src/github/issues.ts
// The issues of one repository as a store of marked texts (the dashboard issue), and a
// repository's visibility (the dashboard's guard). Only these GitHub operations: GET /user (the
// run's viewer), GET /repos/{o}/{r}/issues (paged, oldest first), POST and PATCH
// /repos/{o}/{r}/issues[/{n}], GET /repos/{o}/{r}.





const issueSchema = schemas/* object */.Ikc({
    number: schemas/* number */.aig().int().positive(),
    html_url: schemas/* string */.YjP(),
    state: schemas/* string */.YjP(),
    body: schemas/* string */.YjP().nullish(),
    user: schemas/* object */.Ikc({ login: schemas/* string */.YjP(), type: schemas/* string */.YjP().optional() }).nullish(),
    pull_request: schemas/* unknown */.L5J().optional(),
});
/**
 * The store of `owner/repo`'s issues. The listing is GitHub's, oldest first, by the viewer's
 * login when known (an app installation is not known by name: then every issue), and ends at
 * the viewer's first open marked one (the one kept). A closed issue is reopened by its update.
 */
function issueStore(github, options) {
    const { octokit } = github;
    const where = { owner: options.owner, repo: options.repo };
    const listed = new Map();
    const seen = (data) => {
        const issue = issueSchema.parse(data);
        listed.set(issue.number, { url: issue.html_url, closed: issue.state !== 'open' });
        return issue;
    };
    let reopened = false;
    return {
        get reopened() {
            return reopened;
        },
        urlOf: (number) => listed.get(number)?.url ?? '',
        async list() {
            const texts = [];
            const creator = 'login' in options.viewer ? { creator: options.viewer.login } : {};
            const pages = octokit.paginate.iterator(octokit.rest.issues.listForRepo, {
                ...where,
                ...creator,
                state: 'all',
                sort: 'created',
                direction: 'asc',
                per_page: 100,
            });
            let count = 0;
            for await (const page of pages) {
                if (++count > options.maxPages)
                    throw tooManyIssues(options);
                for (const raw of page.data) {
                    const issue = seen(raw);
                    if (issue.pull_request !== undefined)
                        continue;
                    texts.push({ ...(0,marked/* toMarked */.C)(issue, issue.number), closed: issue.state !== 'open' });
                }
                // The oldest open one of ours is the one kept: the pages after it cannot change that.
                if ((0,keep_marked/* ownMarked */.df)(texts, options.marker, options.viewer)[0]?.closed === false)
                    break;
            }
            return texts;
        },
        async create(body) {
            // Never retried: a creation that reached GitHub would be a second issue.
            const { data } = await octokit.rest.issues.create({
                ...where,
                title: options.title,
                body,
                request: { retries: 0 },
            });
            return seen(data).number;
        },
        async update(number, body) {
            const reopen = listed.get(number)?.closed === true;
            const state = reopen ? { state: 'open' } : {};
            seen((await octokit.rest.issues.update({ ...where, issue_number: number, body, ...state })).data);
            reopened ||= reopen;
        },
    };
}
const tooManyIssues = ({ owner, repo, maxPages }) => new errors/* DashboardError */.jq(`${owner}/${repo} has more than ${maxPages * 100} issues to look through for the dashboard`, 'keep the dashboard in a repository with fewer issues, or use a personal token (its issues are listed by author)');
const repositorySchema = schemas/* object */.Ikc({ private: schemas/* boolean */.zMY(), visibility: schemas/* string */.YjP().optional() });
/** Whether GitHub shows `owner/repo` to everyone; null when the token cannot see it. */
async function isPublicRepository(github, where) {
    try {
        const { data } = await github.octokit.rest.repos.get(where);
        const { private: isPrivate, visibility } = repositorySchema.parse(data);
        // `internal` (an enterprise's) is not public, whatever `private` says.
        return visibility === undefined ? !isPrivate : visibility === 'public';
    }
    catch (error) {
        if ((0,session.refusedToToken)(error))
            return null;
        throw error;
    }
}

// EXTERNAL MODULE: ./src/schemas.ts
var src_schemas = __webpack_require__(9011);
;// CONCATENATED MODULE: ./src/dashboard/keep.ts
// The one dashboard issue per repository and scope, kept saying what the run found: keepMarked
// (host/keep-marked.ts) over the repository's issues (github/issues.ts).







/** owner and name of an `owner/name`, or a DashboardError naming the form. */
function splitRepo(repo) {
    if (!src_schemas/* REPOSITORY_PATTERN */.G_.test(repo))
        throw new errors/* DashboardError */.jq(`"${repo}" is not a repository`, 'name it as owner/name, e.g. acme/platform');
    return (0,session.splitRepository)(repo);
}
/** Who the token writes as; a token GitHub refuses (401) is a DashboardError. */
async function viewerOf(github) {
    try {
        return await github.viewer();
    }
    catch (error) {
        if ((0,session.httpStatus)(error) === 401)
            throw new errors/* DashboardError */.jq('GitHub refused the token (401)', 'set a valid GitHub token');
        throw error;
    }
}
/**
 * Creates the dashboard issue, or edits the one found (the oldest open one of this scope written
 * by the token's identity, else the oldest closed one). No request when the body is the same. A
 * closed dashboard is reopened when its text changes (someone closed it; what it lists is new),
 * and left closed while its text is the same.
 */
async function keepDashboard(github, options) {
    const where = splitRepo(options.repo);
    assertScope(options.scope);
    const marker = dashboardMarker(options.scope);
    const { body } = options;
    if (!body.startsWith(marker))
        throw new Error(`the dashboard's body does not open with the marker of ${options.scope}`);
    if (body.length > format/* GITHUB_BODY_LIMIT */.nY)
        throw new Error(`the dashboard's body is ${body.length} characters, over GitHub's ${format/* GITHUB_BODY_LIMIT */.nY}`);
    const viewer = await viewerOf(github);
    const title = dashboardTitle(options.scope);
    const store = issueStore(github, { ...where, title, marker, viewer, maxPages: options.maxPages ?? 100 });
    const kept = await (0,keep_marked/* keepMarked */.KI)(store, { marker, viewer, body });
    // keepMarked creates when none is found: the issue's number is always known here.
    const number = kept.id ?? 0;
    const action = kept.action === 'updated' ? 'edited' : kept.action === 'created' ? 'created' : 'unchanged';
    return { url: store.urlOf(number), number, action, reopened: store.reopened };
}

;// CONCATENATED MODULE: ./src/dashboard/guard.ts
// A public dashboard never names a private repository, its files or its images: checked before
// the dashboard is written, from GitHub's word on each repository's visibility.




/** Whether GitHub shows the repository to everyone; null when the token cannot see it. */
const isPublic = (github, repo) => isPublicRepository(github, splitRepo(repo));
/**
 * Why this dashboard may not show what the run read (a sentence that names no private
 * repository: it goes to logs anyone may read), or null when it may. Pure.
 */
function dashboardRefusal(audience, visibility) {
    if (!visibility.dashboardPublic)
        return null;
    const hidden = audience.read.filter((r) => r.private).length + audience.unread.filter((r) => r.private !== false).length;
    const workspaceHidden = audience.workspace !== undefined && visibility.workspacePublic !== true;
    if (hidden === 0 && !workspaceHidden)
        return null;
    const why = [
        hidden > 0 ? `the run read or named ${(0,src_text/* plural */.LS)(hidden, 'repository', 'repositories')} that may be private` : '',
        workspaceHidden
            ? audience.workspace === ''
                ? 'it shows settings or a policy file of a repository it cannot name (set GITHUB_REPOSITORY)'
                : visibility.workspacePublic === null
                    ? 'the visibility of the repository it runs in is not known to the token'
                    : 'the repository it runs in is private'
            : '',
    ].filter(Boolean);
    return `${audience.repo} is public and ${why.join(', and ')}: a public issue would name them, their files and their images`;
}
/**
 * The guard, before any write: a DashboardError when the dashboard repository is public and the
 * run read a private repository (or runs in one). Reads each repository's visibility once.
 */
async function assertDashboardMayShow(github, audience) {
    const dashboardPublic = await isPublic(github, audience.repo);
    if (dashboardPublic === null)
        throw new errors/* DashboardError */.jq(`${audience.repo} was not found, or the token cannot see it`, 'name an existing repository the token may read and write issues in');
    const workspacePublic = audience.workspace === undefined || audience.workspace === ''
        ? null
        : audience.workspace.toLowerCase() === audience.repo.toLowerCase()
            ? dashboardPublic
            : await isPublic(github, audience.workspace);
    const refusal = dashboardRefusal(audience, { dashboardPublic, workspacePublic });
    if (refusal)
        throw new errors/* DashboardError */.jq(refusal, 'keep the dashboard in a private repository, or read only public repositories');
    return { dashboardPublic, workspacePublic };
}

;// CONCATENATED MODULE: ./src/dashboard/workspace.ts





/** The workspace's places, named in the repository and at the commit read. */
function placed(results, repository, commit) {
    return results.map((r) => ({
        ...r,
        locations: r.locations.map((l) => (l.repository ? l : { ...l, repository, ...(commit ? { commit } : {}) })),
    }));
}
/** The guard, then the body, then the issue: one order for every kind of run (no write before the guard). */
async function keepFor(place, run) {
    const { repo, github } = place;
    const { report } = run;
    const visibility = await assertDashboardMayShow(github, { repo, ...run.audience });
    const body = renderDashboard({
        scope: run.scope,
        results: [...report.results],
        read: run.read(visibility),
        unread: run.unread,
        serverUrl: place.serverUrl,
        skippedCount: report.skipped.filter((s) => s.kind !== 'other-registry').length,
        problems: [...report.problems],
        coverage: [...report.coverage],
        failOn: report.failOn,
    });
    return keepDashboard(github, { repo, scope: run.scope, body });
}
/**
 * Checks that the dashboard may show this repository (a public dashboard never shows a private
 * one), renders what the run found, and creates or edits the issue. Throws DashboardError for a
 * setting that cannot work, and GitHub's errors as they come.
 */
async function keepWorkspaceDashboard(options) {
    const { repository, commit, report } = options;
    if (!repository)
        throw new errors/* DashboardError */.jq('the repository whose files are checked is not known', 'set GITHUB_REPOSITORY to its owner/name (the dashboard is kept per repository and links its lines)');
    return keepFor(options, {
        scope: repository,
        audience: { read: [], unread: [], workspace: repository },
        report: { ...report, results: placed(report.results, repository, commit) },
        read: ({ workspacePublic }) => [{ repository, commit, private: workspacePublic !== true }],
        unread: [],
    });
}
/**
 * Whether an organization run shows something of the repository it runs in: a reference its
 * settings name (`images`: no file), or its policy file's acceptance and reason.
 */
function showsWorkspace(results) {
    return results.some((r) => r.locations.length === 0 || (r.ignored?.kinds.length ?? 0) > 0);
}
/**
 * The organization's dashboard: the guard weighs every repository read or named (a public
 * dashboard never shows a private one, nor one whose visibility is not known), and the
 * repository the run runs in (`workspace`, '' when not known) when the dashboard shows something
 * of it; then the issue of the owner's scope is created or edited. Throws as keepWorkspaceDashboard does.
 */
async function keepOrganizationDashboard(place, report, workspace) {
    const read = [...report.read];
    const unread = [...report.unread];
    const audience = { read, unread, ...(showsWorkspace(report.results) ? { workspace } : {}) };
    return keepFor(place, { scope: report.owner, audience, report, read: () => read, unread });
}
/**
 * Why the dashboard was not kept, in one line that leads with the fix and names the setting as
 * the shell calls it (`Input "dashboard"`, `--dashboard`). Never a token: GitHub's messages
 * name none, and the shells scrub what they print.
 */
function dashboardFailure(error, repo, setting) {
    if (error instanceof errors/* DashboardError */.jq)
        return `${setting}: ${error.fix ? `${capital(error.fix)}. ` : ''}${error.message}`;
    const status = (0,session.httpStatus)(error);
    const said = (0,errors/* messageOf */.bD)(error);
    if (status === 403 || status === 404)
        return `${setting}: Give the token issues: write on ${repo} (a workflow's \`permissions: issues: write\`, or an app token with it). GitHub answered ${status}: ${said}`;
    if (status === 410)
        return `${setting}: Turn on issues in ${repo}'s settings. GitHub answered 410: ${said}`;
    return `${setting}: the dashboard issue in ${repo} could not be kept: ${said}`;
}
const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);
/** Either kind of run's dashboard: an organization report's by its owner, else the workspace's read at `at`. */
function keepRunDashboard(place, 
/** A run's report (report/run-report.ts): a workspace's, or an organization's with its repositories. */
report, at) {
    return report.kind === 'organization'
        ? keepOrganizationDashboard(place, report, at.repository)
        : keepWorkspaceDashboard({ ...place, ...at, report });
}
/** What happened to the dashboard, in one line. */
const keptLine = (kept) => `Dashboard ${kept.action}${kept.reopened ? ' and reopened' : ''}: ${kept.url}`;

// EXTERNAL MODULE: ./src/dashboard/failure-verdict.ts
var failure_verdict = __webpack_require__(46382);
;// CONCATENATED MODULE: ./src/dashboard/index.ts
// The dashboard issue: rendering (pure), keeping (GitHub issues), and the public/private guard.







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

/***/ 47459:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ toMarked)
/* harmony export */ });
/** A comment or issue as a marked text; `order` is its number or id (GitHub's are in creation order). */
function toMarked(written, id, order = Number(id)) {
    return {
        id,
        body: written.body ?? '',
        author: written.user?.login ?? '',
        authorIsBot: written.user?.type === 'Bot',
        order,
    };
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

/***/ 81518:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KI: () => (/* binding */ keepMarked),
/* harmony export */   QV: () => (/* binding */ sameText),
/* harmony export */   df: () => (/* binding */ ownMarked)
/* harmony export */ });
// "Find our marked text, then create or update it": one rule for every host (a GitHub PR
// comment, the dashboard issue, review comments, a GitLab merge request note). The host gives a
// small store; the rule (marker opens the body, the author is the token's identity, the oldest
// wins, no write when nothing changed) lives here once.
/**
 * Whether `text` was written by the viewer: a known login by that login (case-insensitively, as
 * hosts compare logins); an app installation (GET /user refused) by a bot account ending in
 * `[bot]`, never by a person, whatever the person wrote.
 */
function writtenBy(text, viewer) {
    if ('login' in viewer)
        return text.author.toLowerCase() === viewer.login.toLowerCase();
    return text.authorIsBot === true && text.author.endsWith('[bot]');
}
/** Whether `body` opens with `marker` (a quote of it elsewhere does not start with it). */
const opensWith = (body, marker) => body.trimStart().startsWith(marker);
/** The viewer's own texts that open with `marker`: open ones first, each part oldest first. */
function ownMarked(texts, marker, viewer) {
    return texts
        .filter((t) => opensWith(t.body, marker) && writtenBy(t, viewer))
        .sort((a, b) => Number(a.closed === true) - Number(b.closed === true) || a.order - b.order);
}
/** A body as hosts give it back (line ends, trailing space), for telling whether an edit changes anything. */
const sameText = (a, b, normalize = (s) => s) => {
    const plain = (s) => normalize(s.replace(/\r\n/g, '\n')).trimEnd();
    return plain(a) === plain(b);
};
/**
 * Makes the viewer's oldest text opening with `marker` (an open one before a closed one) say `body`: created when there is none
 * (unless `create` is false), updated when the text differs (by `normalize`, e.g. a production
 * time left out), left alone otherwise.
 */
async function keepMarked(store, options) {
    const { marker, viewer, body, create = true, normalize } = options;
    if (!opensWith(body, marker))
        throw new Error('the body to keep does not open with its marker');
    const existing = ownMarked(await store.list(), marker, viewer)[0];
    if (!existing) {
        if (!create)
            return { action: 'none', id: null };
        return { action: 'created', id: await store.create(body) };
    }
    if (sameText(existing.body, body, normalize))
        return { action: 'unchanged', id: existing.id };
    await store.update(existing.id, body);
    return { action: 'updated', id: existing.id };
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
