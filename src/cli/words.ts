import type { Setting, Words } from '../words';
import { CHECK } from './commands';
import type { CommandSpec } from './options';

/**
 * How the command line names each action input it sets: its option, its variable or its
 * arguments. With `given` (the options parsed), an option also read from a variable is named by
 * the variable when the option was not given: the value came from there.
 */
export function namesOf(spec: CommandSpec, given?: Readonly<Record<string, unknown>>): (input: string) => string {
  const names = new Map<string, string>();
  for (const [name, option] of Object.entries(spec.options))
    if (option.input)
      names.set(option.input, option.env?.[0] && given && given[name] === undefined ? option.env[0] : `--${name}`);
  // The first of an input's variables names it: the one its help asks for.
  for (const [variable, env] of Object.entries(spec.env ?? {}))
    if (env.input && !names.has(env.input)) names.set(env.input, variable);
  if (spec.positionals) names.set(spec.positionals.input, spec.positionals.called);
  return (input) => names.get(input) ?? `--${input}`;
}

const nameOf = namesOf(CHECK);
const quoted = (parts: readonly string[]) => parts.map((p) => `"${p}"`).join(', ');

/**
 * The CLI's words, from the declaration of `check`. `argumentOf` names the argument a glob was
 * made from (a directory stands for a glob of the scanned kinds), so a message names what the user typed.
 */
export function cliWords(argumentOf: (glob: string) => string | undefined = () => undefined): Words {
  return {
    name: (setting: Setting) => nameOf(setting),
    the: (setting: Setting) => nameOf(setting),
    registryCredential: `${nameOf('registry-token')} (or ${nameOf('registry-username')} and _PASSWORD)`,
    nothingToCheck: `Name what to check: paths of Dockerfiles, compose, Kubernetes or workflow files, or ${nameOf('images')} references (nothing was given)`,
    commaList: (glob, parts) => `Pass ${quoted(parts)} as arguments of their own: "${glob}" matched no file`,
    registryHost: `the ${nameOf('registry')} host`,
    noMatch: (glob) => {
      const argument = argumentOf(glob);
      return argument === undefined
        ? `Name files that exist: "${glob}" matched no file under the current directory`
        : `Name the files to check, or use ${nameOf('images')}: ${argument === '.' ? 'the current directory' : `"${argument}"`} holds no Dockerfile, Containerfile or YAML file`;
    },
  };
}
