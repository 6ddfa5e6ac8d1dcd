// What the review of a change (a GitHub pull request, a GitLab merge request) asks of its host.
// Types only: review/flow.ts is written once against this; github/review-host.ts and
// gitlab/review-host.ts implement it beside their clients (as release-please's `Scm`, Renovate's
// `Platform`).

import type { MarkedTextStore, Viewer } from '../host/keep-marked';
import type { MarkedLineStore } from '../host/keep-marked-lines';
import type { Location } from '../model';

/** A file the change touches; `previous` is its base path when renamed. */
export interface ChangedFile {
  file: string;
  previous: string | null;
  status: 'added' | 'removed' | 'modified' | 'renamed';
  /** The file's hunks as the host diffs it (where a line comment may sit); absent from a checkout's diff. */
  patch?: string | null;
}

/** The change under review and the commits its sides are read at. */
export interface ReviewChange {
  /** The host's number of the change (a pull request's number, a merge request's iid). */
  number: number;
  baseSha: string;
  headSha: string;
  /** The commit the head side is read at (GitHub's test merge of a `pull_request` run), else the head. */
  readSha: string;
  /** Why the run's token may not write on the change (a fork's read-only token), or null. */
  readOnly: string | null;
  /** Why no line comment can be placed now (GitLab has no diff yet), or null. */
  noLines: string | null;
}

/** What the host is called and what it calls things, and its longest comment. */
export interface HostWords {
  name: string;
  /** `pull request`, `merge request`. */
  change: string;
  /** `#12`, `!12`. */
  changeRef(number: number): string;
  /** Where a run's full report is: `job summary`, `pipeline`. */
  report: string;
  /** Its longest comment, in characters. */
  bodyLimit: number;
  /** The word a suggestion block opens with (GitLab's `suggestion:-0+0` replaces just that line). */
  suggestion: string;
}

/** Links into the host's pages. */
export interface ReviewLinks {
  fileLine(commit: string, location: Location): string;
  commit(sha: string): string;
}

/** One change on one host, as the review flow reads and writes it. */
export interface ReviewHost<NoteId = number, LineId = number> {
  words: HostWords;
  links: ReviewLinks;
  /** The workflow run or pipeline, where the full report is; null when unknown. */
  runUrl: string | null;
  change(): Promise<ReviewChange>;
  /** The change's files as the host lists them, with their hunks. */
  changedFiles(): Promise<ChangedFile[]>;
  /** A file's text at a commit through the host, or null when it is not a file there. */
  read(commit: string, path: string): Promise<string | null>;
  /** Who the token writes as. */
  viewer(): Promise<Viewer>;
  /** The change's comments (notes), where the one marked comment is kept. */
  comments: MarkedTextStore<NoteId>;
  /** The change's line comments at `change`, where the marked suggestions are kept. */
  lineComments(change: ReviewChange): MarkedLineStore<LineId>;
  /** What an error says the token lacks (a refusal), in words; null when it is no refusal. */
  refusal(error: unknown): string | null;
}

/** Where notices and warnings go (the action passes the runner's workflow commands, the CLI stderr). */
export interface Logger {
  info(message: string): void;
  notice(message: string): void;
  warning(message: string): void;
}
