// One check run `image-check` on the head commit carrying every annotation of a run (workflow
// commands reach the lines with ten per level only) and the job summary as its output. The
// Checks API takes 50 annotations a request: the run is created with the first 50 and each
// further 50 are appended by an update (github/check-runs.ts sends them). Pure.

import type { Annotation, AnnotationLevel } from './annotations';
import { checkText, checkTitle, GITHUB_LIMITS } from './github-limits';
import { linePrefixBytes } from '../text';

export const CHECK_RUN_NAME = 'image-check';
/** Annotations the Checks API takes in one request. */
const ANNOTATIONS_PER_REQUEST = 50;
/** Annotations one run sends at most (a bound on requests: 20); the summary holds every finding. */
const MAX_CHECK_RUN_ANNOTATIONS = 1000;

const LEVEL: Record<AnnotationLevel, CheckAnnotation['annotation_level']> = {
  error: 'failure',
  warning: 'warning',
  notice: 'notice',
};
/** One annotation as the Checks API takes it. */
interface CheckAnnotation {
  path: string;
  start_line: number;
  end_line: number;
  annotation_level: 'failure' | 'warning' | 'notice';
  title: string;
  message: string;
}

/** A check run's output as one request sends it. */
export interface CheckRunOutput {
  title: string;
  summary: string;
  annotations: CheckAnnotation[];
}

const ORDER: readonly AnnotationLevel[] = ['error', 'warning', 'notice'];

/**
 * The annotations a check run can carry (those on a file), worst first and at most
 * MAX_CHECK_RUN_ANNOTATIONS, and those it cannot (no file: they stay workflow commands).
 */
export function checkRunAnnotations(annotations: readonly Annotation[]): {
  placed: CheckAnnotation[];
  unplaced: Annotation[];
  left: number;
} {
  const onFile = annotations.filter((a) => a.file);
  const sorted = ORDER.flatMap((level) => onFile.filter((a) => a.level === level));
  const placed = sorted.slice(0, MAX_CHECK_RUN_ANNOTATIONS).map((a): CheckAnnotation => ({
    path: a.file!,
    start_line: a.startLine ?? 1,
    end_line: a.startLine ?? 1,
    annotation_level: LEVEL[a.level],
    title: checkTitle(a.title),
    message: checkText(a.message),
  }));
  return { placed, unplaced: annotations.filter((a) => !a.file), left: sorted.length - placed.length };
}

/** The summary within the Checks API's limit (bytes), cut at a line with a note when longer. */
function checkRunSummary(markdown: string): string {
  const limit = GITHUB_LIMITS.checkTextBytes;
  if (Buffer.byteLength(markdown, 'utf8') <= limit) return markdown;
  const note = '\n\n…cut here (the Checks API takes 65 535 bytes); the job summary has all of it.\n';
  return `${linePrefixBytes(markdown, limit - Buffer.byteLength(note, 'utf8'))}${note}`;
}

/**
 * The outputs of the run's requests: the first creates the run, each further one appends its
 * 50 annotations; every one carries the title and the summary within the API's limits.
 */
export function checkRunOutputs(input: {
  title: string;
  summary: string;
  annotations: readonly CheckAnnotation[];
}): CheckRunOutput[] {
  const output = (annotations: CheckAnnotation[]) => ({
    title: checkTitle(input.title),
    summary: checkRunSummary(input.summary),
    annotations,
  });
  const outputs: CheckRunOutput[] = [];
  for (let i = 0; i < input.annotations.length; i += ANNOTATIONS_PER_REQUEST)
    outputs.push(output(input.annotations.slice(i, i + ANNOTATIONS_PER_REQUEST)));
  return outputs.length > 0 ? outputs : [output([])];
}
