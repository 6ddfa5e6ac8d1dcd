export const id = 850;
export const ids = [850];
export const modules = {

/***/ 66850:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  MAX_FILE_BYTES: () => (/* binding */ MAX_FILE_BYTES),
  discoverContents: () => (/* binding */ discoverContents),
  discoverFiles: () => (/* binding */ discoverFiles),
  fileKind: () => (/* binding */ fileKind),
  matchesFiles: () => (/* reexport */ refs_globs/* matchesFiles */.Fg),
  scanContent: () => (/* binding */ scanContent),
  selectPaths: () => (/* binding */ selectPaths)
});

// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(48992);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./node_modules/tinyglobby/dist/index.mjs + 1 modules
var dist = __webpack_require__(73382);
// EXTERNAL MODULE: ./node_modules/p-queue/dist/index.js + 4 modules
var p_queue_dist = __webpack_require__(19052);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/fs/read-inside.ts
var read_inside = __webpack_require__(11552);
// EXTERNAL MODULE: ./node_modules/dockerfile-ast/lib/main.js
var main = __webpack_require__(78390);
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
const AUTOMATIC_ARGS = new Set([
    'BUILDPLATFORM',
    'BUILDOS',
    'BUILDARCH',
    'BUILDVARIANT',
    'TARGETPLATFORM',
    'TARGETOS',
    'TARGETARCH',
    'TARGETVARIANT',
]);
function scanDockerfile(file, content) {
    let instructions;
    let escape;
    try {
        const dockerfile = main.DockerfileParser.parse(content);
        instructions = dockerfile.getInstructions();
        escape = dockerfile.getEscapeCharacter();
    }
    catch (error) {
        return { found: [], skipped: [], problems: [{ file, message: `cannot parse Dockerfile: ${(0,errors/* messageOf */.bD)(error)}` }] };
    }
    const reader = new DockerfileReader(file, instructions, escape, lineFinder(content, escape));
    reader.read();
    return { found: reader.found, skipped: reader.skipped, problems: [] };
}
/** Reads one parsed Dockerfile top to bottom, keeping the ARG/ENV scopes BuildKit keeps. */
class DockerfileReader {
    file;
    instructions;
    escape;
    lineOf;
    found = [];
    skipped = [];
    /** Every stage name, so `COPY --from=<stage>` is known even before that stage in the file. */
    stageNames;
    global = new Map();
    stages = [];
    current = null;
    constructor(file, instructions, escape, lineOf) {
        this.file = file;
        this.instructions = instructions;
        this.escape = escape;
        this.lineOf = lineOf;
        this.stageNames = instructions
            .filter((instruction) => instruction.getKeyword() === 'FROM')
            .map((instruction) => stageNameOf(instruction.getArguments()) ?? '');
    }
    read() {
        for (const instruction of this.instructions) {
            const keyword = instruction.getKeyword();
            if (keyword === 'FROM')
                this.from(instruction);
            else if (keyword === 'ARG')
                this.arg(instruction);
            // Only ARG (and parser directives, comments) may precede FROM.
            else if (this.current)
                this.inStage(keyword, instruction, this.current);
        }
    }
    from(instruction) {
        const base = { args: new Map(), env: new Map() };
        const earlier = this.stages.length;
        const word = instruction.getArguments()[0];
        if (word) {
            const explain = (name) => this.explainFrom(name);
            this.consider(word.getValue(), word.getRange().start, this.global, explain, (value) => {
                if (value === 'scratch')
                    return true;
                if (value === '')
                    return false; // not an unnamed stage: an empty reference, reported as such
                // Only an earlier stage can be a base; its ENV carries over.
                const index = this.stageNames.slice(0, earlier).lastIndexOf(value.toLowerCase());
                if (index < 0)
                    return false;
                for (const [k, v] of this.stages[index].env)
                    base.env.set(k, v);
                return true;
            });
        }
        this.stages.push(base);
        this.current = base;
    }
    arg(instruction) {
        const stage = this.current;
        for (const property of propertiesOf(instruction)) {
            // `ARG NAME VALUE` (no '=') declares NAME and VALUE, both without a value, as BuildKit's
            // parseArg reads it; the parser gives it as one property whose value is "VALUE".
            const names = argumentNames(property);
            for (const name of names ?? []) {
                if (stage)
                    this.declareBare(stage.args, name, true);
                else
                    this.declareBare(this.global, name, false);
            }
            if (names)
                continue;
            if (stage)
                this.declare(stage.args, property, stageScope(stage), true);
            else
                this.declare(this.global, property, this.global, false);
        }
    }
    inStage(keyword, instruction, stage) {
        const scope = stageScope(stage);
        const explain = (name) => this.explainIn(stage, name);
        const isStage = (value) => isStageRef(value, this.stageNames);
        if (keyword === 'ENV') {
            for (const property of propertiesOf(instruction))
                this.declare(stage.env, property, scope, false);
        }
        else if (keyword === 'COPY') {
            for (const flag of flagsOf(instruction, 'from')) {
                const value = flag.getValue();
                if (value === null || value === '')
                    continue;
                this.consider(value, (flag.getValueRange() ?? flag.getRange()).start, scope, explain, isStage);
            }
        }
        else if (keyword === 'RUN') {
            for (const flag of flagsOf(instruction, 'mount')) {
                const from = mountFrom(flag);
                if (from)
                    this.consider(from.value, from.position, scope, explain, isStage);
            }
        }
    }
    declare(target, property, scope, inheritGlobal) {
        const raw = property.getUnescapedValue();
        if (raw === null)
            return this.declareBare(target, property.getName(), inheritGlobal);
        const expanded = expandWord(raw, scope, this.escape);
        target.set(property.getName(), expanded.unresolved.length > 0 ? null : expanded.value);
    }
    declareBare(target, name, inheritGlobal) {
        target.set(name, inheritGlobal && this.global.has(name) ? this.global.get(name) : null);
    }
    /** Classifies one image word: found, unresolved, a stage, or scratch. */
    consider(raw, position, scope, explain, stageAt) {
        const location = { file: this.file, line: this.lineOf(position) };
        const { value, unresolved } = expandWord(raw, scope, this.escape);
        if (unresolved.length > 0) {
            const why = unresolved.map(explain).join('; ');
            const reason = `"${raw}" holds a variable without a known value: ${why}`;
            this.skipped.push({ ref: raw, kind: 'unresolved', reason, location });
            return;
        }
        if (value === '' && raw !== '') {
            // Every variable had a known value, and together they give nothing (`${X:+...}` of an
            // unset X): no image to check, and no empty reference to invent.
            const reason = `"${raw}" expands to nothing with the values the Dockerfile gives its variables`;
            this.skipped.push({ ref: raw, kind: 'unresolved', reason, location });
            return;
        }
        if (stageAt(value))
            return;
        this.found.push({ ref: value, location });
    }
    /** Why a variable in a FROM line has no value. */
    explainFrom(name) {
        if (this.global.has(name) || AUTOMATIC_ARGS.has(name))
            return noDefault(name);
        return `${name} is not declared by an ARG before the first FROM, and FROM lines see only those`;
    }
    /** Why a variable in a stage's line has no value. */
    explainIn(stage, name) {
        if (stage.args.has(name) || stage.env.has(name))
            return noDefault(name);
        if (this.global.has(name))
            return `${name} is a global ARG, seen in a stage only once declared again there with "ARG ${name}"`;
        return `${name} is not declared by an ARG or ENV before this line in this stage`;
    }
}
function noDefault(name) {
    return AUTOMATIC_ARGS.has(name)
        ? `${name} is set by BuildKit for the platform being built`
        : `${name} has no default value (it is set by --build-arg)`;
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

// EXTERNAL MODULE: ./src/refs/globs.ts
var refs_globs = __webpack_require__(7905);
// EXTERNAL MODULE: ./src/refs/yaml-files.ts + 5 modules
var yaml_files = __webpack_require__(47759);
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
        return kind === 'dockerfile' ? scanDockerfile(file, text) : (0,yaml_files/* scanYaml */.v)(file, text);
    }
    catch (error) {
        // The parsers are meant to cope with anything; if one does not, the file is a problem, not
        // the run's end.
        return {
            found: [],
            skipped: [],
            problems: [{ file, message: `cannot scan file: ${(0,errors/* messageOf */.bD)(error)}` }],
        };
    }
}
/** Scans every file the globs select under `workspace`, in a deterministic order. */
async function discoverFiles(globs, workspace) {
    const { include } = (0,refs_globs/* splitGlobs */.Kh)(globs);
    if (include.length === 0)
        return { found: [], skipped: [], problems: [], unmatchedGlobs: [], unscanned: [] };
    const patterns = globs.map((g) => g.trim()).filter((g) => g !== '');
    let listed;
    // Links leaving the workspace are neither walked nor listed; FIFOs, sockets and devices are
    // not listed by the walk: both are noted here and reported below.
    const guard = await (0,refs_globs/* guardedWalk */.Qg)(workspace);
    try {
        listed = await (0,dist/* glob */.TI)(patterns, {
            cwd: workspace,
            ...refs_globs/* GLOB_OPTIONS */.gu,
            ignore: refs_globs/* ALWAYS_IGNORED */.ZG,
            onlyFiles: true,
            fs: guard.fs,
        });
    }
    catch (error) {
        // tinyglobby throws a TypeError on some patterns (one starting with four dots, e.g. `....`):
        // say which input could not be used rather than end the run on the TypeError.
        throw new errors/* InputError */.dz('files', `the globs ${patterns.map((g) => JSON.stringify(g)).join(', ')} could not be walked (${(0,errors/* messageOf */.bD)(error)})`);
    }
    // matchesFiles has the last word, so the pure check and the walk can never disagree.
    const selected = [...new Set(listed)].filter((file) => (0,refs_globs/* matchesFiles */.Fg)(file, globs)).sort(src_text/* compareText */.n6);
    const files = await oncePerFile(workspace, selected);
    // A link or special file the walk passed over was still selected: its glob matched.
    const passedOver = [...guard.outside.keys(), ...guard.special.map((s) => s.path)].filter((file) => (0,refs_globs/* matchesFiles */.Fg)(file, globs));
    const unmatchedGlobs = include.filter((g) => {
        const matches = (0,refs_globs/* compile */.wE)([g]);
        return !selected.some((file) => matches(file)) && !passedOver.some((file) => matches(file));
    });
    // A file the globs name exactly (no glob characters: `Dockerfile-prod`) is meant to be scanned.
    const named = (0,refs_globs/* namedFiles */.VI)(globs);
    const reads = new p_queue_dist/* default */.Ay({ concurrency: READ_CONCURRENCY });
    const results = await Promise.all(files.map((file) => reads.add(() => scanFile(workspace, file, fileKind(file) ?? (named.has(file) ? 'dockerfile' : null)))));
    // What the walk did not enter or list, said at the link or file (never what a link points to).
    const unwalked = [];
    for (const [link, isDirectory] of guard.outside) {
        if (isDirectory ? ignoredDir(link) : !(0,refs_globs/* matchesFiles */.Fg)(link, globs))
            continue;
        const message = isDirectory
            ? 'a symbolic link to a directory outside the workspace; not followed, nothing in it scanned'
            : 'a symbolic link that leads outside the workspace; not followed, not read';
        unwalked.push({ found: [], skipped: [], problems: [{ file: link, message, level: 'warning' }] });
    }
    for (const special of guard.special) {
        if (!(0,refs_globs/* matchesFiles */.Fg)(special.path, globs))
            continue;
        unwalked.push({
            found: [],
            skipped: [],
            problems: [{ file: special.path, message: `not a regular file (${special.kind}); not read` }],
        });
    }
    return {
        ...merge([...results, ...unwalked], unmatchedGlobs),
        unscanned: results.flatMap((r) => r.unscanned ?? []).sort(src_text/* compareText */.n6),
    };
}
/**
 * The paths `globs` select, as discoverFiles would select them on disk (matchesFiles); no glob:
 * the files of the kinds discovery reads (fileKind), outside node_modules and .git. Pure.
 */
