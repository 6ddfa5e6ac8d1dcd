import { run } from './action/main';
import { boundOldGeneration, boundWasmTierUp, boundYoungGeneration } from './heap';

boundYoungGeneration();
boundOldGeneration();
boundWasmTierUp();

await run();
// The run is over once its output is written: the exit does not wait for anything still in the
// background (an idle keep-alive connection of the PR comment's client, a timer).
const flushed = (stream: NodeJS.WriteStream) => new Promise<void>((resolve) => stream.write('', () => resolve()));
await Promise.all([flushed(process.stdout), flushed(process.stderr)]);
process.exit();
