#!/usr/bin/env node
// The command-line entry (package bin). It checks the Node version before loading anything else:
// the rest needs Node 24 (URL.parse, process.getBuiltinModule...), and on an older Node it would die with a stack
// trace instead of saying what to do. Keep this file free of static imports.

export {};

const MIN_NODE_MAJOR = 24;

const major = Number(process.versions.node.split('.')[0]);
if (major < MIN_NODE_MAJOR) {
  process.stderr.write(
    `image-check needs Node.js ${MIN_NODE_MAJOR} or newer, and this is Node.js ${process.versions.node}: install Node.js ${MIN_NODE_MAJOR} (https://nodejs.org) and run it again.\n`,
  );
  process.exitCode = 2;
} else {
  const { boundOldGeneration, boundWasmTierUp, boundYoungGeneration } = await import('./heap');
  boundYoungGeneration();
  boundOldGeneration();
  boundWasmTierUp();
  const { main } = await import('./cli/entry');
  await main(process.argv.slice(2));
}