function selectPaths(paths, globs) {
    const { include } = (0,refs_globs/* splitGlobs */.Kh)(globs);
    if (include.length === 0)
        return {
            files: paths.filter((p) => fileKind(p) !== null && (0,refs_globs/* matchesFiles */.Fg)(p, ['**'])).sort(src_text/* compareText */.n6),
            matched: [],
        };
    const files = paths.filter((p) => (0,refs_globs/* matchesFiles */.Fg)(p, globs)).sort(src_text/* compareText */.n6);
    const matched = include.filter((g) => {
        const matches = (0,refs_globs/* compile */.wE)([g]);
        return files.some((file) => matches(file));
    });
    return { files, matched };
}
/**
 * Discovery over files given by their content: the scanners, kinds and order of discoverFiles
 * (a file the globs name exactly is read as a Dockerfile), without a file system.
 */
function discoverContents(files, globs) {
    const named = (0,refs_globs/* namedFiles */.VI)(globs);
    const results = files.map(({ file, text }) => scanContent(file, text, fileKind(file) ?? (named.has(file) ? 'dockerfile' : null)));
    return { ...merge(results, []), unscanned: results.flatMap((r) => r.unscanned ?? []).sort(src_text/* compareText */.n6) };
}
/**
 * One path per file (`files` sorted): a file reached by several paths (a link to it, a linked
 * directory) is one file, decided by its real path, and is named by that path when the globs
 * select it, else by the first path that reaches it. A path that cannot be resolved is kept, for
 * its read to say why.
 */
