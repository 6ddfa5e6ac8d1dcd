// What the summary is made from: the run's results and verdict, an organization run's
// repositories, and where its locations link to.
import type { FailOn, FileProblem, ImageResult, SkippedReference, Verdict } from '../../model';

export interface SummaryInput {
  results: readonly ImageResult[];
  verdict: Verdict;
  skipped: readonly SkippedReference[];
  problems: readonly FileProblem[];
  now: Date;
  /** The max-age input as written (e.g. "30d"), for the stale explanation. */
  maxAge: string;
  /** Link template for advisory ids, with `{id}` (the `advisory-url` input); no links without it. */
  advisoryUrl?: string;
  /** `<server>/<owner>/<repo>/blob/<sha>`: locations link to the file and line at the run's commit. */
  blobBase?: string | null;
  /** Files the `update` input changed. */
  updatedFiles?: readonly string[];
  /** GITHUB_SERVER_URL: a location in a repository read through the API links to its line there. */
  serverUrl?: string;
  /** An organization run's repositories: every one read, and those not read with why. */
  repositories?: RepositoryCoverage;
  /** What fails the run: with a severity in it, an image over it is a finding (findings/of.ts). */
  failOn: ReadonlySet<FailOn>;
}

/** The repositories an organization run read (commit '' for one never pushed to) and did not read. */
export interface RepositoryCoverage {
  read: readonly { repository: string; commit: string }[];
  unread: readonly { repository: string; reason: string }[];
}

/** Where locations link to (see SummaryInput). */
export type Links = Pick<SummaryInput, 'blobBase' | 'serverUrl'>;
