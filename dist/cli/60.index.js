export const id = 60;
export const ids = [60];
export const modules = {

/***/ 7060:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   parseLedger: () => (/* binding */ parseLedger)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9691);
/* harmony import */ var _config__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2973);
/* harmony import */ var _refs_reference__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5987);
/* harmony import */ var _refs_yaml_files__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7759);
/* harmony import */ var _ledger__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4750);
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3916);
// Reads and validates the policy file (src/policy/ledger.ts has its shape and its use): text in,
// a Ledger out, every problem naming its line. Loaded by read-ledger.ts only when a policy file exists.







/** Why `ref` is not a usable entry reference, or null. */
function refProblem(ref) {
    const wildcard = _ledger__WEBPACK_IMPORTED_MODULE_5__/* .WILDCARD */ .bs.exec(ref);
    try {
        const parsed = (0,_refs_reference__WEBPACK_IMPORTED_MODULE_2__/* .parseReference */ .F2)(wildcard ? wildcard[1] : ref);
        if (wildcard && (parsed.tag !== null || parsed.digest !== null))
            return `"${ref}": the form for every tag is registry/org/image:*`;
        const { org, image } = (0,_refs_reference__WEBPACK_IMPORTED_MODULE_2__/* .splitPath */ .Uf)(parsed.path);
        if (parsed.domain === null || !org || !image)
            return `"${ref}" does not name an image as registry/org/image[:tag][@digest] or registry/org/image:*`;
        return null;
    }
    catch (error) {
        return (0,_errors__WEBPACK_IMPORTED_MODULE_4__/* .messageOf */ .bD)(error);
    }
}
const nonEmpty = (what) => zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP({ error: `${what} must be a string` })
    .trim()
    .min(1, `${what} is required and may not be empty`);