async function oncePerFile(workspace, files) {
    const root = await (0,promises_.realpath)(workspace).catch(() => null);
    if (root === null)
        return [...files];
    const reads = new p_queue_dist/* default */.Ay({ concurrency: READ_CONCURRENCY });
    const reals = await Promise.all(files.map((file) => reads.add(() => (0,promises_.realpath)((0,external_node_path_.resolve)(workspace, file)).catch(() => null))));
    const chosen = new Map();
    files.forEach((file, i) => {
        const real = reals[i];
        if (real === null || real === undefined)
            return void chosen.set(`?${file}`, file);
        const kept = chosen.get(real);
        const own = (0,refs_globs/* normalizePath */.Fd)((0,external_node_path_.relative)(root, real).split(external_node_path_.sep).join('/'));
        if (kept === undefined || (file === own && kept !== own))
            chosen.set(real, file);
    });
    return [...chosen.values()].sort(src_text/* compareText */.n6);
}
/** A directory the walk never enters anyway (node_modules, .git). */
function ignoredDir(dir) {
    return (0,refs_globs/* matchesFiles */.Fg)(`${dir}/x`, ['**']) === false;
}
async function scanFile(workspace, file, kind) {
    const read = await (0,read_inside/* readInside */.x)(workspace, file, MAX_FILE_BYTES);
    if (!read.ok) {
        // A large file of no kind by name is no Dockerfile: not scanned, not a problem.
        if (kind === null && read.why === 'too-large')
            return { found: [], skipped: [], problems: [], unscanned: [file] };
        // A link out of the workspace is a warning; a file that is there but cannot be read is an error.
        return {
            found: [],
            skipped: [],
            problems: [{ file, message: read.message, ...(read.why === 'outside' ? { level: 'warning' } : {}) }],
        };
    }
    return scanContent(file, read.text, kind);
}
function merge(results, unmatchedGlobs) {
    const byPlace = (a, b) => (0,src_text/* compareText */.n6)(a.location?.file ?? '', b.location?.file ?? '') || (a.location?.line ?? 0) - (b.location?.line ?? 0);
    return {
        // Stable sorts: within a line, references keep the order they are written in.
        found: results.flatMap((r) => r.found).sort(byPlace),
        skipped: results.flatMap((r) => r.skipped).sort(byPlace),
        problems: results
            .flatMap((r) => r.problems)
            .sort((a, b) => (0,src_text/* compareText */.n6)(a.file, b.file) || (a.line ?? 0) - (b.line ?? 0)),
        unmatchedGlobs,
    };
}


