export const id = 377;
export const ids = [377];
export const modules = {

/***/ 8299:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ mapLimit)
/* harmony export */ });
/** Maps with at most `limit` calls of `fn` running at once; results keep the input order. */
async function mapLimit(items, limit, fn) {
    const results = new Array(items.length);
    let next = 0;
    async function worker() {
        while (next < items.length) {
            const index = next++;
            results[index] = await fn(items[index], index);
        }
    }
    await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
    return results;
}


/***/ }),

/***/ 377:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  discoverFiles: () => (/* binding */ discoverFiles),
  fileKind: () => (/* binding */ fileKind),
  matchesFiles: () => (/* reexport */ matchesFiles),
  scanContent: () => (/* binding */ scanContent)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/tinyglobby/dist/index.mjs + 1 modules
var dist = __webpack_require__(3382);
// EXTERNAL MODULE: ./src/check/limit.ts
var limit = __webpack_require__(8299);
// EXTERNAL MODULE: ./src/config.ts
var config = __webpack_require__(2973);
// EXTERNAL MODULE: ./node_modules/dockerfile-ast/lib/main.js
var main = __webpack_require__(8390);
;// CONCATENATED MODULE: ./src/refs/shell-expand.ts
// Variable expansion of one Dockerfile word, as BuildKit's shell lexer does it (quotes, the
// escape character, $VAR, ${VAR}, ${VAR:-word}, ${VAR-word}, ${VAR:+word}, ${VAR+word},
// ${VAR:?msg}). We cannot know --build-arg values, so a variable is either known (a value
// from a default) or unknown; a word whose value depends on an unknown variable is unresolved.
const NAME_START = /[A-Za-z_]/;
const NAME_CHAR = /[A-Za-z0-9_]/;
/** Expands a word; `escape` is the Dockerfile's escape character (`\` or a backtick). */
function expandWord(word, scope, escape = '\\') {
    const unresolved = [];
    const value = new Expander(word, scope, escape, unresolved).word('');
    return { value, unresolved: [...new Set(unresolved)] };
}
class Expander {
    text;
    scope;
    escape;
    unresolved;
    i = 0;
    constructor(text, scope, escape, unresolved) {
        this.text = text;
        this.scope = scope;
        this.escape = escape;
        this.unresolved = unresolved;
    }
    /** Reads up to (not including) an unquoted `stop` character, or to the end. */
    word(stop) {
        const { text } = this;
        let out = '';
        while (this.i < text.length) {
            const c = text[this.i];
            if (stop !== '' && c === stop)
                break;
            if (c === this.escape) {
                // An escape keeps the next character literally; a trailing escape is itself.
                out += text[this.i + 1] ?? c;
                this.i += 2;
            }
            else if (c === "'") {
                const end = text.indexOf("'", this.i + 1);
                const close = end < 0 ? text.length : end;
                out += text.slice(this.i + 1, close);
                this.i = close + 1;
            }
            else if (c === '"') {
                this.i++;
                out += this.doubleQuoted();
            }
            else if (c === '$') {
                out += this.dollar();
            }
            else {
                out += c;
                this.i++;
            }
        }
        return out;
    }
    doubleQuoted() {
        const { text } = this;
        let out = '';
        while (this.i < text.length && text[this.i] !== '"') {
            const c = text[this.i];
            const next = text[this.i + 1];
            if (c === this.escape && next !== undefined && (next === '"' || next === '$' || next === this.escape)) {
                out += next;
                this.i += 2;
            }
            else if (c === '$') {
                out += this.dollar();
            }
            else {
                out += c;
                this.i++;
            }
        }
        this.i++; // the closing quote
        return out;
    }
    name() {
        const start = this.i;
        while (this.i < this.text.length && NAME_CHAR.test(this.text[this.i]))
            this.i++;
        return this.text.slice(start, this.i);
    }
    lookup(name) {
        return this.scope.get(name) ?? null;
    }
    /** At a '$': the variable's expansion. */
    dollar() {
        const { text } = this;
        const next = text[this.i + 1];
        if (next !== undefined && NAME_START.test(next)) {
            this.i++;
            return this.plain(this.name());
        }
        if (next !== '{') {
            this.i++;
            return '$';
        }
        const start = this.i;
        this.i += 2;
        const name = this.name();
        const c = text[this.i];
        if (name === '' || c === undefined) {
            // Not a substitution BuildKit accepts; kept as text, so the reference is invalid later.
            this.i = start + 1;
            return '$';
        }
        if (c === '}') {
            this.i++;
            return this.plain(name);
        }
        let colon = false;
        let op = c;
        if (c === ':' && '-+?'.includes(text[this.i + 1] ?? '')) {
            colon = true;
            op = text[this.i + 1];
            this.i++;
        }
        if (!'-+?'.includes(op)) {
            // ${VAR#pattern}, ${VAR%pattern}, ${VAR/a/b}...: not evaluated, so not resolved.
            this.word('}');
            this.i++;
            this.unresolved.push(name);
            return '';
        }
        this.i++;
        const inner = new Expander(text, this.scope, this.escape, []);
        inner.i = this.i;
        const innerUnresolved = inner.unresolved;
        const alternative = inner.word('}');
        this.i = inner.i + 1;
        const value = this.lookup(name);
        const set = value !== null && (!colon || value !== '');
        // An unknown variable counts as unset for the modifiers: that is what a build without
        // --build-arg does, and the word after the modifier is the author's intended default.
        const useAlternative = op === '-' ? !set : op === '+' ? set : false;
        if (useAlternative) {
            this.unresolved.push(...innerUnresolved);
            return alternative;
        }
        if (op === '+')
            return '';
        if (!set && op === '?') {
            this.unresolved.push(name);
            return '';
        }
        return value ?? '';
    }
    plain(name) {
        const value = this.lookup(name);
        if (value === null)
            this.unresolved.push(name);
        return value ?? '';
    }
}

