// The lines under the verdict: what to do, worst first (which tag to move, which pin to bump), and
// the files the `update` input changed.
import {
  blockedMoveNote,
  cooledMoveNote,
  denyingPolicies,
  fixesUrgent,
  fixLine,
  newPinOf,
  NO_SUCCESSOR,
  rankOf,
  signatureMoveNote,
  unsignedText,
} from '../../findings';
import type { FailOn, ImageResult } from '../../model';
import { vulnerabilityMessage } from '../messages';
import { MARKDOWN_MARKUP, packagesBlock } from '../change-text';
import { escapeText as esc, isoDate, truncate } from '../format';
import { plural } from '../../text';
import { MAX_PATH } from './budget';
import { locationText } from './cells';
import type { Links } from './input';
import { actionKinds, needsAction, todoRank, worstFirst, type ActionKind } from './ranking';

const TODO_MAX = 10;
/** Most packages listed under one bump (the rest counted): ten bumps stay well within the summary's budget. */
const PACKAGES_MAX = 40;

type Said = (r: ImageResult, ref: string, where: string, to: string | null, failOn: ReadonlySet<FailOn>) => string;

/** How a bump of a pin reads: to the move, else the new pin, else the current digest; with what it fixes. */
const bump: Said = (r, ref, where, to) => {
  const pin = newPinOf(r);
  const fixes = fixLine(r);
  // What the move carries in packages: its line, then the whole list folded (indented: the same item).
  const packages = packagesBlock(r, MARKDOWN_MARKUP, PACKAGES_MAX).map((line) => (line === '' ? '' : `  ${line}`));
  return [
    `- Bump ${ref} to ${to ?? (pin ? `<code>${esc(pin)}</code>` : 'the current digest')}${where}${fixes ? `: ${esc(fixes)}` : ''}`,
    ...packages,
  ].join('\n');
};

/** One line per kind the summary asks action for (ranking.ts actionKinds): a result's worst one says it. */
const TODO: Record<ActionKind, Said> = {
  error: (r, ref, where) =>
    `- Could not check ${ref}${where}: ${esc(truncate(r.error?.message ?? 'unknown error', 200))}`,
  unsigned: (r, ref, where, to) =>
    `- ${ref}${where} is not the vendor's signed build (${esc(unsignedText(r))}): ${to ? `move to ${to}` : esc(signatureMoveNote(r) ?? 'pin a digest the vendor signed')}`,
  denied: (r, ref, where, to) =>
    `- The registry refuses ${ref}${where} (${esc(denyingPolicies(r).join(', '))}): ${to ? `move to ${to}` : esc(blockedMoveNote(r) ?? 'no build it lets through is known')}`,
  eol: (r, ref, where, to) =>
    to
      ? `- Move ${ref} to ${to}${where} (end of life)`
      : cooledMoveNote(r)
        ? `- End of life: ${ref}${where}: ${esc(cooledMoveNote(r)!)}`
        : `- Move ${ref} off its end-of-life tag (${NO_SUCCESSOR.toLowerCase()})${where}`,
  vulnerability: (r, ref, where, to, failOn) =>
    `- Vulnerabilities over fail-on in ${ref}${where}: ${esc(vulnerabilityMessage(r, failOn).replace(`${r.ref}: `, ''))}${to ? ` Move to ${to}.` : ''}`,
  stale: bump,
  ending: (r, ref, where, to) =>
    `- Plan to move ${ref}${to ? ` to ${to}` : ''}: builds end ${esc(isoDate(r.endOfLife?.buildsUntil ?? ''))}${where}`,
};

/** One of the first lines of the summary: which tag to move, which pin to bump, for its worst finding. */
function todoItem(r: ImageResult, links: Links, failOn: ReadonlySet<FailOn>): string {
  const where =
    r.locations.length > 0
      ? ` (${r.locations
          .slice(0, 3)
          .map((l) => locationText(l, links))
          .join(', ')}${r.locations.length > 3 ? ', …' : ''})`
      : '';
  const ref = `<code>${esc(r.ref)}</code>`;
  const to = r.suggestion ? `<code>${esc(r.suggestion)}</code>` : null;
  const worst = actionKinds(r, failOn)[0];
  // A pin whose update fixes a critical or high is a bump before it is stale.
  const said = worst === undefined || (fixesUrgent(r) && rankOf(worst) > rankOf('stale')) ? bump : TODO[worst];
  return said(r, ref, where, to, failOn);
}

/** Every action in one list, worst first (a pin whose update fixes a critical or high too). */
export function todoSection(results: readonly ImageResult[], links: Links, failOn: ReadonlySet<FailOn>): string[] {
  const todo = worstFirst(results, (r) => needsAction(r, failOn) || fixesUrgent(r), todoRank(failOn));
  if (todo.length === 0) return [];
  return [
    '**What to do**',
    '',
    ...todo.slice(0, TODO_MAX).map((r) => todoItem(r, links, failOn)),
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
