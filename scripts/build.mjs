// Builds dist/ from scratch: the action bundle and the CLI bundle (ncc does not clear old files).
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';

rmSync('dist', { recursive: true, force: true });
const ncc = (entry, out) =>
  execFileSync('ncc', ['build', entry, '-o', out, '--license', 'licenses.txt', '--target', 'es2022', '--quiet'], { stdio: 'inherit' });
ncc('src/index.ts', 'dist');
ncc('src/cli.ts', 'dist/cli');
