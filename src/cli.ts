#!/usr/bin/env node
import { processIo } from './cli/io';
import { runCli } from './cli/main';

/** The command-line entry (package bin): runs one command line and sets the exit code. */
async function main(argv: string[]): Promise<void> {
  process.exitCode = await runCli(argv, processIo());
}

await main(process.argv.slice(2));
