// Which of an owner's repositories a run reads: the `repositories` globs (names without the
// owner; `!` excludes), archived repositories and forks only when named exactly. Pure.
import { compareText } from '../text';
import { splitGlobs } from '../refs/globs';
import picomatch from 'picomatch';
import type { ListedRepository } from '../github/org-reads';

interface Selection {
  chosen: ListedRepository[];
  /** Include lines naming one repository exactly (no glob characters) that the listing does not hold. */
  missing: string[];
}

const MATCH_OPTIONS = { nocase: true, dot: true } as const;

/** A line naming one repository: no glob characters. */
const isName = (line: string) => !picomatch.scan(line).isGlob;

/**
 * The repositories `globs` select from the listing, in name order. No include line: every
 * repository; archived ones and forks only when an include line names them exactly.
 */
export function selectRepositories(listed: readonly ListedRepository[], globs: readonly string[]): Selection {
  const { include, exclude } = splitGlobs(globs);
  const included = include.length > 0 ? picomatch(include, MATCH_OPTIONS) : () => true;
  const excluded = exclude.length > 0 ? picomatch(exclude, MATCH_OPTIONS) : () => false;
  const named = new Set(include.filter(isName).map((n) => n.toLowerCase()));
  const chosen = listed
    .filter((r) => included(r.name) && !excluded(r.name))
    .filter((r) => !(r.archived || r.fork) || named.has(r.name.toLowerCase()))
    .sort((a, b) => compareText(a.name.toLowerCase(), b.name.toLowerCase()));
  const names = new Set(listed.map((r) => r.name.toLowerCase()));
  const missing = [...named].filter((n) => !names.has(n) && !excluded(n)).sort(compareText);
  return { chosen, missing: include.filter((line) => missing.includes(line.toLowerCase())) };
}

/** Repository globs that cannot be used: a slash (they name repositories of the one owner). */
export function badRepositoryGlob(globs: readonly string[]): string | null {
  const { include, exclude } = splitGlobs(globs);
  return [...include, ...exclude].find((line) => line.includes('/')) ?? null;
}
