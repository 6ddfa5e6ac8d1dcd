// Finding image references in the workspace's files. Everything but discoverFiles is pure:
// scanContent reads one file's text (also used on a PR's base and head contents) and
// matchesFiles says whether a path is selected by the `files` globs. References are passed up
// exactly as written (after Dockerfile ARG substitution); whether they parse or are on the
// checked registry is decided by check/targets.ts.

import { compareText } from '../text';
import { realpath } from 'node:fs/promises';
import { relative, resolve, sep } from 'node:path';
import { glob } from 'tinyglobby';
import PQueue from 'p-queue';
import { InputError, messageOf } from '../errors';
import { readInside } from '../fs/read-inside';
import type { Location } from '../model';
import { looksLikeDockerfile, scanDockerfile } from './dockerfile';
import {
  ALWAYS_IGNORED,
  compile,
  GLOB_OPTIONS,
  guardedWalk,
  matchesFiles,
  namedFiles,
  normalizePath,
  splitGlobs,
} from './globs';
import { scanYaml } from './yaml-files';

export { matchesFiles } from './globs';

// The shared types live in refs/types.ts (the scanners import them, not this module).
export type { DiscoveryResult, FoundReference } from './types';
import type { DiscoveryResult } from './types';

type FileKind = 'dockerfile' | 'yaml';

// Larger files are no Dockerfile or manifest a person wrote; reading them would only cost.
export const MAX_FILE_BYTES = 8 * 1024 * 1024;
const READ_CONCURRENCY = 16;

/**
 * The kind of a file from its name: Dockerfile/Containerfile, `*.Dockerfile`, `Dockerfile.*`,
 * `*.dockerfile` (any case, Containerfile alike), or YAML (`.yml`, `.yaml`). Other files are not
 * scanned: not JSON either, where tsconfig-style comments would only give parse problems.
 */
export function fileKind(file: string): FileKind | null {
  const base = (file.split(/[\\/]/).pop() ?? '').toLowerCase();
  if (base.endsWith('.dockerignore')) return null;
  if (/\.ya?ml$/.test(base)) return 'yaml';
  if (/^(?:docker|container)file(?:\..+)?$/.test(base) || /\.(?:docker|container)file$/.test(base)) return 'dockerfile';
  return null;
}

// Files of these kinds are documentation, code or data, whatever their first line says.
const NOT_DOCKERFILE_EXTENSIONS = new Set(
  'md markdown mdx txt rst adoc asciidoc html htm xml json jsonc json5 toml ini cfg csv tsv lock log js mjs cjs jsx ts mts cts tsx py rb go rs java kt c h cc cpp hpp cs php pl sh bash zsh fish ps1 bat cmd sql tf hcl nix lua r swift scala gradle properties env svg png jpg jpeg gif ico pdf zip gz tgz tar jar'.split(
    ' ',
  ),
);