const entrySchema = zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
    ref: nonEmpty('ref').refine((ref) => refProblem(ref) === null, {
        error: (issue) => refProblem(String(issue.input)) ?? 'invalid ref',
    }),
    kind: nonEmpty('kind').refine((kind) => kind === 'eol' || kind === 'stale' || _ledger__WEBPACK_IMPORTED_MODULE_5__/* .ADVISORY_ID */ .c0.test(kind), {
        error: (issue) => `kind "${String(issue.input)}" is not eol, stale or an advisory id or vulnerability id (e.g. CVE-2024-1234, GHSA-xxxx-xxxx-xxxx)`,
    }),
    reason: nonEmpty('reason'),
    until: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP({ error: 'until must be a date written YYYY-MM-DD' })
        .refine(_ledger__WEBPACK_IMPORTED_MODULE_5__/* .isDate */ .$P, { error: (issue) => `until "${String(issue.input)}" is not a real date written YYYY-MM-DD` }),
});
const validInput = (check) => (value) => {
    try {
        check(value);
        return true;
    }
    catch {
        return false;
    }
};
const inputMessage = (check) => (issue) => {
    try {
        check(String(issue.input));
    }
    catch (error) {
        if (error instanceof _config__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz || error instanceof Error)
            return error.message;
    }
    return 'invalid value';
};
const ledgerSchema = zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
    ignore: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_6__/* .unknown */ .L5J(), { error: 'ignore must be a list of entries {ref, kind, reason, until}' }).nullish(),
    'fail-on': zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP({ error: 'fail-on must be a string, e.g. eol,error' })
        .refine(validInput(_config__WEBPACK_IMPORTED_MODULE_1__/* .parseFailOn */ .XV), { error: inputMessage(_config__WEBPACK_IMPORTED_MODULE_1__/* .parseFailOn */ .XV) })
        .optional(),
    'max-age': zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP({ error: 'max-age must be a string, e.g. 30d' })
        .refine(validInput((v) => (0,_config__WEBPACK_IMPORTED_MODULE_1__/* .parseDuration */ .E9)('max-age', v)), { error: inputMessage((v) => (0,_config__WEBPACK_IMPORTED_MODULE_1__/* .parseDuration */ .E9)('max-age', v)) })
        .optional(),
    files: zod__WEBPACK_IMPORTED_MODULE_6__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP())], { error: 'files must be a string or a list of strings' })
        .refine((v) => validInput(_config__WEBPACK_IMPORTED_MODULE_1__/* .parseFileGlobs */ .Nk)(Array.isArray(v) ? v.join('\n') : v), {
        error: (issue) => inputMessage(_config__WEBPACK_IMPORTED_MODULE_1__/* .parseFileGlobs */ .Nk)({ input: Array.isArray(issue.input) ? issue.input.join('\n') : issue.input }),
    })
        .optional(),
});
/** The line of the node at `path`, or of the nearest ancestor that exists. */
function lineAt(doc, lines, path) {
    for (let n = path.length; n >= 0; n--) {
        const node = (n === 0 ? doc.contents : doc.getIn(path.slice(0, n), true));
        // A key whose value is missing or empty: the key's own line.
        if (node?.range)
            return lines.linePos(node.range[0]).line;
        if (n > 0 && node === null) {
            const parent = (n === 1 ? doc.contents : doc.getIn(path.slice(0, n - 1), true));
            if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(parent)) {
                const pair = parent.items.find((p) => p.key?.value === path[n - 1]);
                const key = pair?.key;
                if (key?.range)
                    return lines.linePos(key.range[0]).line;
            }
        }
    }
    return 1;
}
/** The line of the key at `path` (the last element a key of the map at the rest). */
function keyLineAt(doc, lines, path) {
    const parent = (path.length === 1 ? doc.contents : doc.getIn(path.slice(0, -1), true));
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(parent)) {
        const pair = parent.items.find((p) => p.key?.value === path[path.length - 1]);
        const key = pair?.key;
        if (key?.range)
            return lines.linePos(key.range[0]).line;
    }
    return lineAt(doc, lines, path);
}
/** A problem of the file's top level, on the line of the key it is about. */
function topProblem(issue, doc, lines) {
    if (issue.code === 'unrecognized_keys')
        return {
            line: keyLineAt(doc, lines, [...issue.path, issue.keys[0]]),
            message: `unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.join(', ')} (known: ignore, fail-on, max-age, files)`,
        };
    return {
        line: lineAt(doc, lines, issue.path),
        message: issue.path.length === 0 && issue.code === 'invalid_type'
            ? 'the policy file must be a map of keys (ignore, fail-on, max-age, files)'
            : issue.message,
    };
}
/** Reads and validates a policy file. Throws LedgerError naming every problem's line. */
function parseLedger(file, text) {
    const lines = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
    if (doc.errors.length > 0) {
        throw new _errors__WEBPACK_IMPORTED_MODULE_4__/* .LedgerError */ .oy(file, doc.errors.map((e) => ({
            line: (0,_refs_yaml_files__WEBPACK_IMPORTED_MODULE_3__/* .yamlErrorLine */ .C)(lines, e.pos[0], text),
            message: `not valid YAML: ${e.message.split('\n')[0]}`,
        })));
    }
    let data;
    try {
        data = doc.toJS({ maxAliasCount: 100 }) ?? {};
    }
    catch (error) {
        throw new _errors__WEBPACK_IMPORTED_MODULE_4__/* .LedgerError */ .oy(file, [{ line: 1, message: (0,_errors__WEBPACK_IMPORTED_MODULE_4__/* .messageOf */ .bD)(error) }]);
    }
    const problems = [];
    const top = ledgerSchema.safeParse(data);
    if (!top.success) {
        throw new _errors__WEBPACK_IMPORTED_MODULE_4__/* .LedgerError */ .oy(file, top.error.issues.map((issue) => topProblem(issue, doc, lines)));
    }
    const ignore = [];
    (top.data.ignore ?? []).forEach((raw, index) => {
        const line = lineAt(doc, lines, ['ignore', index]);
        const entry = entrySchema.safeParse(raw);
        if (!entry.success) {
            for (const issue of entry.error.issues) {
                if (issue.code === 'unrecognized_keys') {
                    problems.push({
                        line: keyLineAt(doc, lines, ['ignore', index, issue.keys[0]]),
                        message: `unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.join(', ')} in an ignore entry (known: ref, kind, reason, until)`,
                    });
                }
                else if (issue.path.length === 0) {
                    problems.push({ line, message: 'an ignore entry must be a map {ref, kind, reason, until}' });
                }
                else {
                    const field = String(issue.path[0]);
                    const missing = issue.code === 'invalid_type' && raw?.[field] === undefined;
                    problems.push({
                        line: lineAt(doc, lines, ['ignore', index, ...issue.path]),
                        message: missing ? `the ignore entry has no ${field} (required)` : issue.message,
                    });
                }
            }
            return;
        }
        ignore.push({ ...entry.data, line });
    });
    if (problems.length > 0)
        throw new _errors__WEBPACK_IMPORTED_MODULE_4__/* .LedgerError */ .oy(file, problems.sort((a, b) => a.line - b.line));
    const { files } = top.data;
    const defaults = {};
    if (top.data['fail-on'] !== undefined)
        defaults['fail-on'] = top.data['fail-on'];
    if (top.data['max-age'] !== undefined)
        defaults['max-age'] = top.data['max-age'];
    if (files !== undefined)
        defaults.files = Array.isArray(files) ? files.join('\n') : files;
    return { file, ignore, defaults };
}


/***/ })

};
