export const id = 759;
export const ids = [759];
export const modules = {

/***/ 47759:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  v: () => (/* binding */ scanYaml),
  C: () => (/* binding */ yamlErrorLine)
});

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
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
    if (!(0,dist/* isScalar */.jn)(using) || String(using.value).toLowerCase() !== 'docker')
        return false;
    const image = reader.get(runs, 'image');
    if ((0,dist/* isScalar */.jn)(image) && typeof image.value === 'string' && image.value.startsWith(DOCKER_SCHEME)) {
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
    if ((0,dist/* isMap */.jh)(node)) {
        for (const pair of node.items) {
            const key = (0,dist/* isScalar */.jn)(pair.key) ? pair.key.value : null;
            const value = reader.resolve(pair.value);
            if (typeof key === 'string' && IMAGE_KEY.test(key)) {
                if ((0,dist/* isMap */.jh)(value) && imageMap(reader, value))
                    continue;
                if (inline && (0,dist/* isScalar */.jn)(value))
                    reader.image(value);
            }
            // Aliases are walked where their node is defined, not again here.
            if (!reader.isAlias(pair.value))
                walk(reader, value, inline, depth + 1);
        }
    }
    else if ((0,dist/* isSeq */.oP)(node)) {
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
        if (!(0,dist/* isScalar */.jn)(node) || node.value === null || node.value === '')
            return null;
        // A plain scalar keeps its source text (a tag `1.10` stays `1.10`, not the number 1.1).
        return typeof node.value === 'string' ? node.value : (node.source ?? JSON.stringify(node.value));
    };
    const name = text('repository');
    if (!(0,dist/* isScalar */.jn)(repository) || name === null)
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
// Bounds on what a YAML document may make discovery do: a few bytes of nested aliases and merges
// can stand for billions of nodes, and `yaml`'s maxAliasCount bounds only toJS(), which discovery
// never calls. So the expanded size is measured first, in linear time, before anything is walked.

/** Nodes a document may expand to (its aliases and merges followed) before it is refused. */
const MAX_EXPANDED_NODES = 1_000_000;
// Nesting deeper than this is not measured further (the reader does not go deeper either).
const yaml_bounds_MAX_DEPTH = 256;
/** Each alias of the document -> the node it names (the last anchor of that name before it), in one visit: Alias.resolve walks the whole document on each call. */
function aliasTargets(doc) {
    const anchors = new Map();
    const targets = new Map();
    // Document order: an anchor defined after an alias is not its target.
    (0,dist/* visit */.YR)(doc, {
        Node(_key, node) {
            if ((0,dist/* isAlias */.Vj)(node)) {
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
        if ((0,dist/* isAlias */.Vj)(node)) {
            const target = targets.get(node);
            total = target ? size(target, depth + 1) : 1;
        }
        else if ((0,dist/* isCollection */.P3)(node)) {
            for (const item of node.items) {
                if ((0,dist/* isScalar */.jn)(item) || (0,dist/* isAlias */.Vj)(item) || (0,dist/* isCollection */.P3)(item))
                    total += size(item, depth + 1);
                else if ((0,dist/* isPair */.tO)(item))
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
/** A warning at each key that repeats an earlier key of the same map (scalar keys; not `<<`): the reader takes the last, as Kubernetes tooling does. */
function duplicateKeys(file, doc, lineCounter) {
    const problems = [];
    (0,dist/* visit */.YR)(doc, {
        Map(_key, map) {
            const seen = new Set();
            for (const pair of map.items) {
                if (!(0,dist/* isScalar */.jn)(pair.key) || pair.key.value === '<<')
                    continue;
                const id = `${typeof pair.key.value}:${String(pair.key.value)}`;
                if (seen.has(id)) {
                    const line = lineCounter.linePos(pair.key.range?.[0] ?? 0).line;
                    problems.push({
                        file,
                        line,
                        level: 'warning',
                        message: `the key "${String(pair.key.value)}" is repeated in one mapping; the last value is read`,
                    });
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
        if ((0,dist/* isScalar */.jn)(pair.key))
            last.set(pair.key.value, i);
    });
    const shadowed = new Set();
    map.items.forEach((pair, i) => {
        if ((0,dist/* isScalar */.jn)(pair.key) && last.get(pair.key.value) !== i)
            shadowed.add(i);
    });
    return shadowed;
}

;// CONCATENATED MODULE: ./src/refs/yaml-files.ts
// Image references in YAML files (workflows, container actions, Compose, Kubernetes-like, Helm;
// what each gives is in docs/how-it-works.md), each document on its own. Lines come from the
// scalar's own position, so a reference merged into several places is reported once, where written.






const CONTAINER_LISTS = new Set(['containers', 'initContainers', 'ephemeralContainers']);
const yaml_files_DOCKER_SCHEME = 'docker://';
// Deeper nesting than this is no manifest; the bound keeps recursion safe on hostile input.
const yaml_files_MAX_DEPTH = 200;
function scanYaml(file, content) {
    const found = [];
    const skipped = [];
    const problems = [];
    let lineCounter = new dist/* LineCounter */.HN();
    // Duplicated keys are read (the last wins) and warned about below, not a parse error (the
    // parser's own check is also quadratic in a mapping's size).
    let docs = (0,dist/* parseAllDocuments */.hR)(content, { lineCounter, prettyErrors: false, uniqueKeys: false });
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
        lineCounter = new dist/* LineCounter */.HN();
        // A template's if/else branches both stay once the tags are out, so a key may repeat.
        docs = (0,dist/* parseAllDocuments */.hR)(text, { lineCounter, prettyErrors: false, uniqueKeys: false });
    }
    if (!Array.isArray(docs))
        return { found, skipped, problems }; // an empty stream
    for (const doc of docs) {
        const error = doc.errors[0];
        if (error) {
            // A broken document is reported, and the other documents of the file are still read.
            // An error at the end of the text (an unclosed bracket) is put on the last line there is.
            const line = yamlErrorLine(lineCounter, error.pos[0], text);
            const what = template ? 'cannot read the template as YAML without rendering it' : 'cannot parse YAML';
            problems.push({ file, line, message: `${what}: ${error.message}` });
            continue;
        }
        // Aliases and merges are bounded before anything follows them (see yaml-bounds.ts).
        const targets = aliasTargets(doc);
        if (expandedSize(doc, targets) > MAX_EXPANDED_NODES) {
            const line = lineCounter.linePos(doc.range[0]).line;
            problems.push({
                file,
                line,
                message: `not scanned: its aliases and merge keys expand to more than ${MAX_EXPANDED_NODES} nodes`,
            });
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
        if ((0,dist/* isMap */.jh)(root)) {
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
            if ((0,dist/* isScalar */.jn)(container))
                this.image(container);
            else if ((0,dist/* isMap */.jh)(container))
                this.image(this.get(container, 'image'));
            const services = this.map(this.get(job, 'services'));
            // A service is a map with `image`, or the image as a bare string, as a job container may be.
            if (services) {
                for (const pair of services.items) {
                    const service = this.resolve(pair.value);
                    if ((0,dist/* isScalar */.jn)(service))
                        this.image(service);
                    else if ((0,dist/* isMap */.jh)(service))
                        this.image(this.get(service, 'image'));
                }
            }
            const steps = this.get(job, 'steps');
            if (!(0,dist/* isSeq */.oP)(steps))
                continue;
            for (const item of steps.items) {
                const step = this.map(item);
                const uses = step && this.get(step, 'uses');
                // Other `uses:` are actions (owner/repo@ref, ./path), not images.
                if ((0,dist/* isScalar */.jn)(uses) && typeof uses.value === 'string' && uses.value.startsWith(yaml_files_DOCKER_SCHEME)) {
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
            if ((0,dist/* isScalar */.jn)(pair.key) && pair.key.value === '<<')
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
            if (!(0,dist/* isScalar */.jn)(image) || typeof image.value !== 'string' || image.value === '') {
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
        if ((0,dist/* isMap */.jh)(node)) {
            const shadowed = shadowedPairs(node);
            for (const [index, pair] of node.items.entries()) {
                if (shadowed.has(index))
                    continue; // a duplicated key: the last one is read
                const key = (0,dist/* isScalar */.jn)(pair.key) ? pair.key.value : null;
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
                if (!(0,dist/* isAlias */.Vj)(value))
                    this.kubernetes(value, depth + 1);
            }
        }
        else if ((0,dist/* isSeq */.oP)(node)) {
            for (const item of node.items)
                if (!(0,dist/* isAlias */.Vj)(item))
                    this.kubernetes(item, depth + 1);
        }
    }
    /** The maps of a list (aliases resolved); none when `node` is no list. */
    mapsOf(node) {
        const list = this.resolve(node);
        if (!(0,dist/* isSeq */.oP)(list))
            return [];
        return list.items.map((item) => this.map(item)).filter((item) => item !== null);
    }
    image(node) {
        if (!(0,dist/* isScalar */.jn)(node))
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
        if ((0,dist/* isScalar */.jn)(node) && (node.type === dist/* Scalar */.X5.BLOCK_FOLDED || node.type === dist/* Scalar */.X5.BLOCK_LITERAL)) {
            // A block scalar starts at its `>` or `|` header; the reference is on the lines below.
            const header = this.content.indexOf('\n', offset);
            const text = header < 0 ? -1 : this.content.slice(header).search(/\S/);
            if (text >= 0)
                offset = header + text;
        }
        return { file: this.file, line: this.lineCounter.linePos(offset).line };
    }
    resolve(node, depth = 0) {
        if ((0,dist/* isAlias */.Vj)(node))
            return depth > 16 ? null : this.resolve(this.targets.get(node), depth + 1);
        return node ?? null;
    }
    isAlias(node) {
        return (0,dist/* isAlias */.Vj)(node);
    }
    map(node) {
        const resolved = this.resolve(node);
        return (0,dist/* isMap */.jh)(resolved) ? resolved : null;
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
            if ((0,dist/* isScalar */.jn)(pair.key) && pair.key.value === key)
                return this.resolve(pair.value);
        }
        if (depth > 16)
            return null;
        for (const pair of map.items) {
            if (!(0,dist/* isScalar */.jn)(pair.key) || pair.key.value !== '<<')
                continue;
            const merged = this.resolve(pair.value);
            const sources = (0,dist/* isSeq */.oP)(merged) ? merged.items.map((item) => this.resolve(item)) : [merged];
            for (const source of sources) {
                if (!(0,dist/* isMap */.jh)(source))
                    continue;
                const value = this.get(source, key, depth + 1);
                if (value)
                    return value;
            }
        }
        return null;
    }
}
/**
 * The line of a YAML parse error at `pos` of `text`: an error at the very end (an unclosed
 * bracket) is put on the last line that has text, counted as LineCounter does (at '\n').
 */
function yamlErrorLine(lines, pos, text) {
    const breaks = text.split('\n').length - 1;
    const last = text.endsWith('\n') ? Math.max(breaks, 1) : breaks + 1;
    return Math.min(lines.linePos(pos).line, last);
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


/***/ })

};
