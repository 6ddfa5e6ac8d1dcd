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

export function processIo(): CliIo {
  return {
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
    env: process.env,
    cwd: process.cwd(),
    outIsTTY: process.stdout.isTTY === true,
    errIsTTY: process.stderr.isTTY === true,
    columns: process.stdout.isTTY ? process.stdout.columns : undefined,
  };
}
