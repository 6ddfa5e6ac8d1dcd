/** A command line that cannot be run as given: shown with the command's help hint, exit code 2. */
export class UsageError extends Error {
  constructor(
    message: string,
    /** The command whose help applies, e.g. "identity create". */
    readonly command = '',
  ) {
    super(message);
    this.name = 'UsageError';
  }
}