;// CONCATENATED MODULE: ./src/refs/dockerfile.ts
// Image references in a Dockerfile/Containerfile: FROM, COPY --from and RUN --mount=...,from=.
// Variables are expanded with ARG/ENV values the way BuildKit scopes them:
//   - ARGs before the first FROM are global and are what FROM lines see;
//   - inside a stage, ARG/ENV apply to the lines after them in that stage only; a global ARG
//     is visible in a stage once redeclared there (`ARG NAME` takes its global default);
//   - ENV outlives its stage into stages built FROM it; ARG does not.
// Lines: the 1-based line where the image word itself starts, so an instruction continued with
// `\` over several lines is annotated where the reference is written, not at the keyword.


/** Variables visible in a stage: ENV wins over ARG of the same name, as in BuildKit. */
function stageScope(stage) {
    return { get: (name) => (stage.env.has(name) ? stage.env.get(name) : stage.args.get(name)) };
}
// Set by BuildKit itself for each build, so their values are not in the Dockerfile.
const AUTOMATIC_ARGS = new Set(['BUILDPLATFORM', 'BUILDOS', 'BUILDARCH', 'BUILDVARIANT', 'TARGETPLATFORM', 'TARGETOS', 'TARGETARCH', 'TARGETVARIANT']);
function scanDockerfile(file, content) {
    const found = [];
    const skipped = [];
    const problems = [];
    let instructions;
    let escape;
    try {
        const dockerfile = main.DockerfileParser.parse(content);
        instructions = dockerfile.getInstructions();
        escape = dockerfile.getEscapeCharacter();
    }
    catch (error) {
        problems.push({ file, message: `cannot parse Dockerfile: ${error instanceof Error ? error.message : String(error)}` });
        return { found, skipped, problems };
    }
    const lineOf = lineFinder(content, escape);
    // Every stage name, so `COPY --from=<stage>` is known even before that stage in the file.
    const stageNames = [];
    for (const instruction of instructions) {
        if (instruction.getKeyword() === 'FROM')
            stageNames.push(stageNameOf(instruction.getArguments()) ?? '');
    }
    const global = new Map();
    const stages = [];
    let current = null;
    const declare = (target, property, scope, inheritGlobal) => {
        const name = property.getName();
        const raw = property.getUnescapedValue();
        if (raw === null) {
            target.set(name, inheritGlobal && global.has(name) ? global.get(name) : null);
            return;
        }
        const expanded = expandWord(raw, scope, escape);
        target.set(name, expanded.unresolved.length > 0 ? null : expanded.value);
    };
    /** Classifies one image word: found, unresolved, a stage, or scratch. */
    const consider = (raw, position, scope, explain, stageAt) => {
        const line = lineOf(position);
        const { value, unresolved } = expandWord(raw, scope, escape);
        if (unresolved.length > 0) {
            const why = unresolved.map(explain).join('; ');
            skipped.push({ ref: raw, kind: 'unresolved', reason: `"${raw}" holds a variable without a known value: ${why}`, location: { file, line } });
            return;
        }
        if (stageAt(value))
            return;
        found.push({ ref: value, location: { file, line } });
    };
    const noDefault = (name) => AUTOMATIC_ARGS.has(name) ? `${name} is set by BuildKit for the platform being built` : `${name} has no default value (it is set by --build-arg)`;
    const explainFrom = (name) => global.has(name) || AUTOMATIC_ARGS.has(name) ? noDefault(name) : `${name} is not declared by an ARG before the first FROM, and FROM lines see only those`;
    const explainIn = (stage) => (name) => {
        if (stage.args.has(name) || stage.env.has(name))
            return noDefault(name);
        if (global.has(name))
            return `${name} is a global ARG, seen in a stage only once declared again there with "ARG ${name}"`;
        return `${name} is not declared by an ARG or ENV before this line in this stage`;
    };
    for (const instruction of instructions) {
        const keyword = instruction.getKeyword();
        if (keyword === 'FROM') {
            const args = instruction.getArguments();
            const base = { args: new Map(), env: new Map() };
            const earlier = stages.length;
            const word = args[0];
            if (word) {
                consider(word.getValue(), word.getRange().start, global, explainFrom, (value) => {
                    if (value === 'scratch')
                        return true;
                    if (value === '')
                        return false; // not an unnamed stage: an empty reference, reported as such
                    // Only an earlier stage can be a base; its ENV carries over.
                    const index = stageNames.slice(0, earlier).lastIndexOf(value.toLowerCase());
                    if (index < 0)
                        return false;
                    for (const [k, v] of stages[index].env)
                        base.env.set(k, v);
                    return true;
                });
            }
            stages.push(base);
            current = base;
            continue;
        }
        if (keyword === 'ARG') {
            for (const property of propertiesOf(instruction)) {
                if (current)
                    declare(current.args, property, stageScope(current), true);
                else
                    declare(global, property, global, false);
            }
            continue;
        }
        if (!current)
            continue; // only ARG (and parser directives, comments) may precede FROM
        const stage = current;
        const scope = stageScope(stage);
        const explain = explainIn(stage);
        const isStage = (value) => isStageRef(value, stageNames);
        if (keyword === 'ENV') {
            for (const property of propertiesOf(instruction))
                declare(stage.env, property, scope, false);
        }
        else if (keyword === 'COPY') {
            for (const flag of flagsOf(instruction, 'from')) {
                const value = flag.getValue();
                if (value === null || value === '')
                    continue;
                consider(value, (flag.getValueRange() ?? flag.getRange()).start, scope, explain, isStage);
            }
        }
        else if (keyword === 'RUN') {
            for (const flag of flagsOf(instruction, 'mount')) {
                const from = mountFrom(flag);
                if (from)
                    consider(from.value, from.position, scope, explain, isStage);
            }
        }
    }
    return { found, skipped, problems };
}
/** The stage name after AS, lowercased: BuildKit matches stage names case-insensitively. */
function stageNameOf(args) {
    if (args.length >= 3 && args[1].getValue().toLowerCase() === 'as')
        return args[2].getValue().toLowerCase();
    return null;
}
/** `--from` of COPY and `from=` of a mount name a stage by name or by index, else an image. */
function isStageRef(value, stageNames) {
    if (/^\d+$/.test(value) && Number(value) < stageNames.length)
        return true;
    return value !== '' && stageNames.includes(value.toLowerCase());
}
function propertiesOf(instruction) {
    const withProperties = instruction;
    return withProperties.getProperties?.() ?? [];
}
function flagsOf(instruction, name) {
    const withFlags = instruction;
    return (withFlags.getFlags?.() ?? []).filter((flag) => flag.getName().toLowerCase() === name);
}
/**
 * The `from=` field of a `--mount` flag. The value is CSV (BuildKit reads it with a CSV
 * reader), so a field may be quoted: `"from=img:1"`. The position is that of the field's value.
 */
