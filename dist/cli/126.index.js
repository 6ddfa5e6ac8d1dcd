export const id = 126;
export const ids = [126];
export const modules = {

/***/ 3126:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  MAX_FILE_BYTES: () => (/* binding */ MAX_FILE_BYTES),
  discoverFiles: () => (/* binding */ discoverFiles),
  fileKind: () => (/* binding */ fileKind),
  matchesFiles: () => (/* reexport */ matchesFiles),
  scanContent: () => (/* binding */ scanContent)
});

// EXTERNAL MODULE: ./node_modules/tinyglobby/dist/index.mjs + 1 modules
var dist = __webpack_require__(3382);
;// CONCATENATED MODULE: ./src/limit.ts
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

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/fs/read-inside.ts
var read_inside = __webpack_require__(1552);
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
    const declareBare = (target, name, inheritGlobal) => {
        target.set(name, inheritGlobal && global.has(name) ? global.get(name) : null);
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
        if (value === '' && raw !== '') {
            // Every variable had a known value, and together they give nothing (`${X:+...}` of an
            // unset X): no image to check, and no empty reference to invent.
            skipped.push({ ref: raw, kind: 'unresolved', reason: `"${raw}" expands to nothing with the values the Dockerfile gives its variables`, location: { file, line } });
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
                // `ARG NAME VALUE` (no '=') declares NAME and VALUE, both without a value, as BuildKit's
                // parseArg reads it; the parser gives it as one property whose value is "VALUE".
                const names = argumentNames(property);
                for (const name of names ?? []) {
                    if (current)
                        declareBare(current.args, name, true);
                    else
                        declareBare(global, name, false);
                }
                if (names)
                    continue;
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
/** The names an ARG property declares when written without '=' (`ARG A B`), else null. */
function argumentNames(property) {
    const withOperator = property;
    const value = property.getValue();
    if (value === null || withOperator.getAssignmentOperator?.() !== null)
        return null;
    return [property.getName(), ...value.split(/\s+/).filter((word) => word !== '')];
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
// The first instruction of a Dockerfile is FROM or ARG (only parser directives and comments may
// precede it). Written strictly, so prose that starts with "From ..." is not taken for one.
const FIRST_INSTRUCTION = [
    /^from(?:\s+--[a-z-]+(?:=\S*)?)*\s+\S+(?:\s+as\s+\S+)?\s*\\?$/i,
    /^arg(?:\s+[A-Za-z_][A-Za-z0-9_]*(?:=(?:"[^"]*"|'[^']*'|\S*))?)+\s*\\?$/i,
    /^(?:from|arg)\s*\\$/i, // continued on the next line
];
/** Whether a text starts like a Dockerfile: its first line that is no comment or blank is a FROM or ARG. */
function looksLikeDockerfile(content) {
    for (const raw of content.slice(0, 64 * 1024).split(/\r?\n|\r/)) {
        const line = raw.trim();
        if (line === '' || line.startsWith('#'))
            continue;
        return FIRST_INSTRUCTION.some((pattern) => pattern.test(line));
    }
    return false;
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
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
//   - node_modules and .git are never entered, whatever the globs say;
//   - symbolic links are followed only while they stay inside the workspace (guardedWalk).





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
/** Paths the `files` globs name exactly: include lines without glob characters, normalized. */
function namedFiles(globs) {
    const { include } = splitGlobs(globs);
    return new Set(include.filter((glob) => !picomatch_default().scan(glob).isGlob).map(normalizePath));
}
/**
 * File-system functions for the walk that refuse to resolve a symbolic link leading outside the
 * workspace (so a link to `/` or a sibling checkout is never entered, and a link to a file
 * outside is never listed), noting each such link and each special file seen.
 */
async function guardedWalk(workspace) {
    const base = (0,external_node_path_.resolve)(workspace);
    const root = await (0,promises_.realpath)(base);
    const outside = new Map();
    const special = [];
    const rel = (path) => normalizePath((0,external_node_path_.relative)(base, (0,external_node_path_.resolve)(base, path)).split(external_node_path_.sep).join('/'));
    const guardedRealpath = (path, done) => {
        (0,external_node_fs_.realpath)(path, (error, resolved) => {
            if (error)
                return done(error);
            if ((0,read_inside/* isInside */.F)(root, resolved))
                return done(null, resolved);
            // Only the kind of what is outside is looked at (to word the warning), never its content.
            (0,external_node_fs_.stat)(resolved, (statError, info) => {
                outside.set(rel(path), !statError && info.isDirectory());
                const refused = new Error(`${path} leads outside the workspace`);
                refused.code = 'EXDEV';
                done(refused);
            });
        });
    };
    // The walk starts at each glob's static part (`root/usr/**` starts in root/usr), which may
    // itself pass through a link: every directory is checked before it is read.
    const firstLinkOut = async (dir) => {
        const parts = rel(dir).split('/');
        for (let i = 1; i <= parts.length; i++) {
            const prefix = parts.slice(0, i).join('/');
            const real = await (0,promises_.realpath)((0,external_node_path_.resolve)(base, prefix)).catch(() => null);
            if (real !== null && !(0,read_inside/* isInside */.F)(root, real))
                return prefix;
        }
        return rel(dir);
    };
    const guardedReaddir = (path, options, done) => {
        external_node_fs_.realpath.native(path, (realError, real) => {
            if (!realError && !(0,read_inside/* isInside */.F)(root, real)) {
                void firstLinkOut(path).then((link) => {
                    outside.set(link, true);
                    done(Object.assign(new Error(`${path} leads outside the workspace`), { code: 'EXDEV' }), []);
                });
                return;
            }
            list(path, options, done);
        });
    };
    const list = (path, options, done) => {
        (0,external_node_fs_.readdir)(path, options, (error, entries) => {
            if (!error) {
                for (const entry of entries) {
                    const kind = entry.isFIFO() ? 'a FIFO' : entry.isSocket() ? 'a socket' : entry.isCharacterDevice() || entry.isBlockDevice() ? 'a device' : null;
                    if (kind)
                        special.push({ path: rel(`${path}/${entry.name}`), kind });
                }
            }
            done(error, entries);
        });
    };
    return { fs: { realpath: guardedRealpath, readdir: guardedReaddir }, outside, special };
}

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var yaml_dist = __webpack_require__(8815);
;// CONCATENATED MODULE: ./src/refs/action-yml.ts
// The image of a Docker container action: `runs: { using: docker, image: docker://<ref> }` in
// its action.yml (GitHub's metadata syntax). `image: Dockerfile` (a path) is built, not pulled,
// so only the `docker://` form is a reference.

const DOCKER_SCHEME = 'docker://';
/** Reports the image of a Docker container action; false when the document is no such action. */
function actionImage(reader, root) {
    const top = reader.map(root);
    const runs = top && reader.map(reader.get(top, 'runs'));
    if (!runs)
        return false;
    const using = reader.get(runs, 'using');
    if (!(0,yaml_dist/* isScalar */.jn)(using) || String(using.value).toLowerCase() !== 'docker')
        return false;
    const image = reader.get(runs, 'image');
    if ((0,yaml_dist/* isScalar */.jn)(image) && typeof image.value === 'string' && image.value.startsWith(DOCKER_SCHEME)) {
        reader.report(image.value.slice(DOCKER_SCHEME.length), image);
    }
    return true;
}

;// CONCATENATED MODULE: ./src/refs/compose-interpolate.ts
// Compose's variable interpolation (compose-spec "Interpolation"), for one value of a Compose
// file. The environment the file is used with is unknown here, so every variable counts as
// unset: `${VAR:-default}` and `${VAR-default}` give their default (what `docker compose` does
// when VAR is unset, and what the author meant as the usual value); a value that needs a
// variable's own value (`$VAR`, `${VAR}`, `${VAR:?err}`, `${VAR:+alt}`) is unresolved.
// `$$` is a literal `$`. Defaults may nest: `${A:-${B:-x}}`.
const NAME = /^[A-Za-z_][A-Za-z0-9_]*/;
function interpolateCompose(text) {
    const unresolved = [];
    const [value] = interpolate(text, 0, false, unresolved);
    return { value, unresolved: [...new Set(unresolved)] };
}
/** Reads from `i` to the end, or (inside a `${...}`) to its closing brace; returns the text and where it stopped. */
function interpolate(text, start, nested, unresolved) {
    let out = '';
    let i = start;
    while (i < text.length) {
        const c = text[i];
        if (nested && c === '}')
            return [out, i];
        if (c !== '$') {
            out += c;
            i++;
            continue;
        }
        const next = text[i + 1];
        if (next === '$') {
            out += '$';
            i += 2;
            continue;
        }
        if (next !== '{') {
            const name = NAME.exec(text.slice(i + 1))?.[0];
            if (name === undefined) {
                out += '$';
                i++;
                continue;
            }
            unresolved.push(name);
            i += 1 + name.length;
            continue;
        }
        const name = NAME.exec(text.slice(i + 2))?.[0];
        if (name === undefined) {
            // Not a substitution compose accepts (it refuses the file); kept as text, so the
            // reference is reported invalid rather than guessed.
            out += '$';
            i++;
            continue;
        }
        i += 2 + name.length;
        let op = text[i] ?? '';
        if (op === '}') {
            unresolved.push(name);
            i++;
            continue;
        }
        if (op === ':' && '-?+'.includes(text[i + 1] ?? '')) {
            op = text[i + 1];
            i++;
        }
        if (!'-?+'.includes(op) || op === '') {
            unresolved.push(name);
            const [, end] = interpolate(text, i, true, []);
            i = end + 1;
            continue;
        }
        const inner = [];
        const [word, end] = interpolate(text, i + 1, true, inner);
        i = end + 1;
        if (op === '-') {
            out += word;
            unresolved.push(...inner);
        }
        else {
            unresolved.push(name);
        }
    }
    return [out, i];
}

;// CONCATENATED MODULE: ./src/refs/helm-values.ts
// Images in Helm values files. No standard says how a chart names its images; this follows
// the form almost every chart uses (and Renovate's helm-values heuristic): under a key named
// `image` or ending in `Image` (any case),
//   - a map with `repository` and a `tag` (or `version`) and/or `digest`, optionally `registry`:
//     `[registry/]repository[:tag][@digest]`, at the line of `repository`, at any depth;
//   - in a values file only, a plain string: the reference itself (`sidecarImage: busybox:1.36`).
// A map with a repository but no tag leaves the tag to the chart's templates (often its
// appVersion): that is skipped as unresolved, never guessed.

const IMAGE_KEY = /image$/i;
// Deeper nesting than this is no values file; the bound keeps recursion safe on hostile input.
const MAX_DEPTH = 200;
/** Whether a file is a Helm values file by its name: `values.yaml`, `values-prod.yaml`, `x_values.yml`... */
function isHelmValuesFile(file) {
    const base = (file.split(/[\\/]/).pop() ?? '').toLowerCase();
    return /(?:^|[._-])values(?:[._-][^/]*)?\.ya?ml$/.test(base);
}
/** Walks a document for image maps (and, with `inline`, image strings) under image keys. */
function helmImages(reader, root, inline) {
    walk(reader, root, inline, 0);
}
function walk(reader, node, inline, depth) {
    if (depth > MAX_DEPTH)
        return;
    if ((0,yaml_dist/* isMap */.jh)(node)) {
        for (const pair of node.items) {
            const key = (0,yaml_dist/* isScalar */.jn)(pair.key) ? pair.key.value : null;
            const value = reader.resolve(pair.value);
            if (typeof key === 'string' && IMAGE_KEY.test(key)) {
                if ((0,yaml_dist/* isMap */.jh)(value) && imageMap(reader, value))
                    continue;
                if (inline && (0,yaml_dist/* isScalar */.jn)(value))
                    reader.image(value);
            }
            // Aliases are walked where their node is defined, not again here.
            if (!reader.isAlias(pair.value))
                walk(reader, value, inline, depth + 1);
        }
    }
    else if ((0,yaml_dist/* isSeq */.oP)(node)) {
        for (const item of node.items)
            if (!reader.isAlias(item))
                walk(reader, reader.resolve(item), inline, depth + 1);
    }
}
/** Reports the image a `{registry, repository, tag, digest}` map names; false when it is no such map. */
function imageMap(reader, map) {
    const repository = reader.get(map, 'repository');
    const text = (key) => {
        const node = reader.get(map, key);
        if (!(0,yaml_dist/* isScalar */.jn)(node) || node.value === null || node.value === '')
            return null;
        return typeof node.value === 'string' ? node.value : (node.source ?? String(node.value));
    };
    const name = text('repository');
    if (!(0,yaml_dist/* isScalar */.jn)(repository) || name === null)
        return false;
    const registry = text('registry');
    const tag = text('tag') ?? text('version');
    const digest = text('digest');
    const ref = `${registry ? `${registry}/` : ''}${name}${tag ? `:${tag}` : ''}${digest ? `@${digest}` : ''}`;
    if (tag === null && digest === null) {
        reader.skip(ref, repository, `"${ref}" has no tag in the values file: the chart's templates choose it (often the chart's appVersion)`);
    }
    else {
        reader.report(ref, repository);
    }
    return true;
}

;// CONCATENATED MODULE: ./src/refs/templates.ts
// Helm (Go template) and Jinja templates of YAML files: not YAML until rendered. To read what
// can be read without rendering, each template tag (`{{ ... }}`, `{% ... %}`, `{# ... #}`) is
// taken out line by line, so every line keeps its number: a line of tags only (`{{- if ... }}`,
// `{% for %}`) becomes blank, and a tag inside a line becomes a placeholder word that
// `restoreTemplate` turns back into the tag, so a value holding one is seen as templated (and
// skipped), never as a reference. GitHub's `${{ }}` expressions are not template tags.
const TAG = /(?<!\$)\{\{.*?\}\}|\{%.*?%\}|\{#.*?#\}/g;
const PLACEHOLDER = /__image_check_template_(\d+)__/g;
/** Whether the text holds template tags (a tag must open and close on one line). */
function isTemplate(content) {
    TAG.lastIndex = 0;
    return content.split('\n').some((line) => {
        TAG.lastIndex = 0;
        return TAG.test(line);
    });
}
function untemplate(content) {
    const tags = [];
    const original = content.split('\n');
    const firstLine = original.findIndex((line) => line.replace(TAG, '') !== line) + 1;
    const lines = original.map((line) => {
        if (line.replace(TAG, '').trim() === '')
            return line.replace(TAG, '').trimEnd();
        return line.replace(TAG, (tag) => `__image_check_template_${tags.push(tag) - 1}__`);
    });
    return { text: lines.join('\n'), tags, firstLine };
}
/** A value read from untemplated text, with its tags put back as written. */
function restoreTemplate(value, tags) {
    return value.replace(PLACEHOLDER, (placeholder, index) => tags[Number(index)] ?? placeholder);
}

;// CONCATENATED MODULE: ./src/refs/yaml-bounds.ts
// Bounds on what a YAML document may make discovery do, and the duplicated keys it holds.
//   - Aliases and `<<` merge keys can make a few hundred bytes stand for billions of nodes (a
//     "billion laughs" of nested merges). The `yaml` package's maxAliasCount only bounds toJS(),
//     which discovery never calls: it walks the nodes, following aliases and merges itself. So
//     the expanded size is computed here first, in time linear in the document (memoized per
//     node), and a document past the cap is not walked at all.
//   - Alias.resolve(doc) visits the whole document on each call; the targets of every alias are
//     found here in one visit instead.
//   - Duplicated keys are allowed by the parser (uniqueKeys: false) and reported as warnings;
//     the reader takes the last one, as most Kubernetes tooling does.

/** Nodes a document may expand to (its aliases and merges followed) before it is refused. */
const MAX_EXPANDED_NODES = 1_000_000;
// Nesting deeper than this is not measured further (the reader does not go deeper either).
const yaml_bounds_MAX_DEPTH = 256;
/** Each alias of the document -> the node it names (the last anchor of that name before it). */
function aliasTargets(doc) {
    const anchors = new Map();
    const targets = new Map();
    // Document order: an anchor defined after an alias is not its target.
    (0,yaml_dist/* visit */.YR)(doc, {
        Node(_key, node) {
            if ((0,yaml_dist/* isAlias */.Vj)(node)) {
                const target = anchors.get(node.source);
                if (target)
                    targets.set(node, target);
            }
            else if (node.anchor)
                anchors.set(node.anchor, node);
        },
    });
    return targets;
}
/**
 * How many nodes the document stands for with every alias (and so every merge) expanded, up to
 * a bit past `limit` (Infinity for an alias inside its own anchor).
 */
function expandedSize(doc, targets, limit = MAX_EXPANDED_NODES) {
    const memo = new Map();
    const size = (node, depth) => {
        if (node === null || node === undefined || typeof node !== 'object')
            return 1;
        if (depth > yaml_bounds_MAX_DEPTH)
            return 1;
        const known = memo.get(node);
        if (known !== undefined)
            return known;
        memo.set(node, Infinity); // while being measured: a cycle is infinite
        let total = 1;
        if ((0,yaml_dist/* isAlias */.Vj)(node)) {
            const target = targets.get(node);
            total = target ? size(target, depth + 1) : 1;
        }
        else if ((0,yaml_dist/* isCollection */.P3)(node)) {
            for (const item of node.items) {
                if ((0,yaml_dist/* isScalar */.jn)(item) || (0,yaml_dist/* isAlias */.Vj)(item) || (0,yaml_dist/* isCollection */.P3)(item))
                    total += size(item, depth + 1);
                else if ((0,yaml_dist/* isPair */.tO)(item))
                    total += size(item.key, depth + 1) + size(item.value, depth + 1);
                if (total > limit)
                    break;
            }
        }
        memo.set(node, total);
        return total;
    };
    return size(doc.contents, 0);
}
/** A warning at each key that repeats an earlier key of the same map (scalar keys; not `<<`). */
function duplicateKeys(file, doc, lineCounter) {
    const problems = [];
    (0,yaml_dist/* visit */.YR)(doc, {
        Map(_key, map) {
            const seen = new Set();
            for (const pair of map.items) {
                if (!(0,yaml_dist/* isScalar */.jn)(pair.key) || pair.key.value === '<<')
                    continue;
                const id = `${typeof pair.key.value}:${String(pair.key.value)}`;
                if (seen.has(id)) {
                    const line = lineCounter.linePos(pair.key.range?.[0] ?? 0).line;
                    problems.push({ file, line, level: 'warning', message: `the key "${String(pair.key.value)}" is repeated in one mapping; the last value is read` });
                }
                seen.add(id);
            }
        },
    });
    return problems;
}
/** Indexes of the pairs of `map` that a later pair with the same scalar key overrides. */
function shadowedPairs(map) {
    const last = new Map();
    map.items.forEach((pair, i) => {
        if ((0,yaml_dist/* isScalar */.jn)(pair.key))
            last.set(pair.key.value, i);
    });
    const shadowed = new Set();
    map.items.forEach((pair, i) => {
        if ((0,yaml_dist/* isScalar */.jn)(pair.key) && last.get(pair.key.value) !== i)
            shadowed.add(i);
    });
    return shadowed;
}

;// CONCATENATED MODULE: ./src/refs/yaml-files.ts
// Image references in YAML files, each document of a multi-document file on its own:
//   - GitHub workflows (a top-level `jobs` map): jobs.*.container (a string or its .image),
//     jobs.*.services.* (a string or its .image), jobs.*.steps[*].uses: docker://<ref>;
//   - Docker container actions (action.yml, `runs.using: docker`): runs.image: docker://<ref>;
//   - Compose files (a top-level `services` map, or version 1's services at the top level):
//     services.*.image, with Compose's `${VAR:-default}` interpolation; a service that also has
//     `build:` names the image it builds, not one it pulls;
//   - anything else is read as Kubernetes-like: every `image` of an item of a `containers`,
//     `initContainers` or `ephemeralContainers` list and every `image.reference` of a `volumes`
//     item (image volumes), at any depth, so every workload kind (Pod, Deployment, CronJob's
//     jobTemplate, List items, CRDs embedding pod specs) is covered; plus Helm-style image maps
//     (helm-values.ts), and in Helm values files image strings under image keys.
// Lines come from the scalar's own position (a LineCounter), so they are exact even for
// flow style or multi-line values. `<<` merge keys and aliases are followed: the line is where
// the reference text is written (the anchor), reported once however many times it is merged.
// Templates (Helm, Jinja) that are not YAML as written are read with their tags taken out
// (templates.ts), with a warning; a value holding a tag is skipped, never guessed.






const CONTAINER_LISTS = new Set(['containers', 'initContainers', 'ephemeralContainers']);
const yaml_files_DOCKER_SCHEME = 'docker://';
// Deeper nesting than this is no manifest; the bound keeps recursion safe on hostile input.
const yaml_files_MAX_DEPTH = 200;
function scanYaml(file, content) {
    const found = [];
    const skipped = [];
    const problems = [];
    let lineCounter = new yaml_dist/* LineCounter */.HN();
    // Duplicated keys are read (the last wins) and warned about below, not a parse error (the
    // parser's own check is also quadratic in a mapping's size).
    let docs = (0,yaml_dist/* parseAllDocuments */.hR)(content, { lineCounter, prettyErrors: false, uniqueKeys: false });
    let text = content;
    let template = null;
    // A file that is YAML as written is read as written, even with `{{ }}` in a string (an alert
    // rule's message); one that is not, and holds template tags, is read without them.
    if (Array.isArray(docs) && docs.some((doc) => doc.errors.length > 0) && isTemplate(content)) {
        template = untemplate(content);
        text = template.text;
        problems.push({
            file,
            line: template.firstLine,
            level: 'warning',
            message: 'is a template (Helm or Jinja tags): read without its tags, so values built by a tag are not checked; check the rendered output for those',
        });
        lineCounter = new yaml_dist/* LineCounter */.HN();
        // A template's if/else branches both stay once the tags are out, so a key may repeat.
        docs = (0,yaml_dist/* parseAllDocuments */.hR)(text, { lineCounter, prettyErrors: false, uniqueKeys: false });
    }
    if (!Array.isArray(docs))
        return { found, skipped, problems }; // an empty stream
    for (const doc of docs) {
        const error = doc.errors[0];
        if (error) {
            // A broken document is reported, and the other documents of the file are still read.
            // An error at the end of the text (an unclosed bracket) is put on the last line there is.
            const line = Math.min(lineCounter.linePos(error.pos[0]).line, lastLine(text));
            const what = template ? 'cannot read the template as YAML without rendering it' : 'cannot parse YAML';
            problems.push({ file, line, message: `${what}: ${error.message}` });
            continue;
        }
        // Aliases and merges are bounded before anything follows them (see yaml-bounds.ts).
        const targets = aliasTargets(doc);
        if (expandedSize(doc, targets) > MAX_EXPANDED_NODES) {
            const line = lineCounter.linePos(doc.range[0]).line;
            problems.push({ file, line, message: `not scanned: its aliases and merge keys expand to more than ${MAX_EXPANDED_NODES} nodes` });
            continue;
        }
        if (!template)
            problems.push(...duplicateKeys(file, doc, lineCounter));
        const reader = new DocumentReader(doc, file, text, lineCounter, found, skipped, template?.tags ?? [], isHelmValuesFile(file), targets);
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
    templateTags;
    helmValues;
    targets;
    /** Nodes already reported: one merged into several places is one location. */
    reported = new Set();
    constructor(doc, file, content, lineCounter, found, skipped, templateTags, helmValues, targets) {
        this.doc = doc;
        this.file = file;
        this.content = content;
        this.lineCounter = lineCounter;
        this.found = found;
        this.skipped = skipped;
        this.templateTags = templateTags;
        this.helmValues = helmValues;
        this.targets = targets;
    }
    read() {
        const root = this.resolve(this.doc.contents);
        if ((0,yaml_dist/* isMap */.jh)(root)) {
            const jobs = this.map(this.get(root, 'jobs'));
            if (jobs)
                return this.workflow(jobs);
            if (actionImage(this, root))
                return;
            const services = this.map(this.get(root, 'services'));
            if (services)
                return this.compose(services);
            if (!this.helmValues && this.isComposeV1(root))
                return this.compose(root);
        }
        this.kubernetes(root, 0);
        helmImages(this, root, this.helmValues);
    }
    workflow(jobs) {
        for (const job of this.values(jobs)) {
            const container = this.get(job, 'container');
            if ((0,yaml_dist/* isScalar */.jn)(container))
                this.image(container);
            else if ((0,yaml_dist/* isMap */.jh)(container))
                this.image(this.get(container, 'image'));
            const services = this.map(this.get(job, 'services'));
            // A service is a map with `image`, or the image as a bare string, as a job container may be.
            if (services) {
                for (const pair of services.items) {
                    const service = this.resolve(pair.value);
                    if ((0,yaml_dist/* isScalar */.jn)(service))
                        this.image(service);
                    else if ((0,yaml_dist/* isMap */.jh)(service))
                        this.image(this.get(service, 'image'));
                }
            }
            const steps = this.get(job, 'steps');
            if (!(0,yaml_dist/* isSeq */.oP)(steps))
                continue;
            for (const item of steps.items) {
                const step = this.map(item);
                const uses = step && this.get(step, 'uses');
                // Other `uses:` are actions (owner/repo@ref, ./path), not images.
                if ((0,yaml_dist/* isScalar */.jn)(uses) && typeof uses.value === 'string' && uses.value.startsWith(yaml_files_DOCKER_SCHEME)) {
                    this.report(uses.value.slice(yaml_files_DOCKER_SCHEME.length), uses);
                }
            }
        }
    }
    /**
     * A version 1 Compose file has its services at the top level: every top-level value is a map
     * and one at least has `image` or `build`. (A Kubernetes manifest has string apiVersion and
     * kind; a values file is read as Helm values.)
     */
    isComposeV1(root) {
        let service = false;
        for (const pair of root.items) {
            if ((0,yaml_dist/* isScalar */.jn)(pair.key) && pair.key.value === '<<')
                continue;
            const value = this.map(pair.value);
            if (!value)
                return false;
            if (this.get(value, 'image') !== null || this.get(value, 'build') !== null)
                service = true;
        }
        return service;
    }
    compose(services) {
        for (const service of this.values(services)) {
            // With `build:`, `image:` names the image Compose builds and tags, not a pulled one.
            if (this.get(service, 'build') !== null)
                continue;
            const image = this.get(service, 'image');
            if (!(0,yaml_dist/* isScalar */.jn)(image) || typeof image.value !== 'string' || image.value === '') {
                this.image(image);
                continue;
            }
            const { value, unresolved } = interpolateCompose(image.value);
            if (unresolved.length > 0) {
                const names = unresolved.join(', ');
                this.skip(image.value, image, `"${image.value}" holds a variable without a default (${names}), known only where the file is used`);
            }
            else
                this.report(value, image);
        }
    }
    kubernetes(node, depth) {
        if (depth > yaml_files_MAX_DEPTH)
            return;
        // Aliases are not entered: the node they name is walked where it is defined.
        if ((0,yaml_dist/* isMap */.jh)(node)) {
            const shadowed = shadowedPairs(node);
            for (const [index, pair] of node.items.entries()) {
                if (shadowed.has(index))
                    continue; // a duplicated key: the last one is read
                const key = (0,yaml_dist/* isScalar */.jn)(pair.key) ? pair.key.value : null;
                const value = pair.value;
                if (typeof key === 'string' && CONTAINER_LISTS.has(key)) {
                    for (const container of this.mapsOf(value))
                        this.image(this.get(container, 'image'));
                }
                if (key === 'volumes') {
                    // Image volumes (Kubernetes 1.31+): the node pulls `image.reference` as an OCI image.
                    for (const volume of this.mapsOf(value)) {
                        const image = this.map(this.get(volume, 'image'));
                        if (image)
                            this.image(this.get(image, 'reference'));
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
    /** The maps of a list (aliases resolved); none when `node` is no list. */
    mapsOf(node) {
        const list = this.resolve(node);
        if (!(0,yaml_dist/* isSeq */.oP)(list))
            return [];
        return list.items.map((item) => this.map(item)).filter((item) => item !== null);
    }
    image(node) {
        if (!(0,yaml_dist/* isScalar */.jn)(node))
            return;
        const { value } = node;
        if (typeof value === 'string' && value !== '')
            this.report(value, node);
        else if (typeof value === 'number')
            this.report(node.source ?? String(value), node);
    }
    report(written, node) {
        const ref = restoreTemplate(written, this.templateTags);
        const why = unresolvedReason(ref);
        if (why)
            return this.skip(ref, node, `"${ref}" ${why}`);
        const location = this.locate(node);
        if (location)
            this.found.push({ ref, location });
    }
    skip(written, node, reason) {
        const location = this.locate(node);
        const ref = restoreTemplate(written, this.templateTags);
        if (location)
            this.skipped.push({ ref, kind: 'unresolved', reason: restoreTemplate(reason, this.templateTags), location });
    }
    /** Where a value is written; null when it was already reported (merged into several places). */
    locate(node) {
        if (this.reported.has(node))
            return null;
        this.reported.add(node);
        let offset = node.range?.[0] ?? 0;
        if ((0,yaml_dist/* isScalar */.jn)(node) && (node.type === yaml_dist/* Scalar */.X5.BLOCK_FOLDED || node.type === yaml_dist/* Scalar */.X5.BLOCK_LITERAL)) {
            // A block scalar starts at its `>` or `|` header; the reference is on the lines below.
            const header = this.content.indexOf('\n', offset);
            const text = header < 0 ? -1 : this.content.slice(header).search(/\S/);
            if (text >= 0)
                offset = header + text;
        }
        return { file: this.file, line: this.lineCounter.linePos(offset).line };
    }
    resolve(node, depth = 0) {
        if ((0,yaml_dist/* isAlias */.Vj)(node))
            return depth > 16 ? null : this.resolve(this.targets.get(node), depth + 1);
        return node ?? null;
    }
    isAlias(node) {
        return (0,yaml_dist/* isAlias */.Vj)(node);
    }
    map(node) {
        const resolved = this.resolve(node);
        return (0,yaml_dist/* isMap */.jh)(resolved) ? resolved : null;
    }
    /** Map values that are maps (jobs, services), aliases resolved. */
    values(map) {
        const out = [];
        const shadowed = shadowedPairs(map);
        for (const [index, pair] of map.items.entries()) {
            if (shadowed.has(index))
                continue;
            const value = this.map(pair.value);
            if (value)
                out.push(value);
        }
        return out;
    }
    /** The value at `key`, aliases resolved, looking into `<<` merges as Compose does. */
    get(map, key, depth = 0) {
        // The last of duplicated keys wins.
        for (let i = map.items.length - 1; i >= 0; i--) {
            const pair = map.items[i];
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
    if (ref.includes('{{') || ref.includes('{%'))
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
// Files of these kinds are documentation, code or data, whatever their first line says.
const NOT_DOCKERFILE_EXTENSIONS = new Set('md markdown mdx txt rst adoc asciidoc html htm xml json jsonc json5 toml ini cfg csv tsv lock log js mjs cjs jsx ts mts cts tsx py rb go rs java kt c h cc cpp hpp cs php pl sh bash zsh fish ps1 bat cmd sql tf hcl nix lua r swift scala gradle properties env svg png jpg jpeg gif ico pdf zip gz tgz tar jar'.split(' '));
/** Whether a file of no kind by name may be a Dockerfile by its content (not `README.md`, `main.go`...). */
function mayBeDockerfile(file) {
    const base = (file.split(/[\\/]/).pop() ?? '').toLowerCase();
    const dot = base.lastIndexOf('.');
    return dot <= 0 || !NOT_DOCKERFILE_EXTENSIONS.has(base.slice(dot + 1));
}
/**
 * References in one file's text. Never throws. The file's kind comes from its path; a file of
 * no kind by name is read as a Dockerfile when its text starts like one (`Dockerfile-prod`,
 * `build/prod.docker`) unless its extension says it is something else (`.md`, `.json`, `.go`...);
 * else it is not scanned (`unscanned` names it).
 */
function scanContent(file, content, kind = fileKind(file)) {
    // A byte-order mark is no part of the first instruction or key.
    const text = content.startsWith('\uFEFF') ? content.slice(1) : content;
    kind ??= mayBeDockerfile(file) && looksLikeDockerfile(text) ? 'dockerfile' : null;
    if (kind === null)
        return { found: [], skipped: [], problems: [], unscanned: [file] };
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
    // Links leaving the workspace are neither walked nor listed; FIFOs, sockets and devices are
    // not listed by the walk: both are noted here and reported below.
    const guard = await guardedWalk(workspace);
    try {
        listed = await (0,dist/* glob */.TI)(patterns, { cwd: workspace, ...GLOB_OPTIONS, ignore: ALWAYS_IGNORED, onlyFiles: true, fs: guard.fs });
    }
    catch (error) {
        // tinyglobby throws a TypeError on some patterns (one starting with four dots, e.g. `....`):
        // say which input could not be used rather than end the run on the TypeError.
        throw new errors/* InputError */.d('files', `the globs ${patterns.map((g) => JSON.stringify(g)).join(', ')} could not be walked (${error instanceof Error ? error.message : String(error)})`);
    }
    // matchesFiles has the last word, so the pure check and the walk can never disagree.
    const files = [...new Set(listed)].filter((file) => matchesFiles(file, globs)).sort(compareText);
    // A link or special file the walk passed over was still selected: its glob matched.
    const passedOver = [...guard.outside.keys(), ...guard.special.map((s) => s.path)].filter((file) => matchesFiles(file, globs));
    const unmatchedGlobs = include.filter((g) => {
        const matches = compile([g]);
        return !files.some((file) => matches(file)) && !passedOver.some((file) => matches(file));
    });
    // A file the globs name exactly (no glob characters: `Dockerfile-prod`) is meant to be scanned.
    const named = namedFiles(globs);
    const results = await mapLimit(files, READ_CONCURRENCY, (file) => scanFile(workspace, file, fileKind(file) ?? (named.has(file) ? 'dockerfile' : null)));
    // What the walk did not enter or list, said at the link or file (never what a link points to).
    const unwalked = [];
    for (const [link, isDirectory] of guard.outside) {
        if (isDirectory ? ignoredDir(link) : !matchesFiles(link, globs))
            continue;
        const message = isDirectory
            ? 'a symbolic link to a directory outside the workspace; not followed, nothing in it scanned'
            : 'a symbolic link that leads outside the workspace; not followed, not read';
        unwalked.push({ found: [], skipped: [], problems: [{ file: link, message, level: 'warning' }] });
    }
    for (const special of guard.special) {
        if (!matchesFiles(special.path, globs))
            continue;
        unwalked.push({ found: [], skipped: [], problems: [{ file: special.path, message: `not a regular file (${special.kind}); not read` }] });
    }
    return { ...merge([...results, ...unwalked], unmatchedGlobs), unscanned: results.flatMap((r) => r.unscanned ?? []).sort(compareText) };
}
/** A directory the walk never enters anyway (node_modules, .git). */
function ignoredDir(dir) {
    return matchesFiles(`${dir}/x`, ['**']) === false;
}
async function scanFile(workspace, file, kind) {
    const read = await (0,read_inside/* readInside */.x)(workspace, file, MAX_FILE_BYTES);
    if (!read.ok) {
        // A large file of no kind by name is no Dockerfile: not scanned, not a problem.
        if (kind === null && read.why === 'too-large')
            return { found: [], skipped: [], problems: [], unscanned: [file] };
        // A link out of the workspace is a warning; a file that is there but cannot be read is an error.
        return { found: [], skipped: [], problems: [{ file, message: read.message, ...(read.why === 'outside' ? { level: 'warning' } : {}) }] };
    }
    return scanContent(file, read.text, kind);
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
