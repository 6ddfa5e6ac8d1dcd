import { UsageError } from '../errors';
import { isAbsolute } from 'node:path';
import { checkImages } from '../check/check-images';
import { openServices } from '../check/services';
import { InputError, type Config } from '../config';
import { LedgerError } from '../policy-file/read';
import { readConfigWithPolicy } from '../policy-file/load';
import { describeUpdate, runUpdate } from '../update/run-update';
import { startDeadlines } from '../http/deadline';
import { skippedMessage } from '../report/format';
import { renderFormat, type FormatReport } from '../report/formats';
import { workspaceReport, type RunReport, type WorkspaceRunReport } from '../report/run-report';
import { ID_TOKEN_ENV, missingIdTokenMessage } from './ci';
import { pipelineFileOf } from './ci/gitlab';
import { runningWorkflowFile } from './ci/github-env';
import { CHECK } from './commands';
import { dashboardSettings, reportWithDashboard } from './dashboard';
import type { CliIo } from './io';
import { keepMergeRequest, mergeRequestSettings } from './merge-request';
import { TOKEN_ENV, helpOf, inputsOf, parseCommand, type CommandSpec } from './options';
import { formatOf, MACHINE_FORMATS, refuseCredentialFlags, reporting, type Format, type Outcome } from './reporting';
import { prepareOutputFile, writeOutputFile } from './output-file';
import { globsForArguments } from './scan-paths';
import { cliWords, namesOf } from './words';

/** `image-check check`: resolves with the exit code (0 passed, 1 failed by --fail-on, 2 usage or input). Never throws. */
export const runCheck = (args: string[], io: CliIo): Promise<number> => reporting(CHECK, () => check(args, io), io);

async function check(args: string[], io: CliIo): Promise<Outcome> {
  refuseCredentialFlags(CHECK, args);
  const { values, positionals } = parseCommand(CHECK, args);
  if (values.help) return { help: helpOf(CHECK) };
  const format = formatOf(values, CHECK);
  const sarifLocation = sarifLocationOf(values['sarif-location'], io.env);
  const cwd = io.cwd ?? process.cwd();
  const scan = await globsForArguments(positionals, cwd);
  // With only --image, no files are scanned (as the action without `files`).
  const globs = positionals.length === 0 && (values.image?.length ?? 0) > 0 ? [] : scan.globs;
  const inputs = inputsOf(CHECK, values, io.env);
  inputs.files = globs.join('\n');
  // Paths name the files; the policy file's `files` applies only when none is given.
  if (positionals.length === 0 && (values.image?.length ?? 0) === 0) inputs.files = '';
  // Messages built by the engine name options and variables, not the action's inputs.
  const words = cliWords((glob) => scan.from.get(glob));
  const { config, ledger } = await asUsageAsync(
    () => readConfigWithPolicy((name) => inputs[name] ?? '', cwd, words),
    CHECK,
    values,
  );
  if (config.files.length === 0 && inputs.files === '' && (values.image?.length ?? 0) === 0) config.files = scan.globs;
  requireCredentials(config, io.env);
  const dashboard = dashboardSettings(config, io.env);
  const mergeRequest = mergeRequestSettings(config, io.env, io.err);
  // A path that cannot take the report is refused before any look-up.
  const file = values.output ? await prepareOutputFile(values.output, cwd) : null;

  const progress = startProgress(io);
  // Look-ups stop at the deadline; what is unfinished becomes an error result, and the report is still written.
  const deadlines = startDeadlines(config.timeoutMs, config.timeout);
  const auth = { ...cliAuth(io.env), signal: deadlines.lookups, words, workspace: cwd };
  const services = openServices(config, auth);
  progress.watch(() => services.http.stats.requests);
  const now = new Date();
  const runCheck = () =>
    asUsageAsync(() => checkImages({ config, workspace: cwd, now, ledger }, { ...auth, services })).then(
      workspaceReport,
    );
  let report: WorkspaceRunReport;
  try {
    report = await runCheck();
    // --update: rewrite the scanned files, say old -> new on stderr, then judge the files as
    // rewritten (the same services: histories already read are not fetched again).
    const update = await runUpdate(config.update, report.results, cwd, words);
    const said = describeUpdate(update);
    if (said.changed) io.err(`${said.changed}\n`);
    // A pin left alone is not a clean pass: a warning, with why (the credential to set).
    if (said.leftAlone) io.err(`warning: ${said.leftAlone}\n`);
    if (update.applied.length > 0) report = await runCheck();
    if (dashboard) report = await reportWithDashboard(dashboard, report, config.failOn, deadlines.run, io.err);
    // The note and suggestions never change the verdict: a refusal is a notice on stderr.
    if (mergeRequest) {
      const { results, verdict } = report;
      const run = { config, results, ledger, services, verdictLine: verdict.line, cwd, signal: deadlines.run };
      await keepMergeRequest(mergeRequest, run, io.err);
    }
  } finally {
    deadlines.clear();
    progress.stop();
    await services.http.close();
  }
  // A directory argument stands for a glob of the scanned kinds: name the directory, not the glob.
  report = { ...report, unmatchedGlobs: report.unmatchedGlobs.map((g) => scan.from.get(g) ?? g) };
  const warnings = [
    ...(format === 'sarif' && (values.image?.length ?? 0) > 0 && sarifLocation === undefined ? [IMAGE_PLACED] : []),
    ...report.expired.map(
      (entry) =>
        `warning: ${report.policyFile}:${entry.line}: the ignore entry for ${entry.ref} (${entry.kind}) expired on ${entry.until} and no longer ignores anything`,
    ),
    ...(MACHINE_FORMATS.has(format) ? skippedLines(report) : []),
  ];
  const color = format === 'table' && !values.output && io.outIsTTY === true && !io.env.NO_COLOR;
  const columns = columnsOf(io);
  const text = render(format, report, config, { color, env: io.env, columns, sarifLocation });
  if (file && values.output) await writeOutputFile(file, values.output, text);
  return { text, format, file: file ? (values.output ?? null) : null, verdict: report.verdict, warnings };
}

