import { execFile } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

// The bench's peak RSS is the measured process's own: a child spawned by a large parent starts with
// getrusage's maxrss at the parent's size (kept across exec), so the probe reads VmHWM instead.

const run = promisify(execFile);
const PROBE = new URL('../../bench/rss-probe.mjs', import.meta.url).href;
const MB = 1024 * 1024;

describe.skipIf(process.platform !== 'linux')('bench/rss-probe.mjs', () => {
  it("reports the child's own peak, not the parent's resident set at fork", async () => {
    const out = join(await mkdtemp(join(tmpdir(), 'image-check-probe-')), 'rss');
    // The parent holds 200 MB resident while it spawns; the child allocates 30 MB and exits.
    const held = Buffer.alloc(200 * MB, 1);
    const { stdout } = await run(
      process.execPath,
      ['-e', 'const b = Buffer.alloc(30 * 1024 * 1024, 1); console.log(process.resourceUsage().maxRSS * 1024, b[0])'],
      { env: { ...process.env, NODE_OPTIONS: `--import=${PROBE}`, RSS_PROBE_OUT: out } },
    );
    expect(held[0]).toBe(1);
    const inherited = Number(stdout.split(' ')[0]);
    const probed = Number(await readFile(out, 'utf8'));
    // What getrusage says in that child: the parent's 200 MB (why the probe does not use it).
    expect(inherited).toBeGreaterThan(200 * MB);
    // The child's own: node and its 30 MB buffer.
    expect(probed).toBeGreaterThan(30 * MB);
    expect(probed).toBeLessThan(150 * MB);
  });
});
