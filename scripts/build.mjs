// Builds dist/ from scratch: the action bundle and the CLI bundle (ncc does not clear old files),
// then records the hash of the sources it was built from (scripts/source-hash.mjs).
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { HASH_FILE, sourceHash } from './source-hash.mjs';

rmSync('dist', { recursive: true, force: true });
const ncc = (entry, out) =>
  execFileSync('ncc', ['build', entry, '-o', out, '--license', 'licenses.txt', '--target', 'es2022', '--quiet'], { stdio: 'inherit' });
ncc('src/index.ts', 'dist');
ncc('src/cli.ts', 'dist/cli');
writeFileSync(HASH_FILE, `${sourceHash('.')}\n`);
