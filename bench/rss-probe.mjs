// Preloaded into a measured process (NODE_OPTIONS=--import=<this file>): at exit, writes the
// process's peak resident set size in bytes to $RSS_PROBE_OUT. Nothing else.
import { writeFileSync } from 'node:fs';

const out = process.env.RSS_PROBE_OUT;
if (out) process.on('exit', () => writeFileSync(out, String(process.resourceUsage().maxRSS * 1024)));
