import { ApiError, LookupError, messageOf, UsageError } from '../errors';

// What to do next, by reason, for the answers a user can fix themselves.
const NEXT_STEP: Record<string, string> = {
  UNAUTHENTICATED: 'the token was not accepted: get a fresh one (e.g. chainctl auth token) into IMAGE_CHECK_TOKEN',
  PERMISSION_DENIED:
    "the token's identity lacks the permission: it needs a role that may create identities and role bindings in the group",
  ALREADY_EXISTS: 'an identity of that name exists already: pass another --name, or delete the old one',
};

/** The lines that explain a failure to a person: the message, then every violation on its own line. */
export function renderErrorLines(error: unknown): string[] {
  if (error instanceof UsageError) {
    const help = error.command ? `image-check ${error.command} --help` : 'image-check --help';
    return [`error: ${error.message}`, `(see ${help})`];
  }
  if (!(error instanceof LookupError)) return [`error: ${messageOf(error)}`];
  const status = error.status ? `HTTP ${error.status}, ` : '';
  const lines = [`error: ${error.message}`, `  ${status}${error.reason}${error.request ? ` (${error.request})` : ''}`];
  const details = error instanceof ApiError ? error : null;
  for (const v of details?.fieldViolations ?? [])
    lines.push(`  field ${v.field}: ${v.description || '(no description)'}`);
  for (const v of details?.preconditionViolations ?? [])
    lines.push(`  precondition ${v.type}: ${v.description || '(no description)'}`);
  const info = details?.resourceInfo;
  if (info && (info.resourceType || info.resourceName)) {
    lines.push(
      `  not found: ${[info.resourceType, info.resourceName].filter(Boolean).join(' ')}${info.description ? ` (${info.description})` : ''}`,
    );
  }
  const next = NEXT_STEP[error.reason];
  if (next) lines.push(`  ${next}`);
  return lines;
}

/** The same failure for `--json`: one object, violations as arrays. */
export function errorJson(error: unknown): Record<string, unknown> {
  if (error instanceof LookupError) {
    const details = error instanceof ApiError ? error : null;
    return {
      error: {
        status: error.status,
        code: error.code,
        reason: error.reason,
        message: error.message,
        fieldViolations: details?.fieldViolations ?? [],
        preconditionViolations: details?.preconditionViolations ?? [],
        ...(details?.resourceInfo ? { resourceInfo: details.resourceInfo } : {}),
      },
    };
  }
  const reason = error instanceof UsageError ? 'USAGE' : 'ERROR';
  return { error: { reason, message: messageOf(error) } };
}

/** Replaces every occurrence of a secret; the last guard before anything is written. */
export function redact(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) if (secret.length >= 4) out = out.split(secret).join('***');
  return out;
}
