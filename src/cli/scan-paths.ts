import { UsageError } from '../errors';
import { stat } from 'node:fs/promises';
import { isAbsolute, relative, sep } from 'node:path';

/**
 * The file kinds discovery scans (src/refs/discover.ts `fileKind`: Dockerfile/Containerfile and
 * their `*.Dockerfile`/`Dockerfile.*` forms, YAML), as globs under a directory: what `check`
 * scans when given a directory, or nothing. Files of other kinds are never selected, so a
 * directory scan does not list the rest of the tree as "not scanned".
 */
export function kindGlobs(dir: string): [string, string] {
  const base = dir === '' || dir === '.' ? '**' : `${dir.replace(/\/+$/, '')}/**`;
  const names = '[Dd]ockerfile,[Cc]ontainerfile,DOCKERFILE,CONTAINERFILE';
  const kinds = `${names
    .split(',')
    .flatMap((n) => [n, `${n}.*`, `*.${n}`])
    .join(',')},*.yml,*.yaml,*.YML,*.YAML`;
  return [`${base}/{${kinds}}`, `!${base}/*.dockerignore`];
}

interface ScanGlobs {
  /** The `files` globs. */
  globs: string[];
  /** Glob -> the argument it stands for, for globs made from a directory (to name it, not the glob). */
  from: Map<string, string>;
}

/**
 * The `files` globs for the command's arguments, relative to `cwd`: a directory becomes the
 * scanned kinds under it, a file or a glob stays as written (a leading `!` excludes). No
 * argument means the current directory.
 */
export async function globsForArguments(args: readonly string[], cwd: string): Promise<ScanGlobs> {
  const globs: string[] = [];
  const from = new Map<string, string>();
  const directory = (dir: string, arg: string) => {
    const [select, exclude] = kindGlobs(dir);
    globs.push(select, exclude);
    from.set(select, arg);
  };
  if (args.length === 0) directory('.', '.');
  for (const arg of args) {
    const negated = arg.startsWith('!');
    let path = negated ? arg.slice(1) : arg;
    if (isAbsolute(path)) {
      const inside = relative(cwd, path);
      if (inside.startsWith('..') || isAbsolute(inside)) {
        throw new UsageError(
          `"${arg}" is outside the current directory; run image-check from a directory that contains what it should scan`,
          'check',
        );
      }
      path = inside === '' ? '.' : inside;
    }
    path = path.split(sep).join('/');
    if (path.split('/').includes('..')) {
      throw new UsageError(
        `"${arg}" climbs out of the current directory; run image-check from a directory that contains what it should scan`,
        'check',
      );
    }
    if (!negated && (await isDirectory(cwd, path))) directory(path.replace(/^(?:\.\/)+/, ''), arg);
    else globs.push(negated ? `!${path}` : path);
  }
  return { globs, from };
}

async function isDirectory(cwd: string, path: string): Promise<boolean> {
  try {
    return (await stat(`${cwd}/${path}`)).isDirectory();
  } catch {
    // Not a path: a glob (or a missing file, reported as a glob that matched nothing).
    return false;
  }
}
