import { z } from 'zod';

// A Tag History response: the envelope checked by zod, each record by hand. A window holds up to
// 1 000 records and a long walk reads a thousand windows; zod would copy every record it checks
// (the bulk of a walk's garbage, bench/README.md), so records are checked in place and kept as
// parsed. What is checked is the same: an RFC 3339 time and a sha256 digest.

export interface HistoryRecord {
  updateTimestamp: string;
  digest: string;
}

const DIGEST = /^sha256:[0-9a-f]{64}$/;
const RFC3339 = /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d{1,9})?([Zz]|[+-]\d{2}:\d{2})$/;

/** Why `r` is not a history record (which field, and what), or null when it is. */
export function recordProblem(r: unknown): { field: string; message: string } | null {
  if (typeof r !== 'object' || r === null) return { field: '', message: 'must be an object' };
  const { updateTimestamp, digest } = r as Record<string, unknown>;
  if (
    typeof updateTimestamp !== 'string' ||
    !RFC3339.test(updateTimestamp) ||
    Number.isNaN(Date.parse(updateTimestamp))
  )
    return { field: 'updateTimestamp', message: 'must be an RFC 3339 timestamp' };
  if (typeof digest !== 'string' || !DIGEST.test(digest))
    return { field: 'digest', message: 'must be sha256:<64 lowercase hex>' };
  return null;
}

/** Why `value` is not a list of history records (where, and what), or null when it is. */
export function historyProblem(value: unknown): { path: (string | number)[]; message: string } | null {
  if (!Array.isArray(value)) return { path: [], message: 'must be an array' };
  for (let i = 0; i < value.length; i++) {
    const problem = recordProblem(value[i]);
    if (problem) return { path: problem.field ? [i, problem.field] : [i], message: problem.message };
  }
  return null;
}

/** `{ history: [...] }`, an absent list being empty; built once, shared by every request. */
export const historyResponseSchema = z
  .object({
    history: z
      .unknown()
      .optional()
      .superRefine((value, ctx) => {
        const problem = value === undefined ? null : historyProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: problem.path });
      }),
  })
  .transform((body) => ({ history: (body.history ?? []) as HistoryRecord[] }));
