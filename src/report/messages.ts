// What annotations, SARIF and the GitLab report say of each finding of a result: one sentence per
// kind, composed of findings/phrases.ts's pieces.
import type { FailOn, ImageResult } from '../model';
import {
  activeAdvisories,
  activeFindings,
  behindText,
  blockedMoveNote,
  cooledMoveNote,
  datesText,
  fixLine,
  gateFinding,
  gateOf,
  NO_MORE_FIXES,
  NO_SUCCESSOR,
  pinnedReference,
  repositoryText,
  severityCounts,
  sinceText,
  type FindingKind,
  signatureMoveNote,
  unsignedText,
  type Loudness,
} from '../findings';
import { countsText } from '../check/judge/vulnerabilities';
import { capitalFirst, plural, shortDigest } from '../text';
import { advisoryIds, distinctAdvisoryIds } from './format';
import { deniedMessage, dryRunMessage } from './policy-text';

/** A digest in use without the vendor's signature: why, and the signed build to move to (or why none). */
function unsignedMessage(r: ImageResult): string {
  const move = r.suggestion ? ` Move to ${r.suggestion}.` : '';
  const note = signatureMoveNote(r);
  return `${r.ref}: ${unsignedText(r)}. Pull only builds the vendor signed (cosign verify with its identity).${note ? ` ${note}` : move}`;
}

function eolMessage(r: ImageResult): string {
  const repo = repositoryText(r);
  const head = `${r.ref}: the tag "${r.tag}" of ${repo} is end-of-life (deprecated): it gets ${NO_MORE_FIXES}.${datesText(r)}`;
  if (r.suggestion) return `${head} Move to ${r.suggestion}.`;
  const blocked = blockedMoveNote(r);
  if (blocked) return `${head} ${blocked}`;
  const waiting = cooledMoveNote(r);
  if (waiting) return `${head} ${capitalFirst(waiting)}.`;
  return (
    `${head} ${NO_SUCCESSOR} to move to: list the tags of ${repo} that are still maintained ` +
    `(the image's page in the registry console, or: crane ls ${repo}) and move to a supported tag.`
  );
}

/** A tag whose builds stop within warn-before: when, and what to move to. */
function endingMessage(r: ImageResult): string {
  const left = r.endOfLife?.daysLeft;
  const when = left === null || left === undefined ? 'soon' : left <= 0 ? 'within a day' : `in ${plural(left, 'day')}`;
  return `${r.ref}: builds of the tag "${r.tag}" stop ${when}.${datesText(r)}${r.suggestion ? ` Move to ${r.suggestion}.` : ''}`;
}

function staleMessage(r: ImageResult): string {
  const pin = r.pinnedDigest ? shortDigest(r.pinnedDigest) : 'its pinned digest';
  const current = r.suggestion
    ? ` Bump the pin to ${r.suggestion}.`
    : r.digest
      ? ` Current digest: ${r.digest}; pin ${pinnedReference(r)}.`
      : '';
  const fixes = fixLine(r);
  const fixed = fixes ? ` ${capitalFirst(fixes)}.` : '';
  const blocked = blockedMoveNote(r);
  return `${r.ref}: pinned digest ${pin} is ${behindText(r)} the tag "${r.tag}"${sinceText(r)}.${blocked ? ` ${blocked}` : current}${fixed}`;
}

/** A digest in use over the severity in fail-on: how many, which ids (those not ignored), what moving fixes. */
export function vulnerabilityMessage(r: ImageResult, failOn: ReadonlySet<FailOn>): string {
  const gate = gateOf(failOn);
  const finding = gate === null ? null : gateFinding(r, gate);
  const digest = r.vulnerabilities?.digest ? shortDigest(r.vulnerabilities.digest) : 'the digest in use';
  if (!finding || finding === 'unknown' || gate === null)
    return `${r.ref}: ${digest} has ${countsText(r.vulnerabilities)} vulnerabilities.`;
  const listed =
    finding.ids.length > 0 ? `${severityCounts(finding.ids)}: ${finding.ids.map((v) => v.id).join(', ')}` : '';
  const unnamed = finding.unnamed > 0 ? `${listed ? '; ' : ''}${finding.unnamed} more not named by the platform` : '';
  const fixes = fixLine(r);
  return `${r.ref}: ${digest} has vulnerabilities at ${gate} or worse (fail-on ${gate}): ${listed}${unnamed}.${fixes ? ` ${capitalFirst(fixes)}.` : ''}`;
}

function advisoryMessage(r: ImageResult): string {
  const ids = distinctAdvisoryIds(activeAdvisories(r));
  return `${plural(ids.length, 'advisory', 'advisories')} listed for ${r.image} (${r.ref}): ${advisoryIds(ids.map((advisoryId) => ({ advisoryId })))}.`;
}

function errorMessage(r: ImageResult): string {
  if (!r.error) return `${r.ref} could not be checked (no error detail).`;
  return `${r.ref} could not be checked: ${r.error.message} (${r.error.reason}${r.error.code === null ? '' : `, code ${r.error.code}`})`;
}

/** The message of each kind of finding of a result, as annotations, SARIF and GitLab say it. */
const FINDING_MESSAGES: Record<FindingKind, (r: ImageResult, failOn: ReadonlySet<FailOn>) => string> = {
  error: errorMessage,
  unsigned: unsignedMessage,
  denied: deniedMessage,
  eol: eolMessage,
  vulnerability: vulnerabilityMessage,
  stale: staleMessage,
  'dry-run': dryRunMessage,
  ending: endingMessage,
  advisory: advisoryMessage,
};

interface ReportedFinding {
  kind: FindingKind;
  /** Under `failOn`. */
  loudness: Loudness;
  message: string;
}

/** Each finding the annotations, SARIF and GitLab reports say of one result (not those the policy file accepts), worst first. */
export function reportedFindings(r: ImageResult, failOn: ReadonlySet<FailOn>): ReportedFinding[] {
  return activeFindings(r, failOn).map(({ kind, loudness }) => ({
    kind,
    loudness,
    message: FINDING_MESSAGES[kind](r, failOn),
  }));
}
