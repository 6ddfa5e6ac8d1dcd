// What the `files` globs mean, in one place for both the file-system walk (tinyglobby) and the
// pure check of a path (matchesFiles): picomatch with tinyglobby's options and its pattern
// normalization, so a path is discovered exactly when matchesFiles says it matches.
//   - globs are relative to the workspace; a line starting with '!' excludes what it matches;
//   - a glob naming a directory takes everything under it (`deploy` = `deploy/**`);
//   - dot files and directories match like any other (`**/*.yml` reaches `.github/`), as
//     @actions/glob does;
//   - node_modules and .git are never entered, whatever the globs say.

import { posix } from 'node:path';
import picomatch from 'picomatch';

/** Options passed to tinyglobby, and the same ones to picomatch below. */
export const GLOB_OPTIONS = { dot: true, posix: true } as const;

/** Never scanned: dependencies and git's own files are no part of the project's images. */
export const ALWAYS_IGNORED = ['**/node_modules', '**/node_modules/**', '**/.git', '**/.git/**'];

export interface GlobSet {
  /** Globs that select files, as written. */
  include: string[];
  /** Globs after '!', which remove files. */
  exclude: string[];
}

export function splitGlobs(globs: readonly string[]): GlobSet {
  const include: string[] = [];
  const exclude: string[] = [];
  for (const line of globs) {
    const glob = line.trim();
    if (glob === '') continue;
    // '!(' starts an extglob, not a negation (tinyglobby reads it the same way).
    if (glob.startsWith('!') && !glob.startsWith('!(')) {
      const rest = glob.slice(1).trim();
      if (rest !== '') exclude.push(rest);
    } else include.push(glob);
  }
  return { include, exclude };
}

/** tinyglobby's normalization of a relative pattern (expandDirectories on). */
export function normalizeGlob(glob: string): string {
  let pattern = glob.endsWith('/') ? glob.slice(0, -1) : glob;
  if (!pattern.endsWith('*')) pattern += '/**';
  return posix.normalize(pattern);
}

/** A workspace-relative path in the form matched: forward slashes, no leading './'. */
export function normalizePath(file: string): string {
  return posix.normalize(file.replace(/\\/g, '/')).replace(/^(?:\.\/)+/, '');
}

export function compile(globs: readonly string[]): (path: string) => boolean {
  if (globs.length === 0) return () => false;
  return picomatch(globs.map(normalizeGlob), GLOB_OPTIONS);
}

const ignored = picomatch(ALWAYS_IGNORED, GLOB_OPTIONS);

// Matchers are compiled once per distinct glob list: matchesFiles is called per file.
const cache = new Map<string, (path: string) => boolean>();
const CACHE_LIMIT = 32;

function matcherFor(globs: readonly string[]): (path: string) => boolean {
  const key = globs.join('\n');
  let matcher = cache.get(key);
  if (!matcher) {
    const { include, exclude } = splitGlobs(globs);
    const included = compile(include);
    const excluded = compile(exclude);
    matcher = (path) => included(path) && !excluded(path) && !ignored(path);
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(key, matcher);
  }
  return matcher;
}

/** Whether a workspace-relative path is one the `files` globs select (same as discoverFiles). */
export function matchesFiles(file: string, globs: readonly string[]): boolean {
  const path = normalizePath(file);
  if (path === '' || path === '.' || path.startsWith('../') || path.startsWith('/')) return false;
  return matcherFor(globs)(path);
}

/** Paths the `files` globs name exactly: include lines without glob characters, normalized. */
export function namedFiles(globs: readonly string[]): Set<string> {
  const { include } = splitGlobs(globs);
  return new Set(include.filter((glob) => !picomatch.scan(glob).isGlob).map(normalizePath));
}