function mountFrom(flag) {
    const raw = flag.getValue();
    if (raw === null)
        return null;
    for (const field of splitCsv(raw)) {
        const eq = field.indexOf('=');
        if (eq < 0 || field.slice(0, eq).trim().toLowerCase() !== 'from')
            continue;
        const value = field.slice(eq + 1);
        if (value === '')
            return null;
        const option = flag.getOptions().find((o) => o.getName().replace(/^"/, '').toLowerCase() === 'from');
        const position = option?.getValueRange()?.start ?? flag.getValueRange()?.start ?? flag.getRange().start;
        return { value, position };
    }
    return null;
}
/** Fields of one CSV record: commas separate, double quotes group, `""` is a quote. */
function splitCsv(text) {
    const fields = [];
    let field = '';
    let quoted = false;
    for (let i = 0; i < text.length; i++) {
        const c = text[i];
        if (quoted) {
            if (c === '"' && text[i + 1] === '"') {
                field += '"';
                i++;
            }
            else if (c === '"')
                quoted = false;
            else
                field += c;
        }
        else if (c === '"')
            quoted = true;
        else if (c === ',') {
            fields.push(field);
            field = '';
        }
        else
            field += c;
    }
    fields.push(field);
    return fields;
}
/**
 * Maps a parser position (0-based line and character, lines split at \r\n, \r or \n as the
 * parser does) to the 1-based line where text really starts: a value that begins with an
 * escaped newline (`--from=\` then the image on the next line) is on a later line.
 */
function lineFinder(content, escape) {
    const starts = [0];
    for (let i = 0; i < content.length; i++) {
        const c = content[i];
        if (c === '\r' && content[i + 1] === '\n')
            i++;
        if (c === '\r' || c === '\n')
            starts.push(i + 1);
    }
    const lineText = (line) => content.slice(starts[line], starts[line + 1] ?? content.length).replace(/[\r\n]+$/, '');
    return (position) => {
        let line = Math.min(position.line, starts.length - 1);
        const rest = lineText(line).slice(position.character);
        if (rest.trimEnd() !== escape)
            return line + 1;
        // The value starts with an escaped newline: it is on the next line that is neither blank
        // nor a comment (a continuation may hold both).
        line++;
        while (line < starts.length - 1 && /^\s*(#|$)/.test(lineText(line)))
            line++;
        return Math.min(line, starts.length - 1) + 1;
    };
}

// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(4006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
;// CONCATENATED MODULE: ./src/refs/globs.ts
// What the `files` globs mean, in one place for both the file-system walk (tinyglobby) and the
// pure check of a path (matchesFiles): picomatch with tinyglobby's options and its pattern
// normalization, so a path is discovered exactly when matchesFiles says it matches.
//   - globs are relative to the workspace; a line starting with '!' excludes what it matches;
//   - a glob naming a directory takes everything under it (`deploy` = `deploy/**`);
//   - dot files and directories match like any other (`**/*.yml` reaches `.github/`), as
//     @actions/glob does;
//   - node_modules and .git are never entered, whatever the globs say.


/** Options passed to tinyglobby, and the same ones to picomatch below. */
const GLOB_OPTIONS = { dot: true, posix: true };
/** Never scanned: dependencies and git's own files are no part of the project's images. */
const ALWAYS_IGNORED = ['**/node_modules', '**/node_modules/**', '**/.git', '**/.git/**'];
function splitGlobs(globs) {
    const include = [];
    const exclude = [];
    for (const line of globs) {
        const glob = line.trim();
        if (glob === '')
            continue;
        // '!(' starts an extglob, not a negation (tinyglobby reads it the same way).
        if (glob.startsWith('!') && !glob.startsWith('!(')) {
            const rest = glob.slice(1).trim();
            if (rest !== '')
                exclude.push(rest);
        }
        else
            include.push(glob);
    }
    return { include, exclude };
}
/** tinyglobby's normalization of a relative pattern (expandDirectories on). */
function normalizeGlob(glob) {
    let pattern = glob.endsWith('/') ? glob.slice(0, -1) : glob;
    if (!pattern.endsWith('*'))
        pattern += '/**';
    return external_node_path_.posix.normalize(pattern);
}
/** A workspace-relative path in the form matched: forward slashes, no leading './'. */
function normalizePath(file) {
    return external_node_path_.posix.normalize(file.replace(/\\/g, '/')).replace(/^(?:\.\/)+/, '');
}
function compile(globs) {
    if (globs.length === 0)
        return () => false;
    return picomatch_default()(globs.map(normalizeGlob), GLOB_OPTIONS);
}
const ignored = picomatch_default()(ALWAYS_IGNORED, GLOB_OPTIONS);
// Matchers are compiled once per distinct glob list: matchesFiles is called per file.
const cache = new Map();
const CACHE_LIMIT = 32;
function matcherFor(globs) {
    const key = globs.join('\n');
    let matcher = cache.get(key);
    if (!matcher) {
        const { include, exclude } = splitGlobs(globs);
        const included = compile(include);
        const excluded = compile(exclude);
        matcher = (path) => included(path) && !excluded(path) && !ignored(path);
        if (cache.size >= CACHE_LIMIT)
            cache.clear();
        cache.set(key, matcher);
    }
    return matcher;
}
/** Whether a workspace-relative path is one the `files` globs select (same as discoverFiles). */
function matchesFiles(file, globs) {
    const path = normalizePath(file);
    if (path === '' || path === '.' || path.startsWith('../') || path.startsWith('/'))
        return false;
    return matcherFor(globs)(path);
}

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var yaml_dist = __webpack_require__(8815);
;// CONCATENATED MODULE: ./src/refs/yaml-files.ts
// Image references in YAML files, each document of a multi-document file on its own:
//   - GitHub workflows (a top-level `jobs` map): jobs.*.container (a string or its .image),
//     jobs.*.services.*.image, jobs.*.steps[*].uses: docker://<ref>;
//   - Compose files (a top-level `services` map): services.*.image;
//   - anything else is read as Kubernetes-like: every `image` of an item of a `containers`,
//     `initContainers` or `ephemeralContainers` list, at any depth, so every workload kind
//     (Pod, Deployment, CronJob's jobTemplate, List items, CRDs embedding pod specs) is covered.
// Lines come from the scalar's own position (a LineCounter), so they are exact even for
// flow style or multi-line values. `<<` merge keys and aliases are followed: the line is where
// the reference text is written (the anchor).

const CONTAINER_LISTS = new Set(['containers', 'initContainers', 'ephemeralContainers']);
const DOCKER_SCHEME = 'docker://';
// Deeper nesting than this is no manifest; the bound keeps recursion safe on hostile input.
const MAX_DEPTH = 200;
function scanYaml(file, content) {
    const found = [];
    const skipped = [];
    const problems = [];
    const lineCounter = new yaml_dist/* LineCounter */.HN();
    const docs = (0,yaml_dist/* parseAllDocuments */.hR)(content, { lineCounter, prettyErrors: false });
    if (!Array.isArray(docs))
        return { found, skipped, problems }; // an empty stream
    for (const doc of docs) {
        const error = doc.errors[0];
        if (error) {
            // A broken document is reported, and the other documents of the file are still read.
            // An error at the end of the text (an unclosed bracket) is put on the last line there is.
            const line = Math.min(lineCounter.linePos(error.pos[0]).line, lastLine(content));
            problems.push({ file, line, message: `cannot parse YAML: ${error.message}` });
            continue;
        }
        const reader = new DocumentReader(doc, file, content, lineCounter, found, skipped);
        reader.read();
    }
    return { found, skipped, problems };
}
class DocumentReader {
    doc;
    file;
    content;
    lineCounter;
    found;
    skipped;
    constructor(doc, file, content, lineCounter, found, skipped) {
        this.doc = doc;
        this.file = file;
        this.content = content;
        this.lineCounter = lineCounter;
        this.found = found;
        this.skipped = skipped;
    }
    read() {
        const root = this.resolve(this.doc.contents);
        if ((0,yaml_dist/* isMap */.jh)(root)) {
            const jobs = this.map(this.get(root, 'jobs'));
            if (jobs)
                return this.workflow(jobs);
            const services = this.map(this.get(root, 'services'));
            if (services)
                return this.compose(services);
        }
        this.kubernetes(root, 0);
    }
    workflow(jobs) {
        for (const job of this.values(jobs)) {
            const container = this.get(job, 'container');
            if ((0,yaml_dist/* isScalar */.jn)(container))
                this.image(container);
            else if ((0,yaml_dist/* isMap */.jh)(container))
                this.image(this.get(container, 'image'));
            const services = this.map(this.get(job, 'services'));
            if (services)
                for (const service of this.values(services))
                    this.image(this.get(service, 'image'));
            const steps = this.get(job, 'steps');
            if (!(0,yaml_dist/* isSeq */.oP)(steps))
                continue;
            for (const item of steps.items) {
                const step = this.map(item);
                const uses = step && this.get(step, 'uses');
                // Other `uses:` are actions (owner/repo@ref, ./path), not images.
                if ((0,yaml_dist/* isScalar */.jn)(uses) && typeof uses.value === 'string' && uses.value.startsWith(DOCKER_SCHEME)) {
                    this.report(uses.value.slice(DOCKER_SCHEME.length), uses);
                }
            }
        }
    }
    compose(services) {
        for (const service of this.values(services))
            this.image(this.get(service, 'image'));
    }
    kubernetes(node, depth) {
        if (depth > MAX_DEPTH)
            return;
        // Aliases are not entered: the node they name is walked where it is defined.
        if ((0,yaml_dist/* isMap */.jh)(node)) {
            for (const pair of node.items) {
                const key = (0,yaml_dist/* isScalar */.jn)(pair.key) ? pair.key.value : null;
                const value = pair.value;
                if (typeof key === 'string' && CONTAINER_LISTS.has(key)) {
                    const list = this.resolve(value);
                    if ((0,yaml_dist/* isSeq */.oP)(list))
                        for (const item of list.items) {
                            const container = this.map(item);
                            if (container)
                                this.image(this.get(container, 'image'));
                        }
                }
                if (!(0,yaml_dist/* isAlias */.Vj)(value))
                    this.kubernetes(value, depth + 1);
            }
        }
        else if ((0,yaml_dist/* isSeq */.oP)(node)) {
            for (const item of node.items)
                if (!(0,yaml_dist/* isAlias */.Vj)(item))
                    this.kubernetes(item, depth + 1);
        }
    }
    /** An `image:` value: a string scalar is a reference; empty or other shapes are ignored. */
    image(node) {
        if (!(0,yaml_dist/* isScalar */.jn)(node))
            return;
        const { value } = node;
        if (typeof value === 'string' && value !== '')
            this.report(value, node);
        else if (typeof value === 'number')
            this.report(node.source ?? String(value), node);
    }
    report(ref, node) {
        let offset = node.range?.[0] ?? 0;
        if ((0,yaml_dist/* isScalar */.jn)(node) && (node.type === yaml_dist/* Scalar */.X5.BLOCK_FOLDED || node.type === yaml_dist/* Scalar */.X5.BLOCK_LITERAL)) {
            // A block scalar starts at its `>` or `|` header; the reference is on the lines below.
            const header = this.content.indexOf('\n', offset);
            const text = header < 0 ? -1 : this.content.slice(header).search(/\S/);
            if (text >= 0)
                offset = header + text;
        }
        const line = this.lineCounter.linePos(offset).line;
        const location = { file: this.file, line };
        const why = unresolvedReason(ref);
        if (why)
            this.skipped.push({ ref, kind: 'unresolved', reason: `"${ref}" ${why}`, location });
        else
            this.found.push({ ref, location });
    }
    resolve(node, depth = 0) {
        if ((0,yaml_dist/* isAlias */.Vj)(node))
            return depth > 16 ? null : this.resolve(node.resolve(this.doc), depth + 1);
        return node ?? null;
    }
    map(node) {
        const resolved = this.resolve(node);
        return (0,yaml_dist/* isMap */.jh)(resolved) ? resolved : null;
    }
    /** Map values that are maps (jobs, services), aliases resolved. */
    values(map) {
        const out = [];
        for (const pair of map.items) {
            const value = this.map(pair.value);
            if (value)
                out.push(value);
        }
        return out;
    }
    /** The value at `key`, aliases resolved, looking into `<<` merges as Compose does. */
    get(map, key, depth = 0) {
        for (const pair of map.items) {
            if ((0,yaml_dist/* isScalar */.jn)(pair.key) && pair.key.value === key)
                return this.resolve(pair.value);
        }
        if (depth > 16)
            return null;
        for (const pair of map.items) {
            if (!(0,yaml_dist/* isScalar */.jn)(pair.key) || pair.key.value !== '<<')
                continue;
            const merged = this.resolve(pair.value);
            const sources = (0,yaml_dist/* isSeq */.oP)(merged) ? merged.items.map((item) => this.resolve(item)) : [merged];
            for (const source of sources) {
                if (!(0,yaml_dist/* isMap */.jh)(source))
                    continue;
                const value = this.get(source, key, depth + 1);
                if (value)
                    return value;
            }
        }
        return null;
    }
}
/** The last line that has text, counted as LineCounter does (at '\n'). */
function lastLine(content) {
    const breaks = content.split('\n').length - 1;
    return content.endsWith('\n') ? Math.max(breaks, 1) : breaks + 1;
}
/** Why a value cannot be checked as written, or null when it can. */
function unresolvedReason(ref) {
    if (ref.includes('${{'))
        return 'holds a GitHub Actions expression, known only when the workflow runs';
    if (/\$(?:\{|\(|[A-Za-z_])/.test(ref))
        return 'holds a variable, known only where the file is used';
    // Helm, Jinja and similar templates: the value is filled in when the file is rendered.
    if (ref.includes('{{'))
        return 'holds a template expression, known only when the file is rendered';
    return null;
}

;// CONCATENATED MODULE: ./src/refs/discover.ts
// Finding image references in the workspace's files. Everything but discoverFiles is pure:
// scanContent reads one file's text (also used on a PR's base and head contents) and
// matchesFiles says whether a path is selected by the `files` globs. References are passed up
// exactly as written (after Dockerfile ARG substitution); whether they parse or are on the
// checked registry is decided by check/targets.ts.









// Larger files are no Dockerfile or manifest a person wrote; reading them would only cost.
const MAX_FILE_BYTES = 8 * 1024 * 1024;
const READ_CONCURRENCY = 16;
/**
 * The kind of a file from its name: Dockerfile/Containerfile, `*.Dockerfile`, `Dockerfile.*`,
 * `*.dockerfile` (any case, Containerfile alike), or YAML (`.yml`, `.yaml`). Other files are not
 * scanned: not JSON either, where tsconfig-style comments would only give parse problems.
 */
function fileKind(file) {
    const base = (file.split(/[\\/]/).pop() ?? '').toLowerCase();
    if (base.endsWith('.dockerignore'))
        return null;
    if (/\.ya?ml$/.test(base))
        return 'yaml';
    if (/^(?:docker|container)file(?:\..+)?$/.test(base) || /\.(?:docker|container)file$/.test(base))
        return 'dockerfile';
    return null;
}
/** References in one file's text; the file's kind comes from its path. Never throws. */
function scanContent(file, content) {
    const kind = fileKind(file);
    if (kind === null)
        return { found: [], skipped: [], problems: [] };
    // A byte-order mark is no part of the first instruction or key.
    const text = content.startsWith('\uFEFF') ? content.slice(1) : content;
    try {
        return kind === 'dockerfile' ? scanDockerfile(file, text) : scanYaml(file, text);
    }
    catch (error) {
        // The parsers are meant to cope with anything; if one does not, the file is a problem, not
        // the run's end.
        return { found: [], skipped: [], problems: [{ file, message: `cannot scan file: ${error instanceof Error ? error.message : String(error)}` }] };
    }
}
/** Scans every file the globs select under `workspace`, in a deterministic order. */
async function discoverFiles(globs, workspace) {
    const { include } = splitGlobs(globs);
    if (include.length === 0)
        return { found: [], skipped: [], problems: [], unmatchedGlobs: [], unscanned: [] };
    const patterns = globs.map((g) => g.trim()).filter((g) => g !== '');
    let listed;
    try {
        listed = await (0,dist/* glob */.TI)(patterns, { cwd: workspace, ...GLOB_OPTIONS, ignore: ALWAYS_IGNORED, onlyFiles: true });
    }
    catch (error) {
        // tinyglobby throws a TypeError on some patterns (one starting with four dots, e.g. `....`):
        // say which input could not be used rather than end the run on the TypeError.
        throw new config/* InputError */.dz('files', `the globs ${patterns.map((g) => JSON.stringify(g)).join(', ')} could not be walked (${error instanceof Error ? error.message : String(error)})`);
    }
    // matchesFiles has the last word, so the pure check and the walk can never disagree.
    const files = [...new Set(listed)].filter((file) => matchesFiles(file, globs)).sort(compareText);
    const unmatchedGlobs = include.filter((g) => {
        const matches = compile([g]);
        return !files.some((file) => matches(file));
    });
    const results = await (0,limit/* mapLimit */.s)(files.filter((file) => fileKind(file) !== null), READ_CONCURRENCY, (file) => scanFile(workspace, file));
    return { ...merge(results, unmatchedGlobs), unscanned: files.filter((file) => fileKind(file) === null) };
}
async function scanFile(workspace, file) {
    const path = (0,external_node_path_.join)(workspace, file);
    let content;
    try {
        const info = await (0,promises_.stat)(path);
        if (info.size > MAX_FILE_BYTES) {
            return { found: [], skipped: [], problems: [{ file, message: `not scanned: ${info.size} bytes is more than the ${MAX_FILE_BYTES} a scanned file may have` }] };
        }
        content = await (0,promises_.readFile)(path, 'utf8');
    }
    catch (error) {
        const reason = error.code ?? (error instanceof Error ? error.message : String(error));
        return { found: [], skipped: [], problems: [{ file, message: `cannot read file: ${reason}` }] };
    }
    return scanContent(file, content);
}
function merge(results, unmatchedGlobs) {
    const byPlace = (a, b) => compareText(a.location?.file ?? '', b.location?.file ?? '') || (a.location?.line ?? 0) - (b.location?.line ?? 0);
    return {
        // Stable sorts: within a line, references keep the order they are written in.
        found: results.flatMap((r) => r.found).sort(byPlace),
        skipped: results.flatMap((r) => r.skipped).sort(byPlace),
        problems: results.flatMap((r) => r.problems).sort((a, b) => compareText(a.file, b.file) || (a.line ?? 0) - (b.line ?? 0)),
        unmatchedGlobs,
    };
}
/** Code-unit order: the same on every machine and locale. */
function compareText(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}


/***/ })

};
