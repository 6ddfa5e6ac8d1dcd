// What the run covered and what it did not: an organization run's repositories (read, and not read
// with why), the files not fully scanned, and the references skipped.
import type { FileProblem, SkipKind, SkippedReference } from '../../model';
import { escapeText as esc, formatLocation, problemPlace, truncate } from '../format';
import { plural } from '../../text';
import { listLines, MAX_MESSAGE, MAX_PATH } from './budget';
import { attr } from './cells';
import type { RepositoryCoverage } from './input';

const SKIP_TEXT: Record<SkipKind, (n: number) => string> = {
  'other-registry': (n) => `${n} on other registries`,
  unresolved: (n) => `${n} with unresolved variables`,
  invalid: (n) => `${n} invalid`,
  'not-an-image': (n) => `${n} not naming an image`,
};
const SKIP_ORDER: readonly SkipKind[] = ['unresolved', 'invalid', 'not-an-image', 'other-registry'];

/**
 * Which repositories the run covered: those not read with why, then every one read, folded with
 * its count (a team asks "was my repository covered?").
 */
export function repositoriesSection(repositories: RepositoryCoverage | undefined, serverUrl?: string): string[] {
  if (!repositories) return [];
  const { read, unread } = repositories;
  const name = (repository: string, commit = '') => {
    const code = `<code>${esc(repository)}</code>`;
    const [owner, repo] = repository.split('/');
    if (!serverUrl || !owner || !repo) return code;
    const at = commit ? `/tree/${encodeURIComponent(commit)}` : '';
    return `<a href="${attr(`${serverUrl.replace(/\/+$/, '')}/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}${at}`)}">${code}</a>`;
  };
  const notRead = (u: RepositoryCoverage['unread'][number]) =>
    `- ${name(u.repository)}: ${esc(truncate(u.reason, MAX_MESSAGE))}`;
  const wasRead = (r: RepositoryCoverage['read'][number]) =>
    `- ${name(r.repository, r.commit)}${r.commit ? '' : ' (empty: never pushed to)'}`;
  return [
    `### ${plural(read.length, 'repository', 'repositories')} read${unread.length > 0 ? `, ${unread.length} not read` : ''}`,
    '',
    ...(unread.length > 0
      ? ['**Not read** (none of their references is checked):', '', ...listLines(unread, notRead), '']
      : []),
    `<details><summary>${plural(read.length, 'repository', 'repositories')} read</summary>`,
    '',
    ...listLines(read, wasRead),
    '',
    '</details>',
    '',
  ];
}

export function problemsSection(problems: readonly FileProblem[]): string[] {
  if (problems.length === 0) return [];
  const render = (p: FileProblem) =>
    `- <code>${esc(truncate(p.line ? `${problemPlace(p)}:${p.line}` : problemPlace(p), MAX_PATH))}</code>: ${esc(truncate(p.message, MAX_MESSAGE))}`;
  return [`### ${plural(problems.length, 'file', 'files')} not fully scanned`, '', ...listLines(problems, render), ''];
}

export function skippedSection(skipped: readonly SkippedReference[]): string[] {
  if (skipped.length === 0) return [];
  const byKind = Map.groupBy(skipped, (s) => s.kind);
  const kinds = SKIP_ORDER.filter((k) => byKind.has(k));
  const counts = kinds.map((k) => SKIP_TEXT[k](byKind.get(k)!.length)).join(', ');
  const render = (s: SkippedReference) => {
    const where = s.location
      ? ` (${esc(formatLocation({ file: truncate(s.location.file, MAX_PATH), line: s.location.line }))})`
      : '';
    return `- <code>${esc(truncate(s.ref, MAX_PATH))}</code>${where}: ${esc(truncate(s.reason, MAX_MESSAGE))}`;
  };
  return [
    `<sub>Not checked: ${plural(skipped.length, 'reference')} (${counts}).</sub>`,
    '',
    '<details><summary>Skipped references</summary>',
    '',
    ...listLines(
      kinds.flatMap((k) => byKind.get(k)!),
      render,
    ),
    '',
    '</details>',
    '',
  ];
}