/** One report in one format (report/formats.ts, the list the action's file outputs use too). */
export function render(
  format: Format,
  report: FormatReport,
  config: Pick<Config, 'maxAge' | 'failOn'> & Partial<Pick<Config, 'advisoryUrl'>>,
  options: {
    color: boolean;
    env: Record<string, string | undefined>;
    now?: Date;
    columns?: number;
    serverUrl?: string;
    /** The workspace-relative file SARIF places location-less (--image) findings on; none: on their image. */
    sarifLocation?: string;
  },
): string {
  return renderFormat(format, report, {
    now: options.now ?? new Date(),
    failOn: config.failOn,
    maxAge: config.maxAge,
    advisoryUrl: config.advisoryUrl,
    serverUrl: options.serverUrl,
    sarifLocation: options.sarifLocation,
    // GitLab names the pipeline's configuration file; --image references are reported there.
    pipelineFile: pipelineFileOf(options.env),
    color: options.color,
    columns: options.columns,
  });
}

/** Said once when --image results are placed on their image: code scanning takes them, with no file to show. */
const IMAGE_PLACED =
  'note: --format sarif: each --image result is placed on a location named by its image (as image scanners do); add --sarif-location <file> to place them on a file of the repository instead';

/**
 * The file SARIF places --image findings on: --sarif-location, else under GitHub Actions the
 * workflow file (as the action does), else none (each on its image: report/sarif.ts). Refused
 * before any look-up when it is not a path inside the scanned directory.
 */
