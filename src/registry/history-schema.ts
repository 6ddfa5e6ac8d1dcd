import { z } from 'zod';
import { digestSchema, timestampSchema } from '../schemas';

// A Tag History response (spec: Tag History endpoint): at most 1 000 records, each an RFC 3339
// time and a sha256 digest; other fields are dropped.

/** One record, checked as it streams in (history-walk.ts). */
export const historyRecordSchema = z.object({ updateTimestamp: timestampSchema, digest: digestSchema });
export type HistoryRecord = z.infer<typeof historyRecordSchema>;

/** `{ history: [...] }`, an absent list being empty. */
export const historyResponseSchema = z
  .object({ history: z.array(historyRecordSchema).optional() })
  .transform((body) => body.history ?? []);
