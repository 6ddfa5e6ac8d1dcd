// One check run `image-check` on the head commit carrying every annotation of a run (workflow
// commands reach the lines with ten per level only) and the job summary as its output. The
// Checks API takes 50 annotations a request: the run is created with the first 50 and each
// further 50 are appended by an update.

import type { Annotation, AnnotationLevel } from '../report/annotations';
import { checkText, checkTitle, GITHUB_LIMITS } from '../report/github-limits';
import { linePrefixBytes } from '../text';
import type { CheckAnnotation, CheckRunsApi } from './github-writes';

const CHECK_RUN_NAME = 'image-check';
/** Annotations the Checks API takes in one request. */
const ANNOTATIONS_PER_REQUEST = 50;
/** Annotations one run sends at most (a bound on requests: 20); the summary holds every finding. */
const MAX_CHECK_RUN_ANNOTATIONS = 1000;

const LEVEL: Record<AnnotationLevel, CheckAnnotation['annotation_level']> = {
  error: 'failure',
  warning: 'warning',
  notice: 'notice',
};
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

interface CheckRunInput {
  headSha: string;
  /** The verdict line. */
  title: string;
  summary: string;
  failed: boolean;
  annotations: readonly CheckAnnotation[];
}

/** Creates the check run and appends its annotations 50 at a time. Throws what the API answered. */
export async function publishCheckRun(
  api: CheckRunsApi,
  input: CheckRunInput,
): Promise<{ id: number; url: string | null; requests: number }> {
  const output = (annotations: CheckAnnotation[]) => ({
    title: checkTitle(input.title),
    summary: checkRunSummary(input.summary),
    annotations,
  });
  const batches: CheckAnnotation[][] = [];
  for (let i = 0; i < input.annotations.length; i += ANNOTATIONS_PER_REQUEST)
    batches.push(input.annotations.slice(i, i + ANNOTATIONS_PER_REQUEST));
  const [first = [], ...rest] = batches;
  const created = await api.create({
    name: CHECK_RUN_NAME,
    headSha: input.headSha,
    conclusion: input.failed ? 'failure' : 'success',
    output: output(first),
  });
  for (const batch of rest) await api.update(created.id, output(batch));
  return { ...created, requests: 1 + rest.length };
}
