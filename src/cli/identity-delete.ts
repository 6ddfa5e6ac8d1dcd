import { UsageError } from '../errors';
import { HttpClient } from '../http/client';
import { IamClient } from '../platform/iam';
import { VERSION } from '../version';
import { IDENTITY_DELETE } from './commands';
import type { CommandOutput } from './output';
import { connectionFrom, helpOf, parseCommand } from './options';

const COMMAND = IDENTITY_DELETE.name;

/** The group an identity was created under: uids are uid paths, `<group>/<identity>`. */
export function parentGroup(uid: string): string | undefined {
  const slash = uid.lastIndexOf('/');
  return slash > 0 ? uid.slice(0, slash) : undefined;
}

/**
 * `identity delete <uid>`: the bindings go first (they reference the identity), then the
 * identity. Without --binding the identity's bindings are found by listing them.
 */
export async function identityDelete(args: string[], env: Record<string, string | undefined>): Promise<CommandOutput> {
  const { values, positionals } = parseCommand(IDENTITY_DELETE, args);
  if (values.help) return { help: helpOf(IDENTITY_DELETE) };
  if (positionals.length !== 1)
    throw new UsageError(
      positionals.length === 0 ? 'the identity uid is required' : `one identity uid, got ${positionals.length}`,
      COMMAND,
    );
  const uid = positionals[0]!;
  const { apiUrl, token } = connectionFrom(values, env, COMMAND);

  const http = new HttpClient({ userAgent: `image-check-cli/${VERSION}` });
  try {
    const iam = new IamClient({ http, apiUrl, token });
    const bindings = values.binding ?? (await iam.listRoleBindingsOf(uid, parentGroup(uid))).map((b) => b.uid);
    for (const binding of bindings) await iam.deleteRoleBinding(binding);
    await iam.deleteIdentity(uid);
    const lines = [...bindings.map((b) => `Deleted role binding ${b}`), `Deleted identity ${uid}`, ''];
    return { text: lines.join('\n'), json: { deleted: { identity: uid, roleBindings: bindings } } };
  } finally {
    await http.close();
  }
}
