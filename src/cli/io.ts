import { terminalText } from '../secrets';

/** What a command may touch of the outside world; tests pass buffers, the entry passes the process. */
export interface CliIo {
  out: (text: string) => void;
  err: (text: string) => void;
  env: Record<string, string | undefined>;
  /** The directory `check` scans and resolves paths against; process.cwd() when absent. */
  cwd?: string;
  /** Whether stdout / stderr are terminals: colour and the progress line are for people only. */
  outIsTTY?: boolean;
  errIsTTY?: boolean;
  /** The terminal's width when stdout is one (COLUMNS, when set, wins). */
  columns?: number;
}

// The CLI's own sequences on a terminal: the table's colours and the progress line's erase.
const OWN_SEQUENCE = /(\r\x1b\[2K|\x1b\[(?:0|2|31|32|33|1;31|1;32)m)/;

/**
 * What reaches the process's stdout or stderr: every text neutralized (secrets.ts terminalText),
 * so a service's text starts no workflow command in a CI log and no escape sequence in a terminal;
 * on a terminal, the CLI's own colours and progress line kept.
 */
export function terminalWrite(text: string, isTTY: boolean): string {
  if (!isTTY) return terminalText(text);
  return text
    .split(OWN_SEQUENCE)
    .map((part, i) => (i % 2 === 1 ? part : terminalText(part)))
    .join('');
}

export function processIo(): CliIo {
  return {
    out: (text) => process.stdout.write(terminalWrite(text, process.stdout.isTTY === true)),
    err: (text) => process.stderr.write(terminalWrite(text, process.stderr.isTTY === true)),
    env: process.env,
    cwd: process.cwd(),
    outIsTTY: process.stdout.isTTY === true,
    errIsTTY: process.stderr.isTTY === true,
    columns: process.stdout.isTTY ? process.stdout.columns : undefined,
  };
}
