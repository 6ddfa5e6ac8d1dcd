// How the shell that prints a message names the settings it speaks of: the action says inputs
// (`set the group input`), the CLI options and variables (`set --group`, `IMAGE_CHECK_TOKEN`).
// The shells pass their words into the engine, which builds its messages with them. Imports
// nothing (every layer may use it).

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
  | 'issuer-url';

export interface Words {
  /** The setting as it is named bare: `token` / `IMAGE_CHECK_TOKEN`. */
  name(setting: Setting): string;
  /** The setting as a noun in a sentence: `the group input` / `--group`. */
  the(setting: Setting): string;
  /** The registry credentials to choose from, as alternatives. */
  registryCredential: string;
  /** A `files` glob that selected no file, with what to do. */
  noMatch(glob: string): string;
}

/** The action's words: its inputs, as action.yml names them. */
export const ACTION_WORDS: Words = {
  name: (setting) => setting,
  the: (setting) => `the ${setting} input`,
  registryCredential: 'registry-token, registry-username/registry-password, or identity',
  noMatch: (glob) =>
    `Input "files": the glob "${glob}" matched no file in the workspace; fix the path or remove the line`,
};

/** Where each setting comes from on the command line (credentials from the environment only). */
const CLI_NAMES: Record<Setting, string> = {
  images: '--image',
  files: 'the paths',
  registry: '--registry',
  group: '--group',
  token: 'IMAGE_CHECK_TOKEN',
  'registry-token': 'IMAGE_CHECK_REGISTRY_TOKEN',
  'registry-username': 'IMAGE_CHECK_REGISTRY_USERNAME',
  'registry-password': 'IMAGE_CHECK_REGISTRY_PASSWORD',
  identity: '--identity',
  'api-url': '--api-url',
  'issuer-url': '--issuer-url',
};

/**
 * The CLI's words. `argumentOf` names the argument a glob was made from (a directory stands for
 * a glob of the scanned kinds), so a message names what the user typed.
 */
export function cliWords(argumentOf: (glob: string) => string | undefined = () => undefined): Words {
  return {
    name: (setting) => CLI_NAMES[setting],
    the: (setting) => CLI_NAMES[setting],
    registryCredential: 'IMAGE_CHECK_REGISTRY_TOKEN (or IMAGE_CHECK_REGISTRY_USERNAME and _PASSWORD)',
    noMatch: (glob) => {
      const argument = argumentOf(glob);
      return argument === undefined
        ? `Name files that exist: "${glob}" matched no file under the current directory`
        : `Name the files to check, or use --image: ${argument === '.' ? 'the current directory' : `"${argument}"`} holds no Dockerfile, Containerfile or YAML file`;
    },
  };
}
