// Builds dist/: the action bundle, the CLI bundle and the signature worker's, then records the hash of the sources it was
// built from (scripts/source-hash.mjs).
//
// - The sources are type-checked once (`tsc --noEmit`); ncc then only transpiles (its output is
//   the same), instead of type-checking everything again for each bundle.
// - ncc runs without its build cache: the cache lives in the home directory, shared by every
//   checkout on the machine, and two builds at once could meet in it.
// - Everything is built in a directory of its own and replaces dist/ only when the whole build
//   succeeded: a failed or killed build leaves the committed dist/ as it was.
import { execFile, execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { HASH_FILE, sourceHash } from './source-hash.mjs';

const OUT = `dist.building-${process.pid}`;

const ncc = (entry, out) =>
  promisify(execFile)('ncc', [
    'build',
    entry,
    '-o',
    out,
    '--license',
    'licenses.txt',
    '--target',
    'es2022',
    '--quiet',
    '--transpile-only',
    '--no-cache',
  ]).catch((error) => {
    process.stderr.write(`${error.stdout ?? ''}${error.stderr ?? ''}`);
    throw new Error(`ncc could not bundle ${entry}`);
  });

try {
  execFileSync('tsc', ['--noEmit'], { stdio: 'inherit' });
  // ncc does not clear old files: each bundle goes into a fresh directory.
  // The worker that verifies signatures off the main thread (src/provenance/bundle-verifier.ts), beside both.
  await Promise.all([
    ncc('src/index.ts', OUT),
    ncc('src/cli.ts', join(OUT, 'cli')),
    ncc('src/verify-worker.ts', join(OUT, 'verify-worker')),
  ]);
  for (const dir of [OUT, join(OUT, 'cli'), join(OUT, 'verify-worker')])
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.js'))) asciiOnly(join(dir, file));
  writeFileSync(join(OUT, HASH_FILE.replace(/^dist\//, '')), `${sourceHash('.')}\n`);
  rmSync('dist', { recursive: true, force: true });
  renameSync(OUT, 'dist');
} catch (error) {
  rmSync(OUT, { recursive: true, force: true });
  process.stderr.write(`npm run build failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}

/**
 * Every character past ASCII written as a \u escape. V8 keeps a script's source for the whole
 * run, and one character past Latin-1 (a '…' in a comment) makes all of it two bytes a character:
 * the 4 MB action bundle took 8 MB of every run's heap. The bundle's non-ASCII characters are in
 * comments and string or template literals, where the escape means the same character; one after
 * a backslash would change meaning, so the build stops instead.
 */
function asciiOnly(file) {
  const text = readFileSync(file, 'utf8');
  if (/\\[^\x00-\x7f]/.test(text))
    throw new Error(`${file}: a backslash before a non-ASCII character; cannot escape it safely`);
  writeFileSync(
    file,
    text.replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`),
  );
}
