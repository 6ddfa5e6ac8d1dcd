// Builds dist/ from scratch: the action bundle and the CLI bundle (ncc does not clear old files),
// then records the hash of the sources it was built from (scripts/source-hash.mjs).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HASH_FILE, sourceHash } from './source-hash.mjs';

rmSync('dist', { recursive: true, force: true });
const ncc = (entry, out) =>
  execFileSync('ncc', ['build', entry, '-o', out, '--license', 'licenses.txt', '--target', 'es2022', '--quiet'], { stdio: 'inherit' });
ncc('src/index.ts', 'dist');
ncc('src/cli.ts', 'dist/cli');
for (const dir of ['dist', 'dist/cli']) for (const file of readdirSync(dir).filter((f) => f.endsWith('.js'))) asciiOnly(join(dir, file));
writeFileSync(HASH_FILE, `${sourceHash('.')}\n`);

/**
 * Every character past ASCII written as a \u escape. V8 keeps a script's source for the whole
 * run, and one character past Latin-1 (a '…' in a comment) makes all of it two bytes a character:
 * the 4 MB action bundle took 8 MB of every run's heap. The bundle's non-ASCII characters are in
 * comments and string or template literals, where the escape means the same character; one after
 * a backslash would change meaning, so the build stops instead.
 */
function asciiOnly(file) {
  const text = readFileSync(file, 'utf8');
  if (/\\[^\x00-\x7f]/.test(text)) throw new Error(`${file}: a backslash before a non-ASCII character; cannot escape it safely`);
  writeFileSync(file, text.replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`));
}
