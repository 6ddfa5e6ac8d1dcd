import { run } from './action/main';

await run();
// The run is over once its output is written. Without an explicit exit Node waits on for
// undici's HTTP parser, still compiling in the background (a few ms to about 110 ms with the
// machine's load, bench/README.md).
const flushed = (stream: NodeJS.WriteStream) => new Promise<void>((resolve) => stream.write('', () => resolve()));
await Promise.all([flushed(process.stdout), flushed(process.stderr)]);
process.exit();
