import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, timestamp } from 'drizzle-orm/pg-core';

/**
 * The database refuses a value outside the list the column's type is made from (a null passes:
 * nullable columns say so themselves). The values are the code's own constants, never input.
 */
export const oneOf = (name: string, column: AnyPgColumn, values: readonly string[]) =>
  check(name, sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`);

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`);
