// Error types shared by every layer. A module of its own, importing nothing, so refs/, check/ and
// auth/ can throw them without importing config or the shells (no import circles).

/**
 * A setting that is not of the accepted form; the message names the action input. The shells
 * turn it into their own words (the action fails the step with it; the CLI names the option).
 */
export class InputError extends Error {
  /** What was seen, without the input's name and the fix. */
  readonly detail: string;
  constructor(
    readonly input: string,
    message: string,
    /** What to do, in one sentence: it leads the message. */
    readonly fix?: string,
  ) {
    super(`Input "${input}": ${fix ? `${fix}. ${message.charAt(0).toUpperCase()}${message.slice(1)}` : message}`);
    this.name = 'InputError';
    this.detail = message;
  }
}

/** The message of anything thrown. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Anything thrown, as an Error (itself when it is one). */
export function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
