import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * The rows of a raw aggregate query. Both drivers (pg and PGlite) answer `execute` with
 * `{ rows }`; counts and sums come back as numbers or numeric strings depending on the driver,
 * so callers read them with `whole`.
 */
export async function rowsOf<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}

/** A count or a sum of cents from either driver (bigint as text, or a number), 0 for null. */
export const whole = (value: unknown): number => (value === null ? 0 : Number(value));

/** A timestamp from either driver (a Date, or text), as ISO 8601 in UTC. */
export const isoTime = (value: unknown): string => new Date(value as string | Date).toISOString();

/** `%` and `_` typed by the owner are letters, not wildcards. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
