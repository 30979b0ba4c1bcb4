import { z } from 'zod';
import { recordIdText } from '../record-id.ts';

/** `:id` in an admin URL: the record's integer id (admins may see ids; customers never do). */
export const RecordIdParamsSchema = z.object({ id: recordIdText() });

/** `?limit=&offset=` of every admin list. */
export const PageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

/** Timestamps travel as ISO 8601 strings in UTC. */
export const TimestampSchema = z.iso.datetime({ offset: true });
