// The hash of everything dist/ is built from. `npm run build` writes it to dist/source-hash.txt;
// the test setup compares it with the working tree and rebuilds when they differ, so `npm test`
// never runs a stale bundle.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const INPUTS = ['src', 'package-lock.json', 'package.json', 'tsconfig.json', 'scripts/build.mjs'];

function files(path) {
  let entries;
  try {
    entries = readdirSync(path, { withFileTypes: true });
  } catch {
    return [path];
  }
  return entries.flatMap((entry) => files(join(path, entry.name))).sort();
}

export function sourceHash(root) {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of files(join(root, input))) {
      hash.update(relative(root, file).replaceAll('\\', '/')).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

export const HASH_FILE = 'dist/source-hash.txt';
