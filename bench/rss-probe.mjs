// Preloaded into a measured process (NODE_OPTIONS=--import=<this file>): at exit, writes the
// process's peak resident set size in bytes to $RSS_PROBE_OUT. Nothing else.
//
// On Linux the peak is VmHWM, the high-water mark of the process's own memory since exec.
// getrusage's maxrss (process.resourceUsage().maxRSS) keeps the parent's resident set at fork
// across the exec: a bench process of 140 MB made every child it spawned read at least 140 MB.
// Elsewhere there is no such field, so maxRSS stands.
import { readFileSync, writeFileSync } from 'node:fs';

/** Peak RSS in bytes: VmHWM where /proc has it, else getrusage's maxrss. */
export function peakRssBytes() {
  try {
    const kb = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
    if (kb !== undefined) return Number(kb) * 1024;
  } catch {
    // No /proc: not Linux.
  }
  return process.resourceUsage().maxRSS * 1024;
}

const out = process.env.RSS_PROBE_OUT;
if (out) process.on('exit', () => writeFileSync(out, String(peakRssBytes())));
