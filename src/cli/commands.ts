import { CHECK, MERGE, ORG } from './checking-commands';
import { COMMON_HELP, IDENTITY_CREATE, IDENTITY_DELETE } from './identity-commands';
import { helpOf, rows, type CommandSpec } from './options';

// Every command and its options, declared once: parsing, `--help`, "did you mean" and the names
// messages use come from these tables (checking-commands.ts over check-settings.ts,
// identity-commands.ts). A new command is a declaration there, a line here and a handler in main.ts.

export { CHECK, MERGE, ORG, IDENTITY_CREATE, IDENTITY_DELETE };

/** Every command, in the order the main help lists them. */
export const COMMANDS: readonly CommandSpec[] = [CHECK, ORG, MERGE, IDENTITY_CREATE, IDENTITY_DELETE];

const commandRows = (commands: readonly CommandSpec[]) =>
  rows(
    18,
    commands.map((c) => [c.name, c.summary]),
  );

export const MAIN_HELP = `Usage: image-check <command> [options]

Commands:
${commandRows(COMMANDS).join('\n')}

Run "image-check <command> --help" for the options of a command, "image-check --version" for
the version.

${helpOf({ ...IDENTITY_DELETE, usage: '', help: [{ ...COMMON_HELP, title: 'Options of the identity commands:' }] }).trimStart()}`;

/** The help of `image-check identity`, which is a group of commands. */
export const IDENTITY_HELP = `Usage: image-check identity <create|delete> [options]

${commandRows([IDENTITY_CREATE, IDENTITY_DELETE]).join('\n')}
`;
