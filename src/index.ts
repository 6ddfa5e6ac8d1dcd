import { run } from './action/main';

await run();
