import { processIo } from './io';
import { runCli } from './main';

/** Runs one command line and sets the exit code; src/cli.ts loads this once Node is new enough. */
export async function main(argv: string[]): Promise<void> {
  process.exitCode = await runCli(argv, processIo());
}