/***/ }),

/***/ 7905:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fd: () => (/* binding */ normalizePath),
/* harmony export */   Fg: () => (/* binding */ matchesFiles),
/* harmony export */   Kh: () => (/* binding */ splitGlobs),
/* harmony export */   Qg: () => (/* binding */ guardedWalk),
/* harmony export */   VI: () => (/* binding */ namedFiles),
/* harmony export */   ZG: () => (/* binding */ ALWAYS_IGNORED),
/* harmony export */   gu: () => (/* binding */ GLOB_OPTIONS),
/* harmony export */   wE: () => (/* binding */ compile)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(14006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var _fs_read_inside__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(11552);
// What the `files` globs mean, in one place for both the file-system walk (tinyglobby) and the
// pure check of a path (matchesFiles): picomatch with tinyglobby's options and its pattern
// normalization, so a path is discovered exactly when matchesFiles says it matches.





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
    return node_path__WEBPACK_IMPORTED_MODULE_2__.posix.normalize(pattern);
}
/** A workspace-relative path in the form matched: forward slashes, no leading './'. */
function normalizePath(file) {
    return node_path__WEBPACK_IMPORTED_MODULE_2__.posix.normalize(file.replace(/\\/g, '/')).replace(/^(?:\.\/)+/, '');
}
function compile(globs) {
    if (globs.length === 0)
        return () => false;
    return picomatch__WEBPACK_IMPORTED_MODULE_4___default()(globs.map(normalizeGlob), GLOB_OPTIONS);
}
const ignored = picomatch__WEBPACK_IMPORTED_MODULE_4___default()(ALWAYS_IGNORED, GLOB_OPTIONS);
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
    return new Set(include.filter((glob) => !picomatch__WEBPACK_IMPORTED_MODULE_4___default().scan(glob).isGlob).map(normalizePath));
}
/**
 * File-system functions for the walk that refuse to resolve a symbolic link leading outside the
 * workspace (so a link to `/` or a sibling checkout is never entered, and a link to a file
 * outside is never listed), noting each such link and each special file seen.
 */
