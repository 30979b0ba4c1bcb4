/** What an admin's confirmed action did, kept so a repeat of the same confirmation does no more. */
import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { keyedAdminActions } from '../column-values.ts';
import { createdAt, oneOf } from './columns.ts';
import { orders } from './orders.ts';

/**
 * One row per (action, order, Idempotency-Key): the first request with a key claims it and stores
 * its answer; a repeat (a double click, a retry, a parallel submit) gets that answer and acts no
 * more. A day later the row goes, the next time its order is acted on with a key
 * (`src/server/admin/action-keys.ts`).
 */
export const adminActionKeys = pgTable(
  'admin_action_keys',
  {
    action: text('action', { enum: keyedAdminActions }).notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    key: text('key').notNull(),
    /** SHA-256 of what was asked besides the order (a collection, an address): a key reused for
     *  another request is refused rather than answered with the first one's outcome. */
    requestHash: text('request_hash').notNull(),
    /** The answer the first request gave. Null only inside the transaction that claims the key. */
    outcome: jsonb('outcome'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.action, table.orderId, table.key] }),
    oneOf('admin_action_keys_action_check', table.action, keyedAdminActions),
  ],
);
