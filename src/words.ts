// How the shell that prints a message names the settings it speaks of: the action says inputs
// (`set the group input`), the CLI options and variables (`set --group`, `IMAGE_CHECK_TOKEN`).
// The shells pass their words into the engine, which builds its messages with them; the CLI's
// come from its declaration of options (src/cli/words.ts). Imports nothing (every layer may use it).

/** A setting, by its action input name (action.yml). */
export type Setting =
  | 'images'
  | 'files'
  | 'registry'
  | 'group'
  | 'token'
  | 'registry-token'
  | 'registry-username'
  | 'registry-password'
  | 'identity'
  | 'api-url'
  | 'issuer-url'
  | 'registry-map'
  | 'min-age';

export interface Words {
  /** The setting as it is named bare: `token` / `IMAGE_CHECK_TOKEN`. */
  name(setting: Setting): string;
  /** The setting as a noun in a sentence: `the group input` / `--group`. */
  the(setting: Setting): string;
  /** The registry credentials to choose from, as alternatives. */
  registryCredential: string;
  /** A `files` glob that selected no file, with what to do. */
  noMatch(glob: string): string;
  /** Neither images nor files is set: what to set. */
  nothingToCheck: string;
  /** A `files` glob that reads as a comma-separated list matched no file: how to give its parts. */
  commaList(glob: string, parts: readonly string[]): string;
  /** The host whose references are checked, in a sentence. */
  registryHost: string;
}

/** The action's words: its inputs, as action.yml names them. */
export const ACTION_WORDS: Words = {
  name: (setting) => setting,
  the: (setting) => `the ${setting} input`,
  registryCredential: 'registry-token, registry-username/registry-password, or identity',
  noMatch: (glob) =>
    `Input "files": the glob "${glob}" matched no file in the workspace; fix the path or remove the line`,
  nothingToCheck:
    'nothing to check: neither images nor files is set. Set images to image references (one per line, e.g. cgr.dev/chainguard/nginx:latest) or files to globs of Dockerfiles, compose, Kubernetes or workflow files (one per line, e.g. **/Dockerfile)',
  commaList: (glob, parts) =>
    `Input "files": "${glob}" matched no file. It looks like a comma-separated list, but files takes one glob per line: write ${parts.map((p) => `"${p}"`).join(', ')} on lines of their own`,
  registryHost: "the registry input's host",
};
