// The report formats, in one list: the CLI's `--format` takes its names from it and renders with
// it, and the action writes its file outputs with the same renderers (`sarif`; `results-file`, the
// `json` format). A new format is one renderer and one line here.
import type { FailOn } from '../model';
import { VERSION } from '../version';
import { buildGitLabReport, GITLAB_PIPELINE_FILE } from './gitlab-code-quality';
import { resultsFileChunks } from './results-file';
import { buildSarif } from './sarif';
import { coverageOf, problemsOf, type OrganizationRunReport, type WorkspaceRunReport } from './run-report';
import { renderSummary } from './summary';
import { renderTable } from './table';

/** What the formats render of a run (report/run-report.ts): a workspace's, or an organization's with its repositories. */
type Rendered = 'kind' | 'results' | 'verdict' | 'skipped' | 'problems' | 'unmatchedGlobs' | 'unscanned';
export type FormatReport =
  Pick<WorkspaceRunReport, Rendered> | Pick<OrganizationRunReport, Rendered | 'read' | 'unread'>;

/** The run's settings and place that shape a format; each format reads the ones it needs. */
interface FormatOptions {
  now: Date;
  failOn: ReadonlySet<FailOn>;
  /** The max-age input as written, for the summary's stale explanation. */
  maxAge: string;
  advisoryUrl?: string;
  /** GITHUB_SERVER_URL: locations in repositories read through the API link there. */
  serverUrl?: string;
  /** SARIF: the file findings without a location (`images` references) are placed on; none: each on its image. */
  sarifLocation?: string;
  /** GitLab: the pipeline's configuration file (CI_CONFIG_PATH), where findings without a location go; none: GitLab's default. */
  pipelineFile?: string;
  /** The table: colours, and the terminal's width. */
  color?: boolean;
  columns?: number;
}

interface Format {
  /** The text, in pieces (thousands of results are written without their whole text at once). */
  render(report: FormatReport, options: FormatOptions): Iterable<string>;
  /** For a machine to read: stdout is the report alone, what was not checked goes to stderr. */
  machine: boolean;
}

const DEFAULT_COLUMNS = 80;

const ENTRIES = {
  table: {
    machine: false,
    render: (report, o) => [
      renderTable(
        { ...report, problems: problemsOf(report), now: o.now, failOn: o.failOn },
        { color: o.color ?? false, columns: o.columns ?? DEFAULT_COLUMNS },
      ),
    ],
  },
  // The action's `results` output, item for item (and its results file).
  json: { machine: true, render: (report) => resultsFileChunks(report.results) },
  sarif: {
    machine: true,
    render: (report, o) => [
      `${JSON.stringify(buildSarif(report.results, VERSION, { skipped: report.skipped, failOn: o.failOn, serverUrl: o.serverUrl, inputsFile: o.sarifLocation }), null, 2)}\n`,
    ],
  },
  // The job summary.
  markdown: {
    machine: false,
    render: (report, o) => [
      renderSummary({
        results: report.results,
        verdict: report.verdict,
        skipped: report.skipped,
        problems: problemsOf(report),
        now: o.now,
        maxAge: o.maxAge,
        advisoryUrl: o.advisoryUrl,
        failOn: o.failOn,
        serverUrl: o.serverUrl,
        repositories: coverageOf(report),
      }),
    ],
  },
  // GitLab's Code Quality report; findings without a place go on the pipeline's file.
  gitlab: {
    machine: true,
    render: (report, o) => [
      `${JSON.stringify(buildGitLabReport(report.results, { inputsFile: o.pipelineFile ?? GITLAB_PIPELINE_FILE, skipped: report.skipped, failOn: o.failOn }), null, 2)}\n`,
    ],
  },
} satisfies Record<string, Format>;

export type FormatName = keyof typeof ENTRIES;
/** Each format as `Format`: every renderer is called with the report and the options. */
export const FORMATS: Readonly<Record<FormatName, Format>> = ENTRIES;
export const FORMAT_NAMES = Object.keys(FORMATS) as FormatName[];

/** One report in one format, whole. */
export const renderFormat = (name: FormatName, report: FormatReport, options: FormatOptions): string =>
  [...FORMATS[name].render(report, options)].join('');
