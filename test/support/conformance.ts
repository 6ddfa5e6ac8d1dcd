// Outside data (../shared/conformance/) lives beside the checkout, not in it. A clone elsewhere
// skips the tests that need it with one line; `.ci/run` sets IMAGE_CHECK_REQUIRE_CONFORMANCE=1,
// which turns its absence into a failure.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

export const CONFORMANCE_ROOT = resolve(import.meta.dirname, '../../../shared/conformance');

/**
 * The path of `part` under the conformance data, or null when it is absent (after saying so in
 * one line). Throws when absence is not allowed.
 */
export function conformancePath(part: string): string | null {
  const path = resolve(CONFORMANCE_ROOT, part);
  if (existsSync(path)) return path;
  const what = `../shared/conformance/${part} is absent`;
  if (process.env.IMAGE_CHECK_REQUIRE_CONFORMANCE === '1') throw new Error(`${what}, and .ci/run requires it`);
  console.warn(`skipped: ${what} (tests against outside data run only beside ../shared/conformance/)`);
  return null;
}
