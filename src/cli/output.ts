/** What a command hands back to the shell: help text, or a result in both renderings. */
export type CommandOutput = { help: string } | { text: string; json: unknown };
