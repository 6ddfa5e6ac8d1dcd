// Vitest global setup: end-to-end tests run dist/, so dist/ must be built from the sources in the
// working tree. When the recorded source hash differs (or dist/ is missing), build first.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { HASH_FILE, sourceHash } from '../../scripts/source-hash.mjs';

export default function setup(): void {
  const root = resolve(import.meta.dirname, '../..');
  let recorded = '';
  try {
    recorded = readFileSync(resolve(root, HASH_FILE), 'utf8').trim();
  } catch {
    // no dist/ yet
  }
  if (recorded === sourceHash(root)) return;
  console.log('dist/ is older than src/: building it before the tests (npm run build)');
  execFileSync('npm', ['run', '-s', 'build'], { cwd: root, stdio: 'inherit' });
}
