// What the `files` globs mean, in one place for both the file-system walk (tinyglobby) and the
// pure check of a path (matchesFiles): picomatch with tinyglobby's options and its pattern
// normalization, so a path is discovered exactly when matchesFiles says it matches.

import { readdir, realpath, stat, type Dirent } from 'node:fs';
import { realpath as realpathAsync } from 'node:fs/promises';
import { posix, relative, resolve, sep } from 'node:path';
import picomatch from 'picomatch';
import type { GlobOptions } from 'tinyglobby';
import { isInside } from '../fs/read-inside';

/** Options passed to tinyglobby, and the same ones to picomatch below. */
export const GLOB_OPTIONS = { dot: true, posix: true } as const;

/** Never scanned: dependencies and git's own files are no part of the project's images. */
export const ALWAYS_IGNORED = ['**/node_modules', '**/node_modules/**', '**/.git', '**/.git/**'];

interface GlobSet {
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
function normalizeGlob(glob: string): string {
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

/** What a guarded walk passed over, workspace-relative. */
interface WalkGuard {
  /** The file-system functions for tinyglobby's `fs` option. */
  fs: NonNullable<GlobOptions['fs']>;
  /** Links whose real path is outside the workspace -> whether they lead to a directory. */
  outside: Map<string, boolean>;
  /** FIFOs, sockets and devices in the directories walked (the walk lists none of them). */
  special: { path: string; kind: string }[];
}

/**
 * File-system functions for the walk that refuse to resolve a symbolic link leading outside the
 * workspace (so a link to `/` or a sibling checkout is never entered, and a link to a file
 * outside is never listed), noting each such link and each special file seen.
 */
export async function guardedWalk(workspace: string): Promise<WalkGuard> {
  const base = resolve(workspace);
  const root = await realpathAsync(base);
  const outside = new Map<string, boolean>();
  const special: { path: string; kind: string }[] = [];
  const rel = (path: string) => normalizePath(relative(base, resolve(base, path)).split(sep).join('/'));
  const repeats = ancestorRepeat(base, root, rel);
  const guardedRealpath = (path: string, done: (error: NodeJS.ErrnoException | null, resolved?: string) => void) => {
    realpath(path, (error, resolved) => {
      if (error) return done(error);
      if (isInside(root, resolved)) {
        // A link back to a directory the walk is already in: the walk ends there, as `rg -L` and `find -L` do.
        void repeats(path, resolved).then((loop) => (loop ? done(loopError(path)) : done(null, resolved)));
        return;
      }
      // Only the kind of what is outside is looked at (to word the warning), never its content.
      stat(resolved, (statError, info) => {
        outside.set(rel(path), !statError && info.isDirectory());
        const refused: NodeJS.ErrnoException = new Error(`${path} leads outside the workspace`);
        refused.code = 'EXDEV';
        done(refused);
      });
    });
  };
  // The walk starts at each glob's static part (`root/usr/**` starts in root/usr), which may
  // itself pass through a link: every directory is checked before it is read.
  const firstLinkOut = async (dir: string): Promise<string> => {
    const parts = rel(dir).split('/');
    for (let i = 1; i <= parts.length; i++) {
      const prefix = parts.slice(0, i).join('/');
      const real = await realpathAsync(resolve(base, prefix)).catch(() => null);
      if (real !== null && !isInside(root, real)) return prefix;
    }
    return rel(dir);
  };
  const guardedReaddir = (
    path: string,
    options: { withFileTypes: true },
    done: (error: NodeJS.ErrnoException | null, entries: Dirent[]) => void,
  ) => {
    realpath.native(path, (realError, real) => {
      if (!realError && !isInside(root, real)) {
        void firstLinkOut(path).then((link) => {
          outside.set(link, true);
          done(Object.assign(new Error(`${path} leads outside the workspace`), { code: 'EXDEV' }), []);
        });
        return;
      }
      if (realError) return list(path, options, done);
      // A plain directory below a link can be an ancestor again (`l -> a/b`, `a/b/up -> ..`, `l/up/b`).
      void repeats(path, real).then((loop) => (loop ? done(loopError(path), []) : list(path, options, done)));
    });
  };
  const list = (
    path: string,
    options: { withFileTypes: true },
    done: (error: NodeJS.ErrnoException | null, entries: Dirent[]) => void,
  ) => {
    readdir(path, options, (error, entries) => {
      if (!error) {
        for (const entry of entries) {
          const kind = entry.isFIFO()
            ? 'a FIFO'
            : entry.isSocket()
              ? 'a socket'
              : entry.isCharacterDevice() || entry.isBlockDevice()
                ? 'a device'
                : null;
          if (kind) special.push({ path: rel(`${path}/${entry.name}`), kind });
        }
      }
      done(error, entries);
    });
  };
  return { fs: { realpath: guardedRealpath as never, readdir: guardedReaddir as never }, outside, special };
}

const loopError = (path: string): NodeJS.ErrnoException =>
  Object.assign(new Error(`${path} is a directory the walk is already in`), { code: 'ELOOP' });

/**
 * Whether a directory at `path` (real path `real`) is the same directory as one of the
 * directories above it on that path: a loop, reached again at its first repetition. A path
 * whose real path is itself (no link on the way) never is; the others' prefixes are resolved
 * once each, and cached for the walk.
 */
function ancestorRepeat(
  base: string,
  root: string,
  rel: (path: string) => string,
): (path: string, real: string) => Promise<boolean> {
  const reals = new Map<string, Promise<string | null>>();
  const realOf = (prefix: string) => {
    let known = reals.get(prefix);
    if (!known) reals.set(prefix, (known = realpathAsync(resolve(base, prefix)).catch(() => null)));
    return known;
  };
  return async (path, real) => {
    const parts = rel(path).split('/');
    if (real === resolve(root, ...parts)) return false;
    for (let i = 0; i < parts.length; i++) {
      const above = i === 0 ? root : await realOf(parts.slice(0, i).join('/'));
      if (above === real) return true;
    }
    return false;
  };
}
