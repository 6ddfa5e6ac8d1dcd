// `image-check org <owner>` and `image-check merge <results file>...`: the organization run and the
// merge of its shards (src/org/run-organization.ts), reported as `check` reports (the same formats, exit codes).
import type { OrganizationRunReport } from '../report/run-report';
import { UsageError } from '../errors';
import { openServices } from '../check/services';
import { commentReserveMs, startDeadlines } from '../http/deadline';
import { writeInside } from '../fs/write-inside';
import { organizationResultsText, runMerge, runOrganization } from '../org/run-organization';
import { readConfigWithPolicy } from '../policy-file/load';
import { readConfig } from '../config';
import { asUsageAsync, cliAuth, columnsOf, render, requireCredentials, skippedLines, startProgress } from './check';
import { MERGE, ORG } from './commands';
import type { CliIo } from './io';
import { helpOf, inputsOf, parseCommand } from './options';
import { prepareOutputFile, writeOutputFile } from './output-file';
import { formatOf, MACHINE_FORMATS, refuseCredentialFlags, reporting, type Format, type Outcome } from './reporting';
import { cliWords } from './words';
import { dashboardSettings, reportWithDashboard } from './dashboard';
import { createGitHub } from '../github/session';
import { githubEnvOf } from './ci/github-env';

async function finish(
  report: OrganizationRunReport,
  config: Parameters<typeof render>[2] & { resultsFile: string },
  values: { output?: string },
  format: Format,
  io: CliIo,
  cwd: string,
): Promise<Outcome> {
  if (config.resultsFile) await writeInside([cwd], config.resultsFile, organizationResultsText(report));
  const file = values.output ? await prepareOutputFile(values.output, cwd) : null;
  const color = format === 'table' && !values.output && io.outIsTTY === true && !io.env.NO_COLOR;
  const text = render(format, report, config, {
    color,
    env: io.env,
    columns: columnsOf(io),
    serverUrl: githubEnvOf(io.env).serverUrl,
  });
  if (file && values.output) await writeOutputFile(file, values.output, text);
  const warnings = [
    ...report.unread.map((entry) => `error: ${entry.repository} was not read: ${entry.reason}`),
    ...(MACHINE_FORMATS.has(format) ? skippedLines(report) : []),
  ];
  return { text, format, file: file ? (values.output ?? null) : null, verdict: report.verdict, warnings };
}

async function org(args: string[], io: CliIo): Promise<Outcome> {
  refuseCredentialFlags(ORG, args);
  const { values, positionals } = parseCommand(ORG, args);
  if (values.help) return { help: helpOf(ORG) };
  const format = formatOf(values, ORG);
  const [owner, ...globs] = positionals;
  if (!owner) throw new UsageError('name the owner whose repositories to read: image-check org <owner>', 'org');
  const cwd = io.cwd ?? process.cwd();
  const inputs: Record<string, string> = {
    ...inputsOf(ORG, values, io.env),
    organization: owner,
    files: globs.join('\n'),
  };
  const words = cliWords();
  const { config, ledger } = await asUsageAsync(
    () => readConfigWithPolicy((name) => inputs[name] ?? '', cwd, words),
    ORG,
    values,
  );
  requireCredentials(config, io.env);
  // IMAGE_CHECK_GITHUB_TOKEN, else GITHUB_TOKEN (the declaration's order).
  const token = config.githubToken.trim();
  if (!token)
    throw new UsageError(
      'set GITHUB_TOKEN (or IMAGE_CHECK_GITHUB_TOKEN) to a token that can read the repositories (e.g. export GITHUB_TOKEN="$(gh auth token)")',
      'org',
    );
  const dashboard = dashboardSettings(config, io.env, 'org');
  const progress = startProgress(io);
  const deadlines = startDeadlines(config.timeoutMs, config.timeout);
  const auth = { ...cliAuth(io.env), signal: deadlines.lookups, words, workspace: cwd };
  // One GitHub client for the scan and the dashboard; its requests in flight are the run's concurrency.
  const { apiUrl } = githubEnvOf(io.env);
  const github = createGitHub({ token, baseUrl: apiUrl, signal: deadlines.run, maxConcurrent: config.concurrency });
  const services = openServices(config, auth);
  progress.watch(() => services.http.stats.requests);
  let report: OrganizationRunReport;
  try {
    report = await asUsageAsync(
      () =>
        runOrganization(
          {
            config,
            ledger,
            now: new Date(),
            workspace: cwd,
            github,
            signal: deadlines.lookups,
            deadlineAt: Date.now() + config.timeoutMs - commentReserveMs(config.timeoutMs),
          },
          { ...auth, services },
        ),
      ORG,
    );
    if (dashboard) report = await reportWithDashboard(dashboard, report, config.failOn, deadlines.run, io.err, github);
  } finally {
    deadlines.clear();
    progress.stop();
    await services.http.close();
  }
  return finish(report, config, values, format, io, cwd);
}

async function merge(args: string[], io: CliIo): Promise<Outcome> {
  const { values, positionals } = parseCommand(MERGE, args);
  if (values.help) return { help: helpOf(MERGE) };
  const format = formatOf(values, MERGE);
  if (positionals.length === 0)
    throw new UsageError('name the results files of the shards: image-check merge <results file>...', 'merge');
  const cwd = io.cwd ?? process.cwd();
  const inputs: Record<string, string> = { ...inputsOf(MERGE, values, io.env), merge: positionals.join('\n') };
  const config = await asUsageAsync(() => Promise.resolve(readConfig((name) => inputs[name] ?? '', cliWords())), MERGE);
  const dashboard = dashboardSettings(config, io.env, 'merge');
  let report = await asUsageAsync(() => runMerge({ config, workspace: cwd, words: cliWords() }), MERGE);
  if (dashboard) {
    const deadlines = startDeadlines(config.timeoutMs, config.timeout);
    try {
      report = await reportWithDashboard(dashboard, report, config.failOn, deadlines.run, io.err);
    } finally {
      deadlines.clear();
    }
  }
  return finish(report, config, values, format, io, cwd);
}

export const runOrg = (args: string[], io: CliIo) => reporting(ORG, () => org(args, io), io);
export const runMergeCommand = (args: string[], io: CliIo) => reporting(MERGE, () => merge(args, io), io);