function sarifLocationOf(given: string | undefined, env: Record<string, string | undefined>): string | undefined {
  if (given !== undefined) {
    const file = given.replace(/\\/g, '/').replace(/^\.\//, '');
    if (file === '' || isAbsolute(file) || file.split('/').includes('..'))
      throw new UsageError(
        `--sarif-location "${given}" must name a file inside the scanned directory, relative to it (e.g. .github/workflows/ci.yml)`,
        'check',
      );
    return file;
  }
  return runningWorkflowFile(env);
}

/** The references found but not checked, one warning line each (another registry's are expected: not listed). */
export function skippedLines(report: Pick<RunReport, 'skipped'>): string[] {
  return report.skipped.filter((s) => s.kind !== 'other-registry').map((s) => `warning: ${skippedMessage(s)}`);
}

const DEFAULT_COLUMNS = 80;

/** The table's width: COLUMNS as the shell sets it, else the terminal's, else 80. */
export function columnsOf(io: CliIo): number {
  const fromEnv = Number(io.env.COLUMNS);
  if (Number.isInteger(fromEnv) && fromEnv > 0) return fromEnv;
  return io.columns && io.columns > 0 ? io.columns : DEFAULT_COLUMNS;
}

/**
 * Keyless credentials: the token exchange needs the CI's OIDC token, from IMAGE_CHECK_ID_TOKEN
 * or GitHub Actions' runner (a job with `permissions: id-token: write`). Without either, say
 * which line the job needs before any request rather than fail on the missing runner variables.
 */
export function requireCredentials(config: Config, env: Record<string, string | undefined>): void {
  const exchange =
    config.identity !== '' && (config.token === '' || (config.registryToken === '' && config.registryUsername === ''));
  const handed = (env[ID_TOKEN_ENV]?.trim() ?? '') !== '';
  if (exchange && !handed && !(env.ACTIONS_ID_TOKEN_REQUEST_URL && env.ACTIONS_ID_TOKEN_REQUEST_TOKEN))
    throw new UsageError(missingIdTokenMessage(env, new URL(config.issuerUrl).host), 'check');
  if (config.identity === '' && config.token === '') {
    throw new UsageError(
      `no Platform API token: set ${TOKEN_ENV} (e.g. export ${TOKEN_ENV}="$(chainctl auth token)"), or --identity with the CI's OIDC token (docs/cli.md)`,
      'check',
    );
  }
}

/** The CLI prints no secret, so there is nothing to register; the OIDC token is the job's, else the runner's. */
export function cliAuth(env: Record<string, string | undefined>) {
  const token = env[ID_TOKEN_ENV]?.trim() ?? '';
  return { mask: () => undefined, env, ...(token ? { idToken: { token, source: ID_TOKEN_ENV } } : {}) };
}

/**
 * An InputError names an action input; on the command line it is the option or variable that set
 * it (`given`, the options parsed: an option not given was read from its variable).
 */
function toUsage(error: unknown, spec: CommandSpec = CHECK, given?: Readonly<Record<string, unknown>>): unknown {
  if (error instanceof LedgerError) return new UsageError(`policy file ${error.message}`, spec.name);
  if (!(error instanceof InputError)) return error;
  const source = namesOf(spec, given)(error.input);
  // The fix leads, on a line of its own; what was seen follows.
  if (error.fix) return new UsageError(`${error.fix}\n  ${source}: ${error.detail}`, spec.name);
  return new UsageError(`${source}: ${error.detail}`, spec.name);
}

export async function asUsageAsync<T>(
  fn: () => Promise<T>,
  spec: CommandSpec = CHECK,
  given?: Readonly<Record<string, unknown>>,
): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    throw toUsage(error, spec, given);
  }
}

/** A progress line on stderr while the check works, only on a terminal (a log file gets none). */
export function startProgress(io: CliIo) {
  if (!io.errIsTTY) return { watch: () => undefined, stop: () => undefined };
  const started = Date.now();
  let requests = () => 0;
  const draw = () =>
    io.err(`\r\x1b[2Kimage-check: checking… ${requests()} requests, ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const timer = setInterval(draw, 200);
  timer.unref();
  return {
    watch: (count: () => number) => {
      requests = count;
    },
    stop: () => {
      clearInterval(timer);
      io.err('\r\x1b[2K');
    },
  };
}
