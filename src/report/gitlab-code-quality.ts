import { createHash } from 'node:crypto';
import { KINDS, type CodeQualitySeverity } from '../findings';
import type { FailOn, ImageResult, SkippedReference } from '../model';
import { skippedMessage } from './format';
import { reportedFindings } from './messages';

/**
 * One issue of a GitLab Code Quality report (the Code Climate subset GitLab reads:
 * https://docs.gitlab.com/ci/testing/code_quality/#code-quality-report-format).
 */
interface CodeQualityIssue {
  description: string;
  check_name: string;
  fingerprint: string;
  severity: CodeQualitySeverity;
  location: { path: string; lines: { begin: number } };
}

/** GitLab's pipeline file when CI_CONFIG_PATH does not name another. */
export const GITLAB_PIPELINE_FILE = '.gitlab-ci.yml';

/** A reference found but not checked: information at its line. */
const SKIPPED_SEVERITY: CodeQualitySeverity = 'info';

interface GitLabOptions {
  /**
   * Where a reference without a file (given with --image) is reported: GitLab needs a path for
   * every issue, and such references are most likely listed in the pipeline's configuration.
   */
  inputsFile: string;
  /** References found but not checked: info entries at their lines. */
  skipped?: readonly SkippedReference[];
  /** What fails the run: with a severity in it, an image over it is a finding. */
  failOn: ReadonlySet<FailOn>;
}

/**
 * The findings as a GitLab Code Quality report: one issue per finding per place the reference
 * was found. Fingerprints are stable across runs and unique within the report (the same
 * reference twice in one file gets its occurrence number, not its line: edits above move lines).
 * Pure.
 */
export function buildGitLabReport(results: readonly ImageResult[], options: GitLabOptions): CodeQualityIssue[] {
  const issues: CodeQualityIssue[] = [];
  for (const r of results) {
    for (const { kind, message } of reportedFindings(r, options.failOn)) {
      const places = r.locations.length > 0 ? r.locations : [{ file: options.inputsFile, line: 1 }];
      const seen = new Map<string, number>();
      for (const place of places) {
        const occurrence = seen.get(place.file) ?? 0;
        seen.set(place.file, occurrence + 1);
        issues.push({
          description: message,
          check_name: `image-check/${KINDS[kind].sarifRule}`,
          fingerprint: createHash('sha256')
            .update(`${r.ref}\u0000${kind}\u0000${place.file}\u0000${occurrence}`)
            .digest('hex'),
          severity: KINDS[kind].gitlab,
          location: { path: place.file, lines: { begin: Math.max(1, place.line) } },
        });
      }
    }
  }
  const seen = new Map<string, number>();
  for (const s of (options.skipped ?? []).filter((x) => x.kind !== 'other-registry')) {
    const place = s.location ?? { file: options.inputsFile, line: 1 };
    const key = `${s.ref}\u0000${place.file}`;
    const occurrence = seen.get(key) ?? 0;
    seen.set(key, occurrence + 1);
    issues.push({
      description: skippedMessage(s),
      check_name: 'image-check/skipped',
      fingerprint: createHash('sha256')
        .update(`${s.ref}\u0000skipped\u0000${place.file}\u0000${occurrence}`)
        .digest('hex'),
      severity: SKIPPED_SEVERITY,
      location: { path: place.file, lines: { begin: Math.max(1, place.line) } },
    });
  }
  return issues;
}