/** Whether a file of no kind by name may be a Dockerfile by its content (not `README.md`, `main.go`...). */
function mayBeDockerfile(file: string): boolean {
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
export function scanContent(file: string, content: string, kind: FileKind | null = fileKind(file)): DiscoveryResult {
  // A byte-order mark is no part of the first instruction or key.
  const text = content.startsWith('\uFEFF') ? content.slice(1) : content;
  kind ??= mayBeDockerfile(file) && looksLikeDockerfile(text) ? 'dockerfile' : null;
  if (kind === null) return { found: [], skipped: [], problems: [], unscanned: [file] };
  try {
    return kind === 'dockerfile' ? scanDockerfile(file, text) : scanYaml(file, text);
  } catch (error) {
    // The parsers are meant to cope with anything; if one does not, the file is a problem, not
    // the run's end.
    return {
      found: [],
      skipped: [],
      problems: [{ file, message: `cannot scan file: ${messageOf(error)}` }],
    };
  }
}

/** Scans every file the globs select under `workspace`, in a deterministic order. */
export async function discoverFiles(globs: string[], workspace: string): Promise<DiscoveryResult> {
  const { include } = splitGlobs(globs);
  if (include.length === 0) return { found: [], skipped: [], problems: [], unmatchedGlobs: [], unscanned: [] };
  const patterns = globs.map((g) => g.trim()).filter((g) => g !== '');
  let listed: string[];
  // Links leaving the workspace are neither walked nor listed; FIFOs, sockets and devices are
  // not listed by the walk: both are noted here and reported below.
  const guard = await guardedWalk(workspace);
  try {
    listed = await glob(patterns, {
      cwd: workspace,
      ...GLOB_OPTIONS,
      ignore: ALWAYS_IGNORED,
      onlyFiles: true,
      fs: guard.fs,
    });
  } catch (error) {
    // tinyglobby throws a TypeError on some patterns (one starting with four dots, e.g. `....`):
    // say which input could not be used rather than end the run on the TypeError.
    throw new InputError(
      'files',
      `the globs ${patterns.map((g) => JSON.stringify(g)).join(', ')} could not be walked (${messageOf(error)})`,
    );
  }
  // matchesFiles has the last word, so the pure check and the walk can never disagree.
  const selected = [...new Set(listed)].filter((file) => matchesFiles(file, globs)).sort(compareText);
  const files = await oncePerFile(workspace, selected);
  // A link or special file the walk passed over was still selected: its glob matched.
  const passedOver = [...guard.outside.keys(), ...guard.special.map((s) => s.path)].filter((file) =>
    matchesFiles(file, globs),
  );
  const unmatchedGlobs = include.filter((g) => {
    const matches = compile([g]);
    return !selected.some((file) => matches(file)) && !passedOver.some((file) => matches(file));
  });

  // A file the globs name exactly (no glob characters: `Dockerfile-prod`) is meant to be scanned.
  const named = namedFiles(globs);
  const reads = new PQueue({ concurrency: READ_CONCURRENCY });
  const results = await Promise.all(
    files.map((file) =>
      reads.add(() => scanFile(workspace, file, fileKind(file) ?? (named.has(file) ? 'dockerfile' : null))),
    ),
  );
  // What the walk did not enter or list, said at the link or file (never what a link points to).
  const unwalked: DiscoveryResult[] = [];
  for (const [link, isDirectory] of guard.outside) {
    if (isDirectory ? ignoredDir(link) : !matchesFiles(link, globs)) continue;
    const message = isDirectory
      ? 'a symbolic link to a directory outside the workspace; not followed, nothing in it scanned'
      : 'a symbolic link that leads outside the workspace; not followed, not read';
    unwalked.push({ found: [], skipped: [], problems: [{ file: link, message, level: 'warning' }] });
  }
  for (const special of guard.special) {
    if (!matchesFiles(special.path, globs)) continue;
    unwalked.push({
      found: [],
      skipped: [],
      problems: [{ file: special.path, message: `not a regular file (${special.kind}); not read` }],
    });
  }
  return {
    ...merge([...results, ...unwalked], unmatchedGlobs),
    unscanned: results.flatMap((r) => r.unscanned ?? []).sort(compareText),
  };
}

/** A file given by its content (a repository read through an API, no checkout): path and text. */
export interface FileContent {
  file: string;
  text: string;
}

/** What a list of paths (a repository's tree) gives the `files` globs: the selected paths and the globs that matched one. */
interface PathSelection {
  files: string[];
  /** Include globs (as written) that selected a path here. */
  matched: string[];
}

/**
 * The paths `globs` select, as discoverFiles would select them on disk (matchesFiles); no glob:
 * the files of the kinds discovery reads (fileKind), outside node_modules and .git. Pure.
 */
export function selectPaths(paths: readonly string[], globs: readonly string[]): PathSelection {
  const { include } = splitGlobs(globs);
  if (include.length === 0)
    return {
      files: paths.filter((p) => fileKind(p) !== null && matchesFiles(p, ['**'])).sort(compareText),
      matched: [],
    };
  const files = paths.filter((p) => matchesFiles(p, globs)).sort(compareText);
  const matched = include.filter((g) => {
    const matches = compile([g]);
    return files.some((file) => matches(file));
  });
  return { files, matched };
}

/**
 * Discovery over files given by their content: the scanners, kinds and order of discoverFiles
 * (a file the globs name exactly is read as a Dockerfile), without a file system.
 */
export function discoverContents(files: readonly FileContent[], globs: readonly string[]): DiscoveryResult {
  const named = namedFiles(globs);
  const results = files.map(({ file, text }) =>
    scanContent(file, text, fileKind(file) ?? (named.has(file) ? 'dockerfile' : null)),
  );
  return { ...merge(results, []), unscanned: results.flatMap((r) => r.unscanned ?? []).sort(compareText) };
}

/**
 * One path per file (`files` sorted): a file reached by several paths (a link to it, a linked
 * directory) is one file, decided by its real path, and is named by that path when the globs
 * select it, else by the first path that reaches it. A path that cannot be resolved is kept, for
 * its read to say why.
 */
async function oncePerFile(workspace: string, files: readonly string[]): Promise<string[]> {
  const root = await realpath(workspace).catch(() => null);
  if (root === null) return [...files];
  const reads = new PQueue({ concurrency: READ_CONCURRENCY });
  const reals = await Promise.all(
    files.map((file) => reads.add(() => realpath(resolve(workspace, file)).catch(() => null))),
  );
  const chosen = new Map<string, string>();
  files.forEach((file, i) => {
    const real = reals[i];
    if (real === null || real === undefined) return void chosen.set(`?${file}`, file);
    const kept = chosen.get(real);
    const own = normalizePath(relative(root, real).split(sep).join('/'));
    if (kept === undefined || (file === own && kept !== own)) chosen.set(real, file);
  });
  return [...chosen.values()].sort(compareText);
}

/** A directory the walk never enters anyway (node_modules, .git). */
function ignoredDir(dir: string): boolean {
  return matchesFiles(`${dir}/x`, ['**']) === false;
}

async function scanFile(workspace: string, file: string, kind: FileKind | null): Promise<DiscoveryResult> {
  const read = await readInside(workspace, file, MAX_FILE_BYTES);
  if (!read.ok) {
    // A large file of no kind by name is no Dockerfile: not scanned, not a problem.
    if (kind === null && read.why === 'too-large') return { found: [], skipped: [], problems: [], unscanned: [file] };
    // A link out of the workspace is a warning; a file that is there but cannot be read is an error.
    return {
      found: [],
      skipped: [],
      problems: [{ file, message: read.message, ...(read.why === 'outside' ? { level: 'warning' as const } : {}) }],
    };
  }
  return scanContent(file, read.text, kind);
}

function merge(results: DiscoveryResult[], unmatchedGlobs: string[]): DiscoveryResult {
  const byPlace = (a: { location?: Location }, b: { location?: Location }) =>
    compareText(a.location?.file ?? '', b.location?.file ?? '') || (a.location?.line ?? 0) - (b.location?.line ?? 0);
  return {
    // Stable sorts: within a line, references keep the order they are written in.
    found: results.flatMap((r) => r.found).sort(byPlace),
    skipped: results.flatMap((r) => r.skipped).sort(byPlace),
    problems: results
      .flatMap((r) => r.problems)
      .sort((a, b) => compareText(a.file, b.file) || (a.line ?? 0) - (b.line ?? 0)),
    unmatchedGlobs,
  };
}
