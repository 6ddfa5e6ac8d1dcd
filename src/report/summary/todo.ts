// The lines under the verdict: what to do, worst first (which tag to move, which pin to bump), and
// the files the `update` input changed.
import {
  blockedMoveNote,
  cooledMoveNote,
  denyingPolicies,
  fixLine,
  isEndOfLife,
  isIgnored,
  pinnedReference,
} from '../../findings';
import type { ImageResult } from '../../model';
import { escapeText as esc, isoDate, truncate } from '../format';
import { plural } from '../../text';
import { MAX_PATH } from './budget';
import { locationText } from './cells';
import type { Links } from './input';
import { fixesUrgent, needsAction, TODO_RANK, worstFirst } from './ranking';

const TODO_MAX = 10;

/**
 * One of the first lines of the summary: which tag to move, which pin to bump. Every finding
 * (`needsAction`) has one: its branches are needsAction's conditions, in the same order.
 */
function todoItem(r: ImageResult, links: Links): string {
  const where =
    r.locations.length > 0
      ? ` (${r.locations
          .slice(0, 3)
          .map((l) => locationText(l, links))
          .join(', ')}${r.locations.length > 3 ? ', …' : ''})`
      : '';
  const ref = `<code>${esc(r.ref)}</code>`;
  const to = r.suggestion ? `<code>${esc(r.suggestion)}</code>` : null;
  if (r.status === 'error')
    return `- Could not check ${ref}${where}: ${esc(truncate(r.error?.message ?? 'unknown error', 200))}`;
  if (r.status === 'denied') {
    const blocked = blockedMoveNote(r);
    return `- The registry refuses ${ref}${where} (${esc(denyingPolicies(r).join(', '))}): ${to ? `move to ${to}` : esc(blocked ?? 'no build it lets through is known')}`;
  }
  if (isEndOfLife(r) && !isIgnored(r, 'eol'))
    return to
      ? `- Move ${ref} to ${to}${where} (end of life)`
      : cooledMoveNote(r)
        ? `- End of life: ${ref}${where}: ${esc(cooledMoveNote(r)!)}`
        : `- Move ${ref} off its end-of-life tag (no maintained tag of the same variant listed)${where}`;
  if ((r.status === 'stale' && !isIgnored(r, 'stale')) || fixesUrgent(r)) {
    const fixes = fixLine(r);
    return `- Bump ${ref} to ${to ? to : pinnedReference(r) ? `<code>${esc(pinnedReference(r)!)}</code>` : 'the current digest'}${where}${fixes ? `: ${esc(fixes)}` : ''}`;
  }
  return `- Plan to move ${ref}${to ? ` to ${to}` : ''}: builds end ${esc(isoDate(r.endOfLife?.buildsUntil ?? ''))}${where}`;
}

/** Every action in one list, worst first (a pin whose update fixes a critical or high too). */
export function todoSection(results: readonly ImageResult[], links: Links): string[] {
  const todo = worstFirst(results, (r) => needsAction(r) || fixesUrgent(r), TODO_RANK);
  if (todo.length === 0) return [];
  return [
    '**What to do**',
    '',
    ...todo.slice(0, TODO_MAX).map((r) => todoItem(r, links)),
    ...(todo.length > TODO_MAX ? [`- …and ${todo.length - TODO_MAX} more in the tables below`] : []),
    '',
  ];
}

export function updatedSection(updatedFiles: readonly string[]): string[] {
  if (updatedFiles.length === 0) return [];
  return [
    `Updated ${plural(updatedFiles.length, 'file')}: ${updatedFiles
      .slice(0, 20)
      .map((f) => `<code>${esc(truncate(f, MAX_PATH))}</code>`)
      .join(', ')}${updatedFiles.length > 20 ? ` and ${updatedFiles.length - 20} more` : ''}`,
    '',
  ];
}
