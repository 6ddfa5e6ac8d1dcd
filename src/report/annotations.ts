import { KINDS, loudnessOf } from '../findings';
import type { IgnoreEntry } from '../policy-file/ledger';
import {
  acceptedUntil,
  isFileError,
  type FailOn,
  type FileProblem,
  type ImageResult,
  type Location,
  type SkipKind,
  type SkippedReference,
} from '../model';
import { formatLocation, problemPlace } from './format';
import { reportedFindings } from './messages';

/** An annotation is as loud as its finding (findings/of.ts loudnessOf). */
export type AnnotationLevel = 'error' | 'warning' | 'notice';

export interface Annotation {
  level: AnnotationLevel;
  title: string;
  message: string;
  file?: string;
  startLine?: number;
}

interface AnnotationContext {
  skipped: readonly SkippedReference[];
  problems: readonly FileProblem[];
  /** What fails the step: a finding of a kind in it is an error, any other a warning (advisories a notice). */
  failOn: ReadonlySet<FailOn>;
  /** Why (part of) the run checked nothing (check/coverage.ts): errors under fail-on `error`. */
  coverage?: readonly string[];
  /** Policy entries past their date, at their line of `policyFile`: warnings. */
  expired?: readonly IgnoreEntry[];
  policyFile?: string | null;
}

const SKIP_TITLE: Record<Exclude<SkipKind, 'other-registry'>, string> = {
  unresolved: 'Unresolved image reference',
  invalid: 'Invalid image reference',
  'not-an-image': 'Not an image reference',
};

/**
 * The file and line an annotation is shown at. A location in a repository read through the API is
 * no file of the workspace: no file, the place is said in the message instead (see placed).
 */
function at(location: Location | undefined): Pick<Annotation, 'file' | 'startLine'> {
  return location && !location.repository ? { file: location.file, startLine: location.line } : {};
}

/** The message, led by the place when the annotation cannot be shown at it (organization mode). */
function placed(message: string, location: Location | undefined): string {
  return location?.repository ? `${formatLocation(location)}: ${message}` : message;
}

/**
 * Every annotation of a run, in result order: per result its findings (error, end-of-life,
 * stale, advisories), one annotation per location where the reference was found (one without
 * a file for a reference with none, e.g. from the `images` input); then warnings for skipped
 * references that deserve one (unresolved, invalid, not an image; other registries are only
 * counted); then the file problems (errors, or warnings for those at warning level).
 */
export function buildAnnotations(
  results: readonly ImageResult[],
  { skipped, problems, failOn, coverage = [], expired = [], policyFile }: AnnotationContext,
): Annotation[] {
  const list: Annotation[] = [];
  for (const message of coverage)
    list.push({
      level: loudnessOf('error', failOn),
      title: 'Nothing checked',
      message,
    });
  for (const r of results) {
    const places: (Location | undefined)[] = r.locations.length > 0 ? r.locations : [undefined];
    for (const { kind, loudness, message } of reportedFindings(r, failOn)) {
      for (const place of places)
        list.push({
          level: loudness,
          title: KINDS[kind].title(r),
          message: placed(message, place),
          ...at(place),
        });
    }
    if (r.ignored && r.ignored.kinds.length > 0) {
      const { kinds, reason } = r.ignored;
      const until = acceptedUntil(r.ignored);
      for (const place of places)
        list.push({
          level: 'notice',
          title: `Ignored: ${r.ref}`,
          message: `${r.ref}: ${kinds.join(', ')} ignored ${until}: ${reason}`,
          ...at(place),
        });
    }
  }
  for (const entry of expired) {
    list.push({
      level: 'warning',
      title: 'Expired ignore entry',
      message: `The ignore entry for ${entry.ref} (${entry.kind}) expired on ${entry.until} and no longer ignores anything: renew it with a new date or remove it. Reason given: ${entry.reason}`,
      ...(policyFile ? { file: policyFile, startLine: entry.line } : {}),
    });
  }
  for (const s of skipped) {
    if (s.kind === 'other-registry') continue;
    list.push({
      level: 'warning',
      title: SKIP_TITLE[s.kind],
      message: `"${s.ref}" was not checked: ${s.reason}`,
      ...at(s.location),
    });
  }
  for (const p of problems) {
    list.push({
      level: isFileError(p) ? 'error' : 'warning',
      title: 'File not fully scanned for images',
      message: `${problemPlace(p)}: ${p.message}`,
      ...(p.repository ? {} : { file: p.file, ...(p.line ? { startLine: p.line } : {}) }),
    });
  }
  return list;
}

/** GitHub shows at most this many annotations of each level per step... */
const ANNOTATION_LEVEL_LIMIT: Readonly<Record<AnnotationLevel, number>> = { error: 10, warning: 10, notice: 10 };
/** ...and at most this many per job. */
const ANNOTATION_JOB_LIMIT = 50;

/** Most important first. */
const LEVELS: readonly AnnotationLevel[] = ['error', 'warning', 'notice'];

/**
 * The annotations GitHub will show, most important first (errors, then warnings, then
 * notices, each in their original order), and how many of each level are left out. Reads
 * `annotations` once and keeps only those shown.
 */
export function capAnnotations(annotations: Iterable<Annotation>): {
  shown: Annotation[];
  omitted: Record<AnnotationLevel, number>;
} {
  const kept: Record<AnnotationLevel, Annotation[]> = { error: [], warning: [], notice: [] };
  const omitted: Record<AnnotationLevel, number> = { error: 0, warning: 0, notice: 0 };
  for (const a of annotations) {
    if (kept[a.level].length < ANNOTATION_LEVEL_LIMIT[a.level]) kept[a.level].push(a);
    else omitted[a.level]++;
  }
  const shown: Annotation[] = [];
  for (const level of LEVELS) {
    for (const a of kept[level]) {
      if (shown.length < ANNOTATION_JOB_LIMIT) shown.push(a);
      else omitted[level]++;
    }
  }
  return { shown, omitted };
}
