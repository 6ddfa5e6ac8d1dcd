// What the checking commands (`check`, `org`, `merge`) share around their run: the formats, the
// credential flags refused, and how the outcome reaches the terminal with its exit code.
import { UsageError } from '../errors';
import { FORMAT_NAMES, FORMATS, type FormatName } from '../report/formats';
import type { Verdict } from '../model';
import type { CliIo } from './io';
import type { CommandSpec } from './options';
import { redact, renderErrorLines } from './render-error';

/** Exit codes of the checking commands, as docs/cli.md documents them. */
const EXIT = { passed: 0, failed: 1, usage: 2 } as const;

export type Format = FormatName;

/** The formats that keep stdout for the report: what was not checked is said on stderr. */
export const MACHINE_FORMATS: ReadonlySet<Format> = new Set(FORMAT_NAMES.filter((name) => FORMATS[name].machine));

/** `--format`, table by default; another word is a usage error. */
export function formatOf(values: { format?: string }, spec: CommandSpec): Format {
  const format = (values.format ?? 'table') as Format;
  if (!FORMAT_NAMES.includes(format))
    throw new UsageError(`--format "${values.format}" is not one of ${FORMAT_NAMES.join(', ')}`, spec.name);
  return format;
}

/** The command's variables that hold a credential (its addresses are no secret). */
const credentialsOf = (spec: CommandSpec) => Object.entries(spec.env ?? {}).filter(([, variable]) => !variable.address);

/** A credential given as a flag is refused: it would land in shell history and process lists. */
export function refuseCredentialFlags(spec: CommandSpec, args: readonly string[]): void {
  for (const [variable, { input }] of credentialsOf(spec))
    if (input && args.some((arg) => arg === `--${input}` || arg.startsWith(`--${input}=`)))
      throw new UsageError(
        `--${input} is not an option: credentials are read from the environment only (${variable}), never from a flag that lands in shell history`,
        spec.name,
      );
}

/** What a checking command ends with: its help, or its report (text, or a file written) and verdict. */
export type Outcome =
  | { help: string }
  | { text: string; format: Format; file: string | null; verdict: Verdict; warnings: readonly string[] };

/**
 * Runs a checking command and says its outcome, every credential of its variables redacted:
 * the warnings and, for a report written to a file, the verdict on stderr. Resolves with the
 * exit code (0 passed, 1 failed by --fail-on, 2 usage or input). Never throws.
 */
export async function reporting(spec: CommandSpec, run: () => Promise<Outcome>, io: CliIo): Promise<number> {
  // GITHUB_TOKEN is a declared credential of every checking command: never printed either.
  const secrets = credentialsOf(spec)
    .map(([variable]) => variable)
    .map((variable) => io.env[variable]?.trim() ?? '')
    .filter(Boolean);
  const write = (to: (text: string) => void, text: string) => to(redact(text, secrets));
  try {
    const outcome = await run();
    if ('help' in outcome) {
      write(io.out, outcome.help);
      return EXIT.passed;
    }
    for (const line of outcome.warnings) write(io.err, `${line}\n`);
    // The report went to a file; the verdict still belongs in the log.
    if (outcome.file) write(io.err, `Wrote the ${outcome.format} report to ${outcome.file}\n${outcome.verdict.line}\n`);
    else write(io.out, outcome.text);
    return outcome.verdict.failed ? EXIT.failed : EXIT.passed;
  } catch (error) {
    write(io.err, `${renderErrorLines(error).join('\n')}\n`);
    // Anything but a verdict means the command did not run to its end: not "findings", so not 1.
    return EXIT.usage;
  }
}