async function guardedWalk(workspace) {
    const base = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(workspace);
    const root = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(base);
    const outside = new Map();
    const special = [];
    const rel = (path) => normalizePath((0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(base, (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(base, path)).split(node_path__WEBPACK_IMPORTED_MODULE_2__.sep).join('/'));
    const repeats = ancestorRepeat(base, root, rel);
    const guardedRealpath = (path, done) => {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpath)(path, (error, resolved) => {
            if (error)
                return done(error);
            if ((0,_fs_read_inside__WEBPACK_IMPORTED_MODULE_3__/* .isInside */ .F)(root, resolved)) {
                // A link back to a directory the walk is already in: the walk ends there, as `rg -L` and `find -L` do.
                void repeats(path, resolved).then((loop) => (loop ? done(loopError(path)) : done(null, resolved)));
                return;
            }
            // Only the kind of what is outside is looked at (to word the warning), never its content.
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.stat)(resolved, (statError, info) => {
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
            const real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(base, prefix)).catch(() => null);
            if (real !== null && !(0,_fs_read_inside__WEBPACK_IMPORTED_MODULE_3__/* .isInside */ .F)(root, real))
                return prefix;
        }
        return rel(dir);
    };
    const guardedReaddir = (path, options, done) => {
        node_fs__WEBPACK_IMPORTED_MODULE_0__.realpath.native(path, (realError, real) => {
            if (!realError && !(0,_fs_read_inside__WEBPACK_IMPORTED_MODULE_3__/* .isInside */ .F)(root, real)) {
                void firstLinkOut(path).then((link) => {
                    outside.set(link, true);
                    done(Object.assign(new Error(`${path} leads outside the workspace`), { code: 'EXDEV' }), []);
                });
                return;
            }
            if (realError)
                return list(path, options, done);
            // A plain directory below a link can be an ancestor again (`l -> a/b`, `a/b/up -> ..`, `l/up/b`).
            void repeats(path, real).then((loop) => (loop ? done(loopError(path), []) : list(path, options, done)));
        });
    };
    const list = (path, options, done) => {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdir)(path, options, (error, entries) => {
            if (!error) {
                for (const entry of entries) {
                    const kind = entry.isFIFO()
                        ? 'a FIFO'
                        : entry.isSocket()
                            ? 'a socket'
                            : entry.isCharacterDevice() || entry.isBlockDevice()
                                ? 'a device'
                                : null;
                    if (kind)
                        special.push({ path: rel(`${path}/${entry.name}`), kind });
                }
            }
            done(error, entries);
        });
    };
    return { fs: { realpath: guardedRealpath, readdir: guardedReaddir }, outside, special };
}
const loopError = (path) => Object.assign(new Error(`${path} is a directory the walk is already in`), { code: 'ELOOP' });
/**
 * Whether a directory at `path` (real path `real`) is the same directory as one of the
 * directories above it on that path: a loop, reached again at its first repetition. A path
 * whose real path is itself (no link on the way) never is; the others' prefixes are resolved
 * once each, and cached for the walk.
 */
function ancestorRepeat(base, root, rel) {
    const reals = new Map();
    const realOf = (prefix) => {
        let known = reals.get(prefix);
        if (!known)
            reals.set(prefix, (known = (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(base, prefix)).catch(() => null)));
        return known;
    };
    return async (path, real) => {
        const parts = rel(path).split('/');
        if (real === (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(root, ...parts))
            return false;
        for (let i = 0; i < parts.length; i++) {
            const above = i === 0 ? root : await realOf(parts.slice(0, i).join('/'));
            if (above === real)
                return true;
        }
        return false;
    };
}


/***/ })

};
