// Error types shared by every layer. A module of its own, importing nothing, so refs/, check/ and
// auth/ can throw them without importing config or the shells (no import circles).

/**
 * A setting that is not of the accepted form; the message names the action input. The shells
 * turn it into their own words (the action fails the step with it; the CLI names the option).
 */
export class InputError extends Error {
  constructor(
    readonly input: string,
    message: string,
  ) {
    super(`Input "${input}": ${message}`);
    this.name = 'InputError';
  }
}

/** The message of anything thrown. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
